/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "engine/st-game.h"
#include "st-hex-grid.h"

static int
terrain_effect (const StTerrain *terrain, const char *name, int fallback)
{
  for (guint i = 0; terrain != NULL && i < terrain->effects->len; i++)
    {
      const StAttr *attr = g_ptr_array_index (terrain->effects, i);
      if (g_str_equal (attr->name, name))
        return (int) g_ascii_strtoll (attr->value, NULL, 10);
    }
  return fallback;
}

/* A terrain type's effects as the grid keeps them, worked out once a type: the
 * cells' terrain names are mostly the same few strings (the board's default
 * and its sections' names), so they are matched by pointer first. */
typedef struct
{
  const char *name;
  guint8      move_cost; /* 0: impassable */
  gint8       attack, defense;
  guint8      cavalry_stop;
} TerrainEffects;

#define TERRAIN_TYPES 16

static void
effects_parse (const StScenario *scenario, const char *name, TerrainEffects *out)
{
  const StTerrain *t = st_scenario_find_terrain (scenario, name);

  out->name = name;
  out->move_cost = terrain_effect (t, "impassable", 0) != 0
                       ? 0
                       : (guint8) CLAMP (terrain_effect (t, "move-cost", 1), 1, 99);
  out->attack = (gint8) CLAMP (terrain_effect (t, "attack", 0), -99, 99);
  out->defense = (gint8) CLAMP (terrain_effect (t, "defense", 0), -99, 99);
  out->cavalry_stop = terrain_effect (t, "cavalry-stop", 0) != 0;
}

/* The effects of terrain name: from known (n_known entries, added to while
 * there is room), else parsed into *spare. */
static const TerrainEffects *
effects_of (const StScenario *scenario,
            const char       *name,
            TerrainEffects   *known,
            guint            *n_known,
            TerrainEffects   *spare)
{
  for (guint i = 0; i < *n_known; i++)
    if (known[i].name == name)
      return &known[i];
  /* A cell's own terrain has a string of its own. */
  for (guint i = 0; i < *n_known; i++)
    if (g_strcmp0 (known[i].name, name) == 0)
      return &known[i];
  if (*n_known == TERRAIN_TYPES)
    {
      effects_parse (scenario, name, spare);
      return spare;
    }
  effects_parse (scenario, name, &known[*n_known]);
  return &known[(*n_known)++];
}

/* The lanes come from the neighbour table, and the shifts must then give every
 * cell's neighbours exactly (shifts, ORs and ANDs with fixed masks give a set's
 * expansion as the union of its cells', so single cells settle it); otherwise
 * expansion stays cell by cell. */
void
st_hex_grid_init_shifts (StHexGrid *grid, gboolean flat)
{
  int cols = grid->columns;

  grid->expand_kind = ST_HEX_EXPAND_CELLS;
  if (grid->masks == NULL || cols < 2 || cols >= 64 || grid->rows < 2)
    return;
  grid->shift = cols;
  for (int c = 0; c < grid->n_cells; c++)
    {
      int x = c % cols, y = c / cols;

      st_hex_mask_add (&grid->all_cells, c);
      if (x != 0)
        st_hex_mask_add (&grid->not_first_column, c);
      if (x != cols - 1)
        st_hex_mask_add (&grid->not_last_column, c);
      if (!flat)
        {
          /* A row whose first cell has a neighbour in the next column a row
           * up or down has its diagonal neighbours to the right (lane 0). */
          int      first = y * cols;
          gboolean right = (y + 1 < grid->rows && st_hex_mask_has (&grid->masks[first], first + cols + 1))
                           || (y > 0 && st_hex_mask_has (&grid->masks[first], first - cols + 1));

          st_hex_mask_add (&grid->lane[right ? 0 : 1], c);
        }
      else
        {
          /* Column x is in lane 0 where its cell of the second row is next
           * to a cell of the first row beside it, in lane 1 where its cell
           * of the first row is next to one of the second row beside it. */
          for (int dx = -1; dx <= 1; dx += 2)
            if (x + dx >= 0 && x + dx < cols)
              {
                if (st_hex_mask_has (&grid->masks[x + dx], cols + x))
                  st_hex_mask_add (&grid->lane[0], c);
                if (st_hex_mask_has (&grid->masks[cols + x + dx], x))
                  st_hex_mask_add (&grid->lane[1], c);
              }
        }
    }
  grid->expand_kind = flat ? ST_HEX_EXPAND_COLUMNS : ST_HEX_EXPAND_ROWS;
  for (int c = 0; c < grid->n_cells; c++)
    {
      StHexMask one = { { 0 } }, around;

      st_hex_mask_add (&one, c);
      st_hex_grid_expand_wide (grid, &one, &around);
      if (memcmp (&around, &grid->masks[c], sizeof around) != 0)
        {
          grid->expand_kind = ST_HEX_EXPAND_CELLS;
          return;
        }
    }
}

gboolean
st_hex_grid_init (StHexGrid *grid, const StScenario *scenario, GError **error)
{
  const StBoard          *board = scenario->board;
  g_autofree const char **terrain = NULL;
  TerrainEffects          known[TERRAIN_TYPES], uncached;
  guint                   n_known = 0;
  int                     n;

  memset (grid, 0, sizeof *grid);
  if (board->kind != ST_BOARD_HEX || board->columns * board->rows > ST_HEX_GRID_MAX_CELLS)
    {
      g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID,
                   _ ("The engine plays hex boards of at most %d cells"), ST_HEX_GRID_MAX_CELLS);
      return FALSE;
    }
  n = board->columns * board->rows;
  grid->columns = board->columns;
  grid->rows = board->rows;
  grid->n_cells = n;
  grid->neighbours = (gint16 (*)[6]) g_new (gint16, n * 6);
  grid->n_neighbours = g_new0 (guint8, n);
  grid->move_cost = g_new0 (guint8, n);
  grid->attack_bonus = g_new0 (gint8, n);
  grid->defense_bonus = g_new0 (gint8, n);
  grid->cavalry_stop = g_new0 (guint8, n);
  grid->on_edge = g_new0 (guint8, n);
  terrain = st_scenario_terrain_grid (scenario);

  for (int c = 0; c < n; c++)
    {
      StCell                around[6];
      int                   x = c % grid->columns, y = c / grid->columns;
      guint                 k = st_board_neighbours (board, x, y, around);
      const TerrainEffects *e = effects_of (scenario, terrain[c], known, &n_known, &uncached);

      for (guint i = 0; i < 6; i++)
        grid->neighbours[c][i] = i < k ? (gint16) (around[i].y * grid->columns + around[i].x) : -1;
      grid->n_neighbours[c] = (guint8) k;
      grid->move_cost[c] = e->move_cost;
      grid->attack_bonus[c] = e->attack;
      grid->defense_bonus[c] = e->defense;
      grid->cavalry_stop[c] = e->cavalry_stop;
      grid->on_edge[c] = x == 0 || y == 0 || x == grid->columns - 1 || y == grid->rows - 1;
    }
  if (n <= ST_HEX_MASK_CELLS)
    {
      gboolean too_many_costs = FALSE;

      static gint serials;

      grid->masks = g_new0 (StHexMask, n);
      grid->serial = (guint) g_atomic_int_add (&serials, 1) + 1;
      for (int c = 0; c < n; c++)
        {
          guint k;

          for (guint i = 0; i < grid->n_neighbours[c]; i++)
            st_hex_mask_add (&grid->masks[c], grid->neighbours[c][i]);
          if (grid->move_cost[c] == 0)
            continue;
          st_hex_mask_add (&grid->passable, c);
          if (grid->cavalry_stop[c])
            st_hex_mask_add (&grid->cavalry_stops, c);
          for (k = 0; k < grid->n_cost_classes && grid->cost_value[k] != grid->move_cost[c]; k++)
            ;
          if (k == ST_HEX_MAX_COST_CLASSES)
            {
              too_many_costs = TRUE;
              continue;
            }
          if (k == grid->n_cost_classes)
            grid->cost_value[grid->n_cost_classes++] = grid->move_cost[c];
          st_hex_mask_add (&grid->cost_class[k], c);
        }
      /* More distinct move costs than masks: movement searches cell by cell. */
      if (too_many_costs)
        grid->n_cost_classes = 0;
    }
  return TRUE;
}

typedef struct
{
  guint     serial; /* 0: empty */
  int       start;
  StHexMask allowed, reached, touched; /* touched: the neighbours of reached */
} FloodMemory;

#define FLOOD_MEMORY 4

static _Thread_local FloodMemory flood_memory[FLOOD_MEMORY];

/* Whether m's flood holds for allowed too: no reached cell was taken away and
 * no cell next to the reached ones was added. */
static gboolean
flood_still_holds (const FloodMemory *m, const StHexGrid *grid, int start, const StHexMask *allowed)
{
  if (m->serial != grid->serial || m->start != start)
    return FALSE;
  for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
    {
      guint64 removed = m->allowed.w[k] & ~allowed->w[k];
      guint64 added = allowed->w[k] & ~m->allowed.w[k];

      if ((removed & m->reached.w[k]) != 0 || (added & m->touched.w[k]) != 0)
        return FALSE;
    }
  return TRUE;
}

void
st_hex_grid_flood_mask (const StHexGrid *grid, int start, const StHexMask *allowed, StHexMask *out)
{
  static _Thread_local guint next_slot;
  StHexMask                  reached = { { 0 } }, frontier = { { 0 } }, touched = { { 0 } }, next;
  FloodMemory               *m;

  for (guint i = 0; i < FLOOD_MEMORY; i++)
    if (grid->serial != 0 && flood_still_holds (&flood_memory[i], grid, start, allowed))
      {
        *out = flood_memory[i].reached;
        return;
      }
  st_hex_mask_add (&reached, start);
  st_hex_mask_add (&frontier, start);
  while (!st_hex_mask_empty (&frontier))
    {
      st_hex_grid_expand (grid, &frontier, &next);
      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        {
          touched.w[k] |= next.w[k];
          frontier.w[k] = next.w[k] & allowed->w[k] & ~reached.w[k];
          reached.w[k] |= frontier.w[k];
        }
    }
  *out = reached;
  if (grid->serial == 0)
    return;
  /* Replaces the memory of the same start, or the oldest. */
  m = NULL;
  for (guint i = 0; i < FLOOD_MEMORY && m == NULL; i++)
    if (flood_memory[i].serial == grid->serial && flood_memory[i].start == start)
      m = &flood_memory[i];
  if (m == NULL)
    m = &flood_memory[next_slot++ % FLOOD_MEMORY];
  m->serial = grid->serial;
  m->start = start;
  m->allowed = *allowed;
  m->reached = reached;
  m->touched = touched;
}

void
st_hex_grid_clear (StHexGrid *grid)
{
  g_clear_pointer (&grid->neighbours, g_free);
  g_clear_pointer (&grid->n_neighbours, g_free);
  g_clear_pointer (&grid->move_cost, g_free);
  g_clear_pointer (&grid->attack_bonus, g_free);
  g_clear_pointer (&grid->defense_bonus, g_free);
  g_clear_pointer (&grid->cavalry_stop, g_free);
  g_clear_pointer (&grid->on_edge, g_free);
  g_clear_pointer (&grid->masks, g_free);
}

gboolean
st_hex_grid_adjacent (const StHexGrid *grid, int a, int b)
{
  if (grid->masks != NULL)
    return st_hex_mask_has (&grid->masks[a], b);
  for (guint i = 0; i < grid->n_neighbours[a]; i++)
    if (grid->neighbours[a][i] == b)
      return TRUE;
  return FALSE;
}

guint
st_hex_grid_flood (const StHexGrid *grid, int start, const guint8 *allowed, guint8 *reached)
{
  gint16 queue[ST_HEX_GRID_MAX_CELLS];
  guint  head = 0, tail = 0;

  memset (reached, 0, grid->n_cells);
  reached[start] = 1;
  queue[tail++] = (gint16) start;
  while (head < tail)
    {
      int c = queue[head++];
      for (guint i = 0; i < grid->n_neighbours[c]; i++)
        {
          int nb = grid->neighbours[c][i];
          if (!reached[nb] && allowed[nb])
            {
              reached[nb] = 1;
              queue[tail++] = (gint16) nb;
            }
        }
    }
  return tail;
}

void
st_hex_grid_flood_parents (const StHexGrid *grid, int start, const guint8 *allowed, gint16 *parent)
{
  gint16 queue[ST_HEX_GRID_MAX_CELLS];
  guint  head = 0, tail = 0;

  for (int c = 0; c < grid->n_cells; c++)
    parent[c] = -1;
  parent[start] = (gint16) start;
  queue[tail++] = (gint16) start;
  while (head < tail)
    {
      int c = queue[head++];
      for (guint i = 0; i < grid->n_neighbours[c]; i++)
        {
          int nb = grid->neighbours[c][i];
          if (parent[nb] < 0 && allowed[nb])
            {
              parent[nb] = (gint16) c;
              queue[tail++] = (gint16) nb;
            }
        }
    }
}

void
st_hex_grid_area_cells (const StHexGrid *grid, const StArea *area, guint8 *out)
{
  memset (out, 0, grid->n_cells);
  for (guint i = 0; area->cells != NULL && i < area->cells->len; i++)
    {
      StCell c = g_array_index (area->cells, StCell, i);
      if (c.x >= 0 && c.y >= 0 && c.x < grid->columns && c.y < grid->rows)
        out[c.y * grid->columns + c.x] = 1;
    }
}
