/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-edit-deck.h"
#include "core/st-edit-tables.h"
#include "core/st-edit-texts.h"
#include "core/st-scenario-io.h"
#include "core/st-value-check.h"

/* st_value_check (): what a scenario may hold, and where the first character
 * that it may not is. */
typedef struct
{
  const char *value;
  gssize      length; /* -1: up to the NUL */
  StCheckKind kind;
  gssize      bad; /* -1: accepted */
} CheckCase;

static const CheckCase check_cases[] = {
  { "plain", -1, ST_CHECK_TEXT, -1 },
  { "tab\tline\nreturn\r", -1, ST_CHECK_TEXT, -1 },
  { "\xc3\xa9\xe2\x82\xac\xf0\x9d\x84\x9e", -1, ST_CHECK_TEXT, -1 }, /* é € 𝄞 */
  { "del\x7f and next line \xc2\x85", -1, ST_CHECK_TEXT, -1 }, /* XML 1.0 holds both */
  { "", -1, ST_CHECK_TEXT, -1 },
  { "Marshal\x01Orsini\x0b", -1, ST_CHECK_TEXT, 7 },
  { "a\0b", 3, ST_CHECK_TEXT, 1 },
  { "ab\xff", -1, ST_CHECK_TEXT, 2 },
  { "\xed\xa0\x80", -1, ST_CHECK_TEXT, 0 }, /* a surrogate is not UTF-8 */
  { "\xc3\xa9\xef\xbf\xbe", -1, ST_CHECK_TEXT, 2 }, /* U+FFFE */
  { "x\xef\xbf\xbf", -1, ST_CHECK_VALUE, 1 }, /* U+FFFF */
  { "\xef\xb7\x90", -1, ST_CHECK_VALUE, 0 }, /* U+FDD0 */
  { "ab\xf0\x9f\xbf\xbe", -1, ST_CHECK_TEXT, 2 }, /* U+1FFFE */
  { "a-guard_1.x", -1, ST_CHECK_ID, -1 },
  { "_x", -1, ST_CHECK_ID, -1 },
  { "1st", -1, ST_CHECK_ID, 0 },
  { "a/b", -1, ST_CHECK_ID, 1 },
  { "", -1, ST_CHECK_ID, 0 },
  { "a\x01", -1, ST_CHECK_ID, 1 },
};

static void
test_check (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (check_cases); i++)
    {
      const CheckCase *c = &check_cases[i];
      g_autoptr (GError) error = NULL;
      gsize    offset = 12345;
      gboolean ok = st_value_check (c->kind, c->value, c->length, &offset, &error);

      g_test_message ("case %u: %s", i, error ? error->message : "accepted");
      if (c->bad < 0)
        {
          g_assert_true (ok);
          g_assert_no_error (error);
        }
      else
        {
          g_assert_false (ok);
          g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
          g_assert_cmpuint (offset, ==, (gsize) c->bad);
        }
    }
}

static StScenario *
load_manoeuvre (char **data, gsize *length)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "manoeuvre.xml", NULL);

  g_assert_true (g_file_get_contents (path, data, length, &error));
  return st_scenario_load_file (path, NULL, &error);
}

static const char *const unstorable[] = {
  "Marshal\x01Orsini\x0b",
  "Orsini\xef\xbf\xbe",
  "\xef\xb7\x90",
  "Ors\x1bini",
};

/* Every edit of a text or a value refuses what a scenario cannot hold, and
 * changes nothing, so that the document can always be saved. */
static void
test_edits (void)
{
  g_autofree char *data = NULL;
  gsize            length;
  g_autoptr (StScenario) scenario = load_manoeuvre (&data, &length);
  const StDeck *deck = g_ptr_array_index (scenario->decks, 0);

  for (guint i = 0; i < G_N_ELEMENTS (unstorable); i++)
    {
      const char *bad = unstorable[i];
      g_autoptr (StScenario) copy = st_scenario_copy (scenario);
      g_autoptr (GError) e1 = NULL;
      g_autoptr (GError) e2 = NULL;
      g_autoptr (GError) e3 = NULL;
      g_autoptr (GError) e4 = NULL;
      g_autoptr (GError) e5 = NULL;
      g_autoptr (GError) e6 = NULL;
      g_autoptr (GError) e7 = NULL;

      g_assert_false (st_edit_set_text (copy, "terrain/hills/name", NULL, bad, &e1));
      g_assert_error (e1, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
      g_assert_true (g_str_has_prefix (e1->message, "The text was not changed: it has "));
      g_assert_false (st_edit_set_text (copy, "terrain/hills/name", "sv", bad, &e2));
      g_assert_error (e2, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
      g_assert_false (st_edit_rename_terrain (copy, "hills", NULL, bad, &e3));
      g_assert_error (e3, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
      g_assert_null (st_edit_add_terrain (copy, bad, "#123456", &e4));
      g_assert_error (e4, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
      g_assert_false (st_edit_set_card_text (copy, deck->id, "aurelia-orsini", "name", NULL, bad, &e5));
      g_assert_error (e5, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
      g_assert_false (st_edit_set_card_value (copy, deck->id, "aurelia-orsini", "restricted-to", bad, &e6));
      g_assert_error (e6, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
      g_assert_null (st_edit_add_rules_section (copy, 0, NULL, bad, &e7));
      g_assert_error (e7, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
      g_assert_true (st_scenario_equal (copy, scenario));
    }
}

/* The loader refuses the noncharacters libxml2 lets through, with their place. */
static void
test_loader (void)
{
  g_autofree char *data = NULL;
  gsize            length;
  g_autoptr (StScenario) scenario = load_manoeuvre (&data, &length);
  g_autofree char *name = NULL;
  const char      *at = strstr (data, "<name>Marshal Orsini</name>");
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) back = NULL;
  GString *bad = g_string_new_len (data, (gssize) length);

  g_assert_nonnull (at);
  g_string_insert (bad, at - data + strlen ("<name>Marshal "), "\xef\xb7\x90");
  back = st_scenario_load_data (bad->str, bad->len, "n.xml", NULL, &error);
  g_assert_null (back);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  {
    /* The line of Marshal Orsini's name in the bundled file, counted. */
    guint            line = 1;
    g_autofree char *where = NULL;

    for (const char *p = data; p < at; p++)
      line += *p == '\n';
    where = g_strdup_printf ("n.xml:%u:", line);
    g_assert_nonnull (strstr (error->message, where));
  }
  g_assert_nonnull (strstr (error->message, "the noncharacter U+FDD0"));
  g_string_free (bad, TRUE);
}

/* A NUL byte between tags, and a byte that is not UTF-8, are said as what they
 * are, where they are: not libxml2's "Premature end of data", nor its "Input is
 * not proper UTF-8, indicate encoding !" that asks for a declaration the
 * format refuses. */
static void
test_reader_messages (void)
{
  static const struct
  {
    const char *insert;
    const char *message;
  } cases[] = {
    { "\0", "n.xml:3:3: error: a NUL byte; scenario files are text, which has none" },
    { "Caf\xe9", "n.xml:3:6: error: the byte 0xE9 is not UTF-8; scenario files must be UTF-8" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *data = NULL;
      gsize            length;
      g_autoptr (StScenario) scenario = load_manoeuvre (&data, &length);
      g_autoptr (GError) error = NULL;
      g_autoptr (StScenario) back = NULL;
      GString    *bad = g_string_new_len (data, (gssize) length);
      const char *line3 = strchr (strchr (data, '\n') + 1, '\n') + 1;

      /* Two spaces into the third line, between the tags of lines 2 and 3. */
      g_string_insert_len (bad, line3 - data + 2, cases[i].insert,
                           (gssize) MAX (strlen (cases[i].insert), 1));
      back = st_scenario_load_data (bad->str, bad->len, "n.xml", NULL, &error);
      g_assert_null (back);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, cases[i].message));
      g_string_free (bad, TRUE);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/value-check/check", test_check);
  g_test_add_func ("/value-check/edits", test_edits);
  g_test_add_func ("/value-check/loader", test_loader);
  g_test_add_func ("/value-check/reader-messages", test_reader_messages);
  return g_test_run ();
}
