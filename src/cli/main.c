/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

#include "core/st-file-save.h"
#include "core/st-locale.h"

#include "st-cli.h"

typedef struct
{
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} Command;

static const Command commands[] = {
  { "validate", st_cli_validate, N_ ("Check scenario files and report every problem") },
  { "new", st_cli_new, N_ ("Write a blank scenario of a family, as the New Scenario dialog does") },
  { "info", st_cli_info, N_ ("Describe a scenario: ruleset, board, counts, languages") },
  { "format", st_cli_format, N_ ("Rewrite scenario files in Sandtable's canonical form") },
  { "render", st_cli_render, N_ ("Draw a scenario's board as PNG, SVG or PDF") },
  { "deck", st_cli_deck, N_ ("Export a deck to CSV, import it back, check the deck rules") },
  { "moves", st_cli_moves, N_ ("List the legal actions of a position (after a log)") },
  { "play", st_cli_play, N_ ("Play one game between AI players and print its log") },
  { "playtest", st_cli_playtest, N_ ("Play many games between AI players and report statistics") },
  { "po", st_cli_po, N_ ("Export a scenario's texts to a PO file for translators, import it back") },
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

static gboolean
force_cb (const char *name, const char *value, gpointer data, GError **error)
{
  st_file_save_set_default_flags (st_file_save_get_default_flags () | ST_FILE_SAVE_REPLACE_READ_ONLY);
  return TRUE;
}

void
st_cli_add_force_option (GOptionContext *context)
{
  static const GOptionEntry entries[] = {
    { "force", 0, G_OPTION_FLAG_NO_ARG, G_OPTION_ARG_CALLBACK, (gpointer) force_cb,
      N_ ("Replace output files even when they are read-only"), NULL },
    { NULL },
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

void
st_cli_print_error (const char *where, const GError *error)
{
  /* The library's sentence suits the app too; the way round it here is an option. */
  if (g_error_matches (error, ST_FILE_SAVE_ERROR, ST_FILE_SAVE_ERROR_READ_ONLY))
    fprintf (stderr, _ ("%s: error: %s Add --force to replace it anyway.\n"), where, error->message);
  else
    fprintf (stderr, "%s: error: %s\n", where, error->message);
}

gboolean
st_cli_parse_options (GOptionContext *context, int *argc, char ***argv)
{
  g_autoptr (GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_printerr ("sandtable-cli: %s\n", error->message);
      return FALSE;
    }
  return TRUE;
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
