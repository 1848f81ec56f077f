/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-scenario.h"

G_BEGIN_DECLS

/* The New-scenario preset of a family (StFamily.preset), in its descriptor. */
typedef struct
{
  const char *name; /* N_() */
  const char *color;
  const char *pattern;
  const char *effects; /* "name=value name=value" */
} StTerrainPreset;

typedef struct
{
  const char *id;
  const char *name; /* N_() */
  const char *color;
  double      width;
  StLineStyle style;
  const char *link; /* what a graph link of this type means, or NULL */
} StEdgePreset;

typedef struct
{
  const char *name; /* N_() */
  const char *color;
  const char *home; /* StSide.home, or NULL */
} StSidePreset;

struct _StFamilyPreset
{
  StSidePreset sides[2];
  /* Grid boards: the board's size; square boards may instead be made of
   * 2x2 map sections. */
  int                    columns;
  int                    rows;
  gboolean               sections;
  const StTerrainPreset *terrain; /* NULL-terminated (name NULL) */
  const StEdgePreset    *edges; /* NULL-terminated (id NULL), or NULL */
  const StCrtRow        *crt; /* the rules' combat results table, or NULL */
  guint                  n_crt;
};

/* What a blank scenario is made of. The board kind follows from the family
 * (st_family_board_kind()); the fields of the other kinds are ignored. */
typedef struct
{
  const StFamily *family;
  const char     *title; /* NULL: "Untitled scenario" */
  const char     *lang; /* document language; NULL: st_scenario_new_default_lang() */

  /* Hex and square boards: cells across and down (1 to ST_BOARD_MAX_SIZE). */
  int              columns;
  int              rows;
  StHexOrientation orientation; /* hex */
  /* Square boards: a battlefield of 2x2 map sections of section_size squares
   * a side (1 to 16) instead of columns x rows plain squares. */
  gboolean sections;
  int      section_size;

  /* Graph boards: the towns, links, area lines and areas of map_template (a
   * scenario on a graph board), or an empty map of width x height units. */
  const StScenario *map_template;
  double            width;
  double            height;
} StNewScenarioOptions;

/* Fills options with the defaults of the family (its preset): for the four
 * games a 10x14 flat hex board, an 8x8 square board, a 2x2 battlefield of 4x4
 * sections for manoeuvre, an empty 1000x1000 map. */
void st_new_scenario_options_init (StNewScenarioOptions *options, const StFamily *family);

/* The language new scenarios are written in: the user interface's when
 * Sandtable is translated into it, else English. */
const char *st_scenario_new_default_lang (void);

/* A new scenario ready to be edited, and valid as it is (it saves to a file
 * that loads): two sides with colours; the family's terrain types (clear for
 * the hex game, the six of the manoeuvre rules...) and the edge types it draws
 * (a border for hex boards; rail, road and area line for point-to-point maps);
 * every parameter of the family at its default (but those that only check the
 * set-up, StAttrSpec.checks_setup), the first side moving first;
 * for the hex game the combat results table of its rules and two countries,
 * one a side, splitting the map in halves along a border. Returns NULL and
 * sets error (ST_EDIT_ERROR_INVALID) for sizes out of range. */
StScenario *st_scenario_new_blank (const StNewScenarioOptions *options, GError **error);

G_END_DECLS
