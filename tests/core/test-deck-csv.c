/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "core/st-deck-csv.h"
#include "core/st-scenario-io.h"
#include "core/st-scenario-parts.h"

#include "hostile-inputs.h"

static StScenario *
load_bundled (const char *name)
{
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  StScenario *s;

  path = root ? g_build_filename (root, "data", "scenarios", name, NULL)
              : g_test_build_filename (G_TEST_DIST, "..", "..", "data", "scenarios", name, NULL);
  s = st_scenario_load_file (path, NULL, &error);
  g_assert_no_error (error);
  return s;
}

static StDeck *
empty_like (const StDeck *deck)
{
  return st_deck_new (deck->id, deck->side);
}

/* export -> import -> export gives the same bytes, and the imported deck is the
 * deck, attribute order included. */
static void
test_round_trip_bundled (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre.xml");

  for (guint i = 0; i < s->decks->len; i++)
    {
      const StDeck    *deck = g_ptr_array_index (s->decks, i);
      gsize            length, length2;
      g_autofree char *csv = st_deck_csv_export (s, deck, &length);
      g_autofree char *csv2 = NULL;
      g_autofree char *csv3 = NULL;
      g_autoptr (GError) error = NULL;
      StDeck *back, *fresh, *blank = empty_like (deck);

      back = st_deck_csv_import (s, deck, csv, length, "deck.csv", NULL, &error);
      g_assert_no_error (error);
      g_assert_true (st_deck_equal (back, deck));
      csv2 = st_deck_csv_export (s, back, &length2);
      g_assert_cmpuint (length2, ==, length);
      g_assert_cmpstr (csv2, ==, csv);

      /* Without the old deck to take the order from, values come in column order:
       * a different deck only in order, and the same CSV. */
      fresh = st_deck_csv_import (s, blank, csv, length, "deck.csv", NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (fresh->cards->len, ==, deck->cards->len);
      g_assert_cmpuint (st_deck_n_cards (fresh), ==, 60);
      csv3 = st_deck_csv_export (s, fresh, NULL);
      g_assert_cmpstr (csv3, ==, csv);

      st_deck_free (back);
      st_deck_free (fresh);
      st_deck_free (blank);
    }
}

static void
test_export_format (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre.xml");
  const StDeck    *deck = g_ptr_array_index (s->decks, 0);
  g_autofree char *csv = st_deck_csv_export (s, deck, NULL);
  g_auto (GStrv) lines = g_strsplit (csv, "\n", -1);

  g_assert_cmpstr (lines[0], ==,
                   "id,kind,unit,hq,copies,attack,defense,bombard,range,volley,pursuit,withdraw,"
                   "not-required-to-advance,redoubt,redoubt-units,guerrillas,committed-attack,artillery,"
                   "command,combat,rally,"
                   "grand-battery,restricted-to,single-unit,name,text,name@sv,text@sv,name@fi,text@fi");
  g_assert_cmpstr (lines[1], ==, "aurelia-guard-card-1,unit,aurelia-guard,,3,2d8,1d8,,,,,,,,,,,,,,,,,,,,,,,");
  g_assert_true (g_strv_contains ((const char *const *) lines,
                                  "aurelia-orsini,hq,,leader,1,,,,,,1,,,,,,,,3,1d8,1-4,,,,"
                                  "Marshal Orsini,,Marskalk Orsini,,Marsalkka Orsini,"));
  /* A header, a row per card face and an empty string after the last newline. */
  g_assert_cmpuint (g_strv_length (lines), ==, deck->cards->len + 2);
}

static StScenario *
scenario_with_texts (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre.xml");
  StDeck *deck = g_ptr_array_index (s->decks, 0);
  StCard *card = g_ptr_array_index (deck->cards, 0);

  card->name = st_text_new_with ("en", "  The \"Old\" Guard, first  ");
  st_text_set (card->name, "sv", "Gamla gardet");
  card->text = st_text_new_with ("en", "Line one\nline two\r\nline three");
  st_text_set (card->text, "fi", "Kaartin, ääkköset");
  return g_steal_pointer (&s);
}

static void
test_round_trip_texts (void)
{
  g_autoptr (StScenario) s = scenario_with_texts ();
  const StDeck    *deck = g_ptr_array_index (s->decks, 0);
  gsize            length;
  g_autofree char *csv = st_deck_csv_export (s, deck, &length);
  g_autofree char *csv2 = NULL;
  g_autoptr (GError) error = NULL;
  StDeck *blank = empty_like (deck);
  StDeck *back = st_deck_csv_import (s, blank, csv, length, "t.csv", NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (strstr (csv, ",name,text,name@sv,text@sv,name@fi,text@fi\n"));
  g_assert_nonnull (strstr (csv, "\"  The \"\"Old\"\" Guard, first  \""));
  /* Without an old deck to take the order from: the texts as they were. */
  g_assert_true (st_card_equal (g_ptr_array_index (back->cards, 0), g_ptr_array_index (deck->cards, 0)));
  csv2 = st_deck_csv_export (s, back, NULL);
  g_assert_cmpstr (csv2, ==, csv);
  st_deck_free (back);
  st_deck_free (blank);
}

/* A cell a spreadsheet would run as a formula is written quoted after an
 * apostrophe, and read back exactly; plain numbers stay as they are. */
static void
test_formula_cells (void)
{
  static const char *const names[] = {
    "=cmd|' /C calc'!A0", "+SUM(1+1)", "@SUM(1+1)", "-x",   "\tTab",  "\rCR",
    "'=apostrophe",       "''-y",      "-2",        "+1.5", "'plain",
  };
  static const char *const cells[] = {
    "\"'=cmd|' /C calc'!A0\"", "\"'+SUM(1+1)\"", "\"'@SUM(1+1)\"", "\"'-x\"", "\"'\tTab\"", "\"'\rCR\"",
    "\"''=apostrophe\"",       "\"'''-y\"",      ",-2,",           ",+1.5,",  ",'plain,",
  };
  g_autoptr (StScenario) s = load_bundled ("manoeuvre.xml");
  StDeck          *deck = g_ptr_array_index (s->decks, 0);
  g_autofree char *csv = NULL;
  g_autofree char *csv2 = NULL;
  g_autoptr (GError) error = NULL;
  gsize   length;
  StDeck *blank = empty_like (deck);
  StDeck *back;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      StCard *card = g_ptr_array_index (deck->cards, i);

      g_clear_pointer (&card->name, st_text_free);
      card->name = st_text_new_with ("en", names[i]);
    }
  csv = st_deck_csv_export (s, deck, &length);
  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    g_assert_nonnull (strstr (csv, cells[i]));
  back = st_deck_csv_import (s, blank, csv, length, "f.csv", NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_cmpstr (st_text_get_source (((StCard *) g_ptr_array_index (back->cards, i))->name), ==,
                     names[i]);
  csv2 = st_deck_csv_export (s, back, NULL);
  g_assert_cmpstr (csv2, ==, csv);
  st_deck_free (back);
  st_deck_free (blank);
}

/* Spreadsheets write CRLF, a byte order mark, columns in their own order,
 * fewer columns, empty trailing rows and columns. */
static void
test_import_spreadsheet (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre.xml");
  const StDeck *deck = g_ptr_array_index (s->decks, 0);
  const char   *csv = "\xef\xbb\xbfkind,id,copies,unit,attack,name@sv,name,\r\n"
                      "unit,g1,2,aurelia-guard,2d8,Gardet,Guard,\r\n"
                      "hq,l1,,,,,,\r\n"
                      ",,,,,,,\r\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  StDeck *back;
  StCard *card;

  /* l1 is an HQ card without a type: one error, at its row. */
  back = st_deck_csv_import (s, deck, csv, strlen (csv), "s.csv", diagnostics, &error);
  g_assert_null (back);
  g_assert_error (error, ST_SCENARIO_ERROR, ST_SCENARIO_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "s.csv:3:1: error: HQ card 'l1' must have an 'hq' type");
  g_clear_error (&error);

  csv = "\xef\xbb\xbfkind,id,copies,unit,attack,name@sv,name,hq\r\n"
        "unit,g1,2,aurelia-guard,2d8,Gardet,Guard,\r\n"
        "hq,l1,,,,,,spy\r\n"
        ",,,,,,,\r\n";
  back = st_deck_csv_import (s, deck, csv, strlen (csv), "s.csv", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->cards->len, ==, 2);
  card = g_ptr_array_index (back->cards, 0);
  g_assert_cmpstr (card->id, ==, "g1");
  g_assert_cmpint (card->copies, ==, 2);
  g_assert_cmpstr (st_attrs_get (card->attrs, "attack"), ==, "2d8");
  g_assert_cmpstr (st_text_get_source (card->name), ==, "Gardet");
  g_assert_cmpstr (st_text_get_exact (card->name, "en"), ==, "Guard");
  card = g_ptr_array_index (back->cards, 1);
  g_assert_cmpint (card->kind, ==, ST_CARD_HQ);
  g_assert_cmpint (card->copies, ==, 1);
  /* The deck keeps its identity. */
  g_assert_cmpstr (back->id, ==, deck->id);
  g_assert_cmpstr (back->side, ==, deck->side);
  g_assert_true (st_text_equal (back->name, deck->name));
  st_deck_free (back);
}

typedef struct
{
  const char *name;
  const char *csv;
  const char *expected; /* the whole first message */
} ErrorCase;

#define HEADER "id,kind,unit,hq,copies,attack,range,name\n"

static const ErrorCase error_cases[] = {
  { "empty", "", "e.csv:1:1: error: the file is empty; expected a header row and a row per card" },
  { "no-id-column", "kind,unit\nunit,aurelia-guard\n",
    "e.csv:1:1: error: the first row must name the columns, among them 'id' and 'kind'" },
  { "unknown-column", "id,kind,attak\n",
    "e.csv:1:9: error: unknown column 'attak'; the columns are described in docs/cards.md" },
  { "column-twice", "id,kind,id\n", "e.csv:1:9: error: column 'id' is given twice" },
  { "bad-language", "id,kind,name@s v\n",
    "e.csv:1:9: error: 's v' is not a language tag; expected a column such as name@sv" },
  /* An id the loader would refuse is refused on import, so that the scenario
   * written after an import always loads. */
  { "bad-id", HEADER "aurelia-guard/card-1,unit,aurelia-guard,,1,1d6,,\n",
    "e.csv:2:1: error: 'aurelia-guard/card-1' is not a valid card id; expected a letter or '_' followed by "
    "letters, digits, '_', '-' or '.'" },
  { "bad-kind", HEADER "c1,spell,,,1,,,\n",
    "e.csv:2:4: error: unknown card kind 'spell'; expected unit or hq" },
  { "bad-copies", HEADER "c1,hq,,spy,100,,,\n",
    "e.csv:2:12: error: expected a number of copies from 1 to 99, found '100'" },
  { "bad-dice", HEADER "c1,unit,aurelia-guard,,1,2x8,,\n",
    "e.csv:2:26: error: expected dice such as '2d8' or '1d6+1' for 'attack', found '2x8'" },
  { "bad-range", HEADER "c1,unit,aurelia-guard,,1,1d6,3-1,\n",
    "e.csv:2:30: error: expected a number or a range such as '1-3' for 'range', found '3-1'" },
  { "enemy-unit", HEADER "c1,unit,borovia-militia,,1,1d6,,\n",
    "e.csv:2:9: error: unit 'borovia-militia' belongs to side 'borovia', not to this deck's side 'aurelia'" },
  { "unknown-hq", HEADER "c1,hq,,cannonade,1,,,\n",
    "e.csv:2:8: error: unknown HQ card type 'cannonade'; expected one of ambush, banzai-charge, "
    "committed-attack, death-with-honour, forced-march, guerrilla, redoubt, regroup, rockets, sappers, "
    "skirmish, spy, supply, withdraw, leader, maharaja" },
  { "duplicate-id", HEADER "c1,hq,,spy,1,,,\n\"c1\",hq,,spy,1,,,\n",
    "e.csv:3:1: error: duplicate card id 'c1'" },
  { "missing-id", HEADER "c1,hq,,spy,1,,,\n,hq,,spy,1,,,\n", "e.csv:3:1: error: a card needs an id" },
  { "extra-field", HEADER "c1,hq,,spy,1,,,,surplus\n",
    "e.csv:2:17: error: the row has 9 fields and the header 8" },
  { "quote-in-field", HEADER "c1,hq,,spy,1,,,The \"best\"\n",
    "e.csv:2:20: error: misplaced quote; a field with quotes is quoted as a whole, and each quote inside it "
    "is "
    "doubled (\"\")" },
  { "unclosed-quote", HEADER "c1,hq,,spy,1,,,\"The end\n",
    "e.csv:2:16: error: a quoted field is not closed" },
  /* The column counts characters, not bytes: ä is one. */
  { "column-in-characters", "id,kind,name,hq\nc1,hq,ä,cannonade\n",
    "e.csv:2:9: error: unknown HQ card type 'cannonade'; expected one of ambush, banzai-charge, "
    "committed-attack, death-with-honour, forced-march, guerrilla, redoubt, regroup, rockets, sappers, "
    "skirmish, spy, supply, withdraw, leader, maharaja" },
  { "multiline-field-position", HEADER "c1,hq,,spy,1,,,\"two\nlines\"\nc2,unit,aurelia-guard,,1,1d6,x,\n",
    "e.csv:4:30: error: expected a number or a range such as '1-3' for 'range', found 'x'" },
  /* What a scenario cannot hold is refused where it is, not dropped. */
  { "nul-byte", HEADER "c1,hq,,spy,1,,,a\0b\n", "e.csv:2:17: error: a NUL byte (no text may hold one)" },
  { "invalid-utf8", HEADER "c1,hq,,spy,1,,,\xff\xfe\n",
    "e.csv:2:16: error: the byte 0xFF, which is not UTF-8 (texts must be UTF-8)" },
  { "control-character", HEADER "c1,hq,,spy,1,,,Marshal\x01Orsini\x0b\n",
    "e.csv:2:23: error: the control character U+0001 (texts may hold tabs and line ends, no other control "
    "character)" },
  { "control-character-on-a-later-line", HEADER "c1,hq,,spy,1,,,\"two\r\nli\x01nes\"\n",
    "e.csv:3:3: error: the control character U+0001 (texts may hold tabs and line ends, no other control "
    "character)" },
  { "noncharacter-after-quotes", HEADER "c1,hq,,spy,1,,,\"a\"\"b\xef\xbf\xbe\"\n",
    "e.csv:2:21: error: the noncharacter U+FFFE (no text may hold one)" },
};

static gsize
case_length (const ErrorCase *ec)
{
  /* The NUL case holds a NUL byte: measure up to the final newline. */
  if (g_str_equal (ec->name, "nul-byte"))
    return strlen (HEADER) + strlen ("c1,hq,,spy,1,,,a") + 3;
  return strlen (ec->csv);
}

static void
test_error (gconstpointer data)
{
  const ErrorCase *ec = data;
  g_autoptr (StScenario) s = load_bundled ("manoeuvre.xml");
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *first = NULL;
  StDeck          *deck = g_ptr_array_index (s->decks, 0);
  StDeck *back = st_deck_csv_import (s, deck, ec->csv, case_length (ec), "e.csv", diagnostics, &error);

  g_assert_null (back);
  g_assert_error (error, ST_SCENARIO_ERROR, ST_SCENARIO_ERROR_INVALID);
  g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), >=, 1);
  first = st_diagnostic_format (st_diagnostics_get (diagnostics, 0));
  g_assert_cmpstr (first, ==, ec->expected);
  g_assert_true (g_str_has_prefix (error->message, ec->expected));
}

/* One import reports the problems of every row, not only the first row's. */
static void
test_every_row (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre.xml");
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *all = NULL;
  StDeck          *deck = g_ptr_array_index (s->decks, 0);
  const char      *csv = HEADER "c1,unit,aurelia-guard,,1,2x8,,\nc2,hq,,spy,1,,,\nc3,spell,,,1,,,\n";

  g_assert_null (st_deck_csv_import (s, deck, csv, strlen (csv), "e.csv", diagnostics, &error));
  g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), ==, 2);
  all = st_diagnostics_format_all (diagnostics);
  g_assert_nonnull (strstr (all, "e.csv:2:26: error:"));
  g_assert_nonnull (strstr (all, "e.csv:4:4: error: unknown card kind 'spell'"));
  g_assert_nonnull (strstr (error->message, "(and 1 more problem)"));
}

static void
test_hostile_size (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre.xml");
  StDeck *deck = g_ptr_array_index (s->decks, 0);
  g_autoptr (GError) error = NULL;
  GString *big = g_string_new (HEADER);
  gsize    length;

  /* Too large as a whole: refused before parsing, at the first byte past the
   * limit (the header is line 1; 64-byte lines follow). Refused fast: counted
   * by bench-ops' deck-csv-huge against its instruction budget, not timed. */
  {
    g_autoptr (GString) huge = hostile_deck_csv_huge (ST_DECK_CSV_MAX_SIZE);

    g_assert_null (st_deck_csv_import (s, deck, huge->str, huge->len, "big.csv", NULL, &error));
    g_assert_nonnull (strstr (error->message, "big.csv:65537:1: error: the file is larger than"));
    g_clear_error (&error);
  }

  /* An unclosed quoted field of megabytes: refused once it is too long (fast:
   * bench-ops' deck-csv-open-quote). */
  {
    g_autoptr (GString) open_quote = hostile_deck_csv_open_quote (HEADER);

    g_assert_null (st_deck_csv_import (s, deck, open_quote->str, open_quote->len, "open.csv", NULL, &error));
    g_assert_nonnull (strstr (error->message, "open.csv:2:14: error: a field of more than"));
    g_clear_error (&error);
  }

  /* One overlong field. */
  g_string_append (big, "c1,hq,,spy,1,,,");
  for (int i = 0; i < ST_DECK_CSV_MAX_FIELD + 10; i++)
    g_string_append_c (big, 'x');
  g_string_append_c (big, '\n');
  g_assert_null (st_deck_csv_import (s, deck, big->str, big->len, "long.csv", NULL, &error));
  g_assert_nonnull (strstr (error->message, "long.csv:2:16: error: a field of"));
  g_clear_error (&error);

  /* Too many columns. */
  g_string_assign (big, "id");
  for (int i = 0; i < ST_DECK_CSV_MAX_COLUMNS + 5; i++)
    g_string_append (big, ",");
  g_assert_null (st_deck_csv_import (s, deck, big->str, big->len, "wide.csv", NULL, &error));
  g_assert_nonnull (strstr (error->message, "too many columns"));
  g_clear_error (&error);

  /* Too many rows. */
  g_string_assign (big, "id,kind,hq\n");
  for (int i = 0; i < ST_DECK_CSV_MAX_ROWS + 5; i++)
    g_string_append_printf (big, "c%d,hq,spy\n", i);
  length = big->len;
  g_assert_null (st_deck_csv_import (s, deck, big->str, length, "tall.csv", NULL, &error));
  g_assert_nonnull (strstr (error->message, "too many rows"));
  g_string_free (big, TRUE);
}

/* Random bytes and random mutations of a real export never crash the importer
 * (the sanitizer build turns any overflow into a failure). */
static void
test_hostile_random (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre.xml");
  StDeck           *deck = g_ptr_array_index (s->decks, 0);
  gsize             length;
  g_autofree char  *csv = st_deck_csv_export (s, deck, &length);
  GRand            *rand = g_rand_new_with_seed (5);
  static const char alphabet[] = "\",\r\n\0a1d-@ \xc3\xa4\xff";

  for (int round = 0; round < 300; round++)
    {
      g_autofree char *data = g_memdup2 (csv, length);
      int              n = g_rand_int_range (rand, 1, 12);
      StDeck          *back;

      for (int i = 0; i < n; i++)
        data[g_rand_int_range (rand, 0, (gint32) length)] =
            alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
      back = st_deck_csv_import (s, deck, data, length, "fuzz.csv", NULL, NULL);
      if (back != NULL)
        st_deck_free (back);
    }
  for (int round = 0; round < 100; round++)
    {
      gsize   n = (gsize) g_rand_int_range (rand, 0, 400);
      char   *data = g_malloc (n + 1);
      StDeck *back;

      for (gsize i = 0; i < n; i++)
        data[i] = (char) g_rand_int_range (rand, 0, 256);
      back = st_deck_csv_import (s, deck, data, n, "noise.csv", NULL, NULL);
      if (back != NULL)
        st_deck_free (back);
      g_free (data);
    }
  g_rand_free (rand);
}

static void
test_files (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre.xml");
  StDeck          *deck = g_ptr_array_index (s->decks, 1);
  g_autofree char *dir = g_dir_make_tmp ("st-deck-csv-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "deck.csv", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.csv", NULL);
  g_autoptr (GError) error = NULL;
  StDeck *back;

  g_assert_true (st_deck_csv_export_file (s, deck, path, &error));
  g_assert_no_error (error);
  back = st_deck_csv_import_file (s, deck, path, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (st_deck_equal (back, deck));
  st_deck_free (back);
  g_assert_null (st_deck_csv_import_file (s, deck, missing, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/deck-csv/round-trip-bundled", test_round_trip_bundled);
  g_test_add_func ("/core/deck-csv/export-format", test_export_format);
  g_test_add_func ("/core/deck-csv/round-trip-texts", test_round_trip_texts);
  g_test_add_func ("/core/deck-csv/formula-cells", test_formula_cells);
  g_test_add_func ("/core/deck-csv/import-spreadsheet", test_import_spreadsheet);
  for (guint i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/deck-csv/error/%s", error_cases[i].name);
      g_test_add_data_func (path, &error_cases[i], test_error);
    }
  g_test_add_func ("/core/deck-csv/every-row", test_every_row);
  g_test_add_func ("/core/deck-csv/hostile-size", test_hostile_size);
  g_test_add_func ("/core/deck-csv/hostile-random", test_hostile_random);
  g_test_add_func ("/core/deck-csv/files", test_files);
  return g_test_run ();
}
