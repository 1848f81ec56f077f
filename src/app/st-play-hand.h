/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "engine/st-game.h"

G_BEGIN_DECLS

#define ST_TYPE_PLAY_HAND (st_play_hand_get_type ())

G_DECLARE_FINAL_TYPE (StPlayHand, st_play_hand, ST, PLAY_HAND, GtkWidget)

/* A row of cards: a hand as card faces (the deck page's renderer), or an
 * opponent's hand as backs in its side's colour. Cards that can be played now
 * stand up; clicking one emits "card-activated" with its card index. A card
 * that can be played can be dragged too: the drag carries its card index (a
 * G_TYPE_INT value) to a GtkDropTarget, the play page's board. */
GtkWidget *st_play_hand_new (void);
/* cards: card indices (st_game_card), -1 for a card seen from the back. */
void st_play_hand_set_cards (StPlayHand *self, StGame *game, const GArray *cards, const char *back_color);
/* The card picked (-1: none) and the cards that can be played now. */
void st_play_hand_set_state (StPlayHand *self, int picked, const GArray *playable);
/* The cards marked for a set (a discard): raised and outlined. */
void st_play_hand_set_marked (StPlayHand *self, const GArray *marked);
/* The card under a point of the widget, or -1 (a back, or no card). */
int st_play_hand_card_at (StPlayHand *self, double x, double y);
/* Card height in pixels (default 132). */
void  st_play_hand_set_card_height (StPlayHand *self, int height);
guint st_play_hand_get_n_cards (StPlayHand *self);
/* The keyboard (issue 28): the hand takes the focus while it holds cards,
 * Left, Right, Home and End move between them, Space and Return do what a
 * click does; the accessible description reads the card the keyboard is on
 * (st_play_hand_get_description ()). */
const char *st_play_hand_get_description (StPlayHand *self);
/* What a click on the card at position does. */
void st_play_hand_activate (StPlayHand *self, guint position);

G_END_DECLS
