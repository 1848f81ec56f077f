/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ST_TYPE_WELCOME_PAGE (st_welcome_page_get_type ())

G_DECLARE_FINAL_TYPE (StWelcomePage, st_welcome_page, ST, WELCOME_PAGE, AdwBin)

GtkWidget *st_welcome_page_new (void);
/* Builds the page if need be and fills the lists of bundled and recent
 * scenarios now rather than when the page is first shown. */
void st_welcome_page_refresh (StWelcomePage *self);
/* Whether the page's widgets were built: the page builds them the first time
 * it is shown (or refreshed), so a window opened on a file never does. */
gboolean st_welcome_page_is_built (StWelcomePage *self);
/* The files the page offers, bundled ones first. */
GPtrArray *st_welcome_page_list_files (StWelcomePage *self);

G_END_DECLS
