/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "st-render-private.h"

/* The public entry points: options, drawing a board onto a cairo context
 * (grid boards in st-render-grid.c, point-and-line maps in
 * st-render-graph.c), fitting it to a size, and PNG export. */

#define ST_PNG_MAX_SIZE 32767

void
st_render_options_init (StRenderOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->lang = NULL;
  options->show_units = TRUE;
  options->show_areas = TRUE;
  options->show_labels = TRUE;
  options->show_coordinates = TRUE;
  options->hover_cell = NULL;
  options->hover_node = -1;
}

void
st_render_board (cairo_t               *cr,
                 const StScenario      *scenario,
                 const StBoardLayout   *layout,
                 const StRenderOptions *options)
{
  StRenderOptions defaults;
  StRenderContext ctx;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (scenario != NULL);
  g_return_if_fail (layout != NULL);
  /* A layout made for another shape of board would read past the cells. */
  g_return_if_fail (layout->kind == scenario->board->kind);
  g_return_if_fail (
      layout->kind == ST_BOARD_GRAPH
      || (layout->columns == scenario->board->columns && layout->rows == scenario->board->rows));

  if (options == NULL)
    {
      st_render_options_init (&defaults);
      options = &defaults;
    }

  cairo_save (cr);
  st_render_context_init (&ctx, cr, scenario, layout, options);
  if (scenario->board->kind == ST_BOARD_GRAPH)
    st_render_graph_board (&ctx);
  else
    st_render_grid_board (&ctx);
  st_render_context_clear (&ctx);
  cairo_restore (cr);
}

void
st_render_board_fit (cairo_t               *cr,
                     const StScenario      *scenario,
                     const StBoardLayout   *layout,
                     const StRenderOptions *options,
                     double                 width,
                     double                 height)
{
  double board_width, board_height, scale;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (layout != NULL);

  st_board_layout_get_extent (layout, &board_width, &board_height);
  if (board_width <= 0 || board_height <= 0 || width <= 0 || height <= 0)
    return;
  scale = MIN (width / board_width, height / board_height);

  cairo_save (cr);
  cairo_translate (cr, (width - board_width * scale) / 2.0, (height - board_height * scale) / 2.0);
  cairo_scale (cr, scale, scale);
  /* Keep to the board, so that a caller's wider clip does not widen the work. */
  cairo_rectangle (cr, 0, 0, board_width, board_height);
  cairo_clip (cr);
  st_render_board (cr, scenario, layout, options);
  cairo_restore (cr);
}

gboolean
st_render_board_to_png (
    const StScenario *scenario, const StRenderOptions *options, int width, const char *path, GError **error)
{
  g_autoptr (StBoardLayout) layout = NULL;
  cairo_surface_t *surface;
  cairo_status_t   status;
  cairo_t         *cr;
  double           board_width, board_height, height_pixels;
  int              height;

  g_return_val_if_fail (scenario != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  layout = st_board_layout_new (scenario);
  st_board_layout_get_extent (layout, &board_width, &board_height);
  if (board_width <= 0 || board_height <= 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "The board has no size");
      return FALSE;
    }

  /* Cairo image surfaces are limited to 32767 pixels a side. */
  height_pixels = ceil (width * board_height / board_width);
  if (width < 1 || width > ST_PNG_MAX_SIZE || height_pixels < 1 || height_pixels > ST_PNG_MAX_SIZE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "Cannot render a board of %d x %.0f pixels (1 to %d a side)", width, height_pixels,
                   ST_PNG_MAX_SIZE);
      return FALSE;
    }
  height = (int) height_pixels;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  status = cairo_surface_status (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Cannot create a %d x %d image: %s", width, height,
                   cairo_status_to_string (status));
      cairo_surface_destroy (surface);
      return FALSE;
    }

  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  st_render_board_fit (cr, scenario, layout, options, width, height);
  status = cairo_status (cr);
  cairo_destroy (cr);

  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Cannot write %s: %s", display,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}
