/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mo-fixture.h"

/* 9.1 Leaders (one value a play, nationality restrictions, Maharaja, single-unit
 * leaders, pursuit modifier) and the HQ cards of 6.1 step 5 (Committed Attack,
 * Sappers, Skirmish). */

static StState *
assault (const StGame *game)
{
  StState *state = mo_fx_state (game, MO_STEP_DECLARE, 0);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-hussars", 2, 4);
  mo_fx_put (game, state, "aurelia-lancers", 4, 4);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  return state;
}

static void
declare (const StGame *game, StState *state, const char *text)
{
  mo_fx_do (game, state, text);
  mo_fx_do (game, state, "end-phase");
}

static void
test_one_value (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);

  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-orsini", "aurelia-valcourt", NULL);
  declare (game, state, "play aurelia-guard-card-1 assault 3,4");
  g_assert_true (mo_fx_can (game, state, "play aurelia-orsini leader-combat"));
  g_assert_true (mo_fx_can (game, state, "play aurelia-orsini leader-command"));
  mo_fx_do (game, state, "play aurelia-orsini leader-combat");
  /* Combat or Command, not both; one leader. */
  g_assert_cmpuint (mo_fx_count (game, state, "support"), ==, 0);
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-valcourt"), ==, 0);
}

static void
test_restricted_and_maharaja (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);

  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-tipu", "aurelia-maharaja", NULL);
  declare (game, state, "play aurelia-guard-card-1 assault 3,4");
  /* Tipu affects only the hussars and lancers: no combat value for the Guard. */
  g_assert_false (mo_fx_can (game, state, "play aurelia-tipu leader-combat"));
  mo_fx_do (game, state, "play aurelia-tipu leader-command");
  g_assert_true (mo_fx_can (game, state, "support aurelia-hussars"));
  mo_fx_do (game, state, "support aurelia-hussars");
  /* Command 2: one supporting unit, until a Maharaja gives Command 4. */
  g_assert_false (mo_fx_can (game, state, "support aurelia-lancers"));
  mo_fx_do (game, state, "play aurelia-maharaja maharaja");
  g_assert_true (mo_fx_can (game, state, "support aurelia-lancers"));
}

static void
test_maharaja_in_defence (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 1);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-hussars", 2, 4);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  mo_fx_hand (game, state, "borovia-old-guard-card-1", NULL);
  mo_fx_hand (game, state, "aurelia-tipu", "aurelia-maharaja", NULL);
  mo_fx_do (game, state, "play borovia-old-guard-card-1 assault 3,3");
  g_assert_cmpint (st_game_current_player (game, state), ==, 0);
  /* Tipu may not defend the Guard, who is not of his nationality ... */
  g_assert_false (mo_fx_can (game, state, "play aurelia-tipu leader-combat"));
  /* ... until a Maharaja played with him lifts the restriction. */
  mo_fx_do (game, state, "play aurelia-maharaja maharaja");
  g_assert_false (mo_fx_can (game, state, "play aurelia-maharaja maharaja"));
  mo_fx_do (game, state, "play aurelia-tipu leader-combat");
  g_assert_cmpstr (st_game_card (game, MO_ST (state)->combat.def_leader)->id, ==, "aurelia-tipu");
}

static void
test_maharaja_before_leader (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);

  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-tipu", "aurelia-maharaja", NULL);
  declare (game, state, "play aurelia-guard-card-1 assault 3,4");
  g_assert_false (mo_fx_can (game, state, "play aurelia-tipu leader-combat"));
  /* Played with the leader, the Maharaja may come first: Tipu then adds his
   * combat value to the Guard's attack. */
  mo_fx_do (game, state, "play aurelia-maharaja maharaja");
  g_assert_true (mo_fx_can (game, state, "play aurelia-tipu leader-combat"));
  mo_fx_do (game, state, "play aurelia-tipu leader-command");
  /* Command 4: three supporting units. */
  g_assert_cmpint (mo_leader_command (MO_DEF (game), MO_ST (state)), ==, 4);
}

static void
test_single_unit_leader (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);
  MoState *st = MO_ST (state);

  mo_fx_hand (game, state, "aurelia-samurai", NULL);
  /* A single-unit leader starts an assault with its unit only, with 1d6. */
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-samurai assault"), ==, 1);
  mo_fx_do (game, state, "play aurelia-samurai assault 3,4");
  mo_fx_do (game, state, "end-phase");
  mo_fx_do (game, state, "end-phase");
  g_assert_cmpint (st->res.attack_total, >=, 6);
  g_assert_cmpint (st->res.attack_total, <=, 11);
}

static void
test_committed_attack (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);
  MoState *st = MO_ST (state);
  MoFxDice dice;
  int      attack;

  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-committed-attack", "aurelia-guard-committed",
              NULL);
  declare (game, state, "play aurelia-guard-card-1 assault 3,4");
  mo_fx_do (game, state, "play aurelia-committed-attack committed aurelia-guard");
  /* One Committed Attack a unit: the Indian-style card may no longer commit it. */
  g_assert_false (mo_fx_can (game, state, "play aurelia-guard-committed committed-attack"));
  g_assert_true (mo_fx_can (game, state, "play aurelia-guard-committed attack"));
  mo_fx_dice (state, &dice);
  attack = 5 + mo_fx_roll (&dice, 2, 8) + mo_fx_roll (&dice, 2, 6);
  mo_fx_do (game, state, "end-phase");
  g_assert_cmpint (st->res.attack_total, ==, attack);
  if (st->step == MO_STEP_CHOOSE)
    mo_fx_do (game, state, "hit");
  if (st->step == MO_STEP_ADVANCE)
    mo_fx_do (game, state, "advance aurelia-guard 3,3-3,4");
  /* The hit comes after every other result. */
  g_assert_true (st->reduced & MO_BIT (mo_fx_unit (game, "aurelia-guard")));
}

static void
test_sappers (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);
  MoState *st = MO_ST (state);

  st->redoubt = MO_BIT (mo_fx_unit (game, "borovia-old-guard"));
  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-sappers", NULL);
  declare (game, state, "play aurelia-guard-card-1 assault 3,4");
  g_assert_cmpint (mo_defense_total_fixed (MO_DEF (game), st), ==, 8);
  mo_fx_do (game, state, "play aurelia-sappers sappers");
  g_assert_cmpint (mo_defense_total_fixed (MO_DEF (game), st), ==, 5);
  mo_fx_do (game, state, "end-phase");
  /* The redoubt stays. */
  g_assert_true (st->redoubt & MO_BIT (mo_fx_unit (game, "borovia-old-guard"))
                 || st->cell[mo_fx_unit (game, "borovia-old-guard")] != mo_fx_cell (game, 3, 4));
}

static void
test_skirmish (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);
  MoState *st = MO_ST (state);

  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-skirmish", "aurelia-orsini", NULL);
  mo_fx_hand (game, state, "borovia-old-guard-card-1", NULL);
  mo_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
  mo_fx_do (game, state, "play borovia-old-guard-card-1 defend");
  mo_fx_do (game, state, "end-phase");
  mo_fx_do (game, state, "play aurelia-skirmish skirmish");
  /* The initiating card goes back to the hand; the unit may move two squares. */
  g_assert_cmpint (st->n_hand[0], ==, 2);
  g_assert_cmpint (st->n_discard[1], ==, 1);
  mo_fx_do (game, state, "skirmish aurelia-guard 3,3-3,1");
  g_assert_cmpint (st->cell[mo_fx_unit (game, "aurelia-guard")], ==, mo_fx_cell (game, 3, 1));
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_RESTORATION);
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-guard-card-1 assault"), ==, 0);
}

static void
test_skirmish_no_leader (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);

  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-skirmish", "aurelia-orsini", NULL);
  declare (game, state, "play aurelia-guard-card-1 assault 3,4");
  mo_fx_do (game, state, "play aurelia-orsini leader-combat");
  g_assert_false (mo_fx_can (game, state, "play aurelia-skirmish skirmish"));
}

static void
test_leader_pursuit (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  const MoDef *def = MO_DEF (game);
  int          hits = 0, rolls = 0;

  for (guint64 seed = 1; seed <= 30; seed++)
    {
      g_autoptr (StState) state = mo_fx_state (game, MO_STEP_ADVANCE, 0);
      MoState *st = MO_ST (state);
      MoFxDice dice;
      int      roll;

      st_game_reseed (game, state, seed);
      mo_fx_put (game, state, "aurelia-hussars", 3, 4);
      mo_fx_put (game, state, "borovia-old-guard", 3, 5);
      mo_combat_reset (st);
      st->combat.kind = MO_ACT_ASSAULT;
      st->combat.attacker = (guint8) mo_fx_unit (game, "aurelia-hussars");
      st->combat.defender = (guint8) mo_fx_unit (game, "borovia-old-guard");
      st->combat.att_cards[0] = (guint8) mo_fx_card (game, state, "aurelia-lancers-card-2"); /* pursuit 1 */
      st->combat.att_card_unit[0] = st->combat.attacker;
      st->combat.n_att = 1;
      st->combat.att_leader = (guint8) mo_fx_card (game, state, "aurelia-orsini"); /* pursuit 1 */
      mo_fx_dice (state, &dice);
      roll = mo_fx_roll (&dice, 1, 6);
      mo_pursuit (def, st, st->combat.attacker);
      /* A roll of 2 less the leader's 1 is in the range "1". */
      g_assert_cmpint ((st->reduced & MO_BIT (st->combat.defender)) != 0, ==, roll <= 2);
      hits += roll <= 2;
      rolls++;
    }
  g_assert_cmpint (hits, >, 0);
  g_assert_cmpint (hits, <, rolls);
}

static void
test_tokugawa (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) fight = assault (game);
  g_autoptr (StState) rally = mo_fx_state (game, MO_STEP_RESTORE, 0);

  /* 9.1: unlike the other Japanese leaders, Tokugawa affects every unit like a
   * leader of the base game: his Combat for any attacker, his Command over any
   * unit, a rally of any unit; a single-unit leader only his own. */
  mo_fx_hand (game, fight, "aurelia-lancers-card-1", "aurelia-tokugawa", "aurelia-samurai", NULL);
  declare (game, fight, "play aurelia-lancers-card-1 assault 3,4");
  g_assert_true (mo_fx_can (game, fight, "play aurelia-tokugawa leader-combat"));
  g_assert_true (mo_fx_can (game, fight, "play aurelia-tokugawa leader-command"));
  g_assert_cmpuint (mo_fx_count (game, fight, "play aurelia-samurai"), ==, 0);
  mo_fx_do (game, fight, "play aurelia-tokugawa leader-command");
  /* Command 3: two supporting units. */
  mo_fx_do (game, fight, "support aurelia-guard");
  mo_fx_do (game, fight, "support aurelia-hussars");
  g_assert_cmpuint (MO_ST (fight)->combat.supporters, ==,
                    MO_BIT (mo_fx_unit (game, "aurelia-guard"))
                        | MO_BIT (mo_fx_unit (game, "aurelia-hussars")));

  mo_fx_put (game, rally, "aurelia-hussars", 2, 2);
  mo_fx_put (game, rally, "aurelia-guard", 3, 3);
  MO_ST (rally)->reduced =
      MO_BIT (mo_fx_unit (game, "aurelia-hussars")) | MO_BIT (mo_fx_unit (game, "aurelia-guard"));
  mo_fx_hand (game, rally, "aurelia-tokugawa", "aurelia-samurai", NULL);
  g_assert_true (mo_fx_can (game, rally, "play aurelia-tokugawa rally aurelia-hussars"));
  g_assert_true (mo_fx_can (game, rally, "play aurelia-tokugawa rally aurelia-guard"));
  g_assert_false (mo_fx_can (game, rally, "play aurelia-samurai rally aurelia-hussars"));
  g_assert_true (mo_fx_can (game, rally, "play aurelia-samurai rally aurelia-guard"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manoeuvre/[9.1] a leader uses one value a play", test_one_value);
  g_test_add_func ("/manoeuvre/[9.1] nationality-restricted leaders and the Maharaja",
                   test_restricted_and_maharaja);
  g_test_add_func ("/manoeuvre/[9.1] a Maharaja played with a leader lifts its nationality restriction in "
                   "defence too",
                   test_maharaja_in_defence);
  g_test_add_func ("/manoeuvre/[9.1] a Maharaja played at the same time as a leader: before it, Command 4",
                   test_maharaja_before_leader);
  g_test_add_func ("/manoeuvre/[9.1] single-unit leaders attack with their unit", test_single_unit_leader);
  g_test_add_func ("/manoeuvre/[9.2] committed attack: 2d6, one a unit, a hit at the end",
                   test_committed_attack);
  g_test_add_func ("/manoeuvre/[9.2] sappers ignore a redoubt", test_sappers);
  g_test_add_func ("/manoeuvre/[9.2] skirmish calls the assault off and moves the unit", test_skirmish);
  g_test_add_func ("/manoeuvre/[9.2] no leader with a skirmish", test_skirmish_no_leader);
  g_test_add_func ("/manoeuvre/[9.1] a leader's pursuit value modifies pursuit rolls", test_leader_pursuit);
  g_test_add_func ("/manoeuvre/[9.1] Tokugawa affects every unit, other Japanese leaders one", test_tokugawa);
  return g_test_run ();
}
