/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "core/st-history.h"

#include "st-board-view.h"
#include "engine/st-play-session.h"
#include "st-document.h"

G_BEGIN_DECLS

#define ST_TYPE_PLAY_PAGE (st_play_page_get_type ())

G_DECLARE_FINAL_TYPE (StPlayPage, st_play_page, ST, PLAY_PAGE, AdwBin)

/* Who makes a player's moves. */
typedef enum
{
  ST_SEAT_HUMAN,
  ST_SEAT_RANDOM,
  ST_SEAT_GREEDY,
  ST_SEAT_MCTS,
} StSeat;

/* Play mode: the scenario's board with the rules engine enforcing the rules,
 * for every family with an engine. A set-up pane picks who plays each side and
 * the seed; the game pane shows the board with the pieces as the player at the
 * screen sees them, hands and piles, what the player to act is asked, the
 * choices, the status and resolution rows, the log in sentences with replay,
 * undo and redo, and saves the log into the scenario through the history. */
GtkWidget *st_play_page_new (void);
/* Offers to play the document's current version (the set-up pane); Save
 * Play-Test commits to its history. FALSE, with the reason shown, when the
 * engine cannot play it. */
gboolean st_play_page_open (StPlayPage *self, StDocument *document);
/* Stops the game and any AI move in progress. */
void st_play_page_close (StPlayPage *self);
/* Opens a finished game, such as a game of a balance run, as a replay on game
 * (the document's scenario, or a version of it with the other side first): both
 * seats human and no cover, so nothing moves by itself and everything shows; the
 * position starts at the beginning and the log steps through it. FALSE, with the
 * reason shown on the set-up pane, when the log does not replay. */
gboolean st_play_page_open_replay (
    StPlayPage *self, StDocument *document, StGame *game, guint64 seed, GPtrArray *actions);

void   st_play_page_set_seat (StPlayPage *self, int player, StSeat seat);
StSeat st_play_page_get_seat (StPlayPage *self, int player);
void   st_play_page_set_seed (StPlayPage *self, guint64 seed);
/* Milliseconds between AI moves, so that a human can follow them (default 300). */
void     st_play_page_set_ai_delay (StPlayPage *self, guint ms);
gboolean st_play_page_get_ai_busy (StPlayPage *self);
/* While held (the window's "Save Changes?" prompt is up) the computer makes
 * no move and a search under way is dropped; released, it plays on. */
void st_play_page_hold_ai (StPlayPage *self, gboolean held);

/* A side's name in the document's language. */
const char *st_play_page_player_name (StPlayPage *self, int player);
/* The player whose eyes the screen is for: the human against an AI, the player
 * to act in hot-seat, ST_VIEWER_ALL when only AIs play. */
int st_play_page_viewer (StPlayPage *self);

/* Hot-seat behind a cover screen between the players (on by default when the
 * game hides anything from a player). */
void st_play_page_set_cover (StPlayPage *self, gboolean cover);
/* The next game begins with the players setting up their pieces (families whose
 * engine can: st-play-setup.c), not from the scenario's set-up. */
void     st_play_page_set_player_setup (StPlayPage *self, gboolean players);
gboolean st_play_page_get_covered (StPlayPage *self);
/* The cover screen's widget, shown while the page is covered. */
GtkWidget *st_play_page_get_cover_widget (StPlayPage *self);

/* Whether the user may play now: the latest position, a human to act, no AI
 * thinking, no cover screen. */
gboolean st_play_page_get_can_act (StPlayPage *self);

/* The game in progress, or NULL on the set-up pane. */
StPlaySession *st_play_page_get_session (StPlayPage *self);
StBoardView   *st_play_page_get_view (StPlayPage *self);
/* What a click on a place does: pick a unit there, or play the picked unit's or
 * card's action that goes there (or list them when several do). */
gboolean st_play_page_press_place (StPlayPage *self, int place);
/* The same for a grid cell. */
gboolean st_play_page_press_cell (StPlayPage *self, StCell cell);
/* What a click on a card of the hand does: pick it, or play it; or mark it for
 * a set of cards (a discard), or unmark it. */
gboolean st_play_page_press_card (StPlayPage *self, int card);
/* What dropping a card of the hand on a place does (the board's drop target):
 * the card is picked as a click picks it, then the place is pressed. */
gboolean st_play_page_drop_card (StPlayPage *self, int card, int place);
/* Whether card is marked for a set of cards. */
gboolean st_play_page_get_card_marked (StPlayPage *self, int card);
/* The hand of the side at the screen (StPlayHand, a drag source). */
GtkWidget *st_play_page_get_hand (StPlayPage *self);
/* The unit and card picked (-1 if none) and the places highlighted for them. */
int        st_play_page_get_picked_unit (StPlayPage *self);
int        st_play_page_get_picked_card (StPlayPage *self);
const int *st_play_page_get_targets (StPlayPage *self, guint *n_places);
/* The canonical texts of the actions offered as a list. */
GStrv       st_play_page_dup_choices (StPlayPage *self);
const char *st_play_page_get_status (StPlayPage *self);
const char *st_play_page_get_prompt (StPlayPage *self);
/* The targets highlighted that would cost the unit picked (outlined in red). */
const int *st_play_page_get_costly_targets (StPlayPage *self, guint *n_places);
/* Whether a game has actions that Save Play-Test has not stored in the document. */
gboolean st_play_page_has_unstored_game (StPlayPage *self);
/* Why the last click on the board did nothing, as the prompt shows it, or NULL. */
const char *st_play_page_get_pick_note (StPlayPage *self);
/* The End / Pass button: insensitive, with the ruleset's note as its tooltip,
 * when passing is not allowed. */
GtkWidget *st_play_page_get_pass_button (StPlayPage *self);
/* The text of log row index (0: the start, then one per action: its sentence
 * and the rows of what it resolved to, one a line). */
char *st_play_page_dup_log_row (StPlayPage *self, guint index);

G_END_DECLS
