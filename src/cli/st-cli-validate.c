/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "core/st-lint.h"
#include "core/st-scenario-io.h"
#include "engine/st-game.h"
#include "st-cli.h"

int
st_cli_validate (int argc, char **argv)
{
  gboolean     quiet = FALSE;
  GOptionEntry entries[] = {
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, N_ ("Print nothing for valid files"), NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_ ("FILE… — check scenario files"));
  int status = ST_CLI_OK;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc < 2)
    {
      g_printerr (_ ("sandtable-cli validate: expected at least one FILE\n"));
      return ST_CLI_USAGE;
    }

  for (int i = 1; i < argc; i++)
    {
      g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
      g_autoptr (StScenario) scenario = NULL;

      /* With the family's set-up rules (its ruleset's lint) warned about at
       * their element, as the loader does every family's. */
      scenario = st_scenario_load_file_checked (argv[i], diagnostics, st_game_ruleset_lint, NULL);
      for (guint j = 0; j < st_diagnostics_get_length (diagnostics); j++)
        {
          g_autofree char *line = st_diagnostic_format (st_diagnostics_get (diagnostics, j));
          fprintf (stderr, "%s\n", line);
        }
      /* Past the first ST_DIAGNOSTICS_MAX, problems are only counted. */
      if (st_diagnostics_n_dropped (diagnostics) > 0)
        {
          g_autofree char *dropped = st_diagnostics_format_dropped (diagnostics);
          fprintf (stderr, "%s\n", dropped);
        }
      if (scenario != NULL)
        {
          /* What the rules engine refuses to play, as the editor's problems
           * pane lists it: the file is valid, but Play-Test cannot start. */
          g_autoptr (GPtrArray) refusals = st_game_check_scenario (scenario);

          for (guint j = 0; j < refusals->len; j++)
            {
              g_autofree char *message =
                  g_strdup_printf (_ ("Play-Test cannot start: %s"),
                                   ((const StLintProblem *) g_ptr_array_index (refusals, j))->message);

              /* "warning:" is the GNU format's keyword, as in the loader's warnings. */
              fprintf (stderr, "%s: warning: %s\n", argv[i], message);
            }
        }
      if (scenario == NULL)
        status = ST_CLI_INVALID;
      else if (!quiet)
        printf (_ ("%s: valid %s scenario\n"), argv[i], st_family_id (scenario->family));
    }
  return status;
}
