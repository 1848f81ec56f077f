/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <string.h>

#include "core/st-edit-tables.h"
#include "core/st-edit.h"
#include "core/st-scenario-io.h"
#include "core/st-scenario-new.h"

#include "st-board-page-private.h"
#include "st-board-view-private.h"
#include "st-window-private.h"

#include "app-test-util.h"

/* The board page's rule overlays driven in-process: the toggles (the action
 * and the popover's check buttons), recomputation after an edit, and the
 * overlays that follow the selected piece. */

typedef struct
{
  StWindow    *window;
  StBoardPage *page;
  StBoardView *view;
} Fixture;

static void
fixture_open (Fixture *f, const char *name)
{
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *path = st_test_source_path ("data/scenarios", file);
  g_autoptr (GFile) gfile = g_file_new_for_path (path);

  f->window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1400, 900);
  gtk_window_present (GTK_WINDOW (f->window));
  g_assert_true (st_window_load_file (f->window, gfile));
  st_test_iterate ();
  f->page = ST_BOARD_PAGE (st_test_find_type (GTK_WIDGET (f->window), ST_TYPE_BOARD_PAGE));
  g_assert_nonnull (f->page);
  st_page_ensure_built (ST_PAGE (f->page));
  f->view = st_board_page_get_view (f->page);
}

static void
fixture_close (Fixture *f)
{
  StHistory *history = st_window_get_history (f->window);

  if (history != NULL)
    st_history_mark_saved (history);
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_object_unref (f->window);
}

static guint
count_kind (Fixture *f, StRenderOverlayKind kind)
{
  guint n = 0;

  for (guint i = 0; i < f->view->overlays->len; i++)
    n += g_array_index (f->view->overlays, StRenderOverlay, i).kind == kind;
  return n;
}

static void
toggle (Fixture *f, const char *id)
{
  gtk_widget_activate_action (GTK_WIDGET (f->page), "board.overlay", "s", id);
  st_test_iterate ();
}

static gboolean
move_far_unit (StScenario *s, gpointer data)
{
  StCell cell = { 9, 11 };

  return st_edit_move_unit (s, "blue-infantry-1", cell, NULL);
}

static void
test_zoc_and_supply (void)
{
  Fixture f = { 0 };
  guint   warnings, paths;

  fixture_open (&f, "maneuver-basic");
  g_assert_cmpuint (st_board_view_get_n_overlays (f.view), ==, 0);

  /* Zones of control: one area a side, in the side's colour. */
  toggle (&f, "zoc");
  g_assert_cmpuint (st_board_view_get_n_overlays (f.view), ==, 2);
  g_assert_cmpuint (count_kind (&f, ST_RENDER_OVERLAY_AREA), ==, 2);
  g_assert_cmpstr (g_array_index (f.view->overlays, StRenderOverlay, 0).color, ==,
                   st_scenario_find_side (st_board_page_scenario (f.page), "blue")->color);

  /* Supply: a path for every supplied unit. */
  toggle (&f, "supply");
  paths = count_kind (&f, ST_RENDER_OVERLAY_PATH);
  warnings = count_kind (&f, ST_RENDER_OVERLAY_WARNING);
  g_assert_cmpuint (paths, >, 10);

  /* An edit is read again by the engine: a unit moved behind the enemy's
   * lines loses its path and is marked. */
  g_assert_true (st_board_page_edit (f.page, "unit.move", "Move Unit", move_far_unit, NULL));
  st_test_iterate ();
  g_assert_cmpuint (count_kind (&f, ST_RENDER_OVERLAY_WARNING), ==, warnings + 1);
  g_assert_cmpuint (count_kind (&f, ST_RENDER_OVERLAY_PATH), ==, paths - 1);
  /* Undo brings the path back. */
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.undo", NULL);
  st_test_iterate ();
  g_assert_cmpuint (count_kind (&f, ST_RENDER_OVERLAY_PATH), ==, paths);

  /* Off again: only the zones remain, then nothing. */
  toggle (&f, "supply");
  g_assert_cmpuint (st_board_view_get_n_overlays (f.view), ==, 2);
  toggle (&f, "zoc");
  g_assert_cmpuint (st_board_view_get_n_overlays (f.view), ==, 0);
  fixture_close (&f);
}

static gboolean
delete_capital (StScenario *s, gpointer data)
{
  return st_edit_delete_unit (s, "blue-capital-1");
}

/* A unit type of an arm the hex game does not have: the engine cannot read
 * the document at all. */
static gboolean
foreign_arm (StScenario *s, gpointer data)
{
  StUnitType *type = g_ptr_array_index (s->unit_types, 0);

  g_free (type->arm);
  type->arm = g_strdup ("leader");
  return TRUE;
}

/* The supply overlay needs both capitals: without one it is off, and its
 * check button is greyed with the reason, while the zones of control stay. */
static void
test_missing_capital (void)
{
  Fixture    f = { 0 };
  GtkWidget *supply;

  fixture_open (&f, "maneuver-basic");
  toggle (&f, "zoc");
  toggle (&f, "supply");
  g_assert_cmpuint (count_kind (&f, ST_RENDER_OVERLAY_PATH), >, 0);
  g_assert_true (st_board_page_edit (f.page, "unit.delete", "Delete Unit", delete_capital, NULL));
  st_test_iterate ();
  g_assert_cmpuint (count_kind (&f, ST_RENDER_OVERLAY_AREA), ==, 2);
  g_assert_cmpuint (count_kind (&f, ST_RENDER_OVERLAY_PATH), ==, 0);
  g_assert_cmpuint (count_kind (&f, ST_RENDER_OVERLAY_WARNING), ==, 0);
  g_assert_null (f.page->overlay_error);
  gtk_menu_button_popup (GTK_MENU_BUTTON (f.page->overlay_button));
  st_test_iterate ();
  supply = st_test_find_named (f.page->overlay_box, "supply");
  g_assert_nonnull (supply);
  g_assert_false (gtk_widget_get_sensitive (supply));
  g_assert_true (gtk_widget_get_sensitive (st_test_find_named (f.page->overlay_box, "zoc")));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (f.page->overlay_button));
  /* The capital back, supply is back. */
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.undo", NULL);
  st_test_iterate ();
  g_assert_cmpuint (count_kind (&f, ST_RENDER_OVERLAY_PATH), >, 0);
  fixture_close (&f);
}

/* A document the engine cannot read shows no overlay and keeps the reason,
 * which the menu shows; mending it brings the overlays back. */
static void
test_unreadable (void)
{
  Fixture f = { 0 };

  fixture_open (&f, "maneuver-basic");
  toggle (&f, "zoc");
  g_assert_cmpuint (st_board_view_get_n_overlays (f.view), ==, 2);
  g_assert_true (st_board_page_edit (f.page, "unit-type.arm", "Change Arm", foreign_arm, NULL));
  st_test_iterate ();
  g_assert_cmpuint (st_board_view_get_n_overlays (f.view), ==, 0);
  g_assert_nonnull (f.page->overlay_error);
  gtk_menu_button_popup (GTK_MENU_BUTTON (f.page->overlay_button));
  st_test_iterate ();
  g_assert_null (st_test_find_named (f.page->overlay_box, "zoc"));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (f.page->overlay_button));
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.undo", NULL);
  st_test_iterate ();
  g_assert_cmpuint (st_board_view_get_n_overlays (f.view), ==, 2);
  g_assert_null (f.page->overlay_error);
  fixture_close (&f);
}

static gboolean
add_infantry (StScenario *s, gpointer data)
{
  g_autofree char *type = st_edit_add_unit_type (s, "infantry", NULL, "Infantry", NULL);
  g_autofree char *blue = NULL;
  g_autofree char *red = NULL;

  blue = st_edit_add_unit (s, type, ((StSide *) g_ptr_array_index (s->sides, 0))->id, (StCell){ 2, 2 }, NULL);
  red = st_edit_add_unit (s, type, ((StSide *) g_ptr_array_index (s->sides, 1))->id, (StCell){ 7, 11 }, NULL);
  return blue != NULL && red != NULL;
}

/* A new blank hex scenario: the menu offers the zones of control (supply
 * greyed until there are capitals), and they show as the first units go on
 * the board. */
static void
test_blank_scenario (void)
{
  Fixture              f = { 0 };
  StNewScenarioOptions options;
  g_autoptr (StScenario) blank = NULL;
  GtkWidget *zoc, *supply;

  st_new_scenario_options_init (&options, st_family_lookup ("maneuver-hex"));
  blank = st_scenario_new_blank (&options, NULL);
  g_assert_nonnull (blank);
  f.window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_set_default_size (GTK_WINDOW (f.window), 1400, 900);
  gtk_window_present (GTK_WINDOW (f.window));
  st_window_open_new (f.window, blank);
  st_test_iterate ();
  f.page = ST_BOARD_PAGE (st_test_find_type (GTK_WIDGET (f.window), ST_TYPE_BOARD_PAGE));
  st_page_ensure_built (ST_PAGE (f.page));
  f.view = st_board_page_get_view (f.page);

  gtk_menu_button_popup (GTK_MENU_BUTTON (f.page->overlay_button));
  st_test_iterate ();
  zoc = st_test_find_named (f.page->overlay_box, "zoc");
  supply = st_test_find_named (f.page->overlay_box, "supply");
  g_assert_true (GTK_IS_CHECK_BUTTON (zoc));
  g_assert_true (gtk_widget_get_sensitive (zoc));
  g_assert_true (GTK_IS_CHECK_BUTTON (supply));
  g_assert_false (gtk_widget_get_sensitive (supply));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (zoc), TRUE);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (f.page->overlay_button));
  st_test_iterate ();
  g_assert_cmpuint (count_kind (&f, ST_RENDER_OVERLAY_AREA), ==, 2);
  g_assert_cmpuint (g_array_index (f.view->overlays, StRenderOverlay, 0).n_places, ==, 0);

  g_assert_true (st_board_page_edit (f.page, "unit.add", "Add Unit", add_infantry, NULL));
  st_test_iterate ();
  g_assert_cmpuint (count_kind (&f, ST_RENDER_OVERLAY_AREA), ==, 2);
  g_assert_cmpuint (g_array_index (f.view->overlays, StRenderOverlay, 0).n_places, ==, 6);
  g_assert_cmpuint (g_array_index (f.view->overlays, StRenderOverlay, 1).n_places, ==, 6);
  fixture_close (&f);
}

static void
test_popover_checks (void)
{
  Fixture    f = { 0 };
  GtkWidget *zoc, *supply;

  fixture_open (&f, "maneuver-basic");
  gtk_menu_button_popup (GTK_MENU_BUTTON (f.page->overlay_button));
  st_test_iterate ();
  zoc = st_test_find_named (f.page->overlay_box, "zoc");
  supply = st_test_find_named (f.page->overlay_box, "supply");
  g_assert_true (GTK_IS_CHECK_BUTTON (zoc));
  g_assert_true (GTK_IS_CHECK_BUTTON (supply));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (zoc)));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (zoc), TRUE);
  st_test_iterate ();
  g_assert_cmpuint (st_board_view_get_n_overlays (f.view), ==, 2);
  g_assert_cmpstr (gtk_menu_button_get_label (GTK_MENU_BUTTON (f.page->overlay_button)), ==,
                   "Rule Overlays (1)");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (zoc), FALSE);
  st_test_iterate ();
  g_assert_cmpuint (st_board_view_get_n_overlays (f.view), ==, 0);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (f.page->overlay_button));
  fixture_close (&f);
}

static void
test_selected_piece (void)
{
  Fixture                f = { 0 };
  const StRenderOverlay *reach;

  fixture_open (&f, "manover-finland");
  toggle (&f, "reach");
  /* Nothing is selected: nothing to show. */
  g_assert_cmpuint (st_board_view_get_n_overlays (f.view), ==, 0);
  st_board_page_select_node (f.page, "kuhmo");
  st_test_iterate ();
  g_assert_cmpuint (st_board_view_get_n_overlays (f.view), ==, 1);
  reach = &g_array_index (f.view->overlays, StRenderOverlay, 0);
  g_assert_cmpuint (reach->kind, ==, ST_RENDER_OVERLAY_AREA);
  g_assert_cmpuint (reach->n_places, >, 0);
  /* Its own point is not among them. */
  for (guint i = 0; i < reach->n_places; i++)
    g_assert_cmpint (reach->places[i], !=,
                     st_board_node_index (st_board_page_scenario (f.page)->board, "kuhmo"));
  st_board_page_clear_selection (f.page);
  st_test_iterate ();
  g_assert_cmpuint (st_board_view_get_n_overlays (f.view), ==, 0);
  fixture_close (&f);
}

static void
test_bombardment (void)
{
  Fixture f = { 0 };
  StCell  cell = { -1, -1 };

  fixture_open (&f, "manoeuvre");
  toggle (&f, "half");
  g_assert_cmpuint (st_board_view_get_n_overlays (f.view), ==, 2);
  toggle (&f, "bombardment");
  g_assert_cmpuint (st_board_view_get_n_overlays (f.view), ==, 2);
  /* A unit with a bombardment on its card. */
  for (guint i = 0; i < st_board_page_scenario (f.page)->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (st_board_page_scenario (f.page)->units, i);

      if (unit->placed && strstr (unit->id, "artillery") != NULL)
        {
          cell = unit->cell;
          break;
        }
    }
  g_assert_cmpint (cell.x, >=, 0);
  st_board_page_select_cell (f.page, cell);
  st_test_iterate ();
  g_assert_cmpuint (st_board_view_get_n_overlays (f.view), ==, 3);
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
  g_test_add_func ("/app/overlays/zoc-and-supply", test_zoc_and_supply);
  g_test_add_func ("/app/overlays/popover-checks", test_popover_checks);
  g_test_add_func ("/app/overlays/unreadable", test_unreadable);
  g_test_add_func ("/app/overlays/missing-capital", test_missing_capital);
  g_test_add_func ("/app/overlays/blank-scenario", test_blank_scenario);
  g_test_add_func ("/app/overlays/selected-piece", test_selected_piece);
  g_test_add_func ("/app/overlays/bombardment", test_bombardment);
  return g_test_run ();
}
