/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "st-balance.h"
#include "st-stats.h"

/* Whether a verdict survives stronger play: the same seatings played again by
 * players about four times stronger on a sample of the games. */

#define Z95 1.96
#define SIGNIFICANCE 0.05

/* The wins of the first run's first side and the decisive games of runs. */
static void
count_side (const StBalanceRun *runs, guint n, guint *wins, guint *decisive)
{
  *wins = *decisive = 0;
  for (guint i = 0; i < n; i++)
    {
      const StPlaytestReport *r = runs[i].report;

      *decisive += r->wins[0] + r->wins[1];
      *wins += runs[i].first_side == runs[0].first_side ? r->wins[0] : r->wins[1];
    }
}

static StFinding *
finding_new (StFindingKind kind, int side, double share, double low, double high)
{
  StFinding *f = g_new0 (StFinding, 1);

  *f = (StFinding){ kind, NULL, side, -1, share, low, high };
  return f;
}

StFinding *
st_balance_stronger_finding (const StGame       *game,
                             const StBalanceRun *runs,
                             const StBalanceRun *stronger,
                             guint               n_runs,
                             const char         *lang)
{
  g_autoptr (GPtrArray) verdict = st_balance_verdict (game, runs, n_runs, lang);
  g_autoptr (GPtrArray) strong = st_balance_verdict (game, stronger, n_runs, lang);
  const StFinding *v = g_ptr_array_index (verdict, 0);
  const StFinding *s = g_ptr_array_index (strong, 0);
  guint            wins, decisive, strong_wins, strong_decisive;
  double           z, p, share, low, high;
  int              side = runs[0].first_side, which;
  gboolean         changes;
  StFinding       *f;

  count_side (runs, n_runs, &wins, &decisive);
  count_side (stronger, n_runs, &strong_wins, &strong_decisive);
  if (s->kind == ST_FINDING_TOO_FEW)
    {
      f = finding_new (ST_FINDING_STRONGER_TOO_FEW, -1, 0, 0, 0);
      f->text = g_strdup_printf (
          ngettext ("Not checked with stronger players: only %u of their games was decisive",
                    "Not checked with stronger players: only %u of their games were decisive",
                    strong_decisive),
          strong_decisive);
      return f;
    }
  st_two_proportion_test (wins, decisive, strong_wins, strong_decisive, &z, &p);
  changes = (s->kind == ST_FINDING_FAVOURS_SIDE && (v->kind != ST_FINDING_FAVOURS_SIDE || v->side != s->side))
            || (v->kind != ST_FINDING_TOO_FEW && p < SIGNIFICANCE);
  /* The side the stronger players favour, else the verdict's, else the first. */
  which = s->kind == ST_FINDING_FAVOURS_SIDE ? s->side : v->kind == ST_FINDING_FAVOURS_SIDE ? v->side : side;
  share = (double) (which == side ? strong_wins : strong_decisive - strong_wins) / strong_decisive;
  st_wilson_interval (which == side ? strong_wins : strong_decisive - strong_wins, strong_decisive, Z95, &low,
                      &high);
  if (!changes)
    {
      f = finding_new (ST_FINDING_HOLDS_STRONGER, which, share, low, high);
      /* Translators: the verdict checked with stronger players on a sample of the games: "Holds with stronger
       * players: Blue then wins 63 % of decisive games (51–74 %, 80 games)". */
      f->text = g_strdup_printf (
          _ ("Holds with stronger players: %s then wins %.0f %% of decisive games (%.0f–%.0f %%, %u games)"),
          st_balance_side_name (game, which, lang), share * 100, low * 100, high * 100, strong_decisive);
      return f;
    }
  f = finding_new (ST_FINDING_CHANGES_STRONGER, which, share, low, high);
  if (s->kind == ST_FINDING_FAVOURS_SIDE)
    /* Translators: "Changes with stronger players: Red then wins 61 % of decisive games (52–70 %)". */
    f->text = g_strdup_printf (_ ("Changes with stronger players: %s then wins %.0f %% of decisive games "
                                  "(%.0f–%.0f %%, %u games)"),
                               st_balance_side_name (game, which, lang), share * 100, low * 100, high * 100,
                               strong_decisive);
  else
    f->text = g_strdup_printf (_ ("Changes with stronger players: %s then wins %.0f %% of decisive games "
                                  "(%.0f–%.0f %%, %u games), neither side clearly favoured"),
                               st_balance_side_name (game, which, lang), share * 100, low * 100, high * 100,
                               strong_decisive);
  return f;
}
