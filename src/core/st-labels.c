/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-labels"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "st-labels.h"

/* The labels below are worked out with an index (st_unit_label_indexed ()),
 * which looks things up in constant time, or without one, searching the
 * scenario's lists: right for one label, too slow for one a unit. */
typedef struct
{
  const StScenario *scenario;
  StScenarioIndex  *index; /* may be NULL */
} Ctx;

static const char *
text_or (const Ctx *ctx, const StText *text, const char *fallback)
{
  const char *value = NULL;

  if (text != NULL && !st_text_is_empty (text))
    value = ctx->index != NULL ? st_scenario_index_text (ctx->index, text) : st_text_get_for_locale (text);
  return value != NULL && *value != '\0' ? value : fallback;
}

static char *
place_label (const Ctx *ctx, const StUnit *unit)
{
  const StNode *node;

  if (!unit->placed)
    return NULL;
  if (unit->node == NULL)
    return st_board_cell_label (ctx->scenario->board, unit->cell);
  node = ctx->index != NULL ? st_scenario_index_node (ctx->index, unit->node)
                            : st_board_find_node (ctx->scenario->board, unit->node);
  return g_strdup (node != NULL ? text_or (ctx, node->name, node->id) : unit->node);
}

char *
st_place_label (const StScenario *scenario, const StUnit *unit)
{
  Ctx ctx = { scenario, NULL };

  g_return_val_if_fail (scenario != NULL && unit != NULL, NULL);

  return place_label (&ctx, unit);
}

/* format with its %1$s and %2$s (in either order, or %s and %s in turn)
 * replaced by a and b, as printf would: the translated formats below are
 * positional, and glibc's printf takes several times as long over those as
 * over plain ones (a label for each of 50,000 units). */
static char *
format_two (const char *format, const char *a, const char *b)
{
  GString    *out = g_string_sized_new (strlen (format) + strlen (a) + strlen (b));
  const char *args[] = { a, b };
  guint       next = 0;

  for (const char *p = format; *p != '\0'; p++)
    {
      if (*p != '%')
        g_string_append_c (out, *p);
      else if ((p[1] == '1' || p[1] == '2') && p[2] == '$' && p[3] == 's')
        {
          g_string_append (out, args[p[1] - '1']);
          p += 3;
        }
      else if (p[1] == 's')
        {
          g_string_append (out, next < G_N_ELEMENTS (args) ? args[next++] : "");
          p++;
        }
      else if (p[1] == '%')
        {
          g_string_append_c (out, '%');
          p++;
        }
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

/* "Blue Infantry": the type's name after the side's, unless the type is the
 * side's own. */
static char *
type_label (const Ctx *ctx, const StUnit *unit)
{
  const StUnitType *type = ctx->index != NULL ? st_scenario_index_unit_type (ctx->index, unit->type)
                                              : st_scenario_find_unit_type (ctx->scenario, unit->type);
  const StSide     *side = ctx->index != NULL ? st_scenario_index_side (ctx->index, unit->side)
                                              : st_scenario_find_side (ctx->scenario, unit->side);
  const char       *type_name = type != NULL ? text_or (ctx, type->name, type->id) : unit->type;

  if (side == NULL || (type != NULL && type->side != NULL))
    return g_strdup (type_name);
  /* Translators: a unit without a name of its own: its side, then its type
   * ("Blue Infantry"). */
  return format_two (C_ ("unit label", "%1$s %2$s"), text_or (ctx, side->name, side->id), type_name);
}

/* type_label (), kept in the index for each type and side. */
static char *
base_label (const Ctx *ctx, const StUnit *unit)
{
  GHashTable      *cache;
  g_autofree char *key = NULL;
  const char      *label;

  if (ctx->index == NULL)
    return type_label (ctx, unit);
  cache = st_scenario_index_label_cache (ctx->index);
  /* Ids hold no line break (st_id_is_valid ()). */
  key = g_strconcat (unit->type ? unit->type : "", "\n", unit->side ? unit->side : "", NULL);
  label = g_hash_table_lookup (cache, key);
  if (label == NULL)
    g_hash_table_insert (cache, g_steal_pointer (&key), (gpointer) (label = type_label (ctx, unit)));
  return g_strdup (label);
}

/* The unit's number among its side's units of its type, or 0 when it is the
 * only one. */
static guint
unit_number (const Ctx *ctx, const StUnit *unit)
{
  guint number = 0, count = 0;

  if (ctx->index != NULL)
    return st_scenario_index_unit_number (ctx->index, unit);
  for (guint i = 0; i < ctx->scenario->units->len; i++)
    {
      const StUnit *other = g_ptr_array_index (ctx->scenario->units, i);

      if (g_strcmp0 (other->type, unit->type) != 0 || g_strcmp0 (other->side, unit->side) != 0)
        continue;
      count++;
      if (other == unit)
        number = count;
    }
  return count > 1 ? number : 0;
}

char *
st_unit_short_label (const StScenario *scenario, const StUnit *unit)
{
  Ctx               ctx = { scenario, NULL };
  const StUnitType *type;
  guint             number;

  g_return_val_if_fail (scenario != NULL && unit != NULL, NULL);

  if (unit->name != NULL && !st_text_is_empty (unit->name))
    return g_strdup (text_or (&ctx, unit->name, unit->id));
  type = st_scenario_find_unit_type (scenario, unit->type);
  number = unit_number (&ctx, unit);
  if (number == 0)
    return g_strdup (type != NULL ? text_or (&ctx, type->name, type->id) : unit->type);
  return g_strdup_printf (C_ ("unit label", "%1$s %2$u"),
                          type != NULL ? text_or (&ctx, type->name, type->id) : unit->type, number);
}

static char *
unit_label (const Ctx *ctx, const StUnit *unit)
{
  g_autofree char *base = NULL;
  g_autofree char *place = NULL;

  if (unit->name != NULL && !st_text_is_empty (unit->name))
    base = g_strdup (text_or (ctx, unit->name, unit->id));
  else
    base = base_label (ctx, unit);
  place = place_label (ctx, unit);
  if (place != NULL)
    /* Translators: a unit and where it stands: "Blue Infantry (0304)". */
    return format_two (C_ ("unit label", "%1$s (%2$s)"), base, place);
  if (unit->name == NULL || st_text_is_empty (unit->name))
    {
      guint number = unit_number (ctx, unit);

      if (number > 0)
        /* Translators: one of several units of a side and type, in reserve:
         * "Blue Infantry 2". */
        return g_strdup_printf (C_ ("unit label", "%1$s %2$u"), base, number);
    }
  return g_steal_pointer (&base);
}

char *
st_unit_label (const StScenario *scenario, const StUnit *unit)
{
  Ctx ctx = { scenario, NULL };

  g_return_val_if_fail (scenario != NULL && unit != NULL, NULL);

  return unit_label (&ctx, unit);
}

char *
st_unit_label_indexed (StScenarioIndex *index, const StUnit *unit)
{
  Ctx ctx = { NULL, index };

  g_return_val_if_fail (index != NULL && unit != NULL, NULL);

  ctx.scenario = st_scenario_index_get_scenario (index);
  return unit_label (&ctx, unit);
}

char *
st_crt_row_range_label (const StCrtRow *row)
{
  g_return_val_if_fail (row != NULL, NULL);

  if (row->has_min && row->has_max && row->min == row->max)
    return g_strdup_printf ("%+d", row->min);
  if (row->has_min && row->has_max)
    /* Translators: a row of the combat results table, a range of attack minus
     * defence differences, e.g. "+2 to +3". */
    return g_strdup_printf (_ ("%+d to %+d"), row->min, row->max);
  if (row->has_min)
    /* Translators: a row of the combat results table, an open range of
     * differences, e.g. "+4 or more". */
    return g_strdup_printf (_ ("%+d or more"), row->min);
  if (row->has_max)
    /* Translators: a row of the combat results table, an open range of
     * differences, e.g. "-3 or less". */
    return g_strdup_printf (_ ("%+d or less"), row->max);

  /* Translators: a row of the combat results table that covers every
   * difference of attack and defence. */
  return g_strdup (_ ("Any difference"));
}
