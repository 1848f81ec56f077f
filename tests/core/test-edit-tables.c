/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "core/st-edit-tables.h"
#include "core/st-labels.h"

#include "edit-check.h"

/* Every table edit, applied through the history, undone and redone, and saved
 * (see edit_check_apply()); and the edits a loadable file could not hold,
 * refused with a reason and without changing anything. */

static StScenario *
check_edit (const char *name, EditFunc edit)
{
  g_autoptr (StScenario) original = edit_check_load_bundled (name);

  return edit_check_apply (original, edit);
}

/* Checks that an edit is refused with code and leaves the scenario alone. */
#define ASSERT_REFUSED(scenario, code, call)                      \
  G_STMT_START                                                    \
  {                                                               \
    g_autoptr (StScenario) before_ = st_scenario_copy (scenario); \
    g_autoptr (GError) error = NULL;                              \
    g_assert_false (call);                                        \
    g_assert_error (error, ST_EDIT_ERROR, code);                  \
    g_assert_true (st_scenario_equal (scenario, before_));        \
  }                                                               \
  G_STMT_END

/* Terrain types */

static gboolean
add_terrain (StScenario *s)
{
  g_autofree char *id = st_edit_add_terrain (s, "Öppen skog", "#26a269", NULL);

  return id != NULL && g_str_equal (id, "oppen-skog");
}

static gboolean
remove_sectioned_terrain (StScenario *s)
{
  return st_edit_remove_terrain (s, "hills", NULL);
}

static gboolean
remove_default_terrain (StScenario *s)
{
  return st_edit_remove_terrain (s, "open", NULL);
}

static gboolean
rename_terrain (StScenario *s)
{
  return st_edit_rename_terrain (s, "clear", NULL, "  Open country ", NULL);
}

static gboolean
recolour_terrain (StScenario *s)
{
  return st_edit_set_terrain_color (s, "clear", "#AABBCC", NULL);
}

static gboolean
pattern_terrain (StScenario *s)
{
  return st_edit_set_terrain_pattern (s, "clear", "dots", NULL);
}

static gboolean
set_effect (StScenario *s)
{
  return st_edit_set_terrain_effect (s, "woods", "attack", -1, NULL);
}

static gboolean
clear_effect (StScenario *s)
{
  return st_edit_clear_terrain_effect (s, "woods", "cavalry-stop", NULL);
}

static void
test_terrain (void)
{
  g_autoptr (StScenario) added = check_edit ("maneuver-basic", add_terrain);
  g_autoptr (StScenario) sectioned = check_edit ("manoeuvre", remove_sectioned_terrain);
  g_autoptr (StScenario) no_default = check_edit ("command-and-maneuver", remove_default_terrain);
  g_autoptr (StScenario) renamed = check_edit ("maneuver-basic", rename_terrain);
  g_autoptr (StScenario) recoloured = check_edit ("maneuver-basic", recolour_terrain);
  g_autoptr (StScenario) patterned = check_edit ("maneuver-basic", pattern_terrain);
  g_autoptr (StScenario) effect = check_edit ("manoeuvre", set_effect);
  g_autoptr (StScenario) cleared = check_edit ("manoeuvre", clear_effect);
  StTerrain *terrain;

  /* The name is in the document language. */
  terrain = st_scenario_find_terrain (added, "oppen-skog");
  g_assert_cmpstr (st_text_get_exact (terrain->name, added->lang), ==, "Öppen skog");
  g_assert_cmpuint (added->terrains->len, ==, 2);

  /* Section squares of a removed terrain take the board's default. */
  g_assert_null (st_scenario_find_terrain (sectioned, "hills"));
  for (guint i = 0; i < sectioned->board->sections->len; i++)
    {
      StSection *section = g_ptr_array_index (sectioned->board->sections, i);
      for (int j = 0; j < section->size * section->size; j++)
        g_assert_cmpstr (section->terrain[j], !=, "hills");
    }

  /* The default went: the first remaining terrain is the default now, and the
   * cells that had an override of the removed terrain lost it. */
  g_assert_cmpstr (st_scenario_default_terrain (no_default), ==, "town");
  for (guint i = 0; i < no_default->board->cells->len; i++)
    g_assert_cmpstr (((StCellTerrain *) g_ptr_array_index (no_default->board->cells, i))->terrain, !=,
                     "open");

  terrain = st_scenario_find_terrain (renamed, "clear");
  g_assert_cmpstr (st_text_get_exact (terrain->name, "en"), ==, "Open country");
  /* Other languages keep their names. */
  g_assert_cmpstr (st_text_get_exact (terrain->name, "sv"), ==, "Öppen terräng");
  g_assert_cmpstr (st_scenario_find_terrain (recoloured, "clear")->color, ==, "#aabbcc");
  g_assert_cmpstr (st_scenario_find_terrain (patterned, "clear")->pattern, ==, "dots");
  g_assert_cmpstr (st_attrs_get (st_scenario_find_terrain (effect, "woods")->effects, "attack"), ==, "-1");
  g_assert_null (st_attrs_get (st_scenario_find_terrain (cleared, "woods")->effects, "cavalry-stop"));
}

/* A new terrain type takes its id from the name it is first given. */
static gboolean
add_and_name_terrain (StScenario *s)
{
  g_autofree char *id = st_edit_add_terrain (s, "New terrain", "#26a269", NULL);

  return id != NULL && st_edit_rename_terrain (s, id, NULL, "Marsh land", NULL);
}

/* Edge types */

static gboolean
add_river (StScenario *s)
{
  g_autofree char *id = st_edit_add_edge_type (s, "New edge", "#1c71d8", NULL);

  return id != NULL && st_edit_rename_edge_type (s, id, NULL, "River", NULL)
         && st_edit_set_edge_type_width (s, "river", 3, NULL)
         && st_edit_set_edge_type_style (s, "river", ST_LINE_DASHED, NULL)
         && st_edit_set_edge_type_color (s, "river", "#99c1f1", NULL);
}

static gboolean
remove_border (StScenario *s)
{
  return st_edit_remove_edge_type (s, "border", NULL);
}

static gboolean
rename_border (StScenario *s)
{
  return st_edit_rename_edge_type (s, "border", NULL, "Frontier", NULL);
}

static void
test_edge_types (void)
{
  g_autoptr (StScenario) named = check_edit ("maneuver-basic", add_and_name_terrain);
  g_autoptr (StScenario) river = check_edit ("maneuver-basic", add_river);
  g_autoptr (StScenario) removed = check_edit ("maneuver-basic", remove_border);
  g_autoptr (StScenario) renamed = check_edit ("maneuver-basic", rename_border);
  const StEdgeType *type;

  g_assert_nonnull (st_scenario_find_terrain (named, "marsh-land"));
  g_assert_null (st_scenario_find_terrain (named, "new-terrain"));

  type = st_scenario_find_edge_type (river, "river");
  g_assert_nonnull (type);
  g_assert_cmpfloat (type->width, ==, 3);
  g_assert_cmpint (type->style, ==, ST_LINE_DASHED);
  g_assert_cmpstr (type->color, ==, "#99c1f1");

  /* The sides drawn with a removed type go with it. */
  g_assert_null (st_scenario_find_edge_type (removed, "border"));
  for (guint i = 0; i < removed->board->edges->len; i++)
    g_assert_cmpstr (((StEdge *) g_ptr_array_index (removed->board->edges, i))->type, !=, "border");

  /* A type in use keeps its id when renamed. */
  g_assert_cmpstr (st_text_get_exact (st_scenario_find_edge_type (renamed, "border")->name, "en"), ==,
                   "Frontier");

  {
    g_autoptr (StScenario) s = edit_check_load_bundled ("maneuver-basic");
    ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_set_edge_type_width (s, "border", 0, &error));
    ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_rename_edge_type (s, "border", NULL, " ", &error));
    ASSERT_REFUSED (s, ST_EDIT_ERROR_NOT_FOUND, st_edit_remove_edge_type (s, "canal", &error));
  }
}

/* A Manöver map drawn in the editor: the area line becomes a road, the road a
 * railway; each a link the engine reads. */
static gboolean
relink (StScenario *s)
{
  return st_edit_set_edge_type_link (s, "area-line", "road", NULL)
         && st_edit_set_edge_type_link (s, "road", "railway", NULL)
         && st_edit_set_edge_type_link (s, "rail", NULL, NULL);
}

static void
test_edge_type_links (void)
{
  g_autoptr (StScenario) relinked = check_edit ("manover-finland", relink);
  g_autoptr (StScenario) s = edit_check_load_bundled ("manover-finland");

  g_assert_cmpstr (st_scenario_find_edge_type (relinked, "area-line")->link, ==, "road");
  g_assert_cmpstr (st_scenario_find_edge_type (relinked, "road")->link, ==, "railway");
  g_assert_null (st_scenario_find_edge_type (relinked, "rail")->link);
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_set_edge_type_link (s, "rail", "canal", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_NOT_FOUND, st_edit_set_edge_type_link (s, "canal", "road", &error));
  g_assert_false (st_edit_set_edge_type_link (s, "rail", "railway", NULL));
}

static void
test_terrain_refused (void)
{
  g_autoptr (StScenario) s = edit_check_load_bundled ("maneuver-basic");
  g_autoptr (StScenario) before = st_scenario_copy (s);

  ASSERT_REFUSED (s, ST_EDIT_ERROR_LAST, st_edit_remove_terrain (s, "clear", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_NOT_FOUND, st_edit_remove_terrain (s, "lava", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_rename_terrain (s, "clear", NULL, "   ", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_set_terrain_color (s, "clear", "red", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_set_terrain_pattern (s, "clear", "stripes", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID,
                  st_edit_set_terrain_effect (s, "clear", "move-cost", 100, &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_set_terrain_effect (s, "clear", "flying", 1, &error));
  g_assert_null (st_edit_add_terrain (s, "", "#000000", NULL));

  /* Setting what is already there changes nothing and is no error. */
  g_assert_false (st_edit_rename_terrain (s, "clear", "en", "Clear", NULL));
  g_assert_false (st_edit_set_terrain_pattern (s, "clear", "none", NULL));
  g_assert_false (st_edit_set_terrain_effect (s, "clear", "move-cost", 1, NULL));
  g_assert_false (st_edit_clear_terrain_effect (s, "clear", "defense", NULL));
  g_assert_true (st_scenario_equal (s, before));

  /* Each family lists the effects its rules read; flags are told apart. */
  g_assert_true (g_strv_contains (st_edit_terrain_effects (st_family_lookup ("manoeuvre")), "blocks-fire"));
  g_assert_false (
      g_strv_contains (st_edit_terrain_effects (st_family_lookup ("maneuver-hex")), "blocks-fire"));
  g_assert_true (g_strv_contains (st_edit_terrain_effects (st_family_lookup ("command-maneuver")),
                                  "terrain-move-limit"));
  g_assert_null (st_edit_terrain_effects (st_family_lookup ("manover"))[0]);
  /* Only what the rules read: Manoeuvre movement has no cost, the hex rules stop
   * cavalry. */
  g_assert_false (g_strv_contains (st_edit_terrain_effects (st_family_lookup ("manoeuvre")), "move-cost"));
  g_assert_true (
      g_strv_contains (st_edit_terrain_effects (st_family_lookup ("maneuver-hex")), "cavalry-stop"));
  g_assert_true (g_strv_contains (st_family_edge_links (st_family_lookup ("manover")), "railway"));
  g_assert_null (st_family_edge_links (st_family_lookup ("manoeuvre"))[0]);
  g_assert_true (st_edit_terrain_effect_is_flag ("impassable"));
  g_assert_false (st_edit_terrain_effect_is_flag ("move-cost"));
}

/* Sides */

static gboolean
rename_side (StScenario *s)
{
  return st_edit_rename_side (s, "north", "sv", "Vit", NULL);
}

static gboolean
recolour_side (StScenario *s)
{
  return st_edit_set_side_color (s, "red", "#e01b24", NULL);
}

/* The north side goes south: the south side goes north in the same edit, so
 * the file still loads (one side a home). */
static gboolean
turn_sides (StScenario *s)
{
  return st_edit_set_side_home (s, "north", "south", NULL);
}

static gboolean
clear_home (StScenario *s)
{
  return st_edit_set_side_home (s, "south", NULL, NULL);
}

static void
test_side_homes (void)
{
  g_autoptr (StScenario) turned = check_edit ("manover-finland", turn_sides);
  g_autoptr (StScenario) cleared = check_edit ("manover-finland", clear_home);
  g_autoptr (StScenario) s = edit_check_load_bundled ("manover-finland");

  g_assert_cmpstr (st_scenario_find_side (turned, "north")->home, ==, "south");
  g_assert_cmpstr (st_scenario_find_side (turned, "south")->home, ==, "north");
  g_assert_null (st_scenario_find_side (cleared, "south")->home);
  g_assert_cmpstr (st_scenario_find_side (cleared, "north")->home, ==, "north");
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_set_side_home (s, "north", "east", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_NOT_FOUND, st_edit_set_side_home (s, "west", "north", &error));
  g_assert_false (st_edit_set_side_home (s, "north", "north", NULL));
}

static void
test_sides (void)
{
  g_autoptr (StScenario) renamed = check_edit ("manover-finland", rename_side);
  g_autoptr (StScenario) recoloured = check_edit ("maneuver-basic", recolour_side);
  g_autoptr (StScenario) s = edit_check_load_bundled ("maneuver-basic");

  g_assert_cmpstr (st_text_get_exact (st_scenario_find_side (renamed, "north")->name, "sv"), ==, "Vit");
  g_assert_cmpstr (st_scenario_find_side (recoloured, "red")->color, ==, "#e01b24");

  /* A scenario has two sides: no third. */
  g_assert_null (st_edit_add_side (s, "Green", "#26a269", NULL));
  g_assert_cmpuint (s->sides->len, ==, 2);
  ASSERT_REFUSED (s, ST_EDIT_ERROR_NOT_FOUND, st_edit_rename_side (s, "green", NULL, "Green", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_set_side_color (s, "red", "#12345", &error));
}

/* Unit types */

static gboolean
add_leader (StScenario *s)
{
  g_autofree char *id = st_edit_add_unit_type (s, "leader", "white", "Colonel", NULL);

  return id != NULL;
}

static gboolean
add_and_remove_type (StScenario *s)
{
  g_autofree char *id = st_edit_add_unit_type (s, "cavalry", NULL, "Dragoons", NULL);

  /* Removing the only change leaves nothing to commit: add a second. */
  g_autofree char *other = st_edit_add_unit_type (s, "cavalry", NULL, "Dragoons", NULL);

  return id != NULL && g_str_equal (other, "dragoons-2") && st_edit_remove_unit_type (s, id, NULL);
}

static gboolean
rename_type (StScenario *s)
{
  return st_edit_rename_unit_type (s, "infantry", NULL, "Line infantry", NULL);
}

static gboolean
set_attack (StScenario *s)
{
  return st_edit_set_unit_type_attr (s, "infantry", "attack", "5", NULL);
}

static gboolean
default_reduced (StScenario *s)
{
  return st_edit_set_unit_type_attr (s, "infantry", "reduced-attack", NULL, NULL);
}

static gboolean
give_type_to_side (StScenario *s)
{
  g_autofree char *id = st_edit_add_unit_type (s, "cavalry", NULL, "Dragoons", NULL);

  return st_edit_set_unit_type_side (s, id, "borovia", NULL);
}

static gboolean
share_type (StScenario *s)
{
  return st_edit_set_unit_type_side (s, "aurelia-guard", NULL, NULL);
}

static void
test_unit_type_sides (void)
{
  g_autoptr (StScenario) given = check_edit ("manoeuvre", give_type_to_side);
  g_autoptr (StScenario) shared = check_edit ("manoeuvre", share_type);
  g_autoptr (StScenario) s = edit_check_load_bundled ("manoeuvre");

  g_assert_cmpstr (st_scenario_find_unit_type (given, "dragoons")->side, ==, "borovia");
  g_assert_null (st_scenario_find_unit_type (shared, "aurelia-guard")->side);
  /* Aurelia's guard stands on the board: it cannot become Borovia's. */
  ASSERT_REFUSED (s, ST_EDIT_ERROR_IN_USE,
                  st_edit_set_unit_type_side (s, "aurelia-guard", "borovia", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_NOT_FOUND,
                  st_edit_set_unit_type_side (s, "aurelia-guard", "gondor", &error));
  g_assert_false (st_edit_set_unit_type_side (s, "aurelia-guard", "aurelia", NULL));
}

static void
test_unit_types (void)
{
  g_autoptr (StScenario) leader = check_edit ("command-and-maneuver", add_leader);
  g_autoptr (StScenario) removed = check_edit ("maneuver-basic", add_and_remove_type);
  g_autoptr (StScenario) renamed = check_edit ("maneuver-basic", rename_type);
  g_autoptr (StScenario) attack = check_edit ("maneuver-basic", set_attack);
  g_autoptr (StScenario) reduced = check_edit ("maneuver-basic", default_reduced);
  g_autoptr (StScenario) s = edit_check_load_bundled ("maneuver-basic");
  StUnitType *type;

  /* A new leader has every value a leader needs. */
  type = st_scenario_find_unit_type (leader, "colonel");
  g_assert_nonnull (st_attrs_get (type->attrs, "command-range"));
  g_assert_nonnull (st_attrs_get (type->attrs, "command-rating"));
  g_assert_cmpstr (type->side, ==, "white");

  g_assert_null (st_scenario_find_unit_type (removed, "dragoons"));
  g_assert_nonnull (st_scenario_find_unit_type (removed, "dragoons-2"));
  g_assert_cmpstr (st_text_get_exact (st_scenario_find_unit_type (renamed, "infantry")->name, "en"), ==,
                   "Line infantry");
  g_assert_cmpstr (st_attrs_get (st_scenario_find_unit_type (attack, "infantry")->attrs, "attack"), ==, "5");
  g_assert_null (st_attrs_get (st_scenario_find_unit_type (reduced, "infantry")->attrs, "reduced-attack"));

  /* Units stand on the type; values are checked against the family's spec. */
  ASSERT_REFUSED (s, ST_EDIT_ERROR_IN_USE, st_edit_remove_unit_type (s, "infantry", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID,
                  st_edit_set_unit_type_attr (s, "infantry", "attack", "100", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID,
                  st_edit_set_unit_type_attr (s, "infantry", "attack", "x", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID,
                  st_edit_set_unit_type_attr (s, "infantry", "attack", NULL, &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_set_unit_type_attr (s, "infantry", "steps", "2", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID,
                  st_edit_add_unit_type (s, "leader", NULL, "General", &error) != NULL);
  ASSERT_REFUSED (s, ST_EDIT_ERROR_NOT_FOUND,
                  st_edit_add_unit_type (s, "cavalry", "green", "Hussars", &error) != NULL);
}

/* Parameters */

static gboolean
set_turn_limit (StScenario *s)
{
  return st_edit_set_param (s, "turn-limit", "12", NULL);
}

static gboolean
set_first_side (StScenario *s)
{
  return st_edit_set_param (s, "first-side", "red", NULL);
}

static gboolean
toggle_rule (StScenario *s)
{
  return st_edit_set_param (s, "quick-march", "true", NULL);
}

static gboolean
unset_param (StScenario *s)
{
  return st_edit_set_param (s, "moves-per-turn", NULL, NULL);
}

static void
test_params (void)
{
  g_autoptr (StScenario) limit = check_edit ("maneuver-basic", set_turn_limit);
  g_autoptr (StScenario) first = check_edit ("maneuver-basic", set_first_side);
  g_autoptr (StScenario) toggled = check_edit ("command-and-maneuver", toggle_rule);
  g_autoptr (StScenario) unset = check_edit ("command-and-maneuver", unset_param);
  g_autoptr (StScenario) s = edit_check_load_bundled ("maneuver-basic");

  g_assert_cmpint (st_scenario_get_param_int (limit, "turn-limit"), ==, 12);
  g_assert_cmpstr (st_scenario_get_param (first, "first-side"), ==, "red");
  g_assert_true (st_scenario_get_param_bool (toggled, "quick-march"));
  /* Unset takes the family's default. */
  g_assert_cmpint (st_scenario_get_param_int (unset, "moves-per-turn"), ==, 3);

  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_set_param (s, "turn-limit", "0", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_set_param (s, "step-losses", "yes", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_NOT_FOUND, st_edit_set_param (s, "first-side", "green", &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_NOT_FOUND, st_edit_set_param (s, "hand-size", "5", &error));
  g_assert_false (st_edit_set_param (s, "turn-limit", "10", NULL));
}

/* The combat results table: DE 4+, DR 2..3, NE 0..1, AR -2..-1, AE -3- */

static gboolean
split_open_row (StScenario *s)
{
  return st_edit_add_crt_row (s, 0, NULL);
}

static gboolean
split_closed_row (StScenario *s)
{
  return st_edit_add_crt_row (s, 1, NULL);
}

static gboolean
remove_middle_row (StScenario *s)
{
  return st_edit_remove_crt_row (s, 2, NULL);
}

static gboolean
remove_lowest_row (StScenario *s)
{
  return st_edit_remove_crt_row (s, 4, NULL);
}

static gboolean
move_min (StScenario *s)
{
  return st_edit_set_crt_min (s, 0, 5, NULL);
}

static gboolean
move_max (StScenario *s)
{
  return st_edit_set_crt_max (s, 3, 0, NULL);
}

static gboolean
change_result (StScenario *s)
{
  return st_edit_set_crt_result (s, 2, ST_CRT_DR, NULL);
}

static const StCrtRow *
row (const StScenario *s, guint i)
{
  return &g_array_index (s->crt, StCrtRow, i);
}

static void
test_crt (void)
{
  g_autoptr (StScenario) open_split = check_edit ("maneuver-basic", split_open_row);
  g_autoptr (StScenario) closed_split = check_edit ("maneuver-basic", split_closed_row);
  g_autoptr (StScenario) middle = check_edit ("maneuver-basic", remove_middle_row);
  g_autoptr (StScenario) lowest = check_edit ("maneuver-basic", remove_lowest_row);
  g_autoptr (StScenario) min = check_edit ("maneuver-basic", move_min);
  g_autoptr (StScenario) max = check_edit ("maneuver-basic", move_max);
  g_autoptr (StScenario) result = check_edit ("maneuver-basic", change_result);

  /* DE 4+ gives 5+ and 4..4. */
  g_assert_cmpuint (open_split->crt->len, ==, 6);
  g_assert_true (row (open_split, 0)->has_min && !row (open_split, 0)->has_max);
  g_assert_cmpint (row (open_split, 0)->min, ==, 5);
  g_assert_cmpint (row (open_split, 1)->min, ==, 4);
  g_assert_cmpint (row (open_split, 1)->max, ==, 4);
  g_assert_cmpint (row (open_split, 1)->result, ==, ST_CRT_DE);
  /* DR 2..3 gives 3..3 and 2..2. */
  g_assert_cmpint (row (closed_split, 1)->min, ==, 3);
  g_assert_cmpint (row (closed_split, 2)->max, ==, 2);
  /* NE 0..1 removed: AR below takes -2..1. */
  g_assert_cmpuint (middle->crt->len, ==, 4);
  g_assert_cmpint (row (middle, 2)->result, ==, ST_CRT_AR);
  g_assert_cmpint (row (middle, 2)->max, ==, 1);
  /* AE removed: AR is the row for any lower difference. */
  g_assert_false (row (lowest, 3)->has_min);
  /* DE from 5: DR takes 4. */
  g_assert_cmpint (row (min, 1)->max, ==, 4);
  /* AR up to 0: NE starts at 1. */
  g_assert_cmpint (row (max, 2)->min, ==, 1);
  g_assert_cmpint (row (result, 2)->result, ==, ST_CRT_DR);
}

static void
test_crt_refused (void)
{
  g_autoptr (StScenario) s = edit_check_load_bundled ("maneuver-basic");
  g_autoptr (StScenario) manoeuvre = edit_check_load_bundled ("manoeuvre");

  g_assert_true (st_edit_check_crt (s->crt, NULL));
  /* NE 0..1 down to 2 would empty DR 2..3 once DR is 3..3. */
  g_assert_true (st_edit_add_crt_row (s, 1, NULL));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_set_crt_max (s, 3, 3, &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_set_crt_min (s, 1, 5, &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_add_crt_row (s, 1, &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_set_crt_min (s, 5, 0, &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_set_crt_max (s, 0, 0, &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_INVALID, st_edit_set_crt_min (s, 0, 100, &error));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_NOT_FOUND, st_edit_remove_crt_row (s, 9, &error));
  ASSERT_REFUSED (manoeuvre, ST_EDIT_ERROR_INVALID, st_edit_add_crt_row (manoeuvre, 0, &error));
  while (s->crt->len > 2)
    g_assert_true (st_edit_remove_crt_row (s, 0, NULL));
  ASSERT_REFUSED (s, ST_EDIT_ERROR_LAST, st_edit_remove_crt_row (s, 0, &error));
  g_assert_true (st_edit_check_crt (s->crt, NULL));
  edit_check_round_trip (s);

  /* A gap is named. */
  {
    g_autoptr (GError) error = NULL;
    g_array_index (s->crt, StCrtRow, 0).min += 1;
    g_assert_false (st_edit_check_crt (s->crt, &error));
    g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  }
}

static void
test_make_id (void)
{
  const struct
  {
    const char *name;
    const char *id;
  } cases[] = {
    { "Open ground", "open-ground" },
    { "Öppen terräng", "oppen-terrang" },
    { "  2nd  Line! ", "nd-line" },
    { "Бор", "terrain" },
    { "", "terrain" },
    { "Hill.", "hill" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *id = st_edit_make_id (cases[i].name, "terrain");
      g_assert_cmpstr (id, ==, cases[i].id);
    }
}

/* The differences a CRT row covers, as the parameters page and the hex game's
 * combat resolution both print them (st_crt_row_range_label ()). */
static void
test_crt_range_label (void)
{
  static const struct
  {
    StCrtRow    row;
    const char *label;
  } cases[] = {
    { { .has_min = TRUE, .min = 2, .has_max = TRUE, .max = 2 }, "+2" },
    { { .has_min = TRUE, .min = 0, .has_max = TRUE, .max = 0 }, "+0" },
    { { .has_min = TRUE, .min = -1, .has_max = TRUE, .max = -1 }, "-1" },
    { { .has_min = TRUE, .min = 2, .has_max = TRUE, .max = 3 }, "+2 to +3" },
    { { .has_min = TRUE, .min = -2, .has_max = TRUE, .max = 1 }, "-2 to +1" },
    { { .has_min = TRUE, .min = 4 }, "+4 or more" },
    { { .has_max = TRUE, .max = -3 }, "-3 or less" },
    { { .result = ST_CRT_NE }, "Any difference" },
  };
  g_autoptr (StScenario) scenario = edit_check_load_bundled ("maneuver-basic");

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *label = st_crt_row_range_label (&cases[i].row);

      g_assert_cmpstr (label, ==, cases[i].label);
    }

  /* Every row of a bundled table has a label of its own. */
  g_assert_nonnull (scenario->crt);
  g_assert_cmpuint (scenario->crt->len, >, 1);
  for (guint i = 0; i < scenario->crt->len; i++)
    {
      g_autofree char *label = st_crt_row_range_label (&g_array_index (scenario->crt, StCrtRow, i));

      g_test_message ("CRT row %u: %s", i, label);
      g_assert_true (label[0] == '+' || label[0] == '-');
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/edit-tables/terrain", test_terrain);
  g_test_add_func ("/core/edit-tables/terrain-refused", test_terrain_refused);
  g_test_add_func ("/core/edit-tables/edge-types", test_edge_types);
  g_test_add_func ("/core/edit-tables/sides", test_sides);
  g_test_add_func ("/core/edit-tables/side-homes", test_side_homes);
  g_test_add_func ("/core/edit-tables/edge-type-links", test_edge_type_links);
  g_test_add_func ("/core/edit-tables/unit-types", test_unit_types);
  g_test_add_func ("/core/edit-tables/unit-type-sides", test_unit_type_sides);
  g_test_add_func ("/core/edit-tables/parameters", test_params);
  g_test_add_func ("/core/edit-tables/crt", test_crt);
  g_test_add_func ("/core/edit-tables/crt-refused", test_crt_refused);
  g_test_add_func ("/core/edit-tables/crt-range-label", test_crt_range_label);
  g_test_add_func ("/core/edit-tables/make-id", test_make_id);

  return g_test_run ();
}
