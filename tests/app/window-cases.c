/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>

#include "st-application.h"
#include "st-board-page.h"
#include "st-window.h"

#include "app-test-util.h"
#include "window-cases.h"

/* The window tests' harness: one application, each test in a process of its
 * own, and the helpers the window tests share. */

StApplication *app;

GtkWidget *
find_with_css_class (GtkWidget *widget, const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_with_css_class (child, css_class);
      if (found != NULL)
        return found;
    }

  return NULL;
}

guint
count_descendants (GtkWidget *widget, GType type)
{
  guint n = G_TYPE_CHECK_INSTANCE_TYPE (widget, type) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    n += count_descendants (child, type);

  return n;
}

GtkWidget *
visible_page (StWindow *window)
{
  GtkStack  *stack = NULL;
  GtkWidget *board = st_test_find_type (GTK_WIDGET (window), ST_TYPE_BOARD_PAGE);

  g_assert_nonnull (board);
  stack = GTK_STACK (gtk_widget_get_parent (board));
  return gtk_stack_get_visible_child (stack);
}

/* Closes every AdwMessageDialog and returns how many there were. */
guint
close_message_dialogs (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  g_autoptr (GPtrArray) dialogs = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (window))
        g_ptr_array_add (dialogs, window);
    }

  for (guint i = 0; i < dialogs->len; i++)
    gtk_window_destroy (g_ptr_array_index (dialogs, i));
  st_test_iterate ();

  return dialogs->len;
}

StWindow *
new_window (void)
{
  StWindow *window = g_object_ref (st_window_new (app));

  gtk_window_present (GTK_WINDOW (window));
  st_test_wait_mapped (GTK_WIDGET (window));

  return window;
}

void
destroy_window (StWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  st_test_iterate ();
  g_assert_finalize_object (window);
}

gboolean
scenario_exists (const char *path)
{
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

const char *
skip_missing_file (gconstpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS) ? NULL : "scenario not written yet";
}

const char *
skip_without_settings (gconstpointer data)
{
  return st_application_get_settings (app, "window-width", "i") ? NULL : "settings schema not installed";
}

typedef struct
{
  GTestFunc     func;
  GTestDataFunc data_func;
  gpointer      data;
  SkipFunc      skip; /* decided in the parent, where a skip shows in the report */
} Case;

static void
run_case (gconstpointer user_data)
{
  const Case *c = user_data;

  if (g_test_subprocess ())
    {
      if (c->func != NULL)
        c->func ();
      else
        c->data_func (c->data);
      return;
    }

  if (c->skip != NULL && c->skip (c->data) != NULL)
    {
      g_test_skip (c->skip (c->data));
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* The cases are freed at the end of main() rather than by GLib, which frees
 * the data only of the tests it ran, and a subprocess runs one. */
static GPtrArray *cases;

static void
free_case (gpointer user_data)
{
  Case *c = user_data;

  g_free (c->data);
  g_free (c);
}

void
add_test_full (const char *path, GTestFunc func, SkipFunc skip)
{
  Case *c = g_new0 (Case, 1);

  c->func = func;
  c->skip = skip;
  g_ptr_array_add (cases, c);
  g_test_add_data_func (path, c, run_case);
}

void
add_test (const char *path, GTestFunc func)
{
  add_test_full (path, func, NULL);
}

void
add_data_test (const char *path, gpointer data, GTestDataFunc func, SkipFunc skip)
{
  Case *c = g_new0 (Case, 1);

  c->data_func = func;
  c->data = data;
  c->skip = skip;
  g_ptr_array_add (cases, c);
  g_test_add_data_func (path, c, run_case);
}

void
window_cases_init (int *argc, char ***argv)
{
  g_autoptr (GError) error = NULL;

  /* In-process tests need no accessibility bus or session bus; without these
   * GTK and GLib would look for them and warn, and warnings are fatal here. */
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  /* No OpenGL: Mesa's one-time set-up would show up as leaks under ASan. */
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sandtable-test-bus", TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  /* data/meson.build compiles the schema into the build tree. */
  if (g_getenv ("SANDTABLE_BUILD_ROOT") != NULL)
    {
      g_autofree char *schema_dir = g_build_filename (g_getenv ("SANDTABLE_BUILD_ROOT"), "data", NULL);
      g_autofree char *compiled = g_build_filename (schema_dir, "gschemas.compiled", NULL);

      if (g_file_test (compiled, G_FILE_TEST_EXISTS))
        g_setenv ("GSETTINGS_SCHEMA_DIR", schema_dir, FALSE);
    }
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  gtk_test_init (argc, argv, NULL);
  cases = g_ptr_array_new_with_free_func (free_case);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  app = st_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
}

int
window_cases_run (void)
{
  int status = g_test_run ();

  g_clear_pointer (&cases, g_ptr_array_unref);
  g_clear_object (&app);
  return status;
}
