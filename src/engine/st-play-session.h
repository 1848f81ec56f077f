/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "engine/st-game.h"

G_BEGIN_DECLS

#define ST_TYPE_PLAY_SESSION (st_play_session_get_type ())

G_DECLARE_FINAL_TYPE (StPlaySession, st_play_session, ST, PLAY_SESSION, GObject)

/* The referee of one game being play-tested, the app's only way to play one:
 * it keeps the true positions, applies the actions and writes their canonical
 * texts (engine/st-game-referee.h); a user interface reads the positions only
 * through the viewer queries of engine/st-game.h.
 *
 * The session holds the seed and the actions played, as a log, and a position
 * in it. The position after every action is kept, so going back (to look, or
 * to undo) shows exactly the game as it was, and a log row can be written for
 * any viewer from the positions before and after its action. Actions are only
 * played at the end of the log. Undone actions wait on a redo list until
 * another action is played. "changed" is emitted after every change of the log
 * or the position. */
StPlaySession *st_play_session_new (StGame *game, guint64 seed);
/* The saved play-test's seed and actions; fails on an action that is not legal,
 * saying where it is (FILE:LINE:COL, when the play-test was read from the
 * file named file_name, which may be NULL). */
StPlaySession *st_play_session_new_from_playtest (StGame           *game,
                                                  const StPlaytest *playtest,
                                                  const char       *file_name,
                                                  GError          **error);

StGame  *st_play_session_get_game (StPlaySession *self);
guint64  st_play_session_get_seed (StPlaySession *self);
guint    st_play_session_get_n_actions (StPlaySession *self);
StAction st_play_session_get_action (StPlaySession *self, guint index);
/* The action's canonical text, as files and the command line write it. */
const char *st_play_session_get_action_text (StPlaySession *self, guint index);
/* The action as viewer may read it, translated, scenario names in lang. */
char *st_play_session_dup_sentence (StPlaySession *self, guint index, int viewer, const char *lang);
/* What the action did besides itself (a unit eliminated, a capital captured),
 * as viewer may see it: StConsequence*, possibly empty. */
GPtrArray *st_play_session_dup_consequences (StPlaySession *self, guint index, int viewer, const char *lang);
/* What the action resolved to (dice, totals, result) as viewer may see it:
 * StRow*, or NULL when there is nothing to show. */
GPtrArray *st_play_session_dup_resolution (StPlaySession *self, guint index, int viewer, const char *lang);

/* How many of the actions have been played at the position shown (0: start). */
guint    st_play_session_get_position (StPlaySession *self);
void     st_play_session_set_position (StPlaySession *self, guint position);
gboolean st_play_session_at_end (StPlaySession *self);
/* The state at the position. */
const StState *st_play_session_get_state (StPlaySession *self);
/* The state after the first n actions (n <= st_play_session_get_n_actions ()). */
const StState *st_play_session_get_state_at (StPlaySession *self, guint n);
/* The state after every action. */
const StState *st_play_session_get_end_state (StPlaySession *self);

/* The canonical text of an action legal at the end of the log, as the log
 * would write it (for the tests' eyes: it may name a hidden piece). */
char *st_play_session_dup_action_text (StPlaySession *self, StAction action);
/* Reads an action's canonical text (as st_play_session_get_action_text ()
 * writes it) in the position at the end of the log, where it would be played. */
gboolean
st_play_session_parse_action (StPlaySession *self, const char *text, StAction *action, GError **error);
/* What player knows of the position at the end of the log (st_game_observe ()),
 * for an AI player to choose from (st_player_choose ()): free with
 * st_state_free (). */
StState *st_play_session_observe (StPlaySession *self, int player);

/* Plays a legal action at the end of the log (FALSE when not at the end or the
 * action is not legal). An action other than the next one to redo forgets the
 * redo list. */
gboolean st_play_session_apply (StPlaySession *self, StAction action);
/* Undo to Here: forgets the actions after the position, onto the redo list. */
void st_play_session_truncate (StPlaySession *self);
/* Takes back the last action (onto the redo list) and shows the end. */
gboolean st_play_session_undo (StPlaySession *self);
/* Plays the last action undone again. */
gboolean st_play_session_redo (StPlaySession *self);
gboolean st_play_session_can_undo (StPlaySession *self);
gboolean st_play_session_can_redo (StPlaySession *self);
/* The log as a scenario's play-test: the seed and the action texts. */
StPlaytest *st_play_session_to_playtest (StPlaySession *self);

G_END_DECLS
