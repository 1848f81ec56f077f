/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "st-play-page.h"

G_BEGIN_DECLS

/* The play page for the keyboard and a screen reader (st-play-a11y.c): the
 * Targets list, the status line that announces moves and prompts, and the
 * board cursor's side. */
void st_play_a11y_init (StPlayPage *self);
/* After the page was refreshed: the targets, the cursor's side, what changed. */
void st_play_a11y_update (StPlayPage *self);
/* Says text through the status line (its accessible name too). */
void        st_play_a11y_announce (StPlayPage *self, const char *text);
const char *st_play_a11y_get_announcement (StPlayPage *self);
GtkListBox *st_play_a11y_get_targets_list (StPlayPage *self);

G_END_DECLS
