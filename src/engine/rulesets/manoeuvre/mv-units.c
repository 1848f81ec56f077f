/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mv-private.h"

/* Units: strengths, hits (6.6), eliminations, occupancy; dice and ranges. */

int
mv_unit_at (const MvDef *def, const MvState *st, int cell)
{
  for (guint u = 0; u < def->n_units; u++)
    if (st->cell[u] == cell)
      return (int) u;
  return -1;
}

gboolean
mv_on_board (const MvState *st, guint u)
{
  return st->cell[u] >= 0;
}

int
mv_strength (const MvDef *def, const MvState *st, guint u)
{
  return def->units[u].strength[(st->reduced & MV_BIT (u)) ? 1 : 0];
}

void
mv_eliminate (const MvDef *def, MvState *st, guint u)
{
  if (st->cell[u] < 0)
    return;
  st->cell[u] = -1;
  st->eliminated |= MV_BIT (u);
  st->reduced &= ~MV_BIT (u);
  st->redoubt &= ~MV_BIT (u);
  st->combat.lost[def->units[u].player]++;
}

gboolean
mv_hit (const MvDef *def, MvState *st, guint u)
{
  if (st->cell[u] < 0)
    return FALSE;
  if (st->reduced & MV_BIT (u))
    {
      mv_eliminate (def, st, u);
      return TRUE;
    }
  st->reduced |= MV_BIT (u);
  return FALSE;
}

/* Moving off a square removes the Redoubt built there (9.2). */
void
mv_move_unit (MvState *st, guint u, int to)
{
  if (st->cell[u] != to)
    st->redoubt &= ~MV_BIT (u);
  st->cell[u] = (gint16) to;
}

guint
mv_n_eliminated (const MvDef *def, const MvState *st, int player)
{
  return (guint) __builtin_popcount (st->eliminated & def->side_mask[player]);
}

guint
mv_n_reduced (const MvDef *def, const MvState *st, int player)
{
  return (guint) __builtin_popcount (st->reduced & def->side_mask[player] & ~st->eliminated);
}

int
mv_roll (StRng *rng, MvDice dice)
{
  if (dice.count == 0 || dice.sides == 0)
    return 0;
  return st_rng_roll (rng, dice.count, dice.sides) + dice.mod;
}

gboolean
mv_in_range (MvRange range, int value)
{
  return range.high > 0 && value >= range.low && value <= range.high;
}

gboolean
mv_dice_set (MvDice dice)
{
  return dice.count > 0 && dice.sides > 0;
}

void
mv_combat_reset (MvState *st)
{
  memset (&st->combat, 0, sizeof st->combat);
  st->combat.attacker = st->combat.defender = st->combat.retreating = MV_NONE;
  st->combat.att_leader = st->combat.def_leader = st->combat.init_card = MV_NONE;
}
