/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "engine/st-playtest-export.h"
#include "engine/st-playtest-runner.h"
#include "st-cli.h"

static void
print_text (const char *path, const StGame *game, const StPlaytestOptions *o, const StPlaytestReport *r)
{
  printf ("%s\n", path);
  printf (_ ("  Games:             %u (%s as %s against %s as %s)\n"), r->games,
          st_player_kind_to_string (o->players[0].kind), st_game_player_side (game, 0),
          st_player_kind_to_string (o->players[1].kind), st_game_player_side (game, 1));
  printf (_ ("  First player wins: %.1f %% (95 %% interval %.1f–%.1f %%)\n"), r->first_player_win_rate * 100,
          r->first_player_win_low * 100, r->first_player_win_high * 100);
  printf (_ ("  Second player wins: %.1f %%\n"), r->games ? 100.0 * r->wins[1] / r->games : 0.0);
  printf (_ ("  Draws:             %.1f %%\n"), r->draw_rate * 100);
  printf (_ ("  Length:            %.2f turns on average, median %.1f, %.1f actions a game\n"), r->mean_turns,
          r->median_turns, r->mean_actions);
  for (guint e = 1; e < r->n_end_reasons; e++)
    printf (_ ("  Ended by %-17s %u\n"), st_game_end_reason_id (game, e), r->end_reasons[e]);
  for (guint t = 0; t <= r->max_turns; t++)
    if (r->turn_histogram[t] > 0)
      printf (_ ("  Ended in turn %2u:  %u\n"), t, r->turn_histogram[t]);
}

int
st_cli_playtest (int argc, char **argv)
{
  gboolean     json = FALSE, csv = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_ ("Print JSON"), NULL },
    { "csv", 0, 0, G_OPTION_ARG_NONE, &csv, N_ ("Print one CSV line a game"), NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context =
      g_option_context_new (_ ("FILE — play many games and report statistics"));
  g_autoptr (StGame) game = NULL;
  g_autoptr (StPlaytestReport) report = NULL;
  g_autoptr (GError) error = NULL;
  StPlaytestOptions options;
  StCliRun          run;
  StCliProgress     progress = { G_MAXUINT };
  int               status = ST_CLI_USAGE;

  st_cli_run_init (&run);
  st_cli_run_add_entries (&run, context);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
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
  status = ST_CLI_INVALID;
  if ((game = st_cli_load_game (argv[1])) == NULL)
    goto out;
  report = st_playtest_run (game, &options, NULL, st_cli_run_progress, &progress, &error);
  if (report == NULL)
    {
      g_printerr ("%s: error: %s\n", argv[1], error->message);
      goto out;
    }
  if (json || csv)
    {
      g_autofree char *text = json ? st_playtest_report_to_json (argv[1], game, &options, report)
                                   : st_playtest_report_to_csv (game, report);
      fputs (text, stdout);
    }
  else
    print_text (argv[1], game, &options, report);
  status = ST_CLI_OK;
out:
  st_cli_run_clear (&run);
  return status;
}
