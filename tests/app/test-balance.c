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
 * opened as replays, and Compare with another version, driven in-process. */

typedef struct
{
  StWindow      *window;
  StBalancePage *page;
  char          *dir;
  char          *path;
} Fixture;

static gboolean
is_idle (gpointer page)
{
  return !st_balance_page_get_running (page);
}

/* A run ends in its task's callback, on the main loop. */
static gboolean
wait_idle (StBalancePage *page, double seconds)
{
  if (!st_test_wait_until (is_idle, page, seconds))
    return FALSE;
  st_test_iterate ();
  return TRUE;
}

static void
fixture_open_sized (Fixture *f, int width, int height)
{
  g_autofree char *bundled = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (StScenario) scenario = st_scenario_load_file (bundled, NULL, NULL);
  g_autoptr (GFile) file = NULL;

  g_assert_nonnull (scenario);
  f->dir = g_dir_make_tmp ("sandtable-balance-XXXXXX", NULL);
  f->path = g_build_filename (f->dir, "maneuver-basic.xml", NULL);
  g_assert_true (st_scenario_save_file (scenario, f->path, NULL));
  f->window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_set_default_size (GTK_WINDOW (f->window), width, height);
  gtk_window_present (GTK_WINDOW (f->window));
  file = g_file_new_for_path (f->path);
  g_assert_true (st_window_load_file (f->window, file));
  st_window_set_visible_part (f->window, "balance");
  st_test_iterate ();
  f->page = ST_BALANCE_PAGE (st_test_find_type (GTK_WIDGET (f->window), ST_TYPE_BALANCE_PAGE));
  g_assert_nonnull (f->page);
  st_page_ensure_built (ST_PAGE (f->page));
}

static void
fixture_open (Fixture *f)
{
  fixture_open_sized (f, 1400, 900);
}

static void
fixture_close (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  st_test_iterate ();
  g_object_unref (f->window);
  g_unlink (f->path);
  g_rmdir (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

/* With SANDTABLE_SCREENSHOTS set to a folder, saves the window there as name,
 * for docs/screenshots. */
static void
screenshot (GtkWidget *window, const char *name)
{
  const char *dir = g_getenv ("SANDTABLE_SCREENSHOTS");
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GtkSnapshot) snapshot = NULL;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  int              width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);

  if (dir == NULL)
    return;
  /* Drawn at its size. */
  st_test_wait_drawn (window, 2);
  width = gtk_widget_get_width (window);
  height = gtk_widget_get_height (window);
  paintable = gtk_widget_paintable_new (window);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

static void
set_options (StBalancePage *page, guint games, StPlayerKind first, StPlayerKind second)
{
  StPlaytestOptions options;

  st_playtest_options_init (&options);
  options.games = games;
  options.jobs = 2;
  options.seed = 3;
  st_player_options_init (&options.players[0], first);
  st_player_options_init (&options.players[1], second);
  st_balance_page_set_options (page, &options);
}

static GtkWidget *
child (StBalancePage *page, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), ST_TYPE_BALANCE_PAGE, name));
}

/* The rows of the games list: games, and the "Show More" row when there is one. */
static guint
list_rows (StBalancePage *page, gboolean *more)
{
  guint n = 0;

  *more = FALSE;
  for (GtkWidget *row = gtk_widget_get_first_child (child (page, "games_list")); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (gtk_widget_get_name (row), "show-more") == 0)
      *more = TRUE;
    else
      n++;
  return n;
}

static gboolean
has_finding (GPtrArray *verdict, StFindingKind kind)
{
  for (guint i = 0; verdict != NULL && i < verdict->len; i++)
    if (((const StFinding *) g_ptr_array_index (verdict, i))->kind == kind)
      return TRUE;
  return FALSE;
}

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
test_compare (void)
{
  Fixture          f = { 0 };
  g_autofree char *text = NULL;
  g_autofree char *other_path = NULL;
  g_autoptr (GFile) other = NULL;
  const StBalanceDiff *diff;
  gboolean             listed = FALSE;

  fixture_open (&f);
  g_assert_true (g_file_get_contents (f.path, &text, NULL, NULL));
  other_path = g_build_filename (f.dir, "shorter.xml", NULL);
  {
    g_autoptr (GString) shorter = g_string_new (text);

    g_assert_cmpuint (
        g_string_replace (shorter, "name=\"turn-limit\" value=\"10\"", "name=\"turn-limit\" value=\"2\"", 1),
        ==, 1);
    g_assert_true (g_file_set_contents (other_path, shorter->str, -1, NULL));
  }
  set_options (f.page, 60, ST_PLAYER_GREEDY, ST_PLAYER_GREEDY);
  other = g_file_new_for_path (other_path);
  st_balance_page_compare_with (f.page, other);
  g_assert_true (wait_idle (f.page, 240));
  diff = st_balance_page_get_diff (f.page);
  g_assert_nonnull (diff);
  g_assert_true (diff->real);
  g_assert_cmpfloat (diff->turns_change, >, 0.0);
  for (guint i = 0; i < diff->edits->len; i++)
    {
      const StScenarioChange *change = g_ptr_array_index (diff->edits, i);

      listed |= g_str_equal (change->part, "parameter") && g_str_equal (change->id, "turn-limit");
    }
  g_assert_true (listed);

  /* Comparing with the saved file: nothing changed. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.compare-saved", NULL));
  g_assert_true (wait_idle (f.page, 240));
  diff = st_balance_page_get_diff (f.page);
  g_assert_cmpuint (diff->edits->len, ==, 0);
  g_assert_false (diff->real);
  /* The screenshot shows a comparison with the changed version. */
  if (g_getenv ("SANDTABLE_SCREENSHOTS") != NULL)
    {
      st_balance_page_compare_with (f.page, other);
      g_assert_true (wait_idle (f.page, 240));
      screenshot (GTK_WIDGET (f.window), "balance-compare.png");
    }
  g_unlink (other_path);
  fixture_close (&f);
}

/* The CLI's output for args, run from the build tree. */
static char *
cli_output (const char *const *args)
{
  g_autofree char *cli =
      g_build_filename (g_getenv ("SANDTABLE_BUILD_ROOT"), "src", "cli", "sandtable-cli", NULL);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int   status = 0;

  g_ptr_array_add (argv, cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
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

/* A unit moved in the version being edited, compared with the saved file, in
 * Swedish: the verdict, the comparison and its edits name the sides as the
 * window shows them. */
static void
test_compare_unit_move_in_swedish (void)
{
  Fixture              f = { 0 };
  const StBalanceDiff *diff;
  StScenario          *edited;
  const StUnit        *unit;
  gboolean             listed = FALSE;
  GPtrArray           *verdict;

  fixture_open (&f);
  st_window_set_content_language (f.window, "sv");
  st_test_iterate ();
  edited = st_page_begin_edit (ST_PAGE (f.page));
  unit = st_scenario_find_unit (edited, "blue-infantry-1");
  g_assert_true (
      st_edit_move_unit (edited, "blue-infantry-1", (StCell){ unit->cell.x + 1, unit->cell.y }, NULL));
  g_assert_true (st_page_commit_edit (ST_PAGE (f.page), edited, "Move", NULL));
  st_scenario_unref (edited);
  st_test_iterate ();
  st_page_ensure_built (ST_PAGE (f.page));

  set_options (f.page, 60, ST_PLAYER_GREEDY, ST_PLAYER_GREEDY);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.compare-saved", NULL));
  g_assert_true (wait_idle (f.page, 240));
  diff = st_balance_page_get_diff (f.page);
  g_assert_nonnull (diff);
  for (guint i = 0; i < diff->edits->len; i++)
    {
      const StScenarioChange *change = g_ptr_array_index (diff->edits, i);

      if (g_str_equal (change->part, "unit") && g_str_equal (change->id, "blue-infantry-1"))
        {
          g_assert_cmpint (change->kind, ==, ST_CHANGE_MOVED);
          g_assert_nonnull (strstr (change->text, "Blå"));
          listed = TRUE;
        }
    }
  g_assert_true (listed);
  g_assert_cmpstr (diff->side_name, ==, "Blå");
  /* The headline names the side moving first in its seating, in Swedish. */
  g_assert_true (strstr (diff->statement, "Blå") != NULL || strstr (diff->statement, "Röd") != NULL);
  /* Greedy plays the moved unit differently: some game changed. */
  g_assert_false (diff->same_games);

  set_options (f.page, 40, ST_PLAYER_GREEDY, ST_PLAYER_GREEDY);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.run", NULL));
  g_assert_true (wait_idle (f.page, 240));
  verdict = st_balance_page_get_verdict (f.page);
  for (guint i = 0; i < verdict->len; i++)
    {
      const StFinding *finding = g_ptr_array_index (verdict, i);

      g_assert_null (strstr (finding->text, "Blue"));
      if (finding->side >= 0)
        g_assert_true (strstr (finding->text, "Blå") != NULL || strstr (finding->text, "Röd") != NULL);
    }
  g_assert_nonnull (strstr (st_balance_page_get_figure (f.page, "wins"), "Blå"));
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

/* Whether a row of list has a title holding text. */
static gboolean
list_has_title (GtkWidget *list, const char *text)
{
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_PREFERENCES_ROW (row)
        && strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), text) != NULL)
      return TRUE;
  return FALSE;
}

/* The page's Load Report… with the file: TRUE when it became a baseline; else
 * the error, also shown in a dialog (closed here) whose body is returned. */
static char *
load_report (Fixture *f, const char *path, gboolean *loaded)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  guint             before = st_balance_page_get_n_baselines (f->page);
  AdwMessageDialog *dialog;
  char             *body;

  *loaded = st_balance_page_load_report (f->page, file, &error);
  g_assert_cmpuint (st_balance_page_get_n_baselines (f->page), ==, before + (*loaded ? 1 : 0));
  if (*loaded)
    {
      g_assert_no_error (error);
      return NULL;
    }
  g_assert_nonnull (error);
  /* As the file chooser's answer: the same error, in a dialog. */
  st_balance_page_load_report_file (f->page, file);
  st_test_iterate ();
  dialog = st_test_find_message_dialog ();
  g_assert_nonnull (dialog);
  body = g_strdup (adw_message_dialog_get_body (dialog));
  g_assert_cmpstr (body, ==, error->message);
  gtk_window_destroy (GTK_WINDOW (dialog));
  st_test_iterate ();
  g_assert_cmpuint (st_balance_page_get_n_baselines (f->page), ==, before);
  return body;
}

/* A report saved by the command line is a baseline: the version being edited
 * plays its players and seeds, the report's counts stand for the old version. */
static void
test_load_report (void)
{
  Fixture              f = { 0 };
  g_autofree char     *both_path = NULL, *one_path = NULL;
  g_autofree char     *both = NULL, *one = NULL;
  const StBalanceDiff *diff;
  gboolean             loaded;
  GListModel          *labels;

  fixture_open (&f);
  g_assert_cmpuint (st_balance_page_get_n_baselines (f.page), ==, 0);
  g_assert_true (gtk_widget_get_visible (st_test_find_button (GTK_WIDGET (f.page), "Load Report…")));
  /* No empty list before there is a baseline. */
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (child (f.page, "baseline_row"))));
  {
    const char *both_args[] = { "playtest",        f.path,   "--games", "20",     "--jobs", "2",
                                "--seed",          "4",      "--p1",    "greedy", "--p2",   "greedy",
                                "--both-seatings", "--json", NULL };
    const char *one_args[] = { "playtest", f.path, "--games", "24",   "--jobs", "2",      "--seed",
                               "9",        "--p1", "greedy",  "--p2", "random", "--json", NULL };

    both = cli_output (both_args);
    one = cli_output (one_args);
  }
  both_path = g_build_filename (f.dir, "before.json", NULL);
  one_path = g_build_filename (f.dir, "one-seating.json", NULL);
  g_assert_true (g_file_set_contents (both_path, both, -1, NULL));
  g_assert_true (g_file_set_contents (one_path, one, -1, NULL));

  /* Both seatings: named after the file, and compared without playing it again. */
  g_assert_null (load_report (&f, both_path, &loaded));
  g_assert_true (loaded);
  labels = adw_combo_row_get_model (ADW_COMBO_ROW (child (f.page, "baseline_row")));
  g_assert_true (
      g_str_has_prefix (gtk_string_list_get_string (GTK_STRING_LIST (labels), 0), "before.json: 20 games"));
  g_assert_true (gtk_widget_get_visible (child (f.page, "baseline_button")));
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (child (f.page, "baseline_row"))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.compare-baseline", NULL));
  g_assert_true (wait_idle (f.page, 240));
  diff = st_balance_page_get_diff (f.page);
  g_assert_nonnull (diff);
  g_assert_null (diff->edits);
  g_assert_nonnull (diff->old_swapped);
  g_assert_nonnull (diff->new_swapped);
  g_assert_cmpuint (diff->old_report->games, ==, 20);
  g_assert_cmpuint (diff->new_report->games, ==, 20);
  /* The version did not change since the report: the same games, no change. */
  g_assert_cmpuint (diff->figures->len, ==, 6);
  for (guint i = 0; i < diff->figures->len; i++)
    g_assert_cmpfloat (((const StDiffFigure *) g_ptr_array_index (diff->figures, i))->change, ==, 0);
  g_assert_cmpuint (diff->new_report->wins[0], ==, diff->old_report->wins[0]);
  g_assert_cmpuint (diff->new_swapped->draws, ==, diff->old_swapped->draws);
  g_assert_true (list_has_title (child (f.page, "compare_list"), "saved run’s (before.json)"));
  g_assert_true (list_has_title (child (f.page, "compare_list"), "Edits: not known"));

  /* One seating, other players: that seating is compared, with its players. */
  g_assert_null (load_report (&f, one_path, &loaded));
  g_assert_true (loaded);
  st_balance_page_compare_baseline (f.page, 0);
  g_assert_true (wait_idle (f.page, 240));
  diff = st_balance_page_get_diff (f.page);
  g_assert_nonnull (diff);
  g_assert_null (diff->old_swapped);
  g_assert_null (diff->new_swapped);
  g_assert_cmpuint (diff->new_report->games, ==, 24);
  g_assert_cmpuint (diff->new_report->wins[0] + diff->new_report->wins[1] + diff->new_report->draws, ==, 24);
  g_assert_cmpuint (diff->figures->len, ==, 3);
  /* The earlier report is still there, second. */
  g_assert_cmpuint (st_balance_page_get_n_baselines (f.page), ==, 2);

  g_unlink (both_path);
  g_unlink (one_path);
  fixture_close (&f);
}

/* Files that are not a report of this scenario: an error that names the file
 * and what is wrong, nothing added, no crash. */
static void
test_load_report_hostile (void)
{
  Fixture f = { 0 };
  struct
  {
    const char *name;
    const char *text;
    gssize      length;
    const char *says; /* in the error, besides the file's name */
  } cases[] = {
    { "binary.json", "\x89PNG\r\n\x1a\n\0\0\xff\xfe garbage", 20, NULL },
    { "cut.json", "{\"seed\": 1, \"players\": [", -1, NULL },
    { "list.json", "[1, 2, 3]", -1, "not the report of a run" },
    { "empty.json", "", -1, NULL },
    { "no-seed.json", "{\"players\": []}", -1, "seed" },
    { "negative.json",
      "{\"seed\": 1, \"games\": -5, \"players\": [{\"side\": \"blue\", \"kind\": \"greedy\", \"wins\": 0},"
      " {\"side\": \"red\", \"kind\": \"greedy\", \"wins\": 0}], \"draws\": 0}",
      -1, "games" },
    { "other-sides.json",
      "{\"seed\": 1, \"games\": 2, \"players\": [{\"side\": \"aurelia\", \"kind\": \"greedy\", \"wins\": 1},"
      " {\"side\": \"borealis\", \"kind\": \"greedy\", \"wins\": 1}], \"draws\": 0}",
      -1, "aurelia" },
    { "deep.json", NULL, -1, NULL },
  };

  fixture_open (&f);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (f.dir, cases[i].name, NULL);
      g_autofree char *message = NULL;
      gboolean         loaded = TRUE;

      if (cases[i].text != NULL)
        g_assert_true (g_file_set_contents (path, cases[i].text, cases[i].length, NULL));
      else
        {
          /* Nested ten thousand deep. */
          g_autoptr (GString) deep = g_string_new (NULL);

          for (int d = 0; d < 10000; d++)
            g_string_append_c (deep, '[');
          g_assert_true (g_file_set_contents (path, deep->str, (gssize) deep->len, NULL));
        }
      message = load_report (&f, path, &loaded);
      g_test_message ("%s: %s", cases[i].name, message);
      g_assert_false (loaded);
      g_assert_nonnull (strstr (message, cases[i].name));
      if (cases[i].says != NULL)
        g_assert_nonnull (strstr (message, cases[i].says));
      g_unlink (path);
    }
  /* A report of another scenario (manoeuvre's sides), as the command line wrote it. */
  {
    g_autofree char *other = st_test_source_path ("data/scenarios", "manoeuvre.xml");
    g_autofree char *path = g_build_filename (f.dir, "manoeuvre.json", NULL);
    const char      *args[] = { "playtest", other,  "--games", "4",      "--p1",
                                "greedy",   "--p2", "greedy",  "--json", NULL };
    g_autofree char *json = cli_output (args);
    g_autofree char *message = NULL;
    gboolean         loaded = TRUE;

    g_assert_true (g_file_set_contents (path, json, -1, NULL));
    message = load_report (&f, path, &loaded);
    g_test_message ("%s", message);
    g_assert_false (loaded);
    g_assert_nonnull (strstr (message, "manoeuvre.json:"));
    g_assert_nonnull (strstr (message, "another scenario"));
    g_unlink (path);
  }
  /* A missing file. */
  {
    g_autofree char *path = g_build_filename (f.dir, "gone.json", NULL);
    g_autofree char *message = NULL;
    gboolean         loaded = TRUE;

    message = load_report (&f, path, &loaded);
    g_assert_false (loaded);
    g_assert_nonnull (strstr (message, "gone.json"));
  }
  g_assert_cmpuint (st_balance_page_get_n_baselines (f.page), ==, 0);
  g_assert_false (gtk_widget_get_visible (child (f.page, "baseline_button")));
  fixture_close (&f);
}

/* Compare Versions sits next to the verdict, and its result is scrolled into
 * view even when the columns stack on a narrow window. */
static void
test_compare_placement (void)
{
  Fixture          f = { 0 };
  g_autofree char *text = NULL;
  g_autofree char *other_path = NULL;
  g_autoptr (GFile) other = NULL;
  GtkWidget      *compare, *list, *scroller;
  GtkAdjustment  *adjustment;
  graphene_rect_t bounds;

  fixture_open_sized (&f, 900, 600);
  compare = child (f.page, "compare_group");
  list = child (f.page, "compare_list");
  scroller = child (f.page, "scroller");
  g_assert_true (gtk_widget_get_next_sibling (child (f.page, "verdict_group")) == compare);
  g_assert_true (g_file_get_contents (f.path, &text, NULL, NULL));
  other_path = g_build_filename (f.dir, "shorter.xml", NULL);
  {
    g_autoptr (GString) shorter = g_string_new (text);

    g_string_replace (shorter, "name=\"turn-limit\" value=\"10\"", "name=\"turn-limit\" value=\"6\"", 1);
    g_assert_true (g_file_set_contents (other_path, shorter->str, -1, NULL));
  }
  set_options (f.page, 40, ST_PLAYER_GREEDY, ST_PLAYER_GREEDY);
  st_balance_page_run (f.page);
  g_assert_true (wait_idle (f.page, 240));
  other = g_file_new_for_path (other_path);
  st_balance_page_compare_with (f.page, other);
  g_assert_true (wait_idle (f.page, 240));
  g_assert_nonnull (st_balance_page_get_diff (f.page));
  /* Both seatings: wins, draws and length of each, the headline first. */
  g_assert_cmpuint (st_balance_page_get_diff (f.page)->figures->len, ==, 6);
  for (int i = 0; i < 20; i++)
    st_test_iterate ();
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_true (gtk_widget_compute_bounds (list, scroller, &bounds));
  g_test_message ("compare list at %.0f in a view of %.0f (scrolled %.0f)", bounds.origin.y,
                  gtk_adjustment_get_page_size (adjustment), gtk_adjustment_get_value (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, <, gtk_adjustment_get_page_size (adjustment));

  /* The run was kept as a baseline: the version did not change since, so no game did. */
  g_assert_cmpuint (st_balance_page_get_n_baselines (f.page), ==, 1);
  g_assert_true (gtk_widget_get_visible (child (f.page, "baseline_row")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.compare-baseline", NULL));
  g_assert_true (wait_idle (f.page, 240));
  g_assert_true (st_balance_page_get_diff (f.page)->same_games);
  g_assert_cmpuint (st_balance_page_get_diff (f.page)->new_report->games, ==, 40);
  /* Its games were kept: the old version is not played again, except a
   * seating the run did not play, which the comparison says. */
  {
    const StBalanceDiff *d = st_balance_page_get_diff (f.page);

    g_assert_cmpuint (d->old_reused, >=, 1);
    g_assert_cmpuint (d->old_reused + (d->replayed != NULL ? 1 : 0), ==, d->old_swapped != NULL ? 2 : 1);
  }
  for (int i = 0; i < 20; i++)
    st_test_iterate ();
  screenshot (GTK_WIDGET (f.window), "balance-compare-baseline.png");
  g_unlink (other_path);
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
  g_test_add_func ("/balance-page/compare with another version", test_compare);
  g_test_add_func ("/balance-page/export equals the command line's output", test_export_matches_cli);
  g_test_add_func ("/balance-page/compare after a unit move, in Swedish", test_compare_unit_move_in_swedish);
  g_test_add_func ("/balance-page/columns keep room or stack", test_layout);
  g_test_add_func ("/balance-page/MCTS thinks for a time a move", test_mcts_time_budget);
  g_test_add_func ("/balance-page/players chosen by time by default", test_defaults);
  g_test_add_func ("/balance-page/compare next to the verdict, scrolled to", test_compare_placement);
  g_test_add_func ("/balance-page/both seatings by default", test_both_seatings_default);
  g_test_add_func ("/balance-page/a saved report as a baseline", test_load_report);
  g_test_add_func ("/balance-page/a hostile report", test_load_report_hostile);
  return g_test_run ();
}
