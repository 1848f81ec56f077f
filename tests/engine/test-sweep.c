/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <math.h>

#include "core/st-scenario-io.h"
#include "engine/st-playtest-shard.h"
#include "engine/st-sweep.h"

static StScenario *
load (const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", name, NULL);
  StScenario *scenario = st_scenario_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return scenario;
}

static void
greedy_options (StPlaytestOptions *options, guint games, guint jobs)
{
  st_playtest_options_init (options);
  options->games = games;
  options->jobs = jobs;
  options->seed = 7;
  st_player_options_init (&options->players[0], ST_PLAYER_GREEDY);
  st_player_options_init (&options->players[1], ST_PLAYER_GREEDY);
}

static void
test_param_parse (void)
{
  g_autoptr (StScenario) scenario = load ("maneuver-basic.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) names = st_sweep_param_names (scenario);
  g_autoptr (StSweepParam) turns = st_sweep_param_parse (scenario, "turn-limit", &error);
  g_autoptr (StSweepParam) first = st_sweep_param_parse (scenario, "first-side", &error);
  g_autoptr (StSweepParam) units = st_sweep_param_parse (scenario, "units:blue:cavalry", &error);
  g_autoptr (StSweepParam) flag = NULL;
  g_autoptr (StSweepParam) nobody = NULL;
  g_autofree char *current = NULL;
  gboolean         listed = FALSE;

  g_assert_no_error (error);
  g_assert_cmpint (turns->kind, ==, ST_SWEEP_NUMBER);
  g_assert_cmpint (first->kind, ==, ST_SWEEP_FIRST_SIDE);
  g_assert_cmpint (units->kind, ==, ST_SWEEP_UNITS);
  g_assert_cmpstr (units->side, ==, "blue");
  g_assert_cmpstr (units->type, ==, "cavalry");
  current = st_sweep_param_value (scenario, units);
  g_assert_cmpstr (current, ==, "4");
  for (guint i = 0; i < names->len; i++)
    listed |= g_str_equal (g_ptr_array_index (names, i), "units:red:infantry");
  g_assert_true (listed);
  g_assert_true (g_str_equal (g_ptr_array_index (names, 0), "turn-limit"));

  /* A switch is not a number, and the error names what a sweep can vary. */
  flag = st_sweep_param_parse (scenario, "large-small-nation", &error);
  g_assert_null (flag);
  g_assert_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_PARAM);
  g_assert_nonnull (strstr (error->message, "turn-limit"));
  g_clear_error (&error);
  nobody = st_sweep_param_parse (scenario, "units:green:infantry", &error);
  g_assert_null (nobody);
  g_assert_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_PARAM);
}

static void
test_values_parse (void)
{
  g_autoptr (StScenario) scenario = load ("maneuver-basic.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (StSweepParam) turns = st_sweep_param_parse (scenario, "turn-limit", &error);
  g_autoptr (StSweepParam) first = st_sweep_param_parse (scenario, "first-side", &error);
  g_autoptr (GPtrArray) range = st_sweep_values_parse (scenario, turns, "4..10", 3, &error);
  g_autoptr (GPtrArray) list = st_sweep_values_parse (scenario, turns, " 6, 8 ,12", 1, &error);
  g_autoptr (GPtrArray) sides = st_sweep_values_parse (scenario, first, "red,blue", 1, &error);
  g_autoptr (GPtrArray) zero = NULL;
  g_autoptr (GPtrArray) backwards = NULL;
  g_autoptr (GPtrArray) green = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (range->len, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (range, 2), ==, "10");
  g_assert_cmpuint (list->len, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (list, 1), ==, "8");
  g_assert_cmpstr (g_ptr_array_index (sides, 0), ==, "red");

  /* The family's bounds hold: a turn limit is 1 to 99. */
  zero = st_sweep_values_parse (scenario, turns, "0..3", 1, &error);
  g_assert_null (zero);
  g_assert_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_VALUE);
  g_assert_nonnull (strstr (error->message, "turn-limit = 0"));
  g_clear_error (&error);
  backwards = st_sweep_values_parse (scenario, turns, "9..3", 1, &error);
  g_assert_null (backwards);
  g_assert_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_VALUE);
  g_clear_error (&error);
  green = st_sweep_values_parse (scenario, first, "green", 1, &error);
  g_assert_null (green);
  g_assert_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_VALUE);
}

static guint
count (const StScenario *scenario, const char *side, const char *type)
{
  guint n = 0;

  for (guint i = 0; i < scenario->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);

      n += g_str_equal (unit->side, side) && g_str_equal (unit->type, type);
    }
  return n;
}

static void
test_apply (void)
{
  g_autoptr (StScenario) scenario = load ("maneuver-basic.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (StSweepParam) turns = st_sweep_param_parse (scenario, "turn-limit", &error);
  g_autoptr (StSweepParam) cavalry = st_sweep_param_parse (scenario, "units:red:cavalry", &error);
  g_autoptr (StScenario) six = NULL;
  g_autoptr (StScenario) same = NULL;
  g_autoptr (StScenario) fewer = NULL;
  g_autoptr (StScenario) more = NULL;
  g_autoptr (StGame) game = NULL;
  gboolean changed = FALSE;
  guint    before = count (scenario, "red", "cavalry");

  six = st_sweep_apply (scenario, turns, "6", &changed, &error);
  g_assert_no_error (error);
  g_assert_true (changed);
  g_assert_cmpint (st_scenario_get_param_int (six, "turn-limit"), ==, 6);
  g_assert_cmpint (st_scenario_get_param_int (scenario, "turn-limit"), ==, 10);
  same = st_sweep_apply (scenario, turns, "10", &changed, &error);
  g_assert_false (changed);

  fewer = st_sweep_apply (scenario, cavalry, "1", &changed, &error);
  g_assert_no_error (error);
  g_assert_true (changed);
  g_assert_cmpuint (count (fewer, "red", "cavalry"), ==, 1);
  g_assert_cmpuint (fewer->units->len, ==, scenario->units->len - (before - 1));

  /* New units go on free places beside the last one, and the game can be played. */
  more = st_sweep_apply (scenario, cavalry, "6", &changed, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count (more, "red", "cavalry"), ==, 6);
  game = st_game_new_from_scenario (more, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
}

static void
check_result (const StSweepResult *result, guint values, guint games)
{
  double last = -1;
  guint  n_even = 0;

  g_assert_cmpuint (result->points->len, ==, values);
  g_assert_cmpuint (result->seatings, ==, 2);
  g_assert_cmpstr (result->side, ==, "blue");
  for (guint i = 0; i < result->points->len; i++)
    {
      const StSweepPoint *p = g_ptr_array_index (result->points, i);
      guint               decisive = p->wins + p->losses;

      g_assert_cmpuint (p->games, ==, 2 * games);
      g_assert_cmpuint (p->wins + p->losses + p->draws, ==, p->games);
      /* Blue moves first in the value's scenario and second in the other. */
      g_assert_cmpuint (p->wins, ==, p->reports[0]->wins[0] + p->reports[1]->wins[1]);
      g_assert_cmpfloat_with_epsilon (p->win_rate, decisive ? (double) p->wins / decisive : 0, 1e-12);
      g_assert_cmpfloat (p->low, <=, p->win_rate);
      g_assert_cmpfloat (p->high, >=, p->win_rate);
      g_assert_cmpint (p->even, ==, decisive >= ST_SWEEP_MIN_DECISIVE && p->low <= 0.5 && p->high >= 0.5);
    }
  /* The suggestions are the even values, the nearest to 50 % first. */
  for (guint s = 0; s < result->suggested->len; s++)
    {
      const StSweepPoint *p = g_ptr_array_index (result->points, g_array_index (result->suggested, guint, s));

      g_assert_true (p->even);
      g_assert_cmpfloat (fabs (p->win_rate - 0.5), >=, last);
      last = fabs (p->win_rate - 0.5);
    }
  for (guint i = 0; i < result->points->len; i++)
    n_even += ((const StSweepPoint *) g_ptr_array_index (result->points, i))->even;
  g_assert_cmpuint (n_even, ==, result->suggested->len);
}

typedef struct
{
  guint  calls;
  guint  done;
  guint  total;
  double left;
} Progress;

static void
on_progress (guint done, guint total, double seconds_left, gpointer user_data)
{
  Progress *p = user_data;

  g_assert_cmpuint (done, >=, p->done);
  g_assert_cmpuint (done, <=, total);
  p->calls++;
  p->done = done;
  p->total = total;
  p->left = seconds_left;
}

static char *
sweep_json (
    const StScenario *scenario, const char *name, const char *values, guint jobs, StPlaytestShard *shard)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StSweepParam) param = st_sweep_param_parse (scenario, name, &error);
  g_autoptr (GPtrArray) list = st_sweep_values_parse (scenario, param, values, 1, &error);
  g_autoptr (StSweepResult) result = NULL;
  StPlaytestOptions options;
  Progress          progress = { 0 };

  g_assert_no_error (error);
  greedy_options (&options, 12, jobs);
  options.shard = shard;
  result = st_sweep_run (scenario, param, list, &options, NULL, on_progress, &progress, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (progress.calls, >, 0);
  g_assert_cmpuint (progress.done, ==, progress.total);
  if (shard == NULL)
    {
      check_result (result, list->len, 12);
      g_assert_cmpuint (progress.total, ==, list->len * 2 * 12);
      g_assert_cmpfloat (progress.left, ==, 0.0);
    }
  return st_sweep_result_to_json (result, "maneuver-basic.xml", &options);
}

/* The values are played in parallel, yet each game depends on its seed only. */
static void
test_run_any_jobs (void)
{
  g_autoptr (StScenario) scenario = load ("maneuver-basic.xml");
  g_autofree char *one = sweep_json (scenario, "turn-limit", "2..4", 1, NULL);
  g_autofree char *three = sweep_json (scenario, "turn-limit", "2..4", 3, NULL);

  g_assert_cmpstr (one, ==, three);
}

/* Three shards of a sweep merged give the report of the whole sweep. */
static void
test_shards_merge (void)
{
  g_autoptr (StScenario) scenario = load ("maneuver-basic.xml");
  g_autoptr (GError) error = NULL;
  g_autofree char *whole = sweep_json (scenario, "turn-limit", "3,6", 2, NULL);
  g_autofree char *dir = g_dir_make_tmp ("test-sweep-XXXXXX", &error);
  g_autoptr (GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  const char *const args[] = { "FILE", "--param", "turn-limit", NULL };
  g_autoptr (StPlaytestShard) merged = NULL;
  g_autofree char *merged_json = NULL;
  g_autofree char *command = NULL;
  g_auto (GStrv) merged_args = NULL;

  g_assert_no_error (error);
  for (guint k = 0; k < 3; k++)
    {
      g_autoptr (StPlaytestShard) shard = st_playtest_shard_new (k, 3);
      g_autofree char *part = sweep_json (scenario, "turn-limit", "3,6", 2, shard);
      g_autofree char *text = st_playtest_shard_to_json (shard, "sweep", args);
      char            *path = g_strdup_printf ("%s/shard-%u.json", dir, k + 1);

      /* A shard's own report counts its games only. */
      g_assert_cmpstr (part, !=, whole);
      g_assert_true (g_file_set_contents (path, text, -1, &error));
      g_ptr_array_add (paths, path);
    }
  /* The order of the files does not matter. */
  g_ptr_array_add (paths, g_ptr_array_steal_index (paths, 0));
  merged = st_playtest_shard_new_merge ((const char *const *) paths->pdata, paths->len, &command,
                                        &merged_args, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (command, ==, "sweep");
  g_assert_cmpuint (g_strv_length (merged_args), ==, 3);
  g_assert_cmpstr (merged_args[2], ==, "turn-limit");
  merged_json = sweep_json (scenario, "turn-limit", "3,6", 1, merged);
  g_assert_cmpstr (merged_json, ==, whole);

  /* A missing shard, or one given twice, is named. */
  g_clear_pointer (&merged, st_playtest_shard_free);
  g_clear_pointer (&command, g_free);
  g_clear_pointer (&merged_args, g_strfreev);
  merged =
      st_playtest_shard_new_merge ((const char *const *) paths->pdata, 2, &command, &merged_args, &error);
  g_assert_null (merged);
  g_assert_error (error, ST_PLAYTEST_SHARD_ERROR, ST_PLAYTEST_SHARD_ERROR_MISSING);
  g_clear_error (&error);
  g_remove (g_ptr_array_index (paths, 1));
  g_free (g_ptr_array_index (paths, 1));
  g_ptr_array_index (paths, 1) = g_strdup (g_ptr_array_index (paths, 0));
  merged =
      st_playtest_shard_new_merge ((const char *const *) paths->pdata, 3, &command, &merged_args, &error);
  g_assert_null (merged);
  g_assert_error (error, ST_PLAYTEST_SHARD_ERROR, ST_PLAYTEST_SHARD_ERROR_MISSING);
  g_clear_error (&error);

  for (guint i = 0; i < paths->len; i++)
    g_remove (g_ptr_array_index (paths, i));
  g_rmdir (dir);
}

static void
test_shard_parse (void)
{
  g_autoptr (GError) error = NULL;
  guint       k = 0, n = 0;
  const char *bad[] = { "0/4", "5/4", "4", "1/0", "a/b", "1/4x", "", "-1/4" };

  g_assert_true (st_playtest_shard_parse ("3/4", &k, &n, &error));
  g_assert_cmpuint (k, ==, 2);
  g_assert_cmpuint (n, ==, 4);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (st_playtest_shard_parse (bad[i], &k, &n, &error));
      g_assert_error (error, ST_PLAYTEST_SHARD_ERROR, ST_PLAYTEST_SHARD_ERROR_INVALID);
      g_clear_error (&error);
    }
}

/* A first-side sweep plays each value as its one seating, and gives the share
 * of the side that moves first in the scenario as it is, whoever moves first. */
static void
test_first_side (void)
{
  g_autoptr (StScenario) scenario = load ("maneuver-basic.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (StSweepParam) param = st_sweep_param_parse (scenario, "first-side", &error);
  g_autoptr (GPtrArray) list = st_sweep_values_parse (scenario, param, "blue,red", 1, &error);
  g_autoptr (StSweepResult) result = NULL;
  const StSweepPoint *blue, *red;
  StPlaytestOptions   options;

  g_assert_no_error (error);
  greedy_options (&options, 16, 2);
  result = st_sweep_run (scenario, param, list, &options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (result->seatings, ==, 1);
  g_assert_cmpstr (result->side, ==, "blue");
  blue = g_ptr_array_index (result->points, 0);
  red = g_ptr_array_index (result->points, 1);
  g_assert_null (blue->reports[1]);
  g_assert_cmpuint (blue->games, ==, 16);
  /* Blue moves first with the value blue, second with red. */
  g_assert_cmpuint (blue->wins, ==, blue->reports[0]->wins[0]);
  g_assert_cmpuint (red->wins, ==, red->reports[0]->wins[1]);
  g_assert_cmpuint (red->losses, ==, red->reports[0]->wins[0]);
}

static void
test_cancel (void)
{
  g_autoptr (StScenario) scenario = load ("maneuver-basic.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (StSweepParam) param = st_sweep_param_parse (scenario, "turn-limit", &error);
  g_autoptr (GPtrArray) list = st_sweep_values_parse (scenario, param, "2..9", 1, &error);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (StSweepResult) result = NULL;
  StPlaytestOptions options;

  greedy_options (&options, 1000, 2);
  g_cancellable_cancel (cancellable);
  result = st_sweep_run (scenario, param, list, &options, cancellable, NULL, NULL, &error);
  g_assert_null (result);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/sweep/param", test_param_parse);
  g_test_add_func ("/engine/sweep/values", test_values_parse);
  g_test_add_func ("/engine/sweep/apply", test_apply);
  g_test_add_func ("/engine/sweep/any-jobs", test_run_any_jobs);
  g_test_add_func ("/engine/sweep/shards-merge", test_shards_merge);
  g_test_add_func ("/engine/sweep/shard-parse", test_shard_parse);
  g_test_add_func ("/engine/sweep/first-side", test_first_side);
  g_test_add_func ("/engine/sweep/cancel", test_cancel);
  return g_test_run ();
}
