/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mv-private.h"

/* Victory ("Den part som tidigast lyckats intaga motståndarens högkvarter eller
 * samtidigt besätta fem (5) av motspelarens strategiska punkter, har vunnit
 * spelet"): after each move, the mover wins if one of its pieces stands on the
 * enemy headquarters, or if its pieces stand on strategic-points-to-win of the
 * strategic points in the enemy's manoeuvre area at once. move-limit moves
 * without a winner end the game drawn. */

/* The number of links between player's headquarters and the nearest enemy piece
 * on the map (any links, ignoring pieces in the way), or -1. */
int
mv_threat (const MvDef *def, const MvState *s, int player)
{
  int hq = def->hq[player], best = -1;

  if (hq < 0)
    return -1;
  for (int i = 0; i < def->n_pieces; i++)
    {
      int at = s->pieces[i].place;
      int d;

      if (at < 0 || def->piece_player[i] == player)
        continue;
      d = mv_link_dist (def, at, hq);
      if (d != 255 && (best < 0 || d < best))
        best = d;
    }
  return best;
}

void
mv_check_end (const MvDef *def, MvState *s, int mover)
{
  int enemy_hq = def->hq[1 - mover];

  if (enemy_hq >= 0 && st_node_set_has (&s->side[mover], enemy_hq))
    {
      s->winner = (guint8) mover;
      s->end_reason = MV_END_HEADQUARTERS;
      return;
    }
  if (mv_points_held (def, s, mover) >= def->points_to_win)
    {
      s->winner = (guint8) mover;
      s->end_reason = MV_END_STRATEGIC_POINTS;
      return;
    }
  if (def->move_limit > 0 && s->moves >= def->move_limit)
    s->end_reason = MV_END_MOVE_LIMIT;
}

/* Whether action, applied to a copy of s, wins the game for the mover. */
static gboolean
wins (const StGame *game, const MvState *s, StAction action)
{
  guint64  copy[(sizeof (MvState) + MV_MAX_PIECES * sizeof (MvPiece) + 7) / 8];
  MvState *after = (MvState *) (void *) copy;

  g_assert (game->state_size <= sizeof copy);
  memcpy (after, s, game->state_size);
  mv_apply (game, (StState *) after, action, NULL);
  return after->end_reason != MV_END_NONE && after->winner == s->to_move;
}

/* StRuleset.winning_action: a move that wins at once for the player to move,
 * by either way of mv_check_end (): onto the enemy's empty headquarters, or,
 * one point short of strategic-points-to-win, onto an empty strategic point of
 * the enemy's area. Nobody moves in a challenge, so only a plain move wins.
 * The empty map's one-move ball of each piece rules out most pieces with a
 * few set operations; a piece that may arrive has its reach searched and the
 * move is played on a copy to make sure (a gassed piece of the mover that does
 * not withdraw is lost, and may have held a point). Reads the types the state
 * holds: a determinization's inside a search. */
gboolean
mv_winning_action (const StGame *game, const StState *state, StAction *out)
{
  const MvDef   *def = mv_def (game);
  const MvState *s = (const MvState *) state;
  int            mover = s->to_move, hq = def->hq[1 - mover];
  StNodeSet      targets, occ;
  MvBoard        board;
  gboolean       board_ready = FALSE;

  if (s->end_reason != MV_END_NONE || mv_setting_up (def, s))
    return FALSE;
  occ = s->side[0];
  st_node_set_or (&occ, &s->side[1]);
  st_node_set_clear (&targets);
  if (hq >= 0 && !st_node_set_has (&occ, hq))
    st_node_set_add (&targets, hq);
  if (mv_points_held (def, s, mover) + 1 >= def->points_to_win)
    {
      StNodeSet points = def->enemy_point_set[mover];

      st_node_set_minus (&points, &occ);
      st_node_set_or (&targets, &points);
    }
  if (st_node_set_empty (&targets))
    return FALSE;
  for (int k = 0; k < def->n_pieces_of[mover]; k++)
    {
      guint          i = def->pieces_of[mover][k];
      const MvPiece *p = &s->pieces[i];
      StNodeSet      reachable, layers[MV_MAX_LAYERS];
      int            n_layers;

      if (p->place < 0 || p->type == MV_UNKNOWN)
        continue;
      reachable = st_node_set_and (&def->balls[mover][def->type_ball[p->type] + p->place].ball, &targets);
      if (p->gassed)
        reachable = st_node_set_and (&reachable, &def->behind[mover][p->place]);
      if (st_node_set_empty (&reachable))
        continue;
      if (!board_ready)
        {
          mv_board_init (def, s, &board);
          board_ready = TRUE;
        }
      n_layers = mv_reach (def, s, i, &board, layers);
      for (int step = 1; step < n_layers; step++)
        {
          StNodeSet hits = st_node_set_and (&layers[step], &reachable);

          ST_NODE_SET_FOREACH (&hits, to)
          {
            StAction action =
                mv_action (MV_ACT_MOVE, i, (guint) to, MV_NONE, MV_CHALLENGE_NONE, (guint) step);

            if (wins (game, s, action))
              {
                *out = action;
                return TRUE;
              }
          }
        }
    }
  return FALSE;
}

GPtrArray *
mv_status (const StGame *game, const StState *state, int viewer, const char *lang)
{
  const MvDef   *def = mv_def (game);
  const MvState *s = (const MvState *) state;
  GPtrArray     *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) st_row_free);

  for (int p = 0; p < 2; p++)
    {
      g_autofree char *side = mv_side_label (game, p, lang);
      g_autofree char *label = NULL;
      g_autofree char *value = NULL;
      int              total = 0, threat = mv_threat (def, s, p), lost = 0, reserve = 0, pending = 0;

      for (int n = 0; n < def->graph.n_nodes; n++)
        total += def->strategic[n] && def->area[n] == 1 - p;
      /* TRANSLATORS: a status row: "Blue: enemy strategic points held" */
      label = g_strdup_printf (_ ("%s: enemy strategic points held"), side);
      /* TRANSLATORS: held of the enemy's total; needed to win */
      if (total == 0)
        /* TRANSLATORS: a status value: the enemy has no strategic points to hold */
        value = g_strdup (_ ("none on the map: only the headquarters wins"));
      else
        value = g_strdup_printf (_ ("%d of %d (%d to win)"), mv_points_held (def, s, p), total,
                                 def->points_to_win);
      g_ptr_array_add (rows, st_row_new (label, value));
      g_free (label);
      g_free (value);
      label = g_strdup_printf (_ ("%s: threat to the headquarters"), side);
      if (threat < 0)
        value = g_strdup (_ ("none"));
      else
        /* TRANSLATORS: the nearest enemy piece is this many links from the headquarters */
        value = g_strdup_printf (
            ngettext ("nearest enemy %d link away", "nearest enemy %d links away", threat), threat);
      g_ptr_array_add (rows, st_row_new (label, value));
      g_free (label);
      g_free (value);
      for (int i = 0; i < def->n_pieces; i++)
        if (def->piece_player[i] == p)
          {
            lost += s->pieces[i].place == MV_LOST;
            reserve += s->pieces[i].place == MV_RESERVE || s->pieces[i].place == MV_OUT;
          }
      /* During set-up the pieces still to be set up wait off the map too, but
       * they are not the reserve. */
      for (int k = s->setup_next; k < def->n_setup; k++)
        pending += def->piece_player[def->setup_order[k]] == p;
      reserve -= pending;
      label = g_strdup_printf (_ ("%s: pieces lost, in reserve"), side);
      value = g_strdup_printf ("%d, %d", lost, reserve);
      g_ptr_array_add (rows, st_row_new (label, value));
      if (pending > 0)
        {
          g_free (label);
          g_free (value);
          /* TRANSLATORS: a status row during set-up: "Yellow: pieces still to set up" */
          label = g_strdup_printf (_ ("%s: pieces still to set up"), side);
          value = g_strdup_printf ("%d", pending);
          g_ptr_array_add (rows, st_row_new (label, value));
        }
    }
  return rows;
}

/* The figures that decided a finished game (st_game_end_detail ()). */
char *
mv_end_detail (const StGame *game, const StState *state, const char *lang)
{
  const MvDef     *def = mv_def (game);
  const MvState   *s = (const MvState *) state;
  g_autofree char *winner = NULL, *loser = NULL;

  if (s->winner > 1)
    return NULL;
  winner = mv_side_label (game, s->winner, lang);
  loser = mv_side_label (game, 1 - s->winner, lang);
  switch ((MvEndReason) s->end_reason)
    {
      case MV_END_HEADQUARTERS:
        {
          g_autofree char *hq = st_game_place_label (game, def->hq[1 - s->winner], lang);

          /* Translators: the winner, the loser, and the place of the loser's headquarters. */
          return g_strdup_printf (_ ("%1$s moved a piece onto the headquarters of %2$s in %3$s"), winner,
                                  loser, hq);
        }
      case MV_END_STRATEGIC_POINTS:
        /* Translators: the winner, how many of the loser's strategic points it held, the loser. */
        return g_strdup_printf (_ ("%1$s held %2$d strategic points of %3$s at once"), winner,
                                mv_points_held (def, s, s->winner), loser);
      case MV_END_NONE:
      case MV_END_MOVE_LIMIT:
      default:
        return NULL;
    }
}
