/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include "core/st-locale.h"

#include "st-cli.h"

/* sandtable-cli-render: `sandtable-cli render` and `sandtable-cli kit`, which
 * run this program in their place (main.c) so that only this command loads the drawing libraries. */
int
main (int argc, char **argv)
{
  st_locale_init ();
  if (argc > 0 && g_str_equal (argv[0], "kit"))
    return st_cli_kit (argc, argv);
  return st_cli_render (argc, argv);
}
