/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "st-rng.h"

static inline guint64
rotl (guint64 x, int k)
{
  return (x << k) | (x >> (64 - k));
}

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

void
st_rng_seed (StRng *rng, guint64 seed)
{
  guint64 x = seed;

  for (int i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&x);
}

int
st_rng_roll (StRng *rng, int count, int sides)
{
  int total = 0;

  g_return_val_if_fail (sides > 0, 0);
  for (int i = 0; i < count; i++)
    total += 1 + (int) st_rng_below (rng, (guint32) sides);
  return total;
}

StRng
st_rng_split (const StRng *rng, guint64 stream)
{
  StRng   out;
  guint64 x = rng->s[0] ^ rotl (rng->s[1], 13) ^ rotl (rng->s[2], 29) ^ rotl (rng->s[3], 43);

  x ^= splitmix64 (&stream);
  st_rng_seed (&out, x);
  return out;
}
