/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mh-private.h"

/* Rules [6] movement, [7] zones of control, the stacking limit, and [10]
 * replacements (with rule [13].4's step replacements). */

static void
cache_destinations (const MhDef *def, MhState *st, const MhMaps *maps, guint u)
{
  gint16   cells[ST_HEX_GRID_MAX_CELLS];
  guint64 *bits = st->reach[def->slot[u]];
  guint    n = def->units[u].arm == MH_CAPITAL ? 0 : mh_destinations (def, st, maps, u, cells);

  memset (bits, 0, sizeof st->reach[0]);
  for (guint i = 0; i < n; i++)
    bits[cells[i] / 64] |= G_GUINT64_CONSTANT (1) << (cells[i] % 64);
}

void
mh_movement_begin (const MhDef *def, MhState *st, StEventLog *ev)
{
  MhMaps  maps;
  int     p = st->active;
  guint64 supplied;

  st->phase = MH_MOVEMENT;
  st->actor = st->active;
  st->moved = 0;
  st->attacked = 0;
  st->defended = 0;
  st->replaced &= (guint8) ~(1u << p);
  /* Rule [9]: supply is checked for all friendly units as the phase begins. */
  mh_build_maps (def, st, &maps);
  supplied = mh_supplied (def, st, &maps, p);
  st->unsupplied = (st->unsupplied & ~def->side_mask[p]) | (mh_active_mask (def, st, p) & ~supplied);
  /* Nothing the phasing player does changes where his units may go this phase:
   * enemy units, their ZOC and his units' supply stay as they are. */
  if (def->reach_cache)
    {
      guint u;
      MH_FOREACH (mh_active_mask (def, st, p), u)
      cache_destinations (def, st, &maps, u);
    }
  st_event_log_add (ev, ST_EVENT_PHASE, p, -1, -1, -1);
}

static int
movement_allowance (const MhDef *def, const MhState *st, guint u)
{
  int ma = def->units[u].movement;

  if (st->unsupplied & MH_BIT (u))
    ma -= 1;
  return ma;
}

/* Every hex unit u can end its move in: paths of at most its MA in terrain costs,
 * never into an enemy unit's hex, stopping on entering an enemy ZOC (or terrain
 * that stops cavalry), and never straight from one enemy ZOC hex to another. */
guint
mh_destinations (const MhDef *def, const MhState *st, const MhMaps *maps, guint u, gint16 *out)
{
  const StHexGrid *grid = &def->grid;
  guint8           enemy = (guint8) (1u << (1 - def->units[u].player));
  gboolean         cavalry = def->units[u].arm == MH_CAVALRY;
  int              start = st->cell[u];
  int              ma = movement_allowance (def, st, u);
  gint8            best[ST_HEX_GRID_MAX_CELLS];
  gint16           queue[ST_HEX_GRID_MAX_CELLS * 2];
  guint            head = 0, tail = 0, n = 0;
  gboolean         start_in_zoc;

  if (ma <= 0 || start < 0)
    return 0;
  memset (best, -1, grid->n_cells);
  start_in_zoc = (maps->zoc[start] & enemy) != 0;
  best[start] = (gint8) ma;
  queue[tail++] = (gint16) start;
  while (head < tail)
    {
      int c = queue[head++ % G_N_ELEMENTS (queue)];
      int left = best[c];

      if (c != start && ((maps->zoc[c] & enemy) || (cavalry && grid->cavalry_stop[c])))
        continue;
      for (guint i = 0; i < grid->n_neighbours[c]; i++)
        {
          int nb = grid->neighbours[c][i];
          int cost = grid->move_cost[nb];

          if (cost == 0 || cost > left || (maps->occupied[nb] & enemy))
            continue;
          if (c == start && start_in_zoc && (maps->zoc[nb] & enemy))
            continue;
          if (left - cost > best[nb])
            {
              if (best[nb] < 0 && nb != start)
                out[n++] = (gint16) nb;
              best[nb] = (gint8) (left - cost);
              queue[tail++ % G_N_ELEMENTS (queue)] = (gint16) nb;
            }
        }
    }
  return n;
}

/* Rule [10]: from the replacement turn on, once a turn, while the capital is
 * neither captured nor besieged. */
static gboolean
may_replace (const MhDef *def, const MhState *st)
{
  int    p = st->active;
  MhMaps maps;

  if (st->turn < def->replacements_from || (st->replaced & (1u << p))
      || (st->captured & MH_BIT (def->capital[p])))
    return FALSE;
  if ((st->dead & def->side_mask[p]) == 0 && !(def->step_replacements && (st->reduced & def->side_mask[p])))
    return FALSE;
  mh_build_maps (def, st, &maps);
  return !mh_besieged (def, st, &maps, p);
}

void
mh_movement_actions (const MhDef *def, const MhState *st, StActionList *out)
{
  MhMaps  maps;
  gint16  cells[ST_HEX_GRID_MAX_CELLS];
  int     p = st->active;
  guint64 movers;
  guint   u;

  if (st->phase != MH_MOVEMENT)
    {
      MH_FOREACH (mh_stacking_excess (def, st, st->actor), u)
      st_action_list_add (out, st_action_make (ST_ACTION_REMOVE, u, ST_ACTION_NO_CELL, 0));
      return;
    }
  if (!def->reach_cache)
    mh_build_maps (def, st, &maps);
  movers = mh_active_mask (def, st, p) & ~st->moved;
  MH_FOREACH (movers, u)
  {
    if (def->units[u].arm == MH_CAPITAL)
      continue; /* rule [11]: the capital never moves */
    if (def->reach_cache)
      {
        for (guint w = 0; w < MH_REACH_CELLS / 64; w++)
          for (guint64 bits = st->reach[def->slot[u]][w]; bits != 0; bits &= bits - 1)
            st_action_list_add (out, st_action_make (ST_ACTION_MOVE, u, w * 64 + __builtin_ctzll (bits), 0));
      }
    else
      {
        guint n = mh_destinations (def, st, &maps, u, cells);
        for (guint i = 0; i < n; i++)
          st_action_list_add (out, st_action_make (ST_ACTION_MOVE, u, (guint) cells[i], 0));
      }
  }
  if (may_replace (def, st))
    {
      MH_FOREACH (st->dead & def->side_mask[p], u)
      st_action_list_add (out, st_action_make (ST_ACTION_REPLACE, u, ST_ACTION_NO_CELL, 0));
      if (def->step_replacements)
        MH_FOREACH (st->reduced & mh_active_mask (def, st, p) & ~st->unsupplied, u)
      if (def->units[u].arm != MH_CAPITAL)
        st_action_list_add (out, st_action_make (ST_ACTION_RESTORE, u, ST_ACTION_NO_CELL, 0));
    }
  st_action_list_add (out, st_action_make (ST_ACTION_END_PHASE, ST_ACTION_NO_UNIT, ST_ACTION_NO_CELL, 0));
}

/* A unit entering its own captured capital's hex recaptures it (rule [11]). */
void
mh_enter_cell (const MhDef *def, MhState *st, guint u, int cell, StEventLog *ev)
{
  int   p = def->units[u].player;
  guint cap = (guint) def->capital[p];

  st->cell[u] = (gint16) cell;
  if ((st->captured & MH_BIT (cap)) && st->cell[cap] == cell)
    {
      st->captured &= ~MH_BIT (cap);
      st_event_log_add (ev, ST_EVENT_RECAPTURED, p, (int) cap, cell, cell);
    }
}

void
mh_movement_apply (const MhDef *def, MhState *st, StAction action, StEventLog *ev)
{
  guint u = st_action_unit (action);
  int   p = def->units[u].player;
  int   from = st->cell[u];

  switch (st_action_kind (action))
    {
      case ST_ACTION_MOVE:
        mh_enter_cell (def, st, u, (int) st_action_cell (action), ev);
        st->moved |= MH_BIT (u);
        st_event_log_add (ev, ST_EVENT_MOVED, p, (int) u, from, st->cell[u]);
        break;
      case ST_ACTION_REPLACE:
        /* Army quality and step replacements bring units in on their weak side. */
        st->cell[u] = st->cell[def->capital[p]];
        st->dead &= ~MH_BIT (u);
        st->unsupplied &= ~MH_BIT (u);
        if (def->army_quality || def->step_replacements)
          st->reduced |= MH_BIT (u);
        else
          st->reduced &= ~MH_BIT (u);
        st->replaced |= (guint8) (1u << p);
        if (def->reach_cache)
          {
            MhMaps maps;
            mh_build_maps (def, st, &maps);
            cache_destinations (def, st, &maps, u);
          }
        st_event_log_add (ev, ST_EVENT_REPLACED, p, (int) u, -1, st->cell[u]);
        break;
      case ST_ACTION_RESTORE:
        st->reduced &= ~MH_BIT (u);
        st->replaced |= (guint8) (1u << p);
        st_event_log_add (ev, ST_EVENT_RESTORED, p, (int) u, from, from);
        break;
      case ST_ACTION_REMOVE:
      default:
        st_event_log_add (ev, ST_EVENT_REMOVED, p, (int) u, from, -1);
        mh_eliminate (def, st, u, NULL);
        break;
    }
}
