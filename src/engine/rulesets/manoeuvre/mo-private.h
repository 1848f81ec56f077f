/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/boards/st-square-grid.h"
#include "engine/st-ruleset.h"

G_BEGIN_DECLS

/* The manoeuvre ruleset (manoeuvre-reference.txt, manoeuvre-distant-lands.txt):
 * its compiled definition (MoDef), its state (MoState) and the rule areas, one
 * file each. Unit sets are 32-bit masks, bit i = unit i; cards are the game's card
 * indices (game->cards, one per physical copy). */

#define MO_MAX_UNITS 32
#define MO_MAX_CARDS 255
#define MO_MAX_DECK 96
#define MO_MAX_HAND 12
#define MO_CARD_WORDS 4
#define MO_NONE 0xffu
#define MO_MAX_PLAYED 16
#define MO_AROUND_STEPS 3
#define MO_CARD_EVAL_ATTACK 0x40u
#define MO_CARD_EVAL_NO_UNIT 0x80u

/* The phases the ruleset declares (st_game_phase ()). */
typedef enum
{
  MO_PHASE_SETUP,
  MO_PHASE_DISCARD,
  MO_PHASE_DRAW,
  MO_PHASE_MOVEMENT,
  MO_PHASE_COMBAT,
  MO_PHASE_RESTORATION,
  MO_PHASE_OVER,
  MO_N_PHASES
} MoPhase;

/* Where in a phase the game waits, and for whom. */
typedef enum
{
  MO_STEP_BATTLEFIELD, /* the first player places the map sections (3) */
  MO_STEP_EDGE, /* the second player chooses his starting edge (3) */
  MO_STEP_SETUP,
  MO_STEP_CHOOSE_HAND, /* tournament play: each player picks his starting cards */
  MO_STEP_DISCARD,
  MO_STEP_DRAW, /* the hand holds a Spy: play it or go on */
  MO_STEP_MOVE,
  MO_STEP_DECLARE, /* declare one combat or none */
  MO_STEP_DEFEND, /* 6.1 steps 3 and 4: the defender withdraws or plays cards */
  MO_STEP_ATTACK, /* 6.1 step 5: the attacker's cards and supporting units */
  MO_STEP_CHOOSE, /* hit or retreat, by the player the table names */
  MO_STEP_RETREAT, /* the retreating player picks a flank */
  MO_STEP_ADVANCE,
  MO_STEP_SKIRMISH, /* the attacking unit may move up to two squares */
  MO_STEP_GUERRILLA, /* the non-active player may negate the card just played */
  MO_STEP_RESTORE,
  MO_STEP_REDOUBT, /* after a restoration attempt: one Redoubt, or none */
  MO_STEP_OVER,
} MoStep;

typedef enum
{
  MO_END_NONE,
  MO_END_ATTRITION,
  MO_END_PYRRHIC, /* 2.1: the winner's 5th loss came from a Committed Attack */
  MO_END_NIGHTFALL,
  MO_END_TIE_ELIMINATED,
  MO_END_TIE_REDUCED,
  MO_END_TIE_RANK,
  MO_N_END_REASONS
} MoEndReason;

/* Action kinds (bits 0-5 of an action). */
typedef enum
{
  MO_ACT_END, /* ends a phase or a step; "pass" in a reaction */
  MO_ACT_PLACE,
  MO_ACT_DISCARD, /* extra: the hand slots discarded */
  MO_ACT_SPY,
  MO_ACT_MOVE,
  MO_ACT_SUPPLY,
  MO_ACT_FORCED_MARCH,
  MO_ACT_BANZAI,
  MO_ACT_DIG_IN,
  MO_ACT_ASSAULT,
  MO_ACT_AMBUSH,
  MO_ACT_VOLLEY,
  MO_ACT_BOMBARD,
  MO_ACT_ROCKETS,
  MO_ACT_GRAND_BATTERY,
  MO_ACT_DEATH_WITH_HONOUR,
  MO_ACT_GUERRILLA,
  MO_ACT_WITHDRAW,
  MO_ACT_WITHDRAW_ROLL,
  MO_ACT_DEFEND, /* a unit card for the defending unit */
  MO_ACT_DEFEND_LEADER,
  MO_ACT_ATTACK_CARD, /* a unit card (extra 1: declared committed) */
  MO_ACT_COMMITTED, /* a Committed Attack card for `unit` */
  MO_ACT_SAPPERS,
  MO_ACT_SKIRMISH,
  MO_ACT_LEADER_COMBAT,
  MO_ACT_LEADER_COMMAND,
  MO_ACT_MAHARAJA,
  MO_ACT_SUPPORT,
  MO_ACT_HIT,
  MO_ACT_RETREAT_CHOICE,
  MO_ACT_RETREAT,
  MO_ACT_ADVANCE,
  MO_ACT_SKIRMISH_MOVE,
  MO_ACT_RESTORE,
  MO_ACT_RALLY,
  MO_ACT_REDOUBT,
  MO_ACT_CHOOSE_CARD,
  MO_ACT_SECTION, /* card: the section, to: the slot's first cell, extra: quarter turns */
  MO_ACT_EDGE, /* extra: StSquareDirection of the chosen edge */
  MO_N_ACTS
} MoActKind;

/* kind 6 bits, card 8, unit 8, from 12, to 12, extra 16. */
static inline StAction
mo_action (MoActKind kind, guint card, guint unit, int from, int to, guint extra)
{
  return (StAction) kind | ((StAction) (card & 0xffu) << 6) | ((StAction) (unit & 0xffu) << 14)
         | ((StAction) ((guint) from & 0xfffu) << 22) | ((StAction) ((guint) to & 0xfffu) << 34)
         | ((StAction) (extra & 0xffffu) << 46);
}

#define MO_KIND(a) ((MoActKind) ((a) &0x3fu))
#define MO_CARD(a) ((guint) (((a) >> 6) & 0xffu))
#define MO_UNIT(a) ((guint) (((a) >> 14) & 0xffu))
#define MO_FROM(a) (mo_place ((guint) (((a) >> 22) & 0xfffu)))
#define MO_TO(a) (mo_place ((guint) (((a) >> 34) & 0xfffu)))
#define MO_EXTRA(a) ((guint) (((a) >> 46) & 0xffffu))

static inline int
mo_place (guint bits)
{
  return bits == 0xfffu ? -1 : (int) bits;
}

typedef enum
{
  MO_CARD_UNIT,
  MO_CARD_AMBUSH,
  MO_CARD_BANZAI,
  MO_CARD_COMMITTED,
  MO_CARD_DEATH_WITH_HONOUR,
  MO_CARD_FORCED_MARCH,
  MO_CARD_GUERRILLA,
  MO_CARD_REDOUBT,
  MO_CARD_REGROUP,
  MO_CARD_ROCKETS,
  MO_CARD_SAPPERS,
  MO_CARD_SKIRMISH,
  MO_CARD_SPY,
  MO_CARD_SUPPLY,
  MO_CARD_WITHDRAW,
  MO_CARD_LEADER,
  MO_CARD_MAHARAJA,
} MoCardType;

typedef struct
{
  guint8 count, sides;
  gint8  mod;
} MoDice;

typedef struct
{
  guint8 low, high; /* high 0: none */
} MoRange;

typedef struct
{
  guint8  type; /* MoCardType */
  guint8  player;
  guint8  unit; /* unit cards, single-unit leaders; MO_NONE otherwise */
  guint8  range; /* bombard range */
  guint16 face; /* index of the StCard in game->cards terms: the first copy */
  MoDice  attack, defense, bombard, volley, combat, grand_battery;
  MoRange pursuit, withdraw, rally;
  guint8  leader_pursuit;
  guint8  command;
  guint8  nra, unit_redoubt, guerrillas, committed, artillery;
  guint32 restricted; /* leaders: units they may affect; 0: any */
  guint32 redoubt_units; /* unit Redoubt cards: the units it may go under */
} MoCardDef;

typedef struct
{
  guint8 player;
  guint8 cavalry;
  guint8 movement;
  guint8 strength[2]; /* full, reduced */
  gint16 start_cell; /* -1: set up during play */
} MoUnitDef;

typedef struct
{
  gint8  defense, attack;
  guint8 impassable, blocks_fire, cavalry_stop, no_assault, no_forced_march, hill;
} MoTerrain;

typedef struct
{
  StSquareGrid grid;
  MoTerrain   *cell; /* per cell */

  int      hand_size;
  int      attrition;
  gboolean advance_to_contact;
  gboolean tournament_hands;
  MoDice   ambush_attack;

  guint     n_units;
  MoUnitDef units[MO_MAX_UNITS];
  guint32   side_mask[2];
  int       home[2]; /* StSquareDirection towards each player's own edge, as the scenario sets it */
  gboolean  open_edges; /* the scenario places no unit: the second player chooses his edge */
  guint8   *depth[4]; /* per direction, per cell: rows from that edge */
  int       span[4]; /* per direction: rows or columns across */
  int       rank[2]; /* lower wins the last tie-break */
  /* Boards of at most 64 squares (8x8 and smaller): each square's neighbours and
   * the half nearer each edge as bit sets, for counting control quickly; NULL
   * on larger boards. */
  guint64 *neighbour_mask;
  guint64  near_half[4]; /* per StSquareDirection */
  /* On those boards, the board's squares and its first and last columns (for
   * moving a set of squares a column over by shifting it). */
  guint64 board_mask, first_column, last_column;
  guint64 cell_bit[64]; /* 1 << cell: one load where a shift takes several instructions */
  /* The squares at most 1, 2 and 3 orthogonal steps from each square, itself
   * included (terrain aside: the evaluation's exposure term). */
  guint64 around[64][MO_AROUND_STEPS];
  /* The impassable squares as a bit set, when the battlefield is fixed (not
   * chosen at set-up); NULL otherwise. */
  guint64 *impassable;

  guint     n_cards;
  MoCardDef cards[MO_MAX_CARDS];
  guint64   attack_cards[4]; /* the cards with an attack (mo_attack_dice ()) as a bit set */
  /* Per card, what the evaluation's hand term needs in one byte: its unit (bits
   * 0-4), MO_CARD_EVAL_ATTACK when it is in attack_cards, MO_CARD_EVAL_NO_UNIT
   * when its unit is MO_NONE. */
  guint8   card_eval[MO_MAX_CARDS];
  guint8   deck[2][MO_MAX_DECK]; /* each player's cards in file order */
  guint8   deck_size[2];
  gboolean has_guerrilla[2]; /* the deck can negate cards at all */

  /* 3: a battlefield the scenario leaves open (a library of equal map sections,
   * a board of 2x2 of them, none placed): the first player places them. */
  gboolean   open_battlefield;
  guint      n_sections;
  int        section_size;
  char     **section_ids;
  MoTerrain *section_cell; /* [section * 4 + quarter turns][cell of the slot] */
  gint8     *cell_slot; /* per cell: its slot 0-3, -1 when a cell override fixes it */
  gint16    *cell_local; /* per cell: its index in its slot */
} MoDef;

/* The combat under way (6.1, 6.2). */
typedef struct
{
  guint8  kind; /* MoActKind of the declaration */
  guint8  attacker; /* unit, MO_NONE in an ambush */
  guint8  defender;
  guint8  init_card;
  gint16  def_cell;
  guint32 supporters;
  guint32 nra; /* involved units that played a "not required to advance" card */
  guint32 carded; /* involved units that played a unit card */
  guint32 committed; /* units with a Committed Attack hit to take */
  guint8  n_att, n_def;
  guint8  att_cards[MO_MAX_PLAYED];
  guint8  att_card_unit[MO_MAX_PLAYED];
  guint8  def_cards[MO_MAX_PLAYED];
  guint8  att_leader, def_leader, leader_mode; /* leader_mode 1: command */
  guint8  maharaja, sappers, skirmish, withdrew, withdraw_tried;
  guint8  def_maharaja; /* the defender played a Maharaja with his leader */
  guint8  n_committed; /* Committed Attack cards (2d6 each) */
  guint8  result; /* MoOutcome */
  guint8  retreated, eliminated_defender;
  guint8  retreating; /* unit retreating now (MO_NONE) */
  guint8  retreat_hits; /* hits to take after the retreat (rockets) */
  guint8  lost[2]; /* units each player lost in this combat */
  guint8  committed_lost; /* attacker units eliminated by Committed Attack hits */
} MoCombat;

typedef enum
{
  MO_OUT_NONE,
  MO_OUT_ATTACKER_HIT, /* less than the defence */
  MO_OUT_NO_EFFECT,
  MO_OUT_DEFENDER_CHOOSES,
  MO_OUT_ATTACKER_CHOOSES,
  MO_OUT_HIT_AND_RETREAT,
  MO_OUT_ELIMINATED,
  MO_OUT_FIRE_HIT, /* volley, bombardment: a hit */
  MO_OUT_RETREAT, /* rockets 5-8 */
  MO_OUT_FIRE_MISS, /* volley, bombardment: not more than the defence */
  MO_OUT_ROCKET_MISS, /* rockets 1-4 */
  MO_OUT_ROCKET_HIT, /* rockets 9-10: a loss and a retreat */
  MO_OUT_ROCKET_ELIMINATED, /* rockets 9-10: the loss eliminated the unit */
} MoOutcome;

/* What the last resolution rolled, for the resolution rows. */
typedef struct
{
  guint8 kind; /* MoActKind, 0: nothing to show */
  guint8 outcome;
  gint16 attack_roll, defense_roll, attack_total, defense_total;
  guint8 die; /* rockets, rally, withdraw roll */
  guint8 success;
  guint8 n_pursuit;
  guint8 pursuit[8]; /* rolls, bit 7 = hit */
  guint8 pursuit_mod; /* the attacking leader's Pursuit value, subtracted from each roll */
  guint8 pursued; /* the unit the pursuit rolls were against */
  guint8 unit; /* the unit concerned */
  guint8 card;
} MoResolution;

/* A card play waiting for the opponent's Guerrilla. */
typedef struct
{
  guint8 kind; /* MoActKind of the play, 0: none */
  guint8 card, unit;
  gint16 to;
  guint8 resume; /* MoStep to return to */
} MoPending;

typedef struct
{
  StStateHeader header;

  guint8 turn;
  guint8 step; /* MoStep */
  guint8 active;
  guint8 actor;
  guint8 winner; /* 0, 1, MO_NONE while not over */
  guint8 end_reason;

  /* The battlefield (3): each player's edge, the sections placed in slots 0-3. */
  guint8 home[2]; /* StSquareDirection */
  guint8 n_slots;
  guint8 slot_section[4], slot_turns[4];

  /* Movement phase. */
  guint8  moves_done, moves_required, moves_allowed;
  guint8  supply_played, banzai, moved_any;
  guint8  last_moved;
  gint16  last_from;
  guint32 moved;
  guint32 forced_marched;

  /* Units. */
  gint16  cell[MO_MAX_UNITS]; /* -1: eliminated or not set up */
  guint32 reduced;
  guint32 eliminated;
  guint32 redoubt;

  /* Cards: top last. */
  guint8 hand[2][MO_MAX_HAND];
  guint8 draw[2][MO_MAX_DECK];
  guint8 discard[2][MO_MAX_DECK];
  guint8 n_hand[2], n_draw[2], n_discard[2];
  guint8 first_deck_done[2]; /* drew the last card of the first deck */
  guint8 reshuffles[2];
  /* known[p]: the opponent's cards whose place player p knows (seen played,
   * shown on the discard pile, shown by a Spy). */
  guint64 known[2][MO_CARD_WORDS];

  MoCombat     combat;
  MoPending    pending;
  MoResolution res;
} MoState;

/* The squares units stand on, as a bit set: asked many times in one query, it
 * saves looking through every unit for each square. */
typedef struct
{
  guint64 bits[(ST_SQUARE_GRID_MAX_CELLS + 63) / 64]; /* any unit */
  /* a unit, or impassable terrain when the battlefield is fixed (MoDef.impassable) */
  guint64 blocked[(ST_SQUARE_GRID_MAX_CELLS + 63) / 64];
  guint64 side[2][(ST_SQUARE_GRID_MAX_CELLS + 63) / 64]; /* a unit of that player */
} MoOccupied;

#define MO_DEF(game) ((const MoDef *) (game)->data)
#define MO_STATE(state) ((MoState *) (state))
#define MO_CSTATE(state) ((const MoState *) (state))
#define MO_BIT(u) ((guint32) 1u << (u))
#define MO_FOREACH(mask, u)                                                                              \
  for (guint32 mo_rest_##u = (mask); mo_rest_##u != 0 && ((u) = (guint) __builtin_ctz (mo_rest_##u), 1); \
       mo_rest_##u &= mo_rest_##u - 1)

static inline gboolean
mo_known (const MoState *st, int player, guint card)
{
  return (st->known[player][card / 64] >> (card % 64)) & 1u;
}

static inline void
mo_set_known (MoState *st, int player, guint card, gboolean known)
{
  if (known)
    st->known[player][card / 64] |= G_GUINT64_CONSTANT (1) << (card % 64);
  else
    st->known[player][card / 64] &= ~(G_GUINT64_CONSTANT (1) << (card % 64));
}

/* The terrain of a cell as the state's battlefield has it. */
static inline const MoTerrain *
mo_terrain (const MoDef *def, const MoState *st, int cell)
{
  int slot;

  if (!def->open_battlefield || (slot = def->cell_slot[cell]) < 0 || slot >= st->n_slots)
    return &def->cell[cell];
  return &def->section_cell[(st->slot_section[slot] * 4u + st->slot_turns[slot])
                                * (guint) (def->section_size * def->section_size)
                            + (guint) def->cell_local[cell]];
}

/* A square a unit may enter: on the board, not impassable, no unit there. */
static inline gboolean
mo_passable_free (const MoDef *def, const MoState *st, const MoOccupied *occ, int cell)
{
  if (cell < 0 || ((occ->blocked[cell / 64] >> (cell % 64)) & 1u))
    return FALSE;
  return def->impassable != NULL || !mo_terrain (def, st, cell)->impassable;
}

/* Rows between a cell and a player's own edge (0: on the edge). */
static inline int
mo_depth (const MoDef *def, const MoState *st, int player, int cell)
{
  return def->depth[st->home[player]][cell];
}

/* The player whose half a cell is in. */
static inline int
mo_half (const MoDef *def, const MoState *st, int cell)
{
  return mo_depth (def, st, 0, cell) < def->span[st->home[0]] / 2 ? 0 : 1;
}

/* mo-game.c */
MoPhase mo_phase_of_step (MoStep step);
/* The phase of a state: a Guerrilla reaction belongs to the phase it interrupts. */
MoPhase   mo_state_phase (const MoState *st);
MoTerrain mo_terrain_of (const StTerrain *terrain);

/* mo-units.c: strengths, hits, eliminations, occupancy. */
int  mo_unit_at (const MoDef *def, const MoState *st, int cell);
void mo_occupied (const MoDef *def, const MoState *st, MoOccupied *occ);
static inline gboolean
mo_occupied_has (const MoOccupied *occ, int cell)
{
  return (occ->bits[cell / 64] >> (cell % 64)) & 1u;
}
static inline gboolean
mo_occupied_by (const MoOccupied *occ, int player, int cell)
{
  return (occ->side[player][cell / 64] >> (cell % 64)) & 1u;
}
gboolean mo_on_board (const MoState *st, guint u);
int      mo_strength (const MoDef *def, const MoState *st, guint u);
void     mo_eliminate (const MoDef *def, MoState *st, guint u);
/* A hit: full strength turns reduced, reduced is eliminated. TRUE if eliminated. */
gboolean mo_hit (const MoDef *def, MoState *st, guint u);
void     mo_move_unit (MoState *st, guint u, int to);
guint    mo_n_eliminated (const MoDef *def, const MoState *st, int player);
guint    mo_n_reduced (const MoDef *def, const MoState *st, int player);
int      mo_roll (StRng *rng, MoDice dice);
/* The dice a card adds to an attack: a unit card's Attack, a single-unit
 * leader's Combat, an Ambush the scenario's ambush dice (mo-assault.c). */
MoDice   mo_attack_dice (const MoDef *def, guint card);
gboolean mo_in_range (MoRange range, int value);
gboolean mo_dice_set (MoDice dice);
void     mo_combat_reset (MoState *st);

/* mo-setup.c: rule 3. */
void mo_setup_deal (const MoDef *def, MoState *st);
void mo_setup_begin (const MoDef *def, MoState *st);
void mo_choose_hand_actions (const MoDef *def, const MoState *st, StActionList *out);
void mo_choose_hand_apply (const MoDef *def, MoState *st, StAction action);
void mo_setup_actions (const MoDef *def, const MoState *st, StActionList *out);
void mo_setup_apply (const MoDef *def, MoState *st, StAction action);
int  mo_setup_next_unit (const MoDef *def, const MoState *st);

/* mo-battlefield.c: rule 3's map sections and starting edges. */
void mo_battlefield_compile (MoDef *def, const StScenario *s);
void mo_battlefield_free (MoDef *def);
void mo_battlefield_actions (const MoDef *def, const MoState *st, StActionList *out);
void mo_battlefield_apply (const MoDef *def, MoState *st, StAction action);
void mo_placements (const StGame *game, const StState *state, GPtrArray *out);

/* mo-cards.c: rule 4's discard and draw phases, hands and piles, Spy, Guerrilla. */
void     mo_draw_to_hand (const MoDef *def, MoState *st, int player);
void     mo_shuffle (StRng *rng, guint8 *cards, guint n);
void     mo_discard_card (const MoDef *def, MoState *st, int player, guint card, gboolean shown);
void     mo_play_card (const MoDef *def, MoState *st, guint card);
gboolean mo_take_from_discard (MoState *st, int player, guint card);
/* Adds card to faces unless a copy of it is there; TRUE if added. Inline, as the
 * next: every action list asks for the hand's cards of several types. */
static inline gboolean
mo_add_face (const MoDef *def, guint8 *faces, guint *n, guint card)
{
  for (guint k = 0; k < *n; k++)
    if (def->cards[faces[k]].face == def->cards[card].face)
      return FALSE;
  faces[(*n)++] = (guint8) card;
  return TRUE;
}
/* The hand's cards of a type, one per distinct card face (copies give one action). */
static inline guint
mo_hand_faces (const MoDef *def, const MoState *st, int player, MoCardType type, guint8 *out)
{
  guint n = 0;

  for (guint i = 0; i < st->n_hand[player]; i++)
    if (def->cards[st->hand[player][i]].type == type)
      mo_add_face (def, out, &n, st->hand[player][i]);
  return n;
}
gboolean mo_hand_has (const MoDef *def, const MoState *st, int player, MoCardType type);
void     mo_discard_actions (const MoDef *def, const MoState *st, StActionList *out);
void     mo_discard_apply (const MoDef *def, MoState *st, StAction action);
void     mo_draw_phase (const MoDef *def, MoState *st);
void     mo_draw_actions (const MoDef *def, const MoState *st, StActionList *out);
void     mo_draw_apply (const MoDef *def, MoState *st, StAction action);
gboolean mo_can_guerrilla (const MoDef *def, const MoState *st, guint card);
void     mo_ask_guerrilla (const MoDef *def, MoState *st, MoActKind kind, guint card, guint unit, int to);
void     mo_guerrilla_actions (const MoDef *def, const MoState *st, StActionList *out);
void     mo_guerrilla_apply (const MoDef *def, MoState *st, StAction action);
void     mo_pending_resolve (const MoDef *def, MoState *st, gboolean negated);
/* 9.2 Spy: the active player may play it in the middle of any of his phases. */
void mo_spy_actions (const MoDef *def, const MoState *st, StActionList *out);
void mo_spy_apply (const MoDef *def, MoState *st, guint card);

/* mo-movement.c: rule 5. */
void     mo_movement_begin (const MoDef *def, MoState *st);
guint    mo_unit_moves (const MoDef *def, const MoState *st, guint u, int steps, gint16 *out);
void     mo_movement_actions (const MoDef *def, const MoState *st, StActionList *out);
void     mo_movement_apply (const MoDef *def, MoState *st, StAction action);
gboolean mo_passable_empty (const MoDef *def, const MoState *st, int cell);

/* mo-assault.c: 6.1 Assault and Ambush, 6.5 supporting units. */
void mo_declare_actions (const MoDef *def, const MoState *st, StActionList *out);
void mo_declare_apply (const MoDef *def, MoState *st, StAction action);
void mo_defend_actions (const MoDef *def, const MoState *st, StActionList *out);
void mo_defend_apply (const MoDef *def, MoState *st, StAction action);
void mo_attack_actions (const MoDef *def, const MoState *st, StActionList *out);
void mo_attack_apply (const MoDef *def, MoState *st, StAction action);
void mo_resolve_assault (const MoDef *def, MoState *st);
void mo_attack_card_effect (const MoDef *def, MoState *st, guint card, guint u, gboolean committed);
int  mo_attack_total_fixed (const MoDef *def, const MoState *st);
int  mo_defense_total_fixed (const MoDef *def, const MoState *st);
/* 6.1 step 7: the outcome table's line for the totals. */
MoOutcome mo_assault_outcome (int attack, int defense);

/* mo-fire.c: 6.2 Volley and Bombardment, 6.3 Rockets, Grand Battery, Death With Honour. */
guint
mo_fire_targets (const MoDef *def, const MoState *st, guint u, int range, gboolean rockets, gint16 *out);
/* At most the squares within 6 orthogonal steps. */
#define MO_FIRE_REACH_MAX 128
guint mo_fire_reach (const MoDef *def, const MoState *st, guint u, int range, gint16 *out);
void  mo_fire_declare_actions (const MoDef *def, const MoState *st, StActionList *out);
void  mo_fire_apply (const MoDef *def, MoState *st, StAction action);

/* mo-overlay.c: the editor's overlays (st_game_overlay ()). */
#define MO_N_OVERLAYS 2
extern const StRulesetOverlay mo_overlays[MO_N_OVERLAYS];
GPtrArray                    *mo_overlay (const StGame *game, const StState *state, guint overlay, int unit);

/* mo-leaders.c: 9.1. */
gboolean mo_leader_may_affect (const MoDef *def, const MoState *st, guint card, guint u);
/* The defender's leader for the defending unit: its restriction, or a Maharaja. */
gboolean mo_leader_may_defend (const MoDef *def, const MoState *st, guint card);
/* A Maharaja may be played now: with a leader whose restriction it lifts. */
gboolean mo_leader_may_command (const MoDef *def, const MoState *st, guint card);
gboolean mo_maharaja_useful (const MoDef *def, const MoState *st, int player, gboolean defence);
int      mo_leader_command (const MoDef *def, const MoState *st);

/* mo-results.c: 6.6 results, retreat, advance; 6.7 pursuit (mo-pursuit.c). */
void     mo_outcome_apply (const MoDef *def, MoState *st, MoOutcome outcome);
void     mo_choose_actions (const MoDef *def, const MoState *st, StActionList *out);
void     mo_choose_apply (const MoDef *def, MoState *st, StAction action);
guint    mo_retreat_options (const MoDef *def, const MoState *st, guint u, gint16 *out);
void     mo_start_retreat (const MoDef *def, MoState *st, guint u);
void     mo_retreat_actions (const MoDef *def, const MoState *st, StActionList *out);
void     mo_retreat_apply (const MoDef *def, MoState *st, StAction action);
void     mo_after_defender (const MoDef *def, MoState *st);
void     mo_advance_actions (const MoDef *def, const MoState *st, StActionList *out);
void     mo_advance_apply (const MoDef *def, MoState *st, StAction action);
void     mo_skirmish_actions (const MoDef *def, const MoState *st, StActionList *out);
void     mo_skirmish_apply (const MoDef *def, MoState *st, StAction action);
void     mo_finish_combat (const MoDef *def, MoState *st);
gboolean mo_advance_optional (const MoDef *def, const MoState *st);
void     mo_pursuit (const MoDef *def, MoState *st, guint cavalry);

/* mo-restoration.c: rule 7 and Redoubts. */
void mo_restoration_begin (const MoDef *def, MoState *st);
void mo_restore_actions (const MoDef *def, const MoState *st, StActionList *out);
void mo_restore_apply (const MoDef *def, MoState *st, StAction action);
void mo_restore_effect (const MoDef *def, MoState *st, guint unit);

/* mo-victory.c: rule 2. */
int      mo_controlled (const MoDef *def, const MoState *st, int player);
gboolean mo_check_attrition (const MoDef *def, MoState *st);
void     mo_end_player_turn (const MoDef *def, MoState *st);
void     mo_nightfall (const MoDef *def, MoState *st);
char    *mo_end_detail (const StGame *game, const StState *state, const char *lang);

/* mo-observe.c: hidden information. */
void  mo_observe (const StGame *game, const StState *state, int player, StState *out);
void  mo_resample (const StGame *game, const StState *state, int player, StRng *rng, StState *out);
guint mo_pile (const StGame *game, const StState *state, int viewer, int player, StPile pile, GArray *cards);

/* mo-view.c and mo-sentences.c: descriptions, texts, sentences, prompts, rows.
 * mo_edge_words: the edges as action texts write them, by StSquareDirection. */
extern const char *const mo_edge_words[4];
void       mo_describe_action (const StGame *game, const StState *state, StAction action, StActionInfo *info);
guint      mo_action_cards (const StGame *game, const StState *state, StAction action, GArray *cards);
char      *mo_action_to_text (const StGame *game, const StState *state, StAction action);
char      *mo_action_sentence (const StGame  *game,
                               const StState *state,
                               StAction       action,
                               const StState *after,
                               int            viewer,
                               const char    *lang);
void       mo_prompt (const StGame *game, const StState *state, const char *lang, StPrompt *prompt);
GPtrArray *mo_resolution (const StGame *game, const StState *state, int viewer, const char *lang);
GPtrArray *mo_status (const StGame *game, const StState *state, int viewer, const char *lang);
void  mo_piece_view (const StGame *game, const StState *state, int viewer, guint unit, StPieceView *view);
char *mo_unit_label (const StGame *game, const StState *state, int viewer, guint unit, const char *lang);
char *mo_card_label (const StGame *game, guint card, const char *lang);
char *mo_card_label_detail (const StGame *game, guint card, const char *lang);

/* mo-eval.c */
double mo_evaluate (const StGame *game, const StState *state, int player);

G_END_DECLS
