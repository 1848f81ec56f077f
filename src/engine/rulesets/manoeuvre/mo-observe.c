/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mo-private.h"

/* Hidden information: hands and the order of the draw decks. A player knows his
 * own hand and discards, and of the opponent's cards only those he saw played,
 * on top of the discards, or in a hand shown by a Spy (MoState.known). The
 * observation puts the cards he cannot place into their slots in a canonical
 * order (and forgets the dice's future), so that two states he cannot tell apart
 * observe equal; resampling deals those cards at random into the same slots. */

/* The slots: the draw deck's n_draw, then n more (hand, discards); and their
 * cards as a bit set: card indices are distinct and below 256, and the set
 * lists them sorted. */
typedef struct
{
  guint8 *draw;
  guint   n_draw;
  guint8 *slot[2 * MO_MAX_DECK];
  guint64 set[4];
  guint   n;
} Unseen;

static inline void
collect (Unseen *u, guint8 *slot)
{
  u->slot[u->n++] = slot;
  u->set[*slot / 64] |= G_GUINT64_CONSTANT (1) << (*slot % 64);
}

/* The slots of the cards player cannot place: his own draw deck, the opponent's
 * draw deck, and the opponent's hand and discards he has not seen. */
static void
unseen_slots (MoState *st, int player, int owner, Unseen *u)
{
  u->n = 0;
  u->set[0] = u->set[1] = u->set[2] = u->set[3] = 0;
  u->draw = st->draw[owner];
  u->n_draw = st->n_draw[owner];
  for (guint i = 0; i < u->n_draw; i++)
    u->set[u->draw[i] / 64] |= G_GUINT64_CONSTANT (1) << (u->draw[i] % 64);
  if (owner == player)
    return;
  for (guint i = 0; i < st->n_hand[owner]; i++)
    if (!mo_known (st, player, st->hand[owner][i]))
      collect (u, &st->hand[owner][i]);
  for (guint i = 0; i < st->n_discard[owner]; i++)
    if (!mo_known (st, player, st->discard[owner][i]))
      collect (u, &st->discard[owner][i]);
}

/* The cards in their canonical order (sorted), shuffled when rng is given, into
 * the slots. */
static void
deal (Unseen *u, StRng *rng)
{
  guint8 cards[3 * MO_MAX_DECK];
  guint  k = 0;

  for (guint w = 0; w < 4; w++)
    for (guint64 rest = u->set[w]; rest != 0; rest &= rest - 1)
      cards[k++] = (guint8) (w * 64 + (guint) __builtin_ctzll (rest));
  if (rng != NULL)
    mo_shuffle (rng, cards, k);
  memcpy (u->draw, cards, u->n_draw);
  for (guint i = 0; i < u->n; i++)
    *u->slot[i] = cards[u->n_draw + i];
}

void
mo_observe (const StGame *game, const StState *state, int player, StState *out)
{
  MoState *st = MO_STATE (out);
  Unseen   u;

  if (out != state)
    memcpy (out, state, sizeof (MoState));
  if (player < 0)
    return;
  for (int owner = 0; owner < 2; owner++)
    {
      unseen_slots (st, player, owner, &u);
      deal (&u, NULL);
    }
  /* What the opponent knows of player's cards is player's to know too, but his
   * own knowledge of the opponent is all he keeps. */
  st_rng_seed (&st->header.rng, 0);
}

/* The observation and the deal in one pass: the same cards into the same slots
 * as mo_observe () then a shuffle of its canonical order. */
void
mo_resample (const StGame *game, const StState *state, int player, StRng *rng, StState *out)
{
  MoState *st = MO_STATE (out);
  Unseen   u;

  if (out != state)
    memcpy (out, state, sizeof (MoState));
  if (player < 0)
    return;
  for (int owner = 0; owner < 2; owner++)
    {
      unseen_slots (st, player, owner, &u);
      deal (&u, rng);
    }
  st_rng_seed (&st->header.rng, st_rng_next (rng));
}

guint
mo_pile (const StGame *game, const StState *state, int viewer, int player, StPile pile, GArray *cards)
{
  const MoState *st = MO_CSTATE (state);
  const guint8  *list;
  guint          n;

  switch (pile)
    {
      case ST_PILE_HAND:
        list = st->hand[player], n = st->n_hand[player];
        break;
      case ST_PILE_DRAW:
        list = st->draw[player], n = st->n_draw[player];
        break;
      case ST_PILE_DISCARD:
      default:
        list = st->discard[player], n = st->n_discard[player];
        break;
    }
  for (guint i = 0; i < n; i++)
    {
      int      card = list[i];
      gboolean visible;

      if (viewer == ST_VIEWER_ALL)
        visible = TRUE;
      else if (pile == ST_PILE_DRAW)
        visible = FALSE;
      else if (viewer == player)
        visible = TRUE;
      else
        visible = mo_known (st, viewer, (guint) card);
      if (!visible)
        card = -1;
      g_array_append_val (cards, card);
    }
  return n;
}
