/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "core/st-scenario-new.h"

/* Command and Maneuver (rules: command-and-maneuver.txt; ruleset:
 * src/engine/rulesets/command-maneuver/). */

/* The terrain effects cm-game.c reads. */
static const char *const effects[] = {
  "terrain-move-limit", "impassable-cavalry", "impassable-cannon",       "adjacent-entry",
  "blocks-leap",        "impassable",         "optional-leader-terrain", NULL,
};

static const char *const arms[] = { "leader", "cavalry", "cannon", "skirmisher", "infantry", NULL };

static const StAttrSpec unit_attrs[] = {
  { "movement", ST_VALUE_INT, 0, 99, NULL, NULL, NULL, N_ ("Movement range") },
  { "command-range", ST_VALUE_INT, 0, 99, NULL, "leader", NULL, N_ ("Command control range") },
  { "command-rating", ST_VALUE_INT, 0, 99, NULL, "leader", NULL, N_ ("Command rating") },
  { "moves-like", ST_VALUE_CHOICE, 0, 0, "leader", "leader", "leader cavalry cannon",
    N_ ("Moves like (cavalry and cannon leaders)") },
};

static const StAttrSpec params[] = {
  { "first-side", ST_VALUE_SIDE, 0, 0, "", NULL, NULL, N_ ("First player") },
  { "moves-per-turn", ST_VALUE_INT, 1, 20, "3", NULL, NULL, N_ ("Moves per turn") },
  { "replacement-threshold-leader", ST_VALUE_INT, 0, 20, "0", NULL, NULL,
    N_ ("Replacement threshold: leaders") },
  { "replacement-threshold-cavalry", ST_VALUE_INT, 0, 20, "0", NULL, NULL,
    N_ ("Replacement threshold: cavalry") },
  { "replacement-threshold-cannon", ST_VALUE_INT, 0, 20, "0", NULL, NULL,
    N_ ("Replacement threshold: cannon") },
  { "replacement-threshold-skirmisher", ST_VALUE_INT, 0, 20, "0", NULL, NULL,
    N_ ("Replacement threshold: skirmishers") },
  { "replacement-threshold-infantry", ST_VALUE_INT, 0, 20, "0", NULL, NULL,
    N_ ("Replacement threshold: infantry") },
  { "skirmisher-self-activation", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL,
    N_ ("Skirmishers self-activate") },
  { "skirmisher-promotion", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Skirmishers promote") },
  { "leader-replacement", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Leader replacement") },
  { "quick-march", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Quick march") },
  { "victory-leaders", ST_VALUE_INT, 0, 20, "0", NULL, NULL, N_ ("Leaders to capture for victory") },
  { "victory-counts-replacements", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL,
    N_ ("Leaders due as replacements count for victory") },
  { "leader-terrain", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL,
    N_ ("Leaders may move two squares when only one is terrain") },
  { "cavalry-cannon-leaders", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Cavalry and cannon leaders") },
  { "quick-march-distance", ST_VALUE_INT, 1, 99, "6", NULL, NULL,
    N_ ("Quick march: closest an enemy piece may be") },
  { "turn-limit", ST_VALUE_INT, 0, 999, "50", NULL, NULL, N_ ("Turn limit (0: none)") },
};

static const StTerrainPreset terrain[] = {
  { N_ ("Open ground"), "#e4e8c8", NULL, NULL },
  { N_ ("Town"), "#d6b49c", "town",
    "terrain-move-limit=1 adjacent-entry=1 blocks-leap=1 optional-leader-terrain=1" },
  { N_ ("Hill"), "#c9b27c", "hills",
    "terrain-move-limit=1 adjacent-entry=1 blocks-leap=1 impassable-cavalry=1" },
  { N_ ("Forest"), "#6d9a52", "trees",
    "terrain-move-limit=1 adjacent-entry=1 blocks-leap=1 impassable-cannon=1" },
  { NULL },
};

static const StFamilyPreset preset = {
  .sides = { { N_ ("White"), "#f6f5f4", NULL }, { N_ ("Black"), "#3d3846", NULL } },
  .columns = 8,
  .rows = 8,
  .terrain = terrain,
};

const StFamily st_family_command_maneuver = {
  .id = "command-maneuver",
  .label = N_ ("Command and Maneuver"),
  .board_kind = ST_BOARD_SQUARE,
  .arms = arms,
  .unit_attrs = unit_attrs,
  .n_unit_attrs = G_N_ELEMENTS (unit_attrs),
  .params = params,
  .n_params = G_N_ELEMENTS (params),
  .terrain_effects = effects,
  .piece = { ST_PIECE_DISC_ARM, 18.0, 0.66, FALSE, TRUE },
  .preset = &preset,
};
