/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <math.h>

#include "st-balance.h"
#include "st-stats.h"
#include "st-sweep.h"

/* Playing a sweep: each value's scenario, and with the other side moving first,
 * is a run of the playtest runner; the runs go to a few threads at once, so that
 * the values are played in parallel. */

typedef struct _Sweep Sweep;

typedef struct
{
  Sweep            *sweep;
  StGame           *game;
  guint             point;
  guint             seating;
  guint             done; /* games, atomic */
  guint             total; /* games the run plays (a shard's fewer), atomic */
  StPlaytestReport *report;
  GError           *error;
} Run;

struct _Sweep
{
  StPlaytestOptions options; /* of each run */
  GCancellable     *cancellable;
  GMutex            lock;
  GCond             changed;
  guint             running;
};

static void
run_progress (guint done, guint total, gpointer user_data)
{
  Run *run = user_data;

  g_atomic_int_set (&run->done, done);
  g_atomic_int_set (&run->total, total);
  g_mutex_lock (&run->sweep->lock);
  g_cond_signal (&run->sweep->changed);
  g_mutex_unlock (&run->sweep->lock);
}

static void
play_run (Run *run)
{
  run->report = st_playtest_run (run->game, &run->sweep->options, run->sweep->cancellable, run_progress, run,
                                 &run->error);
}

static void
run_job (gpointer data, gpointer user_data)
{
  Run   *run = data;
  Sweep *sweep = user_data;

  play_run (run);
  g_mutex_lock (&sweep->lock);
  sweep->running--;
  g_cond_signal (&sweep->changed);
  g_mutex_unlock (&sweep->lock);
}

static void
free_run (Run *run)
{
  g_clear_pointer (&run->game, st_game_unref);
  g_clear_pointer (&run->report, st_playtest_report_free);
  g_clear_error (&run->error);
  g_free (run);
}

static void
point_free (StSweepPoint *point)
{
  g_free (point->value);
  st_playtest_report_free (point->reports[0]);
  st_playtest_report_free (point->reports[1]);
  g_free (point);
}

void
st_sweep_result_free (StSweepResult *result)
{
  if (result == NULL)
    return;
  st_sweep_param_free (result->param);
  g_free (result->current);
  g_free (result->side);
  g_ptr_array_unref (result->points);
  g_array_unref (result->suggested);
  g_free (result);
}

/* The runs of one value: its scenario, and the one with the other side first. */
static gboolean
add_runs (GPtrArray          *runs,
          Sweep              *sweep,
          const StScenario   *scenario,
          const StSweepParam *param,
          const char         *value,
          guint               point,
          GError            **error)
{
  g_autoptr (StScenario) applied = st_sweep_apply (scenario, param, value, NULL, error);
  g_autoptr (StScenario) swapped = NULL;
  g_autoptr (GError) local = NULL;
  Run *run;

  if (applied == NULL)
    return FALSE;
  run = g_new0 (Run, 1);
  run->sweep = sweep;
  run->point = point;
  run->total = sweep->options.games;
  g_ptr_array_add (runs, run);
  if ((run->game = st_game_new_from_scenario (applied, &local)) == NULL)
    {
      g_set_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_VALUE, "%s = %s: %s", param->name, value,
                   local->message);
      return FALSE;
    }
  /* Which side moves first is the question of a first-side sweep: each value
   * is the one seating it names. */
  if (param->kind == ST_SWEEP_FIRST_SIDE || (swapped = st_balance_swapped_scenario (run->game)) == NULL)
    return TRUE;
  run = g_new0 (Run, 1);
  run->sweep = sweep;
  run->point = point;
  run->total = sweep->options.games;
  run->seating = 1;
  g_ptr_array_add (runs, run);
  if ((run->game = st_game_new_from_scenario (swapped, &local)) == NULL)
    {
      g_set_error (error, ST_SWEEP_ERROR, ST_SWEEP_ERROR_VALUE, "%s = %s: %s", param->name, value,
                   local->message);
      return FALSE;
    }
  return TRUE;
}

/* The point of a value from its runs (one a seating), counted for side. */
static void
fill_point (StSweepPoint *p, Run **runs, guint n_runs, const char *side)
{
  guint  decisive;
  double turns = 0;

  for (guint s = 0; s < n_runs; s++)
    {
      const StPlaytestReport *r = p->reports[s] = g_steal_pointer (&runs[s]->report);
      /* The side moves first in the value's own scenario, second in the other
       * (and in a first-side sweep as the value says). */
      int player = g_strcmp0 (st_game_player_side (runs[s]->game, 0), side) == 0 ? 0 : 1;

      p->wins += r->wins[player];
      p->losses += r->wins[1 - player];
      p->draws += r->draws;
      p->games += r->games;
      turns += r->mean_turns * r->games;
    }
  decisive = p->wins + p->losses;
  p->win_rate = decisive ? (double) p->wins / decisive : 0.0;
  st_wilson_interval (p->wins, decisive, 1.96, &p->low, &p->high);
  p->mean_turns = p->games ? turns / p->games : 0.0;
  p->even = decisive >= ST_SWEEP_MIN_DECISIVE && p->low <= 0.5 && p->high >= 0.5;
}

static int
compare_suggested (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const StSweepResult *result = user_data;
  const StSweepPoint  *pa = g_ptr_array_index (result->points, *(const guint *) a);
  const StSweepPoint  *pb = g_ptr_array_index (result->points, *(const guint *) b);
  double               da = fabs (pa->win_rate - 0.5), db = fabs (pb->win_rate - 0.5);

  /* Nearest to even first; between equals, the value listed first. */
  if (da != db)
    return da < db ? -1 : 1;
  return *(const guint *) a < *(const guint *) b ? -1 : 1;
}

static void
report_progress (GPtrArray *runs, gint64 start, StSweepProgress progress, gpointer user_data)
{
  guint  done = 0, total = 0;
  double elapsed = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;

  for (guint i = 0; i < runs->len; i++)
    {
      Run *run = g_ptr_array_index (runs, i);

      done += (guint) g_atomic_int_get (&run->done);
      total += (guint) g_atomic_int_get (&run->total);
    }
  progress (done, total, done > 0 ? elapsed * (total - done) / done : -1.0, user_data);
}

StSweepResult *
st_sweep_run (const StScenario        *scenario,
              const StSweepParam      *param,
              GPtrArray               *values,
              const StPlaytestOptions *options,
              GCancellable            *cancellable,
              StSweepProgress          progress,
              gpointer                 user_data,
              GError                 **error)
{
  g_autoptr (GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) free_run);
  g_autoptr (StSweepResult) result = g_new0 (StSweepResult, 1);
  Sweep  sweep = { *options, cancellable };
  guint  threads;
  gint64 start = g_get_monotonic_time ();

  g_return_val_if_fail (values->len > 0, NULL);

  result->param = st_sweep_param_copy (param);
  result->current = st_sweep_param_value (scenario, param);
  result->points = g_ptr_array_new_with_free_func ((GDestroyNotify) point_free);
  result->suggested = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint v = 0; v < values->len; v++)
    if (!add_runs (runs, &sweep, scenario, param, g_ptr_array_index (values, v), v, error))
      return NULL;
  result->seatings = runs->len / values->len;
  /* The share is of the side that moves first in the scenario as it is. */
  result->side = param->kind == ST_SWEEP_FIRST_SIDE
                     ? g_strdup (result->current)
                     : g_strdup (st_game_player_side (((Run *) g_ptr_array_index (runs, 0))->game, 0));

  /* A shard's runs are told apart by their order, so they are played in turn. */
  threads = options->shard != NULL ? 1 : MAX (1, MIN (options->jobs, runs->len));
  sweep.options.jobs = MAX (1, options->jobs / threads);
  sweep.options.check_every = 0;
  g_mutex_init (&sweep.lock);
  g_cond_init (&sweep.changed);
  if (threads == 1)
    for (guint i = 0; i < runs->len; i++)
      {
        play_run (g_ptr_array_index (runs, i));
        if (progress != NULL)
          report_progress (runs, start, progress, user_data);
      }
  else
    {
      GThreadPool *pool = g_thread_pool_new (run_job, &sweep, (int) threads, TRUE, NULL);

      sweep.running = runs->len;
      for (guint i = 0; i < runs->len; i++)
        g_thread_pool_push (pool, g_ptr_array_index (runs, i), NULL);
      g_mutex_lock (&sweep.lock);
      while (sweep.running > 0)
        {
          g_cond_wait_until (&sweep.changed, &sweep.lock, g_get_monotonic_time () + G_USEC_PER_SEC / 4);
          g_mutex_unlock (&sweep.lock);
          if (progress != NULL)
            report_progress (runs, start, progress, user_data);
          g_mutex_lock (&sweep.lock);
        }
      g_mutex_unlock (&sweep.lock);
      g_thread_pool_free (pool, FALSE, TRUE);
    }
  g_mutex_clear (&sweep.lock);
  g_cond_clear (&sweep.changed);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  for (guint i = 0; i < runs->len; i++)
    {
      Run *run = g_ptr_array_index (runs, i);

      if (run->error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&run->error));
          return NULL;
        }
    }
  for (guint v = 0; v < values->len; v++)
    {
      StSweepPoint *point = g_new0 (StSweepPoint, 1);

      point->value = g_strdup (g_ptr_array_index (values, v));
      fill_point (point, (Run **) runs->pdata + v * result->seatings, result->seatings, result->side);
      g_ptr_array_add (result->points, point);
      if (point->even)
        g_array_append_val (result->suggested, v);
    }
  g_array_sort_with_data (result->suggested, compare_suggested, result);
  return g_steal_pointer (&result);
}

/* Export --------------------------------------------------------------------- */

static void
add_member (JsonBuilder *b, const char *name)
{
  json_builder_set_member_name (b, name);
}

char *
st_sweep_result_to_json (const StSweepResult *result, const char *path, const StPlaytestOptions *options)
{
  return st_sweep_result_to_json_full (result, path, options, NULL);
}

char *
st_sweep_result_to_json_full (const StSweepResult     *result,
                              const char              *path,
                              const StPlaytestOptions *options,
                              const StPlaytestExtras  *extras)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (b);
  add_member (b, "file");
  if (path != NULL)
    json_builder_add_string_value (b, path);
  else
    json_builder_add_null_value (b);
  add_member (b, "param");
  json_builder_add_string_value (b, result->param->name);
  add_member (b, "current");
  json_builder_add_string_value (b, result->current);
  add_member (b, "side");
  json_builder_add_string_value (b, result->side);
  add_member (b, "seatings");
  json_builder_add_int_value (b, result->seatings);
  add_member (b, "games_per_seating");
  json_builder_add_int_value (b, options->games);
  add_member (b, "seed");
  json_builder_add_int_value (b, (gint64) options->seed);
  add_member (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < 2; p++)
    json_builder_add_string_value (b, st_player_kind_to_string (options->players[p].kind));
  json_builder_end_array (b);
  st_playtest_extras_add_chosen (b, options, extras);
  add_member (b, "values");
  json_builder_begin_array (b);
  for (guint i = 0; i < result->points->len; i++)
    {
      const StSweepPoint *p = g_ptr_array_index (result->points, i);

      json_builder_begin_object (b);
      add_member (b, "value");
      json_builder_add_string_value (b, p->value);
      add_member (b, "games");
      json_builder_add_int_value (b, p->games);
      add_member (b, "wins");
      json_builder_add_int_value (b, p->wins);
      add_member (b, "losses");
      json_builder_add_int_value (b, p->losses);
      add_member (b, "draws");
      json_builder_add_int_value (b, p->draws);
      add_member (b, "win_rate");
      json_builder_add_double_value (b, p->win_rate);
      add_member (b, "win_rate_95");
      json_builder_begin_array (b);
      json_builder_add_double_value (b, p->low);
      json_builder_add_double_value (b, p->high);
      json_builder_end_array (b);
      add_member (b, "draw_rate");
      json_builder_add_double_value (b, p->games ? (double) p->draws / p->games : 0.0);
      add_member (b, "mean_turns");
      json_builder_add_double_value (b, p->mean_turns);
      add_member (b, "even");
      json_builder_add_boolean_value (b, p->even);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_member (b, "suggested");
  json_builder_begin_array (b);
  for (guint i = 0; i < result->suggested->len; i++)
    {
      const StSweepPoint *p = g_ptr_array_index (result->points, g_array_index (result->suggested, guint, i));

      json_builder_add_string_value (b, p->value);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, NULL);
  return g_strconcat (text, "\n", NULL);
}

static char *
format_double (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.4f", value));
}

char *
st_sweep_result_to_csv (const StSweepResult *result)
{
  GString *out = g_string_new ("value,games,wins,losses,draws,win_rate,low,high,even,suggested\n");

  for (guint i = 0; i < result->points->len; i++)
    {
      const StSweepPoint *p = g_ptr_array_index (result->points, i);
      g_autofree char    *rate = format_double (p->win_rate);
      g_autofree char    *low = format_double (p->low);
      g_autofree char    *high = format_double (p->high);
      guint               rank = 0;

      for (guint s = 0; s < result->suggested->len; s++)
        if (g_array_index (result->suggested, guint, s) == i)
          rank = s + 1;
      /* Values are numbers or ids, which need no quoting. */
      g_string_append_printf (out, "%s,%u,%u,%u,%u,%s,%s,%s,%s,", p->value, p->games, p->wins, p->losses,
                              p->draws, rate, low, high, p->even ? "true" : "false");
      if (rank > 0)
        g_string_append_printf (out, "%u", rank);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
