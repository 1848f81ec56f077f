/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "core/st-scenario-io.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"

/* What the editor draws besides the board: town names placed apart, the rule
 * overlays, and the faded ground that lets a tracing image under the board
 * show through. */

static StScenario *
load_bundled (const char *name)
{
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  StScenario *s;

  g_assert_nonnull (root);
  path = g_build_filename (root, "data", "scenarios", file, NULL);
  s = st_scenario_load_file (path, NULL, &error);
  g_assert_no_error (error);
  return s;
}

/* A cairo context on a width x height image with the transform the editor's
 * canvas uses at fit zoom: the whole board scaled to fit, centred. */
static cairo_t *
fit_context (const StBoardLayout *layout, int width, int height, cairo_surface_t **surface)
{
  double   board_width, board_height, scale;
  cairo_t *cr;

  *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (*surface);
  st_board_layout_get_extent (layout, &board_width, &board_height);
  scale = MIN (width / board_width, height / board_height);
  cairo_translate (cr, (width - board_width * scale) / 2, (height - board_height * scale) / 2);
  cairo_scale (cr, scale, scale);
  return cr;
}

/* Issue 14: town names collided in the south of the Finland map at fit zoom. */
static void
test_finland_labels_apart (void)
{
  g_autoptr (StScenario) s = load_bundled ("manover-finland");
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  /* The editor's canvas in a 1400 x 900 window and in a smaller one, and a
   * full-HD export. */
  const int       sizes[][2] = { { 1060, 800 }, { 700, 560 }, { 1920, 1080 } };
  StRenderOptions options;

  st_render_options_init (&options);
  options.show_units = TRUE;
  options.show_labels = TRUE;
  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      cairo_surface_t *surface;
      cairo_t         *cr = fit_context (layout, sizes[k][0], sizes[k][1], &surface);
      g_autoptr (GArray) boxes = st_render_board_labels (cr, s, layout, &options);
      guint  named = 0, south = 0;
      double width, height;

      st_board_layout_get_extent (layout, &width, &height);
      for (guint i = 0; i < s->board->nodes->len; i++)
        named += ((const StNode *) g_ptr_array_index (s->board->nodes, i))->name != NULL;
      /* Most towns are named at fit zoom (the test would pass vacuously
       * otherwise), the south's too. */
      g_assert_cmpuint (boxes->len, >=, named / 2);
      for (guint i = 0; i < boxes->len; i++)
        {
          const StRenderLabelBox *a = &g_array_index (boxes, StRenderLabelBox, i);

          south += a->y0 > height * 0.7;
          g_assert_cmpfloat (a->x1, >, a->x0);
          g_assert_cmpfloat (a->y1, >, a->y0);
          g_assert_cmpfloat (a->x0, >=, 0);
          g_assert_cmpfloat (a->y0, >=, 0);
          g_assert_cmpfloat (a->x1, <=, width);
          g_assert_cmpfloat (a->y1, <=, height);
          for (guint j = i + 1; j < boxes->len; j++)
            {
              const StRenderLabelBox *b = &g_array_index (boxes, StRenderLabelBox, j);
              gboolean overlap = a->x1 > b->x0 && a->x0 < b->x1 && a->y1 > b->y0 && a->y0 < b->y1;

              if (overlap)
                g_error ("at %dx%d the names of %s and %s overlap", sizes[k][0], sizes[k][1],
                         ((const StNode *) g_ptr_array_index (s->board->nodes, a->node))->id,
                         ((const StNode *) g_ptr_array_index (s->board->nodes, b->node))->id);
            }
          /* A name never covers another town's point. */
          for (guint n = 0; n < s->board->nodes->len; n++)
            {
              const StNode *node = g_ptr_array_index (s->board->nodes, n);
              double        x, y;

              st_board_layout_node_position (layout, node, &x, &y);
              g_assert_false (x > a->x0 && x < a->x1 && y > a->y0 && y < a->y1);
            }
        }
      g_assert_cmpuint (south, >, 3);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
}

static void
pixel_at (cairo_surface_t *surface, double x, double y, double rgb[3])
{
  const guint8 *data;
  guint32       pixel;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  pixel = *(const guint32 *) (gconstpointer) (data + (int) y * cairo_image_surface_get_stride (surface)
                                              + 4 * (int) x);
  rgb[0] = ((pixel >> 16) & 0xff) / 255.0;
  rgb[1] = ((pixel >> 8) & 0xff) / 255.0;
  rgb[2] = (pixel & 0xff) / 255.0;
}

/* A board drawn over pure red, its ground faded or not: the cell centre shows
 * how much red comes through. */
static void
render_over_red (
    StScenario *s, const StBoardLayout *layout, const StRenderOptions *options, StCell cell, double rgb[3])
{
  cairo_surface_t *surface;
  cairo_t         *cr = fit_context (layout, 400, 400, &surface);
  double           x, y;

  cairo_set_source_rgb (cr, 1, 0, 0);
  cairo_paint (cr);
  st_render_board (cr, s, layout, options);
  st_board_layout_cell_center (layout, cell, &x, &y);
  cairo_user_to_device (cr, &x, &y);
  /* Off the centre's label and piece: a quarter cell up and left. */
  x -= 0.18 * st_board_layout_cell_size (layout) * 400 / 700;
  pixel_at (surface, x, y, rgb);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
test_ground_fade (void)
{
  g_autoptr (StScenario) s = load_bundled ("maneuver-basic");
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  StRenderOptions options;
  StCell          empty = { 8, 2 };
  double          opaque[3], faded[3], gone[3];

  st_render_options_init (&options);
  options.show_units = FALSE;
  options.show_coordinates = FALSE;
  render_over_red (s, layout, &options, empty, opaque);
  options.ground_fade = 0.5;
  render_over_red (s, layout, &options, empty, faded);
  options.ground_fade = 1.0;
  render_over_red (s, layout, &options, empty, gone);
  /* Opaque: the terrain's colour; faded: half way to red; gone: red. */
  g_assert_cmpfloat (fabs (opaque[0] - 1.0) + opaque[1] + opaque[2], >, 0.5);
  g_assert_cmpfloat (gone[0], >, 0.95);
  g_assert_cmpfloat (gone[1], <, 0.05);
  g_assert_cmpfloat (fabs (faded[1] - opaque[1] / 2), <, 0.05);
  g_assert_cmpfloat (fabs (faded[0] - (opaque[0] + 1) / 2), <, 0.05);
}

static void
test_overlays (void)
{
  g_autoptr (StScenario) s = load_bundled ("maneuver-basic");
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  StRenderOptions options;
  StCell          cell = { 8, 2 };
  int             place = cell.y * s->board->columns + cell.x;
  StRenderOverlay area = { ST_RENDER_OVERLAY_AREA, "#0000ff", &place, 1 };
  double          plain[3], tinted[3];

  st_render_options_init (&options);
  options.show_units = FALSE;
  options.show_coordinates = FALSE;
  render_over_red (s, layout, &options, cell, plain);
  options.overlays = &area;
  options.n_overlays = 1;
  render_over_red (s, layout, &options, cell, tinted);
  /* The area tints its cell towards the side's blue, lightly. */
  g_assert_cmpfloat (tinted[2] - plain[2], >, 0.05);
  g_assert_cmpfloat (tinted[0], <, plain[0]);
  g_assert_cmpfloat (tinted[0], >, plain[0] * 0.5);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/labels/finland-apart-at-fit", test_finland_labels_apart);
  g_test_add_func ("/render/editor/ground-fade", test_ground_fade);
  g_test_add_func ("/render/editor/overlays", test_overlays);
  return g_test_run ();
}
