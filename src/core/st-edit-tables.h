/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-scenario.h"

G_BEGIN_DECLS

/* The edits of the editor's tables (terrain types, sides, unit types, ruleset
 * parameters and the combat results table), as plain functions on a scenario
 * the caller owns (a copy from st_history_begin()), like those of st-edit.h.
 *
 * Each returns TRUE when it changed something. FALSE with error unset means
 * there was nothing to change (the value was already that); FALSE with error
 * set means the edit was refused because the scenario would no longer load,
 * and the message (translated) says why. The scenario is never left half
 * changed: a refused edit changes nothing. */

#define ST_EDIT_ERROR (st_edit_error_quark ())

typedef enum
{
  ST_EDIT_ERROR_NOT_FOUND, /* no such terrain, side, unit type, parameter or row */
  ST_EDIT_ERROR_INVALID, /* a value outside what the file format or the family allows */
  ST_EDIT_ERROR_IN_USE, /* the item is still used elsewhere in the scenario */
  ST_EDIT_ERROR_LAST, /* the scenario needs at least this one */
} StEditError;

GQuark st_edit_error_quark (void);

/* An identifier made from a name: lower-case ASCII letters, digits and '-',
 * starting with a letter; fallback when nothing of the name is left. */
char *st_edit_make_id (const char *name, const char *fallback);

/* Renames (st_edit_rename_terrain(), _edge_type(), _side(), _unit_type())
 * write the name in lang; NULL is the name's source language. A name in
 * another language is a translation: it is written as reviewed against the
 * current source, and an empty one removes that translation. A source name
 * cannot be empty. Only a rename in the source language can change an id. */

/* Terrain types. A new terrain gets a fresh id made from its name, the name in
 * the document language, the colour (#rrggbb) and no pattern or effects;
 * returns its id. Removing a terrain moves every cell, section square and the
 * board default that used it to the board's default terrain (or, when it was
 * the default, to the first remaining terrain); the last terrain cannot be
 * removed. */
char    *st_edit_add_terrain (StScenario *scenario, const char *name, const char *color, GError **error);
gboolean st_edit_remove_terrain (StScenario *scenario, const char *terrain, GError **error);
gboolean st_edit_rename_terrain (
    StScenario *scenario, const char *terrain, const char *lang, const char *name, GError **error);
gboolean
st_edit_set_terrain_color (StScenario *scenario, const char *terrain, const char *color, GError **error);
/* pattern is one of st_terrain_patterns(); "none" and NULL clear it. */
gboolean
st_edit_set_terrain_pattern (StScenario *scenario, const char *terrain, const char *pattern, GError **error);
/* Edge types (borders, rivers, roads, rails): added with a fresh id made from
 * the name, a width of 2 points and a solid line. Removing a type removes the
 * cell sides and area lines drawn with it. Renaming a type (or a terrain type)
 * nothing uses yet whose id was made from its old name gives it an id made
 * from the new one. */
char    *st_edit_add_edge_type (StScenario *scenario, const char *name, const char *color, GError **error);
gboolean st_edit_remove_edge_type (StScenario *scenario, const char *type, GError **error);
gboolean st_edit_rename_edge_type (
    StScenario *scenario, const char *type, const char *lang, const char *name, GError **error);
gboolean
st_edit_set_edge_type_color (StScenario *scenario, const char *type, const char *color, GError **error);
/* width from 0.5 to 20 points. */
gboolean st_edit_set_edge_type_width (StScenario *scenario, const char *type, double width, GError **error);
gboolean
st_edit_set_edge_type_style (StScenario *scenario, const char *type, StLineStyle style, GError **error);
/* What a link of the type means on a map of towns (Manöver): "railway",
 * "road", or NULL for a line that is only drawn (the area lines). */
gboolean
st_edit_set_edge_type_link (StScenario *scenario, const char *type, const char *link, GError **error);

/* The effects the family's rules read, in the order an editor lists them. */
const char *const *st_edit_terrain_effects (const StFamily *family);
/* Whether an effect is a yes/no flag (1 when set) rather than a number. */
gboolean st_edit_terrain_effect_is_flag (const char *effect);
/* Sets an effect to value (-99 to 99); clearing removes it from the terrain. */
gboolean st_edit_set_terrain_effect (
    StScenario *scenario, const char *terrain, const char *effect, int value, GError **error);
gboolean
st_edit_clear_terrain_effect (StScenario *scenario, const char *terrain, const char *effect, GError **error);

/* Sides. A scenario file holds exactly two sides (the players), so the
 * editor renames and recolours them but does not add or remove any: a side
 * is added only to a scenario being built with fewer than two (see
 * st_scenario_new_blank()), and a side is never removed, since everything a
 * side owns (units, unit types, countries, decks, headquarters, the first
 * player) would have to go with it. */
char    *st_edit_add_side (StScenario *scenario, const char *name, const char *color, GError **error);
gboolean st_edit_rename_side (
    StScenario *scenario, const char *side, const char *lang, const char *name, GError **error);
gboolean st_edit_set_side_color (StScenario *scenario, const char *side, const char *color, GError **error);
/* The end of the map a side belongs to (Manöver): "north", "south" or NULL.
 * One side is north and the other south, so giving a side the other's home
 * gives the other side the opposite one in the same edit. */
gboolean st_edit_set_side_home (StScenario *scenario, const char *side, const char *home, GError **error);

/* Unit types. A new type gets a fresh id made from its name and every value
 * the family requires (the spec's default, else its smallest value, at least
 * 1); side may be NULL (a type both sides use). A type is removed only when no
 * unit is of that type: units are placed pieces with their own history in
 * set-ups and decks, so the editor asks the designer to delete them first. */
char *st_edit_add_unit_type (
    StScenario *scenario, const char *arm, const char *side, const char *name, GError **error);
gboolean st_edit_remove_unit_type (StScenario *scenario, const char *type, GError **error);
gboolean st_edit_rename_unit_type (
    StScenario *scenario, const char *type, const char *lang, const char *name, GError **error);
/* Gives the type to one side, or with side NULL to both; refused while units
 * of the type are on the other side. */
gboolean
st_edit_set_unit_type_side (StScenario *scenario, const char *type, const char *side, GError **error);
/* Sets one of the family's values (st_family_unit_type_attrs()), checked against
 * its spec; value NULL removes a value that has a default. */
gboolean st_edit_set_unit_type_attr (
    StScenario *scenario, const char *type, const char *attr, const char *value, GError **error);

/* Names of the parts drawn on the board (st-edit-names.c): units, areas and
 * map sections, renamed as the types are (in lang, NULL: the source
 * language). Their names are optional: an empty name in the source language
 * takes the name away (a unit is then called by its side and type). */
gboolean st_edit_rename_unit (
    StScenario *scenario, const char *unit, const char *lang, const char *name, GError **error);
gboolean st_edit_rename_area (
    StScenario *scenario, const char *area, const char *lang, const char *name, GError **error);
gboolean st_edit_rename_section (
    StScenario *scenario, const char *section, const char *lang, const char *name, GError **error);

/* Parameters of the family (st_family_params()), checked against their spec;
 * value NULL unsets the parameter so that it takes the family's default. */
gboolean st_edit_set_param (StScenario *scenario, const char *name, const char *value, GError **error);

/* The combat results table. Every difference of attack and defence totals
 * from -99 to 99 falls in exactly one row, the lowest row has no 'min' and
 * the highest no 'max'; these edits keep it so by moving the bound of the
 * neighbouring row along:
 * - add splits row index in two, the higher half keeping its place and the
 *   lower half inserted after it with the same result; a row covering a single
 *   difference cannot be split;
 * - remove gives the row's differences to its neighbour below (or above, for
 *   the lowest row); a table keeps at least two rows;
 * - set_crt_min / set_crt_max move the bound shared with the neighbouring row,
 *   refusing a move that would leave either row empty. */
gboolean st_edit_add_crt_row (StScenario *scenario, guint index, GError **error);
gboolean st_edit_remove_crt_row (StScenario *scenario, guint index, GError **error);
gboolean st_edit_set_crt_min (StScenario *scenario, guint index, int min, GError **error);
gboolean st_edit_set_crt_max (StScenario *scenario, guint index, int max, GError **error);
gboolean st_edit_set_crt_result (StScenario *scenario, guint index, StCrtResult result, GError **error);
/* Whether crt covers every difference once, as the loader requires. */
gboolean st_edit_check_crt (const GArray *crt, GError **error);

G_END_DECLS
