/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "core/st-scenario.h"

G_BEGIN_DECLS

typedef gboolean (*EditFunc) (StScenario *scenario);

/* Loads data/scenarios/NAME.xml from the source tree. */
StScenario *edit_check_load_bundled (const char *name);

/* Applies edit to a copy of original through a history and checks that it
 * changed the scenario, that undo gives back exactly original, redo exactly
 * the edited version, and that the edited version saves to XML that loads
 * into an equal scenario. Returns the edited scenario. */
StScenario *edit_check_apply (StScenario *original, EditFunc edit);

/* The scenario's canonical XML loads again into an equal scenario. */
void edit_check_round_trip (const StScenario *scenario);

G_END_DECLS
