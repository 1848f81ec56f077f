/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-parameters-page"

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "core/st-edit-tables.h"
#include "core/st-labels.h"

#include "st-edit-rows.h"
#include "st-table-page.h"
#include "st-parameters-page.h"

/* The ruleset parameters and the combat results table. With a history every
 * parameter of the family is edited in place (spin buttons, switches, the
 * first side) and so are the CRT rows, which can be split and removed; rows
 * are refreshed in place while the same rows are listed (see
 * st-terrain-page.c). */
struct _StParametersPage
{
  StTablePage parent_instance;
};

G_DEFINE_FINAL_TYPE (StParametersPage, st_parameters_page, ST_TYPE_TABLE_PAGE)

static const char *const crt_labels[] = {
  [ST_CRT_DE] = N_ ("Defender eliminated"), [ST_CRT_DR] = N_ ("Defender retreats"),
  [ST_CRT_NE] = N_ ("No effect"),           [ST_CRT_AR] = N_ ("Attacker retreats"),
  [ST_CRT_AE] = N_ ("Attacker eliminated"),
};

static char *
format_value (StScenario *scenario, const StAttrSpec *spec, const char *value)
{
  if (spec != NULL && spec->type == ST_VALUE_BOOL)
    return g_strdup (g_strcmp0 (value, "true") == 0 ? _ ("Yes") : _ ("No"));

  if (spec != NULL && spec->type == ST_VALUE_SIDE)
    {
      const StSide *side = st_scenario_find_side (scenario, value);
      if (side != NULL)
        return g_strdup (st_page_text (side->name, side->id));
    }

  return g_strdup (value ? value : "");
}

static GtkWidget *
new_param_row (
    StScenario *scenario, const StAttrSpec *spec, const char *name, const char *value, gboolean is_default)
{
  const char      *title = spec && spec->label ? _ (spec->label) : name;
  g_autofree char *text = format_value (scenario, spec, value);
  g_autofree char *subtitle = NULL;
  GtkWidget       *row;

  if (is_default)
    /* Translators: a parameter's name in the file, and a note that the scenario
     * leaves it at its default value. */
    subtitle = g_strdup_printf (_ ("%s · default"), name);
  else
    subtitle = g_strdup (name);

  row = st_page_new_row (title, subtitle);
  gtk_widget_set_name (row, name);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), st_page_new_value_label (text));

  return row;
}

guint
st_parameters_page_count_for (const StScenario *scenario)
{
  guint n_specs;
  guint n;

  g_return_val_if_fail (scenario != NULL, 0);

  st_family_params (scenario->family, &n_specs);
  n = n_specs;
  for (guint i = 0; i < scenario->params->len; i++)
    {
      const StAttr *param = g_ptr_array_index (scenario->params, i);
      if (st_family_find_param (scenario->family, param->name) == NULL)
        n++;
    }

  return n;
}

static void
add_parameters (StParametersPage *self, StScenario *scenario)
{
  g_autofree char  *description = NULL;
  const StAttrSpec *specs;
  GtkWidget        *group;
  guint             n_specs;

  specs = st_family_params (scenario->family, &n_specs);
  /* Translators: %s is a game family such as "Maneuver (hex)". */
  description =
      g_strdup_printf (_ ("Rules options of the %s game family."), st_family_display_name (scenario->family));
  group = st_page_new_group (_ ("Parameters"), description);

  for (guint i = 0; i < n_specs; i++)
    {
      const char *value = st_attrs_get (scenario->params, specs[i].name);

      adw_preferences_group_add (
          ADW_PREFERENCES_GROUP (group),
          new_param_row (scenario, &specs[i], specs[i].name,
                         value ? value : st_scenario_get_param (scenario, specs[i].name), value == NULL));
    }

  for (guint i = 0; i < scenario->params->len; i++)
    {
      const StAttr *param = g_ptr_array_index (scenario->params, i);

      if (st_family_find_param (scenario->family, param->name) == NULL)
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                   new_param_row (scenario, NULL, param->name, param->value, FALSE));
    }

  st_table_page_add_group (ST_TABLE_PAGE (self), group);
}

static void
add_crt (StParametersPage *self, StScenario *scenario)
{
  GtkWidget *group;

  if (scenario->crt == NULL || scenario->crt->len == 0)
    return;

  group = st_page_new_group (_ ("Combat Results Table"), _ ("Results by attack total minus defence total."));

  for (guint i = 0; i < scenario->crt->len; i++)
    {
      const StCrtRow  *crt_row = &g_array_index (scenario->crt, StCrtRow, i);
      g_autofree char *range = st_crt_row_range_label (crt_row);
      const char      *label =
          (guint) crt_row->result < G_N_ELEMENTS (crt_labels) ? _ (crt_labels[crt_row->result]) : "";
      GtkWidget *row = st_page_new_row (range, label);

      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 st_page_new_value_label (st_crt_result_to_string (crt_row->result)));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  st_table_page_add_group (ST_TABLE_PAGE (self), group);
}

/* Editing */

static void
param_changed (GtkWidget *row, gpointer user_data)
{
  StParametersPage *self = user_data;
  const char       *name = st_edit_row_get_key (row);
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char  *value = NULL;
  g_autofree char  *label = NULL;
  const StAttrSpec *spec;
  gboolean          changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  spec = st_family_find_param (work->family, name);
  switch (spec->type)
    {
      case ST_VALUE_INT:
        value = g_strdup_printf ("%d", st_edit_row_get_int (row));
        break;
      case ST_VALUE_BOOL:
        value = g_strdup (st_edit_row_get_bool (row) ? "true" : "false");
        break;
      case ST_VALUE_SIDE:
        {
          guint selected = st_edit_row_get_selected (row);
          if (selected >= work->sides->len)
            return;
          value = g_strdup (((StSide *) g_ptr_array_index (work->sides, selected))->id);
          break;
        }
      default:
        value = g_strdup (st_edit_row_get_text (row));
        break;
    }
  changed = st_edit_set_param (work, name, value, &error);
  /* Translators: an undo step, e.g. "Change Turn limit". */
  label = g_strdup_printf (_ ("Change %s"), spec->label ? _ (spec->label) : name);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error, "parameter.change", label,
                             spec->type == ST_VALUE_INT ? name : NULL);
}

static GPtrArray *
side_names (StScenario *scenario)
{
  GPtrArray *names = g_ptr_array_new ();

  for (guint i = 0; i < scenario->sides->len; i++)
    {
      const StSide *side = g_ptr_array_index (scenario->sides, i);
      g_ptr_array_add (names, (gpointer) st_page_text (side->name, side->id));
    }
  g_ptr_array_add (names, NULL);
  return names;
}

static void
refresh_param_row (GtkWidget *row, StScenario *scenario, gpointer user_data)
{
  const char       *name = st_edit_row_get_key (row);
  const StAttrSpec *spec = st_family_find_param (scenario->family, name);
  const char       *value = st_scenario_get_param (scenario, name);

  if (spec == NULL)
    return;
  /* Say which parameters the file leaves at the family's default. */
  if (ADW_IS_ACTION_ROW (row))
    st_edit_row_set_titles (row, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                            st_attrs_get (scenario->params, name) ? NULL : _ ("Default"));
  switch (spec->type)
    {
      case ST_VALUE_INT:
        st_edit_row_set_int (row, value ? atoi (value) : 0);
        break;
      case ST_VALUE_BOOL:
        st_edit_row_set_bool (row, g_strcmp0 (value, "true") == 0);
        break;
      case ST_VALUE_SIDE:
        {
          g_autoptr (GPtrArray) names = side_names (scenario);
          int index = st_scenario_side_index (scenario, value);

          /* The choices follow the sides' names. */
          st_edit_row_set_choices (row, (const char *const *) names->pdata);
          if (index >= 0)
            st_edit_row_set_selected (row, (guint) index);
          break;
        }
      default:
        st_edit_row_set_text (row, value);
        break;
    }
}

static GtkWidget *
new_editable_param_row (StParametersPage *self, StScenario *scenario, const StAttrSpec *spec)
{
  const char *title = spec->label ? _ (spec->label) : spec->name;
  GtkWidget  *row;

  switch (spec->type)
    {
      case ST_VALUE_INT:
        row = st_edit_row_new_spin (title, NULL, spec->min, spec->max, param_changed, self);
        break;
      case ST_VALUE_BOOL:
        row = st_edit_row_new_switch (title, NULL, param_changed, self);
        break;
      case ST_VALUE_SIDE:
        {
          g_autoptr (GPtrArray) names = side_names (scenario);
          row = st_edit_row_new_combo (title, (const char *const *) names->pdata, param_changed, self);
          break;
        }
      default:
        row = st_edit_row_new_entry (title, param_changed, self);
        break;
    }
  gtk_widget_set_name (row, spec->name);
  st_edit_row_set_target (row, NULL, spec->name);
  st_edit_row_set_refresh (row, refresh_param_row, self);
  st_table_page_add_row (ST_TABLE_PAGE (self), row);
  return row;
}

static void
add_editable_parameters (StParametersPage *self, StScenario *scenario)
{
  g_autofree char  *description = NULL;
  const StAttrSpec *specs;
  GtkWidget        *group;
  guint             n_specs;

  specs = st_family_params (scenario->family, &n_specs);
  description =
      g_strdup_printf (_ ("Rules options of the %s game family."), st_family_display_name (scenario->family));
  group = st_page_new_group (_ ("Parameters"), description);

  for (guint i = 0; i < n_specs; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               new_editable_param_row (self, scenario, &specs[i]));

  /* Parameters of other families are shown as the file has them. */
  for (guint i = 0; i < scenario->params->len; i++)
    {
      const StAttr *param = g_ptr_array_index (scenario->params, i);

      if (st_family_find_param (scenario->family, param->name) == NULL)
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                   new_param_row (scenario, NULL, param->name, param->value, FALSE));
    }

  st_table_page_add_group (ST_TABLE_PAGE (self), group);
}

static guint
crt_index (GtkWidget *row)
{
  return (guint) g_ascii_strtoull (st_edit_row_get_id (row), NULL, 10);
}

static void
crt_bound_changed (GtkWidget *row, gpointer user_data)
{
  StParametersPage *self = user_data;
  gboolean          is_min = g_str_equal (st_edit_row_get_key (row), "min");
  g_autofree char  *merge_key =
      g_strdup_printf ("crt-%s:%s", st_edit_row_get_key (row), st_edit_row_get_id (row));
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  if (is_min)
    changed = st_edit_set_crt_min (work, crt_index (row), st_edit_row_get_int (row), &error);
  else
    changed = st_edit_set_crt_max (work, crt_index (row), st_edit_row_get_int (row), &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error, "crt.change",
                             _ ("Change Combat Results Table"), merge_key);
}

static void
crt_result_changed (GtkWidget *row, gpointer user_data)
{
  StParametersPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed =
      st_edit_set_crt_result (work, crt_index (row), (StCrtResult) st_edit_row_get_selected (row), &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error, "crt.result",
                             _ ("Change Combat Result"), NULL);
}

static void
crt_split_clicked (GtkWidget *button, gpointer user_data)
{
  StParametersPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_add_crt_row (work, crt_index (button), &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), NULL, work, changed, error, "crt.split-row",
                             _ ("Split Combat Results Row"), NULL);
}

static void
crt_remove_clicked (GtkWidget *button, gpointer user_data)
{
  StParametersPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_remove_crt_row (work, crt_index (button), &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), NULL, work, changed, error, "crt.remove-row",
                             _ ("Remove Combat Results Row"), NULL);
}

static void
refresh_crt_row (GtkWidget *row, StScenario *scenario, gpointer user_data)
{
  guint           index = crt_index (row);
  const char     *key = st_edit_row_get_key (row);
  const StCrtRow *crt_row;

  if (index >= scenario->crt->len)
    return;
  crt_row = &g_array_index (scenario->crt, StCrtRow, index);
  if (g_strcmp0 (key, "min") == 0)
    st_edit_row_set_int (row, crt_row->min);
  else if (g_strcmp0 (key, "max") == 0)
    st_edit_row_set_int (row, crt_row->max);
  else if (g_strcmp0 (key, "result") == 0)
    st_edit_row_set_selected (row, crt_row->result);
  else
    {
      g_autofree char *range = st_crt_row_range_label (crt_row);
      g_autofree char *subtitle = g_strdup_printf ("%s · %s", st_crt_result_to_string (crt_row->result),
                                                   _ (crt_labels[crt_row->result]));
      st_edit_row_set_titles (row, range, subtitle);
      gtk_widget_set_sensitive (g_object_get_data (G_OBJECT (row), "remove"), scenario->crt->len > 2);
    }
}

static void
add_crt_child (StParametersPage *self, GtkWidget *expander, GtkWidget *row, const char *id, const char *key)
{
  if (key != NULL)
    gtk_widget_set_name (row, key);
  st_edit_row_set_target (row, id, key);
  st_edit_row_set_refresh (row, refresh_crt_row, self);
  st_table_page_add_row (ST_TABLE_PAGE (self), row);
  if (expander != NULL)
    adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
}

static GtkWidget *
new_crt_row (StParametersPage *self, guint index, const StCrtRow *crt_row)
{
  g_autofree char *id = g_strdup_printf ("%u", index);
  GtkWidget       *row = adw_expander_row_new ();
  GtkWidget *split = st_edit_row_new_button ("list-add-symbolic", _ ("Split Row"), crt_split_clicked, self);
  GtkWidget *remove =
      st_edit_row_new_button ("user-trash-symbolic", _ ("Remove Row"), crt_remove_clicked, self);
  const char *results[G_N_ELEMENTS (crt_labels) + 1] = { NULL };

  /* Actions are packed from the end: split comes before remove. */
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), remove);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), split);
  g_object_set_data (G_OBJECT (row), "remove", remove);
  gtk_widget_set_name (row, id);
  gtk_widget_set_name (split, "split");
  gtk_widget_set_name (remove, "remove");
  st_edit_row_set_target (split, id, NULL);
  st_edit_row_set_target (remove, id, NULL);
  add_crt_child (self, NULL, row, id, NULL);

  if (crt_row->has_min)
    add_crt_child (self, row,
                   st_edit_row_new_spin (_ ("Lowest difference"), NULL, -99, 99, crt_bound_changed, self), id,
                   "min");
  if (crt_row->has_max)
    add_crt_child (self, row,
                   st_edit_row_new_spin (_ ("Highest difference"), NULL, -99, 99, crt_bound_changed, self),
                   id, "max");
  for (guint i = 0; i < G_N_ELEMENTS (crt_labels); i++)
    results[i] = _ (crt_labels[i]);
  add_crt_child (self, row, st_edit_row_new_combo (_ ("Result"), results, crt_result_changed, self), id,
                 "result");

  st_table_page_track_expander (ST_TABLE_PAGE (self), row, id);
  return row;
}

static void
add_editable_crt (StParametersPage *self, StScenario *scenario)
{
  GtkWidget *group;

  if (!st_family_has_crt (scenario->family) && scenario->crt->len == 0)
    return;

  group =
      st_page_new_group (_ ("Combat Results Table"),
                         _ ("Results by attack total minus defence total. Each difference falls in one row; "
                            "moving a row's bound moves its neighbour's."));
  for (guint i = 0; i < scenario->crt->len; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               new_crt_row (self, i, &g_array_index (scenario->crt, StCrtRow, i)));

  st_table_page_add_group (ST_TABLE_PAGE (self), group);
}

/* The parameters, sides and CRT rows listed (see st-table-page.h). */
static char *
st_parameters_page_compute_shape (StTablePage *page, StScenario *scenario)
{
  GString *shape = g_string_new (st_family_id (scenario->family));

  g_string_append_c (shape, '/');
  for (guint i = 0; i < scenario->params->len; i++)
    g_string_append_printf (shape, "%s ", ((StAttr *) g_ptr_array_index (scenario->params, i))->name);
  g_string_append_c (shape, '/');
  for (guint i = 0; i < scenario->sides->len; i++)
    g_string_append_printf (shape, "%s ", ((StSide *) g_ptr_array_index (scenario->sides, i))->id);
  g_string_append_c (shape, '/');
  for (guint i = 0; i < scenario->crt->len; i++)
    {
      const StCrtRow *row = &g_array_index (scenario->crt, StCrtRow, i);
      g_string_append_printf (shape, "%d%d ", row->has_min, row->has_max);
    }
  return g_string_free (shape, FALSE);
}

static void
st_parameters_page_build (StTablePage *page, StScenario *scenario, gboolean editable)
{
  StParametersPage *self = ST_PARAMETERS_PAGE (page);

  if (editable)
    {
      add_editable_parameters (self, scenario);
      add_editable_crt (self, scenario);
    }
  else
    {
      add_parameters (self, scenario);
      add_crt (self, scenario);
    }
}

static void
st_parameters_page_class_init (StParametersPageClass *klass)
{
  StTablePageClass *table_class = ST_TABLE_PAGE_CLASS (klass);

  table_class->build = st_parameters_page_build;
  table_class->compute_shape = st_parameters_page_compute_shape;
}

static void
st_parameters_page_init (StParametersPage *self)
{
}

GtkWidget *
st_parameters_page_new (void)
{
  return g_object_new (ST_TYPE_PARAMETERS_PAGE, NULL);
}
