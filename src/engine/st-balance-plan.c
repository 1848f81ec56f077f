/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <math.h>
#include <string.h>

#include "st-balance-plan.h"
#include "st-balance-players.h"

/* The stronger players' sample: a quarter of the games, at least this many. */
#define SAMPLE_GAMES 40
/* MCTS plays at least this many games a seating before Greedy plays instead. */
#define LEAST_MCTS_GAMES 60
/* Greedy plays at most this many games a seating. */
#define MOST_GREEDY_GAMES 1000
/* With Greedy players, the share of the budget of their MCTS check. */
#define SAMPLE_SHARE 0.6
/* A Random decision against a Greedy one. */
#define RANDOM_SHARE 0.05

/* Two significant figures, never more than iterations: budgets that differ by
 * the noise of a measurement share their cached strength. */
static guint
round_down_iterations (double iterations)
{
  double scale;

  if (iterations < 100)
    return (guint) MAX (1.0, floor (iterations));
  scale = pow (10, floor (log10 (iterations)) - 1);
  return (guint) (floor (iterations / scale) * scale);
}

static double
decision_seconds (const StBalanceCosts *costs, const StPlayerOptions *player)
{
  switch (player->kind)
    {
      case ST_PLAYER_RANDOM:
        return RANDOM_SHARE * costs->greedy_seconds;
      case ST_PLAYER_GREEDY:
        return costs->greedy_seconds;
      case ST_PLAYER_MCTS:
      case ST_N_PLAYER_KINDS:
      default:
        return player->iterations > 0
                   ? costs->decision_seconds + player->iterations * costs->iteration_seconds
                   : player->seconds;
    }
}

static double
speedup (const StBalanceCosts *costs)
{
  return MAX (costs->speedup, 1.0);
}

/* An MCTS game at iterations a move, wall time on the threads. */
static double
mcts_game_seconds (const StBalanceCosts *costs, double iterations)
{
  return costs->actions_a_game * (costs->decision_seconds + iterations * costs->iteration_seconds)
         / speedup (costs);
}

/* The iterations a move whose MCTS game takes seconds (may be below 1). */
static double
iterations_for (const StBalanceCosts *costs, double seconds)
{
  return (seconds * speedup (costs) / costs->actions_a_game - costs->decision_seconds)
         / costs->iteration_seconds;
}

double
st_balance_plan_run_seconds (const StBalanceCosts *costs, const StPlaytestOptions *options)
{
  double decision =
      (decision_seconds (costs, &options->players[0]) + decision_seconds (costs, &options->players[1])) / 2;

  return options->games * costs->actions_a_game * decision / speedup (costs);
}

/* The strength games: half of their decisions are MCTS's at iterations. */
static double
strength_seconds (const StBalanceCosts *costs, guint iterations)
{
  if (iterations == 0)
    return 0;
  return ST_BALANCE_STRENGTH_GAMES * costs->actions_a_game
         * (costs->decision_seconds + iterations * costs->iteration_seconds + costs->greedy_seconds) / 2
         / speedup (costs);
}

void
st_balance_plan_estimate (const StBalanceCosts *costs, guint seatings, StBalancePlan *plan)
{
  plan->seconds[ST_BALANCE_PART_STRENGTH] = strength_seconds (costs, plan->iterations);
  plan->seconds[ST_BALANCE_PART_RUN] = st_balance_plan_run_seconds (costs, &plan->options);
  plan->seconds[ST_BALANCE_PART_SAMPLE] = st_balance_plan_run_seconds (costs, &plan->stronger);
  plan->seconds[ST_BALANCE_PART_SWAPPED_RUN] = seatings > 1 ? plan->seconds[ST_BALANCE_PART_RUN] : 0;
  plan->seconds[ST_BALANCE_PART_SWAPPED_SAMPLE] = seatings > 1 ? plan->seconds[ST_BALANCE_PART_SAMPLE] : 0;
}

static void
set_players (StPlaytestOptions *o, StPlayerKind kind, guint iterations)
{
  for (int p = 0; p < 2; p++)
    {
      st_player_options_init (&o->players[p], kind);
      o->players[p].iterations = MAX (iterations, 1);
    }
}

void
st_balance_plan_greedy (const StBalanceCosts *costs,
                        double                seconds,
                        guint                 games,
                        guint                 seatings,
                        guint                 min_iterations,
                        StBalancePlan        *plan)
{
  StPlaytestOptions *o = &plan->options;
  double             greedy_game = costs->actions_a_game * costs->greedy_seconds / speedup (costs);
  double             sample_budget;
  guint              sample = MIN (SAMPLE_GAMES, games);
  guint              iterations = 4 * min_iterations;
  double             sample_seconds;

  memset (plan, 0, sizeof *plan);
  st_playtest_options_init (o);
  o->check_every = ST_PLAYTEST_CHECK_EVERY;
  plan->budget = seconds * ST_BALANCE_PLAN_SHARE;
  seatings = CLAMP (seatings, 1, 2);
  /* The verdict comes first: the check gets what the fewest games leave. */
  sample_budget = MAX (
      0, MIN (SAMPLE_SHARE * plan->budget, plan->budget - seatings * ST_BALANCE_MIN_GAMES * greedy_game));
  set_players (o, ST_PLAYER_GREEDY, 1);
  o->games = games;
  if (plan->budget > 0)
    {
      iterations = round_down_iterations (CLAMP (iterations_for (costs, sample_budget / (seatings * sample)),
                                                 min_iterations, 4 * min_iterations));
      /* Fewer games when even the least budget does not fit: the verdict comes
       * first, and a check of too few games says it could not check. */
      if (seatings * sample * mcts_game_seconds (costs, iterations) > sample_budget)
        sample =
            (guint) MIN (floor (sample_budget / (seatings * mcts_game_seconds (costs, iterations))), sample);
      sample_seconds = seatings * sample * mcts_game_seconds (costs, iterations);
      o->games = (guint) CLAMP (floor ((plan->budget - sample_seconds) / (seatings * greedy_game)),
                                ST_BALANCE_MIN_GAMES, MOST_GREEDY_GAMES);
    }
  plan->stronger = *o;
  set_players (&plan->stronger, ST_PLAYER_MCTS, iterations);
  plan->stronger.games = MIN (sample, o->games);
  plan->stronger.until_decisive = plan->stronger.games;
  st_balance_plan_estimate (costs, seatings, plan);
}

void
st_balance_plan_make (const StBalanceCosts *costs,
                      double                seconds,
                      guint                 games,
                      guint                 seatings,
                      guint                 min_iterations,
                      StBalancePlan        *plan)
{
  guint  greedy_games = games;
  double iterations;
  guint  sample;

  memset (plan, 0, sizeof *plan);
  st_playtest_options_init (&plan->options);
  plan->options.check_every = ST_PLAYTEST_CHECK_EVERY;
  plan->budget = seconds * ST_BALANCE_PLAN_SHARE;
  seatings = CLAMP (seatings, 1, 2);
  if (seconds <= 0)
    /* As long as it takes: MCTS at about 1 s a move. */
    iterations = 1.0 / costs->iteration_seconds;
  else
    /* MCTS with fewer games (down to LEAST_MCTS_GAMES) rather than Greedy with
     * more: a game of MCTS players costs a decision an action, the stronger
     * sample four times the iterations, the strength games half the decisions.
     * The budget pays the decisions' set-up on every game and iterations on
     * as many as four times the sample's. */
    for (;;)
      {
        double decisions, iteration_games;

        sample = MIN (MAX (SAMPLE_GAMES, games / 4), games);
        decisions = seatings * (games + (double) sample) + ST_BALANCE_STRENGTH_GAMES / 2.0;
        iteration_games = seatings * (games + 4.0 * sample) + ST_BALANCE_STRENGTH_GAMES / 2.0;
        iterations =
            (plan->budget * speedup (costs) / costs->actions_a_game - decisions * costs->decision_seconds)
            / (iteration_games * costs->iteration_seconds);
        if (iterations >= min_iterations || games <= LEAST_MCTS_GAMES)
          break;
        games = MAX (games / 2, LEAST_MCTS_GAMES);
      }
  if (iterations < min_iterations)
    {
      st_balance_plan_greedy (costs, seconds, greedy_games, seatings, min_iterations, plan);
      return;
    }
  plan->iterations = round_down_iterations (iterations);
  plan->options.games = games;
  set_players (&plan->options, ST_PLAYER_MCTS, plan->iterations);
  plan->stronger = plan->options;
  set_players (&plan->stronger, ST_PLAYER_MCTS, 4 * plan->iterations);
  plan->stronger.games = MIN (MAX (SAMPLE_GAMES, games / 4), games);
  /* Stronger players that draw most games check nothing: they play on, in
   * their time, until as many of their games are decisive. */
  plan->stronger.until_decisive = plan->stronger.games;
  st_balance_plan_estimate (costs, seatings, plan);
}

void
st_balance_costs_correct (StBalanceCosts *costs, guint iterations, guint games, double seconds)
{
  double game, iteration;

  if (iterations == 0 || games == 0 || seconds <= 0
      || seconds <= strength_seconds (costs, iterations) * games / ST_BALANCE_STRENGTH_GAMES)
    return;
  /* Half a game's decisions are MCTS's, half Greedy's, as in strength_seconds (). */
  game = seconds * speedup (costs) / games;
  iteration =
      (2 * game / costs->actions_a_game - costs->greedy_seconds - costs->decision_seconds) / iterations;
  costs->iteration_seconds = MAX (costs->iteration_seconds, iteration);
}

gint64
st_balance_plan_deadline (const StBalancePlan *plan, StBalancePart part, gint64 now, gint64 end)
{
  double rest = 0;

  g_return_val_if_fail (part < ST_N_BALANCE_PARTS, 0);

  if (end == 0)
    return 0;
  if (end <= now)
    return now;
  for (int k = part; k < ST_N_BALANCE_PARTS; k++)
    rest += plan->seconds[k];
  if (rest <= 0)
    return end;
  /* The games and samples of the seatings get their share and no more: when
   * the machine is slower than measured, every part is short alike, so the
   * two seatings (and their checks) keep equal time. */
  return now
         + (gint64) ((end - now)
                     * MIN (1.0, (part == ST_BALANCE_PART_STRENGTH ? ST_BALANCE_PLAN_SLACK : 1.0)
                                     * plan->seconds[part] / rest));
}
