/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>

#include "core/st-locale.h"
#include "st-application.h"

#include "app-test-util.h"
#include "translation-fixture.h"

/* What the translation tests share: the application, windows on a file, and
 * typing, clicking and screenshots as a person at the window does. */

StApplication *app;

StWindow *
open_window (const char *dir, const char *name)
{
  g_autofree char *path = st_test_source_path (dir, name);

  return open_window_at (path);
}

StWindow *
open_window_at (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  StWindow *window = g_object_ref (st_window_new (app));

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 860);
  gtk_window_present (GTK_WINDOW (window));
  st_test_wait_mapped (GTK_WIDGET (window));
  g_assert_true (st_window_load_file (window, file));
  st_test_iterate ();
  return window;
}

void
close_window (StWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  st_test_iterate ();
  g_assert_finalize_object (window);
}

GtkWidget *
page_of (StWindow *window, GType type)
{
  GtkWidget *page = st_window_get_page (window, type);

  g_assert_nonnull (page);
  return page;
}

/* What the window draws, as a PNG, when screenshots were asked for. */
void
screenshot (StWindow *window, const char *name)
{
  const char *dir = g_getenv ("SANDTABLE_SCREENSHOT_DIR");
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GtkSnapshot) snapshot = NULL;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  int              width = gtk_widget_get_width (GTK_WIDGET (window));
  int              height = gtk_widget_get_height (GTK_WIDGET (window));

  if (dir == NULL)
    return;
  st_test_wait_drawn (GTK_WIDGET (window), 3);
  paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL)
    {
      /* The window had nothing drawn yet: a screenshot is a by-product. */
      g_test_message ("no screenshot %s: nothing drawn", name);
      return;
    }
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

void
click (GtkWidget *widget, const char *button)
{
  GtkWidget *found = st_test_find_button (widget, button);

  g_assert_nonnull (found);
  g_assert_true (gtk_widget_is_sensitive (found));
  g_signal_emit_by_name (found, "clicked");
  st_test_iterate ();
}

char *
buffer_text (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter    start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

void
type_into (GtkTextView *view, const char *text)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter    end;

  /* One character at a time, as typing does: each is a commit. */
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gtk_text_buffer_get_end_iter (buffer, &end);
      gtk_text_buffer_insert (buffer, &end, p, (int) (g_utf8_next_char (p) - p));
    }
  st_test_iterate ();
}

/* The file dialog a page opened (GTK's own: the tests have no portal). */
GtkFileChooser *
file_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_FILE_CHOOSER (window);
    }
  return NULL;
}

/* Iterates until done says so, for up to 5 s: a file dialog checks the file
 * it is given before it answers. */
gboolean
wait_until (gboolean (*done) (gpointer), gpointer data)
{
  return st_test_wait_until (done, data, 5);
}

gboolean
file_exists (gpointer path)
{
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

gboolean
dialog_gone (gpointer data)
{
  return file_dialog () == NULL;
}

void
translation_fixture_init (int *argc, char ***argv)
{
  g_autoptr (GError) error = NULL;

  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sandtable-test-bus", TRUE);
  /* SANDTABLE_TEST_LANGUAGE=sv runs the tests with the interface in Swedish,
   * from the catalogue of the build tree (st_locale_init()). */
  g_setenv ("LANGUAGE", g_getenv ("SANDTABLE_TEST_LANGUAGE") ? g_getenv ("SANDTABLE_TEST_LANGUAGE") : "C",
            TRUE);
  if (g_getenv ("SANDTABLE_BUILD_ROOT") != NULL)
    {
      g_autofree char *schema_dir = g_build_filename (g_getenv ("SANDTABLE_BUILD_ROOT"), "data", NULL);
      g_setenv ("GSETTINGS_SCHEMA_DIR", schema_dir, FALSE);
    }
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  st_locale_init ();

  gtk_test_init (argc, argv, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  app = st_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
}
