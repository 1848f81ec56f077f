/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "core/st-scenario.h"
#include "engine/st-game.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"

G_BEGIN_DECLS

#define ST_TYPE_BOARD_VIEW (st_board_view_get_type ())

G_DECLARE_FINAL_TYPE (StBoardView, st_board_view, ST, BOARD_VIEW, GtkWidget)

/* Zoom is relative to the fitted board: 1.0 shows the whole board. */
#define ST_BOARD_VIEW_MIN_ZOOM 0.5
#define ST_BOARD_VIEW_MAX_ZOOM 16.0

GtkWidget  *st_board_view_new (void);
StScenario *st_board_view_get_scenario (StBoardView *self);
void        st_board_view_set_scenario (StBoardView *self, StScenario *scenario);
double      st_board_view_get_zoom (StBoardView *self);
void        st_board_view_set_zoom (StBoardView *self, double zoom);
gboolean    st_board_view_get_fit (StBoardView *self);
void        st_board_view_zoom_to_fit (StBoardView *self);
/* What is under the pointer: "3,4 · Woods", a town's name, or "". */
const char *st_board_view_get_hover_text (StBoardView *self);
/* Hover the point (x, y) in widget coordinates, as the pointer does. */
void st_board_view_hover_at (StBoardView *self, double x, double y);

/* Shows another version of the same document: the view keeps its zoom and
 * position when the board has the same shape. */
void                 st_board_view_update_scenario (StBoardView *self, StScenario *scenario);
const StBoardLayout *st_board_view_get_layout (StBoardView *self);
/* Play mode: the pieces drawn, as the viewer sees them, instead of the
 * scenario's units (copied; the strings they point to must live as long as
 * the scenario shown). NULL goes back to the scenario's units; so does
 * showing another scenario. */
void st_board_view_set_pieces (StBoardView *self, const StRenderPiece *pieces, guint n_pieces);
/* The pieces the view shows, on the board: those set, or the scenario's
 * placed units. Valid until the view changes. */
const StRenderPiece *st_board_view_get_pieces (StBoardView *self, guint *n_pieces);
/* Device pixels per board unit. */
double st_board_view_get_scale (StBoardView *self);
/* The editor's marks (selection, problems, highlights, a line being drawn):
 * only those fields of marks are used; the arrays they point to must live
 * until the next call. */
void st_board_view_set_marks (StBoardView *self, const StRenderOptions *marks);
/* A tracing image drawn under the board: its top left at x, y and scale board
 * units per pixel; opacity is how much of it shows through the board's ground
 * (the terrain fades by that much). NULL removes it. The view keeps a
 * reference. */
void st_board_view_set_backdrop (
    StBoardView *self, cairo_surface_t *image, double x, double y, double scale, double opacity);
/* Rule overlays drawn over the board (copied). */
void  st_board_view_set_overlays (StBoardView *self, const StRenderOverlay *overlays, guint n_overlays);
guint st_board_view_get_n_overlays (StBoardView *self);
void  st_board_view_board_to_widget (StBoardView *self, double bx, double by, double *x, double *y);

/* The board cursor (st-board-cursor.c): the arrows move it (dx, dy: -1, 0 or
 * 1), Space and Return press on it as a click; the first move shows it under
 * the pointer or in the middle of the view. Each returns whether it did
 * something. */
gboolean st_board_view_move_cursor (StBoardView *self, int dx, int dy);
gboolean st_board_view_activate_cursor (StBoardView *self);
/* N and T: to the next (step 1) or previous (-1) place with a piece of the
 * cursor side, or highlighted. */
gboolean st_board_view_cursor_jump_piece (StBoardView *self, int step);
gboolean st_board_view_cursor_jump_target (StBoardView *self, int step);
void     st_board_view_set_cursor_cell (StBoardView *self, StCell cell);
void     st_board_view_set_cursor_node (StBoardView *self, int node);
/* Whether there is a cursor; its cell (grid boards) and node (graph boards, -1
 * on grids). */
gboolean st_board_view_get_cursor (StBoardView *self, StCell *cell, int *node);
/* Whose pieces N jumps between (a side id; NULL: every side's). */
void st_board_view_set_cursor_side (StBoardView *self, const char *side);
/* Whether Return presses on the cursor (TRUE unless set): the area-lines tool
 * keeps Return to finish its line. */
void st_board_view_set_return_activates (StBoardView *self, gboolean activates);

/* The board's description (st-board-a11y.c): the place under the cursor, its
 * terrain, pieces and marks, as the accessible description says it; "" with
 * no cursor. */
char       *st_board_view_describe_cursor (StBoardView *self);
const char *st_board_view_get_description (StBoardView *self);
/* The same for any place: a cell (grid boards) or a node index (graph boards). */
char *st_board_view_describe_place (StBoardView *self, const StCell *cell, int node);
/* What the description calls a highlighted place ("target" in play). */
void st_board_view_set_highlight_name (StBoardView *self, const char *name);
/* The zones of control the description names ("in Red's zone of control"):
 * a side's name and its places (grid cells as y * columns + x, or node
 * indices). Cleared by st_board_view_clear_zones (); none at first. */
void st_board_view_add_zone (StBoardView *self, const char *side_name, const int *places, guint n_places);
void st_board_view_clear_zones (StBoardView *self);
/* The zones the engine computes in state for viewer (its "zoc" overlay), in
 * place of those there were; none for a game whose rules have none. */
void st_board_view_set_game_zones (StBoardView *self, StGame *game, const StState *state, int viewer);

G_END_DECLS
