/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-edit"

#include "config.h"

#include <string.h>

#include "st-edit.h"
#include "st-value-check.h"

/* Edits of point-and-line maps: towns, links, their marks and the area lines. */

static gboolean
is_graph (const StScenario *scenario)
{
  return scenario->board->kind == ST_BOARD_GRAPH;
}

static void
clamp_to_map (const StBoard *board, double *x, double *y)
{
  *x = CLAMP (*x, 0.0, board->width);
  *y = CLAMP (*y, 0.0, board->height);
}

/* "Lahti" gives "lahti"; names without ASCII letters or digits give "town". */
static char *
id_prefix (const char *name)
{
  g_autofree char *ascii = name ? g_str_to_ascii (name, "C") : NULL;
  GString         *id = g_string_new (NULL);

  for (const char *p = ascii; p != NULL && *p != '\0'; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (id, g_ascii_tolower (*p));
      else if (id->len > 0 && id->str[id->len - 1] != '-')
        g_string_append_c (id, '-');
    }
  while (id->len > 0 && id->str[id->len - 1] == '-')
    g_string_truncate (id, id->len - 1);
  if (id->len == 0 || !g_ascii_isalpha (id->str[0]))
    g_string_prepend (id, "town");
  if (id->len > 32)
    g_string_truncate (id, 32);
  return g_string_free (id, FALSE);
}

char *
st_edit_add_node (StScenario *scenario, double x, double y, const char *name)
{
  g_autoptr (GHashTable) ids = NULL;
  g_autofree char *prefix = NULL;
  StBoard         *board;
  StNode          *node;
  char            *id;

  g_return_val_if_fail (scenario != NULL, NULL);

  if (!is_graph (scenario))
    return NULL;

  board = scenario->board;
  ids = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < board->nodes->len; i++)
    g_hash_table_add (ids, ((StNode *) g_ptr_array_index (board->nodes, i))->id);

  prefix = id_prefix (name);
  id = st_edit_unique_id (prefix, ids);
  clamp_to_map (board, &x, &y);
  node = st_node_new (id, x, y);
  /* A name a scenario could not hold is left out, as an empty one is. */
  if (name != NULL && *name != '\0' && st_edit_check_text (name, NULL))
    {
      node->name = st_text_new ();
      st_text_set (node->name, scenario->lang, name);
    }
  g_ptr_array_add (board->nodes, node);
  return id;
}

gboolean
st_edit_move_node (StScenario *scenario, const char *node_id, double x, double y)
{
  StNode *node;

  g_return_val_if_fail (scenario != NULL, FALSE);

  node = st_board_find_node (scenario->board, node_id);
  if (node == NULL)
    return FALSE;
  clamp_to_map (scenario->board, &x, &y);
  if (node->x == x && node->y == y)
    return FALSE;
  node->x = x;
  node->y = y;
  return TRUE;
}

gboolean
st_edit_rename_node (StScenario *scenario, const char *node_id, const char *lang, const char *name)
{
  StNode *node;

  g_return_val_if_fail (scenario != NULL, FALSE);

  node = st_board_find_node (scenario->board, node_id);
  if (node == NULL || !st_edit_check_text (name, NULL))
    return FALSE;
  if (lang == NULL)
    lang = scenario->lang;
  if (node->name == NULL)
    node->name = st_text_new ();
  if (name != NULL && *name == '\0')
    name = NULL;
  if (g_strcmp0 (st_text_get_exact (node->name, lang), name) == 0)
    return FALSE;
  if (name != NULL)
    st_text_set (node->name, lang, name);
  else
    st_text_remove (node->name, lang);
  return TRUE;
}

gboolean
st_edit_delete_node (StScenario *scenario, const char *node_id)
{
  StBoard *board;
  int      index;

  g_return_val_if_fail (scenario != NULL, FALSE);

  board = scenario->board;
  index = st_board_node_index (board, node_id);
  if (index < 0)
    return FALSE;

  for (guint i = board->edges->len; i > 0; i--)
    {
      StEdge *edge = g_ptr_array_index (board->edges, i - 1);

      if (g_strcmp0 (edge->node_a, node_id) == 0 || g_strcmp0 (edge->node_b, node_id) == 0)
        g_ptr_array_remove_index (board->edges, i - 1);
    }

  for (guint i = 0; i < scenario->areas->len; i++)
    st_edit_set_area_node (scenario, ((StArea *) g_ptr_array_index (scenario->areas, i))->id, node_id, FALSE);

  for (guint i = 0; i < scenario->units->len; i++)
    {
      StUnit *unit = g_ptr_array_index (scenario->units, i);

      if (unit->placed && g_strcmp0 (unit->node, node_id) == 0)
        st_edit_unit_to_reserve (scenario, unit->id);
    }

  /* Last, as node_id may point into the node itself. */
  g_ptr_array_remove_index (board->nodes, index);
  return TRUE;
}

gboolean
st_edit_set_node_strategic (StScenario *scenario, const char *node_id, gboolean strategic)
{
  StNode *node;

  g_return_val_if_fail (scenario != NULL, FALSE);

  node = st_board_find_node (scenario->board, node_id);
  if (node == NULL || node->strategic == !!strategic)
    return FALSE;
  node->strategic = !!strategic;
  return TRUE;
}

gboolean
st_edit_set_node_junction (StScenario *scenario, const char *node_id, gboolean junction)
{
  StNode *node;

  g_return_val_if_fail (scenario != NULL, FALSE);

  node = st_board_find_node (scenario->board, node_id);
  if (node == NULL || node->junction == !!junction)
    return FALSE;
  node->junction = !!junction;
  return TRUE;
}

gboolean
st_edit_set_node_headquarters (StScenario *scenario, const char *node_id, const char *side)
{
  StNode *node;

  g_return_val_if_fail (scenario != NULL, FALSE);

  node = st_board_find_node (scenario->board, node_id);
  if (node == NULL || g_strcmp0 (node->headquarters, side) == 0)
    return FALSE;
  if (side != NULL && st_scenario_find_side (scenario, side) == NULL)
    return FALSE;

  if (side != NULL)
    for (guint i = 0; i < scenario->board->nodes->len; i++)
      {
        StNode *other = g_ptr_array_index (scenario->board->nodes, i);

        if (g_strcmp0 (other->headquarters, side) == 0)
          g_clear_pointer (&other->headquarters, g_free);
      }
  g_free (node->headquarters);
  node->headquarters = g_strdup (side);
  return TRUE;
}

static gboolean
joins (const StEdge *edge, const char *a, const char *b)
{
  return (g_strcmp0 (edge->node_a, a) == 0 && g_strcmp0 (edge->node_b, b) == 0)
         || (g_strcmp0 (edge->node_a, b) == 0 && g_strcmp0 (edge->node_b, a) == 0);
}

const StEdge *
st_edit_find_link (const StScenario *scenario, const char *a, const char *b)
{
  g_return_val_if_fail (scenario != NULL, NULL);

  for (guint i = 0; i < scenario->board->edges->len; i++)
    {
      const StEdge *edge = g_ptr_array_index (scenario->board->edges, i);

      if (joins (edge, a, b))
        return edge;
    }
  return NULL;
}

gboolean
st_edit_set_link (StScenario *scenario, const char *a, const char *b, const char *type)
{
  GPtrArray *edges;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if (!is_graph (scenario) || a == NULL || b == NULL || g_str_equal (a, b)
      || st_board_find_node (scenario->board, a) == NULL || st_board_find_node (scenario->board, b) == NULL)
    return FALSE;
  if (type != NULL && st_scenario_find_edge_type (scenario, type) == NULL)
    return FALSE;

  edges = scenario->board->edges;
  for (guint i = 0; i < edges->len; i++)
    {
      StEdge *edge = g_ptr_array_index (edges, i);

      if (!joins (edge, a, b))
        continue;
      if (type == NULL)
        {
          g_ptr_array_remove_index (edges, i);
          return TRUE;
        }
      if (g_str_equal (edge->type, type))
        return FALSE;
      g_free (edge->type);
      edge->type = g_strdup (type);
      return TRUE;
    }

  if (type == NULL)
    return FALSE;
  g_ptr_array_add (edges, st_edge_new_nodes (type, a, b));
  return TRUE;
}

int
st_edit_add_line (StScenario *scenario, const char *type, const double *points, guint n_points)
{
  StLine *line;

  g_return_val_if_fail (scenario != NULL, -1);
  g_return_val_if_fail (points != NULL || n_points == 0, -1);

  if (!is_graph (scenario) || n_points < 2 || st_scenario_find_edge_type (scenario, type) == NULL)
    return -1;

  line = st_line_new (type);
  for (guint i = 0; i < n_points; i++)
    {
      double x = points[2 * i], y = points[2 * i + 1];

      clamp_to_map (scenario->board, &x, &y);
      g_array_append_val (line->points, x);
      g_array_append_val (line->points, y);
    }
  g_ptr_array_add (scenario->board->lines, line);
  return (int) scenario->board->lines->len - 1;
}

gboolean
st_edit_delete_line (StScenario *scenario, guint index)
{
  g_return_val_if_fail (scenario != NULL, FALSE);

  if (index >= scenario->board->lines->len)
    return FALSE;
  g_ptr_array_remove_index (scenario->board->lines, index);
  return TRUE;
}

gboolean
st_edit_set_area_node (StScenario *scenario, const char *area_id, const char *node, gboolean add)
{
  StArea *area;

  g_return_val_if_fail (scenario != NULL, FALSE);

  area = st_scenario_find_area (scenario, area_id);
  if (area == NULL || !is_graph (scenario) || st_board_find_node (scenario->board, node) == NULL)
    return FALSE;

  for (guint i = 0; i < area->nodes->len; i++)
    if (g_str_equal (g_ptr_array_index (area->nodes, i), node))
      {
        if (add)
          return FALSE;
        g_ptr_array_remove_index (area->nodes, i);
        return TRUE;
      }

  if (!add)
    return FALSE;

  /* A town lies in one area of each role. */
  for (guint j = 0; j < scenario->areas->len; j++)
    {
      StArea *other = g_ptr_array_index (scenario->areas, j);

      if (other != area && other->role == area->role)
        for (guint i = 0; i < other->nodes->len; i++)
          if (g_str_equal (g_ptr_array_index (other->nodes, i), node))
            g_ptr_array_remove_index (other->nodes, i--);
    }
  g_ptr_array_add (area->nodes, g_strdup (node));
  return TRUE;
}
