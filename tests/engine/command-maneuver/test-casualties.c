/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "cm-fixture.h"

/* Rules "Capture", "Casualties and Replacements", "Victory", the optional leader
 * replacement and skirmisher promotion. */

static StState *
start (const StGame *game)
{
  return st_game_new_initial_state (game, 1);
}

static void
test_capture_by_replacement (void)
{
  const char *units[] = { "wg",    "general", "white",    "4",     "1",        "bg",    "general",
                          "black", "9",       "9",        "w1",    "infantry", "white", "4",
                          "2",     "b1",      "infantry", "black", "4",        "3",     NULL };
  g_autoptr (StGame) game = cm_position (units, NULL);
  g_autoptr (StState) state = start (game);
  StPieceView view;

  cm_do (game, state, "move w1 4,2-4,3 by wg");
  g_assert_cmpint (st_test_unit_place (game, state, cm_unit (game, "w1")), ==, cm_cell (game, 4, 3));
  st_game_piece_view (game, state, ST_VIEWER_ALL, cm_unit (game, "b1"), &view);
  g_assert_cmpint (view.place, ==, ST_PLACE_NONE);
  g_assert_true (view.eliminated);
  /* Into White's casualty pile for infantry. */
  g_assert_cmpuint (cm_pile_count (CM_DEF (game), CM_ST (state), 1, CM_INFANTRY), ==, 1);
}

static void
test_replacement_threshold (void)
{
  const char *units[] = { "wg", "general",  "white", "4", "1", "bg", "general",  "black", "9", "9",
                          "w1", "infantry", "white", "3", "2", "w2", "infantry", "white", "5", "2",
                          "b1", "infantry", "black", "3", "3", "b2", "infantry", "black", "5", "3",
                          "b3", "infantry", "black", "8", "8", NULL };
  const char *params[] = { "replacement-threshold-infantry", "2", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = start (game);
  guint b1 = cm_unit (game, "b1"), b2 = cm_unit (game, "b2");

  cm_do (game, state, "move w1 3,2-3,3 by wg");
  g_assert_cmpuint (CM_ST (state)->pending, ==, 0);
  cm_do (game, state, "move w2 5,2-5,3 by wg");
  /* The second infantry fills the pile: one comes back, the other is killed. */
  g_assert_true (CM_ST (state)->pending & CM_BIT (b1));
  g_assert_true (CM_ST (state)->killed & CM_BIT (b2));
  g_assert_cmpuint (cm_pile_count (CM_DEF (game), CM_ST (state), 1, CM_INFANTRY), ==, 0);
  /* Black places it on a square its pieces started on, as one of its moves. */
  g_assert_false (cm_can (game, state, "replace b1 3,3"));
  g_assert_false (cm_can (game, state, "replace b1 5,3"));
  g_assert_false (cm_can (game, state, "replace b1 6,6"));
  g_assert_false (cm_can (game, state, "replace b1 8,8"));
}

static void
test_replacement_placed (void)
{
  const char *units[] = { "wg", "general",  "white", "4", "1", "bg", "general",  "black", "9", "9",
                          "w1", "infantry", "white", "3", "2", "w2", "infantry", "white", "5", "2",
                          "b1", "infantry", "black", "3", "3", "b2", "infantry", "black", "5", "3",
                          NULL };
  const char *params[] = { "replacement-threshold-infantry", "2", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = start (game);

  cm_do (game, state, "move w1 3,2-3,3 by wg");
  cm_do (game, state, "move w2 5,2-5,3 by wg");
  /* Black's start squares: 9,9 (its general's), 3,3 and 5,3 (now White's). */
  g_assert_cmpuint (cm_count (game, state, "replace b1"), ==, 0);
  cm_do (game, state, "move bg 9,9-8,8 by bg");
  g_assert_true (cm_can (game, state, "replace b1 9,9"));
  cm_do (game, state, "replace b1 9,9");
  g_assert_cmpint (st_test_unit_place (game, state, cm_unit (game, "b1")), ==, cm_cell (game, 9, 9));
  /* That was Black's second move. */
  g_assert_cmpint (st_game_active_player (game, state), ==, 0);
}

static void
test_threshold_zero (void)
{
  const char *units[] = { "wg",    "general", "white",    "4",     "1",        "bg",    "general",
                          "black", "9",       "9",        "w1",    "infantry", "white", "3",
                          "2",     "b1",      "infantry", "black", "3",        "3",     NULL };
  const char *params[] = { "replacement-threshold-infantry", "0", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = start (game);

  cm_do (game, state, "move w1 3,2-3,3 by wg");
  g_assert_cmpuint (CM_ST (state)->pending, ==, 0);
  g_assert_cmpuint (cm_pile_count (CM_DEF (game), CM_ST (state), 1, CM_INFANTRY), ==, 1);
}

static void
test_victory_activation (void)
{
  const char *units[] = { "wg", "general",   "white", "4", "1", "w1", "infantry", "white", "3", "2",
                          "w2", "infantry",  "white", "4", "2", "bg", "general",  "black", "4", "3",
                          "bb", "brigadier", "black", "3", "3", NULL };
  const char *params[] = { "moves-per-turn", "4", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = start (game);

  /* Losing the brigadier leaves Black 4, as many as the moves a turn. */
  cm_do (game, state, "move w1 3,2-3,3 by wg");
  g_assert_false (st_game_is_terminal (game, state));
  /* Losing the general leaves it 0. */
  cm_do (game, state, "move w2 4,2-4,3 by wg");
  g_assert_true (st_game_is_terminal (game, state));
  g_assert_cmpint (st_game_winner (game, state), ==, 0);
  g_assert_cmpstr (st_game_end_reason_id (game, st_game_end_reason (game, state)), ==, "activation");
}

static void
test_capture_one_per_turn (void)
{
  const char *units[] = { "wg", "general",  "white", "2", "1", "bg", "general",  "black", "9", "9",
                          "w1", "cavalry",  "white", "2", "2", "b1", "infantry", "black", "3", "2",
                          "b2", "infantry", "black", "4", "2", NULL };
  const char *params[] = { "moves-per-turn", "3", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = start (game);
  guint b1 = cm_unit (game, "b1"), b2 = cm_unit (game, "b2");

  /* The cavalry jumps b1 and ends on b2: b2 alone is captured ... */
  cm_do (game, state, "move w1 2,2-4,2 by wg");
  g_assert_true (CM_ST (state)->on_board & CM_BIT (b1));
  g_assert_false (CM_ST (state)->on_board & CM_BIT (b2));
  /* ... and it may not move again this turn to take b1 too. */
  g_assert_cmpint (st_game_active_player (game, state), ==, 0);
  g_assert_cmpuint (cm_count (game, state, "move w1"), ==, 0);
}

static void
test_victory_on_board (void)
{
  const char *units[] = { "wg", "general", "white",   "4",     "1",     "w1", "infantry", "white",   "3",
                          "2",  "bg",      "general", "black", "3",     "3",  "bc",       "colonel", "black",
                          "9",  "9",       "spare1",  "major", "black", "-1", "0",        NULL };
  const char *text[] = { "leader-replacement", "true", NULL };
  const char *other[] = { "leader-replacement", "true", "victory-counts-replacements", "true", NULL };
  g_autoptr (StGame) game = cm_position (units, text);
  g_autoptr (StState) state = start (game);
  g_autoptr (StGame) other_game = cm_position (units, other);
  g_autoptr (StState) other_state = start (other_game);

  /* Taking the general leaves Black the colonel (1) on the board and the major
   * (3) due as a replacement: 1 is below the two moves a turn. */
  cm_do (game, state, "move w1 3,2-3,3 by wg");
  g_assert_true (CM_ST (state)->pending & CM_BIT (cm_unit (game, "spare1")));
  g_assert_true (st_game_is_terminal (game, state));
  g_assert_cmpint (st_game_winner (game, state), ==, 0);
  g_assert_cmpstr (st_game_end_reason_id (game, st_game_end_reason (game, state)), ==, "activation");
  /* The other reading, a parameter: the major counts, 4 is not below 2. */
  cm_do (other_game, other_state, "move w1 3,2-3,3 by wg");
  g_assert_false (st_game_is_terminal (other_game, other_state));
}

static void
test_victory_leaders (void)
{
  const char *units[] = { "wg",    "general", "white",     "4",     "1",       "w1",    "infantry",
                          "white", "3",       "2",         "bg",    "general", "black", "9",
                          "9",     "bb",      "brigadier", "black", "3",       "3",     NULL };
  const char *params[] = { "victory-leaders", "1", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = start (game);

  cm_do (game, state, "move w1 3,2-3,3 by wg");
  g_assert_true (st_game_is_terminal (game, state));
  g_assert_cmpint (st_game_winner (game, state), ==, 0);
  g_assert_cmpstr (st_game_end_reason_id (game, st_game_end_reason (game, state)), ==, "leaders-captured");
}

static void
test_turn_limit (void)
{
  const char *units[] = { "wg", "general", "white", "4", "1", "bg", "general", "black", "9", "9", NULL };
  const char *params[] = { "turn-limit", "1", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = start (game);

  cm_do (game, state, "move wg 4,1-4,2 by wg");
  cm_do (game, state, "end-turn");
  cm_do (game, state, "move bg 9,9-9,8 by bg");
  cm_do (game, state, "end-turn");
  g_assert_true (st_game_is_terminal (game, state));
  g_assert_cmpint (st_game_winner (game, state), ==, -1);
  g_assert_cmpstr (st_game_end_reason_id (game, st_game_end_reason (game, state)), ==, "turn-limit");
}

static void
test_leader_replacement (void)
{
  const char *units[] = { "wg",     "general", "white", "4",  "1", "w1",     "infantry",  "white", "3",  "2",
                          "bg",     "general", "black", "9",  "9", "bb",     "brigadier", "black", "3",  "3",
                          "spare1", "colonel", "black", "-1", "0", "spare2", "major",     "black", "-1", "0",
                          NULL };
  const char *params[] = { "leader-replacement", "true", "replacement-threshold-leader", "5", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = start (game);
  guint bb = cm_unit (game, "bb");

  cm_do (game, state, "move w1 3,2-3,3 by wg");
  /* The brigadier (rating 2) goes to the killed pile; the colonel (rating 1, at
   * least one lower) replaces it; the major (3) is not lower. */
  g_assert_true (CM_ST (state)->killed & CM_BIT (bb));
  g_assert_true (CM_ST (state)->pending & CM_BIT (cm_unit (game, "spare1")));
  g_assert_false (CM_ST (state)->pending & CM_BIT (cm_unit (game, "spare2")));
}

static void
test_leader_replacement_next_lower (void)
{
  const char *units[] = { "wg",     "general", "white", "4",  "1", "w1",     "infantry",  "white", "3",  "2",
                          "bg",     "general", "black", "3",  "3", "bb",     "brigadier", "black", "9",  "9",
                          "spare1", "colonel", "black", "-1", "0", "spare2", "major",     "black", "-1", "0",
                          NULL };
  const char *params[] = { "leader-replacement", "true", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = start (game);

  /* The general (rating 4): no spare of 3 ... the major is 3: it comes. */
  cm_do (game, state, "move w1 3,2-3,3 by wg");
  g_assert_true (CM_ST (state)->pending & CM_BIT (cm_unit (game, "spare2")));
  g_assert_false (st_game_is_terminal (game, state));
}

static void
test_promotion (void)
{
  const char *units[] = { "wg", "general",    "white", "4", "1", "w1", "cavalry", "white", "8", "3",
                          "s",  "skirmisher", "white", "5", "7", "bg", "general", "black", "8", "6",
                          "b1", "infantry",   "black", "8", "4", NULL };
  const char *params[] = {
    "skirmisher-promotion", "true", "skirmisher-self-activation", "true", "moves-per-turn", "2", NULL
  };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = start (game);
  guint w1 = cm_unit (game, "w1"), s = cm_unit (game, "s");

  /* Black takes White's cavalry; later a white skirmisher reaches Black's edge. */
  cm_do (game, state, "pass");
  cm_do (game, state, "move b1 8,4-8,3 by bg");
  g_assert_true (CM_ST (state)->casualty & CM_BIT (w1));
  cm_do (game, state, "end-turn");
  cm_do (game, state, "move s 5,7-6,9");
  g_assert_cmpint (st_test_unit_place (game, state, w1), ==, cm_cell (game, 6, 9));
  g_assert_true (CM_ST (state)->casualty & CM_BIT (s));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/command-maneuver/capture/by replacement, into the captor's casualty pile",
                   test_capture_by_replacement);
  g_test_add_func ("/command-maneuver/replacements/a full pile returns one piece and kills the rest",
                   test_replacement_threshold);
  g_test_add_func ("/command-maneuver/replacements/placed on a start square as a move",
                   test_replacement_placed);
  g_test_add_func ("/command-maneuver/replacements/threshold 0 never replaces", test_threshold_zero);
  g_test_add_func ("/command-maneuver/victory/activation value below the moves a turn",
                   test_victory_activation);
  g_test_add_func ("/command-maneuver/capture/A unit may only capture 1 piece per turn",
                   test_capture_one_per_turn);
  g_test_add_func ("/command-maneuver/victory/enough Leaders captured to reduce that side's total on-board "
                   "activation value below the allowed number of activations: leaders due do not count",
                   test_victory_on_board);
  g_test_add_func ("/command-maneuver/victory/the scenario's number of leaders captured",
                   test_victory_leaders);
  g_test_add_func ("/command-maneuver/victory/the turn limit is a draw", test_turn_limit);
  g_test_add_func ("/command-maneuver/optional/leader replacement: a spare at least one lower",
                   test_leader_replacement);
  g_test_add_func ("/command-maneuver/optional/leader replacement: the next highest available",
                   test_leader_replacement_next_lower);
  g_test_add_func ("/command-maneuver/optional/a skirmisher on the far edge is promoted", test_promotion);
  return g_test_run ();
}
