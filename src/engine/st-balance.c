/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "st-balance.h"
#include "st-stats.h"

#define Z95 1.96

typedef struct
{
  const StGame *game;
  const char   *lang;
  guint         games;
  guint         draws;
  guint         decisive;
  guint         side_wins[2]; /* by the sides of the first run */
  int           sides[2];
  guint         first_mover_wins;
  guint         side_first[2]; /* sides[0] moving first: its wins and its losses */
  guint         side_second[2]; /* sides[0] moving second */
  gboolean      both_seatings;
  gboolean      first_wins_each_seating; /* in every seating the first mover won more */
  gboolean      second_wins_each_seating;
  guint        *reasons; /* every game's end reason */
  guint        *draw_reasons; /* games without a winner, by end reason */
  guint         n_reasons;
} Tally;

void
st_finding_free (StFinding *finding)
{
  if (finding == NULL)
    return;
  g_free (finding->text);
  g_free (finding);
}

const char *
st_finding_kind_id (StFindingKind kind)
{
  static const char *const ids[] = {
    "favours-side",
    "even",
    "too-few",
    "seldom-ends",
    "usual-end",
    "first-move",
    "second-move",
    "side-not-first-move",
    "one-seating",
    "no-first-move",
    "side-and-first-move",
    "holds-stronger",
    "changes-stronger",
    "stronger-too-few",
  };

  g_return_val_if_fail (kind < G_N_ELEMENTS (ids), NULL);
  return ids[kind];
}

static StFinding *
finding_new (StFindingKind kind, int side, int reason, double share, double low, double high)
{
  StFinding *finding = g_new0 (StFinding, 1);

  *finding = (StFinding){ kind, NULL, side, reason, share, low, high };
  return finding;
}

const char *
st_balance_side_name (const StGame *game, int side, const char *lang)
{
  StScenario   *scenario = st_game_scenario (game);
  const StSide *s;

  if (side < 0 || (guint) side >= scenario->sides->len)
    return "?";
  s = g_ptr_array_index (scenario->sides, side);
  if (s->name != NULL && !st_text_is_empty (s->name))
    return st_text_get (s->name, lang);
  return s->id;
}

static const char *
side_name (const Tally *t, int side)
{
  return st_balance_side_name (t->game, side, t->lang);
}

static void
tally_runs (Tally *t, const StBalanceRun *runs, guint n_runs)
{
  t->n_reasons = st_game_n_end_reasons (t->game);
  t->reasons = g_new0 (guint, t->n_reasons);
  t->draw_reasons = g_new0 (guint, t->n_reasons);
  t->sides[0] = runs[0].first_side;
  t->sides[1] = runs[0].second_side;
  t->first_wins_each_seating = TRUE;
  t->second_wins_each_seating = TRUE;
  for (guint i = 0; i < n_runs; i++)
    {
      const StPlaytestReport *r = runs[i].report;

      t->games += r->games;
      t->draws += r->draws;
      t->decisive += r->wins[0] + r->wins[1];
      t->first_mover_wins += r->wins[0];
      t->side_wins[runs[i].first_side == t->sides[0] ? 0 : 1] += r->wins[0];
      t->side_wins[runs[i].second_side == t->sides[0] ? 0 : 1] += r->wins[1];
      if (runs[i].first_side != t->sides[0])
        {
          t->both_seatings = TRUE;
          t->side_second[0] += r->wins[1];
          t->side_second[1] += r->wins[0];
        }
      else
        {
          t->side_first[0] += r->wins[0];
          t->side_first[1] += r->wins[1];
        }
      if (r->wins[0] <= r->wins[1])
        t->first_wins_each_seating = FALSE;
      if (r->wins[1] <= r->wins[0])
        t->second_wins_each_seating = FALSE;
      for (guint g = 0; g < r->results->len; g++)
        {
          const StPlaytestGame *game = &g_array_index (r->results, StPlaytestGame, g);

          if (game->reason >= t->n_reasons)
            continue;
          t->reasons[game->reason]++;
          if (game->winner < 0)
            t->draw_reasons[game->reason]++;
        }
    }
}

/* The most frequent end reason other than "none" in counts, or -1. */
static int
most_frequent (const guint *counts, guint n)
{
  int best = -1;

  for (guint i = 1; i < n; i++)
    if (counts[i] > 0 && (best < 0 || counts[i] > counts[best]))
      best = (int) i;
  return best;
}

static StFinding *
side_finding (const Tally *t)
{
  double     share, low, high;
  StFinding *f;

  if (t->decisive < ST_BALANCE_MIN_DECISIVE)
    {
      f = finding_new (ST_FINDING_TOO_FEW, -1, -1, 0.0, 0.0, 0.0);
      f->text = g_strdup_printf (ngettext ("Only %u game of %u was decisive: too few to say which side the "
                                           "scenario favours",
                                           "Only %u games of %u were decisive: too few to say which side the "
                                           "scenario favours",
                                           t->decisive),
                                 t->decisive, t->games);
      return f;
    }
  share = (double) t->side_wins[0] / t->decisive;
  st_wilson_interval (t->side_wins[0], t->decisive, Z95, &low, &high);
  if (low > 0.5 || high < 0.5)
    {
      int which = low > 0.5 ? 0 : 1;

      if (which == 1)
        {
          double l = 1.0 - high;

          high = 1.0 - low;
          low = l;
          share = 1.0 - share;
        }
      f = finding_new (ST_FINDING_FAVOURS_SIDE, t->sides[which], -1, share, low, high);
      /* Translators: "Blue wins 62 % of decisive games (58–66 %): the scenario favours Blue". */
      f->text = g_strdup_printf (
          _ ("%s wins %.0f %% of decisive games (%.0f–%.0f %%): the scenario favours %s"),
          side_name (t, t->sides[which]), share * 100, low * 100, high * 100, side_name (t, t->sides[which]));
      return f;
    }
  f = finding_new (ST_FINDING_EVEN, t->sides[0], -1, share, low, high);
  f->text = g_strdup_printf (
      _ ("%s wins %.0f %% of decisive games (%.0f–%.0f %%): neither side is clearly favoured"),
      side_name (t, t->sides[0]), share * 100, low * 100, high * 100);
  return f;
}

static StFinding *
ending_finding (const Tally *t)
{
  StFinding  *f;
  const char *explanation;
  int         reason;
  double      share;

  if (t->games == 0)
    return NULL;
  if (2 * t->draws >= t->games)
    {
      reason = most_frequent (t->draw_reasons, t->n_reasons);
      share = (double) t->draws / t->games;
      f = finding_new (ST_FINDING_SELDOM_ENDS, -1, reason, share, share, share);
      if (reason >= 0)
        f->text =
            g_strdup_printf (_ ("%.0f %% of games end without a winner, most by “%s”: with these players the "
                                "game seldom ends by the rules"),
                             share * 100, st_game_end_reason_label (t->game, (guint) reason));
      else
        f->text =
            g_strdup_printf (_ ("%.0f %% of games end without a winner: with these players the game seldom "
                                "ends by the rules"),
                             share * 100);
      return f;
    }
  reason = most_frequent (t->reasons, t->n_reasons);
  if (reason < 0)
    return NULL;
  share = (double) t->reasons[reason] / t->games;
  f = finding_new (ST_FINDING_USUAL_END, -1, reason, share, share, share);
  explanation = st_game_end_reason_explanation (t->game, (guint) reason);
  if (explanation != NULL)
    f->text = g_strdup_printf (_ ("Most games end by “%s” (%.0f %%). %s"),
                               st_game_end_reason_label (t->game, (guint) reason), share * 100, explanation);
  else
    f->text = g_strdup_printf (_ ("Most games end by “%s” (%.0f %%)"),
                               st_game_end_reason_label (t->game, (guint) reason), share * 100);
  return f;
}

static StFinding *
seating_finding (const Tally *t)
{
  double     share, low, high, side_low, side_high;
  StFinding *f;

  if (t->decisive < ST_BALANCE_MIN_DECISIVE)
    return NULL;
  if (!t->both_seatings)
    {
      f = finding_new (ST_FINDING_ONE_SEATING, t->sides[0], -1, 0.0, 0.0, 0.0);
      f->text =
          g_strdup_printf (_ ("%s moved first in every game, so an advantage of a side and an advantage of "
                              "moving first cannot be told apart: run both seatings to separate them"),
                           side_name (t, t->sides[0]));
      return f;
    }
  share = (double) t->first_mover_wins / t->decisive;
  st_wilson_interval (t->first_mover_wins, t->decisive, Z95, &low, &high);
  st_wilson_interval (t->side_wins[0], t->decisive, Z95, &side_low, &side_high);
  if (low > 0.5 && t->first_wins_each_seating)
    {
      f = finding_new (ST_FINDING_FIRST_MOVE, -1, -1, share, low, high);
      f->text =
          g_strdup_printf (_ ("The player who moves first wins %.0f %% of decisive games (%.0f–%.0f %%) with "
                              "either side: a first-move advantage"),
                           share * 100, low * 100, high * 100);
      return f;
    }
  if (high < 0.5 && t->second_wins_each_seating)
    {
      f = finding_new (ST_FINDING_SECOND_MOVE, -1, -1, 1.0 - share, 1.0 - high, 1.0 - low);
      f->text = g_strdup_printf (
          _ ("The player who moves second wins %.0f %% of decisive games (%.0f–%.0f %%) with "
             "either side: moving first is a disadvantage"),
          f->share * 100, f->low * 100, f->high * 100);
      return f;
    }
  if ((side_low > 0.5 || side_high < 0.5) && low <= 0.5 && high >= 0.5)
    {
      int which = side_low > 0.5 ? 0 : 1;

      f = finding_new (ST_FINDING_SIDE_NOT_FIRST_MOVE, t->sides[which], -1, share, low, high);
      f->text = g_strdup_printf (_ ("%s wins whichever side moves first: the advantage belongs to %s, not to "
                                    "moving first"),
                                 side_name (t, t->sides[which]), side_name (t, t->sides[which]));
      return f;
    }
  if (low <= 0.5 && high >= 0.5)
    {
      f = finding_new (ST_FINDING_NO_FIRST_MOVE, -1, -1, share, low, high);
      f->text = g_strdup_printf (_ ("Moving first gives no clear advantage: the player who moves first wins "
                                    "%.0f %% of decisive games (%.0f–%.0f %%)"),
                                 share * 100, low * 100, high * 100);
      return f;
    }
  /* The first mover wins more overall but not in each seating: with one side
   * moving first is worth more than with the other. */
  {
    guint  first_n = t->side_first[0] + t->side_first[1];
    guint  second_n = t->side_second[0] + t->side_second[1];
    double as_first = first_n ? (double) t->side_first[0] / first_n : 0.0;
    double as_second = second_n ? (double) t->side_second[0] / second_n : 0.0;

    f = finding_new (ST_FINDING_SIDE_AND_FIRST_MOVE, t->sides[0], -1, share, low, high);
    f->text = g_strdup_printf (_ ("%s wins %.0f %% of decisive games when it moves first and %.0f %% when it "
                                  "moves second: both the side and the first move matter"),
                               side_name (t, t->sides[0]), as_first * 100, as_second * 100);
    return f;
  }
}

GPtrArray *
st_balance_verdict (const StGame *game, const StBalanceRun *runs, guint n_runs, const char *lang)
{
  GPtrArray *findings = g_ptr_array_new_with_free_func ((GDestroyNotify) st_finding_free);
  Tally      t = { game, lang };
  StFinding *f;

  g_return_val_if_fail (n_runs > 0, findings);
  tally_runs (&t, runs, n_runs);
  g_ptr_array_add (findings, side_finding (&t));
  if ((f = seating_finding (&t)) != NULL)
    g_ptr_array_add (findings, f);
  if ((f = ending_finding (&t)) != NULL)
    g_ptr_array_add (findings, f);
  g_free (t.reasons);
  g_free (t.draw_reasons);
  return findings;
}

StScenario *
st_balance_swapped_scenario (const StGame *game)
{
  StScenario *scenario = st_game_scenario (game);
  StScenario *swapped;

  if (st_family_find_param (scenario->family, "first-side") == NULL)
    return NULL;
  swapped = st_scenario_copy (scenario);
  st_attrs_set (swapped->params, "first-side", st_game_player_side (game, 1));
  return swapped;
}
