/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-player.h"

#include "st-play-cover.h"
#include "st-play-hand.h"
#include "st-play-page.h"
#include "st-play-pick.h"

G_BEGIN_DECLS

/* StPlayPage spans st-play-page.c (the panes, the actions, undo and redo, the
 * cover screen), st-play-page-input.c (presses on places and cards, and the
 * pick in progress), st-play-board.c (the board: pieces as the viewer sees them,
 * targets, clicks), st-play-log.c (the log, the prompt, the status and the
 * resolution rows), st-play-cards.c (hands and piles) and st-play-ai.c (the AI
 * players and their moves). Only the family-neutral engine interface is used. */

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
  GtkWidget         *setup_fix_button; /* under the label: to the problem in the editor */
  AdwComboRow       *first_row;
  AdwComboRow       *second_row;
  GtkSpinButton     *iterations_spin;
  GtkWidget         *iterations_row; /* shown while a seat plays MCTS */
  GtkSpinButton     *seed_spin;
  GtkSwitch         *cover_switch;
  GtkWidget         *resume_button;
  GtkWidget         *start_button;
  GtkLabel          *resume_label; /* which game Resume resumes */
  GtkRevealer       *end_revealer;
  GtkLabel          *end_title;
  GtkLabel          *end_reason;
  GtkLabel          *status_label;
  GtkInscription    *prompt_label; /* a fixed height: the board does not move as it changes */
  GtkButton         *pass_button;
  StBoardView       *view;
  GtkWidget         *cards_box;
  GtkLabel          *opponent_label;
  StPlayHand        *opponent_hand;
  GtkLabel          *hand_label;
  StPlayHand        *hand;
  GtkLabel          *piles_label;
  GtkWidget         *resolution_box;
  GtkLabel          *resolution_title;
  GtkGrid           *resolution_grid;
  GtkWidget         *status_heading;
  GtkGrid           *status_grid;
  GtkWidget         *choices_heading;
  GtkWidget         *choices_scroller;
  GtkListBox        *choices_list;
  GtkListBox        *log_list;
  GtkScrolledWindow *log_scroller;
  StPlayCover       *cover;
  GtkWidget         *setup_row;
  GtkWidget         *dice_group; /* hidden for games without chance */
  GtkSwitch         *setup_switch;

  /* the document */
  StDocument *document;
  StHistory  *history; /* the document's, while open */
  StScenario *scenario; /* the version being played */
  StGame     *game;
  StGame     *other_game; /* the game with the other set-up choice, or NULL (st-play-setup.c) */
  gboolean    players_set_up; /* game is the one where the players set up */

  /* the game */
  StPlaySession *session;
  Seats         *seats;
  StSeat         seat_kinds[2];
  gboolean       use_cover; /* hot-seat behind a cover screen */
  int            revealed; /* the player the cover was lifted for, -1 none */
  /* The board view shows display, the scenario's board with what the set-up
   * placed on it and no units (display_placements, StPlacement*), and the
   * pieces as display_viewer sees them in display_state (st-play-board.c). */
  StScenario *display;
  GPtrArray  *display_placements;
  GPtrArray  *display_units; /* StUnit* of self->scenario, by unit index */
  GArray     *pieces; /* StRenderPiece */
  StState    *display_state;
  int         display_viewer;
  StGame     *display_game; /* whose state display_state is */
  guint       log_rows; /* action rows in the log list */
  GtkWidget  *log_result; /* the result row after them when the game is over, or NULL */
  int         log_viewer; /* whom the log rows were written for */
  guint       scroll_source;
  guint       scroll_tries;

  /* picking */
  StPlayPick pick;
  GArray    *targets; /* int: places highlighted */
  GArray    *highlight_cells; /* StCell, grid boards */
  GArray    *costly; /* int: the targets that cost the unit picked (st-play-board.c) */
  GArray    *costly_cells; /* StCell, grid boards */
  /* the log row under the pointer (-1: none) and the places its action names */
  int        log_hover;
  int        mentioned[2];
  StCell     mentioned_cells[2];
  guint      n_mentioned;
  StCell     selected_cell;
  int        selected_place;
  GPtrArray *choices; /* char*: the canonical texts of the actions listed (from the session; tests) */
  char      *pick_note; /* why the last click did nothing, shown until the next pick or move */

  /* AI */
  guint         ai_delay;
  guint         ai_source;
  GCancellable *ai_cancellable; /* the search in a thread whose move is wanted */
  gboolean      ai_searching; /* a search runs, wanted or not */
  gboolean      ai_held; /* the window asks the user something: the computer waits */
  guint         generation; /* counts changes, so a late AI move is dropped */
};

/* st-play-page.c */
const StState *st_play_page_state (StPlayPage *self);
/* The latest position, a human to move, no AI thinking, no cover screen. */
gboolean st_play_page_human_to_act (StPlayPage *self);
/* What the player to act is asked in the position shown (st_game_prompt);
 * empty with no game under way. Free with st_prompt_clear (). */
void st_play_page_prompt (StPlayPage *self, StPrompt *prompt);
/* The content language of scenario texts in the log and on the board: the one
 * place to change when play mode follows a language other than the document's. */
const char *st_play_page_lang (StPlayPage *self);
void        st_play_page_refresh (StPlayPage *self);
/* Plays an action for the human to act. */
void st_play_page_apply (StPlayPage *self, StAction action);
/* st-play-page-input.c: whether in state the human to act, against the
 * computer, could only decline a question out of turn (*decline, if not NULL,
 * declines it); whether the position shown is one to decline now. */
gboolean st_play_page_only_declines (StPlayPage *self, const StState *state, StAction *decline);
gboolean st_play_page_forced_reply (StPlayPage *self, StAction *action);
/* Ends the game shown, without asking, and shows the set-up pane. */
void st_play_page_leave_game (StPlayPage *self);

/* st-play-save.c */
void st_play_save_class_init (GtkWidgetClass *widget_class);
/* Sets the seats and the MCTS budget a play-test was saved with. */
void st_play_save_restore_seats (StPlayPage *self, const StPlaytest *playtest);
/* Which game a saved play-test is (its turn, actions, when saved), or NULL. */
char *st_play_save_describe (StPlayPage *self, const StPlaytest *playtest);
void  st_play_save_update_resume (StPlayPage *self);

/* st-play-end.c */
void st_play_end_class_init (GtkWidgetClass *widget_class);
/* The banner over a finished game, and the pass button hidden there. */
void st_play_end_update (StPlayPage *self);
/* Whether a game was begun and is not over (New Game asks first). */
gboolean st_play_end_in_progress (StPlayPage *self);

/* st-play-board.c */
/* Makes the board a drop target for cards of the hand. */
void st_play_board_init (StPlayPage *self);
void st_play_board_update_display (StPlayPage *self);
/* Piece unit of the game as the viewer sees it now, for the board: FALSE when
 * it is on no place of the map. A hidden piece has only its side and place. */
gboolean st_play_board_piece (StPlayPage *self, guint unit, StRenderPiece *piece);
void     st_play_board_update_highlights (StPlayPage *self);
/* The place under a point of the board view (board units), or ST_PLACE_NONE. */
int st_play_board_place_at (StPlayPage *self, double x, double y);
/* What going to the picked unit's costly targets costs it, a sentence for the
 * prompt; NULL when no target costs it. */
char *st_play_board_cost_note (StPlayPage *self);
/* The log row under the pointer (-1: none): its places are outlined. */
void st_play_board_set_log_hover (StPlayPage *self, int row);

/* st-play-log.c */
void st_play_log_reset (StPlayPage *self);
void st_play_log_update (StPlayPage *self);
/* prompt: st_play_page_prompt () of the position shown */
void st_play_log_update_labels (StPlayPage *self, const StPrompt *prompt);
void st_play_log_update_choices (StPlayPage *self, const StPrompt *prompt);
/* Who won a finished game and on which turn ("Aurelia wins on turn 33"), and
 * why ("Nightfall: …"): the one phrasing of a game's end. */
char *st_play_log_result_title (StPlayPage *self, const StState *state);
char *st_play_log_result_reason (StPlayPage *self, const StState *state);

/* st-play-cards.c */
void st_play_cards_update (StPlayPage *self);
void st_play_cards_init (StPlayPage *self);

/* st-play-ai.c */
Seats *st_play_seats_new (StPlayPage *self, guint64 seed, guint iterations);
void   st_play_seats_unref (Seats *seats);
void   st_play_ai_cancel (StPlayPage *self);
/* Plays the AI's move after the delay when an AI is to act. */
void st_play_ai_schedule (StPlayPage *self);

/* st-play-setup.c: the scenario's set-up or the players' own */
gboolean st_play_setup_available (const StScenario *scenario);
void     st_play_setup_use (StPlayPage *self, gboolean players);
void     st_play_setup_reset (StPlayPage *self);
/* The set-up pane of a game that cannot start (error: the engine's refusal) or,
 * error NULL, of one that can: the seat rows name the sides either way. */
void st_play_setup_show_refusal (StPlayPage *self, const GError *error);
void st_play_setup_class_init (GtkWidgetClass *widget_class);

G_END_DECLS
