/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-balance-diff.h"
#include "engine/st-balance-players.h"
#include "engine/st-playtest-export.h"

#include "st-balance-page.h"

G_BEGIN_DECLS

/* The balance page spans st-balance-page.c (runs), st-balance-results.c (the
 * figures and charts), st-balance-games.c (the verdict, the games of a run,
 * export), st-balance-compare.c (a balance diff against another version) and
 * st-balance-time.c (players chosen by time). */

/* A run or a comparison in a GTask thread: the runner's callbacks only store
 * what they report, which a timeout shows. */
typedef struct
{
  StGame            *game;
  StGame            *swapped; /* NULL: one seating */
  StScenario        *old; /* comparisons: the other version */
  char              *lang; /* comparisons: the language of names and edits */
  StPlaytestOptions  options;
  int                done; /* atomic */
  guint              total;
  guint              offset; /* games of the seatings already played */
  GMutex             lock;
  StPlaytestStanding standing;
  gboolean           has_standing;
  /* Players chosen by time: measured first in the thread (measuring is atomic). */
  gboolean        by_time;
  StBalanceTime   time;
  StBalanceChoice choice;
  int             measuring;
  int             seating; /* atomic: 1 while the other side moves first */
  /* The check with stronger players, when on (by time: always). */
  gboolean          check_stronger;
  StPlaytestOptions stronger;
  /* A comparison with a baseline: its runs (owned copies; kept[1] NULL: one
   * seating) and the options they were played with. */
  StPlaytestReport *kept[2];
  StPlaytestOptions kept_options;
  /* A comparison with a saved report (Load Report…): its file. */
  char *report_path;
} StBalanceRunData;

struct _StBalancePage
{
  StPage parent_instance;

  /* template widgets */
  GtkWidget           *columns;
  GtkScrolledWindow   *scroller;
  AdwComboRow         *time_row;
  AdwActionRow        *players_row;
  AdwActionRow        *games_row;
  AdwActionRow        *stronger_row;
  GtkSwitch           *stronger_switch;
  GtkSpinButton       *games_spin;
  GtkSpinButton       *jobs_spin;
  GtkSpinButton       *seed_spin;
  AdwComboRow         *first_row;
  AdwComboRow         *second_row;
  AdwComboRow         *budget_row;
  AdwActionRow        *iterations_row;
  GtkSpinButton       *iterations_spin;
  AdwActionRow        *seconds_row;
  GtkSpinButton       *seconds_spin;
  GtkSwitch           *seatings_switch;
  AdwActionRow        *seatings_row;
  GtkSwitch           *early_stop_switch;
  GtkProgressBar      *progress_bar;
  GtkLabel            *standing_label;
  AdwPreferencesGroup *verdict_group;
  AdwPreferencesGroup *results_group;
  AdwActionRow        *win_rate_row;
  AdwActionRow        *wins_row;
  AdwActionRow        *draws_row;
  AdwActionRow        *length_row;
  AdwActionRow        *endings_row;
  AdwPreferencesGroup *charts_group;
  GtkLabel            *first_caption;
  GtkDrawingArea      *bars_area;
  GtkDrawingArea      *histogram_area;
  GtkWidget           *swapped_charts;
  GtkLabel            *swapped_caption;
  GtkDrawingArea      *swapped_bars_area;
  GtkDrawingArea      *swapped_histogram_area;
  AdwPreferencesGroup *games_group;
  AdwComboRow         *games_filter_row;
  AdwComboRow         *games_seating_row;
  GtkListBox          *games_list;
  AdwPreferencesGroup *compare_group;
  GtkListBox          *compare_list;
  AdwComboRow         *baseline_row;
  GtkWidget           *baseline_button;
  GtkWidget           *sweep; /* Suggest a Change (st-balance-sweep.c) */

  StGame           *game;
  GError           *game_error;
  StPlaytestReport *report; /* the scenario's own seating */
  StPlaytestReport *swapped_report; /* the other side first, or NULL */
  StGame           *report_game; /* the games the reports were played on */
  StGame           *swapped_game;
  StPlaytestOptions report_options;
  /* The check with stronger players of the last run (NULL: not checked). */
  StPlaytestReport *stronger_report;
  StPlaytestReport *swapped_stronger;
  StPlaytestOptions stronger_options;
  /* The players the last run's time chose (description NULL: chosen by hand). */
  StBalanceChoice   choice;
  StBalanceTime     choice_time;
  GPtrArray        *baselines; /* earlier runs to compare with, newest first */
  char             *names[2]; /* the sides of the report, in the content language */
  char             *colors[2];
  guint             games_listed; /* rows of the games list shown, before "Show more" */
  GPtrArray        *verdict_rows;
  GPtrArray        *verdict; /* StFinding* */
  StBalanceDiff    *diff;
  char             *diff_report; /* the saved report the diff's old version is, or NULL */
  GCancellable     *cancellable; /* the run or comparison in progress */
  StBalanceRunData *run;
  guint             progress_source;
  char             *state_text;
};

void st_balance_run_data_free (StBalanceRunData *run);
/* The entry of the Time row for players chosen by hand. */
#define ST_BALANCE_PAGE_PLAYERS_BY_HAND ST_N_BALANCE_TIMES
/* Fills run's by_time and time from the Time row; FALSE: players by hand. */
gboolean st_balance_page_time (StBalancePage *self, StBalanceTime *time);
/* In a run's thread: chooses the players when run->by_time (options keep the
 * page's seed and jobs). FALSE with error when cancelled. */
gboolean st_balance_run_choose (StBalanceRunData *run, GCancellable *cancellable, GError **error);
/* Before a part of a run by time: its deadline in options (none by hand). */
void st_balance_run_deadline (StBalanceRunData *run, StBalancePart part, StPlaytestOptions *options);
/* The last run's seatings, with the stronger players' samples (n: 1 or 2). */
guint st_balance_page_seatings (StBalancePage *self, StPlaytestSeating *seatings);
/* What a run chosen by time adds to the export. */
void st_balance_page_extras (StBalancePage *self, StPlaytestExtras *extras);
/* A row of plain text (never markup: texts hold "<" and names), its title
 * wrapped; subtitle may be NULL. */
GtkWidget *st_balance_text_row (const char *title, const char *subtitle);
/* A runner's progress callback for a StBalanceRunData. */
void st_balance_run_progress (guint done, guint total, gpointer run);
void st_balance_page_set_state_text (StBalancePage *self, const char *text, double fraction);
void st_balance_page_update_actions (StBalancePage *self);
/* The language the page names sides and the edits in: the window's content
 * language (NULL: the document language). */
const char *st_balance_page_language (StBalancePage *self);
/* "58.3 %", a share as a percentage with one decimal in the user's language. */
char *st_balance_percent (double share);
/* Starts the timeout that shows the run's progress. */
void st_balance_page_watch (StBalancePage *self, StBalanceRunData *run);
void st_balance_page_unwatch (StBalancePage *self);

/* st-balance-results.c */
/* Names the sides of the last run in the content language. */
void st_balance_page_set_names (StBalancePage *self);
/* Shows the figures and charts of the last run. */
void st_balance_page_show_report (StBalancePage *self);
/* Draw functions of the charts (data: the page); the area tells the seating. */
void st_balance_page_draw_bars (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data);
void st_balance_page_draw_histogram (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data);

/* st-balance-games.c */
void st_balance_page_show_verdict (StBalancePage *self);
/* Lists the games of the last run that the filters pick, the first page of them. */
void st_balance_page_fill_games (StBalancePage *self);
/* A new run: resets the filter and lists its games. */
void st_balance_page_show_games (StBalancePage *self);
void st_balance_page_export (StBalancePage *self, gboolean json);

/* st-balance-compare.c */
void st_balance_page_compare_saved (StBalancePage *self);
/* Keeps the run that just ended (its version of the scenario, its options and
 * a copy of its games, swapped NULL: one seating) as a baseline to compare
 * later versions with, without playing it again. */
void st_balance_page_add_baseline (StBalancePage           *self,
                                   StGame                  *game,
                                   const StPlaytestOptions *options,
                                   const StPlaytestReport  *report,
                                   const StPlaytestReport  *swapped);
void st_balance_page_compare_selected_baseline (StBalancePage *self);
void st_balance_page_compare_file (StBalancePage *self);
/* Load Report…: a file chooser, then st_balance_page_load_report_file (). */
void st_balance_page_choose_report (StBalancePage *self);
void st_balance_page_show_diff (StBalancePage *self);
/* Scrolls the page to Compare Versions once it is laid out. */
void st_balance_page_scroll_to_compare (StBalancePage *self);

G_END_DECLS
