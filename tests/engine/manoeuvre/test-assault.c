/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mv-fixture.h"

/* 6.1 Assault and Ambush, 6.5 supporting units, 6.6 results, retreat and advance,
 * 6.7 pursuit. Aurelia (top edge) attacks; Borovia retreats towards the bottom. */

static StState *
at_combat (const StGame *game)
{
  return mv_fx_state (game, MV_STEP_DECLARE, 0);
}

static guint
unit (const StGame *game, const char *id)
{
  return mv_fx_unit (game, id);
}

static void
test_assault_needs (void)
{
  const char *const terrain[] = { "5,3", "marsh", NULL };
  g_autoptr (StGame) game = mv_fx_game (terrain);
  g_autoptr (StState) state = at_combat (game);

  mv_fx_put (game, state, "aurelia-guard", 3, 3);
  mv_fx_put (game, state, "aurelia-line-1", 5, 3);
  mv_fx_put (game, state, "aurelia-fusiliers", 0, 3);
  mv_fx_put (game, state, "borovia-old-guard", 3, 4);
  mv_fx_put (game, state, "borovia-militia", 5, 4);
  mv_fx_put (game, state, "borovia-jaegers", 1, 4);
  mv_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-line-1-card-1", "aurelia-fusiliers-card-2",
              "aurelia-foot-artillery-card-2", NULL);
  /* A matching card with an Attack value, against an adjacent enemy. */
  g_assert_true (mv_fx_can (game, state, "play aurelia-guard-card-1 assault 3,4"));
  g_assert_cmpuint (mv_fx_count (game, state, "play aurelia-guard-card-1 assault"), ==, 1);
  /* Not from a marsh. */
  g_assert_cmpuint (mv_fx_count (game, state, "play aurelia-line-1-card-1 assault"), ==, 0);
  /* Not diagonally, and not with a card without Attack. */
  g_assert_cmpuint (mv_fx_count (game, state, "play aurelia-fusiliers-card-2"), ==, 0);
  /* No combat at all is allowed too. */
  g_assert_true (mv_fx_can (game, state, "end-phase"));
}

static void
test_steps (void)
{
  const char *const terrain[] = { "3,3", "hills", "3,4", "town", NULL };
  g_autoptr (StGame) game = mv_fx_game (terrain);
  g_autoptr (StState) state = at_combat (game);
  MvState *st = MV_ST (state);
  MvFxDice dice;
  int      attack, defense;

  mv_fx_put (game, state, "aurelia-guard", 3, 3);
  mv_fx_put (game, state, "borovia-old-guard", 3, 4);
  st->redoubt = MV_BIT (unit (game, "borovia-old-guard"));
  mv_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-guard-card-2", "aurelia-valcourt", "aurelia-aste",
              NULL);
  mv_fx_hand (game, state, "borovia-old-guard-card-1", "borovia-withdraw", "borovia-voss", "borovia-lehar",
              NULL);
  mv_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
  /* Step 3: the defender may withdraw. Step 4: unit cards and one leader. */
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  g_assert_true (mv_fx_can (game, state, "play borovia-withdraw withdraw"));
  mv_fx_do (game, state, "play borovia-old-guard-card-1 defend");
  g_assert_false (mv_fx_can (game, state, "play borovia-withdraw withdraw"));
  mv_fx_do (game, state, "play borovia-voss leader-combat");
  g_assert_false (mv_fx_can (game, state, "play borovia-lehar leader-combat"));
  mv_fx_do (game, state, "end-phase");
  /* Step 5: the attacker's unit cards and one leader. */
  g_assert_cmpint (st_game_current_player (game, state), ==, 0);
  mv_fx_do (game, state, "play aurelia-guard-card-2 attack");
  mv_fx_do (game, state, "pass");
  mv_fx_do (game, state, "play aurelia-aste leader-combat");
  g_assert_false (mv_fx_can (game, state, "play aurelia-valcourt leader-combat"));
  /* Step 6: totals, in the order the engine rolls. */
  mv_fx_dice (state, &dice);
  attack = 5 + 1 + mv_fx_roll (&dice, 2, 8) + mv_fx_roll (&dice, 1, 10) + mv_fx_roll (&dice, 1, 10);
  defense = 5 + 2 + 3 + mv_fx_roll (&dice, 1, 6) + mv_fx_roll (&dice, 1, 8);
  mv_fx_do (game, state, "end-phase");
  g_assert_cmpint (st->res.attack_total, ==, attack);
  g_assert_cmpint (st->res.defense_total, ==, defense);
}

static void
test_guerrilla_combat_card (void)
{
  g_autoptr (StGame) game = mv_fx_game (NULL);
  g_autoptr (StState) state = mv_fx_state (game, MV_STEP_DECLARE, 0);
  MvState *st = MV_ST (state);

  mv_fx_put (game, state, "aurelia-guard", 3, 3);
  mv_fx_put (game, state, "borovia-old-guard", 3, 4);
  mv_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-guard-card-2", NULL);
  mv_fx_hand (game, state, "borovia-guerrilla", NULL);
  mv_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
  /* Not the card that started the combat: Borovia defends as usual. */
  g_assert_cmpint (st->step, ==, MV_STEP_DEFEND);
  mv_fx_do (game, state, "end-phase");
  mv_fx_do (game, state, "play aurelia-guard-card-2 attack");
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  mv_fx_do (game, state, "play borovia-guerrilla guerrilla");
  g_assert_cmpint (st->step, ==, MV_STEP_ATTACK);
  g_assert_cmpint (st->combat.n_att, ==, 1);
}

static MvOutcome
expected_line (int attack, int defense)
{
  if (attack < defense)
    return MV_OUT_ATTACKER_HIT;
  if (attack == defense)
    return MV_OUT_NO_EFFECT;
  if (attack >= 4 * defense)
    return MV_OUT_ELIMINATED;
  if (attack >= 3 * defense)
    return MV_OUT_HIT_AND_RETREAT;
  if (attack >= 2 * defense)
    return MV_OUT_ATTACKER_CHOOSES;
  return MV_OUT_DEFENDER_CHOOSES;
}

static void
test_outcome_table (void)
{
  g_autoptr (StGame) game = mv_fx_game (NULL);
  guint seen = 0;

  for (guint64 seed = 1; seed <= 60; seed++)
    {
      g_autoptr (StState) state = at_combat (game);
      MvState  *st = MV_ST (state);
      MvOutcome line;
      guint     attacker = unit (game, "aurelia-guard"), defender = unit (game, "borovia-militia");

      st_game_reseed (game, state, seed);
      mv_fx_put (game, state, "aurelia-guard", 3, 3);
      mv_fx_put (game, state, "borovia-militia", 3, 4);
      mv_fx_put (game, state, "borovia-musketeers", 3, 5);
      mv_fx_put (game, state, "borovia-jaegers", 2, 4);
      if (seed % 3 == 0)
        st->reduced = MV_BIT (defender);
      mv_fx_hand (game, state, seed % 2 ? "aurelia-guard-card-2" : "aurelia-guard-card-1", NULL);
      mv_fx_hand (game, state, "borovia-militia-card-2", NULL);
      mv_fx_do (game, state,
                seed % 2 ? "play aurelia-guard-card-2 assault 3,4" : "play aurelia-guard-card-1 assault 3,4");
      mv_fx_do (game, state, "play borovia-militia-card-2 defend");
      mv_fx_do (game, state, "end-phase");
      mv_fx_do (game, state, "end-phase");
      line = expected_line (st->res.attack_total, st->res.defense_total);
      g_assert_cmpint (st->res.outcome, ==, line);
      seen |= 1u << line;
      switch (line)
        {
          case MV_OUT_ATTACKER_HIT:
            g_assert_true (st->reduced & MV_BIT (attacker));
            break;
          case MV_OUT_NO_EFFECT:
            g_assert_cmpint (st->cell[defender], ==, mv_fx_cell (game, 3, 4));
            break;
          case MV_OUT_DEFENDER_CHOOSES:
          case MV_OUT_ATTACKER_CHOOSES:
            g_assert_cmpint (st->step, ==, MV_STEP_CHOOSE);
            g_assert_cmpint (st_game_current_player (game, state), ==,
                             line == MV_OUT_DEFENDER_CHOOSES ? 1 : 0);
            break;
          case MV_OUT_HIT_AND_RETREAT:
            /* The way home (3,5) is blocked: a flank, 4,4 (2,4 is taken). */
            if (st->cell[defender] >= 0)
              g_assert_cmpint (st->cell[defender], ==, mv_fx_cell (game, 4, 4));
            break;
          case MV_OUT_ELIMINATED:
          default:
            g_assert_true (st->eliminated & MV_BIT (defender));
            break;
        }
    }
  /* The seeds cover most lines of the table. */
  g_assert_cmpint (__builtin_popcount (seen), >=, 4);
}

static void
test_supporting_units (void)
{
  const char *const terrain[] = { "3,5", "marsh", NULL };
  g_autoptr (StGame) game = mv_fx_game (terrain);
  g_autoptr (StState) state = at_combat (game);
  MvState *st = MV_ST (state);
  MvFxDice dice;
  int      attack;

  mv_fx_put (game, state, "aurelia-guard", 3, 3);
  mv_fx_put (game, state, "aurelia-line-1", 2, 4);
  mv_fx_put (game, state, "aurelia-line-2", 4, 4);
  mv_fx_put (game, state, "aurelia-fusiliers", 3, 5);
  mv_fx_put (game, state, "aurelia-lancers", 0, 0);
  mv_fx_put (game, state, "borovia-old-guard", 3, 4);
  mv_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-valcourt", "aurelia-line-1-card-1", NULL);
  mv_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
  mv_fx_do (game, state, "end-phase");
  g_assert_cmpuint (mv_fx_count (game, state, "support"), ==, 0);
  mv_fx_do (game, state, "play aurelia-valcourt leader-command");
  /* Adjacent to the defender, not in a marsh, not the far lancers. */
  g_assert_true (mv_fx_can (game, state, "support aurelia-line-1"));
  g_assert_true (mv_fx_can (game, state, "support aurelia-line-2"));
  g_assert_false (mv_fx_can (game, state, "support aurelia-fusiliers"));
  g_assert_false (mv_fx_can (game, state, "support aurelia-lancers"));
  /* Command 2: one supporting unit. */
  mv_fx_do (game, state, "support aurelia-line-1");
  g_assert_cmpuint (mv_fx_count (game, state, "support"), ==, 0);
  /* A unit card for the supporting unit adds its dice. */
  mv_fx_do (game, state, "play aurelia-line-1-card-1 attack");
  mv_fx_do (game, state, "pass");
  mv_fx_dice (state, &dice);
  attack = 5 + 4 + mv_fx_roll (&dice, 2, 8) + mv_fx_roll (&dice, 1, 8);
  mv_fx_do (game, state, "end-phase");
  g_assert_cmpint (st->res.attack_total, ==, attack);
  if (st->res.outcome == MV_OUT_ATTACKER_HIT)
    g_assert_true ((st->reduced & MV_BIT (unit (game, "aurelia-line-1"))) != 0);
}

static void
test_retreat_order (void)
{
  g_autoptr (StGame) game = mv_fx_game (NULL);
  g_autoptr (StState) state = at_combat (game);
  const MvDef *def = MV_DEF (game);
  MvState     *st = MV_ST (state);
  guint        d = unit (game, "borovia-old-guard");
  gint16       options[4];

  mv_fx_put (game, state, "borovia-old-guard", 3, 4);
  mv_fx_put (game, state, "aurelia-guard", 3, 3);
  /* Towards the own edge first. */
  g_assert_cmpuint (mv_retreat_options (def, st, d, options), ==, 1);
  g_assert_cmpint (options[0], ==, mv_fx_cell (game, 3, 5));
  /* Then either flank. */
  mv_fx_put (game, state, "borovia-militia", 3, 5);
  g_assert_cmpuint (mv_retreat_options (def, st, d, options), ==, 2);
  /* Then forward, if the flanks are blocked. */
  mv_fx_put (game, state, "aurelia-line-1", 2, 4);
  mv_fx_put (game, state, "aurelia-line-2", 4, 4);
  mv_fx_put (game, state, "aurelia-guard", 0, 0);
  g_assert_cmpuint (mv_retreat_options (def, st, d, options), ==, 1);
  g_assert_cmpint (options[0], ==, mv_fx_cell (game, 3, 3));
  /* Else none: the unit would be eliminated. */
  mv_fx_put (game, state, "aurelia-guard", 3, 3);
  g_assert_cmpuint (mv_retreat_options (def, st, d, options), ==, 0);
  /* The map edge blocks like a unit. */
  mv_fx_put (game, state, "borovia-jaegers", 0, 7);
  mv_fx_put (game, state, "borovia-pikemen", 1, 7);
  g_assert_cmpuint (mv_retreat_options (def, st, unit (game, "borovia-jaegers"), options), ==, 1);
  g_assert_cmpint (options[0], ==, mv_fx_cell (game, 0, 6));
}

static void
test_retreat_choice_eliminates (void)
{
  g_autoptr (StGame) game = mv_fx_game (NULL);
  g_autoptr (StState) state = at_combat (game);
  MvState *st = MV_ST (state);
  guint    d = unit (game, "borovia-old-guard");

  mv_fx_put (game, state, "aurelia-guard", 3, 3);
  mv_fx_put (game, state, "aurelia-line-1", 2, 4);
  mv_fx_put (game, state, "aurelia-line-2", 4, 4);
  mv_fx_put (game, state, "borovia-old-guard", 3, 4);
  mv_fx_put (game, state, "borovia-militia", 3, 5);
  st->combat = (MvCombat){ .kind = MV_ACT_ASSAULT,
                           .attacker = (guint8) unit (game, "aurelia-guard"),
                           .defender = (guint8) d,
                           .def_cell = (gint16) mv_fx_cell (game, 3, 4),
                           .att_leader = MV_NONE,
                           .def_leader = MV_NONE,
                           .retreating = MV_NONE };
  mv_outcome_apply (MV_DEF (game), st, MV_OUT_ATTACKER_CHOOSES);
  g_assert_cmpint (st_game_current_player (game, state), ==, 0);
  /* 6.6: choosing a retreat the unit cannot make eliminates it. */
  mv_fx_do (game, state, "retreat");
  g_assert_true (st->eliminated & MV_BIT (d));
  g_assert_cmpint (st->step, ==, MV_STEP_ADVANCE);
}

static void
test_withdraw_advance_pursuit (void)
{
  g_autoptr (StGame) game = mv_fx_game (NULL);
  g_autoptr (StState) state = at_combat (game);
  MvState *st = MV_ST (state);
  guint    d = unit (game, "borovia-old-guard"), h = unit (game, "aurelia-hussars");
  MvFxDice dice;
  int      roll;

  mv_fx_put (game, state, "aurelia-hussars", 3, 3);
  mv_fx_put (game, state, "borovia-old-guard", 3, 4);
  mv_fx_hand (game, state, "aurelia-hussars-card-1", NULL);
  mv_fx_hand (game, state, "borovia-withdraw", NULL);
  mv_fx_do (game, state, "play aurelia-hussars-card-1 assault 3,4");
  mv_fx_do (game, state, "play borovia-withdraw withdraw");
  g_assert_cmpint (st->cell[d], ==, mv_fx_cell (game, 3, 5));
  /* The attacking unit must advance; no further cards. */
  g_assert_cmpint (st->step, ==, MV_STEP_ADVANCE);
  g_assert_false (mv_fx_can (game, state, "end-phase"));
  mv_fx_dice (state, &dice);
  roll = mv_fx_roll (&dice, 1, 6);
  mv_fx_do (game, state, "advance aurelia-hussars 3,3-3,4");
  g_assert_cmpint (st->cell[h], ==, mv_fx_cell (game, 3, 4));
  /* 6.7: one pursuit roll for the card, a hit on 1-2. */
  g_assert_cmpint (st->res.n_pursuit, ==, 1);
  g_assert_cmpint (st->res.pursuit[0] & 0x7f, ==, roll);
  g_assert_cmpint ((st->reduced & MV_BIT (d)) != 0, ==, roll <= 2);
  g_assert_cmpint (st_game_phase (game, state), ==, MV_PHASE_RESTORATION);
}

static void
test_pursuit_leader (void)
{
  g_autoptr (StGame) game = mv_fx_game (NULL);
  g_autoptr (StState) state = at_combat (game);
  MvState *st = MV_ST (state);
  guint    d = unit (game, "borovia-militia");
  int      hits = 0;

  for (guint64 seed = 1; seed <= 20; seed++)
    {
      MvFxDice dice;
      int      expected = 0;

      st_game_reseed (game, state, seed);
      st->reduced = st->eliminated = 0;
      memset (st->n_hand, 0, sizeof st->n_hand);
      memset (st->n_discard, 0, sizeof st->n_discard);
      st->step = MV_STEP_DECLARE;
      st->actor = st->active = 0;
      mv_fx_put (game, state, "aurelia-hussars", 3, 3);
      mv_fx_put (game, state, "borovia-militia", 3, 4);
      mv_fx_hand (game, state, "aurelia-hussars-card-1", "aurelia-hussars-card-2", "aurelia-orsini", NULL);
      mv_fx_hand (game, state, "borovia-withdraw", NULL);
      mv_fx_do (game, state, "play aurelia-hussars-card-1 assault 3,4");
      mv_fx_do (game, state, "play borovia-withdraw withdraw");
      /* Withdrawn: the attacker plays no more cards, so only one pursuit roll. */
      mv_fx_dice (state, &dice);
      expected = mv_fx_roll (&dice, 1, 6) <= 2;
      mv_fx_do (game, state, "advance aurelia-hussars 3,3-3,4");
      g_assert_cmpint ((st->reduced & MV_BIT (d)) != 0, ==, expected);
      hits += expected;
    }
  g_assert_cmpint (hits, >, 0);
}

static void
test_not_required_to_advance (void)
{
  g_autoptr (StGame) game = mv_fx_game (NULL);
  g_autoptr (StState) state = at_combat (game);
  MvState *st = MV_ST (state);

  mv_fx_put (game, state, "aurelia-hussars", 3, 3);
  mv_fx_put (game, state, "borovia-old-guard", 3, 4);
  mv_fx_hand (game, state, "aurelia-hussars-card-2", NULL);
  mv_fx_hand (game, state, "borovia-withdraw", NULL);
  mv_fx_do (game, state, "play aurelia-hussars-card-2 assault 3,4");
  mv_fx_do (game, state, "play borovia-withdraw withdraw");
  g_assert_cmpint (st->step, ==, MV_STEP_ADVANCE);
  g_assert_true (mv_fx_can (game, state, "end-phase"));
  mv_fx_do (game, state, "end-phase");
  g_assert_cmpint (st->cell[unit (game, "aurelia-hussars")], ==, mv_fx_cell (game, 3, 3));
}

static void
test_us_withdraw (void)
{
  g_autoptr (StGame) game = mv_fx_game (NULL);
  g_autoptr (StState) state = at_combat (game);
  MvState *st = MV_ST (state);

  mv_fx_put (game, state, "aurelia-guard", 3, 3);
  mv_fx_put (game, state, "borovia-old-guard", 3, 4);
  mv_fx_hand (game, state, "aurelia-guard-card-1", NULL);
  mv_fx_hand (game, state, "borovia-old-guard-withdraw", NULL);
  mv_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
  /* 8: a unit card with a Withdraw range rolls; 1-6 always succeeds. */
  mv_fx_do (game, state, "play borovia-old-guard-withdraw withdraw-roll");
  g_assert_true (st->res.success);
  g_assert_cmpint (st->cell[unit (game, "borovia-old-guard")], ==, mv_fx_cell (game, 3, 5));
  g_assert_cmpint (st->step, ==, MV_STEP_ADVANCE);
}

static void
test_ambush (void)
{
  const char *const terrain[] = { "6,6", "hills", NULL };
  g_autoptr (StGame) game = mv_fx_game (terrain);
  g_autoptr (StState) state = at_combat (game);
  MvState *st = MV_ST (state);
  MvFxDice dice;
  int      attack, defense;

  mv_fx_put (game, state, "aurelia-guard", 0, 0);
  mv_fx_put (game, state, "aurelia-line-1", 6, 5);
  mv_fx_put (game, state, "borovia-old-guard", 6, 6);
  mv_fx_put (game, state, "borovia-militia", 1, 7);
  mv_fx_hand (game, state, "aurelia-ambush", "aurelia-skirmish", "aurelia-valcourt", "aurelia-line-1-card-1",
              NULL);
  /* Any enemy unit. */
  g_assert_true (mv_fx_can (game, state, "play aurelia-ambush ambush 1,7"));
  mv_fx_do (game, state, "play aurelia-ambush ambush 6,6");
  mv_fx_do (game, state, "end-phase");
  /* No Skirmish with an Ambush; a leader may bring in adjacent units. */
  g_assert_false (mv_fx_can (game, state, "play aurelia-skirmish skirmish"));
  mv_fx_do (game, state, "play aurelia-valcourt leader-command");
  mv_fx_do (game, state, "support aurelia-line-1");
  mv_fx_do (game, state, "play aurelia-line-1-card-1 attack");
  mv_fx_do (game, state, "pass");
  mv_fx_dice (state, &dice);
  attack = 4 + mv_fx_roll (&dice, 2, 6) + mv_fx_roll (&dice, 1, 8);
  defense = 5 + 2;
  mv_fx_do (game, state, "end-phase");
  g_assert_cmpint (st->res.attack_total, ==, attack);
  g_assert_cmpint (st->res.defense_total, ==, defense);
  /* No advance after an ambush. */
  g_assert_true (st->step != MV_STEP_ADVANCE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manoeuvre/[6.1 step 1] assault: matching attack card, adjacent, not from marsh",
                   test_assault_needs);
  g_test_add_func ("/manoeuvre/[6.1 steps 3-6] withdraw, defender's cards, attacker's cards, totals",
                   test_steps);
  g_test_add_func ("/manoeuvre/[6.1 step 7] the outcome table", test_outcome_table);
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
