/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-view"

#include "config.h"

#include <math.h>

#include "st-board-view-private.h"

/* The board cursor (issue 28): a place on the board, a cell of a hex or square
 * grid or a town of a map, that the keyboard moves and acts on as the pointer
 * does. The arrows move it to the neighbour in their direction (on a map, the
 * nearest town that way), Space and Return press on it as a click does, N and
 * T jump to the next piece and the next highlighted target; Ctrl and the arrows
 * pan. It is drawn while the board has the focus, the status line names it (as
 * the hover text) and the board's accessible description reads it
 * (st-board-a11y.c). */

/* How far round from the arrow a neighbour may lie: 60° takes both neighbours
 * of a hex side that the arrow points between. */
#define MIN_DOT 0.49
#define VISIBLE_MARGIN 0.5 /* of a cell, kept between the cursor and the edge */

static gboolean
is_grid (StBoardView *self)
{
  return st_board_is_grid (self->scenario->board);
}

/* Across a cell, or about a town's mark (32 pixels), in board units. */
static double
place_size (StBoardView *self)
{
  if (is_grid (self))
    return st_board_layout_cell_size (self->layout);
  return 32.0 / MAX (st_board_view_current_scale (self), 1e-6);
}

gboolean
st_board_view_cursor_center (StBoardView *self, double *x, double *y)
{
  if (self->scenario == NULL || self->layout == NULL || !self->has_cursor)
    return FALSE;
  if (is_grid (self))
    {
      st_board_layout_cell_center (self->layout, self->cursor_cell, x, y);
      return TRUE;
    }
  if (self->cursor_node < 0 || (guint) self->cursor_node >= self->scenario->board->nodes->len)
    return FALSE;
  st_board_layout_node_position (self->layout,
                                 g_ptr_array_index (self->scenario->board->nodes, self->cursor_node), x, y);
  return TRUE;
}

/* Pans just enough to show the cursor. */
static void
keep_visible (StBoardView *self)
{
  double scale = st_board_view_current_scale (self);
  double margin = place_size (self) * VISIBLE_MARGIN;
  double half_w = gtk_widget_get_width (GTK_WIDGET (self)) / (2 * scale);
  double half_h = gtk_widget_get_height (GTK_WIDGET (self)) / (2 * scale);
  double x, y;

  if (!st_board_view_cursor_center (self, &x, &y) || scale <= 0)
    return;
  margin = MIN (margin, MIN (half_w, half_h) / 2);
  if (x - margin < self->center_x - half_w)
    self->center_x = x - margin + half_w;
  else if (x + margin > self->center_x + half_w)
    self->center_x = x + margin - half_w;
  if (y - margin < self->center_y - half_h)
    self->center_y = y - margin + half_h;
  else if (y + margin > self->center_y + half_h)
    self->center_y = y + margin - half_h;
  st_board_view_clamp_center (self);
}

/* The cursor moved: the status line and the description follow it, and the
 * view pans to show it. */
static void
cursor_changed (StBoardView *self)
{
  keep_visible (self);
  /* The hover text is what the status line shows: the cursor's place, until
   * the pointer moves again. */
  self->has_hover_cell = self->has_cursor && is_grid (self);
  self->hover_cell = self->cursor_cell;
  self->hover_node = self->has_cursor && !is_grid (self) ? self->cursor_node : -1;
  st_board_view_update_hover_text (self);
  st_board_view_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Puts the cursor where it is first wanted: under the pointer, else at the
 * middle of the view. */
static gboolean
ensure_cursor (StBoardView *self)
{
  double   x = self->center_x, y = self->center_y;
  gboolean grid;

  if (self->scenario == NULL || self->layout == NULL)
    return FALSE;
  if (self->has_cursor)
    return TRUE;
  grid = is_grid (self);
  if (grid && self->has_hover_cell)
    self->cursor_cell = self->hover_cell;
  else if (!grid && self->hover_node >= 0)
    self->cursor_node = self->hover_node;
  else if (grid)
    {
      if (!st_board_layout_hit_cell (self->layout, x, y, &self->cursor_cell))
        self->cursor_cell = (StCell){ self->scenario->board->columns / 2, self->scenario->board->rows / 2 };
    }
  else
    {
      self->cursor_node = st_board_layout_hit_node (self->layout, self->scenario, x, y, G_MAXDOUBLE);
      if (self->cursor_node < 0)
        return FALSE;
    }
  if (grid && !st_board_contains (self->scenario->board, self->cursor_cell.x, self->cursor_cell.y))
    return FALSE;
  self->has_cursor = TRUE;
  return TRUE;
}

/* How well a place at (dx, dy) from the cursor answers the arrow (ax, ay):
 * lower is better, G_MAXDOUBLE not at all. */
static double
score (double dx, double dy, double ax, double ay, double *dot_out)
{
  double dist = hypot (dx, dy);
  double dot;

  if (dist <= 1e-9)
    return G_MAXDOUBLE;
  dot = (dx * ax + dy * ay) / dist;
  *dot_out = dot;
  if (dot < MIN_DOT)
    return G_MAXDOUBLE;
  return dist * (1 + 2 * (1 - dot));
}

static gboolean
move_grid (StBoardView *self, int ax, int ay)
{
  const StBoard *board = self->scenario->board;
  StCell         from = self->cursor_cell, best = from;
  double         best_score = G_MAXDOUBLE, fx, fy;
  gboolean       best_in_line = FALSE;

  st_board_layout_cell_center (self->layout, from, &fx, &fy);
  for (int y = from.y - 2; y <= from.y + 2; y++)
    for (int x = from.x - 2; x <= from.x + 2; x++)
      {
        StCell   cell = { x, y };
        double   cx, cy, dot = 0, s;
        gboolean in_line;

        if (!st_board_contains (board, x, y) || (x == from.x && y == from.y))
          continue;
        st_board_layout_cell_center (self->layout, cell, &cx, &cy);
        s = score (cx - fx, cy - fy, ax, ay, &dot);
        if (s == G_MAXDOUBLE)
          continue;
        /* Between two neighbours as good as each other (a side of a hex
         * between them), the one in the same row or column: Left and Right
         * run along a row, Up and Down along a column. */
        in_line = ax != 0 ? y == from.y : x == from.x;
        if (s < best_score * 0.99 || (s <= best_score * 1.01 && in_line && !best_in_line))
          {
            best = cell;
            best_score = s;
            best_in_line = in_line;
          }
      }
  if (best_score == G_MAXDOUBLE)
    return FALSE;
  self->cursor_cell = best;
  return TRUE;
}

static gboolean
move_graph (StBoardView *self, int ax, int ay)
{
  GPtrArray *nodes = self->scenario->board->nodes;
  double     best_score = G_MAXDOUBLE, fx, fy;
  int        best = -1;

  if (!st_board_view_cursor_center (self, &fx, &fy))
    return FALSE;
  for (guint i = 0; i < nodes->len; i++)
    {
      double x, y, dot = 0, s;

      if ((int) i == self->cursor_node)
        continue;
      st_board_layout_node_position (self->layout, g_ptr_array_index (nodes, i), &x, &y);
      s = score (x - fx, y - fy, ax, ay, &dot);
      if (s < best_score)
        {
          best_score = s;
          best = (int) i;
        }
    }
  if (best < 0)
    return FALSE;
  self->cursor_node = best;
  return TRUE;
}

gboolean
st_board_view_move_cursor (StBoardView *self, int dx, int dy)
{
  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), FALSE);

  if (!self->has_cursor)
    {
      /* The first arrow shows the cursor where it starts. */
      if (!ensure_cursor (self))
        return FALSE;
      cursor_changed (self);
      return TRUE;
    }
  if (!(is_grid (self) ? move_grid (self, dx, dy) : move_graph (self, dx, dy)))
    return FALSE;
  cursor_changed (self);
  return TRUE;
}

void
st_board_view_set_cursor_cell (StBoardView *self, StCell cell)
{
  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  if (self->scenario == NULL || !is_grid (self) || !st_board_contains (self->scenario->board, cell.x, cell.y))
    return;
  self->has_cursor = TRUE;
  self->cursor_cell = cell;
  cursor_changed (self);
}

void
st_board_view_set_cursor_node (StBoardView *self, int node)
{
  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  if (self->scenario == NULL || is_grid (self) || node < 0
      || (guint) node >= self->scenario->board->nodes->len)
    return;
  self->has_cursor = TRUE;
  self->cursor_node = node;
  cursor_changed (self);
}

gboolean
st_board_view_get_cursor (StBoardView *self, StCell *cell, int *node)
{
  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), FALSE);

  if (cell != NULL)
    *cell = self->cursor_cell;
  if (node != NULL)
    *node = self->has_cursor && self->scenario != NULL && !is_grid (self) ? self->cursor_node : -1;
  return self->has_cursor;
}

/* A click where the pointer pressed moves the cursor there too, so that keys
 * go on from where the mouse left off. */
void
st_board_view_cursor_follow_click (StBoardView *self, double bx, double by)
{
  StCell cell;
  int    node;

  if (self->scenario == NULL || self->layout == NULL)
    return;
  if (is_grid (self))
    {
      if (!st_board_layout_hit_cell (self->layout, bx, by, &cell))
        return;
      self->cursor_cell = cell;
    }
  else
    {
      node = st_board_layout_hit_node (self->layout, self->scenario, bx, by, place_size (self) / 2);
      if (node < 0)
        return;
      self->cursor_node = node;
    }
  self->has_cursor = TRUE;
  st_board_view_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A press and a release at the cursor, as a click there. */
gboolean
st_board_view_activate_cursor (StBoardView *self)
{
  gboolean handled = FALSE;
  double   x, y;

  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), FALSE);

  if (!ensure_cursor (self) || !st_board_view_cursor_center (self, &x, &y))
    return FALSE;
  g_signal_emit (self, st_board_view_signals[TOOL_PRESS], 0, x, y, &handled);
  if (handled)
    g_signal_emit (self, st_board_view_signals[TOOL_RELEASE], 0, x, y);
  /* What was pressed may have changed the board under the cursor. */
  cursor_changed (self);
  return TRUE;
}

/* The places the cursor jumps between with N: where the pieces of the cursor
 * side stand (any side's when none is set), each place once, in the order of
 * the units. */
static void
piece_places (StBoardView *self, GArray *cells, GArray *nodes)
{
  guint                n;
  const StRenderPiece *pieces = st_board_view_get_pieces (self, &n);

  for (guint i = 0; i < n; i++)
    {
      const StRenderPiece *unit = &pieces[i];

      if (self->cursor_side != NULL && g_strcmp0 (unit->side, self->cursor_side) != 0)
        continue;
      if (is_grid (self))
        {
          gboolean seen = FALSE;

          for (guint j = 0; j < cells->len && !seen; j++)
            seen = g_array_index (cells, StCell, j).x == unit->cell.x
                   && g_array_index (cells, StCell, j).y == unit->cell.y;
          if (!seen)
            g_array_append_val (cells, unit->cell);
        }
      else
        {
          int node = unit->node;

          for (guint j = 0; j < nodes->len && node >= 0; j++)
            if (g_array_index (nodes, int, j) == node)
              node = -1;
          if (node >= 0)
            g_array_append_val (nodes, node);
        }
    }
}

/* Moves the cursor to the place after (step 1) or before (step -1) it among
 * cells or nodes, n of them; from before the first when it is on none. */
static gboolean
jump (StBoardView *self, const StCell *cells, const int *nodes, guint n, int step)
{
  int current = -1;

  if (n == 0 || !ensure_cursor (self))
    return FALSE;
  for (guint i = 0; i < n && current < 0; i++)
    if (cells != NULL ? cells[i].x == self->cursor_cell.x && cells[i].y == self->cursor_cell.y
                      : nodes[i] == self->cursor_node)
      current = (int) i;
  if (current < 0)
    current = step > 0 ? -1 : 0;
  current = (int) (((guint) (current + step + (int) n)) % n);
  if (cells != NULL)
    self->cursor_cell = cells[current];
  else
    self->cursor_node = nodes[current];
  cursor_changed (self);
  return TRUE;
}

gboolean
st_board_view_cursor_jump_piece (StBoardView *self, int step)
{
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (StCell));
  g_autoptr (GArray) nodes = g_array_new (FALSE, FALSE, sizeof (int));

  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), FALSE);

  if (self->scenario == NULL)
    return FALSE;
  piece_places (self, cells, nodes);
  if (is_grid (self))
    return jump (self, (const StCell *) (gpointer) cells->data, NULL, cells->len, step);
  return jump (self, NULL, (const int *) (gpointer) nodes->data, nodes->len, step);
}

gboolean
st_board_view_cursor_jump_target (StBoardView *self, int step)
{
  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), FALSE);

  if (self->scenario == NULL)
    return FALSE;
  if (is_grid (self))
    return jump (self, self->marks.highlight_cells, NULL, self->marks.n_highlight_cells, step);
  return jump (self, NULL, self->marks.highlight_nodes, self->marks.n_highlight_nodes, step);
}

void
st_board_view_set_cursor_side (StBoardView *self, const char *side)
{
  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  g_free (self->cursor_side);
  self->cursor_side = g_strdup (side);
}

void
st_board_view_set_return_activates (StBoardView *self, gboolean activates)
{
  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  self->return_activates = activates;
}

/* A new board keeps the cursor when the place is still on it. */
void
st_board_view_cursor_scenario_changed (StBoardView *self)
{
  if (self->scenario == NULL)
    self->has_cursor = FALSE;
  else if (is_grid (self))
    self->has_cursor = self->has_cursor
                       && st_board_contains (self->scenario->board, self->cursor_cell.x, self->cursor_cell.y);
  else
    self->has_cursor = self->has_cursor && self->cursor_node >= 0
                       && (guint) self->cursor_node < self->scenario->board->nodes->len;
  st_board_view_update_description (self);
}

/* The cursor, drawn while the board has the focus: a dark and a light ring,
 * so that it shows on any paper, a light cell or a dark one. */
void
st_board_view_snapshot_cursor (StBoardView *self, cairo_t *cr, double scale)
{
  double x, y;

  if (!self->has_cursor || !gtk_widget_has_focus (GTK_WIDGET (self))
      || !st_board_view_cursor_center (self, &x, &y))
    return;
  cairo_save (cr);
  cairo_new_path (cr);
  if (is_grid (self))
    st_board_layout_cell_path (self->layout, cr, self->cursor_cell);
  else
    cairo_arc (cr, x, y, place_size (self) / 2, 0, 2 * G_PI);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 6.0 / scale);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 1, 0.85, 0.1);
  cairo_set_line_width (cr, 3.0 / scale);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static gboolean
move_binding (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  int dx, dy;

  g_variant_get (args, "(ii)", &dx, &dy);
  st_board_view_move_cursor (ST_BOARD_VIEW (widget), dx, dy);
  return TRUE;
}

static gboolean
activate_binding (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  StBoardView *self = ST_BOARD_VIEW (widget);

  /* Return goes on to the page when it keeps Return for itself. */
  if (g_variant_get_boolean (args) && !self->return_activates)
    return FALSE;
  return st_board_view_activate_cursor (self);
}

static gboolean
jump_binding (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  StBoardView *self = ST_BOARD_VIEW (widget);
  gboolean     target;
  int          step;

  g_variant_get (args, "(bi)", &target, &step);
  if (target)
    st_board_view_cursor_jump_target (self, step);
  else
    st_board_view_cursor_jump_piece (self, step);
  return TRUE;
}

void
st_board_view_class_init_cursor (GtkWidgetClass *widget_class)
{
  static const struct
  {
    guint left, right, up, down;
  } arrows[] = {
    { GDK_KEY_Left, GDK_KEY_Right, GDK_KEY_Up, GDK_KEY_Down },
    { GDK_KEY_KP_Left, GDK_KEY_KP_Right, GDK_KEY_KP_Up, GDK_KEY_KP_Down },
  };

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    {
      gtk_widget_class_add_binding (widget_class, arrows[i].left, 0, move_binding, "(ii)", -1, 0);
      gtk_widget_class_add_binding (widget_class, arrows[i].right, 0, move_binding, "(ii)", 1, 0);
      gtk_widget_class_add_binding (widget_class, arrows[i].up, 0, move_binding, "(ii)", 0, -1);
      gtk_widget_class_add_binding (widget_class, arrows[i].down, 0, move_binding, "(ii)", 0, 1);
    }
  gtk_widget_class_add_binding (widget_class, GDK_KEY_space, 0, activate_binding, "b", FALSE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Space, 0, activate_binding, "b", FALSE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, 0, activate_binding, "b", TRUE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, 0, activate_binding, "b", TRUE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_n, 0, jump_binding, "(bi)", FALSE, 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_N, GDK_SHIFT_MASK, jump_binding, "(bi)", FALSE, -1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_t, 0, jump_binding, "(bi)", TRUE, 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_T, GDK_SHIFT_MASK, jump_binding, "(bi)", TRUE, -1);
}
