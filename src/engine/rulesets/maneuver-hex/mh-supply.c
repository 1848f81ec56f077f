/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mh-private.h"

/* Rule [9], supply, and rule [11]'s besieged capital. */

/* Rule [11]'s siege hex by hex, on boards too large for masks (mh_besieged ()
 * answers small boards itself). */
gboolean
mh_besieged_of (const MhDef *def, const MhState *st, const MhMaps *maps, int player)
{
  const StHexGrid *grid = &def->grid;
  int              capital = st->cell[def->capital[player]];
  int              enemy = 1 - player;

  if (capital < 0)
    return FALSE;
  for (guint i = 0; i < grid->n_neighbours[capital]; i++)
    {
      int c = grid->neighbours[capital][i];
      if (!mh_maps_occupied (def, maps, c, enemy) && !mh_maps_zoc (def, maps, c, enemy))
        return FALSE;
    }
  return TRUE;
}

/* The hexes a supply path of player may pass: no enemy unit, and no vacant hex
 * in an enemy ZOC (a hex holding one of player's own units is never vacant). */
void
mh_supply_allowed (const MhDef *def, const MhMaps *maps, int player, guint8 *allowed)
{
  const StHexGrid *grid = &def->grid;
  int              enemy = 1 - player;

  for (int c = 0; c < grid->n_cells; c++)
    allowed[c] = grid->move_cost[c] != 0 && !mh_maps_occupied (def, maps, c, enemy)
                 && (mh_maps_occupied (def, maps, c, player) || !mh_maps_zoc (def, maps, c, enemy));
}

/* Supply floods on cell masks. Each thread remembers the last flood of each
 * player: the AI players evaluate many positions one move apart, and a move
 * changes the hexes a supply path may pass only here and there. A remembered
 * flood is kept when no hex it reached was taken away and no hex next to it was
 * added; grown from the hexes added next to it; and, when hexes it reached were
 * taken away, kept less those hexes if the hexes around them still join up
 * within two hexes of them (a path through them goes round). Anything else
 * floods anew. The answer is always the flood's. */
typedef struct
{
  guint     serial; /* the grid's; 0: empty */
  int       start;
  StHexMask allowed, reached, touched; /* touched: at least the neighbours of reached */
} SupplyMemory;

static _Thread_local SupplyMemory supply_memory[2];

static void
mask_and_not (StHexMask *out, const StHexMask *a, const StHexMask *b)
{
  for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
    out->w[k] = a->w[k] & ~b->w[k];
}

static gboolean
mask_meets (const StHexMask *a, const StHexMask *b)
{
  guint64 any = 0;

  for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
    any |= a->w[k] & b->w[k];
  return any != 0;
}

/* Grows reached from frontier (cells already added to reached) through allowed. */
static void
grow (const StHexGrid *grid,
      const StHexMask *allowed,
      StHexMask       *frontier,
      StHexMask       *reached,
      StHexMask       *touched)
{
  StHexMask next;

  while (!st_hex_mask_empty (frontier))
    {
      st_hex_grid_expand (grid, frontier, &next);
      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        {
          touched->w[k] |= next.w[k];
          frontier->w[k] = next.w[k] & allowed->w[k] & ~reached->w[k];
          reached->w[k] |= frontier->w[k];
        }
    }
}

/* Whether the hexes of reached next to the removed ones still join up near
 * them, through allowed hexes within two hexes of a removed one. */
static gboolean
goes_round (const MhDef *def, const StHexMask *allowed, const StHexMask *reached, const StHexMask *removed)
{
  const StHexGrid *grid = &def->grid;
  StHexMask        around, window = { { 0 } }, local = { { 0 } }, frontier = { { 0 } }, next;
  int              seed = -1;

  st_hex_grid_expand (grid, removed, &around);
  for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
    around.w[k] &= reached->w[k] & ~removed->w[k];
  for (guint w = 0; w < ST_HEX_MASK_WORDS; w++)
    {
      for (guint64 bits = removed->w[w]; bits != 0; bits &= bits - 1)
        {
          const StHexMask *ball = &def->ball2[w * 64 + __builtin_ctzll (bits)];
          for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
            window.w[k] |= ball->w[k];
        }
      if (seed < 0 && around.w[w] != 0)
        seed = (int) (w * 64 + __builtin_ctzll (around.w[w]));
    }
  if (seed < 0)
    return FALSE;
  for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
    window.w[k] &= allowed->w[k];
  st_hex_mask_add (&local, seed);
  st_hex_mask_add (&frontier, seed);
  while (!st_hex_mask_empty (&frontier))
    {
      StHexMask missing;

      mask_and_not (&missing, &around, &local);
      if (st_hex_mask_empty (&missing))
        return TRUE;
      st_hex_grid_expand (grid, &frontier, &next);
      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        {
          frontier.w[k] = next.w[k] & window.w[k] & ~local.w[k];
          local.w[k] |= frontier.w[k];
        }
    }
  mask_and_not (&local, &around, &local);
  return st_hex_mask_empty (&local);
}

/* The hexes reachable from start through allowed ones (start always counts). */
static void
supply_flood (const MhDef *def, int player, int start, const StHexMask *allowed, StHexMask *out)
{
  const StHexGrid *grid = &def->grid;
  SupplyMemory    *m = &supply_memory[player];
  StHexMask        removed, added, frontier = { { 0 } };

  if (m->serial == grid->serial && m->start == start && def->ball2 != NULL)
    {
      guint64 changed = 0;

      /* The same hexes allowed as last time: the same flood. */
      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        changed |= m->allowed.w[k] ^ allowed->w[k];
      if (changed == 0)
        {
          *out = m->reached;
          return;
        }
      mask_and_not (&removed, &m->allowed, allowed);
      mask_and_not (&added, allowed, &m->allowed);
      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        removed.w[k] &= m->reached.w[k];
      if (!st_hex_mask_empty (&removed))
        {
          if (st_hex_mask_has (&removed, start) || !goes_round (def, allowed, &m->reached, &removed))
            goto anew;
          mask_and_not (&m->reached, &m->reached, &removed);
        }
      /* The hexes added next to what is reached are the flood's new frontier. */
      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        added.w[k] &= m->touched.w[k] & ~m->reached.w[k];
      for (guint w = 0; w < ST_HEX_MASK_WORDS; w++)
        for (guint64 bits = added.w[w]; bits != 0; bits &= bits - 1)
          {
            int c = (int) (w * 64 + __builtin_ctzll (bits));
            if (mask_meets (&grid->masks[c], &m->reached))
              st_hex_mask_add (&frontier, c);
          }
      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        m->reached.w[k] |= frontier.w[k];
      grow (grid, allowed, &frontier, &m->reached, &m->touched);
      m->allowed = *allowed;
      *out = m->reached;
      return;
    }
anew:
  m->serial = grid->serial;
  m->start = start;
  m->allowed = *allowed;
  memset (&m->reached, 0, sizeof m->reached);
  memset (&m->touched, 0, sizeof m->touched);
  st_hex_mask_add (&m->reached, start);
  st_hex_mask_add (&frontier, start);
  grow (grid, allowed, &frontier, &m->reached, &m->touched);
  *out = m->reached;
}

void
mh_supply_compile (MhDef *def)
{
  const StHexGrid *grid = &def->grid;

  if (grid->masks == NULL)
    return;
  def->ball2 = g_new0 (StHexMask, grid->n_cells);
  for (int c = 0; c < grid->n_cells; c++)
    {
      StHexMask one = grid->masks[c];

      st_hex_mask_add (&one, c);
      st_hex_grid_expand (grid, &one, &def->ball2[c]);
      st_hex_mask_add (&def->ball2[c], c);
    }
}

/* The units of player that can trace a supply path to their capital: through no
 * hex holding an enemy unit and no vacant hex in an enemy ZOC. A captured capital
 * supplies no one; a besieged one only the units in its hex. */
guint64
mh_supplied_of (const MhDef *def, const MhState *st, const MhMaps *maps, int player, gboolean besieged)
{
  const StHexGrid *grid = &def->grid;
  guint            cap = (guint) def->capital[player];
  int              capital = st->cell[cap];
  guint8           allowed[ST_HEX_GRID_MAX_CELLS];
  guint8           reached[ST_HEX_GRID_MAX_CELLS];
  guint64          supplied = 0;
  guint            u;

  if (capital < 0 || (st->captured & MH_BIT (cap)))
    return 0;
  if (besieged)
    return mh_units_in (def, st, capital, player);
  if (grid->masks != NULL)
    {
      StHexMask allowed_mask, reached_mask;

      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        allowed_mask.w[k] = grid->passable.w[k] & ~maps->occupied_mask[1 - player].w[k]
                            & (maps->occupied_mask[player].w[k] | ~maps->zoc_mask[1 - player].w[k]);
      supply_flood (def, player, capital, &allowed_mask, &reached_mask);
      /* Mostly every hex of the player's is reached: then every unit on the
       * map (cell -1 exactly when off the map) is supplied. */
      guint64 outside = 0;

      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        outside |= st->occ[player].w[k] & ~reached_mask.w[k];
      if (outside == 0)
        return def->side_mask[player] & ~st->off_map;
      MH_FOREACH (def->side_mask[player], u)
        if (st->cell[u] >= 0 && st_hex_mask_has (&reached_mask, st->cell[u]))
          supplied |= MH_BIT (u);
      return supplied;
    }
  mh_supply_allowed (def, maps, player, allowed);
  st_hex_grid_flood (grid, capital, allowed, reached);
  MH_FOREACH (def->side_mask[player], u)
    if (st->cell[u] >= 0 && reached[st->cell[u]])
      supplied |= MH_BIT (u);
  return supplied;
}
