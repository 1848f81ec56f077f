/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <stddef.h>

#include "engine/boards/st-square-grid.h"
#include "engine/st-ruleset.h"

G_BEGIN_DECLS

/* The command-maneuver ruleset (../shared/rules/command-and-maneuver.txt): its
 * compiled definition (CmDef), its state (CmState) and the rule areas, one file
 * each. Unit sets are 64-bit masks, bit i = unit i. docs/rules/command-and-maneuver.md
 * lists every reading the engine makes where the text is silent or ambiguous. */

#define CM_MAX_UNITS 64
#define CM_NO_UNIT 0xffu
/* More destinations than any piece can have: a leader of movement 3 on an open board. */
#define CM_MAX_DESTINATIONS 256

typedef enum
{
  CM_LEADER,
  CM_CAVALRY,
  CM_CANNON,
  CM_SKIRMISHER,
  CM_INFANTRY,
  CM_N_ARMS
} CmArm;

/* What a square's terrain does, from the terrain's effects (docs/format.md). */
typedef enum
{
  CM_TERRAIN = 1 << 0, /* terrain-move-limit > 0: slows leaders, cavalry and cannon */
  CM_IMPASSABLE = 1 << 1, /* impassable: no piece enters */
  CM_NO_CAVALRY = 1 << 2, /* impassable-cavalry */
  CM_NO_CANNON = 1 << 3, /* impassable-cannon */
  CM_ADJACENT_ENTRY = 1 << 4, /* adjacent-entry: cavalry and cannon enter from next to it only */
  CM_BLOCKS_LEAP = 1 << 5, /* blocks-leap: leaders, cavalry and cannon never pass over it */
  CM_LEADER_OPTION = 1 << 6, /* optional-leader-terrain */
} CmTerrainFlags;

typedef enum
{
  CM_END_NONE,
  CM_END_ACTIVATION, /* a side's activation value fell below the moves a turn */
  CM_END_LEADERS, /* the scenario's number of leaders was captured */
  CM_END_PASSES, /* both sides passed in a row: a draw */
  CM_END_TURN_LIMIT, /* a draw */
  CM_N_END_REASONS
} CmEndReason;

typedef enum
{
  CM_PHASE_MOVES,
  CM_PHASE_OVER,
} CmPhase;

/* Actions: kind in bits 0-3, unit in bits 4-11, place in bits 12-31, agent (the
 * activating leader, CM_NO_UNIT for a self-activating skirmisher) in bits 32-39:
 * the fields where the engine's older hex layout (st_action_kind (), _unit (),
 * _cell ()) has them, so that code still reading that layout finds a move's piece
 * and square. */
typedef enum
{
  CM_ACT_PASS = 0, /* pass (no move made this turn) or end the turn */
  CM_ACT_MOVE = 3,
  CM_ACT_REPLACE = 8, /* place a replacement */
  CM_ACT_EXCHANGE = 9, /* cannon and leader swap squares; agent is the leader */
} CmActionKind;

static inline StAction
cm_action (CmActionKind kind, guint unit, int place, guint agent)
{
  return (StAction) kind | ((StAction) (unit & 0xffu) << 4) | ((StAction) ((guint) place & 0xfffffu) << 12)
         | ((StAction) (agent & 0xffu) << 32);
}

#define CM_ACTION_KIND(a) ((CmActionKind) ((a) &0xfu))
#define CM_ACTION_UNIT(a) ((guint) (((a) >> 4) & 0xffu))
#define CM_ACTION_PLACE(a) ((int) (((a) >> 12) & 0xfffffu))
#define CM_ACTION_AGENT(a) ((guint) (((a) >> 32) & 0xffu))

/* A set of squares on boards of at most 128. */
typedef unsigned __int128 CmMask;

#define CM_MASK_BIT(c) (((CmMask) 1) << (c))

/* How the random action finds a piece's squares on a mask board: the
 * square-by-square search where an optional rule or the leader's movement needs
 * it, else one of cm_destination_mask ()'s mask formulas. */
typedef enum
{
  CM_FAST_SEARCH,
  CM_FAST_LEADER, /* a two-square slide */
  CM_FAST_KNIGHT,
  CM_FAST_KING,
  CM_FAST_LINES, /* cavalry and cannon: def->lines */
} CmFast;

/* Population count without the processor's instruction (the baseline x86-64
 * build calls libgcc's for __builtin_popcountll): both halves summed in one word
 * after two steps. */
static inline guint
cm_mask_count (CmMask m)
{
  const guint64 m1 = G_GUINT64_CONSTANT (0x5555555555555555), m2 = G_GUINT64_CONSTANT (0x3333333333333333),
                m4 = G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f), h01 = G_GUINT64_CONSTANT (0x0101010101010101);
  guint64 a = (guint64) m, b = (guint64) (m >> 64);

  a -= (a >> 1) & m1;
  b -= (b >> 1) & m1;
  a = (a & m2) + ((a >> 2) & m2) + (b & m2) + ((b >> 2) & m2);
  a = (a & m4) + ((a >> 4) & m4);
  return (guint) ((a * h01) >> 56);
}

typedef struct
{
  guint8 arm; /* CmArm */
  guint8 moves_as; /* CmArm: a cavalry or cannon leader moves as those */
  guint8 player;
  guint8 movement;
  guint8 range; /* leaders: command control range */
  guint8 rating; /* leaders: command rating */
  guint8 number; /* among its side's pieces of its type, from 1 */
  guint8 type; /* index in scenario->unit_types */
} CmUnitDef;

typedef struct
{
  StSquareGrid grid;
  guint8      *flags; /* per cell: CmTerrainFlags */
  guint8      *move_limit; /* per cell: terrain-move-limit, 0 = none */
  guint8      *home; /* per cell: bit p = a square player p's pieces started on */
  gint16 (*knight)[8]; /* per cell: the knight's leaps, -1 off the board */
  int     far_row[2]; /* the row of the edge the opponent starts nearest */
  guint8 *cx, *cy; /* per cell: its column and row */

  /* Boards of at most 128 squares count moves on cell masks (random playouts). */
  gboolean masks;
  CmMask  *king; /* per cell: the 8 squares around it */
  CmMask  *knight_mask;
  CmMask   impassable; /* no piece enters */
  CmMask   slow; /* terrain a two-square slide may neither cross nor end on */
  /* Per unit moving as cavalry or cannon, per cell: where it may end its move on
   * an empty board (pieces never block it). */
  CmMask *lines;
  /* cm-random.c's tables for the random action (def->masks only): how it finds
   * each piece's squares (CmFast), the squares orthogonally next to each cell
   * (the cannon exchange), each leader's command area from each cell (by
   * area_index, one row set per range), each side's starting squares, its cannons, and the pieces that
   * activate themselves. */
  guint8   fast[CM_MAX_UNITS];
  CmMask  *ortho;
  CmMask  *area;
  guint8   area_index[CM_MAX_UNITS];
  CmMask   home_mask[2];
  guint64  cannons[2];
  guint64  self_active;
  gboolean popcnt; /* the processor counts bits in one instruction */

  int      moves_per_turn;
  int      turn_limit; /* game turns; 0: none */
  int      victory_leaders; /* 0: no such condition */
  int      threshold[CM_N_ARMS]; /* 0: never replaced */
  gboolean self_activation;
  gboolean promotion;
  gboolean leader_replacement;
  gboolean victory_counts_replacements; /* leaders due count for victory */
  gboolean leader_terrain;
  gboolean quick_march;
  int      quick_march_distance;

  guint     n_units;
  CmUnitDef units[CM_MAX_UNITS];
  int       start_cell[CM_MAX_UNITS]; /* -1: not used in the game (a spare leader) */
  guint64   side_mask[2];
  guint64   leaders[2];
  gsize     board_offset;
} CmDef;

typedef struct
{
  StStateHeader header;

  guint16 turn; /* game turn: both players move once in it */
  guint8  active; /* the player whose turn it is */
  guint8  moves; /* moves made this turn */
  guint8  passes; /* turns passed in a row */
  guint8  over;
  guint8  winner; /* 0, 1, or 2 for a draw */
  guint8  end_reason; /* CmEndReason */

  /* What the last action resolved to, for the resolution rows. */
  guint8 last_captured; /* unit, or CM_NO_UNIT */
  guint8 last_returned; /* a replacement that became due, or CM_NO_UNIT */
  guint8 last_killed; /* pieces sent to the killed pile */
  guint8 last_promoted; /* the piece a skirmisher was promoted to, or CM_NO_UNIT */

  guint64 moved; /* moved (or exchanged, or placed) this turn */
  guint64 on_board;
  guint64 casualty; /* in the opponent's casualty piles */
  guint64 killed;
  guint64 pending; /* replacements their owner may place */
  guint64 spare; /* leaders not used in the game (optional leader replacement) */
  guint8  used[CM_MAX_UNITS]; /* activations each leader gave this turn */
  gint16  cell[CM_MAX_UNITS]; /* -1: off the board */
  guint64 occupied[2][2]; /* def->masks: each player's squares, a CmMask in two halves */
  guint8  board[]; /* per cell: the unit there, or CM_NO_UNIT */
} CmState;

#define CM_DEF(game) ((const CmDef *) (game)->data)
#define CM_STATE(state) ((CmState *) (state))
#define CM_CSTATE(state) ((const CmState *) (state))
#define CM_BIT(u) (G_GUINT64_CONSTANT (1) << (u))
#define CM_FOREACH(mask, u)                                                                                \
  for (guint64 cm_rest_##u = (mask); cm_rest_##u != 0 && ((u) = (guint) __builtin_ctzll (cm_rest_##u), 1); \
       cm_rest_##u &= cm_rest_##u - 1)

static inline CmMask
cm_occupied (const CmState *st, int player)
{
  return ((CmMask) st->occupied[player][1] << 64) | st->occupied[player][0];
}

/* Takes a piece off its square, and puts it on one: the board, its cell and the
 * masks kept together. */
static inline void
cm_lift (const CmDef *def, CmState *st, guint u)
{
  int c = st->cell[u];

  if (c < 0)
    return;
  if (st->board[c] == u)
    st->board[c] = CM_NO_UNIT;
  if (def->masks)
    st->occupied[def->units[u].player][c >> 6] &= ~(G_GUINT64_CONSTANT (1) << (c & 63));
  st->cell[u] = -1;
}

static inline void
cm_put (const CmDef *def, CmState *st, guint u, int c)
{
  /* Through a plain pointer: GCC takes the flexible array for an empty one here. */
  guint8 *board = (guint8 *) st + offsetof (CmState, board);

  board[c] = (guint8) u;
  st->cell[u] = (gint16) c;
  if (def->masks)
    st->occupied[def->units[u].player][c >> 6] |= G_GUINT64_CONSTANT (1) << (c & 63);
}

/* What every piece's squares depend on in one position, for one side. */
typedef struct
{
  CmMask mine; /* the side's squares */
  CmMask open; /* squares a piece may end on: not the side's, not impassable */
  CmMask pass; /* squares a leader may slide through: empty, not slowing terrain */
  CmMask open_fast; /* a leader's second square: open and not slowing terrain */
} CmView;

static inline void
cm_view_init (const CmDef *def, const CmState *st, int player, CmView *v)
{
  v->mine = cm_occupied (st, player);
  v->open = ~(v->mine | def->impassable);
  v->pass = ~(v->mine | cm_occupied (st, 1 - player) | def->slow);
  v->open_fast = v->open & ~def->slow;
}

/* The squares of piece u standing on c, for a kind other than CM_FAST_SEARCH
 * (def->fast[u]). A leader's slide: the king moves of its squares, and a second
 * square beyond an empty square that is not slowing terrain. */
static inline CmMask
cm_piece_squares (const CmDef *def, const CmView *v, guint u, int c)
{
  switch ((CmFast) def->fast[u])
    {
      case CM_FAST_KING:
        return def->king[c] & v->open;
      case CM_FAST_KNIGHT:
        return def->knight_mask[c] & v->open;
      case CM_FAST_LINES:
        return def->lines[u * (guint) def->grid.n_cells + (guint) c] & ~v->mine;
      case CM_FAST_LEADER:
        {
          CmMask near = def->king[c] & v->open, steps = near & v->pass, reach = 0;

          for (guint64 low = (guint64) steps; low != 0; low &= low - 1)
            reach |= def->king[__builtin_ctzll (low)];
          for (guint64 high = (guint64) (steps >> 64); high != 0; high &= high - 1)
            reach |= def->king[64 + __builtin_ctzll (high)];
          return near | (reach & v->open_fast & ~CM_MASK_BIT (c));
        }
      case CM_FAST_SEARCH:
      default:
        return 0;
    }
}

/* The squares of cm_destinations () as a mask, for boards of at most 128 squares;
 * FALSE where an optional rule needs the full search (and on larger boards). */
static inline gboolean
cm_destination_mask (const CmDef *def, const CmState *st, guint u, CmMask *out)
{
  int    c = st->cell[u], player = def->units[u].player;
  CmView v;

  /* Only the masks the piece's kind reads (the evaluation asks every striker). */
  switch ((CmFast) def->fast[u])
    {
      case CM_FAST_LINES:
        *out = def->lines[u * (guint) def->grid.n_cells + (guint) c] & ~cm_occupied (st, player);
        return TRUE;
      case CM_FAST_KING:
        *out = def->king[c] & ~(cm_occupied (st, player) | def->impassable);
        return TRUE;
      case CM_FAST_KNIGHT:
        *out = def->knight_mask[c] & ~(cm_occupied (st, player) | def->impassable);
        return TRUE;
      case CM_FAST_LEADER:
        cm_view_init (def, st, player, &v);
        *out = cm_piece_squares (def, &v, u, c);
        return TRUE;
      case CM_FAST_SEARCH:
      default:
        return FALSE;
    }
}

/* cm-game.c: the scenario compiled (set-up), the game's accessors. */
extern const StRulesetName cm_phases[];
extern const StRulesetName cm_end_reasons[];

/* cm-moves.c: how each piece moves, rules "Pieces" and "Terrain". Fills out with
 * the distinct squares unit u may move to now (captures included) and returns
 * their number. */
guint cm_destinations (const CmDef *def, const CmState *st, guint u, gint16 *out);
/* The same found square by square, whatever the board (cm_destinations () reads
 * cm_destination_mask (), below, where it can). */
guint cm_destinations_search (const CmDef *def, const CmState *st, guint u, gint16 *out);
static inline int
cm_distance (const CmDef *def, int a, int b)
{
  return MAX (ABS (def->cx[a] - def->cx[b]), ABS (def->cy[a] - def->cy[b]));
}
gboolean cm_quick_march_clear (const CmDef *def, const CmState *st, int player, int cell);

/* cm-overlay.c: the editor's overlays (st_game_overlay ()). */
#define CM_N_OVERLAYS 1
extern const StRulesetOverlay cm_overlays[CM_N_OVERLAYS];
GPtrArray                    *cm_overlay (const StGame *game, const StState *state, guint overlay, int unit);

/* cm-command.c: activation, rule "Activation" and the cannon repositioning move. */
int      cm_activation_value (const CmDef *def, const CmState *st, int player);
char    *cm_end_detail (const StGame *game, const StState *state, const char *lang);
int      cm_victory_value (const CmDef *def, const CmState *st, int player);
gboolean cm_can_activate (const CmDef *def, const CmState *st, guint leader, guint u);
/* The agents that may activate u now: leaders, and CM_NO_UNIT for a
 * self-activating skirmisher; returns their number. */
guint    cm_agents (const CmDef *def, const CmState *st, guint u, guint8 *out);
gboolean cm_can_exchange (const CmDef *def, const CmState *st, guint cannon, guint leader);

/* cm-turn.c: the turn, rule "Movement": legal actions and applying them. */
void cm_legal_actions (const StGame *game, const StState *state, StActionList *out);
void cm_add_exchanges (const CmDef *def, const CmState *st, StActionList *out);
void cm_add_replacements (const CmDef *def, const CmState *st, StActionList *out);
void cm_apply (const StGame *game, StState *state, StAction action, StEventLog *events);
void cm_end_turn (const CmDef *def, CmState *st, gboolean passed);

/* cm-random.c: the random action, the legal_actions () list's action at index
 * st_rng_below (rng, n) found without the list; its tables. */
StAction cm_random_action (const StGame *game, const StState *state, StRng *rng, StActionList *scratch);
void     cm_compile_random (CmDef *def);

/* cm-capture.c: capture by replacement, casualty piles and replacements, promotion. */
void  cm_capture (const CmDef *def, CmState *st, guint victim);
void  cm_promote (const CmDef *def, CmState *st, guint u);
guint cm_pile_count (const CmDef *def, const CmState *st, int owner, CmArm arm);

/* cm-victory.c: rule "Victory" and the scenario's conditions. */
void cm_check_victory (const CmDef *def, CmState *st, int captor);

/* cm-eval.c: the heuristic of the greedy and MCTS players. */
double cm_evaluate (const StGame *game, const StState *state, int player);

/* cm-text.c: canonical action texts and descriptions. */
char *cm_action_to_text (const StGame *game, const StState *state, StAction action);
void  cm_describe_action (const StGame *game, const StState *state, StAction action, StActionInfo *info);

/* cm-sentences.c: what people read: sentences, prompts, rows, labels. */
char      *cm_unit_label (const StGame *game, const StState *state, int viewer, guint unit, const char *lang);
char      *cm_action_sentence (const StGame  *game,
                               const StState *state,
                               StAction       action,
                               const StState *after,
                               int            viewer,
                               const char    *lang);
void       cm_prompt (const StGame *game, const StState *state, const char *lang, StPrompt *prompt);
GPtrArray *cm_resolution (const StGame *game, const StState *state, int viewer, const char *lang);
GPtrArray *cm_status (const StGame *game, const StState *state, int viewer, const char *lang);
void cm_piece_view (const StGame *game, const StState *state, int viewer, guint unit, StPieceView *view);

G_END_DECLS
