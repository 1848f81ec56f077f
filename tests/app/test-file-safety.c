/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "core/st-file-save.h"
#include "core/st-scenario-io.h"

#include "st-deck-page-private.h"
#include "st-play-page-private.h"
#include "st-window-private.h"

#include "app-test-util.h"

/* The app's side of issue 15, in-process: Save on a failing disk (with
 * tests/core/fault-shim.c preloaded, see tests/app/meson.build) keeps the
 * file byte for byte and says so in a dialog whose body does not repeat its
 * heading; an illegal action of a saved play-test is named by FILE:LINE:COL on
 * the Play page; the deck page's file dialogs open in the document's folder
 * with the document's name. */

typedef struct
{
  StWindow *window;
  char     *dir;
  char     *path;
} Fixture;

/* Opens text, saved as name in a folder of its own, in a shown window. */
static void
fixture_open_text (Fixture *f, const char *name, const char *text)
{
  g_autoptr (GFile) file = NULL;

  f->dir = g_dir_make_tmp ("sandtable-safety-XXXXXX", NULL);
  f->path = g_build_filename (f->dir, name, NULL);
  g_assert_true (g_file_set_contents (f->path, text, -1, NULL));
  f->window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1400, 900);
  gtk_window_present (GTK_WINDOW (f->window));
  file = g_file_new_for_path (f->path);
  g_assert_true (st_window_load_file (f->window, file));
  st_test_iterate ();
}

/* A copy of a bundled scenario in canonical form. */
static void
fixture_open (Fixture *f, const char *bundled_name)
{
  g_autofree char *file = g_strconcat (bundled_name, ".xml", NULL);
  g_autofree char *bundled = st_test_source_path ("data/scenarios", file);
  g_autoptr (StScenario) scenario = st_scenario_load_file (bundled, NULL, NULL);
  g_autofree char *text = NULL;

  g_assert_nonnull (scenario);
  text = st_scenario_to_xml (scenario, NULL);
  fixture_open_text (f, file, text);
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
fixture_close (Fixture *f)
{
  StHistory *history = st_window_get_history (f->window);

  if (history != NULL)
    st_history_mark_saved (history);
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_object_unref (f->window);
  st_test_iterate ();
  remove_dir (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

/* The message dialogs shown, newest last. */
static GPtrArray *
message_dialogs (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GPtrArray  *dialogs = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        g_ptr_array_add (dialogs, window);
    }
  return dialogs;
}

static void
close_message_dialogs (void)
{
  g_autoptr (GPtrArray) dialogs = message_dialogs ();

  for (guint i = 0; i < dialogs->len; i++)
    gtk_window_destroy (g_ptr_array_index (dialogs, i));
  st_test_iterate ();
}

static gboolean
shim_loaded (void)
{
  const char *preload = g_getenv ("LD_PRELOAD");

  return preload != NULL && strstr (preload, "fault-shim") != NULL;
}

static guint
count_litter (const char *dir, const char *target_name)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  g_autofree char *prefix = st_file_save_temp_prefix (target_name);
  const char      *name;
  guint            n = 0;

  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, prefix))
      n++;
  return n;
}

/* Save with the disk failing at each step: the file stays byte for byte, the
 * work stays unsaved, and a dialog says so. Its heading names the file; its
 * body says what failed and why, as a sentence, without the heading's words
 * or the file's path. */
static void
test_save_under_faults (void)
{
  static const char *const faults[] = { "write", "short-write", "fsync", "close", "rename" };
  Fixture                  f = { 0 };
  g_autofree char         *before = NULL;

  if (!shim_loaded ())
    {
      g_test_skip ("tests/core/fault-shim.c is not preloaded");
      return;
    }
  fixture_open (&f, "maneuver-basic");
  g_assert_true (g_file_get_contents (f.path, &before, NULL, NULL));
  {
    g_autoptr (StScenario) work = st_history_begin (st_window_get_history (f.window));
    st_text_set (work->title, work->lang, "Retitled Before a Failing Save");
    g_assert_true (st_history_commit (st_window_get_history (f.window), work, "Rename", NULL));
  }

  for (guint i = 0; i < G_N_ELEMENTS (faults); i++)
    {
      g_autoptr (GPtrArray) dialogs = NULL;
      g_autofree char  *now = NULL;
      AdwMessageDialog *dialog;
      const char       *heading, *body;

      g_setenv ("ST_FAULT", faults[i], TRUE);
      g_setenv ("ST_FAULT_DIR", f.dir, TRUE);
      gtk_widget_activate_action (GTK_WIDGET (f.window), "win.save", NULL);
      st_test_wait_saved (st_window_get_document (f.window));
      g_unsetenv ("ST_FAULT");
      g_unsetenv ("ST_FAULT_DIR");
      st_test_iterate ();

      g_assert_true (g_file_get_contents (f.path, &now, NULL, NULL));
      g_assert_cmpstr (now, ==, before);
      g_assert_cmpuint (count_litter (f.dir, "maneuver-basic.xml"), ==, 0);
      g_assert_true (st_history_get_modified (st_window_get_history (f.window)));

      dialogs = message_dialogs ();
      g_assert_cmpuint (dialogs->len, ==, 1);
      dialog = g_ptr_array_index (dialogs, 0);
      heading = adw_message_dialog_get_heading (dialog);
      body = adw_message_dialog_get_body (dialog);
      g_test_message ("%s: “%s” / “%s”", faults[i], heading, body);
      g_assert_nonnull (strstr (heading, "maneuver-basic.xml"));
      g_assert_null (strstr (body, f.dir));
      g_assert_null (strstr (body, "maneuver-basic.xml"));
      g_assert_true (g_unichar_isupper (g_utf8_get_char (body)));
      g_assert_true (g_str_has_suffix (body, "."));
      if (i == 0)
        st_test_shoot ("save-error-full-disk");
      close_message_dialogs ();
    }

  /* The disk works again: Save writes the work. */
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.save", NULL);
  st_test_wait_saved (st_window_get_document (f.window));
  st_test_iterate ();
  g_assert_false (st_history_get_modified (st_window_get_history (f.window)));
  {
    g_autoptr (StScenario) saved = st_scenario_load_file (f.path, NULL, NULL);
    g_assert_nonnull (saved);
    g_assert_cmpstr (st_scenario_get_title (saved), ==, "Retitled Before a Failing Save");
  }
  close_message_dialogs ();
  fixture_close (&f);
}

/* An illegal action in a saved play-test: Resume names where it is in the
 * file (it said only "Action 3 of the saved play-test"). */
static void
test_playtest_error_location (void)
{
  g_autofree char *bundled = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autofree char *text = NULL;
  g_autofree char *with_playtest = NULL;
  g_autofree char *expected = NULL;
  const char      *shown;
  Fixture          f = { 0 };
  int              line = 1;

  g_assert_true (g_file_get_contents (bundled, &text, NULL, NULL));
  *strstr (text, "</scenario>") = '\0';
  with_playtest = g_strconcat (text,
                               "  <playtest seed=\"7\">\n"
                               "    <action>end-phase</action>\n"
                               "    <action>end-phase</action>\n"
                               "      <action>move blue-capital-1 4,2-4,3</action>\n"
                               "  </playtest>\n</scenario>\n",
                               NULL);
  for (const char *c = with_playtest; c < strstr (with_playtest, "      <action>move"); c++)
    line += *c == '\n';
  fixture_open_text (&f, "illegal.xml", with_playtest);

  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.play", NULL);
  st_test_iterate ();
  g_assert_true (gtk_widget_get_visible (f.window->play_page->resume_button));
  gtk_widget_activate_action (GTK_WIDGET (f.window->play_page), "play.resume", NULL);
  st_test_iterate ();
  shown = gtk_label_get_text (f.window->play_page->setup_error_label);
  g_test_message ("%s", shown);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f.window->play_page->setup_error_label)));
  expected = g_strdup_printf ("illegal.xml:%d:7: ", line);
  g_assert_true (g_str_has_prefix (shown, expected));
  st_test_shoot ("play-test-error-location");
  fixture_close (&f);
}

/* The file chooser GTK shows for a GtkFileChooserNative without a portal, or
 * NULL (a portal shows its own). */
static GtkFileChooser *
shown_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (GTK_IS_FILE_CHOOSER_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_FILE_CHOOSER (window);
    }
  return NULL;
}

/* CSV export and import, PDF export and printing open in the document's
 * folder (as Save As does) with the document's and the deck's name. */
static void
test_deck_dialogs (void)
{
  Fixture          f = { 0 };
  StDeckPage      *page;
  g_autofree char *csv = NULL;
  g_autofree char *pdf = NULL;
  g_autoptr (GFile) folder = NULL;
  g_autoptr (GFile) dir = NULL;
  g_autoptr (GtkPrintOperation) operation = NULL;
  GtkPrintSettings *settings;
  g_autofree char  *dir_uri = NULL;
  const char *const actions[] = { "deck.export-csv", "deck.import-csv", "deck.export-pdf" };

  fixture_open (&f, "manoeuvre");
  st_window_set_visible_part (f.window, "decks");
  st_test_iterate ();
  page = ST_DECK_PAGE (f.window->deck_page);
  st_page_ensure_built (ST_PAGE (page));
  st_test_iterate ();

  dir = g_file_new_for_path (f.dir);
  folder = st_deck_page_suggest_folder (page);
  g_assert_nonnull (folder);
  g_assert_true (g_file_equal (folder, dir));
  csv = st_deck_page_suggest_file_name (page, ".csv");
  pdf = st_deck_page_suggest_file_name (page, "-cards.pdf");
  g_assert_cmpstr (csv, ==, "manoeuvre-aurelia-deck.csv");
  g_assert_cmpstr (pdf, ==, "manoeuvre-aurelia-deck-cards.pdf");

  operation = st_deck_page_new_print_operation (page);
  g_assert_nonnull (operation);
  settings = gtk_print_operation_get_print_settings (operation);
  g_assert_nonnull (settings);
  dir_uri = g_file_get_uri (dir);
  g_assert_cmpstr (gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_DIR), ==, dir_uri);
  g_assert_cmpstr (gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME), ==,
                   "manoeuvre-aurelia-deck-cards");

  /* The choosers themselves, where GTK shows its own dialog. */
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      GtkFileChooser *chooser;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), actions[i], NULL));
      st_test_iterate ();
      chooser = shown_chooser ();
      if (chooser == NULL)
        {
          g_test_message ("%s: no GTK file chooser dialog to look at (a portal?)", actions[i]);
          continue;
        }
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      {
        g_autoptr (GFile) current = gtk_file_chooser_get_current_folder (chooser);
        g_assert_nonnull (current);
        g_assert_true (g_file_equal (current, dir));
        if (i != 1)
          {
            g_autofree char *name = gtk_file_chooser_get_current_name (chooser);
            g_assert_cmpstr (name, ==, i == 0 ? csv : pdf);
          }
        gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
      }
      G_GNUC_END_IGNORE_DEPRECATIONS
      st_test_iterate ();
    }
  fixture_close (&f);
}

int
main (int argc, char **argv)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      printf ("1..0 # SKIP no display\n");
      return 0;
    }

  /* Autosaves go to a state directory of the test's own (GLib reads it once). */
  g_autofree char *state = g_dir_make_tmp ("sandtable-state-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  /* No OpenGL: Mesa's one-time set-up would show as a leak under ASan. */
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  /* The deck dialogs show GTK's file chooser. */
  st_test_without_session_bus ();

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/file-safety/save-under-faults", test_save_under_faults);
  g_test_add_func ("/app/file-safety/playtest-error-location", test_playtest_error_location);
  g_test_add_func ("/app/file-safety/deck-dialogs", test_deck_dialogs);

  return g_test_run ();
}
