/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mo-private.h"

/* 9.1 Leaders: nationality-restricted (Indian) leaders affect only their units
 * unless a Maharaja is played with them; single-unit (Japanese) leaders only
 * their unit; a Maharaja gives Command 4. */

gboolean
mo_leader_may_affect (const MoDef *def, const MoState *st, guint card, guint u)
{
  const MoCardDef *cd = &def->cards[card];

  if (cd->restricted == 0)
    return TRUE;
  if (u == MO_NONE)
    return st->combat.maharaja && cd->unit == MO_NONE;
  if (cd->restricted & MO_BIT (u))
    return TRUE;
  /* The Maharaja is played with the leader, before or after it. */
  return st->combat.maharaja && (st->combat.att_leader == card || st->combat.att_leader == MO_NONE)
         && cd->unit == MO_NONE;
}

/* 9.1: "When these cards are played at the same time that a Leader of any
 * Nationality is played that leader loses all Nationality restrictions and can be
 * played just like any other leader in the game": in a defence too. */
gboolean
mo_leader_may_defend (const MoDef *def, const MoState *st, guint card)
{
  const MoCardDef *cd = &def->cards[card];

  if (!mo_dice_set (cd->combat))
    return FALSE;
  if (cd->restricted == 0 || (cd->restricted & MO_BIT (st->combat.defender)))
    return TRUE;
  return st->combat.def_maharaja && cd->unit == MO_NONE;
}

/* Whether a Maharaja changes anything now: in an attack, with a leader played for
 * its Command (Command 4) or one still in the hand that is restricted; in a
 * defence, before the leader, with a restricted leader in the hand that could not
 * otherwise defend the unit. */
gboolean
mo_maharaja_useful (const MoDef *def, const MoState *st, int player, gboolean defence)
{
  const MoCombat *cb = &st->combat;
  guint8          leader = defence ? cb->def_leader : cb->att_leader;

  if ((defence ? cb->def_maharaja : cb->maharaja) || !mo_hand_has (def, st, player, MO_CARD_MAHARAJA))
    return FALSE;
  if (leader != MO_NONE)
    return !defence && cb->leader_mode;
  for (guint i = 0; i < st->n_hand[player]; i++)
    {
      const MoCardDef *cd = &def->cards[st->hand[player][i]];

      if (cd->type != MO_CARD_LEADER || cd->unit != MO_NONE || cd->restricted == 0)
        continue;
      if (!defence || (mo_dice_set (cd->combat) && !(cd->restricted & MO_BIT (cb->defender))))
        return TRUE;
    }
  return FALSE;
}

int
mo_leader_command (const MoDef *def, const MoState *st)
{
  if (st->combat.att_leader == MO_NONE || !st->combat.leader_mode)
    return 1;
  return st->combat.maharaja ? 4 : def->cards[st->combat.att_leader].command;
}
