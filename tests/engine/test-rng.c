/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "engine/st-rng.h"

/* The same seed gives the same sequence: games replay from seed + log. */
static void
test_rng_deterministic (void)
{
  StRng a, b, c;

  st_rng_seed (&a, 42);
  st_rng_seed (&b, 42);
  st_rng_seed (&c, 43);
  for (int i = 0; i < 1000; i++)
    {
      guint64 x = st_rng_next (&a);
      g_assert_cmpuint (x, ==, st_rng_next (&b));
      (void) st_rng_next (&c);
    }
  g_assert_cmpuint (st_rng_next (&a), !=, st_rng_next (&c));
}

/* The generator is plain data: a memcpy of a state clones its future dice. */
static void
test_rng_clone_by_copy (void)
{
  StRng a, b;

  st_rng_seed (&a, 7);
  (void) st_rng_next (&a);
  memcpy (&b, &a, sizeof a);
  for (int i = 0; i < 100; i++)
    g_assert_cmpint (st_rng_roll (&a, 2, 6), ==, st_rng_roll (&b, 2, 6));
}

/* A d6 is fair: each face within 2% of 1/6 over 600,000 rolls. */
static void
test_rng_fair_die (void)
{
  StRng     rng;
  int       counts[7] = { 0 };
  const int n = 600000;

  st_rng_seed (&rng, 1);
  for (int i = 0; i < n; i++)
    {
      int face = st_rng_roll (&rng, 1, 6);
      g_assert_cmpint (face, >=, 1);
      g_assert_cmpint (face, <=, 6);
      counts[face]++;
    }
  for (int f = 1; f <= 6; f++)
    g_assert_cmpfloat (ABS (counts[f] - n / 6.0) / (n / 6.0), <, 0.02);
}

static void
test_rng_ranges (void)
{
  StRng rng;

  st_rng_seed (&rng, 99);
  for (int i = 0; i < 10000; i++)
    {
      g_assert_cmpuint (st_rng_below (&rng, 1), ==, 0);
      g_assert_cmpuint (st_rng_below (&rng, 3), <, 3);
      int two_d8 = st_rng_roll (&rng, 2, 8);
      g_assert_cmpint (two_d8, >=, 2);
      g_assert_cmpint (two_d8, <=, 16);
    }
  g_assert_cmpint (st_rng_roll (&rng, 0, 6), ==, 0);
}

/* Split streams differ from each other and do not depend on call order. */
static void
test_rng_split (void)
{
  StRng base, s1, s2, s1_again;

  st_rng_seed (&base, 2024);
  s1 = st_rng_split (&base, 1);
  s2 = st_rng_split (&base, 2);
  s1_again = st_rng_split (&base, 1);
  g_assert_cmpuint (st_rng_next (&s1), !=, st_rng_next (&s2));
  st_rng_seed (&s1, 0);
  s1 = st_rng_split (&base, 1);
  g_assert_cmpuint (st_rng_next (&s1), ==, st_rng_next (&s1_again));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/rng/deterministic", test_rng_deterministic);
  g_test_add_func ("/engine/rng/clone-by-copy", test_rng_clone_by_copy);
  g_test_add_func ("/engine/rng/fair-die", test_rng_fair_die);
  g_test_add_func ("/engine/rng/ranges", test_rng_ranges);
  g_test_add_func ("/engine/rng/split", test_rng_split);
  return g_test_run ();
}
