/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "../consequences-check.h"
#include "mv-fixture.h"

/* What an action did besides itself (st_game_consequences ()): a challenge
 * reveals both pieces to their opponents, and the weaker is lost. */

#define LINE_NODES "a:500:100 b:500:200 c:500:300 d:500:400 e:500:500 f:500:600"
#define LINE_LINKS "a-b:r b-c:r c-d:r d-e:r e-f:r"

static void
test_challenge (void)
{
  g_autoptr (StGame) game =
      mv_fixture (LINE_NODES, LINE_LINKS, "k:cav:north:a r:regt:south:d q:bn:south:f", NULL);
  g_autoptr (StState) north_view = mv_start (game);
  g_autoptr (StState) south_view = st_game_clone_state (game, north_view);
  g_autoptr (GPtrArray) north = consequences_play (game, north_view, "move k a-c strike r", 0);
  g_autoptr (GPtrArray) south = consequences_play (game, south_view, "move k a-c strike r", 1);
  guint k = mv_piece (game, "k"), r = mv_piece (game, "r"), q = mv_piece (game, "q");

  /* North learns what r was, and that it is lost; q stays hidden. */
  g_assert_cmpint (consequences_find (north, ST_CONSEQUENCE_REVEALED, r), >=, 0);
  g_assert_cmpint (consequences_find (north, ST_CONSEQUENCE_ELIMINATED, r), >,
                   consequences_find (north, ST_CONSEQUENCE_REVEALED, r));
  g_assert_cmpint (consequences_find (north, ST_CONSEQUENCE_REVEALED, q), ==, -1);
  /* South learns what k is. */
  g_assert_cmpint (consequences_find (south, ST_CONSEQUENCE_REVEALED, k), >=, 0);
  g_assert_cmpint (consequences_find (south, ST_CONSEQUENCE_ELIMINATED, r), >=, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manover/consequences/a challenge says what it revealed and what was lost",
                   test_challenge);
  return g_test_run ();
}
