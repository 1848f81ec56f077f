/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "core/st-scenario-io.h"
#include "engine/rulesets/command-maneuver/cm-private.h"
#include "engine/st-game.h"
#include "../engine-fixture.h"

G_BEGIN_DECLS

/* Small hand-made command-maneuver positions for the rule tests. A fixture board
 * is open ground, 10 by 10, with sides white (moves first, from the top rows) and
 * black, two moves a turn, and these unit types: general (leader, range 3, rating
 * 4), brigadier (range 2, rating 2), colonel (range 1, rating 1), cavalry-general
 * and cannon-general (leaders that move like those, range 2, rating 4), cavalry,
 * cannon, skirmisher, infantry. Terrain "town", "hill" and "forest" carry the
 * bundled scenario's effects, except that only towns count for the optional
 * leader terrain rule. */

StScenario *cm_fixture_new (void);
/* x < 0 leaves the unit out of the game (a spare leader). */
void cm_fixture_unit (StScenario *s, const char *id, const char *type, const char *side, int x, int y);
void cm_fixture_param (StScenario *s, const char *name, const char *value);
void cm_fixture_terrain (StScenario *s, const char *terrain, int x, int y);

/* A game from units given as groups of five strings (id, type, side, x, y),
 * NULL-terminated, and params as pairs, NULL-terminated (may be NULL). */
StGame *cm_position (const char *const *units, const char *const *params);

/* The number of distinct squares unit may move to now. */
guint cm_count_targets (const StGame *game, const StState *state, const char *unit);

#define CM_ST(state) ((CmState *) (state))

/* The helpers every family's tests share (engine-fixture.h), by this
 * fixture's names. */
#define cm_unit st_test_unit
#define cm_cell st_test_cell
#define cm_can st_test_can
#define cm_do st_test_do
#define cm_count st_test_count
#define cm_fixture_game st_test_compile
#define cm_fixture_load st_test_load_source

G_END_DECLS
