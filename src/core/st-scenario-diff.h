/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-scenario.h"

G_BEGIN_DECLS

/* The edits between two versions of a scenario, for people: what a balance diff
 * lists beside its figures. */

typedef enum
{
  ST_CHANGE_ADDED,
  ST_CHANGE_REMOVED,
  ST_CHANGE_CHANGED,
  ST_CHANGE_MOVED, /* units and towns */
} StChangeKind;

typedef struct
{
  const char  *part; /* static: "terrain", "edge", "unit", "parameter", "card", ... */
  char        *id; /* what changed: an id, a cell "x,y", a parameter name */
  StChangeKind kind;
  char        *text; /* translated sentence */
} StScenarioChange;

/* Terrain cells listed one by one before the rest are only counted. */
#define ST_SCENARIO_DIFF_MAX_CELLS 12

/* The changes from old to new (StScenarioChange*), in the order of the file's
 * parts; names in lang (NULL: the document language). Empty when equal. */
GPtrArray *st_scenario_diff (const StScenario *old, const StScenario *new_, const char *lang);
void       st_scenario_change_free (StScenarioChange *change);

G_END_DECLS
