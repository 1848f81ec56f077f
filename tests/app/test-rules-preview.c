/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "core/st-edit-texts.h"
#include "st-rules-page.h"
#include "st-translations-page.h"

#include "app-test-util.h"
#include "translation-fixture.h"

/* The Rules page's preview beside the source: the markup typed shows as it
 * prints (no stars, references as generated numbers, items with their
 * markers), and a click on a reference goes to its section; the section list
 * shows the generated numbers. */

static GtkTextTag *
reference_tag_at (GtkTextBuffer *buffer, GtkTextIter *iter)
{
  g_autoptr (GSList) tags = gtk_text_iter_get_tags (iter);

  for (GSList *t = tags; t != NULL; t = t->next)
    if (g_object_get_data (t->data, "st-ref") != NULL)
      return t->data;
  return NULL;
}

static void
test_preview (void)
{
  StWindow        *window = open_window ("data/scenarios", "maneuver-basic.xml");
  StScenario      *scenario = st_window_get_scenario (window);
  const char      *target = ((StRulesSection *) g_ptr_array_index (scenario->rules, 5))->id;
  g_autofree char *typed = g_strdup_printf ("Units *never* stack; **always** see [[%s|Movement]].\n\n- "
                                            "first\n- second\n\n| Die | Result |\n| 6 | DE |",
                                            target);
  StRulesPage     *page;
  GtkTextView     *source, *preview;
  GtkTextBuffer   *buffer;
  GtkTextIter      start, end, match;
  GtkListBox      *list;
  g_autofree char *shown = NULL;
  GtkLabel        *first_row;

  st_window_set_visible_part (window, "rules");
  st_test_iterate ();
  page = ST_RULES_PAGE (page_of (window, ST_TYPE_RULES_PAGE));
  /* The list's titles are numbered by their order; the typed "[1] " is gone. */
  list = GTK_LIST_BOX (st_test_find_type (GTK_WIDGET (page), GTK_TYPE_LIST_BOX));
  first_row = GTK_LABEL (gtk_list_box_row_get_child (gtk_list_box_get_row_at_index (list, 0)));
  g_assert_cmpstr (gtk_label_get_text (first_row), ==, "1. Introduction");

  source = GTK_TEXT_VIEW (st_test_find_type (GTK_WIDGET (page), GTK_TYPE_TEXT_VIEW));
  preview = GTK_TEXT_VIEW (st_test_find_named (GTK_WIDGET (page), "rules-preview"));
  g_assert_nonnull (preview);
  g_assert_false (gtk_text_view_get_editable (preview));

  /* Typed into the source, at once in the preview. */
  buffer = gtk_text_view_get_buffer (source);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_delete (buffer, &start, &end);
  type_into (source, typed);
  st_test_iterate ();
  shown = buffer_text (preview);
  g_assert_true (g_str_has_prefix (shown, "1. Introduction\n"));
  g_assert_nonnull (strstr (shown, "Units never stack; always see 6 Movement."));
  g_assert_nonnull (strstr (shown, "•\tfirst\n•\tsecond"));
  g_assert_nonnull (strstr (shown, "Die\tResult\n6\tDE"));
  g_assert_null (strstr (shown, "*"));

  screenshot (window, "rules-preview.png");

  /* A click on the reference goes to its section. */
  buffer = gtk_text_view_get_buffer (preview);
  gtk_text_buffer_get_start_iter (buffer, &start);
  g_assert_true (gtk_text_iter_forward_search (&start, "6 Movement", 0, &match, NULL, NULL));
  gtk_text_iter_forward_char (&match);
  g_assert_nonnull (reference_tag_at (buffer, &match));
  {
    GdkRectangle        where;
    int                 x, y;
    GtkEventController *click = NULL;
    g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (preview));

    gtk_text_view_get_iter_location (preview, &match, &where);
    gtk_text_view_buffer_to_window_coords (preview, GTK_TEXT_WINDOW_WIDGET, where.x + 1,
                                           where.y + where.height / 2, &x, &y);
    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

        if (g_strcmp0 (gtk_event_controller_get_name (controller), "reference-click") == 0)
          click = controller;
      }
    g_assert_nonnull (click);
    g_signal_emit_by_name (click, "released", 1, (double) x, (double) y);
  }
  st_test_iterate ();
  g_assert_cmpstr (st_rules_page_get_section (page), ==, target);

  /* The body typed went into the document as its source, markup and all. */
  scenario = st_window_get_scenario (window);
  g_assert_cmpstr (st_text_get_source (((StRulesSection *) g_ptr_array_index (scenario->rules, 0))->body), ==,
                   typed);
  close_window (window);
}

static gboolean
source_shown_whole (gpointer data)
{
  GtkAdjustment *shown = data;

  return gtk_adjustment_get_page_size (shown) >= gtk_adjustment_get_upper (shown);
}

/* A translation of a rules body that drops a list item and a reference gets a
 * warning beside the translation field, kept as typed; one that keeps them
 * clears it. */
static void
test_translation_warning (void)
{
  StWindow           *window = open_window ("data/scenarios", "maneuver-basic.xml");
  StTranslationsPage *page;
  GtkTextView        *editor;
  GtkTextBuffer      *buffer;
  GtkTextIter         start, end;
  GtkWidget          *warning, *source;
  GtkAdjustment      *shown;
  g_autofree char    *context = NULL;
  g_autoptr (GError) error = NULL;
  StScenario *scenario = st_window_get_scenario (window);
  const char *id = ((StRulesSection *) g_ptr_array_index (scenario->rules, 0))->id;

  /* The source in the markup. */
  g_assert_true (st_edit_set_rules_body (scenario, id, NULL, "See [[components]]:\n\n- one\n- two", &error));
  context = g_strdup_printf ("rules/%s/body", id);
  st_window_set_visible_part (window, "translations");
  st_test_iterate ();
  page = ST_TRANSLATIONS_PAGE (page_of (window, ST_TYPE_TRANSLATIONS_PAGE));
  st_translations_page_add_language (page, "de");
  st_test_iterate ();
  st_translations_page_select_text (page, context);
  st_test_iterate ();
  editor = st_translations_page_get_editor (page);
  type_into (editor, "Siehe:\n\n- eins");
  st_test_iterate ();
  /* The whole source shows above the field, not its first line and a half. */
  source = gtk_widget_get_ancestor (st_test_find_named (GTK_WIDGET (page), "editor-source"),
                                    GTK_TYPE_SCROLLED_WINDOW);
  shown = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (source));
  g_assert_true (st_test_wait_until (source_shown_whole, shown, 5));
  g_assert_cmpfloat (gtk_adjustment_get_upper (shown), >, 40);
  warning = st_test_find_named (GTK_WIDGET (page), "markup-warning");
  g_assert_nonnull (warning);
  g_assert_true (gtk_widget_get_visible (warning));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (warning)), "[[components]]"));
  screenshot (window, "translation-markup-warning.png");

  buffer = gtk_text_view_get_buffer (editor);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_delete (buffer, &start, &end);
  type_into (editor, "Siehe [[components]]:\n\n- eins\n- zwei");
  st_test_iterate ();
  g_assert_false (gtk_widget_get_visible (warning));
  close_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  translation_fixture_init (&argc, &argv);
  g_test_add_func ("/app/rules/preview", test_preview);
  g_test_add_func ("/app/rules/translation-warning", test_translation_warning);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
