/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <string.h>

#include "st-scenario-index.h"

struct _StScenarioIndex
{
  const StScenario *scenario;
  /* Each table is made when first needed. */
  GHashTable *unit_types; /* id → StUnitType* */
  GHashTable *sides; /* id → StSide* */
  GHashTable *units; /* id → StUnit* */
  GHashTable *nodes; /* id → StNode* */
  GHashTable *texts; /* StText* → const char*, filled as asked */
  GHashTable *numbers; /* StUnit* → number, made when first asked */
  GHashTable *labels; /* string → string, made when first asked */
};

/* A table of items by their id; the first of an id wins. */
static GHashTable *
by_id (GPtrArray *items, gsize id_offset)
{
  GHashTable *table = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < items->len; i++)
    {
      gpointer    item = g_ptr_array_index (items, i);
      const char *id = G_STRUCT_MEMBER (const char *, item, id_offset);

      if (id != NULL && !g_hash_table_contains (table, id))
        g_hash_table_insert (table, (gpointer) id, item);
    }
  return table;
}

StScenarioIndex *
st_scenario_index_new (const StScenario *scenario)
{
  StScenarioIndex *index;

  g_return_val_if_fail (scenario != NULL, NULL);

  index = g_new0 (StScenarioIndex, 1);
  index->scenario = scenario;
  index->texts = g_hash_table_new (g_direct_hash, g_direct_equal);
  return index;
}

void
st_scenario_index_free (StScenarioIndex *index)
{
  if (index == NULL)
    return;
  g_clear_pointer (&index->unit_types, g_hash_table_unref);
  g_clear_pointer (&index->sides, g_hash_table_unref);
  g_clear_pointer (&index->units, g_hash_table_unref);
  g_clear_pointer (&index->nodes, g_hash_table_unref);
  g_hash_table_unref (index->texts);
  g_clear_pointer (&index->numbers, g_hash_table_unref);
  g_clear_pointer (&index->labels, g_hash_table_unref);
  g_free (index);
}

const StScenario *
st_scenario_index_get_scenario (const StScenarioIndex *index)
{
  return index->scenario;
}

/* Looks id up in *table, made from items when first needed (a check that
 * looks up only unit types pays for no table of units). g_hash_table_lookup ()
 * refuses a NULL key; nothing has a NULL id. */
static gpointer
lookup (GHashTable **table, GPtrArray *items, gsize id_offset, const char *id)
{
  if (id == NULL)
    return NULL;
  if (*table == NULL)
    *table = by_id (items, id_offset);
  return g_hash_table_lookup (*table, id);
}

StUnitType *
st_scenario_index_unit_type (StScenarioIndex *index, const char *id)
{
  return lookup (&index->unit_types, index->scenario->unit_types, G_STRUCT_OFFSET (StUnitType, id), id);
}

StSide *
st_scenario_index_side (StScenarioIndex *index, const char *id)
{
  return lookup (&index->sides, index->scenario->sides, G_STRUCT_OFFSET (StSide, id), id);
}

StUnit *
st_scenario_index_unit (StScenarioIndex *index, const char *id)
{
  return lookup (&index->units, index->scenario->units, G_STRUCT_OFFSET (StUnit, id), id);
}

StNode *
st_scenario_index_node (StScenarioIndex *index, const char *id)
{
  return lookup (&index->nodes, index->scenario->board->nodes, G_STRUCT_OFFSET (StNode, id), id);
}

const char *
st_scenario_index_text (StScenarioIndex *index, const StText *text)
{
  const char *value;

  if (text == NULL)
    return NULL;
  if (g_hash_table_lookup_extended (index->texts, text, NULL, (gpointer *) &value))
    return value;
  value = st_text_get_for_locale (text);
  g_hash_table_insert (index->texts, (gpointer) text, (gpointer) value);
  return value;
}

/* Counts each side's units of each type in one pass: a unit's number is its
 * place among them, kept only where there are several. */
static GHashTable *
count_units (const StScenario *scenario)
{
  guint       n = scenario->units->len;
  GHashTable *numbers = g_hash_table_new (g_direct_hash, g_direct_equal);
  /* "LENGTH:TYPESIDE", so that no two pairs make one key, → the first unit of the pair */
  g_autoptr (GHashTable) groups = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree guint *group = g_new0 (guint, n + 1);
  g_autofree guint *count = g_new0 (guint, n + 1);
  g_autofree guint *number = g_new0 (guint, n + 1);

  for (guint i = 0; i < n; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);
      const char   *type = unit->type ? unit->type : "";
      char         *key = g_strdup_printf ("%zu:%s%s", strlen (type), type, unit->side ? unit->side : "");
      gpointer      first;

      if (g_hash_table_lookup_extended (groups, key, NULL, &first))
        g_free (key);
      else
        g_hash_table_insert (groups, key, first = GUINT_TO_POINTER (i));
      group[i] = GPOINTER_TO_UINT (first);
      number[i] = ++count[group[i]];
    }
  for (guint i = 0; i < n; i++)
    if (count[group[i]] > 1)
      g_hash_table_insert (numbers, g_ptr_array_index (scenario->units, i), GUINT_TO_POINTER (number[i]));
  return numbers;
}

guint
st_scenario_index_unit_number (StScenarioIndex *index, const StUnit *unit)
{
  if (index->numbers == NULL)
    index->numbers = count_units (index->scenario);
  return GPOINTER_TO_UINT (g_hash_table_lookup (index->numbers, unit));
}

GHashTable *
st_scenario_index_label_cache (StScenarioIndex *index)
{
  if (index->labels == NULL)
    index->labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return index->labels;
}
