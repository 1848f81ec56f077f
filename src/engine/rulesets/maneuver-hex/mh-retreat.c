/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mh-private.h"

/* Rule [8]'s retreats, cavalry withdrawal and advance after combat. */

/* A one-hex retreat may go to any adjacent hex on the map that holds no enemy
 * unit (a captured capital is one); where it goes is the owner's choice. */
guint
mh_retreat_options (const MhDef *def, const MhState *st, guint u, gint16 *out)
{
  const StHexGrid *grid = &def->grid;
  int              c = st->cell[u];
  int              enemy = 1 - def->units[u].player;
  guint            n = 0;

  for (guint i = 0; i < grid->n_neighbours[c]; i++)
    {
      int nb = grid->neighbours[c][i];
      if (grid->move_cost[nb] != 0 && mh_units_in (def, st, nb, enemy) == 0)
        out[n++] = (gint16) nb;
    }
  return n;
}

static void
add_moves_of (const MhDef *def, const MhState *st, MhActionKind kind, guint u, StActionList *out)
{
  gint16 cells[6];
  guint  n = mh_retreat_options (def, st, u, cells);

  for (guint i = 0; i < n; i++)
    st_action_list_add (out, mh_action_make (kind, u, (guint) cells[i], 0));
}

void
mh_retreat_actions (const MhDef *def, const MhState *st, StActionList *out)
{
  guint u = (guint) __builtin_ctzll (st->retreating);

  add_moves_of (def, st, MH_ACTION_RETREAT, u, out);
}

guint64
mh_withdrawers (const MhDef *def, const MhState *st)
{
  guint64 mask = 0;
  guint   u;

  /* Rule [8]: cavalry "may retreat one hex before the combat", once: a unit
   * that withdrew into another hex of the same combat stays a defender there,
   * and withdrawing again and again never ended the phase. */
  MH_FOREACH (mh_defenders (def, st) & ~st->retreated, u)
    if (def->units[u].arm == MH_CAVALRY)
      mask |= MH_BIT (u);
  return mask;
}

void
mh_withdraw_actions (const MhDef *def, const MhState *st, StActionList *out)
{
  guint u;

  MH_FOREACH (mh_withdrawers (def, st), u)
    add_moves_of (def, st, MH_ACTION_WITHDRAW, u, out);
  st_action_list_add (out, mh_action_make (MH_ACTION_DONE, MH_NO_UNIT, MH_NO_CELL, 0));
}

/* Whether retreating (or withdrawing) u to the hex to eliminates it, as
 * mh_retreat_apply () decides: the hex is in an enemy ZOC and holds no
 * friendly unit that stays. */
gboolean
mh_retreat_eliminates (const MhDef *def, const MhState *st, guint u, int to)
{
  int     p = def->units[u].player;
  guint64 friends = mh_units_in (def, st, to, p) & mh_active_mask (def, st, p);
  MhMaps  maps;

  mh_build_maps (def, st, &maps);
  return mh_maps_zoc (def, &maps, to, 1 - p) && (friends & ~st->retreating & ~MH_BIT (u)) == 0;
}

/* A unit retreating into an enemy ZOC is eliminated unless a friendly unit that
 * is not retreating is there. Friendly units in the hex it enters retreat in turn,
 * except units that already retreated in this combat, so that chains end. */
void
mh_retreat_apply (const MhDef *def, MhState *st, StAction action, StEventLog *ev)
{
  guint   u = mh_action_unit (action);
  int     p = def->units[u].player;
  int     from = st->cell[u], to = (int) mh_action_cell (action);
  guint64 friends = mh_units_in (def, st, to, p) & mh_active_mask (def, st, p);
  MhMaps  maps;

  st->retreating &= ~MH_BIT (u);
  st->retreated |= MH_BIT (u);
  mh_build_maps (def, st, &maps);
  mh_event_log_add (ev,
                    mh_action_kind (action) == MH_ACTION_WITHDRAW ? MH_EVENT_WITHDREW : MH_EVENT_RETREATED, p,
                    (int) u, from, to);
  if (mh_maps_zoc (def, &maps, to, 1 - p) && (friends & ~st->retreating) == 0)
    {
      mh_set_cell (def, st, u, to);
      mh_eliminate (def, st, u, ev);
    }
  else
    {
      /* Friendly units in the hex entered retreat in turn, in the own capital's
       * hex too: rule [11] exempts that hex from AE, AR and DR only. The capital
       * itself never moves. */
      mh_enter_cell (def, st, u, to, ev);
      st->retreating |= friends & ~st->retreated & ~MH_BIT (def->capital[p]);
    }
  mh_captors_left (def, st, p, from, ev);
  if (mh_action_kind (action) == MH_ACTION_WITHDRAW)
    {
      st->phase = MH_RETREAT;
      st->after_retreat = MH_WITHDRAW;
    }
}

/* The hexes of the combat now empty of enemy units (a captured capital may stay). */
static guint
vacated_hexes (const MhDef *def, const MhState *st, int *cells)
{
  int     e = 1 - st->active;
  guint64 enemies = mh_active_mask (def, st, e);
  guint   n = 0;

  for (guint i = 0; i < st->n_defender_cells; i++)
    if ((mh_units_in (def, st, st->defender_cells[i], e) & enemies) == 0)
      cells[n++] = st->defender_cells[i];
  return n;
}

/* Infantry and cavalry of the combat that neither retreated nor died, while a
 * hex of the combat is empty of enemy units. */
guint64
mh_advancers (const MhDef *def, const MhState *st)
{
  int     cells[6];
  guint64 mask = 0;
  guint   u;

  if (vacated_hexes (def, st, cells) == 0)
    return 0;
  MH_FOREACH (st->attackers & ~st->retreated, u)
    if (st->cell[u] >= 0 && (def->units[u].arm == MH_INFANTRY || def->units[u].arm == MH_CAVALRY))
      mask |= MH_BIT (u);
  return mask;
}

void
mh_advance_actions (const MhDef *def, const MhState *st, StActionList *out)
{
  int   cells[6];
  guint n = vacated_hexes (def, st, cells);
  guint u;

  MH_FOREACH (mh_advancers (def, st), u)
    for (guint i = 0; i < n; i++)
      st_action_list_add (out, mh_action_make (MH_ACTION_ADVANCE, u, (guint) cells[i], 0));
  st_action_list_add (out, mh_action_make (MH_ACTION_DONE, MH_NO_UNIT, MH_NO_CELL, 0));
}

void
mh_advance_apply (const MhDef *def, MhState *st, StAction action, StEventLog *ev)
{
  guint u = mh_action_unit (action);
  int   from = st->cell[u], to = (int) mh_action_cell (action);

  mh_enter_cell (def, st, u, to, ev);
  st->attackers &= ~MH_BIT (u);
  /* Rule [8]: after a withdrawal, units that advance may not attack. */
  if (st->after_withdrawal)
    st->attacked |= MH_BIT (u);
  mh_event_log_add (ev, MH_EVENT_ADVANCED, def->units[u].player, (int) u, from, to);
}

/* After a combat that emptied a hex of the defender's: the attackers may
 * advance. (A capital whose captors are gone was recaptured as they left.) */
void
mh_enter_advance (const MhDef *def, MhState *st, StEventLog *ev)
{
  st->phase = MH_ADVANCE;
  st->actor = st->active;
}
