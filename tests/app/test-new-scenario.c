/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>

#include "core/st-scenario-io.h"

#include "st-new-scenario-dialog.h"

#include "app-test-util.h"

/* The New Scenario dialog, driven in-process as a user would: its rows are
 * set, Create is activated, and what ::create hands over is checked. */

typedef struct
{
  StScenario *scenario;
  GFile      *file;
  guint       n_emissions;
} Created;

static void
create_cb (StNewScenarioDialog *dialog, StScenario *scenario, GFile *file, Created *created)
{
  created->n_emissions++;
  g_clear_pointer (&created->scenario, st_scenario_unref);
  g_clear_object (&created->file);
  created->scenario = st_scenario_ref (scenario);
  created->file = file ? g_object_ref (file) : NULL;
}

static void
created_clear (Created *created)
{
  g_clear_pointer (&created->scenario, st_scenario_unref);
  g_clear_object (&created->file);
}

static GtkWidget *
find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
named (GtkWidget *dialog, const char *name)
{
  GtkWidget *widget = find_named (dialog, name);

  g_assert_nonnull (widget);
  return widget;
}

typedef struct
{
  GtkWidget *parent;
  GtkWidget *dialog;
  Created    created;
} Fixture;

static void
fixture_open (Fixture *f)
{
  f->parent = gtk_window_new ();
  f->dialog = st_new_scenario_dialog_new (GTK_WINDOW (f->parent));
  g_object_add_weak_pointer (G_OBJECT (f->dialog), (gpointer *) &f->dialog);
  g_signal_connect (f->dialog, "create", G_CALLBACK (create_cb), &f->created);
  gtk_window_present (GTK_WINDOW (f->parent));
  gtk_window_present (GTK_WINDOW (f->dialog));
  st_test_iterate ();
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (f->dialog)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (f->dialog)) == GTK_WINDOW (f->parent));
}

/* Activates an action and checks that the dialog went away. */
static void
fixture_finish (Fixture *f, const char *action)
{
  g_assert_true (gtk_widget_activate_action (f->dialog, action, NULL));
  st_test_iterate ();
  g_assert_null (f->dialog);
}

static void
fixture_close (Fixture *f)
{
  created_clear (&f->created);
  gtk_window_destroy (GTK_WINDOW (f->parent));
  st_test_iterate ();
}

static void
choose_family (Fixture *f, const StFamily *family)
{
  /* The dialog lists the registry's families in its order. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (named (f->dialog, "family")), st_family_index (family));
}

static void
check_loads (StScenario *scenario)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) reloaded = NULL;
  g_autofree char *xml = NULL;
  gsize            length;

  xml = st_scenario_to_xml (scenario, &length);
  reloaded = st_scenario_load_data (xml, length, "new.xml", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (st_scenario_equal (scenario, reloaded));
}

static void
test_blank_hex (void)
{
  Fixture f = { 0 };

  fixture_open (&f);
  /* Blank is the first choice, the hex game the first family. */
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (named (f.dialog, "source-blank"))));
  choose_family (&f, st_family_lookup ("manover"));
  g_assert_false (
      gtk_widget_get_visible (gtk_widget_get_ancestor (named (f.dialog, "columns"), ADW_TYPE_ACTION_ROW)));
  choose_family (&f, st_family_lookup ("maneuver-hex"));
  g_assert_true (
      gtk_widget_get_visible (gtk_widget_get_ancestor (named (f.dialog, "columns"), ADW_TYPE_ACTION_ROW)));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (named (f.dialog, "columns")), 10);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (named (f.dialog, "rows")), 14);
  adw_combo_row_set_selected (ADW_COMBO_ROW (named (f.dialog, "orientation")), 1);
  gtk_editable_set_text (GTK_EDITABLE (named (f.dialog, "title")), "Border war");
  fixture_finish (&f, "new-scenario.create");

  g_assert_cmpuint (f.created.n_emissions, ==, 1);
  g_assert_null (f.created.file);
  g_assert_true (f.created.scenario->family == st_family_lookup ("maneuver-hex"));
  g_assert_cmpint (f.created.scenario->board->kind, ==, ST_BOARD_HEX);
  g_assert_cmpint (f.created.scenario->board->columns, ==, 10);
  g_assert_cmpint (f.created.scenario->board->rows, ==, 14);
  g_assert_cmpint (f.created.scenario->board->orientation, ==, ST_HEX_POINTY);
  g_assert_cmpstr (st_scenario_get_title (f.created.scenario), ==, "Border war");
  /* Two countries for two sides. */
  g_assert_cmpuint (f.created.scenario->areas->len, ==, 2);
  check_loads (f.created.scenario);
  fixture_close (&f);
}

static void
test_blank_sections (void)
{
  Fixture f = { 0 };

  fixture_open (&f);
  choose_family (&f, st_family_lookup ("manoeuvre"));
  /* Manoeuvre is played on map sections. */
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (named (f.dialog, "layout"))), ==, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (named (f.dialog, "section-size")), 3);
  fixture_finish (&f, "new-scenario.create");

  g_assert_cmpint (f.created.scenario->board->kind, ==, ST_BOARD_SQUARE);
  g_assert_cmpint (f.created.scenario->board->columns, ==, 6);
  g_assert_cmpuint (f.created.scenario->board->placements->len, ==, 4);
  check_loads (f.created.scenario);
  fixture_close (&f);
}

static void
test_blank_map (void)
{
  Fixture f = { 0 };
  g_autoptr (StScenario) finland = NULL;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "manover-finland.xml", NULL);

  finland = st_scenario_load_file (path, NULL, NULL);
  g_assert_nonnull (finland);
  fixture_open (&f);
  choose_family (&f, st_family_lookup ("manover"));
  /* The only bundled point-to-point map comes after "Empty map". */
  adw_combo_row_set_selected (ADW_COMBO_ROW (named (f.dialog, "map")), 1);
  fixture_finish (&f, "new-scenario.create");

  g_assert_cmpint (f.created.scenario->board->kind, ==, ST_BOARD_GRAPH);
  g_assert_cmpuint (f.created.scenario->board->nodes->len, ==, finland->board->nodes->len);
  g_assert_cmpuint (f.created.scenario->board->edges->len, ==, finland->board->edges->len);
  g_assert_cmpuint (f.created.scenario->units->len, ==, 0);
  check_loads (f.created.scenario);
  fixture_close (&f);
}

static void
test_template (void)
{
  Fixture          f = { 0 };
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "manoeuvre.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (StScenario) expected = st_scenario_load_file (path, NULL, NULL);
  GtkWidget *row;

  fixture_open (&f);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (named (f.dialog, "source-template")), TRUE);
  row = named (f.dialog, "manoeuvre.xml");
  g_assert_true (gtk_widget_get_visible (row));
  g_assert_true (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)) != NULL);
  gtk_widget_activate (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)));
  fixture_finish (&f, "new-scenario.create");

  g_assert_cmpuint (f.created.n_emissions, ==, 1);
  g_assert_true (g_file_equal (f.created.file, file));
  g_assert_true (st_scenario_equal (f.created.scenario, expected));
  fixture_close (&f);
}

static void
test_cancel (void)
{
  Fixture f = { 0 };

  fixture_open (&f);
  fixture_finish (&f, "window.close");
  g_assert_cmpuint (f.created.n_emissions, ==, 0);
  fixture_close (&f);
}

/* Each test runs in a process of its own, as in test-window.c. */
static void
run_case (gconstpointer data)
{
  if (g_test_subprocess ())
    {
      ((GTestFunc) data) ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int argc, char *argv[])
{
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sandtable-test-bus", TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  if (g_getenv ("SANDTABLE_SOURCE_ROOT") != NULL)
    {
      g_autofree char *dir = g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", NULL);
      g_setenv ("SANDTABLE_SCENARIOS_DIR", dir, TRUE);
    }

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_data_func ("/app/new-scenario/blank-hex", test_blank_hex, run_case);
  g_test_add_data_func ("/app/new-scenario/blank-sections", test_blank_sections, run_case);
  g_test_add_data_func ("/app/new-scenario/blank-map", test_blank_map, run_case);
  g_test_add_data_func ("/app/new-scenario/template", test_template, run_case);
  g_test_add_data_func ("/app/new-scenario/cancel", test_cancel, run_case);

  return g_test_run ();
}
