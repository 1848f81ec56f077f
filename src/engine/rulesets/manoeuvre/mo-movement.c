/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mo-private.h"

/* Rule 5: movement, Advance to Contact, Digging In, Supply, Forced March and
 * Banzai Charge. */

gboolean
mo_passable_empty (const MoDef *def, const MoState *st, int cell)
{
  return cell >= 0 && !mo_terrain (def, st, cell)->impassable && mo_unit_at (def, st, cell) < 0;
}

static void
add_unique (gint16 *out, guint *n, int cell)
{
  for (guint i = 0; i < *n; i++)
    if (out[i] == cell)
      return;
  out[(*n)++] = (gint16) cell;
}

/* The squares unit u may end a basic move on: up to `steps` squares, never
 * diagonally, never into or through another unit, a cavalry unit stopping in a
 * square that stops cavalry, never back where it began. */
static guint
unit_moves (const MoDef *def, const MoState *st, const MoOccupied *occ, guint u, int steps, gint16 *out)
{
  const StSquareGrid *g = &def->grid;
  int                 start = st->cell[u];
  guint               n = 0;

  if (start < 0)
    return 0;
  for (int d = 0; d < 4; d++)
    {
      int a = g->neighbours[start][d];

      if (!mo_passable_free (def, st, occ, a))
        continue;
      add_unique (out, &n, a);
      if (steps < 2 || (def->units[u].cavalry && mo_terrain (def, st, a)->cavalry_stop))
        continue;
      for (int e = 0; e < 4; e++)
        {
          int b = g->neighbours[a][e];

          if (b != start && mo_passable_free (def, st, occ, b))
            add_unique (out, &n, b);
        }
    }
  return n;
}

/* unit_moves () on a fixed battlefield of at most 64 squares: free, the squares
 * a unit may enter (mo_passable_free ()); the same squares in the same order. */
static guint
unit_moves_small (const MoDef *def, const MoState *st, guint64 free, guint u, int steps, gint16 *out)
{
  const StSquareGrid *g = &def->grid;
  int                 start = st->cell[u];
  guint64             seen = 0;
  guint               n = 0;

  if (start < 0)
    return 0;
  for (int d = 0; d < 4; d++)
    {
      int a = g->neighbours[start][d];

      if (a < 0 || !((free >> a) & 1))
        continue;
      if (!((seen >> a) & 1))
        {
          seen |= def->cell_bit[a];
          out[n++] = (gint16) a;
        }
      if (steps < 2 || (def->units[u].cavalry && def->cell[a].cavalry_stop))
        continue;
      for (int e = 0; e < 4; e++)
        {
          int b = g->neighbours[a][e];

          if (b >= 0 && b != start && ((free & ~seen) >> b) & 1)
            {
              seen |= def->cell_bit[b];
              out[n++] = (gint16) b;
            }
        }
    }
  return n;
}

guint
mo_unit_moves (const MoDef *def, const MoState *st, guint u, int steps, gint16 *out)
{
  MoOccupied occ;

  mo_occupied (def, st, &occ);
  return unit_moves (def, st, &occ, u, steps, out);
}

static int
unit_steps (const MoDef *def, const MoState *st, guint u)
{
  return st->banzai ? 2 : MAX (def->units[u].movement, 1);
}

void
mo_movement_begin (const MoDef *def, MoState *st)
{
  int    required = 1;
  guint  n_units = (guint) __builtin_popcount (def->side_mask[st->active] & ~st->eliminated);
  guint8 active = st->active;

  if (def->advance_to_contact && st->turn <= 2)
    required = st->turn == 1 ? 3 : 2;
  st->step = MO_STEP_MOVE;
  st->actor = active;
  st->moves_done = 0;
  st->moves_required = (guint8) MIN ((guint) required, n_units);
  st->moves_allowed = st->moves_required;
  st->supply_played = st->banzai = st->moved_any = 0;
  st->last_moved = MO_NONE;
  st->last_from = -1;
  st->moved = st->forced_marched = 0;
}

static void
add_card_actions (const MoDef   *def,
                  const MoState *st,
                  MoCardType     type,
                  MoActKind      kind,
                  guint          unit,
                  int            to,
                  StActionList  *out)
{
  guint8 faces[MO_MAX_HAND];
  guint  n = mo_hand_faces (def, st, st->active, type, faces);

  for (guint i = 0; i < n; i++)
    st_action_list_add (out, mo_action (kind, faces[i], unit, -1, to, 0));
}

void
mo_movement_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  int        p = st->active;
  gboolean   can_move = FALSE;
  gint16     dest[16];
  guint      u;
  MoOccupied occ;
  gboolean   small;
  guint64    free = 0;

  mo_occupied (def, st, &occ);
  small = def->impassable != NULL && def->grid.n_cells <= 64;
  if (small)
    free = ~occ.blocked[0]
           & (def->grid.n_cells < 64 ? (G_GUINT64_CONSTANT (1) << def->grid.n_cells) - 1
                                     : ~G_GUINT64_CONSTANT (0));
  if (st->moves_done < st->moves_allowed)
    MO_FOREACH (def->side_mask[p] & ~st->moved, u)
    {
      guint n;

      if (st->cell[u] < 0)
        continue;
      n = small ? unit_moves_small (def, st, free, u, unit_steps (def, st, u), dest)
                : unit_moves (def, st, &occ, u, unit_steps (def, st, u), dest);
      if (n > 0)
        {
          /* mo_action () of each move: the same action but for its square. */
          StAction move = mo_action (MO_ACT_MOVE, MO_NONE, u, st->cell[u], 0, 0);

          for (guint i = 0; i < n; i++)
            st_action_list_add (out, move | ((StAction) ((guint) dest[i] & 0xfffu) << 34));
        }
      can_move |= n > 0;
    }
  if (!st->supply_played)
    add_card_actions (def, st, MO_CARD_SUPPLY, MO_ACT_SUPPLY, MO_NONE, -1, out);
  if (st->last_moved != MO_NONE && !(st->forced_marched & MO_BIT (st->last_moved)) && st->last_from >= 0
      && !mo_terrain (def, st, st->last_from)->no_forced_march
      && mo_hand_has (def, st, p, MO_CARD_FORCED_MARCH))
    for (int d = 0; d < 4; d++)
      {
        int to = def->grid.neighbours[st->cell[st->last_moved]][d];

        if (mo_passable_free (def, st, &occ, to))
          add_card_actions (def, st, MO_CARD_FORCED_MARCH, MO_ACT_FORCED_MARCH, st->last_moved, to, out);
      }
  if (st->moves_done == 0 && !st->banzai)
    add_card_actions (def, st, MO_CARD_BANZAI, MO_ACT_BANZAI, MO_NONE, -1, out);
  if (st->moves_done >= st->moves_required || !can_move)
    {
      if (st->moves_done > 0)
        st_action_list_add (out, mo_action (MO_ACT_END, MO_NONE, MO_NONE, -1, -1, 0));
    }
  if (st->moves_done == 0)
    st_action_list_add (out, mo_action (MO_ACT_DIG_IN, MO_NONE, MO_NONE, -1, -1, 0));
}

static void
combat_begin (MoState *st)
{
  mo_combat_reset (st);
  st->step = MO_STEP_DECLARE;
  st->actor = st->active;
}

void
mo_movement_apply (const MoDef *def, MoState *st, StAction action)
{
  int   p = st->active;
  guint u = MO_UNIT (action);

  switch (MO_KIND (action))
    {
      case MO_ACT_MOVE:
        st->last_from = st->cell[u];
        mo_move_unit (st, u, MO_TO (action));
        st->moved |= MO_BIT (u);
        st->moves_done++;
        st->moved_any = TRUE;
        st->last_moved = (guint8) u;
        break;
      case MO_ACT_SUPPLY:
        mo_play_card (def, st, MO_CARD (action));
        st->supply_played = TRUE;
        mo_ask_guerrilla (def, st, MO_ACT_SUPPLY, MO_CARD (action), MO_NONE, -1);
        break;
      case MO_ACT_FORCED_MARCH:
        mo_play_card (def, st, MO_CARD (action));
        st->forced_marched |= MO_BIT (u);
        mo_ask_guerrilla (def, st, MO_ACT_FORCED_MARCH, MO_CARD (action), u, MO_TO (action));
        break;
      case MO_ACT_BANZAI:
        mo_play_card (def, st, MO_CARD (action));
        st->banzai = TRUE;
        st->moves_required = 1;
        st->moves_allowed = (guint8) (2 + (st->supply_played ? 1 : 0));
        break;
      case MO_ACT_DIG_IN:
        {
          guint8 cards[MO_MAX_HAND];
          guint  n = st->n_hand[p];

          memcpy (cards, st->hand[p], n);
          for (guint i = 0; i < n; i++)
            mo_discard_card (def, st, p, cards[i], i + 1 == n);
          combat_begin (st);
        }
        break;
      case MO_ACT_END:
      default:
        combat_begin (st);
        break;
    }
}
