/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/st-edit.h"
#include "core/st-history.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"

/* DESIGN.md target: redraw a 200x200 hex board at 1920x1080 in at most 16 ms.
 * The board has varied terrain, rivers, roads, a border, two countries and a few
 * hundred units. Each case draws N frames onto a 1920x1080 image surface and
 * prints the median time per frame: the whole board scaled to fit, and the
 * editor's usual view of a part of it at 100%, 50% and 25% zoom. */

#define BOARD_SIZE 200
#define WIDTH 1920
#define HEIGHT 1080
#define N_FRAMES 31

static const struct
{
  const char *id;
  const char *color;
  const char *pattern;
} terrains[] = {
  { "clear", "#e8e2c0", "none" },  { "woods", "#79a85a", "trees" },    { "hills", "#c9a66b", "hills" },
  { "marsh", "#9dbfa4", "marsh" }, { "town", "#d6c9b6", "town" },      { "lake", "#78a9dc", "water" },
  { "rough", "#b8ad8c", "dots" },  { "mountain", "#9c8d80", "hatch" },
};

static guint32
next_random (guint32 *state)
{
  *state = *state * 1664525u + 1013904223u;
  return *state >> 8;
}

static void
add_edge_type (StScenario *s, const char *id, const char *color, double width, StLineStyle style)
{
  StEdgeType *type = st_edge_type_new (id, color);

  type->width = width;
  type->style = style;
  g_ptr_array_add (s->edge_types, type);
}

static StScenario *
build_board (void)
{
  StScenario *s = st_scenario_new (ST_FAMILY_MANEUVER_HEX, ST_BOARD_HEX);
  StUnitType *type;
  StArea     *blue, *red;
  guint32     seed = 12345;
  StCell      neighbours[6];

  st_text_set (s->title, "en", "Render benchmark");
  for (guint i = 0; i < G_N_ELEMENTS (terrains); i++)
    {
      StTerrain *t = st_terrain_new (terrains[i].id, terrains[i].color);

      g_free (t->pattern);
      t->pattern = g_strdup (terrains[i].pattern);
      g_ptr_array_add (s->terrains, t);
    }
  add_edge_type (s, "border", "#c01c28", 4, ST_LINE_SOLID);
  add_edge_type (s, "river", "#3584e4", 3, ST_LINE_SOLID);
  add_edge_type (s, "road", "#5e5c64", 2, ST_LINE_DASHED);
  g_ptr_array_add (s->sides, st_side_new ("blue", "#1c71d8"));
  g_ptr_array_add (s->sides, st_side_new ("red", "#c01c28"));

  s->board->columns = BOARD_SIZE;
  s->board->rows = BOARD_SIZE;

  /* Patches of terrain from a few overlapping waves: about half the cells
   * differ from the default. */
  for (int y = 0; y < BOARD_SIZE; y++)
    for (int x = 0; x < BOARD_SIZE; x++)
      {
        double v = sin (x * 0.21) + sin (y * 0.17 + x * 0.06) + sin ((x - y) * 0.11)
                   + (next_random (&seed) % 100) / 120.0;
        guint t = (guint) CLAMP ((v + 1.2) * 3.2, 0, 15);

        if (t > 4 && t - 4 < G_N_ELEMENTS (terrains))
          {
            StCellTerrain *cell = g_new0 (StCellTerrain, 1);

            cell->at = (StCell){ x, y };
            cell->terrain = g_strdup (terrains[t - 4].id);
            g_ptr_array_add (s->board->cells, cell);
          }
      }

  /* A border across the middle, and rivers and roads wandering about: each a
   * chain of sides, about 3,000 in all. */
  for (int x = 0; x < BOARD_SIZE; x++)
    {
      guint n = st_board_neighbours (s->board, x, BOARD_SIZE / 2, neighbours);

      for (guint i = 0; i < n; i++)
        if (neighbours[i].y == BOARD_SIZE / 2 - 1)
          g_ptr_array_add (s->board->edges,
                           st_edge_new_cells ("border", (StCell){ x, BOARD_SIZE / 2 }, neighbours[i]));
    }
  for (int chain = 0; chain < 100; chain++)
    {
      StCell a = { (int) (next_random (&seed) % BOARD_SIZE), (int) (next_random (&seed) % BOARD_SIZE) };
      guint  direction = next_random (&seed) % 6;

      for (int k = 0; k < 30; k++)
        {
          guint  n = st_board_neighbours (s->board, a.x, a.y, neighbours);
          StCell b;

          direction = (direction + 5 + next_random (&seed) % 3) % 6;
          b = neighbours[direction % n];
          g_ptr_array_add (s->board->edges, st_edge_new_cells (chain % 3 ? "river" : "road", a, b));
          a = b;
        }
    }

  blue = st_area_new ("blue", ST_AREA_COUNTRY);
  blue->side = g_strdup ("blue");
  red = st_area_new ("red", ST_AREA_COUNTRY);
  red->side = g_strdup ("red");
  for (int y = 0; y < BOARD_SIZE; y++)
    for (int x = 0; x < BOARD_SIZE; x++)
      g_array_append_val (y < BOARD_SIZE / 2 ? blue->cells : red->cells, ((StCell){ x, y }));
  g_ptr_array_add (s->areas, blue);
  g_ptr_array_add (s->areas, red);

  type = st_unit_type_new ("infantry", "infantry");
  st_attrs_set (type->attrs, "attack", "4");
  st_attrs_set (type->attrs, "defense", "4");
  st_attrs_set (type->attrs, "movement", "3");
  g_ptr_array_add (s->unit_types, type);
  type = st_unit_type_new ("cavalry", "cavalry");
  st_attrs_set (type->attrs, "attack", "3");
  st_attrs_set (type->attrs, "defense", "2");
  st_attrs_set (type->attrs, "movement", "5");
  g_ptr_array_add (s->unit_types, type);
  for (int k = 0; k < 800; k++)
    {
      g_autofree char *id = g_strdup_printf ("u%d", k);
      StUnit          *unit = st_unit_new (id, k % 4 ? "infantry" : "cavalry", k % 2 ? "blue" : "red");

      unit->placed = TRUE;
      unit->cell =
          (StCell){ (int) (next_random (&seed) % BOARD_SIZE), (int) (next_random (&seed) % BOARD_SIZE) };
      g_ptr_array_add (s->units, unit);
    }
  return s;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* zoom 0: fit the whole board; otherwise that scale, centred on the board. */
static double
time_frames (const StScenario      *scenario,
             const StBoardLayout   *layout,
             const StRenderOptions *options,
             double                 zoom)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  double           times[N_FRAMES];
  double           width, height;

  st_board_layout_get_extent (layout, &width, &height);
  for (int frame = -2; frame < N_FRAMES; frame++)
    {
      cairo_t *cr = cairo_create (surface);
      gint64   start = g_get_monotonic_time ();

      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      if (zoom <= 0)
        {
          st_render_board_fit (cr, scenario, layout, options, WIDTH, HEIGHT);
        }
      else
        {
          cairo_scale (cr, zoom, zoom);
          cairo_translate (cr, -(width - WIDTH / zoom) / 2, -(height - HEIGHT / zoom) / 2);
          st_render_board (cr, scenario, layout, options);
        }
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      if (frame >= 0)
        times[frame] = (g_get_monotonic_time () - start) / 1000.0;
    }

  if (g_getenv ("BENCH_RENDER_PNG") != NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s/bench-render-%g.png", g_getenv ("BENCH_RENDER_PNG"), zoom);

      cairo_surface_write_to_png (surface, name);
    }
  cairo_surface_destroy (surface);
  qsort (times, N_FRAMES, sizeof (double), compare_doubles);
  return times[N_FRAMES / 2];
}

/* The editor on the same board: one step of a terrain stroke (paint a cell of
 * the working copy, lay the board out again as the view does), and committing
 * a stroke to the history (compare with the current version, keep it). */
static void
time_editing (StScenario *scenario)
{
  g_autoptr (StHistory) history = st_history_new (scenario);
  double step[N_FRAMES], commit[N_FRAMES], begin[N_FRAMES];

  for (int i = 0; i < N_FRAMES; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr (StScenario) work = st_history_begin (history);
      StBoardLayout *layout;
      const char   **grid;

      begin[i] = (g_get_monotonic_time () - start) / 1000.0;
      start = g_get_monotonic_time ();

      st_edit_paint_terrain (work, (StCell){ 10 + i, 100 }, 1, i % 2 ? "woods" : "marsh");
      layout = st_board_layout_new (work);
      grid = st_scenario_terrain_grid (work);
      step[i] = (g_get_monotonic_time () - start) / 1000.0;
      g_free (grid);
      st_board_layout_free (layout);

      start = g_get_monotonic_time ();
      st_history_commit (history, work, "Paint Terrain", NULL);
      commit[i] = (g_get_monotonic_time () - start) / 1000.0;
    }
  qsort (step, N_FRAMES, sizeof (double), compare_doubles);
  qsort (commit, N_FRAMES, sizeof (double), compare_doubles);
  qsort (begin, N_FRAMES, sizeof (double), compare_doubles);
  printf ("edit   start a stroke (copy)      %8.2f ms\n", begin[N_FRAMES / 2]);
  printf ("edit   paint one brush step       %8.2f ms (plus a redraw)\n", step[N_FRAMES / 2]);
  printf ("edit   commit a stroke            %8.2f ms\n", commit[N_FRAMES / 2]);
}

int
main (int argc, char *argv[])
{
  g_autoptr (StScenario) scenario = build_board ();
  g_autoptr (StBoardLayout) layout = st_board_layout_new (scenario);
  StRenderOptions options;
  static const struct
  {
    const char *name;
    double      zoom;
  } cases[] = {
    { "whole board, fit", 0 },
    { "viewport at 100%", 1.0 },
    { "viewport at 50%", 0.5 },
    { "viewport at 25%", 0.25 },
  };

  st_render_options_init (&options);
  printf ("# %dx%d hex board, %u terrain overrides, %u edges, %u units, %dx%d image, median of %d frames\n",
          BOARD_SIZE, BOARD_SIZE, scenario->board->cells->len, scenario->board->edges->len,
          scenario->units->len, WIDTH, HEIGHT, N_FRAMES);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    printf ("render %-18s %8.2f ms/frame (target 16 ms)\n", cases[i].name,
            time_frames (scenario, layout, &options, cases[i].zoom));
  time_editing (scenario);
  return 0;
}
