/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <string.h>

#include "render/st-render-export.h"
#include "st-render-private.h"

/* The public entry points: options, drawing a board onto a cairo context
 * (grid boards in st-render-grid.c, point-and-line maps in
 * st-render-graph.c), fitting it to a size, and PNG export. */

void
st_render_options_init (StRenderOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->lang = NULL;
  options->show_units = TRUE;
  options->show_areas = TRUE;
  options->show_labels = TRUE;
  options->show_coordinates = TRUE;
  options->hover_cell = NULL;
  options->hover_node = -1;
  options->selected_node = -1;
}

void
st_render_options_copy_marks (StRenderOptions *options, const StRenderOptions *from)
{
  g_return_if_fail (options != NULL);
  g_return_if_fail (from != NULL);

  options->selected_cell = from->selected_cell;
  options->selected_node = from->selected_node;
  options->selected_edge = from->selected_edge;
  options->problem_cells = from->problem_cells;
  options->n_problem_cells = from->n_problem_cells;
  options->problem_nodes = from->problem_nodes;
  options->n_problem_nodes = from->n_problem_nodes;
  options->highlight_cells = from->highlight_cells;
  options->n_highlight_cells = from->n_highlight_cells;
  options->highlight_nodes = from->highlight_nodes;
  options->n_highlight_nodes = from->n_highlight_nodes;
  options->pending_line = from->pending_line;
  options->n_pending_points = from->n_pending_points;
  options->overlays = from->overlays;
  options->costly_cells = from->costly_cells;
  options->n_costly_cells = from->n_costly_cells;
  options->costly_nodes = from->costly_nodes;
  options->n_costly_nodes = from->n_costly_nodes;
  options->mentioned_cells = from->mentioned_cells;
  options->n_mentioned_cells = from->n_mentioned_cells;
  options->mentioned_nodes = from->mentioned_nodes;
  options->n_mentioned_nodes = from->n_mentioned_nodes;
  options->n_overlays = from->n_overlays;
}

/* The tracing image lies under the board, as in a map editor's image layer:
 * the board's ground (paper, terrain colours) fades by ground_fade so that the
 * scan shows through, while grid lines, borders, towns and pieces stay sharp
 * to draw against. */
static void
draw_backdrop (cairo_t *cr, const StBoardLayout *layout, const StRenderOptions *options)
{
  double width, height;

  st_board_layout_get_extent (layout, &width, &height);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  cairo_translate (cr, options->backdrop_x, options->backdrop_y);
  cairo_scale (cr, options->backdrop_scale, options->backdrop_scale);
  cairo_set_source_surface (cr, options->backdrop, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
}

void
st_render_board (cairo_t               *cr,
                 const StScenario      *scenario,
                 const StBoardLayout   *layout,
                 const StRenderOptions *options)
{
  StRenderOptions defaults;
  StRenderContext ctx;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (scenario != NULL);
  g_return_if_fail (layout != NULL);
  /* A layout made for another shape of board would read past the cells. */
  g_return_if_fail (layout->kind == scenario->board->kind);
  g_return_if_fail (
      layout->kind == ST_BOARD_GRAPH
      || (layout->columns == scenario->board->columns && layout->rows == scenario->board->rows));

  if (options == NULL)
    {
      st_render_options_init (&defaults);
      options = &defaults;
    }

  if (options->text_sizes != NULL)
    memset (options->text_sizes, 0, sizeof *options->text_sizes);
  cairo_save (cr);
  if (options->backdrop != NULL)
    draw_backdrop (cr, layout, options);
  st_render_context_init (&ctx, cr, scenario, layout, options);
  if (scenario->board->kind == ST_BOARD_GRAPH)
    st_render_graph_board (&ctx);
  else
    st_render_grid_board (&ctx);
  st_render_overlay_warnings (&ctx);
  st_render_marks (&ctx);
  st_render_context_clear (&ctx);
  cairo_restore (cr);
}

GArray *
st_render_board_labels (cairo_t               *cr,
                        const StScenario      *scenario,
                        const StBoardLayout   *layout,
                        const StRenderOptions *options)
{
  StRenderOptions defaults;
  StRenderContext ctx;
  GArray         *boxes;

  g_return_val_if_fail (cr != NULL && scenario != NULL && layout != NULL, NULL);
  if (scenario->board->kind != ST_BOARD_GRAPH)
    return g_array_new (FALSE, FALSE, sizeof (StRenderLabelBox));
  if (options == NULL)
    {
      st_render_options_init (&defaults);
      options = &defaults;
    }
  st_render_context_init (&ctx, cr, scenario, layout, options);
  boxes = st_render_graph_labels (&ctx);
  st_render_context_clear (&ctx);
  return boxes;
}

void
st_render_board_fit (cairo_t               *cr,
                     const StScenario      *scenario,
                     const StBoardLayout   *layout,
                     const StRenderOptions *options,
                     double                 width,
                     double                 height)
{
  double board_width, board_height, scale;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (layout != NULL);

  st_board_layout_get_extent (layout, &board_width, &board_height);
  if (board_width <= 0 || board_height <= 0 || width <= 0 || height <= 0)
    return;
  scale = MIN (width / board_width, height / board_height);

  cairo_save (cr);
  cairo_translate (cr, (width - board_width * scale) / 2.0, (height - board_height * scale) / 2.0);
  cairo_scale (cr, scale, scale);
  /* Keep to the board, so that a caller's wider clip does not widen the work. */
  cairo_rectangle (cr, 0, 0, board_width, board_height);
  cairo_clip (cr);
  st_render_board (cr, scenario, layout, options);
  cairo_restore (cr);
}

gboolean
st_render_board_to_png (
    const StScenario *scenario, const StRenderOptions *options, int width, const char *path, GError **error)
{
  return st_render_board_export (scenario, options, ST_EXPORT_PNG, width, path, error);
}
