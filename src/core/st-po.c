/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-po"

#include "config.h"

#include <gettext-po.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <setjmp.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "st-edit-texts.h"
#include "st-file-read.h"
#include "st-file-save.h"
#include "st-markup.h"
#include "st-po.h"
#include "st-texts.h"
#include "st-value-check.h"

/* clang-format off */
G_DEFINE_QUARK (st-po-error-quark, st_po_error)
/* clang-format on */

/* libgettextpo reports problems through a handler that must not return on a
 * fatal error; the handler jumps back to the caller, which was told by
 * setjmp(). The state is per thread. */
typedef struct
{
  StDiagnostics *diagnostics;
  const char    *path;
  guint          n_errors;
  jmp_buf        fatal;
} Reporter;

static _Thread_local Reporter *reporter;

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
static po_file_t
read_po (const char *path, Reporter *state)
{
  po_file_t volatile file = NULL;

  reporter = state;
  if (setjmp (state->fatal) == 0)
    file = po_file_read (path, &handler);
  reporter = NULL;
  return file;
}

static void
write_po (po_file_t file, const char *path, Reporter *state)
{
  reporter = state;
  if (setjmp (state->fatal) == 0)
    po_file_write (file, path, &handler);
  reporter = NULL;
}

/* po_file_free() of libgettextpo 0.21 frees each message without its msgctxt
 * (message_free() forgets it): clearing them first frees them. */
static void
free_po (po_file_t file)
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
static gboolean
is_translatable (const StTextItem *item, const char *lang)
{
  return g_strcmp0 (st_text_get_source_lang (*item->slot), lang) != 0;
}

/* The source language of the texts a file for lang holds: the document
 * language, or, for a file in the document language (the Finnish-named towns
 * of a Swedish scenario, named in Swedish too), the one other language their
 * sources share; NULL when there are no such texts. */
static const char *
source_lang_for (StScenario *scenario, const char *lang)
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

      if (!is_translatable (item, lang))
        continue;
      if (found != NULL && !g_str_equal (found, source))
        return scenario->lang;
      found = source;
    }
  return found;
}

static gboolean
check_lang (StScenario *scenario, const char *lang, GError **error)
{
  if (lang == NULL || !st_edit_is_language_code (lang))
    {
      g_set_error (error, ST_PO_ERROR, ST_PO_ERROR_LANGUAGE, _ ("“%s” is not a language code such as fi"),
                   lang ? lang : "");
      return FALSE;
    }
  /* The document language has texts to translate only where some text's
   * source is in another language. */
  if (source_lang_for (scenario, lang) == NULL)
    {
      g_set_error (error, ST_PO_ERROR, ST_PO_ERROR_LANGUAGE,
                   _ ("“%s” is the document language: its texts are the sources, not translations"), lang);
      return FALSE;
    }
  return TRUE;
}

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
                          plural, source_lang_for (scenario, lang));
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

      if (!options->template && !is_translatable (item, lang))
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
  Reporter  state = { diagnostics, path, 0 };
  po_file_t file;

  if (!options->template && !check_lang (scenario, lang, error))
    return FALSE;
  file = build_po (scenario, lang, options);
  write_po (file, path, &state);
  free_po (file);
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

/* Where each message of a PO file starts, found by reading the keyword lines:
 * libgettextpo does not say where a message came from. Messages come in file
 * order, obsolete ones ("#~") included, as libgettextpo iterates them. */
typedef struct
{
  int msgctxt;
  int msgid;
  int msgid_plural;
  int msgstr;
} EntryLines;

static GArray *
scan_entry_lines (const char *contents)
{
  g_auto (GStrv) lines = NULL;
  GArray     *entries = g_array_new (FALSE, TRUE, sizeof (EntryLines));
  EntryLines *current = NULL;
  gboolean    after_msgstr = TRUE;

  lines = g_strsplit (contents, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];

      if (g_str_has_prefix (line, "#~"))
        line += 2;
      while (*line == ' ' || *line == '\t')
        line++;
      if (g_str_has_prefix (line, "msgctxt") || (g_str_has_prefix (line, "msgid ") && after_msgstr))
        {
          g_array_set_size (entries, entries->len + 1);
          current = &g_array_index (entries, EntryLines, entries->len - 1);
          after_msgstr = FALSE;
        }
      if (current == NULL)
        continue;
      if (g_str_has_prefix (line, "msgctxt"))
        current->msgctxt = i + 1;
      else if (g_str_has_prefix (line, "msgid_plural"))
        current->msgid_plural = i + 1;
      else if (g_str_has_prefix (line, "msgid"))
        current->msgid = i + 1;
      else if (g_str_has_prefix (line, "msgstr") && current->msgstr == 0)
        {
          current->msgstr = i + 1;
          after_msgstr = TRUE;
        }
    }
  return entries;
}

static void G_GNUC_PRINTF (4, 5)
    entry_error (StDiagnostics *diagnostics, const char *path, int line, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  st_diagnostics_add (diagnostics, ST_SEVERITY_ERROR, path, line, line > 0 ? 1 : 0, "%s", message);
}

/* Decodes the quoted string that starts at the quote contents[at] into out,
 * with the offset in contents each byte of out comes from in offsets, as
 * libgettextpo reads it (C escapes); returns the offset past it. */
static gsize
decode_string (const char *contents, gsize length, gsize at, GString *out, GArray *offsets)
{
  static const char escapes[] = "n\nt\tr\rb\bf\fv\va\a";

  for (at++; at < length && contents[at] != '"' && contents[at] != '\n'; at++)
    {
      gsize from = at;
      guint value = (guchar) contents[at];

      if (contents[at] == '\\' && at + 1 < length)
        {
          const char *escape = strchr (escapes, contents[++at]);

          if (escape != NULL && contents[at] != '\0' && (escape - escapes) % 2 == 0)
            value = (guchar) escape[1];
          else if (contents[at] >= '0' && contents[at] <= '7')
            {
              value = 0;
              for (int n = 0; n < 3 && at < length && contents[at] >= '0' && contents[at] <= '7'; n++, at++)
                value = value * 8 + (guint) (contents[at] - '0');
              at--;
            }
          else if (contents[at] == 'x' && at + 1 < length && g_ascii_isxdigit (contents[at + 1]))
            {
              value = 0;
              for (at++; at < length && g_ascii_isxdigit (contents[at]); at++)
                value = value * 16 + (guint) g_ascii_xdigit_value (contents[at]);
              at--;
            }
          else
            value = (guchar) contents[at];
        }
      g_string_append_c (out, (char) value);
      g_array_append_val (offsets, from);
    }
  return at;
}

/* Every string of the PO file's entries (obsolete ones and comments aside),
 * decoded, must be a text a scenario can hold (st_value_check ()): the first
 * character that is not is reported where it is written, an escape such as
 * \b or \000 at its backslash. */
/* Line and column (in characters) of a byte offset, found going forward from
 * the last one asked, so that locating every problem of a file is linear. */
typedef struct
{
  gsize offset;
  int   line;
  int   column;
} Cursor;

static void
cursor_advance (Cursor *cursor, const char *text, gsize to)
{
  for (; cursor->offset < to; cursor->offset++)
    {
      guchar c = (guchar) text[cursor->offset];

      if (c == '\n')
        {
          cursor->line++;
          cursor->column = 1;
        }
      else if ((c & 0xc0) != 0x80)
        cursor->column++;
    }
}

static void
check_strings (const char *contents, gsize length, const char *path, StDiagnostics *diagnostics)
{
  g_autoptr (GString) decoded = g_string_new (NULL);
  g_autoptr (GArray) offsets = g_array_new (FALSE, FALSE, sizeof (gsize));
  Cursor cursor = { 0, 1, 1 };
  gsize  at = 0;

  while (at < length)
    {
      gsize start = at;

      while (at < length && (contents[at] == ' ' || contents[at] == '\t'))
        at++;
      if (at < length && contents[at] != '#')
        {
          while (at < length && contents[at] != '"' && contents[at] != '\n')
            at++;
          if (at < length && contents[at] == '"')
            {
              g_autoptr (GError) problem = NULL;
              gsize bad = 0;

              g_string_truncate (decoded, 0);
              g_array_set_size (offsets, 0);
              at = decode_string (contents, length, at, decoded, offsets);
              if (!st_value_check (ST_CHECK_TEXT, decoded->str, (gssize) decoded->len, &bad, &problem))
                {
                  cursor_advance (&cursor, contents, g_array_index (offsets, gsize, bad));
                  st_diagnostics_add (diagnostics, ST_SEVERITY_ERROR, path, cursor.line, cursor.column, "%s",
                                      problem->message);
                }
            }
        }
      while (at < length && contents[at] != '\n')
        at++;
      at++;
      g_assert (at > start);
    }
}

/* The PO file's charset, from its header's Content-Type: UTF-8 (or ASCII, a
 * part of it), or none said, which is ASCII. Anything else is reported at
 * where the file says it. */
static void
check_charset (
    const char *header, const char *contents, gsize length, const char *path, StDiagnostics *diagnostics)
{
  g_autofree char *content_type = header ? po_header_field (header, "Content-Type") : NULL;
  g_autofree char *lower = content_type ? g_ascii_strdown (content_type, -1) : NULL;
  g_autofree char *charset = NULL;
  const char      *at = lower ? strstr (lower, "charset=") : NULL;
  const char      *in_file;
  int              line = 1, column = 1;

  if (at == NULL)
    return;
  at += strlen ("charset=");
  charset = g_strndup (at, strcspn (at, " \t;\n"));
  if (g_str_equal (charset, "utf-8") || g_str_equal (charset, "utf8") || g_str_equal (charset, "ascii")
      || g_str_equal (charset, "us-ascii"))
    return;
  in_file = g_strstr_len (contents, (gssize) length, "charset=");
  if (in_file != NULL)
    st_text_offset_location (contents, length, (gsize) (in_file - contents), &line, &column);
  /* Translators: %s is the charset a PO file declares, such as iso-8859-1. */
  st_diagnostics_add (diagnostics, ST_SEVERITY_ERROR, path, line, column,
                      _ ("the PO file says its charset is “%s”; PO files must be UTF-8 "
                         "(Content-Type: text/plain; charset=UTF-8)"),
                      charset);
}

static void G_GNUC_PRINTF (4, 5)
    entry_warning (StDiagnostics *diagnostics, const char *path, int line, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  st_diagnostics_add (diagnostics, ST_SEVERITY_WARNING, path, line, line > 0 ? 1 : 0, "%s", message);
}

/* One entry of a PO file as an import reads it. */
typedef struct
{
  const char       *context;
  const char       *msgid;
  const char       *prev_msgid; /* "#| msgid": what a fuzzy entry was made from */
  const char       *prev_context; /* "#| msgctxt": another text's, for msgmerge's guess */
  const char       *msgstr;
  gboolean          fuzzy;
  const EntryLines *where;
} PoEntry;

/* The text an entry is for, or NULL after a warning: a file made before a
 * text was removed (or its thing renamed) names texts the scenario no
 * longer has; they are listed, and the rest of the file lands. */
static const StTextItem *
find_item (
    GHashTable *items, const PoEntry *entry, const char *path, const char *lang, StDiagnostics *diagnostics)
{
  const StTextItem *item = entry->context ? g_hash_table_lookup (items, entry->context) : NULL;

  if (item != NULL && is_translatable (item, lang))
    return item;
  /* An untranslated entry for a text written in lang (a template's) is
   * nothing lost. */
  if (item != NULL && (entry->msgstr == NULL || *entry->msgstr == '\0'))
    return NULL;
  if (entry->context == NULL)
    entry_warning (diagnostics, path, entry->where->msgid,
                   _ ("an entry without msgctxt is not a scenario text; skipped"));
  else
    /* Translators: %s is a msgctxt such as "card/a-guard-1/text". */
    entry_warning (diagnostics, path, entry->where->msgctxt,
                   _ ("unknown msgctxt “%s”: the scenario has no such text (any more); skipped"),
                   entry->context);
  return NULL;
}

/* Applies one entry to its text:
 * - made from the current source (its msgid, or for a fuzzy entry its
 *   "#| msgid" when it has one): the msgstr lands; fuzzy keeps an outdated
 *   translation outdated and marks a current one "needs work"; no flag
 *   reviews it and clears "needs work";
 * - made from another source (the file is older than the scenario's
 *   change): the msgstr lands as outdated, with that source kept as its
 *   previous source (a warning says so), unless the text has a translation
 *   made for the current source since, which is kept (a warning says so);
 * - an empty msgstr removes the translation of the current source, and is
 *   passed over for an older one;
 * - msgmerge's guess from another text does not replace a translation. */
static void
apply_entry (
    StText *text, const PoEntry *entry, const char *path, const char *lang, StDiagnostics *diagnostics)
{
  const char *source = st_text_get_source (text);
  const char *made_from = entry->fuzzy && entry->prev_msgid ? entry->prev_msgid : entry->msgid;
  gboolean    current = g_strcmp0 (made_from, source) == 0;

  if (entry->msgstr == NULL || *entry->msgstr == '\0')
    {
      /* An empty msgstr is untranslated: the translator removed it. */
      if (g_strcmp0 (entry->msgid, source) == 0)
        st_text_remove (text, lang);
      return;
    }
  /* msgmerge's fuzzy match with another text ("#| msgctxt" of another) is a
   * guess: it does not replace a translation the text has. */
  if (entry->fuzzy && entry->prev_context != NULL && g_strcmp0 (entry->prev_context, entry->context) != 0
      && st_text_get_exact (text, lang) != NULL)
    {
      /* Translators: the first %s is a msgctxt, the second the other text's. */
      entry_warning (diagnostics, path, entry->where->msgctxt,
                     _ ("the translation of “%s” was guessed from “%s” (a fuzzy match); the scenario's "
                        "translation is kept"),
                     entry->context, entry->prev_context);
      return;
    }
  /* A translation made from an older source does not replace one made
   * (or reviewed) since for the current source. */
  if (!current && st_text_get_exact (text, lang) != NULL && !st_text_is_outdated (text, lang)
      && g_strcmp0 (st_text_get_exact (text, lang), entry->msgstr) != 0)
    {
      entry_warning (diagnostics, path, entry->where->msgid,
                     _ ("the source of “%s” changed since this file was made, and the scenario's translation "
                        "was made for the new source: it is kept"),
                     entry->context);
      return;
    }
  /* A translation of a rules body keeps the source's markup (a warning). */
  st_markup_warn_translation (diagnostics, path, entry->where->msgstr, entry->context, source, entry->msgstr);
  if (g_strcmp0 (st_text_get_exact (text, lang), entry->msgstr) != 0)
    st_text_set (text, lang, entry->msgstr);
  if (!current)
    {
      /* A previous msgid a scenario could not hold is not kept. */
      if (st_value_check (ST_CHECK_TEXT, made_from, -1, NULL, NULL))
        st_text_set_made_from (text, lang, made_from);
      else if (!st_text_is_outdated (text, lang))
        st_text_mark_outdated (text, lang);
      if (g_strcmp0 (entry->msgid, source) != 0)
        entry_warning (diagnostics, path, entry->where->msgid,
                       _ ("the source of “%s” changed since this file was made; its translation is marked "
                          "outdated"),
                       entry->context);
      return;
    }
  if (entry->fuzzy)
    {
      if (!st_text_is_outdated (text, lang))
        st_text_set_needs_work (text, lang, TRUE);
      return;
    }
  st_text_review (text, lang);
  st_text_set_needs_work (text, lang, FALSE);
}

/* Reads one message into entry; a plural entry (scenario texts have none,
 * but a platform may write one) gives its msgstr[0], with a warning. */
static void
read_entry (po_message_t      message,
            const EntryLines *where,
            const char       *path,
            StDiagnostics    *diagnostics,
            PoEntry          *entry)
{
  *entry = (PoEntry){
    .context = po_message_msgctxt (message),
    .msgid = po_message_msgid (message),
    .prev_msgid = po_message_prev_msgid (message),
    .prev_context = po_message_prev_msgctxt (message),
    .msgstr = po_message_msgstr (message),
    .fuzzy = po_message_is_fuzzy (message),
    .where = where,
  };
  if (po_message_msgid_plural (message) != NULL)
    {
      entry->msgstr = po_message_msgstr_plural (message, 0);
      entry_warning (diagnostics, path, where->msgid_plural,
                     _ ("plural forms are not used in scenario texts: msgstr[0] is taken, the other forms "
                        "are left out"));
    }
}

/* Applies one message; counts the text when it changed. */
static void
apply_message (GHashTable       *items,
               po_message_t      message,
               const EntryLines *where,
               const char       *path,
               const char       *lang,
               StDiagnostics    *diagnostics,
               guint            *n_changed)
{
  const StTextItem *item;
  g_autoptr (StText) before = NULL;
  PoEntry entry;

  read_entry (message, where, path, diagnostics, &entry);
  if ((item = find_item (items, &entry, path, lang, diagnostics)) == NULL)
    return;
  before = st_text_copy (*item->slot);
  apply_entry (*item->slot, &entry, path, lang, diagnostics);
  if (!st_text_equal (before, *item->slot))
    (*n_changed)++;
}

gboolean
st_po_import (StScenario    *scenario,
              const char    *path,
              const char    *lang,
              StDiagnostics *diagnostics,
              guint         *n_changed,
              GError       **error)
{
  g_autoptr (StDiagnostics) own_diagnostics = NULL;
  g_autoptr (GPtrArray) list = NULL;
  g_autoptr (GHashTable) items = NULL;
  g_autoptr (GArray) lines = NULL;
  g_autofree char      *header_lang = NULL;
  g_autofree char      *header = NULL;
  g_autofree char      *contents = NULL;
  gsize                 length = 0;
  Reporter              state = { 0 };
  po_file_t             file = NULL;
  po_message_iterator_t iterator;
  po_message_t          message;
  guint                 changed = 0;
  guint                 index = 0;
  GStatBuf              st;

  g_return_val_if_fail (scenario != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (diagnostics == NULL)
    diagnostics = own_diagnostics = st_diagnostics_new ();
  if (n_changed != NULL)
    *n_changed = 0;
  /* A language asked for must be a code before anything is read. */
  if (lang != NULL && !check_lang (scenario, lang, error))
    return FALSE;
  /* libgettextpo reads the whole file, and would wait for a FIFO's writer:
   * only regular files of a bounded size are given to it. */
  if (g_stat (path, &st) != 0)
    {
      g_set_error (error, ST_PO_ERROR, ST_PO_ERROR_IO, _ ("%s: no such file"), path);
      return FALSE;
    }
  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, ST_PO_ERROR, ST_PO_ERROR_IO, _ ("%s: not a regular file; expected a PO file"),
                   path);
      return FALSE;
    }
  if (st.st_size > ST_PO_MAX_FILE_SIZE)
    {
      g_set_error (error, ST_PO_ERROR, ST_PO_ERROR_IO,
                   _ ("%s: the file is larger than %d bytes (32 MiB), the most a PO file may have"), path,
                   ST_PO_MAX_FILE_SIZE);
      return FALSE;
    }

  state.diagnostics = diagnostics;
  state.path = path;
  file = read_po (path, &state);
  if (file == NULL || state.n_errors > 0)
    {
      if (file != NULL)
        free_po (file);
      if (st_diagnostics_n_errors (diagnostics) == 0)
        st_diagnostics_add (diagnostics, ST_SEVERITY_ERROR, path, 0, 0, "%s", _ ("not a PO file"));
      goto refused;
    }

  if (!g_file_get_contents (path, &contents, &length, error))
    {
      free_po (file);
      return FALSE;
    }
  lines = scan_entry_lines (contents);
  /* Declared const, but a copy to free (gettext-po.c: xstrdup). */
  header = (char *) po_file_domain_header (file, NULL);
  header_lang = header ? po_header_field (header, "Language") : NULL;
  check_charset (header, contents, length, path, diagnostics);
  if (st_diagnostics_n_errors (diagnostics) == 0)
    check_strings (contents, length, path, diagnostics);
  if (st_diagnostics_n_errors (diagnostics) > 0)
    {
      free_po (file);
      goto refused;
    }
  if (lang != NULL && header_lang != NULL && *header_lang != '\0' && g_strcmp0 (header_lang, lang) != 0)
    entry_error (diagnostics, path, lines->len > 0 ? g_array_index (lines, EntryLines, 0).msgid : 1,
                 _ ("wrong language: the PO file is for “%s”, not “%s”"), header_lang, lang);
  else if (lang == NULL && (header_lang == NULL || *header_lang == '\0'))
    entry_error (diagnostics, path, 1, _ ("the PO file names no Language; say which with --lang"));
  else if (lang == NULL && !st_edit_is_language_code (header_lang))
    entry_error (diagnostics, path, 1, _ ("the PO file’s Language “%s” is not a language code such as fi"),
                 header_lang);
  else if (!check_lang (scenario, lang ? lang : header_lang, error))
    {
      free_po (file);
      return FALSE;
    }
  if (st_diagnostics_n_errors (diagnostics) > 0)
    {
      free_po (file);
      goto refused;
    }
  if (lang == NULL)
    lang = header_lang;

  list = st_scenario_list_texts (scenario);
  items = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < list->len; i++)
    {
      StTextItem *item = g_ptr_array_index (list, i);
      g_hash_table_insert (items, item->context, item);
    }

  iterator = po_message_iterator (file, NULL);
  for (; (message = po_next_message (iterator)) != NULL; index++)
    {
      static const EntryLines unknown = { 0 };
      const EntryLines *where = index < lines->len ? &g_array_index (lines, EntryLines, index) : &unknown;

      if (po_message_is_obsolete (message))
        continue;
      if (*po_message_msgid (message) == '\0' && po_message_msgctxt (message) == NULL)
        continue; /* the header */
      apply_message (items, message, where, path, lang, diagnostics, &changed);
    }
  po_message_iterator_free (iterator);
  free_po (file);

  if (st_diagnostics_n_errors (diagnostics) > 0)
    goto refused;
  if (n_changed != NULL)
    *n_changed = changed;
  return TRUE;

refused:
  {
    guint            n = st_diagnostics_n_errors (diagnostics);
    g_autofree char *all = st_diagnostics_format_all (diagnostics);

    g_set_error (
        error, ST_PO_ERROR, ST_PO_ERROR_INVALID,
        ngettext ("%s: %u problem, nothing imported\n%s", "%s: %u problems, nothing imported\n%s", n), path,
        n, all);
    return FALSE;
  }
}
