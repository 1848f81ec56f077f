/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "cm-private.h"

/* Rule "Activation": a piece moves only when a leader of its colour within command
 * control range at the start of the piece's move activates it, up to the
 * leader's command rating a turn (itself and other leaders included; a leader
 * moved earlier in the turn activates from where it now stands). Skirmishers may
 * activate themselves where the scenario allows it. Rule "Special cannon
 * repositioning move": a cannon and a leader side by side orthogonally swap. */

int
cm_activation_value (const CmDef *def, const CmState *st, int player)
{
  int   value = 0;
  guint u;

  /* "total on-board activation value": leaders on the board only (a leader due
   * as a replacement counts for victory with victory-counts-replacements). */
  CM_FOREACH (st->on_board & def->leaders[player], u)
  value += def->units[u].rating;
  return value;
}

gboolean
cm_can_activate (const CmDef *def, const CmState *st, guint leader, guint u)
{
  const CmUnitDef *ld = &def->units[leader];

  return def->units[u].player == ld->player && ld->arm == CM_LEADER && (st->on_board & CM_BIT (leader))
         && st->used[leader] < ld->rating && cm_distance (def, st->cell[leader], st->cell[u]) <= ld->range;
}

guint
cm_agents (const CmDef *def, const CmState *st, guint u, guint8 *out)
{
  const CmUnitDef *ud = &def->units[u];
  guint            n = 0, l;

  if (!(st->on_board & CM_BIT (u)) || (st->moved & CM_BIT (u)))
    return 0;
  /* cm_can_activate () for the side's leaders on the board: on a mask board the
   * range is a bit of the leader's command-area row. */
  if (def->masks)
    {
      int c = st->cell[u];

      CM_FOREACH (def->leaders[ud->player] & st->on_board, l)
      if (st->used[l] < def->units[l].rating
          && (def->area[(gsize) def->area_index[l] * (gsize) def->grid.n_cells + (gsize) st->cell[l]] >> c)
                 & 1)
        out[n++] = (guint8) l;
    }
  else
    CM_FOREACH (def->leaders[ud->player] & st->on_board, l)
  if (cm_can_activate (def, st, l, u))
    out[n++] = (guint8) l;
  if (def->self_activation && ud->arm == CM_SKIRMISHER)
    out[n++] = CM_NO_UNIT;
  return n;
}

gboolean
cm_can_exchange (const CmDef *def, const CmState *st, guint cannon, guint leader)
{
  const CmUnitDef *cd = &def->units[cannon], *ld = &def->units[leader];
  guint64          both = CM_BIT (cannon) | CM_BIT (leader);

  return cd->arm == CM_CANNON && ld->arm == CM_LEADER && cd->player == ld->player
         && (st->on_board & both) == both && !(st->moved & both) && st->used[leader] < ld->rating
         && ABS (def->cx[st->cell[cannon]] - def->cx[st->cell[leader]])
                    + ABS (def->cy[st->cell[cannon]] - def->cy[st->cell[leader]])
                == 1;
}
