/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "engine/st-game-log.h"
#include "engine/st-player.h"
#include "engine/st-balance-players.h"
#include "engine/st-balance-saved.h"
#include "engine/st-playtest-runner.h"

G_BEGIN_DECLS

/* Exit statuses shared by every subcommand. */
#define ST_CLI_OK 0
#define ST_CLI_INVALID 1
#define ST_CLI_USAGE 2

int st_cli_validate (int argc, char **argv);
int st_cli_new (int argc, char **argv);
int st_cli_info (int argc, char **argv);
int st_cli_format (int argc, char **argv);
int st_cli_render (int argc, char **argv);
int st_cli_kit (int argc, char **argv);
int st_cli_deck (int argc, char **argv);
int st_cli_moves (int argc, char **argv);
int st_cli_play (int argc, char **argv);
int st_cli_playtest (int argc, char **argv);
int st_cli_po (int argc, char **argv);
int st_cli_tm (int argc, char **argv);
int st_cli_balance_diff (int argc, char **argv);
int st_cli_sweep (int argc, char **argv);
int st_cli_merge (int argc, char **argv);
int st_cli_rules (int argc, char **argv);

/* Adds --force to a command that writes files: a read-only file is then
 * replaced (st_file_save_set_default_flags ()); without it, refused. */
void st_cli_add_force_option (GOptionContext *context);

/* Prints "WHERE: error: MESSAGE" on stderr; a refused read-only file gets the
 * --force hint. */
void st_cli_print_error (const char *where, const GError *error);

/* Sandtable's own words in lang from now on (LANGUAGE, with the message
 * locale set again so that gettext reads it): `render --lang` and `kit`. */
void st_cli_set_message_language (const char *lang);
/* Parses the subcommand's options; prints usage errors and returns FALSE. */
gboolean st_cli_parse_options (GOptionContext *context, int *argc, char ***argv);

/* --quiet (-q) of the commands that play a scenario: no warnings about it. */
void     st_cli_add_quiet_option (GOptionContext *context);
gboolean st_cli_get_quiet (void);

/* Engine commands (st-cli-game.c). Each prints its errors and returns NULL or
 * FALSE on failure. */
/* The scenario at path as a game. With warn (and no --quiet), its warnings
 * are printed on standard error first, once, as `validate` prints them
 * ("FILE:LINE:COL: warning: …": the loader's, the set-up problems of every
 * family and of its ruleset): the games played are its set-up's. Otherwise
 * (--quiet, or a version only compared with) the set-up is not linted. */
StGame    *st_cli_load_game (const char *path, gboolean warn);
StGameLog *st_cli_read_log (const char *path);
/* saved: the log is the scenario's saved play-test, whose actions are numbered
 * rather than placed in a file. */
StState *st_cli_replay (const StGame *game, const StGameLog *log, const char *log_path, gboolean saved);
gboolean st_cli_parse_player (const char *command, const char *option, const char *value, StPlayerKind *kind);
/* The result as "blue wins (capital-captured) in turn 7", or for people with
 * names and labels: "Blue wins (Capital captured) in turn 7". */
char *st_cli_describe_result (const StGame *game, const StState *state, gboolean for_people);
/* The language of the scenario's texts that the user's locale asks for (else
 * English when the scenario has it), or NULL: the document language. */
const char *st_cli_language (const StScenario *scenario);
/* Whose eyes a command answers with: --as SIDE (a side id of the scenario), or
 * --referee (ST_VIEWER_ALL), else fallback. Both at once, or an unknown side, is
 * a usage error (printed; returns FALSE). */
gboolean st_cli_parse_viewer (
    const char *command, const StGame *game, const char *as, gboolean referee, int fallback, int *viewer);
/* The side's name of player in st_cli_language (). */
const char *st_cli_side_name (const StGame *game, int player);

/* The options of commands that play many games (st-cli-run.c). */
typedef struct
{
  char  *p1;
  char  *p2;
  gint64 seed;
  int    games;
  int    jobs;
  int    iterations;
  double seconds;
  char  *time; /* --time: players chosen by time */
} StCliRun;

void st_cli_run_init (StCliRun *run);
void st_cli_run_clear (StCliRun *run);
void st_cli_run_add_entries (StCliRun *run, GOptionContext *context);
/* Checks the options and fills a playtest's; prints usage errors and returns FALSE. */
gboolean st_cli_run_options (const char *command, const StCliRun *run, StPlaytestOptions *options);

/* Which of the players, their budget, the seed and the games were given. */
StBalanceAsked st_cli_run_asked (const StCliRun *run);
/* Whether the run's players are chosen by time: --time, or no player or budget
 * given (the default, "about 1 minute"); time receives it. */
gboolean st_cli_run_by_time (const StCliRun *run, StBalanceTime *time);
/* Measures game and chooses the players for the run's time (st_balance_choose_players),
 * into options (its seed and jobs kept; its games unless --games was given).
 * Prints what it chose on standard error. FALSE with the error printed. */
gboolean st_cli_run_choose (const char        *command,
                            const StCliRun    *run,
                            const StGame      *game,
                            gboolean           both_seatings,
                            StPlaytestOptions *options,
                            StBalanceChoice   *choice);

/* Progress on standard error, a line rewritten at each new percent. */
typedef struct
{
  guint last_percent;
} StCliProgress;

void st_cli_run_progress (guint done, guint total, gpointer user_data);

/* --shard K/N of the commands that play many games (st-cli-shard.c). Call
 * add_entries with the command's arguments before parsing them; setup after
 * the options are filled (prints a usage error and returns FALSE); print
 * instead of the report: TRUE when it printed the shard's games. */
void     st_cli_shard_add_entries (GOptionContext *context, int argc, char **argv);
gboolean st_cli_shard_setup (const char *command, StPlaytestOptions *options);
gboolean st_cli_shard_print (void);

G_END_DECLS
