/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <math.h>

#include "st-render-private.h"

/* Hexes are sized so that the centres of neighbours are ST_BOARD_CELL_SIZE apart,
 * which makes a hex as wide across its flats as a square is wide: counters and
 * text then look the same size on every kind of board.
 *
 * The stagger follows core/st-board.c: a flat board with odd stagger shifts the
 * odd columns half a hex down; a pointy board with odd stagger shifts the odd rows
 * half a hex right; even stagger shifts the even ones. */

static gboolean
line_shifted (const StBoardLayout *layout, int index)
{
  gboolean odd = (index & 1) != 0;

  return layout->stagger_odd ? odd : !odd;
}

/* Distance between the centres of neighbouring columns and rows. */
static void
get_steps (const StBoardLayout *layout, double *dx, double *dy)
{
  if (layout->kind == ST_BOARD_HEX && layout->orientation == ST_HEX_FLAT)
    {
      *dx = 1.5 * layout->outer;
      *dy = 2.0 * layout->inner;
    }
  else if (layout->kind == ST_BOARD_HEX)
    {
      *dx = 2.0 * layout->inner;
      *dy = 1.5 * layout->outer;
    }
  else
    {
      *dx = ST_BOARD_CELL_SIZE;
      *dy = ST_BOARD_CELL_SIZE;
    }
}

/* Centre of a lattice cell; works off the board too. */
static void
lattice_center (const StBoardLayout *layout, int col, int row, double *x, double *y)
{
  double dx, dy;

  get_steps (layout, &dx, &dy);
  *x = layout->origin_x + col * dx;
  *y = layout->origin_y + row * dy;
  if (layout->kind == ST_BOARD_HEX && layout->orientation == ST_HEX_FLAT)
    {
      if (line_shifted (layout, col))
        *y += layout->inner;
    }
  else if (layout->kind == ST_BOARD_HEX)
    {
      if (line_shifted (layout, row))
        *x += layout->inner;
    }
}

/* The neighbours of a cell on the unbounded lattice, in the order of
 * st_board_neighbours (). */
static guint
lattice_neighbours (const StBoardLayout *layout, StCell cell, StCell *out)
{
  int x = cell.x;
  int y = cell.y;

  if (layout->kind == ST_BOARD_SQUARE)
    {
      out[0] = (StCell){ x, y - 1 };
      out[1] = (StCell){ x + 1, y };
      out[2] = (StCell){ x, y + 1 };
      out[3] = (StCell){ x - 1, y };
      return 4;
    }
  else if (layout->kind == ST_BOARD_HEX && layout->orientation == ST_HEX_FLAT)
    {
      int lo = line_shifted (layout, x) ? y : y - 1;

      out[0] = (StCell){ x, y - 1 };
      out[1] = (StCell){ x + 1, lo };
      out[2] = (StCell){ x + 1, lo + 1 };
      out[3] = (StCell){ x, y + 1 };
      out[4] = (StCell){ x - 1, lo + 1 };
      out[5] = (StCell){ x - 1, lo };
      return 6;
    }
  else if (layout->kind == ST_BOARD_HEX)
    {
      int lo = line_shifted (layout, y) ? x : x - 1;

      out[0] = (StCell){ x + 1, y };
      out[1] = (StCell){ lo + 1, y + 1 };
      out[2] = (StCell){ lo, y + 1 };
      out[3] = (StCell){ x - 1, y };
      out[4] = (StCell){ lo, y - 1 };
      out[5] = (StCell){ lo + 1, y - 1 };
      return 6;
    }
  return 0;
}

static gboolean
layout_contains (const StBoardLayout *layout, StCell cell)
{
  return cell.x >= 0 && cell.y >= 0 && cell.x < layout->columns && cell.y < layout->rows;
}

static int
compare_doubles (const void *a, const void *b)
{
  double da = *(const double *) a, db = *(const double *) b;

  return da < db ? -1 : da > db;
}

/* The median of the distances from each town to its nearest neighbour, in map
 * units: what a town has around it, to size its pieces by. */
static double
median_spacing (const GPtrArray *nodes)
{
  g_autofree double *nearest = NULL;
  guint              n = nodes != NULL ? nodes->len : 0;
  double             median;

  if (n < 2)
    return 0;
  nearest = g_new (double, n);
  for (guint i = 0; i < n; i++)
    {
      const StNode *a = g_ptr_array_index ((GPtrArray *) nodes, i);

      nearest[i] = G_MAXDOUBLE;
      for (guint k = 0; k < n; k++)
        {
          const StNode *b = g_ptr_array_index ((GPtrArray *) nodes, k);
          double        d = hypot (a->x - b->x, a->y - b->y);

          if (k != i && d > 0 && d < nearest[i])
            nearest[i] = d;
        }
      if (nearest[i] == G_MAXDOUBLE)
        nearest[i] = 0;
    }
  qsort (nearest, n, sizeof *nearest, compare_doubles);
  median = nearest[n / 2];
  return median;
}

StBoardLayout *
st_board_layout_new (const StScenario *scenario)
{
  const StBoard *board;
  StBoardLayout *layout;
  const double   m = ST_BOARD_MARGIN;

  g_return_val_if_fail (scenario != NULL, NULL);
  g_return_val_if_fail (scenario->board != NULL, NULL);

  board = scenario->board;
  layout = g_new0 (StBoardLayout, 1);
  layout->kind = board->kind;
  layout->orientation = board->orientation;
  layout->stagger_odd = board->stagger_odd;
  layout->columns = MAX (board->columns, 0);
  layout->rows = MAX (board->rows, 0);
  layout->graph_scale = 1.0;

  switch (board->kind)
    {
      case ST_BOARD_HEX:
        layout->inner = ST_BOARD_CELL_SIZE / 2.0;
        layout->outer = layout->inner * 2.0 / sqrt (3.0);
        if (board->orientation == ST_HEX_FLAT)
          {
            /* A board of one column has no unshifted column to line up with. */
            gboolean all_shifted = layout->columns == 1 && line_shifted (layout, 0);

            layout->origin_x = m + layout->outer;
            layout->origin_y = m + layout->inner - (all_shifted ? layout->inner : 0.0);
            layout->width = 2 * m + 1.5 * layout->outer * MAX (layout->columns - 1, 0) + 2 * layout->outer;
            layout->height =
                2 * m + 2 * layout->inner * layout->rows + (layout->columns > 1 ? layout->inner : 0.0);
          }
        else
          {
            gboolean all_shifted = layout->rows == 1 && line_shifted (layout, 0);

            layout->origin_x = m + layout->inner - (all_shifted ? layout->inner : 0.0);
            layout->origin_y = m + layout->outer;
            layout->width =
                2 * m + 2 * layout->inner * layout->columns + (layout->rows > 1 ? layout->inner : 0.0);
            layout->height = 2 * m + 1.5 * layout->outer * MAX (layout->rows - 1, 0) + 2 * layout->outer;
          }
        break;

      case ST_BOARD_SQUARE:
        layout->inner = ST_BOARD_CELL_SIZE / 2.0;
        layout->outer = layout->inner;
        layout->origin_x = m + layout->inner;
        layout->origin_y = m + layout->inner;
        layout->width = 2 * m + ST_BOARD_CELL_SIZE * layout->columns;
        layout->height = 2 * m + ST_BOARD_CELL_SIZE * layout->rows;
        break;

      case ST_BOARD_GRAPH:
      default:
        {
          double longer = MAX (board->width, board->height);

          layout->inner = ST_BOARD_CELL_SIZE / 2.0;
          layout->outer = layout->inner;
          layout->graph_scale = longer > 0 ? ST_BOARD_GRAPH_EXTENT / longer : 1.0;
          layout->origin_x = m;
          layout->origin_y = m;
          layout->width = 2 * m + MAX (board->width, 0) * layout->graph_scale;
          layout->height = 2 * m + MAX (board->height, 0) * layout->graph_scale;
          layout->node_spacing = median_spacing (board->nodes) * layout->graph_scale;
        }
        break;
    }

  return layout;
}

void
st_board_layout_free (StBoardLayout *layout)
{
  g_free (layout);
}

void
st_board_layout_get_extent (const StBoardLayout *layout, double *width, double *height)
{
  g_return_if_fail (layout != NULL);

  if (width != NULL)
    *width = layout->width;
  if (height != NULL)
    *height = layout->height;
}

double
st_board_layout_cell_size (const StBoardLayout *layout)
{
  g_return_val_if_fail (layout != NULL, ST_BOARD_CELL_SIZE);

  return 2.0 * layout->inner;
}

void
st_board_layout_cell_center (const StBoardLayout *layout, StCell cell, double *x, double *y)
{
  double cx, cy;

  g_return_if_fail (layout != NULL);

  lattice_center (layout, cell.x, cell.y, &cx, &cy);
  if (x != NULL)
    *x = cx;
  if (y != NULL)
    *y = cy;
}

void
st_board_layout_map_to_board (const StBoardLayout *layout, double map_x, double map_y, double *x, double *y)
{
  g_return_if_fail (layout != NULL);

  *x = layout->origin_x + map_x * layout->graph_scale;
  *y = layout->origin_y + map_y * layout->graph_scale;
}

void
st_board_layout_board_to_map (const StBoardLayout *layout, double x, double y, double *map_x, double *map_y)
{
  g_return_if_fail (layout != NULL);

  *map_x = (x - layout->origin_x) / layout->graph_scale;
  *map_y = (y - layout->origin_y) / layout->graph_scale;
}

void
st_board_layout_node_position (const StBoardLayout *layout, const StNode *node, double *x, double *y)
{
  double bx, by;

  g_return_if_fail (layout != NULL);
  g_return_if_fail (node != NULL);

  st_board_layout_map_to_board (layout, node->x, node->y, &bx, &by);
  if (x != NULL)
    *x = bx;
  if (y != NULL)
    *y = by;
}

/* The lattice cell whose centre is nearest to the point: on a hex or square
 * lattice that is the cell containing the point. Works off the board too. */
StCell
st_board_layout_nearest_cell (const StBoardLayout *layout, double x, double y)
{
  double dx, dy;
  StCell best = { 0, 0 };
  double best_d2 = G_MAXDOUBLE;

  get_steps (layout, &dx, &dy);

  if (layout->kind == ST_BOARD_SQUARE)
    {
      best.x = (int) floor ((x - layout->origin_x + layout->inner) / dx);
      best.y = (int) floor ((y - layout->origin_y + layout->inner) / dy);
      return best;
    }

  /* A hex spans 4/3 of a column step (flat) or row step (pointy), so the
   * nearest centre lies in the nearest line or one of its two neighbours. */
  if (layout->orientation == ST_HEX_FLAT)
    {
      int c0 = (int) lround ((x - layout->origin_x) / dx);

      for (int c = c0 - 1; c <= c0 + 1; c++)
        {
          double shift = line_shifted (layout, c) ? layout->inner : 0.0;
          int    r = (int) lround ((y - layout->origin_y - shift) / dy);
          double cx, cy, d2;

          lattice_center (layout, c, r, &cx, &cy);
          d2 = (cx - x) * (cx - x) + (cy - y) * (cy - y);
          if (d2 < best_d2)
            {
              best_d2 = d2;
              best = (StCell){ c, r };
            }
        }
    }
  else
    {
      int r0 = (int) lround ((y - layout->origin_y) / dy);

      for (int r = r0 - 1; r <= r0 + 1; r++)
        {
          double shift = line_shifted (layout, r) ? layout->inner : 0.0;
          int    c = (int) lround ((x - layout->origin_x - shift) / dx);
          double cx, cy, d2;

          lattice_center (layout, c, r, &cx, &cy);
          d2 = (cx - x) * (cx - x) + (cy - y) * (cy - y);
          if (d2 < best_d2)
            {
              best_d2 = d2;
              best = (StCell){ c, r };
            }
        }
    }
  return best;
}

gboolean
st_board_layout_hit_cell (const StBoardLayout *layout, double x, double y, StCell *cell)
{
  StCell found;

  g_return_val_if_fail (layout != NULL, FALSE);

  if (layout->kind == ST_BOARD_GRAPH || !isfinite (x) || !isfinite (y))
    return FALSE;
  /* Far outside the board the arithmetic below could overflow an int. */
  if (x < -layout->width || y < -layout->height || x > 2 * layout->width || y > 2 * layout->height)
    return FALSE;

  found = st_board_layout_nearest_cell (layout, x, y);
  if (!layout_contains (layout, found))
    return FALSE;
  if (cell != NULL)
    *cell = found;
  return TRUE;
}

int
st_board_layout_hit_node (
    const StBoardLayout *layout, const StScenario *scenario, double x, double y, double radius)
{
  const GPtrArray *nodes;
  double           best_d2;
  int              best = -1;

  g_return_val_if_fail (layout != NULL, -1);
  g_return_val_if_fail (scenario != NULL, -1);

  if (scenario->board->kind != ST_BOARD_GRAPH)
    return -1;

  nodes = scenario->board->nodes;
  best_d2 = radius * radius;
  for (guint i = 0; i < nodes->len; i++)
    {
      const StNode *node = g_ptr_array_index (nodes, i);
      double        nx, ny, d2;

      st_board_layout_node_position (layout, node, &nx, &ny);
      d2 = (nx - x) * (nx - x) + (ny - y) * (ny - y);
      if (d2 <= best_d2)
        {
          best_d2 = d2;
          best = (int) i;
        }
    }
  return best;
}

void
st_board_layout_cell_path_inset (const StBoardLayout *layout, cairo_t *cr, StCell cell, double inset)
{
  double cx, cy;

  lattice_center (layout, cell.x, cell.y, &cx, &cy);

  if (layout->kind == ST_BOARD_SQUARE)
    {
      double half = layout->inner - inset;

      cairo_rectangle (cr, cx - half, cy - half, 2 * half, 2 * half);
      return;
    }
  if (layout->kind != ST_BOARD_HEX)
    return;

  {
    /* Corners at 0, 60, ... degrees (flat) or 30, 90, ... (pointy); the half
     * side is outer / 2 and the inner radius is the other leg. An inset hex is
     * the same hex scaled about its centre. */
    double i = layout->inner - inset;
    double o = layout->outer * i / layout->inner;
    double h = o / 2.0;

    if (layout->orientation == ST_HEX_FLAT)
      {
        cairo_move_to (cr, cx + o, cy);
        cairo_line_to (cr, cx + h, cy + i);
        cairo_line_to (cr, cx - h, cy + i);
        cairo_line_to (cr, cx - o, cy);
        cairo_line_to (cr, cx - h, cy - i);
        cairo_line_to (cr, cx + h, cy - i);
      }
    else
      {
        cairo_move_to (cr, cx, cy - o);
        cairo_line_to (cr, cx + i, cy - h);
        cairo_line_to (cr, cx + i, cy + h);
        cairo_line_to (cr, cx, cy + o);
        cairo_line_to (cr, cx - i, cy + h);
        cairo_line_to (cr, cx - i, cy - h);
      }
    cairo_close_path (cr);
  }
}

void
st_board_layout_cell_path (const StBoardLayout *layout, cairo_t *cr, StCell cell)
{
  g_return_if_fail (layout != NULL);
  g_return_if_fail (cr != NULL);

  st_board_layout_cell_path_inset (layout, cr, cell, 0.0);
}

double
st_board_layout_boundary_distance (const StBoardLayout *layout, StCell cell, double x, double y)
{
  StCell neighbours[6];
  guint  n = lattice_neighbours (layout, cell, neighbours);
  double cx, cy, best = G_MAXDOUBLE;

  /* The side facing a neighbour lies on the perpendicular bisector of the
   * two centres. */
  lattice_center (layout, cell.x, cell.y, &cx, &cy);
  for (guint i = 0; i < n; i++)
    {
      double nx, ny, d, along;

      lattice_center (layout, neighbours[i].x, neighbours[i].y, &nx, &ny);
      d = hypot (nx - cx, ny - cy);
      along = ((x - cx) * (nx - cx) + (y - cy) * (ny - cy)) / d;
      best = MIN (best, d / 2.0 - along);
    }
  return best;
}

void
st_board_layout_period (const StBoardLayout *layout, double *width, double *height, int *columns, int *rows)
{
  double dx, dy;

  get_steps (layout, &dx, &dy);
  *width = dx;
  *height = dy;
  *columns = 1;
  *rows = 1;
  /* The stagger repeats every second column (flat) or row (pointy). */
  if (layout->kind == ST_BOARD_HEX && layout->orientation == ST_HEX_FLAT)
    {
      *width = 2 * dx;
      *columns = 2;
    }
  else if (layout->kind == ST_BOARD_HEX)
    {
      *height = 2 * dy;
      *rows = 2;
    }
}

gboolean
st_board_layout_cell_range (
    const StBoardLayout *layout, double x0, double y0, double x1, double y1, StCell *first, StCell *last)
{
  double dx, dy, half_w, half_h, shift_x = 0.0, shift_y = 0.0;
  double c0, c1, r0, r1;

  g_return_val_if_fail (layout != NULL, FALSE);

  if (layout->kind == ST_BOARD_GRAPH || layout->columns <= 0 || layout->rows <= 0)
    return FALSE;
  if (!(x0 <= x1 && y0 <= y1))
    return FALSE;

  get_steps (layout, &dx, &dy);
  if (layout->kind == ST_BOARD_HEX && layout->orientation == ST_HEX_FLAT)
    {
      half_w = layout->outer;
      half_h = layout->inner;
      shift_y = layout->inner;
    }
  else if (layout->kind == ST_BOARD_HEX)
    {
      half_w = layout->inner;
      half_h = layout->outer;
      shift_x = layout->inner;
    }
  else
    {
      half_w = layout->inner;
      half_h = layout->inner;
    }

  /* A cell spans its centre +- half_w (+ its stagger shift, when shifted). */
  c0 = ceil ((x0 - layout->origin_x - half_w - shift_x) / dx - 1e-9);
  c1 = floor ((x1 - layout->origin_x + half_w) / dx + 1e-9);
  r0 = ceil ((y0 - layout->origin_y - half_h - shift_y) / dy - 1e-9);
  r1 = floor ((y1 - layout->origin_y + half_h) / dy + 1e-9);

  c0 = MAX (c0, 0);
  r0 = MAX (r0, 0);
  c1 = MIN (c1, layout->columns - 1);
  r1 = MIN (r1, layout->rows - 1);
  if (c0 > c1 || r0 > r1)
    return FALSE;

  if (first != NULL)
    *first = (StCell){ (int) c0, (int) r0 };
  if (last != NULL)
    *last = (StCell){ (int) c1, (int) r1 };
  return TRUE;
}

gboolean
st_board_layout_edge_segment (
    const StBoardLayout *layout, StCell a, StCell b, double *x0, double *y0, double *x1, double *y1)
{
  StCell   neighbours[6];
  guint    n;
  gboolean adjacent = FALSE;
  double   ax, ay, bx, by, mx, my, ux, uy, len, half;

  g_return_val_if_fail (layout != NULL, FALSE);

  n = lattice_neighbours (layout, a, neighbours);
  for (guint i = 0; i < n; i++)
    if (neighbours[i].x == b.x && neighbours[i].y == b.y)
      adjacent = TRUE;
  if (!adjacent)
    return FALSE;

  /* The shared side is perpendicular to the line between the centres and
   * crosses it half way; it is one side long (outer for a hex). */
  lattice_center (layout, a.x, a.y, &ax, &ay);
  lattice_center (layout, b.x, b.y, &bx, &by);
  mx = (ax + bx) / 2.0;
  my = (ay + by) / 2.0;
  len = hypot (bx - ax, by - ay);
  ux = -(by - ay) / len;
  uy = (bx - ax) / len;
  half = layout->outer / 2.0;
  if (layout->kind == ST_BOARD_SQUARE)
    half = layout->inner;

  *x0 = mx + ux * half;
  *y0 = my + uy * half;
  *x1 = mx - ux * half;
  *y1 = my - uy * half;
  return TRUE;
}

gboolean
st_board_layout_hit_edge (const StBoardLayout *layout, double x, double y, StCell *a, StCell *b)
{
  StCell cell, neighbours[6];
  guint  n;
  double best_d2 = G_MAXDOUBLE;
  StCell best = { 0, 0 };

  g_return_val_if_fail (layout != NULL, FALSE);

  if (!st_board_layout_hit_cell (layout, x, y, &cell))
    return FALSE;

  /* The nearest side is the one facing the nearest neighbouring centre. */
  n = lattice_neighbours (layout, cell, neighbours);
  for (guint i = 0; i < n; i++)
    {
      double nx, ny, d2;

      lattice_center (layout, neighbours[i].x, neighbours[i].y, &nx, &ny);
      d2 = (nx - x) * (nx - x) + (ny - y) * (ny - y);
      if (d2 < best_d2)
        {
          best_d2 = d2;
          best = neighbours[i];
        }
    }
  if (n == 0 || !layout_contains (layout, best))
    return FALSE;
  if (a != NULL)
    *a = cell;
  if (b != NULL)
    *b = best;
  return TRUE;
}
