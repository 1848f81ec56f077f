/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mh-private.h"

/* Rule [8] combat and rule [11]'s capital in combat. An attack is against the
 * units of one hex (a hex defends with all its units), by friendly units adjacent
 * to it that have not attacked yet this phase. */

#define MAX_CANDIDATES 12

/* Units available to attack next to cell. */
static guint64
attackers_near (const MhDef *def, const MhState *st, guint64 available, int cell)
{
  const StHexGrid *grid = &def->grid;
  guint64          mask = 0;
  guint            u;

  MH_FOREACH (available, u)
    if (st_hex_grid_adjacent (grid, st->cell[u], cell))
      mask |= MH_BIT (u);
  return mask;
}

/* Enemy units that must still be attacked: in the ZOC of a friendly unit outside
 * the friendly capital's hex, not in the enemy capital's hex, not attacked yet
 * this phase, and with a friendly unit left that can attack them. */
static guint64
required_defenders (const MhDef *def, const MhState *st, guint64 available, guint64 near[MH_MAX_UNITS])
{
  int     p = st->active, e = 1 - p;
  int     own_capital = st->cell[def->capital[p]];
  int     enemy_capital = st->cell[def->capital[e]];
  guint64 obliged = 0, required = 0;
  guint   u;

  MH_FOREACH (mh_active_mask (def, st, p), u)
    if (st->cell[u] != own_capital)
      obliged |= MH_BIT (u);
  MH_FOREACH (mh_active_mask (def, st, e) & ~st->defended, u)
    {
      int c = st->cell[u];
      if (c == enemy_capital || attackers_near (def, st, obliged, c) == 0)
        continue;
      near[u] = attackers_near (def, st, available, c);
      if (near[u] != 0)
        required |= MH_BIT (u);
    }
  return required;
}

/* Adds the attacks on every enemy hex; with strict set, not those that take the
 * last attackers of a unit that must be attacked elsewhere. */
static guint
add_attacks (const MhDef   *def,
             const MhState *st,
             guint64        available,
             guint64        required,
             const guint64  near[MH_MAX_UNITS],
             gboolean       strict,
             StActionList  *out)
{
  int     e = 1 - st->active;
  guint64 hexes_done = 0, enemies = mh_active_mask (def, st, e);
  guint   added = 0;
  guint   u, v;

  MH_FOREACH (enemies, u)
    {
      int     h = st->cell[u];
      guint64 in_hex = mh_units_in (def, st, h, e) & enemies;
      guint   cand[MAX_CANDIDATES], n = 0;

      if (hexes_done & MH_BIT (u))
        continue;
      hexes_done |= in_hex;
      MH_FOREACH (attackers_near (def, st, available, h), v)
        if (n < MAX_CANDIDATES)
          cand[n++] = v;
      for (guint subset = 1; subset < (1u << n); subset++)
        {
          guint64  mask = 0;
          guint32  slots = 0;
          gboolean orphans = FALSE;
          guint    r;

          for (guint i = 0; i < n; i++)
            if (subset & (1u << i))
              {
                mask |= MH_BIT (cand[i]);
                slots |= 1u << def->slot[cand[i]];
              }
          if (strict)
            MH_FOREACH (required & ~in_hex, r)
              if ((near[r] & ~mask) == 0)
                orphans = TRUE;
          if (!orphans)
            {
              st_action_list_add (out,
                                  st_action_make (ST_ACTION_ATTACK, ST_ACTION_NO_UNIT, (guint) h, slots));
              added++;
            }
        }
    }
  return added;
}

void
mh_combat_actions (const MhDef *def, const MhState *st, StActionList *out)
{
  guint64 available = mh_active_mask (def, st, st->active) & ~st->attacked;
  guint64 near[MH_MAX_UNITS] = { 0 };
  guint64 required = required_defenders (def, st, available, near);

  /* When every attack would strand some unit that must be attacked, the player
   * cannot meet the whole obligation and may attack as he likes. */
  if (add_attacks (def, st, available, required, near, TRUE, out) == 0 && required != 0)
    add_attacks (def, st, available, required, near, FALSE, out);
  if (required == 0)
    st_action_list_add (out, st_action_make (ST_ACTION_END_PHASE, ST_ACTION_NO_UNIT, ST_ACTION_NO_CELL, 0));
}

static gboolean
has_arm (const MhDef *def, guint64 mask, MhArm arm)
{
  guint u;

  MH_FOREACH (mask, u)
    if (def->units[u].arm == arm)
      return TRUE;
  return FALSE;
}

void
mh_combat_apply (const MhDef *def, MhState *st, StAction action, StEventLog *ev)
{
  int     p = st->active, e = 1 - p;
  int     h = (int) st_action_cell (action);
  guint32 slots = st_action_mask (action);
  guint64 defenders = mh_units_in (def, st, h, e) & mh_active_mask (def, st, e);

  st->attackers = 0;
  for (guint i = 0; i < MH_MAX_SIDE_UNITS; i++)
    if (slots & (1u << i))
      st->attackers |= MH_BIT (def->side_units[p][i]);
  st->attacked |= st->attackers;
  st->defended |= defenders;
  st->defender_cell = (gint16) h;
  st->retreating = 0;
  st->retreated = 0;
  /* Withdrawal: defending cavalry may retreat first when no attacker is cavalry. */
  if (!has_arm (def, st->attackers, MH_CAVALRY) && has_arm (def, defenders, MH_CAVALRY))
    {
      st->phase = MH_WITHDRAW;
      st->actor = (guint8) e;
      return;
    }
  mh_resolve_combat (def, st, ev);
}

void
mh_finish_withdrawal (const MhDef *def, MhState *st, StEventLog *ev)
{
  int e = 1 - st->active;

  if ((mh_units_in (def, st, st->defender_cell, e) & mh_active_mask (def, st, e)) == 0)
    {
      /* The hex is empty: no combat, the infantry may advance into it. */
      mh_enter_advance (def, st, ev);
      return;
    }
  mh_resolve_combat (def, st, ev);
}

static int
total_strength (const MhDef *def, const MhState *st, guint64 units, guint64 supplied, gboolean attacking)
{
  int   total = 0;
  guint u;

  /* Rule [9]: an unsupplied unit has two less, never below zero. */
  MH_FOREACH (units, u)
    {
      int cs = attacking ? mh_attack_strength (def, st, u) : mh_defense_strength (def, st, u);
      if (!(supplied & MH_BIT (u)))
        cs = MAX (0, cs - 2);
      total += cs;
    }
  return total;
}

/* Terrain: the defender's hex adds its defence effect; an attack effect counts
 * when every attacker stands on it (the smallest one applies). */
static int
attack_bonus (const MhDef *def, const MhState *st, guint64 attackers)
{
  int   bonus = G_MAXINT;
  guint u;

  MH_FOREACH (attackers, u)
    bonus = MIN (bonus, def->grid.attack_bonus[st->cell[u]]);
  return bonus == G_MAXINT ? 0 : bonus;
}

void
mh_resolve_combat (const MhDef *def, MhState *st, StEventLog *ev)
{
  int             p = st->active, e = 1 - p;
  int             h = st->defender_cell;
  guint64         defenders = mh_units_in (def, st, h, e) & mh_active_mask (def, st, e);
  guint           enemy_capital = (guint) def->capital[e];
  gboolean        capital_defends = (defenders & MH_BIT (enemy_capital)) != 0;
  guint64         in_own_capital = mh_units_in (def, st, st->cell[def->capital[p]], p);
  guint64         exposed = st->attackers & ~in_own_capital;
  StCombatRecord *rec = &st->last_combat;
  MhMaps          maps;
  guint64         supplied;
  guint           u;

  /* Rule [9]: supply of the involved units is checked as the combat begins. */
  mh_build_maps (def, st, &maps);
  supplied = mh_supplied (def, st, &maps, p) | mh_supplied (def, st, &maps, e);
  rec->valid = TRUE;
  rec->turn = st->turn;
  rec->attacker = p;
  rec->defender_cell = h;
  rec->attack_strength =
      total_strength (def, st, st->attackers, supplied, TRUE) + attack_bonus (def, st, st->attackers);
  rec->defense_strength = total_strength (def, st, defenders, supplied, FALSE) + def->grid.defense_bonus[h];
  rec->attack_die = st_rng_roll (&st->header.rng, 1, 6);
  rec->defense_die = st_rng_roll (&st->header.rng, 1, 6);
  rec->difference = rec->attack_strength + rec->attack_die - rec->defense_strength - rec->defense_die;
  rec->result = st_crt_lookup (&def->crt, rec->difference);
  rec->applied = rec->result;
  /* Rule [11]: AE, AR and DR are no effect for the capital and its hex. */
  if (rec->result == ST_CRT_DR && capital_defends)
    rec->applied = ST_CRT_NE;
  if ((rec->result == ST_CRT_AE || rec->result == ST_CRT_AR) && exposed == 0)
    rec->applied = ST_CRT_NE;
  st->combat_result = (guint8) rec->applied;
  st_event_log_add (ev, ST_EVENT_COMBAT, p, -1, -1, h);

  st->phase = MH_RETREAT;
  st->after_retreat = MH_COMBAT;
  switch (rec->applied)
    {
      case ST_CRT_DE:
        if (capital_defends)
          {
            st->captured |= MH_BIT (enemy_capital);
            st_event_log_add (ev, ST_EVENT_CAPTURED, e, (int) enemy_capital, h, h);
          }
        MH_FOREACH (defenders & ~MH_BIT (enemy_capital), u)
          mh_take_loss (def, st, u, ev);
        st->after_retreat = MH_ADVANCE;
        break;
      case ST_CRT_DR:
        st->retreating = defenders;
        st->after_retreat = MH_ADVANCE;
        break;
      case ST_CRT_AR:
        st->retreating = exposed;
        break;
      case ST_CRT_AE:
        MH_FOREACH (exposed, u)
          mh_take_loss (def, st, u, ev);
        break;
      case ST_CRT_NE:
      default:
        break;
    }
}

void
mh_end_combat (MhState *st)
{
  st->phase = MH_COMBAT;
  st->actor = st->active;
  st->attackers = 0;
  st->retreating = 0;
  st->retreated = 0;
  st->defender_cell = -1;
}
