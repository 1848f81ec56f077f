/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mv-private.h"

/* Rule 7: one restoration attempt (Supply, Regroup, a matching unit card - the
 * Reinforcement - or a Leader's rally roll), then at most one Redoubt (9.2, and
 * the Indian cards' unit Redoubt, 8). */

void
mv_restoration_begin (const MvDef *def, MvState *st)
{
  st->step = MV_STEP_RESTORE;
  st->actor = st->active;
}

void
mv_restore_effect (const MvDef *def, MvState *st, guint unit)
{
  st->reduced &= ~MV_BIT (unit);
}

static void
add (StActionList *out, MvActKind kind, guint card, guint unit, int at)
{
  st_action_list_add (out, mv_action (kind, card, unit, -1, at, 0));
}

void
mv_restore_actions (const MvDef *def, const MvState *st, StActionList *out)
{
  int     p = st->active;
  guint32 reduced = st->reduced & def->side_mask[p] & ~st->eliminated;
  guint8  faces[MV_MAX_HAND];
  guint   n, u;

  if (st->step == MV_STEP_RESTORE && reduced != 0)
    {
      for (MvCardType type = MV_CARD_REGROUP; type <= MV_CARD_SUPPLY;
           type += MV_CARD_SUPPLY - MV_CARD_REGROUP)
        {
          n = mv_hand_faces (def, st, p, type, faces);
          for (guint i = 0; i < n; i++)
            MV_FOREACH (reduced, u)
          add (out, MV_ACT_RESTORE, faces[i], u, st->cell[u]);
        }
      n = mv_hand_faces (def, st, p, MV_CARD_UNIT, faces);
      for (guint i = 0; i < n; i++)
        if (def->cards[faces[i]].unit != MV_NONE && (reduced & MV_BIT (def->cards[faces[i]].unit)))
          add (out, MV_ACT_RESTORE, faces[i], def->cards[faces[i]].unit, st->cell[def->cards[faces[i]].unit]);
      n = mv_hand_faces (def, st, p, MV_CARD_LEADER, faces);
      for (guint i = 0; i < n; i++)
        if (def->cards[faces[i]].rally.high > 0)
          MV_FOREACH (reduced, u)
      if (def->cards[faces[i]].restricted == 0 || (def->cards[faces[i]].restricted & MV_BIT (u)))
        add (out, MV_ACT_RALLY, faces[i], u, st->cell[u]);
    }
  n = mv_hand_faces (def, st, p, MV_CARD_REDOUBT, faces);
  for (guint i = 0; i < n; i++)
    MV_FOREACH (def->side_mask[p] & ~st->eliminated & ~st->redoubt, u)
  if (st->cell[u] >= 0)
    add (out, MV_ACT_REDOUBT, faces[i], u, st->cell[u]);
  n = mv_hand_faces (def, st, p, MV_CARD_UNIT, faces);
  for (guint i = 0; i < n; i++)
    {
      u = def->cards[faces[i]].unit;
      if (def->cards[faces[i]].unit_redoubt && u != MV_NONE && st->cell[u] >= 0
          && !(st->redoubt & MV_BIT (u)))
        add (out, MV_ACT_REDOUBT, faces[i], u, st->cell[u]);
    }
  add (out, MV_ACT_END, MV_NONE, MV_NONE, -1);
}

void
mv_restore_apply (const MvDef *def, MvState *st, StAction action)
{
  guint card = MV_CARD (action), u = MV_UNIT (action);

  switch (MV_KIND (action))
    {
      case MV_ACT_RESTORE:
        mv_play_card (def, st, card);
        st->res =
            (MvResolution){ .kind = MV_ACT_RESTORE, .card = (guint8) card, .unit = (guint8) u, .success = 1 };
        mv_ask_guerrilla (def, st, MV_ACT_RESTORE, card, u, -1);
        break;
      case MV_ACT_RALLY:
        {
          int die = st_rng_roll (&st->header.rng, 1, 6);

          mv_play_card (def, st, card);
          st->res = (MvResolution){
            .kind = MV_ACT_RALLY, .card = (guint8) card, .unit = (guint8) u, .die = (guint8) die
          };
          if (mv_in_range (def->cards[card].rally, die))
            {
              st->res.success = TRUE;
              mv_restore_effect (def, st, u);
            }
          st->step = MV_STEP_REDOUBT;
        }
        break;
      case MV_ACT_REDOUBT:
        mv_play_card (def, st, card);
        st->redoubt |= MV_BIT (u);
        mv_end_player_turn (def, st);
        break;
      default:
        mv_end_player_turn (def, st);
        break;
    }
}
