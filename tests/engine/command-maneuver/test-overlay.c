/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "cm-fixture.h"

/* The editor's overlay (st_game_overlay ()): each leader's command control range,
 * rule "Activation". */

static gboolean
has_place (const StOverlayShape *shape, int place)
{
  for (guint i = 0; i < shape->places->len; i++)
    if (g_array_index (shape->places, int, i) == place)
      return TRUE;
  return FALSE;
}

static void
test_command_range (void)
{
  const char *units[] = { "wg",    "general", "white",    "4",     "1",       "wb",    "brigadier",
                          "white", "1",       "1",        "bc",    "colonel", "black", "5",
                          "8",     "bi",      "infantry", "black", "6",       "8",     NULL };
  /* One move a turn, which Black's colonel alone commands: a side that could
   * not would lose before its first move, and the engine refuses such a game. */
  const char *params[] = { "moves-per-turn", "1", NULL };
  g_autoptr (StGame) game = cm_position (units, params);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  int index = st_game_overlay_find (game, "command-range");
  g_autoptr (GPtrArray) shapes = NULL;
  const StOverlayShape *general = NULL, *colonel = NULL;
  guint                 n_white = 0;

  g_assert_cmpint (index, >=, 0);
  shapes = st_game_overlay (game, state, ST_VIEWER_ALL, (guint) index, -1);
  for (guint i = 0; i < shapes->len; i++)
    {
      const StOverlayShape *shape = g_ptr_array_index (shapes, i);

      g_assert_cmpint (shape->kind, ==, ST_OVERLAY_AREA);
      n_white += shape->player == 0;
      if (shape->unit == (int) cm_unit (game, "wg"))
        general = shape;
      if (shape->unit == (int) cm_unit (game, "bc"))
        colonel = shape;
      /* Only leaders have a range. */
      g_assert_cmpint (shape->unit, !=, (int) cm_unit (game, "bi"));
    }
  g_assert_cmpint (n_white, ==, 2);
  /* The general's range is 3 squares in any direction, diagonals included. */
  g_assert_nonnull (general);
  g_assert_cmpint (general->player, ==, 0);
  g_assert_true (has_place (general, cm_cell (game, 7, 4)));
  g_assert_true (has_place (general, cm_cell (game, 1, 1)));
  g_assert_false (has_place (general, cm_cell (game, 8, 1)));
  g_assert_false (has_place (general, cm_cell (game, 4, 5)));
  /* A colonel's is 1: the 3 by 3 squares around it. */
  g_assert_nonnull (colonel);
  g_assert_cmpint (colonel->player, ==, 1);
  g_assert_cmpuint (colonel->places->len, ==, 9);
  g_assert_true (has_place (colonel, cm_cell (game, 6, 9)));
  g_assert_false (has_place (colonel, cm_cell (game, 7, 8)));
  /* Where the overlay says a piece is in range, the engine lets the leader
   * activate it. */
  g_assert_true (has_place (colonel, cm_cell (game, 6, 8)));
  g_assert_true (
      cm_can_activate (CM_DEF (game), CM_CSTATE (state), cm_unit (game, "bc"), cm_unit (game, "bi")));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/command-maneuver/[Activation] overlay: each leader's command control range",
                   test_command_range);
  return g_test_run ();
}
