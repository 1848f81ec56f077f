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

void    st_rng_seed (StRng *rng, guint64 seed);
guint64 st_rng_next (StRng *rng);
/* A uniform integer in [0, bound), without modulo bias; bound > 0. */
guint32 st_rng_below (StRng *rng, guint32 bound);
/* The sum of count dice with the given number of sides (1 to sides each). */
int st_rng_roll (StRng *rng, int count, int sides);
/* An independent generator for another stream (per game in a batch run). */
StRng st_rng_split (const StRng *rng, guint64 stream);

G_END_DECLS
