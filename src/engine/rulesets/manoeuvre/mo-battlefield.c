/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mo-private.h"

/* Rule 3: "The First Player chooses 4 map sections and how they will be oriented
 * and placed into the 2 x 2 pattern ... The Second Player selects which map edge
 * will be their Starting Edge and the First Player is assigned the opposite map
 * edge." A scenario whose board is a library of equal map sections, twice their
 * size each way, with none placed, leaves the battlefield to the first player: he
 * fills the four quarters in reading order, one section and its turn each. A
 * scenario that places no unit leaves the edges to the second player. */

void
mo_battlefield_compile (MoDef *def, const StScenario *s)
{
  const StBoard   *board = s->board;
  const StSection *first;
  const StTerrain *fallback;
  int              n, cells;

  if (board->sections->len < 4 || board->placements->len > 0 || board->sections->len >= MO_NONE)
    return;
  first = g_ptr_array_index (board->sections, 0);
  n = first->size;
  if (n <= 0 || def->grid.columns != 2 * n || def->grid.rows != 2 * n)
    return;
  for (guint k = 0; k < board->sections->len; k++)
    if (((const StSection *) g_ptr_array_index (board->sections, k))->size != n)
      return;
  fallback = st_scenario_find_terrain (s, board->default_terrain);
  if (fallback == NULL && s->terrains->len > 0)
    fallback = g_ptr_array_index (s->terrains, 0);
  cells = n * n;
  def->open_battlefield = TRUE;
  def->n_sections = board->sections->len;
  def->section_size = n;
  def->section_ids = g_new0 (char *, def->n_sections + 1);
  def->section_cell = g_new0 (MoTerrain, (gsize) def->n_sections * 4 * (gsize) cells);
  for (guint k = 0; k < def->n_sections; k++)
    {
      const StSection *section = g_ptr_array_index (board->sections, k);

      def->section_ids[k] = g_strdup (section->id);
      for (int turns = 0; turns < 4; turns++)
        for (int sy = 0; sy < n; sy++)
          for (int sx = 0; sx < n; sx++)
            {
              /* As st_board_resolve_terrain () turns a placed section. */
              int              dx = turns == 1 ? n - 1 - sy : turns == 2 ? n - 1 - sx : turns == 3 ? sy : sx;
              int              dy = turns == 1 ? sx : turns == 2 ? n - 1 - sy : turns == 3 ? n - 1 - sx : sy;
              const StTerrain *t = st_scenario_find_terrain (s, section->terrain[sy * n + sx]);

              def->section_cell[(k * 4 + (guint) turns) * (guint) cells + (guint) (dy * n + dx)] =
                  mo_terrain_of (t != NULL ? t : fallback);
            }
    }
  def->cell_slot = g_new0 (gint8, def->grid.n_cells);
  def->cell_local = g_new0 (gint16, def->grid.n_cells);
  for (int c = 0; c < def->grid.n_cells; c++)
    {
      int x = st_square_grid_x (&def->grid, c), y = st_square_grid_y (&def->grid, c);

      def->cell_slot[c] = (gint8) ((y / n) * 2 + x / n);
      def->cell_local[c] = (gint16) ((y % n) * n + x % n);
    }
  /* A cell the board overrides keeps its own terrain. */
  for (guint i = 0; i < board->cells->len; i++)
    {
      const StCellTerrain *cell = g_ptr_array_index (board->cells, i);
      int                  c = st_square_grid_cell (&def->grid, cell->at.x, cell->at.y);

      if (c >= 0)
        def->cell_slot[c] = -1;
    }
}

void
mo_battlefield_free (MoDef *def)
{
  g_strfreev (def->section_ids);
  g_free (def->section_cell);
  g_free (def->cell_slot);
  g_free (def->cell_local);
}

/* The first cell of a quarter of the battlefield. */
static int
slot_cell (const MoDef *def, guint slot)
{
  return st_square_grid_cell (&def->grid, (int) (slot % 2) * def->section_size,
                              (int) (slot / 2) * def->section_size);
}

void
mo_battlefield_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  if (st->step == MO_STEP_EDGE)
    {
      for (guint d = 0; d < 4; d++)
        st_action_list_add (out, mo_action (MO_ACT_EDGE, MO_NONE, MO_NONE, -1, -1, d));
      return;
    }
  for (guint k = 0; k < def->n_sections; k++)
    {
      gboolean used = FALSE;

      for (guint i = 0; i < st->n_slots; i++)
        used |= st->slot_section[i] == k;
      if (used)
        continue;
      for (guint turns = 0; turns < 4; turns++)
        st_action_list_add (out,
                            mo_action (MO_ACT_SECTION, k, MO_NONE, -1, slot_cell (def, st->n_slots), turns));
    }
}

void
mo_battlefield_apply (const MoDef *def, MoState *st, StAction action)
{
  if (MO_KIND (action) == MO_ACT_EDGE)
    {
      st->home[1] = (guint8) MO_EXTRA (action);
      st->home[0] = (guint8) ((MO_EXTRA (action) + 2) % 4);
    }
  else
    {
      st->slot_section[st->n_slots] = (guint8) MO_CARD (action);
      st->slot_turns[st->n_slots] = (guint8) MO_EXTRA (action);
      st->n_slots++;
    }
  mo_setup_begin (def, st);
}

void
mo_placements (const StGame *game, const StState *state, GPtrArray *out)
{
  const MoDef   *def = MO_DEF (game);
  const MoState *st = MO_CSTATE (state);

  if (!def->open_battlefield)
    return;
  for (guint i = 0; i < st->n_slots; i++)
    {
      StPlacement *p = g_new0 (StPlacement, 1);
      int          c = slot_cell (def, i);

      p->section = g_strdup (def->section_ids[st->slot_section[i]]);
      p->at.x = st_square_grid_x (&def->grid, c);
      p->at.y = st_square_grid_y (&def->grid, c);
      p->rotation = 90 * st->slot_turns[i];
      g_ptr_array_add (out, p);
    }
}
