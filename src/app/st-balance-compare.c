/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-balance"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "core/st-locale.h"
#include "core/st-scenario-diff.h"
#include "core/st-scenario-io.h"
#include "engine/st-balance-saved.h"
#include "engine/st-balance.h"

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

  if (run->report_path != NULL)
    {
      /* A saved report: read again against the version being edited now. */
      g_autoptr (StBalanceSaved) saved =
          st_balance_saved_read (run->report_path, run->game, run->swapped, NULL, 0, &error);

      if (saved != NULL)
        {
          run->total = saved->report->games + (saved->swapped != NULL ? saved->swapped->games : 0);
          diff = st_balance_diff_run_saved (saved, run->game, run->swapped, &run->options, run->lang,
                                            cancellable, st_balance_run_progress, run, &error);
        }
    }
  else if (run->kept[0] != NULL)
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
  if (self->diff_report != NULL)
    {
      g_autofree char *text = g_strdup_printf (_ ("The old version was not played again: its games are the "
                                                  "saved run’s (%s), with the same players and seeds"),
                                               self->diff_report);

      gtk_list_box_append (self->compare_list, st_balance_text_row (text, NULL));
    }
  else if (d->replayed != NULL)
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
  if (d->edits == NULL)
    /* A saved report holds the figures of its run, not its scenario. */
    gtk_list_box_append (self->compare_list,
                         st_balance_text_row (_ ("Edits: not known: the saved run holds figures, not the "
                                                 "scenario itself"),
                                              NULL));
  else if (d->edits->len == 0)
    gtk_list_box_append (self->compare_list, st_balance_text_row (_ ("The two versions are the same"), NULL));
  for (guint i = 0; d->edits != NULL && i < d->edits->len; i++)
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
  StBalancePage    *self = ST_BALANCE_PAGE (source);
  StBalanceRunData *run = g_task_get_task_data (G_TASK (result));
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
      g_free (self->diff_report);
      self->diff_report = run->report_path != NULL ? g_path_get_basename (run->report_path) : NULL;
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
                  const StPlaytestReport *const *kept,
                  const char                    *report_path)
{
  g_autoptr (GTask) task = NULL;
  StBalanceRunData *run = g_new0 (StBalanceRunData, 1);

  g_mutex_init (&run->lock);
  run->game = st_game_ref (self->game);
  run->old = old;
  if (report_path != NULL)
    {
      /* The saved run's seatings are played on this version: its game with
       * the other side first too, when the family can say who moves first. */
      g_autoptr (StScenario) swapped = st_balance_swapped_scenario (self->game);

      run->report_path = g_strdup (report_path);
      run->swapped = swapped != NULL ? st_game_new_from_scenario (swapped, NULL) : NULL;
    }
  run->lang = g_strdup (st_balance_page_language (self));
  if (options != NULL)
    run->options = *options;
  else
    {
      /* A saved report's players and seed are its own: the page gives the threads. */
      st_balance_page_get_options (self, &run->options);
      run->by_time = report_path == NULL && st_balance_page_time (self, &run->time);
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

/* An earlier run: the version it played, its options and its games; or a
 * report loaded from a file (path), whose run stands for the old version. */
typedef struct
{
  StScenario       *scenario; /* NULL: a saved report */
  StPlaytestOptions options;
  StPlaytestReport *reports[2]; /* the scenario's own seating, the other (NULL: not played) */
  char             *path; /* the saved report's file, or NULL */
} Baseline;

static void
baseline_free (Baseline *baseline)
{
  g_clear_pointer (&baseline->scenario, st_scenario_unref);
  st_playtest_report_free (baseline->reports[0]);
  st_playtest_report_free (baseline->reports[1]);
  g_free (baseline->path);
  g_free (baseline);
}

#define MAX_BASELINES 5

/* Puts baseline first in the list of baselines, named label, and selects it. */
static void
insert_baseline (StBalancePage *self, Baseline *baseline, const char *label)
{
  GtkStringList *model = GTK_STRING_LIST (adw_combo_row_get_model (self->baseline_row));

  if (self->baselines == NULL)
    self->baselines = g_ptr_array_new_with_free_func ((GDestroyNotify) baseline_free);
  g_ptr_array_insert (self->baselines, 0, baseline);
  gtk_string_list_splice (model, 0, 0, (const char *const[]){ label, NULL });
  if (self->baselines->len > MAX_BASELINES)
    {
      g_ptr_array_remove_index (self->baselines, MAX_BASELINES);
      gtk_string_list_remove (model, MAX_BASELINES);
    }
  adw_combo_row_set_selected (self->baseline_row, 0);
  /* The list (hidden while empty, not to draw an empty box) and its row. */
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->baseline_row)), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->baseline_row), TRUE);
  gtk_widget_set_visible (self->baseline_button, TRUE);
  st_balance_page_update_actions (self);
}

void
st_balance_page_add_baseline (StBalancePage           *self,
                              StGame                  *game,
                              const StPlaytestOptions *options,
                              const StPlaytestReport  *report,
                              const StPlaytestReport  *swapped)
{
  Baseline *baseline = g_new0 (Baseline, 1);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *time = g_date_time_format (now, "%H:%M");
  g_autofree char *players = st_balance_players_describe (&options->players[0]);
  g_autofree char *label = NULL;

  baseline->scenario = st_scenario_copy (st_game_scenario (game));
  baseline->options = *options;
  baseline->reports[0] = copy_report (report);
  baseline->reports[1] = copy_report (swapped);
  /* Translators: an earlier run to compare with, "The run of 01:02: 60 games, Greedy". */
  label = g_strdup_printf (_ ("The run of %s: %u games, %s"), time, options->games, players);
  insert_baseline (self, baseline, label);
}

/* Reports are a few kilobytes: a file far larger is not one. */
#define MAX_REPORT_BYTES (64 * 1024 * 1024)

gboolean
st_balance_page_load_report (StBalancePage *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr (StScenario) swapped_scenario = NULL;
  g_autoptr (StGame) swapped = NULL;
  g_autoptr (StBalanceSaved) saved = NULL;
  g_autoptr (GError) local = NULL;
  g_autofree char *players = NULL;
  g_autofree char *label = NULL;
  GStatBuf         info;
  Baseline        *baseline;

  g_return_val_if_fail (ST_IS_BALANCE_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->game == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _ ("%s: the scenario cannot be played"), name);
      return FALSE;
    }
  if (path == NULL)
    {
      g_autofree char *parse_name = g_file_get_parse_name (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _ ("%s: not a local file"), parse_name);
      return FALSE;
    }
  if (g_stat (path, &info) == 0 && info.st_size > MAX_REPORT_BYTES)
    {
      g_autofree char *size = g_format_size ((guint64) info.st_size);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _ ("%s: too large for the report of a run (%s); give what playtest --json printed"), path,
                   size);
      return FALSE;
    }
  swapped_scenario = st_balance_swapped_scenario (self->game);
  if (swapped_scenario != NULL)
    swapped = st_game_new_from_scenario (swapped_scenario, NULL);
  saved = st_balance_saved_read (path, self->game, swapped, NULL, 0, &local);
  if (saved == NULL)
    {
      /* The reader names the place in the file; the JSON parser not always. */
      if (strstr (local->message, name) == NULL)
        g_set_error (error, local->domain, local->code, "%s: %s", path, local->message);
      else
        g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  baseline = g_new0 (Baseline, 1);
  baseline->options = saved->options;
  baseline->path = g_strdup (path);
  players = st_balance_players_describe (&saved->options.players[0]);
  /* Translators: a saved report to compare with, named after its file: "before.json: 60 games, Greedy". */
  label = g_strdup_printf (_ ("%s: %u games, %s"), name, saved->report->games, players);
  insert_baseline (self, baseline, label);
  return TRUE;
}

/* A file that could not be read, in a dialog: message names the place in it. */
static void
show_error (StBalancePage *self, const char *heading, const char *message)
{
  GtkRoot   *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading, NULL);

  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
st_balance_page_load_report_file (StBalancePage *self, GFile *file)
{
  g_autoptr (GError) error = NULL;

  g_return_if_fail (ST_IS_BALANCE_PAGE (self));

  if (!st_balance_page_load_report (self, file, &error))
    show_error (self, _ ("Could Not Load the Report"), error->message);
}

static void
report_chooser_response_cb (GtkNativeDialog *chooser, int response, StBalancePage *self)
{
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT
      && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))) != NULL)
    st_balance_page_load_report_file (self, file);
  g_object_unref (chooser);
}

void
st_balance_page_choose_report (StBalancePage *self)
{
  GtkRoot              *root = gtk_widget_get_root (GTK_WIDGET (self));
  GFile                *current = st_page_get_file (ST_PAGE (self));
  GtkFileChooserNative *chooser;
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  chooser =
      gtk_file_chooser_native_new (_ ("Load a Saved Report"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Load"), _ ("_Cancel"));
  /* Translators: the filter of the file chooser: what playtest --json or Export JSON… wrote. */
  gtk_file_filter_set_name (filter, _ ("Reports (JSON)"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (current != NULL)
    {
      g_autoptr (GFile) folder = g_file_get_parent (current);

      if (folder != NULL)
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect_object (chooser, "response", G_CALLBACK (report_chooser_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
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
  if (baseline->path != NULL)
    compare_scenario (self, NULL, NULL, NULL, baseline->path);
  else
    compare_scenario (
        self, st_scenario_ref (baseline->scenario), &baseline->options,
        baseline->reports[0] != NULL ? (const StPlaytestReport *const *) baseline->reports : NULL, NULL);
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
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_file_get_path (file);
  StScenario      *old;

  g_return_if_fail (ST_IS_BALANCE_PAGE (self));

  if (self->cancellable != NULL || self->game == NULL)
    return;
  /* Only its games and edits are compared: its set-up problems (the lint)
   * would be shown nowhere, so the loader does not look for them. An error is
   * still one, with its place in the file. */
  old =
      path != NULL ? st_scenario_load_file_full (path, NULL, ST_SCENARIO_LOAD_NO_SETUP_CHECK, &error) : NULL;
  if (old == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (file);
      g_autofree char *base = g_file_get_basename (file);
      g_autofree char *state = g_strdup_printf (_ ("Could not read %s"), base);
      g_autofree char *local = error == NULL ? g_strdup_printf (_ ("%s: not a local file"), name) : NULL;

      /* The progress line says it in short; the dialog says where
       * ("FILE:LINE:COL: error: …", and how many more problems). */
      st_balance_page_set_state_text (self, state, 0);
      show_error (self, _ ("Could Not Compare"), error != NULL ? error->message : local);
      return;
    }
  compare_scenario (self, old, NULL, NULL, NULL);
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
