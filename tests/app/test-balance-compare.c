/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "core/st-edit.h"
#include "core/st-lint.h"
#include "core/st-scenario-diff.h"
#include "core/st-scenario-io.h"
#include "engine/st-balance-players.h"
#include "engine/st-balance.h"
#include "engine/st-game-log.h"

#include "app-test-util.h"
#include "st-balance-page.h"
#include "st-columns-layout.h"
#include "st-play-page.h"
#include "st-window.h"

#include "balance-fixture.h"

/* Compare Versions on the Balance page: another version, a unit moved (in
 * Swedish), its place beside the verdict, and a saved report as the baseline,
 * good and hostile; driven in-process. */

/* Whether a row of list has a title holding text. */
static gboolean
list_has_title (GtkWidget *list, const char *text)
{
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_PREFERENCES_ROW (row)
        && strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), text) != NULL)
      return TRUE;
  return FALSE;
}

/* A copy of the fixture's scenario beside it, its turn limit 10 made turns. */
static GFile *
write_shorter (Fixture *f, int turns)
{
  g_autofree char *text = NULL;
  g_autofree char *path = g_build_filename (f->dir, "shorter.xml", NULL);
  g_autofree char *limit = g_strdup_printf ("name=\"turn-limit\" value=\"%d\"", turns);
  g_autoptr (GString) shorter = NULL;

  g_assert_true (g_file_get_contents (f->path, &text, NULL, NULL));
  shorter = g_string_new (text);
  g_assert_cmpuint (g_string_replace (shorter, "name=\"turn-limit\" value=\"10\"", limit, 1), ==, 1);
  g_assert_true (g_file_set_contents (path, shorter->str, -1, NULL));
  return g_file_new_for_path (path);
}

/* The page's Load Report… with the file: TRUE when it became a baseline; else
 * the error, also shown in a dialog (closed here) whose body is returned. */
static char *
load_report (Fixture *f, const char *path, gboolean *loaded)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  guint             before = st_balance_page_get_n_baselines (f->page);
  AdwMessageDialog *dialog;
  char             *body;

  *loaded = st_balance_page_load_report (f->page, file, &error);
  g_assert_cmpuint (st_balance_page_get_n_baselines (f->page), ==, before + (*loaded ? 1 : 0));
  if (*loaded)
    {
      g_assert_no_error (error);
      return NULL;
    }
  g_assert_nonnull (error);
  /* As the file chooser's answer: the same error, in a dialog. */
  st_balance_page_load_report_file (f->page, file);
  st_test_iterate ();
  dialog = st_test_find_message_dialog ();
  g_assert_nonnull (dialog);
  body = g_strdup (adw_message_dialog_get_body (dialog));
  g_assert_cmpstr (body, ==, error->message);
  gtk_window_destroy (GTK_WINDOW (dialog));
  st_test_iterate ();
  g_assert_cmpuint (st_balance_page_get_n_baselines (f->page), ==, before);
  return body;
}

static void
test_compare (void)
{
  Fixture f = { 0 };
  g_autoptr (GFile) other = NULL;
  const StBalanceDiff *diff;
  gboolean             listed = FALSE;

  fixture_open (&f);
  other = write_shorter (&f, 2);
  set_options (f.page, 60, ST_PLAYER_GREEDY, ST_PLAYER_GREEDY);
  st_balance_page_compare_with (f.page, other);
  g_assert_true (wait_idle (f.page, 240));
  diff = st_balance_page_get_diff (f.page);
  g_assert_nonnull (diff);
  g_assert_true (diff->real);
  g_assert_cmpfloat (diff->turns_change, >, 0.0);
  for (guint i = 0; i < diff->edits->len; i++)
    {
      const StScenarioChange *change = g_ptr_array_index (diff->edits, i);

      listed |= g_str_equal (change->part, "parameter") && g_str_equal (change->id, "turn-limit");
    }
  g_assert_true (listed);

  /* Comparing with the saved file: nothing changed. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.compare-saved", NULL));
  g_assert_true (wait_idle (f.page, 240));
  diff = st_balance_page_get_diff (f.page);
  g_assert_cmpuint (diff->edits->len, ==, 0);
  g_assert_false (diff->real);
  /* The screenshot shows a comparison with the changed version. */
  if (g_getenv ("SANDTABLE_SCREENSHOTS") != NULL)
    {
      st_balance_page_compare_with (f.page, other);
      g_assert_true (wait_idle (f.page, 240));
      screenshot (GTK_WIDGET (f.window), "balance-compare.png");
    }
  g_assert_true (g_file_delete (other, NULL, NULL));
  fixture_close (&f);
}

/* Compare with File… reads the other version for its games and edits only:
 * its set-up problems (the lint) would be shown nowhere, so it is not linted
 * (it was, once more, by the loader's set-up check). A version with errors is
 * still refused, with a dialog that says where: FILE:LINE:COL. */
static void
test_compare_lints_nothing (void)
{
  Fixture          f = { 0 };
  g_autofree char *text = NULL;
  g_autofree char *bad_path = NULL;
  g_autofree char *pattern = NULL;
  g_autofree char *escaped = NULL;
  g_autoptr (GFile) other = NULL;
  g_autoptr (GFile) bad = NULL;
  AdwMessageDialog *dialog;
  const char       *at;
  guint             before, line = 1;

  fixture_open (&f);
  g_assert_true (g_file_get_contents (f.path, &text, NULL, NULL));
  other = write_shorter (&f, 2);
  set_options (f.page, 10, ST_PLAYER_GREEDY, ST_PLAYER_GREEDY);
  before = st_lint_get_n_runs ();
  st_balance_page_compare_with (f.page, other);
  g_assert_cmpuint (st_lint_get_n_runs (), ==, before);
  g_assert_true (wait_idle (f.page, 240));
  g_assert_nonnull (st_balance_page_get_diff (f.page));
  g_assert_cmpuint (st_lint_get_n_runs (), ==, before);

  /* An unknown unit type: the loader's error, where it is. */
  bad_path = g_build_filename (f.dir, "bad.xml", NULL);
  at = strstr (text, "type=\"infantry\"");
  g_assert_nonnull (at);
  for (const char *c = text; c < at; c++)
    line += *c == '\n';
  {
    g_autoptr (GString) broken = g_string_new (text);

    g_assert_cmpuint (g_string_replace (broken, "type=\"infantry\"", "type=\"tank\"", 1), ==, 1);
    g_assert_true (g_file_set_contents (bad_path, broken->str, -1, NULL));
  }
  bad = g_file_new_for_path (bad_path);
  g_assert_null (st_test_find_message_dialog ());
  st_balance_page_compare_with (f.page, bad);
  st_test_iterate ();
  /* The page says it could not read the file, and why in a dialog. */
  g_assert_nonnull (strstr (st_balance_page_get_figure (f.page, "state"), "bad.xml"));
  dialog = st_test_find_message_dialog ();
  g_assert_nonnull (dialog);
  escaped = g_regex_escape_string (bad_path, -1);
  pattern = g_strdup_printf ("^%s:%u:[0-9]+: error: .*'tank'", escaped, line);
  g_assert_true (g_regex_match_simple (pattern, adw_message_dialog_get_body (dialog), 0, 0));
  gtk_window_destroy (GTK_WINDOW (dialog));
  st_test_iterate ();
  /* The page can compare again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.compare-saved", NULL));
  g_assert_true (wait_idle (f.page, 240));
  g_assert_cmpuint (st_balance_page_get_diff (f.page)->edits->len, ==, 0);
  g_assert_cmpuint (st_lint_get_n_runs (), ==, before);
  g_assert_true (g_file_delete (other, NULL, NULL));
  g_unlink (bad_path);
  fixture_close (&f);
}

/* A unit moved in the version being edited, compared with the saved file, in
 * Swedish: the verdict, the comparison and its edits name the sides as the
 * window shows them. */
static void
test_compare_unit_move_in_swedish (void)
{
  Fixture              f = { 0 };
  const StBalanceDiff *diff;
  StScenario          *edited;
  const StUnit        *unit;
  gboolean             listed = FALSE;
  GPtrArray           *verdict;

  fixture_open (&f);
  st_window_set_content_language (f.window, "sv");
  st_test_iterate ();
  edited = st_page_begin_edit (ST_PAGE (f.page));
  unit = st_scenario_find_unit (edited, "blue-infantry-1");
  g_assert_true (
      st_edit_move_unit (edited, "blue-infantry-1", (StCell){ unit->cell.x + 1, unit->cell.y }, NULL));
  g_assert_true (st_page_commit_edit (ST_PAGE (f.page), edited, "Move", NULL));
  st_scenario_unref (edited);
  st_test_iterate ();
  st_page_ensure_built (ST_PAGE (f.page));

  set_options (f.page, 60, ST_PLAYER_GREEDY, ST_PLAYER_GREEDY);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.compare-saved", NULL));
  g_assert_true (wait_idle (f.page, 240));
  diff = st_balance_page_get_diff (f.page);
  g_assert_nonnull (diff);
  for (guint i = 0; i < diff->edits->len; i++)
    {
      const StScenarioChange *change = g_ptr_array_index (diff->edits, i);

      if (g_str_equal (change->part, "unit") && g_str_equal (change->id, "blue-infantry-1"))
        {
          g_assert_cmpint (change->kind, ==, ST_CHANGE_MOVED);
          g_assert_nonnull (strstr (change->text, "Blå"));
          listed = TRUE;
        }
    }
  g_assert_true (listed);
  g_assert_cmpstr (diff->side_name, ==, "Blå");
  /* The headline names the side moving first in its seating, in Swedish. */
  g_assert_true (strstr (diff->statement, "Blå") != NULL || strstr (diff->statement, "Röd") != NULL);
  /* Greedy plays the moved unit differently: some game changed. */
  g_assert_false (diff->same_games);

  set_options (f.page, 40, ST_PLAYER_GREEDY, ST_PLAYER_GREEDY);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.run", NULL));
  g_assert_true (wait_idle (f.page, 240));
  verdict = st_balance_page_get_verdict (f.page);
  for (guint i = 0; i < verdict->len; i++)
    {
      const StFinding *finding = g_ptr_array_index (verdict, i);

      g_assert_null (strstr (finding->text, "Blue"));
      if (finding->side >= 0)
        g_assert_true (strstr (finding->text, "Blå") != NULL || strstr (finding->text, "Röd") != NULL);
    }
  g_assert_nonnull (strstr (st_balance_page_get_figure (f.page, "wins"), "Blå"));
  fixture_close (&f);
}

/* Compare Versions sits next to the verdict, and its result is scrolled into
 * view even when the columns stack on a narrow window. */
static void
test_compare_placement (void)
{
  Fixture f = { 0 };
  g_autoptr (GFile) other = NULL;
  GtkWidget      *compare, *list, *scroller;
  GtkAdjustment  *adjustment;
  graphene_rect_t bounds;

  fixture_open_sized (&f, 900, 600);
  compare = child (f.page, "compare_group");
  list = child (f.page, "compare_list");
  scroller = child (f.page, "scroller");
  g_assert_true (gtk_widget_get_next_sibling (child (f.page, "verdict_group")) == compare);
  other = write_shorter (&f, 6);
  set_options (f.page, 40, ST_PLAYER_GREEDY, ST_PLAYER_GREEDY);
  st_balance_page_run (f.page);
  g_assert_true (wait_idle (f.page, 240));
  st_balance_page_compare_with (f.page, other);
  g_assert_true (wait_idle (f.page, 240));
  g_assert_nonnull (st_balance_page_get_diff (f.page));
  /* Both seatings: wins, draws and length of each, the headline first. */
  g_assert_cmpuint (st_balance_page_get_diff (f.page)->figures->len, ==, 6);
  for (int i = 0; i < 20; i++)
    st_test_iterate ();
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_true (gtk_widget_compute_bounds (list, scroller, &bounds));
  g_test_message ("compare list at %.0f in a view of %.0f (scrolled %.0f)", bounds.origin.y,
                  gtk_adjustment_get_page_size (adjustment), gtk_adjustment_get_value (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, <, gtk_adjustment_get_page_size (adjustment));

  /* The run was kept as a baseline: the version did not change since, so no game did. */
  g_assert_cmpuint (st_balance_page_get_n_baselines (f.page), ==, 1);
  g_assert_true (gtk_widget_get_visible (child (f.page, "baseline_row")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.compare-baseline", NULL));
  g_assert_true (wait_idle (f.page, 240));
  g_assert_true (st_balance_page_get_diff (f.page)->same_games);
  g_assert_cmpuint (st_balance_page_get_diff (f.page)->new_report->games, ==, 40);
  /* Its games were kept: the old version is not played again, except a
   * seating the run did not play, which the comparison says. */
  {
    const StBalanceDiff *d = st_balance_page_get_diff (f.page);

    g_assert_cmpuint (d->old_reused, >=, 1);
    g_assert_cmpuint (d->old_reused + (d->replayed != NULL ? 1 : 0), ==, d->old_swapped != NULL ? 2 : 1);
  }
  for (int i = 0; i < 20; i++)
    st_test_iterate ();
  screenshot (GTK_WIDGET (f.window), "balance-compare-baseline.png");
  g_assert_true (g_file_delete (other, NULL, NULL));
  fixture_close (&f);
}

/* A report saved by the command line is a baseline: the version being edited
 * plays its players and seeds, the report's counts stand for the old version. */
static void
test_load_report (void)
{
  Fixture              f = { 0 };
  g_autofree char     *both_path = NULL, *one_path = NULL;
  g_autofree char     *both = NULL, *one = NULL;
  const StBalanceDiff *diff;
  gboolean             loaded;
  GListModel          *labels;

  fixture_open (&f);
  g_assert_cmpuint (st_balance_page_get_n_baselines (f.page), ==, 0);
  g_assert_true (gtk_widget_get_visible (st_test_find_button (GTK_WIDGET (f.page), "Load Report…")));
  /* No empty list before there is a baseline. */
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (child (f.page, "baseline_row"))));
  {
    const char *both_args[] = { "playtest",        f.path,   "--games", "20",     "--jobs", "2",
                                "--seed",          "4",      "--p1",    "greedy", "--p2",   "greedy",
                                "--both-seatings", "--json", NULL };
    const char *one_args[] = { "playtest", f.path, "--games", "24",   "--jobs", "2",      "--seed",
                               "9",        "--p1", "greedy",  "--p2", "random", "--json", NULL };

    both = cli_output (both_args);
    one = cli_output (one_args);
  }
  both_path = g_build_filename (f.dir, "before.json", NULL);
  one_path = g_build_filename (f.dir, "one-seating.json", NULL);
  g_assert_true (g_file_set_contents (both_path, both, -1, NULL));
  g_assert_true (g_file_set_contents (one_path, one, -1, NULL));

  /* Both seatings: named after the file, and compared without playing it again. */
  g_assert_null (load_report (&f, both_path, &loaded));
  g_assert_true (loaded);
  labels = adw_combo_row_get_model (ADW_COMBO_ROW (child (f.page, "baseline_row")));
  g_assert_true (
      g_str_has_prefix (gtk_string_list_get_string (GTK_STRING_LIST (labels), 0), "before.json: 20 games"));
  g_assert_true (gtk_widget_get_visible (child (f.page, "baseline_button")));
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (child (f.page, "baseline_row"))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "balance.compare-baseline", NULL));
  g_assert_true (wait_idle (f.page, 240));
  diff = st_balance_page_get_diff (f.page);
  g_assert_nonnull (diff);
  g_assert_null (diff->edits);
  g_assert_nonnull (diff->old_swapped);
  g_assert_nonnull (diff->new_swapped);
  g_assert_cmpuint (diff->old_report->games, ==, 20);
  g_assert_cmpuint (diff->new_report->games, ==, 20);
  /* The version did not change since the report: the same games, no change. */
  g_assert_cmpuint (diff->figures->len, ==, 6);
  for (guint i = 0; i < diff->figures->len; i++)
    g_assert_cmpfloat (((const StDiffFigure *) g_ptr_array_index (diff->figures, i))->change, ==, 0);
  g_assert_cmpuint (diff->new_report->wins[0], ==, diff->old_report->wins[0]);
  g_assert_cmpuint (diff->new_swapped->draws, ==, diff->old_swapped->draws);
  g_assert_true (list_has_title (child (f.page, "compare_list"), "saved run’s (before.json)"));
  g_assert_true (list_has_title (child (f.page, "compare_list"), "Edits: not known"));

  /* One seating, other players: that seating is compared, with its players. */
  g_assert_null (load_report (&f, one_path, &loaded));
  g_assert_true (loaded);
  st_balance_page_compare_baseline (f.page, 0);
  g_assert_true (wait_idle (f.page, 240));
  diff = st_balance_page_get_diff (f.page);
  g_assert_nonnull (diff);
  g_assert_null (diff->old_swapped);
  g_assert_null (diff->new_swapped);
  g_assert_cmpuint (diff->new_report->games, ==, 24);
  g_assert_cmpuint (diff->new_report->wins[0] + diff->new_report->wins[1] + diff->new_report->draws, ==, 24);
  g_assert_cmpuint (diff->figures->len, ==, 3);
  /* The earlier report is still there, second. */
  g_assert_cmpuint (st_balance_page_get_n_baselines (f.page), ==, 2);

  g_unlink (both_path);
  g_unlink (one_path);
  fixture_close (&f);
}

/* Files that are not a report of this scenario: an error that names the file
 * and what is wrong, nothing added, no crash. */
static void
test_load_report_hostile (void)
{
  Fixture f = { 0 };
  struct
  {
    const char *name;
    const char *text;
    gssize      length;
    const char *says; /* in the error, besides the file's name */
  } cases[] = {
    { "binary.json", "\x89PNG\r\n\x1a\n\0\0\xff\xfe garbage", 20, NULL },
    { "cut.json", "{\"seed\": 1, \"players\": [", -1, NULL },
    { "list.json", "[1, 2, 3]", -1, "not the report of a run" },
    { "empty.json", "", -1, NULL },
    { "no-seed.json", "{\"players\": []}", -1, "seed" },
    { "negative.json",
      "{\"seed\": 1, \"games\": -5, \"players\": [{\"side\": \"blue\", \"kind\": \"greedy\", \"wins\": 0},"
      " {\"side\": \"red\", \"kind\": \"greedy\", \"wins\": 0}], \"draws\": 0}",
      -1, "games" },
    { "other-sides.json",
      "{\"seed\": 1, \"games\": 2, \"players\": [{\"side\": \"aurelia\", \"kind\": \"greedy\", \"wins\": 1},"
      " {\"side\": \"borealis\", \"kind\": \"greedy\", \"wins\": 1}], \"draws\": 0}",
      -1, "aurelia" },
    { "deep.json", NULL, -1, NULL },
  };

  fixture_open (&f);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (f.dir, cases[i].name, NULL);
      g_autofree char *message = NULL;
      gboolean         loaded = TRUE;

      if (cases[i].text != NULL)
        g_assert_true (g_file_set_contents (path, cases[i].text, cases[i].length, NULL));
      else
        {
          /* Nested ten thousand deep. */
          g_autoptr (GString) deep = g_string_new (NULL);

          for (int d = 0; d < 10000; d++)
            g_string_append_c (deep, '[');
          g_assert_true (g_file_set_contents (path, deep->str, (gssize) deep->len, NULL));
        }
      message = load_report (&f, path, &loaded);
      g_test_message ("%s: %s", cases[i].name, message);
      g_assert_false (loaded);
      g_assert_nonnull (strstr (message, cases[i].name));
      if (cases[i].says != NULL)
        g_assert_nonnull (strstr (message, cases[i].says));
      g_unlink (path);
    }
  /* A report of another scenario (manoeuvre's sides), as the command line wrote it. */
  {
    g_autofree char *other = st_test_source_path ("data/scenarios", "manoeuvre.xml");
    g_autofree char *path = g_build_filename (f.dir, "manoeuvre.json", NULL);
    const char      *args[] = { "playtest", other,  "--games", "4",      "--p1",
                                "greedy",   "--p2", "greedy",  "--json", NULL };
    g_autofree char *json = cli_output (args);
    g_autofree char *message = NULL;
    gboolean         loaded = TRUE;

    g_assert_true (g_file_set_contents (path, json, -1, NULL));
    message = load_report (&f, path, &loaded);
    g_test_message ("%s", message);
    g_assert_false (loaded);
    g_assert_nonnull (strstr (message, "manoeuvre.json:"));
    g_assert_nonnull (strstr (message, "another scenario"));
    g_unlink (path);
  }
  /* A missing file. */
  {
    g_autofree char *path = g_build_filename (f.dir, "gone.json", NULL);
    g_autofree char *message = NULL;
    gboolean         loaded = TRUE;

    message = load_report (&f, path, &loaded);
    g_assert_false (loaded);
    g_assert_nonnull (strstr (message, "gone.json"));
  }
  g_assert_cmpuint (st_balance_page_get_n_baselines (f.page), ==, 0);
  g_assert_false (gtk_widget_get_visible (child (f.page, "baseline_button")));
  fixture_close (&f);
}

int
main (int argc, char **argv)
{
  g_autofree char *state = NULL;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      printf ("1..0 # SKIP no display\n");
      return 0;
    }
  state = g_dir_make_tmp ("sandtable-state-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  /* No OpenGL: Mesa's one-time set-up would show as a leak under ASan. */
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  g_setenv ("LANGUAGE", "C", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/balance-page/compare with another version", test_compare);
  g_test_add_func ("/balance-page/compare lints nothing", test_compare_lints_nothing);
  g_test_add_func ("/balance-page/compare after a unit move, in Swedish", test_compare_unit_move_in_swedish);
  g_test_add_func ("/balance-page/compare next to the verdict, scrolled to", test_compare_placement);
  g_test_add_func ("/balance-page/a saved report as a baseline", test_load_report);
  g_test_add_func ("/balance-page/a hostile report", test_load_report_hostile);
  return g_test_run ();
}
