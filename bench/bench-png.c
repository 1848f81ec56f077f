/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench-boards.h"
#include "bench-clock.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"
#include "render/st-png-write.h"

/* bench-png [WIDTH]: the PNG writers on bench_board_200 () drawn as `render`
 * draws it (default 1348 pixels wide, the width of tmxrasterizer's --size 1600
 * of the same map): cairo's writer (libpng's defaults) against st_png_encode_with ()
 * at the low zlib levels and each cheap filter, and st_png_encode_deflate () at
 * libdeflate's low levels. Processor time, best of five,
 * and the size of the file (docs/performance.md). */

static cairo_status_t
append_to_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

int
main (int argc, char **argv)
{
  static const char *filter_names[] = { "none", "sub", "up", "paeth", "all" };
  g_autoptr (StScenario) scenario = bench_board_200 ();
  g_autoptr (StBoardLayout) layout = st_board_layout_new (scenario);
  StRenderOptions  options;
  cairo_surface_t *surface;
  cairo_t         *cr;
  double           board_width, board_height, width = argc > 1 ? atof (argv[1]) : 1348, height;
  double           best = G_MAXDOUBLE;
  gsize            size = 0;

  st_render_options_init (&options);
  st_board_layout_get_extent (layout, &board_width, &board_height);
  height = ceil (width * board_height / board_width);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  st_render_board_fit (cr, scenario, layout, &options, width, height);
  cairo_destroy (cr);
  printf ("png %.0f x %.0f\n", width, height);

  for (int run = 0; run < 5; run++)
    {
      g_autoptr (GByteArray) bytes = g_byte_array_new ();
      double start = thread_cpu_now ();

      cairo_surface_write_to_png_stream (surface, append_to_bytes, bytes);
      best = MIN (best, thread_cpu_now () - start);
      size = bytes->len;
    }
  printf ("png cairo (level 6, all)  %7.1f ms %9zu bytes\n", best * 1e3, size);

  for (int level = 1; level <= 6; level++)
    for (int filter = ST_PNG_FILTER_NONE; filter <= ST_PNG_FILTER_ALL; filter++)
      {
        if ((level > 3 && filter != ST_PNG_FILTER_SUB) || (filter == ST_PNG_FILTER_ALL && level != 1))
          continue;
        best = G_MAXDOUBLE;
        for (int run = 0; run < 5; run++)
          {
            g_autoptr (GByteArray) bytes = g_byte_array_new ();
            double start = thread_cpu_now ();

            if (!st_png_encode_with (surface, level, filter, bytes, NULL))
              return 1;
            best = MIN (best, thread_cpu_now () - start);
            size = bytes->len;
          }
        printf ("png level %d, %-5s        %7.1f ms %9zu bytes%s\n", level, filter_names[filter], best * 1e3,
                size,
                !HAVE_LIBDEFLATE && level == ST_PNG_LEVEL && filter == ST_PNG_FILTER ? "  (st_png_encode)"
                                                                                     : "");
      }
  for (int level = 1; HAVE_LIBDEFLATE && level <= 6; level++)
    {
      best = G_MAXDOUBLE;
      for (int run = 0; run < 5; run++)
        {
          g_autoptr (GByteArray) bytes = g_byte_array_new ();
          double start = thread_cpu_now ();

          if (!st_png_encode_deflate (surface, level, bytes, NULL))
            return 1;
          best = MIN (best, thread_cpu_now () - start);
          size = bytes->len;
        }
      printf ("png libdeflate %d, none    %7.1f ms %9zu bytes%s\n", level, best * 1e3, size,
              level == ST_PNG_DEFLATE_LEVEL ? "  (st_png_encode)" : "");
    }
  cairo_surface_destroy (surface);
  return 0;
}
