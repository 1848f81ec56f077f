/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Charts of a balance run, drawn with cairo and pango only, so the app's page
 * and an export share them. Sizes are in cairo units; text is at font_size. */

typedef struct
{
  double r, g, b;
} StChartColor;

typedef struct
{
  const char  *label;
  double       value; /* a proportion, 0 to 1 */
  double       low; /* an interval around value; low > high: none */
  double       high;
  StChartColor color;
} StChartBar;

typedef struct
{
  StChartColor ink; /* text and axes */
  double       font_size;
} StChartStyle;

void st_chart_style_init (StChartStyle *style);
/* "#rrggbb"; FALSE (and color unchanged) otherwise. */
gboolean st_chart_color_parse (const char *hex, StChartColor *color);

/* Horizontal bars, one a row: the label, the bar with its interval drawn as a
 * whisker, and the percentage. */
void st_render_bar_chart (cairo_t            *cr,
                          double              width,
                          double              height,
                          const StChartBar   *bars,
                          guint               n_bars,
                          const StChartStyle *style);

/* A histogram of counts[i] for i = 0 .. n - 1, the bins from first to n - 1
 * drawn (lengths of zero turns are skipped by passing first = 1), with x_label
 * under the axis. */
void st_render_histogram (cairo_t            *cr,
                          double              width,
                          double              height,
                          const guint        *counts,
                          guint               n,
                          guint               first,
                          const char         *x_label,
                          StChartColor        color,
                          const StChartStyle *style);

/* How a point of a sweep chart is marked. */
typedef enum
{
  ST_CHART_MARK_NONE,
  ST_CHART_MARK_EVEN, /* its interval holds 50 % */
  ST_CHART_MARK_BEST, /* the nearest to even of those */
} StChartMark;

typedef struct
{
  const char  *label; /* the value */
  double       value; /* a proportion, 0 to 1 */
  double       low; /* its interval */
  double       high;
  StChartMark  mark;
  StChartColor color;
} StChartIntervalPoint;

/* A sweep: for each value along x, the proportion as a dot with its interval as
 * a whisker, against an axis of 0 to 100 % with 50 % dashed; marked values on
 * a band of their colour, the best one ringed. */
void st_render_sweep_chart (cairo_t                    *cr,
                            double                      width,
                            double                      height,
                            const StChartIntervalPoint *points,
                            guint                       n_points,
                            const char                 *x_label,
                            const char                 *y_label,
                            const StChartStyle         *style);

G_END_DECLS
