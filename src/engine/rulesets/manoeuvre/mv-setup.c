/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mv-private.h"

/* Rule 3: shuffled decks (the state's seeded generator), opening hands, and the
 * units the scenario leaves unplaced set up in the two rows nearest the own edge,
 * one a square, the first player first. */

void
mv_setup_deal (const MvDef *def, MvState *st)
{
  for (int p = 0; p < 2; p++)
    {
      st->n_draw[p] = def->deck_size[p];
      memcpy (st->draw[p], def->deck[p], def->deck_size[p]);
      if (def->tournament_hands)
        continue;
      mv_shuffle (&st->header.rng, st->draw[p], st->n_draw[p]);
      mv_draw_to_hand (def, st, p);
    }
}

/* After the hands: the units to set up, or the first player's first turn. */
void
mv_setup_begin (const MvDef *def, MvState *st)
{
  int next = mv_setup_next_unit (def, st);

  if (def->tournament_hands && st->n_hand[1] < def->hand_size)
    {
      st->step = MV_STEP_CHOOSE_HAND;
      st->actor = st->n_hand[0] < def->hand_size ? 0 : 1;
      return;
    }
  if (next >= 0)
    {
      st->step = MV_STEP_SETUP;
      st->actor = def->units[next].player;
      return;
    }
  st->step = MV_STEP_DISCARD;
  st->active = st->actor = 0;
}

/* Rule 3, experienced play: each player picks his starting cards from his deck,
 * which is shuffled afterwards; one action per distinct card. */
void
mv_choose_hand_actions (const MvDef *def, const MvState *st, StActionList *out)
{
  int    p = st->actor;
  guint8 seen[MV_MAX_DECK];
  guint  n = 0;

  for (guint i = 0; i < st->n_draw[p]; i++)
    if (mv_add_face (def, seen, &n, st->draw[p][i]))
      st_action_list_add (out, mv_action (MV_ACT_CHOOSE_CARD, st->draw[p][i], MV_NONE, -1, -1, 0));
}

void
mv_choose_hand_apply (const MvDef *def, MvState *st, StAction action)
{
  int   p = st->actor;
  guint card = MV_CARD (action);

  for (guint i = 0; i < st->n_draw[p]; i++)
    if (st->draw[p][i] == card)
      {
        memmove (&st->draw[p][i], &st->draw[p][i + 1], st->n_draw[p] - i - 1);
        st->n_draw[p]--;
        break;
      }
  st->hand[p][st->n_hand[p]++] = (guint8) card;
  if (st->n_hand[p] == def->hand_size)
    mv_shuffle (&st->header.rng, st->draw[p], st->n_draw[p]);
  mv_setup_begin (def, st);
}

/* The next unit to set up: the first player's units first, in file order. */
int
mv_setup_next_unit (const MvDef *def, const MvState *st)
{
  for (int p = 0; p < 2; p++)
    for (guint u = 0; u < def->n_units; u++)
      if (def->units[u].player == p && st->cell[u] < 0 && !(st->eliminated & MV_BIT (u)))
        return (int) u;
  return -1;
}

void
mv_setup_actions (const MvDef *def, const MvState *st, StActionList *out)
{
  int u = mv_setup_next_unit (def, st);

  if (u < 0)
    return;
  for (int c = 0; c < def->grid.n_cells; c++)
    if ((def->home_rows[c] & (1u << def->units[u].player)) && mv_passable_empty (def, st, c))
      st_action_list_add (out, mv_action (MV_ACT_PLACE, MV_NONE, (guint) u, -1, c, 0));
}

void
mv_setup_apply (const MvDef *def, MvState *st, StAction action)
{
  st->cell[MV_UNIT (action)] = (gint16) MV_TO (action);
  mv_setup_begin (def, st);
}
