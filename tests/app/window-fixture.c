/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>

#include "core/st-scenario-io.h"

#include "app-test-util.h"
#include "window-fixture.h"

StWindow *
st_test_open_copy (const char *name, void (*prepare) (StScenario *), char **dir, char **path)
{
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *bundled = st_test_source_path ("data/scenarios", file);
  g_autoptr (StScenario) scenario = st_scenario_load_file (bundled, NULL, NULL);
  g_autoptr (GFile) gfile = NULL;
  StWindow *window;

  g_assert_nonnull (scenario);
  if (prepare != NULL)
    prepare (scenario);
  *dir = g_dir_make_tmp ("sandtable-test-XXXXXX", NULL);
  *path = g_build_filename (*dir, file, NULL);
  g_assert_true (st_scenario_save_file (scenario, *path, NULL));

  window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  gfile = g_file_new_for_path (*path);
  g_assert_true (st_window_load_file (window, gfile));
  st_test_iterate ();
  return window;
}

void
st_test_close_copy (StWindow *window, char *dir, char *path)
{
  StHistory *history = st_window_get_history (window);

  if (history != NULL)
    st_history_mark_saved (history);
  gtk_window_destroy (GTK_WINDOW (window));
  st_test_iterate ();
  g_object_unref (window);
  g_unlink (path);
  g_rmdir (dir);
  g_free (path);
  g_free (dir);
}
