/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "cm-fixture.h"
#include "engine/st-player.h"

/* Whole games of the bundled scenario to the end with the random, greedy and MCTS
 * players, and a game replayed from its action texts. */

#define SCENARIO "data/scenarios/command-and-maneuver.xml"

/* Plays p0 against p1 to the end; returns the winner (-1 for a draw). */
static int
play (const StGame *game, StPlayerKind p0, StPlayerKind p1, guint64 seed, guint iterations, GPtrArray *log)
{
  g_autoptr (StState) state = st_game_new_initial_state (game, seed);
  g_autoptr (StPlayer) a = NULL;
  g_autoptr (StPlayer) b = NULL;
  StPlayerOptions oa, ob;
  guint           n = 0;

  st_player_options_init (&oa, p0);
  st_player_options_init (&ob, p1);
  oa.iterations = ob.iterations = iterations;
  a = st_player_new (game, &oa, seed * 2 + 1);
  b = st_player_new (game, &ob, seed * 2 + 2);
  while (!st_game_is_terminal (game, state))
    {
      StPlayer *player = st_game_current_player (game, state) == 0 ? a : b;
      StAction  action = st_player_choose (player, state);

      g_assert_true (st_game_is_legal (game, state, action));
      if (log != NULL)
        g_ptr_array_add (log, st_game_action_to_text (game, state, action));
      st_game_apply (game, state, action);
      g_assert_cmpuint (++n, <, 10000);
    }
  g_assert_cmpint (st_game_current_player (game, state), ==, -1);
  g_assert_cmpuint (st_game_end_reason (game, state), !=, 0);
  if (st_game_winner (game, state) < 0)
    g_assert_true (
        g_str_equal (st_game_end_reason_id (game, st_game_end_reason (game, state)), "both-passed")
        || g_str_equal (st_game_end_reason_id (game, st_game_end_reason (game, state)), "turn-limit"));
  return st_game_winner (game, state);
}

static void
test_random (void)
{
  g_autoptr (StGame) game = cm_fixture_load (SCENARIO);

  for (guint64 seed = 1; seed <= 30; seed++)
    play (game, ST_PLAYER_RANDOM, ST_PLAYER_RANDOM, seed, 0, NULL);
}

static void
test_greedy (void)
{
  g_autoptr (StGame) game = cm_fixture_load (SCENARIO);
  guint wins = 0;

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      wins += play (game, ST_PLAYER_GREEDY, ST_PLAYER_RANDOM, seed, 0, NULL) == 0;
      wins += play (game, ST_PLAYER_RANDOM, ST_PLAYER_GREEDY, seed, 0, NULL) == 1;
    }
  /* Its heuristic makes it far better than chance. */
  g_assert_cmpuint (wins, >=, 6);
}

static void
test_mcts (void)
{
  g_autoptr (StGame) game = cm_fixture_load (SCENARIO);

  play (game, ST_PLAYER_MCTS, ST_PLAYER_GREEDY, 1, 30, NULL);
}

static void
test_replay (void)
{
  g_autoptr (StGame) game = cm_fixture_load (SCENARIO);
  g_autoptr (GPtrArray) log = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (StState) state = st_game_new_initial_state (game, 5);
  int winner = play (game, ST_PLAYER_GREEDY, ST_PLAYER_RANDOM, 5, 0, log);

  for (guint i = 0; i < log->len; i++)
    cm_do (game, state, g_ptr_array_index (log, i));
  g_assert_true (st_game_is_terminal (game, state));
  g_assert_cmpint (st_game_winner (game, state), ==, winner);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/command-maneuver/playouts/random players finish the bundled scenario", test_random);
  g_test_add_func ("/command-maneuver/playouts/the greedy player beats random", test_greedy);
  g_test_add_func ("/command-maneuver/playouts/MCTS plays the bundled scenario to the end", test_mcts);
  g_test_add_func ("/command-maneuver/playouts/a game replays from its action texts", test_replay);
  return g_test_run ();
}
