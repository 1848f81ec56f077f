/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A language menu's tooltip stays away while its list is open, where it
 * would cover the first language. */
void st_language_menu_init (GtkDropDown *dropdown);

G_END_DECLS
