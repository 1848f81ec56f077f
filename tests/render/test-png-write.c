/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-scenario-io.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"
#include "render/st-png-write.h"

/* st_png_encode (): what it writes reads back, through libpng in cairo, as the
 * pixels of the surface (exactly where they are opaque; where they are not, as
 * cairo's own writer's file reads back), and is not much larger than cairo's. */

typedef struct
{
  const GByteArray *bytes;
  guint             offset;
} Reader;

static cairo_status_t
read_bytes (void *closure, unsigned char *data, unsigned int length)
{
  Reader *reader = closure;

  if (length > reader->bytes->len - reader->offset)
    return CAIRO_STATUS_READ_ERROR;
  memcpy (data, reader->bytes->data + reader->offset, length);
  reader->offset += length;
  return CAIRO_STATUS_SUCCESS;
}

static cairo_status_t
append_to_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static cairo_surface_t *
decode (const GByteArray *bytes)
{
  Reader           reader = { bytes, 0 };
  cairo_surface_t *surface = cairo_image_surface_create_from_png_stream (read_bytes, &reader);

  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpuint (reader.offset, ==, bytes->len);
  return surface;
}

static GByteArray *
cairo_png (cairo_surface_t *surface)
{
  GByteArray *bytes = g_byte_array_new ();

  g_assert_cmpint (cairo_surface_write_to_png_stream (surface, append_to_bytes, bytes), ==,
                   CAIRO_STATUS_SUCCESS);
  return bytes;
}

/* The PNG colour type, from the header: 2 RGB, 6 RGBA. */
static int
colour_type (const GByteArray *bytes)
{
  g_assert_cmpuint (bytes->len, >, 33);
  g_assert_cmpmem (bytes->data, 8, "\x89PNG\r\n\x1a\n", 8);
  g_assert_cmpmem (bytes->data + 12, 4, "IHDR", 4);
  return bytes->data[25];
}

/* Pixel for pixel; an opaque RGB24 image equals the ARGB32 one it came from. */
static void
assert_same_pixels (cairo_surface_t *a, cairo_surface_t *b)
{
  int width = cairo_image_surface_get_width (a), height = cairo_image_surface_get_height (a);

  g_assert_cmpint (cairo_image_surface_get_width (b), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (b), ==, height);
  cairo_surface_flush (a);
  cairo_surface_flush (b);
  for (int y = 0; y < height; y++)
    {
      const guint32 *ra =
          (const guint32 *) (cairo_image_surface_get_data (a) + y * cairo_image_surface_get_stride (a));
      const guint32 *rb =
          (const guint32 *) (cairo_image_surface_get_data (b) + y * cairo_image_surface_get_stride (b));

      for (int x = 0; x < width; x++)
        if ((ra[x] | 0xff000000u * (cairo_image_surface_get_format (a) == CAIRO_FORMAT_RGB24))
            != (rb[x] | 0xff000000u * (cairo_image_surface_get_format (b) == CAIRO_FORMAT_RGB24)))
          g_error ("pixel %d,%d: %08x, read back %08x", x, y, ra[x], rb[x]);
    }
}

static void
test_board (void)
{
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) s = NULL;
  g_autoptr (StBoardLayout) layout = NULL;
  g_autoptr (GByteArray) ours = g_byte_array_new ();
  g_autoptr (GByteArray) theirs = NULL;
  StRenderOptions  options;
  cairo_surface_t *surface, *read;
  cairo_t         *cr;

  g_assert_nonnull (root);
  path = g_build_filename (root, "data", "scenarios", "manover-finland.xml", NULL);
  s = st_scenario_load_file (path, NULL, &error);
  g_assert_no_error (error);
  layout = st_board_layout_new (s);
  st_render_options_init (&options);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 900, 700);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  st_render_board_fit (cr, s, layout, &options, 900, 700);
  cairo_destroy (cr);

  g_assert_true (st_png_encode (surface, ours, &error));
  g_assert_no_error (error);
  g_assert_cmpint (colour_type (ours), ==, 2); /* opaque: RGB, no alpha channel */
  read = decode (ours);
  assert_same_pixels (surface, read);
  theirs = cairo_png (surface);
  g_test_message ("board: %u bytes, cairo's writer %u", ours->len, theirs->len);
  g_assert_cmpuint (ours->len, <=, theirs->len * 3 / 2);
  cairo_surface_destroy (read);
  cairo_surface_destroy (surface);
}

/* Transparent and half-transparent pixels, written by every filter at the
 * lowest and highest zlib levels, and by libdeflate at every level. */
static void
test_alpha (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 130, 70);
  cairo_pattern_t *gradient = cairo_pattern_create_linear (0, 0, 130, 0);
  g_autoptr (GByteArray) theirs = NULL;
  cairo_surface_t *expected;
  cairo_t         *cr = cairo_create (surface);

  cairo_pattern_add_color_stop_rgba (gradient, 0, 0.9, 0.2, 0.1, 0);
  cairo_pattern_add_color_stop_rgba (gradient, 1, 0.1, 0.4, 0.8, 1);
  cairo_set_source (cr, gradient);
  cairo_rectangle (cr, 0, 0, 130, 40);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, 0.3, 0.7, 0.2, 0.37);
  cairo_arc (cr, 65, 45, 24, 0, 6.3);
  cairo_fill (cr);
  cairo_destroy (cr);
  cairo_pattern_destroy (gradient);

  /* cairo's writer and reader do not give back a premultiplied pixel
   * exactly either; ours must give back what theirs does. */
  theirs = cairo_png (surface);
  expected = decode (theirs);
  for (int level = 0; level <= 9; level += 9)
    for (int filter = ST_PNG_FILTER_NONE; filter <= ST_PNG_FILTER_ALL; filter++)
      {
        g_autoptr (GByteArray) ours = g_byte_array_new ();
        g_autoptr (GError) error = NULL;
        cairo_surface_t *read;

        g_assert_true (st_png_encode_with (surface, level, filter, ours, &error));
        g_assert_no_error (error);
        g_assert_cmpint (colour_type (ours), ==, 6);
        read = decode (ours);
        assert_same_pixels (expected, read);
        cairo_surface_destroy (read);
      }
  /* libdeflate's whole-image stream (st_png_encode () takes it), at each level. */
  for (int level = 0; HAVE_LIBDEFLATE && level <= 12; level++)
    {
      g_autoptr (GByteArray) ours = g_byte_array_new ();
      g_autoptr (GError) error = NULL;
      cairo_surface_t *read;

      g_assert_true (st_png_encode_deflate (surface, level, ours, &error));
      g_assert_no_error (error);
      g_assert_cmpint (colour_type (ours), ==, 6);
      read = decode (ours);
      assert_same_pixels (expected, read);
      cairo_surface_destroy (read);
    }
  cairo_surface_destroy (expected);
  cairo_surface_destroy (surface);
}

/* An RGB24 surface's undefined top byte is not read as alpha. */
static void
test_rgb24 (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 20, 10);
  g_autoptr (GByteArray) ours = g_byte_array_new ();
  cairo_surface_t *read;

  cairo_surface_flush (surface);
  for (int y = 0; y < 10; y++)
    for (int x = 0; x < 20; x++)
      ((guint32 *) (cairo_image_surface_get_data (surface)
                    + y * cairo_image_surface_get_stride (surface)))[x] =
          (guint32) (x * 12) << 16 | (guint32) (y * 25) << 8 | 0x40u | (x % 2 ? 0x12000000u : 0);
  cairo_surface_mark_dirty (surface);
  g_assert_true (st_png_encode (surface, ours, NULL));
  g_assert_cmpint (colour_type (ours), ==, 2);
  read = decode (ours);
  assert_same_pixels (surface, read);
  cairo_surface_destroy (read);
  cairo_surface_destroy (surface);
}

/* Noise does not compress: its stream goes out in more than one IDAT chunk,
 * which read back as one. */
static void
test_chunks (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 800, 600);
  g_autoptr (GByteArray) ours = g_byte_array_new ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (24);
  cairo_surface_t *read;
  guint            idat = 0;

  cairo_surface_flush (surface);
  for (int y = 0; y < 600; y++)
    for (int x = 0; x < 800; x++)
      ((guint32 *) (cairo_image_surface_get_data (surface)
                    + y * cairo_image_surface_get_stride (surface)))[x] = g_rand_int (rand) & 0xffffff;
  cairo_surface_mark_dirty (surface);
  g_assert_true (st_png_encode (surface, ours, NULL));
  for (guint at = 8; at + 8 <= ours->len;)
    {
      guint32 length = (guint32) ours->data[at] << 24 | (guint32) ours->data[at + 1] << 16
                       | (guint32) ours->data[at + 2] << 8 | ours->data[at + 3];

      idat += memcmp (ours->data + at + 4, "IDAT", 4) == 0;
      at += 12 + length;
    }
  g_assert_cmpuint (idat, >=, HAVE_LIBDEFLATE ? 2 : 1);
  read = decode (ours);
  assert_same_pixels (surface, read);
  cairo_surface_destroy (read);
  cairo_surface_destroy (surface);
}

static void
test_refused (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 16, 16);
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  g_autoptr (GError) error = NULL;

  g_assert_false (st_png_encode (surface, bytes, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_cmpuint (bytes->len, ==, 0);
  cairo_surface_destroy (surface);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/png-write/board", test_board);
  g_test_add_func ("/render/png-write/alpha", test_alpha);
  g_test_add_func ("/render/png-write/rgb24", test_rgb24);
  g_test_add_func ("/render/png-write/chunks", test_chunks);
  g_test_add_func ("/render/png-write/refused", test_refused);
  return g_test_run ();
}
