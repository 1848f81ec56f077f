/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "render/st-render-palette.h"

G_BEGIN_DECLS

/* The look the board and the cards follow (issue 28): the desktop's dark and
 * high-contrast styles (AdwStyleManager, or a GTK theme named so: GTK_THEME
 * or gtk-theme-name "…:dark", "HighContrast", "HighContrastInverse") and its
 * text size (GtkSettings:gtk-xft-dpi, which GNOME's text-scaling-factor sets;
 * 96 dpi is 1). */
StRenderPalette st_look_palette (void);
double          st_look_text_scale (GtkWidget *widget);

/* Redraws widget when the style changes, and also resizes it when the text
 * size changes if resize. */
void st_look_watch (GtkWidget *widget, gboolean resize);

G_END_DECLS
