/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <string.h>

#include "engine/st-player.h"

#include "app-test-util.h"
#include "play-fixture.h"
#include "st-play-cover.h"

/* Manoeuvre (issue 10) played in the app: hot-seat behind the cover screen, a
 * card played from the hand, a Withdraw or Guerrilla reaction answered by the
 * reacting player in the other's turn, dice and results in the log, the game to
 * its end by attrition or nightfall with the end reason shown; and a whole game
 * against the AI. */

static void
reveal_if_covered (Fixture *f)
{
  if (st_play_page_get_covered (f->play))
    {
      StPlayCover *cover = ST_PLAY_COVER (st_play_page_get_cover_widget (f->play));

      g_assert_cmpint (st_play_cover_get_player (cover), ==,
                       st_game_current_player (play_game (f), play_state (f)));
      st_play_cover_reveal (cover);
      st_test_iterate ();
    }
}

static void
act_text (Fixture *f, StAction action)
{
  g_autofree char *text = st_game_action_to_text (play_game (f), play_state (f), action);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->play), "play.act", "s", text));
}

/* A reaction the player to act (not the active player) may make with a card of
 * hq type: the action, or 0. */
static StAction
reaction (Fixture *f, const char *hq)
{
  StGame      *game = play_game (f);
  StActionList list;
  StAction     found = 0;

  if (st_game_current_player (game, play_state (f)) == st_game_active_player (game, play_state (f)))
    return 0;
  st_action_list_init (&list);
  st_game_legal_actions (game, play_state (f), &list);
  for (guint i = 0; i < list.len && found == 0; i++)
    {
      StActionInfo info;

      st_game_describe_action (game, play_state (f), list.actions[i], &info);
      if (info.card >= 0 && g_strcmp0 (st_game_card (game, (guint) info.card)->hq, hq) == 0)
        found = list.actions[i];
    }
  st_action_list_free (&list);
  return found;
}

/* The page says who won and why. */
static void
assert_ended (Fixture *f)
{
  StGame     *game = play_game (f);
  guint       reason = st_game_end_reason (game, play_state (f));
  const char *id = st_game_end_reason_id (game, reason);

  g_assert_true (st_game_is_terminal (game, play_state (f)));
  g_assert_true (g_str_equal (id, "attrition") || g_str_equal (id, "pyrrhic-victory")
                 || g_str_equal (id, "nightfall") || g_str_has_prefix (id, "tie-break-"));
  g_assert_nonnull (strstr (st_play_page_get_prompt (f->play), st_game_end_reason_label (game, reason)));
}

static void
test_hot_seat (void)
{
  Fixture         f = { 0 };
  StGame         *game;
  StPlayerOptions options;
  g_autoptr (StPlayer) driver = NULL;
  StPlayCover     *cover;
  gboolean         card_played = FALSE, reacted = FALSE;
  g_autofree char *label = NULL;

  fixture_open (&f, "manoeuvre");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 3);
  game = play_game (&f);
  /* Hot-seat starts behind the cover, for Aurelia. */
  cover = ST_PLAY_COVER (st_play_page_get_cover_widget (f.play));
  g_assert_true (st_play_page_get_covered (f.play));
  g_assert_cmpint (st_play_cover_get_player (cover), ==, 0);
  label = g_strdup_printf ("I am %s", st_play_page_player_name (f.play, 0));
  if (g_getenv ("SANDTABLE_TEST_LANGUAGE") == NULL)
    g_assert_cmpstr (st_play_cover_get_button_label (cover), ==, label);
  st_test_shoot ("play-manoeuvre-cover");

  /* Both players' moves chosen by a quick IS-MCTS, played through the page. */
  st_player_options_init (&options, ST_PLAYER_MCTS);
  options.iterations = 150;
  driver = st_player_new (game, &options, 5);
  for (guint i = 0; i < 2000 && !st_game_is_terminal (game, play_state (&f)); i++)
    {
      StAction     action;
      StActionInfo info;
      StAction     react;

      reveal_if_covered (&f);
      react = !reacted ? reaction (&f, "withdraw") : 0;
      if (react == 0 && !reacted)
        react = reaction (&f, "guerrilla");
      if (react != 0)
        {
          /* The reacting player has the screen in the other's turn, and answers
           * with the card from the hand. */
          g_assert_cmpint (st_play_page_viewer (f.play), ==, st_game_current_player (game, play_state (&f)));
          g_assert_true (st_play_page_get_can_act (f.play));
          st_test_shoot ("play-manoeuvre-reaction");
          play_through_ui (&f, react);
          reacted = TRUE;
          continue;
        }
      action = st_player_choose (driver, play_state (&f));
      st_game_describe_action (game, play_state (&f), action, &info);
      if (!card_played && info.card >= 0 && g_str_equal (info.kind, "play")
          && g_str_equal (st_game_phase_id (game, st_game_phase (game, play_state (&f))), "combat"))
        {
          st_test_shoot ("play-manoeuvre-hand");
          play_through_ui (&f, action);
          card_played = TRUE;
          continue;
        }
      act_text (&f, action);
      st_test_iterate ();
    }
  g_assert_true (card_played);
  g_assert_true (reacted);
  assert_ended (&f);
  /* Dice and results: the log rows of the actions that rolled carry their
   * resolution rows. */
  {
    StPlaySession *session = st_play_page_get_session (f.play);
    guint          rolled = 0;

    for (guint i = 0; i < st_play_session_get_n_actions (session); i++)
      {
        g_autoptr (GPtrArray) rows =
            st_play_session_dup_resolution (session, i, st_play_page_viewer (f.play), NULL);
        g_autofree char *row = NULL;

        if (rows == NULL || rows->len == 0)
          continue;
        row = st_play_page_dup_log_row (f.play, i + 1);
        for (guint r = 0; r < rows->len; r++)
          {
            const StRow *res = g_ptr_array_index (rows, r);

            g_assert_nonnull (strstr (row, res->label));
            g_assert_nonnull (strstr (row, res->value));
          }
        rolled++;
      }
    g_assert_cmpuint (rolled, >, 0);
  }
  fixture_close (&f);
}

static gboolean
human_turn_or_over (gpointer data)
{
  Fixture *f = data;

  return !st_play_page_get_ai_busy (f->play)
         && (st_game_is_terminal (play_game (f), play_state (f)) || st_play_page_get_can_act (f->play));
}

/* Against the AI: no cover, the screen is always the human's, the AI's hand is
 * never shown, and the game goes to its end. */
static void
test_against_ai (void)
{
  Fixture      f = { 0 };
  StGame      *game;
  StRng        rng;
  StActionList list;
  gboolean     spied = FALSE;
  g_autoptr (GArray) pile = g_array_new (FALSE, FALSE, sizeof (int));

  fixture_open (&f, "manoeuvre");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_GREEDY, 4);
  game = play_game (&f);
  st_rng_seed (&rng, 11);
  st_action_list_init (&list);
  while (TRUE)
    {
      g_assert_true (wait_for (human_turn_or_over, &f, 60));
      g_assert_false (st_play_page_get_covered (f.play));
      g_assert_cmpint (st_play_page_viewer (f.play), ==, 0);
      st_game_pile (game, play_state (&f), st_play_page_viewer (f.play), 1, ST_PILE_HAND, pile);
      /* Unless the human's Spy showed it. */
      for (guint i = 0; i < pile->len && !spied; i++)
        g_assert_cmpint (g_array_index (pile, int, i), ==, -1);
      if (st_game_is_terminal (game, play_state (&f)))
        break;
      {
        StAction     action = st_game_random_action (game, play_state (&f), &rng, &list);
        StActionInfo info;

        st_game_describe_action (game, play_state (&f), action, &info);
        spied |= info.card >= 0 && g_strcmp0 (st_game_card (game, (guint) info.card)->hq, "spy") == 0;
        act_text (&f, action);
      }
    }
  st_action_list_free (&list);
  assert_ended (&f);
  fixture_close (&f);
}

/* A battlefield the scenario leaves open: the first player picks the map
 * sections from the list and the board shows them as placed; the second player
 * picks his edge. */
static void
test_open_battlefield (void)
{
  Fixture     f = { 0 };
  StHistory  *history;
  StScenario *edited;
  StGame     *game;

  fixture_open (&f, "manoeuvre");
  history = st_window_get_history (f.window);
  edited = st_history_begin (history);
  g_ptr_array_set_size (edited->board->placements, 0);
  for (guint u = 0; u < edited->units->len; u++)
    ((StUnit *) g_ptr_array_index (edited->units, u))->placed = FALSE;
  g_assert_true (st_history_commit (history, edited, "open battlefield", NULL));
  st_scenario_unref (edited);
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 2);
  game = play_game (&f);
  {
    const char *const texts[] = { "section ridge 0,0 270", "section market-town 4,0 0", "section fen 0,4 90",
                                  "section lake-shore 4,4 180", "edge west" };

    for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
      {
        StAction action;

        reveal_if_covered (&f);
        g_assert_true (st_game_action_from_text (game, play_state (&f), texts[i], &action, NULL));
        play_through_ui (&f, action);
        if (i == 2)
          st_test_shoot ("play-manoeuvre-sections");
      }
  }
  reveal_if_covered (&f);
  g_assert_cmpstr (st_game_phase_id (game, st_game_phase (game, play_state (&f))), ==, "setup");
  st_test_shoot ("play-manoeuvre-edge");
  fixture_close (&f);
}

int
main (int argc, char *argv[])
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      printf ("1..0 # SKIP no display\n");
      return 0;
    }

  g_autofree char *state = g_dir_make_tmp ("sandtable-state-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  /* SANDTABLE_TEST_LANGUAGE=sv for the screenshots of a Swedish interface. */
  g_setenv ("LANGUAGE", g_getenv ("SANDTABLE_TEST_LANGUAGE") ? g_getenv ("SANDTABLE_TEST_LANGUAGE") : "C",
            TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/play/manoeuvre/hot-seat-cards-reactions-end", test_hot_seat);
  g_test_add_func ("/app/play/manoeuvre/against-the-ai", test_against_ai);
  g_test_add_func ("/app/play/manoeuvre/open-battlefield", test_open_battlefield);
  return g_test_run ();
}
