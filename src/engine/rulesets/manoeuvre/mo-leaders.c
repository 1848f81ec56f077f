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
  return st->combat.maharaja && st->combat.att_leader == card && cd->unit == MO_NONE;
}

int
mo_leader_command (const MoDef *def, const MoState *st)
{
  if (st->combat.att_leader == MO_NONE || !st->combat.leader_mode)
    return 1;
  return st->combat.maharaja ? 4 : def->cards[st->combat.att_leader].command;
}
