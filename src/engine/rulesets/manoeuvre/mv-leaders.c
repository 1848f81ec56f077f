/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mv-private.h"

/* 9.1 Leaders: nationality-restricted (Indian) leaders affect only their units
 * unless a Maharaja is played with them; single-unit (Japanese) leaders only
 * their unit; a Maharaja gives Command 4. */

gboolean
mv_leader_may_affect (const MvDef *def, const MvState *st, guint card, guint u)
{
  const MvCardDef *cd = &def->cards[card];

  if (cd->restricted == 0)
    return TRUE;
  if (u == MV_NONE)
    return st->combat.maharaja && cd->unit == MV_NONE;
  if (cd->restricted & MV_BIT (u))
    return TRUE;
  return st->combat.maharaja && st->combat.att_leader == card && cd->unit == MV_NONE;
}

int
mv_leader_command (const MvDef *def, const MvState *st)
{
  if (st->combat.att_leader == MV_NONE || !st->combat.leader_mode)
    return 1;
  return st->combat.maharaja ? 4 : def->cards[st->combat.att_leader].command;
}
