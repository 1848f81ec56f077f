/* SPDX-License-Identifier: GPL-3.0-or-later */
/* symlink () */
#define _DEFAULT_SOURCE
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "core/st-edit-tables.h"
#include "core/st-scenario-io.h"
#include "core/st-xml-reader.h"

static const char *const bundled[] = {
  "maneuver-basic", "maneuver-advanced", "manoeuvre", "command-and-maneuver", "manover-finland",
};

static char *
source_path (const char *first, ...)
{
  const char *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autoptr (GPtrArray) parts = g_ptr_array_new ();
  va_list args;

  g_ptr_array_add (parts, (gpointer) (root ? root : "."));
  va_start (args, first);
  for (const char *p = first; p != NULL; p = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) p);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  return g_build_filenamev ((char **) parts->pdata);
}

/* load(save(x)) == x, and save(load(f)) is byte-identical to f for a file that
 * Sandtable wrote. */
static void
check_round_trip (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (StScenario) again = NULL;
  g_autofree char *original = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *difference = NULL;
  gsize            original_length, saved_length;

  scenario = st_scenario_load_file (path, diagnostics, &error);
  if (scenario == NULL)
    {
      g_autofree char *all = st_diagnostics_format_all (diagnostics);
      g_printerr ("%s", all);
    }
  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), ==, 0);

  saved = st_scenario_to_xml (scenario, &saved_length);
  again = st_scenario_load_data (saved, saved_length, "saved", NULL, &error);
  g_assert_no_error (error);
  difference = st_scenario_describe_difference (scenario, again);
  g_assert_cmpstr (difference, ==, NULL);
  g_assert_true (st_scenario_equal (scenario, again));

  g_assert_true (g_file_get_contents (path, &original, &original_length, NULL));
  g_assert_cmpstr (saved, ==, original);
  g_assert_cmpuint (saved_length, ==, original_length);
}

static void
test_bundled_round_trip (gconstpointer data)
{
  g_autofree char *file = g_strconcat (data, ".xml", NULL);
  g_autofree char *path = source_path ("data", "scenarios", file, NULL);

  check_round_trip (path);
}

static void
test_minimal_round_trip (void)
{
  g_autofree char *path = source_path ("tests", "data", "minimal-hex.xml", NULL);

  check_round_trip (path);
}

/* Escaping looks at eight bytes at a time: special characters at every offset
 * in a word, in texts and in an attribute, survive a save and a load. */
static void
test_escape_round_trip (void)
{
  g_autofree char *path = source_path ("tests", "data", "minimal-hex.xml", NULL);

  for (guint offset = 0; offset < 17; offset++)
    {
      g_autoptr (StScenario) s = st_scenario_load_file (path, NULL, NULL);
      g_autoptr (StScenario) back = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *pad = g_strnfill (offset, 'x');
      g_autofree char *text = g_strdup_printf ("%s&<>\"'\t\n%sé – a longer tail of plain text", pad, pad);
      g_autofree char *file = g_strdup_printf ("scans/%s\"&<>'é.png", pad);
      g_autofree char *xml = NULL;
      gsize            length = 0;

      g_assert_nonnull (s);
      st_text_set (s->title, s->lang, text);
      s->board->backdrop = st_backdrop_new (file);
      xml = st_scenario_to_xml (s, &length);
      back = st_scenario_load_data (xml, length, "escaped.xml", NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (st_text_get (back->title, s->lang), ==, text);
      g_assert_cmpstr (back->board->backdrop->href, ==, file);
      g_assert_true (st_scenario_equal (s, back));
    }
}

/* A tracing image's reference survives a save, in every board kind; the
 * loader refuses references that could leave the scenario's folder, and the
 * editor's resolver follows no link out of it. */
static void
test_backdrop (void)
{
  const char *const bundles[] = { "maneuver-basic", "manoeuvre", "manover-finland" };
  g_autofree char  *dir = g_dir_make_tmp ("sandtable-backdrop-XXXXXX", NULL);
  g_autofree char  *saved = g_build_filename (dir, "traced.sandtable.xml", NULL);
  g_autofree char  *scans = g_build_filename (dir, "scans", NULL);
  g_autofree char  *image = g_build_filename (scans, "finland 1930.png", NULL);
  g_autofree char  *outside = g_build_filename (g_get_tmp_dir (), "sandtable-backdrop-outside.png", NULL);
  g_autofree char  *link = g_build_filename (scans, "link.png", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *resolved = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (bundles); i++)
    {
      g_autofree char *file = g_strconcat (bundles[i], ".xml", NULL);
      g_autofree char *path = source_path ("data", "scenarios", file, NULL);
      g_autoptr (StScenario) s = st_scenario_load_file (path, NULL, NULL);
      g_autoptr (StScenario) back = NULL;

      g_assert_nonnull (s);
      s->board->backdrop = st_backdrop_new ("scans/finland 1930.png");
      s->board->backdrop->x = -12.5;
      s->board->backdrop->y = 40;
      s->board->backdrop->scale = 0.75;
      s->board->backdrop->opacity = 0.4;
      g_assert_true (st_scenario_save_file (s, saved, &error));
      g_assert_no_error (error);
      back = st_scenario_load_file (saved, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (st_scenario_equal (s, back));
    }

  /* A PDF page: its number survives a save too. */
  {
    g_autofree char *path = source_path ("data", "scenarios", "maneuver-basic.xml", NULL);
    g_autoptr (StScenario) s = st_scenario_load_file (path, NULL, NULL);
    g_autoptr (StScenario) back = NULL;
    g_autofree char *xml = NULL;

    s->board->backdrop = st_backdrop_new ("scans/Atlas 1930.PDF");
    s->board->backdrop->page = 12;
    g_assert_true (st_scenario_save_file (s, saved, &error));
    back = st_scenario_load_file (saved, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpint (back->board->backdrop->page, ==, 12);
    g_assert_true (st_scenario_equal (s, back));
    /* Page 1 is the default and not written; a page on a PNG, page 0 or a
     * page past the limit are errors at the attribute. */
    s->board->backdrop->page = 1;
    xml = st_scenario_to_xml (s, NULL);
    g_assert_null (strstr (xml, "page="));
    for (guint i = 0; i < 3; i++)
      {
        const char *const bad[] = { "href=\"map.png\" page=\"2\"", "href=\"map.pdf\" page=\"0\"",
                                    "href=\"map.pdf\" page=\"10000\"" };
        g_autoptr (GString) text = g_string_new (xml);
        g_autoptr (StScenario) broken = NULL;

        g_string_replace (text, "href=\"scans/Atlas 1930.PDF\"", bad[i], 1);
        broken = st_scenario_load_data (text->str, text->len, "bad.xml", NULL, &error);
        g_assert_null (broken);
        g_assert_nonnull (error);
        g_assert_nonnull (strstr (error->message, "bad.xml:"));
        g_assert_nonnull (strstr (error->message, "page"));
        g_clear_error (&error);
      }
  }

  g_assert_true (st_backdrop_href_is_safe ("map.png"));
  g_assert_true (st_backdrop_href_is_safe ("scans/Map 1930.JPEG"));
  g_assert_true (st_backdrop_href_is_safe ("scans/atlas.pdf"));
  g_assert_true (st_backdrop_href_is_pdf ("scans/atlas.PDF"));
  g_assert_false (st_backdrop_href_is_pdf ("atlas.png"));
  g_assert_false (st_backdrop_href_is_safe ("/etc/map.png"));
  g_assert_false (st_backdrop_href_is_safe ("../map.png"));
  g_assert_false (st_backdrop_href_is_safe ("scans/../../map.png"));
  g_assert_false (st_backdrop_href_is_safe ("https://example.org/map.png"));
  g_assert_false (st_backdrop_href_is_safe ("file:map.png"));
  g_assert_false (st_backdrop_href_is_safe ("scans\\map.png"));
  g_assert_false (st_backdrop_href_is_safe ("map.svg"));
  g_assert_false (st_backdrop_href_is_safe ("scans//map.png"));

  /* Resolved beside the file; a link out of the folder is not followed. */
  g_assert_cmpint (g_mkdir (scans, 0700), ==, 0);
  g_assert_true (g_file_set_contents (image, "not really a png", -1, NULL));
  resolved = st_backdrop_resolve (saved, "scans/finland 1930.png", &error);
  g_assert_no_error (error);
  g_assert_nonnull (resolved);
  g_assert_true (g_file_set_contents (outside, "outside", -1, NULL));
  g_assert_cmpint (symlink (outside, link), ==, 0);
  g_assert_null (st_backdrop_resolve (saved, "scans/link.png", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_null (st_backdrop_resolve (saved, "../x.png", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  g_unlink (link);
  g_unlink (outside);
  g_unlink (image);
  g_rmdir (scans);
  g_unlink (saved);
  g_rmdir (dir);
}

static void
test_bundled_families (void)
{
  const StFamily *expected[] = {
    st_family_lookup ("maneuver-hex"),     st_family_lookup ("maneuver-hex"), st_family_lookup ("manoeuvre"),
    st_family_lookup ("command-maneuver"), st_family_lookup ("manover"),
  };

  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    {
      g_autofree char *file = g_strconcat (bundled[i], ".xml", NULL);
      g_autofree char *path = source_path ("data", "scenarios", file, NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (StScenario) s = st_scenario_load_file (path, NULL, &error);

      g_assert_no_error (error);
      g_assert_true (s->family == expected[i]);
      g_assert_cmpint (s->board->kind, ==, st_family_board_kind (expected[i]));
      g_assert_cmpuint (s->sides->len, ==, 2);
      g_assert_false (st_text_is_empty (s->title));
    }
}

/* A scenario built in code with every kind of part and awkward text. */
static StScenario *
build_graph_scenario (void)
{
  StScenario     *s = st_scenario_new (st_family_lookup ("manover"), ST_BOARD_GRAPH);
  StTerrain      *terrain = st_terrain_new ("land", "#aabbcc");
  StEdgeType     *rail = st_edge_type_new ("rail", "#000000");
  StSide         *north = st_side_new ("north", "#0000ff");
  StSide         *south = st_side_new ("south", "#ffff00");
  StNode         *a = st_node_new ("a", 0.1, 1.0 / 3.0);
  StNode         *b = st_node_new ("b", 250, 999.75);
  StLine         *line = st_line_new ("rail");
  StUnitType     *type = st_unit_type_new ("inf", "infantry");
  StUnit         *unit = st_unit_new ("n1", "inf", "north");
  StArea         *area = st_area_new ("north-area", ST_AREA_MANOEUVRE_AREA);
  StRulesSection *rules = st_rules_section_new ("r1");
  double          points[] = { 0, 10.5, 100, 20.25 };

  g_free (s->lang);
  s->lang = g_strdup ("sv");
  st_text_set (s->title, "sv", "Prov & \"test\" <1>");
  st_text_set (s->title, "en", "Test\twith tab");
  s->author = g_strdup ("A. Author");
  st_text_set (terrain->name, "sv", "Land");
  g_ptr_array_add (s->terrains, terrain);
  st_text_set (rail->name, "sv", "Järnväg");
  rail->style = ST_LINE_DASHED;
  rail->width = 1.5;
  g_ptr_array_add (s->edge_types, rail);
  st_text_set (north->name, "sv", "Blå");
  st_text_set (south->name, "sv", "Gul");
  g_ptr_array_add (s->sides, north);
  g_ptr_array_add (s->sides, south);
  s->board->width = 1000;
  s->board->height = 1600;
  a->strategic = TRUE;
  a->name = st_text_new_with ("fi", "Åbo's \"town\"");
  b->junction = TRUE;
  b->headquarters = g_strdup ("north");
  g_ptr_array_add (s->board->nodes, a);
  g_ptr_array_add (s->board->nodes, b);
  g_ptr_array_add (s->board->edges, st_edge_new_nodes ("rail", "a", "b"));
  g_array_append_vals (line->points, points, 4);
  g_ptr_array_add (s->board->lines, line);
  g_ptr_array_add (area->nodes, g_strdup ("a"));
  g_ptr_array_add (area->nodes, g_strdup ("b"));
  area->side = g_strdup ("north");
  g_ptr_array_add (s->areas, area);
  st_attrs_set (type->attrs, "strength-class", "2");
  st_attrs_set (type->attrs, "steps", "3");
  g_ptr_array_add (s->unit_types, type);
  unit->placed = TRUE;
  unit->node = g_strdup ("a");
  g_ptr_array_add (s->units, unit);
  g_ptr_array_add (s->units, st_unit_new ("n2", "inf", "north"));
  st_text_set (rules->title, "sv", "Allmänt");
  st_text_set (rules->body, "sv", "Rad ett\r\n\nRad två  \n");
  g_ptr_array_add (s->rules, rules);
  st_attrs_set (s->params, "strategic-points-to-win", "5");
  s->playtest = st_playtest_new (G_MAXUINT64);
  g_ptr_array_add (s->playtest->actions, g_strdup ("move a-b"));
  /* Who played, the MCTS budget and when it was stored (Save Play-Test). */
  s->playtest->seats[0] = g_strdup ("human");
  s->playtest->seats[1] = g_strdup ("mcts");
  s->playtest->iterations = 750;
  s->playtest->saved = g_strdup ("2026-12-04T21:30:00Z");
  return s;
}

static void
test_built_round_trip (void)
{
  g_autoptr (StScenario) s = build_graph_scenario ();
  g_autoptr (StScenario) copy = st_scenario_copy (s);
  g_autoptr (StScenario) loaded = NULL;
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *difference = NULL;
  gsize            length;

  g_assert_true (st_scenario_equal (s, copy));
  xml = st_scenario_to_xml (s, &length);
  loaded = st_scenario_load_data (xml, length, "built", diagnostics, &error);
  if (loaded == NULL)
    {
      g_autofree char *all = st_diagnostics_format_all (diagnostics);
      g_printerr ("%s\n%s", xml, all);
    }
  g_assert_no_error (error);
  difference = st_scenario_describe_difference (s, loaded);
  g_assert_cmpstr (difference, ==, NULL);
  g_assert_cmpstr (st_text_get_exact (loaded->title, "sv"), ==, "Prov & \"test\" <1>");
  g_assert_cmpstr (st_text_get_exact (((StRulesSection *) g_ptr_array_index (loaded->rules, 0))->body, "sv"),
                   ==, "Rad ett\r\n\nRad två  \n");
  g_assert_cmpfloat (((StNode *) g_ptr_array_index (loaded->board->nodes, 0))->y, ==, 1.0 / 3.0);
  g_assert_cmpuint (loaded->playtest->seed, ==, G_MAXUINT64);
  g_assert_cmpstr (loaded->playtest->seats[1], ==, "mcts");
  g_assert_cmpuint (loaded->playtest->iterations, ==, 750);
  g_assert_cmpstr (loaded->playtest->saved, ==, "2026-12-04T21:30:00Z");

  /* A change anywhere is seen by equality. */
  ((StUnit *) g_ptr_array_index (copy->units, 1))->reduced = TRUE;
  g_assert_false (st_scenario_equal (s, copy));
}

static void
test_save_atomic (void)
{
  g_autoptr (StScenario) s = build_graph_scenario ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("sandtable-save-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "scenario.xml", NULL);
  g_autofree char *content = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GDir) listing = NULL;
  guint n_files = 0;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, "previous", -1, NULL));

  /* A failed save (here: cancelled) leaves the previous file as it was. */
  g_cancellable_cancel (cancellable);
  g_assert_false (st_scenario_save_gfile (s, file, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (path, &content, NULL, NULL));
  g_assert_cmpstr (content, ==, "previous");
  g_clear_pointer (&content, g_free);

  /* A save into a folder that does not exist fails with an error. */
  {
    g_autofree char *missing = g_build_filename (dir, "no", "such", "x.xml", NULL);
    g_assert_false (st_scenario_save_file (s, missing, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
  }

  g_assert_true (st_scenario_save_file (s, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &content, NULL, NULL));
  g_assert_true (g_str_has_prefix (content, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<scenario"));

  /* No temporary file is left behind. */
  listing = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (listing) != NULL)
    n_files++;
  g_assert_cmpuint (n_files, ==, 1);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_languages (void)
{
  g_autoptr (StScenario) s = build_graph_scenario ();
  g_autoptr (GPtrArray) langs = st_scenario_languages (s);

  g_assert_cmpuint (langs->len, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (langs, 0), ==, "sv");
  g_assert_cmpstr (g_ptr_array_index (langs, 1), ==, "en");
  g_assert_cmpstr (g_ptr_array_index (langs, 2), ==, "fi");
  g_assert_cmpuint (st_scenario_n_texts (s), ==, 8);
}

static void
test_params_defaults (void)
{
  g_autofree char *path = source_path ("tests", "data", "minimal-hex.xml", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) s = st_scenario_load_file (path, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpint (st_scenario_get_param_int (s, "turn-limit"), ==, 10);
  g_assert_false (st_scenario_get_param_bool (s, "step-losses"));
  /* The first side moves first unless the scenario says otherwise. */
  g_assert_cmpstr (st_scenario_get_param (s, "first-side"), ==, "blue");
  g_assert_cmpint (st_scenario_get_param_int (s, "replacements-from-turn"), ==, 2);
}

/* Every family names its first side; manoeuvre may leave it to a d10 roll, which
 * no other family accepts. */
static void
test_first_side_every_family (void)
{
  g_autoptr (StScenario) s = st_scenario_new (st_family_lookup ("manoeuvre"), ST_BOARD_SQUARE);
  g_autoptr (GError) error = NULL;

  for (const StFamily *const *it = st_family_all (NULL), *f; (f = *it) != NULL; it++)
    g_assert_nonnull (st_family_find_param (f, "first-side"));
  g_assert_true (
      st_attr_spec_side_word (st_family_find_param (st_family_lookup ("manoeuvre"), "first-side"), "roll"));
  g_assert_false (st_attr_spec_side_word (
      st_family_find_param (st_family_lookup ("maneuver-hex"), "first-side"), "roll"));
  g_assert_true (st_edit_set_param (s, "first-side", "roll", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (st_scenario_get_param (s, "first-side"), ==, "roll");
}

/* An area's cells are read in place (st_next_word ()): any run of spaces, tabs
 * and line ends separates them, at either end too, and a cell that is not
 * COLUMN,ROW is named in the error. */
static void
test_area_cells (void)
{
  g_autofree char *path = source_path ("data", "scenarios", "maneuver-advanced.xml", NULL);
  g_autofree char *xml = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) plain = NULL, spaced = NULL, broken = NULL;
  g_autoptr (GString) text = NULL;
  const StArea *area;

  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  plain = st_scenario_load_data (xml, strlen (xml), "plain.xml", NULL, &error);
  g_assert_no_error (error);

  text = g_string_new (xml);
  g_assert_cmpuint (g_string_replace (text, "<cells>0,0 1,0 2,0 ", "<cells>\n\t 0,0\t\t1,0\r\n2,0  ", 1), ==,
                    1);
  g_assert_cmpuint (g_string_replace (text, "4,9 5,9</cells>", "4,9 5,9 \n  </cells>", 1), ==, 1);
  spaced = st_scenario_load_data (text->str, text->len, "spaced.xml", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (st_scenario_equal (plain, spaced));
  area = g_ptr_array_index (spaced->areas, 0);
  g_assert_cmpstr (area->id, ==, "blue-country");
  g_assert_cmpint (g_array_index (area->cells, StCell, 1).x, ==, 1);
  g_assert_cmpint (g_array_index (area->cells, StCell, area->cells->len - 1).y, ==, 9);

  g_assert_cmpuint (g_string_replace (text, "1,0\r\n2,0", "1,0\r\n2;0", 1), ==, 1);
  broken = st_scenario_load_data (text->str, text->len, "broken.xml", NULL, &error);
  g_assert_null (broken);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "broken.xml:"));
  g_assert_nonnull (strstr (error->message, "found '2;0'"));
}

/* What the app asks for (main.c): the tree of a file just loaded is freed in
 * an idle of the main loop, after the scenario is returned. The choice holds
 * for the rest of the process: the tests that run after this one leave their
 * trees to idles that never run, which changes nothing they check. */
static void
test_free_trees_when_idle (void)
{
  g_autofree char *path = source_path ("data", "scenarios", "maneuver-basic.xml", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) s = NULL;

  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  st_xml_free_trees_when_idle ();
  s = st_scenario_load_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (s);
  g_assert_true (g_main_context_pending (NULL));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (g_main_context_pending (NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    {
      g_autofree char *name = g_strdup_printf ("/core/xml/round-trip/%s", bundled[i]);
      g_test_add_data_func (name, bundled[i], test_bundled_round_trip);
    }
  g_test_add_func ("/core/xml/round-trip/minimal", test_minimal_round_trip);
  g_test_add_func ("/core/xml/round-trip/built", test_built_round_trip);
  g_test_add_func ("/core/xml/round-trip/escapes", test_escape_round_trip);
  g_test_add_func ("/core/xml/bundled-families", test_bundled_families);
  g_test_add_func ("/core/xml/save-atomic", test_save_atomic);
  g_test_add_func ("/core/xml/backdrop", test_backdrop);
  g_test_add_func ("/core/xml/area-cells", test_area_cells);
  g_test_add_func ("/core/scenario/languages", test_languages);
  g_test_add_func ("/core/scenario/first side in every family", test_first_side_every_family);
  g_test_add_func ("/core/scenario/params-defaults", test_params_defaults);
  g_test_add_func ("/core/xml/free-trees-when-idle", test_free_trees_when_idle);

  return g_test_run ();
}
