/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mh-private.h"

/* Unit values (rule [5]), the stacking limit (rule [6]) and losses (rule [8],
 * step losses of rule [13].3). */

/* A unit that takes part in play: on the map and not a captured capital, which
 * keeps its hex but has no values, no ZOC and blocks no one (rule [11]). */
gboolean
mh_is_active (const MhDef *def, const MhState *st, guint u)
{
  return !((st->off_map | st->captured) & MH_BIT (u));
}

guint64
mh_active_mask (const MhDef *def, const MhState *st, int player)
{
  return def->side_mask[player] & ~st->off_map & ~st->captured;
}

guint64
mh_units_in (const MhDef *def, const MhState *st, int cell, int player)
{
  guint64 mask = 0;
  guint   u;

  MH_FOREACH (def->side_mask[player], u)
    if (st->cell[u] == cell)
      mask |= MH_BIT (u);
  return mask;
}

void
mh_build_maps (const MhDef *def, const MhState *st, MhMaps *maps)
{
  const StHexGrid *grid = &def->grid;

  memset (maps->occupied, 0, grid->n_cells);
  memset (maps->zoc, 0, grid->n_cells);
  memset (maps->occupied_mask, 0, sizeof maps->occupied_mask);
  for (guint u = 0; u < def->n_units; u++)
    {
      int    c = st->cell[u];
      guint8 bit;

      /* A captured capital has no values but is still a unit: it keeps its ZOC
       * and blocks enemy movement (rules [5], [6] and [11]). */
      if (c < 0)
        continue;
      bit = (guint8) (1u << def->units[u].player);
      maps->occupied[c] |= bit;
      for (guint i = 0; i < grid->n_neighbours[c]; i++)
        maps->zoc[grid->neighbours[c][i]] |= bit;
      if (grid->masks != NULL)
        st_hex_mask_add (&maps->occupied_mask[def->units[u].player], c);
    }
  if (grid->masks != NULL)
    for (int p = 0; p < 2; p++)
      st_hex_grid_expand (grid, &maps->occupied_mask[p], &maps->zoc_mask[p]);
}

int
mh_attack_strength (const MhDef *def, const MhState *st, guint u)
{
  if (st->captured & MH_BIT (u))
    return 0;
  return def->units[u].attack[(st->reduced & MH_BIT (u)) ? 1 : 0];
}

int
mh_defense_strength (const MhDef *def, const MhState *st, guint u)
{
  if (st->captured & MH_BIT (u))
    return 0;
  return def->units[u].defense[(st->reduced & MH_BIT (u)) ? 1 : 0];
}

/* Units of player in hexes over the stacking limit: one infantry or cavalry, one
 * artillery and the capital. Any of them may be the one removed. */
guint64
mh_stacking_excess (const MhDef *def, const MhState *st, int player)
{
  guint64 excess = 0;
  guint64 seen = 0;
  guint   u, v;

  /* Most positions keep the limit: find hexes holding two line units or two
   * artillery units in one pass over cell masks first. */
  if (def->grid.masks != NULL)
    {
      StHexMask line_cells = { { 0 } }, gun_cells = { { 0 } }, twice = { { 0 } };

      MH_FOREACH (def->side_mask[player] & ~st->off_map, u)
        {
          StHexMask *cells = def->units[u].arm == MH_ARTILLERY ? &gun_cells
                             : def->units[u].arm == MH_CAPITAL ? NULL
                                                               : &line_cells;
          if (cells == NULL)
            continue;
          if (st_hex_mask_has (cells, st->cell[u]))
            st_hex_mask_add (&twice, st->cell[u]);
          st_hex_mask_add (cells, st->cell[u]);
        }
      if (st_hex_mask_empty (&twice))
        return 0;
    }
  MH_FOREACH (def->side_mask[player], u)
    {
      guint64 line = 0, guns = 0;

      if (st->cell[u] < 0 || (seen & MH_BIT (u)))
        continue;
      MH_FOREACH (def->side_mask[player], v)
        if (st->cell[v] == st->cell[u])
          {
            seen |= MH_BIT (v);
            if (def->units[v].arm == MH_INFANTRY || def->units[v].arm == MH_CAVALRY)
              line |= MH_BIT (v);
            else if (def->units[v].arm == MH_ARTILLERY)
              guns |= MH_BIT (v);
          }
      if (st_popcount64 (line) > 1)
        excess |= line;
      if (st_popcount64 (guns) > 1)
        excess |= guns;
    }
  return excess;
}

/* Rule [11]: a captured capital is recaptured the instant all enemy units in
 * its hex are retreated or eliminated, whoever's combat it was. */
void
mh_captors_left (const MhDef *def, MhState *st, int player, int cell, StEventLog *ev)
{
  guint cap = (guint) def->capital[1 - player];

  if (cell < 0 || !(st->captured & MH_BIT (cap)) || st->cell[cap] != cell)
    return;
  if ((mh_units_in (def, st, cell, player) & mh_active_mask (def, st, player)) != 0)
    return;
  st->captured &= ~MH_BIT (cap);
  mh_event_log_add (ev, MH_EVENT_RECAPTURED, 1 - player, (int) cap, cell, cell);
}

void
mh_eliminate (const MhDef *def, MhState *st, guint u, StEventLog *ev)
{
  int from = st->cell[u];

  if (def->units[u].arm == MH_CAPITAL)
    return; /* a capital is captured, never eliminated */
  st->cell[u] = -1;
  st->off_map |= MH_BIT (u);
  st->dead |= MH_BIT (u);
  st->reduced &= ~MH_BIT (u);
  st->retreating &= ~MH_BIT (u);
  mh_event_log_add (ev, MH_EVENT_ELIMINATED, def->units[u].player, (int) u, from, -1);
  mh_captors_left (def, st, def->units[u].player, from, ev);
}

/* An AE or DE result for one unit: with step losses (rule [13].3) a unit on its
 * front side is flipped instead. */
void
mh_take_loss (const MhDef *def, MhState *st, guint u, StEventLog *ev)
{
  if (def->step_losses && !(st->reduced & MH_BIT (u)))
    {
      st->reduced |= MH_BIT (u);
      mh_event_log_add (ev, MH_EVENT_FLIPPED, def->units[u].player, (int) u, st->cell[u], st->cell[u]);
      return;
    }
  mh_eliminate (def, st, u, ev);
}

/* Rule [12]: combat units are all units but the capital. */
int
mh_count_combat_units (const MhDef *def, const MhState *st, int player)
{
  int   n = 0;
  guint u;

  MH_FOREACH (def->side_mask[player], u)
    if (st->cell[u] >= 0 && def->units[u].arm != MH_CAPITAL)
      n++;
  return n;
}
