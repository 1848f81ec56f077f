/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "engine/st-game-referee.h"
#include "engine/st-player.h"
#include "engine/st-rng.h"
#include "mo-fixture.h"

/* The greedy player never makes a move its own rules punish at once: it takes a
 * hit rather than choose a retreat its unit cannot make (6.6), retreats a reduced
 * unit rather than lose it to a hit, declares no assault that can only cost its
 * own units a hit (6.1 step 7), and keeps the cards of its units on the map while
 * it discards those of units it lost (4). Aurelia (top edge) attacks; Borovia
 * retreats towards the bottom. */

#define SEEDS 8

static char *
greedy_choice (const StGame *game, const StState *state, guint64 seed)
{
  StPlayerOptions options;
  g_autoptr (StPlayer) player = NULL;

  st_player_options_init (&options, ST_PLAYER_GREEDY);
  player = st_player_new (game, &options, seed);
  return st_game_action_to_text (game, state, st_test_choose (player, game, state));
}

/* An assault of the Aurelian guard on the Borovian old guard at 3,4 whose
 * result lets Borovia choose between a hit and a retreat. */
static StState *
defender_chooses (const StGame *game, gboolean reduced, gboolean blocked)
{
  StState *state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  MoState *st = MO_ST (state);
  guint    d = mo_fx_unit (game, "borovia-old-guard");

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  if (blocked)
    {
      /* No square to go to: Aurelians on both flanks, a Borovian behind. */
      mo_fx_put (game, state, "aurelia-line-1", 2, 4);
      mo_fx_put (game, state, "aurelia-line-2", 4, 4);
      mo_fx_put (game, state, "borovia-militia", 3, 5);
    }
  if (reduced)
    st->reduced |= MO_BIT (d);
  st->combat = (MoCombat){ .kind = MO_ACT_ASSAULT,
                           .attacker = (guint8) mo_fx_unit (game, "aurelia-guard"),
                           .defender = (guint8) d,
                           .def_cell = (gint16) mo_fx_cell (game, 3, 4),
                           .att_leader = MO_NONE,
                           .def_leader = MO_NONE,
                           .retreating = MO_NONE };
  mo_outcome_apply (MO_DEF (game), st, MO_OUT_DEFENDER_CHOOSES);
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  return state;
}

static void
test_hit_rather_than_a_retreat_that_eliminates (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = defender_chooses (game, FALSE, TRUE);

  for (guint64 seed = 1; seed <= SEEDS; seed++)
    {
      g_autofree char *choice = greedy_choice (game, state, seed);

      g_assert_cmpstr (choice, ==, "hit");
    }
}

static void
test_retreat_rather_than_a_hit_that_eliminates (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = defender_chooses (game, TRUE, FALSE);

  for (guint64 seed = 1; seed <= SEEDS; seed++)
    {
      g_autofree char *choice = greedy_choice (game, state, seed);

      g_assert_cmpstr (choice, ==, "retreat");
    }
}

/* Aurelia's reduced line battalion (2) beside Borovia's old guard (5) in a town
 * behind a Redoubt (+3): 2 + 1d6 against at least 10 always loses, and the hit
 * eliminates the battalion. A volley costs nothing when it fails. */
static void
test_no_hopeless_assault (void)
{
  const char *const terrain[] = { "3,4", "town", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-line-2", 3, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  st->reduced |= MO_BIT (mo_fx_unit (game, "aurelia-line-2"));
  st->redoubt |= MO_BIT (mo_fx_unit (game, "borovia-old-guard"));
  mo_fx_hand (game, state, "aurelia-line-2-card-2", "aurelia-supply", NULL);
  mo_fx_draw (game, state, "borovia-militia-card-1", "borovia-supply", NULL);
  g_assert_true (mo_fx_can (game, state, "play aurelia-line-2-card-2 assault 3,4"));
  for (guint64 seed = 1; seed <= SEEDS; seed++)
    {
      g_autofree char *choice = greedy_choice (game, state, seed);

      g_test_message ("seed %" G_GUINT64_FORMAT ": %s", seed, choice);
      g_assert_null (strstr (choice, "assault"));
    }
}

/* The same battalion at full strength (4) with the guard's 2d8 card beside a
 * reduced Borovian militia (1) in the open: 4 + 2d8 against 1 cannot fail. */
static void
test_assault_that_cannot_fail (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "borovia-militia", 3, 4);
  st->reduced |= MO_BIT (mo_fx_unit (game, "borovia-militia"));
  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-supply", NULL);
  mo_fx_draw (game, state, "borovia-supply", "borovia-supply", NULL);
  for (guint64 seed = 1; seed <= SEEDS; seed++)
    {
      g_autofree char *choice = greedy_choice (game, state, seed);

      g_assert_cmpstr (choice, ==, "play aurelia-guard-card-1 assault 3,4");
    }
}

/* Borovia's reduced militia (1) at 3,4 must move (its only unit). Forward to
 * 3,3 it holds three squares of the enemy half, but beside the Aurelian guard
 * (5), whose assault next turn (5 + a card against 1) all but eliminates it;
 * sideways to 2,4 or 4,4 it holds one and stands out of the guard's reach. The
 * evaluation's exposure term (the best assault the other side could make next)
 * keeps it out of contact; without it greedy walked into the assault for the
 * squares (manoeuvre's greedy moving second lost 9 of 100 games to random). */
static void
test_no_walk_into_an_assault (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_MOVE, 1);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 2);
  mo_fx_put (game, state, "borovia-militia", 3, 4);
  st->reduced |= MO_BIT (mo_fx_unit (game, "borovia-militia"));
  g_assert_true (mo_fx_can (game, state, "move borovia-militia 3,4-3,3"));
  for (guint64 seed = 1; seed <= SEEDS; seed++)
    {
      g_autofree char *choice = greedy_choice (game, state, seed);

      g_test_message ("seed %" G_GUINT64_FORMAT ": %s", seed, choice);
      g_assert_null (strstr (choice, "-3,3"));
      g_assert_nonnull (strstr (choice, "move borovia-militia"));
    }
}

/* Manoeuvre has no turn limit: the day ends only when both first decks are
 * drawn, so two players that neither play nor discard a card never finish. With
 * the exposure term at half for the side that attacks second, one game in 1,000
 * between greedy players (bench-ladder's seed 77, game 78 + 100 k) became such a
 * standoff; these ten of them, played as st_playtest_run () plays them, end. */
static void
test_greedy_games_end (void)
{
  g_autoptr (StScenario) scenario = mo_fx_bundled ();
  g_autoptr (GError) error = NULL;
  g_autoptr (StGame) game = st_game_new_from_scenario (scenario, &error);
  StPlayerOptions options;

  g_assert_no_error (error);
  st_player_options_init (&options, ST_PLAYER_GREEDY);
  for (guint index = 78; index < 1000; index += 100)
    {
      StRng base, stream;
      g_autoptr (StState) state = NULL;
      g_autoptr (StPlayer) first = NULL;
      g_autoptr (StPlayer) second = NULL;
      StPlayer *players[2];
      guint     actions = 0;

      st_rng_seed (&base, 77);
      stream = st_rng_split (&base, index);
      state = st_game_new_initial_state (game, st_rng_next (&stream));
      players[0] = first = st_player_new (game, &options, st_rng_next (&stream));
      players[1] = second = st_player_new (game, &options, st_rng_next (&stream));
      while (!st_game_is_terminal (game, state) && actions < 20000)
        {
          st_game_apply (game, state,
                         st_test_choose (players[st_game_current_player (game, state)], game, state));
          actions++;
        }
      g_test_message ("game %u: %u actions", index, actions);
      g_assert_true (st_game_is_terminal (game, state));
    }
}

/* The evaluation from Aurelia's side of a position with the Borovian militia,
 * reduced, three squares below unit at 3,2 (nothing else on the map), Aurelia
 * to act at step. */
static double
value_at_three (const StGame *game, const char *unit, MoStep step)
{
  g_autoptr (StState) state = mo_fx_state (game, step, 0);

  mo_fx_put (game, state, unit, 3, 2);
  mo_fx_put (game, state, "borovia-militia", 3, 5);
  MO_ST (state)->reduced |= MO_BIT (mo_fx_unit (game, "borovia-militia"));
  return st_game_evaluate (game, state, 0);
}

/* The exposure term reaches as far as the attacker can move before he declares:
 * the hussars (movement 2) can close three squares and assault the militia
 * while Aurelia's movement is ahead (the assault then counts at half), not
 * once it is over; the fusiliers (movement 1) cannot, so for them both steps
 * are worth the same, and so is the militia's own (movement 1) threat. */
static void
test_exposure_reach (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  double hussars_move = value_at_three (game, "aurelia-hussars", MO_STEP_MOVE);
  double hussars_declare = value_at_three (game, "aurelia-hussars", MO_STEP_DECLARE);
  double fusiliers_move = value_at_three (game, "aurelia-fusiliers", MO_STEP_MOVE);
  double fusiliers_declare = value_at_three (game, "aurelia-fusiliers", MO_STEP_DECLARE);

  g_test_message ("hussars %g / %g, fusiliers %g / %g", hussars_move, hussars_declare, fusiliers_move,
                  fusiliers_declare);
  g_assert_cmpfloat (hussars_move, >, hussars_declare + 0.05);
  g_assert_cmpfloat (fusiliers_move, ==, fusiliers_declare);
}

/* Aurelia lost its line battalion: its card is dead weight, and the guard's,
 * beside a Borovian unit, is the one an assault needs; none of the cards it
 * could draw instead would let the guard attack. */
static void
test_discards_dead_cards (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DISCARD, 0);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "borovia-militia", 3, 4);
  st->eliminated |= MO_BIT (mo_fx_unit (game, "aurelia-line-1"));
  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-line-1-card-1", NULL);
  mo_fx_draw (game, state, "aurelia-fusiliers-card-1", "aurelia-supply", "aurelia-hussars-card-1",
              "aurelia-regroup", "aurelia-lancers-card-1", NULL);
  for (guint64 seed = 1; seed <= SEEDS; seed++)
    {
      g_autofree char *choice = greedy_choice (game, state, seed);

      g_test_message ("seed %" G_GUINT64_FORMAT ": %s", seed, choice);
      g_assert_null (strstr (choice, "aurelia-guard-card-1"));
      g_assert_nonnull (strstr (choice, "aurelia-line-1-card-1"));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manoeuvre/ai/[6.6] greedy takes a hit rather than a retreat that eliminates its unit",
                   test_hit_rather_than_a_retreat_that_eliminates);
  g_test_add_func ("/manoeuvre/ai/[6.6] greedy retreats a reduced unit rather than lose it to a hit",
                   test_retreat_rather_than_a_hit_that_eliminates);
  g_test_add_func ("/manoeuvre/ai/[6.1] greedy declares no assault that can only cost it a hit",
                   test_no_hopeless_assault);
  g_test_add_func ("/manoeuvre/ai/[6.1] greedy declares an assault that cannot fail",
                   test_assault_that_cannot_fail);
  g_test_add_func ("/manoeuvre/ai/[4] greedy discards the cards of lost units and keeps those it needs",
                   test_discards_dead_cards);
  g_test_add_func ("/manoeuvre/ai/[5] greedy does not walk a weak unit into the reach of a strong one",
                   test_no_walk_into_an_assault);
  g_test_add_func ("/manoeuvre/ai/[5] the exposure term reaches as far as the attacker can move first",
                   test_exposure_reach);
  g_test_add_func ("/manoeuvre/ai/[2.3] games between greedy players reach nightfall or attrition",
                   test_greedy_games_end);
  return g_test_run ();
}
