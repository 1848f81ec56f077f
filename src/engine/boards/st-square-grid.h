/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "core/st-scenario.h"

G_BEGIN_DECLS

/* A square board compiled for the engine: cells are places y * columns + x (the
 * same numbers as st_game_place_at_cell ()), with neighbour tables for 4 or 8
 * directions and the terrain id of every cell (placed map sections resolved). */

#define ST_SQUARE_GRID_MAX_CELLS 4096

/* Directions, clockwise from north; the first four are orthogonal. */
typedef enum
{
  ST_SQUARE_N,
  ST_SQUARE_E,
  ST_SQUARE_S,
  ST_SQUARE_W,
  ST_SQUARE_NE,
  ST_SQUARE_SE,
  ST_SQUARE_SW,
  ST_SQUARE_NW,
  ST_SQUARE_N_DIRECTIONS
} StSquareDirection;

typedef struct
{
  int   columns;
  int   rows;
  int   n_cells;
  guint n_directions; /* 4 or 8 */
  gint16 (*neighbours)[8]; /* by StSquareDirection, -1 off the board */
  guint8 *terrain; /* per cell: index in scenario->terrains */
} StSquareGrid;

gboolean
     st_square_grid_init (StSquareGrid *grid, const StScenario *scenario, guint n_directions, GError **error);
void st_square_grid_clear (StSquareGrid *grid);

static inline int
st_square_grid_x (const StSquareGrid *grid, int cell)
{
  return cell % grid->columns;
}

static inline int
st_square_grid_y (const StSquareGrid *grid, int cell)
{
  return cell / grid->columns;
}

/* The cell at x, y, or -1 off the board. */
int st_square_grid_cell (const StSquareGrid *grid, int x, int y);
/* The neighbour in a direction (any of the 8, whatever n_directions is), or -1. */
int st_square_grid_step (const StSquareGrid *grid, int cell, StSquareDirection direction);
/* Orthogonal (4-direction) and king's-move (8-direction) distances. */
int      st_square_grid_manhattan (const StSquareGrid *grid, int a, int b);
int      st_square_grid_chebyshev (const StSquareGrid *grid, int a, int b);
gboolean st_square_grid_adjacent (const StSquareGrid *grid, int a, int b);

G_END_DECLS
