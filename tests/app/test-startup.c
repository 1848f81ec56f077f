/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "core/st-lint.h"

#include "st-balance-page.h"
#include "st-deck-page.h"

#include "app-test-util.h"
#include "window-fixture.h"

/* What the first frame leaves out (docs/performance.md): a window made for a
 * file never shows or builds the welcome page (and gets it back, built and
 * working, when the file does not load), only the page shown is measured, and
 * the deck and balance pages are built the first time their part is shown. */

static void
count_map (GtkWidget *widget, guint *n)
{
  (*n)++;
}

static StWindow *
new_window (guint *welcome_maps)
{
  StWindow *window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  g_signal_connect (window->welcome_page, "map", G_CALLBACK (count_map), welcome_maps);
  return window;
}

/* The welcome page is built and offers the bundled scenarios. */
static gboolean
welcome_works (StWindow *window)
{
  g_autoptr (GPtrArray) files = NULL;

  if (!st_welcome_page_is_built (window->welcome_page)
      || !gtk_widget_get_mapped (GTK_WIDGET (window->welcome_page)))
    return FALSE;
  files = st_welcome_page_list_files (window->welcome_page);
  return files->len > 0 && st_test_find_type (GTK_WIDGET (window->welcome_page), ADW_TYPE_ACTION_ROW) != NULL;
}

static void
close_window (StWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  /* The load error dialog, if any, then the window. */
  for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
    {
      g_autoptr (GtkWindow) toplevel = g_list_model_get_item (toplevels, i - 1);

      if (ADW_IS_MESSAGE_DIALOG (toplevel))
        gtk_window_destroy (toplevel);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  st_test_iterate ();
}

static void
test_file_skips_welcome (void)
{
  g_autofree char *path = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  guint     welcome_maps = 0;
  StWindow *window = new_window (&welcome_maps);

  /* The welcome page's widgets are not built with the window. */
  g_assert_false (st_welcome_page_is_built (window->welcome_page));
  st_window_prepare_for_file (window);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (st_window_load_file (window, file));
  st_test_wait_drawn (GTK_WIDGET (window), 1);
  g_assert_cmpuint (welcome_maps, ==, 0);
  g_assert_false (st_welcome_page_is_built (window->welcome_page));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->main_stack), ==, "document");
  g_assert_cmpstr (st_window_get_visible_part (window), ==, "board");
  /* Only the page shown is measured for the window's size. */
  g_assert_false (gtk_stack_get_hhomogeneous (window->main_stack));
  g_assert_false (gtk_stack_get_vhomogeneous (window->main_stack));
  g_assert_false (gtk_stack_get_hhomogeneous (window->part_stack));
  g_assert_false (gtk_stack_get_vhomogeneous (window->part_stack));
  close_window (window);
}

/* The page shown is built once for the file: the content language is chosen
 * before the pages show the scenario, not after (it built the board page a
 * second time, a fiftieth of the 200x200 board's first frame). */
static void
test_file_builds_board_once (void)
{
  g_autofree char *path = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  guint     welcome_maps = 0;
  StWindow *window = new_window (&welcome_maps);

  st_window_prepare_for_file (window);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (st_window_load_file (window, file));
  st_test_wait_drawn (GTK_WIDGET (window), 1);
  g_assert_cmpstr (st_window_get_visible_part (window), ==, "board");
  g_assert_nonnull (st_window_get_content_language (window));
  g_assert_cmpuint (st_page_get_n_builds (window->board_page), ==, 1);
  close_window (window);
}

static void
test_failed_file_welcome_back (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-startup-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "broken.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  guint     welcome_maps = 0;
  StWindow *window = new_window (&welcome_maps);

  g_assert_true (g_file_set_contents (path, "<scenario", -1, NULL));
  st_window_prepare_for_file (window);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_false (st_window_load_file (window, file));
  st_test_wait_drawn (GTK_WIDGET (window), 1);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->main_stack), ==, "welcome");
  g_assert_cmpuint (welcome_maps, ==, 1);
  g_assert_true (welcome_works (window));
  g_assert_nonnull (st_window_get_error_text (window));
  close_window (window);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* An open window takes a file where it is: preparing does nothing there. */
static void
test_prepare_shown_window (void)
{
  guint     welcome_maps = 0;
  StWindow *window = new_window (&welcome_maps);

  gtk_window_present (GTK_WINDOW (window));
  st_test_wait_drawn (GTK_WIDGET (window), 1);
  st_window_prepare_for_file (window);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->main_stack), ==, "welcome");
  g_assert_cmpuint (welcome_maps, ==, 1);
  g_assert_true (welcome_works (window));
  close_window (window);
}

/* A file opened in the window is linted once (st-lint.c): by the board page,
 * in the content language, not by the loader too; the count of warnings after
 * opening reads the same lint (st_document_get_lint ()). */
static void
test_file_lints_once (void)
{
  g_autofree char *path = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  guint     welcome_maps = 0;
  StWindow *window = new_window (&welcome_maps);
  guint     before;

  st_window_prepare_for_file (window);
  gtk_window_present (GTK_WINDOW (window));
  before = st_lint_get_n_runs ();
  g_assert_true (st_window_load_file (window, file));
  st_test_wait_drawn (GTK_WIDGET (window), 1);
  g_assert_cmpstr (st_window_get_visible_part (window), ==, "board");
  g_assert_cmpuint (st_lint_get_n_runs () - before, ==, 1);

  /* An edit, another version of the scenario, is linted once more. */
  before = st_lint_get_n_runs ();
  {
    g_autoptr (StScenario) work = st_history_begin (st_window_get_history (window));

    st_text_set (work->title, work->lang, "Linted Once");
    g_assert_true (st_history_commit (st_window_get_history (window), work, "Rename", NULL));
  }
  st_test_wait_drawn (GTK_WIDGET (window), 1);
  g_assert_cmpuint (st_lint_get_n_runs () - before, ==, 1);
  st_history_mark_saved (st_window_get_history (window));
  close_window (window);
}

static void
test_pages_when_shown (void)
{
  g_autofree char *path = st_test_source_path ("data/scenarios", "manoeuvre.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  guint      welcome_maps = 0;
  StWindow  *window = new_window (&welcome_maps);
  GtkWidget *page;

  st_window_prepare_for_file (window);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (st_window_load_file (window, file));
  st_test_iterate ();
  g_assert_null (window->deck_page);
  g_assert_null (window->balance_page);
  g_assert_null (gtk_stack_get_child_by_name (window->part_stack, "decks"));

  st_window_set_visible_part (window, "decks");
  st_test_iterate ();
  g_assert_cmpstr (st_window_get_visible_part (window), ==, "decks");
  page = gtk_stack_get_child_by_name (window->part_stack, "decks");
  g_assert_true (ST_IS_DECK_PAGE (page));
  g_assert_true (page == GTK_WIDGET (window->deck_page));
  /* Built for the open document. */
  g_assert_true (st_page_get_scenario (ST_PAGE (page)) == st_window_get_scenario (window));
  g_assert_null (window->balance_page);

  st_window_set_visible_part (window, "balance");
  st_test_iterate ();
  page = gtk_stack_get_child_by_name (window->part_stack, "balance");
  g_assert_true (ST_IS_BALANCE_PAGE (page));
  g_assert_true (st_page_get_scenario (ST_PAGE (page)) == st_window_get_scenario (window));

  /* Back on the board and in again: the same page, not a second one. */
  st_window_set_visible_part (window, "board");
  st_window_set_visible_part (window, "decks");
  g_assert_true (gtk_stack_get_child_by_name (window->part_stack, "decks") == GTK_WIDGET (window->deck_page));
  close_window (window);
}

int
main (int argc, char *argv[])
{
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sandtable-test-bus", TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/app/startup/file-builds-board-once", test_file_builds_board_once);
  g_test_add_func ("/app/startup/file-skips-welcome", test_file_skips_welcome);
  g_test_add_func ("/app/startup/failed-file-welcome-back", test_failed_file_welcome_back);
  g_test_add_func ("/app/startup/prepare-shown-window", test_prepare_shown_window);
  g_test_add_func ("/app/startup/pages-when-shown", test_pages_when_shown);
  g_test_add_func ("/app/startup/file-lints-once", test_file_lints_once);

  return g_test_run ();
}
