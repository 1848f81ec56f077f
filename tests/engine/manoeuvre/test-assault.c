/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mo-fixture.h"

/* 6.1 Assault and Ambush, 6.5 supporting units, 6.6 results, retreat and advance,
 * 6.7 pursuit. Aurelia (top edge) attacks; Borovia retreats towards the bottom. */

static StState *
at_combat (const StGame *game)
{
  return mo_fx_state (game, MO_STEP_DECLARE, 0);
}

static guint
unit (const StGame *game, const char *id)
{
  return mo_fx_unit (game, id);
}

static void
test_assault_needs (void)
{
  const char *const terrain[] = { "5,3", "marsh", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = at_combat (game);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-line-1", 5, 3);
  mo_fx_put (game, state, "aurelia-fusiliers", 0, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  mo_fx_put (game, state, "borovia-militia", 5, 4);
  mo_fx_put (game, state, "borovia-jaegers", 1, 4);
  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-line-1-card-1", "aurelia-fusiliers-card-2",
              "aurelia-foot-artillery-card-2", NULL);
  /* A matching card with an Attack value, against an adjacent enemy. */
  g_assert_true (mo_fx_can (game, state, "play aurelia-guard-card-1 assault 3,4"));
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-guard-card-1 assault"), ==, 1);
  /* Not from a marsh. */
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-line-1-card-1 assault"), ==, 0);
  /* Not diagonally, and not with a card without Attack. */
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-fusiliers-card-2"), ==, 0);
  /* No combat at all is allowed too. */
  g_assert_true (mo_fx_can (game, state, "end-phase"));
}

static void
test_steps (void)
{
  const char *const terrain[] = { "3,3", "hills", "3,4", "town", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = at_combat (game);
  MoState *st = MO_ST (state);
  MoFxDice dice;
  int      attack, defense;

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  st->redoubt = MO_BIT (unit (game, "borovia-old-guard"));
  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-guard-card-2", "aurelia-valcourt", "aurelia-aste",
              NULL);
  mo_fx_hand (game, state, "borovia-old-guard-card-1", "borovia-withdraw", "borovia-voss", "borovia-lehar",
              NULL);
  mo_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
  /* Step 3: the defender may withdraw. Step 4: unit cards and one leader. */
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  g_assert_true (mo_fx_can (game, state, "play borovia-withdraw withdraw"));
  mo_fx_do (game, state, "play borovia-old-guard-card-1 defend");
  g_assert_false (mo_fx_can (game, state, "play borovia-withdraw withdraw"));
  mo_fx_do (game, state, "play borovia-voss leader-combat");
  g_assert_false (mo_fx_can (game, state, "play borovia-lehar leader-combat"));
  mo_fx_do (game, state, "end-phase");
  /* Step 5: the attacker's unit cards and one leader. */
  g_assert_cmpint (st_game_current_player (game, state), ==, 0);
  mo_fx_do (game, state, "play aurelia-guard-card-2 attack");
  mo_fx_do (game, state, "pass");
  mo_fx_do (game, state, "play aurelia-aste leader-combat");
  g_assert_false (mo_fx_can (game, state, "play aurelia-valcourt leader-combat"));
  /* Step 6: totals, in the order the engine rolls. */
  mo_fx_dice (state, &dice);
  attack = 5 + 1 + mo_fx_roll (&dice, 2, 8) + mo_fx_roll (&dice, 1, 10) + mo_fx_roll (&dice, 1, 10);
  defense = 5 + 2 + 3 + mo_fx_roll (&dice, 1, 6) + mo_fx_roll (&dice, 1, 8);
  mo_fx_do (game, state, "end-phase");
  g_assert_cmpint (st->res.attack_total, ==, attack);
  g_assert_cmpint (st->res.defense_total, ==, defense);
}

static void
test_guerrilla_combat_card (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-guard-card-2", NULL);
  mo_fx_hand (game, state, "borovia-guerrilla", NULL);
  mo_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
  /* Not the card that started the combat: Borovia defends as usual. */
  g_assert_cmpint (st->step, ==, MO_STEP_DEFEND);
  mo_fx_do (game, state, "end-phase");
  mo_fx_do (game, state, "play aurelia-guard-card-2 attack");
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  mo_fx_do (game, state, "play borovia-guerrilla guerrilla");
  g_assert_cmpint (st->step, ==, MO_STEP_ATTACK);
  g_assert_cmpint (st->combat.n_att, ==, 1);
}

static void
test_supporting_units (void)
{
  const char *const terrain[] = { "3,5", "marsh", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = at_combat (game);
  MoState *st = MO_ST (state);
  MoFxDice dice;
  int      attack;

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-line-1", 2, 4);
  mo_fx_put (game, state, "aurelia-line-2", 4, 4);
  mo_fx_put (game, state, "aurelia-fusiliers", 3, 5);
  mo_fx_put (game, state, "aurelia-lancers", 0, 0);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-valcourt", "aurelia-line-1-card-1", NULL);
  mo_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
  mo_fx_do (game, state, "end-phase");
  g_assert_cmpuint (mo_fx_count (game, state, "support"), ==, 0);
  mo_fx_do (game, state, "play aurelia-valcourt leader-command");
  /* Adjacent to the defender, not in a marsh, not the far lancers. */
  g_assert_true (mo_fx_can (game, state, "support aurelia-line-1"));
  g_assert_true (mo_fx_can (game, state, "support aurelia-line-2"));
  g_assert_false (mo_fx_can (game, state, "support aurelia-fusiliers"));
  g_assert_false (mo_fx_can (game, state, "support aurelia-lancers"));
  /* Command 2: one supporting unit. */
  mo_fx_do (game, state, "support aurelia-line-1");
  g_assert_cmpuint (mo_fx_count (game, state, "support"), ==, 0);
  /* A unit card for the supporting unit adds its dice. */
  mo_fx_do (game, state, "play aurelia-line-1-card-1 attack");
  mo_fx_do (game, state, "pass");
  mo_fx_dice (state, &dice);
  attack = 5 + 4 + mo_fx_roll (&dice, 2, 8) + mo_fx_roll (&dice, 1, 8);
  mo_fx_do (game, state, "end-phase");
  g_assert_cmpint (st->res.attack_total, ==, attack);
  if (st->res.outcome == MO_OUT_ATTACKER_HIT)
    g_assert_true ((st->reduced & MO_BIT (unit (game, "aurelia-line-1"))) != 0);
}

static void
test_retreat_order (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_combat (game);
  const MoDef *def = MO_DEF (game);
  MoState     *st = MO_ST (state);
  guint        d = unit (game, "borovia-old-guard");
  gint16       options[4];

  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  /* Towards the own edge first. */
  g_assert_cmpuint (mo_retreat_options (def, st, d, options), ==, 1);
  g_assert_cmpint (options[0], ==, mo_fx_cell (game, 3, 5));
  /* Then either flank. */
  mo_fx_put (game, state, "borovia-militia", 3, 5);
  g_assert_cmpuint (mo_retreat_options (def, st, d, options), ==, 2);
  /* Then forward, if the flanks are blocked. */
  mo_fx_put (game, state, "aurelia-line-1", 2, 4);
  mo_fx_put (game, state, "aurelia-line-2", 4, 4);
  mo_fx_put (game, state, "aurelia-guard", 0, 0);
  g_assert_cmpuint (mo_retreat_options (def, st, d, options), ==, 1);
  g_assert_cmpint (options[0], ==, mo_fx_cell (game, 3, 3));
  /* Else none: the unit would be eliminated. */
  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  g_assert_cmpuint (mo_retreat_options (def, st, d, options), ==, 0);
  /* The map edge blocks like a unit. */
  mo_fx_put (game, state, "borovia-jaegers", 0, 7);
  mo_fx_put (game, state, "borovia-pikemen", 1, 7);
  g_assert_cmpuint (mo_retreat_options (def, st, unit (game, "borovia-jaegers"), options), ==, 1);
  g_assert_cmpint (options[0], ==, mo_fx_cell (game, 0, 6));
}

static void
test_retreat_choice_eliminates (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_combat (game);
  MoState *st = MO_ST (state);
  guint    d = unit (game, "borovia-old-guard");

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-line-1", 2, 4);
  mo_fx_put (game, state, "aurelia-line-2", 4, 4);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  mo_fx_put (game, state, "borovia-militia", 3, 5);
  st->combat = (MoCombat){ .kind = MO_ACT_ASSAULT,
                           .attacker = (guint8) unit (game, "aurelia-guard"),
                           .defender = (guint8) d,
                           .def_cell = (gint16) mo_fx_cell (game, 3, 4),
                           .att_leader = MO_NONE,
                           .def_leader = MO_NONE,
                           .retreating = MO_NONE };
  mo_outcome_apply (MO_DEF (game), st, MO_OUT_ATTACKER_CHOOSES);
  g_assert_cmpint (st_game_current_player (game, state), ==, 0);
  /* 6.6: choosing a retreat the unit cannot make eliminates it. */
  mo_fx_do (game, state, "retreat");
  g_assert_true (st->eliminated & MO_BIT (d));
  g_assert_cmpint (st->step, ==, MO_STEP_ADVANCE);
}

static void
test_withdraw_advance_pursuit (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_combat (game);
  MoState *st = MO_ST (state);
  guint    d = unit (game, "borovia-old-guard"), h = unit (game, "aurelia-hussars");
  MoFxDice dice;
  int      roll;

  mo_fx_put (game, state, "aurelia-hussars", 3, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  mo_fx_hand (game, state, "aurelia-hussars-card-1", NULL);
  mo_fx_hand (game, state, "borovia-withdraw", NULL);
  mo_fx_do (game, state, "play aurelia-hussars-card-1 assault 3,4");
  mo_fx_do (game, state, "play borovia-withdraw withdraw");
  g_assert_cmpint (st->cell[d], ==, mo_fx_cell (game, 3, 5));
  /* The attacking unit must advance; no further cards. */
  g_assert_cmpint (st->step, ==, MO_STEP_ADVANCE);
  g_assert_false (mo_fx_can (game, state, "end-phase"));
  mo_fx_dice (state, &dice);
  roll = mo_fx_roll (&dice, 1, 6);
  mo_fx_do (game, state, "advance aurelia-hussars 3,3-3,4");
  g_assert_cmpint (st->cell[h], ==, mo_fx_cell (game, 3, 4));
  /* 6.7: one pursuit roll for the card, a hit on 1-2. */
  g_assert_cmpint (st->res.n_pursuit, ==, 1);
  g_assert_cmpint (st->res.pursuit[0] & 0x7f, ==, roll);
  g_assert_cmpint ((st->reduced & MO_BIT (d)) != 0, ==, roll <= 2);
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_RESTORATION);
}

static void
test_pursuit_leader (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_combat (game);
  MoState *st = MO_ST (state);
  guint    d = unit (game, "borovia-militia");
  int      hits = 0;

  for (guint64 seed = 1; seed <= 20; seed++)
    {
      MoFxDice dice;
      int      expected = 0;

      st_game_reseed (game, state, seed);
      st->reduced = st->eliminated = 0;
      memset (st->n_hand, 0, sizeof st->n_hand);
      memset (st->n_discard, 0, sizeof st->n_discard);
      st->step = MO_STEP_DECLARE;
      st->actor = st->active = 0;
      mo_fx_put (game, state, "aurelia-hussars", 3, 3);
      mo_fx_put (game, state, "borovia-militia", 3, 4);
      mo_fx_hand (game, state, "aurelia-hussars-card-1", "aurelia-hussars-card-2", "aurelia-orsini", NULL);
      mo_fx_hand (game, state, "borovia-withdraw", NULL);
      mo_fx_do (game, state, "play aurelia-hussars-card-1 assault 3,4");
      mo_fx_do (game, state, "play borovia-withdraw withdraw");
      /* Withdrawn: the attacker plays no more cards, so only one pursuit roll. */
      mo_fx_dice (state, &dice);
      expected = mo_fx_roll (&dice, 1, 6) <= 2;
      mo_fx_do (game, state, "advance aurelia-hussars 3,3-3,4");
      g_assert_cmpint ((st->reduced & MO_BIT (d)) != 0, ==, expected);
      hits += expected;
    }
  g_assert_cmpint (hits, >, 0);
}

static void
test_not_required_to_advance (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_combat (game);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-hussars", 3, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  mo_fx_hand (game, state, "aurelia-hussars-card-2", NULL);
  mo_fx_hand (game, state, "borovia-withdraw", NULL);
  mo_fx_do (game, state, "play aurelia-hussars-card-2 assault 3,4");
  mo_fx_do (game, state, "play borovia-withdraw withdraw");
  g_assert_cmpint (st->step, ==, MO_STEP_ADVANCE);
  g_assert_true (mo_fx_can (game, state, "end-phase"));
  mo_fx_do (game, state, "end-phase");
  g_assert_cmpint (st->cell[unit (game, "aurelia-hussars")], ==, mo_fx_cell (game, 3, 3));
}

static void
test_us_withdraw (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = at_combat (game);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  mo_fx_hand (game, state, "aurelia-guard-card-1", NULL);
  mo_fx_hand (game, state, "borovia-old-guard-withdraw", NULL);
  mo_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
  /* 8: a unit card with a Withdraw range rolls; 1-6 always succeeds. */
  mo_fx_do (game, state, "play borovia-old-guard-withdraw withdraw-roll");
  g_assert_true (st->res.success);
  g_assert_cmpint (st->cell[unit (game, "borovia-old-guard")], ==, mo_fx_cell (game, 3, 5));
  g_assert_cmpint (st->step, ==, MO_STEP_ADVANCE);
}

static void
test_ambush (void)
{
  const char *const terrain[] = { "6,6", "hills", "6,5", "hills", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = at_combat (game);
  MoState *st = MO_ST (state);
  MoFxDice dice;
  int      attack, defense;

  mo_fx_put (game, state, "aurelia-guard", 0, 0);
  mo_fx_put (game, state, "aurelia-line-1", 6, 5);
  mo_fx_put (game, state, "borovia-old-guard", 6, 6);
  mo_fx_put (game, state, "borovia-militia", 1, 7);
  mo_fx_hand (game, state, "aurelia-ambush", "aurelia-skirmish", "aurelia-valcourt", "aurelia-line-1-card-1",
              NULL);
  /* Any enemy unit. */
  g_assert_true (mo_fx_can (game, state, "play aurelia-ambush ambush 1,7"));
  mo_fx_do (game, state, "play aurelia-ambush ambush 6,6");
  mo_fx_do (game, state, "end-phase");
  /* No Skirmish with an Ambush; a leader may bring in adjacent units. */
  g_assert_false (mo_fx_can (game, state, "play aurelia-skirmish skirmish"));
  mo_fx_do (game, state, "play aurelia-valcourt leader-command");
  mo_fx_do (game, state, "support aurelia-line-1");
  mo_fx_do (game, state, "play aurelia-line-1-card-1 attack");
  mo_fx_do (game, state, "pass");
  mo_fx_dice (state, &dice);
  /* The supporting unit's Hills (+1) do not count: an ambush originates in the
   * defender's square. The defender's Hills (+2) do. */
  attack = 4 + mo_fx_roll (&dice, 2, 6) + mo_fx_roll (&dice, 1, 8);
  defense = 5 + 2;
  mo_fx_do (game, state, "end-phase");
  g_assert_cmpint (st->res.attack_total, ==, attack);
  g_assert_cmpint (st->res.defense_total, ==, defense);
  /* No advance after an ambush. */
  g_assert_true (st->step != MO_STEP_ADVANCE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manoeuvre/[6.1 step 1] assault: matching attack card, adjacent, not from marsh",
                   test_assault_needs);
  g_test_add_func ("/manoeuvre/[6.1 steps 3-6] withdraw, defender's cards, attacker's cards, totals",
                   test_steps);
  g_test_add_func ("/manoeuvre/[7 FAQ] guerrilla negates a later unit card in combat",
                   test_guerrilla_combat_card);
  g_test_add_func ("/manoeuvre/[6.5] supporting units from a leader's command", test_supporting_units);
  g_test_add_func ("/manoeuvre/[6.6] retreat: own edge, a flank, forward, else eliminated",
                   test_retreat_order);
  g_test_add_func ("/manoeuvre/[6.6] a retreat the unit cannot make eliminates it",
                   test_retreat_choice_eliminates);
  g_test_add_func ("/manoeuvre/[6.1 step 3] withdraw, advance after combat and pursuit",
                   test_withdraw_advance_pursuit);
  g_test_add_func ("/manoeuvre/[6.7] pursuit rolls per card", test_pursuit_leader);
  g_test_add_func ("/manoeuvre/[8] not required to advance", test_not_required_to_advance);
  g_test_add_func ("/manoeuvre/[8] withdraw roll of a unit card", test_us_withdraw);
  g_test_add_func ("/manoeuvre/[9.2] ambush: any enemy, no attacker terrain, no skirmish, no advance",
                   test_ambush);
  return g_test_run ();
}
