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
void    cm_fixture_unit (StScenario *s, const char *id, const char *type, const char *side, int x, int y);
void    cm_fixture_param (StScenario *s, const char *name, const char *value);
void    cm_fixture_terrain (StScenario *s, const char *terrain, int x, int y);
StGame *cm_fixture_game (StScenario *s);
StGame *cm_fixture_load (const char *scenario_file);

/* A game from units given as groups of five strings (id, type, side, x, y),
 * NULL-terminated, and params as pairs, NULL-terminated (may be NULL). */
StGame *cm_position (const char *const *units, const char *const *params);

guint    cm_unit (const StGame *game, const char *id);
int      cm_cell (const StGame *game, int x, int y);
gboolean cm_can (const StGame *game, const StState *state, const char *text);
void     cm_do (const StGame *game, StState *state, const char *text);
/* The number of legal actions whose text starts with prefix. */
guint cm_count (const StGame *game, const StState *state, const char *prefix);
/* The number of distinct squares unit may move to now. */
guint cm_count_targets (const StGame *game, const StState *state, const char *unit);

#define CM_ST(state) ((CmState *) (state))

G_END_DECLS
