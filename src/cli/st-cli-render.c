/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "core/st-scenario-io.h"
#include "render/st-print-sheets.h"
#include "render/st-render-backdrop.h"
#include "render/st-render-export.h"
#include "st-cli.h"

/* sandtable-cli render FILE -o OUT.png|svg|pdf: the board as an image, drawn by
 * the same code as the app's canvas (with --backdrop its tracing image under it); with --what cards or
 * counters, print-and-play sheets (PDF) or one image per card or counter (PNG). */

static int
render_sheets (const StScenario *scenario,
               StSheetKind       kind,
               const char       *paper_name,
               const char       *deck,
               const char       *lang,
               StExportFormat    format,
               double            width,
               const char       *output)
{
  g_autoptr (StPrintSheets) sheets = NULL;
  g_autoptr (GError) error = NULL;
  StPaper paper = ST_PAPER_A4;

  if (paper_name != NULL && !st_paper_from_string (paper_name, &paper))
    {
      g_printerr (_ ("sandtable-cli render: unknown paper '%s'; expected a4 or letter\n"), paper_name);
      return ST_CLI_USAGE;
    }
  if (format == ST_EXPORT_SVG)
    {
      g_printerr (_ ("sandtable-cli render: cards and counters go to .pdf or .png\n"));
      return ST_CLI_USAGE;
    }
  sheets = st_print_sheets_new (scenario, kind, paper, deck, lang, &error);
  if (sheets == NULL
      || !(format == ST_EXPORT_PDF ? st_print_sheets_to_pdf (sheets, output, &error)
                                   : st_print_sheets_to_pngs (sheets, output, (int) width, NULL, &error)))
    {
      st_cli_print_error (output, error);
      return ST_CLI_INVALID;
    }
  return ST_CLI_OK;
}

int
st_cli_render (int argc, char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *lang = NULL;
  g_autofree char *what = NULL;
  g_autofree char *paper = NULL;
  g_autofree char *deck = NULL;
  double           width = 0;
  gboolean         no_units = FALSE, no_labels = FALSE, no_areas = FALSE, coordinates = FALSE;
  gboolean         backdrop = FALSE;
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
        { "backdrop", 0, 0, G_OPTION_ARG_NONE, &backdrop,
          N_ ("Draw the tracing image under the board (left out unless asked)"), NULL },
        { "what", 0, 0, G_OPTION_ARG_STRING, &what, N_ ("What to draw: board (the default), cards or counters"),
          N_ ("WHAT") },
        { "paper", 0, 0, G_OPTION_ARG_STRING, &paper, N_ ("Paper of card and counter sheets: a4 or letter"),
          N_ ("PAPER") },
        { "deck", 0, 0, G_OPTION_ARG_STRING, &deck, N_ ("Only the cards of this deck"), N_ ("ID") },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_ ("FILE — draw a scenario's board"));
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (GError) error = NULL;
  StRenderOptions  options;
  StExportFormat   format;
  cairo_surface_t *image = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  st_cli_add_force_option (context);
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
  if (what != NULL && !g_str_equal (what, "board") && !g_str_equal (what, "cards")
      && !g_str_equal (what, "counters"))
    {
      g_printerr (_ ("sandtable-cli render: unknown --what '%s'; expected board, cards or counters\n"), what);
      return ST_CLI_USAGE;
    }
  if (width == 0 && what != NULL && !g_str_equal (what, "board"))
    width = ST_PRINT_CARD_PNG_WIDTH;
  if (width == 0)
    width = format == ST_EXPORT_PNG ? 1600 : 800;

  /* Cards and counters carry Sandtable's own words too ("Attack", the HQ
   * card types): with --lang they are in that language as well, so that a
   * Swedish print-and-play deck is Swedish throughout. */
  if (lang != NULL)
    st_cli_set_message_language (lang);

  scenario = st_scenario_load_file_full (argv[1], diagnostics, ST_SCENARIO_LOAD_NO_SETUP_CHECK, NULL);
  if (scenario == NULL)
    {
      g_autofree char *all = st_diagnostics_format_all (diagnostics);
      fputs (all, stderr);
      return ST_CLI_INVALID;
    }

  if (what != NULL && !g_str_equal (what, "board"))
    return render_sheets (scenario, g_str_equal (what, "cards") ? ST_SHEET_CARDS : ST_SHEET_COUNTERS, paper,
                          deck, lang, format, width, output);

  st_render_options_init (&options);
  options.lang = lang;
  options.show_units = !no_units;
  options.show_labels = !no_labels;
  options.show_areas = !no_areas;
  options.show_coordinates = coordinates;
  /* The tracing image is the editor's: drawn only when asked, and then an
   * image that cannot be read is an error, not a board drawn without it. */
  if (backdrop)
    {
      double pixel_size = 1.0;

      image = st_render_backdrop_load_for (scenario, argv[1], &pixel_size, &error);
      if (image == NULL)
        {
          fprintf (stderr, "%s: error: %s\n", argv[1], error->message);
          return ST_CLI_INVALID;
        }
      st_render_options_set_backdrop (&options, scenario->board->backdrop, image, pixel_size);
    }
  if (!st_render_board_export (scenario, &options, format, width, output, &error))
    {
      g_clear_pointer (&image, cairo_surface_destroy);
      st_cli_print_error (output, error);
      return ST_CLI_INVALID;
    }
  g_clear_pointer (&image, cairo_surface_destroy);
  return ST_CLI_OK;
}
