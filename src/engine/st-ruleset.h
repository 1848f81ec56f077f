/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "core/st-lint.h"
#include "core/st-scenario-index.h"
#include "engine/st-game-referee.h"

G_BEGIN_DECLS

/* The interface every ruleset implements, and the parts of a StGame that rulesets
 * fill in. Private to the engine: callers use st-game.h (what players see)
 * and st-game-referee.h (what the referee sees). */

/* A phase or end reason a ruleset declares. */
typedef struct
{
  const char *id; /* for files and JSON: "movement", "capital-captured" */
  const char *label; /* N_() marked */
  const char *explanation; /* N_() marked, end reasons only, or NULL */
  /* The label's msgctxt when it is marked NC_ (context, label), because the same
   * English word means something else elsewhere ("Discard"); NULL: none. */
  const char *context;
} StRulesetName;

/* An overlay a ruleset declares (st_game_overlay ()). */
typedef struct
{
  const char *id; /* "zoc", "supply", "command-range", "reach" */
  const char *label; /* N_() marked */
  const char *description; /* N_() marked */
  gboolean    per_unit; /* needs a chosen unit */
} StRulesetOverlay;

typedef struct
{
  /* Its descriptor (core/families/), which names it in families.def. */
  const StFamily *family;
  /* Declared phases and end reasons; end_reasons[0] is "none". */
  const StRulesetName *phases;
  guint                n_phases;
  const StRulesetName *end_reasons;
  guint                n_end_reasons;

  /* NULL, or the family's own set-up rules, checked on the scenario as it is
   * being edited (what the players would be refused or told at set-up): adds
   * StLintProblem (st_lint_add_problem ()) to problems. The one place such a
   * rule is written: compile and set-up call the same helpers. index is the
   * scenario's. */
  void (*lint) (const StScenario *scenario, StScenarioIndex *index, GPtrArray *problems);

  /* Fills game->data, game->state_size, the players' sides and the unit table.
   * With game->lenient (st_game_new_for_overlays ()) it lets what only play
   * needs be missing, and init_state makes a position that is not played. */
  gboolean (*compile) (StGame *game, StScenario *scenario, GError **error);
  void (*free_data) (gpointer data);
  void (*init_state) (const StGame *game, StState *state);

  int (*current_player) (const StGame *game, const StState *state);
  int (*winner) (const StGame *game, const StState *state);
  guint (*end_reason) (const StGame *game, const StState *state);
  int (*turn) (const StGame *game, const StState *state);
  guint (*phase) (const StGame *game, const StState *state);
  gboolean (*is_terminal) (const StGame *game, const StState *state);
  int (*active_player) (const StGame *game, const StState *state);
  void (*legal_actions) (const StGame *game, const StState *state, StActionList *out);
  /* events is NULL but from st_game_apply_logged () (a ruleset's own tests). */
  void (*apply) (const StGame *game, StState *state, StAction action, StEventLog *events);
  char *(*action_to_text) (const StGame *game, const StState *state, StAction action);
  /* NULL, or a faster way to pick a legal action uniformly at random: either
   * legal_actions ()'s element number st_rng_below (rng, n_legal), or (manover)
   * any draw that gives every legal action the same probability. Either way the
   * same action for the same generator. */
  StAction (*random_action) (const StGame *game, const StState *state, StRng *rng, StActionList *scratch);

  /* NULL: the whole state is visible to both players. */
  void (*observe) (const StGame *game, const StState *state, int player, StState *out);
  void (*resample) (const StGame *game, const StState *state, int player, StRng *rng, StState *out);
  double (*evaluate) (const StGame *game, const StState *state, int player);
  /* NULL, or (optional) an action that ends the game at once with a win for
   * the player to move, found cheaply: TRUE and *out set, FALSE when there is
   * none (it need not find every such action, but what it returns must be
   * legal and must win). MCTS's playouts take it before their usual policy,
   * which finds such a move by chance only. It reads state alone; inside a
   * search state is already resampled from the searching player's knowledge. */
  gboolean (*winning_action) (const StGame *game, const StState *state, StAction *out);

  /* The family-neutral interface (st-game.h). Entries left NULL get the defaults
   * of st-game-view.c: the canonical text as the sentence, a list to pick from,
   * no resolution or status, no cards. */
  void (*describe_action) (const StGame *game, const StState *state, StAction action, StActionInfo *info);
  /* The cards of an action flagged ST_ACTION_FLAG_CARD_SET (NULL: none has the flag). */
  guint (*action_cards) (const StGame *game, const StState *state, StAction action, GArray *cards);
  char *(*action_sentence) (const StGame  *game,
                            const StState *state,
                            StAction       action,
                            const StState *after,
                            int            viewer,
                            const char    *lang);
  void (*prompt) (const StGame *game, const StState *state, const char *lang, StPrompt *prompt);
  /* NULL, or the figures that decided a finished game (st_game_end_detail ()). */
  char *(*end_detail) (const StGame *game, const StState *state, const char *lang);
  GPtrArray *(*resolution) (const StGame *game, const StState *state, int viewer, const char *lang);
  GPtrArray *(*status) (const StGame *game, const StState *state, int viewer, const char *lang);
  /* Required: a piece as viewer sees it (st_game_piece_view ()), the only way
   * a unit's place and reduced side leave the ruleset. */
  void (*piece_view) (const StGame *game, const StState *state, int viewer, guint unit, StPieceView *view);
  char *(*unit_label) (const StGame *game, const StState *state, int viewer, guint unit, const char *lang);
  guint (*pile) (
      const StGame *game, const StState *state, int viewer, int player, StPile pile, GArray *cards);
  /* NULL, or the set-up's changes to the board in state (st_game_board_setup ()):
   * for a family whose players build part of the board during set-up (map
   * sections placed), appends a StPlacement* for each piece of board placed so
   * far. The placements of the scenario's own board are not repeated. */
  void (*board_setup) (const StGame *game, const StState *state, GPtrArray *out);
  gboolean hidden_information;
  /* No dice and no cards drawn: the state's generator decides nothing. */
  gboolean deterministic;

  /* Declared overlays, and the function answering them (NULL: none). */
  const StRulesetOverlay *overlays;
  guint                   n_overlays;
  GPtrArray *(*overlay) (const StGame *game, const StState *state, guint overlay, int unit);
  /* NULL: every overlay can be shown; else why one cannot (translated). */
  const char *(*overlay_unavailable) (const StGame *game, guint overlay);
} StRuleset;

/* What a refusal of compile is about, for st_game_check_scenario (). */
typedef struct
{
  char *param;
  char *side;
  char *unit_type;
  char *unit;
} StGameBlame;

struct _StGame
{
  gatomicrefcount  ref_count;
  const StRuleset *ruleset;
  StScenario      *scenario;
  gpointer         data; /* the ruleset's compiled definition */
  gsize            state_size;
  int              columns; /* grid boards; 0 otherwise */
  int              rows;
  StBoardKind      board_kind;
  int              n_places; /* columns * rows, or the number of graph nodes */
  guint            n_cards; /* every physical card of every deck */
  const StCard   **cards; /* borrowed from the scenario */
  int             *card_player; /* the player whose deck holds each card, or -1 */
  gboolean         lenient; /* st_game_new_for_overlays (): never played */
  char            *sides[2]; /* player 0 moves first */
  guint            n_units;
  char           **unit_ids;
  int             *unit_player;
  StGameBlame     *blame; /* during compile only: where st_game_blame_* () write, or NULL */
};

/* The registry (core/families/families.def) names each family's ruleset. */
#define ST_FAMILY(descriptor, ruleset) \
  extern const StFamily  descriptor;   \
  extern const StRuleset ruleset;
#include "core/families/families.def"
#undef ST_FAMILY

/* For compile, before it returns FALSE: what the refusal is about (the
 * parameter, side, unit type or unit to change), so that the problems pane can
 * lead to it. Calls with a NULL id do nothing. */
void st_game_blame_param (StGame *game, const char *param);
void st_game_blame_side (StGame *game, const char *side);
void st_game_blame_unit_type (StGame *game, const char *type);
void st_game_blame_unit (StGame *game, const char *unit);

/* st_game_blame_unit (), then result: "return blame_unit (game, unit, invalid (...))". */
static inline gboolean
blame_unit (StGame *game, const StUnit *unit, gboolean result)
{
  st_game_blame_unit (game, unit->id);
  return result;
}

/* A side's name for the messages of compile: as the document shows it, or its id. */
const char *st_game_side_name (const StScenario *scenario, const char *id);

/* Fills game->cards and game->card_player from the scenario's decks (st-game-view.c). */
void st_game_collect_cards (StGame *game);

G_END_DECLS
