/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mh-private.h"

/* Rule [8] combat and rule [11]'s capital in combat. An attack is against all the
 * units of one or more hexes (a hex defends with all its units), by friendly units
 * that have not attacked yet this phase, each adjacent to every hex attacked. */

#define MAX_CANDIDATES 12

/* Units available to attack next to cell. */
static guint64
attackers_near (const MhDef *def, const MhState *st, guint64 available, int cell)
{
  guint64 mask = 0;
  guint   u;

  /* Most enemy hexes have no unit of the attacking player next to them. */
  if (def->grid.masks != NULL && available != 0)
    {
      const StHexMask *around = &def->grid.masks[cell];
      const StHexMask *own = &st->occ[def->units[__builtin_ctzll (available)].player];
      guint64          near = 0;

      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        near |= around->w[k] & own->w[k];
      if (near == 0)
        return 0;
    }
  MH_FOREACH (available, u)
    if (mh_adjacent (def, st->cell[u], cell))
      mask |= MH_BIT (u);
  return mask;
}

/* Enemy units that must still be attacked: in the ZOC of a friendly unit outside
 * the friendly capital's hex, not in the enemy capital's hex, not attacked yet
 * this phase, and with a friendly unit outside the capital's hex left that can
 * attack them. */
/* For each active enemy unit, the phasing player's active units next to its
 * hex: attackers_near () of any set of them is this masked by the set.
 * Returns the enemy units with some (the others' adj is 0). */
static guint64
adjacent_attackers (const MhDef *def, const MhState *st, guint64 adj[MH_MAX_UNITS])
{
  int     p = st->active;
  guint64 own = mh_active_mask (def, st, p), front = 0;
  guint64 at[ST_HEX_MASK_CELLS]; /* the own units in each hex of st->occ[p] */
  guint   u;

  if (def->grid.masks == NULL)
    {
      MH_FOREACH (mh_active_mask (def, st, 1 - p), u)
        if ((adj[u] = attackers_near (def, st, own, st->cell[u])) != 0)
          front |= MH_BIT (u);
      return front;
    }
  /* Every hex of occ[p] holds a unit of p's on the map (a captured capital
   * among them), so each hex read below is written first. */
  MH_FOREACH (def->side_mask[p] & ~st->off_map, u)
    at[st->cell[u]] = 0;
  MH_FOREACH (own, u)
    at[st->cell[u]] |= MH_BIT (u);
  MH_FOREACH (mh_active_mask (def, st, 1 - p), u)
    {
      const StHexMask *around = &def->grid.masks[st->cell[u]];
      guint64          mask = 0;

      /* Outside p's zone of control no hex of p's is next to it. */
      adj[u] = 0;
      if (!st_hex_mask_has (&st->zoc[p], st->cell[u]))
        continue;
      for (guint w = 0; w < ST_HEX_MASK_WORDS; w++)
        for (guint64 bits = around->w[w] & st->occ[p].w[w]; bits != 0; bits &= bits - 1)
          mask |= at[w * 64 + __builtin_ctzll (bits)];
      adj[u] = mask;
      if (mask != 0)
        front |= MH_BIT (u);
    }
  return front;
}

/* front: the enemy units with adjacent attackers (adjacent_attackers ()). */
static guint64
required_defenders (const MhDef   *def,
                    const MhState *st,
                    guint64        available,
                    const guint64  adj[MH_MAX_UNITS],
                    guint64        front,
                    guint64        near[MH_MAX_UNITS])
{
  int     p = st->active, e = 1 - p;
  int     own_capital = st->cell[def->capital[p]];
  int     enemy_capital = st->cell[def->capital[e]];
  guint64 obliged = mh_active_mask (def, st, p) & ~mh_cell_units (st, own_capital), required = 0;
  guint   u;

  /* Only the units with attackers next to them can be owed an attack. */
  MH_FOREACH (mh_active_mask (def, st, e) & ~st->defended & front, u)
    {
      int c = st->cell[u];
      if (c == enemy_capital || (adj[u] & obliged) == 0)
        continue;
      /* Rule [11]: the capital and the units in its hex are never required to
       * attack, so only the other units can owe this attack. */
      near[u] = adj[u] & available & obliged;
      if (near[u] != 0)
        required |= MH_BIT (u);
    }
  return required;
}

guint64
mh_required_defenders (const MhDef *def, const MhState *st)
{
  guint64 available = mh_active_mask (def, st, st->active) & ~st->attacked;
  guint64 near[MH_MAX_UNITS] = { 0 }, adj[MH_MAX_UNITS];
  guint64 front = adjacent_attackers (def, st, adj);

  return required_defenders (def, st, available, adj, front, near);
}

guint
mh_attack_hexes (const MhDef *def, StAction action, int *cells)
{
  int   pivot = (int) mh_action_cell (action);
  guint dirs = mh_action_unit (action), n = 0;

  for (guint i = 0; i < 6; i++)
    if (dirs & (1u << i))
      {
        int c = def->grid.neighbours[pivot][i], j = (int) n++;
        /* Insertion in cell order. */
        for (; j > 0 && cells[j - 1] > c; j--)
          cells[j] = cells[j - 1];
        cells[j] = c;
      }
  return n;
}

guint64
mh_defenders (const MhDef *def, const MhState *st)
{
  int     e = 1 - st->active;
  guint64 enemies = mh_active_mask (def, st, e), mask = 0;

  for (guint i = 0; i < st->n_defender_cells; i++)
    mask |= mh_units_in (def, st, st->defender_cells[i], e) & enemies;
  return mask;
}

/* The search of the attacks, in the order of the legal list: it lists them
 * (out set), or counts them, or (pick below the count) finds the one at that
 * place without listing the others (mh_combat_random_action ()). */
typedef struct
{
  const MhDef   *def;
  const MhState *st;
  guint64        required;
  const guint64 *near;
  gboolean       strict;
  StActionList  *out;
  guint          added; /* listed or counted so far */
  guint          pick; /* G_MAXUINT: none */
  StAction       picked;
  guint          n_hexes;
  int            hexes[MH_MAX_UNITS]; /* enemy-held hexes */
  guint64        units[MH_MAX_UNITS]; /* the enemy units of each */
  guint64        attackers[MH_MAX_UNITS]; /* available units next to each */
} AttackSearch;

/* The attack on the hexes chosen by the candidates of subset. */
static StAction
make_attack (const AttackSearch *search, const guint *chosen, guint n, const guint *cand, guint subset)
{
  const MhDef *def = search->def;
  guint32      slots = 0;
  guint        dirs = 0;
  int          pivot;

  for (guint bits = subset; bits != 0; bits &= bits - 1)
    slots |= 1u << def->slot[cand[__builtin_ctz (bits)]];
  /* The attack is written from the hex of its first attacker, which is next
   * to every hex attacked. */
  pivot = search->st->cell[cand[__builtin_ctz (subset)]];
  for (guint d = 0; d < 6; d++)
    for (guint i = 0; i < n; i++)
      if (def->grid.neighbours[pivot][d] == search->hexes[chosen[i]])
        dirs |= 1u << d;
  return mh_action_make (MH_ACTION_ATTACK, dirs, (guint) pivot, slots);
}

/* Every attack on the hexes chosen (chosen[0..n-1], indices into search->hexes)
 * by subsets of the units next to all of them, in increasing subset order. */
static void
add_attacks_on (AttackSearch *search, const guint *chosen, guint n, guint64 candidates)
{
  guint64 in_hexes = 0, all = 0;
  guint   cand[MAX_CANDIDATES], n_cand = 0, u, r;
  guint   need[MH_MAX_UNITS], n_need = 0, n_subsets;

  for (guint i = 0; i < n; i++)
    in_hexes |= search->units[chosen[i]];
  MH_FOREACH (candidates, u)
    if (n_cand < MAX_CANDIDATES)
      {
        all |= MH_BIT (u);
        cand[n_cand++] = u;
      }
  n_subsets = 1u << n_cand;
  /* An attack may not take the last attackers of a unit that must be
   * attacked elsewhere: a subset holding all of them (as candidate bits). */
  if (search->strict)
    MH_FOREACH (search->required & ~in_hexes, r)
      if ((search->near[r] & ~all) == 0)
        {
          guint bits = 0;

          for (guint i = 0; i < n_cand; i++)
            if (search->near[r] & MH_BIT (cand[i]))
              bits |= 1u << i;
          need[n_need++] = bits;
        }
  /* Counting past a set that holds no pick: every subset, or those allowed. */
  if (search->out == NULL && n_need == 0
      && (search->pick == G_MAXUINT || search->pick >= search->added + n_subsets - 1))
    {
      search->added += n_subsets - 1;
      return;
    }
  for (guint subset = 1; subset < n_subsets; subset++)
    {
      gboolean orphans = FALSE;

      for (guint i = 0; i < n_need && !orphans; i++)
        orphans = (subset & need[i]) == need[i];
      if (orphans)
        continue;
      if (search->out != NULL)
        st_action_list_add (search->out, make_attack (search, chosen, n, cand, subset));
      else if (search->added == search->pick)
        search->picked = make_attack (search, chosen, n, cand, subset);
      search->added++;
    }
}

/* Sets of hexes in increasing order whose attackers have units in common. */
static void
add_hex_sets (AttackSearch *search, guint *chosen, guint n, guint64 common)
{
  guint first = n == 0 ? 0 : chosen[n - 1] + 1;

  for (guint h = first; h < search->n_hexes; h++)
    {
      guint64 together = n == 0 ? search->attackers[h] : common & search->attackers[h];

      /* Picking: done once the pick is passed. */
      if (search->pick != G_MAXUINT && search->added > search->pick)
        return;
      if (together == 0)
        continue;
      chosen[n] = h;
      add_attacks_on (search, chosen, n + 1, together);
      if (n + 1 < 6)
        add_hex_sets (search, chosen, n + 1, together);
    }
}

/* Fills the search with the enemy hexes that units can attack. */
static void
attack_search_init (AttackSearch  *search,
                    const MhDef   *def,
                    const MhState *st,
                    guint64        available,
                    guint64        required,
                    const guint64  adj[MH_MAX_UNITS],
                    guint64        front,
                    const guint64  near[MH_MAX_UNITS])
{
  int     e = 1 - st->active;
  guint64 enemies = mh_active_mask (def, st, e), seen = 0;
  guint   u;

  /* The arrays are filled up to n_hexes: not cleared. */
  search->def = def;
  search->st = st;
  search->required = required;
  search->near = near;
  search->n_hexes = 0;
  /* The others have no unit next to them: in no attack. */
  MH_FOREACH (enemies &front, u)
    {
      int     h = st->cell[u];
      guint64 attackers;

      if (seen & MH_BIT (u))
        continue;
      /* A hex no unit can attack is in no attack: leaving it out of the search
       * leaves the attacks and their order as they are. */
      if ((attackers = adj[u] & available) == 0)
        continue;
      search->units[search->n_hexes] = mh_units_in (def, st, h, e) & enemies;
      seen |= search->units[search->n_hexes];
      search->hexes[search->n_hexes] = h;
      search->attackers[search->n_hexes] = attackers;
      search->n_hexes++;
    }
}

/* Runs the search from the start: lists (out), counts, or picks. */
static guint
run_attack_search (AttackSearch *search, gboolean strict, StActionList *out, guint pick)
{
  guint chosen[6];

  search->strict = strict;
  search->out = out;
  search->pick = pick;
  search->added = 0;
  add_hex_sets (search, chosen, 0, 0);
  return search->added;
}

/* Small boards: whether no enemy hex is next to one of the phasing player's,
 * so that there is no attack and none is owed. */
static gboolean
no_front (const MhDef *def, const MhState *st)
{
  guint64 front = 0;

  if (def->grid.masks == NULL)
    return FALSE;
  for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
    front |= st->zoc[st->active].w[k] & st->occ[1 - st->active].w[k];
  return front == 0;
}

void
mh_combat_actions (const MhDef *def, const MhState *st, StActionList *out)
{
  guint64      available = mh_active_mask (def, st, st->active) & ~st->attacked;
  guint64      near[MH_MAX_UNITS], adj[MH_MAX_UNITS]; /* near: read for required units only */
  guint64      required, front;
  AttackSearch search;

  if (no_front (def, st))
    {
      st_action_list_add (out, mh_action_make (MH_ACTION_END_PHASE, MH_NO_UNIT, MH_NO_CELL, 0));
      return;
    }
  front = adjacent_attackers (def, st, adj);
  required = required_defenders (def, st, available, adj, front, near);
  attack_search_init (&search, def, st, available, required, adj, front, near);
  /* When every attack would strand some unit that must be attacked, the player
   * cannot meet the whole obligation and may attack as he likes. */
  if (run_attack_search (&search, TRUE, out, G_MAXUINT) == 0 && required != 0)
    run_attack_search (&search, FALSE, out, G_MAXUINT);
  if (required == 0)
    st_action_list_add (out, mh_action_make (MH_ACTION_END_PHASE, MH_NO_UNIT, MH_NO_CELL, 0));
}

/* The action st_rng_below (rng, n) picks from mh_combat_actions ()'s list of n,
 * found by counting the attacks rather than listing them. */
StAction
mh_combat_random_action (const MhDef *def, const MhState *st, StRng *rng)
{
  guint64      available = mh_active_mask (def, st, st->active) & ~st->attacked;
  guint64      near[MH_MAX_UNITS], adj[MH_MAX_UNITS]; /* near: read for required units only */
  guint64      required, front;
  AttackSearch search;
  gboolean     strict = TRUE;
  guint        total, pick;

  if (no_front (def, st))
    {
      (void) st_rng_below (rng, 1); /* the draw from the list of one */
      return mh_action_make (MH_ACTION_END_PHASE, MH_NO_UNIT, MH_NO_CELL, 0);
    }
  front = adjacent_attackers (def, st, adj);
  required = required_defenders (def, st, available, adj, front, near);
  attack_search_init (&search, def, st, available, required, adj, front, near);
  if ((total = run_attack_search (&search, TRUE, NULL, G_MAXUINT)) == 0 && required != 0)
    {
      strict = FALSE;
      total = run_attack_search (&search, FALSE, NULL, G_MAXUINT);
    }
  pick = st_rng_below (rng, total + (required == 0 ? 1 : 0));
  if (pick >= total)
    return mh_action_make (MH_ACTION_END_PHASE, MH_NO_UNIT, MH_NO_CELL, 0);
  run_attack_search (&search, strict, NULL, pick);
  return search.picked;
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
  guint32 slots = mh_action_mask (action);
  int     hexes[6];
  guint64 defenders;

  st->n_defender_cells = (guint8) mh_attack_hexes (def, action, hexes);
  for (guint i = 0; i < st->n_defender_cells; i++)
    st->defender_cells[i] = (gint16) hexes[i];
  defenders = mh_defenders (def, st);
  st->attackers = 0;
  for (guint i = 0; i < MH_MAX_SIDE_UNITS; i++)
    if (slots & (1u << i))
      st->attackers |= MH_BIT (def->side_units[p][i]);
  st->attacked |= st->attackers;
  st->defended |= defenders;
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
  if (mh_defenders (def, st) == 0)
    {
      /* The hexes are empty: no combat, the infantry may advance. Rule [8] takes
       * the attack away only from the units that advance. */
      st->attacked &= ~st->attackers;
      st->after_withdrawal = TRUE;
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

/* Terrain: the defence effect of the defenders' hex adds to their total (the
 * largest of the hexes attacked); an attack effect counts when every attacker
 * stands on it (the smallest one applies). */
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
  int             h = st->defender_cells[0];
  guint64         defenders = mh_defenders (def, st);
  guint           enemy_capital = (guint) def->capital[e];
  gboolean        capital_defends = (defenders & MH_BIT (enemy_capital)) != 0;
  guint64         in_own_capital = mh_units_in (def, st, st->cell[def->capital[p]], p);
  guint64         in_enemy_capital = mh_units_in (def, st, st->cell[enemy_capital], e);
  guint64         exposed = st->attackers & ~in_own_capital;
  MhCombatRecord *rec = &st->last_combat;
  MhMaps          maps;
  guint64         supplied;
  int             defense_bonus = G_MININT;
  guint           u;

  for (guint i = 0; i < st->n_defender_cells; i++)
    defense_bonus = MAX (defense_bonus, def->grid.defense_bonus[st->defender_cells[i]]);

  /* Rule [9]: supply of the involved units is checked as the combat begins. */
  mh_build_maps (def, st, &maps);
  supplied = mh_supplied_among (def, st, &maps, p, mh_besieged (def, st, &maps, p), st->attackers)
             | mh_supplied_among (def, st, &maps, e, mh_besieged (def, st, &maps, e), defenders);
  rec->valid = TRUE;
  rec->serial++;
  rec->captured = FALSE;
  st->resolved = TRUE;
  rec->turn = st->turn;
  rec->attacker = p;
  rec->defender_cell = h;
  rec->attack_strength =
      total_strength (def, st, st->attackers, supplied, TRUE) + attack_bonus (def, st, st->attackers);
  rec->defense_strength = total_strength (def, st, defenders, supplied, FALSE) + defense_bonus;
  rec->attack_die = st_rng_roll (&st->header.rng, 1, 6);
  rec->defense_die = st_rng_roll (&st->header.rng, 1, 6);
  rec->difference = rec->attack_strength + rec->attack_die - rec->defense_strength - rec->defense_die;
  rec->result = mh_crt_lookup (&def->crt, rec->difference);
  rec->applied = rec->result;
  /* Rule [11]: AE, AR and DR are no effect for the capital and its hex. */
  if (rec->result == ST_CRT_DR && (defenders & ~in_enemy_capital) == 0)
    rec->applied = ST_CRT_NE;
  if ((rec->result == ST_CRT_AE || rec->result == ST_CRT_AR) && exposed == 0)
    rec->applied = ST_CRT_NE;
  st->combat_result = (guint8) rec->applied;
  mh_event_log_add (ev, MH_EVENT_COMBAT, p, -1, -1, h);

  st->phase = MH_RETREAT;
  st->after_retreat = MH_COMBAT;
  switch (rec->applied)
    {
      case ST_CRT_DE:
        if (capital_defends)
          {
            st->captured |= MH_BIT (enemy_capital);
            rec->captured = TRUE;
            mh_event_log_add (ev, MH_EVENT_CAPTURED, e, (int) enemy_capital, st->cell[enemy_capital],
                              st->cell[enemy_capital]);
          }
        MH_FOREACH (defenders & ~MH_BIT (enemy_capital), u)
          mh_take_loss (def, st, u, ev);
        st->after_retreat = MH_ADVANCE;
        break;
      case ST_CRT_DR:
        st->retreating = defenders & ~in_enemy_capital;
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
  st->after_withdrawal = FALSE;
  st->phase = MH_COMBAT;
  st->actor = st->active;
  st->attackers = 0;
  st->retreating = 0;
  st->retreated = 0;
  st->n_defender_cells = 0;
}
