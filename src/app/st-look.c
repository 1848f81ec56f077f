/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-look"

#include "config.h"

#include <adwaita.h>

#include "st-look.h"

/* The desktop's style as the renderer's palette and text size. libadwaita
 * 1.2 reads dark and high contrast from the settings portal or from
 * org.gnome.desktop.interface color-scheme and org.gnome.desktop.a11y.interface
 * high-contrast; GTK_THEME names a theme for GTK alone, which the style
 * manager does not see, so it is read too. */

static char *
theme_name (void)
{
  const char *env = g_getenv ("GTK_THEME");
  char       *name = NULL;

  if (env != NULL && *env != '\0')
    return g_strdup (env);
  if (gdk_display_get_default () != NULL)
    g_object_get (gtk_settings_get_default (), "gtk-theme-name", &name, NULL);
  return name;
}

StRenderPalette
st_look_palette (void)
{
  g_autofree char *theme = theme_name ();
  gboolean         dark = FALSE, high_contrast = FALSE;

  if (gdk_display_get_default () != NULL)
    {
      AdwStyleManager *manager = adw_style_manager_get_default ();

      dark = adw_style_manager_get_dark (manager);
      high_contrast = adw_style_manager_get_high_contrast (manager);
    }
  if (theme != NULL)
    {
      if (g_str_has_prefix (theme, "HighContrast"))
        high_contrast = TRUE;
      if (g_str_has_suffix (theme, ":dark") || g_str_equal (theme, "HighContrastInverse"))
        dark = TRUE;
    }
  return st_render_palette_for_style (dark, high_contrast);
}

double
st_look_text_scale (GtkWidget *widget)
{
  GtkSettings *settings = widget != NULL ? gtk_widget_get_settings (widget) : gtk_settings_get_default ();
  int          dpi = -1;

  if (settings != NULL)
    g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  /* -1 or 0: not set, so the normal size. */
  if (dpi <= 0)
    return 1.0;
  return CLAMP (dpi / (96.0 * 1024.0), 0.5, 3.0);
}

void
st_look_watch (GtkWidget *widget, gboolean resize)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  GtkSettings     *settings = gtk_settings_get_default ();

  g_signal_connect_object (manager, "notify::dark", G_CALLBACK (gtk_widget_queue_draw), widget,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (manager, "notify::high-contrast", G_CALLBACK (gtk_widget_queue_draw), widget,
                           G_CONNECT_SWAPPED);
  if (settings == NULL)
    return;
  g_signal_connect_object (settings, "notify::gtk-theme-name", G_CALLBACK (gtk_widget_queue_draw), widget,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (settings, "notify::gtk-xft-dpi",
                           G_CALLBACK (resize ? gtk_widget_queue_resize : gtk_widget_queue_draw), widget,
                           G_CONNECT_SWAPPED);
}
