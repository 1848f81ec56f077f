/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "st-board.h"

G_BEGIN_DECLS

/* The four game families (ruleset ids) and what each allows in a scenario. */
typedef enum
{
  ST_FAMILY_MANEUVER_HEX,
  ST_FAMILY_MANOEUVRE,
  ST_FAMILY_COMMAND_MANEUVER,
  ST_FAMILY_MANOVER,
  ST_N_FAMILIES
} StFamily;

typedef enum
{
  ST_VALUE_STRING,
  ST_VALUE_INT,
  ST_VALUE_BOOL,
  ST_VALUE_DICE, /* 2d8, 1d6+1 */
  ST_VALUE_RANGE, /* 3 or 1-3 */
  ST_VALUE_SIDE, /* a side id */
  ST_VALUE_UNIT, /* a unit id */
  ST_VALUE_UNITS, /* unit ids separated by spaces */
  ST_VALUE_CHOICE, /* one of the words in choices */
} StValueType;

typedef struct
{
  const char *name;
  StValueType type;
  int         min;
  int         max;
  const char *default_value; /* NULL: required */
  const char *only_for; /* an arm or hq type the attribute is limited to, or NULL */
  const char *choices; /* space-separated words for ST_VALUE_CHOICE; for ST_VALUE_SIDE,
                        * words allowed besides a side id ("roll"), or NULL */
  const char *label; /* N_() marked, for editors */
  /* A parameter whose presence asks the engine to hold the set-up to it (it
   * checks rather than sets): blank scenarios leave it out, so that their
   * defaults fit an empty map. */
  gboolean checks_setup;
} StAttrSpec;

const char        *st_family_id (StFamily family);
gboolean           st_family_from_id (const char *id, StFamily *family);
const char        *st_family_display_name (StFamily family);
StBoardKind        st_family_board_kind (StFamily family);
const char *const *st_family_arms (StFamily family);
gboolean           st_family_has_arm (StFamily family, const char *arm);
const StAttrSpec  *st_family_unit_type_attrs (StFamily family, guint *n_specs);
const StAttrSpec  *st_family_params (StFamily family, guint *n_specs);
const StAttrSpec  *st_family_find_param (StFamily family, const char *name);
/* A unit type attribute's default for an arm: the rules' value where it differs
 * by arm (a manoeuvre cavalry unit moves 2), else the spec's default. */
const char *st_family_unit_attr_default (StFamily family, const StAttrSpec *spec, const char *arm);
gboolean    st_family_has_decks (StFamily family);
gboolean    st_family_has_crt (StFamily family);
/* What the family's ruleset reads, NULL-terminated: the terrain effects (of
 * st_terrain_effects ()) and the meanings of an edge type's link ("railway",
 * "road"). An empty list when it reads none. */
const char *const *st_family_terrain_effects (StFamily family);
const char *const *st_family_edge_links (StFamily family);
/* Whether value is one of the words spec allows besides a side id. */
gboolean st_attr_spec_side_word (const StAttrSpec *spec, const char *value);

const StAttrSpec  *st_card_attrs (guint *n_specs);
const char *const *st_card_hq_types (void);
gboolean           st_card_is_hq_type (const char *hq);

const char *const *st_terrain_patterns (void);
const char *const *st_terrain_effects (void);

/* The labels people see for those ids, translated; NULL for an id core does
 * not know (every id a family uses has one: tests/core/test-family.c). */
const char *st_arm_label (const char *arm);
const char *st_terrain_pattern_label (const char *pattern);
const char *st_terrain_effect_label (const char *effect);
/* Whether an effect is a yes/no flag (1 when set) rather than a number. */
gboolean st_terrain_effect_is_flag (const char *effect);

/* Checks a value against its spec; on failure returns FALSE and a message saying
 * what was expected (to be freed). Ids (side, unit) are checked by the caller. */
gboolean st_attr_spec_check (const StAttrSpec *spec, const char *value, char **message);

gboolean st_dice_parse (const char *str, int *count, int *sides, int *modifier);
gboolean st_range_parse (const char *str, int *low, int *high);

G_END_DECLS
