/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "core/st-scenario.h"

G_BEGIN_DECLS

/* A point-and-line board compiled for the engine: places are node indices (the
 * order of the scenario's board->nodes, the same numbers as st_game_place_id ()),
 * with adjacency lists that say which kind of link joins two nodes and in which
 * direction it leaves a node, so that rulesets can walk railways and roads, follow
 * straight runs and tell forwards from backwards. */

#define ST_GRAPH_MAX_NODES 1024

/* Kinds of link, as bits so that a piece's allowed links are a mask. */
typedef enum
{
  ST_GRAPH_RAILWAY = 1 << 0,
  ST_GRAPH_ROAD = 1 << 1,
} StGraphLink;

#define ST_GRAPH_ANY_LINK (ST_GRAPH_RAILWAY | ST_GRAPH_ROAD)

typedef struct
{
  int     n_nodes;
  double *x; /* map coordinates, y grows southwards */
  double *y;
  /* The links leaving node n are first[n] .. first[n + 1] - 1. */
  int    *first;
  int    *to;
  guint8 *kind; /* StGraphLink */
  double *angle; /* direction of the link from its node, radians, atan2 (dx, -dy): 0 north, pi/2 east */
} StGraph;

/* The index of each node id of board (the first of equal ids), for the
 * look-ups of one compile in constant time; the keys are the board's, valid
 * while it is unchanged. Free with g_hash_table_unref (). */
GHashTable *st_graph_node_ids (const StBoard *board);
/* The node of id in ids (st_graph_node_ids ()), or -1. */
int st_graph_node_id (GHashTable *ids, const char *id);

/* Builds the graph of a graph board. link_kind_of (type id) says what an edge
 * type means (0: not a link, such as a drawn line). Fails on an edge naming an
 * unknown node or on too many nodes. */
gboolean st_graph_init (StGraph       *graph,
                        const StBoard *board,
                        guint (*link_kind_of) (const char *type, gpointer data),
                        gpointer data,
                        GError **error);
void     st_graph_clear (StGraph *graph);

/* The link from a to b whose kind is in mask, or -1. */
int st_graph_link (const StGraph *graph, int a, int b, guint mask);
/* The smallest angle between two directions, in radians (0 .. pi). */
double st_graph_turn (double a, double b);
/* The direction from node a to node b as the crow flies (atan2 (dx, -dy)). */
double st_graph_bearing (const StGraph *graph, int a, int b);

/* Breadth-first distances from `from` along links in mask, at most max_steps:
 * dist[n] is the number of links, or -1 when n is not reached. Nodes with
 * blocked[n] set are neither entered nor passed (blocked may be NULL). Returns
 * the number of nodes reached, `from` included; order (may be NULL) receives them
 * in the order reached. */
int st_graph_distances (const StGraph *graph,
                        int            from,
                        guint          mask,
                        int            max_steps,
                        const guint8  *blocked,
                        gint16        *dist,
                        int           *order);

/* The same without clearing dist, which must be -1 everywhere on entry: for
 * callers that reset only the entries of order afterwards. */
int st_graph_reach (const StGraph *graph,
                    int            from,
                    guint          mask,
                    int            max_steps,
                    const guint8  *blocked,
                    gint16        *dist,
                    int           *order);

/* Straight runs: from `from` along a first link in mask, then at each node on
 * along the link in mask that turns least from the last one, as long as it turns
 * by at most max_turn radians and the node is new to the run. Each run is written
 * to nodes (in order, `from` left out) and its length to lengths; returns the
 * number of runs. nodes must hold graph->n_nodes entries per run and there is at
 * most one run per link leaving `from`. */
int st_graph_straight_runs (
    const StGraph *graph, int from, guint mask, double max_turn, int *nodes, int *lengths);

G_END_DECLS
