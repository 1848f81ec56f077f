/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "core/st-locale.h"
#include "core/st-scenario-io.h"
#include "st-balance-players.h"
#include "st-player.h"
#include "engine/st-game-referee.h"

/* The stronger players' sample of players chosen by hand: a quarter of the
 * games, at least this many. */
#define MIN_SAMPLE 40
/* MCTS iterations the measurement runs a decision. */
#define PROBE_ITERATIONS 100
#define PROBE_FEW_ITERATIONS ST_BALANCE_MIN_ITERATIONS
#define PROBE_DECISIONS 8
#define PROBE_SECONDS 0.5

static const char *const time_ids[] = { "minute", "ten-minutes", "unlimited" };
static const double      time_seconds[] = { 60.0, 600.0, 0.0 };
/* Games a seating: enough for an interval of about ±10 points in a minute. */
static const guint time_games[] = { 60, 200, 200 };

gboolean
st_balance_time_from_string (const char *str, StBalanceTime *time)
{
  static const char *const short_ids[] = { "1m", "10m", "unlimited" };

  for (int t = 0; t < ST_N_BALANCE_TIMES; t++)
    if (g_strcmp0 (str, time_ids[t]) == 0 || g_strcmp0 (str, short_ids[t]) == 0)
      {
        *time = (StBalanceTime) t;
        return TRUE;
      }
  return FALSE;
}

const char *
st_balance_time_to_string (StBalanceTime time)
{
  g_return_val_if_fail (time < ST_N_BALANCE_TIMES, NULL);
  return time_ids[time];
}

const char *
st_balance_time_label (StBalanceTime time)
{
  static const char *const labels[] = { N_ ("about 1 minute"), N_ ("about 10 minutes"),
                                        N_ ("as long as it takes") };

  g_return_val_if_fail (time < ST_N_BALANCE_TIMES, NULL);
  return _ (labels[time]);
}

void
st_balance_choice_clear (StBalanceChoice *choice)
{
  g_clear_pointer (&choice->description, g_free);
}

static double
now (void)
{
  return (double) g_get_monotonic_time () / G_USEC_PER_SEC;
}

char *
st_balance_players_describe (const StPlayerOptions *player)
{
  switch (player->kind)
    {
      case ST_PLAYER_RANDOM:
        return g_strdup (_ ("Random"));
      case ST_PLAYER_GREEDY:
        return g_strdup (_ ("Greedy"));
      case ST_PLAYER_MCTS:
      case ST_N_PLAYER_KINDS:
      default:
        break;
    }
  if (player->iterations == 0)
    {
      g_autofree char *seconds = st_locale_format_decimal (player->seconds, 2, FALSE);

      /* Translators: an MCTS player with a time budget, "MCTS, 0.5 s a move". */
      return g_strdup_printf (_ ("MCTS, %s s a move"), seconds);
    }
  /* Translators: an MCTS player with an iteration budget. */
  return g_strdup_printf (
      ngettext ("MCTS, %u iteration a move", "MCTS, %u iterations a move", player->iterations),
      player->iterations);
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
st_balance_stronger_options (const StPlaytestOptions *options, StPlaytestOptions *stronger)
{
  *stronger = *options;
  stronger->games = CLAMP (options->games / 4, MIN (MIN_SAMPLE, options->games), options->games);
  for (int p = 0; p < 2; p++)
    {
      StPlayerOptions *s = &stronger->players[p];

      switch (options->players[p].kind)
        {
          case ST_PLAYER_RANDOM:
            st_player_options_init (s, ST_PLAYER_GREEDY);
            break;
          case ST_PLAYER_GREEDY:
            st_player_options_init (s, ST_PLAYER_MCTS);
            s->iterations = 4 * ST_BALANCE_MIN_ITERATIONS;
            break;
          case ST_PLAYER_MCTS:
          case ST_N_PLAYER_KINDS:
          default:
            if (s->iterations > 0)
              s->iterations *= 4;
            else
              s->seconds *= 4;
            break;
        }
    }
}

/* Times Greedy games, alone and on jobs threads together, and MCTS decisions
 * on the scenario. */
static void
measure (const StGame *game, guint jobs, StBalanceCosts *c)
{
  StPlaytestOptions o;
  StPlayerOptions   mcts, few;
  StPlaytestGame    result;
  guint             actions = 0, decisions = 0;
  double            start, few_seconds = 0, many_seconds = 0;
  g_autoptr (StState) state = NULL;
  g_autoptr (StPlayer) searcher = NULL;
  g_autoptr (StPlayer) quick = NULL;

  st_playtest_options_init (&o);
  set_players (&o, ST_PLAYER_GREEDY, 1);
  start = now ();
  for (guint i = 0; i < 2; i++)
    {
      st_playtest_play_one (game, &o, i, &result);
      actions += result.actions;
    }
  c->actions_a_game = MAX (1.0, actions / 2.0);
  c->greedy_seconds = MAX (1e-7, (now () - start) / MAX (actions, 1));
  c->speedup = 1;
  if (jobs > 1)
    {
      /* Threads share the processors with everything else the machine runs: how
       * much faster they play together is measured, not assumed. */
      g_autoptr (StPlaytestReport) r = NULL;
      double seconds;

      o.games = 2 * jobs;
      o.jobs = jobs;
      o.seed = 2;
      start = now ();
      r = st_playtest_run (game, &o, NULL, NULL, NULL, NULL);
      seconds = now () - start;
      if (r != NULL && r->games > 0 && seconds > 0)
        c->speedup = CLAMP (c->greedy_seconds / (seconds / MAX (r->mean_actions * r->games, 1)), 1.0, jobs);
    }

  /* MCTS decisions at two budgets in the same positions: what a decision
   * costs besides its iterations (its set-up, which weighs on a decision of
   * 25 iterations four times as much as on one of 100) and an iteration. */
  st_player_options_init (&mcts, ST_PLAYER_MCTS);
  mcts.iterations = PROBE_ITERATIONS;
  few = mcts;
  few.iterations = PROBE_FEW_ITERATIONS;
  searcher = st_player_new (game, &mcts, 1);
  quick = st_player_new (game, &few, 1);
  state = st_game_new_initial_state (game, 1);
  start = now ();
  while (decisions < PROBE_DECISIONS && !st_game_is_terminal (game, state) && now () - start < PROBE_SECONDS)
    {
      g_autoptr (StState) observation = st_game_observation (game, state);
      double at = now ();

      st_player_choose (quick, observation);
      few_seconds += now () - at;
      at = now ();
      st_game_apply (game, state, st_player_choose (searcher, observation));
      many_seconds += now () - at;
      decisions++;
    }
  {
    double few_iterations = (double) st_player_iterations (quick) / MAX (decisions, 1);
    double many_iterations = (double) st_player_iterations (searcher) / MAX (decisions, 1);
    double few_decision = few_seconds / MAX (decisions, 1), many_decision = many_seconds / MAX (decisions, 1);

    if (decisions > 0 && many_iterations > few_iterations + 1 && many_decision > few_decision)
      {
        c->iteration_seconds = (many_decision - few_decision) / (many_iterations - few_iterations);
        c->decision_seconds = CLAMP (few_decision - few_iterations * c->iteration_seconds, 0, few_decision);
      }
    else
      {
        /* Too noisy to tell the two apart: the set-up in the iterations' cost. */
        c->iteration_seconds = (few_seconds + many_seconds)
                               / MAX (st_player_iterations (quick) + st_player_iterations (searcher), 1);
        c->decision_seconds = 0;
      }
    c->iteration_seconds = MAX (1e-8, c->iteration_seconds);
  }
}

/* A time a move with two significant figures: "0.21", "0.011", "0.00030" (fixed
 * decimals read "0.000 s a move" for 26 iterations of manoeuvre). */
char *
st_balance_format_move_seconds (double seconds)
{
  int decimals = seconds > 0 ? 1 - (int) floor (log10 (seconds)) : 2;

  return st_locale_format_decimal (seconds, CLAMP (decimals, 2, 6), FALSE);
}

static char *
cache_file (void)
{
  return g_build_filename (g_get_user_cache_dir (), "sandtable", "player-strength.ini", NULL);
}

static char *
scenario_key (const StGame *game)
{
  gsize            length = 0;
  g_autofree char *xml = st_scenario_to_xml (st_game_scenario (game), &length);

  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) xml, length);
}

static gboolean
cache_read (const char *group, const char *key, StBalanceChoice *c)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autofree char    *path = cache_file ();
  g_autofree guint64 *values = NULL;
  gsize               n = 0;

  if (!g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, NULL))
    return FALSE;
  {
    g_autofree int *ints = g_key_file_get_integer_list (file, group, key, &n, NULL);

    if (ints == NULL || n != 3 || ints[0] < 0 || ints[1] < 0 || ints[2] < ints[0] + ints[1])
      return FALSE;
    c->strength_wins = (guint) ints[0];
    c->strength_losses = (guint) ints[1];
    c->strength_games = (guint) ints[2];
  }
  return TRUE;
}

static void
cache_write (const char *group, const char *key, const StBalanceChoice *c)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autofree char *path = cache_file ();
  g_autofree char *folder = g_path_get_dirname (path);
  int              ints[3] = { (int) c->strength_wins, (int) c->strength_losses, (int) c->strength_games };

  g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, NULL);
  g_key_file_set_integer_list (file, group, key, ints, 3);
  /* A cache: when it cannot be written the strength is measured again next time. */
  if (g_mkdir_with_parents (folder, 0700) == 0)
    g_key_file_save_to_file (file, path, NULL);
}

/* MCTS at the chosen budget against Greedy, half the games from each seat. */
static gboolean
measure_strength (const StGame    *game,
                  guint            iterations,
                  guint            jobs,
                  GCancellable    *cancellable,
                  StBalanceChoice *c,
                  GError         **error)
{
  g_autofree char  *group = scenario_key (game);
  g_autofree char  *key = g_strdup_printf ("mcts-%u", iterations);
  StPlaytestOptions o;
  gboolean          complete = TRUE;

  if (cache_read (group, key, c))
    {
      c->strength_cached = TRUE;
      return TRUE;
    }
  st_playtest_options_init (&o);
  o.games = ST_BALANCE_STRENGTH_GAMES / 2;
  o.jobs = MAX (jobs, 1);
  o.seed = 1;
  st_balance_choice_deadline (c, ST_BALANCE_PART_STRENGTH, &o);
  c->strength_games = c->strength_wins = c->strength_losses = 0;
  for (int seat = 0; seat < 2; seat++)
    {
      g_autoptr (StPlaytestReport) r = NULL;

      st_player_options_init (&o.players[seat], ST_PLAYER_MCTS);
      o.players[seat].iterations = iterations;
      st_player_options_init (&o.players[1 - seat], ST_PLAYER_GREEDY);
      if ((r = st_playtest_run (game, &o, cancellable, NULL, NULL, error)) == NULL)
        return FALSE;
      c->strength_games += r->games;
      c->strength_wins += r->wins[seat];
      c->strength_losses += r->wins[1 - seat];
      complete = complete && !r->out_of_time;
    }
  /* Out of time, the games played say how strong it is this time only. */
  if (complete)
    cache_write (group, key, c);
  return TRUE;
}

void
st_balance_choice_deadline (const StBalanceChoice *choice, StBalancePart part, StPlaytestOptions *options)
{
  options->deadline = st_balance_plan_deadline (&choice->plan, part, g_get_monotonic_time (), choice->end);
}

void
st_balance_choice_options (StBalanceChoice   *choice,
                           guint64            seed,
                           guint              jobs,
                           guint              games,
                           StPlaytestOptions *options,
                           StPlaytestOptions *stronger)
{
  if (games > 0)
    {
      /* Games given by the user are played to the last: no time limit. */
      choice->end = 0;
      choice->options.games = choice->plan.options.games = games;
      choice->stronger.games = choice->plan.stronger.games = MIN (choice->stronger.games, games);
      choice->stronger.until_decisive = choice->plan.stronger.until_decisive = 0;
      st_balance_plan_estimate (&choice->costs, choice->seatings, &choice->plan);
    }
  choice->options.seed = choice->stronger.seed = seed;
  choice->options.jobs = choice->stronger.jobs = MAX (jobs, 1);
  if (options != NULL)
    *options = choice->options;
  if (stronger != NULL)
    *stronger = choice->stronger;
}

/* The time left until the choice's end, in seconds: at least a millisecond (0
 * would be "as long as it takes"). */
static double
seconds_left (const StBalanceChoice *c)
{
  return MAX (1e-3, (double) (c->end - g_get_monotonic_time ()) / G_USEC_PER_SEC);
}

gboolean
st_balance_choose_players (const StGame    *game,
                           StBalanceTime    time,
                           guint            jobs,
                           gboolean         both_seatings,
                           GCancellable    *cancellable,
                           StBalanceChoice *c,
                           GError         **error)
{
  g_autofree char *seconds = NULL;
  guint            chosen;
  double           planned;

  g_return_val_if_fail (time < ST_N_BALANCE_TIMES, FALSE);

  memset (c, 0, sizeof *c);
  c->seatings = both_seatings ? 2 : 1;
  if (time_seconds[time] > 0)
    c->end = g_get_monotonic_time () + (gint64) (time_seconds[time] * G_USEC_PER_SEC);
  measure (game, MAX (jobs, 1), &c->costs);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  planned = c->end ? seconds_left (c) : 0;
  st_balance_plan_make (&c->costs, planned, time_games[time], c->seatings, ST_BALANCE_MIN_ITERATIONS,
                        &c->plan);
  g_debug (
      "measured %.0f actions a Greedy game, %.3g s a Greedy decision, %.3g s an MCTS iteration "
      "and %.3g s its decision's set-up, "
      "speed-up %.2f; plan: %u games + %u stronger a seating, %u iterations, %.1f + %.1f + %.1f s of %.1f s",
      c->costs.actions_a_game, c->costs.greedy_seconds, c->costs.iteration_seconds, c->costs.decision_seconds,
      c->costs.speedup, c->plan.options.games, c->plan.stronger.games, c->plan.iterations,
      c->plan.seconds[ST_BALANCE_PART_STRENGTH], c->plan.seconds[ST_BALANCE_PART_RUN],
      c->plan.seconds[ST_BALANCE_PART_SAMPLE], c->plan.budget);
  chosen = c->plan.iterations;
  if (chosen > 0)
    {
      double start = now ();

      if (!measure_strength (game, chosen, jobs, cancellable, c, error))
        return FALSE;
      if (!c->strength_cached && c->end != 0)
        {
          /* The strength games are MCTS games at the chosen budget: what they
           * took says what its games cost, better than a few decisions did.
           * When MCTS at that budget no longer fits the same time (the
           * strength games included, as at first), Greedy plays. */
          StBalancePlan again;

          st_balance_costs_correct (&c->costs, chosen, c->strength_games, now () - start);
          st_balance_plan_make (&c->costs, planned, time_games[time], c->seatings, ST_BALANCE_MIN_ITERATIONS,
                                &again);
          g_debug ("strength games: %u in %.1f s, %.3g s an MCTS iteration; plan again: %u iterations",
                   c->strength_games, now () - start, c->costs.iteration_seconds, again.iterations);
          if (again.iterations < chosen)
            {
              c->seconds_a_move = chosen * c->costs.iteration_seconds;
              seconds = st_balance_format_move_seconds (c->seconds_a_move);
              st_balance_plan_greedy (&c->costs, seconds_left (c), time_games[time], c->seatings,
                                      ST_BALANCE_MIN_ITERATIONS, &c->plan);
              /* Translators: why Greedy plays after all: "Greedy: MCTS at 25 iterations a move took 0.011 s a
               * move here, too slow for this time". */
              c->description = g_strdup_printf (
                  _ ("Greedy: MCTS at %u iterations a move took %s s a move here, too slow for this time"),
                  chosen, seconds);
              c->seconds_a_move = 0;
              chosen = 0;
            }
        }
    }
  if (chosen > 0)
    {
      c->seconds_a_move = chosen * c->costs.iteration_seconds;
      seconds = st_balance_format_move_seconds (c->seconds_a_move);
      if (c->strength_wins <= c->strength_losses)
        {
          st_balance_plan_greedy (&c->costs, c->end ? seconds_left (c) : 0, time_games[time], c->seatings,
                                  ST_BALANCE_MIN_ITERATIONS, &c->plan);
          /* Translators: why Greedy plays: "Greedy: MCTS at 0.012 s a move beat it in only 3 of 8 games
           * here". */
          c->description =
              g_strdup_printf (_ ("Greedy: MCTS at %s s a move beat it in only %u of %u games here"), seconds,
                               c->strength_wins, c->strength_games);
          c->seconds_a_move = 0;
        }
      else
        /* Translators: the chosen players and how strong they are, measured on this scenario: "MCTS, 0.2 s a
         * move (1900 iterations), beat Greedy in 7 of 8 games here". */
        c->description =
            g_strdup_printf (_ ("MCTS, %s s a move (%u iterations), beat Greedy in %u of %u games here"),
                             seconds, chosen, c->strength_wins, c->strength_games);
    }
  else if (c->description == NULL)
    c->description = g_strdup_printf (_ ("Greedy: in this time MCTS could search fewer than %u iterations "
                                         "a move, too few to play better"),
                                      ST_BALANCE_MIN_ITERATIONS);
  c->options = c->plan.options;
  c->stronger = c->plan.stronger;
  c->options.jobs = c->stronger.jobs = MAX (jobs, 1);
  return TRUE;
}
