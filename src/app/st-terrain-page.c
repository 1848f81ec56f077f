/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-terrain-page"

#include "config.h"

#include <glib/gi18n.h>

#include "st-swatch.h"
#include "st-terrain-page.h"

struct _StTerrainPage
{
  StPage parent_instance;

  AdwPreferencesPage *page;
};

G_DEFINE_FINAL_TYPE (StTerrainPage, st_terrain_page, ST_TYPE_PAGE)

typedef struct
{
  const char *id;
  const char *label;
  gboolean    flag; /* 1 means "yes": show the label alone */
} EffectLabel;

static const EffectLabel effect_labels[] = {
  { "move-cost", N_ ("Movement cost"), FALSE },
  { "impassable", N_ ("Impassable"), TRUE },
  { "defense", N_ ("Defence"), FALSE },
  { "attack", N_ ("Attack"), FALSE },
  { "blocks-fire", N_ ("Blocks fire"), TRUE },
  { "cavalry-stop", N_ ("Cavalry must stop"), TRUE },
  { "no-assault-from", N_ ("No assault from here"), TRUE },
  { "no-forced-march-from", N_ ("No forced march from here"), TRUE },
  { "terrain-move-limit", N_ ("One square for leaders, cavalry and cannon"), TRUE },
};

static const struct
{
  const char *id;
  const char *label;
} pattern_labels[] = {
  { "none", N_ ("Plain colour") }, { "trees", N_ ("Trees") },    { "hills", N_ ("Hills") },
  { "marsh", N_ ("Marsh") },       { "town", N_ ("Town") },      { "water", N_ ("Water") },
  { "dots", N_ ("Dots") },         { "hatch", N_ ("Hatching") },
};

static const char *
pattern_label (const char *pattern)
{
  for (guint i = 0; i < G_N_ELEMENTS (pattern_labels); i++)
    if (g_strcmp0 (pattern, pattern_labels[i].id) == 0)
      return _ (pattern_labels[i].label);

  return pattern;
}

static char *
describe_effect (const StAttr *effect)
{
  for (guint i = 0; i < G_N_ELEMENTS (effect_labels); i++)
    {
      const EffectLabel *label = &effect_labels[i];

      if (!g_str_equal (effect->name, label->id))
        continue;

      if (label->flag)
        return g_strcmp0 (effect->value, "0") == 0 ? NULL : g_strdup (_ (label->label));

      /* Bonuses read better with their sign. */
      if (!g_str_equal (label->id, "move-cost") && effect->value[0] != '-')
        return g_strdup_printf ("%s +%s", _ (label->label), effect->value);

      return g_strdup_printf ("%s %s", _ (label->label), effect->value);
    }

  return g_strdup_printf ("%s %s", effect->name, effect->value);
}

static char *
describe_terrain (const StTerrain *terrain)
{
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) effects = g_string_new (NULL);

  /* Translators: %s is a pattern such as "Trees" drawn over a terrain's colour. */
  g_ptr_array_add (parts, g_strdup_printf (_ ("Pattern: %s"),
                                           pattern_label (terrain->pattern ? terrain->pattern : "none")));

  for (guint i = 0; i < terrain->effects->len; i++)
    {
      g_autofree char *effect = describe_effect (g_ptr_array_index (terrain->effects, i));

      if (effect == NULL)
        continue;
      if (effects->len > 0)
        g_string_append (effects, ", ");
      g_string_append (effects, effect);
    }

  if (effects->len > 0)
    g_ptr_array_add (parts, g_string_free (g_steal_pointer (&effects), FALSE));
  else
    g_ptr_array_add (parts, g_strdup (_ ("No effects")));

  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" · ", (char **) parts->pdata);
}

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
static guint *
count_cells (StScenario *scenario)
{
  g_autofree const char **grid = NULL;
  g_autoptr (GHashTable) index = NULL;
  guint *counts;
  guint  n_cells;

  grid = st_scenario_terrain_grid (scenario);
  if (grid == NULL)
    return NULL;

  index = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < scenario->terrains->len; i++)
    {
      const StTerrain *terrain = g_ptr_array_index (scenario->terrains, i);
      g_hash_table_insert (index, terrain->id, GUINT_TO_POINTER (i + 1));
    }

  counts = g_new0 (guint, scenario->terrains->len + 1);
  n_cells = (guint) scenario->board->columns * (guint) scenario->board->rows;
  for (guint i = 0; i < n_cells; i++)
    {
      guint n = grid[i] ? GPOINTER_TO_UINT (g_hash_table_lookup (index, grid[i])) : 0;
      if (n > 0)
        counts[n - 1]++;
    }

  return counts;
}

static char *
format_cell_count (StBoardKind kind, guint n)
{
  if (kind == ST_BOARD_HEX)
    return g_strdup_printf (ngettext ("%u hex", "%u hexes", n), n);

  return g_strdup_printf (ngettext ("%u square", "%u squares", n), n);
}

static void
add_terrains (StTerrainPage *self, StScenario *scenario)
{
  g_autofree guint *counts = count_cells (scenario);
  g_autofree char  *description = NULL;
  GtkWidget        *group;

  if (!st_board_is_grid (scenario->board))
    description = g_strdup (_ ("Towns and links of a point-to-point map have no terrain of their own."));

  group = st_page_new_group (_ ("Terrain Types"), description);

  for (guint i = 0; i < scenario->terrains->len; i++)
    {
      const StTerrain *terrain = g_ptr_array_index (scenario->terrains, i);
      g_autofree char *subtitle = describe_terrain (terrain);
      GtkWidget       *row = st_page_new_row (st_page_text (terrain->name, terrain->id), subtitle);

      gtk_widget_set_name (row, terrain->id);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), st_swatch_new (terrain->color));
      if (counts != NULL)
        {
          g_autofree char *count = format_cell_count (scenario->board->kind, counts[i]);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), st_page_new_value_label (count));
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  st_page_add_group (ST_PAGE (self), self->page, group);
}

static void
add_edge_types (StTerrainPage *self, StScenario *scenario)
{
  GtkWidget *group;

  if (scenario->edge_types->len == 0)
    return;

  group = st_page_new_group (_ ("Edges and Lines"),
                             _ ("Features drawn between cells or towns: borders, rivers, roads and rails."));

  for (guint i = 0; i < scenario->edge_types->len; i++)
    {
      const StEdgeType *type = g_ptr_array_index (scenario->edge_types, i);
      guint             n_uses = 0;
      g_autofree char  *subtitle = NULL;
      g_autofree char  *uses = NULL;
      GtkWidget        *row;

      for (guint j = 0; j < scenario->board->edges->len; j++)
        if (g_strcmp0 (((StEdge *) g_ptr_array_index (scenario->board->edges, j))->type, type->id) == 0)
          n_uses++;
      for (guint j = 0; j < scenario->board->lines->len; j++)
        if (g_strcmp0 (((StLine *) g_ptr_array_index (scenario->board->lines, j))->type, type->id) == 0)
          n_uses++;

      /* Translators: a line style ("Solid") and its width in points. */
      subtitle = g_strdup_printf (_ ("%s, %g pt"), line_style_label (type->style), type->width);
      row = st_page_new_row (st_page_text (type->name, type->id), subtitle);
      gtk_widget_set_name (row, type->id);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), st_swatch_new (type->color));
      uses = g_strdup_printf (ngettext ("used %u time", "used %u times", n_uses), n_uses);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), st_page_new_value_label (uses));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  st_page_add_group (ST_PAGE (self), self->page, group);
}

static void
st_terrain_page_rebuild (StPage *page, StScenario *scenario)
{
  StTerrainPage *self = ST_TERRAIN_PAGE (page);

  st_page_clear_groups (page, self->page);

  if (scenario == NULL)
    return;

  add_terrains (self, scenario);
  add_edge_types (self, scenario);
}

static void
st_terrain_page_class_init (StTerrainPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  StPageClass    *page_class = ST_PAGE_CLASS (klass);

  page_class->rebuild = st_terrain_page_rebuild;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-terrain-page.ui");
  gtk_widget_class_bind_template_child (widget_class, StTerrainPage, page);
}

static void
st_terrain_page_init (StTerrainPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
st_terrain_page_new (void)
{
  return g_object_new (ST_TYPE_TERRAIN_PAGE, NULL);
}
