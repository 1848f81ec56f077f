/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <string.h>

#include "core/st-scenario.h"

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
} StHexGrid;

gboolean st_hex_grid_init (StHexGrid *grid, const StScenario *scenario, GError **error);
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

/* Counts set bits without the popcnt instruction (not in the baseline x86-64). */
static inline guint
st_popcount64 (guint64 x)
{
  x = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) + ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (guint) ((x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

/* x's set bits counted by bytes, byte i holding the count of bytes 0 to i:
 * the top byte is st_popcount64 (x), and st_select64 () reads the others. */
static inline guint64
st_popcount64_prefix (guint64 x)
{
  x = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) + ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return x * G_GUINT64_CONSTANT (0x0101010101010101);
}

/* The position of x's set bit of rank k (0: the lowest), for k below
 * st_popcount64 (x), from prefix = st_popcount64_prefix (x): the byte holding
 * it is the first whose running count passes k (all bytes compared at once,
 * each count below 128 so no borrow crosses a byte), then at most seven
 * lower bits of that byte are cleared. */
static inline guint
st_select64 (guint64 x, guint64 prefix, guint k)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101),
                highs = G_GUINT64_CONSTANT (0x8080808080808080);
  guint   byte = (guint) __builtin_ctzll (((prefix | highs) - (k + 1) * ones) & highs) >> 3;
  guint   rank = k - (guint) (((prefix << 8) >> (8 * byte)) & 0xff);
  guint64 bits = (x >> (8 * byte)) & 0xff;

  for (; rank > 0; rank--)
    bits &= bits - 1;
  return 8 * byte + (guint) __builtin_ctzll (bits);
}

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
 * mask ORed in two halves. */
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
/* The cells reachable from start through allowed cells (start always counts).
 * Each thread remembers its last floods: a flood whose allowed cells differ from
 * a remembered one only where the remembered flood neither reached nor touched
 * gives the same cells without a search (the AI players evaluate many positions
 * one move apart). */
void st_hex_grid_flood_mask (const StHexGrid *grid, int start, const StHexMask *allowed, StHexMask *out);

G_END_DECLS
