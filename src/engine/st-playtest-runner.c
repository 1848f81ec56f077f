/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "st-playtest-runner.h"
#include "st-playtest-shard.h"
#include "st-stats.h"
#include "engine/st-game-referee.h"

typedef struct
{
  const StGame            *game;
  const StPlaytestOptions *options;
  GCancellable            *cancellable;
  StPlaytestGame          *results;
  GMutex                   lock;
  GCond                    finished;
  guint                    done;
  gboolean                *over; /* per game: finished (or skipped) */
  gboolean                 stopping; /* the sequential test stopped the run */
  gboolean                *unfinished; /* per game: stopped by the deadline */
} Run;

void
st_playtest_options_init (StPlaytestOptions *options)
{
  options->games = 1000;
  options->jobs = 1;
  options->seed = 1;
  options->check_every = 0;
  options->shard = NULL;
  options->deadline = 0;
  options->until_decisive = 0;
  st_sequential_test_init (&options->sequential, 0.05, 0.05, 0.05);
  st_player_options_init (&options->players[0], ST_PLAYER_RANDOM);
  st_player_options_init (&options->players[1], ST_PLAYER_RANDOM);
}

/* Plays game index of a run; log (may be NULL) receives its seed and actions.
 * FALSE when deadline (0: none) passed before the game ended. */
static gboolean
play_game (const StGame            *game,
           const StPlaytestOptions *options,
           guint                    index,
           StPlaytestGame          *out,
           StGameLog               *log,
           gint64                   deadline)
{
  StRng base, stream;
  g_autoptr (StState) state = NULL;
  g_autoptr (StState) observation = NULL;
  g_autoptr (StPlayer) first = NULL;
  g_autoptr (StPlayer) second = NULL;
  StPlayer *players[2];

  st_rng_seed (&base, options->seed);
  stream = st_rng_split (&base, index);
  out->index = index;
  out->seed = st_rng_next (&stream);
  state = st_game_new_initial_state (game, out->seed);
  observation = st_game_clone_state (game, state);
  first = st_player_new (game, &options->players[0], st_rng_next (&stream));
  second = st_player_new (game, &options->players[1], st_rng_next (&stream));
  players[0] = first;
  players[1] = second;
  out->actions = 0;
  while (!st_game_is_terminal (game, state))
    {
      int      mover = st_game_current_player (game, state);
      StAction action;

      if (deadline != 0 && g_get_monotonic_time () >= deadline)
        return FALSE;
      /* The player chooses from what he knows; the referee applies. */
      st_game_observe (game, state, mover, observation);
      action = st_player_choose (players[mover], observation);

      if (log != NULL)
        {
          /* As st_game_log_to_string () writes it: the seed on line 1. */
          g_autofree char *text = st_game_action_to_text (game, state, action);

          st_game_log_append (log, text, (int) log->actions->len + 2, 1);
        }
      st_game_apply (game, state, action);
      out->actions++;
    }
  out->winner = st_game_winner (game, state);
  out->reason = st_game_end_reason (game, state);
  out->turns = st_game_turn (game, state);
  return TRUE;
}

void
st_playtest_play_one (const StGame *game, const StPlaytestOptions *options, guint index, StPlaytestGame *out)
{
  play_game (game, options, index, out, NULL, 0);
}

StGameLog *
st_playtest_game_log (const StGame *game, const StPlaytestOptions *options, guint index)
{
  StPlaytestGame result;
  StGameLog     *log = st_game_log_new (0);

  play_game (game, options, index, &result, log, 0);
  log->seed = result.seed;
  return log;
}

static void
play_job (gpointer data, gpointer user_data)
{
  Run  *run = user_data;
  guint index = GPOINTER_TO_UINT (data) - 1;

  gboolean finished = TRUE;

  if (!g_cancellable_is_cancelled (run->cancellable) && !g_atomic_int_get (&run->stopping))
    finished = play_game (run->game, run->options, index, &run->results[index], NULL, run->options->deadline);
  g_mutex_lock (&run->lock);
  run->unfinished[index] = !finished;
  run->over[index] = TRUE;
  run->done++;
  g_cond_signal (&run->finished);
  g_mutex_unlock (&run->lock);
}

static StPlaytestReport *
summarize (const StGame *game, const StPlaytestGame *games, guint n)
{
  StPlaytestReport *r = g_new0 (StPlaytestReport, 1);
  g_autofree int   *turns = g_new (int, MAX (n, 1));
  g_autofree int   *actions = g_new (int, MAX (n, 1));
  guint             decisive;

  r->games = n;
  r->n_end_reasons = st_game_n_end_reasons (game);
  r->end_reasons = g_new0 (guint, r->n_end_reasons);
  r->results = g_array_sized_new (FALSE, FALSE, sizeof (StPlaytestGame), n);
  g_array_append_vals (r->results, games, n);
  for (guint i = 0; i < n; i++)
    {
      if (games[i].winner < 0)
        r->draws++;
      else
        r->wins[games[i].winner]++;
      if (games[i].reason < r->n_end_reasons)
        r->end_reasons[games[i].reason]++;
      turns[i] = games[i].turns;
      actions[i] = (int) games[i].actions;
      r->max_turns = MAX (r->max_turns, (guint) games[i].turns);
    }
  r->turn_histogram = g_new0 (guint, r->max_turns + 1);
  for (guint i = 0; i < n; i++)
    r->turn_histogram[turns[i]]++;
  decisive = r->wins[0] + r->wins[1];
  r->first_player_win_rate = decisive ? (double) r->wins[0] / decisive : 0.0;
  st_wilson_interval (r->wins[0], decisive, 1.96, &r->first_player_win_low, &r->first_player_win_high);
  r->draw_rate = n ? (double) r->draws / n : 0.0;
  r->mean_turns = st_mean (turns, n);
  r->mean_actions = st_mean (actions, n);
  r->median_turns = st_median (turns, n);
  return r;
}

/* The games over in index order from the first, checked at every multiple of
 * check_every: decides whether the run can stop. Called with the lock held. */
typedef struct
{
  guint              prefix; /* games 0 .. prefix - 1 are over */
  StPlaytestStanding standing;
  guint              stop_at; /* the games counted, when stopped */
  gboolean           stopped;
  gboolean           changed; /* a check was made since the last report */
  gboolean           out_of_time; /* the deadline stopped it at stop_at */
} Prefix;

/* The games a run may play: more than asked for when it plays on for decisive games. */
static guint
most_games (const StPlaytestOptions *o)
{
  return o->until_decisive > 0 ? o->games * ST_PLAYTEST_MORE_GAMES : o->games;
}

static void
advance_prefix (Run *run, Prefix *p)
{
  const StPlaytestOptions *o = run->options;

  while (!p->stopped && p->prefix < most_games (o) && run->over[p->prefix])
    {
      const StPlaytestGame *g;
      guint                 decisive;

      if (run->unfinished[p->prefix])
        {
          /* The games after one the deadline stopped are not counted. Past
           * the games asked for, the run simply ends with what it has. */
          p->stop_at = p->prefix;
          p->stopped = TRUE;
          p->out_of_time = p->prefix < o->games;
          g_atomic_int_set (&run->stopping, TRUE);
          break;
        }
      g = &run->results[p->prefix++];

      if (g->winner < 0)
        p->standing.draws++;
      else
        p->standing.wins[g->winner]++;
      if (o->until_decisive > 0 && p->prefix >= o->games
          && p->standing.wins[0] + p->standing.wins[1] >= o->until_decisive)
        {
          /* Enough decisive games: the games asked for held them, or the ones played on. */
          p->stop_at = p->prefix;
          p->stopped = TRUE;
          g_atomic_int_set (&run->stopping, TRUE);
          break;
        }
      if (o->check_every == 0 || p->prefix % o->check_every != 0)
        continue;
      decisive = p->standing.wins[0] + p->standing.wins[1];
      p->standing.games = p->prefix;
      st_wilson_interval (p->standing.wins[0], decisive, 1.96, &p->standing.low, &p->standing.high);
      p->standing.decision =
          st_sequential_test_decide (&o->sequential, p->standing.wins[0], p->standing.wins[1]);
      p->changed = TRUE;
      if (p->standing.decision != ST_SEQUENTIAL_CONTINUE)
        {
          p->stop_at = p->prefix;
          p->stopped = TRUE;
          g_atomic_int_set (&run->stopping, TRUE);
        }
    }
}

StPlaytestReport *
st_playtest_run_full (const StGame            *game,
                      const StPlaytestOptions *options,
                      GCancellable            *cancellable,
                      StPlaytestProgress       progress,
                      StPlaytestStandingFunc   standing,
                      gpointer                 user_data,
                      GError                 **error)
{
  guint                      most = most_games (options);
  g_autofree StPlaytestGame *results = g_new0 (StPlaytestGame, MAX (most, 1));
  g_autofree gboolean       *over = g_new0 (gboolean, MAX (most, 1));
  g_autofree gboolean       *unfinished = g_new0 (gboolean, MAX (most, 1));
  Run                        run = { game, options, cancellable, results };
  GThreadPool               *pool;
  guint                      reported = 0;
  Prefix                     prefix = { 0 };
  StPlaytestReport          *report;

  if (options->shard != NULL)
    return st_playtest_shard_run (game, options, cancellable, progress, user_data, error);
  run.over = over;
  run.unfinished = unfinished;
  g_mutex_init (&run.lock);
  g_cond_init (&run.finished);
  pool = g_thread_pool_new (play_job, &run, (int) MAX (1, options->jobs), TRUE, NULL);
  for (guint i = 0; i < most; i++)
    g_thread_pool_push (pool, GUINT_TO_POINTER (i + 1), NULL);

  g_mutex_lock (&run.lock);
  while (run.done < most)
    {
      g_cond_wait (&run.finished, &run.lock);
      advance_prefix (&run, &prefix);
      if (standing != NULL && prefix.changed)
        {
          StPlaytestStanding now = prefix.standing;

          prefix.changed = FALSE;
          g_mutex_unlock (&run.lock);
          standing (&now, user_data);
          g_mutex_lock (&run.lock);
        }
      if (progress != NULL && run.done != reported)
        {
          reported = run.done;
          g_mutex_unlock (&run.lock);
          progress (prefix.stopped ? MIN (reported, prefix.stop_at)
                                   : MIN (reported, MAX (prefix.prefix, options->games)),
                    prefix.stopped ? prefix.stop_at : MAX (prefix.prefix, options->games), user_data);
          g_mutex_lock (&run.lock);
        }
    }
  g_mutex_unlock (&run.lock);
  /* Every game may be over before this thread first waits: the last report
   * is always made. */
  if (progress != NULL && reported != most)
    progress (prefix.stopped ? prefix.stop_at : most, prefix.stopped ? prefix.stop_at : most, user_data);
  g_thread_pool_free (pool, FALSE, TRUE);
  g_mutex_clear (&run.lock);
  g_cond_clear (&run.finished);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  report = summarize (game, results, prefix.stopped ? prefix.stop_at : most);
  report->games_planned = options->games;
  report->decision =
      prefix.stopped && !prefix.out_of_time ? prefix.standing.decision : ST_SEQUENTIAL_CONTINUE;
  report->out_of_time = prefix.out_of_time;
  return report;
}

StPlaytestReport *
st_playtest_run (const StGame            *game,
                 const StPlaytestOptions *options,
                 GCancellable            *cancellable,
                 StPlaytestProgress       progress,
                 gpointer                 user_data,
                 GError                 **error)
{
  return st_playtest_run_full (game, options, cancellable, progress, NULL, user_data, error);
}

StPlaytestReport *
st_playtest_report_merge (const StGame *game, const StPlaytestReport *a, const StPlaytestReport *b)
{
  g_autoptr (GArray) games = g_array_sized_new (FALSE, FALSE, sizeof (StPlaytestGame), a->games + b->games);
  StPlaytestReport *merged;

  g_array_append_vals (games, a->results->data, a->results->len);
  g_array_append_vals (games, b->results->data, b->results->len);
  merged = summarize (game, (StPlaytestGame *) (void *) games->data, games->len);
  merged->games_planned = a->games_planned + b->games_planned;
  merged->out_of_time = a->out_of_time || b->out_of_time;
  return merged;
}

StPlaytestReport *
st_playtest_report_new (const StGame *game, const StPlaytestGame *games, guint n, guint games_planned)
{
  StPlaytestReport *report = summarize (game, games, n);

  report->games_planned = games_planned;
  return report;
}

void
st_playtest_report_free (StPlaytestReport *report)
{
  if (report == NULL)
    return;
  g_free (report->turn_histogram);
  g_free (report->end_reasons);
  g_array_unref (report->results);
  g_free (report);
}
