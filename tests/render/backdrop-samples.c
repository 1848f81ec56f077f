/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "backdrop-samples.h"

static GBytes *
deflate (const void *data, gsize length)
{
  g_autoptr (GZlibCompressor) compressor = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB, 6);
  g_autoptr (GByteArray) out = g_byte_array_new ();
  gsize in_at = 0;

  for (;;)
    {
      guint8           buffer[65536];
      gsize            read = 0, written = 0;
      GConverterResult result;

      result = g_converter_convert (G_CONVERTER (compressor), (const guint8 *) data + in_at, length - in_at,
                                    buffer, sizeof buffer, G_CONVERTER_INPUT_AT_END, &read, &written, NULL);
      g_assert_cmpint (result, !=, G_CONVERTER_ERROR);
      in_at += read;
      g_byte_array_append (out, buffer, (guint) written);
      if (result == G_CONVERTER_FINISHED)
        break;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

GBytes *
backdrop_sample_pdf (const char *content, gsize length)
{
  return backdrop_sample_pdf_sized (content, length, 595, 842);
}

GBytes *
backdrop_sample_pdf_sized (const char *content, gsize length, guint width_pt, guint height_pt)
{
  g_autoptr (GBytes) stream = deflate (content, length);
  g_autoptr (GByteArray) out = g_byte_array_new ();
  g_autofree char *stream_head =
      g_strdup_printf ("<< /Length %zu /Filter /FlateDecode >>\nstream\n", g_bytes_get_size (stream));
  g_autofree char *page = g_strdup_printf (
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %u %u] /Contents 4 0 R >>", width_pt, height_pt);
  const char *objects[] = {
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    page,
    NULL,
  };
  gsize offsets[4];
  g_autoptr (GString) tail = g_string_new (NULL);
  gsize xref;

  g_byte_array_append (out, (const guint8 *) "%PDF-1.4\n", 9);
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *head = g_strdup_printf ("%u 0 obj\n", i + 1);

      offsets[i] = out->len;
      g_byte_array_append (out, (const guint8 *) head, (guint) strlen (head));
      if (objects[i] != NULL)
        g_byte_array_append (out, (const guint8 *) objects[i], (guint) strlen (objects[i]));
      else
        {
          g_byte_array_append (out, (const guint8 *) stream_head, (guint) strlen (stream_head));
          g_byte_array_append (out, g_bytes_get_data (stream, NULL), (guint) g_bytes_get_size (stream));
          g_byte_array_append (out, (const guint8 *) "\nendstream", 10);
        }
      g_byte_array_append (out, (const guint8 *) "\nendobj\n", 8);
    }
  xref = out->len;
  g_string_append (tail, "xref\n0 5\n0000000000 65535 f \n");
  for (guint i = 0; i < 4; i++)
    g_string_append_printf (tail, "%010zu 00000 n \n", offsets[i]);
  g_string_append_printf (tail, "trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n%zu\n%%%%EOF\n", xref);
  g_byte_array_append (out, (const guint8 *) tail->str, (guint) tail->len);
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

GBytes *
backdrop_sample_pdf_lines (guint n_lines)
{
  g_autoptr (GString) content = g_string_sized_new (n_lines * 20);

  /* Lines 30 points wide: each costs the drawing more than parsing it. */
  g_string_append (content, "30 w\n");
  for (guint i = 0; i < n_lines; i++)
    g_string_append_printf (content, "%u 0 m %u 842 l S\n", i % 596, 595 - i % 596);
  return backdrop_sample_pdf (content->str, content->len);
}

static guint32
crc32 (const guint8 *data, gsize length)
{
  guint32 crc = 0xffffffff;

  for (gsize i = 0; i < length; i++)
    {
      crc ^= data[i];
      for (int k = 0; k < 8; k++)
        crc = (crc >> 1) ^ (0xedb88320 & (0u - (crc & 1)));
    }
  return crc ^ 0xffffffff;
}

static void
png_chunk (GByteArray *out, const char *kind, const guint8 *data, guint length)
{
  guint32 be = GUINT32_TO_BE (length);
  gsize   at;

  g_byte_array_append (out, (const guint8 *) &be, 4);
  at = out->len;
  g_byte_array_append (out, (const guint8 *) kind, 4);
  if (length > 0)
    g_byte_array_append (out, data, length);
  be = GUINT32_TO_BE (crc32 (out->data + at, length + 4));
  g_byte_array_append (out, (const guint8 *) &be, 4);
}

static GBytes *
png_with_rows (guint32 width, guint32 height, guint32 rows)
{
  g_autoptr (GByteArray) out = g_byte_array_new ();
  g_autoptr (GByteArray) raw = g_byte_array_new ();
  g_autoptr (GBytes) idat = NULL;
  guint8  ihdr[13] = { 0 };
  guint32 be;

  be = GUINT32_TO_BE (width);
  memcpy (ihdr, &be, 4);
  be = GUINT32_TO_BE (height);
  memcpy (ihdr + 4, &be, 4);
  ihdr[8] = 8; /* bits */
  ihdr[9] = 2; /* RGB */
  for (guint32 y = 0; y < rows; y++)
    {
      guint8 filter = 0;

      g_byte_array_append (raw, &filter, 1);
      for (guint32 x = 0; x < width; x++)
        g_byte_array_append (raw, (const guint8 *) "\x00\xc8\x00", 3);
    }
  idat = deflate (raw->data, raw->len);
  g_byte_array_append (out, (const guint8 *) "\x89PNG\r\n\x1a\n", 8);
  png_chunk (out, "IHDR", ihdr, 13);
  png_chunk (out, "IDAT", g_bytes_get_data (idat, NULL), (guint) g_bytes_get_size (idat));
  png_chunk (out, "IEND", NULL, 0);
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

GBytes *
backdrop_sample_png_header (guint32 width, guint32 height)
{
  return png_with_rows (width, height, 1);
}

GBytes *
backdrop_sample_png (guint32 width, guint32 height)
{
  return png_with_rows (width, height, height);
}

GBytes *
backdrop_sample_svg (void)
{
  g_autoptr (GString) svg =
      g_string_new ("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
                    "width=\"20000\" height=\"20000\">\n");

  for (int i = 0; i < 20; i++)
    g_string_append_printf (svg, "<filter id=\"f%d\"><feGaussianBlur stdDeviation=\"%d\"/></filter>\n", i,
                            900 + i);
  for (int i = 0; i < 20; i++)
    g_string_append_printf (svg, "<rect width=\"20000\" height=\"20000\" filter=\"url(#f%d)\"/>\n", i);
  g_string_append (svg, "</svg>\n");
  return g_string_free_to_bytes (g_steal_pointer (&svg));
}

GBytes *
backdrop_sample_tiff (void)
{
  /* Little-endian: header, one directory of 8 entries, the 6 bytes of pixels. */
  static const guint16 entries[8][2] = {
    { 256, 2 }, { 257, 1 }, { 258, 8 }, { 262, 2 }, { 273, 8 + 2 + 8 * 12 + 4 },
    { 277, 3 }, { 278, 1 }, { 279, 6 }
  };
  g_autoptr (GByteArray) out = g_byte_array_new ();
  guint8  pixels[6] = { 0xff, 0, 0, 0, 0xff, 0 };
  guint16 n = GUINT16_TO_LE (8);
  guint32 offset = GUINT32_TO_LE (8), zero = 0;

  g_byte_array_append (out, (const guint8 *) "II*\0", 4);
  g_byte_array_append (out, (const guint8 *) &offset, 4);
  g_byte_array_append (out, (const guint8 *) &n, 2);
  for (guint i = 0; i < 8; i++)
    {
      gboolean long_value = entries[i][0] == 273 || entries[i][0] == 279;
      guint16  tag = GUINT16_TO_LE (entries[i][0]), type = GUINT16_TO_LE (long_value ? 4 : 3);
      guint32  count = GUINT32_TO_LE (1), value = GUINT32_TO_LE ((guint32) entries[i][1]);

      g_byte_array_append (out, (const guint8 *) &tag, 2);
      g_byte_array_append (out, (const guint8 *) &type, 2);
      g_byte_array_append (out, (const guint8 *) &count, 4);
      g_byte_array_append (out, (const guint8 *) &value, 4);
    }
  g_byte_array_append (out, (const guint8 *) &zero, 4);
  g_byte_array_append (out, pixels, 6);
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

GBytes *
backdrop_sample_gif (void)
{
  static const guint8 gif[] = { 0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80,
                                0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0x21, 0xf9, 0x04,
                                0x01, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x01,
                                0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b };

  return g_bytes_new_static (gif, sizeof gif);
}

GBytes *
backdrop_sample_xpm (void)
{
  static const char xpm[] = "/* XPM */\nstatic char *x[] = {\n\"1 1 1 1\",\n\"a c #00ff00\",\n\"a\"\n};\n";

  return g_bytes_new_static (xpm, sizeof xpm - 1);
}

void
backdrop_sample_write (const char *path, GBytes *bytes)
{
  g_autoptr (GError) error = NULL;

  g_file_set_contents (path, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), &error);
  g_assert_no_error (error);
}
