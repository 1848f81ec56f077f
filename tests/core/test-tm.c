/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>

#include "core/st-scenario-io.h"
#include "core/st-texts.h"
#include "core/st-tm.h"

/* The translation memory: similarity, lookup, the bundled scenarios' texts
 * found again (and how long that takes), TMX round trips and hostile TMX. */

static const char *const bundled[] = {
  "maneuver-basic.xml",       "maneuver-advanced.xml", "manoeuvre.xml",
  "command-and-maneuver.xml", "manover-finland.xml",
};

static char *
bundled_path (const char *file)
{
  return g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", file, NULL);
}

static void
test_similarity (void)
{
  g_assert_cmpint (st_tm_similarity ("Move one unit.", "Move one unit."), ==, 100);
  /* Same words, another case or punctuation: not the same text. */
  g_assert_cmpint (st_tm_similarity ("Move one unit.", "move one unit"), ==, 99);
  /* One word of four replaced: 75 %; one of four missing: 75 %. */
  g_assert_cmpint (st_tm_similarity ("Move one unit now", "Move two unit now"), ==, 75);
  g_assert_cmpint (st_tm_similarity ("Move one unit now", "Move one unit"), ==, 75);
  g_assert_cmpint (st_tm_similarity ("Roll two dice", "Draw a card"), ==, 0);
  g_assert_cmpint (st_tm_similarity ("", "Draw a card"), ==, 0);
  /* Letters beyond ASCII are words too, compared in any case. */
  g_assert_cmpint (st_tm_similarity ("Förbanden ÄR här", "förbanden är HÄR!"), ==, 99);
}

static void
test_lookup (void)
{
  g_autoptr (StTm) tm = st_tm_new ();
  g_autoptr (GArray) matches = g_array_new (FALSE, FALSE, sizeof (StTmMatch));
  const StTmMatch *m;

  g_assert_true (st_tm_add (tm, "en", "Each unit may move once.", "sv", "Varje förband får flytta en gång.",
                            "a.xml", "rules/movement/body", TRUE));
  /* The same pair again is not added; the same source with another
   * translation is. */
  g_assert_false (st_tm_add (tm, "en", "Each unit may move once.", "sv", "Varje förband får flytta en gång.",
                             "b.xml", NULL, FALSE));
  g_assert_true (st_tm_add (tm, "en", "Each unit may move twice.", "sv",
                            "Varje förband får flytta två gånger.", "b.xml", NULL, FALSE));
  g_assert_true (st_tm_add (tm, "en", "Each unit may move once.", "fi", "Jokainen joukko saa liikkua kerran.",
                            "a.xml", NULL, FALSE));
  g_assert_true (st_tm_add (tm, "en", "Roll two dice.", "sv", "Slå två tärningar.", "a.xml", NULL, FALSE));
  g_assert_false (st_tm_add (tm, "en", "", "sv", "x", NULL, NULL, FALSE));
  g_assert_false (st_tm_add (tm, "en", "x", "sv", "", NULL, NULL, FALSE));
  g_assert_cmpuint (st_tm_get_length (tm), ==, 4);
  g_assert_cmpuint (st_tm_get_n_stored (tm), ==, 1);

  st_tm_lookup (tm, "en", "Each unit may move once.", "sv", 50, matches);
  st_tm_sort_matches (matches);
  g_assert_cmpuint (matches->len, ==, 2);
  m = &g_array_index (matches, StTmMatch, 0);
  g_assert_cmpint (m->percent, ==, 100);
  g_assert_cmpstr (m->unit->target, ==, "Varje förband får flytta en gång.");
  g_assert_cmpstr (m->unit->origin, ==, "a.xml");
  g_assert_cmpstr (m->unit->context, ==, "rules/movement/body");
  m = &g_array_index (matches, StTmMatch, 1);
  /* One word of five differs. */
  g_assert_cmpint (m->percent, ==, 80);
  g_assert_cmpstr (m->unit->target, ==, "Varje förband får flytta två gånger.");

  /* Into Finnish: only the Finnish pair; a higher threshold leaves out the
   * similar one; an unknown language finds nothing. */
  g_array_set_size (matches, 0);
  st_tm_lookup (tm, "en", "Each unit may move twice", "fi", 50, matches);
  g_assert_cmpuint (matches->len, ==, 1);
  g_assert_cmpint (g_array_index (matches, StTmMatch, 0).percent, ==, 80);
  g_array_set_size (matches, 0);
  st_tm_lookup (tm, "en", "Each unit may move twice", "sv", 90, matches);
  g_assert_cmpuint (matches->len, ==, 1);
  g_assert_cmpint (g_array_index (matches, StTmMatch, 0).percent, ==, 99);
  g_array_set_size (matches, 0);
  st_tm_lookup (tm, "en", "Each unit may move twice", "de", 0, matches);
  st_tm_lookup (tm, "en", "nothing shared here", "sv", 0, matches);
  st_tm_lookup (tm, "en", "", "sv", 0, matches);
  g_assert_cmpuint (matches->len, ==, 0);
}

static void
test_sort_keeps_each_translation_once (void)
{
  g_autoptr (StTm) tm = st_tm_new ();
  g_autoptr (GArray) matches = g_array_new (FALSE, FALSE, sizeof (StTmMatch));

  st_tm_add (tm, "en", "Draw a card.", "sv", "Dra ett kort.", "a.xml", NULL, FALSE);
  st_tm_add (tm, "en", "Draw a card!", "sv", "Dra ett kort.", "b.xml", NULL, TRUE);
  st_tm_add (tm, "en", "Draw two cards.", "sv", "Dra två kort.", "b.xml", NULL, FALSE);
  st_tm_lookup (tm, "en", "Draw a card.", "sv", 30, matches);
  st_tm_sort_matches (matches);
  g_assert_cmpuint (matches->len, ==, 2);
  g_assert_cmpint (g_array_index (matches, StTmMatch, 0).percent, ==, 100);
  g_assert_cmpstr (g_array_index (matches, StTmMatch, 0).unit->origin, ==, "a.xml");
  g_assert_cmpstr (g_array_index (matches, StTmMatch, 1).unit->target, ==, "Dra två kort.");
  g_assert_cmpint (g_array_index (matches, StTmMatch, 1).percent, ==, 33);
}

/* Every bundled text's translation is found again by its source at 100 %,
 * and the time of all those lookups is what the workbench costs per text. */
static void
test_bundled (void)
{
  g_autoptr (StTm) tm = st_tm_new ();
  g_autoptr (GPtrArray) scenarios = g_ptr_array_new_with_free_func ((GDestroyNotify) st_scenario_unref);
  g_autoptr (GArray) matches = g_array_new (FALSE, FALSE, sizeof (StTmMatch));
  guint  n_lookups = 0, n_chars = 0;
  gint64 start;
  double elapsed;

  start = g_get_monotonic_time ();
  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    {
      g_autofree char *path = bundled_path (bundled[i]);
      g_autoptr (GError) error = NULL;
      StScenario *scenario = st_scenario_load_file (path, NULL, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (st_tm_add_scenario (tm, scenario, bundled[i], FALSE), >, 0);
      g_ptr_array_add (scenarios, scenario);
    }
  g_test_message ("%u units of %u bundled scenarios indexed in %.1f ms", st_tm_get_length (tm),
                  scenarios->len, (g_get_monotonic_time () - start) / 1000.0);
  g_assert_cmpuint (st_tm_get_length (tm), >, 400);

  start = g_get_monotonic_time ();
  for (guint s = 0; s < scenarios->len; s++)
    {
      g_autoptr (GPtrArray) items = st_scenario_list_texts (g_ptr_array_index (scenarios, s));

      for (guint i = 0; i < items->len; i++)
        {
          const StText *text = *((StTextItem *) g_ptr_array_index (items, i))->slot;
          const char   *sv = st_text_get_exact (text, "sv");
          gboolean      found = FALSE;

          if (sv == NULL || g_str_equal (st_text_get_source_lang (text), "sv"))
            continue;
          g_array_set_size (matches, 0);
          st_tm_lookup (tm, st_text_get_source_lang (text), st_text_get_source (text), "sv", 50, matches);
          st_tm_sort_matches (matches);
          g_assert_cmpuint (matches->len, >, 0);
          g_assert_cmpint (g_array_index (matches, StTmMatch, 0).percent, ==, 100);
          for (guint m = 0; m < matches->len; m++)
            found |= g_str_equal (g_array_index (matches, StTmMatch, m).unit->target, sv);
          g_assert_true (found);
          n_lookups++;
          n_chars += strlen (st_text_get_source (text));
        }
    }
  elapsed = (g_get_monotonic_time () - start) / 1000.0;
  g_test_message ("%u lookups (%u bytes of sources) into Swedish in %.1f ms: %.3f ms a lookup", n_lookups,
                  n_chars, elapsed, elapsed / n_lookups);
  g_assert_cmpuint (n_lookups, >, 200);
}

static void
assert_same_units (StTm *a, StTm *b)
{
  g_assert_cmpuint (st_tm_get_length (a), ==, st_tm_get_length (b));
  for (guint i = 0; i < st_tm_get_length (a); i++)
    {
      const StTmUnit *x = st_tm_get (a, i), *y = st_tm_get (b, i);

      g_assert_cmpstr (x->source_lang, ==, y->source_lang);
      g_assert_cmpstr (x->source, ==, y->source);
      g_assert_cmpstr (x->target_lang, ==, y->target_lang);
      g_assert_cmpstr (x->target, ==, y->target);
      g_assert_cmpstr (x->origin, ==, y->origin);
      g_assert_cmpstr (x->context, ==, y->context);
    }
}

static void
test_tmx_round_trip (void)
{
  g_autoptr (StTm) tm = st_tm_new ();
  g_autoptr (StTm) back = st_tm_new ();
  g_autoptr (StTm) again = st_tm_new ();
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *tmx = NULL;
  g_autofree char *tmx2 = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-tm-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "new", "folder", "memory.tmx", NULL);
  gsize            length = 0;
  guint            n_added = 0;

  st_tm_add (tm, "en", "Rivers & <lakes>\nstop \"movement\".", "sv", "Floder & <sjöar>\nstoppar 'rörelse'.",
             "a & b.xml", "terrain/river/name", TRUE);
  st_tm_add (tm, "sv", "Kavalleri", "en", "Cavalry", "manover-finland.xml", NULL, TRUE);
  st_tm_add (tm, "en", "Not stored", "fi", "Ei tallennettu", "x.xml", NULL, FALSE);

  tmx = st_tm_to_tmx (tm, FALSE, &length);
  g_assert_true (g_str_has_prefix (tmx, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tmx version=\"1.4\">"));
  g_assert_true (
      st_tm_read_tmx (back, tmx, length, "mem.tmx", "mem.tmx", TRUE, diagnostics, &n_added, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_added, ==, 3);
  assert_same_units (tm, back);
  /* The same bytes a second time. */
  tmx2 = st_tm_to_tmx (back, FALSE, NULL);
  g_assert_cmpstr (tmx, ==, tmx2);

  /* A save writes the stored units only, making its folder. */
  g_assert_true (st_tm_save_file (tm, path, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (st_tm_load_file (again, path, TRUE, diagnostics, &n_added, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_added, ==, 2);
  g_assert_cmpuint (st_tm_get_n_stored (again), ==, 2);
  g_assert_cmpstr (st_tm_get (again, 1)->origin, ==, "manover-finland.xml");
  g_assert_cmpuint (st_diagnostics_get_length (diagnostics), ==, 0);
  g_assert_cmpint (g_remove (path), ==, 0);
  {
    g_autofree char *folder = g_path_get_dirname (path);
    g_autofree char *parent = g_path_get_dirname (folder);
    g_assert_cmpint (g_rmdir (folder), ==, 0);
    g_assert_cmpint (g_rmdir (parent), ==, 0);
    g_assert_cmpint (g_rmdir (dir), ==, 0);
  }
}

/* A TMX of another tool: several languages in a unit, the source named by
 * the header, TMX 1.1's lang, inline codes left out and highlighting kept. */
static void
test_tmx_foreign (void)
{
  const char *tmx =
      "<?xml version=\"1.0\"?>\n"
      "<tmx version=\"1.4\"><header srclang=\"en\" datatype=\"plaintext\" segtype=\"sentence\""
      " adminlang=\"en\" o-tmf=\"x\" creationtool=\"x\" creationtoolversion=\"1\"/>\n"
      "<body>\n"
      "<tu><tuv xml:lang=\"fi\"><seg>Heitä <ph x=\"1\">&lt;b&gt;</ph>noppaa</seg></tuv>"
      "<tuv xml:lang=\"en\"><seg>Roll <hi>the</hi> die</seg></tuv>"
      "<tuv lang=\"sv\"><seg>Slå tärningen</seg></tuv><note>x</note></tu>\n"
      "<tu><tuv xml:lang=\"en\"><seg>Alone</seg></tuv></tu>\n"
      "<tu srclang=\"sv\"><prop type=\"x-sandtable-origin\">o.xml</prop>"
      "<tuv xml:lang=\"en\"><seg>Hex</seg></tuv><tuv xml:lang=\"sv\"><seg>Hexagon</seg></tuv></tu>\n"
      "</body></tmx>\n";
  g_autoptr (StTm) tm = st_tm_new ();
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  guint n_added = 0;

  g_assert_true (
      st_tm_read_tmx (tm, tmx, strlen (tmx), "other.tmx", "other.tmx", TRUE, diagnostics, &n_added, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_added, ==, 3);
  g_assert_cmpstr (st_tm_get (tm, 0)->source, ==, "Roll the die");
  g_assert_cmpstr (st_tm_get (tm, 0)->target_lang, ==, "fi");
  g_assert_cmpstr (st_tm_get (tm, 0)->target, ==, "Heitä noppaa");
  g_assert_cmpstr (st_tm_get (tm, 0)->origin, ==, "other.tmx");
  g_assert_cmpstr (st_tm_get (tm, 1)->target_lang, ==, "sv");
  g_assert_cmpstr (st_tm_get (tm, 2)->source_lang, ==, "sv");
  g_assert_cmpstr (st_tm_get (tm, 2)->source, ==, "Hexagon");
  g_assert_cmpstr (st_tm_get (tm, 2)->origin, ==, "o.xml");
}

typedef struct
{
  const char *name;
  const char *data;
  const char *error; /* "LINE:COL: words" expected after "bad.tmx:" */
} Hostile;

static const Hostile hostile[] = {
  { "empty", "", "1:1: error: the file is empty" },
  { "not-xml", "hello", "1:1:" },
  { "truncated", "<tmx version=\"1.4\"><body><tu>", "1:" },
  { "doctype",
    "<!DOCTYPE tmx [<!ENTITY a \"aaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;\">]>\n<tmx><body/></tmx>",
    "1:1:" },
  { "wrong-root", "<?xml version=\"1.0\"?>\n<scenario/>", "2:1: error: expected the root element <tmx>" },
  { "no-body", "<tmx version=\"1.4\">\n  <header/>\n</tmx>", "1:1: error: <tmx> has no <body>" },
  { "tuv-without-lang", "<tmx><body>\n<tu>\n  <tuv><seg>x</seg></tuv></tu></body></tmx>",
    "3:3: error: <tuv> has no xml:lang" },
  { "tuv-without-seg",
    "<tmx><body>\n<tu><tuv xml:lang=\"en\"><seg>a</seg></tuv>\n<tuv xml:lang=\"sv\"/></tu></body></tmx>",
    "3:1: error: <tuv xml:lang=\"sv\"> has no <seg>" },
  { "bad-utf8", "<tmx><body><tu><tuv xml:lang=\"en\"><seg>\xff</seg></tuv></tu></body></tmx>", "1:" },
};

static void
test_tmx_hostile (gconstpointer data)
{
  const Hostile *h = data;
  g_autoptr (StTm) tm = st_tm_new ();
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *expected = g_strconcat ("bad.tmx:", h->error, NULL);
  guint            n_added = 7;

  st_tm_add (tm, "en", "kept", "sv", "kvar", NULL, NULL, TRUE);
  g_assert_false (st_tm_read_tmx (tm, h->data, strlen (h->data), "bad.tmx", "bad.tmx", TRUE, diagnostics,
                                  &n_added, &error));
  g_assert_error (error, ST_TM_ERROR, ST_TM_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, expected));
  g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), >, 0);
  g_assert_cmpuint (n_added, ==, 0);
  g_assert_cmpuint (st_tm_get_length (tm), ==, 1);
}

static void
test_tmx_deep (void)
{
  g_autoptr (GString) data = g_string_new ("<tmx><body><tu><tuv xml:lang=\"en\"><seg>");
  g_autoptr (StTm) tm = st_tm_new ();
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;

  for (int i = 0; i < 5000; i++)
    g_string_append (data, "<hi>");
  g_assert_false (
      st_tm_read_tmx (tm, data->str, data->len, "deep.tmx", NULL, TRUE, diagnostics, NULL, &error));
  g_assert_error (error, ST_TM_ERROR, ST_TM_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "deep.tmx:1:"));
}

static void
test_default_path (void)
{
  g_autofree char *path = NULL;

  g_setenv ("SANDTABLE_TM_FILE", "/tmp/elsewhere.tmx", TRUE);
  path = st_tm_default_path ();
  g_assert_cmpstr (path, ==, "/tmp/elsewhere.tmx");
  g_unsetenv ("SANDTABLE_TM_FILE");
  g_free (path);
  path = st_tm_default_path ();
  g_assert_true (g_str_has_suffix (path, "/sandtable/memory.tmx"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tm/similarity", test_similarity);
  g_test_add_func ("/tm/lookup", test_lookup);
  g_test_add_func ("/tm/sort-keeps-each-translation-once", test_sort_keeps_each_translation_once);
  g_test_add_func ("/tm/bundled", test_bundled);
  g_test_add_func ("/tm/tmx-round-trip", test_tmx_round_trip);
  g_test_add_func ("/tm/tmx-foreign", test_tmx_foreign);
  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      g_autofree char *name = g_strdup_printf ("/tm/tmx-hostile/%s", hostile[i].name);
      g_test_add_data_func (name, &hostile[i], test_tmx_hostile);
    }
  g_test_add_func ("/tm/tmx-deep", test_tmx_deep);
  g_test_add_func ("/tm/default-path", test_default_path);
  return g_test_run ();
}
