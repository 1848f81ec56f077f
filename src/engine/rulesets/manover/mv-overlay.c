/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mv-private.h"

/* What the editor may show of a manover position while the designer draws
 * (st_game_overlay ()): the points the chosen piece can reach in one move along
 * the links its arm may use, as mv_destinations () finds them for its moves. */

const StRulesetOverlay mv_overlays[MV_N_OVERLAYS] = {
  { "reach", N_ ("Reach"), N_ ("The points the selected piece can reach in one move"), TRUE },
};

GPtrArray *
mv_overlay (const StGame *game, const StState *state, guint overlay, int unit)
{
  const MvDef          *def = mv_def (game);
  const MvState        *s = (const MvState *) state;
  GPtrArray            *shapes = g_ptr_array_new_with_free_func ((GDestroyNotify) st_overlay_shape_free);
  g_autofree MvScratch *scratch = NULL;
  StOverlayShape       *shape;
  int                   reached;

  if (overlay != 0 || unit < 0 || (guint) unit >= game->n_units || !mv_on_map (&s->pieces[unit]))
    return shapes;
  scratch = g_new (MvScratch, 1);
  mv_scratch_init (def, s, scratch);
  reached = mv_destinations (def, s, (guint) unit, scratch->blocked, scratch->steps, scratch->order);
  shape = st_overlay_shape_new (ST_OVERLAY_AREA, def->piece_player[unit], unit);
  for (int r = 0; r < reached; r++)
    if (scratch->steps[scratch->order[r]] > 0)
      st_overlay_shape_add (shape, scratch->order[r]);
  g_ptr_array_add (shapes, shape);
  return shapes;
}
