/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include "st-render-private.h"

/* The palettes (st-render-palette.h): what each changes of the printed look.
 * PRINT holds the colours the renderer always had, so that the CLI's and the
 * kit's drawings stay the same to the byte. */

static const StRenderLook looks[ST_N_RENDER_PALETTES] = {
  [ST_RENDER_PALETTE_PRINT] = {
    .paper = { 0.965, 0.961, 0.957 },
    .ink = { 0.14, 0.12, 0.11 },
    .halo = { 1, 1, 1 },
    .shade = { 0, 0, 0 },
    .shade_mix = 0.0,
    .grid_alpha = 1.0,
    .grid_width = 1.0,
    .tint = 1.0,
    .target_tint = 1.0,
    .outline = 1.0,
    .backed = FALSE,
    .card_paper = { 0.985, 0.972, 0.94 },
    .card_ink = { 0, 0, 0 },
    .card_ink_mix = 0.75,
    .card_row_base = { 1, 1, 1 },
    .card_row_mix = 0.86,
    .card_outlined = FALSE,
  },
  /* Dark paper a little lighter than the window around it, the terrain's
   * colours dimmed, light ink; targets and selections outlined on a line of
   * that ink, which the dimmed terrain does not swallow. */
  [ST_RENDER_PALETTE_DARK] = {
    .paper = { 0.22, 0.22, 0.23 },
    .ink = { 0.87, 0.86, 0.84 },
    .halo = { 0.10, 0.10, 0.11 },
    .shade = { 0.10, 0.10, 0.11 },
    .shade_mix = 0.45,
    .grid_alpha = 1.3,
    .grid_width = 1.0,
    .tint = 1.3,
    .target_tint = 1.3,
    .outline = 1.25,
    .backed = TRUE,
    .card_paper = { 0.19, 0.19, 0.20 },
    .card_ink = { 0.95, 0.95, 0.95 },
    .card_ink_mix = 0.85,
    .card_row_base = { 0.19, 0.19, 0.20 },
    .card_row_mix = 0.70,
    .card_outlined = FALSE,
  },
  /* White paper, black ink at full strength, stronger area tints, targets
   * and selections outlined 1.5 times as wide on a line of ink, no target tint;
   * cards in black on white with their value rows outlined, not tinted. */
  [ST_RENDER_PALETTE_HIGH_CONTRAST] = {
    .paper = { 1, 1, 1 },
    .ink = { 0, 0, 0 },
    .halo = { 1, 1, 1 },
    .shade = { 1, 1, 1 },
    .shade_mix = 0.0,
    .grid_alpha = 2.5,
    .grid_width = 1.6,
    .tint = 1.8,
    .target_tint = 0.0,
    .outline = 1.5,
    .backed = TRUE,
    .card_paper = { 1, 1, 1 },
    .card_ink = { 0, 0, 0 },
    .card_ink_mix = 1.0,
    .card_row_base = { 1, 1, 1 },
    .card_row_mix = 1.0,
    .card_outlined = TRUE,
    .patterned = TRUE,
  },
  [ST_RENDER_PALETTE_HIGH_CONTRAST_DARK] = {
    .paper = { 0, 0, 0 },
    .ink = { 1, 1, 1 },
    .halo = { 0, 0, 0 },
    .shade = { 0, 0, 0 },
    .shade_mix = 0.5,
    .grid_alpha = 2.5,
    .grid_width = 1.6,
    .tint = 1.8,
    .target_tint = 0.0,
    .outline = 1.5,
    .backed = TRUE,
    .card_paper = { 0, 0, 0 },
    .card_ink = { 1, 1, 1 },
    .card_ink_mix = 1.0,
    .card_row_base = { 0, 0, 0 },
    .card_row_mix = 1.0,
    .card_outlined = TRUE,
    .patterned = TRUE,
  },
};

static const char *const names[ST_N_RENDER_PALETTES] = {
  "print",
  "dark",
  "high-contrast",
  "high-contrast-dark",
};

const StRenderLook *
st_render_look (StRenderPalette palette)
{
  if ((guint) palette >= ST_N_RENDER_PALETTES)
    palette = ST_RENDER_PALETTE_PRINT;
  return &looks[palette];
}

StRenderPalette
st_render_palette_for_style (gboolean dark, gboolean high_contrast)
{
  if (high_contrast)
    return dark ? ST_RENDER_PALETTE_HIGH_CONTRAST_DARK : ST_RENDER_PALETTE_HIGH_CONTRAST;
  return dark ? ST_RENDER_PALETTE_DARK : ST_RENDER_PALETTE_PRINT;
}

const char *
st_render_palette_name (StRenderPalette palette)
{
  g_return_val_if_fail ((guint) palette < ST_N_RENDER_PALETTES, names[0]);
  return names[palette];
}

gboolean
st_render_palette_from_name (const char *name, StRenderPalette *palette)
{
  for (guint i = 0; i < ST_N_RENDER_PALETTES; i++)
    if (g_strcmp0 (name, names[i]) == 0)
      {
        *palette = (StRenderPalette) i;
        return TRUE;
      }
  return FALSE;
}

void
st_render_terrain_rgb (const StRenderContext *ctx, const char *color, StRgb *rgb)
{
  st_rgb_parse (color, rgb);
  if (ctx->look->shade_mix > 0)
    st_rgb_mix (rgb, &ctx->look->shade, ctx->look->shade_mix, rgb);
}

double
st_render_look_alpha (double alpha, double factor)
{
  return MIN (alpha * factor, 1.0);
}
