/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The length of the well-formed UTF-8 character at p (1 to 4 bytes, with at
 * most avail bytes to read), or 0 when the bytes there are not one (Unicode
 * table 3-7: no overlong forms, surrogates or code points past U+10FFFF, as
 * g_utf8_validate ()). Inline, for the loader's passes over every byte of a
 * file and every text (g_utf8_validate_len () a character cost a call each).
 * On success *c is the character. */
static inline guint
st_utf8_char (const guchar *p, gsize avail, gunichar *c)
{
  guchar lo = 0x80, hi = 0xBF;
  guint  n;

  if (avail == 0)
    return 0;
  if (p[0] < 0x80)
    {
      *c = p[0];
      return 1;
    }
  if (p[0] >= 0xC2 && p[0] <= 0xDF)
    n = 2, *c = p[0] & 0x1F;
  else if (p[0] >= 0xE0 && p[0] <= 0xEF)
    {
      n = 3, *c = p[0] & 0x0F;
      if (p[0] == 0xE0)
        lo = 0xA0;
      else if (p[0] == 0xED)
        hi = 0x9F;
    }
  else if (p[0] >= 0xF0 && p[0] <= 0xF4)
    {
      n = 4, *c = p[0] & 0x07;
      if (p[0] == 0xF0)
        lo = 0x90;
      else if (p[0] == 0xF4)
        hi = 0x8F;
    }
  else
    return 0;
  if (avail < n || p[1] < lo || p[1] > hi)
    return 0;
  *c = (*c << 6) | (p[1] & 0x3F);
  for (guint i = 2; i < n; i++)
    {
      if ((p[i] & 0xC0) != 0x80)
        return 0;
      *c = (*c << 6) | (p[i] & 0x3F);
    }
  return n;
}

G_END_DECLS
