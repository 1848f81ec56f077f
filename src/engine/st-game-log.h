/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-game.h"

G_BEGIN_DECLS

/* A game log is plain text: a line `seed N`, then one action text a line. Blank
 * lines and lines starting with '#' are comments. */

typedef struct
{
  guint64    seed;
  GPtrArray *actions; /* char*, action texts */
  GArray    *lines; /* int, the line of each action */
} StGameLog;

StGameLog *st_game_log_new (guint64 seed);
void       st_game_log_free (StGameLog *log);
/* Logs are bounded: at most ST_GAME_LOG_MAX_SIZE bytes, ST_PLAYTEST_MAX_ACTIONS
 * actions of at most ST_ACTION_MAX_LENGTH bytes, UTF-8 without NUL bytes. */
#define ST_GAME_LOG_MAX_SIZE (4 * 1024 * 1024)

/* On error, *error_line and *error_column are where the fault is; messages
 * quote at most a short excerpt of a line. */
StGameLog *
st_game_log_parse_data (const char *data, gsize length, int *error_line, int *error_column, GError **error);
/* The same for NUL-terminated text. */
StGameLog *st_game_log_parse (const char *text, int *error_line, GError **error);
char      *st_game_log_to_string (const StGameLog *log);
/* Plays the log from its seed; on an illegal action returns NULL and sets
 * *error_line to its line. */
StState *st_game_replay (const StGame *game, const StGameLog *log, int *error_line, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StGameLog, st_game_log_free)

G_END_DECLS
