/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "core/st-scenario-io.h"
#include "render/st-kit.h"
#include "st-cli.h"

/* sandtable-cli kit FILE --lang LANG -o KIT.pdf: the print-and-play kit
 * (st-kit.h) of a scenario in one language, Sandtable's own words included. */

int
st_cli_kit (int argc, char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *lang = NULL;
  g_autofree char *paper = NULL;
  g_autofree char *booklet = NULL;
  double           scale = 0;
  gboolean         strict = FALSE;
  GOptionEntry     entries[] = {
        { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_ ("Write the kit to OUT (.pdf)"), N_ ("OUT") },
        { "lang", 0, 0, G_OPTION_ARG_STRING, &lang,
          N_ ("The kit's language (default: the scenario's document language)"), N_ ("LANG") },
        { "paper", 0, 0, G_OPTION_ARG_STRING, &paper, N_ ("Paper: a4 (the default) or letter"), N_ ("PAPER") },
        { "booklet", 0, 0, G_OPTION_ARG_STRING, &booklet,
          N_ ("Rules booklet: a5 (half pages, two a sheet; the default) or full"), N_ ("SIZE") },
        { "scale", 0, 0, G_OPTION_ARG_DOUBLE, &scale,
          N_ ("Map scale: millimetres across a hex or square, or between neighbouring towns"), N_ ("MM") },
        { "strict-lang", 0, 0, G_OPTION_ARG_NONE, &strict,
          N_ ("Refuse when a text has no translation into the kit's language"), NULL },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_ ("FILE — make a print-and-play kit"));
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (StKit) kit = NULL;
  g_autoptr (GError) error = NULL;
  StKitOptions options;

  st_kit_options_init (&options);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  st_cli_add_force_option (context);
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc != 2 || output == NULL)
    {
      g_printerr (_ ("sandtable-cli kit: expected one FILE and -o OUT\n"));
      return ST_CLI_USAGE;
    }
  if (paper != NULL && !st_paper_from_string (paper, &options.paper))
    {
      g_printerr (_ ("sandtable-cli kit: unknown paper '%s'; expected a4 or letter\n"), paper);
      return ST_CLI_USAGE;
    }
  if (booklet != NULL && !st_kit_booklet_from_string (booklet, &options.booklet))
    {
      g_printerr (_ ("sandtable-cli kit: unknown booklet '%s'; expected a5 or full\n"), booklet);
      return ST_CLI_USAGE;
    }
  if (scale < 0)
    {
      g_printerr (_ ("sandtable-cli kit: the scale must be a positive number of millimetres\n"));
      return ST_CLI_USAGE;
    }

  scenario = st_scenario_load_file_full (argv[1], diagnostics, ST_SCENARIO_LOAD_NO_SETUP_CHECK, NULL);
  if (scenario == NULL)
    {
      g_autofree char *all = st_diagnostics_format_all (diagnostics);
      fputs (all, stderr);
      return ST_CLI_INVALID;
    }
  /* Every word of the kit in its language: the scenario's texts, and
   * Sandtable's own through gettext. */
  options.lang = lang != NULL ? lang : scenario->lang;
  st_cli_set_message_language (options.lang);
  options.scale_mm = scale;
  options.strict_lang = strict;

  kit = st_kit_new (scenario, &options, &error);
  if (kit == NULL || !st_kit_to_pdf (kit, output, &error))
    {
      st_cli_print_error (kit == NULL ? argv[1] : output, error);
      return ST_CLI_INVALID;
    }
  if (st_kit_missing_texts (kit)->len > 0)
    g_printerr (ngettext ("%s: %u text has no translation into '%s'; the kit lists it on its last page\n",
                          "%s: %u texts have no translation into '%s'; the kit lists them on its last page\n",
                          st_kit_missing_texts (kit)->len),
                argv[1], st_kit_missing_texts (kit)->len, options.lang);
  return ST_CLI_OK;
}
