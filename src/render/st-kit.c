/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "core/st-file-save.h"
#include "core/st-locale.h"
#include "core/st-texts.h"
#include "core/st-markup-rules.h"
#include "st-kit-private.h"

/* The kit as one document: the cover, the rules booklet (half-size pages two
 * a sheet, or full pages), the player aids, the map's assembly diagram and
 * tiles, the counter sheets (fronts, then backs mirrored for duplex printing)
 * and the card sheets, then the list of untranslated texts. Each part is laid
 * out once here; drawing a page only draws. */

#define MIN_SCALE_MM 4.0
#define MAX_SCALE_MM 200.0
#define MISSING_PER_PAGE 40

typedef struct
{
  StKitPart part;
  guint     index; /* the page within its part */
} KitPage;

struct _StKit
{
  StScenario   *scenario;
  char         *lang;
  StKitOptions  options;
  double        paper_width;
  double        paper_height;
  PangoContext *context;

  StKitRules    *rules;
  StKitAids     *aids;
  StKitMap      *map;
  StPrintSheets *counters;
  StPrintSheets *cards;
  GPtrArray     *missing; /* char* */

  GArray *pages; /* KitPage */
  guint   first[ST_KIT_N_PARTS];
  guint   count[ST_KIT_N_PARTS];
};

void
st_kit_options_init (StKitOptions *options)
{
  memset (options, 0, sizeof *options);
  options->paper = ST_PAPER_A4;
  options->booklet = ST_KIT_BOOKLET_A5;
}

gboolean
st_kit_booklet_from_string (const char *str, StKitBooklet *booklet)
{
  if (g_ascii_strcasecmp (str, "a5") == 0)
    *booklet = ST_KIT_BOOKLET_A5;
  else if (g_ascii_strcasecmp (str, "full") == 0)
    *booklet = ST_KIT_BOOKLET_FULL;
  else
    return FALSE;
  return TRUE;
}

char *
st_kit_section_title (const StScenario *scenario, guint index, const char *lang)
{
  g_return_val_if_fail (index < scenario->rules->len, NULL);
  /* The numbers are generated from the sections' order (a "[8] " typed
   * before a title by older files is left out). */
  return st_markup_section_heading (scenario, index, lang);
}

/* The texts without an entry in lang, described for people (in the kit's
 * language, by name: the last page) or with ids (in English: the error of
 * strict_lang, for the designer's tools). */
static GPtrArray *
find_missing (StScenario *scenario, const char *lang, gboolean for_people)
{
  g_autoptr (GPtrArray) texts = st_scenario_list_texts (scenario);
  GPtrArray *missing = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < texts->len; i++)
    {
      const StTextItem *item = g_ptr_array_index (texts, i);

      if (!st_kit_has_lang (*item->slot, lang))
        g_ptr_array_add (missing, st_text_item_describe (item, for_people));
    }
  return missing;
}

static void
add_part (StKit *self, StKitPart part, guint n_pages)
{
  self->first[part] = n_pages > 0 ? self->pages->len : G_MAXUINT;
  self->count[part] = n_pages;
  for (guint i = 0; i < n_pages; i++)
    {
      KitPage page = { part, i };

      g_array_append_val (self->pages, page);
    }
}

static guint
sheets_pages (StPrintSheets *sheets)
{
  return sheets != NULL ? st_print_sheets_n_pages (sheets) : 0;
}

StKit *
st_kit_new (const StScenario *scenario, const StKitOptions *options, GError **error)
{
  g_autoptr (StKit) self = g_new0 (StKit, 1);
  double booklet_width, booklet_height;

  g_return_val_if_fail (scenario != NULL && options != NULL, NULL);

  self->scenario = st_scenario_copy (scenario);
  self->options = *options;
  self->lang = g_strdup (options->lang != NULL ? options->lang : scenario->lang);
  self->options.lang = self->lang;
  if (self->options.scale_mm <= 0)
    self->options.scale_mm = st_kit_default_scale (scenario);
  if (self->options.scale_mm < MIN_SCALE_MM || self->options.scale_mm > MAX_SCALE_MM)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _ ("Cannot print the map at %g mm; the scale must be %g to %g mm"), self->options.scale_mm,
                   MIN_SCALE_MM, MAX_SCALE_MM);
      return NULL;
    }
  self->missing = find_missing (self->scenario, self->lang, TRUE);
  if (options->strict_lang && self->missing->len > 0)
    {
      g_autoptr (GPtrArray) ids = find_missing (self->scenario, self->lang, FALSE);
      g_autoptr (GString) list = g_string_new (NULL);

      for (guint i = 0; i < ids->len; i++)
        g_string_append_printf (list, "\n  %s", (const char *) g_ptr_array_index (ids, i));
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   ngettext ("%u text has no translation into '%s':%s",
                             "%u texts have no translation into '%s':%s", self->missing->len),
                   self->missing->len, self->lang, list->str);
      return NULL;
    }

  st_paper_size (options->paper, &self->paper_width, &self->paper_height);
  self->context = st_kit_pango_context_new (self->lang);
  self->pages = g_array_new (FALSE, FALSE, sizeof (KitPage));
  booklet_width = options->booklet == ST_KIT_BOOKLET_A5 ? self->paper_height / 2 : self->paper_width;
  booklet_height = options->booklet == ST_KIT_BOOKLET_A5 ? self->paper_width : self->paper_height;
  self->rules = st_kit_rules_new (self->scenario, self->lang, booklet_width, booklet_height);
  self->aids = st_kit_aids_new (self->scenario, self->lang, self->paper_width, self->paper_height);
  self->map = st_kit_map_new (self->scenario, self->lang, self->options.scale_mm, self->paper_width,
                              self->paper_height);
  if (self->scenario->units->len > 0)
    self->counters =
        st_print_sheets_new (self->scenario, ST_SHEET_COUNTERS, options->paper, NULL, self->lang, NULL);
  for (guint d = 0; d < self->scenario->decks->len && self->cards == NULL; d++)
    if (st_deck_n_cards (g_ptr_array_index (self->scenario->decks, d)) > 0)
      self->cards =
          st_print_sheets_new (self->scenario, ST_SHEET_CARDS, options->paper, NULL, self->lang, NULL);

  add_part (self, ST_KIT_PART_COVER, 1);
  add_part (self, ST_KIT_PART_BOOKLET,
            options->booklet == ST_KIT_BOOKLET_A5 ? (st_kit_rules_n_pages (self->rules) + 1) / 2
                                                  : st_kit_rules_n_pages (self->rules));
  add_part (self, ST_KIT_PART_AIDS, st_kit_aids_n_pages (self->aids));
  add_part (self, ST_KIT_PART_MAP, st_kit_map_n_pages (self->map));
  add_part (self, ST_KIT_PART_COUNTERS, sheets_pages (self->counters));
  add_part (self, ST_KIT_PART_CARDS, sheets_pages (self->cards));
  add_part (self, ST_KIT_PART_MISSING, (self->missing->len + MISSING_PER_PAGE - 1) / MISSING_PER_PAGE);
  return g_steal_pointer (&self);
}

void
st_kit_free (StKit *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->rules, st_kit_rules_free);
  g_clear_pointer (&self->aids, st_kit_aids_free);
  g_clear_pointer (&self->map, st_kit_map_free);
  g_clear_pointer (&self->counters, st_print_sheets_free);
  g_clear_pointer (&self->cards, st_print_sheets_free);
  g_clear_pointer (&self->missing, g_ptr_array_unref);
  g_clear_pointer (&self->pages, g_array_unref);
  g_clear_object (&self->context);
  st_scenario_unref (self->scenario);
  g_free (self->lang);
  g_free (self);
}

guint
st_kit_n_pages (const StKit *self)
{
  return self->pages->len;
}

guint
st_kit_part_first_page (const StKit *self, StKitPart part)
{
  g_return_val_if_fail (part < ST_KIT_N_PARTS, G_MAXUINT);
  return self->first[part];
}

guint
st_kit_part_n_pages (const StKit *self, StKitPart part)
{
  g_return_val_if_fail (part < ST_KIT_N_PARTS, 0);
  return self->count[part];
}

double
st_kit_scale_mm (const StKit *self)
{
  return self->options.scale_mm;
}

const GPtrArray *
st_kit_missing_texts (const StKit *self)
{
  return self->missing;
}

void
st_kit_page_size (const StKit *self, guint index, double *width, double *height)
{
  const KitPage *page;

  g_return_if_fail (index < self->pages->len);
  page = &g_array_index (self->pages, KitPage, index);
  *width = self->paper_width;
  *height = self->paper_height;
  if (page->part == ST_KIT_PART_BOOKLET && self->options.booklet == ST_KIT_BOOKLET_A5)
    {
      *width = self->paper_height;
      *height = self->paper_width;
    }
  else if (page->part == ST_KIT_PART_MAP)
    st_kit_map_page_size (self->map, page->index, width, height);
}

/* A language's name as a word of a sentence in the kit's language: iso-codes
 * capitalises its names, which Swedish, Finnish and most languages of Europe
 * write in lower case ("svenska, finska, engelska"); the code itself when the
 * language has no name. */
static char *
language_in_sentence (const char *code, const char *kit_lang)
{
  static const char *const lower_case[] = { "cs", "da", "es", "et", "fi", "fr", "it", "nb",
                                            "nn", "no", "pl", "pt", "ru", "sv", "uk" };
  g_autofree char         *base = g_strndup (kit_lang, strcspn (kit_lang, "-_"));
  g_autofree char         *name = st_locale_language_name (code);

  if (name == NULL)
    return g_strdup (code);
  for (guint i = 0; i < G_N_ELEMENTS (lower_case); i++)
    if (g_ascii_strcasecmp (base, lower_case[i]) == 0)
      {
        char     first[8] = { 0 };
        gunichar c = g_unichar_tolower (g_utf8_get_char (name));

        g_unichar_to_utf8 (c, first);
        return g_strconcat (first, g_utf8_next_char (name), NULL);
      }
  return g_steal_pointer (&name);
}

static char *
languages_line (const StKit *self)
{
  g_autoptr (GPtrArray) langs = st_scenario_languages (self->scenario);
  g_autoptr (GString) list = g_string_new (NULL);
  g_autofree char *own = language_in_sentence (self->lang, self->lang);

  for (guint i = 0; i < langs->len; i++)
    {
      g_autofree char *name = language_in_sentence (g_ptr_array_index (langs, i), self->lang);

      g_string_append_printf (list, "%s%s", i > 0 ? ", " : "", name);
    }
  /* TRANSLATORS: on the kit's cover: the name of the language it is in, and
   * the names of the languages of the scenario ("English, Finnish") */
  return g_strdup_printf (_ ("This kit: %s · The game's languages: %s"), own, list->str);
}

static void
draw_cover (const StKit *self, cairo_t *cr)
{
  double margin = 25 * ST_KIT_PT_PER_MM, width = self->paper_width - 2 * margin;
  double y = margin + 20, room;
  g_autoptr (StBoardLayout) layout = st_board_layout_new (self->scenario);
  g_autofree char *languages = languages_line (self);
  StRenderOptions  options;

  cairo_set_source_rgb (cr, 0, 0, 0);
  y += st_kit_text (cr, self->context, st_kit_get (self->scenario->title, self->lang), ST_KIT_SANS, 30, TRUE,
                    margin, y, width, 0.5)
       + 10;
  if (self->scenario->author != NULL)
    {
      /* TRANSLATORS: on the kit's cover; %s is the scenario's author */
      g_autofree char *by = g_strdup_printf (_ ("by %s"), self->scenario->author);

      y += st_kit_text (cr, self->context, by, ST_KIT_SANS, 15, FALSE, margin, y, width, 0.5) + 6;
    }
  y += st_kit_text (cr, self->context, _ ("A print-and-play kit"), ST_KIT_SANS, 12, FALSE, margin, y, width,
                    0.5)
       + 18;

  /* A small picture of the board, its pieces set up. */
  room = self->paper_height * 0.45;
  st_render_options_init (&options);
  options.lang = self->lang;
  options.show_units = TRUE;
  options.show_labels = FALSE;
  options.show_areas = TRUE;
  cairo_save (cr);
  cairo_translate (cr, margin, y);
  st_render_board_fit (cr, self->scenario, layout, &options, width, room);
  cairo_restore (cr);
  y += room + 18;

  cairo_set_source_rgb (cr, 0, 0, 0);
  if (!st_text_is_empty (self->scenario->description))
    y += st_kit_text (cr, self->context, st_kit_get (self->scenario->description, self->lang), ST_KIT_SERIF,
                      11, FALSE, margin, y, width, 0.0)
         + 14;
  st_kit_text (cr, self->context, languages, ST_KIT_SANS, 9.5, FALSE, margin, y, width, 0.0);
  /* The day the kit was made, above the foot. */
  {
    g_autoptr (GDateTime) made = st_locale_dup_build_date ();
    g_autofree char *date = st_locale_format_date (made, self->lang);

    st_kit_text (cr, self->context, date, ST_KIT_SANS, 8, FALSE, margin, self->paper_height - margin - 12,
                 width, 0.5);
  }
  st_kit_text (cr, self->context, _ ("Made with Sandtable"), ST_KIT_SANS, 8, FALSE, margin,
               self->paper_height - margin, width, 0.5);
}

static void
draw_booklet_sheet (const StKit *self, cairo_t *cr, guint sheet)
{
  guint n = st_kit_rules_n_pages (self->rules);

  if (self->options.booklet == ST_KIT_BOOKLET_FULL)
    {
      st_kit_rules_draw_page (self->rules, cr, sheet);
      return;
    }
  /* Two half pages side by side, with a fold or cut line between them. */
  for (guint half = 0; half < 2 && 2 * sheet + half < n; half++)
    {
      cairo_save (cr);
      cairo_translate (cr, half * self->paper_height / 2, 0);
      st_kit_rules_draw_page (self->rules, cr, 2 * sheet + half);
      cairo_restore (cr);
    }
  cairo_move_to (cr, self->paper_height / 2, 0);
  cairo_line_to (cr, self->paper_height / 2, 8);
  cairo_move_to (cr, self->paper_height / 2, self->paper_width - 8);
  cairo_line_to (cr, self->paper_height / 2, self->paper_width);
  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_set_line_width (cr, 0.3);
  cairo_stroke (cr);
}

static void
draw_missing (const StKit *self, cairo_t *cr, guint index)
{
  double           margin = 20 * ST_KIT_PT_PER_MM, width = self->paper_width - 2 * margin;
  double           y = margin;
  g_autofree char *intro = g_strdup_printf (
      ngettext (
          "%u text of the scenario has no translation into '%s': the kit prints it in the scenario's "
          "own language.",
          "%u texts of the scenario have no translation into '%s': the kit prints them in the scenario's "
          "own language.",
          self->missing->len),
      self->missing->len, self->lang);

  cairo_set_source_rgb (cr, 0, 0, 0);
  y += st_kit_text (cr, self->context, _ ("Untranslated texts"), ST_KIT_SANS, 16, TRUE, margin, y, width, 0.0)
       + 8;
  if (index == 0)
    y += st_kit_text (cr, self->context, intro, ST_KIT_SERIF, 10.5, FALSE, margin, y, width, 0.0) + 10;
  for (guint i = index * MISSING_PER_PAGE; i < self->missing->len && i < (index + 1) * MISSING_PER_PAGE; i++)
    y += st_kit_text (cr, self->context, g_ptr_array_index (self->missing, i), ST_KIT_SERIF, 9.5, FALSE,
                      margin, y, width, 0.0)
         + 2;
}

void
st_kit_draw_page (const StKit *self, cairo_t *cr, guint index)
{
  const KitPage *page;
  double         width, height;

  g_return_if_fail (self != NULL && cr != NULL && index < self->pages->len);
  page = &g_array_index (self->pages, KitPage, index);
  st_kit_page_size (self, index, &width, &height);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  switch (page->part)
    {
      case ST_KIT_PART_COVER:
        draw_cover (self, cr);
        break;
      case ST_KIT_PART_BOOKLET:
        draw_booklet_sheet (self, cr, page->index);
        break;
      case ST_KIT_PART_AIDS:
        st_kit_aids_draw_page (self->aids, cr, page->index);
        break;
      case ST_KIT_PART_MAP:
        st_kit_map_draw_page (self->map, cr, page->index);
        break;
      case ST_KIT_PART_COUNTERS:
        st_print_sheets_draw_page (self->counters, cr, page->index);
        break;
      case ST_KIT_PART_CARDS:
        st_print_sheets_draw_page (self->cards, cr, page->index);
        break;
      case ST_KIT_PART_MISSING:
        draw_missing (self, cr, page->index);
        break;
      case ST_KIT_N_PARTS:
      default:
        g_assert_not_reached ();
    }
  cairo_restore (cr);
}

static cairo_status_t
append_to_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

gboolean
st_kit_to_pdf (const StKit *self, const char *path, GError **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t   status;
  cairo_t         *cr;

  g_return_val_if_fail (self != NULL && path != NULL, FALSE);
  surface =
      cairo_pdf_surface_create_for_stream (append_to_bytes, bytes, self->paper_width, self->paper_height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE,
                                  st_kit_get (self->scenario->title, self->lang));
  if (self->scenario->author != NULL)
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_AUTHOR, self->scenario->author);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Sandtable");
  {
    /* The day on the cover, and SOURCE_DATE_EPOCH's when set, so that a kit
     * made twice is the same file. */
    g_autoptr (GDateTime) made = st_locale_dup_build_date ();
    g_autoptr (GDateTime) utc = g_date_time_to_utc (made);
    g_autofree char *stamp = g_date_time_format (utc, "%Y-%m-%dT%H:%M:%SZ");

    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATE_DATE, stamp);
  }
  cr = cairo_create (surface);
  for (guint page = 0; page < self->pages->len; page++)
    {
      double width, height;

      st_kit_page_size (self, page, &width, &height);
      cairo_pdf_surface_set_size (surface, width, height);
      st_kit_draw_page (self, cr, page);
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
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _ ("Cannot draw the kit: %s"),
                   cairo_status_to_string (status));
      return FALSE;
    }
  return st_file_save_atomic (path, bytes->data, bytes->len, error);
}
