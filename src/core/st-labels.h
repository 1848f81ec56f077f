/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-scenario-index.h"
#include "st-scenario.h"

G_BEGIN_DECLS

/* The names people read for parts of a scenario that may have none of their
 * own, in the content language (st_text_get_for_locale ()): ids only where
 * nothing else exists. */

/* A unit: its name, or its type's name after its side's ("Blue Infantry"; a
 * type of one side alone goes without the side's name), followed by where it
 * stands as the map labels it, "Blue Infantry (0304)" or "Guards (Kotka)"; a
 * unit in reserve has its number among its side's units of the type when
 * there are several, "Blue Infantry 2". */
char *st_unit_label (const StScenario *scenario, const StUnit *unit);
/* The same, its look-ups made in index: for a label of every unit. */
char *st_unit_label_indexed (StScenarioIndex *index, const StUnit *unit);

/* A unit among its side's (a list under the side's name): its name, or its
 * type's name with its number among its side's units of the type when there
 * are several, "Infantry 2". */
char *st_unit_short_label (const StScenario *scenario, const StUnit *unit);

/* Where a unit stands: the grid cell's map label ("0304"), or the town's
 * name; NULL for a unit in reserve. */
char *st_place_label (const StScenario *scenario, const StUnit *unit);

/* The differences a row of the combat results table covers, in the user's
 * language: "+2", "+2 to +3", "+4 or more", "-3 or less", "Any difference".
 * The editor's parameters page and the hex game's combat resolution both
 * print rows with it. */
char *st_crt_row_range_label (const StCrtRow *row);

G_END_DECLS
