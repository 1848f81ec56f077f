/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "core/st-scenario-io.h"
#include "core/st-scenario-parts.h"

#include "st-autosave.h"
#include "st-window-private.h"

#include "app-test-util.h"

/* Save writes off the main thread (issue 25): with a scenario near the
 * largest a file may be (ST_SCENARIO_MAX_FILE_SIZE), the window's main loop
 * goes on dispatching while the file is written, the file on disk is at every
 * moment either the old one or the complete new one (never a part), the file
 * watch takes the new file's identity when the write is done (no "changed by
 * another program" bar for our own save), and an edit made during the write
 * stays unsaved. No timing: what the test checks happens in the order the
 * main loop dispatches its sources. */

typedef struct
{
  StWindow   *window;
  char       *dir;
  char       *path;
  char       *old_text;
  gsize       old_length;
  StScenario *written; /* the version Save began with */
  guint       idle_runs; /* idle callbacks dispatched while the save ran */
  guint       idle_id;
  gboolean    seen_partial;
} Fixture;

/* About 30 MiB of rules text in the scenario's language. */
static void
add_bulk_rules (StScenario *scenario)
{
  StRulesSection *section = g_new0 (StRulesSection, 1);
  GString        *body = g_string_new (NULL);
  const char     *paragraph = "Units that end their move next to an enemy must attack it; "
                              "the attacker chooses the order of the battles.\n\n";

  while (body->len < 30 * 1024 * 1024)
    g_string_append (body, paragraph);
  section->id = g_strdup ("bulk");
  section->title = st_text_new_with (scenario->lang, "Bulk");
  section->body = st_text_new_with (scenario->lang, body->str);
  g_ptr_array_add (scenario->rules, section);
  g_string_free (body, TRUE);
}

/* What is at f->path now is the old file or all of the new one. */
static void
check_whole (Fixture *f)
{
  g_autofree char *text = NULL;
  gsize            length = 0;

  g_assert_true (g_file_get_contents (f->path, &text, &length, NULL));
  if (length == f->old_length && memcmp (text, f->old_text, length) == 0)
    return;
  {
    g_autofree char *expected = st_scenario_to_xml (f->written, NULL);

    if (g_strcmp0 (text, expected) != 0)
      f->seen_partial = TRUE;
  }
}

/* Once, at a higher priority than the task's completion: it runs before the
 * write ends only if the main loop goes on while the file is written. */
static gboolean
idle_cb (gpointer data)
{
  Fixture *f = data;

  f->idle_id = 0;
  if (st_document_get_saving (st_window_get_document (f->window)))
    {
      f->idle_runs++;
      check_whole (f);
    }
  return G_SOURCE_REMOVE;
}

static void
test_save_large_off_main_thread (void)
{
  Fixture          f = { 0 };
  g_autofree char *bundled = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (StScenario) small = st_scenario_load_file (bundled, NULL, NULL);
  g_autoptr (GFile) file = NULL;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (StScenario) saved = NULL;
  StHistory *history;
  GtkWidget *bar;

  g_assert_nonnull (small);
  f.dir = g_dir_make_tmp ("sandtable-save-async-XXXXXX", NULL);
  f.path = g_build_filename (f.dir, "large.sandtable.xml", NULL);
  f.old_text = st_scenario_to_xml (small, &f.old_length);
  g_assert_true (g_file_set_contents (f.path, f.old_text, (gssize) f.old_length, NULL));

  f.window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_present (GTK_WINDOW (f.window));
  file = g_file_new_for_path (f.path);
  g_assert_true (st_window_load_file (f.window, file));
  st_test_iterate ();
  history = st_window_get_history (f.window);

  work = st_history_begin (history);
  add_bulk_rules (work);
  g_assert_true (st_history_commit (history, work, "Add Bulk", NULL));
  f.written = st_scenario_ref (st_history_get_scenario (history));

  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.save", NULL);
  /* Save has returned and nothing is written yet: the write is in a thread,
   * and its end is a main-loop source. */
  g_assert_true (st_document_get_saving (st_window_get_document (f.window)));
  g_assert_true (st_history_get_modified (history));
  {
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (f.path, &text, NULL, NULL));
    g_assert_cmpstr (text, ==, f.old_text);
  }
  /* Ahead of the task's completion (G_PRIORITY_DEFAULT). */
  f.idle_id = g_idle_add_full (G_PRIORITY_HIGH, idle_cb, &f, NULL);

  /* An edit while the file is written: the window answers. */
  {
    g_autoptr (StScenario) edit = st_history_begin (history);

    st_text_set (edit->title, edit->lang, "Edited While Saving");
    g_assert_true (st_history_commit (history, edit, "Rename", NULL));
  }

  st_test_wait_saved (st_window_get_document (f.window));
  g_assert_cmpuint (f.idle_runs, >, 0);
  g_assert_false (f.seen_partial);

  /* The file is the whole version Save began with, not the later edit. */
  saved = st_scenario_load_file (f.path, NULL, NULL);
  g_assert_nonnull (saved);
  g_assert_true (st_scenario_equal (saved, f.written));
  /* That edit is still unsaved; undoing it is the saved version. */
  g_assert_true (st_history_get_modified (history));
  g_assert_true (st_history_undo (history));
  g_assert_false (st_history_get_modified (history));

  /* The watch knows the new file as ours: no bar, and a check finds nothing. */
  g_assert_nonnull (f.window->file_watch);
  g_assert_false (st_file_watch_check (f.window->file_watch));
  st_test_run_for (300);
  bar = f.window->file_bar;
  g_assert_true (bar == NULL || !gtk_widget_get_visible (bar));

  {
    g_autoptr (GDir) listing = g_dir_open (f.dir, 0, NULL);
    const char *name;

    /* Nothing beside the file: the temporary was renamed over it. */
    while ((name = g_dir_read_name (listing)) != NULL)
      g_assert_cmpstr (name, ==, "large.sandtable.xml");
  }

  g_clear_handle_id (&f.idle_id, g_source_remove);
  st_history_mark_saved (history);
  gtk_window_destroy (GTK_WINDOW (f.window));
  g_assert_finalize_object (f.window);
  g_unlink (f.path);
  g_rmdir (f.dir);
  st_scenario_unref (f.written);
  g_free (f.old_text);
  g_free (f.path);
  g_free (f.dir);
}

/* A second Save while one runs waits for it, so the last version asked for is
 * the one the file keeps. */
static void
test_save_twice (void)
{
  g_autofree char *bundled = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (StScenario) scenario = st_scenario_load_file (bundled, NULL, NULL);
  g_autofree char *dir = g_dir_make_tmp ("sandtable-save-async-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "twice.sandtable.xml", NULL);
  g_autofree char *text = st_scenario_to_xml (scenario, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (StScenario) saved = NULL;
  StWindow  *window;
  StHistory *history;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (st_window_load_file (window, file));
  st_test_iterate ();
  history = st_window_get_history (window);

  for (int i = 0; i < 2; i++)
    {
      g_autoptr (StScenario) edit = st_history_begin (history);

      st_text_set (edit->title, edit->lang, i == 0 ? "First" : "Second");
      g_assert_true (st_history_commit (history, edit, "Rename", NULL));
      gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
    }
  st_test_wait_saved (st_window_get_document (window));
  /* The queued save has begun when the first ended: wait for it too. */
  st_test_wait_saved (st_window_get_document (window));
  g_assert_false (st_history_get_modified (history));
  saved = st_scenario_load_file (path, NULL, NULL);
  g_assert_cmpstr (st_scenario_get_title (saved), ==, "Second");

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* Whether window is still one of the application's windows (a closed one is
 * not, though the test's reference keeps the object). */
static gboolean
is_open (GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) item = g_list_model_get_item (toplevels, i);

      if (item == window)
        return TRUE;
    }
  return FALSE;
}

/* Ctrl+S then Ctrl+Q: closing while the save runs asked "Save Changes?",
 * since the history reads as modified until the write ends (the end-to-end
 * test met it on a loaded machine). Closing waits for the save instead, and
 * the window closes without a question once the work is on disk. */
static void
test_close_while_saving (void)
{
  g_autofree char *bundled = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (StScenario) scenario = st_scenario_load_file (bundled, NULL, NULL);
  g_autofree char *dir = g_dir_make_tmp ("sandtable-save-async-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "close.sandtable.xml", NULL);
  g_autofree char *text = st_scenario_to_xml (scenario, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (StScenario) saved = NULL;
  g_autoptr (StScenario) edit = NULL;
  StWindow  *window;
  StHistory *history;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (st_window_load_file (window, file));
  st_test_iterate ();
  history = st_window_get_history (window);
  edit = st_history_begin (history);
  st_text_set (edit->title, edit->lang, "Closed while saving");
  g_assert_true (st_history_commit (history, edit, "Rename", NULL));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  g_assert_true (st_document_get_saving (st_window_get_document (window)));
  gtk_window_close (GTK_WINDOW (window));
  g_assert_null (st_test_find_message_dialog ());
  g_assert_true (is_open (GTK_WINDOW (window)));

  st_test_wait_saved (st_window_get_document (window));
  st_test_iterate ();
  g_assert_null (st_test_find_message_dialog ());
  g_assert_false (is_open (GTK_WINDOW (window)));
  saved = st_scenario_load_file (path, NULL, NULL);
  g_assert_cmpstr (st_scenario_get_title (saved), ==, "Closed while saving");

  g_assert_finalize_object (window);
  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
autosave_idle (gpointer data)
{
  return !st_autosave_get_writing (data);
}

/* The autosave timer's write runs in a thread too; a copy that lands after the
 * work was saved (discarded) is removed, so no false "Unsaved Work" is left. */
static void
test_autosave_async (void)
{
  g_autofree char *bundled = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (StScenario) scenario = st_scenario_load_file (bundled, NULL, NULL);
  g_autoptr (StHistory) history = st_history_new (scenario);
  g_autoptr (StAutosave) autosave = st_autosave_new (history, NULL);
  g_autoptr (StScenario) edit = st_history_begin (history);
  g_autoptr (GError) error = NULL;

  st_text_set (edit->title, edit->lang, "Autosaved");
  g_assert_true (st_history_commit (history, edit, "Rename", NULL));

  g_assert_true (st_autosave_write_async (autosave, &error));
  g_assert_no_error (error);
  g_assert_true (st_autosave_get_writing (autosave));
  g_assert_true (st_test_wait_until (autosave_idle, autosave, 60));
  {
    g_autoptr (StScenario) copy = st_scenario_load_file (st_autosave_get_path (autosave), NULL, NULL);

    g_assert_nonnull (copy);
    g_assert_cmpstr (st_scenario_get_title (copy), ==, "Autosaved");
  }

  /* Nothing new: no second write. */
  g_assert_true (st_autosave_write_async (autosave, &error));
  g_assert_false (st_autosave_get_writing (autosave));

  {
    g_autoptr (StScenario) again = st_history_begin (history);

    st_text_set (again->title, again->lang, "Autosaved Again");
    g_assert_true (st_history_commit (history, again, "Rename", NULL));
  }
  g_assert_true (st_autosave_write_async (autosave, &error));
  g_assert_true (st_autosave_get_writing (autosave));
  st_autosave_discard (autosave);
  g_assert_true (st_test_wait_until (autosave_idle, autosave, 60));
  g_assert_false (g_file_test (st_autosave_get_path (autosave), G_FILE_TEST_EXISTS));
}

int
main (int argc, char **argv)
{
  /* No GL driver: Mesa's leaks at start would hide ours (LeakSanitizer). */
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/save-async/large-off-main-thread", test_save_large_off_main_thread);
  g_test_add_func ("/app/save-async/twice", test_save_twice);
  g_test_add_func ("/app/save-async/close-while-saving", test_close_while_saving);
  g_test_add_func ("/app/save-async/autosave", test_autosave_async);
  return g_test_run ();
}
