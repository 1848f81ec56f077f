/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "engine/st-game-log.h"
#include "engine/st-game.h"
#include "engine/st-player.h"
#include "engine/st-stats.h"

G_BEGIN_DECLS

/* Plays many games between two AI players on a thread pool. Game i is seeded from
 * (seed, i) alone, so the results are the same for any number of jobs. */

typedef struct _StPlaytestShard StPlaytestShard;

typedef struct
{
  guint           games;
  guint           jobs;
  guint64         seed;
  StPlayerOptions players[2]; /* player 0 moves first */
  /* Stop early when the answer is clear: every check_every games (0: never) the
   * first player's share of the decisive games so far is put to the sequential
   * test. Games are counted in index order, so where a run stops does not depend
   * on the number of jobs. */
  guint            check_every;
  StSequentialTest sequential;
  /* NULL: the whole run; else only a shard's games, or the merged games of all
   * shards (st-playtest-shard.h). A shard never stops early. */
  StPlaytestShard *shard;
  /* A time limit (g_get_monotonic_time (); 0: none): no game starts after it and
   * the games under way stop unfinished; the run keeps its games finished in
   * index order from the first (a time budget, st-balance-plan.c). */
  gint64 deadline;
  /* When the games asked for hold fewer than this many decisive games, play on
   * (up to ST_PLAYTEST_MORE_GAMES times the games asked for) until the first
   * games in index order hold as many; 0: never. The stronger players' sample
   * of a run by time (st-balance-plan.c): a check needs decisive games. */
  guint until_decisive;
} StPlaytestOptions;

/* How far a run with until_decisive may play past the games asked for. */
#define ST_PLAYTEST_MORE_GAMES 4

/* How often Stop When Clear (the Balance page, `playtest --stop-when-clear`)
 * puts a run to the sequential test. */
#define ST_PLAYTEST_CHECK_EVERY 20

/* Where a run stands: its first games in index order. */
typedef struct
{
  guint                games;
  guint                wins[2];
  guint                draws;
  double               low; /* the first player's share of decisive games, 95 % */
  double               high;
  StSequentialDecision decision;
} StPlaytestStanding;

typedef void (*StPlaytestStandingFunc) (const StPlaytestStanding *standing, gpointer user_data);

typedef struct
{
  guint   index;
  guint64 seed; /* the game's dice */
  int     winner; /* -1: draw */
  guint   reason; /* st_game_end_reason_id () */
  int     turns;
  guint   actions;
} StPlaytestGame;

typedef struct
{
  guint games;
  guint wins[2];
  guint draws;
  /* One definition of a win rate: the first player's share of the decisive
   * games (wins[0] / (wins[0] + wins[1]), 0 when none), as in the verdict. */
  double  first_player_win_rate;
  double  first_player_win_low; /* its 95 % Wilson interval */
  double  first_player_win_high;
  double  draw_rate;
  double  mean_turns;
  double  median_turns;
  double  mean_actions;
  guint   n_end_reasons; /* st_game_n_end_reasons () */
  guint  *end_reasons; /* games that ended for each reason */
  guint   max_turns;
  guint  *turn_histogram; /* games that lasted t turns, t = 0 .. max_turns */
  GArray *results; /* StPlaytestGame, in game order */
  guint   games_planned; /* games asked for; games is fewer when the run stopped early (more
                            when it played on for decisive games, until_decisive) */
  StSequentialDecision decision; /* the sequential test's, when it stopped the run */
  gboolean             out_of_time; /* the deadline stopped the run before games_planned */
} StPlaytestReport;

typedef void (*StPlaytestProgress) (guint done, guint total, gpointer user_data);

void st_playtest_options_init (StPlaytestOptions *options);
/* Plays the games; progress (may be NULL) is called in the calling thread. Returns
 * NULL with G_IO_ERROR_CANCELLED when cancelled. */
StPlaytestReport *st_playtest_run (const StGame            *game,
                                   const StPlaytestOptions *options,
                                   GCancellable            *cancellable,
                                   StPlaytestProgress       progress,
                                   gpointer                 user_data,
                                   GError                 **error);
/* The same, also reporting where the run stands (may be NULL) in the calling
 * thread each time a check is made. */
StPlaytestReport *st_playtest_run_full (const StGame            *game,
                                        const StPlaytestOptions *options,
                                        GCancellable            *cancellable,
                                        StPlaytestProgress       progress,
                                        StPlaytestStandingFunc   standing,
                                        gpointer                 user_data,
                                        GError                 **error);
void              st_playtest_report_free (StPlaytestReport *report);
/* The report of the n games (in index order) of a run of games_planned. */
StPlaytestReport *
st_playtest_report_new (const StGame *game, const StPlaytestGame *games, guint n, guint games_planned);
/* The games of two runs of game's family as one report, by player: the first
 * player's wins are the first mover's in both (both seatings of a run). */
StPlaytestReport *
st_playtest_report_merge (const StGame *game, const StPlaytestReport *a, const StPlaytestReport *b);
/* One game of a run, as the runner plays it. */
void
st_playtest_play_one (const StGame *game, const StPlaytestOptions *options, guint index, StPlaytestGame *out);

/* The log of game index of a run (seed and actions), to replay it. */
StGameLog *st_playtest_game_log (const StGame *game, const StPlaytestOptions *options, guint index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StPlaytestReport, st_playtest_report_free)

G_END_DECLS
