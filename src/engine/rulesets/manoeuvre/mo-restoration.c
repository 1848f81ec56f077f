/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mo-private.h"

/* Rule 7: one restoration attempt (Supply, Regroup, a matching unit card - the
 * Reinforcement - or a Leader's rally roll), then at most one Redoubt (9.2, and
 * the Indian cards' unit Redoubt, 8). */

void
mo_restoration_begin (const MoDef *def, MoState *st)
{
  st->step = MO_STEP_RESTORE;
  st->actor = st->active;
}

void
mo_restore_effect (const MoDef *def, MoState *st, guint unit)
{
  st->reduced &= ~MO_BIT (unit);
}

static void
add (StActionList *out, MoActKind kind, guint card, guint unit, int at)
{
  st_action_list_add (out, mo_action (kind, card, unit, -1, at, 0));
}

void
mo_restore_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  int     p = st->active;
  guint32 reduced = st->reduced & def->side_mask[p] & ~st->eliminated;
  guint8  faces[MO_MAX_HAND];
  guint   n, u;

  if (st->step == MO_STEP_RESTORE && reduced != 0)
    {
      for (MoCardType type = MO_CARD_REGROUP; type <= MO_CARD_SUPPLY;
           type += MO_CARD_SUPPLY - MO_CARD_REGROUP)
        {
          n = mo_hand_faces (def, st, p, type, faces);
          for (guint i = 0; i < n; i++)
            MO_FOREACH (reduced, u)
          add (out, MO_ACT_RESTORE, faces[i], u, st->cell[u]);
        }
      n = mo_hand_faces (def, st, p, MO_CARD_UNIT, faces);
      for (guint i = 0; i < n; i++)
        if (def->cards[faces[i]].unit != MO_NONE && (reduced & MO_BIT (def->cards[faces[i]].unit)))
          add (out, MO_ACT_RESTORE, faces[i], def->cards[faces[i]].unit, st->cell[def->cards[faces[i]].unit]);
      n = mo_hand_faces (def, st, p, MO_CARD_LEADER, faces);
      for (guint i = 0; i < n; i++)
        if (def->cards[faces[i]].rally.high > 0)
          MO_FOREACH (reduced, u)
      if (def->cards[faces[i]].restricted == 0 || (def->cards[faces[i]].restricted & MO_BIT (u)))
        add (out, MO_ACT_RALLY, faces[i], u, st->cell[u]);
    }
  n = mo_hand_faces (def, st, p, MO_CARD_REDOUBT, faces);
  for (guint i = 0; i < n; i++)
    MO_FOREACH (def->side_mask[p] & ~st->eliminated & ~st->redoubt, u)
  if (st->cell[u] >= 0)
    add (out, MO_ACT_REDOUBT, faces[i], u, st->cell[u]);
  /* 8 Unit Redoubt: under a unit of the card's nationality that is on the board
   * and has no redoubt; it is the turn's one Redoubt card. */
  n = mo_hand_faces (def, st, p, MO_CARD_UNIT, faces);
  for (guint i = 0; i < n; i++)
    if (def->cards[faces[i]].unit_redoubt)
      MO_FOREACH (def->cards[faces[i]].redoubt_units & def->side_mask[p] & ~st->eliminated & ~st->redoubt, u)
  if (st->cell[u] >= 0)
    add (out, MO_ACT_REDOUBT, faces[i], u, st->cell[u]);
  add (out, MO_ACT_END, MO_NONE, MO_NONE, -1);
}

void
mo_restore_apply (const MoDef *def, MoState *st, StAction action)
{
  guint card = MO_CARD (action), u = MO_UNIT (action);

  switch (MO_KIND (action))
    {
      case MO_ACT_RESTORE:
        mo_play_card (def, st, card);
        st->res =
            (MoResolution){ .kind = MO_ACT_RESTORE, .card = (guint8) card, .unit = (guint8) u, .success = 1 };
        mo_ask_guerrilla (def, st, MO_ACT_RESTORE, card, u, -1);
        break;
      case MO_ACT_RALLY:
        {
          int die = st_rng_roll (&st->header.rng, 1, 6);

          mo_play_card (def, st, card);
          st->res = (MoResolution){
            .kind = MO_ACT_RALLY, .card = (guint8) card, .unit = (guint8) u, .die = (guint8) die
          };
          if (mo_in_range (def->cards[card].rally, die))
            {
              st->res.success = TRUE;
              mo_restore_effect (def, st, u);
            }
          st->step = MO_STEP_REDOUBT;
        }
        break;
      case MO_ACT_REDOUBT:
        mo_play_card (def, st, card);
        st->redoubt |= MO_BIT (u);
        mo_end_player_turn (def, st);
        break;
      default:
        mo_end_player_turn (def, st);
        break;
    }
}
