/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "core/st-file-save.h"
#include "core/st-scenario-io.h"
#include "core/st-scenario-new.h"
#include "st-cli.h"

/* The command-line twin of the New Scenario dialog's blank scenarios: the same
 * st_scenario_new_blank (), written atomically by the save code the app uses. */

/* "WxH": two positive numbers; doubles for maps, whole numbers for grids. */
static gboolean
parse_board (const char *text, double *width, double *height)
{
  g_auto (GStrv) parts = g_strsplit_set (text, "xX", -1);
  char *end;

  if (g_strv_length (parts) != 2 || *parts[0] == '\0' || *parts[1] == '\0')
    return FALSE;
  *width = g_ascii_strtod (parts[0], &end);
  if (*end != '\0')
    return FALSE;
  *height = g_ascii_strtod (parts[1], &end);
  return *end == '\0' && *width > 0 && *height > 0;
}

static void
print_families (void)
{
  guint                  n_families;
  const StFamily *const *families = st_family_all (&n_families);

  for (guint i = 0; i < n_families; i++)
    g_printerr ("  %s\t%s\n", st_family_id (families[i]), st_family_display_name (families[i]));
}

int
st_cli_new (int argc, char **argv)
{
  g_autofree char *family_id = NULL;
  g_autofree char *board = NULL;
  g_autofree char *output = NULL;
  g_autofree char *title = NULL;
  g_autofree char *lang = NULL;
  gboolean         pointy = FALSE;
  gboolean         force = FALSE;
  GOptionEntry     entries[] = {
        { "family", 'f', 0, G_OPTION_ARG_STRING, &family_id,
          N_ ("The game family (without it, the families are listed)"), N_ ("ID") },
        { "board", 'b', 0, G_OPTION_ARG_STRING, &board,
          N_ ("Cells across and down (a point-and-line map: its width and height); default: the "
                  "family's"),
          N_ ("WxH") },
        { "pointy", 0, 0, G_OPTION_ARG_NONE, &pointy, N_ ("Hexes with a pointed top instead of a flat one"),
          NULL },
        { "title", 't', 0, G_OPTION_ARG_STRING, &title, N_ ("The scenario's title"), N_ ("TEXT") },
        { "lang", 0, 0, G_OPTION_ARG_STRING, &lang, N_ ("The document language (default: the interface's)"),
          N_ ("CODE") },
        { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_ ("The file to write"), N_ ("FILE") },
        { "force", 0, 0, G_OPTION_ARG_NONE, &force, N_ ("Replace FILE if it exists"), NULL },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_ ("— write a blank scenario of a family"));
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) scenario = NULL;
  StNewScenarioOptions options;
  const StFamily      *family;
  double               width = 0, height = 0;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (
      context, _ ("The blank scenario is the New Scenario dialog's: two sides, the family's terrain and "
                  "line types, every parameter at its default. Add the minimum its rules need to play "
                  "(docs/editor.md, \"A blank scenario that plays\")."));
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  /* --force replaces any file there, a read-only one too, as every writer's --force does. */
  if (force)
    st_file_save_set_default_flags (st_file_save_get_default_flags () | ST_FILE_SAVE_REPLACE_READ_ONLY);
  if (argc > 1)
    {
      g_printerr (_ ("sandtable-cli new: unexpected argument “%s”\n"), argv[1]);
      return ST_CLI_USAGE;
    }
  if (family_id == NULL || (family = st_family_lookup (family_id)) == NULL)
    {
      if (family_id == NULL)
        g_printerr (_ ("sandtable-cli new: expected --family ID, one of:\n"));
      else
        g_printerr (_ ("sandtable-cli new: unknown family “%s”; the families are:\n"), family_id);
      print_families ();
      return ST_CLI_USAGE;
    }
  if (output == NULL)
    {
      g_printerr (_ ("sandtable-cli new: expected -o FILE\n"));
      return ST_CLI_USAGE;
    }
  if (board != NULL && !parse_board (board, &width, &height))
    {
      g_printerr (
          _ ("sandtable-cli new: --board expects WxH, two positive numbers such as 12x10, not “%s”\n"),
          board);
      return ST_CLI_USAGE;
    }

  st_new_scenario_options_init (&options, family);
  options.title = title;
  options.lang = lang;
  options.orientation = pointy ? ST_HEX_POINTY : ST_HEX_FLAT;
  if (board != NULL && st_family_board_kind (family) == ST_BOARD_GRAPH)
    {
      options.width = width;
      options.height = height;
    }
  else if (board != NULL)
    {
      if (width != (int) width || height != (int) height)
        {
          g_printerr (
              _ ("sandtable-cli new: a board of cells has whole numbers of columns and rows, not “%s”\n"),
              board);
          return ST_CLI_USAGE;
        }
      /* A size given is plain squares, as the dialog's "Plain board" layout. */
      options.sections = FALSE;
      options.columns = (int) width;
      options.rows = (int) height;
    }

  /* A blank scenario never replaces work by accident. */
  if (!force && g_file_test (output, G_FILE_TEST_EXISTS))
    {
      fprintf (stderr, _ ("%s: error: the file exists; choose another name, or add --force to replace it\n"),
               output);
      return ST_CLI_INVALID;
    }
  scenario = st_scenario_new_blank (&options, &error);
  if (scenario == NULL)
    {
      g_printerr ("sandtable-cli new: %s\n", error->message);
      return ST_CLI_USAGE;
    }
  if (!st_scenario_save_file (scenario, output, &error))
    {
      st_cli_print_error (output, error);
      return ST_CLI_INVALID;
    }
  printf (_ ("%s: new %s scenario\n"), output, st_family_id (family));
  return ST_CLI_OK;
}
