/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "core/st-scenario.h"
#include "engine/st-rng.h"

G_BEGIN_DECLS

/* The rules engine's game interface (OpenSpiel-shaped).
 *
 * A StGame is an immutable definition compiled from a loaded scenario; it is
 * reference counted and may be shared between threads. A StState is one position:
 * a plain fixed-size block without pointers, so cloning is a memcpy of
 * st_game_state_size() bytes. Every state begins with a StStateHeader whose
 * generator rolls all of the game's dice: a game replays bit-identically from its
 * seed and its action texts.
 *
 * Players are numbered 0 and 1 in turn order: player 0 moves first.
 *
 * Who is looking: this header is what a user interface or a player may call.
 * A state it is handed may be the true one, but every query that could show
 * something hidden takes a viewer and answers as that viewer may see it. The
 * referee's calls, which see or change the true state (apply, the canonical
 * action text of files and logs, observe and resample, the evaluation, the dice)
 * are in engine/st-game-referee.h, which src/app and src/render never include
 * (tests/packaging/check-referee.py). The app plays through StPlaySession
 * (engine/st-play-session.h), the referee that keeps the true positions. */

#define ST_GAME_ERROR (st_game_error_quark ())

typedef enum
{
  ST_GAME_ERROR_UNSUPPORTED, /* no ruleset for this family yet */
  ST_GAME_ERROR_INVALID, /* the scenario cannot be played as it is */
  ST_GAME_ERROR_ILLEGAL_ACTION, /* an action text that is not legal here */
  ST_GAME_ERROR_LOG, /* a malformed log */
} StGameError;

/* An action is an opaque integer whose layout only its ruleset knows; see
 * st_game_describe_action () below for what a user interface may read of it. */
typedef guint64 StAction;

/* A growable list of actions whose buffer is reused between calls. */
typedef struct
{
  StAction *actions;
  guint     len;
  guint     capacity;
} StActionList;

void st_action_list_init (StActionList *list);
void st_action_list_clear (StActionList *list);
void st_action_list_grow (StActionList *list);
void st_action_list_free (StActionList *list);

static inline void
st_action_list_add (StActionList *list, StAction action)
{
  if (G_UNLIKELY (list->len == list->capacity))
    st_action_list_grow (list);
  list->actions[list->len++] = action;
}

/* Every ruleset's state begins with this header. */
typedef struct
{
  StRng rng;
} StStateHeader;

typedef struct _StGame  StGame;
typedef struct _StState StState;

GQuark st_game_error_quark (void);

gboolean st_game_family_supported (const StFamily *family);
StGame  *st_game_new_from_scenario (StScenario *scenario, GError **error);
/* The game as far as the editor's overlays need it, from a document still
 * being drawn: what play needs but a position does not (maneuver-hex's
 * capitals) may be missing. Such a game answers the place, unit and overlay
 * queries of its initial state, which st_game_overlay_unavailable () qualifies;
 * it is never played (it has no legal actions). A document it refuses is one
 * the engine cannot read at all (too large a board, units of no type). */
StGame  *st_game_new_for_overlays (StScenario *scenario, GError **error);
gboolean st_game_is_lenient (const StGame *game);
StGame  *st_game_ref (StGame *game);
void     st_game_unref (StGame *game);

/* What stops scenario from being played: st_game_new_from_scenario ()'s
 * refusal as problems of the editor's live checks (st-lint.h, kind
 * ST_LINT_CANNOT_PLAY), with what to fix (the parameter, side, unit type or
 * unit, and the unit's place); empty when the scenario plays or its family has
 * no engine. The problems pane, `sandtable-cli validate` and Play-Test ask the
 * same compile, so that what one refuses the others name. Free with
 * g_ptr_array_unref (). */
GPtrArray *st_game_check_scenario (StScenario *scenario);
/* The set-up problems (StLintProblem) of the scenario's family rules, from its
 * ruleset's lint: what `validate` adds to the loader's warnings. */
GPtrArray *st_game_ruleset_lint (const StScenario *scenario);
/* Every set-up problem, as the editor's problems pane and the play-test list
 * them: those of every family (st_lint_scenario ()), then the ruleset's. */
GPtrArray *st_game_lint_scenario (const StScenario *scenario);

const StFamily *st_game_family (const StGame *game);
StScenario     *st_game_scenario (const StGame *game);
gsize           st_game_state_size (const StGame *game);
/* The side id of a player (0 moves first). */
const char *st_game_player_side (const StGame *game, int player);
guint       st_game_n_units (const StGame *game);
const char *st_game_unit_id (const StGame *game, guint unit);
int         st_game_unit_player (const StGame *game, guint unit);

StState *st_game_new_initial_state (const StGame *game, guint64 seed);
StState *st_game_clone_state (const StGame *game, const StState *state);
void     st_game_copy_state (const StGame *game, StState *dest, const StState *src);
gboolean st_game_states_equal (const StGame *game, const StState *a, const StState *b);
void     st_state_free (StState *state);

int      st_game_current_player (const StGame *game, const StState *state);
gboolean st_game_is_terminal (const StGame *game, const StState *state);
/* +1 win, -1 loss, 0 draw or game not over, per player. */
void st_game_returns (const StGame *game, const StState *state, double returns[2]);
/* The winning player, or -1 for a draw or a game not over. */
int   st_game_winner (const StGame *game, const StState *state);
guint st_game_end_reason (const StGame *game, const StState *state);
int   st_game_turn (const StGame *game, const StState *state);
guint st_game_phase (const StGame *game, const StState *state);
/* The player whose turn it is (the phasing player), -1 during set-up. */
int      st_game_active_player (const StGame *game, const StState *state);
void     st_game_legal_actions (const StGame *game, const StState *state, StActionList *out);
gboolean st_game_is_legal (const StGame *game, const StState *state, StAction action);

/* ------------------------------------------------------------------------
 * The family-neutral interface (DESIGN.md, "The engine").
 *
 * Everything below is what a user interface, the command line and the AI players
 * use for every family.
 *
 * Viewers: every query that can show something hidden takes a viewer, the player
 * (0 or 1) whose screen, log or AI asks. ST_VIEWER_ALL sees everything (the
 * command line's omniscient output, saved logs, tests).
 *
 * Languages: `lang` is a content language for texts of the scenario (town names,
 * unit and card names): NULL for the document language. Texts of the engine itself
 * (prompts, sentences, labels) are translated with gettext in the interface
 * language of the process.
 * ------------------------------------------------------------------------ */

#define ST_VIEWER_ALL (-1)
#define ST_PLACE_NONE (-1)

/* Places: one integer per grid cell (y * columns + x) or graph node (its index in
 * the scenario's board->nodes). */
int st_game_n_places (const StGame *game);
/* The place as the file writes it in an `at` attribute: "x,y" on grid boards, the
 * node id on graph boards. */
char *st_game_place_id (const StGame *game, int place);
/* The place written as in the file, or ST_PLACE_NONE. */
int st_game_place_from_id (const StGame *game, const char *id);
/* The label the map shows: "0206" on a hex map, the square's name on a square
 * board, the town's name in lang on a graph board. */
char *st_game_place_label (const StGame *game, int place, const char *lang);
/* Grid boards: the place of cell x,y (ST_PLACE_NONE off the board); graph boards:
 * always ST_PLACE_NONE. */
int st_game_place_at_cell (const StGame *game, int x, int y);
/* Grid boards: the cell of a place. Returns FALSE on graph boards. */
gboolean st_game_place_cell (const StGame *game, int place, StCell *cell);

/* Actions are opaque integers (StAction); only the ruleset knows their layout. Each
 * has a description a user interface can present and pick from. */
typedef enum
{
  ST_ACTION_FLAG_PASS = 1 << 0, /* passes, or ends a phase or a sequence of choices */
  ST_ACTION_FLAG_REVEALS = 1 << 1, /* makes hidden information known */
  ST_ACTION_FLAG_CHANCE = 1 << 2, /* rolls dice or draws cards when applied */
  /* spends a set of the hand's cards at once (a discard), as st_game_action_cards ()
   * lists them: a user interface lets the player mark the cards, then confirm */
  ST_ACTION_FLAG_CARD_SET = 1 << 3,
  /* costs the unit taking it, whatever the dice: it is eliminated or reduced
   * where it goes (a retreat into an enemy zone of control); StActionInfo's
   * cost says why */
  ST_ACTION_FLAG_COSTS_UNIT = 1 << 4,
} StActionFlags;

typedef struct
{
  const char *kind; /* a static id: "move", "attack", "play", "place", "retreat", "pass", ... */
  int         unit; /* unit index, or -1 */
  int         card; /* card index (st_game_card), or -1 */
  int         from; /* place, or ST_PLACE_NONE */
  int         to; /* place, or ST_PLACE_NONE */
  int         agent; /* unit index of the piece that enables it (a leader), or -1 */
  guint       flags; /* StActionFlags */
  /* with ST_ACTION_FLAG_COSTS_UNIT: what it costs and why, translated, static
   * ("eliminated: the hex is in an enemy zone of control"); else NULL */
  const char *cost;
} StActionInfo;

void st_game_describe_action (const StGame *game, const StState *state, StAction action, StActionInfo *info);
/* The cards an action spends, appended to cards (card indices): the set of an
 * action flagged ST_ACTION_FLAG_CARD_SET, else the one card it names, if any.
 * Returns how many were appended. */
guint st_game_action_cards (const StGame *game, const StState *state, StAction action, GArray *cards);
/* A sentence for people, translated, with map labels in lang, as viewer may read
 * it: "Blue infantry 1 moves from 0206 to 0308". state is the position the action
 * is taken in; after, if not NULL, the position it led to, so that the sentence
 * can say what came of it ("…: 9 against 8, no effect"). */
char *st_game_action_sentence (const StGame  *game,
                               const StState *state,
                               StAction       action,
                               const StState *after,
                               int            viewer,
                               const char    *lang);

/* What an action did besides itself, as viewer may see it, read from the
 * positions before and after it: each a whole translated sentence ("Blue
 * infantry 4 is eliminated in 0807"), in unit order. */
typedef enum
{
  ST_CONSEQUENCE_REVEALED, /* a hidden piece became known */
  ST_CONSEQUENCE_ELIMINATED,
  ST_CONSEQUENCE_CAPTURED, /* taken by the enemy: a piece, or a capital that stays */
  ST_CONSEQUENCE_RECAPTURED,
  ST_CONSEQUENCE_REDUCED, /* lost a step */
  ST_CONSEQUENCE_RESTORED,
  ST_CONSEQUENCE_DRIVEN_BACK, /* an enemy piece forced to another place */
  ST_CONSEQUENCE_MOVED, /* a piece of the acting player the action did not name */
  ST_CONSEQUENCE_REMOVED, /* off the map, not eliminated */
  ST_CONSEQUENCE_ENTERED, /* onto the map, the action did not name it */
} StConsequenceKind;

typedef struct
{
  StConsequenceKind kind;
  int               unit;
  int               from; /* where the piece was, or ST_PLACE_NONE */
  int               to; /* where it went, or ST_PLACE_NONE */
  char             *sentence;
} StConsequence;

/* StConsequence*, possibly empty. */
GPtrArray *st_game_consequences (const StGame  *game,
                                 const StState *before,
                                 StAction       action,
                                 const StState *after,
                                 int            viewer,
                                 const char    *lang);
void       st_consequence_free (StConsequence *consequence);
/* "eliminated", "driven-back", ... */
const char *st_consequence_kind_id (StConsequenceKind kind);

/* Phases and end reasons are declared by the ruleset: an id for files and JSON, a
 * translated label for people. End reason 0 is always "none" (not over). */
guint       st_game_n_phases (const StGame *game);
const char *st_game_phase_id (const StGame *game, guint phase);
const char *st_game_phase_label (const StGame *game, guint phase);
guint       st_game_n_end_reasons (const StGame *game);
const char *st_game_end_reason_id (const StGame *game, guint reason);
const char *st_game_end_reason_label (const StGame *game, guint reason);
/* One translated sentence that explains what the end reason means for balance. */
const char *st_game_end_reason_explanation (const StGame *game, guint reason);

/* Why a finished game ended, in words, with the figures that decided it
 * ("Aurelia holds 6 squares of the enemy half, Borovia 5"), translated;
 * the end reason's explanation when the ruleset has nothing more to say;
 * NULL when the game is not over. */
char *st_game_end_detail (const StGame *game, const StState *state, const char *lang);

/* What the player to act is asked, written by the ruleset. */
typedef enum
{
  ST_PROMPT_NONE, /* the game is over */
  ST_PROMPT_PICK_UNIT, /* pick one of the units the legal actions name, then a target */
  ST_PROMPT_PICK_CARD, /* pick a card of the hand, then a target if it needs one */
  ST_PROMPT_PICK_PLACE, /* pick a place */
  ST_PROMPT_PICK_ONE, /* pick one legal action from a list of their sentences */
} StPromptKind;

typedef struct
{
  StPromptKind kind;
  int          player; /* the player to act */
  char        *text; /* translated: "Move a unit or end the movement phase" */
  char        *pass_note; /* translated; why passing is not allowed now, or NULL */
  /* translated; what the pass or end button does now ("Do Not Advance"), or NULL
   * for the generic label of the action's kind */
  char *pass_label;
} StPrompt;

void st_game_prompt (const StGame *game, const StState *state, const char *lang, StPrompt *prompt);
void st_prompt_clear (StPrompt *prompt);

/* A labelled row for people: a resolution ("Attack die", "5"), a status line. */
typedef struct
{
  char *label;
  char *value;
} StRow;

StRow *st_row_new (const char *label, const char *value);
void   st_row_free (StRow *row);
/* What the last action resolved to, as viewer may see it: dice, totals, table
 * line, result. NULL when the last action resolved nothing to show. StRow*. */
GPtrArray *st_game_resolution (const StGame *game, const StState *state, int viewer, const char *lang);
/* The standing of the game as viewer may see it: points held, cards left,
 * eliminated units, threats. StRow*, possibly empty. */
GPtrArray *st_game_status (const StGame *game, const StState *state, int viewer, const char *lang);

/* A piece as viewer sees it. */
typedef struct
{
  int      player; /* its owner */
  int      place; /* ST_PLACE_NONE: not on the map (reserve, eliminated) */
  int      type; /* index in scenario->unit_types; -1 when hidden from viewer */
  gboolean reduced;
  gboolean eliminated;
  gboolean hidden; /* its identity is unknown to viewer */
  /* held by the enemy: a captured capital still on its hex, or (with
   * eliminated) a piece taken by a capture */
  gboolean captured;
} StPieceView;

void st_game_piece_view (const StGame *game, const StState *state, int viewer, guint unit, StPieceView *view);
/* The name of a unit for viewer ("Blue infantry 1", or "a Yellow piece" when
 * hidden), translated, scenario names in lang. */
char *st_game_unit_label (const StGame *game, const StState *state, int viewer, guint unit, const char *lang);

/* Cards: every physical card of the game's decks has an index (a card with
 * copies="3" has three). */
guint         st_game_n_cards (const StGame *game);
const StCard *st_game_card (const StGame *game, guint card);

typedef enum
{
  ST_PILE_HAND,
  ST_PILE_DRAW,
  ST_PILE_DISCARD,
} StPile;

/* The cards of a player's pile as viewer sees them, top last: a card index, or -1
 * for a card viewer cannot see. Returns the number of cards. */
guint
st_game_pile (const StGame *game, const StState *state, int viewer, int player, StPile pile, GArray *cards);
/* Set-up that changes the board. A game's set-up may choose part of the board
 * itself, not only where the pieces stand (manoeuvre's open battlefield: the
 * players place map sections). What the set-up has placed in state so far, as
 * new StPlacement* (core/st-board.h: a section, where, its rotation) appended to
 * out, which frees them with st_placement_free (); the board a player sees is
 * the scenario's with these placed on it (st_edit_place_section ()). Nothing is
 * appended for a family whose set-up leaves the board as the scenario draws it.
 * What is placed is public: every viewer sees the same board. */
void st_game_board_setup (const StGame *game, const StState *state, GPtrArray *out);
/* Whether the game hides anything from a player (cover screen, IS-MCTS). */
gboolean st_game_has_hidden_information (const StGame *game);
/* Whether dice or drawn cards decide anything (the Play page's seed). */
gboolean st_game_has_chance (const StGame *game);
/* The places of the legal actions of unit now (move, retreat, place, ...). */
void st_game_unit_targets (const StGame *game, const StState *state, guint unit, GArray *places);

/* Overlays: what the rules make of a position, for an editor to draw over the
 * map while the designer edits it (zones of control, supply paths, command
 * ranges, where a piece may go). A ruleset declares its overlays (an id, a
 * translated label and description); st_game_overlay () answers one of them
 * for a position in shapes of places. */
typedef enum
{
  ST_OVERLAY_AREA, /* places shaded: a zone, a range, reachable places */
  ST_OVERLAY_PATH, /* places in order, a line through them: a supply path */
  ST_OVERLAY_WARNING, /* places marked as a problem: an unsupplied unit */
} StOverlayShapeKind;

typedef struct
{
  StOverlayShapeKind kind;
  int                player; /* whose it is (its colour), or -1 */
  int                unit; /* the unit it belongs to, or -1 */
  GArray            *places; /* int */
} StOverlayShape;

StOverlayShape *st_overlay_shape_new (StOverlayShapeKind kind, int player, int unit);
void            st_overlay_shape_add (StOverlayShape *shape, int place);
void            st_overlay_shape_free (StOverlayShape *shape);

guint       st_game_n_overlays (const StGame *game);
const char *st_game_overlay_id (const StGame *game, guint overlay);
/* The overlay of that id, or -1. */
int         st_game_overlay_find (const StGame *game, const char *id);
const char *st_game_overlay_label (const StGame *game, guint overlay);
/* One translated sentence: what the overlay shows. */
const char *st_game_overlay_description (const StGame *game, guint overlay);
/* Whether the overlay shows something of one chosen unit (it is empty without). */
gboolean st_game_overlay_per_unit (const StGame *game, guint overlay);
/* Why the overlay cannot be shown for this game (a game from
 * st_game_new_for_overlays () that lacks what it needs), translated, or NULL
 * when it can: then st_game_overlay () answers it. */
const char *st_game_overlay_unavailable (const StGame *game, guint overlay);
/* The overlay's shapes in state as viewer may know them: StOverlayShape*,
 * possibly empty. unit is the unit chosen (the editor's selection), or -1. The
 * editor asks for ST_VIEWER_ALL; for a player, a game with hidden information
 * answers nothing for a piece whose identity he does not know, and draws the
 * rest on a position resampled for him (st-game-referee.h). */
GPtrArray *st_game_overlay (const StGame *game, const StState *state, int viewer, guint overlay, int unit);
/* The unit viewer sees at place in state (st_game_piece_view ()), or -1: the
 * first one in unit order. */
int st_game_unit_at (const StGame *game, const StState *state, int viewer, int place);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StGame, st_game_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (StState, st_state_free)

G_END_DECLS
