/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mh-private.h"

/* Rule [9], supply, and rule [11]'s besieged capital. */

/* Every hex next to the capital holds an enemy unit or lies in an enemy ZOC. */
gboolean
mh_besieged (const MhDef *def, const MhState *st, const MhMaps *maps, int player)
{
  const StHexGrid *grid = &def->grid;
  int              capital = st->cell[def->capital[player]];
  int              enemy = 1 - player;

  if (capital < 0)
    return FALSE;
  if (grid->masks != NULL)
    {
      guint64 open = 0;

      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        open |= grid->masks[capital].w[k] & ~maps->occupied_mask[enemy].w[k] & ~maps->zoc_mask[enemy].w[k];
      return open == 0;
    }
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

/* The units of player that can trace a supply path to their capital: through no
 * hex holding an enemy unit and no vacant hex in an enemy ZOC. A captured capital
 * supplies no one; a besieged one only the units in its hex. */
guint64
mh_supplied (const MhDef *def, const MhState *st, const MhMaps *maps, int player)
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
  if (mh_besieged (def, st, maps, player))
    return mh_units_in (def, st, capital, player);
  if (grid->masks != NULL)
    {
      StHexMask allowed_mask, reached_mask;

      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        allowed_mask.w[k] = grid->passable.w[k] & ~maps->occupied_mask[1 - player].w[k]
                            & (maps->occupied_mask[player].w[k] | ~maps->zoc_mask[1 - player].w[k]);
      st_hex_grid_flood_mask (grid, capital, &allowed_mask, &reached_mask);
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
