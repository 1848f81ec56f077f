/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "engine/st-player.h"
#include "mv-fixture.h"

/* Hidden identities: "only its side, its place and the distance it moved are
 * seen" until a challenge or aviation's question reveals a piece. */

#define LINE_NODES "a:500:100 b:500:200 c:500:300 d:500:400 e:500:500 f:500:600 g:500:700 h:500:800"
#define LINE_LINKS "a-b:r b-c:r c-d:r d-e:r e-f:r f-g:d g-h:r"

static void
test_observation_hides (void)
{
  g_autoptr (StGame) game = mv_fixture_load ("data/scenarios/manover-finland.xml");
  g_autoptr (StState) s = mv_start (game);
  g_autoptr (StState) o = st_game_clone_state (game, s);
  g_autofree char *first = NULL;

  st_game_observe (game, s, 0, o);
  for (guint u = 0; u < st_game_n_units (game); u++)
    {
      StPieceView      view;
      g_autofree char *label = st_game_unit_label (game, s, 0, u, NULL);

      st_game_piece_view (game, s, 0, u, &view);
      if (st_game_unit_player (game, u) == 0)
        {
          g_assert_false (view.hidden);
          g_assert_cmpint (view.type, >=, 0);
          g_assert_cmpuint (MV_ST (o)->pieces[u].type, !=, MV_UNKNOWN);
          continue;
        }
      g_assert_true (view.hidden);
      g_assert_cmpint (view.type, ==, -1);
      g_assert_cmpuint (MV_ST (o)->pieces[u].type, ==, MV_UNKNOWN);
      /* Every hidden yellow piece has the same label: it names no type or id. */
      if (first == NULL)
        first = g_strdup (label);
      g_assert_cmpstr (label, ==, first);
      g_assert_null (strstr (label, st_game_unit_id (game, u)));
    }
  g_assert_true (st_game_has_hidden_information (game));
}

static void
test_sentences_hide (void)
{
  g_autoptr (StGame) game = mv_fixture (LINE_NODES, LINE_LINKS, "k:cav:north:a x:inf-co:south:h", NULL);
  g_autoptr (StState) s = mv_start (game);
  StAction         action;
  g_autofree char *blind = NULL;
  g_autofree char *seen = NULL;
  g_autofree char *type = NULL;

  g_assert_true (st_game_action_from_text (game, s, "move k a-c", &action, NULL));
  blind = st_game_action_sentence (game, s, action, NULL, 1, NULL);
  seen = st_game_action_sentence (game, s, action, NULL, 0, NULL);
  type = mv_type_label (game, mv_type (game, "cav"), NULL);
  /* The opponent reads "a Blue piece moved from a to c (2 steps)". */
  g_assert_null (strstr (blind, type));
  g_assert_nonnull (strstr (seen, type));
  g_assert_nonnull (strstr (blind, "2"));
}

/* The types player 1 may deal to piece k after seeing it move. */
static guint16
dealt_types (const StGame *game, const StState *s, guint piece, int rounds)
{
  g_autoptr (StState) r = st_game_clone_state (game, s);
  guint16 seen = 0;
  StRng   rng;

  st_rng_seed (&rng, 7);
  for (int i = 0; i < rounds; i++)
    {
      st_game_resample (game, s, 1, &rng, r);
      seen |= (guint16) (1u << MV_ST (r)->pieces[piece].type);
    }
  return seen;
}

static void
test_resample_steps (void)
{
  g_autoptr (StGame) game = mv_fixture (
      LINE_NODES, LINE_LINKS,
      "k:cav:north:a p1:inf-co:north:- p2:div:north:- p3:regt:north:- p4:bty:north:- x:inf-co:south:h", NULL);
  g_autoptr (StState) s = mv_start (game);
  guint16 seen;

  /* Before it moves, any of north's types may stand at a. */
  g_assert_cmpuint (dealt_types (game, s, mv_piece (game, "k"), 200), ==, mv_def (game)->player_types[0]);
  mv_do (game, s, "move k a-d");
  seen = dealt_types (game, s, mv_piece (game, "k"), 200);
  /* Three steps on a railway: only the cavalry (4) or the infantry company (3). */
  g_assert_cmpuint (seen, ==, (1u << mv_type (game, "cav")) | (1u << mv_type (game, "inf-co")));
}

static void
test_resample_roads (void)
{
  g_autoptr (StGame) game = mv_fixture (LINE_NODES, LINE_LINKS,
                                        "k:inf-co:north:e p2:bty:north:- p3:mg:north:- x:div:south:a", NULL);
  g_autoptr (StState) s = mv_start (game);
  guint16 seen;

  /* f-g is a road: only infantry, machine guns or aviation take it. */
  mv_do (game, s, "move k e-g");
  seen = dealt_types (game, s, mv_piece (game, "k"), 200);
  g_assert_cmpuint (seen, ==, (1u << mv_type (game, "inf-co")) | (1u << mv_type (game, "mg")));
}

static void
test_resample_keeps_counts (void)
{
  g_autoptr (StGame) game = mv_fixture_load ("data/scenarios/manover-finland.xml");
  g_autoptr (StState) s = mv_start (game);
  g_autoptr (StState) r = st_game_clone_state (game, s);
  const MvDef *def = mv_def (game);
  StRng        rng;

  st_rng_seed (&rng, 3);
  for (int round = 0; round < 50; round++)
    {
      int want[MV_MAX_TYPES] = { 0 }, got[MV_MAX_TYPES] = { 0 };

      st_game_resample (game, s, 0, &rng, r);
      for (int i = 0; i < def->n_pieces; i++)
        {
          if (def->piece_player[i] == 0)
            {
              /* The resampler's own pieces are what they are. */
              g_assert_cmpuint (MV_ST (r)->pieces[i].type, ==, MV_ST (s)->pieces[i].type);
              continue;
            }
          want[def->start_type[i]]++;
          got[MV_ST (r)->pieces[i].type]++;
        }
      for (int t = 0; t < def->n_types; t++)
        g_assert_cmpint (got[t], ==, want[t]);
    }
}

static void
test_resample_keeps_revealed (void)
{
  g_autoptr (StGame) game =
      mv_fixture (LINE_NODES, LINE_LINKS, "k:cav:north:a x:regt:south:e y:bn:south:h z:bty:south:-", NULL);
  g_autoptr (StState) s = mv_start (game);
  g_autoptr (StState) r = st_game_clone_state (game, s);
  StRng rng;

  /* The cavalry challenges and loses nothing; the regiment is revealed and gone. */
  mv_do (game, s, "move k a-d strike x");
  st_rng_seed (&rng, 1);
  for (int i = 0; i < 20; i++)
    {
      st_game_resample (game, s, 0, &rng, r);
      g_assert_cmpuint (MV_ST (r)->pieces[mv_piece (game, "x")].type, ==, mv_type (game, "regt"));
      g_assert_cmpuint (MV_ST (r)->pieces[mv_piece (game, "y")].type, !=, mv_type (game, "regt"));
    }
}

static void
test_mcts_ignores_hidden (void)
{
  g_autoptr (StGame) game = mv_fixture_load ("data/scenarios/manover-finland.xml");
  g_autoptr (StState) a = mv_start (game);
  g_autoptr (StState) b = NULL;
  const MvDef    *def = mv_def (game);
  StPlayerOptions options;
  int             i1 = -1, i2 = -1;

  /* Two positions that differ only in the identities of two unrevealed yellow
   * pieces that stand on the map: blue's IS-MCTS must choose the same. */
  mv_do (game, a, "move north-cavalry-brigade-1 ylivieska-iisalmi");
  mv_do (game, a, "move south-infantry-company-1 helsinki-kerava");
  b = st_game_clone_state (game, a);
  for (int i = 0; i < def->n_pieces; i++)
    if (def->piece_player[i] == 1 && MV_ST (a)->pieces[i].place >= 0
        && MV_ST (a)->pieces[i].place != def->hq[1])
      {
        if (i1 < 0)
          i1 = i;
        else if (i2 < 0 && MV_ST (a)->pieces[i].type != MV_ST (a)->pieces[i1].type)
          i2 = i;
      }
  g_assert_cmpint (i2, >=, 0);
  MV_ST (b)->pieces[i1].type = MV_ST (a)->pieces[i2].type;
  MV_ST (b)->pieces[i2].type = MV_ST (a)->pieces[i1].type;
  MV_ST (b)->pieces[i1].possible = MV_ST (b)->pieces[i2].possible = def->player_types[1];
  MV_ST (a)->pieces[i1].possible = MV_ST (a)->pieces[i2].possible = def->player_types[1];
  st_player_options_init (&options, ST_PLAYER_MCTS);
  options.iterations = 150;
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autoptr (StPlayer) pa = st_player_new (game, &options, seed);
      g_autoptr (StPlayer) pb = st_player_new (game, &options, seed);

      g_assert_cmpuint (st_player_choose (pa, a), ==, st_player_choose (pb, b));
    }
  /* Nor does blue's deal: the types dealt, the viewer it records and the types
   * it counts as not all seen (mv_evaluate () reads them) are the same. */
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autoptr (StState) ra = st_game_clone_state (game, a);
      g_autoptr (StState) rb = st_game_clone_state (game, b);
      StRng rng_a, rng_b;

      st_rng_seed (&rng_a, seed);
      st_rng_seed (&rng_b, seed);
      st_game_resample (game, a, 0, &rng_a, ra);
      st_game_resample (game, b, 0, &rng_b, rb);
      g_assert_cmpuint (MV_ST (ra)->dealt_for, ==, 0);
      g_assert_true (st_game_states_equal (game, ra, rb));
    }
}

static void
test_resample_after_a_question (void)
{
  /* Blue's pieces: an air squadron and three others that could all have moved
   * two links along the railway. */
  g_autoptr (StGame) game =
      mv_fixture (LINE_NODES " y:900:100 w:900:200 v:900:300", LINE_LINKS " y-w:r w-v:r",
                  "p:air:north:a k:cav:north:y m:bn:north:w n:inf-co:north:v x:div:south:d", NULL);
  g_autoptr (StState) s = mv_start (game);
  g_autoptr (StState) r = st_game_clone_state (game, s);
  guint piece = mv_piece (game, "p");
  StRng rng;
  int   aviation = 0;

  /* "Flygareskader ... berättigar spelaren att utfråga motståndaren": only an
   * air squadron asks, so the asked side knows the asker's arm, and its
   * resample deals it aviation every time. */
  mv_do (game, s, "move p a-c ask x");
  st_rng_seed (&rng, 11);
  for (int k = 0; k < 500; k++)
    {
      st_game_resample (game, s, 1, &rng, r);
      aviation += mv_def (game)->types[MV_ST (r)->pieces[piece].type].arm == MV_AVIATION;
    }
  g_assert_cmpint (aviation, ==, 500);
  /* The asker learns nothing about its own pieces, of course, and the other blue
   * pieces are dealt the other types. */
  for (int k = 0; k < 50; k++)
    {
      st_game_resample (game, s, 1, &rng, r);
      g_assert_cmpint (mv_def (game)->types[MV_ST (r)->pieces[mv_piece (game, "k")].type].arm, !=,
                       MV_AVIATION);
    }
}

static void
test_saw_move_reads_no_truth (void)
{
  g_autoptr (StGame) game =
      mv_fixture (LINE_NODES " y:900:100 w:900:200 v:900:300", LINE_LINKS " y-w:r w-v:r",
                  "p:air:north:a k:cav:north:y m:bn:north:w n:inf-co:north:v x:div:south:d", NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  const MvDef *def = mv_def (game);
  MvPiece      piece = MV_ST (state)->pieces[mv_piece (game, "k")];
  guint16      truth = (guint16) (1u << piece.type);

  /* A set of possible types that (through some bug) has lost the true type, and
   * then every type: a move seen narrows it, and never falls back to the truth. */
  piece.possible = (guint16) (def->player_types[0] & ~truth);
  mv_saw_move (def, &piece, mv_node (game, "y"), mv_node (game, "w"), 1);
  g_assert_cmpuint (piece.possible & truth, ==, 0);
  piece.possible = 0;
  mv_saw_move (def, &piece, mv_node (game, "y"), mv_node (game, "w"), 1);
  g_assert_cmpuint (piece.possible, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manover/hidden/observation shows unknown enemy pieces as unknown",
                   test_observation_hides);
  g_test_add_func ("/manover/hidden/sentences say 'a Yellow piece' until it is revealed",
                   test_sentences_hide);
  g_test_add_func ("/manover/hidden/resample is consistent with the steps moved", test_resample_steps);
  g_test_add_func ("/manover/hidden/resample is consistent with the lines moved along", test_resample_roads);
  g_test_add_func ("/manover/hidden/resample deals the opponent's pieces, no more, no fewer",
                   test_resample_keeps_counts);
  g_test_add_func ("/manover/hidden/resample keeps what challenges revealed", test_resample_keeps_revealed);
  g_test_add_func ("/manover/hidden/a move seen narrows the possible types without reading the true one",
                   test_saw_move_reads_no_truth);
  g_test_add_func ("/manover/hidden/[Flygareskader ... berättigar spelaren att utfråga] the asked side's "
                   "resample deals the asker aviation",
                   test_resample_after_a_question);
  g_test_add_func ("/manover/hidden/IS-MCTS does not change its choice with the opponent's hidden identities",
                   test_mcts_ignores_hidden);
  return g_test_run ();
}
