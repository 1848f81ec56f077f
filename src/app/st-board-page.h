/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-board-view.h"
#include "st-page.h"

G_BEGIN_DECLS

#define ST_TYPE_BOARD_PAGE (st_board_page_get_type ())

G_DECLARE_FINAL_TYPE (StBoardPage, st_board_page, ST, BOARD_PAGE, StPage)

GtkWidget   *st_board_page_new (void);
StBoardView *st_board_page_get_view (StBoardPage *self);

void st_board_page_fill_problems_after_paint (gboolean after);

G_END_DECLS
