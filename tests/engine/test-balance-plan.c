/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-scenario-io.h"
#include "engine/st-balance-plan.h"
#include "engine/st-balance-players.h"
#include "engine/st-playtest-export.h"

/* The plan of a run by time is a pure function of measured costs: these tests
 * give it costs (an idle machine, a loaded one, one thread or two) and check
 * that what it plans fits the budget, stronger players' check included, and
 * that the deadlines keep the parts within it. No clock is read, except by
 * the runner's test of a deadline that has already passed. */

#define MIN_ITERATIONS ST_BALANCE_MIN_ITERATIONS

static double
total (const StBalancePlan *plan)
{
  double sum = 0;

  for (int k = 0; k < ST_N_BALANCE_PARTS; k++)
    sum += plan->seconds[k];
  return sum;
}

/* maneuver-basic as measured: about 200 actions a Greedy game. */
static StBalanceCosts
costs (double greedy, double iteration, double speedup)
{
  return (StBalanceCosts){ 200, greedy, iteration, speedup };
}

/* An idle machine, a minute, both seatings: MCTS cannot search 25 iterations a
 * move in 60 games, so Greedy plays, checked by MCTS, and all of it fits. */
static void
test_minute_idle (void)
{
  StBalanceCosts c = costs (2e-4, 1e-4, 2);
  StBalancePlan  plan;

  st_balance_plan_make (&c, 60, 60, 2, MIN_ITERATIONS, &plan);
  g_assert_cmpuint (plan.iterations, ==, 0);
  g_assert_cmpint (plan.options.players[0].kind, ==, ST_PLAYER_GREEDY);
  g_assert_cmpint (plan.stronger.players[0].kind, ==, ST_PLAYER_MCTS);
  g_assert_cmpuint (plan.stronger.players[0].iterations, >=, MIN_ITERATIONS);
  g_assert_cmpuint (plan.stronger.games, ==, 40);
  /* Its players play on, in their time, until 40 of their games are decisive. */
  g_assert_cmpuint (plan.stronger.until_decisive, ==, 40);
  g_assert_cmpuint (plan.options.until_decisive, ==, 0);
  g_assert_cmpuint (plan.options.games, >=, 60);
  g_assert_cmpfloat (plan.budget, ==, 60 * ST_BALANCE_PLAN_SHARE);
  g_assert_cmpfloat (total (&plan), <=, plan.budget + 1e-9);
  /* The check has the share of the time it was given, the run the rest. */
  g_assert_cmpfloat (plan.seconds[ST_BALANCE_PART_SAMPLE] * 2, <=, 0.6 * plan.budget + 1e-9);
  g_assert_cmpfloat (plan.seconds[ST_BALANCE_PART_SWAPPED_RUN], ==, plan.seconds[ST_BALANCE_PART_RUN]);
}

/* Ten minutes on the same machine: MCTS, with its strength games, its stronger
 * sample (four times its iterations) and both seatings within the budget. */
static void
test_ten_minutes_mcts (void)
{
  StBalanceCosts c = costs (2e-4, 1e-4, 2);
  StBalancePlan  plan;

  st_balance_plan_make (&c, 600, 200, 2, MIN_ITERATIONS, &plan);
  g_assert_cmpuint (plan.iterations, >=, MIN_ITERATIONS);
  g_assert_cmpint (plan.options.players[1].kind, ==, ST_PLAYER_MCTS);
  g_assert_cmpuint (plan.options.players[1].iterations, ==, plan.iterations);
  g_assert_cmpuint (plan.stronger.players[0].iterations, ==, 4 * plan.iterations);
  g_assert_cmpuint (plan.options.games, ==, 200);
  g_assert_cmpuint (plan.stronger.games, ==, 50);
  g_assert_cmpuint (plan.stronger.until_decisive, ==, 50);
  g_assert_cmpfloat (plan.seconds[ST_BALANCE_PART_STRENGTH], >, 0);
  g_assert_cmpfloat (total (&plan), <=, plan.budget + 1e-9);
  /* Rounded down to two figures, the plan fills most of the budget. */
  g_assert_cmpfloat (total (&plan), >=, 0.9 * plan.budget);
}

/* The threads do not play twice as fast when the machine is busy: the same
 * costs with a measured speed-up of 1.1 instead of 2 buy fewer iterations, or
 * fewer games, never a longer run. */
static void
test_speedup (void)
{
  StBalanceCosts fast = costs (2e-4, 1e-4, 2), slow = costs (2e-4, 1e-4, 1.1);
  StBalancePlan  a, b;

  st_balance_plan_make (&fast, 600, 200, 2, MIN_ITERATIONS, &a);
  st_balance_plan_make (&slow, 600, 200, 2, MIN_ITERATIONS, &b);
  g_assert_cmpuint (b.iterations, <, a.iterations);
  g_assert_cmpfloat (total (&b), <=, b.budget + 1e-9);
  /* A speed-up below one thread's is one thread's. */
  slow.speedup = 0.5;
  st_balance_plan_make (&slow, 60, 60, 1, MIN_ITERATIONS, &b);
  g_assert_cmpfloat (total (&b), <=, b.budget + 1e-9);
}

/* From an idle machine to one ten thousand times slower, one or two seatings,
 * a minute or ten: the plan fits, or is the least run (the fewest Greedy games
 * and no stronger game) when nothing smaller can be played. */
static void
test_fits_any_load (void)
{
  for (double slow = 1; slow <= 1e4; slow *= 3)
    for (guint seatings = 1; seatings <= 2; seatings++)
      for (int t = 0; t < 2; t++)
        {
          StBalanceCosts c = costs (2e-4 * slow, 1e-4 * slow, 1 + slow / 1e4);
          StBalancePlan  plan;
          double         seconds = t == 0 ? 60 : 600;

          st_balance_plan_make (&c, seconds, t == 0 ? 60 : 200, seatings, MIN_ITERATIONS, &plan);
          g_test_message ("slow %g, %u seatings, %g s: %u + %u games, %u iterations, %.1f of %.1f s", slow,
                          seatings, seconds, plan.options.games, plan.stronger.games, plan.iterations,
                          total (&plan), plan.budget);
          g_assert_cmpuint (plan.stronger.games, <=, plan.options.games);
          if (seatings == 1)
            g_assert_cmpfloat (plan.seconds[ST_BALANCE_PART_SWAPPED_RUN], ==, 0);
          if (total (&plan) > plan.budget + 1e-9)
            {
              g_assert_cmpuint (plan.iterations, ==, 0);
              g_assert_cmpuint (plan.options.games, ==, ST_BALANCE_MIN_GAMES);
              g_assert_cmpuint (plan.stronger.games, ==, 0);
            }
        }
}

/* MCTS lost to Greedy: Greedy plays instead, in the time left. */
static void
test_greedy_instead (void)
{
  StBalanceCosts c = costs (2e-4, 1e-4, 2);
  StBalancePlan  plan;

  st_balance_plan_greedy (&c, 500, 200, 2, MIN_ITERATIONS, &plan);
  g_assert_cmpuint (plan.iterations, ==, 0);
  g_assert_cmpint (plan.options.players[0].kind, ==, ST_PLAYER_GREEDY);
  g_assert_cmpuint (plan.stronger.players[0].iterations, ==, 4 * MIN_ITERATIONS);
  g_assert_cmpuint (plan.options.games, ==, 1000);
  g_assert_cmpfloat (total (&plan), <=, plan.budget + 1e-9);
  /* As long as it takes: no budget, MCTS at about a second a move (8192
   * iterations a second, rounded down to two figures). */
  c.iteration_seconds = 1.0 / 8192;
  st_balance_plan_make (&c, 0, 200, 2, MIN_ITERATIONS, &plan);
  g_assert_cmpuint (plan.iterations, ==, 8100);
  g_assert_cmpfloat (plan.budget, ==, 0);
}

/* --games with players chosen by time: the estimates follow the games. */
static void
test_estimate (void)
{
  StBalanceCosts c = costs (1e-3, 1e-4, 1);
  StBalancePlan  plan;

  st_balance_plan_greedy (&c, 60, 60, 1, MIN_ITERATIONS, &plan);
  plan.options.games = 10;
  plan.stronger.games = 5;
  st_balance_plan_estimate (&c, 1, &plan);
  g_assert_cmpfloat_with_epsilon (plan.seconds[ST_BALANCE_PART_RUN], 10 * 200 * 1e-3, 1e-9);
  g_assert_cmpfloat_with_epsilon (plan.seconds[ST_BALANCE_PART_SAMPLE],
                                  5 * 200 * 1e-4 * plan.stronger.players[0].iterations, 1e-9);
  g_assert_cmpfloat (plan.seconds[ST_BALANCE_PART_SWAPPED_RUN], ==, 0);
}

/* Each part gets its share of the time left and no more; a part that ends
 * early leaves its time to the parts after it, and the last ends at the end. */
static void
test_deadlines (void)
{
  StBalancePlan plan = { 0 };
  const gint64  s = G_USEC_PER_SEC;

  plan.seconds[ST_BALANCE_PART_RUN] = 10;
  plan.seconds[ST_BALANCE_PART_SAMPLE] = 5;
  plan.seconds[ST_BALANCE_PART_SWAPPED_RUN] = 10;
  plan.seconds[ST_BALANCE_PART_SWAPPED_SAMPLE] = 5;
  g_assert_cmpint (st_balance_plan_deadline (&plan, ST_BALANCE_PART_STRENGTH, 0, 30 * s), ==, 0);
  /* A third of the estimates: a third of the time. */
  g_assert_cmpint (st_balance_plan_deadline (&plan, ST_BALANCE_PART_RUN, 0, 30 * s), ==, 10 * s);
  /* The run stopped when clear after 4 s: the sample has a quarter of the 26 s left. */
  g_assert_cmpint (st_balance_plan_deadline (&plan, ST_BALANCE_PART_SAMPLE, 4 * s, 30 * s), ==,
                   4 * s + 26 * s / 4);
  /* The first seating took more than its time: the other's run has two thirds
   * of the 4 s left, its sample the rest. */
  g_assert_cmpint (st_balance_plan_deadline (&plan, ST_BALANCE_PART_SWAPPED_RUN, 26 * s, 30 * s), ==,
                   26 * s + (gint64) (4 * s * (10.0 / 15)));
  g_assert_cmpint (st_balance_plan_deadline (&plan, ST_BALANCE_PART_SWAPPED_SAMPLE, 20 * s, 30 * s), ==,
                   30 * s);
  /* A machine slower than measured: every part runs to its deadline, and the
   * two seatings have equal time, each sample its share (it was 20 s and 10 s
   * when a part could take twice its share). */
  {
    gint64 run = st_balance_plan_deadline (&plan, ST_BALANCE_PART_RUN, 0, 30 * s);
    gint64 sample = st_balance_plan_deadline (&plan, ST_BALANCE_PART_SAMPLE, run, 30 * s);
    gint64 swapped = st_balance_plan_deadline (&plan, ST_BALANCE_PART_SWAPPED_RUN, sample, 30 * s);
    gint64 swapped_sample = st_balance_plan_deadline (&plan, ST_BALANCE_PART_SWAPPED_SAMPLE, swapped, 30 * s);

    g_assert_cmpint (sample, ==, 15 * s);
    g_assert_cmpint (sample - run, ==, 5 * s);
    g_assert_cmpint (swapped_sample - sample, ==, 15 * s);
    g_assert_cmpint (swapped_sample - swapped, ==, 5 * s);
  }
  /* The strength games may take twice their share: too few of them and MCTS is not chosen. */
  plan.seconds[ST_BALANCE_PART_STRENGTH] = 2;
  g_assert_cmpint (st_balance_plan_deadline (&plan, ST_BALANCE_PART_STRENGTH, 0, 32 * s), ==, 4 * s);
  /* Late: the part starts and stops at once. */
  g_assert_cmpint (st_balance_plan_deadline (&plan, ST_BALANCE_PART_SWAPPED_RUN, 31 * s, 30 * s), ==, 31 * s);
  /* No end: no deadline. */
  g_assert_cmpint (st_balance_plan_deadline (&plan, ST_BALANCE_PART_RUN, 5 * s, 0), ==, 0);
}

/* What an MCTS decision costs besides its iterations weighs most on few
 * iterations: a plan that counts it buys fewer iterations, or fewer games of
 * the check, and still fits; the estimates count it on every decision. */
static void
test_decision_setup (void)
{
  StBalanceCosts plain = costs (2e-4, 1e-4, 2), setup = plain;
  StBalancePlan  a, b;

  setup.decision_seconds = 25 * setup.iteration_seconds;
  st_balance_plan_make (&plain, 600, 200, 2, MIN_ITERATIONS, &a);
  st_balance_plan_make (&setup, 600, 200, 2, MIN_ITERATIONS, &b);
  g_assert_cmpuint (b.iterations, <, a.iterations);
  g_assert_cmpfloat (total (&b), <=, b.budget + 1e-9);
  g_assert_cmpfloat (total (&b), >=, 0.85 * b.budget);
  g_assert_cmpfloat_with_epsilon (st_balance_plan_run_seconds (&setup, &b.options),
                                  b.options.games * 200 * (setup.decision_seconds + b.iterations * 1e-4) / 2,
                                  1e-9);
  /* Greedy checked by MCTS in a minute: the check costs what its decisions cost. */
  st_balance_plan_greedy (&plain, 60, 60, 2, MIN_ITERATIONS, &a);
  st_balance_plan_greedy (&setup, 60, 60, 2, MIN_ITERATIONS, &b);
  g_assert_cmpfloat (b.seconds[ST_BALANCE_PART_SAMPLE], <=, 0.6 * b.budget / 2 + 1e-9);
  g_assert_true (b.stronger.players[0].iterations < a.stronger.players[0].iterations
                 || b.stronger.games < a.stronger.games);
  g_assert_cmpfloat (total (&b), <=, b.budget + 1e-9);
}

/* The strength games say what MCTS games cost: slower than the costs say, the
 * iteration costs what makes them take that long, and a plan made again buys
 * fewer iterations; never faster. */
static void
test_costs_correct (void)
{
  StBalanceCosts c = costs (2e-4, 1e-4, 2), slower;
  StBalancePlan  first, again;
  double         took;

  st_balance_plan_make (&c, 600, 200, 2, MIN_ITERATIONS, &first);
  g_assert_cmpuint (first.iterations, >=, MIN_ITERATIONS);
  /* As estimated, or faster: nothing changes. */
  slower = c;
  st_balance_costs_correct (&slower, first.iterations, 8, first.seconds[ST_BALANCE_PART_STRENGTH]);
  g_assert_cmpfloat (slower.iteration_seconds, ==, c.iteration_seconds);
  st_balance_costs_correct (&slower, first.iterations, 8, first.seconds[ST_BALANCE_PART_STRENGTH] / 3);
  g_assert_cmpfloat (slower.iteration_seconds, ==, c.iteration_seconds);
  st_balance_plan_make (&slower, 600, 200, 2, MIN_ITERATIONS, &again);
  g_assert_cmpuint (again.iterations, ==, first.iterations);
  /* Three times as long: the MCTS half of their decisions cost it all. */
  took = 3 * first.seconds[ST_BALANCE_PART_STRENGTH];
  st_balance_costs_correct (&slower, first.iterations, 8, took);
  g_assert_cmpfloat (slower.iteration_seconds, >, 3 * c.iteration_seconds);
  again.iterations = first.iterations;
  again.options = first.options;
  again.stronger = first.stronger;
  st_balance_plan_estimate (&slower, 2, &again);
  g_assert_cmpfloat_with_epsilon (again.seconds[ST_BALANCE_PART_STRENGTH], took, 1e-9 * took);
  st_balance_plan_make (&slower, 600, 200, 2, MIN_ITERATIONS, &again);
  g_assert_cmpuint (again.iterations, <, first.iterations);
  g_assert_cmpfloat (total (&again), <=, again.budget + 1e-9);
  /* No games, no time: nothing to learn. */
  slower = c;
  st_balance_costs_correct (&slower, first.iterations, 0, 100);
  st_balance_costs_correct (&slower, 0, 8, 100);
  g_assert_cmpfloat (slower.iteration_seconds, ==, c.iteration_seconds);
}

/* The options every command and the page take from a choice: its players with
 * the run's seed and threads; games given by the user are all played (no time
 * limit), with the sample at most as many and the estimates made again. */
static void
test_choice_options (void)
{
  StBalanceChoice   choice = { 0 };
  StPlaytestOptions options, stronger;

  choice.costs = costs (1e-3, 1e-4, 1);
  choice.seatings = 2;
  st_balance_plan_greedy (&choice.costs, 60, 60, 2, MIN_ITERATIONS, &choice.plan);
  choice.options = choice.plan.options;
  choice.stronger = choice.plan.stronger;
  choice.end = 60 * G_USEC_PER_SEC;
  st_balance_choice_options (&choice, 7, 2, 0, &options, &stronger);
  g_assert_cmpint (choice.end, ==, 60 * G_USEC_PER_SEC);
  g_assert_cmpuint (options.games, ==, choice.plan.options.games);
  g_assert_cmpuint (stronger.until_decisive, ==, stronger.games);
  g_assert_cmpuint (options.seed, ==, 7);
  g_assert_cmpuint (stronger.jobs, ==, 2);
  st_balance_choice_options (&choice, 7, 2, 10, &options, &stronger);
  g_assert_cmpint (choice.end, ==, 0);
  g_assert_cmpuint (options.games, ==, 10);
  g_assert_cmpuint (stronger.games, <=, 10);
  /* Every game asked for, no more. */
  g_assert_cmpuint (stronger.until_decisive, ==, 0);
  g_assert_cmpfloat_with_epsilon (choice.plan.seconds[ST_BALANCE_PART_RUN], 10 * 200 * 1e-3, 1e-9);
  st_balance_choice_deadline (&choice, ST_BALANCE_PART_RUN, &options);
  g_assert_cmpint (options.deadline, ==, 0);
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

/* A deadline already passed: the run stops at once with the games it has (none),
 * says so, and the JSON says so; without a deadline every game is played. */
static void
test_runner_deadline (void)
{
  g_autoptr (StGame) game = basic_game ();
  g_autoptr (StPlaytestReport) late = NULL;
  g_autoptr (StPlaytestReport) all = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char  *json = NULL;
  StPlaytestOptions o;

  st_playtest_options_init (&o);
  o.games = 6;
  o.jobs = 2;
  o.deadline = 1; /* long past on the monotonic clock */
  late = st_playtest_run (game, &o, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (late->games, ==, 0);
  g_assert_cmpuint (late->games_planned, ==, 6);
  g_assert_true (late->out_of_time);
  json = st_playtest_report_to_json (NULL, &o, &(StPlaytestSeating){ game, late, NULL }, 1, NULL);
  g_assert_nonnull (strstr (json, "\"time-limit\""));
  o.deadline = 0;
  all = st_playtest_run (game, &o, NULL, NULL, NULL, &error);
  g_assert_cmpuint (all->games, ==, 6);
  g_assert_false (all->out_of_time);
}

/* A run that plays on for decisive games stops at the first game (from the
 * games asked for on) at which its first games hold enough of them, or at the
 * most it may play: the same games as a longer run's first, whatever the
 * players' results and the threads. */
static void
test_until_decisive (void)
{
  g_autoptr (StGame) game = basic_game ();
  const StPlayerKind kinds[][2] = { { ST_PLAYER_RANDOM, ST_PLAYER_RANDOM },
                                    { ST_PLAYER_GREEDY, ST_PLAYER_GREEDY },
                                    { ST_PLAYER_GREEDY, ST_PLAYER_RANDOM } };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr (StPlaytestReport) all = NULL;
      g_autoptr (StPlaytestReport) until = NULL;
      g_autoptr (GError) error = NULL;
      StPlaytestOptions o;
      guint             decisive = 0, expected = 0;

      st_playtest_options_init (&o);
      o.jobs = 2;
      o.seed = 11;
      st_player_options_init (&o.players[0], kinds[k][0]);
      st_player_options_init (&o.players[1], kinds[k][1]);
      o.games = 5 * ST_PLAYTEST_MORE_GAMES;
      all = st_playtest_run (game, &o, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      o.games = 5;
      o.until_decisive = 4;
      until = st_playtest_run (game, &o, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      /* Where the longer run's first games first hold 4 decisive, from game 5 on. */
      for (guint i = 0; i < all->games && expected == 0; i++)
        {
          decisive += g_array_index (all->results, StPlaytestGame, i).winner >= 0;
          if (i + 1 >= 5 && decisive >= 4)
            expected = i + 1;
        }
      if (expected == 0)
        expected = 5 * ST_PLAYTEST_MORE_GAMES;
      g_test_message ("players %d, %d: %u games, %u decisive", kinds[k][0], kinds[k][1], until->games,
                      until->wins[0] + until->wins[1]);
      g_assert_cmpuint (until->games, ==, expected);
      g_assert_cmpuint (until->games_planned, ==, 5);
      g_assert_false (until->out_of_time);
      for (guint i = 0; i < until->games; i++)
        g_assert_cmpint (g_array_index (until->results, StPlaytestGame, i).winner, ==,
                         g_array_index (all->results, StPlaytestGame, i).winner);
    }
}

/* The players' description names a time a move with two significant figures:
 * manoeuvre's 26 iterations were "0.000 s a move". */
static void
test_move_seconds (void)
{
  struct
  {
    double      seconds;
    const char *text;
  } cases[] = {
    { 0.21, "0.21" }, { 1.5, "1.50" }, { 0.011, "0.011" }, { 0.00031, "0.00031" }, { 0.0000004, "0.000000" }
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = st_balance_format_move_seconds (cases[i].seconds);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/balance-plan/minute idle", test_minute_idle);
  g_test_add_func ("/balance-plan/ten minutes MCTS", test_ten_minutes_mcts);
  g_test_add_func ("/balance-plan/speed-up", test_speedup);
  g_test_add_func ("/balance-plan/fits any load", test_fits_any_load);
  g_test_add_func ("/balance-plan/greedy instead", test_greedy_instead);
  g_test_add_func ("/balance-plan/estimate", test_estimate);
  g_test_add_func ("/balance-plan/deadlines", test_deadlines);
  g_test_add_func ("/balance-plan/choice options", test_choice_options);
  g_test_add_func ("/balance-plan/runner deadline", test_runner_deadline);
  g_test_add_func ("/balance-plan/until enough decisive games", test_until_decisive);
  g_test_add_func ("/balance-plan/costs corrected by the strength games", test_costs_correct);
  g_test_add_func ("/balance-plan/an MCTS decision's set-up", test_decision_setup);
  g_test_add_func ("/balance-plan/a time a move with two significant figures", test_move_seconds);
  return g_test_run ();
}
