/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mh-fixture.h"

/* Rules [9] supply, [10] replacements and [11] the capital. */

/* Lakes fill column 6 but for 6,5 and 6,6; Red's r1 holds 6,6, so its ZOC closes
 * 6,5 and Blue units east of the lakes cannot trace supply to Blue's capital at
 * 1,1. extra (may be NULL) adds units. */
static StGame *
cut_off (const char *crt, const char *const *extra)
{
  const char *none[] = { NULL };
  StScenario *s = mh_position_scenario (crt, extra != NULL ? extra : none);

  mh_fixture_unit (s, "r1", "infantry", "red", 6, 6);
  for (int y = 0; y < 10; y++)
    if (y != 5 && y != 6)
      mh_fixture_terrain (s, "lake", "impassable", 1, 6, y);
  return mh_fixture_game (s);
}

static void
test_unsupplied_ma (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8", "1", NULL };
  g_autoptr (StGame) game = cut_off ("NE", units);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_true (mh_can (game, state, "move b1 8,1-8,3"));
  g_assert_false (mh_can (game, state, "move b1 8,1-8,4"));
}

static void
test_unsupplied_cs (void)
{
  const char *units[] = { "b1", "infantry", "blue", "7", "6", NULL };
  g_autoptr (StGame) game = cut_off ("NE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  MhCombatRecord rec;

  mh_do (game, state, "attack 6,6 from b1");
  mh_last_combat (game, state, &rec);
  g_assert_cmpint (rec.attack_strength, ==, 4 - 2);
  g_assert_cmpint (rec.defense_strength, ==, 4);
}

/* A friendly unit in the gap makes the hex occupied, so the path may use it. */
static void
test_path_through_friends (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8", "1", "b2", "infantry", "blue", "6", "5", NULL };
  g_autoptr (StGame) game = cut_off ("NE", units);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_true (mh_can (game, state, "move b1 8,1-8,4"));
}

/* b2 fills the gap during the phase, but b1's supply was checked as the phase
 * began. */
static void
test_checked_at_phase_start (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8", "1", "b2", "infantry", "blue", "5", "3", NULL };
  g_autoptr (StGame) game = cut_off ("NE", units);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  mh_do (game, state, "move b2 5,3-6,5");
  g_assert_false (mh_can (game, state, "move b1 8,1-8,4"));
}

/* Red units at 2,1 and 0,2 hold or cover every hex next to Blue's capital. */
static const char *const besieging[] = {
  "b1", "infantry", "blue", "5", "5", "b2", "artillery", "blue", "1", "1", "b3", "cavalry", "blue", "8", "1",
  "r1", "infantry", "red",  "2", "1", "r2", "infantry",  "red",  "0", "2", NULL,
};

static void
test_besieged_supply (void)
{
  g_autoptr (StGame) game = mh_position ("NE", besieging);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  MhMaps maps;

  mh_build_maps (MH_DEF (game), MH_ST (state), &maps);
  g_assert_true (mh_besieged (MH_DEF (game), MH_ST (state), &maps, 0));
  g_assert_false (mh_besieged (MH_DEF (game), MH_ST (state), &maps, 1));
  g_assert_true (MH_ST (state)->unsupplied & MH_BIT (mh_unit (game, "b1")));
  g_assert_false (MH_ST (state)->unsupplied & MH_BIT (mh_unit (game, "b2")));
  g_assert_true (mh_can (game, state, "move b1 5,5-5,7"));
  g_assert_false (mh_can (game, state, "move b1 5,5-5,8"));
}

static void
test_replacement (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", "b3", "cavalry", "blue", "3", "3", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  mh_send_to_dead_pile (game, state, "b1");
  mh_send_to_dead_pile (game, state, "b3");
  MH_ST (state)->reduced |= MH_BIT (mh_unit (game, "b1"));
  g_assert_cmpuint (mh_count_actions (game, state, "replace"), ==, 0); /* turn 1 */
  mh_skip_to_movement (game, state, 0);
  g_assert_cmpint (st_game_turn (game, state), ==, 2);
  g_assert_cmpuint (mh_count_actions (game, state, "replace"), ==, 2);
  mh_do (game, state, "replace b1");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "b1")), ==, mh_cell (game, 1, 1));
  g_assert_false (st_test_unit_reduced (game, state, mh_unit (game, "b1")));
  g_assert_cmpuint (mh_count_actions (game, state, "replace"), ==, 0); /* one a turn */
  /* A replacement moves normally that turn. */
  g_assert_true (mh_can (game, state, "move b1 1,1-1,4"));
}

static void
test_no_replacement_besieged (void)
{
  g_autoptr (StGame) game = mh_position ("NE", besieging);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  mh_send_to_dead_pile (game, state, "b3");
  mh_skip_to_movement (game, state, 0); /* turn 2 */
  g_assert_cmpuint (mh_count_actions (game, state, "replace"), ==, 0);
}

static void
test_no_replacement_captured (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  mh_send_to_dead_pile (game, state, "b1");
  mh_skip_to_movement (game, state, 0); /* turn 2 */
  g_assert_cmpuint (mh_count_actions (game, state, "replace"), ==, 1);
  MH_ST (state)->captured |= MH_BIT (mh_unit (game, "bcap"));
  g_assert_cmpuint (mh_count_actions (game, state, "replace"), ==, 0);
}

static void
test_capital_not_required (void)
{
  const char *units[] = { "b1", "artillery", "blue", "1",        "1",   "b2", "infantry", "blue",
                          "8",  "7",         "r1",   "infantry", "red", "1",  "2",        NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = mh_at_combat (game);

  g_assert_true (mh_can (game, state, "end-phase"));
  g_assert_true (mh_can (game, state, "attack 1,2 from bcap b1"));
}

static void
test_capital_dr (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8", "7", "r1", "infantry", "red", "8", "8", NULL };
  g_autoptr (StGame) game = mh_position ("DR", units);
  g_autoptr (StState) state = mh_at_combat (game);
  MhCombatRecord rec;

  mh_do (game, state, "attack 8,8 from b1");
  mh_last_combat (game, state, &rec);
  g_assert_cmpint (rec.result, ==, ST_CRT_DR);
  g_assert_cmpint (rec.applied, ==, ST_CRT_NE);
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r1")), ==, mh_cell (game, 8, 8));
}

static void
test_capital_ae (void)
{
  const char *units[] = { "b1", "artillery", "blue", "1",        "1",   "b2", "infantry", "blue",
                          "2",  "2",         "r1",   "infantry", "red", "1",  "2",        NULL };
  g_autoptr (StGame) game = mh_position ("AE", units);
  g_autoptr (StState) state = mh_at_combat (game);

  mh_do (game, state, "attack 1,2 from bcap b1 b2");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "b1")), ==, mh_cell (game, 1, 1));
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "bcap")), ==, mh_cell (game, 1, 1));
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "b2")), ==, -1);
}

/* A DE captures the capital: it stays in its hex with no values and no ZOC, and
 * the attackers may advance into the hex. */
static void
test_capture (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8", "7", "r1", "artillery", "red", "8", "8", NULL };
  g_autoptr (StGame) game = mh_position ("DE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  guint rcap = mh_unit (game, "rcap");

  mh_do (game, state, "attack 8,8 from b1");
  g_assert_true (MH_ST (state)->captured & MH_BIT (rcap));
  g_assert_cmpint (st_test_unit_place (game, state, rcap), ==, mh_cell (game, 8, 8));
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "r1")), ==, -1);
  g_assert_cmpint (mh_defense_strength (MH_DEF (game), MH_ST (state), rcap), ==, 0);
  g_assert_cmpint (mh_attack_strength (MH_DEF (game), MH_ST (state), rcap), ==, 0);
  mh_do (game, state, "advance b1 8,7-8,8");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "b1")), ==, mh_cell (game, 8, 8));
}

static void
test_recapture_by_moving (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8",        "7",   "r1", "infantry", "red",
                          "8",  "9",        "r2",   "infantry", "red", "3",  "8",        NULL };
  g_autoptr (StGame) game = mh_position ("DE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  guint rcap = mh_unit (game, "rcap");

  mh_do (game, state, "attack 8,8 from b1");
  g_assert_true (MH_ST (state)->captured & MH_BIT (rcap));
  mh_do (game, state, "done");
  mh_do (game, state, "end-phase");
  mh_do (game, state, "move r1 8,9-8,8");
  g_assert_false (MH_ST (state)->captured & MH_BIT (rcap));
}

static void
test_recapture_by_combat (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8",        "7",   "r1", "infantry", "red",
                          "9",  "9",        "r2",   "infantry", "red", "3",  "8",        NULL };
  g_autoptr (StGame) game = mh_position ("DE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  guint rcap = mh_unit (game, "rcap");

  mh_do (game, state, "attack 8,8 from b1");
  mh_do (game, state, "advance b1 8,7-8,8");
  mh_do (game, state, "end-phase");
  mh_do (game, state, "move r1 9,9-8,9");
  mh_do (game, state, "end-phase");
  g_assert_true (MH_ST (state)->captured & MH_BIT (rcap));
  mh_do (game, state, "attack 8,8 from r1");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "b1")), ==, -1);
  g_assert_false (MH_ST (state)->captured & MH_BIT (rcap));
}

/* b2 has spent its attack (as if on another hex); r1 stands in b2's ZOC but only
 * the units in Blue's capital hex could still attack it, and they are never
 * required to. */
static void
test_capital_units_never_required (void)
{
  const char *units[] = { "b1", "artillery", "blue", "1",        "1",   "b2", "infantry", "blue",
                          "2",  "2",         "r1",   "infantry", "red", "1",  "2",        NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = mh_at_combat (game);

  MH_ST (state)->attacked |= MH_BIT (mh_unit (game, "b2"));
  g_assert_true (mh_can (game, state, "end-phase"));
  g_assert_true (mh_can (game, state, "attack 1,2 from bcap b1"));
}

/* Blue's b1 holds Red's captured capital; its own attack ends in AR, it retreats
 * out of the hex, and the capital is recaptured at once. */
static void
test_recapture_by_own_ar (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8", "8", "r1", "infantry", "red", "8", "9", NULL };
  g_autoptr (StGame) game = mh_position ("AR", units);
  g_autoptr (StState) state = mh_at_combat (game);
  guint rcap = mh_unit (game, "rcap");

  MH_ST (state)->captured |= MH_BIT (rcap);
  mh_do (game, state, "attack 8,9 from b1");
  mh_do (game, state, "retreat b1 8,8-7,7");
  g_assert_false (MH_ST (state)->captured & MH_BIT (rcap));
}

/* The same with AE: b1 is eliminated by its own attack, and the capital is free. */
static void
test_recapture_by_own_ae (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8", "8", "r1", "infantry", "red", "8", "9", NULL };
  g_autoptr (StGame) game = mh_position ("AE", units);
  g_autoptr (StState) state = mh_at_combat (game);
  guint rcap = mh_unit (game, "rcap");

  MH_ST (state)->captured |= MH_BIT (rcap);
  mh_do (game, state, "attack 8,9 from b1");
  g_assert_cmpint (st_test_unit_place (game, state, mh_unit (game, "b1")), ==, -1);
  g_assert_false (MH_ST (state)->captured & MH_BIT (rcap));
}

/* Red's captured capital at 8,8 still has a ZOC: Blue's b2 moving next to it
 * stops there; and Blue's units may not enter its hex, even while Blue holds it. */
static void
test_captured_capital_zoc (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8", "8", "b2", "cavalry", "blue", "8", "5", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  guint rcap = mh_unit (game, "rcap");

  MH_ST (state)->captured |= MH_BIT (rcap);
  mh_movement_begin (MH_DEF (game), MH_ST (state), NULL);
  /* 8,7 is next to the capital: b2 may enter it but not go on to 9,7 (also next
   * to 8,8) nor past it. */
  g_assert_true (mh_can (game, state, "move b2 8,5-8,7"));
  g_assert_false (mh_can (game, state, "move b2 8,5-8,8"));
  g_assert_false (mh_can (game, state, "move b2 8,5-8,9"));
}

/* The supply of player found afresh, hex by hex, without the remembered floods
 * of mh_supplied (). */
static guint64
supplied_afresh (const MhDef *def, const MhState *st, int player)
{
  MhMaps  maps;
  guint8  allowed[ST_HEX_GRID_MAX_CELLS], reached[ST_HEX_GRID_MAX_CELLS];
  int     capital = st->cell[def->capital[player]];
  guint64 supplied = 0;
  guint   u;

  if (capital < 0 || (st->captured & MH_BIT (def->capital[player])))
    return 0;
  mh_build_maps (def, st, &maps);
  if (mh_besieged (def, st, &maps, player))
    return mh_units_in (def, st, capital, player);
  mh_supply_allowed (def, &maps, player, allowed);
  st_hex_grid_flood (&def->grid, capital, allowed, reached);
  MH_FOREACH (def->side_mask[player], u)
    if (st->cell[u] >= 0 && reached[st->cell[u]])
      supplied |= MH_BIT (u);
  return supplied;
}

/* mh_supplied () keeps, grows or repairs its last flood when a position
 * differs a little from the last one; the answer is the fresh flood's, for
 * every position of random games and every position one action away from
 * them (as the greedy player asks), on both bundled scenarios. So is
 * mh_supplied_among ()'s for some of the units, whose flood stops once they
 * are reached and goes on from there at the next question. */
static void
test_remembered_floods (void)
{
  const char *const files[] = { "data/scenarios/maneuver-basic.xml", "data/scenarios/maneuver-advanced.xml" };
  guint             checked = 0;

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autoptr (StGame) game = mh_fixture_load (files[f]);
      const MhDef *def = MH_DEF (game);
      StActionList list;

      st_action_list_init (&list);
      for (guint64 seed = 1; seed <= 4; seed++)
        {
          g_autoptr (StState) state = st_game_new_initial_state (game, seed);
          g_autoptr (StState) next = st_game_clone_state (game, state);
          StRng rng, ask;

          st_rng_seed (&rng, seed);
          st_rng_seed (&ask, seed + 100);
          while (!st_game_is_terminal (game, state))
            {
              st_game_legal_actions (game, state, &list);
              for (guint i = 0; i <= list.len; i++)
                {
                  MhMaps maps;

                  st_game_copy_state (game, next, state);
                  if (i < list.len)
                    st_game_apply (game, next, list.actions[i]);
                  mh_build_maps (def, MH_ST (next), &maps);
                  for (int p = 0; p < 2; p++)
                    {
                      guint64  fresh = supplied_afresh (def, MH_ST (next), p);
                      gboolean besieged = mh_besieged (def, MH_ST (next), &maps, p);
                      guint64  some =
                          def->side_mask[p] & (i % 2 == 0 ? st_rng_next (&ask) : ~st_rng_next (&ask));

                      /* A few units asked about (as a combat asks), stopping
                       * the flood early, then all of them. */
                      g_assert_cmphex (mh_supplied_among (def, MH_ST (next), &maps, p, besieged, some), ==,
                                       fresh & some);
                      g_assert_cmphex (mh_supplied (def, MH_ST (next), &maps, p), ==, fresh);
                    }
                  checked++;
                }
              st_game_apply (game, state, list.actions[st_rng_below (&rng, list.len)]);
            }
        }
      st_action_list_free (&list);
    }
  g_assert_cmpuint (checked, >, 1000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/maneuver-hex/[9] supply/an unsupplied unit has one less MA", test_unsupplied_ma);
  g_test_add_func ("/maneuver-hex/[9] supply/remembered floods give the fresh flood's answer",
                   test_remembered_floods);
  g_test_add_func ("/maneuver-hex/[9] supply/an unsupplied unit has two less CS in combat",
                   test_unsupplied_cs);
  g_test_add_func ("/maneuver-hex/[9] supply/a path may cross friendly-held hexes in an enemy ZOC",
                   test_path_through_friends);
  g_test_add_func ("/maneuver-hex/[9] supply/supply is checked as the movement phase begins",
                   test_checked_at_phase_start);
  g_test_add_func ("/maneuver-hex/[11] capital/a besieged capital supplies only the units in its hex",
                   test_besieged_supply);
  g_test_add_func ("/maneuver-hex/[10] replacements/one a turn from turn 2, at the capital, at full strength",
                   test_replacement);
  g_test_add_func ("/maneuver-hex/[10] replacements/none while the capital is besieged",
                   test_no_replacement_besieged);
  g_test_add_func ("/maneuver-hex/[10] replacements/none while the capital is captured",
                   test_no_replacement_captured);
  g_test_add_func ("/maneuver-hex/[11] capital/units in a capital's hex and the hex itself need not fight",
                   test_capital_not_required);
  g_test_add_func ("/maneuver-hex/[11] capital/DR is no effect for the capital's hex", test_capital_dr);
  g_test_add_func ("/maneuver-hex/[11] capital/AE is no effect for attackers in the capital's hex",
                   test_capital_ae);
  g_test_add_func ("/maneuver-hex/[11] capital/DE captures the capital, which then has no values",
                   test_capture);
  g_test_add_func ("/maneuver-hex/[11] capital/a friendly unit moving in recaptures the capital",
                   test_recapture_by_moving);
  g_test_add_func ("/maneuver-hex/[11] capital/eliminating the captors in combat recaptures the capital",
                   test_recapture_by_combat);
  g_test_add_func (
      "/maneuver-hex/[11] capital/the capital and the units in its hex are never required to attack",
      test_capital_units_never_required);
  g_test_add_func ("/maneuver-hex/[11] capital/recaptured the instant its captors retreat after their own AR",
                   test_recapture_by_own_ar);
  g_test_add_func (
      "/maneuver-hex/[11] capital/recaptured the instant its captors are eliminated by their own AE",
      test_recapture_by_own_ae);
  g_test_add_func ("/maneuver-hex/[11] capital/a captured capital keeps its ZOC and blocks enemy movement",
                   test_captured_capital_zoc);
  return g_test_run ();
}
