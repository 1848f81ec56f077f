/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mh-fixture.h"

/* What a user interface and the search players use beyond the rules: events,
 * destinations, hidden-information hooks, texts. */

static gboolean
has_event (const StEventLog *log, StEventKind kind, int unit)
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
  st_game_apply (game, state, action, &log);
  g_assert_true (has_event (&log, ST_EVENT_COMBAT, -1));
  g_assert_true (has_event (&log, ST_EVENT_ELIMINATED, (int) mh_unit (game, "r1")));
  g_assert_cmpuint (log.dropped, ==, 0);
  mh_do (game, state, "done"); /* no advance */
  g_assert_true (st_game_action_from_text (game, state, "end-phase", &action, NULL));
  st_game_apply (game, state, action, &log);
  g_assert_true (has_event (&log, ST_EVENT_PHASE, -1));
}

static void
test_destinations (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "1", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));
  gboolean found = FALSE;

  st_game_unit_destinations (game, state, mh_unit (game, "b1"), cells);
  g_assert_cmpuint (cells->len, ==, mh_count_actions (game, state, "move b1"));
  for (guint i = 0; i < cells->len; i++)
    found |= g_array_index (cells, int, i) == mh_cell (game, 4, 4);
  g_assert_true (found);
  st_game_unit_destinations (game, state, mh_unit (game, "bcap"), cells);
  g_assert_cmpuint (cells->len, ==, 0);
}

static void
test_choice_and_record (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "infantry", "red", "4", "5", NULL };
  g_autoptr (StGame) game = mh_position ("DR", units);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  StCombatRecord record;
  StChoice       choice;

  st_game_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, ST_CHOICE_MOVE);
  g_assert_false (st_game_last_combat (game, state, &record));
  mh_do (game, state, "end-phase");
  mh_do (game, state, "attack 4,5 from b1");
  g_assert_true (st_game_last_combat (game, state, &record));
  g_assert_cmpint (record.defender_cell, ==, mh_cell (game, 4, 5));
  g_assert_cmpint (record.attacker, ==, 0);
  g_assert_cmpint (record.applied, ==, ST_CRT_DR);
  st_game_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, ST_CHOICE_RETREAT);
  g_assert_cmpint (choice.player, ==, 1);
}

/* Maneuver-hex hides nothing: observing and resampling give the state itself. */
static void
test_no_hidden_information (void)
{
  g_autoptr (StGame) game = mh_fixture_load ("data/scenarios/maneuver-basic.xml");
  g_autoptr (StState) state = st_game_new_initial_state (game, 3);
  g_autoptr (StState) seen = st_game_new_initial_state (game, 0);
  StRng rng;

  st_rng_seed (&rng, 1);
  mh_do (game, state, "move blue-cavalry-1 0,4-0,6");
  for (int p = 0; p < 2; p++)
    {
      st_game_observe (game, state, p, seen);
      g_assert_true (st_game_states_equal (game, state, seen));
      st_game_resample (game, state, p, &rng, seen);
      g_assert_true (st_game_states_equal (game, state, seen));
    }
}

static void
test_texts (void)
{
  g_autoptr (StGame) game = mh_fixture_load ("data/scenarios/maneuver-basic.xml");
  g_autoptr (StState) state = st_game_new_initial_state (game, 3);
  g_autoptr (GError) error = NULL;
  StAction action;

  g_assert_true (st_game_action_from_text (game, state, "  move   blue-cavalry-1 0,4-0,6 ", &action, NULL));
  g_assert_cmpint (st_action_kind (action), ==, ST_ACTION_MOVE);
  g_assert_cmpuint (st_action_unit (action), ==, mh_unit (game, "blue-cavalry-1"));
  g_assert_cmpuint (st_action_cell (action), ==, (guint) mh_cell (game, 0, 6));
  g_assert_false (st_game_action_from_text (game, state, "move blue-cavalry-1 0,4-0,9", &action, &error));
  g_assert_error (error, ST_GAME_ERROR, ST_GAME_ERROR_ILLEGAL_ACTION);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/maneuver-hex/interface/apply reports what happened", test_events);
  g_test_add_func ("/maneuver-hex/interface/a picked unit's destinations", test_destinations);
  g_test_add_func ("/maneuver-hex/interface/the pending choice and the last combat", test_choice_and_record);
  g_test_add_func ("/maneuver-hex/interface/observation and resampling are the state itself",
                   test_no_hidden_information);
  g_test_add_func ("/maneuver-hex/interface/action texts parse with loose spacing", test_texts);
  return g_test_run ();
}
