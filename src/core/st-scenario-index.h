/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-scenario.h"

G_BEGIN_DECLS

/* Look-ups by id in constant time, for code that looks something up once for
 * each item of a list: the loader's checks, the set-up checks, the labels they
 * print. st_scenario_find_unit () and its kin search their list, which is
 * right for one look-up and quadratic over a list (25,000 units of 25,000
 * types took seconds). An index is a snapshot: build it, use it while the
 * scenario does not change, free it. Where an id is given twice, the first
 * item wins, as with st_scenario_find_* (). Each table is made on the first
 * look-up of its kind. */
typedef struct _StScenarioIndex StScenarioIndex;

StScenarioIndex  *st_scenario_index_new (const StScenario *scenario);
void              st_scenario_index_free (StScenarioIndex *index);
const StScenario *st_scenario_index_get_scenario (const StScenarioIndex *index);
StUnitType       *st_scenario_index_unit_type (StScenarioIndex *index, const char *id);
StSide           *st_scenario_index_side (StScenarioIndex *index, const char *id);
StUnit           *st_scenario_index_unit (StScenarioIndex *index, const char *id);
StNode           *st_scenario_index_node (StScenarioIndex *index, const char *id);
/* st_text_get_for_locale () of text, worked out once: a name shared by many
 * units may have thousands of translations. */
const char *st_scenario_index_text (StScenarioIndex *index, const StText *text);
/* The unit's number among its side's units of its type (from 1), or 0 when
 * it is the only one (the numbers st_unit_label () gives units in reserve). */
guint st_scenario_index_unit_number (StScenarioIndex *index, const StUnit *unit);

/* A table of strings (both owned by the table) kept with the index, made
 * when first asked: st-labels.c keeps the labels of each type and side in
 * it, as thousands of units may share one. */
GHashTable *st_scenario_index_label_cache (StScenarioIndex *index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StScenarioIndex, st_scenario_index_free)

G_END_DECLS
