/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "core/st-scenario-new.h"

/* Manoeuvre (rules: manoeuvre-reference.txt; ruleset:
 * src/engine/rulesets/manoeuvre/). */

/* The terrain effects mo-game.c reads. */
static const char *const effects[] = {
  "impassable",           "defense", "attack", "blocks-fire", "cavalry-stop", "no-assault-from",
  "no-forced-march-from", NULL,
};

static const char *const arms[] = { "infantry", "cavalry", NULL };

static const StAttrSpec unit_attrs[] = {
  { "strength", ST_VALUE_INT, 0, 99, NULL, NULL, NULL, N_ ("Strength") },
  { "reduced-strength", ST_VALUE_INT, 0, 99, NULL, NULL, NULL, N_ ("Reduced strength") },
  { "movement", ST_VALUE_INT, 1, 9, "1", NULL, NULL, N_ ("Movement") },
};

/* Rule 5: cavalry moves two squares. */
static const StArmDefault arm_defaults[] = {
  { "cavalry", "movement", "2" },
  { NULL },
};

/* For first-side, `choices` lists the words allowed besides a side id:
 * manoeuvre's rules roll a d10 for it, which the designer may keep with "roll". */
static const StAttrSpec params[] = {
  { "hand-size", ST_VALUE_INT, 1, 10, "5", NULL, NULL, N_ ("Hand size") },
  { "attrition-victory", ST_VALUE_INT, 1, 8, "5", NULL, NULL,
    N_ ("Units to eliminate for attrition victory") },
  { "advance-to-contact", ST_VALUE_BOOL, 0, 0, "true", NULL, NULL, N_ ("Advance to contact") },
  { "first-side", ST_VALUE_SIDE, 0, 0, "", NULL, "roll", N_ ("First player") },
  { "tournament-hands", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL,
    N_ ("Players choose their starting cards") },
  { "ambush-attack", ST_VALUE_DICE, 0, 0, "2d6", NULL, NULL, N_ ("Ambush attack dice") },
};

/* The terrain of the manoeuvre rules, with the effects the rules text gives. */
static const StTerrainPreset terrain[] = {
  { N_ ("Field"), "#dfe6b0", NULL, "move-cost=1 no-forced-march-from=1" },
  { N_ ("Hills"), "#c8b27a", "hills", "move-cost=1 defense=2 attack=1 blocks-fire=1" },
  { N_ ("Woods"), "#6f9f4f", "trees", "move-cost=1 defense=1 blocks-fire=1 cavalry-stop=1" },
  { N_ ("Marsh"), "#9fc2b0", "marsh", "move-cost=1 cavalry-stop=1 no-assault-from=1 no-forced-march-from=1" },
  { N_ ("Town"), "#d9b8a0", "town", "move-cost=1 defense=2 blocks-fire=1" },
  { N_ ("Lake"), "#7fb4e0", "water", "impassable=1" },
  { NULL },
};

static const StFamilyPreset preset = {
  .sides = { { N_ ("Blue"), "#2a62b8", NULL }, { N_ ("Red"), "#c01c28", NULL } },
  .columns = 8,
  .rows = 8,
  .sections = TRUE,
  .terrain = terrain,
};

const StFamily st_family_manoeuvre = {
  .id = "manoeuvre",
  .label = N_ ("Manoeuvre"),
  .board_kind = ST_BOARD_SQUARE,
  .arms = arms,
  .unit_attrs = unit_attrs,
  .n_unit_attrs = G_N_ELEMENTS (unit_attrs),
  .arm_defaults = arm_defaults,
  .params = params,
  .n_params = G_N_ELEMENTS (params),
  .has_decks = TRUE,
  .terrain_effects = effects,
  /* Room for a unit's name on a printed counter. */
  .piece = { ST_PIECE_COUNTER_NAMED, 20.0, 0.62, TRUE, FALSE },
  .preset = &preset,
};
