/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "cm-fixture.h"

/* The random action's data structures (cm-random.c) against the computations
 * they replace: each leader's command-area rows against the distance, the
 * orthogonal rows, starting squares, cannons and self-activating pieces
 * against the units; the population count without the processor's instruction
 * against the builtin; and at every position of random games the random action,
 * counted with and without the instruction, against the legal list's action at
 * the generator's index (the same draws), and cm_agents () against
 * cm_can_activate (). On the bundled scenario, a crowded fixture (three leaders
 * a side, every kind replaced after one capture, exchanges) and a board over
 * 128 squares (the square-by-square count). */

static StGame *
crowded_game (void)
{
  const char *units[] = { "wg", "general",    "white", "4", "0", "wb", "brigadier",  "white", "5", "0",
                          "wm", "major",      "white", "2", "1", "w1", "infantry",   "white", "3", "1",
                          "w2", "infantry",   "white", "4", "1", "w3", "skirmisher", "white", "5", "1",
                          "w4", "cannon",     "white", "3", "0", "w5", "cavalry",    "white", "7", "1",
                          "w6", "cannon",     "white", "6", "0", "bg", "general",    "black", "4", "9",
                          "bb", "brigadier",  "black", "5", "9", "bm", "major",      "black", "7", "8",
                          "b1", "infantry",   "black", "3", "8", "b2", "infantry",   "black", "4", "8",
                          "b3", "skirmisher", "black", "5", "8", "b4", "cannon",     "black", "6", "9",
                          "b5", "cavalry",    "black", "2", "8", "b6", "cannon",     "black", "3", "9",
                          NULL };
  const char *params[] = { "moves-per-turn",
                           "3",
                           "skirmisher-self-activation",
                           "true",
                           "replacement-threshold-infantry",
                           "1",
                           "replacement-threshold-cavalry",
                           "1",
                           "replacement-threshold-cannon",
                           "1",
                           "replacement-threshold-skirmisher",
                           "1",
                           "turn-limit",
                           "40",
                           NULL };
  StScenario *s = cm_fixture_new ();

  for (guint i = 0; units[i] != NULL; i += 5)
    cm_fixture_unit (s, units[i], units[i + 1], units[i + 2], atoi (units[i + 3]), atoi (units[i + 4]));
  for (guint i = 0; params[i] != NULL; i += 2)
    cm_fixture_param (s, params[i], params[i + 1]);
  cm_fixture_terrain (s, "town", 4, 4);
  cm_fixture_terrain (s, "hill", 2, 5);
  cm_fixture_terrain (s, "forest", 6, 5);
  return cm_fixture_game (s);
}

/* 12 by 12: no cell masks, the square-by-square count. */
static StGame *
large_game (void)
{
  const char *units[] = { "wg", "general",  "white", "5", "0",  "wb", "brigadier",  "white", "6", "0",
                          "w1", "infantry", "white", "5", "1",  "w2", "skirmisher", "white", "6", "1",
                          "w3", "cannon",   "white", "4", "0",  "w4", "cavalry",    "white", "7", "1",
                          "bg", "general",  "black", "5", "11", "bb", "brigadier",  "black", "6", "11",
                          "b1", "infantry", "black", "5", "10", "b2", "skirmisher", "black", "6", "10",
                          "b3", "cannon",   "black", "7", "11", "b4", "cavalry",    "black", "4", "10",
                          NULL };
  StScenario *s = cm_fixture_new ();

  s->board->columns = 12;
  s->board->rows = 12;
  for (guint i = 0; units[i] != NULL; i += 5)
    cm_fixture_unit (s, units[i], units[i + 1], units[i + 2], atoi (units[i + 3]), atoi (units[i + 4]));
  cm_fixture_param (s, "skirmisher-self-activation", "true");
  cm_fixture_param (s, "replacement-threshold-infantry", "1");
  cm_fixture_param (s, "turn-limit", "30");
  cm_fixture_terrain (s, "town", 5, 5);
  return cm_fixture_game (s);
}

static void
check_tables (const StGame *game)
{
  const CmDef *def = CM_DEF (game);
  int          n = def->grid.n_cells;

  if (!def->masks)
    {
      g_assert_cmpint (n, >, 128);
      for (guint u = 0; u < def->n_units; u++)
        g_assert_cmpuint (def->fast[u], ==, CM_FAST_SEARCH);
      return;
    }
  for (int c = 0; c < n; c++)
    for (int x = 0; x < n; x++)
      {
        gboolean beside = st_square_grid_manhattan (&def->grid, c, x) == 1;

        g_assert_cmpuint ((guint) (def->ortho[c] >> x) & 1, ==, beside);
        for (guint l = 0; l < def->n_units; l++)
          if (def->units[l].arm == CM_LEADER)
            g_assert_cmpuint ((guint) (def->area[(gsize) def->area_index[l] * (gsize) n + (gsize) c] >> x)
                                  & 1,
                              ==, cm_distance (def, c, x) <= def->units[l].range);
      }
  for (int p = 0; p < 2; p++)
    for (int c = 0; c < n; c++)
      g_assert_cmpuint ((guint) (def->home_mask[p] >> c) & 1, ==, (def->home[c] >> p) & 1);
  for (guint u = 0; u < def->n_units; u++)
    {
      const CmUnitDef *ud = &def->units[u];

      g_assert_cmpuint ((def->cannons[ud->player] >> u) & 1, ==, ud->arm == CM_CANNON);
      g_assert_cmpuint ((def->self_active >> u) & 1, ==, def->self_activation && ud->arm == CM_SKIRMISHER);
    }
}

static void
check_agents (const CmDef *def, const CmState *st)
{
  for (guint u = 0; u < def->n_units; u++)
    {
      guint8 agents[CM_MAX_UNITS + 1], expected[CM_MAX_UNITS + 1];
      guint  n = 0;

      if ((st->on_board & CM_BIT (u)) && !(st->moved & CM_BIT (u)))
        {
          for (guint l = 0; l < def->n_units; l++)
            if (cm_can_activate (def, st, l, u))
              expected[n++] = (guint8) l;
          if (def->self_activation && def->units[u].arm == CM_SKIRMISHER)
            expected[n++] = CM_NO_UNIT;
        }
      g_assert_cmpuint (cm_agents (def, st, u, agents), ==, n);
      g_assert_cmpmem (agents, n, expected, n);
    }
}

/* The random action with the processor's count or without, against the list. */
static void
check_pick (const StGame *game, const StState *state, const StActionList *list, StActionList *scratch)
{
  CmDef   *def = (CmDef *) CM_DEF (game);
  gboolean popcnt = def->popcnt;

  for (guint64 k = 0; k < 6; k++)
    for (int hw = 0; hw <= popcnt; hw++)
      {
        StRng a, b;

        def->popcnt = hw;
        st_rng_seed (&a, k * 977 + CM_CSTATE (state)->turn);
        b = a;
        g_assert_cmphex (st_game_random_action (game, state, &a, scratch), ==,
                         list->actions[st_rng_below (&b, list->len)]);
        g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
      }
  def->popcnt = popcnt;
}

static void
walk (const StGame *game, guint64 seed, guint *n_exchanges, guint *n_replacements)
{
  g_autoptr (StState) state = st_game_new_initial_state (game, seed);
  StActionList list, scratch;
  StRng        rng;

  st_rng_seed (&rng, seed);
  st_action_list_init (&list);
  st_action_list_init (&scratch);
  for (guint n = 0; n < 600 && !st_game_is_terminal (game, state); n++)
    {
      st_game_legal_actions (game, state, &list);
      for (guint i = 0; i < list.len; i++)
        {
          *n_exchanges += CM_ACTION_KIND (list.actions[i]) == CM_ACT_EXCHANGE;
          *n_replacements += CM_ACTION_KIND (list.actions[i]) == CM_ACT_REPLACE;
        }
      check_pick (game, state, &list, &scratch);
      check_agents (CM_DEF (game), CM_CSTATE (state));
      st_game_apply (game, state, st_game_random_action (game, state, &rng, &scratch));
    }
  st_action_list_free (&list);
  st_action_list_free (&scratch);
}

static void
test_tables (void)
{
  g_autoptr (StGame) bundled = cm_fixture_load ("data/scenarios/command-and-maneuver.xml");
  g_autoptr (StGame) crowded = crowded_game ();
  g_autoptr (StGame) large = large_game ();

  check_tables (bundled);
  check_tables (crowded);
  check_tables (large);
  g_assert_true (CM_DEF (bundled)->masks);
  g_assert_false (CM_DEF (large)->masks);
}

static void
test_mask_count (void)
{
  StRng rng;

  st_rng_seed (&rng, 7);
  g_assert_cmpuint (cm_mask_count (0), ==, 0);
  g_assert_cmpuint (cm_mask_count (~(CmMask) 0), ==, 128);
  for (guint i = 0; i < 100000; i++)
    {
      /* Sparse and dense masks: random words and-ed or or-ed together. */
      guint64 lo = st_rng_next (&rng), hi = st_rng_next (&rng);
      CmMask  m;

      if (i % 3 == 0)
        lo &= st_rng_next (&rng), hi &= st_rng_next (&rng);
      else if (i % 3 == 1)
        lo |= st_rng_next (&rng), hi |= st_rng_next (&rng);
      m = ((CmMask) hi << 64) | lo;
      g_assert_cmpuint (cm_mask_count (m), ==, __builtin_popcountll (lo) + __builtin_popcountll (hi));
    }
}

static void
test_random_pick (void)
{
  g_autoptr (StGame) bundled = cm_fixture_load ("data/scenarios/command-and-maneuver.xml");
  g_autoptr (StGame) crowded = crowded_game ();
  g_autoptr (StGame) large = large_game ();
  guint exchanges = 0, replacements = 0;

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      walk (bundled, seed, &exchanges, &replacements);
      walk (crowded, seed, &exchanges, &replacements);
      walk (large, seed, &exchanges, &replacements);
    }
  /* The games went through the rare kinds the random action counts apart. */
  g_assert_cmpuint (exchanges, >, 0);
  g_assert_cmpuint (replacements, >, 0);
  g_test_message ("%u exchanges and %u replacements listed", exchanges, replacements);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/command-maneuver/random/tables agree with distances and units", test_tables);
  g_test_add_func ("/command-maneuver/random/the mask count is the population count", test_mask_count);
  g_test_add_func ("/command-maneuver/random/the pick is the listed action, with and without the instruction",
                   test_random_pick);
  return g_test_run ();
}
