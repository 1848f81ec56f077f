/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "core/st-scenario-new.h"

/* Manöver-spelet (rules: manover-spelet.sv.txt; ruleset:
 * src/engine/rulesets/manover/). Towns and links have no terrain. */

/* What an edge type's link means to the rules: Manöver moves along links. */
static const char *const links[] = { "railway", "road", NULL };

static const char *const arms[] = { "infantry", "machine-gun", "artillery", "armoured-train",
                                    "gas",      "aviation",    "cavalry",   NULL };

static const StAttrSpec unit_attrs[] = {
  { "strength-class", ST_VALUE_INT, 1, 6, NULL, NULL, NULL, N_ ("Strength class") },
  { "steps", ST_VALUE_INT, 1, 99, NULL, NULL, NULL, N_ ("Steps") },
};

static const StAttrSpec params[] = {
  { "first-side", ST_VALUE_SIDE, 0, 0, "", NULL, NULL, N_ ("First player") },
  { "strategic-points-to-win", ST_VALUE_INT, 1, 20, "5", NULL, NULL, N_ ("Strategic points to win") },
  { "south-reserve-size", ST_VALUE_INT, 0, 17, "7", NULL, NULL, N_ ("South reserve size"), TRUE },
  { "straight-angle", ST_VALUE_INT, 0, 89, "30", NULL, NULL,
    N_ ("Largest turn of a straight line (degrees)") },
  { "backward-angle", ST_VALUE_INT, 0, 90, "45", NULL, NULL,
    N_ ("Half-width of the backward direction (degrees)") },
  { "move-limit", ST_VALUE_INT, 0, 9999, "400", NULL, NULL, N_ ("Moves before a draw (0: no limit)") },
  { "player-setup", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL,
    N_ ("The players set up their pieces (the scenario's set-up is set aside)") },
};

static const StTerrainPreset terrain[] = {
  { N_ ("Land"), "#f2efe4", NULL, NULL },
  { NULL },
};

static const StEdgePreset edges[] = {
  { "rail", N_ ("Railway"), "#241f31", 2.5, ST_LINE_SOLID, "railway" },
  { "road", N_ ("Road"), "#77767b", 1.5, ST_LINE_DASHED, "road" },
  { "area-line", N_ ("Area line"), "#1c71d8", 3, ST_LINE_SOLID, NULL },
  { NULL },
};

/* The first side is the north, as the rules and the Finland map have it. */
static const StFamilyPreset preset = {
  .sides = { { N_ ("North"), "#1c71d8", "north" }, { N_ ("South"), "#e5a50a", "south" } },
  .terrain = terrain,
  .edges = edges,
};

const StFamily st_family_manover = {
  .id = "manover",
  .label = N_ ("Manöver-spelet"),
  .board_kind = ST_BOARD_GRAPH,
  .arms = arms,
  .unit_attrs = unit_attrs,
  .n_unit_attrs = G_N_ELEMENTS (unit_attrs),
  .params = params,
  .n_params = G_N_ELEMENTS (params),
  .edge_links = links,
  .piece = { ST_PIECE_DISC_RIM, 15.0, 0.62, FALSE, TRUE },
  .preset = &preset,
  .side_homes = TRUE,
};
