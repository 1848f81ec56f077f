/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mv-private.h"

/* Movement ("Pjeserna flyttas alltid från punkt till punkt ..."): one piece a
 * move, from point to point along links, at most its steps and as few as one,
 * forwards, backwards or sideways. Infantry and machine guns use railways and
 * roads, every other ground arm railways only. Aviation moves along one straight
 * line of any links, the armoured train along one straight line of railways,
 * each at most its steps. A piece never passes or stops on an occupied point,
 * except aviation, which flies over pieces (it still stops on an empty point). */

void
mv_board_init (const MvDef *def, const MvState *s, MvBoard *board)
{
  board->side[0] = s->side[0];
  board->side[1] = s->side[1];
  board->occ = board->side[0];
  st_node_set_or (&board->occ, &board->side[1]);
  board->threatened_done = 0;
  board->mover = s->to_move;
  board->has_occupant = FALSE;
}

/* The piece on each point, or MV_NONE: filled the first time it is asked for. */
const guint8 *
mv_board_occupant (const MvDef *def, const MvState *s, MvBoard *board)
{
  if (!board->has_occupant)
    {
      mv_occupancy (def, s, board->occupant);
      board->has_occupant = TRUE;
    }
  return board->occupant;
}

/* The points from which a piece of the mover's in strike class c reaches an
 * enemy piece. */
static const StNodeSet *
threatened (const MvDef *def, MvBoard *board, int c)
{
  if (!((board->threatened_done >> c) & 1))
    {
      const StNodeSet *strikers = def->strikers[board->mover][c];
      StNodeSet       *t = &board->threatened[c];

      st_node_set_clear (t);
      ST_NODE_SET_FOREACH (&board->side[1 - board->mover], e)
      {
        st_node_set_or (t, &strikers[e]);
      }
      board->threatened_done |= 1u << c;
    }
  return &board->threatened[c];
}

/* Breadth first along the links in adj, not into or through occupied points. */
static int
reach_links (const StNodeSet *adj, int from, int steps, const StNodeSet *occ, StNodeSet *layers)
{
  StNodeSet seen = *occ;
  int       k;

  st_node_set_add (&seen, from);
  st_node_set_clear (&layers[0]);
  st_node_set_add (&layers[0], from);
  for (k = 1; k <= steps && k < MV_MAX_LAYERS; k++)
    {
      StNodeSet *next = &layers[k];

      st_node_set_clear (next);
      ST_NODE_SET_FOREACH (&layers[k - 1], m)
      {
        st_node_set_or (next, &adj[m]);
      }
      st_node_set_minus (next, &seen);
      if (st_node_set_empty (next))
        break;
      st_node_set_or (&seen, next);
    }
  return k;
}

int
mv_reach (const MvDef *def, const MvState *s, guint piece, const MvBoard *board, StNodeSet *layers)
{
  const MvPiece *p = &s->pieces[piece];
  const MvType  *t = &def->types[p->type];
  int            from = p->place, n = def->graph.n_nodes, last = 0;

  switch (t->move)
    {
      case MV_MOVE_RAIL:
        return reach_links (def->adj[0], from, t->steps, &board->occ, layers);
      case MV_MOVE_RAIL_ROAD:
        return reach_links (def->adj[1], from, t->steps, &board->occ, layers);
      case MV_MOVE_STRAIGHT_ANY:
        {
          /* Aviation flies over pieces: the empty board's layers less the
           * occupied points. */
          int              max = def->straight_max[1];
          const StNodeSet *layer = def->straight_layer[1] + (gsize) from * max;

          st_node_set_clear (&layers[0]);
          st_node_set_add (&layers[0], from);
          for (int k = 1; k <= MIN (t->steps, max) && k < MV_MAX_LAYERS; k++)
            {
              layers[k] = layer[k - 1];
              st_node_set_minus (&layers[k], &board->occ);
              if (!st_node_set_empty (&layers[k]))
                last = k;
            }
          return last + 1;
        }
      case MV_MOVE_STRAIGHT_RAIL:
      default:
        {
          /* The armoured train stops before the first occupied point of each
           * run; a point on several runs counts at its nearest. */
          StNodeSet seen;
          int       c = 0;

          st_node_set_clear (&layers[0]);
          st_node_set_add (&layers[0], from);
          for (int k = 1; k <= MIN (t->steps, def->straight_max[c]) && k < MV_MAX_LAYERS; k++)
            st_node_set_clear (&layers[k]);
          for (int r = def->run_first[c][from]; r < def->run_first[c][from + 1]; r++)
            {
              const int *run = def->run_nodes[c] + (gsize) r * n;
              int        len = MIN (MIN (def->run_len[c][r], t->steps), MV_MAX_LAYERS - 1);

              for (int k = 0; k < len && !st_node_set_has (&board->occ, run[k]); k++)
                {
                  st_node_set_add (&layers[k + 1], run[k]);
                  last = MAX (last, k + 1);
                }
            }
          seen = layers[0];
          for (int k = 1; k <= last; k++)
            {
              st_node_set_minus (&layers[k], &seen);
              st_node_set_or (&seen, &layers[k]);
            }
          return last + 1;
        }
    }
}

/* The points a piece may stop on, by layer: every point it reaches, but a piece
 * gas drove back must withdraw, to a point behind it. */
static void
withdraw_layers (const MvDef *def, const MvState *s, guint piece, StNodeSet *layers, int n_layers)
{
  const MvPiece *p = &s->pieces[piece];

  if (!p->gassed)
    return;
  for (int k = 1; k < n_layers; k++)
    layers[k] = st_node_set_and (&layers[k], &def->behind[def->piece_player[piece]][p->place]);
}

/* The points a piece may challenge from: every point it may stop on, its own
 * included unless gas drove it back and it must withdraw. */
static StNodeSet
challenge_points (const MvPiece *p, const StNodeSet *layers, int n_layers)
{
  StNodeSet points;

  st_node_set_clear (&points);
  for (int k = p->gassed ? 1 : 0; k < n_layers; k++)
    st_node_set_or (&points, &layers[k]);
  return points;
}

void
mv_move_actions (const MvDef *def, const MvState *s, guint piece, MvBoard *board, StActionList *out)
{
  const MvPiece *p = &s->pieces[piece];
  const MvType  *t = &def->types[p->type];
  int            player = def->piece_player[piece];
  StNodeSet      layers[MV_MAX_LAYERS], points;
  int            n_layers = mv_reach (def, s, piece, board, layers);

  withdraw_layers (def, s, piece, layers, n_layers);
  points = challenge_points (p, layers, n_layers);
  points = st_node_set_and (&points, threatened (def, board, t->strike));
  /* The points nearest first. */
  for (int k = 0; k < n_layers; k++)
    ST_NODE_SET_FOREACH (&layers[k], to)
    {
      StNodeSet targets;

      if (k > 0)
        st_action_list_add (
            out, mv_action (MV_ACT_MOVE, piece, (guint) to, MV_NONE, MV_CHALLENGE_NONE, (guint) k));
      /* "När en pjes vill hota en annan bör den framflytta till punkten närmast
       * motståndaren": a challenge names one enemy piece next to where the
       * piece stops, along a link it may use. A piece gas drove back must
       * withdraw, so it does not challenge where it stands. */
      if (!st_node_set_has (&points, to))
        continue;
      targets = st_node_set_and (&def->strikes[player][t->strike][to], &board->side[1 - player]);
      ST_NODE_SET_FOREACH (&targets, at)
      {
        guint target = mv_board_occupant (def, s, board)[at];

        st_action_list_add (
            out, mv_action (MV_ACT_MOVE, piece, (guint) to, target, MV_CHALLENGE_STRIKE, (guint) k));
        if (t->arm == MV_AVIATION)
          st_action_list_add (
              out, mv_action (MV_ACT_MOVE, piece, (guint) to, target, MV_CHALLENGE_ASK, (guint) k));
      }
    }
}

void
mv_legal_actions (const StGame *game, const StState *state, StActionList *out)
{
  const MvDef   *def = mv_def (game);
  const MvState *s = (const MvState *) state;
  MvBoard        board;

  if (s->end_reason != MV_END_NONE)
    return;
  if (mv_setting_up (def, s))
    {
      mv_setup_actions (def, s, out);
      return;
    }
  mv_board_init (def, s, &board);
  for (int i = 0; i < def->n_pieces; i++)
    if (def->piece_player[i] == s->to_move && s->pieces[i].place >= 0)
      mv_move_actions (def, s, (guint) i, &board, out);
  mv_reserve_actions (def, s, mv_board_occupant (def, s, &board), out);
  mv_redeploy_actions (def, s, mv_board_occupant (def, s, &board), out);
  if (out->len == 0)
    st_action_list_add (out, mv_action (MV_ACT_PASS, MV_NONE, MV_NO_PLACE, MV_NONE, MV_CHALLENGE_NONE, 0));
}

void
mv_apply (const StGame *game, StState *state, StAction action, StEventLog *events)
{
  const MvDef *def = mv_def (game);
  MvState     *s = (MvState *) state;
  int          mover = s->to_move;
  guint        piece = mv_action_piece (action);
  int          to = mv_action_to (action);
  int          steps = mv_action_steps (action);
  guint        withdrawn = MV_NONE;

  s->last_result = MV_RESULT_NONE;
  if (mv_setting_up (def, s))
    {
      mv_setup_apply (def, s, action);
      return;
    }

  switch (mv_action_kind (action))
    {
      case MV_ACT_MOVE:
        {
          MvPiece *p = &s->pieces[piece];
          int      from = p->place;

          mv_move_place (def, s, piece, to);
          if (steps > 0)
            {
              mv_saw_move (def, p, from, to, steps);
              withdrawn = piece;
            }
          break;
        }
      case MV_ACT_ENTER:
        mv_set_place (def, s, piece, to);
        break;
      case MV_ACT_TAKE_OUT:
        s->pieces[piece].left = s->pieces[piece].place;
        mv_set_place (def, s, piece, MV_OUT);
        withdrawn = piece;
        break;
      case MV_ACT_PUT_BACK:
        mv_set_place (def, s, piece, to);
        s->pieces[piece].left = -1;
        break;
      case MV_ACT_PASS:
      default:
        break;
    }
  /* "Pjes som av gas tvingats att draga sig tillbaka, bör göra det i följande
   * drag, annars går pjesen förlorad." */
  if (s->n_gassed[mover] > 0)
    {
      for (int k = 0; k < def->n_pieces_of[mover]; k++)
        {
          guint    i = def->pieces_of[mover][k];
          MvPiece *p = &s->pieces[i];

          if (!p->gassed)
            continue;
          p->gassed = 0;
          if (i != withdrawn && mv_alive (p))
            mv_set_place (def, s, i, MV_LOST);
        }
      s->n_gassed[mover] = 0;
    }
  if (mv_action_kind (action) == MV_ACT_MOVE && mv_action_challenge (action) != MV_CHALLENGE_NONE)
    mv_challenge (def, s, piece, mv_action_target (action), mv_action_challenge (action));
  s->moves++;
  mv_check_end (def, s, mover);
  if (s->end_reason == MV_END_NONE)
    s->to_move = (guint8) (1 - mover);
}
