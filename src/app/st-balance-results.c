/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-balance"

#include "config.h"

#include <glib/gi18n.h>

#include "core/st-locale.h"
#include "engine/st-stats.h"
#include "render/st-render-chart.h"

#include "st-balance-page-private.h"

/* The figures and charts of the last run: of its one seating, or of each
 * seating and of both. */

static const char *
side_name (StScenario *scenario, const char *id, const char *lang)
{
  StSide *side = st_scenario_find_side (scenario, id);

  if (side == NULL || side->name == NULL || st_text_is_empty (side->name))
    return id;
  return st_text_get (side->name, lang);
}

char *
st_balance_percent (double share)
{
  g_autofree char *number = st_locale_format_decimal (share * 100.0, 1, FALSE);

  /* Translators: a percentage, "58.3 %". */
  return g_strdup_printf (_ ("%s %%"), number);
}

/* A figure of one seating: r was played with names[first] moving first. */
typedef char *(*FigureFunc) (StBalancePage *self, const StPlaytestReport *r, int first);

/* One definition of the win rate, the verdict's and the report's (the JSON's
 * first_player_win_rate): a share of the decisive games. */
static char *
win_rate_text (StBalancePage *self, const StPlaytestReport *r, int first)
{
  guint            decisive = r->wins[0] + r->wins[1];
  g_autofree char *rate = st_balance_percent (r->first_player_win_rate);
  g_autofree char *low_text = st_balance_percent (r->first_player_win_low);
  g_autofree char *high_text = st_balance_percent (r->first_player_win_high);

  if (first < 0)
    /* Translators: the first player's share of decisive games and its 95 % confidence interval. */
    return g_strdup_printf (_ ("%s of %u decisive games (95 %% confidence %s to %s)"), rate, decisive,
                            low_text, high_text);
  /* Translators: the side that moved first, its share of decisive games and its 95 % confidence interval:
   * "Blue, moving first: 52.0 % of 180 decisive games (95 % confidence 44.8 % to 59.2 %)". */
  return g_strdup_printf (_ ("%s, moving first: %s of %u decisive games (95 %% confidence %s to %s)"),
                          self->names[first], rate, decisive, low_text, high_text);
}

static char *
wins_text (StBalancePage *self, const StPlaytestReport *r, int first)
{
  return g_strdup_printf (_ ("%s %u, %s %u of %u games"), self->names[first], r->wins[0],
                          self->names[1 - first], r->wins[1], r->games);
}

static char *
draws_text (StBalancePage *self, const StPlaytestReport *r, int first)
{
  g_autofree char *draw = st_balance_percent (r->draw_rate);

  return g_strdup_printf (ngettext ("%s (%u game)", "%s (%u games)", r->draws), draw, r->draws);
}

static char *
length_text (StBalancePage *self, const StPlaytestReport *r, int first)
{
  g_autofree char *mean = st_locale_format_decimal (r->mean_turns, 2, FALSE);
  g_autofree char *median = st_locale_format_decimal (r->median_turns, 1, FALSE);
  g_autofree char *actions = st_locale_format_decimal (r->mean_actions, 1, FALSE);

  return g_strdup_printf (_ ("%s turns mean, %s median, at most %u; %s actions mean"), mean, median,
                          r->max_turns, actions);
}

static char *
endings_text (StBalancePage *self, const StPlaytestReport *r, int first)
{
  GString *endings = g_string_new (NULL);

  for (guint i = 1; i < r->n_end_reasons; i++)
    {
      if (endings->len > 0)
        g_string_append (endings, ", ");
      g_string_append_printf (endings, "%s %u", st_game_end_reason_label (self->report_game, i),
                              r->end_reasons[i]);
    }
  return g_string_free (endings, FALSE);
}

/* The figure of the one seating, or a line for each seating and one for both. */
static void
show_figure (StBalancePage *self, AdwActionRow *row, FigureFunc func, const StPlaytestReport *both)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autofree char *total = NULL;

  if (self->swapped_report == NULL)
    {
      g_autofree char *one = func (self, self->report, 0);

      adw_action_row_set_subtitle (row, one);
      return;
    }
  for (int s = 0; s < 2; s++)
    {
      g_autofree char *figure = func (self, s == 0 ? self->report : self->swapped_report, s);

      /* Translators: a figure of the games one side moved first in, "Blue first: 58.3 %". */
      g_string_append_printf (text, _ ("%s first: %s"), self->names[s], figure);
      g_string_append_c (text, '\n');
    }
  if (func == wins_text)
    {
      /* Both seatings by side: the first player of the other seating is names[1]. */
      guint wins[2] = { self->report->wins[0] + self->swapped_report->wins[1],
                        self->report->wins[1] + self->swapped_report->wins[0] };

      total = g_strdup_printf (_ ("%s %u, %s %u of %u games"), self->names[0], wins[0], self->names[1],
                               wins[1], both->games);
    }
  else
    total = func (self, both, -1);
  /* Translators: a figure of all the games of both seatings. */
  g_string_append_printf (text, _ ("Both seatings: %s"), total);
  adw_action_row_set_subtitle (row, text->str);
}

void
st_balance_page_set_names (StBalancePage *self)
{
  StScenario *s = st_game_scenario (self->report_game);

  for (int p = 0; p < 2; p++)
    {
      const char *id = st_game_player_side (self->report_game, p);
      StSide     *side = st_scenario_find_side (s, id);

      g_free (self->names[p]);
      self->names[p] = g_strdup (side_name (s, id, st_balance_page_language (self)));
      g_free (self->colors[p]);
      self->colors[p] = g_strdup (side ? side->color : NULL);
    }
}

void
st_balance_page_show_report (StBalancePage *self)
{
  g_autoptr (StPlaytestReport) both = NULL;

  if (self->swapped_report != NULL)
    both = st_playtest_report_merge (self->report_game, self->report, self->swapped_report);
  show_figure (self, self->win_rate_row, win_rate_text, both);
  show_figure (self, self->wins_row, wins_text, both);
  show_figure (self, self->draws_row, draws_text, both);
  show_figure (self, self->length_row, length_text, both);
  show_figure (self, self->endings_row, endings_text, both);

  if (self->swapped_report != NULL)
    {
      g_autofree char *first = g_strdup_printf (_ ("%s moves first"), self->names[0]);
      g_autofree char *second = g_strdup_printf (_ ("%s moves first"), self->names[1]);

      gtk_label_set_text (self->first_caption, first);
      gtk_label_set_text (self->swapped_caption, second);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->first_caption), self->swapped_report != NULL);
  gtk_widget_set_visible (self->swapped_charts, self->swapped_report != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->results_group), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->charts_group), TRUE);
  gtk_widget_queue_draw (GTK_WIDGET (self->bars_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->histogram_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->swapped_bars_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->swapped_histogram_area));
}

static void
chart_style (GtkWidget *widget, StChartStyle *style)
{
  GdkRGBA ink;

  st_chart_style_init (style);
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &ink);
  style->ink = (StChartColor){ ink.red, ink.green, ink.blue };
}

/* The report a chart shows: its seating's. */
static const StPlaytestReport *
chart_report (StBalancePage *self, GtkDrawingArea *area, int *first)
{
  gboolean swapped = area == self->swapped_bars_area || area == self->swapped_histogram_area;

  *first = swapped ? 1 : 0;
  return swapped ? self->swapped_report : self->report;
}

void
st_balance_page_draw_bars (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  StBalancePage          *self = data;
  int                     first;
  const StPlaytestReport *r = chart_report (self, area, &first);
  StChartStyle            style;
  StChartBar              bars[3];
  double                  n;
  g_autofree char        *draw_label = NULL;

  if (r == NULL || r->games == 0)
    return;
  chart_style (GTK_WIDGET (area), &style);
  n = r->games;
  for (int p = 0; p < 2; p++)
    {
      int side = p == 0 ? first : 1 - first;

      bars[p] = (StChartBar){ self->names[side], r->wins[p] / n, 1, 0, { 0.21, 0.52, 0.89 } };
      st_chart_color_parse (self->colors[side], &bars[p].color);
    }
  /* The bars are shares of all games (the three add up to the games played),
   * so the first player's interval here is of all games too. */
  st_wilson_interval (r->wins[0], r->games, 1.96, &bars[0].low, &bars[0].high);
  draw_label = g_strdup (_ ("Draws"));
  bars[2] = (StChartBar){ draw_label, r->draw_rate, 1, 0, { 0.6, 0.6, 0.6 } };
  st_render_bar_chart (cr, width, height, bars, 3, &style);
}

void
st_balance_page_draw_histogram (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  StBalancePage          *self = data;
  int                     first;
  const StPlaytestReport *r = chart_report (self, area, &first);
  StChartStyle            style;
  StChartColor            color = { 0.21, 0.52, 0.89 };

  if (r == NULL || r->games == 0)
    return;
  chart_style (GTK_WIDGET (area), &style);
  st_render_histogram (cr, width, height, r->turn_histogram, r->max_turns + 1, 1, _ ("Game length in turns"),
                       color, &style);
}
