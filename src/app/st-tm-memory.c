/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-tm"

#include "config.h"

#include <adwaita.h>
#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "core/st-file-save.h"
#include "core/st-scenario-io.h"
#include "st-application.h"
#include "st-document.h"
#include "st-tm-pane.h"

/* The app's translation memory: the user's own (a TMX file in the user's data
 * folder: the scenarios they opened and saved, and TMX files they imported),
 * and the bundled scenarios' translations, which are never written to the
 * user's file. One memory for every window. */

static StTm        *memory;
static gboolean     unreadable; /* the user's file did not load: never written over */
static gboolean     bundled_loaded;
static GThreadPool *writer; /* one thread: writes land in the order made */

static void
load_bundled (void)
{
  g_autofree char *dir_path = st_application_dup_scenarios_dir ();
  g_autoptr (GDir) dir = dir_path != NULL ? g_dir_open (dir_path, 0, NULL) : NULL;
  const char *name;

  bundled_loaded = TRUE;
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (StScenario) scenario = NULL;

      if (!g_str_has_suffix (name, ".xml"))
        continue;
      scenario = st_scenario_load_file_full (path, NULL, ST_SCENARIO_LOAD_NO_SETUP_CHECK, &error);
      /* A bundled file that does not load is a packaging bug: left out. */
      if (scenario == NULL)
        {
          g_debug ("Skipping bundled scenario %s: %s", path, error->message);
          continue;
        }
      st_tm_add_scenario (memory, scenario, name, FALSE);
    }
}

static StTm *
get_user_memory (void)
{
  g_autofree char *path = NULL;
  g_autoptr (StDiagnostics) diagnostics = NULL;
  g_autoptr (GError) error = NULL;

  if (memory != NULL)
    return memory;
  memory = st_tm_new ();
  path = st_tm_default_path ();
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return memory;
  diagnostics = st_diagnostics_new ();
  if (!st_tm_load_file (memory, path, TRUE, diagnostics, NULL, &error))
    {
      /* Kept as it is for the user to look at: not overwritten. */
      g_message ("The translation memory was not read: %s", error->message);
      unreadable = TRUE;
    }
  return memory;
}

StTm *
st_tm_memory_get (void)
{
  get_user_memory ();
  if (!bundled_loaded)
    load_bundled ();
  return memory;
}

static void
write_memory (gpointer data, gpointer user_data)
{
  GBytes          *bytes = data;
  g_autofree char *path = st_tm_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GError) error = NULL;
  gsize         length = 0;
  gconstpointer contents = g_bytes_get_data (bytes, &length);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    g_message ("The translation memory was not saved: %s: %s", dir, g_strerror (errno));
  else if (!st_file_save_atomic (path, contents, length, &error))
    g_message ("The translation memory was not saved: %s", error->message);
  g_bytes_unref (bytes);
}

void
st_tm_memory_save (void)
{
  gsize length = 0;
  char *data;

  if (memory == NULL || unreadable)
    return;
  if (writer == NULL)
    writer = g_thread_pool_new (write_memory, NULL, 1, FALSE, NULL);
  data = st_tm_to_tmx (memory, TRUE, &length);
  g_thread_pool_push (writer, g_bytes_new_take (data, length), NULL);
}

void
st_tm_memory_record (StScenario *scenario, GFile *file)
{
  g_autofree char *origin = NULL;

  if (scenario == NULL || file == NULL || st_document_is_bundled_file (file))
    return;
  origin = g_file_get_basename (file);
  if (st_tm_add_scenario (get_user_memory (), scenario, origin, TRUE) > 0)
    st_tm_memory_save ();
}

void
st_tm_memory_clear (void)
{
  if (writer != NULL)
    g_thread_pool_free (g_steal_pointer (&writer), FALSE, TRUE);
  g_clear_pointer (&memory, st_tm_free);
  bundled_loaded = FALSE;
  unreadable = FALSE;
}

/* Export Translation Memory… and Import Translation Memory… */

static GtkWindow *
parent_window (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
show_message (GtkWidget *widget, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent_window (widget), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
toast (GtkWidget *widget, const char *title)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);

  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new (title));
}

gboolean
st_tm_memory_import (GtkWidget *button, const char *path)
{
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *title = NULL;
  guint            n_added = 0;

  st_tm_memory_get ();
  if (!st_tm_load_file (memory, path, TRUE, diagnostics, &n_added, &error))
    {
      g_autofree char *all = st_diagnostics_get_length (diagnostics) > 0
                                 ? st_diagnostics_format_all (diagnostics)
                                 : g_strdup (error->message);
      show_message (button, _ ("The Translation Memory Was Not Imported"), all);
      return FALSE;
    }
  if (n_added > 0)
    st_tm_memory_save ();
  /* Translators: after Import Translation Memory; %s is the TMX file's name. */
  title = g_strdup_printf (ngettext ("%s: %u new translation", "%s: %u new translations", n_added), name,
                           n_added);
  toast (button, title);
  return TRUE;
}

gboolean
st_tm_memory_export (GtkWidget *button, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *title = NULL;

  if (!st_tm_save_file (get_user_memory (), path, TRUE, &error))
    {
      show_message (button, _ ("The Translation Memory Was Not Exported"), error->message);
      return FALSE;
    }
  /* Translators: after Export Translation Memory; %s is the TMX file's name. */
  title = g_strdup_printf (_ ("Exported to %s"), name);
  toast (button, title);
  return TRUE;
}

static void
chooser_response_cb (GtkFileChooserNative *chooser, int response, GtkWidget *button)
{
  gboolean import = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "import"));
  g_autoptr (GFile) file = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT
      && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))) != NULL)
    {
      /* Gone before the work (reading the bundled scenarios the first time)
       * and before any dialog that reports it. */
      gtk_native_dialog_hide (GTK_NATIVE_DIALOG (chooser));
      path = g_file_get_path (file);
      if (path == NULL)
        show_message (button, _ ("The Translation Memory Was Not Exported"),
                      _ ("TMX files are read and written only as local files"));
      else if (import)
        st_tm_memory_import (button, path);
      else
        st_tm_memory_export (button, path);
    }
  g_object_set_data (G_OBJECT (button), "chooser", NULL);
}

static void
run_chooser (GtkWidget *button, gboolean import)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (
      import ? _ ("Import Translation Memory") : _ ("Export Translation Memory"), parent_window (button),
      import ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE,
      import ? _ ("_Import") : _ ("_Export"), _ ("_Cancel"));

  gtk_file_filter_set_name (filter, _ ("TMX files"));
  gtk_file_filter_add_pattern (filter, "*.tmx");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (!import)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "sandtable-memory.tmx");
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_object_set_data (G_OBJECT (chooser), "import", GINT_TO_POINTER (import));
  /* The button keeps the dialog while it is shown. */
  g_object_set_data_full (G_OBJECT (button), "chooser", chooser, g_object_unref);
  g_signal_connect_object (chooser, "response", G_CALLBACK (chooser_response_cb), button, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
export_activated (GSimpleAction *action, GVariant *parameter, gpointer button)
{
  run_chooser (button, FALSE);
}

static void
import_activated (GSimpleAction *action, GVariant *parameter, gpointer button)
{
  run_chooser (button, TRUE);
}

GtkWidget *
st_tm_memory_new_menu_button (void)
{
  GtkWidget *button = gtk_menu_button_new ();
  g_autoptr (GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr (GMenu) menu = g_menu_new ();
  const GActionEntry entries[] = {
    { "export", export_activated, NULL, NULL, NULL },
    { "import", import_activated, NULL, NULL, NULL },
  };

  g_action_map_add_action_entries (G_ACTION_MAP (group), entries, G_N_ELEMENTS (entries), button);
  gtk_widget_insert_action_group (button, "tm", G_ACTION_GROUP (group));
  g_menu_append (menu, _ ("_Export Translation Memory…"), "tm.export");
  g_menu_append (menu, _ ("_Import Translation Memory…"), "tm.import");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  /* Translators: the Translations page's menu of the translation memory. */
  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _ ("_Memory"));
  gtk_menu_button_set_use_underline (GTK_MENU_BUTTON (button), TRUE);
  gtk_widget_set_name (button, "translation-memory-menu");
  gtk_widget_set_tooltip_text (button, _ ("Translation memory (TMX)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Translation Memory"), -1);
  return button;
}
