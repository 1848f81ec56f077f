/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "core/st-locale.h"
#include "engine/st-balance-players.h"
#include "engine/st-balance.h"
#include "engine/st-game-log.h"
#include "engine/st-playtest-export.h"
#include "engine/st-playtest-runner.h"
#include "st-cli.h"

/* `playtest FILE`: many AI games, their figures and the verdict in words; with
 * --both-seatings again with the other side moving first. */

/* Progress over both seatings: the second run's games follow the first's. */
typedef struct
{
  StCliProgress progress;
  guint         offset;
  guint         total;
} Progress;

static void
run_progress (guint done, guint total, gpointer user_data)
{
  Progress *p = user_data;

  st_cli_run_progress (p->offset + done, p->total, &p->progress);
}

static char *
percent (guint part, guint whole)
{
  g_autofree char *number = st_locale_format_decimal (whole ? 100.0 * part / whole : 0.0, 1, FALSE);

  /* Translators: a percentage, "58.3 %". */
  return g_strdup_printf (_ ("%s %%"), number);
}

static void
print_seating (const StGame *game, const StPlaytestOptions *o, const StPlaytestReport *r)
{
  g_autofree char *rate = st_locale_format_decimal (r->first_player_win_rate * 100, 1, FALSE);
  g_autofree char *low = st_locale_format_decimal (r->first_player_win_low * 100, 1, FALSE);
  g_autofree char *high = st_locale_format_decimal (r->first_player_win_high * 100, 1, FALSE);
  g_autofree char *second = percent (r->wins[1], r->wins[0] + r->wins[1]);
  g_autofree char *draws = percent (r->draws, r->games);
  g_autofree char *mean = st_locale_format_decimal (r->mean_turns, 2, FALSE);
  g_autofree char *median = st_locale_format_decimal (r->median_turns, 1, FALSE);
  g_autofree char *actions = st_locale_format_decimal (r->mean_actions, 1, FALSE);
  g_autofree char *first = st_balance_players_describe (&o->players[0]);
  g_autofree char *second_player = st_balance_players_describe (&o->players[1]);

  /* The players by the names the page and the verdict give them ("Greedy", "MCTS, 200 iterations a move"). */
  /* Translators: "Games: 400, Blue (Greedy) against Red (MCTS, 200 iterations a move)". */
  printf (_ ("  Games:             %u, %s (%s) against %s (%s)\n"), r->games, st_cli_side_name (game, 0),
          first, st_cli_side_name (game, 1), second_player);
  if (r->out_of_time)
    printf (_ ("                     the time ran out after %u of the %u games asked for\n"), r->games,
            r->games_planned);
  else if (r->games < r->games_planned)
    printf (_ ("                     the answer was clear after %u of the %u games asked for\n"), r->games,
            r->games_planned);
  /* One definition of a win rate, the verdict's and the JSON's: a share of the decisive games; the side
   * is named, as on the page. */
  /* Translators: "First player wins (Blue): 47.7 % of 365 decisive games (95 % interval 42.6–52.8 %)". */
  printf (_ ("  First player wins (%s): %s %% of %u decisive games (95 %% interval %s–%s %%)\n"),
          st_cli_side_name (game, 0), rate, r->wins[0] + r->wins[1], low, high);
  /* Translators: "Second player wins (Red): 52.3 % of decisive games". */
  printf (_ ("  Second player wins (%s): %s of decisive games\n"), st_cli_side_name (game, 1), second);
  printf (_ ("  Draws:             %s of all games\n"), draws);
  printf (_ ("  Length:            %s turns on average, median %s, %s actions a game\n"), mean, median,
          actions);
  printf (_ ("  How games ended:\n"));
  for (guint e = 1; e < r->n_end_reasons; e++)
    if (r->end_reasons[e] > 0)
      {
        const char *explanation = st_game_end_reason_explanation (game, e);

        printf ("    %s: %u", st_game_end_reason_label (game, e), r->end_reasons[e]);
        if (explanation != NULL)
          printf (" — %s", explanation);
        printf ("\n");
      }
  for (guint t = 0; t <= r->max_turns; t++)
    if (r->turn_histogram[t] > 0)
      printf (_ ("  Ended in turn %2u:  %u\n"), t, r->turn_histogram[t]);
}

static void
print_text (const char              *path,
            const StPlaytestOptions *o,
            const StPlaytestSeating *seatings,
            guint                    n,
            const StPlaytestExtras  *extras)
{
  const StGame *game = seatings[0].game;
  g_autoptr (GPtrArray) verdict = NULL;

  printf ("%s\n", path);
  if (extras->description != NULL)
    {
      StBalanceTime time = ST_BALANCE_TIME_MINUTE;

      st_balance_time_from_string (extras->time, &time);
      /* Translators: "Players for about 1 minute: MCTS, 0.2 s a move, …". */
      printf (_ ("Players for %s: %s\n"), st_balance_time_label (time), extras->description);
    }
  if (extras->stronger != NULL)
    {
      g_autofree char *stronger = st_balance_players_describe (&extras->stronger->players[0]);

      /* The check's time may cut a seating's sample, or it may play on for
       * decisive games: each seating's count is its own. */
      if (n > 1 && seatings[1].stronger != NULL && seatings[1].stronger->games != seatings[0].stronger->games)
        /* Translators: "Checked with stronger players: MCTS, 59 iterations a move, on
         * the first 43 and 41 games of the two seatings". */
        printf (_ ("Checked with stronger players: %s, on the first %u and %u games of the two seatings\n"),
                stronger, seatings[0].stronger->games, seatings[1].stronger->games);
      else
        printf (ngettext ("Checked with stronger players: %s, on the first %u game of each seating\n",
                          "Checked with stronger players: %s, on the first %u games of each seating\n",
                          seatings[0].stronger->games),
                stronger, seatings[0].stronger->games);
    }
  for (guint i = 0; i < n; i++)
    {
      if (n > 1)
        /* Translators: the heading of one seating of a run, "Blue moves first:". */
        printf (_ ("%s moves first:\n"), st_cli_side_name (seatings[i].game, 0));
      print_seating (seatings[i].game, o, seatings[i].report);
    }
  verdict = st_playtest_seatings_verdict (seatings, n, st_cli_language (st_game_scenario (game)));
  printf (_ ("Verdict:\n"));
  for (guint i = 0; i < verdict->len; i++)
    printf ("  - %s\n", ((const StFinding *) g_ptr_array_index (verdict, i))->text);
}

/* Game index of the run, replayed as the runner plays it: its log and result. */
static int
print_game_log (const StGame *game, const StPlaytestOptions *options, guint index)
{
  g_autoptr (StGameLog) log = NULL;
  g_autoptr (StState) state = NULL;
  g_autofree char *text = NULL, *result = NULL;
  int              line, column;

  if (index >= options->games)
    {
      g_printerr (_ ("sandtable-cli playtest: --log-game must be below --games\n"));
      return ST_CLI_USAGE;
    }
  log = st_playtest_game_log (game, options, index);
  if ((state = st_game_replay (game, log, &line, &column, NULL)) == NULL)
    return ST_CLI_INVALID;
  text = st_game_log_to_string (log);
  result = st_cli_describe_result (game, state, FALSE);
  printf ("%s# %s\n", text, result);
  return ST_CLI_OK;
}

int
st_cli_playtest (int argc, char **argv)
{
  gboolean     json = FALSE, csv = FALSE, both = FALSE, early = FALSE, stronger_check = FALSE;
  int          log_game = -1;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_ ("Print JSON"), NULL },
    { "csv", 0, 0, G_OPTION_ARG_NONE, &csv, N_ ("Print one CSV line a game"), NULL },
    { "both-seatings", 0, 0, G_OPTION_ARG_NONE, &both,
      N_ ("Play the games again with the other side moving first"), NULL },
    { "stop-when-clear", 0, 0, G_OPTION_ARG_NONE, &early,
      N_ ("Stop once a sequential test can tell whether a side is favoured"), NULL },
    { "check-stronger", 0, 0, G_OPTION_ARG_NONE, &stronger_check,
      N_ ("Check the verdict with stronger players on a quarter of the games (always with --time)"), NULL },
    { "log-game", 0, 0, G_OPTION_ARG_INT, &log_game,
      N_ ("Play only game N of the run and print its log (as play --canonical does)"), N_ ("N") },
    { NULL },
  };
  g_autoptr (GOptionContext) context =
      g_option_context_new (_ ("FILE — play many games and report statistics"));
  g_autoptr (StGame) game = NULL;
  g_autoptr (StGame) swapped_game = NULL;
  StPlaytestReport *reports[2] = { NULL, NULL };
  StPlaytestReport *stronger[2] = { NULL, NULL };
  g_autoptr (GError) error = NULL;
  StPlaytestOptions options;
  StPlaytestSeating seatings[2];
  StBalanceChoice   choice = { 0 };
  StPlaytestExtras  extras = { NULL };
  guint             n = 1;
  StCliRun          run;
  Progress          progress = { { G_MAXUINT }, 0, 0 };
  int               status = ST_CLI_USAGE;

  st_cli_run_init (&run);
  st_cli_run_add_entries (&run, context);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  st_cli_add_quiet_option (context);
  st_cli_shard_add_entries (context, argc, argv);
  if (!st_cli_parse_options (context, &argc, &argv))
    goto out;
  if (argc != 2)
    {
      g_printerr (_ ("sandtable-cli playtest: expected one FILE\n"));
      goto out;
    }
  if (json && csv)
    {
      g_printerr (_ ("sandtable-cli playtest: --json and --csv exclude each other\n"));
      goto out;
    }
  if (!st_cli_run_options ("playtest", &run, &options))
    goto out;
  if (early)
    options.check_every = ST_PLAYTEST_CHECK_EVERY;
  if (!st_cli_shard_setup ("playtest", &options))
    goto out;
  status = ST_CLI_INVALID;
  if ((game = st_cli_load_game (argv[1], TRUE)) == NULL)
    goto out;
  if (both)
    {
      g_autoptr (StScenario) other = st_balance_swapped_scenario (game);

      if (other == NULL)
        {
          g_printerr (_ ("%s: error: the scenarios of this family cannot say which side moves first, so "
                         "--both-seatings cannot be played\n"),
                      argv[1]);
          goto out;
        }
      if ((swapped_game = st_game_new_from_scenario (other, &error)) == NULL)
        {
          g_printerr ("%s: error: %s\n", argv[1], error->message);
          goto out;
        }
    }
  if (!st_cli_run_choose ("playtest", &run, game, swapped_game != NULL, &options, &choice))
    goto out;
  if (choice.description != NULL || stronger_check)
    {
      if (choice.description == NULL)
        st_balance_stronger_options (&options, &choice.stronger);
      extras.stronger = &choice.stronger;
    }
  if (choice.description != NULL)
    {
      StBalanceTime time = ST_BALANCE_TIME_MINUTE;

      st_cli_run_by_time (&run, &time);
      extras.time = st_balance_time_to_string (time);
      extras.description = choice.description;
      extras.seconds_a_move = choice.seconds_a_move;
      extras.strength_games = choice.strength_games;
      extras.strength_wins = choice.strength_wins;
      extras.strength_losses = choice.strength_losses;
    }
  if (log_game >= 0)
    {
      status = print_game_log (game, &options, (guint) log_game);
      goto out;
    }
  n = swapped_game != NULL ? 2 : 1;
  seatings[0] = (StPlaytestSeating){ game, NULL, NULL };
  seatings[1] = (StPlaytestSeating){ swapped_game, NULL, NULL };
  progress.total = (options.games + (extras.stronger ? extras.stronger->games : 0)) * n;
  for (guint i = 0; i < n && error == NULL; i++)
    {
      /* By time, each part stops at its share of the time left. */
      if (choice.description != NULL)
        st_balance_choice_deadline (&choice, i == 0 ? ST_BALANCE_PART_RUN : ST_BALANCE_PART_SWAPPED_RUN,
                                    &options);
      reports[i] = st_playtest_run (seatings[i].game, &options, NULL, run_progress, &progress, &error);
      if (reports[i] != NULL)
        {
          progress.offset += reports[i]->games;
          /* A run that stopped early leaves fewer games to play. */
          progress.total -= options.games - reports[i]->games;
        }
      if (reports[i] != NULL && extras.stronger != NULL)
        {
          if (choice.description != NULL)
            st_balance_choice_deadline (
                &choice, i == 0 ? ST_BALANCE_PART_SAMPLE : ST_BALANCE_PART_SWAPPED_SAMPLE, &choice.stronger);
          stronger[i] =
              st_playtest_run (seatings[i].game, extras.stronger, NULL, run_progress, &progress, &error);
          if (stronger[i] != NULL)
            {
              progress.offset += stronger[i]->games;
              progress.total -= extras.stronger->games - stronger[i]->games;
            }
        }
      seatings[i].report = reports[i];
      seatings[i].stronger = stronger[i];
    }
  /* A run that stopped early left the progress line short of its total. */
  if (progress.progress.last_percent != 100)
    g_printerr ("\n");
  if (error != NULL)
    {
      g_printerr ("%s: error: %s\n", argv[1], error->message);
      goto out;
    }
  status = ST_CLI_OK;
  if (st_cli_shard_print ())
    goto out;
  if (json || csv)
    {
      g_autofree char *text =
          json ? st_playtest_report_to_json_full (argv[1], &options, seatings, n, &extras,
                                                  st_cli_language (st_game_scenario (game)))
               : st_playtest_report_to_csv (seatings, n);
      fputs (text, stdout);
    }
  else
    print_text (argv[1], &options, seatings, n, &extras);
  status = ST_CLI_OK;
out:
  for (guint i = 0; i < 2; i++)
    {
      st_playtest_report_free (reports[i]);
      st_playtest_report_free (stronger[i]);
    }
  st_balance_choice_clear (&choice);
  st_cli_run_clear (&run);
  return status;
}
