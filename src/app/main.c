/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "core/st-locale.h"
#include "core/st-xml-reader.h"

#include "st-application.h"

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

int
main (int argc, char *argv[])
{
  g_autoptr (StApplication) app = NULL;

  skip_gl_for_cairo ();
  st_locale_init ();
  /* The tree of a file just opened is freed after its window is drawn. */
  st_xml_free_trees_when_idle ();

  app = st_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
