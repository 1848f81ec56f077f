/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-balance-diff.h"
#include "engine/st-playtest-runner.h"

#include "st-page.h"

G_BEGIN_DECLS

#define ST_TYPE_BALANCE_PAGE (st_balance_page_get_type ())

G_DECLARE_FINAL_TYPE (StBalancePage, st_balance_page, ST, BALANCE_PAGE, StPage)

/* The balance page: many AI-against-AI games on the playtest runner's thread
 * pool, with a progress bar and Cancel, and the results as figures and charts. */

void st_balance_page_set_options (StBalancePage *self, const StPlaytestOptions *options);
void st_balance_page_get_options (StBalancePage *self, StPlaytestOptions *options);
/* Starts a run with the options shown (the same as the Run button). */
void     st_balance_page_run (StBalancePage *self);
void     st_balance_page_cancel (StBalancePage *self);
gboolean st_balance_page_get_running (StBalancePage *self);
/* The last finished run, or NULL. */
const StPlaytestReport *st_balance_page_get_report (StBalancePage *self);
/* Play each side first in turn (when the family can say who moves first); on
 * by default. */
void st_balance_page_set_both_seatings (StBalancePage *self, gboolean both);
/* Stop a run once the sequential test is clear. */
/* How the players are chosen: a StBalanceTime ("about 1 minute", the default),
 * or -1: by hand (st_balance_page_set_options () selects it). */
void st_balance_page_set_time (StBalancePage *self, int time);
int  st_balance_page_get_time (StBalancePage *self);
/* Check the verdict with stronger players when they are chosen by hand (off by
 * default, as `playtest --check-stronger`; always with players chosen by time). */
void st_balance_page_set_check_stronger (StBalancePage *self, gboolean check);
void st_balance_page_set_early_stop (StBalancePage *self, gboolean early);
/* The last run's games with the other side first, or NULL. */
const StPlaytestReport *st_balance_page_get_swapped_report (StBalancePage *self);
/* The verdict of the last run (StFinding*), or NULL. */
GPtrArray *st_balance_page_get_verdict (StBalancePage *self);
/* Emits "replay" with the log of game index of the last run (of its swapped
 * seating when swapped), as a Replay button of the games list does. */
void st_balance_page_replay_game (StBalancePage *self, gboolean swapped, guint index);
/* Writes the last run (both its seatings) to file as Export JSON… or Export
 * CSV… do once the file is picked: what `sandtable-cli playtest --json/--csv`
 * prints for the same run. */
gboolean st_balance_page_export_to (StBalancePage *self, GFile *file, gboolean json, GError **error);
/* Compares the scenario with another version of it (as Compare with File… does
 * after the file is picked); the result is st_balance_page_get_diff (). */
void                 st_balance_page_compare_with (StBalancePage *self, GFile *file);
const StBalanceDiff *st_balance_page_get_diff (StBalancePage *self);
/* Earlier runs kept as baselines (the last 5, newest first): compares the
 * version being edited with baseline index, with that run's players and seeds. */
guint st_balance_page_get_n_baselines (StBalancePage *self);
void  st_balance_page_compare_baseline (StBalancePage *self, guint index);
/* A saved report (what `playtest --json` printed or Export JSON… wrote, one
 * seating or both) as a baseline, named after its file: its run stands for the
 * old version, whose games are not played again (st-balance-saved.h). FALSE
 * with an error naming the file (and the place in it) when it is not such a
 * report of this scenario. */
gboolean st_balance_page_load_report (StBalancePage *self, GFile *file, GError **error);
/* The same as Load Report… once the file is picked: an error is shown in a dialog. */
void st_balance_page_load_report_file (StBalancePage *self, GFile *file);
/* The text shown for one figure: "win-rate", "wins", "draws", "length",
 * "endings", or "state" (what the progress line says). */
const char *st_balance_page_get_figure (StBalancePage *self, const char *name);

G_END_DECLS
