/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-table-page.h"

G_BEGIN_DECLS

#define ST_TYPE_UNITS_PAGE (st_units_page_get_type ())

G_DECLARE_FINAL_TYPE (StUnitsPage, st_units_page, ST, UNITS_PAGE, StTablePage)

GtkWidget *st_units_page_new (void);

G_END_DECLS
