/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-window"

#include "config.h"

#include <glib/gi18n.h>

#include "core/st-file-save.h"
#include "core/st-scenario-io.h"

#include "st-window-private.h"

/* Another program changed the open file (issue 21): the window says so in a
 * bar under the header bar as soon as the change is seen, with Reload, Keep
 * Mine and Save As, as GNOME Text Editor does; and Save asks before it writes
 * over a file that changed since it was opened or last saved, or over a
 * read-only file. Nothing is overwritten unasked. Reload is one undoable step:
 * Undo brings the window's version back. */

enum
{
  RESPONSE_RELOAD = 1,
  RESPONSE_KEEP,
  RESPONSE_SAVE_AS,
};

static void
sync_autosave (StWindow *self)
{
  g_autofree char *identity = NULL;

  if (self->autosave == NULL)
    return;
  if (self->file_watch != NULL)
    identity = st_file_watch_dup_identity (self->file_watch);
  st_autosave_set_file_identity (self->autosave, identity);
}

static void
hide_bar (StWindow *self)
{
  if (self->file_bar != NULL)
    gtk_widget_set_visible (self->file_bar, FALSE);
}

static void
toast (StWindow *self, const char *title)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (title));
}

static void
show_error (StWindow *self, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Reads the file again as the next version of the history, which is then the
 * saved one: Undo gives back the version the window had. */
static void
reload (StWindow *self)
{
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (GError) error = NULL;
  GFile *file = st_document_get_file (self->document);

  if (file == NULL || st_document_get_history (self->document) == NULL)
    return;
  /* The board page lints it, once (st_document_get_lint ()). */
  scenario = st_scenario_load_gfile_full (file, diagnostics, ST_SCENARIO_LOAD_NO_SETUP_CHECK, &error);
  if (scenario == NULL)
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_ ("Could Not Reload “%s”"), name);
      const char      *body = error != NULL ? error->message : _ ("The file is not a valid scenario.");

      if (st_diagnostics_n_errors (diagnostics) > 0)
        body = _ ("The file is not a valid scenario now; your version is unchanged.");
      show_error (self, heading, body);
      return;
    }
  if (st_history_commit_step (st_document_get_history (self->document), scenario, "document.reload",
                              _ ("Reload From Disk"), NULL))
    toast (self, _ ("Reloaded; Undo brings your version back"));
  st_history_mark_saved (st_document_get_history (self->document));
  st_file_watch_update (self->file_watch);
  sync_autosave (self);
  hide_bar (self);
}

static void
bar_response_cb (StWindow *self, int response, GtkInfoBar *bar)
{
  switch (response)
    {
      case RESPONSE_RELOAD:
        reload (self);
        break;
      case RESPONSE_KEEP:
        if (st_document_get_file (self->document) != NULL)
          st_window_save_checked (self, st_document_get_file (self->document),
                                  ST_WINDOW_SAVE_OVERWRITE_CHANGED | ST_WINDOW_SAVE_TOAST);
        break;
      case RESPONSE_SAVE_AS:
        st_window_save_as (self, FALSE);
        break;
      default:
        break;
    }
}

static void
ensure_bar (StWindow *self)
{
  GtkWidget *parent, *label;

  if (self->file_bar != NULL)
    return;
  /* Between the header bar and the pages, built here rather than in the
   * window's template: only a window whose file changed needs it. */
  self->file_bar = gtk_info_bar_new ();
  gtk_info_bar_set_message_type (GTK_INFO_BAR (self->file_bar), GTK_MESSAGE_WARNING);
  gtk_widget_set_name (self->file_bar, "file-changed-bar");
  label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_hexpand (label, TRUE);
  self->file_bar_label = GTK_LABEL (label);
  gtk_info_bar_add_child (GTK_INFO_BAR (self->file_bar), label);
  self->file_bar_reload =
      gtk_info_bar_add_button (GTK_INFO_BAR (self->file_bar), _ ("_Reload"), RESPONSE_RELOAD);
  gtk_info_bar_add_button (GTK_INFO_BAR (self->file_bar), _ ("_Keep Mine"), RESPONSE_KEEP);
  gtk_info_bar_add_button (GTK_INFO_BAR (self->file_bar), _ ("Save _As…"), RESPONSE_SAVE_AS);
  g_signal_connect_object (self->file_bar, "response", G_CALLBACK (bar_response_cb), self, G_CONNECT_SWAPPED);

  parent = gtk_widget_get_parent (GTK_WIDGET (self->main_stack));
  gtk_box_insert_child_after (GTK_BOX (parent), self->file_bar,
                              gtk_widget_get_prev_sibling (GTK_WIDGET (self->main_stack)));
}

static void
file_changed_cb (StWindow *self, StFileWatch *watch)
{
  g_autofree char *name = g_file_get_basename (st_file_watch_get_file (watch));
  g_autofree char *text = NULL;
  gboolean         deleted = st_file_watch_is_deleted (watch);

  /* Our own save, written in a thread, may be seen before it completes;
   * its completion takes the file's new identity (st_window_file_saved). */
  if (st_document_get_saving (self->document))
    return;
  ensure_bar (self);
  if (deleted)
    /* Translators: %s is a file name. */
    text = g_strdup_printf (_ ("“%s” was deleted or moved by another program. Keep Mine writes this version "
                               "there again."),
                            name);
  else
    text = g_strdup_printf (_ ("“%s” was changed by another program. Reload shows its version (Undo brings "
                               "yours back); Keep Mine replaces it with yours."),
                            name);
  gtk_label_set_text (self->file_bar_label, text);
  gtk_widget_set_visible (self->file_bar_reload, !deleted);
  gtk_widget_set_visible (self->file_bar, TRUE);
}

static void
active_changed_cb (StFileWatch *watch, GParamSpec *pspec, GtkWindow *window)
{
  /* Where no monitor reports changes (some network file systems), coming back
   * to the window looks. */
  if (gtk_window_is_active (window))
    st_file_watch_check (watch);
}

/* now: the file as it is now; else as identity says it was. */
static void
watch (StWindow *self, gboolean now, const char *identity)
{
  g_clear_object (&self->file_watch);
  hide_bar (self);
  if (st_document_get_file (self->document) != NULL
      && g_file_is_native (st_document_get_file (self->document)))
    {
      self->file_watch =
          now ? st_file_watch_new (st_document_get_file (self->document))
              : st_file_watch_new_with_identity (st_document_get_file (self->document), identity);
      g_signal_connect_object (self->file_watch, "changed", G_CALLBACK (file_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self, "notify::is-active", G_CALLBACK (active_changed_cb), self->file_watch,
                               G_CONNECT_SWAPPED);
    }
  sync_autosave (self);
  if (self->file_watch != NULL && !now)
    st_file_watch_check (self->file_watch);
}

void
st_window_watch_file (StWindow *self)
{
  watch (self, TRUE, NULL);
}

void
st_window_watch_file_as (StWindow *self, const char *identity)
{
  watch (self, FALSE, identity);
}

void
st_window_file_saved (StWindow *self)
{
  if (self->file_watch == NULL
      || !g_file_equal (st_file_watch_get_file (self->file_watch), st_document_get_file (self->document)))
    st_window_watch_file (self);
  else
    {
      st_file_watch_update (self->file_watch);
      sync_autosave (self);
      hide_bar (self);
    }
}

typedef struct
{
  StWindow         *window; /* weak */
  GFile            *file;
  StWindowSaveFlags flags;
} Pending;

static void
pending_free (Pending *pending)
{
  g_clear_weak_pointer (&pending->window);
  g_object_unref (pending->file);
  g_free (pending);
}

static void
ask_response_cb (AdwMessageDialog *dialog, const char *response, Pending *pending)
{
  StWindow *self = pending->window;

  if (self == NULL)
    return;
  if (g_str_equal (response, "save-as"))
    st_window_save_as (self, (pending->flags & ST_WINDOW_SAVE_CLOSE_AFTER) != 0);
  else if (g_str_equal (response, "overwrite"))
    st_window_save_checked (self, pending->file, pending->flags | ST_WINDOW_SAVE_OVERWRITE_CHANGED);
  else if (g_str_equal (response, "replace"))
    st_window_save_checked (self, pending->file, pending->flags | ST_WINDOW_SAVE_REPLACE_READ_ONLY);
}

/* Asks before a save; the answer saves (with the question's flag), saves
 * elsewhere, or does nothing. */
static void
ask (StWindow         *self,
     GFile            *file,
     StWindowSaveFlags flags,
     const char       *heading,
     const char       *body,
     const char       *go_on_id,
     const char       *go_on_label)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  Pending   *pending = g_new0 (Pending, 1);

  g_set_weak_pointer (&pending->window, self);
  pending->file = g_object_ref (file);
  pending->flags = flags;
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "save-as",
                                    _ ("Save _As…"), go_on_id, go_on_label, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), go_on_id,
                                              ADW_RESPONSE_DESTRUCTIVE);
  /* Enter must not overwrite anything. */
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (ask_response_cb), pending,
                         (GClosureNotify) pending_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
st_window_save_checked (StWindow *self, GFile *file, StWindowSaveFlags flags)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *path = g_file_get_path (file);
  StFileSaveFlags  save_flags = ST_FILE_SAVE_DEFAULT;

  /* While our own write is under way the file is ours, whatever it looks
   * like; the save asked for now runs after it (st_window_save_to). */
  if (!(flags & ST_WINDOW_SAVE_OVERWRITE_CHANGED) && self->file_watch != NULL
      && !st_document_get_saving (self->document)
      && g_file_equal (st_file_watch_get_file (self->file_watch), file)
      && st_file_watch_check (self->file_watch) && !st_file_watch_is_deleted (self->file_watch))
    {
      /* Translators: %s is a file name. */
      g_autofree char *heading = g_strdup_printf (_ ("“%s” Changed on Disk"), name);

      ask (self, file, flags, heading,
           _ ("Another program changed the file after it was opened here. Saving now replaces its changes "
              "with your version."),
           "overwrite", _ ("_Overwrite"));
      return;
    }
  if (!(flags & ST_WINDOW_SAVE_REPLACE_READ_ONLY) && path != NULL && st_file_save_is_read_only (path))
    {
      /* Translators: %s is a file name. */
      g_autofree char *heading = g_strdup_printf (_ ("“%s” Is Read-Only"), name);

      ask (self, file, flags, heading,
           _ ("The file is protected from changes. Replacing it writes your version and keeps it read-only."),
           "replace", _ ("_Replace"));
      return;
    }
  if (flags & ST_WINDOW_SAVE_REPLACE_READ_ONLY)
    save_flags |= ST_FILE_SAVE_REPLACE_READ_ONLY;
  st_window_save_to (self, file, save_flags, flags);
}

void
st_window_file_watch_dispose (StWindow *self)
{
  g_clear_object (&self->file_watch);
}
