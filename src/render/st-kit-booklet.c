/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "core/st-markup-rules.h"
#include "st-kit-private.h"

/* The rules booklet: a table of contents, then each rules section numbered
 * (generated from the sections' order) with its title, its body's markup set:
 * paragraphs justified and hyphenated, lists indented, emphasis, strong,
 * references by number, tables ruled; a running head (the game's title, the section) and the page
 * number on every page. Laid out in two passes: the blocks are set and cut into
 * pages first, so that the contents, drawn last, know where each section
 * starts. */

typedef enum
{
  BLOCK_CONTENTS_TITLE,
  BLOCK_CONTENTS_ENTRY,
  BLOCK_HEADING,
  BLOCK_PARAGRAPH,
  BLOCK_ITEM,
  BLOCK_ROW, /* a table row: cells side by side, never cut */
} BlockKind;

typedef struct
{
  BlockKind    kind;
  guint        section; /* headings, contents entries */
  PangoLayout *layout;
  PangoLayout *marker; /* list items: the bullet or number */
  GPtrArray   *cells; /* rows: PangoLayout*, one a column */
  double       column_width; /* rows */
  gboolean     header; /* rows: the table's first */
  double       indent;
  double       space_before;
  /* The top and bottom of each line, from the layout's top. */
  GArray *tops;
  GArray *bottoms;
} Block;

/* The lines line0 .. line1 - 1 of a block, drawn at y on a page. */
typedef struct
{
  guint  block;
  int    line0;
  int    line1;
  double y;
} Slice;

typedef struct
{
  GArray *slices;
  guint   section; /* the section being read at the page's top; G_MAXUINT: the contents */
} Page;

struct _StKitRules
{
  const StScenario *scenario;
  char             *lang;
  PangoContext     *context;
  double            width;
  double            height;
  double            margin;
  double            top;
  double            bottom;
  double            body_size;
  GPtrArray        *blocks; /* Block* */
  GPtrArray        *pages; /* Page* */
  GArray           *section_pages; /* guint per section, from 1 */
  char             *title;
};

static void
block_free (Block *block)
{
  g_clear_object (&block->layout);
  g_clear_object (&block->marker);
  g_clear_pointer (&block->cells, g_ptr_array_unref);
  g_array_unref (block->tops);
  g_array_unref (block->bottoms);
  g_free (block);
}

static void
page_free (Page *page)
{
  g_array_unref (page->slices);
  g_free (page);
}

static Block *
add_block (StKitRules *self, BlockKind kind, PangoLayout *layout, double indent, double space_before)
{
  Block           *block = g_new0 (Block, 1);
  PangoLayoutIter *iter = pango_layout_get_iter (layout);

  block->kind = kind;
  block->layout = layout;
  block->indent = indent;
  block->space_before = space_before;
  block->tops = g_array_new (FALSE, FALSE, sizeof (double));
  block->bottoms = g_array_new (FALSE, FALSE, sizeof (double));
  do
    {
      int    y0, y1;
      double top, bottom;

      pango_layout_iter_get_line_yrange (iter, &y0, &y1);
      top = (double) y0 / PANGO_SCALE;
      bottom = (double) y1 / PANGO_SCALE;
      g_array_append_val (block->tops, top);
      g_array_append_val (block->bottoms, bottom);
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  g_ptr_array_add (self->blocks, block);
  return block;
}

static double
text_width (const StKitRules *self)
{
  return self->width - 2 * self->margin;
}

static PangoLayout *
span_layout (StKitRules *self, const StMarkupSpan *span, double width, gboolean justify)
{
  PangoLayout *layout = st_kit_layout_new (self->context, "", ST_KIT_SERIF, self->body_size, FALSE, width);

  st_kit_layout_set_span (layout, self->scenario, span, self->lang, justify);
  return layout;
}

static void
add_paragraph (StKitRules *self, const StMarkupSpan *span, gboolean first)
{
  add_block (self, BLOCK_PARAGRAPH, span_layout (self, span, text_width (self), TRUE), 0,
             first ? self->body_size * 0.5 : self->body_size * 0.6);
}

static void
add_item (StKitRules *self, const StMarkupSpan *span, const char *marker_text, gboolean first)
{
  double indent = self->body_size * 1.8;
  Block *block = add_block (self, BLOCK_ITEM, span_layout (self, span, text_width (self) - indent, TRUE),
                            indent, first ? self->body_size * 0.5 : self->body_size * 0.25);

  block->marker = st_kit_layout_new (self->context, marker_text, ST_KIT_SERIF, self->body_size, FALSE, 0);
}

/* A table: its columns share the width equally; a row is one block that is
 * never cut across pages, the header's cells in bold. */
static void
add_table (StKitRules *self, const StMarkupBlock *table, gboolean first)
{
  guint  columns = 1;
  double pad = self->body_size * 0.4;

  for (guint r = 0; r < table->items->len; r++)
    columns = MAX (columns, ((GPtrArray *) g_ptr_array_index (table->items, r))->len);
  for (guint r = 0; r < table->items->len; r++)
    {
      GPtrArray *row = g_ptr_array_index (table->items, r);
      Block     *block = g_new0 (Block, 1);
      double     width = text_width (self) / columns, height = 0, top = 0;

      block->kind = BLOCK_ROW;
      block->header = r == 0;
      block->column_width = width;
      block->space_before = r == 0 ? (first ? self->body_size * 0.5 : self->body_size * 0.8) : 0;
      block->cells = g_ptr_array_new_with_free_func (g_object_unref);
      block->tops = g_array_new (FALSE, FALSE, sizeof (double));
      block->bottoms = g_array_new (FALSE, FALSE, sizeof (double));
      for (guint c = 0; c < row->len; c++)
        {
          PangoLayout *cell = span_layout (self, g_ptr_array_index (row, c), width - 2 * pad, FALSE);

          if (block->header)
            {
              PangoFontDescription *bold =
                  pango_font_description_copy (pango_layout_get_font_description (cell));

              pango_font_description_set_weight (bold, PANGO_WEIGHT_BOLD);
              pango_layout_set_font_description (cell, bold);
              pango_font_description_free (bold);
            }
          height = MAX (height, st_kit_layout_height (cell));
          g_ptr_array_add (block->cells, cell);
        }
      height += 2 * pad;
      g_array_append_val (block->tops, top);
      g_array_append_val (block->bottoms, height);
      g_ptr_array_add (self->blocks, block);
    }
}

/* The body's markup (st-markup.h): paragraphs, lists, tables. */
static void
add_body (StKitRules *self, guint section)
{
  g_autoptr (StMarkup) markup = st_markup_parse_section (self->scenario, section, self->lang);

  for (guint b = 0; b < markup->blocks->len; b++)
    {
      const StMarkupBlock *block = g_ptr_array_index (markup->blocks, b);

      for (guint i = 0; block->kind != ST_MARKUP_TABLE && i < block->items->len; i++)
        {
          const StMarkupSpan *span = g_ptr_array_index (block->items, i);
          g_autofree char    *marker =
              block->kind == ST_MARKUP_NUMBERS ? g_strdup_printf ("%u.", block->start + i) : g_strdup ("•");

          if (block->kind == ST_MARKUP_PARAGRAPH)
            add_paragraph (self, span, b == 0);
          else
            add_item (self, span, marker, b == 0 && i == 0);
        }
      if (block->kind == ST_MARKUP_TABLE)
        add_table (self, block, b == 0);
    }
}

static char *
section_title (const StKitRules *self, guint index)
{
  return st_kit_section_title (self->scenario, index, self->lang);
}

static void
add_blocks (StKitRules *self)
{
  GPtrArray *rules = self->scenario->rules;
  double     number_room = self->body_size * 3;

  add_block (self, BLOCK_CONTENTS_TITLE,
             st_kit_layout_new (self->context, _ ("Contents"), ST_KIT_SANS, self->body_size * 1.6, TRUE,
                                text_width (self)),
             0, 0);
  for (guint i = 0; i < rules->len; i++)
    {
      g_autofree char *title = section_title (self, i);
      Block           *block = add_block (self, BLOCK_CONTENTS_ENTRY,
                                          st_kit_layout_new (self->context, title, ST_KIT_SERIF, self->body_size, FALSE,
                                                             text_width (self) - number_room),
                                          0, i == 0 ? self->body_size : self->body_size * 0.3);

      block->section = i;
    }
  for (guint i = 0; i < rules->len; i++)
    {
      g_autofree char *title = section_title (self, i);
      Block           *block = add_block (self, BLOCK_HEADING,
                                          st_kit_layout_new (self->context, title, ST_KIT_SANS, self->body_size * 1.25,
                                                             TRUE, text_width (self)),
                                          0, self->body_size * 1.4);

      block->section = i;
      add_body (self, i);
    }
}

static Page *
new_page (StKitRules *self, guint section)
{
  Page *page = g_new0 (Page, 1);

  page->slices = g_array_new (FALSE, FALSE, sizeof (Slice));
  page->section = section;
  g_ptr_array_add (self->pages, page);
  return page;
}

static double
lines_height (const Block *block, int line0, int line1)
{
  return g_array_index (block->bottoms, double, line1 - 1) - g_array_index (block->tops, double, line0);
}

/* How many lines of block from line0 fit in room. */
static int
lines_fitting (const Block *block, int line0, double room)
{
  int n = 0;

  while (line0 + n < (int) block->tops->len && lines_height (block, line0, line0 + n + 1) <= room)
    n++;
  return n;
}

/* The first pass: cuts the blocks into pages. A heading keeps with the two
 * lines after it, the contents start on the first page and the sections on the
 * next; a paragraph leaves no single line at a page's foot. */
static void
paginate (StKitRules *self)
{
  double y = self->top;
  guint  section = G_MAXUINT;
  Page  *page = new_page (self, section);

  for (guint b = 0; b < self->blocks->len; b++)
    {
      const Block *block = g_ptr_array_index (self->blocks, b);
      int          line = 0, n_lines = (int) block->tops->len;

      if (block->kind == BLOCK_HEADING)
        {
          const Block *next = b + 1 < self->blocks->len ? g_ptr_array_index (self->blocks, b + 1) : NULL;
          double       need = lines_height (block, 0, n_lines) + block->space_before;

          if (next != NULL)
            need += next->space_before + lines_height (next, 0, MIN (2, (int) next->tops->len));
          section = block->section;
          if ((block->section == 0 || y + need > self->bottom) && y > self->top)
            {
              page = new_page (self, section);
              y = self->top;
            }
          g_array_index (self->section_pages, guint, block->section) = self->pages->len;
        }
      while (line < n_lines)
        {
          double space = y > self->top ? block->space_before : 0;
          int    fit = lines_fitting (block, line, self->bottom - y - space);

          /* No line alone at the foot of a page when more follow. */
          if (fit == 1 && line == 0 && n_lines > 2)
            fit = 0;
          if (fit == 0 && y > self->top)
            {
              page = new_page (self, section);
              y = self->top;
              continue;
            }
          fit = MAX (fit, 1);
          {
            Slice slice = { b, line, line + fit, y + space };

            g_array_append_val (page->slices, slice);
            y += space + lines_height (block, line, line + fit);
          }
          line += fit;
        }
    }
}

StKitRules *
st_kit_rules_new (const StScenario *scenario, const char *lang, double width, double height)
{
  StKitRules *self = g_new0 (StKitRules, 1);
  double      mm = ST_KIT_PT_PER_MM;
  gboolean    small = width < 450;

  self->scenario = scenario;
  self->lang = g_strdup (lang);
  self->context = st_kit_pango_context_new (lang);
  self->width = width;
  self->height = height;
  self->margin = (small ? 14 : 22) * mm;
  self->top = (small ? 18 : 24) * mm;
  self->bottom = height - (small ? 16 : 22) * mm;
  self->body_size = small ? 9.5 : 11.0;
  self->blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) block_free);
  self->pages = g_ptr_array_new_with_free_func ((GDestroyNotify) page_free);
  self->section_pages = g_array_new (FALSE, TRUE, sizeof (guint));
  g_array_set_size (self->section_pages, scenario->rules->len);
  self->title = g_strdup (st_kit_get (scenario->title, lang));
  if (scenario->rules->len > 0)
    {
      add_blocks (self);
      paginate (self);
    }
  return self;
}

void
st_kit_rules_free (StKitRules *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->blocks);
  g_ptr_array_unref (self->pages);
  g_array_unref (self->section_pages);
  g_object_unref (self->context);
  g_free (self->lang);
  g_free (self->title);
  g_free (self);
}

guint
st_kit_rules_n_pages (const StKitRules *self)
{
  return self->pages->len;
}

guint
st_kit_rules_section_page (const StKitRules *self, guint section)
{
  g_return_val_if_fail (section < self->section_pages->len, 0);
  return g_array_index (self->section_pages, guint, section);
}

static void
draw_row (const StKitRules *self, cairo_t *cr, const Block *block, double y)
{
  double pad = self->body_size * 0.4;
  double height = g_array_index (block->bottoms, double, 0);

  for (guint c = 0; c < block->cells->len; c++)
    st_kit_show (cr, g_ptr_array_index (block->cells, c), self->margin + c * block->column_width + pad,
                 y + pad);
  cairo_set_line_width (cr, block->header ? 0.8 : 0.3);
  if (block->header)
    {
      cairo_move_to (cr, self->margin, y + 0.4);
      cairo_line_to (cr, self->width - self->margin, y + 0.4);
    }
  cairo_move_to (cr, self->margin, y + height - 0.4);
  cairo_line_to (cr, self->width - self->margin, y + height - 0.4);
  cairo_stroke (cr);
}

static void
draw_slice (const StKitRules *self, cairo_t *cr, const Slice *slice)
{
  const Block *block = g_ptr_array_index (self->blocks, slice->block);
  double       offset = g_array_index (block->tops, double, slice->line0);
  double       x = self->margin + block->indent;

  cairo_save (cr);
  cairo_rectangle (cr, 0, slice->y, self->width, lines_height (block, slice->line0, slice->line1));
  cairo_clip (cr);
  if (block->cells != NULL)
    draw_row (self, cr, block, slice->y);
  else
    st_kit_show (cr, block->layout, x, slice->y - offset);
  if (block->marker != NULL && slice->line0 == 0)
    st_kit_show (cr, block->marker, self->margin + block->indent * 0.25, slice->y);
  cairo_restore (cr);

  /* The second pass: the contents' page numbers, now that they are known. */
  if (block->kind == BLOCK_CONTENTS_ENTRY)
    {
      PangoContext    *context = pango_layout_get_context (block->layout);
      g_autofree char *number = g_strdup_printf ("%u", st_kit_rules_section_page (self, block->section));

      st_kit_text (cr, context, number, ST_KIT_SERIF, self->body_size, FALSE, self->width - self->margin,
                   slice->y, 0, 1.0);
    }
}

static void
draw_head_and_foot (const StKitRules *self, cairo_t *cr, const Page *page, guint number)
{
  double           size = self->body_size * 0.8;
  double           rule = self->top - 5 * ST_KIT_PT_PER_MM;
  g_autofree char *section =
      page->section == G_MAXUINT ? g_strdup (_ ("Contents")) : section_title (self, page->section);
  g_autofree char *folio = g_strdup_printf ("%u", number);

  cairo_set_source_rgb (cr, 0.25, 0.25, 0.25);
  st_kit_text (cr, self->context, self->title, ST_KIT_SANS, size, FALSE, self->margin, rule - size * 1.6, 0,
               0.0);
  st_kit_text (cr, self->context, section, ST_KIT_SANS, size, FALSE, self->width - self->margin,
               rule - size * 1.6, 0, 1.0);
  cairo_move_to (cr, self->margin, rule);
  cairo_line_to (cr, self->width - self->margin, rule);
  cairo_set_line_width (cr, 0.4);
  cairo_stroke (cr);
  st_kit_text (cr, self->context, folio, ST_KIT_SERIF, self->body_size * 0.9, FALSE, self->width / 2,
               self->height - 11 * ST_KIT_PT_PER_MM, 0, 0.5);
}

void
st_kit_rules_draw_page (const StKitRules *self, cairo_t *cr, guint index)
{
  const Page *page;

  g_return_if_fail (index < self->pages->len);
  page = g_ptr_array_index (self->pages, index);
  cairo_save (cr);
  draw_head_and_foot (self, cr, page, index + 1);
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint i = 0; i < page->slices->len; i++)
    draw_slice (self, cr, &g_array_index (page->slices, Slice, i));
  cairo_restore (cr);
}
