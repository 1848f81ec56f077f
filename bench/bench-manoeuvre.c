/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include "bench-clock.h"

#include <stdio.h>
#include <time.h>

#include "core/st-scenario-io.h"
#include "engine/st-player.h"
#include "engine/st-game-referee.h"

/* DESIGN.md targets for the manoeuvre engine on the bundled manoeuvre.xml: at
 * least 10,000 random playouts a second a core; the IS-MCTS player's iterations a
 * second; IS-MCTS at 1 s a move beats greedy in at least 80 % of the decisive games
 * from either seat. Prints figures only.
 *
 * bench-manoeuvre [PLAYOUTS [MATCH-GAMES [ITERATIONS [FIRST]]]]: MATCH-GAMES games a seat
 * of IS-MCTS against greedy (default 0: no match), ITERATIONS a decision (default:
 * as many as one processor second makes at the first decision, so that the budget
 * is "1 s a move on an idle core" whatever the machine's load), games FIRST on
 * (default 0; each game's seeds follow from its number). */

typedef struct
{
  guint  wins, losses, draws, decisions;
  guint  ends[16];
  double cpu;
} Match;

/* Games of IS-MCTS in seat `seat` against greedy, seeds 1..n. */
static void
play_match (const StGame *game, int seat, guint first, guint n, guint iterations, Match *m)
{
  StPlayerOptions mcts_options, greedy_options;
  StActionList    list;

  st_player_options_init (&mcts_options, ST_PLAYER_MCTS);
  mcts_options.iterations = iterations;
  st_player_options_init (&greedy_options, ST_PLAYER_GREEDY);
  st_action_list_init (&list);
  for (guint g = first; g < first + n; g++)
    {
      g_autoptr (StState) state = st_game_new_initial_state (game, 1000 + g);
      g_autoptr (StPlayer) mcts = st_player_new (game, &mcts_options, 7 * g + 1);
      g_autoptr (StPlayer) greedy = st_player_new (game, &greedy_options, 7 * g + 2);
      int winner;

      while (!st_game_is_terminal (game, state))
        {
          int      player = st_game_current_player (game, state);
          StAction action;

          st_game_legal_actions (game, state, &list);
          if (list.len == 1)
            action = list.actions[0];
          else
            {
              /* Players choose from what the player to act may know. */
              g_autoptr (StState) observation = st_game_observation (game, state);

              if (player == seat)
                {
                  double c0 = thread_cpu_now ();

                  action = st_player_choose (mcts, observation);
                  m->cpu += thread_cpu_now () - c0;
                  m->decisions++;
                }
              else
                action = st_player_choose (greedy, observation);
            }
          st_game_apply (game, state, action);
        }
      winner = st_game_winner (game, state);
      if (winner == seat)
        m->wins++;
      else if (winner >= 0)
        m->losses++;
      else
        m->draws++;
      m->ends[MIN (st_game_end_reason (game, state), 15u)]++;
      printf ("  game %u, IS-MCTS as %s: %s (%s)\n", g + 1, st_game_player_side (game, seat),
              winner == seat ? "won"
              : winner >= 0  ? "lost"
                             : "drawn",
              st_game_end_reason_id (game, st_game_end_reason (game, state)));
      fflush (stdout);
    }
  st_action_list_free (&list);
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
  guint        match_games = argc > 2 ? (guint) g_ascii_strtoull (argv[2], NULL, 10) : 0;
  guint        match_iterations;

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
      n_turns += (guint64) st_game_turn (game, state);
      ends[MIN (st_game_end_reason (game, state), 15u)]++;
    }
  wall = now () - t0;
  cpu = thread_cpu_now () - c0;
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
    guint  iterations = 20000;
    double per_second;

    st_player_options_init (&options, ST_PLAYER_MCTS);
    options.iterations = iterations;
    g_autoptr (StState) observation = st_game_observation (game, start);

    player = st_player_new (game, &options, 1);
    c0 = thread_cpu_now ();
    st_player_choose (player, observation);
    per_second = iterations / (thread_cpu_now () - c0);
    printf ("IS-MCTS: %.0f iterations per processor second (rollout depth %u)\n", per_second,
            options.rollout_depth);
    match_iterations = argc > 3 ? (guint) g_ascii_strtoull (argv[3], NULL, 10) : (guint) per_second;
  }

  /* IS-MCTS against greedy from both seats. */
  for (int seat = 0; seat < 2 && match_games > 0; seat++)
    {
      Match m = { 0 };

      printf ("IS-MCTS (%u iterations a decision) as %s against greedy:\n", match_iterations,
              st_game_player_side (game, seat));
      play_match (game, seat, argc > 4 ? (guint) g_ascii_strtoull (argv[4], NULL, 10) : 0, match_games,
                  match_iterations, &m);
      printf ("  %u won, %u lost, %u drawn: %.0f %% of decisive games; %u decisions, %.2f processor s each\n",
              m.wins, m.losses, m.draws, m.wins + m.losses > 0 ? 100.0 * m.wins / (m.wins + m.losses) : 0.0,
              m.decisions, m.decisions > 0 ? m.cpu / m.decisions : 0.0);
      for (guint r = 1; r < st_game_n_end_reasons (game); r++)
        if (m.ends[r] > 0)
          printf ("  %s: %u\n", st_game_end_reason_id (game, r), m.ends[r]);
    }
  st_action_list_free (&list);
  return 0;
}
