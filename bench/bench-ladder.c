/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include "bench-clock.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "core/st-scenario-io.h"
#include "engine/st-player.h"
#include "engine/st-playtest-runner.h"
#include "engine/st-stats.h"
#include "engine/st-game-referee.h"

/* The AI ladder (issue 13, DESIGN.md "Performance targets"): for each bundled
 * scenario whose family has an engine, and both seats, random against random,
 * greedy against random, MCTS against greedy and MCTS against MCTS; games a
 * second for each pairing, MCTS iterations a processor second, and 1,000 greedy
 * games on two jobs. Wall time, processor time and the load average are printed:
 * the machine is often shared.
 *
 *   bench-ladder [--long] [--games N] [--mcts-games N] [--iterations N]
 *                [--one-second] [--budget NAME=N ...]
 *                [--exploration X] [--widening X] [--depth N] [--best-of N]
 *                [--only PART,PART...] [--jobs N] [--seed N] [SCENARIO.xml ...]
 *
 * PART is rate (MCTS iterations a processor second), thousand (1,000 greedy
 * games on two jobs), speed (both), random, greedy, mcts (against greedy) or
 * mcts-mcts. --one-second sets each scenario's MCTS budget to the iterations one
 * processor second runs on that scenario, measured first (so "1 s a move" is an
 * iteration budget: the games do not depend on how busy the machine is);
 * --budget NAME=N gives the budget for scenario file NAME directly. The default
 * run takes minutes; --long plays ten times the MCTS games. */

static double
cpu_now (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + usage.ru_stime.tv_sec
         + usage.ru_stime.tv_usec / 1e6;
}

static double
load_average (void)
{
  g_autofree char *text = NULL;

  if (!g_file_get_contents ("/proc/loadavg", &text, NULL, NULL))
    return -1.0;
  return g_ascii_strtod (text, NULL);
}

typedef struct
{
  int             games;
  int             mcts_games;
  int             mcts_mcts_games;
  int             iterations;
  int             jobs;
  int             seed;
  gboolean        long_run;
  gboolean        one_second;
  char          **only;
  char          **budgets;
  StPlayerOptions mcts;
} Config;

static gboolean
wants (const Config *config, const char *part)
{
  if (config->only == NULL)
    return !g_str_equal (part, "mcts-mcts") || config->long_run;
  for (guint i = 0; config->only[i] != NULL; i++)
    if (g_str_equal (config->only[i], part)
        || (g_str_equal (config->only[i], "speed")
            && (g_str_equal (part, "rate") || g_str_equal (part, "thousand"))))
      return TRUE;
  return FALSE;
}

static StPlayerOptions
kind_options (const Config *config, StPlayerKind kind)
{
  StPlayerOptions options;

  if (kind == ST_PLAYER_MCTS)
    return config->mcts;
  st_player_options_init (&options, kind);
  return options;
}

/* Plays games with player a moving first, then with b moving first; prints a's
 * results from both seats. */
static void
pairing (const StGame *game, const Config *config, StPlayerKind a, StPlayerKind b, guint games)
{
  guint             a_wins = 0, b_wins = 0, draws = 0, total = 0, decisive, at_limit = 0;
  double            wall = 0.0, cpu = 0.0, low, high, turns = 0.0, load0 = load_average ();
  g_autofree guint *reasons = g_new0 (guint, st_game_n_end_reasons (game));

  for (int seat = 0; seat < 2; seat++)
    {
      StPlaytestOptions options;
      g_autoptr (GError) error = NULL;
      g_autoptr (StPlaytestReport) report = NULL;
      double w0 = now (), c0 = cpu_now ();
      int    a_index = seat;

      st_playtest_options_init (&options);
      options.games = games;
      options.jobs = (guint) config->jobs;
      options.seed = (guint64) config->seed + (guint64) seat;
      options.players[seat] = kind_options (config, a);
      options.players[1 - seat] = kind_options (config, b);
      report = st_playtest_run (game, &options, NULL, NULL, NULL, &error);
      if (report == NULL)
        {
          fprintf (stderr, "bench-ladder: %s\n", error->message);
          exit (1);
        }
      wall += now () - w0;
      cpu += cpu_now () - c0;
      a_wins += report->wins[a_index];
      b_wins += report->wins[1 - a_index];
      draws += report->draws;
      total += report->games;
      turns += report->mean_turns * report->games;
      for (guint r = 0; r < report->n_end_reasons; r++)
        reasons[r] += report->end_reasons[r];
      printf ("    %s first: %s %u, %s %u, draws %u (%s %.0f %% of decisive games from this seat)\n",
              seat == 0 ? st_player_kind_to_string (a) : st_player_kind_to_string (b),
              st_player_kind_to_string (a), report->wins[a_index], st_player_kind_to_string (b),
              report->wins[1 - a_index], report->draws, st_player_kind_to_string (a),
              report->wins[0] + report->wins[1] > 0
                  ? 100.0 * report->wins[a_index] / (report->wins[0] + report->wins[1])
                  : 0.0);
    }
  decisive = a_wins + b_wins;
  st_wilson_interval (a_wins, decisive, 1.96, &low, &high);
  printf ("  %-6s vs %-6s %4u games: %s wins %.0f %% of decisive games (%.0f-%.0f %%), draws %.0f %%, "
          "%.1f turns; %.1f games/s wall, %.2f games per processor second (%.1f s wall, %.1f s cpu, "
          "load %.1f-%.1f)\n",
          st_player_kind_to_string (a), st_player_kind_to_string (b), total, st_player_kind_to_string (a),
          decisive ? 100.0 * a_wins / decisive : 0.0, 100.0 * low, 100.0 * high, 100.0 * draws / total,
          turns / total, total / wall, total / cpu, wall, cpu, load0, load_average ());
  printf ("    ended by:");
  for (guint r = 0; r < st_game_n_end_reasons (game); r++)
    if (reasons[r] > 0)
      {
        printf (" %s %u", st_game_end_reason_id (game, r), reasons[r]);
        if (g_str_has_suffix (st_game_end_reason_id (game, r), "-limit"))
          at_limit += reasons[r];
      }
  /* Issue 23's target: games between good players end by the rules, not at the
   * scenario's move or turn limit. */
  printf ("; by the rules (not a move or turn limit) %u of %u (%.0f %%)\n", total - at_limit, total,
          total ? 100.0 * (total - at_limit) / total : 0.0);
  fflush (stdout);
}

/* MCTS decisions from positions of a greedy game, on this thread alone. */
static double
mcts_rate (const StGame *game, const Config *config, double *decision_seconds)
{
  StPlayerOptions greedy_options;
  g_autoptr (StState) state = st_game_new_initial_state (game, 7);
  g_autoptr (StPlayer) greedy = NULL;
  g_autoptr (StPlayer) mcts = st_player_new (game, &config->mcts, 11);
  double cpu = 0.0;
  guint  decisions = 0;

  st_player_options_init (&greedy_options, ST_PLAYER_GREEDY);
  greedy = st_player_new (game, &greedy_options, 5);
  for (guint i = 0; i < 200 && decisions < 12 && !st_game_is_terminal (game, state); i++)
    {
      /* Players choose from what the player to act may know. */
      g_autoptr (StState) observation = st_game_observation (game, state);
      StAction action = st_player_choose (greedy, observation);

      if (i % 8 == 0)
        {
          double c0 = thread_cpu_now ();

          (void) st_player_choose (mcts, observation);
          cpu += thread_cpu_now () - c0;
          decisions++;
        }
      st_game_apply (game, state, action);
    }
  *decision_seconds = decisions ? cpu / decisions : 0.0;
  return cpu > 0 ? st_player_iterations (mcts) / cpu : 0.0;
}

static void
greedy_thousand (const StGame *game, const Config *config)
{
  StPlaytestOptions options;
  g_autoptr (StPlaytestReport) report = NULL;
  double w0 = now (), c0 = cpu_now (), load0 = load_average ();

  st_playtest_options_init (&options);
  options.games = 1000;
  options.jobs = 2;
  options.seed = 77;
  options.players[0] = kind_options (config, ST_PLAYER_GREEDY);
  options.players[1] = kind_options (config, ST_PLAYER_GREEDY);
  report = st_playtest_run (game, &options, NULL, NULL, NULL, NULL);
  printf ("  1,000 greedy-vs-greedy games, 2 jobs: %.1f s wall, %.1f s cpu, load %.1f-%.1f (first player %u, "
          "second %u, draws %u)\n",
          now () - w0, cpu_now () - c0, load0, load_average (), report->wins[0], report->wins[1],
          report->draws);
}

static void
ladder (const char *path, const Config *config)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) scenario = st_scenario_load_file (path, NULL, &error);
  g_autoptr (StGame) game = NULL;
  g_autofree char *name = g_path_get_basename (path);
  Config           local;

  if (scenario == NULL || (game = st_game_new_from_scenario (scenario, &error)) == NULL)
    {
      printf ("%s: no engine (%s)\n\n", name, error->message);
      return;
    }
  printf ("%s\n", name);
  local = *config;
  for (guint i = 0; config->budgets != NULL && config->budgets[i] != NULL; i++)
    {
      const char *eq = strchr (config->budgets[i], '=');

      if (eq != NULL && strncmp (config->budgets[i], name, (size_t) (eq - config->budgets[i])) == 0
          && strlen (name) == (size_t) (eq - config->budgets[i]))
        local.mcts.iterations = (guint) MAX (1, atoi (eq + 1));
    }
  if (wants (config, "rate") || config->one_second)
    {
      double per_decision, rate, load0 = load_average ();

      rate = mcts_rate (game, &local, &per_decision);
      printf ("  MCTS (%u iterations, widening %.1f, playout %u actions best of %u): %.0f iterations per "
              "processor second on one core, %.2f s of processor a decision (load %.1f-%.1f)\n",
              local.mcts.iterations, config->mcts.widening, config->mcts.rollout_depth,
              config->mcts.rollout_best_of, rate, per_decision, load0, load_average ());
      if (config->one_second)
        {
          local.mcts.iterations = (guint) MAX (100, 100 * (guint) (rate / 100.0 + 0.5));
          printf ("  1 s a move: %u iterations a decision\n", local.mcts.iterations);
        }
    }
  if (wants (config, "mcts") || wants (config, "mcts-mcts"))
    printf ("  MCTS budget: %u iterations a decision\n", local.mcts.iterations);
  if (wants (config, "thousand"))
    greedy_thousand (game, &local);
  if (wants (config, "random"))
    pairing (game, &local, ST_PLAYER_RANDOM, ST_PLAYER_RANDOM, (guint) config->games);
  if (wants (config, "greedy"))
    pairing (game, &local, ST_PLAYER_GREEDY, ST_PLAYER_RANDOM, (guint) config->games);
  if (wants (config, "mcts"))
    pairing (game, &local, ST_PLAYER_MCTS, ST_PLAYER_GREEDY, (guint) config->mcts_games);
  if (wants (config, "mcts-mcts"))
    pairing (game, &local, ST_PLAYER_MCTS, ST_PLAYER_MCTS, (guint) config->mcts_mcts_games);
  printf ("\n");
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

int
main (int argc, char **argv)
{
  Config           config = { 100, 10, -1, 200, 2, 1000, FALSE, FALSE, NULL, NULL, { 0 } };
  g_autofree char *only = NULL;
  g_autofree char *budget = NULL;
  double           exploration = -1.0, widening = -1.0;
  int              depth = -1, best_of = -1;
  g_auto (GStrv) files = NULL;
  g_autoptr (GOptionContext) context = g_option_context_new ("[SCENARIO.xml ...]");
  GOptionEntry entries[] = {
    { "long", 0, 0, G_OPTION_ARG_NONE, &config.long_run, "Ten times the MCTS games, and MCTS against MCTS",
      NULL },
    { "games", 0, 0, G_OPTION_ARG_INT, &config.games, "Games a seat for random and greedy (100)", "N" },
    { "mcts-games", 0, 0, G_OPTION_ARG_INT, &config.mcts_games, "Games a seat with MCTS (10)", "N" },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &config.iterations, "MCTS iterations a decision (200)", "N" },
    { "exploration", 0, 0, G_OPTION_ARG_DOUBLE, &exploration, "MCTS UCT constant", "X" },
    { "widening", 0, 0, G_OPTION_ARG_DOUBLE, &widening, "MCTS progressive widening", "X" },
    { "depth", 0, 0, G_OPTION_ARG_INT, &depth, "MCTS playout actions", "N" },
    { "best-of", 0, 0, G_OPTION_ARG_INT, &best_of, "MCTS playout policy: best of N random actions", "N" },
    { "mcts-mcts-games", 0, 0, G_OPTION_ARG_INT, &config.mcts_mcts_games,
      "Games a seat of MCTS against MCTS (as --mcts-games)", "N" },
    { "one-second", 0, 0, G_OPTION_ARG_NONE, &config.one_second,
      "MCTS budget: the iterations of one processor second on each scenario, measured first", NULL },
    { "budget", 0, 0, G_OPTION_ARG_STRING_ARRAY, &config.budgets,
      "MCTS budget for one scenario file (e.g. manoeuvre.xml=80000)", "NAME=N" },
    { "only", 0, 0, G_OPTION_ARG_STRING, &only,
      "Only these parts: rate, thousand, speed, random, greedy, mcts, mcts-mcts (comma-separated)", "PARTS" },
    { "jobs", 0, 0, G_OPTION_ARG_INT, &config.jobs, "Threads for the games (2)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &config.seed,
      "Seed of the first seat's games (1000; the second seat's is one more): other games, to add to a sample",
      "N" },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, NULL },
    { NULL },
  };
  g_autoptr (GError) error = NULL;

  setvbuf (stdout, NULL, _IOLBF, 0);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "bench-ladder: %s\n", error->message);
      return 1;
    }
  if (config.long_run)
    config.mcts_games *= 10;
  if (config.mcts_mcts_games < 0)
    config.mcts_mcts_games = config.mcts_games;
  if (only != NULL)
    config.only = g_strsplit (only, ",", -1);
  st_player_options_init (&config.mcts, ST_PLAYER_MCTS);
  config.mcts.iterations = (guint) MAX (1, config.iterations);
  if (exploration >= 0.0)
    config.mcts.exploration = exploration;
  if (widening >= 0.0)
    config.mcts.widening = widening;
  if (depth >= 0)
    config.mcts.rollout_depth = (guint) depth;
  if (best_of >= 1)
    config.mcts.rollout_best_of = (guint) best_of;
  budget =
      config.one_second ? g_strdup ("one processor second of") : g_strdup_printf ("%d", config.iterations);
  printf ("AI ladder: %d games a seat (random, greedy), %d with MCTS against greedy, %d MCTS against MCTS, "
          "at %s iterations a decision, %d jobs; load average %.1f\n\n",
          config.games, config.mcts_games, config.mcts_mcts_games, budget, config.jobs, load_average ());
  if (files != NULL)
    for (guint i = 0; files[i] != NULL; i++)
      ladder (files[i], &config);
  else
    {
      g_autofree char *dir = g_build_filename (SOURCE_DATADIR, "scenarios", NULL);
      g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *entry;

      while (d != NULL && (entry = g_dir_read_name (d)) != NULL)
        if (g_str_has_suffix (entry, ".xml"))
          g_ptr_array_add (names, g_build_filename (dir, entry, NULL));
      g_ptr_array_sort (names, compare_paths);
      for (guint i = 0; i < names->len; i++)
        ladder (g_ptr_array_index (names, i), &config);
    }
  g_strfreev (config.only);
  g_strfreev (config.budgets);
  return 0;
}
