/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <json-glib/json-glib.h>

#include "st-balance-players.h"
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
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

static int
side_index (const StGame *game, int player)
{
  return st_scenario_side_index (st_game_scenario (game), st_game_player_side (game, player));
}

GPtrArray *
st_playtest_seatings_verdict (const StPlaytestSeating *seatings, guint n, const char *lang)
{
  const StGame *game = seatings[0].game;
  StBalanceRun  runs[2] = { { 0 } }, stronger[2] = { { 0 } };
  GPtrArray    *findings;

  for (guint i = 0; i < n; i++)
    {
      runs[i] = (StBalanceRun){ seatings[i].report, side_index (seatings[i].game, 0),
                                side_index (seatings[i].game, 1) };
      stronger[i] = runs[i];
      stronger[i].report = seatings[i].stronger;
    }
  findings = st_balance_verdict (game, runs, n, lang);
  if (seatings[0].stronger != NULL && (n == 1 || seatings[1].stronger != NULL))
    g_ptr_array_add (findings, st_balance_stronger_finding (game, runs, stronger, n, lang));
  return findings;
}

static void
add_verdict (JsonBuilder *b, const StPlaytestSeating *seatings, guint n, const char *lang)
{
  const StGame *game = seatings[0].game;
  g_autoptr (GPtrArray) findings = st_playtest_seatings_verdict (seatings, n, lang);

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

static void
add_end_reasons (JsonBuilder *b, const StGame *game, const guint *counts, guint n)
{
  json_builder_set_member_name (b, "end_reasons");
  json_builder_begin_object (b);
  for (guint e = 1; e < n; e++)
    add_int (b, st_game_end_reason_id (game, e), counts[e]);
  json_builder_end_object (b);
}

/* The members of one seating's figures (without "games", which the caller adds). */
static void
add_run (JsonBuilder *b, const StGame *game, const StPlaytestOptions *o, const StPlaytestReport *r)
{
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int p = 0; p < 2; p++)
    {
      json_builder_begin_object (b);
      add_string (b, "side", st_game_player_side (game, p));
      add_string (b, "kind", st_player_kind_to_string (o->players[p].kind));
      /* MCTS's budget, so that the run can be a baseline (st-balance-saved.c). */
      if (o->players[p].kind == ST_PLAYER_MCTS && o->players[p].iterations > 0)
        add_int (b, "iterations", o->players[p].iterations);
      else if (o->players[p].kind == ST_PLAYER_MCTS)
        add_double (b, "seconds", o->players[p].seconds);
      add_int (b, "wins", r->wins[p]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_int (b, "draws", r->draws);
  /* One definition of a win rate, the verdict's: a share of the decisive games. */
  add_double (b, "first_player_win_rate", r->first_player_win_rate);
  json_builder_set_member_name (b, "first_player_win_rate_95");
  json_builder_begin_array (b);
  json_builder_add_double_value (b, r->first_player_win_low);
  json_builder_add_double_value (b, r->first_player_win_high);
  json_builder_end_array (b);
  add_string (b, "win_rate_of", "decisive-games");
  if (r->out_of_time)
    {
      /* The time budget ran out: games is what was played of games_planned. */
      add_string (b, "stopped", "time-limit");
      add_int (b, "games_planned", r->games_planned);
    }
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
  add_end_reasons (b, game, r->end_reasons, r->n_end_reasons);
}

void
st_playtest_report_add_members (struct _JsonBuilder     *b,
                                const StGame            *game,
                                const StPlaytestOptions *options,
                                const StPlaytestReport  *report)
{
  add_run (b, game, options, report);
}

/* The sum of two seatings: wins by side, draws and end reasons. */
static void
add_total (JsonBuilder *b, const StPlaytestSeating *seatings, guint n)
{
  const StGame     *game = seatings[0].game;
  guint             games = 0, draws = 0, first_mover = 0, side_wins[2] = { 0, 0 };
  guint             n_reasons = seatings[0].report->n_end_reasons;
  g_autofree guint *reasons = g_new0 (guint, n_reasons);

  for (guint i = 0; i < n; i++)
    {
      const StPlaytestReport *r = seatings[i].report;

      games += r->games;
      draws += r->draws;
      first_mover += r->wins[0];
      for (int p = 0; p < 2; p++)
        side_wins[g_strcmp0 (st_game_player_side (seatings[i].game, p), st_game_player_side (game, 0)) == 0
                      ? 0
                      : 1] += r->wins[p];
      for (guint e = 0; e < n_reasons && e < r->n_end_reasons; e++)
        reasons[e] += r->end_reasons[e];
    }
  add_int (b, "games", games);
  json_builder_set_member_name (b, "sides");
  json_builder_begin_array (b);
  for (int p = 0; p < 2; p++)
    {
      json_builder_begin_object (b);
      add_string (b, "side", st_game_player_side (game, p));
      add_int (b, "wins", side_wins[p]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_int (b, "first_player_wins", first_mover);
  add_int (b, "draws", draws);
  add_double (b, "draw_rate", games ? (double) draws / games : 0.0);
  add_end_reasons (b, game, reasons, n_reasons);
}

static void
add_players (JsonBuilder *b, const StPlaytestOptions *o)
{
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int p = 0; p < 2; p++)
    {
      g_autofree char *name = st_balance_players_describe (&o->players[p]);

      json_builder_begin_object (b);
      add_string (b, "kind", st_player_kind_to_string (o->players[p].kind));
      if (o->players[p].kind == ST_PLAYER_MCTS && o->players[p].iterations > 0)
        add_int (b, "iterations", o->players[p].iterations);
      else if (o->players[p].kind == ST_PLAYER_MCTS)
        add_double (b, "seconds", o->players[p].seconds);
      add_string (b, "name", name);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

void
st_playtest_extras_add_chosen (struct _JsonBuilder *b, const StPlaytestOptions *o, const StPlaytestExtras *x)
{
  if (x != NULL && x->time != NULL)
    {
      json_builder_set_member_name (b, "chosen_players");
      json_builder_begin_object (b);
      add_string (b, "time", x->time);
      add_string (b, "description", x->description);
      add_players (b, o);
      if (x->seconds_a_move > 0)
        add_double (b, "seconds_a_move", x->seconds_a_move);
      if (x->strength_games > 0)
        {
          json_builder_set_member_name (b, "against_greedy");
          json_builder_begin_object (b);
          add_int (b, "games", x->strength_games);
          add_int (b, "wins", x->strength_wins);
          add_int (b, "losses", x->strength_losses);
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
    }
}

static void
add_extras (JsonBuilder             *b,
            const StPlaytestOptions *o,
            const StPlaytestSeating *seatings,
            guint                    n,
            const StPlaytestExtras  *x)
{
  st_playtest_extras_add_chosen (b, o, x);
  if (x->stronger != NULL && seatings[0].stronger != NULL)
    {
      json_builder_set_member_name (b, "stronger");
      json_builder_begin_object (b);
      add_players (b, x->stronger);
      json_builder_set_member_name (b, "seatings");
      json_builder_begin_array (b);
      for (guint i = 0; i < n; i++)
        {
          const StPlaytestReport *r = seatings[i].stronger;

          json_builder_begin_object (b);
          add_string (b, "first_side", st_game_player_side (seatings[i].game, 0));
          add_int (b, "games", r->games);
          add_int (b, "first_player_wins", r->wins[0]);
          add_int (b, "second_player_wins", r->wins[1]);
          add_int (b, "draws", r->draws);
          if (r->out_of_time)
            {
              add_string (b, "stopped", "time-limit");
              add_int (b, "games_planned", r->games_planned);
            }
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
}

char *
st_playtest_report_to_json (const char              *path,
                            const StPlaytestOptions *o,
                            const StPlaytestSeating *seatings,
                            guint                    n,
                            const char              *lang)
{
  return st_playtest_report_to_json_full (path, o, seatings, n, NULL, lang);
}

char *
st_playtest_report_to_json_full (const char              *path,
                                 const StPlaytestOptions *o,
                                 const StPlaytestSeating *seatings,
                                 guint                    n,
                                 const StPlaytestExtras  *extras,
                                 const char              *lang)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (n == 1 || n == 2, NULL);

  json_builder_begin_object (b);
  add_string (b, "file", path);
  if (n == 1)
    {
      add_int (b, "games", seatings[0].report->games);
      add_int (b, "seed", (gint64) o->seed);
      add_run (b, seatings[0].game, o, seatings[0].report);
    }
  else
    {
      add_total (b, seatings, n);
      add_int (b, "seed", (gint64) o->seed);
      json_builder_set_member_name (b, "seatings");
      json_builder_begin_array (b);
      for (guint i = 0; i < n; i++)
        {
          json_builder_begin_object (b);
          add_string (b, "first_side", st_game_player_side (seatings[i].game, 0));
          add_int (b, "games", seatings[i].report->games);
          add_run (b, seatings[i].game, o, seatings[i].report);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
    }
  if (extras != NULL)
    add_extras (b, o, seatings, n, extras);
  add_verdict (b, seatings, n, lang);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = json_to_string (root, TRUE);
  return g_strconcat (text, "\n", NULL);
}

char *
st_playtest_report_to_csv (const StPlaytestSeating *seatings, guint n)
{
  GString *out = g_string_new (n > 1 ? "seating,game,seed,winner,end_reason,turns,actions\n"
                                     : "game,seed,winner,end_reason,turns,actions\n");

  for (guint s = 0; s < n; s++)
    {
      const StGame           *game = seatings[s].game;
      const StPlaytestReport *r = seatings[s].report;

      for (guint i = 0; i < r->results->len; i++)
        {
          const StPlaytestGame *g = &g_array_index (r->results, StPlaytestGame, i);

          if (n > 1)
            g_string_append_printf (out, "%s,", st_game_player_side (game, 0));
          g_string_append_printf (out, "%u,%" G_GUINT64_FORMAT ",%s,%s,%d,%u\n", g->index, g->seed,
                                  g->winner >= 0 ? st_game_player_side (game, g->winner) : "draw",
                                  st_game_end_reason_id (game, g->reason), g->turns, g->actions);
        }
    }
  return g_string_free (out, FALSE);
}
