/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "core/st-file-save.h"
#include "core/st-markup-html.h"
#include "core/st-scenario-io.h"
#include "st-cli.h"

/* `sandtable-cli rules FILE [--lang LANG] [--html] [-o OUT]`: the rules text
 * with generated section numbers and its markup rendered, as plain text or
 * one HTML page. */
int
st_cli_rules (int argc, char **argv)
{
  g_autofree char *lang = NULL;
  g_autofree char *output = NULL;
  gboolean         html = FALSE;
  GOptionEntry     entries[] = {
        { "lang", 'l', 0, G_OPTION_ARG_STRING, &lang, N_ ("The language of the texts (default: the locale's)"),
          N_ ("LANG") },
        { "html", 0, 0, G_OPTION_ARG_NONE, &html, N_ ("Write an HTML page instead of plain text"), NULL },
        { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_ ("Write to OUT instead of standard output"),
          N_ ("OUT") },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_ ("FILE — print the rules, numbered"));
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  const char      *wanted;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  st_cli_add_force_option (context);
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc != 2)
    {
      g_printerr (_ ("sandtable-cli rules: expected one FILE\n"));
      return ST_CLI_USAGE;
    }
  scenario = st_scenario_load_file_full (argv[1], diagnostics, ST_SCENARIO_LOAD_NO_SETUP_CHECK, NULL);
  if (scenario == NULL)
    {
      g_autofree char *all = st_diagnostics_format_all (diagnostics);
      fputs (all, stderr);
      return ST_CLI_INVALID;
    }
  wanted = lang != NULL ? lang : st_cli_language (scenario);
  if (wanted == NULL)
    wanted = scenario->lang;
  text = html ? st_markup_rules_html (scenario, wanted) : st_markup_rules_text (scenario, wanted);
  if (output == NULL)
    {
      fputs (text, stdout);
      return ST_CLI_OK;
    }
  if (!st_file_save_atomic (output, text, strlen (text), &error))
    {
      st_cli_print_error (output, error);
      return ST_CLI_INVALID;
    }
  return ST_CLI_OK;
}
