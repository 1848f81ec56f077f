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
#include "render/st-counter-render.h"

#include "st-play-cover.h"
#include "st-play-hand.h"
#include "st-play-page.h"
#include "st-window.h"

/* What play mode draws of pieces and cards: a hidden piece drawn blank, the
 * hand's strip of cards. */

/* Renders unit (a copy with its type replaced by type) into a fresh surface. */
static cairo_surface_t *
render_piece (StScenario *scenario, const StUnit *unit, const char *type)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 64, 64);
  cairo_t         *cr = cairo_create (surface);
  StUnit           copy = *unit;

  copy.type = (char *) type;
  copy.name = NULL;
  st_counter_render (cr, scenario, &copy, FALSE, 32, 32, 60, NULL);
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
  cairo_surface_t *hidden_a, *hidden_b, *shown_a;

  g_assert_nonnull (scenario);
  for (guint i = 0; i < scenario->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);

      if (a == NULL)
        a = unit;
      else if (b == NULL && g_strcmp0 (unit->side, a->side) == 0 && g_strcmp0 (unit->type, a->type) != 0)
        b = unit;
    }
  g_assert_nonnull (b);
  hidden_a = render_piece (scenario, a, ST_RENDER_HIDDEN_UNIT_TYPE);
  hidden_b = render_piece (scenario, b, ST_RENDER_HIDDEN_UNIT_TYPE);
  shown_a = render_piece (scenario, a, a->type);
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
