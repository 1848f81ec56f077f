/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "core/st-scenario-io.h"
#include "engine/st-playtest-runner.h"
#include "engine/st-stats.h"

#include "app-test-util.h"
#include "play-fixture.h"
#include "st-balance-page.h"
#include "render/st-board-render.h"
#include "render/st-counter-render.h"

#include "st-play-cover.h"
#include "st-play-hand.h"
#include "st-play-page.h"
#include "st-window.h"

/* The computer playing, driven in-process: undo against an AI, AI against AI,
 * the MCTS player thinking in a thread, and balance runs against the playtest
 * runner. */

/* Against the AI, undo goes back to the human's last decision. */
typedef struct
{
  Fixture *f;
  guint    after;
} HumanWait;

static gboolean
human_to_act_after (gpointer data)
{
  HumanWait *wait = data;

  return st_play_session_get_n_actions (session_of (wait->f)) > wait->after
         && !st_play_page_get_ai_busy (wait->f->play) && st_play_page_get_can_act (wait->f->play);
}

static void
test_undo_against_ai (void)
{
  Fixture   f = { 0 };
  HumanWait wait = { &f, 0 };
  guint     decided, replied;

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_GREEDY, ST_SEAT_HUMAN, 3);
  g_assert_true (wait_for (human_to_act_after, &wait, 60));
  decided = st_play_session_get_n_actions (session_of (&f));
  /* The human plays until the AI has answered. */
  while (st_play_page_get_can_act (f.play) && st_play_session_get_n_actions (session_of (&f)) < decided + 50)
    play_any (&f);
  wait.after = st_play_session_get_n_actions (session_of (&f));
  g_assert_true (wait_for (human_to_act_after, &wait, 60));
  replied = st_play_session_get_n_actions (session_of (&f));
  g_assert_cmpuint (replied, >, wait.after);

  /* One undo takes back the AI's answer and the human's last move. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.undo", NULL));
  st_test_iterate ();
  g_assert_cmpuint (st_play_session_get_n_actions (session_of (&f)), ==, wait.after - 1);
  g_assert_true (st_play_page_get_can_act (f.play));
  /* Redo plays both again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.redo", NULL));
  st_test_iterate ();
  g_assert_cmpuint (st_play_session_get_n_actions (session_of (&f)), ==, replied);
  fixture_close (&f);
}

static gboolean
played_enough (gpointer data)
{
  Fixture       *f = data;
  StPlaySession *session = st_play_page_get_session (f->play);

  return st_play_session_get_n_actions (session) >= 40 || st_game_is_terminal (play_game (f), play_state (f));
}

static void
test_ai_against_ai (void)
{
  Fixture        f = { 0 };
  StPlaySession *session;
  guint          n;

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_RANDOM, ST_SEAT_GREEDY, 5);
  session = st_play_page_get_session (f.play);
  g_assert_true (wait_for (played_enough, &f, 60));
  /* A human cannot act for an AI. */
  g_assert_false (action_enabled (GTK_WIDGET (f.play), "play.pass"));

  /* Stepping back pauses the AIs; the game is the replay of its log. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.previous", NULL));
  st_test_iterate ();
  n = st_play_session_get_n_actions (session);
  g_assert_false (st_play_page_get_ai_busy (f.play));
  /* Whatever was due has run: no AI started thinking, no move came. */
  st_test_iterate ();
  g_assert_false (st_play_page_get_ai_busy (f.play));
  g_assert_cmpuint (st_play_session_get_n_actions (session), ==, n);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.last", NULL));
  {
    g_autoptr (StState) replayed = replay_texts (&f, st_play_session_get_n_actions (session));
    g_assert_true (st_game_states_equal (play_game (&f), play_state (&f), replayed));
  }

  fixture_close (&f);
}

static gboolean
human_turn (gpointer data)
{
  Fixture *f = data;

  return st_play_session_get_n_actions (st_play_page_get_session (f->play)) > 0
         && !st_play_page_get_ai_busy (f->play) && st_play_page_get_can_act (f->play);
}

static gboolean
first_ai_move (gpointer data)
{
  Fixture *f = data;

  return st_play_session_get_n_actions (st_play_page_get_session (f->play)) > 0;
}

static gboolean
ai_thinking_after_a_move (gpointer data)
{
  Fixture *f = data;

  return first_ai_move (f) && st_play_page_get_ai_busy (f->play);
}

static gboolean
ai_idle (gpointer data)
{
  Fixture *f = data;

  return !st_play_page_get_ai_busy (f->play);
}

/* MCTS thinks in a thread; the human moves second and gets the turn back. */
static void
test_mcts_opponent (void)
{
  Fixture f = { 0 };

  fixture_open (&f, "maneuver-basic");

  /* Leaving while the AI thinks drops its move, and nothing is left running.
   * (The hex set-up gives the second player its turn after one placement, so
   * two MCTS players make sure one is thinking.) */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.play", NULL));
  /* The set-up pane as docs/play.md shows it: a human against MCTS, whose
   * budget row appears with it. */
  st_play_page_set_seat (f.play, 0, ST_SEAT_HUMAN);
  st_play_page_set_seat (f.play, 1, ST_SEAT_MCTS);
  st_test_shoot ("play-setup");
  st_play_page_set_seat (f.play, 0, ST_SEAT_MCTS);
  st_play_page_set_seed (f.play, 9);
  st_play_page_set_ai_delay (f.play, 0);
  /* No st_test_iterate () here: with frames pending it could watch the AIs
   * play the whole game. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.start", NULL));
  g_assert_true (wait_for (ai_thinking_after_a_move, &f, 120));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.stop-play", NULL));
  g_assert_null (st_play_page_get_session (f.play));
  g_assert_true (wait_for (ai_idle, &f, 120));
  g_assert_null (st_play_page_get_session (f.play));

  enter_play (&f, ST_SEAT_MCTS, ST_SEAT_HUMAN, 9);
  g_assert_true (wait_for (human_turn, &f, 120));
  g_assert_cmpint (st_game_current_player (play_game (&f), play_state (&f)), ==, 1);
  g_assert_cmpint (st_game_turn (play_game (&f), play_state (&f)), ==, 1);
  {
    g_autoptr (StState) replayed =
        replay_texts (&f, st_play_session_get_n_actions (st_play_page_get_session (f.play)));
    g_assert_true (st_game_states_equal (play_game (&f), play_state (&f), replayed));
  }
  fixture_close (&f);
}

static gboolean
balance_done (gpointer data)
{
  return !st_balance_page_get_running (data);
}

static StBalancePage *
open_balance (Fixture *f)
{
  StBalancePage *page;

  st_window_set_visible_part (f->window, "balance");
  st_test_iterate ();
  page = ST_BALANCE_PAGE (st_test_find_type (GTK_WIDGET (f->window), ST_TYPE_BALANCE_PAGE));
  g_assert_nonnull (page);
  st_page_ensure_built (ST_PAGE (page));
  return page;
}

static void
assert_contains_percent (const char *text, double value)
{
  g_autofree char *want = g_strdup_printf ("%.1f %%", value * 100.0);

  if (strstr (text, want) == NULL)
    g_error ("“%s” does not show %s", text, want);
}

static gboolean
balance_progressed (gpointer page)
{
  GtkProgressBar *bar = GTK_PROGRESS_BAR (
      gtk_widget_get_template_child (GTK_WIDGET (page), ST_TYPE_BALANCE_PAGE, "progress_bar"));

  return gtk_progress_bar_get_fraction (bar) > 0;
}

static void
test_balance (void)
{
  Fixture           f = { 0 };
  StBalancePage    *page;
  StPlaytestOptions options;
  g_autoptr (StGame) game = NULL;
  g_autoptr (StPlaytestReport) expected = NULL;
  const StPlaytestReport *shown;
  g_autofree char        *wins = NULL, *length = NULL;

  fixture_open (&f, "maneuver-basic");
  page = open_balance (&f);
  st_playtest_options_init (&options);
  options.games = 50;
  options.jobs = 2;
  options.seed = 77;
  /* Greedy against Random, so that games are decisive and the win rate (a share
   * of the decisive games) is a figure worth checking. */
  st_player_options_init (&options.players[0], ST_PLAYER_GREEDY);
  st_player_options_init (&options.players[1], ST_PLAYER_RANDOM);
  st_balance_page_set_options (page, &options);
  /* One seating, so that every figure is the runner's report of it (Both
   * Seatings, the page's default, labels each figure by its seating). */
  st_balance_page_set_both_seatings (page, FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "balance.run", NULL));
  g_assert_true (st_balance_page_get_running (page));
  g_assert_true (wait_for (balance_done, page, 120));

  /* The runner's own figures for the same seed, on one thread. */
  game = st_game_new_from_scenario (st_window_get_scenario (f.window), NULL);
  options.jobs = 1;
  expected = st_playtest_run (game, &options, NULL, NULL, NULL, NULL);
  shown = st_balance_page_get_report (page);
  g_assert_nonnull (shown);
  g_assert_cmpuint (shown->games, ==, 50);
  g_assert_cmpuint (shown->wins[0], ==, expected->wins[0]);
  g_assert_cmpuint (shown->wins[1], ==, expected->wins[1]);
  g_assert_cmpuint (shown->draws, ==, expected->draws);
  g_assert_cmpfloat (shown->mean_turns, ==, expected->mean_turns);
  for (guint t = 0; t <= expected->max_turns; t++)
    g_assert_cmpuint (shown->turn_histogram[t], ==, expected->turn_histogram[t]);

  /* And what the page says is those numbers. */
  {
    guint  decisive = expected->wins[0] + expected->wins[1];
    double low, high;

    g_assert_cmpuint (decisive, >, 0);
    st_wilson_interval (expected->wins[0], decisive, 1.96, &low, &high);
    assert_contains_percent (st_balance_page_get_figure (page, "win-rate"),
                             (double) expected->wins[0] / decisive);
    assert_contains_percent (st_balance_page_get_figure (page, "win-rate"), low);
    assert_contains_percent (st_balance_page_get_figure (page, "win-rate"), high);
  }
  assert_contains_percent (st_balance_page_get_figure (page, "draws"), expected->draw_rate);
  wins = g_strdup_printf ("%u, ", expected->wins[0]);
  g_assert_nonnull (strstr (st_balance_page_get_figure (page, "wins"), wins));
  length = g_strdup_printf ("%.2f turns mean, %.1f median", expected->mean_turns, expected->median_turns);
  g_assert_true (g_str_has_prefix (st_balance_page_get_figure (page, "length"), length));
  {
    g_autofree char *ended =
        g_strdup_printf ("%s %u, %s %u", st_game_end_reason_label (game, 1), expected->end_reasons[1],
                         st_game_end_reason_label (game, 2), expected->end_reasons[2]);
    g_assert_cmpstr (st_balance_page_get_figure (page, "endings"), ==, ended);
  }
  g_assert_cmpstr (st_balance_page_get_figure (page, "state"), ==, "50 games played");

  /* Cancel: a long run stops, and the last results stay. */
  options.games = 1000000;
  options.jobs = 2;
  st_balance_page_set_options (page, &options);
  st_balance_page_run (page);
  g_assert_true (action_enabled (GTK_WIDGET (page), "balance.cancel"));
  g_assert_false (action_enabled (GTK_WIDGET (page), "balance.run"));
  /* Cancelled once it has played some games. */
  g_assert_true (wait_for (balance_progressed, page, 60));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "balance.cancel", NULL));
  g_assert_true (wait_for (balance_done, page, 60));
  g_assert_cmpstr (st_balance_page_get_figure (page, "state"), ==, "Cancelled");
  g_assert_true (st_balance_page_get_report (page) == shown);
  g_assert_true (action_enabled (GTK_WIDGET (page), "balance.run"));

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
  /* No OpenGL: Mesa's one-time set-up would show as a leak under ASan. */
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  /* The tests compare texts the user sees with English. */
  g_setenv ("LANGUAGE", "C", TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/play/undo-against-ai", test_undo_against_ai);
  g_test_add_func ("/app/play/ai-against-ai", test_ai_against_ai);
  g_test_add_func ("/app/play/mcts-opponent", test_mcts_opponent);
  g_test_add_func ("/app/balance/run-and-cancel", test_balance);

  return g_test_run ();
}
