/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "core/st-scenario-io.h"
#include "engine/st-game-referee.h"
#include "engine/st-player.h"

G_BEGIN_DECLS

/* The engine tests' shared fixture: scenarios and games by family. */

/* The path of the first scenario of family (in name order) in data/scenarios,
 * else in tests/data (a family only the tests use, such as race); NULL when
 * there is none. */
char *st_test_family_scenario (const StFamily *family);
/* Every scenario of family in data/scenarios (in name order), else in
 * tests/data: paths, possibly none. */
GPtrArray *st_test_family_scenarios (const StFamily *family);
/* Loads path (or a bundled scenario's file name) and compiles it; fails the
 * test on any error. */
StGame *st_test_load_game (const char *path);
/* Loads a file named relative to the source root ("data/scenarios/x.xml") and
 * compiles it; fails the test on any error. */
StGame *st_test_load_source (const char *path);
/* Compiles scenario, which it consumes; fails the test on any error. */
StGame *st_test_compile (StScenario *scenario);

/* What every family's rule tests do (the family fixtures name them
 * cm_do, mh_do, mo_fx_do, mv_do ...): the index of the unit of that id (fails
 * the test when there is none), the place of cell x,y, whether an action text
 * is legal in state, plays it (failing the test when it is not), and how many
 * legal actions' canonical texts start with prefix. */
guint    st_test_unit (const StGame *game, const char *id);
int      st_test_cell (const StGame *game, int x, int y);
gboolean st_test_can (const StGame *game, const StState *state, const char *text);
void     st_test_do (const StGame *game, StState *state, const char *text);
guint    st_test_count (const StGame *game, const StState *state, const char *prefix);
/* The choice of player, seated for the player to act in state, as the referee
 * asks for it: from that player's observation (st_game_observation ()). */
StAction st_test_choose (StPlayer *player, const StGame *game, const StState *state);

/* Where unit is in state (ST_PLACE_NONE: off the map), and whether it is
 * reduced, as the referee sees it (st_game_piece_view () for ST_VIEWER_ALL). */
static inline int
st_test_unit_place (const StGame *game, const StState *state, guint unit)
{
  StPieceView view;

  st_game_piece_view (game, state, ST_VIEWER_ALL, unit, &view);
  return view.place;
}

static inline gboolean
st_test_unit_reduced (const StGame *game, const StState *state, guint unit)
{
  StPieceView view;

  st_game_piece_view (game, state, ST_VIEWER_ALL, unit, &view);
  return view.reduced;
}

G_END_DECLS
