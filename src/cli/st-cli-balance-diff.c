/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>

#include "core/st-locale.h"
#include "core/st-scenario-diff.h"
#include "engine/st-playtest-export.h"
#include "engine/st-balance-diff.h"
#include "engine/st-balance-saved.h"
#include "engine/st-balance.h"
#include "st-cli.h"

/* `balance-diff OLD NEW`: the same players and seeds on two versions. */

static const char *const change_kinds[] = { "added", "removed", "changed", "moved" };

/* A run of the comparison: its counts, and the members of a playtest's seating
 * (players, length with its histogram, end reasons), so that the JSON can be a
 * baseline later. */
static void
add_report (JsonBuilder             *b,
            const char              *name,
            const StGame            *game,
            const StPlaytestOptions *o,
            const StPlaytestReport  *r)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "first_side");
  json_builder_add_string_value (b, st_game_player_side (game, 0));
  json_builder_set_member_name (b, "games");
  json_builder_add_int_value (b, r->games);
  json_builder_set_member_name (b, "first_player_wins");
  json_builder_add_int_value (b, r->wins[0]);
  json_builder_set_member_name (b, "second_player_wins");
  json_builder_add_int_value (b, r->wins[1]);
  json_builder_set_member_name (b, "mean_turns");
  json_builder_add_double_value (b, r->mean_turns);
  st_playtest_report_add_members (b, game, o, r);
  json_builder_end_object (b);
}

static void
print_json (const StGame            *game,
            const StGame            *swapped,
            const StPlaytestOptions *o,
            const StBalanceDiff     *d,
            const StBalanceSaved    *saved)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "side");
  json_builder_add_string_value (b, d->side);
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, (gint64) o->seed);
  add_report (b, "old", game, o, d->old_report);
  add_report (b, "new", game, o, d->new_report);
  if (d->old_swapped != NULL)
    {
      add_report (b, "old_other_seating", swapped, o, d->old_swapped);
      add_report (b, "new_other_seating", swapped, o, d->new_swapped);
    }
  json_builder_set_member_name (b, "old_win_rate");
  json_builder_add_double_value (b, d->old_rate);
  json_builder_set_member_name (b, "new_win_rate");
  json_builder_add_double_value (b, d->new_rate);
  json_builder_set_member_name (b, "change");
  json_builder_add_double_value (b, d->change);
  json_builder_set_member_name (b, "change_low");
  json_builder_add_double_value (b, d->change_low);
  json_builder_set_member_name (b, "change_high");
  json_builder_add_double_value (b, d->change_high);
  json_builder_set_member_name (b, "z");
  json_builder_add_double_value (b, d->z);
  json_builder_set_member_name (b, "p_value");
  json_builder_add_double_value (b, d->p_value);
  json_builder_set_member_name (b, "real");
  json_builder_add_boolean_value (b, d->real);
  json_builder_set_member_name (b, "same_games");
  json_builder_add_boolean_value (b, d->same_games);
  json_builder_set_member_name (b, "turns_change");
  json_builder_add_double_value (b, d->turns_change);
  json_builder_set_member_name (b, "statement");
  json_builder_add_string_value (b, d->statement);
  json_builder_set_member_name (b, "win_rate_of");
  json_builder_add_string_value (b, "decisive-games");
  json_builder_set_member_name (b, "figures");
  json_builder_begin_array (b);
  for (guint i = 0; i < d->figures->len; i++)
    {
      const StDiffFigure *f = g_ptr_array_index (d->figures, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "figure");
      json_builder_add_string_value (b, st_diff_figure_kind_id (f->kind));
      json_builder_set_member_name (b, "first_side");
      json_builder_add_string_value (b, f->first_side);
      json_builder_set_member_name (b, "old");
      json_builder_add_double_value (b, f->old_value);
      json_builder_set_member_name (b, "new");
      json_builder_add_double_value (b, f->new_value);
      json_builder_set_member_name (b, "change");
      json_builder_add_double_value (b, f->change);
      json_builder_set_member_name (b, "change_low");
      json_builder_add_double_value (b, f->low);
      json_builder_set_member_name (b, "change_high");
      json_builder_add_double_value (b, f->high);
      json_builder_set_member_name (b, "p_value");
      json_builder_add_double_value (b, f->p_value);
      json_builder_set_member_name (b, "real");
      json_builder_add_boolean_value (b, f->real);
      json_builder_set_member_name (b, "headline");
      json_builder_add_boolean_value (b, (int) i == d->headline);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, f->text);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  if (saved != NULL)
    {
      /* The old version is a saved run: where it was read, and the scenario it played. */
      json_builder_set_member_name (b, "baseline");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "file");
      json_builder_add_string_value (b, saved->path);
      json_builder_set_member_name (b, "scenario");
      if (saved->scenario != NULL)
        json_builder_add_string_value (b, saved->scenario);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "seatings");
      json_builder_add_int_value (b, saved->swapped != NULL ? 2 : 1);
      json_builder_end_object (b);
    }
  json_builder_set_member_name (b, "edits");
  if (d->edits == NULL)
    {
      /* Not known: a saved run holds no scenario. */
      json_builder_add_null_value (b);
      goto done;
    }
  json_builder_begin_array (b);
  for (guint i = 0; i < d->edits->len; i++)
    {
      const StScenarioChange *c = g_ptr_array_index (d->edits, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "part");
      json_builder_add_string_value (b, c->part);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, c->id);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, change_kinds[c->kind]);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, c->text);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
done:
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = json_to_string (root, TRUE);
  printf ("%s\n", text);
}

static void
print_text (const char           *old_path,
            const char           *new_path,
            const StGame         *game,
            const StBalanceDiff  *d,
            const StBalanceSaved *saved)
{
  const StPlaytestReport *a = d->old_report, *b = d->new_report;

  printf ("%s → %s\n", old_path, new_path);
  printf ("  %s\n", d->statement);
  if (saved != NULL)
    {
      printf (_ ("  The old version was not played again: its games are the saved run’s (%s), with the same "
                 "players and seeds\n"),
              saved->path);
      if (saved->swapped == NULL)
        printf (_ ("  The saved run played one seating only, so only that seating is compared\n"));
    }
  /* Translators: the one definition of the win rate, stated once. */
  printf (_ ("  Win rates are shares of the decisive games; draws are a share of all games.\n"));
  for (guint i = 0; i < d->figures->len; i++)
    {
      const StDiffFigure *f = g_ptr_array_index (d->figures, i);

      printf ("  %s %s\n", f->real ? "*" : "-", f->text);
    }
  for (guint e = 1; e < b->n_end_reasons; e++)
    if (a->end_reasons[e] > 0 || b->end_reasons[e] > 0)
      printf (_ ("  Ended by “%s”: %u → %u\n"), st_game_end_reason_label (game, e), a->end_reasons[e],
              b->end_reasons[e]);
  if (d->edits == NULL)
    {
      if (saved->scenario != NULL)
        printf (_ ("  Edits: not known: the saved run holds the figures of %s, not the scenario itself\n"),
                saved->scenario);
      else
        printf (_ ("  Edits: not known: the saved run holds figures, not the scenario itself\n"));
      return;
    }
  if (d->edits->len == 0)
    printf (_ ("  No edits between the two versions\n"));
  else
    printf (ngettext ("  %u edit:\n", "  %u edits:\n", d->edits->len), d->edits->len);
  for (guint i = 0; i < d->edits->len; i++)
    printf ("    - %s\n", ((const StScenarioChange *) g_ptr_array_index (d->edits, i))->text);
}

/* `--baseline REPORT.json NEW`: the saved run stands for the old version. */
static StBalanceDiff *
diff_saved (const char        *report,
            const char        *path,
            const StGame      *game,
            const StCliRun    *run,
            StPlaytestOptions *options,
            StBalanceSaved   **saved,
            StCliProgress     *progress)
{
  g_autoptr (StScenario) other = st_balance_swapped_scenario (game);
  g_autoptr (StGame) swapped = NULL;
  g_autoptr (GError) error = NULL;
  StBalanceDiff *diff;

  if (other != NULL && (swapped = st_game_new_from_scenario (other, &error)) == NULL)
    {
      g_printerr ("%s: error: %s\n", path, error->message);
      return NULL;
    }
  if ((*saved = st_balance_saved_read (report, game, swapped, options, st_cli_run_asked (run), &error))
      == NULL)
    {
      /* The message names the place: "REPORT.json:12:24: error: …". */
      g_printerr ("%s\n", error->message);
      return NULL;
    }
  /* The players and seed played are the saved run's. */
  options->players[0] = (*saved)->options.players[0];
  options->players[1] = (*saved)->options.players[1];
  options->seed = (*saved)->options.seed;
  diff = st_balance_diff_run_saved (*saved, game, swapped, options, st_cli_language (st_game_scenario (game)),
                                    NULL, st_cli_run_progress, progress, &error);
  if (diff == NULL)
    g_printerr (_ ("sandtable-cli balance-diff: error: %s\n"), error->message);
  return diff;
}

int
st_cli_balance_diff (int argc, char **argv)
{
  gboolean     json = FALSE;
  char        *baseline = NULL;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_ ("Print JSON"), NULL },
    { "baseline", 0, 0, G_OPTION_ARG_FILENAME, &baseline,
      N_ ("The old version is a saved run: what playtest or balance-diff printed with --json (its players, "
          "seed and games are played on NEW)"),
      N_ ("REPORT.json") },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (
      _ ("OLD NEW | --baseline REPORT.json NEW — play the same games on two versions and compare their "
         "balance"));
  g_autoptr (StGame) old = NULL;
  g_autoptr (StGame) new_ = NULL;
  g_autoptr (StBalanceDiff) diff = NULL;
  g_autoptr (StBalanceSaved) saved = NULL;
  g_autoptr (GError) error = NULL;
  StPlaytestOptions options;
  StCliRun          run;
  StCliProgress     progress = { G_MAXUINT };
  StBalanceChoice   choice = { 0 };
  int               status = ST_CLI_USAGE;

  st_cli_run_init (&run);
  st_cli_run_add_entries (&run, context);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  st_cli_add_quiet_option (context);
  st_cli_shard_add_entries (context, argc, argv);
  if (!st_cli_parse_options (context, &argc, &argv))
    goto out;
  if (baseline == NULL && argc != 3)
    {
      g_printerr (_ ("sandtable-cli balance-diff: expected two FILEs, the old version and the new\n"));
      goto out;
    }
  if (baseline != NULL && argc != 2)
    {
      g_printerr (_ ("sandtable-cli balance-diff: with --baseline, expected one FILE, the new version\n"));
      goto out;
    }
  if (baseline != NULL && run.time != NULL)
    {
      g_printerr (_ ("sandtable-cli balance-diff: --baseline plays the saved run's players: it excludes "
                     "--time\n"));
      goto out;
    }
  if (!st_cli_run_options ("balance-diff", &run, &options) || !st_cli_shard_setup ("balance-diff", &options))
    goto out;
  status = ST_CLI_INVALID;
  if (baseline != NULL)
    {
      if ((new_ = st_cli_load_game (argv[1], TRUE)) == NULL
          || (diff = diff_saved (baseline, argv[1], new_, &run, &options, &saved, &progress)) == NULL)
        goto out;
    }
  else
    {
      /* The new version's warnings: the old one is only compared with. */
      if ((old = st_cli_load_game (argv[1], FALSE)) == NULL
          || (new_ = st_cli_load_game (argv[2], TRUE)) == NULL)
        goto out;
      /* Players chosen by time (the default) are measured on the new version. */
      if (!st_cli_run_choose ("balance-diff", &run, new_, TRUE, &options, &choice))
        goto out;
      options.check_every = 0;
      diff = st_balance_diff_run (st_game_scenario (old), st_game_scenario (new_), &options,
                                  st_cli_language (st_game_scenario (new_)), NULL, st_cli_run_progress,
                                  &progress, &error);
      if (diff == NULL)
        {
          g_printerr (_ ("sandtable-cli balance-diff: error: %s\n"), error->message);
          goto out;
        }
    }
  status = ST_CLI_OK;
  if (st_cli_shard_print ())
    goto out;
  if (json)
    {
      g_autoptr (StScenario) other = st_balance_swapped_scenario (new_);
      g_autoptr (StGame) swapped = other != NULL ? st_game_new_from_scenario (other, NULL) : NULL;

      print_json (new_, swapped, &options, diff, saved);
    }
  else
    print_text (baseline != NULL ? baseline : argv[1], argv[argc - 1], new_, diff, saved);
  status = ST_CLI_OK;
out:
  g_free (baseline);
  st_balance_choice_clear (&choice);
  st_cli_run_clear (&run);
  return status;
}
