/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-scenario-io.h"
#include "engine/boards/st-hex-grid.h"
#include "engine/st-rng.h"

/* st_hex_grid_flood_mask () remembers its last floods and answers from memory
 * when the allowed cells changed only away from what the flood reached (the AI
 * players' many evaluations one move apart): every answer must be the cells a
 * fresh cell-by-cell search finds. */

static void
test_flood_memory (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "maneuver-basic.xml", NULL);
  g_autoptr (StScenario) scenario = st_scenario_load_file (path, NULL, &error);
  StHexGrid grid = { 0 };
  StRng     rng;
  StHexMask allowed;
  guint8    allowed_cells[ST_HEX_GRID_MAX_CELLS], reached[ST_HEX_GRID_MAX_CELLS];
  guint     same = 0;
  StHexMask out, last[2] = { { { 0 } } };

  g_assert_no_error (error);
  g_assert_true (st_hex_grid_init (&grid, scenario, &error));
  g_assert_nonnull (grid.masks);
  st_rng_seed (&rng, 5);
  allowed = grid.passable;
  for (int i = 0; i < 4000; i++)
    {
      int start = (int) st_rng_below (&rng, (guint) grid.n_cells);

      /* Mostly one cell toggled, sometimes a new random mask or start. */
      if (i % 50 == 0)
        for (int c = 0; c < grid.n_cells; c++)
          if (st_rng_below (&rng, 4) == 0)
            allowed.w[c >> 6] &= ~(G_GUINT64_CONSTANT (1) << (c & 63));
      if (i % 7 != 0)
        start = i % 2 == 0 ? 3 : grid.n_cells - 5;
      {
        int c = (int) st_rng_below (&rng, (guint) grid.n_cells);

        allowed.w[c >> 6] ^= G_GUINT64_CONSTANT (1) << (c & 63);
      }
      for (int c = 0; c < grid.n_cells; c++)
        allowed_cells[c] = st_hex_mask_has (&allowed, c);
      st_hex_grid_flood (&grid, start, allowed_cells, reached);
      st_hex_grid_flood_mask (&grid, start, &allowed, &out);
      if (i % 7 != 0)
        {
          same += memcmp (&last[i % 2], &out, sizeof out) == 0;
          last[i % 2] = out;
        }
      for (int c = 0; c < grid.n_cells; c++)
        g_assert_cmpint (st_hex_mask_has (&out, c), ==, reached[c] != 0);
      for (int c = grid.n_cells; c < ST_HEX_MASK_CELLS; c++)
        g_assert_false (st_hex_mask_has (&out, c));
    }
  /* Many floods were one toggle away from the last with the same answer: the
   * cases the memory answers. */
  g_assert_cmpuint (same, >, 100);
  st_hex_grid_clear (&grid);
}

/* st_hex_grid_expand_wide ()'s shifts give every cell's neighbours, and any
 * set's, as the per-cell masks do: on flat and pointy boards of either
 * stagger, odd and even widths and heights, at the edges, up to the largest
 * board masks hold; boards the shifts do not fit expand cell by cell. */
static void
test_expand_shifts (void)
{
  static const int sizes[][2] = { { 2, 2 },   { 3, 5 },  { 10, 14 }, { 7, 9 },  { 13, 19 },
                                  { 16, 16 }, { 63, 2 }, { 64, 2 },  { 1, 50 }, { 40, 1 } };
  StRng            rng;

  st_rng_seed (&rng, 3);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int flat = 0; flat < 2; flat++)
      for (int odd = 0; odd < 2; odd++)
        {
          g_autoptr (StScenario) scenario = st_scenario_new (st_family_lookup ("maneuver-hex"), ST_BOARD_HEX);
          g_autoptr (GError) error = NULL;
          StHexGrid grid = { 0 };
          int       cols = sizes[i][0], rows = sizes[i][1];
          gboolean  shifts = cols >= 2 && cols < 64 && rows >= 2;

          scenario->board->columns = cols;
          scenario->board->rows = rows;
          scenario->board->orientation = flat ? ST_HEX_FLAT : ST_HEX_POINTY;
          scenario->board->stagger_odd = odd;
          g_assert_true (st_hex_grid_init (&grid, scenario, &error));
          g_assert_nonnull (grid.masks);
          g_assert_cmpint (grid.expand_kind, ==, ST_HEX_EXPAND_CELLS);
          st_hex_grid_init_shifts (&grid, flat);
          g_assert_cmpint (grid.expand_kind, ==,
                           !shifts ? ST_HEX_EXPAND_CELLS
                           : flat  ? ST_HEX_EXPAND_COLUMNS
                                   : ST_HEX_EXPAND_ROWS);
          for (int c = 0; c < grid.n_cells; c++)
            {
              StHexMask one = { { 0 } }, around;

              st_hex_mask_add (&one, c);
              st_hex_grid_expand_wide (&grid, &one, &around);
              g_assert_cmpmem (&around, sizeof around, &grid.masks[c], sizeof around);
            }
          for (int n = 0; n < 200; n++)
            {
              StHexMask set = { { 0 } }, wide, cells;
              guint     density = 1 + st_rng_below (&rng, 8);

              for (int c = 0; c < grid.n_cells; c++)
                if (st_rng_below (&rng, 8) < density)
                  st_hex_mask_add (&set, c);
              st_hex_grid_expand_wide (&grid, &set, &wide);
              st_hex_grid_expand (&grid, &set, &cells);
              g_assert_cmpmem (&wide, sizeof wide, &cells, sizeof cells);
            }
          st_hex_grid_clear (&grid);
        }
}

/* st_hex_grid_init () works out each terrain type's effects once: every cell
 * gets its own type's, whether the cell names it by the board's default or by
 * a string of its own, also with more types than it keeps worked out. */
static void
test_terrain_effects (void)
{
  g_autoptr (StScenario) scenario = st_scenario_new (st_family_lookup ("maneuver-hex"), ST_BOARD_HEX);
  g_autoptr (GError) error = NULL;
  StHexGrid grid = { 0 };
  const int types = 21;

  scenario->board->columns = 7;
  scenario->board->rows = 6;
  for (int i = 0; i < types; i++)
    {
      g_autofree char *id = g_strdup_printf ("t%d", i);
      g_autofree char *cost = g_strdup_printf ("%d", 1 + i % 4);
      g_autofree char *attack = g_strdup_printf ("%d", i - 10);
      g_autofree char *defense = g_strdup_printf ("%d", i % 3);
      StTerrain       *t = st_terrain_new (id, "#808080");

      g_ptr_array_add (t->effects, st_attr_new ("move-cost", cost));
      g_ptr_array_add (t->effects, st_attr_new ("attack", attack));
      g_ptr_array_add (t->effects, st_attr_new ("defense", defense));
      if (i % 2 == 1)
        g_ptr_array_add (t->effects, st_attr_new ("cavalry-stop", "1"));
      if (i == types - 1)
        g_ptr_array_add (t->effects, st_attr_new ("impassable", "1"));
      g_ptr_array_add (scenario->terrains, t);
    }
  /* Cell c has type (c * 5) % types, the cells of type 0 by the default. */
  for (int c = 0; c < 42; c++)
    if ((c * 5) % types != 0)
      {
        StCellTerrain *cell = g_new0 (StCellTerrain, 1);

        cell->at = (StCell){ c % 7, c / 7 };
        cell->terrain = g_strdup_printf ("t%d", (c * 5) % types);
        g_ptr_array_add (scenario->board->cells, cell);
      }
  g_assert_true (st_hex_grid_init (&grid, scenario, &error));
  g_assert_no_error (error);
  for (int c = 0; c < grid.n_cells; c++)
    {
      int i = (c * 5) % types;

      g_assert_cmpint (grid.move_cost[c], ==, i == types - 1 ? 0 : 1 + i % 4);
      g_assert_cmpint (grid.attack_bonus[c], ==, i - 10);
      g_assert_cmpint (grid.defense_bonus[c], ==, i % 3);
      g_assert_cmpint (grid.cavalry_stop[c], ==, i % 2);
    }
  st_hex_grid_clear (&grid);
}

/* st_select64 () finds the set bit of each rank as a bit-by-bit walk does, on
 * sparse, dense and edge words (the top bit, every byte full). */
static void
test_select64 (void)
{
  StRng rng;

  st_rng_seed (&rng, 11);
  for (int i = 0; i < 3000; i++)
    {
      guint64 x, prefix;
      guint   n = 0;

      if (i == 0)
        x = ~G_GUINT64_CONSTANT (0);
      else if (i == 1)
        x = G_GUINT64_CONSTANT (1) << 63;
      else
        {
          guint64 a = st_rng_next (&rng), b = st_rng_next (&rng);

          x = i % 3 == 0 ? a & b : i % 3 == 1 ? a | b : a;
        }
      prefix = st_popcount64_prefix (x);
      g_assert_cmpuint (prefix >> 56, ==, st_popcount64 (x));
      for (guint bit = 0; bit < 64; bit++)
        if ((x >> bit) & 1)
          g_assert_cmpuint (st_select64 (x, prefix, n++), ==, bit);
      g_assert_cmpuint (n, ==, st_popcount64 (x));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/boards/hex flood from memory equals a fresh search", test_flood_memory);
  g_test_add_func ("/engine/boards/select64 finds the set bit of each rank", test_select64);
  g_test_add_func ("/engine/boards/hex grid cells take their terrain type's effects", test_terrain_effects);
  g_test_add_func ("/engine/boards/hex expansion by shifts equals the neighbour masks", test_expand_shifts);
  return g_test_run ();
}
