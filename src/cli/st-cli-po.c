/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "core/st-edit-texts.h"
#include "core/st-po.h"
#include "core/st-scenario-io.h"
#include "st-cli.h"

/* `po export` and `po import`: a scenario's texts as PO files. */

static StScenario *
load (const char *path)
{
  g_autoptr (GError) error = NULL;
  StScenario *scenario = st_scenario_load_file_full (path, NULL, ST_SCENARIO_LOAD_NO_SETUP_CHECK, &error);

  if (scenario == NULL)
    fprintf (stderr, "%s\n", error->message);
  return scenario;
}

/* A --lang that is no language code ("english") is a usage error, said
 * before anything is read. */
static gboolean
check_lang_option (const char *command, const char *lang)
{
  if (lang == NULL || st_edit_is_language_code (lang))
    return TRUE;
  /* Translators: %s is "export" or "import", then the --lang value. */
  g_printerr (_ ("sandtable-cli po %s: --lang “%s” is not a language code such as fi or pt-BR\n"), command,
              lang);
  return FALSE;
}

/* The translator of the app's settings (the Translations page's
 * Translator), when its schema is installed. */
static char *
settings_translator (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autoptr (GSettings) settings = NULL;

  if (source == NULL)
    return NULL;
  schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "translator"))
    return NULL;
  settings = g_settings_new_full (schema, NULL, NULL);
  return g_settings_get_string (settings, "translator");
}

static int
po_export (int argc, char **argv)
{
  g_autofree char *lang = NULL;
  g_autofree char *output = NULL;
  g_autofree char *translator = NULL;
  gboolean template = FALSE;
  GOptionEntry entries[] = {
    { "lang", 'l', 0, G_OPTION_ARG_STRING, &lang, N_ ("The language to translate into, such as fi"),
      N_ ("LANG") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_ ("Write the PO file here (default: standard output)"), N_ ("FILE.po") },
    { "translator", 0, 0, G_OPTION_ARG_STRING, &translator,
      N_ ("The Last-Translator header (default: the app's Translator setting)"), N_ ("NAME <MAIL>") },
    { "template", 0, 0, G_OPTION_ARG_NONE, &template,
      N_ ("Write a POT template of every text, for Weblate or Pootle (no --lang)"), NULL },
    { NULL },
  };
  StPoExportOptions options = { 0 };
  g_autoptr (GOptionContext) context =
      g_option_context_new (_ ("FILE — write a scenario's texts as a PO file"));
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  st_cli_add_force_option (context);
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc != 2 || (lang == NULL) != template)
    {
      g_printerr (_ ("sandtable-cli po export: expected FILE and either --lang LANG or --template\n"));
      return ST_CLI_USAGE;
    }
  if (translator == NULL)
    translator = settings_translator ();
  options.translator = translator;
  options.template = template;
  if (!check_lang_option ("export", lang))
    return ST_CLI_USAGE;
  if ((scenario = load (argv[1])) == NULL)
    return ST_CLI_INVALID;
  if (output != NULL && !g_str_equal (output, "-"))
    {
      /* Atomically, as the app's Export Translation: a failed write leaves an
       * earlier export whole, and its link and mode stay. */
      if (!st_po_export_file_with_options (scenario, lang, &options, output, &error))
        {
          g_autofree char *display = g_filename_display_name (output);

          if (g_error_matches (error, ST_PO_ERROR, ST_PO_ERROR_LANGUAGE))
            {
              g_printerr ("sandtable-cli po export: %s\n", error->message);
              return ST_CLI_USAGE;
            }
          /* A failed write names the file, as deck export does. */
          st_cli_print_error (display, error);
          return ST_CLI_INVALID;
        }
      return ST_CLI_OK;
    }
  if ((bytes = st_po_export_with_options (scenario, lang, &options, &error)) == NULL)
    {
      g_printerr ("sandtable-cli po export: %s\n", error->message);
      return g_error_matches (error, ST_PO_ERROR, ST_PO_ERROR_LANGUAGE) ? ST_CLI_USAGE : ST_CLI_INVALID;
    }
  fwrite (g_bytes_get_data (bytes, NULL), 1, g_bytes_get_size (bytes), stdout);
  return ST_CLI_OK;
}

static int
po_import (int argc, char **argv)
{
  g_autofree char *lang = NULL;
  gboolean         check = FALSE;
  GOptionEntry     entries[] = {
        { "lang", 'l', 0, G_OPTION_ARG_STRING, &lang, N_ ("The PO file's language (default: from its header)"),
          N_ ("LANG") },
        { "check", 0, 0, G_OPTION_ARG_NONE, &check, N_ ("Report problems and changes; write nothing"), NULL },
        { NULL },
  };
  g_autoptr (GOptionContext) context =
      g_option_context_new (_ ("FILE FILE.po — read translations from a PO file into a scenario"));
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  guint n_changed = 0;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  st_cli_add_force_option (context);
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc != 3)
    {
      g_printerr (_ ("sandtable-cli po import: expected FILE and FILE.po\n"));
      return ST_CLI_USAGE;
    }
  if (!check_lang_option ("import", lang))
    return ST_CLI_USAGE;
  if ((scenario = load (argv[1])) == NULL)
    return ST_CLI_INVALID;
  if (!st_po_import (scenario, argv[2], lang, diagnostics, &n_changed, &error))
    {
      /* Every problem, one a line, then nothing is written. */
      for (guint i = 0; i < st_diagnostics_get_length (diagnostics); i++)
        {
          g_autofree char *line = st_diagnostic_format (st_diagnostics_get (diagnostics, i));
          fprintf (stderr, "%s\n", line);
        }
      if (st_diagnostics_get_length (diagnostics) == 0)
        g_printerr ("sandtable-cli po import: %s\n", error->message);
      else
        g_printerr (_ ("%s: nothing imported\n"), argv[2]);
      return g_error_matches (error, ST_PO_ERROR, ST_PO_ERROR_LANGUAGE) ? ST_CLI_USAGE : ST_CLI_INVALID;
    }
  for (guint i = 0; i < st_diagnostics_get_length (diagnostics); i++)
    {
      g_autofree char *line = st_diagnostic_format (st_diagnostics_get (diagnostics, i));
      fprintf (stderr, "%s\n", line);
    }
  if (!check && n_changed > 0 && !st_scenario_save_file (scenario, argv[1], &error))
    {
      st_cli_print_error (argv[1], error);
      return ST_CLI_INVALID;
    }
  if (check)
    printf (ngettext ("%s: %u text would change (--check: nothing written)\n",
                      "%s: %u texts would change (--check: nothing written)\n", n_changed),
            argv[1], n_changed);
  else
    printf (ngettext ("%s: %u text changed\n", "%s: %u texts changed\n", n_changed), argv[1], n_changed);
  return ST_CLI_OK;
}

int
st_cli_po (int argc, char **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "export"))
    return po_export (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "import"))
    return po_import (argc - 1, argv + 1);
  if (argc >= 2 && (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h")))
    {
      printf (_ ("Usage: sandtable-cli po export FILE --lang LANG [-o FILE.po] [--translator NAME]\n"
                 "       sandtable-cli po export FILE --template [-o FILE.pot]\n"
                 "       sandtable-cli po import FILE FILE.po [--lang LANG] [--check]\n"));
      return ST_CLI_OK;
    }
  g_printerr (_ ("Usage: sandtable-cli po export FILE --lang LANG [-o FILE.po] [--translator NAME]\n"
                 "       sandtable-cli po export FILE --template [-o FILE.pot]\n"
                 "       sandtable-cli po import FILE FILE.po [--lang LANG] [--check]\n"));
  return ST_CLI_USAGE;
}
