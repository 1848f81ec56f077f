/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "cm-private.h"

/* How each piece moves (rules "Pieces", "Terrain", the optional leader terrain
 * rule, cavalry and cannon leaders, quick march). A piece may end on an empty
 * square or on an enemy piece, which it captures; never on a friendly piece. */

/* The longest slide searched: leaders move 2 in the rules, 3 is the most a
 * scenario may give them before the search grows too large. */
#define CM_MAX_SLIDE 3

static inline gboolean
friendly (const CmDef *def, const CmState *st, int player, int cell)
{
  guint v = st->board[cell];

  return v != CM_NO_UNIT && def->units[v].player == player;
}

static inline gboolean
occupied (const CmState *st, int cell)
{
  return st->board[cell] != CM_NO_UNIT;
}

/* Whether a piece moving as arm may enter the square at all. */
static inline gboolean
arm_may_enter (const CmDef *def, CmArm arm, int cell)
{
  guint8 f = def->flags[cell];

  if (f & CM_IMPASSABLE)
    return FALSE;
  if (arm == CM_CAVALRY && (f & CM_NO_CAVALRY))
    return FALSE;
  if (arm == CM_CANNON && (f & CM_NO_CANNON))
    return FALSE;
  return TRUE;
}

gboolean
cm_quick_march_clear (const CmDef *def, const CmState *st, int player, int cell)
{
  guint v;

  CM_FOREACH (st->on_board & def->side_mask[1 - player], v)
  if (cm_distance (def, cell, st->cell[v]) <= def->quick_march_distance)
    return FALSE;
  return TRUE;
}

typedef struct
{
  const CmDef   *def;
  const CmState *st;
  int            player;
  int            start;
  int            max;
  gboolean       terrain_applies; /* FALSE for foot on quick march */
  gboolean       option; /* the optional leader terrain rule */
  gboolean       quick_march;
  gint16        *out;
  guint          n;
  guint64        seen[ST_SQUARE_GRID_MAX_CELLS / 64]; /* the destinations in out */
} Slide;

static inline void
add (Slide *s, int cell)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << (cell & 63);

  if (s->seen[cell >> 6] & bit)
    return;
  s->seen[cell >> 6] |= bit;
  s->out[s->n++] = (gint16) cell;
}

static void
slide_init (Slide *s, const CmDef *def, const CmState *st, guint u, gint16 *out, guint n)
{
  s->def = def;
  s->st = st;
  s->player = def->units[u].player;
  s->start = st->cell[u];
  s->out = out;
  s->n = 0;
  memset (s->seen, 0, ((gsize) def->grid.n_cells + 63) / 64 * sizeof (guint64));
  for (guint i = 0; i < n; i++)
    add (s, out[i]);
}

/* Rule "Leader": a slide of 1 or 2 squares that may turn but not come back to its
 * start, stopped by any piece, which it captures if an enemy. A leader that
 * enters terrain moves only as far as the terrain's limit (1); with the optional
 * rule, one square of terrain marked for it may be entered on a two-square move.
 * cap is the least limit of the terrain entered so far, n_terrain their number,
 * marked whether the one terrain square entered is marked for the optional rule. */
static void
slide (Slide *s, int cell, int steps, int cap, int n_terrain, gboolean marked)
{
  const CmDef *def = s->def;

  for (int d = 0; d < ST_SQUARE_N_DIRECTIONS; d++)
    {
      int      next = def->grid.neighbours[cell][d];
      int      next_cap = cap, next_terrain = n_terrain;
      gboolean next_marked = marked, ok;

      if (next < 0 || next == s->start || !arm_may_enter (def, CM_LEADER, next)
          || friendly (def, s->st, s->player, next))
        continue;
      if (s->quick_march && (occupied (s->st, next) || !cm_quick_march_clear (def, s->st, s->player, next)))
        continue;
      if (s->terrain_applies && (def->flags[next] & CM_TERRAIN))
        {
          next_cap = MIN (next_cap, def->move_limit[next]);
          next_terrain++;
          next_marked = next_terrain == 1 && (def->flags[next] & CM_LEADER_OPTION);
        }
      ok = steps + 1 <= next_cap || (s->option && next_terrain == 1 && next_marked);
      if (ok && !(s->quick_march && steps + 1 < 2))
        add (s, next);
      if (steps + 1 < s->max && !occupied (s->st, next)
          && (steps + 2 <= next_cap || (s->option && next_terrain <= 1)))
        slide (s, next, steps + 1, next_cap, next_terrain, next_marked);
    }
}

/* Rules "Cavalry" and "Cannon": up to movement squares in a straight line along
 * the given directions, jumping pieces but never a square that blocks leaping;
 * terrain is entered only from the square next to it, with the whole move. */
static void
line (const CmDef *def, const CmState *st, guint u, CmArm arm, int first_dir, gint16 *out, guint *n)
{
  int player = def->units[u].player, start = st->cell[u];

  for (int d = first_dir; d < first_dir + 4; d++)
    {
      int cell = start;

      for (int i = 1; i <= def->units[u].movement; i++)
        {
          guint8 f;

          cell = def->grid.neighbours[cell][d];
          if (cell < 0)
            break;
          f = def->flags[cell];
          if (arm_may_enter (def, arm, cell) && !friendly (def, st, player, cell)
              && (!(f & CM_TERRAIN) || i <= def->move_limit[cell]) && (!(f & CM_ADJACENT_ENTRY) || i == 1))
            out[(*n)++] = (gint16) cell;
          if (f & (CM_BLOCKS_LEAP | CM_IMPASSABLE))
            break;
        }
    }
}

guint
cm_destinations (const CmDef *def, const CmState *st, guint u, gint16 *out)
{
  CmMask mask;
  guint  n = 0;

  if (st->cell[u] < 0)
    return 0;
  if (!def->masks || !cm_destination_mask (def, st, u, &mask))
    return cm_destinations_search (def, st, u, out);
  /* The mask's bits are in ascending square order already. */
  for (guint64 low = (guint64) mask; low != 0; low &= low - 1)
    out[n++] = (gint16) __builtin_ctzll (low);
  for (guint64 high = (guint64) (mask >> 64); high != 0; high &= high - 1)
    out[n++] = (gint16) (64 + __builtin_ctzll (high));
  return n;
}

guint
cm_destinations_search (const CmDef *def, const CmState *st, guint u, gint16 *out)
{
  const CmUnitDef *ud = &def->units[u];
  int              start = st->cell[u];
  guint            n = 0;

  if (start < 0)
    return 0;
  switch ((CmArm) ud->moves_as)
    {
      case CM_LEADER:
        {
          Slide s;

          slide_init (&s, def, st, u, out, 0);
          s.max = MIN (ud->movement, CM_MAX_SLIDE);
          s.terrain_applies = TRUE;
          s.option = def->leader_terrain;
          s.quick_march = FALSE;

          slide (&s, start, 0, G_MAXINT, 0, FALSE);
          n = s.n;
          break;
        }
      case CM_CAVALRY:
        line (def, st, u, CM_CAVALRY, ST_SQUARE_N, out, &n);
        break;
      case CM_CANNON:
        line (def, st, u, CM_CANNON, ST_SQUARE_NE, out, &n);
        break;
      case CM_SKIRMISHER:
        for (int k = 0; k < 8; k++)
          {
            int cell = def->knight[start][k];
            if (cell >= 0 && arm_may_enter (def, CM_SKIRMISHER, cell)
                && !friendly (def, st, ud->player, cell))
              out[n++] = (gint16) cell;
          }
        break;
      case CM_INFANTRY:
      case CM_N_ARMS:
      default:
        for (int d = 0; d < ST_SQUARE_N_DIRECTIONS; d++)
          {
            int cell = def->grid.neighbours[start][d];
            if (cell >= 0 && arm_may_enter (def, CM_INFANTRY, cell) && !friendly (def, st, ud->player, cell))
              out[n++] = (gint16) cell;
          }
        /* Optional rule "Quick March": two squares like a leader, never within
         * the distance of an enemy piece. */
        if (def->quick_march && cm_quick_march_clear (def, st, ud->player, start))
          {
            Slide s;

            slide_init (&s, def, st, u, out, n);
            s.max = 2;
            s.terrain_applies = FALSE;
            s.option = FALSE;
            s.quick_march = TRUE;

            slide (&s, start, 0, G_MAXINT, 0, FALSE);
            n = s.n;
          }
        break;
    }
  /* Ascending square order: the order of cm_destination_mask ()'s bits. */
  for (guint i = 1; i < n; i++)
    {
      gint16 c = out[i];
      guint  j = i;

      for (; j > 0 && out[j - 1] > c; j--)
        out[j] = out[j - 1];
      out[j] = c;
    }
  return n;
}
