/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "st-family.h"

#define ST_FAMILY(descriptor, ruleset) extern const StFamily descriptor;
#include "families/families.def"
#undef ST_FAMILY

/* The registry: every family, from families/families.def. */
static const StFamily *const families[] = {
#define ST_FAMILY(descriptor, ruleset) &descriptor,
#include "families/families.def"
#undef ST_FAMILY
  NULL,
};

#define N_FAMILIES (G_N_ELEMENTS (families) - 1)

static const char *const no_ids[] = { NULL };

static const StAttrSpec card_attrs[] = {
  { "attack", ST_VALUE_DICE, 0, 0, "", "unit", NULL, N_ ("Attack") },
  { "defense", ST_VALUE_DICE, 0, 0, "", "unit", NULL, N_ ("Defence") },
  { "bombard", ST_VALUE_DICE, 0, 0, "", "unit", NULL, N_ ("Bombard") },
  { "range", ST_VALUE_RANGE, 0, 0, "", "unit", NULL, N_ ("Range") },
  { "volley", ST_VALUE_DICE, 0, 0, "", "unit", NULL, N_ ("Volley") },
  { "pursuit", ST_VALUE_RANGE, 0, 0, "", NULL, NULL, N_ ("Pursuit") },
  { "withdraw", ST_VALUE_RANGE, 0, 0, "", "unit", NULL, N_ ("Withdraw") },
  { "not-required-to-advance", ST_VALUE_BOOL, 0, 0, "false", "unit", NULL, N_ ("Not required to advance") },
  { "redoubt", ST_VALUE_BOOL, 0, 0, "false", "unit", NULL, N_ ("Unit redoubt") },
  { "redoubt-units", ST_VALUE_UNITS, 0, 0, "", "unit", NULL, N_ ("Unit redoubt for") },
  { "guerrillas", ST_VALUE_BOOL, 0, 0, "false", "unit", NULL, N_ ("Guerrillas") },
  { "committed-attack", ST_VALUE_BOOL, 0, 0, "false", "unit", NULL, N_ ("Committed attack") },
  { "artillery", ST_VALUE_BOOL, 0, 0, "false", "unit", NULL, N_ ("Artillery") },
  { "command", ST_VALUE_INT, 0, 9, "", "leader", NULL, N_ ("Command") },
  { "combat", ST_VALUE_DICE, 0, 0, "", "leader", NULL, N_ ("Combat") },
  { "rally", ST_VALUE_RANGE, 0, 0, "", "leader", NULL, N_ ("Rally") },
  { "grand-battery", ST_VALUE_DICE, 0, 0, "", "leader", NULL, N_ ("Grand battery") },
  { "restricted-to", ST_VALUE_UNITS, 0, 0, "", "leader", NULL, N_ ("Restricted to units") },
  { "single-unit", ST_VALUE_UNIT, 0, 0, "", "leader", NULL, N_ ("Single unit") },
};

static const char *const hq_types[] = {
  "ambush",  "banzai-charge", "committed-attack", "death-with-honour", "forced-march", "guerrilla",
  "redoubt", "regroup",       "rockets",          "sappers",           "skirmish",     "spy",
  "supply",  "withdraw",      "leader",           "maharaja",          NULL,
};

/* The ids of the families' tables with the labels editors show, one entry a
 * line. A test (tests/core/test-family.c) checks that every id a family uses
 * has one. */
typedef struct
{
  const char *id;
  const char *label; /* N_() marked */
} IdLabel;

static const IdLabel arm_labels[] = {
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

static const IdLabel pattern_labels[] = {
  { "none", N_ ("Plain colour") }, { "trees", N_ ("Trees") },    { "hills", N_ ("Hills") },
  { "marsh", N_ ("Marsh") },       { "town", N_ ("Town") },      { "water", N_ ("Water") },
  { "dots", N_ ("Dots") },         { "hatch", N_ ("Hatching") },
};

typedef struct
{
  const char *id;
  const char *label; /* N_() marked */
  gboolean    flag; /* a yes/no effect (1 when set) rather than a number */
} EffectInfo;

static const EffectInfo effect_infos[] = {
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

/* NULL-terminated lists of the ids above, made once. */
static const char *const *
id_list (gsize *once, const void *table, gsize n, gsize stride)
{
  if (g_once_init_enter (once))
    {
      const char **ids = g_new0 (const char *, n + 1);

      for (gsize i = 0; i < n; i++)
        ids[i] = *(const char *const *) ((const char *) table + i * stride);
      g_once_init_leave (once, (gsize) ids);
    }
  return (const char *const *) *once;
}

static const char *
find_label (const IdLabel *table, gsize n, const char *id)
{
  for (gsize i = 0; i < n; i++)
    if (g_strcmp0 (table[i].id, id) == 0)
      return g_dgettext (GETTEXT_PACKAGE, table[i].label);
  return NULL;
}

static const EffectInfo *
find_effect (const char *effect)
{
  for (gsize i = 0; i < G_N_ELEMENTS (effect_infos); i++)
    if (g_strcmp0 (effect_infos[i].id, effect) == 0)
      return &effect_infos[i];
  return NULL;
}

const StFamily *const *
st_family_all (guint *n_families)
{
  if (n_families != NULL)
    *n_families = N_FAMILIES;
  return families;
}

guint
st_family_index (const StFamily *family)
{
  for (guint i = 0; i < N_FAMILIES; i++)
    if (families[i] == family)
      return i;
  g_return_val_if_reached (0);
}

const StFamily *
st_family_lookup (const char *id)
{
  for (guint i = 0; i < N_FAMILIES; i++)
    if (g_strcmp0 (id, families[i]->id) == 0)
      return families[i];
  return NULL;
}

char *
st_family_list_ids (void)
{
  GString *ids = g_string_new (NULL);

  for (guint i = 0; i < N_FAMILIES; i++)
    {
      if (i > 0)
        g_string_append (ids, i + 1 == N_FAMILIES ? " or " : ", ");
      g_string_append (ids, families[i]->id);
    }
  return g_string_free (ids, FALSE);
}

const char *
st_family_id (const StFamily *family)
{
  g_return_val_if_fail (family != NULL, NULL);
  return family->id;
}

const char *
st_family_display_name (const StFamily *family)
{
  g_return_val_if_fail (family != NULL, NULL);
  return g_dgettext (GETTEXT_PACKAGE, family->label);
}

StBoardKind
st_family_board_kind (const StFamily *family)
{
  return family->board_kind;
}

const char *const *
st_family_arms (const StFamily *family)
{
  return family->arms;
}

gboolean
st_family_has_arm (const StFamily *family, const char *arm)
{
  return arm != NULL && g_strv_contains (family->arms, arm);
}

const StAttrSpec *
st_family_unit_type_attrs (const StFamily *family, guint *n_specs)
{
  *n_specs = family->n_unit_attrs;
  return family->unit_attrs;
}

const StAttrSpec *
st_family_params (const StFamily *family, guint *n_specs)
{
  *n_specs = family->n_params;
  return family->params;
}

const StAttrSpec *
st_family_find_param (const StFamily *family, const char *name)
{
  for (guint i = 0; i < family->n_params; i++)
    if (g_strcmp0 (family->params[i].name, name) == 0)
      return &family->params[i];
  return NULL;
}

const char *
st_family_unit_attr_default (const StFamily *family, const StAttrSpec *spec, const char *arm)
{
  for (const StArmDefault *d = family->arm_defaults; d != NULL && d->arm != NULL; d++)
    if (g_strcmp0 (d->arm, arm) == 0 && g_strcmp0 (d->attr, spec->name) == 0)
      return d->value;
  return spec->default_value;
}

gboolean
st_family_has_decks (const StFamily *family)
{
  return family->has_decks;
}

gboolean
st_family_has_crt (const StFamily *family)
{
  return family->has_crt;
}

const char *const *
st_family_terrain_effects (const StFamily *family)
{
  return family != NULL && family->terrain_effects != NULL ? family->terrain_effects : no_ids;
}

const char *const *
st_family_edge_links (const StFamily *family)
{
  return family != NULL && family->edge_links != NULL ? family->edge_links : no_ids;
}

const char *
st_family_stack_slot (const StFamily *family, const char *arm)
{
  if (family->stacking == NULL)
    return "unit";
  for (const StStackSlot *s = family->stacking; s->arm != NULL; s++)
    if (g_strcmp0 (s->arm, arm) == 0)
      return s->slot;
  return arm != NULL ? arm : "unit";
}

const StPieceInfo *
st_family_piece (const StFamily *family)
{
  return &family->piece;
}

gboolean
st_attr_spec_side_word (const StAttrSpec *spec, const char *value)
{
  g_auto (GStrv) words = NULL;

  if (spec->type != ST_VALUE_SIDE || spec->choices == NULL || value == NULL)
    return FALSE;
  words = g_strsplit (spec->choices, " ", -1);
  return g_strv_contains ((const char *const *) words, value);
}

const StAttrSpec *
st_card_attrs (guint *n_specs)
{
  *n_specs = G_N_ELEMENTS (card_attrs);
  return card_attrs;
}

const char *const *
st_card_hq_types (void)
{
  return hq_types;
}

gboolean
st_card_is_hq_type (const char *hq)
{
  return hq != NULL && g_strv_contains (hq_types, hq);
}

const char *const *
st_terrain_patterns (void)
{
  static gsize ids = 0;

  return id_list (&ids, pattern_labels, G_N_ELEMENTS (pattern_labels), sizeof pattern_labels[0]);
}

const char *const *
st_terrain_effects (void)
{
  static gsize ids = 0;

  return id_list (&ids, effect_infos, G_N_ELEMENTS (effect_infos), sizeof effect_infos[0]);
}

const char *
st_arm_label (const char *arm)
{
  return find_label (arm_labels, G_N_ELEMENTS (arm_labels), arm);
}

const char *
st_terrain_pattern_label (const char *pattern)
{
  return find_label (pattern_labels, G_N_ELEMENTS (pattern_labels), pattern);
}

const char *
st_terrain_effect_label (const char *effect)
{
  const EffectInfo *info = find_effect (effect);

  return info ? g_dgettext (GETTEXT_PACKAGE, info->label) : NULL;
}

gboolean
st_terrain_effect_is_flag (const char *effect)
{
  const EffectInfo *info = find_effect (effect);

  return info != NULL && info->flag;
}

gboolean
st_dice_parse (const char *str, int *count, int *sides, int *modifier)
{
  const char *p = str;
  char       *end;
  long        n, s, m = 0;

  if (str == NULL || !g_ascii_isdigit (*p))
    return FALSE;
  n = strtol (p, &end, 10);
  if (*end != 'd' || n < 1 || n > 20)
    return FALSE;
  p = end + 1;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  s = strtol (p, &end, 10);
  if (s < 2 || s > 100)
    return FALSE;
  p = end;
  if (*p == '+' || *p == '-')
    {
      gboolean negative = *p == '-';
      p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      m = strtol (p, &end, 10);
      if (m > 99)
        return FALSE;
      if (negative)
        m = -m;
      p = end;
    }
  if (*p != '\0')
    return FALSE;
  if (count)
    *count = (int) n;
  if (sides)
    *sides = (int) s;
  if (modifier)
    *modifier = (int) m;
  return TRUE;
}

gboolean
st_range_parse (const char *str, int *low, int *high)
{
  const char *dash;
  gint64      a, b;

  if (str == NULL)
    return FALSE;
  dash = strchr (str, '-');
  if (dash == NULL)
    {
      if (!g_ascii_string_to_signed (str, 10, 0, 99, &a, NULL))
        return FALSE;
      b = a;
    }
  else
    {
      g_autofree char *first = g_strndup (str, dash - str);
      if (!g_ascii_string_to_signed (first, 10, 0, 99, &a, NULL)
          || !g_ascii_string_to_signed (dash + 1, 10, 0, 99, &b, NULL) || b < a)
        return FALSE;
    }
  if (low)
    *low = (int) a;
  if (high)
    *high = (int) b;
  return TRUE;
}

gboolean
st_attr_spec_check (const StAttrSpec *spec, const char *value, char **message)
{
  gint64 number;

  switch (spec->type)
    {
      case ST_VALUE_INT:
        if (!g_ascii_string_to_signed (value, 10, spec->min, spec->max, &number, NULL))
          {
            *message = g_strdup_printf ("expected an integer from %d to %d for '%s', found '%s'", spec->min,
                                        spec->max, spec->name, value);
            return FALSE;
          }
        return TRUE;
      case ST_VALUE_BOOL:
        if (!g_str_equal (value, "true") && !g_str_equal (value, "false"))
          {
            *message = g_strdup_printf ("expected 'true' or 'false' for '%s', found '%s'", spec->name, value);
            return FALSE;
          }
        return TRUE;
      case ST_VALUE_DICE:
        if (!st_dice_parse (value, NULL, NULL, NULL))
          {
            *message = g_strdup_printf ("expected dice such as '2d8' or '1d6+1' for '%s', found '%s'",
                                        spec->name, value);
            return FALSE;
          }
        return TRUE;
      case ST_VALUE_RANGE:
        if (!st_range_parse (value, NULL, NULL))
          {
            *message = g_strdup_printf ("expected a number or a range such as '1-3' for '%s', found '%s'",
                                        spec->name, value);
            return FALSE;
          }
        return TRUE;
      case ST_VALUE_CHOICE:
        {
          g_auto (GStrv) words = g_strsplit (spec->choices, " ", -1);
          if (!g_strv_contains ((const char *const *) words, value))
            {
              *message = g_strdup_printf ("expected one of %s for '%s', found '%s'", spec->choices,
                                          spec->name, value);
              return FALSE;
            }
          return TRUE;
        }
      case ST_VALUE_STRING:
      case ST_VALUE_SIDE:
      case ST_VALUE_UNIT:
      case ST_VALUE_UNITS:
      default:
        return TRUE;
    }
}
