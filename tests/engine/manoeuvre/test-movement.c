/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mo-fixture.h"

/* Rule 5: movement, Advance to Contact, Digging In, Supply, Forced March, Banzai
 * Charge, and the Guerrilla that negates them (9.2). */

static StState *
at_movement (const StGame *game)
{
  StState *state = mo_fx_state (game, MO_STEP_MOVE, 0);

  mo_fx_hand (game, state, "aurelia-regroup", NULL);
  return state;
}

static void
test_basic_moves (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_movement (game);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-hussars", 0, 0);
  mo_fx_put (game, state, "aurelia-line-1", 1, 0);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  /* Infantry: one square, never diagonally, never onto a unit. */
  g_assert_true (mo_fx_can (game, state, "move aurelia-guard 3,3-2,3"));
  g_assert_true (mo_fx_can (game, state, "move aurelia-guard 3,3-3,2"));
  g_assert_false (mo_fx_can (game, state, "move aurelia-guard 3,3-3,4"));
  g_assert_false (mo_fx_can (game, state, "move aurelia-guard 3,3-4,4"));
  g_assert_false (mo_fx_can (game, state, "move aurelia-guard 3,3-3,1"));
  g_assert_cmpuint (mo_fx_count (game, state, "move aurelia-guard"), ==, 3);
  /* Cavalry: one or two squares, not through the unit at 1,0, not off the map. */
  g_assert_true (mo_fx_can (game, state, "move aurelia-hussars 0,0-0,1"));
  g_assert_true (mo_fx_can (game, state, "move aurelia-hussars 0,0-0,2"));
  g_assert_true (mo_fx_can (game, state, "move aurelia-hussars 0,0-1,1"));
  g_assert_false (mo_fx_can (game, state, "move aurelia-hussars 0,0-2,0"));
  g_assert_cmpuint (mo_fx_count (game, state, "move aurelia-hussars"), ==, 3);
  /* Exactly one unit moves. */
  mo_fx_do (game, state, "move aurelia-guard 3,3-2,3");
  g_assert_cmpuint (mo_fx_count (game, state, "move "), ==, 0);
  g_assert_true (mo_fx_can (game, state, "end-phase"));
}

static void
test_terrain (void)
{
  const char *const terrain[] = { "0,1", "woods", "1,0", "lake", "2,1", "marsh", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = at_movement (game);

  mo_fx_put (game, state, "aurelia-hussars", 0, 0);
  mo_fx_put (game, state, "aurelia-lancers", 1, 1);
  /* Woods stop cavalry; lakes cannot be entered. */
  g_assert_true (mo_fx_can (game, state, "move aurelia-hussars 0,0-0,1"));
  g_assert_false (mo_fx_can (game, state, "move aurelia-hussars 0,0-0,2"));
  g_assert_false (mo_fx_can (game, state, "move aurelia-hussars 0,0-1,0"));
  /* Marsh stops cavalry too; no backtracking to the start. */
  g_assert_true (mo_fx_can (game, state, "move aurelia-lancers 1,1-2,1"));
  g_assert_false (mo_fx_can (game, state, "move aurelia-lancers 1,1-3,1"));
  g_assert_false (mo_fx_can (game, state, "move aurelia-lancers 1,1-1,1"));
  g_assert_true (mo_fx_can (game, state, "move aurelia-lancers 1,1-1,3"));
}

static void
test_advance_to_contact (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  MoState *st = MO_ST (state);

  mo_fx_do (game, state, "discard none");
  if (st->step == MO_STEP_DRAW)
    mo_fx_do (game, state, "end-phase");
  g_assert_cmpint (st->moves_required, ==, 3);
  st->turn = 2;
  mo_movement_begin (MO_DEF (game), st);
  g_assert_cmpint (st->moves_required, ==, 2);
  st->turn = 3;
  mo_movement_begin (MO_DEF (game), st);
  g_assert_cmpint (st->moves_required, ==, 1);
}

/* The note on the refused End Movement: before any move it offers digging in;
 * after one of the moves the advance to contact requires, it asks for the
 * rest (it used to say "You must move a unit" still). */
static void
test_must_move_note (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_movement (game);
  StPrompt         prompt;
  g_autofree char *before = NULL, *after = NULL;

  MO_ST (state)->moves_required = MO_ST (state)->moves_allowed = 2;
  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-line-1", 5, 3);
  st_game_prompt (game, state, NULL, &prompt);
  before = g_steal_pointer (&prompt.pass_note);
  st_prompt_clear (&prompt);
  mo_fx_do (game, state, "move aurelia-guard 3,3-3,2");
  g_assert_false (mo_fx_can (game, state, "dig-in"));
  st_game_prompt (game, state, NULL, &prompt);
  after = g_steal_pointer (&prompt.pass_note);
  st_prompt_clear (&prompt);
  g_assert_nonnull (before);
  g_assert_nonnull (after);
  g_assert_cmpstr (before, !=, after);
  g_assert_nonnull (strstr (after, "1"));
}

static void
test_must_move (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_movement (game);

  MO_ST (state)->moves_required = MO_ST (state)->moves_allowed = 2;
  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-line-1", 5, 3);
  g_assert_false (mo_fx_can (game, state, "end-phase"));
  mo_fx_do (game, state, "move aurelia-guard 3,3-3,2");
  g_assert_false (mo_fx_can (game, state, "end-phase"));
  mo_fx_do (game, state, "move aurelia-line-1 5,3-5,2");
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_MOVEMENT);
  mo_fx_do (game, state, "end-phase");
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_COMBAT);
}

static void
test_dig_in (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_movement (game);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_hand (game, state, "aurelia-supply", "aurelia-spy", NULL);
  mo_fx_do (game, state, "dig-in");
  g_assert_cmpint (st->n_hand[0], ==, 0);
  g_assert_cmpint (st->n_discard[0], ==, 3);
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_COMBAT);
}

static void
test_supply (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_movement (game);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-line-1", 5, 3);
  mo_fx_hand (game, state, "aurelia-supply", "aurelia-supply", NULL);
  mo_fx_do (game, state, "move aurelia-guard 3,3-3,2");
  mo_fx_do (game, state, "play aurelia-supply supply");
  /* Borovia's deck holds Guerrillas: Borovia is asked, whatever his hand. */
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  g_assert_cmpint (st_game_active_player (game, state), ==, 0);
  mo_fx_do (game, state, "pass");
  g_assert_true (mo_fx_can (game, state, "move aurelia-line-1 5,3-5,2"));
  /* One Supply a phase. */
  g_assert_false (mo_fx_can (game, state, "play aurelia-supply supply"));
  mo_fx_do (game, state, "move aurelia-line-1 5,3-5,2");
  g_assert_cmpint (st->moves_done, ==, 2);
}

static void
test_guerrilla_supply (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_movement (game);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-line-1", 5, 3);
  mo_fx_put (game, state, "borovia-militia", 0, 7);
  mo_fx_hand (game, state, "aurelia-supply", NULL);
  mo_fx_hand (game, state, "borovia-guerrilla", "borovia-militia-guerrillas", NULL);
  mo_fx_do (game, state, "move aurelia-guard 3,3-3,2");
  mo_fx_do (game, state, "play aurelia-supply supply");
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  /* The Indian-style card with "Guerrillas" works while its unit is on the map. */
  g_assert_true (mo_fx_can (game, state, "play borovia-militia-guerrillas guerrilla"));
  mo_fx_do (game, state, "play borovia-guerrilla guerrilla");
  g_assert_cmpint (st_game_current_player (game, state), ==, 0);
  g_assert_false (mo_fx_can (game, state, "move aurelia-line-1 5,3-5,2"));
  g_assert_cmpint (st->moves_allowed, ==, 1);
  g_assert_cmpint (st->n_hand[1], ==, 1);
}

static void
test_forced_march (void)
{
  const char *const terrain[] = { "3,3", "hills", "5,3", "field", "6,3", "marsh", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = at_movement (game);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-line-1", 5, 3);
  mo_fx_hand (game, state, "aurelia-forced-march", "aurelia-forced-march", "aurelia-supply", NULL);
  mo_fx_do (game, state, "move aurelia-guard 3,3-3,2");
  /* One more square, back to the start included. */
  g_assert_true (mo_fx_can (game, state, "play aurelia-forced-march forced-march aurelia-guard 3,3"));
  mo_fx_do (game, state, "play aurelia-forced-march forced-march aurelia-guard 3,1");
  mo_fx_do (game, state, "pass");
  g_assert_cmpint (MO_ST (state)->cell[mo_fx_unit (game, "aurelia-guard")], ==, mo_fx_cell (game, 3, 1));
  /* One Forced March a unit. */
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-forced-march"), ==, 0);
  /* Not from a field. */
  mo_fx_do (game, state, "play aurelia-supply supply");
  mo_fx_do (game, state, "pass");
  mo_fx_do (game, state, "move aurelia-line-1 5,3-5,2");
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-forced-march"), ==, 0);
}

static void
test_banzai (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_movement (game);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-line-1", 5, 3);
  mo_fx_hand (game, state, "aurelia-banzai", NULL);
  mo_fx_do (game, state, "play aurelia-banzai banzai-charge");
  /* Two units, two squares each, infantry included. */
  mo_fx_do (game, state, "move aurelia-guard 3,3-3,5");
  mo_fx_do (game, state, "move aurelia-line-1 5,3-4,4");
  g_assert_cmpuint (mo_fx_count (game, state, "move "), ==, 0);
}

static void
test_banzai_advance_to_contact (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_movement (game);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 1);
  mo_fx_put (game, state, "aurelia-line-1", 5, 1);
  mo_fx_put (game, state, "aurelia-line-2", 1, 1);
  /* The first game turn: Advance to Contact asks for three units. */
  st->turn = 1;
  mo_movement_begin (MO_DEF (game), st);
  mo_fx_hand (game, state, "aurelia-banzai", NULL);
  g_assert_cmpint (st->moves_required, ==, 3);
  /* 9.2: the Banzai Charge overrides it: two units, two squares each. */
  mo_fx_do (game, state, "play aurelia-banzai banzai-charge");
  mo_fx_do (game, state, "move aurelia-guard 3,1-3,3");
  g_assert_true (mo_fx_can (game, state, "end-phase"));
  mo_fx_do (game, state, "move aurelia-line-1 5,1-5,3");
  g_assert_cmpuint (mo_fx_count (game, state, "move "), ==, 0);
  g_assert_cmpint (st->cell[mo_fx_unit (game, "aurelia-line-2")], ==, mo_fx_cell (game, 1, 1));
  mo_fx_do (game, state, "end-phase");
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_COMBAT);
}

static void
test_guerrilla_forced_march (void)
{
  const char *const terrain[] = { "3,3", "hills", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = at_movement (game);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_hand (game, state, "aurelia-forced-march", "aurelia-forced-march", NULL);
  mo_fx_hand (game, state, "borovia-guerrilla", NULL);
  mo_fx_do (game, state, "move aurelia-guard 3,3-3,2");
  mo_fx_do (game, state, "play aurelia-forced-march forced-march aurelia-guard 3,1");
  /* Borovia answers in Aurelia's movement phase. */
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_MOVEMENT);
  mo_fx_do (game, state, "play borovia-guerrilla guerrilla");
  /* The march is negated, both cards are discarded, and it still counts as the
   * unit's Forced March: no second one. */
  g_assert_cmpint (st->cell[mo_fx_unit (game, "aurelia-guard")], ==, mo_fx_cell (game, 3, 2));
  g_assert_cmpint (st->n_discard[0], ==, 1);
  g_assert_cmpint (st->n_discard[1], ==, 1);
  g_assert_cmpint (st_game_current_player (game, state), ==, 0);
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-forced-march"), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manoeuvre/[5] infantry 1, cavalry 1-2, no diagonals, not through units",
                   test_basic_moves);
  g_test_add_func ("/manoeuvre/[5] terrain: woods and marsh stop cavalry, lakes impassable", test_terrain);
  g_test_add_func ("/manoeuvre/[5] advance to contact: 3, 2, then 1 unit", test_advance_to_contact);
  g_test_add_func ("/manoeuvre/[5] the refused End Movement says how many units must still move",
                   test_must_move_note);
  g_test_add_func ("/manoeuvre/[5] the required units must move", test_must_move);
  g_test_add_func ("/manoeuvre/[5] digging in discards the whole hand", test_dig_in);
  g_test_add_func ("/manoeuvre/[5] supply moves a second unit, one a phase", test_supply);
  g_test_add_func ("/manoeuvre/[9.2] guerrilla negates supply in the opponent's turn", test_guerrilla_supply);
  g_test_add_func ("/manoeuvre/[5] forced march: one more square, not from field or marsh, one a unit",
                   test_forced_march);
  g_test_add_func ("/manoeuvre/[9.2] banzai charge: two units two squares", test_banzai);
  g_test_add_func ("/manoeuvre/[9.2] banzai charge overrides advance to contact",
                   test_banzai_advance_to_contact);
  g_test_add_func ("/manoeuvre/[9.2] guerrilla negates a forced march", test_guerrilla_forced_march);
  return g_test_run ();
}
