/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-view"

#include "config.h"

#include <math.h>

#include "st-board-view-private.h"
#include "st-place-text.h"

/* The board view's transform and input: what the pointer hovers, panning by
 * drag, wheel and arrow keys, zooming about a point, and the tool signals a
 * primary-button drag emits in board units. */

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

double
st_board_view_current_scale (StBoardView *self)
{
  return fit_scale (self) * self->zoom;
}

/* Keeps the board on screen: a board smaller than the view is centred, a larger
 * one may be panned only until its edge reaches the view's edge. */
void
st_board_view_clamp_center (StBoardView *self)
{
  double scale = st_board_view_current_scale (self);
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

void
st_board_view_get_transform (StBoardView *self, double *scale, double *tx, double *ty)
{
  *scale = st_board_view_current_scale (self);
  *tx = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0 - self->center_x * *scale;
  *ty = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0 - self->center_y * *scale;
}

void
st_board_view_widget_to_board (StBoardView *self, double x, double y, double *bx, double *by)
{
  double scale, tx, ty;

  st_board_view_get_transform (self, &scale, &tx, &ty);
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
  g_object_notify_by_pspec (G_OBJECT (self), st_board_view_properties[PROP_HOVER_TEXT]);
}

void
st_board_view_update_hover_text (StBoardView *self)
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
  st_board_view_update_hover_text (self);
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

  st_board_view_widget_to_board (self, x, y, &bx, &by);

  if (st_board_is_grid (self->scenario->board))
    has_cell = st_board_layout_hit_cell (self->layout, bx, by, &cell);
  else
    node = st_board_layout_hit_node (self->layout, self->scenario, bx, by,
                                     NODE_HIT_RADIUS / st_board_view_current_scale (self));

  if (has_cell == self->has_hover_cell
      && (!has_cell || (cell.x == self->hover_cell.x && cell.y == self->hover_cell.y))
      && node == self->hover_node)
    return;

  self->has_hover_cell = has_cell;
  self->hover_cell = cell;
  self->hover_node = node;
  st_board_view_update_hover_text (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* After the view moves under a still pointer, what it hovers changes too. */
void
st_board_view_refresh_hover (StBoardView *self)
{
  if (self->pointer_inside)
    st_board_view_hover_at (self, self->pointer_x, self->pointer_y);
}

void
st_board_view_set_zoom_at (StBoardView *self, double zoom, double x, double y)
{
  double bx, by, scale;

  zoom = CLAMP (zoom, ST_BOARD_VIEW_MIN_ZOOM, ST_BOARD_VIEW_MAX_ZOOM);
  if (zoom == self->zoom)
    return;

  /* Keep the board point under (x, y) where it is. */
  st_board_view_widget_to_board (self, x, y, &bx, &by);
  self->zoom = zoom;
  scale = st_board_view_current_scale (self);
  self->center_x = bx - (x - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0) / scale;
  self->center_y = by - (y - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0) / scale;
  st_board_view_clamp_center (self);

  st_board_view_refresh_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), st_board_view_properties[PROP_ZOOM]);
}

static void
zoom_by (StBoardView *self, double factor)
{
  double x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  st_board_view_set_zoom_at (self, self->zoom * factor, x, y);
}

static void
pan_by (StBoardView *self, double dx, double dy)
{
  double scale = st_board_view_current_scale (self);
  double old_x = self->center_x;
  double old_y = self->center_y;

  self->center_x += dx / scale;
  self->center_y += dy / scale;
  st_board_view_clamp_center (self);

  if (old_x != self->center_x || old_y != self->center_y)
    {
      st_board_view_refresh_hover (self);
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

void
st_board_view_update_actions (StBoardView *self)
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

      st_board_view_set_zoom_at (self, self->zoom * factor, x, y);
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
  /* A motion where the pointer has not moved (GTK sends one as the view is
   * redrawn under it) keeps the hover where the board cursor put it. */
  if (self->pointer_inside && x == self->pointer_x && y == self->pointer_y)
    return;
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
      st_board_view_widget_to_board (self, x, y, &bx, &by);
      st_board_view_cursor_follow_click (self, bx, by);
      g_signal_emit (self, st_board_view_signals[TOOL_PRESS], 0, bx, by, &handled);
    }
  self->tool_drag = handled;
}

static void
drag_update_cb (StBoardView *self, double offset_x, double offset_y, GtkGestureDrag *gesture)
{
  double scale = st_board_view_current_scale (self);
  double start_x, start_y, bx, by;

  if (self->scenario == NULL)
    return;

  if (self->tool_drag)
    {
      gtk_gesture_drag_get_start_point (gesture, &start_x, &start_y);
      st_board_view_widget_to_board (self, start_x + offset_x, start_y + offset_y, &bx, &by);
      self->pointer_x = start_x + offset_x;
      self->pointer_y = start_y + offset_y;
      st_board_view_refresh_hover (self);
      g_signal_emit (self, st_board_view_signals[TOOL_MOTION], 0, bx, by);
      return;
    }

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  self->center_x = self->drag_center_x - offset_x / scale;
  self->center_y = self->drag_center_y - offset_y / scale;
  st_board_view_clamp_center (self);
  st_board_view_refresh_hover (self);
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
      st_board_view_widget_to_board (self, start_x + offset_x, start_y + offset_y, &bx, &by);
      g_signal_emit (self, st_board_view_signals[TOOL_RELEASE], 0, bx, by);
      return;
    }
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
}

void
st_board_view_class_init_input (GtkWidgetClass *widget_class)
{
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

  /* Ctrl and the arrows pan; the arrows alone move the board cursor
   * (st-board-cursor.c). */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, GDK_CONTROL_MASK, pan_binding, "(dd)", -1.0, 0.0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, GDK_CONTROL_MASK, pan_binding, "(dd)", 1.0, 0.0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Up, GDK_CONTROL_MASK, pan_binding, "(dd)", 0.0, -1.0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Down, GDK_CONTROL_MASK, pan_binding, "(dd)", 0.0, 1.0);
  st_board_view_class_init_cursor (widget_class);
}

void
st_board_view_init_input (StBoardView *self)
{
  GtkEventController *controller;
  GtkGesture         *drag;

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
}
