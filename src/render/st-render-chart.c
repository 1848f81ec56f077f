/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <string.h>

#include "core/st-locale.h"

#include "st-render-chart.h"

#define PAD 6.0

void
st_chart_style_init (StChartStyle *style)
{
  style->ink = (StChartColor){ 0.2, 0.2, 0.2 };
  style->font_size = 11.0;
}

gboolean
st_chart_color_parse (const char *hex, StChartColor *color)
{
  unsigned int r, g, b;

  if (hex == NULL || hex[0] != '#' || strlen (hex) != 7 || sscanf (hex + 1, "%2x%2x%2x", &r, &g, &b) != 3)
    return FALSE;
  color->r = r / 255.0;
  color->g = g / 255.0;
  color->b = b / 255.0;
  return TRUE;
}

static PangoLayout *
new_layout (cairo_t *cr, const StChartStyle *style, const char *text)
{
  PangoLayout          *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");

  pango_font_description_set_absolute_size (font, style->font_size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_font_description_free (font);
  return layout;
}

static void
text_size (cairo_t *cr, const StChartStyle *style, const char *text, double *w, double *h)
{
  PangoLayout *layout = new_layout (cr, style, text);
  int          pw, ph;

  pango_layout_get_pixel_size (layout, &pw, &ph);
  *w = pw;
  *h = ph;
  g_object_unref (layout);
}

/* Draws text with its left (xalign 0), centre (0.5) or right (1) at x and its
 * vertical middle at y. */
static void
draw_text (cairo_t *cr, const StChartStyle *style, const char *text, double x, double y, double xalign)
{
  PangoLayout *layout = new_layout (cr, style, text);
  int          pw, ph;

  pango_layout_get_pixel_size (layout, &pw, &ph);
  cairo_set_source_rgb (cr, style->ink.r, style->ink.g, style->ink.b);
  cairo_move_to (cr, x - xalign * pw, y - ph / 2.0);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

void
st_render_bar_chart (
    cairo_t *cr, double width, double height, const StChartBar *bars, guint n_bars, const StChartStyle *style)
{
  double label_w = 0, pct_w, th, row_h, bar_x, bar_w;

  g_return_if_fail (cr != NULL && style != NULL);

  if (n_bars == 0 || width <= 0 || height <= 0)
    return;

  for (guint i = 0; i < n_bars; i++)
    {
      double w, h;

      text_size (cr, style, bars[i].label, &w, &h);
      label_w = MAX (label_w, w);
    }
  text_size (cr, style, "100.0 %", &pct_w, &th);

  row_h = height / n_bars;
  bar_x = label_w + 2 * PAD;
  bar_w = MAX (1.0, width - bar_x - pct_w - 2 * PAD);

  cairo_save (cr);
  for (guint i = 0; i < n_bars; i++)
    {
      const StChartBar *bar = &bars[i];
      double            value = CLAMP (bar->value, 0.0, 1.0);
      double            cy = row_h * i + row_h / 2;
      double            bh = MIN (row_h * 0.6, 3 * th);
      g_autofree char  *number = st_locale_format_decimal (value * 100.0, 1, FALSE);
      g_autofree char  *pct = g_strconcat (number, " %", NULL);

      draw_text (cr, style, bar->label, label_w + PAD, cy, 1.0);

      /* The track, then the bar: a proportion is read against the whole. */
      cairo_set_source_rgba (cr, style->ink.r, style->ink.g, style->ink.b, 0.12);
      cairo_rectangle (cr, bar_x, cy - bh / 2, bar_w, bh);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, bar->color.r, bar->color.g, bar->color.b);
      cairo_rectangle (cr, bar_x, cy - bh / 2, bar_w * value, bh);
      cairo_fill (cr);

      if (bar->low <= bar->high)
        {
          double lo = bar_x + bar_w * CLAMP (bar->low, 0.0, 1.0);
          double hi = bar_x + bar_w * CLAMP (bar->high, 0.0, 1.0);
          double wh = bh * 0.35;

          cairo_set_source_rgb (cr, style->ink.r, style->ink.g, style->ink.b);
          cairo_set_line_width (cr, 1.5);
          cairo_move_to (cr, lo, cy);
          cairo_line_to (cr, hi, cy);
          cairo_move_to (cr, lo, cy - wh);
          cairo_line_to (cr, lo, cy + wh);
          cairo_move_to (cr, hi, cy - wh);
          cairo_line_to (cr, hi, cy + wh);
          cairo_stroke (cr);
        }

      draw_text (cr, style, pct, bar_x + bar_w + PAD, cy, 0.0);
    }
  cairo_restore (cr);
}

/* A step for the axis labels: 1, 2 or 5 times a power of ten, so that about
 * max_ticks labels fit. */
static guint
nice_step (guint range, guint max_ticks)
{
  guint step = 1;

  max_ticks = MAX (max_ticks, 1);
  while (range / step > max_ticks)
    {
      if (range / (step * 2) <= max_ticks)
        return step * 2;
      if (range / (step * 5) <= max_ticks)
        return step * 5;
      step *= 10;
    }
  return step;
}

void
st_render_histogram (cairo_t            *cr,
                     double              width,
                     double              height,
                     const guint        *counts,
                     guint               n,
                     guint               first,
                     const char         *x_label,
                     StChartColor        color,
                     const StChartStyle *style)
{
  guint  max_count = 0, n_bins, y_step;
  double th, tw, left, bottom, plot_w, plot_h, bin_w;
  char   text[32];

  g_return_if_fail (cr != NULL && style != NULL);

  if (first >= n || width <= 0 || height <= 0)
    return;

  for (guint i = first; i < n; i++)
    max_count = MAX (max_count, counts[i]);
  n_bins = n - first;

  snprintf (text, sizeof text, "%u", MAX (max_count, 1u));
  text_size (cr, style, text, &tw, &th);
  left = tw + 2 * PAD;
  bottom = height - (x_label ? 2 * th + 2 * PAD : th + PAD);
  plot_w = MAX (1.0, width - left - PAD);
  plot_h = MAX (1.0, bottom - th / 2);
  bin_w = plot_w / n_bins;

  cairo_save (cr);

  /* Bars. */
  cairo_set_source_rgb (cr, color.r, color.g, color.b);
  for (guint i = first; i < n; i++)
    {
      double h = max_count > 0 ? plot_h * counts[i] / max_count : 0;
      double gap = bin_w > 6 ? 1.0 : 0.0;

      if (h > 0)
        cairo_rectangle (cr, left + (i - first) * bin_w + gap, bottom - h, bin_w - 2 * gap, h);
    }
  cairo_fill (cr);

  /* Axes. */
  cairo_set_source_rgb (cr, style->ink.r, style->ink.g, style->ink.b);
  cairo_set_line_width (cr, 1.0);
  cairo_move_to (cr, left - 0.5, bottom - plot_h);
  cairo_line_to (cr, left - 0.5, bottom + 0.5);
  cairo_line_to (cr, left + plot_w, bottom + 0.5);
  cairo_stroke (cr);

  /* The count axis: zero and the largest count. */
  draw_text (cr, style, "0", left - PAD, bottom, 1.0);
  if (max_count > 0)
    {
      snprintf (text, sizeof text, "%u", max_count);
      draw_text (cr, style, text, left - PAD, bottom - plot_h, 1.0);
    }

  /* The bins, labelled every few so the labels do not run together. */
  text_size (cr, style, "000", &tw, &th);
  y_step = nice_step (n_bins, (guint) MAX (1.0, plot_w / (tw + PAD)));
  for (guint i = first; i < n; i++)
    if (i % y_step == 0 || (i == first && first % y_step != 0 && y_step == 1))
      {
        snprintf (text, sizeof text, "%u", i);
        draw_text (cr, style, text, left + (i - first + 0.5) * bin_w, bottom + PAD + th / 2, 0.5);
      }

  if (x_label != NULL)
    draw_text (cr, style, x_label, left + plot_w / 2, height - th / 2, 0.5);

  cairo_restore (cr);
}

void
st_render_sweep_chart (cairo_t                    *cr,
                       double                      width,
                       double                      height,
                       const StChartIntervalPoint *points,
                       guint                       n_points,
                       const char                 *x_label,
                       const char                 *y_label,
                       const StChartStyle         *style)
{
  double tw, th, left, bottom, plot_w, plot_h, slot;
  guint  every = 1;

  g_return_if_fail (cr != NULL && style != NULL);

  if (n_points == 0 || width <= 0 || height <= 0)
    return;
  text_size (cr, style, "100 %", &tw, &th);
  left = tw + 2 * PAD;
  bottom = 2 * th + 3 * PAD;
  plot_w = MAX (1.0, width - left - PAD);
  plot_h = MAX (1.0, height - bottom - 2 * th - PAD);
  slot = plot_w / n_points;
  /* Label every value while the labels fit side by side, else every few. */
  for (guint i = 0; i < n_points; i++)
    {
      double w, h;

      text_size (cr, style, points[i].label, &w, &h);
      while (every < n_points && (w + PAD) > slot * every)
        every++;
    }

  cairo_save (cr);
  /* The y axis's caption on a line of its own above the plot. */
  draw_text (cr, style, y_label, PAD, th / 2, 0.0);
  cairo_translate (cr, left, 1.5 * th + PAD);
  /* The axis at 0, 25, 50, 75 and 100 %; even, at 50 %, drawn strongest. */
  for (int q = 0; q <= 4; q++)
    {
      double y = plot_h * (1 - q / 4.0);
      char   tick[16];

      g_snprintf (tick, sizeof tick, "%d %%", q * 25);
      draw_text (cr, style, tick, -PAD, y, 1.0);
      cairo_set_source_rgba (cr, style->ink.r, style->ink.g, style->ink.b, q == 2 ? 0.6 : 0.15);
      cairo_set_line_width (cr, q == 2 ? 1.5 : 1.0);
      if (q == 2)
        cairo_set_dash (cr, (double[]){ 6, 4 }, 2, 0);
      cairo_move_to (cr, 0, y);
      cairo_line_to (cr, plot_w, y);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  for (guint i = 0; i < n_points; i++)
    {
      const StChartIntervalPoint *p = &points[i];
      double                      x = slot * (i + 0.5);
      double                      lo = plot_h * (1 - CLAMP (p->low, 0.0, 1.0));
      double                      hi = plot_h * (1 - CLAMP (p->high, 0.0, 1.0));
      double                      y = plot_h * (1 - CLAMP (p->value, 0.0, 1.0));
      double                      cap = MIN (slot * 0.25, th * 0.6);
      double                      radius = MAX (3.0, th * 0.3);

      /* A marked value (its interval holds 50 %) gets a band behind it. */
      if (p->mark != ST_CHART_MARK_NONE)
        {
          cairo_set_source_rgba (cr, p->color.r, p->color.g, p->color.b,
                                 p->mark == ST_CHART_MARK_BEST ? 0.22 : 0.1);
          cairo_rectangle (cr, x - slot / 2 + 1, 0, slot - 2, plot_h);
          cairo_fill (cr);
        }
      cairo_set_source_rgb (cr, p->color.r, p->color.g, p->color.b);
      cairo_set_line_width (cr, 2.0);
      cairo_move_to (cr, x, lo);
      cairo_line_to (cr, x, hi);
      cairo_move_to (cr, x - cap, lo);
      cairo_line_to (cr, x + cap, lo);
      cairo_move_to (cr, x - cap, hi);
      cairo_line_to (cr, x + cap, hi);
      cairo_stroke (cr);
      cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
      cairo_fill (cr);
      if (p->mark == ST_CHART_MARK_BEST)
        {
          cairo_arc (cr, x, y, radius * 2.2, 0, 2 * G_PI);
          cairo_stroke (cr);
        }
      if (i % every == 0)
        draw_text (cr, style, p->label, x, plot_h + PAD + th / 2, 0.5);
    }
  draw_text (cr, style, x_label, plot_w / 2, plot_h + 2 * PAD + th * 1.5, 0.5);
  cairo_restore (cr);
}
