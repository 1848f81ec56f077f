/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mo-private.h"

/* What the editor may show of a manoeuvre position while the designer draws
 * (st_game_overlay ()): each side's half of the board (set-up and 5.1's forced
 * march read it), and the squares the chosen unit's bombardment (6.2) could hit
 * were an enemy there, by the paths and range mo_fire_targets () uses. */

enum
{
  OVERLAY_HALF,
  OVERLAY_BOMBARDMENT,
};

const StRulesetOverlay mo_overlays[MO_N_OVERLAYS] = {
  [OVERLAY_HALF] = { "half", N_ ("Halves"), N_ ("Each side’s half of the board"), FALSE },
  [OVERLAY_BOMBARDMENT] = { "bombardment", N_ ("Bombardment"),
                            N_ ("The squares the selected unit’s bombardment can reach"), TRUE },
};

/* The bombard range on the unit's own card, 0 when it has none. */
static int
bombard_range (const MoDef *def, guint u)
{
  for (guint c = 0; c < def->n_cards; c++)
    if (def->cards[c].type == MO_CARD_UNIT && def->cards[c].unit == u && mo_dice_set (def->cards[c].bombard))
      return def->cards[c].range;
  return 0;
}

GPtrArray *
mo_overlay (const StGame *game, const StState *state, guint overlay, int unit)
{
  const MoDef   *def = (const MoDef *) game->data;
  const MoState *st = (const MoState *) state;
  GPtrArray     *shapes = g_ptr_array_new_with_free_func ((GDestroyNotify) st_overlay_shape_free);

  if (overlay == OVERLAY_HALF)
    for (int p = 0; p < 2; p++)
      {
        StOverlayShape *shape = st_overlay_shape_new (ST_OVERLAY_AREA, p, -1);

        for (int c = 0; c < def->grid.n_cells; c++)
          if (mo_half (def, st, c) == p)
            st_overlay_shape_add (shape, c);
        g_ptr_array_add (shapes, shape);
      }
  else if (overlay == OVERLAY_BOMBARDMENT && unit >= 0 && (guint) unit < def->n_units)
    {
      gint16          reach[MO_FIRE_REACH_MAX];
      guint           n = mo_fire_reach (def, st, (guint) unit, bombard_range (def, (guint) unit), reach);
      StOverlayShape *shape = st_overlay_shape_new (ST_OVERLAY_AREA, def->units[unit].player, unit);

      for (guint i = 0; i < n; i++)
        st_overlay_shape_add (shape, reach[i]);
      g_ptr_array_add (shapes, shape);
    }
  return shapes;
}
