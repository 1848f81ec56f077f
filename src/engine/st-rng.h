/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The game's random generator: xoshiro256** seeded through splitmix64. It is a
 * plain value carried inside a game state, so cloning a state clones its future
 * dice, and a game replays bit-identically from its seed and action log. */
typedef struct
{
  guint64 s[4];
} StRng;

void st_rng_seed (StRng *rng, guint64 seed);

/* The next 64 random bits. Inline, with st_rng_below (), because random
 * playouts draw several numbers an action. */
static inline guint64
st_rng_next (StRng *rng)
{
  guint64 *s = rng->s;
  guint64  x = s[1] * 5;
  guint64  result = ((x << 7) | (x >> 57)) * 9;
  guint64  t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = (s[3] << 45) | (s[3] >> 19);
  return result;
}

/* A uniform integer in [0, bound), without modulo bias; bound > 0. */
static inline guint32
st_rng_below (StRng *rng, guint32 bound)
{
  guint64 m;
  guint32 low;

  g_return_val_if_fail (bound > 0, 0);

  /* Lemire's multiply-and-reject: exact uniformity without division. */
  m = (guint64) (guint32) (st_rng_next (rng) >> 32) * bound;
  low = (guint32) m;
  if (G_UNLIKELY (low < bound))
    {
      guint32 threshold = (guint32) (-bound) % bound;
      while (low < threshold)
        {
          m = (guint64) (guint32) (st_rng_next (rng) >> 32) * bound;
          low = (guint32) m;
        }
    }
  return (guint32) (m >> 32);
}

/* The sum of count dice with the given number of sides (1 to sides each). */
int st_rng_roll (StRng *rng, int count, int sides);
/* An independent generator for another stream (per game in a batch run). */
StRng st_rng_split (const StRng *rng, guint64 stream);

G_END_DECLS
