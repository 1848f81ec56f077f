/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>

#include "core/st-edit.h"
#include "core/st-scenario-io.h"

#include "st-autosave.h"
#include "st-board-page-private.h"
#include "st-window-private.h"

#include "app-test-util.h"
#include "board-fixture.h"

/* The board editor driven in-process: each tool's press, drag and release at
 * cell centres, as the canvas reports them, through to the window's history,
 * save, the unsaved-changes prompt and autosave. */

static void
centre (BoardFixture *f, StCell cell, double *x, double *y)
{
  st_board_layout_cell_center (st_board_view_get_layout (st_board_page_get_view (f->page)), cell, x, y);
}

/* A stroke over cells, as a drag of the primary button. */
static void
stroke (BoardFixture *f, const StCell *cells, guint n)
{
  double x, y;

  centre (f, cells[0], &x, &y);
  if (!st_board_tools_press (f->page, x, y))
    return;
  for (guint i = 1; i < n; i++)
    {
      centre (f, cells[i], &x, &y);
      st_board_tools_motion (f->page, x, y);
    }
  st_board_tools_release (f->page, x, y);
  st_test_iterate ();
}

static void
add_terrains (StScenario *s)
{
  StTerrain *woods = st_terrain_new ("woods", "#26a269");

  st_text_set (woods->name, s->lang, "Woods");
  g_ptr_array_add (s->terrains, woods);
}

static void
check_undo_redo (BoardFixture *f, StScenario *before, const char *id)
{
  StHistory *history = st_window_get_history (f->window);
  g_autoptr (StScenario) after = st_scenario_ref (board_fixture_current (f));

  g_assert_false (st_scenario_equal (before, after));
  g_assert_cmpstr (st_history_get_undo_id (history), ==, id);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  st_test_iterate ();
  g_assert_true (st_scenario_equal (board_fixture_current (f), before));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL);
  st_test_iterate ();
  g_assert_true (st_scenario_equal (board_fixture_current (f), after));
}

static void
test_paint_terrain (void)
{
  BoardFixture f = { 0 };
  StCell       cells[] = { { 2, 3 }, { 3, 3 }, { 4, 3 } };
  g_autoptr (StScenario) before = NULL;

  board_fixture_open (&f, "maneuver-basic", add_terrains);
  before = st_scenario_ref (board_fixture_current (&f));
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Terrain");
  g_assert_cmpint (f.page->tool, ==, ST_TOOL_TERRAIN);
  g_free (f.page->terrain);
  f.page->terrain = g_strdup ("woods");

  stroke (&f, cells, G_N_ELEMENTS (cells));
  /* One stroke, one step. */
  g_assert_cmpuint (st_history_get_n_steps (st_window_get_history (f.window)), ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    g_assert_cmpstr (st_edit_terrain_at (board_fixture_current (&f), cells[i]), ==, "woods");
  check_undo_redo (&f, before, "terrain.paint");

  /* Fill, and pick the terrain back from the board. */
  f.page->terrain_mode = ST_TERRAIN_PICK;
  stroke (&f, (StCell[]){ { 9, 9 } }, 1);
  g_assert_cmpstr (f.page->terrain, ==, "clear");
  board_fixture_close (&f);
}

static void
test_draw_border (void)
{
  BoardFixture f = { 0 };
  g_autoptr (StScenario) before = NULL;
  double ax, ay, bx, by;

  board_fixture_open (&f, "maneuver-basic", NULL);
  before = st_scenario_ref (board_fixture_current (&f));
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Borders");
  /* The middle of the side between 0,0 and 0,1. */
  centre (&f, (StCell){ 0, 0 }, &ax, &ay);
  centre (&f, (StCell){ 0, 1 }, &bx, &by);
  g_assert_true (st_board_tools_press (f.page, (ax + bx) / 2, (ay + by) / 2 - 1));
  st_board_tools_release (f.page, (ax + bx) / 2, (ay + by) / 2 - 1);
  st_test_iterate ();
  g_assert_nonnull (
      st_edit_find_edge (board_fixture_current (&f), (StCell){ 0, 0 }, (StCell){ 0, 1 }, "border"));
  check_undo_redo (&f, before, "edge.draw");
  board_fixture_close (&f);
}

/* Select picks up a side with a border; the pane erases it. */
static void
test_select_border (void)
{
  BoardFixture  f = { 0 };
  const StEdge *edge;
  StCell        a, b;
  double        ax, ay, bx, by;

  board_fixture_open (&f, "maneuver-basic", NULL);
  edge = g_ptr_array_index (board_fixture_current (&f)->board->edges, 0);
  a = edge->cell_a;
  b = edge->cell_b;
  centre (&f, a, &ax, &ay);
  centre (&f, b, &bx, &by);
  st_board_tools_press (f.page, (ax + bx) / 2, (ay + by) / 2);
  st_board_tools_release (f.page, (ax + bx) / 2, (ay + by) / 2);
  g_assert_true (f.page->has_selected_edge);
  g_signal_emit_by_name (st_test_find_button (GTK_WIDGET (f.page), "Erase"), "clicked");
  st_test_iterate ();
  g_assert_null (st_edit_find_edge (board_fixture_current (&f), a, b, NULL));
  g_assert_cmpstr (st_history_get_undo_id (st_window_get_history (f.window)), ==, "border.erase");
  board_fixture_close (&f);
}

/* The borders tool redraws the countries along the borders. */
static void
test_countries_button (void)
{
  BoardFixture f = { 0 };

  board_fixture_open (&f, "maneuver-basic", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Borders");
  /* Open the border at one side: both halves become one region, which goes to
   * the first country. */
  {
    g_autoptr (StScenario) work = st_history_begin (st_window_get_history (f.window));
    const StEdge *edge = g_ptr_array_index (work->board->edges, 0);

    st_edit_remove_edge (work, edge->cell_a, edge->cell_b, NULL);
    st_history_commit (st_window_get_history (f.window), work, "Erase Border", NULL);
    st_test_iterate ();
  }
  g_signal_emit_by_name (st_test_find_button (GTK_WIDGET (f.page), "Redraw Countries from Borders"),
                         "clicked");
  st_test_iterate ();
  g_assert_cmpstr (st_history_get_undo_id (st_window_get_history (f.window)), ==, "countries.redraw");
  g_assert_cmpuint (st_scenario_find_area (board_fixture_current (&f), "blue-country")->cells->len, ==, 140);
  board_fixture_close (&f);
}

/* Select picks up a link; an area line goes with its bin button. */
static void
test_select_link_and_delete_line (void)
{
  BoardFixture         f = { 0 };
  const StEdge        *edge;
  const StBoardLayout *layout;
  double               ax = 0, ay = 0, bx = 0, by = 0;
  guint                n_lines;
  g_autofree char     *a = NULL;
  g_autofree char     *b = NULL;

  board_fixture_open (&f, "manover-finland", NULL);
  layout = st_board_view_get_layout (st_board_page_get_view (f.page));
  /* The longest link: its middle is far from any town. */
  for (guint i = 0; i < board_fixture_current (&f)->board->edges->len; i++)
    {
      double x0, y0, x1, y1;

      edge = g_ptr_array_index (board_fixture_current (&f)->board->edges, i);
      st_board_layout_node_position (
          layout, st_board_find_node (board_fixture_current (&f)->board, edge->node_a), &x0, &y0);
      st_board_layout_node_position (
          layout, st_board_find_node (board_fixture_current (&f)->board, edge->node_b), &x1, &y1);
      if (a == NULL || hypot (x1 - x0, y1 - y0) > hypot (bx - ax, by - ay))
        {
          g_free (a);
          g_free (b);
          a = g_strdup (edge->node_a);
          b = g_strdup (edge->node_b);
          ax = x0, ay = y0, bx = x1, by = y1;
        }
    }
  st_board_tools_press (f.page, (ax + bx) / 2, (ay + by) / 2);
  st_board_tools_release (f.page, (ax + bx) / 2, (ay + by) / 2);
  g_assert_nonnull (f.page->selected_link[0]);
  g_signal_emit_by_name (st_test_find_button (GTK_WIDGET (f.page), "Remove Link"), "clicked");
  st_test_iterate ();
  g_assert_null (st_edit_find_link (board_fixture_current (&f), a, b));

  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Area lines");
  n_lines = board_fixture_current (&f)->board->lines->len;
  g_assert_cmpuint (n_lines, >, 0);
  g_signal_emit_by_name (st_test_find_button (GTK_WIDGET (f.page), "Delete Area Line"), "clicked");
  st_test_iterate ();
  g_assert_cmpuint (board_fixture_current (&f)->board->lines->len, ==, n_lines - 1);
  board_fixture_close (&f);
}

static void
test_units (void)
{
  BoardFixture f = { 0 };
  g_autoptr (StScenario) before = NULL;
  StUnit *first;
  guint   n;

  board_fixture_open (&f, "maneuver-basic", NULL);
  before = st_scenario_ref (board_fixture_current (&f));
  n = before->units->len;
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Units");
  g_assert_nonnull (f.page->unit_type);

  /* Place a new unit on an empty hex. */
  stroke (&f, (StCell[]){ { 0, 0 } }, 1);
  g_assert_cmpuint (board_fixture_current (&f)->units->len, ==, n + 1);
  check_undo_redo (&f, before, "unit.add");

  /* Drag a unit to another hex. */
  first = g_ptr_array_index (board_fixture_current (&f)->units, 0);
  {
    g_autofree char *id = g_strdup (first->id);
    StCell           from = first->cell;
    StCell           to = { 0, 2 };

    stroke (&f, (StCell[]){ from, to }, 2);
    g_assert_cmpint (st_scenario_find_unit (board_fixture_current (&f), id)->cell.y, ==, 2);
    g_assert_cmpstr (st_history_get_undo_id (st_window_get_history (f.window)), ==, "unit.move");
  }
  board_fixture_close (&f);
}

static void
remove_unit_types (StScenario *s)
{
  g_ptr_array_set_size (s->units, 0);
  g_ptr_array_set_size (s->unit_types, 0);
}

/* Without unit types the Units tool says where to make them, and takes the
 * user there. */
static void
test_units_without_types (void)
{
  BoardFixture f = { 0 };
  GtkWidget   *button;

  board_fixture_open (&f, "maneuver-basic", remove_unit_types);
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Units");
  st_test_iterate ();
  g_assert_nonnull (st_test_find_named (GTK_WIDGET (f.page), "no-unit-types"));
  button = st_test_find_named (GTK_WIDGET (f.page), "show-units-page");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  st_test_iterate ();
  g_assert_cmpstr (st_window_get_visible_part (f.window), ==, "units");
  board_fixture_close (&f);
}

/* Every palette icon is in the icon theme (a missing one shows as a broken
 * image), and painting terrain shows no eyedropper, areas no check mark. */
static void
test_palette_icons (void)
{
  BoardFixture  f = { 0 };
  GtkIconTheme *theme;

  board_fixture_open (&f, "maneuver-basic", NULL);
  theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (f.page)));
  for (int i = 0; i < ST_N_TOOLS; i++)
    {
      const char *icon;

      if (f.page->tool_buttons[i] == NULL)
        continue;
      icon = gtk_button_get_icon_name (GTK_BUTTON (f.page->tool_buttons[i]));
      g_assert_nonnull (icon);
      g_assert_true (gtk_icon_theme_has_icon (theme, icon));
    }
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (f.page->tool_buttons[ST_TOOL_TERRAIN])), !=,
                   "color-select-symbolic");
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (f.page->tool_buttons[ST_TOOL_AREAS])), !=,
                   "selection-mode-symbolic");
  board_fixture_close (&f);
}

static void
write_png (const char *path, int width, int height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t         *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 0.8, 0.2, 0.2);
  cairo_paint (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

/* A tracing image chosen beside the scenario is referenced by a relative
 * path, one from elsewhere is copied beside it first; it loads into the view,
 * moves and fades as undoable edits, and goes again. */
static void
test_tracing_image (void)
{
  BoardFixture     f = { 0 };
  g_autofree char *inside = NULL;
  g_autofree char *outside_dir = g_dir_make_tmp ("sandtable-scan-XXXXXX", NULL);
  g_autofree char *outside = g_build_filename (outside_dir, "other scan.png", NULL);
  g_autofree char *copied = NULL;
  g_autoptr (GFile) inside_file = NULL;
  g_autoptr (GFile) outside_file = NULL;
  g_autoptr (GError) error = NULL;

  board_fixture_open (&f, "manover-finland", NULL);
  inside = g_build_filename (f.dir, "scan.png", NULL);
  copied = g_build_filename (f.dir, "other scan.png", NULL);
  write_png (inside, 40, 30);
  write_png (outside, 20, 10);
  inside_file = g_file_new_for_path (inside);
  outside_file = g_file_new_for_path (outside);

  g_assert_true (st_board_backdrop_choose_file (f.page, inside_file, &error));
  g_assert_no_error (error);
  board_fixture_wait_backdrop (&f);
  g_assert_nonnull (board_fixture_current (&f)->board->backdrop);
  g_assert_cmpstr (board_fixture_current (&f)->board->backdrop->href, ==, "scan.png");
  g_assert_nonnull (f.page->backdrop_image);
  g_assert_cmpstr (st_history_get_undo_id (st_window_get_history (f.window)), ==, "tracing-image.set");

  g_assert_true (st_board_backdrop_set_value (f.page, "opacity", 0.3));
  g_assert_true (st_board_backdrop_set_value (f.page, "scale", 2.5));
  st_test_iterate ();
  g_assert_cmpfloat (board_fixture_current (&f)->board->backdrop->opacity, ==, 0.3);
  g_assert_cmpfloat (board_fixture_current (&f)->board->backdrop->scale, ==, 2.5);
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.undo", NULL);
  st_test_iterate ();
  g_assert_cmpfloat (board_fixture_current (&f)->board->backdrop->scale, ==, 1.0);

  /* The Select tool's pane edits it. */
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Select");
  st_test_iterate ();
  g_assert_nonnull (st_test_find_named (GTK_WIDGET (f.page), "tracing-image"));
  g_assert_nonnull (st_test_find_named (GTK_WIDGET (f.page), "opacity"));

  g_assert_true (st_board_backdrop_choose_file (f.page, outside_file, &error));
  g_assert_no_error (error);
  st_test_iterate ();
  g_assert_cmpstr (board_fixture_current (&f)->board->backdrop->href, ==, "other scan.png");
  g_assert_true (g_file_test (copied, G_FILE_TEST_IS_REGULAR));

  g_signal_emit_by_name (st_test_find_named (GTK_WIDGET (f.page), "remove-tracing-image"), "clicked");
  st_test_iterate ();
  g_assert_null (board_fixture_current (&f)->board->backdrop);
  g_assert_null (f.page->backdrop_image);

  g_unlink (inside);
  g_unlink (copied);
  board_fixture_close (&f);
  g_unlink (outside);
  g_rmdir (outside_dir);
}

static void
test_towns_and_links (void)
{
  BoardFixture f = { 0 };
  g_autoptr (StScenario) before = NULL;
  StScenario   *s;
  guint         n;
  double        x, y;
  const StNode *helsinki, *added;

  board_fixture_open (&f, "manover-finland", NULL);
  before = st_scenario_ref (board_fixture_current (&f));
  n = before->board->nodes->len;
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Towns");
  g_assert_cmpint (f.page->tool, ==, ST_TOOL_TOWNS);

  /* A town on an empty part of the map: the top left corner. */
  st_board_layout_map_to_board (st_board_view_get_layout (st_board_page_get_view (f.page)), 5, 5, &x, &y);
  g_assert_true (st_board_tools_press (f.page, x, y));
  st_test_iterate ();
  s = board_fixture_current (&f);
  g_assert_cmpuint (s->board->nodes->len, ==, n + 1);
  added = g_ptr_array_index (s->board->nodes, n);
  g_assert_cmpstr (f.page->selected_node, ==, added->id);
  /* The new town is ready to be renamed. */
  st_test_iterate ();
  {
    GtkWidget *name = st_test_find_named (GTK_WIDGET (f.page), "town-name");
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f.window));

    g_assert_nonnull (name);
    g_assert_true (focus != NULL && (focus == name || gtk_widget_is_ancestor (focus, name)));
  }
  check_undo_redo (&f, before, "town.add");

  /* Link it to Helsinki by rail. */
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Links");
  g_free (f.page->edge_type);
  f.page->edge_type = g_strdup ("rail");
  {
    g_autofree char     *id = g_strdup (added->id);
    const StBoardLayout *layout = st_board_view_get_layout (st_board_page_get_view (f.page));
    double               hx, hy;

    helsinki = st_board_find_node (board_fixture_current (&f)->board, "helsinki");
    st_board_layout_node_position (layout, helsinki, &hx, &hy);
    st_board_layout_node_position (layout, st_board_find_node (board_fixture_current (&f)->board, id), &x,
                                   &y);
    g_assert_true (st_board_tools_press (f.page, x, y));
    st_board_tools_motion (f.page, hx, hy);
    st_board_tools_release (f.page, hx, hy);
    st_test_iterate ();
    g_assert_nonnull (st_edit_find_link (board_fixture_current (&f), id, "helsinki"));

    /* Drag Helsinki somewhere else. */
    gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Towns");
    g_assert_true (st_board_tools_press (f.page, hx, hy));
    st_board_tools_motion (f.page, hx + 30, hy);
    st_board_tools_release (f.page, hx + 30, hy);
    st_test_iterate ();
    g_assert_cmpstr (st_history_get_undo_id (st_window_get_history (f.window)), ==, "town.move");
  }
  board_fixture_close (&f);
}

static void
test_sections (void)
{
  BoardFixture f = { 0 };
  g_autoptr (StScenario) before = NULL;

  board_fixture_open (&f, "manoeuvre", NULL);
  before = st_scenario_ref (board_fixture_current (&f));
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Map sections");
  g_assert_cmpint (f.page->tool, ==, ST_TOOL_SECTIONS);
  f.page->section_mode = ST_SECTION_ROTATE;
  stroke (&f, (StCell[]){ { 1, 1 } }, 1);
  check_undo_redo (&f, before, "section.rotate");
  board_fixture_close (&f);
}

static void
test_problems_shown (void)
{
  BoardFixture f = { 0 };
  StUnit      *capital = NULL;

  board_fixture_open (&f, "maneuver-basic", NULL);
  g_assert_cmpuint (f.page->problems->len, ==, 0);
  for (guint i = 0; i < board_fixture_current (&f)->units->len && capital == NULL; i++)
    {
      StUnit *unit = g_ptr_array_index (board_fixture_current (&f)->units, i);
      if (g_str_equal (unit->type, "capital"))
        capital = unit;
    }
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Units");
  stroke (&f, (StCell[]){ capital->cell, { 0, 0 } }, 2);
  /* The capital in the corner: at the edge and near a corner, and marked. */
  g_assert_cmpuint (f.page->problems->len, >=, 2);
  g_assert_cmpuint (f.page->problem_cells->len, >=, 2);
  g_assert_nonnull (f.page->problems_group);
  board_fixture_close (&f);
}

static void
test_save_and_close_prompt (void)
{
  BoardFixture f = { 0 };
  g_autoptr (StScenario) reloaded = NULL;

  board_fixture_open (&f, "maneuver-basic", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Units");
  stroke (&f, (StCell[]){ { 0, 0 } }, 1);
  g_assert_true (st_history_get_modified (st_window_get_history (f.window)));

  /* Closing with unsaved work asks first: the window stays, and Enter on the
   * prompt cancels. */
  gtk_window_close (GTK_WINDOW (f.window));
  st_test_iterate ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f.window)));
  {
    GListModel       *toplevels = gtk_window_get_toplevels ();
    AdwMessageDialog *prompt = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
        if (ADW_IS_MESSAGE_DIALOG (window))
          prompt = ADW_MESSAGE_DIALOG (window);
      }
    g_assert_nonnull (prompt);
    g_assert_cmpstr (adw_message_dialog_get_default_response (prompt), ==, "cancel");
    adw_message_dialog_response (prompt, "cancel");
    gtk_window_destroy (GTK_WINDOW (prompt));
    st_test_iterate ();
  }

  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.save", NULL);

  st_test_wait_saved (st_window_get_document (f.window));
  st_test_iterate ();
  g_assert_false (st_history_get_modified (st_window_get_history (f.window)));
  reloaded = st_scenario_load_file (f.path, NULL, NULL);
  g_assert_nonnull (reloaded);
  g_assert_true (st_scenario_equal (reloaded, board_fixture_current (&f)));
  board_fixture_close (&f);
}

/* Save never overwrites a scenario that comes with Sandtable; the dialogs
 * offer the document's folder and a slug of its title with the project's
 * extension. */
static void
test_save_bundled_and_names (void)
{
  g_autofree char *bundled = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (GFile) file = g_file_new_for_path (bundled);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *name = NULL;
  g_autoptr (GFile) folder = NULL;
  StWindow *window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));

  g_assert_true (g_file_get_contents (bundled, &before, NULL, NULL));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (st_window_load_file (window, file));
  g_assert_true (st_document_is_bundled_file (file));

  /* A change, then Save: the bundled file stays, Save As asks where. */
  {
    g_autoptr (StScenario) work = st_history_begin (st_window_get_history (window));
    st_text_set (work->title, work->lang, "Border Clash");
    g_assert_true (st_history_commit (st_window_get_history (window), work, "Rename", NULL));
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  st_test_wait_saved (st_window_get_document (window));
  st_test_iterate ();
  g_assert_nonnull (window->save_dialog);
  g_assert_true (st_history_get_modified (st_window_get_history (window)));
  g_assert_true (g_file_get_contents (bundled, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);

  name = st_window_suggest_file_name (window, NULL);
  g_assert_cmpstr (name, ==, "border-clash.sandtable.xml");
  folder = st_window_suggest_folder (window);
  g_assert_false (st_document_is_bundled_file (folder));

  gtk_native_dialog_hide (GTK_NATIVE_DIALOG (window->save_dialog));
  g_clear_object (&window->save_dialog);
  st_history_mark_saved (st_window_get_history (window));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

static void
test_suggested_names (void)
{
  BoardFixture     f = { 0 };
  g_autofree char *name = NULL;
  g_autofree char *png = NULL;
  g_autoptr (GFile) folder = NULL;
  g_autoptr (GFile) dir = NULL;

  board_fixture_open (&f, "maneuver-basic", NULL);
  name = st_window_suggest_file_name (f.window, NULL);
  png = st_window_suggest_file_name (f.window, ".png");
  g_assert_cmpstr (name, ==, "maneuver-basic.sandtable.xml");
  g_assert_cmpstr (png, ==, "maneuver-basic.png");
  folder = st_window_suggest_folder (f.window);
  dir = g_file_new_for_path (f.dir);
  g_assert_true (g_file_equal (folder, dir));
  board_fixture_close (&f);
}

static void
test_autosave (void)
{
  g_autoptr (StScenario) scenario = st_scenario_new (st_family_lookup ("maneuver-hex"), ST_BOARD_HEX);
  g_autofree char *path = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (StScenario) basic = st_scenario_load_file (path, NULL, NULL);
  g_autoptr (StHistory) history = st_history_new (basic);
  g_autoptr (StAutosave) autosave = NULL;
  g_autoptr (GPtrArray) recoveries = NULL;
  g_autoptr (StScenario) work = st_history_begin (history);

  autosave = st_autosave_new (history, NULL);

  /* Nothing unsaved: nothing written. */
  g_assert_true (st_autosave_write_now (autosave, NULL));
  g_assert_false (g_file_test (st_autosave_get_path (autosave), G_FILE_TEST_EXISTS));

  st_edit_flip_unit (work, ((StUnit *) g_ptr_array_index (work->units, 0))->id);
  st_history_commit (history, work, "Flip Unit", NULL);
  g_assert_true (st_autosave_write_now (autosave, NULL));
  recoveries = st_autosave_list_recoveries ();
  g_assert_cmpuint (recoveries->len, ==, 1);
  {
    StRecovery *r = g_ptr_array_index (recoveries, 0);
    g_autoptr (StScenario) copy = st_scenario_load_file (r->path, NULL, NULL);

    g_assert_nonnull (copy);
    g_assert_true (st_scenario_equal (copy, st_history_get_scenario (history)));
    g_assert_cmpstr (r->title, ==, st_scenario_get_title (basic));
  }

  /* Saved: the copy goes. */
  st_history_mark_saved (history);
  g_assert_true (st_autosave_write_now (autosave, NULL));
  g_assert_false (g_file_test (st_autosave_get_path (autosave), G_FILE_TEST_EXISTS));
  g_clear_pointer (&recoveries, g_ptr_array_unref);
  recoveries = st_autosave_list_recoveries ();
  g_assert_cmpuint (recoveries->len, ==, 0);
  g_assert_nonnull (scenario);
}

/* Work autosaved by a session that ended without saving comes back through
 * win.recover: shown as unsaved, saved to its original file. */
static void
test_recover (void)
{
  g_autofree char *path = st_test_source_path ("data/scenarios", "maneuver-basic.xml");
  g_autoptr (StScenario) basic = st_scenario_load_file (path, NULL, NULL);
  g_autoptr (StHistory) history = st_history_new (basic);
  g_autoptr (StScenario) work = st_history_begin (history);
  g_autoptr (GFile) original = g_file_new_for_path ("/tmp/somewhere/original.xml");
  g_autoptr (StAutosave) autosave = NULL;
  g_autoptr (GPtrArray) recoveries = NULL;
  g_autofree char *recovered_path = NULL;
  StWindow        *window;

  st_edit_flip_unit (work, ((StUnit *) g_ptr_array_index (work->units, 0))->id);
  st_history_commit (history, work, "Flip Unit", NULL);
  autosave = st_autosave_new (history, original);
  g_assert_true (st_autosave_write_now (autosave, NULL));
  recovered_path = g_strdup (st_autosave_get_path (autosave));
  /* The session "crashes": the autosave object goes without discarding. */
  g_clear_object (&autosave);

  window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_present (GTK_WINDOW (window));
  st_test_iterate ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.recover", "s", recovered_path);
  st_test_iterate ();
  g_assert_false (st_window_is_empty (window));
  g_assert_true (st_scenario_equal (st_window_get_scenario (window), st_history_get_scenario (history)));
  g_assert_true (st_history_get_modified (st_window_get_history (window)));
  g_assert_true (g_file_equal (st_window_get_file (window), original));
  /* The window autosaves the work under its own name now: one copy, not two. */
  recoveries = st_autosave_list_recoveries ();
  g_assert_cmpuint (recoveries->len, ==, 1);
  g_assert_cmpstr (((StRecovery *) g_ptr_array_index (recoveries, 0))->path, !=, recovered_path);

  st_history_mark_saved (st_window_get_history (window));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  g_clear_pointer (&recoveries, g_ptr_array_unref);
  recoveries = st_autosave_list_recoveries ();
  for (guint i = 0; i < recoveries->len; i++)
    st_recovery_delete (g_ptr_array_index (recoveries, i));
}

int
main (int argc, char *argv[])
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      printf ("1..0 # SKIP no display\n");
      return 0;
    }

  /* Autosaves go to a state directory of the test's own (GLib reads it once). */
  g_autofree char *state = g_dir_make_tmp ("sandtable-state-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  /* No OpenGL: Mesa's one-time set-up would show as a leak under ASan. */
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  /* Save As shows GTK's file chooser. */
  st_test_without_session_bus ();

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/editor/paint-terrain", test_paint_terrain);
  g_test_add_func ("/app/editor/draw-border", test_draw_border);
  g_test_add_func ("/app/editor/units", test_units);
  g_test_add_func ("/app/editor/units-without-types", test_units_without_types);
  g_test_add_func ("/app/editor/palette-icons", test_palette_icons);
  g_test_add_func ("/app/editor/tracing-image", test_tracing_image);
  g_test_add_func ("/app/editor/select-border", test_select_border);
  g_test_add_func ("/app/editor/countries-from-borders", test_countries_button);
  g_test_add_func ("/app/editor/select-link-and-delete-line", test_select_link_and_delete_line);
  g_test_add_func ("/app/editor/towns-and-links", test_towns_and_links);
  g_test_add_func ("/app/editor/map-sections", test_sections);
  g_test_add_func ("/app/editor/problems", test_problems_shown);
  g_test_add_func ("/app/editor/save-and-close-prompt", test_save_and_close_prompt);
  g_test_add_func ("/app/editor/save-bundled", test_save_bundled_and_names);
  g_test_add_func ("/app/editor/suggested-names", test_suggested_names);
  g_test_add_func ("/app/editor/autosave", test_autosave);
  g_test_add_func ("/app/editor/recover", test_recover);

  return g_test_run ();
}
