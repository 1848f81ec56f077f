/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mo-private.h"

/* 6.7 Pursuit: cavalry that advances after a retreat or withdrawal rolls a d6 for
 * each card with a Pursuit value played for it; a leader's Pursuit value lowers
 * each roll (a modified roll below 1 counts as 1); a roll in the card's range is
 * a hit on the retreating unit. The rolls are the advance's resolution. */
void
mo_pursuit (const MoDef *def, MoState *st, guint cavalry)
{
  MoCombat *cb = &st->combat;
  int       modifier = cb->att_leader != MO_NONE ? def->cards[cb->att_leader].leader_pursuit : 0;

  st->res = (MoResolution){ .kind = MO_ACT_ADVANCE,
                            .unit = (guint8) cavalry,
                            .pursued = cb->defender,
                            .pursuit_mod = (guint8) modifier,
                            .card = MO_NONE };
  for (guint i = 0; i < cb->n_att; i++)
    {
      const MoCardDef *cd = &def->cards[cb->att_cards[i]];
      int              roll, modified;
      gboolean         hit;

      if (cb->att_card_unit[i] != cavalry || cd->pursuit.high == 0)
        continue;
      roll = st_rng_roll (&st->header.rng, 1, 6);
      modified = MAX (roll - modifier, 1);
      hit = mo_in_range (cd->pursuit, modified) && st->cell[cb->defender] >= 0;
      if (hit)
        mo_hit (def, st, cb->defender);
      if (st->res.n_pursuit < G_N_ELEMENTS (st->res.pursuit))
        st->res.pursuit[st->res.n_pursuit++] = (guint8) (roll | (hit ? 0x80 : 0));
    }
  if (st->res.n_pursuit == 0)
    st->res.kind = 0;
}
