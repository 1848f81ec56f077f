/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mh-private.h"

/* Unit values (rule [5]), the stacking limit (rule [6]) and losses (rule [8],
 * step losses of rule [13].3). */

void
mh_rebuild_zoc (const MhDef *def, MhState *st, int player)
{
  st_hex_grid_expand_wide (&def->grid, &st->occ[player], &st->zoc[player]);
}

/* The kind a unit counts as in MH_COUNTS (): 0 infantry and cavalry, 1
 * artillery, -1 the capital (its hex is its own cell). */
static int
count_kind (const MhDef *def, guint u)
{
  return def->units[u].arm == MH_ARTILLERY ? 1 : def->units[u].arm == MH_CAPITAL ? -1 : 0;
}

static inline gboolean
holds (const MhDef *def, const MhState *st, int p, int cell)
{
  return (MH_COUNTS (def, st, p, 0)[cell] | MH_COUNTS (def, st, p, 1)[cell]) != 0
         || (def->capital[p] >= 0 && st->cell[def->capital[p]] == cell);
}

static inline void
update_over (const MhDef *def, MhState *st, int p, int cell)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << (cell & 63);

  if (MH_COUNTS (def, st, p, 0)[cell] >= 2 || MH_COUNTS (def, st, p, 1)[cell] >= 2)
    st->over[p].w[cell >> 6] |= bit;
  else
    st->over[p].w[cell >> 6] &= ~bit;
}

void
mh_set_cell (const MhDef *def, MhState *st, guint u, int cell)
{
  int      old = st->cell[u];
  int      p = def->units[u].player;
  int      kind = count_kind (def, u);
  gboolean was_held;

  if (def->grid.masks == NULL || old == cell)
    {
      st->cell[u] = (gint16) cell;
      return;
    }
  /* occ[p] is the hexes p holds (his capital's among them). */
  was_held = cell >= 0 && st_hex_mask_has (&st->occ[p], cell);
  st->cell[u] = (gint16) cell;
  /* The hex is over the limit while either kind's count is two or more: a
   * count reaching two sets it, one falling back to one clears it unless the
   * other kind's is still two (the capital counts in neither). */
  if (cell >= 0)
    {
      if (kind >= 0 && ++MH_COUNTS (def, st, p, kind)[cell] == 2)
        st_hex_mask_add (&st->over[p], cell);
      if (!was_held)
        {
          const StHexMask *around = &def->grid.masks[cell];

          st_hex_mask_add (&st->occ[p], cell);
          if (mh_zoc_kept (st, p))
            for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
              st->zoc[p].w[k] |= around->w[k];
        }
    }
  if (old < 0)
    return;
  if (kind >= 0 && --MH_COUNTS (def, st, p, kind)[old] == 1 && MH_COUNTS (def, st, p, 1 - kind)[old] < 2)
    st->over[p].w[old >> 6] &= ~(G_GUINT64_CONSTANT (1) << (old & 63));
  if (holds (def, st, p, old))
    return;
  st->occ[p].w[old >> 6] &= ~(G_GUINT64_CONSTANT (1) << (old & 63));
  if (!mh_zoc_kept (st, p))
    return;
  /* Of the hexes next to the one left, those next to no other hex of p's
   * leave p's zone of control: the hexes of p's that count are within two
   * of the one left. */
  if (def->ball2 != NULL)
    {
      StHexMask close, kept;

      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        close.w[k] = st->occ[p].w[k] & def->ball2[old].w[k];
      st_hex_grid_expand (&def->grid, &close, &kept);
      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        st->zoc[p].w[k] &= ~(def->grid.masks[old].w[k] & ~kept.w[k]);
      return;
    }
  for (guint i = 0; i < def->grid.n_neighbours[old]; i++)
    {
      int              n = def->grid.neighbours[old][i];
      const StHexMask *around = &def->grid.masks[n];
      guint64          near = 0;

      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        near |= around->w[k] & st->occ[p].w[k];
      if (near == 0)
        st->zoc[p].w[n >> 6] &= ~(G_GUINT64_CONSTANT (1) << (n & 63));
    }
}

void
mh_sync_masks (const MhDef *def, MhState *st)
{
  if (def->grid.masks == NULL)
    return;
  memset (st->occ, 0, sizeof st->occ);
  memset (st->over, 0, sizeof st->over);
  memset (MH_COUNTS (def, st, 0, 0), 0, 4 * (gsize) def->grid.n_cells);
  for (guint u = 0; u < def->n_units; u++)
    if (st->cell[u] >= 0)
      {
        int p = def->units[u].player;

        st_hex_mask_add (&st->occ[p], st->cell[u]);
        if (count_kind (def, u) >= 0)
          MH_COUNTS (def, st, p, count_kind (def, u))[st->cell[u]]++;
      }
  for (guint u = 0; u < def->n_units; u++)
    if (st->cell[u] >= 0)
      update_over (def, st, def->units[u].player, st->cell[u]);
  for (int p = 0; p < 2; p++)
    mh_rebuild_zoc (def, st, p);
}

void
mh_build_enemy_maps (const MhDef *def, const MhState *st, MhMaps *maps)
{
  if (def->grid.masks == NULL)
    {
      mh_build_maps (def, st, maps);
      return;
    }
  memcpy (maps->occupied_mask, st->occ, sizeof maps->occupied_mask);
  memcpy (maps->zoc_mask, st->zoc, sizeof maps->zoc_mask);
}

void
mh_build_maps (const MhDef *def, const MhState *st, MhMaps *maps)
{
  const StHexGrid *grid = &def->grid;

  /* A captured capital has no values but is still a unit: it keeps its ZOC
   * and blocks enemy movement (rules [5], [6] and [11]). */
  if (grid->masks != NULL)
    {
      mh_build_enemy_maps (def, st, maps);
      if (!mh_zoc_kept (st, st->active))
        st_hex_grid_expand_wide (grid, &st->occ[st->active], &maps->zoc_mask[st->active]);
      return;
    }
  memset (maps->occupied, 0, grid->n_cells);
  memset (maps->zoc, 0, grid->n_cells);
  for (guint u = 0; u < def->n_units; u++)
    {
      int    c = st->cell[u];
      guint8 bit;

      if (c < 0)
        continue;
      bit = (guint8) (1u << def->units[u].player);
      maps->occupied[c] |= bit;
      for (guint i = 0; i < grid->n_neighbours[c]; i++)
        maps->zoc[grid->neighbours[c][i]] |= bit;
    }
}

/* Units of player in hexes over the stacking limit: one infantry or cavalry, one
 * artillery and the capital. Any of them may be the one removed. */
guint64
mh_stacking_excess_of (const MhDef *def, const MhState *st, int player)
{
  guint64 excess = 0;
  guint64 seen = 0;
  guint   u, v;

  /* On small boards: count the units of each kind in each hex (a byte a hex,
   * cleared only where a unit stands), then take those in doubled hexes. */
  /* On small boards the state keeps the hexes over the limit. */
  if (def->grid.masks != NULL)
    {
      /* The units of each hex over the limit (mostly one hex), of the kind
       * whose count there is two or more. */
      for (guint w = 0; w < ST_HEX_MASK_WORDS; w++)
        for (guint64 bits = st->over[player].w[w]; bits != 0; bits &= bits - 1)
          {
            int     c = (int) (w * 64 + __builtin_ctzll (bits));
            guint64 here = mh_cell_units (st, c) & ~st->off_map;

            if (MH_COUNTS (def, st, player, 0)[c] >= 2)
              excess |= here & def->line_mask[player];
            if (MH_COUNTS (def, st, player, 1)[c] >= 2)
              excess |= here & def->gun_mask[player];
          }
      return excess;
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
  mh_set_cell (def, st, u, -1);
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

void
mh_eval_tables_compile (MhDef *def, gboolean distances)
{
  int n = def->grid.n_cells;

  for (guint u = 0; u < def->n_units; u++)
    for (int side = 0; side < 2; side++)
      def->unit_value[u][side] = def->units[u].attack[side] + def->units[u].defense[side] + 2.0;
  if (def->grid.masks == NULL || !distances)
    return;
  def->distance = g_new (guint16, (gsize) n * n);
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++)
      def->distance[a * n + b] = (guint16) mh_distance_of (def->grid.columns, a, b);
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
