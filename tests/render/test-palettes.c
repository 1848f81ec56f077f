/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "core/st-scenario-io.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"
#include "render/st-card-render.h"
#include "render/st-render-legend.h"
#include "render/st-render-private.h"
#include "render-fixture.h"

/* The palettes the app picks from the desktop's style and the text size it
 * follows (issue 28), probed by pixel: the dark paper is not white, the
 * high-contrast ones are white or black with no tint on targets but a
 * double outline, and the print palette, the default, is what it always
 * was. */

static double
luminance (guint32 pixel)
{
  return (0.2126 * ((pixel >> 16) & 0xff) + 0.7152 * ((pixel >> 8) & 0xff) + 0.0722 * (pixel & 0xff)) / 255.0;
}

/* The board at one pixel a board unit, with cell (2,2) a target (and the
 * pieces left out, so that the cell shows its ground). */
static cairo_surface_t *
render_board (const StScenario *s, const StBoardLayout *layout, StRenderPalette palette, gboolean target)
{
  StCell           cell = { 2, 2 };
  StRenderOptions  options;
  double           width, height;
  cairo_surface_t *surface;
  cairo_t         *cr;

  st_board_layout_get_extent (layout, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width), (int) ceil (height));
  cr = cairo_create (surface);
  st_render_options_init (&options);
  options.show_units = FALSE;
  options.palette = palette;
  if (target)
    {
      options.highlight_cells = &cell;
      options.n_highlight_cells = 1;
    }
  st_render_board (cr, s, layout, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
test_paper (void)
{
  g_autoptr (StScenario) s = build_hex (ST_HEX_FLAT, FALSE, 8, 6);
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  double expected[ST_N_RENDER_PALETTES][2] = {
    [ST_RENDER_PALETTE_PRINT] = { 0.9, 1.0 },
    [ST_RENDER_PALETTE_DARK] = { 0.1, 0.35 },
    [ST_RENDER_PALETTE_HIGH_CONTRAST] = { 0.999, 1.0 },
    [ST_RENDER_PALETTE_HIGH_CONTRAST_DARK] = { 0.0, 0.001 },
  };
  double cx, cy, print_terrain = 0;

  /* The middle of a cell, clear of the coordinates at its top. */
  st_board_layout_cell_center (layout, (StCell){ 3, 3 }, &cx, &cy);
  for (guint p = 0; p < ST_N_RENDER_PALETTES; p++)
    {
      cairo_surface_t *surface = render_board (s, layout, p, FALSE);
      /* The paper of the margin, between the edge and the frame. */
      double paper = luminance (pixel_at (surface, 2, 2));
      double terrain = luminance (pixel_at (surface, (int) cx - 6, (int) cy));

      if (g_test_verbose ())
        g_printerr ("%s: paper %.3f terrain %.3f\n", st_render_palette_name (p), paper, terrain);
      g_assert_cmpfloat (paper, >=, expected[p][0]);
      g_assert_cmpfloat (paper, <=, expected[p][1]);
      if (p == ST_RENDER_PALETTE_PRINT)
        print_terrain = terrain;
      /* The dark ones dim the terrain too, so that the board is no bright
       * rectangle. */
      if (p == ST_RENDER_PALETTE_DARK || p == ST_RENDER_PALETTE_HIGH_CONTRAST_DARK)
        g_assert_cmpfloat (terrain, <, print_terrain * 0.7);
      cairo_surface_destroy (surface);
    }
}

/* The default options draw the print palette, which nothing else changes. */
static void
test_print_is_default (void)
{
  g_autoptr (StScenario) s = build_hex (ST_HEX_POINTY, TRUE, 6, 5);
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  StRenderOptions options;

  st_render_options_init (&options);
  g_assert_cmpint (options.palette, ==, ST_RENDER_PALETTE_PRINT);
  g_assert_cmpfloat (options.text_scale, ==, 0.0);
  g_assert_cmpint (st_render_palette_for_style (FALSE, FALSE), ==, ST_RENDER_PALETTE_PRINT);
  g_assert_cmpint (st_render_palette_for_style (TRUE, FALSE), ==, ST_RENDER_PALETTE_DARK);
  g_assert_cmpint (st_render_palette_for_style (FALSE, TRUE), ==, ST_RENDER_PALETTE_HIGH_CONTRAST);
  g_assert_cmpint (st_render_palette_for_style (TRUE, TRUE), ==, ST_RENDER_PALETTE_HIGH_CONTRAST_DARK);
  for (guint p = 0; p < ST_N_RENDER_PALETTES; p++)
    {
      StRenderPalette back;

      g_assert_true (st_render_palette_from_name (st_render_palette_name (p), &back));
      g_assert_cmpint (back, ==, p);
    }
}

/* A target on a square board: the pixel just inside the cell's top edge is
 * the target's outline in every palette; the high-contrast ones put a line
 * of ink inside it and no tint in the cell, the others tint the cell. */
static void
test_target_outline (void)
{
  g_autoptr (StScenario) s = build_manoeuvre ();
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  StRgb  blue;
  double cx, cy, inner = st_board_layout_cell_size (layout) / 2;

  st_render_mark_rgb (ST_MARK_TARGET, &blue);
  st_board_layout_cell_center (layout, (StCell){ 2, 2 }, &cx, &cy);
  for (guint p = 0; p < ST_N_RENDER_PALETTES; p++)
    {
      cairo_surface_t *plain = render_board (s, layout, p, FALSE);
      cairo_surface_t *marked = render_board (s, layout, p, TRUE);
      gboolean         high_contrast =
          p == ST_RENDER_PALETTE_HIGH_CONTRAST || p == ST_RENDER_PALETTE_HIGH_CONTRAST_DARK;
      guint32 edge = pixel_at (marked, (int) cx + 6, (int) floor (cy - inner) + 1);
      /* 3 to 4.8 pixels inside, where the backing line shows. */
      guint32 inside = pixel_at (marked, (int) cx + 6, (int) floor (cy - inner + 3.9));
      /* Between the edge and the dot in the middle. */
      int      qx = (int) (cx + inner * 0.55), qy = (int) (cy + inner * 0.55);
      gboolean tinted = pixel_at (plain, qx, qy) != pixel_at (marked, qx, qy);
      int      r = (edge >> 16) & 0xff, g = (edge >> 8) & 0xff, b = edge & 0xff;

      g_assert_cmpint (ABS (r - (int) lround (blue.red * 255)), <=, 8);
      g_assert_cmpint (ABS (g - (int) lround (blue.green * 255)), <=, 8);
      g_assert_cmpint (ABS (b - (int) lround (blue.blue * 255)), <=, 8);
      if (high_contrast)
        {
          /* The backing line: black on white paper, white on black (the
           * pixel is at least four fifths on it). */
          if (p == ST_RENDER_PALETTE_HIGH_CONTRAST)
            g_assert_cmpfloat (luminance (inside), <, 0.2);
          else
            g_assert_cmpfloat (luminance (inside), >, 0.8);
          g_assert_false (tinted);
        }
      else
        g_assert_true (tinted);
      cairo_surface_destroy (plain);
      cairo_surface_destroy (marked);
    }
}

/* Text follows the desktop's text size, with a smallest size on screen; 0 is
 * the designed size at any zoom. */
static void
test_text_scale (void)
{
  g_autoptr (StScenario) s = build_hex (ST_HEX_FLAT, FALSE, 4, 4);
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 10, 10);
  cairo_t         *cr = cairo_create (surface);
  StRenderOptions  options;
  StRenderContext  ctx;

  st_render_options_init (&options);
  /* Zoomed in: text as designed, then 1.5 times as large. */
  cairo_scale (cr, 4, 4);
  st_render_context_init (&ctx, cr, s, layout, &options);
  g_assert_cmpfloat (st_render_text_scaled (&ctx, 5.0), ==, 5.0);
  options.text_scale = 1.0;
  g_assert_cmpfloat (st_render_text_scaled (&ctx, 5.0), ==, 5.0);
  options.text_scale = 1.5;
  g_assert_cmpfloat_with_epsilon (st_render_text_scaled (&ctx, 5.0), 7.5, 1e-9);
  st_render_context_clear (&ctx);

  /* Zoomed out to half a pixel a unit: 5 units would be 2.5 pixels; it
   * grows to 8 pixels (16 units), 12 at 1.5, but to no more than 2.5 times
   * its size. */
  cairo_identity_matrix (cr);
  cairo_scale (cr, 0.5, 0.5);
  st_render_context_init (&ctx, cr, s, layout, &options);
  options.text_scale = 0;
  g_assert_cmpfloat (st_render_text_scaled (&ctx, 5.0), ==, 5.0);
  options.text_scale = 1.0;
  g_assert_cmpfloat_with_epsilon (st_render_text_scaled (&ctx, 8.0), ST_RENDER_MIN_TEXT_PIXELS * 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (st_render_text_scaled (&ctx, 5.0), 12.5, 1e-9);
  options.text_scale = 1.5;
  g_assert_cmpfloat_with_epsilon (st_render_text_scaled (&ctx, 10.0), ST_RENDER_MIN_TEXT_PIXELS * 3, 1e-9);
  g_assert_cmpfloat_with_epsilon (st_render_text_scaled (&ctx, 8.0), 8.0 * ST_RENDER_MAX_GROWTH, 1e-9);
  /* On a piece, at most a quarter larger: its texts have no more room. */
  ctx.text_growth = ST_RENDER_PIECE_TEXT_GROWTH;
  g_assert_cmpfloat_with_epsilon (st_render_text_scaled (&ctx, 8.0), 10.0, 1e-9);
  st_render_context_clear (&ctx);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* More ink in the coordinates' band at the top of the cells with larger text:
 * the coordinates grow, up to half the cells' inner radius. */
static void
test_coordinates_grow (void)
{
  g_autoptr (StScenario) s = build_hex (ST_HEX_FLAT, FALSE, 6, 5);
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  const double scales[] = { 0, 1.5 };
  guint        ink[2] = { 0, 0 };
  double       width, height, cx, cy;

  st_board_layout_get_extent (layout, &width, &height);
  st_board_layout_cell_center (layout, (StCell){ 2, 2 }, &cx, &cy);
  for (guint k = 0; k < G_N_ELEMENTS (scales); k++)
    {
      cairo_surface_t *surface =
          cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width), (int) ceil (height));
      cairo_t        *cr = cairo_create (surface);
      StRenderOptions options;
      double          inner = st_board_layout_cell_size (layout) / 2;

      st_render_options_init (&options);
      options.show_units = FALSE;
      options.text_scale = scales[k];
      st_render_board (cr, s, layout, &options);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      /* Dark pixels (the coordinates' ink) across the top third of the cell. */
      for (int y = (int) (cy - inner); y < (int) (cy - inner / 3); y++)
        for (int x = (int) (cx - inner * 0.6); x < (int) (cx + inner * 0.6); x++)
          ink[k] += luminance (pixel_at (surface, x, y)) < 0.45;
      cairo_surface_destroy (surface);
    }
  g_assert_cmpuint (ink[0], >, 0);
  g_assert_cmpuint (ink[1], >, ink[0] * 5 / 4);
}

static StScenario *
load_bundled (const char *name)
{
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  StScenario *s;

  g_assert_nonnull (root);
  path = g_build_filename (root, "data", "scenarios", file, NULL);
  s = st_scenario_load_file (path, NULL, &error);
  g_assert_no_error (error);
  return s;
}

/* A card's paper, in the middle of its lower half (its text's margin), and
 * its value rows: tinted in print and dark, outlined in high contrast. */
static void
test_card_palettes (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre");
  const StDeck *deck = g_ptr_array_index (s->decks, 0);
  const StCard *card = NULL;
  const double  scale = 10.0;
  double        paper[ST_N_RENDER_PALETTES];

  /* A unit card: it has value rows. */
  for (guint i = 0; i < deck->cards->len && card == NULL; i++)
    if (((const StCard *) g_ptr_array_index (deck->cards, i))->kind == ST_CARD_UNIT)
      card = g_ptr_array_index (deck->cards, i);
  g_assert_nonnull (card);
  for (guint p = 0; p < ST_N_RENDER_PALETTES; p++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (
          CAIRO_FORMAT_RGB24, (int) (ST_CARD_WIDTH_MM * scale), (int) (ST_CARD_HEIGHT_MM * scale));
      cairo_t *cr = cairo_create (surface);
      /* Just inside the paper's left edge, beside the first value row. */
      int     x = (int) ((ST_CARD_SAFE_MM + 0.6) * scale);
      int     y = (int) ((ST_CARD_SAFE_MM + 13.0 + 20.0 + 1.5 + 3.0) * scale);
      int     row_edge = (int) ((ST_CARD_SAFE_MM + 1.5) * scale);
      guint32 row;

      cairo_scale (cr, scale, scale);
      st_card_render_styled (cr, s, deck, card, "en", 0, p);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      paper[p] = luminance (pixel_at (surface, x, y));
      row = pixel_at (surface, row_edge, y);
      if (g_test_verbose ())
        g_printerr ("%s: paper %06x row edge %06x\n", st_render_palette_name (p),
                    pixel_at (surface, x, y) & 0xffffff, row & 0xffffff);
      if (p == ST_RENDER_PALETTE_HIGH_CONTRAST)
        {
          g_assert_true (pixel_near (pixel_at (surface, x, y), "#ffffff", 2));
          /* The row's outline, in black. */
          g_assert_true (pixel_near (row, "#000000", 40));
        }
      else if (p == ST_RENDER_PALETTE_HIGH_CONTRAST_DARK)
        {
          g_assert_true (pixel_near (pixel_at (surface, x, y), "#000000", 2));
          g_assert_true (pixel_near (row, "#ffffff", 40));
        }
      cairo_surface_destroy (surface);
    }
  g_assert_cmpfloat (paper[ST_RENDER_PALETTE_PRINT], >, 0.9);
  g_assert_cmpfloat (paper[ST_RENDER_PALETTE_DARK], <, 0.3);
}

/* Cell (2,2) of a hex board drawn alone: a set-up zone of side (both sides
 * in the same colour), hatched by side or not. */
static cairo_surface_t *
render_zone (const char *side, gboolean side_hatching)
{
  g_autoptr (StScenario) s = build_hex (ST_HEX_FLAT, FALSE, 5, 5);
  g_autoptr (StBoardLayout) layout = NULL;
  StArea          *area = st_area_new ("zone", ST_AREA_SETUP_ZONE);
  StCell           cell = { 2, 2 };
  StRenderOptions  options;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 48, 48);
  cairo_t         *cr = cairo_create (surface);
  double           cx, cy;

  for (guint i = 0; i < s->sides->len; i++)
    {
      StSide *each = g_ptr_array_index (s->sides, i);

      g_free (each->color);
      each->color = g_strdup ("#1c71d8");
    }
  g_ptr_array_set_size (s->areas, 0);
  area->side = g_strdup (side);
  area->cells = g_array_new (FALSE, FALSE, sizeof (StCell));
  g_array_append_val (area->cells, cell);
  g_ptr_array_add (s->areas, area);
  layout = st_board_layout_new (s);
  st_board_layout_cell_center (layout, cell, &cx, &cy);
  st_render_options_init (&options);
  options.show_units = FALSE;
  options.show_labels = FALSE;
  options.side_hatching = side_hatching;
  /* The 48 pixels round the cell's middle, at 2 pixels a unit. */
  cairo_translate (cr, 24, 24);
  cairo_scale (cr, 2, 2);
  cairo_translate (cr, -cx, -cy);
  st_render_board (cr, s, layout, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static guint
differing_pixels (cairo_surface_t *a, cairo_surface_t *b)
{
  guint n = 0;

  for (int y = 0; y < 48; y++)
    for (int x = 0; x < 48; x++)
      n += pixel_at (a, x, y) != pixel_at (b, x, y);
  return n;
}

/* With side hatching (the app), two sides' set-up zones in one colour are
 * told apart by their hatching's angle; as printed (the CLI), they are not. */
static void
test_zone_hatching (void)
{
  cairo_surface_t *printed[2] = { render_zone ("blue", FALSE), render_zone ("red", FALSE) };
  cairo_surface_t *hatched[2] = { render_zone ("blue", TRUE), render_zone ("red", TRUE) };
  guint            printed_diff = differing_pixels (printed[0], printed[1]);
  guint            hatched_diff = differing_pixels (hatched[0], hatched[1]);

  if (g_test_verbose ())
    g_printerr ("printed %u, hatched %u pixels differ\n", printed_diff, hatched_diff);
  g_assert_cmpuint (printed_diff, ==, 0);
  /* Rising and falling lines cross: at least a fifth of the pixels differ. */
  g_assert_cmpuint (hatched_diff, >, 48 * 48 / 5);
  for (guint i = 0; i < 2; i++)
    {
      cairo_surface_destroy (printed[i]);
      cairo_surface_destroy (hatched[i]);
    }
}

/* The legend's swatches lie on the palette's paper (a dark square in the
 * dark palettes; none in print) and, in high contrast, a rule overlay's
 * swatch is hatched: pixels of its full colour, which its tint never has. */
static void
test_legend_swatches (void)
{
  for (guint p = 0; p < ST_N_RENDER_PALETTES; p++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 22, 22);
      cairo_t         *cr = cairo_create (surface);
      guint32          corner;
      guint            full = 0;

      st_render_mark_swatch_styled (cr, ST_MARK_OVERLAY_AREA, 22, p);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      corner = pixel_at (surface, 3, 3);
      for (int y = 4; y < 18; y++)
        for (int x = 4; x < 18; x++)
          full += pixel_near (pixel_at (surface, x, y), "#666666", 12);
      if (g_test_verbose ())
        g_printerr ("%s: corner %08x, %u pixels of the full colour\n", st_render_palette_name (p), corner,
                    full);
      if (p == ST_RENDER_PALETTE_PRINT)
        g_assert_cmpuint (corner >> 24, ==, 0);
      else
        g_assert_cmpuint (corner >> 24, ==, 0xff);
      if (p == ST_RENDER_PALETTE_DARK || p == ST_RENDER_PALETTE_HIGH_CONTRAST_DARK)
        g_assert_cmpfloat (luminance (corner), <, 0.3);
      if (p == ST_RENDER_PALETTE_HIGH_CONTRAST || p == ST_RENDER_PALETTE_HIGH_CONTRAST_DARK)
        g_assert_cmpuint (full, >, 10);
      else
        g_assert_cmpuint (full, ==, 0);
      cairo_surface_destroy (surface);
    }
}

/* A zone-of-control overlay on a cell: a tint in print and dark, hatched in
 * its full colour in high contrast, and outlined on a line of ink there. */
static void
test_overlay_palettes (void)
{
  g_autoptr (StScenario) s = build_hex (ST_HEX_FLAT, FALSE, 8, 6);
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  int             place = 3 * 8 + 3;
  StRenderOverlay overlay = { ST_RENDER_OVERLAY_AREA, "#1c71d8", &place, 1 };
  double          width, height, cx, cy, inner = st_board_layout_cell_size (layout) / 2;

  st_board_layout_get_extent (layout, &width, &height);
  st_board_layout_cell_center (layout, (StCell){ 3, 3 }, &cx, &cy);
  for (guint p = 0; p < ST_N_RENDER_PALETTES; p++)
    {
      cairo_surface_t *surface =
          cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width), (int) ceil (height));
      cairo_t        *cr = cairo_create (surface);
      StRenderOptions options;
      guint           full = 0;

      st_render_options_init (&options);
      options.show_units = FALSE;
      options.show_labels = FALSE;
      options.palette = p;
      options.overlays = &overlay;
      options.n_overlays = 1;
      st_render_board (cr, s, layout, &options);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      for (int y = (int) (cy - inner * 0.5); y < (int) (cy + inner * 0.5); y++)
        for (int x = (int) (cx - inner * 0.5); x < (int) (cx + inner * 0.5); x++)
          full += pixel_near (pixel_at (surface, x, y), "#1c71d8", 40);
      if (g_test_verbose ())
        g_printerr ("%s: %u pixels of the overlay's full colour\n", st_render_palette_name (p), full);
      if (p == ST_RENDER_PALETTE_HIGH_CONTRAST || p == ST_RENDER_PALETTE_HIGH_CONTRAST_DARK)
        g_assert_cmpuint (full, >, 20);
      else
        g_assert_cmpuint (full, ==, 0);
      cairo_surface_destroy (surface);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/palettes/print-is-default", test_print_is_default);
  g_test_add_func ("/render/palettes/paper", test_paper);
  g_test_add_func ("/render/palettes/target-outline", test_target_outline);
  g_test_add_func ("/render/palettes/text-scale", test_text_scale);
  g_test_add_func ("/render/palettes/coordinates-grow", test_coordinates_grow);
  g_test_add_func ("/render/palettes/cards", test_card_palettes);
  g_test_add_func ("/render/palettes/zone-hatching", test_zone_hatching);
  g_test_add_func ("/render/palettes/legend-swatches", test_legend_swatches);
  g_test_add_func ("/render/palettes/overlays", test_overlay_palettes);
  return g_test_run ();
}
