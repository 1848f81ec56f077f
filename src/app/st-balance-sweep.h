/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "engine/st-sweep.h"

#include "st-balance-page.h"

G_BEGIN_DECLS

#define ST_TYPE_BALANCE_SWEEP (st_balance_sweep_get_type ())

G_DECLARE_FINAL_TYPE (StBalanceSweep, st_balance_sweep, ST, BALANCE_SWEEP, AdwBin)

/* Suggest a Change, on the Balance page: one parameter of the scenario played
 * at each of a list of values from both seatings with the page's players, a
 * chart of the first side's share of decisive games with its interval against
 * the value, the values that even the game marked, and Apply to set one as a
 * single undoable edit. */

/* A part of page: it plays with page's players and seed and edits page's
 * scenario through page's history. */
GtkWidget *st_balance_sweep_new (StBalancePage *page);
/* The scenario changed: the parameters it can vary. */
void st_balance_sweep_set_scenario (StBalanceSweep *self, StScenario *scenario);

/* For tests and scripts: the page's part. */
StBalanceSweep *st_balance_page_get_sweep (StBalancePage *page);
/* Picks the parameter (a name of st_sweep_param_names ()), the values ("6..12"
 * or "6,8") and the games a seating of each value; FALSE for a parameter the
 * scenario cannot vary. */
gboolean
st_balance_sweep_set_request (StBalanceSweep *self, const char *param, const char *values, guint games);
/* Starts the sweep (the Suggest button), or cancels it. */
void     st_balance_sweep_run (StBalanceSweep *self);
void     st_balance_sweep_cancel (StBalanceSweep *self);
gboolean st_balance_sweep_get_running (StBalanceSweep *self);
/* The last finished sweep, or NULL. */
const StSweepResult *st_balance_sweep_get_result (StBalanceSweep *self);
/* Who played the last finished sweep, as its result says: "Players for about 1
 * minute: …" (chosen by the page's Time row, measured on the scenario) or
 * "Players chosen by hand: Greedy against Greedy"; NULL before one. */
const char *st_balance_sweep_get_players (StBalanceSweep *self);
/* What the progress line says. */
const char *st_balance_sweep_get_state (StBalanceSweep *self);
/* Sets the i-th suggested value in the scenario as one undoable edit (an Apply
 * button); FALSE when there is none or nothing changed. */
gboolean st_balance_sweep_apply (StBalanceSweep *self, guint suggestion);

G_END_DECLS
