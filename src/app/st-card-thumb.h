/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "core/st-scenario.h"

G_BEGIN_DECLS

#define ST_TYPE_CARD_THUMB (st_card_thumb_get_type ())

G_DECLARE_FINAL_TYPE (StCardThumb, st_card_thumb, ST, CARD_THUMB, GtkWidget)

/* One card face drawn by st_card_render () at a given width in pixels, with a
 * red outline and badge when the deck rules find fault with the card. */
GtkWidget *st_card_thumb_new (int width);
void st_card_thumb_set_card (StCardThumb *self, StScenario *scenario, const char *deck, const char *card);
const char *st_card_thumb_get_card_id (StCardThumb *self);
gboolean    st_card_thumb_get_offending (StCardThumb *self);
void        st_card_thumb_set_offending (StCardThumb *self, gboolean offending);
/* What the rules say about the card, shown in its tooltip (NULL: nothing). */
void st_card_thumb_set_problems (StCardThumb *self, const char *problems);

G_END_DECLS
