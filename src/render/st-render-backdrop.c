/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#if HAVE_BACKDROP_DECODERS
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <poppler.h>
#endif

#include "core/st-board.h"
#include "render/st-render-backdrop.h"

/* The tracing image's decoders, and where it goes in the options. The file was resolved and its size checked
 * by st_backdrop_resolve () (at most ST_BACKDROP_MAX_BYTES, beside the scenario); here its pixels are bounded
 * too, before any are allocated: a PNG or JPEG by its header, a PDF page by its size at ST_BACKDROP_PDF_DPI,
 * which is lowered for a page too large for ST_BACKDROP_MAX_PIXELS. A PDF is read from memory, so poppler
 * opens no other file and follows no link. */

#if HAVE_BACKDROP_DECODERS

/* The pixbuf's pixels as cairo wants them: native-endian ARGB, the colour
 * premultiplied by the alpha. */
static cairo_surface_t *
surface_from_pixbuf (GdkPixbuf *pixbuf)
{
  int              width = gdk_pixbuf_get_width (pixbuf);
  int              height = gdk_pixbuf_get_height (pixbuf);
  int              channels = gdk_pixbuf_get_n_channels (pixbuf);
  int              rowstride = gdk_pixbuf_get_rowstride (pixbuf);
  const guchar    *pixels = gdk_pixbuf_read_pixels (pixbuf);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  guchar          *data;
  int              stride;

  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    return surface;
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < height; y++)
    {
      const guchar *in = pixels + (gsize) y * rowstride;
      guint32      *out = (guint32 *) (gpointer) (data + (gsize) y * stride);

      for (int x = 0; x < width; x++, in += channels)
        {
          guint a = channels == 4 ? in[3] : 255;
          guint r = (in[0] * a + 127) / 255, g = (in[1] * a + 127) / 255, b = (in[2] * a + 127) / 255;

          out[x] = (a << 24) | (r << 16) | (g << 8) | b;
        }
    }
  cairo_surface_mark_dirty (surface);
  return surface;
}

static cairo_surface_t *
load_raster (const char *path, GError **error)
{
  g_autoptr (GdkPixbuf) pixbuf = NULL;
  g_autofree char *name = g_path_get_basename (path);
  int              width, height;
  GStatBuf         info;

  /* st_backdrop_resolve () checked the size; a file given here directly is
   * checked again. */
  if (g_stat (path, &info) == 0 && info.st_size > ST_BACKDROP_MAX_BYTES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _ ("The tracing image “%s” is larger than %d MB"),
                   name, ST_BACKDROP_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
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
  return surface_from_pixbuf (pixbuf);
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

#endif /* HAVE_BACKDROP_DECODERS */

cairo_surface_t *
st_render_backdrop_load (const char *path, int page, double *pixel_size, GError **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (pixel_size != NULL, NULL);

  *pixel_size = 1.0;
#if HAVE_BACKDROP_DECODERS
  if (st_backdrop_href_is_pdf (path))
    return load_pdf_page (path, page, pixel_size, error);
  return load_raster (path, error);
#else
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                       _ ("This build of Sandtable cannot read tracing images"));
  return NULL;
#endif
}

cairo_surface_t *
st_render_backdrop_load_for (const StScenario *scenario,
                             const char       *scenario_path,
                             double           *pixel_size,
                             GError          **error)
{
  const StBackdrop *backdrop;
  g_autofree char  *path = NULL;

  g_return_val_if_fail (scenario != NULL, NULL);

  backdrop = scenario->board->backdrop;
  if (backdrop == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _ ("The scenario has no tracing image"));
      return NULL;
    }
  path = st_backdrop_resolve (scenario_path, backdrop->href, error);
  if (path == NULL)
    return NULL;
  return st_render_backdrop_load (path, backdrop->page, pixel_size, error);
}

void
st_render_options_set_backdrop (StRenderOptions  *options,
                                const StBackdrop *backdrop,
                                cairo_surface_t  *image,
                                double            pixel_size)
{
  g_return_if_fail (options != NULL);

  if (backdrop == NULL || image == NULL)
    {
      options->backdrop = NULL;
      options->ground_fade = 0.0;
      return;
    }
  options->backdrop = image;
  options->backdrop_x = backdrop->x;
  options->backdrop_y = backdrop->y;
  options->backdrop_scale = backdrop->scale * pixel_size;
  options->ground_fade = backdrop->opacity;
}
