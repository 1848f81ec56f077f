/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-edit"

#include "config.h"

#include "st-edit.h"

/* Edits of the units on the board and in reserve. */

static guint
unit_index (const StScenario *scenario, const char *id)
{
  for (guint i = 0; i < scenario->units->len; i++)
    if (g_strcmp0 (((StUnit *) g_ptr_array_index (scenario->units, i))->id, id) == 0)
      return i;
  return G_MAXUINT;
}

/* Whether the place is one a unit can stand on: a cell on the board of a grid
 * board, a node of a graph board. */
static gboolean
valid_place (const StScenario *scenario, StCell cell, const char *node)
{
  if (st_board_is_grid (scenario->board))
    return st_board_contains (scenario->board, cell.x, cell.y);

  return node != NULL && st_board_find_node (scenario->board, node) != NULL;
}

static void
set_place (const StScenario *scenario, StUnit *unit, StCell cell, const char *node)
{
  unit->placed = TRUE;
  if (st_board_is_grid (scenario->board))
    {
      unit->cell = cell;
      g_clear_pointer (&unit->node, g_free);
    }
  else
    {
      g_free (unit->node);
      unit->node = g_strdup (node);
      unit->cell = (StCell){ 0, 0 };
    }
}

char *
st_edit_add_unit (StScenario *scenario, const char *type_id, const char *side, StCell cell, const char *node)
{
  g_autoptr (GHashTable) ids = NULL;
  g_autofree char  *prefix = NULL;
  const StUnitType *type;
  StUnit           *unit;
  char             *id;

  g_return_val_if_fail (scenario != NULL, NULL);

  type = st_scenario_find_unit_type (scenario, type_id);
  if (type == NULL)
    return NULL;
  if (side == NULL)
    side = type->side;
  if (side == NULL || st_scenario_find_side (scenario, side) == NULL)
    return NULL;
  if (type->side != NULL && !g_str_equal (type->side, side))
    return NULL;
  if (!valid_place (scenario, cell, node))
    return NULL;

  ids = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < scenario->units->len; i++)
    g_hash_table_add (ids, ((StUnit *) g_ptr_array_index (scenario->units, i))->id);

  prefix = g_strdup_printf ("%s-%s", side, type->id);
  id = st_edit_unique_id (prefix, ids);
  unit = st_unit_new (id, type->id, side);
  set_place (scenario, unit, cell, node);
  g_ptr_array_add (scenario->units, unit);
  return id;
}

gboolean
st_edit_move_unit (StScenario *scenario, const char *unit_id, StCell cell, const char *node)
{
  StUnit *unit;

  g_return_val_if_fail (scenario != NULL, FALSE);

  unit = st_scenario_find_unit (scenario, unit_id);
  if (unit == NULL || !valid_place (scenario, cell, node))
    return FALSE;
  if (unit->placed
      && (st_board_is_grid (scenario->board) ? unit->cell.x == cell.x && unit->cell.y == cell.y
                                             : g_strcmp0 (unit->node, node) == 0))
    return FALSE;

  set_place (scenario, unit, cell, node);
  return TRUE;
}

gboolean
st_edit_delete_unit (StScenario *scenario, const char *unit_id)
{
  guint index;

  g_return_val_if_fail (scenario != NULL, FALSE);

  index = unit_index (scenario, unit_id);
  if (index == G_MAXUINT)
    return FALSE;
  g_ptr_array_remove_index (scenario->units, index);
  return TRUE;
}

gboolean
st_edit_flip_unit (StScenario *scenario, const char *unit_id)
{
  StUnit *unit;

  g_return_val_if_fail (scenario != NULL, FALSE);

  unit = st_scenario_find_unit (scenario, unit_id);
  if (unit == NULL)
    return FALSE;
  unit->reduced = !unit->reduced;
  return TRUE;
}

gboolean
st_edit_unit_to_reserve (StScenario *scenario, const char *unit_id)
{
  StUnit *unit;

  g_return_val_if_fail (scenario != NULL, FALSE);

  unit = st_scenario_find_unit (scenario, unit_id);
  if (unit == NULL || !unit->placed)
    return FALSE;
  unit->placed = FALSE;
  unit->cell = (StCell){ 0, 0 };
  g_clear_pointer (&unit->node, g_free);
  return TRUE;
}
