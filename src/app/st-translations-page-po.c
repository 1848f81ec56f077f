/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-translations-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/st-po.h"
#include "st-application.h"
#include "st-translations-page-private.h"

/* Export Translation and Import Translation: the chosen language to and from
 * a PO file for Poedit, Weblate and translators who never open Sandtable. */

static GtkWindow *
parent_window (StTranslationsPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
show_error (StTranslationsPage *self, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent_window (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* PO files are read and written by path: a remote location has none. */
static gboolean
local_path (GFile *file, const char *path, GError **error)
{
  g_autofree char *uri = NULL;

  if (path != NULL)
    return TRUE;
  uri = g_file_get_uri (file);
  /* Translators: %s is the location of a PO file that is not on this computer. */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
               _ ("“%s” is not on this computer: PO files are read and written only as local files"), uri);
  return FALSE;
}

gboolean
st_translations_page_export (StTranslationsPage *self, GFile *file, GError **error)
{
  StScenario       *scenario = st_page_get_scenario (ST_PAGE (self));
  g_autofree char  *path = g_file_get_path (file);
  StPoExportOptions options = { 0 };

  g_return_val_if_fail (ST_IS_TRANSLATIONS_PAGE (self), FALSE);

  if (scenario == NULL)
    return FALSE;
  if (!local_path (file, path, error))
    return FALSE;
  /* Written as a scenario is saved (st_file_save_atomic()): a full disk
   * leaves an earlier export whole, and its link and mode stay. */
  options.translator = gtk_editable_get_text (GTK_EDITABLE (self->translator_entry));
  if (!st_po_export_file_with_options (scenario, self->lang, &options, path, error))
    return FALSE;
  {
    g_autofree char *name = g_file_get_basename (file);
    /* Translators: after Export Translation; %s is the PO file's name. */
    g_autofree char *title = g_strdup_printf (_ ("Exported to %s"), name);

    adw_toast_overlay_add_toast (self->toasts, adw_toast_new (title));
  }
  return TRUE;
}

gboolean
st_translations_page_import (StTranslationsPage *self, GFile *file, GError **error)
{
  g_autoptr (StScenario) edit = st_page_begin_edit (ST_PAGE (self));
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autofree char *path = g_file_get_path (file);
  guint            n_changed = 0;

  g_return_val_if_fail (ST_IS_TRANSLATIONS_PAGE (self), FALSE);

  if (edit == NULL || !local_path (file, path, error))
    return FALSE;
  /* The copy is dropped when anything is refused: all or nothing. */
  if (!st_po_import (edit, path, self->lang, diagnostics, &n_changed, error))
    return FALSE;
  if (n_changed > 0)
    st_page_commit_step (ST_PAGE (self), edit, "translation.import", _ ("Import Translation"), NULL);
  {
    g_autofree char *name = g_file_get_basename (file);
    /* Translators: after Import Translation; %s is the PO file's name. */
    g_autofree char *title = g_strdup_printf (
        ngettext ("%s: %u text changed", "%s: %u texts changed", n_changed), name, n_changed);

    adw_toast_overlay_add_toast (self->toasts, adw_toast_new (title));
  }
  /* What was not taken as it was (texts the scenario no longer has, sources
   * changed since the file was made, plural entries), one a line. */
  if (st_diagnostics_get_length (diagnostics) > 0)
    {
      g_autofree char *all = st_diagnostics_format_all (diagnostics);

      show_error (self, _ ("The Translation Was Imported with Notes"), all);
    }
  return TRUE;
}

static void
chooser_response_cb (GtkFileChooserNative *chooser, int response, StTranslationsPage *self)
{
  gboolean import = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "import"));
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT
      && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))) != NULL)
    {
      gboolean ok = import ? st_translations_page_import (self, file, &error)
                           : st_translations_page_export (self, file, &error);

      if (!ok && error != NULL)
        show_error (self,
                    import ? _ ("The Translation Was Not Imported") : _ ("The Translation Was Not Exported"),
                    error->message);
    }
  g_clear_object (&self->chooser);
}

static void
run_chooser (StTranslationsPage *self, gboolean import)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  StScenario      *scenario = st_page_get_scenario (ST_PAGE (self));
  g_autofree char *name = NULL;

  if (scenario == NULL || self->lang == NULL)
    return;
  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (
      import ? _ ("Import Translation") : _ ("Export Translation"), parent_window (self),
      import ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE,
      import ? _ ("_Import") : _ ("_Export"), _ ("_Cancel"));
  gtk_file_filter_set_name (filter, _ ("PO files"));
  gtk_file_filter_add_pattern (filter, "*.po");
  gtk_file_filter_add_mime_type (filter, "text/x-gettext-translation");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  /* The document's folder, as Save As opens in. */
  if (st_page_get_document (ST_PAGE (self)) != NULL)
    {
      g_autoptr (GFile) folder = st_document_suggest_folder (st_page_get_document (ST_PAGE (self)));

      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (self->chooser), folder, NULL);
    }
  if (!import)
    {
      name = st_translations_page_export_name (self);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_object_set_data (G_OBJECT (self->chooser), "import", GINT_TO_POINTER (import));
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (chooser_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
export_cb (StTranslationsPage *self)
{
  run_chooser (self, FALSE);
}

static void
import_cb (StTranslationsPage *self)
{
  run_chooser (self, TRUE);
}

void
st_translations_page_class_init_po (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, export_cb);
  gtk_widget_class_bind_template_callback (widget_class, import_cb);
}

/* The Translator entry before Export: the Last-Translator of exported PO
 * files, kept in the app's settings (there is no Preferences window). */
void
st_translations_page_init_po (StTranslationsPage *self)
{
  GApplication *app = g_application_get_default ();
  GSettings    *settings =
      ST_IS_APPLICATION (app) ? st_application_get_settings (ST_APPLICATION (app), "translator", "s") : NULL;
  GtkWidget *bar = gtk_widget_get_parent (self->export_button);

  self->translator_entry = gtk_entry_new ();
  gtk_widget_set_name (self->translator_entry, "translator");
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->translator_entry), _ ("Translator"));
  gtk_editable_set_width_chars (GTK_EDITABLE (self->translator_entry), 18);
  gtk_widget_set_valign (self->translator_entry, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (self->translator_entry,
                               _ ("Your name and mail (“Name <mail>”), written as the Last-Translator of "
                                  "exported PO files"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->translator_entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Translator"), -1);
  gtk_box_insert_child_after (GTK_BOX (bar), self->translator_entry,
                              gtk_widget_get_prev_sibling (self->export_button));
  if (settings != NULL)
    g_settings_bind (settings, "translator", self->translator_entry, "text", G_SETTINGS_BIND_DEFAULT);
}

void
st_translations_page_dispose_po (StTranslationsPage *self)
{
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
}
