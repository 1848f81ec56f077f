/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include <string.h>

#include "core/st-locale.h"
#include "engine/st-player.h"
#include "mv-fixture.h"

/* Manöver's own rules over whole games on the Finland scenario: the random
 * pick is uniform, nobody wins in a few moves, the greedy player guards its
 * headquarters, and what its interface says. That games of random, greedy and
 * MCTS players end and replay is the conformance suite's (tests/engine/
 * test-conformance.c), for every family. */

static StGame *
finland (void)
{
  return mv_fixture_load ("data/scenarios/manover-finland.xml");
}

static gboolean
listed (const StActionList *list, StAction a)
{
  for (guint i = 0; i < list->len; i++)
    if (list->actions[i] == a)
      return TRUE;
  return FALSE;
}

/* Whether gas drove back a piece of the player to move. */
static gboolean
gassed (const StState *state)
{
  const MvState *s = (const MvState *) state;

  return s->end_reason == MV_END_NONE && s->n_gassed[s->to_move] > 0;
}

/* Draws 60 random actions per legal action on s and checks that every legal
 * action comes up and that the counts are those of a uniform choice: the
 * chi-square statistic below its mean plus six standard deviations (with a fixed
 * seed, so the test does not flicker). Returns the kinds of action listed. */
static guint
check_uniform (const StGame *game, const StState *s, guint64 seed)
{
  StActionList list, scratch;
  StRng        rng;
  guint        kinds = 0, n;
  guint       *count;
  double       chi2 = 0.0, expected;

  st_action_list_init (&list);
  st_action_list_init (&scratch);
  st_game_legal_actions (game, s, &list);
  n = list.len;
  count = g_new0 (guint, n);
  st_rng_seed (&rng, seed);
  for (guint k = 0; k < 60 * n; k++)
    {
      StAction a = st_game_random_action (game, s, &rng, &scratch);
      guint    i = 0;

      while (i < n && list.actions[i] != a)
        i++;
      g_assert_cmpuint (i, <, n);
      count[i]++;
    }
  expected = 60.0;
  for (guint i = 0; i < n; i++)
    {
      StAction a = list.actions[i];

      g_assert_cmpuint (count[i], >, 0);
      chi2 += (count[i] - expected) * (count[i] - expected) / expected;
      kinds |= 1u << (mv_action_kind (a) == MV_ACT_MOVE ? 8 + mv_action_challenge (a) : mv_action_kind (a));
    }
  if (n > 1)
    g_assert_cmpfloat (chi2, <, (n - 1) + 6.0 * sqrt (2.0 * (n - 1)));
  g_free (count);
  st_action_list_free (&list);
  st_action_list_free (&scratch);
  return kinds;
}

/* The ruleset's random action does not list the actions: it draws candidates
 * (moves to the points a piece's type reaches on the empty map, challenges of
 * the enemy pieces it strikes from there) and keeps the first that is legal.
 * It must always give a legal action, the same one for the same generator, and
 * every legal action with the same probability. */
static void
test_random_action (void)
{
  g_autoptr (StGame) game = finland ();
  StActionList list, scratch;
  guint        kinds = 0, checked = 0, checked_gassed = 0;

  st_action_list_init (&list);
  st_action_list_init (&scratch);
  for (guint64 seed = 1; seed <= 10; seed++)
    {
      g_autoptr (StState) s = st_game_new_initial_state (game, seed);
      StRng rng;
      int   moves = 0;

      st_rng_seed (&rng, seed);
      while (!st_game_is_terminal (game, s))
        {
          StRng    twin = rng;
          StAction a = st_game_random_action (game, s, &rng, &scratch);
          guint    before = kinds;

          g_assert_cmphex (st_game_random_action (game, s, &twin, &scratch), ==, a);
          st_game_legal_actions (game, s, &list);
          g_assert_true (listed (&list, a));
          for (guint i = 0; i + 1 < list.len; i++)
            for (guint j = i + 1; j < list.len && j < i + 40; j++)
              g_assert_cmphex (list.actions[i], !=, list.actions[j]);
          for (guint i = 0; i < list.len; i++)
            {
              StAction b = list.actions[i];
              kinds |= 1u << (mv_action_kind (b) == MV_ACT_MOVE ? 8 + mv_action_challenge (b)
                                                                : mv_action_kind (b));
            }
          /* The frequencies on every position that shows a kind of action
           * for the first time, on every 25th, and wherever gas drove one of
           * the mover's pieces back (it may move only behind it). */
          if (kinds != before || moves % 25 == 0 || gassed (s))
            {
              checked_gassed += gassed (s);
              check_uniform (game, s, seed * 1000 + (guint64) moves);
              checked++;
            }
          st_game_apply (game, s, a);
          moves++;
        }
    }
  /* Moves, challenges, aviation's questions, reserve entries, taking out and
   * putting back all came up in the positions checked. */
  g_assert_true (kinds & (1u << (8 + MV_CHALLENGE_NONE)));
  g_assert_true (kinds & (1u << (8 + MV_CHALLENGE_STRIKE)));
  g_assert_true (kinds & (1u << (8 + MV_CHALLENGE_ASK)));
  g_assert_true (kinds & (1u << MV_ACT_ENTER));
  g_assert_true (kinds & (1u << MV_ACT_TAKE_OUT));
  g_assert_true (kinds & (1u << MV_ACT_PUT_BACK));
  g_assert_cmpuint (checked_gassed, >, 0);
  g_test_message ("uniformity checked on %u positions, %u of them with a piece driven back", checked,
                  checked_gassed);
  st_action_list_free (&list);
  st_action_list_free (&scratch);
}

/* Whether `player`, to move in s, can force a win within k of its own moves
 * whatever the other side replies. */
static gboolean
forces_win (const StGame *game, const StState *s, int player, int k)
{
  StActionList actions, replies;
  gboolean     found = FALSE;
  g_autoptr (StState) t = st_game_clone_state (game, s);
  g_autoptr (StState) u = st_game_clone_state (game, s);

  st_action_list_init (&actions);
  st_action_list_init (&replies);
  st_game_legal_actions (game, s, &actions);
  for (guint i = 0; i < actions.len && !found; i++)
    {
      gboolean refuted = FALSE;

      st_game_copy_state (game, t, s);
      st_game_apply (game, t, actions.actions[i]);
      if (st_game_is_terminal (game, t))
        {
          found = st_game_winner (game, t) == player;
          continue;
        }
      if (k <= 1)
        continue;
      st_game_legal_actions (game, t, &replies);
      for (guint j = 0; j < replies.len && !refuted; j++)
        {
          st_game_copy_state (game, u, t);
          st_game_apply (game, u, replies.actions[j]);
          refuted = st_game_is_terminal (game, u) ? st_game_winner (game, u) != player
                                                  : !forces_win (game, u, player, k - 1);
        }
      found = !refuted;
    }
  st_action_list_free (&actions);
  st_action_list_free (&replies);
  return found;
}

static void
test_no_quick_win (void)
{
  g_autoptr (StGame) game = finland ();
  g_autoptr (StState) s = mv_start (game);
  g_autoptr (StState) t = st_game_clone_state (game, s);
  StActionList first;

  /* Blue cannot force a win in its first two moves; after any first blue move,
   * yellow cannot force one in its first two either. */
  g_assert_false (forces_win (game, s, 0, 2));
  st_action_list_init (&first);
  st_game_legal_actions (game, s, &first);
  for (guint i = 0; i < first.len; i++)
    {
      st_game_copy_state (game, t, s);
      st_game_apply (game, t, first.actions[i]);
      g_assert_false (forces_win (game, t, 1, 2));
    }
  st_action_list_free (&first);
}

static void
test_no_quick_win_greedy (void)
{
  g_autoptr (StGame) game = finland ();
  StPlayerOptions options;

  /* Greedy against greedy, from either seat: nobody wins in the first ten moves. */
  st_player_options_init (&options, ST_PLAYER_GREEDY);
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr (StState) s = st_game_new_initial_state (game, seed);
      g_autoptr (StPlayer) blue = st_player_new (game, &options, seed);
      g_autoptr (StPlayer) yellow = st_player_new (game, &options, seed + 100);

      for (int m = 0; m < 10; m++)
        {
          StPlayer *p = st_game_current_player (game, s) == 0 ? blue : yellow;
          st_game_apply (game, s, st_test_choose (p, game, s));
          g_assert_false (st_game_is_terminal (game, s));
        }
    }
}

static void
test_greedy_keeps_the_headquarters (void)
{
  /* Yellow's division holds its headquarters y; a blue piece two railway links
   * away could ride in the moment it is empty. Yellow's battalion may move
   * instead, east of q. */
  g_autoptr (StGame) game =
      mv_fixture ("n:500:100:Nn a:900:100:n c:500:300 d:500:400 y:500:500:SYs q:600:500:Ss r:700:500:s "
                  "w:400:600:s",
                  "n-a:r n-c:r c-d:r d-y:r y-q:r q-r:r y-w:d",
                  "k:cav:north:c m:inf-co:north:n g:div:south:y b:bn:south:q", NULL);
  g_autoptr (StState) s = mv_start (game);
  g_autoptr (StState) off = NULL;
  StPlayerOptions options;

  mv_do (game, s, "move m n-a");
  off = st_game_clone_state (game, s);
  mv_do (game, off, "move g y-w");
  /* Leaving it empty within reach is as good as losing it, */
  g_assert_cmpfloat (st_game_evaluate (game, off, 1), ==, -0.95);
  /* and the greedy player, whatever it takes the blue piece for, leaves blue
   * no move that takes the headquarters (it keeps the garrison there, or its
   * division rides out and beats the cavalry). */
  st_player_options_init (&options, ST_PLAYER_GREEDY);
  for (guint64 seed = 1; seed <= 5; seed++)
    {
      g_autoptr (StPlayer) yellow = st_player_new (game, &options, seed);
      g_autoptr (StState) t = st_game_clone_state (game, s);
      g_autoptr (StState) u = st_game_clone_state (game, s);
      StActionList replies;

      st_game_apply (game, t, st_test_choose (yellow, game, t));
      st_action_list_init (&replies);
      st_game_legal_actions (game, t, &replies);
      for (guint i = 0; i < replies.len; i++)
        {
          st_game_copy_state (game, u, t);
          st_game_apply (game, u, replies.actions[i]);
          g_assert_false (st_game_is_terminal (game, u) && st_game_winner (game, u) == 0);
        }
      st_action_list_free (&replies);
    }
}

static void
test_interface (void)
{
  g_autoptr (StGame) game = finland ();
  g_autoptr (StState) s = mv_start (game);
  g_autoptr (GPtrArray) status = NULL;
  StPrompt     prompt;
  StActionList list;

  g_assert_cmpuint (st_game_n_phases (game), ==, 3);
  g_assert_cmpstr (st_game_phase_id (game, st_game_phase (game, s)), ==, "move");
  g_assert_cmpuint (st_game_n_end_reasons (game), ==, MV_N_END_REASONS);
  g_assert_cmpstr (st_game_end_reason_id (game, 0), ==, "none");
  for (guint r = 1; r < st_game_n_end_reasons (game); r++)
    g_assert_nonnull (st_game_end_reason_explanation (game, r));
  st_game_prompt (game, s, NULL, &prompt);
  g_assert_cmpint (prompt.kind, ==, ST_PROMPT_PICK_UNIT);
  g_assert_cmpint (prompt.player, ==, 0);
  st_prompt_clear (&prompt);
  status = st_game_status (game, s, 0, NULL);
  g_assert_cmpuint (status->len, ==, 6);
  g_assert_null (st_game_resolution (game, s, 0, NULL));
  st_action_list_init (&list);
  st_game_legal_actions (game, s, &list);
  for (guint i = 0; i < list.len; i++)
    {
      StActionInfo     info;
      g_autofree char *label = NULL;

      st_game_describe_action (game, s, list.actions[i], &info);
      g_assert_cmpint (st_game_unit_player (game, (guint) info.unit), ==, 0);
      g_assert_cmpint (info.to, >=, 0);
      label = st_game_place_label (game, info.to, "fi");
      g_assert_nonnull (label);
    }
  st_action_list_free (&list);
}

static void
test_choices_and_log (void)
{
  g_autoptr (StGame) game = finland ();
  g_autoptr (StState) s = mv_start (game);
  g_autoptr (StState) after = st_game_clone_state (game, s);
  const StScenario *sc = st_game_scenario (game);
  const char       *en_blue = st_text_get (st_scenario_find_side (sc, "north")->name, "en");
  const char       *sv_blue = st_text_get (st_scenario_find_side (sc, "north")->name, "sv");
  StAction          move;
  g_autofree char  *choice = NULL;
  g_autofree char  *log = NULL;
  g_autofree char  *label = NULL;

  /* A choice says what the click will do; the log says what was done. Both in
   * one language: the places in the language the scenario is read in (here
   * Swedish), the side's name in the messages' (English in the tests' C locale),
   * as "moved" is. */
  if (!g_str_equal (st_locale_get_message_language (), "en"))
    {
      g_test_skip ("the messages are not in English here");
      return;
    }
  g_assert_true (
      st_game_action_from_text (game, s, "move north-cavalry-brigade-1 ylivieska-iisalmi", &move, NULL));
  st_game_apply (game, after, move);
  choice = st_game_action_sentence (game, s, move, NULL, 0, "sv");
  log = st_game_action_sentence (game, s, move, after, 1, "sv");
  g_assert_true (g_str_has_prefix (choice, "Move "));
  g_assert_null (strstr (choice, "moved"));
  g_assert_nonnull (strstr (log, "moved"));
  g_assert_nonnull (strstr (choice, en_blue));
  g_assert_nonnull (strstr (log, en_blue));
  g_assert_null (strstr (log, sv_blue));
  g_assert_nonnull (strstr (log, "Ylivieska"));
  label = st_game_unit_label (game, s, 1, mv_piece (game, "north-cavalry-brigade-1"), "sv");
  g_assert_nonnull (strstr (label, en_blue));
  /* Every kind of choice on the way through a game is an instruction. */
  {
    StActionList list;
    StRng        rng;

    st_action_list_init (&list);
    st_rng_seed (&rng, 3);
    while (!st_game_is_terminal (game, s))
      {
        st_game_legal_actions (game, s, &list);
        for (guint i = 0; i < list.len; i++)
          {
            g_autofree char *text = st_game_action_sentence (game, s, list.actions[i], NULL,
                                                             st_game_current_player (game, s), NULL);
            StActionInfo     info;

            /* Every action moves a piece or passes. */
            st_game_describe_action (game, s, list.actions[i], &info);
            g_assert_true (info.unit >= 0 || info.flags & ST_ACTION_FLAG_PASS);
            g_assert_null (strstr (text, "moved"));
            g_assert_null (strstr (text, "entered"));
            g_assert_null (strstr (text, " was "));
            g_assert_null (strstr (text, "stayed"));
          }
        st_game_apply (game, s, list.actions[st_rng_below (&rng, list.len)]);
      }
    st_action_list_free (&list);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manover/playouts/the random action is a uniform choice among the legal actions",
                   test_random_action);
  g_test_add_func ("/manover/playouts/Finland: nobody forces a win in two moves against any reply",
                   test_no_quick_win);
  g_test_add_func ("/manover/playouts/Finland: greedy players do not win in the first ten moves",
                   test_no_quick_win_greedy);
  g_test_add_func ("/manover/playouts/the greedy player keeps its headquarters garrisoned within an enemy's "
                   "reach",
                   test_greedy_keeps_the_headquarters);
  g_test_add_func ("/manover/interface/phases, end reasons, prompt, status, descriptions", test_interface);
  g_test_add_func ("/manover/interface/a choice says what it will do, the log what was done, in one language",
                   test_choices_and_log);
  return g_test_run ();
}
