/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "core/st-scenario-io.h"
#include <json-glib/json-glib.h>
#include <string.h>

#include "engine/st-balance-diff.h"
#include "engine/st-balance.h"
#include "engine/st-playtest-export.h"
#include "engine/st-stats.h"
#include "engine/st-sweep.h"

/* The statistics behind the Balance page and balance-diff, on fixed inputs, and
 * the plain-words verdict read from hand-made playtest reports. */

#define CLOSE(a, b) g_assert_cmpfloat_with_epsilon ((a), (b), 1e-6)

static void
test_wilson (void)
{
  double low, high;

  st_wilson_interval (62, 100, 1.96, &low, &high);
  CLOSE (low, 0.5220957382);
  CLOSE (high, 0.7090255080);
  st_wilson_interval (0, 0, 1.96, &low, &high);
  CLOSE (low, 0.0);
  CLOSE (high, 1.0);
}

static void
test_two_proportions (void)
{
  double z, p;

  st_two_proportion_test (45, 100, 60, 100, &z, &p);
  CLOSE (z, 2.1239769762);
  CLOSE (p, 0.0336720689);
  /* Nothing varies: no evidence either way. */
  st_two_proportion_test (0, 50, 0, 50, &z, &p);
  CLOSE (z, 0.0);
  CLOSE (p, 1.0);
  st_two_proportion_test (5, 0, 5, 10, &z, &p);
  CLOSE (p, 1.0);
}

static void
test_difference_interval (void)
{
  double low, high;

  /* Newcombe (1998), method 10, computed from the two Wilson intervals. */
  st_difference_interval (45, 100, 60, 100, 1.96, &low, &high);
  CLOSE (low, 0.0117214167);
  CLOSE (high, 0.2804507626);
  st_difference_interval (50, 100, 50, 100, 1.96, &low, &high);
  g_assert_cmpfloat (low, <, 0.0);
  g_assert_cmpfloat (high, >, 0.0);
  CLOSE (low, -high);
}

static void
test_sequential (void)
{
  StSequentialTest test;

  st_sequential_test_init (&test, 0.05, 0.05, 0.05);
  /* Boundaries at +- ln 19 = 2.944: 70 to 30 is clear, 50 to 50 is not yet. */
  g_assert_cmpint (st_sequential_test_decide (&test, 70, 30), ==, ST_SEQUENTIAL_ABOVE);
  g_assert_cmpint (st_sequential_test_decide (&test, 30, 70), ==, ST_SEQUENTIAL_BELOW);
  g_assert_cmpint (st_sequential_test_decide (&test, 50, 50), ==, ST_SEQUENTIAL_CONTINUE);
  g_assert_cmpint (st_sequential_test_decide (&test, 500, 500), ==, ST_SEQUENTIAL_EVEN);
  g_assert_cmpint (st_sequential_test_decide (&test, 0, 0), ==, ST_SEQUENTIAL_CONTINUE);
}

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

/* A report of wins[0] first-player wins, wins[1] second-player wins and draws
 * draws, decisive games ending for reason 1 and draws for reason 2. */
static StPlaytestReport *
make_report (const StGame *game, guint first, guint second, guint draws)
{
  StPlaytestReport *r = g_new0 (StPlaytestReport, 1);

  r->games = first + second + draws;
  r->wins[0] = first;
  r->wins[1] = second;
  r->draws = draws;
  r->n_end_reasons = st_game_n_end_reasons (game);
  r->end_reasons = g_new0 (guint, r->n_end_reasons);
  r->turn_histogram = g_new0 (guint, 1);
  r->results = g_array_new (FALSE, TRUE, sizeof (StPlaytestGame));
  for (guint i = 0; i < r->games; i++)
    {
      StPlaytestGame g = { i, i, i < first ? 0 : i < first + second ? 1 : -1, i < first + second ? 1 : 2 };

      r->end_reasons[g.reason]++;
      g_array_append_val (r->results, g);
    }
  return r;
}

static const StFinding *
find (GPtrArray *findings, StFindingKind kind)
{
  for (guint i = 0; i < findings->len; i++)
    {
      const StFinding *f = g_ptr_array_index (findings, i);

      if (f->kind == kind)
        {
          g_assert_nonnull (f->text);
          return f;
        }
    }
  return NULL;
}

static void
test_verdict_favours_side (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StPlaytestReport) r = make_report (game, 62, 38, 0);
  StBalanceRun run = { r, 0, 1 };
  g_autoptr (GPtrArray) findings = st_balance_verdict (game, &run, 1, NULL);
  const StFinding *f = find (findings, ST_FINDING_FAVOURS_SIDE);

  g_assert_nonnull (f);
  g_assert_cmpint (f->side, ==, 0);
  CLOSE (f->share, 0.62);
  CLOSE (f->low, 0.5220957382);
  /* One seating only: side and first move cannot be told apart. */
  g_assert_nonnull (find (findings, ST_FINDING_ONE_SEATING));
  g_assert_null (find (findings, ST_FINDING_EVEN));
}

static void
test_verdict_even_and_seldom_ends (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StPlaytestReport) r = make_report (game, 20, 22, 158);
  StBalanceRun run = { r, 0, 1 };
  g_autoptr (GPtrArray) findings = st_balance_verdict (game, &run, 1, NULL);
  const StFinding *even = find (findings, ST_FINDING_EVEN);
  const StFinding *seldom = find (findings, ST_FINDING_SELDOM_ENDS);

  g_assert_nonnull (even);
  g_assert_nonnull (seldom);
  CLOSE (seldom->share, 0.79);
  g_assert_cmpint (seldom->reason, ==, 2);
}

static void
test_verdict_too_few (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StPlaytestReport) r = make_report (game, 5, 2, 100);
  StBalanceRun run = { r, 0, 1 };
  g_autoptr (GPtrArray) findings = st_balance_verdict (game, &run, 1, NULL);

  g_assert_nonnull (find (findings, ST_FINDING_TOO_FEW));
  g_assert_null (find (findings, ST_FINDING_FAVOURS_SIDE));
  g_assert_null (find (findings, ST_FINDING_ONE_SEATING));
}

static void
test_verdict_first_move (void)
{
  g_autoptr (StGame) game = basic_game ();
  /* Whoever moves first wins 71 %, with either side first. */
  g_autoptr (StPlaytestReport) a = make_report (game, 71, 29, 0);
  g_autoptr (StPlaytestReport) b = make_report (game, 71, 29, 0);
  StBalanceRun runs[] = { { a, 0, 1 }, { b, 1, 0 } };
  g_autoptr (GPtrArray) findings = st_balance_verdict (game, runs, 2, NULL);
  const StFinding *f = find (findings, ST_FINDING_FIRST_MOVE);

  g_assert_nonnull (f);
  CLOSE (f->share, 0.71);
  g_assert_nonnull (find (findings, ST_FINDING_EVEN));
  g_assert_null (find (findings, ST_FINDING_ONE_SEATING));
}

static void
test_verdict_second_move (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StPlaytestReport) a = make_report (game, 20, 80, 0);
  g_autoptr (StPlaytestReport) b = make_report (game, 16, 84, 0);
  StBalanceRun runs[] = { { a, 0, 1 }, { b, 1, 0 } };
  g_autoptr (GPtrArray) findings = st_balance_verdict (game, runs, 2, NULL);
  const StFinding *f = find (findings, ST_FINDING_SECOND_MOVE);

  g_assert_nonnull (f);
  CLOSE (f->share, 0.82);
  g_assert_cmpfloat (f->low, >, 0.5);
  g_assert_null (find (findings, ST_FINDING_FIRST_MOVE));
}

static void
test_verdict_side_not_first_move (void)
{
  g_autoptr (StGame) game = basic_game ();
  /* Side 0 wins 70 % whether it moves first or second. */
  g_autoptr (StPlaytestReport) a = make_report (game, 70, 30, 0);
  g_autoptr (StPlaytestReport) b = make_report (game, 30, 70, 0);
  StBalanceRun runs[] = { { a, 0, 1 }, { b, 1, 0 } };
  g_autoptr (GPtrArray) findings = st_balance_verdict (game, runs, 2, NULL);
  const StFinding *side = find (findings, ST_FINDING_FAVOURS_SIDE);
  const StFinding *not_first = find (findings, ST_FINDING_SIDE_NOT_FIRST_MOVE);

  g_assert_nonnull (side);
  g_assert_cmpint (side->side, ==, 0);
  CLOSE (side->share, 0.70);
  g_assert_nonnull (not_first);
  g_assert_cmpint (not_first->side, ==, 0);
  g_assert_null (find (findings, ST_FINDING_FIRST_MOVE));
}

static void
test_verdict_no_first_move (void)
{
  g_autoptr (StGame) game = basic_game ();
  /* Neither the side nor the first move is off even. */
  g_autoptr (StPlaytestReport) a = make_report (game, 48, 52, 0);
  g_autoptr (StPlaytestReport) b = make_report (game, 51, 49, 0);
  StBalanceRun runs[] = { { a, 0, 1 }, { b, 1, 0 } };
  g_autoptr (GPtrArray) findings = st_balance_verdict (game, runs, 2, NULL);
  const StFinding *f = find (findings, ST_FINDING_NO_FIRST_MOVE);

  g_assert_nonnull (f);
  CLOSE (f->share, 99.0 / 200);
  g_assert_cmpfloat (f->low, <, 0.5);
  g_assert_cmpfloat (f->high, >, 0.5);
  g_assert_nonnull (find (findings, ST_FINDING_EVEN));
  g_assert_null (find (findings, ST_FINDING_FIRST_MOVE));
  g_assert_null (find (findings, ST_FINDING_SIDE_NOT_FIRST_MOVE));
}

static void
test_verdict_side_and_first_move (void)
{
  g_autoptr (StGame) game = basic_game ();
  /* Side 0 wins 90 % moving first and 55 % moving second: the first mover wins
   * more in all, but not with either side. */
  g_autoptr (StPlaytestReport) a = make_report (game, 90, 10, 0);
  g_autoptr (StPlaytestReport) b = make_report (game, 45, 55, 0);
  StBalanceRun runs[] = { { a, 0, 1 }, { b, 1, 0 } };
  g_autoptr (GPtrArray) findings = st_balance_verdict (game, runs, 2, NULL);
  const StFinding *f = find (findings, ST_FINDING_SIDE_AND_FIRST_MOVE);

  g_assert_nonnull (f);
  g_assert_cmpint (f->side, ==, 0);
  g_assert_nonnull (strstr (f->text, "90 %"));
  g_assert_nonnull (strstr (f->text, "55 %"));
  g_assert_nonnull (find (findings, ST_FINDING_FAVOURS_SIDE));
  g_assert_null (find (findings, ST_FINDING_FIRST_MOVE));
}

static void
test_verdict_language (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StPlaytestReport) r = make_report (game, 62, 38, 0);
  StBalanceRun run = { r, 0, 1 };
  g_autoptr (GPtrArray) swedish = st_balance_verdict (game, &run, 1, "sv");
  g_autoptr (GPtrArray) source = st_balance_verdict (game, &run, 1, NULL);

  /* The sides are named in the language asked for, else the document's. */
  g_assert_nonnull (strstr (find (swedish, ST_FINDING_FAVOURS_SIDE)->text, "Blå"));
  g_assert_null (strstr (find (swedish, ST_FINDING_FAVOURS_SIDE)->text, "Blue"));
  g_assert_nonnull (strstr (find (swedish, ST_FINDING_ONE_SEATING)->text, "Blå"));
  g_assert_nonnull (strstr (find (source, ST_FINDING_FAVOURS_SIDE)->text, "Blue"));
}

static void
test_diff_same_games (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StBalanceDiff) same = st_balance_diff_compare (game, make_report (game, 30, 20, 10), game,
                                                            make_report (game, 30, 20, 10), "sv");
  StPlaytestReport *changed = make_report (game, 30, 20, 10);
  g_autoptr (StBalanceDiff) other = NULL;

  /* Every game ended alike: the plain answer, with the side in the language asked for. */
  g_assert_true (same->same_games);
  g_assert_false (same->real);
  g_assert_cmpstr (same->side_name, ==, "Blå");
  g_assert_true (g_str_has_prefix (same->statement, "No game changed"));
  g_assert_nonnull (strstr (same->statement, "Blå"));

  /* One game one turn longer is a change, though not a real one. */
  g_array_index (changed->results, StPlaytestGame, 7).turns++;
  other = st_balance_diff_compare (game, make_report (game, 30, 20, 10), game, changed, NULL);
  g_assert_false (other->same_games);
  g_assert_false (other->real);
  g_assert_true (g_str_has_prefix (other->statement, "The change may be chance"));
}

static void
test_merge_seatings (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StPlaytestReport) a = make_report (game, 30, 20, 10);
  g_autoptr (StPlaytestReport) b = make_report (game, 25, 30, 5);
  g_autoptr (StPlaytestReport) both = st_playtest_report_merge (game, a, b);

  g_assert_cmpuint (both->games, ==, 120);
  g_assert_cmpuint (both->wins[0], ==, 55);
  g_assert_cmpuint (both->wins[1], ==, 50);
  g_assert_cmpuint (both->draws, ==, 15);
  g_assert_cmpuint (both->results->len, ==, 120);
  /* One definition of a win rate: a share of the decisive games. */
  CLOSE (both->first_player_win_rate, 55.0 / 105);
  g_assert_cmpuint (both->end_reasons[1] + both->end_reasons[2], ==, 120);
}

static void
test_export_both_seatings (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StScenario) swapped = st_balance_swapped_scenario (game);
  g_autoptr (StGame) other = st_game_new_from_scenario (swapped, NULL);
  g_autoptr (StPlaytestReport) a = make_report (game, 48, 52, 0);
  g_autoptr (StPlaytestReport) b = make_report (other, 51, 49, 0);
  StPlaytestSeating seatings[] = { { game, a }, { other, b } };
  StPlaytestOptions options;
  g_autofree char  *json = NULL;
  g_autofree char  *csv = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  JsonObject *root;
  JsonArray  *array;
  gboolean    no_first_move = FALSE;

  st_playtest_options_init (&options);
  json = st_playtest_report_to_json ("/scenarios/basic.xml", &options, seatings, 2, NULL);
  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  /* The scenario's path, the sum of both seatings, each seating, and the verdict of both. */
  g_assert_cmpstr (json_object_get_string_member (root, "file"), ==, "/scenarios/basic.xml");
  g_assert_cmpint (json_object_get_int_member (root, "games"), ==, 200);
  g_assert_cmpint (json_object_get_int_member (root, "first_player_wins"), ==, 99);
  array = json_object_get_array_member (root, "sides");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (array, 0), "side"), ==,
                   "blue");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (array, 0), "wins"), ==,
                   48 + 49);
  array = json_object_get_array_member (root, "seatings");
  g_assert_cmpuint (json_array_get_length (array), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (array, 1), "first_side"), ==,
                   "red");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (array, 1), "games"), ==, 100);
  array = json_object_get_array_member (root, "verdict");
  for (guint i = 0; i < json_array_get_length (array); i++)
    no_first_move |= g_str_equal (
        json_object_get_string_member (json_array_get_object_element (array, i), "kind"), "no-first-move");
  g_assert_true (no_first_move);

  csv = st_playtest_report_to_csv (seatings, 2);
  lines = g_strsplit (csv, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "seating,game,seed,winner,end_reason,turns,actions");
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 200 + 1);
  g_assert_true (g_str_has_prefix (lines[1], "blue,0,"));
  g_assert_true (g_str_has_prefix (lines[101], "red,0,"));
}

static void
test_game_log_replays (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StPlaytestReport) report = NULL;
  StPlaytestOptions options;

  st_playtest_options_init (&options);
  options.games = 12;
  options.jobs = 2;
  options.seed = 5;
  st_player_options_init (&options.players[0], ST_PLAYER_GREEDY);
  report = st_playtest_run (game, &options, NULL, NULL, NULL, NULL);
  for (guint i = 0; i < options.games; i += 5)
    {
      const StPlaytestGame *result = &g_array_index (report->results, StPlaytestGame, i);
      g_autoptr (StGameLog) log = st_playtest_game_log (game, &options, i);
      g_autoptr (GError) error = NULL;
      g_autofree char *text = st_game_log_to_string (log);
      g_autoptr (StGameLog) parsed = st_game_log_parse (text, NULL, &error);
      g_autoptr (StState) state = NULL;
      int line = 0, column = 0;

      g_assert_no_error (error);
      g_assert_cmpuint (log->seed, ==, result->seed);
      g_assert_cmpuint (log->actions->len, ==, result->actions);
      state = st_game_replay (game, parsed, &line, &column, &error);
      g_assert_no_error (error);
      g_assert_true (st_game_is_terminal (game, state));
      g_assert_cmpint (st_game_winner (game, state), ==, result->winner);
      g_assert_cmpuint (st_game_end_reason (game, state), ==, result->reason);
      g_assert_cmpint (st_game_turn (game, state), ==, result->turns);
    }
}

typedef struct
{
  guint  calls;
  double last_width;
  guint  last_games;
} Standings;

static void
record_standing (const StPlaytestStanding *standing, gpointer user_data)
{
  Standings *s = user_data;

  s->calls++;
  g_assert_cmpuint (standing->games, >, s->last_games);
  s->last_games = standing->games;
  s->last_width = standing->high - standing->low;
}

static void
test_sequential_stop (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StPlaytestReport) one = NULL;
  g_autoptr (StPlaytestReport) two = NULL;
  g_autoptr (StPlaytestReport) full = NULL;
  StPlaytestOptions options;
  Standings         standings = { 0, 1.0, 0 };

  st_playtest_options_init (&options);
  options.games = 400;
  options.seed = 9;
  options.check_every = 10;
  st_player_options_init (&options.players[0], ST_PLAYER_GREEDY);
  options.jobs = 1;
  one = st_playtest_run_full (game, &options, NULL, NULL, record_standing, &standings, NULL);
  options.jobs = 2;
  two = st_playtest_run (game, &options, NULL, NULL, NULL, NULL);

  /* Greedy against random is clear long before 400 games, at a checkpoint, and
   * the stop does not depend on the number of jobs. */
  g_assert_cmpuint (one->games, <, 400);
  g_assert_cmpuint (one->games % 10, ==, 0);
  g_assert_cmpuint (one->games_planned, ==, 400);
  g_assert_cmpint (one->decision, ==, ST_SEQUENTIAL_ABOVE);
  g_assert_cmpuint (two->games, ==, one->games);
  g_assert_cmpuint (two->wins[0], ==, one->wins[0]);
  g_assert_cmpuint (standings.calls, ==, one->games / 10);
  g_assert_cmpuint (standings.last_games, ==, one->games);
  g_assert_cmpfloat (standings.last_width, <, 0.5);

  /* Its games are the first games of the full run. */
  options.check_every = 0;
  options.games = one->games;
  full = st_playtest_run (game, &options, NULL, NULL, NULL, NULL);
  g_assert_cmpuint (full->wins[0], ==, one->wins[0]);
  g_assert_cmpint (full->decision, ==, ST_SEQUENTIAL_CONTINUE);
}

static void
test_swapped_scenario (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StScenario) swapped = st_balance_swapped_scenario (game);
  g_autoptr (StGame) other = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (swapped);
  other = st_game_new_from_scenario (swapped, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (st_game_player_side (other, 0), ==, st_game_player_side (game, 1));
  g_assert_cmpstr (st_game_player_side (other, 1), ==, st_game_player_side (game, 0));
}

/* A baseline keeps its runs: comparing a later version with it plays the new
 * version only, with the same figures as playing both; other players, fewer
 * games or a seating it did not play make the old version play again, and the
 * diff says why. */
static void
test_diff_baseline (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StScenario) swapped = st_balance_swapped_scenario (game);
  g_autoptr (StGame) swapped_game = st_game_new_from_scenario (swapped, NULL);
  g_autoptr (StSweepParam) param = st_sweep_param_parse (st_game_scenario (game), "turn-limit", NULL);
  g_autoptr (StScenario) newer = st_sweep_apply (st_game_scenario (game), param, "6", NULL, NULL);
  g_autoptr (StPlaytestReport) own = NULL;
  g_autoptr (StPlaytestReport) other = NULL;
  g_autoptr (StBalanceDiff) full = NULL;
  g_autoptr (StBalanceDiff) reused = NULL;
  g_autoptr (StBalanceDiff) fewer = NULL;
  g_autoptr (StBalanceDiff) one = NULL;
  g_autoptr (StBalanceDiff) others = NULL;
  StPlaytestOptions options, random;
  StBalanceBaseline baseline;

  st_playtest_options_init (&options);
  options.games = 24;
  options.jobs = 2;
  options.seed = 5;
  for (int p = 0; p < 2; p++)
    st_player_options_init (&options.players[p], ST_PLAYER_GREEDY);
  own = st_playtest_run (game, &options, NULL, NULL, NULL, NULL);
  other = st_playtest_run (swapped_game, &options, NULL, NULL, NULL, NULL);
  baseline = (StBalanceBaseline){ (StScenario *) st_game_scenario (game), options, own, other };

  full = st_balance_diff_run (baseline.scenario, newer, &options, NULL, NULL, NULL, NULL, NULL);
  reused = st_balance_diff_run_baseline (&baseline, newer, &options, NULL, NULL, NULL, NULL, NULL);
  g_assert_cmpuint (reused->old_reused, ==, 2);
  g_assert_null (reused->replayed);
  g_assert_cmpuint (full->old_reused, ==, 0);
  g_assert_cmpuint (reused->figures->len, ==, full->figures->len);
  for (guint i = 0; i < full->figures->len; i++)
    {
      const StDiffFigure *a = g_ptr_array_index (full->figures, i),
                         *b = g_ptr_array_index (reused->figures, i);

      g_assert_cmpfloat (a->old_value, ==, b->old_value);
      g_assert_cmpfloat (a->new_value, ==, b->new_value);
      g_assert_cmpfloat (a->p_value, ==, b->p_value);
    }
  g_assert_cmpstr (full->statement, ==, reused->statement);

  /* Its first games stand for a shorter comparison. */
  options.games = 10;
  fewer = st_balance_diff_run_baseline (&baseline, newer, &options, NULL, NULL, NULL, NULL, NULL);
  g_assert_cmpuint (fewer->old_reused, ==, 2);
  g_assert_cmpuint (fewer->old_report->games, ==, 10);
  {
    guint first_wins = 0;

    for (guint i = 0; i < 10; i++)
      first_wins += g_array_index (own->results, StPlaytestGame, i).winner == 0;
    g_assert_cmpuint (fewer->old_report->wins[0], ==, first_wins);
  }
  options.games = 24;

  /* One seating kept: the other is played again. */
  baseline.swapped = NULL;
  one = st_balance_diff_run_baseline (&baseline, newer, &options, NULL, NULL, NULL, NULL, NULL);
  g_assert_cmpuint (one->old_reused, ==, 1);
  g_assert_cmpstr (
      one->replayed, ==,
      "The old version was played again with the other side moving first: the earlier run played one "
      "seating only");

  g_assert_cmpfloat (((const StDiffFigure *) g_ptr_array_index (one->figures, 3))->old_value, ==,
                     ((const StDiffFigure *) g_ptr_array_index (full->figures, 3))->old_value);

  /* Other players: the old version must be played again. */
  baseline.swapped = other;
  random = options;
  for (int p = 0; p < 2; p++)
    st_player_options_init (&random.players[p], ST_PLAYER_RANDOM);
  random.games = 4;
  others = st_balance_diff_run_baseline (&baseline, newer, &random, NULL, NULL, NULL, NULL, NULL);
  g_assert_cmpuint (others->old_reused, ==, 0);
  g_assert_cmpstr (others->replayed, ==,
                   "The old version was played again: it was played by Greedy, this comparison plays Random");
  g_assert_cmpuint (others->old_report->games, ==, 4);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stats/wilson interval", test_wilson);
  g_test_add_func ("/stats/two-proportion test", test_two_proportions);
  g_test_add_func ("/stats/difference interval", test_difference_interval);
  g_test_add_func ("/stats/sequential test stops when clear", test_sequential);
  g_test_add_func ("/balance/verdict: a side is favoured", test_verdict_favours_side);
  g_test_add_func ("/balance/verdict: even, and games seldom end", test_verdict_even_and_seldom_ends);
  g_test_add_func ("/balance/verdict: too few decisive games", test_verdict_too_few);
  g_test_add_func ("/balance/verdict: a first-move advantage", test_verdict_first_move);
  g_test_add_func ("/balance/verdict: a side, not the first move", test_verdict_side_not_first_move);
  g_test_add_func ("/balance/verdict: a second-move advantage", test_verdict_second_move);
  g_test_add_func ("/balance/verdict: no clear first-move advantage", test_verdict_no_first_move);
  g_test_add_func ("/balance/verdict: both the side and the first move matter",
                   test_verdict_side_and_first_move);
  g_test_add_func ("/balance/verdict: sides named in the language asked for", test_verdict_language);
  g_test_add_func ("/balance/diff: no game changed", test_diff_same_games);
  g_test_add_func ("/balance/diff: a baseline is not played again", test_diff_baseline);
  g_test_add_func ("/playtest/both seatings merged into one report", test_merge_seatings);
  g_test_add_func ("/playtest/export of both seatings as JSON and CSV", test_export_both_seatings);
  g_test_add_func ("/playtest/a game of a run replays from its log", test_game_log_replays);
  g_test_add_func ("/playtest/a run stops early when the answer is clear", test_sequential_stop);
  g_test_add_func ("/balance/both seatings: the other side moves first", test_swapped_scenario);
  return g_test_run ();
}
