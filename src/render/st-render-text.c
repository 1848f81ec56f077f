/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "st-render-private.h"

/* The smallest fraction of its size a line of text is shrunk to, to fit. */
#define ST_RENDER_MIN_FIT 0.6

/* Text: single lines through pango, with an optional halo, and a fast path for
 * the many short digit strings of cell coordinates, which are laid out once per
 * frame as glyphs and drawn in one cairo_show_glyphs () call. */

PangoLayout *
st_render_context_pango (StRenderContext *ctx, double size, gboolean bold)
{
  if (ctx->pango == NULL)
    {
      cairo_font_options_t *font_options = cairo_font_options_create ();
      PangoContext         *pango_context;

      ctx->pango = pango_cairo_create_layout (ctx->cr);
      ctx->font = pango_font_description_from_string (ST_RENDER_FONT);
      /* Unhinted metrics keep text the same shape at every zoom, and the same
       * whatever part of the board is being redrawn. */
      cairo_font_options_set_hint_metrics (font_options, CAIRO_HINT_METRICS_OFF);
      cairo_font_options_set_hint_style (font_options, CAIRO_HINT_STYLE_NONE);
      pango_context = pango_layout_get_context (ctx->pango);
      pango_cairo_context_set_font_options (pango_context, font_options);
      /* Glyphs at fractional positions: rounding them to whole user units
       * spaces letters unevenly when a unit is large, as a millimetre on a card. */
      pango_context_set_round_glyph_positions (pango_context, FALSE);
      pango_layout_context_changed (ctx->pango);
      cairo_font_options_destroy (font_options);
    }
  else
    {
      /* The transform may have changed since the layout was made. */
      pango_cairo_update_layout (ctx->cr, ctx->pango);
    }

  pango_font_description_set_absolute_size (ctx->font, MAX (size, 0.1) * PANGO_SCALE);
  pango_font_description_set_weight (ctx->font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (ctx->pango, ctx->font);
  pango_layout_set_width (ctx->pango, -1);
  pango_layout_set_ellipsize (ctx->pango, PANGO_ELLIPSIZE_NONE);
  return ctx->pango;
}

double
st_render_text_scaled (const StRenderContext *ctx, double size)
{
  double text_scale = ctx->options != NULL ? ctx->options->text_scale : 0.0;
  double growth = ctx->text_growth > 0 ? ctx->text_growth : ST_RENDER_MAX_GROWTH;
  double scaled;

  if (text_scale <= 0)
    return size;
  scaled = size * text_scale;
  if (ctx->scale > 0)
    scaled = MAX (scaled, ST_RENDER_MIN_TEXT_PIXELS * text_scale / ctx->scale);
  return MIN (scaled, size * growth);
}

void
st_render_note_text (const StRenderContext *ctx, double size)
{
  StRenderTextSizes *sizes = ctx->options != NULL ? ctx->options->text_sizes : NULL;
  double            *least;

  if (sizes == NULL)
    return;
  least = ctx->on_piece ? &sizes->piece_min : &sizes->label_min;
  if (*least == 0 || size * ctx->scale < *least)
    *least = size * ctx->scale;
}

static void
text_extent (
    StRenderContext *ctx, const char *text, double size, gboolean bold, double *width, double *height)
{
  PangoLayout   *layout = st_render_context_pango (ctx, size, bold);
  PangoRectangle logical;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, NULL, &logical);
  *width = (double) logical.width / PANGO_SCALE;
  *height = (double) logical.height / PANGO_SCALE;
}

void
st_render_text_size (
    StRenderContext *ctx, const char *text, double size, gboolean bold, double *width, double *height)
{
  text_extent (ctx, text, st_render_text_scaled (ctx, size), bold, width, height);
}

/* st_render_text () at a size already scaled. */
static void
text_line (StRenderContext *ctx,
           const char      *text,
           double           x,
           double           cy,
           double           xalign,
           double           size,
           gboolean         bold,
           double           halo,
           double           max_width)
{
  cairo_t       *cr = ctx->cr;
  PangoLayout   *layout = st_render_context_pango (ctx, size, bold);
  PangoRectangle logical;
  double         baseline, left, top;
  double         used = size;

  pango_layout_set_text (layout, text, -1);
  if (max_width > 0)
    {
      /* A name too long for its room is set smaller, down to MIN_FIT of its
       * size, before it loses its end: "Aurelian Guard" reads whole on a
       * counter, where "Aurelian …" did not. */
      pango_layout_get_extents (layout, NULL, &logical);
      if (logical.width > max_width * PANGO_SCALE)
        {
          /* A little under the exact ratio: glyph widths do not scale exactly. */
          used = size * MAX (ST_RENDER_MIN_FIT, 0.97 * max_width * PANGO_SCALE / logical.width);
          /* Never below the readable size a compact piece asks for: the
           * end is ellipsized instead. */
          used = MAX (used, MIN (ctx->min_fit, size));
          layout = st_render_context_pango (ctx, used, bold);
          pango_layout_set_text (layout, text, -1);
        }
      pango_layout_set_width (layout, (int) (max_width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  pango_layout_get_extents (layout, NULL, &logical);
  baseline = (double) pango_layout_get_baseline (layout) / PANGO_SCALE;
  st_render_note_text (ctx, used);

  /* Centre the capitals and digits, whose height is about 0.7 em, so that
   * labels with and without descenders sit at the same height. */
  left = x - xalign * logical.width / PANGO_SCALE - (double) logical.x / PANGO_SCALE;
  top = cy - baseline + 0.36 * used;

  if (halo > 0)
    {
      cairo_pattern_t *source = cairo_pattern_reference (cairo_get_source (cr));

      cairo_save (cr);
      cairo_move_to (cr, left, top);
      pango_cairo_layout_path (cr, layout);
      st_render_set_rgb (cr, &ctx->look->halo, 0.85);
      cairo_set_line_width (cr, halo);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_stroke (cr);
      cairo_restore (cr);
      cairo_set_source (cr, source);
      cairo_pattern_destroy (source);
    }

  cairo_move_to (cr, left, top);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
}

void
st_render_text (StRenderContext *ctx,
                const char      *text,
                double           x,
                double           cy,
                double           xalign,
                double           size,
                gboolean         bold,
                double           halo,
                double           max_width)
{
  double drawn = st_render_text_scaled (ctx, size);

  /* The halo grows with the text. */
  text_line (ctx, text, x, cy, xalign, drawn, bold, drawn == size ? halo : halo * drawn / MAX (size, 1e-9),
             max_width);
}

void
st_render_text_at (StRenderContext *ctx,
                   const char      *text,
                   double           x,
                   double           cy,
                   double           xalign,
                   double           size,
                   gboolean         bold,
                   double           halo,
                   double           max_width)
{
  text_line (ctx, text, x, cy, xalign, size, bold, halo, max_width);
}

void
st_render_text_name (
    StRenderContext *ctx, const char *text, double x, double cy, double size, gboolean bold, double max_width)
{
  st_render_text_name_at (ctx, text, x, cy, st_render_text_scaled (ctx, size), bold, max_width);
}

void
st_render_text_name_at (
    StRenderContext *ctx, const char *text, double x, double cy, double size, gboolean bold, double max_width)
{
  const char *space = strrchr (text, ' ');
  double      width, height;

  text_extent (ctx, text, size, bold, &width, &height);
  if (width <= max_width / 0.75 || space == NULL)
    {
      text_line (ctx, text, x, cy, 0.5, size, bold, 0, max_width);
      return;
    }

  /* Break at the space nearest the middle, so that the lines balance. */
  {
    const char      *middle = text + strlen (text) / 2;
    const char      *best = NULL;
    g_autofree char *first = NULL;
    double           line = size * 0.85;

    for (const char *p = strchr (text, ' '); p != NULL; p = strchr (p + 1, ' '))
      if (best == NULL || ABS (p - middle) < ABS (best - middle))
        best = p;
    first = g_strndup (text, (gsize) (best - text));
    text_line (ctx, first, x, cy - line * 0.55, 0.5, line, bold, 0, max_width);
    text_line (ctx, best + 1, x, cy + line * 0.55, 0.5, line, bold, 0, max_width);
  }
}

gboolean
st_render_digits_init (StRenderContext *ctx, double size, StDigitFont *digits)
{
  PangoLayout  *layout = st_render_context_pango (ctx, size, FALSE);
  PangoContext *context = pango_layout_get_context (layout);
  g_autoptr (PangoFont) font = NULL;
  cairo_scaled_font_t *scaled;
  cairo_glyph_t       *glyphs = NULL;
  int                  n_glyphs = 0;
  cairo_status_t       status;

  memset (digits, 0, sizeof *digits);
  font = pango_context_load_font (context, ctx->font);
  if (font == NULL || !PANGO_IS_CAIRO_FONT (font))
    return FALSE;
  scaled = pango_cairo_font_get_scaled_font (PANGO_CAIRO_FONT (font));
  if (scaled == NULL || cairo_scaled_font_status (scaled) != CAIRO_STATUS_SUCCESS)
    return FALSE;

  status =
      cairo_scaled_font_text_to_glyphs (scaled, 0, 0, "0123456789", 10, &glyphs, &n_glyphs, NULL, NULL, NULL);
  if (status != CAIRO_STATUS_SUCCESS || n_glyphs != 10)
    {
      cairo_glyph_free (glyphs);
      return FALSE;
    }
  for (int i = 0; i < 10; i++)
    {
      cairo_text_extents_t extents;

      /* A font without digits maps them all to glyph 0; use pango then. */
      if (glyphs[i].index == 0)
        {
          cairo_glyph_free (glyphs);
          return FALSE;
        }
      cairo_scaled_font_glyph_extents (scaled, &glyphs[i], 1, &extents);
      digits->glyph[i] = glyphs[i].index;
      digits->advance[i] = extents.x_advance;
    }
  cairo_glyph_free (glyphs);

  digits->font = cairo_scaled_font_reference (scaled);
  digits->size = size;
  st_render_note_text (ctx, size);
  return TRUE;
}

void
st_render_digits_append (const StDigitFont *digits, GArray *glyphs, const char *text, double cx, double cy)
{
  double width = 0.0, x;

  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isdigit (*p))
      width += digits->advance[*p - '0'];

  /* The same placement as st_render_text (): capitals centred on cy. */
  x = cx - width / 2.0;
  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isdigit (*p))
      {
        cairo_glyph_t glyph = { digits->glyph[*p - '0'], x, cy + 0.36 * digits->size };

        g_array_append_val (glyphs, glyph);
        x += digits->advance[*p - '0'];
      }
}

void
st_render_digits_show (StRenderContext *ctx, const StDigitFont *digits, GArray *glyphs)
{
  if (glyphs->len == 0)
    return;
  cairo_save (ctx->cr);
  cairo_set_scaled_font (ctx->cr, digits->font);
  cairo_show_glyphs (ctx->cr, (cairo_glyph_t *) glyphs->data, (int) glyphs->len);
  cairo_restore (ctx->cr);
}

void
st_render_digits_clear (StDigitFont *digits)
{
  g_clear_pointer (&digits->font, cairo_scaled_font_destroy);
}
