/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ST_TYPE_PLAY_COVER (st_play_cover_get_type ())

G_DECLARE_FINAL_TYPE (StPlayCover, st_play_cover, ST, PLAY_COVER, AdwBin)

/* The cover screen between hot-seat players of a game with hidden information:
 * it shows nothing of the game, only whose turn it is, until that player says
 * "I am Blue" ("revealed"). */
GtkWidget  *st_play_cover_new (void);
void        st_play_cover_set_player (StPlayCover *self, int player, const char *name);
int         st_play_cover_get_player (StPlayCover *self);
const char *st_play_cover_get_button_label (StPlayCover *self);
/* What clicking the button does. */
void st_play_cover_reveal (StPlayCover *self);

G_END_DECLS
