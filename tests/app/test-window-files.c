/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "core/st-scenario-io.h"
#include "engine/st-game.h"

#include "st-application.h"
#include "st-board-page.h"
#include "st-board-view.h"
#include "st-rules-page.h"
#include "st-welcome-page.h"
#include "st-window.h"

#include "app-test-util.h"
#include "window-cases.h"

/* Files that come to a window from outside: dropped, opened by the
 * application, remembered among the recent files; and the window's size
 * remembered. */

static gboolean
emit_drop (StWindow *window, const GValue *value)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        g_signal_emit_by_name (controller, "drop", value, 10.0, 10.0, &handled);
    }

  return handled;
}

static void
test_drop (void)
{
  g_autofree char *path1 = st_test_source_path ("tests/data", "app-minimal.xml");
  g_autofree char *path2 = st_test_source_path ("tests/data", "minimal-hex.xml");
  g_autoptr (GFile) file1 = g_file_new_for_path (path1);
  g_autoptr (GFile) file2 = g_file_new_for_path (path2);
  StWindow *window = new_window ();
  GValue    value = G_VALUE_INIT;
  GSList   *list;
  GList    *windows;

  /* A file dropped on an empty window opens in it. */
  g_value_init (&value, G_TYPE_FILE);
  g_value_set_object (&value, file1);
  g_assert_true (emit_drop (window, &value));
  g_value_unset (&value);
  st_test_iterate ();
  g_assert_true (g_file_equal (st_window_get_file (window), file1));

  /* Files dropped on a window that shows one open in windows of their own;
   * one already open is only brought forward. */
  list = g_slist_append (NULL, file1);
  list = g_slist_append (list, file2);
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, gdk_file_list_new_from_list (list));
  g_slist_free (list);
  g_assert_true (emit_drop (window, &value));
  g_value_unset (&value);
  st_test_iterate ();
  g_assert_true (g_file_equal (st_window_get_file (window), file1));
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 2);

  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));
  for (GList *l = windows; l; l = l->next)
    if (l->data != (gpointer) window)
      gtk_window_destroy (l->data);
  g_list_free (windows);
  destroy_window (window);
}

static guint
count_windows (void)
{
  return g_list_length (gtk_application_get_windows (GTK_APPLICATION (app)));
}

static void
test_application_open (void)
{
  g_autofree char *path1 = st_test_source_path ("tests/data", "app-minimal.xml");
  g_autofree char *path2 = st_test_source_path ("tests/data", "minimal-hex.xml");
  GFile           *files[2];
  GList           *windows;
  StWindow        *empty;

  files[0] = g_file_new_for_path (path1);
  files[1] = g_file_new_for_path (path2);

  g_assert_cmpuint (count_windows (), ==, 0);

  /* An empty window is reused for the first file; the second gets its own. */
  empty = new_window ();
  g_object_unref (empty);
  g_application_open (G_APPLICATION (app), files, 2, "");
  st_test_iterate ();
  g_assert_cmpuint (count_windows (), ==, 2);
  g_assert_false (st_window_is_empty (empty));

  /* A file already open is not opened twice. */
  g_application_open (G_APPLICATION (app), files, 1, "");
  st_test_iterate ();
  g_assert_cmpuint (count_windows (), ==, 2);

  /* The "win.open-uri" action used by the welcome page and drops opens a new
   * window from a window that shows something. */
  {
    g_autofree char *uri = g_file_get_uri (files[0]);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (empty), "win.open-uri", "s", uri));
    st_test_iterate ();
    g_assert_cmpuint (count_windows (), ==, 2);
  }

  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));
  for (GList *l = windows; l; l = l->next)
    gtk_window_destroy (l->data);
  g_list_free (windows);
  st_test_iterate ();
  g_assert_cmpuint (count_windows (), ==, 0);

  g_object_unref (files[0]);
  g_object_unref (files[1]);
}

static void
test_window_state (void)
{
  GSettings *settings = st_application_get_settings (app, "window-width", "i");
  StWindow  *window;
  int        width, height;

  if (settings == NULL)
    {
      g_test_skip ("settings schema not installed");
      return;
    }

  g_settings_set_int (settings, "window-width", 700);
  g_settings_set_int (settings, "window-height", 500);
  window = new_window ();
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 700);
  g_assert_cmpint (height, ==, 500);

  gtk_window_set_default_size (GTK_WINDOW (window), 640, 480);
  gtk_window_close (GTK_WINDOW (window));
  st_test_iterate ();
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 640);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 480);
  g_assert_finalize_object (window);
}

static void
test_recent_files (void)
{
  GSettings       *settings = st_application_get_settings (app, "recent-files", "as");
  g_autofree char *path = st_test_source_path ("tests/data", "app-minimal.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *expected_path = g_file_get_path (file);
  g_autoptr (GPtrArray) files = NULL;
  g_auto (GStrv) recent = NULL;
  StWindow *window;
  StWindow *empty;
  gboolean  listed = FALSE;

  if (settings == NULL)
    {
      g_test_skip ("settings schema not installed");
      return;
    }

  g_settings_reset (settings, "recent-files");
  window = new_window ();
  g_assert_true (st_window_load_file (window, file));
  recent = g_settings_get_strv (settings, "recent-files");
  g_assert_cmpstr (recent[0], ==, expected_path);

  /* A new empty window offers it. */
  empty = new_window ();
  files = st_welcome_page_list_files (
      ST_WELCOME_PAGE (st_test_find_type (GTK_WIDGET (empty), ST_TYPE_WELCOME_PAGE)));
  for (guint i = 0; i < files->len; i++)
    if (g_str_equal (g_ptr_array_index (files, i), uri))
      listed = TRUE;
  g_assert_true (listed);

  destroy_window (empty);
  destroy_window (window);
  g_settings_reset (settings, "recent-files");
}

int
main (int argc, char *argv[])
{
  window_cases_init (&argc, &argv);
  add_test_full ("/app/window/state", test_window_state, skip_without_settings);
  add_test_full ("/app/window/recent-files", test_recent_files, skip_without_settings);
  add_test ("/app/application/open", test_application_open);
  add_test ("/app/window/drop", test_drop);

  return window_cases_run ();
}
