/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "engine/st-balance-plan.h"
#include "engine/st-playtest-runner.h"

G_BEGIN_DECLS

/* Players chosen by a time the user understands ("about 1 minute") rather than
 * by iterations: the strongest players whose games fit, found by a short
 * measurement on the scenario itself, with how strong they are (measured
 * against Greedy, cached), and the players about four times stronger that
 * check the verdict on a sample of the games. */

typedef enum
{
  ST_BALANCE_TIME_MINUTE, /* about 1 minute */
  ST_BALANCE_TIME_TEN_MINUTES, /* about 10 minutes */
  ST_BALANCE_TIME_UNLIMITED, /* as long as it takes: MCTS at about 1 s a move */
  ST_N_BALANCE_TIMES
} StBalanceTime;

/* The MCTS budget below which Greedy plays instead: fewer iterations search too
 * little to be worth their cost. */
#define ST_BALANCE_MIN_ITERATIONS 25
/* Games MCTS plays against Greedy to say how strong it is (half from each seat). */
#define ST_BALANCE_STRENGTH_GAMES 8

typedef struct
{
  /* What the measurement found on this scenario, and the plan made from it. */
  StBalanceCosts costs;
  StBalancePlan  plan;
  /* When the whole run must end, measurement included (g_get_monotonic_time ();
   * 0: as long as it takes): each part's options.deadline comes from it
   * (st_balance_choice_deadline). */
  gint64 end;
  guint  seatings;
  /* The chosen players: options.players, options.games (a seating) and early
   * stopping; the caller sets seed and jobs. */
  StPlaytestOptions options;
  /* The players about four times stronger and the games of their sample (a
   * seating): the first games of the run, with the same seeds. */
  StPlaytestOptions stronger;
  double            seconds_a_move; /* the chosen MCTS's time a decision; 0: Greedy */
  /* MCTS against Greedy on this scenario (0 games: not measured). */
  guint    strength_games;
  guint    strength_wins;
  guint    strength_losses;
  gboolean strength_cached; /* read from the cache, not played this time */
  char    *description; /* translated: "MCTS, 0.2 s a move, beat Greedy in 7 of 8 games here" */
} StBalanceChoice;

/* "minute", "ten-minutes", "unlimited"; also "1m", "10m". */
gboolean    st_balance_time_from_string (const char *str, StBalanceTime *time);
const char *st_balance_time_to_string (StBalanceTime time);
/* "about 1 minute", "about 10 minutes", "as long as it takes", translated. */
const char *st_balance_time_label (StBalanceTime time);

/* Measures the scenario and chooses the players for time, with jobs threads and
 * one or both seatings. The measurement plays two Greedy games and a few MCTS
 * decisions; when MCTS is chosen, ST_BALANCE_STRENGTH_GAMES games against Greedy
 * (cached by the scenario's text and the budget in the user's cache folder,
 * "sandtable/player-strength.ini"). FALSE when cancelled. */
gboolean st_balance_choose_players (const StGame    *game,
                                    StBalanceTime    time,
                                    guint            jobs,
                                    gboolean         both_seatings,
                                    GCancellable    *cancellable,
                                    StBalanceChoice *choice,
                                    GError         **error);
/* The options of a run by time: the choice's players and games (games 0: the
 * choice's; else that many, and the sample at most as many, played to the last
 * without a time limit), with seed and jobs, for options and the stronger
 * players' sample (either may be NULL). The same for every command and page that
 * plays players chosen by time. */
void st_balance_choice_options (StBalanceChoice   *choice,
                                guint64            seed,
                                guint              jobs,
                                guint              games,
                                StPlaytestOptions *options,
                                StPlaytestOptions *stronger);
/* The deadline of part when it starts now, in options (0 when the choice has no
 * time limit). */
void
st_balance_choice_deadline (const StBalanceChoice *choice, StBalancePart part, StPlaytestOptions *options);

/* The stronger players for options' (players chosen by hand) and a sample of its
 * games (a quarter, at least 40 and at most all): Random gives Greedy, Greedy
 * gives MCTS at 4 × ST_BALANCE_MIN_ITERATIONS, MCTS four times its iterations or
 * its time. */
void st_balance_stronger_options (const StPlaytestOptions *options, StPlaytestOptions *stronger);
void st_balance_choice_clear (StBalanceChoice *choice);
/* "MCTS, 200 iterations a move", "Greedy", for people. */
char *st_balance_players_describe (const StPlayerOptions *player);

/* A time a move for the players' description, with two significant figures
 * ("0.21", "0.011", "0.00030"), in the user's locale. */
char *st_balance_format_move_seconds (double seconds);

G_END_DECLS
