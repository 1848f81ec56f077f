/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include "bench-clock.h"

#include <stdio.h>
#include <time.h>

#include "core/st-scenario-io.h"
#include "engine/st-game-referee.h"

/* DESIGN.md's target for the command-maneuver engine: at least 10,000 random
 * playouts a second a core on command-and-maneuver.xml (or the scenario given as
 * the argument), with a clone in 100 ns and an apply in 1 us. Prints figures only;
 * docs/performance.md keeps them. */

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      argc > 1 ? g_strdup (argv[1])
               : g_build_filename (SOURCE_DATADIR, "scenarios", "command-and-maneuver.xml", NULL);
  g_autoptr (StScenario) scenario = st_scenario_load_file (path, NULL, &error);
  g_autoptr (StGame) game = NULL;
  g_autoptr (StState) start = NULL;
  g_autoptr (StState) state = NULL;
  StActionList list;
  StRng        rng;
  double       t0, c0, playout_time, playout_cpu, legal_time = 0.0, apply_time = 0.0;
  guint64      n_actions = 0, n_legal = 0, checksum = 0;
  guint        n_playouts = 5000, n_clones = 2000000;

  if (scenario == NULL || (game = st_game_new_from_scenario (scenario, &error)) == NULL)
    {
      fprintf (stderr, "bench-cm: %s\n", error->message);
      return 1;
    }
  start = st_game_new_initial_state (game, 1);
  state = st_game_new_initial_state (game, 1);
  st_action_list_init (&list);
  st_rng_seed (&rng, 42);

  t0 = now ();
  c0 = thread_cpu_now ();
  for (guint i = 0; i < n_playouts; i++)
    {
      st_game_copy_state (game, state, start);
      st_game_reseed (game, state, i);
      while (!st_game_is_terminal (game, state))
        {
          st_game_apply (game, state, st_game_random_action (game, state, &rng, &list));
          n_actions++;
        }
    }
  playout_time = now () - t0;
  playout_cpu = thread_cpu_now () - c0;

  for (guint i = 0; i < n_playouts / 10; i++)
    {
      st_game_copy_state (game, state, start);
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
  printf ("command-maneuver: %s\n", path);
  printf ("state size: %zu bytes\n", st_game_state_size (game));
  printf ("clone (memcpy of a state): %.1f ns (checksum %" G_GUINT64_FORMAT ")\n",
          (now () - t0) / n_clones * 1e9, checksum);
  printf ("random playouts: %.0f per second on one core, %.0f per processor second (%u games, %.1f actions "
          "a game)\n",
          n_playouts / playout_time, n_playouts / playout_cpu, n_playouts, (double) n_actions / n_playouts);
  printf ("legal-move generation: %.2f us per call (%" G_GUINT64_FORMAT " calls)\n",
          legal_time / n_legal * 1e6, n_legal);
  printf ("apply: %.2f us per action\n", apply_time / n_legal * 1e6);
  st_action_list_free (&list);
  return 0;
}
