/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"
/* CLOCK_THREAD_CPUTIME_ID */
#define _POSIX_C_SOURCE 200809L

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>
#include <time.h>
#if HAVE_BACKDROP_DECODERS
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <gmodule.h>
#include <poppler.h>
#endif

#include "core/st-board.h"
#include "render/st-render-backdrop.h"

/* The tracing image's decoders, on bytes already read (st-render-backdrop.c reads the file, at most
 * ST_BACKDROP_MAX_BYTES, and runs this off the main thread with a time limit). What the bytes are is told by
 * their first bytes, never by the file's name: only a PNG or JPEG reaches gdk-pixbuf, through its loader of
 * that one type, and only a PDF reaches poppler. Pixels are bounded before they are allocated: a PNG or JPEG
 * by its header (the loader's size-prepared signal refuses a larger one), a PDF page by its size in points,
 * drawn at fewer pixels an inch when it would be larger. Decoding stops, as soon as it can, when the
 * cancellable is cancelled or the thread has spent its processor time: between chunks of a PNG or JPEG, and
 * between drawing operations of a PDF page. Processor time, not wall time, so that a busy machine does not
 * refuse a good image; st-render-backdrop.c also gives up on wall time, later. A PDF is read from memory, so
 * poppler opens no other file and follows no link. */

/* The formats a tracing image may be, and others a file named .png, .jpg or .pdf
 * may turn out to be, each with the words that name it in an error. */
static const struct
{
  StBackdropFormat format;
  const char      *words;
} format_words[] = {
  /* Translators: these complete “x.png” is %s, not PNG or JPEG. */
  { ST_BACKDROP_FORMAT_PNG, N_ ("a PNG image") },
  { ST_BACKDROP_FORMAT_JPEG, N_ ("a JPEG image") },
  { ST_BACKDROP_FORMAT_PDF, N_ ("a PDF document") },
  { ST_BACKDROP_FORMAT_SVG, N_ ("an SVG image") },
  { ST_BACKDROP_FORMAT_GIF, N_ ("a GIF image") },
  { ST_BACKDROP_FORMAT_TIFF, N_ ("a TIFF image") },
  { ST_BACKDROP_FORMAT_XPM, N_ ("an XPM image") },
  { ST_BACKDROP_FORMAT_XBM, N_ ("an XBM image") },
  { ST_BACKDROP_FORMAT_BMP, N_ ("a BMP image") },
  { ST_BACKDROP_FORMAT_ICO, N_ ("an icon (ICO or CUR)") },
  { ST_BACKDROP_FORMAT_WEBP, N_ ("a WebP image") },
  { ST_BACKDROP_FORMAT_PNM, N_ ("a PNM image") },
  { ST_BACKDROP_FORMAT_HEIF, N_ ("an AVIF or HEIF image") },
  { ST_BACKDROP_FORMAT_JXL, N_ ("a JPEG XL image") },
  { ST_BACKDROP_FORMAT_POSTSCRIPT, N_ ("a PostScript file") },
  { ST_BACKDROP_FORMAT_GZIP, N_ ("a compressed (gzip) file") },
  { ST_BACKDROP_FORMAT_EMPTY, N_ ("empty") },
  { ST_BACKDROP_FORMAT_UNKNOWN, N_ ("not an image Sandtable knows") },
};

static gboolean
starts_with (const guint8 *data, gsize length, gsize at, const char *magic, gsize magic_length)
{
  return length >= at + magic_length && memcmp (data + at, magic, magic_length) == 0;
}

/* Whether text (at most the first 4 KiB) has an <svg element: an SVG may
 * start with a byte order mark, blanks, an XML declaration, comments or a
 * doctype first. */
static gboolean
looks_like_svg (const guint8 *data, gsize length)
{
  gsize n = MIN (length, 4096);
  gsize i = 0;

  if (starts_with (data, length, 0, "\xef\xbb\xbf", 3))
    i = 3;
  while (i < n && g_ascii_isspace (data[i]))
    i++;
  if (i >= n || data[i] != '<')
    return FALSE;
  for (; i + 4 <= n; i++)
    if (data[i] == '<' && g_ascii_strncasecmp ((const char *) data + i + 1, "svg", 3) == 0
        && (i + 4 == n || g_ascii_isspace (data[i + 4]) || data[i + 4] == '>'))
      return TRUE;
  return FALSE;
}

StBackdropFormat
st_backdrop_sniff (const guint8 *data, gsize length)
{
  if (length == 0)
    return ST_BACKDROP_FORMAT_EMPTY;
  if (starts_with (data, length, 0, "\x89PNG\r\n\x1a\n", 8))
    return ST_BACKDROP_FORMAT_PNG;
  if (starts_with (data, length, 0, "\xff\xd8\xff", 3))
    return ST_BACKDROP_FORMAT_JPEG;
  /* A PDF reader looks for its header in the first 1,024 bytes, as poppler does. */
  for (gsize i = 0; i + 5 <= MIN (length, 1024); i++)
    if (data[i] == '%' && memcmp (data + i, "%PDF-", 5) == 0)
      return ST_BACKDROP_FORMAT_PDF;
  if (starts_with (data, length, 0, "GIF87a", 6) || starts_with (data, length, 0, "GIF89a", 6))
    return ST_BACKDROP_FORMAT_GIF;
  if (starts_with (data, length, 0, "II*\0", 4) || starts_with (data, length, 0, "MM\0*", 4)
      || starts_with (data, length, 0, "II+\0", 4) || starts_with (data, length, 0, "MM\0+", 4))
    return ST_BACKDROP_FORMAT_TIFF;
  if (starts_with (data, length, 0, "/* XPM */", 9))
    return ST_BACKDROP_FORMAT_XPM;
  if (starts_with (data, length, 0, "#define ", 8))
    return ST_BACKDROP_FORMAT_XBM;
  if (starts_with (data, length, 0, "BM", 2))
    return ST_BACKDROP_FORMAT_BMP;
  if (starts_with (data, length, 0, "\0\0\1\0", 4) || starts_with (data, length, 0, "\0\0\2\0", 4))
    return ST_BACKDROP_FORMAT_ICO;
  if (starts_with (data, length, 0, "RIFF", 4) && starts_with (data, length, 8, "WEBP", 4))
    return ST_BACKDROP_FORMAT_WEBP;
  if (length >= 2 && data[0] == 'P' && data[1] >= '1' && data[1] <= '7')
    return ST_BACKDROP_FORMAT_PNM;
  if (starts_with (data, length, 4, "ftyp", 4))
    return ST_BACKDROP_FORMAT_HEIF;
  if (starts_with (data, length, 0, "\xff\x0a", 2) || starts_with (data, length, 0, "\0\0\0\x0cJXL ", 8))
    return ST_BACKDROP_FORMAT_JXL;
  if (starts_with (data, length, 0, "%!", 2) || starts_with (data, length, 0, "\xc5\xd0\xd3\xc6", 4))
    return ST_BACKDROP_FORMAT_POSTSCRIPT;
  if (starts_with (data, length, 0, "\x1f\x8b", 2))
    return ST_BACKDROP_FORMAT_GZIP;
  if (looks_like_svg (data, length))
    return ST_BACKDROP_FORMAT_SVG;
  return ST_BACKDROP_FORMAT_UNKNOWN;
}

const char *
st_backdrop_format_describe (StBackdropFormat format)
{
  for (gsize i = 0; i < G_N_ELEMENTS (format_words); i++)
    if (format_words[i].format == format)
      return _ (format_words[i].words);
  return _ ("not an image Sandtable knows");
}

gboolean
st_backdrop_check_format (const guint8 *data, gsize length, const char *name, GError **error)
{
  StBackdropFormat format = st_backdrop_sniff (data, length);

  if (st_backdrop_href_is_pdf (name))
    {
      if (format == ST_BACKDROP_FORMAT_PDF)
        return TRUE;
      /* Translators: the second %s is what the file is, such as “a PNG image”. */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _ ("“%s” is %s, not a PDF"), name,
                   st_backdrop_format_describe (format));
      return FALSE;
    }
  if (format == ST_BACKDROP_FORMAT_PNG || format == ST_BACKDROP_FORMAT_JPEG)
    return TRUE;
  /* Translators: the second %s is what the file is, such as “an SVG image”. */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _ ("“%s” is %s, not PNG or JPEG"), name,
               st_backdrop_format_describe (format));
  return FALSE;
}

gboolean
st_backdrop_size_allowed (double width, double height)
{
  return width >= 1 && height >= 1 && width <= ST_BACKDROP_MAX_PIXELS && height <= ST_BACKDROP_MAX_PIXELS
         && width * height <= ST_BACKDROP_MAX_AREA;
}

gint64
st_backdrop_thread_cpu_usec (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return 0;
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

void
st_backdrop_set_too_slow (GError **error, const char *name, gboolean wall)
{
  if (wall)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                 _ ("Reading the tracing image “%s” took more than %d seconds; it was given up"), name,
                 ST_BACKDROP_MAX_WALL_SECONDS);
  else
    g_set_error (
        error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
        _ ("Reading the tracing image “%s” took more than %d seconds of processor time; it was given up"),
        name, ST_BACKDROP_MAX_SECONDS);
}

#if HAVE_BACKDROP_DECODERS

static void
set_too_large (GError **error, const char *name, int width, int height)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
               _ ("The tracing image “%s” is %d × %d pixels; at most %d on a side and %d million in all are "
                  "shown"),
               name, width, height, ST_BACKDROP_MAX_PIXELS, ST_BACKDROP_MAX_AREA / 1000000);
}

/* What stops a decode: the cancellable, or max_cpu microseconds of the
 * thread's processor time from cpu_start. */
typedef struct
{
  GCancellable *cancellable;
  gint64        cpu_start;
  gint64        max_cpu;
  const char   *name;
} Limits;

/* Whether decoding must stop; error then says why. */
static gboolean
must_stop (const Limits *limits, GError **error)
{
  if (g_cancellable_set_error_if_cancelled (limits->cancellable, error))
    return TRUE;
  if (limits->max_cpu > 0 && st_backdrop_thread_cpu_usec () - limits->cpu_start > limits->max_cpu)
    {
      st_backdrop_set_too_slow (error, limits->name, FALSE);
      return TRUE;
    }
  return FALSE;
}

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

/* A progressive JPEG is drawn again after each of its scans: a few thousand
 * tiny scans of a large image would take minutes. A JPEG has about ten. */
#define MAX_JPEG_SCANS 100

static guint
count_jpeg_scans (const guint8 *data, gsize length)
{
  guint n = 0;

  /* In the coded data a 0xff byte is always followed by 0x00 or a restart
   * marker, so each ff da is a start of scan. */
  for (const guint8 *p = data; p != NULL && p + 1 < data + length;)
    {
      p = memchr (p, 0xff, (gsize) (data + length - p) - 1);
      if (p == NULL)
        break;
      if (p[1] == 0xda)
        n++;
      p++;
    }
  return n;
}

/* Whether the file runs to its end. gdk-pixbuf's loaders keep a picture cut
 * short after its header without a word, the rows they never got left as they
 * were in memory; a cut file is refused instead. A PNG's chunks run whole up
 * to its IEND; in a JPEG the last end-of-image marker comes after the last
 * start of scan (an embedded thumbnail has both, before the image's own). */
static gboolean
raster_is_whole (StBackdropFormat format, const guint8 *data, gsize length)
{
  if (format == ST_BACKDROP_FORMAT_PNG)
    {
      for (gsize at = 8; at <= length && length - at >= 12;)
        {
          guint32 chunk = ((guint32) data[at] << 24) | ((guint32) data[at + 1] << 16)
                          | ((guint32) data[at + 2] << 8) | data[at + 3];

          if (chunk > length - at - 12)
            return FALSE;
          if (memcmp (data + at + 4, "IEND", 4) == 0)
            return TRUE;
          at += 12 + (gsize) chunk;
        }
      return FALSE;
    }
  for (gsize at = length; at >= 2; at--)
    {
      if (data[at - 2] == 0xff && data[at - 1] == 0xd9)
        return TRUE;
      if (data[at - 2] == 0xff && data[at - 1] == 0xda)
        return FALSE;
    }
  return FALSE;
}

typedef struct
{
  int      width, height;
  gboolean too_large;
} RasterSize;

/* Called from the header, before the loader allocates any pixel: an image
 * larger than the limits is refused there (a size of 0 × 0 makes the PNG and
 * JPEG loaders stop with an error). */
static void
size_prepared_cb (GdkPixbufLoader *loader, int width, int height, gpointer user_data)
{
  RasterSize *size = user_data;

  size->width = width;
  size->height = height;
  if (!st_backdrop_size_allowed (width, height))
    {
      size->too_large = TRUE;
      gdk_pixbuf_loader_set_size (loader, 0, 0);
    }
}

/* The chunks the loader is given; decoding can stop between two. */
#define RASTER_CHUNK (16 * 1024)

static cairo_surface_t *
decode_raster (const guint8 *data, gsize length, const char *name, const Limits *limits, GError **error)
{
  StBackdropFormat format = st_backdrop_sniff (data, length);
  g_autoptr (GdkPixbufLoader) loader = NULL;
  g_autoptr (GError) decode_error = NULL;
  RasterSize size = { 0, 0, FALSE };
  GdkPixbuf *pixbuf;
  gboolean   ok = TRUE;

  if (format == ST_BACKDROP_FORMAT_JPEG && count_jpeg_scans (data, length) > MAX_JPEG_SCANS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _ ("The tracing image “%s” is a JPEG of more than %d scans"), name, MAX_JPEG_SCANS);
      return NULL;
    }
  loader = gdk_pixbuf_loader_new_with_type (format == ST_BACKDROP_FORMAT_PNG ? "png" : "jpeg", error);
  if (loader == NULL)
    return NULL;
  g_signal_connect (loader, "size-prepared", G_CALLBACK (size_prepared_cb), &size);
  for (gsize at = 0; ok && at < length; at += RASTER_CHUNK)
    {
      if (must_stop (limits, error))
        {
          gdk_pixbuf_loader_close (loader, NULL);
          return NULL;
        }
      ok = gdk_pixbuf_loader_write (loader, data + at, MIN (RASTER_CHUNK, length - at), &decode_error);
    }
  if (!gdk_pixbuf_loader_close (loader, ok ? &decode_error : NULL))
    ok = FALSE;
  if (size.too_large)
    {
      set_too_large (error, name, size.width, size.height);
      return NULL;
    }
  if (!raster_is_whole (format, data, length))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _ ("The tracing image “%s” is cut short: the file ends before the picture does"), name);
      return NULL;
    }
  pixbuf = ok ? gdk_pixbuf_loader_get_pixbuf (loader) : NULL;
  if (pixbuf == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _ ("The tracing image “%s” cannot be read: %s"), name,
                   decode_error != NULL ? decode_error->message : _ ("it is incomplete"));
      return NULL;
    }
  /* The loader said its size in size-prepared; what it made is no larger. */
  if (!st_backdrop_size_allowed (gdk_pixbuf_get_width (pixbuf), gdk_pixbuf_get_height (pixbuf)))
    {
      set_too_large (error, name, gdk_pixbuf_get_width (pixbuf), gdk_pixbuf_get_height (pixbuf));
      return NULL;
    }
  return surface_from_pixbuf (pixbuf);
}

/* Drawing a PDF page is watched through a cairo observer surface: after each
 * drawing operation poppler makes, a cancelled or late page has its target
 * finished, after which every further operation fails at once, so that poppler
 * only reads the rest of the page. */
typedef struct
{
  const Limits *limits;
  gboolean      stopped;
} Watch;

static void
watch_cb (cairo_surface_t *observer, cairo_surface_t *target, void *user_data)
{
  Watch *watch = user_data;

  if (!watch->stopped && must_stop (watch->limits, NULL))
    {
      watch->stopped = TRUE;
      cairo_surface_finish (target);
    }
}

static void
watch_surface (cairo_surface_t *observer, Watch *watch)
{
  cairo_surface_observer_add_paint_callback (observer, watch_cb, watch);
  cairo_surface_observer_add_mask_callback (observer, watch_cb, watch);
  cairo_surface_observer_add_fill_callback (observer, watch_cb, watch);
  cairo_surface_observer_add_stroke_callback (observer, watch_cb, watch);
  cairo_surface_observer_add_glyphs_callback (observer, watch_cb, watch);
}

/* Poppler is opened the first time a PDF page is drawn rather than linked: it
 * and what it brings (libstdc++, NSS, OpenJPEG, LCMS) cost every start of the
 * app and of `render` about 5 ms of the dynamic loader's time, for a tracing
 * image few documents have (docs/performance.md). */
typedef struct
{
  PopplerDocument *(*document_new_from_bytes) (GBytes *bytes, const char *password, GError **error);
  int (*document_get_n_pages) (PopplerDocument *document);
  PopplerPage *(*document_get_page) (PopplerDocument *document, int index);
  void (*page_get_size) (PopplerPage *page, double *width, double *height);
  void (*page_render) (PopplerPage *page, cairo_t *cr);
} Poppler;

static const Poppler *
open_poppler (void)
{
  static Poppler poppler;
  static gsize   opened; /* 1: could not, 2: opened */

  if (g_once_init_enter (&opened))
    {
      GModule *module = g_module_open (POPPLER_GLIB_SONAME, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
      gboolean ok =
          module != NULL
          && g_module_symbol (module, "poppler_document_new_from_bytes",
                              (gpointer *) &poppler.document_new_from_bytes)
          && g_module_symbol (module, "poppler_document_get_n_pages",
                              (gpointer *) &poppler.document_get_n_pages)
          && g_module_symbol (module, "poppler_document_get_page", (gpointer *) &poppler.document_get_page)
          && g_module_symbol (module, "poppler_page_get_size", (gpointer *) &poppler.page_get_size)
          && g_module_symbol (module, "poppler_page_render", (gpointer *) &poppler.page_render);

      if (ok)
        g_module_make_resident (module);
      else
        {
          g_warning ("Cannot open %s: %s", POPPLER_GLIB_SONAME, g_module_error ());
          if (module != NULL)
            g_module_close (module);
        }
      g_once_init_leave (&opened, ok ? 2 : 1);
    }
  return opened == 2 ? &poppler : NULL;
}

/* Draws page page_number (from 1) of document. */
static cairo_surface_t *
render_page (const Poppler   *poppler,
             PopplerDocument *document,
             const char      *name,
             int              page_number,
             double          *pixel_size,
             const Limits    *limits,
             GError         **error)
{
  int              n_pages = poppler->document_get_n_pages (document);
  PopplerPage     *page;
  cairo_surface_t *surface, *observer;
  cairo_t         *cr;
  double           width_pt = 0, height_pt = 0, dpi = ST_BACKDROP_PDF_DPI;
  int              width, height;
  Watch            watch = { limits, FALSE };

  if (page_number < 1 || page_number > n_pages)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   g_dngettext (GETTEXT_PACKAGE, "“%s” has %d page; there is no page %d",
                                "“%s” has %d pages; there is no page %d", (gulong) n_pages),
                   name, n_pages, page_number);
      return NULL;
    }
  page = poppler->document_get_page (document, page_number - 1);
  if (page != NULL)
    poppler->page_get_size (page, &width_pt, &height_pt);
  if (page == NULL || !(width_pt > 0 && height_pt > 0) || width_pt > 1e5 || height_pt > 1e5)
    {
      g_clear_object (&page);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _ ("Page %d of “%s” cannot be read"),
                   page_number, name);
      return NULL;
    }
  /* A page too large for the pixel limits is drawn at fewer pixels an inch;
   * pixel_size keeps the scale counting ST_BACKDROP_PDF_DPI pixels an inch. */
  dpi = MIN (dpi, ST_BACKDROP_MAX_PIXELS * 72.0 / MAX (width_pt, height_pt));
  /* Rounding up adds at most a row and a column. */
  dpi = MIN (dpi, sqrt ((ST_BACKDROP_MAX_AREA - 2.0 * ST_BACKDROP_MAX_PIXELS - 1) / (width_pt * height_pt))
                      * 72.0);
  width = CLAMP ((int) ceil (width_pt * dpi / 72.0), 1, ST_BACKDROP_MAX_PIXELS);
  height = CLAMP ((int) ceil (height_pt * dpi / 72.0), 1, ST_BACKDROP_MAX_PIXELS);
  if (must_stop (limits, error))
    {
      g_object_unref (page);
      return NULL;
    }
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      g_object_unref (page);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, _ ("Page %d of “%s” is too large to draw"),
                   page_number, name);
      return NULL;
    }
  observer = cairo_surface_create_observer (surface, CAIRO_SURFACE_OBSERVER_NORMAL);
  watch_surface (observer, &watch);
  cr = cairo_create (observer);
  /* Paper white under the page, which PDF leaves transparent. */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, dpi / 72.0, dpi / 72.0);
  poppler->page_render (page, cr);
  cairo_destroy (cr);
  cairo_surface_destroy (observer);
  g_object_unref (page);
  if (watch.stopped || cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      if (!must_stop (limits, error))
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _ ("Page %d of “%s” cannot be drawn"),
                     page_number, name);
      return NULL;
    }
  *pixel_size = ST_BACKDROP_PDF_DPI / dpi;
  return surface;
}

static cairo_surface_t *
decode_pdf (GBytes       *bytes,
            const char   *name,
            int           page_number,
            double       *pixel_size,
            const Limits *limits,
            GError      **error)
{
  g_autoptr (GError) pdf_error = NULL;
  const Poppler   *poppler = open_poppler ();
  PopplerDocument *document;
  cairo_surface_t *surface;

  if (poppler == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _ ("This build of Sandtable cannot read tracing images"));
      return NULL;
    }
  document = poppler->document_new_from_bytes (bytes, NULL, &pdf_error);
  if (document == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _ ("“%s” is not a PDF Sandtable can read: %s"),
                   name, pdf_error->message);
      return NULL;
    }
  surface = render_page (poppler, document, name, page_number, pixel_size, limits, error);
  g_object_unref (document);
  return surface;
}

#endif /* HAVE_BACKDROP_DECODERS */

cairo_surface_t *
st_render_backdrop_decode (GBytes       *bytes,
                           const char   *name,
                           int           page,
                           double       *pixel_size,
                           GCancellable *cancellable,
                           gint64        max_cpu_usec,
                           GError      **error)
{
  const guint8 *data;
  gsize         length = 0;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (pixel_size != NULL, NULL);

  *pixel_size = 1.0;
  data = g_bytes_get_data (bytes, &length);
  if (length > ST_BACKDROP_MAX_BYTES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _ ("The tracing image “%s” is larger than %d MB"),
                   name, ST_BACKDROP_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  if (!st_backdrop_check_format (data, length, name, error))
    return NULL;
#if HAVE_BACKDROP_DECODERS
  Limits limits = { cancellable, st_backdrop_thread_cpu_usec (), max_cpu_usec, name };

  if (st_backdrop_href_is_pdf (name))
    return decode_pdf (bytes, name, page, pixel_size, &limits, error);
  return decode_raster (data, length, name, &limits, error);
#else
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                       _ ("This build of Sandtable cannot read tracing images"));
  return NULL;
#endif
}
