/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "engine/st-player.h"
#include "mo-fixture.h"

/* Hidden information: hands and deck order (issue 10), Spy (9.2), and what
 * each viewer's piles, sentences and AI see. */

/* A state that differs from state only in Borovia's cards Aurelia cannot see: a
 * hand card swapped with a different card of the draw deck. */
static StState *
swap_hidden (const StGame *game, const StState *state)
{
  StState     *other = st_game_clone_state (game, state);
  MoState     *st = MO_ST (other);
  const MoDef *def = MO_DEF (game);

  for (guint i = 0; i < st->n_draw[1]; i++)
    if (def->cards[st->draw[1][i]].face != def->cards[st->hand[1][0]].face)
      {
        guint8 t = st->draw[1][i];
        st->draw[1][i] = st->hand[1][0];
        st->hand[1][0] = t;
        return other;
      }
  g_assert_not_reached ();
  return other;
}

static void
test_observation (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) a = st_game_new_initial_state (game, 1);
  g_autoptr (StState) b = swap_hidden (game, a);
  g_autoptr (StState) oa = st_game_new_initial_state (game, 1);
  g_autoptr (StState) ob = st_game_new_initial_state (game, 1);
  MoState *st;

  st_game_observe (game, a, 0, oa);
  st_game_observe (game, b, 0, ob);
  g_assert_true (st_game_states_equal (game, oa, ob));
  /* Aurelia does not know her own deck order either. */
  st = MO_ST (b);
  {
    guint8 t = st->draw[0][0];
    st->draw[0][0] = st->draw[0][1];
    st->draw[0][1] = t;
  }
  st_game_observe (game, b, 0, ob);
  g_assert_true (st_game_states_equal (game, oa, ob));
  /* Borovia sees his own hand change. */
  st_game_observe (game, a, 1, oa);
  st_game_observe (game, b, 1, ob);
  g_assert_false (st_game_states_equal (game, oa, ob));
}

static gboolean
same_cards (const guint8 *a, const guint8 *b, guint n)
{
  guint count[256] = { 0 };

  for (guint i = 0; i < n; i++)
    count[a[i]]++;
  for (guint i = 0; i < n; i++)
    if (count[b[i]]-- == 0)
      return FALSE;
  return TRUE;
}

static void
test_resample (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 3);
  g_autoptr (StState) sample = st_game_new_initial_state (game, 1);
  MoState *st = MO_ST (state);
  StRng    rng;
  gboolean varied = FALSE;

  /* Borovia has shown one card (played face up) and Aurelia knows it. */
  mo_discard_card (MO_DEF (game), st, 1, st->hand[1][2], TRUE);
  st_rng_seed (&rng, 9);
  for (int k = 0; k < 20; k++)
    {
      MoState *s;
      guint8   all_a[3 * MO_MAX_DECK], all_b[3 * MO_MAX_DECK];
      guint    n = 0;

      st_game_resample (game, state, 0, &rng, sample);
      s = MO_ST (sample);
      /* What Aurelia sees is kept: her hand, the board, the discards she saw. */
      g_assert_cmpmem (s->hand[0], st->n_hand[0], st->hand[0], st->n_hand[0]);
      g_assert_cmpmem (s->cell, sizeof s->cell, st->cell, sizeof st->cell);
      g_assert_cmpint (s->n_hand[1], ==, st->n_hand[1]);
      g_assert_cmpint (s->n_draw[1], ==, st->n_draw[1]);
      g_assert_cmpint (s->discard[1][0], ==, st->discard[1][0]);
      /* Borovia's cards are the same cards, dealt anew. */
      memcpy (all_a, st->hand[1], st->n_hand[1]);
      memcpy (all_a + st->n_hand[1], st->draw[1], st->n_draw[1]);
      memcpy (all_b, s->hand[1], s->n_hand[1]);
      memcpy (all_b + s->n_hand[1], s->draw[1], s->n_draw[1]);
      n = st->n_hand[1] + st->n_draw[1];
      g_assert_true (same_cards (all_a, all_b, n));
      g_assert_true (same_cards (st->draw[0], s->draw[0], st->n_draw[0]));
      varied |= memcmp (s->hand[1], st->hand[1], st->n_hand[1]) != 0;
    }
  g_assert_true (varied);
}

static void
test_mcts_invariance (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) a = st_game_new_initial_state (game, 5);
  g_autoptr (StState) b = swap_hidden (game, a);
  StPlayerOptions options;
  StAction        first, second;

  st_player_options_init (&options, ST_PLAYER_MCTS);
  options.iterations = 150;
  {
    g_autoptr (StPlayer) player = st_player_new (game, &options, 77);
    first = st_player_choose (player, a);
  }
  {
    g_autoptr (StPlayer) player = st_player_new (game, &options, 77);
    second = st_player_choose (player, b);
  }
  g_assert_true (first == second);
}

static void
test_spy (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DISCARD, 0);
  g_autoptr (GArray) pile = g_array_new (FALSE, FALSE, sizeof (int));
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 1);
  mo_fx_hand (game, state, "aurelia-supply", "aurelia-supply", "aurelia-regroup", "aurelia-skirmish", NULL);
  mo_fx_draw (game, state, "aurelia-withdraw", "aurelia-spy", NULL);
  mo_fx_hand (game, state, "borovia-supply", "borovia-regroup", "borovia-sappers", NULL);
  st_game_pile (game, state, 0, 1, ST_PILE_HAND, pile);
  g_assert_cmpint (g_array_index (pile, int, 0), ==, -1);
  mo_fx_do (game, state, "discard none");
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_DRAW);
  mo_fx_do (game, state, "play aurelia-spy spy");
  /* Aurelia now sees Borovia's hand; Borovia sees nothing new of hers. */
  st_game_pile (game, state, 0, 1, ST_PILE_HAND, pile);
  for (guint i = 0; i < pile->len; i++)
    g_assert_cmpint (g_array_index (pile, int, i), ==, st->hand[1][i]);
  st_game_pile (game, state, 1, 0, ST_PILE_HAND, pile);
  for (guint i = 0; i < pile->len; i++)
    g_assert_cmpint (g_array_index (pile, int, i), ==, -1);
  /* The Spy was replaced: the hand is full again. */
  g_assert_cmpint (st->n_hand[0], ==, 5);
  /* Draw decks show backs to everybody, their owner included. */
  st_game_pile (game, state, 0, 0, ST_PILE_DRAW, pile);
  for (guint i = 0; i < pile->len; i++)
    g_assert_cmpint (g_array_index (pile, int, i), ==, -1);
}

static void
test_spy_mid_phase (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_MOVE, 0);
  g_autoptr (GArray) pile = g_array_new (FALSE, FALSE, sizeof (int));
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 5);
  mo_fx_hand (game, state, "aurelia-spy", "aurelia-supply", NULL);
  mo_fx_hand (game, state, "borovia-spy", "borovia-regroup", "borovia-withdraw", NULL);
  /* In the middle of the movement phase: the phase goes on, the Spy is not replaced. */
  mo_fx_do (game, state, "play aurelia-spy spy");
  g_assert_cmpint (st->step, ==, MO_STEP_MOVE);
  g_assert_cmpint (st->n_hand[0], ==, 1);
  st_game_pile (game, state, 0, 1, ST_PILE_HAND, pile);
  for (guint i = 0; i < pile->len; i++)
    g_assert_cmpint (g_array_index (pile, int, i), ==, st->hand[1][i]);
  /* Only the active player: Borovia may not play his Spy while defending. */
  mo_fx_hand (game, state, "aurelia-guard-card-1", NULL);
  mo_fx_do (game, state, "move aurelia-guard 3,3-3,4");
  if (st->step == MO_STEP_MOVE)
    mo_fx_do (game, state, "end-phase");
  mo_fx_do (game, state, "play aurelia-guard-card-1 assault 3,5");
  g_assert_cmpint (st->step, ==, MO_STEP_DEFEND);
  g_assert_false (mo_fx_can (game, state, "play borovia-spy spy"));
}

static void
test_sentences (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DISCARD, 0);
  g_autofree char *hidden = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *mine = NULL;
  g_autofree char *theirs = NULL;
  StAction         action;

  mo_fx_put (game, state, "aurelia-guard", 3, 1);
  mo_fx_hand (game, state, "aurelia-regroup", "aurelia-spy", "aurelia-skirmish", NULL);
  g_assert_true (
      st_game_action_from_text (game, state, "discard aurelia-regroup aurelia-skirmish", &action, NULL));
  hidden = mo_card_label (game, MO_ST (state)->hand[0][0], NULL);
  shown = mo_card_label (game, MO_ST (state)->hand[0][2], NULL);
  mine = st_game_action_sentence (game, state, action, NULL, 0, NULL);
  theirs = st_game_action_sentence (game, state, action, NULL, 1, NULL);
  /* The owner reads both cards; the opponent only the one on top. */
  g_assert_nonnull (strstr (mine, hidden));
  g_assert_nonnull (strstr (mine, shown));
  g_assert_null (strstr (theirs, hidden));
  g_assert_nonnull (strstr (theirs, shown));
}

static void
test_interface (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  g_autoptr (GPtrArray) status = NULL;
  g_autoptr (GPtrArray) rows = NULL;
  StActionInfo info;
  StAction     action;
  StPrompt     prompt;

  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "borovia-old-guard", 3, 4);
  mo_fx_hand (game, state, "aurelia-guard-card-1", NULL);
  g_assert_true (
      st_game_action_from_text (game, state, "play aurelia-guard-card-1 assault 3,4", &action, NULL));
  st_game_describe_action (game, state, action, &info);
  g_assert_cmpstr (info.kind, ==, "play");
  g_assert_cmpstr (st_game_card (game, (guint) info.card)->id, ==, "aurelia-guard-card-1");
  g_assert_cmpint (info.unit, ==, (int) mo_fx_unit (game, "aurelia-guard"));
  g_assert_cmpint (info.to, ==, mo_fx_cell (game, 3, 4));
  st_game_prompt (game, state, NULL, &prompt);
  g_assert_cmpint (prompt.kind, ==, ST_PROMPT_PICK_CARD);
  st_prompt_clear (&prompt);
  st_game_apply (game, state, action);
  /* The defender answers in the attacker's turn. */
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  g_assert_cmpint (st_game_active_player (game, state), ==, 0);
  mo_fx_do (game, state, "end-phase");
  {
    g_autoptr (StState) after = st_game_clone_state (game, state);
    g_autofree char *plain = NULL;
    g_autofree char *resolved = NULL;
    g_autofree char *total = NULL;

    g_assert_true (st_game_action_from_text (game, state, "end-phase", &action, NULL));
    st_game_apply (game, after, action);
    plain = st_game_action_sentence (game, state, action, NULL, 1, NULL);
    resolved = st_game_action_sentence (game, state, action, after, 1, NULL);
    total = g_strdup_printf ("%d", MO_ST (after)->res.attack_total);
    /* With the position it led to, the sentence says what came of it. */
    g_assert_cmpuint (strlen (resolved), >, strlen (plain));
    g_assert_nonnull (strstr (resolved, total));
  }
  mo_fx_do (game, state, "end-phase");
  rows = st_game_resolution (game, state, 1, NULL);
  g_assert_nonnull (rows);
  g_assert_cmpuint (rows->len, >=, 5);
  status = st_game_status (game, state, 0, NULL);
  g_assert_cmpuint (status->len, >=, 8);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manoeuvre/hidden/observation hides the opponent's hand and the deck order",
                   test_observation);
  g_test_add_func ("/manoeuvre/hidden/resample deals the unseen cards consistently", test_resample);
  g_test_add_func ("/manoeuvre/hidden/IS-MCTS decides from its observation only", test_mcts_invariance);
  g_test_add_func ("/manoeuvre/[9.2] spy reveals the hand to that player only", test_spy);
  g_test_add_func ("/manoeuvre/[9.2] only the active player may play a spy, in the middle of a phase",
                   test_spy_mid_phase);
  g_test_add_func ("/manoeuvre/hidden/sentences name only cards the viewer saw", test_sentences);
  g_test_add_func ("/manoeuvre/interface: card plays, reactions, resolution and status rows", test_interface);
  return g_test_run ();
}
