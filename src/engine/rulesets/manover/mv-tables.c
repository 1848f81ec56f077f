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

static void compile_sets (MvDef *def);

/* Where mv_dist (def, c, from, to) is kept. */
static guint8 *
dist_at (MvDef *def, int c, int from, int to)
{
  return &def->pair_dist[((gsize) from * def->graph.n_nodes + to) * MV_N_MOVE_CLASSES + c];
}
static void compile_balls (MvDef *def);

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
  def->pair_dist = g_new (guint8, (gsize) n * n * MV_N_MOVE_CLASSES);
  memset (def->pair_dist, 255, (gsize) n * n * MV_N_MOVE_CLASSES);
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
            *dist_at (def, c, from, to) = dist[to] < 0 ? 255 : (guint8) dist[to];
        }
      for (int c = 0; c < 2; c++)
        {
          *dist_at (def, MV_MOVE_STRAIGHT_RAIL + c, from, from) = 0;
          for (int r = def->run_first[c][from]; r < def->run_first[c][from + 1]; r++)
            for (int k = 0; k < def->run_len[c][r]; k++)
              {
                guint8 *d =
                    dist_at (def, MV_MOVE_STRAIGHT_RAIL + c, from, def->run_nodes[c][(gsize) r * n + k]);

                *d = (guint8) MIN (*d, k + 1);
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
            int d = mv_dist (def, MV_MOVE_STRAIGHT_RAIL + c, from, to);

            if (to != from && d >= 1 && d <= max)
              st_node_set_add (&def->straight_layer[c][(gsize) from * max + d - 1], to);
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
  compile_balls (def);
}

/* Per kind of mover and node, the points it reaches in one move on the empty
 * map, and per player what it strikes from them or from where it stands (kinds:
 * the types that move and strike alike, so that the tables stay small enough
 * for the processor's caches); per player and node, the points behind; per move
 * class and node, the nearest strategic points. */
static void
compile_balls (MvDef *def)
{
  const StGraph *g = &def->graph;
  int            n = g->n_nodes;

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
  for (int k = 0; k < def->n_kinds; k++)
    {
      const MvType *kind = &def->kinds[k];
      int           steps = MIN (kind->steps, MV_MAX_LAYERS - 1);

      for (int from = 0; from < n; from++)
        {
          StNodeSet ball, stand;

          st_node_set_clear (&ball);
          for (int to = 0; to < n; to++)
            if (to != from && mv_dist (def, kind->move, from, to) <= steps)
              st_node_set_add (&ball, to);
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
  /* A point is behind when its bearing turns less than a right angle from
   * backwards: the cosine of the turn, the dot product of the unit vectors
   * (st_graph_bearing () measures from north, clockwise), is above
   * sin (1e-9). No arc tangent for each of the n² pairs. */
  for (int p = 0; p < 2; p++)
    {
      double bx = sin (def->back[p]), by = cos (def->back[p]);

      def->behind[p] = g_new0 (StNodeSet, n);
      for (int from = 0; from < n; from++)
        for (int to = 0; to < n; to++)
          {
            double dx = g->x[to] - g->x[from], dy = g->y[from] - g->y[to];

            if (to != from && dx * bx + dy * by > sin (1e-9) * sqrt (dx * dx + dy * dy))
              st_node_set_add (&def->behind[p][from], to);
          }
    }
  for (int c = 0; c < MV_N_MOVE_CLASSES; c++)
    {
      def->nearest_point[c] = g_new0 (StNodeSet, n);
      for (int from = 0; from < n; from++)
        {
          int best = 255;

          for (int to = 0; to < n; to++)
            if (def->strategic[to])
              best = MIN (best, mv_dist (def, c, from, to));
          for (int to = 0; to < n && best < 255; to++)
            if (def->strategic[to] && mv_dist (def, c, from, to) == best)
              st_node_set_add (&def->nearest_point[c][from], to);
        }
    }
  for (int t = 0; t < def->n_types; t++)
    for (int k = 0; k < MV_MAX_LAYERS && k <= def->types[t].steps; k++)
      def->types_within[def->types[t].move][k] |= (guint16) (1u << t);
  for (int i = 0; i < def->n_pieces; i++)
    {
      int p = def->piece_player[i];
      def->pieces_of[p][def->n_pieces_of[p]++] = (guint8) i;
      def->piece_mask[p] |= (guint64) 1 << i;
    }
}
