/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "core/st-edit.h"

#include "app-test-util.h"
#include "board-fixture.h"
#include "play-fixture.h"
#include "st-board-view-private.h"
#include "st-play-page-private.h"
#include "st-card-a11y.h"
#include "st-card-thumb.h"
#include "st-play-a11y.h"
#include "st-play-hand.h"

/* Issue 28, "A board cursor" and "A board that describes itself": the cursor
 * the board's keys move (the bindings call these functions) on a hex grid, a
 * square grid and a map of towns; Space and Return pressing on it as a click
 * (painting, picking a unit, choosing a target); N and T jumping between
 * pieces and targets; the board's accessible description following it, in play
 * with only what the viewer sees; the Targets list; the status line that
 * announces; and the hand's cards for the keyboard. tests/app/test-e2e-keys.py
 * presses the real keys in the real binary. */

static void
add_woods (StScenario *s)
{
  StTerrain *woods = st_terrain_new ("woods", "#26a269");

  st_text_set (woods->name, s->lang, "Woods");
  g_ptr_array_add (s->terrains, woods);
}

static StCell
cursor_cell (StBoardView *view)
{
  StCell cell = { -1, -1 };

  g_assert_true (st_board_view_get_cursor (view, &cell, NULL));
  return cell;
}

static void
assert_cursor (StBoardView *view, int x, int y)
{
  StCell cell = cursor_cell (view);

  if (cell.x != x || cell.y != y)
    g_error ("cursor at %d,%d, expected %d,%d", cell.x, cell.y, x, y);
}

static void
test_editor_hex (void)
{
  BoardFixture f = { 0 };
  StBoardView *view;
  const char  *description;

  board_fixture_open (&f, "maneuver-basic", add_woods);
  view = f.page->view;
  gtk_widget_grab_focus (GTK_WIDGET (view));

  /* The first arrow shows the cursor, in the middle of the view. */
  g_assert_false (st_board_view_get_cursor (view, NULL, NULL));
  g_assert_true (st_board_view_move_cursor (view, 1, 0));
  g_assert_true (st_board_view_get_cursor (view, NULL, NULL));

  /* Flat hexes: Left and Right go along the row (zigzagging through the
   * columns), Up and Down along the column. */
  st_board_view_set_cursor_cell (view, (StCell){ 3, 3 });
  g_assert_true (st_board_view_move_cursor (view, 1, 0));
  assert_cursor (view, 4, 3);
  g_assert_true (st_board_view_move_cursor (view, 1, 0));
  assert_cursor (view, 5, 3);
  g_assert_true (st_board_view_move_cursor (view, 0, 1));
  assert_cursor (view, 5, 4);
  g_assert_true (st_board_view_move_cursor (view, -1, 0));
  assert_cursor (view, 4, 4);
  g_assert_true (st_board_view_move_cursor (view, 0, -1));
  assert_cursor (view, 4, 3);
  /* Off the board it stays. */
  st_board_view_set_cursor_cell (view, (StCell){ 0, 0 });
  g_assert_false (st_board_view_move_cursor (view, 0, -1));
  g_assert_false (st_board_view_move_cursor (view, -1, 0));
  assert_cursor (view, 0, 0);

  /* The description and the status line name the place. */
  st_board_view_set_cursor_cell (view, (StCell){ 2, 3 });
  description = st_board_view_get_description (view);
  g_assert_true (g_str_has_prefix (description, "0304 (2,3), Clear"));
  g_assert_true (g_str_has_prefix (st_board_view_get_hover_text (view), "0304 (2,3)"));
  g_assert_cmpstr (gtk_label_get_text (f.page->status_label), ==, st_board_view_get_hover_text (view));

  /* Space paints with the current tool. */
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Terrain");
  g_free (f.page->terrain);
  f.page->terrain = g_strdup ("woods");
  g_assert_true (st_board_view_activate_cursor (view));
  st_test_iterate ();
  g_assert_cmpstr (st_edit_terrain_at (board_fixture_current (&f), (StCell){ 2, 3 }), ==, "woods");
  g_assert_true (g_str_has_prefix (st_board_view_get_description (view), "0304 (2,3), Woods"));

  /* The area-lines tool keeps Return for finishing its line. */
  g_assert_true (view->return_activates);

  /* N goes from piece to piece; the description reads them. */
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Select");
  g_assert_true (st_board_view_cursor_jump_piece (view, 1));
  {
    StCell first = cursor_cell (view);
    StCell second;

    g_assert_nonnull (strstr (st_board_view_get_description (view), "Blue")
                          ? strstr (st_board_view_get_description (view), "Blue")
                          : strstr (st_board_view_get_description (view), "Red"));
    g_assert_true (st_board_view_cursor_jump_piece (view, 1));
    second = cursor_cell (view);
    g_assert_false (first.x == second.x && first.y == second.y);
    g_assert_true (st_board_view_cursor_jump_piece (view, -1));
    assert_cursor (view, first.x, first.y);
    /* Return selects it, as a click does. */
    g_assert_true (st_board_view_activate_cursor (view));
    st_test_iterate ();
    g_assert_nonnull (strstr (st_board_view_get_description (view), "selected"));
  }
  board_fixture_close (&f);
}

static void
test_editor_square (void)
{
  BoardFixture f = { 0 };
  StBoardView *view;

  board_fixture_open (&f, "command-and-maneuver", NULL);
  view = f.page->view;
  st_board_view_set_cursor_cell (view, (StCell){ 0, 0 });
  g_assert_false (st_board_view_move_cursor (view, -1, 0));
  g_assert_true (st_board_view_move_cursor (view, 1, 0));
  assert_cursor (view, 1, 0);
  g_assert_true (st_board_view_move_cursor (view, 0, 1));
  assert_cursor (view, 1, 1);
  g_assert_true (st_board_view_move_cursor (view, -1, 0));
  assert_cursor (view, 0, 1);
  g_assert_true (g_str_has_prefix (st_board_view_get_description (view), "0102 (0,1)"));
  board_fixture_close (&f);
}

/* On a map of towns each arrow goes to a town that lies that way. */
static void
test_editor_graph (void)
{
  BoardFixture         f = { 0 };
  StBoardView         *view;
  const StBoardLayout *layout;
  StScenario          *s;
  const int            arrows[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
  guint                moved = 0;

  board_fixture_open (&f, "manover-finland", NULL);
  view = f.page->view;
  layout = st_board_view_get_layout (view);
  s = board_fixture_current (&f);
  for (guint start = 0; start < MIN (s->board->nodes->len, 12u); start++)
    for (guint a = 0; a < 4; a++)
      {
        int    node;
        double x0, y0, x1, y1;

        st_board_view_set_cursor_node (view, (int) start);
        if (!st_board_view_move_cursor (view, arrows[a][0], arrows[a][1]))
          continue;
        st_board_view_get_cursor (view, NULL, &node);
        g_assert_cmpint (node, !=, (int) start);
        st_board_layout_node_position (layout, g_ptr_array_index (s->board->nodes, start), &x0, &y0);
        st_board_layout_node_position (layout, g_ptr_array_index (s->board->nodes, node), &x1, &y1);
        /* Within 60° of the arrow. */
        g_assert_cmpfloat (((x1 - x0) * arrows[a][0] + (y1 - y0) * arrows[a][1]) / hypot (x1 - x0, y1 - y0),
                           >, 0.48);
        moved++;
      }
  g_assert_cmpuint (moved, >, 20);
  /* The description is the town's. */
  st_board_view_set_cursor_node (view, 0);
  {
    const StNode *node = g_ptr_array_index (s->board->nodes, 0);

    g_assert_true (g_str_has_prefix (st_board_view_get_description (view),
                                     node->name ? st_text_get_for_locale (node->name) : node->id));
  }
  board_fixture_close (&f);
}

static gboolean
human_can_act (gpointer data)
{
  return st_play_page_get_can_act (((Fixture *) data)->play);
}

/* Play by the board's keys: N to a piece of one's own, Space to pick it, T to
 * a target (the description says so and the Targets list holds it), Space to
 * move there; the status line announces the move. */
static void
test_play_keys (void)
{
  Fixture        f = { 0 };
  StBoardView   *view;
  StPlaySession *session;
  guint          moves = 0;

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_RANDOM, 7);
  view = st_play_page_get_view (f.play);
  session = session_of (&f);
  g_assert_true (wait_for (human_can_act, &f, 20));

  for (guint tries = 0; tries < 40 && moves < 3; tries++)
    {
      guint n_before = st_play_session_get_n_actions (session);
      guint n_targets = 0;

      g_assert_true (st_board_view_cursor_jump_piece (view, 1));
      st_board_view_activate_cursor (view);
      if (st_play_page_get_picked_unit (f.play) < 0)
        continue;
      g_assert_nonnull (strstr (st_board_view_get_description (view), "selected"));
      st_play_page_get_targets (f.play, &n_targets);
      if (n_targets == 0)
        {
          gtk_widget_activate_action (GTK_WIDGET (f.play), "play.unpick", NULL);
          continue;
        }
      /* The Targets list holds a named row for each. */
      {
        GtkListBox *list = st_play_a11y_get_targets_list (f.play);
        guint       rows = 0;

        for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
             row = gtk_widget_get_next_sibling (row))
          {
            g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), !=, "");
            rows++;
          }
        g_assert_cmpuint (rows, ==, n_targets);
      }
      g_assert_true (st_board_view_cursor_jump_target (view, 1));
      g_assert_nonnull (strstr (st_board_view_get_description (view), "target"));
      g_assert_true (st_board_view_activate_cursor (view));
      st_test_iterate ();
      if (st_play_session_get_n_actions (session) > n_before)
        {
          moves++;
          GtkLabel   *line = GTK_LABEL (st_test_find_named (GTK_WIDGET (f.play), "announcer"));
          const char *prompt = gtk_inscription_get_text (f.play->prompt_label);

          /* The move was announced, in the log's words; the status line shows
           * the move, not the prompt again (the prompt label shows it whole). */
          g_assert_cmpstr (st_play_a11y_get_announcement (f.play), !=, "");
          g_assert_nonnull (line);
          g_assert_true (prompt == NULL || *prompt == '\0'
                         || strstr (gtk_label_get_text (line), prompt) == NULL);
        }
      g_assert_true (wait_for (human_can_act, &f, 20));
    }
  g_assert_cmpuint (moves, >=, 1);
  fixture_close (&f);
}

/* The Targets list's rows press their place. */
static void
test_play_targets_list (void)
{
  Fixture        f = { 0 };
  StPlaySession *session;
  GtkListBox    *list;
  guint          before;

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_RANDOM, 3);
  session = session_of (&f);
  g_assert_true (wait_for (human_can_act, &f, 20));
  list = st_play_a11y_get_targets_list (f.play);
  for (guint i = 0; i < 30 && gtk_widget_get_first_child (GTK_WIDGET (list)) == NULL; i++)
    {
      g_assert_true (st_board_view_cursor_jump_piece (st_play_page_get_view (f.play), 1));
      st_board_view_activate_cursor (st_play_page_get_view (f.play));
    }
  g_assert_nonnull (gtk_widget_get_first_child (GTK_WIDGET (list)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (list)));
  before = st_play_session_get_n_actions (session);
  g_signal_emit_by_name (list, "row-activated", gtk_widget_get_first_child (GTK_WIDGET (list)));
  st_test_iterate ();
  g_assert_cmpuint (st_play_session_get_n_actions (session), >, before);
  fixture_close (&f);
}

/* The hand of manoeuvre: focusable, its description reads the card the
 * keyboard is on, and activating it picks the card. */
static void
test_hand (void)
{
  Fixture     f = { 0 };
  StPlayHand *hand;

  fixture_open (&f, "manoeuvre");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_RANDOM, 5);
  g_assert_true (wait_for (human_can_act, &f, 20));
  hand = ST_PLAY_HAND (st_play_page_get_hand (f.play));
  g_assert_cmpuint (st_play_hand_get_n_cards (hand), >, 0);
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (hand)));
  g_assert_nonnull (strstr (st_play_hand_get_description (hand), ", card 1 of "));
  g_assert_nonnull (strstr (st_play_hand_get_description (hand), " card"));

  /* A card face of the deck grid is named by its title and described by its
   * text. */
  {
    StScenario      *scenario = st_game_scenario (play_game (&f));
    const StDeck    *deck = g_ptr_array_index (scenario->decks, 0);
    const StCard    *card = g_ptr_array_index (deck->cards, 0);
    GtkWidget       *thumb = g_object_ref_sink (st_card_thumb_new (120));
    g_autofree char *expected = st_card_a11y_description (scenario, card);
    g_autofree char *wrong = NULL;

    st_card_thumb_set_card (ST_CARD_THUMB (thumb), scenario, deck->id, card->id);
    wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (thumb), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                expected);
    if (wrong != NULL)
      g_error ("%s", wrong);
    g_assert_true (g_str_has_prefix (expected, card->kind == ST_CARD_HQ ? "Headquarters card" : "Unit card"));
    g_object_unref (thumb);
  }
  fixture_close (&f);
}

/* Every key of the cursor and the hand is in the Keyboard Shortcuts window. */
static void
test_shortcuts_listed (void)
{
  g_autoptr (GBytes) bytes =
      g_resources_lookup_data ("/io/github/sandtable/Sandtable/ui/help-overlay.ui", 0, NULL);
  const char *ui;
  const char *keys[] = { "Left Right Up Down</property>",
                         "&lt;Control&gt;Left",
                         "space Return",
                         "n &lt;Shift&gt;n",
                         "t &lt;Shift&gt;t",
                         "Left Right space" };

  g_assert_nonnull (bytes);
  ui = g_bytes_get_data (bytes, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    if (strstr (ui, keys[i]) == NULL)
      g_error ("the shortcuts window lacks %s", keys[i]);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display");
      return 0;
    }

  g_test_add_func ("/a11y-cursor/editor: hex cursor, description, paint, select, N", test_editor_hex);
  g_test_add_func ("/a11y-cursor/editor: square cursor", test_editor_square);
  g_test_add_func ("/a11y-cursor/editor: map of towns, the nearest town that way", test_editor_graph);
  g_test_add_func ("/a11y-cursor/play: pick and move by the cursor, targets, announcement", test_play_keys);
  g_test_add_func ("/a11y-cursor/play: a Targets row plays its place", test_play_targets_list);
  g_test_add_func ("/a11y-cursor/play: the hand's cards for the keyboard", test_hand);
  g_test_add_func ("/a11y-cursor/the keys are in the Keyboard Shortcuts window", test_shortcuts_listed);
  return g_test_run ();
}
