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

/* A state in the restoration phase with the Guard and the Hussars reduced. */
static StState *
restoration (const StGame *game)
{
  StState *state = mo_fx_state (game, MO_STEP_RESTORE, 0);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-hussars", 2, 4);
  MO_ST (state)->reduced =
      MO_BIT (mo_fx_unit (game, "aurelia-guard")) | MO_BIT (mo_fx_unit (game, "aurelia-hussars"));
  return state;
}

static void
test_command_value (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);

  mo_fx_put (game, state, "aurelia-line-1", 3, 5);
  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-orsini", NULL);
  declare (game, state, "play aurelia-guard-card-1 assault 3,4");
  mo_fx_do (game, state, "play aurelia-orsini leader-command");
  /* Command 3: the attacking unit and two more. */
  g_assert_cmpuint (mo_fx_count (game, state, "support"), ==, 3);
  mo_fx_do (game, state, "support aurelia-hussars");
  mo_fx_do (game, state, "support aurelia-lancers");
  g_assert_cmpuint (mo_fx_count (game, state, "support"), ==, 0);
}

static void
test_combat_value (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);
  MoState *st = MO_ST (state);
  MoFxDice dice;
  int      attack, defense;

  /* Attack: the Guard's card (2d8) and Orsini's Combat (1d8); defence: Voss's
   * Combat (1d8). The attack dice roll first. */
  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-orsini", NULL);
  mo_fx_hand (game, state, "borovia-voss", NULL);
  mo_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
  mo_fx_do (game, state, "play borovia-voss leader-combat");
  mo_fx_do (game, state, "end-phase");
  mo_fx_do (game, state, "play aurelia-orsini leader-combat");
  mo_fx_dice (state, &dice);
  attack = mo_attack_total_fixed (MO_DEF (game), st) + mo_fx_roll (&dice, 2, 8) + mo_fx_roll (&dice, 1, 8);
  defense = mo_defense_total_fixed (MO_DEF (game), st) + mo_fx_roll (&dice, 1, 8);
  mo_fx_do (game, state, "end-phase");
  g_assert_cmpint (st->res.attack_total, ==, attack);
  g_assert_cmpint (st->res.defense_total, ==, defense);
}

static void
test_command_one (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);

  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-aste", NULL);
  declare (game, state, "play aurelia-guard-card-1 assault 3,4");
  /* Colonel Aste has Command 1: only his Combat value is offered. */
  g_assert_true (mo_fx_can (game, state, "play aurelia-aste leader-combat"));
  g_assert_false (mo_fx_can (game, state, "play aurelia-aste leader-command"));
}

static void
test_indian_same_nationality (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) guard = assault (game);
  g_autoptr (StState) hussars = assault (game);

  /* Tipu's nationality in the fixture is the Hussars and the Lancers. */
  mo_fx_hand (game, guard, "aurelia-guard-card-1", "aurelia-tipu", NULL);
  declare (game, guard, "play aurelia-guard-card-1 assault 3,4");
  g_assert_cmpuint (mo_fx_count (game, guard, "play aurelia-tipu"), ==, 0);
  mo_fx_hand (game, hussars, "aurelia-hussars-card-1", "aurelia-tipu", NULL);
  declare (game, hussars, "play aurelia-hussars-card-1 assault 3,4");
  g_assert_true (mo_fx_can (game, hussars, "play aurelia-tipu leader-combat"));
  g_assert_true (mo_fx_can (game, hussars, "play aurelia-tipu leader-command"));
}

static void
test_indian_every_capability (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) attack = assault (game);
  g_autoptr (StState) defence = mo_fx_state (game, MO_STEP_DECLARE, 1);
  g_autoptr (StState) rally = restoration (game);

  /* Adding the combat value to an attacking unit of another nationality ... */
  mo_fx_hand (game, attack, "aurelia-guard-card-1", "aurelia-tipu", NULL);
  declare (game, attack, "play aurelia-guard-card-1 assault 3,4");
  g_assert_false (mo_fx_can (game, attack, "play aurelia-tipu leader-combat"));
  /* ... to a defending one ... */
  mo_fx_put (game, defence, "aurelia-guard", 3, 3);
  mo_fx_put (game, defence, "aurelia-hussars", 2, 4);
  mo_fx_put (game, defence, "borovia-old-guard", 3, 4);
  mo_fx_put (game, defence, "borovia-jaegers", 2, 5);
  mo_fx_hand (game, defence, "borovia-old-guard-card-1", "borovia-jaegers-card-2", NULL);
  mo_fx_hand (game, defence, "aurelia-tipu", NULL);
  mo_fx_do (game, defence, "play borovia-old-guard-card-1 assault 3,3");
  g_assert_false (mo_fx_can (game, defence, "play aurelia-tipu leader-combat"));
  /* ... and rallying: only Mysore units. */
  mo_fx_hand (game, rally, "aurelia-tipu", NULL);
  g_assert_false (mo_fx_can (game, rally, "play aurelia-tipu rally aurelia-guard"));
  g_assert_true (mo_fx_can (game, rally, "play aurelia-tipu rally aurelia-hussars"));
}

static void
test_indian_defends_own (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 1);

  mo_fx_put (game, state, "aurelia-hussars", 2, 4);
  mo_fx_put (game, state, "borovia-jaegers", 2, 5);
  mo_fx_hand (game, state, "borovia-jaegers-card-2", NULL);
  mo_fx_hand (game, state, "aurelia-tipu", NULL);
  mo_fx_do (game, state, "play borovia-jaegers-card-2 assault 2,4");
  g_assert_true (mo_fx_can (game, state, "play aurelia-tipu leader-combat"));
}

static void
test_indian_combines_matching (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) guard = assault (game);
  g_autoptr (StState) hussars = assault (game);

  /* Not with the Guard attacking: Tipu may not command it. */
  mo_fx_hand (game, guard, "aurelia-guard-card-1", "aurelia-tipu", NULL);
  declare (game, guard, "play aurelia-guard-card-1 assault 3,4");
  g_assert_false (mo_fx_can (game, guard, "play aurelia-tipu leader-command"));
  /* The Hussars attacking: he brings in the Lancers, never the Guard. */
  mo_fx_hand (game, hussars, "aurelia-hussars-card-1", "aurelia-tipu", NULL);
  declare (game, hussars, "play aurelia-hussars-card-1 assault 3,4");
  mo_fx_do (game, hussars, "play aurelia-tipu leader-command");
  g_assert_false (mo_fx_can (game, hussars, "support aurelia-guard"));
  g_assert_true (mo_fx_can (game, hussars, "support aurelia-lancers"));
}

static void
test_indian_not_other_nation (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);

  /* The Lancers (Mysore) attack, the Guard (another nation) stands adjacent: one
   * supporting unit by Command 2, and it may only be the Hussars. */
  mo_fx_hand (game, state, "aurelia-lancers-card-1", "aurelia-tipu", NULL);
  declare (game, state, "play aurelia-lancers-card-1 assault 3,4");
  mo_fx_do (game, state, "play aurelia-tipu leader-command");
  g_assert_cmpuint (mo_fx_count (game, state, "support"), ==, 1);
  mo_fx_do (game, state, "support aurelia-hussars");
  g_assert_cmpuint (MO_ST (state)->combat.supporters, ==, MO_BIT (mo_fx_unit (game, "aurelia-hussars")));
}

static void
test_maharaja_lifts_restrictions (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);

  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-tipu", "aurelia-maharaja", NULL);
  declare (game, state, "play aurelia-guard-card-1 assault 3,4");
  g_assert_false (mo_fx_can (game, state, "play aurelia-tipu leader-combat"));
  g_assert_false (mo_fx_can (game, state, "play aurelia-tipu leader-command"));
  /* Played with the leader, the Maharaja may come first: Tipu then leads the
   * Guard, and brings in a unit of any nationality. */
  mo_fx_do (game, state, "play aurelia-maharaja maharaja");
  g_assert_true (mo_fx_can (game, state, "play aurelia-tipu leader-combat"));
  mo_fx_do (game, state, "play aurelia-tipu leader-command");
  g_assert_true (mo_fx_can (game, state, "support aurelia-hussars"));
  mo_fx_do (game, state, "support aurelia-hussars");
  mo_fx_do (game, state, "support aurelia-lancers");
  g_assert_cmpint (mo_leader_command (MO_DEF (game), MO_ST (state)), ==, 4);
}

static void
test_maharaja_after_leader (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);

  mo_fx_put (game, state, "aurelia-line-1", 3, 5);
  mo_fx_hand (game, state, "aurelia-hussars-card-1", "aurelia-tipu", "aurelia-maharaja", NULL);
  declare (game, state, "play aurelia-hussars-card-1 assault 3,4");
  mo_fx_do (game, state, "play aurelia-tipu leader-command");
  /* Command 2 and Mysore only, until the Maharaja: Command 4, any unit. */
  g_assert_false (mo_fx_can (game, state, "support aurelia-guard"));
  mo_fx_do (game, state, "play aurelia-maharaja maharaja");
  g_assert_false (mo_fx_can (game, state, "play aurelia-maharaja maharaja"));
  mo_fx_do (game, state, "support aurelia-guard");
  mo_fx_do (game, state, "support aurelia-lancers");
  mo_fx_do (game, state, "support aurelia-line-1");
  g_assert_cmpuint (__builtin_popcount (MO_ST (state)->combat.supporters), ==, 3);
}

static void
test_maharaja_command_four (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) aste = assault (game);
  g_autoptr (StState) radomir = mo_fx_state (game, MO_STEP_DECLARE, 1);

  /* Colonel Aste, Command 1 and no nationality: with a Maharaja he commands
   * three supporting units. */
  mo_fx_put (game, aste, "aurelia-line-1", 3, 5);
  mo_fx_hand (game, aste, "aurelia-guard-card-1", "aurelia-aste", "aurelia-maharaja", NULL);
  declare (game, aste, "play aurelia-guard-card-1 assault 3,4");
  g_assert_false (mo_fx_can (game, aste, "play aurelia-aste leader-command"));
  mo_fx_do (game, aste, "play aurelia-maharaja maharaja");
  mo_fx_do (game, aste, "play aurelia-aste leader-command");
  g_assert_cmpint (mo_leader_command (MO_DEF (game), MO_ST (aste)), ==, 4);
  mo_fx_do (game, aste, "support aurelia-hussars");
  mo_fx_do (game, aste, "support aurelia-lancers");
  mo_fx_do (game, aste, "support aurelia-line-1");
  g_assert_cmpuint (__builtin_popcount (MO_ST (aste)->combat.supporters), ==, 3);

  /* A Maharaja that would change nothing (Command 4 already, no nationality) is
   * not offered: Prince Radomir. */
  mo_fx_put (game, radomir, "borovia-old-guard", 3, 4);
  mo_fx_put (game, radomir, "aurelia-guard", 3, 3);
  mo_fx_hand (game, radomir, "borovia-old-guard-card-1", "borovia-radomir", NULL);
  MO_ST (radomir)->hand[1][MO_ST (radomir)->n_hand[1]++] =
      (guint8) mo_fx_card (game, radomir, "aurelia-maharaja");
  declare (game, radomir, "play borovia-old-guard-card-1 assault 3,3");
  g_assert_false (mo_fx_can (game, radomir, "play aurelia-maharaja maharaja"));
  mo_fx_do (game, radomir, "play borovia-radomir leader-command");
  g_assert_false (mo_fx_can (game, radomir, "play aurelia-maharaja maharaja"));
}

static void
test_maharaja_valcourt_after (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);

  /* General Valcourt, Command 2, played for his Command; the Maharaja after
   * him raises it to 4. */
  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-valcourt", "aurelia-maharaja", NULL);
  declare (game, state, "play aurelia-guard-card-1 assault 3,4");
  mo_fx_do (game, state, "play aurelia-valcourt leader-command");
  g_assert_cmpint (mo_leader_command (MO_DEF (game), MO_ST (state)), ==, 2);
  mo_fx_do (game, state, "play aurelia-maharaja maharaja");
  g_assert_cmpint (mo_leader_command (MO_DEF (game), MO_ST (state)), ==, 4);
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
test_japanese_one_unit (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);

  /* The samurai leader's unit is the Guard: never a Command, never a Combat
   * value of his own, only a card of the Guard's. */
  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-samurai", NULL);
  declare (game, state, "play aurelia-guard-card-1 assault 3,4");
  g_assert_false (mo_fx_can (game, state, "play aurelia-samurai leader-command"));
  g_assert_false (mo_fx_can (game, state, "play aurelia-samurai leader-combat"));
  g_assert_cmpuint (mo_fx_count (game, state, "support"), ==, 0);
}

static void
test_japanese_add_to_attack (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = assault (game);
  MoState *st = MO_ST (state);
  MoFxDice dice;
  int      attack;

  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-samurai", NULL);
  declare (game, state, "play aurelia-guard-card-1 assault 3,4");
  g_assert_true (mo_fx_can (game, state, "play aurelia-samurai attack"));
  mo_fx_do (game, state, "play aurelia-samurai attack");
  if (st->step != MO_STEP_ATTACK)
    mo_fx_do (game, state, "pass"); /* Borovia lets it stand */
  mo_fx_dice (state, &dice);
  attack = mo_attack_total_fixed (MO_DEF (game), st) + mo_fx_roll (&dice, 2, 8) + mo_fx_roll (&dice, 1, 6);
  mo_fx_do (game, state, "end-phase");
  g_assert_cmpint (st->res.attack_total, ==, attack);
}

static void
test_japanese_only_their_unit (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) attack = assault (game);
  g_autoptr (StState) defence = mo_fx_state (game, MO_STEP_DECLARE, 1);
  g_autoptr (StState) rally = restoration (game);

  /* Combine units: no; aid the Hussars' attack or the Hussars' defence: no;
   * rally the Hussars: no. The Guard, his unit: yes. */
  mo_fx_hand (game, attack, "aurelia-hussars-card-1", "aurelia-samurai", NULL);
  declare (game, attack, "play aurelia-hussars-card-1 assault 3,4");
  g_assert_cmpuint (mo_fx_count (game, attack, "play aurelia-samurai"), ==, 0);
  mo_fx_put (game, defence, "aurelia-hussars", 2, 4);
  mo_fx_put (game, defence, "aurelia-guard", 3, 3);
  mo_fx_put (game, defence, "borovia-old-guard", 3, 4);
  mo_fx_hand (game, defence, "borovia-old-guard-card-1", NULL);
  mo_fx_hand (game, defence, "aurelia-samurai", NULL);
  mo_fx_do (game, defence, "play borovia-old-guard-card-1 assault 2,4");
  g_assert_cmpuint (mo_fx_count (game, defence, "play aurelia-samurai"), ==, 0);
  mo_fx_hand (game, rally, "aurelia-samurai", NULL);
  g_assert_false (mo_fx_can (game, rally, "play aurelia-samurai rally aurelia-hussars"));
  g_assert_true (mo_fx_can (game, rally, "play aurelia-samurai rally aurelia-guard"));
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
#define L "/manoeuvre/[9.1 Leader Cards] "
  g_test_add_func (L "Command: This value defines how many Units the Leader can lead in attack in a combat",
                   test_command_value);
  g_test_add_func (
      L "Combat: A Leader's Combat value can be added directly to the Attack or Defense Value in a "
        "combat",
      test_combat_value);
  g_test_add_func (L "A Leader may only use either his Combat or Command value but not both in a combat",
                   test_one_value);
  g_test_add_func (L "If you play a Leader with a Command value of 1 in a combat, you should always use the "
                     "Combat value",
                   test_command_one);
  g_test_add_func (L
                   "Leader (Indian): Indian Leaders have the above abilities except that they are restricted "
                   "to affecting the Units of the same nationality",
                   test_indian_same_nationality);
  g_test_add_func (L "Leader (Indian): For example, Tipu Sultan can only be used to affect Mysore units",
                   test_indian_defends_own);
  g_test_add_func (L "Leader (Indian): This restriction is applicable to every leader capability including "
                     "Rallying and adding the combat value to a unit",
                   test_indian_every_capability);
  g_test_add_func (L "Leader (Indian): An Indian Leader can only be used to combine the two units of the "
                     "matching nationality into one combat",
                   test_indian_combines_matching);
  g_test_add_func (L "Leader (Indian): So again Tipu Sultan can combine the Mysore Infantry and Cavalry but "
                     "cannot combine the Mysore Infantry with the Punjab Infantry",
                   test_indian_not_other_nation);
  g_test_add_func (L "Leader (Japanese): Most Japanese leaders may only command one unit",
                   test_japanese_one_unit);
  g_test_add_func (L "Leader (Japanese): These leaders may be used to initiate or add to an attack with that "
                     "unit using a 1d6 Assault value (initiate)",
                   test_single_unit_leader);
  g_test_add_func (L "Leader (Japanese): These leaders may be used to initiate or add to an attack with that "
                     "unit using a 1d6 Assault value (add)",
                   test_japanese_add_to_attack);
  g_test_add_func (L
                   "Leader (Japanese): These cards may not be used to combine units, aid in combat, or rally "
                   "any unit other than the one they match",
                   test_japanese_only_their_unit);
  g_test_add_func (L
                   "Leader (Japanese): Only Tokugawa may be used to affect all units like a leader from the "
                   "base game",
                   test_tokugawa);
  g_test_add_func (
      L "Maharaja: When these cards are played at the same time that a Leader of any Nationality is "
        "played that leader loses all Nationality restrictions (Maharaja first)",
      test_maharaja_lifts_restrictions);
  g_test_add_func (
      L "Maharaja: When these cards are played at the same time that a Leader of any Nationality is "
        "played that leader loses all Nationality restrictions (leader first)",
      test_maharaja_after_leader);
  g_test_add_func (
      L "Maharaja: When these cards are played at the same time that a Leader of any Nationality is "
        "played that leader loses all Nationality restrictions (in defence)",
      test_maharaja_in_defence);
  g_test_add_func (L "Maharaja: A Maharaja also confers a Command value of 4 to the leader it is played with "
                     "(Command 1)",
                   test_maharaja_command_four);
  g_test_add_func (L "Maharaja: A Maharaja also confers a Command value of 4 to the leader it is played with "
                     "(played after)",
                   test_maharaja_valcourt_after);
  g_test_add_func (
      L "Pursuit: If a Leader was used for an attack, their pursuit modifier is used to modify all "
        "pursuit die rolls",
      test_leader_pursuit);
#undef L
  g_test_add_func ("/manoeuvre/[9.2] committed attack: 2d6, one a unit, a hit at the end",
                   test_committed_attack);
  g_test_add_func ("/manoeuvre/[9.2] sappers ignore a redoubt", test_sappers);
  g_test_add_func ("/manoeuvre/[9.2] skirmish calls the assault off and moves the unit", test_skirmish);
  g_test_add_func ("/manoeuvre/[9.2] no leader with a skirmish", test_skirmish_no_leader);
  return g_test_run ();
}
