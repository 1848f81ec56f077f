/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "engine/st-playtest-shard.h"
#include "st-cli.h"

/* `--shard K/N` on the commands that play many games, and `merge SHARD.json…`.
 *
 * A shard prints, instead of the command's report, the games it played of each
 * of the command's runs with the command line without --shard. merge reads the
 * shards and runs that command line again, its runs giving back the merged
 * games instead of playing them (st-playtest-shard.h): the report is the one the
 * whole run prints. One command runs in a process, so its shard lives here. */

typedef struct
{
  StPlaytestShard *shard; /* playing a shard, or merging */
  char            *command;
  GPtrArray       *args; /* the command line after the command's name, without --shard */
} Sharding;

static Sharding sharding;

static gboolean
shard_cb (const char *name, const char *value, gpointer data, GError **error)
{
  guint index, count;

  if (!st_playtest_shard_parse (value, &index, &count, error))
    return FALSE;
  g_clear_pointer (&sharding.shard, st_playtest_shard_free);
  sharding.shard = st_playtest_shard_new (index, count);
  return TRUE;
}

void
st_cli_shard_add_entries (GOptionContext *context, int argc, char **argv)
{
  static const GOptionEntry entries[] = {
    { "shard", 0, 0, G_OPTION_ARG_CALLBACK, (gpointer) shard_cb,
      N_ ("Play only shard K of N of the games, and print them for merge"), N_ ("K/N") },
    { NULL },
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  /* What merge runs again: this command line without its --shard. */
  g_free (sharding.command);
  sharding.command = g_strdup (argv[0]);
  g_clear_pointer (&sharding.args, g_ptr_array_unref);
  sharding.args = g_ptr_array_new_with_free_func (g_free);
  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--shard") && i + 1 < argc)
        i++;
      else if (!g_str_has_prefix (argv[i], "--shard="))
        g_ptr_array_add (sharding.args, g_strdup (argv[i]));
    }
  g_ptr_array_add (sharding.args, NULL);
}

gboolean
st_cli_shard_setup (const char *command, StPlaytestOptions *options)
{
  if (sharding.shard == NULL)
    return TRUE;
  if (options->check_every != 0)
    {
      /* Where a run stops depends on the games before, which a shard does not
       * have: shards always play the games asked for. */
      g_printerr (_ ("sandtable-cli %s: --stop-when-clear cannot be split into shards: they play every game "
                     "asked for\n"),
                  command);
      return FALSE;
    }
  options->shard = sharding.shard;
  return TRUE;
}

gboolean
st_cli_shard_print (void)
{
  g_autofree char *text = NULL;

  if (sharding.shard == NULL || st_playtest_shard_is_merge (sharding.shard))
    return FALSE;
  text = st_playtest_shard_to_json (sharding.shard, sharding.command,
                                    (const char *const *) sharding.args->pdata);
  fputs (text, stdout);
  return TRUE;
}

static const struct
{
  const char *name;
  int (*run) (int argc, char **argv);
} mergeable[] = {
  { "playtest", st_cli_playtest },
  { "balance-diff", st_cli_balance_diff },
  { "sweep", st_cli_sweep },
};

int
st_cli_merge (int argc, char **argv)
{
  g_autoptr (GOptionContext) context =
      g_option_context_new (_ ("SHARD.json… — the report of a run from the shards it was split into"));
  g_autoptr (GError) error = NULL;
  g_autofree char *command = NULL;
  g_auto (GStrv) args = NULL;
  g_autoptr (GPtrArray) command_line = g_ptr_array_new ();
  StPlaytestShard *merged;
  int              status;

  g_option_context_set_description (
      context,
      _ ("Give the files that `playtest`, `balance-diff` or `sweep` printed with --shard K/N, one of each "
         "shard. merge prints what the command prints without --shard; the scenario files are read "
         "again from the paths in the shards' command line."));
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc < 2)
    {
      g_printerr (_ ("sandtable-cli merge: expected the SHARD.json files of a run\n"));
      return ST_CLI_USAGE;
    }
  merged =
      st_playtest_shard_new_merge ((const char *const *) argv + 1, (guint) argc - 1, &command, &args, &error);
  if (merged == NULL)
    {
      g_printerr (_ ("sandtable-cli merge: error: %s\n"), error->message);
      return ST_CLI_INVALID;
    }
  for (guint i = 0; i < G_N_ELEMENTS (mergeable); i++)
    if (g_str_equal (command, mergeable[i].name))
      {
        g_ptr_array_add (command_line, command);
        for (guint a = 0; args[a] != NULL; a++)
          g_ptr_array_add (command_line, args[a]);
        g_ptr_array_add (command_line, NULL);
        /* The command's own --shard entry is not given, so this one stays. */
        sharding.shard = merged;
        status = mergeable[i].run ((int) command_line->len - 1, (char **) command_line->pdata);
        sharding.shard = NULL;
        st_playtest_shard_free (merged);
        return status;
      }
  st_playtest_shard_free (merged);
  g_printerr (_ ("sandtable-cli merge: error: shards of “%s”, which merge cannot run\n"), command);
  return ST_CLI_INVALID;
}
