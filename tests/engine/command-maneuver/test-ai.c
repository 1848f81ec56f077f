/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "cm-fixture.h"
#include "engine/st-player.h"

/* The AI players do not punish themselves by the rules ("Victory"): they never
 * hand the enemy a capture that ends the game, and they take one that wins it.
 * Whole games of the bundled scenario end in a win or in one of the rules' draws,
 * and the greedy player beats random ones. (That every family's games end and
 * replay from their texts, with every player, is the conformance suite's.) */

#define SCENARIO "data/scenarios/command-and-maneuver.xml"

/* Plays p0 against p1 to the end, each from his observation; returns the
 * winner, or -1 for a draw, which the rules allow only when both players pass
 * or at the turn limit. */
static int
play_game (const StGame *game, StPlayerKind p0, StPlayerKind p1, guint64 seed)
{
  g_autoptr (StState) state = st_game_new_initial_state (game, seed);
  g_autoptr (StPlayer) a = NULL;
  g_autoptr (StPlayer) b = NULL;
  StPlayerOptions oa, ob;
  const char     *reason;

  st_player_options_init (&oa, p0);
  st_player_options_init (&ob, p1);
  a = st_player_new (game, &oa, seed * 2 + 1);
  b = st_player_new (game, &ob, seed * 2 + 2);
  while (!st_game_is_terminal (game, state))
    {
      g_autoptr (StState) observation = st_game_observation (game, state);
      StPlayer *player = st_game_current_player (game, state) == 0 ? a : b;

      st_game_apply (game, state, st_player_choose (player, observation));
    }
  reason = st_game_end_reason_id (game, st_game_end_reason (game, state));
  if (st_game_winner (game, state) < 0)
    g_assert_true (g_str_equal (reason, "both-passed") || g_str_equal (reason, "turn-limit"));
  return st_game_winner (game, state);
}

static void
test_random_games_end_by_the_rules (void)
{
  g_autoptr (StGame) game = cm_fixture_load (SCENARIO);

  for (guint64 seed = 1; seed <= 30; seed++)
    play_game (game, ST_PLAYER_RANDOM, ST_PLAYER_RANDOM, seed);
}

static void
test_greedy_beats_random (void)
{
  g_autoptr (StGame) game = cm_fixture_load (SCENARIO);
  guint wins = 0;

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      wins += play_game (game, ST_PLAYER_GREEDY, ST_PLAYER_RANDOM, seed) == 0;
      wins += play_game (game, ST_PLAYER_RANDOM, ST_PLAYER_GREEDY, seed) == 1;
    }
  /* Its heuristic makes it far better than chance. */
  g_assert_cmpuint (wins, >=, 6);
}

/* Plays the player to act until the other side acts. */
static void
play_turn (const StGame *game, StState *state, StPlayer *player)
{
  int me = st_game_active_player (game, state);

  while (!st_game_is_terminal (game, state) && st_game_active_player (game, state) == me)
    {
      StAction         action = st_test_choose (player, game, state);
      g_autofree char *text = st_game_action_to_text (game, state, action);

      g_test_message ("%s", text);
      st_game_apply (game, state, action);
    }
}

/* White's only leader may take an infantry piece, on a square the black cavalry
 * (commanded by the black general) reaches next turn: losing the general brings
 * White's activation value below its two moves a turn, so Black would win. */
static const char *const bait[] = { "wg",    "general", "white",   "4",     "4",       "b1",    "infantry",
                                    "black", "4",       "5",       "bc",    "cavalry", "black", "4",
                                    "8",     "bg",      "general", "black", "7",       "9",     NULL };

static void
check_no_losing_capture (StPlayerKind kind)
{
  g_autoptr (StGame) game = cm_position (bait, NULL);
  StPlayerOptions options, greedy_options;

  st_player_options_init (&options, kind);
  options.iterations = 100;
  st_player_options_init (&greedy_options, ST_PLAYER_GREEDY);
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr (StState) state = st_game_new_initial_state (game, seed);
      g_autoptr (StPlayer) white = st_player_new (game, &options, seed);
      g_autoptr (StPlayer) black = st_player_new (game, &greedy_options, seed + 100);

      play_turn (game, state, white);
      play_turn (game, state, black);
      g_assert_false (st_game_is_terminal (game, state) && st_game_winner (game, state) == 1);
    }
}

static void
test_greedy_keeps_its_leader (void)
{
  check_no_losing_capture (ST_PLAYER_GREEDY);
}

static void
test_mcts_keeps_its_leader (void)
{
  check_no_losing_capture (ST_PLAYER_MCTS);
}

/* The white cavalry can take Black's only leader: that wins at once. */
static void
check_takes_the_win (StPlayerKind kind)
{
  const char *units[] = { "wg",    "general", "white",    "4",     "1",       "wc",    "cavalry",
                          "white", "4",       "3",        "bg",    "general", "black", "4",
                          "6",     "b1",      "infantry", "black", "6",       "6",     NULL };
  g_autoptr (StGame) game = cm_position (units, NULL);
  StPlayerOptions options;

  st_player_options_init (&options, kind);
  options.iterations = 100;
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr (StState) state = st_game_new_initial_state (game, seed);
      g_autoptr (StPlayer) white = st_player_new (game, &options, seed);

      play_turn (game, state, white);
      g_assert_true (st_game_is_terminal (game, state));
      g_assert_cmpint (st_game_winner (game, state), ==, 0);
      g_assert_cmpstr (st_game_end_reason_id (game, st_game_end_reason (game, state)), ==, "activation");
    }
}

static void
test_greedy_takes_the_win (void)
{
  check_takes_the_win (ST_PLAYER_GREEDY);
}

static void
test_mcts_takes_the_win (void)
{
  check_takes_the_win (ST_PLAYER_MCTS);
}

/* Playtest seeds 3 (turn 18) and 4 (turn 12) of the bundled scenario: greedy
 * moved its only general, with a move of its turn still to make, to a square
 * where it threatened the enemy general, next to an enemy piece that took it on
 * the first move of the enemy's turn. Here white's general may slide to 4,4 or
 * 4,5, from where it threatens the black general, but there the black
 * skirmisher at 3,6 (by a knight's leap) or the black general takes it; once
 * moved it cannot step away again, and white's infantry far off cannot help.
 * Greedy moved it to 4,5 before the evaluation saw this threat in full. */
static const char *const exposed[] = { "wg",       "general", "white", "4",  "2",          "w1",
                                       "infantry", "white",   "6",     "1",  "bg",         "general",
                                       "black",    "4",       "6",     "bs", "skirmisher", "black",
                                       "3",        "6",       NULL };

static void
check_general_not_walked_into_capture (StPlayerKind kind)
{
  g_autoptr (StGame) game = cm_position (exposed, NULL);
  StPlayerOptions options, greedy_options;

  /* The blunder: after it black takes the general and wins. */
  {
    g_autoptr (StState) state = st_game_new_initial_state (game, 1);

    cm_do (game, state, "move wg 4,2-4,4 by wg");
    cm_do (game, state, "move w1 6,1-6,2 by wg");
    g_assert_true (cm_can (game, state, "move bs 3,6-4,4 by bg"));
    cm_do (game, state, "move bs 3,6-4,4 by bg");
    g_assert_true (st_game_is_terminal (game, state));
    g_assert_cmpint (st_game_winner (game, state), ==, 1);
  }
  st_player_options_init (&options, kind);
  options.iterations = 200;
  st_player_options_init (&greedy_options, ST_PLAYER_GREEDY);
  for (guint64 seed = 1; seed <= 8; seed++)
    {
      g_autoptr (StState) state = st_game_new_initial_state (game, seed);
      g_autoptr (StPlayer) white = st_player_new (game, &options, seed);
      g_autoptr (StPlayer) black = st_player_new (game, &greedy_options, seed + 100);

      play_turn (game, state, white);
      g_test_message ("seed %" G_GUINT64_FORMAT ": white general on square %d", seed,
                      CM_ST (state)->cell[cm_unit (game, "wg")]);
      play_turn (game, state, black);
      g_assert_false (st_game_is_terminal (game, state) && st_game_winner (game, state) == 1);
    }
}

static void
test_greedy_keeps_its_moved_general_safe (void)
{
  check_general_not_walked_into_capture (ST_PLAYER_GREEDY);
}

static void
test_mcts_keeps_its_moved_general_safe (void)
{
  check_general_not_walked_into_capture (ST_PLAYER_MCTS);
}

/* Issue 23: the evaluation rewards the side ahead in material for closing in on
 * the leader whose capture ends the game, so that a lead turns into a win
 * rather than a turn-limit draw. White (two cavalry up) has its infantry three
 * squares from the black general (out of its reach): worth more than six
 * squares away, and Black sees the same from its side. The approach goes to the
 * game-deciding general, not to the brigadier, whose loss leaves Black its four
 * moves a turn. Without a lead the approach is not rewarded: one move ahead, a
 * greedy player rewarded for it walked its pieces into a wall in front of the
 * enemy's, and then both sides passed (95 % draws between greedy players). */
static const char *const approach_units[] = {
  "wg",      "general", "white", "4",  "1",         "w1",      "infantry", "white", "4",  "5",  "wc",
  "cavalry", "white",   "1",     "1",  "wd",        "cavalry", "white",    "2",     "1",  "bg", "general",
  "black",   "4",       "8",     "bb", "brigadier", "black",   "8",        "2",     NULL,
};
static const char *const approach_params[] = { "moves-per-turn", "4", NULL };

static void
test_evaluation_rewards_the_approach (void)
{
  g_autoptr (StGame) game = cm_position (approach_units, approach_params);
  const CmDef *def = CM_DEF (game);
  g_autoptr (StState) near = st_game_new_initial_state (game, 1);
  g_autoptr (StState) far = st_game_clone_state (game, near);
  g_autoptr (StState) brigadier = st_game_clone_state (game, near);
  guint w1 = cm_unit (game, "w1");

  g_assert_cmpint (cm_distance (def, CM_ST (near)->cell[w1], CM_ST (near)->cell[cm_unit (game, "bg")]), ==,
                   3);
  cm_lift (def, CM_ST (far), w1);
  cm_put (def, CM_ST (far), w1, cm_cell (game, 4, 2));
  /* Three squares from the brigadier, four from the general. */
  cm_lift (def, CM_ST (brigadier), w1);
  cm_put (def, CM_ST (brigadier), w1, cm_cell (game, 8, 5));
  g_assert_cmpfloat (st_game_evaluate (game, near, 0), >, st_game_evaluate (game, far, 0));
  g_assert_cmpfloat (st_game_evaluate (game, near, 1), <, st_game_evaluate (game, far, 1));
  g_assert_cmpfloat (st_game_evaluate (game, near, 0), >, st_game_evaluate (game, brigadier, 0));
  /* Without the cavalry White is behind: the approach is worth nothing. */
  cm_lift (def, CM_ST (near), cm_unit (game, "wd"));
  cm_lift (def, CM_ST (near), cm_unit (game, "wc"));
  cm_lift (def, CM_ST (far), cm_unit (game, "wd"));
  cm_lift (def, CM_ST (far), cm_unit (game, "wc"));
  CM_ST (near)->on_board &= ~(CM_BIT (cm_unit (game, "wd")) | CM_BIT (cm_unit (game, "wc")));
  CM_ST (far)->on_board &= ~(CM_BIT (cm_unit (game, "wd")) | CM_BIT (cm_unit (game, "wc")));
  g_assert_cmpfloat (st_game_evaluate (game, near, 0), ==, st_game_evaluate (game, far, 0));
}

/* Issue 23: in the endgame the approach counts without a lead. Each side has a
 * general and an infantry left of eight pieces (three of each side's captured):
 * White's infantry three squares from the black general is worth more to White
 * than six squares away, with even material; with the captured pieces back on
 * the board (the opening) it is worth nothing. Without it two searches that
 * traded down to their generals kept their pieces at home to the turn limit. */
static const char *const endgame_units[] = {
  "wg",       "general",  "white",    "4",        "1",        "w1",       "infantry", "white",    "4",
  "5",        "w2",       "infantry", "white",    "0",        "0",        "w3",       "infantry", "white",
  "1",        "0",        "w4",       "infantry", "white",    "2",        "0",        "bg",       "general",
  "black",    "4",        "8",        "b1",       "infantry", "black",    "9",        "9",        "b2",
  "infantry", "black",    "0",        "9",        "b3",       "infantry", "black",    "1",        "9",
  "b4",       "infantry", "black",    "2",        "9",        NULL,
};

static void
lift_all (const CmDef *def, StGame *game, CmState *st, const char *const *ids)
{
  for (; *ids != NULL; ids++)
    {
      guint u = cm_unit (game, *ids);

      cm_lift (def, st, u);
      st->on_board &= ~CM_BIT (u);
    }
}

static void
test_evaluation_rewards_the_endgame_approach (void)
{
  static const char *const captured[] = { "w2", "w3", "w4", "b2", "b3", "b4", NULL };
  g_autoptr (StGame) game = cm_position (endgame_units, approach_params);
  const CmDef *def = CM_DEF (game);
  g_autoptr (StState) near = st_game_new_initial_state (game, 1);
  g_autoptr (StState) far = NULL;
  guint w1 = cm_unit (game, "w1");

  g_assert_cmpint (cm_distance (def, CM_ST (near)->cell[w1], CM_ST (near)->cell[cm_unit (game, "bg")]), ==,
                   3);
  /* The opening: no lead, no reward. */
  far = st_game_clone_state (game, near);
  cm_lift (def, CM_ST (far), w1);
  cm_put (def, CM_ST (far), w1, cm_cell (game, 4, 2));
  g_assert_cmpfloat (st_game_evaluate (game, near, 0), ==, st_game_evaluate (game, far, 0));
  /* The endgame. */
  lift_all (def, game, CM_ST (near), captured);
  lift_all (def, game, CM_ST (far), captured);
  g_assert_cmpfloat (st_game_evaluate (game, near, 0), >, st_game_evaluate (game, far, 0));
  g_assert_cmpfloat (st_game_evaluate (game, near, 1), <, st_game_evaluate (game, far, 1));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/command-maneuver/victory/greedy never exposes its last leader",
                   test_greedy_keeps_its_leader);
  g_test_add_func ("/command-maneuver/victory/mcts never exposes its last leader",
                   test_mcts_keeps_its_leader);
  g_test_add_func ("/command-maneuver/victory/greedy does not walk its general next to its captor",
                   test_greedy_keeps_its_moved_general_safe);
  g_test_add_func ("/command-maneuver/victory/mcts does not walk its general next to its captor",
                   test_mcts_keeps_its_moved_general_safe);
  g_test_add_func ("/command-maneuver/victory/greedy takes a winning capture", test_greedy_takes_the_win);
  g_test_add_func ("/command-maneuver/victory/mcts takes a winning capture", test_mcts_takes_the_win);
  g_test_add_func ("/command-maneuver/victory/random games end in a win, or a draw when both pass or at the "
                   "turn limit",
                   test_random_games_end_by_the_rules);
  g_test_add_func ("/command-maneuver/victory/the greedy player beats random", test_greedy_beats_random);
  g_test_add_func ("/command-maneuver/victory/the evaluation rewards the approach to the deciding leader",
                   test_evaluation_rewards_the_approach);
  g_test_add_func (
      "/command-maneuver/victory/the evaluation rewards the approach in the endgame without a lead",
      test_evaluation_rewards_the_endgame_approach);
  return g_test_run ();
}
