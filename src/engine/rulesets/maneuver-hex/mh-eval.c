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

static double
side_score (const MhDef *def, const MhState *st, const MhMaps *maps, int p)
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
