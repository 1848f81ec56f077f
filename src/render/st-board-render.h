/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "core/st-scenario.h"
#include "render/st-board-layout.h"
#include "render/st-render-palette.h"

G_BEGIN_DECLS

/* A rule overlay the editor draws over the board (what the rules engine makes of
 * the map: zones of control, supply paths, ranges). Places are grid cells
 * (y * columns + x) or graph node indices. */
typedef enum
{
  ST_RENDER_OVERLAY_AREA, /* the places tinted */
  ST_RENDER_OVERLAY_PATH, /* a line through the places, in order */
  ST_RENDER_OVERLAY_WARNING, /* the places ringed as a problem */
} StRenderOverlayKind;

typedef struct
{
  StRenderOverlayKind kind;
  const char         *color; /* #rrggbb: the side's colour; NULL: neutral */
  const int          *places;
  guint               n_places;
} StRenderOverlay;

/* The sizes of the text a drawing held, in device pixels (the font's em):
 * the smallest on or beside a piece (its name, values, steps) and the
 * smallest of the board's labels (coordinates, town names); 0 where none
 * was drawn. The board view keeps its last drawing's, which tests read. */
typedef struct
{
  double piece_min;
  double label_min;
} StRenderTextSizes;

/* A piece as its viewer sees it, drawn where it stands: play mode hands the
 * board these (the engine's piece views, st_game_piece_view ()) instead of the
 * scenario's units. The strings and the name belong to the scenario drawn. */
typedef struct
{
  const char   *id; /* the unit's id; NULL when hidden */
  const char   *type; /* unit type id; NULL when hidden */
  const char   *side; /* side id */
  const StText *name; /* NULL: none, or hidden */
  gboolean      reduced;
  /* its identity is unknown to the viewer: drawn blank, in its side's colour,
   * and read out as "a piece" */
  gboolean hidden;
  StCell   cell; /* grid boards */
  int      node; /* graph boards: index in board->nodes; -1 on grids */
} StRenderPiece;

typedef struct
{
  const char *lang; /* language for names; NULL: the user's locale */
  gboolean    show_units;
  gboolean    show_areas; /* tint cells/nodes by area */
  gboolean    show_labels; /* town names, cell coordinates */
  gboolean    show_coordinates;
  /* 0: the board's ground (paper, terrain colours and patterns) is opaque; up
   * to 1: it fades so that a tracing image drawn under the board shows
   * through (grid lines, borders, towns and pieces stay). */
  double ground_fade;
  /* A tracing image drawn under the board (st-render-backdrop.h), its top
   * left corner at backdrop_x, backdrop_y in board units, backdrop_scale board
   * units a pixel; NULL: none. The editor always draws it, exports only when
   * asked. Drawn, it gets a white ground of the board's size under it. */
  cairo_surface_t *backdrop;
  double           backdrop_x;
  double           backdrop_y;
  double           backdrop_scale;
  const StCell    *hover_cell; /* may be NULL */
  int              hover_node; /* -1: none */

  /* Editor marks, drawn over everything: the selection, cells and towns with
   * a problem, cells picked out (a brush, legal moves), and a line being
   * drawn (points in board units, x0, y0, x1, y1, ...). */
  const StCell *selected_cell; /* may be NULL */
  int           selected_node; /* -1: none */
  const StCell *selected_edge; /* NULL or the two cells either side */
  const StCell *problem_cells;
  guint         n_problem_cells;
  const int    *problem_nodes;
  guint         n_problem_nodes;
  const StCell *highlight_cells;
  guint         n_highlight_cells;
  const int    *highlight_nodes;
  guint         n_highlight_nodes;
  const double *pending_line;
  guint         n_pending_points;

  /* Rule overlays (the editor only): areas and paths under the pieces,
   * warnings over them, all under the marks. */
  const StRenderOverlay *overlays;
  guint                  n_overlays;

  /* Targets among the highlighted places that would cost the piece going
   * there (drawn crossed, in their own colour). */
  const StCell *costly_cells;
  guint         n_costly_cells;
  const int    *costly_nodes;
  guint         n_costly_nodes;

  /* Places a log row names (play mode: where its action went from and to),
   * outlined while the pointer is over the row. */
  const StCell *mentioned_cells;
  guint         n_mentioned_cells;
  const int    *mentioned_nodes;
  guint         n_mentioned_nodes;

  /* The colours (st-render-palette.h); 0, PRINT: the designed look. */
  StRenderPalette palette;
  /* The desktop's text size (1: normal, 1.5: large text), which labels,
   * names and values on pieces follow, with a smallest size on screen; 0:
   * text as designed, at any zoom (exports, print). */
  double text_scale;
  /* The pieces drawn (play mode: what the viewer sees); NULL: the scenario's
   * placed units. */
  const StRenderPiece *pieces;
  guint                n_pieces;

  /* If not NULL, each StMark (render/st-render-legend.h) drawn sets its bit
   * here (1 << mark): what the legend must explain. */
  guint64 *marks_drawn;
  /* Set-up zones hatched at an angle of their side's own (the first side's
   * rising, the second's falling, the third's level, the fourth's upright),
   * so that whose zone it is does not rest on colour alone; the app sets it.
   * FALSE: every zone's stripes rise, as printed (the CLI, the kit). */
  gboolean side_hatching;
  /* If not NULL, the sizes of the text drawn are stored here. */
  StRenderTextSizes *text_sizes;
} StRenderOptions;

/* The piece a placed unit of scenario is (FALSE for a unit in reserve or at no
 * place of the board). */
gboolean st_render_piece_from_unit (const StScenario *scenario, const StUnit *unit, StRenderPiece *piece);

void st_render_options_init (StRenderOptions *options);
/* Copies the editor marks (selection, problems, highlights, pending line,
 * overlays) of from into options, leaving the other fields. */
void st_render_options_copy_marks (StRenderOptions *options, const StRenderOptions *from);

/* Draws the board in board units onto cr (the caller sets the transform). Only
 * the part inside cr's clip is drawn, so large boards stay fast. */
void st_render_board (cairo_t               *cr,
                      const StScenario      *scenario,
                      const StBoardLayout   *layout,
                      const StRenderOptions *options);

/* Where the names of a point-and-line map's towns go when the board is drawn
 * onto cr with its current transform (the names' size follows the scale):
 * StRenderLabelBox, in board units, in placement order (a town whose name
 * found no free place has none). Empty on grid boards. */
typedef struct
{
  int    node; /* index in board->nodes */
  double x0;
  double y0;
  double x1;
  double y1;
} StRenderLabelBox;

GArray *st_render_board_labels (cairo_t               *cr,
                                const StScenario      *scenario,
                                const StBoardLayout   *layout,
                                const StRenderOptions *options);

/* Draws the whole board scaled to fit width x height pixels, centred. */
void st_render_board_fit (cairo_t               *cr,
                          const StScenario      *scenario,
                          const StBoardLayout   *layout,
                          const StRenderOptions *options,
                          double                 width,
                          double                 height);

/* Renders the board to a PNG file of the given width (height follows the board). */
gboolean st_render_board_to_png (
    const StScenario *scenario, const StRenderOptions *options, int width, const char *path, GError **error);

G_END_DECLS
