/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "core/st-edit-texts.h"
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

static const char *const bundled[] = {
  "maneuver-basic", "maneuver-advanced", "manoeuvre", "command-and-maneuver", "manover-finland",
};

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

/* A new section's id follows its first title as it is typed, with the
 * editor staying on it; Rename Section Id offers only a free, valid id and
 * rewrites the references to the section. */
static void
test_rules_section_ids (void)
{
  g_autofree char *path = st_test_source_path ("tests/data", "app-minimal.xml");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  StWindow         *window = new_window ();
  StRulesPage      *page;
  GtkEditable      *title;
  GtkTextBuffer    *buffer;
  AdwMessageDialog *dialog;
  GtkEditable      *id_entry;
  StScenario       *scenario;
  int               index;

  g_assert_true (st_window_load_file (window, file));
  st_window_set_visible_part (window, "rules");
  st_test_iterate ();
  page = ST_RULES_PAGE (visible_page (window));
  st_rules_page_select_section (page, "intro");
  st_test_click (st_test_find_button (GTK_WIDGET (page), "Add Section"));
  st_test_iterate ();
  g_assert_cmpstr (st_rules_page_get_section (page), ==, "new-section");
  title = GTK_EDITABLE (st_test_find_type (GTK_WIDGET (page), GTK_TYPE_ENTRY));
  gtk_editable_set_text (title, "Combat");
  gtk_editable_set_text (title, "Combat Results Table");
  st_test_iterate ();
  g_assert_cmpstr (st_rules_page_get_section (page), ==, "combat-results-table");
  g_assert_cmpstr (gtk_editable_get_text (title), ==, "Combat Results Table");
  buffer =
      gtk_text_view_get_buffer (GTK_TEXT_VIEW (st_test_find_type (GTK_WIDGET (page), GTK_TYPE_TEXT_VIEW)));
  gtk_text_buffer_set_text (buffer, "See [[intro]].", -1);
  st_test_iterate ();

  st_rules_page_select_section (page, "intro");
  st_test_iterate ();
  st_test_click (st_test_find_button (GTK_WIDGET (page), "Rename Section Id…"));
  st_test_iterate ();
  dialog = st_test_find_message_dialog ();
  g_assert_nonnull (dialog);
  id_entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  g_assert_cmpstr (gtk_editable_get_text (id_entry), ==, "intro");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "rename"));
  gtk_editable_set_text (id_entry, "9 lives");
  st_test_shoot ("rules-rename-id");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "rename"));
  gtk_editable_set_text (id_entry, "victory");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "rename"));
  gtk_editable_set_text (id_entry, "introduction");
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "rename"));
  adw_message_dialog_response (dialog, "rename");
  gtk_window_destroy (GTK_WINDOW (dialog));
  st_test_iterate ();

  g_assert_cmpstr (st_rules_page_get_section (page), ==, "introduction");
  scenario = st_window_get_scenario (window);
  index = st_scenario_rules_section_index (scenario, "combat-results-table");
  g_assert_cmpint (index, >=, 0);
  g_assert_cmpstr (st_text_get_source (((StRulesSection *) g_ptr_array_index (scenario->rules, index))->body),
                   ==, "See [[introduction]].");
  g_assert_cmpstr (st_history_get_undo_id (st_window_get_history (window)), ==, "rules.rename-id");

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

int
main (int argc, char *argv[])
{
  window_cases_init (&argc, &argv);
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
  add_test ("/app/window/rules-section-ids", test_rules_section_ids);
  add_test ("/app/window/switch-keeps-part", test_switch_keeps_part);
  add_test ("/app/window/load-error", test_load_error);
  add_test ("/app/window/garbage-file", test_garbage_file);
  add_test ("/app/board-view/zoom-and-hover", test_board_view);

  return window_cases_run ();
}
