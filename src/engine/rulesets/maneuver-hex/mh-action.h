/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-game-referee.h"

G_BEGIN_DECLS

/* What only the maneuver-hex ruleset knows: the layout of its actions, its
 * phases and end reasons, the choice pending in a position and its combat
 * record. Callers outside the ruleset use the family-neutral interface of
 * st-game.h (st_game_describe_action, st_game_prompt, st_game_resolution). */

/* An action is kind, unit, cell and a unit mask in bit fields. Attacks are the
 * exception: the cell is the first attacker's hex, the unit field the directions
 * from it of the hexes attacked, the mask the attackers (bit i = the attacking
 * player's unit slot i). */
typedef enum
{
  MH_ACTION_END_PHASE,
  MH_ACTION_DONE, /* ends an optional sequence of choices: withdrawals, advances */
  MH_ACTION_PLACE,
  MH_ACTION_MOVE,
  MH_ACTION_ATTACK,
  MH_ACTION_WITHDRAW,
  MH_ACTION_RETREAT,
  MH_ACTION_ADVANCE,
  MH_ACTION_REPLACE,
  MH_ACTION_RESTORE,
  MH_ACTION_REMOVE,
  MH_N_ACTION_KINDS
} MhActionKind;

#define MH_NO_UNIT 0xffu
#define MH_NO_CELL 0xfffffu

static inline StAction
mh_action_make (MhActionKind kind, guint unit, guint cell, guint32 mask)
{
  return (StAction) kind | ((StAction) (unit & 0xffu) << 4) | ((StAction) (cell & 0xfffffu) << 12)
         | ((StAction) mask << 32);
}

static inline MhActionKind
mh_action_kind (StAction action)
{
  return (MhActionKind) (action & 0xfu);
}

static inline guint
mh_action_unit (StAction action)
{
  return (guint) ((action >> 4) & 0xffu);
}

static inline guint
mh_action_cell (StAction action)
{
  return (guint) ((action >> 12) & 0xfffffu);
}

static inline guint32
mh_action_mask (StAction action)
{
  return (guint32) (action >> 32);
}

/* The phases the ruleset declares (st_game_phase), in this order. */
typedef enum
{
  MH_PHASE_ID_SETUP,
  MH_PHASE_ID_MOVEMENT,
  MH_PHASE_ID_COMBAT,
  MH_PHASE_ID_OVER,
  MH_N_PHASE_IDS
} MhPhaseId;

/* The end reasons the ruleset declares (st_game_end_reason). */
typedef enum
{
  MH_END_NONE,
  MH_END_CAPITAL_CAPTURED,
  MH_END_TURN_LIMIT,
  MH_N_END_REASONS
} MhEndReason;

/* What the player to act is being asked. */
typedef enum
{
  MH_CHOICE_NONE, /* the game is over */
  MH_CHOICE_PLACE, /* place `unit` */
  MH_CHOICE_MOVE, /* move units, replace, or end the phase */
  MH_CHOICE_ATTACK, /* declare attacks or end the phase */
  MH_CHOICE_WITHDRAW, /* defending cavalry in `cell` may withdraw before combat */
  MH_CHOICE_RETREAT, /* `unit` must retreat one hex */
  MH_CHOICE_ADVANCE, /* attackers may advance into `cell` */
  MH_CHOICE_REMOVE, /* remove units over the stacking limit */
} MhChoiceKind;

typedef struct
{
  MhChoiceKind kind;
  int          player;
  int          unit; /* -1 if none */
  int          cell; /* -1 if none */
  guint64      units; /* the units concerned, bit i = unit i (attackers, ...) */
} MhChoice;

/* The last combat resolved. */
typedef struct
{
  gboolean    valid;
  int         serial; /* 1 for the game's first combat, 2 for the next... */
  int         turn;
  int         attacker; /* player */
  int         defender_cell;
  int         attack_strength; /* before the die */
  int         defense_strength;
  int         attack_die;
  int         defense_die;
  int         difference; /* attack total minus defence total */
  StCrtResult result; /* as read from the table */
  StCrtResult applied; /* after rule [11]: NE for a capital's hex */
  gboolean    captured; /* the result captured the defending capital */
} MhCombatRecord;

/* What one st_game_apply_logged () did (the StEventLog its callers may pass). */
typedef enum
{
  MH_EVENT_PLACED,
  MH_EVENT_MOVED,
  MH_EVENT_REPLACED,
  MH_EVENT_RESTORED,
  MH_EVENT_COMBAT, /* see mh_last_combat () */
  MH_EVENT_WITHDREW,
  MH_EVENT_RETREATED,
  MH_EVENT_ADVANCED,
  MH_EVENT_ELIMINATED,
  MH_EVENT_FLIPPED, /* step loss */
  MH_EVENT_REMOVED, /* over the stacking limit */
  MH_EVENT_CAPTURED,
  MH_EVENT_RECAPTURED,
  MH_EVENT_PHASE, /* a new phase began */
  MH_EVENT_GAME_OVER,
} MhEventKind;

typedef struct
{
  MhEventKind kind;
  int         player;
  int         unit; /* -1 if none */
  int         from; /* cells, -1 if none */
  int         to;
} MhEvent;

#define MH_EVENT_LOG_SIZE 32

/* Events past the capacity are counted only. */
struct _StEventLog
{
  guint   len;
  guint   dropped;
  MhEvent events[MH_EVENT_LOG_SIZE];
};

void mh_event_log_add (StEventLog *log, MhEventKind kind, int player, int unit, int from, int to);

void mh_choice (const StGame *game, const StState *state, MhChoice *choice);
/* The last combat of state; FALSE if there was none yet. */
gboolean mh_last_combat (const StGame *game, const StState *state, MhCombatRecord *record);

G_END_DECLS
