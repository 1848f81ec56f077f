/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-labels.h"

#include "mh-fixture.h"

/* What a user interface and the search players use beyond the rules: events,
 * destinations, hidden-information hooks, texts. */

static gboolean
has_event (const StEventLog *log, MhEventKind kind, int unit)
{
  for (guint i = 0; i < log->len; i++)
    if (log->events[i].kind == kind && (unit < 0 || log->events[i].unit == unit))
      return TRUE;
  return FALSE;
}

static void
test_events (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "infantry", "red", "4", "5", NULL };
  g_autoptr (StGame) game = mh_position ("DE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  StEventLog log;
  StAction   action;

  g_assert_true (st_game_action_from_text (game, state, "attack 4,5 from b1", &action, NULL));
  st_game_apply_logged (game, state, action, &log);
  g_assert_true (has_event (&log, MH_EVENT_COMBAT, -1));
  g_assert_true (has_event (&log, MH_EVENT_ELIMINATED, (int) mh_unit (game, "r1")));
  g_assert_cmpuint (log.dropped, ==, 0);
  mh_do (game, state, "done"); /* no advance */
  g_assert_true (st_game_action_from_text (game, state, "end-phase", &action, NULL));
  st_game_apply_logged (game, state, action, &log);
  g_assert_true (has_event (&log, MH_EVENT_PHASE, -1));
}

static void
test_destinations (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "1", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));
  gboolean found = FALSE;

  st_game_unit_targets (game, state, mh_unit (game, "b1"), cells);
  g_assert_cmpuint (cells->len, ==, mh_count_actions (game, state, "move b1"));
  /* Places of a unit's actions, as st_game_describe_action () gives them. */
  for (guint i = 0; i < cells->len; i++)
    found |= g_array_index (cells, int, i) == mh_cell (game, 4, 4);
  g_assert_true (found);
  st_game_unit_targets (game, state, mh_unit (game, "bcap"), cells);
  g_assert_cmpuint (cells->len, ==, 0);
}

static void
test_choice_and_record (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "infantry", "red", "4", "5", NULL };
  g_autoptr (StGame) game = mh_position ("DR", units);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  MhCombatRecord record;
  MhChoice       choice;

  mh_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, MH_CHOICE_MOVE);
  g_assert_false (mh_last_combat (game, state, &record));
  mh_do (game, state, "end-phase");
  mh_do (game, state, "attack 4,5 from b1");
  g_assert_true (mh_last_combat (game, state, &record));
  g_assert_cmpint (record.defender_cell, ==, mh_cell (game, 4, 5));
  g_assert_cmpint (record.attacker, ==, 0);
  g_assert_cmpint (record.applied, ==, ST_CRT_DR);
  mh_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, MH_CHOICE_RETREAT);
  g_assert_cmpint (choice.player, ==, 1);
}

/* Maneuver-hex hides nothing: observing and resampling give the state itself. */
static void
test_texts (void)
{
  g_autoptr (StGame) game = mh_fixture_load ("data/scenarios/maneuver-basic.xml");
  g_autoptr (StState) state = st_game_new_initial_state (game, 3);
  g_autoptr (GError) error = NULL;
  StAction action;

  g_assert_true (st_game_action_from_text (game, state, "  move   blue-cavalry-1 0,4-0,6 ", &action, NULL));
  g_assert_cmpint (mh_action_kind (action), ==, MH_ACTION_MOVE);
  g_assert_cmpuint (mh_action_unit (action), ==, mh_unit (game, "blue-cavalry-1"));
  g_assert_cmpuint (mh_action_cell (action), ==, (guint) mh_cell (game, 0, 6));
  g_assert_false (st_game_action_from_text (game, state, "move blue-cavalry-1 0,4-0,9", &action, &error));
  g_assert_error (error, ST_GAME_ERROR, ST_GAME_ERROR_ILLEGAL_ACTION);
}

/* Descriptions name units and places as the file does; an attack names its first
 * attacker and the attacked hex, and rolls dice. */
static void
test_describe (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4",        "4",   "b2", "infantry", "blue",
                          "3",  "5",        "r1",   "infantry", "red", "4",  "5",        NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  StActionInfo info;
  StAction     action;

  g_assert_true (st_game_action_from_text (game, state, "move b1 4,4-4,3", &action, NULL));
  st_game_describe_action (game, state, action, &info);
  g_assert_cmpstr (info.kind, ==, "move");
  g_assert_cmpint (info.unit, ==, (int) mh_unit (game, "b1"));
  g_assert_cmpint (info.from, ==, st_game_place_from_id (game, "4,4"));
  g_assert_cmpint (info.to, ==, st_game_place_from_id (game, "4,3"));
  g_assert_cmpint (info.flags, ==, 0);
  g_assert_true (st_game_action_from_text (game, state, "end-phase", &action, NULL));
  st_game_describe_action (game, state, action, &info);
  g_assert_cmpstr (info.kind, ==, "end-phase");
  g_assert_cmpint (info.flags, ==, ST_ACTION_FLAG_PASS);

  mh_do (game, state, "end-phase");
  g_assert_true (st_game_action_from_text (game, state, "attack 4,5 from b2 b1", &action, NULL));
  st_game_describe_action (game, state, action, &info);
  g_assert_cmpstr (info.kind, ==, "attack");
  g_assert_cmpint (info.unit, ==, (int) mh_unit (game, "b1"));
  g_assert_cmpint (info.to, ==, st_game_place_from_id (game, "4,5"));
  g_assert_cmpint (info.flags, ==, ST_ACTION_FLAG_CHANCE);
}

/* The resolution's "Table line" is a row of the scenario's CRT, written as the
 * parameters page writes it (st_crt_row_range_label ()). */
static void
check_table_line (StGame *game, GPtrArray *rows)
{
  const GArray *crt = st_game_scenario (game)->crt;
  const StRow  *line = NULL;
  gboolean      found = FALSE;

  for (guint i = 0; i < rows->len && line == NULL; i++)
    if (g_strcmp0 (((const StRow *) rows->pdata[i])->label, "Table line") == 0)
      line = rows->pdata[i];
  g_assert_nonnull (line);
  for (guint i = 0; i < crt->len && !found; i++)
    {
      g_autofree char *label = st_crt_row_range_label (&g_array_index (crt, StCrtRow, i));

      found = g_strcmp0 (label, line->value) == 0;
    }
  g_test_message ("Table line: %s", line->value);
  g_assert_true (found);
}

/* Sentences use the map's labels, not the file's coordinates; an attack with the
 * position it led to says what came of it. */
static void
test_sentences (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "infantry", "red", "4", "5", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  g_autoptr (StState) after = NULL;
  g_autofree char *label = st_game_place_label (game, st_game_place_from_id (game, "4,3"), NULL);
  g_autofree char *move = NULL, *attack = NULL, *resolved = NULL;
  g_autoptr (GPtrArray) rows = NULL;
  StAction action;

  g_assert_true (st_game_action_from_text (game, state, "move b1 4,4-4,3", &action, NULL));
  move = st_game_action_sentence (game, state, action, NULL, ST_VIEWER_ALL, NULL);
  g_assert_nonnull (strstr (move, label));
  g_assert_null (strstr (move, "4,3"));
  mh_do (game, state, "end-phase");
  g_assert_null (st_game_resolution (game, state, ST_VIEWER_ALL, NULL));
  g_assert_true (st_game_action_from_text (game, state, "attack 4,5 from b1", &action, NULL));
  after = st_game_clone_state (game, state);
  st_game_apply (game, after, action);
  attack = st_game_action_sentence (game, state, action, NULL, ST_VIEWER_ALL, NULL);
  resolved = st_game_action_sentence (game, state, action, after, ST_VIEWER_ALL, NULL);
  g_assert_true (g_str_has_prefix (resolved, attack));
  g_assert_cmpuint (strlen (resolved), >, strlen (attack));
  rows = st_game_resolution (game, after, ST_VIEWER_ALL, NULL);
  g_assert_nonnull (rows);
  g_assert_cmpuint (rows->len, >=, 7);
  check_table_line (game, rows);
}

/* Units without names read as side, type and number, never as raw ids. */
static void
test_unit_labels (void)
{
  g_autoptr (StGame) game = mh_fixture_load ("data/scenarios/maneuver-basic.xml");
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  for (guint u = 0; u < st_game_n_units (game); u++)
    {
      g_autofree char *label = st_game_unit_label (game, state, ST_VIEWER_ALL, u, "sv");
      g_assert_null (strstr (label, st_game_unit_id (game, u)));
      g_assert_null (strchr (label, '-'));
    }
}

/* Combat prompts ask for the attacker first and say why passing is not allowed. */
static void
test_prompts (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "infantry", "red", "4", "5", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  StPrompt prompt;

  st_game_prompt (game, state, NULL, &prompt);
  g_assert_cmpint (prompt.kind, ==, ST_PROMPT_PICK_UNIT);
  g_assert_cmpint (prompt.player, ==, 0);
  g_assert_nonnull (prompt.text);
  g_assert_nonnull (prompt.pass_note);
  st_prompt_clear (&prompt);
  mh_do (game, state, "attack 4,5 from b1");
  st_game_prompt (game, state, NULL, &prompt);
  g_assert_null (prompt.pass_note);
  st_prompt_clear (&prompt);
}

/* Phases and end reasons are declared with ids and labels. */
static void
test_declared_names (void)
{
  const char *units[] = { NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (GPtrArray) rows = NULL;
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_cmpuint (st_game_n_phases (game), ==, 4);
  g_assert_cmpstr (st_game_phase_id (game, st_game_phase (game, state)), ==, "movement");
  g_assert_cmpuint (st_game_n_end_reasons (game), ==, 3);
  g_assert_cmpstr (st_game_end_reason_id (game, 1), ==, "capital-captured");
  for (guint r = 1; r < st_game_n_end_reasons (game); r++)
    g_assert_nonnull (st_game_end_reason_explanation (game, r));
  rows = st_game_status (game, state, ST_VIEWER_ALL, NULL);
  g_assert_cmpuint (rows->len, ==, 5);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/maneuver-hex/interface/apply reports what happened", test_events);
  g_test_add_func ("/maneuver-hex/interface/a picked unit's destinations", test_destinations);
  g_test_add_func ("/maneuver-hex/interface/the pending choice and the last combat", test_choice_and_record);
  g_test_add_func ("/maneuver-hex/interface/action texts parse with loose spacing", test_texts);
  g_test_add_func ("/maneuver-hex/interface/action descriptions", test_describe);
  g_test_add_func ("/maneuver-hex/interface/action sentences and resolutions", test_sentences);
  g_test_add_func ("/maneuver-hex/interface/unit labels", test_unit_labels);
  g_test_add_func ("/maneuver-hex/interface/prompts", test_prompts);
  g_test_add_func ("/maneuver-hex/interface/declared phases, end reasons and status", test_declared_names);
  return g_test_run ();
}
