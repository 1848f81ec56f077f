/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "core/st-scenario-io.h"
#include "engine/st-playtest-runner.h"

#include "app-test-util.h"
#include "play-fixture.h"
#include "st-balance-page.h"
#include "render/st-board-render.h"

#include "st-play-cover.h"
#include "st-play-hand.h"
#include "st-play-page.h"
#include "st-window.h"

/* What play mode draws of pieces and cards: a hidden piece drawn blank, the
 * hand's strip of cards. */

/* Renders the board of scenario with piece alone on it (as play mode hands
 * the board its pieces) into a fresh surface. */
static cairo_surface_t *
render_piece (StScenario *scenario, const StRenderPiece *piece)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 64, 64);
  cairo_t         *cr = cairo_create (surface);
  g_autoptr (StBoardLayout) layout = st_board_layout_new (scenario);
  StRenderOptions options;

  st_render_options_init (&options);
  options.show_units = TRUE;
  options.pieces = piece;
  options.n_pieces = 1;
  /* The piece's cell fills the surface. */
  {
    double cx, cy, size = st_board_layout_cell_size (layout);

    st_board_layout_cell_center (layout, piece->cell, &cx, &cy);
    cairo_scale (cr, 64 / size, 64 / size);
    cairo_translate (cr, size / 2 - cx, size / 2 - cy);
  }
  st_render_board (cr, scenario, layout, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
same_pixels (cairo_surface_t *a, cairo_surface_t *b)
{
  return memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (gsize) cairo_image_surface_get_stride (a) * 64)
         == 0;
}

/* A hidden piece is drawn blank: two units of different types look the same,
 * and unlike either when shown. */
static void
test_hidden_piece (void)
{
  g_autofree char *path = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (StScenario) scenario = st_scenario_load_file (path, NULL, NULL);
  const StUnit    *a = NULL, *b = NULL;
  StRenderPiece    piece_a, piece_b;
  cairo_surface_t *hidden_a, *hidden_b, *shown_a;

  g_assert_nonnull (scenario);
  for (guint i = 0; i < scenario->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);

      if (a == NULL && unit->placed)
        a = unit;
      else if (a != NULL && b == NULL && unit->placed && g_strcmp0 (unit->side, a->side) == 0
               && g_strcmp0 (unit->type, a->type) != 0)
        b = unit;
    }
  g_assert_nonnull (b);
  g_assert_true (st_render_piece_from_unit (scenario, a, &piece_a));
  g_assert_true (st_render_piece_from_unit (scenario, b, &piece_b));
  /* Both at a's cell; hidden, each keeps only its side. */
  piece_b.cell = piece_a.cell;
  shown_a = render_piece (scenario, &piece_a);
  piece_a = (StRenderPiece){ .side = a->side, .hidden = TRUE, .cell = piece_a.cell, .node = -1 };
  piece_b = (StRenderPiece){ .side = b->side, .hidden = TRUE, .cell = piece_b.cell, .node = -1 };
  hidden_a = render_piece (scenario, &piece_a);
  hidden_b = render_piece (scenario, &piece_b);
  g_assert_true (same_pixels (hidden_a, hidden_b));
  g_assert_false (same_pixels (hidden_a, shown_a));
  cairo_surface_destroy (hidden_a);
  cairo_surface_destroy (hidden_b);
  cairo_surface_destroy (shown_a);
}

static void
card_activated_cb (StPlayHand *hand, int card, gpointer data)
{
  *(int *) data = card;
}

/* A hand's card emits its index when clicked; a card seen from the back does
 * nothing. */
static void
test_hand_strip (void)
{
  GtkWidget *hand = g_object_ref_sink (st_play_hand_new ());
  g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (int));
  int values[] = { 7, -1, 3 };
  int clicked = -2;

  g_array_append_vals (cards, values, G_N_ELEMENTS (values));
  st_play_hand_set_cards (ST_PLAY_HAND (hand), NULL, cards, "#336699");
  g_assert_cmpuint (st_play_hand_get_n_cards (ST_PLAY_HAND (hand)), ==, 3);
  g_signal_connect (hand, "card-activated", G_CALLBACK (card_activated_cb), &clicked);
  st_play_hand_activate (ST_PLAY_HAND (hand), 2);
  g_assert_cmpint (clicked, ==, 3);
  clicked = -2;
  st_play_hand_activate (ST_PLAY_HAND (hand), 1);
  g_assert_cmpint (clicked, ==, -2);
  st_play_hand_activate (ST_PLAY_HAND (hand), 5);
  g_assert_cmpint (clicked, ==, -2);
  g_assert_finalize_object (hand);
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

  g_test_add_func ("/app/play/hidden-piece-is-blank", test_hidden_piece);
  g_test_add_func ("/app/play/hand-strip", test_hand_strip);

  return g_test_run ();
}
