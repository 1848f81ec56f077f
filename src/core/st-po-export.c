/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-po"

#include "config.h"

#include <gettext-po.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "st-po-private.h"
#include "st-po.h"
#include "st-texts.h"
#include "st-file-save.h"
#include "st-value-check.h"

/* PO export: the header (dates, translator, Plural-Forms), an entry per text,
 * #| msgid for outdated ones, and the POT template. */

/* Plural-Forms of a language (gettext's manual and CLDR), for hosted
 * platforms: scenario texts have no plural entries, but Weblate and msgfmt
 * read the header. NULL for a language not in the table: nothing is written
 * rather than a guess. */
static const struct
{
  const char *lang;
  const char *forms;
} plural_forms[] = {
#define GERMANIC "nplurals=2; plural=(n != 1);"
#define SLAVIC_EAST \
  "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
  { "en", GERMANIC },
  { "de", GERMANIC },
  { "sv", GERMANIC },
  { "fi", GERMANIC },
  { "da", GERMANIC },
  { "nb", GERMANIC },
  { "nn", GERMANIC },
  { "no", GERMANIC },
  { "nl", GERMANIC },
  { "et", GERMANIC },
  { "it", GERMANIC },
  { "es", GERMANIC },
  { "pt", GERMANIC },
  { "el", GERMANIC },
  { "hu", GERMANIC },
  { "bg", GERMANIC },
  { "ca", GERMANIC },
  { "eo", GERMANIC },
  { "eu", GERMANIC },
  { "gl", GERMANIC },
  { "he", GERMANIC },
  { "se", GERMANIC },
  { "fo", GERMANIC },
  { "fr", "nplurals=2; plural=(n > 1);" },
  { "pt_BR", "nplurals=2; plural=(n > 1);" },
  { "tr", "nplurals=2; plural=(n > 1);" },
  { "is", "nplurals=2; plural=(n%10!=1 || n%100==11);" },
  { "ja", "nplurals=1; plural=0;" },
  { "zh", "nplurals=1; plural=0;" },
  { "ko", "nplurals=1; plural=0;" },
  { "vi", "nplurals=1; plural=0;" },
  { "th", "nplurals=1; plural=0;" },
  { "id", "nplurals=1; plural=0;" },
  { "ru", SLAVIC_EAST },
  { "uk", SLAVIC_EAST },
  { "be", SLAVIC_EAST },
  { "sr", SLAVIC_EAST },
  { "hr", SLAVIC_EAST },
  { "bs", SLAVIC_EAST },
  { "pl", "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);" },
  { "cs", "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;" },
  { "sk", "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;" },
  { "lt", "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2);" },
  { "lv", "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2);" },
  { "ro", "nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2);" },
  { "sl", "nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);" },
  { "ga", "nplurals=5; plural=(n==1 ? 0 : n==2 ? 1 : n<7 ? 2 : n<11 ? 3 : 4);" },
  { "ar",
    "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);" },
#undef GERMANIC
#undef SLAVIC_EAST
};

const char *
st_po_plural_forms (const char *lang)
{
  g_autofree char *code = NULL;
  gsize            base;

  if (lang == NULL)
    return NULL;
  /* "pt-BR" is looked up as "pt_BR", then as "pt". */
  code = g_strdelimit (g_strdup (lang), "-", '_');
  base = strcspn (code, "_");
  for (int pass = 0; pass < 2; pass++)
    {
      for (guint i = 0; i < G_N_ELEMENTS (plural_forms); i++)
        if (g_ascii_strcasecmp (plural_forms[i].lang, code) == 0)
          return plural_forms[i].forms;
      code[base] = '\0';
    }
  return NULL;
}

/* The time an export is made: SOURCE_DATE_EPOCH when set (reproducible
 * builds: the same scenario gives the same bytes), else now; in UTC. */
static char *
revision_date (void)
{
  const char *epoch = g_getenv ("SOURCE_DATE_EPOCH");
  g_autoptr (GDateTime) when = NULL;
  gint64 seconds;

  if (epoch != NULL && g_ascii_string_to_signed (epoch, 10, 0, G_MAXINT64, &seconds, NULL))
    when = g_date_time_new_from_unix_utc (seconds);
  if (when == NULL)
    when = g_date_time_new_now_utc ();
  return g_date_time_format (when, "%Y-%m-%d %H:%M+0000");
}

static char *
make_header (StScenario *scenario, const char *lang, const StPoExportOptions *options)
{
  const char      *title = st_text_get_source (scenario->title);
  const char      *forms = options->template ? NULL : st_po_plural_forms (lang);
  const char      *translator = options->translator;
  g_autofree char *date = revision_date ();
  g_autofree char *plural = forms ? g_strdup_printf ("Plural-Forms: %s\n", forms) : g_strdup ("");

  if (options->template)
    /* A template, as xgettext writes one: the placeholders are the
     * platforms' (Weblate fills them in). */
    return g_strdup_printf ("Project-Id-Version: %s\n"
                            "POT-Creation-Date: %s\n"
                            "PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\n"
                            "Last-Translator: FULL NAME <EMAIL@ADDRESS>\n"
                            "Language-Team: LANGUAGE <LL@li.org>\n"
                            "Language: \n"
                            "MIME-Version: 1.0\n"
                            "Content-Type: text/plain; charset=UTF-8\n"
                            "Content-Transfer-Encoding: 8bit\n"
                            "X-Sandtable-Source-Language: %s\n",
                            title ? title : "", date, scenario->lang);
  return g_strdup_printf ("Project-Id-Version: %s\n"
                          "PO-Revision-Date: %s\n"
                          "Last-Translator: %s\n"
                          "Language-Team: none\n"
                          "Language: %s\n"
                          "MIME-Version: 1.0\n"
                          "Content-Type: text/plain; charset=UTF-8\n"
                          "Content-Transfer-Encoding: 8bit\n"
                          "%s"
                          "X-Sandtable-Source-Language: %s\n",
                          title ? title : "", date, translator && *translator ? translator : "none", lang,
                          plural, st_po_source_lang_for (scenario, lang));
}

static po_file_t
build_po (StScenario *scenario, const char *lang, const StPoExportOptions *options)
{
  g_autoptr (GPtrArray) items = st_scenario_list_texts (scenario);
  g_autofree char      *header_text = make_header (scenario, lang, options);
  po_file_t             file = po_file_create ();
  po_message_iterator_t iterator = po_message_iterator (file, NULL);
  po_message_t          header = po_message_create ();

  po_message_set_msgid (header, "");
  po_message_set_msgstr (header, header_text);
  po_message_insert (iterator, header);
  for (guint i = 0; i < items->len; i++)
    {
      const StTextItem *item = g_ptr_array_index (items, i);
      const StText     *text = *item->slot;
      const char       *translation = options->template ? NULL : st_text_get_exact (text, lang);
      g_autofree char  *where = NULL;
      po_message_t      message;

      if (!options->template && !st_po_is_translatable (item, lang))
        continue;
      message = po_message_create ();
      where = st_text_item_describe (item, FALSE);
      po_message_set_extracted_comments (message, where);
      po_message_set_msgctxt (message, item->context);
      po_message_set_msgid (message, st_text_get_source (text));
      po_message_set_msgstr (message, translation ? translation : "");
      if (translation != NULL && !st_text_is_done (text, lang))
        po_message_set_fuzzy (message, 1);
      /* What the outdated translation was made from, as msgmerge
       * --previous writes it, so that Poedit and Weblate show the change. */
      if (translation != NULL && st_text_get_previous_source (text, lang) != NULL)
        po_message_set_prev_msgid (message, st_text_get_previous_source (text, lang));
      po_message_insert (iterator, message);
    }
  po_message_iterator_free (iterator);
  return file;
}

/* Writes the PO file straight to path: libgettextpo writes only to a named
 * file, and not atomically, so this is only ever a temporary file. */
static gboolean
write_po_file (StScenario              *scenario,
               const char              *lang,
               const StPoExportOptions *options,
               const char              *path,
               GError                 **error)
{
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  StPoReporter state = { diagnostics, path, 0 };
  po_file_t    file;

  if (!options->template && !st_po_check_lang (scenario, lang, error))
    return FALSE;
  file = build_po (scenario, lang, options);
  st_po_write_po (file, path, &state);
  st_po_free_po (file);
  if (st_diagnostics_n_errors (diagnostics) > 0)
    {
      g_autofree char *all = st_diagnostics_format_all (diagnostics);
      g_set_error (error, ST_PO_ERROR, ST_PO_ERROR_IO, "%s", all);
      return FALSE;
    }
  return TRUE;
}

GBytes *
st_po_export_with_options (StScenario              *scenario,
                           const char              *lang,
                           const StPoExportOptions *options,
                           GError                 **error)
{
  static const StPoExportOptions defaults = { 0 };
  g_autofree char               *path = NULL;
  g_autofree char               *contents = NULL;
  gsize                          length = 0;
  gboolean                       ok;
  int                            fd;

  if (options == NULL)
    options = &defaults;
  /* libgettextpo writes only to a named file. */
  fd = g_file_open_tmp ("sandtable-XXXXXX.po", &path, error);
  if (fd < 0)
    return NULL;
  close (fd);
  ok = write_po_file (scenario, lang, options, path, error)
       && g_file_get_contents (path, &contents, &length, error);
  g_unlink (path);
  if (!ok)
    return NULL;
  return g_bytes_new_take (g_steal_pointer (&contents), length);
}

GBytes *
st_po_export (StScenario *scenario, const char *lang, GError **error)
{
  return st_po_export_with_options (scenario, lang, NULL, error);
}

gboolean
st_po_export_file_with_options (StScenario              *scenario,
                                const char              *lang,
                                const StPoExportOptions *options,
                                const char              *path,
                                GError                 **error)
{
  g_autoptr (GBytes) bytes = NULL;
  gconstpointer data;
  gsize         length;

  g_return_val_if_fail (scenario != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* Made in full first, then written as every file of Sandtable is: a full
   * disk leaves an existing PO file as it was, and its link and mode stay. */
  if ((bytes = st_po_export_with_options (scenario, lang, options, error)) == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &length);
  return st_file_save_atomic (path, data, length, error);
}

gboolean
st_po_export_file (StScenario *scenario, const char *lang, const char *path, GError **error)
{
  return st_po_export_file_with_options (scenario, lang, NULL, path, error);
}
