/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "st-stats.h"

void
st_wilson_interval (guint successes, guint n, double z, double *low, double *high)
{
  double p, denominator, centre, margin;

  if (n == 0)
    {
      *low = 0.0;
      *high = 1.0;
      return;
    }
  p = (double) successes / n;
  denominator = 1.0 + z * z / n;
  centre = (p + z * z / (2.0 * n)) / denominator;
  margin = z * sqrt (p * (1.0 - p) / n + z * z / (4.0 * n * n)) / denominator;
  *low = MAX (0.0, centre - margin);
  *high = MIN (1.0, centre + margin);
}

static int
compare_ints (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;

  return (x > y) - (x < y);
}

double
st_median (int *values, guint n)
{
  if (n == 0)
    return 0.0;
  qsort (values, n, sizeof (int), compare_ints);
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

double
st_mean (const int *values, guint n)
{
  double sum = 0.0;

  for (guint i = 0; i < n; i++)
    sum += values[i];
  return n == 0 ? 0.0 : sum / n;
}
