/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The colours a board and a card are drawn in. PRINT is the designed look,
 * what the CLI, exports and the kit draw; the app picks the others from the
 * desktop's style (issue 28): on DARK the paper and the terrain are dimmed
 * and the ink is light; the HIGH_CONTRAST ones have black (or white) ink at
 * full strength, wider outlines, no pale tints, and targets outlined twice. */
typedef enum
{
  ST_RENDER_PALETTE_PRINT = 0,
  ST_RENDER_PALETTE_DARK,
  ST_RENDER_PALETTE_HIGH_CONTRAST,
  ST_RENDER_PALETTE_HIGH_CONTRAST_DARK,
  ST_N_RENDER_PALETTES
} StRenderPalette;

/* The palette for a desktop style. */
StRenderPalette st_render_palette_for_style (gboolean dark, gboolean high_contrast);
/* Its name, for the CLI and tests: "print", "dark", "high-contrast",
 * "high-contrast-dark". */
const char *st_render_palette_name (StRenderPalette palette);
/* The palette named so; FALSE when there is none of that name. */
gboolean st_render_palette_from_name (const char *name, StRenderPalette *palette);

/* On screen, text that follows the desktop's text size is never smaller than
 * this many pixels times the text size at a normal zoom. */
#define ST_RENDER_MIN_TEXT_PIXELS 8.0

G_END_DECLS
