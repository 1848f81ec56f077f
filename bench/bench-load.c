/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "core/st-file-save.h"
#include "core/st-scenario-io.h"

/* DESIGN.md target: load and validate a 1 MB scenario in at most 50 ms. The
 * scenario is a large hex map with varied terrain, rivers and many units. */

static StScenario *
build_large_scenario (void)
{
  const char *terrains[] = { "clear", "woods", "hills", "marsh", "town", "lake" };
  StScenario *s = st_scenario_new (ST_FAMILY_MANEUVER_HEX, ST_BOARD_HEX);
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

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

int
main (int argc, char **argv)
{
  g_autoptr (StScenario) scenario = build_large_scenario ();
  g_autofree char *xml = NULL;
  double           times[20];
  gsize            length;

  xml = st_scenario_to_xml (scenario, &length);
  /* bench-load --write FILE: the file alone, to time `validate` and
   * `xmllint --noout` on (bench/bench-worst.py, docs/testing.md). */
  if (argc == 3 && g_str_equal (argv[1], "--write"))
    {
      g_autoptr (GError) error = NULL;

      if (!st_file_save_atomic (argv[2], xml, length, &error))
        {
          g_printerr ("bench-load: %s\n", error->message);
          return 1;
        }
      return 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    {
      g_autoptr (GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      g_autoptr (StScenario) loaded = st_scenario_load_data (xml, length, "bench", NULL, &error);

      times[i] = (g_get_monotonic_time () - start) / 1000.0;
      if (loaded == NULL)
        {
          g_printerr ("load failed: %s\n", error->message);
          return 1;
        }
    }
  qsort (times, G_N_ELEMENTS (times), sizeof (double), compare_doubles);
  printf ("load + validate a %.2f MB scenario (%u cells set, %u edges, %u units): "
          "median %.1f ms, best %.1f ms (target <= 50 ms)\n",
          length / 1e6, scenario->board->cells->len, scenario->board->edges->len, scenario->units->len,
          times[G_N_ELEMENTS (times) / 2], times[0]);
  return 0;
}
