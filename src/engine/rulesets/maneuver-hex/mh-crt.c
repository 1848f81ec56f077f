/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mh-private.h"

/* Rule [8]'s combat results table, compiled from the scenario's rows into an
 * array indexed by the difference. */

gboolean
mh_crt_init (MhCrt *crt, const GArray *rows, GError **error)
{
  int low = G_MAXINT, high = G_MININT;

  if (rows == NULL || rows->len == 0)
    {
      g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID,
                   _ ("The scenario has no combat results table"));
      return FALSE;
    }
  /* The table spans every bound the rows name; open-ended rows cover the rest. */
  for (guint i = 0; i < rows->len; i++)
    {
      const StCrtRow *row = &g_array_index (rows, StCrtRow, i);
      if (row->has_min)
        low = MIN (low, row->min), high = MAX (high, row->min);
      if (row->has_max)
        low = MIN (low, row->max), high = MAX (high, row->max);
    }
  if (low == G_MAXINT)
    low = high = 0;
  low = MAX (low - 1, -64);
  high = MIN (high + 1, 64);
  crt->low = low;
  crt->high = high;
  for (int d = low; d <= high; d++)
    {
      gboolean found = FALSE;
      for (guint i = 0; i < rows->len && !found; i++)
        {
          const StCrtRow *row = &g_array_index (rows, StCrtRow, i);
          if ((!row->has_min || d >= row->min) && (!row->has_max || d <= row->max))
            {
              crt->results[d - low] = (guint8) row->result;
              found = TRUE;
            }
        }
      if (!found)
        {
          g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID,
                       _ ("The combat results table has no row for a difference of %d"), d);
          return FALSE;
        }
    }
  return TRUE;
}

StCrtResult
mh_crt_lookup (const MhCrt *crt, int difference)
{
  return (StCrtResult) crt->results[CLAMP (difference, crt->low, crt->high) - crt->low];
}
