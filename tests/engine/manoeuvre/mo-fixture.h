/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "core/st-scenario-io.h"
#include "engine/rulesets/manoeuvre/mo-private.h"
#include "engine/st-game.h"
#include "../engine-fixture.h"

G_BEGIN_DECLS

/* Small hand-made manoeuvre positions for the rule tests: the bundled
 * manoeuvre.xml (Aurelia on the top edge moves first, Borovia on the bottom
 * edge) with its map sections taken away, so that every square is a field unless
 * the test says otherwise, and with a few Distant Lands cards added to each deck
 * (see mo-fixture.c). Positions are built directly: empty board, empty piles, the
 * third game turn (no advance to contact). */

/* The bundled manoeuvre.xml as it is, and a game compiled from a scenario
 * (both assert that there is no error). */
StScenario *mo_fx_bundled (void);
StGame     *mo_fx_compile (StScenario *s);

/* terrain: "x,y", "terrain-id" pairs, NULL-terminated (may be NULL). */
StGame  *mo_fx_game (const char *const *terrain);
StState *mo_fx_state (const StGame *game, MoStep step, int active);
void     mo_fx_put (const StGame *game, StState *state, const char *unit, int x, int y);
/* A copy of the card that is in no pile of state yet. */
guint mo_fx_card (const StGame *game, const StState *state, const char *id);
/* NULL-terminated card ids, appended to the owner's hand, draw deck (top last)
 * or discards. */
void mo_fx_hand (const StGame *game, StState *state, ...) G_GNUC_NULL_TERMINATED;
void mo_fx_draw (const StGame *game, StState *state, ...) G_GNUC_NULL_TERMINATED;
void mo_fx_discard (const StGame *game, StState *state, ...) G_GNUC_NULL_TERMINATED;
/* The next rolls the state's dice will make, without rolling them. */
typedef struct
{
  StRng rng;
} MoFxDice;
void mo_fx_dice (const StState *state, MoFxDice *dice);
int  mo_fx_roll (MoFxDice *dice, int count, int sides);
#define MO_ST(state) ((MoState *) (state))

/* The helpers every family's tests share (engine-fixture.h), by this
 * fixture's names. */
#define mo_fx_unit st_test_unit
#define mo_fx_cell st_test_cell
#define mo_fx_can st_test_can
#define mo_fx_do st_test_do
#define mo_fx_count st_test_count

G_END_DECLS
