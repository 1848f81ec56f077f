/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mh-private.h"

/* Rule [3], prepare for play. Units the scenario leaves in reserve are set up as
 * actions, one unit at a time in the rule's order (MhDef.setup_order): the first
 * player's capital, the second player's units, the first player's other units. */

void
mh_setup_begin (const MhDef *def, MhState *st)
{
  st->phase = MH_SETUP;
  st->setup_next = 0;
}

static gboolean
line_arm (const MhDef *def, guint u)
{
  return def->units[u].arm == MH_INFANTRY || def->units[u].arm == MH_CAVALRY;
}

/* Own side of the border away from it (the set-up zone), the capital away from the
 * map edge and corners, and the stacking limit kept. */
gboolean
mh_setup_cell_ok (const MhDef *def, const MhState *st, guint u, int cell)
{
  int     p = def->units[u].player;
  guint64 here;
  guint   v;

  if (!(def->setup_zone[cell] & (1u << p)) || def->grid.move_cost[cell] == 0)
    return FALSE;
  if (def->units[u].arm == MH_CAPITAL && !def->capital_ok[cell])
    return FALSE;
  if (mh_units_in (def, st, cell, 1 - p) != 0)
    return FALSE;
  here = mh_units_in (def, st, cell, p);
  MH_FOREACH (here, v)
    {
      if (line_arm (def, u) && line_arm (def, v))
        return FALSE;
      if (def->units[u].arm == def->units[v].arm)
        return FALSE;
    }
  return TRUE;
}

/* Small boards: the hexes of mh_setup_cell_ok () as a mask, from the state's
 * masks and per-hex counts. A hex with an enemy unit is out; of the hexes
 * with own units, a line unit may not join a line unit and artillery may not
 * join artillery (the capital, one a side, joins anyone). */
static void
setup_cells (const MhDef *def, const MhState *st, guint u, StHexMask *out)
{
  int           p = def->units[u].player;
  gboolean      capital = def->units[u].arm == MH_CAPITAL;
  const guint8 *counts = NULL;
  guint64       mixed;

  if (line_arm (def, u))
    counts = MH_COUNTS (def, st, p, 0);
  else if (def->units[u].arm == MH_ARTILLERY)
    counts = MH_COUNTS (def, st, p, 1);
  for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
    out->w[k] = def->setup_mask[p].w[k] & ~st->occ[1 - p].w[k]
                & (capital ? def->capital_mask.w[k] : ~G_GUINT64_CONSTANT (0));
  if (counts == NULL)
    return;
  for (guint w = 0; w < ST_HEX_MASK_WORDS; w++)
    for (mixed = out->w[w] & st->occ[p].w[w]; mixed != 0; mixed &= mixed - 1)
      if (counts[w * 64 + __builtin_ctzll (mixed)] != 0)
        out->w[w] &= ~(G_GUINT64_CONSTANT (1) << __builtin_ctzll (mixed));
}

gboolean
mh_setup_possible (const MhDef *def, const MhState *st, guint u)
{
  StHexMask cells;

  if (def->grid.masks != NULL)
    {
      setup_cells (def, st, u, &cells);
      return !st_hex_mask_empty (&cells);
    }
  for (int c = 0; c < def->grid.n_cells; c++)
    if (mh_setup_cell_ok (def, st, u, c))
      return TRUE;
  return FALSE;
}

void
mh_setup_actions (const MhDef *def, const MhState *st, StActionList *out)
{
  guint     u = def->setup_order[st->setup_next];
  StHexMask cells;

  if (def->grid.masks != NULL)
    {
      setup_cells (def, st, u, &cells);
      for (guint w = 0; w < ST_HEX_MASK_WORDS; w++)
        for (guint64 bits = cells.w[w]; bits != 0; bits &= bits - 1)
          st_action_list_add (out, mh_action_make (MH_ACTION_PLACE, u, w * 64 + __builtin_ctzll (bits), 0));
      return;
    }
  for (int c = 0; c < def->grid.n_cells; c++)
    if (mh_setup_cell_ok (def, st, u, c))
      st_action_list_add (out, mh_action_make (MH_ACTION_PLACE, u, (guint) c, 0));
}

StAction
mh_setup_random_action (const MhDef *def, const MhState *st, StRng *rng)
{
  guint     u = def->setup_order[st->setup_next], n = 0, pick;
  StHexMask cells;

  setup_cells (def, st, u, &cells);
  for (guint w = 0; w < ST_HEX_MASK_WORDS; w++)
    n += st_popcount64 (cells.w[w]);
  pick = st_rng_below (rng, n);
  for (guint w = 0; w < ST_HEX_MASK_WORDS; w++)
    {
      guint64 bits = cells.w[w];
      guint   here = st_popcount64 (bits);

      if (pick >= here)
        {
          pick -= here;
          continue;
        }
      for (; pick > 0; pick--)
        bits &= bits - 1;
      return mh_action_make (MH_ACTION_PLACE, u, w * 64 + __builtin_ctzll (bits), 0);
    }
  g_return_val_if_reached (mh_action_make (MH_ACTION_END_PHASE, MH_NO_UNIT, MH_NO_CELL, 0));
}

void
mh_setup_apply (const MhDef *def, MhState *st, StAction action, StEventLog *ev)
{
  guint u = mh_action_unit (action);
  int   cell = (int) mh_action_cell (action);

  mh_set_cell (def, st, u, cell);
  st->off_map &= ~MH_BIT (u);
  st->setup_next++;
  mh_event_log_add (ev, MH_EVENT_PLACED, def->units[u].player, (int) u, -1, cell);
}
