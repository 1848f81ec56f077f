/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "engine/st-player.h"
#include "mh-fixture.h"

/* The AI players do not punish themselves by the rules: the greedy player never
 * over-stacks, only to remove its own units at the end of the phase (rule [6]). */

static gboolean
is_removal (const StGame *game, const StState *state, StAction action)
{
  g_autofree char *text = st_game_action_to_text (game, state, action);

  return g_str_has_prefix (text, "remove");
}

/* Plays greedy moves for the player to act until the other player acts; counts
 * the removals it chose. */
static guint
greedy_turn (const StGame *game, StState *state, StPlayer *greedy)
{
  int   me = st_game_current_player (game, state);
  guint removals = 0;

  while (!st_game_is_terminal (game, state) && st_game_current_player (game, state) == me)
    {
      StAction action = st_test_choose (greedy, game, state);

      removals += is_removal (game, state, action);
      st_game_apply (game, state, action);
    }
  return removals;
}

static void
test_greedy_never_overstacks (void)
{
  /* Three infantry side by side, an enemy to march on: stacking two in the hex
   * nearest the enemy looks like progress one move at a time. */
  const char *units[] = { "b1", "infantry", "blue",     "3",       "4",   "b2", "infantry", "blue",     "4",
                          "4",  "b3",       "infantry", "blue",    "5",   "4",  "r1",       "infantry", "red",
                          "4",  "8",        "r2",       "cavalry", "red", "6",  "8",        NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  StPlayerOptions options;

  st_player_options_init (&options, ST_PLAYER_GREEDY);
  for (guint64 seed = 1; seed <= 8; seed++)
    {
      g_autoptr (StState) state = st_game_new_initial_state (game, seed);
      g_autoptr (StPlayer) greedy = st_player_new (game, &options, seed);

      g_assert_cmpuint (greedy_turn (game, state, greedy), ==, 0);
    }
}

static void
test_greedy_keeps_its_units (void)
{
  g_autoptr (StGame) game = mh_fixture_load ("data/scenarios/maneuver-basic.xml");
  StPlayerOptions options;
  guint           removals = 0;

  st_player_options_init (&options, ST_PLAYER_GREEDY);
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr (StState) state = st_game_new_initial_state (game, seed);
      g_autoptr (StPlayer) blue = st_player_new (game, &options, seed);
      g_autoptr (StPlayer) red = st_player_new (game, &options, seed + 100);

      /* Each side's first two turns, where the old greedy player removed a third
       * of its own army. */
      for (int turn = 0; turn < 8 && !st_game_is_terminal (game, state); turn++)
        removals += greedy_turn (game, state, st_game_current_player (game, state) == 0 ? blue : red);
    }
  g_assert_cmpuint (removals, <=, 2);
}

/* Issue 23, eighth session: greedy moving first massed its army beside MCTS's
 * capital and took it by a DE in its next combat phase. Two red infantry stand
 * two hexes from Blue's capital (1,1), 8 against the capital's 4: a DE in 21 of
 * 36 rolls on the bundled scenarios' table. Blue's only infantry, three hexes
 * south, moves back into the capital's hex (8 against 8: 3 rolls in 36) rather
 * than on towards Red's capital. */
static const char *const threatened_units[] = {
  "b1", "infantry", "blue", "1",        "4",   "r1", "infantry", "red",
  "3",  "1",        "r2",   "infantry", "red", "2",  "0",        NULL,
};

/* The bundled scenarios' table ([8]): DE from +4, DR +2 and +3, NE 0 and +1,
 * AR -1 and -2, AE -3 and below. */
static void
bundled_crt (StScenario *s)
{
  const StCrtRow rows[] = {
    { TRUE, FALSE, 4, 0, ST_CRT_DE },  { TRUE, TRUE, 2, 3, ST_CRT_DR },   { TRUE, TRUE, 0, 1, ST_CRT_NE },
    { TRUE, TRUE, -2, -1, ST_CRT_AR }, { FALSE, TRUE, 0, -3, ST_CRT_AE },
  };

  g_array_set_size (s->crt, 0);
  g_array_append_vals (s->crt, rows, G_N_ELEMENTS (rows));
}

static void
test_greedy_covers_a_threatened_capital (void)
{
  StScenario *scenario = mh_position_scenario ("NE", threatened_units);
  g_autoptr (StGame) game = NULL;
  const MhDef    *def;
  StPlayerOptions options;
  guint           b1;

  bundled_crt (scenario);
  game = mh_fixture_game (scenario);
  def = MH_DEF (game);
  b1 = mh_unit (game, "b1");
  st_player_options_init (&options, ST_PLAYER_GREEDY);
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr (StState) state = st_game_new_initial_state (game, seed);
      g_autoptr (StPlayer) greedy = st_player_new (game, &options, seed);

      g_assert_cmpint (MH_ST (state)->active, ==, 0);
      g_assert_cmpint (MH_ST (state)->phase, ==, MH_MOVEMENT);
      while (MH_ST (state)->phase == MH_MOVEMENT && MH_ST (state)->active == 0)
        st_game_apply (game, state, st_test_choose (greedy, game, state));
      g_assert_cmpint (MH_ST (state)->cell[b1], ==, MH_ST (state)->cell[def->capital[0]]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/maneuver-hex/ai/[6] greedy never over-stacks to remove its own units",
                   test_greedy_never_overstacks);
  g_test_add_func ("/maneuver-hex/ai/[6] greedy keeps its army in the bundled scenario",
                   test_greedy_keeps_its_units);
  g_test_add_func ("/maneuver-hex/ai/[11] greedy covers a capital the enemy beside it threatens",
                   test_greedy_covers_a_threatened_capital);
  return g_test_run ();
}
