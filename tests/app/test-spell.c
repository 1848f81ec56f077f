/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-text-search.h"
#include "st-spell.h"

/* The spell checker (src/app/st-spell.c) with the dictionaries of
 * tools/deps.txt: hunspell-sv, hunspell-en-us, voikko-fi through Enchant's
 * Voikko provider. A test whose dictionary is missing skips (CI installs
 * them all). No display: the checker has no GTK. */

static StSpell *
dictionary (const char *lang)
{
  StSpell *spell = st_spell_get (lang);

  if (spell == NULL)
    {
      g_autofree char *message = g_strdup_printf ("no spelling dictionary for %s installed", lang);
      g_test_skip (message);
    }
  return spell;
}

/* The misspelt words of text, joined by commas. */
static char *
misspelt (StSpell *spell, const char *text)
{
  g_autoptr (GArray) matches = st_spell_find_misspelt (spell, text);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < matches->len; i++)
    {
      StTextMatch *match = &g_array_index (matches, StTextMatch, i);
      g_string_append_printf (out, "%s%.*s", i ? "," : "", (int) (match->end - match->start),
                              text + match->start);
    }
  return g_string_free (out, FALSE);
}

/* Hunspell gives up some of its ways of suggesting after a time limit, so a
 * machine busy enough can get no suggestion once: a few tries. */
static gboolean
suggests (StSpell *spell, const char *word, const char *expected)
{
  for (int i = 0; i < 5; i++)
    {
      g_autoptr (GPtrArray) suggestions = st_spell_suggest (spell, word, -1);

      if (g_ptr_array_find_with_equal_func (suggestions, expected, g_str_equal, NULL))
        return TRUE;
    }
  return FALSE;
}

static void
test_swedish (void)
{
  StSpell         *spell = dictionary ("sv");
  g_autofree char *found = NULL;

  if (spell == NULL)
    return;
  /* "sv" finds a regional dictionary (sv_SE or sv_FI). */
  g_assert_true (g_str_has_prefix (st_spell_get_dictionary (spell), "sv"));
  g_assert_true (st_spell_check_word (spell, "kartan", -1));
  g_assert_false (st_spell_check_word (spell, "förbamd", -1));
  found =
      misspelt (spell, "Varje förbamd har en kontrollzon, se regel [11] och [[movement]]; 10×14 hexagoner.");
  g_assert_cmpstr (found, ==, "förbamd");
  g_assert_true (suggests (spell, "förbamd", "förband"));
  g_assert_true (st_spell_get ("sv") == spell);
}

static void
test_english (void)
{
  StSpell         *spell = dictionary ("en");
  g_autofree char *found = NULL;

  if (spell == NULL)
    return;
  found = misspelt (spell,
                    "Each unit's zone of controll doesn't extend across the border; see [[combat-results]].");
  g_assert_cmpstr (found, ==, "controll");
  g_assert_true (suggests (spell, "controll", "control"));
  /* Ignored words are taken as correct for the session. */
  g_assert_false (st_spell_check_word (spell, "Sandtable", -1));
  st_spell_ignore (spell, "Sandtable", -1);
  g_assert_true (st_spell_check_word (spell, "Sandtable", -1));
}

static void
test_finnish (void)
{
  StSpell         *spell = dictionary ("fi");
  g_autofree char *found = NULL;

  if (spell == NULL)
    return;
  found = misspelt (
      spell,
      "Joukko liikkuu kartalla kuusikulmiosta toiseen, mutta ei vihollisen valvonta-alueelta toisseen.");
  g_assert_cmpstr (found, ==, "toisseen");
}

/* A language without a dictionary: no checker, quietly. */
static void
test_missing (void)
{
  g_assert_null (st_spell_get ("xx"));
  g_assert_null (st_spell_get ("tlh-Latn"));
  g_assert_null (st_spell_get (NULL));
  g_assert_null (st_spell_get (""));
}

static void
test_word_at (void)
{
  const char *text = "a gräns-linje, don't 12x";
  gsize       start = 0, end = 0;

  g_assert_true (st_spell_word_at (text, 4, &start, &end));
  g_assert_cmpuint (start, ==, 2);
  g_assert_cmpuint (end, ==, strlen ("a gräns-linje"));
  g_assert_true (st_spell_word_at (text, strlen ("a gräns-linje, do"), &start, &end));
  g_assert_cmpuint (end - start, ==, strlen ("don't"));
  g_assert_false (st_spell_word_at ("a,  b", 3, &start, &end));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/spell/swedish", test_swedish);
  g_test_add_func ("/spell/english", test_english);
  g_test_add_func ("/spell/finnish", test_finnish);
  g_test_add_func ("/spell/missing", test_missing);
  g_test_add_func ("/spell/word-at", test_word_at);
  return g_test_run ();
}
