/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "bench-boards.h"

#include <math.h>

static const struct
{
  const char *id;
  const char *color;
  const char *pattern;
} board_terrains[] = {
  { "clear", "#e8e2c0", "none" },  { "woods", "#79a85a", "trees" },    { "hills", "#c9a66b", "hills" },
  { "marsh", "#9dbfa4", "marsh" }, { "town", "#d6c9b6", "town" },      { "lake", "#78a9dc", "water" },
  { "rough", "#b8ad8c", "dots" },  { "mountain", "#9c8d80", "hatch" },
};

static guint32
next_random (guint32 *state)
{
  *state = *state * 1664525u + 1013904223u;
  return *state >> 8;
}

static void
add_edge_type (StScenario *s, const char *id, const char *color, double width, StLineStyle style)
{
  StEdgeType *type = st_edge_type_new (id, color);

  type->width = width;
  type->style = style;
  g_ptr_array_add (s->edge_types, type);
}

StScenario *
bench_board_200 (void)
{
  StScenario *s = st_scenario_new (st_family_lookup ("maneuver-hex"), ST_BOARD_HEX);
  StUnitType *type;
  StArea     *blue, *red;
  guint32     seed = 12345;
  StCell      neighbours[6];

  st_text_set (s->title, "en", "Render benchmark");
  for (guint i = 0; i < G_N_ELEMENTS (board_terrains); i++)
    {
      StTerrain *t = st_terrain_new (board_terrains[i].id, board_terrains[i].color);

      g_free (t->pattern);
      t->pattern = g_strdup (board_terrains[i].pattern);
      g_ptr_array_add (s->terrains, t);
    }
  add_edge_type (s, "border", "#c01c28", 4, ST_LINE_SOLID);
  add_edge_type (s, "river", "#3584e4", 3, ST_LINE_SOLID);
  add_edge_type (s, "road", "#5e5c64", 2, ST_LINE_DASHED);
  g_ptr_array_add (s->sides, st_side_new ("blue", "#1c71d8"));
  g_ptr_array_add (s->sides, st_side_new ("red", "#c01c28"));

  s->board->columns = BENCH_BOARD_SIZE;
  s->board->rows = BENCH_BOARD_SIZE;

  /* Patches of terrain from a few overlapping waves: about half the cells
   * differ from the default. */
  for (int y = 0; y < BENCH_BOARD_SIZE; y++)
    for (int x = 0; x < BENCH_BOARD_SIZE; x++)
      {
        double v = sin (x * 0.21) + sin (y * 0.17 + x * 0.06) + sin ((x - y) * 0.11)
                   + (next_random (&seed) % 100) / 120.0;
        guint t = (guint) CLAMP ((v + 1.2) * 3.2, 0, 15);

        if (t > 4 && t - 4 < G_N_ELEMENTS (board_terrains))
          {
            StCellTerrain *cell = g_new0 (StCellTerrain, 1);

            cell->at = (StCell){ x, y };
            cell->terrain = g_strdup (board_terrains[t - 4].id);
            g_ptr_array_add (s->board->cells, cell);
          }
      }

  /* A border across the middle, and rivers and roads wandering about: each a
   * chain of sides, about 3,000 in all. */
  for (int x = 0; x < BENCH_BOARD_SIZE; x++)
    {
      guint n = st_board_neighbours (s->board, x, BENCH_BOARD_SIZE / 2, neighbours);

      for (guint i = 0; i < n; i++)
        if (neighbours[i].y == BENCH_BOARD_SIZE / 2 - 1)
          g_ptr_array_add (s->board->edges,
                           st_edge_new_cells ("border", (StCell){ x, BENCH_BOARD_SIZE / 2 }, neighbours[i]));
    }
  for (int chain = 0; chain < 100; chain++)
    {
      StCell a = { (int) (next_random (&seed) % BENCH_BOARD_SIZE),
                   (int) (next_random (&seed) % BENCH_BOARD_SIZE) };
      guint  direction = next_random (&seed) % 6;

      for (int k = 0; k < 30; k++)
        {
          guint  n = st_board_neighbours (s->board, a.x, a.y, neighbours);
          StCell b;

          direction = (direction + 5 + next_random (&seed) % 3) % 6;
          b = neighbours[direction % n];
          g_ptr_array_add (s->board->edges, st_edge_new_cells (chain % 3 ? "river" : "road", a, b));
          a = b;
        }
    }

  blue = st_area_new ("blue", ST_AREA_COUNTRY);
  blue->side = g_strdup ("blue");
  red = st_area_new ("red", ST_AREA_COUNTRY);
  red->side = g_strdup ("red");
  for (int y = 0; y < BENCH_BOARD_SIZE; y++)
    for (int x = 0; x < BENCH_BOARD_SIZE; x++)
      g_array_append_val (y < BENCH_BOARD_SIZE / 2 ? blue->cells : red->cells, ((StCell){ x, y }));
  g_ptr_array_add (s->areas, blue);
  g_ptr_array_add (s->areas, red);

  type = st_unit_type_new ("infantry", "infantry");
  st_attrs_set (type->attrs, "attack", "4");
  st_attrs_set (type->attrs, "defense", "4");
  st_attrs_set (type->attrs, "movement", "3");
  g_ptr_array_add (s->unit_types, type);
  type = st_unit_type_new ("cavalry", "cavalry");
  st_attrs_set (type->attrs, "attack", "3");
  st_attrs_set (type->attrs, "defense", "2");
  st_attrs_set (type->attrs, "movement", "5");
  g_ptr_array_add (s->unit_types, type);
  for (int k = 0; k < 800; k++)
    {
      g_autofree char *id = g_strdup_printf ("u%d", k);
      StUnit          *unit = st_unit_new (id, k % 4 ? "infantry" : "cavalry", k % 2 ? "blue" : "red");

      unit->placed = TRUE;
      unit->cell = (StCell){ (int) (next_random (&seed) % BENCH_BOARD_SIZE),
                             (int) (next_random (&seed) % BENCH_BOARD_SIZE) };
      g_ptr_array_add (s->units, unit);
    }
  return s;
}

StScenario *
bench_board_load (void)
{
  const char *terrains[] = { "clear", "woods", "hills", "marsh", "town", "lake" };
  StScenario *s = st_scenario_new (st_family_lookup ("maneuver-hex"), ST_BOARD_HEX);
  StCrtRow    rows[] = {
       { TRUE, FALSE, 4, 0, ST_CRT_DE },  { TRUE, TRUE, 2, 3, ST_CRT_DR },   { TRUE, TRUE, 0, 1, ST_CRT_NE },
       { TRUE, TRUE, -2, -1, ST_CRT_AR }, { FALSE, TRUE, 0, -3, ST_CRT_AE },
  };
  StEdgeType *river = st_edge_type_new ("river", "#3584e4");
  StUnitType *type = st_unit_type_new ("infantry", "infantry");
  guint32     seed = 1;

  st_text_set (s->title, "en", "Benchmark");
  g_array_append_vals (s->crt, rows, G_N_ELEMENTS (rows));
  for (guint i = 0; i < G_N_ELEMENTS (terrains); i++)
    {
      StTerrain *t = st_terrain_new (terrains[i], "#a0a0a0");
      st_text_set (t->name, "en", terrains[i]);
      st_attrs_set (t->effects, "move-cost", "1");
      g_ptr_array_add (s->terrains, t);
    }
  st_text_set (river->name, "en", "River");
  g_ptr_array_add (s->edge_types, river);
  for (int i = 0; i < 2; i++)
    {
      StSide *side = st_side_new (i ? "red" : "blue", i ? "#c01c28" : "#1c71d8");
      st_text_set (side->name, "en", side->id);
      g_ptr_array_add (s->sides, side);
    }
  s->board->columns = 160;
  s->board->rows = 160;
  for (int y = 0; y < 160; y++)
    for (int x = 0; x < 160; x++)
      {
        seed = seed * 1103515245 + 12345;
        if ((seed >> 16) % 3 != 0)
          {
            StCellTerrain *cell = g_new0 (StCellTerrain, 1);
            cell->at = (StCell){ x, y };
            cell->terrain = g_strdup (terrains[1 + (seed >> 8) % 5]);
            g_ptr_array_add (s->board->cells, cell);
          }
        if (y + 1 < 160 && (seed >> 20) % 4 == 0)
          g_ptr_array_add (s->board->edges,
                           st_edge_new_cells ("river", (StCell){ x, y }, (StCell){ x, y + 1 }));
      }
  st_attrs_set (type->attrs, "attack", "4");
  st_attrs_set (type->attrs, "defense", "4");
  st_attrs_set (type->attrs, "movement", "3");
  g_ptr_array_add (s->unit_types, type);
  for (int i = 0; i < 1600; i++)
    {
      g_autofree char *id = g_strdup_printf ("u%d", i);
      StUnit          *unit = st_unit_new (id, "infantry", i % 2 ? "red" : "blue");
      unit->placed = TRUE;
      unit->cell = (StCell){ i % 160, (i / 160) * 16 + (i % 2) * 8 };
      g_ptr_array_add (s->units, unit);
    }
  return s;
}
