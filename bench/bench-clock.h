/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The clocks every benchmark reads: wall time, and the processor time of the
 * calling thread (what a figure "per processor second" divides by, leaving out
 * the time a busy machine keeps the thread waiting). Include after defining
 * _POSIX_C_SOURCE 200809L. */

#include <glib.h>
#include <time.h>

static inline double
now (void)
{
  return g_get_monotonic_time () / 1e6;
}

static inline double
thread_cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}
