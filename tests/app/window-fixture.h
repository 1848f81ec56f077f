/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-window-private.h"

G_BEGIN_DECLS

/* What the board and play fixtures share: data/scenarios/NAME.xml, after
 * prepare (if any) changed it, saved into a new temporary folder (*dir, *path)
 * and opened in a shown 1400 × 900 window. */
StWindow *st_test_open_copy (const char *name, void (*prepare) (StScenario *), char **dir, char **path);
/* Closes the window without the unsaved-changes prompt (the tests look at the
 * document, not the file), removes the copy and frees dir and path. */
void st_test_close_copy (StWindow *window, char *dir, char *path);

G_END_DECLS
