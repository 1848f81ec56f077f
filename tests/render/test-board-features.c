/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <cairo-pdf.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <unistd.h>

#if HAVE_BACKDROP_DECODERS
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif

#include "core/st-scenario.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"
#include "render/st-render-backdrop.h"
#include "render/st-render-export.h"

/* Features of the board drawing checked pixel by pixel: several features on
 * one side of a cell; the tracing image, its limits, and exports that have it
 * only when asked. */

#define SCALE 12.0

static StScenario *
small_hex (void)
{
  StScenario *s = st_scenario_new (st_family_lookup ("maneuver-hex"), ST_BOARD_HEX);
  StTerrain  *clear = st_terrain_new ("clear", "#ffffff");
  StEdgeType *border = st_edge_type_new ("border", "#ff0000");
  StEdgeType *river = st_edge_type_new ("river", "#0000ff");

  st_text_set (s->title, "en", "Features");
  st_text_set (clear->name, "en", "Clear");
  g_ptr_array_add (s->terrains, clear);
  border->width = 4;
  river->width = 3;
  g_ptr_array_add (s->edge_types, border);
  g_ptr_array_add (s->edge_types, river);
  s->board->columns = 3;
  s->board->rows = 3;
  return s;
}

static guint32
pixel_at (cairo_surface_t *surface, int x, int y)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int           stride = cairo_image_surface_get_stride (surface);

  return *(const guint32 *) (data + (gsize) y * stride + (gsize) x * 4);
}

/* How red and how blue a pixel is: its red (or blue) channel above the other two. */
static int
redness (guint32 pixel)
{
  return (int) ((pixel >> 16) & 0xff) - (int) MAX ((pixel >> 8) & 0xff, pixel & 0xff);
}

static int
blueness (guint32 pixel)
{
  return (int) (pixel & 0xff) - (int) MAX ((pixel >> 16) & 0xff, (pixel >> 8) & 0xff);
}

static cairo_surface_t *
draw (const StScenario *s, const StBoardLayout *layout)
{
  double           width, height;
  cairo_surface_t *surface;
  cairo_t         *cr;
  StRenderOptions  options;

  st_board_layout_get_extent (layout, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (width * SCALE),
                                        (int) ceil (height * SCALE));
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, SCALE, SCALE);
  st_render_options_init (&options);
  options.show_labels = FALSE;
  options.show_units = FALSE;
  st_render_board (cr, s, layout, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Where, across the side between a and b, the red and the blue pixels lie on
 * average (board units from the side's middle, along its normal). */
static void
colour_centres (
    cairo_surface_t *image, const StBoardLayout *layout, StCell a, StCell b, double *red, double *blue)
{
  double x0, y0, x1, y1, nx, ny, length, mx, my;
  double red_sum = 0, blue_sum = 0;
  guint  n_red = 0, n_blue = 0;

  g_assert_true (st_board_layout_edge_segment (layout, a, b, &x0, &y0, &x1, &y1));
  length = hypot (x1 - x0, y1 - y0);
  nx = -(y1 - y0) / length;
  ny = (x1 - x0) / length;
  mx = (x0 + x1) / 2;
  my = (y0 + y1) / 2;
  for (double d = -6; d <= 6; d += 0.1)
    {
      guint32 pixel = pixel_at (image, (int) ((mx + nx * d) * SCALE), (int) ((my + ny * d) * SCALE));

      if (redness (pixel) > 120)
        {
          red_sum += d;
          n_red++;
        }
      if (blueness (pixel) > 120)
        {
          blue_sum += d;
          n_blue++;
        }
    }
  g_assert_cmpuint (n_red, >, 0);
  g_assert_cmpuint (n_blue, >, 0);
  *red = red_sum / n_red;
  *blue = blue_sum / n_blue;
}

/* A border along a river: both lie on the side, next to each other, so that
 * both show; a side with one feature keeps it on the side's middle. */
static void
test_shared_side (void)
{
  g_autoptr (StScenario) s = small_hex ();
  g_autoptr (StBoardLayout) layout = NULL;
  StCell           a = { 1, 1 }, b = { 1, 2 };
  cairo_surface_t *image;
  double           red, blue;

  /* Written in either order, as files may have them. */
  g_ptr_array_add (s->board->edges, st_edge_new_cells ("river", b, a));
  g_ptr_array_add (s->board->edges, st_edge_new_cells ("border", a, b));
  g_ptr_array_add (s->board->edges, st_edge_new_cells ("border", (StCell){ 0, 0 }, (StCell){ 1, 0 }));
  layout = st_board_layout_new (s);
  image = draw (s, layout);

  colour_centres (image, layout, a, b, &red, &blue);
  g_test_message ("border at %.2f, river at %.2f", red, blue);
  g_assert_cmpfloat (fabs (red - blue), >, 2.5);
  g_assert_cmpfloat (red * blue, <, 0);

  /* The lone border stays centred. */
  {
    double x0, y0, x1, y1;
    int    px, py;

    g_assert_true (
        st_board_layout_edge_segment (layout, (StCell){ 0, 0 }, (StCell){ 1, 0 }, &x0, &y0, &x1, &y1));
    px = (int) ((x0 + x1) / 2 * SCALE);
    py = (int) ((y0 + y1) / 2 * SCALE);
    g_assert_cmpint (redness (pixel_at (image, px, py)), >, 120);
  }
  cairo_surface_destroy (image);
}

/* The tracing image */

#if HAVE_BACKDROP_DECODERS
static void
write_png (const char *path, int width, int height, double r, double g, double b)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t         *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, r, g, b);
  cairo_paint (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}
#endif

/* A file of size bytes, without writing them (a sparse file). */
static void
write_sized (const char *path, goffset size)
{
  int fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0644);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, size), ==, 0);
  close (fd);
}

/* ST_BACKDROP_MAX_BYTES: a file one byte larger is refused before it is read,
 * by the path check and by the decoder; one of exactly that size passes the
 * path check. */
static void
test_backdrop_size_limit (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-backdrop-XXXXXX", NULL);
  g_autofree char *scenario = g_build_filename (dir, "map.sandtable.xml", NULL);
  g_autofree char *big = g_build_filename (dir, "big.png", NULL);
  g_autofree char *edge = g_build_filename (dir, "edge.png", NULL);
  g_autofree char *resolved = NULL;
  g_autoptr (GError) error = NULL;
  double pixel_size;

  write_sized (big, (goffset) ST_BACKDROP_MAX_BYTES + 1);
  write_sized (edge, ST_BACKDROP_MAX_BYTES);
  g_assert_null (st_backdrop_resolve (scenario, "big.png", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_test_message ("%s", error->message);
  g_clear_error (&error);
#if HAVE_BACKDROP_DECODERS
  g_assert_null (st_render_backdrop_load (big, "big.png", 1, &pixel_size, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_clear_error (&error);
#endif

  resolved = st_backdrop_resolve (scenario, "edge.png", &error);
  g_assert_no_error (error);
  g_assert_nonnull (resolved);
  /* Not an image, though: the decoder says so. */
  g_assert_null (st_render_backdrop_load (resolved, "edge.png", 1, &pixel_size, &error));
  g_assert_nonnull (error);

  g_unlink (big);
  g_unlink (edge);
  g_rmdir (dir);
}

#if HAVE_BACKDROP_DECODERS
/* ST_BACKDROP_MAX_PIXELS: a PNG wider than that is refused (from its header,
 * before its pixels are decoded); one exactly that wide is drawn. */
static void
test_backdrop_pixel_limit (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-backdrop-XXXXXX", NULL);
  g_autofree char *wide = g_build_filename (dir, "wide.png", NULL);
  g_autofree char *fits = g_build_filename (dir, "fits.png", NULL);
  g_autoptr (GError) error = NULL;
  cairo_surface_t *image;
  double           pixel_size = 0;

  write_png (wide, ST_BACKDROP_MAX_PIXELS + 1, 2, 1, 0, 0);
  write_png (fits, 2, ST_BACKDROP_MAX_PIXELS, 1, 0, 0);
  g_assert_null (st_render_backdrop_load (wide, "wide.png", 1, &pixel_size, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  image = st_render_backdrop_load (fits, "fits.png", 1, &pixel_size, NULL);
  g_assert_nonnull (image);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, ST_BACKDROP_MAX_PIXELS);
  g_assert_cmpfloat (pixel_size, ==, 1.0);
  cairo_surface_destroy (image);
  g_unlink (wide);
  g_unlink (fits);
  g_rmdir (dir);
}

/* A PDF page too large for ST_BACKDROP_MAX_PIXELS at ST_BACKDROP_PDF_DPI is
 * drawn at fewer pixels an inch, its pixel size saying how many. */
static void
test_backdrop_large_pdf_page (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-backdrop-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "wall.pdf", NULL);
  cairo_surface_t *surface = cairo_pdf_surface_create (pdf, 7200, 720); /* 100 × 10 inches */
  cairo_t         *cr = cairo_create (surface);
  cairo_surface_t *image;
  double           pixel_size = 0;

  cairo_rectangle (cr, 10, 10, 100, 100);
  cairo_fill (cr);
  cairo_show_page (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  image = st_render_backdrop_load (pdf, "wall.pdf", 1, &pixel_size, NULL);
  g_assert_nonnull (image);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, ST_BACKDROP_MAX_PIXELS);
  g_assert_cmpint (cairo_image_surface_get_height (image), <=, ST_BACKDROP_MAX_PIXELS);
  /* 150 pixels an inch counted, 81.92 drawn. */
  g_assert_cmpfloat_with_epsilon (pixel_size, 100 * ST_BACKDROP_PDF_DPI / ST_BACKDROP_MAX_PIXELS, 1e-9);
  cairo_surface_destroy (image);
  g_unlink (pdf);
  g_rmdir (dir);
}

static guint32
exported_pixel (const char *png, const StBoardLayout *layout, StCell cell)
{
  cairo_surface_t *image = cairo_image_surface_create_from_png (png);
  double           width, height, bx, by, scale;
  guint32          pixel;

  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  st_board_layout_get_extent (layout, &width, &height);
  st_board_layout_cell_center (layout, cell, &bx, &by);
  scale = cairo_image_surface_get_width (image) / width;
  pixel = pixel_at (image, (int) (bx * scale), (int) (by * scale));
  cairo_surface_destroy (image);
  return pixel & 0xffffff;
}

/* An export has the tracing image under the board only when asked. */
static void
test_backdrop_export (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-backdrop-XXXXXX", NULL);
  g_autofree char *scenario_path = g_build_filename (dir, "map.sandtable.xml", NULL);
  g_autofree char *scan = g_build_filename (dir, "scan.png", NULL);
  g_autofree char *plain = g_build_filename (dir, "plain.png", NULL);
  g_autofree char *traced = g_build_filename (dir, "traced.png", NULL);
  g_autoptr (StScenario) s = small_hex ();
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  g_autoptr (GError) error = NULL;
  cairo_surface_t *image;
  double           pixel_size;
  StRenderOptions  options;

  write_png (scan, 100, 100, 0, 1, 0);
  s->board->backdrop = st_backdrop_new ("scan.png");
  s->board->backdrop->scale = 5;
  s->board->backdrop->opacity = 1.0;

  st_render_options_init (&options);
  options.show_labels = FALSE;
  g_assert_true (st_render_board_export (s, &options, ST_EXPORT_PNG, 300, plain, &error));
  g_assert_no_error (error);
  g_assert_cmphex (exported_pixel (plain, layout, (StCell){ 1, 1 }), ==, 0xffffff);

  image = st_render_backdrop_load_for (s, scenario_path, &pixel_size, &error);
  g_assert_no_error (error);
  st_render_options_set_backdrop (&options, s->board->backdrop, image, pixel_size);
  g_assert_true (st_render_board_export (s, &options, ST_EXPORT_PNG, 300, traced, &error));
  g_assert_no_error (error);
  g_assert_cmphex (exported_pixel (traced, layout, (StCell){ 1, 1 }), ==, 0x00ff00);
  cairo_surface_destroy (image);

  /* Without a tracing image there is nothing to include. */
  g_clear_pointer (&s->board->backdrop, st_backdrop_free);
  g_assert_null (st_render_backdrop_load_for (s, scenario_path, &pixel_size, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  g_unlink (scan);
  g_unlink (plain);
  g_unlink (traced);
  g_rmdir (dir);
}

#endif /* HAVE_BACKDROP_DECODERS */

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/edges/shared-side", test_shared_side);
  g_test_add_func ("/render/backdrop/size-limit", test_backdrop_size_limit);
#if HAVE_BACKDROP_DECODERS
  /* A build without the decoders refuses every tracing image. */
  g_test_add_func ("/render/backdrop/pixel-limit", test_backdrop_pixel_limit);
  g_test_add_func ("/render/backdrop/large-pdf-page", test_backdrop_large_pdf_page);
  g_test_add_func ("/render/backdrop/export", test_backdrop_export);
#endif
  return g_test_run ();
}
