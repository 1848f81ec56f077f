/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "core/st-scenario.h"

G_BEGIN_DECLS

/* Geometry of a scenario's board in board units (one hex or square is about
 * ST_BOARD_CELL_SIZE units across; graph boards use the map's own units scaled so
 * that the longer side is ST_BOARD_GRAPH_EXTENT units). A layout is computed once
 * per board shape and is cheap to query. */
#define ST_BOARD_CELL_SIZE 64.0
#define ST_BOARD_GRAPH_EXTENT 2000.0
#define ST_BOARD_MARGIN 24.0

typedef struct _StBoardLayout StBoardLayout;

StBoardLayout *st_board_layout_new (const StScenario *scenario);
void           st_board_layout_free (StBoardLayout *layout);
/* The whole board including its margin, in board units. */
void st_board_layout_get_extent (const StBoardLayout *layout, double *width, double *height);
/* Centre of a grid cell, in board units. */
void st_board_layout_cell_center (const StBoardLayout *layout, StCell cell, double *x, double *y);
/* Position of a graph node, in board units. */
void st_board_layout_node_position (const StBoardLayout *layout, const StNode *node, double *x, double *y);
/* The grid cell under a point in board units; FALSE when off the board. */
gboolean st_board_layout_hit_cell (const StBoardLayout *layout, double x, double y, StCell *cell);
/* The nearest graph node within radius board units; -1 when none. */
int st_board_layout_hit_node (
    const StBoardLayout *layout, const StScenario *scenario, double x, double y, double radius);
/* Adds the outline of a grid cell to the current path. */
void st_board_layout_cell_path (const StBoardLayout *layout, cairo_t *cr, StCell cell);
/* The rectangle of cells (inclusive, clamped to the board) whose outline may meet
 * the rectangle x0,y0 - x1,y1 in board units; FALSE when there is none. */
gboolean st_board_layout_cell_range (
    const StBoardLayout *layout, double x0, double y0, double x1, double y1, StCell *first, StCell *last);
/* The two corners of the side shared by adjacent grid cells a and b; FALSE when
 * they are not neighbours. */
gboolean st_board_layout_edge_segment (
    const StBoardLayout *layout, StCell a, StCell b, double *x0, double *y0, double *x1, double *y1);
/* The cell side nearest to a point: a is the cell under the point, b the
 * neighbour across that side. FALSE when either is off the board. */
gboolean st_board_layout_hit_edge (const StBoardLayout *layout, double x, double y, StCell *a, StCell *b);
/* Distance between the centres of neighbouring cells, in board units. */
double st_board_layout_cell_size (const StBoardLayout *layout);
/* Graph boards: converts between the map's own units and board units. */
void
st_board_layout_map_to_board (const StBoardLayout *layout, double map_x, double map_y, double *x, double *y);
void
st_board_layout_board_to_map (const StBoardLayout *layout, double x, double y, double *map_x, double *map_y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StBoardLayout, st_board_layout_free)

G_END_DECLS
