/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "core/st-scenario-io.h"
#include "render/st-counter-render.h"

/* The Manöver-spelet sheet's pieces as Sandtable draws them ("Pjeserna"), on the
 * bundled Finland scenario: each test is named after its sentence. */

#define SIZE 100
#define DIAMETER 80.0

static StScenario *
finland (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "manover-finland.xml", NULL);
  StScenario *s = st_scenario_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return s;
}

static cairo_surface_t *
draw (const StScenario *s, const StUnit *unit, gboolean back)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIZE, SIZE);
  cairo_t         *cr = cairo_create (surface);

  st_counter_render (cr, s, unit, back, SIZE / 2.0, SIZE / 2.0, DIAMETER, "sv");
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The pixel at radius r from the centre, eastwards: red, green, blue, alpha 0-255. */
static void
pixel_at (cairo_surface_t *surface, double r, guint8 rgba[4])
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int           x = (int) (SIZE / 2.0 + r), y = SIZE / 2;
  guint32       p = *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4);

  rgba[3] = (guint8) (p >> 24);
  rgba[0] = (guint8) (p >> 16);
  rgba[1] = (guint8) (p >> 8);
  rgba[2] = (guint8) p;
}

static const StUnitType *
type_of (const StScenario *s, const StUnit *unit)
{
  return st_scenario_find_unit_type (s, unit->type);
}

static void
test_border_colours (void)
{
  g_autoptr (StScenario) s = finland ();
  guint arms_seen = 0;

  /* "De pjeser vilka äro kantade med blått äro infanteri, ... rött artilleri,
   * ... gult kavalleri, ... svart gas-kommando- eller pansartåg, ... vitt
   * flygare." The machine-gun companies are blue-edged too (note 1: "alla med
   * blått kantade pjeser"). The rim of every piece, between its edge and its
   * side's disc, is its arm's colour. */
  for (guint i = 0; i < s->units->len; i++)
    {
      const StUnit    *unit = g_ptr_array_index (s->units, i);
      const char      *arm = type_of (s, unit)->arm;
      cairo_surface_t *surface = draw (s, unit, FALSE);
      guint8           c[4];

      pixel_at (surface, DIAMETER / 2 * 0.85, c);
      g_assert_cmpuint (c[3], ==, 255);
      if (g_str_equal (arm, "infantry") || g_str_equal (arm, "machine-gun"))
        g_assert_true (c[2] > 150 && c[0] < 100);
      else if (g_str_equal (arm, "artillery"))
        g_assert_true (c[0] > 150 && c[1] < 100 && c[2] < 100);
      else if (g_str_equal (arm, "cavalry"))
        g_assert_true (c[0] > 150 && c[1] > 150 && c[2] < 100);
      else if (g_str_equal (arm, "gas") || g_str_equal (arm, "armoured-train"))
        g_assert_true (c[0] < 80 && c[1] < 80 && c[2] < 80);
      else if (g_str_equal (arm, "aviation"))
        g_assert_true (c[0] > 200 && c[1] > 200 && c[2] > 200);
      else
        g_assert_not_reached ();
      arms_seen |= 1u << (g_str_equal (arm, "infantry")         ? 0
                          : g_str_equal (arm, "machine-gun")    ? 1
                          : g_str_equal (arm, "artillery")      ? 2
                          : g_str_equal (arm, "armoured-train") ? 3
                          : g_str_equal (arm, "gas")            ? 4
                          : g_str_equal (arm, "aviation")       ? 5
                                                                : 6);
      cairo_surface_destroy (surface);
    }
  g_assert_cmpuint (arms_seen, ==, 0x7f);
}

static void
test_same_form_and_size (void)
{
  g_autoptr (StScenario) s = finland ();
  cairo_surface_t *first_back[2] = { NULL, NULL };

  /* "Alla pjeser ha samma form och storlek": every piece is the same disc, so
   * the back of a piece (how an unknown enemy piece looks) tells nothing but its
   * side: the backs of a side's pieces are the same image, pixel for pixel. */
  for (guint i = 0; i < s->units->len; i++)
    {
      const StUnit    *unit = g_ptr_array_index (s->units, i);
      int              side = g_str_equal (unit->side, "north") ? 0 : 1;
      cairo_surface_t *front = draw (s, unit, FALSE);
      cairo_surface_t *back = draw (s, unit, TRUE);
      guint8           c[4];

      pixel_at (front, DIAMETER / 2 - 2, c);
      g_assert_cmpuint (c[3], ==, 255);
      pixel_at (front, DIAMETER / 2 + 2, c);
      g_assert_cmpuint (c[3], ==, 0);
      if (first_back[side] == NULL)
        first_back[side] = back;
      else
        {
          g_assert_cmpmem (cairo_image_surface_get_data (back), cairo_image_surface_get_stride (back) * SIZE,
                           cairo_image_surface_get_data (first_back[side]),
                           cairo_image_surface_get_stride (first_back[side]) * SIZE);
          cairo_surface_destroy (back);
        }
      cairo_surface_destroy (front);
    }
  g_assert_nonnull (first_back[0]);
  g_assert_nonnull (first_back[1]);
  cairo_surface_destroy (first_back[0]);
  cairo_surface_destroy (first_back[1]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/manover/[De pjeser vilka äro kantade med blått äro infanteri ...] the rim shows "
                   "the arm",
                   test_border_colours);
  g_test_add_func ("/render/manover/[Alla pjeser ha samma form och storlek] a side's backs are alike",
                   test_same_form_and_size);
  return g_test_run ();
}
