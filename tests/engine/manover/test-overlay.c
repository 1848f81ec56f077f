/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mv-fixture.h"

/* The editor's overlay (st_game_overlay ()): the points a piece can reach in one
 * move along the links its arm may use ("Förflyttning"). */

#define NODES "a:500:100 b:500:200 c:500:300 d:500:400 e:600:200 f:700:200"
#define LINKS "a-b:r b-c:r c-d:r b-e:d e-f:d"

static gboolean
has_place (const StOverlayShape *shape, int place)
{
  for (guint i = 0; i < shape->places->len; i++)
    if (g_array_index (shape->places, int, i) == place)
      return TRUE;
  return FALSE;
}

static const StOverlayShape *
reach (const StGame *game, const StState *state, const char *piece, GPtrArray **shapes)
{
  int index = st_game_overlay_find (game, "reach");

  g_assert_cmpint (index, >=, 0);
  g_assert_true (st_game_overlay_per_unit (game, (guint) index));
  *shapes = st_game_overlay (game, state, ST_VIEWER_ALL, (guint) index, (int) mv_piece (game, piece));
  g_assert_cmpuint ((*shapes)->len, ==, 1);
  return g_ptr_array_index (*shapes, 0);
}

static void
test_reach (void)
{
  g_autoptr (StGame) game = mv_fixture (NODES, LINKS, "i:inf-co:north:a r:bty:north:c x:cav:south:f", NULL);
  g_autoptr (StState) state = mv_start (game);
  g_autoptr (GPtrArray) infantry = NULL;
  g_autoptr (GPtrArray) artillery = NULL;
  const StOverlayShape *shape = reach (game, state, "i", &infantry);

  /* Infantry company, 3 steps on railways and roads: b, c is taken, e by road; f
   * holds an enemy. */
  g_assert_cmpint (shape->player, ==, 0);
  g_assert_true (has_place (shape, mv_node (game, "b")));
  g_assert_true (has_place (shape, mv_node (game, "e")));
  g_assert_false (has_place (shape, mv_node (game, "a")));
  g_assert_false (has_place (shape, mv_node (game, "c")));
  g_assert_false (has_place (shape, mv_node (game, "d")));
  g_assert_false (has_place (shape, mv_node (game, "f")));
  for (guint i = 0; i < shape->places->len; i++)
    {
      g_autofree char *id = st_game_place_id (game, g_array_index (shape->places, int, i));
      g_autofree char *text = g_strdup_printf ("move i a-%s", id);

      g_assert_true (mv_can (game, state, text));
    }
  /* A battery uses railways only: b and a, and d, never the road to e. */
  shape = reach (game, state, "r", &artillery);
  g_assert_true (has_place (shape, mv_node (game, "b")));
  g_assert_true (has_place (shape, mv_node (game, "d")));
  g_assert_false (has_place (shape, mv_node (game, "e")));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manover/[Förflyttning] overlay: the points a piece reaches in one move", test_reach);
  return g_test_run ();
}
