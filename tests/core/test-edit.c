/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "core/st-edit.h"
#include "core/st-history.h"
#include "core/st-scenario-io.h"

#include "edit-check.h"

/* Every tool's edit, applied through the history, undone and redone: undo gives
 * back exactly the document before, redo exactly the one after, and the edited
 * document saves to a file that loads again unchanged. */

static StScenario *
load_bundled (const char *name)
{
  StScenario *scenario = edit_check_load_bundled (name);

  /* The hex game is played on clear terrain; give the painting tests more. */
  if (scenario->terrains->len == 1)
    {
      const char *ids[] = { "woods", "hills", "marsh" };
      const char *colors[] = { "#26a269", "#986a44", "#99c1f1" };

      for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
        {
          StTerrain *terrain = st_terrain_new (ids[i], colors[i]);

          st_text_set (terrain->name, scenario->lang, ids[i]);
          g_ptr_array_add (scenario->terrains, terrain);
        }
    }
  return scenario;
}

/* Loads name and checks edit on it (see edit_check_apply()). Returns the
 * edited scenario. */
static StScenario *
check_edit (const char *name, EditFunc edit)
{
  g_autoptr (StScenario) original = load_bundled (name);

  return edit_check_apply (original, edit);
}

static gboolean
paint_one (StScenario *s)
{
  return st_edit_paint_terrain (s, (StCell){ 4, 5 }, 0, "woods");
}

static gboolean
paint_brush (StScenario *s)
{
  return st_edit_paint_terrain (s, (StCell){ 4, 5 }, 2, "hills");
}

static gboolean
fill (StScenario *s)
{
  return st_edit_fill_terrain (s, (StCell){ 0, 0 }, "marsh");
}

static void
test_terrain (void)
{
  g_autoptr (StScenario) a = check_edit ("maneuver-basic", paint_one);
  g_autoptr (StScenario) b = check_edit ("maneuver-basic", paint_brush);
  g_autoptr (StScenario) c = check_edit ("maneuver-basic", fill);
  guint n_hills = 0;

  g_assert_cmpstr (st_edit_terrain_at (a, (StCell){ 4, 5 }), ==, "woods");

  /* Radius 2 on a hex board: 1 + 6 + 12 cells. */
  for (int y = 0; y < b->board->rows; y++)
    for (int x = 0; x < b->board->columns; x++)
      n_hills += g_strcmp0 (st_edit_terrain_at (b, (StCell){ x, y }), "hills") == 0;
  g_assert_cmpuint (n_hills, >=, 19);

  /* The fill reaches every cell joined to 0,0 through the same terrain and no other. */
  g_assert_cmpstr (st_edit_terrain_at (c, (StCell){ 0, 0 }), ==, "marsh");
}

static void
test_paint_back_removes_override (void)
{
  g_autoptr (StScenario) s = load_bundled ("maneuver-basic");
  g_autoptr (StScenario) before = st_scenario_copy (s);
  const char      *old = st_edit_terrain_at (s, (StCell){ 2, 2 });
  g_autofree char *old_id = g_strdup (old);

  g_assert_true (st_edit_paint_terrain (s, (StCell){ 2, 2 }, 0, "woods"));
  g_assert_true (st_edit_paint_terrain (s, (StCell){ 2, 2 }, 0, old_id));
  g_assert_true (st_scenario_equal (s, before));
  /* Unknown terrain and off-board cells are refused. */
  g_assert_false (st_edit_paint_terrain (s, (StCell){ 2, 2 }, 0, "lava"));
  g_assert_false (st_edit_paint_terrain (s, (StCell){ 99, 2 }, 0, "woods"));
}

static gboolean
draw_border (StScenario *s)
{
  /* A side far from the existing border. */
  return st_edit_add_edge (s, (StCell){ 0, 0 }, (StCell){ 0, 1 }, "border");
}

static gboolean
erase_border (StScenario *s)
{
  const StEdge *edge = g_ptr_array_index (s->board->edges, 0);
  StCell        a = edge->cell_a, b = edge->cell_b;

  return st_edit_remove_edge (s, b, a, NULL);
}

static void
test_edges (void)
{
  g_autoptr (StScenario) a = check_edit ("maneuver-basic", draw_border);
  g_autoptr (StScenario) b = check_edit ("maneuver-basic", erase_border);

  g_assert_nonnull (st_edit_find_edge (a, (StCell){ 0, 1 }, (StCell){ 0, 0 }, "border"));
  /* Not neighbours: refused. */
  g_assert_false (st_edit_add_edge (a, (StCell){ 0, 0 }, (StCell){ 3, 3 }, "border"));
  /* Same feature twice: nothing changes. */
  g_assert_false (st_edit_add_edge (a, (StCell){ 0, 0 }, (StCell){ 0, 1 }, "border"));
  /* An unknown type: refused. */
  g_assert_false (st_edit_add_edge (a, (StCell){ 0, 0 }, (StCell){ 0, 1 }, "lava"));
  g_assert_nonnull (b);
}

/* The side of maneuver-basic's border nearest the top left. */
static const StEdge *
first_border (StScenario *s)
{
  for (guint i = 0; i < s->board->edges->len; i++)
    {
      const StEdge *edge = g_ptr_array_index (s->board->edges, i);

      if (g_str_equal (edge->type, "border"))
        return edge;
    }
  g_assert_not_reached ();
}

static void
add_river_type (StScenario *s)
{
  StEdgeType *river = st_edge_type_new ("river", "#3584e4");

  st_text_set (river->name, s->lang, "River");
  g_ptr_array_add (s->edge_types, river);
}

static gboolean
river_along_border (StScenario *s)
{
  const StEdge *border = first_border (s);

  return st_edit_add_edge (s, border->cell_b, border->cell_a, "river");
}

static gboolean
erase_river (StScenario *s)
{
  const StEdge *border = first_border (s);
  StCell        a = border->cell_a, b = border->cell_b;

  return st_edit_remove_edge (s, a, b, "river");
}

/* A river drawn along a border joins it on the side: the border stays (the
 * engine and the checks read it), the file holds both, and erasing the river
 * takes only the river off. */
static void
test_river_along_border (void)
{
  g_autoptr (StScenario) original = load_bundled ("maneuver-basic");
  g_autoptr (StScenario) with_river = NULL;
  g_autoptr (StScenario) without = NULL;
  g_autoptr (GPtrArray) features = NULL;
  const StEdge *border;
  guint         n_edges;

  add_river_type (original);
  n_edges = original->board->edges->len;
  with_river = edit_check_apply (original, river_along_border);
  border = first_border (with_river);
  g_assert_cmpuint (with_river->board->edges->len, ==, n_edges + 1);
  g_assert_nonnull (st_edit_find_edge (with_river, border->cell_a, border->cell_b, "border"));
  g_assert_nonnull (st_edit_find_edge (with_river, border->cell_a, border->cell_b, "river"));
  features = st_edit_side_edges (with_river, border->cell_b, border->cell_a);
  g_assert_cmpuint (features->len, ==, 2);
  /* In the order of the edge-type table. */
  g_assert_cmpstr (((StEdge *) g_ptr_array_index (features, 0))->type, ==, "border");
  g_assert_cmpstr (((StEdge *) g_ptr_array_index (features, 1))->type, ==, "river");
  edit_check_round_trip (with_river);

  without = edit_check_apply (with_river, erase_river);
  g_assert_true (st_scenario_equal (without, original));
  /* Nothing of that type left there: nothing to erase. */
  g_assert_false (st_edit_remove_edge (without, border->cell_a, border->cell_b, "river"));
}

static gboolean
border_to_river (StScenario *s)
{
  const StEdge *border = first_border (s);
  StCell        a = border->cell_a, b = border->cell_b;

  return st_edit_change_edge (s, a, b, "border", "river");
}

/* Changing a feature's kind keeps the side's other features; changing it into
 * a kind the side has already leaves one of that kind. */
static void
test_change_edge (void)
{
  g_autoptr (StScenario) original = load_bundled ("maneuver-basic");
  g_autoptr (StScenario) changed = NULL;
  g_autoptr (StScenario) merged = NULL;
  StCell a, b;

  add_river_type (original);
  a = first_border (original)->cell_a;
  b = first_border (original)->cell_b;
  changed = edit_check_apply (original, border_to_river);
  g_assert_null (st_edit_find_edge (changed, a, b, "border"));
  g_assert_nonnull (st_edit_find_edge (changed, a, b, "river"));

  merged = edit_check_apply (original, river_along_border);
  g_assert_true (st_edit_change_edge (merged, a, b, "border", "river"));
  g_assert_null (st_edit_find_edge (merged, a, b, "border"));
  g_assert_nonnull (st_edit_find_edge (merged, a, b, "river"));
  g_assert_cmpuint (merged->board->edges->len, ==, original->board->edges->len);
  g_assert_false (st_edit_change_edge (merged, a, b, "river", "river"));
  g_assert_false (st_edit_change_edge (merged, a, b, "border", "river"));
}

static gboolean
paint_area (StScenario *s)
{
  return st_edit_paint_area (s, "blue-country", (StCell){ 9, 13 }, 1, TRUE);
}

static gboolean
erase_area (StScenario *s)
{
  return st_edit_paint_area (s, "red-country", (StCell){ 9, 13 }, 0, FALSE);
}

static gboolean
add_area (StScenario *s)
{
  g_autofree char *id = st_edit_add_area (s, ST_AREA_REGION, NULL, "Lakes");

  return id != NULL && st_edit_paint_area (s, id, (StCell){ 5, 5 }, 1, TRUE);
}

static void
test_areas (void)
{
  g_autoptr (StScenario) a = check_edit ("maneuver-basic", paint_area);
  g_autoptr (StScenario) b = check_edit ("maneuver-basic", erase_area);
  g_autoptr (StScenario) c = check_edit ("maneuver-basic", add_area);
  StArea *red = st_scenario_find_area (a, "red-country");

  /* A cell painted into one country leaves the other. */
  for (guint i = 0; i < red->cells->len; i++)
    {
      StCell cell = g_array_index (red->cells, StCell, i);
      g_assert_false (cell.x == 9 && cell.y == 13);
    }
  g_assert_nonnull (b);
  g_assert_cmpuint (c->areas->len, ==, 5);
}

static gboolean
place_unit (StScenario *s)
{
  g_autofree char *id = st_edit_add_unit (s, "infantry", "blue", (StCell){ 1, 1 }, NULL);

  return id != NULL;
}

static gboolean
move_unit (StScenario *s)
{
  StUnit *unit = g_ptr_array_index (s->units, 0);

  return st_edit_move_unit (s, unit->id, (StCell){ 5, 0 }, NULL);
}

static gboolean
move_piece (StScenario *s)
{
  StUnit *unit = g_ptr_array_index (s->units, 0);

  return st_edit_move_unit (s, unit->id, (StCell){ 0, 0 }, "kuopio");
}

static gboolean
delete_unit (StScenario *s)
{
  return st_edit_delete_unit (s, ((StUnit *) g_ptr_array_index (s->units, 0))->id);
}

static gboolean
flip_unit (StScenario *s)
{
  return st_edit_flip_unit (s, ((StUnit *) g_ptr_array_index (s->units, 0))->id);
}

static gboolean
reserve_unit (StScenario *s)
{
  return st_edit_unit_to_reserve (s, ((StUnit *) g_ptr_array_index (s->units, 0))->id);
}

/* Moving the border one row down gives the row to blue's country. */
static gboolean
move_border (StScenario *s)
{
  for (guint i = s->board->edges->len; i > 0; i--)
    {
      StEdge *edge = g_ptr_array_index (s->board->edges, i - 1);

      if (g_str_equal (edge->type, "border"))
        g_ptr_array_remove_index (s->board->edges, i - 1);
    }
  for (int x = 0; x < s->board->columns; x++)
    for (int y = 0; y < s->board->rows; y++)
      {
        StCell a = { x, y }, around[6];
        guint  n = st_board_neighbours (s->board, x, y, around);

        for (guint k = 0; k < n; k++)
          if (a.y <= 7 && around[k].y >= 8 && !(around[k].y == 8 && a.y == 8))
            st_edit_add_edge (s, a, around[k], "border");
      }
  return st_edit_countries_from_borders (s, "border");
}

static void
test_countries_from_borders (void)
{
  g_autoptr (StScenario) s = check_edit ("maneuver-basic", move_border);
  StArea *blue = st_scenario_find_area (s, "blue-country");
  StArea *red = st_scenario_find_area (s, "red-country");
  g_autoptr (StScenario) again = st_scenario_copy (s);

  /* Blue's country grew by the row the border gave it; red's shrank by as much. */
  g_assert_cmpuint (blue->cells->len + red->cells->len, ==, 140);
  g_assert_cmpuint (blue->cells->len, >, 70);
  /* Redrawing again changes nothing. */
  g_assert_false (st_edit_countries_from_borders (again, "border"));
}

static void
test_units (void)
{
  g_autoptr (StScenario) a = check_edit ("maneuver-basic", place_unit);
  g_autoptr (StScenario) b = check_edit ("maneuver-basic", move_unit);
  g_autoptr (StScenario) c = check_edit ("maneuver-basic", delete_unit);
  g_autoptr (StScenario) d = check_edit ("maneuver-basic", flip_unit);
  g_autoptr (StScenario) e = check_edit ("maneuver-basic", reserve_unit);
  g_autoptr (StScenario) f = check_edit ("manover-finland", move_piece);
  g_autofree char *second = NULL;

  {
    guint   n = a->units->len;
    StUnit *last = g_ptr_array_index (a->units, n - 1);

    g_assert_cmpstr (last->side, ==, "blue");
    g_assert_true (last->placed);
    second = st_edit_add_unit (a, "infantry", "blue", (StCell){ 2, 1 }, NULL);
    /* Ids stay unique. */
    g_assert_cmpstr (second, !=, last->id);
    g_assert_cmpuint (a->units->len, ==, n + 1);
    g_assert_true (st_scenario_find_unit (a, second) == g_ptr_array_index (a->units, n));
  }
  /* A unit of a side-specific type cannot join the other side; off-board is refused. */
  g_assert_null (st_edit_add_unit (a, "infantry", "blue", (StCell){ 50, 1 }, NULL));
  g_assert_false (((StUnit *) g_ptr_array_index (e->units, 0))->placed);
  g_assert_nonnull (b);
  g_assert_nonnull (c);
  g_assert_nonnull (d);
  g_assert_nonnull (f);
}

static gboolean
add_town (StScenario *s)
{
  g_autofree char *a = st_edit_add_node (s, 100, 100, "Nurmijärvi");
  g_autofree char *b = st_edit_add_node (s, 150, 120, "Nurmijärvi");

  return a != NULL && b != NULL && st_edit_set_link (s, a, b, "road");
}

static gboolean
move_town (StScenario *s)
{
  return st_edit_move_node (s, "helsinki", 10, 10);
}

static gboolean
rename_town (StScenario *s)
{
  return st_edit_rename_node (s, "helsinki", "sv", "Helsingfors stad");
}

static gboolean
delete_town (StScenario *s)
{
  return st_edit_delete_node (s, "tampere");
}

static gboolean
mark_town (StScenario *s)
{
  return st_edit_set_node_strategic (s, "kuopio", TRUE) | st_edit_set_node_junction (s, "kuopio", TRUE);
}

static gboolean
move_headquarters (StScenario *s)
{
  return st_edit_set_node_headquarters (s, "kuopio", "north");
}

static gboolean
change_link (StScenario *s)
{
  const StEdge    *edge = g_ptr_array_index (s->board->edges, 0);
  g_autofree char *a = g_strdup (edge->node_a);
  g_autofree char *b = g_strdup (edge->node_b);

  return st_edit_set_link (s, a, b, g_str_equal (edge->type, "rail") ? "road" : "rail");
}

static gboolean
remove_link (StScenario *s)
{
  const StEdge    *edge = g_ptr_array_index (s->board->edges, 0);
  g_autofree char *a = g_strdup (edge->node_a);
  g_autofree char *b = g_strdup (edge->node_b);

  return st_edit_set_link (s, b, a, NULL);
}

static gboolean
draw_line (StScenario *s)
{
  double points[] = { 10, 10, 200, 40, 400, 30 };

  return st_edit_add_line (s, "area-line", points, 3) >= 0;
}

static gboolean
delete_line (StScenario *s)
{
  return st_edit_delete_line (s, 0);
}

static void
test_towns (void)
{
  g_autoptr (StScenario) a = check_edit ("manover-finland", add_town);
  g_autoptr (StScenario) b = check_edit ("manover-finland", move_town);
  g_autoptr (StScenario) c = check_edit ("manover-finland", rename_town);
  g_autoptr (StScenario) d = check_edit ("manover-finland", delete_town);
  g_autoptr (StScenario) e = check_edit ("manover-finland", mark_town);
  g_autoptr (StScenario) f = check_edit ("manover-finland", move_headquarters);
  g_autoptr (StScenario) g = check_edit ("manover-finland", change_link);
  g_autoptr (StScenario) h = check_edit ("manover-finland", remove_link);
  g_autoptr (StScenario) i = check_edit ("manover-finland", draw_line);
  g_autoptr (StScenario) j = check_edit ("manover-finland", delete_line);
  guint n_hq = 0;

  g_assert_nonnull (st_board_find_node (a->board, "nurmijarvi"));
  g_assert_nonnull (st_board_find_node (a->board, "nurmijarvi-2"));
  g_assert_nonnull (st_edit_find_link (a, "nurmijarvi-2", "nurmijarvi"));
  g_assert_cmpfloat (st_board_find_node (b->board, "helsinki")->x, ==, 10);
  g_assert_cmpstr (st_text_get_exact (st_board_find_node (c->board, "helsinki")->name, "sv"), ==,
                   "Helsingfors stad");
  /* Deleting a town takes its links with it. */
  g_assert_null (st_board_find_node (d->board, "tampere"));
  for (guint k = 0; k < d->board->edges->len; k++)
    {
      const StEdge *edge = g_ptr_array_index (d->board->edges, k);
      g_assert_cmpstr (edge->node_a, !=, "tampere");
      g_assert_cmpstr (edge->node_b, !=, "tampere");
    }
  g_assert_true (st_board_find_node (e->board, "kuopio")->strategic);
  /* A side has one headquarters. */
  for (guint k = 0; k < f->board->nodes->len; k++)
    n_hq += g_strcmp0 (((StNode *) g_ptr_array_index (f->board->nodes, k))->headquarters, "north") == 0;
  g_assert_cmpuint (n_hq, ==, 1);
  g_assert_nonnull (g);
  g_assert_nonnull (h);
  g_assert_nonnull (i);
  g_assert_nonnull (j);
}

static gboolean
place_section (StScenario *s)
{
  StSection *section = g_ptr_array_index (s->board->sections, s->board->sections->len - 1);

  return st_edit_place_section (s, section->id, (StCell){ 0, 0 }, 90);
}

static gboolean
rotate_section (StScenario *s)
{
  return st_edit_rotate_section (s, (StCell){ 5, 5 });
}

static gboolean
section_terrain (StScenario *s)
{
  StSection *section = g_ptr_array_index (s->board->sections, 0);
  StTerrain *terrain = g_ptr_array_index (s->terrains, 1);

  if (g_strcmp0 (section->terrain[0], terrain->id) == 0)
    terrain = g_ptr_array_index (s->terrains, 2);
  return st_edit_set_section_terrain (s, section->id, 0, 0, terrain->id);
}

static void
test_sections (void)
{
  g_autoptr (StScenario) a = check_edit ("manoeuvre", place_section);
  g_autoptr (StScenario) b = check_edit ("manoeuvre", rotate_section);
  g_autoptr (StScenario) c = check_edit ("manoeuvre", section_terrain);

  g_assert_cmpuint (a->board->placements->len, ==, 4);
  g_assert_nonnull (b);
  g_assert_nonnull (c);
}

/* A step keeps its stable id beside its label: undo and redo name both, and
 * a step without an id has none. */
static void
test_history_step_ids (void)
{
  g_autoptr (StScenario) original = load_bundled ("maneuver-basic");
  g_autoptr (StHistory) history = st_history_new (original);

  g_assert_null (st_history_get_undo_id (history));
  for (int i = 0; i < 2; i++)
    {
      g_autoptr (StScenario) work = st_history_begin (history);

      st_edit_paint_terrain (work, (StCell){ i, 0 }, 0, "woods");
      g_assert_true (st_history_commit_step (history, work, i == 0 ? "terrain.paint" : "terrain.fill",
                                             i == 0 ? "Måla terräng" : "Fyll terräng", NULL));
    }
  g_assert_cmpstr (st_history_get_undo_id (history), ==, "terrain.fill");
  g_assert_cmpstr (st_history_get_undo_label (history), ==, "Fyll terräng");
  g_assert_true (st_history_undo (history));
  g_assert_cmpstr (st_history_get_undo_id (history), ==, "terrain.paint");
  g_assert_cmpstr (st_history_get_redo_id (history), ==, "terrain.fill");
  g_assert_cmpstr (st_history_get_redo_label (history), ==, "Fyll terräng");
  {
    g_autoptr (StScenario) work = st_history_begin (history);

    st_edit_paint_terrain (work, (StCell){ 5, 0 }, 0, "woods");
    g_assert_true (st_history_commit (history, work, "Paint", NULL));
  }
  g_assert_null (st_history_get_undo_id (history));
  g_assert_null (st_history_get_redo_id (history));
}

static void
test_history_merge_and_limit (void)
{
  g_autoptr (StScenario) original = load_bundled ("maneuver-basic");
  g_autoptr (StHistory) history = st_history_new (original);

  for (int i = 0; i < 3; i++)
    {
      g_autoptr (StScenario) work = st_history_begin (history);
      st_edit_paint_terrain (work, (StCell){ i, 0 }, 0, "woods");
      g_assert_true (st_history_commit (history, work, "Paint", "same-field"));
    }
  /* Merged into one step. */
  g_assert_cmpuint (st_history_get_n_steps (history), ==, 1);
  g_assert_cmpstr (st_history_get_undo_label (history), ==, "Paint");

  /* An edit that changes nothing is no step. */
  {
    g_autoptr (StScenario) work = st_history_begin (history);
    g_assert_false (st_history_commit (history, work, "Nothing", NULL));
  }

  st_history_mark_saved (history);
  g_assert_false (st_history_get_modified (history));
  g_assert_true (st_history_undo (history));
  g_assert_true (st_history_get_modified (history));
  g_assert_true (st_scenario_equal (st_history_get_scenario (history), original));

  /* Redo is gone after a new edit. */
  {
    g_autoptr (StScenario) work = st_history_begin (history);
    st_edit_flip_unit (work, ((StUnit *) g_ptr_array_index (work->units, 0))->id);
    st_history_commit (history, work, "Flip", NULL);
  }
  g_assert_false (st_history_can_redo (history));
  g_assert_true (st_history_get_modified (history));

  st_history_set_limit (history, 2);
  for (int i = 0; i < 5; i++)
    {
      g_autoptr (StScenario) work = st_history_begin (history);
      st_edit_paint_terrain (work, (StCell){ i, 3 }, 0, "marsh");
      st_history_commit (history, work, "Paint", NULL);
    }
  g_assert_cmpuint (st_history_get_n_steps (history), ==, 2);
  g_assert_true (st_history_undo (history));
  g_assert_true (st_history_undo (history));
  g_assert_false (st_history_undo (history));
}

/* A save that ran while the user went on editing marks the version it wrote,
 * not the current one. */
static void
test_history_saved_generation (void)
{
  g_autoptr (StScenario) original = load_bundled ("maneuver-basic");
  g_autoptr (StHistory) history = st_history_new (original);
  guint64 written;

  {
    g_autoptr (StScenario) work = st_history_begin (history);
    st_edit_paint_terrain (work, (StCell){ 0, 0 }, 0, "woods");
    g_assert_true (st_history_commit (history, work, "Paint", NULL));
  }
  written = st_history_get_generation (history);
  {
    g_autoptr (StScenario) work = st_history_begin (history);
    st_edit_paint_terrain (work, (StCell){ 1, 0 }, 0, "woods");
    g_assert_true (st_history_commit (history, work, "Paint", NULL));
  }
  st_history_mark_saved_generation (history, written);
  g_assert_true (st_history_get_modified (history));
  g_assert_true (st_history_undo (history));
  g_assert_false (st_history_get_modified (history));

  /* The written version undone and replaced by another: modified for good. */
  g_assert_true (st_history_undo (history));
  {
    g_autoptr (StScenario) work = st_history_begin (history);
    st_edit_paint_terrain (work, (StCell){ 2, 0 }, 0, "marsh");
    g_assert_true (st_history_commit (history, work, "Paint", NULL));
  }
  g_assert_true (st_history_get_modified (history));

  st_history_mark_saved_generation (history, st_history_get_generation (history));
  g_assert_false (st_history_get_modified (history));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/edit/terrain", test_terrain);
  g_test_add_func ("/core/edit/terrain-paint-back", test_paint_back_removes_override);
  g_test_add_func ("/core/edit/edges", test_edges);
  g_test_add_func ("/core/edit/river-along-border", test_river_along_border);
  g_test_add_func ("/core/edit/change-edge", test_change_edge);
  g_test_add_func ("/core/edit/areas", test_areas);
  g_test_add_func ("/core/edit/countries-from-borders", test_countries_from_borders);
  g_test_add_func ("/core/edit/units", test_units);
  g_test_add_func ("/core/edit/towns-and-links", test_towns);
  g_test_add_func ("/core/edit/sections", test_sections);
  g_test_add_func ("/core/history/merge-and-limit", test_history_merge_and_limit);
  g_test_add_func ("/core/history/step-ids", test_history_step_ids);
  g_test_add_func ("/core/history/saved-generation", test_history_saved_generation);

  return g_test_run ();
}
