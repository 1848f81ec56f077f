/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include "bench-boards.h"
#include "bench-clock.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/st-edit.h"
#include "core/st-history.h"
#include "core/st-scenario-io.h"
#include "engine/st-game.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"

/* DESIGN.md target: redraw a 200x200 hex board at 1920x1080 in at most 16 ms.
 * The board has varied terrain, rivers, roads, a border, two countries and a few
 * hundred units. Each case draws N frames onto a 1920x1080 image surface and
 * prints the median time per frame: the whole board scaled to fit, and the
 * editor's usual view of a part of it at 100%, 50% and 25% zoom. The editor's
 * rule overlays (issue 14) add the engine reading the document again after an
 * edit and the overlays drawn with each frame: timed on the same board, on the
 * largest maneuver-hex board the engine plays and on the bundled scenarios.
 * `bench-render ZOOM` times only the frames at that zoom (0: fit), to profile one
 * case (valgrind --tool=callgrind --toggle-collect=draw_frame). */

#define BOARD_SIZE BENCH_BOARD_SIZE
#define WIDTH 1920
#define HEIGHT 1080
#define N_FRAMES 31

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* One frame onto surface. zoom 0: fit the whole board; otherwise that scale,
 * centred on the board. */
static void
draw_frame (cairo_surface_t       *surface,
            const StScenario      *scenario,
            const StBoardLayout   *layout,
            const StRenderOptions *options,
            double                 zoom)
{
  cairo_t *cr = cairo_create (surface);
  double   width, height;

  st_board_layout_get_extent (layout, &width, &height);
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
}

static double
time_frames (const StScenario      *scenario,
             const StBoardLayout   *layout,
             const StRenderOptions *options,
             double                 zoom)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  double           times[N_FRAMES];

  /* Processor time of this thread, which drawing is: on a machine shared by
   * other work, wall time counted the waits for a core as well (51.6 against
   * 11.6 ms for the fitted board at a load of 17). */
  for (int frame = -2; frame < N_FRAMES; frame++)
    {
      double start = thread_cpu_now ();

      draw_frame (surface, scenario, layout, options, zoom);
      if (frame >= 0)
        times[frame] = (thread_cpu_now () - start) * 1000.0;
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

/* Overlays as the editor draws them on the 200x200 board: each side's zone of
 * control (the cells next to its 400 units), a supply path from every unit to
 * its side's capital (a row of cells, as long as the engine's would be) and a
 * warning ring on every tenth unit. */
static GArray *
synthetic_overlays (const StScenario *s, GArray *places)
{
  GArray *overlays = g_array_new (FALSE, FALSE, sizeof (StRenderOverlay));
  GArray *starts = g_array_new (FALSE, FALSE, sizeof (guint));
  StCell  neighbours[6];
  guint   start;

  for (int kind = 0; kind < 3; kind++)
    for (int side = 0; side < 2; side++)
      {
        StCell capital = { BOARD_SIZE / 2, side == 0 ? BOARD_SIZE / 4 : 3 * BOARD_SIZE / 4 };

        if (kind == 0)
          {
            start = places->len;
            g_array_append_val (starts, start);
          }
        for (guint u = (guint) side; u < s->units->len; u += 2)
          {
            const StUnit *unit = g_ptr_array_index (s->units, u);
            StCell        c = unit->cell;

            if (kind == 0)
              {
                guint n = st_board_neighbours (s->board, c.x, c.y, neighbours);

                for (guint i = 0; i < n; i++)
                  {
                    int place = neighbours[i].y * BOARD_SIZE + neighbours[i].x;
                    g_array_append_val (places, place);
                  }
              }
            else if (kind == 1 || u % 10 < 2)
              {
                start = places->len;
                g_array_append_val (starts, start);
                while (TRUE)
                  {
                    int place = c.y * BOARD_SIZE + c.x;

                    g_array_append_val (places, place);
                    if (kind == 2 || (c.x == capital.x && c.y == capital.y))
                      break;
                    if (c.x != capital.x)
                      c.x += c.x < capital.x ? 1 : -1;
                    else
                      c.y += c.y < capital.y ? 1 : -1;
                  }
              }
            else
              continue;
            if (kind != 0)
              {
                StRenderOverlay o = { kind == 1 ? ST_RENDER_OVERLAY_PATH : ST_RENDER_OVERLAY_WARNING,
                                      side ? "#c01c28" : "#1c71d8", NULL, 0 };
                g_array_append_val (overlays, o);
              }
          }
        if (kind == 0)
          {
            StRenderOverlay o = { ST_RENDER_OVERLAY_AREA, side ? "#c01c28" : "#1c71d8", NULL, 0 };
            g_array_append_val (overlays, o);
          }
      }
  /* The places are all in; point into them. */
  for (guint i = 0; i < overlays->len; i++)
    {
      StRenderOverlay *o = &g_array_index (overlays, StRenderOverlay, i);
      guint            first = g_array_index (starts, guint, i);
      guint            end = i + 1 < starts->len ? g_array_index (starts, guint, i + 1) : places->len;

      o->places = &g_array_index (places, int, first);
      o->n_places = end - first;
    }
  g_array_unref (starts);
  return overlays;
}

/* The engine reading a document as the board page does after an edit with an
 * overlay on (st-board-overlay.c): the game, its initial state and every
 * overlay of the ruleset (unit: the first unit on the map). Returns the median
 * milliseconds; places counts what the overlays hold. */
static double
time_recompute (StScenario *s, guint *n_shapes, char **error_message)
{
  double times[N_FRAMES];

  *n_shapes = 0;
  for (int i = 0; i < N_FRAMES; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr (GError) error = NULL;
      g_autoptr (StGame) game = st_game_new_for_overlays (s, &error);

      if (game != NULL)
        {
          g_autoptr (StState) state = st_game_new_initial_state (game, 1);
          int unit = -1;

          for (guint u = 0; u < st_game_n_units (game) && unit < 0; u++)
            {
              StPieceView view;

              st_game_piece_view (game, state, ST_VIEWER_ALL, u, &view);
              if (view.place >= 0)
                unit = (int) u;
            }
          *n_shapes = 0;
          for (guint o = 0; o < st_game_n_overlays (game); o++)
            {
              g_autoptr (GPtrArray) shapes = NULL;

              if (st_game_overlay_unavailable (game, o) != NULL)
                continue;
              shapes = st_game_overlay (game, state, ST_VIEWER_ALL, o, unit);
              *n_shapes += shapes->len;
            }
        }
      else if (error_message != NULL && *error_message == NULL)
        *error_message = g_strdup (error->message);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
    }
  qsort (times, N_FRAMES, sizeof (double), compare_doubles);
  return times[N_FRAMES / 2];
}

/* What the board page does after an edit with the zones of control and
 * supply on: the engine reads the document (leniently, as
 * st-board-overlay.c does), answers every overlay, and the shapes become
 * what the renderer draws (all keeps the shapes the overlays point into). */
static gboolean
read_overlays (StScenario *s, GPtrArray *all, GArray *overlays)
{
  g_autoptr (StGame) game = st_game_new_for_overlays (s, NULL);
  g_autoptr (StState) state = NULL;

  g_ptr_array_set_size (all, 0);
  g_array_set_size (overlays, 0);
  if (game == NULL)
    return FALSE;
  state = st_game_new_initial_state (game, 1);
  for (guint o = 0; o < st_game_n_overlays (game); o++)
    {
      GPtrArray *shapes;

      if (st_game_overlay_unavailable (game, o) != NULL)
        continue;
      shapes = st_game_overlay (game, state, ST_VIEWER_ALL, o, -1);
      g_ptr_array_add (all, shapes);
      for (guint k = 0; k < shapes->len; k++)
        {
          const StOverlayShape *shape = g_ptr_array_index (shapes, k);
          StRenderOverlay       ro = { shape->kind == ST_OVERLAY_PATH      ? ST_RENDER_OVERLAY_PATH
                                       : shape->kind == ST_OVERLAY_WARNING ? ST_RENDER_OVERLAY_WARNING
                                                                           : ST_RENDER_OVERLAY_AREA,
                                 shape->player == 0 ? "#1c71d8" : "#c01c28",
                                 (const int *) (gpointer) shape->places->data, shape->places->len };

          g_array_append_val (overlays, ro);
        }
    }
  return TRUE;
}

/* Painting terrain on the 64 x 64 board with the zones of control and supply
 * on, as the designer feels it. During a stroke each brush step paints the
 * working copy, lays the board out again and redraws it with the overlays as
 * they were (the engine reads the document when the stroke is committed):
 * timed step and frame together, fitted and at 100%. Releasing the button
 * commits the stroke, the engine reads the document and answers the
 * overlays, and the board is redrawn with them. */
static void
time_painting_with_overlays (StScenario *s)
{
  g_autoptr (StHistory) history = NULL;
  g_autoptr (GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr (GArray) overlays = g_array_new (FALSE, FALSE, sizeof (StRenderOverlay));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  StTerrain       *woods = st_terrain_new ("woods", "#79a85a");
  double           step_fit[N_FRAMES], step_full[N_FRAMES], release[N_FRAMES];
  double           cpu_fit[N_FRAMES], cpu_full[N_FRAMES], cpu_release[N_FRAMES];
  StRenderOptions  options;

  g_free (woods->pattern);
  woods->pattern = g_strdup ("trees");
  g_ptr_array_add (s->terrains, woods);
  history = st_history_new (s);
  st_render_options_init (&options);
  if (!read_overlays (s, all, overlays))
    return;
  for (int i = 0; i < N_FRAMES; i++)
    {
      g_autoptr (StScenario) work = st_history_begin (history);

      for (int zoom = 0; zoom < 2; zoom++)
        {
          double start = now (), cpu = thread_cpu_now ();
          g_autoptr (StBoardLayout) layout = NULL;

          st_edit_paint_terrain (work, (StCell){ 5 + i, 20 + 10 * zoom }, 1, i % 2 ? "woods" : "clear");
          layout = st_board_layout_new (work);
          options.overlays = (const StRenderOverlay *) (gpointer) overlays->data;
          options.n_overlays = overlays->len;
          draw_frame (surface, work, layout, &options, zoom ? 1.0 : 0);
          (zoom ? step_full : step_fit)[i] = (now () - start) * 1000.0;
          (zoom ? cpu_full : cpu_fit)[i] = (thread_cpu_now () - cpu) * 1000.0;
        }
      {
        double start = now (), cpu = thread_cpu_now ();
        g_autoptr (StBoardLayout) layout = NULL;

        st_history_commit (history, work, "Paint Terrain", NULL);
        read_overlays (st_history_get_scenario (history), all, overlays);
        layout = st_board_layout_new (st_history_get_scenario (history));
        options.overlays = (const StRenderOverlay *) (gpointer) overlays->data;
        options.n_overlays = overlays->len;
        draw_frame (surface, st_history_get_scenario (history), layout, &options, 0);
        release[i] = (now () - start) * 1000.0;
        cpu_release[i] = (thread_cpu_now () - cpu) * 1000.0;
      }
    }
  cairo_surface_destroy (surface);
  qsort (step_fit, N_FRAMES, sizeof (double), compare_doubles);
  qsort (step_full, N_FRAMES, sizeof (double), compare_doubles);
  qsort (release, N_FRAMES, sizeof (double), compare_doubles);
  qsort (cpu_fit, N_FRAMES, sizeof (double), compare_doubles);
  qsort (cpu_full, N_FRAMES, sizeof (double), compare_doubles);
  qsort (cpu_release, N_FRAMES, sizeof (double), compare_doubles);
  printf ("paint  64x64, overlays on (%u shapes), wall (processor) ms: brush step + frame %.2f (%.2f) fit, "
          "%.2f (%.2f) at 100%%; release: commit + engine + frame %.2f (%.2f)\n",
          overlays->len, step_fit[N_FRAMES / 2], cpu_fit[N_FRAMES / 2], step_full[N_FRAMES / 2],
          cpu_full[N_FRAMES / 2], release[N_FRAMES / 2], cpu_release[N_FRAMES / 2]);
}

/* A frame of the 64 x 64 board with its real zones of control and supply
 * paths on, as the engine answers them: fit and 100%. */
static void
time_real_overlays (StScenario *s)
{
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  g_autoptr (GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr (GArray) overlays = g_array_new (FALSE, FALSE, sizeof (StRenderOverlay));
  StRenderOptions options;
  double          plain, fit, full;

  if (!read_overlays (s, all, overlays))
    return;
  st_render_options_init (&options);
  plain = time_frames (s, layout, &options, 0);
  options.overlays = (const StRenderOverlay *) (gpointer) overlays->data;
  options.n_overlays = overlays->len;
  fit = time_frames (s, layout, &options, 0);
  full = time_frames (s, layout, &options, 1.0);
  printf ("overlay 64x64, zones and supply   %8.2f ms/frame fit (%.2f without), %.2f at 100%%\n", fit, plain,
          full);
}

static StScenario *
load_bundled (const char *name)
{
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *path = g_strdup_printf ("%s/data/scenarios/%s.xml", root != NULL ? root : ".", name);

  return st_scenario_load_file (path, NULL, NULL);
}

static void
time_overlays (StScenario *scenario, const StBoardLayout *layout)
{
  g_autoptr (GArray) places = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GArray) overlays = synthetic_overlays (scenario, places);
  g_autofree char         *error = NULL;
  static const char *const bundled[] = { "maneuver-basic", "command-and-maneuver", "manoeuvre",
                                         "manover-finland" };
  StRenderOptions          options;
  guint                    n_shapes;
  double                   ms;

  st_render_options_init (&options);
  options.overlays = (const StRenderOverlay *) (gpointer) overlays->data;
  options.n_overlays = overlays->len;
  printf ("# overlays: %u shapes over %u places (zones of control, supply paths, warnings)\n", overlays->len,
          places->len);
  printf ("overlay whole board, fit          %8.2f ms/frame\n", time_frames (scenario, layout, &options, 0));
  printf ("overlay viewport at 100%%          %8.2f ms/frame\n",
          time_frames (scenario, layout, &options, 1.0));
  printf ("overlay viewport at 25%%           %8.2f ms/frame\n",
          time_frames (scenario, layout, &options, 0.25));

  for (int kind = ST_RENDER_OVERLAY_AREA; kind <= ST_RENDER_OVERLAY_WARNING; kind++)
    {
      g_autoptr (GArray) some = g_array_new (FALSE, FALSE, sizeof (StRenderOverlay));
      static const char *const names[] = { "zones", "paths", "warnings" };

      for (guint i = 0; i < overlays->len; i++)
        if ((int) g_array_index (overlays, StRenderOverlay, i).kind == kind)
          g_array_append_val (some, g_array_index (overlays, StRenderOverlay, i));
      options.overlays = (const StRenderOverlay *) (gpointer) some->data;
      options.n_overlays = some->len;
      printf ("overlay %-8s only, fit, 25%%   %8.2f %8.2f ms/frame\n", names[kind],
              time_frames (scenario, layout, &options, 0), time_frames (scenario, layout, &options, 0.25));
    }

  ms = time_recompute (scenario, &n_shapes, &error);
  printf ("engine  read the 200x200 board    %8.3f ms (%s)\n", ms, error != NULL ? error : "read");

  /* The largest maneuver-hex board the engine plays: maneuver-basic's units
   * on 64 x 64 hexes. */
  {
    g_autoptr (StScenario) big = load_bundled ("maneuver-basic");

    if (big != NULL)
      {
        big->board->columns = 64;
        big->board->rows = 64;
        g_clear_pointer (&error, g_free);
        ms = time_recompute (big, &n_shapes, &error);
        printf ("engine  64x64 maneuver-hex        %8.3f ms, %u shapes%s%s\n", ms, n_shapes,
                error ? ": " : "", error ? error : "");
        time_real_overlays (big);
        time_painting_with_overlays (big);
      }
  }
  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    {
      g_autoptr (StScenario) s = load_bundled (bundled[i]);

      if (s == NULL)
        continue;
      g_clear_pointer (&error, g_free);
      ms = time_recompute (s, &n_shapes, &error);
      printf ("engine  %-26s %8.3f ms, %u shapes%s%s\n", bundled[i], ms, n_shapes, error ? ": " : "",
              error ? error : "");
    }
}

int
main (int argc, char *argv[])
{
  g_autoptr (StScenario) scenario = bench_board_200 ();
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
  /* bench-render ZOOM: only the frames at that zoom (0: fit), e.g. to profile one. */
  if (argc > 1)
    {
      double zoom = g_ascii_strtod (argv[1], NULL);

      printf ("render at zoom %g      %8.2f ms/frame (target 16 ms)\n", zoom,
              time_frames (scenario, layout, &options, zoom));
      return 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    printf ("render %-18s %8.2f ms/frame (target 16 ms)\n", cases[i].name,
            time_frames (scenario, layout, &options, cases[i].zoom));
  time_editing (scenario);
  time_overlays (scenario, layout);
  return 0;
}
