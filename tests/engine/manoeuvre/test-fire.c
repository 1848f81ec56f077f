/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mo-fixture.h"

/* 6.2 Volley and Bombardment, 6.3 Rockets, Grand Battery (9.1), Death With
 * Honour (9.2). */

static void
test_volley (void)
{
  const char *const terrain[] = { "3,3", "hills", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  MoState *st = MO_ST (state);
  guint    d = mo_fx_unit (game, "borovia-old-guard");
  MoFxDice dice;
  int      attack;

  mo_fx_put (game, state, "aurelia-fusiliers", 3, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  mo_fx_put (game, state, "borovia-militia", 4, 4);
  mo_fx_hand (game, state, "aurelia-fusiliers-card-1", NULL);
  /* Adjacent only. */
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-fusiliers-card-1 volley"), ==, 1);
  mo_fx_dice (state, &dice);
  attack = mo_fx_roll (&dice, 1, 8) + 1;
  mo_fx_do (game, state, "play aurelia-fusiliers-card-1 volley 3,4");
  g_assert_cmpint (st->res.attack_total, ==, attack);
  g_assert_cmpint (st->res.defense_total, ==, 5);
  g_assert_cmpint ((st->reduced & MO_BIT (d)) != 0, ==, attack > 5);
  /* No advance, no cards from the defender: straight to restoration. */
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_RESTORATION);
}

static void
test_bombard_paths (void)
{
  const char *const terrain[] = { "4,3", "woods", "2,4", "town", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);

  mo_fx_put (game, state, "aurelia-foot-artillery", 3, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 5); /* straight, through the empty 3,4 */
  mo_fx_put (game, state, "borovia-militia", 5, 3); /* behind the woods at 4,3 */
  mo_fx_put (game, state, "borovia-jaegers", 4, 4); /* diagonal: a turn through 3,4 */
  mo_fx_put (game, state, "borovia-pikemen", 1, 3); /* behind a unit at 2,3 */
  mo_fx_put (game, state, "aurelia-guard", 2, 3);
  mo_fx_put (game, state, "borovia-siege-guns", 2, 5); /* three squares away: out of range */
  mo_fx_hand (game, state, "aurelia-foot-artillery-card-1", NULL);
  g_assert_true (mo_fx_can (game, state, "play aurelia-foot-artillery-card-1 bombard 3,5"));
  g_assert_true (mo_fx_can (game, state, "play aurelia-foot-artillery-card-1 bombard 4,4"));
  g_assert_false (mo_fx_can (game, state, "play aurelia-foot-artillery-card-1 bombard 5,3"));
  g_assert_false (mo_fx_can (game, state, "play aurelia-foot-artillery-card-1 bombard 1,3"));
  g_assert_false (mo_fx_can (game, state, "play aurelia-foot-artillery-card-1 bombard 2,5"));
  /* Once 3,4 holds a unit, the diagonal is blocked too (4,3 is woods). */
  mo_fx_put (game, state, "aurelia-line-1", 3, 4);
  g_assert_false (mo_fx_can (game, state, "play aurelia-foot-artillery-card-1 bombard 4,4"));
  g_assert_false (mo_fx_can (game, state, "play aurelia-foot-artillery-card-1 bombard 3,5"));
}

static void
test_bombard_range_3 (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 1);

  /* Borovia's Siege Guns: card 1 has Range 2, card 2 Range 3. */
  mo_fx_put (game, state, "borovia-siege-guns", 3, 6);
  mo_fx_put (game, state, "aurelia-guard", 3, 3); /* three squares straight on */
  mo_fx_put (game, state, "aurelia-line-1", 5, 5); /* three squares, with a turn */
  mo_fx_put (game, state, "aurelia-line-2", 3, 2); /* four squares */
  mo_fx_hand (game, state, "borovia-siege-guns-card-1", "borovia-siege-guns-card-2", NULL);
  g_assert_false (mo_fx_can (game, state, "play borovia-siege-guns-card-1 bombard 3,3"));
  g_assert_false (mo_fx_can (game, state, "play borovia-siege-guns-card-1 bombard 5,5"));
  g_assert_true (mo_fx_can (game, state, "play borovia-siege-guns-card-2 bombard 3,3"));
  g_assert_true (mo_fx_can (game, state, "play borovia-siege-guns-card-2 bombard 5,5"));
  g_assert_false (mo_fx_can (game, state, "play borovia-siege-guns-card-2 bombard 3,2"));
  /* Both squares between must be open: a unit at 3,4 blocks the straight line. */
  mo_fx_put (game, state, "borovia-militia", 3, 4);
  g_assert_false (mo_fx_can (game, state, "play borovia-siege-guns-card-2 bombard 3,3"));
}

static void
test_volley_marsh (void)
{
  const char *const terrain[] = { "3,3", "marsh", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-fusiliers", 3, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  mo_fx_hand (game, state, "aurelia-fusiliers-card-1", NULL);
  /* FAQ: a unit in a Marsh may fire a volley, though it may not assault. */
  g_assert_false (mo_fx_can (game, state, "play aurelia-fusiliers-card-1 assault 3,4"));
  g_assert_true (mo_fx_can (game, state, "play aurelia-fusiliers-card-1 volley 3,4"));
  mo_fx_do (game, state, "play aurelia-fusiliers-card-1 volley 3,4");
  g_assert_cmpint (st->res.kind, ==, MO_ACT_VOLLEY);
}

static void
test_bombard_marsh (void)
{
  const char *const terrain[] = { "3,3", "marsh", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);

  mo_fx_put (game, state, "aurelia-foot-artillery", 3, 3);
  mo_fx_put (game, state, "aurelia-fusiliers", 4, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 5);
  mo_fx_put (game, state, "borovia-militia", 4, 4);
  mo_fx_hand (game, state, "aurelia-foot-artillery-card-1", "aurelia-fusiliers-card-1", NULL);
  /* FAQ: a unit in a marsh may bombard or volley. */
  g_assert_true (mo_fx_can (game, state, "play aurelia-foot-artillery-card-1 bombard 3,5"));
}

static void
test_rockets (void)
{
  const char *const terrain[] = { "3,2", "hills", "3,6", "hills", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  MoState *st = MO_ST (state);
  guint    d = mo_fx_unit (game, "borovia-militia");
  MoFxDice dice;
  int      die;

  mo_fx_put (game, state, "aurelia-guard", 3, 2);
  mo_fx_put (game, state, "aurelia-line-1", 0, 1);
  mo_fx_put (game, state, "borovia-militia", 3, 5);
  mo_fx_put (game, state, "borovia-old-guard", 3, 6);
  mo_fx_put (game, state, "borovia-jaegers", 0, 4);
  /* The way home (3,6) and one flank are blocked: a retreat goes to 4,5. */
  mo_fx_put (game, state, "borovia-pikemen", 2, 5);
  mo_fx_hand (game, state, "aurelia-rockets", NULL);
  /* From any unit: range 3 from a hill to a non-hill square, else 2. */
  g_assert_true (mo_fx_can (game, state, "play aurelia-rockets rockets aurelia-guard 3,5"));
  g_assert_false (mo_fx_can (game, state, "play aurelia-rockets rockets aurelia-line-1 0,4"));
  mo_fx_dice (state, &dice);
  die = mo_fx_roll (&dice, 1, 10);
  mo_fx_do (game, state, "play aurelia-rockets rockets aurelia-guard 3,5");
  g_assert_cmpint (st->res.die, ==, die);
  if (die <= 4)
    g_assert_cmpint (st->cell[d], ==, mo_fx_cell (game, 3, 5));
  else if (!(st->eliminated & MO_BIT (d)))
    g_assert_cmpint (st->cell[d], ==, mo_fx_cell (game, 4, 5));
  g_assert_cmpint ((st->reduced & MO_BIT (d)) != 0 || (st->eliminated & MO_BIT (d)) != 0, ==, die >= 9);
}

static void
test_grand_battery (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  MoState *st = MO_ST (state);
  MoFxDice dice;
  int      roll;

  mo_fx_put (game, state, "aurelia-hussars", 3, 3);
  mo_fx_put (game, state, "borovia-old-guard", 4, 4);
  mo_fx_hand (game, state, "aurelia-napoleon", NULL);
  mo_fx_dice (state, &dice);
  roll = mo_fx_roll (&dice, 2, 10);
  mo_fx_do (game, state, "play aurelia-napoleon grand-battery aurelia-hussars 4,4");
  g_assert_cmpint (st->res.attack_total, ==, roll);
  g_assert_cmpint ((st->reduced & MO_BIT (mo_fx_unit (game, "borovia-old-guard"))) != 0, ==, roll > 5);
}

static void
test_death_with_honour (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  mo_fx_put (game, state, "borovia-militia", 2, 3);
  mo_fx_put (game, state, "borovia-jaegers", 2, 2);
  st->reduced = MO_BIT (mo_fx_unit (game, "borovia-militia"));
  mo_fx_hand (game, state, "aurelia-honour", NULL);
  mo_fx_do (game, state, "play aurelia-honour death-with-honour aurelia-guard");
  g_assert_true (st->eliminated & MO_BIT (mo_fx_unit (game, "aurelia-guard")));
  g_assert_true (st->reduced & MO_BIT (mo_fx_unit (game, "borovia-old-guard")));
  g_assert_true (st->eliminated & MO_BIT (mo_fx_unit (game, "borovia-militia")));
  g_assert_false (st->reduced & MO_BIT (mo_fx_unit (game, "borovia-jaegers")));
  /* It was the turn's one combat. */
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_RESTORATION);
}

/* The sentence of a fire action, taken in state, as the firing player reads it. */
static char *
fire_sentence (const StGame *game, StState *state, const char *text)
{
  g_autoptr (StState) before = st_game_clone_state (game, state);
  StAction action = 0;

  g_assert_true (st_game_action_from_text (game, state, text, &action, NULL));
  st_game_apply (game, state, action);
  return st_game_action_sentence (game, before, action, state, 0, NULL);
}

static void
test_fire_miss (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  guint misses = 0, hits = 0;

  /* 4 against 6 is no "Equal to the defence": a volley or a bombardment that is
   * not more than the defence misses, and says so. */
  for (guint64 seed = 1; seed <= 40; seed++)
    {
      g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
      const MoState   *st = MO_ST (state);
      g_autofree char *sentence = NULL;
      g_autoptr (GPtrArray) rows = NULL;

      st_game_reseed (game, state, seed);
      mo_fx_put (game, state, "aurelia-fusiliers", 3, 3);
      mo_fx_put (game, state, "borovia-old-guard", 3, 4);
      mo_fx_hand (game, state, "aurelia-fusiliers-card-1", NULL);
      sentence = fire_sentence (game, state, "play aurelia-fusiliers-card-1 volley 3,4");
      rows = st_game_resolution (game, state, 0, NULL);
      g_assert_null (strstr (sentence, "Equal to the defence"));
      if (st->res.attack_total > st->res.defense_total)
        {
          g_assert_cmpint (st->res.outcome, ==, MO_OUT_FIRE_HIT);
          hits++;
          continue;
        }
      g_assert_cmpint (st->res.outcome, ==, MO_OUT_FIRE_MISS);
      g_assert_nonnull (strstr (sentence, "miss"));
      for (guint i = 0; i < rows->len; i++)
        g_assert_null (strstr (((const StRow *) g_ptr_array_index (rows, i))->value, "Equal"));
      misses++;
    }
  g_assert_cmpuint (misses, >, 0);
  g_assert_cmpuint (hits, >, 0);
}

static void
test_rocket_outcomes (void)
{
  const char *const terrain[] = { "3,2", "hills", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  guint seen[3] = { 0, 0, 0 };

  /* "If the result is 1-4 there is no effect. If the roll is 5-8, the targeted
   * unit must retreat. If the roll is 9-10, the targeted unit must retreat and
   * suffers one loss": three outcomes, none of them a line of the assault table. */
  for (guint64 seed = 1; seed <= 60; seed++)
    {
      g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
      const MoState   *st = MO_ST (state);
      g_autofree char *sentence = NULL;

      st_game_reseed (game, state, seed);
      mo_fx_put (game, state, "aurelia-guard", 3, 2);
      mo_fx_put (game, state, "borovia-militia", 3, 5);
      mo_fx_hand (game, state, "aurelia-rockets", NULL);
      sentence = fire_sentence (game, state, "play aurelia-rockets rockets aurelia-guard 3,5");
      g_assert_null (strstr (sentence, "the defence"));
      if (st->res.die <= 4)
        {
          g_assert_cmpint (st->res.outcome, ==, MO_OUT_ROCKET_MISS);
          g_assert_nonnull (strstr (sentence, "miss"));
          seen[0]++;
        }
      else if (st->res.die <= 8)
        {
          g_assert_cmpint (st->res.outcome, ==, MO_OUT_RETREAT);
          seen[1]++;
        }
      else
        {
          g_assert_cmpint (st->res.outcome, ==, MO_OUT_ROCKET_HIT);
          g_assert_nonnull (strstr (sentence, "a loss"));
          seen[2]++;
        }
    }
  g_assert_cmpuint (seen[0], >, 0);
  g_assert_cmpuint (seen[1], >, 0);
  g_assert_cmpuint (seen[2], >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manoeuvre/[6.2] volley: adjacent, dice and terrain against strength and terrain",
                   test_volley);
  g_test_add_func ("/manoeuvre/[6.2] bombardment: range, a 90-degree turn, blocked by terrain and units",
                   test_bombard_paths);
  g_test_add_func ("/manoeuvre/[8] bombardment at range 3", test_bombard_range_3);
  g_test_add_func ("/manoeuvre/[7 FAQ] a unit in a marsh may fire a volley", test_volley_marsh);
  g_test_add_func ("/manoeuvre/[7 FAQ] a unit in a marsh may bombard", test_bombard_marsh);
  g_test_add_func ("/manoeuvre/[6.3] rockets: range 2, 3 from a hill, d10 table", test_rockets);
  g_test_add_func ("/manoeuvre/[6.2] a volley not more than the defence misses, in its own words",
                   test_fire_miss);
  g_test_add_func ("/manoeuvre/[6.3] If the result is 1-4 there is no effect; 5-8 retreat; 9-10 retreat and "
                   "one loss: each in its own words",
                   test_rocket_outcomes);
  g_test_add_func ("/manoeuvre/[9.1] grand battery: any unit, range 2, 2d10", test_grand_battery);
  g_test_add_func ("/manoeuvre/[9.2] death with honour", test_death_with_honour);
  return g_test_run ();
}
