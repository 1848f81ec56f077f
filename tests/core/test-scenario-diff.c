/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-scenario-diff.h"
#include "core/st-scenario-io.h"

/* The edits a balance diff lists between two versions of a scenario. */

static StScenario *
load (const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", name, NULL);
  StScenario *scenario = st_scenario_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return scenario;
}

static const StScenarioChange *
find (GPtrArray *changes, const char *part, const char *id)
{
  for (guint i = 0; i < changes->len; i++)
    {
      const StScenarioChange *c = g_ptr_array_index (changes, i);

      if (g_str_equal (c->part, part) && g_strcmp0 (c->id, id) == 0)
        {
          g_assert_nonnull (c->text);
          g_assert_cmpstr (c->text, !=, "");
          return c;
        }
    }
  return NULL;
}

static void
test_equal_versions (void)
{
  g_autoptr (StScenario) a = load ("manoeuvre.xml");
  g_autoptr (StScenario) b = st_scenario_copy (a);
  g_autoptr (GPtrArray) changes = st_scenario_diff (a, b, NULL);

  g_assert_cmpuint (changes->len, ==, 0);
}

static void
test_units_params_edges (void)
{
  g_autoptr (StScenario) a = load ("maneuver-basic.xml");
  g_autoptr (StScenario) b = st_scenario_copy (a);
  g_autoptr (GPtrArray) changes = NULL;
  StUnit                 *moved = st_scenario_find_unit (b, "blue-infantry-1");
  const StScenarioChange *c;

  moved->cell.x = 2;
  g_ptr_array_remove_index (b->units, b->units->len - 1);
  st_attrs_set (b->params, "turn-limit", "12");
  g_ptr_array_add (b->board->edges, st_edge_new_cells ("border", (StCell){ 9, 0 }, (StCell){ 9, 1 }));
  g_ptr_array_remove_index (b->board->edges, 0);
  changes = st_scenario_diff (a, b, NULL);

  c = find (changes, "unit", "blue-infantry-1");
  g_assert_nonnull (c);
  g_assert_cmpint (c->kind, ==, ST_CHANGE_MOVED);
  c = find (changes, "unit", ((StUnit *) g_ptr_array_index (a->units, a->units->len - 1))->id);
  g_assert_nonnull (c);
  g_assert_cmpint (c->kind, ==, ST_CHANGE_REMOVED);
  c = find (changes, "parameter", "turn-limit");
  g_assert_nonnull (c);
  g_assert_cmpint (c->kind, ==, ST_CHANGE_CHANGED);
  c = find (changes, "edge", "border 1001-1002");
  g_assert_nonnull (c);
  g_assert_cmpint (c->kind, ==, ST_CHANGE_ADDED);
  c = find (changes, "edge", "border 0107-0108");
  g_assert_nonnull (c);
  g_assert_cmpint (c->kind, ==, ST_CHANGE_REMOVED);
  g_assert_cmpuint (changes->len, ==, 5);
}

static void
test_units_named_in_language (void)
{
  g_autoptr (StScenario) a = load ("maneuver-basic.xml");
  g_autoptr (StScenario) b = st_scenario_copy (a);
  g_autoptr (GPtrArray) changes = NULL;
  const StScenarioChange *c;

  st_scenario_find_unit (b, "blue-infantry-1")->cell.x = 2;
  changes = st_scenario_diff (a, b, "sv");
  c = find (changes, "unit", "blue-infantry-1");
  g_assert_nonnull (c);
  /* A unit without a name of its own is told by its side and type, in the
   * language asked for, never by its id. */
  g_assert_nonnull (strstr (c->text, "Blå"));
  g_assert_null (strstr (c->text, "blue-infantry-1"));
}

static void
test_terrain_cells_and_cards (void)
{
  g_autoptr (StScenario) a = load ("command-and-maneuver.xml");
  g_autoptr (StScenario) b = st_scenario_copy (a);
  g_autoptr (GPtrArray) changes = NULL;
  StCellTerrain *cell;

  for (int x = 0; x < 8; x++)
    {
      cell = g_new0 (StCellTerrain, 1);
      cell->at = (StCell){ x, 0 };
      cell->terrain = g_strdup ("forest");
      g_ptr_array_add (b->board->cells, cell);
    }
  changes = st_scenario_diff (a, b, NULL);
  g_assert_nonnull (find (changes, "terrain", "0,0"));
  g_assert_null (find (changes, "terrain", "0,1"));
  g_assert_cmpuint (changes->len, <=, 8);
  g_assert_cmpuint (changes->len, >=, 1);
}

static void
test_many_cells_are_counted (void)
{
  g_autoptr (StScenario) a = load ("command-and-maneuver.xml");
  g_autoptr (StScenario) b = st_scenario_copy (a);
  g_autoptr (GPtrArray) changes = NULL;

  for (int y = 0; y < b->board->rows; y++)
    for (int x = 0; x < b->board->columns; x++)
      {
        StCellTerrain *cell = g_new0 (StCellTerrain, 1);

        cell->at = (StCell){ x, y };
        cell->terrain = g_strdup ("hill");
        g_ptr_array_add (b->board->cells, cell);
      }
  changes = st_scenario_diff (a, b, NULL);
  g_assert_nonnull (find (changes, "terrain", "more"));
  g_assert_cmpuint (changes->len, ==, ST_SCENARIO_DIFF_MAX_CELLS + 1);
}

static void
test_cards (void)
{
  g_autoptr (StScenario) a = load ("manoeuvre.xml");
  g_autoptr (StScenario) b = st_scenario_copy (a);
  g_autoptr (GPtrArray) changes = NULL;
  StDeck          *deck = g_ptr_array_index (b->decks, 0);
  StCard          *card = g_ptr_array_index (deck->cards, 0);
  g_autofree char *id = g_strdup (card->id);

  card->copies++;
  changes = st_scenario_diff (a, b, NULL);
  g_assert_cmpuint (changes->len, ==, 1);
  g_assert_cmpint (find (changes, "card", id)->kind, ==, ST_CHANGE_CHANGED);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/scenario-diff/equal versions have no changes", test_equal_versions);
  g_test_add_func ("/scenario-diff/units, parameters and edges", test_units_params_edges);
  g_test_add_func ("/scenario-diff/a unit is named by its side and type in the language asked for",
                   test_units_named_in_language);
  g_test_add_func ("/scenario-diff/terrain cells", test_terrain_cells_and_cards);
  g_test_add_func ("/scenario-diff/many cells are counted", test_many_cells_are_counted);
  g_test_add_func ("/scenario-diff/cards", test_cards);
  return g_test_run ();
}
