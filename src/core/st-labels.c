/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-labels"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "st-labels.h"

static const char *
text_or (const StText *text, const char *fallback)
{
  const char *value = text != NULL && !st_text_is_empty (text) ? st_text_get_for_locale (text) : NULL;

  return value != NULL && *value != '\0' ? value : fallback;
}

char *
st_place_label (const StScenario *scenario, const StUnit *unit)
{
  const StNode *node;

  g_return_val_if_fail (scenario != NULL && unit != NULL, NULL);

  if (!unit->placed)
    return NULL;
  if (unit->node == NULL)
    return st_board_cell_label (scenario->board, unit->cell);
  node = st_board_find_node (scenario->board, unit->node);
  return g_strdup (node != NULL ? text_or (node->name, node->id) : unit->node);
}

/* "Blue Infantry": the type's name after the side's, unless the type is the
 * side's own. */
static char *
type_label (const StScenario *scenario, const StUnit *unit)
{
  const StUnitType *type = st_scenario_find_unit_type (scenario, unit->type);
  const StSide     *side = st_scenario_find_side (scenario, unit->side);
  const char       *type_name = type != NULL ? text_or (type->name, type->id) : unit->type;

  if (side == NULL || (type != NULL && type->side != NULL))
    return g_strdup (type_name);
  /* Translators: a unit without a name of its own: its side, then its type
   * ("Blue Infantry"). */
  return g_strdup_printf (C_ ("unit label", "%1$s %2$s"), text_or (side->name, side->id), type_name);
}

/* The unit's number among its side's units of its type, or 0 when it is the
 * only one. */
static guint
unit_number (const StScenario *scenario, const StUnit *unit)
{
  guint number = 0, count = 0;

  for (guint i = 0; i < scenario->units->len; i++)
    {
      const StUnit *other = g_ptr_array_index (scenario->units, i);

      if (g_strcmp0 (other->type, unit->type) != 0 || g_strcmp0 (other->side, unit->side) != 0)
        continue;
      count++;
      if (other == unit)
        number = count;
    }
  return count > 1 ? number : 0;
}

char *
st_unit_short_label (const StScenario *scenario, const StUnit *unit)
{
  const StUnitType *type;
  guint             number;

  g_return_val_if_fail (scenario != NULL && unit != NULL, NULL);

  if (unit->name != NULL && !st_text_is_empty (unit->name))
    return g_strdup (text_or (unit->name, unit->id));
  type = st_scenario_find_unit_type (scenario, unit->type);
  number = unit_number (scenario, unit);
  if (number == 0)
    return g_strdup (type != NULL ? text_or (type->name, type->id) : unit->type);
  return g_strdup_printf (C_ ("unit label", "%1$s %2$u"),
                          type != NULL ? text_or (type->name, type->id) : unit->type, number);
}

char *
st_unit_label (const StScenario *scenario, const StUnit *unit)
{
  g_autofree char *base = NULL;
  g_autofree char *place = NULL;

  g_return_val_if_fail (scenario != NULL && unit != NULL, NULL);

  if (unit->name != NULL && !st_text_is_empty (unit->name))
    base = g_strdup (text_or (unit->name, unit->id));
  else
    base = type_label (scenario, unit);
  place = st_place_label (scenario, unit);
  if (place != NULL)
    /* Translators: a unit and where it stands: "Blue Infantry (0304)". */
    return g_strdup_printf (C_ ("unit label", "%1$s (%2$s)"), base, place);
  if (unit->name == NULL || st_text_is_empty (unit->name))
    {
      guint number = unit_number (scenario, unit);

      if (number > 0)
        /* Translators: one of several units of a side and type, in reserve:
         * "Blue Infantry 2". */
        return g_strdup_printf (C_ ("unit label", "%1$s %2$u"), base, number);
    }
  return g_steal_pointer (&base);
}
