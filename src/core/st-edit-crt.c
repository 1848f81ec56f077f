/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-edit"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "st-edit-tables.h"

/* Edits of the combat results table. Each works on a copy of the rows and
 * replaces the scenario's rows only when the copy still covers every
 * difference once, so that a refused edit leaves the table as it was. */

#define LOWEST -99
#define HIGHEST 99

static int
row_low (const StCrtRow *row)
{
  return row->has_min ? row->min : LOWEST;
}

static int
row_high (const StCrtRow *row)
{
  return row->has_max ? row->max : HIGHEST;
}

static StCrtRow *
row_at (GArray *crt, guint index)
{
  return &g_array_index (crt, StCrtRow, index);
}

/* The row holding the differences just below (direction -1) or above (+1) row. */
static StCrtRow *
neighbour (GArray *crt, guint index, int direction)
{
  const StCrtRow *row = row_at (crt, index);

  for (guint i = 0; i < crt->len; i++)
    {
      StCrtRow *other = row_at (crt, i);

      if (i == index)
        continue;
      if (direction < 0 && row->has_min && other->has_max && other->max == row->min - 1)
        return other;
      if (direction > 0 && row->has_max && other->has_min && other->min == row->max + 1)
        return other;
    }
  return NULL;
}

gboolean
st_edit_check_crt (const GArray *crt, GError **error)
{
  gboolean low_open = FALSE, high_open = FALSE;

  for (int d = LOWEST; d <= HIGHEST; d++)
    {
      guint hits = 0;

      for (guint i = 0; i < crt->len; i++)
        {
          const StCrtRow *row = &g_array_index (crt, StCrtRow, i);
          if ((!row->has_min || d >= row->min) && (!row->has_max || d <= row->max))
            hits++;
        }
      if (hits == 0)
        {
          g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                       _ ("No row of the combat results table covers a difference of %+d"), d);
          return FALSE;
        }
      if (hits > 1)
        {
          g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                       _ ("Rows of the combat results table overlap at a difference of %+d"), d);
          return FALSE;
        }
    }
  for (guint i = 0; i < crt->len; i++)
    {
      const StCrtRow *row = &g_array_index (crt, StCrtRow, i);

      if (!row->has_min && !row->has_max)
        {
          g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                               _ ("Every row of the combat results table needs a lowest or a highest "
                                  "difference"));
          return FALSE;
        }
      if ((row->has_min && (row->min < LOWEST || row->min > HIGHEST))
          || (row->has_max && (row->max < LOWEST || row->max > HIGHEST)))
        {
          g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                       _ ("Differences in the combat results table go from %d to %d"), LOWEST, HIGHEST);
          return FALSE;
        }
      low_open |= !row->has_min;
      high_open |= !row->has_max;
    }
  if (!low_open || !high_open)
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                           _ ("The combat results table needs a row for any lower and a row for any higher "
                              "difference"));
      return FALSE;
    }
  return TRUE;
}

static GArray *
begin (StScenario *scenario, guint index, GError **error)
{
  GArray *rows;

  if (!st_family_has_crt (scenario->family))
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                   _ ("The %s rules use no combat results table"), st_family_display_name (scenario->family));
      return NULL;
    }
  if (index >= scenario->crt->len)
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND,
                   _ ("The combat results table has no row %u"), index + 1);
      return NULL;
    }
  rows = g_array_sized_new (FALSE, FALSE, sizeof (StCrtRow), scenario->crt->len + 1);
  g_array_append_vals (rows, scenario->crt->data, scenario->crt->len);
  return rows;
}

/* Makes rows the scenario's table if it is a valid one. */
static gboolean
finish (StScenario *scenario, GArray *rows, GError **error)
{
  g_autoptr (GArray) owned = rows;

  if (!st_edit_check_crt (owned, error))
    return FALSE;
  g_array_set_size (scenario->crt, 0);
  g_array_append_vals (scenario->crt, owned->data, owned->len);
  return TRUE;
}

static gboolean
refuse_empty (GError **error, const StCrtRow *row)
{
  g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
               _ ("That would leave the row “%s” of the combat results table without any difference"),
               st_crt_result_to_string (row->result));
  return FALSE;
}

gboolean
st_edit_add_crt_row (StScenario *scenario, guint index, GError **error)
{
  GArray  *rows;
  StCrtRow upper, lower;
  int      low, high, split;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((rows = begin (scenario, index, error)) == NULL)
    return FALSE;
  upper = lower = *row_at (rows, index);
  low = row_low (&upper);
  high = row_high (&upper);
  if (low >= high)
    {
      g_array_unref (rows);
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                           _ ("A row for a single difference cannot be split"));
      return FALSE;
    }

  /* An open row gives one difference, next to its neighbour, to the new row;
   * a closed row is cut in the middle. */
  if (!upper.has_max)
    split = low;
  else if (!upper.has_min)
    split = high - 1;
  else
    split = low + (high - low - 1) / 2;
  upper.has_min = TRUE;
  upper.min = split + 1;
  lower.has_max = TRUE;
  lower.max = split;
  *row_at (rows, index) = upper;
  g_array_insert_val (rows, index + 1, lower);
  return finish (scenario, rows, error);
}

gboolean
st_edit_remove_crt_row (StScenario *scenario, guint index, GError **error)
{
  GArray   *rows;
  StCrtRow  row;
  StCrtRow *other;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((rows = begin (scenario, index, error)) == NULL)
    return FALSE;
  if (rows->len <= 2)
    {
      g_array_unref (rows);
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_LAST,
                           _ ("The combat results table needs at least two rows"));
      return FALSE;
    }
  row = *row_at (rows, index);
  if (row.has_min)
    {
      /* The row below takes the differences up to this row's highest. */
      if ((other = neighbour (rows, index, -1)) != NULL)
        {
          other->has_max = row.has_max;
          other->max = row.max;
        }
    }
  else if ((other = neighbour (rows, index, +1)) != NULL)
    {
      other->has_min = FALSE;
      other->min = 0;
    }
  g_array_remove_index (rows, index);
  return finish (scenario, rows, error);
}

static gboolean
check_bound (int value, GError **error)
{
  if (value >= LOWEST && value <= HIGHEST)
    return TRUE;
  g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
               _ ("Differences in the combat results table go from %d to %d"), LOWEST, HIGHEST);
  return FALSE;
}

gboolean
st_edit_set_crt_min (StScenario *scenario, guint index, int min, GError **error)
{
  GArray   *rows;
  StCrtRow *row, *below;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((rows = begin (scenario, index, error)) == NULL)
    return FALSE;
  row = row_at (rows, index);
  if (!row->has_min || row->min == min)
    {
      if (!row->has_min)
        g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                             _ ("The row for the lowest differences has no lowest difference"));
      g_array_unref (rows);
      return FALSE;
    }
  below = neighbour (rows, index, -1);
  if (!check_bound (min, error) || !check_bound (min - 1, error))
    {
      g_array_unref (rows);
      return FALSE;
    }
  if (min > row_high (row))
    {
      /* The message names the row: say it before the rows go. */
      refuse_empty (error, row);
      g_array_unref (rows);
      return FALSE;
    }
  if (below != NULL && min - 1 < row_low (below))
    {
      /* The message names the row: say it before the rows go. */
      refuse_empty (error, below);
      g_array_unref (rows);
      return FALSE;
    }
  row->min = min;
  if (below != NULL)
    below->max = min - 1;
  return finish (scenario, rows, error);
}

gboolean
st_edit_set_crt_max (StScenario *scenario, guint index, int max, GError **error)
{
  GArray   *rows;
  StCrtRow *row, *above;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((rows = begin (scenario, index, error)) == NULL)
    return FALSE;
  row = row_at (rows, index);
  if (!row->has_max || row->max == max)
    {
      if (!row->has_max)
        g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                             _ ("The row for the highest differences has no highest difference"));
      g_array_unref (rows);
      return FALSE;
    }
  above = neighbour (rows, index, +1);
  if (!check_bound (max, error) || !check_bound (max + 1, error))
    {
      g_array_unref (rows);
      return FALSE;
    }
  if (max < row_low (row))
    {
      /* The message names the row: say it before the rows go. */
      refuse_empty (error, row);
      g_array_unref (rows);
      return FALSE;
    }
  if (above != NULL && max + 1 > row_high (above))
    {
      /* The message names the row: say it before the rows go. */
      refuse_empty (error, above);
      g_array_unref (rows);
      return FALSE;
    }
  row->max = max;
  if (above != NULL)
    above->min = max + 1;
  return finish (scenario, rows, error);
}

gboolean
st_edit_set_crt_result (StScenario *scenario, guint index, StCrtResult result, GError **error)
{
  GArray *rows;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((rows = begin (scenario, index, error)) == NULL)
    return FALSE;
  if ((guint) result > ST_CRT_AE)
    {
      g_array_unref (rows);
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("Unknown combat result"));
      return FALSE;
    }
  if (row_at (rows, index)->result == result)
    {
      g_array_unref (rows);
      return FALSE;
    }
  row_at (rows, index)->result = result;
  return finish (scenario, rows, error);
}
