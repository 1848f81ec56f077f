/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mo-fixture.h"

/* Rule 6 as a whole: one combat a turn (6), the outcome table line by line on dice
 * known in advance (6.1 step 7), terrain (6.4), cards that change a combat (6.8),
 * withdrawal (6.1 step 3, 8), advance (6.6, 8) and pursuit (6.7) with its
 * resolution rows. Aurelia (top edge) attacks unless a test says otherwise. */

static guint
unit (const StGame *game, const char *id)
{
  return mo_fx_unit (game, id);
}

static void
test_one_combat (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);

  mo_fx_put (game, state, "aurelia-fusiliers", 3, 3);
  mo_fx_put (game, state, "aurelia-guard", 5, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  mo_fx_put (game, state, "borovia-militia", 5, 4);
  mo_fx_hand (game, state, "aurelia-fusiliers-card-1", "aurelia-guard-card-1", "aurelia-ambush", NULL);
  /* Any one of several combats may be declared, or none. */
  g_assert_true (mo_fx_can (game, state, "play aurelia-guard-card-1 assault 5,4"));
  g_assert_true (mo_fx_can (game, state, "play aurelia-ambush ambush 3,4"));
  mo_fx_do (game, state, "play aurelia-fusiliers-card-1 volley 3,4");
  /* Once it is resolved, the turn goes on to restoration: no second combat. */
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_RESTORATION);
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-guard-card-1 assault"), ==, 0);
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-ambush"), ==, 0);
}

/* 6.1 step 7 on exact totals, the boundaries included. */
static void
test_outcome_lines (void)
{
  g_assert_cmpint (mo_assault_outcome (7, 8), ==, MO_OUT_ATTACKER_HIT);
  g_assert_cmpint (mo_assault_outcome (8, 8), ==, MO_OUT_NO_EFFECT);
  g_assert_cmpint (mo_assault_outcome (9, 8), ==, MO_OUT_DEFENDER_CHOOSES);
  g_assert_cmpint (mo_assault_outcome (15, 8), ==, MO_OUT_DEFENDER_CHOOSES);
  g_assert_cmpint (mo_assault_outcome (16, 8), ==, MO_OUT_ATTACKER_CHOOSES);
  g_assert_cmpint (mo_assault_outcome (23, 8), ==, MO_OUT_ATTACKER_CHOOSES);
  g_assert_cmpint (mo_assault_outcome (24, 8), ==, MO_OUT_HIT_AND_RETREAT);
  g_assert_cmpint (mo_assault_outcome (31, 8), ==, MO_OUT_HIT_AND_RETREAT);
  g_assert_cmpint (mo_assault_outcome (32, 8), ==, MO_OUT_ELIMINATED);
}

/* A position for the outcome table: the Guard (5, 2d8 card) assaults the Militia
 * at 3,4, full or reduced, on the terrain of the game, under a redoubt or not,
 * defending with a 1d10 card or not. The way home (3,5) is blocked, and one
 * flank (2,4), so that a retreat goes to 4,4. */
typedef struct
{
  gboolean reduced, redoubt, card;
  int      terrain; /* the square's defence */
} Setup;

static StState *
outcome_position (const StGame *game, const Setup *setup, guint64 seed)
{
  StState *state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  MoState *st = MO_ST (state);

  st_game_reseed (game, state, seed);
  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "borovia-militia", 3, 4);
  mo_fx_put (game, state, "borovia-musketeers", 3, 5);
  mo_fx_put (game, state, "borovia-jaegers", 2, 4);
  if (setup->reduced)
    st->reduced = MO_BIT (unit (game, "borovia-militia"));
  if (setup->redoubt)
    st->redoubt = MO_BIT (unit (game, "borovia-militia"));
  mo_fx_hand (game, state, "aurelia-guard-card-1", NULL);
  mo_fx_hand (game, state, "borovia-militia-card-2", NULL);
  return state;
}

/* The totals the position will roll, read from its dice before they are rolled. */
static void
predict (const StState *state, const Setup *setup, int *attack, int *defense)
{
  MoFxDice dice;

  mo_fx_dice (state, &dice);
  *attack = 5 + mo_fx_roll (&dice, 2, 8);
  *defense = (setup->reduced ? 1 : 3) + setup->terrain + (setup->redoubt ? 3 : 0)
             + (setup->card ? mo_fx_roll (&dice, 1, 10) : 0);
}

static void
test_outcome_table (void)
{
  const char *const hills[] = { "3,4", "hills", NULL };
  g_autoptr (StGame) field_game = mo_fx_game (NULL);
  g_autoptr (StGame) hills_game = mo_fx_game (hills);
  guint attacker = unit (field_game, "aurelia-guard"), defender = unit (field_game, "borovia-militia");

  for (MoOutcome line = MO_OUT_ATTACKER_HIT; line <= MO_OUT_ELIMINATED; line++)
    {
      gboolean found = FALSE;

      /* The first seed and position whose dice give this line. */
      for (guint64 seed = 1; seed <= 300 && !found; seed++)
        for (guint k = 0; k < 16 && !found; k++)
          {
            Setup    setup = { k & 1, (k >> 1) & 1, (k >> 2) & 1, (k >> 3) & 1 ? 2 : 0 };
            StGame  *game = setup.terrain ? hills_game : field_game;
            StState *state = outcome_position (game, &setup, seed);
            MoState *st = MO_ST (state);
            int      attack, defense, at = mo_fx_cell (game, 3, 4);
            gboolean was_reduced = setup.reduced;

            predict (state, &setup, &attack, &defense);
            if (mo_assault_outcome (attack, defense) != line)
              {
                st_state_free (state);
                continue;
              }
            found = TRUE;
            mo_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
            if (setup.card)
              mo_fx_do (game, state, "play borovia-militia-card-2 defend");
            mo_fx_do (game, state, "end-phase");
            mo_fx_do (game, state, "end-phase");
            g_assert_cmpint (st->res.attack_total, ==, attack);
            g_assert_cmpint (st->res.defense_total, ==, defense);
            g_assert_cmpint (st->res.outcome, ==, line);
            switch (line)
              {
                case MO_OUT_ATTACKER_HIT:
                  /* Every attacking unit takes a hit. */
                  g_assert_true (st->reduced & MO_BIT (attacker));
                  g_assert_cmpint (st->cell[defender], ==, at);
                  break;
                case MO_OUT_NO_EFFECT:
                  g_assert_false (st->reduced & MO_BIT (attacker));
                  g_assert_cmpint ((st->reduced & MO_BIT (defender)) != 0, ==, was_reduced);
                  g_assert_cmpint (st->cell[defender], ==, at);
                  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_RESTORATION);
                  break;
                case MO_OUT_DEFENDER_CHOOSES:
                case MO_OUT_ATTACKER_CHOOSES:
                  g_assert_cmpint (st->step, ==, MO_STEP_CHOOSE);
                  g_assert_cmpint (st_game_current_player (game, state), ==,
                                   line == MO_OUT_DEFENDER_CHOOSES ? 1 : 0);
                  mo_fx_do (game, state, "retreat");
                  g_assert_cmpint (st->cell[defender], ==, mo_fx_cell (game, 4, 4));
                  break;
                case MO_OUT_HIT_AND_RETREAT:
                  /* A hit, then the retreat to the open flank. */
                  if (was_reduced)
                    g_assert_true (st->eliminated & MO_BIT (defender));
                  else
                    {
                      g_assert_true (st->reduced & MO_BIT (defender));
                      g_assert_cmpint (st->cell[defender], ==, mo_fx_cell (game, 4, 4));
                    }
                  g_assert_cmpint (st->step, ==, MO_STEP_ADVANCE);
                  break;
                case MO_OUT_ELIMINATED:
                default:
                  g_assert_true (st->eliminated & MO_BIT (defender));
                  g_assert_cmpint (st->step, ==, MO_STEP_ADVANCE);
                  break;
              }
            st_state_free (state);
          }
      if (!found)
        g_error ("no seed gave line %d of the table", line);
    }
}

static void
test_terrain (void)
{
  const char *const terrain[] = { "3,3", "hills", "2,4", "hills", "3,4", "woods", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  MoState *st = MO_ST (state);
  MoFxDice dice;
  int      attack;

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-line-1", 2, 4);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  st->redoubt = MO_BIT (unit (game, "borovia-old-guard"));
  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-valcourt", NULL);
  mo_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
  mo_fx_do (game, state, "end-phase");
  mo_fx_do (game, state, "play aurelia-valcourt leader-command");
  mo_fx_do (game, state, "support aurelia-line-1");
  /* The attacking and the supporting unit's Hills (+1 each), the defender's Woods
   * (+1) and its redoubt (+3). */
  mo_fx_dice (state, &dice);
  attack = 5 + 1 + 4 + 1 + mo_fx_roll (&dice, 2, 8);
  mo_fx_do (game, state, "end-phase");
  g_assert_cmpint (st->res.attack_total, ==, attack);
  g_assert_cmpint (st->res.defense_total, ==, 5 + 1 + 3);
}

static void
test_cards_change_combat (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) plain = mo_fx_state (game, MO_STEP_DECLARE, 0);
  g_autoptr (StState) carded = NULL;
  MoFxDice dice;
  int      attack, defense;

  mo_fx_put (game, plain, "aurelia-guard", 3, 3);
  mo_fx_put (game, plain, "borovia-old-guard", 3, 4);
  MO_ST (plain)->redoubt = MO_BIT (unit (game, "borovia-old-guard"));
  carded = st_game_clone_state (game, plain);
  mo_fx_hand (game, plain, "aurelia-guard-card-1", NULL);
  mo_fx_hand (game, carded, "aurelia-guard-card-1", "aurelia-sappers", "aurelia-aste", NULL);
  mo_fx_hand (game, carded, "borovia-old-guard-card-2", "borovia-voss", NULL);

  /* Without other cards: the unit card's dice against strength and redoubt. */
  mo_fx_dice (plain, &dice);
  attack = 5 + mo_fx_roll (&dice, 2, 8);
  mo_fx_do (game, plain, "play aurelia-guard-card-1 assault 3,4");
  mo_fx_do (game, plain, "end-phase");
  mo_fx_do (game, plain, "end-phase");
  g_assert_cmpint (MO_ST (plain)->res.attack_total, ==, attack);
  g_assert_cmpint (MO_ST (plain)->res.defense_total, ==, 5 + 3);

  /* 9: the defender's unit card and leader add their dice, the attacker's leader
   * his Combat dice, and Sappers take the redoubt's +3 away. */
  mo_fx_do (game, carded, "play aurelia-guard-card-1 assault 3,4");
  mo_fx_do (game, carded, "play borovia-old-guard-card-2 defend");
  mo_fx_do (game, carded, "play borovia-voss leader-combat");
  mo_fx_do (game, carded, "end-phase");
  mo_fx_do (game, carded, "play aurelia-sappers sappers");
  mo_fx_do (game, carded, "play aurelia-aste leader-combat");
  mo_fx_dice (carded, &dice);
  attack = 5 + mo_fx_roll (&dice, 2, 8) + mo_fx_roll (&dice, 1, 10);
  defense = 5 + mo_fx_roll (&dice, 1, 8) + mo_fx_roll (&dice, 1, 8);
  mo_fx_do (game, carded, "end-phase");
  g_assert_cmpint (MO_ST (carded)->res.attack_total, ==, attack);
  g_assert_cmpint (MO_ST (carded)->res.defense_total, ==, defense);
}

static void
test_withdraw_blocked (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "aurelia-line-1", 2, 4);
  mo_fx_put (game, state, "aurelia-line-2", 4, 4);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  mo_fx_put (game, state, "borovia-militia", 3, 5);
  mo_fx_hand (game, state, "aurelia-guard-card-1", NULL);
  mo_fx_hand (game, state, "borovia-withdraw", "borovia-old-guard-withdraw", NULL);
  mo_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
  /* 6.1 step 3: only with an unoccupied square next to the defending unit. */
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  g_assert_cmpuint (mo_fx_count (game, state, "play borovia-withdraw"), ==, 0);
  g_assert_cmpuint (mo_fx_count (game, state, "play borovia-old-guard-withdraw withdraw-roll"), ==, 0);
  /* The card still defends. */
  g_assert_true (mo_fx_can (game, state, "play borovia-old-guard-withdraw defend"));
  /* With a square free, both are offered. */
  mo_fx_put (game, state, "borovia-militia", 7, 7);
  g_assert_true (mo_fx_can (game, state, "play borovia-withdraw withdraw"));
  g_assert_true (mo_fx_can (game, state, "play borovia-old-guard-withdraw withdraw-roll"));
}

static void
test_withdraw_roll_fails (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  gboolean tested = FALSE;

  for (guint64 seed = 1; seed <= 20 && !tested; seed++)
    {
      g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
      MoState *st = MO_ST (state);
      MoFxDice dice;
      int      die, attack, defense;

      st_game_reseed (game, state, seed);
      mo_fx_put (game, state, "aurelia-guard", 3, 3);
      mo_fx_put (game, state, "borovia-old-guard", 3, 4);
      mo_fx_hand (game, state, "aurelia-guard-card-1", NULL);
      mo_fx_hand (game, state, "borovia-old-guard-withdraw-1", "borovia-withdraw", NULL);
      mo_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
      mo_fx_dice (state, &dice);
      die = mo_fx_roll (&dice, 1, 6);
      if (die == 1)
        continue; /* the card withdraws on a 1 only */
      tested = TRUE;
      attack = 5 + mo_fx_roll (&dice, 2, 8);
      defense = 5 + mo_fx_roll (&dice, 1, 6);
      mo_fx_do (game, state, "play borovia-old-guard-withdraw-1 withdraw-roll");
      g_assert_cmpint (st->res.die, ==, die);
      g_assert_false (st->res.success);
      g_assert_cmpint (st->cell[unit (game, "borovia-old-guard")], ==, mo_fx_cell (game, 3, 4));
      /* The defender goes on, without a second withdrawal. */
      g_assert_cmpint (st->step, ==, MO_STEP_DEFEND);
      g_assert_false (mo_fx_can (game, state, "play borovia-withdraw withdraw"));
      mo_fx_do (game, state, "end-phase");
      mo_fx_do (game, state, "end-phase");
      /* 8: the card's Defence is added to the Defence Total. */
      g_assert_cmpint (st->res.attack_total, ==, attack);
      g_assert_cmpint (st->res.defense_total, ==, defense);
    }
  g_assert_true (tested);
}

/* Borovia's Steppe Riders (a "not required to advance" card) and Jaegers, brought
 * in by Voss, eliminate a reduced Aurelian unit whatever the dice. */
static StState *
two_attackers (const StGame *game, gboolean jaegers_card)
{
  StState *state = mo_fx_state (game, MO_STEP_DECLARE, 1);

  mo_fx_put (game, state, "borovia-steppe-riders", 3, 4);
  mo_fx_put (game, state, "borovia-jaegers", 2, 3);
  mo_fx_put (game, state, "aurelia-foot-artillery", 3, 3);
  MO_ST (state)->reduced = MO_BIT (unit (game, "aurelia-foot-artillery"));
  mo_fx_hand (game, state, "borovia-steppe-riders-card-2", "borovia-voss", "borovia-jaegers-card-2", NULL);
  mo_fx_do (game, state, "play borovia-steppe-riders-card-2 assault 3,3");
  mo_fx_do (game, state, "end-phase");
  mo_fx_do (game, state, "play borovia-voss leader-command");
  mo_fx_do (game, state, "support borovia-jaegers");
  if (jaegers_card)
    {
      mo_fx_do (game, state, "play borovia-jaegers-card-2 attack");
      mo_fx_do (game, state, "pass"); /* Aurelia lets it stand */
    }
  mo_fx_do (game, state, "end-phase");
  g_assert_cmpint (MO_ST (state)->res.outcome, ==, MO_OUT_ELIMINATED);
  g_assert_cmpint (MO_ST (state)->step, ==, MO_STEP_ADVANCE);
  return state;
}

static void
test_not_required_several (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) one = two_attackers (game, FALSE);
  g_autoptr (StState) both = two_attackers (game, TRUE);

  /* Either unit may advance; the attacker picks. */
  g_assert_true (mo_fx_can (game, one, "advance borovia-steppe-riders 3,4-3,3"));
  g_assert_true (mo_fx_can (game, one, "advance borovia-jaegers 2,3-3,3"));
  /* 6.6: the Jaegers played no such card, so one unit must advance. */
  g_assert_false (mo_fx_can (game, one, "end-phase"));
  /* When every involved unit played one, none need to: the button says so. */
  g_assert_true (mo_fx_can (game, both, "end-phase"));
  {
    StPrompt required, optional;

    st_game_prompt (game, one, NULL, &required);
    st_game_prompt (game, both, NULL, &optional);
    g_assert_nonnull (required.pass_note);
    g_assert_null (optional.pass_note);
    g_assert_cmpstr (optional.pass_label, ==, "Do Not Advance");
    st_prompt_clear (&required);
    st_prompt_clear (&optional);
  }
  mo_fx_do (game, both, "end-phase");
  g_assert_cmpint (MO_ST (both)->cell[unit (game, "borovia-jaegers")], ==, mo_fx_cell (game, 2, 3));
  g_assert_cmpint (MO_ST (both)->cell[unit (game, "borovia-steppe-riders")], ==, mo_fx_cell (game, 3, 4));
}

/* The Hussars attack the Militia (strength 3) with both their cards (1d8 and 1d6;
 * pursuit 1-2 and 1-3); the first seed whose dice let the attacker choose a
 * retreat and whose two pursuit dice satisfy want (NULL: any). */
typedef gboolean (*PursuitWant) (int first, int second);

static StState *
pursuit_position (const StGame *game, PursuitWant want, int *rolls)
{
  for (guint64 seed = 1; seed <= 2000; seed++)
    {
      StState *state = mo_fx_state (game, MO_STEP_DECLARE, 0);
      MoFxDice dice;
      int      attack;

      st_game_reseed (game, state, seed);
      mo_fx_put (game, state, "aurelia-hussars", 3, 3);
      mo_fx_put (game, state, "borovia-militia", 3, 4);
      mo_fx_hand (game, state, "aurelia-hussars-card-1", "aurelia-hussars-card-2", NULL);
      mo_fx_dice (state, &dice);
      attack = 4 + mo_fx_roll (&dice, 1, 8) + mo_fx_roll (&dice, 1, 6);
      rolls[0] = mo_fx_roll (&dice, 1, 6);
      rolls[1] = mo_fx_roll (&dice, 1, 6);
      if (mo_assault_outcome (attack, 3) == MO_OUT_ATTACKER_CHOOSES
          && (want == NULL || want (rolls[0], rolls[1])))
        {
          mo_fx_do (game, state, "play aurelia-hussars-card-1 assault 3,4");
          mo_fx_do (game, state, "end-phase");
          mo_fx_do (game, state, "play aurelia-hussars-card-2 attack");
          mo_fx_do (game, state, "pass");
          mo_fx_do (game, state, "end-phase");
          mo_fx_do (game, state, "retreat");
          g_assert_cmpint (MO_ST (state)->cell[mo_fx_unit (game, "borovia-militia")], ==,
                           mo_fx_cell (game, 3, 5));
          return state;
        }
      st_state_free (state);
    }
  g_error ("no seed gave the pursuit wanted");
  return NULL;
}

static gboolean
row_has (GPtrArray *rows, const char *label, const char *value)
{
  for (guint i = 0; rows != NULL && i < rows->len; i++)
    {
      const StRow *row = g_ptr_array_index (rows, i);

      if (g_str_equal (row->label, label) && (value == NULL || strstr (row->value, value) != NULL))
        return TRUE;
    }
  return FALSE;
}

static guint
rows_labelled (GPtrArray *rows, const char *label)
{
  guint n = 0;

  for (guint i = 0; rows != NULL && i < rows->len; i++)
    n += g_str_equal (((const StRow *) g_ptr_array_index (rows, i))->label, label);
  return n;
}

static void
test_pursuit_two_cards (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  int rolls[2];
  g_autoptr (StState) state = pursuit_position (game, NULL, rolls);
  g_autoptr (StState) before = st_game_clone_state (game, state);
  MoState *st = MO_ST (state);
  guint    militia = unit (game, "borovia-militia");
  int      hits = (rolls[0] <= 2) + (rolls[1] <= 3);
  g_autoptr (GPtrArray) rows = NULL;
  g_autofree char *sentence = NULL;
  StAction         advance;
  char             first[16], second[16];

  g_assert_true (st_game_action_from_text (game, state, "advance aurelia-hussars 3,3-3,4", &advance, NULL));
  st_game_apply (game, state, advance);
  /* 6.7: a die for each card with a Pursuit value played for the cavalry. */
  g_assert_cmpint (st->res.n_pursuit, ==, 2);
  g_assert_cmpint (st->res.pursuit[0] & 0x7f, ==, rolls[0]);
  g_assert_cmpint (st->res.pursuit[1] & 0x7f, ==, rolls[1]);
  g_assert_cmpint (!!(st->res.pursuit[0] & 0x80), ==, rolls[0] <= 2);
  g_assert_cmpint (!!(st->res.pursuit[1] & 0x80), ==, rolls[1] <= 3);
  g_assert_cmpint ((st->reduced & MO_BIT (militia)) != 0 || (st->eliminated & MO_BIT (militia)) != 0, ==,
                   hits > 0);
  /* The dice are resolution rows, and the advance's sentence says them. */
  rows = st_game_resolution (game, state, 0, NULL);
  g_assert_nonnull (rows);
  g_assert_cmpuint (rows_labelled (rows, "Pursuit die"), ==, 2);
  g_snprintf (first, sizeof first, "%d: %s", rolls[0], rolls[0] <= 2 ? "hit" : "miss");
  g_snprintf (second, sizeof second, "%d: %s", rolls[1], rolls[1] <= 3 ? "hit" : "miss");
  g_assert_true (row_has (rows, "Pursuit die", first));
  g_assert_true (row_has (rows, "Pursuit die", second));
  g_assert_true (row_has (rows, "Pursuit", hits == 0 ? "no hit" : "hit"));
  sentence = st_game_action_sentence (game, before, advance, state, 1, NULL);
  g_assert_nonnull (strstr (sentence, first));
  g_assert_nonnull (strstr (sentence, second));
}

static gboolean
both_hit (int first, int second)
{
  return first <= 2 && second <= 3;
}

static void
test_pursuit_eliminates (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  int rolls[2];
  g_autoptr (StState) state = pursuit_position (game, both_hit, rolls);
  MoState *st = MO_ST (state);
  guint    militia = unit (game, "borovia-militia");
  g_autoptr (GPtrArray) rows = NULL;

  /* At full strength after its retreat. */
  g_assert_false (st->reduced & MO_BIT (militia));
  mo_fx_do (game, state, "advance aurelia-hussars 3,3-3,4");
  /* 6.7: two pursuit hits eliminate a full-strength unit. */
  g_assert_true (st->eliminated & MO_BIT (militia));
  rows = st_game_resolution (game, state, 1, NULL);
  g_assert_true (row_has (rows, "Pursuit", "eliminated"));
}

/* What the status line says during a reaction: the phase of the card it answers. */
static void
test_guerrilla_phase (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) moving = mo_fx_state (game, MO_STEP_MOVE, 0);
  g_autoptr (StState) fighting = mo_fx_state (game, MO_STEP_DECLARE, 0);
  g_autoptr (StState) restoring = mo_fx_state (game, MO_STEP_RESTORE, 0);

  mo_fx_put (game, moving, "aurelia-guard", 3, 3);
  mo_fx_hand (game, moving, "aurelia-supply", NULL);
  mo_fx_do (game, moving, "play aurelia-supply supply");
  g_assert_cmpint (MO_ST (moving)->step, ==, MO_STEP_GUERRILLA);
  g_assert_cmpint (st_game_phase (game, moving), ==, MO_PHASE_MOVEMENT);

  mo_fx_put (game, fighting, "aurelia-guard", 3, 3);
  mo_fx_put (game, fighting, "borovia-old-guard", 3, 4);
  mo_fx_hand (game, fighting, "aurelia-guard-card-1", "aurelia-guard-card-2", NULL);
  mo_fx_do (game, fighting, "play aurelia-guard-card-1 assault 3,4");
  mo_fx_do (game, fighting, "end-phase");
  mo_fx_do (game, fighting, "play aurelia-guard-card-2 attack");
  g_assert_cmpint (MO_ST (fighting)->step, ==, MO_STEP_GUERRILLA);
  g_assert_cmpint (st_game_phase (game, fighting), ==, MO_PHASE_COMBAT);

  mo_fx_put (game, restoring, "aurelia-guard", 3, 3);
  MO_ST (restoring)->reduced = MO_BIT (unit (game, "aurelia-guard"));
  mo_fx_hand (game, restoring, "aurelia-regroup", NULL);
  mo_fx_do (game, restoring, "play aurelia-regroup restore aurelia-guard");
  g_assert_cmpint (MO_ST (restoring)->step, ==, MO_STEP_GUERRILLA);
  g_assert_cmpint (st_game_phase (game, restoring), ==, MO_PHASE_RESTORATION);
  /* Borovia answers, in Aurelia's turn. */
  g_assert_cmpint (st_game_current_player (game, restoring), ==, 1);
  g_assert_cmpint (st_game_active_player (game, restoring), ==, 0);
  mo_fx_do (game, restoring, "pass");
  g_assert_cmpint (st_game_phase (game, restoring), ==, MO_PHASE_RESTORATION);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_add_func ("/manoeuvre/[6] one combat a player turn", test_one_combat);
  g_test_add_func ("/manoeuvre/[6.1 step 7] the outcome table's lines on exact totals", test_outcome_lines);
  g_test_add_func ("/manoeuvre/[6.1 step 7] each of the six lines of the outcome table, on dice known in "
                   "advance",
                   test_outcome_table);
  g_test_add_func ("/manoeuvre/[6.4] terrain in combat: attacker's, supporting unit's, defender's, redoubt",
                   test_terrain);
  g_test_add_func ("/manoeuvre/[6.8] cards change a combat's totals", test_cards_change_combat);
  g_test_add_func ("/manoeuvre/[6.1 step 3] no withdrawal without a free square next to the defender",
                   test_withdraw_blocked);
  g_test_add_func ("/manoeuvre/[8] a failed withdraw roll adds the card's Defence", test_withdraw_roll_fails);
  g_test_add_func ("/manoeuvre/[6.6, 8] not required to advance, with several attacking units",
                   test_not_required_several);
  g_test_add_func ("/manoeuvre/[6.7] pursuit: a die for each of two Pursuit cards, shown as resolution rows",
                   test_pursuit_two_cards);
  g_test_add_func ("/manoeuvre/[6.7] two pursuit hits eliminate a full-strength unit",
                   test_pursuit_eliminates);
  g_test_add_func ("/manoeuvre/[9.2] a Guerrilla reaction belongs to the phase of the card it answers",
                   test_guerrilla_phase);
  return g_test_run ();
}
