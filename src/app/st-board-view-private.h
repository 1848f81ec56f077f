/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-board-view.h"

G_BEGIN_DECLS

/* StBoardView spans st-board-view.c (the widget, its properties and the
 * document it shows), st-board-view-input.c (the view's transform, pointer,
 * wheel and keys: panning, zooming, hovering, the tool signals) and
 * st-board-view-draw.c (the snapshot: tracing image, board, rule overlays). */

/* The board canvas. The view keeps the board point shown at its centre and a zoom
 * relative to the scale that fits the whole board; that pair survives resizing,
 * unlike a pixel offset. Drawing goes through src/render with the widget's size
 * as the clip, so only the visible part of a large board is drawn. */
struct _StBoardView
{
  GtkWidget parent_instance;

  StScenario    *scenario;
  StBoardLayout *layout;
  const char   **terrain_grid; /* grid boards: terrain id per cell, row-major */
  double         board_width;
  double         board_height;

  /* view */
  double zoom;
  double center_x; /* board units */
  double center_y;

  /* pointer */
  gboolean pointer_inside;
  double   pointer_x;
  double   pointer_y;
  double   drag_center_x;
  double   drag_center_y;

  /* hover */
  gboolean has_hover_cell;
  StCell   hover_cell;
  int      hover_node;
  char    *hover_text;

  /* tracing image */
  cairo_surface_t *backdrop;
  double           backdrop_x;
  double           backdrop_y;
  double           backdrop_scale;
  double           backdrop_opacity;

  /* rule overlays: shapes and the places they point into */
  GArray    *overlays; /* StRenderOverlay */
  GArray    *overlay_places; /* int */
  GPtrArray *overlay_colors; /* char*, owned */

  /* the legend's button, a child in the top right corner (st-board-legend.c) */
  GtkWidget *legend;

  /* the pieces shown (play mode), StRenderPiece; NULL: the scenario's units,
   * which st_board_view_get_pieces () reads into unit_pieces */
  GArray *pieces;
  GArray *unit_pieces;

  /* tools */
  gboolean        tool_drag; /* the current drag belongs to the tool */
  StRenderOptions marks; /* only the mark fields are used */
  /* The text sizes of the last drawing, in pixels (tests read them). */
  StRenderTextSizes text_sizes;

  /* the board cursor (st-board-cursor.c) and the description of its place
   * (st-board-a11y.c) */
  gboolean   has_cursor;
  StCell     cursor_cell; /* grid boards */
  int        cursor_node; /* graph boards */
  char      *cursor_side; /* whose pieces N jumps between; NULL: all */
  gboolean   return_activates;
  char      *description;
  char      *highlight_name; /* what a highlighted place is called; NULL: "highlighted" */
  GPtrArray *zones; /* StBoardZone (st-board-a11y.c), or NULL */
};
enum
{
  PROP_0,
  PROP_SCENARIO,
  PROP_ZOOM,
  PROP_HOVER_TEXT,
  N_PROPS
};

enum
{
  TOOL_PRESS,
  TOOL_MOTION,
  TOOL_RELEASE,
  N_SIGNALS
};

extern GParamSpec *st_board_view_properties[N_PROPS];
extern guint       st_board_view_signals[N_SIGNALS];

/* st-board-view-input.c */
double st_board_view_current_scale (StBoardView *self);
void   st_board_view_clamp_center (StBoardView *self);
void   st_board_view_get_transform (StBoardView *self, double *scale, double *tx, double *ty);
void   st_board_view_widget_to_board (StBoardView *self, double x, double y, double *bx, double *by);
void   st_board_view_update_hover_text (StBoardView *self);
void   st_board_view_refresh_hover (StBoardView *self);
void   st_board_view_set_zoom_at (StBoardView *self, double zoom, double x, double y);
void   st_board_view_update_actions (StBoardView *self);
void   st_board_view_class_init_input (GtkWidgetClass *widget_class);
void   st_board_view_init_input (StBoardView *self);

/* st-board-cursor.c */
gboolean st_board_view_cursor_center (StBoardView *self, double *x, double *y);
void     st_board_view_cursor_follow_click (StBoardView *self, double bx, double by);
void     st_board_view_cursor_scenario_changed (StBoardView *self);
void     st_board_view_snapshot_cursor (StBoardView *self, cairo_t *cr, double scale);
void     st_board_view_class_init_cursor (GtkWidgetClass *widget_class);

/* st-board-a11y.c */
void st_board_view_update_description (StBoardView *self);

/* st-board-view-draw.c */
void st_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot);
void st_board_view_snapshot_focus (GtkWidget *widget, GtkSnapshot *snapshot, int width, int height);

G_END_DECLS
