/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mh-private.h"

/* What the editor may show of a maneuver-hex position while the designer draws
 * (st_game_overlay ()): rule [6]'s zones of control, and rule [9]'s supply, each
 * unit's path to its capital or a mark where it has none. Both come from the
 * maps and the supply check the rules themselves use. */

enum
{
  OVERLAY_ZOC,
  OVERLAY_SUPPLY,
};

const StRulesetOverlay mh_overlays[MH_N_OVERLAYS] = {
  [OVERLAY_ZOC] = { "zoc", N_ ("Zones of Control"), N_ ("The hexes next to each side’s units"), FALSE },
  [OVERLAY_SUPPLY] = { "supply", N_ ("Supply"),
                       N_ ("Each unit’s supply path to its capital; unsupplied units are marked"), FALSE },
};

static void
add_zoc (const MhDef *def, const MhMaps *maps, GPtrArray *shapes)
{
  for (int p = 0; p < 2; p++)
    {
      StOverlayShape *shape = st_overlay_shape_new (ST_OVERLAY_AREA, p, -1);

      for (int c = 0; c < def->grid.n_cells; c++)
        if (mh_maps_zoc (def, maps, c, p))
          st_overlay_shape_add (shape, c);
      g_ptr_array_add (shapes, shape);
    }
}

static void
add_supply (const MhDef *def, const MhState *st, const MhMaps *maps, GPtrArray *shapes)
{
  g_autofree guint8 *allowed = g_new (guint8, def->grid.n_cells);
  g_autofree gint16 *parent = g_new (gint16, def->grid.n_cells);

  for (int p = 0; p < 2; p++)
    {
      guint64 supplied = mh_supplied (def, st, maps, p);
      int     capital = st->cell[def->capital[p]];
      guint   u;

      if (capital >= 0)
        {
          mh_supply_allowed (def, maps, p, allowed);
          st_hex_grid_flood_parents (&def->grid, capital, allowed, parent);
        }
      MH_FOREACH (def->side_mask[p], u)
        {
          StOverlayShape *shape;
          int             c = st->cell[u];

          if (c < 0 || (int) u == def->capital[p])
            continue;
          if (!(supplied & MH_BIT (u)))
            {
              shape = st_overlay_shape_new (ST_OVERLAY_WARNING, p, (int) u);
              st_overlay_shape_add (shape, c);
              g_ptr_array_add (shapes, shape);
              continue;
            }
          /* Supplied: in the capital's hex (a besieged capital), or along the
           * way the flood found. */
          shape = st_overlay_shape_new (ST_OVERLAY_PATH, p, (int) u);
          st_overlay_shape_add (shape, c);
          while (c != capital && parent[c] >= 0)
            {
              c = parent[c];
              st_overlay_shape_add (shape, c);
            }
          g_ptr_array_add (shapes, shape);
        }
    }
}

/* Supply is traced to a capital: a document without one for each side (read
 * by st_game_new_for_overlays ()) has zones of control but no supply yet. */
const char *
mh_overlay_unavailable (const StGame *game, guint overlay)
{
  const MhDef *def = MH_DEF (game);

  if (overlay == OVERLAY_SUPPLY && (def->capital[0] < 0 || def->capital[1] < 0))
    return _ ("Supply is traced to each side’s capital: add a capital for each side first");
  return NULL;
}

GPtrArray *
mh_overlay (const StGame *game, const StState *state, guint overlay, int unit)
{
  const MhDef       *def = MH_DEF (game);
  const MhState     *st = MH_CSTATE (state);
  GPtrArray         *shapes = g_ptr_array_new_with_free_func ((GDestroyNotify) st_overlay_shape_free);
  g_autofree MhMaps *maps = g_new (MhMaps, 1);

  mh_build_maps (def, st, maps);
  if (overlay == OVERLAY_ZOC)
    add_zoc (def, maps, shapes);
  else if (overlay == OVERLAY_SUPPLY && mh_overlay_unavailable (game, overlay) == NULL)
    add_supply (def, st, maps, shapes);
  return shapes;
}
