/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mh-fixture.h"

static void
add_type (StScenario *s, const char *id, const char *arm, int a, int d, int m, int ra, int rd)
{
  StUnitType *t = st_unit_type_new (id, arm);
  char        buf[16];

#define ATTR(name, v)                    \
  g_snprintf (buf, sizeof buf, "%d", v); \
  g_ptr_array_add (t->attrs, st_attr_new (name, buf));
  ATTR ("attack", a);
  ATTR ("defense", d);
  ATTR ("movement", m);
  ATTR ("reduced-attack", ra);
  ATTR ("reduced-defense", rd);
#undef ATTR
  g_ptr_array_add (s->unit_types, t);
}

StScenario *
mh_fixture_new (int columns, int rows, const char *crt_result)
{
  StScenario *s = st_scenario_new (st_family_lookup ("maneuver-hex"), ST_BOARD_HEX);
  StCrtRow    row = { FALSE, FALSE, 0, 0, ST_CRT_NE };

  st_text_set (s->title, "en", "Fixture");
  s->board->columns = columns;
  s->board->rows = rows;
  s->board->orientation = ST_HEX_FLAT;
  s->board->stagger_odd = TRUE;
  g_ptr_array_add (s->terrains, st_terrain_new ("clear", "#ffffff"));
  g_ptr_array_add (s->sides, st_side_new ("blue", "#0000ff"));
  g_ptr_array_add (s->sides, st_side_new ("red", "#ff0000"));
  add_type (s, "infantry", "infantry", 4, 4, 3, 2, 2);
  add_type (s, "infantry-weak", "infantry", 3, 3, 3, 0, 0);
  add_type (s, "cavalry", "cavalry", 3, 3, 5, 1, 1);
  add_type (s, "artillery", "artillery", 5, 2, 2, 3, 1);
  add_type (s, "capital", "capital", 1, 4, 0, 1, 2);
  g_assert_true (st_crt_result_from_string (crt_result, &row.result));
  g_array_append_val (s->crt, row);
  return s;
}

void
mh_fixture_unit (StScenario *s, const char *id, const char *type, const char *side, int x, int y)
{
  StUnit *u = st_unit_new (id, type, side);

  u->placed = x >= 0;
  u->cell = (StCell){ x, y };
  g_ptr_array_add (s->units, u);
}

void
mh_fixture_param (StScenario *s, const char *name, const char *value)
{
  g_ptr_array_add (s->params, st_attr_new (name, value));
}

void
mh_fixture_terrain (StScenario *s, const char *id, const char *effect, int value, int x, int y)
{
  StCellTerrain *cell = g_new0 (StCellTerrain, 1);
  char           buf[16];

  if (st_scenario_find_terrain (s, id) == NULL)
    {
      StTerrain *t = st_terrain_new (id, "#00ff00");
      g_snprintf (buf, sizeof buf, "%d", value);
      g_ptr_array_add (t->effects, st_attr_new (effect, buf));
      g_ptr_array_add (s->terrains, t);
    }
  cell->at = (StCell){ x, y };
  cell->terrain = g_strdup (id);
  g_ptr_array_add (s->board->cells, cell);
}

void
mh_fixture_area (StScenario *s, const char *id, StAreaRole role, const char *side, const char *cells)
{
  StArea *area = st_area_new (id, role);
  g_auto (GStrv) words = g_strsplit (cells, " ", -1);

  area->side = g_strdup (side);
  for (guint i = 0; words[i] != NULL; i++)
    {
      StCell c;
      g_assert_true (st_cell_parse (words[i], &c));
      g_array_append_val (area->cells, c);
    }
  g_ptr_array_add (s->areas, area);
}

void
mh_skip_to_movement (const StGame *game, StState *state, int player)
{
  for (int guard = 0; guard < 100; guard++)
    {
      if (guard > 0 && st_game_phase (game, state) == MH_PHASE_ID_MOVEMENT
          && st_game_active_player (game, state) == player && MH_ST (state)->phase == MH_MOVEMENT)
        return;
      if (mh_can (game, state, "end-phase"))
        mh_do (game, state, "end-phase");
      else if (mh_can (game, state, "done"))
        mh_do (game, state, "done");
      else
        g_error ("cannot skip ahead from here");
    }
  g_error ("no movement phase reached");
}

StGame *
mh_position (const char *crt, const char *const *units)
{
  return mh_fixture_game (mh_position_scenario (crt, units));
}

StScenario *
mh_position_scenario (const char *crt, const char *const *units)
{
  StScenario *s = mh_fixture_new (10, 10, crt);

  mh_fixture_unit (s, "bcap", "capital", "blue", 1, 1);
  mh_fixture_unit (s, "rcap", "capital", "red", 8, 8);
  for (guint i = 0; units[i] != NULL; i += 5)
    mh_fixture_unit (s, units[i], units[i + 1], units[i + 2], atoi (units[i + 3]), atoi (units[i + 4]));
  return s;
}

StState *
mh_at_combat (const StGame *game)
{
  StState *state = st_game_new_initial_state (game, 1);

  mh_do (game, state, "end-phase");
  g_assert_cmpint (st_game_phase (game, state), ==, MH_PHASE_ID_COMBAT);
  return state;
}

void
mh_send_to_dead_pile (const StGame *game, StState *state, const char *id)
{
  guint u = mh_unit (game, id);

  mh_set_cell (MH_DEF (game), MH_ST (state), u, -1);
  MH_ST (state)->off_map |= MH_BIT (u);
  MH_ST (state)->dead |= MH_BIT (u);
}
