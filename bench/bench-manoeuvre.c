/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <time.h>

#include "core/st-scenario-io.h"
#include "engine/st-player.h"

/* DESIGN.md targets for the manoeuvre engine on the bundled manoeuvre.xml: at
 * least 10,000 random playouts a second a core; the IS-MCTS player's iterations a
 * second. Prints figures only. */

static double
now (void)
{
  return g_get_monotonic_time () / 1e6;
}

static double
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (SOURCE_DATADIR, "scenarios", "manoeuvre.xml", NULL);
  g_autoptr (StScenario) scenario = st_scenario_load_file (path, NULL, &error);
  g_autoptr (StGame) game = NULL;
  g_autoptr (StState) start = NULL;
  g_autoptr (StState) state = NULL;
  StActionList list;
  StRng        rng;
  double       t0, c0, wall, cpu;
  guint64      n_actions = 0, n_turns = 0;
  guint        n_playouts = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 3000;
  guint        ends[16] = { 0 };

  if (scenario == NULL || (game = st_game_new_from_scenario (scenario, &error)) == NULL)
    {
      fprintf (stderr, "bench-manoeuvre: %s\n", error->message);
      return 1;
    }
  start = st_game_new_initial_state (game, 1);
  state = st_game_new_initial_state (game, 1);
  st_action_list_init (&list);
  st_rng_seed (&rng, 42);

  t0 = now ();
  c0 = cpu_now ();
  for (guint i = 0; i < n_playouts; i++)
    {
      st_game_copy_state (game, state, start);
      st_game_reseed (game, state, i);
      while (!st_game_is_terminal (game, state))
        {
          st_game_apply (game, state, st_game_random_action (game, state, &rng, &list), NULL);
          n_actions++;
        }
      n_turns += (guint64) st_game_turn (game, state);
      ends[MIN (st_game_end_reason (game, state), 15u)]++;
    }
  wall = now () - t0;
  cpu = cpu_now () - c0;
  printf ("state size: %zu bytes\n", st_game_state_size (game));
  printf ("random playouts: %.0f per second (wall), %.0f per processor second (%u games, %.1f actions and "
          "%.1f turns a game)\n",
          n_playouts / wall, n_playouts / cpu, n_playouts, (double) n_actions / n_playouts,
          (double) n_turns / n_playouts);
  printf ("apply + random choice: %.2f us per action\n", cpu / n_actions * 1e6);
  for (guint r = 1; r < st_game_n_end_reasons (game); r++)
    printf ("  %s: %u\n", st_game_end_reason_id (game, r), ends[r]);

  /* IS-MCTS: iterations a second at the first decision, one second a move. */
  {
    StPlayerOptions options;
    g_autoptr (StPlayer) player = NULL;
    guint iterations = 2000;

    st_player_options_init (&options, ST_PLAYER_MCTS);
    options.iterations = iterations;
    player = st_player_new (game, &options, 1);
    c0 = cpu_now ();
    st_player_choose (player, start);
    printf ("IS-MCTS: %.0f iterations per processor second (rollout depth %u)\n",
            iterations / (cpu_now () - c0), options.rollout_depth);
  }
  st_action_list_free (&list);
  return 0;
}
