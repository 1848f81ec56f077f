/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mv-fixture.h"

/* Set-up, reserve, redeployment and victory ("Spelets gång", "Omgruppering",
 * "Spelets vinnande"). */

/* North's headquarters at n, south's at y; the south area (s) holds y and the
 * strategic points p, q, r; a railway runs n-a-b-c-y and y-p-q-r. */
#define NODES                                                                                            \
  "n:500:100:Nn a:500:200:n b:500:300 c:500:400:s y:500:500:SYs p:600:500:Ss q:700:500:Ss r:800:500:Ss " \
  "t:900:500:Ss"
#define LINKS "n-a:r a-b:r b-c:r c-y:r y-p:r p-q:r q-r:r r-t:r"

static MvPiece *
piece (const StGame *game, StState *s, const char *id)
{
  return &MV_ST (s)->pieces[mv_piece (game, id)];
}

static void
test_finland_setup (void)
{
  g_autoptr (StGame) game = mv_fixture_load ("data/scenarios/manover-finland.xml");
  g_autoptr (StState) s = mv_start (game);
  const MvDef *def = mv_def (game);
  int          reserve = 0, strategic = 0, held = 0;

  /* Blue (north) sets up all 17 north of the upper line; yellow occupies all ten
   * strategic points, the other seven in reserve; blue moves first. */
  g_assert_cmpstr (st_game_player_side (game, 0), ==, "north");
  g_assert_cmpint (st_game_current_player (game, s), ==, 0);
  for (int i = 0; i < def->n_pieces; i++)
    {
      const MvPiece *p = &MV_ST (s)->pieces[i];
      if (def->piece_player[i] == 0)
        g_assert_true (p->place >= 0 && def->area[p->place] == 0);
      else if (p->place == MV_RESERVE)
        reserve++;
      else
        held += def->strategic[p->place];
    }
  for (int n = 0; n < def->graph.n_nodes; n++)
    strategic += def->strategic[n];
  g_assert_cmpint (strategic, ==, 10);
  g_assert_cmpint (held, ==, 10);
  g_assert_cmpint (reserve, ==, 7);
  /* Both headquarters are garrisoned. */
  for (int p = 0; p < 2; p++)
    {
      gboolean held_hq = FALSE;
      for (int i = 0; i < def->n_pieces; i++)
        held_hq |= MV_ST (s)->pieces[i].place == def->hq[p] && def->piece_player[i] == p;
      g_assert_true (held_hq);
    }
}

static void
test_reserve_enters (void)
{
  g_autoptr (StGame) game =
      mv_fixture (NODES, LINKS, "k:inf-co:north:n g:div:south:y h:bn:south:p z:inf-co:south:-", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* "De sju återstående pjeserna bli i reserv, och insättas i spelet undan för
   * undan, efter gottfinnande": a move of its own, on an empty strategic point
   * of yellow's area. */
  mv_do (game, s, "move k n-a");
  g_assert_true (mv_can (game, s, "enter z q"));
  g_assert_true (mv_can (game, s, "enter z r"));
  g_assert_false (mv_can (game, s, "enter z p"));
  g_assert_false (mv_can (game, s, "enter z c"));
  mv_do (game, s, "enter z q");
  g_assert_cmpint (piece (game, s, "z")->place, ==, mv_node (game, "q"));
  g_assert_cmpint (st_game_current_player (game, s), ==, 0);
}

static void
test_redeployment (void)
{
  g_autoptr (StGame) game = mv_fixture (NODES, LINKS, "k:inf-co:north:n g:div:south:y h:bn:south:p", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* "... först flytta pjesen till närmaste strategiska punkt, därefter flytta den
   * ut ur spelet, för att därpå återinsätta den ... på någon annan punkt, vilken
   * även bör vara en strategisk punkt": two moves, out and back in. */
  mv_do (game, s, "move k n-a");
  mv_do (game, s, "take-out h p");
  g_assert_cmpint (piece (game, s, "h")->place, ==, MV_OUT);
  mv_do (game, s, "move k a-n");
  g_assert_false (mv_can (game, s, "put-back h p"));
  g_assert_true (mv_can (game, s, "put-back h t"));
  mv_do (game, s, "put-back h t");
  g_assert_cmpint (piece (game, s, "h")->place, ==, mv_node (game, "t"));
}

static void
test_redeployment_nearest_point (void)
{
  g_autoptr (StGame) game = mv_fixture (NODES, LINKS, "k:inf-co:north:n h:bn:south:c g:div:south:t", NULL);
  g_autoptr (StState) s = mv_start (game);
  g_autoptr (StState) near = NULL;
  g_autoptr (StState) far = NULL;

  /* "... bör han först flytta pjesen till närmaste strategiska punkt, därefter
   * flytta den ut ur spelet": from c the nearest strategic point is y, one link
   * away; p is two. A piece is taken out only where it stands on the strategic
   * point nearest to where it stood before its last move; a piece that has not
   * moved since it was put on the map stands where it is nearest to. */
  mv_do (game, s, "move k n-a");
  g_assert_true (mv_can (game, s, "take-out g t"));
  g_assert_false (mv_can (game, s, "take-out h c"));
  near = st_game_clone_state (game, s);
  far = st_game_clone_state (game, s);
  mv_do (game, near, "move h c-y");
  mv_do (game, far, "move h c-p");
  mv_do (game, near, "move k a-n");
  mv_do (game, far, "move k a-n");
  g_assert_true (mv_can (game, near, "take-out h y"));
  g_assert_false (mv_can (game, far, "take-out h p"));
  /* From p, the nearest strategic point is p itself: moving on to q does not
   * make q the nearest. */
  mv_do (game, far, "move h p-q");
  mv_do (game, far, "move k n-a");
  g_assert_false (mv_can (game, far, "take-out h q"));
}

static void
test_headquarters (void)
{
  g_autoptr (StGame) game = mv_fixture (NODES, LINKS, "k:cav:north:a x:bn:south:p", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* "Den part som tidigast lyckats intaga motståndarens högkvarter ... har vunnit" */
  mv_do (game, s, "move k a-y");
  g_assert_true (st_game_is_terminal (game, s));
  g_assert_cmpint (st_game_winner (game, s), ==, 0);
  g_assert_cmpstr (st_game_end_reason_id (game, st_game_end_reason (game, s)), ==, "headquarters");
}

static void
test_strategic_points (void)
{
  g_autoptr (StGame) game = mv_fixture (
      NODES, LINKS " b-t:d", "m:inf-co:north:q k:inf-co:north:b x:div:south:y", "strategic-points-to-win=2");
  g_autoptr (StState) s = mv_start (game);

  /* "... eller samtidigt besätta fem (5) av motspelarens strategiska punkter",
   * here two: one held is not enough, two at once win. */
  mv_do (game, s, "move m q-r");
  g_assert_cmpint (mv_points_held (mv_def (game), MV_ST (s), 0), ==, 1);
  g_assert_false (st_game_is_terminal (game, s));
  mv_do (game, s, "move x y-c");
  mv_do (game, s, "move k b-t");
  g_assert_true (st_game_is_terminal (game, s));
  g_assert_cmpint (st_game_winner (game, s), ==, 0);
  g_assert_cmpstr (st_game_end_reason_id (game, st_game_end_reason (game, s)), ==, "strategic-points");
}

static void
test_move_limit (void)
{
  g_autoptr (StGame) game = mv_fixture (NODES, LINKS, "k:inf-co:north:n x:div:south:t", "move-limit=4");
  g_autoptr (StState) s = mv_start (game);

  mv_do (game, s, "move k n-a");
  mv_do (game, s, "move x t-r");
  mv_do (game, s, "move k a-n");
  g_assert_false (st_game_is_terminal (game, s));
  mv_do (game, s, "move x r-t");
  g_assert_true (st_game_is_terminal (game, s));
  g_assert_cmpint (st_game_winner (game, s), ==, -1);
  g_assert_cmpstr (st_game_end_reason_id (game, st_game_end_reason (game, s)), ==, "move-limit");
}

static void
test_pass_only_when_stuck (void)
{
  /* North's two guns block each other on a dead-end railway. */
  g_autoptr (StGame) game = mv_fixture ("n:500:100:N a:500:200 z:900:900:Y w:800:900", "n-a:r z-w:r",
                                        "k:bty:north:n j:art-regt:north:a x:div:south:z", NULL);
  g_autoptr (StState) s = mv_start (game);

  g_assert_cmpuint (mv_count (game, s, ""), ==, 1);
  mv_do (game, s, "pass");
  g_assert_false (mv_can (game, s, "pass"));
  mv_do (game, s, "move x z-w");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manover/course/Finland: set-up as the rules say, blue first", test_finland_setup);
  g_test_add_func ("/manover/course/the reserve enters on an empty strategic point, one a move",
                   test_reserve_enters);
  g_test_add_func ("/manover/course/redeployment: out at a strategic point, back at another",
                   test_redeployment);
  g_test_add_func ("/manover/course/redeployment: [först flytta pjesen till närmaste strategiska punkt] out "
                   "only at the strategic point nearest to where the piece came from",
                   test_redeployment_nearest_point);
  g_test_add_func ("/manover/course/victory: taking the enemy headquarters", test_headquarters);
  g_test_add_func ("/manover/course/victory: holding the enemy's strategic points at once",
                   test_strategic_points);
  g_test_add_func ("/manover/course/the move limit ends the game drawn", test_move_limit);
  g_test_add_func ("/manover/course/a side passes only when it cannot move", test_pass_only_when_stuck);
  return g_test_run ();
}
