/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "engine/st-bits.h"

#include "cm-private.h"

/* The random action of playouts: the action cm_legal_actions () would list at
 * index st_rng_below (rng, n), found by counting each piece's moves instead of
 * listing them, so that a playout's draws and games are those of the list.
 *
 * On boards of at most 128 squares everything is a cell mask: the mover's and
 * the opponent's squares are read once an action, a ready leader's command area
 * is a table row (a piece's activators are bits of those rows rather than a
 * distance a leader and piece), a piece's squares are one of
 * cm_destination_mask ()'s formulas inlined, exchanges and replacements are
 * counted from masks and listed only when drawn. Larger boards count with the
 * square-by-square search. */

#define PASS_ACTION cm_action (CM_ACT_PASS, CM_NO_UNIT, 0, CM_NO_UNIT)

/* A leader's command area from each square: the squares within range, a
 * square of rows, each a run of bits. */
static void
compile_area (CmDef *def, guint index, int range)
{
  int     cols = def->grid.columns, n = def->grid.n_cells;
  CmMask *rows = def->area + (gsize) index * (gsize) n;

  for (int c = 0; c < n; c++)
    {
      int    x = def->cx[c], y = def->cy[c];
      int    x0 = MAX (0, x - range), x1 = MIN (cols - 1, x + range);
      int    y0 = MAX (0, y - range), y1 = MIN (def->grid.rows - 1, y + range);
      CmMask row = x1 - x0 + 1 >= 128 ? ~(CmMask) 0 : (CM_MASK_BIT (x1 - x0 + 1) - 1) << x0;

      for (int r = y0; r <= y1; r++)
        rows[c] |= row << (r * cols);
    }
}

void
cm_compile_random (CmDef *def)
{
  int   n = def->grid.n_cells;
  guint n_leaders = (guint) __builtin_popcountll (def->leaders[0] | def->leaders[1]), i = 0;

  def->popcnt = st_bits_hw_popcount ();
  def->ortho = g_new0 (CmMask, n);
  def->area = g_new0 (CmMask, (gsize) MAX (n_leaders, 1) * (gsize) n);
  for (int c = 0; c < n; c++)
    {
      for (int d = 0; d < 4; d++)
        if (def->grid.neighbours[c][d] >= 0)
          def->ortho[c] |= CM_MASK_BIT (def->grid.neighbours[c][d]);
      for (int p = 0; p < 2; p++)
        if (def->home[c] & (1u << p))
          def->home_mask[p] |= CM_MASK_BIT (c);
    }
  for (guint u = 0; u < def->n_units; u++)
    {
      const CmUnitDef *ud = &def->units[u];

      if (ud->arm == CM_CANNON)
        def->cannons[ud->player] |= CM_BIT (u);
      if (def->self_activation && ud->arm == CM_SKIRMISHER)
        def->self_active |= CM_BIT (u);
      if (ud->arm == CM_LEADER)
        {
          guint same = 0;

          /* Leaders of the same range share a row per square. */
          while (same < u && (def->units[same].arm != CM_LEADER || def->units[same].range != ud->range))
            same++;
          def->area_index[u] = same < u ? def->area_index[same] : (guint8) i;
          if (same == u)
            compile_area (def, i++, ud->range);
        }
      switch ((CmArm) ud->moves_as)
        {
          case CM_LEADER:
            def->fast[u] = ud->movement == 2 && !def->leader_terrain ? CM_FAST_LEADER : CM_FAST_SEARCH;
            break;
          case CM_SKIRMISHER:
            def->fast[u] = CM_FAST_KNIGHT;
            break;
          case CM_INFANTRY:
            def->fast[u] = def->quick_march ? CM_FAST_SEARCH : CM_FAST_KING;
            break;
          case CM_CAVALRY:
          case CM_CANNON:
            def->fast[u] = CM_FAST_LINES;
            break;
          case CM_N_ARMS:
          default:
            def->fast[u] = CM_FAST_SEARCH;
            break;
        }
    }
}

/* A mask's squares counted by the processor's instruction where hw is set (in a
 * clone built for it), else by cm_mask_count (). */
ST_BITS_ALWAYS_INLINE guint
count (CmMask m, gboolean hw)
{
  return hw ? st_bits_count ((guint64) m, TRUE) + st_bits_count ((guint64) (m >> 64), TRUE)
            : cm_mask_count (m);
}

ST_BITS_ALWAYS_INLINE int
nth_bit (CmMask m, guint k, gboolean hw)
{
  guint64 word = (guint64) m;
  guint   n = count ((CmMask) word, hw);
  int     base = 0;

  if (k >= n)
    {
      k -= n;
      word = (guint64) (m >> 64);
      base = 64;
    }
  while (k-- > 0)
    word &= word - 1;
  return base + __builtin_ctzll (word);
}

/* The action after the moves at index k: an exchange, a replacement, or the pass. */
static StAction
other_action (const CmDef *def, const CmState *st, guint k, StActionList *scratch)
{
  st_action_list_clear (scratch);
  cm_add_exchanges (def, st, scratch);
  cm_add_replacements (def, st, scratch);
  return k < scratch->len ? scratch->actions[k] : PASS_ACTION;
}

/* Boards over 128 squares: each piece's activators and squares searched. */
static StAction
random_action_search (const CmDef *def, const CmState *st, StRng *rng, StActionList *scratch)
{
  gint16  dest[CM_MAX_DESTINATIONS];
  guint8  agents[CM_MAX_UNITS + 1];
  guint   counts[CM_MAX_UNITS];
  guint64 movers = def->side_mask[st->active] & st->on_board & ~st->moved;
  guint   total = 0, pick, n_other, u;

  CM_FOREACH (movers, u)
  {
    guint n_agents = cm_agents (def, st, u, agents);

    counts[u] = n_agents > 0 ? n_agents * cm_destinations_search (def, st, u, dest) : 0;
    total += counts[u];
  }
  st_action_list_clear (scratch);
  cm_add_exchanges (def, st, scratch);
  cm_add_replacements (def, st, scratch);
  n_other = scratch->len;
  pick = st_rng_below (rng, total + n_other + 1);
  if (pick >= total)
    return other_action (def, st, pick - total, scratch);
  CM_FOREACH (movers, u)
  {
    guint n_agents;

    if (pick >= counts[u])
      {
        pick -= counts[u];
        continue;
      }
    n_agents = cm_agents (def, st, u, agents);
    cm_destinations_search (def, st, u, dest);
    return cm_action (CM_ACT_MOVE, u, dest[pick / n_agents], agents[pick % n_agents]);
  }
  g_return_val_if_reached (PASS_ACTION);
}

ST_BITS_ALWAYS_INLINE StAction
random_action_masks_body (const CmDef *def, const CmState *st, StRng *rng, StActionList *scratch, gboolean hw)
{
  int     p = st->active;
  guint64 movers = def->side_mask[p] & st->on_board & ~st->moved, ready = 0, spare;
  guint64 cover[CM_MAX_UNITS + 2], active = def->self_active;
  CmMask  theirs, masks[CM_MAX_UNITS];
  guint8  ready_unit[CM_MAX_UNITS], n_agents[CM_MAX_UNITS];
  guint   counts[CM_MAX_UNITS];
  guint   n_ready = 0, total = 0, n_other = 0, pick, u, l;
  CmView  v;

  cm_view_init (def, st, p, &v);
  theirs = cm_occupied (st, 1 - p);
  /* The leaders that can still activate, as cm_agents () finds them, in order,
   * and the pieces each may activate: the side's pieces on the squares of the
   * leader's command-area row. */
  CM_FOREACH (def->leaders[p] & st->on_board, l)
  if (st->used[l] < def->units[l].rating)
    {
      CmMask near =
          def->area[(gsize) def->area_index[l] * (gsize) def->grid.n_cells + (gsize) st->cell[l]] & v.mine;
      guint64 units = 0;

      for (guint64 low = (guint64) near; low != 0; low &= low - 1)
        units |= CM_BIT (st->board[__builtin_ctzll (low)]);
      for (guint64 high = (guint64) (near >> 64); high != 0; high &= high - 1)
        units |= CM_BIT (st->board[64 + __builtin_ctzll (high)]);
      ready |= CM_BIT (l);
      ready_unit[n_ready] = (guint8) l;
      cover[n_ready++] = units;
      active |= units;
    }
  cover[n_ready] = cover[n_ready + 1] = 0;
  /* Only the pieces some agent may activate have moves. */
  movers &= active;
  CM_FOREACH (movers, u)
  {
    int   c = st->cell[u];
    guint n = (guint) ((def->self_active >> u) & 1);

    /* Most sides have two leaders: those two unrolled (zero when absent). */
    n += (guint) ((cover[0] >> u) & 1) + (guint) ((cover[1] >> u) & 1);
    for (guint i = 2; i < n_ready; i++)
      n += (guint) (cover[i] >> u) & 1;
    n_agents[u] = (guint8) n;
    if (def->fast[u] == CM_FAST_SEARCH)
      {
        gint16 dest[CM_MAX_DESTINATIONS];

        counts[u] = n * cm_destinations_search (def, st, u, dest);
      }
    else
      {
        masks[u] = cm_piece_squares (def, &v, u, c);
        counts[u] = n * count (masks[u], hw);
      }
    total += counts[u];
  }
  /* Exchanges: a cannon that has not moved orthogonally next to a ready leader
   * that has not. */
  spare = ready & ~st->moved;
  if (spare != 0)
    CM_FOREACH (def->side_mask[p] & st->on_board & ~st->moved & def->cannons[p], u)
    {
      CmMask near = def->ortho[st->cell[u]];

      CM_FOREACH (spare, l)
      n_other += (guint) (near >> st->cell[l]) & 1;
    }
  /* Replacements: each piece due on each empty starting square. */
  if (st->pending & def->side_mask[p])
    n_other += count ((CmMask) (st->pending & def->side_mask[p]), hw)
               * count (def->home_mask[p] & ~(v.mine | theirs), hw);
  pick = st_rng_below (rng, total + n_other + 1);
  if (pick >= total)
    return other_action (def, st, pick - total, scratch);
  CM_FOREACH (movers, u)
  {
    guint n = n_agents[u], j, to;

    if (pick >= counts[u])
      {
        pick -= counts[u];
        continue;
      }
    if (def->fast[u] == CM_FAST_SEARCH)
      {
        gint16 dest[CM_MAX_DESTINATIONS];

        cm_destinations_search (def, st, u, dest);
        to = (guint) dest[pick / n];
      }
    else
      to = (guint) nth_bit (masks[u], pick / n, hw);
    /* The agents in cm_agents ()'s order: the ready leaders in range, then the
     * piece itself. */
    j = pick % n;
    for (guint i = 0; i < n_ready; i++)
      if ((guint) (cover[i] >> u) & 1 && j-- == 0)
        return cm_action (CM_ACT_MOVE, u, (int) to, ready_unit[i]);
    return cm_action (CM_ACT_MOVE, u, (int) to, CM_NO_UNIT);
  }
  g_return_val_if_reached (PASS_ACTION);
}

/* The random action is built twice, for the population count instruction and
 * without it (st-bits.h), and the game picks the one the processor runs
 * (def->popcnt); the draws are the same. */
ST_BITS_DEFINE_CLONES (StAction,
                       random_action_masks,
                       (const CmDef *def, const CmState *st, StRng *rng, StActionList *scratch),
                       def,
                       st,
                       rng,
                       scratch)

StAction
cm_random_action (const StGame *game, const StState *state, StRng *rng, StActionList *scratch)
{
  const CmDef   *def = CM_DEF (game);
  const CmState *st = CM_CSTATE (state);

  if (!def->masks)
    return random_action_search (def, st, rng, scratch);
  return ST_BITS_CALL (def->popcnt, random_action_masks, def, st, rng, scratch);
}
