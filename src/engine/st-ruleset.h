/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-game.h"

G_BEGIN_DECLS

/* The interface every ruleset implements, and the parts of a StGame that rulesets
 * fill in. Private to the engine: callers use st-game.h. */

typedef struct
{
  StFamily family;
  /* Fills game->data, game->state_size, the players' sides and the unit table. */
  gboolean (*compile) (StGame *game, StScenario *scenario, GError **error);
  void (*free_data) (gpointer data);
  void (*init_state) (const StGame *game, StState *state);

  int (*current_player) (const StGame *game, const StState *state);
  int (*winner) (const StGame *game, const StState *state);
  StEndReason (*end_reason) (const StGame *game, const StState *state);
  int (*turn) (const StGame *game, const StState *state);
  StPhase (*phase) (const StGame *game, const StState *state);
  int (*active_player) (const StGame *game, const StState *state);
  int (*unit_cell) (const StGame *game, const StState *state, guint unit);
  gboolean (*unit_reduced) (const StGame *game, const StState *state, guint unit);

  void (*legal_actions) (const StGame *game, const StState *state, StActionList *out);
  void (*apply) (const StGame *game, StState *state, StAction action, StEventLog *events);
  char *(*action_to_text) (const StGame *game, const StState *state, StAction action);
  /* NULL, or a faster way to pick legal_actions ()'s element number
   * st_rng_below (rng, n_legal): the same action for the same generator. */
  StAction (*random_action) (const StGame *game, const StState *state, StRng *rng, StActionList *scratch);

  /* NULL: the whole state is visible to both players. */
  void (*observe) (const StGame *game, const StState *state, int player, StState *out);
  void (*resample) (const StGame *game, const StState *state, int player, StRng *rng, StState *out);
  double (*evaluate) (const StGame *game, const StState *state, int player);

  void (*choice) (const StGame *game, const StState *state, StChoice *choice);
  gboolean (*last_combat) (const StGame *game, const StState *state, StCombatRecord *record);
} StRuleset;

struct _StGame
{
  gatomicrefcount  ref_count;
  const StRuleset *ruleset;
  StScenario      *scenario;
  gpointer         data; /* the ruleset's compiled definition */
  gsize            state_size;
  int              columns; /* grid boards; 0 otherwise */
  int              rows;
  char            *sides[2]; /* player 0 moves first */
  guint            n_units;
  char           **unit_ids;
  int             *unit_player;
};

extern const StRuleset st_maneuver_hex_ruleset;

G_END_DECLS
