/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "core/st-lint.h"
#include "st-cli.h"

/* How many times each sandtable-cli command lints the scenario it loads
 * (st_lint_get_n_runs ()), its commands run in this process: once where the
 * warnings are printed (validate, and the commands that play the scenario,
 * the new version's only for balance-diff), never where nothing would print
 * them (--quiet, and the commands that only read, rewrite or translate it).
 * Before, every command linted and most threw the result away. What they print
 * is test-cli-warnings.py's. */

typedef int (*Command) (int argc, char **argv);

static char *source_root;

static char *
data_path (const char *first, ...)
{
  va_list args;
  g_autoptr (GPtrArray) parts = g_ptr_array_new ();

  g_ptr_array_add (parts, source_root);
  g_ptr_array_add (parts, (gpointer) first);
  va_start (args, first);
  for (const char *part = va_arg (args, const char *); part != NULL; part = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) part);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  return g_build_filenamev ((char **) parts->pdata);
}

/* The lint runs of command with args (argv[0] the command's name, NULL
 * ended), its standard output written to out (NULL: thrown away) and its
 * standard error thrown away; status receives its exit status. */
static guint
lint_runs (Command command, const char *const *args, const char *out, int *status)
{
  g_auto (GStrv) copy = g_strdupv ((char **) args);
  int    argc = (int) g_strv_length (copy);
  char **argv = g_memdup2 (copy, sizeof (char *) * (argc + 1));
  int    null = open ("/dev/null", O_WRONLY);
  int    to = out != NULL ? g_open (out, O_WRONLY | O_CREAT | O_TRUNC, 0644) : dup (null);
  int    saved_out = dup (STDOUT_FILENO), saved_err = dup (STDERR_FILENO);
  guint  before = st_lint_get_n_runs ();

  g_assert_cmpint (null, >=, 0);
  g_assert_cmpint (to, >=, 0);
  fflush (stdout);
  fflush (stderr);
  dup2 (to, STDOUT_FILENO);
  dup2 (null, STDERR_FILENO);
  *status = command (argc, argv);
  fflush (stdout);
  fflush (stderr);
  dup2 (saved_out, STDOUT_FILENO);
  dup2 (saved_err, STDERR_FILENO);
  close (saved_out);
  close (saved_err);
  close (to);
  close (null);
  /* The parser may have reordered argv, not freed any of it. */
  g_free (argv);
  return st_lint_get_n_runs () - before;
}

#define RUNS(expected, command, ...)                                          \
  G_STMT_START                                                                \
  {                                                                           \
    const char *const args_[] = { __VA_ARGS__, NULL };                        \
    int               status_ = -1;                                           \
    guint             runs_ = lint_runs (command, args_, NULL, &status_);     \
                                                                              \
    g_test_message ("%s: %u lint runs, status %d", args_[0], runs_, status_); \
    g_assert_cmpint (status_, ==, 0);                                         \
    g_assert_cmpuint (runs_, ==, (expected));                                 \
  }                                                                           \
  G_STMT_END

static void
test_playing_commands (void)
{
  g_autofree char *warned = data_path ("tests", "data", "warn", "maneuver-three-warnings.xml", NULL);
  g_autofree char *basic = data_path ("data", "scenarios", "maneuver-basic.xml", NULL);
  g_autofree char *tmp = g_dir_make_tmp ("sandtable-lint-XXXXXX", NULL);
  g_autofree char *json = g_build_filename (tmp, "report.json", NULL);

  RUNS (1, st_cli_validate, "validate", warned);
  RUNS (1, st_cli_moves, "moves", warned);
  RUNS (0, st_cli_moves, "moves", "--quiet", warned);
  RUNS (1, st_cli_play, "play", warned, "--p1", "random", "--p2", "random", "--seed", "1");
  RUNS (0, st_cli_play, "play", "-q", warned, "--p1", "random", "--p2", "random", "--seed", "1");
  /* --quiet was the last command's: this one warns again. */
  RUNS (1, st_cli_playtest, "playtest", basic, "--games", "4", "--jobs", "1", "--seed", "1", "--p1", "random",
        "--p2", "random", "--both-seatings");
  RUNS (0, st_cli_playtest, "playtest", "-q", basic, "--games", "4", "--jobs", "1", "--seed", "1", "--p1",
        "random", "--p2", "random");
  RUNS (1, st_cli_sweep, "sweep", basic, "--param", "turn-limit", "--values", "2,4", "--games", "2", "--jobs",
        "1", "--p1", "random", "--p2", "random");
  /* Two versions, the new one linted: the old is only compared with. */
  RUNS (1, st_cli_balance_diff, "balance-diff", basic, warned, "--games", "4", "--jobs", "1", "--p1",
        "random", "--p2", "random");
  {
    /* The report as --baseline reads it: playtest's JSON on standard output. */
    const char *const args[] = { "playtest", "-q",   basic,    "--games", "4",      "--jobs", "1", "--seed",
                                 "1",        "--p1", "random", "--p2",    "random", "--json", NULL };
    g_autofree char  *report = NULL;
    int               status = -1;

    g_assert_cmpuint (lint_runs (st_cli_playtest, args, json, &status), ==, 0);
    g_assert_cmpint (status, ==, 0);
    g_assert_true (g_file_get_contents (json, &report, NULL, NULL));
    g_assert_cmpuint (strlen (report), >, 0);
  }
  RUNS (1, st_cli_balance_diff, "balance-diff", "--baseline", json, basic, "--jobs", "1");
  g_unlink (json);
  g_rmdir (tmp);
}

static void
test_reading_commands (void)
{
  g_autofree char *edge = data_path ("tests", "data", "warn", "capital-at-edge.xml", NULL);
  g_autofree char *manoeuvre = data_path ("data", "scenarios", "manoeuvre.xml", NULL);
  g_autofree char *tmp = g_dir_make_tmp ("sandtable-lint-XXXXXX", NULL);
  g_autofree char *po = g_build_filename (tmp, "fi.po", NULL);
  g_autofree char *copy = g_build_filename (tmp, "copy.xml", NULL);
  g_autofree char *text = NULL;
  gsize            length = 0;

  RUNS (0, st_cli_info, "info", edge, manoeuvre);
  RUNS (0, st_cli_info, "info", "--json", edge);
  RUNS (0, st_cli_rules, "rules", edge);
  RUNS (0, st_cli_deck, "deck", "check", manoeuvre);
  RUNS (0, st_cli_po, "po", "export", manoeuvre, "--lang", "fi", "-o", po);
  RUNS (0, st_cli_po, "po", "import", manoeuvre, po, "--check");
  /* format rewrites a copy. */
  g_assert_true (g_file_get_contents (manoeuvre, &text, &length, NULL));
  g_assert_true (g_file_set_contents (copy, text, length, NULL));
  RUNS (0, st_cli_format, "format", copy);
  g_unlink (po);
  g_unlink (copy);
  g_rmdir (tmp);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);
  if (argc < 2)
    g_error ("usage: %s SOURCE_ROOT", argv[0]);
  source_root = argv[1];
  g_test_add_func ("/cli/lint/once where warned", test_playing_commands);
  g_test_add_func ("/cli/lint/never where not", test_reading_commands);
  return g_test_run ();
}
