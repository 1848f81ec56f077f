/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "../consequences-check.h"
#include "mh-fixture.h"

/* What an action did besides itself (st_game_consequences ()): every unit
 * eliminated, reduced, captured or recaptured gets a sentence of its own in the
 * log, also where the action's sentence does not name it (a retreat into an
 * enemy zone of control). */

static GPtrArray *
play (const StGame *game, StState *state, const char *text)
{
  return consequences_play (game, state, text, 0);
}

static gboolean
has (GPtrArray *consequences, StConsequenceKind kind, guint unit)
{
  return consequences_find (consequences, kind, unit) >= 0;
}

/* The unit of the report: r1 retreats from 4,5 into the zone of control of b1
 * at 4,4 and is lost. */
static void
test_retreat_into_zoc (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "infantry", "red", "4", "5", NULL };
  g_autoptr (StGame) game = mh_position ("DR", units);
  g_autoptr (StState) state = mh_at_combat (game);
  g_autoptr (GPtrArray) attack = play (game, state, "attack 4,5 from b1");
  g_autoptr (GPtrArray) retreat = play (game, state, "retreat r1 4,5-5,4");
  const StConsequence *c;

  /* The attack only ordered the retreat: nothing has happened yet. */
  g_assert_cmpuint (attack->len, ==, 0);
  g_assert_cmpuint (retreat->len, ==, 1);
  c = g_ptr_array_index (retreat, 0);
  g_assert_cmpint (c->kind, ==, ST_CONSEQUENCE_ELIMINATED);
  g_assert_cmpint (c->unit, ==, (int) mh_unit (game, "r1"));
  /* Where it was lost: the hex it retreated into. */
  g_assert_cmpint (c->from, ==, mh_cell (game, 5, 4));
  g_assert_cmpstr (st_consequence_kind_id (c->kind), ==, "eliminated");
}

static void
test_eliminated_by_combat (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "infantry", "red", "4", "5", NULL };
  g_autoptr (StGame) game = mh_position ("DE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  g_autoptr (GPtrArray) attack = play (game, state, "attack 4,5 from b1");

  g_assert_true (has (attack, ST_CONSEQUENCE_ELIMINATED, mh_unit (game, "r1")));
  g_assert_false (has (attack, ST_CONSEQUENCE_ELIMINATED, mh_unit (game, "b1")));
}

static void
test_reduced (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "infantry", "red", "4", "5", NULL };
  StScenario *s = mh_position_scenario ("DE", units);
  g_autoptr (StGame) game = NULL;
  g_autoptr (StState) state = NULL;
  g_autoptr (GPtrArray) attack = NULL;

  mh_fixture_param (s, "step-losses", "true");
  game = mh_fixture_game (s);
  state = mh_at_combat (game);
  attack = play (game, state, "attack 4,5 from b1");
  g_assert_true (has (attack, ST_CONSEQUENCE_REDUCED, mh_unit (game, "r1")));
  g_assert_false (has (attack, ST_CONSEQUENCE_ELIMINATED, mh_unit (game, "r1")));
}

static void
test_captured_and_recaptured (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8",        "7",   "r1", "infantry", "red",
                          "8",  "9",        "r2",   "infantry", "red", "3",  "8",        NULL };
  g_autoptr (StGame) game = mh_position ("DE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  guint rcap = mh_unit (game, "rcap");
  g_autoptr (GPtrArray) attack = play (game, state, "attack 8,8 from b1");
  g_autoptr (GPtrArray) done = NULL, end = NULL, move = NULL;

  g_assert_true (has (attack, ST_CONSEQUENCE_CAPTURED, rcap));
  g_assert_false (has (attack, ST_CONSEQUENCE_ELIMINATED, rcap));
  done = play (game, state, "done");
  end = play (game, state, "end-phase");
  g_assert_false (has (end, ST_CONSEQUENCE_RECAPTURED, rcap));
  move = play (game, state, "move r1 8,9-8,8");
  g_assert_true (has (move, ST_CONSEQUENCE_RECAPTURED, rcap));
}

/* A unit the action names moving is said by the action's own sentence. */
static void
test_move_is_no_consequence (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "infantry", "red", "8", "5", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  g_autoptr (GPtrArray) move = play (game, state, "move b1 4,4-4,3");

  g_assert_cmpuint (move->len, ==, 0);
}

/* The figures that decided a finished game: Blue holds Red's capital with
 * three combat units on the map against none. */
static void
test_end_detail (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8",        "7",    "b2", "infantry", "blue",
                          "7",  "7",        "b3",   "infantry", "blue", "2",  "2",        NULL };
  g_autoptr (StGame) game = mh_position ("DE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  g_autofree char *before = NULL, *detail = NULL;

  before = st_game_end_detail (game, state, NULL);
  g_assert_null (before);
  mh_do (game, state, "attack 8,8 from b1");
  mh_do (game, state, "done");
  mh_do (game, state, "end-phase");
  mh_do (game, state, "end-phase");
  mh_do (game, state, "end-phase");
  g_assert_true (st_game_is_terminal (game, state));
  detail = st_game_end_detail (game, state, NULL);
  g_assert_nonnull (detail);
  g_assert_cmpstr (detail, !=, st_game_end_reason_explanation (game, MH_END_CAPITAL_CAPTURED));
  g_assert_nonnull (strstr (detail, "3"));
  g_assert_nonnull (strstr (detail, "0"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/maneuver-hex/consequences/a retreat into an enemy ZOC says the unit is eliminated",
                   test_retreat_into_zoc);
  g_test_add_func ("/maneuver-hex/consequences/a DE says the defenders are eliminated",
                   test_eliminated_by_combat);
  g_test_add_func ("/maneuver-hex/consequences/a step loss says the unit is reduced", test_reduced);
  g_test_add_func ("/maneuver-hex/consequences/a capital captured and recaptured",
                   test_captured_and_recaptured);
  g_test_add_func ("/maneuver-hex/consequences/the unit an action names is not a consequence",
                   test_move_is_no_consequence);
  g_test_add_func ("/maneuver-hex/consequences/the end says the figures that decided it", test_end_detail);
  return g_test_run ();
}
