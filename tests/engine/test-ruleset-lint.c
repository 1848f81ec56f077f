/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "core/st-edit.h"
#include "core/st-lint.h"
#include "core/st-scenario-io.h"
#include "engine/st-game.h"

/* The set-up rules of a family live once, in its ruleset's lint entry: the
 * editor's problems pane and `validate` ask st_game_lint_scenario () and
 * st_game_ruleset_lint (). */

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
      g_autoptr (GPtrArray) problems = st_game_lint_scenario (s);
      g_autoptr (GPtrArray) setup = st_game_ruleset_lint (s);

      for (guint j = 0; j < problems->len; j++)
        g_test_message ("%s: %s", names[i], ((StLintProblem *) g_ptr_array_index (problems, j))->message);
      g_assert_cmpuint (problems->len, ==, 0);
      g_assert_cmpuint (setup->len, ==, 0);
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
test_next_to_border (void)
{
  g_autoptr (StScenario) s = load_bundled ("maneuver-basic");
  const StEdge *edge = g_ptr_array_index (s->board->edges, 0);
  StUnit       *unit = unit_of_arm (s, "blue", "artillery");
  g_autoptr (GPtrArray) problems = NULL;
  StArea *country = st_scenario_find_area (s, "blue-country");
  StCell  target = edge->cell_a;

  /* Whichever end of the border side is blue's. */
  for (guint i = 0; i < country->cells->len; i++)
    {
      StCell c = g_array_index (country->cells, StCell, i);
      if (c.x == edge->cell_b.x && c.y == edge->cell_b.y)
        target = edge->cell_b;
    }
  st_edit_move_unit (s, unit->id, target, NULL);
  problems = st_game_lint_scenario (s);
  g_assert_nonnull (find_problem (problems, ST_LINT_NEXT_TO_BORDER));
  g_clear_pointer (&problems, g_ptr_array_unref);

  /* A river along that side of the border leaves it a border. */
  g_ptr_array_add (s->edge_types, st_edge_type_new ("river", "#3584e4"));
  g_ptr_array_insert (s->board->edges, 0, st_edge_new_cells ("river", edge->cell_b, edge->cell_a));
  problems = st_game_lint_scenario (s);
  g_assert_nonnull (find_problem (problems, ST_LINT_NEXT_TO_BORDER));
}

static void
test_capital_edge_and_corner (void)
{
  g_autoptr (StScenario) s = load_bundled ("maneuver-basic");
  StUnit *capital = unit_of_arm (s, "blue", "capital");
  g_autoptr (GPtrArray) problems = NULL;

  st_edit_move_unit (s, capital->id, (StCell){ 0, 0 }, NULL);
  problems = st_game_lint_scenario (s);
  g_assert_nonnull (find_problem (problems, ST_LINT_CAPITAL_AT_EDGE));
  g_assert_nonnull (find_problem (problems, ST_LINT_CAPITAL_NEAR_CORNER));
  g_clear_pointer (&problems, g_ptr_array_unref);

  /* One hex in from the edge, away from the corners: the engine lets a capital
   * set up there (docs/rules/maneuver-hex.md), and the editor says nothing. The
   * editor's check used to be a copy that warned about it. */
  st_edit_move_unit (s, capital->id, (StCell){ 1, 6 }, NULL);
  problems = st_game_lint_scenario (s);
  g_assert_null (find_problem (problems, ST_LINT_CAPITAL_AT_EDGE));
  g_assert_null (find_problem (problems, ST_LINT_CAPITAL_NEAR_CORNER));
  g_clear_pointer (&problems, g_ptr_array_unref);
  st_edit_move_unit (s, capital->id, (StCell){ 0, 6 }, NULL);
  problems = st_game_lint_scenario (s);
  g_assert_nonnull (find_problem (problems, ST_LINT_CAPITAL_AT_EDGE));
  g_assert_null (find_problem (problems, ST_LINT_CAPITAL_NEAR_CORNER));
}

static void
test_no_headquarters (void)
{
  g_autoptr (StScenario) s = load_bundled ("manover-finland");
  g_autoptr (GPtrArray) problems = NULL;

  for (guint i = 0; i < s->board->nodes->len; i++)
    {
      StNode *node = g_ptr_array_index (s->board->nodes, i);
      if (g_strcmp0 (node->headquarters, "south") == 0)
        st_edit_set_node_headquarters (s, node->id, NULL);
    }
  problems = st_game_lint_scenario (s);
  g_assert_nonnull (find_problem (problems, ST_LINT_NO_HEADQUARTERS));
}

/* The family's rules are not core's: core's lint alone does not see them. */
static void
test_core_lint_family_free (void)
{
  g_autoptr (StScenario) s = load_bundled ("manover-finland");
  g_autoptr (GPtrArray) core = NULL;
  g_autoptr (GPtrArray) setup = NULL;

  for (guint i = 0; i < s->board->nodes->len; i++)
    st_edit_set_node_headquarters (s, ((StNode *) g_ptr_array_index (s->board->nodes, i))->id, NULL);
  core = st_lint_scenario (s);
  setup = st_game_ruleset_lint (s);
  g_assert_null (find_problem (core, ST_LINT_NO_HEADQUARTERS));
  g_assert_cmpuint (setup->len, ==, 2);
  g_assert_cmpint (((StLintProblem *) g_ptr_array_index (setup, 0))->kind, ==, ST_LINT_NO_HEADQUARTERS);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/ruleset-lint/bundled-scenarios-clean", test_bundled_clean);
  g_test_add_func ("/engine/ruleset-lint/maneuver-hex/unit-next-to-border", test_next_to_border);
  g_test_add_func ("/engine/ruleset-lint/maneuver-hex/capital-at-edge-and-corner",
                   test_capital_edge_and_corner);
  g_test_add_func ("/engine/ruleset-lint/manover/side-without-headquarters", test_no_headquarters);
  g_test_add_func ("/engine/ruleset-lint/core-lint-family-free", test_core_lint_family_free);

  return g_test_run ();
}
