/* SPDX-License-Identifier: GPL-3.0-or-later */
/* PO files of a scenario's texts: what export (st-po-export.c) and import
 * (st-po-import.c) share: libgettextpo's reading and writing with located
 * errors, and which texts a file for a language holds. */
#define G_LOG_DOMAIN "sandtable-po"

#include "config.h"

#include <gettext-po.h>
#include <glib/gi18n-lib.h>
#include <setjmp.h>

#include "st-edit-texts.h"
#include "st-po-private.h"
#include "st-po.h"
#include "st-texts.h"

/* clang-format off */
G_DEFINE_QUARK (st-po-error-quark, st_po_error)
/* clang-format on */

static _Thread_local StPoReporter *reporter;

static void
report (int severity, const char *filename, size_t lineno, size_t column, const char *message_text)
{
  g_autofree char *message = g_strchomp (g_strdup (message_text ? message_text : ""));
  int              line = lineno == (size_t) -1 ? 0 : (int) lineno;
  int              col = column == (size_t) -1 || line == 0 ? 0 : (int) column + 1;

  if (severity == PO_SEVERITY_WARNING)
    {
      st_diagnostics_add (reporter->diagnostics, ST_SEVERITY_WARNING, reporter->path, line,
                          MAX (col, line ? 1 : 0), "%s", message);
      return;
    }
  /* libgettextpo closes with "found N fatal errors", which the errors before
   * it already said. */
  if (filename == NULL && reporter->n_errors > 0)
    return;
  reporter->n_errors++;
  st_diagnostics_add (reporter->diagnostics, ST_SEVERITY_ERROR, reporter->path, line, MAX (col, line ? 1 : 0),
                      "%s", message);
}

static void
xerror (int          severity,
        po_message_t message,
        const char  *filename,
        size_t       lineno,
        size_t       column,
        int          multiline_p,
        const char  *message_text)
{
  (void) message;
  (void) multiline_p;
  report (severity, filename, lineno, column, message_text);
  if (severity == PO_SEVERITY_FATAL_ERROR)
    longjmp (reporter->fatal, 1);
}

static void
xerror2 (int          severity,
         po_message_t message1,
         const char  *filename1,
         size_t       lineno1,
         size_t       column1,
         int          multiline_p1,
         const char  *message_text1,
         po_message_t message2,
         const char  *filename2,
         size_t       lineno2,
         size_t       column2,
         int          multiline_p2,
         const char  *message_text2)
{
  g_autofree char *text =
      g_strdup_printf ("%s %s", message_text1 ? message_text1 : "", message_text2 ? message_text2 : "");

  (void) message1, (void) message2, (void) multiline_p1, (void) multiline_p2;
  (void) filename2, (void) lineno2, (void) column2;
  report (severity, filename1, lineno1, column1, text);
  if (severity == PO_SEVERITY_FATAL_ERROR)
    longjmp (reporter->fatal, 1);
}

static const struct po_xerror_handler handler = { xerror, xerror2 };

/* setjmp() lives in these two small functions so that no local of their
 * callers can be clobbered by the jump. */
po_file_t
st_po_read_po (const char *path, StPoReporter *state)
{
  po_file_t volatile file = NULL;

  reporter = state;
  if (setjmp (state->fatal) == 0)
    file = po_file_read (path, &handler);
  reporter = NULL;
  return file;
}

void
st_po_write_po (po_file_t file, const char *path, StPoReporter *state)
{
  reporter = state;
  if (setjmp (state->fatal) == 0)
    po_file_write (file, path, &handler);
  reporter = NULL;
}

/* po_file_free() of libgettextpo 0.21 frees each message without its msgctxt
 * (message_free() forgets it): clearing them first frees them. */
void
st_po_free_po (po_file_t file)
{
  const char *const *domains = po_file_domains (file);

  for (guint i = 0; domains != NULL && domains[i] != NULL; i++)
    {
      po_message_iterator_t iterator = po_message_iterator (file, domains[i]);
      po_message_t          message;

      while ((message = po_next_message (iterator)) != NULL)
        po_message_set_msgctxt (message, NULL);
      po_message_iterator_free (iterator);
    }
  po_file_free (file);
}

/* The texts of the file: those with a source in another language than lang. */
gboolean
st_po_is_translatable (const StTextItem *item, const char *lang)
{
  return g_strcmp0 (st_text_get_source_lang (*item->slot), lang) != 0;
}

/* The source language of the texts a file for lang holds: the document
 * language, or, for a file in the document language (the Finnish-named towns
 * of a Swedish scenario, named in Swedish too), the one other language their
 * sources share; NULL when there are no such texts. */
const char *
st_po_source_lang_for (StScenario *scenario, const char *lang)
{
  g_autoptr (GPtrArray) items = NULL;
  const char *found = NULL;

  if (!g_str_equal (lang, scenario->lang))
    return scenario->lang;
  items = st_scenario_list_texts (scenario);
  for (guint i = 0; i < items->len; i++)
    {
      const StTextItem *item = g_ptr_array_index (items, i);
      const char       *source = st_text_get_source_lang (*item->slot);

      if (!st_po_is_translatable (item, lang))
        continue;
      if (found != NULL && !g_str_equal (found, source))
        return scenario->lang;
      found = source;
    }
  return found;
}

gboolean
st_po_check_lang (StScenario *scenario, const char *lang, GError **error)
{
  if (lang == NULL || !st_edit_is_language_code (lang))
    {
      g_set_error (error, ST_PO_ERROR, ST_PO_ERROR_LANGUAGE, _ ("“%s” is not a language code such as fi"),
                   lang ? lang : "");
      return FALSE;
    }
  /* The document language has texts to translate only where some text's
   * source is in another language. */
  if (st_po_source_lang_for (scenario, lang) == NULL)
    {
      g_set_error (error, ST_PO_ERROR, ST_PO_ERROR_LANGUAGE,
                   _ ("“%s” is the document language: its texts are the sources, not translations"), lang);
      return FALSE;
    }
  return TRUE;
}
