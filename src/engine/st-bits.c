/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "st-bits.h"

/* 0: not asked yet, 1: no, 2: yes (the answer does not change: asked once). */
static gint hw_popcount;

gboolean
st_bits_hw_popcount (void)
{
#if ST_BITS_CLONES
  gint known = g_atomic_int_get (&hw_popcount);

  if (known == 0)
    {
      const char *no = g_getenv ("SANDTABLE_NO_POPCNT");

      known =
          (no == NULL || no[0] == '\0' || g_str_equal (no, "0")) && __builtin_cpu_supports ("popcnt") ? 2 : 1;
      g_atomic_int_set (&hw_popcount, known);
    }
  return known == 2;
#else
  return FALSE;
#endif
}
