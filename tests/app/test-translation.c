/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-scenario-io.h"
#include "core/st-texts.h"
#include "st-rules-page.h"
#include "st-translations-page-private.h"

#include "app-test-util.h"
#include "translation-fixture.h"

/* Writing and translating in a real window, in-process: a rules section
 * written in the rules editor; in the translation workspace a text
 * translated, the filters, a language removed and Export and Import
 * Translation through the page's file dialogs; each undone. With
 * SANDTABLE_SCREENSHOT_DIR set, the tests also save what the window showed. */

static void
test_write_rules_section (void)
{
  StWindow             *window = open_window ("data/scenarios", "manoeuvre.xml");
  StHistory            *history = st_window_get_history (window);
  StRulesPage          *page;
  GtkWidget            *entry;
  GtkTextView          *view;
  guint                 n_sections = st_window_get_scenario (window)->rules->len;
  guint                 n_steps;
  const StRulesSection *section;
  int                   index;

  st_window_set_visible_part (window, "rules");
  st_test_iterate ();
  page = ST_RULES_PAGE (page_of (window, ST_TYPE_RULES_PAGE));
  g_assert_cmpstr (st_rules_page_get_language (page), ==, "en");

  /* Add a section after the first, retitle it, write its body. */
  click (GTK_WIDGET (page), "Add Section");
  st_test_iterate ();
  g_assert_cmpuint (st_window_get_scenario (window)->rules->len, ==, n_sections + 1);
  index = st_scenario_rules_section_index (st_window_get_scenario (window), st_rules_page_get_section (page));
  g_assert_cmpint (index, ==, 1);
  n_steps = st_history_get_n_steps (history);

  entry = st_test_find_type (GTK_WIDGET (page), GTK_TYPE_ENTRY);
  gtk_editable_set_text (GTK_EDITABLE (entry), "Supply");
  st_test_iterate ();
  view = GTK_TEXT_VIEW (st_test_find_type (GTK_WIDGET (page), GTK_TYPE_TEXT_VIEW));
  type_into (view, "A unit out of supply:\n\n- may not attack\n- loses a step each turn");
  /* The title is one step, the whole body typed one more. */
  g_assert_cmpuint (st_history_get_n_steps (history), ==, n_steps + 2);
  section = g_ptr_array_index (st_window_get_scenario (window)->rules, index);
  g_assert_cmpstr (st_text_get_source (section->title), ==, "Supply");
  g_assert_cmpstr (st_text_get_source (section->body), ==,
                   "A unit out of supply:\n\n- may not attack\n- loses a step each turn");
  screenshot (window, "rules-editor.png");

  /* Move it down, then undo everything back to the file. */
  click (GTK_WIDGET (page), "Move Section Down");
  st_test_iterate ();
  g_assert_cmpint (
      st_scenario_rules_section_index (st_window_get_scenario (window), st_rules_page_get_section (page)), ==,
      2);
  while (st_history_can_undo (history))
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
      st_test_iterate ();
    }
  g_assert_cmpuint (st_window_get_scenario (window)->rules->len, ==, n_sections);
  g_assert_false (st_history_get_modified (history));

  close_window (window);
}

static void
test_translate_text (void)
{
  StWindow           *window = open_window ("data/scenarios", "manoeuvre.xml");
  StHistory          *history = st_window_get_history (window);
  StTranslationsPage *page;
  GtkTextView        *editor;
  StText            **slot;
  g_autofree char    *before = NULL;
  StTextCoverage      coverage_before, coverage_after;

  st_window_set_visible_part (window, "translations");
  st_test_iterate ();
  page = ST_TRANSLATIONS_PAGE (page_of (window, ST_TYPE_TRANSLATIONS_PAGE));
  g_assert_nonnull (st_translations_page_get_language (page));

  /* Add German, which the scenario does not have: undoable. */
  st_translations_page_add_language (page, "de");
  st_test_iterate ();
  g_assert_cmpstr (st_translations_page_get_language (page), ==, "de");
  st_scenario_text_coverage (st_window_get_scenario (window), "de", &coverage_before);
  g_assert_cmpuint (coverage_before.n_translated, ==, 0);

  /* Translate the title in place, then move to the next text with Ctrl+Down. */
  st_translations_page_select_text (page, "metadata/title");
  editor = st_translations_page_get_editor (page);
  before = buffer_text (editor);
  g_assert_cmpstr (before, ==, "");
  type_into (editor, "Manöver: Aurelien gegen Borovien");
  slot = st_scenario_find_text (st_window_get_scenario (window), "metadata/title");
  g_assert_cmpstr (st_text_get_exact (*slot, "de"), ==, "Manöver: Aurelien gegen Borovien");
  st_scenario_text_coverage (st_window_get_scenario (window), "de", &coverage_after);
  g_assert_cmpuint (coverage_after.n_translated, ==, 1);
  g_assert_cmpstr (st_history_get_undo_id (history), ==, "text.translate");
  /* Ctrl+Down (the page takes it before the editor would move by a
   * paragraph) goes on to the description. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "translations.next", NULL));
  st_test_iterate ();
  type_into (editor, "Zwei Nationen");
  slot = st_scenario_find_text (st_window_get_scenario (window), "metadata/description");
  g_assert_cmpstr (st_text_get_exact (*slot, "de"), ==, "Zwei Nationen");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "translations.previous", NULL));
  st_test_iterate ();
  {
    g_autofree char *back = buffer_text (editor);
    g_assert_cmpstr (back, ==, "Manöver: Aurelien gegen Borovien");
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  st_test_iterate ();

  gtk_widget_grab_focus (GTK_WIDGET (editor));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "win.content-language", "s", "en"));
  st_test_iterate ();

  /* Export Translation then Import Translation of the same file changes
   * nothing and adds no step. */
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (GFileIOStream) stream = NULL;
    g_autoptr (GFile) po = g_file_new_tmp ("st-app-XXXXXX.po", &stream, &error);
    guint n_steps = st_history_get_n_steps (history);

    g_assert_no_error (error);
    g_assert_true (st_translations_page_export (page, po, &error));
    g_assert_no_error (error);
    g_assert_true (st_translations_page_import (page, po, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (st_history_get_n_steps (history), ==, n_steps);

    /* A text a scenario cannot hold (here the escape \b) is refused at its
     * place in the PO file, and the document, unchanged, still saves. */
    {
      g_autofree char *contents = NULL;
      g_autofree char *bad = NULL;
      g_autofree char *saved = NULL;
      g_auto (GStrv) parts = NULL;
      gsize length = 0;

      g_assert_true (g_file_load_contents (po, NULL, &contents, NULL, NULL, &error));
      parts = g_strsplit (contents, "msgstr \"Manöver: ", 2);
      g_assert_nonnull (parts[1]);
      bad = g_strjoinv ("msgstr \"Man\\böver: ", parts);
      g_assert_true (g_file_replace_contents (po, bad, strlen (bad), NULL, FALSE, 0, NULL, NULL, &error));
      g_assert_false (st_translations_page_import (page, po, &error));
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "the control character U+0008"));
      g_clear_error (&error);
      g_assert_cmpuint (st_history_get_n_steps (history), ==, n_steps);
      saved = st_scenario_to_xml (st_window_get_scenario (window), &length);
      g_assert_true (st_scenario_check_saveable (saved, length, &error));
    }
    g_file_delete (po, NULL, NULL);
  }

  /* One undo takes the whole typed translation away, one more the language. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  st_test_iterate ();
  slot = st_scenario_find_text (st_window_get_scenario (window), "metadata/title");
  g_assert_null (st_text_get_exact (*slot, "de"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  st_test_iterate ();
  g_assert_false (st_history_can_undo (history));

  close_window (window);
}

/* Whether the workspace lists the text with that context id. */
static gboolean
listed (StTranslationsPage *page, const char *context)
{
  GtkWidget *row = st_test_find_named (GTK_WIDGET (page), context);

  g_assert_nonnull (row);
  return gtk_widget_get_child_visible (row);
}

/* The designer changes a source text after it was translated: the
 * translation shows as outdated, the Outdated filter lists only it, and
 * Mark Reviewed settles it. */
static void
test_outdated_filter (void)
{
  StWindow           *window = open_window ("data/scenarios", "manoeuvre.xml");
  StHistory          *history = st_window_get_history (window);
  StTranslationsPage *page;
  GtkDropDown        *filter;
  StScenario         *edit;
  StText            **slot;

  st_window_set_visible_part (window, "translations");
  st_test_iterate ();
  page = ST_TRANSLATIONS_PAGE (page_of (window, ST_TYPE_TRANSLATIONS_PAGE));
  st_translations_page_add_language (page, "de");
  st_test_iterate ();
  st_translations_page_select_text (page, "terrain/hills/name");
  type_into (st_translations_page_get_editor (page), "Hügel");

  edit = st_history_begin (history);
  g_assert_true (st_edit_set_text (edit, "terrain/hills/name", NULL, "High hills", NULL));
  g_assert_true (st_history_commit (history, edit, "Rename", NULL));
  st_scenario_unref (edit);
  st_test_iterate ();
  slot = st_scenario_find_text (st_window_get_scenario (window), "terrain/hills/name");
  g_assert_true (st_text_is_outdated (*slot, "de"));

  /* The editor follows the filter: showing the title, which is up to date,
   * the Outdated filter moves it to the outdated name. */
  filter = GTK_DROP_DOWN (st_test_find_named (GTK_WIDGET (page), "filter"));
  st_translations_page_select_text (page, "metadata/title");
  st_test_iterate ();
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (st_test_find_named (GTK_WIDGET (page), "editor-source"))),
                   ==, st_text_get_source (st_window_get_scenario (window)->title));
  gtk_drop_down_set_selected (filter, 2); /* Outdated */
  st_test_iterate ();
  g_assert_true (listed (page, "terrain/hills/name"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (st_test_find_named (GTK_WIDGET (page), "editor-source"))),
                   ==, "High hills");
  {
    g_autofree char *shown = buffer_text (st_translations_page_get_editor (page));
    g_assert_cmpstr (shown, ==, "Hügel");
  }
  g_assert_false (listed (page, "terrain/woods/name"));
  g_assert_false (listed (page, "metadata/title"));
  gtk_drop_down_set_selected (filter, 1); /* Untranslated */
  st_test_iterate ();
  g_assert_false (listed (page, "terrain/hills/name"));
  g_assert_true (listed (page, "terrain/woods/name"));
  {
    g_autofree char *shown = buffer_text (st_translations_page_get_editor (page));
    g_assert_cmpstr (shown, ==, "");
    g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (st_translations_page_get_editor (page))));
  }
  /* The text being translated stays listed while it is written... */
  type_into (st_translations_page_get_editor (page), "Titel");
  g_assert_nonnull (
      st_text_get_exact (*st_scenario_find_text (st_window_get_scenario (window), "metadata/title"), "de"));
  g_assert_true (listed (page, "metadata/title"));
  /* ...and a search that lists nothing leaves the editor empty. */
  gtk_editable_set_text (GTK_EDITABLE (st_test_find_named (GTK_WIDGET (page), "search")),
                         "no such text anywhere");
  g_signal_emit_by_name (st_test_find_named (GTK_WIDGET (page), "search"), "search-changed");
  st_test_iterate ();
  g_assert_false (listed (page, "metadata/title"));
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (st_translations_page_get_editor (page))));
  gtk_editable_set_text (GTK_EDITABLE (st_test_find_named (GTK_WIDGET (page), "search")), "");
  g_signal_emit_by_name (st_test_find_named (GTK_WIDGET (page), "search"), "search-changed");
  st_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  st_test_iterate ();

  /* Reviewing it: no longer outdated, and undoable. */
  gtk_drop_down_set_selected (filter, 0);
  st_translations_page_select_text (page, "terrain/hills/name");
  st_test_iterate ();
  g_signal_emit_by_name (st_test_find_named (GTK_WIDGET (page), "review"), "clicked");
  st_test_iterate ();
  slot = st_scenario_find_text (st_window_get_scenario (window), "terrain/hills/name");
  g_assert_false (st_text_is_outdated (*slot, "de"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  st_test_iterate ();
  slot = st_scenario_find_text (st_window_get_scenario (window), "terrain/hills/name");
  g_assert_true (st_text_is_outdated (*slot, "de"));

  close_window (window);
}

static const char *
hills_in_swedish (StWindow *window)
{
  StText **slot = st_scenario_find_text (st_window_get_scenario (window), "terrain/hills/name");

  return st_text_get_exact (*slot, "sv");
}

/* Export Translation and Import Translation through the page's buttons and
 * their file dialogs, which open in the document's folder: the Swedish
 * translation goes out as a PO file, an edited msgstr comes back, one undo
 * takes it away. (meson runs this test a second time with the interface in
 * Swedish, SANDTABLE_TEST_LANGUAGE=sv: it names no English string.) */
static void
test_po_round_trip (void)
{
  g_autofree char *dir = g_dir_make_tmp ("st-app-po-XXXXXX", NULL);
  g_autofree char *source = st_test_source_path ("data/scenarios", "manoeuvre.xml");
  g_autofree char *path = g_build_filename (dir, "manoeuvre.xml", NULL);
  g_autofree char *po = g_build_filename (dir, "manoeuvre-sv.po", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *edited = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) po_file = g_file_new_for_path (po);
  StWindow           *window = g_object_ref (st_window_new (app));
  StHistory          *history;
  StTranslationsPage *page;
  GtkFileChooser     *dialog;
  GtkWidget          *row;

  g_assert_true (g_file_get_contents (source, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  g_clear_pointer (&contents, g_free);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 860);
  gtk_window_present (GTK_WINDOW (window));
  st_test_wait_mapped (GTK_WIDGET (window));
  g_assert_true (st_window_load_file (window, file));
  history = st_window_get_history (window);
  st_window_set_visible_part (window, "translations");
  st_test_iterate ();
  page = ST_TRANSLATIONS_PAGE (page_of (window, ST_TYPE_TRANSLATIONS_PAGE));
  g_assert_cmpstr (st_translations_page_get_language (page), ==, "sv");
  screenshot (window, g_getenv ("SANDTABLE_TEST_LANGUAGE") ? "translation-workspace-ui-sv.png"
                                                           : "translation-workspace-sv.png");

  /* Export Translation offers manoeuvre-sv.po (SCENARIO-LANG.po) in the document's folder. */
  g_signal_emit_by_name (st_test_find_named (GTK_WIDGET (page), "export"), "clicked");
  st_test_iterate ();
  dialog = file_dialog ();
  g_assert_nonnull (dialog);
  {
    g_autoptr (GFile) folder = gtk_file_chooser_get_current_folder (dialog);
    g_autofree char *folder_path = g_file_get_path (folder);
    g_autofree char *name = gtk_file_chooser_get_current_name (dialog);

    g_assert_cmpstr (folder_path, ==, dir);
    g_assert_cmpstr (name, ==, "manoeuvre-sv.po");
  }
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  g_assert_true (wait_until (file_exists, po));
  g_assert_true (wait_until (dialog_gone, NULL));
  g_assert_true (g_file_get_contents (po, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"Language: sv\\n\""));
  g_assert_nonnull (strstr (contents, "msgctxt \"terrain/hills/name\"\nmsgid \"Hills\"\nmsgstr \"Kullar\""));

  /* A translator changes one msgstr; Import Translation reads it back. */
  {
    g_auto (GStrv) parts = g_strsplit (contents, "msgstr \"Kullar\"", 2);
    edited = g_strjoinv ("msgstr \"Backar\"", parts);
  }
  g_assert_true (g_file_set_contents (po, edited, -1, NULL));
  g_signal_emit_by_name (st_test_find_named (GTK_WIDGET (page), "import"), "clicked");
  st_test_iterate ();
  dialog = file_dialog ();
  g_assert_nonnull (dialog);
  {
    g_autoptr (GFile) folder = gtk_file_chooser_get_current_folder (dialog);
    g_autofree char *folder_path = g_file_get_path (folder);

    g_assert_cmpstr (folder_path, ==, dir);
  }
  g_assert_true (gtk_file_chooser_set_file (dialog, po_file, NULL));
  st_test_iterate ();
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  g_assert_true (wait_until (dialog_gone, NULL));
  st_test_iterate ();
  g_assert_cmpstr (hills_in_swedish (window), ==, "Backar");
  g_assert_cmpuint (st_history_get_n_steps (history), ==, 1);
  /* The workspace shows it. */
  row = st_test_find_named (GTK_WIDGET (page), "terrain/hills/name");
  g_assert_cmpstr (gtk_label_get_text (g_object_get_data (G_OBJECT (row), "translation")), ==, "Backar");

  /* One undo, and the scenario is the file again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  st_test_iterate ();
  g_assert_cmpstr (hills_in_swedish (window), ==, "Kullar");
  g_assert_false (st_history_get_modified (history));

  close_window (window);
  g_unlink (po);
  g_unlink (path);
  g_rmdir (dir);
}

/* The first label in widget's tree whose text contains part, or NULL. */
static GtkWidget *
find_label_with (GtkWidget *widget, const char *part)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), part) != NULL)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label_with (child, part);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
set_flag (gboolean *flag)
{
  *flag = TRUE;
}

/* Removing a language is one step, and a toast says how many translations
 * went, with Undo, until the document changes otherwise. */
static void
test_remove_language (void)
{
  StWindow           *window = open_window ("data/scenarios", "manoeuvre.xml");
  StHistory          *history = st_window_get_history (window);
  StScenario         *before = st_scenario_ref (st_window_get_scenario (window));
  StTranslationsPage *page;
  StTextCoverage      coverage;
  g_autoptr (GPtrArray) languages = NULL;
  g_autofree char *count = NULL;
  GtkWidget       *undo;
  gboolean         dismissed = FALSE;

  st_window_set_visible_part (window, "translations");
  st_test_iterate ();
  page = ST_TRANSLATIONS_PAGE (page_of (window, ST_TYPE_TRANSLATIONS_PAGE));
  g_assert_cmpstr (st_translations_page_get_language (page), ==, "sv");
  st_scenario_text_coverage (before, "sv", &coverage);
  g_assert_cmpuint (coverage.n_translated, >, 1);

  /* For docs/translation.md: the designer renamed a deck, its Swedish name is
   * outdated; the cards around it are not translated yet. */
  {
    StScenario *edit = st_history_begin (history);

    g_assert_true (st_edit_set_text (edit, "deck/aurelia-deck/name", NULL, "Aurelian cards", NULL));
    g_assert_true (st_history_commit (history, edit, "Rename", NULL));
    st_scenario_unref (edit);
    st_test_iterate ();
    /* A text further down first, so that the list shows those after it. */
    st_translations_page_select_text (page, "card/borovia-radomir/name");
    st_test_iterate ();
    st_translations_page_select_text (page, "deck/aurelia-deck/name");
    st_test_iterate ();
    g_assert_true (gtk_widget_get_visible (st_test_find_named (GTK_WIDGET (page), "review")));
    screenshot (window, "translation-workspace.png");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    st_test_iterate ();
  }

  click (GTK_WIDGET (page), "Remove Language");
  languages = st_scenario_languages (st_window_get_scenario (window));
  g_assert_false (g_ptr_array_find_with_equal_func (languages, "sv", g_str_equal, NULL));
  g_assert_cmpstr (st_history_get_undo_id (history), ==, "language.remove");
  g_assert_cmpstr (st_translations_page_get_language (page), ==, "fi");
  count = g_strdup_printf ("Svenska (sv) removed with its %u translations", coverage.n_translated);
  g_assert_nonnull (find_label_with (GTK_WIDGET (page), count));

  /* Undo on the toast brings every translation back. */
  undo = st_test_find_button (GTK_WIDGET (page), "_Undo");
  g_assert_nonnull (undo);
  g_signal_emit_by_name (undo, "clicked");
  st_test_iterate ();
  g_assert_true (st_scenario_equal (st_window_get_scenario (window), before));
  g_assert_false (st_history_can_undo (history));

  /* After a later edit the toast goes: its Undo would no longer undo the
   * removal. */
  click (GTK_WIDGET (page), "Remove Language");
  g_assert_nonnull (page->removal_toast);
  g_signal_connect_swapped (page->removal_toast, "dismissed", G_CALLBACK (set_flag), &dismissed);
  {
    StScenario *edit = st_history_begin (history);

    g_assert_true (st_edit_set_text (edit, "deck/aurelia-deck/name", NULL, "Aurelian cards", NULL));
    g_assert_true (st_history_commit_step (history, edit, "deck.rename", "Rename", NULL));
    st_scenario_unref (edit);
  }
  st_test_iterate ();
  g_assert_true (dismissed);
  g_assert_cmpstr (st_history_get_undo_id (history), ==, "deck.rename");
  st_scenario_unref (before);

  close_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  translation_fixture_init (&argc, &argv);
  g_test_add_func ("/app/rules/write-section", test_write_rules_section);
  g_test_add_func ("/app/translations/translate-text", test_translate_text);
  g_test_add_func ("/app/translations/outdated-filter", test_outdated_filter);
  g_test_add_func ("/app/translations/po-round-trip", test_po_round_trip);
  g_test_add_func ("/app/translations/remove-language", test_remove_language);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
