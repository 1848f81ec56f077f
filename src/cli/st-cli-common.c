/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

#include "core/st-file-save.h"

#include "st-cli.h"

/* What every command shares (sandtable-cli and sandtable-cli-render). */

static gboolean
force_cb (const char *name, const char *value, gpointer data, GError **error)
{
  st_file_save_set_default_flags (st_file_save_get_default_flags () | ST_FILE_SAVE_REPLACE_READ_ONLY);
  return TRUE;
}

void
st_cli_add_force_option (GOptionContext *context)
{
  static const GOptionEntry entries[] = {
    { "force", 0, G_OPTION_FLAG_NO_ARG, G_OPTION_ARG_CALLBACK, (gpointer) force_cb,
      N_ ("Replace output files even when they are read-only"), NULL },
    { NULL },
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

static gboolean quiet;

void
st_cli_add_quiet_option (GOptionContext *context)
{
  static const GOptionEntry entries[] = {
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, N_ ("Print no warnings about the scenario"), NULL },
    { NULL },
  };

  /* Each command's own: one process may run several (the tests). */
  quiet = FALSE;
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

gboolean
st_cli_get_quiet (void)
{
  return quiet;
}

void
st_cli_print_error (const char *where, const GError *error)
{
  /* The library's sentence suits the app too; the way round it here is an option. */
  if (g_error_matches (error, ST_FILE_SAVE_ERROR, ST_FILE_SAVE_ERROR_READ_ONLY))
    fprintf (stderr, _ ("%s: error: %s Add --force to replace it anyway.\n"), where, error->message);
  else
    fprintf (stderr, "%s: error: %s\n", where, error->message);
}

gboolean
st_cli_parse_options (GOptionContext *context, int *argc, char ***argv)
{
  g_autoptr (GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_printerr ("sandtable-cli: %s\n", error->message);
      return FALSE;
    }
  return TRUE;
}

void
st_cli_set_message_language (const char *lang)
{
  const char      *messages = setlocale (LC_MESSAGES, NULL);
  g_autofree char *posix = g_strdup (lang);

  /* Scenario texts are tagged as BCP 47 ("sv-FI"), catalogues as POSIX ("sv_FI"). */
  g_strdelimit (posix, "-", '_');
  g_setenv ("LANGUAGE", posix, TRUE);
  /* Setting the locale again makes gettext read LANGUAGE anew; without an
   * installed locale, C.UTF-8 still lets LANGUAGE choose the catalogue. */
  setlocale (LC_MESSAGES, messages == NULL || g_str_equal (messages, "C") || g_str_equal (messages, "POSIX")
                              ? "C.UTF-8"
                              : messages);
}
