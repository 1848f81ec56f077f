/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include "bench-clock.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "core/st-scenario-io.h"
#include "engine/st-game-referee.h"

/* DESIGN.md target for the manover engine on manover-finland.xml: at least 20,000
 * random playouts a second a core. Prints figures only: playouts a second of the
 * thread's processor time, their length, and the costs of a legal-move list, an
 * apply, a clone and a resample. */

#define BATCHES 8

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (SOURCE_DATADIR, "scenarios", "manover-finland.xml", NULL);
  g_autoptr (StScenario) scenario = st_scenario_load_file (path, NULL, &error);
  g_autoptr (StGame) game = NULL;
  g_autoptr (StState) start = NULL;
  g_autoptr (StState) state = NULL;
  g_autoptr (StState) other = NULL;
  StActionList list;
  StRng        rng;
  double       c0, playout_cpu, legal_cpu, clone_cpu, resample_cpu, batch_rate[BATCHES];
  guint64      n_listed = 0, n_actions = 0, n_legal = 0, checksum = 0, decided = 0;
  guint        n_playouts = MAX (argc > 1 ? (guint) atoi (argv[1]) : 2000, BATCHES);

  if (scenario == NULL || (game = st_game_new_from_scenario (scenario, &error)) == NULL)
    {
      fprintf (stderr, "bench-manover: %s\n", error->message);
      return 1;
    }
  start = st_game_new_initial_state (game, 1);
  state = st_game_new_initial_state (game, 1);
  other = st_game_new_initial_state (game, 1);
  st_action_list_init (&list);
  st_rng_seed (&rng, 42);

  /* In BATCHES parts, timed apart: on a shared machine a busy moment slows
   * some of them, and the median and best parts say what one core does. */
  playout_cpu = 0.0;
  for (guint b = 0; b < BATCHES; b++)
    {
      guint n = n_playouts / BATCHES + (b < n_playouts % BATCHES);

      c0 = thread_cpu_now ();
      for (guint i = 0; i < n; i++)
        {
          st_game_copy_state (game, state, start);
          while (!st_game_is_terminal (game, state))
            {
              st_game_apply (game, state, st_game_random_action (game, state, &rng, &list));
              n_actions++;
              n_listed += list.len;
            }
          decided += st_game_winner (game, state) >= 0;
        }
      c0 = thread_cpu_now () - c0;
      batch_rate[b] = n / c0;
      playout_cpu += c0;
    }
  qsort (batch_rate, BATCHES, sizeof batch_rate[0], compare_doubles);

  c0 = thread_cpu_now ();
  for (guint i = 0; i < 20000; i++)
    {
      st_game_legal_actions (game, start, &list);
      n_legal += list.len;
    }
  legal_cpu = thread_cpu_now () - c0;

  c0 = thread_cpu_now ();
  for (guint i = 0; i < 2000000; i++)
    {
      st_game_copy_state (game, other, i % 2 ? start : state);
      checksum += ((const guint8 *) other)[st_game_state_size (game) - 1];
    }
  clone_cpu = thread_cpu_now () - c0;

  c0 = thread_cpu_now ();
  for (guint i = 0; i < 100000; i++)
    st_game_resample (game, start, 0, &rng, other);
  resample_cpu = thread_cpu_now () - c0;

  printf ("manover-finland.xml: state %zu bytes\n", st_game_state_size (game));
  printf ("random playouts: %u in %.3f s of CPU: %.0f a second a core, %.1f actions each, %.0f%% decided\n",
          n_playouts, playout_cpu, n_playouts / playout_cpu, (double) n_actions / n_playouts,
          100.0 * decided / n_playouts);
  printf ("random playouts in %d parts: median %.0f, best %.0f, worst %.0f a second a core\n", BATCHES,
          (batch_rate[BATCHES / 2 - 1] + batch_rate[BATCHES / 2]) / 2, batch_rate[BATCHES - 1],
          batch_rate[0]);
  /* The random action lists actions only when its candidates keep failing
   * (mv-random.c): a few in a thousand positions. */
  printf ("action: %.0f ns (random action + apply), %.2f actions listed a position (fallback lists)\n",
          playout_cpu / n_actions * 1e9, (double) n_listed / n_actions);
  printf ("legal actions at the start: %.0f ns for %.0f actions\n", legal_cpu / 20000 * 1e9,
          n_legal / 20000.0);
  printf ("clone: %.1f ns (checksum %" G_GUINT64_FORMAT ")\n", clone_cpu / 2000000 * 1e9, checksum);
  printf ("resample: %.0f ns\n", resample_cpu / 100000 * 1e9);
  st_action_list_free (&list);
  return 0;
}
