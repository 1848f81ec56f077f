/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-balance"

#include "config.h"

#include <glib/gi18n.h>

#include "core/st-locale.h"
#include "core/st-scenario-diff.h"
#include "core/st-scenario-io.h"

#include "st-balance-page-private.h"

/* Compare with…: the same players and seeds on another version of the scenario
 * (the saved file, or any file) and on the version being edited. */

/* A copy of a run's games (NULL: NULL); only its games and their summary. */
static StPlaytestReport *
copy_report (const StPlaytestReport *report)
{
  StPlaytestReport *copy;

  if (report == NULL)
    return NULL;
  copy = g_new0 (StPlaytestReport, 1);
  *copy = *report;
  copy->end_reasons = g_memdup2 (report->end_reasons, sizeof (guint) * report->n_end_reasons);
  copy->turn_histogram = g_memdup2 (report->turn_histogram, sizeof (guint) * (report->max_turns + 1));
  copy->results = g_array_copy (report->results);
  return copy;
}

static void
compare_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  StBalanceRunData *run = data;
  GError           *error = NULL;
  StBalanceDiff    *diff = NULL;

  if (run->kept[0] != NULL)
    {
      /* A baseline: its runs stand for the old version where they can. */
      StBalanceBaseline baseline = { run->old, run->kept_options, run->kept[0], run->kept[1] };

      diff = st_balance_diff_run_baseline (&baseline, st_game_scenario (run->game), &run->options, run->lang,
                                           cancellable, st_balance_run_progress, run, &error);
    }
  else if (st_balance_run_choose (run, cancellable, &error))
    {
      run->options.check_every = 0;
      run->total = run->options.games * 4;
      diff = st_balance_diff_run (run->old, st_game_scenario (run->game), &run->options, run->lang,
                                  cancellable, st_balance_run_progress, run, &error);
    }
  if (diff == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, diff, (GDestroyNotify) st_balance_diff_free);
}

void
st_balance_page_show_diff (StBalancePage *self)
{
  const StBalanceDiff *d = self->diff;
  GtkWidget           *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->compare_list))) != NULL)
    gtk_list_box_remove (self->compare_list, child);
  gtk_widget_set_visible (GTK_WIDGET (self->compare_list), d != NULL);
  if (d == NULL)
    return;
  gtk_list_box_append (self->compare_list, st_balance_text_row (d->statement, NULL));
  if (d->replayed != NULL)
    gtk_list_box_append (self->compare_list, st_balance_text_row (d->replayed, NULL));
  else if (d->old_reused > 0)
    gtk_list_box_append (self->compare_list,
                         st_balance_text_row (_ ("The old version was not played again: its games are the "
                                                 "earlier run’s, with the same players and seeds"),
                                              NULL));
  /* Every figure of each seating, each with its interval; a real change is marked. */
  for (guint i = 0; i < d->figures->len; i++)
    {
      const StDiffFigure *f = g_ptr_array_index (d->figures, i);
      GtkWidget          *row;

      if ((int) i == d->headline)
        continue;
      row = st_balance_text_row (f->text, f->real ? _ ("A real change") : _ ("May be chance"));
      gtk_list_box_append (self->compare_list, row);
    }
  for (guint r = 1; r < d->new_report->n_end_reasons && r < d->old_report->n_end_reasons; r++)
    {
      if (d->new_report->end_reasons[r] == 0 && d->old_report->end_reasons[r] == 0)
        continue;
      g_autofree char *title =
          g_strdup_printf (_ ("Ended by “%s”"), st_game_end_reason_label (self->game, r));
      g_autofree char *counts = g_strdup_printf (_ ("%u games instead of %u"), d->new_report->end_reasons[r],
                                                 d->old_report->end_reasons[r]);

      gtk_list_box_append (self->compare_list, st_balance_text_row (title, counts));
    }
  if (d->edits->len == 0)
    gtk_list_box_append (self->compare_list, st_balance_text_row (_ ("The two versions are the same"), NULL));
  for (guint i = 0; i < d->edits->len; i++)
    gtk_list_box_append (
        self->compare_list,
        st_balance_text_row (((const StScenarioChange *) g_ptr_array_index (d->edits, i))->text, NULL));
  gtk_widget_set_visible (GTK_WIDGET (self->compare_group), TRUE);
  st_balance_page_scroll_to_compare (self);
}

/* Once the rows are laid out: the page scrolls to show the comparison. */
static gboolean
scroll_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  StBalancePage  *self = ST_BALANCE_PAGE (widget);
  GtkAdjustment  *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  graphene_rect_t bounds;

  if (gtk_widget_compute_bounds (GTK_WIDGET (self->compare_group), self->columns, &bounds))
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  return G_SOURCE_REMOVE;
}

void
st_balance_page_scroll_to_compare (StBalancePage *self)
{
  gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick, NULL, NULL);
}

static void
compare_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  StBalancePage *self = ST_BALANCE_PAGE (source);
  g_autoptr (GError) error = NULL;
  StBalanceDiff *diff = g_task_propagate_pointer (G_TASK (result), &error);

  st_balance_page_unwatch (self);
  g_clear_object (&self->cancellable);
  if (diff == NULL)
    st_balance_page_set_state_text (
        self, g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ? _ ("Cancelled") : error->message,
        0);
  else
    {
      g_autofree char *text = g_strdup_printf (
          diff->new_swapped != NULL ? _ ("Compared over %u games on each version in each seating")
                                    : _ ("Compared over %u games on each version"),
          diff->new_report->games);

      g_clear_pointer (&self->diff, st_balance_diff_free);
      self->diff = diff;
      st_balance_page_set_state_text (self, text, 1.0);
      st_balance_page_show_diff (self);
    }
  st_balance_page_update_actions (self);
  g_object_unref (self);
}

/* Plays old against the version being edited; options NULL: the page's; a
 * baseline's runs (kept NULL: none) stand for old where they can. */
static void
compare_scenario (StBalancePage                 *self,
                  StScenario                    *old,
                  const StPlaytestOptions       *options,
                  const StPlaytestReport *const *kept)
{
  g_autoptr (GTask) task = NULL;
  StBalanceRunData *run = g_new0 (StBalanceRunData, 1);

  g_mutex_init (&run->lock);
  run->game = st_game_ref (self->game);
  run->old = old;
  run->lang = g_strdup (st_balance_page_language (self));
  if (options != NULL)
    run->options = *options;
  else
    {
      st_balance_page_get_options (self, &run->options);
      run->by_time = st_balance_page_time (self, &run->time);
    }
  run->options.check_every = 0;
  run->options.deadline = 0;
  /* A run the time stopped before any game keeps nothing to compare with. */
  if (kept != NULL && (kept[0]->games == 0 || (kept[1] != NULL && kept[1]->games == 0)))
    kept = NULL;
  if (kept != NULL)
    {
      run->kept_options = run->options;
      for (int i = 0; i < 2; i++)
        run->kept[i] = copy_report (kept[i]);
      /* As many games as the baseline has: it may have stopped early. */
      run->options.games = MIN (kept[0]->games, kept[1] != NULL ? kept[1]->games : G_MAXUINT);
    }
  run->total = run->options.games * (kept != NULL ? 2 + (kept[1] == NULL ? 1 : 0) : 4);
  self->cancellable = g_cancellable_new ();
  task = g_task_new (g_object_ref (self), self->cancellable, compare_done_cb, NULL);
  g_task_set_task_data (task, run, (GDestroyNotify) st_balance_run_data_free);
  g_task_run_in_thread (task, compare_thread);
  st_balance_page_watch (self, run);
  st_balance_page_update_actions (self);
}

/* An earlier run: the version it played, its options and its games. */
typedef struct
{
  StScenario       *scenario;
  StPlaytestOptions options;
  StPlaytestReport *reports[2]; /* the scenario's own seating, the other (NULL: not played) */
} Baseline;

static void
baseline_free (Baseline *baseline)
{
  st_scenario_unref (baseline->scenario);
  st_playtest_report_free (baseline->reports[0]);
  st_playtest_report_free (baseline->reports[1]);
  g_free (baseline);
}

#define MAX_BASELINES 5

void
st_balance_page_add_baseline (StBalancePage           *self,
                              StGame                  *game,
                              const StPlaytestOptions *options,
                              const StPlaytestReport  *report,
                              const StPlaytestReport  *swapped)
{
  Baseline      *baseline = g_new0 (Baseline, 1);
  GtkStringList *model = GTK_STRING_LIST (adw_combo_row_get_model (self->baseline_row));
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *time = g_date_time_format (now, "%H:%M");
  g_autofree char *players = st_balance_players_describe (&options->players[0]);
  g_autofree char *label = NULL;

  if (self->baselines == NULL)
    self->baselines = g_ptr_array_new_with_free_func ((GDestroyNotify) baseline_free);
  baseline->scenario = st_scenario_copy (st_game_scenario (game));
  baseline->options = *options;
  baseline->reports[0] = copy_report (report);
  baseline->reports[1] = copy_report (swapped);
  g_ptr_array_insert (self->baselines, 0, baseline);
  /* Translators: an earlier run to compare with, "The run of 01:02: 60 games, Greedy". */
  label = g_strdup_printf (_ ("The run of %s: %u games, %s"), time, options->games, players);
  gtk_string_list_splice (model, 0, 0, (const char *const[]){ label, NULL });
  if (self->baselines->len > MAX_BASELINES)
    {
      g_ptr_array_remove_index (self->baselines, MAX_BASELINES);
      gtk_string_list_remove (model, MAX_BASELINES);
    }
  adw_combo_row_set_selected (self->baseline_row, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->baseline_row), TRUE);
  gtk_widget_set_visible (self->baseline_button, TRUE);
}

guint
st_balance_page_get_n_baselines (StBalancePage *self)
{
  g_return_val_if_fail (ST_IS_BALANCE_PAGE (self), 0);

  return self->baselines != NULL ? self->baselines->len : 0;
}

void
st_balance_page_compare_baseline (StBalancePage *self, guint index)
{
  const Baseline *baseline;

  g_return_if_fail (ST_IS_BALANCE_PAGE (self));
  g_return_if_fail (index < st_balance_page_get_n_baselines (self));

  if (self->cancellable != NULL || self->game == NULL)
    return;
  baseline = g_ptr_array_index (self->baselines, index);
  compare_scenario (self, st_scenario_ref (baseline->scenario), &baseline->options,
                    baseline->reports[0] != NULL ? (const StPlaytestReport *const *) baseline->reports
                                                 : NULL);
}

void
st_balance_page_compare_selected_baseline (StBalancePage *self)
{
  guint selected = adw_combo_row_get_selected (self->baseline_row);

  if (selected < st_balance_page_get_n_baselines (self))
    st_balance_page_compare_baseline (self, selected);
}

void
st_balance_page_compare_with (StBalancePage *self, GFile *file)
{
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_file_get_path (file);
  StScenario      *old;

  g_return_if_fail (ST_IS_BALANCE_PAGE (self));

  if (self->cancellable != NULL || self->game == NULL)
    return;
  old = path != NULL ? st_scenario_load_file (path, diagnostics, &error) : NULL;
  if (old == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (file);
      g_autofree char *message = g_strdup_printf (_ ("Could not read %s: %s"), name,
                                                  error != NULL ? error->message : _ ("not a local file"));

      st_balance_page_set_state_text (self, message, 0);
      return;
    }
  compare_scenario (self, old, NULL, NULL);
}

void
st_balance_page_compare_saved (StBalancePage *self)
{
  GFile *file = st_page_get_file (ST_PAGE (self));

  if (file != NULL)
    st_balance_page_compare_with (self, file);
}

static void
chooser_response_cb (GtkNativeDialog *chooser, int response, StBalancePage *self)
{
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT
      && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))) != NULL)
    st_balance_page_compare_with (self, file);
  g_object_unref (chooser);
}

void
st_balance_page_compare_file (StBalancePage *self)
{
  GtkRoot              *root = gtk_widget_get_root (GTK_WIDGET (self));
  GFile                *current = st_page_get_file (ST_PAGE (self));
  GtkFileChooserNative *chooser;
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_ ("Compare with Another Version"),
                                         GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Compare"), _ ("_Cancel"));
  gtk_file_filter_set_name (filter, _ ("Scenarios"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (current != NULL)
    {
      g_autoptr (GFile) folder = g_file_get_parent (current);

      if (folder != NULL)
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect_object (chooser, "response", G_CALLBACK (chooser_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
