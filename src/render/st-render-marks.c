/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <math.h>

#include "st-render-private.h"

/* The marks the editor puts over a board: picked-out cells (a brush, the moves
 * of a unit), problems in red, the selection in the accent colour, and a line
 * being drawn. They are drawn last and thick enough to read at any zoom. Their
 * colours come from the legend's table (st-render-legend.c). Targets are not
 * only a tint: an outline and a dot in the middle (a cross for a target that
 * costs the piece), so that they do not read as an area. */

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

/* In a high-contrast palette, outlines are wider and lie on a line of ink
 * 1.6 times as wide (its inner part showing), so that they read on any
 * terrain and not by their colour alone. */
static void
cell_outline (StRenderContext *ctx, StCell cell, const StRgb *rgb, double pixels)
{
  double width = line_width (ctx, pixels * ctx->look->outline);

  if (!st_board_contains (ctx->scenario->board, cell.x, cell.y))
    return;
  cairo_set_line_join (ctx->cr, CAIRO_LINE_JOIN_ROUND);
  if (ctx->look->backed)
    {
      st_board_layout_cell_path_inset (ctx->layout, ctx->cr, cell, width * 0.8);
      st_render_set_rgb (ctx->cr, &ctx->look->ink, 1.0);
      cairo_set_line_width (ctx->cr, width * 1.6);
      cairo_stroke (ctx->cr);
    }
  st_board_layout_cell_path_inset (ctx->layout, ctx->cr, cell, width / 2);
  st_render_set_rgb (ctx->cr, rgb, 1.0);
  cairo_set_line_width (ctx->cr, width);
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

/* Just outside what the town draws (its rings, its pieces), so that the ring
 * covers neither the pieces nor the name (placed clear of it). */
static double
node_ring_radius (StRenderContext *ctx, int index)
{
  return MAX (st_render_graph_node_extent (ctx, index) + line_width (ctx, 3.0), line_width (ctx, 10.0));
}

static void
node_ring (StRenderContext *ctx, int index, const StRgb *rgb, double pixels)
{
  double x, y, radius = node_ring_radius (ctx, index);

  if (!node_point (ctx, index, &x, &y))
    return;
  pixels *= ctx->look->outline;
  if (ctx->look->backed)
    {
      cairo_new_sub_path (ctx->cr);
      cairo_arc (ctx->cr, x, y, radius, 0, 2 * G_PI);
      st_render_set_rgb (ctx->cr, &ctx->look->ink, 1.0);
      cairo_set_line_width (ctx->cr, line_width (ctx, 1.6 * pixels));
      cairo_stroke (ctx->cr);
    }
  cairo_new_sub_path (ctx->cr);
  cairo_arc (ctx->cr, x, y, radius, 0, 2 * G_PI);
  st_render_set_rgb (ctx->cr, rgb, 1.0);
  cairo_set_line_width (ctx->cr, line_width (ctx, pixels));
  cairo_stroke (ctx->cr);
}

static void
draw_pending_line (StRenderContext *ctx)
{
  const StRenderOptions *o = ctx->options;
  double                 dashes[] = { line_width (ctx, 8), line_width (ctx, 5) };

  StRgb accent;

  if (o->pending_line == NULL || o->n_pending_points < 2)
    return;
  st_render_mark_rgb (ST_MARK_PENDING_LINE, &accent);
  st_render_note_mark (ctx, ST_MARK_PENDING_LINE);
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
  StRgb         accent;

  if (edge == NULL || !st_board_layout_edge_segment (ctx->layout, edge[0], edge[1], &x0, &y0, &x1, &y1))
    return;
  st_render_mark_rgb (ST_MARK_SELECTION, &accent);
  st_render_note_mark (ctx, ST_MARK_SELECTION);
  cairo_move_to (ctx->cr, x0, y0);
  cairo_line_to (ctx->cr, x1, y1);
  st_render_set_rgb (ctx->cr, &accent, 1.0);
  cairo_set_line_width (ctx->cr, line_width (ctx, 6));
  cairo_set_line_cap (ctx->cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (ctx->cr);
}

/* A target: tinted, outlined, with a dot in its middle, or crossed out when
 * going there costs the piece. */
static void
target_symbol (StRenderContext *ctx, double x, double y, double radius, StMark mark)
{
  StRgb  rgb;
  double d = radius * 0.45;

  st_render_mark_rgb (mark, &rgb);
  st_render_set_rgb (ctx->cr, &rgb, 1.0);
  cairo_set_line_width (ctx->cr, line_width (ctx, 3));
  if (mark == ST_MARK_COSTLY_TARGET)
    {
      cairo_move_to (ctx->cr, x - d, y - d);
      cairo_line_to (ctx->cr, x + d, y + d);
      cairo_move_to (ctx->cr, x + d, y - d);
      cairo_line_to (ctx->cr, x - d, y + d);
      cairo_set_line_cap (ctx->cr, CAIRO_LINE_CAP_ROUND);
      cairo_stroke (ctx->cr);
      return;
    }
  cairo_new_sub_path (ctx->cr);
  cairo_arc (ctx->cr, x, y, MAX (radius * 0.14, line_width (ctx, 3)), 0, 2 * G_PI);
  cairo_fill (ctx->cr);
}

static gboolean
cell_costly (const StRenderOptions *o, StCell cell)
{
  for (guint i = 0; i < o->n_costly_cells; i++)
    if (o->costly_cells[i].x == cell.x && o->costly_cells[i].y == cell.y)
      return TRUE;
  return FALSE;
}

static gboolean
node_costly (const StRenderOptions *o, int node)
{
  for (guint i = 0; i < o->n_costly_nodes; i++)
    if (o->costly_nodes[i] == node)
      return TRUE;
  return FALSE;
}

static void
cell_target (StRenderContext *ctx, StCell cell)
{
  StMark mark = cell_costly (ctx->options, cell) ? ST_MARK_COSTLY_TARGET : ST_MARK_TARGET;
  StRgb  rgb;
  double x, y;

  if (!st_board_contains (ctx->scenario->board, cell.x, cell.y))
    return;
  st_render_mark_rgb (mark, &rgb);
  st_render_note_mark (ctx, mark);
  if (ctx->look->target_tint > 0)
    cell_fill (ctx, cell, &rgb,
               st_render_look_alpha (st_render_mark_style (mark)->alpha, ctx->look->target_tint));
  cell_outline (ctx, cell, &rgb, 2);
  st_board_layout_cell_center (ctx->layout, cell, &x, &y);
  target_symbol (ctx, x, y, st_board_layout_cell_size (ctx->layout) * 0.5, mark);
}

static void
node_target (StRenderContext *ctx, int index)
{
  StMark mark = node_costly (ctx->options, index) ? ST_MARK_COSTLY_TARGET : ST_MARK_TARGET;
  StRgb  rgb;
  double x, y, radius = node_ring_radius (ctx, index);

  if (!node_point (ctx, index, &x, &y))
    return;
  st_render_mark_rgb (mark, &rgb);
  st_render_note_mark (ctx, mark);
  /* A ring with a dot (or a cross) on top: not a tint, which would read as
   * an area's halo and hide the pieces. */
  node_ring (ctx, index, &rgb, 3);
  cairo_new_sub_path (ctx->cr);
  cairo_arc (ctx->cr, x, y - radius, line_width (ctx, 7), 0, 2 * G_PI);
  st_render_set_rgb (ctx->cr, &ctx->look->halo, 1.0);
  cairo_fill (ctx->cr);
  target_symbol (ctx, x, y - radius, line_width (ctx, 12), mark);
}

/* A place a log row names: a dashed ring (a dashed outline on grids). */
static void
dashed (StRenderContext *ctx)
{
  double dashes[] = { line_width (ctx, 7), line_width (ctx, 4) };
  StRgb  rgb;

  st_render_mark_rgb (ST_MARK_MENTIONED, &rgb);
  st_render_note_mark (ctx, ST_MARK_MENTIONED);
  st_render_set_rgb (ctx->cr, &rgb, 1.0);
  cairo_set_line_width (ctx->cr, line_width (ctx, 4));
  cairo_set_dash (ctx->cr, dashes, 2, 0);
  cairo_stroke (ctx->cr);
  cairo_set_dash (ctx->cr, NULL, 0, 0);
}

static void
cell_mentioned (StRenderContext *ctx, StCell cell)
{
  if (!st_board_contains (ctx->scenario->board, cell.x, cell.y))
    return;
  st_board_layout_cell_path_inset (ctx->layout, ctx->cr, cell, line_width (ctx, 2));
  dashed (ctx);
}

static void
node_mentioned (StRenderContext *ctx, int index)
{
  double x, y;

  if (!node_point (ctx, index, &x, &y))
    return;
  cairo_new_sub_path (ctx->cr);
  cairo_arc (ctx->cr, x, y, node_ring_radius (ctx, index) + line_width (ctx, 4), 0, 2 * G_PI);
  dashed (ctx);
}

void
st_render_marks (StRenderContext *ctx)
{
  const StRenderOptions *o = ctx->options;
  gboolean               grid = st_board_is_grid (ctx->scenario->board);
  StRgb                  accent, problem;

  st_render_mark_rgb (ST_MARK_SELECTION, &accent);
  st_render_mark_rgb (ST_MARK_PROBLEM, &problem);
  if (o->n_problem_cells > 0 || o->n_problem_nodes > 0)
    st_render_note_mark (ctx, ST_MARK_PROBLEM);
  cairo_save (ctx->cr);

  if (grid)
    {
      for (guint i = 0; i < o->n_highlight_cells; i++)
        cell_target (ctx, o->highlight_cells[i]);
      for (guint i = 0; i < o->n_problem_cells; i++)
        {
          cell_fill (ctx, o->problem_cells[i], &problem, st_render_mark_style (ST_MARK_PROBLEM)->alpha);
          cell_outline (ctx, o->problem_cells[i], &problem, 3);
        }
      for (guint i = 0; i < o->n_mentioned_cells; i++)
        cell_mentioned (ctx, o->mentioned_cells[i]);
      if (o->selected_cell != NULL)
        {
          st_render_note_mark (ctx, ST_MARK_SELECTION);
          cell_outline (ctx, *o->selected_cell, &accent, 4);
        }
      draw_selected_edge (ctx);
    }
  else
    {
      for (guint i = 0; i < o->n_highlight_nodes; i++)
        node_target (ctx, o->highlight_nodes[i]);
      for (guint i = 0; i < o->n_problem_nodes; i++)
        node_ring (ctx, o->problem_nodes[i], &problem, 3);
      for (guint i = 0; i < o->n_mentioned_nodes; i++)
        node_mentioned (ctx, o->mentioned_nodes[i]);
      if (o->selected_node >= 0)
        {
          st_render_note_mark (ctx, ST_MARK_SELECTION);
          node_ring (ctx, o->selected_node, &accent, 4);
        }
    }
  draw_pending_line (ctx);

  cairo_restore (ctx->cr);
}
