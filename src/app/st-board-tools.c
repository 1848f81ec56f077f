/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-tools"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/st-edit.h"

#include "st-board-page-private.h"

/* What each tool does with a press, a drag and a release on the board. A
 * stroke (painting, dragging a unit or a town) changes a private copy of the
 * document, shown live, and becomes one undoable step when the button is
 * released. */

#define NODE_HIT_PIXELS 14.0

static const StBoardLayout *
layout (StBoardPage *self)
{
  return st_board_view_get_layout (self->view);
}

static gboolean
hit_cell (StBoardPage *self, double x, double y, StCell *cell)
{
  StScenario *s = st_board_page_scenario (self);

  return s != NULL && st_board_is_grid (s->board) && st_board_layout_hit_cell (layout (self), x, y, cell);
}

static const char *
hit_node (StBoardPage *self, StScenario *s, double x, double y)
{
  int index;

  if (s == NULL || st_board_is_grid (s->board))
    return NULL;
  index = st_board_layout_hit_node (layout (self), s, x, y,
                                    NODE_HIT_PIXELS / st_board_view_get_scale (self->view));
  if (index < 0)
    return NULL;
  return ((StNode *) g_ptr_array_index (s->board->nodes, index))->id;
}

/* The unit drawn on top at a place: the last one there. */
static const StUnit *
unit_at (StScenario *s, StCell cell, const char *node)
{
  for (guint i = s->units->len; i > 0; i--)
    {
      const StUnit *unit = g_ptr_array_index (s->units, i - 1);

      if (!unit->placed)
        continue;
      if (node != NULL ? g_strcmp0 (unit->node, node) == 0 : unit->cell.x == cell.x && unit->cell.y == cell.y)
        return unit;
    }
  return NULL;
}

static double
segment_distance (double px, double py, double x0, double y0, double x1, double y1)
{
  double dx = x1 - x0, dy = y1 - y0;
  double length2 = dx * dx + dy * dy;
  double t = length2 > 0 ? ((px - x0) * dx + (py - y0) * dy) / length2 : 0;

  t = CLAMP (t, 0.0, 1.0);
  return hypot (px - (x0 + t * dx), py - (y0 + t * dy));
}

/* A cell side with a feature close to the point, for Select. */
static gboolean
hit_feature (StBoardPage *self, StScenario *s, double x, double y, StCell *a, StCell *b)
{
  double x0, y0, x1, y1;

  if (!st_board_layout_hit_edge (layout (self), x, y, a, b) || st_edit_find_edge (s, *a, *b, NULL) == NULL
      || !st_board_layout_edge_segment (layout (self), *a, *b, &x0, &y0, &x1, &y1))
    return FALSE;
  return segment_distance (x, y, x0, y0, x1, y1) < 0.2 * st_board_layout_cell_size (layout (self));
}

/* The link passing closest to the point, within a few pixels. */
static const StEdge *
hit_link (StBoardPage *self, StScenario *s, double x, double y)
{
  const StEdge *best = NULL;
  double        best_distance = NODE_HIT_PIXELS / 2 / st_board_view_get_scale (self->view);

  for (guint i = 0; i < s->board->edges->len; i++)
    {
      const StEdge *edge = g_ptr_array_index (s->board->edges, i);
      const StNode *a = st_board_find_node (s->board, edge->node_a);
      const StNode *b = st_board_find_node (s->board, edge->node_b);
      double        ax, ay, bx, by, distance;

      if (a == NULL || b == NULL)
        continue;
      st_board_layout_node_position (layout (self), a, &ax, &ay);
      st_board_layout_node_position (layout (self), b, &bx, &by);
      distance = segment_distance (x, y, ax, ay, bx, by);
      if (distance < best_distance)
        {
          best = edge;
          best_distance = distance;
        }
    }
  return best;
}

gboolean
st_board_tools_applies (StBoardPage *self, StTool tool)
{
  StScenario *s = st_page_get_scenario (ST_PAGE (self));
  gboolean    grid;

  if (s == NULL)
    return tool == ST_TOOL_SELECT;
  grid = st_board_is_grid (s->board);

  switch (tool)
    {
      case ST_TOOL_SELECT:
      case ST_TOOL_UNITS:
      case ST_TOOL_AREAS:
        return TRUE;
      case ST_TOOL_TERRAIN:
      case ST_TOOL_EDGES:
        return grid;
      case ST_TOOL_SECTIONS:
        return s->board->kind == ST_BOARD_SQUARE && s->board->sections->len > 0;
      case ST_TOOL_TOWNS:
      case ST_TOOL_LINKS:
      case ST_TOOL_LINES:
        return !grid;
      case ST_N_TOOLS:
      default:
        return FALSE;
    }
}

static gboolean
begin_stroke (StBoardPage *self, const char *id, const char *label)
{
  g_clear_pointer (&self->stroke, st_scenario_unref);
  self->stroke = st_page_begin_edit (ST_PAGE (self));
  self->stroke_id = id;
  g_free (self->stroke_label);
  self->stroke_label = g_strdup (label);
  self->has_last_cell = FALSE;
  return self->stroke != NULL;
}

/* "Draw “River”": the undo history names the kind of hexside feature
 * drawn, as the scenario calls it in the shown language. */
static gboolean
begin_stroke_edges (StBoardPage *self, StScenario *s)
{
  StEdgeType      *type = st_scenario_find_edge_type (s, self->edge_type);
  const char      *name = type != NULL ? st_page_text (type->name, type->id) : NULL;
  g_autofree char *label = NULL;

  if (name == NULL)
    label = g_strdup (self->erase ? _ ("Erase Border") : _ ("Draw Border"));
  else if (self->erase)
    /* Translators: an edit in the undo history; %s is a kind of hexside
     * feature (River, Border, Road) */
    label = g_strdup_printf (_ ("Erase “%s”"), name);
  else
    /* Translators: an edit in the undo history; %s is a kind of hexside
     * feature (River, Border, Road) */
    label = g_strdup_printf (_ ("Draw “%s”"), name);
  return begin_stroke (self, self->erase ? "edge.erase" : "edge.draw", label);
}

static void
show_stroke (StBoardPage *self)
{
  st_board_view_update_scenario (self->view, self->stroke);
}

static void
end_stroke (StBoardPage *self)
{
  g_autoptr (StScenario) stroke = g_steal_pointer (&self->stroke);

  g_clear_pointer (&self->drag_unit, g_free);
  g_clear_pointer (&self->drag_node, g_free);
  if (stroke == NULL)
    return;
  if (!st_page_commit_step (ST_PAGE (self), stroke, self->stroke_id, self->stroke_label, NULL))
    /* Nothing changed: show the document as it is again. */
    st_board_view_update_scenario (self->view, st_page_get_scenario (ST_PAGE (self)));
}

void
st_board_tools_cancel (StBoardPage *self)
{
  g_clear_pointer (&self->stroke, st_scenario_unref);
  g_clear_pointer (&self->drag_unit, g_free);
  g_clear_pointer (&self->drag_node, g_free);
  if (self->line_points != NULL)
    g_array_set_size (self->line_points, 0);
  st_board_view_update_scenario (self->view, st_page_get_scenario (ST_PAGE (self)));
  st_board_page_update_marks (self);
}

/* Terrain, borders and areas: apply at the point, once per new cell or side. */
static void
paint_at (StBoardPage *self, double x, double y)
{
  StScenario *s = self->stroke;
  StCell      cell, a, b;
  gboolean    changed = FALSE;

  if (s == NULL)
    return;

  if (self->tool == ST_TOOL_EDGES)
    {
      if (!st_board_layout_hit_edge (layout (self), x, y, &a, &b))
        return;
      if (self->has_last_cell && self->last_edge[0].x == a.x && self->last_edge[0].y == a.y
          && self->last_edge[1].x == b.x && self->last_edge[1].y == b.y)
        return;
      self->has_last_cell = TRUE;
      self->last_edge[0] = a;
      self->last_edge[1] = b;
      /* A side keeps its other features: a river drawn along a border adds
       * to it, and the eraser takes off only the feature chosen. */
      changed = self->erase ? st_edit_remove_edge (s, a, b, self->edge_type)
                            : st_edit_add_edge (s, a, b, self->edge_type);
    }
  else
    {
      if (!st_board_layout_hit_cell (layout (self), x, y, &cell))
        return;
      if (self->has_last_cell && self->last_cell.x == cell.x && self->last_cell.y == cell.y)
        return;
      self->has_last_cell = TRUE;
      self->last_cell = cell;
      if (self->tool == ST_TOOL_TERRAIN)
        changed = st_edit_paint_terrain (s, cell, self->brush, self->terrain);
      else if (self->tool == ST_TOOL_AREAS && self->area != NULL)
        changed = st_edit_paint_area (s, self->area, cell, self->brush, !self->erase);
    }

  if (changed)
    show_stroke (self);
}

/* The cell of a placed section under a board cell, in the section's own
 * coordinates (undoing the placement's rotation). */
static gboolean
section_cell (StScenario *s, StCell cell, const char **section, int *sx, int *sy)
{
  for (guint i = 0; i < s->board->placements->len; i++)
    {
      const StPlacement *place = g_ptr_array_index (s->board->placements, i);
      const StSection   *sec = st_board_find_section (s->board, place->section);
      int                n, dx, dy;

      if (sec == NULL)
        continue;
      n = sec->size;
      dx = cell.x - place->at.x;
      dy = cell.y - place->at.y;
      if (dx < 0 || dy < 0 || dx >= n || dy >= n)
        continue;
      switch (place->rotation)
        {
          case 90:
            *sx = dy;
            *sy = n - 1 - dx;
            break;
          case 180:
            *sx = n - 1 - dx;
            *sy = n - 1 - dy;
            break;
          case 270:
            *sx = n - 1 - dy;
            *sy = dx;
            break;
          default:
            *sx = dx;
            *sy = dy;
            break;
        }
      *section = place->section;
      return TRUE;
    }
  return FALSE;
}

static gboolean
press_sections (StBoardPage *self, double x, double y)
{
  StScenario *s = st_board_page_scenario (self);
  StCell      cell;
  const char *section;
  int         sx, sy;

  if (!hit_cell (self, x, y, &cell))
    return FALSE;

  switch (self->section_mode)
    {
      case ST_SECTION_PLACE:
        if (self->section != NULL && begin_stroke (self, "section.place", _ ("Place Map Section")))
          st_edit_place_section (self->stroke, self->section, cell, self->rotation);
        break;
      case ST_SECTION_ROTATE:
        if (begin_stroke (self, "section.rotate", _ ("Rotate Map Section")))
          st_edit_rotate_section (self->stroke, cell);
        break;
      case ST_SECTION_PAINT:
        if (section_cell (s, cell, &section, &sx, &sy)
            && begin_stroke (self, "section.paint", _ ("Paint Map Section")))
          st_edit_set_section_terrain (self->stroke, section, sx, sy, self->terrain);
        break;
      default:
        break;
    }
  end_stroke (self);
  return TRUE;
}

static gboolean
press_units (StBoardPage *self, double x, double y)
{
  StScenario   *s = st_board_page_scenario (self);
  gboolean      grid = st_board_is_grid (s->board);
  StCell        cell = { 0, 0 };
  const char   *node = NULL;
  const StUnit *unit;

  if (grid ? !hit_cell (self, x, y, &cell) : (node = hit_node (self, s, x, y)) == NULL)
    return FALSE;

  if (grid)
    st_board_page_select_cell (self, cell);
  else
    st_board_page_select_node (self, node);

  /* A unit from reserve waits for this click. */
  if (self->unit_to_place != NULL)
    {
      g_autofree char *id = g_steal_pointer (&self->unit_to_place);

      if (begin_stroke (self, "unit.place", _ ("Place Unit")))
        st_edit_move_unit (self->stroke, id, cell, node);
      end_stroke (self);
      return TRUE;
    }

  unit = unit_at (s, cell, node);
  if (unit != NULL)
    {
      /* Drag it somewhere else. */
      self->drag_unit = g_strdup (unit->id);
      return begin_stroke (self, "unit.move", _ ("Move Unit"));
    }

  if (self->unit_type != NULL && begin_stroke (self, "unit.add", _ ("Add Unit")))
    {
      g_autofree char *id = st_edit_add_unit (self->stroke, self->unit_type, self->unit_side, cell, node);

      if (id == NULL)
        g_clear_pointer (&self->stroke, st_scenario_unref);
      end_stroke (self);
    }
  return TRUE;
}

static gboolean
press_towns (StBoardPage *self, double x, double y)
{
  StScenario *s = st_board_page_scenario (self);
  const char *node = hit_node (self, s, x, y);
  double      mx, my;

  if (node != NULL)
    {
      st_board_page_select_node (self, node);
      self->drag_node = g_strdup (node);
      return begin_stroke (self, "town.move", _ ("Move Town"));
    }

  if (!begin_stroke (self, "town.add", _ ("Add Town")))
    return FALSE;
  st_board_layout_board_to_map (layout (self), x, y, &mx, &my);
  {
    g_autofree char *id = st_edit_add_node (self->stroke, mx, my, _ ("New town"));

    g_free (self->rename_node);
    self->rename_node = g_strdup (id);
    end_stroke (self);
    st_board_page_select_node (self, id);
  }
  return TRUE;
}

static gboolean
press_areas_graph (StBoardPage *self, double x, double y)
{
  StScenario      *s = st_board_page_scenario (self);
  const char      *node = hit_node (self, s, x, y);
  g_autofree char *id = g_strdup (node);

  if (node == NULL || self->area == NULL)
    return FALSE;
  if (begin_stroke (self, self->erase ? "area.remove-town" : "area.add-town",
                    self->erase ? _ ("Remove Town from Area") : _ ("Add Town to Area")))
    st_edit_set_area_node (self->stroke, self->area, id, !self->erase);
  end_stroke (self);
  return TRUE;
}

gboolean
st_board_tools_press (StBoardPage *self, double x, double y)
{
  StScenario *s = st_board_page_scenario (self);
  StCell      cell;
  const char *node;

  if (s == NULL)
    return FALSE;

  switch (self->tool)
    {
      case ST_TOOL_SELECT:
        /* With Drag to Move on, the press grabs the tracing image. */
        if (self->backdrop_drag && s->board->backdrop != NULL)
          {
            self->backdrop_drag_from[0] = x;
            self->backdrop_drag_from[1] = y;
            self->backdrop_drag_from[2] = s->board->backdrop->x;
            self->backdrop_drag_from[3] = s->board->backdrop->y;
            return begin_stroke (self, "tracing-image.move", _ ("Move Tracing Image"));
          }
        if (st_board_is_grid (s->board))
          {
            StCell a, b;

            if (hit_feature (self, s, x, y, &a, &b))
              st_board_page_select_edge (self, a, b);
            else if (hit_cell (self, x, y, &cell))
              st_board_page_select_cell (self, cell);
            else
              st_board_page_clear_selection (self);
            return FALSE;
          }
        node = hit_node (self, s, x, y);
        if (node != NULL)
          st_board_page_select_node (self, node);
        else
          {
            const StEdge *link = hit_link (self, s, x, y);

            if (link != NULL)
              st_board_page_select_link (self, link->node_a, link->node_b);
            else
              st_board_page_clear_selection (self);
          }
        return FALSE;

      case ST_TOOL_TERRAIN:
        if (!hit_cell (self, x, y, &cell))
          return FALSE;
        if (self->terrain_mode == ST_TERRAIN_PICK)
          {
            g_free (self->terrain);
            self->terrain = g_strdup (st_edit_terrain_at (s, cell));
            self->terrain_mode = ST_TERRAIN_PAINT;
            st_board_properties_rebuild_options (self);
            return TRUE;
          }
        if (self->terrain_mode == ST_TERRAIN_FILL)
          {
            if (begin_stroke (self, "terrain.fill", _ ("Fill Terrain")))
              st_edit_fill_terrain (self->stroke, cell, self->terrain);
            end_stroke (self);
            return TRUE;
          }
        if (!begin_stroke (self, "terrain.paint", _ ("Paint Terrain")))
          return FALSE;
        paint_at (self, x, y);
        return TRUE;

      case ST_TOOL_EDGES:
        if (!begin_stroke_edges (self, s))
          return FALSE;
        paint_at (self, x, y);
        return TRUE;

      case ST_TOOL_AREAS:
        if (!st_board_is_grid (s->board))
          return press_areas_graph (self, x, y);
        if (self->area == NULL
            || !begin_stroke (self, self->erase ? "area.erase" : "area.paint",
                              self->erase ? _ ("Erase Area") : _ ("Paint Area")))
          return FALSE;
        paint_at (self, x, y);
        return TRUE;

      case ST_TOOL_UNITS:
        return press_units (self, x, y);

      case ST_TOOL_SECTIONS:
        return press_sections (self, x, y);

      case ST_TOOL_TOWNS:
        return press_towns (self, x, y);

      case ST_TOOL_LINKS:
        node = hit_node (self, s, x, y);
        if (node == NULL)
          return FALSE;
        self->drag_node = g_strdup (node);
        st_board_page_select_node (self, node);
        if (self->line_points == NULL)
          self->line_points = g_array_new (FALSE, FALSE, sizeof (double));
        g_array_set_size (self->line_points, 0);
        g_array_append_val (self->line_points, x);
        g_array_append_val (self->line_points, y);
        g_array_append_val (self->line_points, x);
        g_array_append_val (self->line_points, y);
        st_board_page_update_marks (self);
        return TRUE;

      case ST_TOOL_LINES:
        if (self->line_points == NULL)
          self->line_points = g_array_new (FALSE, FALSE, sizeof (double));
        g_array_append_val (self->line_points, x);
        g_array_append_val (self->line_points, y);
        st_board_page_update_marks (self);
        st_board_properties_rebuild_options (self);
        return TRUE;

      case ST_N_TOOLS:
      default:
        return FALSE;
    }
}

void
st_board_tools_motion (StBoardPage *self, double x, double y)
{
  StCell cell;
  double mx, my;

  switch (self->tool)
    {
      case ST_TOOL_SELECT:
        if (self->stroke != NULL && self->stroke->board->backdrop != NULL)
          {
            StBackdrop *backdrop = self->stroke->board->backdrop;

            /* Whole board units, as the spin buttons set them. */
            backdrop->x = round (self->backdrop_drag_from[2] + x - self->backdrop_drag_from[0]);
            backdrop->y = round (self->backdrop_drag_from[3] + y - self->backdrop_drag_from[1]);
            st_board_backdrop_show (self, backdrop);
          }
        break;

      case ST_TOOL_TERRAIN:
      case ST_TOOL_EDGES:
      case ST_TOOL_AREAS:
        paint_at (self, x, y);
        break;

      case ST_TOOL_UNITS:
        if (self->stroke == NULL || self->drag_unit == NULL)
          break;
        if (st_board_is_grid (self->stroke->board))
          {
            if (st_board_layout_hit_cell (layout (self), x, y, &cell)
                && st_edit_move_unit (self->stroke, self->drag_unit, cell, NULL))
              show_stroke (self);
          }
        else
          {
            const char      *node = hit_node (self, self->stroke, x, y);
            g_autofree char *id = g_strdup (node);

            if (id != NULL && st_edit_move_unit (self->stroke, self->drag_unit, cell, id))
              show_stroke (self);
          }
        break;

      case ST_TOOL_TOWNS:
        if (self->stroke == NULL || self->drag_node == NULL)
          break;
        st_board_layout_board_to_map (layout (self), x, y, &mx, &my);
        if (st_edit_move_node (self->stroke, self->drag_node, mx, my))
          show_stroke (self);
        break;

      case ST_TOOL_LINKS:
        if (self->drag_node != NULL && self->line_points != NULL && self->line_points->len == 4)
          {
            g_array_index (self->line_points, double, 2) = x;
            g_array_index (self->line_points, double, 3) = y;
            st_board_page_update_marks (self);
          }
        break;

      default:
        break;
    }
}

void
st_board_tools_release (StBoardPage *self, double x, double y)
{
  StScenario *s = st_board_page_scenario (self);

  if (self->tool == ST_TOOL_LINKS && self->drag_node != NULL)
    {
      g_autofree char *from = g_steal_pointer (&self->drag_node);
      const char      *to = hit_node (self, s, x, y);
      g_autofree char *to_id = g_strdup (to);

      g_array_set_size (self->line_points, 0);
      if (to_id != NULL && !g_str_equal (from, to_id)
          && begin_stroke (self, self->erase ? "link.remove" : "link.add",
                           self->erase ? _ ("Remove Link") : _ ("Link Towns")))
        {
          st_edit_set_link (self->stroke, from, to_id, self->erase ? NULL : self->edge_type);
          end_stroke (self);
        }
      st_board_page_update_marks (self);
      return;
    }

  if (self->tool == ST_TOOL_UNITS && self->drag_unit != NULL)
    {
      /* Keep the moved unit's place selected. */
      StUnit *unit = self->stroke ? st_scenario_find_unit (self->stroke, self->drag_unit) : NULL;

      if (unit != NULL && unit->placed && unit->node == NULL)
        st_board_page_select_cell (self, unit->cell);
      else if (unit != NULL && unit->node != NULL)
        st_board_page_select_node (self, unit->node);
    }

  if (self->stroke != NULL)
    end_stroke (self);
}

void
st_board_tools_finish_line (StBoardPage *self)
{
  g_autofree double *points = NULL;
  guint              n;

  if (self->line_points == NULL || self->line_points->len < 4 || self->edge_type == NULL)
    {
      st_board_tools_cancel (self);
      return;
    }

  /* Board units to the map's own units. */
  n = self->line_points->len / 2;
  points = g_new (double, self->line_points->len);
  for (guint i = 0; i < n; i++)
    st_board_layout_board_to_map (layout (self), g_array_index (self->line_points, double, 2 * i),
                                  g_array_index (self->line_points, double, 2 * i + 1), &points[2 * i],
                                  &points[2 * i + 1]);
  g_array_set_size (self->line_points, 0);

  if (begin_stroke (self, "area-line.draw", _ ("Draw Area Line")))
    {
      st_edit_add_line (self->stroke, self->edge_type, points, n);
      end_stroke (self);
    }
  st_board_page_update_marks (self);
  st_board_properties_rebuild_options (self);
}
