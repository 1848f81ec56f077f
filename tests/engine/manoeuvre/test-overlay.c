/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mo-fixture.h"

/* The editor's overlays (st_game_overlay ()): each side's half, and the squares
 * a unit's bombardment (6.2) can reach. */

static gboolean
has_place (const StOverlayShape *shape, int place)
{
  for (guint i = 0; i < shape->places->len; i++)
    if (g_array_index (shape->places, int, i) == place)
      return TRUE;
  return FALSE;
}

static void
test_halves (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  int index = st_game_overlay_find (game, "half");
  g_autoptr (GPtrArray) shapes = NULL;
  const StOverlayShape *aurelia, *borovia;

  g_assert_cmpint (index, >=, 0);
  shapes = st_game_overlay (game, state, ST_VIEWER_ALL, (guint) index, -1);
  g_assert_cmpuint (shapes->len, ==, 2);
  aurelia = g_ptr_array_index (shapes, 0);
  borovia = g_ptr_array_index (shapes, 1);
  g_assert_cmpint (aurelia->player, ==, 0);
  g_assert_cmpint (borovia->player, ==, 1);
  /* Aurelia sets up on the top edge: the top row is its half, the bottom one
   * Borovia's; every square is in one half. */
  g_assert_true (has_place (aurelia, mo_fx_cell (game, 0, 0)));
  g_assert_false (has_place (borovia, mo_fx_cell (game, 0, 0)));
  g_assert_true (has_place (borovia, mo_fx_cell (game, 0, MO_DEF (game)->grid.rows - 1)));
  g_assert_cmpint ((int) (aurelia->places->len + borovia->places->len), ==, st_game_n_places (game));
}

static void
test_bombardment (void)
{
  const char *const terrain[] = { "4,3", "woods", "2,4", "town", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  int index = st_game_overlay_find (game, "bombardment");
  g_autoptr (GPtrArray) none = NULL;
  g_autoptr (GPtrArray) shapes = NULL;
  const StOverlayShape *shape;

  /* As test-fire.c's bombardment paths: range 2 from 3,3. */
  mo_fx_put (game, state, "aurelia-foot-artillery", 3, 3);
  mo_fx_put (game, state, "aurelia-guard", 2, 3);
  mo_fx_put (game, state, "borovia-militia", 5, 3);
  g_assert_cmpint (index, >=, 0);
  g_assert_true (st_game_overlay_per_unit (game, (guint) index));
  none = st_game_overlay (game, state, ST_VIEWER_ALL, (guint) index, -1);
  g_assert_cmpuint (none->len, ==, 0);
  shapes = st_game_overlay (game, state, ST_VIEWER_ALL, (guint) index,
                            (int) mo_fx_unit (game, "aurelia-foot-artillery"));
  g_assert_cmpuint (shapes->len, ==, 1);
  shape = g_ptr_array_index (shapes, 0);
  g_assert_cmpint (shape->player, ==, 0);
  g_assert_true (has_place (shape, mo_fx_cell (game, 3, 5))); /* straight, through the empty 3,4 */
  g_assert_true (has_place (shape, mo_fx_cell (game, 4, 4))); /* a turn */
  g_assert_true (has_place (shape, mo_fx_cell (game, 4, 3))); /* the woods themselves */
  g_assert_false (has_place (shape, mo_fx_cell (game, 5, 3))); /* behind the woods */
  g_assert_false (has_place (shape, mo_fx_cell (game, 2, 3))); /* a friend */
  g_assert_false (has_place (shape, mo_fx_cell (game, 1, 3))); /* behind it */
  g_assert_false (has_place (shape, mo_fx_cell (game, 3, 3))); /* its own square */
  g_assert_false (has_place (shape, mo_fx_cell (game, 2, 5))); /* three squares away */
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manoeuvre/[3] overlay: each side's half", test_halves);
  g_test_add_func ("/manoeuvre/[6.2] overlay: the squares a bombardment can reach", test_bombardment);
  return g_test_run ();
}
