/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-edit"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "st-edit-tables-private.h"

/* Edits of the edge types: borders, rivers, rails, roads and area lines. */

/* Edge types */

static StEdgeType *
find_edge_type (StScenario *scenario, const char *type_id, GError **error)
{
  StEdgeType *found = st_scenario_find_edge_type (scenario, type_id);

  if (found == NULL)
    st_edit_not_found (error, _ ("edge type"), type_id);
  return found;
}

static gboolean
edge_type_in_use (StScenario *scenario, const char *type_id)
{
  for (guint i = 0; i < scenario->board->edges->len; i++)
    if (g_strcmp0 (((StEdge *) g_ptr_array_index (scenario->board->edges, i))->type, type_id) == 0)
      return TRUE;
  for (guint i = 0; i < scenario->board->lines->len; i++)
    if (g_strcmp0 (((StLine *) g_ptr_array_index (scenario->board->lines, i))->type, type_id) == 0)
      return TRUE;
  return FALSE;
}

char *
st_edit_add_edge_type (StScenario *scenario, const char *name, const char *color, GError **error)
{
  StEdgeType *type;
  char       *id;

  g_return_val_if_fail (scenario != NULL, NULL);

  if (!st_edit_check_name (name, error) || !st_edit_check_color (color, error))
    return NULL;
  id = st_edit_fresh_id (scenario->edge_types, name, "edge");
  type = st_edge_type_new (id, color);
  st_edit_set_name (&type->name, scenario->lang, name);
  g_ptr_array_add (scenario->edge_types, type);
  return id;
}

gboolean
st_edit_remove_edge_type (StScenario *scenario, const char *type_id, GError **error)
{
  StBoard         *board = scenario->board;
  g_autofree char *removed = NULL;
  guint            index;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if (find_edge_type (scenario, type_id, error) == NULL)
    return FALSE;
  removed = g_strdup (type_id);
  for (index = 0; index < scenario->edge_types->len; index++)
    if (g_str_equal (((StEdgeType *) g_ptr_array_index (scenario->edge_types, index))->id, removed))
      break;
  g_ptr_array_remove_index (scenario->edge_types, index);

  /* What was drawn with the type goes with it. */
  for (guint i = board->edges->len; i > 0; i--)
    if (g_strcmp0 (((StEdge *) g_ptr_array_index (board->edges, i - 1))->type, removed) == 0)
      g_ptr_array_remove_index (board->edges, i - 1);
  for (guint i = board->lines->len; i > 0; i--)
    if (g_strcmp0 (((StLine *) g_ptr_array_index (board->lines, i - 1))->type, removed) == 0)
      g_ptr_array_remove_index (board->lines, i - 1);
  return TRUE;
}

gboolean
st_edit_rename_edge_type (
    StScenario *scenario, const char *type_id, const char *lang, const char *name, GError **error)
{
  StEdgeType      *type;
  g_autofree char *old_name = NULL;
  g_autofree char *new_id = NULL;
  gboolean         in_source = FALSE;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((type = find_edge_type (scenario, type_id, error)) == NULL)
    return FALSE;
  old_name = g_strdup (type->name ? st_text_get_source (type->name) : NULL);
  if (!st_edit_rename_text (&type->name, scenario->lang, lang, name, &in_source, error))
    return FALSE;
  /* As for terrain types: a new, unused type is named by its id. */
  if (in_source && !edge_type_in_use (scenario, type->id)
      && (new_id = st_edit_regenerated_id (scenario->edge_types, type->id, old_name, name, "edge")) != NULL)
    {
      g_free (type->id);
      type->id = g_steal_pointer (&new_id);
    }
  return TRUE;
}

gboolean
st_edit_set_edge_type_color (StScenario *scenario, const char *type_id, const char *color, GError **error)
{
  StEdgeType *type;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((type = find_edge_type (scenario, type_id, error)) == NULL)
    return FALSE;
  return st_edit_set_color (&type->color, color, error);
}

gboolean
st_edit_set_edge_type_width (StScenario *scenario, const char *type_id, double width, GError **error)
{
  StEdgeType *type;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((type = find_edge_type (scenario, type_id, error)) == NULL)
    return FALSE;
  if (!(width >= 0.5 && width <= 20))
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                   _ ("A line is from 0.5 to 20 points wide, not %g"), width);
      return FALSE;
    }
  if (type->width == width)
    return FALSE;
  type->width = width;
  return TRUE;
}

gboolean
st_edit_set_edge_type_link (StScenario *scenario, const char *type_id, const char *link, GError **error)
{
  StEdgeType *type;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((type = find_edge_type (scenario, type_id, error)) == NULL)
    return FALSE;
  if (link != NULL && !g_str_equal (link, "railway") && !g_str_equal (link, "road"))
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("A link is a railway or a road, not %s"),
                   link);
      return FALSE;
    }
  if (g_strcmp0 (type->link, link) == 0)
    return FALSE;
  g_free (type->link);
  type->link = g_strdup (link);
  return TRUE;
}

gboolean
st_edit_set_edge_type_style (StScenario *scenario, const char *type_id, StLineStyle style, GError **error)
{
  StEdgeType *type;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((type = find_edge_type (scenario, type_id, error)) == NULL)
    return FALSE;
  if (style > ST_LINE_DOTTED)
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("There is no line style %d"), (int) style);
      return FALSE;
    }
  if (type->style == style)
    return FALSE;
  type->style = style;
  return TRUE;
}
