/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-scenario.h"

G_BEGIN_DECLS

/* The edits the editor's tools make, as plain functions on a scenario that the
 * caller owns (a copy from st_history_begin()). Each returns TRUE when it changed
 * something, and keeps the scenario valid: what a file could not hold (a link
 * to a deleted town, an edge between cells that are not neighbours, a cell off
 * the board) is refused or cleaned up, never written. */

/* Grid boards: terrain. radius 0 paints one cell, 1 the cell and its
 * neighbours, 2 the ring beyond as well. A cell painted back to the terrain it
 * would have anyway loses its override, so files stay small. */
gboolean st_edit_paint_terrain (StScenario *scenario, StCell cell, int radius, const char *terrain);
/* Paints the cell and every cell joined to it through cells of the same terrain. */
gboolean    st_edit_fill_terrain (StScenario *scenario, StCell cell, const char *terrain);
const char *st_edit_terrain_at (const StScenario *scenario, StCell cell);

/* Grid boards: features on the side between two neighbouring cells. A side
 * holds features of several types (a border along a river, as printed maps
 * have them) but at most one of each type. st_edit_add_edge() puts a feature
 * of type on the side (nothing changes when it is there already);
 * st_edit_remove_edge() takes the side's feature of type off, or with type
 * NULL every feature of the side; st_edit_change_edge() turns the side's
 * feature of type from into one of type to (the two become one when the side
 * has both). */
gboolean st_edit_add_edge (StScenario *scenario, StCell a, StCell b, const char *type);
gboolean st_edit_remove_edge (StScenario *scenario, StCell a, StCell b, const char *type);
gboolean st_edit_change_edge (StScenario *scenario, StCell a, StCell b, const char *from, const char *to);
/* The side's feature of type, or with type NULL its first one; NULL: none. */
const StEdge *st_edit_find_edge (const StScenario *scenario, StCell a, StCell b, const char *type);
/* The side's features (const StEdge*, owned by the scenario), in the order of
 * the edge-type table. */
GPtrArray *st_edit_side_edges (const StScenario *scenario, StCell a, StCell b);

/* Areas: add (or, with add FALSE, remove) the cells within radius of cell to an
 * area. A cell is in at most one area of each role with a side (countries,
 * set-up zones), so painting one country takes the cells from the others. */
gboolean st_edit_paint_area (StScenario *scenario, const char *area, StCell cell, int radius, gboolean add);
gboolean st_edit_set_area_node (StScenario *scenario, const char *area, const char *node, gboolean add);
/* A new empty area with a fresh id; returns the id. */
char    *st_edit_add_area (StScenario *scenario, StAreaRole role, const char *side, const char *name);
gboolean st_edit_remove_area (StScenario *scenario, const char *area);

/* Redraws the countries from the borders: the cells joined to each other
 * without crossing a side with a feature of border_type make up a region, and
 * each country becomes the region that holds most of its cells (regions go to
 * one country each). Returns TRUE when a country changed. */
gboolean st_edit_countries_from_borders (StScenario *scenario, const char *border_type);

/* Units. A unit's place is a cell on grid boards, a node on graph boards. */
char *
st_edit_add_unit (StScenario *scenario, const char *type, const char *side, StCell cell, const char *node);
gboolean st_edit_move_unit (StScenario *scenario, const char *unit, StCell cell, const char *node);
gboolean st_edit_delete_unit (StScenario *scenario, const char *unit);
gboolean st_edit_flip_unit (StScenario *scenario, const char *unit);
gboolean st_edit_unit_to_reserve (StScenario *scenario, const char *unit);

/* Point-and-line maps. A new town gets a fresh id and its name in the
 * document language. Deleting a town removes its links, its area memberships
 * and sends the units on it to reserve. */
char    *st_edit_add_node (StScenario *scenario, double x, double y, const char *name);
gboolean st_edit_move_node (StScenario *scenario, const char *node, double x, double y);
/* A name a scenario cannot hold (st_value_check ()) changes nothing; st_edit_add_node ()
 * leaves it out. */
gboolean st_edit_rename_node (StScenario *scenario, const char *node, const char *lang, const char *name);
gboolean st_edit_delete_node (StScenario *scenario, const char *node);
gboolean st_edit_set_node_strategic (StScenario *scenario, const char *node, gboolean strategic);
gboolean st_edit_set_node_junction (StScenario *scenario, const char *node, gboolean junction);
/* Makes node the side's headquarters (the side has one: any other loses it);
 * side NULL clears the node's headquarters. */
gboolean st_edit_set_node_headquarters (StScenario *scenario, const char *node, const char *side);
/* Links two towns with type (rail, road...); type NULL removes the link. */
gboolean      st_edit_set_link (StScenario *scenario, const char *a, const char *b, const char *type);
const StEdge *st_edit_find_link (const StScenario *scenario, const char *a, const char *b);
/* Area lines: points are x, y pairs in map units. Returns the new line's index. */
int      st_edit_add_line (StScenario *scenario, const char *type, const double *points, guint n_points);
gboolean st_edit_delete_line (StScenario *scenario, guint index);

/* Square battlefields: place a section of the library at a cell with a
 * rotation of 0, 90, 180 or 270 degrees, replacing what it overlaps; section
 * NULL clears the placement covering the cell. */
gboolean st_edit_place_section (StScenario *scenario, const char *section, StCell at, int rotation);
gboolean st_edit_rotate_section (StScenario *scenario, StCell cell);
/* Terrain of one cell of a section, in the section's own coordinates. */
gboolean
st_edit_set_section_terrain (StScenario *scenario, const char *section, int x, int y, const char *terrain);

/* A fresh id: prefix, then "-2", "-3"... until unused among ids. */
char *st_edit_unique_id (const char *prefix, GHashTable *used);

G_END_DECLS
