/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <csv.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "st-deck-check.h"
#include "st-deck-csv-private.h"
#include "st-deck-csv.h"
#include "st-file-read.h"
#include "st-scenario-io.h"
#include "st-value-check.h"

/* Import (export is in st-deck-csv-export.c). Parsing is libcsv's; this file
 * maps its rows to cards. The bytes are fed to libcsv one at a time so that
 * every field's line and column are known: libcsv reports a field only once it
 * has ended. */

/* Import: reading the rows */

typedef struct
{
  char *value;
  int   line;
  int   column;
} Field;

typedef struct
{
  GArray *fields; /* Field */
  int     line;
} Row;

typedef struct
{
  const char    *filename;
  const char    *data; /* the whole file */
  gsize          length;
  StDiagnostics *diagnostics;
  guint          n_errors;
  char          *first_error;

  /* Position of the byte being fed, and of the start of the current field. */
  int      line;
  int      column;
  gboolean after_cr;
  gboolean in_field;
  gboolean at_row_start;
  int      field_line;
  int      field_column;
  gsize    field_start; /* byte offset */

  Row       *row;
  GPtrArray *rows; /* Row* */
  gboolean   stop;
} Reader;

G_GNUC_PRINTF (4, 5)
static void
reader_error (Reader *r, int line, int column, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (r->diagnostics != NULL)
    st_diagnostics_add (r->diagnostics, ST_SEVERITY_ERROR, r->filename, line, column, "%s", message);
  if (r->first_error == NULL)
    r->first_error = line > 0 ? g_strdup_printf ("%s:%d:%d: error: %s", r->filename, line, column, message)
                              : g_strdup_printf ("%s: error: %s", r->filename, message);
  r->n_errors++;
}

static void
row_free (gpointer data)
{
  Row *row = data;

  for (guint i = 0; i < row->fields->len; i++)
    g_free (g_array_index (row->fields, Field, i).value);
  g_array_unref (row->fields);
  g_free (row);
}

/* The offset in the file of byte offset of the field being read: a quoted
 * field starts with a quote, and has each of its quotes doubled. */
static gsize
raw_offset (const Reader *r, gsize offset)
{
  gsize at = r->field_start;

  if (at >= r->length || r->data[at] != '"')
    return at + offset;
  at++;
  for (gsize i = 0; i < offset && at < r->length; i++)
    at += r->data[at] == '"' ? 2 : 1;
  return at;
}

/* Line and column of byte offset of the field being read, counted from the
 * field's start: linear in the field's length, whatever the file's. */
static void
field_location (const Reader *r, gsize offset, int *line, int *column)
{
  gsize at = raw_offset (r, offset);

  *line = r->field_line;
  *column = r->field_column;
  for (gsize i = r->field_start; i < at && i < r->length; i++)
    {
      guchar c = (guchar) r->data[i];

      if (c == '\r' && i + 1 < r->length && r->data[i + 1] == '\n')
        continue;
      if (c == '\r' || c == '\n')
        {
          (*line)++;
          *column = 1;
        }
      else if ((c & 0xc0) != 0x80)
        (*column)++;
    }
}

static void
on_field (void *data, size_t length, void *user_data)
{
  Reader *r = user_data;
  Field   field = { NULL, r->field_line, r->field_column };
  g_autoptr (GError) problem = NULL;
  gsize bad = 0;

  r->in_field = FALSE;
  if (r->stop)
    return;
  if (r->row == NULL)
    {
      if (r->rows->len >= ST_DECK_CSV_MAX_ROWS + 1)
        {
          reader_error (r, field.line, field.column, _ ("too many rows; a deck may have at most %d cards"),
                        ST_DECK_CSV_MAX_ROWS);
          r->stop = TRUE;
          return;
        }
      r->row = g_new0 (Row, 1);
      r->row->fields = g_array_new (FALSE, FALSE, sizeof (Field));
      r->row->line = field.line;
      g_ptr_array_add (r->rows, r->row);
    }
  if (r->row->fields->len >= ST_DECK_CSV_MAX_COLUMNS)
    {
      reader_error (r, field.line, field.column, _ ("too many columns; expected at most %d"),
                    ST_DECK_CSV_MAX_COLUMNS);
      r->stop = TRUE;
      return;
    }
  if (length > ST_DECK_CSV_MAX_FIELD)
    {
      reader_error (r, field.line, field.column, _ ("a field of %zu bytes; fields may have at most %d"),
                    length, ST_DECK_CSV_MAX_FIELD);
      length = 0;
    }
  else if (!st_value_check (ST_CHECK_TEXT, data, (gssize) length, &bad, &problem))
    {
      int line, column;

      field_location (r, bad, &line, &column);
      reader_error (r, line, column, "%s", problem->message);
      length = 0;
    }
  /* The apostrophe the export puts before what a spreadsheet would run. */
  else if (length > 1 && *(const char *) data == '\'')
    {
      g_autofree char *rest = g_strndup ((const char *) data + 1, length - 1);

      if (st_deck_csv_needs_guard (rest))
        {
          data = (char *) data + 1;
          length--;
        }
    }
  field.value = g_strndup (length > 0 ? data : "", length);
  g_array_append_val (r->row->fields, field);
}

static void
on_row_end (int terminator, void *user_data)
{
  Reader *r = user_data;

  r->row = NULL;
  r->at_row_start = TRUE;
}

/* libcsv trims spaces and tabs around unquoted fields by default; a round trip
 * must keep them. */
static int
no_space (unsigned char c)
{
  return 0;
}

static void
advance (Reader *r, guchar c)
{
  if (c == '\n' && r->after_cr)
    {
      r->after_cr = FALSE;
      return;
    }
  r->after_cr = c == '\r';
  if (c == '\n' || c == '\r')
    {
      r->line++;
      r->column = 1;
    }
  else if ((c & 0xc0) != 0x80)
    {
      r->column++;
    }
}

static gboolean
read_rows (Reader *r, const char *data, gsize length)
{
  struct csv_parser parser;
  gsize             start = 0;

  if (csv_init (&parser, CSV_STRICT | CSV_STRICT_FINI) != 0)
    return FALSE;
  csv_set_space_func (&parser, no_space);
  /* libcsv grows its field buffer by this much at a time. */
  csv_set_blk_size (&parser, 64 * 1024);
  r->line = 1;
  r->column = 1;
  r->at_row_start = TRUE;
  /* Spreadsheets often start UTF-8 files with a byte order mark. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    start = 3;
  for (gsize i = start; i < length && !r->stop; i++)
    {
      guchar c = (guchar) data[i];

      if (r->at_row_start && (c == '\r' || c == '\n'))
        {
          /* Line ends between rows belong to no field. */
        }
      else if (!r->in_field)
        {
          r->in_field = TRUE;
          r->at_row_start = FALSE;
          r->field_line = r->line;
          r->field_column = r->column;
          r->field_start = i;
        }
      /* libcsv would gather an endless (say, unclosed quoted) field whole; it is
       * refused as soon as it is too long, quotes and doubled quotes allowed for. */
      if (r->in_field && i - r->field_start > 2 * (gsize) ST_DECK_CSV_MAX_FIELD + 2)
        {
          reader_error (r, r->field_line, r->field_column,
                        _ ("a field of more than %d bytes (is a quoted field not closed?)"),
                        ST_DECK_CSV_MAX_FIELD);
          r->stop = TRUE;
          break;
        }
      if (csv_parse (&parser, data + i, 1, on_field, on_row_end, r) != 1)
        {
          if (csv_error (&parser) == CSV_EPARSE)
            reader_error (r, r->line, r->column,
                          _ ("misplaced quote; a field with quotes is quoted as a whole, and each quote "
                             "inside it is doubled (\"\")"));
          else
            reader_error (r, r->line, r->column, "%s", csv_strerror (csv_error (&parser)));
          r->stop = TRUE;
          break;
        }
      advance (r, c);
    }
  if (!r->stop && csv_fini (&parser, on_field, on_row_end, r) != 0)
    reader_error (r, r->field_line, r->field_column, _ ("a quoted field is not closed"));
  csv_free (&parser);
  return r->n_errors == 0;
}

/* Import: rows to cards */

typedef enum
{
  COLUMN_BASE,
  COLUMN_ATTR,
  COLUMN_NAME,
  COLUMN_TEXT,
} ColumnKind;

typedef struct
{
  ColumnKind  kind;
  const char *name; /* base column or attribute name */
  char       *lang; /* name and text columns */
} Column;

static gboolean
valid_lang (const char *lang)
{
  if (*lang == '\0' || strlen (lang) > 35)
    return FALSE;
  for (const char *p = lang; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

static GArray *
read_header (Reader *r, const StScenario *scenario, const Row *header)
{
  GArray *columns = g_array_new (FALSE, TRUE, sizeof (Column));
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  guint             n_specs;
  const StAttrSpec *specs = st_card_attrs (&n_specs);

  for (guint i = 0; i < header->fields->len; i++)
    {
      const Field     *field = &g_array_index (header->fields, Field, i);
      const char      *at = strchr (field->value, '@');
      Column           column = { COLUMN_BASE, NULL, NULL };
      g_autofree char *head = at ? g_strndup (field->value, at - field->value) : g_strdup (field->value);

      if (g_str_equal (head, "name") || g_str_equal (head, "text"))
        {
          column.kind = g_str_equal (head, "name") ? COLUMN_NAME : COLUMN_TEXT;
          column.lang = g_strdup (at ? at + 1 : scenario->lang);
          if (!valid_lang (column.lang))
            reader_error (r, field->line, field->column,
                          _ ("'%s' is not a language tag; expected a column such as name@sv"), column.lang);
        }
      else if (at == NULL && g_strv_contains (st_deck_csv_base_columns, head))
        {
          for (guint j = 0; st_deck_csv_base_columns[j] != NULL; j++)
            if (g_str_equal (st_deck_csv_base_columns[j], head))
              column.name = st_deck_csv_base_columns[j];
        }
      else if (*field->value == '\0')
        {
          /* Spreadsheets may save empty columns after the last one; they are ignored. */
          column.kind = COLUMN_ATTR;
        }
      else
        {
          for (guint j = 0; at == NULL && j < n_specs; j++)
            if (g_str_equal (specs[j].name, head))
              {
                column.kind = COLUMN_ATTR;
                column.name = specs[j].name;
              }
          if (column.name == NULL)
            {
              reader_error (r, field->line, field->column,
                            _ ("unknown column '%s'; the columns are described in docs/cards.md"),
                            field->value);
              column.kind = COLUMN_ATTR;
            }
        }
      if (column.name != NULL || column.lang != NULL)
        {
          if (g_hash_table_contains (seen, field->value))
            reader_error (r, field->line, field->column, _ ("column '%s' is given twice"), field->value);
          g_hash_table_add (seen, field->value);
        }
      g_array_append_val (columns, column);
    }
  if (!g_hash_table_contains (seen, "id") || !g_hash_table_contains (seen, "kind"))
    reader_error (r, header->line, 1, _ ("the first row must name the columns, among them 'id' and 'kind'"));
  return columns;
}

static void
clear_columns (GArray *columns)
{
  for (guint i = 0; i < columns->len; i++)
    g_free (g_array_index (columns, Column, i).lang);
  g_array_unref (columns);
}

typedef struct
{
  Reader       *reader;
  const Row    *row;
  const GArray *columns;
} CardSource;

/* The field of a row that holds a base column or an attribute. */
static const Field *
find_field (const CardSource *src, const char *name)
{
  for (guint i = 0; i < src->columns->len && i < src->row->fields->len; i++)
    {
      const Column *column = &g_array_index (src->columns, Column, i);
      if (column->name != NULL && g_str_equal (column->name, name))
        return &g_array_index (src->row->fields, Field, i);
    }
  return NULL;
}

static const char *
field_value (const CardSource *src, const char *name)
{
  const Field *field = find_field (src, name);
  return field != NULL && *field->value != '\0' ? field->value : NULL;
}

static void
report_card (const StCard *card, const char *attr, const char *message, gpointer user_data)
{
  const CardSource *src = user_data;
  const Field      *field = attr != NULL ? find_field (src, attr) : NULL;

  if (field == NULL)
    field = &g_array_index (src->row->fields, Field, 0);
  reader_error (src->reader, field->line, field->column, "%s", message);
}

/* Spreadsheets may save rows of empty fields after the last card. */
static gboolean
row_is_empty (const Row *row)
{
  for (guint i = 0; i < row->fields->len; i++)
    if (*g_array_index (row->fields, Field, i).value != '\0')
      return FALSE;
  return TRUE;
}

static StCard *
read_card (CardSource *src)
{
  Reader      *r = src->reader;
  const Field *kind = find_field (src, "kind");
  const Field *copies = find_field (src, "copies");
  const char  *id = field_value (src, "id");
  StCard      *card;
  gint64       n = 1;

  if (src->row->fields->len > src->columns->len)
    {
      const Field *extra = &g_array_index (src->row->fields, Field, src->columns->len);
      reader_error (r, extra->line, extra->column, _ ("the row has %u fields and the header %u"),
                    src->row->fields->len, src->columns->len);
    }
  if (id == NULL)
    {
      const Field *at = &g_array_index (src->row->fields, Field, 0);
      reader_error (r, at->line, at->column, _ ("a card needs an id"));
    }
  else if (!st_id_is_valid (id))
    {
      const Field *at = find_field (src, "id");
      reader_error (r, at->line, at->column,
                    _ ("'%s' is not a valid card id; expected a letter or '_' followed by letters, digits, "
                       "'_', '-' or '.'"),
                    id);
    }
  card = st_card_new (id ? id : "", ST_CARD_UNIT);
  if (kind != NULL && g_str_equal (kind->value, "hq"))
    card->kind = ST_CARD_HQ;
  else if (kind == NULL || !g_str_equal (kind->value, "unit"))
    {
      const Field *at = kind ? kind : &g_array_index (src->row->fields, Field, 0);
      reader_error (r, at->line, at->column, _ ("unknown card kind '%s'; expected unit or hq"),
                    kind ? kind->value : "");
    }
  card->unit = g_strdup (field_value (src, "unit"));
  card->hq = g_strdup (field_value (src, "hq"));
  if (copies != NULL && *copies->value != '\0'
      && !g_ascii_string_to_signed (copies->value, 10, 1, 99, &n, NULL))
    reader_error (r, copies->line, copies->column, _ ("expected a number of copies from 1 to 99, found '%s'"),
                  copies->value);
  card->copies = (int) n;

  for (guint i = 0; i < src->columns->len && i < src->row->fields->len; i++)
    {
      const Column *column = &g_array_index (src->columns, Column, i);
      const char   *value = g_array_index (src->row->fields, Field, i).value;
      StText      **text = column->kind == COLUMN_NAME ? &card->name : &card->text;

      if (*value == '\0')
        continue;
      if (column->kind == COLUMN_ATTR && column->name != NULL)
        st_attrs_set (card->attrs, column->name, value);
      else if (column->kind == COLUMN_NAME || column->kind == COLUMN_TEXT)
        {
          if (*text == NULL)
            *text = st_text_new ();
          st_text_set (*text, column->lang, value);
        }
    }
  return card;
}

static gboolean
attrs_same_set (const GPtrArray *a, const GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const StAttr *attr = g_ptr_array_index ((GPtrArray *) a, i);
      if (g_strcmp0 (st_attrs_get (b, attr->name), attr->value) != 0)
        return FALSE;
    }
  return TRUE;
}

static gboolean
texts_same_set (const StText *a, const StText *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->entries->len != b->entries->len)
    return FALSE;
  for (guint i = 0; i < a->entries->len; i++)
    {
      const StTextEntry *entry = g_ptr_array_index (a->entries, i);
      if (g_strcmp0 (st_text_get_exact (b, entry->lang), entry->value) != 0)
        return FALSE;
    }
  return TRUE;
}

/* A card read from CSV takes the order of values and translations of the card it
 * replaces when only the order differs. */
static void
adopt_order (StCard *card, const StDeck *previous)
{
  for (guint i = 0; i < previous->cards->len; i++)
    {
      const StCard *old = g_ptr_array_index (previous->cards, i);

      if (g_strcmp0 (old->id, card->id) != 0)
        continue;
      if (attrs_same_set (card->attrs, old->attrs))
        {
          g_ptr_array_unref (card->attrs);
          card->attrs = st_attrs_copy (old->attrs);
        }
      if (card->name != NULL && texts_same_set (card->name, old->name))
        {
          st_text_free (card->name);
          card->name = st_text_copy (old->name);
        }
      if (card->text != NULL && texts_same_set (card->text, old->text))
        {
          st_text_free (card->text);
          card->text = st_text_copy (old->text);
        }
      return;
    }
}

StDeck *
st_deck_csv_import (const StScenario *scenario,
                    const StDeck     *deck,
                    const char       *data,
                    gsize             length,
                    const char       *filename,
                    StDiagnostics    *diagnostics,
                    GError          **error)
{
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (row_free);
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  Reader   r = { filename, data, length, diagnostics, 0, NULL };
  GArray  *columns = NULL;
  StDeck  *out = NULL;
  gboolean header_ok = FALSE;

  g_return_val_if_fail (scenario != NULL && deck != NULL && filename != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  r.rows = rows;
  if (length > ST_DECK_CSV_MAX_SIZE)
    {
      int line, column;

      /* Point at the first byte past the limit. */
      st_text_offset_location (data, length, ST_DECK_CSV_MAX_SIZE, &line, &column);
      reader_error (&r, line, column, _ ("the file is larger than %d bytes, the most a deck's CSV may have"),
                    ST_DECK_CSV_MAX_SIZE);
    }
  else if (read_rows (&r, data, length) && rows->len == 0)
    reader_error (&r, 1, 1, _ ("the file is empty; expected a header row and a row per card"));

  if (r.n_errors == 0)
    {
      columns = read_header (&r, scenario, g_ptr_array_index (rows, 0));
      header_ok = r.n_errors == 0;
      out = st_deck_new (deck->id, deck->side);
      out->name = deck->name != NULL ? st_text_copy (deck->name) : NULL;
    }
  /* Once the header reads, every row is checked, so that one import reports
   * all the problems of the file. */
  for (guint i = 1; out != NULL && header_ok && i < rows->len; i++)
    {
      CardSource   src = { &r, g_ptr_array_index (rows, i), columns };
      guint        before = r.n_errors;
      StCard      *card;
      const Field *id = find_field (&src, "id");

      if (row_is_empty (src.row))
        continue;
      card = read_card (&src);

      g_ptr_array_add (out->cards, card);
      if (*card->id != '\0' && !g_hash_table_add (ids, card->id))
        reader_error (&r, id->line, id->column, _ ("duplicate card id '%s'"), card->id);
      if (r.n_errors == before)
        st_deck_check_card (scenario, out, card, report_card, &src);
      adopt_order (card, deck);
    }
  if (columns != NULL)
    clear_columns (columns);

  if (r.n_errors > 0)
    {
      if (r.n_errors > 1)
        g_set_error (error, ST_SCENARIO_ERROR, ST_SCENARIO_ERROR_INVALID,
                     g_dngettext (GETTEXT_PACKAGE, "%s (and %u more problem)", "%s (and %u more problems)",
                                  r.n_errors - 1),
                     r.first_error, r.n_errors - 1);
      else
        g_set_error (error, ST_SCENARIO_ERROR, ST_SCENARIO_ERROR_INVALID, "%s", r.first_error);
      g_free (r.first_error);
      g_clear_pointer (&out, st_deck_free);
      return NULL;
    }
  return out;
}

StDeck *
st_deck_csv_import_file (const StScenario *scenario,
                         const StDeck     *deck,
                         const char       *path,
                         StDiagnostics    *diagnostics,
                         GError          **error)
{
  g_autofree char *display = g_filename_display_name (path);
  g_autofree char *data = NULL;
  g_autoptr (GError) local_error = NULL;
  gsize length;

  /* At most one byte past the limit is read, whatever the file is. */
  if (!st_file_read_bounded_path (path, ST_DECK_CSV_MAX_SIZE, &data, &length, &local_error))
    {
      if (diagnostics != NULL)
        st_diagnostics_add (diagnostics, ST_SEVERITY_ERROR, display, 0, 0, "%s", local_error->message);
      g_set_error (error, local_error->domain, local_error->code, "%s: error: %s", display,
                   local_error->message);
      return NULL;
    }
  return st_deck_csv_import (scenario, deck, data, length, display, diagnostics, error);
}
