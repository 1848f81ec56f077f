/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mo-private.h"

/* Rule 4's Discard and Draw phases, hands and piles (2.3: reshuffles), the Spy
 * (9.2) and the Guerrilla reaction (9.2), which the non-active player answers. */

void
mo_shuffle (StRng *rng, guint8 *cards, guint n)
{
  /* A copy of the generator: cards may alias anything, and the generator's
   * words then stay in registers instead of being read back after each swap. */
  StRng r = *rng;

  for (guint i = n; i > 1; i--)
    {
      guint  j = st_rng_below (&r, i);
      guint8 t = cards[i - 1];

      cards[i - 1] = cards[j];
      cards[j] = t;
    }
  *rng = r;
}

/* 2.3: an empty draw deck is replaced by the shuffled discards; the opponent no
 * longer knows where the cards he saw are. */
static void
reshuffle (const MoDef *def, MoState *st, int player)
{
  for (guint i = 0; i < st->n_discard[player]; i++)
    {
      st->draw[player][i] = st->discard[player][i];
      mo_set_known (st, 1 - player, st->discard[player][i], FALSE);
    }
  st->n_draw[player] = st->n_discard[player];
  st->n_discard[player] = 0;
  st->reshuffles[player]++;
  mo_shuffle (&st->header.rng, st->draw[player], st->n_draw[player]);
}

void
mo_draw_to_hand (const MoDef *def, MoState *st, int player)
{
  while (st->n_hand[player] < def->hand_size)
    {
      if (st->n_draw[player] == 0)
        {
          if (st->n_discard[player] == 0)
            {
              /* Nothing left to draw before any reshuffle: the first deck is
               * drawn, even one that had no card at all (a blank scenario's
               * empty decks), or the day would never end. */
              if (st->reshuffles[player] == 0)
                st->first_deck_done[player] = TRUE;
              return;
            }
          reshuffle (def, st, player);
        }
      st->hand[player][st->n_hand[player]++] = st->draw[player][--st->n_draw[player]];
      if (st->n_draw[player] == 0 && st->reshuffles[player] == 0)
        st->first_deck_done[player] = TRUE;
    }
}

static gboolean
remove_from_hand (MoState *st, int player, guint card)
{
  for (guint i = 0; i < st->n_hand[player]; i++)
    if (st->hand[player][i] == card)
      {
        memmove (&st->hand[player][i], &st->hand[player][i + 1], st->n_hand[player] - i - 1);
        st->n_hand[player]--;
        return TRUE;
      }
  return FALSE;
}

void
mo_discard_card (const MoDef *def, MoState *st, int player, guint card, gboolean shown)
{
  remove_from_hand (st, player, card);
  st->discard[player][st->n_discard[player]++] = (guint8) card;
  mo_set_known (st, 1 - player, card, shown);
}

/* A card played face up: both players see it go to its owner's discards. */
void
mo_play_card (const MoDef *def, MoState *st, guint card)
{
  mo_discard_card (def, st, def->cards[card].player, card, TRUE);
}

/* Skirmish (9.2) returns the initiating card to the hand. */
gboolean
mo_take_from_discard (MoState *st, int player, guint card)
{
  for (guint i = 0; i < st->n_discard[player]; i++)
    if (st->discard[player][i] == card)
      {
        memmove (&st->discard[player][i], &st->discard[player][i + 1], st->n_discard[player] - i - 1);
        st->n_discard[player]--;
        st->hand[player][st->n_hand[player]++] = (guint8) card;
        return TRUE;
      }
  return FALSE;
}

gboolean
mo_hand_has (const MoDef *def, const MoState *st, int player, MoCardType type)
{
  for (guint i = 0; i < st->n_hand[player]; i++)
    if (def->cards[st->hand[player][i]].type == type)
      return TRUE;
  return FALSE;
}

/* Every set of cards to discard, copies of one card counted once (the earliest
 * copies in the hand are the ones discarded). */
void
mo_discard_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  int     p = st->actor;
  guint   n = st->n_hand[p];
  guint32 earlier[MO_MAX_HAND]; /* per slot: the earlier slots holding a copy of its card */
  guint32 copies = 0;

  for (guint i = 0; i < n; i++)
    {
      earlier[i] = 0;
      for (guint j = 0; j < i; j++)
        if (def->cards[st->hand[p][j]].face == def->cards[st->hand[p][i]].face)
          earlier[i] |= 1u << j;
      copies |= earlier[i];
    }
  if (copies == 0)
    {
      /* No two copies of a card: every set of slots. */
      for (guint mask = 0; mask < (1u << n); mask++)
        st_action_list_add (out, mo_action (MO_ACT_DISCARD, MO_NONE, MO_NONE, -1, -1, mask));
      return;
    }
  for (guint mask = 0; mask < (1u << n); mask++)
    {
      guint32 rest = mask;
      guint   i;

      /* A copy is discarded only with every earlier copy. */
      while (rest != 0)
        {
          i = (guint) __builtin_ctz (rest);
          if (earlier[i] & ~mask)
            break;
          rest &= rest - 1;
        }
      if (rest == 0)
        st_action_list_add (out, mo_action (MO_ACT_DISCARD, MO_NONE, MO_NONE, -1, -1, mask));
    }
}

/* Discards are face up, but only the top one is shown (rule 4): the last card of
 * the set in hand order. */
void
mo_discard_apply (const MoDef *def, MoState *st, StAction action)
{
  int     p = st->actor;
  guint   n_hand = st->n_hand[p], mask = MO_EXTRA (action) & ((1u << n_hand) - 1), last, kept = 0;
  guint8 *hand = st->hand[p];

  /* mo_discard_card () of each card of the set in hand order, the last shown,
   * in one pass over the hand. */
  last = mask != 0 ? 31u - (guint) __builtin_clz (mask) : 0;
  for (guint i = 0; i < n_hand; i++)
    {
      guint8 card = hand[i];

      if (mask & (1u << i))
        {
          st->discard[p][st->n_discard[p]++] = card;
          mo_set_known (st, 1 - p, card, i == last);
        }
      else
        hand[kept++] = card;
    }
  st->n_hand[p] = (guint8) kept;
  /* The opponent can no longer tell which of the cards he saw are still held. */
  if (mask != 0)
    for (guint i = 0; i < st->n_hand[p]; i++)
      mo_set_known (st, 1 - p, st->hand[p][i], FALSE);
  mo_draw_phase (def, st);
}

void
mo_draw_phase (const MoDef *def, MoState *st)
{
  mo_draw_to_hand (def, st, st->active);
  st->step = MO_STEP_DRAW;
  if (!mo_hand_has (def, st, st->active, MO_CARD_SPY))
    mo_movement_begin (def, st);
}

void
mo_draw_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  guint8 faces[MO_MAX_HAND];
  guint  n = mo_hand_faces (def, st, st->active, MO_CARD_SPY, faces);

  for (guint i = 0; i < n; i++)
    st_action_list_add (out, mo_action (MO_ACT_SPY, faces[i], MO_NONE, -1, -1, 0));
  st_action_list_add (out, mo_action (MO_ACT_END, MO_NONE, MO_NONE, -1, -1, 0));
}

/* 9.2 Spy: the active player sees the opponent's hand, then draws on. */
void
mo_draw_apply (const MoDef *def, MoState *st, StAction action)
{
  if (MO_KIND (action) != MO_ACT_SPY)
    {
      mo_movement_begin (def, st);
      return;
    }
  mo_spy_apply (def, st, MO_CARD (action));
  /* In the draw phase the Spy is replaced by another draw. */
  mo_draw_phase (def, st);
}

/* 9.2: "Only the Active Player may play a Scout/Spy Card. You may play in the
 * middle of a phase": whenever the active player decides in his own phases. */
void
mo_spy_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  guint8 faces[MO_MAX_HAND];
  guint  n;

  if (st->actor != st->active || st->pending.kind != 0)
    return;
  switch ((MoStep) st->step)
    {
      case MO_STEP_DISCARD:
      case MO_STEP_MOVE:
      case MO_STEP_DECLARE:
      case MO_STEP_ATTACK:
      case MO_STEP_RESTORE:
      case MO_STEP_REDOUBT:
        break;
      default:
        return;
    }
  n = mo_hand_faces (def, st, st->active, MO_CARD_SPY, faces);
  for (guint i = 0; i < n; i++)
    st_action_list_add (out, mo_action (MO_ACT_SPY, faces[i], MO_NONE, -1, -1, 0));
}

void
mo_spy_apply (const MoDef *def, MoState *st, guint card)
{
  int p = st->active;

  mo_play_card (def, st, card);
  for (guint i = 0; i < st->n_hand[1 - p]; i++)
    mo_set_known (st, p, st->hand[1 - p][i], TRUE);
  st->res = (MoResolution){ .kind = MO_ACT_SPY, .card = (guint8) card };
}

gboolean
mo_can_guerrilla (const MoDef *def, const MoState *st, guint card)
{
  const MoCardDef *cd = &def->cards[card];

  return cd->type == MO_CARD_GUERRILLA
         || (cd->guerrillas && cd->unit != MO_NONE && mo_on_board (st, cd->unit));
}

/* A card the opponent may negate: he is asked whenever his deck holds a card
 * that can, whether or not his hand does, so that asking reveals nothing. */
void
mo_ask_guerrilla (const MoDef *def, MoState *st, MoActKind kind, guint card, guint unit, int to)
{
  st->pending = (MoPending){ (guint8) kind, (guint8) card, (guint8) unit, (gint16) to, st->step };
  if (def->has_guerrilla[1 - st->active])
    {
      st->step = MO_STEP_GUERRILLA;
      st->actor = 1 - st->active;
      return;
    }
  mo_pending_resolve (def, st, FALSE);
}

void
mo_guerrilla_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  int    p = st->actor;
  guint8 faces[MO_MAX_HAND];
  guint  n = 0;

  for (guint i = 0; i < st->n_hand[p]; i++)
    if (mo_can_guerrilla (def, st, st->hand[p][i]) && mo_add_face (def, faces, &n, st->hand[p][i]))
      st_action_list_add (out, mo_action (MO_ACT_GUERRILLA, st->hand[p][i], MO_NONE, -1, -1, 0));
  st_action_list_add (out, mo_action (MO_ACT_END, MO_NONE, MO_NONE, -1, -1, 0));
}

void
mo_guerrilla_apply (const MoDef *def, MoState *st, StAction action)
{
  gboolean negated = MO_KIND (action) == MO_ACT_GUERRILLA;

  if (negated)
    mo_play_card (def, st, MO_CARD (action));
  st->res = (MoResolution){
    .kind = MO_ACT_GUERRILLA, .success = (guint8) negated, .card = st->pending.card, .unit = st->pending.unit
  };
  mo_pending_resolve (def, st, negated);
}

/* Carries out (or not) the card play that waited for a Guerrilla. */
void
mo_pending_resolve (const MoDef *def, MoState *st, gboolean negated)
{
  MoPending pending = st->pending;

  st->pending.kind = 0;
  st->step = pending.resume;
  st->actor = st->active;
  if (negated)
    {
      if (pending.kind == MO_ACT_RESTORE)
        st->step = MO_STEP_REDOUBT;
      return;
    }
  switch ((MoActKind) pending.kind)
    {
      case MO_ACT_SUPPLY:
        st->moves_allowed++;
        break;
      case MO_ACT_FORCED_MARCH:
        mo_move_unit (st, pending.unit, pending.to);
        break;
      case MO_ACT_RESTORE:
        mo_restore_effect (def, st, pending.unit);
        st->step = MO_STEP_REDOUBT;
        break;
      case MO_ACT_ATTACK_CARD:
        mo_attack_card_effect (def, st, pending.card, pending.unit, pending.to == 1);
        break;
      default:
        break;
    }
}
