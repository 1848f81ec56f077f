/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "core/st-scenario.h"

G_BEGIN_DECLS

/* A one-line summary of a part of a scenario for the sidebar ("10 × 14 hexes",
 * "2 sides, 26 units", "en, sv, fi"); part is a sidebar id such as "board". */
char *st_part_summary (const char *part, StScenario *scenario);

G_END_DECLS
