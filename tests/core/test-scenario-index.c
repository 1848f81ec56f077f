/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-labels.h"
#include "core/st-lint.h"
#include "core/st-scenario-index.h"
#include "core/st-scenario-io.h"
#include "core/st-texts.h"

/* The look-ups that keep the loader and the set-up checks linear (issue 21):
 * each gives what the search it replaces gave. Their speed is measured by
 * bench/gen-worst.py's files (docs/testing.md), not here. */

static StScenario *
load_bundled (const char *name)
{
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *path = g_build_filename (root ? root : ".", "data", "scenarios", file, NULL);
  g_autoptr (GError) error = NULL;
  StScenario *scenario = st_scenario_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return scenario;
}

static const char *const bundled[] = { "maneuver-basic", "maneuver-advanced", "manoeuvre",
                                       "command-and-maneuver", "manover-finland" };

/* Every unit, unit type, side and town is found as st_scenario_find_* ()
 * finds it, and an id given twice finds the first. */
static void
test_lookups (void)
{
  for (guint b = 0; b < G_N_ELEMENTS (bundled); b++)
    {
      g_autoptr (StScenario) s = load_bundled (bundled[b]);
      g_autoptr (StScenarioIndex) index = NULL;
      StUnit *twin;

      twin = st_unit_new (((StUnit *) g_ptr_array_index (s->units, 0))->id, "other", "other");
      g_ptr_array_add (s->units, twin);
      index = st_scenario_index_new (s);
      for (guint i = 0; i < s->units->len; i++)
        {
          const StUnit *unit = g_ptr_array_index (s->units, i);

          g_assert_true (st_scenario_index_unit (index, unit->id) == st_scenario_find_unit (s, unit->id));
          g_assert_true (st_scenario_index_unit_type (index, unit->type)
                         == st_scenario_find_unit_type (s, unit->type));
          g_assert_true (st_scenario_index_side (index, unit->side) == st_scenario_find_side (s, unit->side));
          if (unit->node != NULL)
            g_assert_true (st_scenario_index_node (index, unit->node)
                           == st_board_find_node (s->board, unit->node));
        }
      g_assert_true (st_scenario_index_unit (index, twin->id) == g_ptr_array_index (s->units, 0));
      g_assert_null (st_scenario_index_unit (index, "no-such-unit"));
      g_assert_null (st_scenario_index_unit (index, NULL));
      g_assert_null (st_scenario_index_node (index, "no-such-town"));
    }
}

/* A label made through the index is the label made without one, for units on
 * the map and in reserve (numbered among their side's units of the type). */
static void
test_labels (void)
{
  for (guint b = 0; b < G_N_ELEMENTS (bundled); b++)
    {
      g_autoptr (StScenario) s = load_bundled (bundled[b]);
      g_autoptr (StScenarioIndex) index = NULL;
      guint n = s->units->len;

      /* Half of the units again, in reserve: several of a type and side. */
      for (guint i = 0; i < n; i += 2)
        {
          const StUnit    *unit = g_ptr_array_index (s->units, i);
          g_autofree char *id = g_strdup_printf ("%s-spare", unit->id);

          g_ptr_array_add (s->units, st_unit_new (id, unit->type, unit->side));
        }
      index = st_scenario_index_new (s);
      for (guint i = 0; i < s->units->len; i++)
        {
          const StUnit    *unit = g_ptr_array_index (s->units, i);
          g_autofree char *plain = st_unit_label (s, unit);
          g_autofree char *indexed = st_unit_label_indexed (index, unit);

          g_assert_cmpstr (indexed, ==, plain);
        }
    }
}

/* The coverage of every language in one pass is that of each language on its
 * own, outdated translations included. */
static void
test_coverages (void)
{
  for (guint b = 0; b < G_N_ELEMENTS (bundled); b++)
    {
      g_autoptr (StScenario) s = load_bundled (bundled[b]);
      g_autoptr (GPtrArray) langs = NULL;
      g_autofree StTextCoverage *all = NULL;
      StText                    *title = s->title;

      /* An outdated translation: the source changed after it was made. */
      if (title->entries->len > 1)
        st_text_set (title, st_text_get_source_lang (title), "A new title");
      langs = st_scenario_languages (s);
      g_ptr_array_add (langs, g_strdup ("xx"));
      g_ptr_array_add (langs, g_strdup (g_ptr_array_index (langs, 0)));
      all = g_new (StTextCoverage, langs->len);
      st_scenario_text_coverages (s, langs, all);
      for (guint i = 0; i < langs->len; i++)
        {
          StTextCoverage one;

          st_scenario_text_coverage (s, g_ptr_array_index (langs, i), &one);
          g_assert_cmpuint (all[i].n_texts, ==, one.n_texts);
          g_assert_cmpuint (all[i].n_translated, ==, one.n_translated);
          g_assert_cmpuint (all[i].n_outdated, ==, one.n_outdated);
        }
      if (title->entries->len > 1)
        g_assert_cmpuint (all[1].n_outdated, >, 0);
    }
}

/* A text of many languages (past the count at which the loader keeps a set of
 * them): every entry and fingerprint is read, a language given twice is
 * refused at its element, and the list of languages keeps the file's order. */
static void
test_many_languages (void)
{
  GString *xml = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) s = NULL;
  g_autoptr (GPtrArray) langs = NULL;
  g_autofree char *path = NULL;
  guint            line = 0;

  {
    g_autoptr (StScenario) base = load_bundled ("maneuver-basic");
    g_autofree char *text = st_scenario_to_xml (base, NULL);
    const char      *title_end = strstr (text, "</title>");

    g_assert_nonnull (title_end);
    title_end += strlen ("</title>\n");
    g_string_append_len (xml, text, title_end - text);
    for (guint i = 0; i < 300; i++)
      g_string_append_printf (xml, "    <title xml:lang=\"l%03u\" source-hash=\"%016x\">T %u</title>\n", i, i,
                              i);
    g_string_append (xml, title_end);
  }
  s = st_scenario_load_data (xml->str, xml->len, "many.xml", NULL, &error);
  g_assert_no_error (error);
  langs = st_scenario_languages (s);
  g_assert_cmpuint (s->title->entries->len, >=, 301);
  for (guint i = 0; i < 300; i++)
    {
      g_autofree char *lang = g_strdup_printf ("l%03u", i);
      g_autofree char *value = g_strdup_printf ("T %u", i);
      g_autofree char *hash = g_strdup_printf ("%016x", i);

      g_assert_cmpstr (st_text_get_exact (s->title, lang), ==, value);
      g_assert_cmpstr (st_text_get_source_hash (s->title, lang), ==, hash);
      g_assert_true (g_ptr_array_find_with_equal_func (langs, lang, g_str_equal, NULL));
    }

  /* The same language again, as the last of them. */
  {
    const char *at = strstr (xml->str, "<title xml:lang=\"l299\"");

    g_string_insert (xml, at - xml->str, "<title xml:lang=\"l123\">again</title>\n    ");
    for (const char *p = xml->str; p < at; p++)
      line += *p == '\n';
  }
  g_clear_pointer (&s, st_scenario_unref);
  s = st_scenario_load_data (xml->str, xml->len, "many.xml", NULL, &error);
  g_assert_null (s);
  g_assert_nonnull (error);
  path = g_strdup_printf ("many.xml:%u:", line + 1);
  g_assert_true (strstr (error->message, path) != NULL);
  g_assert_true (strstr (error->message, "<title> has two entries in language 'l123'") != NULL);
  g_string_free (xml, TRUE);
}

/* Where a side sets up is the union of its areas (here its countries): a
 * unit in the second of two is inside, one in neither outside. */
static void
test_setup_zone_union (void)
{
  g_autoptr (StScenario) s = load_bundled ("maneuver-basic");
  StArea *zone = NULL, *extra;
  StUnit *unit = NULL;
  StCell  free_cell = { 0, 0 };
  g_autoptr (GPtrArray) before = NULL;
  g_autoptr (GPtrArray) after = NULL;

  /* Without set-up zones, a side sets up in its countries. */
  for (guint i = s->areas->len; i-- > 0;)
    if (((StArea *) g_ptr_array_index (s->areas, i))->role == ST_AREA_SETUP_ZONE)
      g_ptr_array_remove_index (s->areas, i);
  for (guint i = 0; i < s->areas->len && zone == NULL; i++)
    {
      StArea *area = g_ptr_array_index (s->areas, i);

      if (area->role == ST_AREA_COUNTRY && g_str_equal (area->side, "blue"))
        zone = area;
    }
  g_assert_nonnull (zone);
  for (guint i = 0; i < s->units->len && unit == NULL; i++)
    {
      StUnit *u = g_ptr_array_index (s->units, i);

      if (u->placed && g_str_equal (u->side, "blue")
          && !g_str_equal (st_scenario_find_unit_type (s, u->type)->arm, "capital"))
        unit = u;
    }
  g_assert_nonnull (unit);
  /* A free cell of blue's half, next to no border (the border runs between
   * rows 6 and 7). */
  for (int y = 1; y < 5 && free_cell.x == 0; y++)
    for (int x = 1; x < 9 && free_cell.x == 0; x++)
      {
        gboolean taken = FALSE;

        for (guint i = 0; i < s->units->len; i++)
          {
            const StUnit *u = g_ptr_array_index (s->units, i);

            taken |= u->placed && u->cell.x == x && u->cell.y == y;
          }
        if (!taken)
          free_cell = (StCell){ x, y };
      }
  g_assert_cmpint (free_cell.x, >, 0);
  /* Blue's country keeps a far cell; a second country holds the unit's cell. */
  g_array_set_size (zone->cells, 0);
  extra = st_area_new ("blue-extra", ST_AREA_COUNTRY);
  extra->side = g_strdup ("blue");
  g_ptr_array_add (s->areas, extra);
  unit->cell = free_cell;
  {
    StCell far = { 9, 9 };

    g_array_append_val (zone->cells, far);
  }
  g_array_append_val (extra->cells, free_cell);
  before = st_lint_scenario (s);
  for (guint i = 0; i < before->len; i++)
    {
      const StLintProblem *problem = g_ptr_array_index (before, i);

      g_assert_false (problem->kind == ST_LINT_OUTSIDE_SETUP_ZONE
                      && g_strcmp0 (problem->unit, unit->id) == 0);
    }
  g_array_set_size (extra->cells, 0);
  after = st_lint_scenario (s);
  {
    gboolean found = FALSE;

    for (guint i = 0; i < after->len; i++)
      {
        const StLintProblem *problem = g_ptr_array_index (after, i);

        found |= problem->kind == ST_LINT_OUTSIDE_SETUP_ZONE && g_strcmp0 (problem->unit, unit->id) == 0;
      }
    g_assert_true (found);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/scenario-index/lookups", test_lookups);
  g_test_add_func ("/core/scenario-index/labels", test_labels);
  g_test_add_func ("/core/scenario-index/coverages", test_coverages);
  g_test_add_func ("/core/scenario-index/many-languages", test_many_languages);
  g_test_add_func ("/core/scenario-index/setup-zone-union", test_setup_zone_union);
  return g_test_run ();
}
