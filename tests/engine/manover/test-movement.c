/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mv-fixture.h"

/* Movement rules of the Manöver-spelet sheet, "Förflyttning", on small maps. North
 * is up (small y); the north side moves first. */

/* A railway running south: a b c d e f, 100 apart. */
#define LINE_NODES "a:500:100 b:500:200 c:500:300 d:500:400 e:500:500 f:500:600"
#define LINE_LINKS "a-b:r b-c:r c-d:r d-e:r e-f:r"

static void
test_steps (void)
{
  g_autoptr (StGame) game = mv_fixture (LINE_NODES, LINE_LINKS, "r:regt:north:a x:inf-co:south:f", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* "högst så många steg som finnes angivet å varje pjes ... även rätt att flytta
   * en pjes färre steg" */
  g_assert_true (mv_can (game, s, "move r a-b"));
  g_assert_true (mv_can (game, s, "move r a-c"));
  g_assert_false (mv_can (game, s, "move r a-d"));
  mv_do (game, s, "move r a-b");
  g_assert_cmpint (st_test_unit_place (game, s, mv_piece (game, "r")), ==, mv_node (game, "b"));
}

static void
test_directions (void)
{
  g_autoptr (StGame) game = mv_fixture (LINE_NODES " g:600:300 h:400:300", LINE_LINKS " c-g:r c-h:r",
                                        "r:regt:north:c x:inf-co:south:f", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* "Förflyttningen av pjeserna får ske såväl framåt, bakåt som åt sidorna." */
  g_assert_true (mv_can (game, s, "move r c-d"));
  g_assert_true (mv_can (game, s, "move r c-b"));
  g_assert_true (mv_can (game, s, "move r c-g"));
  g_assert_true (mv_can (game, s, "move r c-h"));
}

static void
test_one_piece_alternately (void)
{
  g_autoptr (StGame) game = mv_fixture (LINE_NODES, LINE_LINKS, "r:regt:north:a x:inf-co:south:f", NULL);
  g_autoptr (StState) s = mv_start (game);

  g_assert_cmpint (st_game_current_player (game, s), ==, 0);
  g_assert_cmpstr (st_game_player_side (game, 0), ==, "north");
  mv_do (game, s, "move r a-b");
  g_assert_cmpint (st_game_current_player (game, s), ==, 1);
  g_assert_cmpuint (mv_count (game, s, "move r"), ==, 0);
  mv_do (game, s, "move x f-e");
  g_assert_cmpint (st_game_current_player (game, s), ==, 0);
}

static void
test_roads (void)
{
  /* a-b is a road: "Alla infanteri- o. maskingev. pjeser ... å såväl brutna som
   * obrutna linjer. Alla övriga pjeser (utom flygare) äro hänvisade endast till
   * obrutna linjer." */
  g_autoptr (StGame) game =
      mv_fixture ("a:100:100 b:100:200 c:300:100 d:300:200 e:500:100 f:500:200 "
                  "g:700:100 h:700:200 z:900:900",
                  "a-b:d c-d:d e-f:d g-h:d",
                  "i:inf-co:north:a m:mg:north:c k:cav:north:e t:bty:north:g x:div:south:z", NULL);
  g_autoptr (StState) s = mv_start (game);

  g_assert_true (mv_can (game, s, "move i a-b"));
  g_assert_true (mv_can (game, s, "move m c-d"));
  g_assert_false (mv_can (game, s, "move k e-f"));
  g_assert_false (mv_can (game, s, "move t g-h"));
}

/* A bent line: a b c run south, then c-d turns east 90 degrees; e continues the
 * line south of c by road. */
static const char *const bent_nodes = "a:500:100 b:500:200 c:500:300 d:600:300 e:510:400 z:900:900";
static const char *const bent_links = "a-b:r b-c:r c-d:r c-e:d";

static void
test_aviation_straight (void)
{
  g_autoptr (StGame) game = mv_fixture (bent_nodes, bent_links, "p:air:north:a x:inf-co:south:z", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* "Flygare rör sig ... så långt framåt som rät linje utvisar ... såväl å
   * streckade som hela linjer." */
  g_assert_true (mv_can (game, s, "move p a-b"));
  g_assert_true (mv_can (game, s, "move p a-c"));
  g_assert_true (mv_can (game, s, "move p a-e"));
  g_assert_false (mv_can (game, s, "move p a-d"));
}

static void
test_armoured_train_straight (void)
{
  g_autoptr (StGame) game = mv_fixture (bent_nodes, bent_links, "p:train:north:a x:inf-co:south:z", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* "Pansartåg rör sig lika som flygare, blott ... ej får använda sig av streckade
   * linjer." */
  g_assert_true (mv_can (game, s, "move p a-c"));
  g_assert_false (mv_can (game, s, "move p a-e"));
  g_assert_false (mv_can (game, s, "move p a-d"));
}

static void
test_straight_angle_parameter (void)
{
  /* A 40 degree bend is a straight line only when straight-angle allows it. */
  const char *nodes = "a:500:100 b:500:200 c:564:277 z:900:900";
  g_autoptr (StGame) narrow = mv_fixture (nodes, "a-b:r b-c:r", "p:air:north:a x:inf-co:south:z", NULL);
  g_autoptr (StGame) wide =
      mv_fixture (nodes, "a-b:r b-c:r", "p:air:north:a x:inf-co:south:z", "straight-angle=45");
  g_autoptr (StState) s1 = mv_start (narrow);
  g_autoptr (StState) s2 = mv_start (wide);

  g_assert_false (mv_can (narrow, s1, "move p a-c"));
  g_assert_true (mv_can (wide, s2, "move p a-c"));
}

static void
test_occupied_points (void)
{
  g_autoptr (StGame) game = mv_fixture (
      LINE_NODES, LINE_LINKS, "r:cav:north:a q:inf-co:north:b p:air:north:d x:inf-co:south:f", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* Nobody stops on a point that holds a piece or passes through it; aviation
   * flies over. */
  g_assert_false (mv_can (game, s, "move r a-b"));
  g_assert_false (mv_can (game, s, "move r a-c"));
  g_assert_false (mv_can (game, s, "move p d-f"));
  g_assert_true (mv_can (game, s, "move p d-a") == FALSE);
  g_assert_true (mv_can (game, s, "move p d-c"));
  /* b holds q: the air squadron flies over it from c... */
  mv_do (game, s, "move p d-c");
  mv_do (game, s, "move x f-e");
  g_assert_true (mv_can (game, s, "move p c-a") == FALSE); /* a holds r */
}

static void
test_aviation_flies_over (void)
{
  g_autoptr (StGame) game =
      mv_fixture (LINE_NODES, LINE_LINKS, "p:air:north:a q:inf-co:north:b x:inf-co:south:f", NULL);
  g_autoptr (StState) s = mv_start (game);

  g_assert_true (mv_can (game, s, "move p a-c"));
  g_assert_true (mv_can (game, s, "move p a-e"));
}

static void
test_armoured_train_stops_short (void)
{
  g_autoptr (StGame) game =
      mv_fixture (LINE_NODES, LINE_LINKS, "p:train:north:a q:inf-co:south:d x:inf-co:south:f", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* The armoured train moves "lika som flygare", but it runs on the rails: it
   * stops short of the first occupied point of its line and cannot pass it. */
  g_assert_true (mv_can (game, s, "move p a-b"));
  g_assert_true (mv_can (game, s, "move p a-c"));
  g_assert_false (mv_can (game, s, "move p a-d"));
  g_assert_false (mv_can (game, s, "move p a-e"));
  g_assert_cmpuint (mv_count (game, s, "move p a-"), ==, 2 + 1); /* b, c, and the challenge of q from c */
}

/* Moves piece id of a state alone on the Finland map to node, every other piece
 * but keep off the map. */
static void
alone_at (const StGame *game, StState *s, const char *id, const char *node, const char *keep)
{
  const MvDef *def = mv_def (game);

  for (int i = 0; i < def->n_pieces; i++)
    if (!g_str_equal (st_game_unit_id (game, (guint) i), keep))
      mv_set_place (def, MV_ST (s), (guint) i, MV_RESERVE);
  mv_set_place (def, MV_ST (s), mv_piece (game, id), mv_node (game, node));
}

static void
test_finland_straight_lines (void)
{
  g_autoptr (StGame) game = mv_fixture_load ("data/scenarios/manover-finland.xml");
  g_autoptr (StState) s = mv_start (game);
  const char *air = "north-air-squadron-1", *keep = "south-infantry-division-1";

  /* "Flygare rör sig i motsats till andra pjeser så långt framåt som rät linje
   * utvisar. T. ex. Kotka—Kouvolan, Kouvolan—Pieksämäki, Kouvolan—Lahti,
   * Kouvolan—Simola o. s. v." Each in one move on the Finland map; not round a
   * corner (Kotka to Lahti turns at Kouvola). */
  alone_at (game, s, air, "kotka", keep);
  g_assert_true (mv_can (game, s, "move north-air-squadron-1 kotka-kouvola"));
  g_assert_false (mv_can (game, s, "move north-air-squadron-1 kotka-lahti"));
  alone_at (game, s, air, "kouvola", keep);
  g_assert_true (mv_can (game, s, "move north-air-squadron-1 kouvola-kotka"));
  g_assert_true (mv_can (game, s, "move north-air-squadron-1 kouvola-pieksamaki"));
  g_assert_true (mv_can (game, s, "move north-air-squadron-1 kouvola-lahti"));
  g_assert_true (mv_can (game, s, "move north-air-squadron-1 kouvola-simola"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manover/movement/at most the piece's steps, fewer allowed", test_steps);
  g_test_add_func ("/manover/movement/forwards, backwards and sideways", test_directions);
  g_test_add_func ("/manover/movement/one piece a move, the sides alternately", test_one_piece_alternately);
  g_test_add_func ("/manover/movement/infantry and machine guns on roads, other arms on railways only",
                   test_roads);
  g_test_add_func ("/manover/movement/aviation as far as a straight line, on any link",
                   test_aviation_straight);
  g_test_add_func ("/manover/movement/the armoured train as aviation, railways only",
                   test_armoured_train_straight);
  g_test_add_func ("/manover/movement/the armoured train stops short of an occupied point",
                   test_armoured_train_stops_short);
  g_test_add_func ("/manover/movement/[T. ex. Kotka—Kouvolan, Kouvolan—Pieksämäki, Kouvolan—Lahti, "
                   "Kouvolan—Simola] aviation's straight lines on the Finland map",
                   test_finland_straight_lines);
  g_test_add_func ("/manover/movement/straight-angle sets what a straight line is",
                   test_straight_angle_parameter);
  g_test_add_func ("/manover/movement/no piece passes or stops on an occupied point", test_occupied_points);
  g_test_add_func ("/manover/movement/aviation flies over pieces", test_aviation_flies_over);
  return g_test_run ();
}
