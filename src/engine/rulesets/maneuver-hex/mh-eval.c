/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <math.h>

#include "mh-private.h"

/* A heuristic value of a position for the greedy and search players: material on
 * the map, supply, and the capitals (captured, besieged, approached). Units in a
 * hex over the stacking limit count half: rule [6] will remove one of each pair
 * at the end of the phase, so a player never gains by over-stacking (the greedy
 * player used to pile units into one hex and then delete its own excess). */

/* The approach bonus 2 / (1 + d) of a unit d hexes (rows plus columns) from the
 * enemy capital, for every d a board can have (d < ST_HEX_GRID_MAX_CELLS), made
 * once: the same double division as in the loop, so the same bits. */
static double approach_bonus[ST_HEX_GRID_MAX_CELLS];

static const double *
approach_table (void)
{
  static gsize made = 0;

  if (g_once_init_enter (&made))
    {
      for (int d = 0; d < ST_HEX_GRID_MAX_CELLS; d++)
        approach_bonus[d] = 2.0 / (1.0 + d);
      g_once_init_leave (&made, 1);
    }
  return approach_bonus;
}

static double
side_score (const MhDef *def, const MhState *st, const MhMaps *maps, int p)
{
  guint64       supplied = mh_supplied (def, st, maps, p);
  guint64       excess = mh_stacking_excess (def, st, p);
  int           enemy_capital = st->cell[def->capital[1 - p]];
  const double *approach = approach_table ();
  double        score = 0.0;
  guint         u;

  /* The capital is not counted. */
  MH_FOREACH (mh_active_mask (def, st, p) & (def->line_mask[p] | def->gun_mask[p]), u)
    {
      double value = def->unit_value[u][(st->reduced >> u) & 1];

      if (excess & MH_BIT (u))
        value *= 0.5;
      score += (supplied & MH_BIT (u)) ? value : value * 0.6;
      if (enemy_capital >= 0)
        score += approach[mh_distance (def, st->cell[u], enemy_capital)];
    }
  if (st->captured & MH_BIT (def->capital[1 - p]))
    score += 25.0;
  if (mh_besieged (def, st, maps, 1 - p))
    score += 8.0;
  return score;
}

double
mh_evaluate (const StGame *game, const StState *state, int player)
{
  const MhDef   *def = MH_DEF (game);
  const MhState *st = MH_CSTATE (state);
  MhMaps         maps;
  double         diff;

  if (st->phase == MH_OVER)
    return st->winner == 2 ? 0.0 : st->winner == player ? 1.0 : -1.0;
  mh_build_maps (def, st, &maps);
  diff = side_score (def, st, &maps, player) - side_score (def, st, &maps, 1 - player);
  return tanh (diff / 40.0);
}
