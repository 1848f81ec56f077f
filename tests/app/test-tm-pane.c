/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "core/st-scenario-io.h"
#include "core/st-texts.h"
#include "st-glossary-view.h"
#include "st-tm-pane.h"
#include "st-translations-page.h"

#include "app-test-util.h"
#include "translation-fixture.h"

/* The translation memory and glossary in the workbench: a copy of
 * maneuver-advanced.xml without the Swedish translation of a text it shares
 * with maneuver-basic; the suggestions pane offers the bundled translation at
 * 100 %, Ctrl+1 inserts it as one undoable step, the glossary's terms are
 * highlighted in the source and a translation without them is warned of. */

typedef struct
{
  char *context;
  char *translation; /* the bundled Swedish translation */
} Shared;

/* A rules text of maneuver-advanced whose source and Swedish translation
 * maneuver-basic has too, with a glossary term in it. */
static Shared
find_shared (StScenario *advanced, StScenario *basic)
{
  g_autoptr (GPtrArray) items = st_scenario_list_texts (advanced);
  Shared shared = { 0 };

  for (guint i = 0; i < items->len && shared.context == NULL; i++)
    {
      const StTextItem *item = g_ptr_array_index (items, i);
      const StText     *text = *item->slot;
      StText          **other = st_scenario_find_text (basic, item->context);
      g_autoptr (GArray) hits = NULL;

      if (!g_str_has_prefix (item->context, "rules/") || other == NULL || *other == NULL
          || g_strcmp0 (st_text_get_source (text), st_text_get_source (*other)) != 0
          || st_text_get_exact (*other, "sv") == NULL)
        continue;
      hits = st_glossary_find (st_glossary_view_get_bundled (), st_text_get_source (text), "en", NULL, "sv");
      if (hits->len == 0)
        continue;
      shared.context = g_strdup (item->context);
      shared.translation = g_strdup (st_text_get_exact (*other, "sv"));
    }
  g_assert_nonnull (shared.context);
  return shared;
}

/* Whether the user's memory file names data (an origin). */
static gboolean
memory_file_names (gpointer data)
{
  g_autofree char *path = st_tm_default_path ();
  g_autofree char *contents = NULL;

  return g_file_get_contents (path, &contents, NULL, NULL) && strstr (contents, data) != NULL;
}

/* Runs the action Ctrl+n is bound to in the translation field, as the key
 * would (GTK has no way to send a key to a widget in-process). */
static gboolean
press_ctrl_digit (GtkWidget *view, guint n)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (view);
  g_autoptr (GtkShortcutTrigger) trigger = gtk_keyval_trigger_new (GDK_KEY_0 + n, GDK_CONTROL_MASK);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint s = 0; s < g_list_model_get_n_items (G_LIST_MODEL (controller)); s++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), s);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), trigger))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, view,
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  return FALSE;
}

static void
test_suggestion_inserted (void)
{
  g_autofree char *advanced_path = st_test_source_path ("data/scenarios", "maneuver-advanced.xml");
  g_autofree char *basic_path = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (StScenario) advanced = st_scenario_load_file (advanced_path, NULL, NULL);
  g_autoptr (StScenario) basic = st_scenario_load_file (basic_path, NULL, NULL);
  g_autofree char *dir = g_dir_make_tmp ("st-tm-pane-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "advanced-copy.xml", NULL);
  g_autoptr (GError) error = NULL;
  Shared              shared = find_shared (advanced, basic);
  StWindow           *window;
  StTranslationsPage *page;
  GtkTextView        *editor;
  StTmPane           *pane;
  GtkWidget          *row, *warning, *source;
  StText            **slot;

  g_assert_true (st_text_remove (*st_scenario_find_text (advanced, shared.context), "sv"));
  g_assert_true (st_scenario_save_file (advanced, path, &error));
  g_assert_no_error (error);

  window = open_window_at (path);
  /* Opening it recorded its translations in the user's memory, written off
   * the main thread. */
  {
    g_autoptr (GArray) recorded = g_array_new (FALSE, FALSE, sizeof (StTmMatch));
    StText *title = *st_scenario_find_text (advanced, "metadata/title");

    st_tm_lookup (st_tm_memory_get (), "en", st_text_get_source (title), "sv", 100, recorded);
    g_assert_cmpuint (recorded->len, ==, 1);
    g_assert_cmpstr (g_array_index (recorded, StTmMatch, 0).unit->origin, ==, "advanced-copy.xml");
    g_assert_true (g_array_index (recorded, StTmMatch, 0).unit->stored);
    g_assert_true (st_test_wait_until (memory_file_names, "advanced-copy.xml", 10));
  }
  st_window_set_visible_part (window, "translations");
  st_test_iterate ();
  page = ST_TRANSLATIONS_PAGE (page_of (window, ST_TYPE_TRANSLATIONS_PAGE));
  g_assert_cmpstr (st_translations_page_get_language (page), ==, "sv");
  st_translations_page_select_text (page, shared.context);
  st_test_iterate ();
  editor = st_translations_page_get_editor (page);
  pane = ST_TM_PANE (st_test_find_named (GTK_WIDGET (page), "tm-pane"));
  g_assert_nonnull (pane);

  /* The bundled translation first, at 100 %, from a bundled scenario. */
  g_assert_cmpuint (st_tm_pane_get_n_suggestions (pane), >=, 1);
  row = st_test_find_named (GTK_WIDGET (pane), "suggestion-1");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_mapped (row));
  {
    GtkWidget  *meta = gtk_widget_get_first_child (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)));
    GtkWidget  *text = gtk_widget_get_next_sibling (meta);
    const char *label = gtk_label_get_text (GTK_LABEL (meta));

    g_assert_nonnull (strstr (label, "100"));
    g_assert_true (strstr (label, "maneuver-basic.xml") != NULL
                   || strstr (label, "maneuver-advanced.xml") != NULL);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (text)), ==, shared.translation);
  }

  /* The source's glossary terms are highlighted and listed. */
  source = st_test_find_named (GTK_WIDGET (page), "editor-source");
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (source)), "<span underline=\"single\""));
  g_assert_true (gtk_widget_get_visible (st_test_find_named (GTK_WIDGET (pane), "glossary-terms")));
  screenshot (window, "translation-memory.png");

  /* Ctrl+1 puts it in the field: one undoable step. */
  gtk_widget_grab_focus (GTK_WIDGET (editor));
  g_assert_true (press_ctrl_digit (GTK_WIDGET (editor), 1));
  st_test_iterate ();
  {
    g_autofree char *typed = buffer_text (editor);
    g_assert_cmpstr (typed, ==, shared.translation);
  }
  slot = st_scenario_find_text (st_window_get_scenario (window), shared.context);
  g_assert_cmpstr (st_text_get_exact (*slot, "sv"), ==, shared.translation);
  g_assert_cmpstr (st_history_get_undo_label (st_window_get_history (window)), ==, "Translate Text");
  /* What the field holds is no longer suggested; a key past the list does
   * nothing. */
  g_assert_false (press_ctrl_digit (GTK_WIDGET (editor), 9) && st_tm_pane_get_n_suggestions (pane) < 9);

  /* A translation without the glossary's terms gets the soft warning; the
   * bundled one had none to show. */
  warning = st_test_find_named (GTK_WIDGET (pane), "glossary-warning");
  g_assert_nonnull (warning);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (editor), "Något helt annat.", -1);
  st_test_iterate ();
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (warning)));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (warning)), "“"));
  screenshot (window, "glossary-warning.png");

  /* Undo: the translation goes again. */
  while (st_history_can_undo (st_window_get_history (window)))
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
      st_test_iterate ();
    }
  slot = st_scenario_find_text (st_window_get_scenario (window), shared.context);
  g_assert_null (st_text_get_exact (*slot, "sv"));

  close_window (window);
  g_remove (path);
  g_rmdir (dir);
  g_free (shared.context);
  g_free (shared.translation);
}

/* The Memory menu's action opens its file dialog (named for an export); it
 * is cancelled. */
static void
open_and_cancel (GtkWidget *button, const char *action)
{
  GtkFileChooser *chooser;

  g_assert_true (gtk_widget_activate_action (button, action, NULL));
  st_test_iterate ();
  chooser = file_dialog ();
  g_assert_nonnull (chooser);
  if (g_str_equal (action, "tm.export"))
    {
      g_autofree char *name = gtk_file_chooser_get_current_name (chooser);
      g_assert_cmpstr (name, ==, "sandtable-memory.tmx");
    }
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  g_assert_true (wait_until (dialog_gone, NULL));
}

static AdwMessageDialog *
message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

/* The Translations page's Memory menu opens its file dialogs; Export writes the user's memory as
 * TMX, Import adds a TMX file's translations (the next lookup finds them),
 * and a hostile file is refused in a dialog at its line. */
static void
test_menu (void)
{
  StWindow        *window = open_window ("data/scenarios", "manoeuvre.xml");
  g_autofree char *dir = g_dir_make_tmp ("st-tm-menu-XXXXXX", NULL);
  g_autofree char *exported = g_build_filename (dir, "carried.tmx", NULL);
  g_autofree char *imported = g_build_filename (dir, "other.tmx", NULL);
  g_autofree char *hostile = g_build_filename (dir, "hostile.tmx", NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GArray) matches = g_array_new (FALSE, FALSE, sizeof (StTmMatch));
  AdwMessageDialog *dialog;
  GtkWidget        *button;

  st_window_set_visible_part (window, "translations");
  st_test_iterate ();
  button = st_test_find_named (page_of (window, ST_TYPE_TRANSLATIONS_PAGE), "translation-memory-menu");
  g_assert_nonnull (button);
  g_assert_cmpint (g_menu_model_get_n_items (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button))), ==,
                   2);

  open_and_cancel (button, "tm.export");
  open_and_cancel (button, "tm.import");
  g_assert_true (st_tm_memory_export (button, exported));
  g_assert_true (g_file_get_contents (exported, &contents, NULL, NULL));
  g_assert_true (
      g_str_has_prefix (contents, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tmx version=\"1.4\">"));

  g_assert_true (g_file_set_contents (imported,
                                      "<tmx version=\"1.4\"><header srclang=\"en\"/><body><tu>"
                                      "<tuv xml:lang=\"en\"><seg>Zzyzx marches on</seg></tuv>"
                                      "<tuv xml:lang=\"sv\"><seg>Zzyzx marscherar vidare</seg></tuv>"
                                      "</tu></body></tmx>",
                                      -1, NULL));
  g_assert_true (st_tm_memory_import (button, imported));
  g_assert_null (message_dialog ());
  st_tm_lookup (st_tm_memory_get (), "en", "Zzyzx marches on", "sv", 100, matches);
  g_assert_cmpuint (matches->len, ==, 1);
  g_assert_cmpstr (g_array_index (matches, StTmMatch, 0).unit->origin, ==, "other.tmx");

  g_assert_true (
      g_file_set_contents (hostile, "<tmx>\n<body><tu><tuv><seg/></tuv></tu></body></tmx>", -1, NULL));
  g_assert_false (st_tm_memory_import (button, hostile));
  st_test_iterate ();
  dialog = message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "hostile.tmx:2:11: error:"));
  gtk_window_destroy (GTK_WINDOW (dialog));

  close_window (window);
  g_remove (exported);
  g_remove (imported);
  g_remove (hostile);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  int status;

  translation_fixture_init (&argc, &argv);
  /* The memory starts empty: what a test finds there, it put there. */
  {
    g_autofree char *memory = st_tm_default_path ();
    g_remove (memory);
  }
  g_test_add_func ("/app/tm/suggestion-inserted", test_suggestion_inserted);
  g_test_add_func ("/app/tm/menu", test_menu);

  status = g_test_run ();
  st_tm_memory_clear ();
  st_glossary_view_clear_bundled ();
  g_clear_object (&app);
  return status;
}
