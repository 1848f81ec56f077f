/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "core/st-scenario.h"

G_BEGIN_DECLS

/* "0710 (6,9) · Woods · Blue Infantry +1" for a cell, "Tampere · strategic
 * town · rail junction" for a town (node_index, when cell is NULL); "" for
 * neither. terrain_grid is the board's resolved terrain (may be NULL). */
char *
st_place_describe (const StScenario *scenario, const char **terrain_grid, const StCell *cell, int node_index);

G_END_DECLS
