/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "cm-fixture.h"

/* Rules "Movement", "Activation", "Self-activation" and "Special cannon
 * repositioning move". Two moves a turn unless a test says otherwise; the black
 * general waits at 9,9. */

static void
test_moves_per_turn (void)
{
  const char *units[] = { "wg", "general",  "white", "4", "1", "bg", "general",  "black", "9", "9",
                          "w1", "infantry", "white", "3", "2", "w2", "infantry", "white", "4", "2",
                          "w3", "infantry", "white", "5", "2", NULL };
  const char *params[] = { "moves-per-turn", "3", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  cm_do (game, state, "move w1 3,2-3,3 by wg");
  cm_do (game, state, "move w2 4,2-4,3 by wg");
  g_assert_cmpint (st_game_active_player (game, state), ==, 0);
  cm_do (game, state, "move w3 5,2-5,3 by wg");
  /* The third move ends White's turn. */
  g_assert_cmpint (st_game_active_player (game, state), ==, 1);
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
}

static void
test_no_piece_moves_twice (void)
{
  const char *units[] = { "wg", "general", "white", "4",        "1",     "bg", "general", "black",
                          "9",  "9",       "w1",    "infantry", "white", "3",  "2",       NULL };
  g_autoptr (StGame) game = cm_position (units, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  cm_do (game, state, "move w1 3,2-3,3 by wg");
  g_assert_cmpuint (cm_count (game, state, "move w1"), ==, 0);
}

static void
test_pass_pass_draw (void)
{
  const char *units[] = { "wg", "general", "white", "4", "1", "bg", "general", "black", "9", "9", NULL };
  g_autoptr (StGame) game = cm_position (units, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  cm_do (game, state, "pass");
  g_assert_false (st_game_is_terminal (game, state));
  cm_do (game, state, "pass");
  g_assert_true (st_game_is_terminal (game, state));
  g_assert_cmpint (st_game_winner (game, state), ==, -1);
  g_assert_cmpstr (st_game_end_reason_id (game, st_game_end_reason (game, state)), ==, "both-passed");
}

static void
test_end_turn_is_no_pass (void)
{
  const char *units[] = { "wg", "general", "white", "4", "1", "bg", "general", "black", "9", "9", NULL };
  g_autoptr (StGame) game = cm_position (units, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_false (cm_can (game, state, "end-turn"));
  cm_do (game, state, "move wg 4,1-4,2 by wg");
  g_assert_false (cm_can (game, state, "pass"));
  cm_do (game, state, "end-turn");
  /* Black's pass answers no pass. */
  cm_do (game, state, "pass");
  g_assert_false (st_game_is_terminal (game, state));
}

static void
test_command_range (void)
{
  const char *units[] = { "wg",    "general", "white",    "0",     "0",        "bg",    "general",
                          "black", "9",       "9",        "w1",    "infantry", "white", "3",
                          "3",     "w2",      "infantry", "white", "4",        "0",     NULL };
  g_autoptr (StGame) game = cm_position (units, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_cmpuint (cm_count (game, state, "move w1"), ==, 8);
  g_assert_cmpuint (cm_count (game, state, "move w2"), ==, 0);
  /* Once activated it may end outside every leader's range. */
  g_assert_true (cm_can (game, state, "move w1 3,3-4,4 by wg"));
}

static void
test_command_rating (void)
{
  const char *units[] = { "wb", "brigadier", "white", "4", "1", "wg", "general",  "white", "0", "9",
                          "bg", "general",   "black", "9", "9", "w1", "infantry", "white", "3", "2",
                          "w2", "infantry",  "white", "4", "2", "w3", "infantry", "white", "5", "2",
                          NULL };
  const char *params[] = { "moves-per-turn", "4", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  cm_do (game, state, "move w1 3,2-3,3 by wb");
  cm_do (game, state, "move w2 4,2-4,3 by wb");
  /* The brigadier's rating of 2 is spent; moves are left but it activates no more. */
  g_assert_cmpint (st_game_active_player (game, state), ==, 0);
  g_assert_cmpuint (cm_count (game, state, "move w3"), ==, 0);
  g_assert_cmpuint (cm_count (game, state, "move wb"), ==, 0);
}

static void
test_leader_activates_itself (void)
{
  const char *units[] = { "wb",    "brigadier", "white",    "4",     "1",       "bg",    "general",
                          "black", "9",         "9",        "wg",    "general", "white", "0",
                          "9",     "w1",        "infantry", "white", "3",       "2",     NULL };
  const char *params[] = { "moves-per-turn", "4", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  cm_do (game, state, "move wb 4,1-4,2 by wb");
  g_assert_cmpuint (CM_ST (state)->used[cm_unit (game, "wb")], ==, 1);
  cm_do (game, state, "move w1 3,2-3,3 by wb");
  g_assert_cmpuint (CM_ST (state)->used[cm_unit (game, "wb")], ==, 2);
}

static void
test_leaders_activate_leaders (void)
{
  const char *units[] = { "wg",    "general", "white",    "0",     "0",       "wb",    "brigadier",
                          "white", "2",       "2",        "bg",    "general", "black", "9",
                          "9",     "w1",      "infantry", "white", "6",       "4",     NULL };
  const char *params[] = { "moves-per-turn", "3", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_cmpuint (cm_count (game, state, "move w1"), ==, 0);
  /* The general activates the brigadier, which moves and then activates from
   * where it stands. */
  cm_do (game, state, "move wb 2,2-4,4 by wg");
  g_assert_true (cm_can (game, state, "move w1 6,4-7,5 by wb"));
  g_assert_false (cm_can (game, state, "move w1 6,4-7,5 by wg"));
}

static void
test_own_colour_only (void)
{
  const char *units[] = { "wg", "general", "white", "4",        "1",     "bg", "general", "black",
                          "9",  "9",       "b1",    "infantry", "black", "4",  "3",       NULL };
  g_autoptr (StGame) game = cm_position (units, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  const CmDef *def = CM_DEF (game);

  g_assert_false (cm_can_activate (def, CM_ST (state), cm_unit (game, "wg"), cm_unit (game, "b1")));
}

static void
test_skirmisher_self_activation (void)
{
  const char *units[] = { "wg", "general", "white", "0",          "0",     "bg", "general", "black",
                          "9",  "9",       "s",     "skirmisher", "white", "5",  "5",       NULL };
  const char *on[] = { "skirmisher-self-activation", "true", NULL };
  g_autoptr (StGame) game = cm_position (units, on);
  g_autoptr (StGame) off_game = cm_position (units, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  g_autoptr (StState) off = st_game_new_initial_state (off_game, 1);

  g_assert_cmpuint (cm_count (off_game, off, "move s"), ==, 0);
  cm_do (game, state, "move s 5,5-6,7");
  /* It counts against the turn's moves, not against any leader. */
  g_assert_cmpuint (CM_ST (state)->moves, ==, 1);
  g_assert_cmpuint (CM_ST (state)->used[cm_unit (game, "wg")], ==, 0);
}

static void
test_cannon_exchange (void)
{
  const char *units[] = { "wg", "general", "white",  "5",        "4",     "bg", "general", "black",  "9",
                          "9",  "k",       "cannon", "white",    "4",     "4",  "k2",      "cannon", "white",
                          "6",  "5",       "w1",     "infantry", "white", "5",  "2",       NULL };
  const char *params[] = { "moves-per-turn", "3", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  /* Side by side orthogonally, not diagonally. */
  g_assert_true (cm_can (game, state, "exchange k 4,4-5,4 with wg"));
  g_assert_false (cm_can (game, state, "exchange k2 6,5-5,4 with wg"));
  cm_do (game, state, "exchange k 4,4-5,4 with wg");
  g_assert_cmpint (st_test_unit_place (game, state, cm_unit (game, "k")), ==, cm_cell (game, 5, 4));
  g_assert_cmpint (st_test_unit_place (game, state, cm_unit (game, "wg")), ==, cm_cell (game, 4, 4));
  /* Neither moves farther; the leader still activates others. */
  g_assert_cmpuint (cm_count (game, state, "move k "), ==, 0);
  g_assert_cmpuint (cm_count (game, state, "move wg"), ==, 0);
  g_assert_true (cm_can (game, state, "move w1 5,2-5,3 by wg"));
}

static void
test_outside_activation_range (void)
{
  const char *units[] = { "wg", "general", "white", "1",        "1",     "bg", "general", "black",
                          "9",  "9",       "w1",    "infantry", "white", "4",  "1",       NULL };
  g_autoptr (StGame) game = cm_position (units, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  /* The general (range 3) activates the infantry three squares away; it steps to
   * a fourth square, outside his range and any other white leader's. */
  g_assert_true (cm_can (game, state, "move w1 4,1-5,1 by wg"));
  cm_do (game, state, "move w1 4,1-5,1 by wg");
  g_assert_cmpint (st_test_unit_place (game, state, cm_unit (game, "w1")), ==, cm_cell (game, 5, 1));
}

static void
test_exchange_before_and_after (void)
{
  const char *units[] = { "wg", "general",  "white", "5", "4", "bg", "general",  "black", "9", "9",
                          "k",  "cannon",   "white", "4", "4", "w1", "infantry", "white", "5", "2",
                          "w2", "infantry", "white", "1", "4", NULL };
  const char *params[] = { "moves-per-turn", "4", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  /* Before the exchange the general activates w1; w2, four squares from him,
   * is out of his range. */
  cm_do (game, state, "move w1 5,2-5,3 by wg");
  g_assert_cmpuint (cm_count (game, state, "move w2"), ==, 0);
  cm_do (game, state, "exchange k 4,4-5,4 with wg");
  /* After it, from his new square 4,4, w2 is three squares away. */
  g_assert_true (cm_can (game, state, "move w2 1,4-1,5 by wg"));
  cm_do (game, state, "move w2 1,4-1,5 by wg");
  g_assert_cmpint (st_test_unit_place (game, state, cm_unit (game, "w2")), ==, cm_cell (game, 1, 5));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/command-maneuver/movement/moves per turn from the scenario", test_moves_per_turn);
  g_test_add_func ("/command-maneuver/movement/no piece moves twice in a turn", test_no_piece_moves_twice);
  g_test_add_func ("/command-maneuver/movement/a pass answered by a pass is a draw", test_pass_pass_draw);
  g_test_add_func ("/command-maneuver/movement/ending a turn after moving is not a pass",
                   test_end_turn_is_no_pass);
  g_test_add_func ("/command-maneuver/activation/by a leader within command range", test_command_range);
  g_test_add_func ("/command-maneuver/activation/up to the leader's command rating", test_command_rating);
  g_test_add_func ("/command-maneuver/activation/a leader activating itself uses its rating",
                   test_leader_activates_itself);
  g_test_add_func (
      "/command-maneuver/activation/leaders activate leaders, which activate from where they moved",
      test_leaders_activate_leaders);
  g_test_add_func ("/command-maneuver/activation/leaders activate only their own colour",
                   test_own_colour_only);
  g_test_add_func ("/command-maneuver/optional/skirmishers self-activate", test_skirmisher_self_activation);
  g_test_add_func ("/command-maneuver/cannon/exchanges squares with a leader beside it",
                   test_cannon_exchange);
  g_test_add_func (
      "/command-maneuver/activation/An activated piece may move outside the activation range of the "
      "Leader which activated it, or any friendly Leader's activation range",
      test_outside_activation_range);
  g_test_add_func (
      "/command-maneuver/cannon/The leader involved may activate units both before and after the "
      "exchange of places",
      test_exchange_before_and_after);
  return g_test_run ();
}
