/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "core/st-history.h"
#include "core/st-scenario-io.h"
#include "core/st-scenario-new.h"

#include "st-parameters-page.h"
#include "st-terrain-page.h"
#include "st-units-page.h"

#include "app-test-util.h"

/* The table editors driven in-process: each change of a row is one undoable
 * step with its label, bursts of spin button steps merge, the rows being
 * edited survive the refresh that follows a commit, and a page without a
 * history edits nothing. */

typedef struct
{
  GtkWidget  *window;
  StPage     *page;
  StHistory  *history;
  StScenario *scenario;
} Fixture;

/* The widget called name inside the widget called parent. */
static GtkWidget *
named (Fixture *f, const char *parent, const char *name)
{
  GtkWidget *outer = parent ? st_test_find_named (GTK_WIDGET (f->page), parent) : GTK_WIDGET (f->page);
  GtkWidget *widget;

  if (outer == NULL || (widget = st_test_find_named (outer, name)) == NULL)
    g_error ("no widget called %s in %s", name, parent ? parent : "the page");
  return widget;
}

/* Whether the keyboard focus is in widget. */
static gboolean
focused_in (Fixture *f, GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

static void fixture_show (Fixture *f, GtkWidget *page, gboolean editable);

static void
fixture_open (Fixture *f, GtkWidget *page, const char *name, gboolean editable)
{
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", file, NULL);
  g_autoptr (GError) error = NULL;

  f->scenario = st_scenario_load_file (path, NULL, &error);
  g_assert_no_error (error);
  fixture_show (f, page, editable);
}

static void
fixture_show (Fixture *f, GtkWidget *page, gboolean editable)
{
  f->history = st_history_new (f->scenario);
  f->window = gtk_window_new ();
  f->page = ST_PAGE (page);
  gtk_window_set_child (GTK_WINDOW (f->window), page);
  if (editable)
    st_page_set_history (f->page, f->history);
  st_page_set_scenario (f->page, f->scenario);
  gtk_window_present (GTK_WINDOW (f->window));
  st_page_ensure_built (f->page);
  st_test_iterate ();
}

static void
fixture_close (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  st_test_iterate ();
  g_assert_finalize_object (f->history);
  g_clear_pointer (&f->scenario, st_scenario_unref);
}

/* What the window does after undo and redo. */
static void
undo (Fixture *f)
{
  g_assert_true (st_history_undo (f->history));
  st_page_set_scenario (f->page, st_history_get_scenario (f->history));
  st_test_iterate ();
}

static StScenario *
current (Fixture *f)
{
  return st_history_get_scenario (f->history);
}

static void
test_terrain_page (void)
{
  Fixture        f = { 0 };
  GtkWidget     *defense, *name;
  GtkSpinButton *spin;

  fixture_open (&f, st_terrain_page_new (), "manoeuvre", TRUE);

  /* Two steps of a spin button are one undoable change. */
  defense = named (&f, "hills", "defense");
  spin = GTK_SPIN_BUTTON (st_test_find_type (defense, GTK_TYPE_SPIN_BUTTON));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 2);
  gtk_spin_button_set_value (spin, 3);
  gtk_spin_button_set_value (spin, 4);
  st_test_iterate ();
  g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 1);
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "terrain-type.effect");
  g_assert_cmpstr (st_attrs_get (st_scenario_find_terrain (current (&f), "hills")->effects, "defense"), ==,
                   "4");
  /* The row being edited is still the one on the page. */
  g_assert_true (named (&f, "hills", "defense") == defense);
  g_assert_true (st_page_get_scenario (f.page) == current (&f));

  /* Undo shows the old value in the same row. */
  undo (&f);
  g_assert_true (named (&f, "hills", "defense") == defense);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 2);

  /* A name is committed when applied, not per keystroke. */
  name = named (&f, "hills", "name");
  gtk_editable_set_text (GTK_EDITABLE (name), "High ground");
  g_assert_false (st_history_can_undo (f.history));
  g_signal_emit_by_name (name, "apply");
  st_test_iterate ();
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "terrain-type.rename");
  g_assert_cmpstr (st_text_get_exact (st_scenario_find_terrain (current (&f), "hills")->name, "en"), ==,
                   "High ground");

  /* A flag is a switch. */
  gtk_switch_set_active (GTK_SWITCH (st_test_find_type (named (&f, "lake", "impassable"), GTK_TYPE_SWITCH)),
                         FALSE);
  st_test_iterate ();
  g_assert_null (st_attrs_get (st_scenario_find_terrain (current (&f), "lake")->effects, "impassable"));

  /* Adding a terrain rebuilds the list, with the new one open. */
  g_signal_emit_by_name (named (&f, NULL, "add"), "clicked");
  st_test_iterate ();
  g_assert_cmpuint (current (&f)->terrains->len, ==, 7);
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (named (&f, NULL, "new-terrain"))));
  /* ... with the focus in its name, and its id follows the name it is given. */
  g_assert_true (focused_in (&f, named (&f, "new-terrain", "name")));
  name = named (&f, "new-terrain", "name");
  gtk_editable_set_text (GTK_EDITABLE (name), "Swamp");
  g_signal_emit_by_name (name, "apply");
  st_test_iterate ();
  g_assert_nonnull (st_scenario_find_terrain (current (&f), "swamp"));
  g_assert_null (st_scenario_find_terrain (current (&f), "new-terrain"));
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (named (&f, NULL, "swamp"))));
  g_signal_emit_by_name (named (&f, "swamp", "remove"), "clicked");
  st_test_iterate ();
  g_assert_cmpuint (current (&f)->terrains->len, ==, 6);
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "terrain-type.remove");
  g_assert_null (st_test_find_named (GTK_WIDGET (f.page), "swamp"));

  fixture_close (&f);
}

/* Edge types are added, named, styled and removed on the Terrain page: a
 * blank scenario gets a river. */
static void
test_edge_types (void)
{
  Fixture              f = { 0 };
  StNewScenarioOptions options;
  g_autoptr (GError) error = NULL;
  GtkWidget *name;

  st_new_scenario_options_init (&options, st_family_lookup ("maneuver-hex"));
  f.scenario = st_scenario_new_blank (&options, &error);
  g_assert_no_error (error);
  fixture_show (&f, st_terrain_page_new (), TRUE);

  g_signal_emit_by_name (named (&f, NULL, "add-edge-type"), "clicked");
  st_test_iterate ();
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "edge-type.add");
  name = named (&f, "new-edge", "name");
  g_assert_true (focused_in (&f, name));
  gtk_editable_set_text (GTK_EDITABLE (name), "River");
  g_signal_emit_by_name (name, "apply");
  st_test_iterate ();
  g_assert_nonnull (st_scenario_find_edge_type (current (&f), "river"));
  gtk_spin_button_set_value (
      GTK_SPIN_BUTTON (st_test_find_type (named (&f, "river", "width"), GTK_TYPE_SPIN_BUTTON)), 4);
  st_test_iterate ();
  g_assert_cmpfloat (st_scenario_find_edge_type (current (&f), "river")->width, ==, 4);
  adw_combo_row_set_selected (ADW_COMBO_ROW (named (&f, "river", "style")), ST_LINE_DOTTED);
  st_test_iterate ();
  g_assert_cmpint (st_scenario_find_edge_type (current (&f), "river")->style, ==, ST_LINE_DOTTED);
  g_signal_emit_by_name (named (&f, "river", "remove"), "clicked");
  st_test_iterate ();
  g_assert_null (st_scenario_find_edge_type (current (&f), "river"));
  /* A grid's edges are borders and rivers, not links: no Link row. */
  g_assert_null (st_test_find_named (GTK_WIDGET (f.page), "link"));

  fixture_close (&f);
}

/* Manöver: what a link type means (railway, road, or a line only drawn) on the
 * Terrain page, and each side's home on the Sides and units page, so that a
 * map drawn in the editor can be played. */
static void
test_manover_links (void)
{
  Fixture f = { 0 };

  fixture_open (&f, st_terrain_page_new (), "manover-finland", TRUE);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (named (&f, "rail", "link"))), ==, 1);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (named (&f, "area-line", "link"))), ==, 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (named (&f, "area-line", "link")), 2);
  st_test_iterate ();
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "edge-type.link-kind");
  g_assert_cmpstr (st_scenario_find_edge_type (current (&f), "area-line")->link, ==, "road");
  undo (&f);
  g_assert_null (st_scenario_find_edge_type (current (&f), "area-line")->link);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (named (&f, "area-line", "link"))), ==, 0);
  fixture_close (&f);
}

static void
test_manover_homes (void)
{
  Fixture f = { 0 };

  fixture_open (&f, st_units_page_new (), "manover-finland", TRUE);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (named (&f, NULL, "home-north"))), ==, 1);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (named (&f, NULL, "home-south"))), ==, 2);
  /* North to the south: the other side goes north, in one edit. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (named (&f, NULL, "home-north")), 2);
  st_test_iterate ();
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "side.home");
  g_assert_cmpstr (st_scenario_find_side (current (&f), "north")->home, ==, "south");
  g_assert_cmpstr (st_scenario_find_side (current (&f), "south")->home, ==, "north");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (named (&f, NULL, "home-south"))), ==, 1);
  undo (&f);
  g_assert_cmpstr (st_scenario_find_side (current (&f), "north")->home, ==, "north");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (named (&f, NULL, "home-north"))), ==, 1);
  fixture_close (&f);
}

/* A scenario without unit types says how to begin; a new type takes the
 * focus in its name, not the first side's. */
static void
test_units_empty (void)
{
  Fixture              f = { 0 };
  StNewScenarioOptions options;
  g_autoptr (GError) error = NULL;

  st_new_scenario_options_init (&options, st_family_lookup ("maneuver-hex"));
  f.scenario = st_scenario_new_blank (&options, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (f.scenario->unit_types->len, ==, 0);
  fixture_show (&f, st_units_page_new (), TRUE);

  g_assert_nonnull (named (&f, NULL, "no-unit-types"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "units.add-type", "s", "infantry"));
  st_test_iterate ();
  g_assert_null (st_test_find_named (GTK_WIDGET (f.page), "no-unit-types"));
  g_assert_true (focused_in (&f, named (&f, "infantry", "name")));

  fixture_close (&f);
}

static void
test_units_page (void)
{
  Fixture    f = { 0 };
  GtkWidget *attack, *side;

  fixture_open (&f, st_units_page_new (), "maneuver-basic", TRUE);

  attack = named (&f, "cavalry", "attack");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (st_test_find_type (attack, GTK_TYPE_SPIN_BUTTON)), 4);
  st_test_iterate ();
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "unit-type.attribute");
  g_assert_cmpstr (st_attrs_get (st_scenario_find_unit_type (current (&f), "cavalry")->attrs, "attack"), ==,
                   "4");
  g_assert_true (named (&f, "cavalry", "attack") == attack);

  /* A type with units cannot be removed. */
  g_assert_false (gtk_widget_get_sensitive (named (&f, "cavalry", "remove")));

  /* Sides: the name, committed on apply. */
  side = named (&f, NULL, "red");
  g_assert_true (ADW_IS_ENTRY_ROW (side));
  gtk_editable_set_text (GTK_EDITABLE (side), "Crimson");
  g_signal_emit_by_name (side, "apply");
  st_test_iterate ();
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "side.rename");
  g_assert_cmpstr (st_text_get_exact (st_scenario_find_side (current (&f), "red")->name, "en"), ==,
                   "Crimson");
  /* The row stays, and the unit types' side choices follow the new name. */
  g_assert_true (named (&f, NULL, "red") == side);
  {
    GListModel *choices = adw_combo_row_get_model (ADW_COMBO_ROW (named (&f, "cavalry", "side")));
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (choices), 2), ==, "Crimson");
  }
  /* An empty name is refused and the row shows the name again. */
  gtk_editable_set_text (GTK_EDITABLE (side), " ");
  g_signal_emit_by_name (side, "apply");
  st_test_iterate ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (side)), ==, "Crimson");
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "side.rename");

  /* A unit type of any arm of the family. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "units.add-type", "s", "artillery"));
  st_test_iterate ();
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "unit-type.add");
  g_assert_nonnull (st_scenario_find_unit_type (current (&f), "artillery-2"));
  g_signal_emit_by_name (named (&f, "artillery-2", "remove"), "clicked");
  st_test_iterate ();
  g_assert_null (st_scenario_find_unit_type (current (&f), "artillery-2"));

  fixture_close (&f);
}

static void
test_parameters_page (void)
{
  Fixture    f = { 0 };
  GtkWidget *limit;

  fixture_open (&f, st_parameters_page_new (), "maneuver-basic", TRUE);

  limit = named (&f, NULL, "turn-limit");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (st_test_find_type (limit, GTK_TYPE_SPIN_BUTTON)), 12);
  st_test_iterate ();
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "parameter.change");
  g_assert_cmpint (st_scenario_get_param_int (current (&f), "turn-limit"), ==, 12);

  gtk_switch_set_active (GTK_SWITCH (st_test_find_type (named (&f, NULL, "step-losses"), GTK_TYPE_SWITCH)),
                         TRUE);
  st_test_iterate ();
  g_assert_true (st_scenario_get_param_bool (current (&f), "step-losses"));
  g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 2);

  adw_combo_row_set_selected (ADW_COMBO_ROW (named (&f, NULL, "first-side")), 1);
  st_test_iterate ();
  g_assert_cmpstr (st_scenario_get_param (current (&f), "first-side"), ==, "red");

  /* CRT: moving DE's lowest difference to 5 gives DR up to 4. */
  gtk_spin_button_set_value (
      GTK_SPIN_BUTTON (st_test_find_type (named (&f, "0", "min"), GTK_TYPE_SPIN_BUTTON)), 5);
  st_test_iterate ();
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "crt.change");
  g_assert_cmpint (g_array_index (current (&f)->crt, StCrtRow, 1).max, ==, 4);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (
                       GTK_SPIN_BUTTON (st_test_find_type (named (&f, "1", "max"), GTK_TYPE_SPIN_BUTTON))),
                   ==, 4);
  /* A move that would empty a row is refused and the spin button goes back. */
  gtk_spin_button_set_value (
      GTK_SPIN_BUTTON (st_test_find_type (named (&f, "1", "max"), GTK_TYPE_SPIN_BUTTON)), 0);
  st_test_iterate ();
  g_assert_cmpint (g_array_index (current (&f)->crt, StCrtRow, 1).max, ==, 4);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (
                       GTK_SPIN_BUTTON (st_test_find_type (named (&f, "1", "max"), GTK_TYPE_SPIN_BUTTON))),
                   ==, 4);

  g_signal_emit_by_name (named (&f, "2", "split"), "clicked");
  st_test_iterate ();
  g_assert_cmpuint (current (&f)->crt->len, ==, 6);
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "crt.split-row");
  g_signal_emit_by_name (named (&f, "5", "remove"), "clicked");
  st_test_iterate ();
  g_assert_cmpuint (current (&f)->crt->len, ==, 5);

  fixture_close (&f);
}

static void
test_read_only (gconstpointer data)
{
  Fixture f = { 0 };
  GtkWidget *(*new_page) (void) = data;

  fixture_open (&f, new_page (), "maneuver-basic", FALSE);
  /* Without a history the pages show the tables and edit nothing. */
  g_assert_cmpuint (st_test_count_type (GTK_WIDGET (f.page), ADW_TYPE_ENTRY_ROW), ==, 0);
  g_assert_cmpuint (st_test_count_type (GTK_WIDGET (f.page), GTK_TYPE_SPIN_BUTTON), ==, 0);
  g_assert_cmpuint (st_test_count_type (GTK_WIDGET (f.page), GTK_TYPE_SWITCH), ==, 0);
  g_assert_cmpuint (st_test_count_type (GTK_WIDGET (f.page), ADW_TYPE_ACTION_ROW), >, 0);
  g_assert_null (st_page_begin_edit (f.page));
  fixture_close (&f);
}

/* Each test runs in a process of its own, as in test-window.c. */
typedef struct
{
  GTestFunc     func;
  GTestDataFunc data_func;
  gconstpointer data;
} Case;

/* The content language's names: with the window showing Swedish, a name
 * edits its Swedish translation and leaves the English source alone; a name
 * without a translation shows the source as its placeholder. */
static void
show_in (Fixture *f, const char *lang)
{
  /* What the window does when its content language changes. */
  st_text_set_content_language (lang);
  st_page_invalidate (f->page);
  st_page_ensure_built (f->page);
  st_test_iterate ();
}

static void
apply_text (GtkWidget *row, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  g_signal_emit_by_name (row, "apply");
  st_test_iterate ();
}

static void
test_content_language (void)
{
  Fixture          f = { 0 };
  GtkWidget       *name, *side;
  GtkText         *entry;
  const StTerrain *hills;

  fixture_open (&f, st_terrain_page_new (), "manoeuvre", TRUE);
  show_in (&f, "sv");

  name = named (&f, "hills", "name");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "Kullar");
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (name)), "(sv)"));
  apply_text (name, "Höjder");
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "terrain-type.rename");
  hills = st_scenario_find_terrain (current (&f), "hills");
  g_assert_nonnull (hills); /* a translation never changes an id */
  g_assert_cmpstr (st_text_get_exact (hills->name, "sv"), ==, "Höjder");
  g_assert_cmpstr (st_text_get_exact (hills->name, "en"), ==, "Hills");
  g_assert_cmpstr (st_text_get_source_lang (hills->name), ==, "en");
  g_assert_false (st_text_is_outdated (hills->name, "sv"));

  undo (&f);
  hills = st_scenario_find_terrain (current (&f), "hills");
  g_assert_cmpstr (st_text_get_exact (hills->name, "sv"), ==, "Kullar");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "Kullar");

  /* An empty translation is none: the source shows in its place. */
  apply_text (name, "");
  hills = st_scenario_find_terrain (current (&f), "hills");
  g_assert_null (st_text_get_exact (hills->name, "sv"));
  g_assert_cmpstr (st_text_get_exact (hills->name, "en"), ==, "Hills");
  entry = GTK_TEXT (st_test_find_type (name, GTK_TYPE_TEXT));
  g_assert_cmpstr (gtk_text_get_placeholder_text (entry), ==, "Hills");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (named (&f, "hills", "source"))), ==, "Hills");
  /* ... and writing there writes a translation. */
  apply_text (name, "Backar");
  hills = st_scenario_find_terrain (current (&f), "hills");
  g_assert_cmpstr (st_text_get_exact (hills->name, "sv"), ==, "Backar");
  g_assert_cmpstr (st_text_get_source_lang (hills->name), ==, "en");

  /* Back in English the source is edited, without a language in the title. */
  show_in (&f, "en");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "Hills");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (name)), ==, "Name");
  g_assert_false (gtk_widget_get_visible (named (&f, "hills", "source")));
  fixture_close (&f);

  /* Sides and unit types on the Sides and Units page. */
  fixture_open (&f, st_units_page_new (), "manoeuvre", TRUE);
  show_in (&f, "sv");
  side = named (&f, NULL, "aurelia");
  g_assert_true (ADW_IS_ENTRY_ROW (side));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (side)), ==, "Aurelien");
  apply_text (side, "Aurelia rike");
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "side.rename");
  g_assert_cmpstr (st_text_get_exact (st_scenario_find_side (current (&f), "aurelia")->name, "sv"), ==,
                   "Aurelia rike");
  g_assert_cmpstr (st_text_get_exact (st_scenario_find_side (current (&f), "aurelia")->name, "en"), ==,
                   "Aurelia");
  undo (&f);
  g_assert_cmpstr (st_text_get_exact (st_scenario_find_side (current (&f), "aurelia")->name, "sv"), ==,
                   "Aurelien");
  fixture_close (&f);
  st_text_set_content_language (NULL);
}

static void
run_case (gconstpointer data)
{
  const Case *c = data;

  if (g_test_subprocess ())
    {
      if (c->func != NULL)
        c->func ();
      else
        c->data_func (c->data);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int argc, char *argv[])
{
  static const Case cases[] = {
    { test_terrain_page },
    { test_units_page },
    { test_parameters_page },
    { NULL, test_read_only, st_terrain_page_new },
    { test_edge_types },
    { test_units_empty },
    { NULL, test_read_only, st_units_page_new },
    { NULL, test_read_only, st_parameters_page_new },
    { test_content_language },
    { test_manover_links },
    { test_manover_homes },
  };

  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sandtable-test-bus", TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_data_func ("/app/table-pages/terrain", &cases[0], run_case);
  g_test_add_data_func ("/app/table-pages/units", &cases[1], run_case);
  g_test_add_data_func ("/app/table-pages/parameters", &cases[2], run_case);
  g_test_add_data_func ("/app/table-pages/read-only/terrain", &cases[3], run_case);
  g_test_add_data_func ("/app/table-pages/edge-types", &cases[4], run_case);
  g_test_add_data_func ("/app/table-pages/units-empty", &cases[5], run_case);
  g_test_add_data_func ("/app/table-pages/read-only/units", &cases[6], run_case);
  g_test_add_data_func ("/app/table-pages/read-only/parameters", &cases[7], run_case);
  g_test_add_data_func ("/app/table-pages/content-language", &cases[8], run_case);
  g_test_add_data_func ("/app/table-pages/manover-links", &cases[9], run_case);
  g_test_add_data_func ("/app/table-pages/manover-homes", &cases[10], run_case);

  return g_test_run ();
}
