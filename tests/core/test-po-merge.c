/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-po.h"
#include "core/st-scenario-io.h"
#include "core/st-texts.h"
#include "core/st-word-diff.h"

/* Issue 27, "Stale files and changed sources": the previous source and the
 * needs-work mark of a translation (model, file format), PO files merged
 * although their sources changed, and what an export writes for Poedit,
 * Weblate and the gettext tools. */

static StScenario *
load_manoeuvre (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "manoeuvre.xml", NULL);
  StScenario *scenario = st_scenario_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return scenario;
}

static char *
write_temp (const char *contents, const char *suffix)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *template = g_strdup_printf ("st-test-XXXXXX%s", suffix);
  char *path = NULL;
  int   fd = g_file_open_tmp (template, &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

static char *
export_string (StScenario *scenario, const char *lang, const StPoExportOptions *options)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = st_po_export_with_options (scenario, lang, options, &error);

  g_assert_no_error (error);
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static char *
replace (const char *text, const char *old, const char *new)
{
  g_auto (GStrv) parts = g_strsplit (text, old, 2);

  g_assert_nonnull (parts[1]);
  return g_strjoin (new, parts[0], parts[1], NULL);
}

static StText *
text_of (StScenario *scenario, const char *context)
{
  StText **slot = st_scenario_find_text (scenario, context);

  g_assert_nonnull (slot);
  return *slot;
}

/* Runs a gettext tool; FALSE (and the test skipped) when it is missing. */
static gboolean
run_tool (const char *const *args, int *status, char **err)
{
  g_autofree char *program = g_find_program_in_path (args[0]);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();

  if (program == NULL)
    {
      g_test_skip_printf ("%s is not installed", args[0]);
      return FALSE;
    }
  g_ptr_array_add (argv, program);
  for (guint i = 1; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                               NULL, err, status, &error));
  g_assert_no_error (error);
  return TRUE;
}

static void
assert_msgfmt_check (const char *path)
{
  const char      *args[] = { "msgfmt", "--check", "-o", "/dev/null", path, NULL };
  g_autofree char *err = NULL;
  int              status = 0;

  if (!run_tool (args, &status, &err))
    return;
  if (!g_spawn_check_wait_status (status, NULL))
    g_printerr ("%s", err);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* The model: a changed source keeps what the translation was made from, a
 * second change keeps the first, a change back or a review forgets it; the
 * needs-work mark is the translator's, which typing keeps. */
static void
test_marks_model (void)
{
  g_autoptr (StText) text = st_text_new_with ("en", "Combat");
  g_autoptr (StText) copy = NULL;

  st_text_set (text, "sv", "Strid");
  g_assert_null (st_text_get_previous_source (text, "sv"));
  st_text_set (text, "en", "Combat results");
  g_assert_true (st_text_is_outdated (text, "sv"));
  g_assert_cmpstr (st_text_get_previous_source (text, "sv"), ==, "Combat");
  st_text_set (text, "en", "Combat results table");
  g_assert_cmpstr (st_text_get_previous_source (text, "sv"), ==, "Combat");
  /* Editing the outdated translation leaves it outdated (st_text_set). */
  st_text_set (text, "sv", "Striden");
  g_assert_cmpstr (st_text_get_previous_source (text, "sv"), ==, "Combat");
  st_text_set (text, "en", "Combat");
  g_assert_false (st_text_is_outdated (text, "sv"));
  g_assert_null (st_text_get_previous_source (text, "sv"));
  st_text_set (text, "en", "Battle");
  g_assert_cmpstr (st_text_get_previous_source (text, "sv"), ==, "Combat");
  g_assert_true (st_text_review (text, "sv"));
  g_assert_null (st_text_get_previous_source (text, "sv"));

  /* Needs work: by hand only, and not done while set. */
  g_assert_true (st_text_is_done (text, "sv"));
  g_assert_true (st_text_set_needs_work (text, "sv", TRUE));
  g_assert_false (st_text_set_needs_work (text, "sv", TRUE));
  g_assert_false (st_text_is_done (text, "sv"));
  st_text_set (text, "sv", "Slag");
  st_text_review (text, "sv");
  g_assert_true (st_text_get_needs_work (text, "sv"));
  g_assert_false (st_text_set_needs_work (text, "fi", TRUE));
  g_assert_false (st_text_get_needs_work (text, "en"));

  /* Made from an older source: outdated with it; from the current: reviewed. */
  st_text_set_made_from (text, "sv", "Fight");
  g_assert_true (st_text_is_outdated (text, "sv"));
  g_assert_cmpstr (st_text_get_previous_source (text, "sv"), ==, "Fight");
  copy = st_text_copy (text);
  g_assert_true (st_text_equal (text, copy));
  st_text_set_needs_work (copy, "sv", FALSE);
  g_assert_false (st_text_equal (text, copy));
  st_text_set_made_from (text, "sv", "Battle");
  g_assert_false (st_text_is_outdated (text, "sv"));
  g_assert_null (st_text_get_previous_source (text, "sv"));
}

/* Both are kept in the scenario file and read back; a line break in the
 * previous source survives the attribute. */
static void
test_marks_file (void)
{
  g_autoptr (StScenario) scenario = load_manoeuvre ();
  g_autoptr (StScenario) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *xml_again = NULL;
  const char      *body = "Two players.\n\n- Move.\n- Fight.";
  gsize            length;

  g_assert_true (st_edit_set_text (scenario, "rules/overview/body", NULL, body, &error));
  g_assert_true (st_edit_review_text (scenario, "rules/overview/body", "sv", &error));
  g_assert_true (st_edit_set_text (scenario, "rules/overview/body", NULL, "Two players.\n\n- Move.", &error));
  g_assert_true (st_edit_set_text (scenario, "terrain/field/name", NULL, "Open field", &error));
  g_assert_true (st_edit_set_needs_work (scenario, "terrain/hills/name", "sv", TRUE, &error));
  g_assert_no_error (error);
  xml = st_scenario_to_xml (scenario, &length);
  g_assert_nonnull (strstr (xml, "previous-source=\"Field\""));
  g_assert_nonnull (strstr (xml, "needs-work=\"true\">Kullar<"));
  g_assert_nonnull (strstr (xml, "&#10;"));
  again = st_scenario_load_data (xml, length, "saved.xml", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (st_scenario_equal (scenario, again));
  g_assert_cmpstr (st_text_get_previous_source (text_of (again, "rules/overview/body"), "sv"), ==, body);
  g_assert_true (st_text_get_needs_work (text_of (again, "terrain/hills/name"), "sv"));
  xml_again = st_scenario_to_xml (again, NULL);
  g_assert_cmpstr (xml_again, ==, xml);
  /* The schema knows both attributes. */
  {
    g_autofree char *rng = g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "schema",
                                             "sandtable-scenario.rng", NULL);
    g_autofree char *saved = write_temp (xml, ".xml");
    const char      *args[] = { "xmllint", "--noout", "--nonet", "--relaxng", rng, saved, NULL };
    g_autofree char *err = NULL;
    int              status = 0;

    if (run_tool (args, &status, &err))
      {
        if (!g_spawn_check_wait_status (status, NULL))
          g_printerr ("%s", err);
        g_assert_true (g_spawn_check_wait_status (status, NULL));
      }
    g_unlink (saved);
  }
}

typedef struct
{
  const char *name;
  const char *from;
  const char *to;
  const char *message;
  int         line;
} BadMark;

static const BadMark bad_marks[] = {
  { "previous-on-source", "<title>Overview</title>", "<title previous-source=\"Intro\">Overview</title>",
    "previous-source belongs on a translation", 418 },
  { "needs-work-on-source", "<title>Overview</title>", "<title needs-work=\"true\">Overview</title>",
    "needs-work belongs on a translation", 418 },
  { "needs-work-value", "<title xml:lang=\"sv\">Översikt</title>",
    "<title xml:lang=\"sv\" needs-work=\"maybe\">Översikt</title>", "needs-work must be 'true' or 'false'",
    419 },
  { "previous-hash-mismatch", "<title xml:lang=\"sv\">Översikt</title>",
    "<title xml:lang=\"sv\" source-hash=\"0\" previous-source=\"Intro\">Översikt</title>",
    "previous-source does not match source-hash", 419 },
};

/* Marks where they do not belong are errors at their line. */
static void
test_marks_bad (gconstpointer data)
{
  const BadMark   *bad = data;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "manoeuvre.xml", NULL);
  g_autofree char *xml = NULL;
  g_autofree char *broken = NULL;
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) scenario = NULL;
  const StDiagnostic *diag;

  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  broken = replace (xml, bad->from, bad->to);
  scenario = st_scenario_load_data (broken, strlen (broken), "bad.xml", diagnostics, &error);
  g_assert_null (scenario);
  g_assert_nonnull (error);
  diag = st_diagnostics_get (diagnostics, 0);
  g_test_message ("%s", diag->message);
  g_assert_nonnull (strstr (diag->message, bad->message));
  g_assert_cmpstr (diag->file, ==, "bad.xml");
  g_assert_cmpint (diag->line, ==, bad->line);
  g_assert_cmpint (diag->column, >, 0);
}

/* The story of issue 27: a translator takes a PO file home; meanwhile one
 * English title changes; their file imports, the changed entry outdated with
 * its old source kept (and its diff shown), the others landed. */
static void
test_stale_file (void)
{
  g_autoptr (StScenario) scenario = load_manoeuvre ();
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) diff = NULL;
  g_autofree char    *po = export_string (scenario, "sv", NULL);
  g_autofree char    *home1 = replace (po, "msgid \"Overview\"\nmsgstr \"Översikt\"",
                                       "msgid \"Overview\"\nmsgstr \"Översikt över spelet\"");
  g_autofree char    *home = replace (home1, "msgstr \"Kullar\"", "msgstr \"Höjder\"");
  g_autofree char    *path = write_temp (home, ".po");
  g_autofree char    *again = NULL;
  g_autofree char    *again_path = NULL;
  const StDiagnostic *warning;
  StText             *title;
  guint               n_changed = 0;

  g_assert_true (st_edit_set_text (scenario, "rules/overview/title", NULL, "Game overview", &error));
  g_assert_true (st_po_import (scenario, path, NULL, diagnostics, &n_changed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_changed, ==, 2);
  g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), ==, 0);
  g_assert_cmpuint (st_diagnostics_get_length (diagnostics), ==, 1);
  warning = st_diagnostics_get (diagnostics, 0);
  g_assert_cmpint (warning->severity, ==, ST_SEVERITY_WARNING);
  g_assert_cmpstr (warning->file, ==, path);
  g_assert_cmpint (warning->line, >, 1);
  g_assert_cmpint (warning->column, ==, 1);
  g_assert_nonnull (strstr (warning->message, "rules/overview/title"));

  title = text_of (scenario, "rules/overview/title");
  g_assert_cmpstr (st_text_get_exact (title, "sv"), ==, "Översikt över spelet");
  g_assert_true (st_text_is_outdated (title, "sv"));
  g_assert_cmpstr (st_text_get_previous_source (title, "sv"), ==, "Overview");
  diff = st_word_diff (st_text_get_previous_source (title, "sv"), st_text_get_source (title));
  g_assert_cmpuint (diff->len, ==, 2);
  g_assert_cmpint (((StDiffChunk *) g_ptr_array_index (diff, 0))->op, ==, ST_DIFF_DELETE);
  g_assert_cmpstr (((StDiffChunk *) g_ptr_array_index (diff, 1))->text, ==, "Game overview");
  g_assert_cmpstr (st_text_get_exact (text_of (scenario, "terrain/hills/name"), "sv"), ==, "Höjder");
  g_assert_false (st_text_is_outdated (text_of (scenario, "terrain/hills/name"), "sv"));

  /* Once the title is translated for its new source, the old file does not
   * bring back the translation of the old one. */
  {
    g_autoptr (StScenario) reviewed = st_scenario_copy (scenario);
    g_autoptr (StDiagnostics) notes = st_diagnostics_new ();

    g_assert_true (st_edit_set_text (reviewed, "rules/overview/title", "sv", "Spelöversikt", &error));
    g_assert_true (st_po_import (reviewed, path, NULL, notes, &n_changed, &error));
    g_assert_cmpuint (n_changed, ==, 0);
    g_assert_cmpstr (st_text_get_exact (text_of (reviewed, "rules/overview/title"), "sv"), ==,
                     "Spelöversikt");
    g_assert_false (st_text_is_outdated (text_of (reviewed, "rules/overview/title"), "sv"));
    g_assert_nonnull (strstr (st_diagnostics_get (notes, 0)->message, "it is kept"));
  }

  /* Exported again: fuzzy, with what it was made from, which gettext reads. */
  again = export_string (scenario, "sv", NULL);
  g_assert_nonnull (strstr (again, "#, fuzzy\n#| msgid \"Overview\"\nmsgctxt \"rules/overview/title\"\n"
                                   "msgid \"Game overview\"\nmsgstr \"Översikt över spelet\""));
  again_path = write_temp (again, ".po");
  assert_msgfmt_check (again_path);
  g_unlink (path);
  g_unlink (again_path);
}

/* Entries for texts the scenario no longer has are listed at their line,
 * not refused; a plural entry gives its msgstr[0], with a warning. */
static void
test_vanished_and_plural (void)
{
  g_autoptr (StScenario) scenario = load_manoeuvre ();
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *po = export_string (scenario, "sv", NULL);
  g_autofree char *gone =
      replace (po, "msgctxt \"terrain/hills/name\"", "msgctxt \"terrain/mountains/name\"");
  g_autofree char *plural = replace (gone, "msgid \"Woods\"\nmsgstr \"Skog\"",
                                     "msgid \"Woods\"\nmsgid_plural \"Woods\"\nmsgstr[0] \"Skogen\"\n"
                                     "msgstr[1] \"Skogarna\"");
  g_autofree char *path = write_temp (plural, ".po");
  g_autofree char *first = NULL;
  guint            n_changed = 0;
  int              line = 0;

  g_assert_true (st_po_import (scenario, path, "sv", diagnostics, &n_changed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_cmpstr (st_text_get_exact (text_of (scenario, "terrain/woods/name"), "sv"), ==, "Skogen");
  g_assert_cmpuint (st_diagnostics_get_length (diagnostics), ==, 2);
  g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), ==, 0);
  first = st_diagnostic_format (st_diagnostics_get (diagnostics, 0));
  g_test_message ("%s", first);
  g_assert_nonnull (strstr (first, "unknown msgctxt “terrain/mountains/name”"));
  /* The msgctxt line of the entry. */
  {
    g_auto (GStrv) lines = g_strsplit (plural, "\n", -1);

    for (int i = 0; lines[i] != NULL && line == 0; i++)
      if (g_str_equal (lines[i], "msgctxt \"terrain/mountains/name\""))
        line = i + 1;
  }
  g_assert_cmpint (st_diagnostics_get (diagnostics, 0)->line, ==, line);
  g_assert_nonnull (strstr (st_diagnostics_get (diagnostics, 1)->message, "msgstr[0]"));
  g_assert_cmpint (st_diagnostics_get (diagnostics, 1)->line, >, line);
  g_unlink (path);
}

/* What Weblate (and Pootle) write back: their header fields, "#|" lines of a
 * fuzzy entry made from an older source, obsolete "#~" entries. */
static void
test_weblate_file (void)
{
  static const char weblate[] =
      "# Swedish translation of Manoeuvre.\n"
      "msgid \"\"\n"
      "msgstr \"\"\n"
      "\"Project-Id-Version: Manoeuvre\\n\"\n"
      "\"Report-Msgid-Bugs-To: \\n\"\n"
      "\"POT-Creation-Date: 2026-11-30 10:00+0000\\n\"\n"
      "\"PO-Revision-Date: 2026-12-01 09:12+0000\\n\"\n"
      "\"Last-Translator: Anna Berg <anna@example.org>\\n\"\n"
      "\"Language-Team: Swedish <https://hosted.weblate.org/projects/sandtable/manoeuvre/sv/>\\n\"\n"
      "\"Language: sv\\n\"\n"
      "\"MIME-Version: 1.0\\n\"\n"
      "\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
      "\"Content-Transfer-Encoding: 8bit\\n\"\n"
      "\"Plural-Forms: nplurals=2; plural=n != 1;\\n\"\n"
      "\"X-Generator: Weblate 5.8\\n\"\n"
      "\n"
      "#. terrain field, name\n"
      "#, fuzzy\n"
      "#| msgid \"Field\"\n"
      "msgctxt \"terrain/field/name\"\n"
      "msgid \"Open field\"\n"
      "msgstr \"Öppet fält\"\n"
      "\n"
      "#. terrain hills, name\n"
      "#, fuzzy\n"
      "msgctxt \"terrain/hills/name\"\n"
      "msgid \"Hills\"\n"
      "msgstr \"Backar\"\n"
      "\n"
      "#~ msgctxt \"terrain/swamp/name\"\n"
      "#~ msgid \"Swamp\"\n"
      "#~ msgstr \"Träsk\"\n";
  g_autoptr (StScenario) scenario = load_manoeuvre ();
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *path = write_temp (weblate, ".po");
  StText          *field, *hills;
  guint            n_changed = 0;

  g_assert_true (st_edit_set_text (scenario, "terrain/field/name", NULL, "Open field", &error));
  g_assert_true (st_po_import (scenario, path, NULL, diagnostics, &n_changed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (st_diagnostics_get_length (diagnostics), ==, 0);
  g_assert_cmpuint (n_changed, ==, 2);
  field = text_of (scenario, "terrain/field/name");
  g_assert_cmpstr (st_text_get_exact (field, "sv"), ==, "Öppet fält");
  g_assert_true (st_text_is_outdated (field, "sv"));
  g_assert_cmpstr (st_text_get_previous_source (field, "sv"), ==, "Field");
  /* Fuzzy on a current source: needs work. */
  hills = text_of (scenario, "terrain/hills/name");
  g_assert_cmpstr (st_text_get_exact (hills, "sv"), ==, "Backar");
  g_assert_false (st_text_is_outdated (hills, "sv"));
  g_assert_true (st_text_get_needs_work (hills, "sv"));
  g_unlink (path);
}

/* Outdated and needs-work translations survive an export and an import
 * byte for byte; the fuzzy flag clears both once the translator drops it. */
static void
test_marks_round_trip (void)
{
  g_autoptr (StScenario) scenario = load_manoeuvre ();
  g_autoptr (StScenario) copy = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *po = NULL;
  g_autofree char *path = NULL;
  g_autofree char *cleared = NULL;
  g_autofree char *cleared_path = NULL;
  guint            n_changed = 99;

  g_assert_true (st_edit_set_text (scenario, "terrain/field/name", NULL, "Open field", &error));
  g_assert_true (st_edit_set_needs_work (scenario, "terrain/field/name", "sv", TRUE, &error));
  g_assert_true (st_edit_set_needs_work (scenario, "terrain/hills/name", "sv", TRUE, &error));
  st_text_mark_outdated (text_of (scenario, "terrain/woods/name"), "sv");
  before = st_scenario_to_xml (scenario, NULL);
  po = export_string (scenario, "sv", NULL);
  g_assert_nonnull (strstr (po, "#, fuzzy\nmsgctxt \"terrain/hills/name\""));
  g_assert_nonnull (strstr (po, "#, fuzzy\n#| msgid \"Field\"\nmsgctxt \"terrain/field/name\""));
  g_assert_nonnull (strstr (po, "#, fuzzy\nmsgctxt \"terrain/woods/name\""));
  path = write_temp (po, ".po");
  assert_msgfmt_check (path);
  copy = st_scenario_copy (scenario);
  g_assert_true (st_po_import (copy, path, "sv", NULL, &n_changed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_changed, ==, 0);
  after = st_scenario_to_xml (copy, NULL);
  g_assert_cmpstr (after, ==, before);

  cleared = replace (po, "#, fuzzy\nmsgctxt \"terrain/hills/name\"", "msgctxt \"terrain/hills/name\"");
  cleared_path = write_temp (cleared, ".po");
  g_assert_true (st_po_import (copy, cleared_path, "sv", NULL, &n_changed, &error));
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_true (st_text_is_done (text_of (copy, "terrain/hills/name"), "sv"));
  g_unlink (path);
  g_unlink (cleared_path);
}

/* The header: the revision date (SOURCE_DATE_EPOCH here), the translator,
 * the language's plural forms; the same scenario gives the same bytes. */
static void
test_export_header (void)
{
  g_autoptr (StScenario) scenario = load_manoeuvre ();
  StPoExportOptions options = { .translator = "Anna Berg <anna@example.org>" };
  g_autofree char  *sv = export_string (scenario, "sv", &options);
  g_autofree char  *sv_again = export_string (scenario, "sv", &options);
  g_autofree char  *fr = export_string (scenario, "fr", NULL);
  g_autofree char  *xx = export_string (scenario, "tlh", NULL);

  g_assert_cmpstr (sv, ==, sv_again);
  g_assert_nonnull (strstr (sv, "\"PO-Revision-Date: 2026-12-05 06:00+0000\\n\""));
  g_assert_nonnull (strstr (sv, "\"Last-Translator: Anna Berg <anna@example.org>\\n\""));
  g_assert_nonnull (strstr (sv, "\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\""));
  g_assert_nonnull (strstr (fr, "\"Plural-Forms: nplurals=2; plural=(n > 1);\\n\""));
  g_assert_nonnull (strstr (fr, "\"Last-Translator: none\\n\""));
  /* No guess for a language the table does not have. */
  g_assert_null (strstr (xx, "Plural-Forms"));
  g_assert_cmpstr (st_po_plural_forms ("pt-BR"), ==, "nplurals=2; plural=(n > 1);");
  g_assert_cmpstr (st_po_plural_forms ("pt"), ==, "nplurals=2; plural=(n != 1);");
  g_assert_cmpstr (st_po_plural_forms ("fi_FI"), ==, "nplurals=2; plural=(n != 1);");
}

/* A POT template: every text, no translation, no language; msgmerge
 * --previous brings an old translation up to it, and the result imports with
 * the changed entry outdated and its old source kept. */
static void
test_template_and_msgmerge (void)
{
  g_autoptr (StScenario) scenario = load_manoeuvre ();
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  StPoExportOptions options = { .template = TRUE };
  g_autofree char  *old_po = export_string (scenario, "sv", NULL);
  g_autofree char  *old_path = write_temp (old_po, ".po");
  g_autofree char  *pot = NULL;
  g_autofree char  *pot_path = NULL;
  g_autofree char  *merged_path = NULL;
  g_autofree char  *err = NULL;
  StText           *title;
  int               status = 0;
  guint             n_changed = 0;

  g_assert_true (st_edit_set_text (scenario, "rules/overview/title", NULL, "Game overview", &error));
  pot = export_string (scenario, NULL, &options);
  g_assert_nonnull (strstr (pot, "\"Language: \\n\""));
  g_assert_nonnull (strstr (pot, "\"POT-Creation-Date: 2026-12-05 06:00+0000\\n\""));
  g_assert_null (strstr (pot, "#, fuzzy\nmsgctxt"));
  g_assert_null (strstr (pot, "Översikt"));
  g_assert_nonnull (strstr (pot, "msgctxt \"rules/overview/title\"\nmsgid \"Game overview\"\nmsgstr \"\""));
  pot_path = write_temp (pot, ".pot");
  merged_path = write_temp ("", ".po");
  {
    const char *args[] = { "msgmerge", "--quiet", "--previous", "-o", merged_path, old_path, pot_path, NULL };

    if (!run_tool (args, &status, &err))
      goto out;
    if (!g_spawn_check_wait_status (status, NULL))
      g_printerr ("%s", err);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
  }
  assert_msgfmt_check (merged_path);
  g_assert_true (st_po_import (scenario, merged_path, "sv", diagnostics, &n_changed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), ==, 0);
  title = text_of (scenario, "rules/overview/title");
  g_assert_true (st_text_is_outdated (title, "sv"));
  g_assert_cmpstr (st_text_get_exact (title, "sv"), ==, "Översikt");
  g_assert_cmpstr (st_text_get_previous_source (title, "sv"), ==, "Overview");
  g_assert_true (st_text_is_done (text_of (scenario, "terrain/hills/name"), "sv"));
out:
  g_unlink (old_path);
  g_unlink (pot_path);
  g_unlink (merged_path);
}

/* Progress counts only what is done: outdated and needs-work translations
 * are counted apart, and said so. */
static void
test_coverage (void)
{
  g_autoptr (StScenario) scenario = load_manoeuvre ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) langs = g_ptr_array_new ();
  StTextCoverage   before, after, both[1];
  g_autofree char *said = NULL;

  st_scenario_text_coverage (scenario, "sv", &before);
  g_assert_true (st_edit_set_text (scenario, "terrain/field/name", NULL, "Open field", &error));
  g_assert_true (st_edit_set_needs_work (scenario, "terrain/hills/name", "sv", TRUE, &error));
  /* Outdated and needing work is counted once, as outdated. */
  g_assert_true (st_edit_set_needs_work (scenario, "terrain/field/name", "sv", TRUE, &error));
  st_scenario_text_coverage (scenario, "sv", &after);
  g_assert_cmpuint (after.n_translated, ==, before.n_translated - 2);
  g_assert_cmpuint (after.n_outdated, ==, before.n_outdated + 1);
  g_assert_cmpuint (after.n_needs_work, ==, 1);
  g_ptr_array_add (langs, "sv");
  st_scenario_text_coverages (scenario, langs, both);
  g_assert_cmpmem (&both[0], sizeof both[0], &after, sizeof after);
  said = st_text_coverage_describe (
      &(StTextCoverage){ .n_texts = 47, .n_translated = 21, .n_outdated = 1, .n_needs_work = 1 });
  g_assert_cmpstr (said, ==, "21 of 47 texts translated (45 %), 1 outdated, 1 needs work");
}

int
main (int argc, char **argv)
{
  /* 2026-12-05 06:00 UTC: exports are byte-stable. */
  g_setenv ("SOURCE_DATE_EPOCH", "1796450400", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/text-marks/model", test_marks_model);
  g_test_add_func ("/text-marks/file", test_marks_file);
  for (guint i = 0; i < G_N_ELEMENTS (bad_marks); i++)
    {
      g_autofree char *name = g_strdup_printf ("/text-marks/bad/%s", bad_marks[i].name);
      g_test_add_data_func (name, &bad_marks[i], test_marks_bad);
    }
  g_test_add_func ("/po/merge/stale-file", test_stale_file);
  g_test_add_func ("/po/merge/vanished-and-plural", test_vanished_and_plural);
  g_test_add_func ("/po/merge/weblate", test_weblate_file);
  g_test_add_func ("/po/merge/marks-round-trip", test_marks_round_trip);
  g_test_add_func ("/po/export/header", test_export_header);
  g_test_add_func ("/po/export/template-and-msgmerge", test_template_and_msgmerge);
  g_test_add_func ("/po/coverage", test_coverage);
  return g_test_run ();
}
