/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "engine/st-game.h"

G_BEGIN_DECLS

#define ST_TYPE_PLAY_SESSION (st_play_session_get_type ())

G_DECLARE_FINAL_TYPE (StPlaySession, st_play_session, ST, PLAY_SESSION, GObject)

/* One game being play-tested: the seed and the actions played, as a log, and a
 * position in it. The state at any position is replayed from the seed and the
 * actions before it, so going back (to look, or to undo) gives exactly the game
 * as it was. Actions are only played at the end of the log. "changed" is
 * emitted after every change of the log or the position. */
StPlaySession *st_play_session_new (StGame *game, guint64 seed);
/* The saved play-test's seed and actions; fails on an action that is not legal. */
StPlaySession *st_play_session_new_from_playtest (StGame *game, const StPlaytest *playtest, GError **error);

StGame  *st_play_session_get_game (StPlaySession *self);
guint64  st_play_session_get_seed (StPlaySession *self);
guint    st_play_session_get_n_actions (StPlaySession *self);
StAction st_play_session_get_action (StPlaySession *self, guint index);
/* The action's canonical text. */
const char *st_play_session_get_action_text (StPlaySession *self, guint index);
/* The dice and the CRT line of the combat the action resolved, or NULL. */
const char *st_play_session_get_action_dice (StPlaySession *self, guint index);

/* How many of the actions have been played at the position shown (0: start). */
guint    st_play_session_get_position (StPlaySession *self);
void     st_play_session_set_position (StPlaySession *self, guint position);
gboolean st_play_session_at_end (StPlaySession *self);
/* The state at the position. */
const StState *st_play_session_get_state (StPlaySession *self);

/* Plays a legal action at the end of the log (FALSE when not at the end or the
 * action is not legal). */
gboolean st_play_session_apply (StPlaySession *self, StAction action);
/* Undo to the position: forgets the actions after it. */
void st_play_session_truncate (StPlaySession *self);
/* The log as a scenario's play-test: the seed and the action texts. */
StPlaytest *st_play_session_to_playtest (StPlaySession *self);

/* "Dice 4 : 2 — 7 against 5, +2: DR" for a combat record. */
char *st_play_session_describe_combat (const StCombatRecord *record);

G_END_DECLS
