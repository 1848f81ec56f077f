/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ST_TYPE_SWATCH (st_swatch_get_type ())

G_DECLARE_FINAL_TYPE (StSwatch, st_swatch, ST, SWATCH, GtkWidget)

GtkWidget  *st_swatch_new (const char *color);
const char *st_swatch_get_color (StSwatch *self);
void        st_swatch_set_color (StSwatch *self, const char *color);

G_END_DECLS
