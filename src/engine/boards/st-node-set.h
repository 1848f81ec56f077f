/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <string.h>

G_BEGIN_DECLS

/* A set of graph nodes as bits, for move generation that must be fast (random
 * playouts): adjacency, reach and occupancy as a few words that are ORed and
 * ANDed whole. Boards that use it hold at most ST_NODE_SET_MAX nodes. */

#define ST_NODE_SET_WORDS 2
#define ST_NODE_SET_MAX (64 * ST_NODE_SET_WORDS)

typedef struct
{
  guint64 w[ST_NODE_SET_WORDS];
} StNodeSet;

static inline void
st_node_set_clear (StNodeSet *s)
{
  memset (s, 0, sizeof *s);
}

static inline void
st_node_set_add (StNodeSet *s, int n)
{
  s->w[n >> 6] |= (guint64) 1 << (n & 63);
}

static inline void
st_node_set_remove (StNodeSet *s, int n)
{
  s->w[n >> 6] &= ~((guint64) 1 << (n & 63));
}

static inline gboolean
st_node_set_has (const StNodeSet *s, int n)
{
  return (s->w[n >> 6] >> (n & 63)) & 1;
}

static inline void
st_node_set_or (StNodeSet *a, const StNodeSet *b)
{
  for (int i = 0; i < ST_NODE_SET_WORDS; i++)
    a->w[i] |= b->w[i];
}

/* a &= ~b */
static inline void
st_node_set_minus (StNodeSet *a, const StNodeSet *b)
{
  for (int i = 0; i < ST_NODE_SET_WORDS; i++)
    a->w[i] &= ~b->w[i];
}

static inline StNodeSet
st_node_set_and (const StNodeSet *a, const StNodeSet *b)
{
  StNodeSet r;

  for (int i = 0; i < ST_NODE_SET_WORDS; i++)
    r.w[i] = a->w[i] & b->w[i];
  return r;
}

static inline gboolean
st_node_set_empty (const StNodeSet *s)
{
  guint64 any = 0;

  for (int i = 0; i < ST_NODE_SET_WORDS; i++)
    any |= s->w[i];
  return any == 0;
}

/* Bits set in a word, without a library call where the processor has no
 * population count instruction enabled. */
static inline int
st_node_set_popcount (guint64 x)
{
#ifdef __POPCNT__
  return __builtin_popcountll (x);
#else
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return (int) ((x * 0x0101010101010101ull) >> 56);
#endif
}

static inline int
st_node_set_count (const StNodeSet *s)
{
  int n = 0;

  for (int i = 0; i < ST_NODE_SET_WORDS; i++)
    n += st_node_set_popcount (s->w[i]);
  return n;
}

static inline int
st_node_set_count_and (const StNodeSet *a, const StNodeSet *b)
{
  int n = 0;

  for (int i = 0; i < ST_NODE_SET_WORDS; i++)
    n += st_node_set_popcount (a->w[i] & b->w[i]);
  return n;
}

/* The same for sets that hold a few nodes: a step per node instead of a
 * population count per word, which is slow on processors (or builds) without
 * the instruction. */
static inline int
st_node_set_count_and_few (const StNodeSet *a, const StNodeSet *b)
{
  int n = 0;

  for (int i = 0; i < ST_NODE_SET_WORDS; i++)
    for (guint64 x = a->w[i] & b->w[i]; x != 0; x &= x - 1)
      n++;
  return n;
}

/* Iterates the nodes of a set in increasing order:
 *   ST_NODE_SET_FOREACH (set, n) { ... } */
#define ST_NODE_SET_FOREACH(set, n)                                            \
  for (int n##_w_ = 0; n##_w_ < ST_NODE_SET_WORDS; n##_w_++)                   \
    for (guint64 n##_b_ = (set)->w[n##_w_]; n##_b_ != 0; n##_b_ &= n##_b_ - 1) \
      for (int n = n##_w_ * 64 + __builtin_ctzll (n##_b_), n##_once_ = 1; n##_once_; n##_once_ = 0)

G_END_DECLS
