/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mh-fixture.h"

/* Rule [13], the advanced game, as scenario parameters. */

/* Large vs. small nation: the bundled advanced scenario bends the border south,
 * and set-up follows its set-up zones. */
static void
test_large_small_nation (void)
{
  g_autoptr (StGame) game = mh_fixture_load ("data/scenarios/maneuver-advanced.xml");
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_cmpint (st_game_phase (game, state), ==, MH_PHASE_ID_SETUP);
  g_assert_true (mh_can (game, state, "place blue-capital-1 4,7"));
  mh_do (game, state, "place blue-capital-1 4,7");
  g_assert_false (mh_can (game, state, "place red-infantry-1 4,8")); /* Blue's country */
  g_assert_false (mh_can (game, state, "place red-infantry-1 2,8")); /* next to the border */
  g_assert_true (mh_can (game, state, "place red-infantry-1 0,8"));
}

static StGame *
with_params (const char *crt, const char *const *units, const char *const *params)
{
  StScenario *s = mh_position_scenario (crt, units);

  for (guint i = 0; params[i] != NULL; i += 2)
    mh_fixture_param (s, params[i], params[i + 1]);
  return mh_fixture_game (s);
}

static void
test_army_quality (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", NULL };
  const char *params[] = { "army-quality", "true", NULL };
  g_autoptr (StGame) game = with_params ("NE", units, params);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  guint b1 = mh_unit (game, "b1");

  mh_send_to_dead_pile (game, state, "b1");
  mh_skip_to_movement (game, state, 0); /* turn 2 */
  mh_do (game, state, "replace b1");
  g_assert_true (st_test_unit_reduced (game, state, b1));
}

static void
test_step_losses (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4",        "4",   "b2", "infantry", "blue",
                          "3",  "5",        "r1",   "infantry", "red", "4",  "5",        NULL };
  const char *params[] = { "step-losses", "true", NULL };
  g_autoptr (StGame) game = with_params ("DE", units, params);
  g_autoptr (StState) state = mh_at_combat (game);
  guint r1 = mh_unit (game, "r1");

  mh_do (game, state, "attack 4,5 from b1");
  g_assert_cmpint (st_test_unit_place (game, state, r1), ==, mh_cell (game, 4, 5));
  g_assert_true (st_test_unit_reduced (game, state, r1));
  g_assert_cmpuint (mh_count_actions (game, state, "advance"), ==, 0);
  mh_do (game, state, "attack 4,5 from b2");
  g_assert_cmpint (st_test_unit_place (game, state, r1), ==, -1);
}

static void
test_step_losses_attackers (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "r1", "infantry", "red", "4", "5", NULL };
  const char *params[] = { "step-losses", "true", NULL };
  g_autoptr (StGame) game = with_params ("AE", units, params);
  g_autoptr (StState) state = mh_at_combat (game);
  guint b1 = mh_unit (game, "b1");

  mh_do (game, state, "attack 4,5 from b1");
  g_assert_cmpint (st_test_unit_place (game, state, b1), ==, mh_cell (game, 4, 4));
  g_assert_true (st_test_unit_reduced (game, state, b1));
}

static void
test_step_replacements (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "b2", "infantry", "blue", "3", "3", NULL };
  const char *params[] = { "step-replacements", "true", NULL };
  g_autoptr (StGame) game = with_params ("NE", units, params);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  guint b1 = mh_unit (game, "b1"), b2 = mh_unit (game, "b2");
  g_autoptr (StState) other = NULL;

  mh_send_to_dead_pile (game, state, "b1");
  MH_ST (state)->reduced |= MH_BIT (b2);
  mh_skip_to_movement (game, state, 0); /* turn 2 */
  other = st_game_clone_state (game, state);
  /* Either a reduced unit in supply flips to its front side... */
  mh_do (game, state, "restore b2");
  g_assert_false (st_test_unit_reduced (game, state, b2));
  g_assert_cmpuint (mh_count_actions (game, state, "replace"), ==, 0);
  /* ...or a unit enters at the capital on its reduced side: one step a turn. */
  mh_do (game, other, "replace b1");
  g_assert_true (st_test_unit_reduced (game, other, b1));
  g_assert_cmpuint (mh_count_actions (game, other, "restore"), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/maneuver-hex/[13] advanced/1. large vs. small nation sets up in the scenario's zones",
                   test_large_small_nation);
  g_test_add_func ("/maneuver-hex/[13] advanced/2. army quality: replacements enter on their weak side",
                   test_army_quality);
  g_test_add_func ("/maneuver-hex/[13] advanced/3. step losses flip full-strength units", test_step_losses);
  g_test_add_func ("/maneuver-hex/[13] advanced/3. step losses on an AE flip the attackers",
                   test_step_losses_attackers);
  g_test_add_func ("/maneuver-hex/[13] advanced/4. step replacements: one step a turn",
                   test_step_replacements);
  return g_test_run ();
}
