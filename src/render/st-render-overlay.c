/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "st-render-private.h"

/* The rule overlays the editor shows over a board (StRenderOptions.overlays):
 * areas tinted in their side's colour and outlined where they end, paths as a
 * line from centre to centre, warnings as a red ring. They lie over the pieces
 * but are light enough to read the map through, and are only drawn for the
 * part of the board in the clip. */

static const StRgb neutral = { 0.40, 0.40, 0.40 };
static const StRgb warning = { 0.88, 0.11, 0.14 }; /* GNOME red 3 */

static double
pixels (const StRenderContext *ctx, double n)
{
  return n / MAX (ctx->scale, 1e-6);
}

static void
overlay_rgb (const StRenderOverlay *overlay, StRgb *rgb)
{
  if (overlay->color != NULL)
    st_rgb_parse (overlay->color, rgb);
  else
    *rgb = neutral;
}

static gboolean
place_point (const StRenderContext *ctx, int place, double *x, double *y)
{
  const StBoard *board = ctx->scenario->board;

  if (place < 0)
    return FALSE;
  if (st_board_is_grid (board))
    {
      StCell cell = { place % board->columns, place / board->columns };

      if (place >= board->columns * board->rows)
        return FALSE;
      st_board_layout_cell_center (ctx->layout, cell, x, y);
      return TRUE;
    }
  if ((guint) place >= board->nodes->len)
    return FALSE;
  st_board_layout_node_position (ctx->layout, g_ptr_array_index (board->nodes, place), x, y);
  return TRUE;
}

/* Grid areas: the visible cells tinted as one path, then the sides where the
 * area ends. */
static void
grid_area (StRenderContext *ctx, const StRenderOverlay *overlay, const StRgb *rgb, guint8 *in)
{
  const StBoard *board = ctx->scenario->board;
  int            n_cells = board->columns * board->rows;
  StCell         first, last, neighbours[8];

  if (!st_board_layout_cell_range (ctx->layout, ctx->clip_x0, ctx->clip_y0, ctx->clip_x1, ctx->clip_y1,
                                   &first, &last))
    return;
  memset (in, 0, (gsize) n_cells);
  for (guint i = 0; i < overlay->n_places; i++)
    if (overlay->places[i] >= 0 && overlay->places[i] < n_cells)
      in[overlay->places[i]] = 1;

  cairo_new_path (ctx->cr);
  for (guint i = 0; i < overlay->n_places; i++)
    {
      int    place = overlay->places[i];
      StCell cell = { place % board->columns, place / board->columns };

      if (place < 0 || place >= n_cells || cell.x < first.x || cell.x > last.x || cell.y < first.y
          || cell.y > last.y)
        continue;
      st_board_layout_cell_path (ctx->layout, ctx->cr, cell);
    }
  st_render_set_rgb (ctx->cr, rgb, 0.28);
  cairo_fill (ctx->cr);

  for (guint i = 0; i < overlay->n_places; i++)
    {
      int    place = overlay->places[i];
      StCell cell = { place % board->columns, place / board->columns };
      guint  n;

      if (place < 0 || place >= n_cells || cell.x < first.x || cell.x > last.x || cell.y < first.y
          || cell.y > last.y)
        continue;
      n = st_board_neighbours (board, cell.x, cell.y, neighbours);
      for (guint k = 0; k < n; k++)
        {
          double x0, y0, x1, y1;

          if (in[neighbours[k].y * board->columns + neighbours[k].x])
            continue;
          if (st_board_layout_edge_segment (ctx->layout, cell, neighbours[k], &x0, &y0, &x1, &y1))
            {
              cairo_move_to (ctx->cr, x0, y0);
              cairo_line_to (ctx->cr, x1, y1);
            }
        }
    }
  st_render_set_rgb (ctx->cr, rgb, 0.9);
  cairo_set_line_width (ctx->cr, pixels (ctx, 2.5));
  cairo_set_line_cap (ctx->cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (ctx->cr);
}

static void
graph_area (StRenderContext *ctx, const StRenderOverlay *overlay, const StRgb *rgb)
{
  double radius = MAX (20.0, pixels (ctx, 16.0));

  cairo_new_path (ctx->cr);
  for (guint i = 0; i < overlay->n_places; i++)
    {
      double x, y;

      if (!place_point (ctx, overlay->places[i], &x, &y))
        continue;
      cairo_new_sub_path (ctx->cr);
      cairo_arc (ctx->cr, x, y, radius, 0, 2 * G_PI);
    }
  st_render_set_rgb (ctx->cr, rgb, 0.35);
  cairo_fill_preserve (ctx->cr);
  st_render_set_rgb (ctx->cr, rgb, 0.95);
  cairo_set_line_width (ctx->cr, pixels (ctx, 3));
  cairo_stroke (ctx->cr);
}

static void
path_line (StRenderContext *ctx, const StRenderOverlay *overlay, const StRgb *rgb)
{
  double x, y, dot = pixels (ctx, 4);

  if (overlay->n_places == 0)
    return;
  cairo_new_path (ctx->cr);
  for (guint i = 0; i < overlay->n_places; i++)
    if (place_point (ctx, overlay->places[i], &x, &y))
      cairo_line_to (ctx->cr, x, y);
  cairo_set_line_cap (ctx->cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (ctx->cr, CAIRO_LINE_JOIN_ROUND);
  /* A light casing keeps the line readable over any terrain. */
  cairo_set_source_rgba (ctx->cr, 1, 1, 1, 0.7);
  cairo_set_line_width (ctx->cr, pixels (ctx, 5));
  cairo_stroke_preserve (ctx->cr);
  st_render_set_rgb (ctx->cr, rgb, 0.95);
  cairo_set_line_width (ctx->cr, pixels (ctx, 2.5));
  cairo_stroke (ctx->cr);
  /* A dot at the unit's end. */
  if (place_point (ctx, overlay->places[0], &x, &y))
    {
      cairo_arc (ctx->cr, x, y, dot, 0, 2 * G_PI);
      cairo_fill (ctx->cr);
    }
}

static void
warning_rings (StRenderContext *ctx, const StRenderOverlay *overlay)
{
  double radius = st_board_is_grid (ctx->scenario->board) ? st_board_layout_cell_size (ctx->layout) * 0.46
                                                          : MAX (22.0, pixels (ctx, 18.0));
  double dashes[] = { pixels (ctx, 6), pixels (ctx, 4) };

  cairo_new_path (ctx->cr);
  for (guint i = 0; i < overlay->n_places; i++)
    {
      double x, y;

      if (!place_point (ctx, overlay->places[i], &x, &y))
        continue;
      cairo_new_sub_path (ctx->cr);
      cairo_arc (ctx->cr, x, y, radius, 0, 2 * G_PI);
    }
  st_render_set_rgb (ctx->cr, &warning, 1.0);
  cairo_set_line_width (ctx->cr, pixels (ctx, 3.5));
  cairo_set_dash (ctx->cr, dashes, 2, 0);
  cairo_stroke (ctx->cr);
  cairo_set_dash (ctx->cr, NULL, 0, 0);
}

void
st_render_overlays (StRenderContext *ctx)
{
  const StRenderOptions *o = ctx->options;
  const StBoard         *board = ctx->scenario->board;
  g_autofree guint8     *in = NULL;

  if (o->n_overlays == 0 || o->overlays == NULL)
    return;
  cairo_save (ctx->cr);
  if (st_board_is_grid (board))
    in = g_malloc ((gsize) board->columns * board->rows);
  /* Areas first, then paths, then warnings on top. */
  for (int pass = ST_RENDER_OVERLAY_AREA; pass <= ST_RENDER_OVERLAY_WARNING; pass++)
    for (guint i = 0; i < o->n_overlays; i++)
      {
        const StRenderOverlay *overlay = &o->overlays[i];
        StRgb                  rgb;

        if ((int) overlay->kind != pass)
          continue;
        overlay_rgb (overlay, &rgb);
        if (overlay->kind == ST_RENDER_OVERLAY_AREA && in != NULL)
          grid_area (ctx, overlay, &rgb, in);
        else if (overlay->kind == ST_RENDER_OVERLAY_AREA)
          graph_area (ctx, overlay, &rgb);
        else if (overlay->kind == ST_RENDER_OVERLAY_PATH)
          path_line (ctx, overlay, &rgb);
        else
          warning_rings (ctx, overlay);
      }
  cairo_restore (ctx->cr);
}
