/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mv-private.h"

/* Redeployment ("Om någon under spelets gång vill ha en pjes flyttad från ett
 * frontavsnitt till ett annat, bör han först flytta pjesen till närmaste
 * strategiska punkt, därefter flytta den ut ur spelet ..."): a piece that stands
 * on a strategic point may be taken out of the game (one move) and later put back
 * (another move) on an empty strategic point of its own side's manoeuvre area,
 * not the one it left. Moving it to the strategic point is an ordinary move
 * before, and it must have gone to the nearest one: the point it stands on is a
 * strategic point nearest (along the links it moves on, on the empty map) to the
 * point it stood on before its last move. A piece that has not moved since it
 * came onto the map stands where it was put. A piece may be taken out only when
 * some point to put it back on exists now. */

gboolean
mv_may_put_back (const MvDef *def, int player, int node, int left, const guint8 *occupant)
{
  return def->strategic[node] && def->area[node] == player && node != left && occupant[node] == MV_NONE;
}

void
mv_redeploy_actions (const MvDef *def, const MvState *s, const guint8 *occupant, StActionList *out)
{
  int player = s->to_move;

  for (int i = 0; i < def->n_pieces; i++)
    {
      const MvPiece *p = &s->pieces[i];

      if (def->piece_player[i] != player)
        continue;
      if (mv_may_take_out (def, s, (guint) i))
        {
          gboolean any = FALSE;

          for (int k = 0; k < def->n_own_points[player] && !any; k++)
            any = mv_may_put_back (def, player, def->own_points[player][k], p->place, occupant);
          if (any)
            st_action_list_add (
                out, mv_action (MV_ACT_TAKE_OUT, (guint) i, MV_NO_PLACE, MV_NONE, MV_CHALLENGE_NONE, 0));
        }
      else if (p->place == MV_OUT)
        for (int k = 0; k < def->n_own_points[player]; k++)
          {
            int n = def->own_points[player][k];
            if (mv_may_put_back (def, player, n, p->left, occupant))
              st_action_list_add (
                  out, mv_action (MV_ACT_PUT_BACK, (guint) i, (guint) n, MV_NONE, MV_CHALLENGE_NONE, 0));
          }
    }
}
