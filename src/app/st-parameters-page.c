/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-parameters-page"

#include "config.h"

#include <glib/gi18n.h>

#include "st-parameters-page.h"

struct _StParametersPage
{
  StPage parent_instance;

  AdwPreferencesPage *page;
};

G_DEFINE_FINAL_TYPE (StParametersPage, st_parameters_page, ST_TYPE_PAGE)

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

  st_page_add_group (ST_PAGE (self), self->page, group);
}

static char *
format_crt_range (const StCrtRow *row)
{
  if (row->has_min && row->has_max && row->min == row->max)
    return g_strdup_printf ("%+d", row->min);
  if (row->has_min && row->has_max)
    /* Translators: a range of attack minus defence differences, e.g. "+2 to +3". */
    return g_strdup_printf (_ ("%+d to %+d"), row->min, row->max);
  if (row->has_min)
    /* Translators: an open range of differences, e.g. "+4 or more". */
    return g_strdup_printf (_ ("%+d or more"), row->min);
  if (row->has_max)
    /* Translators: an open range of differences, e.g. "-3 or less". */
    return g_strdup_printf (_ ("%+d or less"), row->max);

  return g_strdup (_ ("Any difference"));
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
      g_autofree char *range = format_crt_range (crt_row);
      const char      *label =
          (guint) crt_row->result < G_N_ELEMENTS (crt_labels) ? _ (crt_labels[crt_row->result]) : "";
      GtkWidget *row = st_page_new_row (range, label);

      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 st_page_new_value_label (st_crt_result_to_string (crt_row->result)));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  st_page_add_group (ST_PAGE (self), self->page, group);
}

static void
st_parameters_page_rebuild (StPage *page, StScenario *scenario)
{
  StParametersPage *self = ST_PARAMETERS_PAGE (page);

  st_page_clear_groups (page, self->page);

  if (scenario == NULL)
    return;

  add_parameters (self, scenario);
  add_crt (self, scenario);
}

static void
st_parameters_page_class_init (StParametersPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  StPageClass    *page_class = ST_PAGE_CLASS (klass);

  page_class->rebuild = st_parameters_page_rebuild;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-parameters-page.ui");
  gtk_widget_class_bind_template_child (widget_class, StParametersPage, page);
}

static void
st_parameters_page_init (StParametersPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
st_parameters_page_new (void)
{
  return g_object_new (ST_TYPE_PARAMETERS_PAGE, NULL);
}
