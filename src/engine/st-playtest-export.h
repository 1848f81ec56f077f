/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-playtest-runner.h"

G_BEGIN_DECLS

/* A run as JSON (figures, end reasons and the verdict) with path as its "file",
 * and as CSV (one line a game). Both end with a newline. */
char *st_playtest_report_to_json (const char              *path,
                                  const StGame            *game,
                                  const StPlaytestOptions *options,
                                  const StPlaytestReport  *report);
char *st_playtest_report_to_csv (const StGame *game, const StPlaytestReport *report);

G_END_DECLS
