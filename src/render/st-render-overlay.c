/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "st-render-private.h"

/* The rule overlays the editor shows on a board (StRenderOptions.overlays):
 * areas tinted in their side's colour and outlined where they end, paths as a
 * line from centre to centre, both under the pieces so that counters stay
 * readable; warnings as a red ring over them. Only the part of the board in
 * the clip is drawn. */

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
    st_render_mark_rgb (overlay->kind == ST_RENDER_OVERLAY_PATH ? ST_MARK_OVERLAY_PATH : ST_MARK_OVERLAY_AREA,
                        rgb);
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

/* Fills the current path (which it keeps) with falling lines of rgb, 6
 * pixels apart on screen. */
static void
overlay_hatching (StRenderContext *ctx, const StRgb *rgb)
{
  double        x0, y0, x1, y1, step = pixels (ctx, 6);
  cairo_path_t *path = cairo_copy_path (ctx->cr);

  cairo_save (ctx->cr);
  cairo_clip_preserve (ctx->cr);
  cairo_clip_extents (ctx->cr, &x0, &y0, &x1, &y1);
  cairo_new_path (ctx->cr);
  for (double x = x0 - (y1 - y0); x < x1; x += step)
    {
      cairo_move_to (ctx->cr, x, y0);
      cairo_line_to (ctx->cr, x + (y1 - y0), y1);
    }
  st_render_set_rgb (ctx->cr, rgb, 1.0);
  cairo_set_line_width (ctx->cr, pixels (ctx, 1.5));
  cairo_stroke (ctx->cr);
  cairo_restore (ctx->cr);
  cairo_append_path (ctx->cr, path);
  cairo_path_destroy (path);
}

/* Grid areas: the visible cells tinted as one path, then the sides where the
 * area ends. */
static void
grid_area (StRenderContext *ctx, const StRenderOverlay *overlay, const StRgb *rgb, guint8 *in)
{
  const StBoard *board = ctx->scenario->board;
  int            n_cells = board->columns * board->rows;
  StCell         first, last, neighbours[8];
  double         size = st_board_layout_cell_size (ctx->layout);
  gboolean       small;

  if (!st_board_layout_cell_range (ctx->layout, ctx->clip_x0, ctx->clip_y0, ctx->clip_x1, ctx->clip_y1,
                                   &first, &last))
    return;
  memset (in, 0, (gsize) n_cells);
  for (guint i = 0; i < overlay->n_places; i++)
    if (overlay->places[i] >= 0 && overlay->places[i] < n_cells)
      in[overlay->places[i]] = 1;

  /* Each cell once, however often the area names it; on a board drawn small,
   * as squares, which cairo fills much faster than hexagons and which look
   * the same a few pixels across. */
  small = ctx->scale * size < 10;
  cairo_new_path (ctx->cr);
  for (guint i = 0; i < overlay->n_places; i++)
    {
      int    place = overlay->places[i];
      StCell cell = { place % board->columns, place / board->columns };

      if (place < 0 || place >= n_cells || in[place] != 1 || cell.x < first.x || cell.x > last.x
          || cell.y < first.y || cell.y > last.y)
        continue;
      in[place] = 2;
      if (small)
        {
          double x, y;

          st_board_layout_cell_center (ctx->layout, cell, &x, &y);
          cairo_rectangle (ctx->cr, x - size / 2, y - size / 2, size, size);
        }
      else
        st_board_layout_cell_path (ctx->layout, ctx->cr, cell);
    }
  st_render_set_rgb (ctx->cr, rgb, st_render_look_alpha (0.28, MIN (ctx->look->tint, 1.3)));
  /* In the high-contrast palettes the area is hatched too, so that it
   * reads by a pattern and not by its tint alone. */
  cairo_fill_preserve (ctx->cr);
  if (ctx->look->patterned)
    overlay_hatching (ctx, rgb);
  cairo_new_path (ctx->cr);
  /* The outline where the area ends, once cells are large enough for it. */
  if (small)
    return;

  for (guint i = 0; i < overlay->n_places; i++)
    {
      int    place = overlay->places[i];
      StCell cell = { place % board->columns, place / board->columns };
      guint  n;

      if (place < 0 || place >= n_cells || cell.x < first.x || cell.x > last.x || cell.y < first.y
          || cell.y > last.y)
        continue;
      if (in[place] != 2)
        continue;
      in[place] = 3;
      n = st_board_neighbours (board, cell.x, cell.y, neighbours);
      for (guint k = 0; k < n; k++)
        {
          double x0, y0, x1, y1;

          if (in[neighbours[k].y * board->columns + neighbours[k].x] != 0)
            continue;
          if (st_board_layout_edge_segment (ctx->layout, cell, neighbours[k], &x0, &y0, &x1, &y1))
            {
              cairo_move_to (ctx->cr, x0, y0);
              cairo_line_to (ctx->cr, x1, y1);
            }
        }
    }
  cairo_set_line_cap (ctx->cr, CAIRO_LINE_CAP_SQUARE);
  /* On a line of ink where the palette backs its marks. */
  if (ctx->look->backed)
    {
      st_render_set_rgb (ctx->cr, &ctx->look->ink, 1.0);
      cairo_set_line_width (ctx->cr, pixels (ctx, 2.5 * ctx->look->outline * 1.6));
      cairo_stroke_preserve (ctx->cr);
    }
  st_render_set_rgb (ctx->cr, rgb, 0.9);
  cairo_set_line_width (ctx->cr, pixels (ctx, 2.5 * ctx->look->outline));
  cairo_stroke (ctx->cr);
}

static void
graph_area (StRenderContext *ctx, const StRenderOverlay *overlay, const StRgb *rgb)
{
  double radius = MAX (20.0, pixels (ctx, 16.0));
  double dashes[] = { pixels (ctx, 5), pixels (ctx, 3) };

  cairo_new_path (ctx->cr);
  for (guint i = 0; i < overlay->n_places; i++)
    {
      double x, y;

      if (!place_point (ctx, overlay->places[i], &x, &y))
        continue;
      cairo_new_sub_path (ctx->cr);
      cairo_arc (ctx->cr, x, y, radius, 0, 2 * G_PI);
    }
  /* Light, with a dashed ring: a place the piece could go, not a piece. */
  st_render_set_rgb (ctx->cr, rgb, st_render_look_alpha (0.2, MIN (ctx->look->tint, 1.3)));
  cairo_fill_preserve (ctx->cr);
  if (ctx->look->patterned)
    overlay_hatching (ctx, rgb);
  st_render_set_rgb (ctx->cr, rgb, 0.95);
  cairo_set_line_width (ctx->cr, pixels (ctx, 2.5));
  cairo_set_dash (ctx->cr, dashes, 2, 0);
  cairo_stroke (ctx->cr);
  cairo_set_dash (ctx->cr, NULL, 0, 0);
}

/* Whether the box around a shape's places meets the clip. */
static gboolean
shape_visible (StRenderContext *ctx, const StRenderOverlay *overlay, double pad)
{
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE, x, y;

  for (guint i = 0; i < overlay->n_places; i++)
    if (place_point (ctx, overlay->places[i], &x, &y))
      {
        x0 = MIN (x0, x), y0 = MIN (y0, y);
        x1 = MAX (x1, x), y1 = MAX (y1, y);
      }
  return x0 <= x1 && st_render_context_visible (ctx, x0 - pad, y0 - pad, x1 + pad, y1 + pad);
}

/* A set of steps between two places, either way round. */
static GHashTable *
step_set_new (void)
{
#if GLIB_SIZEOF_VOID_P >= 8
  return g_hash_table_new (g_direct_hash, g_direct_equal);
#else
  return g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
#endif
}

/* Adds the step a-b; FALSE when it was there. */
static gboolean
add_step (GHashTable *steps, int a, int b)
{
  guint64 key = ((guint64) (guint) MIN (a, b) << 32) | (guint) MAX (a, b);

#if GLIB_SIZEOF_VOID_P >= 8
  return g_hash_table_add (steps, (gpointer) (gsize) key);
#else
  return g_hash_table_add (steps, g_memdup2 (&key, sizeof key));
#endif
}

/* Every path of one colour as one cairo path, stroked once: a board with
 * hundreds of supply paths stays one stroke a side. */
static void
paths_of_color (StRenderContext *ctx, const StRenderOptions *o, const char *color)
{
  double   x, y, dot = pixels (ctx, 4), pad = pixels (ctx, 6);
  gboolean any = FALSE, roomy;
  StRgb    rgb;
  g_autoptr (GHashTable) drawn = step_set_new ();

  /* Below a dozen pixels a cell, hundreds of paths are a tangle no one can
   * follow and cost a long stroke: they are left out (like town names too
   * small to read); the warnings still show which units have none. */
  roomy = ctx->scale * st_board_layout_cell_size (ctx->layout) >= 12;
  if (!roomy)
    return;
  /* Supply paths share their ends (they meet at the capital): a step drawn
   * once is not drawn again, so the stroke stays as long as the tree they
   * make rather than the sum of the paths. */
  cairo_new_path (ctx->cr);
  for (guint i = 0; i < o->n_overlays; i++)
    {
      const StRenderOverlay *overlay = &o->overlays[i];
      gboolean               open = FALSE;

      if (overlay->kind != ST_RENDER_OVERLAY_PATH || g_strcmp0 (overlay->color, color) != 0
          || !shape_visible (ctx, overlay, pad))
        continue;
      for (guint k = 0; k + 1 < overlay->n_places; k++)
        {
          int    a = overlay->places[k], b = overlay->places[k + 1];
          double bx, by;

          /* A step off screen, or drawn already, breaks the line. */
          if (!place_point (ctx, a, &x, &y) || !place_point (ctx, b, &bx, &by)
              || !st_render_context_visible (ctx, MIN (x, bx) - pad, MIN (y, by) - pad, MAX (x, bx) + pad,
                                             MAX (y, by) + pad)
              || !add_step (drawn, a, b))
            {
              open = FALSE;
              continue;
            }
          if (!open)
            cairo_move_to (ctx->cr, x, y);
          cairo_line_to (ctx->cr, bx, by);
          open = TRUE;
        }
      any = TRUE;
    }
  if (!any)
    return;
  if (color != NULL)
    st_rgb_parse (color, &rgb);
  else
    st_render_mark_rgb (ST_MARK_OVERLAY_PATH, &rgb);
  cairo_set_line_cap (ctx->cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (ctx->cr, CAIRO_LINE_JOIN_ROUND);
  /* A light casing keeps the lines readable over any terrain; where
   * hundreds of steps crowd the view it would double the work and blur them
   * together, so they go without. */
  if (g_hash_table_size (drawn) < 2000)
    {
      st_render_set_rgb (ctx->cr, &ctx->look->halo, ctx->look->backed ? 1.0 : 0.7);
      cairo_set_line_width (ctx->cr, pixels (ctx, 5 * ctx->look->outline));
      cairo_stroke_preserve (ctx->cr);
    }
  st_render_set_rgb (ctx->cr, &rgb, 0.95);
  cairo_set_line_width (ctx->cr, pixels (ctx, 2.5 * ctx->look->outline));
  cairo_stroke (ctx->cr);
  /* A dot at each unit's end. */
  for (guint i = 0; i < o->n_overlays; i++)
    {
      const StRenderOverlay *overlay = &o->overlays[i];

      if (overlay->kind == ST_RENDER_OVERLAY_PATH && g_strcmp0 (overlay->color, color) == 0
          && overlay->n_places > 0 && place_point (ctx, overlay->places[0], &x, &y)
          && st_render_context_visible (ctx, x - dot, y - dot, x + dot, y + dot))
        {
          cairo_new_sub_path (ctx->cr);
          cairo_arc (ctx->cr, x, y, dot, 0, 2 * G_PI);
        }
    }
  cairo_fill (ctx->cr);
}

/* All warnings as one dashed stroke. */
static void
warning_rings (StRenderContext *ctx, const StRenderOptions *o)
{
  double radius = st_board_is_grid (ctx->scenario->board) ? st_board_layout_cell_size (ctx->layout) * 0.46
                                                          : MAX (22.0, pixels (ctx, 18.0));
  double dashes[] = { pixels (ctx, 6), pixels (ctx, 4) };
  StRgb  warning;

  cairo_new_path (ctx->cr);
  for (guint i = 0; i < o->n_overlays; i++)
    {
      const StRenderOverlay *overlay = &o->overlays[i];

      if (overlay->kind != ST_RENDER_OVERLAY_WARNING)
        continue;
      for (guint k = 0; k < overlay->n_places; k++)
        {
          double x, y;

          if (!place_point (ctx, overlay->places[k], &x, &y)
              || !st_render_context_visible (ctx, x - radius, y - radius, x + radius, y + radius))
            continue;
          cairo_new_sub_path (ctx->cr);
          cairo_arc (ctx->cr, x, y, radius, 0, 2 * G_PI);
        }
    }
  st_render_mark_rgb (ST_MARK_OVERLAY_WARNING, &warning);
  st_render_note_mark (ctx, ST_MARK_OVERLAY_WARNING);
  if (ctx->look->backed)
    {
      st_render_set_rgb (ctx->cr, &ctx->look->ink, 1.0);
      cairo_set_line_width (ctx->cr, pixels (ctx, 3.5 * ctx->look->outline * 1.6));
      cairo_stroke_preserve (ctx->cr);
    }
  st_render_set_rgb (ctx->cr, &warning, 1.0);
  cairo_set_line_width (ctx->cr, pixels (ctx, 3.5 * ctx->look->outline));
  /* Dashes show from rings of some size on; smaller, a plain ring is as
   * clear and far cheaper. */
  if (radius * ctx->scale >= 12)
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
  g_autoptr (GPtrArray) colors = NULL;

  if (o->n_overlays == 0 || o->overlays == NULL)
    return;
  cairo_save (ctx->cr);
  if (st_board_is_grid (board))
    in = g_malloc ((gsize) board->columns * board->rows);
  /* Areas first, then paths, one colour at a time; the warnings come later,
   * over the pieces (st_render_overlay_warnings ()). */
  colors = g_ptr_array_new ();
  for (guint i = 0; i < o->n_overlays; i++)
    {
      const StRenderOverlay *overlay = &o->overlays[i];
      StRgb                  rgb;

      if (overlay->kind == ST_RENDER_OVERLAY_PATH)
        {
          gboolean seen = FALSE;

          for (guint k = 0; k < colors->len && !seen; k++)
            seen = g_strcmp0 (g_ptr_array_index (colors, k), overlay->color) == 0;
          if (!seen)
            g_ptr_array_add (colors, (gpointer) overlay->color);
          st_render_note_mark (ctx, ST_MARK_OVERLAY_PATH);
        }
      if (overlay->kind != ST_RENDER_OVERLAY_AREA)
        continue;
      overlay_rgb (overlay, &rgb);
      st_render_note_mark (ctx, ST_MARK_OVERLAY_AREA);
      if (in != NULL)
        grid_area (ctx, overlay, &rgb, in);
      else
        graph_area (ctx, overlay, &rgb);
    }
  for (guint k = 0; k < colors->len; k++)
    paths_of_color (ctx, o, g_ptr_array_index (colors, k));
  cairo_restore (ctx->cr);
}

void
st_render_overlay_warnings (StRenderContext *ctx)
{
  if (ctx->options->n_overlays == 0 || ctx->options->overlays == NULL)
    return;
  cairo_save (ctx->cr);
  warning_rings (ctx, ctx->options);
  cairo_restore (ctx->cr);
}
