/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "st-image-compare.h"

#define TOLERANCE 64
#define MAX_DIFFERING_FRACTION 0.005
#define MAX_MEAN 2.0

static guint32
pixel (cairo_surface_t *surface, int x, int y)
{
  const guchar *data = cairo_image_surface_get_data (surface);

  return *(const guint32 *) (data + (gsize) y * cairo_image_surface_get_stride (surface) + (gsize) x * 4);
}

gboolean
st_image_diff (cairo_surface_t *actual, cairo_surface_t *expected, int tolerance, StImageDiff *diff)
{
  int     width = cairo_image_surface_get_width (actual);
  int     height = cairo_image_surface_get_height (actual);
  guint64 sum = 0;

  if (width != cairo_image_surface_get_width (expected)
      || height != cairo_image_surface_get_height (expected))
    return FALSE;
  cairo_surface_flush (actual);
  cairo_surface_flush (expected);
  diff->differing = 0;
  diff->worst = 0;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 a = pixel (actual, x, y), b = pixel (expected, x, y);
        int     d = 0;

        for (int shift = 0; shift < 32; shift += 8)
          {
            int c = abs ((int) ((a >> shift) & 0xff) - (int) ((b >> shift) & 0xff));
            sum += (guint64) c;
            d = MAX (d, c);
          }
        diff->worst = MAX (diff->worst, d);
        if (d > tolerance)
          diff->differing++;
      }
  diff->mean = (double) sum / (4.0 * width * height);
  return TRUE;
}

static char *
ref_path (const char *name)
{
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *file = g_strconcat (name, ".png", NULL);

  if (root != NULL)
    return g_build_filename (root, "tests", "render", "ref", file, NULL);
  return g_test_build_filename (G_TEST_DIST, "ref", file, NULL);
}

static void
write_diff (cairo_surface_t *actual, cairo_surface_t *expected, const char *path)
{
  int              width = cairo_image_surface_get_width (actual);
  int              height = cairo_image_surface_get_height (actual);
  cairo_surface_t *out = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  guchar          *data = cairo_image_surface_get_data (out);
  int              stride = cairo_image_surface_get_stride (out);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 a = pixel (actual, x, y), b = pixel (expected, x, y);
        int     d = 0;

        for (int shift = 0; shift < 32; shift += 8)
          d = MAX (d, abs ((int) ((a >> shift) & 0xff) - (int) ((b >> shift) & 0xff)));
        *(guint32 *) (data + (gsize) y * stride + (gsize) x * 4) = d > TOLERANCE ? 0xff0000
                                                                   : d > 0       ? 0xffc0c0
                                                                                 : 0xffffff;
      }
  cairo_surface_mark_dirty (out);
  cairo_surface_write_to_png (out, path);
  cairo_surface_destroy (out);
}

void
st_assert_image_matches_ref (cairo_surface_t *actual, const char *name)
{
  g_autofree char *path = ref_path (name);
  g_autofree char *file = g_strconcat (name, ".png", NULL);
  g_autofree char *diff_file = g_strconcat (name, "-diff.png", NULL);
  g_autofree char *out = g_test_build_filename (G_TEST_BUILT, file, NULL);
  g_autofree char *diff_out = g_test_build_filename (G_TEST_BUILT, diff_file, NULL);
  cairo_surface_t *expected;
  StImageDiff      diff;
  int              pixels;

  if (g_strcmp0 (g_getenv ("SANDTABLE_UPDATE_REFS"), "1") == 0)
    {
      g_assert_cmpint (cairo_surface_write_to_png (actual, path), ==, CAIRO_STATUS_SUCCESS);
      g_test_message ("wrote %s", path);
      return;
    }
  expected = cairo_image_surface_create_from_png (path);
  if (cairo_surface_status (expected) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_write_to_png (actual, out);
      cairo_surface_destroy (expected);
      g_error ("no reference image %s (the image drawn is %s; run with SANDTABLE_UPDATE_REFS=1 to make it)",
               path, out);
    }
  if (cairo_image_surface_get_format (expected) != CAIRO_FORMAT_ARGB32)
    {
      /* PNGs without alpha load as RGB24; compare like with like. */
      cairo_surface_t *argb =
          cairo_image_surface_create (CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width (expected),
                                      cairo_image_surface_get_height (expected));
      cairo_t *cr = cairo_create (argb);

      cairo_set_source_surface (cr, expected, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      cairo_surface_destroy (expected);
      expected = argb;
    }

  if (!st_image_diff (actual, expected, TOLERANCE, &diff))
    {
      cairo_surface_write_to_png (actual, out);
      g_error ("%s is %dx%d, its reference %dx%d (the image drawn is %s)", name,
               cairo_image_surface_get_width (actual), cairo_image_surface_get_height (actual),
               cairo_image_surface_get_width (expected), cairo_image_surface_get_height (expected), out);
    }
  pixels = cairo_image_surface_get_width (actual) * cairo_image_surface_get_height (actual);
  g_test_message ("%s: %u of %d pixels differ by more than %d; worst %d, mean %.3f", name, diff.differing,
                  pixels, TOLERANCE, diff.worst, diff.mean);
  if (diff.differing > pixels * MAX_DIFFERING_FRACTION || diff.mean > MAX_MEAN)
    {
      cairo_surface_write_to_png (actual, out);
      write_diff (actual, expected, diff_out);
      g_test_message ("wrote %s and %s", out, diff_out);
    }
  g_assert_cmpfloat (diff.differing, <=, pixels * MAX_DIFFERING_FRACTION);
  g_assert_cmpfloat (diff.mean, <=, MAX_MEAN);
  cairo_surface_destroy (expected);
}
