/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "core/st-locale.h"
#include "render/st-counter-render.h"
#include "st-kit-private.h"
#include "st-render-private.h"

/* The map at true scale: the board drawn without its pieces (the counters go
 * on it) at a size in millimetres, cut into tiles that overlap by a strip;
 * alignment crosses drawn in the map's own coordinates sit in the strips, so
 * that two tiles are glued where their crosses meet. The first page shows how
 * the tiles go together. */

/* Wider than the unprintable edge of home printers (4 to 6.4 mm), narrow enough
 * that a map of 14 rows of 19 mm hexes fits an A4 page. */
#define MARGIN_MM 9.0
#define OVERLAP_MM 10.0
#define CROSS_MM 3.0
#define SCALE_BAR_MAX 5

struct _StKitMap
{
  const StScenario *scenario;
  char             *lang;
  StBoardLayout    *layout;
  PangoContext     *context;
  double            scale_mm;
  double            page_width;
  double            page_height;
  /* Points on paper per board unit, and the map's size on paper. */
  double pt_per_unit;
  double crop; /* board units of the board's blank margin left off each side */
  double map_width;
  double map_height;
  /* The tiles: columns x rows, each tile_width x tile_height points of the
   * map, step apart. */
  guint  columns;
  guint  rows;
  double tile_width;
  double tile_height;
  double step_x;
  double step_y;
};

double
st_kit_map_units_per_mm (const StScenario *scenario, const StBoardLayout *layout, double scale_mm)
{
  double unit =
      scenario->board->kind == ST_BOARD_GRAPH ? layout->node_spacing : st_board_layout_cell_size (layout);

  /* A map of fewer than two towns has no spacing: it is printed ten scales
   * across. */
  if (unit <= 0)
    unit = ST_BOARD_GRAPH_EXTENT / 10;
  return unit / scale_mm;
}

double
st_kit_default_scale (const StScenario *scenario)
{
  double counter = st_counter_size_mm (scenario->family);

  /* A counter fits in a hex or square with a little room around it; on a
   * point-and-line map, counters on neighbouring towns do not touch. */
  return round (counter * (scenario->board->kind == ST_BOARD_GRAPH ? 1.6 : 1.2));
}

static guint
count_tiles (double length, double tile, double *step)
{
  guint n;

  *step = tile - OVERLAP_MM * ST_KIT_PT_PER_MM;
  if (length <= tile)
    return 1;
  n = (guint) ceil ((length - tile) / *step) + 1;
  return n;
}

static guint
plan (StKitMap *self, double page_width, double page_height)
{
  double margin = MARGIN_MM * ST_KIT_PT_PER_MM;

  self->page_width = page_width;
  self->page_height = page_height;
  self->tile_width = page_width - 2 * margin;
  self->tile_height = page_height - 2 * margin;
  self->columns = count_tiles (self->map_width, self->tile_width, &self->step_x);
  self->rows = count_tiles (self->map_height, self->tile_height, &self->step_y);
  return self->columns * self->rows;
}

StKitMap *
st_kit_map_new (const StScenario *scenario, const char *lang, double scale_mm, double width, double height)
{
  StKitMap *self = g_new0 (StKitMap, 1);
  double    board_width, board_height;

  self->scenario = scenario;
  self->lang = g_strdup (lang);
  self->layout = st_board_layout_new (scenario);
  self->context = st_kit_pango_context_new (lang);
  self->scale_mm = scale_mm;
  self->pt_per_unit = ST_KIT_PT_PER_MM / st_kit_map_units_per_mm (scenario, self->layout, scale_mm);
  st_board_layout_get_extent (self->layout, &board_width, &board_height);
  /* Most of the board's blank margin is paper a tile need not print. */
  self->crop = ST_BOARD_MARGIN * 0.8;
  self->map_width = (board_width - 2 * self->crop) * self->pt_per_unit;
  self->map_height = (board_height - 2 * self->crop) * self->pt_per_unit;
  /* Portrait or landscape tiles, whichever needs fewer pages. */
  if (plan (self, height, width) >= plan (self, width, height))
    plan (self, width, height);
  else
    plan (self, height, width);
  return self;
}

void
st_kit_map_free (StKitMap *self)
{
  if (self == NULL)
    return;
  st_board_layout_free (self->layout);
  g_object_unref (self->context);
  g_free (self->lang);
  g_free (self);
}

guint
st_kit_map_n_pages (const StKitMap *self)
{
  return 1 + self->columns * self->rows;
}

void
st_kit_map_page_size (const StKitMap *self, guint page, double *width, double *height)
{
  (void) page;
  *width = self->page_width;
  *height = self->page_height;
}

/* "B3": the tile of row B, column 3. */
static char *
tile_name (guint column, guint row)
{
  return g_strdup_printf ("%c%u", 'A' + (int) MIN (row, 25), column + 1);
}

static void
render_options (const StKitMap *self, StRenderOptions *options)
{
  st_render_options_init (options);
  options->lang = self->lang;
  options->show_units = FALSE;
  options->show_labels = TRUE;
  options->show_areas = TRUE;
}

/* The board in the map's coordinates: points from the top left corner of
 * what is printed. */
static void
draw_map (const StKitMap *self, cairo_t *cr, const StRenderOptions *options)
{
  cairo_save (cr);
  cairo_scale (cr, self->pt_per_unit, self->pt_per_unit);
  cairo_translate (cr, -self->crop, -self->crop);
  st_render_board (cr, self->scenario, self->layout, options);
  cairo_restore (cr);
}

static void
cross (cairo_t *cr, double x, double y, double size)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, size * 0.6, 0, 2 * G_PI);
  cairo_move_to (cr, x - size, y);
  cairo_line_to (cr, x + size, y);
  cairo_move_to (cr, x, y - size);
  cairo_line_to (cr, x, y + size);
}

/* Crosses in the middle of each overlap strip, at the middle of each tile
 * along it, in the map's coordinates (points from its top left corner). */
static void
alignment_crosses (const StKitMap *self, cairo_t *cr)
{
  double size = CROSS_MM * ST_KIT_PT_PER_MM, overlap = OVERLAP_MM * ST_KIT_PT_PER_MM;

  for (guint c = 1; c < self->columns; c++)
    for (guint r = 0; r < self->rows; r++)
      cross (cr, c * self->step_x + overlap / 2, r * self->step_y + self->tile_height / 2, size);
  for (guint r = 1; r < self->rows; r++)
    for (guint c = 0; c < self->columns; c++)
      cross (cr, c * self->step_x + self->tile_width / 2, r * self->step_y + overlap / 2, size);
  cairo_set_source_rgb (cr, 0.85, 0.1, 0.45);
  cairo_set_line_width (cr, 0.5);
  cairo_stroke (cr);
}

/* A bar SCALE_BAR_MAX cells (or town spacings) long, drawn with the map's own
 * transform, its ends labelled 0 and the count: what the scale is, and a check
 * that the printer did not shrink the page. */
static char *
scale_caption (const StKitMap *self)
{
  g_autofree char *size =
      st_locale_format_decimal (self->scale_mm, self->scale_mm == round (self->scale_mm) ? 0 : 1, FALSE);

  if (self->scenario->board->kind == ST_BOARD_GRAPH)
    /* TRANSLATORS: the map's scale on a point-and-line map; %s is a number of millimetres */
    return g_strdup_printf (_ ("Towns about %s mm apart"), size);
  if (self->scenario->board->kind == ST_BOARD_HEX)
    /* TRANSLATORS: the map's scale; %s is a number of millimetres */
    return g_strdup_printf (_ ("Hexes %s mm across"), size);
  /* TRANSLATORS: the map's scale; %s is a number of millimetres */
  return g_strdup_printf (_ ("Squares %s mm across"), size);
}

/* A bar SCALE_BAR_MAX cells (or town spacings) long, drawn with the map's own
 * scale, its ends labelled 0 and the count: what the scale is, and a check
 * that the printer did not shrink the page. */
static void
scale_bar (const StKitMap *self, cairo_t *cr, double x, double y)
{
  double           unit = self->scale_mm * ST_KIT_PT_PER_MM;
  int              n = SCALE_BAR_MAX;
  g_autofree char *end = g_strdup_printf ("%d", n);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x + n * unit, y);
  for (int i = 0; i <= n; i++)
    {
      cairo_move_to (cr, x + i * unit, y - 2);
      cairo_line_to (cr, x + i * unit, y + 2);
    }
  cairo_set_line_width (cr, 0.5);
  cairo_stroke (cr);
  st_kit_text (cr, self->context, "0", ST_KIT_SANS, 6, FALSE, x, y + 2.5, 0, 0.5);
  st_kit_text (cr, self->context, end, ST_KIT_SANS, 6, FALSE, x + n * unit, y + 2.5, 0, 0.5);
  cairo_restore (cr);
}

static void
draw_tile (const StKitMap *self, cairo_t *cr, guint column, guint row)
{
  double           margin = MARGIN_MM * ST_KIT_PT_PER_MM, overlap = OVERLAP_MM * ST_KIT_PT_PER_MM;
  double           map_x = column * self->step_x, map_y = row * self->step_y;
  double           width = MIN (self->tile_width, self->map_width - map_x);
  double           height = MIN (self->tile_height, self->map_height - map_y);
  g_autofree char *name = tile_name (column, row);
  g_autofree char *label = NULL;
  g_autofree char *caption = scale_caption (self);
  StRenderOptions  options;

  render_options (self, &options);
  cairo_save (cr);
  cairo_rectangle (cr, margin, margin, width, height);
  cairo_clip (cr);
  cairo_translate (cr, margin - map_x, margin - map_y);
  draw_map (self, cr, &options);
  alignment_crosses (self, cr);
  cairo_restore (cr);

  /* The strips another tile covers: dashed where it is glued. */
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  cairo_set_line_width (cr, 0.4);
  {
    double dash[] = { 3, 2 };

    cairo_set_dash (cr, dash, 2, 0);
  }
  if (column > 0)
    {
      cairo_move_to (cr, margin, margin);
      cairo_line_to (cr, margin, margin + height);
    }
  if (row > 0)
    {
      cairo_move_to (cr, margin, margin);
      cairo_line_to (cr, margin + width, margin);
    }
  if (column + 1 < self->columns)
    {
      cairo_move_to (cr, margin + width - overlap, margin);
      cairo_line_to (cr, margin + width - overlap, margin + height);
    }
  if (row + 1 < self->rows)
    {
      cairo_move_to (cr, margin, margin + height - overlap);
      cairo_line_to (cr, margin + width, margin + height - overlap);
    }
  cairo_stroke (cr);
  cairo_restore (cr);

  cairo_set_source_rgb (cr, 0, 0, 0);
  /* TRANSLATORS: a page of the map; %s is its name in the assembly diagram ("B3") */
  label = g_strdup_printf (_ ("Map %s"), name);
  st_kit_text (cr, self->context, label, ST_KIT_SANS, 9, TRUE, margin, margin / 2 - 6, 0, 0.0);
  st_kit_text (cr, self->context, caption, ST_KIT_SANS, 7, FALSE, self->page_width / 2, margin / 2 - 5, 0,
               0.5);
  st_kit_text (cr, self->context, st_kit_get (self->scenario->title, self->lang), ST_KIT_SANS, 8, FALSE,
               self->page_width - margin, margin / 2 - 5, 0, 1.0);
  scale_bar (self, cr, margin, self->page_height - margin + 6);
}

static void
draw_diagram (const StKitMap *self, cairo_t *cr)
{
  double           margin = 20 * ST_KIT_PT_PER_MM;
  double           room_width = self->page_width - 2 * margin, room_height = self->page_height * 0.62;
  double           scale = MIN (room_width / self->map_width, room_height / self->map_height);
  double           x0 = margin + (room_width - self->map_width * scale) / 2, y0 = margin + 40;
  g_autofree char *pages =
      g_strdup_printf (ngettext ("The map is printed on %u page.", "The map is printed on %u pages.",
                                 self->columns * self->rows),
                       self->columns * self->rows);
  g_autofree char *text = NULL;
  g_autofree char *caption = scale_caption (self);
  StRenderOptions  options;

  cairo_set_source_rgb (cr, 0, 0, 0);
  st_kit_text (cr, self->context, _ ("Map: how the pages go together"), ST_KIT_SANS, 16, TRUE, margin, margin,
               0, 0.0);

  render_options (self, &options);
  cairo_save (cr);
  cairo_translate (cr, x0, y0);
  cairo_scale (cr, scale, scale);
  cairo_rectangle (cr, 0, 0, self->map_width, self->map_height);
  cairo_clip (cr);
  draw_map (self, cr, &options);
  for (guint r = 0; r < self->rows; r++)
    for (guint c = 0; c < self->columns; c++)
      {
        g_autofree char *name = tile_name (c, r);
        double           x = c * self->step_x, y = r * self->step_y;
        double           w = MIN (self->tile_width, self->map_width - x),
               h = MIN (self->tile_height, self->map_height - y);

        cairo_rectangle (cr, x, y, w, h);
        cairo_set_source_rgba (cr, 0.1, 0.2, 0.7, 0.9);
        cairo_set_line_width (cr, 1.2 / scale);
        cairo_stroke (cr);
        cairo_set_source_rgba (cr, 0.1, 0.2, 0.7, 1);
        st_kit_text (cr, self->context, name, ST_KIT_SANS, 14 / scale, TRUE, x + w / 2, y + h / 2 - 7 / scale,
                     0, 0.5);
      }
  cairo_restore (cr);

  text = g_strdup_printf (
      "%s %s", pages,
      _ ("The pages overlap by a strip of 1 cm. Trim the edge of each page along its dashed line where "
         "another page overlaps it, and "
         "glue it over that page so that the crosses meet. Rows are lettered from the top, "
         "columns numbered from the left."));
  cairo_set_source_rgb (cr, 0, 0, 0);
  st_kit_text (cr, self->context, text, ST_KIT_SERIF, 10.5, FALSE, margin,
               y0 + self->map_height * scale + 8 * ST_KIT_PT_PER_MM, room_width, 0.0);
  st_kit_text (cr, self->context, caption, ST_KIT_SANS, 8, FALSE, margin, self->page_height - margin - 14, 0,
               0.0);
  scale_bar (self, cr, margin, self->page_height - margin);
}

void
st_kit_map_draw_page (const StKitMap *self, cairo_t *cr, guint page)
{
  g_return_if_fail (page < st_kit_map_n_pages (self));
  if (page == 0)
    draw_diagram (self, cr);
  else
    draw_tile (self, cr, (page - 1) % self->columns, (page - 1) / self->columns);
}
