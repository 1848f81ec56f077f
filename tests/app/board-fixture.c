/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>

#include "core/st-scenario-io.h"

#include "app-test-util.h"
#include "board-fixture.h"

void
board_fixture_open (BoardFixture *f, const char *name, void (*prepare) (StScenario *))
{
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *bundled = st_test_source_path ("data/scenarios", file);
  g_autoptr (StScenario) scenario = st_scenario_load_file (bundled, NULL, NULL);
  g_autoptr (GFile) gfile = NULL;

  g_assert_nonnull (scenario);
  if (prepare != NULL)
    prepare (scenario);
  f->dir = g_dir_make_tmp ("sandtable-board-XXXXXX", NULL);
  f->path = g_build_filename (f->dir, file, NULL);
  g_assert_true (st_scenario_save_file (scenario, f->path, NULL));

  f->window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1400, 900);
  gtk_window_present (GTK_WINDOW (f->window));
  gfile = g_file_new_for_path (f->path);
  g_assert_true (st_window_load_file (f->window, gfile));
  st_test_iterate ();
  f->page = ST_BOARD_PAGE (st_test_find_type (GTK_WIDGET (f->window), ST_TYPE_BOARD_PAGE));
  g_assert_nonnull (f->page);
  st_page_ensure_built (ST_PAGE (f->page));
}

void
board_fixture_close (BoardFixture *f)
{
  StHistory *history = st_window_get_history (f->window);

  if (history != NULL)
    st_history_mark_saved (history);
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_object_unref (f->window);
  g_unlink (f->path);
  g_rmdir (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

StScenario *
board_fixture_current (BoardFixture *f)
{
  return st_history_get_scenario (st_window_get_history (f->window));
}
