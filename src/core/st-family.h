/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "st-board.h"

G_BEGIN_DECLS

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

/* A unit type attribute's default for one arm, where the rules' value differs
 * by arm (a manoeuvre cavalry unit moves 2). */
typedef struct
{
  const char *arm;
  const char *attr;
  const char *value;
} StArmDefault;

/* Which stacking slot an arm's units take: two units of a side may share a
 * place only when their slots differ (st_scenario_foreach_overstack ()). */
typedef struct
{
  const char *arm;
  const char *slot;
} StStackSlot;

/* How render paints a family's pieces: one painter a style
 * (src/render/st-render-piece.c), so that a family chooses a look and does
 * not add a case to render. */
typedef enum
{
  ST_PIECE_COUNTER_COMBAT, /* square counter: attack-defence-movement */
  ST_PIECE_COUNTER_NAMED, /* square counter: name and strength */
  ST_PIECE_DISC_ARM, /* round piece with the arm's symbol and ratings */
  ST_PIECE_DISC_RIM, /* round piece, rim in the arm's colour, steps */
  ST_N_PIECE_STYLES
} StPieceStyle;

typedef struct
{
  StPieceStyle style;
  double       counter_mm; /* printed counter size */
  double       grid_scale; /* the piece's size on a grid board, of a cell */
  gboolean     reduced_side; /* a printed back showing the reduced unit */
  gboolean     round; /* a round piece (a hidden one shows as a blank disc) */
} StPieceInfo;

/* The blank scenario of the family (st-scenario-new.h). */
typedef struct _StFamilyPreset StFamilyPreset;

/* One game family (ruleset id): everything core, render, the app and the
 * command line know of it. Each lives in src/core/families/, and the registry
 * families/families.def lists them; the family's rules live in
 * src/engine/rulesets/<id>/. */
typedef struct
{
  const char         *id;
  const char         *label; /* N_() marked */
  StBoardKind         board_kind;
  const char *const  *arms;
  const StAttrSpec   *unit_attrs;
  guint               n_unit_attrs;
  const StArmDefault *arm_defaults; /* NULL-terminated (arm NULL), or NULL */
  const StAttrSpec   *params;
  guint               n_params;
  gboolean            has_decks;
  gboolean            has_crt;
  /* What the family's ruleset reads, NULL-terminated: the terrain effects (of
   * st_terrain_effects ()) and the meanings of an edge type's link ("railway",
   * "road"); NULL when it reads none. */
  const char *const *terrain_effects;
  const char *const *edge_links;
  /* The stacking slot of each arm, NULL-terminated; NULL: every unit takes
   * the same slot. */
  const StStackSlot    *stacking;
  StPieceInfo           piece;
  const StFamilyPreset *preset;
  /* Each side belongs to an end of the map (StSide.home), which sets who
   * moves first and where backwards is. */
  gboolean side_homes;
} StFamily;

/* The registry (families/families.def): every family, in the order people see
 * them, NULL-terminated; n_families (may be NULL) is set to their number. To
 * go through them:
 *   for (const StFamily *const *it = st_family_all (NULL), *f; (f = *it) != NULL; it++) */
const StFamily *const *st_family_all (guint *n_families);
/* The family's place in st_family_all () (the New dialog's row). */
guint st_family_index (const StFamily *family);
/* The family of a ruleset id, or NULL. */
const StFamily *st_family_lookup (const char *id);
/* The ids of every family, "a, b or c", for messages. */
char *st_family_list_ids (void);

const char        *st_family_id (const StFamily *family);
const char        *st_family_display_name (const StFamily *family);
StBoardKind        st_family_board_kind (const StFamily *family);
const char *const *st_family_arms (const StFamily *family);
gboolean           st_family_has_arm (const StFamily *family, const char *arm);
const StAttrSpec  *st_family_unit_type_attrs (const StFamily *family, guint *n_specs);
const StAttrSpec  *st_family_params (const StFamily *family, guint *n_specs);
const StAttrSpec  *st_family_find_param (const StFamily *family, const char *name);
/* A unit type attribute's default for an arm: the rules' value where it differs
 * by arm (a manoeuvre cavalry unit moves 2), else the spec's default. */
const char *st_family_unit_attr_default (const StFamily *family, const StAttrSpec *spec, const char *arm);
gboolean    st_family_has_decks (const StFamily *family);
gboolean    st_family_has_crt (const StFamily *family);
/* What the family's ruleset reads, NULL-terminated (an empty list when it
 * reads none). */
const char *const *st_family_terrain_effects (const StFamily *family);
const char *const *st_family_edge_links (const StFamily *family);
/* The stacking slot of a unit of arm. */
const char        *st_family_stack_slot (const StFamily *family, const char *arm);
const StPieceInfo *st_family_piece (const StFamily *family);
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
