/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mh-fixture.h"

/* Whole games on the bundled scenarios: termination (a draw only at the turn
 * limit), replay, texts, and the masks the state keeps. (That clones are
 * independent is the conformance suite's, for every family.) */

static const char *const scenarios[] = {
  "data/scenarios/maneuver-basic.xml",
  "data/scenarios/maneuver-advanced.xml",
};

/* Under AddressSanitizer every check is several times slower; the sanitizer
 * build checks the texts of every eighth position of the game, the plain build
 * every position. */
#if defined(__SANITIZE_ADDRESS__)
#define TEXT_STRIDE 8
#else
#define TEXT_STRIDE 1
#endif

/* The masks the state keeps as units move are those rebuilt from the units'
 * cells, and each unit's count of destinations is that of its mask. */
static void
assert_masks_hold (const StGame *game, const StState *state)
{
  const MhDef   *def = MH_DEF (game);
  const MhState *st = MH_CSTATE (state);
  g_autoptr (StState) fresh = st_game_clone_state (game, state);

  mh_sync_masks (def, MH_ST (fresh));
  g_assert_cmpmem (st->occ, sizeof st->occ, MH_ST (fresh)->occ, sizeof st->occ);
  g_assert_cmpmem (st->zoc, sizeof st->zoc, MH_ST (fresh)->zoc, sizeof st->zoc);
  /* The per-hex counts and the hexes over the limit too: the whole state. */
  g_assert_cmpmem (state, st_game_state_size (game), fresh, st_game_state_size (game));
  for (guint i = 0;
       i < st_popcount64 (def->side_mask[st->active]) && st->phase == MH_MOVEMENT && def->reach_cache; i++)
    {
      guint n = 0;

      for (guint w = 0; w < def->reach_words; w++)
        n += st_popcount64 (MH_REACH (def, st, i)[w]);
      g_assert_cmpuint (st->reach_count[i], ==, n);
    }
}

/* Plays uniformly random legal actions; records each action's text in log. */
static guint
random_game (const StGame *game, StState *state, guint64 seed, GPtrArray *log, gboolean check_texts)
{
  StActionList list;
  StRng        rng;
  guint        n = 0;

  st_rng_seed (&rng, seed);
  st_action_list_init (&list);
  while (!st_game_is_terminal (game, state))
    {
      StAction action;

      st_game_legal_actions (game, state, &list);
      g_assert_cmpuint (list.len, >, 0);
      if (check_texts && n % TEXT_STRIDE == 0)
        for (guint i = 0; i < list.len; i++)
          {
            g_autofree char *text = st_game_action_to_text (game, state, list.actions[i]);
            StAction         back = 0;
            g_autoptr (GError) error = NULL;

            g_assert_true (st_game_action_from_text (game, state, text, &back, &error));
            g_assert_no_error (error);
            g_assert_cmphex (back, ==, list.actions[i]);
          }
      if (check_texts)
        {
          /* The fast random pick is the list's element for the same generator. */
          StRng        twin = rng, other = rng;
          StActionList scratch;

          st_action_list_init (&scratch);
          g_assert_cmphex (st_game_random_action (game, state, &twin, &scratch), ==,
                           list.actions[st_rng_below (&other, list.len)]);
          st_action_list_free (&scratch);
        }
      action = list.actions[st_rng_below (&rng, list.len)];
      if (log != NULL)
        g_ptr_array_add (log, st_game_action_to_text (game, state, action));
      st_game_apply (game, state, action);
      assert_masks_hold (game, state);
      n++;
      g_assert_cmpuint (n, <, 100000);
    }
  st_action_list_free (&list);
  return n;
}

static void
test_terminates (gconstpointer data)
{
  g_autoptr (StGame) game = mh_fixture_load (data);

  for (guint64 seed = 1; seed <= 25; seed++)
    {
      g_autoptr (StState) state = st_game_new_initial_state (game, seed);
      double returns[2];

      random_game (game, state, seed * 7919, NULL, FALSE);
      g_assert_true (st_game_is_terminal (game, state));
      g_assert_cmpint (st_game_end_reason (game, state), !=, MH_END_NONE);
      g_assert_cmpint (st_game_current_player (game, state), ==, -1);
      st_game_returns (game, state, returns);
      g_assert_cmpfloat (returns[0], ==, -returns[1]);
      if (st_game_end_reason (game, state) == MH_END_TURN_LIMIT)
        g_assert_cmpint (st_game_winner (game, state), ==, -1);
      else
        g_assert_cmpint (st_game_winner (game, state), >=, 0);
    }
}

static void
test_text_round_trip (gconstpointer data)
{
  g_autoptr (StGame) game = mh_fixture_load (data);

  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  /* Every legal action of every position of a whole game. */
  random_game (game, state, 1, NULL, TRUE);
}

/* The same seed and the same action texts give the same final state, byte for
 * byte, dice included. */
static void
test_replay (gconstpointer data)
{
  g_autoptr (StGame) game = mh_fixture_load (data);

  for (guint64 seed = 1; seed <= 10; seed++)
    {
      g_autoptr (GPtrArray) log = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (StState) played = st_game_new_initial_state (game, seed);
      g_autoptr (StState) replayed = st_game_new_initial_state (game, seed);

      random_game (game, played, seed + 1000, log, FALSE);
      for (guint i = 0; i < log->len; i++)
        mh_do (game, replayed, g_ptr_array_index (log, i));
      g_assert_true (st_game_states_equal (game, played, replayed));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      g_autofree char *base = g_path_get_basename (scenarios[i]);
      g_autofree char *a = g_strdup_printf ("/maneuver-hex/game/a random game of %s terminates", base);
      g_autofree char *b =
          g_strdup_printf ("/maneuver-hex/game/every legal action of %s round-trips as text", base);
      g_autofree char *c = g_strdup_printf ("/maneuver-hex/game/%s replays from seed and log", base);

      g_test_add_data_func (a, scenarios[i], test_terminates);
      g_test_add_data_func (b, scenarios[i], test_text_round_trip);
      g_test_add_data_func (c, scenarios[i], test_replay);
    }
  return g_test_run ();
}
