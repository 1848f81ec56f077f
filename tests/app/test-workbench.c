/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "core/st-history.h"
#include "core/st-text-search.h"
#include "core/st-texts.h"
#include "st-spell-view.h"
#include "st-rules-page.h"
#include "st-spell.h"
#include "st-translations-page-private.h"
#include "st-window-private.h"

#include "app-test-util.h"
#include "translation-fixture.h"

/* The translator's tools of the workspace (issue 27), in a real window:
 * Copy Source (Ctrl+B), Find and Replace with its options and highlights,
 * spell checking in the translation field, the editor's height, the content
 * language kept per file. With SANDTABLE_SCREENSHOT_DIR set, the tests save
 * what the window showed (docs/screenshots/). */

static StTranslationsPage *
open_page (StWindow *window, const char *lang)
{
  StTranslationsPage *page;
  guint               index;

  st_window_set_visible_part (window, "translations");
  st_test_iterate ();
  page = ST_TRANSLATIONS_PAGE (page_of (window, ST_TYPE_TRANSLATIONS_PAGE));
  g_assert_true (g_ptr_array_find_with_equal_func (page->languages, lang, g_str_equal, &index));
  gtk_drop_down_set_selected (page->language_dropdown, index);
  st_test_iterate ();
  g_assert_cmpstr (st_translations_page_get_language (page), ==, lang);
  return page;
}

static GtkWidget *
named (StTranslationsPage *page, const char *name)
{
  GtkWidget *widget = st_test_find_named (GTK_WIDGET (page), name);

  g_assert_nonnull (widget);
  return widget;
}

static const char *
translation (StWindow *window, const char *context, const char *lang)
{
  return st_text_get_exact (*st_scenario_find_text (st_window_get_scenario (window), context), lang);
}

static void
search_for (StTranslationsPage *page, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (page->search_entry), text);
  g_signal_emit_by_name (page->search_entry, "search-changed");
  st_test_iterate ();
}

static guint
n_listed (StTranslationsPage *page)
{
  guint n = 0;

  for (guint i = 0; i < page->rows->len; i++)
    n += gtk_widget_get_child_visible (g_ptr_array_index (page->rows, i));
  return n;
}

static GtkListBoxRow *
row_of (StTranslationsPage *page, const char *context)
{
  for (guint i = 0; i < page->rows->len; i++)
    if (g_str_equal (gtk_widget_get_name (g_ptr_array_index (page->rows, i)), context))
      return g_ptr_array_index (page->rows, i);
  g_assert_not_reached ();
}

static gboolean
has_tag_at (GtkTextView *view, const char *tag_name, int char_offset)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextTag    *tag = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), tag_name);
  GtkTextIter    iter;

  g_assert_nonnull (tag);
  gtk_text_buffer_get_iter_at_offset (buffer, &iter, char_offset);
  return gtk_text_iter_has_tag (&iter, tag);
}

/* Whether the keyboard shortcuts window lists accel. */
static gboolean
shortcuts_window_has (const char *accel)
{
  g_autoptr (GtkBuilder) builder =
      gtk_builder_new_from_resource ("/io/github/sandtable/Sandtable/ui/help-overlay.ui");
  GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  g_autoptr (GPtrArray) queue = g_ptr_array_new ();
  gboolean found = FALSE;

  g_ptr_array_add (queue, overlay);
  for (guint i = 0; i < queue->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (queue, i);

      if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
        {
          g_autofree char *value = NULL;
          g_object_get (widget, "accelerator", &value, NULL);
          found |= g_strcmp0 (value, accel) == 0;
        }
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (queue, child);
    }
  gtk_window_destroy (GTK_WINDOW (overlay));
  return found;
}

/* The action a key of the page's shortcut controllers names, or NULL. */
static char *
page_key_action (GtkWidget *page, guint key, GdkModifierType modifiers)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (page);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          GtkShortcutAction  *action = gtk_shortcut_get_action (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == key
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers
              && GTK_IS_NAMED_ACTION (action))
            return g_strdup (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)));
        }
    }
  return NULL;
}

/* Ctrl+B writes the source as the translation, one undoable step. */
static void
test_copy_source (void)
{
  StWindow           *window = open_window ("data/scenarios", "maneuver-basic.xml");
  StHistory          *history = st_window_get_history (window);
  StTranslationsPage *page = open_page (window, "sv");
  g_autofree char    *text = NULL;

  g_autofree char *ctrl_b = page_key_action (GTK_WIDGET (page), GDK_KEY_b, GDK_CONTROL_MASK);
  g_autofree char *ctrl_h = page_key_action (GTK_WIDGET (page), GDK_KEY_h, GDK_CONTROL_MASK);

  /* The keys, taken before the translation field sees them. */
  g_assert_cmpstr (ctrl_b, ==, "translations.copy-source");
  g_assert_cmpstr (ctrl_h, ==, "translations.find-replace");
  st_translations_page_select_text (page, "edge-type/border/name");
  st_test_iterate ();
  g_assert_cmpstr (translation (window, "edge-type/border/name", "sv"), ==, "Gräns");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), ctrl_b, NULL));
  st_test_iterate ();
  g_assert_cmpstr (translation (window, "edge-type/border/name", "sv"), ==, "Border");
  text = buffer_text (page->translation_view);
  g_assert_cmpstr (text, ==, "Border");
  g_assert_cmpuint (st_history_get_n_steps (history), ==, 1);
  g_assert_cmpstr (st_history_get_undo_label (history), ==, "Copy Source");
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (page->translation_view)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  st_test_iterate ();
  g_assert_cmpstr (translation (window, "edge-type/border/name", "sv"), ==, "Gräns");
  close_window (window);
  g_assert_true (shortcuts_window_has ("<Control>b"));
  g_assert_true (shortcuts_window_has ("<Control>h"));
}

/* The texts whose Swedish translation has needle, as core counts them. */
static guint
n_matching (StWindow *window, const StTextSearch *search)
{
  StScenario *scenario = st_window_get_scenario (window);
  g_autoptr (GPtrArray) items = st_scenario_list_texts (scenario);
  guint n = 0;

  for (guint i = 0; i < items->len; i++)
    n += st_text_search_text_matches (scenario, ((StTextItem *) g_ptr_array_index (items, i))->context,
                                      search);
  return n;
}

/* Find and Replace: the options narrow what is listed, the matches are
 * highlighted in the list and the editor, Replace changes the text being
 * edited and Replace All every text found, each one undoable step. */
static void
test_find_replace (void)
{
  StWindow           *window = open_window ("data/scenarios", "maneuver-basic.xml");
  StHistory          *history = st_window_get_history (window);
  StTranslationsPage *page = open_page (window, "sv");
  StTextSearch        any_case = { "gräns", ST_TEXT_SEARCH_TRANSLATIONS, "sv" };
  StTextSearch        words = { "gräns", ST_TEXT_SEARCH_TRANSLATIONS | ST_TEXT_SEARCH_WHOLE_WORD, "sv" };
  GtkWidget          *bar = st_test_find_named (GTK_WIDGET (page), "replace-bar");
  GtkListBoxRow      *row;
  guint               n_any, n_words;

  int min_width, min_width_with_bar;

  g_assert_nonnull (bar);
  g_assert_false (gtk_widget_get_visible (bar));
  gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "translations.find-replace", NULL));
  st_test_iterate ();
  g_assert_true (gtk_widget_get_visible (bar));
  /* The bar fits where the page does: it never widens a narrow window. */
  gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_HORIZONTAL, -1, &min_width_with_bar, NULL, NULL,
                      NULL);
  g_test_message ("page minimum width %d px, %d px with the bar", min_width, min_width_with_bar);
  g_assert_cmpint (min_width_with_bar, <=, min_width);

  search_for (page, "gräns");
  n_any = n_matching (window, &any_case);
  n_words = n_matching (window, &words);
  g_assert_cmpuint (n_words, >, 1);
  g_assert_cmpuint (n_any, >, n_words);
  g_assert_cmpuint (n_listed (page), ==, n_any);
  /* Matches in the list: the translation column, not the English source
   * (the search is in this translation). */
  row = row_of (page, "edge-type/border/name");
  g_assert_nonnull (gtk_label_get_attributes (g_object_get_data (G_OBJECT (row), "translation")));
  g_assert_null (gtk_label_get_attributes (g_object_get_data (G_OBJECT (row), "source")));

  /* Whole words: "gränsen", "gränsar" no longer count. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (named (page, "whole-words")), TRUE);
  st_test_iterate ();
  g_assert_cmpuint (n_listed (page), ==, n_words);
  /* Match case: "gräns" is not "Gräns". */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (named (page, "match-case")), TRUE);
  st_test_iterate ();
  g_assert_false (gtk_widget_get_child_visible (GTK_WIDGET (row_of (page, "edge-type/border/name"))));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (named (page, "match-case")), FALSE);
  st_test_iterate ();

  /* In the editor. */
  st_translations_page_select_text (page, "edge-type/border/name");
  st_test_iterate ();
  g_assert_true (has_tag_at (page->translation_view, "search-match", 0));

  /* Replace: the text being edited, one step. */
  gtk_editable_set_text (GTK_EDITABLE (named (page, "replace-with")), "Gränslinje");
  screenshot (window, "translation-find-replace.png");
  g_signal_emit_by_name (named (page, "replace"), "clicked");
  st_test_iterate ();
  g_assert_cmpstr (translation (window, "edge-type/border/name", "sv"), ==, "Gränslinje");
  g_assert_cmpuint (st_history_get_n_steps (history), ==, 1);
  g_assert_cmpstr (st_history_get_undo_label (history), ==, "Replace");

  /* Replace All: every other whole word, one step; Undo takes it all back. */
  gtk_editable_set_text (GTK_EDITABLE (named (page, "replace-with")), "GRÄNS");
  g_signal_emit_by_name (named (page, "replace-all"), "clicked");
  st_test_iterate ();
  g_assert_cmpuint (st_history_get_n_steps (history), ==, 2);
  g_assert_cmpstr (st_history_get_undo_label (history), ==, "Replace All");
  g_assert_cmpuint (
      n_matching (window, &(StTextSearch){ "GRÄNS",
                                           ST_TEXT_SEARCH_TRANSLATIONS | ST_TEXT_SEARCH_WHOLE_WORD
                                               | ST_TEXT_SEARCH_MATCH_CASE,
                                           "sv" }),
      ==, n_words - 1);
  /* The sources and the other languages are untouched. */
  g_assert_cmpstr (
      st_text_get_source (*st_scenario_find_text (st_window_get_scenario (window), "edge-type/border/name")),
      ==, "Border");
  g_assert_cmpstr (translation (window, "edge-type/border/name", "fi"), ==, "Raja");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  st_test_iterate ();
  g_assert_cmpuint (n_matching (window, &words), ==, n_words - 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  st_test_iterate ();
  g_assert_cmpuint (n_matching (window, &words), ==, n_words);
  g_assert_false (st_history_get_modified (history));

  /* Sources: "border" is found in the English, and highlighted there. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (named (page, "replace-scope")), 2);
  search_for (page, "border");
  row = row_of (page, "edge-type/border/name");
  g_assert_true (gtk_widget_get_child_visible (GTK_WIDGET (row)));
  g_assert_nonnull (gtk_label_get_attributes (g_object_get_data (G_OBJECT (row), "source")));
  g_assert_null (gtk_label_get_attributes (g_object_get_data (G_OBJECT (row), "translation")));

  /* Hidden, the bar's options no longer apply: the search finds places and
   * ids as before. */
  st_translations_search_show (page, FALSE);
  search_for (page, "edge-type/border");
  g_assert_true (gtk_widget_get_child_visible (GTK_WIDGET (row_of (page, "edge-type/border/name"))));
  close_window (window);
}

/* The translation field underlines misspelt words in the translation's
 * language and offers the dictionary's words; without a dictionary a quiet
 * note says spelling is not checked. */
static void
test_spelling (void)
{
  StWindow           *window = open_window ("data/scenarios", "maneuver-basic.xml");
  StTranslationsPage *page = open_page (window, "sv");
  g_autofree char    *text = NULL;
  gboolean            found = FALSE;

  if (st_spell_get ("sv") == NULL)
    {
      g_test_skip ("no Swedish spelling dictionary installed");
      close_window (window);
      return;
    }
  st_translations_page_select_text (page, "edge-type/border/name");
  st_test_iterate ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (page->spell_note)));
  type_into (page->translation_view, " förbamd");
  st_spell_view_recheck (page->translation_view);
  g_assert_false (has_tag_at (page->translation_view, "misspelt", 1));
  g_assert_true (has_tag_at (page->translation_view, "misspelt", 7));
  screenshot (window, "translation-spelling.png");

  /* The context menu's suggestions for the word (a few tries: Hunspell
   * stops suggesting after a time limit on a busy machine). */
  for (int attempt = 0; attempt < 5 && !found; attempt++)
    {
      g_autoptr (GMenuModel) menu = st_spell_view_menu_at (page->translation_view, strlen ("Gräns för"));
      GMenuModel *suggestions;

      g_assert_nonnull (menu);
      suggestions = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);
      for (int i = 0; i < g_menu_model_get_n_items (suggestions); i++)
        {
          g_autofree char *label = NULL;
          g_menu_model_get_item_attribute (suggestions, i, G_MENU_ATTRIBUTE_LABEL, "s", &label);
          found |= g_strcmp0 (label, "förband") == 0;
        }
      g_object_unref (suggestions);
    }
  g_assert_true (found);
  g_assert_null (st_spell_view_menu_at (page->translation_view, 1));
  g_assert_true (
      gtk_widget_activate_action (GTK_WIDGET (page->translation_view), "spell.replace", "s", "förband"));
  st_test_iterate ();
  text = buffer_text (page->translation_view);
  g_assert_cmpstr (text, ==, "Gräns förband");
  g_assert_cmpstr (translation (window, "edge-type/border/name", "sv"), ==, "Gräns förband");
  st_spell_view_recheck (page->translation_view);
  g_assert_false (has_tag_at (page->translation_view, "misspelt", 7));

  /* A language with no dictionary: nothing underlined, a note. */
  st_translations_page_add_language (page, "tlh");
  st_test_iterate ();
  g_assert_cmpstr (st_translations_page_get_language (page), ==, "tlh");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (page->spell_note)));
  type_into (page->translation_view, "förbamd");
  st_spell_view_recheck (page->translation_view);
  g_assert_false (has_tag_at (page->translation_view, "misspelt", 1));
  close_window (window);
}

/* The rules text is spelt in the language it is written in: English for the
 * sources of maneuver-basic. */
static void
test_rules_spelling (void)
{
  StWindow        *window;
  GtkWidget       *page;
  GtkTextView     *view;
  g_autofree char *text = NULL;
  int              offset;

  if (st_spell_get ("en") == NULL)
    {
      g_test_skip ("no English spelling dictionary installed");
      return;
    }
  window = open_window ("data/scenarios", "maneuver-basic.xml");
  st_window_set_visible_part (window, "rules");
  st_test_iterate ();
  page = page_of (window, ST_TYPE_RULES_PAGE);
  g_assert_cmpstr (st_rules_page_get_language (ST_RULES_PAGE (page)), ==, "en");
  view = GTK_TEXT_VIEW (st_test_find_type (page, GTK_TYPE_TEXT_VIEW));
  text = buffer_text (view);
  offset = g_utf8_strlen (text, -1);
  type_into (view, " The zone of controll.");
  st_spell_view_recheck (view);
  g_assert_false (has_tag_at (view, "misspelt", offset + 2));
  g_assert_true (has_tag_at (view, "misspelt", offset + (int) strlen (" The zone of c")));
  close_window (window);
}

/* The content language picked for a file comes back when it opens again;
 * another file keeps its own. */
static void
test_content_language_remembered (void)
{
  StWindow *window = open_window ("data/scenarios", "maneuver-basic.xml");

  g_assert_cmpstr (st_window_get_content_language (window), ==, "en");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.content-language", "s", "fi"));
  st_test_iterate ();
  g_assert_cmpstr (st_window_get_content_language (window), ==, "fi");
  close_window (window);

  window = open_window ("data/scenarios", "manoeuvre.xml");
  g_assert_cmpstr (st_window_get_content_language (window), ==, "en");
  close_window (window);

  window = open_window ("data/scenarios", "maneuver-basic.xml");
  g_assert_cmpstr (st_window_get_content_language (window), ==, "fi");
  {
    g_autofree char *remembered = st_window_remembered_content_language (window);
    g_assert_cmpstr (remembered, ==, "fi");
  }
  close_window (window);
}

/* The context of the text with the longest translation into lang. */
static const char *
longest (StWindow *window, const char *lang)
{
  g_autoptr (GPtrArray) items = st_scenario_list_texts (st_window_get_scenario (window));
  const char *best = NULL;
  gsize       best_len = 0;

  for (guint i = 0; i < items->len; i++)
    {
      const StTextItem *item = g_ptr_array_index (items, i);
      const char       *value = st_text_get_exact (*item->slot, lang);
      if (value != NULL && strlen (value) > best_len)
        {
          best_len = strlen (value);
          best = g_intern_string (item->context);
        }
    }
  return best;
}

/* The translation field is as tall as its text (up to a limit, then it
 * scrolls): a rules body is not written through a slit. */
static void
test_editor_grows (void)
{
  StWindow           *window = open_window ("data/scenarios", "maneuver-basic.xml");
  StTranslationsPage *page = open_page (window, "sv");
  GtkWidget          *field = gtk_widget_get_parent (GTK_WIDGET (page->translation_view));
  int                 short_height, long_height;

  st_translations_page_select_text (page, "edge-type/border/name");
  st_test_iterate ();
  st_test_wait_drawn (GTK_WIDGET (window), 2);
  short_height = gtk_widget_get_height (field);
  st_translations_page_select_text (page, longest (window, "sv"));
  st_test_iterate ();
  st_test_wait_drawn (GTK_WIDGET (window), 2);
  long_height = gtk_widget_get_height (field);
  g_test_message ("translation field: %d px for one word, %d px for a rules body", short_height, long_height);
  g_assert_cmpint (short_height, ==, 90);
  g_assert_cmpint (long_height, >=, short_height + 100);
  g_assert_cmpint (long_height, <=, 360);
  screenshot (window, "translation-long-text.png");
  close_window (window);
}

/* A language menu's tooltip goes while its list is open: it was shown just
 * where the first language is. */
static void
test_menu_tooltip (void)
{
  StWindow           *window = open_window ("data/scenarios", "maneuver-basic.xml");
  StTranslationsPage *page = open_page (window, "sv");
  GtkWidget          *dropdown = GTK_WIDGET (page->language_dropdown);
  GtkWidget          *popover = st_test_find_type (dropdown, GTK_TYPE_POPOVER);

  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_has_tooltip (dropdown));
  gtk_popover_popup (GTK_POPOVER (popover));
  st_test_iterate ();
  g_assert_false (gtk_widget_get_has_tooltip (dropdown));
  gtk_popover_popdown (GTK_POPOVER (popover));
  st_test_iterate ();
  g_assert_true (gtk_widget_get_has_tooltip (dropdown));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (dropdown), ==, "Language of the translation");
  close_window (window);
}

int
main (int argc, char **argv)
{
  translation_fixture_init (&argc, &argv);
  g_test_add_func ("/app/workbench/copy-source", test_copy_source);
  g_test_add_func ("/app/workbench/find-replace", test_find_replace);
  g_test_add_func ("/app/workbench/spelling", test_spelling);
  g_test_add_func ("/app/workbench/rules-spelling", test_rules_spelling);
  g_test_add_func ("/app/workbench/content-language-remembered", test_content_language_remembered);
  g_test_add_func ("/app/workbench/editor-grows", test_editor_grows);
  g_test_add_func ("/app/workbench/menu-tooltip", test_menu_tooltip);
  return g_test_run ();
}
