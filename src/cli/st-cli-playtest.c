/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "core/st-locale.h"
#include "engine/st-balance.h"
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
  g_autofree char *second = percent (r->wins[1], r->games);
  g_autofree char *draws = percent (r->draws, r->games);
  g_autofree char *mean = st_locale_format_decimal (r->mean_turns, 2, FALSE);
  g_autofree char *median = st_locale_format_decimal (r->median_turns, 1, FALSE);
  g_autofree char *actions = st_locale_format_decimal (r->mean_actions, 1, FALSE);

  printf (_ ("  Games:             %u (%s as %s against %s as %s)\n"), r->games,
          st_player_kind_to_string (o->players[0].kind), st_cli_side_name (game, 0),
          st_player_kind_to_string (o->players[1].kind), st_cli_side_name (game, 1));
  if (r->games < r->games_planned)
    printf (_ ("                     the answer was clear after %u of the %u games asked for\n"), r->games,
            r->games_planned);
  printf (_ ("  First player wins: %s %% (95 %% interval %s–%s %%)\n"), rate, low, high);
  printf (_ ("  Second player wins: %s\n"), second);
  printf (_ ("  Draws:             %s\n"), draws);
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
print_text (const char *path, const StPlaytestOptions *o, const StPlaytestSeating *seatings, guint n)
{
  const StGame *game = seatings[0].game;
  StBalanceRun  runs[2];
  g_autoptr (GPtrArray) verdict = NULL;

  printf ("%s\n", path);
  for (guint i = 0; i < n; i++)
    {
      if (n > 1)
        /* Translators: the heading of one seating of a run, "Blue moves first:". */
        printf (_ ("%s moves first:\n"), st_cli_side_name (seatings[i].game, 0));
      print_seating (seatings[i].game, o, seatings[i].report);
      runs[i] = (StBalanceRun){
        seatings[i].report,
        st_scenario_side_index (st_game_scenario (game), st_game_player_side (seatings[i].game, 0)),
        st_scenario_side_index (st_game_scenario (game), st_game_player_side (seatings[i].game, 1)),
      };
    }
  verdict = st_balance_verdict (game, runs, n, st_cli_language (st_game_scenario (game)));
  printf (_ ("Verdict:\n"));
  for (guint i = 0; i < verdict->len; i++)
    printf ("  - %s\n", ((const StFinding *) g_ptr_array_index (verdict, i))->text);
}

int
st_cli_playtest (int argc, char **argv)
{
  gboolean     json = FALSE, csv = FALSE, both = FALSE, early = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_ ("Print JSON"), NULL },
    { "csv", 0, 0, G_OPTION_ARG_NONE, &csv, N_ ("Print one CSV line a game"), NULL },
    { "both-seatings", 0, 0, G_OPTION_ARG_NONE, &both,
      N_ ("Play the games again with the other side moving first"), NULL },
    { "stop-when-clear", 0, 0, G_OPTION_ARG_NONE, &early,
      N_ ("Stop once a sequential test can tell whether a side is favoured"), NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context =
      g_option_context_new (_ ("FILE — play many games and report statistics"));
  g_autoptr (StGame) game = NULL;
  g_autoptr (StGame) swapped_game = NULL;
  g_autoptr (StPlaytestReport) report = NULL;
  g_autoptr (StPlaytestReport) swapped = NULL;
  g_autoptr (GError) error = NULL;
  StPlaytestOptions options;
  StPlaytestSeating seatings[2];
  guint             n = 1;
  StCliRun          run;
  Progress          progress = { { G_MAXUINT }, 0, 0 };
  int               status = ST_CLI_USAGE;

  st_cli_run_init (&run);
  st_cli_run_add_entries (&run, context);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
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
  if ((game = st_cli_load_game (argv[1])) == NULL)
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
  progress.total = options.games * (swapped_game != NULL ? 2 : 1);
  report = st_playtest_run (game, &options, NULL, run_progress, &progress, &error);
  if (report != NULL && swapped_game != NULL)
    {
      progress.offset = report->games;
      progress.total = report->games + options.games;
      swapped = st_playtest_run (swapped_game, &options, NULL, run_progress, &progress, &error);
    }
  /* A run that stopped early left the progress line short of its total. */
  if (progress.progress.last_percent != 100)
    g_printerr ("\n");
  if (report == NULL || (swapped_game != NULL && swapped == NULL))
    {
      g_printerr ("%s: error: %s\n", argv[1], error->message);
      goto out;
    }
  status = ST_CLI_OK;
  if (st_cli_shard_print ())
    goto out;
  seatings[0] = (StPlaytestSeating){ game, report };
  if (swapped != NULL)
    seatings[n++] = (StPlaytestSeating){ swapped_game, swapped };
  if (json || csv)
    {
      g_autofree char *text = json ? st_playtest_report_to_json (argv[1], &options, seatings, n,
                                                                 st_cli_language (st_game_scenario (game)))
                                   : st_playtest_report_to_csv (seatings, n);
      fputs (text, stdout);
    }
  else
    print_text (argv[1], &options, seatings, n);
  status = ST_CLI_OK;
out:
  st_cli_run_clear (&run);
  return status;
}
