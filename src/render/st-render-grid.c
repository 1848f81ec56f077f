/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <math.h>

#include "st-render-private.h"

/* Grid boards (hex and square), in layers, each built as one path per colour
 * so that cairo rasterizes a few large paths rather than thousands of small
 * ones: terrain fills, terrain patterns, area tints, grid lines, map section
 * boundaries, edge features, the frame, coordinates, the hover highlight, then
 * units. Only cells inside cairo's clip are visited, detail that would be
 * smaller than a few pixels on screen is left out, and strokes, which cairo
 * draws slowly, are avoided where there are many: grid lines are filled rings.
 * On pixel targets, st-render-raster.c takes over the terrain when zoomed far
 * out and the patterns otherwise. */

/* On-screen sizes (pixels per cell) below which a layer is left out. */
#define MIN_PIXELS_VECTOR 40.0 /* below: terrain as a mosaic, on pixels */
#define MIN_PIXELS_PATTERN 14.0
#define MIN_PIXELS_GRID 3.0
#define MIN_PIXELS_COORDINATES 36.0

static int
find_terrain (const StScenario *scenario, const char *id)
{
  if (id == NULL)
    return -1;
  for (guint i = 0; i < scenario->terrains->len; i++)
    {
      const StTerrain *terrain = g_ptr_array_index (scenario->terrains, i);

      if (g_strcmp0 (terrain->id, id) == 0)
        return (int) i;
    }
  return -1;
}

static void
visible_cells_init (StVisibleCells *visible, const StScenario *scenario, StCell first, StCell last)
{
  const StBoard          *board = scenario->board;
  g_autofree const char **grid = st_scenario_terrain_grid (scenario);
  guint                   width = (guint) (last.x - first.x + 1);
  guint                   n = width * (guint) (last.y - first.y + 1);
  int                    *index = g_new (int, n);
  g_autofree guint       *fill = NULL;
  const char             *last_id = NULL;
  int                     last_index = -1;
  guint                   n_buckets;

  visible->first = first;
  visible->last = last;
  visible->width = width;
  visible->terrain = index;
  visible->n_terrains = scenario->terrains->len;
  visible->n_cells = n;
  n_buckets = visible->n_terrains + 1;
  visible->bucket_start = g_new0 (guint, n_buckets + 1);
  visible->cells = g_new (StCell, n);

  /* Most neighbouring cells share the same terrain string, so remembering the
   * last lookup saves nearly all of them. */
  for (int y = first.y; y <= last.y; y++)
    for (int x = first.x; x <= last.x; x++)
      {
        const char *id = grid[(gsize) y * board->columns + x];
        guint       k = (guint) (y - first.y) * width + (guint) (x - first.x);

        if (id != last_id || last_id == NULL)
          {
            last_id = id;
            last_index = find_terrain (scenario, id);
          }
        index[k] = last_index < 0 ? (int) visible->n_terrains : last_index;
        visible->bucket_start[index[k] + 1]++;
      }

  for (guint b = 0; b < n_buckets; b++)
    visible->bucket_start[b + 1] += visible->bucket_start[b];
  fill = g_memdup2 (visible->bucket_start, sizeof (guint) * (n_buckets + 1));
  for (int y = first.y; y <= last.y; y++)
    for (int x = first.x; x <= last.x; x++)
      {
        guint k = (guint) (y - first.y) * width + (guint) (x - first.x);

        visible->cells[fill[index[k]]++] = (StCell){ x, y };
      }
}

static void
visible_cells_clear (StVisibleCells *visible)
{
  g_clear_pointer (&visible->terrain, g_free);
  g_clear_pointer (&visible->bucket_start, g_free);
  g_clear_pointer (&visible->cells, g_free);
}

/* Returns whether the terrain was drawn as a mosaic, which includes the area
 * tints and the grid lines. */
static gboolean
draw_terrain (StRenderContext *ctx, const StVisibleCells *visible)
{
  cairo_t          *cr = ctx->cr;
  const StScenario *scenario = ctx->scenario;
  double            cell_pixels = ctx->scale * st_board_layout_cell_size (ctx->layout);
  gboolean          mosaic;

  mosaic = cell_pixels < MIN_PIXELS_VECTOR && st_render_mosaic (ctx, visible);

  for (guint t = 0; t <= visible->n_terrains && !mosaic; t++)
    {
      guint start = visible->bucket_start[t];
      guint end = visible->bucket_start[t + 1];
      StRgb rgb = { 0.75, 0.75, 0.75 };

      if (start == end)
        continue;
      if (t < visible->n_terrains)
        st_render_terrain_rgb (ctx, ((StTerrain *) g_ptr_array_index (scenario->terrains, t))->color, &rgb);

      for (guint i = start; i < end; i++)
        st_board_layout_cell_path (ctx->layout, cr, visible->cells[i]);
      st_render_set_rgb (cr, &rgb, 1.0);
      cairo_fill (cr);
    }

  if (cell_pixels < MIN_PIXELS_PATTERN)
    return mosaic;

  for (guint t = 0; t < visible->n_terrains; t++)
    {
      const StTerrain *terrain = g_ptr_array_index (scenario->terrains, t);
      guint            start = visible->bucket_start[t];
      guint            end = visible->bucket_start[t + 1];
      double           radius = st_render_pattern_radius (ctx->layout);
      StRgb            rgb;

      if (start == end || terrain->pattern == NULL || g_str_equal (terrain->pattern, "none"))
        continue;
      if (st_render_pattern_sprites (ctx, visible, t))
        continue;

      for (guint i = start; i < end; i++)
        {
          StCell cell = visible->cells[i];
          double cx, cy;

          st_render_pattern_center (ctx->layout, cell, &cx, &cy);
          st_render_pattern_path (cr, terrain->pattern, cx, cy, radius, (guint) (cell.x * 7 + cell.y * 3));
        }
      st_render_terrain_rgb (ctx, terrain->color, &rgb);
      st_render_pattern_style (cr, terrain->pattern, &rgb, radius);
      if (st_render_pattern_is_filled (terrain->pattern))
        cairo_fill (cr);
      else
        cairo_stroke (cr);
    }
  return mosaic;
}

static gboolean
cell_in_range (const StVisibleCells *visible, StCell cell)
{
  return cell.x >= visible->first.x && cell.x <= visible->last.x && cell.y >= visible->first.y
         && cell.y <= visible->last.y;
}

static cairo_pattern_t *
create_stripes (const StRgb *rgb, double alpha)
{
  /* Diagonal stripes, 12 board units apart, anchored to the board so that they
   * line up across cells and across redraws of different parts. */
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 16, 16);
  cairo_t         *cr = cairo_create (surface);
  cairo_pattern_t *pattern;
  cairo_matrix_t   matrix;

  cairo_set_source_rgba (cr, rgb->red, rgb->green, rgb->blue, alpha);
  cairo_set_line_width (cr, 4.0);
  for (int k = -1; k <= 1; k++)
    {
      cairo_move_to (cr, k * 16 - 4, 20);
      cairo_line_to (cr, k * 16 + 20, -4);
    }
  cairo_stroke (cr);
  cairo_destroy (cr);

  pattern = cairo_pattern_create_for_surface (surface);
  cairo_surface_destroy (surface);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
  cairo_matrix_init_scale (&matrix, 16.0 / 12.0, 16.0 / 12.0);
  cairo_pattern_set_matrix (pattern, &matrix);
  return pattern;
}

/* Hatching at angle degrees from the level: lines of ink a third of the
 * period wide, every 12 board units, anchored to the board. */
static cairo_pattern_t *
create_hatching (const StRgb *rgb, double alpha, double angle)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 16, 16);
  cairo_t         *cr = cairo_create (surface);
  cairo_pattern_t *pattern;
  cairo_matrix_t   matrix;

  cairo_set_source_rgba (cr, rgb->red, rgb->green, rgb->blue, alpha);
  cairo_rectangle (cr, 0, 6, 16, 5);
  cairo_fill (cr);
  cairo_destroy (cr);

  pattern = cairo_pattern_create_for_surface (surface);
  cairo_surface_destroy (surface);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_GOOD);
  /* The pattern's matrix maps the board to the tile: rotated back, then
   * scaled to the tile's pixels. */
  cairo_matrix_init_scale (&matrix, 16.0 / 12.0, 16.0 / 12.0);
  cairo_matrix_rotate (&matrix, -angle * G_PI / 180.0);
  cairo_pattern_set_matrix (pattern, &matrix);
  return pattern;
}

/* The stripes of a set-up zone: rising as printed, or at its side's angle. */
static cairo_pattern_t *
zone_stripes (StRenderContext *ctx, const StArea *area, const StRgb *rgb)
{
  static const double angles[] = { -45, 45, 0, 90 };
  double              alpha = st_render_look_alpha (0.24, ctx->look->tint);
  const GPtrArray    *sides = ctx->scenario->sides;

  if (!ctx->options->side_hatching)
    return create_stripes (rgb, alpha);
  for (guint i = 0; area->side != NULL && i < sides->len; i++)
    if (g_strcmp0 (((const StSide *) g_ptr_array_index (sides, i))->id, area->side) == 0)
      return create_hatching (rgb, MIN (alpha * 1.5, 1.0), angles[i % G_N_ELEMENTS (angles)]);
  return create_hatching (rgb, MIN (alpha * 1.5, 1.0), angles[0]);
}

static void
draw_areas (StRenderContext *ctx, const StVisibleCells *visible)
{
  cairo_t *cr = ctx->cr;

  for (guint a = 0; a < ctx->scenario->areas->len; a++)
    {
      const StArea *area = g_ptr_array_index (ctx->scenario->areas, a);
      StRgb         storage;
      const StRgb  *rgb = st_render_area_rgb (ctx, area, a, &storage);
      gboolean      any = FALSE;

      if (area->cells == NULL)
        continue;
      for (guint i = 0; i < area->cells->len; i++)
        {
          StCell cell = g_array_index (area->cells, StCell, i);

          if (!cell_in_range (visible, cell))
            continue;
          st_board_layout_cell_path (ctx->layout, cr, cell);
          any = TRUE;
        }
      if (!any)
        continue;
      st_render_note_mark (ctx, ST_MARK_AREA);

      /* Countries are a flat tint; set-up zones are striped so that a zone
       * inside a country still shows. */
      if (area->role == ST_AREA_SETUP_ZONE)
        {
          cairo_pattern_t *stripes = zone_stripes (ctx, area, rgb);

          st_render_set_rgb (cr, rgb,
                             st_render_look_alpha (st_render_area_alpha (area->role) / 2, ctx->look->tint));
          cairo_fill_preserve (cr);
          cairo_set_source (cr, stripes);
          cairo_fill (cr);
          cairo_pattern_destroy (stripes);
        }
      else
        {
          st_render_set_rgb (cr, rgb,
                             st_render_look_alpha (st_render_area_alpha (area->role), ctx->look->tint));
          cairo_fill (cr);
        }
    }
}

gboolean
st_render_grid_line_style (const StRenderContext *ctx, double *alpha, double *half_width)
{
  double cell_pixels = ctx->scale * st_board_layout_cell_size (ctx->layout);

  /* The grid fades out as the cells shrink, rather than becoming a dark
   * mesh, and lines stay at least 0.8 pixels wide. */
  *alpha = st_render_look_alpha (0.40 * CLAMP ((cell_pixels - MIN_PIXELS_GRID) / 20.0, 0.25, 1.0),
                                 ctx->look->grid_alpha);
  *half_width = MAX (0.5, 0.4 / ctx->scale) * ctx->look->grid_width;
  return cell_pixels >= MIN_PIXELS_GRID;
}

static void
draw_grid_lines (StRenderContext *ctx, const StVisibleCells *visible)
{
  cairo_t *cr = ctx->cr;
  double   alpha, inset;
  gboolean masked;

  if (!st_render_grid_line_style (ctx, &alpha, &inset))
    return;

  /* Each cell gets a thin ring inside its outline, filled even-odd: where two
   * cells meet, their rings make one line. Filling is many times faster than
   * stroking the outlines in cairo. */
  masked = st_render_mask_begin (ctx);
  for (guint i = 0; i < visible->n_cells; i++)
    {
      st_board_layout_cell_path (ctx->layout, cr, visible->cells[i]);
      st_board_layout_cell_path_inset (ctx->layout, cr, visible->cells[i], inset);
    }
  if (!masked)
    st_render_set_rgb (cr, &ctx->look->ink, alpha);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_fill (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  if (masked)
    st_render_mask_end (ctx, &ctx->look->ink, alpha);
}

static void
draw_sections (StRenderContext *ctx)
{
  const StBoard *board = ctx->scenario->board;
  cairo_t       *cr = ctx->cr;
  gboolean       any = FALSE;

  if (board->kind != ST_BOARD_SQUARE)
    return;

  for (guint i = 0; i < board->placements->len; i++)
    {
      const StPlacement *place = g_ptr_array_index (board->placements, i);
      const StSection   *section = st_board_find_section (board, place->section);
      double             x0, y0, half = ctx->layout->inner;

      if (section == NULL)
        continue;
      st_board_layout_cell_center (ctx->layout, place->at, &x0, &y0);
      cairo_rectangle (cr, x0 - half, y0 - half, section->size * 2 * half, section->size * 2 * half);
      any = TRUE;
    }
  if (!any)
    return;
  if (ctx->options->palette == ST_RENDER_PALETTE_PRINT)
    cairo_set_source_rgba (cr, 0.1, 0.08, 0.05, 0.65);
  else
    st_render_set_rgb (cr, &ctx->look->ink, st_render_look_alpha (0.65, ctx->look->grid_alpha));
  cairo_set_line_width (cr, MAX (2.0, 1.2 / ctx->scale));
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_stroke (cr);
}

/* Adds a segment as a filled quad of the given width, with square ends so that
 * segments meeting at a corner join. */
static void
quad_path (cairo_t *cr, const double *segment, double width)
{
  double dx = segment[2] - segment[0], dy = segment[3] - segment[1];
  double length = hypot (dx, dy), h = width / 2.0;
  double ux, uy;

  if (length <= 0.0)
    return;
  ux = dx / length * h;
  uy = dy / length * h;
  cairo_move_to (cr, segment[0] - ux - uy, segment[1] - uy + ux);
  cairo_line_to (cr, segment[2] + ux - uy, segment[3] + uy + ux);
  cairo_line_to (cr, segment[2] + ux + uy, segment[3] + uy - ux);
  cairo_line_to (cr, segment[0] - ux + uy, segment[1] - uy - ux);
  cairo_close_path (cr);
}

/* Draws the segments (x0, y0, x1, y1 each) of one edge type. */
static void
draw_edge_segments (StRenderContext *ctx, const StEdgeType *type, const GArray *segments)
{
  cairo_t *cr = ctx->cr;
  StRgb    rgb = { 0.4, 0.4, 0.4 };
  double   width = st_render_line_width (ctx, type != NULL ? type->width : 2.0);
  double   side_pixels = ctx->scale * ctx->layout->outer;
  /* Small on screen, dashes would not show, and cairo fills quads faster than
   * it strokes lines. */
  gboolean quads = side_pixels < 16.0;
  /* A wide solid feature such as a border gets a soft band on either side, as
   * printed maps draw frontiers, where there is room for it. */
  gboolean band = type != NULL && type->style == ST_LINE_SOLID && type->width >= 4.0 && !quads;

  if (type != NULL)
    st_rgb_parse (type->color, &rgb);

  for (int pass = band ? 0 : 1; pass < 2; pass++)
    {
      double w = pass == 0 ? width * 2.4 : width;

      for (guint i = 0; i < segments->len; i += 4)
        {
          const double *segment = &g_array_index (segments, double, i);

          if (quads)
            {
              quad_path (cr, segment, w);
            }
          else
            {
              cairo_move_to (cr, segment[0], segment[1]);
              cairo_line_to (cr, segment[2], segment[3]);
            }
        }
      st_render_set_rgb (cr, &rgb, pass == 0 ? 0.28 : 1.0);
      if (quads)
        {
          /* Cairo's default anti-aliasing is slow for thousands of small
           * shapes; its fast one looks the same on lines a few pixels long. */
          cairo_antialias_t antialias = cairo_get_antialias (cr);

          cairo_set_antialias (cr, CAIRO_ANTIALIAS_FAST);
          cairo_fill (cr);
          cairo_set_antialias (cr, antialias);
          continue;
        }
      st_render_set_line_style (cr, type, w);
      if (pass == 0)
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairo_stroke (cr);
    }
  cairo_set_dash (cr, NULL, 0, 0);
}

/* A visible edge: the side it lies on (its two cells, top left first), its
 * type's place in the type table (n_types for an unknown type) and how far it
 * is moved off the side's middle. */
typedef struct
{
  const StEdge *edge;
  StCell        a;
  StCell        b;
  guint64       side;
  guint         type;
  double        offset;
} SideEdge;

static int
side_edge_compare (gconstpointer pa, gconstpointer pb)
{
  const SideEdge *a = pa, *b = pb;

  if (a->side != b->side)
    return a->side < b->side ? -1 : 1;
  return a->type < b->type ? -1 : a->type > b->type;
}

/* A side with several features (a border along a river) draws them side by
 * side, across the side, in the order of the type table, so that each shows. */
static void
spread_shared_sides (StRenderContext *ctx, GArray *visible_edges)
{
  double spacing = st_render_line_width (ctx, 3.5);

  g_array_sort (visible_edges, side_edge_compare);
  for (guint i = 0; i < visible_edges->len;)
    {
      guint n = 1;

      while (i + n < visible_edges->len
             && g_array_index (visible_edges, SideEdge, i + n).side
                    == g_array_index (visible_edges, SideEdge, i).side)
        n++;
      for (guint k = 0; k < n && n > 1; k++)
        g_array_index (visible_edges, SideEdge, i + k).offset = (k - (n - 1) / 2.0) * spacing;
      i += n;
    }
}

static void
draw_edges (StRenderContext *ctx, const StVisibleCells *visible)
{
  const StScenario *scenario = ctx->scenario;
  const GPtrArray  *edges = scenario->board->edges;
  guint             n_types = scenario->edge_types->len;
  guint64           columns = (guint64) MAX (1, scenario->board->columns);
  g_autoptr (GArray) segments = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) shown = g_array_new (FALSE, FALSE, sizeof (SideEdge));

  for (guint i = 0; i < edges->len; i++)
    {
      const StEdge     *edge = g_ptr_array_index (edges, i);
      const StEdgeType *type;
      SideEdge          item = { edge, edge->cell_a, edge->cell_b, 0, n_types, 0.0 };

      if (!cell_in_range (visible, edge->cell_a) && !cell_in_range (visible, edge->cell_b))
        continue;
      if (item.b.y < item.a.y || (item.b.y == item.a.y && item.b.x < item.a.x))
        {
          item.a = edge->cell_b;
          item.b = edge->cell_a;
        }
      item.side = ((guint64) item.a.y * columns + (guint64) item.a.x) << 32
                  | ((guint64) item.b.y * columns + (guint64) item.b.x);
      type = st_scenario_find_edge_type (scenario, edge->type);
      for (guint t = 0; type != NULL && t < n_types; t++)
        if (g_ptr_array_index (scenario->edge_types, t) == type)
          item.type = t;
      g_array_append_val (shown, item);
    }
  spread_shared_sides (ctx, shown);

  /* One pass per edge type, in the order of the type table, and one for edges
   * of an unknown type. */
  for (guint t = 0; t <= n_types; t++)
    {
      const StEdgeType *type = t < n_types ? g_ptr_array_index (scenario->edge_types, t) : NULL;

      g_array_set_size (segments, 0);
      for (guint i = 0; i < shown->len; i++)
        {
          const SideEdge *item = &g_array_index (shown, SideEdge, i);
          double          segment[4];

          if (item->type != t
              || !st_board_layout_edge_segment (ctx->layout, item->a, item->b, &segment[0], &segment[1],
                                                &segment[2], &segment[3]))
            continue;
          if (item->offset != 0.0)
            {
              double dx = segment[2] - segment[0], dy = segment[3] - segment[1];
              double length = hypot (dx, dy);

              if (length > 0)
                {
                  double ox = -dy / length * item->offset, oy = dx / length * item->offset;

                  segment[0] += ox;
                  segment[1] += oy;
                  segment[2] += ox;
                  segment[3] += oy;
                }
            }
          g_array_append_vals (segments, segment, 4);
        }
      if (segments->len > 0)
        draw_edge_segments (ctx, type, segments);
    }
}

static void
draw_frame (StRenderContext *ctx)
{
  cairo_t *cr = ctx->cr;
  double   width, height, inset = ST_BOARD_MARGIN / 2.0;

  st_board_layout_get_extent (ctx->layout, &width, &height);
  cairo_rectangle (cr, inset, inset, width - 2 * inset, height - 2 * inset);
  st_render_set_rgb (cr, &ctx->look->ink, st_render_look_alpha (0.85, ctx->look->grid_alpha));
  cairo_set_line_width (cr, MAX (2.0, 1.0 / ctx->scale));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_stroke (cr);
}

/* "0506" for column 5, row 6 counted from 1, as printed on hex maps; wider
 * numbers when the board has more than 99 columns or rows. */
static void
format_coordinates (char *buffer, gsize size, StCell cell, int digits)
{
  g_snprintf (buffer, size, "%0*d%0*d", digits, cell.x + 1, digits, cell.y + 1);
}

static void
draw_coordinates (StRenderContext *ctx, const StVisibleCells *visible)
{
  const StBoardLayout *layout = ctx->layout;
  double               cell_pixels = ctx->scale * st_board_layout_cell_size (layout);
  int                  largest = MAX (layout->columns, layout->rows);
  int                  digits = largest > 999 ? 4 : largest > 99 ? 3 : 2;
  double               size = layout->inner * (digits > 2 ? 0.28 : 0.34);
  /* The size drawn: the desktop's text size, and never too small to read,
   * but no larger than half the cell's inner radius, where it would cover the
   * pieces. */
  double drawn = MAX (size, MIN (st_render_text_scaled (ctx, size), layout->inner * 0.5));
  /* Near the top of the cell, clear of a counter in its middle. */
  double      offset = layout->inner * (layout->kind == ST_BOARD_HEX ? 0.80 : 0.84);
  GArray     *glyphs[2];
  StDigitFont font;
  gboolean    fast;

  if (!ctx->options->show_labels || !ctx->options->show_coordinates || cell_pixels < MIN_PIXELS_COORDINATES)
    return;

  fast = st_render_digits_init (ctx, drawn, &font);
  glyphs[0] = g_array_new (FALSE, FALSE, sizeof (cairo_glyph_t));
  glyphs[1] = g_array_new (FALSE, FALSE, sizeof (cairo_glyph_t));
  st_render_set_rgb (ctx->cr, &ctx->look->ink, st_render_look_alpha (0.62, ctx->look->grid_alpha));
  for (int y = visible->first.y; y <= visible->last.y; y++)
    {
      for (int x = visible->first.x; x <= visible->last.x; x++)
        {
          StCell cell = { x, y };
          char   label[16];
          double cx, cy;

          st_board_layout_cell_center (layout, cell, &cx, &cy);
          if (!st_render_context_visible (ctx, cx - layout->inner, cy - layout->inner, cx + layout->inner,
                                          cy - offset + drawn))
            continue;
          format_coordinates (label, sizeof label, cell, digits);
          if (fast)
            st_render_digits_append (&font, glyphs[x & 1], label, cx, cy - offset + drawn * 0.45);
          else
            st_render_text (ctx, label, cx, cy - offset + drawn * 0.45, 0.5, size, FALSE, 0, 0);
        }
      /* A row at a time, and the columns a half cell up or down apart: cairo
       * composites glyphs that may overlap through a mask as large as all of
       * them, a megabyte or two a frame for the whole view, where a row's is a
       * few kilobytes. The labels of two cells never share a pixel, so the
       * pixels are the same, provided each row also goes through a mask: the
       * digits of a label share a pixel or two, and cairo takes the glyphs to
       * overlap (and uses a mask) when one lies within the box of those
       * before it. So the row's last glyph is drawn second. */
      for (int k = 0; k < 2 && fast; k++)
        {
          if (glyphs[k]->len >= 3)
            {
              cairo_glyph_t last = g_array_index (glyphs[k], cairo_glyph_t, glyphs[k]->len - 1);

              g_array_remove_index (glyphs[k], glyphs[k]->len - 1);
              g_array_insert_val (glyphs[k], 1, last);
            }
          st_render_digits_show (ctx, &font, glyphs[k]);
          g_array_set_size (glyphs[k], 0);
        }
    }
  g_array_unref (glyphs[0]);
  g_array_unref (glyphs[1]);
  if (fast)
    st_render_digits_clear (&font);
}

static void
draw_hover (StRenderContext *ctx, gboolean fill)
{
  const StCell *hover = ctx->options->hover_cell;
  cairo_t      *cr = ctx->cr;
  StRgb         hover_rgb;

  if (hover == NULL || !st_board_contains (ctx->scenario->board, hover->x, hover->y))
    return;

  st_board_layout_cell_path (ctx->layout, cr, *hover);
  if (fill)
    {
      cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
      cairo_fill (cr);
      return;
    }
  st_render_mark_rgb (ST_MARK_HOVER, &hover_rgb);
  st_render_note_mark (ctx, ST_MARK_HOVER);
  st_render_set_rgb (cr, &hover_rgb, 1.0);
  cairo_set_line_width (cr, MAX (3.0, 2.0 / ctx->scale));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_stroke (cr);
}

void
st_render_grid_board (StRenderContext *ctx)
{
  cairo_t       *cr = ctx->cr;
  StVisibleCells visible = { 0 };
  StCell         first, last;
  double         width, height;
  /* Features reach a little past their cell: thick edge lines, stacked
   * counters. */
  double pad = 8.0;
  double fade = CLAMP (ctx->options->ground_fade, 0.0, 1.0);

  st_board_layout_get_extent (ctx->layout, &width, &height);
  /* A faded ground (paper, terrain, area tints) is drawn as one group, so
   * that it does not show the cells' overlaps. */
  if (fade > 0)
    cairo_push_group (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  st_render_set_rgb (cr, &ctx->look->paper, 1.0);
  cairo_fill (cr);

  if (st_board_layout_cell_range (ctx->layout, ctx->clip_x0 - pad, ctx->clip_y0 - pad, ctx->clip_x1 + pad,
                                  ctx->clip_y1 + pad, &first, &last))
    {
      gboolean mosaic;

      visible_cells_init (&visible, ctx->scenario, first, last);
      mosaic = draw_terrain (ctx, &visible);
      if (ctx->options->show_areas && !mosaic)
        draw_areas (ctx, &visible);
      if (fade > 0)
        {
          st_render_paint_group_faded (cr, 1.0 - fade);
          fade = 0;
        }
      if (!mosaic)
        draw_grid_lines (ctx, &visible);
      draw_sections (ctx);
      draw_edges (ctx, &visible);
      draw_coordinates (ctx, &visible);
      draw_hover (ctx, TRUE);
      st_render_overlays (ctx);
      if (ctx->options->show_units)
        st_render_units_grid (ctx);
      draw_hover (ctx, FALSE);
      visible_cells_clear (&visible);
    }
  if (fade > 0)
    {
      st_render_paint_group_faded (cr, 1.0 - fade);
    }
  draw_frame (ctx);
}
