/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-view"

#include "config.h"

#include <glib/gi18n.h>

#include "engine/st-game.h"

#include "st-board-view-private.h"

/* The board that describes itself (issue 28): the board view's accessible
 * description reads the place under the board cursor, its terrain, every piece
 * on it (a stack of two or more counted first), the zones of control it lies
 * in and the marks on it ("0404 (3,3), Clear, stack of 2: Blue Infantry, Blue
 * Artillery, in Red's zone of control, target"). It reads only the pieces the
 * view shows (st_board_view_get_pieces): in play mode the viewer's piece views
 * (st_play_board_update_display: hidden pieces keep only their side), and the
 * zones the engine computes for the viewer (st-play-a11y.c), so nothing hidden
 * is read out. */

typedef struct
{
  char   *side_name;
  GArray *places; /* int */
} StBoardZone;

static void
zone_free (StBoardZone *zone)
{
  g_free (zone->side_name);
  g_array_unref (zone->places);
  g_free (zone);
}

static const char *
text_or (const StText *text, const char *fallback)
{
  const char *value = text ? st_text_get_for_locale (text) : NULL;

  return value && *value ? value : fallback;
}

static void
append_unit (const StScenario *scenario, GString *str, const StRenderPiece *unit, const char *separator)
{
  const StSide     *side = st_scenario_find_side (scenario, unit->side);
  const StUnitType *type = st_scenario_find_unit_type (scenario, unit->type);
  const char       *side_name = side ? text_or (side->name, side->id) : NULL;

  g_string_append (str, separator);
  if (unit->hidden)
    {
      /* Translators: a piece whose identity its viewer does not know, e.g.
       * "Red piece, hidden". */
      if (side_name != NULL)
        g_string_append_printf (str, _ ("%s piece, hidden"), side_name);
      else
        g_string_append (str, _ ("a hidden piece"));
      return;
    }
  if (side_name != NULL)
    g_string_append_printf (str, "%s ", side_name);
  /* Never the unit's id: it may name a hidden piece's type. */
  if (unit->name != NULL && !st_text_is_empty (unit->name))
    g_string_append (str, text_or (unit->name, ""));
  else
    g_string_append (str, type ? text_or (type->name, type->id) : _ ("unit"));
  if (unit->reduced)
    g_string_append_printf (str, " %s", _ ("reduced"));
}

static gboolean
cell_in (const StCell *cells, guint n, StCell cell)
{
  for (guint i = 0; i < n && cells != NULL; i++)
    if (cells[i].x == cell.x && cells[i].y == cell.y)
      return TRUE;
  return FALSE;
}

static gboolean
node_in (const int *nodes, guint n, int node)
{
  for (guint i = 0; i < n && nodes != NULL; i++)
    if (nodes[i] == node)
      return TRUE;
  return FALSE;
}

static gboolean
zone_has (const StBoardZone *zone, int place)
{
  for (guint i = 0; i < zone->places->len; i++)
    if (g_array_index (zone->places, int, i) == place)
      return TRUE;
  return FALSE;
}

static void
append_zones (StBoardView *self, GString *str, int place)
{
  for (guint i = 0; self->zones != NULL && i < self->zones->len; i++)
    {
      const StBoardZone *zone = g_ptr_array_index (self->zones, i);

      if (!zone_has (zone, place))
        continue;
      g_string_append (str, ", ");
      /* Translators: a place next to a side's units: "in Red's zone of
       * control". */
      g_string_append_printf (str, _ ("in %s’s zone of control"), zone->side_name);
    }
}

void
st_board_view_add_zone (StBoardView *self, const char *side_name, const int *places, guint n_places)
{
  StBoardZone *zone;

  g_return_if_fail (ST_IS_BOARD_VIEW (self));
  g_return_if_fail (side_name != NULL);

  /* A side with two shapes is one zone. */
  for (guint i = 0; self->zones != NULL && i < self->zones->len; i++)
    {
      zone = g_ptr_array_index (self->zones, i);
      if (g_str_equal (zone->side_name, side_name))
        {
          g_array_append_vals (zone->places, places, n_places);
          st_board_view_update_description (self);
          return;
        }
    }
  if (self->zones == NULL)
    self->zones = g_ptr_array_new_with_free_func ((GDestroyNotify) zone_free);
  zone = g_new0 (StBoardZone, 1);
  zone->side_name = g_strdup (side_name);
  zone->places = g_array_new (FALSE, FALSE, sizeof (int));
  g_array_append_vals (zone->places, places, n_places);
  g_ptr_array_add (self->zones, zone);
  st_board_view_update_description (self);
}

void
st_board_view_clear_zones (StBoardView *self)
{
  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  if (self->zones == NULL || self->zones->len == 0)
    return;
  g_ptr_array_set_size (self->zones, 0);
  st_board_view_update_description (self);
}

void
st_board_view_set_game_zones (StBoardView *self, StGame *game, const StState *state, int viewer)
{
  g_autoptr (GPtrArray) shapes = NULL;
  int zoc;

  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  if (self->zones != NULL)
    g_ptr_array_set_size (self->zones, 0);
  if (game != NULL && state != NULL && (zoc = st_game_overlay_find (game, "zoc")) >= 0
      && st_game_overlay_unavailable (game, (guint) zoc) == NULL)
    shapes = st_game_overlay (game, state, viewer, (guint) zoc, -1);
  for (guint i = 0; shapes != NULL && i < shapes->len; i++)
    {
      const StOverlayShape *shape = g_ptr_array_index (shapes, i);
      const char           *side_id = shape->player >= 0 ? st_game_player_side (game, shape->player) : NULL;
      const StSide         *side =
          side_id != NULL && self->scenario != NULL ? st_scenario_find_side (self->scenario, side_id) : NULL;

      if (side_id == NULL || shape->kind != ST_OVERLAY_AREA)
        continue;
      st_board_view_add_zone (self, side != NULL ? text_or (side->name, side_id) : side_id,
                              (const int *) (gpointer) shape->places->data, shape->places->len);
    }
  st_board_view_update_description (self);
}

char *
st_board_view_describe_cursor (StBoardView *self)
{
  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), NULL);

  if (!self->has_cursor || self->scenario == NULL)
    return g_strdup ("");
  return st_board_view_describe_place (self, &self->cursor_cell, self->cursor_node);
}

char *
st_board_view_describe_place (StBoardView *self, const StCell *at, int node_index)
{
  const StScenario *scenario = self->scenario;
  g_autoptr (GString) str = g_string_new (NULL);
  const StRenderOptions *marks = &self->marks;
  gboolean               grid, selected, highlighted, costly;
  const StRenderPiece   *pieces;
  guint                  n_pieces;

  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), NULL);

  if (scenario == NULL)
    return g_strdup ("");
  grid = st_board_is_grid (scenario->board);
  if (grid && (at == NULL || !st_board_contains (scenario->board, at->x, at->y)))
    return g_strdup ("");
  if (grid)
    {
      const StBoard   *board = scenario->board;
      StCell           cell = *at;
      int              largest = MAX (board->columns, board->rows);
      int              digits = largest > 999 ? 4 : largest > 99 ? 3 : 2;
      g_autofree char *coords = st_cell_to_string (cell);
      const char      *terrain_id = NULL;
      const StTerrain *terrain = NULL;

      g_string_append_printf (str, "%0*d%0*d (%s)", digits, cell.x + 1, digits, cell.y + 1, coords);
      if (self->terrain_grid != NULL && st_board_contains (board, cell.x, cell.y))
        terrain_id = self->terrain_grid[cell.y * board->columns + cell.x];
      if (terrain_id != NULL)
        terrain = st_scenario_find_terrain (scenario, terrain_id);
      if (terrain != NULL)
        g_string_append_printf (str, ", %s", text_or (terrain->name, terrain->id));
      selected = marks->selected_cell != NULL && marks->selected_cell->x == cell.x
                 && marks->selected_cell->y == cell.y;
      highlighted = cell_in (marks->highlight_cells, marks->n_highlight_cells, cell);
      costly = cell_in (marks->costly_cells, marks->n_costly_cells, cell);
    }
  else
    {
      const StNode *node;

      if (node_index < 0 || (guint) node_index >= scenario->board->nodes->len)
        return g_strdup ("");
      node = g_ptr_array_index (scenario->board->nodes, node_index);
      g_string_append (str, text_or (node->name, node->id));
      if (node->strategic)
        g_string_append_printf (str, ", %s", _ ("strategic town"));
      if (node->junction)
        g_string_append_printf (str, ", %s", _ ("rail junction"));
      if (node->headquarters != NULL)
        {
          const StSide *side = st_scenario_find_side (scenario, node->headquarters);

          g_string_append (str, ", ");
          g_string_append_printf (str, _ ("headquarters of %s"),
                                  side ? text_or (side->name, side->id) : node->headquarters);
        }
      selected = marks->selected_node == node_index;
      highlighted = node_in (marks->highlight_nodes, marks->n_highlight_nodes, node_index);
      costly = node_in (marks->costly_nodes, marks->n_costly_nodes, node_index);
    }

  {
    g_autoptr (GPtrArray) here = g_ptr_array_new ();

    pieces = st_board_view_get_pieces (self, &n_pieces);
    for (guint i = 0; i < n_pieces; i++)
      {
        const StRenderPiece *unit = &pieces[i];

        if (grid ? unit->cell.x != at->x || unit->cell.y != at->y : unit->node != node_index)
          continue;
        g_ptr_array_add (here, (gpointer) unit);
      }
    if (here->len > 1)
      {
        g_string_append (str, ", ");
        /* Translators: before the pieces sharing a place: "stack of 2:
         * Blue Infantry, Blue Artillery". */
        g_string_append_printf (str, ngettext ("stack of %u:", "stack of %u:", here->len), here->len);
      }
    for (guint i = 0; i < here->len; i++)
      append_unit (scenario, str, g_ptr_array_index (here, i), i == 0 && here->len > 1 ? " " : ", ");
  }
  append_zones (self, str, grid ? at->y * scenario->board->columns + at->x : node_index);

  if (selected)
    g_string_append_printf (str, ", %s", _ ("selected"));
  if (highlighted)
    g_string_append_printf (str, ", %s", self->highlight_name ? self->highlight_name : _ ("highlighted"));
  if (costly)
    g_string_append_printf (str, ", %s", _ ("at a cost"));
  return g_string_free (g_steal_pointer (&str), FALSE);
}

void
st_board_view_update_description (StBoardView *self)
{
  g_autofree char *text = st_board_view_describe_cursor (self);

  if (g_strcmp0 (text, self->description) == 0)
    return;
  g_free (self->description);
  self->description = g_steal_pointer (&text);
  if (*self->description == '\0')
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    self->description, -1);
}

const char *
st_board_view_get_description (StBoardView *self)
{
  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), NULL);

  return self->description ? self->description : "";
}

void
st_board_view_set_highlight_name (StBoardView *self, const char *name)
{
  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  g_free (self->highlight_name);
  self->highlight_name = g_strdup (name);
  st_board_view_update_description (self);
}
