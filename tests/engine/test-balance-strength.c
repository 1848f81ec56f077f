/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "core/st-scenario-io.h"
#include "engine/st-balance-diff.h"
#include "engine/st-balance-players.h"
#include "engine/st-balance.h"
#include "engine/st-stats.h"

/* Players chosen by time, the verdict checked with stronger players, and a
 * balance diff of every figure of both seatings: on hand-made reports, and a
 * measurement on maneuver-basic. */

#define CLOSE(a, b) g_assert_cmpfloat_with_epsilon ((a), (b), 1e-6)

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

/* first first-player wins, second second-player wins and draws draws; every
 * game lasts turns turns. */
static StPlaytestReport *
make_report (const StGame *game, guint first, guint second, guint draws, int turns)
{
  StPlaytestReport *r = g_new0 (StPlaytestReport, 1);

  r->games = first + second + draws;
  r->wins[0] = first;
  r->wins[1] = second;
  r->draws = draws;
  r->draw_rate = r->games ? (double) draws / r->games : 0.0;
  r->mean_turns = turns;
  r->n_end_reasons = st_game_n_end_reasons (game);
  r->end_reasons = g_new0 (guint, r->n_end_reasons);
  r->turn_histogram = g_new0 (guint, 1);
  r->results = g_array_new (FALSE, TRUE, sizeof (StPlaytestGame));
  for (guint i = 0; i < r->games; i++)
    {
      StPlaytestGame g = { i, i,
                           i < first            ? 0
                           : i < first + second ? 1
                                                : -1,
                           i < first + second ? 1 : 2, turns };

      r->end_reasons[g.reason]++;
      g_array_append_val (r->results, g);
    }
  return r;
}

static void
test_mean_difference (void)
{
  const int a[] = { 4, 5, 6, 5, 4, 6 }; /* mean 5, variance 0.8 */
  const int b[] = { 3, 4, 5, 4, 3, 5 }; /* mean 4, variance 0.8 */
  double    d, low, high, p;

  st_mean_difference (a, 6, b, 6, 1.96, &d, &low, &high, &p);
  CLOSE (d, -1.0);
  /* Standard error sqrt (0.8 / 6 + 0.8 / 6) = 0.5163977795. */
  CLOSE (low, -1.0 - 1.96 * 0.5163977795);
  CLOSE (high, -1.0 + 1.96 * 0.5163977795);
  /* Two-sided normal p of z = 1.9364916731. */
  CLOSE (p, 0.0528075114);
  st_mean_difference (a, 6, a, 6, 1.96, &d, &low, &high, &p);
  CLOSE (d, 0.0);
  CLOSE (p, 1.0);
}

/* The same lengths in another order give the same bits: a saved run's come
 * as a histogram, a played run's in the order its games ended. */
static void
test_mean_difference_order (void)
{
  const int played[] = { 4, 3, 7, 4, 5, 3, 6, 4, 3, 5, 4, 7, 3 };
  const int histogram[] = { 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 6, 7, 7 };
  const int other[] = { 2, 4, 3, 3, 5, 2, 4, 3, 2, 3, 4 };
  double    d1, low1, high1, p1, d2, low2, high2, p2;

  st_mean_difference (played, 13, other, 11, 1.96, &d1, &low1, &high1, &p1);
  st_mean_difference (histogram, 13, other, 11, 1.96, &d2, &low2, &high2, &p2);
  g_assert_true (d1 == d2 && low1 == low2 && high1 == high2 && p1 == p2);
}

static StFinding *
stronger_finding (const StGame *game, StPlaytestReport *run, StPlaytestReport *strong)
{
  StBalanceRun runs = { run, 0, 1 };
  StBalanceRun stronger = { strong, 0, 1 };

  return st_balance_stronger_finding (game, &runs, &stronger, 1, NULL);
}

static void
test_stronger_finding (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StPlaytestReport) run = make_report (game, 70, 30, 0, 5);
  g_autoptr (StPlaytestReport) agrees = make_report (game, 30, 12, 0, 5);
  g_autoptr (StPlaytestReport) reversed = make_report (game, 12, 30, 0, 5);
  g_autoptr (StPlaytestReport) even = make_report (game, 20, 20, 0, 5);
  g_autoptr (StPlaytestReport) few = make_report (game, 5, 5, 30, 5);
  StFinding *f;

  /* Blue 70 % in the run and 71 % with stronger players: it holds. */
  f = stronger_finding (game, run, agrees);
  g_assert_cmpint (f->kind, ==, ST_FINDING_HOLDS_STRONGER);
  g_assert_cmpint (f->side, ==, 0);
  g_assert_true (g_str_has_prefix (f->text, "Holds with stronger players: Blue then wins 71 %"));
  st_finding_free (f);

  /* Stronger players favour Red: the verdict changes, with Red's share and interval. */
  f = stronger_finding (game, run, reversed);
  g_assert_cmpint (f->kind, ==, ST_FINDING_CHANGES_STRONGER);
  g_assert_cmpint (f->side, ==, 1);
  CLOSE (f->share, 30.0 / 42);
  g_assert_cmpfloat (f->low, >, 0.5);
  g_assert_true (g_str_has_prefix (f->text, "Changes with stronger players: Red then wins 71 %"));
  st_finding_free (f);

  /* Even with stronger players, a real change from 70 %: it changes too. */
  f = stronger_finding (game, run, even);
  g_assert_cmpint (f->kind, ==, ST_FINDING_CHANGES_STRONGER);
  g_assert_nonnull (strstr (f->text, "neither side clearly favoured"));
  st_finding_free (f);

  /* Ten decisive games cannot check anything. */
  f = stronger_finding (game, run, few);
  g_assert_cmpint (f->kind, ==, ST_FINDING_STRONGER_TOO_FEW);
  g_assert_cmpstr (st_finding_kind_id (f->kind), ==, "stronger-too-few");
  st_finding_free (f);
}

static void
test_stronger_options (void)
{
  StPlaytestOptions o, s;

  st_playtest_options_init (&o);
  o.games = 1000;
  st_player_options_init (&o.players[0], ST_PLAYER_RANDOM);
  st_player_options_init (&o.players[1], ST_PLAYER_GREEDY);
  st_balance_stronger_options (&o, &s);
  g_assert_cmpuint (s.games, ==, 250);
  g_assert_cmpint (s.players[0].kind, ==, ST_PLAYER_GREEDY);
  g_assert_cmpint (s.players[1].kind, ==, ST_PLAYER_MCTS);
  g_assert_cmpuint (s.players[1].iterations, ==, 4 * ST_BALANCE_MIN_ITERATIONS);
  g_assert_cmpuint (s.seed, ==, o.seed);

  st_player_options_init (&o.players[0], ST_PLAYER_MCTS);
  o.players[0].iterations = 200;
  st_player_options_init (&o.players[1], ST_PLAYER_MCTS);
  o.players[1].iterations = 0;
  o.players[1].seconds = 0.5;
  o.games = 100;
  st_balance_stronger_options (&o, &s);
  g_assert_cmpuint (s.players[0].iterations, ==, 800);
  g_assert_cmpuint (s.players[1].iterations, ==, 0);
  CLOSE (s.players[1].seconds, 2.0);
  /* A quarter, but at least 40 games, and never more than the run's. */
  g_assert_cmpuint (s.games, ==, 40);
  o.games = 30;
  st_balance_stronger_options (&o, &s);
  g_assert_cmpuint (s.games, ==, 30);
}

static void
test_time_names (void)
{
  StBalanceTime time;

  g_assert_true (st_balance_time_from_string ("1m", &time));
  g_assert_cmpint (time, ==, ST_BALANCE_TIME_MINUTE);
  g_assert_true (st_balance_time_from_string ("10m", &time));
  g_assert_cmpint (time, ==, ST_BALANCE_TIME_TEN_MINUTES);
  g_assert_true (st_balance_time_from_string ("unlimited", &time));
  g_assert_cmpstr (st_balance_time_to_string (time), ==, "unlimited");
  g_assert_false (st_balance_time_from_string ("2h", &time));
}

/* About a minute on maneuver-basic: measured players, never Random, checked by
 * stronger ones; MCTS's strength against Greedy is measured once, then read from
 * the cache. */
static void
test_choose_players (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autofree char *cache = g_dir_make_tmp ("sandtable-cache-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (cache, "sandtable", "player-strength.ini", NULL);
  g_autofree char *folder = g_path_get_dirname (file);
  StBalanceChoice  choice;

  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  g_assert_true (st_balance_choose_players (game, ST_BALANCE_TIME_MINUTE, 2, TRUE, NULL, &choice, NULL));
  g_test_message ("%s (%.0f actions a game, greedy %.2g s a decision, MCTS %.2g s an iteration)",
                  choice.description, choice.costs.actions_a_game, choice.costs.greedy_seconds,
                  choice.costs.iteration_seconds);
  g_assert_nonnull (choice.description);
  g_assert_cmpfloat (choice.costs.actions_a_game, >, 1);
  g_assert_cmpfloat (choice.costs.iteration_seconds, >, 0);
  for (int p = 0; p < 2; p++)
    {
      g_assert_cmpint (choice.options.players[p].kind, !=, ST_PLAYER_RANDOM);
      g_assert_cmpint (choice.stronger.players[p].kind, ==, ST_PLAYER_MCTS);
      g_assert_cmpuint (choice.stronger.players[p].iterations, >, choice.options.players[p].iterations);
    }
  g_assert_cmpuint (choice.stronger.games, >, 0);
  g_assert_cmpuint (choice.stronger.games, <=, choice.options.games);
  g_assert_cmpuint (choice.options.check_every, ==, ST_PLAYTEST_CHECK_EVERY);
  g_assert_cmpuint (choice.strength_games, <=, ST_BALANCE_STRENGTH_GAMES);
  /* All the strength games (none cut by the time): the second time they are
   * read back. */
  if (choice.strength_games == ST_BALANCE_STRENGTH_GAMES)
    {
      StBalanceChoice again;

      /* MCTS was measured against Greedy: the second time it is read back. */
      g_assert_true (g_file_test (file, G_FILE_TEST_EXISTS));
      g_assert_false (choice.strength_cached);
      g_assert_true (st_balance_choose_players (game, ST_BALANCE_TIME_MINUTE, 2, TRUE, NULL, &again, NULL));
      if (again.options.players[0].iterations == choice.options.players[0].iterations
          && again.options.players[0].kind == ST_PLAYER_MCTS)
        {
          g_assert_true (again.strength_cached);
          g_assert_cmpuint (again.strength_wins, ==, choice.strength_wins);
        }
      st_balance_choice_clear (&again);
    }
  st_balance_choice_clear (&choice);
  g_unlink (file);
  g_rmdir (folder);
  g_rmdir (cache);
}

/* Turn limit cut: draws up from 44 % to 70 % while the win share barely moves;
 * the statement headlines the draws, and both seatings are compared. */
static void
test_diff_figures (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StBalanceDiff) d = st_balance_diff_compare_seatings (
      game, make_report (game, 50, 62, 88, 5), make_report (game, 55, 60, 85, 5), game,
      make_report (game, 28, 32, 140, 4), make_report (game, 31, 30, 139, 4), NULL);
  const StDiffFigure *h;

  g_assert_cmpuint (d->figures->len, ==, 6);
  g_assert_cmpint (d->headline, >=, 0);
  h = g_ptr_array_index (d->figures, d->headline);
  g_assert_true (h->real);
  g_assert_true (d->real);
  g_assert_cmpint (h->kind, ==, ST_DIFF_LENGTH);
  /* Every game one turn shorter: the length is the largest change (no spread at all); the draws are real too.
   */
  for (guint i = 0; i < d->figures->len; i++)
    {
      const StDiffFigure *f = g_ptr_array_index (d->figures, i);

      g_assert_cmpfloat (f->low, <=, f->change);
      g_assert_cmpfloat (f->change, <=, f->high);
      if (f->kind == ST_DIFF_DRAWS)
        g_assert_true (f->real);
      if (f->kind == ST_DIFF_WINS)
        g_assert_false (f->real);
    }
  g_assert_true (g_str_has_prefix (d->statement, "The change is real. "));
  CLOSE (d->old_rate, 50.0 / 112);
  g_assert_cmpstr (((const StDiffFigure *) g_ptr_array_index (d->figures, 3))->first_side, ==, "red");
}

/* Without a change in length, the draws are the headline. */
static void
test_diff_headline_draws (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StBalanceDiff) d = st_balance_diff_compare (game, make_report (game, 50, 62, 88, 5), game,
                                                         make_report (game, 28, 32, 140, 5), NULL);
  const StDiffFigure *h = g_ptr_array_index (d->figures, d->headline);

  g_assert_cmpuint (d->figures->len, ==, 3);
  g_assert_cmpint (h->kind, ==, ST_DIFF_DRAWS);
  g_assert_cmpstr (
      d->statement, ==,
      "The change is real. With Blue moving first, 70 % of games end without a winner instead of "
      "44 % (+26 points, 95 % interval +16 to +35; p < 0.001)");
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stats/mean difference", test_mean_difference);
  g_test_add_func ("/stats/mean difference: the order of the values does not matter",
                   test_mean_difference_order);
  g_test_add_func ("/balance/stronger players: holds, changes, too few", test_stronger_finding);
  g_test_add_func ("/balance/stronger players for players chosen by hand", test_stronger_options);
  g_test_add_func ("/balance/time budgets by name", test_time_names);
  g_test_add_func ("/balance/players chosen by time on maneuver-basic", test_choose_players);
  g_test_add_func ("/balance/diff: every figure of both seatings", test_diff_figures);
  g_test_add_func ("/balance/diff: the draws headlined", test_diff_headline_draws);
  return g_test_run ();
}
