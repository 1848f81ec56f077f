/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "render/st-render-chart.h"
#include "st-image-compare.h"

/* The balance page's charts: where the bars and whiskers fall, checked pixel by
 * pixel, and the whole drawing against reference images. */

#define WIDTH 480
#define BARS_HEIGHT 96
#define HIST_HEIGHT 200

static const StChartColor RED = { 0.8, 0.1, 0.1 };
static const StChartColor BLUE = { 0.1, 0.2, 0.8 };
static const StChartColor GREY = { 0.5, 0.5, 0.5 };

static cairo_surface_t *
new_canvas (int width, int height, cairo_t **cr)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);

  *cr = cairo_create (surface);
  cairo_set_source_rgb (*cr, 1, 1, 1);
  cairo_paint (*cr);
  return surface;
}

static void
pixel (cairo_surface_t *surface, int x, int y, int *r, int *g, int *b)
{
  const guint32 *row;
  guint32        p;

  cairo_surface_flush (surface);
  row = (const guint32 *) (cairo_image_surface_get_data (surface)
                           + y * cairo_image_surface_get_stride (surface));
  p = row[x];
  *r = (p >> 16) & 0xff;
  *g = (p >> 8) & 0xff;
  *b = p & 0xff;
}

static gboolean
is_color (cairo_surface_t *surface, int x, int y, StChartColor color)
{
  int r, g, b;

  pixel (surface, x, y, &r, &g, &b);
  return ABS (r - (int) (color.r * 255)) < 8 && ABS (g - (int) (color.g * 255)) < 8
         && ABS (b - (int) (color.b * 255)) < 8;
}

/* The first and last x on row y that have color. */
static gboolean
color_span (cairo_surface_t *surface, int y, StChartColor color, int *first, int *last)
{
  *first = -1;
  *last = -1;
  for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
    if (is_color (surface, x, y, color))
      {
        if (*first < 0)
          *first = x;
        *last = x;
      }
  return *first >= 0;
}

static cairo_surface_t *
draw_bars (void)
{
  StChartStyle     style;
  cairo_t         *cr;
  cairo_surface_t *surface = new_canvas (WIDTH, BARS_HEIGHT, &cr);
  StChartBar       bars[] = {
          { "Blue", 0.5, 0.4, 0.6, BLUE },
          { "Red", 0.25, 1, 0, RED },
          { "Draws", 0.25, 1, 0, GREY },
  };

  st_chart_style_init (&style);
  st_render_bar_chart (cr, WIDTH, BARS_HEIGHT, bars, G_N_ELEMENTS (bars), &style);
  cairo_destroy (cr);
  return surface;
}

static void
test_bars_proportions (void)
{
  cairo_surface_t *surface = draw_bars ();
  int              row_h = BARS_HEIGHT / 3;
  int              b0, b1, r0, r1, g0, g1;

  /* Each bar in its own row, starting at the same x; 0.5 twice as long as 0.25. */
  g_assert_true (color_span (surface, row_h / 2 - 6, BLUE, &b0, &b1));
  g_assert_true (color_span (surface, row_h + row_h / 2, RED, &r0, &r1));
  g_assert_true (color_span (surface, 2 * row_h + row_h / 2, GREY, &g0, &g1));
  g_assert_cmpint (ABS (b0 - r0), <=, 1);
  g_assert_cmpint (ABS (b0 - g0), <=, 1);
  g_assert_cmpint (ABS ((b1 - b0) - 2 * (r1 - r0)), <=, 3);
  g_assert_cmpint (ABS ((r1 - r0) - (g1 - g0)), <=, 1);
  g_assert_false (is_color (surface, r0 + 10, row_h / 2 - 6, RED));

  /* The interval's whisker crosses the blue bar in the ink colour at its middle. */
  {
    int r, g, b;
    int lo = b0 + (int) ((b1 - b0 + 1) * 0.8);

    pixel (surface, lo, row_h / 2, &r, &g, &b);
    g_assert_cmpint (r + g + b, <, 3 * 120);
  }

  st_assert_image_matches_ref (surface, "chart-bars");
  cairo_surface_destroy (surface);
}

static void
test_histogram_heights (void)
{
  StChartStyle     style;
  cairo_t         *cr;
  cairo_surface_t *surface = new_canvas (WIDTH, HIST_HEIGHT, &cr);
  guint            counts[] = { 99, 0, 2, 4, 8, 4, 0, 1 };
  int              first, last;

  st_chart_style_init (&style);
  st_render_histogram (cr, WIDTH, HIST_HEIGHT, counts, G_N_ELEMENTS (counts), 1, "Game length in turns", RED,
                       &style);
  cairo_destroy (cr);

  /* The bins 1 .. 7 share the plot's width; bin 0 (99 games) is not drawn, so
   * the tallest bar is bin 4 and reaches the top of the plot. The lowest row
   * with red runs from bin 2 (the first with games) to bin 7. */
  {
    int    bottom = -1, top[8];
    double bin_w;

    for (int y = HIST_HEIGHT - 1; y >= 0 && bottom < 0; y--)
      if (color_span (surface, y, RED, &first, &last))
        bottom = y;
    g_assert_cmpint (bottom, >, HIST_HEIGHT / 2);
    bin_w = (last - first + 2) / 6.0;
    for (int k = 2; k <= 7; k++)
      {
        int x = first - 1 + (int) ((k - 2 + 0.5) * bin_w);

        top[k] = bottom + 1;
        for (int y = 0; y <= bottom; y++)
          if (is_color (surface, x, y, RED))
            {
              top[k] = y;
              break;
            }
      }
    g_assert_cmpint (top[4], <, 20);
    /* Heights in proportion to the counts: 2, 4, 8, 4, 0, 1. */
    g_assert_cmpint (ABS ((bottom - top[3]) * 2 - (bottom - top[4])), <=, 3);
    g_assert_cmpint (ABS ((bottom - top[2]) * 4 - (bottom - top[4])), <=, 5);
    g_assert_cmpint (top[5], ==, top[3]);
    g_assert_cmpint (top[6], ==, bottom + 1);
    g_assert_cmpint (ABS ((bottom - top[7]) * 8 - (bottom - top[4])), <=, 9);
  }

  st_assert_image_matches_ref (surface, "chart-histogram");
  cairo_surface_destroy (surface);
}

static void
test_color_parse (void)
{
  StChartColor color = { 0, 0, 0 };

  g_assert_true (st_chart_color_parse ("#ff8000", &color));
  g_assert_cmpfloat (color.r, ==, 1.0);
  g_assert_cmpfloat_with_epsilon (color.g, 128 / 255.0, 1e-9);
  g_assert_cmpfloat (color.b, ==, 0.0);
  g_assert_false (st_chart_color_parse ("red", &color));
  g_assert_false (st_chart_color_parse (NULL, &color));
  g_assert_cmpfloat (color.r, ==, 1.0);
}

/* Nothing to draw is not an error: an empty run draws nothing. */
/* The topmost y in columns x0 .. x1 - 1 that has color, or -1. */
static int
topmost (cairo_surface_t *surface, int x0, int x1, StChartColor color)
{
  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = x0; x < x1; x++)
      if (is_color (surface, x, y, color))
        return y;
  return -1;
}

/* A sweep: each value's whisker in its own slot, higher shares higher up, and
 * the best value drawn in its colour over its band. */
static void
test_sweep_chart (void)
{
  StChartStyle               style;
  cairo_t                   *cr;
  cairo_surface_t           *surface = new_canvas (300, 200, &cr);
  const StChartIntervalPoint points[] = {
    { "4", 0.2, 0.1, 0.3, ST_CHART_MARK_NONE, RED },
    { "6", 0.5, 0.4, 0.6, ST_CHART_MARK_BEST, BLUE },
    { "8", 0.8, 0.7, 0.9, ST_CHART_MARK_NONE, RED },
  };
  int low, high, middle;

  st_chart_style_init (&style);
  st_render_sweep_chart (cr, 300, 200, points, G_N_ELEMENTS (points), "Turn limit", "Share", &style);
  cairo_destroy (cr);
  /* The plot starts after the axis labels: the thirds of the right part. */
  low = topmost (surface, 60, 130, RED);
  middle = topmost (surface, 130, 210, BLUE);
  high = topmost (surface, 210, 300, RED);
  g_assert_cmpint (low, >, 0);
  g_assert_cmpint (middle, >, 0);
  g_assert_cmpint (high, >, 0);
  g_assert_cmpint (high, <, middle);
  g_assert_cmpint (middle, <, low);
  g_assert_cmpint (topmost (surface, 60, 130, BLUE), ==, -1);
  cairo_surface_destroy (surface);
}

static void
test_empty (void)
{
  StChartStyle     style;
  cairo_t         *cr;
  cairo_surface_t *surface = new_canvas (64, 64, &cr);
  guint            counts[] = { 3 };
  int              first, last;

  st_chart_style_init (&style);
  st_render_histogram (cr, 64, 64, counts, 1, 1, NULL, RED, &style);
  st_render_bar_chart (cr, 64, 64, NULL, 0, &style);
  cairo_destroy (cr);
  for (int y = 0; y < 64; y++)
    g_assert_false (color_span (surface, y, RED, &first, &last));
  cairo_surface_destroy (surface);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/chart/bars", test_bars_proportions);
  g_test_add_func ("/render/chart/histogram", test_histogram_heights);
  g_test_add_func ("/render/chart/color-parse", test_color_parse);
  g_test_add_func ("/render/chart/empty", test_empty);
  g_test_add_func ("/render/chart/sweep", test_sweep_chart);

  return g_test_run ();
}
