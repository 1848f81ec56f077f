/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include <glib/gi18n.h>

#include "render/st-card-render.h"

#include "st-play-page-private.h"

/* Cards in play mode: the viewer's hand as card faces, the other player's hand
 * as backs with a count (faces only where the viewer may see them), and the
 * draw and discard piles with their counts. Hidden only for games without
 * cards. */

static const char *
side_color (StPlayPage *self, int player)
{
  StSide *side = st_scenario_find_side (self->scenario, st_game_player_side (self->game, player));

  return side != NULL ? side->color : NULL;
}

static void
card_activated_cb (StPlayPage *self, int card)
{
  st_play_page_press_card (self, card);
}

void
st_play_cards_init (StPlayPage *self)
{
  g_signal_connect_swapped (self->hand, "card-activated", G_CALLBACK (card_activated_cb), self);
  st_play_hand_set_card_height (self->opponent_hand, 56);
}

/* "Draw 23 · Discard 5, Forced March on top" for a player. */
static char *
piles_text (StPlayPage *self, int viewer, int player, GArray *scratch)
{
  const StState   *state = st_play_page_state (self);
  guint            draw = st_game_pile (self->game, state, viewer, player, ST_PILE_DRAW, scratch);
  guint            discard = st_game_pile (self->game, state, viewer, player, ST_PILE_DISCARD, scratch);
  g_autofree char *top = NULL;

  if (discard > 0 && g_array_index (scratch, int, discard - 1) >= 0)
    top = st_card_title (self->scenario,
                         st_game_card (self->game, (guint) g_array_index (scratch, int, discard - 1)),
                         st_play_page_lang (self));
  if (top != NULL)
    /* Translators: a player's piles: side, cards to draw, discards and the top discard. */
    return g_strdup_printf (_ ("%s: draw %u · discard %u, %s on top"),
                            st_play_page_player_name (self, player), draw, discard, top);
  /* Translators: a player's piles: side, cards to draw and discards. */
  return g_strdup_printf (_ ("%s: draw %u · discard %u"), st_play_page_player_name (self, player), draw,
                          discard);
}

void
st_play_cards_update (StPlayPage *self)
{
  const StState *state;
  int            viewer, me, other;
  guint          n;
  g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GArray) playable = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree char *own = NULL, *theirs = NULL, *mine = NULL, *their_piles = NULL, *piles = NULL;

  gtk_widget_set_visible (self->cards_box, st_game_n_cards (self->game) > 0);
  if (st_game_n_cards (self->game) == 0)
    return;

  state = st_play_page_state (self);
  viewer = st_play_page_viewer (self);
  me = viewer >= 0 ? viewer : 0;
  other = 1 - me;

  n = st_game_pile (self->game, state, viewer, other, ST_PILE_HAND, cards);
  st_play_hand_set_cards (self->opponent_hand, self->game, cards, side_color (self, other));
  /* Translators: the other side's hand: side and how many cards it holds. */
  theirs = g_strdup_printf (ngettext ("%s holds %u card", "%s holds %u cards", n),
                            st_play_page_player_name (self, other), n);
  gtk_label_set_text (self->opponent_label, theirs);

  n = st_game_pile (self->game, state, viewer, me, ST_PILE_HAND, cards);
  st_play_hand_set_cards (self->hand, self->game, cards, side_color (self, me));
  if (st_play_page_human_to_act (self))
    for (guint i = 0; i < cards->len; i++)
      if (st_play_pick_card_acts (&self->pick, g_array_index (cards, int, i)))
        g_array_append_val (playable, g_array_index (cards, int, i));
  st_play_hand_set_state (self->hand, self->pick.card, playable);
  st_play_hand_set_marked (self->hand, self->pick.marked);
  /* Translators: the hand of the side at the screen, and how many cards. */
  own = g_strdup_printf (ngettext ("%s’s hand, %u card", "%s’s hand, %u cards", n),
                         st_play_page_player_name (self, me), n);
  gtk_label_set_text (self->hand_label, own);

  mine = piles_text (self, viewer, me, cards);
  their_piles = piles_text (self, viewer, other, cards);
  piles = g_strdup_printf ("%s\n%s", mine, their_piles);
  gtk_label_set_text (self->piles_label, piles);
}
