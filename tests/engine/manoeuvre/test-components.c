/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "engine/st-player.h"
#include "mo-fixture.h"

/* The Distant Lands rules' components (1.1-1.5) and the reference manual's set-up
 * steps (3.1-3.6) on the bundled manoeuvre.xml; the last tie-break without
 * ranks; control counted two ways; the nightfall countdown. */

static void
test_maps (void)
{
  g_autoptr (StScenario) s = mo_fx_bundled ();
  g_autoptr (StGame) game = mo_fx_compile (s);
  const MoDef *def = MO_DEF (game);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);

  /* Four map sections of 4x4 squares make an 8x8 battlefield. */
  g_assert_cmpuint (s->board->placements->len, ==, 4);
  for (guint i = 0; i < s->board->sections->len; i++)
    {
      const StSection *section = g_ptr_array_index (s->board->sections, i);
      g_assert_cmpint (section->size, ==, 4);
    }
  g_assert_cmpint (def->grid.columns, ==, 8);
  g_assert_cmpint (def->grid.rows, ==, 8);
  /* Nothing on a diagonal: a square's neighbours share a side with it. */
  for (int c = 0; c < def->grid.n_cells; c++)
    for (int d = 0; d < 4; d++)
      {
        int n = def->grid.neighbours[c][d];

        if (n >= 0)
          g_assert_cmpint (ABS (st_square_grid_x (&def->grid, c) - st_square_grid_x (&def->grid, n))
                               + ABS (st_square_grid_y (&def->grid, c) - st_square_grid_y (&def->grid, n)),
                           ==, 1);
      }
  /* Neither attack nor control reaches a diagonal square. */
  mo_fx_put (game, state, "aurelia-fusiliers", 3, 3);
  mo_fx_put (game, state, "borovia-militia", 4, 4);
  mo_fx_hand (game, state, "aurelia-fusiliers-card-1", NULL);
  g_assert_cmpuint (mo_fx_count (game, state, "play aurelia-fusiliers-card-1"), ==, 0);
  mo_fx_put (game, state, "aurelia-fusiliers", 3, 5);
  mo_fx_put (game, state, "borovia-militia", 4, 6);
  /* 3,5 itself, 2,5, 3,4, 3,6 (4,5 and 3,6 are next to the militia). */
  g_assert_cmpint (mo_controlled (def, MO_ST (state), 0), ==, 3);
}

static void
test_dice (void)
{
  StRng    rng;
  gboolean seen[11] = { FALSE };

  st_rng_seed (&rng, 5);
  /* The d10's "0" counts as ten: rolls run from 1 to 10. */
  for (guint i = 0; i < 2000; i++)
    {
      int roll = mo_roll (&rng, (MoDice){ 1, 10, 0 });

      g_assert_cmpint (roll, >=, 1);
      g_assert_cmpint (roll, <=, 10);
      seen[roll] = TRUE;
    }
  for (int v = 1; v <= 10; v++)
    g_assert_true (seen[v]);
  /* 2d8: two eight-sided dice. */
  for (guint i = 0; i < 2000; i++)
    {
      int roll = mo_roll (&rng, (MoDice){ 2, 8, 0 });

      g_assert_cmpint (roll, >=, 2);
      g_assert_cmpint (roll, <=, 16);
    }
}

static void
test_units (void)
{
  g_autoptr (StScenario) s = mo_fx_bundled ();
  g_autoptr (StGame) game = mo_fx_compile (s);
  const MoDef *def = MO_DEF (game);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  MoState *st = MO_ST (state);
  guint    guard = mo_fx_unit (game, "aurelia-guard");

  /* Eight units an army, full strength above reduced, infantry moving 1 and
   * cavalry 2, all on the battlefield at full strength. */
  for (int p = 0; p < 2; p++)
    g_assert_cmpint (__builtin_popcount (def->side_mask[p]), ==, 8);
  for (guint u = 0; u < def->n_units; u++)
    {
      g_assert_cmpint (def->units[u].strength[0], >, def->units[u].strength[1]);
      g_assert_cmpint (def->units[u].movement, ==, def->units[u].cavalry ? 2 : 1);
      g_assert_cmpint (st->cell[u], >=, 0);
    }
  g_assert_cmpint (st->reduced, ==, 0);
  /* A hit turns the counter to its reduced side, a second removes it. */
  g_assert_false (mo_hit (def, st, guard));
  g_assert_cmpint (mo_strength (def, st, guard), ==, def->units[guard].strength[1]);
  g_assert_true (mo_hit (def, st, guard));
  g_assert_cmpint (st->cell[guard], ==, -1);
}

static void
test_cards (void)
{
  g_autoptr (StScenario) s = mo_fx_bundled ();
  g_autoptr (StGame) game = mo_fx_compile (s);
  const MoDef *def = MO_DEF (game);
  g_autoptr (StState) state = st_game_new_initial_state (game, 3);
  MoState *st = MO_ST (state);

  /* An Action Deck of 60 cards an army, 20 of them HQ cards. */
  for (int p = 0; p < 2; p++)
    {
      guint hq = 0;

      g_assert_cmpint (def->deck_size[p], ==, 60);
      for (guint i = 0; i < def->deck_size[p]; i++)
        hq += def->cards[def->deck[p][i]].type != MO_CARD_UNIT;
      g_assert_cmpuint (hq, ==, 20);
      /* Each player draws from his own deck. */
      for (guint i = 0; i < st->n_hand[p]; i++)
        g_assert_cmpint (def->cards[st->hand[p][i]].player, ==, p);
      for (guint i = 0; i < st->n_draw[p]; i++)
        g_assert_cmpint (def->cards[st->draw[p][i]].player, ==, p);
    }
}

static void
test_advance_tokens (void)
{
  g_autoptr (StScenario) s = mo_fx_bundled ();
  g_autoptr (StGame) game = mo_fx_compile (s);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  MoState *st = MO_ST (state);

  /* The tokens 3, 2 and 1: how many units move in game turns 1, 2 and 3 on. */
  for (int turn = 1; turn <= 4; turn++)
    {
      StPrompt         prompt;
      g_autofree char *expected = g_strdup_printf ("0 of %d moved", turn == 1 ? 3 : turn == 2 ? 2 : 1);

      st->turn = (guint8) turn;
      mo_movement_begin (MO_DEF (game), st);
      g_assert_cmpint (st->moves_required, ==, turn == 1 ? 3 : turn == 2 ? 2 : 1);
      st_game_prompt (game, state, NULL, &prompt);
      g_assert_nonnull (strstr (prompt.text, expected));
      st_prompt_clear (&prompt);
    }
}

static void
test_first_player (void)
{
  const char *const sides[] = { "aurelia", "borovia" };

  /* The d10 roll is settled in advance by the scenario: either side may go first. */
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr (StScenario) s = mo_fx_bundled ();
      g_autoptr (StGame) game = NULL;
      g_autoptr (StState) state = NULL;

      st_attrs_set (s->params, "first-side", sides[i]);
      game = mo_fx_compile (s);
      state = st_game_new_initial_state (game, 1);
      g_assert_cmpstr (st_game_player_side (game, 0), ==, sides[i]);
      g_assert_cmpint (st_game_current_player (game, state), ==, 0);
      g_assert_cmpint (st_game_active_player (game, state), ==, 0);
    }
}

static void
test_nations (void)
{
  g_autoptr (StScenario) s = mo_fx_bundled ();
  g_autoptr (StGame) game = mo_fx_compile (s);
  g_autoptr (GError) error = NULL;
  g_autoptr (StGame) three = NULL;

  /* The two nations are the scenario's two sides, each with its deck. */
  g_assert_cmpstr (st_game_player_side (game, 0), ==, "aurelia");
  g_assert_cmpstr (st_game_player_side (game, 1), ==, "borovia");
  for (guint c = 0; c < st_game_n_cards (game); c++)
    g_assert_true (g_str_has_prefix (st_game_card (game, c)->id,
                                     st_game_player_side (game, MO_DEF (game)->cards[c].player)));
  /* A third side is not a Manoeuvre battle. */
  g_ptr_array_add (s->sides, st_side_new ("carpathia", "#808080"));
  three = st_game_new_from_scenario (s, &error);
  g_assert_null (three);
  g_assert_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID);
}

static void
test_shuffle (void)
{
  g_autoptr (StScenario) s = mo_fx_bundled ();
  g_autoptr (StGame) game = mo_fx_compile (s);
  g_autoptr (StState) a = st_game_new_initial_state (game, 7);
  g_autoptr (StState) b = st_game_new_initial_state (game, 8);
  const MoDef *def = MO_DEF (game);

  for (int p = 0; p < 2; p++)
    {
      guint64 cards_a[MO_CARD_WORDS] = { 0 }, cards_b[MO_CARD_WORDS] = { 0 }, deck[MO_CARD_WORDS] = { 0 };
      const MoState *sa = MO_ST (a), *sb = MO_ST (b);

      for (guint i = 0; i < def->deck_size[p]; i++)
        deck[def->deck[p][i] / 64] |= G_GUINT64_CONSTANT (1) << (def->deck[p][i] % 64);
      for (guint i = 0; i < sa->n_draw[p]; i++)
        cards_a[sa->draw[p][i] / 64] |= G_GUINT64_CONSTANT (1) << (sa->draw[p][i] % 64);
      for (guint i = 0; i < sa->n_hand[p]; i++)
        cards_a[sa->hand[p][i] / 64] |= G_GUINT64_CONSTANT (1) << (sa->hand[p][i] % 64);
      for (guint i = 0; i < sb->n_draw[p]; i++)
        cards_b[sb->draw[p][i] / 64] |= G_GUINT64_CONSTANT (1) << (sb->draw[p][i] % 64);
      for (guint i = 0; i < sb->n_hand[p]; i++)
        cards_b[sb->hand[p][i] / 64] |= G_GUINT64_CONSTANT (1) << (sb->hand[p][i] % 64);
      /* Each player's own deck, all of it, in another order for another seed. */
      g_assert_true (memcmp (cards_a, deck, sizeof deck) == 0);
      g_assert_true (memcmp (cards_b, deck, sizeof deck) == 0);
      g_assert_false (memcmp (sa->draw[p], sb->draw[p], sa->n_draw[p]) == 0);
    }
}

static void
test_rank_unranked (void)
{
  g_autoptr (StScenario) s = mo_fx_bundled ();
  g_autoptr (StGame) game = NULL;
  g_autoptr (StState) state = NULL;

  /* Without ranks, the side written first in the file wins the last tie-break,
   * whichever moves first. */
  for (guint i = 0; i < s->sides->len; i++)
    ((StSide *) g_ptr_array_index (s->sides, i))->rank = 0;
  st_attrs_set (s->params, "first-side", "borovia");
  game = mo_fx_compile (s);
  state = mo_fx_state (game, MO_STEP_DISCARD, 0);
  mo_fx_put (game, state, "aurelia-guard", 0, 0);
  mo_fx_put (game, state, "borovia-old-guard", 7, 7);
  mo_nightfall (MO_DEF (game), MO_ST (state));
  g_assert_cmpint (MO_ST (state)->end_reason, ==, MO_END_TIE_RANK);
  g_assert_cmpstr (st_game_player_side (game, st_game_winner (game, state)), ==, "aurelia");
}

/* The bit-set count of 8x8 boards against the square-by-square one. */
static void
test_control_counts (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  MoDef   *def = (MoDef *) MO_DEF (game);
  guint64 *masks = def->neighbour_mask;
  StRng    rng;

  g_assert_nonnull (masks);
  st_rng_seed (&rng, 3);
  for (guint round = 0; round < 200; round++)
    {
      g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DISCARD, 0);
      MoState *st = MO_ST (state);
      int      fast[2], slow[2];

      st->home[0] = (guint8) st_rng_below (&rng, 4);
      st->home[1] = (guint8) ((st->home[0] + 2) % 4);
      for (guint u = 0; u < def->n_units; u++)
        {
          int cell = (int) st_rng_below (&rng, 64);

          st->cell[u] = mo_unit_at (def, st, cell) < 0 && st_rng_below (&rng, 3) > 0 ? (gint16) cell : -1;
        }
      for (int p = 0; p < 2; p++)
        fast[p] = mo_controlled (def, st, p);
      def->neighbour_mask = NULL;
      for (int p = 0; p < 2; p++)
        slow[p] = mo_controlled (def, st, p);
      def->neighbour_mask = masks;
      g_assert_cmpint (fast[0], ==, slow[0]);
      g_assert_cmpint (fast[1], ==, slow[1]);
    }
}

/* The evaluation of 8x8 boards (one pass over the units, bit sets) against the
 * one of larger boards (mo_controlled () and in_contact () square by square),
 * exactly, along random games: reduced and eliminated units, combats under way,
 * hands of every kind. */
static void
test_evaluation_bit_sets (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  MoDef       *def = (MoDef *) MO_DEF (game);
  guint64     *masks = def->neighbour_mask;
  StActionList list;
  StRng        rng;
  guint        n_checked = 0, n_contact = 0;

  g_assert_nonnull (masks);
  st_action_list_init (&list);
  st_rng_seed (&rng, 5);
  for (guint g = 0; g < 20; g++)
    {
      g_autoptr (StState) state = st_game_new_initial_state (game, g + 1);

      while (!st_game_is_terminal (game, state))
        {
          for (int p = 0; p < 2; p++)
            {
              double fast = st_game_evaluate (game, state, p), slow;

              def->neighbour_mask = NULL;
              slow = st_game_evaluate (game, state, p);
              def->neighbour_mask = masks;
              g_assert_cmpfloat (fast, ==, slow);
              n_checked++;
            }
          n_contact += MO_ST (state)->combat.kind != 0;
          st_game_apply (game, state, st_game_random_action (game, state, &rng, &list));
        }
    }
  g_assert_cmpuint (n_checked, >, 1000);
  g_assert_cmpuint (n_contact, >, 0);
  st_action_list_free (&list);
}

/* The movement phase's list on a fixed battlefield of at most 64 squares (basic
 * moves from bit sets) against the one of any battlefield (square by square,
 * which the game takes without its impassable set): the same actions in the
 * same order, along random games with cavalry, Banzai and blocked squares. */
static void
test_moves_bit_sets (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  MoDef       *def = (MoDef *) MO_DEF (game);
  guint64     *impassable = def->impassable;
  StActionList fast, slow, list;
  StRng        rng;
  guint        n_checked = 0, n_two_steps = 0;

  g_assert_nonnull (impassable);
  st_action_list_init (&fast);
  st_action_list_init (&slow);
  st_action_list_init (&list);
  st_rng_seed (&rng, 7);
  for (guint g = 0; g < 20; g++)
    {
      g_autoptr (StState) state = st_game_new_initial_state (game, g + 1);

      while (!st_game_is_terminal (game, state))
        {
          if (MO_ST (state)->step == MO_STEP_MOVE)
            {
              st_game_legal_actions (game, state, &fast);
              def->impassable = NULL;
              st_game_legal_actions (game, state, &slow);
              def->impassable = impassable;
              g_assert_cmpuint (fast.len, ==, slow.len);
              for (guint i = 0; i < fast.len; i++)
                {
                  g_assert_cmpuint (fast.actions[i], ==, slow.actions[i]);
                  n_two_steps += MO_KIND (fast.actions[i]) == MO_ACT_MOVE
                                 && st_square_grid_manhattan (&def->grid, MO_FROM (fast.actions[i]),
                                                              MO_TO (fast.actions[i]))
                                        == 2;
                }
              n_checked++;
            }
          st_game_apply (game, state, st_game_random_action (game, state, &rng, &list));
        }
    }
  g_assert_cmpuint (n_checked, >, 100);
  g_assert_cmpuint (n_two_steps, >, 0);
  st_action_list_free (&fast);
  st_action_list_free (&slow);
  st_action_list_free (&list);
}

static const char *
status_value (GPtrArray *rows, const char *label)
{
  for (guint i = 0; i < rows->len; i++)
    if (strstr (((const StRow *) g_ptr_array_index (rows, i))->label, label) != NULL)
      return ((const StRow *) g_ptr_array_index (rows, i))->value;
  return NULL;
}

static void
test_countdown (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_MOVE, 0);
  MoState *st = MO_ST (state);
  g_autoptr (GPtrArray) none = NULL;
  g_autoptr (GPtrArray) one = NULL;
  g_autoptr (GPtrArray) both = NULL;

  mo_fx_draw (game, state, "aurelia-supply", "aurelia-regroup", NULL);
  mo_fx_draw (game, state, "borovia-supply", "borovia-regroup", "borovia-spy", NULL);
  none = st_game_status (game, state, 0, NULL);
  g_assert_cmpstr (status_value (none, "Borovia: cards left in the first deck"), ==, "3");
  g_assert_null (status_value (none, "Nightfall"));
  /* 2.3: one first deck drawn does not end the day: the countdown is the other's. */
  st->first_deck_done[0] = TRUE;
  st->n_draw[0] = 0;
  one = st_game_status (game, state, 0, NULL);
  g_assert_cmpstr (status_value (one, "Borovia: cards left in the first deck"), ==, "3");
  g_assert_nonnull (strstr (status_value (one, "Nightfall"), "Borovia"));
  g_assert_nonnull (strstr (status_value (one, "Nightfall"), "3 left"));
  st->first_deck_done[1] = TRUE;
  both = st_game_status (game, state, 0, NULL);
  g_assert_cmpstr (status_value (both, "Nightfall"), ==, "The day ends at the end of this game turn");
}

/* [1.4] Every card of a deck is in exactly one of its owner's piles (hand, draw
 * deck, discards) in every position of whole games, and [2.3] a game ends with
 * a winner, by attrition or at nightfall: random games, and greedy players
 * (each choosing from his observation) against random ones. That the games end
 * and replay from their texts is the conformance suite's, for every family. */
static void
play_counting_cards (const StGame *game, StPlayerKind first, StPlayerKind second, guint64 seed)
{
  const MoDef *def = MO_DEF (game);
  g_autoptr (StState) state = st_game_new_initial_state (game, seed);
  g_autoptr (StPlayer) p0 = NULL;
  g_autoptr (StPlayer) p1 = NULL;
  StPlayerOptions options[2];

  st_player_options_init (&options[0], first);
  st_player_options_init (&options[1], second);
  p0 = st_player_new (game, &options[0], seed * 2 + 1);
  p1 = st_player_new (game, &options[1], seed * 2 + 2);
  while (!st_game_is_terminal (game, state))
    {
      g_autoptr (StState) observation = st_game_observation (game, state);
      StPlayer      *player = st_game_current_player (game, state) == 0 ? p0 : p1;
      const MoState *st = MO_CSTATE (state);

      st_game_apply (game, state, st_player_choose (player, observation));
      for (int p = 0; p < 2; p++)
        g_assert_cmpint (st->n_hand[p] + st->n_draw[p] + st->n_discard[p], ==, def->deck_size[p]);
    }
  g_assert_cmpint (st_game_winner (game, state), >=, 0);
  g_assert_cmpuint (st_game_end_reason (game, state), >, 0);
}

static void
test_cards_in_whole_games (void)
{
  g_autoptr (StScenario) s = mo_fx_bundled ();
  g_autoptr (StGame) game = mo_fx_compile (s);

  for (guint64 seed = 1; seed <= 40; seed++)
    play_counting_cards (game, ST_PLAYER_RANDOM, ST_PLAYER_RANDOM, seed);
  for (guint64 seed = 1; seed <= 3; seed++)
    play_counting_cards (game, ST_PLAYER_GREEDY, ST_PLAYER_RANDOM, seed);
  play_counting_cards (game, ST_PLAYER_RANDOM, ST_PLAYER_GREEDY, 4);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_add_func ("/manoeuvre/[DL 1.1] maps: four 4x4 sections, an 8x8 battlefield, nothing on a diagonal",
                   test_maps);
  g_test_add_func ("/manoeuvre/[DL 1.2] dice: the d10's 0 counts as ten", test_dice);
  g_test_add_func ("/manoeuvre/[DL 1.3] unit counters: 8 an army, full and reduced sides, infantry and "
                   "cavalry",
                   test_units);
  g_test_add_func (
      "/manoeuvre/[DL 1.4] cards: a 60-card Action Deck an army, 20 HQ cards, drawn by its owner",
      test_cards);
  g_test_add_func ("/manoeuvre/[DL 1.5] advance to contact tokens: 3, 2, then 1 unit", test_advance_tokens);
  g_test_add_func ("/manoeuvre/[Ref 3.1] the first player: either side, as the scenario sets",
                   test_first_player);
  g_test_add_func ("/manoeuvre/[Ref 3.3-3.4] the two nations are the scenario's two sides", test_nations);
  g_test_add_func ("/manoeuvre/[Ref 3.6] each player's own deck, shuffled", test_shuffle);
  g_test_add_func ("/manoeuvre/[2.2] the rank tie-break when the sides have no rank: file order",
                   test_rank_unranked);
  g_test_add_func ("/manoeuvre/[2.2] control counted with bit sets agrees with the square-by-square count",
                   test_control_counts);
  g_test_add_func ("/manoeuvre/[AI] the evaluation with bit sets agrees with the square-by-square one",
                   test_evaluation_bit_sets);
  g_test_add_func ("/manoeuvre/[5] basic moves listed from bit sets agree with the square-by-square list",
                   test_moves_bit_sets);
  g_test_add_func ("/manoeuvre/[2.3] the nightfall countdown waits for both first decks", test_countdown);
  g_test_add_func (
      "/manoeuvre/[1.4] every card is in one pile throughout whole games, which end with a winner",
      test_cards_in_whole_games);
  return g_test_run ();
}
