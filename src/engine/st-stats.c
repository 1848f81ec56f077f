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

void
st_two_proportion_test (guint x1, guint n1, guint x2, guint n2, double *z, double *p_value)
{
  double p1, p2, pooled, se;

  *z = 0.0;
  *p_value = 1.0;
  if (n1 == 0 || n2 == 0)
    return;
  p1 = (double) x1 / n1;
  p2 = (double) x2 / n2;
  pooled = (double) (x1 + x2) / (n1 + n2);
  se = sqrt (pooled * (1.0 - pooled) * (1.0 / n1 + 1.0 / n2));
  if (se <= 0.0)
    return;
  *z = (p2 - p1) / se;
  *p_value = erfc (fabs (*z) / G_SQRT2);
}

void
st_difference_interval (guint x1, guint n1, guint x2, guint n2, double z, double *low, double *high)
{
  double p1 = n1 ? (double) x1 / n1 : 0.0, p2 = n2 ? (double) x2 / n2 : 0.0;
  double l1, u1, l2, u2, d = p2 - p1;

  st_wilson_interval (x1, n1, z, &l1, &u1);
  st_wilson_interval (x2, n2, z, &l2, &u2);
  *low = d - sqrt ((p2 - l2) * (p2 - l2) + (u1 - p1) * (u1 - p1));
  *high = d + sqrt ((u2 - p2) * (u2 - p2) + (p1 - l1) * (p1 - l1));
  *low = MAX (-1.0, *low);
  *high = MIN (1.0, *high);
}

void
st_sequential_test_init (StSequentialTest *test, double delta, double alpha, double beta)
{
  g_return_if_fail (delta > 0.0 && delta < 0.5);
  test->delta = delta;
  test->alpha = alpha;
  test->beta = beta;
}

/* Wald's log-likelihood ratio of p1 against p0 after the observations. */
static double
log_likelihood_ratio (double p0, double p1, guint successes, guint failures)
{
  return successes * log (p1 / p0) + failures * log ((1.0 - p1) / (1.0 - p0));
}

StSequentialDecision
st_sequential_test_decide (const StSequentialTest *test, guint successes, guint failures)
{
  double upper = log ((1.0 - test->beta) / test->alpha);
  double lower = log (test->beta / (1.0 - test->alpha));
  double above = log_likelihood_ratio (0.5, 0.5 + test->delta, successes, failures);
  double below = log_likelihood_ratio (0.5, 0.5 - test->delta, successes, failures);

  if (above >= upper)
    return ST_SEQUENTIAL_ABOVE;
  if (below >= upper)
    return ST_SEQUENTIAL_BELOW;
  if (above <= lower && below <= lower)
    return ST_SEQUENTIAL_EVEN;
  return ST_SEQUENTIAL_CONTINUE;
}

/* Summed in ascending order, so that the same values give the same bits in
 * whatever order they come: a saved run's lengths come as a histogram, the
 * played run's in the order the games ended (balance-diff --baseline must
 * give the figures of playing both versions). */
static double
variance (const int *values, guint n, double mean)
{
  g_autofree int *sorted = g_memdup2 (values, sizeof *values * n);
  double          sum = 0;

  qsort (sorted, n, sizeof *sorted, compare_ints);
  for (guint i = 0; i < n; i++)
    sum += (sorted[i] - mean) * (sorted[i] - mean);
  return n > 1 ? sum / (n - 1) : 0.0;
}

void
st_mean_difference (const int *a,
                    guint      n1,
                    const int *b,
                    guint      n2,
                    double     z,
                    double    *difference,
                    double    *low,
                    double    *high,
                    double    *p_value)
{
  double mean_a = st_mean (a, n1), mean_b = st_mean (b, n2);
  double se = n1 > 0 && n2 > 0 ? sqrt (variance (a, n1, mean_a) / n1 + variance (b, n2, mean_b) / n2) : 0.0;

  *difference = mean_b - mean_a;
  *low = *difference - z * se;
  *high = *difference + z * se;
  if (se > 0)
    *p_value = erfc (fabs (*difference / se) / G_SQRT2);
  else
    *p_value = *difference == 0 ? 1.0 : 0.0;
}
