/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "core/st-history.h"
#include "core/st-scenario-io.h"

#include "edit-check.h"

/* The check every edit test makes: through the history, undone, redone and
 * saved. Shared by the tool edits (test-edit.c), the table edits
 * (test-edit-tables.c) and the blank scenarios (test-scenario-new.c). */

StScenario *
edit_check_load_bundled (const char *name)
{
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *path = g_build_filename (root ? root : ".", "data", "scenarios", file, NULL);
  g_autoptr (GError) error = NULL;
  StScenario *scenario = st_scenario_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return scenario;
}

void
edit_check_round_trip (const StScenario *scenario)
{
  g_autoptr (StScenario) reloaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *difference = NULL;
  gsize            length;

  xml = st_scenario_to_xml (scenario, &length);
  reloaded = st_scenario_load_data (xml, length, "edited.xml", NULL, &error);
  g_assert_no_error (error);
  difference = st_scenario_describe_difference (scenario, reloaded);
  if (difference != NULL)
    g_test_message ("reloaded differs: %s", difference);
  g_assert_null (difference);
}

StScenario *
edit_check_apply (StScenario *original, EditFunc edit)
{
  g_autoptr (StHistory) history = st_history_new (original);
  g_autoptr (StScenario) work = st_history_begin (history);
  g_autoptr (StScenario) before = st_scenario_copy (original);
  StScenario *after;

  g_assert_true (edit (work));
  g_assert_false (st_scenario_equal (work, before));
  g_assert_true (st_history_commit (history, work, "edit", NULL));
  after = st_scenario_ref (st_history_get_scenario (history));
  g_assert_true (st_history_get_modified (history));

  g_assert_true (st_history_undo (history));
  g_assert_true (st_scenario_equal (st_history_get_scenario (history), before));
  g_assert_false (st_history_get_modified (history));
  g_assert_true (st_history_redo (history));
  g_assert_true (st_scenario_equal (st_history_get_scenario (history), after));

  edit_check_round_trip (after);
  return after;
}
