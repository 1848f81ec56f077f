/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "core/st-scenario-io.h"
#include "core/st-tm.h"
#include "st-cli.h"

/* `tm`: the user's translation memory (st_tm_default_path (), the file the
 * app's Translations page suggests from): export it as TMX, import a TMX file
 * into it, add a scenario's translations, look a text up. */

#define USAGE                                     \
  N_ ("Usage: sandtable-cli tm export FILE.tmx\n" \
      "       sandtable-cli tm import FILE.tmx\n" \
      "       sandtable-cli tm add SCENARIO…\n" \
      "       sandtable-cli tm lookup TEXT --from LANG --to LANG [--min PERCENT]\n")

/* The user's memory; an absent file is an empty memory. */
static StTm *
load_memory (const char *path)
{
  g_autoptr (StTm) tm = st_tm_new ();
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return g_steal_pointer (&tm);
  if (!st_tm_load_file (tm, path, TRUE, diagnostics, NULL, &error))
    {
      g_printerr ("%s\n", error->message);
      return NULL;
    }
  return g_steal_pointer (&tm);
}

static gboolean
save_memory (StTm *tm, const char *path)
{
  g_autoptr (GError) error = NULL;

  if (st_tm_save_file (tm, path, TRUE, &error))
    return TRUE;
  st_cli_print_error (path, error);
  return FALSE;
}

static int
tm_export (int argc, char **argv)
{
  g_autoptr (GOptionContext) context =
      g_option_context_new (_ ("FILE.tmx — write the translation memory as a TMX 1.4 file"));
  g_autofree char *path = st_tm_default_path ();
  g_autoptr (StTm) tm = NULL;
  g_autoptr (GError) error = NULL;

  st_cli_add_force_option (context);
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc != 2)
    {
      g_printerr (_ ("sandtable-cli tm export: expected FILE.tmx\n"));
      return ST_CLI_USAGE;
    }
  if ((tm = load_memory (path)) == NULL)
    return ST_CLI_INVALID;
  if (!st_tm_save_file (tm, argv[1], TRUE, &error))
    {
      st_cli_print_error (argv[1], error);
      return ST_CLI_INVALID;
    }
  /* Translators: how many translation pairs were written to which file. */
  printf (
      g_dngettext (GETTEXT_PACKAGE, "%s: %u translation\n", "%s: %u translations\n", st_tm_get_n_stored (tm)),
      argv[1], st_tm_get_n_stored (tm));
  return ST_CLI_OK;
}

static int
tm_import (int argc, char **argv)
{
  g_autoptr (GOptionContext) context =
      g_option_context_new (_ ("FILE.tmx — add the translations of a TMX file to the translation memory"));
  g_autofree char *path = st_tm_default_path ();
  g_autoptr (StTm) tm = NULL;
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  guint n_added = 0;

  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc != 2)
    {
      g_printerr (_ ("sandtable-cli tm import: expected FILE.tmx\n"));
      return ST_CLI_USAGE;
    }
  if ((tm = load_memory (path)) == NULL)
    return ST_CLI_INVALID;
  if (!st_tm_load_file (tm, argv[1], TRUE, diagnostics, &n_added, &error))
    {
      /* Every problem, each at its line and column. */
      if (st_diagnostics_n_errors (diagnostics) > 0)
        {
          g_autofree char *all = st_diagnostics_format_all (diagnostics);
          g_printerr ("%s", all);
        }
      else
        g_printerr ("%s\n", error->message);
      return ST_CLI_INVALID;
    }
  if (n_added > 0 && !save_memory (tm, path))
    return ST_CLI_INVALID;
  /* Translators: the TMX file, then how many of its translations were new. */
  printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u new translation\n", "%s: %u new translations\n", n_added),
          argv[1], n_added);
  return ST_CLI_OK;
}

static int
tm_add (int argc, char **argv)
{
  g_autoptr (GOptionContext) context =
      g_option_context_new (_ ("SCENARIO… — add the translations of scenarios to the translation memory"));
  g_autofree char *path = st_tm_default_path ();
  g_autoptr (StTm) tm = NULL;
  guint n_added = 0;

  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc < 2)
    {
      g_printerr (_ ("sandtable-cli tm add: expected SCENARIO…\n"));
      return ST_CLI_USAGE;
    }
  if ((tm = load_memory (path)) == NULL)
    return ST_CLI_INVALID;
  for (int i = 1; i < argc; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (StScenario) scenario =
          st_scenario_load_file_full (argv[i], NULL, ST_SCENARIO_LOAD_NO_SETUP_CHECK, &error);
      g_autofree char *origin = g_path_get_basename (argv[i]);

      if (scenario == NULL)
        {
          g_printerr ("%s\n", error->message);
          return ST_CLI_INVALID;
        }
      n_added += st_tm_add_scenario (tm, scenario, origin, TRUE);
    }
  if (n_added > 0 && !save_memory (tm, path))
    return ST_CLI_INVALID;
  printf (g_dngettext (GETTEXT_PACKAGE, "%u new translation\n", "%u new translations\n", n_added), n_added);
  return ST_CLI_OK;
}

static int
tm_lookup (int argc, char **argv)
{
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  int              min = 50;
  GOptionEntry     entries[] = {
        { "from", 0, 0, G_OPTION_ARG_STRING, &from, N_ ("The language of the text"), N_ ("LANG") },
        { "to", 0, 0, G_OPTION_ARG_STRING, &to, N_ ("The language of the translations"), N_ ("LANG") },
        { "min", 0, 0, G_OPTION_ARG_INT, &min, N_ ("The lowest match shown, in percent (default: 50)"),
          N_ ("PERCENT") },
        { NULL },
  };
  g_autoptr (GOptionContext) context =
      g_option_context_new (_ ("TEXT — the translations of identical and similar texts"));
  g_autofree char *path = st_tm_default_path ();
  g_autoptr (StTm) tm = NULL;
  g_autoptr (GArray) matches = g_array_new (FALSE, FALSE, sizeof (StTmMatch));

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc != 2 || from == NULL || to == NULL)
    {
      g_printerr (_ ("sandtable-cli tm lookup: expected TEXT, --from LANG and --to LANG\n"));
      return ST_CLI_USAGE;
    }
  if ((tm = load_memory (path)) == NULL)
    return ST_CLI_INVALID;
  st_tm_lookup (tm, from, argv[1], to, min, matches);
  st_tm_sort_matches (matches);
  for (guint i = 0; i < matches->len; i++)
    {
      const StTmMatch *match = &g_array_index (matches, StTmMatch, i);

      /* Tab-separated: percent, origin, translation (one line). */
      g_autofree char *line = g_strdelimit (g_strdup (match->unit->target), "\n\t", ' ');
      printf ("%d\t%s\t%s\n", match->percent, match->unit->origin, line);
    }
  return ST_CLI_OK;
}

int
st_cli_tm (int argc, char **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "export"))
    return tm_export (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "import"))
    return tm_import (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "add"))
    return tm_add (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "lookup"))
    return tm_lookup (argc - 1, argv + 1);
  if (argc >= 2 && (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h")))
    {
      printf ("%s", _ (USAGE));
      return ST_CLI_OK;
    }
  g_printerr ("%s", _ (USAGE));
  return ST_CLI_USAGE;
}
