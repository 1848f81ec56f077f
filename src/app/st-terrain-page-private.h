/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-edit-rows.h"
#include "st-terrain-page.h"

G_BEGIN_DECLS

/* StTerrainPage spans st-terrain-page.c (the page and its terrain types) and
 * st-terrain-page-edges.c (its edge types). */

typedef gboolean (*StTerrainPageRename) (
    StScenario *scenario, const char *id, const char *lang, const char *name, GError **error);

/* The change of a terrain or edge type's name row (a live row): the name is
 * applied as it is typed; at the end of the burst the id of a new type may
 * follow it, and its row, rebuilt, stays open with the focus back in its
 * name. The whole burst is one undoable step named label. */
void st_terrain_page_rename (
    StTerrainPage *self, GtkWidget *row, gboolean edges, StTerrainPageRename rename, const char *label);
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
