/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mh-fixture.h"

/* Rule [8], combat. The CRT of each position gives one result, so no test
 * depends on the dice. */

static void
test_must_attack (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "infantry", "red", "4", "5", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = mh_at_combat (game);

  g_assert_false (mh_can (game, state, "end-phase"));
  mh_do (game, state, "attack 4,5 from b1");
  g_assert_true (mh_can (game, state, "end-phase"));
}

static void
test_adjacent_attackers (void)
{
  const char *units[] = { "b1",   "infantry", "blue",     "4",   "4",        "b2",   "infantry",
                          "blue", "4",        "2",        "b3",  "infantry", "blue", "3",
                          "5",    "r1",       "infantry", "red", "4",        "5",    NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = mh_at_combat (game);

  g_assert_true (mh_can (game, state, "attack 4,5 from b1 b3"));
  g_assert_true (mh_can (game, state, "attack 4,5 from b3 b1")); /* any order */
  g_assert_false (mh_can (game, state, "attack 4,5 from b1 b1"));
  g_assert_false (mh_can (game, state, "attack 4,5 from b1 b2"));
  g_assert_false (mh_can (game, state, "attack 4,5 from b2"));
}

static void
test_attack_once (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4",        "4",   "r1", "infantry", "red",
                          "4",  "5",        "r2",   "infantry", "red", "3",  "4",        NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = mh_at_combat (game);

  /* b1 alone is next to both Red units, which must both be attacked: only an
   * attack on both hexes at once meets the obligation. */
  g_assert_false (mh_can (game, state, "attack 4,5 from b1"));
  mh_do (game, state, "attack 3,4 4,5 from b1");
  g_assert_cmpuint (mh_count_actions (game, state, "attack"), ==, 0);
}

/* b1 at 4,4 and b2 at 3,5 are both next to 3,4 and 4,5: they may attack the two
 * hexes together, and a DR retreats the units of both; b3 at 5,4 is next to 4,5
 * only and cannot join that attack. */
static void
test_two_hexes (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "b2", "infantry", "blue", "3", "5",
                          "b3", "infantry", "blue", "5", "4", "r1", "infantry", "red",  "4", "5",
                          "r2", "infantry", "red",  "3", "4", NULL };
  g_autoptr (StGame) game = mh_position ("DR", units);
  g_autoptr (StState) state = mh_at_combat (game);
  MhCombatRecord rec;

  g_assert_false (mh_can (game, state, "attack 3,4 4,5 from b1 b3"));
  mh_do (game, state, "attack 3,4 4,5 from b1 b2");
  mh_last_combat (game, state, &rec);
  g_assert_cmpint (rec.attack_strength, ==, 8);
  g_assert_cmpint (rec.defense_strength, ==, 8);
  mh_do (game, state, "retreat r1 4,5-4,6");
  mh_do (game, state, "retreat r2 3,4-2,4");
  /* Either vacated hex may be advanced into. */
  g_assert_true (mh_can (game, state, "advance b1 4,4-3,4"));
  mh_do (game, state, "advance b1 4,4-4,5");
  mh_do (game, state, "advance b2 3,5-3,4");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "b2")), ==, mh_cell (game, 3, 4));
}

static void
test_hex_defends_together (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4",         "4",   "r1", "infantry", "red",
                          "4",  "5",        "r2",   "artillery", "red", "4",  "5",        NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  MhCombatRecord rec;

  mh_do (game, state, "attack 4,5 from b1");
  g_assert_true (mh_last_combat (game, state, &rec));
  g_assert_cmpint (rec.attack_strength, ==, 4);
  g_assert_cmpint (rec.defense_strength, ==, 4 + 2);
}

static void
test_difference_and_table (void)
{
  g_autoptr (StGame) game = mh_fixture_load ("data/scenarios/maneuver-basic.xml");
  const MhDef *def = MH_DEF (game);
  const char  *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "infantry", "red", "4", "5", NULL };
  g_autoptr (StGame) fixture = mh_position ("NE", units);
  g_autoptr (StState) state = mh_at_combat (fixture);
  MhCombatRecord rec;

  g_assert_cmpint (mh_crt_lookup (&def->crt, 9), ==, ST_CRT_DE);
  g_assert_cmpint (mh_crt_lookup (&def->crt, 4), ==, ST_CRT_DE);
  g_assert_cmpint (mh_crt_lookup (&def->crt, 3), ==, ST_CRT_DR);
  g_assert_cmpint (mh_crt_lookup (&def->crt, 2), ==, ST_CRT_DR);
  g_assert_cmpint (mh_crt_lookup (&def->crt, 1), ==, ST_CRT_NE);
  g_assert_cmpint (mh_crt_lookup (&def->crt, 0), ==, ST_CRT_NE);
  g_assert_cmpint (mh_crt_lookup (&def->crt, -1), ==, ST_CRT_AR);
  g_assert_cmpint (mh_crt_lookup (&def->crt, -2), ==, ST_CRT_AR);
  g_assert_cmpint (mh_crt_lookup (&def->crt, -3), ==, ST_CRT_AE);
  g_assert_cmpint (mh_crt_lookup (&def->crt, -12), ==, ST_CRT_AE);

  mh_do (fixture, state, "attack 4,5 from b1");
  g_assert_true (mh_last_combat (fixture, state, &rec));
  g_assert_cmpint (rec.attack_die, >=, 1);
  g_assert_cmpint (rec.attack_die, <=, 6);
  g_assert_cmpint (rec.defense_die, >=, 1);
  g_assert_cmpint (rec.defense_die, <=, 6);
  g_assert_cmpint (rec.difference, ==, 4 + rec.attack_die - 4 - rec.defense_die);
  g_assert_cmpint (rec.result, ==, ST_CRT_NE);
}

/* A defence effect of the defenders' hex adds to their total; an attack effect
 * counts when every attacker stands on it. */
static void
test_terrain (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4",        "4",   "b2", "infantry", "blue",
                          "3",  "5",        "r1",   "infantry", "red", "4",  "5",        NULL };
  StScenario *s = mh_position_scenario ("NE", units);
  g_autoptr (StGame) game = NULL;
  g_autoptr (StState) state = NULL;
  g_autoptr (StState) other = NULL;
  MhCombatRecord rec;

  mh_fixture_terrain (s, "hills", "defense", 2, 4, 5);
  mh_fixture_terrain (s, "ridge", "attack", 1, 4, 4);
  game = mh_fixture_game (s);
  state = mh_at_combat (game);
  other = st_game_clone_state (game, state);
  mh_do (game, state, "attack 4,5 from b1");
  mh_last_combat (game, state, &rec);
  g_assert_cmpint (rec.defense_strength, ==, 4 + 2);
  g_assert_cmpint (rec.attack_strength, ==, 4 + 1);
  mh_do (game, other, "attack 4,5 from b1 b2"); /* b2 is not on the ridge */
  mh_last_combat (game, other, &rec);
  g_assert_cmpint (rec.attack_strength, ==, 8);
}

static void
test_de (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4",         "4",   "r1", "infantry", "red",
                          "4",  "5",        "r2",   "artillery", "red", "4",  "5",        NULL };
  g_autoptr (StGame) game = mh_position ("DE", units);
  g_autoptr (StState) state = mh_at_combat (game);

  mh_do (game, state, "attack 4,5 from b1");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r1")), ==, -1);
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r2")), ==, -1);
}

static void
test_ae (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4",        "4",   "b2", "artillery", "blue",
                          "3",  "5",        "r1",   "infantry", "red", "4",  "5",         NULL };
  g_autoptr (StGame) game = mh_position ("AE", units);
  g_autoptr (StState) state = mh_at_combat (game);

  mh_do (game, state, "attack 4,5 from b1 b2");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "b1")), ==, -1);
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "b2")), ==, -1);
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r1")), ==, mh_cell (game, 4, 5));
}

static void
test_dr_owner_chooses (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "infantry", "red", "4", "5", NULL };
  g_autoptr (StGame) game = mh_position ("DR", units);
  g_autoptr (StState) state = mh_at_combat (game);
  MhChoice choice;

  mh_do (game, state, "attack 4,5 from b1");
  mh_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, MH_CHOICE_RETREAT);
  g_assert_cmpint (choice.unit, ==, (int) mh_unit (game, "r1"));
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  g_assert_false (mh_can (game, state, "retreat r1 4,5-4,4")); /* Blue's hex */
  mh_do (game, state, "retreat r1 4,5-4,6");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r1")), ==, mh_cell (game, 4, 6));
}

static void
test_ar (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "infantry", "red", "4", "5", NULL };
  g_autoptr (StGame) game = mh_position ("AR", units);
  g_autoptr (StState) state = mh_at_combat (game);

  mh_do (game, state, "attack 4,5 from b1");
  g_assert_cmpint (st_game_current_player (game, state), ==, 0);
  mh_do (game, state, "retreat b1 4,4-4,3");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "b1")), ==, mh_cell (game, 4, 3));
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r1")), ==, mh_cell (game, 4, 5));
}

/* Whether the action text reads as is flagged as costing its unit, with a
 * reason (what the board marks apart, issue 20). */
static gboolean
costs_unit (const StGame *game, const StState *state, const char *text)
{
  StAction     action = 0;
  StActionInfo info;

  g_assert_true (st_game_action_from_text (game, state, text, &action, NULL));
  st_game_describe_action (game, state, action, &info);
  g_assert_true ((info.flags & ST_ACTION_FLAG_COSTS_UNIT) == 0 || info.cost != NULL);
  return (info.flags & ST_ACTION_FLAG_COSTS_UNIT) != 0;
}

/* 5,4 is next to Blue's b1 at 4,4: a Red unit retreating there is lost, unless a
 * Red unit that is not retreating holds it. */
static void
test_retreat_into_zoc (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "infantry", "red", "4", "5", NULL };
  g_autoptr (StGame) game = mh_position ("DR", units);
  g_autoptr (StState) state = mh_at_combat (game);

  mh_do (game, state, "attack 4,5 from b1");
  /* The engine says so before: the board marks the hex apart. */
  g_assert_true (costs_unit (game, state, "retreat r1 4,5-5,4"));
  g_assert_false (costs_unit (game, state, "retreat r1 4,5-4,6"));
  mh_do (game, state, "retreat r1 4,5-5,4");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r1")), ==, -1);
}

/* 4,6 is next to Blue's b2 at 4,7, but Red's r2 holds it: r1 retreating there
 * survives, and r2 must retreat in turn. */
static void
test_retreat_into_zoc_held (void)
{
  const char *units[] = { "b1",   "infantry", "blue",      "4",   "4",        "b2",  "infantry",
                          "blue", "4",        "7",         "r1",  "infantry", "red", "4",
                          "5",    "r2",       "artillery", "red", "4",        "6",   NULL };
  g_autoptr (StGame) game = mh_position ("DR", units);
  g_autoptr (StState) state = mh_at_combat (game);

  mh_do (game, state, "attack 4,5 from b1");
  g_assert_false (costs_unit (game, state, "retreat r1 4,5-4,6"));
  mh_do (game, state, "retreat r1 4,5-4,6");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r1")), ==, mh_cell (game, 4, 6));
  /* The artillery there is pushed out in turn (the chain rule). */
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  mh_do (game, state, "retreat r2 4,6-5,5");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r2")), ==, mh_cell (game, 5, 5));
}

static void
test_chain_retreat (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4",        "4",   "r1", "infantry", "red",
                          "4",  "5",        "r2",   "infantry", "red", "4",  "6",        NULL };
  g_autoptr (StGame) game = mh_position ("DR", units);
  g_autoptr (StState) state = mh_at_combat (game);
  MhChoice choice;

  mh_do (game, state, "attack 4,5 from b1");
  mh_do (game, state, "retreat r1 4,5-4,6");
  mh_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, MH_CHOICE_RETREAT);
  g_assert_cmpint (choice.unit, ==, (int) mh_unit (game, "r2"));
  mh_do (game, state, "retreat r2 4,6-4,7");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r1")), ==, mh_cell (game, 4, 6));
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r2")), ==, mh_cell (game, 4, 7));
}

/* b1 advances from 4,4 to 4,5, both in the ZOC of Red's r3 at 3,4: advancing
 * ignores ZOC. Artillery never advances. */
static void
test_advance (void)
{
  const char *units[] = { "b1",   "infantry", "blue",     "4",   "4",        "b2",  "artillery",
                          "blue", "3",        "5",        "r1",  "infantry", "red", "4",
                          "5",    "r3",       "infantry", "red", "3",        "4",   NULL };
  g_autoptr (StGame) game = mh_position ("DE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  MhChoice choice;

  mh_do (game, state, "attack 4,5 from b1");
  mh_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, MH_CHOICE_ADVANCE);
  mh_do (game, state, "advance b1 4,4-4,5");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "b1")), ==, mh_cell (game, 4, 5));
  mh_do (game, state, "attack 3,4 from b2");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r3")), ==, -1);
  g_assert_cmpuint (mh_count_actions (game, state, "advance"), ==, 0);
  mh_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, MH_CHOICE_ATTACK);
}

static void
test_withdrawal (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "cavalry", "red", "4", "5", NULL };
  g_autoptr (StGame) game = mh_position ("DE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  MhCombatRecord rec;
  MhChoice       choice;

  mh_do (game, state, "attack 4,5 from b1");
  mh_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, MH_CHOICE_WITHDRAW);
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  mh_do (game, state, "withdraw r1 4,5-4,6");
  /* The hex is empty: no combat, and the infantry may advance. */
  g_assert_false (mh_last_combat (game, state, &rec));
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r1")), ==, mh_cell (game, 4, 6));
  mh_do (game, state, "advance b1 4,4-4,5");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "b1")), ==, mh_cell (game, 4, 5));
}

static void
test_no_withdrawal_from_cavalry (void)
{
  const char *units[] = { "b1", "cavalry", "blue", "4", "4", "r1", "cavalry", "red", "4", "5", NULL };
  g_autoptr (StGame) game = mh_position ("DE", units);
  g_autoptr (StState) state = mh_at_combat (game);

  mh_do (game, state, "attack 4,5 from b1");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r1")), ==, -1);
}

/* b1 and b3 both advance into the hex of the eliminated r1: the stacking limit
 * holds only when the combat phase ends, and Blue then removes one of them. */
static void
test_stacking_after_combat (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4",        "4",   "b3", "infantry", "blue",
                          "3",  "5",        "r1",   "infantry", "red", "4",  "5",        NULL };
  g_autoptr (StGame) game = mh_position ("DE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  MhChoice choice;

  mh_do (game, state, "attack 4,5 from b1 b3");
  mh_do (game, state, "advance b1 4,4-4,5");
  mh_do (game, state, "advance b3 3,5-4,5");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "b3")), ==, mh_cell (game, 4, 5));
  mh_do (game, state, "end-phase");
  mh_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, MH_CHOICE_REMOVE);
  g_assert_cmpint (choice.player, ==, 0);
  mh_do (game, state, "remove b3");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "b3")), ==, -1);
  g_assert_cmpint (st_game_active_player (game, state), ==, 1);
}

/* Red's r1 retreats into the Red capital's hex, where r2 is: r2 must retreat in
 * turn, as from any friendly hex; the capital itself stays. */
static void
test_retreat_into_capital (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8",        "6",   "r1", "infantry", "red",
                          "8",  "7",        "r2",   "infantry", "red", "8",  "8",        NULL };
  g_autoptr (StGame) game = mh_position ("DR", units);
  g_autoptr (StState) state = mh_at_combat (game);
  MhChoice choice;

  mh_do (game, state, "attack 8,7 from b1");
  mh_do (game, state, "retreat r1 8,7-8,8");
  mh_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, MH_CHOICE_RETREAT);
  g_assert_cmpint (choice.unit, ==, (int) mh_unit (game, "r2"));
  g_assert_cmpuint (mh_count_actions (game, state, "retreat r2 8,8-"), >, 0);
  g_assert_cmpuint (mh_count_actions (game, state, "retreat rcap"), ==, 0);
  mh_do (game, state, "retreat r2 8,8-8,9");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "rcap")), ==, mh_cell (game, 8, 8));
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r1")), ==, mh_cell (game, 8, 8));
}

/* r1 withdraws from 4,5 before b1 and b2 attack it; b1 advances into the empty
 * hex and has spent its attack, b2 stays and may still attack. */
static void
test_withdrawal_spends_only_advancers (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4",       "4",   "b2", "infantry", "blue",
                          "3",  "5",        "r1",   "cavalry", "red", "4",  "5",        NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  guint b1 = mh_unit (game, "b1"), b2 = mh_unit (game, "b2");

  mh_do (game, state, "attack 4,5 from b1 b2");
  mh_do (game, state, "withdraw r1 4,5-4,6");
  mh_do (game, state, "advance b1 4,4-4,5");
  mh_do (game, state, "done");
  g_assert_true (MH_ST (state)->attacked & MH_BIT (b1));
  g_assert_false (MH_ST (state)->attacked & MH_BIT (b2));
  g_assert_cmpint (MH_ST (state)->phase, ==, MH_COMBAT);
}

/* Rule [8]: defending cavalry "may retreat one hex before the combat": once.
 * r1 withdraws from 4,5 into 3,4, the other hex attacked; it is still a
 * defender there, and it may not withdraw again (a greedy game of
 * maneuver-advanced moved three cavalry between two attacked hexes 2.8 million
 * times). */
static void
test_withdrawal_once (void)
{
  const char *units[] = { "b1",   "infantry", "blue",    "4",   "4",       "b2",  "infantry",
                          "blue", "3",        "5",       "r1",  "cavalry", "red", "4",
                          "5",    "r2",       "cavalry", "red", "3",       "4",   NULL };
  g_autoptr (StGame) game = mh_position ("DR", units);
  g_autoptr (StState) state = mh_at_combat (game);
  MhChoice choice;

  mh_do (game, state, "attack 3,4 4,5 from b1 b2");
  g_assert_cmpuint (mh_count_actions (game, state, "withdraw r1 4,5-3,4"), ==, 1);
  mh_do (game, state, "withdraw r1 4,5-3,4");
  /* r2, in the hex r1 entered, retreats in turn. */
  mh_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, MH_CHOICE_RETREAT);
  g_assert_cmpint (choice.unit, ==, (int) mh_unit (game, "r2"));
  mh_do (game, state, "retreat r2 3,4-2,4");
  /* No cavalry is left to withdraw: the combat is fought, and r1 retreats from
   * 3,4 by the table (DR) instead of withdrawing again. */
  g_assert_cmpuint (mh_count_actions (game, state, "withdraw"), ==, 0);
  mh_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, MH_CHOICE_RETREAT);
  g_assert_cmpint (choice.unit, ==, (int) mh_unit (game, "r1"));
  g_assert_cmpuint (mh_count_actions (game, state, "retreat r1 3,4-"), >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/maneuver-hex/[8] combat/every enemy unit in a friendly ZOC must be attacked",
                   test_must_attack);
  g_test_add_func ("/maneuver-hex/[8] combat/only units adjacent to the defenders combine in an attack",
                   test_adjacent_attackers);
  g_test_add_func ("/maneuver-hex/[8] combat/each unit attacks once a combat phase", test_attack_once);
  g_test_add_func ("/maneuver-hex/[8] combat/all units in a hex defend together", test_hex_defends_together);
  g_test_add_func ("/maneuver-hex/[8] combat/hexes attacked together by units next to all of them",
                   test_two_hexes);
  g_test_add_func ("/maneuver-hex/[8] combat/a d6 for each side and the CRT on the difference",
                   test_difference_and_table);
  g_test_add_func ("/maneuver-hex/[2] terrain/defence and attack effects in combat", test_terrain);
  g_test_add_func ("/maneuver-hex/[8] combat/DE eliminates all defenders", test_de);
  g_test_add_func ("/maneuver-hex/[8] combat/AE eliminates all attackers", test_ae);
  g_test_add_func ("/maneuver-hex/[8] combat/DR retreats the defenders one hex as their owner chooses",
                   test_dr_owner_chooses);
  g_test_add_func ("/maneuver-hex/[8] combat/AR retreats the attackers one hex", test_ar);
  g_test_add_func ("/maneuver-hex/[8] combat/a unit retreating into an enemy ZOC is eliminated",
                   test_retreat_into_zoc);
  g_test_add_func (
      "/maneuver-hex/[8] combat/a friendly unit not retreating saves a unit retreating into an enemy ZOC",
      test_retreat_into_zoc_held);
  g_test_add_func ("/maneuver-hex/[8] combat/friendly units in the hex retreated into retreat in turn",
                   test_chain_retreat);
  g_test_add_func ("/maneuver-hex/[8] combat/infantry and cavalry advance after combat ignoring ZOC",
                   test_advance);
  g_test_add_func ("/maneuver-hex/[8] combat/defending cavalry withdraws when no attacker is cavalry",
                   test_withdrawal);
  g_test_add_func ("/maneuver-hex/[8] combat/no withdrawal when an attacker is cavalry",
                   test_no_withdrawal_from_cavalry);
  g_test_add_func ("/maneuver-hex/[8] combat/the stacking limit applies at the end of the combat phase",
                   test_stacking_after_combat);
  g_test_add_func (
      "/maneuver-hex/[8] retreat/a unit retreating into its own capital's hex pushes the units there",
      test_retreat_into_capital);
  g_test_add_func ("/maneuver-hex/[8] withdrawal/a cavalry unit withdraws one hex, once",
                   test_withdrawal_once);
  g_test_add_func ("/maneuver-hex/[8] withdrawal/only the units that advance lose their attack",
                   test_withdrawal_spends_only_advancers);
  return g_test_run ();
}
