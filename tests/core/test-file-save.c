/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE /* kill, symlink under -std=c11 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/st-file-save.h"

/* Saving never loses a file. This test runs with tests/core/fault-shim.c
 * preloaded (see tests/core/meson.build), which makes write, fsync, close or
 * rename of a save's temporary file fail when ST_FAULT says so: each time the
 * old file must be byte for byte as it was, and no temporary file left. Then
 * the command line's writers under the same faults, and kill -9 in the middle
 * of saves. */

static const char old_text[] = "the old file, which must survive\n";

static gboolean
shim_loaded (void)
{
  const char *preload = g_getenv ("LD_PRELOAD");

  return preload != NULL && strstr (preload, "fault-shim") != NULL;
}

static char *
make_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("st-save-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* Names in dir other than the expected ones: temporary files left behind. */
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

static void
assert_contents (const char *path, const char *expected)
{
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, expected);
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
test_new_and_replace (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "a.xml", NULL);
  g_autoptr (GError) error = NULL;
  struct stat st;
  mode_t      mask = umask (022);

  umask (mask);
  g_assert_true (st_file_save_atomic (path, "one", 3, &error));
  g_assert_no_error (error);
  assert_contents (path, "one");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0666 & ~mask);
  g_assert_true (st_file_save_atomic (path, "two", 3, &error));
  assert_contents (path, "two");
  g_assert_cmpuint (count_litter (dir, "a.xml"), ==, 0);
  remove_dir (dir);
}

/* A private file stays private. */
static void
test_keeps_mode (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "private.xml", NULL);
  g_autoptr (GError) error = NULL;
  struct stat st;

  g_assert_true (g_file_set_contents (path, old_text, -1, NULL));
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_assert_true (st_file_save_atomic (path, "new", 3, &error));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_true (st_file_save_atomic (path, "newer", 5, &error));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);
  remove_dir (dir);
}

/* Saving through a symbolic link replaces the file it points to, and keeps the
 * link (relative and absolute links, a chain of two). */
static void
test_symlink (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *target = g_build_filename (dir, "real.xml", NULL);
  g_autofree char *link = g_build_filename (dir, "link.xml", NULL);
  g_autofree char *link2 = g_build_filename (dir, "link2.xml", NULL);
  g_autoptr (GError) error = NULL;
  struct stat st;

  g_assert_true (g_file_set_contents (target, old_text, -1, NULL));
  g_assert_cmpint (symlink ("real.xml", link), ==, 0);
  g_assert_cmpint (symlink (link, link2), ==, 0);
  g_assert_true (st_file_save_atomic (link2, "through", 7, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (lstat (link2, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  assert_contents (target, "through");
  g_assert_cmpuint (count_litter (dir, "real.xml"), ==, 0);
  g_assert_cmpuint (count_litter (dir, "link2.xml"), ==, 0);
  remove_dir (dir);
}

static GPid
dead_pid (void)
{
  char *argv[] = { (char *) "true", NULL };
  GPid  pid;
  int   status;

  g_assert_true (g_spawn_async (NULL, argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                &pid, NULL));
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  return pid;
}

/* What a killed save left is removed by the next save; a save in progress in a
 * live process is not disturbed. */
static void
test_litter_removed (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "s.xml", NULL);
  g_autofree char *prefix = st_file_save_temp_prefix ("s.xml");
  g_autofree char *dead = g_strdup_printf ("%s/%s%d-abcdef", dir, prefix, (int) dead_pid ());
  g_autofree char *live = g_strdup_printf ("%s/%s%d-ghijkl", dir, prefix, (int) getpid ());
  g_autofree char *other = g_build_filename (dir, ".s.xml.unrelated", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (dead, "litter", -1, NULL));
  g_assert_true (g_file_set_contents (live, "in progress", -1, NULL));
  g_assert_true (g_file_set_contents (other, "not ours", -1, NULL));
  g_assert_true (st_file_save_atomic (path, "x", 1, &error));
  g_assert_false (g_file_test (dead, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (live, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  remove_dir (dir);
}

static void
test_not_a_file (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr (GError) error = NULL;
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "x.xml", NULL);

  g_assert_false (st_file_save_atomic (dir, "x", 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_clear_error (&error);
  g_assert_false (st_file_save_atomic (missing, "x", 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  remove_dir (dir);
}

static const char *const faults[] = { "write", "short-write", "fsync", "close", "rename", NULL };

/* Each failing step leaves the old file as it was and no temporary file. */
static void
test_faults (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "keep.xml", NULL);
  GString         *big = g_string_new (NULL);

  if (!shim_loaded ())
    {
      g_test_skip ("tests/core/fault-shim.c is not preloaded");
      return;
    }
  /* Larger than one write, so that a short write leaves a partial temporary. */
  while (big->len < 100000)
    g_string_append (big, "new contents that must not reach the target\n");
  g_assert_true (g_file_set_contents (path, old_text, -1, NULL));
  for (guint i = 0; faults[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;

      g_setenv ("ST_FAULT", faults[i], TRUE);
      g_setenv ("ST_FAULT_DIR", dir, TRUE);
      g_assert_false (st_file_save_atomic (path, big->str, big->len, &error));
      g_unsetenv ("ST_FAULT");
      g_unsetenv ("ST_FAULT_DIR");
      g_test_message ("%s: %s", faults[i], error ? error->message : "(no error)");
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "The old file is unchanged"));
      assert_contents (path, old_text);
      g_assert_cmpuint (count_litter (dir, "keep.xml"), ==, 0);
    }
  g_string_free (big, TRUE);
  remove_dir (dir);
}

static char *
cli_path (void)
{
  const char *build = g_getenv ("SANDTABLE_BUILD_ROOT");

  return g_build_filename (build ? build : ".", "src", "cli", "sandtable-cli", NULL);
}

static char *
source_file (const char *first, ...)
{
  const char *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  va_list     args;
  GPtrArray  *parts = g_ptr_array_new ();
  char       *path;
  const char *part;

  g_ptr_array_add (parts, (gpointer) (root ? root : "."));
  g_ptr_array_add (parts, (gpointer) first);
  va_start (args, first);
  while ((part = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (parts, (gpointer) part);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  path = g_build_filenamev ((char **) parts->pdata);
  g_ptr_array_free (parts, TRUE);
  return path;
}

/* A scenario that loads but is not in canonical form, so that `format`
 * rewrites it. */
static char *
non_canonical_scenario (void)
{
  g_autofree char *path = source_file ("data", "scenarios", "maneuver-basic.xml", NULL);
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return g_strconcat (text, "\n\n\n", NULL);
}

/* Where the faults apply (ST_FAULT_DIR), NULL for a save's temporaries only. */
static const char *fault_dir;

static int
run_cli (char **argv, const char *fault, char **err)
{
  g_auto (GStrv) env = g_get_environ ();
  g_autoptr (GError) error = NULL;
  int status = -1;

  env = fault ? g_environ_setenv (env, "ST_FAULT", fault, TRUE) : g_environ_unsetenv (env, "ST_FAULT");
  env = fault_dir ? g_environ_setenv (env, "ST_FAULT_DIR", fault_dir, TRUE)
                  : g_environ_unsetenv (env, "ST_FAULT_DIR");
  g_assert_true (
      g_spawn_sync (NULL, argv, env, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, err, &status, &error));
  g_assert_no_error (error);
  return g_spawn_check_wait_status (status, NULL) ? 0 : 1;
}

/* `format` and `deck import` on a full disk (and each other failure): exit
 * status 1, a message, the old file byte for byte, no temporary file. They
 * wrote a 0-byte scenario before. */
static void
test_cli_faults (void)
{
  g_autofree char *cli = cli_path ();
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "scenario.xml", NULL);
  g_autofree char *csv = g_build_filename (dir, "deck.csv", NULL);
  g_autofree char *manoeuvre = source_file ("data", "scenarios", "manoeuvre.xml", NULL);
  g_autofree char *old = non_canonical_scenario ();
  g_autofree char *manoeuvre_text = NULL;

  if (!shim_loaded () || !g_file_test (cli, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("needs the preloaded fault shim and sandtable-cli");
      return;
    }
  fault_dir = dir;
  for (guint i = 0; faults[i] != NULL; i++)
    {
      char            *argv[] = { cli, (char *) "format", path, NULL };
      g_autofree char *err = NULL;

      g_assert_true (g_file_set_contents (path, old, -1, NULL));
      g_assert_cmpint (run_cli (argv, faults[i], &err), ==, 1);
      g_assert_nonnull (strstr (err, "The old file is unchanged"));
      assert_contents (path, old);
      g_assert_cmpuint (count_litter (dir, "scenario.xml"), ==, 0);
    }

  /* deck import: export a deck, then import it in place under each fault. */
  g_assert_true (g_file_get_contents (manoeuvre, &manoeuvre_text, NULL, NULL));
  g_assert_true (g_file_set_contents (path, manoeuvre_text, -1, NULL));
  {
    char *argv[] = {
      cli, (char *) "deck", (char *) "export", path, (char *) "--deck=aurelia-deck", (char *) "-o", csv, NULL
    };
    g_autofree char *err = NULL;

    if (run_cli (argv, NULL, &err) != 0)
      {
        g_test_message ("deck export: %s", err);
        g_test_fail ();
        return;
      }
  }
  for (guint i = 0; faults[i] != NULL; i++)
    {
      char *argv[] = { cli, (char *) "deck", (char *) "import", path, csv, (char *) "--deck=aurelia-deck",
                       NULL };
      g_autofree char *err = NULL;

      g_assert_cmpint (run_cli (argv, faults[i], &err), ==, 1);
      assert_contents (path, manoeuvre_text);
      g_assert_cmpuint (count_litter (dir, "scenario.xml"), ==, 0);
    }
  fault_dir = NULL;
  remove_dir (dir);
}

/* `po export -o` and `po import` (which rewrites the scenario) under the same
 * faults: exit status 1, the old PO file or scenario byte for byte. `po export
 * -o` wrote through g_file_set_contents () before, which turns a link into a
 * file and a 0600 file into a 0644 one. */
static void
test_cli_po_faults (void)
{
  g_autofree char *cli = cli_path ();
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "scenario.xml", NULL);
  g_autofree char *po = g_build_filename (dir, "sv.po", NULL);
  g_autofree char *edited = g_build_filename (dir, "edited.po", NULL);
  g_autofree char *manoeuvre = source_file ("data", "scenarios", "manoeuvre.xml", NULL);
  g_autofree char *manoeuvre_text = NULL;
  g_autofree char *po_text = NULL;
  GString         *edit;

  if (!shim_loaded () || !g_file_test (cli, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("needs the preloaded fault shim and sandtable-cli");
      return;
    }
  g_assert_true (g_file_get_contents (manoeuvre, &manoeuvre_text, NULL, NULL));
  g_assert_true (g_file_set_contents (path, manoeuvre_text, -1, NULL));
  {
    char *argv[] = { cli, (char *) "po", (char *) "export", path, (char *) "--lang=sv", (char *) "-o",
                     po,  NULL };
    g_autofree char *err = NULL;

    g_assert_cmpint (run_cli (argv, NULL, &err), ==, 0);
    g_assert_true (g_file_get_contents (po, &po_text, NULL, NULL));
  }

  /* An edited translation, so that `po import` has something to write. */
  edit = g_string_new (po_text);
  g_assert_cmpuint (
      g_string_replace (edit, "msgid \"Hills\"\nmsgstr \"Kullar\"", "msgid \"Hills\"\nmsgstr \"Höjder\"", 1),
      ==, 1);
  g_assert_true (g_file_set_contents (edited, edit->str, (gssize) edit->len, NULL));
  g_string_free (edit, TRUE);

  fault_dir = dir;
  for (guint i = 0; faults[i] != NULL; i++)
    {
      char *export_argv[] = {
        cli, (char *) "po", (char *) "export", path, (char *) "--lang=sv", (char *) "-o", po, NULL
      };
      char            *import_argv[] = { cli, (char *) "po", (char *) "import", path, edited, NULL };
      g_autofree char *export_err = NULL;
      g_autofree char *import_err = NULL;

      /* An old PO file that the export would replace. */
      g_assert_true (g_file_set_contents (po, old_text, -1, NULL));
      g_assert_cmpint (run_cli (export_argv, faults[i], &export_err), ==, 1);
      g_assert_nonnull (strstr (export_err, "The old file is unchanged"));
      assert_contents (po, old_text);
      g_assert_cmpuint (count_litter (dir, "sv.po"), ==, 0);

      g_assert_cmpint (run_cli (import_argv, faults[i], &import_err), ==, 1);
      g_assert_nonnull (strstr (import_err, "The old file is unchanged"));
      assert_contents (path, manoeuvre_text);
      g_assert_cmpuint (count_litter (dir, "scenario.xml"), ==, 0);
    }
  fault_dir = NULL;

  /* Without faults both write, the import what was edited. */
  {
    char            *argv[] = { cli, (char *) "po", (char *) "import", path, edited, NULL };
    g_autofree char *err = NULL;
    g_autofree char *now = NULL;

    g_assert_cmpint (run_cli (argv, NULL, &err), ==, 0);
    g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
    g_assert_nonnull (strstr (now, "Höjder"));
  }
  remove_dir (dir);
}

/* `po export -o` keeps a private PO file private, and writes through a
 * symbolic link to the file it points to. */
static void
test_cli_po_export_mode_and_link (void)
{
  g_autofree char *cli = cli_path ();
  g_autofree char *dir = make_dir ();
  g_autofree char *manoeuvre = source_file ("data", "scenarios", "manoeuvre.xml", NULL);
  g_autofree char *real = g_build_filename (dir, "real.po", NULL);
  g_autofree char *link = g_build_filename (dir, "link.po", NULL);
  char *argv[] = { cli,  (char *) "po", (char *) "export", manoeuvre, (char *) "--lang=fi", (char *) "-o",
                   link, NULL };
  g_autofree char *err = NULL;
  g_autofree char *written = NULL;
  struct stat      st;

  if (!g_file_test (cli, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("needs sandtable-cli");
      return;
    }
  g_assert_true (g_file_set_contents (real, old_text, -1, NULL));
  g_assert_cmpint (g_chmod (real, 0600), ==, 0);
  g_assert_cmpint (symlink ("real.po", link), ==, 0);
  g_assert_cmpint (run_cli (argv, NULL, &err), ==, 0);
  g_assert_cmpint (lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (g_stat (real, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);
  g_assert_true (g_file_get_contents (real, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "msgctxt "));
  remove_dir (dir);
}

/* kill -9 in the middle of saves: the target is always the old or the new file
 * whole, and the next save removes what the killed ones left. */
/* Each kill starts sandtable-cli: 100 take 10 s, and five times that under the
 * sanitizers, whose build runs 25. */
#if defined(__SANITIZE_ADDRESS__)
#define N_KILLS 25
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define N_KILLS 25
#endif
#endif
#ifndef N_KILLS
#define N_KILLS 100
#endif

static void
test_kill_during_save (void)
{
  g_autofree char *cli = cli_path ();
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "scenario.xml", NULL);
  g_autofree char *old = non_canonical_scenario ();
  g_autofree char *canonical = NULL;
  g_auto (GStrv) env = NULL;
  guint    n_old = 0, n_new = 0, n_litter = 0;
  gboolean reset = TRUE;
  gint64   duration;

  if (!shim_loaded () || !g_file_test (cli, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("needs the preloaded fault shim and sandtable-cli");
      return;
    }
  /* The canonical form, as `format` writes it, and how long a slowed save
   * takes: kills are spread over that time. */
  {
    char            *argv[] = { cli, (char *) "format", path, NULL };
    g_autofree char *err = NULL;
    gint64           start = g_get_monotonic_time ();

    g_assert_true (g_file_set_contents (path, old, -1, NULL));
    g_assert_cmpint (run_cli (argv, "slow", &err), ==, 0);
    duration = MAX (g_get_monotonic_time () - start, 10000);
    g_assert_true (g_file_get_contents (path, &canonical, NULL, NULL));
    g_assert_cmpstr (canonical, !=, old);
  }
  env = g_environ_setenv (g_get_environ (), "ST_FAULT", "slow", TRUE);
  for (guint i = 0; i < N_KILLS; i++)
    {
      char            *argv[] = { cli, (char *) "format", path, NULL };
      g_autofree char *now = NULL;
      GPid             pid;
      int              status;

      if (reset)
        g_assert_true (g_file_set_contents (path, old, -1, NULL));
      reset = FALSE;
      g_assert_true (g_spawn_async (NULL, argv, env, G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL,
                                    NULL, NULL, &pid, NULL));
      g_usleep (g_test_rand_int_range ((gint32) (duration / 4), (gint32) (duration * 5 / 4)));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_spawn_close_pid (pid);
      g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
      /* A killed save may leave its temporary (the next save removes it). */
      n_litter += count_litter (dir, "scenario.xml") > 0;
      if (g_str_equal (now, old))
        n_old++;
      else if (g_str_equal (now, canonical))
        n_new++, reset = TRUE;
      else
        g_error ("after kill %u the file is neither the old nor the new one (%zu bytes)", i, strlen (now));
    }
  g_test_message ("killed %u saves: %u left the old file, %u the new one; a temporary was there after %u",
                  N_KILLS, n_old, n_new, n_litter);
  /* One more save (not killed) removes every temporary the killed ones left. */
  {
    char            *argv[] = { cli, (char *) "format", path, NULL };
    g_autofree char *err = NULL;

    g_assert_true (g_file_set_contents (path, old, -1, NULL));
    g_assert_cmpint (run_cli (argv, NULL, &err), ==, 0);
    assert_contents (path, canonical);
    g_assert_cmpuint (count_litter (dir, "scenario.xml"), ==, 0);
  }
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/file-save/new-and-replace", test_new_and_replace);
  g_test_add_func ("/core/file-save/keeps-mode", test_keeps_mode);
  g_test_add_func ("/core/file-save/symlink", test_symlink);
  g_test_add_func ("/core/file-save/litter-removed", test_litter_removed);
  g_test_add_func ("/core/file-save/not-a-file", test_not_a_file);
  g_test_add_func ("/core/file-save/faults", test_faults);
  g_test_add_func ("/core/file-save/cli-faults", test_cli_faults);
  g_test_add_func ("/core/file-save/cli-po-faults", test_cli_po_faults);
  g_test_add_func ("/core/file-save/cli-po-export-mode-and-link", test_cli_po_export_mode_and_link);
  g_test_add_func ("/core/file-save/kill-during-save", test_kill_during_save);
  return g_test_run ();
}
