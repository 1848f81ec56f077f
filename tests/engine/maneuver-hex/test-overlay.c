/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mh-fixture.h"

/* The editor's overlays (st_game_overlay ()): rule [6]'s zones of control and
 * rule [9]'s supply paths, on small positions. */

static GPtrArray *
overlay (const StGame *game, const StState *state, const char *id)
{
  int index = st_game_overlay_find (game, id);

  g_assert_cmpint (index, >=, 0);
  g_assert_false (st_game_overlay_per_unit (game, (guint) index));
  return st_game_overlay (game, state, ST_VIEWER_ALL, (guint) index, -1);
}

static gboolean
has_place (const StOverlayShape *shape, int place)
{
  for (guint i = 0; i < shape->places->len; i++)
    if (g_array_index (shape->places, int, i) == place)
      return TRUE;
  return FALSE;
}

static const StOverlayShape *
shape_of (GPtrArray *shapes, StOverlayShapeKind kind, int player, int unit)
{
  for (guint i = 0; i < shapes->len; i++)
    {
      const StOverlayShape *shape = g_ptr_array_index (shapes, i);

      if (shape->kind == kind && shape->player == player && shape->unit == unit)
        return shape;
    }
  return NULL;
}

static void
test_zoc (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", NULL };
  g_autoptr (StGame) game = mh_position ("NE", units);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  g_autoptr (GPtrArray) shapes = overlay (game, state, "zoc");
  const StOverlayShape *blue = shape_of (shapes, ST_OVERLAY_AREA, 0, -1);
  const StOverlayShape *red = shape_of (shapes, ST_OVERLAY_AREA, 1, -1);

  g_assert_nonnull (blue);
  g_assert_nonnull (red);
  /* b1's six neighbours and those of Blue's capital at 1,1 (its own hex is not
   * in its ZOC). */
  g_assert_true (has_place (blue, mh_cell (game, 4, 3)));
  g_assert_true (has_place (blue, mh_cell (game, 4, 5)));
  g_assert_true (has_place (blue, mh_cell (game, 1, 2)));
  g_assert_false (has_place (blue, mh_cell (game, 6, 6)));
  g_assert_true (has_place (red, mh_cell (game, 8, 7)));
  g_assert_false (has_place (red, mh_cell (game, 4, 3)));
}

/* As test-supply.c's cut_off (): lakes fill column 6 but for 6,5 and 6,6; Red's
 * r1 at 6,6 closes 6,5 with its ZOC. */
static StGame *
cut_off (void)
{
  const char *units[] = { "b1", "infantry", "blue", "8", "1", "b2", "infantry", "blue", "3", "3", NULL };
  StScenario *s = mh_position_scenario ("NE", units);

  mh_fixture_unit (s, "r1", "infantry", "red", 6, 6);
  for (int y = 0; y < 10; y++)
    if (y != 5 && y != 6)
      mh_fixture_terrain (s, "lake", "impassable", 1, 6, y);
  return mh_fixture_game (s);
}

static void
test_supply (void)
{
  g_autoptr (StGame) game = cut_off ();
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  g_autoptr (GPtrArray) shapes = overlay (game, state, "supply");
  const StOverlayShape *path = shape_of (shapes, ST_OVERLAY_PATH, 0, (int) mh_unit (game, "b2"));
  const StOverlayShape *mark = shape_of (shapes, ST_OVERLAY_WARNING, 0, (int) mh_unit (game, "b1"));
  int                   capital = mh_cell (game, 1, 1);

  /* b2 traces a path of adjacent hexes from its hex to its capital's. */
  g_assert_nonnull (path);
  g_assert_cmpint (g_array_index (path->places, int, 0), ==, mh_cell (game, 3, 3));
  g_assert_cmpint (g_array_index (path->places, int, path->places->len - 1), ==, capital);
  for (guint i = 1; i < path->places->len; i++)
    g_assert_true (st_hex_grid_adjacent (&MH_DEF (game)->grid, g_array_index (path->places, int, i - 1),
                                         g_array_index (path->places, int, i)));
  /* b1, east of the lakes, has none: it is marked, and has no path. */
  g_assert_nonnull (mark);
  g_assert_cmpint (mark->places->len, ==, 1);
  g_assert_cmpint (g_array_index (mark->places, int, 0), ==, mh_cell (game, 8, 1));
  g_assert_null (shape_of (shapes, ST_OVERLAY_PATH, 0, (int) mh_unit (game, "b1")));
  /* The capitals themselves have neither. */
  g_assert_null (shape_of (shapes, ST_OVERLAY_WARNING, 0, MH_DEF (game)->capital[0]));
  g_assert_null (shape_of (shapes, ST_OVERLAY_PATH, 0, MH_DEF (game)->capital[0]));
}

/* A document being drawn, before its capitals: the game read for the
 * overlays has zones of control, says why it has no supply, and is not
 * played; the game read for play refuses the document. */
static void
test_without_capitals (void)
{
  g_autoptr (StScenario) s = mh_fixture_new (10, 10, "NE");
  g_autoptr (StGame) game = NULL;
  g_autoptr (StState) state = NULL;
  g_autoptr (GPtrArray) zoc = NULL;
  g_autoptr (GPtrArray) supply = NULL;
  g_autoptr (GError) error = NULL;
  StActionList actions;
  int          index;

  mh_fixture_unit (s, "b1", "infantry", "blue", 4, 4);
  mh_fixture_unit (s, "r1", "cavalry", "red", 7, 7);
  mh_fixture_unit (s, "r2", "infantry", "red", -1, 0);
  g_assert_null (st_game_new_from_scenario (s, &error));
  g_assert_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID);

  game = st_game_new_for_overlays (s, NULL);
  g_assert_nonnull (game);
  g_assert_true (st_game_is_lenient (game));
  state = st_game_new_initial_state (game, 1);

  index = st_game_overlay_find (game, "zoc");
  g_assert_null (st_game_overlay_unavailable (game, (guint) index));
  zoc = st_game_overlay (game, state, ST_VIEWER_ALL, (guint) index, -1);
  g_assert_true (has_place (shape_of (zoc, ST_OVERLAY_AREA, 0, -1), mh_cell (game, 4, 5)));
  g_assert_true (has_place (shape_of (zoc, ST_OVERLAY_AREA, 1, -1), mh_cell (game, 7, 6)));
  g_assert_false (has_place (shape_of (zoc, ST_OVERLAY_AREA, 1, -1), mh_cell (game, 4, 5)));

  index = st_game_overlay_find (game, "supply");
  g_assert_nonnull (st_game_overlay_unavailable (game, (guint) index));
  supply = st_game_overlay (game, state, ST_VIEWER_ALL, (guint) index, -1);
  g_assert_cmpuint (supply->len, ==, 0);

  st_action_list_init (&actions);
  st_game_legal_actions (game, state, &actions);
  g_assert_cmpuint (actions.len, ==, 0);
  st_action_list_free (&actions);
}

/* With its capitals, the game read for the overlays shows supply too. */
static void
test_lenient_with_capitals (void)
{
  const char *units[] = { "b1", "infantry", "blue", "4", "4", NULL };
  g_autoptr (StScenario) s = mh_position_scenario ("NE", units);
  g_autoptr (StGame) game = st_game_new_for_overlays (s, NULL);

  g_assert_nonnull (game);
  g_assert_null (st_game_overlay_unavailable (game, (guint) st_game_overlay_find (game, "supply")));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/maneuver-hex/[6] overlay: each side's zone of control", test_zoc);
  g_test_add_func ("/maneuver-hex/[9] overlay: supply paths to the capital, unsupplied units marked",
                   test_supply);
  g_test_add_func ("/maneuver-hex/[6] overlay: zones of control before the capitals are placed",
                   test_without_capitals);
  g_test_add_func ("/maneuver-hex/[9] overlay: supply once each side has a capital",
                   test_lenient_with_capitals);
  return g_test_run ();
}
