/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-game.h"

G_BEGIN_DECLS

/* The referee's side of the game interface: the calls that see or change the
 * true state whatever a viewer may know. The play session, the command line,
 * the playtest runner, the AI players' search (on positions resampled for
 * them) and the tests call these; src/app and src/render never include this
 * header (tests/packaging/check-referee.py keeps it so). */

/* What one st_game_apply_logged () did, in a layout of the ruleset's own:
 * maneuver-hex defines it for its tests, other rulesets ignore it. */
typedef struct _StEventLog StEventLog;

/* Applies a legal action. */
void st_game_apply (const StGame *game, StState *state, StAction action);
/* The same, with what it did written to events (a ruleset's own tests). */
void st_game_apply_logged (const StGame *game, StState *state, StAction action, StEventLog *events);

/* The canonical text of an action, as files, logs and the command line write
 * it ("move b1 0206 0308"): the referee's, it may name a piece hidden from a
 * player (st_game_action_sentence () is the text as a viewer may read it). */
char    *st_game_action_to_text (const StGame *game, const StState *state, StAction action);
gboolean st_game_action_from_text (
    const StGame *game, const StState *state, const char *text, StAction *action, GError **error);

/* A uniformly random legal action, often found without listing them all (the
 * element st_rng_below (rng, n) of the legal actions, or for manover another draw
 * with the same distribution); the same for the same generator. scratch is a
 * reusable buffer. */
StAction st_game_random_action (const StGame *game, const StState *state, StRng *rng, StActionList *scratch);
/* Gives the state's dice a new future (used to sample chance in search). */
void st_game_reseed (const StGame *game, StState *state, guint64 seed);

/* What a player may know of a state (the whole state when nothing is hidden):
 * the observation a player is handed (st_player_choose ()). */
void st_game_observe (const StGame *game, const StState *state, int player, StState *out);
/* The observation of state for the player to act in it, for an AI player to
 * choose from (st_player_choose ()): a new state (st_state_free ()). */
StState *st_game_observation (const StGame *game, const StState *state);
/* A state consistent with what player knows, hidden parts drawn from rng; state
 * may be the true state or player's observation of it. */
void st_game_resample (const StGame *game, const StState *state, int player, StRng *rng, StState *out);
/* A heuristic value of state for player in [-1, 1]: material, supply, capitals. */
double st_game_evaluate (const StGame *game, const StState *state, int player);

G_END_DECLS
