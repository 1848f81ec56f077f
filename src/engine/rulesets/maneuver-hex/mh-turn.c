/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mh-private.h"

/* Rule [4], the sequence of play, and rule [12], victory. mh_progress () carries
 * the state through every step that needs no choice, up to the next decision. */

static void
game_over (MhState *st, int winner, MhEndReason reason, StEventLog *ev)
{
  st->phase = MH_OVER;
  st->winner = (guint8) winner;
  st->end_reason = (guint8) reason;
  mh_event_log_add (ev, MH_EVENT_GAME_OVER, winner < 2 ? winner : -1, -1, -1, -1);
}

/* Rule [12]: at the end of a player turn, the other player wins if the phasing
 * player's capital is captured and the other player has at least two more combat
 * units on the map. After the last turn the game is drawn. */
static void
end_player_turn (const MhDef *def, MhState *st, StEventLog *ev)
{
  int p = st->active, e = 1 - p;

  if ((st->captured & MH_BIT (def->capital[p]))
      && mh_count_combat_units (def, st, e) >= mh_count_combat_units (def, st, p) + 2)
    {
      game_over (st, e, MH_END_CAPITAL_CAPTURED, ev);
      return;
    }
  if (p == 1)
    {
      if (st->turn >= def->turn_limit)
        {
          game_over (st, 2, MH_END_TURN_LIMIT, ev);
          return;
        }
      st->turn++;
    }
  st->active = (guint8) e;
  mh_movement_begin (def, st, ev);
}

void
mh_end_phase (const MhDef *def, MhState *st, StEventLog *ev)
{
  if (st->phase == MH_MOVEMENT)
    {
      st->phase = MH_MOVE_REMOVE;
      /* Kept again from here on (mh_zoc_kept ()). */
      if (def->grid.masks != NULL)
        mh_rebuild_zoc (def, st, st->active);
    }
  else if (st->phase == MH_COMBAT)
    st->phase = MH_COMBAT_REMOVE;
}

void
mh_progress (const MhDef *def, MhState *st, StEventLog *ev)
{
  for (;;)
    {
      switch ((MhPhase) st->phase)
        {
          case MH_SETUP:
            if (st->setup_next >= def->n_setup)
              {
                st->active = 0;
                mh_movement_begin (def, st, ev);
                continue;
              }
            if (!mh_setup_possible (def, st, def->setup_order[st->setup_next]))
              {
                /* No hex left for this unit: it stays off the map. */
                st->setup_next++;
                continue;
              }
            st->actor = def->units[def->setup_order[st->setup_next]].player;
            return;
          case MH_MOVE_REMOVE:
            /* Rule [6]: the stacking limit holds at the end of the movement phase. */
            if (mh_stacking_excess (def, st, st->active) != 0)
              {
                st->actor = st->active;
                return;
              }
            mh_end_combat (st);
            st->attacked = 0;
            st->defended = 0;
            mh_event_log_add (ev, MH_EVENT_PHASE, st->active, -1, -1, -1);
            continue;
          case MH_WITHDRAW:
            if (mh_withdrawers (def, st) == 0)
              {
                mh_finish_withdrawal (def, st, ev);
                continue;
              }
            st->actor = (guint8) (1 - st->active);
            return;
          case MH_RETREAT:
            if (st->retreating == 0)
              {
                if (st->after_retreat == MH_ADVANCE)
                  mh_enter_advance (def, st, ev);
                else if (st->after_retreat == MH_WITHDRAW)
                  st->phase = MH_WITHDRAW;
                else
                  mh_end_combat (st);
                continue;
              }
            else
              {
                guint  u = (guint) __builtin_ctzll (st->retreating);
                gint16 cells[6];

                if (mh_retreat_options (def, st, u, cells) == 0)
                  {
                    /* Nowhere to go: the unit is lost. */
                    st->retreated |= MH_BIT (u);
                    mh_eliminate (def, st, u, ev);
                    continue;
                  }
                st->actor = def->units[u].player;
                return;
              }
          case MH_ADVANCE:
            if (mh_advancers (def, st) == 0)
              {
                mh_end_combat (st);
                continue;
              }
            st->actor = st->active;
            return;
          case MH_COMBAT_REMOVE:
            /* Rule [8]: the stacking limit holds again at the end of the combat
             * phase, for both players, the phasing player first. */
            if (mh_stacking_excess (def, st, st->active) != 0)
              {
                st->actor = st->active;
                return;
              }
            if (mh_stacking_excess (def, st, 1 - st->active) != 0)
              {
                st->actor = (guint8) (1 - st->active);
                return;
              }
            end_player_turn (def, st, ev);
            continue;
          case MH_MOVEMENT:
          case MH_COMBAT:
            st->actor = st->active;
            return;
          case MH_OVER:
          default:
            return;
        }
    }
}
