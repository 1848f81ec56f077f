/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-texts.h"
#include "render/st-card-render.h"
#include "st-board-page.h"
#include "st-board-view.h"
#include "st-deck-page.h"
#include "st-rules-page.h"
#include "st-translations-page.h"

#include "app-test-util.h"
#include "translation-fixture.h"

/* A window's content language, in-process: what the board, card faces and
 * the rules page show; picking it from the language menus as a person does;
 * a name (the deck's) written in it. With SANDTABLE_SCREENSHOT_DIR set, the
 * tests also save what the window showed. */

/* What the board names under the middle of the view, hovered afresh. */
static char *
hover_middle (StWindow *window)
{
  StBoardView *view = st_board_page_get_view (ST_BOARD_PAGE (page_of (window, ST_TYPE_BOARD_PAGE)));

  st_board_view_hover_at (view, 0, 0);
  st_board_view_hover_at (view, gtk_widget_get_width (GTK_WIDGET (view)) / 2.0,
                          gtk_widget_get_height (GTK_WIDGET (view)) / 2.0);
  return g_strdup (st_board_view_get_hover_text (view));
}

/* The terrain type whose name in lang (NULL: its source) text names. */
static const StTerrain *
terrain_named (StScenario *scenario, const char *text, const char *lang)
{
  for (guint i = 0; i < scenario->terrains->len; i++)
    {
      const StTerrain *terrain = g_ptr_array_index (scenario->terrains, i);
      const char *name = lang ? st_text_get_exact (terrain->name, lang) : st_text_get_source (terrain->name);

      if (name != NULL && strstr (text, name) != NULL)
        return terrain;
    }
  return NULL;
}

/* manoeuvre.xml with its Swedish overview title taken out (the bundled
 * rules are translated into Swedish), in a temporary folder. */
static char *
untranslated_overview (void)
{
  g_autofree char *source = st_test_source_path ("data/scenarios", "manoeuvre.xml");
  g_autofree char *dir = g_dir_make_tmp ("sandtable-content-XXXXXX", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GString) copy = NULL;
  char       *path = g_build_filename (dir, "manoeuvre.xml", NULL);
  const char *title = "<title xml:lang=\"sv\">Översikt</title>";

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  copy = g_string_new (text);
  g_assert_cmpuint (g_string_replace (copy, title, "", 1), ==, 1);
  g_assert_true (g_file_set_contents (path, copy->str, -1, NULL));
  return path;
}

static void
remove_copy (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The content language: what the board, the card faces and the rules page
 * show follows it; a title written in it is a translation, and undoing that
 * edit leaves the content language as it was. */
static void
test_content_language (void)
{
  g_autofree char      *path = untranslated_overview ();
  StWindow             *window = open_window_at (path);
  StHistory            *history = st_window_get_history (window);
  StScenario           *scenario = st_window_get_scenario (window);
  const StCard         *card = g_ptr_array_index (st_scenario_find_deck (scenario, "aurelia-deck")->cards, 0);
  StRulesPage          *rules;
  GtkEntry             *entry;
  GtkListBoxRow        *row;
  const StTerrain      *terrain = NULL;
  g_autofree char      *hover_en = NULL, *hover_sv = NULL;
  g_autofree char      *card_en = NULL, *card_sv = NULL;
  const StRulesSection *section;

  /* Under LANGUAGE=C the window starts in the document language. */
  g_assert_cmpstr (st_window_get_content_language (window), ==, "en");
  st_window_set_visible_part (window, "board");
  st_test_iterate ();
  hover_en = hover_middle (window);
  terrain = terrain_named (scenario, hover_en, NULL);
  g_assert_nonnull (terrain);
  card_en = st_card_title (scenario, card, NULL);
  g_assert_cmpstr (card_en, ==, "Aurelian Guard");

  /* In Swedish: the board names the same square's terrain in Swedish, the
   * card face its unit. */
  st_window_set_content_language (window, "sv");
  st_test_iterate ();
  hover_sv = hover_middle (window);
  /* (The view may have moved a little: the sidebar's texts changed too.) */
  terrain = terrain_named (st_window_get_scenario (window), hover_sv, "sv");
  g_assert_nonnull (terrain);
  g_assert_null (strstr (hover_sv, st_text_get_source (terrain->name)));
  card_sv = st_card_title (st_window_get_scenario (window), card, NULL);
  g_assert_cmpstr (card_sv, ==, "Aureliska gardet");
  screenshot (window, "board-in-swedish.png");

  /* The rules page shows Swedish, with the source as the hint of a title
   * not yet translated. */
  st_window_set_visible_part (window, "rules");
  st_test_iterate ();
  rules = ST_RULES_PAGE (page_of (window, ST_TYPE_RULES_PAGE));
  g_assert_cmpstr (st_rules_page_get_language (rules), ==, "sv");
  st_rules_page_select_section (rules, "overview");
  st_test_iterate ();
  entry = GTK_ENTRY (st_test_find_type (GTK_WIDGET (rules), GTK_TYPE_ENTRY));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  g_assert_cmpstr (gtk_entry_get_placeholder_text (entry), ==, "Overview");
  /* The section list numbers the sections (generated, not typed). */
  row = gtk_list_box_get_row_at_index (
      GTK_LIST_BOX (st_test_find_type (GTK_WIDGET (rules), GTK_TYPE_LIST_BOX)), 0);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))), ==, "1. Overview");

  /* Writing the title there translates it; the section list shows it. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "Översikt");
  st_test_iterate ();
  section = g_ptr_array_index (st_window_get_scenario (window)->rules, 0);
  g_assert_cmpstr (st_text_get_exact (section->title, "sv"), ==, "Översikt");
  g_assert_cmpstr (st_text_get_source (section->title), ==, "Overview");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))), ==, "1. Översikt");

  /* Undone: the title is untranslated again, in the same content language. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  st_test_iterate ();
  g_assert_false (st_history_can_undo (history));
  g_assert_cmpstr (st_window_get_content_language (window), ==, "sv");
  g_assert_cmpstr (st_rules_page_get_language (rules), ==, "sv");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))), ==, "1. Overview");

  /* A language without a translation of a text falls back to its source. */
  st_window_set_content_language (window, "de");
  st_test_iterate ();
  g_clear_pointer (&card_sv, g_free);
  card_sv = st_card_title (st_window_get_scenario (window), card, NULL);
  g_assert_cmpstr (card_sv, ==, "Aurelian Guard");

  close_window (window);
  remove_copy (path);
}

/* The position of lang among a drop-down's languages, as the page lists them. */
static guint
language_position (GStrv languages, const char *lang)
{
  for (guint i = 0; languages[i] != NULL; i++)
    if (g_str_equal (languages[i], lang))
      return i;
  g_assert_not_reached ();
}

/* Picks position of a drop-down through its open menu, as a click or Up and
 * Return do: the menu's list selects the row, then activates it. */
static void
activate_in_popup (GtkDropDown *dropdown, guint position)
{
  GtkWidget *popover = st_test_find_type (GTK_WIDGET (dropdown), GTK_TYPE_POPOVER);
  GtkWidget *list = st_test_find_type (GTK_WIDGET (dropdown), GTK_TYPE_LIST_VIEW);

  g_assert_nonnull (popover);
  g_assert_nonnull (list);
  gtk_popover_popup (GTK_POPOVER (popover));
  st_test_iterate ();
  g_assert_true (gtk_widget_activate_action (list, "list.select-item", "(ubb)", position, FALSE, FALSE));
  g_assert_true (gtk_widget_activate_action (list, "list.activate-item", "u", position));
  st_test_iterate ();
  g_assert_false (gtk_widget_get_visible (popover));
}

/* Choosing a language from the Rules page's Language menu and the
 * Translations page's "Translate into" menu, through the drop-downs
 * themselves (the tests run with fatal warnings: a warning fails them). */
static void
test_pick_language (void)
{
  g_autofree char    *path = untranslated_overview ();
  StWindow           *window = open_window_at (path);
  StRulesPage        *rules;
  StTranslationsPage *translations;
  GtkDropDown        *dropdown;
  GtkEntry           *entry;
  g_auto (GStrv) languages = NULL;
  const StRulesSection *section = g_ptr_array_index (st_window_get_scenario (window)->rules, 0);

  st_window_set_visible_part (window, "rules");
  st_test_iterate ();
  rules = ST_RULES_PAGE (page_of (window, ST_TYPE_RULES_PAGE));
  languages = st_rules_page_dup_languages (rules);
  dropdown = GTK_DROP_DOWN (st_test_find_named (GTK_WIDGET (rules), "language"));
  g_assert_nonnull (dropdown);

  /* As the user's selection sets it. */
  gtk_drop_down_set_selected (dropdown, language_position (languages, "sv"));
  st_test_iterate ();
  g_assert_cmpstr (st_window_get_content_language (window), ==, "sv");
  g_assert_cmpstr (st_rules_page_get_language (rules), ==, "sv");
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdown), ==, language_position (languages, "sv"));
  /* The title entry is the Swedish title's, with the source as the hint
   * while it has none. */
  entry = GTK_ENTRY (st_test_find_type (GTK_WIDGET (rules), GTK_TYPE_ENTRY));
  g_assert_null (st_text_get_exact (section->title, "sv"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  g_assert_cmpstr (gtk_entry_get_placeholder_text (entry), ==, st_text_get_source (section->title));

  /* Through the open menu, as a click or the keyboard picks. */
  activate_in_popup (dropdown, language_position (languages, "en"));
  g_assert_cmpstr (st_window_get_content_language (window), ==, "en");
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdown), ==, language_position (languages, "en"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, st_text_get_source (section->title));

  /* The Translations page's "Translate into", with a second translation. */
  st_window_set_visible_part (window, "translations");
  st_test_iterate ();
  translations = ST_TRANSLATIONS_PAGE (page_of (window, ST_TYPE_TRANSLATIONS_PAGE));
  st_translations_page_add_language (translations, "de");
  st_test_iterate ();
  g_assert_cmpstr (st_translations_page_get_language (translations), ==, "de");
  dropdown = GTK_DROP_DOWN (st_test_find_named (GTK_WIDGET (translations), "language"));
  g_assert_nonnull (dropdown);
  for (guint i = 0; i < g_list_model_get_n_items (gtk_drop_down_get_model (dropdown)); i++)
    {
      gtk_drop_down_set_selected (dropdown, i);
      st_test_iterate ();
      g_assert_cmpuint (gtk_drop_down_get_selected (dropdown), ==, i);
    }
  /* sv, fi, then the added de. */
  g_assert_cmpstr (st_translations_page_get_language (translations), ==, "de");
  activate_in_popup (dropdown, 0);
  g_assert_cmpstr (st_translations_page_get_language (translations), ==, "sv");
  activate_in_popup (dropdown, 1);
  g_assert_cmpstr (st_translations_page_get_language (translations), ==, "fi");
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdown), ==, 1);

  close_window (window);
  remove_copy (path);
}

static void
apply_text (GtkWidget *row, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  g_signal_emit_by_name (row, "apply");
  st_test_iterate ();
}

/* What the deck chooser shows for the deck picked. */
static const char *
chooser_label (GtkWidget *page)
{
  GtkDropDown *chooser = GTK_DROP_DOWN (st_test_find_type (page, GTK_TYPE_DROP_DOWN));

  return gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (chooser)),
                                     gtk_drop_down_get_selected (chooser));
}

/* The deck's name is edited on the deck page in the window's content
 * language: a translation there, the source in the document language. */
static void
test_deck_name (void)
{
  StWindow   *window = open_window ("data/scenarios", "manoeuvre.xml");
  StHistory  *history = st_window_get_history (window);
  GtkWidget  *page, *row;
  StDeck     *deck;
  StScenario *before = st_scenario_ref (st_window_get_scenario (window));

  st_window_set_content_language (window, "sv");
  st_window_set_visible_part (window, "decks");
  st_test_iterate ();
  page = page_of (window, ST_TYPE_DECK_PAGE);
  g_assert_cmpstr (st_deck_page_get_deck (ST_DECK_PAGE (page)), ==, "aurelia-deck");
  row = st_test_find_named (page, "deck-name");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_is_sensitive (row));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "Aureliens kortlek");
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "(sv)"));

  /* A translation, written reviewed; the chooser follows. */
  apply_text (row, "Aureliens handlingskort");
  deck = st_scenario_find_deck (st_window_get_scenario (window), "aurelia-deck");
  g_assert_cmpstr (st_text_get_exact (deck->name, "sv"), ==, "Aureliens handlingskort");
  g_assert_cmpstr (st_text_get_source (deck->name), ==, "Aurelian action deck");
  g_assert_false (st_text_is_outdated (deck->name, "sv"));
  g_assert_cmpstr (st_history_get_undo_id (history), ==, "deck.rename");
  g_assert_true (g_str_has_prefix (chooser_label (page), "Aureliens handlingskort"));

  /* In the document language it is the source: only the text changes, and
   * the Swedish name made from the old one is outdated. */
  st_window_set_content_language (window, "en");
  st_test_iterate ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "Aurelian action deck");
  apply_text (row, "Aurelian cards");
  deck = st_scenario_find_deck (st_window_get_scenario (window), "aurelia-deck");
  g_assert_cmpstr (st_text_get_source (deck->name), ==, "Aurelian cards");
  g_assert_true (st_text_is_outdated (deck->name, "sv"));
  g_assert_cmpuint (deck->cards->len, ==, st_scenario_find_deck (before, "aurelia-deck")->cards->len);
  g_assert_true (g_str_has_prefix (chooser_label (page), "Aurelian cards"));
  /* An empty source name is refused, and the row shows the name again. */
  apply_text (row, "");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "Aurelian cards");
  g_assert_cmpuint (st_history_get_n_steps (history), ==, 2);

  /* Both undo to the file as it was. */
  while (st_history_can_undo (history))
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
      st_test_iterate ();
    }
  g_assert_true (st_scenario_equal (st_window_get_scenario (window), before));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "Aurelian action deck");
  st_scenario_unref (before);

  close_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  translation_fixture_init (&argc, &argv);
  g_test_add_func ("/app/content-language/shown", test_content_language);
  g_test_add_func ("/app/content-language/pick", test_pick_language);
  g_test_add_func ("/app/content-language/deck-name", test_deck_name);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
