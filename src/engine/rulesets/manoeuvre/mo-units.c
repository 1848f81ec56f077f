/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mo-private.h"

/* Units: strengths, hits (6.6), eliminations, occupancy; dice and ranges. */

int
mo_unit_at (const MoDef *def, const MoState *st, int cell)
{
  for (guint u = 0; u < def->n_units; u++)
    if (st->cell[u] == cell)
      return (int) u;
  return -1;
}

void
mo_occupied (const MoDef *def, const MoState *st, MoOccupied *occ)
{
  guint words = ((guint) def->grid.n_cells + 63) / 64;

  if (words == 1)
    {
      /* Boards of at most 64 squares: one word a set. */
      guint64 side[2] = { 0, 0 };

      for (int p = 0; p < 2; p++)
        {
          guint u;

          MO_FOREACH (def->side_mask[p], u)
          if (st->cell[u] >= 0)
            side[p] |= def->cell_bit[st->cell[u]];
        }
      occ->side[0][0] = side[0];
      occ->side[1][0] = side[1];
      occ->bits[0] = side[0] | side[1];
      occ->blocked[0] = occ->bits[0] | (def->impassable != NULL ? def->impassable[0] : 0);
      return;
    }
  for (guint w = 0; w < words; w++)
    {
      occ->bits[w] = occ->side[0][w] = occ->side[1][w] = 0;
      occ->blocked[w] = def->impassable != NULL ? def->impassable[w] : 0;
    }
  for (guint u = 0; u < def->n_units; u++)
    if (st->cell[u] >= 0)
      {
        guint   cell = (guint) st->cell[u];
        guint64 bit = G_GUINT64_CONSTANT (1) << (cell % 64);

        occ->bits[cell / 64] |= bit;
        occ->blocked[cell / 64] |= bit;
        occ->side[def->units[u].player][cell / 64] |= bit;
      }
}

gboolean
mo_on_board (const MoState *st, guint u)
{
  return st->cell[u] >= 0;
}

int
mo_strength (const MoDef *def, const MoState *st, guint u)
{
  return def->units[u].strength[(st->reduced & MO_BIT (u)) ? 1 : 0];
}

void
mo_eliminate (const MoDef *def, MoState *st, guint u)
{
  if (st->cell[u] < 0)
    return;
  st->cell[u] = -1;
  st->eliminated |= MO_BIT (u);
  st->reduced &= ~MO_BIT (u);
  st->redoubt &= ~MO_BIT (u);
  st->combat.lost[def->units[u].player]++;
}

gboolean
mo_hit (const MoDef *def, MoState *st, guint u)
{
  if (st->cell[u] < 0)
    return FALSE;
  if (st->reduced & MO_BIT (u))
    {
      mo_eliminate (def, st, u);
      return TRUE;
    }
  st->reduced |= MO_BIT (u);
  return FALSE;
}

/* Moving off a square removes the Redoubt built there (9.2). */
void
mo_move_unit (MoState *st, guint u, int to)
{
  if (st->cell[u] != to)
    st->redoubt &= ~MO_BIT (u);
  st->cell[u] = (gint16) to;
}

guint
mo_n_eliminated (const MoDef *def, const MoState *st, int player)
{
  return (guint) __builtin_popcount (st->eliminated & def->side_mask[player]);
}

guint
mo_n_reduced (const MoDef *def, const MoState *st, int player)
{
  return (guint) __builtin_popcount (st->reduced & def->side_mask[player] & ~st->eliminated);
}

int
mo_roll (StRng *rng, MoDice dice)
{
  if (dice.count == 0 || dice.sides == 0)
    return 0;
  return st_rng_roll (rng, dice.count, dice.sides) + dice.mod;
}

gboolean
mo_in_range (MoRange range, int value)
{
  return range.high > 0 && value >= range.low && value <= range.high;
}

gboolean
mo_dice_set (MoDice dice)
{
  return dice.count > 0 && dice.sides > 0;
}

void
mo_combat_reset (MoState *st)
{
  memset (&st->combat, 0, sizeof st->combat);
  st->combat.attacker = st->combat.defender = st->combat.retreating = MO_NONE;
  st->combat.att_leader = st->combat.def_leader = st->combat.init_card = MO_NONE;
}
