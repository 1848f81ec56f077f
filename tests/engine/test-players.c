/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "core/st-scenario-io.h"
#include "engine/st-playtest-runner.h"
#include "engine/st-stats.h"
#include "engine-fixture.h"

/* AI players and the playtest runner, on the basic hex scenario. */

static StGame *
basic_game (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "maneuver-basic.xml", NULL);
  g_autoptr (StScenario) scenario = st_scenario_load_file (path, NULL, &error);
  StGame *game;

  g_assert_no_error (error);
  game = st_game_new_from_scenario (scenario, &error);
  g_assert_no_error (error);
  return game;
}

/* Plays up to max_actions of a game; returns the final state. */
static StState *
play (const StGame *game, StPlayerKind a, StPlayerKind b, guint64 seed, guint max_actions)
{
  StPlayerOptions options[2];
  StState        *state = st_game_new_initial_state (game, seed);
  g_autoptr (StPlayer) first = NULL;
  g_autoptr (StPlayer) second = NULL;

  st_player_options_init (&options[0], a);
  st_player_options_init (&options[1], b);
  options[0].iterations = options[1].iterations = 30;
  options[0].rollout_depth = options[1].rollout_depth = 20;
  first = st_player_new (game, &options[0], seed + 1);
  second = st_player_new (game, &options[1], seed + 2);
  for (guint i = 0; i < max_actions && !st_game_is_terminal (game, state); i++)
    {
      StPlayer *p = st_game_current_player (game, state) == 0 ? first : second;
      StAction  action = st_test_choose (p, game, state);

      g_assert_true (st_game_is_legal (game, state, action));
      st_game_apply (game, state, action);
    }
  return state;
}

static void
test_deterministic (gconstpointer data)
{
  StPlayerKind kind = GPOINTER_TO_INT (data);
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StState) a = play (game, kind, kind, 3, 60);
  g_autoptr (StState) b = play (game, kind, kind, 3, 60);
  g_autoptr (StState) c = play (game, kind, kind, 4, 60);

  g_assert_true (st_game_states_equal (game, a, b));
  g_assert_false (st_game_states_equal (game, a, c));
}

/* The greedy player beats the random one: with fixed seeds this is a fixed
 * result, not a statistical test. */
static void
test_greedy_beats_random (void)
{
  g_autoptr (StGame) game = basic_game ();
  int score = 0;

  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr (StState) as_first = play (game, ST_PLAYER_GREEDY, ST_PLAYER_RANDOM, seed, 100000);
      g_autoptr (StState) as_second = play (game, ST_PLAYER_RANDOM, ST_PLAYER_GREEDY, seed, 100000);

      score += st_game_winner (game, as_first) == 0 ? 1 : st_game_winner (game, as_first) == 1 ? -1 : 0;
      score += st_game_winner (game, as_second) == 1 ? 1 : st_game_winner (game, as_second) == 0 ? -1 : 0;
    }
  g_assert_cmpint (score, >, 0);
}

static void
test_runner_jobs (void)
{
  g_autoptr (StGame) game = basic_game ();
  StPlaytestOptions options;
  g_autoptr (StPlaytestReport) one = NULL;
  g_autoptr (StPlaytestReport) two = NULL;
  g_autoptr (GError) error = NULL;
  guint sum = 0;

  st_playtest_options_init (&options);
  options.games = 40;
  options.seed = 11;
  options.jobs = 1;
  one = st_playtest_run (game, &options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  options.jobs = 3;
  two = st_playtest_run (game, &options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (one->results->len, ==, 40);
  g_assert_cmpmem (one->results->data, 40 * sizeof (StPlaytestGame), two->results->data,
                   40 * sizeof (StPlaytestGame));
  g_assert_cmpuint (one->wins[0] + one->wins[1] + one->draws, ==, 40);
  for (guint t = 0; t <= one->max_turns; t++)
    sum += one->turn_histogram[t];
  g_assert_cmpuint (sum, ==, 40);
  g_assert_cmpuint (one->end_reasons[1] + one->end_reasons[2], ==, 40);
  g_assert_cmpfloat (one->first_player_win_low, <=, one->first_player_win_rate);
  g_assert_cmpfloat (one->first_player_win_high, >=, one->first_player_win_rate);
}

static void
count_progress (guint done, guint total, gpointer user_data)
{
  guint *calls = user_data;

  g_assert_cmpuint (done, <=, total);
  (*calls)++;
}

static void
test_runner_cancel (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  StPlaytestOptions options;
  StPlaytestReport *report;
  guint             calls = 0;

  st_playtest_options_init (&options);
  options.games = 5;
  report = st_playtest_run (game, &options, NULL, count_progress, &calls, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (calls, >=, 1);
  st_playtest_report_free (report);
  g_cancellable_cancel (cancellable);
  report = st_playtest_run (game, &options, cancellable, NULL, NULL, &error);
  g_assert_null (report);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
test_statistics (void)
{
  double low, high;
  int    odd[] = { 5, 1, 3 };
  int    even[] = { 4, 1, 3, 10 };

  st_wilson_interval (50, 100, 1.96, &low, &high);
  g_assert_cmpfloat (fabs (low - 0.4038), <, 1e-3);
  g_assert_cmpfloat (fabs (high - 0.5962), <, 1e-3);
  st_wilson_interval (0, 10, 1.96, &low, &high);
  g_assert_cmpfloat (low, ==, 0.0);
  g_assert_cmpfloat (fabs (high - 0.2775), <, 1e-3);
  g_assert_cmpfloat (st_median (odd, 3), ==, 3.0);
  g_assert_cmpfloat (st_median (even, 4), ==, 3.5);
  g_assert_cmpfloat (st_mean (even, 4), ==, 4.5);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/engine/players/random is deterministic for a seed",
                        GINT_TO_POINTER (ST_PLAYER_RANDOM), test_deterministic);
  g_test_add_data_func ("/engine/players/greedy is deterministic for a seed",
                        GINT_TO_POINTER (ST_PLAYER_GREEDY), test_deterministic);
  g_test_add_data_func ("/engine/players/mcts is deterministic for a seed", GINT_TO_POINTER (ST_PLAYER_MCTS),
                        test_deterministic);
  g_test_add_func ("/engine/players/greedy beats random", test_greedy_beats_random);
  g_test_add_func ("/engine/playtest/results do not depend on the number of jobs", test_runner_jobs);
  g_test_add_func ("/engine/playtest/progress and cancellation", test_runner_cancel);
  g_test_add_func ("/engine/playtest/Wilson interval, mean and median", test_statistics);
  return g_test_run ();
}
