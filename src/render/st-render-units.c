/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "st-render-private.h"

/* The pieces on the board: where each stands, stacks with a badge, and tiny
 * pieces drawn in a batch. Each piece is painted by st-render-piece.c. */

/* Pieces smaller than this on screen are drawn in a batch. */
#define MIN_PIXELS_TINY 6.0
/* At most this many pieces of a stack are drawn; a badge gives the count. */
#define MAX_STACK_DRAWN 4
/* A compact piece (st_render_compact_piece) takes this much of a grid's cell. */
#define COMPACT_GRID_SCALE 0.78

/* index: node id to its index + 1, or NULL to look the node up. */
static gboolean
piece_from_unit (const StScenario *scenario, const StUnit *unit, GHashTable *index, StRenderPiece *piece)
{
  memset (piece, 0, sizeof *piece);
  piece->id = unit->id;
  piece->type = unit->type;
  piece->side = unit->side;
  piece->name = unit->name;
  piece->reduced = unit->reduced;
  piece->node = -1;
  if (!unit->placed)
    return FALSE;
  if (st_board_is_grid (scenario->board))
    {
      piece->cell = unit->cell;
      return unit->node == NULL && st_board_contains (scenario->board, unit->cell.x, unit->cell.y);
    }
  if (unit->node == NULL)
    return FALSE;
  piece->node = index != NULL ? (int) GPOINTER_TO_UINT (g_hash_table_lookup (index, unit->node)) - 1
                              : st_board_node_index (scenario->board, unit->node);
  return piece->node >= 0;
}

gboolean
st_render_piece_from_unit (const StScenario *scenario, const StUnit *unit, StRenderPiece *piece)
{
  return piece_from_unit (scenario, unit, NULL, piece);
}

void
st_render_unit_piece (StRenderContext *ctx, const StUnit *unit, double cx, double cy, double size)
{
  StRenderPiece piece;

  st_render_piece_from_unit (ctx->scenario, unit, &piece);
  st_render_draw_piece (ctx, &piece, cx, cy, size);
}

typedef struct
{
  guint         key; /* cell or node index */
  guint         order; /* position in the list of pieces */
  StRenderPiece piece;
} Placed;

/* Draws the stack of pieces stack[0..n) centred at cx, cy: each piece a
 * little up and to the right of the one under it, the first at the bottom. */
static void
draw_stack (StRenderContext *ctx, const Placed *stack, guint n, double cx, double cy, double size)
{
  guint  drawn = MIN (n, MAX_STACK_DRAWN);
  double step = size * 0.09;
  double x0 = cx - step * (drawn - 1) / 2.0;
  double y0 = cy + step * (drawn - 1) / 2.0;

  for (guint i = 0; i < drawn; i++)
    st_render_draw_piece (ctx, &stack[n - drawn + i].piece, x0 + i * step, y0 - i * step, size);

  if (n > drawn && size * ctx->scale >= ST_RENDER_MIN_PIXELS_DETAIL)
    {
      char   count[16];
      double bx = x0 + (drawn - 1) * step + size * 0.46;
      double by = y0 - (drawn - 1) * step - size * 0.46;

      /* On screen at least readable, the badge round it. */
      double text = MAX (st_render_text_scaled (ctx, size * 0.18), st_render_readable_size (ctx));

      g_snprintf (count, sizeof count, "%u", n);
      cairo_arc (ctx->cr, bx, by, MAX (size * 0.16, text * 0.8), 0, 2 * G_PI);
      cairo_set_source_rgb (ctx->cr, 0.15, 0.15, 0.15);
      cairo_fill (ctx->cr);
      cairo_set_source_rgb (ctx->cr, 1, 1, 1);
      ctx->on_piece = TRUE;
      st_render_text_at (ctx, count, bx, by, 0.5, text, TRUE, 0, 0);
      ctx->on_piece = FALSE;
    }
}

static int
compare_placed (const void *a, const void *b)
{
  const Placed *pa = a, *pb = b;

  if (pa->key != pb->key)
    return pa->key < pb->key ? -1 : 1;
  return pa->order < pb->order ? -1 : pa->order > pb->order;
}

/* Sorts the placed pieces by location and draws each location's stack. */
static void
draw_placed (StRenderContext *ctx,
             GArray          *placed,
             double           size,
             void (*center) (StRenderContext *ctx, guint key, double *cx, double *cy))
{
  guint i = 0;

  if (placed->len == 0)
    return;
  qsort (placed->data, placed->len, sizeof (Placed), compare_placed);

  while (i < placed->len)
    {
      guint  first = i;
      guint  key = g_array_index (placed, Placed, i).key;
      double cx, cy;

      while (i < placed->len && g_array_index (placed, Placed, i).key == key)
        i++;
      center (ctx, key, &cx, &cy);
      draw_stack (ctx, &g_array_index (placed, Placed, first), i - first, cx, cy, size);
    }
}

/* The pieces to draw: the options' (play mode), or the scenario's placed
 * units; piece i of n. Returns FALSE for a unit at no place. */
static guint
n_pieces (const StRenderContext *ctx)
{
  return ctx->options->pieces != NULL ? ctx->options->n_pieces : ctx->scenario->units->len;
}

static gboolean
get_piece (const StRenderContext *ctx, guint i, GHashTable *index, StRenderPiece *piece)
{
  if (ctx->options->pieces != NULL)
    {
      *piece = ctx->options->pieces[i];
      return TRUE;
    }
  return piece_from_unit (ctx->scenario, g_ptr_array_index (ctx->scenario->units, i), index, piece);
}

static void
grid_center (StRenderContext *ctx, guint key, double *cx, double *cy)
{
  StCell cell = { (int) (key % (guint) ctx->layout->columns), (int) (key / (guint) ctx->layout->columns) };

  /* A little below the centre, clear of the coordinates printed at the top. */
  st_board_layout_cell_center (ctx->layout, cell, cx, cy);
  *cy += st_board_layout_cell_size (ctx->layout) * 0.07;
}

/* Pieces a few pixels across are plain squares of their side's colour, one
 * path per side. */
static void
draw_tiny (StRenderContext *ctx, GArray *placed, double size)
{
  const StScenario *scenario = ctx->scenario;
  cairo_t          *cr = ctx->cr;

  for (guint s = 0; s <= scenario->sides->len; s++)
    {
      const StSide *side = s < scenario->sides->len ? g_ptr_array_index (scenario->sides, s) : NULL;
      gboolean      any = FALSE;
      StRgb         rgb;

      for (guint i = 0; i < placed->len; i++)
        {
          const Placed *p = &g_array_index (placed, Placed, i);
          double        cx, cy;

          if (side != NULL ? g_strcmp0 (p->piece.side, side->id) != 0
                           : st_scenario_find_side (scenario, p->piece.side) != NULL)
            continue;
          grid_center (ctx, p->key, &cx, &cy);
          cairo_rectangle (cr, cx - size / 2, cy - size / 2, size, size);
          any = TRUE;
        }
      if (!any)
        continue;
      st_rgb_parse (side != NULL ? side->color : NULL, &rgb);
      st_render_set_rgb (cr, &rgb, 1.0);
      cairo_fill (cr);
    }
}

void
st_render_units_grid (StRenderContext *ctx)
{
  const StScenario *scenario = ctx->scenario;
  g_autoptr (GArray) placed = g_array_new (FALSE, FALSE, sizeof (Placed));
  double cell = st_board_layout_cell_size (ctx->layout);
  double size = cell * st_family_piece (ctx->scenario->family)->grid_scale;
  double reach;
  guint  n = n_pieces (ctx);

  /* Compact pieces take more of their cell: their texts need the room. */
  if (st_render_compact_piece (ctx, size))
    size = MAX (size, cell * COMPACT_GRID_SCALE);
  reach = size;

  for (guint i = 0; i < n; i++)
    {
      Placed p;
      double cx, cy;

      if (!get_piece (ctx, i, NULL, &p.piece)
          || !st_board_contains (scenario->board, p.piece.cell.x, p.piece.cell.y))
        continue;
      st_board_layout_cell_center (ctx->layout, p.piece.cell, &cx, &cy);
      if (!st_render_context_visible (ctx, cx - reach, cy - reach, cx + reach, cy + reach))
        continue;
      p.key = (guint) p.piece.cell.y * (guint) ctx->layout->columns + (guint) p.piece.cell.x;
      p.order = i;
      g_array_append_val (placed, p);
    }
  if (size * ctx->scale < MIN_PIXELS_TINY)
    draw_tiny (ctx, placed, size);
  else
    draw_placed (ctx, placed, size, grid_center);
}

static void
node_center (StRenderContext *ctx, guint key, double *cx, double *cy)
{
  const StNode *node = g_ptr_array_index (ctx->scenario->board->nodes, key);

  st_board_layout_node_position (ctx->layout, node, cx, cy);
}

void
st_render_units_graph (StRenderContext *ctx)
{
  const StScenario *scenario = ctx->scenario;
  g_autoptr (GArray) placed = g_array_new (FALSE, FALSE, sizeof (Placed));
  const GPtrArray *nodes = scenario->board->nodes;
  double           size = st_render_graph_piece_size (ctx);
  guint            n = n_pieces (ctx);
  g_autoptr (GHashTable) index = NULL;

  if (ctx->options->pieces == NULL)
    {
      index = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = 0; i < nodes->len; i++)
        {
          const StNode *node = g_ptr_array_index (nodes, i);

          g_hash_table_insert (index, node->id, GUINT_TO_POINTER (i + 1));
        }
    }
  for (guint i = 0; i < n; i++)
    {
      Placed p;
      double cx, cy;

      if (!get_piece (ctx, i, index, &p.piece) || p.piece.node < 0 || (guint) p.piece.node >= nodes->len)
        continue;
      node_center (ctx, (guint) p.piece.node, &cx, &cy);
      if (!st_render_context_visible (ctx, cx - 2 * size, cy - 2 * size, cx + 2 * size, cy + 2 * size))
        continue;
      p.key = (guint) p.piece.node;
      p.order = i;
      g_array_append_val (placed, p);
    }
  draw_placed (ctx, placed, size, node_center);
}
