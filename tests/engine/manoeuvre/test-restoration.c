/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mo-fixture.h"

/* Rule 7: restoration and redoubts; the Guerrilla against a reinforcement. */

static StState *
at_restoration (const StGame *game)
{
  StState *state = mo_fx_state (game, MO_STEP_RESTORE, 0);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-hussars", 4, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 6);
  MO_ST (state)->reduced = MO_BIT (mo_fx_unit (game, "aurelia-guard"));
  return state;
}

static void
test_automatic (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_restoration (game);
  MoState *st = MO_ST (state);

  mo_fx_hand (game, state, "aurelia-supply", "aurelia-regroup", "aurelia-guard-card-1",
              "aurelia-hussars-card-1", "aurelia-redoubt", NULL);
  /* Supply, Regroup, or the matching unit card; never another unit's card. */
  g_assert_true (mo_fx_can (game, state, "play aurelia-supply restore aurelia-guard"));
  g_assert_true (mo_fx_can (game, state, "play aurelia-regroup restore aurelia-guard"));
  g_assert_true (mo_fx_can (game, state, "play aurelia-guard-card-1 restore aurelia-guard"));
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-hussars-card-1"), ==, 0);
  mo_fx_do (game, state, "play aurelia-guard-card-1 restore aurelia-guard");
  /* Borovia's deck has Guerrillas: he is asked. */
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  mo_fx_do (game, state, "pass");
  g_assert_false (st->reduced & MO_BIT (mo_fx_unit (game, "aurelia-guard")));
  /* One attempt, then at most one Redoubt. */
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-supply"), ==, 0);
  mo_fx_do (game, state, "play aurelia-redoubt redoubt aurelia-hussars");
  g_assert_true (st->redoubt & MO_BIT (mo_fx_unit (game, "aurelia-hussars")));
  /* The turn passes. */
  g_assert_cmpint (st_game_active_player (game, state), ==, 1);
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_DISCARD);
}

static void
test_guerrilla_reinforcement (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_restoration (game);
  MoState *st = MO_ST (state);

  mo_fx_hand (game, state, "aurelia-regroup", NULL);
  mo_fx_hand (game, state, "borovia-guerrilla", NULL);
  mo_fx_do (game, state, "play aurelia-regroup restore aurelia-guard");
  mo_fx_do (game, state, "play borovia-guerrilla guerrilla");
  g_assert_true (st->reduced & MO_BIT (mo_fx_unit (game, "aurelia-guard")));
  g_assert_cmpint (st->step, ==, MO_STEP_REDOUBT);
  g_assert_cmpint (st_game_current_player (game, state), ==, 0);
}

static void
test_guerrilla_unit_card (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_restoration (game);
  MoState *st = MO_ST (state);

  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-regroup", "aurelia-redoubt", NULL);
  mo_fx_hand (game, state, "borovia-guerrilla", NULL);
  /* 7: a reinforcement attempt with the unit's own card. */
  mo_fx_do (game, state, "play aurelia-guard-card-1 restore aurelia-guard");
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_RESTORATION);
  mo_fx_do (game, state, "play borovia-guerrilla guerrilla");
  /* Negated: the Guard stays reduced, the attempt is spent, a Redoubt may follow. */
  g_assert_true (st->reduced & MO_BIT (mo_fx_unit (game, "aurelia-guard")));
  g_assert_cmpint (st->step, ==, MO_STEP_REDOUBT);
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-regroup"), ==, 0);
  g_assert_true (mo_fx_can (game, state, "play aurelia-redoubt redoubt aurelia-guard"));
}

static void
test_rally (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  guint successes = 0;

  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr (StState) state = at_restoration (game);
      MoState *st = MO_ST (state);
      MoFxDice dice;
      int      die;

      st_game_reseed (game, state, seed);
      mo_fx_hand (game, state, "aurelia-valcourt", NULL);
      mo_fx_dice (state, &dice);
      die = mo_fx_roll (&dice, 1, 6);
      mo_fx_do (game, state, "play aurelia-valcourt rally aurelia-guard");
      /* A d6 in the Rally range (1-3); no Guerrilla can answer it. */
      g_assert_cmpint (st->res.die, ==, die);
      g_assert_cmpint (!(st->reduced & MO_BIT (mo_fx_unit (game, "aurelia-guard"))), ==, die <= 3);
      g_assert_cmpint (st->step, ==, MO_STEP_REDOUBT);
      successes += die <= 3;
    }
  g_assert_cmpuint (successes, >, 0);
}

static void
test_restricted_rally (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_restoration (game);

  MO_ST (state)->reduced |= MO_BIT (mo_fx_unit (game, "aurelia-hussars"));
  mo_fx_hand (game, state, "aurelia-tipu", "aurelia-samurai", NULL);
  g_assert_false (mo_fx_can (game, state, "play aurelia-tipu rally aurelia-guard"));
  g_assert_true (mo_fx_can (game, state, "play aurelia-tipu rally aurelia-hussars"));
  g_assert_true (mo_fx_can (game, state, "play aurelia-samurai rally aurelia-guard"));
  g_assert_false (mo_fx_can (game, state, "play aurelia-samurai rally aurelia-hussars"));
}

static void
test_unit_redoubt (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_restoration (game);
  MoState *st = MO_ST (state);

  mo_fx_hand (game, state, "aurelia-hussars-redoubt", NULL);
  g_assert_true (mo_fx_can (game, state, "play aurelia-hussars-redoubt redoubt aurelia-hussars"));
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-hussars-redoubt redoubt"), ==, 1);
  mo_fx_do (game, state, "play aurelia-hussars-redoubt redoubt aurelia-hussars");
  /* A redoubt adds 3 until its unit leaves the square. */
  g_assert_true (st->redoubt & MO_BIT (mo_fx_unit (game, "aurelia-hussars")));
  mo_move_unit (st, mo_fx_unit (game, "aurelia-hussars"), mo_fx_cell (game, 4, 2));
  g_assert_false (st->redoubt & MO_BIT (mo_fx_unit (game, "aurelia-hussars")));
}

static void
test_unit_redoubt_nationality (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_restoration (game);
  MoState *st = MO_ST (state);
  guint    hussars = mo_fx_unit (game, "aurelia-hussars");

  mo_fx_hand (game, state, "aurelia-lancers-redoubt", "aurelia-redoubt", NULL);
  /* The lancers are not on the board: only the hussars of the same nationality
   * may have the redoubt, not the Guard of another. */
  g_assert_true (mo_fx_can (game, state, "play aurelia-lancers-redoubt redoubt aurelia-hussars"));
  g_assert_false (mo_fx_can (game, state, "play aurelia-lancers-redoubt redoubt aurelia-lancers"));
  g_assert_false (mo_fx_can (game, state, "play aurelia-lancers-redoubt redoubt aurelia-guard"));
  /* Only one redoubt in a square at a time. */
  st->redoubt |= MO_BIT (hussars);
  g_assert_false (mo_fx_can (game, state, "play aurelia-lancers-redoubt redoubt aurelia-hussars"));
  g_assert_false (mo_fx_can (game, state, "play aurelia-redoubt redoubt aurelia-hussars"));
  st->redoubt = 0;
  mo_fx_put (game, state, "aurelia-lancers", 5, 3);
  g_assert_true (mo_fx_can (game, state, "play aurelia-lancers-redoubt redoubt aurelia-lancers"));
  /* It counts as the one Redoubt card of the turn: the turn ends. */
  mo_fx_do (game, state, "play aurelia-lancers-redoubt redoubt aurelia-hussars");
  g_assert_true (st->redoubt & MO_BIT (hussars));
  g_assert_cmpint (st->active, ==, 1);
  g_assert_false (mo_fx_can (game, state, "play aurelia-redoubt redoubt aurelia-guard"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manoeuvre/[7] supply, regroup or the unit's card restore; then one redoubt",
                   test_automatic);
  g_test_add_func ("/manoeuvre/[9.2] guerrilla negates a reinforcement", test_guerrilla_reinforcement);
  g_test_add_func ("/manoeuvre/[9.2] guerrilla negates a reinforcement with the unit's own card",
                   test_guerrilla_unit_card);
  g_test_add_func ("/manoeuvre/[7] a leader rallies on a d6 in its range", test_rally);
  g_test_add_func ("/manoeuvre/[9.1] restricted and single-unit leaders rally their units only",
                   test_restricted_rally);
  g_test_add_func ("/manoeuvre/[8] unit redoubt; a redoubt leaves with its unit", test_unit_redoubt);
  g_test_add_func (
      "/manoeuvre/[8] a unit redoubt goes under the infantry or cavalry unit of that nationality, "
      "on the board; it counts as the one redoubt card per turn",
      test_unit_redoubt_nationality);
  return g_test_run ();
}
