/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "core/st-scenario-new.h"

/* Race: a small game on squares that the tests use to show what a family is
 * made of (docs/architecture.md, "Adding a game family"). Runners race to the
 * far row; ruleset: src/engine/rulesets/race/. */

static const char *const effects[] = { "impassable", NULL };

static const char *const arms[] = { "infantry", NULL };

static const StAttrSpec unit_attrs[] = {
  { "movement", ST_VALUE_INT, 1, 3, "1", NULL, NULL, N_ ("Squares straight ahead in one move") },
};

static const StAttrSpec params[] = {
  { "first-side", ST_VALUE_SIDE, 0, 0, "", NULL, NULL, N_ ("First player") },
  { "turn-limit", ST_VALUE_INT, 1, 99, "30", NULL, NULL, N_ ("Turn limit") },
};

static const StTerrainPreset terrain[] = {
  { N_ ("Track"), "#e8e2c4", NULL, NULL },
  { N_ ("Wall"), "#5e5c64", "hatch", "impassable=1" },
  { NULL },
};

static const StFamilyPreset preset = {
  .sides = { { N_ ("Blue"), "#1c71d8", NULL }, { N_ ("Red"), "#c01c28", NULL } },
  .columns = 5,
  .rows = 6,
  .terrain = terrain,
};

const StFamily st_family_race = {
  .id = "race",
  .label = N_ ("Race (a test family)"),
  .board_kind = ST_BOARD_SQUARE,
  .arms = arms,
  .unit_attrs = unit_attrs,
  .n_unit_attrs = G_N_ELEMENTS (unit_attrs),
  .params = params,
  .n_params = G_N_ELEMENTS (params),
  .terrain_effects = effects,
  .piece = { ST_PIECE_DISC_ARM, 16.0, 0.62, FALSE, TRUE },
  .preset = &preset,
};
