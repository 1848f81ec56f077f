/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "bench-boards.h"
#include "core/st-file-save.h"
#include "core/st-scenario-io.h"

/* DESIGN.md target: load and validate a 1 MB scenario in at most 50 ms, and
 * at most twice `xmllint --noout` on the same file. The scenario is a large hex
 * map with varied terrain, rivers and many units. */

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

int
main (int argc, char **argv)
{
  g_autoptr (StScenario) scenario = bench_board_load ();
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
