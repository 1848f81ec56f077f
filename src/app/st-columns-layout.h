/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ST_TYPE_COLUMNS_LAYOUT (st_columns_layout_get_type ())

G_DECLARE_FINAL_TYPE (StColumnsLayout, st_columns_layout, ST, COLUMNS_LAYOUT, GtkLayoutManager)

/* Two columns side by side when both have room, else one under the other: the
 * first child keeps its minimum width beside the second as long as the second
 * gets at least min-second-width; below that each gets the whole width. GTK 4.8
 * and libadwaita 1.2 have no breakpoints, so pages whose second column holds
 * long texts use this instead of a horizontal GtkBox that squeezes them. Only
 * the first two visible children are laid out. */
GtkLayoutManager *st_columns_layout_new (void);
gboolean          st_columns_layout_get_stacked (StColumnsLayout *self);

/* A container laid out by an StColumnsLayout (its layout-manager), for .ui
 * files: <object class="StColumns"> with two children. */
#define ST_TYPE_COLUMNS (st_columns_get_type ())

G_DECLARE_FINAL_TYPE (StColumns, st_columns, ST, COLUMNS, GtkWidget)

G_END_DECLS
