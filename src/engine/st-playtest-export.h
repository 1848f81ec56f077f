/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-playtest-runner.h"

G_BEGIN_DECLS

/* One seating of a run: the game it was played on (its player 0 is the side
 * that moved first) and its report. A run of both seatings has two. */
typedef struct
{
  const StGame           *game;
  const StPlaytestReport *report;
} StPlaytestSeating;

/* A run as JSON with path (the scenario's; NULL: null) as its "file": the figures and end
 * reasons of its one seating, or with two seatings their sum and a "seatings"
 * array of each one's figures; and the verdict of all of them, with side names
 * in lang (NULL: the document language). Ends with a newline. */
char *st_playtest_report_to_json (const char              *path,
                                  const StPlaytestOptions *options,
                                  const StPlaytestSeating *seatings,
                                  guint                    n_seatings,
                                  const char              *lang);
/* A run as CSV, one line a game; with two seatings a first column "seating"
 * names the side that moved first. Ends with a newline. */
char *st_playtest_report_to_csv (const StPlaytestSeating *seatings, guint n_seatings);

G_END_DECLS
