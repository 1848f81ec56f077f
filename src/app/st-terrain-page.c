/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-terrain-page"

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "core/st-edit-tables.h"

#include "st-edit-rows.h"
#include "st-swatch.h"
#include "st-terrain-page.h"

/* The terrain types and edge types of a scenario. With a history the terrain
 * types are edited in place: each is an expander row holding its name, colour,
 * pattern and the effects of the family's rules. After an edit the page
 * refreshes its rows in place as long as the same terrain and edge types are
 * listed, so that the row being edited stays and the page does not scroll. */
struct _StTerrainPage
{
  StPage parent_instance;

  AdwToastOverlay    *toasts;
  AdwPreferencesPage *page;

  char       *shape; /* what the editable rows were built for; NULL when read-only */
  GPtrArray  *rows; /* unowned rows to refresh */
  guint      *counts; /* cells of each terrain, for the rows' subtitles */
  gboolean    building;
  GHashTable *expanded; /* ids of the terrain rows the user opened */
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
  { "impassable-cavalry", N_ ("Cavalry may not enter"), TRUE },
  { "impassable-cannon", N_ ("Cannon may not enter"), TRUE },
  { "adjacent-entry", N_ ("Cavalry and cannon enter only from next to it, with their whole move"), TRUE },
  { "blocks-leap", N_ ("Cavalry and cannon may not leap over it"), TRUE },
  { "optional-leader-terrain", N_ ("Counts for the optional leader terrain rule"), TRUE },
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
      g_ptr_array_add (self->rows, row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  st_page_add_group (ST_PAGE (self), self->page, group);
}

/* Editing */

static const char *
effect_label (const char *effect)
{
  for (guint i = 0; i < G_N_ELEMENTS (effect_labels); i++)
    if (g_str_equal (effect, effect_labels[i].id))
      return _ (effect_labels[i].label);
  return effect;
}

/* The value an effect has when the terrain does not give it. */
static int
effect_default (const char *effect)
{
  return g_str_equal (effect, "move-cost") ? 1 : 0;
}

/* Runs after the user changed a row: commits scenario, or says why not. */
static void
name_changed (GtkWidget *row, gpointer user_data)
{
  StTerrainPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if (self->building || (work = st_page_begin_edit (ST_PAGE (self))) == NULL)
    return;
  changed = st_edit_rename_terrain (work, st_edit_row_get_id (row), NULL, st_edit_row_get_text (row), &error);
  st_edit_rows_finish (ST_PAGE (self), self->toasts, row, work, changed, error, _ ("Rename Terrain Type"),
                       NULL);
}

static void
color_changed (GtkWidget *row, gpointer user_data)
{
  StTerrainPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *color = st_edit_row_get_color (row);
  gboolean         changed;

  if (self->building || (work = st_page_begin_edit (ST_PAGE (self))) == NULL)
    return;
  changed = st_edit_set_terrain_color (work, st_edit_row_get_id (row), color, &error);
  st_edit_rows_finish (ST_PAGE (self), self->toasts, row, work, changed, error, _ ("Change Terrain Colour"),
                       NULL);
}

static void
pattern_changed (GtkWidget *row, gpointer user_data)
{
  StTerrainPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  guint    selected = st_edit_row_get_selected (row);
  gboolean changed;

  if (self->building || selected >= G_N_ELEMENTS (pattern_labels)
      || (work = st_page_begin_edit (ST_PAGE (self))) == NULL)
    return;
  changed = st_edit_set_terrain_pattern (work, st_edit_row_get_id (row), pattern_labels[selected].id, &error);
  st_edit_rows_finish (ST_PAGE (self), self->toasts, row, work, changed, error, _ ("Change Terrain Pattern"),
                       NULL);
}

static void
effect_changed (GtkWidget *row, gpointer user_data)
{
  StTerrainPage   *self = user_data;
  const char      *id = st_edit_row_get_id (row);
  const char      *effect = st_edit_row_get_key (row);
  gboolean         flag = st_edit_terrain_effect_is_flag (effect);
  g_autofree char *label = NULL;
  g_autofree char *merge_key = NULL;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  const StTerrain *terrain;
  gboolean         changed;
  int              value;

  if (self->building || (work = st_page_begin_edit (ST_PAGE (self))) == NULL)
    return;
  value = flag ? st_edit_row_get_bool (row) : st_edit_row_get_int (row);
  /* A value the rules assume anyway is left out of the file. */
  if (value == effect_default (effect))
    changed = st_edit_clear_terrain_effect (work, id, effect, &error);
  else
    changed = st_edit_set_terrain_effect (work, id, effect, value, &error);
  terrain = st_scenario_find_terrain (work, id);
  /* Translators: an undo step, e.g. "Change Defence of Woods". */
  label = g_strdup_printf (_ ("Change %s of %s"), effect_label (effect),
                           terrain ? st_page_text (terrain->name, id) : id);
  /* Steps of a spin button are one change. */
  merge_key = flag ? NULL : g_strdup_printf ("terrain-effect:%s:%s", id, effect);
  st_edit_rows_finish (ST_PAGE (self), self->toasts, row, work, changed, error, label, merge_key);
}

static void
remove_clicked (GtkWidget *button, gpointer user_data)
{
  StTerrainPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if (self->building || (work = st_page_begin_edit (ST_PAGE (self))) == NULL)
    return;
  changed = st_edit_remove_terrain (work, st_edit_row_get_id (button), &error);
  st_edit_rows_finish (ST_PAGE (self), self->toasts, NULL, work, changed, error, _ ("Remove Terrain Type"),
                       NULL);
}

/* New terrain types take the next colour of a small palette. */
static const char *const new_colors[] = { "#8ff0a4", "#f9f06b", "#ffbe6f", "#dc8add", "#99c1f1", "#cdab8f" };

static void
add_clicked (GtkWidget *button, gpointer user_data)
{
  StTerrainPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;

  if (self->building || (work = st_page_begin_edit (ST_PAGE (self))) == NULL)
    return;
  id = st_edit_add_terrain (work, _ ("New terrain"),
                            new_colors[work->terrains->len % G_N_ELEMENTS (new_colors)], &error);
  /* The new terrain opens, ready to be named. */
  if (id != NULL)
    g_hash_table_add (self->expanded, g_strdup (id));
  st_edit_rows_finish (ST_PAGE (self), self->toasts, NULL, work, id != NULL, error, _ ("Add Terrain Type"),
                       NULL);
}

static void
refresh_terrain_row (GtkWidget *row, StScenario *scenario, gpointer user_data)
{
  StTerrainPage   *self = user_data;
  const char      *id = st_edit_row_get_id (row);
  int              index = st_scenario_terrain_index (scenario, id);
  const StTerrain *terrain;
  g_autofree char *description = NULL;
  g_autofree char *subtitle = NULL;

  if (index < 0)
    return;
  terrain = g_ptr_array_index (scenario->terrains, index);
  description = describe_terrain (terrain);
  if (self->counts != NULL)
    {
      g_autofree char *count = format_cell_count (scenario->board->kind, self->counts[index]);
      subtitle = g_strdup_printf ("%s · %s", description, count);
    }
  st_edit_row_set_titles (row, st_page_text (terrain->name, id), subtitle ? subtitle : description);
  st_swatch_set_color (ST_SWATCH (g_object_get_data (G_OBJECT (row), "swatch")), terrain->color);
  gtk_widget_set_sensitive (g_object_get_data (G_OBJECT (row), "remove"), scenario->terrains->len > 1);
}

static void
refresh_value_row (GtkWidget *row, StScenario *scenario, gpointer user_data)
{
  const StTerrain *terrain = st_scenario_find_terrain (scenario, st_edit_row_get_id (row));
  const char      *key = st_edit_row_get_key (row);

  if (terrain == NULL)
    return;
  if (g_str_equal (key, "name"))
    st_edit_row_set_text (row, st_text_get (terrain->name, scenario->lang));
  else if (g_str_equal (key, "color"))
    st_edit_row_set_color (row, terrain->color);
  else if (g_str_equal (key, "pattern"))
    {
      for (guint i = 0; i < G_N_ELEMENTS (pattern_labels); i++)
        if (g_str_equal (pattern_labels[i].id, terrain->pattern ? terrain->pattern : "none"))
          st_edit_row_set_selected (row, i);
    }
  else
    {
      const char *value = st_attrs_get (terrain->effects, key);
      int         n = value ? atoi (value) : effect_default (key);

      if (st_edit_terrain_effect_is_flag (key))
        st_edit_row_set_bool (row, n != 0);
      else
        st_edit_row_set_int (row, n);
    }
}

static void
add_value_row (StTerrainPage *self, GtkWidget *expander, GtkWidget *row, const char *id, const char *key)
{
  gtk_widget_set_name (row, key);
  st_edit_row_set_target (row, id, key);
  st_edit_row_set_refresh (row, refresh_value_row, self);
  g_ptr_array_add (self->rows, row);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
}

static GtkWidget *
new_terrain_row (StTerrainPage *self, StScenario *scenario, const StTerrain *terrain)
{
  const char *const *effects = st_edit_terrain_effects (scenario->family);
  GtkWidget         *row = adw_expander_row_new ();
  GtkWidget         *swatch = st_swatch_new (terrain->color);
  GtkWidget         *remove =
      st_edit_row_new_button ("user-trash-symbolic", _ ("Remove Terrain Type"), remove_clicked, self);
  const char *patterns[G_N_ELEMENTS (pattern_labels) + 1] = { NULL };

  gtk_widget_set_name (row, terrain->id);
  adw_expander_row_add_prefix (ADW_EXPANDER_ROW (row), swatch);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), remove);
  g_object_set_data (G_OBJECT (row), "swatch", swatch);
  g_object_set_data (G_OBJECT (row), "remove", remove);
  gtk_widget_set_name (remove, "remove");
  st_edit_row_set_target (row, terrain->id, NULL);
  st_edit_row_set_target (remove, terrain->id, NULL);
  st_edit_row_set_refresh (row, refresh_terrain_row, self);
  g_ptr_array_add (self->rows, row);

  add_value_row (self, row, st_edit_row_new_entry (_ ("Name"), name_changed, self), terrain->id, "name");
  add_value_row (self, row, st_edit_row_new_color (_ ("Colour"), color_changed, self), terrain->id, "color");
  for (guint i = 0; i < G_N_ELEMENTS (pattern_labels); i++)
    patterns[i] = _ (pattern_labels[i].label);
  add_value_row (self, row, st_edit_row_new_combo (_ ("Pattern"), patterns, pattern_changed, self),
                 terrain->id, "pattern");
  for (guint i = 0; effects[i] != NULL; i++)
    {
      GtkWidget *effect;

      if (st_edit_terrain_effect_is_flag (effects[i]))
        effect = st_edit_row_new_switch (effect_label (effects[i]), NULL, effect_changed, self);
      else
        effect = st_edit_row_new_spin (effect_label (effects[i]), NULL, -99, 99, effect_changed, self);
      add_value_row (self, row, effect, terrain->id, effects[i]);
    }

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), g_hash_table_contains (self->expanded, terrain->id));
  return row;
}

static void
expanded_cb (AdwExpanderRow *row, GParamSpec *pspec, StTerrainPage *self)
{
  const char *id = st_edit_row_get_id (GTK_WIDGET (row));

  if (self->building)
    return;
  if (adw_expander_row_get_expanded (row))
    g_hash_table_add (self->expanded, g_strdup (id));
  else
    g_hash_table_remove (self->expanded, id);
}

static void
add_editable_terrains (StTerrainPage *self, StScenario *scenario)
{
  GtkWidget *group = st_page_new_group (_ ("Terrain Types"), NULL);
  GtkWidget *add = st_edit_row_new_button ("list-add-symbolic", _ ("Add Terrain Type"), add_clicked, self);

  gtk_widget_set_name (add, "add");
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), add);
  if (!st_board_is_grid (scenario->board))
    adw_preferences_group_set_description (
        ADW_PREFERENCES_GROUP (group),
        _ ("Towns and links of a point-to-point map have no terrain of their own."));

  for (guint i = 0; i < scenario->terrains->len; i++)
    {
      GtkWidget *row = new_terrain_row (self, scenario, g_ptr_array_index (scenario->terrains, i));

      g_signal_connect_object (row, "notify::expanded", G_CALLBACK (expanded_cb), self, 0);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  st_page_add_group (ST_PAGE (self), self->page, group);
}

/* The terrain and edge types listed, in order: while they stay the same an
 * edit only changes values, which the rows show in place. */
static char *
compute_shape (StScenario *scenario)
{
  GString *shape = g_string_new (st_family_id (scenario->family));

  g_string_append_printf (shape, "/%d/", scenario->board->kind);
  for (guint i = 0; i < scenario->terrains->len; i++)
    g_string_append_printf (shape, "%s ", ((StTerrain *) g_ptr_array_index (scenario->terrains, i))->id);
  g_string_append_c (shape, '/');
  for (guint i = 0; i < scenario->edge_types->len; i++)
    g_string_append_printf (shape, "%s ", ((StEdgeType *) g_ptr_array_index (scenario->edge_types, i))->id);
  return g_string_free (shape, FALSE);
}

static void
build_editable (StPage *page, StScenario *scenario)
{
  StTerrainPage *self = ST_TERRAIN_PAGE (page);

  add_editable_terrains (self, scenario);
  add_edge_types (self, scenario);
}

static void
rebuild_editable (StTerrainPage *self, StScenario *scenario)
{
  g_clear_pointer (&self->counts, g_free);
  self->counts = count_cells (scenario);
  st_edit_rows_update (ST_PAGE (self), self->page, self->rows, &self->shape, compute_shape (scenario),
                       &self->building, scenario, build_editable);
}

static void
st_terrain_page_rebuild (StPage *page, StScenario *scenario)
{
  StTerrainPage *self = ST_TERRAIN_PAGE (page);

  if (scenario != NULL && st_page_get_history (page) != NULL)
    {
      rebuild_editable (self, scenario);
      return;
    }

  /* Read-only: plain rows, built afresh. */
  g_clear_pointer (&self->shape, g_free);
  st_page_clear_groups (page, self->page);
  g_ptr_array_set_size (self->rows, 0);
  if (scenario == NULL)
    return;

  add_terrains (self, scenario);
  add_edge_types (self, scenario);
}

static void
st_terrain_page_finalize (GObject *object)
{
  StTerrainPage *self = ST_TERRAIN_PAGE (object);

  g_clear_pointer (&self->shape, g_free);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->counts, g_free);
  g_clear_pointer (&self->expanded, g_hash_table_unref);

  G_OBJECT_CLASS (st_terrain_page_parent_class)->finalize (object);
}

static void
st_terrain_page_class_init (StTerrainPageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  StPageClass    *page_class = ST_PAGE_CLASS (klass);

  object_class->finalize = st_terrain_page_finalize;
  page_class->rebuild = st_terrain_page_rebuild;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-terrain-page.ui");
  gtk_widget_class_bind_template_child (widget_class, StTerrainPage, toasts);
  gtk_widget_class_bind_template_child (widget_class, StTerrainPage, page);
}

static void
st_terrain_page_init (StTerrainPage *self)
{
  self->rows = g_ptr_array_new ();
  self->expanded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
st_terrain_page_new (void)
{
  return g_object_new (ST_TYPE_TERRAIN_PAGE, NULL);
}
