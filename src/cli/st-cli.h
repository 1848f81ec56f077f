/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

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

/* Parses the subcommand's options; prints usage errors and returns FALSE. */
gboolean st_cli_parse_options (GOptionContext *context, int *argc, char ***argv);

G_END_DECLS
