/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "core/st-edit.h"
#include "core/st-lint.h"
#include "core/st-scenario-io.h"

#include "st-board-page-private.h"
#include "st-board-view-private.h"
#include "st-window-private.h"

#include "app-test-util.h"
#include "board-fixture.h"

/* The board page's pane and tools, driven in-process: several features on
 * one side of a cell, the hints that lead to other pages (and where the focus
 * lands there), the names people read and the name rows that edit them. */

static const char *
undo_id (BoardFixture *f)
{
  return st_history_get_undo_id (st_window_get_history (f->window));
}

static void
tool (BoardFixture *f, const char *name)
{
  gtk_widget_activate_action (GTK_WIDGET (f->page), "board.tool", "s", name);
  st_test_iterate ();
}

/* Whether the keyboard focus is in widget. */
static gboolean
focused_in (BoardFixture *f, GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

static void
add_river (StScenario *s)
{
  StEdgeType *river = st_edge_type_new ("river", "#1c71d8");

  st_text_set (river->name, s->lang, "River");
  river->width = 3;
  g_ptr_array_add (s->edge_types, river);
}

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

/* A press and release on the middle of the side between a and b. */
static void
click_side (BoardFixture *f, StCell a, StCell b)
{
  const StBoardLayout *layout = st_board_view_get_layout (st_board_page_get_view (f->page));
  double               ax, ay, bx, by;

  st_board_layout_cell_center (layout, a, &ax, &ay);
  st_board_layout_cell_center (layout, b, &bx, &by);
  st_board_tools_press (f->page, (ax + bx) / 2, (ay + by) / 2);
  st_board_tools_release (f->page, (ax + bx) / 2, (ay + by) / 2);
  st_test_iterate ();
}

/* Drawing a river along a border adds it to the side, which keeps the
 * border; Select shows both, and the eraser with River chosen takes only the
 * river off. */
static void
test_river_over_border (void)
{
  BoardFixture f = { 0 };
  StCell       a, b;
  guint        n_edges;

  board_fixture_open (&f, "maneuver-basic", add_river);
  a = first_border (board_fixture_current (&f))->cell_a;
  b = first_border (board_fixture_current (&f))->cell_b;
  n_edges = board_fixture_current (&f)->board->edges->len;

  tool (&f, "Borders");
  g_free (f.page->edge_type);
  f.page->edge_type = g_strdup ("river");
  click_side (&f, a, b);
  g_assert_cmpuint (board_fixture_current (&f)->board->edges->len, ==, n_edges + 1);
  g_assert_nonnull (st_edit_find_edge (board_fixture_current (&f), a, b, "border"));
  g_assert_nonnull (st_edit_find_edge (board_fixture_current (&f), a, b, "river"));
  g_assert_cmpstr (undo_id (&f), ==, "edge.draw");

  /* Saved, the file holds both on that side. */
  {
    g_autoptr (StScenario) saved = NULL;

    gtk_widget_activate_action (GTK_WIDGET (f.window), "win.save", NULL);

    st_test_wait_saved (st_window_get_document (f.window));
    st_test_iterate ();
    saved = st_scenario_load_file (f.path, NULL, NULL);
    g_assert_nonnull (saved);
    g_assert_nonnull (st_edit_find_edge (saved, a, b, "border"));
    g_assert_nonnull (st_edit_find_edge (saved, a, b, "river"));
  }

  /* Select lists the side's two features, by the cells' map labels. */
  tool (&f, "Select");
  click_side (&f, a, b);
  g_assert_true (f.page->has_selected_edge);
  g_assert_nonnull (st_test_find_named (f.page->selection_group, "border"));
  g_assert_nonnull (st_test_find_named (f.page->selection_group, "river"));
  {
    g_autofree char *label_a = st_board_cell_label (board_fixture_current (&f)->board, a);

    g_assert_nonnull (
        strstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (f.page->selection_group)), label_a));
  }

  /* The eraser with River chosen leaves the border. */
  tool (&f, "Borders");
  f.page->erase = TRUE;
  g_free (f.page->edge_type);
  f.page->edge_type = g_strdup ("river");
  click_side (&f, a, b);
  g_assert_nonnull (st_edit_find_edge (board_fixture_current (&f), a, b, "border"));
  g_assert_null (st_edit_find_edge (board_fixture_current (&f), a, b, "river"));
  g_assert_cmpstr (undo_id (&f), ==, "edge.erase");

  /* The pane's bin on one feature removes that one only. */
  f.page->erase = FALSE;
  click_side (&f, a, b);
  tool (&f, "Select");
  click_side (&f, a, b);
  g_signal_emit_by_name (
      st_test_find_named (st_test_find_named (f.page->selection_group, "river"), "remove-feature"),
      "clicked");
  st_test_iterate ();
  g_assert_nonnull (st_edit_find_edge (board_fixture_current (&f), a, b, "border"));
  g_assert_null (st_edit_find_edge (board_fixture_current (&f), a, b, "river"));
  board_fixture_close (&f);
}

/* With only the border, the Borders tool says where rivers come from and
 * takes the user there, to the Add Edge Type button; once there is a river,
 * the hint goes. */
static void
test_more_edge_types_hint (void)
{
  BoardFixture f = { 0 };
  GtkWidget   *button;

  board_fixture_open (&f, "maneuver-basic", NULL);
  tool (&f, "Borders");
  g_assert_nonnull (st_test_find_named (f.page->options_group, "more-edge-types"));
  button = st_test_find_named (f.page->options_group, "show-edge-types");
  gtk_widget_grab_focus (button);
  g_signal_emit_by_name (button, "clicked");
  st_test_iterate ();
  g_assert_cmpstr (st_window_get_visible_part (f.window), ==, "terrain");
  g_assert_true (focused_in (&f, st_test_find_named (GTK_WIDGET (f.window), "add-edge-type")));

  g_signal_emit_by_name (st_test_find_named (GTK_WIDGET (f.window), "add-edge-type"), "clicked");
  st_test_iterate ();
  g_assert_cmpuint (board_fixture_current (&f)->edge_types->len, ==, 2);
  st_window_set_visible_part (f.window, "board");
  st_test_iterate ();
  g_assert_null (st_test_find_named (f.page->options_group, "more-edge-types"));
  board_fixture_close (&f);
}

static void
remove_unit_types (StScenario *s)
{
  g_ptr_array_set_size (s->units, 0);
  g_ptr_array_set_size (s->unit_types, 0);
}

/* The Units tool's Sides and Units button leaves the focus on Add Unit
 * Type, not in the first side's name, where typing would rename the side. */
static void
test_units_page_focus (void)
{
  BoardFixture f = { 0 };
  GtkWidget   *button, *add;

  board_fixture_open (&f, "maneuver-basic", remove_unit_types);
  tool (&f, "Units");
  button = st_test_find_named (GTK_WIDGET (f.page), "show-units-page");
  g_assert_nonnull (button);
  gtk_widget_grab_focus (button);
  g_assert_true (focused_in (&f, button));
  g_signal_emit_by_name (button, "clicked");
  st_test_iterate ();
  g_assert_cmpstr (st_window_get_visible_part (f.window), ==, "units");
  add = st_test_find_named (GTK_WIDGET (f.window), "add-unit-type");
  g_assert_nonnull (add);
  g_assert_true (focused_in (&f, add));
  g_assert_false (GTK_IS_EDITABLE (gtk_root_get_focus (GTK_ROOT (f.window))));
  board_fixture_close (&f);
}

static GtkWidget *
named (GtkWidget *inside, const char *name)
{
  GtkWidget *widget = st_test_find_named (inside, name);

  if (widget == NULL)
    g_error ("no widget called %s", name);
  return widget;
}

static void
type_name (GtkWidget *row, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  g_signal_emit_by_name (row, "apply");
  st_test_iterate ();
}

/* A selected hex is titled by its map label, its units by what people read
 * (side, type, place), and a unit's name row renames it, in the window's
 * content language, undoably; the problems name units the same way. */
static void
test_unit_names (void)
{
  BoardFixture     f = { 0 };
  StUnit          *unit;
  GtkWidget       *row;
  g_autofree char *label = NULL;

  board_fixture_open (&f, "maneuver-basic", NULL);
  unit = st_scenario_find_unit (board_fixture_current (&f), "blue-infantry-2");
  label = st_board_cell_label (board_fixture_current (&f)->board, unit->cell);
  st_board_page_select_cell (f.page, unit->cell);
  st_test_iterate ();
  {
    g_autofree char *title = g_strdup_printf ("Hex %s", label);
    g_autofree char *unit_title = g_strdup_printf ("Blue Infantry (%s)", label);

    g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (f.page->selection_group)), ==,
                     title);
    g_assert_cmpstr (adw_preferences_row_get_title (
                         ADW_PREFERENCES_ROW (named (f.page->selection_group, "blue-infantry-2"))),
                     ==, unit_title);
  }

  row = named (f.page->selection_group, "unit-name");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "");
  type_name (row, "Old Guard");
  g_assert_cmpstr (undo_id (&f), ==, "unit.rename");
  unit = st_scenario_find_unit (board_fixture_current (&f), "blue-infantry-2");
  g_assert_cmpstr (st_text_get_source (unit->name), ==, "Old Guard");
  {
    g_autofree char *unit_title = g_strdup_printf ("Old Guard (%s)", label);

    g_assert_cmpstr (adw_preferences_row_get_title (
                         ADW_PREFERENCES_ROW (named (f.page->selection_group, "blue-infantry-2"))),
                     ==, unit_title);
  }

  /* In Swedish, the row writes the Swedish name. */
  st_window_set_content_language (f.window, "sv");
  st_test_iterate ();
  st_page_ensure_built (ST_PAGE (f.page));
  row = named (f.page->selection_group, "unit-name");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "");
  type_name (row, "Gamla gardet");
  unit = st_scenario_find_unit (board_fixture_current (&f), "blue-infantry-2");
  g_assert_cmpstr (st_text_get_exact (unit->name, "sv"), ==, "Gamla gardet");
  g_assert_cmpstr (st_text_get_source (unit->name), ==, "Old Guard");
  st_window_set_content_language (f.window, "en");
  st_test_iterate ();

  /* Undo, twice: no name again. */
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.undo", NULL);
  st_test_iterate ();
  g_assert_null (st_scenario_find_unit (board_fixture_current (&f), "blue-infantry-2")->name);
  board_fixture_close (&f);
}

static gboolean
move_out_of_zone (StScenario *s, gpointer data)
{
  return st_edit_move_unit (s, "blue-infantry-2", (StCell){ 3, 9 }, NULL);
}

/* The problems name units by what people read. */
static void
test_problem_names (void)
{
  BoardFixture f = { 0 };
  guint        n = 0;

  board_fixture_open (&f, "maneuver-basic", NULL);
  g_assert_true (st_board_page_edit (f.page, "unit.move", "Move Unit", move_out_of_zone, NULL));
  st_test_iterate ();
  g_assert_nonnull (f.page->problems);
  for (guint i = 0; i < f.page->problems->len; i++)
    {
      const StLintProblem *problem = g_ptr_array_index (f.page->problems, i);

      g_test_message ("%s", problem->message);
      g_assert_null (strstr (problem->message, "blue-infantry"));
      n += strstr (problem->message, "Blue Infantry (0410)") != NULL;
    }
  g_assert_cmpuint (n, >, 0);
  board_fixture_close (&f);
}

/* The Areas tool renames the area chosen; the Map sections tool the section. */
static void
test_area_and_section_names (void)
{
  BoardFixture f = { 0 };
  GtkWidget   *row;

  board_fixture_open (&f, "maneuver-basic", NULL);
  tool (&f, "Areas");
  g_assert_nonnull (f.page->area);
  row = named (f.page->options_group, "area-name");
  g_assert_cmpstr (
      gtk_editable_get_text (GTK_EDITABLE (row)), ==,
      st_text_get_source (st_scenario_find_area (board_fixture_current (&f), f.page->area)->name));
  type_name (row, "Blueland");
  g_assert_cmpstr (undo_id (&f), ==, "area.rename");
  g_assert_cmpstr (
      st_text_get_source (st_scenario_find_area (board_fixture_current (&f), f.page->area)->name), ==,
      "Blueland");
  board_fixture_close (&f);

  board_fixture_open (&f, "manoeuvre", NULL);
  tool (&f, "Map sections");
  g_assert_nonnull (f.page->section);
  row = named (f.page->options_group, "section-name");
  type_name (row, "Rolling hills");
  g_assert_cmpstr (undo_id (&f), ==, "section.rename");
  g_assert_cmpstr (
      st_text_get_source (st_board_find_section (board_fixture_current (&f)->board, f.page->section)->name),
      ==, "Rolling hills");
  board_fixture_close (&f);
}

/* The screenshots of docs/editor.md and docs/editor-tables.md, taken when
 * SANDTABLE_SCREENSHOTS names a folder (skipped otherwise): the basic game
 * with woods, hills and marsh painted, and a river that runs along part of
 * the border, in a 1600x1000 window on a 1600x1000 screen. */

static void
docs_scenario (StScenario *s)
{
  const struct
  {
    const char *id, *name, *color, *pattern;
  } extra[] = {
    { "woods", "Woods", "#79a85a", "trees" },
    { "hills", "Hills", "#c9a66b", "hills" },
    { "marsh", "Marsh", "#9dbfa4", "marsh" },
  };
  const StCell woods[] = { { 2, 2 }, { 2, 3 }, { 3, 3 }, { 6, 11 }, { 6, 12 } };
  const StCell hills[] = { { 6, 4 }, { 7, 5 }, { 8, 10 } };
  const StCell marsh[] = { { 1, 9 }, { 2, 9 } };

  for (guint i = 0; i < G_N_ELEMENTS (extra); i++)
    {
      StTerrain *t = st_terrain_new (extra[i].id, extra[i].color);

      g_free (t->pattern);
      t->pattern = g_strdup (extra[i].pattern);
      st_text_set (t->name, s->lang, extra[i].name);
      g_ptr_array_add (s->terrains, t);
    }
  for (guint i = 0; i < G_N_ELEMENTS (woods); i++)
    st_edit_paint_terrain (s, woods[i], 0, "woods");
  for (guint i = 0; i < G_N_ELEMENTS (hills); i++)
    st_edit_paint_terrain (s, hills[i], 0, "hills");
  for (guint i = 0; i < G_N_ELEMENTS (marsh); i++)
    st_edit_paint_terrain (s, marsh[i], 0, "marsh");
  add_river (s);
  /* A river along the border's western half, then north into Blue's land. */
  for (guint i = 0; i < s->board->edges->len; i++)
    {
      const StEdge *edge = g_ptr_array_index (s->board->edges, i);

      if (g_str_equal (edge->type, "border") && edge->cell_a.x <= 4 && edge->cell_b.x <= 4)
        g_ptr_array_add (s->board->edges, st_edge_new_cells ("river", edge->cell_a, edge->cell_b));
    }
  st_edit_add_edge (s, (StCell){ 5, 6 }, (StCell){ 4, 6 }, "river");
  st_edit_add_edge (s, (StCell){ 5, 5 }, (StCell){ 4, 6 }, "river");
  st_edit_add_edge (s, (StCell){ 5, 5 }, (StCell){ 4, 5 }, "river");
  st_edit_add_edge (s, (StCell){ 5, 4 }, (StCell){ 4, 5 }, "river");
}

static void
shoot (BoardFixture *f, const char *name)
{
  StBoardView *view = st_board_page_get_view (f->page);

  /* Let the window draw, twice over: the pane's rows settle after a frame,
   * and the pointer's arrival on a new window is reported. */
  st_test_wait_drawn (GTK_WIDGET (f->window), 3);
  /* The pointer rests in the middle of the screen: as if it had left the
   * board, no cell is lit under it. */
  view->pointer_inside = FALSE;
  view->has_hover_cell = FALSE;
  view->hover_node = -1;
  st_board_view_update_hover_text (view);
  st_test_wait_drawn (GTK_WIDGET (view), 1);
  st_test_shoot (name);
}

/* docs/app.md's screenshot: zoomed in on a town, the pointer on it, and the
 * status line naming it, its flags and its pieces. */
static void
hover_town (BoardFixture *f, const char *id)
{
  StBoardView  *view = st_board_page_get_view (f->page);
  const StNode *node = st_board_find_node (board_fixture_current (f)->board, id);
  double        bx, by, x, y;

  g_assert_nonnull (node);
  st_board_layout_node_position (st_board_view_get_layout (view), node, &bx, &by);
  st_board_view_set_zoom (view, 2.0);
  view->center_x = bx;
  view->center_y = by;
  st_test_wait_drawn (GTK_WIDGET (view), 2);
  st_board_view_board_to_widget (view, bx, by, &x, &y);
  st_board_view_hover_at (view, x, y);
  /* "Oulu · rail junction · headquarters of Blue · Blue Machine-gun company" */
  g_assert_true (g_str_has_prefix (st_board_view_get_hover_text (view), "Oulu · "));
  g_assert_nonnull (strstr (st_board_view_get_hover_text (view), "headquarters of Blue"));
  gtk_widget_queue_draw (GTK_WIDGET (view));
  st_test_iterate ();
  st_test_shoot ("main-board-hover");
}

/* The live checks' screenshot: the capital in a corner, a red unit stacked
 * with a blue one in Blue's zone. */
static gboolean
make_problems (StScenario *s, gpointer data)
{
  return st_edit_move_unit (s, "blue-capital-1", (StCell){ 1, 0 }, NULL)
         && st_edit_move_unit (s, "red-infantry-1", (StCell){ 3, 5 }, NULL);
}

/* A scenario in a 1600x1000 window on the 1600x1000 screen. */
static void
open_for_shots (BoardFixture *f, const char *name, void (*prepare) (StScenario *))
{
  board_fixture_open (f, name, prepare);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1600, 1000);
  gtk_widget_set_size_request (GTK_WIDGET (f->window), 1600, 1000);
  st_test_iterate ();
}

static void
test_screenshots (void)
{
  BoardFixture f = { 0 };

  if (g_getenv ("SANDTABLE_SCREENSHOTS") == NULL)
    {
      g_test_skip ("SANDTABLE_SCREENSHOTS is not set");
      return;
    }
  open_for_shots (&f, "maneuver-basic", docs_scenario);

  tool (&f, "Terrain");
  g_free (f.page->terrain);
  f.page->terrain = g_strdup ("woods");
  st_board_properties_rebuild_options (f.page);
  st_board_page_select_cell (f.page, (StCell){ 3, 3 });
  shoot (&f, "editor-terrain-tool");

  tool (&f, "Borders");
  g_free (f.page->edge_type);
  f.page->edge_type = g_strdup ("river");
  st_board_properties_rebuild_options (f.page);
  st_board_page_select_edge (f.page, (StCell){ 2, 6 }, (StCell){ 2, 7 });
  shoot (&f, "editor-borders-tool");

  tool (&f, "Units");
  st_board_page_select_cell (f.page, (StCell){ 3, 5 });
  shoot (&f, "editor-units-tool");

  tool (&f, "Areas");
  shoot (&f, "editor-areas-tool");

  tool (&f, "Select");
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.overlay", "s", "zoc");
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.overlay", "s", "supply");
  st_board_page_select_cell (f.page, (StCell){ 4, 4 });
  shoot (&f, "editor-overlay-zoc");
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.overlay", "s", "zoc");
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.overlay", "s", "supply");

  st_window_set_visible_part (f.window, "terrain");
  shoot (&f, "editor-terrain");
  st_window_set_visible_part (f.window, "units");
  shoot (&f, "editor-units");

  st_window_set_visible_part (f.window, "board");
  g_assert_true (st_board_page_edit (f.page, "unit.move", "Move Unit", make_problems, NULL));
  st_test_iterate ();
  st_board_page_select_cell (f.page, (StCell){ 1, 0 });
  shoot (&f, "editor-live-checks");
  board_fixture_close (&f);

  /* The point-and-line map's tools, on Finland. */
  open_for_shots (&f, "manover-finland", NULL);
  tool (&f, "Towns");
  st_board_page_select_node (f.page, "kouvola");
  shoot (&f, "editor-towns-tool");
  tool (&f, "Links");
  st_board_page_select_link (f.page, "helsinki", "kerava");
  shoot (&f, "editor-links-tool");
  tool (&f, "Area lines");
  shoot (&f, "editor-lines-tool");
  tool (&f, "Select");
  st_board_page_select_node (f.page, "oulu");
  hover_town (&f, "oulu");
  board_fixture_close (&f);

  /* The square battlefield's map sections. */
  open_for_shots (&f, "manoeuvre", NULL);
  tool (&f, "Map sections");
  st_board_page_select_cell (f.page, (StCell){ 2, 2 });
  shoot (&f, "editor-sections-tool");
  board_fixture_close (&f);
}

int
main (int argc, char **argv)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      printf ("1..0 # SKIP no display\n");
      return 0;
    }
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/app/board-pane/river-over-border", test_river_over_border);
  g_test_add_func ("/app/board-pane/more-edge-types-hint", test_more_edge_types_hint);
  g_test_add_func ("/app/board-pane/units-page-focus", test_units_page_focus);
  g_test_add_func ("/app/board-pane/unit-names", test_unit_names);
  g_test_add_func ("/app/board-pane/problem-names", test_problem_names);
  g_test_add_func ("/app/board-pane/area-and-section-names", test_area_and_section_names);
  g_test_add_func ("/app/board-pane/screenshots", test_screenshots);
  return g_test_run ();
}
