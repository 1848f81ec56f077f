/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "st-render-private.h"

/* Colours, line styles, terrain patterns and text: the drawing vocabulary the
 * board, unit and graph painters share. */

static const StRgb neutral_grey = { 0.6, 0.6, 0.6 };

static int
hex_digit (char c)
{
  return g_ascii_xdigit_value (c);
}

void
st_rgb_parse (const char *str, StRgb *rgb)
{
  int v[6];

  *rgb = neutral_grey;
  if (str == NULL || str[0] != '#' || strlen (str) != 7)
    return;
  for (int i = 0; i < 6; i++)
    if ((v[i] = hex_digit (str[i + 1])) < 0)
      return;
  rgb->red = (v[0] * 16 + v[1]) / 255.0;
  rgb->green = (v[2] * 16 + v[3]) / 255.0;
  rgb->blue = (v[4] * 16 + v[5]) / 255.0;
}

void
st_rgb_mix (const StRgb *a, const StRgb *b, double t, StRgb *out)
{
  out->red = a->red + (b->red - a->red) * t;
  out->green = a->green + (b->green - a->green) * t;
  out->blue = a->blue + (b->blue - a->blue) * t;
}

double
st_rgb_luminance (const StRgb *rgb)
{
  return 0.2126 * rgb->red + 0.7152 * rgb->green + 0.0722 * rgb->blue;
}

void
st_render_set_rgb (cairo_t *cr, const StRgb *rgb, double alpha)
{
  if (alpha >= 1.0)
    cairo_set_source_rgb (cr, rgb->red, rgb->green, rgb->blue);
  else
    cairo_set_source_rgba (cr, rgb->red, rgb->green, rgb->blue, alpha);
}

/* On an SVG surface the group's pattern stays alive as long as the surface:
 * cairo 1.16 leaks a copy of a group's surface when the SVG surface still
 * holds a snapshot of it as the pattern goes (a bug of that version, seen by
 * LeakSanitizer on `render --backdrop -o board.svg`). Parked on the target,
 * the patterns go when the target goes, after it is finished. Elsewhere (the
 * canvas, PNG and PDF) the group goes at once, as a large board's group is a
 * whole board's pixels. */
static cairo_user_data_key_t faded_groups_key;

void
st_render_paint_group_faded (cairo_t *cr, double alpha)
{
  cairo_surface_t *target = cairo_get_target (cr);
  cairo_pattern_t *group = cairo_pop_group (cr);
  GPtrArray       *parked;

  cairo_set_source (cr, group);
  cairo_paint_with_alpha (cr, alpha);
  if (cairo_surface_get_type (target) != CAIRO_SURFACE_TYPE_SVG)
    {
      cairo_pattern_destroy (group);
      return;
    }
  parked = cairo_surface_get_user_data (target, &faded_groups_key);
  if (parked == NULL)
    {
      parked = g_ptr_array_new_with_free_func ((GDestroyNotify) cairo_pattern_destroy);
      if (cairo_surface_set_user_data (target, &faded_groups_key, parked,
                                       (cairo_destroy_func_t) g_ptr_array_unref)
          != CAIRO_STATUS_SUCCESS)
        {
          g_ptr_array_unref (parked);
          cairo_pattern_destroy (group);
          return;
        }
    }
  g_ptr_array_add (parked, group);
}

void
st_render_set_line_style (cairo_t *cr, const StEdgeType *type, double width)
{
  StLineStyle style = type != NULL ? type->style : ST_LINE_SOLID;

  cairo_set_line_width (cr, width);
  switch (style)
    {
      case ST_LINE_DASHED:
        {
          double dashes[] = { 3.0 * width + 4.0, 1.5 * width + 3.0 };

          cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
          cairo_set_dash (cr, dashes, 2, 0.0);
        }
        break;
      case ST_LINE_DOTTED:
        {
          /* Zero-length dashes with round caps make round dots. */
          double dashes[] = { 0.0, 2.0 * width + 1.0 };

          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          cairo_set_dash (cr, dashes, 2, 0.0);
        }
        break;
      case ST_LINE_SOLID:
      default:
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
        cairo_set_dash (cr, NULL, 0, 0.0);
        break;
    }
}

void
st_render_rounded_rect (cairo_t *cr, double x, double y, double width, double height, double radius)
{
  radius = MIN (radius, MIN (width, height) / 2.0);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
st_render_star_path (cairo_t *cr, double cx, double cy, double outer, double inner, int points)
{
  for (int i = 0; i < 2 * points; i++)
    {
      double angle = -G_PI / 2 + i * G_PI / points;
      double r = (i % 2 == 0) ? outer : inner;

      if (i == 0)
        cairo_move_to (cr, cx + r * cos (angle), cy + r * sin (angle));
      else
        cairo_line_to (cr, cx + r * cos (angle), cy + r * sin (angle));
    }
  cairo_close_path (cr);
}

/* Terrain patterns. Every motif stays inside a circle of the given radius around
 * the cell centre, so no per-cell clip is needed and the motifs of all cells of
 * one terrain go into a single path that is filled or stroked once. */

static void
pattern_trees (cairo_t *cr, double cx, double cy, double r)
{
  static const double trees[][3] = {
    { -0.42, 0.22, 0.30 },
    { 0.40, 0.28, 0.28 },
    { -0.02, -0.30, 0.33 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (trees); i++)
    {
      double tx = cx + trees[i][0] * r;
      double ty = cy + trees[i][1] * r;
      double tr = trees[i][2] * r;

      /* A round crown on a short trunk. */
      cairo_new_sub_path (cr);
      cairo_arc (cr, tx, ty - tr * 0.25, tr, 0, 2 * G_PI);
      cairo_close_path (cr);
      cairo_rectangle (cr, tx - tr * 0.14, ty + tr * 0.5, tr * 0.28, tr * 0.55);
    }
}

static void
pattern_hills (cairo_t *cr, double cx, double cy, double r)
{
  static const double hills[][3] = {
    { -0.30, 0.30, 0.38 },
    { 0.32, 0.36, 0.30 },
    { 0.02, -0.22, 0.34 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (hills); i++)
    {
      double hx = cx + hills[i][0] * r;
      double hy = cy + hills[i][1] * r;
      double hr = hills[i][2] * r;

      cairo_new_sub_path (cr);
      cairo_arc (cr, hx, hy, hr, G_PI * 1.1, G_PI * 1.9);
    }
}

static void
pattern_marsh (cairo_t *cr, double cx, double cy, double r)
{
  static const double tufts[][2] = {
    { -0.35, -0.30 },
    { 0.30, -0.05 },
    { -0.20, 0.42 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tufts); i++)
    {
      double tx = cx + tufts[i][0] * r;
      double ty = cy + tufts[i][1] * r;
      double w = 0.32 * r;

      /* A water line with three blades of reed. */
      cairo_move_to (cr, tx - w, ty);
      cairo_line_to (cr, tx + w, ty);
      cairo_move_to (cr, tx, ty);
      cairo_line_to (cr, tx, ty - 0.30 * r);
      cairo_move_to (cr, tx - 0.12 * r, ty);
      cairo_line_to (cr, tx - 0.20 * r, ty - 0.22 * r);
      cairo_move_to (cr, tx + 0.12 * r, ty);
      cairo_line_to (cr, tx + 0.20 * r, ty - 0.22 * r);
    }
}

static void
pattern_town (cairo_t *cr, double cx, double cy, double r)
{
  static const double houses[][4] = {
    { -0.46, -0.10, 0.30, 0.26 }, { -0.10, -0.34, 0.26, 0.36 }, { 0.22, -0.08, 0.28, 0.24 },
    { -0.30, 0.24, 0.26, 0.22 },  { 0.06, 0.22, 0.30, 0.26 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (houses); i++)
    cairo_rectangle (cr, cx + houses[i][0] * r, cy + houses[i][1] * r, houses[i][2] * r, houses[i][3] * r);
}

static void
pattern_water (cairo_t *cr, double cx, double cy, double r)
{
  for (int line = -1; line <= 1; line++)
    {
      double y = cy + line * 0.36 * r;
      double half = (line == 0 ? 0.62 : 0.46) * r;
      double step = half / 2.0;
      double amp = 0.09 * r;

      cairo_move_to (cr, cx - half, y);
      for (int k = 0; k < 4; k++)
        {
          double x0 = cx - half + k * step;

          cairo_curve_to (cr, x0 + step / 3, y + ((k % 2) ? amp : -amp) * 2, x0 + 2 * step / 3,
                          y + ((k % 2) ? amp : -amp) * 2, x0 + step, y);
        }
    }
}

static void
pattern_dots (cairo_t *cr, double cx, double cy, double r)
{
  double step = 0.34 * r;
  double dot = 0.05 * r;

  for (int j = -2; j <= 2; j++)
    for (int i = -2; i <= 2; i++)
      {
        double x = cx + (i + ((j & 1) ? 0.5 : 0.0)) * step;
        double y = cy + j * step * 0.87;

        if ((x - cx) * (x - cx) + (y - cy) * (y - cy) > 0.72 * r * r)
          continue;
        cairo_new_sub_path (cr);
        cairo_arc (cr, x, y, dot, 0, 2 * G_PI);
        cairo_close_path (cr);
      }
}

static void
pattern_hatch (cairo_t *cr, double cx, double cy, double r)
{
  /* Diagonal chords of the circle, so the hatching needs no clip. */
  double step = 0.28 * r;
  double rr = 0.85 * r;

  for (int k = -3; k <= 3; k++)
    {
      double d = k * step;
      double half = sqrt (MAX (rr * rr - d * d, 0.0));
      /* Perpendicular offset d along (1,1)/sqrt2, chord along (1,-1)/sqrt2. */
      double px = cx + d * G_SQRT2 / 2;
      double py = cy + d * G_SQRT2 / 2;

      cairo_move_to (cr, px - half * G_SQRT2 / 2, py + half * G_SQRT2 / 2);
      cairo_line_to (cr, px + half * G_SQRT2 / 2, py - half * G_SQRT2 / 2);
    }
}

void
st_render_pattern_path (cairo_t *cr, const char *pattern, double cx, double cy, double radius, guint seed)
{
  if (pattern == NULL)
    return;

  /* Mirror every other cell so that a forest does not look stamped. */
  if (seed & 1)
    {
      cairo_matrix_t saved;

      cairo_get_matrix (cr, &saved);
      cairo_translate (cr, cx, cy);
      cairo_scale (cr, -1, 1);
      st_render_pattern_path (cr, pattern, 0, 0, radius, 0);
      cairo_set_matrix (cr, &saved);
      return;
    }

  if (g_str_equal (pattern, "trees"))
    pattern_trees (cr, cx, cy, radius);
  else if (g_str_equal (pattern, "hills"))
    pattern_hills (cr, cx, cy, radius);
  else if (g_str_equal (pattern, "marsh"))
    pattern_marsh (cr, cx, cy, radius);
  else if (g_str_equal (pattern, "town"))
    pattern_town (cr, cx, cy, radius);
  else if (g_str_equal (pattern, "water"))
    pattern_water (cr, cx, cy, radius);
  else if (g_str_equal (pattern, "dots"))
    pattern_dots (cr, cx, cy, radius);
  else if (g_str_equal (pattern, "hatch"))
    pattern_hatch (cr, cx, cy, radius);
}

/* Patterns sit a little below the middle of the cell and clear of its edges,
 * leaving room for the coordinates at the top. */
double
st_render_pattern_radius (const StBoardLayout *layout)
{
  return layout->inner * 0.74;
}

void
st_render_pattern_center (const StBoardLayout *layout, StCell cell, double *cx, double *cy)
{
  st_board_layout_cell_center (layout, cell, cx, cy);
  *cy += layout->inner * 0.12;
}

gboolean
st_render_pattern_is_filled (const char *pattern)
{
  return pattern != NULL
         && (g_str_equal (pattern, "trees") || g_str_equal (pattern, "town")
             || g_str_equal (pattern, "dots"));
}

void
st_render_pattern_style (cairo_t *cr, const char *pattern, const StRgb *base, double radius)
{
  static const StRgb black = { 0, 0, 0 };
  static const StRgb white = { 1, 1, 1 };
  StRgb              ink;

  /* The motif is a darker shade of the terrain, or a lighter one on dark
   * terrain, so any colour a designer picks stays readable. */
  if (st_rgb_luminance (base) < 0.25)
    st_rgb_mix (base, &white, 0.45, &ink);
  else if (pattern != NULL && g_str_equal (pattern, "water"))
    st_rgb_mix (base, &white, 0.55, &ink);
  else
    st_rgb_mix (base, &black, 0.38, &ink);
  st_render_set_rgb (cr, &ink, 0.9);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, MAX (radius * 0.07, 0.8));
}

/* Render context */

/* Whether the drawing ends up as pixels at about the current scale, so that
 * images may stand in for shapes. Recording surfaces count: GTK records the
 * drawing of a cairo node and replays it onto pixels. Vector documents do not. */
static gboolean
is_raster (cairo_surface_t *surface)
{
  switch (cairo_surface_get_type (surface))
    {
      case CAIRO_SURFACE_TYPE_PDF:
      case CAIRO_SURFACE_TYPE_PS:
      case CAIRO_SURFACE_TYPE_SVG:
      case CAIRO_SURFACE_TYPE_SCRIPT:
      case CAIRO_SURFACE_TYPE_WIN32_PRINTING:
        return FALSE;
      default:
        return TRUE;
    }
}

void
st_render_context_init (StRenderContext       *ctx,
                        cairo_t               *cr,
                        const StScenario      *scenario,
                        const StBoardLayout   *layout,
                        const StRenderOptions *options)
{
  double ux = 1.0, uy = 0.0;

  memset (ctx, 0, sizeof *ctx);
  ctx->cr = cr;
  ctx->scenario = scenario;
  ctx->layout = layout;
  ctx->options = options;
  ctx->lang = options->lang;
  ctx->look = st_render_look (options->palette);

  cairo_user_to_device_distance (cr, &ux, &uy);
  ctx->scale = hypot (ux, uy);
  cairo_get_matrix (cr, &ctx->device);
  ctx->raster = is_raster (cairo_get_target (cr)) && ctx->device.xy == 0.0 && ctx->device.yx == 0.0
                && ctx->device.xx > 0.0 && ctx->device.yy > 0.0;
  ctx->image = ctx->raster && cairo_surface_get_type (cairo_get_target (cr)) == CAIRO_SURFACE_TYPE_IMAGE;
  cairo_clip_extents (cr, &ctx->clip_x0, &ctx->clip_y0, &ctx->clip_x1, &ctx->clip_y1);
}

void
st_render_context_clear (StRenderContext *ctx)
{
  g_clear_object (&ctx->pango);
  g_clear_pointer (&ctx->font, pango_font_description_free);
}

gboolean
st_render_context_visible (const StRenderContext *ctx, double x0, double y0, double x1, double y1)
{
  return x1 >= ctx->clip_x0 && x0 <= ctx->clip_x1 && y1 >= ctx->clip_y0 && y0 <= ctx->clip_y1;
}

double
st_render_line_width (const StRenderContext *ctx, double width)
{
  double min_pixels = MIN (width, 1.5 + width * 0.25);

  if (ctx->scale <= 0)
    return width;
  return MAX (width, min_pixels / ctx->scale);
}

double
st_render_area_alpha (StAreaRole role)
{
  switch (role)
    {
      case ST_AREA_COUNTRY:
        return 0.20;
      case ST_AREA_SETUP_ZONE:
        return 0.16; /* half as a flat tint, half in stripes */
      case ST_AREA_MANOEUVRE_AREA:
      case ST_AREA_REGION:
      default:
        return 0.12;
    }
}

/* Areas without a side get colours that tell them apart from each other. */
static const StRgb area_palette[] = {
  { 0.57, 0.25, 0.67 }, /* purple */
  { 0.90, 0.38, 0.00 }, /* orange */
  { 0.15, 0.64, 0.41 }, /* green */
  { 0.60, 0.76, 0.95 }, /* light blue */
  { 0.53, 0.40, 0.30 }, /* brown */
};

const StRgb *
st_render_area_rgb (const StRenderContext *ctx, const StArea *area, guint index, StRgb *storage)
{
  const StSide *side = area->side != NULL ? st_scenario_find_side (ctx->scenario, area->side) : NULL;

  if (side != NULL)
    {
      st_rgb_parse (side->color, storage);
      return storage;
    }
  return &area_palette[index % G_N_ELEMENTS (area_palette)];
}
