/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-scenario-io.h"
#include "engine/st-game-log.h"
#include "fuzz.h"

/* Game logs (`moves --log`) on any bytes: parsing never crashes, what parses
 * prints and parses again to the same actions, and replaying it on
 * data/scenarios/maneuver-basic.xml ends in a state or a located error. */
int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static StGame *game;
  g_autoptr (GError) error = NULL;
  g_autoptr (StGameLog) log = NULL;
  g_autoptr (StGameLog) again = NULL;
  g_autoptr (StState) state = NULL;
  g_autofree char *text = NULL;
  int              line = 0, column = 0;

  if (game == NULL)
    {
      g_autofree char *path = fuzz_source_file ("data/scenarios/maneuver-basic.xml");
      g_autoptr (StScenario) scenario = st_scenario_load_file (path, NULL, &error);
      if (scenario == NULL || (game = st_game_new_from_scenario (scenario, &error)) == NULL)
        fuzz_fail ("cannot load the game", error->message);
    }
  log = st_game_log_parse_data ((const char *) data, size, &line, &column, &error);
  if (log == NULL)
    {
      FUZZ_ASSERT (error != NULL && line >= 1 && column >= 1);
      return 0;
    }
  text = st_game_log_to_string (log);
  again = st_game_log_parse (text, &line, &error);
  if (again == NULL)
    fuzz_fail ("a parsed log prints to a text that does not parse", error->message);
  FUZZ_ASSERT (again->seed == log->seed && again->actions->len == log->actions->len);
  for (guint i = 0; i < log->actions->len; i++)
    FUZZ_ASSERT (g_str_equal (g_ptr_array_index (log->actions, i), g_ptr_array_index (again->actions, i)));
  state = st_game_replay (game, log, &line, &error);
  FUZZ_ASSERT (state != NULL || (error != NULL && line >= 1));
  return 0;
}
