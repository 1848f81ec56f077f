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

static StApplication *app;

static const char *const bundled[] = {
  "maneuver-basic", "maneuver-advanced", "manoeuvre", "command-and-maneuver", "manover-finland",
};

/* Mapping a window takes a round trip to the X server. */
static GtkWidget *
find_with_css_class (GtkWidget *widget, const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_with_css_class (child, css_class);
      if (found != NULL)
        return found;
    }

  return NULL;
}

static guint
count_descendants (GtkWidget *widget, GType type)
{
  guint n = G_TYPE_CHECK_INSTANCE_TYPE (widget, type) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    n += count_descendants (child, type);

  return n;
}

static GtkWidget *
visible_page (StWindow *window)
{
  GtkStack  *stack = NULL;
  GtkWidget *board = st_test_find_type (GTK_WIDGET (window), ST_TYPE_BOARD_PAGE);

  g_assert_nonnull (board);
  stack = GTK_STACK (gtk_widget_get_parent (board));
  return gtk_stack_get_visible_child (stack);
}

/* Closes every AdwMessageDialog and returns how many there were. */
static guint
close_message_dialogs (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  g_autoptr (GPtrArray) dialogs = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (window))
        g_ptr_array_add (dialogs, window);
    }

  for (guint i = 0; i < dialogs->len; i++)
    gtk_window_destroy (g_ptr_array_index (dialogs, i));
  st_test_iterate ();

  return dialogs->len;
}

static StWindow *
new_window (void)
{
  StWindow *window = g_object_ref (st_window_new (app));

  gtk_window_present (GTK_WINDOW (window));
  st_test_wait_mapped (GTK_WIDGET (window));

  return window;
}

static void
destroy_window (StWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  st_test_iterate ();
  g_assert_finalize_object (window);
}

static gboolean
scenario_exists (const char *path)
{
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

static void
test_empty_window (void)
{
  StWindow  *window = new_window ();
  GtkWidget *welcome = st_test_find_type (GTK_WIDGET (window), ST_TYPE_WELCOME_PAGE);
  g_autoptr (GPtrArray) files = NULL;
  g_auto (GStrv) parts = st_window_dup_parts (window);

  g_assert_true (st_window_is_empty (window));
  g_assert_null (st_window_get_file (window));
  g_assert_null (st_window_get_visible_part (window));
  g_assert_cmpuint (g_strv_length (parts), ==, 0);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Sandtable");

  /* The empty state offers every bundled scenario that exists. */
  g_assert_nonnull (welcome);
  g_assert_true (gtk_widget_get_mapped (welcome));
  files = st_welcome_page_list_files (ST_WELCOME_PAGE (welcome));
  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    {
      g_autofree char *name = g_strconcat (bundled[i], ".xml", NULL);
      g_autofree char *path = st_test_source_path ("data/scenarios", name);
      g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
      gboolean         listed = FALSE;

      for (guint j = 0; j < files->len; j++)
        if (g_str_equal (g_ptr_array_index (files, j), uri))
          listed = TRUE;
      g_assert_cmpint (listed, ==, scenario_exists (path));
    }

  /* Activating an offered scenario opens it in this window. */
  if (files->len > 0)
    {
      /* No recent files yet: the first row is the first bundled scenario. */
      GtkWidget *row = st_test_find_type (welcome, ADW_TYPE_ACTION_ROW);
      g_autoptr (GFile) first = g_file_new_for_uri (g_ptr_array_index (files, 0));

      g_assert_true (ADW_IS_ACTION_ROW (row));
      g_signal_emit_by_name (row, "activated");
      st_test_iterate ();
      g_assert_false (st_window_is_empty (window));
      g_assert_true (g_file_equal (st_window_get_file (window), first));
    }

  destroy_window (window);
}

static void
check_scenario (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (StScenario) expected = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) parts = NULL;
  StWindow    *window;
  StBoardPage *board_page;
  StBoardView *view;
  const char  *all_parts[] = { "board", "terrain",      "units",      "decks",
                               "rules", "translations", "parameters", "balance" };

  expected = st_scenario_load_file (path, NULL, &error);
  g_assert_no_error (error);

  window = new_window ();
  g_assert_true (st_window_load_file (window, file));
  st_test_iterate ();

  g_assert_false (st_window_is_empty (window));
  g_assert_true (g_file_equal (st_window_get_file (window), file));
  {
    /* The window holds the file's scenario: the same canonical text. */
    g_autofree char *shown_xml = st_scenario_to_xml (st_window_get_scenario (window), NULL);
    g_autofree char *expected_xml = st_scenario_to_xml (expected, NULL);

    g_assert_cmpstr (shown_xml, ==, expected_xml);
  }
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, st_scenario_get_title (expected));
  g_assert_null (st_window_get_error_text (window));

  /* The sidebar lists the parts, Decks only for games with cards. */
  parts = st_window_dup_parts (window);
  g_assert_true (g_strv_contains ((const char *const *) parts, "board"));
  g_assert_true (g_strv_contains ((const char *const *) parts, "terrain"));
  g_assert_true (g_strv_contains ((const char *const *) parts, "units"));
  g_assert_true (g_strv_contains ((const char *const *) parts, "rules"));
  g_assert_true (g_strv_contains ((const char *const *) parts, "translations"));
  g_assert_true (g_strv_contains ((const char *const *) parts, "parameters"));
  g_assert_cmpint (g_strv_contains ((const char *const *) parts, "decks"), ==, expected->decks->len > 0);
  /* Balance only where the family has a rules engine. */
  g_assert_cmpint (g_strv_contains ((const char *const *) parts, "balance"), ==,
                   st_game_family_supported (expected->family));
  g_assert_cmpuint (g_strv_length (parts), ==,
                    6 + (expected->decks->len > 0) + (st_game_family_supported (expected->family) ? 1 : 0));

  /* The board is shown first, drawn from the window's scenario. */
  g_assert_cmpstr (st_window_get_visible_part (window), ==, "board");
  board_page = ST_BOARD_PAGE (st_test_find_type (GTK_WIDGET (window), ST_TYPE_BOARD_PAGE));
  view = st_board_page_get_view (board_page);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
  g_assert_true (st_board_view_get_scenario (view) == st_window_get_scenario (window));

  /* Every part shows its page, built from the same scenario. */
  for (guint i = 0; i < G_N_ELEMENTS (all_parts); i++)
    {
      GtkWidget *page;

      if (!g_strv_contains ((const char *const *) parts, all_parts[i]))
        continue;

      st_window_set_visible_part (window, all_parts[i]);
      st_test_iterate ();
      g_assert_cmpstr (st_window_get_visible_part (window), ==, all_parts[i]);

      page = visible_page (window);
      g_assert_true (ST_IS_PAGE (page));
      g_assert_true (gtk_widget_get_mapped (page));
      g_assert_true (st_page_get_scenario (ST_PAGE (page)) == st_window_get_scenario (window));

      if (g_str_equal (all_parts[i], "rules"))
        {
          g_auto (GStrv) languages = st_rules_page_dup_languages (ST_RULES_PAGE (page));

          g_assert_cmpstr (languages[0], ==, expected->lang);
          g_assert_nonnull (st_rules_page_get_language (ST_RULES_PAGE (page)));
          if (expected->rules->len > 0)
            g_assert_nonnull (st_test_find_type (page, GTK_TYPE_TEXT_VIEW));
        }
      else if (!g_str_equal (all_parts[i], "board") && !g_str_equal (all_parts[i], "translations"))
        {
          /* A row per thing listed. */
          g_assert_cmpuint (count_descendants (page, ADW_TYPE_ACTION_ROW), >, 0);
        }
    }

  /* Parts that do not apply are not selectable. */
  if (expected->decks->len == 0)
    {
      st_window_set_visible_part (window, "decks");
      g_assert_cmpstr (st_window_get_visible_part (window), !=, "decks");
    }

  destroy_window (window);
}

static void
test_open_scenario (gconstpointer data)
{
  const char *path = data;

  if (!scenario_exists (path))
    {
      g_test_skip ("scenario not written yet");
      return;
    }

  check_scenario (path);
}

static void
test_counts (void)
{
  g_autofree char *path = st_test_source_path ("tests/data", "app-minimal.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  StWindow   *window = new_window ();
  GtkWidget  *sidebar;
  const char *expected[][2] = {
    { "Board", "8 × 6 squares" },
    { "Terrain", "3 terrain types" },
    { "Sides and units", "2 sides, 4 units" },
    { "Decks", "2 decks, 10 cards" },
    { "Rules text", "2 sections" },
    { "Translations", "20 texts · en, sv" },
    { "Parameters", "6 parameters" },
    { "Balance", "AI against AI games" },
  };
  guint i = 0;

  g_assert_true (st_window_load_file (window, file));
  st_test_iterate ();

  sidebar = find_with_css_class (GTK_WIDGET (window), "navigation-sidebar");
  g_assert_true (GTK_IS_LIST_BOX (sidebar));
  for (GtkWidget *row = gtk_widget_get_first_child (sidebar); row; row = gtk_widget_get_next_sibling (row))
    {
      g_assert_cmpuint (i, <, G_N_ELEMENTS (expected));
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, expected[i][0]);
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, expected[i][1]);
      i++;
    }
  g_assert_cmpuint (i, ==, G_N_ELEMENTS (expected));

  /* Selecting a row in the sidebar shows its page. */
  gtk_list_box_select_row (GTK_LIST_BOX (sidebar), gtk_list_box_get_row_at_index (GTK_LIST_BOX (sidebar), 1));
  st_test_iterate ();
  g_assert_cmpstr (st_window_get_visible_part (window), ==, "terrain");

  destroy_window (window);
}

static void
test_rules_language (void)
{
  g_autofree char *path = st_test_source_path ("tests/data", "app-minimal.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  StWindow    *window = new_window ();
  StRulesPage *page;
  g_auto (GStrv) languages = NULL;
  GtkTextBuffer   *buffer;
  GtkTextIter      start, end;
  g_autofree char *text = NULL;

  g_assert_true (st_window_load_file (window, file));
  st_window_set_visible_part (window, "rules");
  st_test_iterate ();

  page = ST_RULES_PAGE (visible_page (window));
  languages = st_rules_page_dup_languages (page);
  g_assert_cmpuint (g_strv_length (languages), ==, 2);
  g_assert_cmpstr (languages[0], ==, "en");
  g_assert_cmpstr (languages[1], ==, "sv");

  /* The switch sets the window's content language; the editor shows the
   * Swedish title and body of the selected section. */
  st_rules_page_set_language (page, "sv");
  st_test_iterate ();
  g_assert_cmpstr (st_window_get_content_language (window), ==, "sv");
  g_assert_cmpstr (st_rules_page_get_section (page), ==, "intro");
  g_assert_cmpstr (
      gtk_editable_get_text (GTK_EDITABLE (st_test_find_type (GTK_WIDGET (page), GTK_TYPE_ENTRY))), ==,
      "Inledning");
  buffer =
      gtk_text_view_get_buffer (GTK_TEXT_VIEW (st_test_find_type (GTK_WIDGET (page), GTK_TYPE_TEXT_VIEW)));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_nonnull (strstr (text, "Två nationer"));
  g_assert_cmpuint (
      gtk_drop_down_get_selected (GTK_DROP_DOWN (st_test_find_type (GTK_WIDGET (page), GTK_TYPE_DROP_DOWN))),
      ==, 1);

  destroy_window (window);
}

static void
test_switch_keeps_part (void)
{
  g_autofree char *first = st_test_source_path ("tests/data", "app-minimal.xml");
  g_autofree char *second = st_test_source_path ("tests/data", "minimal-hex.xml");
  g_autoptr (GFile) file1 = g_file_new_for_path (first);
  g_autoptr (GFile) file2 = g_file_new_for_path (second);
  StWindow *window = new_window ();

  g_assert_true (st_window_load_file (window, file1));
  st_window_set_visible_part (window, "terrain");
  g_assert_true (st_window_load_file (window, file2));
  st_test_iterate ();
  g_assert_cmpstr (st_window_get_visible_part (window), ==, "terrain");

  /* Decks disappear with a scenario that has none; the board is shown instead. */
  g_assert_true (st_window_load_file (window, file1));
  st_window_set_visible_part (window, "decks");
  g_assert_true (st_window_load_file (window, file2));
  st_test_iterate ();
  g_assert_cmpstr (st_window_get_visible_part (window), ==, "board");

  destroy_window (window);
}

static void
test_load_error (void)
{
  g_autofree char *broken = st_test_source_path ("tests/data", "app-broken.xml");
  g_autofree char *good = st_test_source_path ("tests/data", "app-minimal.xml");
  g_autoptr (GFile) broken_file = g_file_new_for_path (broken);
  g_autoptr (GFile) good_file = g_file_new_for_path (good);
  g_autoptr (GFile) missing = g_file_new_for_path ("/nonexistent/sandtable/none.xml");
  g_autoptr (GRegex) line_regex =
      g_regex_new ("^.*app-broken\\.xml:[0-9]+:[0-9]+: error: .+$", G_REGEX_MULTILINE, 0, NULL);
  StWindow   *window = new_window ();
  const char *text;

  /* An invalid file leaves an empty window empty and lists the problems. */
  g_assert_false (st_window_load_file (window, broken_file));
  st_test_iterate ();
  g_assert_true (st_window_is_empty (window));
  text = st_window_get_error_text (window);
  g_assert_nonnull (text);
  g_assert_true (g_regex_match (line_regex, text, 0, NULL));
  g_assert_cmpuint (close_message_dialogs (), ==, 1);

  /* A file that cannot be read says why. */
  g_assert_false (st_window_load_file (window, missing));
  st_test_iterate ();
  g_assert_nonnull (st_window_get_error_text (window));
  g_assert_cmpuint (close_message_dialogs (), ==, 1);

  /* A failed load keeps the scenario already shown. */
  g_assert_true (st_window_load_file (window, good_file));
  g_assert_false (st_window_load_file (window, broken_file));
  st_test_iterate ();
  g_assert_true (g_file_equal (st_window_get_file (window), good_file));
  g_assert_cmpuint (close_message_dialogs (), ==, 1);

  destroy_window (window);
}

static void
test_garbage_file (void)
{
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;
  const char garbage[] = "\x89PNG\r\n\x1a\n\0\0\0 not a scenario <<<&&&";
  StWindow  *window;
  int        fd;

  fd = g_file_open_tmp ("sandtable-garbage-XXXXXX.xml", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (path, garbage, sizeof garbage, &error);
  g_assert_no_error (error);
  file = g_file_new_for_path (path);

  window = new_window ();
  g_assert_false (st_window_load_file (window, file));
  st_test_iterate ();
  g_assert_nonnull (st_window_get_error_text (window));
  g_assert_cmpuint (close_message_dialogs (), ==, 1);
  destroy_window (window);

  g_unlink (path);
}

static void
test_board_view (void)
{
  g_autofree char *path = st_test_source_path ("tests/data", "minimal-hex.xml");
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (GError) error = NULL;
  GtkWidget   *window;
  StBoardView *view;
  GtkWidget   *focus_view;

  scenario = st_scenario_load_file (path, NULL, &error);
  g_assert_no_error (error);

  window = g_object_ref (gtk_window_new ());
  view = ST_BOARD_VIEW (st_board_view_new ());
  g_object_ref (view);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 300);
  st_board_view_set_scenario (view, scenario);
  gtk_window_present (GTK_WINDOW (window));
  st_test_wait_mapped (GTK_WIDGET (view));

  g_assert_true (st_board_view_get_scenario (view) == scenario);
  g_assert_cmpfloat (st_board_view_get_zoom (view), ==, 1.0);
  g_assert_true (st_board_view_get_fit (view));

  /* Keyboard zoom works through the board.* actions. */
  focus_view = GTK_WIDGET (view);
  g_assert_true (gtk_widget_activate_action (focus_view, "board.zoom-in", NULL));
  g_assert_cmpfloat_with_epsilon (st_board_view_get_zoom (view), 1.25, 1e-9);
  g_assert_true (gtk_widget_activate_action (focus_view, "board.zoom-out", NULL));
  g_assert_true (gtk_widget_activate_action (focus_view, "board.zoom-out", NULL));
  g_assert_cmpfloat_with_epsilon (st_board_view_get_zoom (view), 0.8, 1e-9);
  g_assert_true (gtk_widget_activate_action (focus_view, "board.zoom-fit", NULL));
  g_assert_cmpfloat (st_board_view_get_zoom (view), ==, 1.0);
  st_board_view_set_zoom (view, 1000);
  g_assert_cmpfloat (st_board_view_get_zoom (view), ==, ST_BOARD_VIEW_MAX_ZOOM);
  st_board_view_zoom_to_fit (view);

  /* The middle of the board is a cell; its terrain is named. */
  st_board_view_hover_at (view, gtk_widget_get_width (GTK_WIDGET (view)) / 2.0,
                          gtk_widget_get_height (GTK_WIDGET (view)) / 2.0);
  /* The map's label and the file's coordinates: "0508 (4,7) · Clear". */
  g_assert_true (
      g_regex_match_simple ("^[0-9]{4} \\([0-9]+,[0-9]+\\) · ", st_board_view_get_hover_text (view), 0, 0));
  g_assert_nonnull (strstr (st_board_view_get_hover_text (view), "Clear"));
  /* The far corner of the view is off the board. */
  st_board_view_hover_at (view, 0, 0);
  g_assert_cmpstr (st_board_view_get_hover_text (view), ==, "");

  /* A snapshot draws without trouble. */
  {
    GtkSnapshot *snapshot = gtk_snapshot_new ();
    g_autoptr (GskRenderNode) node = NULL;

    GTK_WIDGET_GET_CLASS (view)->snapshot (GTK_WIDGET (view), snapshot);
    node = gtk_snapshot_free_to_node (snapshot);
    g_assert_nonnull (node);
  }

  st_board_view_set_scenario (view, NULL);
  g_assert_null (st_board_view_get_scenario (view));

  gtk_window_destroy (GTK_WINDOW (window));
  st_test_iterate ();
  g_assert_finalize_object (window);
  g_assert_finalize_object (view);
}

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

static const char *
skip_missing_file (gconstpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS) ? NULL : "scenario not written yet";
}

static const char *
skip_without_settings (gconstpointer data)
{
  return st_application_get_settings (app, "window-width", "i") ? NULL : "settings schema not installed";
}

/* Each test runs in a process of its own: a window test leaves GTK's and
 * fontconfig's caches behind, and GLib deliberately drops its first block of
 * quarks once more than 2048 exist, which LeakSanitizer reports as a leak when
 * all tests share one process. One test per process also keeps a failure from
 * hiding the tests after it. */
typedef const char *(*SkipFunc) (gconstpointer data);

typedef struct
{
  GTestFunc     func;
  GTestDataFunc data_func;
  gpointer      data;
  SkipFunc      skip; /* decided in the parent, where a skip shows in the report */
} Case;

static void
run_case (gconstpointer user_data)
{
  const Case *c = user_data;

  if (g_test_subprocess ())
    {
      if (c->func != NULL)
        c->func ();
      else
        c->data_func (c->data);
      return;
    }

  if (c->skip != NULL && c->skip (c->data) != NULL)
    {
      g_test_skip (c->skip (c->data));
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* The cases are freed at the end of main() rather than by GLib, which frees
 * the data only of the tests it ran, and a subprocess runs one. */
static GPtrArray *cases;

static void
free_case (gpointer user_data)
{
  Case *c = user_data;

  g_free (c->data);
  g_free (c);
}

static void
add_test_full (const char *path, GTestFunc func, SkipFunc skip)
{
  Case *c = g_new0 (Case, 1);

  c->func = func;
  c->skip = skip;
  g_ptr_array_add (cases, c);
  g_test_add_data_func (path, c, run_case);
}

static void
add_test (const char *path, GTestFunc func)
{
  add_test_full (path, func, NULL);
}

/* data is freed with g_free. */
static void
add_data_test (const char *path, gpointer data, GTestDataFunc func, SkipFunc skip)
{
  Case *c = g_new0 (Case, 1);

  c->data_func = func;
  c->data = data;
  c->skip = skip;
  g_ptr_array_add (cases, c);
  g_test_add_data_func (path, c, run_case);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  /* In-process tests need no accessibility bus or session bus; without these
   * GTK and GLib would look for them and warn, and warnings are fatal here. */
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  /* No OpenGL: Mesa's one-time set-up would show up as leaks under ASan. */
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sandtable-test-bus", TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  /* data/meson.build compiles the schema into the build tree. */
  if (g_getenv ("SANDTABLE_BUILD_ROOT") != NULL)
    {
      g_autofree char *schema_dir = g_build_filename (g_getenv ("SANDTABLE_BUILD_ROOT"), "data", NULL);
      g_autofree char *compiled = g_build_filename (schema_dir, "gschemas.compiled", NULL);

      if (g_file_test (compiled, G_FILE_TEST_EXISTS))
        g_setenv ("GSETTINGS_SCHEMA_DIR", schema_dir, FALSE);
    }
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  gtk_test_init (&argc, &argv, NULL);
  cases = g_ptr_array_new_with_free_func (free_case);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  app = st_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  add_test ("/app/window/empty", test_empty_window);
  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    {
      g_autofree char *name = g_strconcat (bundled[i], ".xml", NULL);
      g_autofree char *test_path = g_strconcat ("/app/window/open/", bundled[i], NULL);

      add_data_test (test_path, st_test_source_path ("data/scenarios", name), test_open_scenario,
                     skip_missing_file);
    }
  add_data_test ("/app/window/open/app-minimal", st_test_source_path ("tests/data", "app-minimal.xml"),
                 test_open_scenario, NULL);
  add_data_test ("/app/window/open/minimal-hex", st_test_source_path ("tests/data", "minimal-hex.xml"),
                 test_open_scenario, NULL);
  add_test ("/app/window/sidebar-counts", test_counts);
  add_test ("/app/window/rules-language", test_rules_language);
  add_test ("/app/window/switch-keeps-part", test_switch_keeps_part);
  add_test ("/app/window/load-error", test_load_error);
  add_test ("/app/window/garbage-file", test_garbage_file);
  add_test_full ("/app/window/state", test_window_state, skip_without_settings);
  add_test_full ("/app/window/recent-files", test_recent_files, skip_without_settings);
  add_test ("/app/board-view/zoom-and-hover", test_board_view);
  add_test ("/app/application/open", test_application_open);
  add_test ("/app/window/drop", test_drop);

  status = g_test_run ();

  g_clear_pointer (&cases, g_ptr_array_unref);
  g_clear_object (&app);
  return status;
}
