/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <glib/gstdio.h>

#include "core/st-scenario-io.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"
#include "render-fixture.h"

/* Where the board layout puts cells, nodes and edges, on every board kind. */

/* Layout tests */

typedef struct
{
  StHexOrientation orientation;
  gboolean         stagger_odd;
  int              columns;
  int              rows;
} HexCase;

static const HexCase hex_cases[] = {
  { ST_HEX_FLAT, TRUE, 7, 5 },    { ST_HEX_FLAT, FALSE, 7, 5 },  { ST_HEX_POINTY, TRUE, 5, 7 },
  { ST_HEX_POINTY, FALSE, 5, 7 }, { ST_HEX_FLAT, FALSE, 1, 3 },  { ST_HEX_POINTY, FALSE, 3, 1 },
  { ST_HEX_FLAT, TRUE, 1, 1 },    { ST_HEX_POINTY, TRUE, 2, 2 },
};

static void
test_layout_hex (gconstpointer data)
{
  const HexCase *hc = data;
  g_autoptr (StScenario) s = build_hex (hc->orientation, hc->stagger_odd, hc->columns, hc->rows);
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  double width, height, size = st_board_layout_cell_size (layout);

  st_board_layout_get_extent (layout, &width, &height);
  g_assert_cmpfloat (width, >, 2 * ST_BOARD_MARGIN);
  g_assert_cmpfloat (height, >, 2 * ST_BOARD_MARGIN);
  g_assert_cmpfloat_with_epsilon (size, ST_BOARD_CELL_SIZE, 1e-9);

  for (int y = 0; y < hc->rows; y++)
    for (int x = 0; x < hc->columns; x++)
      {
        StCell cell = { x, y }, hit, neighbours[6];
        double cx, cy;
        guint  n;

        st_board_layout_cell_center (layout, cell, &cx, &cy);

        /* The hex lies inside the extent, within its margin. */
        g_assert_cmpfloat (cx - size / 2, >=, ST_BOARD_MARGIN - 1e-6);
        g_assert_cmpfloat (cy - size / 2, >=, ST_BOARD_MARGIN - 1e-6);
        g_assert_cmpfloat (cx + size / 2, <=, width - ST_BOARD_MARGIN + 1e-6);
        g_assert_cmpfloat (cy + size / 2, <=, height - ST_BOARD_MARGIN + 1e-6);

        /* The centre and points around it hit the cell. */
        g_assert_true (st_board_layout_hit_cell (layout, cx, cy, &hit));
        g_assert_cmpint (hit.x, ==, x);
        g_assert_cmpint (hit.y, ==, y);
        for (int k = 0; k < 12; k++)
          {
            double angle = k * G_PI / 6 + 0.1;

            g_assert_true (st_board_layout_hit_cell (layout, cx + 0.9 * size / 2 * cos (angle),
                                                     cy + 0.9 * size / 2 * sin (angle), &hit));
            g_assert_cmpint (hit.x, ==, x);
            g_assert_cmpint (hit.y, ==, y);
          }

        /* Core's neighbours are drawn next to each other: their centres are one
         * cell apart, and they share a side of the right length. */
        n = st_board_neighbours (s->board, x, y, neighbours);
        for (guint i = 0; i < n; i++)
          {
            double nx, ny, x0, y0, x1, y1;

            st_board_layout_cell_center (layout, neighbours[i], &nx, &ny);
            g_assert_cmpfloat_with_epsilon (hypot (nx - cx, ny - cy), size, 1e-6);
            g_assert_true (st_board_layout_edge_segment (layout, cell, neighbours[i], &x0, &y0, &x1, &y1));
            g_assert_cmpfloat_with_epsilon (hypot (x1 - x0, y1 - y0), size / sqrt (3.0), 1e-6);
            g_assert_cmpfloat_with_epsilon (hypot (x0 - cx, y0 - cy), size / sqrt (3.0), 1e-6);
            g_assert_cmpfloat_with_epsilon (hypot (x1 - nx, y1 - ny), size / sqrt (3.0), 1e-6);
          }
        /* Cells that are not neighbours have no shared side. */
        if (hc->columns > 2 || hc->rows > 2)
          {
            double x0, y0, x1, y1;
            StCell far = { x + 2, y + 2 };

            g_assert_false (st_board_layout_edge_segment (layout, cell, far, &x0, &y0, &x1, &y1));
          }
      }

  /* Off the board. */
  g_assert_false (st_board_layout_hit_cell (layout, 1.0, 1.0, NULL));
  g_assert_false (st_board_layout_hit_cell (layout, width - 1.0, height - 1.0, NULL));
  g_assert_false (st_board_layout_hit_cell (layout, -1e9, 5.0, NULL));
  g_assert_false (st_board_layout_hit_cell (layout, NAN, 5.0, NULL));
}

static void
test_layout_square (void)
{
  g_autoptr (StScenario) s = build_manoeuvre ();
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  double width, height;
  StCell hit;

  st_board_layout_get_extent (layout, &width, &height);
  g_assert_cmpfloat_with_epsilon (width, 8 * ST_BOARD_CELL_SIZE + 2 * ST_BOARD_MARGIN, 1e-9);
  g_assert_cmpfloat_with_epsilon (height, 8 * ST_BOARD_CELL_SIZE + 2 * ST_BOARD_MARGIN, 1e-9);

  for (int y = 0; y < 8; y++)
    for (int x = 0; x < 8; x++)
      {
        double cx, cy;

        st_board_layout_cell_center (layout, (StCell){ x, y }, &cx, &cy);
        g_assert_cmpfloat_with_epsilon (cx, ST_BOARD_MARGIN + (x + 0.5) * ST_BOARD_CELL_SIZE, 1e-9);
        /* Corners of the square, just inside. */
        for (int k = 0; k < 4; k++)
          {
            double px = cx + ((k & 1) ? 31.9 : -31.9);
            double py = cy + ((k & 2) ? 31.9 : -31.9);

            g_assert_true (st_board_layout_hit_cell (layout, px, py, &hit));
            g_assert_cmpint (hit.x, ==, x);
            g_assert_cmpint (hit.y, ==, y);
          }
      }
  g_assert_false (st_board_layout_hit_cell (layout, ST_BOARD_MARGIN - 0.5, 100, &hit));
  g_assert_false (st_board_layout_hit_cell (layout, 100, height - ST_BOARD_MARGIN + 0.5, &hit));
  g_assert_cmpint (st_board_layout_hit_node (layout, s, 100, 100, 50), ==, -1);
}

static void
test_layout_graph (void)
{
  g_autoptr (StScenario) s = build_manover ();
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  const StNode *node = g_ptr_array_index (s->board->nodes, 7);
  double        width, height, x, y, mx, my;
  StCell        cell;

  /* The longer side (1600 map units) is scaled to the graph extent. */
  st_board_layout_get_extent (layout, &width, &height);
  g_assert_cmpfloat_with_epsilon (height, ST_BOARD_GRAPH_EXTENT + 2 * ST_BOARD_MARGIN, 1e-9);
  g_assert_cmpfloat_with_epsilon (width, 1000.0 * ST_BOARD_GRAPH_EXTENT / 1600.0 + 2 * ST_BOARD_MARGIN, 1e-9);

  st_board_layout_node_position (layout, node, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, ST_BOARD_MARGIN + node->x * 1.25, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, ST_BOARD_MARGIN + node->y * 1.25, 1e-9);
  st_board_layout_board_to_map (layout, x, y, &mx, &my);
  g_assert_cmpfloat_with_epsilon (mx, node->x, 1e-9);
  g_assert_cmpfloat_with_epsilon (my, node->y, 1e-9);

  g_assert_cmpint (st_board_layout_hit_node (layout, s, x + 3, y - 4, 10), ==, 7);
  g_assert_cmpint (st_board_layout_hit_node (layout, s, x + 30, y, 10), ==, -1);
  g_assert_false (st_board_layout_hit_cell (layout, x, y, &cell));
  g_assert_false (st_board_layout_cell_range (layout, 0, 0, width, height, &cell, &cell));
}

static void
test_layout_cell_range (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);

  for (guint c = 0; c < G_N_ELEMENTS (hex_cases); c++)
    {
      const HexCase *hc = &hex_cases[c];
      g_autoptr (StScenario) s = build_hex (hc->orientation, hc->stagger_odd, hc->columns, hc->rows);
      g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
      double width, height;

      st_board_layout_get_extent (layout, &width, &height);
      g_assert_true (st_board_layout_cell_range (layout, 0, 0, width, height, NULL, NULL));
      g_assert_false (st_board_layout_cell_range (layout, -500, -500, -400, -400, NULL, NULL));

      for (int k = 0; k < 200; k++)
        {
          double   x0 = g_rand_double_range (rand, -50, width);
          double   y0 = g_rand_double_range (rand, -50, height);
          double   x1 = x0 + g_rand_double_range (rand, 0, 200);
          double   y1 = y0 + g_rand_double_range (rand, 0, 200);
          StCell   first, last, hit;
          gboolean any = st_board_layout_cell_range (layout, x0, y0, x1, y1, &first, &last);

          /* Every cell under a point of the rectangle is in the range. */
          for (int j = 0; j <= 10; j++)
            for (int i = 0; i <= 10; i++)
              if (st_board_layout_hit_cell (layout, x0 + (x1 - x0) * i / 10, y0 + (y1 - y0) * j / 10, &hit))
                {
                  g_assert_true (any);
                  g_assert_cmpint (hit.x, >=, first.x);
                  g_assert_cmpint (hit.x, <=, last.x);
                  g_assert_cmpint (hit.y, >=, first.y);
                  g_assert_cmpint (hit.y, <=, last.y);
                }
        }
    }
}

static void
test_layout_hit_edge (void)
{
  g_autoptr (StScenario) s = build_hex (ST_HEX_FLAT, TRUE, 6, 6);
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  StCell a, b, neighbours[6];
  guint  n = st_board_neighbours (s->board, 2, 2, neighbours);

  for (guint i = 0; i < n; i++)
    {
      double x0, y0, x1, y1, mx, my, cx, cy;

      g_assert_true (
          st_board_layout_edge_segment (layout, (StCell){ 2, 2 }, neighbours[i], &x0, &y0, &x1, &y1));
      st_board_layout_cell_center (layout, (StCell){ 2, 2 }, &cx, &cy);
      /* Just inside cell 2,2 near the middle of the side. */
      mx = (x0 + x1) / 2 * 0.9 + cx * 0.1;
      my = (y0 + y1) / 2 * 0.9 + cy * 0.1;
      g_assert_true (st_board_layout_hit_edge (layout, mx, my, &a, &b));
      g_assert_cmpint (a.x, ==, 2);
      g_assert_cmpint (a.y, ==, 2);
      g_assert_cmpint (b.x, ==, neighbours[i].x);
      g_assert_cmpint (b.y, ==, neighbours[i].y);
      g_assert_true (st_board_adjacent (s->board, a, b));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (hex_cases); i++)
    {
      const HexCase   *hc = &hex_cases[i];
      g_autofree char *path = g_strdup_printf ("/render/layout/hex/%s-%s-%dx%d",
                                               hc->orientation == ST_HEX_FLAT ? "flat" : "pointy",
                                               hc->stagger_odd ? "odd" : "even", hc->columns, hc->rows);

      g_test_add_data_func (path, hc, test_layout_hex);
    }
  g_test_add_func ("/render/layout/square", test_layout_square);
  g_test_add_func ("/render/layout/graph", test_layout_graph);
  g_test_add_func ("/render/layout/cell-range", test_layout_cell_range);
  g_test_add_func ("/render/layout/hit-edge", test_layout_hit_edge);

  return g_test_run ();
}
