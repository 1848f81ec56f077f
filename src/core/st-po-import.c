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
#include "st-edit-texts.h"
#include "st-file-read.h"
#include "st-markup.h"
#include "st-value-check.h"

/* PO import: a file checked line by line (strings, charset), then merged entry
 * by entry: current entries land, stale ones land outdated with their old
 * source, vanished texts are warned about. */

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

  if (item != NULL && st_po_is_translatable (item, lang))
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
  StPoReporter          state = { 0 };
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
  if (lang != NULL && !st_po_check_lang (scenario, lang, error))
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
  file = st_po_read_po (path, &state);
  if (file == NULL || state.n_errors > 0)
    {
      if (file != NULL)
        st_po_free_po (file);
      if (st_diagnostics_n_errors (diagnostics) == 0)
        st_diagnostics_add (diagnostics, ST_SEVERITY_ERROR, path, 0, 0, "%s", _ ("not a PO file"));
      goto refused;
    }

  if (!g_file_get_contents (path, &contents, &length, error))
    {
      st_po_free_po (file);
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
      st_po_free_po (file);
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
  else if (!st_po_check_lang (scenario, lang ? lang : header_lang, error))
    {
      st_po_free_po (file);
      return FALSE;
    }
  if (st_diagnostics_n_errors (diagnostics) > 0)
    {
      st_po_free_po (file);
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
  st_po_free_po (file);

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
