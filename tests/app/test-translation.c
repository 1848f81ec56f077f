/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-locale.h"
#include "core/st-scenario-io.h"
#include "core/st-texts.h"
#include "render/st-card-render.h"
#include "st-application.h"
#include "st-board-page.h"
#include "st-board-view.h"
#include "st-deck-page.h"
#include "st-rules-page.h"
#include "st-translations-page.h"
#include "st-window.h"

#include "app-test-util.h"

/* Writing and translating in a real window, in-process: a rules section
 * written in the rules editor, a text translated in the translation
 * workspace, the content language switched, and each undone. With
 * SANDTABLE_SCREENSHOT_DIR set, the tests also save what the window showed. */

static StApplication *app;

static StWindow *
open_window (const char *dir, const char *name)
{
  g_autofree char *path = st_test_source_path (dir, name);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  StWindow *window = g_object_ref (st_window_new (app));

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 860);
  gtk_window_present (GTK_WINDOW (window));
  st_test_wait_mapped (GTK_WIDGET (window));
  g_assert_true (st_window_load_file (window, file));
  st_test_iterate ();
  return window;
}

static void
close_window (StWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  st_test_iterate ();
  g_assert_finalize_object (window);
}

static GtkWidget *
page_of (StWindow *window, GType type)
{
  GtkWidget *page = st_test_find_type (GTK_WIDGET (window), type);

  g_assert_nonnull (page);
  return page;
}

static gboolean
count_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (*(int *) data)++;
  return G_SOURCE_CONTINUE;
}

/* Waits until the window has drawn n frames, so that it has a picture. */
static void
wait_frames (GtkWidget *widget, int n)
{
  int    frames = 0;
  guint  id = gtk_widget_add_tick_callback (widget, count_frame, &frames, NULL);
  gint64 deadline = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;

  gtk_widget_queue_draw (widget);
  while (frames < n && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  gtk_widget_remove_tick_callback (widget, id);
}

/* What the window draws, as a PNG, when screenshots were asked for. */
static void
screenshot (StWindow *window, const char *name)
{
  const char *dir = g_getenv ("SANDTABLE_SCREENSHOT_DIR");
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GtkSnapshot) snapshot = NULL;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  int              width = gtk_widget_get_width (GTK_WIDGET (window));
  int              height = gtk_widget_get_height (GTK_WIDGET (window));

  if (dir == NULL)
    return;
  wait_frames (GTK_WIDGET (window), 3);
  paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL)
    {
      /* The window had nothing drawn yet: a screenshot is a by-product. */
      g_test_message ("no screenshot %s: nothing drawn", name);
      return;
    }
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

static void
click (GtkWidget *widget, const char *button)
{
  GtkWidget *found = st_test_find_button (widget, button);

  g_assert_nonnull (found);
  g_assert_true (gtk_widget_is_sensitive (found));
  g_signal_emit_by_name (found, "clicked");
  st_test_iterate ();
}

static char *
buffer_text (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter    start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static void
type_into (GtkTextView *view, const char *text)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter    end;

  /* One character at a time, as typing does: each is a commit. */
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gtk_text_buffer_get_end_iter (buffer, &end);
      gtk_text_buffer_insert (buffer, &end, p, (int) (g_utf8_next_char (p) - p));
    }
  st_test_iterate ();
}

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
  g_assert_cmpstr (st_history_get_undo_label (history), ==, "Translate Text");
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

/* The content language: what the board, the card faces and the rules page
 * show follows it; a title written in it is a translation, and undoing that
 * edit leaves the content language as it was. */
static void
test_content_language (void)
{
  StWindow             *window = open_window ("data/scenarios", "manoeuvre.xml");
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
  row = gtk_list_box_get_row_at_index (
      GTK_LIST_BOX (st_test_find_type (GTK_WIDGET (rules), GTK_TYPE_LIST_BOX)), 0);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))), ==, "Overview");

  /* Writing the title there translates it; the section list shows it. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "Översikt");
  st_test_iterate ();
  section = g_ptr_array_index (st_window_get_scenario (window)->rules, 0);
  g_assert_cmpstr (st_text_get_exact (section->title, "sv"), ==, "Översikt");
  g_assert_cmpstr (st_text_get_source (section->title), ==, "Overview");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))), ==, "Översikt");

  /* Undone: the title is untranslated again, in the same content language. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  st_test_iterate ();
  g_assert_false (st_history_can_undo (history));
  g_assert_cmpstr (st_window_get_content_language (window), ==, "sv");
  g_assert_cmpstr (st_rules_page_get_language (rules), ==, "sv");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))), ==, "Overview");

  /* A language without a translation of a text falls back to its source. */
  st_window_set_content_language (window, "de");
  st_test_iterate ();
  g_clear_pointer (&card_sv, g_free);
  card_sv = st_card_title (st_window_get_scenario (window), card, NULL);
  g_assert_cmpstr (card_sv, ==, "Aurelian Guard");

  close_window (window);
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
  StWindow           *window = open_window ("data/scenarios", "manoeuvre.xml");
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
  g_assert_cmpstr (st_history_get_undo_label (history), ==, "Rename Deck");
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

/* The file dialog a page opened (GTK's own: the tests have no portal). */
static GtkFileChooser *
file_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_FILE_CHOOSER (window);
    }
  return NULL;
}

/* Iterates until done says so, for up to 5 s: a file dialog checks the file
 * it is given before it answers. */
static gboolean
wait_until (gboolean (*done) (gpointer), gpointer data)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (!done (data) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  return done (data);
}

static gboolean
file_exists (gpointer path)
{
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

static gboolean
dialog_gone (gpointer data)
{
  return file_dialog () == NULL;
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
  g_autofree char *po = g_build_filename (dir, "sv.po", NULL);
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

  /* Export Translation offers sv.po in the document's folder. */
  g_signal_emit_by_name (st_test_find_named (GTK_WIDGET (page), "export"), "clicked");
  st_test_iterate ();
  dialog = file_dialog ();
  g_assert_nonnull (dialog);
  {
    g_autoptr (GFile) folder = gtk_file_chooser_get_current_folder (dialog);
    g_autofree char *folder_path = g_file_get_path (folder);
    g_autofree char *name = gtk_file_chooser_get_current_name (dialog);

    g_assert_cmpstr (folder_path, ==, dir);
    g_assert_cmpstr (name, ==, "sv.po");
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

/* Removing a language is one step, and a toast says how many translations
 * went, with Undo. */
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
  g_assert_cmpstr (st_history_get_undo_label (history), ==, "Remove Language");
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
  st_scenario_unref (before);

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

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sandtable-test-bus", TRUE);
  /* SANDTABLE_TEST_LANGUAGE=sv runs the tests with the interface in Swedish,
   * from the catalogue of the build tree (st_locale_init()). */
  g_setenv ("LANGUAGE", g_getenv ("SANDTABLE_TEST_LANGUAGE") ? g_getenv ("SANDTABLE_TEST_LANGUAGE") : "C",
            TRUE);
  if (g_getenv ("SANDTABLE_BUILD_ROOT") != NULL)
    {
      g_autofree char *schema_dir = g_build_filename (g_getenv ("SANDTABLE_BUILD_ROOT"), "data", NULL);
      g_setenv ("GSETTINGS_SCHEMA_DIR", schema_dir, FALSE);
    }
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  st_locale_init ();

  gtk_test_init (&argc, &argv, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  app = st_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/app/rules/write-section", test_write_rules_section);
  g_test_add_func ("/app/translations/translate-text", test_translate_text);
  g_test_add_func ("/app/translations/content-language", test_content_language);
  g_test_add_func ("/app/translations/outdated-filter", test_outdated_filter);
  g_test_add_func ("/app/translations/pick-language", test_pick_language);
  g_test_add_func ("/app/translations/deck-name", test_deck_name);
  g_test_add_func ("/app/translations/po-round-trip", test_po_round_trip);
  g_test_add_func ("/app/translations/remove-language", test_remove_language);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
