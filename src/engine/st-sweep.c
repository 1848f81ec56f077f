/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "core/st-edit-tables.h"
#include "core/st-edit.h"
#include "core/st-family.h"
#include "st-sweep.h"

/* What a sweep varies and how it sets a value in a copy of the scenario; the
 * runs are in st-sweep-run.c. */

#define UNITS_PREFIX "units:"
/* Values a sweep plays at most: each is two runs of games. */
#define MAX_VALUES 200

// clang-format off
G_DEFINE_QUARK (st-sweep-error-quark, st_sweep_error)
// clang-format on

void
st_sweep_param_free (StSweepParam *param)
{
  if (param == NULL)
    return;
  g_free (param->name);
  g_free (param->side);
  g_free (param->type);
  g_free (param);
}

StSweepParam *
st_sweep_param_copy (const StSweepParam *param)
{
  StSweepParam *copy = g_new0 (StSweepParam, 1);

  copy->kind = param->kind;
  copy->name = g_strdup (param->name);
  copy->side = g_strdup (param->side);
  copy->type = g_strdup (param->type);
  return copy;
}

static gboolean
is_number_param (const StAttrSpec *spec)
{
  return spec != NULL && spec->type == ST_VALUE_INT;
}

static gboolean
fields_type (const StScenario *scenario, const char *side, const char *type)
{
  for (guint i = 0; i < scenario->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);

      if (g_str_equal (unit->side, side) && g_str_equal (unit->type, type))
        return TRUE;
    }
  return FALSE;
}

GPtrArray *
st_sweep_param_names (const StScenario *scenario)
{
  GPtrArray        *names = g_ptr_array_new_with_free_func (g_free);
  guint             n_specs = 0;
  const StAttrSpec *specs = st_family_params (scenario->family, &n_specs);

  for (guint i = 0; i < n_specs; i++)
    if (is_number_param (&specs[i]))
      g_ptr_array_add (names, g_strdup (specs[i].name));
  if (st_family_find_param (scenario->family, "first-side") != NULL)
    g_ptr_array_add (names, g_strdup ("first-side"));
  for (guint s = 0; s < scenario->sides->len; s++)
    {
      const StSide *side = g_ptr_array_index (scenario->sides, s);

      for (guint t = 0; t < scenario->unit_types->len; t++)
        {
          const StUnitType *type = g_ptr_array_index (scenario->unit_types, t);

          if (fields_type (scenario, side->id, type->id))
            g_ptr_array_add (names, g_strconcat (UNITS_PREFIX, side->id, ":", type->id, NULL));
        }
    }
  return names;
}

StSweepParam *
st_sweep_param_parse (const StScenario *scenario, const char *name, GError **error)
{
  g_autoptr (StSweepParam) param = g_new0 (StSweepParam, 1);

  param->name = g_strdup (name);
  if (g_str_has_prefix (name, UNITS_PREFIX))
    {
      g_auto (GStrv) parts = g_strsplit (name + strlen (UNITS_PREFIX), ":", 3);

      param->kind = ST_SWEEP_UNITS;
      if (g_strv_length (parts) != 2 || st_scenario_find_side (scenario, parts[0]) == NULL
          || st_scenario_find_unit_type (scenario, parts[1]) == NULL)
        {
          g_set_error (
              error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_PARAM,
              _ ("“%s” names no side and unit type of the scenario: give units:SIDE:TYPE with their ids"),
              name);
          return NULL;
        }
      param->side = g_strdup (parts[0]);
      param->type = g_strdup (parts[1]);
      return g_steal_pointer (&param);
    }
  if (g_str_equal (name, "first-side") && st_family_find_param (scenario->family, name) != NULL)
    {
      param->kind = ST_SWEEP_FIRST_SIDE;
      return g_steal_pointer (&param);
    }
  if (!is_number_param (st_family_find_param (scenario->family, name)))
    {
      g_autoptr (GPtrArray) names = st_sweep_param_names (scenario);
      g_autofree char *list = NULL;

      g_ptr_array_add (names, NULL);
      list = g_strjoinv (", ", (char **) names->pdata);
      g_set_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_PARAM,
                   _ ("A sweep cannot vary “%s” in a %s scenario; it can vary %s"), name,
                   st_family_display_name (scenario->family), list);
      return NULL;
    }
  param->kind = ST_SWEEP_NUMBER;
  return g_steal_pointer (&param);
}

static guint
count_units (const StScenario *scenario, const StSweepParam *param)
{
  guint n = 0;

  for (guint i = 0; i < scenario->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);

      n += g_str_equal (unit->side, param->side) && g_str_equal (unit->type, param->type);
    }
  return n;
}

char *
st_sweep_param_value (const StScenario *scenario, const StSweepParam *param)
{
  const char       *value;
  const StAttrSpec *spec;

  if (param->kind == ST_SWEEP_UNITS)
    return g_strdup_printf ("%u", count_units (scenario, param));
  value = st_scenario_get_param (scenario, param->name);
  spec = st_family_find_param (scenario->family, param->name);
  if (value == NULL && spec != NULL)
    value = spec->default_value;
  if (value == NULL && param->kind == ST_SWEEP_FIRST_SIDE && scenario->sides->len > 0)
    value = ((const StSide *) g_ptr_array_index (scenario->sides, 0))->id;
  return g_strdup (value ? value : "");
}

static gboolean
parse_int (const char *text, gint64 *out)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  return stripped[0] != '\0' && g_ascii_string_to_signed (stripped, 10, G_MININT32, G_MAXINT32, out, NULL);
}

GPtrArray *
st_sweep_values_parse (
    const StScenario *scenario, const StSweepParam *param, const char *text, int step, GError **error)
{
  g_autoptr (GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
  const char *dots = strstr (text, "..");

  if (dots != NULL && param->kind != ST_SWEEP_FIRST_SIDE)
    {
      g_autofree char *from_text = g_strndup (text, (gsize) (dots - text));
      gint64           from, to;

      if (!parse_int (from_text, &from) || !parse_int (dots + 2, &to) || step < 1 || to < from
          || (to - from) / step >= MAX_VALUES)
        {
          g_set_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_VALUE,
                       _ ("“%s” is not a range of values: give FROM..TO with FROM ≤ TO, a step of 1 or more "
                          "and at most %d values"),
                       text, MAX_VALUES);
          return NULL;
        }
      for (gint64 v = from; v <= to; v += step)
        g_ptr_array_add (values, g_strdup_printf ("%" G_GINT64_FORMAT, v));
    }
  else
    {
      g_auto (GStrv) items = g_strsplit (text, ",", -1);

      for (guint i = 0; items[i] != NULL; i++)
        {
          g_autofree char *item = g_strstrip (g_strdup (items[i]));
          gint64           number;

          if (param->kind == ST_SWEEP_FIRST_SIDE ? st_scenario_find_side (scenario, item) == NULL
                                                 : !parse_int (item, &number))
            {
              g_set_error (
                  error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_VALUE,
                  param->kind == ST_SWEEP_FIRST_SIDE
                      ? _ ("“%s” is not a side of the scenario: give side ids separated by commas")
                      : _ ("“%s” is not a whole number: give numbers separated by commas, or FROM..TO"),
                  item);
              return NULL;
            }
          if (param->kind != ST_SWEEP_FIRST_SIDE)
            g_ptr_array_add (values, g_strdup_printf ("%" G_GINT64_FORMAT, number));
          else
            g_ptr_array_add (values, g_steal_pointer (&item));
        }
      if (values->len > MAX_VALUES)
        {
          g_set_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_VALUE, _ ("A sweep plays at most %d values"),
                       MAX_VALUES);
          return NULL;
        }
    }
  /* Every value is checked before any game is played. */
  for (guint i = 0; i < values->len; i++)
    {
      g_autoptr (StScenario) applied =
          st_sweep_apply (scenario, param, g_ptr_array_index (values, i), NULL, error);

      if (applied == NULL)
        return NULL;
    }
  return g_steal_pointer (&values);
}

/* The free place nearest the unit's: a cell by steps over the board, a node by
 * distance on the map. FALSE when the board has none. */
static gboolean
free_place_near (const StScenario *scenario, const StUnit *near, StCell *cell, const char **node)
{
  g_autoptr (GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < scenario->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);

      if (unit->placed)
        g_hash_table_add (taken, unit->node ? g_strdup (unit->node)
                                            : g_strdup_printf ("%d,%d", unit->cell.x, unit->cell.y));
    }
  if (st_board_is_grid (scenario->board))
    {
      g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_autoptr (GArray) queue = g_array_new (FALSE, FALSE, sizeof (StCell));

      g_array_append_val (queue, near->cell);
      g_hash_table_add (seen, g_strdup_printf ("%d,%d", near->cell.x, near->cell.y));
      for (guint head = 0; head < queue->len; head++)
        {
          StCell at = g_array_index (queue, StCell, head), next[8];
          guint  n = st_board_neighbours (scenario->board, at.x, at.y, next);

          for (guint i = 0; i < n; i++)
            {
              char *key = g_strdup_printf ("%d,%d", next[i].x, next[i].y);

              if (!g_hash_table_add (seen, key))
                continue;
              if (!g_hash_table_contains (taken, key))
                {
                  *cell = next[i];
                  return TRUE;
                }
              g_array_append_val (queue, next[i]);
            }
        }
      return FALSE;
    }
  else
    {
      const StNode *from = st_board_find_node (scenario->board, near->node);
      double        best = INFINITY;

      for (guint i = 0; from != NULL && i < scenario->board->nodes->len; i++)
        {
          const StNode *n = g_ptr_array_index (scenario->board->nodes, i);
          double        d = hypot (n->x - from->x, n->y - from->y);

          if (!g_hash_table_contains (taken, n->id) && d < best)
            {
              best = d;
              *node = n->id;
            }
        }
      return best < INFINITY;
    }
}

/* Removes the last-listed units of the side and type, or adds units next to
 * the last one (in reserve when it is), until the side fields count. */
static gboolean
set_unit_count (StScenario *scenario, const StSweepParam *param, guint count, GError **error)
{
  guint n = count_units (scenario, param);

  while (n > count)
    for (guint i = scenario->units->len; i-- > 0;)
      {
        const StUnit *unit = g_ptr_array_index (scenario->units, i);

        if (g_str_equal (unit->side, param->side) && g_str_equal (unit->type, param->type))
          {
            g_autofree char *id = g_strdup (unit->id);

            st_edit_delete_unit (scenario, id);
            n--;
            break;
          }
      }
  while (n < count)
    {
      const StUnit    *last = NULL;
      StCell           cell = { 0, 0 };
      const char      *node = NULL;
      g_autofree char *id = NULL;

      for (guint i = 0; i < scenario->units->len; i++)
        {
          const StUnit *unit = g_ptr_array_index (scenario->units, i);

          if (g_str_equal (unit->side, param->side) && g_str_equal (unit->type, param->type))
            last = unit;
        }
      if (last == NULL)
        {
          g_set_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_VALUE,
                       _ ("%s fields no %s to place more beside: place one first"), param->side, param->type);
          return FALSE;
        }
      if (last->placed && !free_place_near (scenario, last, &cell, &node))
        {
          g_set_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_VALUE,
                       _ ("The board has no free place for %u units of %s’s %s"), count, param->side,
                       param->type);
          return FALSE;
        }
      if (!last->placed)
        {
          cell = last->cell;
          node = last->node;
        }
      id = st_edit_add_unit (scenario, param->type, param->side, cell, node);
      if (id == NULL)
        {
          g_set_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_VALUE, _ ("%s cannot field a %s"), param->side,
                       param->type);
          return FALSE;
        }
      if (!last->placed)
        st_edit_unit_to_reserve (scenario, id);
      n++;
    }
  return TRUE;
}

StScenario *
st_sweep_apply (const StScenario   *scenario,
                const StSweepParam *param,
                const char         *value,
                gboolean           *changed,
                GError            **error)
{
  g_autoptr (StScenario) copy = st_scenario_copy (scenario);
  g_autofree char *before = st_sweep_param_value (scenario, param);
  g_autoptr (GError) local = NULL;

  if (param->kind == ST_SWEEP_UNITS)
    {
      gint64 count;

      if (!parse_int (value, &count) || count < 0 || count > 999)
        {
          g_set_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_VALUE,
                       _ ("%s = %s: a number of units is a whole number from 0 to 999"), param->name, value);
          return NULL;
        }
      if (!set_unit_count (copy, param, (guint) count, &local))
        {
          g_set_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_VALUE, "%s = %s: %s", param->name, value,
                       local->message);
          return NULL;
        }
    }
  else if (!st_edit_set_param (copy, param->name, value, &local) && local != NULL)
    {
      g_set_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_VALUE, "%s = %s: %s", param->name, value,
                   local->message);
      return NULL;
    }
  if (changed != NULL)
    {
      g_autofree char *after = st_sweep_param_value (copy, param);

      *changed = g_strcmp0 (before, after) != 0;
    }
  return g_steal_pointer (&copy);
}
