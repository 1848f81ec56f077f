/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-place-text"

#include "config.h"

#include <glib/gi18n.h>

#include "st-place-text.h"

/* The one-line description of a place on the board that the status line
 * shows under the pointer (and play mode can reuse). */

static const char *
text_or (const StText *text, const char *fallback)
{
  const char *value = text ? st_text_get_for_locale (text) : NULL;

  return value && *value ? value : fallback;
}

/* Never the unit's id: in a game that hides pieces an id names the piece and
 * its type ("north-mg-company-1"). Without a name, its type's; without a type,
 * "unit". */
static const char *
unit_label (const StScenario *scenario, const StUnit *unit)
{
  const StUnitType *type;

  if (unit->name != NULL && !st_text_is_empty (unit->name))
    return text_or (unit->name, "");

  type = st_scenario_find_unit_type (scenario, unit->type);
  return type ? text_or (type->name, type->id) : _ ("unit");
}

/* Appends " · Blue Infantry" (or " · Infantry +2" for a stack) for the units at a
 * cell or node. */
static void
append_units (const StScenario *scenario, GString *str, const StCell *cell, const char *node)
{
  const StUnit *first = NULL;
  guint         n = 0;

  for (guint i = 0; i < scenario->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);

      if (!unit->placed)
        continue;
      if (cell != NULL && (unit->node != NULL || unit->cell.x != cell->x || unit->cell.y != cell->y))
        continue;
      if (node != NULL && g_strcmp0 (unit->node, node) != 0)
        continue;
      if (first == NULL)
        first = unit;
      n++;
    }

  if (first == NULL)
    return;

  {
    const StSide *side = st_scenario_find_side (scenario, first->side);

    g_string_append (str, " · ");
    if (side != NULL)
      g_string_append_printf (str, "%s ", text_or (side->name, side->id));
    g_string_append (str, unit_label (scenario, first));
    if (n > 1)
      g_string_append_printf (str, " +%u", n - 1);
  }
}

char *
st_place_describe (const StScenario *scenario, const char **terrain_grid, const StCell *cell, int node_index)
{
  g_autoptr (GString) str = g_string_new (NULL);

  g_return_val_if_fail (scenario != NULL, NULL);

  if (cell != NULL)
    {
      const StBoard   *board = scenario->board;
      g_autofree char *coords = st_cell_to_string (*cell);
      int              largest = MAX (board->columns, board->rows);
      int              digits = largest > 999 ? 4 : largest > 99 ? 3 : 2;
      const char      *terrain_id = NULL;
      const StTerrain *terrain = NULL;

      if (terrain_grid != NULL && st_board_contains (board, cell->x, cell->y))
        terrain_id = terrain_grid[cell->y * board->columns + cell->x];
      if (terrain_id != NULL)
        terrain = st_scenario_find_terrain (scenario, terrain_id);

      /* The label printed on the map ("0710", counted from 1 as on hex maps,
       * as src/render draws it) and the cell as the file writes it ("6,9"). */
      g_string_append_printf (str, "%0*d%0*d (%s)", digits, cell->x + 1, digits, cell->y + 1, coords);
      if (terrain != NULL)
        g_string_append_printf (str, " · %s", text_or (terrain->name, terrain->id));
      append_units (scenario, str, cell, NULL);
    }
  else if (node_index >= 0 && (guint) node_index < scenario->board->nodes->len)
    {
      const StNode *node = g_ptr_array_index (scenario->board->nodes, node_index);

      g_string_append (str, text_or (node->name, node->id));
      if (node->strategic)
        g_string_append_printf (str, " · %s", _ ("strategic town"));
      if (node->junction)
        g_string_append_printf (str, " · %s", _ ("rail junction"));
      if (node->headquarters != NULL)
        {
          const StSide *side = st_scenario_find_side (scenario, node->headquarters);
          /* Translators: %s is a side, e.g. "headquarters of South". */
          g_string_append (str, " · ");
          g_string_append_printf (str, _ ("headquarters of %s"),
                                  side ? text_or (side->name, side->id) : node->headquarters);
        }
      append_units (scenario, str, NULL, node->id);
    }

  return g_string_free (g_steal_pointer (&str), FALSE);
}
