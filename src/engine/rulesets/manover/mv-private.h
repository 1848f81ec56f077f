/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/boards/st-graph.h"
#include "engine/boards/st-node-set.h"
#include "engine/st-ruleset.h"

G_BEGIN_DECLS

/* Manöver-spelet (rules: ../shared/rules/manover-spelet.sv.txt; readings:
 * docs/rules/manover.md). The state holds, per piece slot, the piece's place and
 * its type; who knows the type is a bit per player, so that observation can hide
 * it. Slots are the scenario's units in file order, but nothing a viewer sees
 * names a unit by its file id: that is for omniscient logs only. */

#define MV_MAX_PIECES 64
#define MV_MAX_TYPES 16
#define MV_UNKNOWN 0xffu
#define MV_MAX_LAYERS 128 /* a move is at most 127 links */

/* Where a piece is when it is not on a point. */
#define MV_RESERVE (-1) /* waits to enter (yellow's reserve) */
#define MV_OUT (-2) /* taken out to be redeployed */
#define MV_LOST (-3) /* removed from the game */

typedef enum
{
  MV_INFANTRY,
  MV_MACHINE_GUN,
  MV_ARTILLERY,
  MV_ARMOURED_TRAIN,
  MV_GAS,
  MV_AVIATION,
  MV_CAVALRY,
  MV_N_ARMS
} MvArm;

/* How a type moves: along railways, along railways and roads, or along one
 * straight line of railways (armoured train) or of any links (aviation). */
typedef enum
{
  MV_MOVE_RAIL,
  MV_MOVE_RAIL_ROAD,
  MV_MOVE_STRAIGHT_RAIL,
  MV_MOVE_STRAIGHT_ANY,
  MV_N_MOVE_CLASSES
} MvMoveClass;

typedef struct
{
  MvArm       arm;
  int         strength; /* class I to VI as 1 to 6 */
  int         steps;
  MvMoveClass move;
  int         scenario_index; /* in scenario->unit_types */
  int         strike; /* MvStrikeClass */
} MvType;

/* The links a piece challenges along: railways (and not backwards), any links
 * (not backwards), or any links in every direction (aviation). */
typedef enum
{
  MV_STRIKE_RAIL,
  MV_STRIKE_ANY,
  MV_STRIKE_AVIATION,
  MV_N_STRIKE_CLASSES
} MvStrikeClass;

typedef struct
{
  StNodeSet strike; /* the points struck from the ball or from its centre */
  StNodeSet ball; /* the points reached on the empty map in one move (the centre left out) */
} MvBall;

typedef struct
{
  StGraph graph;
  int     n_types;
  MvType  types[MV_MAX_TYPES];
  int     n_pieces;
  int     piece_player[MV_MAX_PIECES];
  int     start_type[MV_MAX_PIECES];
  int     start_place[MV_MAX_PIECES]; /* a node or MV_RESERVE */
  guint16 player_types[2]; /* the types each player's pieces have, as bits */
  guint8 *area; /* per node: 0 or 1, the player whose manoeuvre area it lies in; 2 neutral */
  guint8 *strategic; /* per node */
  int    *own_points[2]; /* each player's own strategic points (reserve entry, redeployment) */
  int     n_own_points[2];
  int     hq[2]; /* node of each player's headquarters, or -1 */
  int     north_player; /* the player whose home is north (player 0 unless first-side says otherwise) */
  double  back[2]; /* bearing of each player's backward direction */
  double  backward_angle; /* radians: a challenge within this of backwards is not allowed */
  double  straight_turn; /* radians: the largest turn of a straight line */
  int     points_to_win;
  int     move_limit; /* 0: none */
  /* Straight runs from every node, per straight class: runs of node n are
   * run_first[n] .. run_first[n + 1] - 1, each with run_len and run_nodes. */
  int *run_first[2];
  int *run_len[2];
  int *run_nodes[2]; /* graph.n_nodes entries per run */
  /* Distances on the empty board per move class (255: not reachable), those of
   * a pair of nodes side by side, pair_dist[(from * n + to) * MV_N_MOVE_CLASSES
   * + c] (mv_dist ()): one cache line for what a move tells of its piece
   * (mv_saw_move ()). */
  guint8 *pair_dist;
  /* Per link of the graph, bit p: the link points backwards for player p. */
  guint8 *link_backward;
  /* Node sets for fast move generation (mv-movement.c), per node: the
   * neighbours along railways [0] and along any link [1]; the nodes a piece of
   * player p strikes from node n and, the other way round, the nodes from which
   * it strikes a piece on n, per MvStrikeClass; the empty-board straight layers
   * (nodes first reached after k links of a straight run, k = 1 ..
   * straight_max[c]) per straight class. */
  StNodeSet *adj[2];
  StNodeSet *strikes[2][MV_N_STRIKE_CLASSES];
  StNodeSet *strikers[2][MV_N_STRIKE_CLASSES];
  StNodeSet *straight_layer[2];
  int        straight_max[2];
  StNodeSet  strategic_set; /* every strategic point */
  StNodeSet  own_point_set[2];
  StNodeSet  enemy_point_set[2]; /* the strategic points of the enemy's area, per player */
  /* For the random action (mv-random.c), per player, kind (the types that
   * move and strike alike) and node, balls[p][kind * n + node], the kind's
   * records starting at type_ball[t] for type t: the points the kind reaches on the empty map in
   * one move, and the points it strikes from any of them or from the node
   * itself (32 bytes, so that reading a piece touches one cache line and the
   * tables of both players stay small). */
  int     n_kinds;
  MvType  kinds[MV_MAX_TYPES];
  guint16 type_ball[MV_MAX_TYPES]; /* kind * n: where a type's records start */
  MvBall *balls[2];
  /* Per player and node: the points behind it, towards the player's own end of
   * the map, where a piece gas drove back may withdraw to. */
  StNodeSet *behind[2];
  /* Per move class and node: the strategic points nearest to it along the
   * links of the class on the empty map (redeployment). */
  StNodeSet *nearest_point[MV_N_MOVE_CLASSES];
  /* Per move class and number of steps k, the types of the class that move at
   * least k steps, as bits (what a move of k steps tells the opponent). */
  guint16 types_within[MV_N_MOVE_CLASSES][MV_MAX_LAYERS];
  /* Each player's pieces (slots), in slot order, and as bits. */
  /* Per garrison type, the attacker types whose challenge takes it off its
   * point (beats it, falls with it, or gas driving infantry back), as bits. */
  guint16 taken_off_by[MV_MAX_TYPES];
  guint8  pieces_of[2][MV_MAX_PIECES];
  int     n_pieces_of[2];
  guint64 piece_mask[2];
  /* Set-up by the players (mv-setup.c): the pieces placed one an action, blue's
   * then yellow's, each side's that the scenario leaves off the map (or every
   * piece with the parameter player-setup); how many of yellow's may stay
   * in reserve; the points each player may set up on. */
  int       n_setup;
  guint8    setup_order[MV_MAX_PIECES];
  int       setup_reserve[2];
  StNodeSet setup_zone[2];
} MvDef;

typedef struct
{
  gint16  place; /* node, MV_RESERVE, MV_OUT or MV_LOST */
  gint16  left; /* the strategic point a redeploying piece was taken out at */
  guint8  type; /* index in def->types; MV_UNKNOWN in an observation */
  guint8  known; /* bit p: player p knows the type */
  guint8  gassed; /* driven back by gas: must move on its owner's next move */
  guint8  came_from; /* on the map: the point it stood on before its last move (or where it was put) */
  guint16 possible; /* types the opponent's observations allow, as bits */
} MvPiece;

/* What the last challenge resolved to. */
typedef enum
{
  MV_RESULT_NONE,
  MV_RESULT_DEFENDER_REMOVED,
  MV_RESULT_ATTACKER_REMOVED,
  MV_RESULT_BOTH_REMOVED,
  MV_RESULT_DRIVEN_BACK, /* gas drove an infantry or machine-gun piece back */
  MV_RESULT_WAY_CLOSED, /* gas closed the way: nobody leaves */
  MV_RESULT_ANSWERED, /* aviation's question was answered */
} MvResult;

typedef struct
{
  StStateHeader header;
  StNodeSet     side[2]; /* the points each player's pieces stand on (mv_set_place ()) */
  guint64       on_map; /* bit i: piece i stands on a point (mv_set_place ()) */
  guint64       waiting; /* bit i: piece i is in reserve */
  guint64       out; /* bit i: piece i is taken out to be redeployed */
  guint16       moves;
  guint8        to_move;
  guint8        winner; /* 0, 1, or 0xff */
  guint8        end_reason; /* MvEndReason */
  guint8        last_result; /* MvResult of the last challenge */
  guint8        last_attacker;
  guint8        last_defender;
  guint8        last_attacker_type;
  guint8        last_defender_type;
  guint16       last_move; /* moves when the last challenge happened (+1), 0: never */
  guint8        setup_next; /* index in def->setup_order; n_setup once set up */
  guint8        setup_kept[2]; /* pieces each side kept in reserve during set-up */
  guint8        n_gassed[2]; /* each player's pieces gas drove back */
  /* The player whose view a determinization was dealt from (mv_resample ()),
   * MV_NONE in a true state or an observation: mv_evaluate () reads threats to
   * that player's headquarters as that player sees them. */
  guint8 dealt_for;
  guint8 pad;
  /* With dealt_for: the types of which that player has not seen every enemy
   * piece (mv_unseen_types ()), kept up to date as challenges reveal pieces. */
  guint16 dealt_unseen;
  MvPiece pieces[];
} MvState;

typedef enum
{
  MV_END_NONE,
  MV_END_HEADQUARTERS,
  MV_END_STRATEGIC_POINTS,
  MV_END_MOVE_LIMIT,
  MV_N_END_REASONS
} MvEndReason;

/* Actions: the low four bits are always 3 so that generic code that still reads
 * the hex layout sees a plain move; the rest is ours. */
typedef enum
{
  MV_ACT_MOVE,
  MV_ACT_ENTER,
  MV_ACT_TAKE_OUT,
  MV_ACT_PUT_BACK,
  MV_ACT_PASS,
  MV_ACT_PLACE, /* set-up: a piece onto a point */
  MV_ACT_KEEP, /* set-up: a piece kept in reserve */
} MvActionKind;

typedef enum
{
  MV_CHALLENGE_NONE,
  MV_CHALLENGE_STRIKE,
  MV_CHALLENGE_ASK, /* aviation's question */
} MvChallenge;

#define MV_NONE 0xffu
#define MV_NO_PLACE 0xffffu

static inline StAction
mv_action (MvActionKind kind, guint piece, guint to, guint target, MvChallenge challenge, guint steps)
{
  return 3u | ((StAction) kind << 4) | ((StAction) (piece & 0xffu) << 8) | ((StAction) (to & 0xffffu) << 16)
         | ((StAction) (target & 0xffu) << 32) | ((StAction) challenge << 40)
         | ((StAction) (steps & 0xffu) << 44);
}

static inline MvActionKind
mv_action_kind (StAction a)
{
  return (MvActionKind) ((a >> 4) & 0xfu);
}
static inline guint
mv_action_piece (StAction a)
{
  return (guint) ((a >> 8) & 0xffu);
}
static inline int
mv_action_to (StAction a)
{
  guint to = (guint) ((a >> 16) & 0xffffu);
  return to == MV_NO_PLACE ? -1 : (int) to;
}
static inline guint
mv_action_target (StAction a)
{
  return (guint) ((a >> 32) & 0xffu);
}
static inline MvChallenge
mv_action_challenge (StAction a)
{
  return (MvChallenge) ((a >> 40) & 0xfu);
}
static inline int
mv_action_steps (StAction a)
{
  return (int) ((a >> 44) & 0xffu);
}

static inline const MvDef *
mv_def (const StGame *game)
{
  return game->data;
}

static inline gboolean
mv_setting_up (const MvDef *def, const MvState *s)
{
  return s->setup_next < def->n_setup;
}

static inline gboolean
mv_on_map (const MvPiece *p)
{
  return p->place >= 0;
}

static inline gboolean
mv_alive (const MvPiece *p)
{
  return p->place != MV_LOST;
}

/* Every change of a piece's place goes through here, so that the state's sets
 * of occupied points stay right. */
static inline void
mv_set_place (const MvDef *def, MvState *s, guint piece, int place)
{
  MvPiece *p = &s->pieces[piece];
  int      player = def->piece_player[piece];

  guint64 bit = (guint64) 1 << piece;

  if (p->place >= 0)
    st_node_set_remove (&s->side[player], p->place);
  p->place = (gint16) place;
  s->on_map &= ~bit;
  s->waiting &= ~bit;
  s->out &= ~bit;
  p->came_from = MV_NONE;
  if (place >= 0)
    {
      st_node_set_add (&s->side[player], place);
      s->on_map |= bit;
      p->came_from = (guint8) place;
    }
  else if (place == MV_RESERVE)
    s->waiting |= bit;
  else if (place == MV_OUT)
    s->out |= bit;
}

/* The same for a piece that moves from one point to another, which playouts
 * do most (the piece stays on the map). */
static inline void
mv_move_place (const MvDef *def, MvState *s, guint piece, int to)
{
  MvPiece *p = &s->pieces[piece];
  int      player = def->piece_player[piece];

  st_node_set_remove (&s->side[player], p->place);
  st_node_set_add (&s->side[player], to);
  p->came_from = (guint8) p->place;
  p->place = (gint16) to;
}

/* Links from `from` to `to` along the links of move class c on the empty map;
 * 255: not reachable. */
static inline int
mv_dist (const MvDef *def, MvMoveClass c, int from, int to)
{
  return def->pair_dist[((gsize) from * def->graph.n_nodes + to) * MV_N_MOVE_CLASSES + c];
}

/* The same along any link (railways and roads), for threats and evaluation. */
static inline int
mv_link_dist (const MvDef *def, int from, int to)
{
  return mv_dist (def, MV_MOVE_RAIL_ROAD, from, to);
}

/* mv-game.c */
extern const StRuleset st_manover_ruleset;

/* What move generation needs of a position: who stands where, as sets and per
 * point, and for the player to move the points from which each strike class
 * reaches an enemy piece. */
typedef struct
{
  StNodeSet occ;
  StNodeSet side[2];
  StNodeSet threatened[MV_N_STRIKE_CLASSES]; /* valid where bit c of threatened_done is set */
  guint     threatened_done;
  int       mover;
  gboolean  has_occupant; /* occupant[] is filled: mv_board_occupant () */
  guint8    occupant[ST_NODE_SET_MAX]; /* piece, or MV_NONE */
} MvBoard;

/* mv-setup.c: set-up and reserve entry */
void     mv_init_state (const StGame *game, StState *state);
void     mv_lint (const StScenario *scenario, StScenarioIndex *index, GPtrArray *problems);
gboolean mv_compile_setup (
    StGame *game, MvDef *def, const StScenario *scenario, const gboolean *placed_by_scenario, GError **error);
void mv_setup_actions (const MvDef *def, const MvState *s, StActionList *out);
void mv_setup_apply (const MvDef *def, MvState *s, StAction action);
void mv_occupancy (const MvDef *def, const MvState *s, guint8 *occupant);
void mv_reserve_actions (const MvDef *def, const MvState *s, const guint8 *occupant, StActionList *out);

/* mv-tables.c */
void mv_compile_movement (MvDef *def);

/* mv-movement.c */

void          mv_board_init (const MvDef *def, const MvState *s, MvBoard *board);
const guint8 *mv_board_occupant (const MvDef *def, const MvState *s, MvBoard *board);
/* The points piece may move to now, by the number of links moved: layers[0] is
 * its own point, layers[k] the points k links away; returns the number of
 * layers (at least 1). layers holds MV_MAX_LAYERS sets. */
int  mv_reach (const MvDef *def, const MvState *s, guint piece, const MvBoard *board, StNodeSet *layers);
void mv_move_actions (const MvDef *def, const MvState *s, guint piece, MvBoard *board, StActionList *out);
void mv_legal_actions (const StGame *game, const StState *state, StActionList *out);
void mv_apply (const StGame *game, StState *state, StAction action, StEventLog *events);

/* mv-random.c */
StAction mv_random_action (const StGame *game, const StState *state, StRng *rng, StActionList *scratch);

/* mv-challenge.c: the strength table, gas and aviation */
MvResult mv_resolve (const MvDef *def, int attacker_type, int defender_type, MvChallenge challenge);
void     mv_challenge (const MvDef *def, MvState *s, guint attacker, guint defender, MvChallenge challenge);
const char *mv_roman (int strength);

/* mv-redeploy.c */
/* A piece may be taken out where it stands: on a strategic point that is
 * nearest (along its links, on the empty map) to where it stood before its last
 * move (mv-redeploy.c). */
static inline gboolean
mv_may_take_out (const MvDef *def, const MvState *s, guint piece)
{
  const MvPiece *p = &s->pieces[piece];

  return p->place >= 0 && def->strategic[p->place]
         && st_node_set_has (&def->nearest_point[def->types[p->type].move][p->came_from], p->place);
}
void     mv_redeploy_actions (const MvDef *def, const MvState *s, const guint8 *occupant, StActionList *out);
gboolean mv_may_put_back (const MvDef *def, int player, int node, int left, const guint8 *occupant);

/* mv-victory.c */
static inline int
mv_points_held (const MvDef *def, const MvState *s, int player)
{
  /* A few points at most: counted a bit at a time, which is quicker than a
   * population count where the build has no instruction for it (the victory
   * check after every action). */
  return st_node_set_count_and_few (&s->side[player], &def->enemy_point_set[player]);
}

int        mv_threat (const MvDef *def, const MvState *s, int player);
void       mv_check_end (const MvDef *def, MvState *s, int mover);
gboolean   mv_winning_action (const StGame *game, const StState *state, StAction *out);
char      *mv_end_detail (const StGame *game, const StState *state, const char *lang);
GPtrArray *mv_status (const StGame *game, const StState *state, int viewer, const char *lang);

/* Whether viewer knows piece's type in s: its own, or revealed to viewer (a
 * determinization deals the others, which viewer does not know). */
static inline gboolean
mv_knows_type (const MvState *s, int viewer, guint piece)
{
  return (s->pieces[piece].known >> viewer) & 1;
}

/* mv-hidden.c: observation and resampling */
gboolean mv_knows (const StGame *game, const MvState *s, int viewer, guint piece);
void     mv_observe (const StGame *game, const StState *state, int player, StState *out);
void     mv_resample (const StGame *game, const StState *state, int player, StRng *rng, StState *out);
void     mv_saw_move (const MvDef *def, MvPiece *p, int from, int to, int steps);
guint16  mv_unseen_types (const MvDef *def, const MvState *s, int player);
void     mv_piece_view (const StGame *game, const StState *state, int viewer, guint unit, StPieceView *view);

/* mv-eval.c */
double mv_evaluate (const StGame *game, const StState *state, int player);

/* mv-sentences.c: texts for people */
char      *mv_unit_label (const StGame *game, const StState *state, int viewer, guint unit, const char *lang);
void       mv_describe_action (const StGame *game, const StState *state, StAction action, StActionInfo *info);
char      *mv_action_sentence (const StGame  *game,
                               const StState *state,
                               StAction       action,
                               const StState *after,
                               int            viewer,
                               const char    *lang);
void       mv_prompt (const StGame *game, const StState *state, const char *lang, StPrompt *prompt);
GPtrArray *mv_resolution (const StGame *game, const StState *state, int viewer, const char *lang);
char      *mv_type_label (const StGame *game, int type, const char *lang);
char      *mv_side_label (const StGame *game, int player, const char *lang);

/* mv-overlay.c: the editor's overlays (st_game_overlay ()). */
#define MV_N_OVERLAYS 1
extern const StRulesetOverlay mv_overlays[MV_N_OVERLAYS];
GPtrArray                    *mv_overlay (const StGame *game, const StState *state, guint overlay, int unit);

G_END_DECLS
