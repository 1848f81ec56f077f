/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-deck-csv.h"
#include "core/st-scenario-io.h"
#include "fuzz.h"

/* Deck CSV import on any bytes, into the first deck of data/scenarios/
 * manoeuvre.xml: it never crashes, and a scenario with an accepted deck passes
 * the loader's rules (the check every save makes), so that `deck import` never
 * writes a scenario that fails to load. */
int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static StScenario *scenario;
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) changed = NULL;
  g_autofree char *saved = NULL;
  gsize            length = 0;
  StDeck          *deck;

  if (scenario == NULL)
    {
      g_autofree char *path = fuzz_source_file ("data/scenarios/manoeuvre.xml");
      scenario = st_scenario_load_file (path, NULL, &error);
      if (scenario == NULL)
        fuzz_fail ("cannot load the scenario", error->message);
    }
  deck = st_deck_csv_import (scenario, g_ptr_array_index (scenario->decks, 0), (const char *) data, size,
                             "fuzz.csv", NULL, &error);
  if (deck == NULL)
    {
      FUZZ_ASSERT (error != NULL && strstr (error->message, "fuzz.csv") == error->message);
      return 0;
    }
  changed = st_scenario_copy (scenario);
  g_ptr_array_remove_index (changed->decks, 0);
  g_ptr_array_insert (changed->decks, 0, deck);
  saved = st_scenario_to_xml (changed, &length);
  if (!st_scenario_check_saveable (saved, length, &error))
    fuzz_fail ("an accepted deck makes a scenario that does not load", error->message);
  return 0;
}
