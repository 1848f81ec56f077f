/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "core/st-scenario.h"

G_BEGIN_DECLS

/* A hex board compiled for the engine: cells are indices y * columns + x, with
 * neighbour tables and the terrain effects of rule sets that move over hexes. */

#define ST_HEX_GRID_MAX_CELLS 4096

typedef struct
{
  int columns;
  int rows;
  int n_cells;
  gint16 (*neighbours)[6]; /* -1 where there is none */
  guint8 *n_neighbours;
  guint8 *move_cost; /* 0: impassable */
  gint8  *attack_bonus;
  gint8  *defense_bonus;
  guint8 *cavalry_stop;
  guint8 *on_edge; /* the cell touches the map edge */
} StHexGrid;

/* The combat results table, indexed by a difference. */
typedef struct
{
  int    low; /* differences below low read as low */
  int    high;
  guint8 results[129]; /* StCrtResult of low + i */
} StCrt;

gboolean st_hex_grid_init (StHexGrid *grid, const StScenario *scenario, GError **error);
void     st_hex_grid_clear (StHexGrid *grid);
gboolean st_hex_grid_adjacent (const StHexGrid *grid, int a, int b);
/* Cells reachable from start through cells where allowed[cell] is non-zero (start
 * itself always counts); reached must hold n_cells bytes and is overwritten. */
guint st_hex_grid_flood (const StHexGrid *grid, int start, const guint8 *allowed, guint8 *reached);
/* The cells of an area as a per-cell flag array (n_cells bytes, 0 or 1). */
void st_hex_grid_area_cells (const StHexGrid *grid, const StArea *area, guint8 *out);

gboolean    st_crt_init (StCrt *crt, const GArray *rows, GError **error);
StCrtResult st_crt_lookup (const StCrt *crt, int difference);

G_END_DECLS
