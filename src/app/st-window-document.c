/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/st-edit-tables.h"
#include "core/st-scenario-io.h"
#include "render/st-render-backdrop.h"
#include "render/st-render-export.h"

#include "st-board-page-private.h"
#include "st-kit-dialog.h"
#include "st-new-scenario-dialog.h"
#include "st-window-private.h"

/* The editing side of the window: the history of the open scenario, undo and
 * redo, saving, the unsaved-changes prompt, autosave and export. */

#define EXPORT_PNG_WIDTH 2400 /* pixels */
#define EXPORT_VECTOR_WIDTH 842 /* points: the long side of A4 */

static void
history_changed_cb (StWindow *self)
{
  st_window_show_document (self);
}

void
st_window_set_history (StWindow *self, GFile *file, StHistory *history)
{
  if (st_document_get_history (self->document) != NULL)
    g_signal_handlers_disconnect_by_func (st_document_get_history (self->document), history_changed_cb, self);
  if (self->autosave != NULL)
    st_autosave_discard (self->autosave);
  g_clear_object (&self->autosave);

  st_document_set_history (self->document, file, history);
  if (history != NULL)
    {
      g_signal_connect_object (history, "notify::scenario", G_CALLBACK (history_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (history, "notify::modified", G_CALLBACK (st_window_update_title), self,
                               G_CONNECT_SWAPPED);
      self->autosave = st_autosave_new (history, file);
    }
  st_window_watch_file (self);
  st_window_show_document (self);
}

void
st_window_update_document_actions (StWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean   open = st_document_get_history (self->document) != NULL;

  gtk_widget_action_set_enabled (widget, "win.save", open);
  gtk_widget_action_set_enabled (widget, "win.save-as", open);
  gtk_widget_action_set_enabled (widget, "win.export-board", open);
  gtk_widget_action_set_enabled (widget, "win.export-kit", open);
  gtk_widget_action_set_enabled (widget, "win.undo",
                                 open && st_history_can_undo (st_document_get_history (self->document)));
  gtk_widget_action_set_enabled (widget, "win.redo",
                                 open && st_history_can_redo (st_document_get_history (self->document)));
}

static void
toast (StWindow *self, const char *title)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (title));
}

/* The title and the Save action follow a save as it begins and ends. */
static void
update_after_save (StWindow *self)
{
  st_window_update_title (self);
  st_window_update_document_actions (self);
}

static void
show_error (StWindow *self, const char *heading, const GError *error)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, error->message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

typedef struct
{
  StWindow         *window; /* a reference: the window waits for its save */
  GFile            *file;
  StWindowSaveFlags after;
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_object_unref (data->window);
  g_object_unref (data->file);
  g_free (data);
}

/* On the main thread, once the write is done: the file watch learns the file's
 * new identity only now, so the window's own save never reads as another
 * program's change. */
static void
saved_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  SaveData   *data = user_data;
  StWindow   *self = data->window;
  GFile      *file = data->file;
  StDocument *document = ST_DOCUMENT (source);
  g_autoptr (GError) error = NULL;
  GtkApplication *app;
  gboolean        saved = st_document_save_finish (document, result, &error);

  if (self->disposed)
    {
      save_data_free (data);
      return;
    }
  if (!saved)
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_ ("Could Not Save “%s”"), name);

      /* The previous file is untouched: saving is atomic. */
      show_error (self, heading, error);
      g_clear_object (&self->save_again);
      self->close_when_saved = FALSE;
      update_after_save (self);
      save_data_free (data);
      return;
    }

  st_autosave_set_file (self->autosave, st_document_get_file (document));
  if (!st_history_get_modified (st_document_get_history (document)))
    st_autosave_discard (self->autosave);
  st_window_file_saved (self);
  update_after_save (self);

  app = gtk_window_get_application (GTK_WINDOW (self));
  if (ST_IS_APPLICATION (app))
    st_application_note_opened (ST_APPLICATION (app), file);

  if (self->save_again != NULL)
    {
      g_autoptr (GFile) again = g_steal_pointer (&self->save_again);

      st_window_save_checked (self, again, self->save_again_flags);
    }
  else if (data->after & ST_WINDOW_SAVE_CLOSE_AFTER)
    {
      self->close_confirmed = TRUE;
      self->close_when_saved = FALSE;
      gtk_window_close (GTK_WINDOW (self));
    }
  else if (self->close_when_saved)
    {
      /* Asked to close while this ran: again, now that the history knows
       * what was saved (it asks only if the work changed meanwhile). */
      self->close_when_saved = FALSE;
      gtk_window_close (GTK_WINDOW (self));
    }
  else if (data->after & ST_WINDOW_SAVE_TOAST)
    toast (self, _ ("Saved"));
  save_data_free (data);
}

void
st_window_save_to (StWindow *self, GFile *file, StFileSaveFlags flags, StWindowSaveFlags after)
{
  SaveData *data;

  /* One write at a time, so that the last one started is the one that stays:
   * a save asked for meanwhile runs when this one is done. */
  if (st_document_get_saving (self->document))
    {
      g_set_object (&self->save_again, file);
      self->save_again_flags =
          after | (flags & ST_FILE_SAVE_REPLACE_READ_ONLY ? ST_WINDOW_SAVE_REPLACE_READ_ONLY : 0);
      return;
    }
  data = g_new0 (SaveData, 1);
  data->window = g_object_ref (self);
  data->file = g_object_ref (file);
  data->after = after;
  st_document_save_async (self->document, file, flags, NULL, saved_cb, data);
  update_after_save (self);
}

char *
st_window_suggest_file_name (StWindow *self, const char *extension)
{
  g_return_val_if_fail (ST_IS_WINDOW (self), NULL);

  return st_document_suggest_file_name (self->document, extension);
}

GFile *
st_window_suggest_folder (StWindow *self)
{
  g_return_val_if_fail (ST_IS_WINDOW (self), NULL);

  return st_document_suggest_folder (self->document);
}

static void
save_as_response_cb (StWindow *self, int response, GtkFileChooserNative *dialog)
{
  gboolean close_after = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "close-after"));

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      /* The chooser asked before replacing a file; a read-only one, or the
       * open file changed by another program, is asked about again. */
      if (file != NULL)
        st_window_save_checked (self, file, close_after ? ST_WINDOW_SAVE_CLOSE_AFTER : 0);
    }

  g_clear_object (&self->save_dialog);
}

void
st_window_save_as (StWindow *self, gboolean close_after)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *name = st_window_suggest_file_name (self, NULL);
  g_autoptr (GFile) folder = st_window_suggest_folder (self);

  if (self->save_dialog != NULL)
    return;

  self->save_dialog = gtk_file_chooser_native_new (_ ("Save Scenario"), GTK_WINDOW (self),
                                                   GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Save"), _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->save_dialog), TRUE);
  gtk_file_filter_set_name (filter, _ ("Scenarios"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->save_dialog), filter);
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (self->save_dialog), folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->save_dialog), name);
  g_object_set_data (G_OBJECT (self->save_dialog), "close-after", GINT_TO_POINTER (close_after));
  g_signal_connect_object (self->save_dialog, "response", G_CALLBACK (save_as_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->save_dialog));
}

static void
save_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StWindow *self = ST_WINDOW (widget);

  if (st_document_get_history (self->document) == NULL)
    return;
  /* The scenarios that come with Sandtable stay as they are: their changes
   * are saved as a copy of the user's. */
  if (st_document_get_file (self->document) == NULL
      || st_document_is_bundled_file (st_document_get_file (self->document)))
    st_window_save_as (self, FALSE);
  else
    st_window_save_checked (self, st_document_get_file (self->document), ST_WINDOW_SAVE_TOAST);
}

static void
save_as_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StWindow *self = ST_WINDOW (widget);

  if (st_document_get_history (self->document) != NULL)
    st_window_save_as (self, FALSE);
}

static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StWindow        *self = ST_WINDOW (widget);
  g_autofree char *label = NULL;

  if (st_document_get_history (self->document) == NULL
      || !st_history_can_undo (st_document_get_history (self->document)))
    return;
  /* Translators: shown after undoing, e.g. "Undone: Paint Terrain". */
  label = g_strdup_printf (_ ("Undone: %s"),
                           st_history_get_undo_label (st_document_get_history (self->document)));
  st_history_undo (st_document_get_history (self->document));
  toast (self, label);
}

static void
redo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StWindow *self = ST_WINDOW (widget);

  if (st_document_get_history (self->document) != NULL)
    st_history_redo (st_document_get_history (self->document));
}

/* Closes the window from the prompt's answer. The prompt closes itself once
 * its handlers return: detached from the window first, it does not reach
 * back into the window destroyed here (it did, with "instance with invalid
 * (NULL) class pointer" four times, issue 20). */
static void
close_from_prompt (StWindow *self, AdwMessageDialog *dialog)
{
  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static void
close_response_cb (StWindow *self, const char *response, AdwMessageDialog *dialog)
{
  /* The computer waited for the answer (a window that closes stops it). */
  if (self->play_page != NULL)
    st_play_page_hold_ai (self->play_page, FALSE);
  if (g_str_equal (response, "discard"))
    {
      st_autosave_discard (self->autosave);
      close_from_prompt (self, dialog);
    }
  else if (g_str_equal (response, "save"))
    {
      if (st_document_get_file (self->document) == NULL
          || st_document_is_bundled_file (st_document_get_file (self->document)))
        st_window_save_as (self, TRUE);
      else
        {
          /* Detached first, as close_from_prompt () does: the save may close
           * the window before the prompt closes itself. */
          gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
          st_window_save_checked (self, st_document_get_file (self->document), ST_WINDOW_SAVE_CLOSE_AFTER);
        }
    }
}

gboolean
st_window_confirm_close (StWindow *self)
{
  g_autofree char *body = NULL;
  GtkWidget       *dialog;

  /* Ctrl+S then Ctrl+Q: the history reads as modified until the write ends.
   * Closing waits for it, and the window closes again when it is done. */
  if (st_document_get_saving (self->document) && !self->close_confirmed)
    {
      self->close_when_saved = TRUE;
      return FALSE;
    }
  if (st_document_get_history (self->document) == NULL || self->close_confirmed
      || !st_history_get_modified (st_document_get_history (self->document)))
    {
      if (self->autosave != NULL
          && (st_document_get_history (self->document) == NULL
              || !st_history_get_modified (st_document_get_history (self->document))))
        st_autosave_discard (self->autosave);
      return TRUE;
    }

  body = g_strdup_printf (
      _ ("“%s” has unsaved changes. Changes which are not saved will be permanently lost."),
      st_scenario_get_title (st_history_get_scenario (st_document_get_history (self->document))));
  /* The play-test is part of the document: say when storing it was the last
   * change, or when a game played since is not stored at all. */
  if (self->play_page != NULL && st_play_page_has_unstored_game (self->play_page))
    {
      g_autofree char *first = g_steal_pointer (&body);

      body = g_strdup_printf (
          "%s %s", first, _ ("The game being play-tested is not kept: use Save Play-Test first to keep it."));
    }
  else if (g_strcmp0 (st_history_get_undo_label (st_document_get_history (self->document)),
                      _ ("Save Play-Test"))
           == 0)
    {
      g_autofree char *first = g_steal_pointer (&body);

      body = g_strdup_printf ("%s %s", first,
                              _ ("The changes include the play-test stored with Save Play-Test."));
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _ ("Save Changes?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "discard",
                                    _ ("_Discard"), "save", _ ("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  /* Enter on a prompt that appeared unexpectedly must neither lose the work
   * nor write a file the user did not choose: Cancel is the default, as the
   * HIG asks of dialogs with a destructive choice. */
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (close_response_cb), self, G_CONNECT_SWAPPED);
  /* A game against the computer waits while the user answers. */
  if (self->play_page != NULL)
    st_play_page_hold_ai (self->play_page, TRUE);
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
}

gboolean
st_window_export_board (StWindow *self, const char *path, gboolean with_backdrop, GError **error)
{
  StScenario      *scenario = st_history_get_scenario (st_document_get_history (self->document));
  g_autofree char *target = NULL;
  g_autofree char *scenario_path = NULL;
  cairo_surface_t *image = NULL;
  double           pixel_size = 1.0;
  StRenderOptions  options;
  StExportFormat   format;
  gboolean         done;

  /* A name without a known extension gets a PNG. */
  if (st_export_format_from_path (path, &format))
    target = g_strdup (path);
  else
    {
      target = g_strconcat (path, ".png", NULL);
      format = ST_EXPORT_PNG;
    }

  st_render_options_init (&options);
  options.show_units = TRUE;
  options.show_labels = TRUE;
  if (with_backdrop)
    {
      /* An image the board page refused, or is still reading, is not read
       * again here, on the main thread. */
      if (self->board_page != NULL
          && !st_board_backdrop_check_ready (ST_BOARD_PAGE (self->board_page), error))
        return FALSE;
      scenario_path = st_document_get_file (self->document) != NULL
                          ? g_file_get_path (st_document_get_file (self->document))
                          : NULL;
      image = st_render_backdrop_load_for (scenario, scenario_path, &pixel_size, error);
      if (image == NULL)
        return FALSE;
      st_render_options_set_backdrop (&options, scenario->board->backdrop, image, pixel_size);
    }
  done = st_render_board_export (scenario, &options, format,
                                 format == ST_EXPORT_PNG ? EXPORT_PNG_WIDTH : EXPORT_VECTOR_WIDTH, target,
                                 error);
  g_clear_pointer (&image, cairo_surface_destroy);
  return done;
}

static void
export_response_cb (StWindow *self, int response, GtkFileChooserNative *dialog)
{
  g_autoptr (GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  const char *backdrop = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      backdrop = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "backdrop");
    }
  g_clear_object (&self->export_dialog);
  if (file == NULL || (path = g_file_get_path (file)) == NULL)
    return;
  if (!st_window_export_board (self, path, g_strcmp0 (backdrop, "true") == 0, &error))
    {
      g_autofree char *name = g_path_get_basename (path);
      /* Translators: %s is a file name. Save errors do not name the file:
       * the heading does. */
      g_autofree char *heading = g_strdup_printf (_ ("Could Not Export “%s”"), name);

      show_error (self, heading, error);
      return;
    }
  toast (self, _ ("Board exported"));
}

static void
add_filter (GtkFileChooser *chooser, const char *name, const char *pattern)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_chooser_add_filter (chooser, filter);
}

static void
export_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StWindow        *self = ST_WINDOW (widget);
  g_autofree char *name = NULL;
  g_autoptr (GFile) folder = NULL;
  GtkFileChooser *chooser;

  if (st_document_get_history (self->document) == NULL || self->export_dialog != NULL)
    return;

  name = st_window_suggest_file_name (self, ".png");
  folder = st_window_suggest_folder (self);
  self->export_dialog = gtk_file_chooser_native_new (
      _ ("Export Board"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Export"), _ ("_Cancel"));
  chooser = GTK_FILE_CHOOSER (self->export_dialog);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->export_dialog), TRUE);
  add_filter (chooser, _ ("PNG image"), "*.png");
  add_filter (chooser, _ ("SVG image"), "*.svg");
  add_filter (chooser, _ ("PDF document"), "*.pdf");
  gtk_file_chooser_set_current_folder (chooser, folder, NULL);
  gtk_file_chooser_set_current_name (chooser, name);
  /* The tracing image is the editor's: an export has it only when asked. */
  if (st_history_get_scenario (st_document_get_history (self->document))->board->backdrop != NULL)
    {
      gtk_file_chooser_add_choice (chooser, "backdrop", _ ("Include tracing image"), NULL, NULL);
      gtk_file_chooser_set_choice (chooser, "backdrop", "false");
    }
  g_signal_connect_object (self->export_dialog, "response", G_CALLBACK (export_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->export_dialog));
}

static void
kit_done_cb (GtkWindow *parent, const char *path, const GError *error, gpointer data)
{
  StWindow *self = ST_WINDOW (parent);

  if (error != NULL)
    {
      g_autofree char *name = g_path_get_basename (path);
      /* Translators: %s is a file name. */
      g_autofree char *heading = g_strdup_printf (_ ("Could Not Export “%s”"), name);

      show_error (self, heading, error);
      return;
    }
  toast (self, _ ("Print-and-play kit exported"));
}

/* File → Export Print-and-Play Kit… (st-kit-dialog.c). */
static void
export_kit_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StWindow        *self = ST_WINDOW (widget);
  g_autofree char *name = NULL;
  g_autoptr (GFile) folder = NULL;

  if (st_document_get_history (self->document) == NULL)
    return;
  name = st_window_suggest_file_name (self, "");
  folder = st_window_suggest_folder (self);
  gtk_window_present (GTK_WINDOW (st_kit_dialog_new (
      GTK_WINDOW (self), st_document_get_scenario (self->document), name, folder, kit_done_cb, NULL)));
}

/* Opens work left by a session that ended before saving it: the work shows
 * as unsaved, and saving writes it where it came from. */
static void
recover_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StWindow   *self = ST_WINDOW (widget);
  const char *path = g_variant_get_string (parameter, NULL);
  g_autoptr (GPtrArray) recoveries = st_autosave_list_recoveries ();
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (StHistory) history = NULL;
  g_autoptr (GFile) original = NULL;
  const StRecovery *recovery = NULL;

  for (guint i = 0; i < recoveries->len && recovery == NULL; i++)
    if (g_str_equal (((StRecovery *) g_ptr_array_index (recoveries, i))->path, path))
      recovery = g_ptr_array_index (recoveries, i);
  if (recovery == NULL)
    return;

  /* The board page lints it, once (st_document_get_lint ()). */
  scenario = st_scenario_load_file_full (recovery->path, NULL, ST_SCENARIO_LOAD_NO_SETUP_CHECK, &error);
  if (scenario == NULL)
    {
      show_error (self, _ ("Could Not Recover the Work"), error);
      return;
    }
  if (recovery->original_uri != NULL)
    original = g_file_new_for_uri (recovery->original_uri);

  history = st_history_new (scenario);
  st_history_mark_unsaved (history);
  st_window_set_history (self, original, history);
  /* Save must not write over a change another program made to the original
   * since the work was autosaved: the file is compared with what it was then. */
  st_window_watch_file_as (self, recovery->original_identity);
  /* This window autosaves the work from now on. */
  st_recovery_delete (recovery);
  st_autosave_write_now (self->autosave, NULL);
}

void
st_window_open_new (StWindow *self, StScenario *scenario)
{
  g_autoptr (StHistory) history = NULL;
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  StWindow       *target = self;

  g_return_if_fail (ST_IS_WINDOW (self));
  g_return_if_fail (scenario != NULL);

  /* A window showing a document keeps it: the new one gets a window. */
  if (!st_window_is_empty (self) && ST_IS_APPLICATION (app))
    {
      target = st_window_new (ST_APPLICATION (app));
      gtk_window_present (GTK_WINDOW (target));
    }

  history = st_history_new (scenario);
  /* Never saved: closing asks, and Save asks where. */
  st_history_mark_unsaved (history);
  st_window_set_history (target, NULL, history);
}

static void
new_created_cb (StWindow *self, StScenario *scenario, GFile *template, StNewScenarioDialog *dialog)
{
  st_window_open_new (self, scenario);
}

static void
new_dialog_destroyed_cb (StWindow *self)
{
  self->new_dialog = NULL;
}

static void
new_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StWindow *self = ST_WINDOW (widget);

  if (self->new_dialog == NULL)
    {
      self->new_dialog = st_new_scenario_dialog_new (GTK_WINDOW (self));
      g_signal_connect_object (self->new_dialog, "create", G_CALLBACK (new_created_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->new_dialog, "destroy", G_CALLBACK (new_dialog_destroyed_cb), self,
                               G_CONNECT_SWAPPED);
    }
  gtk_window_present (GTK_WINDOW (self->new_dialog));
}

StHistory *
st_window_get_history (StWindow *self)
{
  g_return_val_if_fail (ST_IS_WINDOW (self), NULL);

  return st_document_get_history (self->document);
}

void
st_window_document_dispose (StWindow *self)
{
  if (self->save_dialog != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->save_dialog));
  g_clear_object (&self->save_dialog);
  self->disposed = TRUE;
  g_clear_object (&self->save_again);
  if (self->export_dialog != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->export_dialog));
  g_clear_object (&self->export_dialog);
  if (st_document_get_history (self->document) != NULL)
    g_signal_handlers_disconnect_by_func (st_document_get_history (self->document), history_changed_cb, self);
  st_window_file_watch_dispose (self);
  g_clear_object (&self->autosave);
  if (self->document != NULL)
    st_document_set_history (self->document, NULL, NULL);
}

void
st_window_class_add_document_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.export-board", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.export-kit", NULL, export_kit_action);
  gtk_widget_class_install_action (widget_class, "win.recover", "s", recover_action);
  gtk_widget_class_install_action (widget_class, "win.new", NULL, new_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new", NULL);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "win.export-board", NULL);
}
