/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mo-private.h"

/* Rule 3: shuffled decks (the state's seeded generator), opening hands, and the
 * units the scenario leaves unplaced set up in the two rows nearest the own edge,
 * one a square, the first player first. */

void
mo_setup_deal (const MoDef *def, MoState *st)
{
  for (int p = 0; p < 2; p++)
    {
      st->n_draw[p] = def->deck_size[p];
      memcpy (st->draw[p], def->deck[p], def->deck_size[p]);
      if (def->tournament_hands)
        continue;
      mo_shuffle (&st->header.rng, st->draw[p], st->n_draw[p]);
      mo_draw_to_hand (def, st, p);
    }
}

/* After the hands: the units to set up, or the first player's first turn. */
void
mo_setup_begin (const MoDef *def, MoState *st)
{
  int next = mo_setup_next_unit (def, st);

  if (def->open_battlefield && st->n_slots < 4)
    {
      st->step = MO_STEP_BATTLEFIELD;
      st->actor = 0;
      return;
    }
  /* A new state starts at MO_STEP_BATTLEFIELD; the edge is chosen after it. */
  if (def->open_edges && st->step == MO_STEP_BATTLEFIELD)
    {
      st->step = MO_STEP_EDGE;
      st->actor = 1;
      return;
    }
  if (def->tournament_hands && st->n_hand[1] < def->hand_size)
    {
      st->step = MO_STEP_CHOOSE_HAND;
      st->actor = st->n_hand[0] < def->hand_size ? 0 : 1;
      return;
    }
  if (next >= 0)
    {
      st->step = MO_STEP_SETUP;
      st->actor = def->units[next].player;
      return;
    }
  st->step = MO_STEP_DISCARD;
  st->active = st->actor = 0;
}

/* Rule 3, experienced play: each player picks his starting cards from his deck,
 * which is shuffled afterwards; one action per distinct card. */
void
mo_choose_hand_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  int    p = st->actor;
  guint8 seen[MO_MAX_DECK];
  guint  n = 0;

  for (guint i = 0; i < st->n_draw[p]; i++)
    if (mo_add_face (def, seen, &n, st->draw[p][i]))
      st_action_list_add (out, mo_action (MO_ACT_CHOOSE_CARD, st->draw[p][i], MO_NONE, -1, -1, 0));
}

void
mo_choose_hand_apply (const MoDef *def, MoState *st, StAction action)
{
  int   p = st->actor;
  guint card = MO_CARD (action);

  for (guint i = 0; i < st->n_draw[p]; i++)
    if (st->draw[p][i] == card)
      {
        memmove (&st->draw[p][i], &st->draw[p][i + 1], st->n_draw[p] - i - 1);
        st->n_draw[p]--;
        break;
      }
  st->hand[p][st->n_hand[p]++] = (guint8) card;
  if (st->n_hand[p] == def->hand_size)
    mo_shuffle (&st->header.rng, st->draw[p], st->n_draw[p]);
  mo_setup_begin (def, st);
}

/* The next unit to set up: the first player's units first, in file order. */
int
mo_setup_next_unit (const MoDef *def, const MoState *st)
{
  for (int p = 0; p < 2; p++)
    for (guint u = 0; u < def->n_units; u++)
      if (def->units[u].player == p && st->cell[u] < 0 && !(st->eliminated & MO_BIT (u)))
        return (int) u;
  return -1;
}

void
mo_setup_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  int u = mo_setup_next_unit (def, st);

  if (u < 0)
    return;
  for (int c = 0; c < def->grid.n_cells; c++)
    if (mo_depth (def, st, def->units[u].player, c) < 2 && mo_passable_empty (def, st, c))
      st_action_list_add (out, mo_action (MO_ACT_PLACE, MO_NONE, (guint) u, -1, c, 0));
}

void
mo_setup_apply (const MoDef *def, MoState *st, StAction action)
{
  st->cell[MO_UNIT (action)] = (gint16) MO_TO (action);
  mo_setup_begin (def, st);
}
