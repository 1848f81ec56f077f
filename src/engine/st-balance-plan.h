/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "engine/st-playtest-runner.h"

G_BEGIN_DECLS

/* The plan of a run by time, as a pure function of what the measurement found
 * (no clock here, so tests give it the costs they like): the players, the games
 * and the stronger players' sample whose estimated time fits the budget, and the
 * deadline of each part of the run that keeps the whole within it. */

/* What a measurement on the scenario found (st-balance-players.c). */
typedef struct
{
  double actions_a_game; /* in a Greedy game */
  double greedy_seconds; /* a Greedy decision, on one thread */
  double iteration_seconds; /* an MCTS iteration, on one thread */
  /* How many times faster the run's threads play together than one alone, as
   * measured (1 .. jobs): on a loaded machine less than the threads. */
  double speedup;
  /* What an MCTS decision costs besides its iterations (its set-up), on one thread. */
  double decision_seconds;
} StBalanceCosts;

/* The parts of a run by time, in the order they are played. */
typedef enum
{
  ST_BALANCE_PART_STRENGTH, /* MCTS against Greedy, to say how strong it is */
  ST_BALANCE_PART_RUN, /* the scenario's own seating */
  ST_BALANCE_PART_SAMPLE, /* its stronger players' sample */
  ST_BALANCE_PART_SWAPPED_RUN, /* the other side first */
  ST_BALANCE_PART_SWAPPED_SAMPLE,
  ST_N_BALANCE_PARTS
} StBalancePart;

typedef struct
{
  StPlaytestOptions options; /* the players and the games a seating */
  StPlaytestOptions stronger; /* the stronger players and their games a seating (played on for as
                                 many decisive games, until_decisive, in their time) */
  guint iterations; /* the MCTS iterations of the chosen players; 0: Greedy plays */
  /* The estimated wall time of each part (0: not played), and the time the
   * games may take (0: as long as it takes). */
  double seconds[ST_N_BALANCE_PARTS];
  double budget;
} StBalancePlan;

/* The share of the time that the plan fills: estimates are estimates. */
#define ST_BALANCE_PLAN_SHARE 0.85
/* The fewest Greedy games a seating a plan makes. */
#define ST_BALANCE_MIN_GAMES 20

/* The estimated wall time of options' games (a seating) at costs. */
double st_balance_plan_run_seconds (const StBalanceCosts *costs, const StPlaytestOptions *options);
/* The plan for seconds (0: as long as it takes) of wall time after the
 * measurement, with games_a_seating the time's usual games, for one or two
 * seatings. Greedy plays when MCTS would search fewer than min_iterations a
 * move; plan->iterations says which. */
void st_balance_plan_make (const StBalanceCosts *costs,
                           double                seconds,
                           guint                 games_a_seating,
                           guint                 seatings,
                           guint                 min_iterations,
                           StBalancePlan        *plan);
/* The plan with Greedy players (when MCTS did not beat Greedy): checked by MCTS
 * on a sample of up to 40 games a seating with min_iterations to 4 ×
 * min_iterations iterations as 60 % of the budget allows (fewer games, down to
 * none, when even min_iterations do not fit: the verdict comes first), and as
 * many Greedy games as the rest allows (at least ST_BALANCE_MIN_GAMES). */
void st_balance_plan_greedy (const StBalanceCosts *costs,
                             double                seconds,
                             guint                 games,
                             guint                 seatings,
                             guint                 min_iterations,
                             StBalancePlan        *plan);
/* The costs corrected by what the strength games cost: games of MCTS at
 * iterations against Greedy that took seconds of wall time. Never faster than
 * measured; slower when they took longer than the costs say (an MCTS decision
 * at few iterations costs more than its share of one at a hundred, MCTS games
 * last longer than Greedy's, the machine got busier): the MCTS iteration then
 * costs what makes them take that long. */
void st_balance_costs_correct (StBalanceCosts *costs, guint iterations, guint games, double seconds);
/* Fills plan->seconds from its options and stronger options (after a caller
 * changed them: `--games`, or Greedy instead of MCTS). */
void st_balance_plan_estimate (const StBalanceCosts *costs, guint seatings, StBalancePlan *plan);
/* The strength games may take this many times their share of the time left
 * (too few of them and MCTS is not chosen); they take from the parts after
 * them, never from the end. */
#define ST_BALANCE_PLAN_SLACK 2.0
/* The deadline of part when it starts at now (microseconds, any clock) and the
 * whole must end by end (0: no limit, returns 0): now plus the share of the
 * time left that the part's estimate is of the estimates of it and the parts
 * after it (ST_BALANCE_PLAN_SLACK times that for the strength games), at most
 * end. A part that ends early leaves its time to those after it; one that
 * would run over stops at its share, so that on a machine slower than
 * measured both seatings and their samples keep their shares. */
gint64 st_balance_plan_deadline (const StBalancePlan *plan, StBalancePart part, gint64 now, gint64 end);

G_END_DECLS
