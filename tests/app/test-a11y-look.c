/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "render/st-card-render.h"

#include "app-test-util.h"
#include "board-fixture.h"
#include "play-fixture.h"
#include "st-board-view-private.h"
#include "st-card-grid.h"
#include "st-deck-page-private.h"
#include "st-look.h"
#include "st-play-hand.h"
#include "st-play-page-private.h"

/* Issue 28, "A board that follows the settings" and the board's description
 * of zones of control and stacks: the board view repaints in the dark and
 * high-contrast palettes when the style manager changes, the hand's cards too,
 * and grow with the text size (gtk-xft-dpi); the description names the zones
 * of control the engine computes for the viewer, and stacks. */

static double
luminance (guint32 pixel)
{
  return (0.2126 * ((pixel >> 16) & 0xff) + 0.7152 * ((pixel >> 8) & 0xff) + 0.0722 * (pixel & 0xff)) / 255.0;
}

static guint32
pixel (cairo_surface_t *surface, int x, int y)
{
  const guchar *data = cairo_image_surface_get_data (surface);

  return *(const guint32 *) (data + (gsize) y * (gsize) cairo_image_surface_get_stride (surface)
                             + (gsize) x * 4);
}

static void
count_paint (GdkFrameClock *clock, gpointer data)
{
  (*(guint *) data)++;
}

static gboolean
painted (gpointer data)
{
  return *(guint *) data > 0;
}

/* Waits for the window to paint after a change of style, without asking the
 * widget to draw again: only a widget that asked itself to be redrawn
 * shows anything new below. */
static void
wait_painted (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  guint          paints = 0;
  gulong         id;

  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (count_paint), &paints);
  g_assert_true (st_test_wait_until (painted, &paints, 10.0));
  g_signal_handler_disconnect (clock, id);
  st_test_iterate ();
}

/* The widget as it last drew itself (GTK keeps a widget's drawing until it
 * is queued for a new one). */
static cairo_surface_t *
render_as_drawn (GtkWidget *widget)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot     *snapshot = gtk_snapshot_new ();
  int              width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  cairo_surface_t *surface;
  GskRenderNode   *node;
  cairo_t         *cr;

  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  gsk_render_node_draw (node, cr);
  gsk_render_node_unref (node);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The board's paper, in its margin outside the frame. */
static double
paper_luminance (StBoardView *view)
{
  cairo_surface_t *surface = render_as_drawn (GTK_WIDGET (view));
  double           scale, tx, ty, value;

  st_board_view_get_transform (view, &scale, &tx, &ty);
  value = luminance (pixel (surface, (int) (tx + 4.0 * scale), (int) (ty + 4.0 * scale)));
  cairo_surface_destroy (surface);
  return value;
}

static void
set_high_contrast (gboolean on)
{
  g_autoptr (GSettings) settings = g_settings_new ("org.gnome.desktop.a11y.interface");

  g_settings_set_boolean (settings, "high-contrast", on);
}

static gboolean
style_is (gpointer data)
{
  return st_look_palette () == (StRenderPalette) GPOINTER_TO_INT (data);
}

/* Changes the style and waits for the style manager to follow, and the
 * window to paint. */
static void
change_style (GtkWidget *widget, AdwColorScheme scheme, gboolean high_contrast, StRenderPalette expected)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
  set_high_contrast (high_contrast);
  g_assert_true (st_test_wait_until (style_is, GINT_TO_POINTER (expected), 10.0));
  wait_painted (widget);
}

/* The board of the editor repaints in the palette of the style: dark paper in
 * the dark style, white in high contrast, black in both, the printed paper
 * again in the default style. */
static void
test_board_follows_style (void)
{
  BoardFixture f = { 0 };
  GtkWidget   *view;

  board_fixture_open (&f, "maneuver-basic", NULL);
  view = GTK_WIDGET (f.page->view);
  st_test_wait_drawn (view, 2);
  g_assert_cmpint (st_look_palette (), ==, ST_RENDER_PALETTE_PRINT);
  g_assert_cmpfloat (paper_luminance (f.page->view), >, 0.9);
  g_assert_cmpfloat (paper_luminance (f.page->view), <, 0.99);

  change_style (view, ADW_COLOR_SCHEME_FORCE_DARK, FALSE, ST_RENDER_PALETTE_DARK);
  g_assert_cmpfloat (paper_luminance (f.page->view), <, 0.35);
  st_test_shoot ("look-editor-dark");

  change_style (view, ADW_COLOR_SCHEME_FORCE_LIGHT, TRUE, ST_RENDER_PALETTE_HIGH_CONTRAST);
  g_assert_cmpfloat (paper_luminance (f.page->view), >, 0.995);
  st_test_shoot ("look-editor-high-contrast");

  change_style (view, ADW_COLOR_SCHEME_FORCE_DARK, TRUE, ST_RENDER_PALETTE_HIGH_CONTRAST_DARK);
  g_assert_cmpfloat (paper_luminance (f.page->view), <, 0.01);

  change_style (view, ADW_COLOR_SCHEME_DEFAULT, FALSE, ST_RENDER_PALETTE_PRINT);
  g_assert_cmpfloat (paper_luminance (f.page->view), >, 0.9);
  board_fixture_close (&f);
}

static gboolean
human_can_act (gpointer data)
{
  return st_play_page_get_can_act (((Fixture *) data)->play);
}

static int
hand_height (GtkWidget *hand)
{
  int minimum, natural;

  gtk_widget_measure (hand, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, NULL, NULL);
  return natural;
}

static gboolean
hand_taller (gpointer data)
{
  GtkWidget *hand = data;
  int        before = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (hand), "height-before"));

  return gtk_widget_get_height (hand) >= before * 1.4;
}

/* The first card's paper, near its left edge below the values. */
static double
card_paper_luminance (GtkWidget *hand)
{
  cairo_surface_t *surface = render_as_drawn (hand);
  int              card = gtk_widget_get_height (hand) - 10;
  double           mm = card / ST_CARD_HEIGHT_MM;
  double value = luminance (pixel (surface, (int) ((ST_CARD_SAFE_MM + 0.8) * mm), 10 + (int) (card * 0.6)));

  cairo_surface_destroy (surface);
  return value;
}

/* The hand's cards: in the dark palette when the style is dark, and 1.5
 * times as tall (their values and text with them) at 1.5 times the text
 * size. */
static void
test_hand_follows_style_and_text (void)
{
  Fixture      f = { 0 };
  GtkWidget   *hand;
  GtkSettings *settings = gtk_settings_get_default ();
  int          dpi = 0, before;

  fixture_open (&f, "manoeuvre");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_RANDOM, 5);
  g_assert_true (wait_for (human_can_act, &f, 20));
  hand = st_play_page_get_hand (f.play);
  g_assert_cmpuint (st_play_hand_get_n_cards (ST_PLAY_HAND (hand)), >, 0);
  st_test_wait_drawn (hand, 2);
  g_assert_cmpfloat (card_paper_luminance (hand), >, 0.8);

  change_style (hand, ADW_COLOR_SCHEME_FORCE_DARK, FALSE, ST_RENDER_PALETTE_DARK);
  g_assert_cmpfloat (card_paper_luminance (hand), <, 0.3);
  st_test_shoot ("look-hand-dark");
  change_style (hand, ADW_COLOR_SCHEME_DEFAULT, FALSE, ST_RENDER_PALETTE_PRINT);

  /* Large text. */
  g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  before = hand_height (hand);
  g_object_set_data (G_OBJECT (hand), "height-before", GINT_TO_POINTER (gtk_widget_get_height (hand)));
  g_object_set (settings, "gtk-xft-dpi", (int) (1.5 * 96 * 1024), NULL);
  g_assert_cmpfloat (st_look_text_scale (hand), ==, 1.5);
  g_assert_cmpint (hand_height (hand), >=, (before - 10) * 1.45 + 10);
  g_assert_true (st_test_wait_until (hand_taller, hand, 10.0));
  st_test_shoot ("look-hand-large-text");
  g_object_set (settings, "gtk-xft-dpi", dpi, NULL);
  g_assert_cmpint (hand_height (hand), ==, before);
  fixture_close (&f);
}

static gboolean
whole_text_kept (GtkWidget *widget, const char *text)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  return text != NULL && *text != '\0' && g_strcmp0 (tooltip, text) == 0;
}

/* Play at 1.5 times the text size in high contrast, a unit picked and the
 * cursor on a target: the prompt and the editor's board hint keep their
 * whole text (the prompt wraps to three lines, then ellipsizes; both have the
 * whole text as their tooltip, which is their accessible description). */
static void
test_play_large_text (void)
{
  Fixture      f = { 0 };
  StBoardView *view;
  GtkSettings *settings = gtk_settings_get_default ();
  int          dpi = 0;
  guint        n_targets = 0;

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_RANDOM, 7);
  g_assert_true (wait_for (human_can_act, &f, 20));
  view = st_play_page_get_view (f.play);
  g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  g_object_set (settings, "gtk-xft-dpi", (int) (1.5 * 96 * 1024), NULL);
  change_style (GTK_WIDGET (view), ADW_COLOR_SCHEME_FORCE_LIGHT, TRUE, ST_RENDER_PALETTE_HIGH_CONTRAST);

  /* A unit with somewhere to go, picked, and the cursor on a target. */
  for (guint tries = 0; tries < 20 && n_targets == 0; tries++)
    {
      g_assert_true (st_board_view_cursor_jump_piece (view, 1));
      st_board_view_activate_cursor (view);
      if (st_play_page_get_picked_unit (f.play) >= 0)
        st_play_page_get_targets (f.play, &n_targets);
      if (n_targets == 0 && st_play_page_get_picked_unit (f.play) >= 0)
        gtk_widget_activate_action (GTK_WIDGET (f.play), "play.unpick", NULL);
    }
  g_assert_cmpuint (n_targets, >, 0);
  g_assert_true (st_board_view_cursor_jump_target (view, 1));
  gtk_widget_grab_focus (GTK_WIDGET (view));
  st_test_wait_drawn (GTK_WIDGET (view), 2);
  g_assert_true (
      whole_text_kept (GTK_WIDGET (f.play->prompt_label), gtk_inscription_get_text (f.play->prompt_label)));
  g_assert_cmpint (gtk_inscription_get_nat_lines (f.play->prompt_label), >=, 3);
  st_test_shoot ("look-play-high-contrast-large-text");

  change_style (GTK_WIDGET (view), ADW_COLOR_SCHEME_FORCE_DARK, FALSE, ST_RENDER_PALETTE_DARK);
  st_test_shoot ("look-play-dark-large-text");
  change_style (GTK_WIDGET (view), ADW_COLOR_SCHEME_DEFAULT, FALSE, ST_RENDER_PALETTE_PRINT);
  g_object_set (settings, "gtk-xft-dpi", dpi, NULL);
  fixture_close (&f);
}

/* The editor's board hint at 1.5 times the text size: one line, the whole
 * text in its tooltip. */
static void
test_board_hint (void)
{
  BoardFixture f = { 0 };
  GtkSettings *settings = gtk_settings_get_default ();
  int          dpi = 0;

  board_fixture_open (&f, "maneuver-basic", NULL);
  g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  g_object_set (settings, "gtk-xft-dpi", (int) (1.5 * 96 * 1024), NULL);
  st_test_wait_drawn (GTK_WIDGET (f.page->view), 2);
  g_assert_true (
      whole_text_kept (GTK_WIDGET (f.page->status_label), gtk_label_get_text (f.page->status_label)));
  st_test_shoot ("look-editor-large-text");
  g_object_set (settings, "gtk-xft-dpi", dpi, NULL);
  board_fixture_close (&f);
}

/* In play on maneuver-basic, a hex next to a Red unit is "in Red’s zone of
 * control" and one far from every unit is in none. */
static void
test_zones_of_control (void)
{
  Fixture              f = { 0 };
  StBoardView         *view;
  StScenario          *shown;
  const StRenderPiece *red = NULL;
  const StRenderPiece *pieces;
  guint                n_pieces = 0;
  const StSide        *side;
  g_autofree char     *phrase = NULL;
  StCell               neighbours[6];
  guint                n, named = 0;

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_RANDOM, 7);
  g_assert_true (wait_for (human_can_act, &f, 20));
  view = st_play_page_get_view (f.play);
  shown = view->scenario;
  /* A Red piece the player sees (the board shows the viewer's pieces). */
  pieces = st_board_view_get_pieces (view, &n_pieces);
  for (guint i = 0; i < n_pieces && red == NULL; i++)
    if (pieces[i].node < 0 && g_strcmp0 (pieces[i].side, "red") == 0)
      red = &pieces[i];
  g_assert_nonnull (red);
  side = st_scenario_find_side (shown, "red");
  phrase = g_strdup_printf ("in %s’s zone of control", st_text_get_for_locale (side->name));
  n = st_board_neighbours (shown->board, red->cell.x, red->cell.y, neighbours);
  for (guint i = 0; i < n; i++)
    {
      st_board_view_set_cursor_cell (view, neighbours[i]);
      named += strstr (st_board_view_get_description (view), phrase) != NULL;
    }
  g_assert_cmpuint (named, >, 0);

  /* A hex three or more hexes from every unit. */
  for (int y = 0; y < shown->board->rows; y++)
    for (int x = 0; x < shown->board->columns; x++)
      {
        gboolean far = TRUE;

        for (guint i = 0; i < n_pieces && far; i++)
          far =
              pieces[i].node >= 0 || st_board_distance (shown->board, (StCell){ x, y }, pieces[i].cell) >= 3;
        if (!far)
          continue;
        st_board_view_set_cursor_cell (view, (StCell){ x, y });
        g_assert_null (strstr (st_board_view_get_description (view), "zone of control"));
        fixture_close (&f);
        return;
      }
  g_assert_not_reached ();
}

/* The editor names zones of control while the Zones of Control overlay is
 * on: beside a Red unit, and not after the overlay is turned off. */
static void
test_editor_zones (void)
{
  BoardFixture  f = { 0 };
  StScenario   *s;
  const StUnit *red = NULL;
  StCell        neighbours[6];
  guint         n, named = 0;

  board_fixture_open (&f, "maneuver-basic", NULL);
  s = board_fixture_current (&f);
  for (guint i = 0; i < s->units->len && red == NULL; i++)
    {
      const StUnit *unit = g_ptr_array_index (s->units, i);

      if (unit->placed && unit->node == NULL && g_strcmp0 (unit->side, "red") == 0)
        red = unit;
    }
  g_assert_nonnull (red);
  n = st_board_neighbours (s->board, red->cell.x, red->cell.y, neighbours);
  g_assert_cmpuint (n, >, 0);
  st_board_view_set_cursor_cell (f.page->view, neighbours[0]);
  g_assert_null (strstr (st_board_view_get_description (f.page->view), "zone of control"));
  g_assert_true (st_board_overlay_set (f.page, "zoc", TRUE));
  for (guint i = 0; i < n; i++)
    {
      st_board_view_set_cursor_cell (f.page->view, neighbours[i]);
      named += strstr (st_board_view_get_description (f.page->view), "’s zone of control") != NULL;
    }
  g_assert_cmpuint (named, >, 0);
  g_assert_true (st_board_overlay_set (f.page, "zoc", FALSE));
  for (guint i = 0; i < n; i++)
    {
      st_board_view_set_cursor_cell (f.page->view, neighbours[i]);
      g_assert_null (strstr (st_board_view_get_description (f.page->view), "zone of control"));
    }
  board_fixture_close (&f);
}

/* Two pieces in one hex (Blue's first two units moved together). */
static void
stack_two (StScenario *s)
{
  StUnit *first = NULL, *second = NULL;

  for (guint i = 0; i < s->units->len && second == NULL; i++)
    {
      StUnit *unit = g_ptr_array_index (s->units, i);

      if (!unit->placed || unit->node != NULL)
        continue;
      if (first == NULL)
        first = unit;
      else
        second = unit;
    }
  g_assert_nonnull (second);
  second->cell = first->cell;
}

/* The editor's description counts a stack before its pieces. */
static void
test_stack (void)
{
  BoardFixture  f = { 0 };
  StScenario   *s;
  const StUnit *first = NULL;
  const char   *description;

  board_fixture_open (&f, "maneuver-basic", stack_two);
  s = board_fixture_current (&f);
  for (guint i = 0; i < s->units->len && first == NULL; i++)
    {
      const StUnit *unit = g_ptr_array_index (s->units, i);

      if (unit->placed && unit->node == NULL)
        first = unit;
    }
  st_board_view_set_cursor_cell (f.page->view, first->cell);
  description = st_board_view_get_description (f.page->view);
  if (strstr (description, ", stack of 2: ") == NULL)
    g_error ("no stack in \"%s\"", description);
  /* One piece alone is no stack. */
  for (guint i = 0; i < s->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (s->units, i);

      if (unit->placed && unit->node == NULL
          && (unit->cell.x != first->cell.x || unit->cell.y != first->cell.y))
        {
          st_board_view_set_cursor_cell (f.page->view, unit->cell);
          g_assert_null (strstr (st_board_view_get_description (f.page->view), "stack"));
          break;
        }
    }
  board_fixture_close (&f);
}

/* The paper of a thumbnail in the Decks page's grid, as drawn: near its left
 * edge, two thirds down (below the values, beside the text). */
static double
thumb_paper_luminance (GtkWidget *thumb)
{
  cairo_surface_t *surface = render_as_drawn (thumb);
  int              height = gtk_widget_get_height (thumb);
  double           mm = (height - 6) / ST_CARD_HEIGHT_MM;
  double value = luminance (pixel (surface, 3 + (int) ((ST_CARD_SAFE_MM + 0.8) * mm), (int) (height * 0.66)));

  cairo_surface_destroy (surface);
  return value;
}

/* The Decks page's card grid draws its faces in the style's palette: dark
 * paper in the dark style, pure white in high contrast, the printed paper
 * again in the default style. */
static void
test_deck_grid_follows_style (void)
{
  BoardFixture f = { 0 };
  StDeckPage  *page;
  GtkWidget   *thumb;
  double       print;

  board_fixture_open (&f, "manoeuvre", NULL);
  st_window_set_visible_part (f.window, "decks");
  st_test_iterate ();
  page = ST_DECK_PAGE (f.window->deck_page);
  g_assert_nonnull (page);
  thumb = st_card_grid_get_thumb (page->grid, 0);
  g_assert_nonnull (thumb);
  st_test_wait_drawn (thumb, 2);
  print = thumb_paper_luminance (thumb);
  g_assert_cmpfloat (print, >, 0.85);

  change_style (thumb, ADW_COLOR_SCHEME_FORCE_DARK, FALSE, ST_RENDER_PALETTE_DARK);
  g_assert_cmpfloat (thumb_paper_luminance (thumb), <, 0.3);
  st_test_shoot ("look-decks-dark");
  change_style (thumb, ADW_COLOR_SCHEME_FORCE_LIGHT, TRUE, ST_RENDER_PALETTE_HIGH_CONTRAST);
  g_assert_cmpfloat (thumb_paper_luminance (thumb), >, 0.995);
  change_style (thumb, ADW_COLOR_SCHEME_DEFAULT, FALSE, ST_RENDER_PALETTE_PRINT);
  g_assert_cmpfloat (thumb_paper_luminance (thumb), ==, print);
  board_fixture_close (&f);
}

static gboolean
window_sized (gpointer data)
{
  int width, height;

  /* The default size holds the frame's few pixels too. */
  gtk_window_get_default_size (data, &width, &height);
  return width == 1600 && height == 1000 && gtk_widget_get_width (data) >= 1580
         && gtk_widget_get_height (data) >= 980;
}

/* The text sizes of the view's drawing after the window painted. */
static StRenderTextSizes
drawn_text_sizes (StBoardView *view)
{
  st_board_view_zoom_to_fit (view);
  gtk_widget_queue_draw (GTK_WIDGET (view));
  st_test_wait_drawn (GTK_WIDGET (view), 2);
  return view->text_sizes;
}

/* Each bundled scenario's board in the editor, at fit in a 1600 × 1000
 * window: the text on its pieces (names, values, steps) and its labels
 * (coordinates, town names) are at least 9 pixels at the normal text size,
 * and a third larger at 1.5 times it, in every palette's look. */
static void
test_fit_text_sizes (void)
{
  const char *const names[] = { "maneuver-basic", "command-and-maneuver", "manoeuvre", "manover-finland" };
  GtkSettings      *settings = gtk_settings_get_default ();
  int               dpi = 0;

  g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      BoardFixture      f = { 0 };
      StRenderTextSizes normal, large;

      board_fixture_open (&f, names[i], NULL);
      /* A shown window keeps its size: it is shown again at the new one. */
      gtk_widget_set_visible (GTK_WIDGET (f.window), FALSE);
      gtk_window_set_default_size (GTK_WINDOW (f.window), 1600, 1000);
      gtk_window_present (GTK_WINDOW (f.window));
      g_assert_true (st_test_wait_until (window_sized, f.window, 10.0));
      g_object_set (settings, "gtk-xft-dpi", 96 * 1024, NULL);
      normal = drawn_text_sizes (f.page->view);
      {
        g_autofree char *shot = g_strdup_printf ("look-fit-%s", names[i]);
        st_test_shoot (shot);
      }
      g_object_set (settings, "gtk-xft-dpi", (int) (1.5 * 96 * 1024), NULL);
      large = drawn_text_sizes (f.page->view);
      {
        g_autofree char *shot = g_strdup_printf ("look-fit-%s-large-text", names[i]);
        st_test_shoot (shot);
      }
      if (g_test_verbose () || g_getenv ("ST_TEST_PRINT_SIZES") != NULL)
        g_printerr ("%s at fit (view %d x %d): pieces %.1f px, labels %.1f px; at 1.5x %.1f px, %.1f px\n",
                    names[i], gtk_widget_get_width (GTK_WIDGET (f.page->view)),
                    gtk_widget_get_height (GTK_WIDGET (f.page->view)), normal.piece_min, normal.label_min,
                    large.piece_min, large.label_min);
      g_assert_cmpfloat (normal.piece_min, >=, 9.0);
      g_assert_cmpfloat (normal.label_min, >=, 9.0);
      g_assert_cmpfloat (large.piece_min, >=, 1.3 * normal.piece_min);
      g_assert_cmpfloat (large.label_min, >=, 1.3 * normal.label_min);
      g_object_set (settings, "gtk-xft-dpi", dpi, NULL);
      board_fixture_close (&f);
    }
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
  g_test_add_func ("/a11y-look/the board repaints in the style's palette", test_board_follows_style);
  g_test_add_func ("/a11y-look/the hand: dark cards, and larger with larger text",
                   test_hand_follows_style_and_text);
  g_test_add_func ("/a11y-look/play at 1.5x text in high contrast: the prompt whole", test_play_large_text);
  g_test_add_func ("/a11y-look/the board hint at 1.5x text: its whole text in the tooltip", test_board_hint);
  g_test_add_func ("/a11y-look/the description names zones of control", test_zones_of_control);
  g_test_add_func ("/a11y-look/the editor names zones of control with the overlay on", test_editor_zones);
  g_test_add_func ("/a11y-look/the description counts a stack", test_stack);
  g_test_add_func ("/a11y-look/the deck grid repaints in the style's palette", test_deck_grid_follows_style);
  g_test_add_func ("/a11y-look/text on pieces and labels at fit in 1600x1000: 9 px and growing",
                   test_fit_text_sizes);
  return g_test_run ();
}
