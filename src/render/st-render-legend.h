/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "core/st-scenario.h"
#include "render/st-render-palette.h"

G_BEGIN_DECLS

/* The marks the board draws over the map and on its pieces, and what each
 * means: one table (st-render-legend.c) the renderer takes its colours from and
 * the board's legend is built from, so that the two cannot drift apart. */
typedef enum
{
  ST_MARK_SELECTION, /* the selected cell, side or town */
  ST_MARK_TARGET, /* a place the picked piece or card can go (play), cells picked out (editor) */
  ST_MARK_COSTLY_TARGET, /* a target that costs the piece going there */
  ST_MARK_PROBLEM, /* a place with a problem in the scenario */
  ST_MARK_HOVER, /* the place under the pointer */
  ST_MARK_MENTIONED, /* a place named by the log row under the pointer (play) */
  ST_MARK_PENDING_LINE, /* a line being drawn */
  ST_MARK_AREA, /* an area of the map, tinted */
  ST_MARK_OVERLAY_AREA, /* a rule overlay's places (zones of control, ranges) */
  ST_MARK_OVERLAY_PATH, /* a rule overlay's path (supply) */
  ST_MARK_OVERLAY_WARNING, /* a rule overlay's warning */
  ST_MARK_STRATEGIC, /* a strategic point: red ring around the town */
  ST_MARK_JUNCTION, /* a railway junction: blue ring around the town */
  ST_MARK_HEADQUARTERS, /* a headquarters: a star in its side's colour */
  ST_MARK_REDUCED, /* a reduced counter: a white stripe along its top */
  ST_MARK_RIM_BLUE, /* Manöver pieces: the rim in the arm's colour */
  ST_MARK_RIM_RED,
  ST_MARK_RIM_YELLOW,
  ST_MARK_RIM_BLACK,
  ST_MARK_RIM_WHITE,
  ST_MARK_RIM_GREY,
  ST_N_MARKS
} StMark;

typedef enum
{
  ST_MARK_SHAPE_FILL, /* a tinted place */
  ST_MARK_SHAPE_OUTLINE, /* an outlined place */
  ST_MARK_SHAPE_TARGET, /* an outlined place with a dot in its middle */
  ST_MARK_SHAPE_CROSS, /* an outlined place crossed out */
  ST_MARK_SHAPE_DASHED, /* a dashed ring */
  ST_MARK_SHAPE_LINE, /* a line */
  ST_MARK_SHAPE_DASHED_LINE,
  ST_MARK_SHAPE_STAR,
  ST_MARK_SHAPE_STRIPE, /* a counter with a stripe */
  ST_MARK_SHAPE_RIM, /* a piece with a coloured rim */
} StMarkShape;

/* Which boards or families draw a mark. */
#define ST_MARK_ON_GRID (1u << 0)
#define ST_MARK_ON_GRAPH (1u << 1)

typedef struct
{
  StMark      mark;
  const char *label; /* untranslated (N_), the app translates it */
  double      red; /* the colour (a side's or area's own colour, when side_color) */
  double      green;
  double      blue;
  double      alpha;
  gboolean    side_color; /* drawn in a side's or an area's colour; the swatch shows grey */
  StMarkShape shape;
  guint       boards; /* ST_MARK_ON_GRID | ST_MARK_ON_GRAPH */
  guint       piece_styles; /* 0: every family; else 1 << StPieceStyle of the pieces that draw it */
} StMarkStyle;

const StMarkStyle *st_render_mark_style (StMark mark);
/* The marks drawn on scenario's board (its board kind and piece style), in the
 * legend's order; returns how many were written into marks (ST_N_MARKS room). */
guint st_render_legend_marks (const StScenario *scenario, StMark *marks);
/* A small picture of the mark, size x size at the origin of cr. */
void st_render_mark_swatch (cairo_t *cr, StMark mark, double size);
/* The same as the board draws it in a palette (st-render-palette.h): on the
 * palette's paper, with its outlines, backing lines and patterns. */
void st_render_mark_swatch_styled (cairo_t *cr, StMark mark, double size, StRenderPalette palette);

G_END_DECLS
