/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <math.h>
#include <string.h>

#include "mh-private.h"

/* A heuristic value of a position for the greedy and search players: material on
 * the map, supply, and the capitals (captured, besieged, approached). Units in a
 * hex over the stacking limit count half: rule [6] will remove one of each pair
 * at the end of the phase, so a player never gains by over-stacking (the greedy
 * player used to pile units into one hex and then delete its own excess).
 *
 * Rule [12] wins the game with the enemy capital captured AND two more combat
 * units on the map than the enemy, so the evaluation drives towards both (issue
 * 23: searches that only weighed material and the capitals reached the turn
 * limit with both capitals captured and the unit counts level): the lead in
 * units counts by itself (an eliminated unit, not only a reduced one), far more
 * while the enemy capital is held, and most when rule [12] would end the game;
 * a player whose own capital was captured is drawn back to retake it.
 *
 * Ninth session: the material difference is softly capped and weighs less as
 * the turn limit nears, and a side ahead marches on the enemy capital late in
 * the game (material_term (), march_score ()). */

/* The approach bonus 2 / (1 + d) of a unit d hexes (rows plus columns) from the
 * enemy capital, for every d a board can have (d < ST_HEX_GRID_MAX_CELLS), made
 * once: the same double division as in the loop, so the same bits. */
static double approach_bonus[ST_HEX_GRID_MAX_CELLS];

/* The march (march_score ()) of a unit d hexes from a capital: one a hex
 * nearer than MH_MARCH_RANGE, linear, so that a step counts as much far from
 * the capital as near it (the approach bonus's step from 7 to 6 hexes is worth
 * 0.04). Made with the approach bonus, after it in the same array. */
#define MH_MARCH_RANGE 12

static double march_steps[ST_HEX_GRID_MAX_CELLS];

static const double *
approach_table (void)
{
  static gsize made = 0;

  if (g_once_init_enter (&made))
    {
      for (int d = 0; d < ST_HEX_GRID_MAX_CELLS; d++)
        {
          approach_bonus[d] = 2.0 / (1.0 + d);
          march_steps[d] = d < MH_MARCH_RANGE ? MH_MARCH_RANGE - d : 0.0;
        }
      g_once_init_leave (&made, 1);
    }
  return approach_bonus;
}

/* The weight of each combat unit of lead (at most MH_LEAD_CAP of them): by
 * itself, and while the leading side holds the enemy capital; and the bonus
 * when both conditions of rule [12] hold. */
#define MH_LEAD_UNIT 3.0
#define MH_LEAD_HOLDING 6.0
#define MH_LEAD_CAP 3
#define MH_WINNING 20.0

/* The weights of a capital attack lined up (pending_score ()) and of the
 * danger to a capital (threat_score ()), and the range of the latter. */
#define MH_PENDING 20.0
#define MH_THREAT 15.0
#define MH_THREAT_RANGE 2

/* The weight of each hex of march towards the enemy capital (march_score ()),
 * in the last turn with a lead of MH_MARCH_LEAD; and of each hex nearer the
 * own captured capital, for every unit (side_score ()). */
#define MH_MARCH 0.5
#define MH_MARCH_LEAD 2
#define MH_HOME 0.5

/* The score of player p's units and capitals; *units: p's combat units on the
 * map (mh_count_combat_units ()); near[0]: those within MH_THREAT_RANGE of
 * the enemy capital, near[1]: of p's own captured capital (rows plus columns:
 * every unit next to a hex is among them); *reach: the attack strength of
 * near[0]. The units' terms are added in unit order, each as the general loop
 * adds them; the usual position (no hex over the limit, every unit supplied,
 * p's capital not captured, the enemy capital on the map, a distance table)
 * takes a loop without the tests, the same sums. *march: the units' steps of
 * march towards the enemy capital (march_steps). */
static double
side_score (const MhDef    *def,
            const MhState  *st,
            const MhMaps   *maps,
            const gboolean *besieged,
            int             p,
            int            *units,
            guint64        *near,
            int            *reach,
            double         *march,
            double         *material)
{
  guint64       supplied = mh_supplied_of (def, st, maps, p, besieged[p]);
  guint64       excess = mh_stacking_excess (def, st, p);
  guint64       mask = mh_active_mask (def, st, p) & (def->line_mask[p] | def->gun_mask[p]);
  int           enemy_capital = st->cell[def->capital[1 - p]];
  int           own_capital = (st->captured & MH_BIT (def->capital[p])) ? st->cell[def->capital[p]] : -1;
  const double *approach = approach_table ();
  double        score = 0.0, steps = 0.0, worth = 0.0;
  int           n = 0, attack = 0;
  guint64       close = 0, home = 0;
  guint         u;

  /* Rows plus columns are symmetric: the enemy capital's row of the table. */
  const guint16 *row = enemy_capital >= 0 && def->distance != NULL
                           ? def->distance + (gsize) enemy_capital * (gsize) def->grid.n_cells
                           : NULL;

  /* The capital is not counted. */
  if (excess == 0 && (mask & ~supplied) == 0 && own_capital < 0 && row != NULL)
    MH_FOREACH (mask, u)
      {
        int d = row[st->cell[u]];

        worth += def->unit_value[u][(st->reduced >> u) & 1];
        score += approach[d];
        steps += march_steps[d];
        if (d <= MH_THREAT_RANGE)
          {
            close |= MH_BIT (u);
            attack += def->units[u].attack[(st->reduced >> u) & 1];
          }
        n++;
      }
  else
    MH_FOREACH (mask, u)
      {
        double value = def->unit_value[u][(st->reduced >> u) & 1];

        if (excess & MH_BIT (u))
          value *= 0.5;
        worth += (supplied & MH_BIT (u)) ? value : value * 0.6;
        if (enemy_capital >= 0)
          {
            int d = row != NULL ? row[st->cell[u]] : mh_distance (def, st->cell[u], enemy_capital);

            score += approach[d];
            steps += march_steps[d];
            if (d <= MH_THREAT_RANGE)
              {
                close |= MH_BIT (u);
                attack += def->units[u].attack[(st->reduced >> u) & 1];
              }
          }
        if (own_capital >= 0)
          {
            int d = mh_distance (def, st->cell[u], own_capital);

            score += approach[d] - MH_HOME * (MH_MARCH_RANGE - march_steps[d]);
            if (d <= MH_THREAT_RANGE)
              home |= MH_BIT (u);
          }
        n++;
      }
  if (st->captured & MH_BIT (def->capital[1 - p]))
    score += 25.0;
  if (besieged[1 - p])
    score += 8.0;
  *units = n;
  near[0] = close;
  near[1] = home;
  *reach = attack;
  *march = steps;
  *material = worth;
  return score;
}

/* The weight of material (the combat units' values): 1 in the first turn,
 * falling to 1 - MH_LATE at the turn limit (issue 23, ninth session). A
 * material lead is worth what it can still win: MCTS against MCTS reached the
 * turn limit with one side three to seven units ahead, its evaluation near 0.9
 * where tanh () is flat, so that no march on the enemy capital moved its value
 * beyond the search's noise. */
#define MH_LATE 0.5

static inline double
material_weight (const MhDef *def, const MhState *st)
{
  if (def->turn_limit <= 1 || st->turn <= 1)
    return 1.0;
  return 1.0 - MH_LATE * (MIN (st->turn, def->turn_limit) - 1) / (def->turn_limit - 1);
}

/* The material difference as it counts: weighed by material_weight () and
 * softly capped at MH_MATERIAL_CAP, x * cap / (cap + |x|): a small difference
 * counts about as much as it is, a large one never more than the cap (issue 23,
 * ninth session). Uncapped, a side three to six units ahead valued its
 * position near tanh ()'s end, where holding or losing its own capital, or a
 * capital attack lined up, moved it by a hundredth: MCTS with six units more
 * and its own capital captured let its army stand out of supply beside the
 * enemy capital until the turn limit. */
#define MH_MATERIAL_CAP 24.0

static inline double
material_term (const MhDef *def, const MhState *st, double x)
{
  return material_weight (def, st) * (x * MH_MATERIAL_CAP / (MH_MATERIAL_CAP + fabs (x)));
}

/* The march on the enemy capital of a side ahead in combat units (issue 23,
 * ninth session): its units' steps towards it (march_steps), times MH_MARCH,
 * the part of the game played (0 in turn 1, 1 in the last turn) and the lead
 * up to MH_MARCH_LEAD over MH_MARCH_LEAD. MCTS against MCTS reached the turn
 * limit with one side two to seven units ahead and its army five to ten hexes
 * from the enemy capital: the approach bonus hardly told a step there,
 * material outweighed it, and the capture lay beyond every search line. Not
 * while the side's own capital is captured: its units are out of supply and
 * go home first. */
static inline double
march_score (const MhDef *def, const MhState *st, int player, int own_units, int enemy_units, double march)
{
  int lead = own_units - enemy_units;

  if (lead <= 0 || (st->captured & MH_BIT (def->capital[player])) || def->turn_limit <= 1 || st->turn <= 1)
    return 0.0;
  return MH_MARCH * march * MIN (lead, MH_MARCH_LEAD) / MH_MARCH_LEAD * (MIN (st->turn, def->turn_limit) - 1)
         / (def->turn_limit - 1);
}

/* Rule [12] from player's side, given each side's combat units on the map: the
 * lead, weighed more while player holds the enemy capital, and the near win
 * when both conditions hold. */
static inline double
victory_score (const MhDef *def, const MhState *st, int player, int own_units, int enemy_units)
{
  int      lead = own_units - enemy_units;
  gboolean holds = (st->captured & MH_BIT (def->capital[1 - player])) != 0;
  double   score = MH_LEAD_UNIT * CLAMP (lead, -MH_LEAD_CAP, MH_LEAD_CAP);

  if (holds && lead > 0)
    score += MH_LEAD_HOLDING * MIN (lead, MH_LEAD_CAP) + (lead >= 2 ? MH_WINNING : 0.0);
  return score;
}

/* Rule [3]'s set-up (advanced game): the capital among its own units. Each
 * combat unit of player within MH_COVER_RANGE (rows plus columns) of player's
 * capital counts MH_COVER, at most MH_COVER_CAP of them. Only while setting up:
 * the capital never moves, and a capital set up away from its army was taken in
 * the second turn (issue 23: the side setting up second places its capital
 * last, when the evaluation had nothing to tell one hex from another, and both
 * AI players put it where the enemy's army could reach it alone). */
#define MH_COVER 1.5
#define MH_COVER_RANGE 2
#define MH_COVER_CAP 3

static double
cover_score (const MhDef *def, const MhState *st, int p)
{
  int     capital = st->cell[def->capital[p]];
  guint64 mask = mh_active_mask (def, st, p) & (def->line_mask[p] | def->gun_mask[p]);
  int     n = 0;
  guint   u;

  if (capital < 0)
    return 0.0;
  MH_FOREACH (mask, u)
    if (mh_distance (def, st->cell[u], capital) <= MH_COVER_RANGE)
      n++;
  return MH_COVER * MIN (n, MH_COVER_CAP);
}

/* While setting up, the units player has still to set up count as on the map
 * (their value, and as units for rule [12]'s lead; *units grows by their
 * number): otherwise the side whose units are not yet placed looks a dozen units
 * behind, tanh () is flat there, and a search cannot tell one set-up hex from
 * another. */
static double
reserve_score (const MhDef *def, const MhState *st, int p, int *units)
{
  guint64 mask = def->side_mask[p] & st->off_map & (def->line_mask[p] | def->gun_mask[p]);
  double  score = 0.0;
  guint   u;

  MH_FOREACH (mask, u)
    {
      score += def->unit_value[u][(st->reduced >> u) & 1];
      (*units)++;
    }
  return score;
}

/* The worth of an attack on a capital at each strength difference, from the
 * rolls of the two dice that take it (of 36; the two dice differ by k in
 * 6 - |k| of them): MH_PENDING times the chance of a DE ([0]) or of a DE or a
 * DR ([1]: the captors driven out of a captured capital), and MH_THREAT times
 * the chance of a DE (threat). Made once for a table, for every difference
 * from five below its lowest row to five above its highest (beyond, the
 * values no longer change), and kept for the last table this thread read (a
 * copy, compared whole at each evaluation: another game's table may come at
 * the same address). lowest: the lowest difference with a DE roll. */
#define MH_ROLL_SPAN (129 + 10)

typedef struct
{
  MhCrt  crt;
  int    lowest;
  double pending[2][MH_ROLL_SPAN];
  double threat[MH_ROLL_SPAN];
} RollTable;

static _Thread_local RollTable roll_table;
static _Thread_local gboolean  roll_table_valid;

static const RollTable *
roll_table_for (const MhCrt *crt)
{
  RollTable *t = &roll_table;
  int        span = MIN (MH_ROLL_SPAN, crt->high - crt->low + 11);

  if (roll_table_valid && memcmp (&t->crt, crt, sizeof *crt) == 0)
    return t;
  memset (t, 0, sizeof *t);
  t->crt = *crt;
  t->lowest = G_MAXINT;
  for (int i = 0; i < span; i++)
    {
      int de = 0, dr = 0;

      for (int k = -5; k <= 5; k++)
        {
          StCrtResult result = mh_crt_lookup (crt, crt->low - 5 + i + k);

          de += result == ST_CRT_DE ? 6 - ABS (k) : 0;
          dr += result == ST_CRT_DR ? 6 - ABS (k) : 0;
        }
      t->pending[0][i] = MH_PENDING * de / 36.0;
      t->pending[1][i] = MH_PENDING * (de + dr) / 36.0;
      t->threat[i] = MH_THREAT * de / 36.0;
      if (de > 0 && t->lowest == G_MAXINT)
        t->lowest = crt->low - 5 + i;
    }
  roll_table_valid = TRUE;
  return t;
}

static inline int
roll_index (const RollTable *t, int diff)
{
  return CLAMP (diff, t->crt.low - 5, t->crt.high + 5) - (t->crt.low - 5);
}

/* The attack the side to move has lined up against a capital: in its movement
 * and combat phases, its infantry, cavalry and artillery next to the enemy
 * capital's hex (and not yet attacked this phase), all attacking it together,
 * take it with the chance of a DE ([11]); next to its own captured capital they
 * retake it with the chance of a DE or DR (the captors eliminated or driven
 * out). The chance times MH_PENDING is the attack's worth before it is fought.
 * Issue 23, seventh session: without it a search valued the capture only once
 * its lines reached the combat phase, and a line of 8 playout actions reaches
 * it only when it ends the movement phase at once: MCTS against MCTS skipped
 * whole movement phases (maneuver-advanced at 2,000 iterations, seeds 2 and 3:
 * six of 40 movement phases, each with a capital attack waiting), left its
 * other units where they stood, and drew at the turn limit. The units in the
 * hex and the capital defend; terrain, supply and ZOCs are not looked at. */
static double
pending_score (const MhDef *def, const MhState *st, const RollTable *rolls, int p, const guint64 *near)
{
  guint64 ready;
  double  score = 0.0;

  if (st->active != p || (st->phase != MH_MOVEMENT && st->phase != MH_COMBAT))
    return 0.0;
  ready = mh_active_mask (def, st, p) & (def->line_mask[p] | def->gun_mask[p]);
  if (st->phase == MH_COMBAT)
    ready &= ~st->attacked;
  for (int k = 0; k < 2; k++)
    {
      int      side = k == 0 ? 1 - p : p; /* whose capital */
      guint    capital = def->capital[side];
      int      target = st->cell[capital];
      gboolean captured = (st->captured & MH_BIT (capital)) != 0;
      guint64  mask = ready & near[k];
      int      attack = 0, defence = 0;
      guint    u;

      /* The enemy capital while it stands, the own one while it is held;
       * only units within MH_THREAT_RANGE of it can be next to it. */
      if (target < 0 || captured != (side == p) || mask == 0)
        continue;
      /* Adjacency is symmetric: the target's neighbours, one mask. */
      if (def->grid.masks != NULL)
        {
          const StHexMask *beside = &def->grid.masks[target];

          MH_FOREACH (mask, u)
            if (st_hex_mask_has (beside, st->cell[u]))
              attack += mh_attack_strength (def, st, u);
        }
      else
        MH_FOREACH (mask, u)
          if (mh_adjacent (def, st->cell[u], target))
            attack += mh_attack_strength (def, st, u);
      if (attack == 0)
        continue;
      mask = mh_units_in (def, st, target, 1 - p);
      MH_FOREACH (mask, u)
        defence += mh_defense_strength (def, st, u);
      score += rolls->pending[side == p][roll_index (rolls, attack - defence)];
    }
  return score;
}

/* The danger to player p's standing capital: the chance that the enemy's
 * infantry, cavalry and artillery within MH_THREAT_RANGE of it (rows plus
 * columns: beside it, or a step from beside it), all attacking it together,
 * roll a DE against its hex, times MH_THREAT. Issue 23, eighth session: greedy
 * moving first massed its army beside MCTS's capital and took it by a DE in
 * its next combat phase, an attack no search line reached in time. The units
 * within range are summed in side_score ()'s walk over the distance row it
 * reads anyway; the units in the capital's hex and the capital defend; ZOCs,
 * terrain and supply are not looked at. Units further off (within their
 * movement allowance plus one) were tried: 1,000 greedy games cost 4.9 s on
 * maneuver-basic and 5.1 s on maneuver-advanced instead of 3.8 and 4.5 (each
 * side kept its army home, and more moves were open to it). */
static double
threat_score (const MhDef *def, const MhState *st, const RollTable *rolls, int p, int attack)
{
  guint   capital = def->capital[p];
  int     cell = st->cell[capital];
  int     defence;
  guint64 mask;
  guint   u;

  if (attack == 0 || cell < 0 || (st->captured & MH_BIT (capital)))
    return 0.0;
  /* Below the lowest DE with the capital alone, below it with any more. */
  defence = mh_defense_strength (def, st, capital);
  if (attack - defence < rolls->lowest)
    return 0.0;
  mask = mh_units_in (def, st, cell, p) & ~MH_BIT (capital);
  MH_FOREACH (mask, u)
    defence += mh_defense_strength (def, st, u);
  return rolls->threat[roll_index (rolls, attack - defence)];
}

/* tanh (diff / 40.0), remembered for the last few arguments: the candidate
 * moves of an AI player often leave the score difference as it was. */
#define MH_TANH_SLOTS 64

typedef struct
{
  double diff, value;
} TanhSlot;

static _Thread_local TanhSlot tanh_memory[MH_TANH_SLOTS];
static _Thread_local guint64  tanh_valid;

static double
squashed (double diff)
{
  guint64 bits;
  guint   slot;

  memcpy (&bits, &diff, sizeof bits);
  slot = (guint) ((bits * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)) >> 58);
  if ((tanh_valid & MH_BIT (slot)) && memcmp (&tanh_memory[slot].diff, &diff, sizeof diff) == 0)
    return tanh_memory[slot].value;
  tanh_memory[slot].diff = diff;
  tanh_memory[slot].value = tanh (diff / 40.0);
  tanh_valid |= MH_BIT (slot);
  return tanh_memory[slot].value;
}

double
mh_evaluate (const StGame *game, const StState *state, int player)
{
  const MhDef   *def = MH_DEF (game);
  const MhState *st = MH_CSTATE (state);
  MhMaps         maps;
  double         own, diff, own_march, enemy_march, own_material, enemy_material;
  int            own_units, enemy_units, own_reach, enemy_reach;
  guint64        own_near[2], enemy_near[2];
  gboolean       besieged[2];

  if (st->phase == MH_OVER)
    return st->winner == 2 ? 0.0 : st->winner == player ? 1.0 : -1.0;
  mh_build_maps (def, st, &maps);
  besieged[0] = mh_besieged (def, st, &maps, 0);
  besieged[1] = mh_besieged (def, st, &maps, 1);
  own = side_score (def, st, &maps, besieged, player, &own_units, own_near, &own_reach, &own_march,
                    &own_material);
  diff = own
         - side_score (def, st, &maps, besieged, 1 - player, &enemy_units, enemy_near, &enemy_reach,
                       &enemy_march, &enemy_material);
  if (st->phase == MH_SETUP)
    {
      own_material += reserve_score (def, st, player, &own_units);
      enemy_material += reserve_score (def, st, 1 - player, &enemy_units);
    }
  diff += material_term (def, st, own_material - enemy_material);
  diff += victory_score (def, st, player, own_units, enemy_units)
          - victory_score (def, st, 1 - player, enemy_units, own_units);
  if (st->phase == MH_SETUP)
    return squashed (diff + (cover_score (def, st, player) - cover_score (def, st, 1 - player)));
  diff += march_score (def, st, player, own_units, enemy_units, own_march)
          - march_score (def, st, 1 - player, enemy_units, own_units, enemy_march);
  if ((own_near[0] | own_near[1] | enemy_near[0] | enemy_near[1]) != 0)
    {
      /* Both terms need a unit within MH_THREAT_RANGE of a capital. */
      const RollTable *rolls = roll_table_for (&def->crt);

      diff += pending_score (def, st, rolls, player, own_near)
              - pending_score (def, st, rolls, 1 - player, enemy_near);
      diff += threat_score (def, st, rolls, 1 - player, own_reach)
              - threat_score (def, st, rolls, player, enemy_reach);
    }
  return squashed (diff);
}
