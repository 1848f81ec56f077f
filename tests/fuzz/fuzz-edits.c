/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "core/st-deck-csv.h"
#include "core/st-edit-deck.h"
#include "core/st-edit-tables.h"
#include "core/st-edit-texts.h"
#include "core/st-edit.h"
#include "core/st-po.h"
#include "core/st-scenario-io.h"
#include "core/st-scenario-parts.h"
#include "core/st-texts.h"
#include "fuzz.h"

/* Sequences of edits on data/scenarios/manoeuvre.xml, imports of deck CSV and
 * PO files among them, with any bytes as the texts and values: after every
 * step, accepted or refused, the document saves (the loader's own rules pass
 * on what is written) and loads back equal to what is in memory. That is the
 * promise of st_value_check (): what the app holds can always be saved. */

/* Steps an input may take: past them the rest of it is not read. */
#define MAX_STEPS 24

typedef struct
{
  const uint8_t *data;
  size_t         size;
  size_t         at;
} Input;

static guint
next_byte (Input *in)
{
  return in->at < in->size ? in->data[in->at++] : 0;
}

/* The next bytes as a value: a length byte, then that many bytes (NUL bytes
 * cut it, as a C string would). */
static char *
next_value (Input *in)
{
  size_t n = next_byte (in) % 48;

  n = MIN (n, in->size - in->at);
  in->at += n;
  return g_strndup ((const char *) in->data + in->at - n, n);
}

/* A longer run of bytes, for an imported file: two length bytes. */
static GBytes *
next_file (Input *in)
{
  size_t n = next_byte (in) << 8;

  n |= next_byte (in);
  n = MIN (n, in->size - in->at);
  in->at += n;
  return g_bytes_new (in->data + in->at - n, n);
}

static const char *
next_lang (Input *in)
{
  static const char *const langs[] = { NULL, "en", "sv", "fi", "de", "x" };

  return langs[next_byte (in) % G_N_ELEMENTS (langs)];
}

/* A card of deck, or NULL when an import left it empty. */
static StCard *
next_card (Input *in, StDeck *deck)
{
  guint n = next_byte (in);

  return deck->cards->len > 0 ? g_ptr_array_index (deck->cards, n % deck->cards->len) : NULL;
}

static char *
po_path (void)
{
  return g_strdup_printf ("%s/sandtable-fuzz-edits-%d.po", g_get_tmp_dir (), (int) getpid ());
}

static void
import_csv (StScenario *scenario, GBytes *bytes)
{
  StDeck     *deck = g_ptr_array_index (scenario->decks, 0);
  gsize       n;
  const char *data = g_bytes_get_data (bytes, &n);
  StDeck     *imported = st_deck_csv_import (scenario, deck, data, n, "fuzz.csv", NULL, NULL);

  if (imported == NULL)
    return;
  g_ptr_array_remove_index (scenario->decks, 0);
  g_ptr_array_insert (scenario->decks, 0, imported);
}

/* PO import, as the app does it: on a copy, kept only when accepted. */
static StScenario *
import_po (StScenario *scenario, GBytes *bytes, const char *lang)
{
  g_autofree char *path = po_path ();
  StScenario      *copy = st_scenario_copy (scenario);
  gsize            n;
  const char      *data = g_bytes_get_data (bytes, &n);

  if (!g_file_set_contents (path, data, (gssize) n, NULL))
    fuzz_fail ("cannot write", path);
  if (st_po_import (copy, path, lang, NULL, NULL, NULL))
    {
      g_unlink (path);
      st_scenario_unref (scenario);
      return copy;
    }
  g_unlink (path);
  st_scenario_unref (copy);
  return scenario;
}

/* One step; returns the scenario (a new one after a PO import). */
static StScenario *
step (StScenario *s, Input *in)
{
  StDeck          *deck = g_ptr_array_index (s->decks, 0);
  guint            op = next_byte (in) % 10;
  g_autofree char *value = NULL;

  switch (op)
    {
      case 0:
        {
          g_autoptr (GPtrArray) items = st_scenario_list_texts (s);
          const StTextItem *item = g_ptr_array_index (items, next_byte (in) % items->len);
          const char       *lang = next_lang (in);

          value = next_value (in);
          st_edit_set_text (s, item->context, lang, value, NULL);
          break;
        }
      case 1:
        {
          const StTerrain *terrain = g_ptr_array_index (s->terrains, next_byte (in) % s->terrains->len);
          g_autofree char *id = g_strdup (terrain->id);
          const char      *lang = next_lang (in);

          value = next_value (in);
          st_edit_rename_terrain (s, id, lang, value, NULL);
          break;
        }
      case 2:
        {
          const StCard *card = next_card (in, deck);
          const char   *field = next_byte (in) % 2 ? "name" : "text";
          const char   *lang = next_lang (in);

          value = next_value (in);
          if (card != NULL)
            st_edit_set_card_text (s, deck->id, card->id, field, lang, value, NULL);
          break;
        }
      case 3:
        {
          guint             n_specs;
          const StAttrSpec *specs = st_card_attrs (&n_specs);
          const StCard     *card = next_card (in, deck);
          const char       *attr = specs[next_byte (in) % n_specs].name;

          value = next_value (in);
          if (card != NULL)
            st_edit_set_card_value (s, deck->id, card->id, attr, value, NULL);
          break;
        }
      case 4:
        {
          g_autofree char *id = NULL;

          value = next_value (in);
          id = st_edit_add_rules_section (s, next_byte (in), next_lang (in), value, NULL);
          break;
        }
      case 5:
        {
          g_autofree char *id = NULL;

          value = next_value (in);
          id = st_edit_add_area (s, ST_AREA_REGION, NULL, value);
          break;
        }
      case 6:
        {
          const char *lang = next_lang (in);

          if (next_byte (in) % 2)
            st_edit_add_language (s, lang ? lang : "sv", NULL);
          else
            st_edit_remove_language (s, lang ? lang : "sv", NULL);
          break;
        }
      case 7:
        {
          g_autoptr (GBytes) bytes = next_file (in);

          import_csv (s, bytes);
          break;
        }
      case 8:
        {
          g_autoptr (GBytes) bytes = next_file (in);

          s = import_po (s, bytes, next_byte (in) % 2 ? "sv" : NULL);
          break;
        }
      default:
        {
          /* An export read back: accepted, and nothing changes. */
          gsize            n;
          g_autofree char *csv = st_deck_csv_export (s, deck, &n);
          g_autoptr (GError) error = NULL;
          StDeck *back = st_deck_csv_import (s, deck, csv, n, "fuzz.csv", NULL, &error);

          if (back == NULL)
            fuzz_fail ("an exported deck is refused", error->message);
          FUZZ_ASSERT (st_deck_equal (back, deck));
          st_deck_free (back);
          break;
        }
    }
  return s;
}

static void
check_saves (StScenario *scenario)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) back = NULL;
  gsize            length = 0;
  g_autofree char *saved = st_scenario_to_xml (scenario, &length);

  back = st_scenario_load_data (saved, length, "fuzz.xml", NULL, &error);
  if (back == NULL)
    fuzz_fail ("the document in memory does not save", error->message);
  if (!st_scenario_equal (back, scenario))
    {
      g_autofree char *difference = st_scenario_describe_difference (scenario, back);
      fuzz_fail ("the document loads back different", difference);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static StScenario *base;
  Input              in = { data, size, 0 };
  StScenario        *scenario;

  if (base == NULL)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *path = fuzz_source_file ("data/scenarios/manoeuvre.xml");

      base = st_scenario_load_file (path, NULL, &error);
      if (base == NULL)
        fuzz_fail ("cannot load the scenario", error->message);
      /* Eight cards a deck: every step saves and loads the scenario, and the
       * fewer the cards, the more steps a second. */
      for (guint i = 0; i < base->decks->len; i++)
        {
          StDeck *deck = g_ptr_array_index (base->decks, i);
          g_ptr_array_set_size (deck->cards, MIN (deck->cards->len, 8));
        }
      check_saves (base);
    }
  scenario = st_scenario_copy (base);
  for (guint n = 0; in.at < in.size && n < MAX_STEPS; n++)
    {
      scenario = step (scenario, &in);
      check_saves (scenario);
    }
  st_scenario_unref (scenario);
  return 0;
}
