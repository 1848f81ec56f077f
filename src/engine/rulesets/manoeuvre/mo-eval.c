/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <math.h>

#include "mo-private.h"

/* The greedy player's heuristic, from the board alone (never the hidden cards):
 * strength on the board, eliminations against the attrition count, and control
 * of the enemy half. */
double
mo_evaluate (const StGame *game, const StState *state, int player)
{
  const MoDef   *def = MO_DEF (game);
  const MoState *st = MO_CSTATE (state);
  double         value = 0.0;

  if (st->step == MO_STEP_OVER)
    return st->winner == player ? 1.0 : st->winner == 1 - player ? -1.0 : 0.0;
  for (guint u = 0; u < def->n_units; u++)
    {
      double s = st->cell[u] >= 0 ? mo_strength (def, st, u) : 0.0;
      value += def->units[u].player == player ? s : -s;
    }
  value +=
      4.0 * ((double) mo_n_eliminated (def, st, 1 - player) - (double) mo_n_eliminated (def, st, player));
  value += 0.5 * (mo_controlled (def, st, player) - mo_controlled (def, st, 1 - player));
  return tanh (value / 20.0);
}
