/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "core/st-scenario-io.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"
#include "render/st-render-legend.h"

/* The board reads well (issue 20). The board's legend lists every mark the renderer draws for a
 * family: each bundled scenario is drawn with every kind of mark set (the
 * selection, targets, a costly target, problems, rule overlays, the pointer),
 * its pieces given each arm of the family in turn, reduced and not, and every
 * mark the renderer reports drawing must have its entry in the legend. */

static const char *const scenarios[] = { "maneuver-basic", "maneuver-advanced", "command-and-maneuver",
                                         "manoeuvre", "manover-finland" };

static StScenario *
load_bundled (const char *name)
{
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", file, NULL);
  g_autoptr (GError) error = NULL;
  StScenario *s = st_scenario_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return s;
}

/* Draws s at a zoom where pieces show their details, with every mark set;
 * returns the marks drawn. */
static guint64
draw_all_marks (const StScenario *s)
{
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 3000, 2400);
  cairo_t         *cr = cairo_create (surface);
  StRenderOptions  options;
  guint64          drawn = 0;
  StCell           cells[3] = { { 1, 1 }, { 2, 2 }, { 3, 3 } }, edge[2] = { { 2, 2 }, { 2, 3 } };
  int              places[3] = { 0, 1, 2 };
  double           line[4] = { 0, 0, 100, 100 };
  StRenderOverlay  overlays[3] = {
     { ST_RENDER_OVERLAY_AREA, NULL, places, 3 },
     { ST_RENDER_OVERLAY_PATH, "#ff0000", places, 3 },
     { ST_RENDER_OVERLAY_WARNING, NULL, places, 1 },
  };

  st_render_options_init (&options);
  options.marks_drawn = &drawn;
  options.hover_cell = &cells[0];
  options.hover_node = 0;
  options.selected_cell = &cells[0];
  options.selected_node = 0;
  options.selected_edge = edge;
  options.problem_cells = cells;
  options.n_problem_cells = 3;
  options.problem_nodes = places;
  options.n_problem_nodes = 3;
  options.highlight_cells = cells;
  options.n_highlight_cells = 3;
  options.highlight_nodes = places;
  options.n_highlight_nodes = 3;
  options.costly_cells = cells;
  options.n_costly_cells = 1;
  options.costly_nodes = places;
  options.n_costly_nodes = 1;
  options.mentioned_cells = cells;
  options.n_mentioned_cells = 2;
  options.mentioned_nodes = places;
  options.n_mentioned_nodes = 2;
  options.pending_line = line;
  options.n_pending_points = 2;
  options.overlays = overlays;
  options.n_overlays = 3;
  st_render_board_fit (cr, s, layout, &options, 3000, 2400);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return drawn;
}

static void
test_legend_lists_drawn_marks (void)
{
  for (guint n = 0; n < G_N_ELEMENTS (scenarios); n++)
    {
      g_autoptr (StScenario) s = load_bundled (scenarios[n]);
      const char *const *arms = st_family_arms (s->family);
      StMark             legend[ST_N_MARKS];
      guint              n_legend = st_render_legend_marks (s, legend);
      guint64            listed = 0, drawn = 0;

      for (guint i = 0; i < n_legend; i++)
        listed |= G_GUINT64_CONSTANT (1) << legend[i];
      for (guint a = 0; arms != NULL && arms[a] != NULL; a++)
        {
          for (guint t = 0; t < s->unit_types->len; t++)
            {
              StUnitType *type = g_ptr_array_index (s->unit_types, t);

              g_free (type->arm);
              type->arm = g_strdup (arms[a]);
            }
          for (guint u = 0; u < s->units->len; u++)
            ((StUnit *) g_ptr_array_index (s->units, u))->reduced = (u + a) % 2 == 0;
          drawn |= draw_all_marks (s);
        }
      /* The marks every board draws with these options. */
      g_assert_true (drawn & (G_GUINT64_CONSTANT (1) << ST_MARK_SELECTION));
      g_assert_true (drawn & (G_GUINT64_CONSTANT (1) << ST_MARK_TARGET));
      g_assert_true (drawn & (G_GUINT64_CONSTANT (1) << ST_MARK_COSTLY_TARGET));
      g_assert_true (drawn & (G_GUINT64_CONSTANT (1) << ST_MARK_OVERLAY_WARNING));
      g_assert_true (drawn & (G_GUINT64_CONSTANT (1) << ST_MARK_MENTIONED));
      for (guint m = 0; m < ST_N_MARKS; m++)
        if ((drawn & (G_GUINT64_CONSTANT (1) << m)) != 0 && (listed & (G_GUINT64_CONSTANT (1) << m)) == 0)
          g_error ("%s draws the mark \"%s\", which its legend does not list", scenarios[n],
                   st_render_mark_style (m)->label);
    }
}

/* Manöver's legend explains the rings the issue found unexplained: the red,
 * yellow, black and blue rims of the pieces and the towns' red and blue rings. */
static void
test_manover_rings (void)
{
  g_autoptr (StScenario) s = load_bundled ("manover-finland");
  StMark  legend[ST_N_MARKS];
  guint   n = st_render_legend_marks (s, legend);
  StMark  wanted[] = { ST_MARK_RIM_RED,   ST_MARK_RIM_YELLOW, ST_MARK_RIM_BLACK, ST_MARK_RIM_BLUE,
                       ST_MARK_STRATEGIC, ST_MARK_JUNCTION,   ST_MARK_TARGET };
  guint64 listed = 0;

  for (guint i = 0; i < n; i++)
    listed |= G_GUINT64_CONSTANT (1) << legend[i];
  for (guint i = 0; i < G_N_ELEMENTS (wanted); i++)
    g_assert_true (listed & (G_GUINT64_CONSTANT (1) << wanted[i]));
  /* Grid families list no town rings. */
  {
    g_autoptr (StScenario) hex = load_bundled ("maneuver-basic");

    n = st_render_legend_marks (hex, legend);
    for (guint i = 0; i < n; i++)
      g_assert_cmpint (legend[i], !=, ST_MARK_STRATEGIC);
  }
}

/* The canvas of a 1600 x 1000 window in play mode (the side column, the
 * header and the prompt take the rest). */
#define FIT_WIDTH 1180
#define FIT_HEIGHT 860

static cairo_surface_t *
draw_fit (
    const StScenario *s, const StBoardLayout *layout, gboolean units, double *scale, double *tx, double *ty)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, FIT_WIDTH, FIT_HEIGHT);
  cairo_t         *cr = cairo_create (surface);
  StRenderOptions  options;
  double           width, height;

  st_board_layout_get_extent (layout, &width, &height);
  *scale = MIN (FIT_WIDTH / width, FIT_HEIGHT / height);
  *tx = (FIT_WIDTH - width * *scale) / 2;
  *ty = (FIT_HEIGHT - height * *scale) / 2;
  cairo_translate (cr, *tx, *ty);
  cairo_scale (cr, *scale, *scale);
  st_render_options_init (&options);
  options.show_units = units;
  options.show_labels = FALSE;
  options.show_areas = FALSE;
  st_render_board (cr, s, layout, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static guint32
pixel (cairo_surface_t *surface, int x, int y)
{
  return *(const guint32 *) (cairo_image_surface_get_data (surface)
                             + y * cairo_image_surface_get_stride (surface) + x * 4)
         & 0xffffff;
}

/* Manöver at fit zoom (issue 20): pieces were dots a few pixels wide. Each
 * piece, measured as how far right of its town the board differs from the
 * board without pieces, is at least 24 pixels across, and no town name lies
 * over a piece. */
static void
test_manover_fit_pieces (void)
{
  g_autoptr (StScenario) s = load_bundled ("manover-finland");
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  double           scale, tx, ty;
  cairo_surface_t *with = draw_fit (s, layout, TRUE, &scale, &tx, &ty);
  cairo_surface_t *without = draw_fit (s, layout, FALSE, &scale, &tx, &ty);
  guint            measured = 0;
  double           smallest = G_MAXDOUBLE;

  for (guint i = 0; i < s->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (s->units, i);
      const StNode *node =
          unit->placed && unit->node != NULL ? st_board_find_node (s->board, unit->node) : NULL;
      double x, y;
      int    cx, cy, r = 0;

      if (node == NULL)
        continue;
      st_board_layout_node_position (layout, node, &x, &y);
      cx = (int) (tx + x * scale);
      cy = (int) (ty + y * scale);
      /* The rim ends where three pixels in a row match the bare board. */
      for (int run = 0; cx + r < FIT_WIDTH - 1 && run < 3; r++)
        run = pixel (with, cx + r, cy) == pixel (without, cx + r, cy) ? run + 1 : 0;
      smallest = MIN (smallest, 2.0 * (r - 3));
      measured++;
    }
  g_assert_cmpuint (measured, >, 10);
  if (smallest < 24)
    g_error ("a piece is %.0f pixels across at fit zoom", smallest);

  /* Town names keep off the pieces. */
  {
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, FIT_WIDTH, FIT_HEIGHT);
    cairo_t         *cr = cairo_create (surface);
    StRenderOptions  options;
    g_autoptr (GArray) boxes = NULL;
    double radius = smallest / 2 / scale;

    cairo_translate (cr, tx, ty);
    cairo_scale (cr, scale, scale);
    st_render_options_init (&options);
    boxes = st_render_board_labels (cr, s, layout, &options);
    g_assert_cmpuint (boxes->len, >, 20);
    for (guint b = 0; b < boxes->len; b++)
      {
        const StRenderLabelBox *box = &g_array_index (boxes, StRenderLabelBox, b);

        for (guint i = 0; i < s->units->len; i++)
          {
            const StUnit *unit = g_ptr_array_index (s->units, i);
            const StNode *node =
                unit->placed && unit->node != NULL ? st_board_find_node (s->board, unit->node) : NULL;
            double x, y, nx, ny;

            if (node == NULL)
              continue;
            st_board_layout_node_position (layout, node, &x, &y);
            nx = CLAMP (x, box->x0, box->x1);
            ny = CLAMP (y, box->y0, box->y1);
            if (hypot (nx - x, ny - y) < radius)
              g_error ("the name of %s lies over a piece in %s",
                       ((const StNode *) g_ptr_array_index (s->board->nodes, box->node))->id, node->id);
          }
      }
    cairo_destroy (cr);
    cairo_surface_destroy (surface);
  }
  cairo_surface_destroy (with);
  cairo_surface_destroy (without);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/legend/lists-every-mark-drawn", test_legend_lists_drawn_marks);
  g_test_add_func ("/render/legend/manover-rings", test_manover_rings);
  g_test_add_func ("/render/manover/pieces-readable-at-fit", test_manover_fit_pieces);
  return g_test_run ();
}
