/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "core/st-scenario-io.h"
#include "render/st-render-export.h"
#include "st-cli.h"

/* sandtable-cli render FILE -o OUT.png|svg|pdf: the board as an image, drawn by
 * the same code as the app's canvas. */
int
st_cli_render (int argc, char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *lang = NULL;
  double           width = 0;
  gboolean         no_units = FALSE, no_labels = FALSE, no_areas = FALSE, coordinates = FALSE;
  GOptionEntry     entries[] = {
        { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_ ("Write to OUT (.png, .svg or .pdf)"),
          N_ ("OUT") },
        { "width", 'w', 0, G_OPTION_ARG_DOUBLE, &width,
          N_ ("Width in pixels (PNG, default 1600) or points (SVG and PDF, default 800)"), N_ ("N") },
        { "lang", 0, 0, G_OPTION_ARG_STRING, &lang, N_ ("Language of town names and labels"), N_ ("LANG") },
        { "no-units", 0, 0, G_OPTION_ARG_NONE, &no_units, N_ ("Leave the units out"), NULL },
        { "no-labels", 0, 0, G_OPTION_ARG_NONE, &no_labels, N_ ("Leave names and labels out"), NULL },
        { "no-areas", 0, 0, G_OPTION_ARG_NONE, &no_areas, N_ ("Do not tint areas"), NULL },
        { "coordinates", 0, 0, G_OPTION_ARG_NONE, &coordinates, N_ ("Print cell coordinates"), NULL },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_ ("FILE — draw a scenario's board"));
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (GError) error = NULL;
  StRenderOptions options;
  StExportFormat  format;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc != 2 || output == NULL)
    {
      g_printerr (_ ("sandtable-cli render: expected one FILE and -o OUT\n"));
      return ST_CLI_USAGE;
    }
  if (!st_export_format_from_path (output, &format))
    {
      g_printerr (_ ("sandtable-cli render: cannot tell the format of '%s'; use .png, .svg or .pdf\n"),
                  output);
      return ST_CLI_USAGE;
    }
  if (width == 0)
    width = format == ST_EXPORT_PNG ? 1600 : 800;

  scenario = st_scenario_load_file (argv[1], diagnostics, NULL);
  if (scenario == NULL)
    {
      g_autofree char *all = st_diagnostics_format_all (diagnostics);
      fputs (all, stderr);
      return ST_CLI_INVALID;
    }

  st_render_options_init (&options);
  options.lang = lang;
  options.show_units = !no_units;
  options.show_labels = !no_labels;
  options.show_areas = !no_areas;
  options.show_coordinates = coordinates;
  if (!st_render_board_export (scenario, &options, format, width, output, &error))
    {
      fprintf (stderr, "%s: error: %s\n", output, error->message);
      return ST_CLI_INVALID;
    }
  return ST_CLI_OK;
}
