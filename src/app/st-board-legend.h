/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "core/st-scenario.h"

G_BEGIN_DECLS

/* The board's legend: a small button in the board's corner whose popover
 * explains every mark the board draws for the scenario's family, built from
 * the renderer's own table (render/st-render-legend.h). */
GtkWidget *st_board_legend_new (void);
/* Lists the marks of scenario's board and family (NULL: none). */
void st_board_legend_set_scenario (GtkWidget *legend, const StScenario *scenario);
/* The texts of the legend's entries, in order. */
GStrv st_board_legend_dup_entries (GtkWidget *legend);

G_END_DECLS
