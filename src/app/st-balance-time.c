/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-balance"

#include "config.h"

#include "st-balance-page-private.h"

/* Players chosen by time on the Balance page: the Time row, and the
 * measurement a run or a comparison makes first in its thread. */

gboolean
st_balance_page_time (StBalancePage *self, StBalanceTime *time)
{
  guint selected = adw_combo_row_get_selected (self->time_row);

  if (selected >= ST_N_BALANCE_TIMES)
    return FALSE;
  *time = (StBalanceTime) selected;
  return TRUE;
}

gboolean
st_balance_run_choose (StBalanceRunData *run, GCancellable *cancellable, GError **error)
{
  guint64 seed = run->options.seed;
  guint   jobs = run->options.jobs;

  if (!run->by_time)
    {
      if (run->check_stronger)
        st_balance_stronger_options (&run->options, &run->stronger);
      return TRUE;
    }
  g_atomic_int_set (&run->measuring, TRUE);
  if (!st_balance_choose_players (run->game, run->time, jobs, run->swapped != NULL || run->old != NULL,
                                  cancellable, &run->choice, error))
    return FALSE;
  st_balance_choice_options (&run->choice, seed, jobs, 0, &run->options, &run->stronger);
  run->check_stronger = TRUE;
  g_atomic_int_set (&run->measuring, FALSE);
  return TRUE;
}

void
st_balance_run_deadline (StBalanceRunData *run, StBalancePart part, StPlaytestOptions *options)
{
  if (run->by_time)
    st_balance_choice_deadline (&run->choice, part, options);
}
