/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

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

static inline void
add (gint16 *out, guint *n, int cell)
{
  for (guint i = 0; i < *n; i++)
    if (out[i] == cell)
      return;
  out[(*n)++] = (gint16) cell;
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
  if (st_square_grid_chebyshev (&def->grid, cell, st->cell[v]) <= def->quick_march_distance)
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
} Slide;

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
        add (s->out, &s->n, next);
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
            add (out, n, cell);
          if (f & (CM_BLOCKS_LEAP | CM_IMPASSABLE))
            break;
        }
    }
}

guint
cm_destinations (const CmDef *def, const CmState *st, guint u, gint16 *out)
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
          Slide s = {
            def,   st,  ud->player, start, MIN (ud->movement, CM_MAX_SLIDE), TRUE, def->leader_terrain,
            FALSE, out, 0
          };

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
            Slide s = { def, st, ud->player, start, 2, FALSE, FALSE, TRUE, out, n };

            slide (&s, start, 0, G_MAXINT, 0, FALSE);
            n = s.n;
          }
        break;
    }
  return n;
}
