/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "core/st-po.h"
#include "core/st-scenario-io.h"
#include "fuzz.h"

/* PO import on any bytes, into data/scenarios/manoeuvre.xml, with the language
 * from the file's header and with sv asked for: it never crashes, a refusal
 * says where (the file's name first), and an accepted file leaves a scenario
 * that saves and loads back equal. */
int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static StScenario *scenario;
  static char       *path;

  if (scenario == NULL)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *source = fuzz_source_file ("data/scenarios/manoeuvre.xml");

      scenario = st_scenario_load_file (source, NULL, &error);
      if (scenario == NULL)
        fuzz_fail ("cannot load the scenario", error->message);
      path = g_strdup_printf ("%s/sandtable-fuzz-po-%d.po", g_get_tmp_dir (), (int) getpid ());
    }
  if (!g_file_set_contents (path, (const char *) data, (gssize) size, NULL))
    fuzz_fail ("cannot write", path);
  for (int i = 0; i < 2; i++)
    {
      g_autoptr (StScenario) copy = st_scenario_copy (scenario);
      g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
      g_autoptr (GError) error = NULL;
      g_autoptr (StScenario) back = NULL;
      g_autofree char *saved = NULL;
      gsize            length = 0;

      if (!st_po_import (copy, path, i == 0 ? NULL : "sv", diagnostics, NULL, &error))
        {
          FUZZ_ASSERT (error != NULL);
          FUZZ_ASSERT (error->domain != ST_PO_ERROR || error->code != ST_PO_ERROR_INVALID
                       || strstr (error->message, path) == error->message);
          continue;
        }
      saved = st_scenario_to_xml (copy, &length);
      back = st_scenario_load_data (saved, length, "fuzz.xml", NULL, &error);
      if (back == NULL)
        fuzz_fail ("an accepted PO file makes a scenario that does not save", error->message);
      FUZZ_ASSERT (st_scenario_equal (back, copy));
    }
  g_unlink (path);
  return 0;
}
