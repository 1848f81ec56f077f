/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The first-frame benchmark (bench/bench-first-frame.py, docs/performance.md):
 * with SANDTABLE_QUIT_AFTER_FIRST_FRAME set, the application quits once
 * window has painted its first frame (with board, the first frame in which a
 * board view painted a board), after printing on stderr
 * "first-frame: WALL ms wall, CPU ms of processor" since the process started.
 * Without the variable, nothing. */
void st_first_frame_watch (GtkWindow *window, gboolean board);

/* Called by the board view each time it painted a board. */
void st_first_frame_board_painted (void);

G_END_DECLS
