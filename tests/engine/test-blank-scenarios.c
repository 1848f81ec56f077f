/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "core/st-edit-tables.h"
#include "core/st-edit.h"
#include "core/st-lint.h"
#include "core/st-scenario-io.h"
#include "core/st-scenario-new.h"
#include "engine/st-game-referee.h"
#include "engine/st-rng.h"

/* A blank scenario of every family, made by the code of the New Scenario
 * dialog (st_scenario_new_blank () with the dialog's defaults), given the
 * minimum docs/editor.md names ("A blank scenario that plays") through the
 * editor's own edits, has no problem in the problems pane (the live checks and
 * the engine's refusals, st_game_check_scenario ()) and plays to its end
 * between random players. */

static StScenario *
blank (const StFamily *family)
{
  g_autoptr (GError) error = NULL;
  StNewScenarioOptions options;
  StScenario          *scenario;

  st_new_scenario_options_init (&options, family);
  options.lang = "en";
  scenario = st_scenario_new_blank (&options, &error);
  g_assert_no_error (error);
  return scenario;
}

static const char *
side_id (const StScenario *scenario, guint i)
{
  return ((const StSide *) g_ptr_array_index (scenario->sides, i))->id;
}

static char *
add_type (StScenario *scenario, const char *arm, const char *name)
{
  g_autoptr (GError) error = NULL;
  char *id = st_edit_add_unit_type (scenario, arm, NULL, name, &error);

  g_assert_no_error (error);
  g_assert_nonnull (id);
  return id;
}

static void
add_unit (StScenario *scenario, const char *type, guint side, int x, int y)
{
  g_autofree char *id = st_edit_add_unit (scenario, type, side_id (scenario, side), (StCell){ x, y }, NULL);

  g_assert_nonnull (id);
}

/* Every problem the pane would list: the live checks, then what the engine
 * refuses. */
static guint
n_problems (StScenario *scenario)
{
  g_autoptr (GPtrArray) lint = st_lint_scenario (scenario);
  g_autoptr (GPtrArray) refusals = st_game_check_scenario (scenario);

  for (guint i = 0; i < lint->len; i++)
    g_test_message ("lint: %s", ((StLintProblem *) g_ptr_array_index (lint, i))->message);
  for (guint i = 0; i < refusals->len; i++)
    g_test_message ("engine: %s", ((StLintProblem *) g_ptr_array_index (refusals, i))->message);
  return lint->len + refusals->len;
}

/* The scenario survives a save and a load (as the app's document does), then
 * plays to its end between random players. */
static void
plays_to_the_end (StScenario *scenario)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-blank-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "blank.sandtable.xml", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) loaded = NULL;
  g_autoptr (StGame) game = NULL;
  StState     *state;
  StActionList scratch = { 0 };
  StRng        rng;
  guint        n = 0;

  g_assert_true (st_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);
  loaded = st_scenario_load_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_cmpuint (n_problems (loaded), ==, 0);

  game = st_game_new_from_scenario (loaded, &error);
  g_assert_no_error (error);
  state = st_game_new_initial_state (game, 7);
  st_rng_seed (&rng, 7);
  while (!st_game_is_terminal (game, state) && n < 100000)
    {
      st_game_apply (game, state, st_game_random_action (game, state, &rng, &scratch));
      n++;
    }
  g_test_message ("%s: %u actions, winner %d", st_family_id (loaded->family), n,
                  st_game_winner (game, state));
  g_assert_true (st_game_is_terminal (game, state));
  g_assert_cmpuint (n, >, 0);
  g_free (state);
  st_action_list_free (&scratch);
  g_unlink (path);
  g_rmdir (dir);
}

/* maneuver-hex: a capital for each side (rule [3]: not at the edge, nor next
 * to the border) and an infantry unit each. */
static void
test_maneuver_hex (void)
{
  g_autoptr (StScenario) scenario = blank (st_family_lookup ("maneuver-hex"));
  g_autofree char *capital = NULL;
  g_autofree char *infantry = NULL;

  /* Without a capital the game cannot start, and the pane says which side
   * lacks one. */
  {
    g_autoptr (GPtrArray) refusals = st_game_check_scenario (scenario);
    const StLintProblem *problem;

    g_assert_cmpuint (refusals->len, ==, 1);
    problem = g_ptr_array_index (refusals, 0);
    g_assert_cmpint (problem->kind, ==, ST_LINT_CANNOT_PLAY);
    g_assert_cmpstr (problem->side, ==, side_id (scenario, 0));
    g_assert_nonnull (strstr (problem->message, "Blue has no capital"));
  }

  capital = add_type (scenario, "capital", "Capital");
  infantry = add_type (scenario, "infantry", "Infantry");
  add_unit (scenario, capital, 0, 4, 2);
  add_unit (scenario, infantry, 0, 5, 4);
  add_unit (scenario, capital, 1, 4, 11);
  add_unit (scenario, infantry, 1, 5, 9);
  g_assert_cmpuint (n_problems (scenario), ==, 0);
  plays_to_the_end (scenario);
}

/* manoeuvre: a unit each, in its own half; the empty decks of the blank
 * scenario play (the day ends when they run out). */
static void
test_manoeuvre (void)
{
  g_autoptr (StScenario) scenario = blank (st_family_lookup ("manoeuvre"));
  g_autofree char *infantry = add_type (scenario, "infantry", "Infantry");

  add_unit (scenario, infantry, 0, 3, 1);
  add_unit (scenario, infantry, 1, 4, 6);
  g_assert_cmpuint (n_problems (scenario), ==, 0);
  plays_to_the_end (scenario);
}

/* command-maneuver: a leader and an infantry piece each, on their own edges;
 * the leaders' command rating makes the moves a turn (moves-per-turn, 3). */
static void
test_command_maneuver (void)
{
  g_autoptr (StScenario) scenario = blank (st_family_lookup ("command-maneuver"));
  g_autofree char *leader = add_type (scenario, "leader", "General");
  g_autofree char *infantry = add_type (scenario, "infantry", "Infantry");

  add_unit (scenario, leader, 0, 3, 0);
  add_unit (scenario, infantry, 0, 4, 1);
  add_unit (scenario, leader, 1, 4, 7);
  add_unit (scenario, infantry, 1, 3, 6);

  /* A new leader type's rating, 1, commands one move of the three: the side
   * would lose before its first move, and the pane says so. */
  {
    g_autoptr (GPtrArray) refusals = st_game_check_scenario (scenario);
    const StLintProblem *problem;

    g_assert_cmpuint (refusals->len, ==, 1);
    problem = g_ptr_array_index (refusals, 0);
    g_assert_cmpstr (problem->side, ==, side_id (scenario, 0));
    g_assert_nonnull (strstr (problem->message, "White's leaders on the board have a command rating of 1"));
  }

  g_assert_true (st_edit_set_unit_type_attr (scenario, leader, "command-rating", "3", NULL));
  g_assert_cmpuint (n_problems (scenario), ==, 0);
  plays_to_the_end (scenario);
}

/* manover, as issue 20 found it: six towns, railways and roads, a headquarters
 * each and six cavalry. The blank scenario used to write south-reserve-size=7,
 * which the engine then held the set-up to. */
static void
test_manover (void)
{
  g_autoptr (StScenario) scenario = blank (st_family_lookup ("manover"));
  g_autofree char *cavalry = add_type (scenario, "cavalry", "Cavalry");
  char            *towns[6];

  for (int i = 0; i < 6; i++)
    {
      g_autofree char *name = g_strdup_printf ("Town %d", i + 1);

      towns[i] = st_edit_add_node (scenario, 200 + 300 * (i % 3), i < 3 ? 200 : 800, name);
    }
  for (int i = 0; i < 6; i++)
    {
      if (i % 3 < 2)
        g_assert_true (st_edit_set_link (scenario, towns[i], towns[i + 1], "rail"));
      if (i < 3)
        g_assert_true (st_edit_set_link (scenario, towns[i], towns[i + 3], "road"));
    }
  g_assert_true (st_edit_set_node_headquarters (scenario, towns[1], side_id (scenario, 0)));
  g_assert_true (st_edit_set_node_headquarters (scenario, towns[4], side_id (scenario, 1)));
  for (int i = 0; i < 6; i++)
    {
      g_autofree char *id =
          st_edit_add_unit (scenario, cavalry, side_id (scenario, i < 3 ? 0 : 1), (StCell){ 0, 0 }, towns[i]);

      g_assert_nonnull (id);
    }
  g_assert_null (st_attrs_get (scenario->params, "south-reserve-size"));
  g_assert_cmpuint (n_problems (scenario), ==, 0);

  /* Given and wrong, the parameter is what the pane names, and its button
   * leads to the parameter's row. */
  {
    g_autoptr (StScenario) wrong = st_scenario_copy (scenario);
    g_autoptr (GPtrArray) refusals = NULL;
    const StLintProblem *problem;

    g_assert_true (st_edit_set_param (wrong, "south-reserve-size", "7", NULL));
    refusals = st_game_check_scenario (wrong);
    g_assert_cmpuint (refusals->len, ==, 1);
    problem = g_ptr_array_index (refusals, 0);
    g_assert_cmpstr (problem->param, ==, "south-reserve-size");
    g_assert_nonnull (strstr (problem->message, "south-reserve-size is 7"));
  }

  plays_to_the_end (scenario);
  for (int i = 0; i < 6; i++)
    g_free (towns[i]);
}

/* The New dialog's other Manöver map, the Finland map as a template: the
 * engine takes it as it is, pieces still to be added (it used to refuse it for
 * keeping none of the south side's pieces in reserve, against the 7 written). */
static void
test_manover_finland_map (void)
{
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "manover-finland.xml", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) finland = st_scenario_load_file (path, NULL, &error);
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (GPtrArray) refusals = NULL;
  StNewScenarioOptions options;

  g_assert_no_error (error);
  st_new_scenario_options_init (&options, st_family_lookup ("manover"));
  options.lang = "en";
  options.map_template = finland;
  scenario = st_scenario_new_blank (&options, &error);
  g_assert_no_error (error);
  refusals = st_game_check_scenario (scenario);
  g_assert_cmpuint (refusals->len, ==, 0);
}

/* A refusal about one unit names it and its place, for the pane to select. */
static void
test_unit_refusal (void)
{
  g_autoptr (StScenario) scenario = blank (st_family_lookup ("command-maneuver"));
  g_autofree char *infantry = add_type (scenario, "infantry", "Infantry");
  g_autofree char *unit = NULL;
  g_autoptr (GPtrArray) refusals = NULL;
  const StLintProblem *problem;

  unit = st_edit_add_unit (scenario, infantry, side_id (scenario, 0), (StCell){ 2, 3 }, NULL);
  g_assert_true (st_edit_unit_to_reserve (scenario, unit));
  refusals = st_game_check_scenario (scenario);
  g_assert_cmpuint (refusals->len, ==, 1);
  problem = g_ptr_array_index (refusals, 0);
  g_assert_cmpstr (problem->unit, ==, unit);
  g_assert_false (problem->has_cell);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/blank/maneuver-hex", test_maneuver_hex);
  g_test_add_func ("/blank/manoeuvre", test_manoeuvre);
  g_test_add_func ("/blank/command-maneuver", test_command_maneuver);
  g_test_add_func ("/blank/manover", test_manover);
  g_test_add_func ("/blank/manover-finland-map", test_manover_finland_map);
  g_test_add_func ("/blank/unit-refusal", test_unit_refusal);
  return g_test_run ();
}
