/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "core/st-scenario-io.h"
#include "fuzz.h"

/* The scenario loader on any bytes: it never crashes, and what it accepts saves
 * to a text that loads back equal and saves to the same bytes (load(save(x)) ==
 * x), so that nothing Sandtable writes fails to load. */
int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (StScenario) back = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *again = NULL;
  gsize            saved_length = 0, again_length = 0;

  /* The bytes are passed as they are, without a NUL after them. */
  scenario = st_scenario_load_data ((const char *) data, size, "fuzz.xml", NULL, &error);
  if (scenario == NULL)
    {
      FUZZ_ASSERT (error != NULL && strstr (error->message, "fuzz.xml") == error->message);
      return 0;
    }
  saved = st_scenario_to_xml (scenario, &saved_length);
  back = st_scenario_load_data (saved, saved_length, "saved.xml", NULL, &error);
  if (back == NULL)
    fuzz_fail ("an accepted scenario saves to a text that does not load", error->message);
  if (!st_scenario_equal (scenario, back))
    {
      g_autofree char *what = st_scenario_describe_difference (scenario, back);
      fuzz_fail ("an accepted scenario loads back different", what);
    }
  again = st_scenario_to_xml (back, &again_length);
  FUZZ_ASSERT (again_length == saved_length && memcmp (again, saved, saved_length) == 0);
  return 0;
}
