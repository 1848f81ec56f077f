/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "engine/st-player.h"
#include "mo-fixture.h"

/* Whole games on the bundled manoeuvre.xml: random, greedy and MCTS players play
 * to attrition or nightfall; every action's canonical text reads back as that
 * action; states stay consistent (every card in exactly one pile). */

static StGame *
bundled (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "manoeuvre.xml", NULL);
  g_autoptr (StScenario) s = st_scenario_load_file (path, NULL, &error);
  StGame *game;

  g_assert_no_error (error);
  game = st_game_new_from_scenario (s, &error);
  g_assert_no_error (error);
  return game;
}

static void
check_cards (const StGame *game, const StState *state)
{
  const MoDef   *def = MO_DEF (game);
  const MoState *st = MO_CSTATE (state);

  for (int p = 0; p < 2; p++)
    g_assert_cmpint (st->n_hand[p] + st->n_draw[p] + st->n_discard[p], ==, def->deck_size[p]);
}

static guint
play_game (const StGame *game, StPlayerKind kinds[2], guint64 seed, gboolean check_texts)
{
  g_autoptr (StState) state = st_game_new_initial_state (game, seed);
  g_autoptr (StPlayer) p0 = NULL;
  g_autoptr (StPlayer) p1 = NULL;
  StPlayerOptions options[2];
  guint           n = 0;

  for (int p = 0; p < 2; p++)
    {
      st_player_options_init (&options[p], kinds[p]);
      options[p].iterations = 30;
    }
  p0 = st_player_new (game, &options[0], seed * 2 + 1);
  p1 = st_player_new (game, &options[1], seed * 2 + 2);
  while (!st_game_is_terminal (game, state))
    {
      int      player = st_game_current_player (game, state);
      StAction action = st_player_choose (player == 0 ? p0 : p1, state);

      if (check_texts)
        {
          g_autofree char *text = st_game_action_to_text (game, state, action);
          StAction         back = 0;

          g_assert_true (st_game_action_from_text (game, state, text, &back, NULL));
          g_assert_true (back == action);
        }
      st_game_apply (game, state, action);
      check_cards (game, state);
      g_assert_cmpuint (++n, <, 20000);
    }
  g_assert_cmpint (st_game_winner (game, state), >=, 0);
  g_assert_cmpuint (st_game_end_reason (game, state), >, 0);
  return n;
}

static void
test_random (void)
{
  g_autoptr (StGame) game = bundled ();
  StPlayerKind kinds[2] = { ST_PLAYER_RANDOM, ST_PLAYER_RANDOM };

  for (guint64 seed = 1; seed <= 40; seed++)
    play_game (game, kinds, seed, seed <= 5);
}

static void
test_greedy (void)
{
  g_autoptr (StGame) game = bundled ();
  StPlayerKind kinds[2] = { ST_PLAYER_GREEDY, ST_PLAYER_RANDOM };

  for (guint64 seed = 1; seed <= 3; seed++)
    play_game (game, kinds, seed, FALSE);
  kinds[0] = ST_PLAYER_RANDOM;
  kinds[1] = ST_PLAYER_GREEDY;
  play_game (game, kinds, 4, FALSE);
}

static void
test_mcts (void)
{
  g_autoptr (StGame) game = bundled ();
  StPlayerKind kinds[2] = { ST_PLAYER_MCTS, ST_PLAYER_GREEDY };

  play_game (game, kinds, 1, FALSE);
}

static void
test_replay (void)
{
  g_autoptr (StGame) game = bundled ();
  g_autoptr (StState) a = st_game_new_initial_state (game, 11);
  g_autoptr (StState) b = st_game_new_initial_state (game, 11);
  StActionList list;
  StRng        rng;

  st_action_list_init (&list);
  st_rng_seed (&rng, 3);
  /* The same seed and actions give the same game, bit for bit. */
  while (!st_game_is_terminal (game, a))
    {
      StAction action = st_game_random_action (game, a, &rng, &list);

      st_game_apply (game, a, action);
      st_game_apply (game, b, action);
      g_assert_true (st_game_states_equal (game, a, b));
    }
  st_action_list_free (&list);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manoeuvre/playouts/random games end by attrition or nightfall", test_random);
  g_test_add_func ("/manoeuvre/playouts/greedy games", test_greedy);
  g_test_add_func ("/manoeuvre/playouts/an MCTS game", test_mcts);
  g_test_add_func ("/manoeuvre/playouts/a game replays from its seed and actions", test_replay);
  return g_test_run ();
}
