/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "st-render-legend.h"
#include "st-render-private.h"

/* The marks' one table: their colours (the renderer draws with these), where
 * they are drawn and what they mean (the board's legend). Colours are the
 * GNOME palette's. */

#define BOTH (ST_MARK_ON_GRID | ST_MARK_ON_GRAPH)
#define STYLE(s) (1u << (s))

static const StMarkStyle styles[ST_N_MARKS] = {
  { ST_MARK_SELECTION, N_ ("Selected place"), 0.21, 0.52, 0.89, 1.0, FALSE, ST_MARK_SHAPE_OUTLINE, BOTH, 0 },
  { ST_MARK_TARGET, N_ ("Where the picked piece or card can go; places picked out"), 0.21, 0.52, 0.89, 0.30,
    FALSE, ST_MARK_SHAPE_TARGET, BOTH, 0 },
  { ST_MARK_COSTLY_TARGET, N_ ("A target that costs the piece (eliminated or reduced there)"), 0.90, 0.38,
    0.0, 0.30, FALSE, ST_MARK_SHAPE_CROSS, BOTH, 0 },
  { ST_MARK_PROBLEM, N_ ("A problem in the scenario"), 0.88, 0.11, 0.14, 0.22, FALSE, ST_MARK_SHAPE_OUTLINE,
    BOTH, 0 },
  { ST_MARK_HOVER, N_ ("The place under the pointer"), 0.96, 0.76, 0.07, 0.55, FALSE, ST_MARK_SHAPE_FILL,
    BOTH, 0 },
  { ST_MARK_MENTIONED, N_ ("A place the log row under the pointer names"), 0.90, 0.38, 0.0, 1.0, FALSE,
    ST_MARK_SHAPE_DASHED, BOTH, 0 },
  { ST_MARK_PENDING_LINE, N_ ("A line being drawn"), 0.21, 0.52, 0.89, 1.0, FALSE, ST_MARK_SHAPE_DASHED_LINE,
    BOTH, 0 },
  { ST_MARK_AREA, N_ ("An area of the map, in its colour"), 0.6, 0.6, 0.6, 0.22, TRUE, ST_MARK_SHAPE_FILL,
    BOTH, 0 },
  { ST_MARK_OVERLAY_AREA,
    N_ ("Rule overlay: the places it covers (zones of control, ranges), in the side's colour"), 0.40, 0.40,
    0.40, 0.35, TRUE, ST_MARK_SHAPE_FILL, BOTH, 0 },
  { ST_MARK_OVERLAY_PATH, N_ ("Rule overlay: a path (supply, command), in the side's colour"), 0.40, 0.40,
    0.40, 1.0, TRUE, ST_MARK_SHAPE_LINE, BOTH, 0 },
  { ST_MARK_OVERLAY_WARNING, N_ ("Rule overlay: a warning"), 0.88, 0.11, 0.14, 1.0, FALSE,
    ST_MARK_SHAPE_DASHED, BOTH, 0 },
  { ST_MARK_STRATEGIC, N_ ("Red ring around a town: a strategic point"), 0.88, 0.11, 0.14, 1.0, FALSE,
    ST_MARK_SHAPE_OUTLINE, ST_MARK_ON_GRAPH, 0 },
  { ST_MARK_JUNCTION, N_ ("Blue ring around a town: a railway junction"), 0.11, 0.44, 0.85, 1.0, FALSE,
    ST_MARK_SHAPE_OUTLINE, ST_MARK_ON_GRAPH, 0 },
  { ST_MARK_HEADQUARTERS, N_ ("Star: a headquarters, in its side's colour"), 0.6, 0.6, 0.6, 1.0, TRUE,
    ST_MARK_SHAPE_STAR, ST_MARK_ON_GRAPH, 0 },
  { ST_MARK_REDUCED, N_ ("White stripe along a counter's top: the unit is reduced"), 1.0, 1.0, 1.0, 0.8,
    FALSE, ST_MARK_SHAPE_STRIPE, ST_MARK_ON_GRID,
    STYLE (ST_PIECE_COUNTER_COMBAT) | STYLE (ST_PIECE_COUNTER_NAMED) },
  { ST_MARK_RIM_BLUE, N_ ("Blue rim: infantry or machine guns"), 0.11, 0.44, 0.85, 1.0, FALSE,
    ST_MARK_SHAPE_RIM, ST_MARK_ON_GRAPH, STYLE (ST_PIECE_DISC_RIM) },
  { ST_MARK_RIM_RED, N_ ("Red rim: artillery"), 0.88, 0.11, 0.14, 1.0, FALSE, ST_MARK_SHAPE_RIM,
    ST_MARK_ON_GRAPH, STYLE (ST_PIECE_DISC_RIM) },
  { ST_MARK_RIM_YELLOW, N_ ("Yellow rim: cavalry"), 0.96, 0.83, 0.18, 1.0, FALSE, ST_MARK_SHAPE_RIM,
    ST_MARK_ON_GRAPH, STYLE (ST_PIECE_DISC_RIM) },
  { ST_MARK_RIM_BLACK, N_ ("Black rim: gas or an armoured train"), 0.0, 0.0, 0.0, 1.0, FALSE,
    ST_MARK_SHAPE_RIM, ST_MARK_ON_GRAPH, STYLE (ST_PIECE_DISC_RIM) },
  { ST_MARK_RIM_WHITE, N_ ("White rim: aviation"), 1.0, 1.0, 1.0, 1.0, FALSE, ST_MARK_SHAPE_RIM,
    ST_MARK_ON_GRAPH, STYLE (ST_PIECE_DISC_RIM) },
  { ST_MARK_RIM_GREY, N_ ("Grey rim: any other arm"), 0.6, 0.6, 0.6, 1.0, FALSE, ST_MARK_SHAPE_RIM,
    ST_MARK_ON_GRAPH, STYLE (ST_PIECE_DISC_RIM) },
};

const StMarkStyle *
st_render_mark_style (StMark mark)
{
  g_return_val_if_fail (mark < ST_N_MARKS, &styles[0]);
  g_assert (styles[mark].mark == mark);
  return &styles[mark];
}

void
st_render_mark_rgb (StMark mark, StRgb *rgb)
{
  const StMarkStyle *style = st_render_mark_style (mark);

  *rgb = (StRgb){ style->red, style->green, style->blue };
}

void
st_render_note_mark (const StRenderContext *ctx, StMark mark)
{
  if (ctx->options->marks_drawn != NULL)
    *ctx->options->marks_drawn |= G_GUINT64_CONSTANT (1) << mark;
}

guint
st_render_legend_marks (const StScenario *scenario, StMark *marks)
{
  guint board = st_board_is_grid (scenario->board) ? ST_MARK_ON_GRID : ST_MARK_ON_GRAPH;
  guint n = 0;

  g_return_val_if_fail (scenario != NULL && marks != NULL, 0);

  for (guint i = 0; i < ST_N_MARKS; i++)
    if ((styles[i].boards & board) != 0
        && (styles[i].piece_styles == 0
            || (styles[i].piece_styles & STYLE (scenario->family->piece.style)) != 0))
      marks[n++] = styles[i].mark;
  return n;
}

static void
place_path (cairo_t *cr, double c, double r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, c, c, r, 0, 2 * G_PI);
}

/* A line of ink under the current path's outline, where the palette backs
 * its marks. */
static void
backing (cairo_t *cr, const StRenderLook *look, double line)
{
  if (!look->backed)
    return;
  st_render_set_rgb (cr, &look->ink, 1.0);
  cairo_set_line_width (cr, line * 1.6);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, line);
}

/* Falling lines of rgb across the current path, which is kept. */
static void
swatch_hatching (cairo_t *cr, const StRgb *rgb, double size)
{
  cairo_path_t *path = cairo_copy_path (cr);

  cairo_save (cr);
  cairo_clip (cr);
  for (double x = -size; x < size; x += size / 5)
    {
      cairo_move_to (cr, x, 0);
      cairo_line_to (cr, x + size, size);
    }
  st_render_set_rgb (cr, rgb, 1.0);
  cairo_set_line_width (cr, MAX (1.0, size * 0.06));
  cairo_stroke (cr);
  cairo_restore (cr);
  cairo_append_path (cr, path);
  cairo_path_destroy (path);
}

void
st_render_mark_swatch (cairo_t *cr, StMark mark, double size)
{
  st_render_mark_swatch_styled (cr, mark, size, ST_RENDER_PALETTE_PRINT);
}

void
st_render_mark_swatch_styled (cairo_t *cr, StMark mark, double size, StRenderPalette palette)
{
  const StMarkStyle  *style = st_render_mark_style (mark);
  const StRenderLook *look = st_render_look (palette);
  double              c = size / 2, r = size * 0.36, line = MAX (1.5, size * 0.1);
  double              dashes[] = { size * 0.16, size * 0.1 };
  StRgb               rgb = { style->red, style->green, style->blue };

  cairo_save (cr);
  /* Other than in print, the mark lies on the palette's paper, as on the
   * board, since its colours were chosen for that paper. */
  if (palette != ST_RENDER_PALETTE_PRINT)
    {
      st_render_rounded_rect (cr, 0, 0, size, size, size * 0.15);
      st_render_set_rgb (cr, &look->paper, 1.0);
      cairo_fill (cr);
      line *= look->outline;
    }
  cairo_set_line_width (cr, line);
  switch (style->shape)
    {
      case ST_MARK_SHAPE_FILL:
        place_path (cr, c, r);
        st_render_set_rgb (cr, &rgb, st_render_look_alpha (MAX (style->alpha, 0.35), MIN (look->tint, 1.3)));
        if (look->patterned && mark != ST_MARK_HOVER)
          {
            cairo_fill_preserve (cr);
            swatch_hatching (cr, &rgb, size);
            backing (cr, look, line * 0.5);
            st_render_set_rgb (cr, &rgb, 1.0);
            cairo_set_line_width (cr, line * 0.5);
            cairo_stroke (cr);
          }
        else
          cairo_fill (cr);
        break;

      case ST_MARK_SHAPE_OUTLINE:
        place_path (cr, c, r);
        backing (cr, look, line);
        st_render_set_rgb (cr, &rgb, 1.0);
        cairo_stroke (cr);
        break;

      case ST_MARK_SHAPE_TARGET:
      case ST_MARK_SHAPE_CROSS:
        place_path (cr, c, r);
        st_render_set_rgb (cr, &rgb, style->alpha * look->target_tint);
        cairo_fill_preserve (cr);
        backing (cr, look, line);
        st_render_set_rgb (cr, &rgb, 1.0);
        cairo_stroke (cr);
        if (style->shape == ST_MARK_SHAPE_TARGET)
          {
            place_path (cr, c, size * 0.1);
            cairo_fill (cr);
          }
        else
          {
            double d = r * 0.55;

            cairo_move_to (cr, c - d, c - d);
            cairo_line_to (cr, c + d, c + d);
            cairo_move_to (cr, c + d, c - d);
            cairo_line_to (cr, c - d, c + d);
            cairo_stroke (cr);
          }
        break;

      case ST_MARK_SHAPE_DASHED:
        place_path (cr, c, r);
        backing (cr, look, line);
        st_render_set_rgb (cr, &rgb, 1.0);
        cairo_set_dash (cr, dashes, 2, 0);
        cairo_stroke (cr);
        break;

      case ST_MARK_SHAPE_LINE:
      case ST_MARK_SHAPE_DASHED_LINE:
        cairo_move_to (cr, size * 0.1, size * 0.7);
        cairo_line_to (cr, size * 0.9, size * 0.3);
        st_render_set_rgb (cr, &rgb, 1.0);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
        if (style->shape == ST_MARK_SHAPE_DASHED_LINE)
          cairo_set_dash (cr, dashes, 2, 0);
        cairo_stroke (cr);
        break;

      case ST_MARK_SHAPE_STAR:
        st_render_star_path (cr, c, c, size * 0.45, size * 0.2, 5);
        st_render_set_rgb (cr, &rgb, 1.0);
        cairo_fill_preserve (cr);
        st_render_set_rgb (cr, &look->ink, 1.0);
        cairo_set_line_width (cr, 1.0);
        cairo_stroke (cr);
        break;

      case ST_MARK_SHAPE_STRIPE:
        cairo_rectangle (cr, size * 0.1, size * 0.1, size * 0.8, size * 0.8);
        cairo_set_source_rgb (cr, 0.5, 0.55, 0.6);
        cairo_fill (cr);
        cairo_rectangle (cr, size * 0.1, size * 0.15, size * 0.8, size * 0.1);
        st_render_set_rgb (cr, &rgb, 1.0);
        cairo_fill (cr);
        break;

      case ST_MARK_SHAPE_RIM:
        place_path (cr, c, size * 0.45);
        st_render_set_rgb (cr, &rgb, 1.0);
        cairo_fill_preserve (cr);
        cairo_set_source_rgba (cr, 0, 0, 0, 0.8);
        cairo_set_line_width (cr, 1.0);
        cairo_stroke (cr);
        place_path (cr, c, size * 0.29);
        cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
        cairo_fill (cr);
        break;
    }
  cairo_restore (cr);
}
