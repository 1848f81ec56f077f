/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <json-glib/json-glib.h>

#include "st-balance.h"
#include "st-playtest-export.h"

/* A playtest run as JSON or CSV: what `playtest --json/--csv` prints and the
 * Balance page exports. */

static void
add_int (JsonBuilder *b, const char *name, gint64 value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
add_double (JsonBuilder *b, const char *name, double value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, value);
}

static void
add_string (JsonBuilder *b, const char *name, const char *value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, value);
}

static void
add_verdict (JsonBuilder *b, const StGame *game, const StPlaytestReport *r)
{
  StBalanceRun run = { r, st_scenario_side_index (st_game_scenario (game), st_game_player_side (game, 0)),
                       st_scenario_side_index (st_game_scenario (game), st_game_player_side (game, 1)) };
  g_autoptr (GPtrArray) findings = st_balance_verdict (game, &run, 1, NULL);

  json_builder_set_member_name (b, "verdict");
  json_builder_begin_array (b);
  for (guint i = 0; i < findings->len; i++)
    {
      const StFinding *f = g_ptr_array_index (findings, i);

      json_builder_begin_object (b);
      add_string (b, "kind", st_finding_kind_id (f->kind));
      add_string (b, "text", f->text);
      if (f->side >= 0)
        add_string (b, "side",
                    ((const StSide *) g_ptr_array_index (st_game_scenario (game)->sides, f->side))->id);
      if (f->reason >= 0)
        add_string (b, "end_reason", st_game_end_reason_id (game, (guint) f->reason));
      add_double (b, "share", f->share);
      add_double (b, "low", f->low);
      add_double (b, "high", f->high);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

char *
st_playtest_report_to_json (const char              *path,
                            const StGame            *game,
                            const StPlaytestOptions *o,
                            const StPlaytestReport  *r)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (b);
  add_string (b, "file", path);
  add_int (b, "games", r->games);
  add_int (b, "seed", (gint64) o->seed);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int p = 0; p < 2; p++)
    {
      json_builder_begin_object (b);
      add_string (b, "side", st_game_player_side (game, p));
      add_string (b, "kind", st_player_kind_to_string (o->players[p].kind));
      add_int (b, "wins", r->wins[p]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_int (b, "draws", r->draws);
  add_double (b, "first_player_win_rate", r->first_player_win_rate);
  json_builder_set_member_name (b, "first_player_win_rate_95");
  json_builder_begin_array (b);
  json_builder_add_double_value (b, r->first_player_win_low);
  json_builder_add_double_value (b, r->first_player_win_high);
  json_builder_end_array (b);
  add_double (b, "draw_rate", r->draw_rate);
  json_builder_set_member_name (b, "length");
  json_builder_begin_object (b);
  add_double (b, "mean_turns", r->mean_turns);
  add_double (b, "median_turns", r->median_turns);
  add_double (b, "mean_actions", r->mean_actions);
  json_builder_set_member_name (b, "turns_histogram");
  json_builder_begin_object (b);
  for (guint t = 0; t <= r->max_turns; t++)
    if (r->turn_histogram[t] > 0)
      {
        char key[16];
        g_snprintf (key, sizeof key, "%u", t);
        add_int (b, key, r->turn_histogram[t]);
      }
  json_builder_end_object (b);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "end_reasons");
  json_builder_begin_object (b);
  for (guint e = 1; e < r->n_end_reasons; e++)
    add_int (b, st_game_end_reason_id (game, e), r->end_reasons[e]);
  json_builder_end_object (b);
  add_verdict (b, game, r);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = json_to_string (root, TRUE);
  return g_strconcat (text, "\n", NULL);
}

char *
st_playtest_report_to_csv (const StGame *game, const StPlaytestReport *r)
{
  GString *out = g_string_new ("game,seed,winner,end_reason,turns,actions\n");

  for (guint i = 0; i < r->results->len; i++)
    {
      const StPlaytestGame *g = &g_array_index (r->results, StPlaytestGame, i);
      g_string_append_printf (out, "%u,%" G_GUINT64_FORMAT ",%s,%s,%d,%u\n", g->index, g->seed,
                              g->winner >= 0 ? st_game_player_side (game, g->winner) : "draw",
                              st_game_end_reason_id (game, g->reason), g->turns, g->actions);
    }
  return g_string_free (out, FALSE);
}
