/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "core/st-file-save.h"
#include "render/st-card-render.h"
#include "render/st-counter-render.h"
#include "render/st-png-write.h"
#include "render/st-print-sheets.h"
#include "st-render-private.h"

/* Card sheets: the nine cards of a page touch, so that one straight cut
 * separates two of them; the block's background runs 3 mm past its outer edges
 * (the bleed), and crop marks in the margins show where to cut. Counter sheets:
 * a grid of counters centred on the page; the back page holds the same counters
 * with the columns mirrored, so that after duplex printing (flip on the long
 * edge) each counter's back lies behind its front. */

#define PT_PER_MM (72.0 / 25.4)
#define MARK_GAP_MM 1.5
#define MARK_LENGTH_MM 5.0
#define COUNTER_MARGIN_MM 10.0

typedef struct
{
  const StDeck *deck;
  const StCard *card;
} Face;

struct _StPrintSheets
{
  StScenario *scenario;
  StSheetKind kind;
  StPaper     paper;
  char       *lang;

  GArray    *faces; /* Face: one per card entry */
  GArray    *slots; /* Face: one per copy, cards only */
  GPtrArray *units; /* const StUnit*, counters only */
  GArray    *places; /* guint per unit: its place in the run of all pages' cells */

  /* The grid of a page, in points. */
  guint  columns;
  guint  rows;
  double cell_width;
  double cell_height;
  double x0;
  double y0;
};

gboolean
st_paper_from_string (const char *str, StPaper *paper)
{
  if (g_ascii_strcasecmp (str, "a4") == 0)
    *paper = ST_PAPER_A4;
  else if (g_ascii_strcasecmp (str, "letter") == 0)
    *paper = ST_PAPER_LETTER;
  else
    return FALSE;
  return TRUE;
}

void
st_paper_size (StPaper paper, double *width, double *height)
{
  if (paper == ST_PAPER_LETTER)
    {
      *width = 612.0;
      *height = 792.0;
    }
  else
    {
      /* 210 x 297 mm, rounded as PDF readers report it. */
      *width = 595.28;
      *height = 841.89;
    }
}

static void
add_deck (StPrintSheets *self, const StDeck *deck)
{
  for (guint i = 0; i < deck->cards->len; i++)
    {
      Face face = { deck, g_ptr_array_index (deck->cards, i) };

      g_array_append_val (self->faces, face);
      for (int c = 0; c < face.card->copies; c++)
        g_array_append_val (self->slots, face);
    }
}

static void
layout_grid (StPrintSheets *self)
{
  double width, height, margin = COUNTER_MARGIN_MM * PT_PER_MM;

  st_paper_size (self->paper, &width, &height);
  if (self->kind == ST_SHEET_CARDS)
    {
      self->columns = ST_PRINT_CARD_COLUMNS;
      self->rows = ST_PRINT_CARD_ROWS;
      self->cell_width = ST_CARD_WIDTH_MM * PT_PER_MM;
      self->cell_height = ST_CARD_HEIGHT_MM * PT_PER_MM;
    }
  else
    {
      self->cell_width = self->cell_height = st_counter_size_mm (self->scenario->family) * PT_PER_MM;
      self->columns = (guint) floor ((width - 2 * margin) / self->cell_width);
      self->rows = (guint) floor ((height - 2 * margin) / self->cell_height);
    }
  self->x0 = (width - self->columns * self->cell_width) / 2;
  self->y0 = (height - self->rows * self->cell_height) / 2;
}

/* Counters in the order of the units, each side's from the start of a row. */
static void
place_counters (StPrintSheets *self)
{
  guint       place = 0;
  const char *side = NULL;

  self->places = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < self->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (self->units, i);

      if (i > 0 && g_strcmp0 (unit->side, side) != 0 && place % self->columns != 0)
        place += self->columns - place % self->columns;
      side = unit->side;
      g_array_append_val (self->places, place);
      place++;
    }
}

StPrintSheets *
st_print_sheets_new (const StScenario *scenario,
                     StSheetKind       kind,
                     StPaper           paper,
                     const char       *deck_id,
                     const char       *lang,
                     GError          **error)
{
  StPrintSheets *self;

  g_return_val_if_fail (scenario != NULL, NULL);

  self = g_new0 (StPrintSheets, 1);
  self->scenario = st_scenario_ref ((StScenario *) scenario);
  self->kind = kind;
  self->paper = paper;
  self->lang = g_strdup (lang);
  self->faces = g_array_new (FALSE, FALSE, sizeof (Face));
  self->slots = g_array_new (FALSE, FALSE, sizeof (Face));
  self->units = g_ptr_array_new ();

  if (kind == ST_SHEET_COUNTERS)
    {
      for (guint i = 0; i < scenario->units->len; i++)
        g_ptr_array_add (self->units, g_ptr_array_index (scenario->units, i));
    }
  else if (deck_id != NULL)
    {
      const StDeck *deck = st_scenario_find_deck (scenario, deck_id);

      if (deck == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _ ("The scenario has no deck '%s'"), deck_id);
          st_print_sheets_free (self);
          return NULL;
        }
      add_deck (self, deck);
    }
  else
    {
      for (guint i = 0; i < scenario->decks->len; i++)
        add_deck (self, g_ptr_array_index (scenario->decks, i));
    }
  layout_grid (self);
  place_counters (self);
  return self;
}

void
st_print_sheets_free (StPrintSheets *self)
{
  if (self == NULL)
    return;
  st_scenario_unref (self->scenario);
  g_free (self->lang);
  g_array_unref (self->faces);
  g_array_unref (self->slots);
  g_ptr_array_unref (self->units);
  if (self->places != NULL)
    g_array_unref (self->places);
  g_free (self);
}

static guint
per_page (const StPrintSheets *self)
{
  return MAX (self->columns * self->rows, 1);
}

guint
st_print_sheets_n_pages (const StPrintSheets *self)
{
  guint n = self->slots->len;
  guint sheets;

  if (self->kind == ST_SHEET_COUNTERS)
    n = self->places->len > 0 ? g_array_index (self->places, guint, self->places->len - 1) + 1 : 0;
  sheets = (n + per_page (self) - 1) / per_page (self);

  /* Counters: a front and a back page per sheet. */
  return self->kind == ST_SHEET_CARDS ? sheets : 2 * sheets;
}

void
st_print_sheets_page_size (const StPrintSheets *self, double *width, double *height)
{
  st_paper_size (self->paper, width, height);
}

static void
mark (cairo_t *cr, double x0, double y0, double x1, double y1)
{
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
}

/* Marks on the cut lines, in the margins beyond the bleed. */
static void
crop_marks (const StPrintSheets *self, cairo_t *cr)
{
  double width, height;
  double bleed = ST_PRINT_BLEED_MM * PT_PER_MM, gap = MARK_GAP_MM * PT_PER_MM;
  double x1 = self->x0 + self->columns * self->cell_width;
  double y1 = self->y0 + self->rows * self->cell_height;
  double top = MAX (self->y0 - bleed - gap - MARK_LENGTH_MM * PT_PER_MM, 0);
  double left = MAX (self->x0 - bleed - gap - MARK_LENGTH_MM * PT_PER_MM, 0);

  st_paper_size (self->paper, &width, &height);
  for (guint i = 0; i <= self->columns; i++)
    {
      double x = self->x0 + i * self->cell_width;

      mark (cr, x, top, x, self->y0 - bleed - gap);
      mark (cr, x, y1 + bleed + gap, x, MIN (y1 + bleed + gap + MARK_LENGTH_MM * PT_PER_MM, height));
    }
  for (guint j = 0; j <= self->rows; j++)
    {
      double y = self->y0 + j * self->cell_height;

      mark (cr, left, y, self->x0 - bleed - gap, y);
      mark (cr, x1 + bleed + gap, y, MIN (x1 + bleed + gap + MARK_LENGTH_MM * PT_PER_MM, width), y);
    }
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.3);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_stroke (cr);
}

static void
draw_card_page (const StPrintSheets *self, cairo_t *cr, guint page)
{
  double bleed = ST_PRINT_BLEED_MM * PT_PER_MM;
  guint  first = page * per_page (self);

  for (guint i = first; i < self->slots->len && i < first + per_page (self); i++)
    {
      const Face *face = &g_array_index (self->slots, Face, i);
      guint       column = (i - first) % self->columns, row = (i - first) / self->columns;
      double      x = self->x0 + column * self->cell_width, y = self->y0 + row * self->cell_height;
      /* The bleed only where the card touches no other card. */
      double left = column == 0 ? bleed : 0, right = column == self->columns - 1 ? bleed : 0;
      double top = row == 0 ? bleed : 0, bottom = row == self->rows - 1 ? bleed : 0;

      cairo_save (cr);
      cairo_rectangle (cr, x - left, y - top, self->cell_width + left + right,
                       self->cell_height + top + bottom);
      cairo_clip (cr);
      cairo_translate (cr, x, y);
      cairo_scale (cr, PT_PER_MM, PT_PER_MM);
      st_card_render (cr, self->scenario, face->deck, face->card, self->lang, ST_PRINT_BLEED_MM);
      cairo_restore (cr);
    }
  crop_marks (self, cr);
}

static void
draw_counter_page (const StPrintSheets *self, cairo_t *cr, guint page)
{
  gboolean back = page % 2 == 1;
  guint    first = page / 2 * per_page (self);
  double   size = self->cell_width;

  for (guint i = 0; i < self->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (self->units, i);
      guint         place = g_array_index (self->places, guint, i);
      guint         column = (place - first) % self->columns, row = (place - first) / self->columns;
      double        x, y;

      if (place < first || place >= first + per_page (self))
        continue;
      if (back)
        column = self->columns - 1 - column;
      x = self->x0 + column * size;
      y = self->y0 + row * size;
      if (st_counter_has_reduced_side (self->scenario->family))
        {
          /* Square counters fill their cell, so that a cut a little off the
           * line still leaves colour at the edge. */
          const StSide *side = st_scenario_find_side (self->scenario, unit->side);
          StRgb         rgb;

          st_rgb_parse (side != NULL ? side->color : NULL, &rgb);
          cairo_rectangle (cr, x, y, size, size);
          st_render_set_rgb (cr, &rgb, 1.0);
          cairo_fill (cr);
        }
      st_counter_render (cr, self->scenario, unit, back, x + size / 2, y + size / 2, size, self->lang);
      /* Cut lines around each counter. */
      cairo_rectangle (cr, x, y, size, size);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
      cairo_set_line_width (cr, 0.25);
      cairo_stroke (cr);
    }
}

void
st_print_sheets_draw_page (const StPrintSheets *self, cairo_t *cr, guint page)
{
  double width, height;

  g_return_if_fail (self != NULL && cr != NULL);
  g_return_if_fail (page < st_print_sheets_n_pages (self));

  st_paper_size (self->paper, &width, &height);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  if (self->kind == ST_SHEET_CARDS)
    draw_card_page (self, cr, page);
  else
    draw_counter_page (self, cr, page);
  cairo_restore (cr);
}

/* Output */

static cairo_status_t
append_to_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Written atomically (st_file_save_atomic ()): on any error the previous file
 * is left as it was, and no temporary file stays behind. */
static gboolean
write_bytes (const char *path, GByteArray *bytes, GError **error)
{
  return st_file_save_atomic (path, bytes->data, bytes->len, error);
}

static gboolean
nothing_to_print (const StPrintSheets *self, GError **error)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               self->kind == ST_SHEET_CARDS ? _ ("There are no cards to print")
                                            : _ ("There are no counters to print"));
  return FALSE;
}

gboolean
st_print_sheets_to_pdf (const StPrintSheets *self, const char *path, GError **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t   status;
  cairo_t         *cr;
  double           width, height;
  guint            n_pages = st_print_sheets_n_pages (self);

  g_return_val_if_fail (self != NULL && path != NULL, FALSE);
  if (n_pages == 0)
    return nothing_to_print (self, error);

  st_paper_size (self->paper, &width, &height);
  surface = cairo_pdf_surface_create_for_stream (append_to_bytes, bytes, width, height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, st_scenario_get_title (self->scenario));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Sandtable");
  cr = cairo_create (surface);
  for (guint page = 0; page < n_pages; page++)
    {
      st_print_sheets_draw_page (self, cr, page);
      cairo_show_page (cr);
    }
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _ ("Cannot draw the sheets: %s"),
                   cairo_status_to_string (status));
      return FALSE;
    }
  return write_bytes (path, bytes, error);
}

/* OUT.png and a suffix: OUT-suffix.png, with characters that do not belong in a
 * file name replaced. */
static char *
numbered_path (const char *path, const char *suffix)
{
  g_autofree char *stem = g_str_has_suffix (path, ".png") || g_str_has_suffix (path, ".PNG")
                              ? g_strndup (path, strlen (path) - 4)
                              : g_strdup (path);
  g_autofree char *safe = g_strdup (suffix);

  g_strcanon (safe, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.", '_');
  return g_strdup_printf ("%s-%s.png", stem, safe);
}

typedef struct
{
  const StPrintSheets *self;
  const Face          *face; /* cards */
  const StUnit        *unit; /* counters */
  gboolean             back;
} Picture;

static gboolean
write_png (const Picture *picture, int width, const char *path, GError **error)
{
  const StPrintSheets *self = picture->self;
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t   status;
  cairo_t         *cr;
  double           w = picture->face ? ST_CARD_WIDTH_MM : st_counter_size_mm (self->scenario->family);
  double           h = picture->face ? ST_CARD_HEIGHT_MM : w;
  double           scale = width / w;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, (int) round (h * scale));
  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  if (picture->face != NULL)
    st_card_render (cr, self->scenario, picture->face->deck, picture->face->card, self->lang, 0);
  else
    st_counter_render (cr, self->scenario, picture->unit, picture->back, w / 2, w / 2, w, self->lang);
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _ ("Cannot draw %s: %s"), path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  if (!st_png_encode (surface, bytes, error))
    {
      cairo_surface_destroy (surface);
      return FALSE;
    }
  cairo_surface_destroy (surface);
  return write_bytes (path, bytes, error);
}

static gboolean
write_one (const Picture *picture,
           const char    *path,
           const char    *suffix,
           int            width,
           GPtrArray     *written,
           GError       **error)
{
  g_autofree char *file = numbered_path (path, suffix);

  if (!write_png (picture, width, file, error))
    return FALSE;
  if (written != NULL)
    g_ptr_array_add (written, g_steal_pointer (&file));
  return TRUE;
}

gboolean
st_print_sheets_to_pngs (
    const StPrintSheets *self, const char *path, int width, GPtrArray *written, GError **error)
{
  g_autoptr (GHashTable) used = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_return_val_if_fail (self != NULL && path != NULL, FALSE);
  if (width < 16 || width > ST_PRINT_MAX_PNG_WIDTH)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _ ("Cannot draw images %d pixels wide (16 to %d)"), width, ST_PRINT_MAX_PNG_WIDTH);
      return FALSE;
    }
  if (st_print_sheets_n_pages (self) == 0)
    return nothing_to_print (self, error);

  if (self->kind == ST_SHEET_CARDS)
    for (guint i = 0; i < self->faces->len; i++)
      {
        Picture          picture = { self, &g_array_index (self->faces, Face, i), NULL, FALSE };
        g_autofree char *suffix = g_strdup (picture.face->card->id);

        if (g_hash_table_contains (used, suffix))
          {
            g_free (suffix);
            suffix = g_strdup_printf ("%s-%s", picture.face->deck->id, picture.face->card->id);
          }
        g_hash_table_add (used, g_strdup (suffix));
        if (!write_one (&picture, path, suffix, width, written, error))
          return FALSE;
      }
  else
    for (guint i = 0; i < self->units->len; i++)
      {
        Picture          picture = { self, NULL, g_ptr_array_index (self->units, i), FALSE };
        g_autofree char *back = g_strdup_printf ("%s-back", picture.unit->id);

        if (!write_one (&picture, path, picture.unit->id, width, written, error))
          return FALSE;
        picture.back = TRUE;
        if (!write_one (&picture, path, back, width, written, error))
          return FALSE;
      }
  return TRUE;
}
