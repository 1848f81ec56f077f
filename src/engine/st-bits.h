/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Bit counts of 64-bit words for the rulesets' cell and unit masks, and the
 * processor's population count instruction where it has one.
 *
 * The baseline x86-64 build has no `popcnt` (it came with the processors of
 * about 2008), so __builtin_popcountll () there is a call into libgcc, and
 * st_popcount64 () below is the count in a dozen plain instructions. A hot
 * function that counts bits is built twice from one always-inline body that
 * takes `hw`: once for the baseline (hw FALSE: st_popcount64 ()) and once for
 * the instruction (hw TRUE, the function built with ST_BITS_TARGET_HW), and
 * the caller picks one at run time with what st_bits_hw_popcount () said when
 * the game was compiled:
 *
 *   ST_BITS_ALWAYS_INLINE guint count_body (const guint64 *w, gboolean hw) { ... st_bits_count (w[0], hw) ...
 * } ST_BITS_DEFINE_CLONES (guint, count, (const guint64 *w), w)
 *   ... n = ST_BITS_CALL (def->popcnt, count, w);
 *
 * Both give the same answers; only the instructions differ. Where the
 * compiler cannot build the second (not x86-64 with GCC or clang) or needs
 * not (a build for a processor that has the instruction, __POPCNT__), there
 * is one function and ST_BITS_CALL () calls it. */

/* Counts set bits without the popcnt instruction. */
static inline guint
st_popcount64 (guint64 x)
{
  x = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) + ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (guint) ((x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

/* x's set bits counted by bytes, byte i holding the count of bytes 0 to i:
 * the top byte is st_popcount64 (x), and st_select64 () reads the others. */
static inline guint64
st_popcount64_prefix (guint64 x)
{
  x = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) + ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return x * G_GUINT64_CONSTANT (0x0101010101010101);
}

/* The first byte of x whose running count (bytes, as st_popcount64_prefix ()
 * gives them, each below 128) passes k: all bytes compared at once, no borrow
 * crossing a byte. */
static inline guint
st_bits_byte_past (guint64 prefix, guint k)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101),
                highs = G_GUINT64_CONSTANT (0x8080808080808080);

  return (guint) __builtin_ctzll (((prefix | highs) - (k + 1) * ones) & highs) >> 3;
}

/* The position of x's set bit of rank k (0: the lowest), for k below
 * st_popcount64 (x), from prefix = st_popcount64_prefix (x): the byte holding
 * it is the first whose running count passes k, then within that byte the
 * same again on its eight bits spread to a byte each. No branch depends on
 * x or k (a loop clearing the byte's lower bits mispredicts its end). */
static inline guint
st_select64 (guint64 x, guint64 prefix, guint k)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101),
                lows = G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f);
  guint   byte = st_bits_byte_past (prefix, k);
  guint   rank = k - (guint) (((prefix << 8) >> (8 * byte)) & 0xff);
  guint64 bits = (x >> (8 * byte)) & 0xff;
  /* Byte i of spread holds bit i of bits (in place), then 0 or 1 in each. */
  guint64 spread = (bits * ones) & G_GUINT64_CONSTANT (0x8040201008040201);

  spread = ((((spread & lows) + lows) | spread) >> 7) & ones;
  return 8 * byte + st_bits_byte_past (spread * ones, rank);
}

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__POPCNT__)
#define ST_BITS_CLONES 1
#define ST_BITS_TARGET_HW __attribute__ ((target ("popcnt")))
#else
#define ST_BITS_CLONES 0
#define ST_BITS_TARGET_HW
#endif

/* A body inlined into each clone, so that `hw` is a constant there. */
#define ST_BITS_ALWAYS_INLINE static inline __attribute__ ((always_inline))

/* x's set bits: the instruction where hw is TRUE, which only a function built
 * with ST_BITS_TARGET_HW (a clone's) may pass, else st_popcount64 (). */
ST_BITS_ALWAYS_INLINE guint
st_bits_count (guint64 x, gboolean hw)
{
#if ST_BITS_CLONES
  return hw ? (guint) __builtin_popcountll (x) : st_popcount64 (x);
#elif defined(__POPCNT__)
  (void) hw;
  return (guint) __builtin_popcountll (x);
#else
  (void) hw;
  return st_popcount64 (x);
#endif
}

/* Whether this processor runs the clones built for the instruction (FALSE
 * where there are none). SANDTABLE_NO_POPCNT=1 in the environment says no,
 * to run the baseline clones on any processor. */
gboolean st_bits_hw_popcount (void);

/* Defines NAME_sw and, where there are clones, NAME_hw built for the
 * instruction: static functions of PARAMS returning RET (not void) that return
 * NAME_body (ARGS..., hw). */
#define ST_BITS_DEFINE_CLONES(ret, name, params, ...) \
  static ret name##_sw params                         \
  {                                                   \
    return name##_body (__VA_ARGS__, FALSE);          \
  }                                                   \
  ST_BITS_DEFINE_HW_CLONE (ret, name, params, __VA_ARGS__)

#if ST_BITS_CLONES
#define ST_BITS_DEFINE_HW_CLONE(ret, name, params, ...) \
  static ST_BITS_TARGET_HW ret name##_hw params         \
  {                                                     \
    return name##_body (__VA_ARGS__, TRUE);             \
  }
/* NAME_hw (ARGS...) where hw (st_bits_hw_popcount () as recorded), else NAME_sw (ARGS...). */
#define ST_BITS_CALL(hw, name, ...) ((hw) ? name##_hw (__VA_ARGS__) : name##_sw (__VA_ARGS__))
#else
#define ST_BITS_DEFINE_HW_CLONE(ret, name, params, ...)
#define ST_BITS_CALL(hw, name, ...) ((void) (hw), name##_sw (__VA_ARGS__))
#endif

G_END_DECLS
