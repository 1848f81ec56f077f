/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <pango/pangocairo.h>

#include "render/st-board-layout.h"
#include "render/st-board-render.h"
#include "render/st-render-palette.h"

G_BEGIN_DECLS

/* Shared between the files of the renderer; nothing here is public API. */

struct _StBoardLayout
{
  StBoardKind      kind;
  StHexOrientation orientation;
  gboolean         stagger_odd;
  int              columns;
  int              rows;

  /* Hex boards: inner radius (centre to side, half the distance between the
   * centres of neighbours) and outer radius (centre to corner). Square boards:
   * both are half a square. */
  double inner;
  double outer;
  /* Centre of cell 0,0 before any stagger shift. */
  double origin_x;
  double origin_y;
  /* Graph boards: board units per map unit, and the median distance from a
   * town to its nearest neighbour, in board units (0: fewer than two towns),
   * which sizes the pieces. */
  double graph_scale;
  double node_spacing;

  double width;
  double height;
};

/* st-board-layout.c */
StCell st_board_layout_nearest_cell (const StBoardLayout *layout, double x, double y);
/* Like st_board_layout_cell_path (), with the outline moved inwards by inset. */
void st_board_layout_cell_path_inset (const StBoardLayout *layout, cairo_t *cr, StCell cell, double inset);
/* Distance from a point in a cell to the nearest side of the cell. */
double st_board_layout_boundary_distance (const StBoardLayout *layout, StCell cell, double x, double y);
/* The lattice repeats every width x height board units, which hold columns x
 * rows cells. */
void
st_board_layout_period (const StBoardLayout *layout, double *width, double *height, int *columns, int *rows);

typedef struct
{
  double red;
  double green;
  double blue;
} StRgb;

/* st-render-palette.c: the colours of a palette (st-render-palette.h). */
typedef struct
{
  StRgb    paper; /* a grid board's ground */
  StRgb    ink; /* grid lines, the frame, coordinates, town names */
  StRgb    halo; /* under text on the board */
  StRgb    shade; /* terrain colours are mixed towards this ... */
  double   shade_mix; /* ... by this much (0: as designed) */
  double   grid_alpha; /* times the grid lines' opacity (never above 1) */
  double   grid_width; /* times the grid lines' width */
  double   tint; /* times the opacity of area tints */
  double   target_tint; /* times the targets' fill (0: none) */
  double   outline; /* times the width of the marks' outlines */
  gboolean backed; /* the marks' outlines drawn on a wider line of ink */
  StRgb    card_paper;
  StRgb    card_ink; /* card text: the side's colour mixed towards this ... */
  double   card_ink_mix; /* ... by this much */
  StRgb    card_row_base; /* the value rows: the side's colour mixed towards this ... */
  double   card_row_mix; /* ... by this much */
  gboolean card_outlined; /* the card's paper and its rows outlined in card ink */
  gboolean patterned; /* rule overlays' areas hatched, not only tinted */
} StRenderLook;

const StRenderLook *st_render_look (StRenderPalette palette);
/* An opacity times a palette's factor, at most 1. */
double st_render_look_alpha (double alpha, double factor);

/* Everything one call of st_render_board needs, built on the stack per call: the
 * renderer keeps no state between frames. */
typedef struct
{
  cairo_t               *cr;
  const StScenario      *scenario;
  const StBoardLayout   *layout;
  const StRenderOptions *options;
  const char            *lang;

  /* Device pixels per board unit, to choose the level of detail. */
  double scale;
  /* Drawing onto pixels (not PDF, SVG, ...) with a transform that only
   * scales and translates: the raster fast paths may be used. */
  gboolean raster;
  /* The target is an image surface: translucent fills of many small shapes
   * go through an alpha mask (st_render_mask_begin ()). */
  gboolean       image;
  cairo_matrix_t device;
  /* The clip in board units. */
  double clip_x0;
  double clip_y0;
  double clip_x1;
  double clip_y1;

  PangoLayout          *pango;
  PangoFontDescription *font;

  /* Print: pieces without drop shadows, as on a counter sheet. */
  gboolean flat;

  /* The palette's colours (options->palette). */
  const StRenderLook *look;
  /* With options->text_scale, text grows to at most this many times its
   * designed size (0: ST_RENDER_MAX_GROWTH). */
  double text_growth;
  /* Text drawn now is a piece's (for StRenderOptions.text_sizes). */
  gboolean on_piece;
  /* Text too long for its room is set smaller, but not below this (board
   * units; 0: down to 60 % of its size). */
  double min_fit;
} StRenderContext;

/* How far text grows to its smallest size on screen: anywhere, and on a
 * piece, whose size is the board's. */
#define ST_RENDER_MAX_GROWTH 2.5
#define ST_RENDER_PIECE_TEXT_GROWTH 1.25
/* On screen, the text on pieces and the board's names are at least this
 * many pixels times the text size: what reads at fit zoom (issue 28).
 * Pieces too small for their texts at that size are drawn in a compact
 * layout (st-render-piece.c). */
#define ST_RENDER_READABLE_PIXELS 9.5
/* Pieces smaller than this on screen are plain coloured shapes. */
#define ST_RENDER_MIN_PIXELS_DETAIL 16.0

/* st-render-palette.c: a terrain's colour (#rrggbb) in the context's palette */
void st_render_terrain_rgb (const StRenderContext *ctx, const char *color, StRgb *rgb);

/* st-render-legend.c: the marks' colours, and noting which were drawn */
#include "render/st-render-legend.h"
void st_render_mark_rgb (StMark mark, StRgb *rgb);
void st_render_note_mark (const StRenderContext *ctx, StMark mark);

/* The grid cells within the clip, with the terrain of each, and bucketed by
 * terrain so that each terrain's cells are drawn as one path. */
typedef struct
{
  StCell first;
  StCell last;
  guint  width; /* columns in the range */
  guint  n_terrains;
  guint  n_cells;
  int   *terrain; /* per cell of the range, row-major: terrain index, or
                   * n_terrains when unknown */
  guint  *bucket_start; /* n_terrains + 2 entries */
  StCell *cells; /* the cells of the range, by terrain */
} StVisibleCells;

typedef struct
{
  cairo_scaled_font_t *font;
  gulong               glyph[10];
  double               advance[10];
  double               size;
} StDigitFont;

#define ST_RENDER_FONT "Cantarell, Sans"
/* Size of a piece on a point-and-line map, in board units. */
#define ST_RENDER_GRAPH_PIECE 34.0

/* st-render-marks.c: the editor's selection, problems and highlights */
void st_render_marks (StRenderContext *ctx);

/* st-render-graph.c: the size of the pieces on a point-and-line map (board
 * units), and the town names' boxes, as draw_labels () places them */
double st_render_graph_piece_size (const StRenderContext *ctx);
double st_render_graph_node_extent (const StRenderContext *ctx, int index);
/* How far outside a town's extent its mark rings reach, in screen pixels. */
#define ST_RENDER_MARK_RING_PIXELS 7.0
GArray *st_render_graph_labels (StRenderContext *ctx);

/* st-render-overlay.c: the editor's rule overlays: areas and paths (under the
 * pieces), then warnings (over them) */
void st_render_overlays (StRenderContext *ctx);
void st_render_overlay_warnings (StRenderContext *ctx);

/* st-render-style.c: colours, lines, shapes, terrain patterns, the context */
void   st_rgb_parse (const char *str, StRgb *rgb);
void   st_rgb_mix (const StRgb *a, const StRgb *b, double t, StRgb *out);
double st_rgb_luminance (const StRgb *rgb);
void   st_render_set_rgb (cairo_t *cr, const StRgb *rgb, double alpha);
void   st_render_set_line_style (cairo_t *cr, const StEdgeType *type, double width);
/* Ends a cairo_push_group (): paints the group at alpha. */
void st_render_paint_group_faded (cairo_t *cr, double alpha);
/* Width of a feature line in board units: the designed width, but never
 * thinner on screen than a fraction of it, so that borders stay visible when
 * zoomed out. */
double st_render_line_width (const StRenderContext *ctx, double width);
void   st_render_star_path (cairo_t *cr, double cx, double cy, double outer, double inner, int points);
void   st_render_rounded_rect (cairo_t *cr, double x, double y, double width, double height, double radius);
/* Adds a terrain pattern's motif, inside a circle of radius around cx, cy; an
 * odd seed mirrors it. */
void
st_render_pattern_path (cairo_t *cr, const char *pattern, double cx, double cy, double radius, guint seed);
gboolean st_render_pattern_is_filled (const char *pattern);
/* Sets the colour and line width that draw a pattern on its terrain. */
void         st_render_pattern_style (cairo_t *cr, const char *pattern, const StRgb *base, double radius);
double       st_render_pattern_radius (const StBoardLayout *layout);
void         st_render_pattern_center (const StBoardLayout *layout, StCell cell, double *cx, double *cy);
const StRgb *st_render_area_rgb (const StRenderContext *ctx, const StArea *area, guint index, StRgb *storage);
double       st_render_area_alpha (StAreaRole role);
void         st_render_context_init (StRenderContext       *ctx,
                                     cairo_t               *cr,
                                     const StScenario      *scenario,
                                     const StBoardLayout   *layout,
                                     const StRenderOptions *options);
void         st_render_context_clear (StRenderContext *ctx);
/* Whether a rectangle in board units meets the clip. */
gboolean st_render_context_visible (const StRenderContext *ctx, double x0, double y0, double x1, double y1);

/* st-render-text.c */
/* Notes text of size board units drawn (StRenderOptions.text_sizes). */
void st_render_note_text (const StRenderContext *ctx, double size);
/* A text size in board units as drawn: with options->text_scale > 0, times
 * the desktop's text size and never below ST_RENDER_MIN_TEXT_PIXELS times
 * it on screen, but at most ctx->text_growth times the size, so that text
 * stays near its place when zoomed far out; else as it is. */
double       st_render_text_scaled (const StRenderContext *ctx, double size);
PangoLayout *st_render_context_pango (StRenderContext *ctx, double size, gboolean bold);
void         st_render_text_size (
            StRenderContext *ctx, const char *text, double size, gboolean bold, double *width, double *height);
/* Draws one line of text in the current source colour, its capitals centred
 * vertically on cy and its box placed at x by xalign (0: left edge at x, 0.5:
 * centred on x). With halo > 0 a white outline of that width goes under it;
 * with max_width > 0 longer text is set smaller (down to 60 %) and then
 * ellipsized. */
void st_render_text (StRenderContext *ctx,
                     const char      *text,
                     double           x,
                     double           cy,
                     double           xalign,
                     double           size,
                     gboolean         bold,
                     double           halo,
                     double           max_width);
/* st_render_text () and st_render_text_name () at size as drawn: without
 * the text scale, its smallest size and its growth. */
void st_render_text_at (StRenderContext *ctx,
                        const char      *text,
                        double           x,
                        double           cy,
                        double           xalign,
                        double           size,
                        gboolean         bold,
                        double           halo,
                        double           max_width);
void st_render_text_name_at (StRenderContext *ctx,
                             const char      *text,
                             double           x,
                             double           cy,
                             double           size,
                             gboolean         bold,
                             double           max_width);
/* A name in at most two lines centred on x, cy: one line when it fits at
 * three quarters of size or more, else broken between words into two
 * (each set smaller if need be), as on a counter. */
void st_render_text_name (StRenderContext *ctx,
                          const char      *text,
                          double           x,
                          double           cy,
                          double           size,
                          gboolean         bold,
                          double           max_width);
/* Digits laid out as glyphs once, for drawing many numbers in one call;
 * FALSE when the font cannot do that (then use st_render_text ()). */
gboolean st_render_digits_init (StRenderContext *ctx, double size, StDigitFont *digits);
/* Adds the glyphs of a string of digits centred on cx, cy. */
void
st_render_digits_append (const StDigitFont *digits, GArray *glyphs, const char *text, double cx, double cy);
void st_render_digits_show (StRenderContext *ctx, const StDigitFont *digits, GArray *glyphs);
void st_render_digits_clear (StDigitFont *digits);

/* st-render-grid.c */
void st_render_grid_board (StRenderContext *ctx);
/* The grid lines' opacity and half width in board units at the current
 * scale; FALSE when the cells are too small for grid lines. */
gboolean st_render_grid_line_style (const StRenderContext *ctx, double *alpha, double *half_width);

/* st-render-raster.c */
/* At low zoom, draws the terrain, area tints and grid lines of the visible
 * cells as one image; FALSE when that cannot be done here. */
gboolean st_render_mosaic (StRenderContext *ctx, const StVisibleCells *visible);
/* Draws a terrain's pattern on its visible cells by copying one pre-drawn
 * image of it; FALSE when that cannot be done here. */
gboolean st_render_pattern_sprites (StRenderContext *ctx, const StVisibleCells *visible, guint terrain);
/* A translucent fill of many small shapes onto an image surface: when
 * st_render_mask_begin () returns TRUE, build the path and fill it opaque,
 * then st_render_mask_end () lays the colour through what was filled. The
 * same pixels as filling in the colour, without cairo's call to pixman for
 * each run of each row. */
gboolean st_render_mask_begin (StRenderContext *ctx);
void     st_render_mask_end (StRenderContext *ctx, const StRgb *rgb, double alpha);

/* st-render-units.c */
void st_render_units_grid (StRenderContext *ctx);
void st_render_units_graph (StRenderContext *ctx);
/* Draws one unit's piece centred on cx, cy and size board units across. */
void st_render_unit_piece (StRenderContext *ctx, const StUnit *unit, double cx, double cy, double size);

/* st-render-piece.c: one piece in its family's look, centred at cx, cy;
 * the text size a reader can read on screen (0 when drawing as designed);
 * whether a piece of this size is drawn compact. */
void
st_render_draw_piece (StRenderContext *ctx, const StRenderPiece *unit, double cx, double cy, double size);
double   st_render_readable_size (const StRenderContext *ctx);
gboolean st_render_compact_piece (const StRenderContext *ctx, double size);

/* st-render-graph.c */
void st_render_graph_board (StRenderContext *ctx);

G_END_DECLS
