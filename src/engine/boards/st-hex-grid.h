/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <string.h>

#include "core/st-scenario.h"
#include "engine/st-bits.h"

G_BEGIN_DECLS

/* A hex board compiled for the engine: cells are indices y * columns + x, with
 * neighbour tables and the terrain effects of rule sets that move over hexes. */

#define ST_HEX_GRID_MAX_CELLS 4096

/* A set of cells as a bit mask, for boards of at most ST_HEX_MASK_CELLS cells
 * (searches on them run on whole words instead of cell by cell). */
#define ST_HEX_MASK_CELLS 256
#define ST_HEX_MASK_WORDS (ST_HEX_MASK_CELLS / 64)
#define ST_HEX_MAX_COST_CLASSES 4

typedef struct
{
  guint64 w[ST_HEX_MASK_WORDS];
} StHexMask;

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

  /* Small boards only (masks != NULL): neighbours and terrain as masks. */
  StHexMask *masks; /* per cell: its neighbours */
  StHexMask  passable;
  StHexMask  cavalry_stops;
  guint      n_cost_classes; /* 0: too many distinct move costs for masks */
  guint8     cost_value[ST_HEX_MAX_COST_CLASSES];
  StHexMask  cost_class[ST_HEX_MAX_COST_CLASSES]; /* passable cells of each cost */
  guint      serial; /* tells grids apart in st_hex_grid_flood_mask ()'s memory */
  /* Small boards of 2 to 63 columns and at least 2 rows, after
   * st_hex_grid_init_shifts (): st_hex_grid_expand_wide () by shifts (ST_HEX_EXPAND_ROWS or _COLUMNS, by
   * the board's stagger), elsewhere cell by cell (ST_HEX_EXPAND_CELLS); the
   * lanes say where the diagonal neighbours are (st_hex_grid_expand_shifts ()). */
  guint     expand_kind;
  int       shift; /* the columns: cells a row on or back */
  StHexMask not_first_column, not_last_column, all_cells;
  StHexMask lane[2];
} StHexGrid;

typedef enum
{
  ST_HEX_EXPAND_CELLS,
  ST_HEX_EXPAND_ROWS, /* pointy hexes: odd and even rows shifted against each other */
  ST_HEX_EXPAND_COLUMNS, /* flat hexes: odd and even columns */
} StHexExpandKind;

gboolean st_hex_grid_init (StHexGrid *grid, const StScenario *scenario, GError **error);
/* Sets up st_hex_grid_expand_wide ()'s shifts on a small board whose stagger
 * fits them (flat: the scenario's hexes are flat-topped); without it, or where
 * they do not fit, st_hex_grid_expand_wide () expands cell by cell. Played
 * games call it; a game only drawn (the overlays') does not pay for it. */
void     st_hex_grid_init_shifts (StHexGrid *grid, gboolean flat);
void     st_hex_grid_clear (StHexGrid *grid);
gboolean st_hex_grid_adjacent (const StHexGrid *grid, int a, int b);
/* Cells reachable from start through cells where allowed[cell] is non-zero (start
 * itself always counts); reached must hold n_cells bytes and is overwritten. */
guint st_hex_grid_flood (const StHexGrid *grid, int start, const guint8 *allowed, guint8 *reached);
/* The cells of an area as a per-cell flag array (n_cells bytes, 0 or 1). */
/* As st_hex_grid_flood (), keeping the way back: parent[c] is the cell c was
 * reached from (start's own is start), -1 where c was not reached. */
void st_hex_grid_flood_parents (const StHexGrid *grid, int start, const guint8 *allowed, gint16 *parent);
void st_hex_grid_area_cells (const StHexGrid *grid, const StArea *area, guint8 *out);

static inline void
st_hex_mask_add (StHexMask *m, int cell)
{
  m->w[cell >> 6] |= G_GUINT64_CONSTANT (1) << (cell & 63);
}

static inline gboolean
st_hex_mask_has (const StHexMask *m, int cell)
{
  return (m->w[cell >> 6] >> (cell & 63)) & 1;
}

static inline gboolean
st_hex_mask_empty (const StHexMask *m)
{
  return (m->w[0] | m->w[1] | m->w[2] | m->w[3]) == 0;
}

/* st_hex_grid_expand () reads a mask as two pairs of words. */
G_STATIC_ASSERT (ST_HEX_MASK_WORDS == 4);

/* Two words of a mask at once (SSE2 on x86-64, where it is the baseline). */
typedef guint64 StHexMaskPair __attribute__ ((vector_size (16)));

/* out = every neighbour of a cell of from: per cell of from, its neighbour
 * mask ORed in two halves. Cheaper than st_hex_grid_expand_wide ()'s shifts
 * for a few cells (up to about eight). */
static inline void
st_hex_grid_expand (const StHexGrid *grid, const StHexMask *from, StHexMask *out)
{
  StHexMaskPair lo = { 0, 0 }, hi = { 0, 0 };

  for (guint w = 0; w < ST_HEX_MASK_WORDS; w++)
    for (guint64 bits = from->w[w]; bits != 0; bits &= bits - 1)
      {
        const StHexMask *m = &grid->masks[w * 64 + __builtin_ctzll (bits)];
        StHexMaskPair    a, b;

        memcpy (&a, &m->w[0], sizeof a);
        memcpy (&b, &m->w[2], sizeof b);
        lo |= a;
        hi |= b;
      }
  memcpy (&out->w[0], &lo, sizeof lo);
  memcpy (&out->w[2], &hi, sizeof hi);
}

/* st_hex_grid_expand () by whole-board shifts on the first `words` words of
 * the masks (the rest stay clear): a cell's neighbours along its row are the
 * mask moved one cell on and back, less what wrapped round to the other edge.
 * On a pointy board (ST_HEX_EXPAND_ROWS) the neighbours a row on and a row
 * back are the from cells themselves and, by the lanes of their rows, the
 * cells right (lane[0]) or left (lane[1]) of them, moved a row; on a flat one
 * (ST_HEX_EXPAND_COLUMNS) the from cells moved a row either way, and their
 * neighbours along the row moved a row on where they lie in lane[0]'s columns
 * and a row back in lane[1]'s. Inline with a constant `words`, the loops
 * unroll. */
#define ST_HEX_SHIFT_ON(m, k, s, r) (((m)[k] << (s)) | ((k) > 0 ? (m)[(k) > 0 ? (k) -1 : 0] >> (r) : 0))
#define ST_HEX_SHIFT_BACK(m, k, s, r, n) \
  (((m)[k] >> (s)) | ((k) + 1 < (n) ? (m)[(k) + 1 < (n) ? (k) + 1 : 0] << (r) : 0))

/* One word of the expansion: e, w, a, b as in st_hex_grid_expand_shifts (). */
#define ST_HEX_EXPAND_WORD(k, n)                                                           \
  do                                                                                       \
    {                                                                                      \
      guint64 on = ST_HEX_SHIFT_ON (a, k, s, r), back = ST_HEX_SHIFT_BACK (b, k, s, r, n); \
      out->w[k] = (e[k] | w[k] | on | back) & grid->all_cells.w[k];                        \
    }                                                                                      \
  while (0)

static inline void
st_hex_grid_expand_shifts (const StHexGrid *grid, const StHexMask *from, StHexMask *out, guint words)
{
  const int      s = grid->shift, r = 64 - grid->shift;
  guint64        e[ST_HEX_MASK_WORDS], w[ST_HEX_MASK_WORDS], a[ST_HEX_MASK_WORDS], b[ST_HEX_MASK_WORDS];
  const guint64 *f = from->w;

  e[0] = ST_HEX_SHIFT_ON (f, 0, 1, 63) & grid->not_first_column.w[0];
  e[1] = ST_HEX_SHIFT_ON (f, 1, 1, 63) & grid->not_first_column.w[1];
  e[2] = ST_HEX_SHIFT_ON (f, 2, 1, 63) & grid->not_first_column.w[2];
  e[3] = words == 4 ? ST_HEX_SHIFT_ON (f, 3, 1, 63) & grid->not_first_column.w[3] : 0;
  w[0] = ST_HEX_SHIFT_BACK (f, 0, 1, 63, words) & grid->not_last_column.w[0];
  w[1] = ST_HEX_SHIFT_BACK (f, 1, 1, 63, words) & grid->not_last_column.w[1];
  w[2] = ST_HEX_SHIFT_BACK (f, 2, 1, 63, words) & grid->not_last_column.w[2];
  w[3] = words == 4 ? ST_HEX_SHIFT_BACK (f, 3, 1, 63, words) & grid->not_last_column.w[3] : 0;
  if (grid->expand_kind == ST_HEX_EXPAND_ROWS)
    for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
      {
        a[k] = f[k] | (e[k] & grid->lane[0].w[k]) | (w[k] & grid->lane[1].w[k]);
        b[k] = a[k];
      }
  else
    for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
      {
        a[k] = f[k] | ((e[k] | w[k]) & grid->lane[0].w[k]);
        b[k] = f[k] | ((e[k] | w[k]) & grid->lane[1].w[k]);
      }
  ST_HEX_EXPAND_WORD (0, words);
  ST_HEX_EXPAND_WORD (1, words);
  ST_HEX_EXPAND_WORD (2, words);
  if (words == 4)
    ST_HEX_EXPAND_WORD (3, words);
  else
    out->w[3] = 0;
}

/* st_hex_grid_expand () for larger sets: by shifts where the board allows
 * (StHexGrid.expand_kind), cell by cell elsewhere. */
static inline void
st_hex_grid_expand_wide (const StHexGrid *grid, const StHexMask *from, StHexMask *out)
{
  if (grid->expand_kind == ST_HEX_EXPAND_CELLS)
    st_hex_grid_expand (grid, from, out);
  else if (grid->n_cells <= 3 * 64)
    st_hex_grid_expand_shifts (grid, from, out, 3);
  else
    st_hex_grid_expand_shifts (grid, from, out, 4);
}

/* The cells reachable from start through allowed cells (start always counts).
 * Each thread remembers its last floods: a flood whose allowed cells differ from
 * a remembered one only where the remembered flood neither reached nor touched
 * gives the same cells without a search (the AI players evaluate many positions
 * one move apart). */
void st_hex_grid_flood_mask (const StHexGrid *grid, int start, const StHexMask *allowed, StHexMask *out);

G_END_DECLS
