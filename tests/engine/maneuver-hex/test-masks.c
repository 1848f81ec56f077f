/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mh-fixture.h"

/* The masks the hex engine keeps in its state (occupation, zones of control,
 * reach) stay those rebuilt from the units' cells over whole random games of
 * the bundled scenarios. That games end, replay and round-trip their texts is
 * the conformance suite's (tests/engine/test-conformance.c), for every
 * scenario of every family. */

static const char *const scenarios[] = {
  "data/scenarios/maneuver-basic.xml",
  "data/scenarios/maneuver-advanced.xml",
};

/* The masks the state keeps as units move are those rebuilt from the units'
 * cells, and each unit's count of destinations is that of its mask. */
static void
assert_masks_hold (const StGame *game, const StState *state)
{
  const MhDef   *def = MH_DEF (game);
  const MhState *st = MH_CSTATE (state);
  g_autoptr (StState) fresh = st_game_clone_state (game, state);
  g_autoptr (StState) kept = st_game_clone_state (game, state);
  MhMaps maps;

  mh_sync_masks (def, MH_ST (fresh));
  g_assert_cmpmem (st->occ, sizeof st->occ, MH_ST (fresh)->occ, sizeof st->occ);
  /* The zones of control the rules read are exact; the phasing player's as
   * kept in the state only outside his movement phase (mh_zoc_kept ()). */
  mh_build_maps (def, st, &maps);
  g_assert_cmpmem (maps.zoc_mask, sizeof maps.zoc_mask, MH_ST (fresh)->zoc, sizeof st->zoc);
  mh_build_enemy_maps (def, st, &maps);
  g_assert_cmpmem (&maps.zoc_mask[1 - st->active], sizeof (StHexMask), &MH_ST (fresh)->zoc[1 - st->active],
                   sizeof (StHexMask));
  for (int p = 0; p < 2; p++)
    if (mh_zoc_kept (st, p))
      g_assert_cmpmem (&st->zoc[p], sizeof st->zoc[p], &MH_ST (fresh)->zoc[p], sizeof st->zoc[p]);
    else
      MH_ST (kept)->zoc[p] = MH_ST (fresh)->zoc[p];
  /* The per-hex counts and the hexes over the limit too: the whole state. */
  g_assert_cmpmem (kept, st_game_state_size (game), fresh, st_game_state_size (game));
  for (guint i = 0;
       i < st_popcount64 (def->side_mask[st->active]) && st->phase == MH_MOVEMENT && def->reach_cache; i++)
    {
      guint n = 0;

      for (guint w = 0; w < def->reach_words; w++)
        n += st_popcount64 (MH_REACH (def, st, i)[w]);
      g_assert_cmpuint (st->reach_count[i], ==, n);
    }
  /* The destinations kept as the phase began (by masks, with the empty map's
   * tables, counted by whichever clone the game runs) are those of the
   * search hex by hex, for every unit yet to move. */
  if (st->phase == MH_MOVEMENT && def->reach_cache)
    {
      guint u;

      MH_FOREACH (mh_active_mask (def, st, st->active) & ~st->moved, u)
        {
          gint16    cells[ST_HEX_GRID_MAX_CELLS];
          StHexMask searched = { { 0 } };
          guint     n = def->units[u].arm == MH_CAPITAL ? 0 : mh_destinations (def, st, &maps, u, cells);

          for (guint i = 0; i < n; i++)
            st_hex_mask_add (&searched, cells[i]);
          g_assert_cmpmem (MH_REACH (def, st, def->slot[u]), def->reach_words * sizeof (guint64), searched.w,
                           def->reach_words * sizeof (guint64));
          g_assert_cmpuint (st->reach_count[def->slot[u]], ==, n);
        }
    }
}

/* Plays uniformly random legal actions, checking the masks after each; half
 * the games with the population count instruction where the processor has
 * it, half with the baseline's count. */
static void
test_masks (gconstpointer data)
{
  g_autoptr (StGame) game = mh_fixture_load (data);
  MhDef   *def = (MhDef *) MH_DEF (game);
  gboolean popcnt = def->popcnt;

  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr (StState) state = st_game_new_initial_state (game, seed);
      StActionList list;
      StRng        rng;
      guint        n = 0;

      def->popcnt = popcnt && seed % 2 == 0;
      st_rng_seed (&rng, seed * 7919);
      st_action_list_init (&list);
      while (!st_game_is_terminal (game, state))
        {
          st_game_apply (game, state, st_game_random_action (game, state, &rng, &list));
          assert_masks_hold (game, state);
          g_assert_cmpuint (++n, <, 100000);
        }
      st_action_list_free (&list);
    }
  def->popcnt = popcnt;
}

/* The same random games, action by action and position by position, whether
 * the engine counts bits with the processor's instruction or without it
 * (st-bits.h's clones). */
static void
test_clones_play_alike (gconstpointer data)
{
  g_autoptr (StGame) game = mh_fixture_load (data);
  MhDef   *def = (MhDef *) MH_DEF (game);
  gboolean popcnt = def->popcnt;

  if (!popcnt)
    {
      g_test_skip ("no population count instruction here: one clone only");
      return;
    }
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr (StState) hw = st_game_new_initial_state (game, seed);
      g_autoptr (StState) sw = st_game_new_initial_state (game, seed);
      StActionList list;
      StRng        rng_hw, rng_sw;
      guint        n = 0;

      st_rng_seed (&rng_hw, seed * 31337);
      rng_sw = rng_hw;
      st_action_list_init (&list);
      while (!st_game_is_terminal (game, hw))
        {
          StAction a, b;

          def->popcnt = TRUE;
          a = st_game_random_action (game, hw, &rng_hw, &list);
          st_game_apply (game, hw, a);
          def->popcnt = FALSE;
          b = st_game_random_action (game, sw, &rng_sw, &list);
          st_game_apply (game, sw, b);
          g_assert_cmphex (a, ==, b);
          g_assert_cmpmem (hw, st_game_state_size (game), sw, st_game_state_size (game));
          g_assert_cmpuint (++n, <, 100000);
        }
      g_assert_true (st_game_is_terminal (game, sw));
      st_action_list_free (&list);
    }
  def->popcnt = popcnt;
}

/* The random action drawn without the legal list (movement from the
 * destinations the state keeps, attacks counted) is the one the same draw
 * picks from the list: games played by either way are the same games. */
static void
test_random_pick (gconstpointer data)
{
  g_autoptr (StGame) game = mh_fixture_load (data);
  StActionList list, scratch;

  st_action_list_init (&list);
  st_action_list_init (&scratch);
  for (guint64 seed = 1; seed <= 40; seed++)
    {
      g_autoptr (StState) state = st_game_new_initial_state (game, seed);
      StRng rng;
      guint n = 0;

      st_rng_seed (&rng, seed * 104729);
      while (!st_game_is_terminal (game, state))
        {
          StRng    listed = rng;
          StAction action = st_game_random_action (game, state, &rng, &scratch);

          st_game_legal_actions (game, state, &list);
          g_assert_cmpuint (action, ==, list.actions[st_rng_below (&listed, list.len)]);
          g_assert_cmpmem (&listed, sizeof listed, &rng, sizeof rng);
          st_game_apply (game, state, action);
          g_assert_cmpuint (++n, <, 100000);
        }
    }
  st_action_list_free (&list);
  st_action_list_free (&scratch);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      g_autofree char *base = g_path_get_basename (scenarios[i]);
      g_autofree char *path =
          g_strdup_printf ("/maneuver-hex/masks/the masks of %s hold over random games", base);

      g_autofree char *pick_path =
          g_strdup_printf ("/maneuver-hex/masks/the random pick of %s is the legal list's", base);

      g_autofree char *clones_path = g_strdup_printf (
          "/maneuver-hex/masks/random games of %s are the same with and without the popcnt instruction",
          base);

      g_test_add_data_func (path, scenarios[i], test_masks);
      g_test_add_data_func (clones_path, scenarios[i], test_clones_play_alike);
      g_test_add_data_func (pick_path, scenarios[i], test_random_pick);
    }
  return g_test_run ();
}
