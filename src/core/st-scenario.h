/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "st-board.h"
#include "st-family.h"
#include "st-text.h"

G_BEGIN_DECLS

#define ST_SCENARIO_NAMESPACE "https://sandtable.github.io/ns/scenario/1"
#define ST_SCENARIO_VERSION 1
/* Bounds on a saved play-test (and on a game log), so that hostile files stay cheap. */
#define ST_PLAYTEST_MAX_ACTIONS 40000
#define ST_ACTION_MAX_LENGTH 1024

typedef enum
{
  ST_LINE_SOLID,
  ST_LINE_DASHED,
  ST_LINE_DOTTED,
} StLineStyle;

typedef enum
{
  ST_AREA_COUNTRY,
  ST_AREA_SETUP_ZONE,
  ST_AREA_MANOEUVRE_AREA,
  ST_AREA_REGION,
} StAreaRole;

typedef enum
{
  ST_CRT_DE,
  ST_CRT_DR,
  ST_CRT_NE,
  ST_CRT_AR,
  ST_CRT_AE,
} StCrtResult;

typedef enum
{
  ST_CARD_UNIT,
  ST_CARD_HQ,
} StCardKind;

typedef struct
{
  char      *id;
  char      *color; /* #rrggbb */
  char      *pattern; /* none, trees, hills, marsh, town, water, dots, hatch */
  StText    *name;
  GPtrArray *effects; /* StAttr*, integer values */
} StTerrain;

typedef struct
{
  char       *id;
  char       *color;
  double      width;
  StLineStyle style;
  char       *link; /* what a graph edge of this type means: "railway", "road" or NULL (drawn only) */
  StText     *name;
} StEdgeType;

typedef struct
{
  char   *id;
  char   *color;
  int     rank; /* 0: unset */
  char   *home; /* manover: the end of the map the side belongs to, "north" or "south", or NULL */
  StText *name;
} StSide;

typedef struct
{
  char      *id;
  StAreaRole role;
  char      *side; /* may be NULL */
  StText    *name; /* may be NULL */
  GArray    *cells; /* StCell, grid boards */
  GPtrArray *nodes; /* char* node ids, graph boards */
} StArea;

typedef struct
{
  char      *id;
  char      *arm;
  char      *side; /* may be NULL */
  StText    *name; /* may be NULL */
  GPtrArray *attrs; /* StAttr*, family-specific */
} StUnitType;

typedef struct
{
  char    *id;
  char    *type;
  char    *side;
  gboolean placed; /* FALSE: in reserve */
  StCell   cell; /* grid boards */
  char    *node; /* graph boards */
  gboolean reduced;
  StText  *name; /* may be NULL */
} StUnit;

typedef struct
{
  char      *id;
  StCardKind kind;
  char      *unit; /* unit cards */
  char      *hq; /* hq cards */
  int        copies;
  GPtrArray *attrs; /* StAttr*: values and phrases */
  StText    *name; /* may be NULL */
  StText    *text; /* may be NULL */
} StCard;

typedef struct
{
  char      *id;
  char      *side;
  StText    *name; /* may be NULL */
  GPtrArray *cards; /* StCard* */
} StDeck;

typedef struct
{
  char   *id;
  StText *title;
  StText *body;
} StRulesSection;

typedef struct
{
  gboolean    has_min;
  gboolean    has_max;
  int         min;
  int         max;
  StCrtResult result;
} StCrtRow;

typedef struct
{
  guint64    seed;
  char      *first; /* side id or NULL */
  GPtrArray *actions; /* char* */
  GArray    *lines; /* int: the line of each action in the file it was read from;
                     * shorter than actions (or empty) when not read from a file */
  GArray *columns; /* int: the column of each <action> in that file, as lines */
  /* Who played each player (in turn order): "human", "random", "greedy" or
   * "mcts", or NULL when not kept; the MCTS budget (0: not kept); when the
   * play-test was saved (ISO 8601, or NULL). */
  char *seats[2];
  guint iterations;
  char *saved;
} StPlaytest;

typedef struct _StScenario StScenario;

struct _StScenario
{
  /*< private >*/
  gatomicrefcount ref_count;

  /*< public >*/
  int             version;
  const StFamily *family;
  char           *lang; /* document language */

  /* metadata */
  StText *title;
  StText *description; /* may be NULL */
  char   *author; /* may be NULL */
  char   *license; /* may be NULL */
  /* Languages declared for translation (char*), beyond those texts use. */
  GPtrArray *translation_langs;

  GPtrArray  *params; /* StAttr* */
  GArray     *crt; /* StCrtRow; empty when the scenario has no CRT */
  GPtrArray  *terrains; /* StTerrain* */
  GPtrArray  *edge_types; /* StEdgeType* */
  GPtrArray  *sides; /* StSide* */
  StBoard    *board;
  GPtrArray  *areas; /* StArea* */
  GPtrArray  *unit_types; /* StUnitType* */
  GPtrArray  *units; /* StUnit* */
  GPtrArray  *decks; /* StDeck* */
  GPtrArray  *rules; /* StRulesSection* */
  StPlaytest *playtest; /* may be NULL */
};

#define ST_TYPE_SCENARIO (st_scenario_get_type ())

GType       st_scenario_get_type (void) G_GNUC_CONST;
StScenario *st_scenario_new (const StFamily *family, StBoardKind board_kind);
StScenario *st_scenario_ref (StScenario *self);
void        st_scenario_unref (StScenario *self);
StScenario *st_scenario_copy (const StScenario *self);
gboolean    st_scenario_equal (const StScenario *a, const StScenario *b);
char       *st_scenario_describe_difference (const StScenario *a, const StScenario *b);

const char *st_scenario_get_title (const StScenario *self);
const char *st_scenario_get_param (const StScenario *self, const char *name);
int         st_scenario_get_param_int (const StScenario *self, const char *name);
gboolean    st_scenario_get_param_bool (const StScenario *self, const char *name);

int         st_scenario_terrain_index (const StScenario *self, const char *id);
StTerrain  *st_scenario_find_terrain (const StScenario *self, const char *id);
StEdgeType *st_scenario_find_edge_type (const StScenario *self, const char *id);
StSide     *st_scenario_find_side (const StScenario *self, const char *id);
int         st_scenario_side_index (const StScenario *self, const char *id);
StArea     *st_scenario_find_area (const StScenario *self, const char *id);
StUnitType *st_scenario_find_unit_type (const StScenario *self, const char *id);
StUnit     *st_scenario_find_unit (const StScenario *self, const char *id);
StDeck     *st_scenario_find_deck (const StScenario *self, const char *id);
const char *st_scenario_default_terrain (const StScenario *self);
/* Terrain of every cell of a grid board, row-major; free with g_free. */
const char **st_scenario_terrain_grid (const StScenario *self);
/* Languages used by any text in the document or declared for translation,
 * the document language first (st-texts.c). */
GPtrArray *st_scenario_languages (const StScenario *self);
/* The number of translatable texts: st_scenario_list_texts()'s length. */
guint st_scenario_n_texts (const StScenario *self);
guint st_deck_n_cards (const StDeck *deck);
/* The stacking limit: one unit a cell (one piece a point in Manöver), except
 * that a hex of the hex game holds one infantry or cavalry unit, one artillery
 * and the capital. Calls func for every placed unit over the limit, with the unit that
 * holds the place it wanted. */
typedef void (*StOverstackFunc) (const StUnit *unit, const StUnit *other, gpointer user_data);
void st_scenario_foreach_overstack (const StScenario *self, StOverstackFunc func, gpointer user_data);

const char *st_area_role_to_string (StAreaRole role);
gboolean    st_area_role_from_string (const char *str, StAreaRole *role);
const char *st_line_style_to_string (StLineStyle style);
gboolean    st_line_style_from_string (const char *str, StLineStyle *style);
const char *st_crt_result_to_string (StCrtResult result);
gboolean    st_crt_result_from_string (const char *str, StCrtResult *result);

StTerrain      *st_terrain_new (const char *id, const char *color);
void            st_terrain_free (StTerrain *terrain);
StEdgeType     *st_edge_type_new (const char *id, const char *color);
void            st_edge_type_free (StEdgeType *type);
StSide         *st_side_new (const char *id, const char *color);
void            st_side_free (StSide *side);
StArea         *st_area_new (const char *id, StAreaRole role);
void            st_area_free (StArea *area);
StUnitType     *st_unit_type_new (const char *id, const char *arm);
void            st_unit_type_free (StUnitType *type);
StUnit         *st_unit_new (const char *id, const char *type, const char *side);
void            st_unit_free (StUnit *unit);
StCard         *st_card_new (const char *id, StCardKind kind);
void            st_card_free (StCard *card);
StDeck         *st_deck_new (const char *id, const char *side);
void            st_deck_free (StDeck *deck);
StRulesSection *st_rules_section_new (const char *id);
void            st_rules_section_free (StRulesSection *section);
/* Whether id is an identifier as the format requires of every id: a letter or
 * '_' followed by letters, digits, '_', '-' or '.'. */
gboolean st_id_is_valid (const char *id);

StPlaytest *st_playtest_new (guint64 seed);
void        st_playtest_free (StPlaytest *playtest);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StScenario, st_scenario_unref)

G_END_DECLS
