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

G_END_DECLS
