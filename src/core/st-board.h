/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "st-text.h"

G_BEGIN_DECLS

typedef enum
{
  ST_BOARD_HEX,
  ST_BOARD_SQUARE,
  ST_BOARD_GRAPH,
} StBoardKind;

typedef enum
{
  ST_HEX_FLAT, /* columns are vertical, alternate columns shifted down */
  ST_HEX_POINTY, /* rows are horizontal, alternate rows shifted right */
} StHexOrientation;

#define ST_BOARD_MAX_SIZE 500

typedef struct
{
  int x;
  int y;
} StCell;

typedef struct
{
  StCell at;
  char  *terrain;
} StCellTerrain;

/* A feature on the side between two adjacent cells (grid boards),
 * or a link between two nodes (graph boards). */
typedef struct
{
  char  *type;
  StCell cell_a;
  StCell cell_b;
  char  *node_a;
  char  *node_b;
} StEdge;

typedef struct
{
  char    *id;
  double   x;
  double   y;
  gboolean strategic;
  gboolean junction;
  char    *headquarters; /* side id or NULL */
  StText  *name; /* may be NULL */
} StNode;

typedef struct
{
  char   *type;
  GArray *points; /* double pairs: x0, y0, x1, y1, ... */
} StLine;

typedef struct
{
  char   *id;
  int     size;
  StText *name; /* may be NULL */
  char  **terrain; /* size * size terrain ids, row-major */
} StSection;

typedef struct
{
  char  *section;
  StCell at;
  int    rotation; /* 0, 90, 180, 270 clockwise */
} StPlacement;

/* An image a designer traces the map from (a scan of a printed map, or a page
 * of a PDF), shown under the board in the editor only. href is a path
 * relative to the scenario file (see st_backdrop_resolve()); page is the PDF
 * page, from 1 (1 for other images); x, y place the image's top left corner
 * and scale is board units per image pixel (a PDF page has
 * ST_BACKDROP_PDF_DPI pixels an inch), in the board's drawing units (those of
 * StBoardLayout); opacity, from 0.05 to 1, is how much of the image shows
 * through the board's ground. */
typedef struct
{
  char  *href;
  int    page;
  double x;
  double y;
  double scale;
  double opacity;
} StBackdrop;

typedef struct
{
  StBoardKind kind;
  /* hex and square */
  int              columns;
  int              rows;
  StHexOrientation orientation;
  gboolean         stagger_odd;
  char            *default_terrain; /* NULL: the first terrain type */
  GPtrArray       *cells; /* StCellTerrain* overrides */
  GPtrArray       *sections; /* StSection* library (square) */
  GPtrArray       *placements; /* StPlacement* (square) */
  /* graph */
  double     width;
  double     height;
  GPtrArray *nodes; /* StNode* */
  GPtrArray *lines; /* StLine* */
  /* all kinds */
  GPtrArray  *edges; /* StEdge* */
  StBackdrop *backdrop; /* NULL: none */
} StBoard;

const char *st_board_kind_to_string (StBoardKind kind);
gboolean    st_board_kind_from_string (const char *str, StBoardKind *kind);

StBoard *st_board_new (StBoardKind kind);
StBoard *st_board_copy (const StBoard *board);
void     st_board_free (StBoard *board);
gboolean st_board_equal (const StBoard *a, const StBoard *b);

StBackdrop *st_backdrop_new (const char *href);
StBackdrop *st_backdrop_copy (const StBackdrop *backdrop);
void        st_backdrop_free (StBackdrop *backdrop);
gboolean    st_backdrop_equal (const StBackdrop *a, const StBackdrop *b);
/* The largest tracing image file read, in bytes. */
#define ST_BACKDROP_MAX_BYTES (32 * 1024 * 1024)
/* The highest PDF page number a scenario may name. */
#define ST_BACKDROP_MAX_PAGE 9999
/* A PDF page is drawn at this many pixels an inch (fewer for a page larger
 * than ST_BACKDROP_MAX_PIXELS on a side; the scale then still counts these). */
#define ST_BACKDROP_PDF_DPI 150.0
#define ST_BACKDROP_MAX_PIXELS 8192
/* Whether href is a path the format allows for a tracing image: relative,
 * '/'-separated, without "..", ".", empty parts, a URI scheme, a backslash or
 * a control character, and ending in .png, .jpg, .jpeg or .pdf. */
gboolean st_backdrop_href_is_safe (const char *href);
/* Whether href names a PDF (ends in .pdf, any case). */
gboolean st_backdrop_href_is_pdf (const char *href);
/* The file href names beside the scenario file scenario_path: a regular file
 * (not a link out of the folder) of at most ST_BACKDROP_MAX_BYTES. Nothing is
 * read from the network; returns NULL and sets error otherwise. */
char *st_backdrop_resolve (const char *scenario_path, const char *href, GError **error);

gboolean    st_board_is_grid (const StBoard *board);
gboolean    st_board_contains (const StBoard *board, int x, int y);
guint       st_board_n_cells (const StBoard *board);
guint       st_board_neighbours (const StBoard *board, int x, int y, StCell *out);
gboolean    st_board_adjacent (const StBoard *board, StCell a, StCell b);
int         st_board_distance (const StBoard *board, StCell a, StCell b);
StNode     *st_board_find_node (const StBoard *board, const char *id);
int         st_board_node_index (const StBoard *board, const char *id);
StSection  *st_board_find_section (const StBoard *board, const char *id);
const char *st_board_terrain_override (const StBoard *board, int x, int y);

/* Writes the terrain id of every cell into out (columns * rows, row-major):
 * the default, then placed sections, then cell overrides. */
void st_board_resolve_terrain (const StBoard *board, const char *fallback_default, const char **out);

gboolean st_cell_parse (const char *str, StCell *cell);
/* The label the map prints on a grid cell: column and row counted from 1, each
 * with as many digits as the larger of the two needs (at least 2): "0206". */
char *st_board_cell_label (const StBoard *board, StCell cell);
int   st_board_label_digits (const StBoard *board);
char *st_cell_to_string (StCell cell);

StEdge *st_edge_new_cells (const char *type, StCell a, StCell b);
StEdge *st_edge_new_nodes (const char *type, const char *a, const char *b);
void    st_edge_free (StEdge *edge);
/* The edge type whose edges mark the border between the two sides' countries
 * (maneuver-hex rule [3], docs/rules/maneuver-hex.md): the format names it by
 * this id, as it names what a link means by `link`. */
#define ST_EDGE_TYPE_BORDER "border"
gboolean st_edge_marks_border (const StEdge *edge);
/* Whether a grid edge lies on the side between cells a and b (either order). */
gboolean   st_edge_on_side (const StEdge *edge, StCell a, StCell b);
StNode    *st_node_new (const char *id, double x, double y);
void       st_node_free (StNode *node);
StSection *st_section_new (const char *id, int size);
void       st_section_free (StSection *section);
StLine    *st_line_new (const char *type);
void       st_line_free (StLine *line);
void       st_placement_free (StPlacement *placement);
void       st_cell_terrain_free (StCellTerrain *cell);

G_END_DECLS
