/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "core/st-scenario-io.h"

/* Every file in tests/data/bad has one problem. tests/data/bad/expected.txt says,
 * for each, the line and column of the first error and a piece of its message.
 * The files in tests/data/warn have a design problem that the editor shows
 * while editing (stacking, a card for a foreign unit): they load, with a
 * warning at the place expected. */

typedef struct
{
  char    *file;
  int      line;
  int      column;
  char    *fragment;
  gboolean warning;
} Expectation;

/* tests/data/bad: from SANDTABLE_SOURCE_ROOT (set by tests/meson.build), else
 * relative to G_TEST_SRCDIR (tests/ under meson, tests/core when run by hand). */
static char *
data_dir (const char *sub)
{
  const char *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  char       *dir;

  if (root != NULL)
    return g_build_filename (root, "tests", "data", sub, NULL);
  dir = g_test_build_filename (G_TEST_DIST, "data", sub, NULL);
  if (g_file_test (dir, G_FILE_TEST_IS_DIR))
    return dir;
  g_free (dir);
  return g_test_build_filename (G_TEST_DIST, "..", "data", sub, NULL);
}

static void
expectation_free (gpointer data)
{
  Expectation *e = data;

  g_free (e->file);
  g_free (e->fragment);
  g_free (e);
}

static GPtrArray *
read_expectations (const char *sub)
{
  g_autofree char *dir = data_dir (sub);
  g_autofree char *path = g_build_filename (dir, "expected.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *out = g_ptr_array_new_with_free_func (expectation_free);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char  *p = lines[i];
      const char  *name, *position;
      gsize        name_len, position_len;
      Expectation *e;
      char         rest;

      /* "NAME LINE:COL FRAGMENT", fields separated by tabs or spaces; the
       * fragment runs to the end of the line and may contain spaces. */
      if (*g_strstrip (lines[i]) == '\0' || *p == '#')
        continue;
      name = p;
      while (*p && !g_ascii_isspace (*p))
        p++;
      name_len = (gsize) (p - name);
      while (g_ascii_isspace (*p))
        p++;
      position = p;
      while (*p && !g_ascii_isspace (*p))
        p++;
      position_len = (gsize) (p - position);
      while (g_ascii_isspace (*p))
        p++;
      if (name_len == 0 || position_len == 0 || *p == '\0')
        g_error ("expected.txt line %u: expected 'NAME LINE:COL FRAGMENT', found '%s'", i + 1, lines[i]);
      e = g_new0 (Expectation, 1);
      e->file = g_strndup (name, name_len);
      {
        g_autofree char *pos = g_strndup (position, position_len);
        if (sscanf (pos, "%d:%d%c", &e->line, &e->column, &rest) != 2 || e->line < 1 || e->column < 1)
          g_error ("expected.txt line %u: bad position '%s'", i + 1, pos);
      }
      e->fragment = g_strdup (p);
      e->warning = g_str_equal (sub, "warn");
      g_ptr_array_add (out, e);
    }
  return out;
}

static void
test_bad_file (gconstpointer data)
{
  const Expectation *e = data;
  g_autofree char   *dir = data_dir (e->warning ? "warn" : "bad");
  g_autofree char   *path = g_build_filename (dir, e->file, NULL);
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) scenario = NULL;
  g_autofree char    *formatted = NULL;
  g_autofree char    *prefix = NULL;
  const StDiagnostic *first;

  /* Hostile files (entity bombs, deep nesting) must also be refused quickly:
   * not timed here, but counted (bench/bench-ops.c's load-bad-files loads
   * every file of tests/data/bad and tests/data/warn, held to its
   * instruction budget by `make test`). */
  scenario = st_scenario_load_file (path, diagnostics, &error);

  if (e->warning)
    {
      g_assert_no_error (error);
      g_assert_nonnull (scenario);
      g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), ==, 0);
      g_assert_cmpuint (st_diagnostics_get_length (diagnostics), >=, 1);
      if (st_diagnostics_get_length (diagnostics) == 0)
        return;
    }
  else
    {
      g_assert_null (scenario);
      g_assert_error (error, ST_SCENARIO_ERROR, ST_SCENARIO_ERROR_INVALID);
      g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), >=, 1);
      if (error == NULL || st_diagnostics_get_length (diagnostics) == 0)
        return;
    }
  first = st_diagnostics_get (diagnostics, 0);
  formatted = st_diagnostic_format (first);
  if (first->line != e->line || first->column != e->column || strstr (first->message, e->fragment) == NULL)
    g_test_message ("%s: expected %d:%d '%s', got: %s", e->file, e->line, e->column, e->fragment, formatted);
  g_assert_cmpint (first->line, ==, e->line);
  g_assert_cmpint (first->column, ==, e->column);
  g_assert_nonnull (strstr (first->message, e->fragment));

  prefix = g_strdup_printf ("%s:%d:%d: %s: ", path, e->line, e->column, e->warning ? "warning" : "error");
  g_assert_true (g_str_has_prefix (formatted, prefix));
  if (error != NULL)
    g_assert_true (g_str_has_prefix (error->message, prefix));

  /* The same bytes in a buffer of exactly their length, with no NUL after it:
   * st_scenario_load_data () honours its length (AddressSanitizer catches a read
   * past the end), and gives the same first problem. */
  {
    g_autofree char *contents = NULL;
    g_autofree char *exact = NULL;
    gsize            length = 0;
    g_autoptr (StDiagnostics) again = st_diagnostics_new ();
    g_autoptr (StScenario) back = NULL;

    g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
    exact = g_memdup2 (contents, length);
    back = st_scenario_load_data (exact, length, path, again, NULL);
    g_assert_cmpuint (st_diagnostics_get_length (again), >=, 1);
    g_assert_cmpint (st_diagnostics_get (again, 0)->line, ==, e->line);
    g_assert_cmpint (st_diagnostics_get (again, 0)->column, ==, e->column);
  }

  /* Nothing read from another file (XXE, XInclude) nor any entity expansion may
   * leak into a message. */
  if (error != NULL)
    g_assert_null (strstr (error->message, "root:"));
  for (guint i = 0; i < st_diagnostics_get_length (diagnostics); i++)
    {
      g_assert_null (strstr (st_diagnostics_get (diagnostics, i)->message, "root:"));
      g_assert_null (strstr (st_diagnostics_get (diagnostics, i)->message, "lollol"));
    }
}

/* Every fixture has an expectation, and there are enough of them. */
static void
test_bad_files_listed (gconstpointer data)
{
  const GPtrArray *expectations = data;
  g_autofree char *dir = data_dir ("bad");
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  guint       n_files = 0;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      gboolean found = FALSE;

      if (!g_str_has_suffix (name, ".xml"))
        continue;
      n_files++;
      for (guint i = 0; i < expectations->len; i++)
        found |=
            g_str_equal (((Expectation *) g_ptr_array_index ((GPtrArray *) expectations, i))->file, name);
      if (!found)
        {
          g_test_message ("tests/data/bad/%s has no line in expected.txt", name);
          g_test_fail ();
        }
    }
  g_assert_cmpuint (n_files, >=, 30);
  g_assert_cmpuint (n_files, ==, expectations->len);
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) expectations = NULL;
  g_autoptr (GPtrArray) warnings = NULL;

  g_test_init (&argc, &argv, NULL);
  /* Report every file that fails, not only the first. */
  g_test_set_nonfatal_assertions ();
  expectations = read_expectations ("bad");
  warnings = read_expectations ("warn");
  for (guint i = 0; i < expectations->len; i++)
    {
      const Expectation *e = g_ptr_array_index (expectations, i);
      g_autofree char   *name = g_strdup_printf ("/core/bad-files/%s", e->file);
      g_test_add_data_func (name, e, test_bad_file);
    }
  g_test_add_data_func ("/core/bad-files/all-listed", expectations, test_bad_files_listed);
  for (guint i = 0; i < warnings->len; i++)
    {
      const Expectation *e = g_ptr_array_index (warnings, i);
      g_autofree char   *name = g_strdup_printf ("/core/warn-files/%s", e->file);
      g_test_add_data_func (name, e, test_bad_file);
    }
  return g_test_run ();
}
