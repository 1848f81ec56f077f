/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-page"

#include "config.h"

#include <gdk-pixbuf/gdk-pixbuf.h>
#include <gdk/gdk.h>
#include <glib/gi18n.h>
#include <math.h>
#include <poppler.h>

#include "core/st-board.h"

#include "st-backdrop-image.h"

/* The tracing image's decoders. The file was resolved and its size checked by
 * st_backdrop_resolve () (at most ST_BACKDROP_MAX_BYTES, beside the scenario);
 * here its pixels are bounded too, before any are allocated: a PNG or JPEG by
 * its header, a PDF page by its size at ST_BACKDROP_PDF_DPI, which is lowered
 * for a page too large for ST_BACKDROP_MAX_PIXELS. A PDF is read from memory,
 * so poppler opens no other file and follows no link. */

static cairo_surface_t *
load_raster (const char *path, GError **error)
{
  g_autoptr (GdkPixbuf) pixbuf = NULL;
  g_autofree char *name = g_path_get_basename (path);
  cairo_surface_t *surface;
  cairo_t         *cr;
  int              width, height;

  if (gdk_pixbuf_get_file_info (path, &width, &height) == NULL)
    {
      g_set_error (error, GDK_PIXBUF_ERROR, GDK_PIXBUF_ERROR_UNKNOWN_TYPE,
                   _ ("“%s” is not a PNG or JPEG image Sandtable can read"), name);
      return NULL;
    }
  if (width > ST_BACKDROP_MAX_PIXELS || height > ST_BACKDROP_MAX_PIXELS)
    {
      g_set_error (error, GDK_PIXBUF_ERROR, GDK_PIXBUF_ERROR_INSUFFICIENT_MEMORY,
                   _ ("The tracing image “%s” is %d × %d pixels; at most %d on a side are shown"), name,
                   width, height, ST_BACKDROP_MAX_PIXELS);
      return NULL;
    }
  pixbuf = gdk_pixbuf_new_from_file (path, error);
  if (pixbuf == NULL)
    return NULL;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gdk_pixbuf_get_width (pixbuf),
                                        gdk_pixbuf_get_height (pixbuf));
  cr = cairo_create (surface);
  gdk_cairo_set_source_pixbuf (cr, pixbuf, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  return surface;
}

/* Draws page page_number (from 1) of document. */
static cairo_surface_t *
render_page (PopplerDocument *document, const char *name, int page_number, double *pixel_size, GError **error)
{
  int              n_pages = poppler_document_get_n_pages (document);
  PopplerPage     *page;
  cairo_surface_t *surface;
  cairo_t         *cr;
  double           width_pt = 0, height_pt = 0, dpi = ST_BACKDROP_PDF_DPI;
  int              width, height;

  if (page_number < 1 || page_number > n_pages)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   g_dngettext (GETTEXT_PACKAGE, "“%s” has %d page; there is no page %d",
                                "“%s” has %d pages; there is no page %d", (gulong) n_pages),
                   name, n_pages, page_number);
      return NULL;
    }
  page = poppler_document_get_page (document, page_number - 1);
  if (page != NULL)
    poppler_page_get_size (page, &width_pt, &height_pt);
  if (page == NULL || !(width_pt > 0 && height_pt > 0) || width_pt > 1e5 || height_pt > 1e5)
    {
      g_clear_object (&page);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _ ("Page %d of “%s” cannot be read"),
                   page_number, name);
      return NULL;
    }
  /* A page too large for the pixel limit is drawn at fewer pixels an inch;
   * pixel_size keeps the scale counting ST_BACKDROP_PDF_DPI pixels an inch. */
  dpi = MIN (dpi, ST_BACKDROP_MAX_PIXELS * 72.0 / MAX (width_pt, height_pt));
  width = MAX (1, (int) ceil (width_pt * dpi / 72.0));
  height = MAX (1, (int) ceil (height_pt * dpi / 72.0));
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      g_object_unref (page);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, _ ("Page %d of “%s” is too large to draw"),
                   page_number, name);
      return NULL;
    }
  cr = cairo_create (surface);
  /* Paper white under the page, which PDF leaves transparent. */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, dpi / 72.0, dpi / 72.0);
  poppler_page_render (page, cr);
  cairo_destroy (cr);
  g_object_unref (page);
  *pixel_size = ST_BACKDROP_PDF_DPI / dpi;
  return surface;
}

static cairo_surface_t *
load_pdf_page (const char *path, int page_number, double *pixel_size, GError **error)
{
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *contents = NULL;
  gsize            length = 0;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) pdf_error = NULL;
  PopplerDocument *document;
  cairo_surface_t *surface;

  if (!g_file_get_contents (path, &contents, &length, error))
    return NULL;
  if (length > ST_BACKDROP_MAX_BYTES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _ ("The tracing image “%s” is larger than %d MB"),
                   name, ST_BACKDROP_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  bytes = g_bytes_new_take (g_steal_pointer (&contents), length);
  document = poppler_document_new_from_bytes (bytes, NULL, &pdf_error);
  if (document == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _ ("“%s” is not a PDF Sandtable can read: %s"),
                   name, pdf_error->message);
      return NULL;
    }
  surface = render_page (document, name, page_number, pixel_size, error);
  g_object_unref (document);
  return surface;
}

cairo_surface_t *
st_backdrop_image_load (const char *path, int page, double *pixel_size, GError **error)
{
  *pixel_size = 1.0;
  if (st_backdrop_href_is_pdf (path))
    return load_pdf_page (path, page, pixel_size, error);
  return load_raster (path, error);
}
