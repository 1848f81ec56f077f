/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "core/st-scenario.h"
#include "engine/st-playtest-runner.h"

G_BEGIN_DECLS

/* A balance diff: the same players and seeds on two versions of a scenario, and
 * whether the first side's win rate changed for real (a two-proportion test),
 * with the change in length and end reasons and the edits between the versions. */

/* What a balance diff compares, in each seating played. One definition of the
 * win rate everywhere: the first player's share of the decisive games (draws
 * are their own figure, a share of all games). */
typedef enum
{
  ST_DIFF_WINS, /* the first player's share of decisive games */
  ST_DIFF_DRAWS, /* the share of games without a winner */
  ST_DIFF_LENGTH, /* mean turns */
} StDiffFigureKind;

typedef struct
{
  StDiffFigureKind kind;
  guint            seating; /* 0: the version's own first side moved first; 1: the other side */
  char            *first_side; /* the id of the side that moved first */
  double           old_value;
  double           new_value;
  double           change; /* new - old */
  double           low; /* its 95 % interval */
  double           high;
  double           z; /* change / its standard error */
  double           p_value;
  gboolean         real; /* p < 0.05 */
  char *text; /* translated: "With Blue moving first, 70 % of games are drawn instead of 44 % (…)" */
} StDiffFigure;

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
  GPtrArray        *edits; /* StScenarioChange*; NULL: the old version is a saved run */
  char             *statement; /* translated, plain words: the largest real change first */
  /* The other seating (the other side moving first), when both were played. */
  StPlaytestReport *old_swapped;
  StPlaytestReport *new_swapped;
  GPtrArray        *figures; /* StDiffFigure*: wins, draws and length of each seating */
  int               headline; /* the figure the statement is about: the real change of the largest z, else
                                 the largest z; -1 when no game changed */
  /* A comparison with a baseline (st_balance_diff_run_baseline): the old
   * version's runs taken from it rather than played (0 to 2), and why the old
   * version was played again (translated, NULL: it was not). */
  guint old_reused;
  char *replayed;
} StBalanceDiff;

/* An earlier run kept to compare later versions with: the version it played,
 * its options, and its reports (swapped NULL: one seating). Not owned. */
typedef struct
{
  StScenario             *scenario;
  StPlaytestOptions       options;
  const StPlaytestReport *report;
  const StPlaytestReport *swapped;
} StBalanceBaseline;

/* Plays options->games games on each version in each seating (both when the
 * family's scenarios can say who moves first); progress counts every run. NULL with an error when the
 * versions cannot be compared (another family, other sides) or either cannot be played, or when cancelled. */
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
/* The same with the other seating's runs too (either may be NULL: one seating).
 * old_game NULL: the old reports are a saved run's (st-balance-saved.h), whose
 * scenario and single games are not at hand: edits NULL, same_games FALSE. */
StBalanceDiff *st_balance_diff_compare_seatings (const StGame     *old_game,
                                                 StPlaytestReport *old_report,
                                                 StPlaytestReport *old_swapped,
                                                 const StGame     *new_game,
                                                 StPlaytestReport *new_report,
                                                 StPlaytestReport *new_swapped,
                                                 const char       *lang);
/* The same against a baseline, without playing its version again where its
 * runs stand for it: a run of the baseline is reused when it was played by the
 * same players (every option) with the same seed and has at least
 * options->games games (its first ones by index are taken: a game depends only
 * on the seed and its index). Otherwise that run is played again and
 * diff->replayed says why ("The old version was played again: it was played by
 * Greedy, this comparison plays MCTS, …"). */
StBalanceDiff *st_balance_diff_run_baseline (const StBalanceBaseline *baseline,
                                             StScenario              *new_,
                                             const StPlaytestOptions *options,
                                             const char              *lang,
                                             GCancellable            *cancellable,
                                             StPlaytestProgress       progress,
                                             gpointer                 user_data,
                                             GError                 **error);
/* Whether report, played with options played, stands for a run of options; if
 * not, why (translated, "it was played by Greedy, this comparison plays …") in
 * why (may be NULL). report NULL: that seating was not played. */
gboolean st_balance_baseline_reusable (const StPlaytestOptions *played,
                                       const StPlaytestReport  *report,
                                       const StPlaytestOptions *options,
                                       char                   **why);
void     st_balance_diff_free (StBalanceDiff *diff);
/* "wins", "draws", "length" for JSON. */
const char *st_diff_figure_kind_id (StDiffFigureKind kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StBalanceDiff, st_balance_diff_free)

/* The progress of one of several runs, as the progress of all of them: the
 * games of the runs before (offset) are added, of total. Pass
 * st_progress_offset_forward () and the StProgressOffset to st_playtest_run (). */
typedef struct
{
  StPlaytestProgress progress;
  gpointer           user_data;
  guint              offset;
  guint              total;
} StProgressOffset;

void st_progress_offset_forward (guint done, guint total, gpointer user_data);

G_END_DECLS
