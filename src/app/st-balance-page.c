/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-balance"

#include "config.h"

#include <glib/gi18n.h>

#include "engine/st-balance.h"

#include "st-balance-page-private.h"
#include "st-balance-sweep.h"
#include "st-columns-layout.h"

/* Runs go through st_playtest_run_full () in a GTask thread: it blocks until
 * the games are played. Its callbacks run in that thread and only store what
 * they report, which a timeout shows. */

enum
{
  SIGNAL_REPLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (StBalancePage, st_balance_page, ST_TYPE_PAGE)

/* The entries of the MCTS budget row. */
enum
{
  BUDGET_ITERATIONS,
  BUDGET_TIME
};

static void
budget_changed_cb (StBalancePage *self)
{
  gboolean time = adw_combo_row_get_selected (self->budget_row) == BUDGET_TIME;

  gtk_widget_set_visible (GTK_WIDGET (self->iterations_row), !time);
  gtk_widget_set_visible (GTK_WIDGET (self->seconds_row), time);
}

/* Players by time hide the rows that choose them by hand. */
static void
time_changed_cb (StBalancePage *self)
{
  StBalanceTime time;
  gboolean      by_hand = !st_balance_page_time (self, &time);

  gtk_widget_set_visible (GTK_WIDGET (self->players_row), !by_hand);
  gtk_widget_set_visible (GTK_WIDGET (self->games_row), by_hand);
  gtk_widget_set_visible (GTK_WIDGET (self->first_row), by_hand);
  gtk_widget_set_visible (GTK_WIDGET (self->second_row), by_hand);
  gtk_widget_set_visible (GTK_WIDGET (self->budget_row), by_hand);
  gtk_widget_set_visible (GTK_WIDGET (self->stronger_row), by_hand);
  if (by_hand)
    budget_changed_cb (self);
  else
    {
      gtk_widget_set_visible (GTK_WIDGET (self->iterations_row), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->seconds_row), FALSE);
    }
}

void
st_balance_run_data_free (StBalanceRunData *run)
{
  st_balance_choice_clear (&run->choice);
  g_clear_pointer (&run->game, st_game_unref);
  g_clear_pointer (&run->swapped, st_game_unref);
  g_clear_pointer (&run->old, st_scenario_unref);
  g_clear_pointer (&run->kept[0], st_playtest_report_free);
  g_clear_pointer (&run->kept[1], st_playtest_report_free);
  g_free (run->report_path);
  g_free (run->lang);
  g_mutex_clear (&run->lock);
  g_free (run);
}

GtkWidget *
st_balance_text_row (const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
}

void
st_balance_page_set_state_text (StBalancePage *self, const char *text, double fraction)
{
  g_free (self->state_text);
  self->state_text = g_strdup (text);
  gtk_progress_bar_set_text (self->progress_bar, text);
  gtk_progress_bar_set_fraction (self->progress_bar, fraction);
}

static GFile *
window_file (StBalancePage *self)
{
  return st_page_get_file (ST_PAGE (self));
}

void
st_balance_page_update_actions (StBalancePage *self)
{
  gboolean running = self->cancellable != NULL;
  gboolean idle = !running && self->game != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "balance.run", idle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "balance.cancel", running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "balance.export-csv", self->report != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "balance.export-json", self->report != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "balance.compare-saved",
                                 idle && window_file (self) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "balance.compare-file", idle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "balance.load-report", idle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "balance.compare-baseline",
                                 idle && self->baselines != NULL && self->baselines->len > 0);
}

const char *
st_balance_page_language (StBalancePage *self)
{
  if (st_page_get_document (ST_PAGE (self)) != NULL)
    return st_page_get_content_language (ST_PAGE (self));
  return st_text_get_content_language ();
}

static gboolean
progress_cb (gpointer data)
{
  StBalancePage    *self = data;
  StBalanceRunData *run = self->run;
  int               done = g_atomic_int_get (&run->done);
  /* The stronger players may play on past their games for decisive ones. */
  guint            total = MAX (run->total, (guint) MAX (done, 0));
  g_autofree char *text = g_atomic_int_get (&run->measuring)
                              ? g_strdup (_ ("Measuring the players on this scenario…"))
                              : g_strdup_printf (_ ("%d of %u games"), done, total);
  g_autofree char *standing = NULL;

  st_balance_page_set_state_text (self, text, total > 0 ? (double) done / total : 0);
  g_mutex_lock (&run->lock);
  if (run->has_standing)
    {
      /* The seating being played names the first player's side. */
      StGame *game = g_atomic_int_get (&run->seating) == 1 && run->swapped != NULL ? run->swapped : run->game;
      int     side = st_scenario_side_index (st_game_scenario (game), st_game_player_side (game, 0));

      /* Translators: where a run stands, e.g. "After 200 games: the first player, Blue, wins 52–66 % of
       * decisive games". */
      standing = g_strdup_printf (
          _ ("After %u games: the first player, %s, wins %.0f–%.0f %% of decisive games"),
          run->standing.games, st_balance_side_name (game, side, st_balance_page_language (self)),
          run->standing.low * 100, run->standing.high * 100);
    }
  g_mutex_unlock (&run->lock);
  gtk_label_set_text (self->standing_label, standing != NULL ? standing : "");
  gtk_widget_set_visible (GTK_WIDGET (self->standing_label), standing != NULL);
  return G_SOURCE_CONTINUE;
}

void
st_balance_page_watch (StBalancePage *self, StBalanceRunData *run)
{
  self->run = run;
  self->progress_source = g_timeout_add (100, progress_cb, self);
  progress_cb (self);
}

void
st_balance_page_unwatch (StBalancePage *self)
{
  g_clear_handle_id (&self->progress_source, g_source_remove);
  self->run = NULL;
}

void
st_balance_run_progress (guint done, guint total, gpointer data)
{
  StBalanceRunData *run = data;

  g_atomic_int_set (&run->done, (int) (run->offset + done));
}

static void
runner_standing (const StPlaytestStanding *standing, gpointer data)
{
  StBalanceRunData *run = data;

  g_mutex_lock (&run->lock);
  run->standing = *standing;
  run->has_standing = TRUE;
  g_mutex_unlock (&run->lock);
}

typedef struct
{
  StPlaytestReport *report;
  StPlaytestReport *swapped;
  StPlaytestReport *stronger[2];
} RunResult;

static void
run_result_free (RunResult *result)
{
  st_playtest_report_free (result->report);
  st_playtest_report_free (result->swapped);
  st_playtest_report_free (result->stronger[0]);
  st_playtest_report_free (result->stronger[1]);
  g_free (result);
}

/* One seating: its games, then the stronger players' sample. */
static StPlaytestReport *
play_seating (StBalanceRunData  *run,
              StGame            *game,
              StPlaytestReport **stronger,
              GCancellable      *cancellable,
              GError           **error)
{
  StPlaytestReport *report;
  gboolean          swapped = game == run->swapped;

  g_atomic_int_set (&run->seating, swapped ? 1 : 0);
  g_mutex_lock (&run->lock);
  run->has_standing = FALSE;
  g_mutex_unlock (&run->lock);
  st_balance_run_deadline (run, swapped ? ST_BALANCE_PART_SWAPPED_RUN : ST_BALANCE_PART_RUN, &run->options);
  report = st_playtest_run_full (game, &run->options, cancellable, st_balance_run_progress, runner_standing,
                                 run, error);
  if (report == NULL)
    return NULL;
  run->offset += report->games;
  /* A run that stopped early leaves fewer games to play. */
  run->total -= run->options.games - report->games;
  if (run->check_stronger)
    {
      g_mutex_lock (&run->lock);
      run->has_standing = FALSE;
      g_mutex_unlock (&run->lock);
      st_balance_run_deadline (run, swapped ? ST_BALANCE_PART_SWAPPED_SAMPLE : ST_BALANCE_PART_SAMPLE,
                               &run->stronger);
      *stronger =
          st_playtest_run_full (game, &run->stronger, cancellable, st_balance_run_progress, NULL, run, error);
      if (*stronger == NULL)
        {
          st_playtest_report_free (report);
          return NULL;
        }
      run->offset += (*stronger)->games;
      run->total -= run->stronger.games - (*stronger)->games;
    }
  return report;
}

static void
run_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  StBalanceRunData *run = data;
  GError           *error = NULL;
  RunResult        *result = g_new0 (RunResult, 1);

  if (st_balance_run_choose (run, cancellable, &error))
    {
      run->total = (run->options.games + (run->check_stronger ? run->stronger.games : 0))
                   * (run->swapped != NULL ? 2 : 1);
      result->report = play_seating (run, run->game, &result->stronger[0], cancellable, &error);
      if (result->report != NULL && run->swapped != NULL)
        result->swapped = play_seating (run, run->swapped, &result->stronger[1], cancellable, &error);
    }
  if (error != NULL)
    {
      run_result_free (result);
      g_task_return_error (task, error);
    }
  else
    g_task_return_pointer (task, result, (GDestroyNotify) run_result_free);
}

static void
run_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  StBalancePage    *self = ST_BALANCE_PAGE (source);
  StBalanceRunData *run = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  RunResult *done = g_task_propagate_pointer (G_TASK (result), &error);

  st_balance_page_unwatch (self);
  g_clear_object (&self->cancellable);
  gtk_widget_set_visible (GTK_WIDGET (self->standing_label), FALSE);

  if (done == NULL)
    {
      st_balance_page_set_state_text (
          self, g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ? _ ("Cancelled") : error->message,
          0);
    }
  else
    {
      guint            games = done->report->games + (done->swapped ? done->swapped->games : 0);
      g_autofree char *text = NULL;

      if (done->report->out_of_time || (done->swapped != NULL && done->swapped->out_of_time))
        /* Translators: a run by time stopped at its time budget with the games it had. */
        text = g_strdup_printf (_ ("%u games played: the time ran out before the %u asked for"), games,
                                done->report->games_planned * (done->swapped ? 2 : 1));
      else if (done->report->games < done->report->games_planned
               || (done->swapped != NULL && done->swapped->games < done->swapped->games_planned))
        text = g_strdup_printf (_ ("%u games played: the answer was clear before the %u asked for"), games,
                                done->report->games_planned * (done->swapped ? 2 : 1));
      else
        text = g_strdup_printf (_ ("%u games played"), games);
      g_clear_pointer (&self->report, st_playtest_report_free);
      g_clear_pointer (&self->swapped_report, st_playtest_report_free);
      g_clear_pointer (&self->report_game, st_game_unref);
      g_clear_pointer (&self->swapped_game, st_game_unref);
      self->report = g_steal_pointer (&done->report);
      self->swapped_report = g_steal_pointer (&done->swapped);
      self->report_game = st_game_ref (run->game);
      self->swapped_game = run->swapped ? st_game_ref (run->swapped) : NULL;
      self->report_options = run->options;
      g_clear_pointer (&self->stronger_report, st_playtest_report_free);
      g_clear_pointer (&self->swapped_stronger, st_playtest_report_free);
      self->stronger_report = g_steal_pointer (&done->stronger[0]);
      self->swapped_stronger = g_steal_pointer (&done->stronger[1]);
      self->stronger_options = run->stronger;
      st_balance_choice_clear (&self->choice);
      self->choice = run->choice;
      run->choice.description = NULL;
      self->choice_time = run->time;
      if (self->choice.description != NULL)
        {
          g_autofree char *stronger = st_balance_players_describe (&self->stronger_options.players[0]);
          /* Translators: the chosen players, then the players of the check: "Greedy …\nChecked by MCTS, 25
           * iterations a move, on 40 games a seating". */
          /* The games the check played: its time may have cut them, or it
           * played on for decisive games. */
          guint            first = self->stronger_report != NULL ? self->stronger_report->games : 0;
          guint            second = self->swapped_stronger != NULL ? self->swapped_stronger->games : first;
          g_autofree char *players =
              first == second
                  ? g_strdup_printf (_ ("%s\nChecked by %s, on %u games a seating"), self->choice.description,
                                     stronger, first)
                  /* Translators: the check's games in each seating: "Checked by MCTS, 25 iterations a move,
                   * on 26 and 17 games of the two seatings". */
                  : g_strdup_printf (_ ("%s\nChecked by %s, on %u and %u games of the two seatings"),
                                     self->choice.description, stronger, first, second);

          adw_action_row_set_subtitle (self->players_row, players);
        }
      st_balance_page_add_baseline (self, run->game, &run->options, self->report, self->swapped_report);
      run_result_free (done);
      st_balance_page_set_names (self);
      st_balance_page_set_state_text (self, text, 1.0);
      st_balance_page_show_report (self);
      st_balance_page_show_verdict (self);
      st_balance_page_show_games (self);
    }
  st_balance_page_update_actions (self);
  g_object_unref (self);
}

void
st_balance_page_run (StBalancePage *self)
{
  g_autoptr (GTask) task = NULL;
  StBalanceRunData *run;

  g_return_if_fail (ST_IS_BALANCE_PAGE (self));

  if (self->cancellable != NULL || self->game == NULL)
    return;

  run = g_new0 (StBalanceRunData, 1);
  g_mutex_init (&run->lock);
  run->game = st_game_ref (self->game);
  st_balance_page_get_options (self, &run->options);
  run->by_time = st_balance_page_time (self, &run->time);
  run->check_stronger = run->by_time || gtk_switch_get_active (self->stronger_switch);
  run->total = run->options.games;
  if (gtk_switch_get_active (self->seatings_switch)
      && gtk_widget_get_sensitive (GTK_WIDGET (self->seatings_switch)))
    {
      g_autoptr (StScenario) swapped = st_balance_swapped_scenario (self->game);

      if (swapped != NULL)
        run->swapped = st_game_new_from_scenario (swapped, NULL);
      if (run->swapped != NULL)
        run->total *= 2;
    }
  self->cancellable = g_cancellable_new ();

  /* The page stays alive until the run ends, even when the window closes. */
  task = g_task_new (g_object_ref (self), self->cancellable, run_done_cb, NULL);
  g_task_set_task_data (task, run, (GDestroyNotify) st_balance_run_data_free);
  g_task_run_in_thread (task, run_thread);
  st_balance_page_watch (self, run);
  st_balance_page_update_actions (self);
}

void
st_balance_page_cancel (StBalancePage *self)
{
  g_return_if_fail (ST_IS_BALANCE_PAGE (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

static void
run_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  st_balance_page_run (ST_BALANCE_PAGE (widget));
}

static void
cancel_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  st_balance_page_cancel (ST_BALANCE_PAGE (widget));
}

static void
export_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  st_balance_page_export (ST_BALANCE_PAGE (widget), g_str_equal (action_name, "balance.export-json"));
}

static void
compare_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  if (g_str_equal (action_name, "balance.compare-saved"))
    st_balance_page_compare_saved (ST_BALANCE_PAGE (widget));
  else if (g_str_equal (action_name, "balance.compare-baseline"))
    st_balance_page_compare_selected_baseline (ST_BALANCE_PAGE (widget));
  else if (g_str_equal (action_name, "balance.load-report"))
    st_balance_page_choose_report (ST_BALANCE_PAGE (widget));
  else
    st_balance_page_compare_file (ST_BALANCE_PAGE (widget));
}

static void
st_balance_page_rebuild (StPage *page, StScenario *scenario)
{
  StBalancePage *self = ST_BALANCE_PAGE (page);

  /* The page is rebuilt without a scenario while it is disposed. */
  if (self->progress_bar == NULL)
    return;
  g_clear_pointer (&self->game, st_game_unref);
  g_clear_error (&self->game_error);
  if (scenario != NULL)
    self->game = st_game_new_from_scenario (scenario, &self->game_error);
  gtk_widget_set_sensitive (GTK_WIDGET (self->seatings_row),
                            scenario != NULL
                                && st_family_find_param (scenario->family, "first-side") != NULL);
  /* The content language may have changed: name the sides again (and only
   * then, so that an edit does not reset the games list's filters). */
  if (self->report != NULL)
    {
      g_autofree char *first = g_strdup (self->names[0]);

      st_balance_page_set_names (self);
      if (g_strcmp0 (first, self->names[0]) != 0)
        {
          st_balance_page_show_report (self);
          st_balance_page_show_verdict (self);
          st_balance_page_show_games (self);
        }
    }
  if (self->sweep != NULL)
    st_balance_sweep_set_scenario (ST_BALANCE_SWEEP (self->sweep), scenario);
  if (self->game_error != NULL)
    st_balance_page_set_state_text (self, self->game_error->message, 0);
  else if (self->cancellable == NULL && self->report == NULL)
    st_balance_page_set_state_text (self, _ ("Not run yet"), 0);
  st_balance_page_update_actions (self);
}

static void
st_balance_page_dispose (GObject *object)
{
  StBalancePage *self = ST_BALANCE_PAGE (object);

  st_balance_page_cancel (self);
  if (self->sweep != NULL)
    st_balance_sweep_cancel (ST_BALANCE_SWEEP (self->sweep));
  g_clear_object (&self->sweep);

  G_OBJECT_CLASS (st_balance_page_parent_class)->dispose (object);
}

static void
st_balance_page_finalize (GObject *object)
{
  StBalancePage *self = ST_BALANCE_PAGE (object);

  g_clear_handle_id (&self->progress_source, g_source_remove);
  g_clear_pointer (&self->game, st_game_unref);
  g_clear_error (&self->game_error);
  g_clear_pointer (&self->report, st_playtest_report_free);
  g_clear_pointer (&self->swapped_report, st_playtest_report_free);
  g_clear_pointer (&self->stronger_report, st_playtest_report_free);
  g_clear_pointer (&self->swapped_stronger, st_playtest_report_free);
  st_balance_choice_clear (&self->choice);
  g_clear_pointer (&self->baselines, g_ptr_array_unref);
  g_clear_pointer (&self->report_game, st_game_unref);
  g_clear_pointer (&self->swapped_game, st_game_unref);
  g_clear_pointer (&self->verdict_rows, g_ptr_array_unref);
  g_clear_pointer (&self->verdict, g_ptr_array_unref);
  g_clear_pointer (&self->diff, st_balance_diff_free);
  g_free (self->diff_report);
  for (int p = 0; p < 2; p++)
    {
      g_free (self->names[p]);
      g_free (self->colors[p]);
    }
  g_free (self->state_text);

  G_OBJECT_CLASS (st_balance_page_parent_class)->finalize (object);
}

static void
st_balance_page_class_init (StBalancePageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  StPageClass    *page_class = ST_PAGE_CLASS (klass);

  object_class->dispose = st_balance_page_dispose;
  object_class->finalize = st_balance_page_finalize;
  page_class->rebuild = st_balance_page_rebuild;

  gtk_widget_class_install_action (widget_class, "balance.run", NULL, run_action);
  gtk_widget_class_install_action (widget_class, "balance.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "balance.export-csv", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "balance.export-json", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "balance.compare-saved", NULL, compare_action);
  gtk_widget_class_install_action (widget_class, "balance.compare-file", NULL, compare_action);
  gtk_widget_class_install_action (widget_class, "balance.compare-baseline", NULL, compare_action);
  gtk_widget_class_install_action (widget_class, "balance.load-report", NULL, compare_action);

  /* A game of the last run to open in play mode: its game (StGame*) and its
   * log (StGameLog*), both valid during the emission. */
  signals[SIGNAL_REPLAY] = g_signal_new ("replay", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_POINTER);

  g_type_ensure (ST_TYPE_COLUMNS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-balance-page.ui");
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, columns);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, scroller);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, time_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, players_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, games_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, stronger_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, stronger_switch);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, games_spin);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, jobs_spin);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, seed_spin);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, first_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, second_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, budget_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, iterations_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, iterations_spin);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, seconds_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, seconds_spin);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, results_group);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, win_rate_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, wins_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, draws_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, length_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, endings_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, charts_group);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, first_caption);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, bars_area);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, histogram_area);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, swapped_charts);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, swapped_caption);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, swapped_bars_area);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, swapped_histogram_area);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, seatings_switch);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, seatings_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, early_stop_switch);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, standing_label);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, verdict_group);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, games_group);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, games_filter_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, games_seating_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, games_list);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, compare_group);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, compare_list);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, baseline_row);
  gtk_widget_class_bind_template_child (widget_class, StBalancePage, baseline_button);
}

static void
st_balance_page_init (StBalancePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_spin_button_set_value (self->jobs_spin, MIN (g_get_num_processors (), 8));
  gtk_drawing_area_set_draw_func (self->bars_area, st_balance_page_draw_bars, self, NULL);
  gtk_drawing_area_set_draw_func (self->histogram_area, st_balance_page_draw_histogram, self, NULL);
  gtk_drawing_area_set_draw_func (self->swapped_bars_area, st_balance_page_draw_bars, self, NULL);
  gtk_drawing_area_set_draw_func (self->swapped_histogram_area, st_balance_page_draw_histogram, self, NULL);
  g_signal_connect_object (self->budget_row, "notify::selected", G_CALLBACK (budget_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->time_row, "notify::selected", G_CALLBACK (time_changed_cb), self,
                           G_CONNECT_SWAPPED);
  /* Greedy by default when the players are chosen by hand: never Random against Random. */
  adw_combo_row_set_selected (self->first_row, ST_PLAYER_GREEDY);
  adw_combo_row_set_selected (self->second_row, ST_PLAYER_GREEDY);
  time_changed_cb (self);
  self->verdict_rows = g_ptr_array_new ();
  g_signal_connect_object (self->games_filter_row, "notify::selected",
                           G_CALLBACK (st_balance_page_fill_games), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->games_seating_row, "notify::selected",
                           G_CALLBACK (st_balance_page_fill_games), self, G_CONNECT_SWAPPED);
  st_balance_page_set_state_text (self, _ ("Not run yet"), 0);
  st_balance_page_update_actions (self);
  /* Suggest a Change follows Compare Versions, in the same column. */
  self->sweep = g_object_ref (st_balance_sweep_new (self));
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->compare_group))), self->sweep,
                              GTK_WIDGET (self->compare_group));
}

void
st_balance_page_set_options (StBalancePage *self, const StPlaytestOptions *options)
{
  g_return_if_fail (ST_IS_BALANCE_PAGE (self));

  adw_combo_row_set_selected (self->time_row, ST_BALANCE_PAGE_PLAYERS_BY_HAND);
  gtk_spin_button_set_value (self->games_spin, options->games);
  gtk_spin_button_set_value (self->jobs_spin, options->jobs);
  gtk_spin_button_set_value (self->seed_spin, (double) options->seed);
  adw_combo_row_set_selected (self->first_row, options->players[0].kind);
  adw_combo_row_set_selected (self->second_row, options->players[1].kind);
  adw_combo_row_set_selected (self->budget_row,
                              options->players[0].iterations > 0 ? BUDGET_ITERATIONS : BUDGET_TIME);
  if (options->players[0].iterations > 0)
    gtk_spin_button_set_value (self->iterations_spin, options->players[0].iterations);
  else
    gtk_spin_button_set_value (self->seconds_spin, options->players[0].seconds);
}

void
st_balance_page_get_options (StBalancePage *self, StPlaytestOptions *options)
{
  g_return_if_fail (ST_IS_BALANCE_PAGE (self));

  st_playtest_options_init (options);
  options->games = (guint) gtk_spin_button_get_value_as_int (self->games_spin);
  options->jobs = (guint) gtk_spin_button_get_value_as_int (self->jobs_spin);
  options->seed = (guint64) gtk_spin_button_get_value (self->seed_spin);
  st_player_options_init (&options->players[0], (StPlayerKind) adw_combo_row_get_selected (self->first_row));
  st_player_options_init (&options->players[1], (StPlayerKind) adw_combo_row_get_selected (self->second_row));
  for (int p = 0; p < 2; p++)
    if (adw_combo_row_get_selected (self->budget_row) == BUDGET_TIME)
      {
        /* A time budget is iterations 0 (st-player.h). */
        options->players[p].iterations = 0;
        options->players[p].seconds = gtk_spin_button_get_value (self->seconds_spin);
      }
    else
      options->players[p].iterations = (guint) gtk_spin_button_get_value_as_int (self->iterations_spin);
  /* Every 20 games, with the default test: the first player's share of decisive
   * games off even by more than 5 points, or within them. */
  options->check_every = gtk_switch_get_active (self->early_stop_switch) ? ST_PLAYTEST_CHECK_EVERY : 0;
}

void
st_balance_page_set_both_seatings (StBalancePage *self, gboolean both)
{
  g_return_if_fail (ST_IS_BALANCE_PAGE (self));

  gtk_switch_set_active (self->seatings_switch, both);
}

void
st_balance_page_set_time (StBalancePage *self, int time)
{
  g_return_if_fail (ST_IS_BALANCE_PAGE (self));

  adw_combo_row_set_selected (self->time_row, time < 0 ? ST_BALANCE_PAGE_PLAYERS_BY_HAND : (guint) time);
}

int
st_balance_page_get_time (StBalancePage *self)
{
  StBalanceTime time;

  g_return_val_if_fail (ST_IS_BALANCE_PAGE (self), -1);

  return st_balance_page_time (self, &time) ? (int) time : -1;
}

void
st_balance_page_set_check_stronger (StBalancePage *self, gboolean check)
{
  g_return_if_fail (ST_IS_BALANCE_PAGE (self));

  gtk_switch_set_active (self->stronger_switch, check);
}

void
st_balance_page_set_early_stop (StBalancePage *self, gboolean early)
{
  g_return_if_fail (ST_IS_BALANCE_PAGE (self));

  gtk_switch_set_active (self->early_stop_switch, early);
}

const StPlaytestReport *
st_balance_page_get_swapped_report (StBalancePage *self)
{
  g_return_val_if_fail (ST_IS_BALANCE_PAGE (self), NULL);

  return self->swapped_report;
}

GPtrArray *
st_balance_page_get_verdict (StBalancePage *self)
{
  g_return_val_if_fail (ST_IS_BALANCE_PAGE (self), NULL);

  return self->verdict;
}

const StBalanceDiff *
st_balance_page_get_diff (StBalancePage *self)
{
  g_return_val_if_fail (ST_IS_BALANCE_PAGE (self), NULL);

  return self->diff;
}

void
st_balance_page_replay_game (StBalancePage *self, gboolean swapped, guint index)
{
  const StPlaytestReport *report;
  StGame                 *game;
  g_autoptr (StGameLog) log = NULL;

  g_return_if_fail (ST_IS_BALANCE_PAGE (self));

  report = swapped ? self->swapped_report : self->report;
  game = swapped ? self->swapped_game : self->report_game;
  g_return_if_fail (report != NULL && index < report->results->len);
  log = st_playtest_game_log (game, &self->report_options, index);
  g_signal_emit (self, signals[SIGNAL_REPLAY], 0, game, log);
}

gboolean
st_balance_page_get_running (StBalancePage *self)
{
  g_return_val_if_fail (ST_IS_BALANCE_PAGE (self), FALSE);

  return self->cancellable != NULL;
}

const StPlaytestReport *
st_balance_page_get_report (StBalancePage *self)
{
  g_return_val_if_fail (ST_IS_BALANCE_PAGE (self), NULL);

  return self->report;
}

const char *
st_balance_page_get_figure (StBalancePage *self, const char *name)
{
  g_return_val_if_fail (ST_IS_BALANCE_PAGE (self), NULL);

  if (g_str_equal (name, "state"))
    return self->state_text;
  if (g_str_equal (name, "win-rate"))
    return adw_action_row_get_subtitle (self->win_rate_row);
  if (g_str_equal (name, "wins"))
    return adw_action_row_get_subtitle (self->wins_row);
  if (g_str_equal (name, "draws"))
    return adw_action_row_get_subtitle (self->draws_row);
  if (g_str_equal (name, "length"))
    return adw_action_row_get_subtitle (self->length_row);
  if (g_str_equal (name, "endings"))
    return adw_action_row_get_subtitle (self->endings_row);
  if (g_str_equal (name, "players"))
    return adw_action_row_get_subtitle (self->players_row);
  return NULL;
}
