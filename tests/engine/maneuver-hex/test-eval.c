/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "mh-fixture.h"

/* The AI heuristic (mh-eval.c) reads the approach bonus from a table and a
 * unit's row through a multiplication: the values must be those of the direct
 * computation, bit for bit, or the greedy games would change. */

static const char *const scenarios[] = {
  "data/scenarios/maneuver-basic.xml",
  "data/scenarios/maneuver-advanced.xml",
};

/* The heuristic as first written: integer divisions for the rows and columns,
 * one double division a unit. */
static double
direct_side_score (const MhDef *def, const MhState *st, const MhMaps *maps, int p)
{
  const StHexGrid *grid = &def->grid;
  guint64          supplied = mh_supplied (def, st, maps, p);
  guint64          excess = mh_stacking_excess (def, st, p);
  int              enemy_capital = st->cell[def->capital[1 - p]];
  double           score = 0.0;
  guint            u;

  MH_FOREACH (mh_active_mask (def, st, p), u)
    {
      double value = mh_attack_strength (def, st, u) + mh_defense_strength (def, st, u) + 2.0;

      if (def->units[u].arm == MH_CAPITAL)
        continue;
      if (excess & MH_BIT (u))
        value *= 0.5;
      score += (supplied & MH_BIT (u)) ? value : value * 0.6;
      if (enemy_capital >= 0)
        {
          int dx = st->cell[u] % grid->columns - enemy_capital % grid->columns;
          int dy = st->cell[u] / grid->columns - enemy_capital / grid->columns;
          score += 2.0 / (1.0 + ABS (dx) + ABS (dy));
        }
    }
  if (st->captured & MH_BIT (def->capital[1 - p]))
    score += 25.0;
  if (mh_besieged (def, st, maps, 1 - p))
    score += 8.0;
  return score;
}

static double
direct_evaluate (const StGame *game, const StState *state, int player)
{
  const MhDef   *def = MH_DEF (game);
  const MhState *st = MH_CSTATE (state);
  MhMaps         maps;
  double         diff;

  if (st->phase == MH_OVER)
    return st->winner == 2 ? 0.0 : st->winner == player ? 1.0 : -1.0;
  mh_build_maps (def, st, &maps);
  diff = direct_side_score (def, st, &maps, player) - direct_side_score (def, st, &maps, 1 - player);
  return tanh (diff / 40.0);
}

/* mh_row_of () is cell / columns for every cell and column count a board can have. */
static void
test_row_of_every_cell (void)
{
  for (int columns = 1; columns <= ST_HEX_GRID_MAX_CELLS; columns++)
    {
      guint64 factor = mh_row_factor (columns);

      for (int cell = 0; cell < ST_HEX_GRID_MAX_CELLS; cell++)
        if (mh_row_of (cell, factor) != cell / columns)
          g_error ("row of cell %d with %d columns: %d, not %d", cell, columns, mh_row_of (cell, factor),
                   cell / columns);
    }
}

/* Every position of random games on the bundled scenarios evaluates as the
 * direct computation does, for both players. */
static void
test_evaluate_equals_direct (void)
{
  guint positions = 0;

  for (guint s = 0; s < G_N_ELEMENTS (scenarios); s++)
    {
      g_autoptr (StGame) game = mh_fixture_load (scenarios[s]);
      StActionList list;
      StRng        rng;

      st_action_list_init (&list);
      for (guint64 seed = 1; seed <= 6; seed++)
        {
          g_autoptr (StState) state = st_game_new_initial_state (game, seed);

          st_rng_seed (&rng, seed * 7919);
          for (;;)
            {
              for (int p = 0; p < 2; p++)
                {
                  double fast = st_game_evaluate (game, state, p);
                  double direct = direct_evaluate (game, state, p);

                  g_assert_cmpmem (&fast, sizeof fast, &direct, sizeof direct);
                }
              positions++;
              if (st_game_is_terminal (game, state))
                break;
              st_game_legal_actions (game, state, &list);
              g_assert_cmpuint (list.len, >, 0);
              st_game_apply (game, state, list.actions[st_rng_below (&rng, list.len)]);
            }
        }
      st_action_list_free (&list);
    }
  g_assert_cmpuint (positions, >, 100);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/maneuver-hex/eval/row-of-every-cell", test_row_of_every_cell);
  g_test_add_func ("/maneuver-hex/eval/evaluate-equals-direct", test_evaluate_equals_direct);
  return g_test_run ();
}
