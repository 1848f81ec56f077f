/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-player.h"

#include "st-play-page.h"

G_BEGIN_DECLS

/* StPlayPage spans st-play-page.c (the panes, the log, the actions),
 * st-play-board.c (the board: the units where the state has them, picking,
 * highlights, clicks) and st-play-ai.c (the AI players and their moves). */

/* The AI players of a game. A move searched in a thread holds a reference, so
 * the players outlive a game that is left while they think. */
typedef struct
{
  StPlayer *players[2]; /* NULL for a human */
} Seats;

struct _StPlayPage
{
  AdwBin parent_instance;

  /* template widgets */
  GtkStack          *stack;
  GtkLabel          *setup_error_label;
  AdwComboRow       *first_row;
  AdwComboRow       *second_row;
  GtkSpinButton     *iterations_spin;
  GtkSpinButton     *seed_spin;
  GtkWidget         *resume_button;
  GtkWidget         *start_button;
  GtkLabel          *status_label;
  GtkLabel          *prompt_label;
  StBoardView       *view;
  GtkLabel          *combat_label;
  GtkWidget         *choices_heading;
  GtkWidget         *choices_scroller;
  GtkListBox        *choices_list;
  GtkListBox        *log_list;
  GtkScrolledWindow *log_scroller;

  /* the document */
  StHistory  *history;
  StScenario *scenario; /* the version being played */
  StGame     *game;

  /* the game */
  StPlaySession *session;
  Seats         *seats;
  StSeat         seat_kinds[2];
  StScenario    *display; /* the scenario with the units where the state has them */
  guint          log_rows; /* action rows in the log list */
  guint          scroll_source;

  /* picking */
  int        picked_unit;
  int        picked_cell; /* the defending hex picked in combat, -1 if none */
  GArray    *highlights; /* StCell */
  StCell     selected;
  gboolean   has_selected;
  GPtrArray *choices; /* char*, action texts offered */

  /* AI */
  guint         ai_delay;
  guint         ai_source;
  GCancellable *ai_cancellable; /* the search in a thread whose move is wanted */
  gboolean      ai_searching; /* a search runs, wanted or not */
  guint         generation; /* counts changes, so a late AI move is dropped */
};

/* st-play-page.c */
const StState *st_play_page_state (StPlayPage *self);
/* The latest position, a human to move, no AI thinking. */
gboolean    st_play_page_human_to_act (StPlayPage *self);
const char *st_play_page_player_name (StPlayPage *self, int player);
StCell      st_play_page_cell_of (StPlayPage *self, int index);
int         st_play_page_index_of (StPlayPage *self, StCell cell);
void        st_play_page_refresh (StPlayPage *self);

/* st-play-board.c */
void st_play_board_update_display (StPlayPage *self);
void st_play_board_update_highlights (StPlayPage *self);
/* Picks the unit the rules ask about (a retreat, a placement), if any. */
void st_play_board_auto_pick (StPlayPage *self);

/* st-play-ai.c */
Seats *st_play_seats_new (StPlayPage *self, guint64 seed, guint iterations);
void   st_play_seats_unref (Seats *seats);
void   st_play_ai_cancel (StPlayPage *self);
/* Plays the AI's move after the delay when an AI is to act. */
void st_play_ai_schedule (StPlayPage *self);

G_END_DECLS
