/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "core/st-scenario-new.h"

/* Maneuver on a hex map (rules: maneuver-hex.txt; ruleset:
 * src/engine/rulesets/maneuver-hex/). */

/* The terrain effects st-hex-grid.c reads for this ruleset. */
static const char *const effects[] = { "move-cost", "impassable", "defense", "attack", "cavalry-stop", NULL };

static const char *const arms[] = { "infantry", "cavalry", "artillery", "capital", NULL };

static const StAttrSpec unit_attrs[] = {
  { "attack", ST_VALUE_INT, 0, 99, NULL, NULL, NULL, N_ ("Attack strength") },
  { "defense", ST_VALUE_INT, 0, 99, NULL, NULL, NULL, N_ ("Defence strength") },
  { "movement", ST_VALUE_INT, 0, 99, NULL, NULL, NULL, N_ ("Movement allowance") },
  { "reduced-attack", ST_VALUE_INT, 0, 99, "0", NULL, NULL, N_ ("Reduced attack strength") },
  { "reduced-defense", ST_VALUE_INT, 0, 99, "0", NULL, NULL, N_ ("Reduced defence strength") },
};

static const StAttrSpec params[] = {
  { "turn-limit", ST_VALUE_INT, 1, 99, "10", NULL, NULL, N_ ("Turn limit") },
  { "first-side", ST_VALUE_SIDE, 0, 0, "", NULL, NULL, N_ ("First player") },
  { "replacements-from-turn", ST_VALUE_INT, 1, 99, "2", NULL, NULL, N_ ("Replacements from turn") },
  { "large-small-nation", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Large vs. small nation") },
  { "army-quality", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Army quality") },
  { "step-losses", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Step losses") },
  { "step-replacements", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Step replacements") },
};

/* Rule [2]: one infantry or cavalry unit, one artillery unit and the capital
 * may share a hex. */
static const StStackSlot stacking[] = {
  { "infantry", "infantry" },
  { "cavalry", "infantry" },
  { "artillery", "artillery" },
  { "capital", "capital" },
  { NULL, NULL },
};

static const StTerrainPreset terrain[] = {
  { N_ ("Clear"), "#e8e2c4", NULL, "move-cost=1" },
  { NULL },
};

static const StEdgePreset edges[] = {
  { "border", N_ ("Border"), "#c01c28", 4, ST_LINE_SOLID, NULL },
  { NULL },
};

/* The CRT of the maneuver-hex rules, by attack total minus defence total. */
static const StCrtRow crt[] = {
  { TRUE, FALSE, 4, 0, ST_CRT_DE },  { TRUE, TRUE, 2, 3, ST_CRT_DR },   { TRUE, TRUE, 0, 1, ST_CRT_NE },
  { TRUE, TRUE, -2, -1, ST_CRT_AR }, { FALSE, TRUE, 0, -3, ST_CRT_AE },
};

static const StFamilyPreset preset = {
  .sides = { { N_ ("Blue"), "#1c71d8", NULL }, { N_ ("Red"), "#c01c28", NULL } },
  .columns = 10,
  .rows = 14,
  .terrain = terrain,
  .edges = edges,
  .crt = crt,
  .n_crt = G_N_ELEMENTS (crt),
};

const StFamily st_family_maneuver_hex = {
  .id = "maneuver-hex",
  .label = N_ ("Maneuver (hex)"),
  .board_kind = ST_BOARD_HEX,
  .arms = arms,
  .unit_attrs = unit_attrs,
  .n_unit_attrs = G_N_ELEMENTS (unit_attrs),
  .params = params,
  .n_params = G_N_ELEMENTS (params),
  .has_crt = TRUE,
  .terrain_effects = effects,
  .stacking = stacking,
  .piece = { ST_PIECE_COUNTER_COMBAT, 16.0, 0.62, TRUE, FALSE },
  .preset = &preset,
};
