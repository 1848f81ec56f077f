/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "render/st-board-layout.h"
#include "render/st-board-render.h"

#include "st-board-view.h"
#include "st-place-text.h"

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

  /* tools */
  gboolean        tool_drag; /* the current drag belongs to the tool */
  StRenderOptions marks; /* only the mark fields are used */
};

G_DEFINE_FINAL_TYPE (StBoardView, st_board_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_SCENARIO,
  PROP_ZOOM,
  PROP_HOVER_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  TOOL_PRESS,
  TOOL_MOTION,
  TOOL_RELEASE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define ZOOM_STEP 1.25
#define SCROLL_STEP 48.0 /* pixels per wheel notch */
#define KEY_PAN_FRACTION 0.1
#define NODE_HIT_RADIUS 14.0 /* pixels */

static double
fit_scale (StBoardView *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  if (self->board_width <= 0 || self->board_height <= 0 || width <= 0 || height <= 0)
    return 1.0;

  return MIN (width / self->board_width, height / self->board_height);
}

static double
current_scale (StBoardView *self)
{
  return fit_scale (self) * self->zoom;
}

/* Keeps the board on screen: a board smaller than the view is centred, a larger
 * one may be panned only until its edge reaches the view's edge. */
static void
clamp_center (StBoardView *self)
{
  double scale = current_scale (self);
  double half_w = gtk_widget_get_width (GTK_WIDGET (self)) / (2 * scale);
  double half_h = gtk_widget_get_height (GTK_WIDGET (self)) / (2 * scale);

  if (self->board_width <= 2 * half_w)
    self->center_x = self->board_width / 2;
  else
    self->center_x = CLAMP (self->center_x, half_w, self->board_width - half_w);

  if (self->board_height <= 2 * half_h)
    self->center_y = self->board_height / 2;
  else
    self->center_y = CLAMP (self->center_y, half_h, self->board_height - half_h);
}

static void
get_transform (StBoardView *self, double *scale, double *tx, double *ty)
{
  *scale = current_scale (self);
  *tx = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0 - self->center_x * *scale;
  *ty = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0 - self->center_y * *scale;
}

static void
widget_to_board (StBoardView *self, double x, double y, double *bx, double *by)
{
  double scale, tx, ty;

  get_transform (self, &scale, &tx, &ty);
  *bx = (x - tx) / scale;
  *by = (y - ty) / scale;
}

static void
set_hover_text (StBoardView *self, const char *text)
{
  if (g_strcmp0 (self->hover_text, text) == 0)
    return;

  g_free (self->hover_text);
  self->hover_text = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOVER_TEXT]);
}

static void
update_hover_text (StBoardView *self)
{
  g_autofree char *text = NULL;

  if (self->scenario != NULL)
    text = st_place_describe (self->scenario, self->terrain_grid,
                              self->has_hover_cell ? &self->hover_cell : NULL, self->hover_node);
  set_hover_text (self, text ? text : "");
}

static void
clear_hover (StBoardView *self)
{
  if (!self->has_hover_cell && self->hover_node < 0)
    return;

  self->has_hover_cell = FALSE;
  self->hover_node = -1;
  update_hover_text (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
st_board_view_hover_at (StBoardView *self, double x, double y)
{
  gboolean has_cell = FALSE;
  StCell   cell = { 0, 0 };
  int      node = -1;
  double   bx, by;

  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  if (self->scenario == NULL || self->layout == NULL)
    return;

  widget_to_board (self, x, y, &bx, &by);

  if (st_board_is_grid (self->scenario->board))
    has_cell = st_board_layout_hit_cell (self->layout, bx, by, &cell);
  else
    node = st_board_layout_hit_node (self->layout, self->scenario, bx, by,
                                     NODE_HIT_RADIUS / current_scale (self));

  if (has_cell == self->has_hover_cell
      && (!has_cell || (cell.x == self->hover_cell.x && cell.y == self->hover_cell.y))
      && node == self->hover_node)
    return;

  self->has_hover_cell = has_cell;
  self->hover_cell = cell;
  self->hover_node = node;
  update_hover_text (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* After the view moves under a still pointer, what it hovers changes too. */
static void
refresh_hover (StBoardView *self)
{
  if (self->pointer_inside)
    st_board_view_hover_at (self, self->pointer_x, self->pointer_y);
}

static void
set_zoom_at (StBoardView *self, double zoom, double x, double y)
{
  double bx, by, scale;

  zoom = CLAMP (zoom, ST_BOARD_VIEW_MIN_ZOOM, ST_BOARD_VIEW_MAX_ZOOM);
  if (zoom == self->zoom)
    return;

  /* Keep the board point under (x, y) where it is. */
  widget_to_board (self, x, y, &bx, &by);
  self->zoom = zoom;
  scale = current_scale (self);
  self->center_x = bx - (x - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0) / scale;
  self->center_y = by - (y - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0) / scale;
  clamp_center (self);

  refresh_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

static void
zoom_by (StBoardView *self, double factor)
{
  double x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  set_zoom_at (self, self->zoom * factor, x, y);
}

static void
pan_by (StBoardView *self, double dx, double dy)
{
  double scale = current_scale (self);
  double old_x = self->center_x;
  double old_y = self->center_y;

  self->center_x += dx / scale;
  self->center_y += dy / scale;
  clamp_center (self);

  if (old_x != self->center_x || old_y != self->center_y)
    {
      refresh_hover (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
zoom_in_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  zoom_by (ST_BOARD_VIEW (widget), ZOOM_STEP);
}

static void
zoom_out_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  zoom_by (ST_BOARD_VIEW (widget), 1 / ZOOM_STEP);
}

static void
zoom_fit_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  st_board_view_zoom_to_fit (ST_BOARD_VIEW (widget));
}

static void
update_actions (StBoardView *self)
{
  gboolean has_board = self->scenario != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.zoom-in",
                                 has_board && self->zoom < ST_BOARD_VIEW_MAX_ZOOM);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.zoom-out",
                                 has_board && self->zoom > ST_BOARD_VIEW_MIN_ZOOM);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.zoom-fit", has_board && self->zoom != 1.0);
}

static gboolean
pan_binding (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  StBoardView *self = ST_BOARD_VIEW (widget);
  double       fx, fy;

  g_variant_get (args, "(dd)", &fx, &fy);
  pan_by (self, fx * KEY_PAN_FRACTION * gtk_widget_get_width (widget),
          fy * KEY_PAN_FRACTION * gtk_widget_get_height (widget));

  return TRUE;
}

static gboolean
scroll_cb (StBoardView *self, double dx, double dy, GtkEventControllerScroll *controller)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  gboolean        wheel = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL;

  if (self->scenario == NULL)
    return FALSE;

  if (state & GDK_CONTROL_MASK)
    {
      double x = self->pointer_inside ? self->pointer_x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      double y = self->pointer_inside ? self->pointer_y : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
      double factor = pow (wheel ? ZOOM_STEP : 1.01, -dy);

      set_zoom_at (self, self->zoom * factor, x, y);
      return TRUE;
    }

  /* A mouse wheel with Shift scrolls sideways. */
  if ((state & GDK_SHIFT_MASK) && dx == 0)
    {
      dx = dy;
      dy = 0;
    }

  if (wheel)
    {
      dx *= SCROLL_STEP;
      dy *= SCROLL_STEP;
    }

  pan_by (self, dx, dy);
  return TRUE;
}

static void
motion_cb (StBoardView *self, double x, double y)
{
  self->pointer_inside = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  st_board_view_hover_at (self, x, y);
}

static void
leave_cb (StBoardView *self)
{
  self->pointer_inside = FALSE;
  clear_hover (self);
}

static void
drag_begin_cb (StBoardView *self, double x, double y, GtkGestureDrag *gesture)
{
  guint    button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  gboolean handled = FALSE;
  double   bx, by;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->drag_center_x = self->center_x;
  self->drag_center_y = self->center_y;
  self->tool_drag = FALSE;

  /* The primary button belongs to the tool when it wants the press; other
   * buttons, and presses no tool wants, pan. */
  if (button == GDK_BUTTON_PRIMARY && self->scenario != NULL)
    {
      widget_to_board (self, x, y, &bx, &by);
      g_signal_emit (self, signals[TOOL_PRESS], 0, bx, by, &handled);
    }
  self->tool_drag = handled;
}

static void
drag_update_cb (StBoardView *self, double offset_x, double offset_y, GtkGestureDrag *gesture)
{
  double scale = current_scale (self);
  double start_x, start_y, bx, by;

  if (self->scenario == NULL)
    return;

  if (self->tool_drag)
    {
      gtk_gesture_drag_get_start_point (gesture, &start_x, &start_y);
      widget_to_board (self, start_x + offset_x, start_y + offset_y, &bx, &by);
      self->pointer_x = start_x + offset_x;
      self->pointer_y = start_y + offset_y;
      refresh_hover (self);
      g_signal_emit (self, signals[TOOL_MOTION], 0, bx, by);
      return;
    }

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  self->center_x = self->drag_center_x - offset_x / scale;
  self->center_y = self->drag_center_y - offset_y / scale;
  clamp_center (self);
  refresh_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (StBoardView *self, double offset_x, double offset_y, GtkGestureDrag *gesture)
{
  double start_x, start_y, bx, by;

  if (self->tool_drag)
    {
      self->tool_drag = FALSE;
      gtk_gesture_drag_get_start_point (gesture, &start_x, &start_y);
      widget_to_board (self, start_x + offset_x, start_y + offset_y, &bx, &by);
      g_signal_emit (self, signals[TOOL_RELEASE], 0, bx, by);
      return;
    }
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
}

static void
st_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  StBoardView    *self = ST_BOARD_VIEW (widget);
  int             width = gtk_widget_get_width (widget);
  int             height = gtk_widget_get_height (widget);
  StRenderOptions options;
  double          scale, tx, ty;
  cairo_t        *cr;

  if (self->scenario == NULL || self->layout == NULL || width <= 0 || height <= 0)
    return;

  get_transform (self, &scale, &tx, &ty);

  st_render_options_init (&options);
  options.show_units = TRUE;
  options.show_labels = TRUE;
  options.hover_cell = self->has_hover_cell ? &self->hover_cell : NULL;
  options.hover_node = self->hover_node;
  st_render_options_copy_marks (&options, &self->marks);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, tx, ty);
  cairo_scale (cr, scale, scale);
  st_render_board (cr, self->scenario, self->layout, &options);
  /* The tracing image lies over the board, faded, so that both show while
   * the designer draws; exports never have it. */
  if (self->backdrop != NULL)
    {
      cairo_save (cr);
      cairo_translate (cr, self->backdrop_x, self->backdrop_y);
      cairo_scale (cr, self->backdrop_scale, self->backdrop_scale);
      cairo_set_source_surface (cr, self->backdrop, 0, 0);
      cairo_paint_with_alpha (cr, self->backdrop_opacity);
      cairo_restore (cr);
    }
  cairo_destroy (cr);
}

void
st_board_view_set_backdrop (
    StBoardView *self, cairo_surface_t *image, double x, double y, double scale, double opacity)
{
  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  if (image != self->backdrop)
    {
      g_clear_pointer (&self->backdrop, cairo_surface_destroy);
      if (image != NULL)
        self->backdrop = cairo_surface_reference (image);
    }
  self->backdrop_x = x;
  self->backdrop_y = y;
  self->backdrop_scale = scale;
  self->backdrop_opacity = opacity;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

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

static void
st_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  StBoardView *self = ST_BOARD_VIEW (widget);

  clamp_center (self);
}

static void
st_board_view_dispose (GObject *object)
{
  StBoardView *self = ST_BOARD_VIEW (object);

  g_clear_pointer (&self->layout, st_board_layout_free);
  g_clear_pointer (&self->terrain_grid, g_free);
  g_clear_pointer (&self->scenario, st_scenario_unref);

  G_OBJECT_CLASS (st_board_view_parent_class)->dispose (object);
}

static void
st_board_view_finalize (GObject *object)
{
  StBoardView *self = ST_BOARD_VIEW (object);

  g_clear_pointer (&self->hover_text, g_free);
  g_clear_pointer (&self->backdrop, cairo_surface_destroy);

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
  update_actions (self);
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
  widget_class->measure = st_board_view_measure;
  widget_class->size_allocate = st_board_view_size_allocate;

  properties[PROP_SCENARIO] =
      g_param_spec_boxed ("scenario", NULL, NULL, ST_TYPE_SCENARIO,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_ZOOM] =
      g_param_spec_double ("zoom", NULL, NULL, ST_BOARD_VIEW_MIN_ZOOM, ST_BOARD_VIEW_MAX_ZOOM, 1.0,
                           (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_HOVER_TEXT] = g_param_spec_string (
      "hover-text", NULL, NULL, "", (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A primary-button press at a board point; return TRUE to take the drag
   * that follows (motion and release), FALSE to let it pan the view. */
  signals[TOOL_PRESS] = g_signal_new ("tool-press", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                      g_signal_accumulator_true_handled, NULL, NULL, G_TYPE_BOOLEAN, 2,
                                      G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  signals[TOOL_MOTION] = g_signal_new ("tool-motion", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                       NULL, NULL, G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  signals[TOOL_RELEASE] = g_signal_new ("tool-release", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                        NULL, NULL, G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_DOUBLE);

  gtk_widget_class_install_action (widget_class, "board.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-fit", NULL, zoom_fit_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "board.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "board.zoom-out",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "board.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK, "board.zoom-fit", NULL);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, 0, pan_binding, "(dd)", -1.0, 0.0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, 0, pan_binding, "(dd)", 1.0, 0.0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Up, 0, pan_binding, "(dd)", 0.0, -1.0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Down, 0, pan_binding, "(dd)", 0.0, 1.0);

  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
st_board_view_init (StBoardView *self)
{
  GtkEventController *controller;
  GtkGesture         *drag;

  self->zoom = 1.0;
  self->hover_node = -1;
  self->hover_text = g_strdup ("");
  self->marks.selected_node = -1;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Board"), -1);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect_object (controller, "scroll", G_CALLBACK (scroll_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect_object (controller, "enter", G_CALLBACK (motion_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (controller, "motion", G_CALLBACK (motion_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (controller, "leave", G_CALLBACK (leave_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect_object (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (drag, "drag-update", G_CALLBACK (drag_update_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (drag, "drag-end", G_CALLBACK (drag_end_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (self, "notify::zoom", G_CALLBACK (zoom_changed_cb), NULL);
  update_actions (self);
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

  self->board_width = self->board_height = 0;
  if (scenario != NULL)
    {
      self->scenario = st_scenario_ref (scenario);
      self->layout = st_board_layout_new (scenario);
      self->terrain_grid = st_scenario_terrain_grid (scenario);
      st_board_layout_get_extent (self->layout, &self->board_width, &self->board_height);
    }

  /* A new board starts fitted to the view. */
  zoom_changed = self->zoom != 1.0;
  self->zoom = 1.0;
  self->center_x = self->board_width / 2;
  self->center_y = self->board_height / 2;
  self->has_hover_cell = FALSE;
  self->hover_node = -1;
  update_hover_text (self);
  refresh_hover (self);
  update_actions (self);

  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
  if (zoom_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
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

  set_zoom_at (self, zoom, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
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
  clamp_center (self);
  refresh_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
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
  self->scenario = st_scenario_ref (scenario);
  self->layout = st_board_layout_new (scenario);
  self->terrain_grid = st_scenario_terrain_grid (scenario);
  st_board_layout_get_extent (self->layout, &width, &height);
  self->board_width = width;
  self->board_height = height;
  update_hover_text (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
}

const StBoardLayout *
st_board_view_get_layout (StBoardView *self)
{
  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), NULL);

  return self->layout;
}

double
st_board_view_get_scale (StBoardView *self)
{
  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), 1.0);

  return current_scale (self);
}

void
st_board_view_set_marks (StBoardView *self, const StRenderOptions *marks)
{
  g_return_if_fail (ST_IS_BOARD_VIEW (self));
  g_return_if_fail (marks != NULL);

  self->marks = *marks;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
st_board_view_board_to_widget (StBoardView *self, double bx, double by, double *x, double *y)
{
  double scale, tx, ty;

  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  get_transform (self, &scale, &tx, &ty);
  *x = bx * scale + tx;
  *y = by * scale + ty;
}
