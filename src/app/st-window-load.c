/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-window"

#include "config.h"

#include <glib/gi18n.h>

#include "core/st-lint.h"
#include "core/st-scenario-io.h"

#include "st-application.h"
#include "st-window-private.h"

/* Opening a file in the window: the scenario on success (with a toast for its
 * warnings), else a dialog listing the first problems as the command line
 * prints them. */

#define MAX_SHOWN_DIAGNOSTICS 10

/* "FILE:LINE:COL: error: MESSAGE" as the command line prints it, but with the
 * file's base name: the dialog's heading already says which file it is, and
 * full paths would crowd out the messages. */
static void
append_diagnostic (GString *str, const StDiagnostic *diagnostic)
{
  g_autofree char *name = diagnostic->file ? g_path_get_basename (diagnostic->file) : NULL;
  g_autofree char *line = st_diagnostic_format_as (diagnostic, name);

  g_string_append (str, line);
}

static char *
format_diagnostics (StDiagnostics *diagnostics)
{
  g_autoptr (GString) str = g_string_new (NULL);
  guint n = st_diagnostics_get_length (diagnostics);

  for (guint i = 0; i < n && i < MAX_SHOWN_DIAGNOSTICS; i++)
    {
      if (str->len > 0)
        g_string_append_c (str, '\n');
      append_diagnostic (str, st_diagnostics_get (diagnostics, i));
    }

  /* Past the first ST_DIAGNOSTICS_MAX, problems were only counted. */
  if (n > MAX_SHOWN_DIAGNOSTICS || st_diagnostics_n_dropped (diagnostics) > 0)
    {
      guint more = n - MIN (n, MAX_SHOWN_DIAGNOSTICS) + st_diagnostics_n_dropped (diagnostics);

      g_string_append_c (str, '\n');
      g_string_append_printf (str, ngettext ("… and %u more problem", "… and %u more problems", more), more);
    }

  return g_string_free (g_steal_pointer (&str), FALSE);
}

static void
show_load_error (StWindow *self, GFile *file, StDiagnostics *diagnostics, const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  guint            n_errors = st_diagnostics_n_errors (diagnostics);
  GtkWidget       *dialog;
  GtkWidget       *scroller;
  GtkWidget       *label;

  g_clear_pointer (&self->error_text, g_free);
  if (st_diagnostics_get_length (diagnostics) > 0)
    self->error_text = format_diagnostics (diagnostics);
  else
    self->error_text = g_strdup (error ? error->message : _ ("Unknown error"));

  heading = g_strdup_printf (_ ("Could Not Open “%s”"), name);
  if (n_errors > 0)
    body = g_strdup_printf (ngettext ("The file is not a valid scenario: %u problem was found.",
                                      "The file is not a valid scenario: %u problems were found.", n_errors),
                            n_errors);
  else
    body = g_strdup (_ ("The file could not be read."));

  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");

  label = gtk_label_new (self->error_text);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_yalign (GTK_LABEL (label), 0.0);
  /* Bounds the natural width, so that the natural height the scroller asks for
   * is the height of the wrapped text. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_widget_add_css_class (label, "monospace");
  gtk_widget_add_css_class (label, "load-errors");

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 320);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), label);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scroller);

  gtk_window_present (GTK_WINDOW (dialog));
}

void
st_window_prepare_for_file (StWindow *self)
{
  g_return_if_fail (ST_IS_WINDOW (self));

  if (self->scenario == NULL && !gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_stack_set_visible_child_name (self->main_stack, "document");
}

/* The warnings `sandtable-cli validate` adds for a scenario's set-up: those
 * the loader does not report itself. */
static guint
count_setup_problems (GPtrArray *problems)
{
  guint n = 0;

  for (guint i = 0; i < problems->len; i++)
    if (!st_lint_kind_is_loader_warning (((StLintProblem *) g_ptr_array_index (problems, i))->kind))
      n++;
  return n;
}

gboolean
st_window_load_file (StWindow *self, GFile *file)
{
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (GError) error = NULL;
  GtkApplication *app;
  guint           n_warnings;

  g_return_val_if_fail (ST_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  /* The set-up problems are the document's, linted once (in the content
   * language the scenario is shown in) for the board page and the count
   * below, not by the loader too. */
  scenario = st_scenario_load_gfile_full (file, diagnostics, ST_SCENARIO_LOAD_NO_SETUP_CHECK, &error);
  if (scenario == NULL)
    {
      show_load_error (self, file, diagnostics, error);
      if (self->scenario == NULL)
        gtk_stack_set_visible_child_name (self->main_stack, "welcome");
      return FALSE;
    }

  g_clear_pointer (&self->error_text, g_free);
  {
    g_autoptr (StHistory) history = st_history_new (scenario);
    st_window_set_history (self, file, history);
  }

  n_warnings = st_diagnostics_get_length (diagnostics) - st_diagnostics_n_errors (diagnostics)
               + count_setup_problems (st_document_get_lint (self->document, scenario));
  if (n_warnings > 0)
    {
      g_autofree char *title = g_strdup_printf (
          ngettext ("Opened with %u warning", "Opened with %u warnings", n_warnings), n_warnings);
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (title));
    }

  app = gtk_window_get_application (GTK_WINDOW (self));
  if (ST_IS_APPLICATION (app))
    st_application_note_opened (ST_APPLICATION (app), file);

  return TRUE;
}
