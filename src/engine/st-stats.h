/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The Wilson score interval of a proportion successes / n at the normal quantile z
 * (1.96 for 95 %); [0, 1] when n is 0. */
void st_wilson_interval (guint successes, guint n, double z, double *low, double *high);
/* The median of n values (sorted in place); 0 when n is 0. */
double st_median (int *values, guint n);
double st_mean (const int *values, guint n);

/* The two-proportion z test of x1 / n1 against x2 / n2 (pooled, two-sided): the
 * statistic and its p-value. z = 0 and p = 1 when either n is 0 or nothing varies. */
void st_two_proportion_test (guint x1, guint n1, guint x2, guint n2, double *z, double *p_value);
/* Newcombe's hybrid score interval for the difference x2 / n2 - x1 / n1, built
 * from the two Wilson intervals at the normal quantile z. */
void st_difference_interval (guint x1, guint n1, guint x2, guint n2, double z, double *low, double *high);

/* The difference of two means, mean (b) - mean (a), of n1 and n2 values: its
 * interval at the normal quantile z from the standard error of Welch's test,
 * and the two-sided p-value of that test read from the normal distribution
 * (the samples are games by the hundred). p = 1 when nothing varies and the
 * means are equal. */
void st_mean_difference (const int *a,
                         guint      n1,
                         const int *b,
                         guint      n2,
                         double     z,
                         double    *difference,
                         double    *low,
                         double    *high,
                         double    *p_value);

/* A sequential test of whether a proportion (the first side's share of decisive
 * games) is off even by more than delta: two of Wald's one-sided probability ratio
 * tests, 1/2 against 1/2 + delta and 1/2 against 1/2 - delta, each with error
 * rates alpha and beta. It can stop a balance run once the answer is clear. */
typedef enum
{
  ST_SEQUENTIAL_CONTINUE, /* not clear yet */
  ST_SEQUENTIAL_EVEN, /* within 1/2 +- delta */
  ST_SEQUENTIAL_ABOVE, /* above 1/2: the first side is favoured */
  ST_SEQUENTIAL_BELOW, /* below 1/2: the second side is favoured */
} StSequentialDecision;

typedef struct
{
  double delta;
  double alpha;
  double beta;
} StSequentialTest;

void st_sequential_test_init (StSequentialTest *test, double delta, double alpha, double beta);
StSequentialDecision
st_sequential_test_decide (const StSequentialTest *test, guint successes, guint failures);

G_END_DECLS
