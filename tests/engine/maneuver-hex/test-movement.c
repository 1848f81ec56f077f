/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mh-fixture.h"

/* Rules [5] unit capabilities, [6] movement and [7] zones of control. */

static StState *
start (const StGame *game)
{
  return st_game_new_initial_state (game, 1);
}

static void
test_ma (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "1", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = start (game);

  g_assert_true (mh_can (game, state, "move b1 4,1-4,4"));
  g_assert_false (mh_can (game, state, "move b1 4,1-4,5"));
}

static void
test_no_enemy_hex (void)
{
  const char *units[] = { "b1", "cavalry", "blue", "4", "1", "r1", "infantry", "red", "6", "3", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = start (game);

  g_assert_false (mh_can (game, state, "move b1 4,1-6,3"));
  g_assert_true (mh_can (game, state, "move b1 4,1-6,2"));
}

/* The only three-hex path from 4,1 to 4,4 runs through two friendly units. */
static void
test_pass_through_friends (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4",        "1",    "b2", "artillery", "blue",
                          "4",  "2",        "b3",   "infantry", "blue", "4",  "3",         NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = start (game);

  g_assert_true (mh_can (game, state, "move b1 4,1-4,4"));
}

static void
test_terrain_cost (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "1", NULL };
  StScenario *s = mh_position_scenario ("NE", units);
  g_autoptr (StGame) game = NULL;
  g_autoptr (StState) state = NULL;

  mh_fixture_terrain (s, "woods", "move-cost", 2, 4, 2);
  mh_fixture_terrain (s, "lake", "impassable", 1, 5, 1);
  game = mh_fixture_game (s);
  state = start (game);
  g_assert_true (mh_can (game, state, "move b1 4,1-4,3"));
  g_assert_false (mh_can (game, state, "move b1 4,1-4,4"));
  g_assert_false (mh_can (game, state, "move b1 4,1-5,1"));
}

/* Marsh stops cavalry: with marsh all around it, the cavalry can only step into
 * one of the six hexes; the infantry in marsh goes on. */
static void
test_cavalry_stop (void)
{
  const char *units[] = { "b1", "cavalry", "blue", "4", "1", "b2", "infantry", "blue", "7", "5", NULL };
  const int   around[] = { 4, 0, 5, 0, 5, 1, 4, 2, 3, 1, 3, 0, 7, 4, 8, 5, 8, 6, 7, 6, 6, 6, 6, 5 };
  StScenario *s = mh_position_scenario ("NE", units);
  g_autoptr (StGame) game = NULL;
  g_autoptr (StState) state = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (around); i += 2)
    mh_fixture_terrain (s, "marsh", "cavalry-stop", 1, around[i], around[i + 1]);
  game = mh_fixture_game (s);
  state = st_game_new_initial_state (game, 1);
  g_assert_cmpuint (mh_count_actions (game, state, "move b1"), ==, 6);
  g_assert_true (mh_can (game, state, "move b2 7,5-7,2"));
}

static void
test_stacking_after_movement (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "1", "b2", "cavalry", "blue", "4", "3", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = start (game);
  MhChoice choice;

  mh_do (game, state, "move b1 4,1-4,3");
  mh_do (game, state, "end-phase");
  mh_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, MH_CHOICE_REMOVE);
  g_assert_true (mh_can (game, state, "remove b1"));
  mh_do (game, state, "remove b2");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "b2")), ==, -1);
  g_assert_cmpint (st_game_phase (game, state), ==, MH_PHASE_ID_COMBAT);
}

static void
test_legal_stack (void)
{
  const char *units[] = { "b1", "infantry", "blue", "1", "3", "b2", "artillery", "blue", "1", "1", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = start (game);
  MhChoice choice;

  mh_do (game, state, "move b1 1,3-1,1");
  mh_do (game, state, "end-phase");
  mh_choice (game, state, &choice);
  g_assert_cmpint (choice.kind, ==, MH_CHOICE_ATTACK);
}

/* Red's r1 at 4,6 has the ZOC 4,5 5,5 5,6 4,7 3,6 3,5. The cavalry (MA 5) can
 * reach 2,7 around it but not 3,7, which lies behind it. */
static void
test_zoc_stop (void)
{
  const char *units[] = { "b1", "cavalry", "blue", "4", "3", "r1", "infantry", "red", "4", "6", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = start (game);

  g_assert_true (mh_can (game, state, "move b1 4,3-3,5"));
  g_assert_true (mh_can (game, state, "move b1 4,3-2,7"));
  g_assert_false (mh_can (game, state, "move b1 4,3-3,7"));
}

static void
test_zoc_leave (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "5", "r1", "infantry", "red", "4", "6", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = start (game);

  g_assert_true (mh_can (game, state, "move b1 4,5-4,2"));
}

/* With lakes on its three other sides, b1 at 4,5 can only step into 3,5 or 5,5,
 * both in r1's ZOC like 4,5 itself. */
static void
test_zoc_to_zoc (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "5", "r1", "infantry", "red", "4", "6", NULL };
  StScenario *s = mh_position_scenario ("NE", units);
  g_autoptr (StGame) game = NULL;
  g_autoptr (StState) state = NULL;

  mh_fixture_terrain (s, "lake", "impassable", 1, 4, 4);
  mh_fixture_terrain (s, "lake", "impassable", 1, 5, 4);
  mh_fixture_terrain (s, "lake", "impassable", 1, 3, 4);
  game = mh_fixture_game (s);
  state = start (game);
  g_assert_cmpuint (mh_count_actions (game, state, "move b1"), ==, 0);
}

static void
test_artillery_values (void)
{
  const char *units[] = { "b1", "artillery", "blue", "4", "4", "r1", "artillery", "red", "4", "5", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  MhCombatRecord rec;

  mh_do (game, state, "attack 4,5 from b1");
  mh_last_combat (game, state, &rec);
  g_assert_cmpint (rec.attack_strength, ==, 5);
  g_assert_cmpint (rec.defense_strength, ==, 2);
}

static void
test_capital_values (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8", "7", "r1", "infantry", "red", "1", "2", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  MhCombatRecord rec;

  mh_do (game, state, "attack 1,2 from bcap");
  mh_last_combat (game, state, &rec);
  g_assert_cmpint (rec.attack_strength, ==, 1);
  mh_do (game, state, "attack 8,8 from b1");
  mh_last_combat (game, state, &rec);
  g_assert_cmpint (rec.defense_strength, ==, 4);
  g_assert_cmpuint (mh_count_actions (game, state, "move bcap"), ==, 0);
}

/* A weak infantry on its reduced side has strength 0 but a normal ZOC. */
static void
test_zero_strength (void)
{
  const char *units[] = { "b1", "cavalry",       "blue", "4", "3", "b2", "infantry",      "blue", "6", "4",
                          "r1", "infantry-weak", "red",  "4", "6", "r2", "infantry-weak", "red",  "6", "5",
                          NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = start (game);
  MhCombatRecord rec;

  MH_ST (state)->reduced |= MH_BIT (mh_unit (game, "r1")) | MH_BIT (mh_unit (game, "r2"));
  g_assert_false (mh_can (game, state, "move b1 4,3-3,7"));
  mh_do (game, state, "end-phase");
  mh_do (game, state, "attack 6,5 from b2");
  mh_last_combat (game, state, &rec);
  g_assert_cmpint (rec.defense_strength, ==, 0);
}

/* Boards over 256 cells search cell by cell, smaller ones on cell masks: both
 * searches give the same hexes in every position of random games, on the basic
 * scenario (every hex costs 1) and on it with woods (cost 2) and marsh (stops
 * cavalry) strewn over it. */
static void
test_searches_agree (gconstpointer data)
{
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "maneuver-basic.xml", NULL);
  StScenario *s = st_scenario_load_file (path, NULL, NULL);
  g_autoptr (StGame) game = NULL;
  const MhDef *def;
  StActionList scratch;
  StRng        rng;
  guint        compared = 0;

  g_assert_nonnull (s);
  for (int i = 0; GPOINTER_TO_INT (data) && i < 140; i += 3)
    {
      if (i % 2 == 0)
        mh_fixture_terrain (s, "woods", "move-cost", 2, i % 10, i / 10);
      else
        mh_fixture_terrain (s, "marsh", "cavalry-stop", 1, i % 10, i / 10);
    }
  game = mh_fixture_game (s);
  def = MH_DEF (game);
  g_assert_cmpuint (def->grid.n_cost_classes, ==, GPOINTER_TO_INT (data) ? 2 : 1);
  st_action_list_init (&scratch);
  st_rng_seed (&rng, 5);
  for (guint64 seed = 1; seed <= 5; seed++)
    {
      g_autoptr (StState) state = st_game_new_initial_state (game, seed);

      while (!st_game_is_terminal (game, state))
        {
          MhMaps maps;
          guint  u;

          mh_build_maps (def, MH_ST (state), &maps);
          MH_FOREACH (mh_active_mask (def, MH_ST (state), MH_ST (state)->active), u)
            {
              gint16    cells[ST_HEX_GRID_MAX_CELLS];
              StHexMask mask, from_cells = { { 0 } };
              guint     n = mh_destinations (def, MH_ST (state), &maps, u, cells);

              mh_destinations_mask (def, MH_ST (state), &maps, u, &mask);
              for (guint i = 0; i < n; i++)
                st_hex_mask_add (&from_cells, cells[i]);
              g_assert_cmpmem (&mask, sizeof mask, &from_cells, sizeof from_cells);
              compared += n;
            }
          st_game_apply (game, state, st_game_random_action (game, state, &rng, &scratch));
        }
    }
  g_assert_cmpuint (compared, >, 1000);
  st_action_list_free (&scratch);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func (
      "/maneuver-hex/[5] units/artillery attacks with its first number and defends with its second",
      test_artillery_values);
  g_test_add_func (
      "/maneuver-hex/[5] units/the capital attacks and defends with its own numbers and never moves",
      test_capital_values);
  g_test_add_func ("/maneuver-hex/[5] units/a zero-strength unit has a ZOC and adds nothing to combat",
                   test_zero_strength);
  g_test_add_func ("/maneuver-hex/[6] movement/a unit moves up to its movement allowance", test_ma);
  g_test_add_func ("/maneuver-hex/[6] movement/no unit enters a hex holding an enemy unit",
                   test_no_enemy_hex);
  g_test_add_func ("/maneuver-hex/[6] movement/friendly units pass through each other",
                   test_pass_through_friends);
  g_test_add_func ("/maneuver-hex/[6] movement/terrain move costs and impassable terrain", test_terrain_cost);
  g_test_add_func ("/maneuver-hex/[2] terrain/terrain that stops cavalry", test_cavalry_stop);
  g_test_add_func (
      "/maneuver-hex/[6] movement/the owner removes units over the stacking limit after movement",
      test_stacking_after_movement);
  g_test_add_func ("/maneuver-hex/[6] movement/infantry, artillery and the capital may share a hex",
                   test_legal_stack);
  g_test_add_func ("/maneuver-hex/[7] ZOC/a unit stops on entering an enemy ZOC", test_zoc_stop);
  g_test_add_func ("/maneuver-hex/[7] ZOC/a unit that begins in an enemy ZOC may leave it", test_zoc_leave);
  g_test_add_func ("/maneuver-hex/[7] ZOC/no unit moves directly from one enemy ZOC hex to another",
                   test_zoc_to_zoc);
  g_test_add_data_func ("/maneuver-hex/[6] movement/the cell and mask searches agree", GINT_TO_POINTER (0),
                        test_searches_agree);
  g_test_add_data_func ("/maneuver-hex/[6] movement/the cell and mask searches agree on rough terrain",
                        GINT_TO_POINTER (1), test_searches_agree);
  return g_test_run ();
}
