/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <string.h>

#include "st-scenario-index.h"
#include "st-scenario-parts.h"

G_DEFINE_BOXED_TYPE (StScenario, st_scenario, st_scenario_ref, st_scenario_unref)

/* The scenario */

StScenario *
st_scenario_new (const StFamily *family, StBoardKind board_kind)
{
  StScenario *self = g_new0 (StScenario, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->version = ST_SCENARIO_VERSION;
  self->family = family;
  self->lang = g_strdup ("en");
  self->title = st_text_new ();
  self->translation_langs = g_ptr_array_new_with_free_func (g_free);
  self->params = st_attrs_new ();
  self->crt = g_array_new (FALSE, FALSE, sizeof (StCrtRow));
  self->terrains = g_ptr_array_new_with_free_func ((GDestroyNotify) st_terrain_free);
  self->edge_types = g_ptr_array_new_with_free_func ((GDestroyNotify) st_edge_type_free);
  self->sides = g_ptr_array_new_with_free_func ((GDestroyNotify) st_side_free);
  self->board = st_board_new (board_kind);
  self->areas = g_ptr_array_new_with_free_func ((GDestroyNotify) st_area_free);
  self->unit_types = g_ptr_array_new_with_free_func ((GDestroyNotify) st_unit_type_free);
  self->units = g_ptr_array_new_with_free_func ((GDestroyNotify) st_unit_free);
  self->decks = g_ptr_array_new_with_free_func ((GDestroyNotify) st_deck_free);
  self->rules = g_ptr_array_new_with_free_func ((GDestroyNotify) st_rules_section_free);
  return self;
}

StScenario *
st_scenario_ref (StScenario *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
st_scenario_unref (StScenario *self)
{
  if (self == NULL || !g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_free (self->lang);
  st_text_free (self->title);
  st_text_free (self->description);
  g_free (self->author);
  g_free (self->license);
  g_ptr_array_unref (self->translation_langs);
  g_ptr_array_unref (self->params);
  g_array_unref (self->crt);
  g_ptr_array_unref (self->terrains);
  g_ptr_array_unref (self->edge_types);
  g_ptr_array_unref (self->sides);
  st_board_free (self->board);
  g_ptr_array_unref (self->areas);
  g_ptr_array_unref (self->unit_types);
  g_ptr_array_unref (self->units);
  g_ptr_array_unref (self->decks);
  g_ptr_array_unref (self->rules);
  st_playtest_free (self->playtest);
  g_free (self);
}

StScenario *
st_scenario_copy (const StScenario *self)
{
  StScenario *c = st_scenario_new (self->family, self->board->kind);

  c->version = self->version;
  g_free (c->lang);
  c->lang = g_strdup (self->lang);
  st_text_free (c->title);
  c->title = st_text_copy (self->title);
  c->description = st_text_copy (self->description);
  c->author = g_strdup (self->author);
  c->license = g_strdup (self->license);
  for (guint i = 0; i < self->translation_langs->len; i++)
    g_ptr_array_add (c->translation_langs, g_strdup (g_ptr_array_index (self->translation_langs, i)));
  g_ptr_array_unref (c->params);
  c->params = st_attrs_copy (self->params);
  g_array_append_vals (c->crt, self->crt->data, self->crt->len);
#define COPY_ARRAY(field, copy, free_func)                                    \
  G_STMT_START                                                                \
  {                                                                           \
    g_ptr_array_unref (c->field);                                             \
    c->field = st_copy_array (self->field, copy, (GDestroyNotify) free_func); \
  }                                                                           \
  G_STMT_END
  COPY_ARRAY (terrains, st_terrain_copy, st_terrain_free);
  COPY_ARRAY (edge_types, st_edge_type_copy, st_edge_type_free);
  COPY_ARRAY (sides, st_side_copy, st_side_free);
  COPY_ARRAY (areas, st_area_copy, st_area_free);
  COPY_ARRAY (unit_types, st_unit_type_copy, st_unit_type_free);
  COPY_ARRAY (units, st_unit_copy, st_unit_free);
  COPY_ARRAY (decks, st_deck_copy, st_deck_free);
  COPY_ARRAY (rules, st_rules_section_copy, st_rules_section_free);
#undef COPY_ARRAY
  st_board_free (c->board);
  c->board = st_board_copy (self->board);
  c->playtest = st_playtest_copy (self->playtest);
  return c;
}

static gboolean
strv_arrays_equal (const GPtrArray *a, const GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (g_strcmp0 (g_ptr_array_index ((GPtrArray *) a, i), g_ptr_array_index ((GPtrArray *) b, i)) != 0)
      return FALSE;
  return TRUE;
}

char *
st_scenario_describe_difference (const StScenario *a, const StScenario *b)
{
  if (a->version != b->version || a->family != b->family || g_strcmp0 (a->lang, b->lang) != 0)
    return g_strdup ("scenario attributes");
  if (!st_text_equal (a->title, b->title) || !st_text_equal (a->description, b->description)
      || g_strcmp0 (a->author, b->author) != 0 || g_strcmp0 (a->license, b->license) != 0
      || !strv_arrays_equal (a->translation_langs, b->translation_langs))
    return g_strdup ("metadata");
  if (!st_attrs_equal (a->params, b->params))
    return g_strdup ("parameters");
  if (!st_crt_equal (a->crt, b->crt))
    return g_strdup ("crt");
  if (!st_equal_arrays (a->terrains, b->terrains, st_terrain_equal))
    return g_strdup ("terrain-types");
  if (!st_equal_arrays (a->edge_types, b->edge_types, st_edge_type_equal))
    return g_strdup ("edge-types");
  if (!st_equal_arrays (a->sides, b->sides, st_side_equal))
    return g_strdup ("sides");
  if (!st_board_equal (a->board, b->board))
    return g_strdup ("board");
  if (!st_equal_arrays (a->areas, b->areas, st_area_equal))
    return g_strdup ("areas");
  if (!st_equal_arrays (a->unit_types, b->unit_types, st_unit_type_equal))
    return g_strdup ("unit-types");
  if (!st_equal_arrays (a->units, b->units, st_unit_equal))
    return g_strdup ("units");
  if (!st_equal_arrays (a->decks, b->decks, st_deck_equal))
    return g_strdup ("decks");
  if (!st_equal_arrays (a->rules, b->rules, st_rules_section_equal))
    return g_strdup ("rules");
  if (!st_playtest_equal (a->playtest, b->playtest))
    return g_strdup ("playtest");
  return NULL;
}

gboolean
st_scenario_equal (const StScenario *a, const StScenario *b)
{
  g_autofree char *difference = st_scenario_describe_difference (a, b);

  return difference == NULL;
}

const char *
st_scenario_get_title (const StScenario *self)
{
  const char *title = st_text_get_for_locale (self->title);

  return title ? title : "";
}

const char *
st_scenario_get_param (const StScenario *self, const char *name)
{
  const char       *value = st_attrs_get (self->params, name);
  const StAttrSpec *spec;

  if (value != NULL)
    return value;
  spec = st_family_find_param (self->family, name);
  if (spec == NULL)
    return NULL;
  /* A side without a default of its own is the first side of the file. */
  if (spec->type == ST_VALUE_SIDE && (spec->default_value == NULL || spec->default_value[0] == '\0')
      && self->sides->len > 0)
    return ((StSide *) g_ptr_array_index (self->sides, 0))->id;
  return spec->default_value;
}

int
st_scenario_get_param_int (const StScenario *self, const char *name)
{
  const char *value = st_scenario_get_param (self, name);
  gint64      n;

  if (value == NULL || !g_ascii_string_to_signed (value, 10, G_MININT, G_MAXINT, &n, NULL))
    return 0;
  return (int) n;
}

gboolean
st_scenario_get_param_bool (const StScenario *self, const char *name)
{
  return g_strcmp0 (st_scenario_get_param (self, name), "true") == 0;
}

#define DEFINE_FIND(func, Type, field)                   \
  Type *func (const StScenario *self, const char *id)    \
  {                                                      \
    for (guint i = 0; i < self->field->len; i++)         \
      {                                                  \
        Type *item = g_ptr_array_index (self->field, i); \
        if (g_strcmp0 (item->id, id) == 0)               \
          return item;                                   \
      }                                                  \
    return NULL;                                         \
  }

DEFINE_FIND (st_scenario_find_terrain, StTerrain, terrains)
DEFINE_FIND (st_scenario_find_edge_type, StEdgeType, edge_types)
DEFINE_FIND (st_scenario_find_side, StSide, sides)
DEFINE_FIND (st_scenario_find_area, StArea, areas)
DEFINE_FIND (st_scenario_find_unit_type, StUnitType, unit_types)
DEFINE_FIND (st_scenario_find_unit, StUnit, units)
DEFINE_FIND (st_scenario_find_deck, StDeck, decks)

int
st_scenario_terrain_index (const StScenario *self, const char *id)
{
  for (guint i = 0; i < self->terrains->len; i++)
    if (g_strcmp0 (((StTerrain *) g_ptr_array_index (self->terrains, i))->id, id) == 0)
      return (int) i;
  return -1;
}

int
st_scenario_side_index (const StScenario *self, const char *id)
{
  for (guint i = 0; i < self->sides->len; i++)
    if (g_strcmp0 (((StSide *) g_ptr_array_index (self->sides, i))->id, id) == 0)
      return (int) i;
  return -1;
}

const char *
st_scenario_default_terrain (const StScenario *self)
{
  if (self->board->default_terrain != NULL)
    return self->board->default_terrain;
  if (self->terrains->len > 0)
    return ((StTerrain *) g_ptr_array_index (self->terrains, 0))->id;
  return NULL;
}

const char **
st_scenario_terrain_grid (const StScenario *self)
{
  const char **grid;

  if (!st_board_is_grid (self->board))
    return NULL;
  grid = g_new0 (const char *, (gsize) self->board->columns * self->board->rows + 1);
  st_board_resolve_terrain (self->board, st_scenario_default_terrain (self), grid);
  return grid;
}

static const char *const area_roles[] = { "country", "setup-zone", "manoeuvre-area", "region" };
static const char *const line_styles[] = { "solid", "dashed", "dotted" };
static const char *const crt_results[] = { "DE", "DR", "NE", "AR", "AE" };

#define DEFINE_ENUM_STRINGS(prefix, Type, table)                       \
  const char *prefix##_to_string (Type value)                          \
  {                                                                    \
    g_return_val_if_fail ((guint) value < G_N_ELEMENTS (table), NULL); \
    return table[value];                                               \
  }                                                                    \
  gboolean prefix##_from_string (const char *str, Type *value)         \
  {                                                                    \
    for (guint i = 0; i < G_N_ELEMENTS (table); i++)                   \
      if (g_strcmp0 (str, table[i]) == 0)                              \
        {                                                              \
          *value = (Type) i;                                           \
          return TRUE;                                                 \
        }                                                              \
    return FALSE;                                                      \
  }

DEFINE_ENUM_STRINGS (st_area_role, StAreaRole, area_roles)
DEFINE_ENUM_STRINGS (st_line_style, StLineStyle, line_styles)
DEFINE_ENUM_STRINGS (st_crt_result, StCrtResult, crt_results)

/* The places units hold, by slot (the unit's arm in the hex game, else
 * "unit"): a board cell by its number, a town or a cell off the board by a
 * string. Neither needs a string made for each of 50,000 units on the board. */
typedef struct
{
  GHashTable *cells; /* cell number + 1 → StUnit* */
  GHashTable *named; /* node id or "X,Y" (owned) → StUnit* */
} Places;

static void
places_free (Places *places)
{
  g_hash_table_unref (places->cells);
  g_hash_table_unref (places->named);
  g_free (places);
}

void
st_scenario_foreach_overstack (const StScenario *self, StOverstackFunc func, gpointer user_data)
{
  g_autoptr (GHashTable) held = NULL; /* slot → Places* */
  g_autoptr (StScenarioIndex) index = NULL;

  g_return_if_fail (self != NULL);
  g_return_if_fail (func != NULL);

  held = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) places_free);
  index = st_scenario_index_new (self);
  for (guint i = 0; i < self->units->len; i++)
    {
      const StUnit     *unit = g_ptr_array_index (self->units, i);
      const StUnitType *type = st_scenario_index_unit_type (index, unit->type);
      const char       *slot;
      Places           *places;
      GHashTable       *table;
      gpointer          key;
      const StUnit     *other;

      if (!unit->placed || type == NULL)
        continue;
      slot = st_family_stack_slot (self->family, type->arm);
      places = g_hash_table_lookup (held, slot);
      if (places == NULL)
        {
          places = g_new0 (Places, 1);
          places->cells = g_hash_table_new (g_direct_hash, g_direct_equal);
          places->named = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          g_hash_table_insert (held, (gpointer) slot, places);
        }
      if (unit->node == NULL && st_board_contains (self->board, unit->cell.x, unit->cell.y))
        {
          table = places->cells;
          key = GINT_TO_POINTER (unit->cell.y * self->board->columns + unit->cell.x + 1);
        }
      else
        {
          table = places->named;
          key = unit->node != NULL ? g_strdup (unit->node)
                                   : g_strdup_printf ("%d,%d", unit->cell.x, unit->cell.y);
        }
      other = g_hash_table_lookup (table, key);
      if (other != NULL)
        {
          func (unit, other, user_data);
          if (table == places->named)
            g_free (key);
        }
      else
        g_hash_table_insert (table, key, (gpointer) unit);
    }
}
