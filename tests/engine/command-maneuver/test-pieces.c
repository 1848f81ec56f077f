/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "cm-fixture.h"

/* Rules "Pieces" and "Terrain": how each piece moves and where terrain stops it.
 * In every position the white general stands at 7,2, within command range of the
 * piece under test at 4,4, and the black general far away at 9,9. */

#define POSITION(...)                                                            \
  const char *units[] = { "wg",      "general", "white", "7", "2",         "bg", \
                          "general", "black",   "9",     "9", __VA_ARGS__, NULL }

static StGame *
game_with (const char *const *units, const char *const *terrain, const char *const *params)
{
  StScenario *s = cm_fixture_new ();

  for (guint i = 0; units[i] != NULL; i += 5)
    cm_fixture_unit (s, units[i], units[i + 1], units[i + 2], atoi (units[i + 3]), atoi (units[i + 4]));
  for (guint i = 0; terrain != NULL && terrain[i] != NULL; i += 3)
    cm_fixture_terrain (s, terrain[i], atoi (terrain[i + 1]), atoi (terrain[i + 2]));
  for (guint i = 0; params != NULL && params[i] != NULL; i += 2)
    cm_fixture_param (s, params[i], params[i + 1]);
  return cm_fixture_game (s);
}

/* Leader */

static void
test_leader_slides (void)
{
  POSITION ("wb", "brigadier", "white", "4", "4");
  g_autoptr (StGame) game = game_with (units, NULL, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_true (cm_can (game, state, "move wb 4,4-4,5 by wb"));
  g_assert_true (cm_can (game, state, "move wb 4,4-4,6 by wb"));
  g_assert_true (cm_can (game, state, "move wb 4,4-6,6 by wb"));
  g_assert_false (cm_can (game, state, "move wb 4,4-4,7 by wb"));
  /* Turning is allowed: 4,4-5,5-5,6 reaches a square no straight slide does. */
  g_assert_true (cm_can (game, state, "move wb 4,4-5,6 by wb"));
  /* Every square within two but its own. */
  g_assert_cmpuint (cm_count_targets (game, state, "wb"), ==, 24);
}

static void
test_leader_no_jump (void)
{
  POSITION ("wb", "brigadier", "white", "0", "0", "w1", "infantry", "white", "1", "0", "w2", "infantry",
            "white", "1", "1", "w3", "infantry", "white", "0", "1");
  g_autoptr (StGame) game = game_with (units, NULL, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_cmpuint (cm_count (game, state, "move wb"), ==, 0);
}

static void
test_leader_captures_and_stops (void)
{
  POSITION ("wb", "brigadier", "white", "4", "4", "b1", "infantry", "black", "4", "5", "w1", "infantry",
            "white", "3", "5", "w2", "infantry", "white", "5", "5");
  g_autoptr (StGame) game = game_with (units, NULL, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_true (cm_can (game, state, "move wb 4,4-4,5 by wb"));
  /* 4,6 is reached only through 3,5, 4,5 or 5,5: friends, and an enemy it stops on. */
  g_assert_false (cm_can (game, state, "move wb 4,4-4,6 by wb"));
}

static void
test_leader_one_square_into_terrain (void)
{
  POSITION ("wb", "brigadier", "white", "4", "4");
  const char *terrain[] = { "town", "4", "5", "hill", "4", "7", "forest", "6", "6", NULL };
  g_autoptr (StGame) game = game_with (units, terrain, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_true (cm_can (game, state, "move wb 4,4-4,5 by wb"));
  g_assert_false (cm_can (game, state, "move wb 4,4-6,6 by wb"));
  /* Not through terrain either: 4,6 is still reached round the town. */
  g_assert_true (cm_can (game, state, "move wb 4,4-4,6 by wb"));
}

static void
test_leader_blocked_by_terrain (void)
{
  POSITION ("wb", "brigadier", "white", "4", "4");
  const char *terrain[] = { "town", "3", "5", "town", "4", "5", "town", "5", "5", NULL };
  g_autoptr (StGame) game = game_with (units, terrain, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_false (cm_can (game, state, "move wb 4,4-4,6 by wb"));
}

static void
test_leader_leaves_terrain (void)
{
  POSITION ("wb", "brigadier", "white", "4", "4");
  const char *terrain[] = { "forest", "4", "4", NULL };
  g_autoptr (StGame) game = game_with (units, terrain, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_true (cm_can (game, state, "move wb 4,4-4,6 by wb"));
}

static void
test_leader_terrain_option (void)
{
  POSITION ("wb", "brigadier", "white", "4", "4");
  const char *terrain[] = { "town", "4", "6", "town", "3", "5", "town", "2", "6", "hill", "6", "6", NULL };
  const char *params[] = { "leader-terrain", "true", NULL };
  g_autoptr (StGame) game = game_with (units, terrain, params);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  /* Two squares when only one is terrain. */
  g_assert_true (cm_can (game, state, "move wb 4,4-4,6 by wb"));
  /* Not when both are. */
  g_assert_false (cm_can (game, state, "move wb 4,4-2,6 by wb"));
  /* The fixture restricts the option to towns: hills keep the basic rule. */
  g_assert_false (cm_can (game, state, "move wb 4,4-6,6 by wb"));
}

/* Cavalry */

static void
test_cavalry_lines (void)
{
  POSITION ("c", "cavalry", "white", "4", "4");
  g_autoptr (StGame) game = game_with (units, NULL, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_true (cm_can (game, state, "move c 4,4-4,7 by wg"));
  g_assert_true (cm_can (game, state, "move c 4,4-1,4 by wg"));
  g_assert_false (cm_can (game, state, "move c 4,4-4,8 by wg"));
  g_assert_false (cm_can (game, state, "move c 4,4-5,5 by wg"));
  g_assert_cmpuint (cm_count_targets (game, state, "c"), ==, 12);
}

static void
test_cavalry_jumps (void)
{
  POSITION ("c", "cavalry", "white", "4", "4", "w1", "infantry", "white", "4", "5", "b1", "infantry", "black",
            "4", "6");
  g_autoptr (StGame) game = game_with (units, NULL, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_false (cm_can (game, state, "move c 4,4-4,5 by wg"));
  g_assert_true (cm_can (game, state, "move c 4,4-4,6 by wg"));
  cm_do (game, state, "move c 4,4-4,7 by wg");
  /* Jumped pieces are untouched. */
  g_assert_cmpint (st_test_unit_place (game, state, cm_unit (game, "b1")), ==, cm_cell (game, 4, 6));
  g_assert_cmpint (st_test_unit_place (game, state, cm_unit (game, "w1")), ==, cm_cell (game, 4, 5));
}

static void
test_cavalry_never_leaps_terrain (void)
{
  POSITION ("c", "cavalry", "white", "4", "4");
  const char *terrain[] = { "town", "4", "5", NULL };
  g_autoptr (StGame) game = game_with (units, terrain, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_false (cm_can (game, state, "move c 4,4-4,6 by wg"));
  g_assert_false (cm_can (game, state, "move c 4,4-4,7 by wg"));
}

static void
test_cavalry_enters_from_next_to_it (void)
{
  POSITION ("c", "cavalry", "white", "4", "4", "d", "cavalry", "white", "6", "5");
  const char *terrain[] = { "town", "4", "6", "forest", "6", "6", NULL };
  g_autoptr (StGame) game = game_with (units, terrain, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_false (cm_can (game, state, "move c 4,4-4,6 by wg"));
  g_assert_true (cm_can (game, state, "move d 6,5-6,6 by wg"));
  /* Its whole move: it stops there. */
  g_assert_false (cm_can (game, state, "move d 6,5-6,7 by wg"));
}

static void
test_cavalry_never_enters_hills (void)
{
  POSITION ("c", "cavalry", "white", "4", "4", "b1", "infantry", "black", "5", "4");
  const char *terrain[] = { "hill", "4", "5", "hill", "5", "4", NULL };
  g_autoptr (StGame) game = game_with (units, terrain, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_false (cm_can (game, state, "move c 4,4-4,5 by wg"));
  /* So it never captures a piece on a hill. */
  g_assert_false (cm_can (game, state, "move c 4,4-5,4 by wg"));
}

static void
test_cavalry_leaves_terrain (void)
{
  POSITION ("c", "cavalry", "white", "4", "4");
  const char *terrain[] = { "town", "4", "4", NULL };
  g_autoptr (StGame) game = game_with (units, terrain, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_true (cm_can (game, state, "move c 4,4-4,7 by wg"));
}

/* Cannon */

static void
test_cannon_diagonals (void)
{
  POSITION ("k", "cannon", "white", "4", "4", "w1", "infantry", "white", "5", "5");
  g_autoptr (StGame) game = game_with (units, NULL, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_true (cm_can (game, state, "move k 4,4-7,7 by wg"));
  g_assert_true (cm_can (game, state, "move k 4,4-1,1 by wg"));
  g_assert_false (cm_can (game, state, "move k 4,4-8,8 by wg"));
  g_assert_false (cm_can (game, state, "move k 4,4-4,5 by wg"));
  g_assert_false (cm_can (game, state, "move k 4,4-5,5 by wg"));
  g_assert_cmpuint (cm_count_targets (game, state, "k"), ==, 11);
}

static void
test_cannon_never_crosses_terrain (void)
{
  POSITION ("k", "cannon", "white", "4", "4");
  const char *terrain[] = { "town", "5", "5", NULL };
  g_autoptr (StGame) game = game_with (units, terrain, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_true (cm_can (game, state, "move k 4,4-5,5 by wg"));
  g_assert_false (cm_can (game, state, "move k 4,4-6,6 by wg"));
}

static void
test_cannon_enters_from_next_to_it (void)
{
  POSITION ("k", "cannon", "white", "4", "4");
  const char *terrain[] = { "hill", "6", "6", "town", "2", "2", NULL };
  g_autoptr (StGame) game = game_with (units, terrain, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_false (cm_can (game, state, "move k 4,4-6,6 by wg"));
  g_assert_false (cm_can (game, state, "move k 4,4-2,2 by wg"));
  g_assert_true (cm_can (game, state, "move k 4,4-5,5 by wg"));
}

static void
test_cannon_never_enters_forest (void)
{
  POSITION ("k", "cannon", "white", "4", "4", "b1", "infantry", "black", "3", "5");
  const char *terrain[] = { "forest", "5", "5", "forest", "3", "5", NULL };
  g_autoptr (StGame) game = game_with (units, terrain, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_false (cm_can (game, state, "move k 4,4-5,5 by wg"));
  g_assert_false (cm_can (game, state, "move k 4,4-3,5 by wg"));
}

/* Skirmisher and infantry */

static void
test_skirmisher_leaps (void)
{
  POSITION ("s", "skirmisher", "white", "4", "4", "w1", "infantry", "white", "4", "5", "w2", "infantry",
            "white", "5", "5", "w3", "infantry", "white", "5", "4", "w4", "infantry", "white", "3", "5");
  const char *terrain[] = { "hill", "5", "6", "forest", "3", "6", NULL };
  g_autoptr (StGame) game = game_with (units, terrain, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_true (cm_can (game, state, "move s 4,4-5,6 by wg"));
  g_assert_true (cm_can (game, state, "move s 4,4-3,6 by wg"));
  g_assert_false (cm_can (game, state, "move s 4,4-4,6 by wg"));
  g_assert_cmpuint (cm_count_targets (game, state, "s"), ==, 8);
}

static void
test_infantry_steps (void)
{
  POSITION ("i", "infantry", "white", "4", "4");
  const char *terrain[] = { "hill", "4", "5", "forest", "5", "5", "town", "3", "3", NULL };
  g_autoptr (StGame) game = game_with (units, terrain, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_true (cm_can (game, state, "move i 4,4-4,5 by wg"));
  g_assert_true (cm_can (game, state, "move i 4,4-5,5 by wg"));
  g_assert_true (cm_can (game, state, "move i 4,4-3,3 by wg"));
  g_assert_false (cm_can (game, state, "move i 4,4-4,6 by wg"));
  g_assert_cmpuint (cm_count_targets (game, state, "i"), ==, 8);
}

static void
test_quick_march (void)
{
  POSITION ("i", "infantry", "white", "4", "1");
  const char *params[] = { "quick-march", "true", NULL };
  g_autoptr (StGame) game = game_with (units, NULL, params);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  /* The black general at 9,9: 2,3 is 7 squares from it, 4,3 only 6. */
  g_assert_true (cm_can (game, state, "move i 4,1-2,3 by wg"));
  g_assert_false (cm_can (game, state, "move i 4,1-4,3 by wg"));
}

static void
test_quick_march_near_enemy (void)
{
  POSITION ("i", "infantry", "white", "4", "1", "b1", "infantry", "black", "4", "7");
  const char *params[] = { "quick-march", "true", NULL };
  g_autoptr (StGame) game = game_with (units, NULL, params);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  /* It starts 6 squares from an enemy piece. */
  g_assert_false (cm_can (game, state, "move i 4,1-2,3 by wg"));
  g_assert_cmpuint (cm_count_targets (game, state, "i"), ==, 8);
}

static void
test_no_quick_march (void)
{
  POSITION ("i", "infantry", "white", "4", "1");
  g_autoptr (StGame) game = game_with (units, NULL, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_false (cm_can (game, state, "move i 4,1-4,3 by wg"));
}

static void
test_cavalry_cannon_leaders (void)
{
  POSITION ("cg", "cavalry-general", "white", "4", "4", "kg", "cannon-general", "white", "1", "1");
  const char *on[] = { "cavalry-cannon-leaders", "true", NULL };
  g_autoptr (StGame) game = game_with (units, NULL, on);
  g_autoptr (StGame) off_game = game_with (units, NULL, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  g_autoptr (StState) off = st_game_new_initial_state (off_game, 1);

  g_assert_true (cm_can (game, state, "move cg 4,4-4,7 by cg"));
  g_assert_false (cm_can (game, state, "move cg 4,4-5,5 by cg"));
  g_assert_true (cm_can (game, state, "move kg 1,1-4,4 by kg")
                 || cm_can (game, state, "move kg 1,1-3,3 by kg"));
  g_assert_false (cm_can (game, state, "move kg 1,1-1,2 by kg"));
  /* Without the optional rule they move as leaders. */
  g_assert_false (cm_can (game, state, "move cg 4,4-6,5 by cg"));
  g_assert_true (cm_can (off_game, off, "move cg 4,4-6,5 by cg"));
  g_assert_true (cm_can (off_game, off, "move cg 4,4-5,5 by cg"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/command-maneuver/leader/slides one or two squares and may turn", test_leader_slides);
  g_test_add_func ("/command-maneuver/leader/may not jump", test_leader_no_jump);
  g_test_add_func ("/command-maneuver/leader/captures what it lands on and stops",
                   test_leader_captures_and_stops);
  g_test_add_func ("/command-maneuver/leader/moves only one square into terrain",
                   test_leader_one_square_into_terrain);
  g_test_add_func ("/command-maneuver/leader/movement is blocked by terrain", test_leader_blocked_by_terrain);
  g_test_add_func ("/command-maneuver/leader/leaves terrain with normal movement",
                   test_leader_leaves_terrain);
  g_test_add_func ("/command-maneuver/optional/leader terrain: two squares if only one is terrain",
                   test_leader_terrain_option);
  g_test_add_func ("/command-maneuver/cavalry/up to 3 squares orthogonally in a straight line",
                   test_cavalry_lines);
  g_test_add_func ("/command-maneuver/cavalry/jumps pieces with no effect on them", test_cavalry_jumps);
  g_test_add_func ("/command-maneuver/cavalry/never leaps across terrain", test_cavalry_never_leaps_terrain);
  g_test_add_func ("/command-maneuver/cavalry/enters town or forest only from next to it with its whole move",
                   test_cavalry_enters_from_next_to_it);
  g_test_add_func ("/command-maneuver/cavalry/never enters hills", test_cavalry_never_enters_hills);
  g_test_add_func ("/command-maneuver/cavalry/leaves terrain with normal movement",
                   test_cavalry_leaves_terrain);
  g_test_add_func ("/command-maneuver/cannon/up to 3 squares diagonally in a straight line",
                   test_cannon_diagonals);
  g_test_add_func ("/command-maneuver/cannon/never crosses terrain", test_cannon_never_crosses_terrain);
  g_test_add_func ("/command-maneuver/cannon/enters town or hill only from next to it with its whole move",
                   test_cannon_enters_from_next_to_it);
  g_test_add_func ("/command-maneuver/cannon/never enters forest", test_cannon_never_enters_forest);
  g_test_add_func ("/command-maneuver/skirmisher/leaps like a knight over anything, terrain no matter",
                   test_skirmisher_leaps);
  g_test_add_func ("/command-maneuver/infantry/steps one square in 8 directions, terrain no matter",
                   test_infantry_steps);
  g_test_add_func ("/command-maneuver/optional/quick march: two squares never within 6 of an enemy",
                   test_quick_march);
  g_test_add_func ("/command-maneuver/optional/quick march: not within 6 of an enemy at the start",
                   test_quick_march_near_enemy);
  g_test_add_func ("/command-maneuver/optional/quick march is off unless the scenario says so",
                   test_no_quick_march);
  g_test_add_func ("/command-maneuver/optional/cavalry and cannon leaders", test_cavalry_cannon_leaders);
  return g_test_run ();
}
