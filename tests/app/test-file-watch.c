/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE /* waitpid under -std=c11 */
#include "config.h"

#include <adwaita.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "core/st-file-save.h"
#include "core/st-lint.h"
#include "core/st-scenario-io.h"

#include "st-autosave.h"
#include "st-file-watch.h"
#include "st-window-private.h"

#include "app-test-util.h"

/* Someone else changed the file (issue 21), in-process: another program
 * replaces the open scenario; the window shows a bar as soon as it is seen;
 * Save asks and writes nothing until told to; Reload shows the other version
 * (undoably) and Keep Mine writes the window's; recovered autosaved work is
 * checked against the original as it was when autosaved; a read-only file is
 * replaced only when the user says so; and the autosave folder loses the
 * temporary files of killed autosaves at start. */

typedef struct
{
  StWindow *window;
  char     *dir;
  char     *path;
  char     *original; /* the file's text when opened */
} Fixture;

static char *
scenario_text (const char *title)
{
  g_autofree char *bundled = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (StScenario) scenario = st_scenario_load_file (bundled, NULL, NULL);

  g_assert_nonnull (scenario);
  if (title != NULL)
    st_text_set (scenario->title, scenario->lang, title);
  return st_scenario_to_xml (scenario, NULL);
}

static StWindow *
new_window (void)
{
  StWindow *window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
fixture_open (Fixture *f)
{
  g_autoptr (GFile) file = NULL;

  f->dir = g_dir_make_tmp ("sandtable-watch-XXXXXX", NULL);
  f->path = g_build_filename (f->dir, "clash.xml", NULL);
  f->original = scenario_text ("As Opened");
  g_assert_true (g_file_set_contents (f->path, f->original, -1, NULL));
  f->window = new_window ();
  file = g_file_new_for_path (f->path);
  g_assert_true (st_window_load_file (f->window, file));
  st_test_iterate ();
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
close_window (StWindow *window)
{
  StHistory *history = st_window_get_history (window);

  if (history != NULL)
    st_history_mark_saved (history);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  st_test_iterate ();
}

static void
fixture_close (Fixture *f)
{
  close_window (f->window);
  remove_dir (f->dir);
  g_free (f->path);
  g_free (f->dir);
  g_free (f->original);
}

static void
edit_title (StWindow *window, const char *title)
{
  g_autoptr (StScenario) work = st_history_begin (st_window_get_history (window));

  st_text_set (work->title, work->lang, title);
  g_assert_true (st_history_commit (st_window_get_history (window), work, "Rename", NULL));
}

/* Another program saves the file as editors do: a new file renamed over it. */
static void
replace_on_disk (const char *path, const char *text)
{
  g_autofree char *temp = g_strconcat (path, ".other-program~", NULL);

  g_assert_true (g_file_set_contents (temp, text, -1, NULL));
  g_assert_cmpint (g_rename (temp, path), ==, 0);
}

/* Another program writes the file in place (same inode). */
static void
write_in_place (const char *path, const char *text)
{
  FILE *out = fopen (path, "w");

  g_assert_nonnull (out);
  g_assert_cmpint (fputs (text, out), >=, 0);
  g_assert_cmpint (fclose (out), ==, 0);
}

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until done (window) holds, for up to 5 s. */
static gboolean
wait_until (gboolean (*done) (StWindow *window), StWindow *window)
{
  gboolean timed_out = FALSE;
  guint    id = g_timeout_add (5000, timeout_cb, &timed_out);

  while (!timed_out && !done (window))
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return !timed_out;
}

static gboolean
bar_shown (StWindow *window)
{
  return window->file_bar != NULL && gtk_widget_get_visible (window->file_bar);
}

static gboolean
reload_hidden (StWindow *window)
{
  return window->file_bar != NULL && !gtk_widget_get_visible (window->file_bar_reload);
}

/* Until the bar shows: the file monitor reported the change. */
static gboolean
wait_for_bar (StWindow *window)
{
  return wait_until (bar_shown, window);
}

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

/* The one message dialog shown; NULL when none is. */
static AdwMessageDialog *
the_dialog (void)
{
  g_autoptr (GPtrArray) dialogs = message_dialogs ();

  g_assert_cmpuint (dialogs->len, <=, 1);
  return dialogs->len == 1 ? g_ptr_array_index (dialogs, 0) : NULL;
}

static void
respond (AdwMessageDialog *dialog, const char *response)
{
  g_assert_true (adw_message_dialog_has_response (dialog, response));
  /* Held while it answers, which may close it. */
  g_object_ref (dialog);
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  st_test_iterate ();
}

static char *
contents (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static const char *
title_of (StWindow *window)
{
  return st_scenario_get_title (st_history_get_scenario (st_window_get_history (window)));
}

/* Another program replaces the open file: the bar says so, with Reload, Keep
 * Mine and Save As. The window's own saves do not show it. */
static void
test_change_shows_bar (void)
{
  Fixture          f = { 0 };
  g_autofree char *theirs = scenario_text ("Changed Elsewhere");

  fixture_open (&f);
  g_assert_false (bar_shown (f.window));

  /* Our own save is not someone else's change. */
  edit_title (f.window, "Saved Here");
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.save", NULL);
  st_test_wait_saved (st_window_get_document (f.window));
  st_test_iterate ();
  g_assert_null (the_dialog ());
  g_assert_false (st_history_get_modified (st_window_get_history (f.window)));
  st_test_run_for (300);
  g_assert_false (bar_shown (f.window));

  replace_on_disk (f.path, theirs);
  g_assert_true (wait_for_bar (f.window));
  g_assert_nonnull (strstr (gtk_label_get_text (f.window->file_bar_label), "clash.xml"));
  g_assert_true (gtk_widget_get_visible (f.window->file_bar_reload));
  g_assert_nonnull (st_test_find_button (f.window->file_bar, "_Keep Mine"));
  g_assert_nonnull (st_test_find_button (f.window->file_bar, "Save _As…"));
  st_test_shoot ("file-changed-bar");

  /* Removed: no Reload, Keep Mine writes it back. */
  g_assert_cmpint (g_unlink (f.path), ==, 0);
  g_assert_true (wait_until (reload_hidden, f.window));
  g_assert_true (st_file_watch_is_deleted (f.window->file_watch));
  g_assert_true (bar_shown (f.window));
  g_signal_emit_by_name (st_test_find_button (f.window->file_bar, "_Keep Mine"), "clicked");
  st_test_iterate ();
  st_test_wait_saved (st_window_get_document (f.window));
  g_assert_null (the_dialog ());
  g_assert_false (bar_shown (f.window));
  {
    g_autoptr (StScenario) saved = st_scenario_load_file (f.path, NULL, NULL);
    g_assert_nonnull (saved);
    g_assert_cmpstr (st_scenario_get_title (saved), ==, "Saved Here");
  }
  fixture_close (&f);
}

/* Ctrl+S after another program's change asks, and writes nothing until told
 * to; Cancel leaves the other program's file and the unsaved work. */
static void
test_save_asks (void)
{
  Fixture           f = { 0 };
  g_autofree char  *theirs = scenario_text ("Changed Elsewhere");
  AdwMessageDialog *dialog;

  fixture_open (&f);
  edit_title (f.window, "Mine");
  /* Written in place, and saved before any monitor event is handled: the
   * check at save time sees it all the same. */
  write_in_place (f.path, theirs);
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.save", NULL);
  st_test_wait_saved (st_window_get_document (f.window));
  dialog = the_dialog ();
  g_assert_nonnull (dialog);
  g_test_message ("%s / %s", adw_message_dialog_get_heading (dialog), adw_message_dialog_get_body (dialog));
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), "clash.xml"));
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "cancel");
  g_assert_true (adw_message_dialog_has_response (dialog, "save-as"));
  st_test_shoot ("file-changed-save-dialog");
  {
    g_autofree char *now = contents (f.path);
    g_assert_true (g_str_equal (now, theirs));
  }
  respond (dialog, "cancel");
  {
    g_autofree char *now = contents (f.path);
    g_assert_true (g_str_equal (now, theirs));
  }
  g_assert_true (st_history_get_modified (st_window_get_history (f.window)));

  /* Asked again; this time Overwrite. */
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.save", NULL);
  st_test_wait_saved (st_window_get_document (f.window));
  dialog = the_dialog ();
  g_assert_nonnull (dialog);
  respond (dialog, "overwrite");
  g_assert_null (the_dialog ());
  st_test_wait_saved (st_window_get_document (f.window));
  g_assert_false (st_history_get_modified (st_window_get_history (f.window)));
  {
    g_autoptr (StScenario) saved = st_scenario_load_file (f.path, NULL, NULL);
    g_assert_cmpstr (st_scenario_get_title (saved), ==, "Mine");
  }
  /* And then saving is quiet again. */
  edit_title (f.window, "Mine Again");
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.save", NULL);
  st_test_wait_saved (st_window_get_document (f.window));
  st_test_iterate ();
  g_assert_null (the_dialog ());
  g_assert_false (st_history_get_modified (st_window_get_history (f.window)));
  st_test_run_for (300);
  g_assert_false (bar_shown (f.window));
  fixture_close (&f);
}

/* Reload shows the other program's version, saved; Undo brings the window's
 * version back, unsaved. Keep Mine writes the window's version. */
static void
test_reload_and_keep (void)
{
  Fixture          f = { 0 };
  g_autofree char *theirs = scenario_text ("Changed Elsewhere");
  g_autofree char *theirs2 = scenario_text ("Changed Again");

  fixture_open (&f);
  edit_title (f.window, "Mine");
  replace_on_disk (f.path, theirs);
  g_assert_true (wait_for_bar (f.window));
  g_signal_emit_by_name (f.window->file_bar_reload, "clicked");
  st_test_iterate ();
  g_assert_cmpstr (title_of (f.window), ==, "Changed Elsewhere");
  g_assert_false (st_history_get_modified (st_window_get_history (f.window)));
  g_assert_false (bar_shown (f.window));
  g_assert_true (st_history_undo (st_window_get_history (f.window)));
  g_assert_cmpstr (title_of (f.window), ==, "Mine");
  g_assert_true (st_history_get_modified (st_window_get_history (f.window)));
  {
    g_autofree char *now = contents (f.path);
    g_assert_true (g_str_equal (now, theirs));
  }

  /* Changed again; Keep Mine. */
  replace_on_disk (f.path, theirs2);
  g_assert_true (wait_for_bar (f.window));
  g_signal_emit_by_name (st_test_find_button (f.window->file_bar, "_Keep Mine"), "clicked");
  st_test_iterate ();
  st_test_wait_saved (st_window_get_document (f.window));
  g_assert_null (the_dialog ());
  g_assert_false (bar_shown (f.window));
  g_assert_false (st_history_get_modified (st_window_get_history (f.window)));
  {
    g_autoptr (StScenario) saved = st_scenario_load_file (f.path, NULL, NULL);
    g_assert_cmpstr (st_scenario_get_title (saved), ==, "Mine");
  }
  fixture_close (&f);
}

/* An identity written into an autosave and read back names the same file,
 * whatever the digits of its modification time: the nanoseconds are written
 * zero-padded, and "081824283" once read back as octal 0, so recovered work
 * reported a change nobody made about one time in ten. */
static void
test_identity_round_trip (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-watch-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "timed.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  const long nsecs[] = { 0, 5, 81824283, 99999999, 100000000, 999999999 };

  g_assert_true (g_file_set_contents (path, "<x/>", -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (nsecs); i++)
    {
      struct timespec  times[2] = { { 1796441593, nsecs[i] }, { 1796441593, nsecs[i] } };
      g_autofree char *identity = NULL;

      g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
      {
        g_autoptr (StFileWatch) watch = st_file_watch_new (file);
        identity = st_file_watch_dup_identity (watch);
      }
      {
        g_autoptr (StFileWatch) again = st_file_watch_new_with_identity (file, identity);
        g_autofree char *round_trip = st_file_watch_dup_identity (again);

        g_assert_cmpstr (round_trip, ==, identity);
        g_assert_false (st_file_watch_check (again));
      }
    }
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Writes an autosave as a crashed session would have left it: the work, and a
 * description naming the original with its identity then. */
static char *
plant_recovery (const char *original_path, const char *work_title, const char *identity)
{
  g_autofree char *dir = st_autosave_dup_dir ();
  g_autofree char *id = g_uuid_string_random ();
  g_autofree char *xml_name = g_strconcat (id, ".xml", NULL);
  g_autofree char *info_name = g_strconcat (id, ".info", NULL);
  g_autofree char *info_path = g_build_filename (dir, info_name, NULL);
  g_autofree char *work = scenario_text (work_title);
  g_autofree char *uri = g_filename_to_uri (original_path, NULL, NULL);
  g_autoptr (GKeyFile) info = g_key_file_new ();
  g_autofree char *data = NULL;
  char            *xml_path = g_build_filename (dir, xml_name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (xml_path, work, -1, NULL));
  g_key_file_set_string (info, "Autosave", "original", uri);
  if (identity != NULL)
    g_key_file_set_string (info, "Autosave", "identity", identity);
  g_key_file_set_string (info, "Autosave", "title", work_title);
  g_key_file_set_int64 (info, "Autosave", "time", g_get_real_time () / G_USEC_PER_SEC);
  data = g_key_file_to_data (info, NULL, NULL);
  g_assert_true (g_file_set_contents (info_path, data, -1, NULL));
  return xml_path;
}

/* Recovered work whose original another program changed after the autosave:
 * the bar shows at once and Save asks. Recovered work whose original did not
 * change saves without a question. An autosave without an identity (an older
 * one) is not trusted either. */
static void
test_recovery_checks (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-watch-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "recovered.xml", NULL);
  g_autofree char *original = scenario_text ("As Autosaved");
  g_autofree char *theirs = scenario_text ("Changed After The Crash");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *identity = NULL;

  g_assert_true (g_file_set_contents (path, original, -1, NULL));
  {
    g_autoptr (StFileWatch) watch = st_file_watch_new (file);
    identity = st_file_watch_dup_identity (watch);
  }

  for (int round = 0; round < 3; round++)
    {
      g_autofree char  *autosave = plant_recovery (path, "Recovered Work", round == 2 ? NULL : identity);
      StWindow         *window = new_window ();
      AdwMessageDialog *dialog;

      if (round == 1)
        replace_on_disk (path, theirs);
      else if (round == 2)
        g_assert_true (g_file_set_contents (path, original, -1, NULL));
      st_test_iterate ();
      gtk_widget_activate_action (GTK_WIDGET (window), "win.recover", "s", autosave);
      st_test_iterate ();
      g_assert_nonnull (st_window_get_history (window));
      g_assert_cmpstr (title_of (window), ==, "Recovered Work");
      g_assert_true (st_history_get_modified (st_window_get_history (window)));
      /* The bar for the original changed since the autosave (rounds 1 and
       * 2) may follow a monitor event; none when it is unchanged. */
      if (round != 0)
        g_assert_true (wait_until (bar_shown, window));
      else
        g_assert_false (bar_shown (window));

      gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);

      st_test_wait_saved (st_window_get_document (window));
      dialog = the_dialog ();
      if (round == 0)
        {
          g_autoptr (StScenario) saved = st_scenario_load_file (path, NULL, NULL);
          g_assert_null (dialog);
          g_assert_cmpstr (st_scenario_get_title (saved), ==, "Recovered Work");
          /* The next rounds start from the original again. */
          g_assert_true (g_file_set_contents (path, original, -1, NULL));
          g_free (identity);
          {
            g_autoptr (StFileWatch) watch = st_file_watch_new (file);
            identity = st_file_watch_dup_identity (watch);
          }
        }
      else
        {
          g_autofree char *now = contents (path);
          g_assert_nonnull (dialog);
          /* Nothing was written: the file is the other program's (round 1)
           * or the original (round 2). */
          g_assert_true (g_str_equal (now, round == 1 ? theirs : original));
          respond (dialog, "cancel");
          g_free (now);
          now = contents (path);
          g_assert_true (g_str_equal (now, round == 1 ? theirs : original));
          g_assert_true (st_history_get_modified (st_window_get_history (window)));
        }
      close_window (window);
    }
  remove_dir (dir);
}

/* A read-only file: Save asks; Cancel keeps it; Replace writes it, still
 * read-only. */
static void
test_read_only_asks (void)
{
  Fixture           f = { 0 };
  AdwMessageDialog *dialog;
  struct stat       st;

  fixture_open (&f);
  g_assert_cmpint (g_chmod (f.path, 0444), ==, 0);
  edit_title (f.window, "Mine");
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.save", NULL);
  st_test_wait_saved (st_window_get_document (f.window));
  dialog = the_dialog ();
  g_assert_nonnull (dialog);
  g_test_message ("%s / %s", adw_message_dialog_get_heading (dialog), adw_message_dialog_get_body (dialog));
  g_assert_true (adw_message_dialog_has_response (dialog, "replace"));
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "cancel");
  respond (dialog, "cancel");
  {
    g_autofree char *now = contents (f.path);
    g_assert_true (g_str_equal (now, f.original));
  }
  g_assert_true (st_history_get_modified (st_window_get_history (f.window)));

  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.save", NULL);

  st_test_wait_saved (st_window_get_document (f.window));
  dialog = the_dialog ();
  g_assert_nonnull (dialog);
  respond (dialog, "replace");
  g_assert_null (the_dialog ());
  st_test_wait_saved (st_window_get_document (f.window));
  g_assert_false (st_history_get_modified (st_window_get_history (f.window)));
  {
    g_autoptr (StScenario) saved = st_scenario_load_file (f.path, NULL, NULL);
    g_assert_cmpstr (st_scenario_get_title (saved), ==, "Mine");
  }
  g_assert_cmpint (g_stat (f.path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0444);
  fixture_close (&f);
}

/* An autosave killed in the middle left its temporary file in the autosave
 * folder; the next start (which lists what there is to recover) removes it. */
static void
test_stale_autosave_temps (void)
{
  g_autofree char *dir = st_autosave_dup_dir ();
  g_autofree char *uuid = g_uuid_string_random ();
  char            *argv[] = { (char *) "true", NULL };
  g_autofree char *litter = NULL;
  g_autoptr (GPtrArray) recoveries = NULL;
  GPid pid;
  int  status;

  g_assert_true (g_spawn_async (NULL, argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                &pid, NULL));
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  litter = g_strdup_printf ("%s/.%s.xml.sandtable-save-%d-Xy12Zw", dir, uuid, (int) pid);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (litter, "half an autosave", -1, NULL));

  recoveries = st_autosave_list_recoveries ();
  g_assert_false (g_file_test (litter, G_FILE_TEST_EXISTS));
}

/* Saving writes what the window has linted already: the save's reading its
 * text back does not lint it (st_scenario_check_saveable ()), nor does
 * anything the save changes. Reload From Disk lints the version read once:
 * the board page does, the loader not as well. */
static void
test_lint_once (void)
{
  Fixture          f = { 0 };
  g_autofree char *theirs = scenario_text ("Changed Elsewhere");
  guint            before;

  fixture_open (&f);
  edit_title (f.window, "Mine");
  st_test_iterate ();
  before = st_lint_get_n_runs ();
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.save", NULL);
  st_test_wait_saved (st_window_get_document (f.window));
  st_test_iterate ();
  g_assert_false (st_history_get_modified (st_window_get_history (f.window)));
  g_assert_cmpuint (st_lint_get_n_runs () - before, ==, 0);

  replace_on_disk (f.path, theirs);
  g_assert_true (wait_for_bar (f.window));
  before = st_lint_get_n_runs ();
  g_signal_emit_by_name (f.window->file_bar_reload, "clicked");
  st_test_iterate ();
  g_assert_cmpstr (title_of (f.window), ==, "Changed Elsewhere");
  g_assert_cmpuint (st_lint_get_n_runs () - before, ==, 1);
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
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/file-watch/change-shows-bar", test_change_shows_bar);
  g_test_add_func ("/app/file-watch/save-asks", test_save_asks);
  g_test_add_func ("/app/file-watch/reload-and-keep", test_reload_and_keep);
  g_test_add_func ("/app/file-watch/lint-once", test_lint_once);
  g_test_add_func ("/app/file-watch/identity-round-trip", test_identity_round_trip);
  g_test_add_func ("/app/file-watch/recovery-checks", test_recovery_checks);
  g_test_add_func ("/app/file-watch/read-only-asks", test_read_only_asks);
  g_test_add_func ("/app/file-watch/stale-autosave-temps", test_stale_autosave_temps);

  return g_test_run ();
}
