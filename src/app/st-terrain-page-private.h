/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-edit-rows.h"
#include "st-terrain-page.h"

G_BEGIN_DECLS

/* StTerrainPage spans st-terrain-page.c (the page and its terrain types) and
 * st-terrain-page-edges.c (its edge types). */

/* After a rename the id of a new type may follow its name: its row, rebuilt,
 * stays open with the focus back in its name. */
void st_terrain_page_follow_renamed (StTerrainPage *self, GPtrArray *items, guint index, const char *old_id);
/* A value row inside an item's expander row. */
void st_terrain_page_add_child_row (StTerrainPage   *self,
                                    GtkWidget       *expander,
                                    GtkWidget       *row,
                                    const char      *id,
                                    const char      *key,
                                    StEditRowRefresh refresh);
/* An expander row for an item of a table with a remove button; refresh shows
 * its title, subtitle and swatch. */
GtkWidget *st_terrain_page_new_item_row (StTerrainPage   *self,
                                         const char      *id,
                                         const char      *color,
                                         const char      *remove_label,
                                         StEditRowFunc    remove,
                                         StEditRowRefresh refresh);

/* st-terrain-page-edges.c */
void st_terrain_page_add_edge_types (StTerrainPage *self, StScenario *scenario, gboolean editable);

G_END_DECLS
