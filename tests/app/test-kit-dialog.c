/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <poppler.h>
#include <string.h>

#include "core/st-scenario-io.h"

#include "st-kit-dialog.h"

#include "app-test-util.h"

/* File → Export Print-and-Play Kit…: the dialog's preview follows its
 * choices, the kit is written off the main thread as chosen, and the dialog
 * goes away once it is; with sandtable-cli at hand, Sandtable's own
 * words in the kit are in the kit's language. */

/* Debian 12's poppler-glib (22.12) declares no cleanup functions. */
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PopplerDocument, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PopplerPage, g_object_unref)

typedef struct
{
  char    *path;
  gboolean called;
  gboolean failed;
  char    *message;
} Done;

static void
done_cb (GtkWindow *parent, const char *path, const GError *error, gpointer data)
{
  Done *done = data;

  done->called = TRUE;
  done->failed = error != NULL;
  done->message = error != NULL ? g_strdup (error->message) : NULL;
  g_free (done->path);
  done->path = g_strdup (path);
}

static gboolean
is_done (gpointer data)
{
  return ((Done *) data)->called;
}

/* Whether needle is in the length bytes of data, which may hold NULs. */
static gboolean
contains (const char *data, gsize length, const char *needle)
{
  gsize n = strlen (needle);

  for (gsize i = 0; i + n <= length; i++)
    if (memcmp (data + i, needle, n) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
is_gone (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static StScenario *
load (const char *name)
{
  g_autofree char *path = st_test_source_path ("data/scenarios", name);
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  StScenario *scenario = st_scenario_load_file (path, diagnostics, NULL);

  g_assert_nonnull (scenario);
  return scenario;
}

static void
check_preview_and_export (const char *contents_word)
{
  g_autoptr (StScenario) scenario = load ("manover-finland.xml");
  GtkWidget       *parent = gtk_window_new ();
  g_autofree char *dir = g_dir_make_tmp ("st-kit-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "kit.pdf", NULL);
  g_autofree char *contents = NULL;
  gsize            length = 0;
  Done             done = { 0 };
  StKitDialog     *dialog;
  guint            a5_pages, full_pages;

  gtk_window_present (GTK_WINDOW (parent));
  dialog = st_kit_dialog_new (GTK_WINDOW (parent), scenario, "manover-finland", NULL, done_cb, &done);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  st_test_wait_mapped (GTK_WIDGET (dialog));
  st_test_wait_drawn (GTK_WIDGET (dialog), 1);

  /* A preview of every page: a cover, booklet sheets, the map and the
   * counters at least; full booklet pages make more sheets. */
  a5_pages = st_kit_dialog_get_n_preview_pages (dialog);
  g_assert_cmpuint (a5_pages, >=, 6);
  st_kit_dialog_set_choices (dialog, "sv", "letter", "full", 30);
  full_pages = st_kit_dialog_get_n_preview_pages (dialog);
  g_assert_cmpuint (full_pages, >, 0);
  g_assert_cmpuint (full_pages, !=, a5_pages);
  st_test_wait_drawn (GTK_WIDGET (dialog), 1);
  st_test_shoot ("kit-dialog");

  st_kit_dialog_export_to (dialog, path);
  g_assert_true (st_test_wait_until (is_done, &done, 30));
  g_assert_cmpstr (done.message, ==, NULL);
  g_assert_false (done.failed);
  g_assert_cmpstr (done.path, ==, path);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (contents, "%PDF"));
  /* Letter paper, as chosen. */
  g_assert_true (contains (contents, length, "/MediaBox [ 0 0 612 792 ]"));
  /* The dialog goes once GTK lets go of it (after its last frame). */
  g_assert_true (st_test_wait_until (is_gone, &dialog, 5));

  /* The contents of the booklet, on the second page. */
  {
    g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
    g_autoptr (PopplerDocument) document = poppler_document_new_from_file (uri, NULL, NULL);
    g_autoptr (PopplerPage) page = NULL;
    g_autofree char *text = NULL;

    g_assert_nonnull (document);
    page = poppler_document_get_page (document, 1);
    text = poppler_page_get_text (page);
    g_assert_nonnull (strstr (text, "Pjeserna"));
    g_assert_nonnull (strstr (text, contents_word));
  }

  g_unlink (path);
  g_rmdir (dir);
  g_free (done.path);
  g_free (done.message);
  gtk_window_destroy (GTK_WINDOW (parent));
}

/* Without sandtable-cli, the app lays the kit out itself: its own words
 * in the app's language (here English). */
static void
test_preview_and_export (void)
{
  g_setenv ("SANDTABLE_CLI", "/nonexistent/sandtable-cli", TRUE);
  check_preview_and_export ("Contents");
}

/* With it, the kit is made by `sandtable-cli kit`: every word in Swedish. */
static void
test_export_through_cli (void)
{
  g_autofree char *program =
      g_build_filename (g_getenv ("SANDTABLE_BUILD_ROOT"), "src", "cli", "sandtable-cli", NULL);

  g_assert_true (g_file_test (program, G_FILE_TEST_IS_EXECUTABLE));
  g_setenv ("SANDTABLE_CLI", program, TRUE);
  check_preview_and_export ("Innehåll");
}

int
main (int argc, char *argv[])
{
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sandtable-test-bus", TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_test_add_func ("/app/kit-dialog/preview-and-export", test_preview_and_export);
  g_test_add_func ("/app/kit-dialog/export-through-cli", test_export_through_cli);
  return g_test_run ();
}
