/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-properties"

#include "config.h"

#include <glib/gi18n.h>

#include "core/st-edit.h"
#include "core/st-labels.h"
#include "core/st-lint.h"

#include "st-board-page-private.h"

/* The selection and problems parts of the board page's pane. */

static void
set_group (StBoardPage *self, GtkWidget **slot, GtkWidget *group, GtkWidget *after)
{
  if (*slot != NULL)
    gtk_box_remove (self->pane_box, *slot);
  *slot = group;
  if (group != NULL)
    gtk_box_insert_child_after (self->pane_box, group, after);
}

/* Unit edits named by an action on a button: "flip", "reserve", "delete". */
static gboolean
unit_edit (StScenario *s, gpointer data)
{
  const char *action = g_object_get_data (data, "action");
  const char *unit = g_object_get_data (data, "unit");

  if (g_str_equal (action, "flip"))
    return st_edit_flip_unit (s, unit);
  if (g_str_equal (action, "reserve"))
    return st_edit_unit_to_reserve (s, unit);
  return st_edit_delete_unit (s, unit);
}

static void
unit_button_clicked_cb (GtkButton *button, StBoardPage *self)
{
  const char *action = g_object_get_data (G_OBJECT (button), "action");
  const char *label = g_str_equal (action, "flip")      ? _ ("Flip Unit")
                      : g_str_equal (action, "reserve") ? _ ("Send Unit to Reserve")
                                                        : _ ("Delete Unit");

  /* "unit.flip", "unit.reserve", "unit.delete" */
  g_autofree char *id = g_strdup_printf ("unit.%s", action);

  st_board_page_edit (self, id, label, unit_edit, button);
}

static GtkWidget *
unit_button (StBoardPage *self, const StUnit *unit, const char *action, const char *icon, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data (G_OBJECT (button), "action", (gpointer) action);
  g_object_set_data_full (G_OBJECT (button), "unit", g_strdup (unit->id), g_free);
  g_signal_connect_object (button, "clicked", G_CALLBACK (unit_button_clicked_cb), self, 0);
  return button;
}

static void
add_unit_rows (StBoardPage *self, StScenario *s, GtkWidget *group, StCell cell, const char *node)
{
  for (guint i = 0; i < s->units->len; i++)
    {
      const StUnit     *unit = g_ptr_array_index (s->units, i);
      const StUnitType *type = st_scenario_find_unit_type (s, unit->type);
      const StSide     *side = st_scenario_find_side (s, unit->side);
      g_autofree char  *subtitle = NULL;
      g_autofree char  *title = NULL;
      GtkWidget        *row;

      if (!unit->placed
          || (node != NULL ? g_strcmp0 (unit->node, node) != 0
                           : unit->cell.x != cell.x || unit->cell.y != cell.y))
        continue;
      subtitle = g_strdup_printf ("%s · %s%s", side ? st_page_text (side->name, side->id) : unit->side,
                                  type ? st_page_text (type->name, type->id) : unit->type,
                                  unit->reduced ? _ (" · reduced") : "");
      title = st_unit_label (s, unit);
      row = st_page_new_row (title, subtitle);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 unit_button (self, unit, "flip", "object-flip-horizontal-symbolic",
                                              _ ("Flip between full and reduced side")));
      adw_action_row_add_suffix (
          ADW_ACTION_ROW (row),
          unit_button (self, unit, "reserve", "go-bottom-symbolic", _ ("Send to reserve")));
      adw_action_row_add_suffix (
          ADW_ACTION_ROW (row), unit_button (self, unit, "delete", "user-trash-symbolic", _ ("Delete unit")));
      gtk_widget_set_name (row, unit->id);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), st_board_names_unit_row (self, s, unit));
    }
}

typedef struct
{
  StCell      cell;
  const char *terrain;
} CellTerrain;

static gboolean
cell_terrain_edit (StScenario *s, gpointer data)
{
  CellTerrain *ct = data;

  return st_edit_paint_terrain (s, ct->cell, 0, ct->terrain);
}

static void
cell_terrain_changed_cb (AdwComboRow *row, GParamSpec *pspec, StBoardPage *self)
{
  StScenario *s = st_board_page_scenario (self);
  guint       index = adw_combo_row_get_selected (row);
  CellTerrain ct;

  if (s == NULL || index >= s->terrains->len || !self->has_selected_cell)
    return;
  ct.cell = self->selected_cell;
  ct.terrain = ((StTerrain *) g_ptr_array_index (s->terrains, index))->id;
  st_board_page_edit (self, "terrain.paint", _ ("Paint Terrain"), cell_terrain_edit, &ct);
}

static GtkWidget *
cell_group (StBoardPage *self, StScenario *s)
{
  g_autofree char *label = st_board_cell_label (s->board, self->selected_cell);
  /* Translators: the title of a selected cell, by the label the map prints on
   * it ("Hex 0604", "Square 0604"). */
  g_autofree char *title =
      g_strdup_printf (s->board->kind == ST_BOARD_HEX ? _ ("Hex %s") : _ ("Square %s"), label);
  GtkWidget     *group = st_page_new_group (title, NULL);
  GtkWidget     *row = adw_combo_row_new ();
  GtkStringList *names = gtk_string_list_new (NULL);
  const char    *terrain = st_edit_terrain_at (s, self->selected_cell);
  g_autoptr (GString) areas = g_string_new (NULL);

  for (guint i = 0; i < s->terrains->len; i++)
    {
      StTerrain *t = g_ptr_array_index (s->terrains, i);

      gtk_string_list_append (names, st_page_text (t->name, t->id));
      if (g_strcmp0 (t->id, terrain) == 0)
        adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
    }
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  g_object_unref (names);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), MAX (0, st_scenario_terrain_index (s, terrain)));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _ ("Terrain"));
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (cell_terrain_changed_cb), self, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  for (guint i = 0; i < s->areas->len; i++)
    {
      const StArea *area = g_ptr_array_index (s->areas, i);

      for (guint j = 0; j < area->cells->len; j++)
        {
          StCell c = g_array_index (area->cells, StCell, j);

          if (c.x == self->selected_cell.x && c.y == self->selected_cell.y)
            {
              if (areas->len > 0)
                g_string_append (areas, ", ");
              g_string_append (areas, st_page_text (area->name, area->id));
              break;
            }
        }
    }
  if (areas->len > 0)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), st_page_new_row (_ ("Areas"), areas->str));

  add_unit_rows (self, s, group, self->selected_cell, NULL);
  return group;
}

typedef struct
{
  const char *node;
  const char *text;
  gboolean    flag;
  int         what; /* 0 name, 1 strategic, 2 junction, 3 headquarters, 4 delete */
} NodeEdit;

static gboolean
node_edit (StScenario *s, gpointer data)
{
  NodeEdit *e = data;

  switch (e->what)
    {
      case 0:
        return st_edit_rename_node (s, e->node, st_page_edit_language (s), e->text);
      case 1:
        return st_edit_set_node_strategic (s, e->node, e->flag);
      case 2:
        return st_edit_set_node_junction (s, e->node, e->flag);
      case 3:
        return st_edit_set_node_headquarters (s, e->node, e->text);
      default:
        return st_edit_delete_node (s, e->node);
    }
}

static void
run_node_edit (StBoardPage *self, int what, const char *text, gboolean flag, const char *label)
{
  static const char *const ids[] = { "town.rename", "town.strategic", "town.junction", "town.headquarters",
                                     "town.delete" };
  g_autofree char         *node = g_strdup (self->selected_node);
  NodeEdit                 e = { node, text, flag, what };

  if (node != NULL)
    st_board_page_edit (self, ids[CLAMP (what, 0, 4)], label, node_edit, &e);
}

static void
name_applied_cb (AdwEntryRow *row, StBoardPage *self)
{
  g_clear_pointer (&self->rename_node, g_free);
  run_node_edit (self, 0, gtk_editable_get_text (GTK_EDITABLE (row)), FALSE, _ ("Rename Town"));
}

static void
strategic_cb (GtkSwitch *button, GParamSpec *pspec, StBoardPage *self)
{
  run_node_edit (self, 1, NULL, gtk_switch_get_active (button), _ ("Mark Strategic Point"));
}

static void
junction_cb (GtkSwitch *button, GParamSpec *pspec, StBoardPage *self)
{
  run_node_edit (self, 2, NULL, gtk_switch_get_active (button), _ ("Mark Railway Junction"));
}

static void
headquarters_cb (AdwComboRow *row, GParamSpec *pspec, StBoardPage *self)
{
  StScenario *s = st_board_page_scenario (self);
  guint       index = adw_combo_row_get_selected (row);
  const char *side =
      index > 0 && index <= s->sides->len ? ((StSide *) g_ptr_array_index (s->sides, index - 1))->id : NULL;

  run_node_edit (self, 3, side, FALSE, _ ("Set Headquarters"));
}

static void
delete_town_cb (GtkButton *button, StBoardPage *self)
{
  run_node_edit (self, 4, NULL, FALSE, _ ("Delete Town"));
}

static GtkWidget *
flag_row (StBoardPage *self, const char *title, gboolean active, GCallback callback)
{
  GtkWidget *row = st_page_new_row (title, NULL);
  GtkWidget *button = gtk_switch_new ();

  gtk_switch_set_active (GTK_SWITCH (button), active);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect_object (button, "notify::active", callback, self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}

static gboolean
focus_name_cb (gpointer data)
{
  g_autoptr (GtkWidget) name = g_weak_ref_get (data);

  g_weak_ref_clear (data);
  g_free (data);
  if (name != NULL && gtk_widget_get_root (name) != NULL)
    {
      gtk_widget_grab_focus (name);
      gtk_editable_select_region (GTK_EDITABLE (name), 0, -1);
    }
  return G_SOURCE_REMOVE;
}

/* A town just added is ready to be renamed: its name takes the focus once the
 * click that added it is over. */
static void
focus_name_later (GtkWidget *name)
{
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_weak_ref_init (ref, name);
  g_idle_add (focus_name_cb, ref);
}

static GtkWidget *
node_group (StBoardPage *self, StScenario *s)
{
  const StNode  *node = st_board_find_node (s->board, self->selected_node);
  GtkWidget     *group = st_page_new_group (st_page_text (node->name, node->id), NULL);
  GtkWidget     *name = adw_entry_row_new ();
  GtkWidget     *hq = adw_combo_row_new ();
  GtkStringList *sides = gtk_string_list_new (NULL);
  GtkWidget     *remove = gtk_button_new_with_label (_ ("Delete Town"));
  const char    *current = node->name ? st_text_get_exact (node->name, st_page_edit_language (s)) : NULL;

  {
    g_autofree char *language = st_page_language_label (st_page_edit_language (s));
    /* Translators: the name of a town in the window's content language. */
    g_autofree char *title = g_strdup_printf (_ ("Name in %s"), language);

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (name), title);
  }
  gtk_editable_set_text (GTK_EDITABLE (name), current ? current : "");
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (name), TRUE);
  g_signal_connect_object (name, "apply", G_CALLBACK (name_applied_cb), self, 0);
  gtk_widget_set_name (name, "town-name");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), name);
  if (g_strcmp0 (self->rename_node, node->id) == 0)
    focus_name_later (name);

  adw_preferences_group_add (
      ADW_PREFERENCES_GROUP (group),
      flag_row (self, _ ("Strategic point"), node->strategic, G_CALLBACK (strategic_cb)));
  adw_preferences_group_add (
      ADW_PREFERENCES_GROUP (group),
      flag_row (self, _ ("Railway junction"), node->junction, G_CALLBACK (junction_cb)));

  gtk_string_list_append (sides, _ ("None"));
  for (guint i = 0; i < s->sides->len; i++)
    {
      StSide *side = g_ptr_array_index (s->sides, i);

      gtk_string_list_append (sides, st_page_text (side->name, side->id));
    }
  adw_combo_row_set_model (ADW_COMBO_ROW (hq), G_LIST_MODEL (sides));
  g_object_unref (sides);
  adw_combo_row_set_selected (ADW_COMBO_ROW (hq),
                              node->headquarters ? st_scenario_side_index (s, node->headquarters) + 1 : 0);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (hq), _ ("Headquarters of"));
  g_signal_connect_object (hq, "notify::selected", G_CALLBACK (headquarters_cb), self, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), hq);

  add_unit_rows (self, s, group, (StCell){ 0, 0 }, node->id);

  gtk_widget_add_css_class (remove, "destructive-action");
  gtk_widget_set_margin_top (remove, 12);
  gtk_widget_set_halign (remove, GTK_ALIGN_START);
  g_signal_connect_object (remove, "clicked", G_CALLBACK (delete_town_cb), self, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), remove);
  return group;
}

typedef struct
{
  StCell      a, b;
  const char *node_a, *node_b;
  const char *from; /* the side's feature changed or removed */
  const char *type; /* NULL: remove */
} FeatureEdit;

static gboolean
feature_edit (StScenario *s, gpointer data)
{
  FeatureEdit *e = data;

  if (e->node_a != NULL)
    return st_edit_set_link (s, e->node_a, e->node_b, e->type);
  if (e->type == NULL)
    return st_edit_remove_edge (s, e->a, e->b, e->from);
  return st_edit_change_edge (s, e->a, e->b, e->from, e->type);
}

static void
run_feature_edit (StBoardPage *self, const char *from, const char *type)
{
  g_autofree char *a = g_strdup (self->selected_link[0]);
  g_autofree char *b = g_strdup (self->selected_link[1]);
  g_autofree char *old = g_strdup (from);
  g_autofree char *new = g_strdup (type);
  FeatureEdit e = { self->selected_edge[0], self->selected_edge[1], a, b, old, new };
  const char *label, *id;

  if (a != NULL)
    {
      label = type ? _ ("Change Link") : _ ("Remove Link");
      id = type ? "link.change" : "link.remove";
    }
  else
    {
      label = type ? _ ("Change Border") : _ ("Erase Border");
      id = type ? "border.change" : "border.erase";
    }
  st_board_page_edit (self, id, label, feature_edit, &e);
}

static void
feature_type_changed_cb (AdwComboRow *row, GParamSpec *pspec, StBoardPage *self)
{
  GPtrArray *ids = g_object_get_data (G_OBJECT (row), "ids");
  guint      index = adw_combo_row_get_selected (row);

  if (ids != NULL && index < ids->len)
    run_feature_edit (self, g_object_get_data (G_OBJECT (row), "feature"), g_ptr_array_index (ids, index));
}

static void
remove_feature_cb (GtkButton *button, StBoardPage *self)
{
  run_feature_edit (self, g_object_get_data (G_OBJECT (button), "feature"), NULL);
}

/* A feature's kind, changeable, with a button to remove it. */
static GtkWidget *
feature_row (StBoardPage *self, StScenario *s, const StEdge *edge, gboolean link)
{
  GtkWidget     *row = adw_combo_row_new ();
  GtkStringList *names = gtk_string_list_new (NULL);
  GPtrArray     *ids = g_ptr_array_new_with_free_func (g_free);
  const char    *tooltip = link ? _ ("Remove Link") : _ ("Erase");
  GtkWidget     *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

  for (guint i = 0; i < s->edge_types->len; i++)
    {
      StEdgeType *type = g_ptr_array_index (s->edge_types, i);

      if (link && g_str_has_suffix (type->id, "line"))
        continue;
      gtk_string_list_append (names, st_page_text (type->name, type->id));
      g_ptr_array_add (ids, g_strdup (type->id));
    }
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  g_object_unref (names);
  for (guint i = 0; i < ids->len; i++)
    if (g_str_equal (g_ptr_array_index (ids, i), edge->type))
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
  g_object_set_data_full (G_OBJECT (row), "ids", ids, (GDestroyNotify) g_ptr_array_unref);
  g_object_set_data_full (G_OBJECT (row), "feature", g_strdup (edge->type), g_free);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), link ? _ ("Kind") : _ ("Feature"));
  gtk_widget_set_name (row, edge->type);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (feature_type_changed_cb), self, 0);

  gtk_widget_set_tooltip_text (remove, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_set_name (remove, "remove-feature");
  g_object_set_data_full (G_OBJECT (remove), "feature", g_strdup (edge->type), g_free);
  g_signal_connect_object (remove, "clicked", G_CALLBACK (remove_feature_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
  return row;
}

/* A side between two cells with its features (a border, a river along it), or
 * a link between two towns. */
static GtkWidget *
feature_group (StBoardPage *self, StScenario *s, GPtrArray *edges, const char *title, gboolean link)
{
  GtkWidget *group = st_page_new_group (title, NULL);

  for (guint i = 0; i < edges->len; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               feature_row (self, s, g_ptr_array_index (edges, i), link));
  return group;
}

void
st_board_properties_rebuild_selection (StBoardPage *self)
{
  StScenario *s = st_board_page_scenario (self);
  GtkWidget  *group = NULL;

  if (s != NULL && self->has_selected_cell
      && st_board_contains (s->board, self->selected_cell.x, self->selected_cell.y))
    group = cell_group (self, s);
  else if (s != NULL && self->selected_node != NULL
           && st_board_find_node (s->board, self->selected_node) != NULL)
    group = node_group (self, s);
  else if (s != NULL && self->has_selected_edge)
    {
      g_autoptr (GPtrArray) edges = st_edit_side_edges (s, self->selected_edge[0], self->selected_edge[1]);
      g_autofree char *a = st_board_cell_label (s->board, self->selected_edge[0]);
      g_autofree char *b = st_board_cell_label (s->board, self->selected_edge[1]);
      /* Translators: the side between two cells, named by their map labels. */
      g_autofree char *title = g_strdup_printf (_ ("Side between %s and %s"), a, b);

      if (edges->len > 0)
        group = feature_group (self, s, edges, title, FALSE);
    }
  else if (s != NULL && self->selected_link[0] != NULL)
    {
      const StEdge    *edge = st_edit_find_link (s, self->selected_link[0], self->selected_link[1]);
      const StNode    *a = st_board_find_node (s->board, self->selected_link[0]);
      const StNode    *b = st_board_find_node (s->board, self->selected_link[1]);
      g_autofree char *title = NULL;

      if (edge != NULL && a != NULL && b != NULL)
        {
          title = g_strdup_printf (_ ("Link %s – %s"), st_page_text (a->name, a->id),
                                   st_page_text (b->name, b->id));
          g_autoptr (GPtrArray) edges = g_ptr_array_new ();

          g_ptr_array_add (edges, (gpointer) edge);
          group = feature_group (self, s, edges, title, TRUE);
        }
    }

  set_group (self, &self->selection_group, group, self->options_group);
}

static void
problem_activated_cb (AdwActionRow *row, StBoardPage *self)
{
  const StLintProblem *problem = g_object_get_data (G_OBJECT (row), "problem");

  if (problem == NULL)
    return;
  if (problem->has_cell)
    st_board_page_select_cell (self, problem->cell);
  else if (problem->node != NULL)
    st_board_page_select_node (self, problem->node);
}

/* The page and widget where a problem is fixed, when it is not on the board:
 * the parameter's row, the unit type's or the unit's row, the side's units. */
static gboolean
problem_destination (const StLintProblem *problem, const char **part, const char **focus, const char **label)
{
  *part = "units";
  *label = _ ("_Sides and Units");
  if (problem->rules_section != NULL)
    {
      /* A rules text's markup: its section, selected on the Rules page. */
      *part = "rules";
      *focus = problem->rules_section;
      *label = _ ("Rules text");
    }
  else if (problem->param != NULL)
    {
      *part = "parameters";
      *focus = problem->param;
      *label = _ ("_Parameters");
    }
  else if (problem->unit_type != NULL)
    *focus = problem->unit_type;
  else if (problem->unit != NULL && !problem->has_cell && problem->node == NULL)
    *focus = problem->unit;
  else if (problem->side != NULL)
    /* The button that adds the unit types the side lacks, rather than the side's
     * name, where typing would rename it. */
    *focus = "add-unit-type";
  else
    return FALSE;
  return TRUE;
}

static void
problem_go_cb (GtkButton *button, StBoardPage *self)
{
  const StLintProblem *problem = g_object_get_data (G_OBJECT (button), "problem");
  const char          *part, *focus, *label;

  if (problem != NULL && problem_destination (problem, &part, &focus, &label))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.show-part", "(ss)", part, focus ? focus : "");
}

static void
add_problem_button (StBoardPage *self, GtkWidget *row, const StLintProblem *problem)
{
  const char *part, *focus, *label;
  GtkWidget  *button;

  if (!problem_destination (problem, &part, &focus, &label))
    return;
  button = gtk_button_new_with_mnemonic (label);
  gtk_widget_set_name (button, "go-to-fix");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _ ("Go to where this is changed"));
  g_object_set_data (G_OBJECT (button), "problem", (gpointer) problem);
  g_signal_connect_object (button, "clicked", G_CALLBACK (problem_go_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
}

/* The first ten problems are shown at once, the rest (up to fifty) when asked
 * for: fifty rows were a quarter of the first frame's processor time on the
 * 200x200 board (issue 24, docs/performance.md). Their wrapped labels are now
 * laid out once a width (st-width-first.c), but making a row is still about
 * 1.7 M instructions. */
#define PROBLEMS_SHOWN_FIRST 10
#define PROBLEMS_SHOWN_MOST 50

static void
add_problem_rows (StBoardPage *self, GtkWidget *group, guint from, guint to)
{
  for (guint i = from; i < to; i++)
    {
      const StLintProblem *problem = g_ptr_array_index (self->problems, i);
      GtkWidget           *row = st_page_new_row (problem->message, NULL);
      GtkWidget           *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      gtk_widget_add_css_class (icon, problem->kind == ST_LINT_CANNOT_PLAY ? "error" : "warning");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      if (problem->kind == ST_LINT_CANNOT_PLAY)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                     _ ("Play-Test and the rule overlays cannot start until this "
                                        "is fixed"));
      add_problem_button (self, row, problem);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), problem->has_cell || problem->node);
      g_object_set_data (G_OBJECT (row), "problem", (gpointer) problem);
      g_signal_connect_object (row, "activated", G_CALLBACK (problem_activated_cb), self, 0);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
}

static void
more_problems_activated_cb (AdwActionRow *row, StBoardPage *self)
{
  GtkWidget *group = g_object_get_data (G_OBJECT (row), "group");
  guint      n = self->problems ? self->problems->len : 0;

  /* Hidden rather than removed: it is the row being activated. */
  gtk_widget_set_visible (GTK_WIDGET (row), FALSE);
  add_problem_rows (self, group, MIN (n, PROBLEMS_SHOWN_FIRST), MIN (n, PROBLEMS_SHOWN_MOST));
}

void
st_board_properties_rebuild_problems (StBoardPage *self)
{
  GtkWidget *group = NULL;
  guint      n = self->problems ? self->problems->len : 0;

  st_board_properties_cancel_problems (self);
  if (st_board_page_scenario (self) != NULL)
    {
      self->problems_filled = TRUE;
      g_autofree char *title = g_strdup_printf (ngettext ("%u problem", "%u problems", n), n);

      group = st_page_new_group (n > 0 ? title : _ ("No problems"), NULL);
      gtk_widget_set_name (group, "problems");
      if (n == 0)
        adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                               _ ("The set-up follows the rules the editor checks, and "
                                                  "the scenario can be play-tested."));
      add_problem_rows (self, group, 0, MIN (n, PROBLEMS_SHOWN_FIRST));
      if (n > PROBLEMS_SHOWN_FIRST)
        {
          guint            rest = MIN (n, PROBLEMS_SHOWN_MOST) - PROBLEMS_SHOWN_FIRST;
          g_autofree char *more =
              g_strdup_printf (ngettext ("Show %u more problem", "Show %u more problems", rest), rest);
          GtkWidget *row = st_page_new_row (more, NULL);

          gtk_widget_set_name (row, "more-problems");
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
          g_object_set_data (G_OBJECT (row), "group", group);
          g_signal_connect_object (row, "activated", G_CALLBACK (more_problems_activated_cb), self, 0);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        }
    }
  set_group (self, &self->problems_group, group,
             self->selection_group ? self->selection_group : self->options_group);
}

/* The app (main.c) opens a file before its window's first frame: the rows of
 * the problems, their labels made and measured, are left to right after the
 * frame that shows the board (issue 24, docs/performance.md). The problems
 * themselves, marked on the board, are found before it. */
static gboolean problems_after_paint;

void
st_board_page_fill_problems_after_paint (gboolean after)
{
  problems_after_paint = after;
}

void
st_board_properties_cancel_problems (StBoardPage *self)
{
  if (self->problems_paint_id != 0)
    g_signal_handler_disconnect (self->problems_clock, self->problems_paint_id);
  self->problems_paint_id = 0;
  g_clear_object (&self->problems_clock);
}

static void
problems_after_paint_cb (GdkFrameClock *clock, StBoardPage *self)
{
  st_board_properties_rebuild_problems (self);
}

void
st_board_properties_queue_problems (StBoardPage *self)
{
  GtkRoot       *root = gtk_widget_get_root (GTK_WIDGET (self));
  GdkFrameClock *clock = root != NULL ? gtk_widget_get_frame_clock (GTK_WIDGET (root)) : NULL;

  if (!problems_after_paint || self->problems_filled || clock == NULL
      || st_board_page_scenario (self) == NULL)
    {
      st_board_properties_rebuild_problems (self);
      return;
    }
  st_board_properties_cancel_problems (self);
  /* Rows already there would point at the problems just replaced. */
  set_group (self, &self->problems_group, NULL, NULL);
  self->problems_clock = g_object_ref (clock);
  self->problems_paint_id =
      g_signal_connect (clock, "after-paint", G_CALLBACK (problems_after_paint_cb), self);
}
