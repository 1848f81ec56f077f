/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "core/st-edit-tables.h"
#include "core/st-edit.h"
#include "core/st-labels.h"
#include "core/st-lint.h"
#include "core/st-scenario-io.h"

/* The live set-up checks, one problem at a time on a bundled scenario that has
 * none until the test makes one. */

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

static const StLintProblem *
find_problem (GPtrArray *problems, StLintKind kind)
{
  for (guint i = 0; i < problems->len; i++)
    {
      const StLintProblem *problem = g_ptr_array_index (problems, i);

      if (problem->kind == kind)
        return problem;
    }
  return NULL;
}

static void
test_bundled_clean (void)
{
  const char *names[] = { "maneuver-basic", "maneuver-advanced", "manoeuvre", "command-and-maneuver",
                          "manover-finland" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr (StScenario) s = load_bundled (names[i]);
      g_autoptr (GPtrArray) problems = st_lint_scenario (s);

      for (guint j = 0; j < problems->len; j++)
        g_test_message ("%s: %s", names[i], ((StLintProblem *) g_ptr_array_index (problems, j))->message);
      g_assert_cmpuint (problems->len, ==, 0);
    }
}

static StUnit *
unit_of_arm (StScenario *s, const char *side, const char *arm)
{
  for (guint i = 0; i < s->units->len; i++)
    {
      StUnit *unit = g_ptr_array_index (s->units, i);

      if (unit->placed && g_str_equal (unit->side, side)
          && g_str_equal (st_scenario_find_unit_type (s, unit->type)->arm, arm))
        return unit;
    }
  g_assert_not_reached ();
}

static void
test_outside_setup_zone (void)
{
  g_autoptr (StScenario) s = load_bundled ("maneuver-basic");
  StUnit *unit = unit_of_arm (s, "blue", "infantry");
  g_autoptr (GPtrArray) problems = NULL;
  const StLintProblem *problem;
  StUnit              *red = unit_of_arm (s, "red", "infantry");

  /* Onto a cell of the enemy's set-up zone. */
  g_assert_true (st_edit_move_unit (s, unit->id, red->cell, NULL));
  problems = st_lint_scenario (s);
  problem = find_problem (problems, ST_LINT_OUTSIDE_SETUP_ZONE);
  g_assert_nonnull (problem);
  g_assert_cmpstr (problem->unit, ==, unit->id);
  g_assert_true (problem->has_cell);
  g_assert_cmpint (problem->cell.x, ==, red->cell.x);
  g_assert_cmpint (problem->cell.y, ==, red->cell.y);
}

static void
test_stacking (void)
{
  g_autoptr (StScenario) s = load_bundled ("maneuver-basic");
  StUnit          *unit = unit_of_arm (s, "blue", "infantry");
  g_autofree char *id = st_edit_add_unit (s, unit->type, "blue", unit->cell, NULL);
  g_autoptr (GPtrArray) problems = st_lint_scenario (s);
  const StLintProblem *problem = find_problem (problems, ST_LINT_STACKING);

  g_assert_nonnull (problem);
  g_assert_cmpstr (problem->unit, ==, id);
}

static void
test_town_without_links (void)
{
  g_autoptr (StScenario) s = load_bundled ("manover-finland");
  g_autofree char *id = st_edit_add_node (s, 300, 300, "Lonely");
  g_autoptr (GPtrArray) problems = st_lint_scenario (s);
  const StLintProblem *problem = find_problem (problems, ST_LINT_TOWN_WITHOUT_LINKS);

  g_assert_nonnull (problem);
  g_assert_cmpstr (problem->node, ==, id);
}

static void
test_link_to_nowhere (void)
{
  g_autoptr (StScenario) s = load_bundled ("manover-finland");
  g_autoptr (GPtrArray) problems = NULL;

  g_ptr_array_add (s->board->edges, st_edge_new_nodes ("rail", "helsinki", "atlantis"));
  problems = st_lint_scenario (s);
  g_assert_nonnull (find_problem (problems, ST_LINT_LINK_TO_NOWHERE));
}

static void
test_card_missing_unit (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre");
  StDeck       *deck = g_ptr_array_index (s->decks, 0);
  const StCard *card = NULL;
  g_autoptr (GPtrArray) problems = NULL;
  const StLintProblem *problem;

  for (guint i = 0; i < deck->cards->len && card == NULL; i++)
    if (((StCard *) g_ptr_array_index (deck->cards, i))->kind == ST_CARD_UNIT)
      card = g_ptr_array_index (deck->cards, i);
  g_assert_nonnull (card);
  g_assert_true (st_edit_delete_unit (s, card->unit));
  problems = st_lint_scenario (s);
  problem = find_problem (problems, ST_LINT_CARD_MISSING_UNIT);
  g_assert_nonnull (problem);
  g_assert_cmpstr (problem->deck, ==, deck->id);
}

/* Units are called what people read on the board: their name, or side and
 * type, and where they stand by the map's label; never their file id. */
static void
test_unit_labels (void)
{
  g_autoptr (StScenario) s = load_bundled ("maneuver-basic");
  StUnit          *infantry = st_scenario_find_unit (s, "blue-infantry-2");
  StUnit          *cavalry = st_scenario_find_unit (s, "red-cavalry-1");
  g_autofree char *label = st_unit_label (s, infantry);
  g_autofree char *in_reserve = NULL;
  g_autofree char *named = NULL;
  g_autoptr (GPtrArray) problems = NULL;
  const StLintProblem *problem;

  g_assert_cmpstr (label, ==, "Blue Infantry (0406)");
  g_assert_true (st_edit_unit_to_reserve (s, cavalry->id));
  in_reserve = st_unit_label (s, cavalry);
  g_assert_cmpstr (in_reserve, ==, "Red Cavalry 1");
  g_assert_true (st_edit_rename_unit (s, infantry->id, NULL, "Old Guard", NULL));
  named = st_unit_label (s, infantry);
  g_assert_cmpstr (named, ==, "Old Guard (0406)");

  /* The checks speak of it so. */
  g_assert_true (st_edit_move_unit (s, infantry->id, (StCell){ 3, 8 }, NULL));
  problems = st_lint_scenario (s);
  problem = find_problem (problems, ST_LINT_OUTSIDE_SETUP_ZONE);
  g_assert_nonnull (problem);
  g_test_message ("%s", problem->message);
  g_assert_nonnull (strstr (problem->message, "Old Guard (0409)"));
  g_assert_null (strstr (problem->message, infantry->id));
}

/* Names of units, areas and sections are optional: a rename sets one, an
 * empty name in the source language takes it away, a name in another
 * language is a translation of it. */
static void
test_rename_parts (void)
{
  g_autoptr (StScenario) s = load_bundled ("maneuver-basic");
  g_autoptr (GError) error = NULL;
  StArea *area = st_scenario_find_area (s, "blue-country");

  g_assert_false (st_edit_rename_unit (s, "blue-infantry-1", "sv", "Gardet", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (st_edit_rename_unit (s, "blue-infantry-1", NULL, "Guards", NULL));
  g_assert_true (st_edit_rename_unit (s, "blue-infantry-1", "sv", "Gardet", NULL));
  g_assert_cmpstr (st_text_get_exact (st_scenario_find_unit (s, "blue-infantry-1")->name, "sv"), ==,
                   "Gardet");
  g_assert_false (st_edit_rename_unit (s, "blue-infantry-1", NULL, "Guards", NULL));
  g_assert_true (st_edit_rename_unit (s, "blue-infantry-1", NULL, " ", NULL));
  g_assert_null (st_scenario_find_unit (s, "blue-infantry-1")->name);
  g_assert_false (st_edit_rename_unit (s, "blue-infantry-1", NULL, "", NULL));
  g_assert_false (st_edit_rename_unit (s, "nobody", NULL, "x", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND);

  g_assert_true (st_edit_rename_area (s, area->id, NULL, "Blueland", NULL));
  g_assert_cmpstr (st_text_get_source (area->name), ==, "Blueland");
}

/* A load lints a scenario once, and says its set-up problems as warnings
 * (what `validate` prints); a load told not to, and a save reading its text
 * back, do not lint it: the app lints once itself, in the content language,
 * and a set-up problem is no reason to refuse a save. */
static void
test_load_and_save_lint (void)
{
  g_autoptr (StScenario) s = load_bundled ("maneuver-basic");
  StUnit          *unit = unit_of_arm (s, "blue", "infantry");
  StUnit          *red = unit_of_arm (s, "red", "infantry");
  g_autofree char *dir = g_dir_make_tmp ("sandtable-lint-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "outside.xml", NULL);
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (StDiagnostics) quiet = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) linted = NULL;
  g_autoptr (StScenario) unlinted = NULL;
  guint before;

  g_assert_true (st_edit_move_unit (s, unit->id, red->cell, NULL));
  before = st_lint_get_n_runs ();
  g_assert_true (st_scenario_save_file (s, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (st_lint_get_n_runs () - before, ==, 0);

  before = st_lint_get_n_runs ();
  linted = st_scenario_load_file (path, diagnostics, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (st_lint_get_n_runs () - before, ==, 1);

  before = st_lint_get_n_runs ();
  unlinted = st_scenario_load_file_full (path, quiet, ST_SCENARIO_LOAD_NO_SETUP_CHECK, &error);
  g_assert_no_error (error);
  g_assert_nonnull (unlinted);
  g_assert_cmpuint (st_lint_get_n_runs () - before, ==, 0);
  /* The same warnings but the set-up one (the unit outside its zone; it
   * stands on the enemy's unit, which the loader says itself). */
  g_assert_cmpuint (st_diagnostics_get_length (diagnostics), ==, st_diagnostics_get_length (quiet) + 1);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/lint/bundled-scenarios-clean", test_bundled_clean);
  g_test_add_func ("/core/lint/unit-outside-setup-zone", test_outside_setup_zone);
  g_test_add_func ("/core/lint/stacking", test_stacking);
  g_test_add_func ("/core/lint/town-without-links", test_town_without_links);
  g_test_add_func ("/core/lint/link-to-nowhere", test_link_to_nowhere);
  g_test_add_func ("/core/lint/card-for-missing-unit", test_card_missing_unit);
  g_test_add_func ("/core/lint/unit-labels", test_unit_labels);
  g_test_add_func ("/core/lint/rename-parts", test_rename_parts);
  g_test_add_func ("/core/lint/load-and-save", test_load_and_save_lint);

  return g_test_run ();
}
