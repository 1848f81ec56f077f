/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <png.h>
#include <setjmp.h>
#include <string.h>

#include "render/st-png-write.h"

/* PNG files written through libpng rather than cairo_surface_write_to_png_stream ():
 * cairo's writer keeps libpng's defaults, and on a board exported at a few
 * thousand pixels most of the time went to zlib at level 6 trying every filter
 * on every row. A board is large areas of a few colours and repeating patterns,
 * which a low level with no filter compresses as well (st-png-write.h). */

typedef struct
{
  GByteArray *bytes;
  char       *message; /* libpng's error, if any */
} Writer;

static void
write_bytes (png_structp png, png_bytep data, png_size_t length)
{
  Writer *writer = png_get_io_ptr (png);

  g_byte_array_append (writer->bytes, data, (guint) length);
}

static void
flush_bytes (png_structp png)
{
  (void) png;
}

static void
on_error (png_structp png, png_const_charp message)
{
  Writer *writer = png_get_error_ptr (png);

  if (writer->message == NULL)
    writer->message = g_strdup (message);
  png_longjmp (png, 1);
}

static void
on_warning (png_structp png, png_const_charp message)
{
  (void) png;
  (void) message;
}

static gboolean
is_opaque (const unsigned char *data, int stride, int width, int height)
{
  for (int y = 0; y < height; y++)
    {
      const guint32 *row = (const guint32 *) (data + (gsize) y * stride);

      for (int x = 0; x < width; x++)
        if ((row[x] >> 24) != 0xff)
          return FALSE;
    }
  return TRUE;
}

/* One row of cairo pixels (native-endian 0xAARRGGBB, premultiplied) as PNG
 * bytes: R G B, or R G B A unpremultiplied, rounded as cairo's writer rounds. */
static void
convert_row (const guint32 *in, int width, gboolean alpha, unsigned char *out)
{
  for (int x = 0; x < width; x++)
    {
      guint32 pixel = in[x];
      guint   a = pixel >> 24, r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;

      if (!alpha)
        {
          out[0] = r;
          out[1] = g;
          out[2] = b;
          out += 3;
          continue;
        }
      if (a == 0)
        r = g = b = 0;
      else if (a != 0xff)
        {
          r = (r * 255 + a / 2) / a;
          g = (g * 255 + a / 2) / a;
          b = (b * 255 + a / 2) / a;
        }
      out[0] = r;
      out[1] = g;
      out[2] = b;
      out[3] = a;
      out += 4;
    }
}

static int
png_filters (StPngFilter filter)
{
  switch (filter)
    {
      case ST_PNG_FILTER_NONE:
        return PNG_FILTER_NONE;
      case ST_PNG_FILTER_SUB:
        return PNG_FILTER_SUB;
      case ST_PNG_FILTER_UP:
        return PNG_FILTER_UP;
      case ST_PNG_FILTER_PAETH:
        return PNG_FILTER_PAETH;
      case ST_PNG_FILTER_ALL:
      default:
        return PNG_ALL_FILTERS;
    }
}

/* The part that may longjmp: no automatic variable it changes is read after
 * a jump, so none needs to be volatile. */
static gboolean
encode (png_structp      png,
        png_infop        info,
        cairo_surface_t *surface,
        int              level,
        StPngFilter      filter,
        unsigned char   *row)
{
  const unsigned char *data = cairo_image_surface_get_data (surface);
  int                  width = cairo_image_surface_get_width (surface);
  int                  height = cairo_image_surface_get_height (surface);
  int                  stride = cairo_image_surface_get_stride (surface);
  gboolean             alpha = cairo_image_surface_get_format (surface) == CAIRO_FORMAT_ARGB32
                   && !is_opaque (data, stride, width, height);

  if (setjmp (png_jmpbuf (png)))
    return FALSE;
  png_set_compression_level (png, level);
  png_set_filter (png, PNG_FILTER_TYPE_BASE, png_filters (filter));
  png_set_IHDR (png, info, width, height, 8, alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
  png_write_info (png, info);
  for (int y = 0; y < height; y++)
    {
      convert_row ((const guint32 *) (data + (gsize) y * stride), width, alpha, row);
      png_write_row (png, row);
    }
  png_write_end (png, info);
  return TRUE;
}

gboolean
st_png_encode_with (
    cairo_surface_t *surface, int level, StPngFilter filter, GByteArray *bytes, GError **error)
{
  Writer           writer = { bytes, NULL };
  g_autofree char *row = NULL;
  png_structp      png;
  png_infop        info = NULL;
  cairo_format_t   format;
  gboolean         ok;

  g_return_val_if_fail (surface != NULL, FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (level >= 0 && level <= 9, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  format = cairo_image_surface_get_format (surface);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS
      || (format != CAIRO_FORMAT_ARGB32 && format != CAIRO_FORMAT_RGB24)
      || cairo_image_surface_get_width (surface) < 1 || cairo_image_surface_get_height (surface) < 1)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _ ("Cannot write this image as PNG"));
      return FALSE;
    }
  cairo_surface_flush (surface);

  png = png_create_write_struct (PNG_LIBPNG_VER_STRING, &writer, on_error, on_warning);
  if (png != NULL)
    info = png_create_info_struct (png);
  if (png == NULL || info == NULL)
    {
      png_destroy_write_struct (&png, NULL);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _ ("Cannot write PNG: out of memory"));
      return FALSE;
    }
  png_set_write_fn (png, &writer, write_bytes, flush_bytes);
  row = g_malloc ((gsize) cairo_image_surface_get_width (surface) * 4);
  ok = encode (png, info, surface, level, filter, (unsigned char *) row);
  png_destroy_write_struct (&png, &info);
  if (!ok)
    {
      /* Translators: %s is libpng's own message, in English. */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _ ("Cannot write PNG: %s"),
                   writer.message ? writer.message : "libpng");
      g_free (writer.message);
      return FALSE;
    }
  return TRUE;
}

gboolean
st_png_encode (cairo_surface_t *surface, GByteArray *bytes, GError **error)
{
  return st_png_encode_with (surface, ST_PNG_LEVEL, ST_PNG_FILTER, bytes, error);
}
