/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-word-diff.h"

/* The diff written out: "=same", "-deleted", "+inserted", joined by "|". */
static char *
describe (const char *old_text, const char *new_text)
{
  g_autoptr (GPtrArray) chunks = st_word_diff (old_text, new_text);
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GString) old_again = g_string_new (NULL);
  g_autoptr (GString) new_again = g_string_new (NULL);

  for (guint i = 0; i < chunks->len; i++)
    {
      const StDiffChunk *chunk = g_ptr_array_index (chunks, i);
      static const char  marks[] = "=-+";

      if (i > 0)
        {
          const StDiffChunk *before = g_ptr_array_index (chunks, i - 1);

          /* Neighbours of one kind are merged. */
          g_assert_cmpint (before->op, !=, chunk->op);
          g_string_append_c (out, '|');
        }
      g_assert_cmpuint (strlen (chunk->text), >, 0);
      g_string_append_printf (out, "%c%s", marks[chunk->op], chunk->text);
      if (chunk->op != ST_DIFF_INSERT)
        g_string_append (old_again, chunk->text);
      if (chunk->op != ST_DIFF_DELETE)
        g_string_append (new_again, chunk->text);
    }
  /* The chunks give back both texts. */
  g_assert_cmpstr (old_again->str, ==, old_text ? old_text : "");
  g_assert_cmpstr (new_again->str, ==, new_text ? new_text : "");
  return g_strdup (out->str);
}

static void
check (const char *old_text, const char *new_text, const char *expected)
{
  g_autofree char *got = describe (old_text, new_text);

  g_assert_cmpstr (got, ==, expected);
}

static void
test_word_diff_basics (void)
{
  check ("", "", "");
  check (NULL, "Field", "+Field");
  check ("Field", "", "-Field");
  check ("Open field", "Open field", "=Open field");
  /* A word replaced: the old one first. */
  check ("Combat results", "Combat outcomes", "=Combat |-results|+outcomes");
  /* A word added in the middle, and one at the end. */
  check ("Move one unit.", "Move every unit.", "=Move |-one|+every|= unit.");
  check ("Move a unit", "Move a unit twice", "=Move a unit|+ twice");
  check ("the quick brown fox", "the brown fox", "=the |-quick |=brown fox");
}

static void
test_word_diff_text (void)
{
  /* Lines of a rules body: a line break is space between words. */
  check ("Roll a die.\n\nOn 6 the attacker wins.", "Roll two dice.\n\nOn 6 the attacker wins.",
         "=Roll |-a die.|+two dice.|=\n\nOn 6 the attacker wins.");
  /* Words are whole: "Kullar" is not "Kulla" + "r". */
  check ("Kullar och skog", "Kulla och skog", "-Kullar|+Kulla|= och skog");
  /* Not ASCII, and space of any kind. */
  check ("Fält\u00a0öppet", "Fält\u00a0stängt", "=Fält\u00a0|-öppet|+stängt");
}

/* Past the size that is compared word by word, the differing middles are one
 * deletion and one insertion, in little time. */
static void
test_word_diff_long (void)
{
  g_autoptr (GString) a = g_string_new ("Start ");
  g_autoptr (GString) b = g_string_new ("Start ");
  g_autoptr (GPtrArray) chunks = NULL;

  for (int i = 0; i < 3000; i++)
    {
      g_string_append_printf (a, "a%d ", i);
      g_string_append_printf (b, "b%d ", i);
    }
  g_string_append (a, "end");
  g_string_append (b, "end");
  chunks = st_word_diff (a->str, b->str);
  g_assert_cmpuint (chunks->len, ==, 4);
  g_assert_cmpint (((StDiffChunk *) g_ptr_array_index (chunks, 0))->op, ==, ST_DIFF_SAME);
  g_assert_cmpint (((StDiffChunk *) g_ptr_array_index (chunks, 1))->op, ==, ST_DIFF_DELETE);
  g_assert_cmpint (((StDiffChunk *) g_ptr_array_index (chunks, 2))->op, ==, ST_DIFF_INSERT);
  g_assert_cmpstr (((StDiffChunk *) g_ptr_array_index (chunks, 3))->text, ==, " end");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/word-diff/basics", test_word_diff_basics);
  g_test_add_func ("/core/word-diff/text", test_word_diff_text);
  g_test_add_func ("/core/word-diff/long", test_word_diff_long);
  return g_test_run ();
}
