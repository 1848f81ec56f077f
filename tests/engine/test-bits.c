/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "engine/st-bits.h"

/* st-bits.h: the counts of both clones (the baseline's software count and the
 * population count instruction's) against a count bit by bit, and the
 * dispatch of ST_BITS_CALL (). */

static guint
count_slowly (guint64 x)
{
  guint n = 0;

  for (guint i = 0; i < 64; i++)
    n += (guint) (x >> i) & 1;
  return n;
}

/* A body as a ruleset writes one: counts over words, and where each word's
 * counts say the bit of a rank is, its position (st_select64 ()). */
ST_BITS_ALWAYS_INLINE guint
count_words_body (const guint64 *words, guint n, gboolean hw)
{
  guint total = 0;

  for (guint i = 0; i < n; i++)
    total += st_bits_count (words[i], hw);
  return total;
}

ST_BITS_DEFINE_CLONES (guint, count_words, (const guint64 *words, guint n), words, n)

/* Words with few bits, many bits, single bits and random bits. */
static guint64
test_word (GRand *rand, guint i)
{
  guint64 x = ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand);

  switch (i % 5)
    {
      case 0:
        return x & ((guint64) g_rand_int (rand) << 32 | g_rand_int (rand))
               & ((guint64) g_rand_int (rand) << 32);
      case 1:
        return ~(x & ((guint64) g_rand_int (rand) << 32 | g_rand_int (rand)));
      case 2:
        return G_GUINT64_CONSTANT (1) << (x & 63);
      default:
        return x;
    }
}

static void
test_software_count (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (24);
  const guint64 edges[] = { 0,
                            1,
                            G_GUINT64_CONSTANT (1) << 63,
                            ~G_GUINT64_CONSTANT (0),
                            G_GUINT64_CONSTANT (0x5555555555555555),
                            G_GUINT64_CONSTANT (0xff00ff00ff00ff00) };

  for (guint i = 0; i < G_N_ELEMENTS (edges); i++)
    {
      g_assert_cmpuint (st_popcount64 (edges[i]), ==, count_slowly (edges[i]));
      g_assert_cmpuint (st_bits_count (edges[i], FALSE), ==, count_slowly (edges[i]));
    }
  for (guint i = 0; i < 100000; i++)
    {
      guint64 x = test_word (rand, i);

      g_assert_cmpuint (st_bits_count (x, FALSE), ==, count_slowly (x));
      g_assert_cmpuint ((guint) (st_popcount64_prefix (x) >> 56), ==, count_slowly (x));
    }
}

/* Every rank of a word's bits, by st_select64 (), is the bit found by
 * clearing the lower ones. */
static void
test_select (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (25);

  for (guint i = 0; i < 20000; i++)
    {
      guint64 x = test_word (rand, i), prefix = st_popcount64_prefix (x), rest = x;

      for (guint k = 0; rest != 0; k++, rest &= rest - 1)
        g_assert_cmpuint (st_select64 (x, prefix, k), ==, (guint) __builtin_ctzll (rest));
    }
}

/* The software clone and, where the processor has the instruction, the
 * hardware clone give the same counts; SANDTABLE_NO_POPCNT turns the
 * instruction off. */
static void
test_clones_agree (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (26);
  gboolean hw = st_bits_hw_popcount ();
  guint64  words[8];
  guint    ran_hw = 0;

  if (!ST_BITS_CLONES)
    g_assert_false (hw);
  for (guint i = 0; i < 20000; i++)
    {
      guint expected = 0, n = 1 + i % G_N_ELEMENTS (words);

      for (guint j = 0; j < n; j++)
        {
          words[j] = test_word (rand, i + j);
          expected += count_slowly (words[j]);
        }
      /* Forced software, on any processor. */
      g_assert_cmpuint (ST_BITS_CALL (FALSE, count_words, words, n), ==, expected);
      /* Forced hardware, where it runs. */
      if (hw)
        {
          g_assert_cmpuint (ST_BITS_CALL (TRUE, count_words, words, n), ==, expected);
          ran_hw++;
        }
      g_assert_cmpuint (ST_BITS_CALL (hw, count_words, words, n), ==, expected);
    }
  if (ran_hw == 0)
    g_test_message ("no population count instruction here (or SANDTABLE_NO_POPCNT): the software clone only");
}

/* SANDTABLE_NO_POPCNT=1 in a child process (the answer is kept once asked):
 * the dispatch says no there, and the software clone counts. */
static void
test_no_popcnt_env (void)
{
  if (g_test_subprocess ())
    {
      const guint64 words[2] = { ~G_GUINT64_CONSTANT (0), 5 };

      g_setenv ("SANDTABLE_NO_POPCNT", "1", TRUE);
      g_assert_false (st_bits_hw_popcount ());
      g_assert_cmpuint (ST_BITS_CALL (st_bits_hw_popcount (), count_words, words, 2), ==, 66);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bits/the software count is the count of bits", test_software_count);
  g_test_add_func ("/bits/select finds the bit of each rank", test_select);
  g_test_add_func ("/bits/the software and hardware clones agree", test_clones_agree);
  g_test_add_func ("/bits/SANDTABLE_NO_POPCNT turns the instruction off", test_no_popcnt_env);
  return g_test_run ();
}
