/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "core/st-scenario-io.h"
#include "render/st-card-render.h"
#include "render/st-counter-render.h"
#include "render/st-print-sheets.h"
#include "st-image-compare.h"

/* Card faces, counters and print sheets, drawn from the bundled scenarios and
 * compared with reference images in tests/render/ref/. */

#define CARD_PIXELS 300
#define COUNTER_PIXELS 96
#define PT_PER_MM (72.0 / 25.4)

static StScenario *
load_bundled (const char *name)
{
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  StScenario *s;

  path = root ? g_build_filename (root, "data", "scenarios", file, NULL)
              : g_test_build_filename (G_TEST_DIST, "..", "..", "data", "scenarios", file, NULL);
  s = st_scenario_load_file (path, NULL, &error);
  g_assert_no_error (error);
  return s;
}

static const StCard *
find_card (const StScenario *s, const StDeck **deck, const char *id)
{
  for (guint i = 0; i < s->decks->len; i++)
    {
      *deck = g_ptr_array_index (s->decks, i);
      for (guint j = 0; j < (*deck)->cards->len; j++)
        {
          const StCard *card = g_ptr_array_index ((*deck)->cards, j);
          if (g_str_equal (card->id, id))
            return card;
        }
    }
  g_assert_not_reached ();
}

static cairo_surface_t *
draw_card (const StScenario *s, const char *id)
{
  const StDeck    *deck;
  const StCard    *card = find_card (s, &deck, id);
  double           scale = CARD_PIXELS / ST_CARD_WIDTH_MM;
  cairo_surface_t *surface =
      cairo_image_surface_create (CAIRO_FORMAT_ARGB32, CARD_PIXELS, (int) ceil (ST_CARD_HEIGHT_MM * scale));
  cairo_t *cr = cairo_create (surface);

  cairo_scale (cr, scale, scale);
  st_card_render (cr, s, deck, card, "en", 0);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static const char *const reference_cards[] = {
  "aurelia-orsini", /* a leader with four values and the leader's text */
  "aurelia-foot-artillery-card-1", /* bombard and range, with the artillery icon */
  "aurelia-hussars-card-2", /* cavalry with pursuit and a phrase */
  "borovia-sappers", /* an HQ card: emblem and what it does */
};

static void
test_card_face (gconstpointer data)
{
  const char *id = data;
  g_autoptr (StScenario) s = load_bundled ("manoeuvre");
  cairo_surface_t *surface = draw_card (s, id);
  g_autofree char *name = g_strconcat ("card-", id, NULL);

  st_assert_image_matches_ref (surface, name);
  cairo_surface_destroy (surface);
}

/* Values the bundled decks do not use: leader restrictions, every phrase, and a
 * text too long for the space left, which is cut with an ellipsis. */
static void
test_card_face_edited (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre");
  const StDeck    *deck;
  StCard          *leader = (StCard *) find_card (s, &deck, "aurelia-valcourt");
  StCard          *unit = (StCard *) find_card (s, &deck, "aurelia-grenadiers-card-1");
  cairo_surface_t *surface;

  st_attrs_set (leader->attrs, "restricted-to", "aurelia-hussars aurelia-lancers");
  st_attrs_set (leader->attrs, "grand-battery", "2d10");
  surface = draw_card (s, "aurelia-valcourt");
  st_assert_image_matches_ref (surface, "card-restricted-leader");
  cairo_surface_destroy (surface);

  for (const char *const *p = (const char *const[]){ "not-required-to-advance", "redoubt", "guerrillas",
                                                     "committed-attack", NULL };
       *p != NULL; p++)
    st_attrs_set (unit->attrs, *p, "true");
  unit->text =
      st_text_new_with ("en", "A text that goes on and on, far longer than the little room left on "
                              "the card once the rows and the phrases are drawn, so it is cut short.");
  surface = draw_card (s, "aurelia-grenadiers-card-1");
  st_assert_image_matches_ref (surface, "card-phrases-and-text");
  cairo_surface_destroy (surface);
}

typedef struct
{
  const char *scenario;
  const char *unit;
  gboolean    back;
} CounterCase;

static const CounterCase counter_cases[] = {
  { "maneuver-basic", "blue-infantry-1", FALSE },
  { "maneuver-basic", "blue-infantry-1", TRUE },
  { "manoeuvre", "aurelia-hussars", FALSE },
  { "manoeuvre", "aurelia-hussars", TRUE },
  { "command-and-maneuver", NULL, FALSE },
  { "command-and-maneuver", NULL, TRUE },
  { "manover-finland", NULL, FALSE },
  { "manover-finland", NULL, TRUE },
};

static cairo_surface_t *
draw_counter (const StScenario *s, const StUnit *unit, gboolean back)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, COUNTER_PIXELS, COUNTER_PIXELS);
  cairo_t         *cr = cairo_create (surface);

  st_counter_render (cr, s, unit, back, COUNTER_PIXELS / 2.0, COUNTER_PIXELS / 2.0, COUNTER_PIXELS, "en");
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
test_counter (gconstpointer data)
{
  const CounterCase *cc = data;
  g_autoptr (StScenario) s = load_bundled (cc->scenario);
  const StUnit    *unit = cc->unit ? st_scenario_find_unit (s, cc->unit) : g_ptr_array_index (s->units, 0);
  g_autofree char *name = NULL;
  cairo_surface_t *surface;

  g_assert_nonnull (unit);
  surface = draw_counter (s, unit, cc->back);
  name = g_strdup_printf ("counter-%s-%s", cc->scenario, cc->back ? "back" : "front");
  st_assert_image_matches_ref (surface, name);
  cairo_surface_destroy (surface);
}

/* The reduced side shows the reduced values: the two sides differ, and not only
 * by the stripe. */
static void
test_counter_sides_differ (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre");
  const StUnit    *unit = st_scenario_find_unit (s, "aurelia-guard");
  cairo_surface_t *front = draw_counter (s, unit, FALSE);
  cairo_surface_t *back = draw_counter (s, unit, TRUE);
  StImageDiff      diff;

  g_assert_true (st_counter_has_reduced_side (st_family_lookup ("manoeuvre")));
  g_assert_false (st_counter_has_reduced_side (st_family_lookup ("manover")));
  g_assert_true (st_image_diff (front, back, 64, &diff));
  g_assert_cmpuint (diff.differing, >, 100);
  cairo_surface_destroy (front);
  cairo_surface_destroy (back);
}

/* A card drawn at two scales is the same drawing. */
static void
test_card_scales (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre");
  const StDeck    *deck;
  const StCard    *card = find_card (s, &deck, "aurelia-orsini");
  cairo_surface_t *big = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 600, 841);
  cairo_surface_t *small = draw_card (s, "aurelia-orsini");
  cairo_surface_t *down = cairo_image_surface_create (
      CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width (small), cairo_image_surface_get_height (small));
  cairo_t    *cr = cairo_create (big);
  StImageDiff diff;

  cairo_scale (cr, 600 / ST_CARD_WIDTH_MM, 600 / ST_CARD_WIDTH_MM);
  st_card_render (cr, s, deck, card, "en", 0);
  cairo_destroy (cr);
  cr = cairo_create (down);
  cairo_scale (cr, 0.5, 0.5);
  cairo_set_source_surface (cr, big, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_paint (cr);
  cairo_destroy (cr);
  g_assert_true (st_image_diff (down, small, 96, &diff));
  g_test_message ("%u pixels differ, mean %.2f", diff.differing, diff.mean);
  g_assert_cmpfloat (diff.mean, <, 4.0);
  cairo_surface_destroy (big);
  cairo_surface_destroy (small);
  cairo_surface_destroy (down);
}

static void
test_card_title (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre");
  const StDeck    *deck;
  g_autofree char *leader = st_card_title (s, find_card (s, &deck, "aurelia-orsini"), "en");
  g_autofree char *unit = st_card_title (s, find_card (s, &deck, "aurelia-guard-card-1"), "sv");
  g_autofree char *hq = st_card_title (s, find_card (s, &deck, "borovia-forced-march"), "en");

  g_assert_cmpstr (leader, ==, "Marshal Orsini");
  g_assert_cmpstr (unit, ==, "Aureliska gardet");
  g_assert_cmpstr (hq, ==, "Forced march");
  g_assert_cmpstr (st_card_hq_summary ("spy"), ==, "Look at your opponent's hand.");
  for (const char *const *t = st_card_hq_types (); *t != NULL; t++)
    {
      g_assert_cmpstr (st_card_hq_label (*t), !=, *t);
      g_assert_cmpstr (st_card_hq_summary (*t), !=, "");
    }
}

/* 60 + 60 cards, nine a page: 14 pages, on A4 or Letter. */
static void
test_card_pages (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre");
  g_autoptr (GError) error = NULL;
  g_autoptr (StPrintSheets) all = st_print_sheets_new (s, ST_SHEET_CARDS, ST_PAPER_A4, NULL, NULL, &error);
  g_autoptr (StPrintSheets) one =
      st_print_sheets_new (s, ST_SHEET_CARDS, ST_PAPER_LETTER, "borovia-deck", NULL, &error);
  double width, height;

  g_assert_no_error (error);
  g_assert_cmpuint (st_print_sheets_n_pages (all), ==, 14);
  g_assert_cmpuint (st_print_sheets_n_pages (one), ==, 7);
  st_print_sheets_page_size (all, &width, &height);
  g_assert_cmpfloat_with_epsilon (width, 595.28, 0.01);
  g_assert_cmpfloat_with_epsilon (height, 841.89, 0.01);
  st_print_sheets_page_size (one, &width, &height);
  g_assert_cmpfloat_with_epsilon (width, 612, 0.01);
  g_assert_cmpfloat_with_epsilon (height, 792, 0.01);
  g_assert_null (st_print_sheets_new (s, ST_SHEET_CARDS, ST_PAPER_A4, "no-such-deck", NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

static cairo_surface_t *
draw_page (const StPrintSheets *sheets, guint page)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 596, 842);
  cairo_t         *cr = cairo_create (surface);

  st_print_sheets_draw_page (sheets, cr, page);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static guint32
pixel_at (cairo_surface_t *surface, double x, double y)
{
  const guchar *data = cairo_image_surface_get_data (surface);

  return *(const guint32 *) (data + (gsize) floor (y) * cairo_image_surface_get_stride (surface)
                             + (gsize) floor (x) * 4)
         & 0xffffff;
}

/* The block of nine cards is centred, its bleed runs 3 mm past it, and beyond
 * the bleed the page is white but for the crop marks. */
static void
test_card_page_geometry (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre");
  g_autoptr (StPrintSheets) sheets = st_print_sheets_new (s, ST_SHEET_CARDS, ST_PAPER_A4, NULL, NULL, NULL);
  cairo_surface_t *page = draw_page (sheets, 0);
  double           card_w = ST_CARD_WIDTH_MM * PT_PER_MM, card_h = ST_CARD_HEIGHT_MM * PT_PER_MM;
  double           x0 = (595.28 - 3 * card_w) / 2, y0 = (841.89 - 3 * card_h) / 2;
  double           bleed = ST_PRINT_BLEED_MM * PT_PER_MM;
  const guint32    blue = 0x2a62b8;

  /* Inside the bleed, left of the first card and below the last: the nation's colour. */
  g_assert_cmphex (pixel_at (page, x0 - bleed / 2, y0 + card_h / 2), ==, blue);
  g_assert_cmphex (pixel_at (page, x0 + card_w * 1.5, y0 + 3 * card_h + bleed / 2), ==, blue);
  /* Beyond the bleed, away from the crop marks: white. */
  g_assert_cmphex (pixel_at (page, x0 - bleed - 2, y0 + card_h / 2), ==, 0xffffff);
  g_assert_cmphex (pixel_at (page, x0 + card_w / 2, y0 - bleed - 2), ==, 0xffffff);
  /* A crop mark on the first cut line, above the block. */
  g_assert_cmphex (pixel_at (page, x0 + card_w, y0 - bleed - 8), !=, 0xffffff);
  st_assert_image_matches_ref (page, "sheet-cards-a4-page-1");
  cairo_surface_destroy (page);
}

/* Duplex: the back page holds the same counters with columns mirrored, so the
 * first counter's back is in the last column. */
static void
test_counter_pages_mirrored (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre");
  g_autoptr (StPrintSheets) sheets =
      st_print_sheets_new (s, ST_SHEET_COUNTERS, ST_PAPER_A4, NULL, NULL, NULL);
  double           size = st_counter_size_mm (st_family_lookup ("manoeuvre")) * PT_PER_MM;
  guint            columns = (guint) floor ((595.28 - 2 * 10 * PT_PER_MM) / size);
  double           x0 = (595.28 - columns * size) / 2, y0;
  cairo_surface_t *front, *back;
  guint            rows = (guint) floor ((841.89 - 2 * 10 * PT_PER_MM) / size);

  y0 = (841.89 - rows * size) / 2;
  g_assert_cmpuint (st_print_sheets_n_pages (sheets), ==, 2);
  front = draw_page (sheets, 0);
  back = draw_page (sheets, 1);
  /* 16 units, 9 columns: Aurelia's eight in the first row, Borovia's from the
   * second. The last column of the first row is empty on the front and so the
   * first column on the back. */
  g_assert_cmpuint (columns, ==, 9);
  g_assert_cmphex (pixel_at (front, x0 + 8.5 * size, y0 + 0.5 * size), ==, 0xffffff);
  g_assert_cmphex (pixel_at (back, x0 + 0.5 * size, y0 + 0.5 * size), ==, 0xffffff);
  g_assert_cmphex (pixel_at (front, x0 + 0.1 * size, y0 + 0.9 * size), ==, 0x2a62b8);
  g_assert_cmphex (pixel_at (back, x0 + 8.9 * size, y0 + 0.9 * size), ==, 0x2a62b8);
  g_assert_cmphex (pixel_at (front, x0 + 0.1 * size, y0 + 1.9 * size), ==, 0x3f7f3a);
  g_assert_cmphex (pixel_at (back, x0 + 8.9 * size, y0 + 1.9 * size), ==, 0x3f7f3a);
  cairo_surface_destroy (front);
  cairo_surface_destroy (back);
}

static void
test_files (void)
{
  g_autoptr (StScenario) s = load_bundled ("manoeuvre");
  g_autoptr (StPrintSheets) cards =
      st_print_sheets_new (s, ST_SHEET_CARDS, ST_PAPER_A4, "aurelia-deck", NULL, NULL);
  g_autoptr (StPrintSheets) counters =
      st_print_sheets_new (s, ST_SHEET_COUNTERS, ST_PAPER_A4, NULL, NULL, NULL);
  g_autoptr (GPtrArray) written = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("st-cards-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "cards.pdf", NULL);
  g_autofree char *png = g_build_filename (dir, "card.png", NULL);
  g_autofree char *first = g_build_filename (dir, "card-aurelia-guard-card-1.png", NULL);
  g_autofree char *back = g_build_filename (dir, "card-aurelia-guard-back.png", NULL);
  g_autofree char *contents = NULL;
  gsize            length;
  cairo_surface_t *image;

  g_assert_true (st_print_sheets_to_pdf (cards, pdf, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));

  g_assert_true (st_print_sheets_to_pngs (cards, png, 150, written, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (written->len, ==, 30);
  g_assert_cmpstr (g_ptr_array_index (written, 0), ==, first);
  image = cairo_image_surface_create_from_png (first);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 150);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, (int) round (150 * 88.9 / 63.5));
  cairo_surface_destroy (image);

  g_ptr_array_set_size (written, 0);
  g_assert_true (st_print_sheets_to_pngs (counters, png, 64, written, &error));
  g_assert_cmpuint (written->len, ==, 2 * s->units->len);
  g_assert_cmpstr (g_ptr_array_index (written, 1), ==, back);

  g_assert_false (st_print_sheets_to_pngs (counters, png, 9, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);

  for (guint i = 0; i < written->len; i++)
    g_unlink (g_ptr_array_index (written, i));
  g_ptr_array_set_size (written, 0);
  {
    g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (d)) != NULL)
      g_ptr_array_add (written, g_build_filename (dir, name, NULL));
  }
  for (guint i = 0; i < written->len; i++)
    g_unlink (g_ptr_array_index (written, i));
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (reference_cards); i++)
    {
      g_autofree char *path = g_strdup_printf ("/render/cards/face/%s", reference_cards[i]);
      g_test_add_data_func (path, reference_cards[i], test_card_face);
    }
  for (guint i = 0; i < G_N_ELEMENTS (counter_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/render/counters/%s/%s", counter_cases[i].scenario,
                                               counter_cases[i].back ? "back" : "front");
      g_test_add_data_func (path, &counter_cases[i], test_counter);
    }
  g_test_add_func ("/render/cards/face/edited", test_card_face_edited);
  g_test_add_func ("/render/counters/sides-differ", test_counter_sides_differ);
  g_test_add_func ("/render/cards/scales", test_card_scales);
  g_test_add_func ("/render/cards/title", test_card_title);
  g_test_add_func ("/render/sheets/card-pages", test_card_pages);
  g_test_add_func ("/render/sheets/card-page-geometry", test_card_page_geometry);
  g_test_add_func ("/render/sheets/counter-pages-mirrored", test_counter_pages_mirrored);
  g_test_add_func ("/render/sheets/files", test_files);
  return g_test_run ();
}
