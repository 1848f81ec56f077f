/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "core/st-file-read.h"
#include "core/st-scenario-io.h"
#include "st-cli.h"

/* Loads each file and writes it back in canonical form; with --check, only
 * reports the files that are not canonical. */
int
st_cli_format (int argc, char **argv)
{
  gboolean     check = FALSE;
  GOptionEntry entries[] = {
    { "check", 0, 0, G_OPTION_ARG_NONE, &check, N_ ("Change nothing; fail if a file is not canonical"),
      NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_ ("FILE… — rewrite scenarios canonically"));
  int status = ST_CLI_OK;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  st_cli_add_force_option (context);
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc < 2)
    {
      g_printerr (_ ("sandtable-cli format: expected at least one FILE\n"));
      return ST_CLI_USAGE;
    }

  for (int i = 1; i < argc; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (StScenario) scenario = NULL;
      g_autofree char *old = NULL;
      g_autofree char *canonical = NULL;
      gsize            old_length = 0, length = 0;

      /* The file is read once: loaded from these bytes, and compared with
       * its canonical form. */
      if (!st_file_read_bounded_path (argv[i], ST_SCENARIO_MAX_FILE_SIZE, &old, &old_length, &error))
        {
          fprintf (stderr, "%s: error: %s\n", argv[i], error->message);
          status = ST_CLI_INVALID;
          continue;
        }
      scenario = st_scenario_load_data_full (old, old_length, argv[i], NULL, ST_SCENARIO_LOAD_NO_SETUP_CHECK,
                                             &error);
      if (scenario == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          status = ST_CLI_INVALID;
          continue;
        }
      canonical = st_scenario_to_xml (scenario, &length);
      if (old_length == length && memcmp (old, canonical, length) == 0)
        continue;
      if (check)
        {
          fprintf (stderr, _ ("%s: not in canonical form\n"), argv[i]);
          status = ST_CLI_INVALID;
        }
      else if (!st_scenario_save_xml (canonical, length, argv[i], &error))
        {
          st_cli_print_error (argv[i], error);
          status = ST_CLI_INVALID;
        }
      else
        printf (_ ("%s: rewritten\n"), argv[i]);
    }
  return status;
}
