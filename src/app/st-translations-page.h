/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-page.h"

G_BEGIN_DECLS

#define ST_TYPE_TRANSLATIONS_PAGE (st_translations_page_get_type ())

G_DECLARE_FINAL_TYPE (StTranslationsPage, st_translations_page, ST, TRANSLATIONS_PAGE, StPage)

GtkWidget *st_translations_page_new (void);

G_END_DECLS
