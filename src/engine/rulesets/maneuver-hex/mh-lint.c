/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "core/st-labels.h"
#include "mh-private.h"

/* Rule [3] of the hex game, once: "A player's units may be set up anywhere on
 * that player's side of the border, except in hexes adjacent to the border. In
 * addition, the Capital may not be set up on any hex adjacent to the map edge,
 * and must be placed at least two hexes away from a hex located in a corner of
 * the map." Compile (mh-game.c) reads these for play; mh_lint () tells the
 * designer (docs/rules/maneuver-hex.md: the edge is the map's outer ring). */

guint8 *
mh_border_cells (const StBoard *board)
{
  guint8 *border = g_new0 (guint8, (gsize) MAX (board->columns, 0) * (gsize) MAX (board->rows, 0) + 1);

  for (guint i = 0; i < board->edges->len; i++)
    {
      const StEdge *edge = g_ptr_array_index (board->edges, i);

      if (!st_edge_marks_border (edge))
        continue;
      if (st_board_contains (board, edge->cell_a.x, edge->cell_a.y))
        border[edge->cell_a.y * board->columns + edge->cell_a.x] = 1;
      if (st_board_contains (board, edge->cell_b.x, edge->cell_b.y))
        border[edge->cell_b.y * board->columns + edge->cell_b.x] = 1;
    }
  return border;
}

gboolean
mh_capital_on_edge (const StBoard *board, StCell at)
{
  return at.x == 0 || at.y == 0 || at.x == board->columns - 1 || at.y == board->rows - 1;
}

gboolean
mh_capital_near_corner (const StBoard *board, StCell at)
{
  const StCell corners[4] = {
    { 0, 0 }, { board->columns - 1, 0 }, { 0, board->rows - 1 }, { board->columns - 1, board->rows - 1 }
  };

  for (guint k = 0; k < G_N_ELEMENTS (corners); k++)
    if (st_board_distance (board, at, corners[k]) < 2)
      return TRUE;
  return FALSE;
}

void
mh_lint (const StScenario *scenario, StScenarioIndex *index, GPtrArray *problems)
{
  const StBoard     *board = scenario->board;
  g_autofree guint8 *border = NULL;

  if (board->kind != ST_BOARD_HEX)
    return;
  border = mh_border_cells (board);
  for (guint i = 0; i < scenario->units->len; i++)
    {
      const StUnit     *unit = g_ptr_array_index (scenario->units, i);
      const StUnitType *type;
      g_autofree char  *name = NULL;

      if (!unit->placed || !st_board_contains (board, unit->cell.x, unit->cell.y))
        continue;
      /* The label only for a unit with a problem: a scenario may have 250,000. */
      if (border[unit->cell.y * board->columns + unit->cell.x])
        {
          name = st_unit_label_indexed (index, unit);
          st_lint_add_problem (problems, scenario, ST_LINT_NEXT_TO_BORDER, unit,
                               g_strdup_printf (_ ("%s sets up next to the border"), name));
        }
      type = st_scenario_index_unit_type (index, unit->type);
      if (type == NULL || g_strcmp0 (type->arm, "capital") != 0)
        continue;
      if (name == NULL)
        name = st_unit_label_indexed (index, unit);
      if (mh_capital_on_edge (board, unit->cell))
        st_lint_add_problem (problems, scenario, ST_LINT_CAPITAL_AT_EDGE, unit,
                             g_strdup_printf (_ ("%s, a capital, is on the map edge"), name));
      if (mh_capital_near_corner (board, unit->cell))
        st_lint_add_problem (
            problems, scenario, ST_LINT_CAPITAL_NEAR_CORNER, unit,
            g_strdup_printf (_ ("%s, a capital, is less than two hexes from a corner"), name));
    }
}
