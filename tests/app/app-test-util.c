/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "app-test-util.h"

char *
st_test_source_path (const char *dir, const char *name)
{
  const char *root = g_getenv ("SANDTABLE_SOURCE_ROOT");

  return g_build_filename (root ? root : ".", dir, name, NULL);
}

void
st_test_iterate (void)
{
  for (guint i = 0; i < 10000 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

gboolean
st_test_wait_until (StTestCondition condition, gpointer data, double seconds)
{
  gboolean timed_out = FALSE;
  guint    id = g_timeout_add ((guint) (seconds * 1000), timeout_cb, &timed_out);

  /* Blocks in the main loop until a source runs, so each test of the
   * condition follows an event that could have changed it. */
  while (!condition (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return condition (data);
}

static gboolean
is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

void
st_test_wait_mapped (GtkWidget *widget)
{
  g_assert_true (st_test_wait_until (is_mapped, widget, 5.0));
  st_test_iterate ();
}

GtkWidget *
st_test_find_type (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = st_test_find_type (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
st_test_find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = st_test_find_named (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
st_test_find_button (GtkWidget *widget, const char *text)
{
  if (GTK_IS_BUTTON (widget)
      && (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), text) == 0
          || g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) == 0))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = st_test_find_button (child, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

guint
st_test_count_type (GtkWidget *widget, GType type)
{
  guint n = G_TYPE_CHECK_INSTANCE_TYPE (widget, type) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    n += st_test_count_type (child, type);
  return n;
}

/* With SANDTABLE_SCREENSHOTS=dir, saves the whole screen as dir/name.png
 * (imagemagick's import), after letting the window draw. */
void
st_test_shoot (const char *name)
{
  const char      *dir = g_getenv ("SANDTABLE_SCREENSHOTS");
  g_autofree char *file = NULL, *path = NULL;
  const char      *argv[] = { "import", "-window", "root", NULL, NULL };

  if (dir == NULL)
    return;
  file = g_strconcat (name, ".png", NULL);
  path = g_build_filename (dir, file, NULL);
  argv[3] = path;
  for (int i = 0; i < 20; i++)
    {
      st_test_iterate ();
      g_usleep (10000);
    }
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
}
