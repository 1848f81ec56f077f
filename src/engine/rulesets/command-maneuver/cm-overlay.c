/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cm-private.h"

/* What the editor may show of a command-maneuver position while the designer
 * draws (st_game_overlay ()): each leader's command control range, the squares
 * from which rule "Activation" lets it activate a piece (cm_can_activate ()'s
 * distance). */

const StRulesetOverlay cm_overlays[CM_N_OVERLAYS] = {
  { "command-range", N_ ("Command Ranges"), N_ ("The squares within each leader’s command control range"),
    FALSE },
};

GPtrArray *
cm_overlay (const StGame *game, const StState *state, guint overlay, int unit)
{
  const CmDef   *def = CM_DEF (game);
  const CmState *st = CM_CSTATE (state);
  GPtrArray     *shapes = g_ptr_array_new_with_free_func ((GDestroyNotify) st_overlay_shape_free);
  guint          l;

  if (overlay != 0)
    return shapes;
  for (int p = 0; p < 2; p++)
    CM_FOREACH (def->leaders[p] & st->on_board, l)
    {
      StOverlayShape *shape = st_overlay_shape_new (ST_OVERLAY_AREA, p, (int) l);
      int             at = st->cell[l];

      for (int c = 0; c < def->grid.n_cells; c++)
        if (cm_distance (def, at, c) <= def->units[l].range)
          st_overlay_shape_add (shape, c);
      g_ptr_array_add (shapes, shape);
    }
  return shapes;
}
