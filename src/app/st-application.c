/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-application"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/st-locale.h"

#include "st-application.h"
#include "st-first-frame.h"
#include "st-tm-pane.h"
#include "st-window.h"

#define MAX_RECENT_FILES 10

struct _StApplication
{
  AdwApplication parent_instance;

  GSettingsSchema      *schema; /* NULL when the schema is not installed */
  GSettings            *settings;
  GtkFileChooserNative *open_dialog;
};

G_DEFINE_FINAL_TYPE (StApplication, st_application, ADW_TYPE_APPLICATION)

static gboolean
key_has_type (StApplication *self, const char *key, const char *type)
{
  g_autoptr (GSettingsSchemaKey) schema_key = NULL;

  if (self->settings == NULL || !g_settings_schema_has_key (self->schema, key))
    return FALSE;

  schema_key = g_settings_schema_get_key (self->schema, key);
  return g_variant_type_equal (g_settings_schema_key_get_value_type (schema_key), G_VARIANT_TYPE (type));
}

/* Where to send a file: the window that already shows it, else the active window
 * if it is empty, else any empty window; NULL means a new window. */
static StWindow *
find_window_for (StApplication *self, GFile *file)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (self));
  GList     *windows = gtk_application_get_windows (GTK_APPLICATION (self));

  for (GList *l = windows; l != NULL; l = l->next)
    {
      GFile *shown;

      if (!ST_IS_WINDOW (l->data))
        continue;
      shown = st_window_get_file (ST_WINDOW (l->data));
      if (shown != NULL && g_file_equal (shown, file))
        return ST_WINDOW (l->data);
    }

  if (ST_IS_WINDOW (active) && st_window_is_empty (ST_WINDOW (active)))
    return ST_WINDOW (active);

  for (GList *l = windows; l != NULL; l = l->next)
    if (ST_IS_WINDOW (l->data) && st_window_is_empty (ST_WINDOW (l->data)))
      return ST_WINDOW (l->data);

  return NULL;
}

static void
st_application_activate (GApplication *app)
{
  StApplication *self = ST_APPLICATION (app);
  GtkWindow     *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (st_window_new (self));

  st_first_frame_watch (window, FALSE);
  gtk_window_present (window);
}

static void
st_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  StApplication *self = ST_APPLICATION (app);

  for (int i = 0; i < n_files; i++)
    {
      StWindow *window = find_window_for (self, files[i]);
      GFile    *shown;

      if (window == NULL)
        window = st_window_new (self);
      shown = st_window_get_file (window);
      if (shown == NULL || !g_file_equal (shown, files[i]))
        st_window_prepare_for_file (window);

      /* Present first, so that a load error dialog comes up above its window
       * even without a window manager to keep it there. */
      st_first_frame_watch (GTK_WINDOW (window), TRUE);
      gtk_window_present (GTK_WINDOW (window));

      shown = st_window_get_file (window);
      if (shown == NULL || !g_file_equal (shown, files[i]))
        st_window_load_file (window, files[i]);
    }
}

static void
open_response_cb (StApplication *self, int response, GtkFileChooserNative *dialog)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GListModel) chosen = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (dialog));
      g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
      guint n = g_list_model_get_n_items (chosen);

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (files, g_list_model_get_item (chosen, i));

      if (files->len > 0)
        g_application_open (G_APPLICATION (self), (GFile **) files->pdata, files->len, "");
    }

  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (dialog));
  g_clear_object (&self->open_dialog);
}

static GFile *
last_folder (StApplication *self)
{
  g_autofree char *value = NULL;

  if (!key_has_type (self, "last-folder", "s"))
    return NULL;

  value = g_settings_get_string (self->settings, "last-folder");
  if (value == NULL || *value == '\0')
    return NULL;

  return st_application_file_for_setting (value);
}

static void
open_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  StApplication *self = ST_APPLICATION (user_data);
  GtkWindow     *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  g_autoptr (GtkFileFilter) scenarios = gtk_file_filter_new ();
  g_autoptr (GtkFileFilter) all = gtk_file_filter_new ();
  g_autoptr (GFile) folder = NULL;

  if (self->open_dialog != NULL)
    {
      gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->open_dialog));
      return;
    }

  self->open_dialog = gtk_file_chooser_native_new (_ ("Open Scenario"), parent, GTK_FILE_CHOOSER_ACTION_OPEN,
                                                   _ ("_Open"), _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->open_dialog), TRUE);
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (self->open_dialog), TRUE);

  gtk_file_filter_set_name (scenarios, _ ("Scenarios"));
  gtk_file_filter_add_pattern (scenarios, "*.xml");
  gtk_file_filter_add_pattern (scenarios, "*.XML");
  gtk_file_filter_add_mime_type (scenarios, "application/x-sandtable-scenario+xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->open_dialog), scenarios);

  gtk_file_filter_set_name (all, _ ("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->open_dialog), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (self->open_dialog), scenarios);

  /* The folder of the document in front, else where the last file came from. */
  if (ST_IS_WINDOW (parent) && st_window_get_file (ST_WINDOW (parent)) != NULL)
    folder = g_file_get_parent (st_window_get_file (ST_WINDOW (parent)));
  if (folder == NULL)
    folder = last_folder (self);
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (self->open_dialog), folder, NULL);

  g_signal_connect_object (self->open_dialog, "response", G_CALLBACK (open_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->open_dialog));
}

static void
about_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  StApplication *self = ST_APPLICATION (user_data);
  GtkWindow     *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  const char    *developers[] = { _ ("The Sandtable project"), NULL };
  GtkWidget     *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW, "transient-for", parent, "application", self, "modal", TRUE,
                        "application-name", _ ("Sandtable"), "application-icon", APP_ID, "developer-name",
                        _ ("The Sandtable project"), "developers", developers, "version", PACKAGE_VERSION,
                        "website", "https://github.com/sandtable/sandtable", "issue-url",
                        "https://github.com/sandtable/sandtable/issues", "license-type", GTK_LICENSE_GPL_3_0,
                        "comments", _ ("Design, edit and play-test board wargame scenarios."),
                        /* Translators: put your names here, one per line. */
                        "translator-credits", _ ("translator-credits"), NULL);

  gtk_window_present (GTK_WINDOW (about));
}

static void
shortcuts_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  StApplication *self = ST_APPLICATION (user_data);
  GtkWindow     *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  g_autoptr (GtkBuilder) builder = NULL;
  GtkWindow *window;

  builder = gtk_builder_new_from_resource ("/io/github/sandtable/Sandtable/ui/help-overlay.ui");
  window = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
  gtk_window_set_transient_for (window, parent);
  /* As an app window it takes the app's shortcuts, such as Ctrl+Q. */
  gtk_window_set_application (window, GTK_APPLICATION (self));
  gtk_window_set_modal (window, TRUE);
  gtk_window_present (window);
}

static void
quit_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  StApplication *self = ST_APPLICATION (user_data);
  g_autoptr (GList) windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));

  /* Closing rather than destroying lets each window save its size and ask
   * about unsaved work; the application ends with its last window. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
}

static const GActionEntry app_actions[] = {
  { "open", open_action },
  { "about", about_action },
  { "shortcuts", shortcuts_action },
  { "quit", quit_action },
};

static void
st_application_startup (GApplication *app)
{
  StApplication *self = ST_APPLICATION (app);
  static const struct
  {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.open", { "<Control>o", NULL } },
    { "app.quit", { "<Control>q", NULL } },
    { "app.shortcuts", { "<Control>question", NULL } },
    { "window.close", { "<Control>w", NULL } },
  };

  /* The icon theme starts loading in a thread when it is made, and any path
   * added after that load throws it away for a second one. GtkApplication
   * makes it to add BASE/icons/ (the app has none) well before libadwaita adds
   * its own path: 62 M instructions of loading for nothing before the first
   * frame (docs/performance.md). Without a base path for the parents' start-up,
   * libadwaita makes the theme and adds its path at once; the app's style
   * sheet, which AdwApplication loads from the base path, is loaded here. */
  {
    g_autofree char *base = g_strdup (g_application_get_resource_base_path (app));

    g_application_set_resource_base_path (app, NULL);
    G_APPLICATION_CLASS (st_application_parent_class)->startup (app);
    g_application_set_resource_base_path (app, base);
    if (base != NULL && gdk_display_get_default () != NULL)
      {
        g_autofree char *path = g_build_path ("/", base, "style.css", NULL);
        g_autoptr (GtkCssProvider) style = gtk_css_provider_new ();

        gtk_css_provider_load_from_resource (style, path);
        gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style),
                                                    GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      }
  }

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action, accels[i].accels);

  g_set_application_name (_ ("Sandtable"));
  /* Installed where the icon theme does not look (a prefix outside
   * $XDG_DATA_DIRS, a package unpacked elsewhere), the app finds its icon
   * under its own prefix. */
  {
    g_autofree char *datadir = st_locale_relocate (DATADIR);
    g_autofree char *icons = g_build_filename (datadir, "icons", NULL);
    GdkDisplay      *display = gdk_display_get_default ();

    /* Not again where the theme already looks: adding a path reloads it. */
    if (display != NULL && g_file_test (icons, G_FILE_TEST_IS_DIR))
      {
        GtkIconTheme *theme = gtk_icon_theme_get_for_display (display);
        g_auto (GStrv) paths = gtk_icon_theme_get_search_path (theme);

        if (paths == NULL || !g_strv_contains ((const char *const *) paths, icons))
          gtk_icon_theme_add_search_path (theme, icons);
      }
  }
  gtk_window_set_default_icon_name (APP_ID);
}

/* The translation memory's last save is written before the process ends:
 * st_tm_memory_clear() waits for its writer thread, and the thread, parked
 * in GLib's pool, ends too. */
static void
st_application_shutdown (GApplication *app)
{
  st_tm_memory_clear ();
  g_thread_pool_stop_unused_threads ();

  G_APPLICATION_CLASS (st_application_parent_class)->shutdown (app);
}

static void
st_application_dispose (GObject *object)
{
  StApplication *self = ST_APPLICATION (object);

  if (self->open_dialog != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->open_dialog));
  g_clear_object (&self->open_dialog);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->schema, g_settings_schema_unref);

  G_OBJECT_CLASS (st_application_parent_class)->dispose (object);
}

static void
st_application_class_init (StApplicationClass *klass)
{
  GObjectClass      *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = st_application_dispose;

  app_class->startup = st_application_startup;
  app_class->activate = st_application_activate;
  app_class->shutdown = st_application_shutdown;
  app_class->open = st_application_open;
}

static void
st_application_init (StApplication *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();

  /* Without an installed schema (running from a fresh build tree) GSettings would
   * abort; the app works without remembering instead. */
  if (source != NULL)
    self->schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (self->schema != NULL)
    self->settings = g_settings_new_full (self->schema, NULL, NULL);
  else
    g_debug ("Settings schema %s not installed; window state will not be kept", APP_ID);
}

StApplication *
st_application_new (void)
{
  return g_object_new (ST_TYPE_APPLICATION, "application-id", APP_ID, "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/sandtable/Sandtable", NULL);
}

GSettings *
st_application_get_settings (StApplication *self, const char *key, const char *type)
{
  g_return_val_if_fail (ST_IS_APPLICATION (self), NULL);
  g_return_val_if_fail (key != NULL, NULL);
  g_return_val_if_fail (type != NULL, NULL);

  return key_has_type (self, key, type) ? self->settings : NULL;
}

void
st_application_note_opened (StApplication *self, GFile *file)
{
  g_autofree char *uri = NULL;

  g_return_if_fail (ST_IS_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (file));

  /* The schema keeps paths; files without one (remote ones) keep their URI. */
  uri = g_file_get_path (file);
  if (uri == NULL)
    uri = g_file_get_uri (file);

  if (key_has_type (self, "recent-files", "as"))
    {
      g_auto (GStrv) old = g_settings_get_strv (self->settings, "recent-files");
      g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
      g_auto (GStrv) recent = NULL;
      guint n = 1;

      g_strv_builder_add (builder, uri);
      for (guint i = 0; old[i] != NULL && n < MAX_RECENT_FILES; i++)
        if (!g_str_equal (old[i], uri))
          {
            g_strv_builder_add (builder, old[i]);
            n++;
          }
      recent = g_strv_builder_end (builder);
      g_settings_set_strv (self->settings, "recent-files", (const char *const *) recent);
    }

  if (key_has_type (self, "last-folder", "s"))
    {
      g_autoptr (GFile) parent = g_file_get_parent (file);
      g_autofree char *parent_uri = parent ? g_file_get_path (parent) : NULL;

      if (parent != NULL && parent_uri == NULL)
        parent_uri = g_file_get_uri (parent);

      if (parent_uri != NULL)
        g_settings_set_string (self->settings, "last-folder", parent_uri);
    }
}

GFile *
st_application_file_for_setting (const char *value)
{
  g_return_val_if_fail (value != NULL, NULL);

  return strstr (value, "://") != NULL ? g_file_new_for_uri (value) : g_file_new_for_path (value);
}

GStrv
st_application_dup_recent_files (StApplication *self)
{
  g_return_val_if_fail (ST_IS_APPLICATION (self), NULL);

  if (!key_has_type (self, "recent-files", "as"))
    return NULL;

  return g_settings_get_strv (self->settings, "recent-files");
}

char *
st_application_dup_scenarios_dir (void)
{
  const char      *env = g_getenv ("SANDTABLE_SCENARIOS_DIR");
  g_autofree char *source_dir = g_build_filename (SOURCE_DATADIR, "scenarios", NULL);
  g_autofree char *pkgdatadir = st_locale_relocate (PKGDATADIR);
  g_autofree char *installed_dir = g_build_filename (pkgdatadir, "scenarios", NULL);
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  gboolean         in_build_tree = FALSE;

  if (env != NULL && *env != '\0')
    return g_strdup (env);

  /* Programs in a meson build tree live in BUILD/src/app or BUILD/tests/app. */
  if (exe != NULL)
    {
      g_autofree char *exe_dir = g_path_get_dirname (exe);
      g_autofree char *ninja = g_build_filename (exe_dir, "..", "..", "build.ninja", NULL);

      in_build_tree = g_file_test (ninja, G_FILE_TEST_EXISTS);
    }

  if (in_build_tree && g_file_test (source_dir, G_FILE_TEST_IS_DIR))
    return g_steal_pointer (&source_dir);
  if (g_file_test (installed_dir, G_FILE_TEST_IS_DIR))
    return g_steal_pointer (&installed_dir);
  if (g_file_test (source_dir, G_FILE_TEST_IS_DIR))
    return g_steal_pointer (&source_dir);

  return NULL;
}
