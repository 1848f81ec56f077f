/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "core/st-scenario-io.h"

/* Every file in tests/data/bad has one problem. tests/data/bad/expected.txt says,
 * for each, the line and column of the first error and a piece of its message. */

typedef struct
{
  char *file;
  int   line;
  int   column;
  char *fragment;
} Expectation;

static char *
bad_dir (void)
{
  const char *root = g_getenv ("SANDTABLE_SOURCE_ROOT");

  return g_build_filename (root ? root : ".", "tests", "data", "bad", NULL);
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
read_expectations (void)
{
  g_autofree char *dir = bad_dir ();
  g_autofree char *path = g_build_filename (dir, "expected.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *out = g_ptr_array_new_with_free_func (expectation_free);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) fields = NULL;
      Expectation *e;

      if (*lines[i] == '\0')
        continue;
      fields = g_strsplit (lines[i], "\t", 3);
      g_assert_cmpuint (g_strv_length (fields), ==, 3);
      e = g_new0 (Expectation, 1);
      e->file = g_strdup (fields[0]);
      g_assert_cmpint (sscanf (fields[1], "%d:%d", &e->line, &e->column), ==, 2);
      e->fragment = g_strdup (fields[2]);
      g_ptr_array_add (out, e);
    }
  return out;
}

static void
test_bad_file (gconstpointer data)
{
  const Expectation *e = data;
  g_autofree char   *dir = bad_dir ();
  g_autofree char   *path = g_build_filename (dir, e->file, NULL);
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) scenario = NULL;
  g_autofree char    *formatted = NULL;
  g_autofree char    *prefix = NULL;
  const StDiagnostic *first;
  gint64              start = g_get_monotonic_time ();

  scenario = st_scenario_load_file (path, diagnostics, &error);
  /* Hostile files (entity bombs, deep nesting) must be refused quickly: a
   * security property, not a benchmark. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);

  g_assert_null (scenario);
  g_assert_error (error, ST_SCENARIO_ERROR, ST_SCENARIO_ERROR_INVALID);
  g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), >=, 1);
  first = st_diagnostics_get (diagnostics, 0);
  g_assert_cmpint (first->line, ==, e->line);
  g_assert_cmpint (first->column, ==, e->column);
  g_assert_nonnull (strstr (first->message, e->fragment));

  formatted = st_diagnostic_format (first);
  prefix = g_strdup_printf ("%s:%d:%d: error: ", path, e->line, e->column);
  g_assert_true (g_str_has_prefix (formatted, prefix));
  g_assert_true (g_str_has_prefix (error->message, prefix));

  /* Nothing read from another file may leak into a message. */
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
  g_autofree char *dir = bad_dir ();
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
        g_error ("%s has no line in expected.txt", name);
    }
  g_assert_cmpuint (n_files, >=, 30);
  g_assert_cmpuint (n_files, ==, expectations->len);
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) expectations = NULL;

  g_test_init (&argc, &argv, NULL);
  expectations = read_expectations ();
  for (guint i = 0; i < expectations->len; i++)
    {
      const Expectation *e = g_ptr_array_index (expectations, i);
      g_autofree char   *name = g_strdup_printf ("/core/bad-files/%s", e->file);
      g_test_add_data_func (name, e, test_bad_file);
    }
  g_test_add_data_func ("/core/bad-files/all-listed", expectations, test_bad_files_listed);
  return g_test_run ();
}
