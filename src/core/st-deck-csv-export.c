/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <csv.h>
#include <string.h>

#include "st-deck-csv-private.h"
#include "st-deck-csv.h"
#include "st-file-save.h"
#include "st-scenario-io.h"

/* Export: a deck's cards as CSV (import is in st-deck-csv.c). */

const char *const st_deck_csv_base_columns[] = { "id", "kind", "unit", "hq", "copies", NULL };

gboolean
st_deck_csv_needs_guard (const char *value)
{
  const char *p = value;
  const char *digits;

  while (*p == '\'')
    p++;
  if (strchr ("=+-@\t\r", *p) == NULL || *p == '\0')
    return FALSE;
  if (*p != '-' && *p != '+')
    return TRUE;
  digits = p + 1;
  p = digits + strspn (digits, "0123456789");
  if (p == digits)
    return TRUE;
  if (*p == '.')
    {
      digits = p + 1;
      p = digits + strspn (digits, "0123456789");
      if (p == digits)
        return TRUE;
    }
  return *p != '\0';
}

static void
append_field (GString *out, const char *value, gboolean first)
{
  g_autofree char *guarded = NULL;
  gsize            len = value != NULL ? strlen (value) : 0;

  if (!first)
    g_string_append_c (out, ',');
  if (len == 0)
    return;
  /* A cell a spreadsheet would run is quoted, and starts with an apostrophe,
   * which the import takes off again (docs/cards.md). */
  if (st_deck_csv_needs_guard (value))
    {
      value = guarded = g_strconcat ("'", value, NULL);
      len++;
    }
  /* Quote only where CSV needs it, and where a spreadsheet might trim spaces. */
  if (guarded != NULL || strpbrk (value, ",\"\r\n") != NULL || value[0] == ' ' || value[len - 1] == ' '
      || value[0] == '\t' || value[len - 1] == '\t')
    {
      gsize size = csv_write (NULL, 0, value, len);
      gsize at = out->len;

      g_string_set_size (out, at + size);
      csv_write (out->str + at, size, value, len);
    }
  else
    {
      g_string_append_len (out, value, (gssize) len);
    }
}

static void
add_languages (GPtrArray *langs, const StText *text)
{
  for (guint i = 0; text != NULL && i < text->entries->len; i++)
    {
      const StTextEntry *entry = g_ptr_array_index (text->entries, i);
      if (!g_ptr_array_find_with_equal_func (langs, entry->lang, g_str_equal, NULL))
        g_ptr_array_add (langs, entry->lang);
    }
}

char *
st_deck_csv_export (const StScenario *scenario, const StDeck *deck, gsize *length)
{
  GString *out = g_string_new (NULL);
  g_autoptr (GPtrArray) langs = g_ptr_array_new ();
  guint             n_specs;
  const StAttrSpec *specs = st_card_attrs (&n_specs);

  /* The document language first: its texts go in the plain name and text columns. */
  g_ptr_array_add (langs, scenario->lang);
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (deck->cards, i);
      add_languages (langs, card->name);
      add_languages (langs, card->text);
    }

  for (guint i = 0; st_deck_csv_base_columns[i] != NULL; i++)
    append_field (out, st_deck_csv_base_columns[i], i == 0);
  for (guint i = 0; i < n_specs; i++)
    append_field (out, specs[i].name, FALSE);
  for (guint i = 0; i < langs->len; i++)
    {
      g_autofree char *name = i == 0 ? g_strdup ("name") : g_strconcat ("name@", langs->pdata[i], NULL);
      g_autofree char *text = i == 0 ? g_strdup ("text") : g_strconcat ("text@", langs->pdata[i], NULL);

      append_field (out, name, FALSE);
      append_field (out, text, FALSE);
    }
  g_string_append_c (out, '\n');

  for (guint i = 0; i < deck->cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (deck->cards, i);
      char          copies[16];

      g_snprintf (copies, sizeof copies, "%d", card->copies);
      append_field (out, card->id, TRUE);
      append_field (out, card->kind == ST_CARD_UNIT ? "unit" : "hq", FALSE);
      append_field (out, card->unit, FALSE);
      append_field (out, card->hq, FALSE);
      append_field (out, copies, FALSE);
      for (guint j = 0; j < n_specs; j++)
        append_field (out, st_attrs_get (card->attrs, specs[j].name), FALSE);
      for (guint j = 0; j < langs->len; j++)
        {
          append_field (out, card->name ? st_text_get_exact (card->name, langs->pdata[j]) : NULL, FALSE);
          append_field (out, card->text ? st_text_get_exact (card->text, langs->pdata[j]) : NULL, FALSE);
        }
      g_string_append_c (out, '\n');
    }
  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

gboolean
st_deck_csv_export_file (const StScenario *scenario, const StDeck *deck, const char *path, GError **error)
{
  gsize            length;
  g_autofree char *data = st_deck_csv_export (scenario, deck, &length);

  return st_file_save_atomic (path, data, length, error);
}
