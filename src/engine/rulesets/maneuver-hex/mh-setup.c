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

void
mh_setup_actions (const MhDef *def, const MhState *st, StActionList *out)
{
  guint u = def->setup_order[st->setup_next];

  for (int c = 0; c < def->grid.n_cells; c++)
    if (mh_setup_cell_ok (def, st, u, c))
      st_action_list_add (out, mh_action_make (MH_ACTION_PLACE, u, (guint) c, 0));
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
