/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "engine/st-playtest-runner.h"

G_BEGIN_DECLS

/* A command's runs split over machines (`--shard K/N`, `sandtable-cli merge`).
 *
 * Game i of a run depends only on the run's seed and i (st-playtest-runner.c),
 * so shard K of N plays the games i with i % N == K - 1 of every run the command
 * makes and keeps their results. Merging puts the games of all shards back in
 * index order, and a command run again with them (instead of playing) makes from
 * them exactly the reports, and so the output, of the whole run.
 *
 * A command's runs are told apart by the order in which it starts them, which
 * depends on its arguments only: a shard plays a fixed number of games, never
 * stopping early, so every shard and the merge start the same runs. */

#define ST_PLAYTEST_SHARD_ERROR (st_playtest_shard_error_quark ())

typedef enum
{
  ST_PLAYTEST_SHARD_ERROR_INVALID, /* a file that is not a shard, or shards of different runs */
  ST_PLAYTEST_SHARD_ERROR_MISSING, /* a shard, or a game of one, is missing or given twice */
} StPlaytestShardError;

typedef struct _StPlaytestShard StPlaytestShard;

GQuark st_playtest_shard_error_quark (void);

/* Parses "K/N" (1 <= K <= N): the 0-based index and the count. */
gboolean st_playtest_shard_parse (const char *text, guint *index, guint *count, GError **error);

/* Shard index (0-based) of count: plays and keeps its games of each run. */
StPlaytestShard *st_playtest_shard_new (guint index, guint count);
/* Reads shard files written by st_playtest_shard_to_json () for the same
 * command and arguments, every shard once: the merge, whose runs give back the
 * games of every shard instead of playing. command and args (NULL-terminated) are
 * the command line of the shards. */
StPlaytestShard *st_playtest_shard_new_merge (
    const char *const *paths, guint n_paths, char **command, char ***args, GError **error);
void     st_playtest_shard_free (StPlaytestShard *shard);
gboolean st_playtest_shard_is_merge (const StPlaytestShard *shard);

/* What st_playtest_run_full () does when options->shard is set: plays the
 * shard's games of the next run, or gives back the merged games of the next run.
 * The report holds a shard's games only, in index order. */
StPlaytestReport *st_playtest_shard_run (const StGame            *game,
                                         const StPlaytestOptions *options,
                                         GCancellable            *cancellable,
                                         StPlaytestProgress       progress,
                                         gpointer                 user_data,
                                         GError                 **error);

/* The shard's games of every run as JSON, with the command line (args
 * NULL-terminated, without --shard) that merge runs again. Ends with a newline. */
char *st_playtest_shard_to_json (const StPlaytestShard *shard, const char *command, const char *const *args);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StPlaytestShard, st_playtest_shard_free)

G_END_DECLS
