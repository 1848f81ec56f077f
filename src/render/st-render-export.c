/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <math.h>
#include <string.h>

#include "core/st-file-save.h"
#include "render/st-board-layout.h"
#include "render/st-png-write.h"
#include "render/st-render-export.h"

/* Cairo image surfaces are limited to 32767 pixels a side; vector pages to a
 * sensible paper-like range. */
#define MAX_PIXELS 32767.0
#define MAX_POINTS 14400.0

gboolean
st_export_format_from_path (const char *path, StExportFormat *format)
{
  const char *dot = path ? strrchr (path, '.') : NULL;

  if (dot == NULL)
    return FALSE;
  if (g_ascii_strcasecmp (dot, ".png") == 0)
    *format = ST_EXPORT_PNG;
  else if (g_ascii_strcasecmp (dot, ".svg") == 0)
    *format = ST_EXPORT_SVG;
  else if (g_ascii_strcasecmp (dot, ".pdf") == 0)
    *format = ST_EXPORT_PDF;
  else
    return FALSE;
  return TRUE;
}

static cairo_status_t
append_to_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

gboolean
st_render_board_export (const StScenario      *scenario,
                        const StRenderOptions *options,
                        StExportFormat         format,
                        double                 width,
                        const char            *path,
                        GError               **error)
{
  g_autoptr (StBoardLayout) layout = NULL;
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface = NULL;
  cairo_status_t   status;
  cairo_t         *cr;
  double           board_width, board_height, height, limit;

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

  if (format == ST_EXPORT_PNG)
    width = round (width);
  height = format == ST_EXPORT_PNG ? ceil (width * board_height / board_width)
                                   : width * board_height / board_width;
  limit = format == ST_EXPORT_PNG ? MAX_PIXELS : MAX_POINTS;
  if (width < 1 || height < 1 || width > limit || height > limit)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "Cannot export a board of %.0f × %.0f %s (1 to %.0f a side)", width, height,
                   format == ST_EXPORT_PNG ? "pixels" : "points", limit);
      return FALSE;
    }

  switch (format)
    {
      case ST_EXPORT_PNG:
        surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height);
        break;
      case ST_EXPORT_SVG:
        surface = cairo_svg_surface_create_for_stream (append_to_bytes, bytes, width, height);
        break;
      case ST_EXPORT_PDF:
      default:
        surface = cairo_pdf_surface_create_for_stream (append_to_bytes, bytes, width, height);
        cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, st_scenario_get_title (scenario));
        cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Sandtable");
        break;
    }

  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  st_render_board_fit (cr, scenario, layout, options, width, height);
  status = cairo_status (cr);
  cairo_destroy (cr);

  if (status == CAIRO_STATUS_SUCCESS && format == ST_EXPORT_PNG && !st_png_encode (surface, bytes, error))
    {
      cairo_surface_destroy (surface);
      return FALSE;
    }
  /* Finishing a vector surface flushes its last bytes into the stream. */
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Cannot draw the board: %s",
                   cairo_status_to_string (status));
      return FALSE;
    }
  /* Atomic: on any error the old file stays as it was, with no temporary left. */
  if (!st_file_save_atomic (path, bytes->data, bytes->len, error))
    return FALSE;
  return TRUE;
}
