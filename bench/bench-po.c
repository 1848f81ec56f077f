/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <unistd.h>

#include "core/st-po.h"
#include "core/st-scenario-io.h"
#include "core/st-texts.h"

/* DESIGN.md target: PO export and import of every text of the Finland
 * scenario in at most 100 ms each. Export goes to English, the one language
 * none of its texts is written in (town names are Finnish or Swedish at the
 * source), so every text is an entry; import reads that file back into a
 * copy. */

#define RUNS 11

static int
compare (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *path =
      g_build_filename (root ? root : ".", "data", "scenarios", "manover-finland.xml", NULL);
  g_autoptr (StScenario) scenario = st_scenario_load_file (path, NULL, &error);
  g_autofree char *po = NULL;
  double           export_ms[RUNS], import_ms[RUNS];
  int              fd;

  if (scenario == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  fd = g_file_open_tmp ("bench-XXXXXX.po", &po, &error);
  close (fd);
  for (int i = 0; i < RUNS; i++)
    {
      g_autoptr (StScenario) copy = st_scenario_copy (scenario);
      gint64 start = g_get_monotonic_time ();
      guint  n_changed;

      if (!st_po_export_file (scenario, "en", po, &error))
        break;
      export_ms[i] = (g_get_monotonic_time () - start) / 1000.0;
      start = g_get_monotonic_time ();
      if (!st_po_import (copy, po, "en", NULL, &n_changed, &error))
        break;
      import_ms[i] = (g_get_monotonic_time () - start) / 1000.0;
    }
  g_unlink (po);
  if (error != NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  qsort (export_ms, RUNS, sizeof (double), compare);
  qsort (import_ms, RUNS, sizeof (double), compare);
  printf ("manover-finland.xml: %u texts\n", st_scenario_n_texts (scenario));
  printf ("PO export (en): %.2f ms median of %d (best %.2f ms; target <= 100 ms)\n", export_ms[RUNS / 2],
          RUNS, export_ms[0]);
  printf ("PO import (en): %.2f ms median of %d (best %.2f ms; target <= 100 ms)\n", import_ms[RUNS / 2],
          RUNS, import_ms[0]);
  return 0;
}
