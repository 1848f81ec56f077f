/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "st-cli.h"

/* The options of commands that play many games (playtest, balance-diff). */

/* --iterations and --seconds not given: values no one types. */
#define ST_CLI_UNSET_ITERATIONS G_MININT
#define ST_CLI_UNSET_SECONDS (-G_MAXDOUBLE)
#define ST_CLI_UNSET_GAMES G_MININT
#define ST_CLI_UNSET_SEED G_MININT64
#define ST_CLI_DEFAULT_SEED 1
#define ST_CLI_DEFAULT_GAMES 1000

void
st_cli_run_init (StCliRun *run)
{
  *run = (StCliRun){
    NULL, NULL, ST_CLI_UNSET_SEED, ST_CLI_UNSET_GAMES, 1, ST_CLI_UNSET_ITERATIONS, ST_CLI_UNSET_SECONDS, NULL
  };
}

void
st_cli_run_clear (StCliRun *run)
{
  g_clear_pointer (&run->p1, g_free);
  g_clear_pointer (&run->p2, g_free);
  g_clear_pointer (&run->time, g_free);
}

void
st_cli_run_add_entries (StCliRun *run, GOptionContext *context)
{
  const GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &run->games,
      N_ ("Number of games (default 1000, or as many as the time allows)"), N_ ("N") },
    { "time", 0, 0, G_OPTION_ARG_STRING, &run->time,
      N_ ("Choose the strongest players that fit: 1m, 10m or unlimited (the default when no player is "
          "given: 1m)"),
      N_ ("TIME") },
    { "jobs", 0, 0, G_OPTION_ARG_INT, &run->jobs, N_ ("Games played at once (default 1)"), N_ ("J") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &run->seed, N_ ("Seed of the whole run (default 1)"), N_ ("S") },
    { "p1", 0, 0, G_OPTION_ARG_STRING, &run->p1, N_ ("First player: random, greedy or mcts"), N_ ("KIND") },
    { "p2", 0, 0, G_OPTION_ARG_STRING, &run->p2, N_ ("Second player: random, greedy or mcts"), N_ ("KIND") },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &run->iterations, N_ ("MCTS iterations a decision (default 200)"),
      N_ ("N") },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &run->seconds,
      N_ ("MCTS thinking time a decision instead of iterations (results then depend on the machine)"),
      N_ ("SECONDS") },
    { NULL },
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

gboolean
st_cli_run_options (const char *command, const StCliRun *run, StPlaytestOptions *options)
{
  StPlayerKind kinds[2];

  StBalanceTime time;

  if ((run->games != ST_CLI_UNSET_GAMES && run->games < 1) || run->jobs < 1 || run->jobs > 256
      || (run->seed != ST_CLI_UNSET_SEED && run->seed < 0)
      || (run->iterations != ST_CLI_UNSET_ITERATIONS && run->iterations < 1)
      || (run->seconds != ST_CLI_UNSET_SECONDS && !(run->seconds > 0.0)))
    {
      g_printerr (
          _ ("sandtable-cli %s: --games, --jobs (at most 256), --seed, --iterations and --seconds must "
             "be positive\n"),
          command);
      return FALSE;
    }
  if (run->iterations != ST_CLI_UNSET_ITERATIONS && run->seconds != ST_CLI_UNSET_SECONDS)
    {
      g_printerr (_ ("sandtable-cli %s: --iterations and --seconds exclude each other\n"), command);
      return FALSE;
    }
  if (run->time != NULL && !st_balance_time_from_string (run->time, &time))
    {
      g_printerr (_ ("sandtable-cli %s: --time expects 1m, 10m or unlimited, not '%s'\n"), command,
                  run->time);
      return FALSE;
    }
  if (run->time != NULL
      && (run->p1 != NULL || run->p2 != NULL || run->iterations != ST_CLI_UNSET_ITERATIONS
          || run->seconds != ST_CLI_UNSET_SECONDS))
    {
      g_printerr (_ ("sandtable-cli %s: --time chooses the players: it excludes --p1, --p2, --iterations and "
                     "--seconds\n"),
                  command);
      return FALSE;
    }
  if (!st_cli_parse_player (command, "--p1", run->p1, &kinds[0])
      || !st_cli_parse_player (command, "--p2", run->p2, &kinds[1]))
    return FALSE;
  st_playtest_options_init (options);
  options->games = run->games != ST_CLI_UNSET_GAMES ? (guint) run->games : ST_CLI_DEFAULT_GAMES;
  options->jobs = (guint) run->jobs;
  options->seed = run->seed != ST_CLI_UNSET_SEED ? (guint64) run->seed : ST_CLI_DEFAULT_SEED;
  for (int p = 0; p < 2; p++)
    {
      st_player_options_init (&options->players[p], kinds[p]);
      /* A time budget is iterations 0 (st-player.h). */
      options->players[p].iterations = run->seconds > 0.0    ? 0
                                       : run->iterations > 0 ? (guint) run->iterations
                                                             : 200;
      if (run->seconds > 0.0)
        options->players[p].seconds = run->seconds;
    }
  return TRUE;
}

StBalanceAsked
st_cli_run_asked (const StCliRun *run)
{
  return (run->p1 != NULL ? ST_BALANCE_ASKED_P1 : 0) | (run->p2 != NULL ? ST_BALANCE_ASKED_P2 : 0)
         | (run->iterations != ST_CLI_UNSET_ITERATIONS || run->seconds != ST_CLI_UNSET_SECONDS
                ? ST_BALANCE_ASKED_BUDGET
                : 0)
         | (run->seed != ST_CLI_UNSET_SEED ? ST_BALANCE_ASKED_SEED : 0)
         | (run->games != ST_CLI_UNSET_GAMES ? ST_BALANCE_ASKED_GAMES : 0);
}

gboolean
st_cli_run_by_time (const StCliRun *run, StBalanceTime *time)
{
  if (run->time != NULL)
    return st_balance_time_from_string (run->time, time);
  if (run->p1 != NULL || run->p2 != NULL || run->iterations != ST_CLI_UNSET_ITERATIONS
      || run->seconds != ST_CLI_UNSET_SECONDS)
    return FALSE;
  *time = ST_BALANCE_TIME_MINUTE;
  return TRUE;
}

gboolean
st_cli_run_choose (const char        *command,
                   const StCliRun    *run,
                   const StGame      *game,
                   gboolean           both_seatings,
                   StPlaytestOptions *options,
                   StBalanceChoice   *choice)
{
  g_autoptr (GError) error = NULL;
  StBalanceTime time;
  guint64       seed = options->seed;
  guint         jobs = options->jobs;

  if (!st_cli_run_by_time (run, &time))
    return TRUE;
  if (options->shard != NULL)
    {
      /* Players chosen by time depend on the machine that measures them, so the
       * shards of one run could play with different players. */
      g_printerr (_ ("sandtable-cli %s: error: players chosen by time depend on the machine each shard runs "
                     "on; name the players with --p1, --p2 and --iterations to split a run into shards\n"),
                  command);
      return FALSE;
    }
  g_printerr (_ ("Measuring the players on this scenario…\n"));
  if (!st_balance_choose_players (game, time, jobs, both_seatings, NULL, choice, &error))
    {
      g_printerr ("sandtable-cli %s: error: %s\n", command, error->message);
      return FALSE;
    }
  st_balance_choice_options (choice, seed, jobs, run->games != ST_CLI_UNSET_GAMES ? (guint) run->games : 0,
                             options, NULL);
  /* Translators: the players a time budget chose, "Players: MCTS, 0.2 s a move, beat Greedy in 7 of 8 games
   * here". */
  g_printerr (_ ("Players: %s\n"), choice->description);
  if (choice->end != 0)
    {
      double seconds = (double) (choice->end - g_get_monotonic_time ()) / G_USEC_PER_SEC;

      /* Translators: what a run by time plans to play, and the time it stops at whatever it has played:
       * "Plan: up to 626 games a seating, then 12 with the stronger players, within 58 s". */
      g_printerr (_ ("Plan: up to %u games a seating, then %u with the stronger players, within %.0f s\n"),
                  options->games, choice->stronger.games, MAX (seconds, 0));
    }
  return TRUE;
}

void
st_cli_run_progress (guint done, guint total, gpointer user_data)
{
  StCliProgress *p = user_data;
  guint          percent = total ? done * 100 / total : 100;

  if (percent == p->last_percent && done != total)
    return;
  p->last_percent = percent;
  /* The carriage return rewrites the line; it is not part of the message. */
  g_printerr ("\r");
  g_printerr (_ ("played %u of %u games"), done, total);
  if (done == total)
    g_printerr ("\n");
}
