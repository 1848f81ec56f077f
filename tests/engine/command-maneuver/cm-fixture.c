/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "cm-fixture.h"

static void
add_type (
    StScenario *s, const char *id, const char *arm, int movement, int range, int rating, const char *like)
{
  StUnitType *t = st_unit_type_new (id, arm);
  char        buf[16];

  g_snprintf (buf, sizeof buf, "%d", movement);
  g_ptr_array_add (t->attrs, st_attr_new ("movement", buf));
  if (g_str_equal (arm, "leader"))
    {
      g_snprintf (buf, sizeof buf, "%d", range);
      g_ptr_array_add (t->attrs, st_attr_new ("command-range", buf));
      g_snprintf (buf, sizeof buf, "%d", rating);
      g_ptr_array_add (t->attrs, st_attr_new ("command-rating", buf));
    }
  if (like != NULL)
    g_ptr_array_add (t->attrs, st_attr_new ("moves-like", like));
  g_ptr_array_add (s->unit_types, t);
}

static void
add_terrain (StScenario *s, const char *id, const char *const *effects)
{
  StTerrain *t = st_terrain_new (id, "#808080");

  for (guint i = 0; effects[i] != NULL; i++)
    g_ptr_array_add (t->effects, st_attr_new (effects[i], "1"));
  g_ptr_array_add (s->terrains, t);
}

StScenario *
cm_fixture_new (void)
{
  static const char *const town[] = { "terrain-move-limit", "adjacent-entry", "blocks-leap",
                                      "optional-leader-terrain", NULL };
  static const char *const hill[] = { "terrain-move-limit", "adjacent-entry", "blocks-leap",
                                      "impassable-cavalry", NULL };
  static const char *const forest[] = { "terrain-move-limit", "adjacent-entry", "blocks-leap",
                                        "impassable-cannon", NULL };
  static const char *const none[] = { NULL };
  StScenario              *s = st_scenario_new (st_family_lookup ("command-maneuver"), ST_BOARD_SQUARE);

  st_text_set (s->title, "en", "Fixture");
  s->board->columns = 10;
  s->board->rows = 10;
  add_terrain (s, "open", none);
  add_terrain (s, "town", town);
  add_terrain (s, "hill", hill);
  add_terrain (s, "forest", forest);
  g_ptr_array_add (s->sides, st_side_new ("white", "#ffffff"));
  g_ptr_array_add (s->sides, st_side_new ("black", "#000000"));
  add_type (s, "general", "leader", 2, 3, 4, NULL);
  add_type (s, "brigadier", "leader", 2, 2, 2, NULL);
  add_type (s, "colonel", "leader", 2, 1, 1, NULL);
  add_type (s, "major", "leader", 2, 1, 3, NULL);
  add_type (s, "cavalry-general", "leader", 3, 2, 4, "cavalry");
  add_type (s, "cannon-general", "leader", 3, 2, 4, "cannon");
  add_type (s, "cavalry", "cavalry", 3, 0, 0, NULL);
  add_type (s, "cannon", "cannon", 3, 0, 0, NULL);
  add_type (s, "skirmisher", "skirmisher", 2, 0, 0, NULL);
  add_type (s, "infantry", "infantry", 1, 0, 0, NULL);
  cm_fixture_param (s, "moves-per-turn", "2");
  return s;
}

void
cm_fixture_unit (StScenario *s, const char *id, const char *type, const char *side, int x, int y)
{
  StUnit *u = st_unit_new (id, type, side);

  u->placed = x >= 0;
  u->cell = (StCell){ x, y };
  g_ptr_array_add (s->units, u);
}

void
cm_fixture_param (StScenario *s, const char *name, const char *value)
{
  for (guint i = 0; i < s->params->len; i++)
    {
      StAttr *a = g_ptr_array_index (s->params, i);
      if (g_str_equal (a->name, name))
        {
          g_ptr_array_remove_index (s->params, i);
          break;
        }
    }
  g_ptr_array_add (s->params, st_attr_new (name, value));
}

void
cm_fixture_terrain (StScenario *s, const char *terrain, int x, int y)
{
  StCellTerrain *cell = g_new0 (StCellTerrain, 1);

  cell->at = (StCell){ x, y };
  cell->terrain = g_strdup (terrain);
  g_ptr_array_add (s->board->cells, cell);
}

StGame *
cm_position (const char *const *units, const char *const *params)
{
  StScenario *s = cm_fixture_new ();

  for (guint i = 0; units[i] != NULL; i += 5)
    cm_fixture_unit (s, units[i], units[i + 1], units[i + 2], atoi (units[i + 3]), atoi (units[i + 4]));
  for (guint i = 0; params != NULL && params[i] != NULL; i += 2)
    cm_fixture_param (s, params[i], params[i + 1]);
  return cm_fixture_game (s);
}

guint
cm_count_targets (const StGame *game, const StState *state, const char *unit)
{
  g_autoptr (GArray) places = g_array_new (FALSE, FALSE, sizeof (int));

  st_game_unit_targets (game, state, cm_unit (game, unit), places);
  return places->len;
}
