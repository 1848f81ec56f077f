/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "core/st-scenario.h"
#include "engine/st-playtest-runner.h"

G_BEGIN_DECLS

/* A balance diff: the same players and seeds on two versions of a scenario, and
 * whether the first side's win rate changed for real (a two-proportion test),
 * with the change in length and end reasons and the edits between the versions. */

typedef struct
{
  StPlaytestReport *old_report;
  StPlaytestReport *new_report;
  char             *side; /* the first side's id, the same in both versions */
  char             *side_name; /* its name for people */
  double            old_rate; /* the first side's wins / games */
  double            new_rate;
  double            change; /* new_rate - old_rate */
  double            change_low; /* 95 % interval of the change */
  double            change_high;
  double            z;
  double            p_value;
  gboolean          real; /* p < 0.05 */
  gboolean          same_games; /* every game ended alike on both versions: winner, reason, turns, actions */
  double            turns_change; /* mean turns, new - old */
  GPtrArray        *edits; /* StScenarioChange* */
  char             *statement; /* translated, plain words */
} StBalanceDiff;

/* Plays options->games games on each version; progress counts both runs (total
 * is twice the games). NULL with an error when the versions cannot be compared
 * (another family, other sides) or either cannot be played, or when cancelled. */
StBalanceDiff *st_balance_diff_run (StScenario              *old,
                                    StScenario              *new_,
                                    const StPlaytestOptions *options,
                                    const char              *lang,
                                    GCancellable            *cancellable,
                                    StPlaytestProgress       progress,
                                    gpointer                 user_data,
                                    GError                 **error);
/* The figures and statement from two finished runs (used by st_balance_diff_run). */
StBalanceDiff *st_balance_diff_compare (const StGame     *old_game,
                                        StPlaytestReport *old_report,
                                        const StGame     *new_game,
                                        StPlaytestReport *new_report,
                                        const char       *lang);
void           st_balance_diff_free (StBalanceDiff *diff);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StBalanceDiff, st_balance_diff_free)

G_END_DECLS
