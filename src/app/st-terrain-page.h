/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-table-page.h"

G_BEGIN_DECLS

#define ST_TYPE_TERRAIN_PAGE (st_terrain_page_get_type ())

G_DECLARE_FINAL_TYPE (StTerrainPage, st_terrain_page, ST, TERRAIN_PAGE, StTablePage)

GtkWidget *st_terrain_page_new (void);

G_END_DECLS
