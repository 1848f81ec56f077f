/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "core/st-scenario-io.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"

#include "st-image-compare.h"

/* Each bundled board drawn at 800 pixels wide, with units, labels and areas,
 * against a reference image in tests/render/ref/ (board-NAME.png). A change
 * to the board renderer that moves or recolours anything fails here; review
 * the images written next to the test and update the references with
 * SANDTABLE_UPDATE_REFS=1 when the change is wanted. */

#define WIDTH 800

static void
test_board (gconstpointer data)
{
  const char      *name = data;
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *path = g_build_filename (root ? root : ".", "data", "scenarios", file, NULL);
  g_autofree char *ref = g_strconcat ("board-", name, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) scenario = st_scenario_load_file (path, NULL, &error);
  StBoardLayout   *layout;
  StRenderOptions  options;
  cairo_surface_t *surface;
  cairo_t         *cr;
  double           width, height;
  int              pixels_high;

  g_assert_no_error (error);
  layout = st_board_layout_new (scenario);
  st_board_layout_get_extent (layout, &width, &height);
  pixels_high = (int) (WIDTH * height / width + 0.5);

  st_render_options_init (&options);
  options.lang = "en";
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, WIDTH, pixels_high);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  st_render_board_fit (cr, scenario, layout, &options, WIDTH, pixels_high);
  cairo_destroy (cr);

  st_assert_image_matches_ref (surface, ref);

  cairo_surface_destroy (surface);
  st_board_layout_free (layout);
}

/* The editor's marks: a problem cell is tinted red, a highlighted cell blue,
 * and nothing else changes. */
static void
test_marks (void)
{
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *path = g_build_filename (root ? root : ".", "data", "scenarios", "manoeuvre.xml", NULL);
  g_autoptr (StScenario) scenario = st_scenario_load_file (path, NULL, NULL);
  StBoardLayout   *layout = st_board_layout_new (scenario);
  StCell           problem = { 1, 3 }, highlight = { 5, 3 };
  cairo_surface_t *plain = NULL, *marked = NULL;
  StRenderOptions  options;
  double           px, py, hx, hy, width, height, scale;

  st_board_layout_get_extent (layout, &width, &height);
  scale = 400 / width;
  for (int pass = 0; pass < 2; pass++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, (int) (height * scale));
      cairo_t         *cr = cairo_create (surface);

      st_render_options_init (&options);
      options.show_units = FALSE;
      options.show_labels = FALSE;
      if (pass == 1)
        {
          options.problem_cells = &problem;
          options.n_problem_cells = 1;
          options.highlight_cells = &highlight;
          options.n_highlight_cells = 1;
        }
      cairo_scale (cr, scale, scale);
      st_render_board (cr, scenario, layout, &options);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      if (pass == 0)
        plain = surface;
      else
        marked = surface;
    }

  st_board_layout_cell_center (layout, problem, &px, &py);
  st_board_layout_cell_center (layout, highlight, &hx, &hy);
  {
    int      stride = cairo_image_surface_get_stride (plain);
    guint32 *a =
        (guint32 *) (cairo_image_surface_get_data (plain) + (int) (py * scale) * stride) + (int) (px * scale);
    guint32 *b = (guint32 *) (cairo_image_surface_get_data (marked) + (int) (py * scale) * stride)
                 + (int) (px * scale);
    guint32 *c =
        (guint32 *) (cairo_image_surface_get_data (plain) + (int) (hy * scale) * stride) + (int) (hx * scale);
    guint32 *d = (guint32 *) (cairo_image_surface_get_data (marked) + (int) (hy * scale) * stride)
                 + (int) (hx * scale);
    StImageDiff diff;

    /* Redder at the problem, bluer at the highlight. */
    g_assert_cmpint ((int) ((*b >> 16) & 0xff) - (int) (*b & 0xff), >,
                     (int) ((*a >> 16) & 0xff) - (int) (*a & 0xff));
    g_assert_cmpint ((int) (*d & 0xff) - (int) ((*d >> 16) & 0xff), >,
                     (int) (*c & 0xff) - (int) ((*c >> 16) & 0xff));
    /* Two cells of 64 changed, not the board. */
    g_assert_true (st_image_diff (marked, plain, 8, &diff));
    g_assert_cmpuint (diff.differing, <, 400 * 400 / 64 * 3);
    g_assert_cmpuint (diff.differing, >, 0);
  }
  cairo_surface_destroy (plain);
  cairo_surface_destroy (marked);
  st_board_layout_free (layout);
}

int
main (int argc, char **argv)
{
  static const char *const names[] = {
    "maneuver-basic", "maneuver-advanced", "manoeuvre", "command-and-maneuver", "manover-finland",
  };

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *test = g_strdup_printf ("/render/board-reference/%s", names[i]);
      g_test_add_data_func (test, names[i], test_board);
    }
  g_test_add_func ("/render/marks", test_marks);
  return g_test_run ();
}
