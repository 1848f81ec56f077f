/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>

#include "core/st-scenario.h"
#include "render/st-board-layout.h"

G_BEGIN_DECLS

/* Shared by the render tests: scenarios built in code, one per family, with
 * something of everything the renderer draws, and reading back pixels. */

/* A hex board of columns × rows with terrain, borders, rivers and units. */
StScenario *build_hex (StHexOrientation orientation, gboolean stagger_odd, int columns, int rows);
/* A square-grid board of map sections, a command board and a point-to-point board. */
StScenario *build_manoeuvre (void);
StScenario *build_command_maneuver (void);
StScenario *build_manover (void);
/* An image surface's pixel (ARGB32); whether it is within tolerance of color
 * ("#rrggbb"); the fraction of pixels that are not white. */
guint32  pixel_at (cairo_surface_t *surface, int x, int y);
gboolean pixel_near (guint32 pixel, const char *color, int tolerance);
double   non_background_fraction (cairo_surface_t *surface);
/* Where board point (bx, by) falls in a PNG of a board fitted to png_width ×
 * png_height. */
void board_to_png_pixel (
    const StBoardLayout *layout, int png_width, int png_height, double bx, double by, int *px, int *py);
/* BUILD/tests/render/name: rendered images, for people to look at. */
char *output_path (const char *name);

G_END_DECLS
