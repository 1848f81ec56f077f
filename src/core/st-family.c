/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "st-family.h"

typedef struct
{
  const char        *id;
  const char        *display_name;
  StBoardKind        board_kind;
  const char *const *arms;
  const StAttrSpec  *unit_attrs;
  guint              n_unit_attrs;
  const StAttrSpec  *params;
  guint              n_params;
  gboolean           has_decks;
  gboolean           has_crt;
  const char *const *terrain_effects; /* the terrain effects its ruleset reads */
  const char *const *edge_links; /* the edge-type links its ruleset reads */
} FamilyInfo;

/* The terrain effects each ruleset reads (docs/format.md): st-hex-grid.c for the
 * hex family, mo-game.c, cm-game.c; Manöver's towns and links have no terrain. An
 * effect a family's ruleset does not read is not offered by the editor and is
 * warned about by the loader. */
static const char *const hex_effects[] = { "move-cost", "impassable",   "defense",
                                           "attack",    "cavalry-stop", NULL };
static const char *const manoeuvre_effects[] = {
  "impassable",           "defense", "attack", "blocks-fire", "cavalry-stop", "no-assault-from",
  "no-forced-march-from", NULL,
};
static const char *const cm_effects[] = {
  "terrain-move-limit", "impassable-cavalry", "impassable-cannon",       "adjacent-entry",
  "blocks-leap",        "impassable",         "optional-leader-terrain", NULL,
};
static const char *const no_effects[] = { NULL };
/* What an edge type's link means to the rules: only Manöver moves along links. */
static const char *const manover_links[] = { "railway", "road", NULL };

static const char *const hex_arms[] = { "infantry", "cavalry", "artillery", "capital", NULL };
static const char *const manoeuvre_arms[] = { "infantry", "cavalry", NULL };
static const char *const cm_arms[] = { "leader", "cavalry", "cannon", "skirmisher", "infantry", NULL };
static const char *const manover_arms[] = { "infantry", "machine-gun", "artillery", "armoured-train",
                                            "gas",      "aviation",    "cavalry",   NULL };

static const StAttrSpec hex_unit_attrs[] = {
  { "attack", ST_VALUE_INT, 0, 99, NULL, NULL, NULL, N_ ("Attack strength") },
  { "defense", ST_VALUE_INT, 0, 99, NULL, NULL, NULL, N_ ("Defence strength") },
  { "movement", ST_VALUE_INT, 0, 99, NULL, NULL, NULL, N_ ("Movement allowance") },
  { "reduced-attack", ST_VALUE_INT, 0, 99, "0", NULL, NULL, N_ ("Reduced attack strength") },
  { "reduced-defense", ST_VALUE_INT, 0, 99, "0", NULL, NULL, N_ ("Reduced defence strength") },
};

static const StAttrSpec manoeuvre_unit_attrs[] = {
  { "strength", ST_VALUE_INT, 0, 99, NULL, NULL, NULL, N_ ("Strength") },
  { "reduced-strength", ST_VALUE_INT, 0, 99, NULL, NULL, NULL, N_ ("Reduced strength") },
  { "movement", ST_VALUE_INT, 1, 9, "1", NULL, NULL, N_ ("Movement") },
};

static const StAttrSpec cm_unit_attrs[] = {
  { "movement", ST_VALUE_INT, 0, 99, NULL, NULL, NULL, N_ ("Movement range") },
  { "command-range", ST_VALUE_INT, 0, 99, NULL, "leader", NULL, N_ ("Command control range") },
  { "command-rating", ST_VALUE_INT, 0, 99, NULL, "leader", NULL, N_ ("Command rating") },
  { "moves-like", ST_VALUE_CHOICE, 0, 0, "leader", "leader", "leader cavalry cannon",
    N_ ("Moves like (cavalry and cannon leaders)") },
};

static const StAttrSpec manover_unit_attrs[] = {
  { "strength-class", ST_VALUE_INT, 1, 6, NULL, NULL, NULL, N_ ("Strength class") },
  { "steps", ST_VALUE_INT, 1, 99, NULL, NULL, NULL, N_ ("Steps") },
};

static const StAttrSpec hex_params[] = {
  { "turn-limit", ST_VALUE_INT, 1, 99, "10", NULL, NULL, N_ ("Turn limit") },
  { "first-side", ST_VALUE_SIDE, 0, 0, "", NULL, NULL, N_ ("First player") },
  { "replacements-from-turn", ST_VALUE_INT, 1, 99, "2", NULL, NULL, N_ ("Replacements from turn") },
  { "large-small-nation", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Large vs. small nation") },
  { "army-quality", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Army quality") },
  { "step-losses", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Step losses") },
  { "step-replacements", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Step replacements") },
};

/* Every family names the side that moves first (by default the first side of the
 * file). For first-side, `choices` lists the words allowed besides a side id:
 * manoeuvre's rules roll a d10 for it, which the designer may keep with "roll". */
static const StAttrSpec manoeuvre_params[] = {
  { "hand-size", ST_VALUE_INT, 1, 10, "5", NULL, NULL, N_ ("Hand size") },
  { "attrition-victory", ST_VALUE_INT, 1, 8, "5", NULL, NULL,
    N_ ("Units to eliminate for attrition victory") },
  { "advance-to-contact", ST_VALUE_BOOL, 0, 0, "true", NULL, NULL, N_ ("Advance to contact") },
  { "first-side", ST_VALUE_SIDE, 0, 0, "", NULL, "roll", N_ ("First player") },
  { "tournament-hands", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL,
    N_ ("Players choose their starting cards") },
  { "ambush-attack", ST_VALUE_DICE, 0, 0, "2d6", NULL, NULL, N_ ("Ambush attack dice") },
};

static const StAttrSpec cm_params[] = {
  { "first-side", ST_VALUE_SIDE, 0, 0, "", NULL, NULL, N_ ("First player") },
  { "moves-per-turn", ST_VALUE_INT, 1, 20, "3", NULL, NULL, N_ ("Moves per turn") },
  { "replacement-threshold-leader", ST_VALUE_INT, 0, 20, "0", NULL, NULL,
    N_ ("Replacement threshold: leaders") },
  { "replacement-threshold-cavalry", ST_VALUE_INT, 0, 20, "0", NULL, NULL,
    N_ ("Replacement threshold: cavalry") },
  { "replacement-threshold-cannon", ST_VALUE_INT, 0, 20, "0", NULL, NULL,
    N_ ("Replacement threshold: cannon") },
  { "replacement-threshold-skirmisher", ST_VALUE_INT, 0, 20, "0", NULL, NULL,
    N_ ("Replacement threshold: skirmishers") },
  { "replacement-threshold-infantry", ST_VALUE_INT, 0, 20, "0", NULL, NULL,
    N_ ("Replacement threshold: infantry") },
  { "skirmisher-self-activation", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL,
    N_ ("Skirmishers self-activate") },
  { "skirmisher-promotion", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Skirmishers promote") },
  { "leader-replacement", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Leader replacement") },
  { "quick-march", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Quick march") },
  { "victory-leaders", ST_VALUE_INT, 0, 20, "0", NULL, NULL, N_ ("Leaders to capture for victory") },
  { "victory-counts-replacements", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL,
    N_ ("Leaders due as replacements count for victory") },
  { "leader-terrain", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL,
    N_ ("Leaders may move two squares when only one is terrain") },
  { "cavalry-cannon-leaders", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL, N_ ("Cavalry and cannon leaders") },
  { "quick-march-distance", ST_VALUE_INT, 1, 99, "6", NULL, NULL,
    N_ ("Quick march: closest an enemy piece may be") },
  { "turn-limit", ST_VALUE_INT, 0, 999, "50", NULL, NULL, N_ ("Turn limit (0: none)") },
};

static const StAttrSpec manover_params[] = {
  { "first-side", ST_VALUE_SIDE, 0, 0, "", NULL, NULL, N_ ("First player") },
  { "strategic-points-to-win", ST_VALUE_INT, 1, 20, "5", NULL, NULL, N_ ("Strategic points to win") },
  { "south-reserve-size", ST_VALUE_INT, 0, 17, "7", NULL, NULL, N_ ("South reserve size"), TRUE },
  { "straight-angle", ST_VALUE_INT, 0, 89, "30", NULL, NULL,
    N_ ("Largest turn of a straight line (degrees)") },
  { "backward-angle", ST_VALUE_INT, 0, 90, "45", NULL, NULL,
    N_ ("Half-width of the backward direction (degrees)") },
  { "move-limit", ST_VALUE_INT, 0, 9999, "400", NULL, NULL, N_ ("Moves before a draw (0: no limit)") },
  { "player-setup", ST_VALUE_BOOL, 0, 0, "false", NULL, NULL,
    N_ ("The players set up their pieces (the scenario's set-up is set aside)") },
};

/* Defaults that depend on the arm: the rules' own values (Manoeuvre rule 5:
 * cavalry moves two squares). */
static const struct
{
  StFamily    family;
  const char *arm;
  const char *attr;
  const char *value;
} arm_defaults[] = {
  { ST_FAMILY_MANOEUVRE, "cavalry", "movement", "2" },
};

static const FamilyInfo families[ST_N_FAMILIES] = {
  [ST_FAMILY_MANEUVER_HEX] = { "maneuver-hex", N_ ("Maneuver (hex)"), ST_BOARD_HEX, hex_arms, hex_unit_attrs,
                               G_N_ELEMENTS (hex_unit_attrs), hex_params, G_N_ELEMENTS (hex_params), FALSE,
                               TRUE, hex_effects, no_effects },
  [ST_FAMILY_MANOEUVRE] = { "manoeuvre", N_ ("Manoeuvre"), ST_BOARD_SQUARE, manoeuvre_arms,
                            manoeuvre_unit_attrs, G_N_ELEMENTS (manoeuvre_unit_attrs), manoeuvre_params,
                            G_N_ELEMENTS (manoeuvre_params), TRUE, FALSE, manoeuvre_effects, no_effects },
  [ST_FAMILY_COMMAND_MANEUVER] = { "command-maneuver", N_ ("Command and Maneuver"), ST_BOARD_SQUARE, cm_arms,
                                   cm_unit_attrs, G_N_ELEMENTS (cm_unit_attrs), cm_params,
                                   G_N_ELEMENTS (cm_params), FALSE, FALSE, cm_effects, no_effects },
  [ST_FAMILY_MANOVER] = { "manover", N_ ("Manöver-spelet"), ST_BOARD_GRAPH, manover_arms, manover_unit_attrs,
                          G_N_ELEMENTS (manover_unit_attrs), manover_params, G_N_ELEMENTS (manover_params),
                          FALSE, FALSE, no_effects, manover_links },
};

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

const char *
st_family_id (StFamily family)
{
  g_return_val_if_fail (family < ST_N_FAMILIES, NULL);
  return families[family].id;
}

gboolean
st_family_from_id (const char *id, StFamily *family)
{
  for (StFamily f = 0; f < ST_N_FAMILIES; f++)
    if (g_strcmp0 (id, families[f].id) == 0)
      {
        *family = f;
        return TRUE;
      }
  return FALSE;
}

const char *
st_family_display_name (StFamily family)
{
  g_return_val_if_fail (family < ST_N_FAMILIES, NULL);
  return g_dgettext (GETTEXT_PACKAGE, families[family].display_name);
}

StBoardKind
st_family_board_kind (StFamily family)
{
  return families[family].board_kind;
}

const char *const *
st_family_arms (StFamily family)
{
  return families[family].arms;
}

gboolean
st_family_has_arm (StFamily family, const char *arm)
{
  return arm != NULL && g_strv_contains (families[family].arms, arm);
}

const StAttrSpec *
st_family_unit_type_attrs (StFamily family, guint *n_specs)
{
  *n_specs = families[family].n_unit_attrs;
  return families[family].unit_attrs;
}

const StAttrSpec *
st_family_params (StFamily family, guint *n_specs)
{
  *n_specs = families[family].n_params;
  return families[family].params;
}

const StAttrSpec *
st_family_find_param (StFamily family, const char *name)
{
  for (guint i = 0; i < families[family].n_params; i++)
    if (g_strcmp0 (families[family].params[i].name, name) == 0)
      return &families[family].params[i];
  return NULL;
}

const char *
st_family_unit_attr_default (StFamily family, const StAttrSpec *spec, const char *arm)
{
  for (guint i = 0; i < G_N_ELEMENTS (arm_defaults); i++)
    if (arm_defaults[i].family == family && g_strcmp0 (arm_defaults[i].arm, arm) == 0
        && g_strcmp0 (arm_defaults[i].attr, spec->name) == 0)
      return arm_defaults[i].value;
  return spec->default_value;
}

gboolean
st_family_has_decks (StFamily family)
{
  return families[family].has_decks;
}

gboolean
st_family_has_crt (StFamily family)
{
  return families[family].has_crt;
}

const char *const *
st_family_terrain_effects (StFamily family)
{
  return family < ST_N_FAMILIES ? families[family].terrain_effects : no_effects;
}

const char *const *
st_family_edge_links (StFamily family)
{
  return family < ST_N_FAMILIES ? families[family].edge_links : no_effects;
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
