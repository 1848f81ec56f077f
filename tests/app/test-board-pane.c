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
#include "st-window-private.h"

#include "app-test-util.h"

/* The board page's pane and tools, driven in-process: several features on
 * one side of a cell, the hints that lead to other pages (and where the focus
 * lands there), the names people read and the name rows that edit them. */

typedef struct
{
  StWindow    *window;
  StBoardPage *page;
  char        *dir;
  char        *path;
} Fixture;

/* Opens a copy of a bundled scenario (after prepare changes it) in a shown window. */
static void
fixture_open (Fixture *f, const char *name, void (*prepare) (StScenario *))
{
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *bundled = st_test_source_path ("data/scenarios", file);
  g_autoptr (StScenario) scenario = st_scenario_load_file (bundled, NULL, NULL);
  g_autoptr (GFile) gfile = NULL;

  g_assert_nonnull (scenario);
  if (prepare != NULL)
    prepare (scenario);
  f->dir = g_dir_make_tmp ("sandtable-pane-XXXXXX", NULL);
  f->path = g_build_filename (f->dir, file, NULL);
  g_assert_true (st_scenario_save_file (scenario, f->path, NULL));

  f->window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1400, 900);
  gtk_window_present (GTK_WINDOW (f->window));
  gfile = g_file_new_for_path (f->path);
  g_assert_true (st_window_load_file (f->window, gfile));
  st_test_iterate ();
  f->page = ST_BOARD_PAGE (st_test_find_type (GTK_WIDGET (f->window), ST_TYPE_BOARD_PAGE));
  g_assert_nonnull (f->page);
  st_page_ensure_built (ST_PAGE (f->page));
}

static void
fixture_close (Fixture *f)
{
  StHistory *history = st_window_get_history (f->window);

  if (history != NULL)
    st_history_mark_saved (history);
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_object_unref (f->window);
  g_unlink (f->path);
  g_rmdir (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

static StScenario *
current (Fixture *f)
{
  return st_history_get_scenario (st_window_get_history (f->window));
}

static const char *
undo_label (Fixture *f)
{
  return st_history_get_undo_label (st_window_get_history (f->window));
}

static void
tool (Fixture *f, const char *name)
{
  gtk_widget_activate_action (GTK_WIDGET (f->page), "board.tool", "s", name);
  st_test_iterate ();
}

/* Whether the keyboard focus is in widget. */
static gboolean
focused_in (Fixture *f, GtkWidget *widget)
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
click_side (Fixture *f, StCell a, StCell b)
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
  Fixture f = { 0 };
  StCell  a, b;
  guint   n_edges;

  fixture_open (&f, "maneuver-basic", add_river);
  a = first_border (current (&f))->cell_a;
  b = first_border (current (&f))->cell_b;
  n_edges = current (&f)->board->edges->len;

  tool (&f, "Borders");
  g_free (f.page->edge_type);
  f.page->edge_type = g_strdup ("river");
  click_side (&f, a, b);
  g_assert_cmpuint (current (&f)->board->edges->len, ==, n_edges + 1);
  g_assert_nonnull (st_edit_find_edge (current (&f), a, b, "border"));
  g_assert_nonnull (st_edit_find_edge (current (&f), a, b, "river"));
  g_assert_cmpstr (undo_label (&f), ==, "Draw Border");

  /* Saved, the file holds both on that side. */
  {
    g_autoptr (StScenario) saved = NULL;

    gtk_widget_activate_action (GTK_WIDGET (f.window), "win.save", NULL);
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
    g_autofree char *label_a = st_board_cell_label (current (&f)->board, a);

    g_assert_nonnull (
        strstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (f.page->selection_group)), label_a));
  }

  /* The eraser with River chosen leaves the border. */
  tool (&f, "Borders");
  f.page->erase = TRUE;
  g_free (f.page->edge_type);
  f.page->edge_type = g_strdup ("river");
  click_side (&f, a, b);
  g_assert_nonnull (st_edit_find_edge (current (&f), a, b, "border"));
  g_assert_null (st_edit_find_edge (current (&f), a, b, "river"));
  g_assert_cmpstr (undo_label (&f), ==, "Erase Border");

  /* The pane's bin on one feature removes that one only. */
  f.page->erase = FALSE;
  click_side (&f, a, b);
  tool (&f, "Select");
  click_side (&f, a, b);
  g_signal_emit_by_name (
      st_test_find_named (st_test_find_named (f.page->selection_group, "river"), "remove-feature"),
      "clicked");
  st_test_iterate ();
  g_assert_nonnull (st_edit_find_edge (current (&f), a, b, "border"));
  g_assert_null (st_edit_find_edge (current (&f), a, b, "river"));
  fixture_close (&f);
}

/* With only the border, the Borders tool says where rivers come from and
 * takes the user there, to the Add Edge Type button; once there is a river,
 * the hint goes. */
static void
test_more_edge_types_hint (void)
{
  Fixture    f = { 0 };
  GtkWidget *button;

  fixture_open (&f, "maneuver-basic", NULL);
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
  g_assert_cmpuint (current (&f)->edge_types->len, ==, 2);
  st_window_set_visible_part (f.window, "board");
  st_test_iterate ();
  g_assert_null (st_test_find_named (f.page->options_group, "more-edge-types"));
  fixture_close (&f);
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
  Fixture    f = { 0 };
  GtkWidget *button, *add;

  fixture_open (&f, "maneuver-basic", remove_unit_types);
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
  fixture_close (&f);
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
  Fixture          f = { 0 };
  StUnit          *unit;
  GtkWidget       *row;
  g_autofree char *label = NULL;

  fixture_open (&f, "maneuver-basic", NULL);
  unit = st_scenario_find_unit (current (&f), "blue-infantry-2");
  label = st_board_cell_label (current (&f)->board, unit->cell);
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
  g_assert_cmpstr (undo_label (&f), ==, "Rename Unit");
  unit = st_scenario_find_unit (current (&f), "blue-infantry-2");
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
  unit = st_scenario_find_unit (current (&f), "blue-infantry-2");
  g_assert_cmpstr (st_text_get_exact (unit->name, "sv"), ==, "Gamla gardet");
  g_assert_cmpstr (st_text_get_source (unit->name), ==, "Old Guard");
  st_window_set_content_language (f.window, "en");
  st_test_iterate ();

  /* Undo, twice: no name again. */
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.undo", NULL);
  st_test_iterate ();
  g_assert_null (st_scenario_find_unit (current (&f), "blue-infantry-2")->name);
  fixture_close (&f);
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
  Fixture f = { 0 };
  guint   n = 0;

  fixture_open (&f, "maneuver-basic", NULL);
  g_assert_true (st_board_page_edit (f.page, "Move Unit", move_out_of_zone, NULL));
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
  fixture_close (&f);
}

/* The Areas tool renames the area chosen; the Map sections tool the section. */
static void
test_area_and_section_names (void)
{
  Fixture    f = { 0 };
  GtkWidget *row;

  fixture_open (&f, "maneuver-basic", NULL);
  tool (&f, "Areas");
  g_assert_nonnull (f.page->area);
  row = named (f.page->options_group, "area-name");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==,
                   st_text_get_source (st_scenario_find_area (current (&f), f.page->area)->name));
  type_name (row, "Blueland");
  g_assert_cmpstr (undo_label (&f), ==, "Rename Area");
  g_assert_cmpstr (st_text_get_source (st_scenario_find_area (current (&f), f.page->area)->name), ==,
                   "Blueland");
  fixture_close (&f);

  fixture_open (&f, "manoeuvre", NULL);
  tool (&f, "Map sections");
  g_assert_nonnull (f.page->section);
  row = named (f.page->options_group, "section-name");
  type_name (row, "Rolling hills");
  g_assert_cmpstr (undo_label (&f), ==, "Rename Map Section");
  g_assert_cmpstr (st_text_get_source (st_board_find_section (current (&f)->board, f.page->section)->name),
                   ==, "Rolling hills");
  fixture_close (&f);
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
  return g_test_run ();
}
