/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "../consequences-check.h"
#include "mo-fixture.h"

/* What an action did besides itself (st_game_consequences ()): the assault's
 * defender that takes a hit and is driven back by the ruleset, with no action
 * of its own, gets sentences in the log. */

/* The Guard assaults the Militia at 3,4 whose way home (3,5) and one flank
 * (2,4) are blocked, so that a retreat goes to 4,4 (as test-combat.c). */
static StState *
assault_position (const StGame *game, guint64 seed)
{
  StState *state = mo_fx_state (game, MO_STEP_DECLARE, 0);

  st_game_reseed (game, state, seed);
  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "borovia-militia", 3, 4);
  mo_fx_put (game, state, "borovia-musketeers", 3, 5);
  mo_fx_put (game, state, "borovia-jaegers", 2, 4);
  mo_fx_hand (game, state, "aurelia-guard-card-1", NULL);
  mo_fx_hand (game, state, "borovia-militia-card-2", NULL);
  return state;
}

static void
test_hit_and_driven_back (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  guint    militia = mo_fx_unit (game, "borovia-militia");
  gboolean found = FALSE;

  for (guint64 seed = 1; seed <= 300 && !found; seed++)
    {
      g_autoptr (StState) state = assault_position (game, seed);
      g_autoptr (GPtrArray) declare = NULL, fight = NULL;
      GPtrArray *defend;
      int        reduced, back;

      declare = consequences_play (game, state, "play aurelia-guard-card-1 assault 3,4", 1);
      defend = consequences_play (game, state, "end-phase", 1);
      fight = consequences_play (game, state, "end-phase", 1);
      if (MO_ST (state)->res.outcome != MO_OUT_HIT_AND_RETREAT)
        {
          g_ptr_array_unref (defend);
          continue;
        }
      found = TRUE;
      g_assert_cmpuint (declare->len, ==, 0);
      /* The combat is fought when the defender is done. */
      g_ptr_array_extend_and_steal (fight, g_steal_pointer (&defend));
      reduced = consequences_find (fight, ST_CONSEQUENCE_REDUCED, militia);
      back = consequences_find (fight, ST_CONSEQUENCE_DRIVEN_BACK, militia);
      g_assert_cmpint (reduced, >=, 0);
      g_assert_cmpint (back, >=, 0);
      g_assert_cmpint (((StConsequence *) g_ptr_array_index (fight, (guint) back))->from, ==,
                       mo_fx_cell (game, 3, 4));
      g_assert_cmpint (((StConsequence *) g_ptr_array_index (fight, (guint) back))->to, ==,
                       mo_fx_cell (game, 4, 4));
    }
  g_assert_true (found);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manoeuvre/consequences/a hit and a retreat are said for the defender",
                   test_hit_and_driven_back);
  return g_test_run ();
}
