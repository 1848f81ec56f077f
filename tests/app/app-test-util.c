/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE /* dl_iterate_phdr() under ASan, below */
#include "config.h"

#include "app-test-util.h"

void
st_test_without_session_bus (void)
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sandtable-test-bus", TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);
}

AdwMessageDialog *
st_test_find_message_dialog (void)
{
  GListModel       *toplevels = gtk_window_get_toplevels ();
  AdwMessageDialog *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && found == NULL; i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        found = ADW_MESSAGE_DIALOG (window);
    }
  return found;
}

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

void
st_test_run_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
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

typedef struct
{
  guint painted, want;
} Paints;

static void
count_paint (GdkFrameClock *clock, gpointer data)
{
  ((Paints *) data)->painted++;
}

static gboolean
painted_enough (gpointer data)
{
  Paints *paints = data;

  return paints->painted >= paints->want;
}

void
st_test_wait_drawn (GtkWidget *widget, guint frames)
{
  Paints         paints = { 0, 0 };
  GdkFrameClock *clock;
  gulong         id;

  st_test_wait_mapped (widget);
  clock = gtk_widget_get_frame_clock (widget);
  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (count_paint), &paints);
  /* One frame at a time: a paint can queue a new layout (a row that settled, a
   * size that changed), which the next frame lays out and paints. */
  for (guint i = 0; i < frames; i++)
    {
      paints.want = paints.painted + 1;
      gtk_widget_queue_draw (widget);
      g_assert_true (st_test_wait_until (painted_enough, &paints, 10.0));
    }
  g_signal_handler_disconnect (clock, id);
  st_test_iterate ();
}

static void
note_clicked (GtkButton *button, gpointer data)
{
  *(gboolean *) data = TRUE;
}

static gboolean
flag_set (gpointer data)
{
  return *(gboolean *) data;
}

void
st_test_click (GtkWidget *button)
{
  gboolean clicked = FALSE;
  gulong   id;

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button) && gtk_widget_get_mapped (button));
  /* Held: a click often rebuilds the list the button was in. */
  g_object_ref (button);
  id = g_signal_connect (button, "clicked", G_CALLBACK (note_clicked), &clicked);
  gtk_widget_activate (button);
  g_assert_true (st_test_wait_until (flag_set, &clicked, 10.0));
  g_signal_handler_disconnect (button, id);
  g_object_unref (button);
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
 * (imagemagick's import), once every window on it has drawn. */
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
  {
    g_autoptr (GList) windows = gtk_window_list_toplevels ();

    for (GList *l = windows; l != NULL; l = l->next)
      if (gtk_widget_get_mapped (l->data))
        st_test_wait_drawn (l->data, 2);
  }
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
}

static gboolean
document_not_saving (gpointer data)
{
  return !st_document_get_saving (data);
}

void
st_test_wait_saved (StDocument *document)
{
  g_assert_true (st_test_wait_until (document_not_saving, document, 60));
}

#if defined(__SANITIZE_ADDRESS__)
#include <link.h>
#include <sanitizer/lsan_interface.h>
#include <string.h>

/* ASan's allocator queries (sanitizer/allocator_interface.h, which GCC 12
 * does not install). */
int    __sanitizer_get_ownership (const volatile void *p);
size_t __sanitizer_get_allocated_size (const volatile void *p);

/* GLib keeps its quarks' strings in an array of 2048 pointers that its
 * library constructor allocates (g_quark_init(), gquark.c); once more than
 * 2048 quarks exist it copies them into a larger array and abandons the first
 * one on purpose, for lock-free lookups ("This leaks the old quarks array").
 * With ASan's fast unwinder that block's stack ends at g_malloc, so no
 * suppression can name it: while the block is still GLib's (before main),
 * find the pointer to it in libglib's own data (the array whose quark 1 is
 * g_quark_to_string (1)) and tell LeakSanitizer to ignore that one object. */
static int
find_quark_block (struct dl_phdr_info *info, size_t size, void *data)
{
  const char *first = data;

  (void) size;
  if (info->dlpi_name == NULL || strstr (info->dlpi_name, "libglib-2.0.so") == NULL)
    return 0;
  for (int i = 0; i < info->dlpi_phnum; i++)
    {
      const ElfW (Phdr) *ph = &info->dlpi_phdr[i];
      uintptr_t start = (info->dlpi_addr + ph->p_vaddr + sizeof (void *) - 1) & ~(sizeof (void *) - 1);
      uintptr_t end = info->dlpi_addr + ph->p_vaddr + ph->p_memsz;

      if (ph->p_type != PT_LOAD || (ph->p_flags & PF_W) == 0)
        continue;
      for (uintptr_t a = start; a + sizeof (void *) <= end; a += sizeof (void *))
        {
          const char **block = *(const char ***) a;

          if (block != NULL && __sanitizer_get_ownership (block)
              && __sanitizer_get_allocated_size (block) == 2048 * sizeof (char *) && block[1] == first)
            {
              __lsan_ignore_object (block);
              return 1;
            }
        }
    }
  return 0;
}

__attribute__ ((constructor)) static void
ignore_glib_quark_block (void)
{
  dl_iterate_phdr (find_quark_block, (void *) g_quark_to_string (1));
}
#endif
