/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Gives a control its accessible name, what a screen reader says for it.
 * GTK 4.8 names a control without one by its type ("GtkButton"); an icon
 * button's tooltip is not its name. A GtkMenuButton or GtkColorButton is named
 * together with the button inside it, which is what takes the focus. */
void st_a11y_name (GtkWidget *widget, const char *name);

/* st_a11y_name () with the text that is also the control's tooltip. */
void st_a11y_name_and_tooltip (GtkWidget *widget, const char *name);

G_END_DECLS
