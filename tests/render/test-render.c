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

/* Boards drawn to PNG, clipped and recorded, checked pixel by pixel. */

/* Rendering tests */

static void
check_png (
    const char *path, const StScenario *s, const StBoardLayout *layout, int width, gboolean sample_terrain)
{
  cairo_surface_t *image = cairo_image_surface_create_from_png (path);
  int              height;

  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, width);
  height = cairo_image_surface_get_height (image);
  g_assert_cmpint (height, >, 0);
  g_assert_cmpfloat (non_background_fraction (image), >, 0.5);

  /* The centre of a plain cell has its terrain's colour. */
  if (sample_terrain && st_board_is_grid (s->board))
    {
      g_autofree const char **grid = st_scenario_terrain_grid (s);
      guint                   checked = 0;

      for (int i = 0; i < s->board->columns * s->board->rows && checked < 20; i++)
        {
          const StTerrain *terrain = st_scenario_find_terrain (s, grid[i]);
          StCell           cell = { i % s->board->columns, i / s->board->columns };
          double           bx, by;
          int              px, py;

          if (terrain == NULL || (terrain->pattern != NULL && !g_str_equal (terrain->pattern, "none")))
            continue;
          st_board_layout_cell_center (layout, cell, &bx, &by);
          board_to_png_pixel (layout, width, height, bx, by, &px, &py);
          if (!pixel_near (pixel_at (image, px, py), terrain->color, 3))
            g_error ("cell %d,%d at %d,%d: %06x, expected %s", cell.x, cell.y, px, py,
                     pixel_at (image, px, py) & 0xffffff, terrain->color);
          checked++;
        }
      g_assert_cmpuint (checked, >, 0);
    }
  else if (sample_terrain)
    {
      /* A town (not a headquarters) is a white disc. */
      for (guint i = 0; i < s->board->nodes->len; i++)
        {
          const StNode *node = g_ptr_array_index (s->board->nodes, i);
          double        bx, by;
          int           px, py;

          if (node->headquarters != NULL)
            continue;
          st_board_layout_node_position (layout, node, &bx, &by);
          board_to_png_pixel (layout, width, height, bx, by, &px, &py);
          g_assert_true (pixel_near (pixel_at (image, px, py), "#ffffff", 8));
          break;
        }
    }
  cairo_surface_destroy (image);
}

static void
render_and_check (StScenario *s, const char *name, int width)
{
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  g_autoptr (GError) error = NULL;
  g_autofree char *file = g_strdup_printf ("%s.png", name);
  g_autofree char *plain_file = g_strdup_printf ("%s-plain.png", name);
  g_autofree char *path = output_path (file);
  g_autofree char *plain_path = output_path (plain_file);
  StRenderOptions  options;

  /* Everything shown, for people to look at. */
  st_render_options_init (&options);
  g_unlink (path);
  g_assert_true (st_render_board_to_png (s, &options, width, path, &error));
  g_assert_no_error (error);
  check_png (path, s, layout, width, FALSE);
  g_test_message ("wrote %s", path);

  /* Terrain only, for sampling colours. */
  options.show_units = FALSE;
  options.show_areas = FALSE;
  options.show_coordinates = FALSE;
  options.show_labels = FALSE;
  g_unlink (plain_path);
  g_assert_true (st_render_board_to_png (s, &options, width, plain_path, &error));
  g_assert_no_error (error);
  check_png (plain_path, s, layout, width, TRUE);
}

static void
test_render_built (gconstpointer data)
{
  const char      *which = data;
  g_autofree char *name = g_strconcat ("built-", which, NULL);
  g_autoptr (StScenario) s = NULL;

  if (g_str_equal (which, "hex-flat-odd"))
    s = build_hex (ST_HEX_FLAT, TRUE, 10, 14);
  else if (g_str_equal (which, "hex-flat-even"))
    s = build_hex (ST_HEX_FLAT, FALSE, 10, 14);
  else if (g_str_equal (which, "hex-pointy-odd"))
    s = build_hex (ST_HEX_POINTY, TRUE, 12, 9);
  else if (g_str_equal (which, "hex-pointy-even"))
    s = build_hex (ST_HEX_POINTY, FALSE, 12, 9);
  else if (g_str_equal (which, "hex-large"))
    s = build_hex (ST_HEX_FLAT, TRUE, 120, 105);
  else if (g_str_equal (which, "manoeuvre"))
    s = build_manoeuvre ();
  else if (g_str_equal (which, "command-maneuver"))
    s = build_command_maneuver ();
  else
    s = build_manover ();

  render_and_check (s, name, 1000);
}

static void
test_render_scenario_file (gconstpointer data)
{
  const char      *name = data;
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *output = g_strconcat ("scenario-", name, NULL);
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) s = NULL;

  g_assert_nonnull (root);
  path = g_build_filename (root, "data", "scenarios", file, NULL);
  s = st_scenario_load_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (s);
  render_and_check (s, output, 1200);
}

static void
test_render_png_error (void)
{
  g_autoptr (StScenario) s = build_hex (ST_HEX_FLAT, TRUE, 4, 4);
  g_autoptr (GError) error = NULL;

  g_assert_false (st_render_board_to_png (s, NULL, 400, "/nonexistent-dir/board.png", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (st_render_board_to_png (s, NULL, 0, "unused.png", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

/* Drawing only a clipped part gives the same pixels there as drawing it all. */

typedef struct
{
  const char *name;
  double      scale;
  double      tx;
  double      ty;
} ClipCase;

/* Largest difference in any channel that counts as the same pixel. */
#define CLIP_TOLERANCE 16

static const ClipCase clip_cases[] = {
  { "hex-flat-odd", 1.37, -41.3, -27.8 }, { "hex-pointy-even", 0.71, -5.5, 12.25 },
  { "hex-flat-odd-far", 0.09, 3.0, 2.0 }, { "manoeuvre", 0.93, 10.0, -3.0 },
  { "command-maneuver", 1.1, 0.0, 0.0 },  { "manover", 0.41, -2.0, -7.5 },
};

static cairo_surface_t *
draw_clipped (const StScenario            *s,
              const StBoardLayout         *layout,
              const ClipCase              *cc,
              const cairo_rectangle_int_t *clip,
              const StCell                *hover)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 640, 480);
  cairo_t         *cr = cairo_create (surface);
  StRenderOptions  options;

  st_render_options_init (&options);
  options.hover_cell = hover;
  options.hover_node = 3;
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  if (clip != NULL)
    {
      cairo_rectangle (cr, clip->x, clip->y, clip->width, clip->height);
      cairo_clip (cr);
    }
  cairo_translate (cr, cc->tx, cc->ty);
  cairo_scale (cr, cc->scale, cc->scale);
  st_render_board (cr, s, layout, &options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
test_render_clip (gconstpointer data)
{
  const ClipCase *cc = data;
  g_autoptr (StScenario) s = NULL;
  g_autoptr (StBoardLayout) layout = NULL;
  const cairo_rectangle_int_t clips[] = {
    { 150, 100, 300, 200 },
    { 0, 0, 64, 480 },
    { 333, 217, 41, 77 },
    { 500, 300, 140, 180 },
  };
  StCell           hover = { 2, 3 };
  cairo_surface_t *full;

  if (g_str_has_prefix (cc->name, "hex-flat-odd"))
    s = build_hex (ST_HEX_FLAT, TRUE, 30, 20);
  else if (g_str_equal (cc->name, "hex-pointy-even"))
    s = build_hex (ST_HEX_POINTY, FALSE, 20, 30);
  else if (g_str_equal (cc->name, "manoeuvre"))
    s = build_manoeuvre ();
  else if (g_str_equal (cc->name, "command-maneuver"))
    s = build_command_maneuver ();
  else
    s = build_manover ();
  layout = st_board_layout_new (s);

  full = draw_clipped (s, layout, cc, NULL, &hover);
  for (guint c = 0; c < G_N_ELEMENTS (clips); c++)
    {
      cairo_surface_t *part = draw_clipped (s, layout, cc, &clips[c], &hover);
      guint            differing = 0, beyond = 0;
      int              worst = 0;

      for (int y = clips[c].y; y < clips[c].y + clips[c].height; y++)
        for (int x = clips[c].x; x < clips[c].x + clips[c].width; x++)
          {
            guint32 a = pixel_at (full, x, y), b = pixel_at (part, x, y);
            int     d = 0;

            if (a == b)
              continue;
            for (int shift = 0; shift < 32; shift += 8)
              d = MAX (d, ABS ((int) ((a >> shift) & 0xff) - (int) ((b >> shift) & 0xff)));
            worst = MAX (worst, d);
            differing++;
            if (d > CLIP_TOLERANCE && beyond++ < 5)
              g_test_message ("%s clip %u: pixel %d,%d is %08x, %08x when clipped", cc->name, c, x, y, a, b);
          }
      g_test_message ("%s clip %u: %u of %d pixels differ, by at most %d", cc->name, c, differing,
                      clips[c].width * clips[c].height, worst);
      if (beyond > 0)
        {
          g_autofree char *full_path = output_path ("clip-full.png");
          g_autofree char *part_path = output_path ("clip-part.png");

          cairo_surface_write_to_png (full, full_path);
          cairo_surface_write_to_png (part, part_path);
        }
      /* Something left out shows as a patch of wrong pixels; cairo itself may
       * only anti-alias an edge a little differently under a clip, and its
       * stroker trims paths to the clip, which can move a pixel on its border. */
      g_assert_cmpuint (beyond, <=, (guint) (clips[c].width * clips[c].height) / 500);
      cairo_surface_destroy (part);
    }
  cairo_surface_destroy (full);
}

/* GTK records the drawing of a cairo node and replays it later; that must give
 * the same pixels as drawing directly, at every level of detail. Exactly the
 * same: a recording takes none of the image target's fast paths (grid lines
 * through an alpha mask, patterns laid on with pixman), which must not change
 * a pixel, and a grey level one off is more than the reference images see. */
static void
test_render_recording (gconstpointer data)
{
  const double *zoom = data;
  g_autoptr (StScenario) s = build_hex (ST_HEX_FLAT, TRUE, 60, 40);
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  cairo_surface_t  *direct = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 480, 360);
  cairo_surface_t  *replayed = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 480, 360);
  cairo_rectangle_t extents = { 0, 0, 480, 360 };
  cairo_surface_t  *recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
  cairo_surface_t  *targets[] = { direct, recording };
  int               worst = 0;
  cairo_t          *cr;

  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      cr = cairo_create (targets[i]);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      cairo_translate (cr, -13.5, -7.25);
      cairo_scale (cr, *zoom, *zoom);
      st_render_board (cr, s, layout, NULL);
      cairo_destroy (cr);
    }
  cr = cairo_create (replayed);
  cairo_set_source_surface (cr, recording, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_flush (direct);
  cairo_surface_flush (replayed);

  for (int y = 0; y < 360; y++)
    for (int x = 0; x < 480; x++)
      {
        guint32 a = pixel_at (direct, x, y), b = pixel_at (replayed, x, y);

        for (int shift = 0; shift < 32; shift += 8)
          worst = MAX (worst, ABS ((int) ((a >> shift) & 0xff) - (int) ((b >> shift) & 0xff)));
      }
  g_assert_cmpint (worst, ==, 0);

  cairo_surface_destroy (recording);
  cairo_surface_destroy (replayed);
  cairo_surface_destroy (direct);
}

int
main (int argc, char *argv[])
{
  static const char *built[] = {
    "hex-flat-odd", "hex-flat-even", "hex-pointy-odd",   "hex-pointy-even",
    "hex-large",    "manoeuvre",     "command-maneuver", "manover",
  };
  /* A mosaic with patterns, and vectors with coordinates. */
  static const double recording_zooms[] = { 0.3, 1.2 };
  static const char  *files[] = {
     "maneuver-basic", "maneuver-advanced", "manoeuvre", "command-and-maneuver", "manover-finland",
  };

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (built); i++)
    {
      g_autofree char *path = g_strdup_printf ("/render/png/built/%s", built[i]);

      g_test_add_data_func (path, built[i], test_render_built);
    }
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_strdup_printf ("/render/png/scenario/%s", files[i]);

      g_test_add_data_func (path, files[i], test_render_scenario_file);
    }
  g_test_add_func ("/render/png/error", test_render_png_error);

  for (guint i = 0; i < G_N_ELEMENTS (clip_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/render/clip/%s", clip_cases[i].name);

      g_test_add_data_func (path, &clip_cases[i], test_render_clip);
    }

  for (guint i = 0; i < G_N_ELEMENTS (recording_zooms); i++)
    {
      g_autofree char *path = g_strdup_printf ("/render/recording/zoom-%g", recording_zooms[i]);

      g_test_add_data_func (path, &recording_zooms[i], test_render_recording);
    }

  return g_test_run ();
}
