/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "render/st-board-layout.h"
#include "render/st-board-render.h"

#include "st-board-legend.h"
#include "st-board-view-private.h"
#include "st-look.h"

/* The board canvas. The view keeps the board point shown at its centre and a zoom
 * relative to the scale that fits the whole board; that pair survives resizing,
 * unlike a pixel offset. Drawing goes through src/render with the widget's size
 * as the clip, so only the visible part of a large board is drawn
 * (st-board-view-draw.c); the pointer, wheel and keys are handled in
 * st-board-view-input.c. */

G_DEFINE_FINAL_TYPE (StBoardView, st_board_view, GTK_TYPE_WIDGET)

GParamSpec *st_board_view_properties[N_PROPS];
guint       st_board_view_signals[N_SIGNALS];

static void
st_board_view_measure (GtkWidget     *widget,
                       GtkOrientation orientation,
                       int            for_size,
                       int           *minimum,
                       int           *natural,
                       int           *minimum_baseline,
                       int           *natural_baseline)
{
  *minimum = 64;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 480 : 360;
}

#define LEGEND_MARGIN 8

static void
st_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  StBoardView *self = ST_BOARD_VIEW (widget);
  int          legend_width, legend_height;

  st_board_view_clamp_center (self);
  /* The legend's button in the top right corner. */
  gtk_widget_measure (self->legend, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &legend_width, NULL, NULL);
  gtk_widget_measure (self->legend, GTK_ORIENTATION_VERTICAL, legend_width, NULL, &legend_height, NULL, NULL);
  gtk_widget_size_allocate (self->legend,
                            &(GtkAllocation){ MAX (0, width - legend_width - LEGEND_MARGIN), LEGEND_MARGIN,
                                              legend_width, legend_height },
                            -1);
}

static void
st_board_view_dispose (GObject *object)
{
  StBoardView *self = ST_BOARD_VIEW (object);

  g_clear_pointer (&self->layout, st_board_layout_free);
  g_clear_pointer (&self->terrain_grid, g_free);
  g_clear_pointer (&self->scenario, st_scenario_unref);
  g_clear_pointer (&self->legend, gtk_widget_unparent);

  G_OBJECT_CLASS (st_board_view_parent_class)->dispose (object);
}

static void
st_board_view_finalize (GObject *object)
{
  StBoardView *self = ST_BOARD_VIEW (object);

  g_clear_pointer (&self->hover_text, g_free);
  g_clear_pointer (&self->cursor_side, g_free);
  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->highlight_name, g_free);
  g_clear_pointer (&self->zones, g_ptr_array_unref);
  g_clear_pointer (&self->backdrop, cairo_surface_destroy);
  g_clear_pointer (&self->pieces, g_array_unref);
  g_clear_pointer (&self->unit_pieces, g_array_unref);
  g_array_unref (self->overlays);
  g_array_unref (self->overlay_places);
  g_ptr_array_unref (self->overlay_colors);

  G_OBJECT_CLASS (st_board_view_parent_class)->finalize (object);
}

static void
st_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  StBoardView *self = ST_BOARD_VIEW (object);

  switch (prop_id)
    {
      case PROP_SCENARIO:
        g_value_set_boxed (value, self->scenario);
        break;

      case PROP_ZOOM:
        g_value_set_double (value, self->zoom);
        break;

      case PROP_HOVER_TEXT:
        g_value_set_string (value, self->hover_text);
        break;

      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
st_board_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  StBoardView *self = ST_BOARD_VIEW (object);

  switch (prop_id)
    {
      case PROP_SCENARIO:
        st_board_view_set_scenario (self, g_value_get_boxed (value));
        break;

      case PROP_ZOOM:
        st_board_view_set_zoom (self, g_value_get_double (value));
        break;

      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
zoom_changed_cb (StBoardView *self)
{
  st_board_view_update_actions (self);
}

/* The focus ring comes and goes with the focus (st-board-view-draw.c). */
static void
st_board_view_state_flags_changed (GtkWidget *widget, GtkStateFlags previous)
{
  GtkStateFlags changed = previous ^ gtk_widget_get_state_flags (widget);

  GTK_WIDGET_CLASS (st_board_view_parent_class)->state_flags_changed (widget, previous);
  if (changed & (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
    gtk_widget_queue_draw (widget);
}

static void
st_board_view_class_init (StBoardViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = st_board_view_dispose;
  object_class->finalize = st_board_view_finalize;
  object_class->get_property = st_board_view_get_property;
  object_class->set_property = st_board_view_set_property;

  widget_class->snapshot = st_board_view_snapshot;
  widget_class->state_flags_changed = st_board_view_state_flags_changed;
  widget_class->measure = st_board_view_measure;
  widget_class->size_allocate = st_board_view_size_allocate;

  st_board_view_properties[PROP_SCENARIO] =
      g_param_spec_boxed ("scenario", NULL, NULL, ST_TYPE_SCENARIO,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  st_board_view_properties[PROP_ZOOM] =
      g_param_spec_double ("zoom", NULL, NULL, ST_BOARD_VIEW_MIN_ZOOM, ST_BOARD_VIEW_MAX_ZOOM, 1.0,
                           (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  st_board_view_properties[PROP_HOVER_TEXT] = g_param_spec_string (
      "hover-text", NULL, NULL, "", (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, st_board_view_properties);

  /* A primary-button press at a board point; return TRUE to take the drag
   * that follows (motion and release), FALSE to let it pan the view. */
  st_board_view_signals[TOOL_PRESS] = g_signal_new (
      "tool-press", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, g_signal_accumulator_true_handled, NULL,
      NULL, G_TYPE_BOOLEAN, 2, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  st_board_view_signals[TOOL_MOTION] =
      g_signal_new ("tool-motion", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  st_board_view_signals[TOOL_RELEASE] =
      g_signal_new ("tool-release", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_DOUBLE);

  st_board_view_class_init_input (widget_class);

  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
st_board_view_init (StBoardView *self)
{
  self->zoom = 1.0;
  self->hover_node = -1;
  self->hover_text = g_strdup ("");
  self->marks.selected_node = -1;
  self->cursor_node = -1;
  self->return_activates = TRUE;
  self->overlays = g_array_new (FALSE, FALSE, sizeof (StRenderOverlay));
  self->overlay_places = g_array_new (FALSE, FALSE, sizeof (int));
  self->overlay_colors = g_ptr_array_new_with_free_func (g_free);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Board"), -1);

  st_board_view_init_input (self);
  /* Dark, high-contrast and text size (issue 28): st-board-view-draw.c. */
  st_look_watch (GTK_WIDGET (self), FALSE);

  self->legend = st_board_legend_new ();
  gtk_widget_set_parent (self->legend, GTK_WIDGET (self));
  st_board_legend_set_scenario (self->legend, NULL);

  g_signal_connect (self, "notify::zoom", G_CALLBACK (zoom_changed_cb), NULL);
  st_board_view_update_actions (self);
}

GtkWidget *
st_board_view_new (void)
{
  return g_object_new (ST_TYPE_BOARD_VIEW, NULL);
}

StScenario *
st_board_view_get_scenario (StBoardView *self)
{
  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), NULL);

  return self->scenario;
}

void
st_board_view_set_scenario (StBoardView *self, StScenario *scenario)
{
  gboolean zoom_changed;

  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  if (self->scenario == scenario)
    return;

  g_clear_pointer (&self->layout, st_board_layout_free);
  g_clear_pointer (&self->terrain_grid, g_free);
  g_clear_pointer (&self->scenario, st_scenario_unref);
  g_clear_pointer (&self->pieces, g_array_unref);

  self->board_width = self->board_height = 0;
  if (scenario != NULL)
    {
      self->scenario = st_scenario_ref (scenario);
      self->layout = st_board_layout_new (scenario);
      self->terrain_grid = st_scenario_terrain_grid (scenario);
      st_board_layout_get_extent (self->layout, &self->board_width, &self->board_height);
    }
  st_board_legend_set_scenario (self->legend, scenario);

  /* A new board starts fitted to the view. */
  zoom_changed = self->zoom != 1.0;
  self->zoom = 1.0;
  self->center_x = self->board_width / 2;
  self->center_y = self->board_height / 2;
  self->has_hover_cell = FALSE;
  self->hover_node = -1;
  self->has_cursor = FALSE;
  st_board_view_cursor_scenario_changed (self);
  st_board_view_update_hover_text (self);
  st_board_view_refresh_hover (self);
  st_board_view_update_actions (self);

  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), st_board_view_properties[PROP_SCENARIO]);
  if (zoom_changed)
    g_object_notify_by_pspec (G_OBJECT (self), st_board_view_properties[PROP_ZOOM]);
}

double
st_board_view_get_zoom (StBoardView *self)
{
  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), 1.0);

  return self->zoom;
}

void
st_board_view_set_zoom (StBoardView *self, double zoom)
{
  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  st_board_view_set_zoom_at (self, zoom, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                             gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

gboolean
st_board_view_get_fit (StBoardView *self)
{
  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), TRUE);

  return self->zoom == 1.0;
}

void
st_board_view_zoom_to_fit (StBoardView *self)
{
  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  if (self->zoom == 1.0)
    return;

  self->zoom = 1.0;
  st_board_view_clamp_center (self);
  st_board_view_refresh_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), st_board_view_properties[PROP_ZOOM]);
}

const char *
st_board_view_get_hover_text (StBoardView *self)
{
  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), NULL);

  return self->hover_text;
}

void
st_board_view_update_scenario (StBoardView *self, StScenario *scenario)
{
  double width, height;

  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  if (self->scenario == NULL || scenario == NULL || self->scenario->board->kind != scenario->board->kind
      || self->scenario->board->columns != scenario->board->columns
      || self->scenario->board->rows != scenario->board->rows
      || self->scenario->board->width != scenario->board->width
      || self->scenario->board->height != scenario->board->height
      || self->scenario->board->orientation != scenario->board->orientation)
    {
      st_board_view_set_scenario (self, scenario);
      return;
    }
  if (self->scenario == scenario)
    return;

  /* The same board shape: keep where the user was looking. */
  g_clear_pointer (&self->layout, st_board_layout_free);
  g_clear_pointer (&self->terrain_grid, g_free);
  g_clear_pointer (&self->scenario, st_scenario_unref);
  g_clear_pointer (&self->pieces, g_array_unref);
  self->scenario = st_scenario_ref (scenario);
  self->layout = st_board_layout_new (scenario);
  self->terrain_grid = st_scenario_terrain_grid (scenario);
  st_board_layout_get_extent (self->layout, &width, &height);
  self->board_width = width;
  self->board_height = height;
  st_board_view_cursor_scenario_changed (self);
  st_board_view_update_hover_text (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), st_board_view_properties[PROP_SCENARIO]);
}

const StBoardLayout *
st_board_view_get_layout (StBoardView *self)
{
  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), NULL);

  return self->layout;
}

void
st_board_view_set_pieces (StBoardView *self, const StRenderPiece *pieces, guint n_pieces)
{
  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  g_clear_pointer (&self->pieces, g_array_unref);
  if (pieces != NULL)
    {
      self->pieces = g_array_sized_new (FALSE, FALSE, sizeof (StRenderPiece), n_pieces);
      g_array_append_vals (self->pieces, pieces, n_pieces);
    }
  st_board_view_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const StRenderPiece *
st_board_view_get_pieces (StBoardView *self, guint *n_pieces)
{
  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (n_pieces != NULL, NULL);

  if (self->pieces != NULL)
    {
      *n_pieces = self->pieces->len;
      return (const StRenderPiece *) (gpointer) self->pieces->data;
    }
  if (self->unit_pieces == NULL)
    self->unit_pieces = g_array_new (FALSE, FALSE, sizeof (StRenderPiece));
  g_array_set_size (self->unit_pieces, 0);
  for (guint i = 0; self->scenario != NULL && i < self->scenario->units->len; i++)
    {
      StRenderPiece piece;

      if (st_render_piece_from_unit (self->scenario, g_ptr_array_index (self->scenario->units, i), &piece))
        g_array_append_val (self->unit_pieces, piece);
    }
  *n_pieces = self->unit_pieces->len;
  return (const StRenderPiece *) (gpointer) self->unit_pieces->data;
}

double
st_board_view_get_scale (StBoardView *self)
{
  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), 1.0);

  return st_board_view_current_scale (self);
}

void
st_board_view_set_marks (StBoardView *self, const StRenderOptions *marks)
{
  g_return_if_fail (ST_IS_BOARD_VIEW (self));
  g_return_if_fail (marks != NULL);

  self->marks = *marks;
  st_board_view_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
st_board_view_board_to_widget (StBoardView *self, double bx, double by, double *x, double *y)
{
  double scale, tx, ty;

  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  st_board_view_get_transform (self, &scale, &tx, &ty);
  *x = bx * scale + tx;
  *y = by * scale + ty;
}
