/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mv-private.h"

/* What the editor may show of a manover position while the designer draws
 * (st_game_overlay ()): the points the chosen piece can reach in one move along
 * the links its arm may use, as mv_reach () finds them for its moves. */

const StRulesetOverlay mv_overlays[MV_N_OVERLAYS] = {
  { "reach", N_ ("Reach"), N_ ("The points the selected piece can reach in one move"), TRUE },
};

GPtrArray *
mv_overlay (const StGame *game, const StState *state, guint overlay, int unit)
{
  const MvDef    *def = mv_def (game);
  const MvState  *s = (const MvState *) state;
  GPtrArray      *shapes = g_ptr_array_new_with_free_func ((GDestroyNotify) st_overlay_shape_free);
  MvBoard         board;
  StNodeSet       layers[MV_MAX_LAYERS];
  StOverlayShape *shape;
  int             n_layers;

  if (overlay != 0 || unit < 0 || (guint) unit >= game->n_units || !mv_on_map (&s->pieces[unit]))
    return shapes;
  mv_board_init (def, s, &board);
  n_layers = mv_reach (def, s, (guint) unit, &board, layers);
  shape = st_overlay_shape_new (ST_OVERLAY_AREA, def->piece_player[unit], unit);
  for (int node = 0; node < def->graph.n_nodes; node++)
    for (int k = 1; k < n_layers; k++)
      if (st_node_set_has (&layers[k], node))
        {
          st_overlay_shape_add (shape, node);
          break;
        }
  g_ptr_array_add (shapes, shape);
  return shapes;
}
