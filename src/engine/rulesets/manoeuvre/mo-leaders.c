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
 * its Command below 4 or restricted, or before a leader still in the hand that is
 * restricted or has a Command below 4 (Command 4 then); in a defence, before the leader, with a restricted
 * leader in the hand that could not otherwise defend the unit. */
gboolean
mo_maharaja_useful (const MoDef *def, const MoState *st, int player, gboolean defence)
{
  const MoCombat *cb = &st->combat;
  guint8          leader = defence ? cb->def_leader : cb->att_leader;

  if ((defence ? cb->def_maharaja : cb->maharaja) || !mo_hand_has (def, st, player, MO_CARD_MAHARAJA))
    return FALSE;
  if (leader != MO_NONE)
    return !defence && cb->leader_mode
           && (def->cards[leader].command < 4 || def->cards[leader].restricted != 0);
  for (guint i = 0; i < st->n_hand[player]; i++)
    {
      const MoCardDef *cd = &def->cards[st->hand[player][i]];

      if (cd->type != MO_CARD_LEADER || cd->unit != MO_NONE)
        continue;
      if (defence
              ? mo_dice_set (cd->combat) && cd->restricted != 0 && !(cd->restricted & MO_BIT (cb->defender))
              : cd->restricted != 0 || cd->command < 4)
        return TRUE;
    }
  return FALSE;
}

/* Whether a leader in the hand may be played for its Command in this attack: a
 * Command of 2 or more, or any Command with a Maharaja already played ("A
 * Maharaja also confers a Command value of 4"); a restricted leader only when the
 * attacking unit is his ("An Indian Leader can only be used to combine the two
 * units of the matching nationality"), unless the Maharaja came first. In an
 * Ambush the card is the first unit; the supporting units are checked one by one.
 * Single-unit leaders never command ("may not be used to combine units"). */
gboolean
mo_leader_may_command (const MoDef *def, const MoState *st, guint card)
{
  const MoCardDef *cd = &def->cards[card];
  const MoCombat  *cb = &st->combat;

  if (cd->unit != MO_NONE || (cd->command < 2 && !cb->maharaja))
    return FALSE;
  return cb->attacker == MO_NONE || mo_leader_may_affect (def, st, card, cb->attacker);
}

int
mo_leader_command (const MoDef *def, const MoState *st)
{
  if (st->combat.att_leader == MO_NONE || !st->combat.leader_mode)
    return 1;
  return st->combat.maharaja ? 4 : def->cards[st->combat.att_leader].command;
}
