/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "engine/st-balance-diff.h"

G_BEGIN_DECLS

/* A saved run as the old version of a balance diff (`balance-diff --baseline
 * REPORT.json NEW`): the JSON that `playtest --json` printed (or the Balance
 * page exported), or the new version's runs of a `balance-diff --json`, stands
 * for the old version, which is not played again. The new
 * version plays the saved run's games: the same players, seed, seatings and
 * number of games of each seating (a game depends only on the seed and its
 * index, so they are the games the old version played).
 *
 * The report holds each seating's counts, not its single games: every figure
 * of the diff (wins and draws, the mean length and its spread from the
 * histogram of turns, the end reasons) is the one playing both versions gives;
 * "no game changed" and the edits between the versions cannot be said. */

typedef struct
{
  char             *path; /* the report's file */
  char             *scenario; /* its "file": the scenario it played, as given then */
  StPlaytestOptions options; /* players and seed; games: the first seating's */
  StPlaytestReport *report; /* the scenario's own first side moving first */
  StPlaytestReport *swapped; /* the other side first; NULL: one seating was played */
} StBalanceSaved;

/* What the command line asked for besides the report (compared with the saved
 * run: a difference is an error that says which). */
typedef enum
{
  ST_BALANCE_ASKED_P1 = 1 << 0, /* options->players[0].kind */
  ST_BALANCE_ASKED_P2 = 1 << 1, /* options->players[1].kind */
  ST_BALANCE_ASKED_BUDGET = 1 << 2, /* the MCTS players' iterations or seconds */
  ST_BALANCE_ASKED_SEED = 1 << 3,
  ST_BALANCE_ASKED_GAMES = 1 << 4, /* games of each seating */
} StBalanceAsked;

/* Reads the report at path as the old version of game (its sides in the same
 * order; swapped: game with the other side first, NULL when its family cannot
 * say who moves first). NULL with an error "PATH:LINE:COL: …" when the file is
 * not such a report, is of another scenario (other sides, end reasons, seatings),
 * its counts do not add up, or it differs from what asked gives (which; asked
 * may be NULL with asked_mask 0: nothing asked). */
StBalanceSaved *st_balance_saved_read (const char              *path,
                                       const StGame            *game,
                                       const StGame            *swapped,
                                       const StPlaytestOptions *asked,
                                       StBalanceAsked           asked_mask,
                                       GError                 **error);
void            st_balance_saved_free (StBalanceSaved *saved);

/* Plays game (the new version; swapped: with the other side first, as given to
 * st_balance_saved_read) in the saved run's seatings with its players, seed
 * and games (options gives the jobs and shard) and compares: a diff whose old version is
 * the saved run (st_balance_diff_compare_seatings with no old game: edits NULL,
 * same_games FALSE). */
StBalanceDiff *st_balance_diff_run_saved (const StBalanceSaved    *saved,
                                          const StGame            *game,
                                          const StGame            *swapped,
                                          const StPlaytestOptions *options,
                                          const char              *lang,
                                          GCancellable            *cancellable,
                                          StPlaytestProgress       progress,
                                          gpointer                 user_data,
                                          GError                 **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StBalanceSaved, st_balance_saved_free)

G_END_DECLS
