/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "core/st-scenario.h"

G_BEGIN_DECLS

#define ST_TYPE_CARD_GRID (st_card_grid_get_type ())

G_DECLARE_FINAL_TYPE (StCardGrid, st_card_grid, ST, CARD_GRID, AdwBin)

/* Card faces of one deck in a scrolling grid: the cards to show come in the
 * order to show them, the offending ones (ids mapped to what the rules say
 * about them) are outlined in red, one card is
 * selected, and with reordering on a card can be dragged onto another to move
 * it there ("card-moved": the card, the card it was dropped on, and whether it
 * goes after that card). Showing the same cards again only redraws them, so
 * the selection and the scroll position stay. */
GtkWidget *st_card_grid_new (void);
void       st_card_grid_set_cards (StCardGrid       *self,
                                   StScenario       *scenario,
                                   const char       *deck,
                                   const GPtrArray  *cards,
                                   const GHashTable *offending);
guint      st_card_grid_get_n_cards (StCardGrid *self);
/* The id of the card shown at index, in the order shown. */
const char *st_card_grid_get_card (StCardGrid *self, guint index);
/* The widget drawing the card shown at index. */
GtkWidget *st_card_grid_get_thumb (StCardGrid *self, guint index);
gboolean   st_card_grid_is_offending (StCardGrid *self, const char *card);
/* The card selected, or NULL. */
const char *st_card_grid_get_selected (StCardGrid *self);
void        st_card_grid_select (StCardGrid *self, const char *card);
void        st_card_grid_set_reorderable (StCardGrid *self, gboolean reorderable);

G_END_DECLS
