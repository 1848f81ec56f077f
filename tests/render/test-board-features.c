/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>

#include "core/st-scenario.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"

/* Features of the board drawing checked pixel by pixel: several features on
 * one side of a cell. */

#define SCALE 12.0

static StScenario *
small_hex (void)
{
  StScenario *s = st_scenario_new (ST_FAMILY_MANEUVER_HEX, ST_BOARD_HEX);
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

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/edges/shared-side", test_shared_side);
  return g_test_run ();
}
