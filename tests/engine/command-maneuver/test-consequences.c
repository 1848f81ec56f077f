/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "../consequences-check.h"
#include "cm-fixture.h"

/* What an action did besides itself (st_game_consequences ()): a capture by
 * replacement says the piece taken is captured. */

static void
test_capture (void)
{
  const char *units[] = { "wg",    "general", "white",    "4",     "1",        "bg",    "general",
                          "black", "9",       "9",        "w1",    "infantry", "white", "4",
                          "2",     "b1",      "infantry", "black", "4",        "3",     NULL };
  g_autoptr (StGame) game = cm_position (units, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  g_autoptr (GPtrArray) move = consequences_play (game, state, "move w1 4,2-4,3 by wg", 0);
  int i = consequences_find (move, ST_CONSEQUENCE_CAPTURED, cm_unit (game, "b1"));

  g_assert_cmpint (i, >=, 0);
  g_assert_cmpint (((StConsequence *) g_ptr_array_index (move, (guint) i))->from, ==, cm_cell (game, 4, 3));
  /* The capturing piece moves by its own action: no consequence. */
  g_assert_cmpuint (move->len, ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/command-maneuver/consequences/a capture says the piece taken", test_capture);
  return g_test_run ();
}
