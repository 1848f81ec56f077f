/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-terrain-page"

#include "config.h"

#include <glib/gi18n.h>

#include "core/st-edit-tables.h"

#include "st-edit-rows.h"
#include "st-swatch.h"
#include "st-terrain-page-private.h"

/* The Edges and Lines group of the Terrain page: the features drawn between
 * cells (borders, rivers) or towns (rails, roads, area lines), added, named,
 * styled and removed like the terrain types. */

static const char *
line_style_label (StLineStyle style)
{
  switch (style)
    {
      case ST_LINE_DASHED:
        return _ ("Dashed");
      case ST_LINE_DOTTED:
        return _ ("Dotted");
      case ST_LINE_SOLID:
      default:
        return _ ("Solid");
    }
}

/* Counts how many cells of a grid board have each terrain. */
static char *
describe_edge_uses (StScenario *scenario, const StEdgeType *type)
{
  guint n_uses = 0;

  for (guint j = 0; j < scenario->board->edges->len; j++)
    if (g_strcmp0 (((StEdge *) g_ptr_array_index (scenario->board->edges, j))->type, type->id) == 0)
      n_uses++;
  for (guint j = 0; j < scenario->board->lines->len; j++)
    if (g_strcmp0 (((StLine *) g_ptr_array_index (scenario->board->lines, j))->type, type->id) == 0)
      n_uses++;

  return g_strdup_printf (ngettext ("used %u time", "used %u times", n_uses), n_uses);
}

static void
refresh_edge_row (GtkWidget *row, StScenario *scenario, gpointer user_data)
{
  const StEdgeType *type = st_scenario_find_edge_type (scenario, st_edit_row_get_id (row));
  g_autofree char  *uses = NULL;
  g_autofree char  *subtitle = NULL;

  if (type == NULL)
    return;
  uses = describe_edge_uses (scenario, type);
  /* Translators: a line style ("Solid") and its width in points. */
  subtitle = g_strdup_printf (_ ("%s, %g pt"), line_style_label (type->style), type->width);
  st_edit_row_set_titles (row, st_page_text (type->name, type->id), subtitle);
  gtk_label_set_text (GTK_LABEL (g_object_get_data (G_OBJECT (row), "uses")), uses);
  st_swatch_set_color (ST_SWATCH (g_object_get_data (G_OBJECT (row), "swatch")), type->color);
}

static void
add_read_only_edge_types (StTerrainPage *self, StScenario *scenario)
{
  GtkWidget *group;

  if (scenario->edge_types->len == 0)
    return;

  group = st_page_new_group (_ ("Edges and Lines"),
                             _ ("Features drawn between cells or towns: borders, rivers, roads and rails."));

  for (guint i = 0; i < scenario->edge_types->len; i++)
    {
      const StEdgeType *type = g_ptr_array_index (scenario->edge_types, i);
      GtkWidget        *row = st_page_new_row (type->id, NULL);
      GtkWidget        *swatch = st_swatch_new (type->color);
      GtkWidget        *uses = st_page_new_value_label ("");

      gtk_widget_set_name (row, type->id);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), swatch);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), uses);
      g_object_set_data (G_OBJECT (row), "swatch", swatch);
      g_object_set_data (G_OBJECT (row), "uses", uses);
      st_edit_row_set_target (row, type->id, NULL);
      st_edit_row_set_refresh (row, refresh_edge_row, self);
      refresh_edge_row (row, scenario, self);
      st_table_page_add_row (ST_TABLE_PAGE (self), row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  st_table_page_add_group (ST_TABLE_PAGE (self), group);
}

/* Edge types */

static void
edge_name_changed (GtkWidget *row, gpointer user_data)
{
  st_terrain_page_rename (user_data, row, TRUE, st_edit_rename_edge_type, _ ("Rename Edge Type"));
}

static void
edge_color_changed (GtkWidget *row, gpointer user_data)
{
  StTerrainPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *color = st_edit_row_get_color (row);
  gboolean         changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_set_edge_type_color (work, st_edit_row_get_id (row), color, &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error, "edge-type.colour",
                             _ ("Change Edge Colour"), NULL);
}

static void
edge_width_changed (GtkWidget *row, gpointer user_data)
{
  StTerrainPage   *self = user_data;
  g_autofree char *merge_key = g_strdup_printf ("edge-width:%s", st_edit_row_get_id (row));
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_set_edge_type_width (work, st_edit_row_get_id (row), st_edit_row_get_int (row), &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error, "edge-type.width",
                             _ ("Change Edge Width"), merge_key);
}

static void
edge_style_changed (GtkWidget *row, gpointer user_data)
{
  StTerrainPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_set_edge_type_style (work, st_edit_row_get_id (row),
                                         (StLineStyle) st_edit_row_get_selected (row), &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error, "edge-type.style",
                             _ ("Change Edge Style"), NULL);
}

/* What a link of the type means on a map of towns, in the order of the Link
 * row's choices. */
static const char *const edge_links[] = { NULL, "railway", "road" };

static guint
edge_link_index (const StEdgeType *type)
{
  for (guint i = 1; i < G_N_ELEMENTS (edge_links); i++)
    if (g_strcmp0 (type->link, edge_links[i]) == 0)
      return i;
  return 0;
}

static void
edge_link_changed (GtkWidget *row, gpointer user_data)
{
  StTerrainPage *self = user_data;
  guint          selected = st_edit_row_get_selected (row);
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if (selected >= G_N_ELEMENTS (edge_links)
      || (work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_set_edge_type_link (work, st_edit_row_get_id (row), edge_links[selected], &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error, "edge-type.link-kind",
                             _ ("Change Link Kind"), NULL);
}

static void
edge_remove_clicked (GtkWidget *button, gpointer user_data)
{
  StTerrainPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_remove_edge_type (work, st_edit_row_get_id (button), &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), NULL, work, changed, error, "edge-type.remove",
                             _ ("Remove Edge Type"), NULL);
}

/* New edge types: a river blue first, then other colours; none of them is the
 * colour of a side's pieces (a river in Blue's blue reads as Blue's line). */
static const char *const new_edge_colors[] = { "#3584e4", "#5e5c64", "#865e3c", "#26a269", "#e66100" };

static gboolean
color_taken (StScenario *scenario, const char *color)
{
  for (guint j = 0; j < scenario->edge_types->len; j++)
    if (g_ascii_strcasecmp (((StEdgeType *) g_ptr_array_index (scenario->edge_types, j))->color, color) == 0)
      return TRUE;
  for (guint j = 0; j < scenario->sides->len; j++)
    if (g_ascii_strcasecmp (((StSide *) g_ptr_array_index (scenario->sides, j))->color, color) == 0)
      return TRUE;
  return FALSE;
}

/* The first colour of the palette no edge type or side has yet. */
static const char *
new_edge_color (StScenario *scenario)
{
  for (guint i = 0; i < G_N_ELEMENTS (new_edge_colors); i++)
    if (!color_taken (scenario, new_edge_colors[i]))
      return new_edge_colors[i];
  return new_edge_colors[scenario->edge_types->len % G_N_ELEMENTS (new_edge_colors)];
}

static void
edge_add_clicked (GtkWidget *button, gpointer user_data)
{
  StTerrainPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  id = st_edit_add_edge_type (work, _ ("New edge"), new_edge_color (work), &error);
  if (id != NULL)
    {
      st_table_page_expand (ST_TABLE_PAGE (self), id);
      st_table_page_focus_after_build (ST_TABLE_PAGE (self), id, "name");
    }
  st_table_page_finish_edit (ST_TABLE_PAGE (self), NULL, work, id != NULL, error, "edge-type.add",
                             _ ("Add Edge Type"), NULL);
}

static void
refresh_edge_item (GtkWidget *row, StScenario *scenario, gpointer user_data)
{
  const StEdgeType *type = st_scenario_find_edge_type (scenario, st_edit_row_get_id (row));
  g_autofree char  *uses = NULL;
  g_autofree char  *subtitle = NULL;

  if (type == NULL)
    return;
  uses = describe_edge_uses (scenario, type);
  /* Translators: a line style ("Solid"), its width in points and how often it is drawn. */
  subtitle = g_strdup_printf (_ ("%s, %g pt · %s"), line_style_label (type->style), type->width, uses);
  st_edit_row_set_titles (row, st_page_text (type->name, type->id), subtitle);
  st_swatch_set_color (ST_SWATCH (g_object_get_data (G_OBJECT (row), "swatch")), type->color);
}

static void
refresh_edge_value (GtkWidget *row, StScenario *scenario, gpointer user_data)
{
  const StEdgeType *type = st_scenario_find_edge_type (scenario, st_edit_row_get_id (row));
  const char       *key = st_edit_row_get_key (row);

  if (type == NULL)
    return;
  if (g_str_equal (key, "name"))
    st_edit_row_set_name (row, scenario, type->name);
  else if (g_str_equal (key, "color"))
    st_edit_row_set_color (row, type->color);
  else if (g_str_equal (key, "width"))
    st_edit_row_set_int (row, (int) (type->width + 0.5));
  else if (g_str_equal (key, "style"))
    st_edit_row_set_selected (row, type->style);
  else if (g_str_equal (key, "link"))
    st_edit_row_set_selected (row, edge_link_index (type));
}

static GtkWidget *
new_edge_row (StTerrainPage *self, const StEdgeType *type, gboolean towns)
{
  const char *styles[] = { line_style_label (ST_LINE_SOLID), line_style_label (ST_LINE_DASHED),
                           line_style_label (ST_LINE_DOTTED), NULL };
  GtkWidget  *row = st_terrain_page_new_item_row (self, type->id, type->color, _ ("Remove Edge Type"),
                                                  edge_remove_clicked, refresh_edge_item);
  GtkWidget  *name = st_edit_row_new_entry (_ ("Name"), edge_name_changed, self);

  st_edit_row_set_live (name);
  st_terrain_page_add_child_row (self, row, name, type->id, "name", refresh_edge_value);
  st_terrain_page_add_child_row (self, row, st_edit_row_new_color (_ ("Colour"), edge_color_changed, self),
                                 type->id, "color", refresh_edge_value);
  st_terrain_page_add_child_row (
      self, row, st_edit_row_new_spin (_ ("Width"), _ ("Points"), 1, 20, edge_width_changed, self), type->id,
      "width", refresh_edge_value);
  st_terrain_page_add_child_row (self, row,
                                 st_edit_row_new_combo (_ ("Line"), styles, edge_style_changed, self),
                                 type->id, "style", refresh_edge_value);
  if (towns)
    {
      /* Translators: what a line between two towns is: nothing to move along
       * (an area line), a railway or a road. */
      const char *links[] = { _ ("Drawn only, not a way"), _ ("Railway"), _ ("Road"), NULL };

      st_terrain_page_add_child_row (self, row,
                                     st_edit_row_new_combo (_ ("Link"), links, edge_link_changed, self),
                                     type->id, "link", refresh_edge_value);
    }
  st_table_page_track_expander (ST_TABLE_PAGE (self), row, type->id);
  return row;
}

static void
add_editable_edge_types (StTerrainPage *self, StScenario *scenario)
{
  GtkWidget *group =
      st_page_new_group (_ ("Edges and Lines"),
                         _ ("Features drawn between cells or towns: borders, rivers, roads and rails. The "
                            "Borders tool draws them on a grid, the Links tool on a map of towns."));
  GtkWidget *add = st_edit_row_new_button ("list-add-symbolic", _ ("Add Edge Type"), edge_add_clicked, self);

  gtk_widget_set_name (group, "edge-types");
  gtk_widget_set_name (add, "add-edge-type");
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), add);
  for (guint i = 0; i < scenario->edge_types->len; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               new_edge_row (self, g_ptr_array_index (scenario->edge_types, i),
                                             scenario->board->kind == ST_BOARD_GRAPH));

  st_table_page_add_group (ST_TABLE_PAGE (self), group);
}

/* The terrain and edge types listed, in order: while they stay the same an
 * edit only changes values, which the rows show in place. */

void
st_terrain_page_add_edge_types (StTerrainPage *self, StScenario *scenario, gboolean editable)
{
  if (editable)
    add_editable_edge_types (self, scenario);
  else
    add_read_only_edge_types (self, scenario);
}
