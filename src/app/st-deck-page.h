/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-page.h"

G_BEGIN_DECLS

#define ST_TYPE_DECK_PAGE (st_deck_page_get_type ())

G_DECLARE_FINAL_TYPE (StDeckPage, st_deck_page, ST, DECK_PAGE, StPage)

GtkWidget *st_deck_page_new (void);

G_END_DECLS
