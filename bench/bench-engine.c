/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include "bench-clock.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "core/st-scenario-io.h"
#include "engine/st-playtest-runner.h"
#include "engine/st-game-referee.h"

/* DESIGN.md targets: at least 10,000 random playouts a second a core for every
 * ruleset (20,000 for manover), measured on every bundled scenario whose family
 * has an engine; for maneuver-hex on the basic scenario also a clone in 100 ns,
 * an apply in 1 us, and a 10,000-game random balance run in 2 s on 2 cores.
 * Prints figures only. */

/* This thread's processor time: on a shared machine it leaves out the time the
 * thread waited for a core. */
/* Random playouts from the initial state for about a second of processor time. */
static void
bench_playouts (const char *name, const StGame *game)
{
  g_autoptr (StState) start = st_game_new_initial_state (game, 1);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  StActionList list;
  StRng        rng;
  double       t0 = now (), c0 = thread_cpu_now ();
  guint64      n_actions = 0;
  guint        n = 0;

  st_action_list_init (&list);
  st_rng_seed (&rng, 42);
  while (n < 100 || (thread_cpu_now () - c0 < 1.0 && n < 100000))
    {
      st_game_copy_state (game, state, start);
      st_game_reseed (game, state, n);
      for (guint steps = 0; !st_game_is_terminal (game, state) && steps < 100000; steps++)
        {
          st_game_apply (game, state, st_game_random_action (game, state, &rng, &list));
          n_actions++;
        }
      n++;
    }
  printf ("%s: random playouts: %.0f per second on one core, %.0f per processor second (%u games, %.1f "
          "actions a game, state %zu bytes)\n",
          name, n / (now () - t0), n / (thread_cpu_now () - c0), n, (double) n_actions / n,
          st_game_state_size (game));
  st_action_list_free (&list);
}

/* Clone, legal-move generation and apply on maneuver-hex, and a balance run. */
static void
bench_details (const char *name, const StGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StState) start = st_game_new_initial_state (game, 1);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  g_autoptr (StPlaytestReport) report = NULL;
  StPlaytestOptions options;
  StActionList      list;
  StRng             rng;
  double            t0, legal_time = 0.0, apply_time = 0.0;
  guint64           n_legal = 0, checksum = 0;
  guint             n_clones = 2000000;

  st_action_list_init (&list);
  st_rng_seed (&rng, 42);
  for (guint i = 0; i < 500; i++)
    {
      st_game_copy_state (game, state, start);
      st_game_reseed (game, state, i);
      while (!st_game_is_terminal (game, state))
        {
          double t1 = now (), t2;
          st_game_legal_actions (game, state, &list);
          t2 = now ();
          legal_time += t2 - t1;
          n_legal++;
          st_game_apply (game, state, list.actions[st_rng_below (&rng, list.len)]);
          apply_time += now () - t2;
        }
    }
  t0 = now ();
  for (guint i = 0; i < n_clones; i++)
    {
      st_game_copy_state (game, state, start);
      checksum += ((const guint8 *) state)[i % st_game_state_size (game)];
    }
  printf ("%s: clone (memcpy of a state): %.1f ns (checksum %" G_GUINT64_FORMAT ")\n", name,
          (now () - t0) / n_clones * 1e9, checksum);
  printf ("%s: legal-move generation: %.2f us per call (%" G_GUINT64_FORMAT " calls)\n", name,
          legal_time / n_legal * 1e6, n_legal);
  printf ("%s: apply: %.2f us per action\n", name, apply_time / n_legal * 1e6);

  st_playtest_options_init (&options);
  options.games = 10000;
  options.jobs = 2;
  options.seed = 1;
  t0 = now ();
  report = st_playtest_run (game, &options, NULL, NULL, NULL, &error);
  printf ("%s: 10,000-game random balance run, 2 jobs: %.2f s (first player wins %.1f %% of decisive games, "
          "draws %.1f %%)\n",
          name, now () - t0, report->first_player_win_rate * 100, report->draw_rate * 100);
  st_action_list_free (&list);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir_path = g_build_filename (SOURCE_DATADIR, "scenarios", NULL);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, &error);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *entry;

  if (dir == NULL)
    {
      fprintf (stderr, "bench-engine: %s\n", error->message);
      return 1;
    }
  while ((entry = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (entry, ".xml"))
      g_ptr_array_add (names, g_strdup (entry));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      const char      *name = g_ptr_array_index (names, i);
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autoptr (StScenario) scenario = st_scenario_load_file (path, NULL, &error);
      g_autoptr (StGame) game = NULL;

      if (scenario == NULL)
        {
          fprintf (stderr, "bench-engine: %s: %s\n", name, error->message);
          return 1;
        }
      if (!st_game_family_supported (scenario->family))
        {
          printf ("%s: no engine for the %s family yet\n", name, st_family_id (scenario->family));
          continue;
        }
      if ((game = st_game_new_from_scenario (scenario, &error)) == NULL)
        {
          fprintf (stderr, "bench-engine: %s: %s\n", name, error->message);
          return 1;
        }
      bench_playouts (name, game);
      if (g_str_equal (name, "maneuver-basic.xml"))
        bench_details (name, game);
    }
  return 0;
}
