/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <glib/gi18n-lib.h>
#if HAVE_LIBDEFLATE
#include <libdeflate.h>
#endif
#include <png.h>
#include <setjmp.h>
#include <string.h>

#include "render/st-png-write.h"

/* PNG files written through libpng rather than cairo_surface_write_to_png_stream ():
 * cairo's writer keeps libpng's defaults, and on a board exported at a few
 * thousand pixels most of the time went to zlib at level 6 trying every filter
 * on every row. A board is large areas of a few colours and repeating patterns,
 * which a low level with no filter compresses as well (st-png-write.h).
 * st_png_encode () goes further: the unfiltered rows are one buffer, which
 * libdeflate compresses in one call, and the few chunks around it are written
 * here. */

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

static gboolean
check_surface (cairo_surface_t *surface, GError **error)
{
  cairo_format_t format = cairo_image_surface_get_format (surface);

  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS
      || (format != CAIRO_FORMAT_ARGB32 && format != CAIRO_FORMAT_RGB24)
      || cairo_image_surface_get_width (surface) < 1 || cairo_image_surface_get_height (surface) < 1)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _ ("Cannot write this image as PNG"));
      return FALSE;
    }
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
  gboolean         ok;

  g_return_val_if_fail (surface != NULL, FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (level >= 0 && level <= 9, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_surface (surface, error))
    return FALSE;
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

#if HAVE_LIBDEFLATE
static void
append_be32 (GByteArray *bytes, guint32 value)
{
  guint8 be[4] = { value >> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff };

  g_byte_array_append (bytes, be, 4);
}

/* A chunk: its length, its type and data, and the CRC of type and data. */
static void
append_chunk (GByteArray *bytes, const char *type, const guint8 *data, gsize length)
{
  guint32 crc = libdeflate_crc32 (0, type, 4);

  append_be32 (bytes, (guint32) length);
  g_byte_array_append (bytes, (const guint8 *) type, 4);
  /* libdeflate_crc32 () of a NULL buffer is its starting value, not crc. */
  if (length > 0)
    {
      g_byte_array_append (bytes, data, (guint) length);
      crc = libdeflate_crc32 (crc, data, length);
    }
  append_be32 (bytes, crc);
}

gboolean
st_png_encode_deflate (cairo_surface_t *surface, int level, GByteArray *bytes, GError **error)
{
  static const guint8           signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
  const unsigned char          *data;
  int                           width, height, stride;
  gboolean                      alpha;
  gsize                         row_bytes, raw_size, bound, packed;
  g_autofree guint8            *raw = NULL;
  g_autofree guint8            *zlib = NULL;
  guint8                        header[13];
  struct libdeflate_compressor *compressor;

  g_return_val_if_fail (surface != NULL, FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (level >= 0 && level <= 12, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_surface (surface, error))
    return FALSE;
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  stride = cairo_image_surface_get_stride (surface);
  alpha = cairo_image_surface_get_format (surface) == CAIRO_FORMAT_ARGB32
          && !is_opaque (data, stride, width, height);

  /* The rows, each after its filter byte (0, none). */
  row_bytes = 1 + (gsize) width * (alpha ? 4 : 3);
  raw_size = row_bytes * (gsize) height;
  raw = g_malloc (raw_size);
  for (int y = 0; y < height; y++)
    {
      raw[row_bytes * y] = 0;
      convert_row ((const guint32 *) (data + (gsize) y * stride), width, alpha, raw + row_bytes * y + 1);
    }

  compressor = libdeflate_alloc_compressor (level);
  if (compressor == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _ ("Cannot write PNG: out of memory"));
      return FALSE;
    }
  bound = libdeflate_zlib_compress_bound (compressor, raw_size);
  zlib = g_malloc (bound);
  packed = libdeflate_zlib_compress (compressor, raw, raw_size, zlib, bound);
  libdeflate_free_compressor (compressor);
  if (packed == 0 || packed > G_MAXINT32)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _ ("Cannot write this image as PNG"));
      return FALSE;
    }

  g_byte_array_append (bytes, signature, sizeof signature);
  header[0] = (guint32) width >> 24;
  header[1] = ((guint32) width >> 16) & 0xff;
  header[2] = ((guint32) width >> 8) & 0xff;
  header[3] = (guint32) width & 0xff;
  header[4] = (guint32) height >> 24;
  header[5] = ((guint32) height >> 16) & 0xff;
  header[6] = ((guint32) height >> 8) & 0xff;
  header[7] = (guint32) height & 0xff;
  header[8] = 8; /* bits a sample */
  header[9] = alpha ? 6 : 2; /* RGBA or RGB */
  header[10] = 0; /* deflate */
  header[11] = 0; /* adaptive filtering, each row saying its filter */
  header[12] = 0; /* not interlaced */
  append_chunk (bytes, "IHDR", header, sizeof header);
  /* The compressed stream in IDAT chunks of at most ST_PNG_IDAT_SIZE (one
   * would do, but readers that stream prefer them small). */
  for (gsize at = 0; at < packed; at += ST_PNG_IDAT_SIZE)
    append_chunk (bytes, "IDAT", zlib + at, MIN (ST_PNG_IDAT_SIZE, packed - at));
  append_chunk (bytes, "IEND", NULL, 0);
  return TRUE;
}

#else
gboolean
st_png_encode_deflate (cairo_surface_t *surface, int level, GByteArray *bytes, GError **error)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "built without libdeflate");
  return FALSE;
}
#endif

gboolean
st_png_encode (cairo_surface_t *surface, GByteArray *bytes, GError **error)
{
  g_return_val_if_fail (surface != NULL, FALSE);

  /* libdeflate needs the whole image at once: past a size, the zlib stream of
   * libpng, a row at a time. */
  if (HAVE_LIBDEFLATE && cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS
      && cairo_surface_get_type (surface) == CAIRO_SURFACE_TYPE_IMAGE
      && (gsize) cairo_image_surface_get_width (surface) * cairo_image_surface_get_height (surface)
             <= ST_PNG_DEFLATE_MAX_PIXELS)
    return st_png_encode_deflate (surface, ST_PNG_DEFLATE_LEVEL, bytes, error);
  return st_png_encode_with (surface, ST_PNG_LEVEL, ST_PNG_FILTER, bytes, error);
}
