/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "core/st-locale.h"
#include "core/st-scenario-diff.h"
#include "st-balance-diff.h"
#include "st-stats.h"

#define Z95 1.96
#define SIGNIFICANCE 0.05

typedef struct
{
  StPlaytestProgress progress;
  gpointer           user_data;
  guint              offset; /* games of the first run, when reporting the second */
  guint              total;
} Progress;

static void
forward_progress (guint done, guint total, gpointer user_data)
{
  Progress *p = user_data;

  if (p->progress != NULL)
    p->progress (p->offset + done, p->total, p->user_data);
}

void
st_balance_diff_free (StBalanceDiff *diff)
{
  if (diff == NULL)
    return;
  st_playtest_report_free (diff->old_report);
  st_playtest_report_free (diff->new_report);
  g_free (diff->side);
  g_free (diff->side_name);
  g_clear_pointer (&diff->edits, g_ptr_array_unref);
  g_free (diff->statement);
  g_free (diff);
}

static const char *
side_name (const StGame *game, const char *lang)
{
  const StSide *side = st_scenario_find_side (st_game_scenario (game), st_game_player_side (game, 0));

  if (side != NULL && side->name != NULL && !st_text_is_empty (side->name))
    return st_text_get (side->name, lang);
  return st_game_player_side (game, 0);
}

static char *
statement (const StBalanceDiff *d, const char *side)
{
  g_autofree char *p = NULL;
  g_autofree char *points = st_locale_format_decimal (d->change * 100, 0, TRUE);
  g_autofree char *low = st_locale_format_decimal (d->change_low * 100, 0, TRUE);
  g_autofree char *high = st_locale_format_decimal (d->change_high * 100, 0, TRUE);

  if (d->same_games)
    return g_strdup_printf (
        ngettext ("No game changed: the %u game ended alike on both versions (%s wins %.0f %% "
                  "of games)",
                  "No game changed: all %u games ended alike on both versions (%s wins %.0f "
                  "%% of games)",
                  d->new_report->games),
        d->new_report->games, side, d->new_rate * 100);
  if (d->p_value < 0.001)
    {
      g_autofree char *limit = st_locale_format_decimal (0.001, 3, FALSE);

      /* Translators: a p-value below a limit, "p < 0.001". */
      p = g_strdup_printf (_ ("p < %s"), limit);
    }
  else
    {
      g_autofree char *value = st_locale_format_decimal (d->p_value, 3, FALSE);

      /* Translators: a p-value, "p = 0.034". */
      p = g_strdup_printf (_ ("p = %s"), value);
    }
  if (d->real)
    return g_strdup_printf (
        _ ("The change is real: %s wins %.0f %% of games instead of %.0f %% (%s points, 95 %% "
           "interval %s to %s; %s)"),
        side, d->new_rate * 100, d->old_rate * 100, points, low, high, p);
  return g_strdup_printf (
      _ ("The change may be chance: %s wins %.0f %% of games instead of %.0f %% (%s points, "
         "95 %% interval %s to %s; %s)"),
      side, d->new_rate * 100, d->old_rate * 100, points, low, high, p);
}

/* Whether every game ended alike on both versions. */
static gboolean
same_games (const StPlaytestReport *a, const StPlaytestReport *b)
{
  if (a->results->len != b->results->len)
    return FALSE;
  for (guint i = 0; i < a->results->len; i++)
    {
      const StPlaytestGame *x = &g_array_index (a->results, StPlaytestGame, i);
      const StPlaytestGame *y = &g_array_index (b->results, StPlaytestGame, i);

      if (x->winner != y->winner || x->reason != y->reason || x->turns != y->turns
          || x->actions != y->actions)
        return FALSE;
    }
  return TRUE;
}

StBalanceDiff *
st_balance_diff_compare (const StGame     *old_game,
                         StPlaytestReport *old_report,
                         const StGame     *new_game,
                         StPlaytestReport *new_report,
                         const char       *lang)
{
  StBalanceDiff *d = g_new0 (StBalanceDiff, 1);

  d->old_report = old_report;
  d->new_report = new_report;
  d->side = g_strdup (st_game_player_side (new_game, 0));
  d->side_name = g_strdup (side_name (new_game, lang));
  d->old_rate = old_report->games ? (double) old_report->wins[0] / old_report->games : 0.0;
  d->new_rate = new_report->games ? (double) new_report->wins[0] / new_report->games : 0.0;
  d->change = d->new_rate - d->old_rate;
  st_difference_interval (old_report->wins[0], old_report->games, new_report->wins[0], new_report->games, Z95,
                          &d->change_low, &d->change_high);
  st_two_proportion_test (old_report->wins[0], old_report->games, new_report->wins[0], new_report->games,
                          &d->z, &d->p_value);
  d->real = d->p_value < SIGNIFICANCE;
  d->turns_change = new_report->mean_turns - old_report->mean_turns;
  d->same_games = same_games (old_report, new_report);
  d->edits = st_scenario_diff (st_game_scenario (old_game), st_game_scenario (new_game), lang);
  d->statement = statement (d, d->side_name);
  return d;
}

StBalanceDiff *
st_balance_diff_run (StScenario              *old,
                     StScenario              *new_,
                     const StPlaytestOptions *options,
                     const char              *lang,
                     GCancellable            *cancellable,
                     StPlaytestProgress       progress,
                     gpointer                 user_data,
                     GError                 **error)
{
  g_autoptr (StGame) old_game = NULL;
  g_autoptr (StGame) new_game = NULL;
  StPlaytestReport *old_report, *new_report;
  Progress          p = { progress, user_data, 0, options->games * 2 };

  if (old->family != new_->family)
    {
      g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID,
                   _ ("The two versions are of different game families (%s and %s)"),
                   st_family_id (old->family), st_family_id (new_->family));
      return NULL;
    }
  if ((old_game = st_game_new_from_scenario (old, error)) == NULL
      || (new_game = st_game_new_from_scenario (new_, error)) == NULL)
    return NULL;
  for (int player = 0; player < 2; player++)
    if (g_strcmp0 (st_game_player_side (old_game, player), st_game_player_side (new_game, player)) != 0)
      {
        g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID,
                     _ ("The two versions do not have the same sides in the same order (%s against %s)"),
                     st_game_player_side (old_game, player), st_game_player_side (new_game, player));
        return NULL;
      }
  old_report = st_playtest_run (old_game, options, cancellable, forward_progress, &p, error);
  if (old_report == NULL)
    return NULL;
  p.offset = options->games;
  new_report = st_playtest_run (new_game, options, cancellable, forward_progress, &p, error);
  if (new_report == NULL)
    {
      st_playtest_report_free (old_report);
      return NULL;
    }
  return st_balance_diff_compare (old_game, old_report, new_game, new_report, lang);
}
