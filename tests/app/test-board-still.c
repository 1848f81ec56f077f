/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "render/st-render-legend.h"

#include "app-test-util.h"
#include "board-fixture.h"
#include "play-fixture.h"
#include "st-board-legend.h"
#include "st-board-view-private.h"
#include "st-play-cover.h"
#include "st-play-page-private.h"
#include "engine/st-play-session.h"

/* The board holds still: neither the combat-result panel of play mode nor the
 * editor's selection pane changes the board's size or zoom (issue 20). */

typedef struct
{
  int    width;
  int    height;
  double zoom;
} Frame;

static Frame
frame_of (StBoardView *view)
{
  return (Frame){ gtk_widget_get_width (GTK_WIDGET (view)), gtk_widget_get_height (GTK_WIDGET (view)),
                  view->zoom };
}

static void
assert_same_frame (Frame a, Frame b)
{
  g_assert_cmpint (a.width, ==, b.width);
  g_assert_cmpint (a.height, ==, b.height);
  g_assert_cmpfloat (a.zoom, ==, b.zoom);
}

/* Two frames of layout and paint of view's window (the view itself may be
 * under the play cover), so that a size that follows its content would have
 * moved. */
static void
settle (StBoardView *view)
{
  st_test_wait_drawn (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (view))), 2);
}

/* The board's frame once the window has settled (under load the window may
 * still be taking its size). */
static Frame
stable_frame (StBoardView *view)
{
  Frame last = frame_of (view), now;

  for (int i = 0; i < 50; i++)
    {
      settle (view);
      now = frame_of (view);
      if (now.width == last.width && now.height == last.height && now.zoom == last.zoom && now.width > 0)
        return now;
      last = now;
    }
  return last;
}

/* Playing on until the combat-result panel has appeared and gone again, the
 * board keeps its size and zoom after every move. */
static void
test_play_panel (void)
{
  Fixture  f = { 0 };
  StGame  *game;
  StRng    rng;
  Frame    first;
  gboolean shown = FALSE, hidden_after = FALSE;

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 8);
  game = play_game (&f);
  st_rng_seed (&rng, 5);
  if (st_play_page_get_covered (f.play))
    st_play_cover_reveal (ST_PLAY_COVER (st_play_page_get_cover_widget (f.play)));
  st_test_wait_mapped (GTK_WIDGET (f.play->view));
  first = stable_frame (f.play->view);
  g_assert_cmpint (first.width, >, 0);
  for (guint i = 0; i < 400 && !(shown && hidden_after) && !st_game_is_terminal (game, play_state (&f)); i++)
    {
      StActionList scratch;

      if (st_play_page_get_covered (f.play))
        st_play_cover_reveal (ST_PLAY_COVER (st_play_page_get_cover_widget (f.play)));
      st_action_list_init (&scratch);
      play_through_ui (&f, st_game_random_action (game, play_state (&f), &rng, &scratch));
      st_action_list_free (&scratch);
      settle (f.play->view);
      if (st_play_page_get_covered (f.play))
        continue;
      if (gtk_widget_get_visible (f.play->resolution_box))
        shown = TRUE;
      else if (shown)
        hidden_after = TRUE;
      assert_same_frame (frame_of (f.play->view), first);
    }
  g_assert_true (shown);
  g_assert_true (hidden_after);
  fixture_close (&f);
}

/* The selection pane keeps the width it asks for, whatever it holds. */
static void
assert_pane_fixed (BoardFixture *f)
{
  GtkWidget *pane = gtk_widget_get_ancestor (GTK_WIDGET (f->page->pane_box), GTK_TYPE_SCROLLED_WINDOW);
  int        request;

  gtk_widget_get_size_request (pane, &request, NULL);
  g_assert_cmpint (request, >, 0);
  g_assert_cmpint (gtk_widget_get_width (pane), ==, request);
}

static const char *const grid_tools[] = { "Terrain", "Borders", "Units", "Areas", "Select" };
static const char *const graph_tools[] = { "Towns", "Links", "Area lines", "Units", "Select" };

/* A unit whose id is long: its row in the selection pane is wide. */
static void
long_id (StScenario *s)
{
  StUnit *unit = g_ptr_array_index (s->units, 0);

  g_free (unit->id);
  unit->id = g_strdup ("blue-infantry-of-the-first-reserve-army-corps-second-division-fourth-regiment");
}

/* Selecting places whose panes differ in width (a hex with units, an empty
 * hex, a side between hexes, a town, a link) leaves the canvas where it was. */
static void
test_editor_pane (void)
{
  BoardFixture     f = { 0 };
  Frame            first;
  graphene_point_t origin = { 0, 0 }, at;

  board_fixture_open (&f, "maneuver-basic", long_id);
  st_test_wait_mapped (GTK_WIDGET (f.page->view));
  first = stable_frame (f.page->view);
  g_assert_true (
      gtk_widget_compute_point (GTK_WIDGET (f.page->view), GTK_WIDGET (f.window), &origin, &origin));
  for (guint i = 0; i < board_fixture_current (&f)->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (board_fixture_current (&f)->units, i);

      st_board_page_select_cell (f.page, unit->cell);
      settle (f.page->view);
      assert_same_frame (frame_of (f.page->view), first);
      assert_pane_fixed (&f);
      at = (graphene_point_t){ 0, 0 };
      g_assert_true (gtk_widget_compute_point (GTK_WIDGET (f.page->view), GTK_WIDGET (f.window), &at, &at));
      g_assert_cmpfloat (at.x, ==, origin.x);
    }
  st_board_page_select_cell (f.page, (StCell){ 0, 0 });
  settle (f.page->view);
  assert_same_frame (frame_of (f.page->view), first);
  assert_pane_fixed (&f);
  st_board_page_select_edge (f.page, (StCell){ 2, 6 }, (StCell){ 2, 7 });
  settle (f.page->view);
  assert_same_frame (frame_of (f.page->view), first);
  assert_pane_fixed (&f);
  /* Each tool has its own options in the pane. */
  for (guint i = 0; i < G_N_ELEMENTS (grid_tools); i++)
    {
      gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", grid_tools[i]);
      settle (f.page->view);
      assert_same_frame (frame_of (f.page->view), first);
      assert_pane_fixed (&f);
    }
  board_fixture_close (&f);

  board_fixture_open (&f, "manover-finland", NULL);
  st_test_wait_mapped (GTK_WIDGET (f.page->view));
  first = stable_frame (f.page->view);
  st_board_page_select_node (f.page, "kouvola");
  settle (f.page->view);
  assert_same_frame (frame_of (f.page->view), first);
  assert_pane_fixed (&f);
  st_board_page_select_link (f.page, "helsinki", "kerava");
  settle (f.page->view);
  assert_same_frame (frame_of (f.page->view), first);
  assert_pane_fixed (&f);
  st_board_page_select_node (f.page, "oulu");
  settle (f.page->view);
  assert_same_frame (frame_of (f.page->view), first);
  assert_pane_fixed (&f);
  for (guint i = 0; i < G_N_ELEMENTS (graph_tools); i++)
    {
      gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", graph_tools[i]);
      settle (f.page->view);
      assert_same_frame (frame_of (f.page->view), first);
      assert_pane_fixed (&f);
    }
  board_fixture_close (&f);
}

/* Picks a unit of the side to act that has somewhere to go. */
static void
pick_some_unit (Fixture *f)
{
  StGame      *game = play_game (f);
  StActionList list;
  int          unit = -1;

  st_action_list_init (&list);
  st_game_legal_actions (game, play_state (f), &list);
  for (guint i = 0; i < list.len && unit < 0; i++)
    {
      StActionInfo info;

      st_game_describe_action (game, play_state (f), list.actions[i], &info);
      if (info.unit >= 0 && info.card < 0 && info.to != ST_PLACE_NONE
          && seen_place (f, info.unit) != ST_PLACE_NONE)
        unit = info.unit;
    }
  st_action_list_free (&list);
  g_assert_cmpint (unit, >=, 0);
  for (int i = 0; i < 16 && st_play_page_get_picked_unit (f->play) != unit; i++)
    g_assert_true (st_play_page_press_place (f->play, seen_place (f, unit)));
  g_assert_cmpint (st_play_page_get_picked_unit (f->play), ==, unit);
}

/* The board's corner holds the legend, whose popover lists each mark the
 * renderer can draw for the family (render/st-render-legend.h), in play and in
 * the editor; with SANDTABLE_SCREENSHOTS, Manöver at fit zoom in a 1600 x 1000
 * window with the legend open. */
static void
test_legend (void)
{
  const char *names[] = { "maneuver-basic", "manover-finland" };

  for (guint n = 0; n < G_N_ELEMENTS (names); n++)
    {
      Fixture     f = { 0 };
      StScenario *s;
      StMark      marks[ST_N_MARKS];
      guint       n_marks;
      GtkWidget  *legend;
      g_auto (GStrv) entries = NULL;

      fixture_open (&f, names[n]);
      gtk_window_set_default_size (GTK_WINDOW (f.window), 1600, 1000);
      gtk_widget_set_size_request (GTK_WIDGET (f.window), 1600, 1000);
      s = st_window_get_scenario (f.window);
      n_marks = st_render_legend_marks (s, marks);
      enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 8);
      if (st_play_page_get_covered (f.play))
        st_play_cover_reveal (ST_PLAY_COVER (st_play_page_get_cover_widget (f.play)));
      st_test_wait_mapped (GTK_WIDGET (f.play->view));
      legend = f.play->view->legend;
      g_assert_true (gtk_widget_get_visible (legend));
      entries = st_board_legend_dup_entries (legend);
      g_assert_cmpuint (g_strv_length (entries), ==, n_marks);
      for (guint i = 0; i < n_marks; i++)
        g_assert_cmpstr (entries[i], ==, _ (st_render_mark_style (marks[i])->label));
      if (s->family == st_family_lookup ("manover"))
        {
          g_assert_true (g_strv_contains ((const char *const *) entries,
                                          _ (st_render_mark_style (ST_MARK_RIM_YELLOW)->label)));
          /* A piece picked shows its targets under the open legend. */
          pick_some_unit (&f);
          settle (f.play->view);
          gtk_menu_button_popup (GTK_MENU_BUTTON (legend));
          settle (f.play->view);
          st_test_shoot ("play-manover-legend");
          gtk_menu_button_popdown (GTK_MENU_BUTTON (legend));
          settle (f.play->view);
        }
      fixture_close (&f);
    }
}

/* The first legal action that costs its unit (a retreat into an enemy zone of
 * control), or FALSE. */
static gboolean
costly_action (Fixture *f, StActionInfo *found)
{
  StGame      *game = play_game (f);
  StActionList list;
  gboolean     any = FALSE;

  st_action_list_init (&list);
  st_game_legal_actions (game, play_state (f), &list);
  for (guint i = 0; i < list.len && !any; i++)
    {
      st_game_describe_action (game, play_state (f), list.actions[i], found);
      any = (found->flags & ST_ACTION_FLAG_COSTS_UNIT) != 0 && found->unit >= 0 && found->to != ST_PLACE_NONE;
    }
  st_action_list_free (&list);
  return any;
}

/* A target that would cost the unit (issue 20: a retreat into an enemy zone of
 * control eliminated a unit without a word) is marked apart on the board, the
 * prompt says what it costs and why, and so does its tooltip text. */
static void
test_costly_target (void)
{
  Fixture      f = { 0 };
  StGame      *game;
  StRng        rng;
  StActionInfo info;
  gboolean     seen = FALSE;

  fixture_open (&f, "maneuver-basic");
  gtk_window_set_default_size (GTK_WINDOW (f.window), 1600, 1000);
  gtk_widget_set_size_request (GTK_WIDGET (f.window), 1600, 1000);
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 3);
  game = play_game (&f);
  st_rng_seed (&rng, 11);
  for (guint i = 0; i < 3000 && !seen && !st_game_is_terminal (game, play_state (&f)); i++)
    {
      StActionList scratch;

      if (st_play_page_get_covered (f.play))
        st_play_cover_reveal (ST_PLAY_COVER (st_play_page_get_cover_widget (f.play)));
      if (costly_action (&f, &info))
        {
          guint n;

          for (int k = 0; k < 16 && st_play_page_get_picked_unit (f.play) != info.unit; k++)
            st_play_page_press_place (f.play, seen_place (&f, info.unit));
          g_assert_cmpint (st_play_page_get_picked_unit (f.play), ==, info.unit);
          (void) st_play_page_get_targets (f.play, &n);
          g_assert_cmpuint (n, >, 0);
          g_assert_cmpuint (f.play->costly->len, >, 0);
          g_assert_nonnull (strstr (st_play_page_get_prompt (f.play), info.cost));
          {
            g_autofree char *note = st_play_board_cost_note (f.play);

            g_assert_nonnull (strstr (note, info.cost));
          }
          settle (f.play->view);
          st_test_shoot ("play-fatal-target");
          seen = TRUE;
          break;
        }
      st_action_list_init (&scratch);
      play_through_ui (&f, st_game_random_action (game, play_state (&f), &rng, &scratch));
      st_action_list_free (&scratch);
    }
  g_assert_true (seen);
  fixture_close (&f);
}

/* Hovering a log row outlines the places its action went from and to (the
 * motion controller on the log calls st_play_board_set_log_hover ()). */
static void
test_log_hover (void)
{
  Fixture        f = { 0 };
  StGame        *game;
  StRng          rng;
  StPlaySession *session;
  int            row = -1;
  StActionInfo   info = { 0 };

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 8);
  game = play_game (&f);
  st_rng_seed (&rng, 2);
  session = st_play_page_get_session (f.play);
  for (guint i = 0; i < 40 && row < 0; i++)
    {
      StActionList scratch;
      guint        n = st_play_session_get_n_actions (session);

      if (st_play_page_get_covered (f.play))
        st_play_cover_reveal (ST_PLAY_COVER (st_play_page_get_cover_widget (f.play)));
      if (n > 0)
        {
          st_game_describe_action (game, st_play_session_get_state_at (session, n - 1),
                                   st_play_session_get_action (session, n - 1), &info);
          if (info.from != ST_PLACE_NONE && info.to != ST_PLACE_NONE && info.from != info.to
              && g_str_equal (info.kind, "move"))
            {
              row = (int) n; /* row 0 is the start of the game */
              break;
            }
        }
      st_action_list_init (&scratch);
      play_through_ui (&f, st_game_random_action (game, play_state (&f), &rng, &scratch));
      st_action_list_free (&scratch);
    }
  g_assert_cmpint (row, >, 0);
  g_assert_cmpuint (f.play->view->marks.n_mentioned_cells, ==, 0);
  st_play_board_set_log_hover (f.play, row);
  g_assert_cmpuint (f.play->view->marks.n_mentioned_cells, ==, 2);
  g_assert_cmpint (f.play->mentioned[0], ==, info.from);
  g_assert_cmpint (f.play->mentioned[1], ==, info.to);
  /* The start of the game names no place; leaving the log clears them. */
  st_play_board_set_log_hover (f.play, 0);
  g_assert_cmpuint (f.play->view->marks.n_mentioned_cells, ==, 0);
  st_play_board_set_log_hover (f.play, row);
  st_play_board_set_log_hover (f.play, -1);
  g_assert_cmpuint (f.play->view->marks.n_mentioned_cells, ==, 0);
  fixture_close (&f);
}

int
main (int argc, char **argv)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      printf ("1..0 # SKIP no display\n");
      return 0;
    }
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/app/board-still/play-result-panel", test_play_panel);
  g_test_add_func ("/app/board-still/editor-selection-pane", test_editor_pane);
  g_test_add_func ("/app/board-still/legend", test_legend);
  g_test_add_func ("/app/board-still/costly-target", test_costly_target);
  g_test_add_func ("/app/board-still/log-hover", test_log_hover);
  return g_test_run ();
}
