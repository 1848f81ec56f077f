/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "core/st-locale.h"

#include "st-application.h"

int
main (int argc, char *argv[])
{
  g_autoptr (StApplication) app = NULL;

  st_locale_init ();

  app = st_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
