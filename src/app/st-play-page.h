/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "core/st-history.h"

#include "st-board-view.h"
#include "st-play-session.h"

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

/* Play mode: the scenario's board with the rules engine enforcing the rules.
 * A set-up pane picks who plays each side and the seed; the game pane shows the
 * board, what the player to act is asked, the choices, the action log with
 * replay and undo, and saves the log into the scenario through the history. */
GtkWidget *st_play_page_new (void);
/* Offers to play the history's current version (the set-up pane). FALSE, with
 * the reason shown, when the engine cannot play it. */
gboolean st_play_page_open (StPlayPage *self, StHistory *history);
/* Stops the game and any AI move in progress. */
void st_play_page_close (StPlayPage *self);

void   st_play_page_set_seat (StPlayPage *self, int player, StSeat seat);
StSeat st_play_page_get_seat (StPlayPage *self, int player);
void   st_play_page_set_seed (StPlayPage *self, guint64 seed);
/* Milliseconds between AI moves, so that a human can follow them (default 300). */
void     st_play_page_set_ai_delay (StPlayPage *self, guint ms);
gboolean st_play_page_get_ai_busy (StPlayPage *self);

/* The game in progress, or NULL on the set-up pane. */
StPlaySession *st_play_page_get_session (StPlayPage *self);
StBoardView   *st_play_page_get_view (StPlayPage *self);
/* What a click on cell does: pick a unit or a hex, or move the picked unit. */
gboolean st_play_page_press_cell (StPlayPage *self, StCell cell);
/* The unit picked (-1 if none) and the cells highlighted for it. */
int           st_play_page_get_picked_unit (StPlayPage *self);
const StCell *st_play_page_get_highlights (StPlayPage *self, guint *n_cells);
/* The action texts offered as a list (attacks on the picked hex, retreats, ...). */
GStrv       st_play_page_dup_choices (StPlayPage *self);
const char *st_play_page_get_status (StPlayPage *self);
const char *st_play_page_get_combat_text (StPlayPage *self);

G_END_DECLS
