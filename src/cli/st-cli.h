/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "engine/st-game-log.h"
#include "engine/st-player.h"

G_BEGIN_DECLS

/* Exit statuses shared by every subcommand. */
#define ST_CLI_OK 0
#define ST_CLI_INVALID 1
#define ST_CLI_USAGE 2

int st_cli_validate (int argc, char **argv);
int st_cli_info (int argc, char **argv);
int st_cli_format (int argc, char **argv);
int st_cli_render (int argc, char **argv);
int st_cli_deck (int argc, char **argv);
int st_cli_moves (int argc, char **argv);
int st_cli_play (int argc, char **argv);
int st_cli_playtest (int argc, char **argv);
int st_cli_po (int argc, char **argv);

/* Parses the subcommand's options; prints usage errors and returns FALSE. */
gboolean st_cli_parse_options (GOptionContext *context, int *argc, char ***argv);

/* Engine commands (st-cli-game.c). Each prints its errors and returns NULL or
 * FALSE on failure. */
StGame    *st_cli_load_game (const char *path);
StGameLog *st_cli_read_log (const char *path);
StState   *st_cli_replay (const StGame *game, const StGameLog *log, const char *log_path);
gboolean st_cli_parse_player (const char *command, const char *option, const char *value, StPlayerKind *kind);
char    *st_cli_describe_result (const StGame *game, const StState *state);

G_END_DECLS
