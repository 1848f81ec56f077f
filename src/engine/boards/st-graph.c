/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "engine/st-game.h"
#include "st-graph.h"

typedef struct
{
  int    a;
  int    b;
  guint8 kind;
} Link;

static guint
id_hash (gconstpointer id)
{
  return id != NULL ? g_str_hash (id) : 0;
}

static gboolean
id_equal (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (a, b) == 0;
}

GHashTable *
st_graph_node_ids (const StBoard *board)
{
  GHashTable *ids = g_hash_table_new (id_hash, id_equal);

  for (guint i = 0; i < board->nodes->len; i++)
    {
      const StNode *node = g_ptr_array_index (board->nodes, i);

      if (!g_hash_table_contains (ids, node->id))
        g_hash_table_insert (ids, node->id, GINT_TO_POINTER (i + 1));
    }
  return ids;
}

int
st_graph_node_id (GHashTable *ids, const char *id)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (ids, id)) - 1;
}

gboolean
st_graph_init (StGraph       *graph,
               const StBoard *board,
               guint (*link_kind_of) (const char *type, gpointer data),
               gpointer data,
               GError **error)
{
  int n = (int) board->nodes->len;
  g_autoptr (GArray) links = g_array_new (FALSE, FALSE, sizeof (Link));
  g_autofree int *fill = NULL;
  g_autoptr (GHashTable) ids = NULL;

  *graph = (StGraph){ 0 };
  if (board->kind == ST_BOARD_GRAPH && n == 0)
    {
      g_set_error_literal (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID,
                           _ ("The map has no towns yet: add them with the Towns tool, then link them "
                              "with the Links tool"));
      return FALSE;
    }
  if (board->kind != ST_BOARD_GRAPH || n > ST_GRAPH_MAX_NODES)
    {
      g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID,
                   _ ("A point-and-line board needs 1 to %d points"), ST_GRAPH_MAX_NODES);
      return FALSE;
    }
  ids = st_graph_node_ids (board);
  for (guint i = 0; i < board->edges->len; i++)
    {
      const StEdge *e = g_ptr_array_index (board->edges, i);
      Link          link = { st_graph_node_id (ids, e->node_a), st_graph_node_id (ids, e->node_b),
                             (guint8) link_kind_of (e->type, data) };

      if (link.kind == 0)
        continue;
      if (link.a < 0 || link.b < 0 || link.a == link.b)
        {
          g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID, _ ("The link %s–%s joins no two points"),
                       e->node_a, e->node_b);
          return FALSE;
        }
      g_array_append_val (links, link);
    }
  graph->n_nodes = n;
  graph->x = g_new (double, n);
  graph->y = g_new (double, n);
  graph->first = g_new0 (int, n + 1);
  graph->to = g_new (int, 2 * links->len + 1);
  graph->kind = g_new (guint8, 2 * links->len + 1);
  graph->angle = g_new (double, 2 * links->len + 1);
  for (int i = 0; i < n; i++)
    {
      const StNode *node = g_ptr_array_index (board->nodes, i);
      graph->x[i] = node->x;
      graph->y[i] = node->y;
    }
  for (guint i = 0; i < links->len; i++)
    {
      const Link *l = &g_array_index (links, Link, i);
      graph->first[l->a + 1]++;
      graph->first[l->b + 1]++;
    }
  for (int i = 0; i < n; i++)
    graph->first[i + 1] += graph->first[i];
  fill = g_memdup2 (graph->first, sizeof (int) * (gsize) n);
  for (guint i = 0; i < links->len; i++)
    {
      const Link *l = &g_array_index (links, Link, i);
      int         ends[2][2] = { { l->a, l->b }, { l->b, l->a } };

      for (int k = 0; k < 2; k++)
        {
          int at = fill[ends[k][0]]++;
          graph->to[at] = ends[k][1];
          graph->kind[at] = l->kind;
          graph->angle[at] = st_graph_bearing (graph, ends[k][0], ends[k][1]);
        }
    }
  return TRUE;
}

void
st_graph_clear (StGraph *graph)
{
  g_clear_pointer (&graph->x, g_free);
  g_clear_pointer (&graph->y, g_free);
  g_clear_pointer (&graph->first, g_free);
  g_clear_pointer (&graph->to, g_free);
  g_clear_pointer (&graph->kind, g_free);
  g_clear_pointer (&graph->angle, g_free);
  graph->n_nodes = 0;
}

int
st_graph_link (const StGraph *graph, int a, int b, guint mask)
{
  for (int l = graph->first[a]; l < graph->first[a + 1]; l++)
    if (graph->to[l] == b && (graph->kind[l] & mask) != 0)
      return l;
  return -1;
}

double
st_graph_turn (double a, double b)
{
  double d = fabs (a - b);

  while (d > 2 * G_PI)
    d -= 2 * G_PI;
  return d > G_PI ? 2 * G_PI - d : d;
}

double
st_graph_bearing (const StGraph *graph, int a, int b)
{
  return atan2 (graph->x[b] - graph->x[a], graph->y[a] - graph->y[b]);
}

int
st_graph_distances (const StGraph *graph,
                    int            from,
                    guint          mask,
                    int            max_steps,
                    const guint8  *blocked,
                    gint16        *dist,
                    int           *order)
{
  int own[ST_GRAPH_MAX_NODES];

  for (int i = 0; i < graph->n_nodes; i++)
    dist[i] = -1;
  return st_graph_reach (graph, from, mask, max_steps, blocked, dist, order != NULL ? order : own);
}

int
st_graph_reach (const StGraph *graph,
                int            from,
                guint          mask,
                int            max_steps,
                const guint8  *blocked,
                gint16        *dist,
                int           *queue)
{
  int head = 0, tail = 0;

  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      int n = queue[head++];

      if (dist[n] >= max_steps)
        continue;
      for (int l = graph->first[n]; l < graph->first[n + 1]; l++)
        {
          int m = graph->to[l];

          if ((graph->kind[l] & mask) == 0 || dist[m] >= 0 || (blocked != NULL && blocked[m]))
            continue;
          dist[m] = (gint16) (dist[n] + 1);
          queue[tail++] = m;
        }
    }
  return tail;
}

int
st_graph_straight_runs (const StGraph *graph, int from, guint mask, double max_turn, int *nodes, int *lengths)
{
  int n_runs = 0;

  for (int first = graph->first[from]; first < graph->first[from + 1]; first++)
    {
      int   *run = nodes + (gsize) n_runs * graph->n_nodes;
      int    len = 0, at, link = first;
      double heading;

      if ((graph->kind[first] & mask) == 0)
        continue;
      at = graph->to[first];
      heading = graph->angle[first];
      run[len++] = at;
      for (;;)
        {
          int    best = -1;
          double best_turn = max_turn;

          for (int l = graph->first[at]; l < graph->first[at + 1]; l++)
            {
              double   turn;
              gboolean seen = graph->to[l] == from;

              if ((graph->kind[l] & mask) == 0 || l == link)
                continue;
              for (int k = 0; k < len && !seen; k++)
                seen = run[k] == graph->to[l];
              turn = st_graph_turn (graph->angle[l], heading);
              if (!seen && turn <= best_turn)
                {
                  best = l;
                  best_turn = turn;
                }
            }
          if (best < 0)
            break;
          link = best;
          heading = graph->angle[best];
          at = graph->to[best];
          run[len++] = at;
        }
      lengths[n_runs++] = len;
    }
  return n_runs;
}
