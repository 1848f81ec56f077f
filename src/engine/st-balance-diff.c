/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "core/st-locale.h"
#include "core/st-scenario-diff.h"
#include "st-balance-diff.h"
#include "st-balance-players.h"
#include "st-balance.h"
#include "st-stats.h"

#define Z95 1.96
#define SIGNIFICANCE 0.05

void
st_progress_offset_forward (guint done, guint total, gpointer user_data)
{
  StProgressOffset *p = user_data;

  if (p->progress != NULL)
    p->progress (p->offset + done, p->total, p->user_data);
}

const char *
st_diff_figure_kind_id (StDiffFigureKind kind)
{
  static const char *const ids[] = { "wins", "draws", "length" };

  g_return_val_if_fail (kind < G_N_ELEMENTS (ids), NULL);
  return ids[kind];
}

static void
figure_free (StDiffFigure *f)
{
  g_free (f->first_side);
  g_free (f->text);
  g_free (f);
}

void
st_balance_diff_free (StBalanceDiff *diff)
{
  if (diff == NULL)
    return;
  st_playtest_report_free (diff->old_report);
  st_playtest_report_free (diff->new_report);
  st_playtest_report_free (diff->old_swapped);
  st_playtest_report_free (diff->new_swapped);
  g_free (diff->side);
  g_free (diff->side_name);
  g_clear_pointer (&diff->edits, g_ptr_array_unref);
  g_clear_pointer (&diff->figures, g_ptr_array_unref);
  g_free (diff->statement);
  g_free (diff->replayed);
  g_free (diff);
}

static const char *
side_name (const StGame *game, int player, const char *lang)
{
  const StSide *side = st_scenario_find_side (st_game_scenario (game), st_game_player_side (game, player));

  if (side != NULL && side->name != NULL && !st_text_is_empty (side->name))
    return st_text_get (side->name, lang);
  return st_game_player_side (game, player);
}

/* "p = 0.034" or "p < 0.001". */
static char *
format_p (double p_value)
{
  if (p_value < 0.001)
    {
      g_autofree char *limit = st_locale_format_decimal (0.001, 3, FALSE);

      /* Translators: a p-value below a limit, "p < 0.001". */
      return g_strdup_printf (_ ("p < %s"), limit);
    }
  {
    g_autofree char *value = st_locale_format_decimal (p_value, 3, FALSE);

    /* Translators: a p-value, "p = 0.034". */
    return g_strdup_printf (_ ("p = %s"), value);
  }
}

static char *
figure_text (const StDiffFigure *f, const char *first)
{
  g_autofree char *p = format_p (f->p_value);
  int              digits = f->kind == ST_DIFF_LENGTH ? 1 : 0;
  double           scale = f->kind == ST_DIFF_LENGTH ? 1 : 100;
  g_autofree char *old_value = st_locale_format_decimal (f->old_value * scale, digits, FALSE);
  g_autofree char *new_value = st_locale_format_decimal (f->new_value * scale, digits, FALSE);
  g_autofree char *change = st_locale_format_decimal (f->change * scale, digits, TRUE);
  g_autofree char *low = st_locale_format_decimal (f->low * scale, digits, TRUE);
  g_autofree char *high = st_locale_format_decimal (f->high * scale, digits, TRUE);

  switch (f->kind)
    {
      case ST_DIFF_WINS:
        /* Translators: "Blue moving first wins 44 % of decisive games instead of 48 % (-4 points, 95 %
         * interval -9 to +1; p = 0.120)". */
        return g_strdup_printf (
            _ ("%s moving first wins %s %% of decisive games instead of %s %% (%s points, 95 %% "
               "interval %s to %s; %s)"),
            first, new_value, old_value, change, low, high, p);
      case ST_DIFF_DRAWS:
        return g_strdup_printf (
            _ ("With %s moving first, %s %% of games end without a winner instead of %s %% (%s "
               "points, 95 %% interval %s to %s; %s)"),
            first, new_value, old_value, change, low, high, p);
      case ST_DIFF_LENGTH:
      default:
        return g_strdup_printf (
            _ ("With %s moving first, games last %s turns on average instead of %s (%s turns, "
               "95 %% interval %s to %s; %s)"),
            first, new_value, old_value, change, low, high, p);
    }
}

static StDiffFigure *
proportion_figure (StDiffFigureKind kind, guint x1, guint n1, guint x2, guint n2)
{
  StDiffFigure *f = g_new0 (StDiffFigure, 1);

  f->kind = kind;
  f->old_value = n1 ? (double) x1 / n1 : 0.0;
  f->new_value = n2 ? (double) x2 / n2 : 0.0;
  f->change = f->new_value - f->old_value;
  st_difference_interval (x1, n1, x2, n2, Z95, &f->low, &f->high);
  st_two_proportion_test (x1, n1, x2, n2, &f->z, &f->p_value);
  return f;
}

static StDiffFigure *
length_figure (const StPlaytestReport *a, const StPlaytestReport *b)
{
  StDiffFigure   *f = g_new0 (StDiffFigure, 1);
  g_autofree int *ta = g_new (int, MAX (a->results->len, 1));
  g_autofree int *tb = g_new (int, MAX (b->results->len, 1));
  double          se;

  for (guint i = 0; i < a->results->len; i++)
    ta[i] = g_array_index (a->results, StPlaytestGame, i).turns;
  for (guint i = 0; i < b->results->len; i++)
    tb[i] = g_array_index (b->results, StPlaytestGame, i).turns;
  f->kind = ST_DIFF_LENGTH;
  f->old_value = a->mean_turns;
  f->new_value = b->mean_turns;
  st_mean_difference (ta, a->results->len, tb, b->results->len, Z95, &f->change, &f->low, &f->high,
                      &f->p_value);
  se = (f->high - f->low) / (2 * Z95);
  /* Every game changed alike: as sure as a change can be. */
  f->z = se > 0 ? f->change / se : f->change > 0 ? G_MAXDOUBLE : f->change < 0 ? -G_MAXDOUBLE : 0.0;
  return f;
}

/* The wins, draws and length of one seating. */
static void
add_figures (GPtrArray              *figures,
             guint                   seating,
             const char             *first_side,
             const char             *first_name,
             const StPlaytestReport *a,
             const StPlaytestReport *b)
{
  StDiffFigure *f[3];

  f[0] = proportion_figure (ST_DIFF_WINS, a->wins[0], a->wins[0] + a->wins[1], b->wins[0],
                            b->wins[0] + b->wins[1]);
  f[1] = proportion_figure (ST_DIFF_DRAWS, a->draws, a->games, b->draws, b->games);
  f[2] = length_figure (a, b);
  for (guint i = 0; i < 3; i++)
    {
      f[i]->seating = seating;
      f[i]->first_side = g_strdup (first_side);
      f[i]->real = f[i]->p_value < SIGNIFICANCE;
      f[i]->text = figure_text (f[i], first_name);
      g_ptr_array_add (figures, f[i]);
    }
}

/* The real change of the largest z, else the largest z. */
static int
headline (GPtrArray *figures)
{
  int best = -1;

  for (guint i = 0; i < figures->len; i++)
    {
      const StDiffFigure *f = g_ptr_array_index (figures, i);
      const StDiffFigure *b = best >= 0 ? g_ptr_array_index (figures, best) : NULL;

      if (b == NULL || (f->real && !b->real) || (f->real == b->real && fabs (f->z) > fabs (b->z)))
        best = (int) i;
    }
  return best;
}

static char *
statement (const StBalanceDiff *d, const char *side)
{
  const StDiffFigure *f;

  if (d->same_games)
    return g_strdup_printf (
        ngettext ("No game changed: the %u game ended alike on both versions (%s wins %.0f %% "
                  "of decisive games)",
                  "No game changed: all %u games ended alike on both versions (%s wins %.0f "
                  "%% of decisive games)",
                  d->new_report->games),
        d->new_report->games, side, d->new_rate * 100);
  f = g_ptr_array_index (d->figures, d->headline);
  if (f->real)
    /* Translators: the largest real change of a balance diff, "The change is real. With Blue moving first, 70
     * % of games end without a winner instead of 44 % (…)". */
    return g_strdup_printf (_ ("The change is real. %s"), f->text);
  /* Translators: no figure changed for real; the largest change follows. */
  return g_strdup_printf (_ ("The change may be chance. %s"), f->text);
}

/* Whether every game ended alike on both versions. */
static gboolean
same_games (const StPlaytestReport *a, const StPlaytestReport *b)
{
  if (a == NULL || b == NULL)
    return a == b;
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
  return st_balance_diff_compare_seatings (old_game, old_report, NULL, new_game, new_report, NULL, lang);
}

StBalanceDiff *
st_balance_diff_compare_seatings (const StGame     *old_game,
                                  StPlaytestReport *old_report,
                                  StPlaytestReport *old_swapped,
                                  const StGame     *new_game,
                                  StPlaytestReport *new_report,
                                  StPlaytestReport *new_swapped,
                                  const char       *lang)
{
  StBalanceDiff *d = g_new0 (StBalanceDiff, 1);
  guint          decisive_old = old_report->wins[0] + old_report->wins[1];
  guint          decisive_new = new_report->wins[0] + new_report->wins[1];

  d->old_report = old_report;
  d->new_report = new_report;
  d->old_swapped = old_swapped;
  d->new_swapped = new_swapped;
  d->side = g_strdup (st_game_player_side (new_game, 0));
  d->side_name = g_strdup (side_name (new_game, 0, lang));
  /* One definition of the win rate: a share of the decisive games. */
  d->old_rate = decisive_old ? (double) old_report->wins[0] / decisive_old : 0.0;
  d->new_rate = decisive_new ? (double) new_report->wins[0] / decisive_new : 0.0;
  d->change = d->new_rate - d->old_rate;
  st_difference_interval (old_report->wins[0], decisive_old, new_report->wins[0], decisive_new, Z95,
                          &d->change_low, &d->change_high);
  st_two_proportion_test (old_report->wins[0], decisive_old, new_report->wins[0], decisive_new, &d->z,
                          &d->p_value);
  d->turns_change = new_report->mean_turns - old_report->mean_turns;
  /* Without the old game the old reports are a saved run's counts, not its games. */
  d->same_games = old_game != NULL && same_games (old_report, new_report)
                  && (old_swapped == NULL || new_swapped == NULL || same_games (old_swapped, new_swapped));
  d->figures = g_ptr_array_new_with_free_func ((GDestroyNotify) figure_free);
  add_figures (d->figures, 0, d->side, d->side_name, old_report, new_report);
  if (old_swapped != NULL && new_swapped != NULL)
    add_figures (d->figures, 1, st_game_player_side (new_game, 1), side_name (new_game, 1, lang), old_swapped,
                 new_swapped);
  d->headline = d->same_games ? -1 : headline (d->figures);
  d->real = d->headline >= 0 && ((const StDiffFigure *) g_ptr_array_index (d->figures, d->headline))->real;
  d->edits = old_game != NULL
                 ? st_scenario_diff (st_game_scenario (old_game), st_game_scenario (new_game), lang)
                 : NULL;
  d->statement = statement (d, d->side_name);
  return d;
}

/* Plays the two versions, or takes the old version's runs from baseline when
 * reuse and they can stand for it. */
static StBalanceDiff *
diff_run (const StBalanceBaseline *baseline,
          gboolean                 reuse,
          StScenario              *new_,
          const StPlaytestOptions *options,
          const char              *lang,
          GCancellable            *cancellable,
          StPlaytestProgress       progress,
          gpointer                 user_data,
          GError                 **error)
{
  StScenario             *old = baseline->scenario;
  const StPlaytestReport *kept[4] = { baseline->report, NULL, baseline->swapped, NULL };
  gboolean                take[4] = { FALSE, FALSE, FALSE, FALSE };
  g_autofree char        *why = NULL;
  StBalanceDiff          *diff;
  g_autoptr (StGame) old_game = NULL;
  g_autoptr (StGame) new_game = NULL;
  g_autoptr (StGame) old_swapped_game = NULL;
  g_autoptr (StGame) new_swapped_game = NULL;
  const StGame     *games[4];
  StPlaytestReport *reports[4] = { NULL, NULL, NULL, NULL };
  StProgressOffset  p = { progress, user_data, 0, options->games * 2 };

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
  {
    g_autoptr (StScenario) old_other = st_balance_swapped_scenario (old_game);
    g_autoptr (StScenario) new_other = st_balance_swapped_scenario (new_game);

    if (old_other != NULL && new_other != NULL
        && ((old_swapped_game = st_game_new_from_scenario (old_other, error)) == NULL
            || (new_swapped_game = st_game_new_from_scenario (new_other, error)) == NULL))
      return NULL;
  }
  games[0] = old_game;
  games[1] = new_game;
  games[2] = old_swapped_game;
  games[3] = new_swapped_game;
  /* The old version's runs of the baseline, when they were played as these
   * would be: the first options->games games of each, by index. */
  for (guint i = 0; reuse && i < 4 && games[i] != NULL; i += 2)
    {
      g_autofree char *reason = NULL;

      take[i] = st_balance_baseline_reusable (&baseline->options, kept[i], options, &reason);
      if (!take[i] && why == NULL)
        why = g_steal_pointer (&reason);
    }
  p.total = 0;
  for (guint i = 0; i < 4 && games[i] != NULL; i++)
    p.total += take[i] ? 0 : options->games;
  p.offset = 0;
  for (guint i = 0; i < 4 && games[i] != NULL; i++)
    {
      if (take[i])
        reports[i] =
            st_playtest_report_new (games[i], (const StPlaytestGame *) (void *) kept[i]->results->data,
                                    options->games, options->games);
      else if ((reports[i] =
                    st_playtest_run (games[i], options, cancellable, st_progress_offset_forward, &p, error))
               == NULL)
        {
          for (guint j = 0; j < i; j++)
            st_playtest_report_free (reports[j]);
          return NULL;
        }
      else
        p.offset += options->games;
    }
  diff = st_balance_diff_compare_seatings (old_game, reports[0], reports[2], new_game, reports[1], reports[3],
                                           lang);
  diff->old_reused = (take[0] ? 1 : 0) + (take[2] ? 1 : 0);
  if (reuse && why != NULL && diff->old_reused > 0)
    /* Translators: the old version's other seating was played, "…: the earlier run played one seating only".
     */
    diff->replayed =
        g_strdup_printf (_ ("The old version was played again with the other side moving first: %s"), why);
  else if (reuse && why != NULL)
    /* Translators: why the old version was played again, "The old version was played again: it was played
     * by Greedy, this comparison plays MCTS, 100 iterations a move". */
    diff->replayed = g_strdup_printf (_ ("The old version was played again: %s"), why);
  return diff;
}

static gboolean
players_equal (const StPlayerOptions *a, const StPlayerOptions *b)
{
  return a->kind == b->kind && a->iterations == b->iterations && a->seconds == b->seconds
         && a->exploration == b->exploration && a->widening == b->widening
         && a->rollout_depth == b->rollout_depth && a->rollout_best_of == b->rollout_best_of
         && a->chance_samples == b->chance_samples;
}

gboolean
st_balance_baseline_reusable (const StPlaytestOptions *played,
                              const StPlaytestReport  *report,
                              const StPlaytestOptions *options,
                              char                   **why)
{
  g_autofree char *reason = NULL;

  if (report == NULL)
    reason = g_strdup (_ ("the earlier run played one seating only"));
  else if (!players_equal (&played->players[0], &options->players[0])
           || !players_equal (&played->players[1], &options->players[1]))
    {
      g_autofree char *was = st_balance_players_describe (&played->players[0]);
      g_autofree char *now = st_balance_players_describe (&options->players[0]);

      /* Translators: why an earlier run cannot stand for the old version: "it was played by Greedy, this
       * comparison plays MCTS, 100 iterations a move". */
      reason = g_strdup_printf (_ ("it was played by %s, this comparison plays %s"), was, now);
    }
  else if (played->seed != options->seed)
    {
      /* The seeds as text: a format macro in a message cannot be translated. */
      g_autofree char *old_seed = g_strdup_printf ("%" G_GUINT64_FORMAT, (guint64) played->seed);
      g_autofree char *new_seed = g_strdup_printf ("%" G_GUINT64_FORMAT, (guint64) options->seed);

      /* Translators: both %s are seeds of a run of games (numbers). */
      reason =
          g_strdup_printf (_ ("it was played with seed %s, this comparison uses %s"), old_seed, new_seed);
    }
  else if (report->games < options->games)
    reason = g_strdup_printf (_ ("it has %u games, this comparison plays %u"), report->games, options->games);
  if (why != NULL)
    *why = g_steal_pointer (&reason);
  return reason == NULL && (why == NULL || *why == NULL);
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
  StBalanceBaseline baseline = { old, *options, NULL, NULL };

  return diff_run (&baseline, FALSE, new_, options, lang, cancellable, progress, user_data, error);
}

StBalanceDiff *
st_balance_diff_run_baseline (const StBalanceBaseline *baseline,
                              StScenario              *new_,
                              const StPlaytestOptions *options,
                              const char              *lang,
                              GCancellable            *cancellable,
                              StPlaytestProgress       progress,
                              gpointer                 user_data,
                              GError                 **error)
{
  return diff_run (baseline, TRUE, new_, options, lang, cancellable, progress, user_data, error);
}
