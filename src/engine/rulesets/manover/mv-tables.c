/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <math.h>
#include <string.h>

#include "mv-private.h"

/* The tables move generation reads, built once per game from the map: straight
 * runs, distances on the empty map per move class, which links point backwards
 * for each player, and node sets (adjacency, strikes both ways, straight layers,
 * each type's reach on the empty map and what it strikes from there, the points
 * behind each point, the nearest strategic points). */

static guint
straight_mask (int c)
{
  return c == 0 ? ST_GRAPH_RAILWAY : ST_GRAPH_ANY_LINK;
}

/* Straight runs from every node, per straight class, written where they are
 * kept: a node has at most one run a link. */
static void
compile_runs (MvDef *def)
{
  const StGraph *g = &def->graph;
  int            n = g->n_nodes, max_runs = g->first[n];

  for (int c = 0; c < 2; c++)
    {
      int total = 0;

      def->run_first[c] = g_new (int, n + 1);
      def->run_len[c] = g_new (int, max_runs + 1);
      def->run_nodes[c] = g_new (int, (gsize) n *(max_runs + 1));
      for (int from = 0; from < n; from++)
        {
          def->run_first[c][from] = total;
          total += st_graph_straight_runs (g, from, straight_mask (c), def->straight_turn,
                                           def->run_nodes[c] + (gsize) total * n, def->run_len[c] + total);
        }
      def->run_first[c][n] = total;
    }
}

/* Node sets from the links: adjacency by link kind, strikes both ways; and the
 * strategic points. */
static void
compile_link_sets (MvDef *def)
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
  st_node_set_clear (&def->strategic_set);
  for (int node = 0; node < n; node++)
    if (def->strategic[node])
      st_node_set_add (&def->strategic_set, node);
  for (int p = 0; p < 2; p++)
    {
      st_node_set_clear (&def->own_point_set[p]);
      st_node_set_clear (&def->enemy_point_set[p]);
      for (int k = 0; k < def->n_own_points[p]; k++)
        st_node_set_add (&def->own_point_set[p], def->own_points[p][k]);
      for (int node = 0; node < n; node++)
        if (def->strategic[node] && def->area[node] == 1 - p)
          st_node_set_add (&def->enemy_point_set[p], node);
    }
}

/* A node's layers in one move class: layer k, the nodes first reached after k
 * links. */
typedef StNodeSet MvLayers[ST_NODE_SET_MAX + 1];

/* The nodes first reached after k links from `from` (k = 0 .. the returned
 * depth), breadth first along the neighbour sets adj. */
static int
layers_along (const StNodeSet *adj, int from, StNodeSet *layers)
{
  StNodeSet seen;
  int       k = 0;

  st_node_set_clear (&layers[0]);
  st_node_set_add (&layers[0], from);
  seen = layers[0];
  for (;;)
    {
      StNodeSet next;

      st_node_set_clear (&next);
      ST_NODE_SET_FOREACH (&layers[k], node)
      {
        st_node_set_or (&next, &adj[node]);
      }
      st_node_set_minus (&next, &seen);
      if (st_node_set_empty (&next))
        return k;
      st_node_set_or (&seen, &next);
      layers[++k] = next;
    }
}

/* The same along the straight runs of class c: a point on several runs counts
 * at its nearest. */
static int
layers_straight (const MvDef *def, int c, int from, StNodeSet *layers)
{
  int       n = def->graph.n_nodes, depth = 0;
  StNodeSet seen;

  for (int k = 0; k <= def->straight_max[c]; k++)
    st_node_set_clear (&layers[k]);
  st_node_set_add (&layers[0], from);
  for (int r = def->run_first[c][from]; r < def->run_first[c][from + 1]; r++)
    for (int k = 0; k < def->run_len[c][r]; k++)
      st_node_set_add (&layers[k + 1], def->run_nodes[c][(gsize) r * n + k]);
  seen = layers[0];
  for (int k = 1; k <= def->straight_max[c]; k++)
    {
      st_node_set_minus (&layers[k], &seen);
      st_node_set_or (&seen, &layers[k]);
      if (!st_node_set_empty (&layers[k]))
        depth = k;
    }
  return depth;
}

/* Per move class, the layers from node `from` on the empty map: its row of
 * pair_dist, its straight layers, its balls and its nearest strategic points. */
static void
compile_from (MvDef *def, int from, MvLayers *layers)
{
  int n = def->graph.n_nodes, depth[MV_N_MOVE_CLASSES];

  depth[MV_MOVE_RAIL] = layers_along (def->adj[0], from, layers[MV_MOVE_RAIL]);
  depth[MV_MOVE_RAIL_ROAD] = layers_along (def->adj[1], from, layers[MV_MOVE_RAIL_ROAD]);
  for (int c = 0; c < 2; c++)
    {
      depth[MV_MOVE_STRAIGHT_RAIL + c] = layers_straight (def, c, from, layers[MV_MOVE_STRAIGHT_RAIL + c]);
      for (int k = 1; k <= def->straight_max[c]; k++)
        def->straight_layer[c][(gsize) from * def->straight_max[c] + k - 1] =
            layers[MV_MOVE_STRAIGHT_RAIL + c][k];
    }
  for (int c = 0; c < MV_N_MOVE_CLASSES; c++)
    {
      guint8 *row = &def->pair_dist[(gsize) from * n * MV_N_MOVE_CLASSES + c];

      for (int k = 0; k <= depth[c]; k++)
        {
          StNodeSet nearest = st_node_set_and (&layers[c][k], &def->strategic_set);

          ST_NODE_SET_FOREACH (&layers[c][k], to)
          {
            row[(gsize) to * MV_N_MOVE_CLASSES] = (guint8) MIN (k, 254);
          }
          if (st_node_set_empty (&def->nearest_point[c][from]))
            def->nearest_point[c][from] = nearest;
        }
    }
  for (int k = 0; k < def->n_kinds; k++)
    {
      const MvType *kind = &def->kinds[k];
      int           steps = MIN (kind->steps, MV_MAX_LAYERS - 1);
      StNodeSet     ball, stand;

      st_node_set_clear (&ball);
      for (int d = 1; d <= MIN (steps, depth[kind->move]); d++)
        st_node_set_or (&ball, &layers[kind->move][d]);
      stand = ball;
      st_node_set_add (&stand, from);
      for (int p = 0; p < 2; p++)
        {
          MvBall *b = &def->balls[p][(gsize) k * n + from];

          b->ball = ball;
          ST_NODE_SET_FOREACH (&stand, d)
          {
            st_node_set_or (&b->strike, &def->strikes[p][kind->strike][d]);
          }
        }
    }
}

/* Per kind of mover and node, the points it reaches in one move on the empty
 * map, and per player what it strikes from them or from where it stands (kinds:
 * the types that move and strike alike, so that the tables stay small enough
 * for the processor's caches); per player and node, the points behind; per move
 * class and node, the nearest strategic points; distances on the empty map per
 * move class. One breadth-first search by node sets a node and class. */
void
mv_compile_movement (MvDef *def)
{
  const StGraph       *g = &def->graph;
  int                  n = g->n_nodes;
  g_autofree MvLayers *layers = g_new (MvLayers, MV_N_MOVE_CLASSES);

  compile_runs (def);
  /* "Däremot hotar eller slår en pjes en annan i alla riktningar, utom bakåt":
   * backwards is towards the player's own end of the map; a link whose direction
   * lies within backward-angle of it points backwards. */
  def->link_backward = g_new0 (guint8, g->first[n] + 1);
  for (int l = 0; l < g->first[n]; l++)
    for (int p = 0; p < 2; p++)
      if (def->backward_angle > 0.0 && st_graph_turn (g->angle[l], def->back[p]) < def->backward_angle)
        def->link_backward[l] |= (guint8) (1u << p);
  compile_link_sets (def);
  for (int c = 0; c < 2; c++)
    {
      int max = 0;

      for (int r = 0; r < def->run_first[c][n]; r++)
        max = MAX (max, def->run_len[c][r]);
      def->straight_max[c] = max;
      def->straight_layer[c] = g_new0 (StNodeSet, (gsize) n * MAX (1, max));
    }
  def->n_kinds = 0;
  for (int t = 0; t < def->n_types; t++)
    {
      const MvType *type = &def->types[t];
      int           k = 0;

      while (k < def->n_kinds
             && !(def->kinds[k].move == type->move && def->kinds[k].steps == type->steps
                  && def->kinds[k].strike == type->strike))
        k++;
      if (k == def->n_kinds)
        def->kinds[def->n_kinds++] = *type;
      def->type_ball[t] = (guint16) (k * n);
    }
  for (int p = 0; p < 2; p++)
    def->balls[p] = g_aligned_alloc0 ((gsize) MAX (1, def->n_kinds) * n, sizeof (MvBall), 64);
  for (int c = 0; c < MV_N_MOVE_CLASSES; c++)
    def->nearest_point[c] = g_new0 (StNodeSet, n);
  def->pair_dist = g_new (guint8, (gsize) n * n * MV_N_MOVE_CLASSES);
  memset (def->pair_dist, 255, (gsize) n * n * MV_N_MOVE_CLASSES);
  for (int from = 0; from < n; from++)
    compile_from (def, from, layers);
  /* A point is behind when its bearing turns less than a right angle from
   * backwards: the cosine of the turn, the dot product of the unit vectors
   * (st_graph_bearing () measures from north, clockwise), is above
   * sin (1e-9). No arc tangent for each of the n² pairs, and each pair once. */
  for (int p = 0; p < 2; p++)
    {
      double bx = sin (def->back[p]), by = cos (def->back[p]), epsilon = sin (1e-9);

      def->behind[p] = g_new0 (StNodeSet, n);
      for (int from = 0; from < n; from++)
        for (int to = from + 1; to < n; to++)
          {
            /* The pair the other way round has the opposite product, exactly
             * (the differences only change sign), and the same length. */
            double dx = g->x[to] - g->x[from], dy = g->y[from] - g->y[to], dot = dx * bx + dy * by, len;

            if (dot == 0.0)
              continue;
            len = epsilon * sqrt (dx * dx + dy * dy);
            if (dot > len)
              st_node_set_add (&def->behind[p][from], to);
            else if (-dot > len)
              st_node_set_add (&def->behind[p][to], from);
          }
    }
  for (int t = 0; t < def->n_types; t++)
    for (int k = 0; k < MV_MAX_LAYERS && k <= def->types[t].steps; k++)
      def->types_within[def->types[t].move][k] |= (guint16) (1u << t);
  for (int gt = 0; gt < def->n_types; gt++)
    for (int a = 0; a < def->n_types; a++)
      {
        MvResult r = mv_resolve (def, a, gt, MV_CHALLENGE_STRIKE);

        if (r == MV_RESULT_DEFENDER_REMOVED || r == MV_RESULT_BOTH_REMOVED
            || (r == MV_RESULT_DRIVEN_BACK && def->types[a].arm == MV_GAS))
          def->taken_off_by[gt] |= (guint16) (1u << a);
      }
  for (int i = 0; i < def->n_pieces; i++)
    {
      int p = def->piece_player[i];
      def->pieces_of[p][def->n_pieces_of[p]++] = (guint8) i;
      def->piece_mask[p] |= (guint64) 1 << i;
    }
}
