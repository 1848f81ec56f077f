/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-game.h"

#include "st-board-page.h"

G_BEGIN_DECLS

/* StBoardPage spans st-board-page.c (the page, the palette, the marks),
 * st-board-tools.c (what each tool does with the pointer) and
 * st-board-properties.c (the pane: tool options, the selection, problems). */

typedef enum
{
  ST_TOOL_SELECT,
  ST_TOOL_TERRAIN,
  ST_TOOL_EDGES,
  ST_TOOL_AREAS,
  ST_TOOL_UNITS,
  ST_TOOL_SECTIONS,
  ST_TOOL_TOWNS,
  ST_TOOL_LINKS,
  ST_TOOL_LINES,
  ST_N_TOOLS
} StTool;

typedef enum
{
  ST_TERRAIN_PAINT,
  ST_TERRAIN_FILL,
  ST_TERRAIN_PICK,
} StTerrainMode;

typedef enum
{
  ST_SECTION_PLACE,
  ST_SECTION_ROTATE,
  ST_SECTION_PAINT,
} StSectionMode;

struct _StBoardPage
{
  StPage parent_instance;

  /* template widgets */
  StBoardView *view;
  GtkLabel    *status_label;
  GtkButton   *zoom_out_button;
  GtkButton   *zoom_fit_button;
  GtkButton   *zoom_in_button;
  GtkBox      *palette;
  GtkBox      *pane_box;
  GtkWidget   *overlay_button;

  GtkWidget *tool_buttons[ST_N_TOOLS];
  GtkWidget *options_group; /* rebuilt with the tool */
  GtkWidget *selection_group; /* rebuilt with the selection */
  GtkWidget *problems_group;
  /* The problems' rows of a page's first scenario wait for a paint
   * (st_board_page_fill_problems_after_paint ()). */
  gboolean       problems_filled;
  GdkFrameClock *problems_clock;
  gulong         problems_paint_id;

  /* tool state */
  StTool        tool;
  StTerrainMode terrain_mode;
  int           brush; /* radius: 0, 1, 2 */
  char         *terrain; /* the terrain painted */
  char         *edge_type; /* borders, links, lines */
  gboolean      erase;
  char         *area;
  char         *unit_side;
  char         *unit_type;
  char         *unit_to_place; /* a unit from reserve, placed by the next click */
  char         *section;
  int           rotation;
  StSectionMode section_mode;

  /* the stroke in progress: a copy of the document being changed */
  StScenario *stroke;
  char       *stroke_label;
  const char *stroke_id; /* static: the step's stable id ("terrain.paint") */
  gboolean    has_last_cell;
  StCell      last_cell;
  StCell      last_edge[2];
  char       *drag_unit;
  char       *drag_node;
  GArray     *line_points; /* area line being drawn: double pairs */

  /* selection: a cell, a town, a cell side with a feature, or a link */
  gboolean has_selected_cell;
  StCell   selected_cell;
  char    *selected_node;
  char    *rename_node; /* a town just added: its name takes the focus */
  gboolean has_selected_edge;
  StCell   selected_edge[2];
  char    *selected_link[2];
  double   selected_link_points[4]; /* board units, for the mark */

  /* the tracing image, loaded from the document's folder */
  char            *backdrop_key; /* file and href it was loaded for */
  cairo_surface_t *backdrop_image; /* NULL: none, or not readable */
  char            *backdrop_error; /* why it could not be read */
  double           backdrop_pixel_size; /* image pixels a pixel of backdrop_image */
  GCancellable    *backdrop_cancellable; /* non-NULL while the image is being read */
  gboolean         backdrop_drag; /* Select drags the image rather than selecting */
  double           backdrop_drag_from[4]; /* pointer x, y and the image's x, y at the press */

  /* rule overlays (st-board-overlay.c): the engine's reading of the document */
  GHashTable *overlays_on; /* overlay ids the designer switched on */
  StGame     *overlay_game; /* NULL: not built for this version yet */
  StState    *overlay_state;
  char       *overlay_error; /* why the engine cannot read the document */
  gboolean    overlay_stale; /* the document changed since overlay_game */
  GtkWidget  *overlay_box; /* the popover's content */

  /* marks shown by the view */
  GPtrArray *problems; /* StLintProblem* */
  GArray    *problem_cells; /* StCell */
  GArray    *problem_nodes; /* int */
  int        selected_node_index;
};

/* st-board-page.c */
StScenario *st_board_page_scenario (StBoardPage *self);
void        st_board_page_update_marks (StBoardPage *self);
void        st_board_page_select_cell (StBoardPage *self, StCell cell);
void        st_board_page_select_node (StBoardPage *self, const char *node);
void        st_board_page_clear_selection (StBoardPage *self);
void        st_board_page_select_edge (StBoardPage *self, StCell a, StCell b);
void        st_board_page_select_link (StBoardPage *self, const char *a, const char *b);
/* Runs one edit as an undoable step: edit changes a copy of the scenario. */
typedef gboolean (*StBoardEditFunc) (StScenario *scenario, gpointer data);
/* Edits the document with edit (data) as one undoable step: its stable id and
 * its label (st_history_commit_step ()). */
gboolean st_board_page_edit (
    StBoardPage *self, const char *id, const char *label, StBoardEditFunc edit, gpointer data);

/* st-board-backdrop.c */
void st_board_backdrop_update (StBoardPage *self);
void st_board_backdrop_dispose (StBoardPage *self);
/* Whether the image is being read (in a thread: st-render-backdrop.c). */
gboolean st_board_backdrop_is_loading (StBoardPage *self);
/* FALSE, saying why, while the image is being read or when it was refused:
 * an export then does not read it again, on the main thread. */
gboolean st_board_backdrop_check_ready (StBoardPage *self, GError **error);
/* Shows the image where backdrop (of a stroke in progress) puts it. */
void     st_board_backdrop_show (StBoardPage *self, const StBackdrop *backdrop);
void     st_board_backdrop_add_rows (StBoardPage *self, StScenario *s, GtkWidget *box);
gboolean st_board_backdrop_set_image (StBoardPage *self, const char *href);
gboolean st_board_backdrop_set_value (StBoardPage *self, const char *field, double value);
gboolean st_board_backdrop_choose_file (StBoardPage *self, GFile *image, GError **error);

/* st-board-names.c: the pane's name rows, in the content language */
GtkWidget *st_board_names_unit_row (StBoardPage *self, StScenario *s, const StUnit *unit);
GtkWidget *st_board_names_area_row (StBoardPage *self, StScenario *s, const StArea *area);
GtkWidget *st_board_names_section_row (StBoardPage *self, StScenario *s, const StSection *section);

/* st-board-overlay.c */
void st_board_overlay_class_init (GtkWidgetClass *widget_class);
void st_board_overlay_init (StBoardPage *self);
void st_board_overlay_finalize (StBoardPage *self);
/* The document changed: the engine reads it again when an overlay is shown. */
void st_board_overlay_invalidate (StBoardPage *self);
/* Recomputes the overlays that are on (after an edit or a new selection). */
void     st_board_overlay_refresh (StBoardPage *self);
gboolean st_board_overlay_set (StBoardPage *self, const char *id, gboolean on);

/* st-board-tools.c */
gboolean st_board_tools_press (StBoardPage *self, double x, double y);
void     st_board_tools_motion (StBoardPage *self, double x, double y);
void     st_board_tools_release (StBoardPage *self, double x, double y);
void     st_board_tools_cancel (StBoardPage *self);
/* Finishes the area line being drawn. */
void st_board_tools_finish_line (StBoardPage *self);
/* Whether tool is offered on the open board. */
gboolean st_board_tools_applies (StBoardPage *self, StTool tool);

/* st-board-properties.c */
void st_board_properties_rebuild_options (StBoardPage *self);
void st_board_properties_rebuild_selection (StBoardPage *self);
void st_board_properties_rebuild_problems (StBoardPage *self);
void st_board_properties_queue_problems (StBoardPage *self);
void st_board_properties_cancel_problems (StBoardPage *self);

G_END_DECLS
