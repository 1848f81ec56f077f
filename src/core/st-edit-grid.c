/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-edit"

#include "config.h"

#include <string.h>

#include "st-edit.h"
#include "st-value-check.h"

/* Edits of grid boards: terrain, sides between cells, areas, map sections. */

char *
st_edit_unique_id (const char *prefix, GHashTable *used)
{
  if (!g_hash_table_contains (used, prefix))
    return g_strdup (prefix);

  for (guint n = 2;; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%u", prefix, n);

      if (!g_hash_table_contains (used, id))
        return g_steal_pointer (&id);
    }
}

/* The cells within radius of cell, on the board, cell first. */
static GArray *
cells_within (const StBoard *board, StCell cell, int radius)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (StCell));

  if (!st_board_contains (board, cell.x, cell.y))
    return cells;

  g_array_append_val (cells, cell);
  for (int y = MAX (0, cell.y - radius); y <= MIN (board->rows - 1, cell.y + radius); y++)
    for (int x = MAX (0, cell.x - radius); x <= MIN (board->columns - 1, cell.x + radius); x++)
      {
        StCell other = { x, y };

        if ((x != cell.x || y != cell.y) && st_board_distance (board, cell, other) <= radius)
          g_array_append_val (cells, other);
      }
  return cells;
}

/* The terrain every cell has without its own override (default and map
 * sections), row-major; free with g_free. The overrides are set aside for a
 * moment rather than copying the board. */
static const char **
base_grid (const StScenario *scenario)
{
  StBoard     *board = scenario->board;
  GPtrArray   *saved = board->cells;
  const char **grid;

  board->cells = g_ptr_array_new ();
  grid = st_scenario_terrain_grid (scenario);
  g_ptr_array_unref (board->cells);
  board->cells = saved;
  return grid;
}

const char *
st_edit_terrain_at (const StScenario *scenario, StCell cell)
{
  g_autofree const char **base = NULL;
  const char             *terrain;

  g_return_val_if_fail (scenario != NULL, NULL);

  if (!st_board_is_grid (scenario->board) || !st_board_contains (scenario->board, cell.x, cell.y))
    return NULL;

  terrain = st_board_terrain_override (scenario->board, cell.x, cell.y);
  if (terrain != NULL)
    return terrain;
  base = base_grid (scenario);
  return base[cell.y * scenario->board->columns + cell.x];
}

static int
compare_cell_terrain (gconstpointer pa, gconstpointer pb)
{
  const StCellTerrain *a = *(StCellTerrain **) pa, *b = *(StCellTerrain **) pb;

  if (a->at.y != b->at.y)
    return a->at.y < b->at.y ? -1 : 1;
  return a->at.x < b->at.x ? -1 : a->at.x > b->at.x;
}

/* Gives cells the terrain: overrides are set, changed, or dropped where the
 * terrain is what the cell has anyway; the list stays row-major, so saved
 * files are stable. One pass whatever the number of cells (a fill may cover
 * the board). */
static gboolean
apply_terrain (StScenario *scenario, GArray *cells, const char *terrain)
{
  StBoard                   *board = scenario->board;
  GPtrArray                 *overrides = board->cells;
  g_autofree const char    **base = base_grid (scenario);
  g_autofree StCellTerrain **at = g_new0 (StCellTerrain *, (gsize) board->columns * board->rows);
  gboolean                   changed = FALSE, added = FALSE, dropped = FALSE;

  for (guint i = 0; i < overrides->len; i++)
    {
      StCellTerrain *entry = g_ptr_array_index (overrides, i);

      if (st_board_contains (board, entry->at.x, entry->at.y))
        at[entry->at.y * board->columns + entry->at.x] = entry;
    }

  for (guint i = 0; i < cells->len; i++)
    {
      StCell         c = g_array_index (cells, StCell, i);
      int            k = c.y * board->columns + c.x;
      StCellTerrain *entry = at[k];

      if (g_strcmp0 (terrain, base[k]) == 0)
        {
          if (entry != NULL && entry->terrain != NULL)
            {
              /* Marked here, dropped below. */
              g_clear_pointer (&entry->terrain, g_free);
              changed = dropped = TRUE;
            }
          continue;
        }
      if (entry != NULL && g_strcmp0 (entry->terrain, terrain) == 0)
        continue;
      if (entry == NULL)
        {
          entry = at[k] = g_new0 (StCellTerrain, 1);
          entry->at = c;
          g_ptr_array_add (overrides, entry);
          added = TRUE;
        }
      g_free (entry->terrain);
      entry->terrain = g_strdup (terrain);
      changed = TRUE;
    }

  if (dropped)
    for (guint i = overrides->len; i > 0; i--)
      if (((StCellTerrain *) g_ptr_array_index (overrides, i - 1))->terrain == NULL)
        g_ptr_array_remove_index (overrides, i - 1);
  if (added)
    g_ptr_array_sort (overrides, compare_cell_terrain);
  return changed;
}

gboolean
st_edit_paint_terrain (StScenario *scenario, StCell cell, int radius, const char *terrain)
{
  g_autoptr (GArray) cells = NULL;

  g_return_val_if_fail (scenario != NULL, FALSE);
  g_return_val_if_fail (radius >= 0, FALSE);

  if (!st_board_is_grid (scenario->board) || st_scenario_find_terrain (scenario, terrain) == NULL)
    return FALSE;

  cells = cells_within (scenario->board, cell, radius);
  return apply_terrain (scenario, cells, terrain);
}

gboolean
st_edit_fill_terrain (StScenario *scenario, StCell cell, const char *terrain)
{
  g_autoptr (GArray) queue = NULL;
  g_autofree gboolean    *seen = NULL;
  g_autofree const char **grid = NULL;
  const char             *from;
  StBoard                *board;

  g_return_val_if_fail (scenario != NULL, FALSE);

  board = scenario->board;
  if (!st_board_is_grid (board) || !st_board_contains (board, cell.x, cell.y)
      || st_scenario_find_terrain (scenario, terrain) == NULL)
    return FALSE;

  grid = st_scenario_terrain_grid (scenario);
  from = grid[cell.y * board->columns + cell.x];
  if (g_strcmp0 (from, terrain) == 0)
    return FALSE;

  seen = g_new0 (gboolean, (gsize) board->columns * board->rows);
  queue = g_array_new (FALSE, FALSE, sizeof (StCell));
  g_array_append_val (queue, cell);
  seen[cell.y * board->columns + cell.x] = TRUE;

  for (guint head = 0; head < queue->len; head++)
    {
      StCell c = g_array_index (queue, StCell, head);
      StCell around[8];
      guint  n = st_board_neighbours (board, c.x, c.y, around);

      for (guint i = 0; i < n; i++)
        {
          int k = around[i].y * board->columns + around[i].x;

          if (!seen[k] && g_strcmp0 (grid[k], from) == 0)
            {
              seen[k] = TRUE;
              g_array_append_val (queue, around[i]);
            }
        }
    }

  return apply_terrain (scenario, queue, terrain);
}

const StEdge *
st_edit_find_edge (const StScenario *scenario, StCell a, StCell b, const char *type)
{
  g_return_val_if_fail (scenario != NULL, NULL);

  for (guint i = 0; i < scenario->board->edges->len; i++)
    {
      const StEdge *edge = g_ptr_array_index (scenario->board->edges, i);

      if (st_edge_on_side (edge, a, b) && (type == NULL || g_strcmp0 (edge->type, type) == 0))
        return edge;
    }
  return NULL;
}

GPtrArray *
st_edit_side_edges (const StScenario *scenario, StCell a, StCell b)
{
  GPtrArray *out = g_ptr_array_new ();

  g_return_val_if_fail (scenario != NULL, out);

  for (guint t = 0; t < scenario->edge_types->len; t++)
    {
      const StEdgeType *type = g_ptr_array_index (scenario->edge_types, t);
      const StEdge     *edge = st_edit_find_edge (scenario, a, b, type->id);

      if (edge != NULL)
        g_ptr_array_add (out, (gpointer) edge);
    }
  return out;
}

static gboolean
side_ok (const StScenario *scenario, StCell a, StCell b)
{
  return st_board_is_grid (scenario->board) && st_board_contains (scenario->board, a.x, a.y)
         && st_board_contains (scenario->board, b.x, b.y) && st_board_adjacent (scenario->board, a, b);
}

gboolean
st_edit_add_edge (StScenario *scenario, StCell a, StCell b, const char *type)
{
  g_return_val_if_fail (scenario != NULL, FALSE);

  if (!side_ok (scenario, a, b) || type == NULL || st_scenario_find_edge_type (scenario, type) == NULL
      || st_edit_find_edge (scenario, a, b, type) != NULL)
    return FALSE;

  /* The cell nearer the top left comes first, as the bundled files write it. */
  if (b.y < a.y || (b.y == a.y && b.x < a.x))
    {
      StCell t = a;
      a = b;
      b = t;
    }
  g_ptr_array_add (scenario->board->edges, st_edge_new_cells (type, a, b));
  return TRUE;
}

gboolean
st_edit_remove_edge (StScenario *scenario, StCell a, StCell b, const char *type)
{
  GPtrArray *edges;
  gboolean   changed = FALSE;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if (!side_ok (scenario, a, b))
    return FALSE;
  edges = scenario->board->edges;
  for (guint i = edges->len; i > 0; i--)
    {
      const StEdge *edge = g_ptr_array_index (edges, i - 1);

      if (st_edge_on_side (edge, a, b) && (type == NULL || g_strcmp0 (edge->type, type) == 0))
        {
          g_ptr_array_remove_index (edges, i - 1);
          changed = TRUE;
        }
    }
  return changed;
}

gboolean
st_edit_change_edge (StScenario *scenario, StCell a, StCell b, const char *from, const char *to)
{
  StEdge *edge;

  g_return_val_if_fail (scenario != NULL, FALSE);
  g_return_val_if_fail (from != NULL && to != NULL, FALSE);

  if (g_str_equal (from, to) || st_scenario_find_edge_type (scenario, to) == NULL)
    return FALSE;
  edge = (StEdge *) st_edit_find_edge (scenario, a, b, from);
  if (edge == NULL || !side_ok (scenario, a, b))
    return FALSE;
  if (st_edit_find_edge (scenario, a, b, to) != NULL)
    return st_edit_remove_edge (scenario, a, b, from);
  g_free (edge->type);
  edge->type = g_strdup (to);
  return TRUE;
}

static gboolean
area_has_cell (const StArea *area, StCell cell, guint *index)
{
  for (guint i = 0; i < area->cells->len; i++)
    {
      StCell c = g_array_index (area->cells, StCell, i);

      if (c.x == cell.x && c.y == cell.y)
        {
          if (index != NULL)
            *index = i;
          return TRUE;
        }
    }
  return FALSE;
}

static int
compare_cells (gconstpointer pa, gconstpointer pb)
{
  const StCell *a = pa, *b = pb;

  if (a->y != b->y)
    return a->y < b->y ? -1 : 1;
  return a->x < b->x ? -1 : a->x > b->x;
}

/* Countries and set-up zones of sides do not overlap within a role. */
static gboolean
areas_exclusive (const StArea *a, const StArea *b)
{
  return a != b && a->role == b->role && a->side != NULL && b->side != NULL
         && (a->role == ST_AREA_COUNTRY || a->role == ST_AREA_SETUP_ZONE);
}

gboolean
st_edit_paint_area (StScenario *scenario, const char *area_id, StCell cell, int radius, gboolean add)
{
  g_autoptr (GArray) cells = NULL;
  StArea  *area;
  gboolean changed = FALSE;

  g_return_val_if_fail (scenario != NULL, FALSE);

  area = st_scenario_find_area (scenario, area_id);
  if (area == NULL || !st_board_is_grid (scenario->board))
    return FALSE;

  cells = cells_within (scenario->board, cell, MAX (radius, 0));
  for (guint i = 0; i < cells->len; i++)
    {
      StCell c = g_array_index (cells, StCell, i);
      guint  index;

      if (!add)
        {
          if (area_has_cell (area, c, &index))
            {
              g_array_remove_index (area->cells, index);
              changed = TRUE;
            }
          continue;
        }

      if (area_has_cell (area, c, NULL))
        continue;
      for (guint j = 0; j < scenario->areas->len; j++)
        {
          StArea *other = g_ptr_array_index (scenario->areas, j);

          if (areas_exclusive (area, other) && area_has_cell (other, c, &index))
            g_array_remove_index (other->cells, index);
        }
      g_array_append_val (area->cells, c);
      changed = TRUE;
    }

  if (changed)
    g_array_sort (area->cells, compare_cells);
  return changed;
}

static GHashTable *
area_ids (const StScenario *scenario)
{
  GHashTable *ids = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < scenario->areas->len; i++)
    g_hash_table_add (ids, ((StArea *) g_ptr_array_index (scenario->areas, i))->id);
  return ids;
}

char *
st_edit_add_area (StScenario *scenario, StAreaRole role, const char *side, const char *name)
{
  g_autoptr (GHashTable) ids = NULL;
  g_autofree char *prefix = NULL;
  StArea          *area;
  char            *id;

  g_return_val_if_fail (scenario != NULL, NULL);

  if (side != NULL && st_scenario_find_side (scenario, side) == NULL)
    return NULL;

  ids = area_ids (scenario);
  prefix = side ? g_strdup_printf ("%s-%s", st_area_role_to_string (role), side)
                : g_strdup (st_area_role_to_string (role));
  id = st_edit_unique_id (prefix, ids);
  area = st_area_new (id, role);
  area->side = g_strdup (side);
  /* A name a scenario could not hold is left out, as an empty one is. */
  if (name != NULL && *name != '\0' && st_edit_check_text (name, NULL))
    {
      area->name = st_text_new ();
      st_text_set (area->name, scenario->lang, name);
    }
  g_ptr_array_add (scenario->areas, area);
  return id;
}

gboolean
st_edit_remove_area (StScenario *scenario, const char *area_id)
{
  g_return_val_if_fail (scenario != NULL, FALSE);

  for (guint i = 0; i < scenario->areas->len; i++)
    if (g_str_equal (((StArea *) g_ptr_array_index (scenario->areas, i))->id, area_id))
      {
        g_ptr_array_remove_index (scenario->areas, i);
        return TRUE;
      }
  return FALSE;
}

static StPlacement *
placement_at (const StBoard *board, StCell cell, guint *index)
{
  for (guint i = 0; i < board->placements->len; i++)
    {
      StPlacement     *place = g_ptr_array_index (board->placements, i);
      const StSection *section = st_board_find_section (board, place->section);
      int              n = section ? section->size : 0;

      if (cell.x >= place->at.x && cell.x < place->at.x + n && cell.y >= place->at.y
          && cell.y < place->at.y + n)
        {
          if (index != NULL)
            *index = i;
          return place;
        }
    }
  return NULL;
}

gboolean
st_edit_place_section (StScenario *scenario, const char *section_id, StCell at, int rotation)
{
  StBoard         *board;
  const StSection *section = NULL;
  StPlacement     *place;
  guint            index;

  g_return_val_if_fail (scenario != NULL, FALSE);

  board = scenario->board;
  if (board->kind != ST_BOARD_SQUARE || !st_board_contains (board, at.x, at.y))
    return FALSE;
  if (rotation != 0 && rotation != 90 && rotation != 180 && rotation != 270)
    return FALSE;

  if (section_id == NULL)
    {
      if (placement_at (board, at, &index) == NULL)
        return FALSE;
      g_ptr_array_remove_index (board->placements, index);
      return TRUE;
    }

  section = st_board_find_section (board, section_id);
  if (section == NULL)
    return FALSE;

  /* A section placed by a cell inside it snaps to the section grid. */
  at.x -= at.x % section->size;
  at.y -= at.y % section->size;
  if (at.x + section->size > board->columns || at.y + section->size > board->rows)
    return FALSE;

  place = placement_at (board, at, NULL);
  if (place != NULL && place->at.x == at.x && place->at.y == at.y && g_str_equal (place->section, section_id)
      && place->rotation == rotation)
    return FALSE;

  /* Clear whatever the new section would overlap. */
  for (int y = at.y; y < at.y + section->size; y++)
    for (int x = at.x; x < at.x + section->size; x++)
      while (placement_at (board, (StCell){ x, y }, &index) != NULL)
        g_ptr_array_remove_index (board->placements, index);

  place = g_new0 (StPlacement, 1);
  place->section = g_strdup (section_id);
  place->at = at;
  place->rotation = rotation;
  g_ptr_array_add (board->placements, place);
  return TRUE;
}

gboolean
st_edit_rotate_section (StScenario *scenario, StCell cell)
{
  StPlacement *place;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if (scenario->board->kind != ST_BOARD_SQUARE)
    return FALSE;
  place = placement_at (scenario->board, cell, NULL);
  if (place == NULL)
    return FALSE;
  place->rotation = (place->rotation + 90) % 360;
  return TRUE;
}

gboolean
st_edit_set_section_terrain (StScenario *scenario, const char *section_id, int x, int y, const char *terrain)
{
  StSection *section;
  char     **slot;

  g_return_val_if_fail (scenario != NULL, FALSE);

  section = st_board_find_section (scenario->board, section_id);
  if (section == NULL || x < 0 || y < 0 || x >= section->size || y >= section->size
      || st_scenario_find_terrain (scenario, terrain) == NULL)
    return FALSE;

  slot = &section->terrain[y * section->size + x];
  if (g_strcmp0 (*slot, terrain) == 0)
    return FALSE;
  g_free (*slot);
  *slot = g_strdup (terrain);
  return TRUE;
}

/* Regions of the board split by the sides carrying border_type: region[cell]. */
static int *
border_regions (const StScenario *scenario, const char *border_type, int *n_regions)
{
  const StBoard *board = scenario->board;
  int            n = board->columns * board->rows;
  int           *region = g_new (int, n);
  g_autoptr (GArray) queue = g_array_new (FALSE, FALSE, sizeof (StCell));

  *n_regions = 0;
  for (int i = 0; i < n; i++)
    region[i] = -1;

  for (int start = 0; start < n; start++)
    {
      StCell first = { start % board->columns, start / board->columns };

      if (region[start] >= 0)
        continue;
      region[start] = *n_regions;
      g_array_set_size (queue, 0);
      g_array_append_val (queue, first);
      for (guint head = 0; head < queue->len; head++)
        {
          StCell c = g_array_index (queue, StCell, head);
          StCell around[8];
          guint  k = st_board_neighbours (board, c.x, c.y, around);

          for (guint i = 0; i < k; i++)
            {
              int index = around[i].y * board->columns + around[i].x;

              if (region[index] >= 0)
                continue;
              if (st_edit_find_edge (scenario, c, around[i], border_type) != NULL)
                continue;
              region[index] = *n_regions;
              g_array_append_val (queue, around[i]);
            }
        }
      (*n_regions)++;
    }
  return region;
}

gboolean
st_edit_countries_from_borders (StScenario *scenario, const char *border_type)
{
  g_autofree int      *region = NULL;
  g_autofree gboolean *taken = NULL;
  const StBoard       *board;
  int                  n_regions;
  gboolean             changed = FALSE;

  g_return_val_if_fail (scenario != NULL, FALSE);

  board = scenario->board;
  if (!st_board_is_grid (board) || border_type == NULL)
    return FALSE;

  region = border_regions (scenario, border_type, &n_regions);
  taken = g_new0 (gboolean, n_regions);

  for (guint i = 0; i < scenario->areas->len; i++)
    {
      StArea           *area = g_ptr_array_index (scenario->areas, i);
      g_autofree guint *votes = NULL;
      int               best = -1;
      GArray           *cells;

      if (area->role != ST_AREA_COUNTRY)
        continue;
      votes = g_new0 (guint, n_regions);
      for (guint j = 0; j < area->cells->len; j++)
        {
          StCell c = g_array_index (area->cells, StCell, j);

          if (st_board_contains (board, c.x, c.y))
            votes[region[c.y * board->columns + c.x]]++;
        }
      for (int r = 0; r < n_regions; r++)
        if (!taken[r] && votes[r] > 0 && (best < 0 || votes[r] > votes[best]))
          best = r;
      if (best < 0)
        continue;
      taken[best] = TRUE;

      cells = g_array_new (FALSE, FALSE, sizeof (StCell));
      for (int k = 0; k < board->columns * board->rows; k++)
        if (region[k] == best)
          {
            StCell c = { k % board->columns, k / board->columns };
            g_array_append_val (cells, c);
          }
      if (cells->len != area->cells->len
          || memcmp (cells->data, area->cells->data, (gsize) cells->len * sizeof (StCell)) != 0)
        {
          g_array_unref (area->cells);
          area->cells = cells;
          changed = TRUE;
        }
      else
        g_array_unref (cells);
    }
  return changed;
}
