/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "core/st-edit.h"
#include "core/st-scenario-diff.h"
#include "core/st-scenario-io.h"
#include "engine/st-balance-players.h"
#include "engine/st-balance.h"
#include "engine/st-game-log.h"

#include "app-test-util.h"
#include "st-balance-page.h"
#include "st-columns-layout.h"
#include "st-play-page.h"
#include "st-window.h"

/* The Balance page's verdict, both seatings, the early stop, the games of a run
 * opened as replays, export, layout and players chosen by time, driven
 * in-process; Compare Versions is test-balance-compare.c. */

#include "balance-fixture.h"

typedef struct
{
  guint    calls;
  int      winner;
  guint    turns;
  gboolean terminal;
} Replayed;

static void
replay_cb (StBalancePage *page, gpointer game, gpointer log, Replayed *replayed)
{
  g_autoptr (GError) error = NULL;
  int line = 0, column = 0;
  g_autoptr (StState) state = st_game_replay (game, log, &line, &column, &error);

  g_assert_no_error (error);
  replayed->calls++;
  replayed->terminal = st_game_is_terminal (game, state);
  replayed->winner = st_game_winner (game, state);
  replayed->turns = (guint) st_game_turn (game, state);
}

static void
test_verdict_and_seatings (void)
{
  Fixture                 f = { 0 };
  const StPlaytestReport *report, *swapped;
  Replayed                replayed = { 0 };
  const StPlaytestGame   *game;

  fixture_open (&f);
  set_options (f.page, 60, ST_PLAYER_GREEDY, ST_PLAYER_GREEDY);
  st_balance_page_set_both_seatings (f.page, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.run", NULL));
  g_assert_true (wait_idle (f.page, 240));

  report = st_balance_page_get_report (f.page);
  swapped = st_balance_page_get_swapped_report (f.page);
  g_assert_nonnull (report);
  g_assert_nonnull (swapped);
  g_assert_cmpuint (report->games, ==, 60);
  g_assert_cmpuint (swapped->games, ==, 60);
  /* Both seatings were played: the verdict can tell side from first move, and
   * says which side is favoured (or that neither is) and how games end. */
  g_assert_false (has_finding (st_balance_page_get_verdict (f.page), ST_FINDING_ONE_SEATING));
  g_assert_true (has_finding (st_balance_page_get_verdict (f.page), ST_FINDING_FAVOURS_SIDE)
                 || has_finding (st_balance_page_get_verdict (f.page), ST_FINDING_EVEN));
  g_assert_true (has_finding (st_balance_page_get_verdict (f.page), ST_FINDING_USUAL_END)
                 || has_finding (st_balance_page_get_verdict (f.page), ST_FINDING_SELDOM_ENDS));

  /* Results and charts cover both seatings: a line for each and one for both. */
  {
    g_auto (GStrv) lines = g_strsplit (st_balance_page_get_figure (f.page, "wins"), "\n", -1);
    g_auto (GStrv) endings = g_strsplit (st_balance_page_get_figure (f.page, "endings"), "\n", -1);
    g_autofree char *both = g_strdup_printf ("%u", report->games + swapped->games);

    g_assert_cmpuint (g_strv_length (lines), ==, 3);
    g_assert_nonnull (strstr (lines[2], both));
    g_assert_cmpuint (g_strv_length (endings), ==, 3);
    g_assert_true (gtk_widget_get_mapped (child (f.page, "swapped_bars_area")));
    g_assert_true (gtk_widget_get_mapped (child (f.page, "swapped_histogram_area")));
  }

  screenshot (GTK_WIDGET (f.window), "balance-verdict.png");
  /* The charts of both seatings, for docs/play.md. */
  if (g_getenv ("SANDTABLE_SCREENSHOTS") != NULL)
    {
      GtkScrolledWindow *scrolled =
          GTK_SCROLLED_WINDOW (st_test_find_type (GTK_WIDGET (f.page), GTK_TYPE_SCROLLED_WINDOW));
      graphene_point_t at;

      g_assert_true (gtk_widget_compute_point (child (f.page, "charts_group"), child (f.page, "columns"),
                                               &GRAPHENE_POINT_INIT (0, 0), &at));
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (scrolled), at.y);
      screenshot (GTK_WIDGET (f.window), "balance.png");
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (scrolled), 0);
    }

  /* The list shows a page of the 120 games; Show More lists the rest. */
  {
    gboolean   more;
    GtkWidget *button;

    g_assert_cmpuint (list_rows (f.page, &more), ==, 100);
    g_assert_true (more);
    button =
        st_test_find_button (st_test_find_named (child (f.page, "games_list"), "show-more"), "Show More");
    st_test_click (button);
    g_assert_cmpuint (list_rows (f.page, &more), ==, report->games + swapped->games);
    g_assert_false (more);
  }

  /* The end-reason filter lists exactly the games that ended so. */
  {
    AdwComboRow *filter = ADW_COMBO_ROW (child (f.page, "games_filter_row"));
    guint        reason = 0, expected = 0;
    gboolean     more;

    /* The rarest end reason of the run. */
    for (guint r = 1; r < report->n_end_reasons; r++)
      if (report->end_reasons[r] > 0 && (reason == 0 || report->end_reasons[r] < report->end_reasons[reason]))
        reason = r;
    g_assert_cmpuint (reason, >, 0);
    expected = report->end_reasons[reason] + swapped->end_reasons[reason];
    /* Entries: all, each side's wins, draws, then reasons from 1. */
    adw_combo_row_set_selected (filter, 4 + reason - 1);
    st_test_iterate ();
    g_assert_cmpuint (list_rows (f.page, &more), ==, MIN (expected, 100));
    g_assert_cmpint (more, ==, expected > 100);
    adw_combo_row_set_selected (filter, 0);
    st_test_iterate ();
  }

  /* A game of the other seating, picked by the seating filter and opened by a
   * click on its Replay button, replays as the run said. */
  g_signal_connect (f.page, "replay", G_CALLBACK (replay_cb), &replayed);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (f.page, "games_seating_row")), 2);
  st_test_iterate ();
  game = &g_array_index (swapped->results, StPlaytestGame, 0);
  st_test_click (st_test_find_button (child (f.page, "games_list"), "Replay in Play Mode"));
  g_assert_cmpuint (replayed.calls, ==, 1);
  g_assert_true (replayed.terminal);
  g_assert_cmpint (replayed.winner, ==, game->winner);
  g_assert_cmpuint (replayed.turns, ==, (guint) game->turns);
  g_assert_true (gtk_widget_is_sensitive (st_test_find_button (GTK_WIDGET (f.page), "Replay in Play Mode")));

  /* The window opened it in play mode, at the start, with every action in the log. */
  {
    StPlayPage    *play = ST_PLAY_PAGE (st_window_get_page (f.window, ST_TYPE_PLAY_PAGE));
    StPlaySession *session = st_play_page_get_session (play);
    StGame        *played;

    g_assert_nonnull (session);
    played = st_play_session_get_game (session);
    g_assert_cmpuint (st_play_session_get_n_actions (session), ==, game->actions);
    g_assert_cmpuint (st_play_session_get_position (session), ==, 0);
    g_assert_cmpint (st_game_winner (played, st_play_session_get_end_state (session)), ==, game->winner);
    /* The game of the other seating: the other side moved first. */
    g_assert_cmpstr (st_game_player_side (played, 0), ==, "red");
    g_assert_true (st_play_page_get_seat (play, 0) == ST_SEAT_HUMAN
                   && st_play_page_get_seat (play, 1) == ST_SEAT_HUMAN);
    g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_template_child (
                         GTK_WIDGET (f.window), ST_TYPE_WINDOW, "main_stack"))),
                     ==, "play");
    gtk_widget_activate_action (GTK_WIDGET (f.window), "win.stop-play", NULL);
    st_test_iterate ();
  }
  fixture_close (&f);
}

static void
test_early_stop (void)
{
  Fixture                 f = { 0 };
  const StPlaytestReport *report;

  fixture_open (&f);
  set_options (f.page, 2000, ST_PLAYER_GREEDY, ST_PLAYER_RANDOM);
  st_balance_page_set_early_stop (f.page, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.run", NULL));
  g_assert_true (wait_idle (f.page, 240));
  report = st_balance_page_get_report (f.page);
  g_assert_nonnull (report);
  g_assert_cmpuint (report->games, <, 2000);
  g_assert_cmpuint (report->games_planned, ==, 2000);
  g_assert_cmpint (report->decision, !=, ST_SEQUENTIAL_CONTINUE);
  fixture_close (&f);
}

static void
test_export_matches_cli (void)
{
  Fixture          f = { 0 };
  g_autofree char *json_path = NULL, *csv_path = NULL;
  g_autofree char *json = NULL, *csv = NULL, *cli_json = NULL, *cli_csv = NULL;
  g_autoptr (GFile) json_file = NULL;
  g_autoptr (GFile) csv_file = NULL;
  g_autoptr (GError) error = NULL;

  fixture_open (&f);
  set_options (f.page, 30, ST_PLAYER_GREEDY, ST_PLAYER_RANDOM);
  st_balance_page_set_both_seatings (f.page, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.run", NULL));
  g_assert_true (wait_idle (f.page, 240));
  json_path = g_build_filename (f.dir, "run.json", NULL);
  csv_path = g_build_filename (f.dir, "run.csv", NULL);
  json_file = g_file_new_for_path (json_path);
  csv_file = g_file_new_for_path (csv_path);
  g_assert_true (st_balance_page_export_to (f.page, json_file, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (st_balance_page_export_to (f.page, csv_file, FALSE, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (json_path, &json, NULL, NULL));
  g_assert_true (g_file_get_contents (csv_path, &csv, NULL, NULL));

  /* The same run from the command line: byte for byte the same files, the
   * scenario's path as "file", both seatings in each. */
  {
    const char *json_args[] = { "playtest",        f.path,   "--games", "30",     "--jobs", "1",
                                "--seed",          "3",      "--p1",    "greedy", "--p2",   "random",
                                "--both-seatings", "--json", NULL };
    const char *csv_args[] = { "playtest", f.path,   "--games", "30",     "--seed",          "3",
                               "--p1",     "greedy", "--p2",    "random", "--both-seatings", "--csv",
                               NULL };

    cli_json = cli_output (json_args);
    cli_csv = cli_output (csv_args);
  }
  g_assert_cmpstr (json, ==, cli_json);
  g_assert_cmpstr (csv, ==, cli_csv);
  {
    g_autofree char *file = g_strdup_printf ("\"file\" : \"%s\"", f.path);

    g_assert_nonnull (strstr (json, file));
    g_assert_nonnull (strstr (json, "\"seatings\""));
  }
  g_unlink (json_path);
  g_unlink (csv_path);
  fixture_close (&f);
}

/* At 1280×800 the second column keeps room for its texts, or goes under the
 * first; at 1600×1000 the two stand side by side. */
/* The width of the Compare Versions group and whether the columns stacked, in
 * a window of width x height; with SANDTABLE_SCREENSHOTS set, shot is saved. */
static int
layout_at (int width, int height, gboolean *stacked, const char *shot)
{
  Fixture    f = { 0 };
  GtkWidget *compare;
  int        compare_width;

  fixture_open_sized (&f, width, height);
  st_test_wait_mapped (GTK_WIDGET (f.page));
  compare = child (f.page, "compare_group");
  gtk_widget_set_visible (compare, TRUE);
  st_test_wait_drawn (GTK_WIDGET (f.window), 2);
  compare_width = gtk_widget_get_width (compare);
  *stacked = st_columns_layout_get_stacked (
      ST_COLUMNS_LAYOUT (gtk_widget_get_layout_manager (child (f.page, "columns"))));
  g_test_message ("%d×%d: window %d, compare %d, stacked %d", width, height,
                  gtk_widget_get_width (GTK_WIDGET (f.window)), compare_width, *stacked);
  if (shot != NULL)
    screenshot (GTK_WIDGET (f.window), shot);
  fixture_close (&f);
  return compare_width;
}

/* The second column keeps room for its texts, or goes under the first: never
 * "Co…" and one word a line. */
static void
test_layout (void)
{
  gboolean stacked;

  g_assert_cmpint (layout_at (1280, 800, &stacked, "balance-1280x800.png"), >=, 500);
  g_assert_cmpint (layout_at (1000, 800, &stacked, NULL), >=, 500);
  g_assert_true (stacked);
  g_assert_cmpint (layout_at (1600, 1000, &stacked, "balance-1600x1000.png"), >=, 500);
  g_assert_false (stacked);
}

static void
test_mcts_time_budget (void)
{
  Fixture           f = { 0 };
  StPlaytestOptions options;

  fixture_open (&f);
  st_playtest_options_init (&options);
  st_player_options_init (&options.players[0], ST_PLAYER_MCTS);
  st_player_options_init (&options.players[1], ST_PLAYER_MCTS);
  options.players[0].iterations = options.players[1].iterations = 0;
  options.players[0].seconds = options.players[1].seconds = 0.5;
  st_balance_page_set_options (f.page, &options);
  st_test_iterate ();
  g_assert_true (gtk_widget_get_visible (child (f.page, "seconds_row")));
  g_assert_false (gtk_widget_get_visible (child (f.page, "iterations_row")));
  st_balance_page_get_options (f.page, &options);
  g_assert_cmpuint (options.players[1].iterations, ==, 0);
  g_assert_cmpfloat_with_epsilon (options.players[1].seconds, 0.5, 1e-9);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (f.page, "budget_row")), 0);
  st_balance_page_get_options (f.page, &options);
  g_assert_cmpuint (options.players[0].iterations, >, 0);
  g_assert_true (gtk_widget_get_visible (child (f.page, "iterations_row")));
  fixture_close (&f);
}

/* A new page chooses players by time, never Random against Random; by hand it
 * offers Greedy. */
static void
test_defaults (void)
{
  Fixture           f = { 0 };
  StPlaytestOptions options;

  fixture_open (&f);
  g_assert_cmpint (st_balance_page_get_time (f.page), ==, ST_BALANCE_TIME_MINUTE);
  g_assert_true (gtk_widget_get_visible (child (f.page, "players_row")));
  g_assert_false (gtk_widget_get_visible (child (f.page, "first_row")));
  g_assert_false (gtk_widget_get_visible (child (f.page, "games_row")));
  g_assert_false (gtk_widget_get_visible (child (f.page, "stronger_row")));
  st_balance_page_set_time (f.page, -1);
  st_test_iterate ();
  g_assert_true (gtk_widget_get_visible (child (f.page, "first_row")));
  g_assert_true (gtk_widget_get_visible (child (f.page, "stronger_row")));
  g_assert_false (gtk_widget_get_visible (child (f.page, "players_row")));
  st_balance_page_get_options (f.page, &options);
  g_assert_cmpint (options.players[0].kind, ==, ST_PLAYER_GREEDY);
  g_assert_cmpint (options.players[1].kind, ==, ST_PLAYER_GREEDY);
  /* For docs/screenshots: a run with the defaults (about a minute, both
   * seatings), its check with stronger players, and a comparison with a turn
   * limit of 6. Minutes of processor time, so only when asked for. */
  if (g_getenv ("SANDTABLE_SCREENSHOTS") != NULL)
    {
      g_autofree char *text = NULL;
      g_autofree char *other_path = g_build_filename (f.dir, "six.xml", NULL);
      g_autoptr (GString) six = NULL;
      g_autoptr (GFile) other = NULL;
      GPtrArray *verdict;

      g_assert_true (g_file_get_contents (f.path, &text, NULL, NULL));
      six = g_string_new (text);
      g_string_replace (six, "name=\"turn-limit\" value=\"10\"", "name=\"turn-limit\" value=\"6\"", 1);
      g_assert_true (g_file_set_contents (other_path, six->str, -1, NULL));
      /* The defaults: about a minute, both seatings (the switch as a new page has it). */
      st_balance_page_set_time (f.page, ST_BALANCE_TIME_MINUTE);
      st_balance_page_run (f.page);
      g_assert_true (wait_idle (f.page, 1200));
      verdict = st_balance_page_get_verdict (f.page);
      g_assert_nonnull (verdict);
      g_assert_nonnull (st_balance_page_get_swapped_report (f.page));
      g_assert_cmpint (((const StFinding *) g_ptr_array_index (verdict, verdict->len - 1))->kind, >=,
                       ST_FINDING_HOLDS_STRONGER);
      g_assert_nonnull (st_balance_page_get_figure (f.page, "players"));
      other = g_file_new_for_path (other_path);
      st_balance_page_compare_with (f.page, other);
      g_assert_true (wait_idle (f.page, 1200));
      screenshot (GTK_WIDGET (f.window), "balance-time-compare.png");
      gtk_adjustment_set_value (
          gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (child (f.page, "scroller"))), 0);
      screenshot (GTK_WIDGET (f.window), "balance-time-verdict.png");
      g_unlink (other_path);
    }
  fixture_close (&f);
}

/* A new page plays both seatings: its first verdict tells a side's advantage
 * from the first move's, and a run by time plans for both. */
static void
test_both_seatings_default (void)
{
  Fixture f = { 0 };

  fixture_open (&f);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (child (f.page, "seatings_switch"))));
  g_assert_true (gtk_widget_is_sensitive (child (f.page, "seatings_switch")));
  /* A short run by hand, the switch left as it is: both seatings are played. */
  set_options (f.page, 20, ST_PLAYER_GREEDY, ST_PLAYER_GREEDY);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (child (f.page, "seatings_switch"))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.run", NULL));
  g_assert_true (wait_idle (f.page, 240));
  g_assert_nonnull (st_balance_page_get_report (f.page));
  g_assert_nonnull (st_balance_page_get_swapped_report (f.page));
  g_assert_cmpuint (st_balance_page_get_swapped_report (f.page)->games, ==, 20);
  g_assert_false (has_finding (st_balance_page_get_verdict (f.page), ST_FINDING_ONE_SEATING));
  /* Off by hand: one seating, and the verdict (of enough decisive games) asks for both. */
  set_options (f.page, 60, ST_PLAYER_GREEDY, ST_PLAYER_GREEDY);
  st_balance_page_set_both_seatings (f.page, FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.run", NULL));
  g_assert_true (wait_idle (f.page, 240));
  g_assert_null (st_balance_page_get_swapped_report (f.page));
  g_assert_true (has_finding (st_balance_page_get_verdict (f.page), ST_FINDING_ONE_SEATING));
  fixture_close (&f);
}

int
main (int argc, char **argv)
{
  g_autofree char *state = NULL;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      printf ("1..0 # SKIP no display\n");
      return 0;
    }
  state = g_dir_make_tmp ("sandtable-state-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  /* No OpenGL: Mesa's one-time set-up would show as a leak under ASan. */
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  g_setenv ("LANGUAGE", "C", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/balance-page/verdict, both seatings and replays", test_verdict_and_seatings);
  g_test_add_func ("/balance-page/a run stops when the answer is clear", test_early_stop);
  g_test_add_func ("/balance-page/export equals the command line's output", test_export_matches_cli);
  g_test_add_func ("/balance-page/columns keep room or stack", test_layout);
  g_test_add_func ("/balance-page/MCTS thinks for a time a move", test_mcts_time_budget);
  g_test_add_func ("/balance-page/players chosen by time by default", test_defaults);
  g_test_add_func ("/balance-page/both seatings by default", test_both_seatings_default);
  return g_test_run ();
}
