/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/boards/st-square-grid.h"
#include "engine/st-ruleset.h"

G_BEGIN_DECLS

/* The manoeuvre ruleset (manoeuvre-reference.txt, manoeuvre-distant-lands.txt):
 * its compiled definition (MvDef), its state (MvState) and the rule areas, one
 * file each. Unit sets are 32-bit masks, bit i = unit i; cards are the game's card
 * indices (game->cards, one per physical copy). */

#define MV_MAX_UNITS 32
#define MV_MAX_CARDS 255
#define MV_MAX_DECK 96
#define MV_MAX_HAND 12
#define MV_CARD_WORDS 4
#define MV_NONE 0xffu
#define MV_MAX_PLAYED 16

/* The phases the ruleset declares (st_game_phase ()). */
typedef enum
{
  MV_PHASE_SETUP,
  MV_PHASE_DISCARD,
  MV_PHASE_DRAW,
  MV_PHASE_MOVEMENT,
  MV_PHASE_COMBAT,
  MV_PHASE_RESTORATION,
  MV_PHASE_OVER,
  MV_N_PHASES
} MvPhase;

/* Where in a phase the game waits, and for whom. */
typedef enum
{
  MV_STEP_SETUP,
  MV_STEP_CHOOSE_HAND, /* tournament play: each player picks his starting cards */
  MV_STEP_DISCARD,
  MV_STEP_DRAW, /* the hand holds a Spy: play it or go on */
  MV_STEP_MOVE,
  MV_STEP_DECLARE, /* declare one combat or none */
  MV_STEP_DEFEND, /* 6.1 steps 3 and 4: the defender withdraws or plays cards */
  MV_STEP_ATTACK, /* 6.1 step 5: the attacker's cards and supporting units */
  MV_STEP_CHOOSE, /* hit or retreat, by the player the table names */
  MV_STEP_RETREAT, /* the retreating player picks a flank */
  MV_STEP_ADVANCE,
  MV_STEP_SKIRMISH, /* the attacking unit may move up to two squares */
  MV_STEP_GUERRILLA, /* the non-active player may negate the card just played */
  MV_STEP_RESTORE,
  MV_STEP_REDOUBT, /* after a restoration attempt: one Redoubt, or none */
  MV_STEP_OVER,
} MvStep;

typedef enum
{
  MV_END_NONE,
  MV_END_ATTRITION,
  MV_END_PYRRHIC, /* 2.1: the winner's 5th loss came from a Committed Attack */
  MV_END_NIGHTFALL,
  MV_END_TIE_ELIMINATED,
  MV_END_TIE_REDUCED,
  MV_END_TIE_RANK,
  MV_N_END_REASONS
} MvEndReason;

/* Action kinds (bits 0-5 of an action). */
typedef enum
{
  MV_ACT_END, /* ends a phase or a step; "pass" in a reaction */
  MV_ACT_PLACE,
  MV_ACT_DISCARD, /* extra: the hand slots discarded */
  MV_ACT_SPY,
  MV_ACT_MOVE,
  MV_ACT_SUPPLY,
  MV_ACT_FORCED_MARCH,
  MV_ACT_BANZAI,
  MV_ACT_DIG_IN,
  MV_ACT_ASSAULT,
  MV_ACT_AMBUSH,
  MV_ACT_VOLLEY,
  MV_ACT_BOMBARD,
  MV_ACT_ROCKETS,
  MV_ACT_GRAND_BATTERY,
  MV_ACT_DEATH_WITH_HONOUR,
  MV_ACT_GUERRILLA,
  MV_ACT_WITHDRAW,
  MV_ACT_WITHDRAW_ROLL,
  MV_ACT_DEFEND, /* a unit card for the defending unit */
  MV_ACT_DEFEND_LEADER,
  MV_ACT_ATTACK_CARD, /* a unit card (extra 1: declared committed) */
  MV_ACT_COMMITTED, /* a Committed Attack card for `unit` */
  MV_ACT_SAPPERS,
  MV_ACT_SKIRMISH,
  MV_ACT_LEADER_COMBAT,
  MV_ACT_LEADER_COMMAND,
  MV_ACT_MAHARAJA,
  MV_ACT_SUPPORT,
  MV_ACT_HIT,
  MV_ACT_RETREAT_CHOICE,
  MV_ACT_RETREAT,
  MV_ACT_ADVANCE,
  MV_ACT_SKIRMISH_MOVE,
  MV_ACT_RESTORE,
  MV_ACT_RALLY,
  MV_ACT_REDOUBT,
  MV_ACT_CHOOSE_CARD,
  MV_N_ACTS
} MvActKind;

/* kind 6 bits, card 8, unit 8, from 12, to 12, extra 16. */
static inline StAction
mv_action (MvActKind kind, guint card, guint unit, int from, int to, guint extra)
{
  return (StAction) kind | ((StAction) (card & 0xffu) << 6) | ((StAction) (unit & 0xffu) << 14)
         | ((StAction) ((guint) from & 0xfffu) << 22) | ((StAction) ((guint) to & 0xfffu) << 34)
         | ((StAction) (extra & 0xffffu) << 46);
}

#define MV_KIND(a) ((MvActKind) ((a) &0x3fu))
#define MV_CARD(a) ((guint) (((a) >> 6) & 0xffu))
#define MV_UNIT(a) ((guint) (((a) >> 14) & 0xffu))
#define MV_FROM(a) (mv_place ((guint) (((a) >> 22) & 0xfffu)))
#define MV_TO(a) (mv_place ((guint) (((a) >> 34) & 0xfffu)))
#define MV_EXTRA(a) ((guint) (((a) >> 46) & 0xffffu))

static inline int
mv_place (guint bits)
{
  return bits == 0xfffu ? -1 : (int) bits;
}

typedef enum
{
  MV_CARD_UNIT,
  MV_CARD_AMBUSH,
  MV_CARD_BANZAI,
  MV_CARD_COMMITTED,
  MV_CARD_DEATH_WITH_HONOUR,
  MV_CARD_FORCED_MARCH,
  MV_CARD_GUERRILLA,
  MV_CARD_REDOUBT,
  MV_CARD_REGROUP,
  MV_CARD_ROCKETS,
  MV_CARD_SAPPERS,
  MV_CARD_SKIRMISH,
  MV_CARD_SPY,
  MV_CARD_SUPPLY,
  MV_CARD_WITHDRAW,
  MV_CARD_LEADER,
  MV_CARD_MAHARAJA,
} MvCardType;

typedef struct
{
  guint8 count, sides;
  gint8  mod;
} MvDice;

typedef struct
{
  guint8 low, high; /* high 0: none */
} MvRange;

typedef struct
{
  guint8  type; /* MvCardType */
  guint8  player;
  guint8  unit; /* unit cards, single-unit leaders; MV_NONE otherwise */
  guint8  range; /* bombard range */
  guint16 face; /* index of the StCard in game->cards terms: the first copy */
  MvDice  attack, defense, bombard, volley, combat, grand_battery;
  MvRange pursuit, withdraw, rally;
  guint8  leader_pursuit;
  guint8  command;
  guint8  nra, unit_redoubt, guerrillas, committed, artillery;
  guint32 restricted; /* leaders: units they may affect; 0: any */
} MvCardDef;

typedef struct
{
  guint8 player;
  guint8 cavalry;
  guint8 movement;
  guint8 strength[2]; /* full, reduced */
  gint16 start_cell; /* -1: set up during play */
} MvUnitDef;

typedef struct
{
  gint8  defense, attack;
  guint8 impassable, blocks_fire, cavalry_stop, no_assault, no_forced_march, hill;
} MvTerrain;

typedef struct
{
  StSquareGrid grid;
  MvTerrain   *cell; /* per cell */

  int      hand_size;
  int      attrition;
  gboolean advance_to_contact;
  gboolean tournament_hands;
  MvDice   ambush_attack;

  guint     n_units;
  MvUnitDef units[MV_MAX_UNITS];
  guint32   side_mask[2];
  int       home[2]; /* StSquareDirection towards each player's own edge */
  guint8   *half; /* per cell: 0 or 1, the player whose half it is */
  guint8   *home_rows; /* per cell: bit p set = player p may set up there */
  int       rank[2]; /* lower wins the last tie-break */

  guint     n_cards;
  MvCardDef cards[MV_MAX_CARDS];
  guint8    deck[2][MV_MAX_DECK]; /* each player's cards in file order */
  guint8    deck_size[2];
  gboolean  has_guerrilla[2]; /* the deck can negate cards at all */
} MvDef;

/* The combat under way (6.1, 6.2). */
typedef struct
{
  guint8  kind; /* MvActKind of the declaration */
  guint8  attacker; /* unit, MV_NONE in an ambush */
  guint8  defender;
  guint8  init_card;
  gint16  def_cell;
  guint32 supporters;
  guint32 nra; /* involved units that played a "not required to advance" card */
  guint32 carded; /* involved units that played a unit card */
  guint32 committed; /* units with a Committed Attack hit to take */
  guint8  n_att, n_def;
  guint8  att_cards[MV_MAX_PLAYED];
  guint8  att_card_unit[MV_MAX_PLAYED];
  guint8  def_cards[MV_MAX_PLAYED];
  guint8  att_leader, def_leader, leader_mode; /* leader_mode 1: command */
  guint8  maharaja, sappers, skirmish, withdrew, withdraw_tried;
  guint8  n_committed; /* Committed Attack cards (2d6 each) */
  guint8  result; /* MvOutcome */
  guint8  retreated, eliminated_defender;
  guint8  retreating; /* unit retreating now (MV_NONE) */
  guint8  retreat_hits; /* hits to take after the retreat (rockets) */
  guint8  lost[2]; /* units each player lost in this combat */
  guint8  committed_lost; /* attacker units eliminated by Committed Attack hits */
} MvCombat;

typedef enum
{
  MV_OUT_NONE,
  MV_OUT_ATTACKER_HIT, /* less than the defence */
  MV_OUT_NO_EFFECT,
  MV_OUT_DEFENDER_CHOOSES,
  MV_OUT_ATTACKER_CHOOSES,
  MV_OUT_HIT_AND_RETREAT,
  MV_OUT_ELIMINATED,
  MV_OUT_FIRE_HIT, /* volley, bombardment: a hit */
  MV_OUT_RETREAT, /* rockets 5-8 */
} MvOutcome;

/* What the last resolution rolled, for the resolution rows. */
typedef struct
{
  guint8 kind; /* MvActKind, 0: nothing to show */
  guint8 outcome;
  gint16 attack_roll, defense_roll, attack_total, defense_total;
  guint8 die; /* rockets, rally, withdraw roll */
  guint8 success;
  guint8 n_pursuit;
  guint8 pursuit[4]; /* rolls, bit 7 = hit */
  guint8 unit; /* the unit concerned */
  guint8 card;
} MvResolution;

/* A card play waiting for the opponent's Guerrilla. */
typedef struct
{
  guint8 kind; /* MvActKind of the play, 0: none */
  guint8 card, unit;
  gint16 to;
  guint8 resume; /* MvStep to return to */
} MvPending;

typedef struct
{
  StStateHeader header;

  guint8 turn;
  guint8 step; /* MvStep */
  guint8 active;
  guint8 actor;
  guint8 winner; /* 0, 1, MV_NONE while not over */
  guint8 end_reason;

  /* Movement phase. */
  guint8  moves_done, moves_required, moves_allowed;
  guint8  supply_played, banzai, moved_any;
  guint8  last_moved;
  gint16  last_from;
  guint32 moved;
  guint32 forced_marched;

  /* Units. */
  gint16  cell[MV_MAX_UNITS]; /* -1: eliminated or not set up */
  guint32 reduced;
  guint32 eliminated;
  guint32 redoubt;

  /* Cards: top last. */
  guint8 hand[2][MV_MAX_HAND];
  guint8 draw[2][MV_MAX_DECK];
  guint8 discard[2][MV_MAX_DECK];
  guint8 n_hand[2], n_draw[2], n_discard[2];
  guint8 first_deck_done[2]; /* drew the last card of the first deck */
  guint8 reshuffles[2];
  /* known[p]: the opponent's cards whose place player p knows (seen played,
   * shown on the discard pile, shown by a Spy). */
  guint64 known[2][MV_CARD_WORDS];

  MvCombat     combat;
  MvPending    pending;
  MvResolution res;
} MvState;

#define MV_DEF(game) ((const MvDef *) (game)->data)
#define MV_STATE(state) ((MvState *) (state))
#define MV_CSTATE(state) ((const MvState *) (state))
#define MV_BIT(u) ((guint32) 1u << (u))
#define MV_FOREACH(mask, u)                                                                              \
  for (guint32 mv_rest_##u = (mask); mv_rest_##u != 0 && ((u) = (guint) __builtin_ctz (mv_rest_##u), 1); \
       mv_rest_##u &= mv_rest_##u - 1)

static inline gboolean
mv_known (const MvState *st, int player, guint card)
{
  return (st->known[player][card / 64] >> (card % 64)) & 1u;
}

static inline void
mv_set_known (MvState *st, int player, guint card, gboolean known)
{
  if (known)
    st->known[player][card / 64] |= G_GUINT64_CONSTANT (1) << (card % 64);
  else
    st->known[player][card / 64] &= ~(G_GUINT64_CONSTANT (1) << (card % 64));
}

/* mv-game.c */
MvPhase mv_phase_of_step (MvStep step);

/* mv-units.c: strengths, hits, eliminations, occupancy. */
int      mv_unit_at (const MvDef *def, const MvState *st, int cell);
gboolean mv_on_board (const MvState *st, guint u);
int      mv_strength (const MvDef *def, const MvState *st, guint u);
void     mv_eliminate (const MvDef *def, MvState *st, guint u);
/* A hit: full strength turns reduced, reduced is eliminated. TRUE if eliminated. */
gboolean mv_hit (const MvDef *def, MvState *st, guint u);
void     mv_move_unit (MvState *st, guint u, int to);
guint    mv_n_eliminated (const MvDef *def, const MvState *st, int player);
guint    mv_n_reduced (const MvDef *def, const MvState *st, int player);
int      mv_roll (StRng *rng, MvDice dice);
gboolean mv_in_range (MvRange range, int value);
gboolean mv_dice_set (MvDice dice);
void     mv_combat_reset (MvState *st);

/* mv-setup.c: rule 3. */
void mv_setup_deal (const MvDef *def, MvState *st);
void mv_setup_begin (const MvDef *def, MvState *st);
void mv_choose_hand_actions (const MvDef *def, const MvState *st, StActionList *out);
void mv_choose_hand_apply (const MvDef *def, MvState *st, StAction action);
void mv_setup_actions (const MvDef *def, const MvState *st, StActionList *out);
void mv_setup_apply (const MvDef *def, MvState *st, StAction action);
int  mv_setup_next_unit (const MvDef *def, const MvState *st);

/* mv-cards.c: rule 4's discard and draw phases, hands and piles, Spy, Guerrilla. */
void     mv_draw_to_hand (const MvDef *def, MvState *st, int player);
void     mv_shuffle (StRng *rng, guint8 *cards, guint n);
void     mv_discard_card (const MvDef *def, MvState *st, int player, guint card, gboolean shown);
void     mv_play_card (const MvDef *def, MvState *st, guint card);
gboolean mv_take_from_discard (MvState *st, int player, guint card);
/* The hand's cards of a type, one per distinct card face (copies give one action). */
guint mv_hand_faces (const MvDef *def, const MvState *st, int player, MvCardType type, guint8 *out);
/* Adds card to faces unless a copy of it is there; TRUE if added. */
gboolean mv_add_face (const MvDef *def, guint8 *faces, guint *n, guint card);
gboolean mv_hand_has (const MvDef *def, const MvState *st, int player, MvCardType type);
void     mv_discard_actions (const MvDef *def, const MvState *st, StActionList *out);
void     mv_discard_apply (const MvDef *def, MvState *st, StAction action);
void     mv_draw_phase (const MvDef *def, MvState *st);
void     mv_draw_actions (const MvDef *def, const MvState *st, StActionList *out);
void     mv_draw_apply (const MvDef *def, MvState *st, StAction action);
gboolean mv_can_guerrilla (const MvDef *def, const MvState *st, guint card);
void     mv_ask_guerrilla (const MvDef *def, MvState *st, MvActKind kind, guint card, guint unit, int to);
void     mv_guerrilla_actions (const MvDef *def, const MvState *st, StActionList *out);
void     mv_guerrilla_apply (const MvDef *def, MvState *st, StAction action);
void     mv_pending_resolve (const MvDef *def, MvState *st, gboolean negated);

/* mv-movement.c: rule 5. */
void     mv_movement_begin (const MvDef *def, MvState *st);
guint    mv_unit_moves (const MvDef *def, const MvState *st, guint u, int steps, gint16 *out);
void     mv_movement_actions (const MvDef *def, const MvState *st, StActionList *out);
void     mv_movement_apply (const MvDef *def, MvState *st, StAction action);
gboolean mv_passable_empty (const MvDef *def, const MvState *st, int cell);

/* mv-assault.c: 6.1 Assault and Ambush, 6.5 supporting units. */
void mv_declare_actions (const MvDef *def, const MvState *st, StActionList *out);
void mv_declare_apply (const MvDef *def, MvState *st, StAction action);
void mv_defend_actions (const MvDef *def, const MvState *st, StActionList *out);
void mv_defend_apply (const MvDef *def, MvState *st, StAction action);
void mv_attack_actions (const MvDef *def, const MvState *st, StActionList *out);
void mv_attack_apply (const MvDef *def, MvState *st, StAction action);
void mv_resolve_assault (const MvDef *def, MvState *st);
void mv_attack_card_effect (const MvDef *def, MvState *st, guint card, guint u, gboolean committed);
int  mv_attack_total_fixed (const MvDef *def, const MvState *st);
int  mv_defense_total_fixed (const MvDef *def, const MvState *st);

/* mv-fire.c: 6.2 Volley and Bombardment, 6.3 Rockets, Grand Battery, Death With Honour. */
guint
     mv_fire_targets (const MvDef *def, const MvState *st, guint u, int range, gboolean rockets, gint16 *out);
void mv_fire_declare_actions (const MvDef *def, const MvState *st, StActionList *out);
void mv_fire_apply (const MvDef *def, MvState *st, StAction action);

/* mv-leaders.c: 9.1. */
gboolean mv_leader_may_affect (const MvDef *def, const MvState *st, guint card, guint u);
int      mv_leader_command (const MvDef *def, const MvState *st);

/* mv-results.c: 6.6 results, retreat, advance; 6.7 pursuit (mv-pursuit.c). */
void     mv_outcome_apply (const MvDef *def, MvState *st, MvOutcome outcome);
void     mv_choose_actions (const MvDef *def, const MvState *st, StActionList *out);
void     mv_choose_apply (const MvDef *def, MvState *st, StAction action);
guint    mv_retreat_options (const MvDef *def, const MvState *st, guint u, gint16 *out);
void     mv_start_retreat (const MvDef *def, MvState *st, guint u);
void     mv_retreat_actions (const MvDef *def, const MvState *st, StActionList *out);
void     mv_retreat_apply (const MvDef *def, MvState *st, StAction action);
void     mv_after_defender (const MvDef *def, MvState *st);
void     mv_advance_actions (const MvDef *def, const MvState *st, StActionList *out);
void     mv_advance_apply (const MvDef *def, MvState *st, StAction action);
void     mv_skirmish_actions (const MvDef *def, const MvState *st, StActionList *out);
void     mv_skirmish_apply (const MvDef *def, MvState *st, StAction action);
void     mv_finish_combat (const MvDef *def, MvState *st);
gboolean mv_advance_optional (const MvDef *def, const MvState *st);
void     mv_pursuit (const MvDef *def, MvState *st, guint cavalry);

/* mv-restoration.c: rule 7 and Redoubts. */
void mv_restoration_begin (const MvDef *def, MvState *st);
void mv_restore_actions (const MvDef *def, const MvState *st, StActionList *out);
void mv_restore_apply (const MvDef *def, MvState *st, StAction action);
void mv_restore_effect (const MvDef *def, MvState *st, guint unit);

/* mv-victory.c: rule 2. */
int      mv_controlled (const MvDef *def, const MvState *st, int player);
gboolean mv_check_attrition (const MvDef *def, MvState *st);
void     mv_end_player_turn (const MvDef *def, MvState *st);
void     mv_nightfall (const MvDef *def, MvState *st);

/* mv-observe.c: hidden information. */
void  mv_observe (const StGame *game, const StState *state, int player, StState *out);
void  mv_resample (const StGame *game, const StState *state, int player, StRng *rng, StState *out);
guint mv_pile (const StGame *game, const StState *state, int viewer, int player, StPile pile, GArray *cards);

/* mv-view.c and mv-sentences.c: descriptions, texts, sentences, prompts, rows. */
void       mv_describe_action (const StGame *game, const StState *state, StAction action, StActionInfo *info);
char      *mv_action_to_text (const StGame *game, const StState *state, StAction action);
char      *mv_action_sentence (const StGame  *game,
                               const StState *state,
                               StAction       action,
                               const StState *after,
                               int            viewer,
                               const char    *lang);
void       mv_prompt (const StGame *game, const StState *state, const char *lang, StPrompt *prompt);
GPtrArray *mv_resolution (const StGame *game, const StState *state, int viewer, const char *lang);
GPtrArray *mv_status (const StGame *game, const StState *state, int viewer, const char *lang);
void  mv_piece_view (const StGame *game, const StState *state, int viewer, guint unit, StPieceView *view);
char *mv_unit_label (const StGame *game, const StState *state, int viewer, guint unit, const char *lang);
char *mv_card_label (const StGame *game, guint card, const char *lang);

/* mv-eval.c */
double mv_evaluate (const StGame *game, const StState *state, int player);

G_END_DECLS
