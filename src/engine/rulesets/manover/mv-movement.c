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

static guint
straight_mask (int c)
{
  return c == 0 ? ST_GRAPH_RAILWAY : ST_GRAPH_ANY_LINK;
}

void
mv_compile_movement (MvDef *def)
{
  const StGraph     *g = &def->graph;
  int                n = g->n_nodes;
  g_autofree int    *nodes = g_new (int, (gsize) n *(g->first[n] + 1));
  g_autofree int    *lengths = g_new (int, g->first[n] + 1);
  g_autofree gint16 *dist = g_new (gint16, n);

  for (int c = 0; c < 2; c++)
    {
      GArray *all_nodes = g_array_new (FALSE, FALSE, sizeof (int));
      GArray *all_len = g_array_new (FALSE, FALSE, sizeof (int));

      def->run_first[c] = g_new (int, n + 1);
      for (int from = 0; from < n; from++)
        {
          int runs = st_graph_straight_runs (g, from, straight_mask (c), def->straight_turn, nodes, lengths);

          def->run_first[c][from] = (int) all_len->len;
          for (int r = 0; r < runs; r++)
            {
              g_array_append_val (all_len, lengths[r]);
              g_array_append_vals (all_nodes, nodes + (gsize) r * n, n);
            }
        }
      def->run_first[c][n] = (int) all_len->len;
      def->run_len[c] = (int *) (gpointer) g_array_free (all_len, FALSE);
      def->run_nodes[c] = (int *) (gpointer) g_array_free (all_nodes, FALSE);
    }
  for (int c = 0; c < MV_N_MOVE_CLASSES; c++)
    {
      def->dist[c] = g_new (guint8, (gsize) n * n);
      memset (def->dist[c], 255, (gsize) n * n);
    }
  def->any_dist = g_new (guint8, (gsize) n * n);
  /* "Däremot hotar eller slår en pjes en annan i alla riktningar, utom bakåt":
   * backwards is towards the player's own end of the map; a link whose direction
   * lies within backward-angle of it points backwards. */
  def->link_backward = g_new0 (guint8, g->first[n] + 1);
  for (int l = 0; l < g->first[n]; l++)
    for (int p = 0; p < 2; p++)
      if (def->backward_angle > 0.0 && st_graph_turn (g->angle[l], def->back[p]) < def->backward_angle)
        def->link_backward[l] |= (guint8) (1u << p);
  for (int from = 0; from < n; from++)
    {
      guint masks[2] = { ST_GRAPH_RAILWAY, ST_GRAPH_ANY_LINK };

      for (int c = 0; c < 2; c++)
        {
          st_graph_distances (g, from, masks[c], 254, NULL, dist, NULL);
          for (int to = 0; to < n; to++)
            def->dist[c][from * n + to] = dist[to] < 0 ? 255 : (guint8) dist[to];
        }
      memcpy (def->any_dist + (gsize) from * n, def->dist[MV_MOVE_RAIL_ROAD] + (gsize) from * n, n);
      for (int c = 0; c < 2; c++)
        {
          guint8 *row = def->dist[MV_MOVE_STRAIGHT_RAIL + c] + (gsize) from * n;

          row[from] = 0;
          for (int r = def->run_first[c][from]; r < def->run_first[c][from + 1]; r++)
            for (int k = 0; k < def->run_len[c][r]; k++)
              {
                int to = def->run_nodes[c][(gsize) r * n + k];
                row[to] = (guint8) MIN (row[to], k + 1);
              }
        }
    }
}

/* The links a piece may move and challenge along. */
static guint
move_mask (MvMoveClass move)
{
  return move == MV_MOVE_RAIL || move == MV_MOVE_STRAIGHT_RAIL ? ST_GRAPH_RAILWAY : ST_GRAPH_ANY_LINK;
}

int
mv_destinations (
    const MvDef *def, const MvState *s, guint piece, const guint8 *occupant, gint16 *steps, int *order)
{
  const MvPiece *p = &s->pieces[piece];
  const MvType  *t = &def->types[p->type];
  const StGraph *g = &def->graph;
  int            n = g->n_nodes, reached = 1;

  if (t->move == MV_MOVE_RAIL || t->move == MV_MOVE_RAIL_ROAD)
    return st_graph_reach (g, p->place, move_mask (t->move), t->steps, occupant, steps, order);
  steps[p->place] = 0;
  order[0] = p->place;
  {
    int        c = t->move == MV_MOVE_STRAIGHT_RAIL ? 0 : 1;
    const int *first = def->run_first[c];

    for (int r = first[p->place]; r < first[p->place + 1]; r++)
      {
        const int *run = def->run_nodes[c] + (gsize) r * n;
        int        len = MIN (def->run_len[c][r], t->steps);

        for (int k = 0; k < len; k++)
          {
            int to = run[k];

            if (occupant[to])
              {
                if (t->move == MV_MOVE_STRAIGHT_RAIL)
                  break;
                continue;
              }
            if (steps[to] < 0)
              order[reached++] = to;
            if (steps[to] < 0 || steps[to] > k + 1)
              steps[to] = (gint16) (k + 1);
          }
      }
  }
  return reached;
}

void
mv_move_actions (const MvDef *def, const MvState *s, guint piece, MvScratch *scratch, StActionList *out)
{
  const MvPiece *p = &s->pieces[piece];
  const MvType  *t = &def->types[p->type];
  const StGraph *g = &def->graph;
  guint          mask = move_mask (t->move);
  int            player = def->piece_player[piece];
  gboolean       any_direction = t->arm == MV_AVIATION;
  gint16        *steps = scratch->steps;
  int           *order = scratch->order;
  int            reached = mv_destinations (def, s, piece, scratch->blocked, steps, order);

  /* In the order reached: the points nearest first. */
  for (int r = 0; r < reached; r++)
    {
      int to = order[r];

      if (steps[to] > 0)
        st_action_list_add (
            out, mv_action (MV_ACT_MOVE, piece, (guint) to, MV_NONE, MV_CHALLENGE_NONE, (guint) steps[to]));
      /* "När en pjes vill hota en annan bör den framflytta till punkten närmast
       * motståndaren": a challenge names one enemy piece next to where the
       * piece stops, along a link it may use. A piece gas drove back must
       * withdraw, so it does not challenge where it stands. */
      if (steps[to] == 0 && p->gassed)
        continue;
      for (int l = g->first[to]; l < g->first[to + 1]; l++)
        {
          guint target = scratch->occupant[g->to[l]];

          if ((g->kind[l] & mask) == 0 || target == MV_NONE || def->piece_player[target] == player
              || (!any_direction && (def->link_backward[l] >> player) & 1))
            continue;
          st_action_list_add (out, mv_action (MV_ACT_MOVE, piece, (guint) to, target, MV_CHALLENGE_STRIKE,
                                              (guint) steps[to]));
          if (t->arm == MV_AVIATION)
            st_action_list_add (
                out, mv_action (MV_ACT_MOVE, piece, (guint) to, target, MV_CHALLENGE_ASK, (guint) steps[to]));
        }
    }
  for (int r = 0; r < reached; r++)
    steps[order[r]] = -1;
}

void
mv_scratch_init (const MvDef *def, const MvState *s, MvScratch *scratch)
{
  mv_occupancy (def, s, scratch->occupant);
  for (int i = 0; i < def->graph.n_nodes; i++)
    {
      scratch->blocked[i] = scratch->occupant[i] != MV_NONE;
      scratch->steps[i] = -1;
    }
}

void
mv_legal_actions (const StGame *game, const StState *state, StActionList *out)
{
  const MvDef   *def = mv_def (game);
  const MvState *s = (const MvState *) state;
  MvScratch      scratch;

  if (s->end_reason != MV_END_NONE)
    return;
  mv_scratch_init (def, s, &scratch);
  for (int i = 0; i < def->n_pieces; i++)
    if (def->piece_player[i] == s->to_move && s->pieces[i].place >= 0)
      mv_move_actions (def, s, (guint) i, &scratch, out);
  mv_reserve_actions (def, s, scratch.occupant, out);
  mv_redeploy_actions (def, s, scratch.occupant, out);
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

  switch (mv_action_kind (action))
    {
      case MV_ACT_MOVE:
        {
          MvPiece *p = &s->pieces[piece];
          int      from = p->place;

          p->place = (gint16) to;
          if (steps > 0)
            {
              mv_saw_move (def, p, from, to, steps);
              withdrawn = piece;
            }
          break;
        }
      case MV_ACT_ENTER:
        s->pieces[piece].place = (gint16) to;
        break;
      case MV_ACT_TAKE_OUT:
        s->pieces[piece].left = s->pieces[piece].place;
        s->pieces[piece].place = MV_OUT;
        withdrawn = piece;
        break;
      case MV_ACT_PUT_BACK:
        s->pieces[piece].place = (gint16) to;
        s->pieces[piece].left = -1;
        break;
      case MV_ACT_PASS:
      default:
        break;
    }
  /* "Pjes som av gas tvingats att draga sig tillbaka, bör göra det i följande
   * drag, annars går pjesen förlorad." */
  for (int i = 0; i < def->n_pieces; i++)
    {
      MvPiece *p = &s->pieces[i];

      if (def->piece_player[i] != mover || !p->gassed)
        continue;
      p->gassed = 0;
      if ((guint) i != withdrawn && mv_alive (p))
        p->place = MV_LOST;
    }
  if (mv_action_kind (action) == MV_ACT_MOVE && mv_action_challenge (action) != MV_CHALLENGE_NONE)
    mv_challenge (def, s, piece, mv_action_target (action), mv_action_challenge (action));
  s->moves++;
  mv_check_end (def, s, mover);
  if (s->end_reason == MV_END_NONE)
    s->to_move = (guint8) (1 - mover);
}
