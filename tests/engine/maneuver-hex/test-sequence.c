/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mh-fixture.h"

/* Rules [3] prepare for play, [4] sequence of play and [12] victory. */

/* A 10x14 board split between rows 6 and 7 by a border, with no set-up zones:
 * each side sets up in its country away from the border. */
static StGame *
setup_game_with (gboolean rivers)
{
  StScenario *s = mh_fixture_new (10, 14, "NE");
  GString    *blue = g_string_new (NULL), *red = g_string_new (NULL);

  for (int x = 0; x < 10; x++)
    {
      /* A river along the border shares its sides, written before it. */
      if (rivers)
        g_ptr_array_add (s->board->edges, st_edge_new_cells ("river", (StCell){ x, 7 }, (StCell){ x, 6 }));
      g_ptr_array_add (s->board->edges, st_edge_new_cells ("border", (StCell){ x, 6 }, (StCell){ x, 7 }));
      if (x % 2 == 1)
        {
          g_ptr_array_add (s->board->edges,
                           st_edge_new_cells ("border", (StCell){ x, 6 }, (StCell){ x - 1, 7 }));
          if (x < 9)
            g_ptr_array_add (s->board->edges,
                             st_edge_new_cells ("border", (StCell){ x, 6 }, (StCell){ x + 1, 7 }));
        }
      for (int y = 0; y < 14; y++)
        g_string_append_printf (y < 7 ? blue : red, "%s%d,%d", (y < 7 ? blue : red)->len ? " " : "", x, y);
    }
  mh_fixture_area (s, "blue-country", ST_AREA_COUNTRY, "blue", blue->str);
  mh_fixture_area (s, "red-country", ST_AREA_COUNTRY, "red", red->str);
  g_string_free (blue, TRUE);
  g_string_free (red, TRUE);
  mh_fixture_unit (s, "b1", "infantry", "blue", -1, 0);
  mh_fixture_unit (s, "bcap", "capital", "blue", -1, 0);
  mh_fixture_unit (s, "b2", "artillery", "blue", -1, 0);
  mh_fixture_unit (s, "b3", "cavalry", "blue", -1, 0);
  mh_fixture_unit (s, "rcap", "capital", "red", -1, 0);
  mh_fixture_unit (s, "r1", "infantry", "red", -1, 0);
  return mh_fixture_game (s);
}

static StGame *
setup_game (void)
{
  return setup_game_with (FALSE);
}

static void
assert_next (const StGame *game, const StState *state, const char *unit, int player)
{
  MhChoice choice;

  mh_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, MH_CHOICE_PLACE);
  g_assert_cmpstr (st_game_unit_id (game, choice.unit), ==, unit);
  g_assert_cmpint (st_game_current_player (game, state), ==, player);
}

static void
test_setup_order (void)
{
  g_autoptr (StGame) game = setup_game ();
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_cmpint (st_game_phase (game, state), ==, MH_PHASE_ID_SETUP);
  assert_next (game, state, "bcap", 0);
  mh_do (game, state, "place bcap 4,3");
  assert_next (game, state, "rcap", 1);
  mh_do (game, state, "place rcap 4,10");
  assert_next (game, state, "r1", 1);
  mh_do (game, state, "place r1 4,9");
  assert_next (game, state, "b1", 0);
  mh_do (game, state, "place b1 4,4");
  assert_next (game, state, "b2", 0);
  mh_do (game, state, "place b2 4,4");
  assert_next (game, state, "b3", 0);
  g_assert_false (mh_can (game, state, "place b3 4,4")); /* one infantry or cavalry a hex */
  mh_do (game, state, "place b3 5,5");
  g_assert_cmpint (st_game_phase (game, state), ==, MH_PHASE_ID_MOVEMENT);
  g_assert_cmpint (st_game_active_player (game, state), ==, 0);
  g_assert_cmpint (st_game_turn (game, state), ==, 1);
}

static void
test_setup_own_side (void)
{
  g_autoptr (StGame) game = setup_game ();
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  mh_do (game, state, "place bcap 4,3");
  mh_do (game, state, "place rcap 4,10");
  g_assert_false (mh_can (game, state, "place r1 4,3"));
  g_assert_false (mh_can (game, state, "place r1 4,7")); /* next to the border */
  g_assert_false (mh_can (game, state, "place r1 3,7"));
  g_assert_true (mh_can (game, state, "place r1 4,8"));
  g_assert_true (mh_can (game, state, "place r1 0,13"));
}

/* A border that runs along a river is still a border. */
static void
test_setup_border_along_river (void)
{
  g_autoptr (StGame) game = setup_game_with (TRUE);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  mh_do (game, state, "place bcap 4,3");
  mh_do (game, state, "place rcap 4,10");
  g_assert_false (mh_can (game, state, "place r1 4,7"));
  g_assert_false (mh_can (game, state, "place r1 0,7"));
  g_assert_true (mh_can (game, state, "place r1 4,8"));
}

static void
test_setup_capital (void)
{
  g_autoptr (StGame) game = setup_game ();
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_false (mh_can (game, state, "place bcap 0,3")); /* on the map edge */
  g_assert_false (mh_can (game, state, "place bcap 4,0"));
  g_assert_false (mh_can (game, state, "place bcap 8,1")); /* next to the corner 9,0 */
  g_assert_false (mh_can (game, state, "place bcap 4,6")); /* next to the border */
  g_assert_true (mh_can (game, state, "place bcap 1,1"));
  g_assert_true (mh_can (game, state, "place bcap 4,3"));
}

static void
test_setup_from_scenario (void)
{
  g_autoptr (StGame) game = mh_fixture_load ("data/scenarios/maneuver-basic.xml");
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_cmpint (st_game_phase (game, state), ==, MH_PHASE_ID_MOVEMENT);
  g_assert_cmpstr (st_game_player_side (game, 0), ==, "blue");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "blue-capital-1")), ==,
                   mh_cell (game, 4, 2));
}

static void
test_sequence (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "1", "r1", "infantry", "red", "4", "9", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  const struct
  {
    int       turn;
    int       player;
    MhPhaseId phase;
  } steps[] = {
    { 1, 0, MH_PHASE_ID_MOVEMENT }, { 1, 0, MH_PHASE_ID_COMBAT },   { 1, 1, MH_PHASE_ID_MOVEMENT },
    { 1, 1, MH_PHASE_ID_COMBAT },   { 2, 0, MH_PHASE_ID_MOVEMENT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_assert_cmpint (st_game_turn (game, state), ==, steps[i].turn);
      g_assert_cmpint (st_game_active_player (game, state), ==, steps[i].player);
      g_assert_cmpint (st_game_current_player (game, state), ==, steps[i].player);
      g_assert_cmpint (st_game_phase (game, state), ==, steps[i].phase);
      mh_do (game, state, "end-phase");
    }
}

/* Blue captures Red's capital in turn 1; Blue wins at the end of Red's turn. */
static void
test_victory (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8",        "7",    "b2", "infantry", "blue",
                          "7",  "7",        "b3",   "infantry", "blue", "2",  "2",        NULL };
  g_autoptr (StGame) game = mh_position ("DE", units);
  g_autoptr (StState) state = mh_at_combat (game);

  mh_do (game, state, "attack 8,8 from b1");
  g_assert_true (MH_ST (state)->captured & MH_BIT (mh_unit (game, "rcap")));
  mh_do (game, state, "done");
  mh_do (game, state, "end-phase");
  g_assert_false (st_game_is_terminal (game, state));
  mh_do (game, state, "end-phase");
  mh_do (game, state, "end-phase");
  g_assert_true (st_game_is_terminal (game, state));
  g_assert_cmpint (st_game_winner (game, state), ==, 0);
  g_assert_cmpint (st_game_end_reason (game, state), ==, MH_END_CAPITAL_CAPTURED);
}

static void
test_no_victory_without_margin (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8",        "7",   "r1", "infantry", "red",
                          "1",  "6",        "r2",   "infantry", "red", "3",  "8",        NULL };
  g_autoptr (StGame) game = mh_position ("DE", units);
  g_autoptr (StState) state = mh_at_combat (game);

  mh_do (game, state, "attack 8,8 from b1");
  mh_do (game, state, "done");
  mh_do (game, state, "end-phase");
  mh_do (game, state, "end-phase");
  mh_do (game, state, "end-phase");
  g_assert_false (st_game_is_terminal (game, state));
  g_assert_cmpint (st_game_turn (game, state), ==, 2);
}

static void
test_draw (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "1", "r1", "infantry", "red", "4", "9", NULL };
  StScenario *s = mh_position_scenario ("NE", units);
  g_autoptr (StGame) game = NULL;
  g_autoptr (StState) state = NULL;

  mh_fixture_param (s, "turn-limit", "2");
  game = mh_fixture_game (s);
  state = st_game_new_initial_state (game, 1);
  for (int i = 0; i < 7; i++)
    mh_do (game, state, "end-phase");
  g_assert_false (st_game_is_terminal (game, state));
  mh_do (game, state, "end-phase");
  g_assert_true (st_game_is_terminal (game, state));
  g_assert_cmpint (st_game_winner (game, state), ==, -1);
  g_assert_cmpint (st_game_end_reason (game, state), ==, MH_END_TURN_LIMIT);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/maneuver-hex/[3] set-up/first capital, then the second player's units, then the rest",
                   test_setup_order);
  g_test_add_func ("/maneuver-hex/[3] set-up/units set up on their own side away from the border",
                   test_setup_own_side);
  g_test_add_func ("/maneuver-hex/[3] set-up/a border along a river is still a border",
                   test_setup_border_along_river);
  g_test_add_func ("/maneuver-hex/[3] set-up/the capital stays off the map edge and two hexes from corners",
                   test_setup_capital);
  g_test_add_func ("/maneuver-hex/[3] set-up/a set-up given in the scenario starts in turn 1's movement",
                   test_setup_from_scenario);
  g_test_add_func ("/maneuver-hex/[4] sequence/movement then combat, first player then second",
                   test_sequence);
  g_test_add_func (
      "/maneuver-hex/[12] victory/capital captured and two more units at the end of the enemy turn",
      test_victory);
  g_test_add_func ("/maneuver-hex/[12] victory/no victory without two more combat units",
                   test_no_victory_without_margin);
  g_test_add_func ("/maneuver-hex/[12] victory/a draw after the turn limit", test_draw);
  return g_test_run ();
}
