/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "core/st-scenario-diff.h"
#include "core/st-scenario-io.h"
#include "engine/st-balance.h"
#include "engine/st-game-log.h"

#include "app-test-util.h"
#include "st-balance-page.h"
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
wait_idle (StBalancePage *page, double seconds)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  while (st_balance_page_get_running (page))
    {
      if (g_get_monotonic_time () > deadline)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  st_test_iterate ();
  return TRUE;
}

static void
fixture_open (Fixture *f)
{
  g_autofree char *bundled = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (StScenario) scenario = st_scenario_load_file (bundled, NULL, NULL);
  g_autoptr (GFile) file = NULL;

  g_assert_nonnull (scenario);
  f->dir = g_dir_make_tmp ("sandtable-balance-XXXXXX", NULL);
  f->path = g_build_filename (f->dir, "maneuver-basic.xml", NULL);
  g_assert_true (st_scenario_save_file (scenario, f->path, NULL));
  f->window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1400, 900);
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
  st_test_iterate ();
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

  screenshot (GTK_WIDGET (f.window), "balance-verdict.png");

  /* A game of the other seating opens as a replay that ends as the run said. */
  g_signal_connect (f.page, "replay", G_CALLBACK (replay_cb), &replayed);
  game = &g_array_index (swapped->results, StPlaytestGame, 7);
  st_balance_page_replay_game (f.page, TRUE, 7);
  g_assert_cmpuint (replayed.calls, ==, 1);
  g_assert_true (replayed.terminal);
  g_assert_cmpint (replayed.winner, ==, game->winner);
  g_assert_cmpuint (replayed.turns, ==, (guint) game->turns);
  g_assert_true (gtk_widget_is_sensitive (st_test_find_button (GTK_WIDGET (f.page), "Replay in Play Mode")));

  /* The window opened it in play mode, at the start, with every action in the log. */
  {
    StPlayPage    *play = ST_PLAY_PAGE (st_test_find_type (GTK_WIDGET (f.window), ST_TYPE_PLAY_PAGE));
    StPlaySession *session = st_play_page_get_session (play);
    StGame        *played;

    g_assert_nonnull (session);
    played = st_play_session_get_game (session);
    g_assert_cmpuint (st_play_session_get_n_actions (session), ==, game->actions);
    g_assert_cmpuint (st_play_session_get_position (session), ==, 0);
    g_assert_cmpint (st_game_winner (played, st_play_session_get_end_state (session)), ==, game->winner);
    g_assert_cmpstr (st_game_player_side (played, 0), ==,
                     st_game_player_side (st_play_session_get_game (session), 0));
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
  return g_test_run ();
}
