/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-history.h"
#include "core/st-scenario-io.h"
#include "core/st-text-search.h"
#include "core/st-texts.h"

static StScenario *
load_basic (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "maneuver-basic.xml", NULL);
  StScenario *scenario = st_scenario_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return scenario;
}

/* The matches of needle in haystack as "start-end,start-end". */
static char *
find (const char *haystack, const char *needle, StTextSearchFlags flags)
{
  g_autoptr (GArray) matches = g_array_new (FALSE, FALSE, sizeof (StTextMatch));
  GString *out = g_string_new (NULL);
  guint    n = st_text_search_find (haystack, needle, flags, matches);

  g_assert_cmpuint (n, ==, matches->len);
  for (guint i = 0; i < matches->len; i++)
    {
      StTextMatch *match = &g_array_index (matches, StTextMatch, i);
      g_string_append_printf (out, "%s%" G_GSIZE_FORMAT "-%" G_GSIZE_FORMAT, i ? "," : "", match->start,
                              match->end);
    }
  return g_string_free (out, FALSE);
}

#define assert_find(haystack, needle, flags, expected)     \
  G_STMT_START                                             \
  {                                                        \
    g_autofree char *got = find (haystack, needle, flags); \
    g_assert_cmpstr (got, ==, expected);                   \
  }                                                        \
  G_STMT_END

static void
test_case (void)
{
  assert_find ("Hex and hex and HEX", "hex", 0, "0-3,8-11,16-19");
  assert_find ("Hex and hex and HEX", "hex", ST_TEXT_SEARCH_MATCH_CASE, "8-11");
  /* Offsets are bytes of the text searched, whatever case the letters are. */
  assert_find ("Ö öppen ÖPPEN", "öppen", 0, "3-9,10-16");
  assert_find ("Ö öppen ÖPPEN", "ÖPPEN", ST_TEXT_SEARCH_MATCH_CASE, "10-16");
  assert_find ("aaaa", "aa", 0, "0-2,2-4");
  assert_find ("abc", "", 0, "");
  assert_find ("abc", "abcd", 0, "");
  assert_find ("", "a", 0, "");
}

static void
test_whole_word (void)
{
  assert_find ("hex hexes a hex, hex_id (hex)", "hex", ST_TEXT_SEARCH_WHOLE_WORD, "0-3,12-15,25-28");
  assert_find ("hex hexes a hex, hex_id (hex)", "hex", 0, "0-3,4-7,12-15,17-20,25-28");
  /* Letters outside ASCII are letters: "hexä" is one word. */
  assert_find ("hexä hex", "hex", ST_TEXT_SEARCH_WHOLE_WORD, "6-9");
  assert_find ("Hexes", "HEXES", ST_TEXT_SEARCH_WHOLE_WORD, "0-5");
  /* A needle that starts or ends with a non-word character may touch words. */
  assert_find ("x-ray", "-", ST_TEXT_SEARCH_WHOLE_WORD, "1-2");
  assert_find ("turn 10, 100", "10", ST_TEXT_SEARCH_WHOLE_WORD, "5-7");
}

static void
test_replace_string (void)
{
  guint            n = 99;
  g_autofree char *a = st_text_search_replace ("Hex and hex", "hex", "ruta", 0, &n);
  g_autofree char *b = st_text_search_replace ("Hex and hex", "hex", "ruta", ST_TEXT_SEARCH_MATCH_CASE, &n);
  g_autofree char *c = st_text_search_replace ("hexes", "hex", "ruta", ST_TEXT_SEARCH_WHOLE_WORD, &n);

  g_assert_cmpstr (a, ==, "ruta and ruta");
  g_assert_cmpstr (b, ==, "Hex and ruta");
  g_assert_null (c);
  g_assert_cmpuint (n, ==, 0);
  {
    g_autofree char *d = st_text_search_replace ("a gräns, gräns.", "gräns", "", 0, &n);
    g_assert_cmpstr (d, ==, "a , .");
    g_assert_cmpuint (n, ==, 2);
  }
}

/* Which texts match, by where the search looks: sources, translations into
 * one language, into every language. */
static void
test_scopes (void)
{
  g_autoptr (StScenario) scenario = load_basic ();
  StTextSearch sources = { "Clear", ST_TEXT_SEARCH_SOURCES, NULL };
  StTextSearch sv = { "Öppen", ST_TEXT_SEARCH_TRANSLATIONS, "sv" };
  StTextSearch fi = { "Öppen", ST_TEXT_SEARCH_TRANSLATIONS, "fi" };
  StTextSearch all = { "maasto", ST_TEXT_SEARCH_TRANSLATIONS, NULL };
  StTextSearch both = { "clear", ST_TEXT_SEARCH_SOURCES | ST_TEXT_SEARCH_TRANSLATIONS, "sv" };
  StTextSearch cased = { "clear", ST_TEXT_SEARCH_SOURCES | ST_TEXT_SEARCH_MATCH_CASE, NULL };

  g_assert_true (st_text_search_text_matches (scenario, "terrain/clear/name", &sources));
  g_assert_true (st_text_search_text_matches (scenario, "terrain/clear/name", &sv));
  g_assert_false (st_text_search_text_matches (scenario, "terrain/clear/name", &fi));
  g_assert_true (st_text_search_text_matches (scenario, "terrain/clear/name", &all));
  g_assert_true (st_text_search_text_matches (scenario, "terrain/clear/name", &both));
  g_assert_false (st_text_search_text_matches (scenario, "terrain/clear/name", &cased));
  g_assert_false (st_text_search_text_matches (scenario, "edge-type/border/name", &sources));
  g_assert_false (st_text_search_text_matches (scenario, "no/such/text", &sources));
}

/* Replace All through the history: one undoable step that changes every
 * match in the chosen language and nothing else; undo gives the scenario
 * back. */
static void
test_replace_all_undo (void)
{
  g_autoptr (StScenario) scenario = load_basic ();
  g_autoptr (StHistory) history = st_history_new (scenario);
  g_autoptr (StScenario) edit = st_history_begin (history);
  g_autoptr (GError) error = NULL;
  StTextSearch search = { "gräns", ST_TEXT_SEARCH_TRANSLATIONS, "sv" };
  StTextSearch after = { "Gräns", ST_TEXT_SEARCH_TRANSLATIONS, "sv" };
  guint        before_matches = 0, n;
  g_autoptr (GPtrArray) items = st_scenario_list_texts (scenario);
  g_autoptr (GPtrArray) fi_before = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < items->len; i++)
    {
      const StText *text = *((StTextItem *) g_ptr_array_index (items, i))->slot;
      before_matches += st_text_search_find (st_text_get_exact (text, "sv"), "gräns", 0, NULL);
      g_ptr_array_add (fi_before, g_strdup (st_text_get_exact (text, "fi")));
    }
  g_assert_cmpuint (before_matches, >, 1);

  n = st_edit_replace_texts (edit, &search, NULL, "Gränslinje", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, before_matches);
  g_assert_true (st_history_commit (history, edit, "Replace All", NULL));
  g_assert_cmpuint (st_history_get_n_steps (history), ==, 1);
  {
    StScenario *current = st_history_get_scenario (history);
    g_autoptr (GPtrArray) now = st_scenario_list_texts (current);

    g_assert_cmpstr (st_text_get_exact (*st_scenario_find_text (current, "edge-type/border/name"), "sv"), ==,
                     "Gränslinje");
    /* Other languages are untouched, and so are the sources; the
     * replaced translations are reviewed, not outdated. */
    for (guint i = 0; i < now->len; i++)
      {
        const StText *text = *((StTextItem *) g_ptr_array_index (now, i))->slot;
        const StText *old = *((StTextItem *) g_ptr_array_index (items, i))->slot;
        g_assert_cmpstr (st_text_get_exact (text, "fi"), ==, g_ptr_array_index (fi_before, i));
        g_assert_cmpstr (st_text_get_source (text), ==, st_text_get_source (old));
        g_assert_false (st_text_is_outdated (text, "sv") && !st_text_is_outdated (old, "sv"));
      }
    g_assert_true (st_text_search_text_matches (current, "edge-type/border/name", &after));
  }
  g_assert_true (st_history_undo (history));
  g_assert_cmpstr (
      st_text_get_exact (*st_scenario_find_text (st_history_get_scenario (history), "edge-type/border/name"),
                         "sv"),
      ==, "Gräns");
}

/* Replace in one text only; replacing in a source marks its translations
 * outdated, as any source edit does. */
static void
test_replace_one_source (void)
{
  g_autoptr (StScenario) scenario = load_basic ();
  g_autoptr (GError) error = NULL;
  StTextSearch search = { "border", ST_TEXT_SEARCH_SOURCES, NULL };
  const char  *other_before = st_text_get_source (*st_scenario_find_text (scenario, "metadata/description"));
  g_autofree char *other = g_strdup (other_before);
  guint            n = st_edit_replace_texts (scenario, &search, "edge-type/border/name", "Frontier", &error);
  StText          *text = *st_scenario_find_text (scenario, "edge-type/border/name");

  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpstr (st_text_get_source (text), ==, "Frontier");
  g_assert_true (st_text_is_outdated (text, "sv"));
  g_assert_true (st_text_is_outdated (text, "fi"));
  g_assert_cmpstr (st_text_get_source (*st_scenario_find_text (scenario, "metadata/description")), ==, other);
  /* Nothing to replace: nothing changes. */
  g_assert_cmpuint (st_edit_replace_texts (scenario, &search, "edge-type/border/name", "x", &error), ==, 0);
  g_assert_no_error (error);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/text-search/case", test_case);
  g_test_add_func ("/text-search/whole-word", test_whole_word);
  g_test_add_func ("/text-search/replace-string", test_replace_string);
  g_test_add_func ("/text-search/scopes", test_scopes);
  g_test_add_func ("/text-search/replace-all-undo", test_replace_all_undo);
  g_test_add_func ("/text-search/replace-one-source", test_replace_one_source);
  return g_test_run ();
}
