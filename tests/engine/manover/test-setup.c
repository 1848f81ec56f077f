/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "core/st-diagnostics.h"
#include "mv-fixture.h"

/* Set-up by the players ("Före spelets början uppställas ..."): a side the
 * scenario places no piece of, or every side with player-setup, sets up as
 * actions, one piece an action. */

/* North's area (n): the headquarters h and the points a, b; the neutral point m;
 * the south area (s): the strategic points y (headquarters), p and q, and r. */
#define NODES \
  "h:500:100:Nn a:400:200:n b:600:200:n m:500:300 y:500:500:SYs p:400:500:Ss q:600:500:Ss r:500:600:s"
#define LINKS "h-a:r h-b:r a-m:r b-m:r m-y:r y-p:r y-q:r y-r:d"

static const char *
phase_id (const StGame *game, const StState *s)
{
  return st_game_phase_id (game, st_game_phase (game, s));
}

/* Every legal action's canonical text starts with prefix. */
static void
assert_all (const StGame *game, const StState *s, const char *prefix)
{
  g_assert_cmpuint (mv_count (game, s, prefix), ==, mv_count (game, s, ""));
}

static void
test_blue_sets_up_north (void)
{
  g_autoptr (StGame) game =
      mv_fixture (NODES, LINKS, "n1:inf-co:north:- n2:cav:north:- s1:div:south:y", NULL);
  g_autoptr (StState) s = mv_start (game);

  g_assert_cmpstr (phase_id (game, s), ==, "setup");
  g_assert_cmpint (st_game_current_player (game, s), ==, 0);
  /* One piece at a time, onto any empty point north of the upper line. */
  assert_all (game, s, "place n1 ");
  g_assert_cmpuint (mv_count (game, s, ""), ==, 3);
  g_assert_true (mv_can (game, s, "place n1 h"));
  g_assert_false (mv_can (game, s, "place n1 m"));
  g_assert_false (mv_can (game, s, "keep n1"));
  mv_do (game, s, "place n1 a");
  assert_all (game, s, "place n2 ");
  g_assert_false (mv_can (game, s, "place n2 a"));
  mv_do (game, s, "place n2 h");
  /* "Samtliga pjeser skola därvid uppställas": then the game begins, blue first. */
  g_assert_cmpstr (phase_id (game, s), ==, "move");
  g_assert_cmpint (st_game_current_player (game, s), ==, 0);
  g_assert_cmpint (MV_ST (s)->moves, ==, 0);
  g_assert_cmpint (st_test_unit_place (game, s, mv_piece (game, "n2")), ==, mv_node (game, "h"));
}

static void
test_yellow_occupies_every_point (void)
{
  g_autoptr (StGame) game = mv_fixture (
      NODES, LINKS, "n1:inf-co:north:a s1:div:south:- s2:bn:south:- s3:mg:south:- s4:gas:south:-", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* Yellow alone sets up: all three strategic points, the fourth piece in
   * reserve; never on a point that is not strategic. */
  g_assert_cmpint (st_game_current_player (game, s), ==, 1);
  g_assert_true (mv_can (game, s, "place s1 y"));
  g_assert_false (mv_can (game, s, "place s1 r"));
  g_assert_true (mv_can (game, s, "keep s1"));
  mv_do (game, s, "keep s1");
  /* One piece may stay in reserve: the other three must fill the points. */
  g_assert_false (mv_can (game, s, "keep s2"));
  mv_do (game, s, "place s2 y");
  mv_do (game, s, "place s3 p");
  g_assert_cmpuint (mv_count (game, s, ""), ==, 1);
  mv_do (game, s, "place s4 q");
  g_assert_cmpstr (phase_id (game, s), ==, "move");
  g_assert_cmpint (st_game_current_player (game, s), ==, 0);
  g_assert_cmpint (MV_ST (s)->pieces[mv_piece (game, "s1")].place, ==, MV_RESERVE);
  /* "De sju återstående pjeserna bli i reserv, och insättas i spelet undan för
   * undan": the kept piece enters later like any reserve piece. */
  mv_do (game, s, "move n1 a-m");
  mv_do (game, s, "move s2 y-r");
  mv_do (game, s, "move n1 m-b");
  g_assert_true (mv_can (game, s, "enter s1 y"));
}

static void
test_both_set_up_blue_first (void)
{
  g_autoptr (StGame) game = mv_fixture (
      NODES, LINKS, "n1:inf-co:north:a s1:div:south:y s2:bn:south:p s3:mg:south:q", "player-setup=true");
  g_autoptr (StState) s = mv_start (game);
  g_autoptr (StState) seen = st_game_new_initial_state (game, 1);

  /* With player-setup the scenario's placement is set aside: blue sets up,
   * then yellow, then blue makes the first move. */
  g_assert_cmpint (MV_ST (s)->pieces[mv_piece (game, "n1")].place, ==, MV_RESERVE);
  g_assert_cmpint (st_game_current_player (game, s), ==, 0);
  mv_do (game, s, "place n1 b");
  /* Yellow does not learn what blue set up where. */
  st_game_observe (game, s, 1, seen);
  g_assert_cmpint (MV_ST (seen)->pieces[mv_piece (game, "n1")].type, ==, MV_UNKNOWN);
  g_assert_cmpint (st_game_current_player (game, s), ==, 1);
  mv_do (game, s, "place s1 q");
  mv_do (game, s, "place s2 p");
  mv_do (game, s, "place s3 y");
  g_assert_cmpint (st_game_current_player (game, s), ==, 0);
  g_assert_cmpstr (phase_id (game, s), ==, "move");
}

static void
test_random_setups (void)
{
  g_autoptr (StGame) game = mv_fixture (NODES, LINKS,
                                        "n1:inf-co:north:- n2:cav:north:- s1:div:south:- s2:bn:south:- "
                                        "s3:mg:south:- s4:air:south:-",
                                        NULL);
  StActionList scratch;

  /* Random set-ups always fill yellow's points and lead to a game that ends. */
  st_action_list_init (&scratch);
  for (guint64 seed = 1; seed <= 30; seed++)
    {
      g_autoptr (StState) s = st_game_new_initial_state (game, seed);
      StRng rng;

      st_rng_seed (&rng, seed);
      for (int k = 0; k < 6; k++)
        st_game_apply (game, s, st_game_random_action (game, s, &rng, &scratch));
      g_assert_cmpstr (phase_id (game, s), ==, "move");
      for (const char *const *p = (const char *const[]){ "y", "p", "q", NULL }; *p != NULL; p++)
        g_assert_true (mv_count (game, s, "") > 0 && st_game_place_from_id (game, *p) >= 0);
      {
        const MvDef *def = mv_def (game);
        int          filled = 0;
        for (int i = 0; i < def->n_pieces; i++)
          filled += def->piece_player[i] == 1 && MV_ST (s)->pieces[i].place >= 0;
        g_assert_cmpint (filled, ==, 3);
      }
      while (!st_game_is_terminal (game, s))
        st_game_apply (game, s, st_game_random_action (game, s, &rng, &scratch));
    }
  st_action_list_free (&scratch);
}

static void
test_status_during_setup (void)
{
  g_autoptr (StGame) game = mv_fixture (
      NODES, LINKS, "n1:inf-co:north:a s1:div:south:- s2:bn:south:- s3:mg:south:- s4:gas:south:-", NULL);
  g_autoptr (StState) s = mv_start (game);
  g_autoptr (GPtrArray) rows = NULL;
  StRow *lost_reserve, *pending;

  /* Pieces still to be set up are not "in reserve": yellow's four pieces wait to
   * be set up, none is in reserve; once one is kept, one is. */
  rows = st_game_status (game, s, 0, NULL);
  g_assert_cmpuint (rows->len, ==, 7);
  lost_reserve = g_ptr_array_index (rows, 5);
  pending = g_ptr_array_index (rows, 6);
  g_assert_cmpstr (lost_reserve->value, ==, "0, 0");
  g_assert_cmpstr (pending->value, ==, "4");
  g_clear_pointer (&rows, g_ptr_array_unref);
  mv_do (game, s, "keep s1");
  rows = st_game_status (game, s, 0, NULL);
  g_assert_cmpstr (((StRow *) g_ptr_array_index (rows, 5))->value, ==, "0, 1");
  g_assert_cmpstr (((StRow *) g_ptr_array_index (rows, 6))->value, ==, "3");
  g_clear_pointer (&rows, g_ptr_array_unref);
  mv_do (game, s, "place s2 y");
  mv_do (game, s, "place s3 p");
  mv_do (game, s, "place s4 q");
  rows = st_game_status (game, s, 0, NULL);
  g_assert_cmpuint (rows->len, ==, 6);
  g_assert_cmpstr (((StRow *) g_ptr_array_index (rows, 5))->value, ==, "0, 1");
}

static void
test_stacking_refused (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "tests", "data", "warn",
                                            "manover-stacking.xml", NULL);
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) scenario = st_scenario_load_file (path, diagnostics, &error);
  g_autoptr (StGame) game = NULL;

  /* One piece a point: pieces meet only by challenging from the next point. The
   * file loads with a warning (the editor shows it), and cannot be played. */
  g_assert_no_error (error);
  g_assert_cmpuint (st_diagnostics_get_length (diagnostics), ==, 1);
  game = st_game_new_from_scenario (scenario, &error);
  g_assert_null (game);
  g_assert_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID);
}

static void
test_south_reserve_size (void)
{
  const char *units =
      "n1:inf-co:north:a s1:div:south:y s2:bn:south:p s3:mg:south:q s4:gas:south:- s5:cav:south:-";
  g_autoptr (StGame) agrees = mv_fixture (NODES, LINKS, units, "south-reserve-size=2");
  g_autofree char *text = mv_fixture_text (NULL, NODES, LINKS, units, "south-reserve-size=3");
  g_autofree char *setup =
      mv_fixture_text (NULL, NODES, LINKS, units, "south-reserve-size=1 player-setup=true");
  g_autoptr (GError) error = NULL;
  g_autoptr (StGame) disagrees = mv_fixture_game (text, &error);
  g_autoptr (StGame) players = NULL;

  /* "De sju återstående pjeserna bli i reserv": south-reserve-size, when the file
   * gives it, is the number the south side keeps in reserve; a set-up that keeps
   * another number cannot be played, */
  g_assert_nonnull (agrees);
  g_assert_null (disagrees);
  g_assert_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID);
  g_clear_error (&error);
  /* nor can players set up with it when the pieces left over from the strategic
   * points (five pieces, three points: two) are another number. */
  players = mv_fixture_game (setup, &error);
  g_assert_null (players);
  g_assert_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func (
      "/manover/setup/[Före spelets början] blue sets up all its pieces at will north of the upper line",
      test_blue_sets_up_north);
  g_test_add_func (
      "/manover/setup/[Därefter uppställer gul] yellow occupies all the strategic points, the rest "
      "stay in reserve",
      test_yellow_occupies_every_point);
  g_test_add_func ("/manover/setup/[Då gul sålunda besatt] blue sets up, then yellow, then blue moves first",
                   test_both_set_up_blue_first);
  g_test_add_func ("/manover/setup/random set-ups fill yellow's points and end", test_random_setups);
  g_test_add_func ("/manover/setup/the status counts pieces still to set up apart from the reserve",
                   test_status_during_setup);
  g_test_add_func ("/manover/setup/one piece a point: a file with two on one point cannot be played",
                   test_stacking_refused);
  g_test_add_func ("/manover/setup/[De sju återstående pjeserna bli i reserv] south-reserve-size is checked",
                   test_south_reserve_size);
  return g_test_run ();
}
