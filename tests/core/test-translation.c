/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-history.h"
#include "core/st-po.h"
#include "core/st-scenario-io.h"
#include "core/st-board.h"
#include "core/st-texts.h"

static const char *const bundled[] = {
  "maneuver-basic", "maneuver-advanced", "manoeuvre", "command-and-maneuver", "manover-finland",
};

static StScenario *
load_bundled (const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", file, NULL);
  StScenario *scenario = st_scenario_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return scenario;
}

static char *
write_temp (const char *contents)
{
  g_autoptr (GError) error = NULL;
  char *path = NULL;
  int   fd = g_file_open_tmp ("st-test-XXXXXX.po", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

static char *
export_string (StScenario *scenario, const char *lang)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = st_po_export (scenario, lang, &error);

  g_assert_no_error (error);
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* Every text has one context, the count is the list's length, and a text
 * found by its context is the one listed. */
static void
test_contexts (gconstpointer data)
{
  g_autoptr (StScenario) scenario = load_bundled (data);
  g_autoptr (GPtrArray) items = st_scenario_list_texts (scenario);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GPtrArray) languages = st_scenario_languages (scenario);

  g_assert_cmpuint (items->len, >, 0);
  g_assert_cmpuint (st_scenario_n_texts (scenario), ==, items->len);
  for (guint i = 0; i < items->len; i++)
    {
      const StTextItem *item = g_ptr_array_index (items, i);
      g_autofree char  *where = st_text_item_describe (item, FALSE);

      g_assert_true (g_hash_table_add (seen, item->context));
      g_assert_true (st_scenario_find_text (scenario, item->context) == item->slot);
      g_assert_nonnull (st_text_get_source (*item->slot));
      g_assert_cmpstr (where, !=, "");
    }
  g_assert_null (st_scenario_find_text (scenario, "card/no-such-card/text"));
  for (guint i = 0; i < languages->len; i++)
    {
      StTextCoverage coverage;

      st_scenario_text_coverage (scenario, g_ptr_array_index (languages, i), &coverage);
      g_assert_cmpuint (coverage.n_texts, ==, items->len);
      g_assert_cmpuint (coverage.n_translated, <=, coverage.n_texts);
    }
}

/* The bundled scenarios speak English, Swedish and Finnish (issue 26): every
 * text has an entry in each of the three, none of them outdated, so the app's
 * own examples show its translation work in every language it ships. */
static void
test_bundled_three_languages (gconstpointer data)
{
  static const char *const langs[] = { "en", "sv", "fi" };
  g_autoptr (StScenario) scenario = load_bundled (data);
  g_autoptr (GPtrArray) items = st_scenario_list_texts (scenario);

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      StTextCoverage coverage;

      for (guint i = 0; i < items->len; i++)
        {
          const StTextItem *item = g_ptr_array_index (items, i);

          if (st_text_get_exact (*item->slot, langs[l]) == NULL)
            g_error ("%s: %s has no %s text", (const char *) data, item->context, langs[l]);
        }
      st_scenario_text_coverage (scenario, langs[l], &coverage);
      g_assert_cmpuint (coverage.n_translated, ==, coverage.n_texts);
      g_assert_cmpuint (coverage.n_outdated, ==, 0);
    }
}

static void
test_context_names (void)
{
  g_autoptr (StScenario) scenario = load_bundled ("manoeuvre");
  StText **slot = st_scenario_find_text (scenario, "metadata/title");

  g_assert_true (slot == &scenario->title);
  g_assert_nonnull (st_scenario_find_text (scenario, "terrain/field/name"));
  g_assert_nonnull (st_scenario_find_text (scenario, "side/aurelia/name"));
  g_assert_null (st_scenario_find_text (scenario, "terrain/field"));
}

static char *
describe (StScenario *scenario, const char *context, gboolean translated)
{
  g_autoptr (GPtrArray) items = st_scenario_list_texts (scenario);

  for (guint i = 0; i < items->len; i++)
    {
      const StTextItem *item = g_ptr_array_index (items, i);
      if (g_str_equal (item->context, context))
        return st_text_item_describe (item, translated);
    }
  g_assert_not_reached ();
}

/* Where a text is used: for people the thing's name in the content language
 * (a unit card's is its unit's), the id only without a name; PO comments keep
 * the ids. (LANGUAGE=C: the kinds and fields stay English.) */
static void
test_describe (void)
{
  g_autoptr (StScenario) scenario = load_bundled ("manoeuvre");
  g_autofree char *field = NULL, *field_sv = NULL, *card = NULL, *card_sv = NULL, *rules = NULL;
  g_autofree char *po = NULL, *title = NULL, *nameless = NULL;
  StCard          *guard;

  st_text_set_content_language ("en");
  field = describe (scenario, "terrain/field/name", TRUE);
  g_assert_cmpstr (field, ==, "terrain Field, name");
  card = describe (scenario, "card/aurelia-orsini/name", TRUE);
  g_assert_cmpstr (card, ==, "card Marshal Orsini, name");
  rules = describe (scenario, "rules/overview/body", TRUE);
  g_assert_cmpstr (rules, ==, "rules Overview, body");
  title = describe (scenario, "metadata/title", TRUE);
  g_assert_cmpstr (title, ==, "metadata, title");
  po = describe (scenario, "terrain/field/name", FALSE);
  g_assert_cmpstr (po, ==, "terrain field, name");

  st_text_set_content_language ("sv");
  field_sv = describe (scenario, "terrain/field/name", TRUE);
  g_assert_cmpstr (field_sv, ==, "terrain Fält, name");
  g_clear_pointer (&po, g_free);
  po = describe (scenario, "terrain/field/name", FALSE);
  g_assert_cmpstr (po, ==, "terrain field, name");

  /* A card without a name of its own: an HQ card has its id, a unit card its
   * unit's name. */
  guard = g_ptr_array_index (st_scenario_find_deck (scenario, "aurelia-deck")->cards, 0);
  g_assert_true (guard->kind == ST_CARD_UNIT && guard->name == NULL);
  guard->text = st_text_new ();
  st_text_set (guard->text, "en", "Stands firm.");
  card_sv = describe (scenario, "card/aurelia-guard-card-1/text", TRUE);
  g_assert_cmpstr (card_sv, ==, "card Aureliska gardet, text");
  for (guint i = 0; i < st_scenario_find_deck (scenario, "aurelia-deck")->cards->len; i++)
    {
      StCard *c = g_ptr_array_index (st_scenario_find_deck (scenario, "aurelia-deck")->cards, i);
      if (c->kind == ST_CARD_HQ && c->name == NULL)
        {
          g_autofree char *context = g_strdup_printf ("card/%s/text", c->id);
          g_autofree char *expected = g_strdup_printf ("card %s, text", c->id);

          c->text = st_text_new ();
          st_text_set (c->text, "en", "Move again.");
          nameless = describe (scenario, context, TRUE);
          g_assert_cmpstr (nameless, ==, expected);
          break;
        }
    }
  g_assert_nonnull (nameless);
  st_text_set_content_language (NULL);
}

/* Changing a source marks its translations outdated until reviewed, and the
 * mark survives saving and loading. */
static void
test_outdated (void)
{
  g_autoptr (StScenario) scenario = load_bundled ("manoeuvre");
  g_autoptr (StScenario) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *xml = NULL;
  StText         **slot = st_scenario_find_text (scenario, "terrain/field/name");
  StTextCoverage   before, after;
  gsize            length;

  g_assert_nonnull (st_text_get_exact (*slot, "sv"));
  g_assert_false (st_text_is_outdated (*slot, "sv"));
  st_scenario_text_coverage (scenario, "sv", &before);

  g_assert_true (st_edit_set_text (scenario, "terrain/field/name", NULL, "Open field", &error));
  g_assert_no_error (error);
  g_assert_true (st_text_is_outdated (*slot, "sv"));
  st_scenario_text_coverage (scenario, "sv", &after);
  g_assert_cmpuint (after.n_outdated, ==, before.n_outdated + 1);

  xml = st_scenario_to_xml (scenario, &length);
  g_assert_nonnull (strstr (xml, "source-hash=\""));
  again = st_scenario_load_data (xml, length, "saved", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (st_scenario_equal (scenario, again));
  g_assert_true (st_text_is_outdated (*st_scenario_find_text (again, "terrain/field/name"), "sv"));

  /* Back to the old source: the translation matches again. */
  g_assert_true (st_edit_set_text (scenario, "terrain/field/name", NULL, "Field", &error));
  g_assert_false (st_text_is_outdated (*slot, "sv"));
  g_assert_true (st_edit_set_text (scenario, "terrain/field/name", NULL, "Open field", &error));
  g_assert_true (st_edit_review_text (scenario, "terrain/field/name", "sv", &error));
  g_assert_false (st_text_is_outdated (*slot, "sv"));
  /* Writing a translation is reviewing it. */
  g_assert_true (st_edit_set_text (scenario, "terrain/field/name", NULL, "Plain", &error));
  g_assert_true (st_text_is_outdated (*slot, "sv"));
  g_assert_true (st_edit_set_text (scenario, "terrain/field/name", "sv", "Slätt", &error));
  g_assert_false (st_text_is_outdated (*slot, "sv"));
}

static void
test_text_edits (void)
{
  g_autoptr (StScenario) original = load_bundled ("manoeuvre");
  g_autoptr (StHistory) history = st_history_new (original);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) languages = NULL;
  StScenario    *edit;
  StTextCoverage coverage;

  /* A declared language with no texts yet. */
  edit = st_history_begin (history);
  g_assert_true (st_edit_add_language (edit, "de", &error));
  g_assert_false (st_edit_add_language (edit, "de", &error));
  g_assert_false (st_edit_add_language (edit, "not a code", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (st_history_commit (history, edit, "Add language", NULL));
  st_scenario_unref (edit);
  languages = st_scenario_languages (st_history_get_scenario (history));
  g_assert_true (g_ptr_array_find_with_equal_func (languages, "de", g_str_equal, NULL));
  st_scenario_text_coverage (st_history_get_scenario (history), "de", &coverage);
  g_assert_cmpuint (coverage.n_translated, ==, 0);

  edit = st_history_begin (history);
  g_assert_true (st_edit_set_text (edit, "metadata/title", "de", "Manöver", &error));
  g_assert_false (st_edit_set_text (edit, "metadata/title", NULL, "", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (st_edit_set_text (edit, "nothing/here", "de", "x", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_true (st_history_commit (history, edit, "Translate", NULL));
  st_scenario_unref (edit);

  edit = st_history_begin (history);
  g_assert_false (st_edit_remove_language (edit, "en", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_LAST);
  g_clear_error (&error);
  g_assert_true (st_edit_remove_language (edit, "sv", &error));
  st_scenario_text_coverage (edit, "sv", &coverage);
  g_assert_cmpuint (coverage.n_translated, ==, 0);
  g_assert_true (st_history_commit (history, edit, "Remove language", NULL));
  st_scenario_unref (edit);

  /* Undo gives back exactly the scenario before. */
  g_assert_true (st_history_undo (history));
  g_assert_true (st_history_undo (history));
  g_assert_true (st_history_undo (history));
  g_assert_true (st_scenario_equal (st_history_get_scenario (history), original));
}

static void
test_rules_edits (void)
{
  g_autoptr (StScenario) scenario = load_bundled ("manoeuvre");
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *second = NULL;
  guint            n = scenario->rules->len;
  StRulesSection  *section;

  id = st_edit_add_rules_section (scenario, 0, NULL, "Supply lines", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (id, ==, "supply-lines");
  g_assert_cmpuint (scenario->rules->len, ==, n + 1);
  second = st_edit_add_rules_section (scenario, 999, NULL, "Supply lines", &error);
  g_assert_cmpstr (second, ==, "supply-lines-2");
  g_assert_cmpint (st_scenario_rules_section_index (scenario, second), ==, (int) n + 1);
  g_assert_null (st_edit_add_rules_section (scenario, 0, NULL, "  ", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_true (st_edit_set_rules_body (
      scenario, id, NULL, "A unit out of supply…\n\n- loses a step\n- may not attack", &error));
  g_assert_true (st_edit_set_rules_title (scenario, id, NULL, "Supply", &error));
  g_assert_false (st_edit_set_rules_title (scenario, id, NULL, "", &error));
  g_clear_error (&error);
  g_assert_true (st_edit_set_rules_title (scenario, id, "sv", "Underhåll", &error));
  g_assert_nonnull (st_scenario_find_text (scenario, "rules/supply-lines/body"));

  g_assert_true (st_edit_move_rules_section (scenario, id, 2, &error));
  g_assert_cmpint (st_scenario_rules_section_index (scenario, id), ==, 2);
  g_assert_false (st_edit_move_rules_section (scenario, id, 2, &error));
  g_assert_no_error (error);

  section = g_ptr_array_index (scenario->rules, 2);
  g_assert_cmpstr (st_text_get_source (section->title), ==, "Supply");
  g_assert_cmpstr (st_text_get_exact (section->title, "sv"), ==, "Underhåll");

  /* An empty body removes it. */
  g_assert_true (st_edit_set_rules_body (scenario, id, NULL, "", &error));
  g_assert_true (st_text_is_empty (section->body));
  g_assert_true (st_edit_remove_rules_section (scenario, id, &error));
  g_assert_false (st_edit_remove_rules_section (scenario, id, &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND);
}

static gboolean
msgfmt_check (const char *path)
{
  g_autofree char *msgfmt = g_find_program_in_path ("msgfmt");
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;
  int              status = 0;
  const char      *argv[] = { msgfmt, "--check", "-o", "/dev/null", path, NULL };

  if (msgfmt == NULL)
    return TRUE;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err,
                               &status, &error));
  if (!g_spawn_check_wait_status (status, NULL))
    g_printerr ("%s", err);
  return g_spawn_check_wait_status (status, NULL);
}

/* Export then import without changes gives the same scenario, byte for byte,
 * for every language of every bundled scenario and for one none has. */
static void
test_po_round_trip (gconstpointer data)
{
  g_autoptr (StScenario) scenario = load_bundled (data);
  g_autoptr (GPtrArray) languages = st_scenario_languages (scenario);
  g_autofree char *before = st_scenario_to_xml (scenario, NULL);

  g_ptr_array_add (languages, g_strdup ("de"));
  for (guint i = 1; i < languages->len; i++)
    {
      const char *lang = g_ptr_array_index (languages, i);
      g_autoptr (StScenario) copy = st_scenario_copy (scenario);
      g_autoptr (GError) error = NULL;
      g_autofree char *po = export_string (scenario, lang);
      g_autofree char *path = write_temp (po);
      g_autofree char *after = NULL;
      guint            n_changed = 99;

      g_assert_nonnull (strstr (po, "msgctxt \"metadata/title\""));
      g_assert_true (msgfmt_check (path));
      g_assert_true (st_po_import (copy, path, lang, NULL, &n_changed, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (n_changed, ==, 0);
      after = st_scenario_to_xml (copy, NULL);
      g_assert_cmpstr (after, ==, before);
      g_unlink (path);
    }
}

static char *
replace (const char *text, const char *old, const char *new)
{
  g_auto (GStrv) parts = g_strsplit (text, old, 2);

  g_assert_nonnull (parts[1]);
  return g_strjoin (new, parts[0], parts[1], NULL);
}

/* A text whose source is in another language than the document's (the
 * Finnish town names of the Swedish manover-finland.xml, named in Swedish
 * too) is translated into the document language like any other: the PO file
 * for "sv" holds those texts alone, says their source language, round-trips,
 * and its msgstr lands. A document-language file with no such text is still
 * refused. */
static void
test_po_document_language (void)
{
  g_autoptr (StScenario) scenario = load_bundled ("manover-finland");
  g_autoptr (StScenario) english = load_bundled ("manoeuvre");
  g_autoptr (StScenario) copy = st_scenario_copy (scenario);
  g_autoptr (GError) error = NULL;
  g_autofree char *po = export_string (scenario, "sv");
  g_autofree char *edited = replace (po, "msgstr \"Helsingfors\"", "msgstr \"Helsingfors stad\"");
  g_autofree char *path = write_temp (edited);
  g_autoptr (GBytes) refused = NULL;
  guint n_changed = 0;

  g_assert_nonnull (strstr (po, "X-Sandtable-Source-Language: fi\\n"));
  g_assert_nonnull (
      strstr (po, "msgctxt \"town/helsinki/name\"\nmsgid \"Helsinki\"\nmsgstr \"Helsingfors\""));
  g_assert_null (strstr (po, "msgctxt \"metadata/title\""));
  g_assert_true (msgfmt_check (path));
  g_assert_true (st_po_import (copy, path, "sv", NULL, &n_changed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_cmpstr (st_text_get_exact (st_board_find_node (copy->board, "helsinki")->name, "sv"), ==,
                   "Helsingfors stad");
  g_unlink (path);

  refused = st_po_export (english, "en", &error);
  g_assert_null (refused);
  g_assert_error (error, ST_PO_ERROR, ST_PO_ERROR_LANGUAGE);
}

static void
test_po_fuzzy_and_edit (void)
{
  g_autoptr (StScenario) scenario = load_bundled ("manoeuvre");
  g_autoptr (GError) error = NULL;
  g_autofree char *po = NULL;
  g_autofree char *edited = NULL;
  g_autofree char *edited2 = NULL;
  g_autofree char *path = NULL;
  guint            n_changed = 0;

  /* An outdated translation is exported fuzzy, with the source it was made
   * from. */
  g_assert_true (st_edit_set_text (scenario, "terrain/field/name", NULL, "Open field", &error));
  po = export_string (scenario, "sv");
  g_assert_nonnull (
      strstr (po, "#, fuzzy\n#| msgid \"Field\"\nmsgctxt \"terrain/field/name\"\nmsgid \"Open field\""));

  /* The translator fixes it and clears the flag, and translates another. */
  edited = replace (
      po,
      "#, fuzzy\n#| msgid \"Field\"\nmsgctxt \"terrain/field/name\"\nmsgid \"Open field\"\nmsgstr \"Fält\"",
      "msgctxt \"terrain/field/name\"\nmsgid \"Open field\"\nmsgstr \"Öppet fält\"");
  edited2 = replace (edited, "msgctxt \"terrain/hills/name\"\nmsgid \"Hills\"\nmsgstr \"Kullar\"",
                     "msgctxt \"terrain/hills/name\"\nmsgid \"Hills\"\nmsgstr \"Höjder\"");
  path = write_temp (edited2);
  g_assert_true (st_po_import (scenario, path, NULL, NULL, &n_changed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_changed, ==, 2);
  g_assert_cmpstr (st_text_get_exact (*st_scenario_find_text (scenario, "terrain/field/name"), "sv"), ==,
                   "Öppet fält");
  g_assert_false (st_text_is_outdated (*st_scenario_find_text (scenario, "terrain/field/name"), "sv"));
  g_assert_cmpstr (st_text_get_exact (*st_scenario_find_text (scenario, "terrain/hills/name"), "sv"), ==,
                   "Höjder");
  g_unlink (path);
}

typedef struct
{
  const char *name;
  const char *from;
  const char *to;
  const char *lang;
  int         line; /* of the first error; 0: any */
  const char *message; /* a part of it */
  int         column; /* of the first error; 0: any, else the scenario is left unchanged too */
} Refusal;

/* The open file descriptors of the process (0 where /proc is missing). */
static guint
count_fds (void)
{
  g_autoptr (GDir) dir = g_dir_open ("/proc/self/fd", 0, NULL);
  guint n = 0;

  while (dir != NULL && g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

/* Each refusal is reported with the PO file's line and column, and nothing is
 * imported. The lines are those of the export of manoeuvre.xml to sv. (An
 * unknown msgctxt, a changed source and a plural entry are merged with
 * warnings since issue 27: tests/core/test-po-merge.c.) */
static void
test_po_refusal (gconstpointer data)
{
  const Refusal *refusal = data;
  g_autoptr (StScenario) scenario = load_bundled ("manoeuvre");
  g_autoptr (StScenario) copy = st_scenario_copy (scenario);
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char    *po = export_string (scenario, "sv");
  g_autofree char    *bad = replace (po, refusal->from, refusal->to);
  g_autofree char    *path = write_temp (bad);
  g_autofree char    *first = NULL;
  const StDiagnostic *diag;
  guint               n_fds = count_fds ();

  g_assert_false (st_po_import (copy, path, refusal->lang, diagnostics, NULL, &error));
  /* A refused file is closed, even one libgettextpo gave up on. */
  g_assert_cmpuint (count_fds (), ==, n_fds);
  g_assert_error (error, ST_PO_ERROR, ST_PO_ERROR_INVALID);
  g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), >=, 1);
  diag = st_diagnostics_get (diagnostics, 0);
  first = st_diagnostic_format (diag);
  g_test_message ("%s", first);
  g_assert_cmpstr (diag->file, ==, path);
  if (refusal->line > 0)
    g_assert_cmpint (diag->line, ==, refusal->line);
  else
    g_assert_cmpint (diag->line, >, 0);
  g_assert_cmpint (diag->column, >, 0);
  g_assert_nonnull (strstr (diag->message, refusal->message));
  if (refusal->column > 0)
    {
      g_assert_cmpint (diag->column, ==, refusal->column);
      g_assert_true (st_scenario_equal (copy, scenario));
    }
  g_unlink (path);
}

static const Refusal refusals[] = {
  { "syntax", "msgstr \"Kullar\"", "msgstr \"Kullar", NULL, 0, "" },
  { "wrong-language", "Language: sv", "Language: sv", "fi", 1, "fi" },
  /* What a scenario cannot hold is refused where it is written, and nothing changes. */
  { "escape-backspace", "msgstr \"Kullar\"", "msgstr \"Kul\\blar\"", NULL, 38, "control character U+0008",
    12 },
  { "escape-vertical-tab", "msgstr \"Kullar\"", "msgstr \"Kullar\\v\"", NULL, 38, "control character U+000B",
    15 },
  { "escape-form-feed", "msgstr \"Kullar\"", "msgstr \"\\fKullar\"", NULL, 38, "control character U+000C",
    9 },
  { "escape-bell", "msgstr \"Kullar\"", "msgstr \"Kul\\alar\"", NULL, 38, "control character U+0007", 12 },
  { "escape-nul", "msgstr \"Kullar\"", "msgstr \"Kul\\000lar\"", NULL, 38, "a NUL byte", 12 },
  { "escape-hex", "msgstr \"Kullar\"", "msgstr \"Kul\\x01lar\"", NULL, 38, "control character U+0001", 12 },
  { "noncharacter", "msgstr \"Kullar\"", "msgstr \"Kul\xef\xbf\xbelar\"", NULL, 38, "noncharacter U+FFFE",
    12 },
  { "charset", "charset=UTF-8", "charset=ISO-8859-1 (not charset=utf-8)", NULL, 9, "“iso-8859-1”", 28 },
};

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    {
      g_autofree char *contexts = g_strdup_printf ("/texts/contexts/%s", bundled[i]);
      g_autofree char *round_trip = g_strdup_printf ("/po/round-trip/%s", bundled[i]);

      g_test_add_data_func (contexts, bundled[i], test_contexts);
      g_autofree char *three = g_strdup_printf ("/texts/three-languages/%s", bundled[i]);

      g_test_add_data_func (round_trip, bundled[i], test_po_round_trip);
      g_test_add_data_func (three, bundled[i], test_bundled_three_languages);
    }
  g_test_add_func ("/texts/context-names", test_context_names);
  g_test_add_func ("/texts/describe", test_describe);
  g_test_add_func ("/texts/outdated", test_outdated);
  g_test_add_func ("/texts/edits", test_text_edits);
  g_test_add_func ("/texts/rules-edits", test_rules_edits);
  g_test_add_func ("/po/fuzzy-and-edit", test_po_fuzzy_and_edit);
  g_test_add_func ("/po/document-language", test_po_document_language);
  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      g_autofree char *name = g_strdup_printf ("/po/refusal/%s", refusals[i].name);
      g_test_add_data_func (name, &refusals[i], test_po_refusal);
    }
  return g_test_run ();
}
