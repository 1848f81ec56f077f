/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "core/st-scenario-io.h"
#include "engine/rulesets/maneuver-hex/mh-private.h"
#include "engine/st-game.h"
#include "../engine-fixture.h"

G_BEGIN_DECLS

/* Small hand-made maneuver-hex positions for the rule tests. A fixture board is
 * clear terrain with sides blue (moves first) and red, the unit types of the basic
 * game (infantry 4-4-3 reduced 2-2, weak infantry 3-3-3 reduced 0-0, cavalry 3-3-5
 * reduced 1-1, artillery 5/2-2 reduced 3/1, capital 1/4-0 reduced 1/2) and a CRT of
 * one result for every difference, so that combat tests need no lucky dice. */

StScenario *mh_fixture_new (int columns, int rows, const char *crt_result);
/* x < 0 leaves the unit in reserve. */
void mh_fixture_unit (StScenario *s, const char *id, const char *type, const char *side, int x, int y);
void mh_fixture_param (StScenario *s, const char *name, const char *value);
void mh_fixture_terrain (StScenario *s, const char *id, const char *effect, int value, int x, int y);
void mh_fixture_area (StScenario *s, const char *id, StAreaRole role, const char *side, const char *cells);

/* A 10x10 board with Blue's capital at 1,1 and Red's at 8,8, and the units given
 * as groups of five strings: id, type, side, x, y; NULL ends the list. */
StGame     *mh_position (const char *crt, const char *const *units);
StScenario *mh_position_scenario (const char *crt, const char *const *units);
/* A new game (seed 1) at Blue's combat phase of turn 1. */
StState *mh_at_combat (const StGame *game);

/* Moves a unit to the dead pile, as if eliminated. */
void mh_send_to_dead_pile (const StGame *game, StState *state, const char *id);
/* Ends phases (attacking nothing) until player's next movement phase. */
void mh_skip_to_movement (const StGame *game, StState *state, int player);
#define MH_ST(state) ((MhState *) (state))

/* The helpers every family's tests share (engine-fixture.h), by this
 * fixture's names. */
#define mh_unit st_test_unit
#define mh_cell st_test_cell
#define mh_can st_test_can
#define mh_do st_test_do
#define mh_count_actions st_test_count
#define mh_fixture_game st_test_compile
#define mh_fixture_load st_test_load_source

G_END_DECLS
