/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-board-page-private.h"
#include "st-window-private.h"

G_BEGIN_DECLS

/* A copy of a bundled scenario, opened in a shown window on its board page:
 * the board editor's tests (test-editor, test-board-pane, test-tracing). */
typedef struct
{
  StWindow    *window;
  StBoardPage *page;
  char        *dir; /* a temporary folder holding the copy */
  char        *path;
} BoardFixture;

/* Saves data/scenarios/NAME.xml, after prepare (if any) changed it, into a new
 * temporary folder and opens it in a 1400 × 900 window. */
void board_fixture_open (BoardFixture *f, const char *name, void (*prepare) (StScenario *));
/* Closes the window without the unsaved-changes prompt (the tests look at the
 * document, not the file) and removes the copy. */
void        board_fixture_close (BoardFixture *f);
StScenario *board_fixture_current (BoardFixture *f);
/* Runs the main loop until the tracing image is read, or refused (it is read
 * in a thread: st-render-backdrop.c). */
void board_fixture_wait_backdrop (BoardFixture *f);

G_END_DECLS
