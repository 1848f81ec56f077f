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
 * floods anew. A flood stops once it has reached every hex asked about (the
 * units' hexes): its frontier is remembered, and a later question goes on
 * from there. The answer for the hexes asked about is always the flood's. */
typedef struct
{
  guint     serial; /* the grid's; 0: empty */
  int       start;
  StHexMask allowed, reached;
  StHexMask frontier; /* reached but not yet expanded (a flood that stopped early) */
  StHexMask touched; /* at least the neighbours of reached less frontier */
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

/* Grows reached from frontier (cells already added to reached) through
 * allowed, until frontier is empty or every cell of targets is reached. */
static void
grow (const StHexGrid *grid,
      const StHexMask *allowed,
      const StHexMask *targets,
      StHexMask       *frontier,
      StHexMask       *reached,
      StHexMask       *touched)
{
  StHexMask next;

  for (;;)
    {
      guint64 missing = 0;

      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        missing |= targets->w[k] & ~reached->w[k];
      if (missing == 0 || st_hex_mask_empty (frontier))
        return;
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
 * them, through hexes of reached (and allowed) within two hexes of a removed
 * one: so every hex of reached keeps a way to the start through reached hexes,
 * also when the flood stopped early. */
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
    window.w[k] &= allowed->w[k] & reached->w[k];
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

/* The hexes reachable from start through allowed ones (start always counts):
 * exactly, as far as the cells of targets go; other cells may be missing. */
static void
supply_flood (const MhDef     *def,
              int              player,
              int              start,
              const StHexMask *allowed,
              const StHexMask *targets,
              StHexMask       *out)
{
  const StHexGrid *grid = &def->grid;
  SupplyMemory    *m = &supply_memory[player];
  StHexMask        removed, added;

  if (m->serial == grid->serial && m->start == start && def->ball2 != NULL)
    {
      guint64 changed = 0;

      /* The same hexes allowed as last time: the same flood, grown further if
       * it stopped short of a target. */
      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        changed |= m->allowed.w[k] ^ allowed->w[k];
      if (changed == 0)
        goto grow;
      mask_and_not (&removed, &m->allowed, allowed);
      mask_and_not (&added, allowed, &m->allowed);
      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        removed.w[k] &= m->reached.w[k];
      if (!st_hex_mask_empty (&removed))
        {
          if (st_hex_mask_has (&removed, start) || !goes_round (def, allowed, &m->reached, &removed))
            goto anew;
          mask_and_not (&m->reached, &m->reached, &removed);
          mask_and_not (&m->frontier, &m->frontier, &removed);
        }
      /* The hexes added next to what is reached and expanded join the
       * frontier (those next to the frontier only are found as it grows). */
      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        added.w[k] &= m->touched.w[k] & ~m->reached.w[k];
      for (guint w = 0; w < ST_HEX_MASK_WORDS; w++)
        for (guint64 bits = added.w[w]; bits != 0; bits &= bits - 1)
          {
            int c = (int) (w * 64 + __builtin_ctzll (bits));
            if (mask_meets (&grid->masks[c], &m->reached))
              {
                st_hex_mask_add (&m->frontier, c);
                st_hex_mask_add (&m->reached, c);
              }
          }
      m->allowed = *allowed;
      goto grow;
    }
anew:
  m->serial = grid->serial;
  m->start = start;
  m->allowed = *allowed;
  memset (&m->reached, 0, sizeof m->reached);
  memset (&m->touched, 0, sizeof m->touched);
  memset (&m->frontier, 0, sizeof m->frontier);
  st_hex_mask_add (&m->reached, start);
  st_hex_mask_add (&m->frontier, start);
grow:
  grow (grid, allowed, targets, &m->frontier, &m->reached, &m->touched);
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
 * supplies no one; a besieged one only the units in its hex. Only the units of
 * `units` are asked about: the flood stops once their hexes are reached. */
guint64
mh_supplied_among (
    const MhDef *def, const MhState *st, const MhMaps *maps, int player, gboolean besieged, guint64 units)
{
  const StHexGrid *grid = &def->grid;
  guint            cap = (guint) def->capital[player];
  int              capital = st->cell[cap];
  guint8           allowed[ST_HEX_GRID_MAX_CELLS];
  guint8           reached[ST_HEX_GRID_MAX_CELLS];
  guint64          supplied = 0;
  guint            u;

  units &= def->side_mask[player] & ~st->off_map;
  if (capital < 0 || (st->captured & MH_BIT (cap)))
    return 0;
  if (besieged)
    return mh_units_in (def, st, capital, player) & units;
  if (grid->masks != NULL)
    {
      StHexMask allowed_mask, reached_mask, targets = { { 0 } };
      guint64   outside = 0;

      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        allowed_mask.w[k] = grid->passable.w[k] & ~maps->occupied_mask[1 - player].w[k]
                            & (maps->occupied_mask[player].w[k] | ~maps->zoc_mask[1 - player].w[k]);
      /* Every unit of the player's on the map: the hexes he holds. */
      if (units == (def->side_mask[player] & ~st->off_map))
        targets = st->occ[player];
      else
        MH_FOREACH (units, u)
          st_hex_mask_add (&targets, st->cell[u]);
      supply_flood (def, player, capital, &allowed_mask, &targets, &reached_mask);
      /* Mostly every hex asked about is reached: then every unit asked about
       * (on the map) is supplied. */
      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        outside |= targets.w[k] & ~reached_mask.w[k];
      if (outside == 0)
        return units;
      MH_FOREACH (units, u)
        if (st_hex_mask_has (&reached_mask, st->cell[u]))
          supplied |= MH_BIT (u);
      return supplied;
    }
  mh_supply_allowed (def, maps, player, allowed);
  st_hex_grid_flood (grid, capital, allowed, reached);
  MH_FOREACH (units, u)
    if (reached[st->cell[u]])
      supplied |= MH_BIT (u);
  return supplied;
}

guint64
mh_supplied_of (const MhDef *def, const MhState *st, const MhMaps *maps, int player, gboolean besieged)
{
  return mh_supplied_among (def, st, maps, player, besieged, def->side_mask[player]);
}
