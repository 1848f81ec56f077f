/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>

#include "core/st-locale.h"
#include "core/st-scenario-diff.h"
#include "engine/st-balance-diff.h"
#include "st-cli.h"

/* `balance-diff OLD NEW`: the same players and seeds on two versions. */

static const char *const change_kinds[] = { "added", "removed", "changed", "moved" };

static void
add_report (JsonBuilder *b, const char *name, const StGame *game, const StPlaytestReport *r)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "games");
  json_builder_add_int_value (b, r->games);
  json_builder_set_member_name (b, "first_player_wins");
  json_builder_add_int_value (b, r->wins[0]);
  json_builder_set_member_name (b, "second_player_wins");
  json_builder_add_int_value (b, r->wins[1]);
  json_builder_set_member_name (b, "draws");
  json_builder_add_int_value (b, r->draws);
  json_builder_set_member_name (b, "mean_turns");
  json_builder_add_double_value (b, r->mean_turns);
  json_builder_set_member_name (b, "end_reasons");
  json_builder_begin_object (b);
  for (guint e = 1; e < r->n_end_reasons; e++)
    {
      json_builder_set_member_name (b, st_game_end_reason_id (game, e));
      json_builder_add_int_value (b, r->end_reasons[e]);
    }
  json_builder_end_object (b);
  json_builder_end_object (b);
}

static void
print_json (const StGame *game, const StBalanceDiff *d)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "side");
  json_builder_add_string_value (b, d->side);
  add_report (b, "old", game, d->old_report);
  add_report (b, "new", game, d->new_report);
  if (d->old_swapped != NULL)
    {
      add_report (b, "old_other_seating", game, d->old_swapped);
      add_report (b, "new_other_seating", game, d->new_swapped);
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
  json_builder_set_member_name (b, "edits");
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
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = json_to_string (root, TRUE);
  printf ("%s\n", text);
}

static void
print_text (const char *old_path, const char *new_path, const StGame *game, const StBalanceDiff *d)
{
  const StPlaytestReport *a = d->old_report, *b = d->new_report;

  printf ("%s → %s\n", old_path, new_path);
  printf ("  %s\n", d->statement);
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
  if (d->edits->len == 0)
    printf (_ ("  No edits between the two versions\n"));
  else
    printf (ngettext ("  %u edit:\n", "  %u edits:\n", d->edits->len), d->edits->len);
  for (guint i = 0; i < d->edits->len; i++)
    printf ("    - %s\n", ((const StScenarioChange *) g_ptr_array_index (d->edits, i))->text);
}

int
st_cli_balance_diff (int argc, char **argv)
{
  gboolean     json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_ ("Print JSON"), NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context =
      g_option_context_new (_ ("OLD NEW — play the same games on two versions and compare their balance"));
  g_autoptr (StGame) old = NULL;
  g_autoptr (StGame) new_ = NULL;
  g_autoptr (StBalanceDiff) diff = NULL;
  g_autoptr (GError) error = NULL;
  StPlaytestOptions options;
  StCliRun          run;
  StCliProgress     progress = { G_MAXUINT };
  StBalanceChoice   choice = { 0 };
  int               status = ST_CLI_USAGE;

  st_cli_run_init (&run);
  st_cli_run_add_entries (&run, context);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  st_cli_shard_add_entries (context, argc, argv);
  if (!st_cli_parse_options (context, &argc, &argv))
    goto out;
  if (argc != 3)
    {
      g_printerr (_ ("sandtable-cli balance-diff: expected two FILEs, the old version and the new\n"));
      goto out;
    }
  if (!st_cli_run_options ("balance-diff", &run, &options) || !st_cli_shard_setup ("balance-diff", &options))
    goto out;
  status = ST_CLI_INVALID;
  if ((old = st_cli_load_game (argv[1])) == NULL || (new_ = st_cli_load_game (argv[2])) == NULL)
    goto out;
  /* Players chosen by time (the default) are measured on the new version. */
  if (!st_cli_run_choose ("balance-diff", &run, new_, TRUE, &options, &choice))
    goto out;
  options.check_every = 0;
  diff = st_balance_diff_run (st_game_scenario (old), st_game_scenario (new_), &options,
                              st_cli_language (st_game_scenario (new_)), NULL, st_cli_run_progress, &progress,
                              &error);
  if (diff == NULL)
    {
      g_printerr (_ ("sandtable-cli balance-diff: error: %s\n"), error->message);
      goto out;
    }
  status = ST_CLI_OK;
  if (st_cli_shard_print ())
    goto out;
  if (json)
    print_json (new_, diff);
  else
    print_text (argv[1], argv[2], new_, diff);
  status = ST_CLI_OK;
out:
  st_balance_choice_clear (&choice);
  st_cli_run_clear (&run);
  return status;
}
