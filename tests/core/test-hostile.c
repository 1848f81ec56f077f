/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE /* mkfifo, signal under -std=c11 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/st-file-read.h"
#include "core/st-scenario-io.h"
#include "core/st-scenario.h"
#include "core/st-xml-reader.h"

#include "hostile-inputs.h"

/* Hostile input made in memory (tests/core/hostile-inputs.h): every one is
 * answered, accepted or refused with our own message and a location. What
 * each costs is not timed here: bench/bench-ops.c counts its instructions
 * (operations load-hostile-*), held to bench/budgets.txt by `make test`,
 * where a quadratic path or a bound that no longer stops the parse multiplies
 * the count far past the budget's margin. */

/* The sanitizers slow everything: the two files of 32 MiB are loaded only in
 * the plain build (suite plain). */
#if defined(__SANITIZE_ADDRESS__)
#define UNDER_SANITIZERS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_SANITIZERS 1
#endif
#endif
#ifndef UNDER_SANITIZERS
#define UNDER_SANITIZERS 0
#endif

static StScenario *
load (GString *text, StDiagnostics *diagnostics, GError **error)
{
  return st_scenario_load_data (text->str, text->len, "hostile.xml", diagnostics, error);
}

/* 40,000 and 200,000 attributes on one element took 28 s and over 120 s to
 * locate, one problem at a time: refused at the element, with one problem. */
static void
test_many_attributes (void)
{
  for (guint n = 40000; n <= 200000; n += 160000)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
      g_autoptr (GString) text = hostile_many_attributes (n);

      g_assert_null (load (text, diagnostics, &error));
      g_assert_nonnull (strstr (error->message, "hostile.xml:4:5: error: an element with more than 256"));
      g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), ==, 1);
    }
}

/* Many problems: only the first ST_DIAGNOSTICS_MAX are kept and located, the
 * rest counted. */
static void
test_many_problems (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GString) text = hostile_many_problems ();
  g_autofree char *all = NULL;

  g_assert_null (load (text, diagnostics, &error));
  g_assert_cmpuint (st_diagnostics_get_length (diagnostics), ==, ST_DIAGNOSTICS_MAX);
  g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), >=, 50000);
  g_assert_cmpuint (st_diagnostics_n_dropped (diagnostics), >, 0);
  all = st_diagnostics_format_all (diagnostics);
  g_assert_nonnull (strstr (all, "more problems\n"));
}

/* A one-line file with 20,000 errors took 5.7 s. */
static void
test_one_line_many_errors (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GString) text = hostile_one_line_many_errors ();

  g_assert_null (load (text, diagnostics, &error));
  g_assert_cmpint (st_diagnostics_get (diagnostics, 0)->line, ==, 1);
  g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), >=, 20000);
}

/* A valid scenario of 10 MB followed by blank lines, and one of exactly 32 MiB,
 * were refused by libxml2 ("Huge input lookup"): both load now; a byte more is
 * refused with our own message, at the first byte past the limit. */
static void
test_large_valid (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (GString) text = hostile_large_valid ();

  scenario = load (text, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  g_clear_pointer (&scenario, st_scenario_unref);

  /* Exactly 32 MiB: seconds under the sanitizers, checked in the plain build. */
  g_string_free (text, TRUE);
  text = hostile_exact_size (ST_SCENARIO_MAX_FILE_SIZE);
  if (!UNDER_SANITIZERS)
    {
      scenario = load (text, NULL, &error);
      g_assert_no_error (error);
      g_assert_nonnull (scenario);
      g_clear_pointer (&scenario, st_scenario_unref);
    }

  /* One byte more. */
  g_string_append_c (text, '\n');
  g_assert_null (load (text, NULL, &error));
  g_assert_error (error, ST_SCENARIO_ERROR, ST_SCENARIO_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, "hostile.xml:"));
  g_assert_nonnull (strstr (error->message, ": error: the file is larger than 33554432 bytes"));
}

/* One text of nearly the whole limit (a rules text, say) is kept whole. */
static void
test_large_text (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (GString) text = NULL;
  g_autofree char *base = hostile_minimal_scenario ();

  if (UNDER_SANITIZERS)
    {
      g_test_skip ("32 MiB take seconds under the sanitizers; the plain build checks it");
      return;
    }
  text = hostile_large_text (ST_SCENARIO_MAX_FILE_SIZE);
  scenario = load (text, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (st_scenario_get_title (scenario)), ==,
                    ST_SCENARIO_MAX_FILE_SIZE - strlen (base) + strlen ("Test"));
}

/* libxml2 builds a tree of millions of elements in seconds and gigabytes (2.6
 * million: 3 s, 1 GB): more than ST_XML_MAX_ELEMENTS are refused before
 * parsing, at the first element past the bound. */
static void
test_many_elements (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (StDiagnostics) past = st_diagnostics_new ();
  g_autoptr (GString) text = NULL;

  /* Just within the bound: parsed (and refused for its unknown elements). */
  text = hostile_many_elements (ST_XML_MAX_ELEMENTS - 100);
  g_assert_null (load (text, diagnostics, &error));
  g_assert_nonnull (strstr (error->message, "unexpected element <bogus>"));
  g_string_free (text, TRUE);
  g_clear_error (&error);

  /* Past it: refused by the bound, located at the element past it (the
   * minimal scenario's first element of metadata is on line 4), and nothing
   * else is said: the tree was never built. */
  text = hostile_many_elements (ST_XML_MAX_ELEMENTS + 100);
  g_assert_null (load (text, past, &error));
  g_assert_nonnull (strstr (error->message, ": error: the file has more than 50000 elements"));
  g_assert_cmpuint (st_diagnostics_n_errors (past), ==, 1);
}

/* Millions of attributes spread over elements of fewer than 256 each: 8 s and
 * 1.3 GB before the bound on the whole file. */
static void
test_many_attributes_in_all (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GString) text = hostile_many_attributes_in_all ();

  g_assert_null (load (text, diagnostics, &error));
  g_assert_nonnull (strstr (error->message, ": error: the file has more than 200000 attributes"));
  g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), ==, 1);
}

/* One attribute value of 64 MiB took libxml2 2.5 s to read. */
static void
test_long_attribute_value (void)
{
  GString *insert = g_string_new ("<author id=\"");
  g_autoptr (GError) error = NULL;
  GString *text;

  for (guint i = 0; i <= ST_XML_MAX_ATTRIBUTE_LENGTH; i++)
    g_string_append_c (insert, 'x');
  g_string_append (insert, "\">me</author>\n    ");
  text = hostile_with_in_metadata (insert->str);
  g_assert_null (load (text, NULL, &error));
  /* At the opening quote of the value: line 4, after '    <author id='. */
  g_assert_nonnull (
      strstr (error->message, "hostile.xml:4:16: error: an attribute value longer than 65536 bytes"));
  g_string_free (text, TRUE);
  g_string_free (insert, TRUE);
}

/* A saved play-test holds at most ST_PLAYTEST_MAX_ACTIONS actions, fewer than
 * ST_XML_MAX_ELEMENTS, so that one of the most actions still loads. */
static void
test_many_actions (void)
{
  g_autofree char *base = hostile_minimal_scenario ();
  const char      *at = strstr (base, "</scenario>");
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) scenario = NULL;
  GString *text;

  g_assert_cmpint (ST_PLAYTEST_MAX_ACTIONS + 1000, <, ST_XML_MAX_ELEMENTS);
  for (guint n = ST_PLAYTEST_MAX_ACTIONS; n <= ST_PLAYTEST_MAX_ACTIONS + 1; n++)
    {
      text = g_string_new_len (base, at - base);
      g_string_append (text, "<playtest seed=\"1\">\n");
      for (guint i = 0; i < n; i++)
        g_string_append (text, "<action>end-phase</action>\n");
      g_string_append (text, "</playtest>\n");
      g_string_append (text, at);
      scenario = load (text, NULL, &error);
      if (n == ST_PLAYTEST_MAX_ACTIONS)
        {
          g_assert_no_error (error);
          g_assert_nonnull (scenario);
        }
      else
        {
          g_assert_null (scenario);
          g_assert_nonnull (strstr (error->message, ": error: a play-test may have at most 40000 actions"));
        }
      g_clear_pointer (&scenario, st_scenario_unref);
      g_clear_error (&error);
      g_string_free (text, TRUE);
    }
}

/* /dev/zero was read without bound (4 GiB, then a crash). */
static void
test_endless_device (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();

  if (!g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/zero");
      return;
    }
  g_assert_null (st_scenario_load_file ("/dev/zero", diagnostics, &error));
  g_assert_cmpint (st_diagnostics_get (diagnostics, 0)->line, ==, 1);
  g_assert_cmpint (st_diagnostics_get (diagnostics, 0)->column, ==, ST_SCENARIO_MAX_FILE_SIZE + 1);
  g_assert_nonnull (strstr (error->message, "/dev/zero:1:33554433: error: the file is larger than"));
}

static gpointer
feed_fifo (gpointer data)
{
  const char *path = data;
  char        block[65536];
  int         fd = open (path, O_WRONLY);

  memset (block, '<', sizeof block);
  /* Writes until the reader has had enough and closes its end. */
  while (fd >= 0 && write (fd, block, sizeof block) > 0)
    ;
  if (fd >= 0)
    close (fd);
  return NULL;
}

/* A FIFO that never ends is read only up to the limit. */
static void
test_endless_fifo (void)
{
  g_autofree char *dir = g_dir_make_tmp ("st-hostile-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "endless.xml", NULL);
  g_autofree char *data = NULL;
  g_autoptr (GError) error = NULL;
  GThread *thread;
  gsize    length = 0;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  signal (SIGPIPE, SIG_IGN);
  thread = g_thread_new ("fifo", feed_fifo, path);
  g_assert_true (st_file_read_bounded_path (path, 1024 * 1024, &data, &length, &error));
  g_assert_cmpuint (length, ==, 1024 * 1024 + 1);
  g_clear_pointer (&data, g_free);
  /* The reader is gone: the writer's next write fails and it stops. */
  g_thread_join (thread);
  g_unlink (path);
  g_rmdir (dir);
}

/* A FIFO with no writer blocked `validate` and the app's Open for ever (opening
 * it waits for a writer): it is given up on after a bounded wait, with a
 * message that says why. */
static void
test_fifo_without_writer (void)
{
  g_autofree char *dir = g_dir_make_tmp ("st-hostile-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "silent.xml", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  gint64 start;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  start = g_get_monotonic_time ();
  g_assert_null (st_scenario_load_file (path, diagnostics, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
  g_assert_nonnull (strstr (error->message, "silent.xml: error: "));
  g_assert_nonnull (strstr (error->message, "nothing writing to it"));
  g_assert_cmpuint (st_diagnostics_n_errors (diagnostics), ==, 1);
  /* It waited for a writer the whole idle bound before giving up (a
   * behaviour, which no machine's speed shortens), and gave up at the idle
   * bound, not at the read's total one: the message says which. How much
   * longer a busy machine takes to wake it is not checked. */
  g_assert_cmpint (g_get_monotonic_time () - start, >=, (gint64) ST_FILE_READ_IDLE_TIMEOUT_MS * 1000 - 50000);
  g_assert_nonnull (strstr (error->message, "nothing came in"));
  g_unlink (path);
  g_rmdir (dir);
}

/* Waits until the reader has taken every byte written to fd so far (the pipe
 * is empty); FALSE after ten seconds. */
static gboolean
wait_drained (int fd)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  int    unread = 0;

  while (ioctl (fd, FIONREAD, &unread) == 0)
    {
      if (unread == 0)
        return TRUE;
      if (g_get_monotonic_time () > deadline)
        return FALSE;
      g_usleep (1000);
    }
  return FALSE;
}

static gpointer
write_and_close (gpointer data)
{
  const char *path = data;
  /* Opening a FIFO to write waits for a reader: the writer comes after the
   * reader has opened its end. */
  int fd = open (path, O_WRONLY);

  if (fd >= 0)
    {
      g_assert_cmpint (write (fd, "<scen", 5), ==, 5);
      /* The reader has read the first part before the rest exists: a partial
       * read, then more. */
      g_assert_true (wait_drained (fd));
      g_assert_cmpint (write (fd, "ario/>", 6), ==, 6);
      close (fd);
    }
  return NULL;
}

/* A FIFO whose writer comes after the reader has opened it, writes in two goes
 * (the reader reading the first before the second is written) and closes is
 * read whole, as before. */
static void
test_fifo_with_late_writer (void)
{
  g_autofree char *dir = g_dir_make_tmp ("st-hostile-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "late.xml", NULL);
  g_autofree char *data = NULL;
  g_autoptr (GError) error = NULL;
  GThread *thread;
  gsize    length = 0;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  thread = g_thread_new ("late writer", write_and_close, path);
  g_assert_true (st_file_read_bounded_path (path, 1024, &data, &length, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (data, ==, "<scenario/>");
  g_thread_join (thread);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/hostile/many-attributes", test_many_attributes);
  g_test_add_func ("/core/hostile/many-problems", test_many_problems);
  g_test_add_func ("/core/hostile/one-line-many-errors", test_one_line_many_errors);
  g_test_add_func ("/core/hostile/large-valid", test_large_valid);
  g_test_add_func ("/core/hostile/large-text", test_large_text);
  g_test_add_func ("/core/hostile/many-elements", test_many_elements);
  g_test_add_func ("/core/hostile/many-attributes-in-all", test_many_attributes_in_all);
  g_test_add_func ("/core/hostile/long-attribute-value", test_long_attribute_value);
  g_test_add_func ("/core/hostile/many-actions", test_many_actions);
  g_test_add_func ("/core/hostile/endless-device", test_endless_device);
  g_test_add_func ("/core/hostile/endless-fifo", test_endless_fifo);
  g_test_add_func ("/core/hostile/fifo-without-writer", test_fifo_without_writer);
  g_test_add_func ("/core/hostile/fifo-with-late-writer", test_fifo_with_late_writer);
  return g_test_run ();
}
