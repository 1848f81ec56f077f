/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "engine/st-balance.h"
#include "engine/st-player.h"
#include "st-balance-page.h"
#include "st-window.h"

/* The Balance page of a window on a copy of maneuver-basic.xml, for the
 * balance tests (test-balance.c, test-balance-compare.c). */
typedef struct
{
  StWindow      *window;
  StBalancePage *page;
  char          *dir;
  char          *path;
} Fixture;

void fixture_open_sized (Fixture *f, int width, int height);
void fixture_open (Fixture *f);
void fixture_close (Fixture *f);
/* A run ends in its task's callback, on the main loop. */
gboolean wait_idle (StBalancePage *page, double seconds);
/* With SANDTABLE_SCREENSHOTS set to a folder, saves the window there as name,
 * for docs/screenshots. */
void       screenshot (GtkWidget *window, const char *name);
void       set_options (StBalancePage *page, guint games, StPlayerKind first, StPlayerKind second);
GtkWidget *child (StBalancePage *page, const char *name);
/* The rows of the games list: games, and the "Show More" row when there is one. */
guint    list_rows (StBalancePage *page, gboolean *more);
gboolean has_finding (GPtrArray *verdict, StFindingKind kind);
/* The CLI's output for args, run from the build tree. */
char *cli_output (const char *const *args);
