/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "core/st-locale.h"
#include "engine/st-sweep.h"
#include "st-cli.h"

/* `sweep FILE --param NAME --values LIST|FROM..TO`: one parameter set to each
 * value, each played from both seatings, and the values that even the game. */

/* Games a seating of each value of players named by hand unless --games says
 * otherwise: a sweep plays many runs. Players chosen by time play the games
 * the time allows one playtest, each value. */
#define SWEEP_GAMES 200

typedef struct
{
  guint    last_percent;
  gint64   last_time;
  gboolean finished;
} Progress;

static void
on_progress (guint done, guint total, double seconds_left, gpointer user_data)
{
  Progress *p = user_data;
  guint     percent = total ? done * 100 / total : 100;
  gint64    now = g_get_monotonic_time ();

  if (p->finished
      || (done != total && (percent == p->last_percent || now - p->last_time < G_USEC_PER_SEC / 2)))
    return;
  p->finished = done == total;
  p->last_percent = percent;
  p->last_time = now;
  g_printerr ("\r");
  if (seconds_left >= 0 && done != total)
    /* Translators: progress of a sweep; the last is a time in seconds. */
    g_printerr (_ ("played %u of %u games, about %.0f s left   "), done, total, seconds_left);
  else
    g_printerr (_ ("played %u of %u games"), done, total);
  if (done == total)
    g_printerr ("\n");
}

static char *
percent (double share)
{
  g_autofree char *number = st_locale_format_decimal (share * 100, 1, FALSE);

  return g_strdup_printf (_ ("%s %%"), number);
}

static const char *
side_name (const StGame *game, const char *side)
{
  for (int p = 0; p < 2; p++)
    if (g_strcmp0 (st_game_player_side (game, p), side) == 0)
      return st_cli_side_name (game, p);
  return side;
}

static void
print_text (const char *path, const StGame *game, const StSweepResult *result, const StPlaytestOptions *o)
{
  const char *side = side_name (game, result->side);
  const char *seatings = result->seatings == 2 ? _ ("both seatings") : _ ("one seating");
  /* The players by the names the page and playtest give them. */
  g_autofree char *first = st_balance_players_describe (&o->players[0]);
  g_autofree char *second = st_balance_players_describe (&o->players[1]);

  printf ("%s\n", path);
  printf (ngettext ("  %s from %u value, %u games a seating, %s; %s as the first player against %s\n",
                    "  %s from %u values, %u games a seating, %s; %s as the first player against %s\n",
                    result->points->len),
          result->param->name, result->points->len, o->games, seatings, first, second);
  /* Translators: the column headings of a sweep: the value, the share of the
   * decisive games a side wins with its interval, the draws. */
  printf (_ ("  %-10s %s wins of decisive games (95 %% interval)   draws\n"), _ ("value"), side);
  for (guint i = 0; i < result->points->len; i++)
    {
      const StSweepPoint *p = g_ptr_array_index (result->points, i);
      g_autofree char    *rate = percent (p->win_rate);
      g_autofree char    *low = percent (p->low);
      g_autofree char    *high = percent (p->high);
      g_autofree char    *draws = percent (p->games ? (double) p->draws / p->games : 0);
      g_autofree char    *interval = g_strdup_printf ("%s (%s–%s)", rate, low, high);

      printf ("  %-10s %-40s %s%s%s\n", p->value, interval, draws,
              g_str_equal (p->value, result->current) ? _ ("  (now)") : "", p->even ? _ ("  even") : "");
    }
  if (result->suggested->len == 0)
    printf (_ ("No value makes %s's share of the decisive games even within its 95 %% interval\n"), side);
  else
    {
      g_autoptr (GString) list = g_string_new (NULL);

      for (guint s = 0; s < result->suggested->len; s++)
        {
          const StSweepPoint *p =
              g_ptr_array_index (result->points, g_array_index (result->suggested, guint, s));
          g_autofree char *rate = percent (p->win_rate);

          g_string_append_printf (list, "%s%s = %s (%s)", s ? ", " : "", result->param->name, p->value, rate);
        }
      /* Translators: the values of a sweep that even the game, nearest first. */
      printf (_ ("Suggested, nearest to even first: %s\n"), list->str);
    }
}

int
st_cli_sweep (int argc, char **argv)
{
  gboolean     json = FALSE, csv = FALSE;
  char        *param_name = NULL, *values_text = NULL;
  int          step = 1;
  GOptionEntry entries[] = {
    { "param", 0, 0, G_OPTION_ARG_STRING, &param_name,
      N_ ("The parameter to vary: a number parameter, first-side or units:SIDE:TYPE"), N_ ("NAME") },
    { "values", 0, 0, G_OPTION_ARG_STRING, &values_text, N_ ("Its values: 6,8,10 or 4..12"), N_ ("LIST") },
    { "step", 0, 0, G_OPTION_ARG_INT, &step, N_ ("The step of FROM..TO (default 1)"), N_ ("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_ ("Print JSON"), NULL },
    { "csv", 0, 0, G_OPTION_ARG_NONE, &csv, N_ ("Print one CSV line a value"), NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (
      _ ("FILE — play a parameter's values from both seatings and suggest the even ones"));
  g_autoptr (StGame) game = NULL;
  g_autoptr (StSweepParam) param = NULL;
  g_autoptr (GPtrArray) values = NULL;
  g_autoptr (StSweepResult) result = NULL;
  g_autoptr (GError) error = NULL;
  StPlaytestOptions options;
  StPlaytestExtras  extras = { 0 };
  StBalanceChoice   choice = { 0 };
  StCliRun          run;
  Progress          progress = { G_MAXUINT, 0, FALSE };
  int               status = ST_CLI_USAGE;
  int               unset_games;

  st_cli_run_init (&run);
  unset_games = run.games;
  st_cli_run_add_entries (&run, context);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  st_cli_add_quiet_option (context);
  st_cli_shard_add_entries (context, argc, argv);
  if (!st_cli_parse_options (context, &argc, &argv))
    goto out;
  if (argc != 2 || param_name == NULL || values_text == NULL)
    {
      g_printerr (_ ("sandtable-cli sweep: expected one FILE, --param NAME and --values LIST\n"));
      goto out;
    }
  if (json && csv)
    {
      g_printerr (_ ("sandtable-cli sweep: --json and --csv exclude each other\n"));
      goto out;
    }
  if (!st_cli_run_options ("sweep", &run, &options))
    goto out;
  if (run.games == unset_games)
    options.games = SWEEP_GAMES;
  if (!st_cli_shard_setup ("sweep", &options))
    goto out;
  status = ST_CLI_INVALID;
  if ((game = st_cli_load_game (argv[1], TRUE)) == NULL)
    goto out;
  if ((param = st_sweep_param_parse (st_game_scenario (game), param_name, &error)) == NULL
      || (values = st_sweep_values_parse (st_game_scenario (game), param, values_text, step, &error)) == NULL)
    {
      g_printerr ("%s: error: %s\n", argv[1], error->message);
      goto out;
    }
  /* Players chosen by time (the default) are measured once, on the scenario as
   * it is, and play every value. */
  if (!st_cli_run_choose ("sweep", &run, game, TRUE, &options, &choice))
    goto out;
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
  if ((result = st_sweep_run (st_game_scenario (game), param, values, &options, NULL, on_progress, &progress,
                              &error))
      == NULL)
    {
      g_printerr ("%s: error: %s\n", argv[1], error->message);
      goto out;
    }
  status = ST_CLI_OK;
  if (st_cli_shard_print ())
    goto out;
  if (json || csv)
    {
      g_autofree char *text = json ? st_sweep_result_to_json_full (result, argv[1], &options, &extras)
                                   : st_sweep_result_to_csv (result);

      fputs (text, stdout);
    }
  else
    print_text (argv[1], game, result, &options);
out:
  g_free (param_name);
  g_free (values_text);
  st_balance_choice_clear (&choice);
  st_cli_run_clear (&run);
  return status;
}
