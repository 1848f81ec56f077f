/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-terrain-page"

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "core/st-edit-tables.h"

#include "st-edit-rows.h"
#include "st-table-page.h"
#include "st-swatch.h"
#include "st-terrain-page-private.h"

/* The terrain types and edge types of a scenario. With a history the terrain
 * types are edited in place: each is an expander row holding its name, colour,
 * pattern and the effects of the family's rules. After an edit the page
 * refreshes its rows in place as long as the same terrain and edge types are
 * listed, so that the row being edited stays and the page does not scroll. */
struct _StTerrainPage
{
  StTablePage parent_instance;

  guint *counts; /* cells of each terrain, for the rows' subtitles */
};

G_DEFINE_FINAL_TYPE (StTerrainPage, st_terrain_page, ST_TYPE_TABLE_PAGE)

static const char *
pattern_label (const char *pattern)
{
  const char *label = st_terrain_pattern_label (pattern);

  return label ? label : pattern;
}

static const char *
effect_label (const char *effect)
{
  const char *label = st_terrain_effect_label (effect);

  return label ? label : effect;
}

static char *
describe_effect (const StAttr *effect)
{
  if (st_terrain_effect_is_flag (effect->name))
    return g_strcmp0 (effect->value, "0") == 0 ? NULL : g_strdup (effect_label (effect->name));

  /* Bonuses read better with their sign. */
  if (!g_str_equal (effect->name, "move-cost") && effect->value[0] != '-')
    return g_strdup_printf ("%s +%s", effect_label (effect->name), effect->value);

  return g_strdup_printf ("%s %s", effect_label (effect->name), effect->value);
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
    description = g_strdup (_ ("Towns and links of a point-and-line map have no terrain of their own."));

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

  st_table_page_add_group (ST_TABLE_PAGE (self), group);
}

/* Editing */

/* The value an effect has when the terrain does not give it. */
static int
effect_default (const char *effect)
{
  return g_str_equal (effect, "move-cost") ? 1 : 0;
}

/* After a rename the id of a new type may follow its name: its row, rebuilt,
 * stays open with the focus back in its name. */
static void
follow_renamed (StTerrainPage *self, GPtrArray *items, guint index, const char *old_id)
{
  const char *new_id = index < items->len ? *(char **) g_ptr_array_index (items, index) : NULL;

  if (new_id == NULL || g_strcmp0 (new_id, old_id) == 0)
    return;
  st_table_page_expand (ST_TABLE_PAGE (self), new_id);
  st_table_page_focus_after_build (ST_TABLE_PAGE (self), new_id, "name");
}

void
st_terrain_page_rename (
    StTerrainPage *self, GtkWidget *row, gboolean edges, StTerrainPageRename rename, const char *label)
{
  g_autofree char *id = g_strdup (st_edit_row_get_id (row));
  g_autofree char *merge_key = g_strdup_printf ("%s-name:%s", edges ? "edge" : "terrain", id);
  gboolean         typing = st_edit_row_is_typing (row);
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  GPtrArray  *items;
  const char *lang;
  char      **item_id;
  gboolean    changed;
  guint       index;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  items = edges ? work->edge_types : work->terrains;
  /* A row left behind by a rename that gave the type a new id reports
   * nothing: the focus leaving it is not an edit. */
  for (index = 0; index < items->len; index++)
    if (g_str_equal (*(char **) g_ptr_array_index (items, index), id))
      break;
  if (index == items->len)
    return;
  item_id = g_ptr_array_index (items, index);
  lang = st_page_edit_language (work);
  /* The name is applied as it is typed, the id kept: a new id would rebuild
   * the rows under the user's fingers. At the end of the burst the rename
   * is made again from the name it started from, so that the id of a new,
   * unused type follows the whole of it ("New edge" to "River" makes
   * `river`), in the same undoable step. */
  if (!typing)
    rename (work, id, lang, st_edit_row_get_text_before (row), NULL);
  changed = rename (work, id, lang, st_edit_row_get_text (row), &error);
  if (typing && g_strcmp0 (*item_id, id) != 0)
    {
      g_free (*item_id);
      *item_id = g_strdup (id);
    }
  else if (changed)
    follow_renamed (self, items, index, id);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error,
                             edges ? "edge-type.rename" : "terrain-type.rename", label, merge_key);
}

static void
name_changed (GtkWidget *row, gpointer user_data)
{
  st_terrain_page_rename (user_data, row, FALSE, st_edit_rename_terrain, _ ("Rename Terrain Type"));
}

static void
color_changed (GtkWidget *row, gpointer user_data)
{
  StTerrainPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *color = st_edit_row_get_color (row);
  gboolean         changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_set_terrain_color (work, st_edit_row_get_id (row), color, &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error, "terrain-type.colour",
                             _ ("Change Terrain Colour"), NULL);
}

static void
pattern_changed (GtkWidget *row, gpointer user_data)
{
  StTerrainPage     *self = user_data;
  const char *const *patterns = st_terrain_patterns ();
  guint              selected = st_edit_row_get_selected (row);
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if (selected >= g_strv_length ((char **) patterns)
      || (work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_set_terrain_pattern (work, st_edit_row_get_id (row), patterns[selected], &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error, "terrain-type.pattern",
                             _ ("Change Terrain Pattern"), NULL);
}

static void
effect_changed (GtkWidget *row, gpointer user_data)
{
  StTerrainPage   *self = user_data;
  const char      *id = st_edit_row_get_id (row);
  const char      *effect = st_edit_row_get_key (row);
  gboolean         flag = st_terrain_effect_is_flag (effect);
  g_autofree char *label = NULL;
  g_autofree char *merge_key = NULL;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  const StTerrain *terrain;
  gboolean         changed;
  int              value;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
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
  st_table_page_finish_edit (ST_TABLE_PAGE (self), row, work, changed, error, "terrain-type.effect", label,
                             merge_key);
}

static void
remove_clicked (GtkWidget *button, gpointer user_data)
{
  StTerrainPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  changed = st_edit_remove_terrain (work, st_edit_row_get_id (button), &error);
  st_table_page_finish_edit (ST_TABLE_PAGE (self), NULL, work, changed, error, "terrain-type.remove",
                             _ ("Remove Terrain Type"), NULL);
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

  if ((work = st_table_page_begin_edit (ST_TABLE_PAGE (self))) == NULL)
    return;
  id = st_edit_add_terrain (work, _ ("New terrain"),
                            new_colors[work->terrains->len % G_N_ELEMENTS (new_colors)], &error);
  /* The new terrain opens, ready to be named. */
  if (id != NULL)
    {
      st_table_page_expand (ST_TABLE_PAGE (self), id);
      st_table_page_focus_after_build (ST_TABLE_PAGE (self), id, "name");
    }
  st_table_page_finish_edit (ST_TABLE_PAGE (self), NULL, work, id != NULL, error, "terrain-type.add",
                             _ ("Add Terrain Type"), NULL);
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
    st_edit_row_set_name (row, scenario, terrain->name);
  else if (g_str_equal (key, "color"))
    st_edit_row_set_color (row, terrain->color);
  else if (g_str_equal (key, "pattern"))
    {
      const char *const *patterns = st_terrain_patterns ();

      for (guint i = 0; patterns[i] != NULL; i++)
        if (g_str_equal (patterns[i], terrain->pattern ? terrain->pattern : "none"))
          st_edit_row_set_selected (row, i);
    }
  else
    {
      const char *value = st_attrs_get (terrain->effects, key);
      int         n = value ? atoi (value) : effect_default (key);

      if (st_terrain_effect_is_flag (key))
        st_edit_row_set_bool (row, n != 0);
      else
        st_edit_row_set_int (row, n);
    }
}

void
st_terrain_page_add_child_row (StTerrainPage   *self,
                               GtkWidget       *expander,
                               GtkWidget       *row,
                               const char      *id,
                               const char      *key,
                               StEditRowRefresh refresh)
{
  gtk_widget_set_name (row, key);
  st_edit_row_set_target (row, id, key);
  st_edit_row_set_refresh (row, refresh, self);
  st_table_page_add_row (ST_TABLE_PAGE (self), row);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
}

/* An expander row for an item of a table with a remove button; refresh shows
 * its title, subtitle and swatch. */
GtkWidget *
st_terrain_page_new_item_row (StTerrainPage   *self,
                              const char      *id,
                              const char      *color,
                              const char      *remove_label,
                              StEditRowFunc    remove,
                              StEditRowRefresh refresh)
{
  GtkWidget *row = adw_expander_row_new ();
  GtkWidget *swatch = st_swatch_new (color);
  GtkWidget *button = st_edit_row_new_button ("user-trash-symbolic", remove_label, remove, self);

  gtk_widget_set_name (row, id);
  adw_expander_row_add_prefix (ADW_EXPANDER_ROW (row), swatch);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), button);
  g_object_set_data (G_OBJECT (row), "swatch", swatch);
  g_object_set_data (G_OBJECT (row), "remove", button);
  gtk_widget_set_name (button, "remove");
  st_edit_row_set_target (row, id, NULL);
  st_edit_row_set_target (button, id, NULL);
  st_edit_row_set_refresh (row, refresh, self);
  st_table_page_add_row (ST_TABLE_PAGE (self), row);
  return row;
}

static GtkWidget *
new_terrain_row (StTerrainPage *self, StScenario *scenario, const StTerrain *terrain)
{
  const char *const *effects = st_edit_terrain_effects (scenario->family);
  const char *const *pattern_ids = st_terrain_patterns ();
  g_autoptr (GPtrArray) patterns = g_ptr_array_new ();
  GtkWidget *row = st_terrain_page_new_item_row (self, terrain->id, terrain->color, _ ("Remove Terrain Type"),
                                                 remove_clicked, refresh_terrain_row);
  GtkWidget *name = st_edit_row_new_entry (_ ("Name"), name_changed, self);

  st_edit_row_set_live (name);
  st_terrain_page_add_child_row (self, row, name, terrain->id, "name", refresh_value_row);
  st_terrain_page_add_child_row (self, row, st_edit_row_new_color (_ ("Colour"), color_changed, self),
                                 terrain->id, "color", refresh_value_row);
  for (guint i = 0; pattern_ids[i] != NULL; i++)
    g_ptr_array_add (patterns, (gpointer) pattern_label (pattern_ids[i]));
  g_ptr_array_add (patterns, NULL);
  st_terrain_page_add_child_row (
      self, row,
      st_edit_row_new_combo (_ ("Pattern"), (const char *const *) patterns->pdata, pattern_changed, self),
      terrain->id, "pattern", refresh_value_row);
  for (guint i = 0; effects[i] != NULL; i++)
    {
      GtkWidget *effect;

      if (st_terrain_effect_is_flag (effects[i]))
        effect = st_edit_row_new_switch (effect_label (effects[i]), NULL, effect_changed, self);
      else
        effect = st_edit_row_new_spin (effect_label (effects[i]), NULL, -99, 99, effect_changed, self);
      st_terrain_page_add_child_row (self, row, effect, terrain->id, effects[i], refresh_value_row);
    }

  st_table_page_track_expander (ST_TABLE_PAGE (self), row, terrain->id);
  return row;
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
        _ ("Towns and links of a point-and-line map have no terrain of their own."));

  for (guint i = 0; i < scenario->terrains->len; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               new_terrain_row (self, scenario, g_ptr_array_index (scenario->terrains, i)));

  st_table_page_add_group (ST_TABLE_PAGE (self), group);
}

static char *
st_terrain_page_compute_shape (StTablePage *page, StScenario *scenario)
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
st_terrain_page_build (StTablePage *page, StScenario *scenario, gboolean editable)
{
  StTerrainPage *self = ST_TERRAIN_PAGE (page);

  if (editable)
    {
      add_editable_terrains (self, scenario);
      st_terrain_page_add_edge_types (self, scenario, TRUE);
    }
  else
    {
      add_terrains (self, scenario);
      st_terrain_page_add_edge_types (self, scenario, FALSE);
    }
}

static void
st_terrain_page_rebuild (StPage *page, StScenario *scenario)
{
  StTerrainPage *self = ST_TERRAIN_PAGE (page);

  /* The rows' subtitles count cells of each terrain. */
  g_clear_pointer (&self->counts, g_free);
  if (scenario != NULL)
    self->counts = count_cells (scenario);
  ST_PAGE_CLASS (st_terrain_page_parent_class)->rebuild (page, scenario);
}

static void
st_terrain_page_finalize (GObject *object)
{
  StTerrainPage *self = ST_TERRAIN_PAGE (object);

  g_clear_pointer (&self->counts, g_free);

  G_OBJECT_CLASS (st_terrain_page_parent_class)->finalize (object);
}

static void
st_terrain_page_class_init (StTerrainPageClass *klass)
{
  GObjectClass     *object_class = G_OBJECT_CLASS (klass);
  StPageClass      *page_class = ST_PAGE_CLASS (klass);
  StTablePageClass *table_class = ST_TABLE_PAGE_CLASS (klass);

  object_class->finalize = st_terrain_page_finalize;
  page_class->rebuild = st_terrain_page_rebuild;
  table_class->build = st_terrain_page_build;
  table_class->compute_shape = st_terrain_page_compute_shape;
}

static void
st_terrain_page_init (StTerrainPage *self)
{
}

GtkWidget *
st_terrain_page_new (void)
{
  return g_object_new (ST_TYPE_TERRAIN_PAGE, NULL);
}
