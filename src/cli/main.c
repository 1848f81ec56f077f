/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <errno.h>
#include <stdio.h>
#include <unistd.h>

#include "core/st-locale.h"

#include "st-cli.h"

typedef struct
{
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} Command;

static int run_render (int argc, char **argv);

static const Command commands[] = {
  { "validate", st_cli_validate, N_ ("Check scenario files and report every problem") },
  { "new", st_cli_new, N_ ("Write a blank scenario of a family, as the New Scenario dialog does") },
  { "info", st_cli_info, N_ ("Describe a scenario: ruleset, board, counts, languages") },
  { "format", st_cli_format, N_ ("Rewrite scenario files in Sandtable's canonical form") },
  { "render", run_render, N_ ("Draw a scenario's board as PNG, SVG or PDF") },
  { "kit", run_render,
    N_ ("Make a print-and-play kit: rules booklet, player aids, map, counters, cards (PDF)") },
  { "deck", st_cli_deck, N_ ("Export a deck to CSV, import it back, check the deck rules") },
  { "moves", st_cli_moves, N_ ("List the legal actions of a position (after a log)") },
  { "play", st_cli_play, N_ ("Play one game between AI players and print its log") },
  { "playtest", st_cli_playtest, N_ ("Play many games between AI players and report statistics") },
  { "rules", st_cli_rules, N_ ("Print a scenario's rules, numbered, as text or an HTML page") },
  { "po", st_cli_po, N_ ("Export a scenario's texts to a PO file for translators, import it back") },
  { "tm", st_cli_tm, N_ ("Export, import and look up the translation memory (TMX)") },
  { "balance-diff", st_cli_balance_diff, N_ ("Compare the balance of two versions of a scenario") },
  { "sweep", st_cli_sweep, N_ ("Play a parameter's values from both seatings and suggest the even ones") },
  { "merge", st_cli_merge, N_ ("Merge the shards of a run (--shard K/N) into its report") },
};

static void
print_usage (FILE *stream)
{
  fprintf (stream, _ ("Usage: sandtable-cli COMMAND [OPTION…] FILE…\n\nCommands:\n"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (stream, "  %-13s %s\n", commands[i].name, _ (commands[i].summary));
  fprintf (stream, _ ("\nRun 'sandtable-cli COMMAND --help' for a command's options.\n"));
}

/* `render` draws with cairo, pango and the tracing image's decoders, some
 * fifty libraries that the other commands never use; loading them cost every
 * command about 16 ms before main (issue 24). It is a program of its own,
 * sandtable-cli-render, next to this one in the build tree and in libexecdir
 * once installed (moved or staged with the prefix: st_locale_relocate ()), and
 * runs in place of this process. */
static int
run_render (int argc, char **argv)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = self != NULL ? g_path_get_dirname (self) : NULL;
  g_autofree char *beside = dir != NULL ? g_build_filename (dir, "sandtable-cli-render", NULL) : NULL;
  g_autofree char *libexec = st_locale_relocate (ST_CLI_LIBEXECDIR);
  g_autofree char *installed = g_build_filename (libexec, "sandtable-cli-render", NULL);
  const char      *helper = installed;

  if (beside != NULL && g_file_test (beside, G_FILE_TEST_IS_EXECUTABLE))
    helper = beside;
  fflush (stdout);
  execv (helper, argv);
  g_printerr (_ ("sandtable-cli: cannot run %s: %s\n"), helper, g_strerror (errno));
  return ST_CLI_USAGE;
}

int
main (int argc, char **argv)
{
  st_locale_init ();

  if (argc < 2)
    {
      print_usage (stderr);
      return ST_CLI_USAGE;
    }
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") || g_str_equal (argv[1], "help"))
    {
      print_usage (stdout);
      return ST_CLI_OK;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      printf ("sandtable-cli %s\n", PACKAGE_VERSION);
      return ST_CLI_OK;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].run (argc - 1, argv + 1);

  g_printerr (_ ("sandtable-cli: unknown command '%s'\n"), argv[1]);
  print_usage (stderr);
  return ST_CLI_USAGE;
}
