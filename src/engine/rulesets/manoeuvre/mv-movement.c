/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mv-private.h"

/* Rule 5: movement, Advance to Contact, Digging In, Supply, Forced March and
 * Banzai Charge. */

gboolean
mv_passable_empty (const MvDef *def, const MvState *st, int cell)
{
  return cell >= 0 && !def->cell[cell].impassable && mv_unit_at (def, st, cell) < 0;
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
guint
mv_unit_moves (const MvDef *def, const MvState *st, guint u, int steps, gint16 *out)
{
  const StSquareGrid *g = &def->grid;
  int                 start = st->cell[u];
  guint               n = 0;

  if (start < 0)
    return 0;
  for (int d = 0; d < 4; d++)
    {
      int a = g->neighbours[start][d];

      if (!mv_passable_empty (def, st, a))
        continue;
      add_unique (out, &n, a);
      if (steps < 2 || (def->units[u].cavalry && def->cell[a].cavalry_stop))
        continue;
      for (int e = 0; e < 4; e++)
        {
          int b = g->neighbours[a][e];

          if (b != start && mv_passable_empty (def, st, b))
            add_unique (out, &n, b);
        }
    }
  return n;
}

static int
unit_steps (const MvDef *def, const MvState *st, guint u)
{
  return st->banzai ? 2 : MAX (def->units[u].movement, 1);
}

void
mv_movement_begin (const MvDef *def, MvState *st)
{
  int    required = 1;
  guint  n_units = (guint) __builtin_popcount (def->side_mask[st->active] & ~st->eliminated);
  guint8 active = st->active;

  if (def->advance_to_contact && st->turn <= 2)
    required = st->turn == 1 ? 3 : 2;
  st->step = MV_STEP_MOVE;
  st->actor = active;
  st->moves_done = 0;
  st->moves_required = (guint8) MIN ((guint) required, n_units);
  st->moves_allowed = st->moves_required;
  st->supply_played = st->banzai = st->moved_any = 0;
  st->last_moved = MV_NONE;
  st->last_from = -1;
  st->moved = st->forced_marched = 0;
}

static void
add_card_actions (const MvDef   *def,
                  const MvState *st,
                  MvCardType     type,
                  MvActKind      kind,
                  guint          unit,
                  int            to,
                  StActionList  *out)
{
  guint8 faces[MV_MAX_HAND];
  guint  n = mv_hand_faces (def, st, st->active, type, faces);

  for (guint i = 0; i < n; i++)
    st_action_list_add (out, mv_action (kind, faces[i], unit, -1, to, 0));
}

void
mv_movement_actions (const MvDef *def, const MvState *st, StActionList *out)
{
  int      p = st->active;
  gboolean can_move = FALSE;
  gint16   dest[16];
  guint    u;

  if (st->moves_done < st->moves_allowed)
    MV_FOREACH (def->side_mask[p] & ~st->moved, u)
    {
      guint n;

      if (st->cell[u] < 0)
        continue;
      n = mv_unit_moves (def, st, u, unit_steps (def, st, u), dest);
      for (guint i = 0; i < n; i++)
        st_action_list_add (out, mv_action (MV_ACT_MOVE, MV_NONE, u, st->cell[u], dest[i], 0));
      can_move |= n > 0;
    }
  if (!st->supply_played)
    add_card_actions (def, st, MV_CARD_SUPPLY, MV_ACT_SUPPLY, MV_NONE, -1, out);
  if (st->last_moved != MV_NONE && !(st->forced_marched & MV_BIT (st->last_moved)) && st->last_from >= 0
      && !def->cell[st->last_from].no_forced_march && mv_hand_has (def, st, p, MV_CARD_FORCED_MARCH))
    for (int d = 0; d < 4; d++)
      {
        int to = def->grid.neighbours[st->cell[st->last_moved]][d];

        if (mv_passable_empty (def, st, to))
          add_card_actions (def, st, MV_CARD_FORCED_MARCH, MV_ACT_FORCED_MARCH, st->last_moved, to, out);
      }
  if (st->moves_done == 0 && !st->banzai)
    add_card_actions (def, st, MV_CARD_BANZAI, MV_ACT_BANZAI, MV_NONE, -1, out);
  if (st->moves_done >= st->moves_required || !can_move)
    {
      if (st->moves_done > 0)
        st_action_list_add (out, mv_action (MV_ACT_END, MV_NONE, MV_NONE, -1, -1, 0));
    }
  if (st->moves_done == 0)
    st_action_list_add (out, mv_action (MV_ACT_DIG_IN, MV_NONE, MV_NONE, -1, -1, 0));
}

static void
combat_begin (MvState *st)
{
  mv_combat_reset (st);
  st->step = MV_STEP_DECLARE;
  st->actor = st->active;
}

void
mv_movement_apply (const MvDef *def, MvState *st, StAction action)
{
  int   p = st->active;
  guint u = MV_UNIT (action);

  switch (MV_KIND (action))
    {
      case MV_ACT_MOVE:
        st->last_from = st->cell[u];
        mv_move_unit (st, u, MV_TO (action));
        st->moved |= MV_BIT (u);
        st->moves_done++;
        st->moved_any = TRUE;
        st->last_moved = (guint8) u;
        break;
      case MV_ACT_SUPPLY:
        mv_play_card (def, st, MV_CARD (action));
        st->supply_played = TRUE;
        mv_ask_guerrilla (def, st, MV_ACT_SUPPLY, MV_CARD (action), MV_NONE, -1);
        break;
      case MV_ACT_FORCED_MARCH:
        mv_play_card (def, st, MV_CARD (action));
        st->forced_marched |= MV_BIT (u);
        mv_ask_guerrilla (def, st, MV_ACT_FORCED_MARCH, MV_CARD (action), u, MV_TO (action));
        break;
      case MV_ACT_BANZAI:
        mv_play_card (def, st, MV_CARD (action));
        st->banzai = TRUE;
        st->moves_required = 1;
        st->moves_allowed = (guint8) (2 + (st->supply_played ? 1 : 0));
        break;
      case MV_ACT_DIG_IN:
        {
          guint8 cards[MV_MAX_HAND];
          guint  n = st->n_hand[p];

          memcpy (cards, st->hand[p], n);
          for (guint i = 0; i < n; i++)
            mv_discard_card (def, st, p, cards[i], i + 1 == n);
          combat_begin (st);
        }
        break;
      case MV_ACT_END:
      default:
        combat_begin (st);
        break;
    }
}
