/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mh-private.h"

/* Rules [6] movement, [7] zones of control, the stacking limit, and [10]
 * replacements (with rule [13].4's step replacements). */

static int movement_allowance (const MhDef *def, const MhState *st, guint u);

/* What the searches of a position share: the enemy's units and zone of
 * control, which do not change while the phasing player moves. */
typedef struct
{
  StHexMask enemy; /* enemy-held hexes: never entered */
  StHexMask zoc; /* the enemy's zone of control */
  StHexMask open; /* passable hexes less enemy-held ones */
  StHexMask stop[2]; /* where a unit stops on entering ([1]: cavalry, with its terrain stops) */
  StHexMask block[2]; /* enemy | stop: what makes a search leave the empty map's tables */
} MoveContext;

static void
move_context_init (const MhDef *def, const StHexMask *enemy, const StHexMask *zoc, MoveContext *ctx)
{
  const StHexGrid *grid = &def->grid;

  ctx->enemy = *enemy;
  ctx->zoc = *zoc;
  for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
    {
      ctx->open.w[k] = grid->passable.w[k] & ~enemy->w[k];
      ctx->stop[0].w[k] = zoc->w[k];
      ctx->stop[1].w[k] = zoc->w[k] | grid->cavalry_stops.w[k];
      ctx->block[0].w[k] = enemy->w[k] | ctx->stop[0].w[k];
      ctx->block[1].w[k] = enemy->w[k] | ctx->stop[1].w[k];
    }
}

/* The search of mh_destinations_mask (): from start with ma movement points,
 * never into an enemy-held hex, stopping on entering the enemy's zone of
 * control (or a cavalry stop). */
static void
search_mask (const MhDef *def, const MoveContext *ctx, int start, int ma, gboolean cavalry, StHexMask *out)
{
  const StHexGrid *grid = &def->grid;
  const StHexMask *open = &ctx->open, *stop = &ctx->stop[cavalry], *zoc = &ctx->zoc;
  StHexMask        layer[100]; /* cells reached with r movement points left */
  StHexMask        seen = { { 0 } }, first = { { 0 } };

  ma = MIN (ma, 99);
  st_hex_mask_add (&first, start);
  if (grid->n_cost_classes == 1 && grid->cost_value[0] == 1)
    {
      /* Every hex costs one: a plain breadth-first search, a step a round.
       * The first step is the start's neighbours, never from one enemy ZOC
       * hex to another. */
      StHexMask reach, frontier, next;
      guint64   leave = st_hex_mask_has (zoc, start) ? ~G_GUINT64_CONSTANT (0) : 0;
      int       done = 1; /* the steps taken */

      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        {
          next.w[k] = grid->masks[start].w[k] & open->w[k] & ~(zoc->w[k] & leave);
          reach.w[k] = first.w[k] | next.w[k];
          frontier.w[k] = next.w[k] & ~stop->w[k];
        }
      /* Where no hex within r - 1 steps (MhDef.free_reach) holds an enemy
       * unit or stops the unit, the first r steps are the empty map's: the
       * search goes on from the ring r steps out. The start in an enemy ZOC
       * is left to the steps. */
      for (int r = MIN (ma - 1, MH_FREE_MA); r >= 2 && leave == 0; r--)
        {
          const StHexMask *outer = def->free_reach[cavalry][r], *inner = def->free_reach[cavalry][r - 1];
          guint64          blocked = 0;

          if (outer == NULL || inner == NULL)
            continue;
          for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
            blocked |= inner[start].w[k] & ctx->block[cavalry].w[k];
          if (blocked != 0)
            continue;
          for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
            {
              next.w[k] = outer[start].w[k] & ~inner[start].w[k] & open->w[k];
              reach.w[k] = first.w[k] | (outer[start].w[k] & open->w[k]);
              frontier.w[k] = next.w[k] & ~stop->w[k];
            }
          done = r;
          break;
        }
      for (int step = done + 1; step <= ma && !st_hex_mask_empty (&frontier); step++)
        {
          st_hex_grid_expand (grid, &frontier, &next);
          for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
            {
              next.w[k] &= open->w[k] & ~reach.w[k];
              reach.w[k] |= next.w[k];
              frontier.w[k] = next.w[k] & ~stop->w[k];
            }
        }
      *out = reach;
      out->w[start >> 6] &= ~(G_GUINT64_CONSTANT (1) << (start & 63));
      return;
    }
  memset (layer, 0, sizeof (StHexMask) * (ma + 1));
  layer[ma] = first;
  /* Layers are final once every higher one has been expanded (costs are >= 1). */
  for (int r = ma; r >= 1; r--)
    {
      StHexMask frontier = layer[r], next;

      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        {
          seen.w[k] |= layer[r].w[k];
          if (r != ma)
            frontier.w[k] &= ~stop->w[k];
        }
      if (st_hex_mask_empty (&frontier))
        continue;
      st_hex_grid_expand (grid, &frontier, &next);
      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        {
          next.w[k] &= open->w[k];
          if (r == ma && st_hex_mask_has (zoc, start))
            next.w[k] &= ~zoc->w[k]; /* never from one enemy ZOC hex to another */
        }
      for (guint c = 0; c < grid->n_cost_classes; c++)
        {
          int       left = r - grid->cost_value[c];
          StHexMask better = seen, add;

          if (left < 0)
            continue;
          for (int j = left; j < r; j++)
            for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
              better.w[k] |= layer[j].w[k];
          for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
            add.w[k] = next.w[k] & grid->cost_class[c].w[k] & ~better.w[k];
          for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
            {
              layer[left].w[k] |= add.w[k];
              for (int j = 0; j < left; j++)
                layer[j].w[k] &= ~add.w[k];
            }
        }
    }
  for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
    out->w[k] = seen.w[k] | layer[0].w[k];
  out->w[start >> 6] &= ~(G_GUINT64_CONSTANT (1) << (start & 63));
}

/* The hexes a unit on start with ma points reaches (out) and how many
 * (counted in the first `words` words, the rest clear). Where no hex the unit
 * could reach on an empty map with a movement point left (from which it would
 * go on) holds an enemy unit or lies in an enemy ZOC, it reaches what it
 * would on an empty map less the enemy-held hexes, and the count is the
 * table's (MhDef.free_count) unless an enemy unit stands in that reach: the
 * others it enters with its last point, ZOC or not. Else it is searched. */
ST_BITS_ALWAYS_INLINE guint
unit_destinations (const MhDef       *def,
                   const MoveContext *ctx,
                   int                start,
                   int                ma,
                   gboolean           cavalry,
                   guint              words,
                   StHexMask         *out,
                   gboolean           hw)
{
  const StHexMask *free_reach;
  guint            n = 0;

  if (ma <= 0 || start < 0)
    {
      memset (out, 0, sizeof *out);
      return 0;
    }
  if (ma <= MH_FREE_MA && (free_reach = def->free_reach[cavalry][ma]) != NULL
      && (ma == 1 || def->free_reach[cavalry][ma - 1] != NULL) && !st_hex_mask_has (&ctx->zoc, start))
    {
      guint64 blocked = 0, taken = 0;

      /* With one point the unit only steps next to its hex. */
      if (ma > 1)
        {
          const StHexMask *inner = &def->free_reach[cavalry][ma - 1][start];

          for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
            blocked |= inner->w[k] & ctx->block[0].w[k];
        }
      if (blocked == 0)
        {
          for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
            {
              out->w[k] = free_reach[start].w[k] & ~ctx->enemy.w[k];
              taken |= free_reach[start].w[k] & ctx->enemy.w[k];
            }
          if (taken == 0)
            return def->free_count[cavalry][ma][start];
          for (guint k = 0; k < words; k++)
            n += st_bits_count (out->w[k], hw);
          return n;
        }
    }
  search_mask (def, ctx, start, ma, cavalry, out);
  for (guint k = 0; k < words; k++)
    n += st_bits_count (out->w[k], hw);
  return n;
}

void
mh_destinations_mask (const MhDef *def, const MhState *st, const MhMaps *maps, guint u, StHexMask *out)
{
  int         p = def->units[u].player;
  MoveContext ctx;

  move_context_init (def, &maps->occupied_mask[1 - p], &maps->zoc_mask[1 - p], &ctx);
  unit_destinations (def, &ctx, st->cell[u], movement_allowance (def, st, u), def->units[u].arm == MH_CAVALRY,
                     ST_HEX_MASK_WORDS, out, FALSE);
}

void
mh_movement_compile (MhDef *def)
{
  const StHexMask none = { { 0 } };
  MoveContext     ctx;

  if (def->grid.masks == NULL || def->grid.n_cost_classes == 0)
    return;
  move_context_init (def, &none, &none, &ctx);
  for (guint u = 0; u < def->n_units; u++)
    for (int less = 0; less < 3; less++) /* an unsupplied unit's allowance, and one less */
      {
        int        ma = def->units[u].movement - less;
        gboolean   cavalry = def->units[u].arm == MH_CAVALRY;
        StHexMask *reach;

        if (ma <= 0 || ma > MH_FREE_MA || def->free_reach[cavalry][ma] != NULL)
          continue;
        reach = def->free_reach[cavalry][ma] = g_new (StHexMask, def->grid.n_cells);
        def->free_count[cavalry][ma] = g_new (guint8, def->grid.n_cells);
        for (int c = 0; c < def->grid.n_cells; c++)
          {
            StHexMask ball;
            guint     n = 0;

            search_mask (def, &ctx, c, ma, cavalry, &ball);
            /* The start counts as reached: a unit standing in an enemy ZOC or
             * next to an enemy is searched for. */
            reach[c] = ball;
            for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
              n += st_popcount64 (ball.w[k]);
            def->free_count[cavalry][ma][c] = (guint8) n;
          }
      }
}

void
mh_movement_free (MhDef *def)
{
  for (int cavalry = 0; cavalry < 2; cavalry++)
    for (int ma = 0; ma <= MH_FREE_MA; ma++)
      {
        g_clear_pointer (&def->free_reach[cavalry][ma], g_free);
        g_clear_pointer (&def->free_count[cavalry][ma], g_free);
      }
}

/* Writes the first `words` words of mask to a unit's slot (at most four, a
 * mask's): stores the compiler keeps inline, where a loop over a run-time
 * count became a call to memcpy () or memset (). */
static inline void
store_reach (guint64 *bits, const StHexMask *mask, guint words)
{
  switch (words)
    {
      case 4:
        bits[3] = mask->w[3];
        /* fall through */
      case 3:
        bits[2] = mask->w[2];
        /* fall through */
      case 2:
        bits[1] = mask->w[1];
        /* fall through */
      case 1:
        bits[0] = mask->w[0];
        /* fall through */
      default:
        break;
    }
}

/* Keeps unit u's destinations in its slot (MH_REACH ()) and their number. */
static void
cache_destinations (const MhDef *def, MhState *st, const MhMaps *maps, guint u)
{
  guint64  *bits = MH_REACH (def, st, def->slot[u]);
  StHexMask mask = { { 0 } };
  guint     n = 0;

  /* The cache is kept on boards of at most MH_REACH_CELLS hexes, which a
   * mask holds. */
  G_STATIC_ASSERT (MH_REACH_CELLS <= ST_HEX_MASK_CELLS);
  if (def->units[u].arm == MH_CAPITAL)
    ;
  else if (def->grid.n_cost_classes > 0)
    {
      int         p = def->units[u].player;
      MoveContext ctx;

      move_context_init (def, &maps->occupied_mask[1 - p], &maps->zoc_mask[1 - p], &ctx);
      n = unit_destinations (def, &ctx, st->cell[u], movement_allowance (def, st, u),
                             def->units[u].arm == MH_CAVALRY, def->reach_words, &mask, FALSE);
    }
  else
    {
      gint16 cells[ST_HEX_GRID_MAX_CELLS];
      guint  k = mh_destinations (def, st, maps, u, cells);

      for (guint i = 0; i < k; i++)
        st_hex_mask_add (&mask, cells[i]);
      for (guint w = 0; w < def->reach_words; w++)
        n += st_popcount64 (mask.w[w]);
    }
  store_reach (bits, &mask, def->reach_words);
  st->reach_total = (guint16) (st->reach_total - st->reach_count[def->slot[u]] + n);
  st->reach_count[def->slot[u]] = (guint8) n;
}

/* Every unit's destinations as the phasing player's movement phase begins,
 * in slots cleared before (mask searches: def->grid.n_cost_classes > 0): the
 * enemy's masks read once for all of them. Returns their total. */
ST_BITS_ALWAYS_INLINE guint
begin_destinations_body (const MhDef *def, MhState *st, const MhMaps *maps, gboolean hw)
{
  int         p = st->active;
  guint       total = 0, words = def->reach_words, u;
  guint64     unsupplied = st->unsupplied, capital = def->capital[p] >= 0 ? MH_BIT (def->capital[p]) : 0;
  MoveContext ctx;

  move_context_init (def, &maps->occupied_mask[1 - p], &maps->zoc_mask[1 - p], &ctx);
  /* A capital never moves: its slot counts nothing. */
  MH_FOREACH (mh_active_mask (def, st, p) & ~capital, u)
    {
      const MhUnitDef *ud = &def->units[u];
      StHexMask        mask;
      guint            n;

      n = unit_destinations (def, &ctx, st->cell[u], ud->movement - (int) ((unsupplied >> u) & 1),
                             ud->arm == MH_CAVALRY, words, &mask, hw);
      store_reach (MH_REACH (def, st, def->slot[u]), &mask, words);
      st->reach_count[def->slot[u]] = (guint8) n;
      total += n;
    }
  return total;
}

ST_BITS_DEFINE_CLONES (
    guint, begin_destinations, (const MhDef *def, MhState *st, const MhMaps *maps), def, st, maps)

void
mh_movement_begin (const MhDef *def, MhState *st, StEventLog *ev)
{
  MhMaps  maps;
  int     p = st->active;
  guint64 supplied;

  st->phase = MH_MOVEMENT;
  st->actor = st->active;
  st->moved = 0;
  st->attacked = 0;
  st->defended = 0;
  st->replaced &= (guint8) ~(1u << p);
  /* Rule [9]: supply is checked for all friendly units as the phase begins.
   * Only the enemy's zone of control is read (his own is still exact here). */
  mh_build_enemy_maps (def, st, &maps);
  supplied = mh_supplied (def, st, &maps, p);
  st->unsupplied = (st->unsupplied & ~def->side_mask[p]) | (mh_active_mask (def, st, p) & ~supplied);
  /* Enemy units do not move in this phase, so the siege holds all through it. */
  st->besieged = (guint8) ((st->besieged & ~(1u << p)) | (mh_besieged (def, st, &maps, p) ? 1u << p : 0));
  /* Nothing the phasing player does changes where his units may go this phase:
   * enemy units, their ZOC and his units' supply stay as they are. */
  /* The slots of units that do not move this phase count nothing (see
   * mh_random_action ()). */
  if (def->reach_cache)
    {
      guint u;

      memset (st->reach_count, 0, sizeof st->reach_count);
      st->reach_total = 0;
      memset (st->reach, 0, def->counts_at);
      if (def->grid.n_cost_classes > 0)
        st->reach_total = (guint16) ST_BITS_CALL (def->popcnt, begin_destinations, def, st, &maps);
      else
        MH_FOREACH (mh_active_mask (def, st, p), u)
          cache_destinations (def, st, &maps, u);
    }
  mh_event_log_add (ev, MH_EVENT_PHASE, p, -1, -1, -1);
}

static int
movement_allowance (const MhDef *def, const MhState *st, guint u)
{
  int ma = def->units[u].movement;

  if (st->unsupplied & MH_BIT (u))
    ma -= 1;
  return ma;
}

/* Every hex unit u can end its move in: paths of at most its MA in terrain costs,
 * never into an enemy unit's hex, stopping on entering an enemy ZOC (or terrain
 * that stops cavalry), and never straight from one enemy ZOC hex to another. */
guint
mh_destinations (const MhDef *def, const MhState *st, const MhMaps *maps, guint u, gint16 *out)
{
  const StHexGrid *grid = &def->grid;
  int              enemy = 1 - def->units[u].player;
  gboolean         cavalry = def->units[u].arm == MH_CAVALRY;
  int              start = st->cell[u];
  int              ma = movement_allowance (def, st, u);
  gint8            best[ST_HEX_GRID_MAX_CELLS];
  gint16           queue[ST_HEX_GRID_MAX_CELLS * 2];
  guint            head = 0, tail = 0, n = 0;
  gboolean         start_in_zoc;

  if (ma <= 0 || start < 0)
    return 0;
  memset (best, -1, grid->n_cells);
  start_in_zoc = mh_maps_zoc (def, maps, start, enemy);
  best[start] = (gint8) ma;
  queue[tail++] = (gint16) start;
  while (head < tail)
    {
      int c = queue[head++ % G_N_ELEMENTS (queue)];
      int left = best[c];

      if (c != start && (mh_maps_zoc (def, maps, c, enemy) || (cavalry && grid->cavalry_stop[c])))
        continue;
      for (guint i = 0; i < grid->n_neighbours[c]; i++)
        {
          int nb = grid->neighbours[c][i];
          int cost = grid->move_cost[nb];

          if (cost == 0 || cost > left || mh_maps_occupied (def, maps, nb, enemy))
            continue;
          if (c == start && start_in_zoc && mh_maps_zoc (def, maps, nb, enemy))
            continue;
          if (left - cost > best[nb])
            {
              if (best[nb] < 0 && nb != start)
                out[n++] = (gint16) nb;
              best[nb] = (gint8) (left - cost);
              queue[tail++ % G_N_ELEMENTS (queue)] = (gint16) nb;
            }
        }
    }
  return n;
}

/* Rule [10]: from the replacement turn on, once a turn, while the capital is
 * neither captured nor besieged. */
static inline gboolean
may_replace (const MhDef *def, const MhState *st)
{
  int p = st->active;

  return st->turn >= def->replacements_from && !(st->replaced & (1u << p))
         && !(st->captured & MH_BIT (def->capital[p])) && !(st->besieged & (1u << p));
}

void
mh_movement_actions (const MhDef *def, const MhState *st, StActionList *out)
{
  MhMaps  maps;
  gint16  cells[ST_HEX_GRID_MAX_CELLS];
  int     p = st->active;
  guint64 movers;
  guint   u;

  if (st->phase != MH_MOVEMENT)
    {
      MH_FOREACH (mh_stacking_excess (def, st, st->actor), u)
        st_action_list_add (out, mh_action_make (MH_ACTION_REMOVE, u, MH_NO_CELL, 0));
      return;
    }
  if (!def->reach_cache)
    mh_build_maps (def, st, &maps);
  movers = mh_active_mask (def, st, p) & ~st->moved;
  MH_FOREACH (movers, u)
    {
      if (def->units[u].arm == MH_CAPITAL)
        continue; /* rule [11]: the capital never moves */
      if (def->reach_cache)
        {
          for (guint w = 0; w < def->reach_words; w++)
            for (guint64 bits = MH_REACH (def, st, def->slot[u])[w]; bits != 0; bits &= bits - 1)
              st_action_list_add (out,
                                  mh_action_make (MH_ACTION_MOVE, u, w * 64 + __builtin_ctzll (bits), 0));
        }
      else
        {
          guint n = mh_destinations (def, st, &maps, u, cells);
          for (guint i = 0; i < n; i++)
            st_action_list_add (out, mh_action_make (MH_ACTION_MOVE, u, (guint) cells[i], 0));
        }
    }
  if (may_replace (def, st))
    {
      MH_FOREACH (st->dead & def->side_mask[p], u)
        st_action_list_add (out, mh_action_make (MH_ACTION_REPLACE, u, MH_NO_CELL, 0));
      if (def->step_replacements)
        MH_FOREACH (st->reduced &mh_active_mask (def, st, p) & ~st->unsupplied, u)
          if (def->units[u].arm != MH_CAPITAL)
            st_action_list_add (out, mh_action_make (MH_ACTION_RESTORE, u, MH_NO_CELL, 0));
    }
  st_action_list_add (out, mh_action_make (MH_ACTION_END_PHASE, MH_NO_UNIT, MH_NO_CELL, 0));
}

#ifdef __SSE2__
/* Running sums of eight 16-bit lanes, each lane its own and those before. */
static inline __m128i
running_sums (__m128i x)
{
  x = _mm_add_epi16 (x, _mm_slli_si128 (x, 2));
  x = _mm_add_epi16 (x, _mm_slli_si128 (x, 4));
  return _mm_add_epi16 (x, _mm_slli_si128 (x, 8));
}

/* x's last lane in every lane. */
static inline __m128i
last_lane (__m128i x)
{
  x = _mm_shufflehi_epi16 (x, 0xff);
  return _mm_unpackhi_epi64 (x, x);
}

/* Of 16 slots' counts, the bytes of the slots whose running sum (their count
 * and those before) is at most key (*sums: the last running sum in every
 * lane, to carry on): 0xff a byte, in slot order. */
static inline __m128i
slots_passed (__m128i counts, __m128i key, __m128i *sums)
{
  const __m128i zero = _mm_setzero_si128 ();
  __m128i       lo = _mm_add_epi16 (running_sums (_mm_unpacklo_epi8 (counts, zero)), *sums);
  __m128i       hi = _mm_add_epi16 (running_sums (_mm_unpackhi_epi8 (counts, zero)), last_lane (lo));

  *sums = last_lane (hi);
  return _mm_packs_epi16 (_mm_cmpgt_epi16 (lo, key), _mm_cmpgt_epi16 (hi, key));
}

/* The sum of the counts of the bytes not set in passed, and the bit mask of them. */
static inline guint
sum_before (__m128i counts, __m128i past, guint *mask)
{
  __m128i sad = _mm_sad_epu8 (_mm_andnot_si128 (past, counts), _mm_setzero_si128 ());

  *mask = (guint) _mm_movemask_epi8 (past);
  return (guint) _mm_cvtsi128_si32 (sad) + (guint) _mm_cvtsi128_si32 (_mm_unpackhi_epi64 (sad, sad));
}
#endif

/* The slot that holds the move of rank *pick among the slots' counts (below
 * their total), and *pick made its rank within the slot. With SSE2 (the
 * x86-64 baseline) from the counts' running sums, compared with the rank all
 * at once: a loop over the slots mispredicts where it stops. */
ST_BITS_ALWAYS_INLINE guint
slot_of_rank (const MhDef *def, const MhState *st, guint *pick)
{
#ifdef __SSE2__
  const __m128i key = _mm_set1_epi16 ((short) *pick);
  __m128i       sums = _mm_setzero_si128 ();
  __m128i       counts = _mm_loadu_si128 ((const __m128i *) (const void *) st->reach_count), past;
  guint         before, mask;

  G_STATIC_ASSERT (MH_MAX_SIDE_UNITS == 32);
  /* The counts stay below 256 a slot, their sums below 2^15. */
  past = slots_passed (counts, key, &sums);
  before = sum_before (counts, past, &mask);
  if (mask == 0 && def->n_slots > 16)
    {
      counts = _mm_loadu_si128 ((const __m128i *) (const void *) (st->reach_count + 16));
      past = slots_passed (counts, key, &sums);
      before += sum_before (counts, past, &mask);
      *pick -= before;
      return 16 + (guint) __builtin_ctz (mask);
    }
  *pick -= before;
  return (guint) __builtin_ctz (mask);
#else
  guint slot = 0;

  for (; *pick >= st->reach_count[slot]; slot++)
    *pick -= st->reach_count[slot];
  return slot;
#endif
}

/* The phasing player's move or other action of the movement phase that
 * st_rng_below (rng, n) picks from the legal list of n, found from the
 * destinations and counts the state keeps. */
ST_BITS_ALWAYS_INLINE StAction
random_movement_body (const MhDef *def, const MhState *st, StRng *rng, gboolean hw)
{
  guint          total = st->reach_total, pick, slot, u, w = 0;
  guint64        replace = 0, restore = 0, prefix;
  const guint64 *reach;

  /* A capital's count is 0: it never moves. The slots of units that have
   * moved or do not take part count nothing either, so the moves are the sum
   * of the counts, which the state keeps. After the moves the list has the
   * replacements, the restorations and end-phase, in that order. */
  if (may_replace (def, st))
    {
      replace = st->dead & def->side_mask[st->active];
      if (def->step_replacements)
        restore = st->reduced & mh_active_mask (def, st, st->active) & ~st->unsupplied
                  & ~MH_BIT (def->capital[st->active]);
    }
  pick = st_rng_below (rng, total + st_bits_count (replace, hw) + st_bits_count (restore, hw) + 1);
  if (pick >= total)
    {
      guint64      rest[2] = { replace, restore };
      MhActionKind kinds[2] = { MH_ACTION_REPLACE, MH_ACTION_RESTORE };

      pick -= total;
      for (int k = 0; k < 2; k++)
        MH_FOREACH (rest[k], u)
          if (pick-- == 0)
            return mh_action_make (kinds[k], u, MH_NO_CELL, 0);
      return mh_action_make (MH_ACTION_END_PHASE, MH_NO_UNIT, MH_NO_CELL, 0);
    }
  /* Slots follow the unit numbers within a side. */
  slot = slot_of_rank (def, st, &pick);
  u = def->side_units[st->active][slot];
  reach = MH_REACH (def, st, slot);
  /* The word: counted, with no branch on the counts. */
  for (guint i = 0; i + 1 < def->reach_words; i++)
    {
      guint n = st_bits_count (reach[i], hw), on = (w == i) & (pick >= n);

      pick -= n & -on;
      w += on;
    }
  prefix = st_popcount64_prefix (reach[w]);
  return mh_action_make (MH_ACTION_MOVE, u, w * 64 + st_select64 (reach[w], prefix, pick), 0);
}

ST_BITS_DEFINE_CLONES (
    StAction, random_movement, (const MhDef *def, const MhState *st, StRng *rng), def, st, rng)

/* The pick from the legal list (apart, so that the calls below need not save
 * what it uses). */
static G_NO_INLINE StAction
random_listed (const StGame *game, const StState *state, StRng *rng, StActionList *scratch)
{
  st_game_legal_actions (game, state, scratch);
  return scratch->actions[st_rng_below (rng, scratch->len)];
}

/* In a movement phase with the destinations kept in the state, the moves are
 * counted rather than listed: the random action is found without the list;
 * so are the attacks and the set-up. */
StAction
mh_random_action (const StGame *game, const StState *state, StRng *rng, StActionList *scratch)
{
  const MhDef   *def = MH_DEF (game);
  const MhState *st = MH_CSTATE (state);

  if (st->phase == MH_MOVEMENT && def->reach_cache)
    return ST_BITS_CALL (def->popcnt, random_movement, def, st, rng);
  if (st->phase == MH_COMBAT)
    return mh_combat_random_action (def, st, rng);
  /* Set-up needs a hex: mh_progress () skips a unit with none. */
  if (st->phase == MH_SETUP && def->grid.masks != NULL)
    return mh_setup_random_action (def, st, rng);
  return random_listed (game, state, rng, scratch);
}

/* A unit entering its own captured capital's hex recaptures it (rule [11]). */
void
mh_enter_cell (const MhDef *def, MhState *st, guint u, int cell, StEventLog *ev)
{
  int   p = def->units[u].player;
  guint cap = (guint) def->capital[p];

  mh_set_cell (def, st, u, cell);
  if ((st->captured & MH_BIT (cap)) && st->cell[cap] == cell)
    {
      st->captured &= ~MH_BIT (cap);
      mh_event_log_add (ev, MH_EVENT_RECAPTURED, p, (int) cap, cell, cell);
    }
}

void
mh_movement_apply (const MhDef *def, MhState *st, StAction action, StEventLog *ev)
{
  guint u = mh_action_unit (action);
  int   p = def->units[u].player;
  int   from = st->cell[u];

  switch (mh_action_kind (action))
    {
      case MH_ACTION_MOVE:
        mh_enter_cell (def, st, u, (int) mh_action_cell (action), ev);
        st->moved |= MH_BIT (u);
        if (def->reach_cache)
          {
            const StHexMask none = { { 0 } };

            store_reach (MH_REACH (def, st, def->slot[u]), &none, def->reach_words);
            st->reach_total = (guint16) (st->reach_total - st->reach_count[def->slot[u]]);
            st->reach_count[def->slot[u]] = 0;
          }
        mh_event_log_add (ev, MH_EVENT_MOVED, p, (int) u, from, st->cell[u]);
        break;
      case MH_ACTION_REPLACE:
        /* Army quality and step replacements bring units in on their weak side. */
        mh_set_cell (def, st, u, st->cell[def->capital[p]]);
        st->dead &= ~MH_BIT (u);
        st->off_map &= ~MH_BIT (u);
        st->unsupplied &= ~MH_BIT (u);
        if (def->army_quality || def->step_replacements)
          st->reduced |= MH_BIT (u);
        else
          st->reduced &= ~MH_BIT (u);
        st->replaced |= (guint8) (1u << p);
        if (def->reach_cache)
          {
            MhMaps maps;
            /* The unit's search reads the enemy's zone of control only. */
            mh_build_enemy_maps (def, st, &maps);
            cache_destinations (def, st, &maps, u);
          }
        mh_event_log_add (ev, MH_EVENT_REPLACED, p, (int) u, -1, st->cell[u]);
        break;
      case MH_ACTION_RESTORE:
        st->reduced &= ~MH_BIT (u);
        st->replaced |= (guint8) (1u << p);
        mh_event_log_add (ev, MH_EVENT_RESTORED, p, (int) u, from, from);
        break;
      case MH_ACTION_REMOVE:
      default:
        mh_event_log_add (ev, MH_EVENT_REMOVED, p, (int) u, from, -1);
        mh_eliminate (def, st, u, NULL);
        break;
    }
}
