/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "core/st-scenario-io.h"

#include "app-test-util.h"
#include "balance-fixture.h"
#include "st-page.h"
#include "st-window.h"

static gboolean
is_idle (gpointer page)
{
  return !st_balance_page_get_running (page);
}

/* A run ends in its task's callback, on the main loop. */
gboolean
wait_idle (StBalancePage *page, double seconds)
{
  if (!st_test_wait_until (is_idle, page, seconds))
    return FALSE;
  st_test_iterate ();
  return TRUE;
}

void
fixture_open_sized (Fixture *f, int width, int height)
{
  g_autofree char *bundled = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (StScenario) scenario = st_scenario_load_file (bundled, NULL, NULL);
  g_autoptr (GFile) file = NULL;

  g_assert_nonnull (scenario);
  f->dir = g_dir_make_tmp ("sandtable-balance-XXXXXX", NULL);
  f->path = g_build_filename (f->dir, "maneuver-basic.xml", NULL);
  g_assert_true (st_scenario_save_file (scenario, f->path, NULL));
  f->window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_set_default_size (GTK_WINDOW (f->window), width, height);
  gtk_window_present (GTK_WINDOW (f->window));
  file = g_file_new_for_path (f->path);
  g_assert_true (st_window_load_file (f->window, file));
  st_window_set_visible_part (f->window, "balance");
  st_test_iterate ();
  f->page = ST_BALANCE_PAGE (st_test_find_type (GTK_WIDGET (f->window), ST_TYPE_BALANCE_PAGE));
  g_assert_nonnull (f->page);
  st_page_ensure_built (ST_PAGE (f->page));
}

void
fixture_open (Fixture *f)
{
  fixture_open_sized (f, 1400, 900);
}

void
fixture_close (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  st_test_iterate ();
  g_object_unref (f->window);
  g_unlink (f->path);
  g_rmdir (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

/* With SANDTABLE_SCREENSHOTS set to a folder, saves the window there as name,
 * for docs/screenshots. */
void
screenshot (GtkWidget *window, const char *name)
{
  const char *dir = g_getenv ("SANDTABLE_SCREENSHOTS");
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GtkSnapshot) snapshot = NULL;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  int              width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);

  if (dir == NULL)
    return;
  /* Drawn at its size. */
  st_test_wait_drawn (window, 2);
  width = gtk_widget_get_width (window);
  height = gtk_widget_get_height (window);
  paintable = gtk_widget_paintable_new (window);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

void
set_options (StBalancePage *page, guint games, StPlayerKind first, StPlayerKind second)
{
  StPlaytestOptions options;

  st_playtest_options_init (&options);
  options.games = games;
  options.jobs = 2;
  options.seed = 3;
  st_player_options_init (&options.players[0], first);
  st_player_options_init (&options.players[1], second);
  st_balance_page_set_options (page, &options);
}

GtkWidget *
child (StBalancePage *page, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), ST_TYPE_BALANCE_PAGE, name));
}

/* The rows of the games list: games, and the "Show More" row when there is one. */
guint
list_rows (StBalancePage *page, gboolean *more)
{
  guint n = 0;

  *more = FALSE;
  for (GtkWidget *row = gtk_widget_get_first_child (child (page, "games_list")); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (gtk_widget_get_name (row), "show-more") == 0)
      *more = TRUE;
    else
      n++;
  return n;
}

gboolean
has_finding (GPtrArray *verdict, StFindingKind kind)
{
  for (guint i = 0; verdict != NULL && i < verdict->len; i++)
    if (((const StFinding *) g_ptr_array_index (verdict, i))->kind == kind)
      return TRUE;
  return FALSE;
}

/* The CLI's output for args, run from the build tree. */
char *
cli_output (const char *const *args)
{
  g_autofree char *cli =
      g_build_filename (g_getenv ("SANDTABLE_BUILD_ROOT"), "src", "cli", "sandtable-cli", NULL);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int   status = 0;

  g_ptr_array_add (argv, cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}
