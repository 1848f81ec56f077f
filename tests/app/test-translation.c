/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-scenario-io.h"
#include "core/st-texts.h"
#include "st-application.h"
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
  screenshot (window, "translation-workspace.png");

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

/* The content language: names on the board and the rules follow it, and it
 * survives undoing an edit. */
static void
test_content_language (void)
{
  StWindow    *window = open_window ("data/scenarios", "manoeuvre.xml");
  StScenario  *scenario = st_window_get_scenario (window);
  StSide      *side = g_ptr_array_index (scenario->sides, 0);
  StRulesPage *rules;

  /* Under LANGUAGE=C the window starts in the document language. */
  g_assert_cmpstr (st_window_get_content_language (window), ==, "en");
  g_assert_cmpstr (st_text_get_for_locale (side->name), ==, st_text_get_source (side->name));

  st_window_set_content_language (window, "sv");
  st_test_iterate ();
  g_assert_cmpstr (st_text_get_for_locale (side->name), ==, st_text_get_exact (side->name, "sv"));
  st_window_set_visible_part (window, "rules");
  st_test_iterate ();
  rules = ST_RULES_PAGE (page_of (window, ST_TYPE_RULES_PAGE));
  g_assert_cmpstr (st_rules_page_get_language (rules), ==, "sv");
  st_window_set_visible_part (window, "board");
  st_test_iterate ();
  screenshot (window, "board-in-swedish.png");

  /* A language without a translation of a text falls back to its source. */
  st_window_set_content_language (window, "de");
  g_assert_cmpstr (st_text_get_for_locale (side->name), ==, st_text_get_source (side->name));

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

  filter = GTK_DROP_DOWN (st_test_find_named (GTK_WIDGET (page), "filter"));
  gtk_drop_down_set_selected (filter, 2); /* Outdated */
  st_test_iterate ();
  g_assert_true (listed (page, "terrain/hills/name"));
  g_assert_false (listed (page, "terrain/woods/name"));
  g_assert_false (listed (page, "metadata/title"));
  gtk_drop_down_set_selected (filter, 1); /* Untranslated */
  st_test_iterate ();
  g_assert_false (listed (page, "terrain/hills/name"));
  g_assert_true (listed (page, "terrain/woods/name"));

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
  g_setenv ("LANGUAGE", "C", TRUE);
  if (g_getenv ("SANDTABLE_BUILD_ROOT") != NULL)
    {
      g_autofree char *schema_dir = g_build_filename (g_getenv ("SANDTABLE_BUILD_ROOT"), "data", NULL);
      g_setenv ("GSETTINGS_SCHEMA_DIR", schema_dir, FALSE);
    }
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

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

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
