/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "core/st-scenario-io.h"
#include "engine/rulesets/manover/mv-private.h"
#include "engine/st-game.h"
#include "../engine-fixture.h"

G_BEGIN_DECLS

/* Small hand-made Manöver positions for the rule tests, written as the minimal
 * fixture (tests/data/manover-minimal.xml) is: sides north (home north, moves
 * first) and south, link types rail (railway) and road, and the twelve piece types
 * of the Finland scenario with its steps:
 *   inf-co infantry I 3, mg machine-gun I 2, bty artillery I 2, train armoured
 *   train I 6, air aviation I 9, bn infantry II 3, sect artillery II 2, gas gas
 *   III 2, regt infantry IV 2, art-regt artillery IV 1, cav cavalry V 4, div
 *   infantry VI 1.
 * nodes: "id:x:y[:flags]" separated by spaces; y grows southwards; flags: S
 *   strategic, N north headquarters, Y south headquarters, n in the north area,
 *   s in the south area.
 * links: "a-b:r" (railway), "a-b:d" (road) or "a-b:x" (a drawn line of an edge type
 *   without link, as the area lines).
 * units: "id:type:side:at", at "-" for the reserve.
 * params: "name=value" separated by spaces, or NULL. */
StGame *mv_fixture (const char *nodes, const char *links, const char *units, const char *params);
/* The same with other <side> elements than the two above (sides: their XML). */
StGame *mv_fixture_sides (
    const char *sides, const char *nodes, const char *links, const char *units, const char *params);
/* The scenario text mv_fixture_sides () loads, to change before loading it with
 * mv_fixture_game (), which fails the test unless the file loads; the game may
 * be refused (NULL) when error is given. */
char *mv_fixture_text (
    const char *sides, const char *nodes, const char *links, const char *units, const char *params);
StGame *mv_fixture_game (const char *text, GError **error);

int mv_node (const StGame *game, const char *id);
/* The index of a piece type in the scenario (and in the compiled types). */
int      mv_type (const StGame *game, const char *id);
StState *mv_start (const StGame *game);
#define MV_ST(state) ((MvState *) (state))

/* The helpers every family's tests share (engine-fixture.h), by this
 * fixture's names. */
#define mv_piece st_test_unit
#define mv_can st_test_can
#define mv_do st_test_do
#define mv_count st_test_count
#define mv_fixture_load st_test_load_source

G_END_DECLS
