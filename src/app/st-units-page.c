/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-units-page"

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "core/st-edit-tables.h"
#include "core/st-labels.h"

#include "st-edit-rows.h"
#include "st-a11y.h"
#include "st-table-page.h"
#include "st-swatch.h"
#include "st-units-page.h"

/* The sides, their units and the unit types. With a history the sides' names
 * and colours and the unit types with the family's values are edited in
 * place; the rows are refreshed in place after an edit as long as the same
 * sides, units and unit types are listed (see st-table-page.h). */
struct _StUnitsPage
{
  StTablePage parent_instance;
};

G_DEFINE_FINAL_TYPE (StUnitsPage, st_units_page, ST_TYPE_TABLE_PAGE)

static const char *
arm_label (const char *arm)
{
  const char *label = st_arm_label (arm);

  return label ? label : arm;
}

/* "Attack strength 4, Defence strength 4, Movement allowance 3" in the order of
 * the family's table, so that every unit of a game reads the same way. */
static char *
describe_values (StScenario *scenario, const StUnitType *type)
{
  g_autoptr (GString) str = g_string_new (NULL);
  const StAttrSpec *specs;
  guint             n_specs;

  specs = st_family_unit_type_attrs (scenario->family, &n_specs);
  for (guint i = 0; i < n_specs; i++)
    {
      const char *value = st_attrs_get (type->attrs, specs[i].name);

      if (value == NULL)
        continue;
      if (str->len > 0)
        g_string_append (str, ", ");
      g_string_append_printf (str, "%s %s", specs[i].label ? _ (specs[i].label) : specs[i].name, value);
    }

  return g_string_free (g_steal_pointer (&str), FALSE);
}

static char *
describe_type (StScenario *scenario, const StUnitType *type)
{
  const char      *name = st_page_text (type->name, type->id);
  const char      *arm = arm_label (type->arm);
  g_autofree char *values = describe_values (scenario, type);
  g_autoptr (GString) str = g_string_new (name);

  /* The arm adds nothing when the type is named after it. */
  if (arm != NULL && g_utf8_collate (name, arm) != 0)
    g_string_append_printf (str, " (%s)", arm);
  if (*values != '\0')
    g_string_append_printf (str, " · %s", values);

  return g_string_free (g_steal_pointer (&str), FALSE);
}

static char *
describe_position (StScenario *scenario, const StUnit *unit)
{
  if (!unit->placed)
    return g_strdup (_ ("Reserve"));

  if (unit->node != NULL)
    {
      const StNode *node = st_board_find_node (scenario->board, unit->node);
      return g_strdup (node ? st_page_text (node->name, node->id) : unit->node);
    }

  /* The label the map prints on the hex, as the board page shows it. */
  return st_board_cell_label (scenario->board, unit->cell);
}

static void
refresh_unit_row (GtkWidget *row, StScenario *scenario, gpointer user_data)
{
  const StUnit     *unit = st_scenario_find_unit (scenario, st_edit_row_get_id (row));
  const StUnitType *type;
  g_autofree char  *type_text = NULL;
  g_autofree char  *position = NULL;
  g_autofree char  *subtitle = NULL;
  g_autofree char  *title = NULL;

  if (unit == NULL)
    return;
  type = st_scenario_find_unit_type (scenario, unit->type);
  type_text = type ? describe_type (scenario, type) : g_strdup (unit->type);
  position = describe_position (scenario, unit);

  /* Named units (manoeuvre) show their name; the others their type and
   * number ("Infantry 2"), as the board page names them. */
  title = st_unit_short_label (scenario, unit);
  if (unit->reduced)
    subtitle = g_strdup_printf ("%s · %s", type_text, _ ("Reduced"));
  else
    subtitle = g_strdup (type_text);

  st_edit_row_set_titles (row, title, subtitle);
  gtk_label_set_text (GTK_LABEL (g_object_get_data (G_OBJECT (row), "position")), position);
}

static GtkWidget *
new_unit_row (StUnitsPage *self, StScenario *scenario, const StUnit *unit)
{
  GtkWidget *row = st_page_new_row (unit->id, NULL);
  GtkWidget *position = st_page_new_value_label ("");

  gtk_widget_set_name (row, unit->id);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), position);
  g_object_set_data (G_OBJECT (row), "position", position);
  st_edit_row_set_target (row, unit->id, NULL);
  st_edit_row_set_refresh (row, refresh_unit_row, self);
  refresh_unit_row (row, scenario, self);
  st_table_page_add_row (ST_TABLE_PAGE (self), row);

  return row;
}

static void
refresh_side_group (GtkWidget *group, StScenario *scenario, gpointer user_data)
{
  const StSide    *side = st_scenario_find_side (scenario, st_edit_row_get_id (group));
  g_autofree char *description = NULL;
  g_autofree char *title = NULL;
  guint            n_units = 0;
  guint            n_reserve = 0;

  if (side == NULL)
    return;
  for (guint i = 0; i < scenario->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);

      if (g_strcmp0 (unit->side, side->id) != 0)
        continue;
      n_units++;
      if (!unit->placed)
        n_reserve++;
    }

  if (n_reserve > 0)
    {
      g_autofree char *units = g_strdup_printf (ngettext ("%u unit", "%u units", n_units), n_units);
      g_autofree char *reserve =
          g_strdup_printf (ngettext ("%u in reserve", "%u in reserve", n_reserve), n_reserve);
      description = g_strdup_printf ("%s, %s", units, reserve);
    }
  else
    {
      description = g_strdup_printf (ngettext ("%u unit", "%u units", n_units), n_units);
    }

  /* A group's title and description are markup. */
  title = g_markup_escape_text (st_page_text (side->name, side->id), -1);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  st_swatch_set_color (ST_SWATCH (g_object_get_data (G_OBJECT (group), "swatch")), side->color);
}

static void
add_side (StUnitsPage *self, StScenario *scenario, const StSide *side)
{
  GtkWidget *group = st_page_new_group (side->id, NULL);
  GtkWidget *swatch = st_swatch_new (side->color);

  gtk_widget_set_name (group, side->id);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), swatch);
  g_object_set_data (G_OBJECT (group), "swatch", swatch);
  st_edit_row_set_target (group, side->id, NULL);
  st_edit_row_set_refresh (group, refresh_side_group, self);
  refresh_side_group (group, scenario, self);
  st_table_page_add_row (ST_TABLE_PAGE (self), group);

  for (guint i = 0; i < scenario->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);

      if (g_strcmp0 (unit->side, side->id) == 0)
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), new_unit_row (self, scenario, unit));
    }

  st_table_page_add_group (ST_TABLE_PAGE (self), group);
}

static void
add_unit_types (StUnitsPage *self, StScenario *scenario)
{
  GtkWidget *group;

  if (scenario->unit_types->len == 0)
    return;

  group = st_page_new_group (_ ("Unit Types"), NULL);

  for (guint i = 0; i < scenario->unit_types->len; i++)
    {
      const StUnitType *type = g_ptr_array_index (scenario->unit_types, i);
      g_autofree char  *values = describe_values (scenario, type);
      g_autofree char  *subtitle = NULL;
      GtkWidget        *row;

      if (*values != '\0')
        subtitle = g_strdup_printf ("%s · %s", arm_label (type->arm), values);
      else
        subtitle = g_strdup (arm_label (type->arm));

      row = st_page_new_row (st_page_text (type->name, type->id), subtitle);
      gtk_widget_set_name (row, type->id);

      if (type->side != NULL)
        {
          const StSide *side = st_scenario_find_side (scenario, type->side);
          adw_action_row_add_suffix (
              ADW_ACTION_ROW (row),
              st_page_new_value_label (side ? st_page_text (side->name, side->id) : type->side));
        }

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  st_table_page_add_group (ST_TABLE_PAGE (self), group);
}

/* Editing */

static void
side_name_changed (GtkWidget *row, gpointer user_data)
{
  StUnitsPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_rename_side (work, st_edit_row_get_id (row), st_page_edit_language (work),
                                 st_edit_row_get_text (row), &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error, "side.rename",
                             _ ("Rename Side"), NULL);
}

static void
side_color_changed (GtkWidget *button, gpointer user_data)
{
  StUnitsPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *color = st_edit_row_get_color (button);
  gboolean         changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_set_side_color (work, st_edit_row_get_id (button), color, &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), button, work, changed, error, "side.colour",
                             _ ("Change Side Colour"), NULL);
}

/* A side's home (Manöver), in the order of the Home row's choices. */
static const char *const side_homes[] = { NULL, "north", "south" };

static void
side_home_changed (GtkWidget *row, gpointer user_data)
{
  StUnitsPage *self = user_data;
  guint        selected = st_edit_row_get_selected (row);
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if (selected >= G_N_ELEMENTS (side_homes)
      || (work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_set_side_home (work, st_edit_row_get_id (row), side_homes[selected], &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error, "side.home",
                             _ ("Change Side's Home"), NULL);
}

static void
refresh_side_row (GtkWidget *row, StScenario *scenario, gpointer user_data)
{
  const StSide *side = st_scenario_find_side (scenario, st_edit_row_get_id (row));

  if (side == NULL)
    return;
  if (g_strcmp0 (st_edit_row_get_key (row), "color") == 0)
    st_edit_row_set_color (row, side->color);
  else if (g_strcmp0 (st_edit_row_get_key (row), "home") == 0)
    st_edit_row_set_selected (row, g_strcmp0 (side->home, "north") == 0   ? 1
                                   : g_strcmp0 (side->home, "south") == 0 ? 2
                                                                          : 0);
  else
    st_edit_row_set_name (row, scenario, side->name);
}

static void
add_sides_editor (StUnitsPage *self, StScenario *scenario)
{
  GtkWidget *group = st_page_new_group (_ ("Sides"), _ ("The two players, with the colour of their pieces."));

  for (guint i = 0; i < scenario->sides->len; i++)
    {
      const StSide *side = g_ptr_array_index (scenario->sides, i);
      GtkWidget    *row =
          st_edit_row_new_entry (i == 0 ? _ ("First side") : _ ("Second side"), side_name_changed, self);
      GtkWidget *color = st_edit_row_new_color_button (side_color_changed, self);

      gtk_widget_set_name (row, side->id);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), color);
      st_edit_row_set_target (row, side->id, "name");
      st_edit_row_set_target (color, side->id, "color");
      st_edit_row_set_refresh (row, refresh_side_row, self);
      st_edit_row_set_refresh (color, refresh_side_row, self);
      st_table_page_add_row (ST_TABLE_PAGE (self), row);
      st_table_page_add_row (ST_TABLE_PAGE (self), color);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      if (scenario->family->side_homes)
        {
          /* Translators: the end of the map a side belongs to. */
          const char *homes[] = { _ ("Not set"), _ ("North"), _ ("South") };
          const char *labels[] = { homes[0], homes[1], homes[2], NULL };
          GtkWidget  *home = st_edit_row_new_combo (
               i == 0 ? _ ("First side's home") : _ ("Second side's home"), labels, side_home_changed, self);

          adw_action_row_set_subtitle (ADW_ACTION_ROW (home),
                                       _ ("The north side moves first; backwards is towards a side's home"));
          {
            g_autofree char *name = g_strdup_printf ("home-%s", side->id);
            gtk_widget_set_name (home, name);
          }
          st_edit_row_set_target (home, side->id, "home");
          st_edit_row_set_refresh (home, refresh_side_row, self);
          refresh_side_row (home, scenario, self);
          st_table_page_add_row (ST_TABLE_PAGE (self), home);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), home);
        }
    }

  st_table_page_add_group (ST_TABLE_PAGE (self), group);
}

static const StAttrSpec *
find_spec (const StFamily *family, const char *name)
{
  guint             n_specs;
  const StAttrSpec *specs = st_family_unit_type_attrs (family, &n_specs);

  for (guint i = 0; i < n_specs; i++)
    if (g_str_equal (specs[i].name, name))
      return &specs[i];
  return NULL;
}

static void
type_name_changed (GtkWidget *row, gpointer user_data)
{
  StUnitsPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_rename_unit_type (work, st_edit_row_get_id (row), st_page_edit_language (work),
                                      st_edit_row_get_text (row), &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error, "unit-type.rename",
                             _ ("Rename Unit Type"), NULL);
}

static void
type_value_changed (GtkWidget *row, gpointer user_data)
{
  StUnitsPage     *self = user_data;
  const char      *id = st_edit_row_get_id (row);
  const char      *attr = st_edit_row_get_key (row);
  g_autofree char *value = g_strdup_printf ("%d", st_edit_row_get_int (row));
  g_autofree char *label = NULL;
  g_autofree char *merge_key = NULL;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  const StAttrSpec *spec;
  const StUnitType *type;
  gboolean          changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_set_unit_type_attr (work, id, attr, value, &error);
  spec = find_spec (work->family, attr);
  type = st_scenario_find_unit_type (work, id);
  /* Translators: an undo step, e.g. "Change Attack strength of Infantry". */
  label = g_strdup_printf (_ ("Change %s of %s"), spec && spec->label ? _ (spec->label) : attr,
                           type ? st_page_text (type->name, id) : id);
  merge_key = g_strdup_printf ("unit-type:%s:%s", id, attr);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error, "unit-type.attribute", label,
                             merge_key);
}

static void
type_side_changed (GtkWidget *row, gpointer user_data)
{
  StUnitsPage     *self = user_data;
  const char      *id = st_edit_row_get_id (row);
  guint            selected = st_edit_row_get_selected (row);
  g_autofree char *label = NULL;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  const StUnitType *type;
  const char       *side = NULL;
  gboolean          changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  /* The first choice is both sides, then the sides in order. */
  if (selected > 0 && selected <= work->sides->len)
    side = ((StSide *) g_ptr_array_index (work->sides, selected - 1))->id;
  changed = st_edit_set_unit_type_side (work, id, side, &error);
  type = st_scenario_find_unit_type (work, id);
  /* Translators: an undo step, e.g. "Change Side of Hussars". */
  label = g_strdup_printf (_ ("Change Side of %s"), type ? st_page_text (type->name, id) : id);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error, "unit-type.side", label, NULL);
}

static void
type_remove_clicked (GtkWidget *button, gpointer user_data)
{
  StUnitsPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_remove_unit_type (work, st_edit_row_get_id (button), &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), NULL, work, changed, error, "unit-type.remove",
                             _ ("Remove Unit Type"), NULL);
}

static void
add_type_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StUnitsPage *self = ST_UNITS_PAGE (widget);
  const char  *arm = g_variant_get_string (parameter, NULL);
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  id = st_edit_add_unit_type (work, arm, NULL, arm_label (arm), &error);
  /* The new type opens, ready for its name and values. */
  if (id != NULL)
    {
      st_table_page_expand (ST_TABLE_PAGE (self), id);
      st_table_page_focus_after_build (ST_TABLE_PAGE (self), id, "name");
    }
  st_table_page_finish_edit (ST_TABLE_PAGE (self), NULL, work, id != NULL, error, "unit-type.add",
                             _ ("Add Unit Type"), NULL);
}

/* The choices of a unit type's side: both, then the sides in order. */
static GPtrArray *
side_choices (StScenario *scenario)
{
  GPtrArray *sides = g_ptr_array_new ();

  g_ptr_array_add (sides, (gpointer) _ ("Both sides"));
  for (guint i = 0; i < scenario->sides->len; i++)
    {
      const StSide *side = g_ptr_array_index (scenario->sides, i);
      g_ptr_array_add (sides, (gpointer) st_page_text (side->name, side->id));
    }
  g_ptr_array_add (sides, NULL);
  return sides;
}

static void
refresh_type_row (GtkWidget *row, StScenario *scenario, gpointer user_data)
{
  const StUnitType *type = st_scenario_find_unit_type (scenario, st_edit_row_get_id (row));
  const char       *key = st_edit_row_get_key (row);
  GtkWidget        *remove;
  g_autofree char  *values = NULL;
  g_autofree char  *subtitle = NULL;
  guint             n_units = 0;

  if (type == NULL)
    return;
  if (g_strcmp0 (key, "name") == 0)
    {
      st_edit_row_set_name (row, scenario, type->name);
      return;
    }
  if (g_strcmp0 (key, "side") == 0)
    {
      g_autoptr (GPtrArray) sides = side_choices (scenario);
      int index = type->side ? st_scenario_side_index (scenario, type->side) : -1;

      st_edit_row_set_choices (row, (const char *const *) sides->pdata);
      st_edit_row_set_selected (row, (guint) (index + 1));
      return;
    }
  if (key != NULL)
    {
      const char       *value = st_attrs_get (type->attrs, key);
      const StAttrSpec *spec = find_spec (scenario->family, key);

      if (value == NULL && spec != NULL)
        value = spec->default_value;
      st_edit_row_set_int (row, value ? atoi (value) : 0);
      return;
    }

  values = describe_values (scenario, type);
  subtitle =
      *values ? g_strdup_printf ("%s · %s", arm_label (type->arm), values) : g_strdup (arm_label (type->arm));
  if (type->side != NULL)
    {
      const StSide    *side = st_scenario_find_side (scenario, type->side);
      g_autofree char *with_side =
          g_strdup_printf ("%s · %s", subtitle, side ? st_page_text (side->name, side->id) : type->side);
      g_free (subtitle);
      subtitle = g_steal_pointer (&with_side);
    }
  st_edit_row_set_titles (row, st_page_text (type->name, type->id), subtitle);

  for (guint i = 0; i < scenario->units->len; i++)
    if (g_strcmp0 (((StUnit *) g_ptr_array_index (scenario->units, i))->type, type->id) == 0)
      n_units++;
  remove = g_object_get_data (G_OBJECT (row), "remove");
  gtk_widget_set_sensitive (remove, n_units == 0);
  gtk_widget_set_tooltip_text (remove, n_units == 0 ? _ ("Remove Unit Type")
                                                    : _ ("Units of this type are in the scenario"));
}

static void
add_type_value_row (StUnitsPage *self, GtkWidget *expander, GtkWidget *row, const char *id, const char *key)
{
  gtk_widget_set_name (row, key);
  st_edit_row_set_target (row, id, key);
  st_edit_row_set_refresh (row, refresh_type_row, self);
  st_table_page_add_row (ST_TABLE_PAGE (self), row);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
}

static GtkWidget *
new_side_row (StUnitsPage *self, StScenario *scenario)
{
  g_autoptr (GPtrArray) sides = side_choices (scenario);

  return st_edit_row_new_combo (_ ("Side"), (const char *const *) sides->pdata, type_side_changed, self);
}

static GtkWidget *
new_type_row (StUnitsPage *self, StScenario *scenario, const StUnitType *type)
{
  GtkWidget *row = adw_expander_row_new ();
  GtkWidget *remove =
      st_edit_row_new_button ("user-trash-symbolic", _ ("Remove Unit Type"), type_remove_clicked, self);
  guint             n_specs;
  const StAttrSpec *specs = st_family_unit_type_attrs (scenario->family, &n_specs);

  gtk_widget_set_name (row, type->id);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), remove);
  g_object_set_data (G_OBJECT (row), "remove", remove);
  gtk_widget_set_name (remove, "remove");
  st_edit_row_set_target (row, type->id, NULL);
  st_edit_row_set_target (remove, type->id, NULL);
  st_edit_row_set_refresh (row, refresh_type_row, self);
  st_table_page_add_row (ST_TABLE_PAGE (self), row);

  add_type_value_row (self, row, st_edit_row_new_entry (_ ("Name"), type_name_changed, self), type->id,
                      "name");
  add_type_value_row (self, row, new_side_row (self, scenario), type->id, "side");
  for (guint i = 0; i < n_specs; i++)
    {
      GtkWidget *value;

      if (specs[i].type != ST_VALUE_INT
          || (specs[i].only_for != NULL && !g_str_equal (specs[i].only_for, type->arm)))
        continue;
      value = st_edit_row_new_spin (specs[i].label ? _ (specs[i].label) : specs[i].name, NULL, specs[i].min,
                                    specs[i].max, type_value_changed, self);
      add_type_value_row (self, row, value, type->id, specs[i].name);
    }

  st_table_page_track_expander (ST_TABLE_PAGE (self), row, type->id);
  return row;
}

static GtkWidget *
new_add_type_button (StScenario *scenario)
{
  const char *const *arms = st_family_arms (scenario->family);
  g_autoptr (GMenu) menu = g_menu_new ();
  GtkWidget *button = gtk_menu_button_new ();

  for (guint i = 0; arms[i] != NULL; i++)
    {
      g_autoptr (GMenuItem) item = g_menu_item_new (arm_label (arms[i]), NULL);
      g_menu_item_set_action_and_target (item, "units.add-type", "s", arms[i]);
      g_menu_append_item (menu, item);
    }
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "list-add-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_menu_button_set_has_frame (GTK_MENU_BUTTON (button), FALSE);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  st_a11y_name_and_tooltip (button, _ ("Add Unit Type"));
  gtk_widget_set_name (button, "add-unit-type");
  return button;
}

static void
add_editable_unit_types (StUnitsPage *self, StScenario *scenario)
{
  GtkWidget *group = st_page_new_group (_ ("Unit Types"), NULL);

  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), new_add_type_button (scenario));
  /* Units are placed on the board by type: say where to begin. */
  if (scenario->unit_types->len == 0)
    {
      GtkWidget *placeholder = st_page_new_row (
          _ ("No unit types yet"),
          _ ("Add one with the + button; the Units tool of the board places units of these types."));

      gtk_widget_set_name (placeholder, "no-unit-types");
      adw_action_row_add_prefix (ADW_ACTION_ROW (placeholder),
                                 gtk_image_new_from_icon_name ("dialog-information-symbolic"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), placeholder);
    }
  for (guint i = 0; i < scenario->unit_types->len; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               new_type_row (self, scenario, g_ptr_array_index (scenario->unit_types, i)));

  st_table_page_add_group (ST_TABLE_PAGE (self), group);
}

/* The sides, units and unit types listed, in order (see st-table-page.h). */
static char *
st_units_page_compute_shape (StTablePage *page, StScenario *scenario)
{
  GString *shape = g_string_new (st_family_id (scenario->family));

  g_string_append_c (shape, '/');
  for (guint i = 0; i < scenario->sides->len; i++)
    g_string_append_printf (shape, "%s ", ((StSide *) g_ptr_array_index (scenario->sides, i))->id);
  g_string_append_c (shape, '/');
  for (guint i = 0; i < scenario->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);
      g_string_append_printf (shape, "%s:%s ", unit->id, unit->side);
    }
  g_string_append_c (shape, '/');
  for (guint i = 0; i < scenario->unit_types->len; i++)
    {
      const StUnitType *type = g_ptr_array_index (scenario->unit_types, i);
      g_string_append_printf (shape, "%s:%s ", type->id, type->arm);
    }
  return g_string_free (shape, FALSE);
}

static void
st_units_page_build (StTablePage *page, StScenario *scenario, gboolean editable)
{
  StUnitsPage *self = ST_UNITS_PAGE (page);

  if (editable)
    {
      add_sides_editor (self, scenario);
      add_editable_unit_types (self, scenario);
      for (guint i = 0; i < scenario->sides->len; i++)
        add_side (self, scenario, g_ptr_array_index (scenario->sides, i));
    }
  else
    {
      for (guint i = 0; i < scenario->sides->len; i++)
        add_side (self, scenario, g_ptr_array_index (scenario->sides, i));
      add_unit_types (self, scenario);
    }
}

static void
st_units_page_rebuild (StPage *page, StScenario *scenario)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (page), "units.add-type",
                                 scenario != NULL && st_page_get_history (page) != NULL);
  ST_PAGE_CLASS (st_units_page_parent_class)->rebuild (page, scenario);
}

static void
st_units_page_class_init (StUnitsPageClass *klass)
{
  GtkWidgetClass   *widget_class = GTK_WIDGET_CLASS (klass);
  StPageClass      *page_class = ST_PAGE_CLASS (klass);
  StTablePageClass *table_class = ST_TABLE_PAGE_CLASS (klass);

  page_class->rebuild = st_units_page_rebuild;
  table_class->build = st_units_page_build;
  table_class->compute_shape = st_units_page_compute_shape;

  gtk_widget_class_install_action (widget_class, "units.add-type", "s", add_type_action);
}

static void
st_units_page_init (StUnitsPage *self)
{
}

GtkWidget *
st_units_page_new (void)
{
  return g_object_new (ST_TYPE_UNITS_PAGE, NULL);
}
