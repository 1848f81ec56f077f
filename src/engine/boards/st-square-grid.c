/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "engine/boards/st-square-grid.h"
#include "engine/st-game.h"

static const int dx[ST_SQUARE_N_DIRECTIONS] = { 0, 1, 0, -1, 1, 1, -1, -1 };
static const int dy[ST_SQUARE_N_DIRECTIONS] = { -1, 0, 1, 0, -1, 1, 1, -1 };

gboolean
st_square_grid_init (StSquareGrid *grid, const StScenario *scenario, guint n_directions, GError **error)
{
  const StBoard          *board = scenario->board;
  g_autofree const char **ids = NULL;

  g_return_val_if_fail (n_directions == 4 || n_directions == 8, FALSE);
  *grid = (StSquareGrid){ 0 };
  if (board->kind != ST_BOARD_SQUARE)
    {
      g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID, _ ("The board is not a square grid"));
      return FALSE;
    }
  if (board->columns * board->rows > ST_SQUARE_GRID_MAX_CELLS)
    {
      g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID,
                   _ ("The board has %d squares; the rules engine plays at most %d"),
                   board->columns * board->rows, ST_SQUARE_GRID_MAX_CELLS);
      return FALSE;
    }
  grid->columns = board->columns;
  grid->rows = board->rows;
  grid->n_cells = board->columns * board->rows;
  grid->n_directions = n_directions;
  grid->neighbours = g_malloc_n (grid->n_cells, sizeof *grid->neighbours);
  grid->terrain = g_new0 (guint8, grid->n_cells);
  ids = (const char **) st_scenario_terrain_grid (scenario);
  for (int cell = 0; cell < grid->n_cells; cell++)
    {
      int x = cell % grid->columns, y = cell / grid->columns;
      int terrain = ids != NULL ? st_scenario_terrain_index (scenario, ids[cell]) : -1;

      grid->terrain[cell] = (guint8) MAX (terrain, 0);
      for (int d = 0; d < ST_SQUARE_N_DIRECTIONS; d++)
        {
          int nx = x + dx[d], ny = y + dy[d];

          grid->neighbours[cell][d] =
              (gint16) (nx >= 0 && ny >= 0 && nx < grid->columns && ny < grid->rows ? ny * grid->columns + nx
                                                                                    : -1);
        }
    }
  return TRUE;
}

void
st_square_grid_clear (StSquareGrid *grid)
{
  g_clear_pointer (&grid->neighbours, g_free);
  g_clear_pointer (&grid->terrain, g_free);
}

int
st_square_grid_cell (const StSquareGrid *grid, int x, int y)
{
  if (x < 0 || y < 0 || x >= grid->columns || y >= grid->rows)
    return -1;
  return y * grid->columns + x;
}

int
st_square_grid_step (const StSquareGrid *grid, int cell, StSquareDirection direction)
{
  if (cell < 0 || cell >= grid->n_cells)
    return -1;
  return grid->neighbours[cell][direction];
}

int
st_square_grid_manhattan (const StSquareGrid *grid, int a, int b)
{
  return abs (a % grid->columns - b % grid->columns) + abs (a / grid->columns - b / grid->columns);
}

int
st_square_grid_chebyshev (const StSquareGrid *grid, int a, int b)
{
  return MAX (abs (a % grid->columns - b % grid->columns), abs (a / grid->columns - b / grid->columns));
}

gboolean
st_square_grid_adjacent (const StSquareGrid *grid, int a, int b)
{
  int d =
      grid->n_directions == 8 ? st_square_grid_chebyshev (grid, a, b) : st_square_grid_manhattan (grid, a, b);

  return d == 1;
}
