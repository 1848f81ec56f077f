/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <math.h>
#include <pixman.h>
#include <string.h>

#include "st-render-private.h"

/* Fast paths for drawing onto pixels. Cairo's rasterizer is slow for paths of
 * thousands of small shapes, which is what a large board zoomed out is, and for
 * strokes of any kind. So:
 *
 * - At low zoom the terrain, area tints and grid lines are drawn as an image
 *   with a pixel or so per device pixel, computed from the lattice: the hex
 *   lattice repeats every two columns (or rows), so which cell a pixel falls in,
 *   and how near it is to a side, is a table lookup in one period plus an
 *   offset.
 * - Terrain patterns are drawn once per terrain into a small image at the
 *   current scale, then copied to each cell at whole-pixel positions (with
 *   pixman itself onto an image surface clipped to a rectangle).
 * - On an image surface, translucent fills of many small shapes (the grid
 *   lines) go through an alpha mask, composited once.
 *
 * Both look the same as the vector drawing at the sizes where they are used, and
 * neither depends on the clip, so a partial redraw matches a full one. */

/* Image pixels per device pixel in the mosaic, along each axis. */
#define MOSAIC_PIXEL_SIZE 1.25
/* Never build a mosaic larger than this many pixels. */
#define MOSAIC_MAX_PIXELS (8 * 1024 * 1024)

static guint32
premultiplied (const StRgb *rgb)
{
  return 0xff000000u | ((guint32) lround (rgb->red * 255) << 16) | ((guint32) lround (rgb->green * 255) << 8)
         | (guint32) lround (rgb->blue * 255);
}

/* Mixes opaque colour b into opaque colour a, weight out of 256; red and blue
 * are mixed together in one multiplication. */
static inline guint32
blend (guint32 a, guint32 b, guint weight)
{
  guint32 rb = ((((a & 0xff00ffu) * (256 - weight)) + ((b & 0xff00ffu) * weight)) >> 8) & 0xff00ffu;
  guint32 g = ((((a & 0x00ff00u) * (256 - weight)) + ((b & 0x00ff00u) * weight)) >> 8) & 0x00ff00u;

  return 0xff000000u | rb | g;
}

static void
floor_div_mod (int a, int b, int *quotient, int *remainder)
{
  int q = a / b, r = a % b;

  if (r < 0)
    {
      r += b;
      q--;
    }
  *quotient = q;
  *remainder = r;
}

/* The cells one row of a lattice period falls in: their smallest and largest
 * coordinates. */
typedef struct
{
  int min_x, max_x, min_y, max_y;
} StCellExtent;

/* The colour of every visible cell: its terrain, tinted by its areas the way
 * the vector drawing tints them. */
static guint32 *
cell_colors (StRenderContext *ctx, const StVisibleCells *visible)
{
  const StScenario *scenario = ctx->scenario;
  g_autofree StRgb *rgb = g_new (StRgb, visible->n_cells);
  g_autofree StRgb *terrain_rgb = g_new (StRgb, visible->n_terrains + 1);
  guint32          *colors = g_new (guint32, visible->n_cells);

  for (guint t = 0; t < visible->n_terrains; t++)
    st_render_terrain_rgb (ctx, ((StTerrain *) g_ptr_array_index (scenario->terrains, t))->color,
                           &terrain_rgb[t]);
  terrain_rgb[visible->n_terrains] = (StRgb){ 0.75, 0.75, 0.75 };
  for (guint k = 0; k < visible->n_cells; k++)
    rgb[k] = terrain_rgb[visible->terrain[k]];

  if (ctx->options->show_areas)
    for (guint a = 0; a < scenario->areas->len; a++)
      {
        const StArea *area = g_ptr_array_index (scenario->areas, a);
        StRgb         storage;
        const StRgb  *tint = st_render_area_rgb (ctx, area, a, &storage);
        double        alpha = st_render_look_alpha (st_render_area_alpha (area->role), ctx->look->tint);

        if (area->cells == NULL)
          continue;
        if (area->cells->len > 0)
          st_render_note_mark (ctx, ST_MARK_AREA);
        for (guint i = 0; i < area->cells->len; i++)
          {
            StCell cell = g_array_index (area->cells, StCell, i);
            guint  k;

            if (cell.x < visible->first.x || cell.x > visible->last.x || cell.y < visible->first.y
                || cell.y > visible->last.y)
              continue;
            k = (guint) (cell.y - visible->first.y) * visible->width + (guint) (cell.x - visible->first.x);
            st_rgb_mix (&rgb[k], tint, alpha, &rgb[k]);
          }
      }

  for (guint k = 0; k < visible->n_cells; k++)
    colors[k] = premultiplied (&rgb[k]);
  return colors;
}

/* Whether cr's clip is one rectangle of whole device pixels (then in rect, in
 * device space without the target's offset, when rect is not NULL). */
static gboolean
clip_is_whole_pixels (cairo_t *cr, cairo_rectangle_t *rect)
{
  cairo_rectangle_list_t *clip;
  cairo_rectangle_t       r = { 0, 0, 0, 0 };
  gboolean                whole;

  cairo_save (cr);
  cairo_identity_matrix (cr);
  clip = cairo_copy_clip_rectangle_list (cr);
  cairo_restore (cr);
  whole = clip->status == CAIRO_STATUS_SUCCESS && clip->num_rectangles == 1;
  if (whole)
    {
      r = clip->rectangles[0];
      whole = r.x == floor (r.x) && r.y == floor (r.y) && r.width == floor (r.width)
              && r.height == floor (r.height);
    }
  cairo_rectangle_list_destroy (clip);
  if (rect != NULL)
    *rect = r;
  return whole;
}

static const cairo_user_data_key_t mosaic_data_key;

gboolean
st_render_mosaic (StRenderContext *ctx, const StVisibleCells *visible)
{
  const StBoardLayout     *layout = ctx->layout;
  double                   period_w, period_h, pixel_w, pixel_h, x0, y0, x1, y1, board_w, board_h;
  double                   origin_x, origin_y;
  int                      period_columns, period_rows, nu, nv, u0, v0, width, height, stride;
  g_autofree StCell       *table = NULL;
  g_autofree guint16      *line = NULL;
  double                   grid_alpha = 0.0, half_width = 0.0;
  gboolean                 has_grid, transparent = FALSE;
  g_autofree guint32      *colors = NULL;
  g_autofree gint64       *offset = NULL;
  g_autofree StCellExtent *extent = NULL;
  cairo_surface_t         *image;
  cairo_pattern_t         *pattern;
  cairo_matrix_t           matrix;
  guchar                  *data;
  guint32                  ink;

  if (!ctx->raster)
    return FALSE;

  /* Enough image pixels per lattice period that one is about a device pixel. */
  st_board_layout_period (layout, &period_w, &period_h, &period_columns, &period_rows);
  nu = MAX (1, (int) ceil (period_w * ctx->scale / MOSAIC_PIXEL_SIZE));
  nv = MAX (1, (int) ceil (period_h * ctx->scale / MOSAIC_PIXEL_SIZE));
  if (nu > 256 || nv > 256)
    return FALSE;
  pixel_w = period_w / nu;
  pixel_h = period_h / nv;

  /* The pixel grid is anchored to the board, not to the clip. */
  origin_x = layout->origin_x;
  origin_y = layout->origin_y;
  table = g_new (StCell, (gsize) nu * nv);
  line = g_new0 (guint16, (gsize) nu * nv);
  has_grid = st_render_grid_line_style (ctx, &grid_alpha, &half_width);
  for (int v = 0; v < nv; v++)
    for (int u = 0; u < nu; u++)
      {
        double x = origin_x + (u + 0.5) * pixel_w, y = origin_y + (v + 0.5) * pixel_h;
        StCell cell = st_board_layout_nearest_cell (layout, x, y);

        table[v * nu + u] = cell;
        /* Grid lines: how much of the pixel the line along the nearest side
         * covers, as a box filter would see it. */
        if (has_grid)
          {
            double distance = st_board_layout_boundary_distance (layout, cell, x, y);
            double cover = CLAMP ((half_width - distance) / MIN (pixel_w, pixel_h) + 0.5, 0.0, 1.0);

            line[v * nu + u] = (guint16) lround (cover * grid_alpha * 256);
          }
      }

  /* Only the part of the board inside the clip, and a pixel around it. */
  st_board_layout_get_extent (layout, &board_w, &board_h);
  x0 = MAX (ctx->clip_x0, 0.0);
  y0 = MAX (ctx->clip_y0, 0.0);
  x1 = MIN (ctx->clip_x1, board_w);
  y1 = MIN (ctx->clip_y1, board_h);
  if (x0 >= x1 || y0 >= y1)
    return TRUE;
  u0 = (int) floor ((x0 - origin_x) / pixel_w) - 1;
  v0 = (int) floor ((y0 - origin_y) / pixel_h) - 1;
  width = (int) ceil ((x1 - origin_x) / pixel_w) + 1 - u0;
  height = (int) ceil ((y1 - origin_y) / pixel_h) + 1 - v0;
  if (width <= 0 || height <= 0 || (double) width * height > MOSAIC_MAX_PIXELS)
    return FALSE;

  /* Every pixel is written below: memory cairo would clear first (megabytes
   * at low zoom) is not needed. */
  stride = cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, width);
  data = g_malloc ((gsize) stride * height);
  image = cairo_image_surface_create_for_data (data, CAIRO_FORMAT_ARGB32, width, height, stride);
  if (cairo_surface_status (image) != CAIRO_STATUS_SUCCESS
      || cairo_surface_set_user_data (image, &mosaic_data_key, data, g_free) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (image);
      g_free (data);
      return FALSE;
    }
  colors = cell_colors (ctx, visible);
  ink = premultiplied (&ctx->look->ink);
  cairo_surface_flush (image);

  /* Each lattice pixel's cell as an offset into colors (relative to the
   * period's), and each row of the period's extent in cells, so that a whole
   * period of a row inside the visible cells is copied without a bounds check
   * per pixel. */
  offset = g_new (gint64, (gsize) nu * nv);
  extent = g_new (StCellExtent, nv);
  for (int v = 0; v < nv; v++)
    {
      StCellExtent *e = &extent[v];

      e->min_x = e->max_x = table[v * nu].x;
      e->min_y = e->max_y = table[v * nu].y;
      for (int u = 0; u < nu; u++)
        {
          StCell cell = table[v * nu + u];

          offset[v * nu + u] = (gint64) cell.y * visible->width + cell.x;
          e->min_x = MIN (e->min_x, cell.x);
          e->max_x = MAX (e->max_x, cell.x);
          e->min_y = MIN (e->min_y, cell.y);
          e->max_y = MAX (e->max_y, cell.y);
        }
    }

  for (int j = 0; j < height; j++)
    {
      guint32            *row = (guint32 *) (data + (gsize) j * stride);
      const StCellExtent *e;
      int                 qv, mv, qu, mu;
      gboolean            rows_inside;

      floor_div_mod (v0 + j, nv, &qv, &mv);
      floor_div_mod (u0, nu, &qu, &mu);
      e = &extent[mv];
      rows_inside =
          e->min_y + qv * period_rows >= visible->first.y && e->max_y + qv * period_rows <= visible->last.y;
      for (int i = 0; i < width; qu++, mu = 0)
        {
          int n = MIN (nu - mu, width - i);

          if (rows_inside && e->min_x + qu * period_columns >= visible->first.x
              && e->max_x + qu * period_columns <= visible->last.x)
            {
              /* The whole period's stretch of this row is visible. */
              gint64 base = (gint64) (qv * period_rows - visible->first.y) * visible->width
                            + qu * period_columns - visible->first.x;
              const gint64  *off = offset + mv * nu;
              const guint16 *weights = line + mv * nu;

              for (int k = mu; k < mu + n; k++, i++)
                {
                  guint32 color = colors[base + off[k]];

                  row[i] = weights[k] == 0 ? color : blend (color, ink, weights[k]);
                }
              continue;
            }
          for (int k = mu; k < mu + n; k++, i++)
            {
              StCell base = table[mv * nu + k];
              int    x = base.x + qu * period_columns;
              int    y = base.y + qv * period_rows;

              if (x >= visible->first.x && x <= visible->last.x && y >= visible->first.y
                  && y <= visible->last.y)
                {
                  guint32 color = colors[(guint) (y - visible->first.y) * visible->width
                                         + (guint) (x - visible->first.x)];
                  guint   weight = line[mv * nu + k];

                  row[i] = weight == 0 ? color : blend (color, ink, weight);
                }
              else
                {
                  row[i] = 0;
                  transparent = TRUE;
                }
            }
        }
    }
  cairo_surface_mark_dirty (image);

  /* Bilinear filtering smooths the cell boundaries as anti-aliasing would. */
  pattern = cairo_pattern_create_for_surface (image);
  cairo_surface_destroy (image);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_BILINEAR);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_PAD);
  cairo_matrix_init_scale (&matrix, 1.0 / pixel_w, 1.0 / pixel_h);
  cairo_matrix_translate (&matrix, -(origin_x + u0 * pixel_w), -(origin_y + v0 * pixel_h));
  cairo_pattern_set_matrix (pattern, &matrix);

  cairo_save (ctx->cr);
  /* An opaque image over the whole clip, when the clip is whole pixels: laying
   * it over what is there is a copy, which pixman does without reading the
   * pixels below. */
  if (!transparent && origin_x + u0 * pixel_w <= ctx->clip_x0 && origin_y + v0 * pixel_h <= ctx->clip_y0
      && origin_x + (u0 + width) * pixel_w >= ctx->clip_x1
      && origin_y + (v0 + height) * pixel_h >= ctx->clip_y1 && clip_is_whole_pixels (ctx->cr, NULL))
    cairo_set_operator (ctx->cr, CAIRO_OPERATOR_SOURCE);
  cairo_rectangle (ctx->cr, origin_x + u0 * pixel_w, origin_y + v0 * pixel_h, width * pixel_w,
                   height * pixel_h);
  cairo_set_source (ctx->cr, pattern);
  cairo_fill (ctx->cr);
  cairo_restore (ctx->cr);
  cairo_pattern_destroy (pattern);
  return TRUE;
}

/* One terrain's pattern, drawn at device scale around the image's centre. */
static cairo_surface_t *
create_sprite (StRenderContext *ctx, const StTerrain *terrain, double radius, guint variant, int *size)
{
  double           sx = ctx->device.xx, sy = ctx->device.yy;
  int              extent = (int) ceil (2 * radius * MAX (fabs (sx), fabs (sy))) + 4;
  cairo_surface_t *sprite = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, extent, extent);
  cairo_t         *cr = cairo_create (sprite);
  StRgb            rgb;

  /* Pattern lines have a minimum width in user units, which the scale here
   * keeps the same as in the vector drawing. */
  cairo_translate (cr, extent / 2.0, extent / 2.0);
  cairo_scale (cr, sx, sy);
  st_render_pattern_path (cr, terrain->pattern, 0, 0, radius, variant);
  st_render_terrain_rgb (ctx, terrain->color, &rgb);
  st_render_pattern_style (cr, terrain->pattern, &rgb, radius);
  if (st_render_pattern_is_filled (terrain->pattern))
    cairo_fill (cr);
  else
    cairo_stroke (cr);
  cairo_destroy (cr);

  *size = extent;
  return sprite;
}

/* The target's pixels, where sprites may be laid on them with pixman itself:
 * cairo's paint of a small image costs several thousand instructions, where
 * the composite is a few hundred. Only an image surface clipped to one
 * rectangle of whole pixels, so that the pixels are the ones cairo's paint,
 * which makes the same pixman call, would give. */
typedef struct
{
  cairo_surface_t *surface;
  pixman_image_t  *image;
  int              offset_x, offset_y; /* device space to the image's pixels */
  int              x0, y0, x1, y1; /* the clip in the image's pixels */
} Pixels;

static gboolean
pixels_begin (StRenderContext *ctx, Pixels *pixels)
{
  cairo_t             *cr = ctx->cr;
  cairo_surface_t     *target = cairo_get_group_target (cr);
  pixman_format_code_t format;
  double               ox, oy;
  cairo_rectangle_t    r;

  if (!ctx->image || cairo_surface_get_type (target) != CAIRO_SURFACE_TYPE_IMAGE
      || cairo_get_operator (cr) != CAIRO_OPERATOR_OVER)
    return FALSE;
  switch (cairo_image_surface_get_format (target))
    {
      case CAIRO_FORMAT_ARGB32:
        format = PIXMAN_a8r8g8b8;
        break;
      case CAIRO_FORMAT_RGB24:
        format = PIXMAN_x8r8g8b8;
        break;
      default:
        return FALSE;
    }
  cairo_surface_get_device_offset (target, &ox, &oy);
  if (!clip_is_whole_pixels (cr, &r) || ox != floor (ox) || oy != floor (oy))
    return FALSE;

  cairo_surface_flush (target);
  pixels->surface = target;
  pixels->offset_x = (int) ox;
  pixels->offset_y = (int) oy;
  pixels->x0 = MAX ((int) r.x + pixels->offset_x, 0);
  pixels->y0 = MAX ((int) r.y + pixels->offset_y, 0);
  pixels->x1 = MIN ((int) (r.x + r.width) + pixels->offset_x, cairo_image_surface_get_width (target));
  pixels->y1 = MIN ((int) (r.y + r.height) + pixels->offset_y, cairo_image_surface_get_height (target));
  pixels->image = pixman_image_create_bits (
      format, cairo_image_surface_get_width (target), cairo_image_surface_get_height (target),
      (uint32_t *) (gpointer) cairo_image_surface_get_data (target), cairo_image_surface_get_stride (target));
  return pixels->image != NULL;
}

/* Lays sprite over the pixels with its top left corner at x, y (device
 * space), as cairo_paint () of it would. */
static void
pixels_over (Pixels *pixels, pixman_image_t *sprite, int size, int x, int y)
{
  int x0 = MAX (x + pixels->offset_x, pixels->x0), y0 = MAX (y + pixels->offset_y, pixels->y0);
  int x1 = MIN (x + pixels->offset_x + size, pixels->x1), y1 = MIN (y + pixels->offset_y + size, pixels->y1);

  if (x0 < x1 && y0 < y1)
    pixman_image_composite32 (PIXMAN_OP_OVER, sprite, NULL, pixels->image, x0 - x - pixels->offset_x,
                              y0 - y - pixels->offset_y, 0, 0, x0, y0, x1 - x0, y1 - y0);
}

static void
pixels_end (Pixels *pixels)
{
  pixman_image_unref (pixels->image);
  cairo_surface_mark_dirty (pixels->surface);
}

static pixman_image_t *
sprite_pixels (cairo_surface_t *sprite)
{
  cairo_surface_flush (sprite);
  return pixman_image_create_bits (
      PIXMAN_a8r8g8b8, cairo_image_surface_get_width (sprite), cairo_image_surface_get_height (sprite),
      (uint32_t *) (gpointer) cairo_image_surface_get_data (sprite), cairo_image_surface_get_stride (sprite));
}

gboolean
st_render_pattern_sprites (StRenderContext *ctx, const StVisibleCells *visible, guint terrain_index)
{
  const StTerrain *terrain = g_ptr_array_index (ctx->scenario->terrains, terrain_index);
  double           radius = st_render_pattern_radius (ctx->layout);
  cairo_surface_t *sprites[2];
  pixman_image_t  *images[2] = { NULL, NULL };
  int              size = 0;
  cairo_t         *cr = ctx->cr;
  Pixels           pixels;
  gboolean         direct;

  if (!ctx->raster)
    return FALSE;

  for (guint variant = 0; variant < 2; variant++)
    sprites[variant] = create_sprite (ctx, terrain, radius, variant, &size);

  cairo_save (cr);
  cairo_identity_matrix (cr);
  direct = pixels_begin (ctx, &pixels);
  for (guint variant = 0; variant < 2 && direct; variant++)
    images[variant] = sprite_pixels (sprites[variant]);
  for (guint i = visible->bucket_start[terrain_index]; i < visible->bucket_start[terrain_index + 1]; i++)
    {
      StCell cell = visible->cells[i];
      double cx, cy;
      guint  variant = (guint) (cell.x * 7 + cell.y * 3) & 1;

      st_render_pattern_center (ctx->layout, cell, &cx, &cy);
      cairo_matrix_transform_point (&ctx->device, &cx, &cy);
      if (direct)
        {
          pixels_over (&pixels, images[variant], size, (int) round (cx - size / 2.0),
                       (int) round (cy - size / 2.0));
          continue;
        }
      cairo_set_source_surface (cr, sprites[variant], round (cx - size / 2.0), round (cy - size / 2.0));
      cairo_paint (cr);
    }
  if (direct)
    {
      pixels_end (&pixels);
      pixman_image_unref (images[0]);
      pixman_image_unref (images[1]);
    }
  cairo_restore (cr);

  cairo_surface_destroy (sprites[0]);
  cairo_surface_destroy (sprites[1]);
  return TRUE;
}

/* Cairo fills a translucent colour onto an image run by run: each run of
 * covered pixels in each row is a call to pixman, thousands a row for the grid
 * lines of a large board. Filled opaque into an alpha surface (spans written
 * straight into it) and composited once, the coverage and the blend are the
 * same, pixel for pixel. */
gboolean
st_render_mask_begin (StRenderContext *ctx)
{
  if (!ctx->image)
    return FALSE;
  cairo_push_group_with_content (ctx->cr, CAIRO_CONTENT_ALPHA);
  cairo_set_source_rgb (ctx->cr, 0, 0, 0);
  return TRUE;
}

void
st_render_mask_end (StRenderContext *ctx, const StRgb *rgb, double alpha)
{
  cairo_pattern_t *mask = cairo_pop_group (ctx->cr);

  st_render_set_rgb (ctx->cr, rgb, alpha);
  cairo_mask (ctx->cr, mask);
  cairo_pattern_destroy (mask);
}
