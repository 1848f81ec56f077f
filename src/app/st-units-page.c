/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-units-page"

#include "config.h"

#include <glib/gi18n.h>

#include "st-swatch.h"
#include "st-units-page.h"

struct _StUnitsPage
{
  StPage parent_instance;

  AdwPreferencesPage *page;
};

G_DEFINE_FINAL_TYPE (StUnitsPage, st_units_page, ST_TYPE_PAGE)

static const struct
{
  const char *id;
  const char *label;
} arm_labels[] = {
  { "infantry", N_ ("Infantry") },
  { "cavalry", N_ ("Cavalry") },
  { "artillery", N_ ("Artillery") },
  { "capital", N_ ("Capital") },
  { "leader", N_ ("Leader") },
  { "cannon", N_ ("Cannon") },
  { "skirmisher", N_ ("Skirmisher") },
  { "machine-gun", N_ ("Machine gun") },
  { "armoured-train", N_ ("Armoured train") },
  { "gas", N_ ("Gas") },
  { "aviation", N_ ("Aviation") },
};

static const char *
arm_label (const char *arm)
{
  for (guint i = 0; i < G_N_ELEMENTS (arm_labels); i++)
    if (g_strcmp0 (arm, arm_labels[i].id) == 0)
      return _ (arm_labels[i].label);

  return arm;
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

  return st_cell_to_string (unit->cell);
}

static GtkWidget *
new_unit_row (StScenario *scenario, const StUnit *unit)
{
  const StUnitType *type = st_scenario_find_unit_type (scenario, unit->type);
  g_autofree char  *type_text = type ? describe_type (scenario, type) : g_strdup (unit->type);
  g_autofree char  *position = describe_position (scenario, unit);
  g_autofree char  *subtitle = NULL;
  const char       *title;
  GtkWidget        *row;

  /* Named units (manoeuvre) show their name; the others their type. */
  if (unit->name != NULL && !st_text_is_empty (unit->name))
    title = st_page_text (unit->name, unit->id);
  else
    title = type ? st_page_text (type->name, type->id) : unit->id;

  if (unit->reduced)
    subtitle = g_strdup_printf ("%s · %s · %s", unit->id, type_text, _ ("Reduced"));
  else
    subtitle = g_strdup_printf ("%s · %s", unit->id, type_text);

  row = st_page_new_row (title, subtitle);
  gtk_widget_set_name (row, unit->id);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), st_page_new_value_label (position));

  return row;
}

static void
add_side (StUnitsPage *self, StScenario *scenario, const StSide *side)
{
  g_autofree char *description = NULL;
  GtkWidget       *group;
  guint            n_units = 0;
  guint            n_reserve = 0;

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

  group = st_page_new_group (st_page_text (side->name, side->id), description);
  gtk_widget_set_name (group, side->id);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), st_swatch_new (side->color));

  for (guint i = 0; i < scenario->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);

      if (g_strcmp0 (unit->side, side->id) == 0)
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), new_unit_row (scenario, unit));
    }

  st_page_add_group (ST_PAGE (self), self->page, group);
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

  st_page_add_group (ST_PAGE (self), self->page, group);
}

static void
st_units_page_rebuild (StPage *page, StScenario *scenario)
{
  StUnitsPage *self = ST_UNITS_PAGE (page);

  st_page_clear_groups (page, self->page);

  if (scenario == NULL)
    return;

  for (guint i = 0; i < scenario->sides->len; i++)
    add_side (self, scenario, g_ptr_array_index (scenario->sides, i));
  add_unit_types (self, scenario);
}

static void
st_units_page_class_init (StUnitsPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  StPageClass    *page_class = ST_PAGE_CLASS (klass);

  page_class->rebuild = st_units_page_rebuild;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-units-page.ui");
  gtk_widget_class_bind_template_child (widget_class, StUnitsPage, page);
}

static void
st_units_page_init (StUnitsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
st_units_page_new (void)
{
  return g_object_new (ST_TYPE_UNITS_PAGE, NULL);
}
