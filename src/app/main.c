/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "core/st-locale.h"
#include "core/st-xml-reader.h"

#include "st-application.h"
#include "st-board-page.h"

/* With GSK_RENDERER=cairo nothing draws with OpenGL, but GDK still opens the
 * GL driver at start to choose a visual (Mesa's, 40-50 ms of processor time
 * under Xvfb, docs/performance.md). Tell it not to, unless GDK_DEBUG already
 * says what the user wants. */
static void
skip_gl_for_cairo (void)
{
  if (g_strcmp0 (g_getenv ("GSK_RENDERER"), "cairo") == 0 && g_getenv ("GDK_DEBUG") == NULL)
    g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
}

/* libadwaita replaces GTK's theme with its own as it starts: it names the
 * theme "Adwaita-empty" (a resource of its own, a few lines) and adds its
 * style sheets. GTK, meanwhile, has already parsed the theme the desktop names
 * (its default one, 80 M instructions before the first frame,
 * docs/performance.md) when its settings were made. The settings are made
 * here with libadwaita's theme named through GTK_THEME, which is then unset:
 * libadwaita does not load its style sheets when GTK_THEME is set, and a user's
 * GTK_THEME is left alone. The theme in use in the end is the same. */
static void
start_gtk_with_adwaita_theme (void)
{
  if (g_getenv ("GTK_THEME") != NULL)
    return;
  g_setenv ("GTK_THEME", "Adwaita-empty", TRUE);
  if (gtk_init_check ())
    gtk_settings_get_default ();
  g_unsetenv ("GTK_THEME");
}

int
main (int argc, char *argv[])
{
  g_autoptr (StApplication) app = NULL;

  skip_gl_for_cairo ();
  st_locale_init ();
  start_gtk_with_adwaita_theme ();
  /* The tree of a file just opened is freed after its window is drawn. */
  st_xml_free_trees_when_idle ();
  /* The problems pane of a file opened fills in right after the first frame. */
  st_board_page_fill_problems_after_paint (TRUE);

  app = st_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
