/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <math.h>

#include "st-render-private.h"

/* The marks the editor puts over a board: picked-out cells (a brush, the moves
 * of a unit), problems in red, the selection in the accent colour, and a line
 * being drawn. They are drawn last and thick enough to read at any zoom. */

static const StRgb accent = { 0.21, 0.52, 0.89 }; /* GNOME blue 3 */
static const StRgb problem = { 0.88, 0.11, 0.14 }; /* GNOME red 3 */

static double
line_width (const StRenderContext *ctx, double pixels)
{
  return pixels / MAX (ctx->scale, 1e-6);
}

static void
cell_fill (StRenderContext *ctx, StCell cell, const StRgb *rgb, double alpha)
{
  if (!st_board_contains (ctx->scenario->board, cell.x, cell.y))
    return;
  st_board_layout_cell_path (ctx->layout, ctx->cr, cell);
  st_render_set_rgb (ctx->cr, rgb, alpha);
  cairo_fill (ctx->cr);
}

static void
cell_outline (StRenderContext *ctx, StCell cell, const StRgb *rgb, double pixels)
{
  double width = line_width (ctx, pixels);

  if (!st_board_contains (ctx->scenario->board, cell.x, cell.y))
    return;
  st_board_layout_cell_path_inset (ctx->layout, ctx->cr, cell, width / 2);
  st_render_set_rgb (ctx->cr, rgb, 1.0);
  cairo_set_line_width (ctx->cr, width);
  cairo_set_line_join (ctx->cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (ctx->cr);
}

static gboolean
node_point (StRenderContext *ctx, int index, double *x, double *y)
{
  const GPtrArray *nodes = ctx->scenario->board->nodes;

  if (index < 0 || (guint) index >= nodes->len)
    return FALSE;
  st_board_layout_node_position (ctx->layout, g_ptr_array_index ((GPtrArray *) nodes, index), x, y);
  return TRUE;
}

static void
node_ring (StRenderContext *ctx, int index, const StRgb *rgb, double alpha, double pixels, gboolean fill)
{
  double x, y, radius = MAX (16.0, line_width (ctx, 14.0));

  if (!node_point (ctx, index, &x, &y))
    return;
  cairo_new_sub_path (ctx->cr);
  cairo_arc (ctx->cr, x, y, radius, 0, 2 * G_PI);
  st_render_set_rgb (ctx->cr, rgb, alpha);
  if (fill)
    {
      cairo_fill (ctx->cr);
      return;
    }
  cairo_set_line_width (ctx->cr, line_width (ctx, pixels));
  cairo_stroke (ctx->cr);
}

static void
draw_pending_line (StRenderContext *ctx)
{
  const StRenderOptions *o = ctx->options;
  double                 dashes[] = { line_width (ctx, 8), line_width (ctx, 5) };

  if (o->pending_line == NULL || o->n_pending_points < 2)
    return;
  cairo_new_path (ctx->cr);
  for (guint i = 0; i < o->n_pending_points; i++)
    cairo_line_to (ctx->cr, o->pending_line[2 * i], o->pending_line[2 * i + 1]);
  st_render_set_rgb (ctx->cr, &accent, 1.0);
  cairo_set_line_width (ctx->cr, line_width (ctx, 3));
  cairo_set_line_cap (ctx->cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_dash (ctx->cr, dashes, 2, 0);
  cairo_stroke (ctx->cr);
  cairo_set_dash (ctx->cr, NULL, 0, 0);
}

static void
draw_selected_edge (StRenderContext *ctx)
{
  const StCell *edge = ctx->options->selected_edge;
  double        x0, y0, x1, y1;

  if (edge == NULL || !st_board_layout_edge_segment (ctx->layout, edge[0], edge[1], &x0, &y0, &x1, &y1))
    return;
  cairo_move_to (ctx->cr, x0, y0);
  cairo_line_to (ctx->cr, x1, y1);
  st_render_set_rgb (ctx->cr, &accent, 1.0);
  cairo_set_line_width (ctx->cr, line_width (ctx, 6));
  cairo_set_line_cap (ctx->cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (ctx->cr);
}

void
st_render_marks (StRenderContext *ctx)
{
  const StRenderOptions *o = ctx->options;
  gboolean               grid = st_board_is_grid (ctx->scenario->board);

  cairo_save (ctx->cr);

  if (grid)
    {
      for (guint i = 0; i < o->n_highlight_cells; i++)
        cell_fill (ctx, o->highlight_cells[i], &accent, 0.30);
      for (guint i = 0; i < o->n_problem_cells; i++)
        {
          cell_fill (ctx, o->problem_cells[i], &problem, 0.22);
          cell_outline (ctx, o->problem_cells[i], &problem, 3);
        }
      if (o->selected_cell != NULL)
        cell_outline (ctx, *o->selected_cell, &accent, 4);
      draw_selected_edge (ctx);
    }
  else
    {
      for (guint i = 0; i < o->n_highlight_nodes; i++)
        node_ring (ctx, o->highlight_nodes[i], &accent, 0.35, 0, TRUE);
      for (guint i = 0; i < o->n_problem_nodes; i++)
        node_ring (ctx, o->problem_nodes[i], &problem, 1.0, 3, FALSE);
      if (o->selected_node >= 0)
        node_ring (ctx, o->selected_node, &accent, 1.0, 4, FALSE);
    }
  draw_pending_line (ctx);

  cairo_restore (ctx->cr);
}
