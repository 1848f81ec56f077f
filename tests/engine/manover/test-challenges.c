/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mv-fixture.h"

/* Challenges ("Anfall"), the strength table and its two notes. North is up; the
 * north side moves first. */

#define LINE_NODES "a:500:100 b:500:200 c:500:300 d:500:400 e:500:500 f:500:600"
#define LINE_LINKS "a-b:r b-c:r c-d:r d-e:r e-f:r"

static MvPiece *
piece (const StGame *game, StState *s, const char *id)
{
  return &MV_ST (s)->pieces[mv_piece (game, id)];
}

static void
test_stronger_stays (void)
{
  g_autoptr (StGame) game = mv_fixture (LINE_NODES, LINE_LINKS, "k:cav:north:a r:regt:south:d", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* "När en pjes vill hota en annan bör den framflytta till punkten närmast
   * motståndaren ... Den starkare pjesen blir kvar, den svagare tages bort." */
  g_assert_false (mv_can (game, s, "move k a-b strike r"));
  mv_do (game, s, "move k a-c strike r");
  g_assert_cmpint (piece (game, s, "r")->place, ==, MV_LOST);
  g_assert_cmpint (piece (game, s, "k")->place, ==, mv_node (game, "c"));
  g_assert_cmpint (MV_ST (s)->last_result, ==, MV_RESULT_DEFENDER_REMOVED);
}

static void
test_weaker_attacker_leaves (void)
{
  g_autoptr (StGame) game = mv_fixture (LINE_NODES, LINE_LINKS, "b:bn:north:a r:regt:south:d", NULL);
  g_autoptr (StState) s = mv_start (game);

  mv_do (game, s, "move b a-c strike r");
  g_assert_cmpint (piece (game, s, "b")->place, ==, MV_LOST);
  g_assert_cmpint (piece (game, s, "r")->place, ==, mv_node (game, "d"));
}

static void
test_equals_both_leave (void)
{
  g_autoptr (StGame) game = mv_fixture (LINE_NODES, LINE_LINKS, "b:bn:north:a r:sect:south:d", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* "Äro båda lika starka, gå vardera ur spelet." */
  mv_do (game, s, "move b a-c strike r");
  g_assert_cmpint (piece (game, s, "b")->place, ==, MV_LOST);
  g_assert_cmpint (piece (game, s, "r")->place, ==, MV_LOST);
}

static void
test_strength_table (void)
{
  g_autoptr (StGame) game = mv_fixture (LINE_NODES, LINE_LINKS, "k:cav:north:a r:regt:south:d", NULL);
  const MvDef *def = mv_def (game);
  /* The classes of the fixture's types, in the table's order. */
  static const char *const ids[] = { "inf-co", "mg",   "bty",      "train", "air", "bn",
                                     "sect",   "regt", "art-regt", "cav",   "div" };
  static const int         classes[] = { 1, 1, 1, 1, 1, 2, 2, 4, 4, 5, 6 };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    for (guint j = 0; j < G_N_ELEMENTS (ids); j++)
      {
        MvResult r = mv_resolve (def, mv_type (game, ids[i]), mv_type (game, ids[j]), MV_CHALLENGE_STRIKE);

        /* Aviation's own rules (note 2) are tested below. */
        if (g_str_equal (ids[i], "air") || g_str_equal (ids[j], "air"))
          continue;
        if (classes[i] > classes[j])
          g_assert_cmpint (r, ==, MV_RESULT_DEFENDER_REMOVED);
        else if (classes[i] < classes[j])
          g_assert_cmpint (r, ==, MV_RESULT_ATTACKER_REMOVED);
        else
          g_assert_cmpint (r, ==, MV_RESULT_BOTH_REMOVED);
      }
}

static void
test_names_one_target (void)
{
  g_autoptr (StGame) game = mv_fixture (LINE_NODES " g:600:400 h:400:400", LINE_LINKS " c-g:r c-h:r",
                                        "k:cav:north:a x:bn:south:g y:bn:south:h", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* "Pjes kan icke slå tvenne pjeser samtidigt, utan bör den part som angriper,
   * ange vilken pjes han åsyftar." */
  g_assert_true (mv_can (game, s, "move k a-c strike x"));
  g_assert_true (mv_can (game, s, "move k a-c strike y"));
  mv_do (game, s, "move k a-c strike x");
  g_assert_cmpint (piece (game, s, "x")->place, ==, MV_LOST);
  g_assert_cmpint (piece (game, s, "y")->place, ==, mv_node (game, "h"));
}

static void
test_not_backwards (void)
{
  /* k stands at c; an enemy north of it (b) is behind it, one east (g) beside it,
   * one south (d) ahead. */
  g_autoptr (StGame) game =
      mv_fixture ("b:500:200 c:500:300 d:500:400 g:600:300 z:900:900", "b-c:r c-d:r c-g:r",
                  "k:cav:north:c x:bn:south:b y:bn:south:g w:bn:south:d", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* "hotar eller slår en pjes en annan i alla riktningar, utom bakåt" */
  g_assert_false (mv_can (game, s, "move k c-c strike x"));
  g_assert_true (mv_can (game, s, "move k c-c strike y"));
  g_assert_true (mv_can (game, s, "move k c-c strike w"));
}

static void
test_aviation_every_direction (void)
{
  g_autoptr (StGame) game = mv_fixture ("b:500:200 c:500:300 d:500:400 z:900:900", "b-c:r c-d:r",
                                        "p:air:north:c x:inf-co:south:b", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* "Undantag härvid är dock flygare som slår i alla riktningar." */
  g_assert_true (mv_can (game, s, "move p c-c strike x"));
}

static void
test_challenge_from_where_it_stands (void)
{
  g_autoptr (StGame) game = mv_fixture (LINE_NODES, LINE_LINKS, "k:cav:north:c x:bn:south:d", NULL);
  g_autoptr (StState) s = mv_start (game);

  mv_do (game, s, "move k c-c strike x");
  g_assert_cmpint (piece (game, s, "x")->place, ==, MV_LOST);
}

static void
test_reveals_both (void)
{
  g_autoptr (StGame) game =
      mv_fixture (LINE_NODES, LINE_LINKS "", "k:cav:north:a r:regt:south:d q:bn:south:f", NULL);
  g_autoptr (StState) s = mv_start (game);
  StPieceView view;

  st_game_piece_view (game, s, 1, mv_piece (game, "k"), &view);
  g_assert_true (view.hidden);
  mv_do (game, s, "move k a-c strike r");
  st_game_piece_view (game, s, 1, mv_piece (game, "k"), &view);
  g_assert_false (view.hidden);
  g_assert_cmpint (view.type, ==, mv_type (game, "cav"));
  st_game_piece_view (game, s, 0, mv_piece (game, "r"), &view);
  g_assert_false (view.hidden);
  st_game_piece_view (game, s, 0, mv_piece (game, "q"), &view);
  g_assert_true (view.hidden);
}

static void
test_gas_drives_infantry_back (void)
{
  g_autoptr (StGame) game =
      mv_fixture (LINE_NODES, LINE_LINKS, "g:gas:north:b i:div:south:d z:inf-co:south:f", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* Note 1: gas "tvingar alla infanteri o. maskingevär pjeser ... tillbaka";
   * "Pjes som av gas tvingats att draga sig tillbaka, bör göra det i följande drag,
   * annars går pjesen förlorad." */
  mv_do (game, s, "move g b-c strike i");
  g_assert_cmpint (MV_ST (s)->last_result, ==, MV_RESULT_DRIVEN_BACK);
  g_assert_cmpint (piece (game, s, "i")->place, ==, mv_node (game, "d"));
  g_assert_true (piece (game, s, "i")->gassed);
  {
    g_autoptr (StState) withdrew = st_game_clone_state (game, s);
    mv_do (game, withdrew, "move i d-e");
    g_assert_cmpint (piece (game, withdrew, "i")->place, ==, mv_node (game, "e"));
    g_assert_false (piece (game, withdrew, "i")->gassed);
  }
  mv_do (game, s, "move z f-e");
  g_assert_cmpint (piece (game, s, "i")->place, ==, MV_LOST);
}

static void
test_gas_closes_the_way (void)
{
  g_autoptr (StGame) game = mv_fixture (LINE_NODES, LINE_LINKS, "k:cav:north:a g:gas:south:d", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* Note 1: gas "stänger vägen för alla andra pjeser, utom för flygare": a
   * challenge between gas and another arm leaves both where they are. */
  mv_do (game, s, "move k a-c strike g");
  g_assert_cmpint (MV_ST (s)->last_result, ==, MV_RESULT_WAY_CLOSED);
  g_assert_cmpint (piece (game, s, "k")->place, >=, 0);
  g_assert_cmpint (piece (game, s, "g")->place, >=, 0);
}

static void
test_aviation_note (void)
{
  g_autoptr (StGame) game = mv_fixture (
      "a:500:100 b:500:200 c:500:300 d:400:300 e:600:300 f:500:400 z:900:900",
      "a-b:r b-c:r c-d:r c-e:r c-f:r", "p:air:north:a x:bty:south:d y:inf-co:south:e w:mg:south:f", NULL);
  g_autoptr (StState) s = mv_start (game);
  g_autoptr (StState) t = st_game_clone_state (game, s);
  g_autoptr (StState) u = st_game_clone_state (game, s);

  /* Note 2: "Flygar-eskader blir slagen av alla artilleri pjeser samt av
   * maskingev.-kompanier. Flygar-esk. slår inf. komp." */
  mv_do (game, s, "move p a-c strike x");
  g_assert_cmpint (piece (game, s, "p")->place, ==, MV_LOST);
  mv_do (game, t, "move p a-c strike w");
  g_assert_cmpint (piece (game, t, "p")->place, ==, MV_LOST);
  mv_do (game, u, "move p a-c strike y");
  g_assert_cmpint (piece (game, u, "y")->place, ==, MV_LOST);
  g_assert_cmpint (piece (game, u, "p")->place, ==, mv_node (game, "c"));
}

static void
test_aviation_asks (void)
{
  g_autoptr (StGame) game = mv_fixture (LINE_NODES, LINE_LINKS, "p:air:north:a x:div:south:d", NULL);
  g_autoptr (StState) s = mv_start (game);
  StPieceView view;

  /* "Flygareskader, som framflyttats till någon av motspelarens pjeser,
   * berättigar spelaren att utfråga motståndaren angående den framförstående
   * pjesens vapenslag och styrka." Only the asker learns; nobody leaves. */
  mv_do (game, s, "move p a-c ask x");
  g_assert_cmpint (MV_ST (s)->last_result, ==, MV_RESULT_ANSWERED);
  st_game_piece_view (game, s, 0, mv_piece (game, "x"), &view);
  g_assert_false (view.hidden);
  st_game_piece_view (game, s, 1, mv_piece (game, "p"), &view);
  g_assert_true (view.hidden);
  g_assert_cmpint (piece (game, s, "x")->place, ==, mv_node (game, "d"));
  g_assert_cmpint (piece (game, s, "p")->place, ==, mv_node (game, "c"));
}

static void
test_gas_withdraws_backwards (void)
{
  /* i stands at d; gas comes to c, north of it. d's links: e south (behind i,
   * a yellow piece), h east (beside), q north-west (ahead). */
  g_autoptr (StGame) game = mv_fixture (LINE_NODES " h:600:400 q:420:330", LINE_LINKS " d-h:r d-q:r",
                                        "g:gas:north:b i:regt:south:d z:inf-co:south:f", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* "tvingar ... tillbaka": back is towards the piece's own end of the map, as
   * for challenges. The piece withdraws to a point behind it, not beside or
   * ahead, and cannot challenge on the way. */
  mv_do (game, s, "move g b-c strike i");
  g_assert_true (piece (game, s, "i")->gassed);
  g_assert_true (mv_can (game, s, "move i d-e"));
  g_assert_false (mv_can (game, s, "move i d-h"));
  g_assert_false (mv_can (game, s, "move i d-q"));
  g_assert_false (mv_can (game, s, "move i d-d strike g"));
  g_assert_cmpuint (mv_count (game, s, "move i"), ==, 1);
  /* The random action respects it too. */
  {
    StActionList scratch;
    StRng        rng;

    st_action_list_init (&scratch);
    st_rng_seed (&rng, 5);
    for (int k = 0; k < 200; k++)
      {
        StAction         a = st_game_random_action (game, s, &rng, &scratch);
        g_autofree char *text = st_game_action_to_text (game, s, a);

        if (g_str_has_prefix (text, "move i "))
          g_assert_cmpstr (text, ==, "move i d-e");
      }
    st_action_list_free (&scratch);
  }
}

static void
test_gas_against_aviation (void)
{
  const char *units = "g:gas:north:a p:air:south:d z:inf-co:south:f";
  g_autoptr (StGame) game = mv_fixture (LINE_NODES, LINE_LINKS, units, NULL);
  g_autoptr (StState) s = mv_start (game);
  const MvDef *def = mv_def (game);

  /* Note 1 closes the way "för alla andra pjeser, utom för flygare": between gas
   * and aviation the table holds, gas (III) beats the air squadron (I), whoever
   * challenges. */
  g_assert_cmpint (mv_resolve (def, mv_type (game, "gas"), mv_type (game, "air"), MV_CHALLENGE_STRIKE), ==,
                   MV_RESULT_DEFENDER_REMOVED);
  g_assert_cmpint (mv_resolve (def, mv_type (game, "air"), mv_type (game, "gas"), MV_CHALLENGE_STRIKE), ==,
                   MV_RESULT_ATTACKER_REMOVED);
  mv_do (game, s, "move g a-c strike p");
  g_assert_cmpint (piece (game, s, "p")->place, ==, MV_LOST);
  g_assert_cmpint (piece (game, s, "g")->place, ==, mv_node (game, "c"));
}

static void
test_gas_against_gas (void)
{
  g_autoptr (StGame) game =
      mv_fixture (LINE_NODES, LINE_LINKS, "g:gas:north:a h:gas:south:d z:inf-co:south:f", NULL);
  g_autoptr (StState) s = mv_start (game);

  /* Gas is not one of the "andra pjeser" whose way gas closes: two gas commandos
   * are equally strong (III) and both leave. */
  mv_do (game, s, "move g a-c strike h");
  g_assert_cmpint (MV_ST (s)->last_result, ==, MV_RESULT_BOTH_REMOVED);
  g_assert_cmpint (piece (game, s, "g")->place, ==, MV_LOST);
  g_assert_cmpint (piece (game, s, "h")->place, ==, MV_LOST);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func (
      "/manover/challenge/a piece challenges from the point next to the enemy; the stronger stays",
      test_stronger_stays);
  g_test_add_func ("/manover/challenge/the weaker attacker leaves the game", test_weaker_attacker_leaves);
  g_test_add_func ("/manover/challenge/equally strong pieces both leave", test_equals_both_leave);
  g_test_add_func ("/manover/challenge/the strength table, classes I to VI", test_strength_table);
  g_test_add_func ("/manover/challenge/the attacker names one piece", test_names_one_target);
  g_test_add_func ("/manover/challenge/in every direction but backwards", test_not_backwards);
  g_test_add_func ("/manover/challenge/aviation strikes in every direction", test_aviation_every_direction);
  g_test_add_func ("/manover/challenge/a piece next to the enemy challenges where it stands",
                   test_challenge_from_where_it_stands);
  g_test_add_func ("/manover/challenge/a challenge reveals both pieces", test_reveals_both);
  g_test_add_func ("/manover/challenge/note 1: gas drives infantry back; it withdraws next move or is lost",
                   test_gas_drives_infantry_back);
  g_test_add_func ("/manover/challenge/note 1: [tvingar ... tillbaka] the piece gas drove back withdraws "
                   "to a point behind it",
                   test_gas_withdraws_backwards);
  g_test_add_func ("/manover/challenge/note 1: gas closes the way to other arms", test_gas_closes_the_way);
  g_test_add_func ("/manover/challenge/note 1: [utom för flygare] gas against aviation goes by the table",
                   test_gas_against_aviation);
  g_test_add_func ("/manover/challenge/note 1: gas against gas goes by the table", test_gas_against_gas);
  g_test_add_func (
      "/manover/challenge/note 2: aviation loses to artillery and machine guns, beats an infantry "
      "company",
      test_aviation_note);
  g_test_add_func ("/manover/challenge/aviation asks a piece's arm and strength", test_aviation_asks);
  return g_test_run ();
}
