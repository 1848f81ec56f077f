/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "core/st-edit-tables.h"
#include "core/st-edit-texts.h"
#include "core/st-edit.h"
#include "core/st-lint.h"
#include "core/st-scenario-io.h"
#include "core/st-scenario-new.h"

#include "app-test-util.h"
#include "st-board-page-private.h"
#include "st-play-page-private.h"
#include "st-rules-page.h"
#include "st-window-private.h"

/* Issue 20: a new Manöver scenario with six towns, railways and roads, a
 * headquarters each and six cavalry. What stops Play-Test is listed in the
 * problems pane, with a button to where it is changed; the Play-Test set-up
 * pane keeps the sides' names and says what to do. With SANDTABLE_SCREENSHOTS
 * set, the screenshots of docs/editor.md's "What stops Play-Test". */

typedef struct
{
  StWindow    *window;
  StBoardPage *board;
  StPlayPage  *play;
} Fixture;

static const char *
side_id (const StScenario *scenario, guint i)
{
  return ((const StSide *) g_ptr_array_index (scenario->sides, i))->id;
}

/* The blank scenario of the New dialog, in English, with the six towns. */
static StScenario *
six_towns (void)
{
  g_autoptr (GError) error = NULL;
  StNewScenarioOptions options;
  StScenario          *scenario;
  g_autofree char     *cavalry = NULL;
  char                *towns[6];

  st_new_scenario_options_init (&options, st_family_lookup ("manover"));
  options.lang = "en";
  scenario = st_scenario_new_blank (&options, &error);
  g_assert_no_error (error);
  cavalry = st_edit_add_unit_type (scenario, "cavalry", NULL, "Cavalry", &error);
  g_assert_no_error (error);
  for (int i = 0; i < 6; i++)
    {
      g_autofree char *name = g_strdup_printf ("Town %d", i + 1);

      towns[i] = st_edit_add_node (scenario, 200 + 300 * (i % 3), i < 3 ? 200 : 800, name);
    }
  for (int i = 0; i < 6; i++)
    {
      if (i % 3 < 2)
        g_assert_true (st_edit_set_link (scenario, towns[i], towns[i + 1], "rail"));
      if (i < 3)
        g_assert_true (st_edit_set_link (scenario, towns[i], towns[i + 3], "road"));
    }
  g_assert_true (st_edit_set_node_headquarters (scenario, towns[1], side_id (scenario, 0)));
  g_assert_true (st_edit_set_node_headquarters (scenario, towns[4], side_id (scenario, 1)));
  for (int i = 0; i < 6; i++)
    {
      g_autofree char *unit =
          st_edit_add_unit (scenario, cavalry, side_id (scenario, i < 3 ? 0 : 1), (StCell){ 0, 0 }, towns[i]);

      g_assert_nonnull (unit);
      g_free (towns[i]);
    }
  return scenario;
}

static void
fixture_open (Fixture *f, StScenario *scenario)
{
  /* The window's history takes its own reference. */
  g_autoptr (StScenario) owned = scenario;

  f->window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1600, 1000);
  gtk_window_present (GTK_WINDOW (f->window));
  st_window_open_new (f->window, scenario);
  st_test_iterate ();
  f->board = ST_BOARD_PAGE (st_test_find_type (GTK_WIDGET (f->window), ST_TYPE_BOARD_PAGE));
  f->play = ST_PLAY_PAGE (st_window_get_page (f->window, ST_TYPE_PLAY_PAGE));
  g_assert_nonnull (f->board);
  g_assert_nonnull (f->play);
  st_page_ensure_built (ST_PAGE (f->board));
  st_test_iterate ();
}

static void
fixture_close (Fixture *f)
{
  st_history_mark_saved (st_window_get_history (f->window));
  gtk_window_destroy (GTK_WINDOW (f->window));
  st_test_iterate ();
  g_object_unref (f->window);
}

/* The first problem of the pane that the engine reported, or NULL. */
static const StLintProblem *
refusal (Fixture *f)
{
  for (guint i = 0; f->board->problems != NULL && i < f->board->problems->len; i++)
    {
      const StLintProblem *problem = g_ptr_array_index (f->board->problems, i);

      if (problem->kind == ST_LINT_CANNOT_PLAY)
        return problem;
    }
  return NULL;
}

static gboolean
set_reserve (StScenario *scenario, gpointer data)
{
  return st_edit_set_param (scenario, "south-reserve-size", data, NULL);
}

/* A fresh blank Manöver scenario has nothing that stops Play-Test besides
 * what the live checks name; with its towns it has no problem at all. */
static void
test_blank_has_no_refusal (void)
{
  Fixture    f = { 0 };
  GtkWidget *group;

  fixture_open (&f, six_towns ());
  g_assert_null (refusal (&f));
  g_assert_cmpuint (f.board->problems->len, ==, 0);
  group = st_test_find_named (GTK_WIDGET (f.board), "problems");
  g_assert_nonnull (group);
  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)), ==, "No problems");

  /* Play-Test starts: the seats are named after the sides. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.play", NULL));
  st_test_iterate ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f.play->setup_error_label)));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (f.play->start_button)));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (f.play->first_row)), ==,
                   "North (moves first)");
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.stop-play", NULL);
  st_test_iterate ();
  fixture_close (&f);
}

/* A south-reserve-size the set-up disagrees with: the pane lists the
 * engine's refusal first, with a button to the parameter's row. */
static void
test_refusal_leads_to_parameter (void)
{
  Fixture              f = { 0 };
  const StLintProblem *problem;
  GtkWidget           *button, *row, *focus;

  fixture_open (&f, six_towns ());
  g_assert_true (st_board_page_edit (f.board, "parameter.change", "Set Parameter", set_reserve, "7"));
  st_test_iterate ();
  problem = refusal (&f);
  g_assert_nonnull (problem);
  g_assert_true (problem == g_ptr_array_index (f.board->problems, 0));
  g_assert_cmpstr (problem->param, ==, "south-reserve-size");
  g_assert_nonnull (strstr (problem->message, "south-reserve-size is 7"));
  st_test_shoot ("editor-cannot-play");

  button = st_test_find_named (GTK_WIDGET (f.board), "go-to-fix");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  st_test_iterate ();
  g_assert_cmpstr (st_window_get_visible_part (f.window), ==, "parameters");
  row = st_test_find_named (GTK_WIDGET (f.window), "south-reserve-size");
  g_assert_nonnull (row);
  focus = gtk_root_get_focus (GTK_ROOT (f.window));
  g_assert_nonnull (focus);
  g_assert_true (focus == row || gtk_widget_is_ancestor (focus, row));

  /* Set right (nothing kept in reserve), the problem goes from the board's
   * pane, which is rebuilt when shown again. */
  g_assert_true (st_board_page_edit (f.board, "parameter.change", "Set Parameter", set_reserve, "0"));
  st_window_set_visible_part (f.window, "board");
  st_test_iterate ();
  g_assert_null (refusal (&f));
  fixture_close (&f);
}

/* A rules body that refers to no section: the pane lists it with the text's
 * context id, and its button opens the Rules page on that section. */
static void
test_rules_markup_leads_to_section (void)
{
  Fixture     f = { 0 };
  StScenario *scenario = six_towns ();
  g_autoptr (GError) error = NULL;
  g_autofree char     *first = st_edit_add_rules_section (scenario, 0, NULL, "Introduction", &error);
  g_autofree char     *second = st_edit_add_rules_section (scenario, 1, NULL, "Movement", &error);
  g_autofree char     *context = g_strdup_printf ("rules/%s/body", second);
  const StLintProblem *problem = NULL;
  GtkWidget           *button;
  StRulesPage         *rules;

  g_assert_true (st_edit_set_rules_body (scenario, second, NULL, "See [[nowhere]].", &error));
  fixture_open (&f, scenario);
  for (guint i = 0; f.board->problems != NULL && i < f.board->problems->len; i++)
    if (((const StLintProblem *) g_ptr_array_index (f.board->problems, i))->kind == ST_LINT_RULES_MARKUP)
      problem = g_ptr_array_index (f.board->problems, i);
  g_assert_nonnull (problem);
  g_assert_cmpstr (problem->text, ==, context);
  g_assert_nonnull (strstr (problem->message, context));
  g_assert_nonnull (strstr (problem->message, "[[nowhere]]"));

  button = st_test_find_named (GTK_WIDGET (f.board), "go-to-fix");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  st_test_iterate ();
  g_assert_cmpstr (st_window_get_visible_part (f.window), ==, "rules");
  rules = ST_RULES_PAGE (st_window_get_page (f.window, ST_TYPE_RULES_PAGE));
  g_assert_cmpstr (st_rules_page_get_section (rules), ==, second);
  fixture_close (&f);
}

/* Play-Test of a scenario the engine refuses: the seat rows keep the sides'
 * names, the pane says why and what to do, and its button goes back to the
 * board's problems. */
static void
test_play_setup_cannot_start (void)
{
  Fixture     f = { 0 };
  const char *text;
  GtkWidget  *button;

  fixture_open (&f, six_towns ());
  g_assert_true (st_board_page_edit (f.board, "parameter.change", "Set Parameter", set_reserve, "7"));
  st_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.play", NULL));
  st_test_iterate ();

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f.play->setup_error_label)));
  text = gtk_label_get_text (f.play->setup_error_label);
  g_assert_nonnull (strstr (text, "The game cannot start. The scenario keeps 0"));
  g_assert_nonnull (strstr (text, "south-reserve-size is 7"));
  g_assert_nonnull (strstr (text, "Board page"));
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (f.play->start_button)));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (f.play->first_row)), ==, "North");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (f.play->second_row)), ==, "South");
  button = st_test_find_named (GTK_WIDGET (f.play), "show-problem");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  st_test_shoot ("play-cannot-start");

  g_signal_emit_by_name (button, "clicked");
  st_test_iterate ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (f.window->main_stack), ==, "document");
  g_assert_cmpstr (st_window_get_visible_part (f.window), ==, "board");
  fixture_close (&f);
}

/* A fresh blank Manöver scenario, as New makes it: the pane says what is
 * missing (towns, headquarters), and nothing leads to a parameter. */
static void
test_fresh_blank (void)
{
  g_autoptr (GError) error = NULL;
  StNewScenarioOptions options;
  Fixture              f = { 0 };
  const StLintProblem *problem;

  st_new_scenario_options_init (&options, st_family_lookup ("manover"));
  options.lang = "en";
  fixture_open (&f, st_scenario_new_blank (&options, &error));
  g_assert_no_error (error);
  problem = refusal (&f);
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (problem->message, "no towns yet"));
  g_assert_null (problem->param);
  g_assert_cmpuint (f.board->problems->len, ==, 3);
  st_test_shoot ("editor-blank-manover");
  fixture_close (&f);
}

/* A blank hex scenario: the side without a capital is named, and the button
 * leads to Add Unit Type on the Sides and Units page, not into a name. */
static void
test_side_refusal (void)
{
  g_autoptr (GError) error = NULL;
  StNewScenarioOptions options;
  Fixture              f = { 0 };
  const StLintProblem *problem;
  GtkWidget           *button, *add;

  st_new_scenario_options_init (&options, st_family_lookup ("maneuver-hex"));
  options.lang = "en";
  fixture_open (&f, st_scenario_new_blank (&options, &error));
  g_assert_no_error (error);
  problem = refusal (&f);
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (problem->message, "Blue has no capital"));
  g_assert_cmpstr (problem->side, ==, "blue");
  button = st_test_find_named (GTK_WIDGET (f.board), "go-to-fix");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  st_test_iterate ();
  g_assert_cmpstr (st_window_get_visible_part (f.window), ==, "units");
  add = st_test_find_named (GTK_WIDGET (f.window), "add-unit-type");
  g_assert_nonnull (add);
  g_assert_true (gtk_widget_has_focus (add)
                 || gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f.window)), add));
  fixture_close (&f);
}

/* Visible problem rows under widget. */
static guint
count_problem_rows (GtkWidget *widget)
{
  guint n = g_object_get_data (G_OBJECT (widget), "problem") != NULL && gtk_widget_get_visible (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_problem_rows (child);
  return n;
}

/* Issue 24: the first ten problems are rows at once, the rest on asking
 * ("Show N more problems"); fifty wrapped rows were a quarter of the first
 * frame of a board with many problems. maneuver-basic with every unit on one
 * hex: a stacking problem a unit. */
static void
test_many_problems_ten_first (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "maneuver-basic.xml", NULL);
  StScenario *scenario = st_scenario_load_file (path, NULL, &error);
  Fixture     f = { 0 };
  GtkWidget  *group, *more;
  guint       n;

  g_assert_no_error (error);
  for (guint i = 0; i < scenario->units->len; i++)
    {
      StUnit *unit = g_ptr_array_index (scenario->units, i);

      unit->placed = TRUE;
      unit->cell = ((StUnit *) g_ptr_array_index (scenario->units, 0))->cell;
    }
  fixture_open (&f, scenario);
  n = f.board->problems->len;
  g_assert_cmpuint (n, >, 10);
  group = st_test_find_named (GTK_WIDGET (f.board), "problems");
  g_assert_nonnull (group);
  g_assert_cmpuint (count_problem_rows (group), ==, 10);
  more = st_test_find_named (group, "more-problems");
  g_assert_nonnull (more);
  g_assert_true (gtk_widget_get_visible (more));

  g_signal_emit_by_name (more, "activated");
  st_test_iterate ();
  g_assert_cmpuint (count_problem_rows (group), ==, MIN (n, 50));
  g_assert_false (gtk_widget_get_visible (more));
  fixture_close (&f);
}

/* Issue 24: the app (main.c) leaves the rows of the problems of a file it
 * opens to right after the first frame that shows the board; the problems
 * themselves, marked on the board, are there before it. */
static void
test_rows_after_first_paint (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "maneuver-basic.xml", NULL);
  g_autoptr (StScenario) scenario = st_scenario_load_file (path, NULL, &error);
  Fixture          f = { 0 };
  GtkWidget       *group;
  g_autofree char *title = NULL;

  g_assert_no_error (error);
  for (guint i = 0; i < scenario->units->len; i++)
    {
      StUnit *unit = g_ptr_array_index (scenario->units, i);

      unit->placed = TRUE;
      unit->cell = ((StUnit *) g_ptr_array_index (scenario->units, 0))->cell;
    }
  st_board_page_fill_problems_after_paint (TRUE);
  f.window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_set_default_size (GTK_WINDOW (f.window), 1600, 1000);
  gtk_window_present (GTK_WINDOW (f.window));
  st_test_wait_mapped (GTK_WIDGET (f.window));
  st_window_open_new (f.window, scenario);
  f.board = ST_BOARD_PAGE (st_test_find_type (GTK_WIDGET (f.window), ST_TYPE_BOARD_PAGE));
  g_assert_nonnull (f.board);
  st_page_ensure_built (ST_PAGE (f.board));

  /* Before a paint: the problems found and marked, no rows yet. */
  g_assert_nonnull (f.board->problems);
  g_assert_cmpuint (f.board->problems->len, >, 10);
  g_assert_cmpuint (f.board->problem_cells->len, >, 0);
  g_assert_null (f.board->problems_group);

  /* After it: the same pane as without waiting. */
  st_test_wait_drawn (GTK_WIDGET (f.window), 1);
  group = st_test_find_named (GTK_WIDGET (f.board), "problems");
  g_assert_nonnull (group);
  g_assert_true (group == f.board->problems_group);
  title = g_strdup_printf ("%u problems", f.board->problems->len);
  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)), ==, title);
  g_assert_cmpuint (count_problem_rows (group), ==, 10);
  g_assert_nonnull (st_test_find_named (group, "more-problems"));

  /* Later rebuilds (an edit) fill the pane at once, as before. */
  st_board_properties_queue_problems (f.board);
  g_assert_true (f.board->problems_group != NULL);
  g_assert_true (f.board->problems_group != group);

  st_board_page_fill_problems_after_paint (FALSE);
  fixture_close (&f);
}

int
main (int argc, char **argv)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  g_setenv ("LANGUAGE", "en", TRUE);
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/app/problems/blank-has-no-refusal", test_blank_has_no_refusal);
  g_test_add_func ("/app/problems/refusal-leads-to-parameter", test_refusal_leads_to_parameter);
  g_test_add_func ("/app/problems/play-setup-cannot-start", test_play_setup_cannot_start);
  g_test_add_func ("/app/problems/rules-markup-leads-to-section", test_rules_markup_leads_to_section);
  g_test_add_func ("/app/problems/fresh-blank", test_fresh_blank);
  g_test_add_func ("/app/problems/side-refusal", test_side_refusal);
  g_test_add_func ("/app/problems/many-problems-ten-first", test_many_problems_ten_first);
  g_test_add_func ("/app/problems/rows-after-first-paint", test_rows_after_first_paint);
  return g_test_run ();
}
