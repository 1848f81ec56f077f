/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-scenario.h"

G_BEGIN_DECLS

typedef enum
{
  ST_LINT_OUTSIDE_SETUP_ZONE,
  ST_LINT_NEXT_TO_BORDER,
  ST_LINT_CAPITAL_AT_EDGE,
  ST_LINT_CAPITAL_NEAR_CORNER,
  ST_LINT_STACKING,
  ST_LINT_TOWN_WITHOUT_LINKS,
  ST_LINT_LINK_TO_NOWHERE,
  ST_LINT_NO_HEADQUARTERS,
  ST_LINT_CARD_MISSING_UNIT,
  /* What the rules engine refuses to play (st_game_check_scenario ()). */
  ST_LINT_CANNOT_PLAY,
  /* A rules text's markup (st-markup-rules.c): an unknown reference, an
   * emphasis never closed. */
  ST_LINT_RULES_MARKUP,
} StLintKind;

/* A set-up problem of a scenario being edited, with what to highlight. These
 * are design problems, not file errors: a scenario with them still loads. */
typedef struct
{
  StLintKind kind;
  char      *message; /* translated, one sentence */
  gboolean   has_cell;
  StCell     cell; /* grid boards */
  char      *node; /* graph boards; may be NULL */
  char      *unit; /* may be NULL */
  char      *deck; /* may be NULL */
  char      *card; /* may be NULL */
  char      *param; /* the parameter to change, or NULL */
  char      *side; /* the side concerned, or NULL */
  char      *unit_type; /* the unit type concerned, or NULL */
  char      *rules_section; /* the rules section concerned, or NULL */
  char      *text; /* the text's context id ("rules/combat/body"), or NULL */
} StLintProblem;

/* The problems of every family's scenario in a stable order (set-up zones,
 * stacking, how a point-and-line map hangs together, what the decks refer
 * to); free with g_ptr_array_unref. A family's own set-up rules are its
 * ruleset's lint (the engine's st_game_lint_scenario () adds them). */
GPtrArray     *st_lint_scenario (const StScenario *scenario);
void           st_lint_problem_free (StLintProblem *problem);
StLintProblem *st_lint_problem_copy (const StLintProblem *problem);
/* How many times st_lint_scenario () has run in this process (any thread): a
 * test's way to check that a path lints a scenario once. */
guint st_lint_get_n_runs (void);
/* Whether the loader reports a problem of this kind itself, as a warning of
 * its own (stacking, a card for a unit that is not there): its set-up check
 * does not repeat it. */
gboolean st_lint_kind_is_loader_warning (StLintKind kind);

/* For a ruleset's lint: appends a problem with message, which it takes, about
 * unit (its place highlighted) or, with unit NULL, about the scenario. */
StLintProblem *st_lint_add_problem (
    GPtrArray *problems, const StScenario *scenario, StLintKind kind, const StUnit *unit, char *message);
/* A text in the user's language, or fallback when it is empty. */
const char *st_lint_text_or (const StText *text, const char *fallback);

G_END_DECLS
