/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-texts.h"
#include "st-translations-page-private.h"

#include "app-test-util.h"
#include "translation-fixture.h"

/* The editor's status of a text (issue 27): what changed in an outdated
 * text's source, as a word diff under it, and the Needs Work toggle and
 * Ctrl+U, which typing does not clear; the progress figures count neither as
 * translated. */

static StText *
hills (StWindow *window)
{
  return *st_scenario_find_text (st_window_get_scenario (window), "terrain/hills/name");
}

static void
test_diff_and_needs_work (void)
{
  StWindow           *window = open_window ("data/scenarios", "manoeuvre.xml");
  StHistory          *history = st_window_get_history (window);
  StTranslationsPage *page;
  GtkWidget          *diff;
  GtkWidget          *toggle;
  GtkDropDown        *filter;
  StScenario         *edit;

  st_window_set_visible_part (window, "translations");
  st_test_iterate ();
  page = ST_TRANSLATIONS_PAGE (page_of (window, ST_TYPE_TRANSLATIONS_PAGE));
  g_assert_cmpstr (st_translations_page_get_language (page), ==, "sv");
  diff = st_test_find_named (GTK_WIDGET (page), "editor-diff");
  toggle = st_test_find_named (GTK_WIDGET (page), "needs-work");

  /* The designer renames Hills: the Swedish name is outdated, and the editor
   * shows what changed. */
  edit = st_history_begin (history);
  g_assert_true (st_edit_set_text (edit, "terrain/hills/name", NULL, "Rolling hills", NULL));
  g_assert_true (st_history_commit (history, edit, "Rename", NULL));
  st_scenario_unref (edit);
  st_test_iterate ();
  st_translations_page_select_text (page, "terrain/hills/name");
  st_test_iterate ();
  g_assert_true (gtk_widget_get_visible (diff));
  g_assert_cmpstr (gtk_label_get_text (page->diff_label), ==, "Hills Rolling hills");
  /* Struck through (deleted) and underlined (inserted). */
  g_assert_nonnull (
      strstr (gtk_label_get_label (page->diff_label),
              "<span strikethrough=\"true\" background=\"#e01b24\" bgalpha=\"25%\">Hills</span>"));
  g_assert_nonnull (strstr (gtk_label_get_label (page->diff_label), "underline=\"single\""));
  screenshot (window, "translation-diff.png");
  g_assert_true (gtk_widget_get_visible (toggle));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)));
  g_assert_nonnull (strstr (gtk_label_get_text (page->coverage_label), ", 1 outdated"));

  /* Ctrl+U marks it needs work; typing reviews the changed source but keeps
   * the mark, and the diff goes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "translations.toggle-needs-work", NULL));
  st_test_iterate ();
  g_assert_true (st_text_get_needs_work (hills (window), "sv"));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)));
  type_into (st_translations_page_get_editor (page), "na");
  st_test_iterate ();
  g_assert_cmpstr (st_text_get_exact (hills (window), "sv"), ==, "Kullarna");
  g_assert_false (st_text_is_outdated (hills (window), "sv"));
  g_assert_true (st_text_get_needs_work (hills (window), "sv"));
  g_assert_false (gtk_widget_get_visible (diff));
  g_assert_nonnull (strstr (gtk_label_get_text (page->coverage_label), ", 0 outdated, 1 needs work"));
  /* The unfinished filter lists it. */
  filter = GTK_DROP_DOWN (st_test_find_named (GTK_WIDGET (page), "filter"));
  gtk_drop_down_set_selected (filter, 3);
  st_test_iterate ();
  g_assert_true (gtk_widget_get_child_visible (st_test_find_named (GTK_WIDGET (page), "terrain/hills/name")));
  g_assert_false (
      gtk_widget_get_child_visible (st_test_find_named (GTK_WIDGET (page), "terrain/woods/name")));
  gtk_drop_down_set_selected (filter, 0);
  st_test_iterate ();

  /* The toggle clears it, one undoable step. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), FALSE);
  st_test_iterate ();
  g_assert_false (st_text_get_needs_work (hills (window), "sv"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  st_test_iterate ();
  g_assert_true (st_text_get_needs_work (hills (window), "sv"));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)));

  /* Exported: fuzzy, with the Translator entry's name as Last-Translator. */
  {
    g_autoptr (GError) error = NULL;
    g_autofree char *path = g_build_filename (g_get_tmp_dir (), "st-test-status-sv.po", NULL);
    g_autoptr (GFile) file = g_file_new_for_path (path);
    g_autofree char *po = NULL;

    gtk_editable_set_text (GTK_EDITABLE (page->translator_entry), "Anna Berg <anna@example.org>");
    g_assert_true (st_translations_page_export (page, file, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (path, &po, NULL, NULL));
    g_assert_nonnull (strstr (po, "\"Last-Translator: Anna Berg <anna@example.org>\\n\""));
    g_assert_nonnull (strstr (po, "#, fuzzy\nmsgctxt \"terrain/hills/name\"\nmsgid \"Rolling hills\""));
    g_unlink (path);
  }

  close_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  translation_fixture_init (&argc, &argv);
  g_test_add_func ("/app/translations/diff-and-needs-work", test_diff_and_needs_work);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
