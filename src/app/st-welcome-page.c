/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-welcome-page"

#include "config.h"

#include <glib/gi18n.h>

#include "core/st-scenario-io.h"

#include "st-application.h"
#include "st-autosave.h"
#include "st-welcome-page.h"

/* The empty state of a window: an Open button, the files opened lately and the
 * scenarios that come with Sandtable. Activating a row asks the window to open
 * it through the "win.open-uri" action. A window opened on a file never shows
 * it: its widgets are built the first time it is shown (mapped), not with the
 * window. */
struct _StWelcomePage
{
  AdwBin parent_instance;

  AdwPreferencesGroup *recovery_group;
  AdwPreferencesGroup *recent_group;
  AdwPreferencesGroup *bundled_group;

  GPtrArray *recent_rows; /* unowned rows */
  GPtrArray *recovery_rows; /* unowned rows */
  GPtrArray *bundled_rows; /* unowned rows */
  GPtrArray *uris; /* char*, bundled then recent */
  gboolean   bundled_done;
};

G_DEFINE_FINAL_TYPE (StWelcomePage, st_welcome_page, ADW_TYPE_BIN)

static void
row_activated_cb (AdwActionRow *row, const char *uri)
{
  gtk_widget_activate_action (GTK_WIDGET (row), "win.open-uri", "s", uri);
}

static GtkWidget *
new_file_row (const char *title, const char *subtitle, const char *uri)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_signal_connect_data (row, "activated", G_CALLBACK (row_activated_cb), g_strdup (uri),
                         (GClosureNotify) g_free, 0);

  return row;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static void
fill_bundled (StWelcomePage *self)
{
  g_autofree char *dir_path = st_application_dup_scenarios_dir ();
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir_path == NULL || (dir = g_dir_open (dir_path, 0, NULL)) == NULL)
    return;

  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir_path, g_ptr_array_index (names, i), NULL);
      g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
      g_autoptr (StScenario) scenario = NULL;
      g_autoptr (GError) error = NULL;
      GtkWidget *row;

      /* A bundled file that does not load is a packaging bug; leave it out of
       * the list rather than offer something that fails. */
      scenario = st_scenario_load_file_full (path, NULL, ST_SCENARIO_LOAD_NO_SETUP_CHECK, &error);
      if (scenario == NULL)
        {
          g_debug ("Skipping bundled scenario %s: %s", path, error->message);
          continue;
        }

      row = new_file_row (st_scenario_get_title (scenario), st_family_display_name (scenario->family), uri);
      gtk_widget_set_name (row, g_ptr_array_index (names, i));
      adw_preferences_group_add (self->bundled_group, row);
      g_ptr_array_add (self->bundled_rows, row);
      g_ptr_array_add (self->uris, g_steal_pointer (&uri));
    }

  gtk_widget_set_visible (GTK_WIDGET (self->bundled_group), self->bundled_rows->len > 0);
}

static void
fill_recent (StWelcomePage *self)
{
  GtkRoot        *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkApplication *app = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root)) : NULL;
  g_auto (GStrv) recent = NULL;

  for (guint i = 0; i < self->recent_rows->len; i++)
    adw_preferences_group_remove (self->recent_group, g_ptr_array_index (self->recent_rows, i));
  g_ptr_array_set_size (self->recent_rows, 0);

  if (ST_IS_APPLICATION (app))
    recent = st_application_dup_recent_files (ST_APPLICATION (app));

  for (guint i = 0; recent != NULL && recent[i] != NULL && self->recent_rows->len < 5; i++)
    {
      g_autoptr (GFile) file = st_application_file_for_setting (recent[i]);
      g_autoptr (GFile) parent = g_file_get_parent (file);
      g_autofree char *uri = g_file_get_uri (file);
      g_autofree char *basename = NULL;
      g_autofree char *folder = NULL;
      GtkWidget       *row;

      /* Files that went away are not offered. */
      if (!g_file_query_exists (file, NULL))
        continue;

      basename = g_file_get_basename (file);
      folder = parent ? g_file_get_parse_name (parent) : g_strdup ("");
      row = new_file_row (basename, folder, uri);
      adw_preferences_group_add (self->recent_group, row);
      g_ptr_array_add (self->recent_rows, row);
      g_ptr_array_add (self->uris, g_steal_pointer (&uri));
    }

  gtk_widget_set_visible (GTK_WIDGET (self->recent_group), self->recent_rows->len > 0);
}

static void
discard_clicked_cb (GtkButton *button, StWelcomePage *self)
{
  StRecovery recovery = { 0 };

  recovery.path = g_object_get_data (G_OBJECT (button), "path");
  st_recovery_delete (&recovery);
  st_welcome_page_refresh (self);
}

static void
fill_recovery (StWelcomePage *self)
{
  g_autoptr (GPtrArray) recoveries = st_autosave_list_recoveries ();

  for (guint i = 0; i < self->recovery_rows->len; i++)
    adw_preferences_group_remove (self->recovery_group, g_ptr_array_index (self->recovery_rows, i));
  g_ptr_array_set_size (self->recovery_rows, 0);

  for (guint i = 0; i < recoveries->len; i++)
    {
      StRecovery *recovery = g_ptr_array_index (recoveries, i);
      g_autoptr (GDateTime) time = g_date_time_new_from_unix_local (recovery->saved_at);
      g_autofree char *when = time ? g_date_time_format (time, "%c") : g_strdup ("");
      g_autofree char *subtitle = g_strdup_printf (_ ("Autosaved %s"), when);
      GtkWidget       *row = adw_action_row_new ();
      GtkWidget       *recover = gtk_button_new_with_label (_ ("Recover"));
      GtkWidget       *discard = gtk_button_new_from_icon_name ("user-trash-symbolic");

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), recovery->title ? recovery->title : "");
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

      gtk_widget_set_valign (recover, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (recover, "suggested-action");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (recover), "win.recover");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (recover), "s", recovery->path);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), recover);

      gtk_widget_set_valign (discard, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (discard, "flat");
      gtk_widget_set_tooltip_text (discard, _ ("Discard"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (discard), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Discard"),
                                      -1);
      g_object_set_data_full (G_OBJECT (discard), "path", g_strdup (recovery->path), g_free);
      g_signal_connect_object (discard, "clicked", G_CALLBACK (discard_clicked_cb), self, 0);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), discard);

      adw_preferences_group_add (self->recovery_group, row);
      g_ptr_array_add (self->recovery_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->recovery_group), self->recovery_rows->len > 0);
}

static void
build (StWelcomePage *self)
{
  g_autoptr (GtkBuilder) builder = NULL;

  if (adw_bin_get_child (ADW_BIN (self)) != NULL)
    return;
  builder = gtk_builder_new_from_resource ("/io/github/sandtable/Sandtable/ui/st-welcome-page.ui");
  self->recovery_group = ADW_PREFERENCES_GROUP (gtk_builder_get_object (builder, "recovery_group"));
  self->recent_group = ADW_PREFERENCES_GROUP (gtk_builder_get_object (builder, "recent_group"));
  self->bundled_group = ADW_PREFERENCES_GROUP (gtk_builder_get_object (builder, "bundled_group"));
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (gtk_builder_get_object (builder, "status_page")));
}

gboolean
st_welcome_page_is_built (StWelcomePage *self)
{
  g_return_val_if_fail (ST_IS_WELCOME_PAGE (self), FALSE);

  return adw_bin_get_child (ADW_BIN (self)) != NULL;
}

void
st_welcome_page_refresh (StWelcomePage *self)
{
  g_return_if_fail (ST_IS_WELCOME_PAGE (self));

  build (self);
  /* Bundled scenarios do not change while the app runs; recent files do. */
  if (!self->bundled_done)
    {
      self->bundled_done = TRUE;
      fill_bundled (self);
    }

  g_ptr_array_set_size (self->uris, self->bundled_rows->len);
  fill_recovery (self);
  fill_recent (self);
}

static void
st_welcome_page_map (GtkWidget *widget)
{
  /* Built before its children are mapped with it. */
  build (ST_WELCOME_PAGE (widget));
  GTK_WIDGET_CLASS (st_welcome_page_parent_class)->map (widget);

  st_welcome_page_refresh (ST_WELCOME_PAGE (widget));
}

static void
st_welcome_page_dispose (GObject *object)
{
  StWelcomePage *self = ST_WELCOME_PAGE (object);

  g_clear_pointer (&self->recent_rows, g_ptr_array_unref);
  g_clear_pointer (&self->recovery_rows, g_ptr_array_unref);
  g_clear_pointer (&self->bundled_rows, g_ptr_array_unref);
  g_clear_pointer (&self->uris, g_ptr_array_unref);

  G_OBJECT_CLASS (st_welcome_page_parent_class)->dispose (object);
}

static void
st_welcome_page_class_init (StWelcomePageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = st_welcome_page_dispose;

  widget_class->map = st_welcome_page_map;
}

static void
st_welcome_page_init (StWelcomePage *self)
{
  self->recent_rows = g_ptr_array_new ();
  self->recovery_rows = g_ptr_array_new ();
  self->bundled_rows = g_ptr_array_new ();
  self->uris = g_ptr_array_new_with_free_func (g_free);
}

GtkWidget *
st_welcome_page_new (void)
{
  return g_object_new (ST_TYPE_WELCOME_PAGE, NULL);
}

GPtrArray *
st_welcome_page_list_files (StWelcomePage *self)
{
  GPtrArray *files;

  g_return_val_if_fail (ST_IS_WELCOME_PAGE (self), NULL);

  files = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < self->uris->len; i++)
    g_ptr_array_add (files, g_strdup (g_ptr_array_index (self->uris, i)));

  return files;
}
