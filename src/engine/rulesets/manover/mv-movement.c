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

static void compile_sets (MvDef *def);

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
  compile_sets (def);
}

/* Node sets: adjacency by link kind, strikes both ways and straight layers. */
static void
compile_sets (MvDef *def)
{
  const StGraph *g = &def->graph;
  int            n = g->n_nodes;
  const guint    masks[MV_N_STRIKE_CLASSES] = { ST_GRAPH_RAILWAY, ST_GRAPH_ANY_LINK, ST_GRAPH_ANY_LINK };

  for (int t = 0; t < def->n_types; t++)
    {
      MvType *type = &def->types[t];

      type->strike = type->arm == MV_AVIATION                                            ? MV_STRIKE_AVIATION
                     : type->move == MV_MOVE_RAIL || type->move == MV_MOVE_STRAIGHT_RAIL ? MV_STRIKE_RAIL
                                                                                         : MV_STRIKE_ANY;
    }
  for (int c = 0; c < 2; c++)
    def->adj[c] = g_new0 (StNodeSet, n);
  for (int p = 0; p < 2; p++)
    for (int c = 0; c < MV_N_STRIKE_CLASSES; c++)
      {
        def->strikes[p][c] = g_new0 (StNodeSet, n);
        def->strikers[p][c] = g_new0 (StNodeSet, n);
      }
  for (int from = 0; from < n; from++)
    for (int l = g->first[from]; l < g->first[from + 1]; l++)
      {
        int to = g->to[l];

        for (int c = 0; c < 2; c++)
          if (g->kind[l] & masks[c])
            st_node_set_add (&def->adj[c][from], to);
        for (int p = 0; p < 2; p++)
          for (int c = 0; c < MV_N_STRIKE_CLASSES; c++)
            if ((g->kind[l] & masks[c]) && (c == MV_STRIKE_AVIATION || !((def->link_backward[l] >> p) & 1)))
              {
                st_node_set_add (&def->strikes[p][c][from], to);
                st_node_set_add (&def->strikers[p][c][to], from);
              }
      }
  for (int c = 0; c < 2; c++)
    {
      int max = 0;

      for (int r = 0; r < def->run_first[c][n]; r++)
        max = MAX (max, def->run_len[c][r]);
      def->straight_max[c] = max;
      def->straight_layer[c] = g_new0 (StNodeSet, (gsize) n * MAX (1, max));
      for (int from = 0; from < n; from++)
        for (int to = 0; to < n; to++)
          {
            int d = def->dist[MV_MOVE_STRAIGHT_RAIL + c][(gsize) from * n + to];

            if (to != from && d >= 1 && d <= max)
              st_node_set_add (&def->straight_layer[c][(gsize) from * max + d - 1], to);
          }
    }
  for (int p = 0; p < 2; p++)
    {
      st_node_set_clear (&def->own_point_set[p]);
      for (int k = 0; k < def->n_own_points[p]; k++)
        st_node_set_add (&def->own_point_set[p], def->own_points[p][k]);
    }
}

void
mv_board_init (const MvDef *def, const MvState *s, MvBoard *board)
{
  st_node_set_clear (&board->side[0]);
  st_node_set_clear (&board->side[1]);
  for (int i = 0; i < def->n_pieces; i++)
    {
      int at = s->pieces[i].place;

      if (at >= 0)
        st_node_set_add (&board->side[def->piece_player[i]], at);
    }
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

/* The points a piece may challenge from: every point it reaches, its own
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

/* Every point piece reaches, its own included, as one set: mv_reach ()
 * without the layers, for counting. */
static StNodeSet
reach_set (const MvDef *def, const MvState *s, guint piece, const MvBoard *board)
{
  const MvPiece *p = &s->pieces[piece];
  const MvType  *t = &def->types[p->type];
  StNodeSet      reach;

  if (t->move == MV_MOVE_RAIL || t->move == MV_MOVE_RAIL_ROAD)
    {
      const StNodeSet *adj = def->adj[t->move == MV_MOVE_RAIL ? 0 : 1];
      StNodeSet        frontier, seen = board->occ;

      st_node_set_clear (&reach);
      st_node_set_add (&reach, p->place);
      st_node_set_add (&seen, p->place);
      frontier = reach;
      for (int k = 0; k < t->steps; k++)
        {
          StNodeSet next;

          st_node_set_clear (&next);
          ST_NODE_SET_FOREACH (&frontier, m)
          {
            st_node_set_or (&next, &adj[m]);
          }
          st_node_set_minus (&next, &seen);
          if (st_node_set_empty (&next))
            break;
          st_node_set_or (&seen, &next);
          st_node_set_or (&reach, &next);
          frontier = next;
        }
    }
  else
    {
      StNodeSet layers[MV_MAX_LAYERS];
      int       n_layers = mv_reach (def, s, piece, board, layers);

      reach = layers[0];
      for (int k = 1; k < n_layers; k++)
        st_node_set_or (&reach, &layers[k]);
    }
  return reach;
}

int
mv_count_move_actions (const MvDef *def, const MvState *s, guint piece, MvBoard *board)
{
  const MvPiece *p = &s->pieces[piece];
  const MvType  *t = &def->types[p->type];
  int            player = def->piece_player[piece], challenges = 0;
  StNodeSet      reach = reach_set (def, s, piece, board), points;
  int            moves = st_node_set_count (&reach) - 1;

  if (p->gassed)
    st_node_set_remove (&reach, p->place);
  points = st_node_set_and (&reach, threatened (def, board, t->strike));
  ST_NODE_SET_FOREACH (&points, at)
  {
    challenges += st_node_set_count_and (&def->strikes[player][t->strike][at], &board->side[1 - player]);
  }
  return moves + challenges * (t->arm == MV_AVIATION ? 2 : 1);
}

void
mv_move_actions (const MvDef *def, const MvState *s, guint piece, MvBoard *board, StActionList *out)
{
  const MvPiece *p = &s->pieces[piece];
  const MvType  *t = &def->types[p->type];
  int            player = def->piece_player[piece];
  StNodeSet      layers[MV_MAX_LAYERS], points;
  int            n_layers = mv_reach (def, s, piece, board, layers);

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

/* legal_actions ()[st_rng_below (rng, n)] without listing them: each piece's
 * actions are counted, and only the chosen piece's are listed. */
StAction
mv_random_action (const StGame *game, const StState *state, StRng *rng, StActionList *scratch)
{
  const MvDef   *def = mv_def (game);
  const MvState *s = (const MvState *) state;
  MvBoard        board;
  int            count[MV_MAX_PIECES], total = 0, reserve, redeploy, k;

  st_action_list_clear (scratch);
  if (s->end_reason != MV_END_NONE)
    return mv_action (MV_ACT_PASS, MV_NONE, MV_NO_PLACE, MV_NONE, MV_CHALLENGE_NONE, 0);
  if (mv_setting_up (def, s))
    {
      mv_setup_actions (def, s, scratch);
      return scratch->actions[st_rng_below (rng, scratch->len)];
    }
  mv_board_init (def, s, &board);
  {
    /* One pass over the mover's pieces: its moves, its reserve waiting to
     * enter, its redeployments (the lists' orders: mv_legal_actions ()). */
    StNodeSet empty = def->own_point_set[s->to_move];
    int       n_empty, waiting = 0;

    st_node_set_minus (&empty, &board.occ);
    n_empty = st_node_set_count (&empty);
    redeploy = 0;
    for (int i = 0; i < def->n_pieces; i++)
      {
        const MvPiece *p = &s->pieces[i];

        count[i] = 0;
        if (def->piece_player[i] != s->to_move)
          continue;
        if (p->place >= 0)
          {
            count[i] = mv_count_move_actions (def, s, (guint) i, &board);
            redeploy += def->strategic[p->place] && n_empty > 0;
          }
        else if (p->place == MV_RESERVE)
          waiting++;
        else if (p->place == MV_OUT)
          redeploy += n_empty - (p->left >= 0 && st_node_set_has (&empty, p->left));
        total += count[i];
      }
    reserve = waiting * n_empty;
    total += reserve + redeploy;
  }
  k = (int) st_rng_below (rng, (guint32) MAX (1, total));
  if (total == 0)
    return mv_action (MV_ACT_PASS, MV_NONE, MV_NO_PLACE, MV_NONE, MV_CHALLENGE_NONE, 0);
  for (int i = 0; i < def->n_pieces; i++)
    {
      if (k < count[i])
        {
          mv_move_actions (def, s, (guint) i, &board, scratch);
          return scratch->actions[k];
        }
      k -= count[i];
    }
  if (k < reserve)
    mv_reserve_actions (def, s, mv_board_occupant (def, s, &board), scratch);
  else
    {
      k -= reserve;
      mv_redeploy_actions (def, s, mv_board_occupant (def, s, &board), scratch);
    }
  return scratch->actions[k];
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
