/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <math.h>

#include "engine/boards/st-node-set.h"
#include "mo-private.h"

/* The heuristic the greedy player and MCTS's rankings and leaves use, from
 * player's point of view, in units of strength points:
 * - strength on the board, and 4 for each eliminated unit (the attrition count);
 * - control of the enemy half, 0.5 a square;
 * - a combat under way (an Assault or Ambush between its declaration and its
 *   roll): its likely result from the totals so far, so that a declaration, a
 *   defence card or an attack card is worth what it makes likely (6.1 step 7);
 * - the hands: a card of a unit on the map or a headquarters card is worth a
 *   little, twice that when the card can attack with a unit that stands beside
 *   an enemy, a card of an eliminated unit nothing, so that a discard throws
 *   away dead cards first and keeps the ones an assault needs (4).
 * - exposure: the best assault each side could make on a unit of the other
 *   standing beside one of its own, from the strengths and terrain on the map and
 *   a typical card on each side; in full for the side that attacks next (the
 *   player to act until he has declared his combat, then his opponent), at a
 *   quarter for the other (at half, one greedy game in 1,000 became a standoff
 *   in which neither side played or discarded a card, and manoeuvre's day ends
 *   only when the decks are drawn), so that greedy does not walk a unit into contact
 *   where the next assault eliminates it for a square of the enemy half
 *   (manoeuvre's greedy moving second lost 9 of 100 games to random that way).
 * It is called on positions resampled for the player to act (st_game_resample),
 * never on the true hidden cards of his opponent. */

#define ELIMINATION 4.0
#define CARD_OF_A_UNIT 0.15
#define HEADQUARTERS_CARD 0.1
/* A card's likely part in an assault not yet declared: an attack card's dice
 * (1d8 to 2d8), a defence card the defender may or may not hold. */
#define TYPICAL_ATTACK_CARD 5.0
#define TYPICAL_DEFENCE_CARD 2.0
#define EXPOSURE_NEXT 1.0
#define EXPOSURE_LATER 0.25
#define MOVE_TO_ASSAULT 0.5

/* What a hit on u costs its owner: a step, or the unit and the attrition count. */
static double
hit_cost (const MoDef *def, const MoState *st, guint u)
{
  if (st->cell[u] < 0)
    return 0.0;
  if (st->reduced & MO_BIT (u))
    return def->units[u].strength[1] + ELIMINATION;
  return def->units[u].strength[0] - def->units[u].strength[1];
}

static double
mean (MoDice dice)
{
  if (dice.count == 0 || dice.sides == 0)
    return 0.0;
  return dice.count * (dice.sides + 1) / 2.0 + dice.mod;
}

/* The attacker's expected gain from an assault of these totals on defender, when
 * falling short costs the attackers loss: the result the table gives, weighed by
 * how likely the attack is to fall short (a logistic in the margin). */
static double
assault_prospect (
    const MoDef *def, const MoState *st, double attack, double defense, guint defender, double loss)
{
  double ratio = attack / MAX (defense, 1.0), gain, p_short;

  /* More than the defence: the defender's choice at worst (half a hit), up to
   * its elimination. */
  if (ratio >= 4.0)
    gain = mo_strength (def, st, defender) + ELIMINATION;
  else if (ratio >= 2.0)
    gain = hit_cost (def, st, defender);
  else
    gain = 0.5 * hit_cost (def, st, defender);
  p_short = 1.0 / (1.0 + exp ((attack - defense) / 2.0));
  return (1.0 - p_short) * gain - p_short * loss;
}

/* The attacker's expected gain from the combat under way, from its totals so
 * far: the result the table gives for the mean totals, weighed by how likely
 * the attack is to fall short (a logistic in the margin). */
static double
combat_prospect (const MoDef *def, const MoState *st)
{
  const MoCombat *cb = &st->combat;
  double          attack = mo_attack_total_fixed (def, st), defense = mo_defense_total_fixed (def, st);
  double          loss = 0.0;
  guint           u;

  for (guint i = 0; i < cb->n_att; i++)
    if (def->cards[cb->att_cards[i]].type != MO_CARD_COMMITTED)
      attack += mean (mo_attack_dice (def, cb->att_cards[i]));
  attack += 7.0 * cb->n_committed;
  if (cb->att_leader != MO_NONE && !cb->leader_mode)
    attack += mean (def->cards[cb->att_leader].combat);
  for (guint i = 0; i < cb->n_def; i++)
    defense += mean (def->cards[cb->def_cards[i]].defense);
  if (cb->def_leader != MO_NONE)
    defense += mean (def->cards[cb->def_leader].combat);

  /* Less than the defence: every attacking and supporting unit takes a hit. */
  if (cb->attacker != MO_NONE)
    loss += hit_cost (def, st, cb->attacker);
  MO_FOREACH (cb->supporters, u)
  loss += hit_cost (def, st, u);
  return assault_prospect (def, st, attack, defense, cb->defender, loss);
}

static gboolean
combat_under_way (const MoState *st)
{
  MoStep step = (MoStep) st->step;

  if (step == MO_STEP_GUERRILLA)
    step = (MoStep) st->pending.resume;
  return (step == MO_STEP_DEFEND || step == MO_STEP_ATTACK)
         && (st->combat.kind == MO_ACT_ASSAULT || st->combat.kind == MO_ACT_AMBUSH);
}

/* The units of player p that stand beside an enemy unit (orthogonally), on
 * boards larger than 64 squares (board_value_small () has them on the others). */
static guint32
in_contact (const MoDef *def, const MoState *st, int p)
{
  int     columns = def->grid.columns;
  guint32 mask = 0;

  for (guint u = 0; u < def->n_units; u++)
    {
      int at = st->cell[u];

      if (def->units[u].player != p || at < 0)
        continue;
      for (guint e = 0; e < def->n_units; e++)
        {
          int there = st->cell[e];

          if (def->units[e].player != p && there >= 0
              && ABS (at % columns - there % columns) + ABS (at / columns - there / columns) == 1)
            mask |= MO_BIT (u);
        }
    }
  return mask;
}

/* On boards of at most 64 squares, what one pass over the units finds and the
 * terms below use: each side's squares (occupied), the squares beside its
 * units (influence), its units beside an enemy unit (contact, in_contact ()'s
 * set), and the unit on each occupied square (unit_at; one unit a square). */
typedef struct
{
  guint64 occupied[2], influence[2];
  guint32 contact[2];
  guint8  unit_at[64];
} Small;

/* The hand's worth to p. contact: p's units beside an enemy unit, when known
 * (boards of at most 64 squares), else NULL and in_contact () asked. */
static inline double
hand_value (const MoDef *def, const MoState *st, int p, const guint32 *beside_enemy)
{
  double   value = 0.0;
  guint32  contact = 0;
  gboolean contact_known = FALSE;

  for (guint i = 0; i < st->n_hand[p]; i++)
    {
      guint c = st->hand[p][i];
      guint k = def->card_eval[c], u = k & 31u;

      if (k & MO_CARD_EVAL_NO_UNIT)
        {
          value += HEADQUARTERS_CARD;
          continue;
        }
      if (st->eliminated & MO_BIT (u))
        continue;
      value += CARD_OF_A_UNIT;
      if (!(k & MO_CARD_EVAL_ATTACK))
        continue;
      if (beside_enemy != NULL)
        {
          if (*beside_enemy & MO_BIT (u))
            value += CARD_OF_A_UNIT;
          continue;
        }
      if (!contact_known)
        {
          contact = in_contact (def, st, p);
          contact_known = TRUE;
        }
      if (contact & MO_BIT (u))
        value += CARD_OF_A_UNIT;
    }
  return value;
}

/* On boards of at most 64 squares: the strength balance, the attrition count and
 * the control count of both players (mo_controlled ()) from one pass over the
 * units; influence: the squares beside each player's units. */
/* One side's units on the board: their strength, the squares they stand on
 * and the squares beside them. */
static inline int
side_pass (const MoDef *def, const MoState *st, int p, guint64 *occupied, guint64 *influence, guint8 *unit_at)
{
  guint64 occ = 0, infl = 0;
  guint32 off = 0;
  int     strength = 0;
  guint   u;

  MO_FOREACH (def->side_mask[p], u)
  {
    int c = st->cell[u];

    if (c < 0)
      {
        off |= MO_BIT (u);
        continue;
      }
    strength += def->units[u].strength[0];
    occ |= def->cell_bit[c];
    infl |= def->neighbour_mask[c];
    unit_at[c] = (guint8) u;
  }
  /* The reduced ones, few, give back what their reduction cost. */
  MO_FOREACH (def->side_mask[p] & ~off & st->reduced, u)
  strength -= def->units[u].strength[0] - def->units[u].strength[1];
  *occupied = occ;
  *influence = infl;
  return strength;
}

/* The units of a set of squares, all occupied (Small.unit_at). */
static inline guint32
units_on (const Small *sm, guint64 squares)
{
  guint32 units = 0;

  for (; squares != 0; squares &= squares - 1)
    units |= MO_BIT (sm->unit_at[__builtin_ctzll (squares)]);
  return units;
}

static double
board_value_small (const MoDef *def, const MoState *st, int player, Small *sm)
{
  guint64 half, enemy_half[2], all, mask, *occupied = sm->occupied, *influence = sm->influence;
  int     strength[2], controlled[2], eliminated[2];

  for (int p = 0; p < 2; p++)
    {
      strength[p] = side_pass (def, st, p, &occupied[p], &influence[p], sm->unit_at);
      eliminated[p] = (st->eliminated & def->side_mask[p]) != 0
                          ? st_node_set_popcount (st->eliminated & def->side_mask[p])
                          : 0;
    }
  for (int p = 0; p < 2; p++)
    sm->contact[p] = units_on (sm, occupied[p] & influence[1 - p]);
  all = occupied[0] | occupied[1];
  /* Player 0's half is the one nearer his edge (mo_half ()). */
  half = def->near_half[st->home[0]];
  mask = def->grid.n_cells < 64 ? (G_GUINT64_CONSTANT (1) << def->grid.n_cells) - 1 : ~G_GUINT64_CONSTANT (0);
  enemy_half[0] = ~half & mask;
  enemy_half[1] = half & mask;
  for (int p = 0; p < 2; p++)
    controlled[p] =
        st_node_set_popcount (enemy_half[p] & (occupied[p] | (influence[p] & ~influence[1 - p] & ~all)));
  /* Integers and halves all: the sum is exact in any order. */
  return (double) (strength[player] - strength[1 - player])
         + ELIMINATION * (double) (eliminated[1 - player] - eliminated[player])
         + 0.5 * (controlled[player] - controlled[1 - player]);
}

/* On boards of at most 64 squares, the masks near_squares () shifts with. */
typedef struct
{
  int     columns;
  guint64 board, first, last;
} Shifts;

/* The board's (MoDef's board_mask, first_column, last_column). */
static inline Shifts
shifts_of (const MoDef *def)
{
  return (Shifts){ def->grid.columns, def->board_mask, def->first_column, def->last_column };
}

/* The squares at most 1, 2, 3... squares (orthogonally, terrain aside) from the
 * squares of m, in near[0], near[1]... up to near[n - 1]; returns near[n - 1]. */
static inline guint64
near_squares (const Shifts *sh, guint64 m, guint64 *near, guint n)
{
  for (guint k = 0; k < n; k++)
    {
      m |= ((m << sh->columns) | (m >> sh->columns) | ((m & ~sh->last) << 1) | ((m & ~sh->first) >> 1))
           & sh->board;
      near[k] = m;
    }
  return m;
}

#define MAX_REACH MO_AROUND_STEPS
/* The margins (attack - defence) of the exposure term are whole numbers: its
 * logistic is read from a table made once for those within +-MARGINS. */
#define MARGINS 64

static double short_table[2 * MARGINS + 1];

static void
short_table_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (int m = -MARGINS; m <= MARGINS; m++)
        short_table[m + MARGINS] = 1.0 / (1.0 + exp ((double) m / 2.0));
      g_once_init_leave (&done, 1);
    }
}

/* A unit on the map as the exposure term sees it, in either part. */
typedef struct
{
  int    cell, row, column;
  int    attack; /* strength, terrain and a typical attack card */
  int    defense; /* strength, terrain, a typical defence card and a redoubt */
  guint  steps; /* the distance it may assault at */
  double hit; /* hit_cost () */
  double all; /* the unit and the attrition count */
} Piece;

/* The units of p of the set units that are on the map, into piece, in the
 * order of their indices; on small boards index[cell] their place in piece. */
G_ALWAYS_INLINE static inline guint
pieces (const MoDef *def, const MoState *st, gboolean may_move, guint32 units, Piece *piece, guint8 *index)
{
  int   columns = def->grid.columns;
  guint n = 0, u;

  MO_FOREACH (units, u)
  {
    int              at = st->cell[u];
    int              strength;
    const MoTerrain *terrain;
    Piece           *pc = &piece[n];

    if (at < 0)
      continue;
    if (index != NULL)
      index[at] = (guint8) n;
    strength = def->units[u].strength[(st->reduced >> u) & 1];
    terrain = mo_terrain (def, st, at);
    pc->cell = at;
    if (index == NULL)
      {
        pc->row = at / columns;
        pc->column = at % columns;
      }
    pc->attack = strength + terrain->attack + (int) TYPICAL_ATTACK_CARD;
    pc->defense =
        strength + terrain->defense + (int) TYPICAL_DEFENCE_CARD + ((st->redoubt & MO_BIT (u)) ? 3 : 0);
    pc->steps = may_move ? MIN (MAX_REACH, 1u + def->units[u].movement) : 1;
    pc->hit = hit_cost (def, st, u);
    pc->all = strength + ELIMINATION;
    n++;
  }
  return n;
}

/* assault_prospect () of a on d, whole-number totals (the same value). */
static inline double
pair_prospect (const Piece *a, const Piece *d)
{
  int    margin = a->attack - d->defense, floor = MAX (d->defense, 1);
  double gain, p_short;

  if (a->attack >= 4 * floor)
    gain = d->all;
  else if (a->attack >= 2 * floor)
    gain = d->hit;
  else
    gain = 0.5 * d->hit;
  p_short = margin >= -MARGINS && margin <= MARGINS ? short_table[margin + MARGINS]
                                                    : 1.0 / (1.0 + exp ((double) margin / 2.0));
  return (1.0 - p_short) * gain - p_short * a->hit;
}

/* Both parts of the pair of x (side 0) and y (side 1) at distance, into best. */
static inline void
pair_exposures (const Piece *x, const Piece *y, guint distance, double best[2])
{
  double prospect;

  if (distance <= x->steps)
    {
      prospect = pair_prospect (x, y);
      best[0] = MAX (best[0], distance == 1 ? prospect : MOVE_TO_ASSAULT * prospect);
    }
  if (distance <= y->steps)
    {
      prospect = pair_prospect (y, x);
      best[1] = MAX (best[1], distance == 1 ? prospect : MOVE_TO_ASSAULT * prospect);
    }
}

/* The best assault each side could declare on a unit of the other that stands
 * beside one of its units (orthogonally), from the strengths and terrain on the
 * map and a typical card on each side: its expected gain, 0 when none is worth
 * declaring, in best[side]. may_move[side]: his movement phase is still ahead,
 * so a unit within its movement of a square beside the target may also attack,
 * at MOVE_TO_ASSAULT (the path may be blocked, and one unit moves a turn). Only
 * what both players see. Both sides from one pass over the pairs of units at
 * most MAX_REACH apart: on boards of at most 64 squares (occupied known, else
 * NULL; near1 then the squares at most one square from each side's units) only
 * the units that have an enemy that near are looked at, and only those enemies. */
static void
exposures (const MoDef   *def,
           const MoState *st,
           const gboolean may_move[2],
           const Small   *sm,
           const guint64  near1[2],
           double         best[2])
{
  Piece piece[2][MO_MAX_UNITS];
  guint n[2];

  best[0] = best[1] = 0.0;
  if (sm != NULL)
    {
      const guint64 *occupied = sm->occupied;
      const Shifts   shifts = shifts_of (def), *sh = &shifts;
      guint64        near[MAX_REACH - 1], reach[2];
      guint8         index[64];

      /* near1: the squares at most one square from each side's units. */
      reach[1] = near_squares (sh, near1[0], near, MAX_REACH - 1) & occupied[1];
      if (reach[1] == 0)
        return;
      reach[0] = near_squares (sh, near1[1], near, MAX_REACH - 1) & occupied[0];
      short_table_init ();
      n[0] = pieces (def, st, may_move[0], units_on (sm, reach[0]), piece[0], index);
      n[1] = pieces (def, st, may_move[1], units_on (sm, reach[1]), piece[1], index);
      for (guint i = 0; i < n[0]; i++)
        {
          const Piece   *x = &piece[0][i];
          const guint64 *around = def->around[x->cell];
          guint64        them = around[MAX_REACH - 1] & reach[1];

          while (them != 0)
            {
              int   c = __builtin_ctzll (them);
              guint distance = ((around[0] >> c) & 1) ? 1 : ((around[1] >> c) & 1) ? 2 : 3;

              pair_exposures (x, &piece[1][index[c]], distance, best);
              them &= them - 1;
            }
        }
      return;
    }
  short_table_init ();
  n[0] = pieces (def, st, may_move[0], def->side_mask[0], piece[0], NULL);
  n[1] = pieces (def, st, may_move[1], def->side_mask[1], piece[1], NULL);
  for (guint i = 0; i < n[0]; i++)
    for (guint j = 0; j < n[1]; j++)
      {
        const Piece *x = &piece[0][i], *y = &piece[1][j];
        guint        distance = (guint) (ABS (x->row - y->row) + ABS (x->column - y->column));

        if (distance <= MAX_REACH)
          pair_exposures (x, y, distance, best);
      }
}

/* Who declares the next combat: the player to act until he has declared his
 * (or let the step pass), then his opponent. */
static int
attacks_next (const MoState *st)
{
  switch ((MoStep) st->step)
    {
      case MO_STEP_DISCARD:
      case MO_STEP_DRAW:
      case MO_STEP_MOVE:
      case MO_STEP_DECLARE:
        return st->active;
      default:
        return 1 - st->active;
    }
}

double
mo_evaluate (const StGame *game, const StState *state, int player)
{
  const MoDef   *def = MO_DEF (game);
  const MoState *st = MO_CSTATE (state);
  double         value = 0.0;
  Small          sm;
  gboolean       small = def->neighbour_mask != NULL;

  if (st->step == MO_STEP_OVER)
    return st->winner == player ? 1.0 : st->winner == 1 - player ? -1.0 : 0.0;
  if (small)
    value = board_value_small (def, st, player, &sm);
  else
    {
      for (guint u = 0; u < def->n_units; u++)
        {
          double s = st->cell[u] >= 0 ? mo_strength (def, st, u) : 0.0;
          value += def->units[u].player == player ? s : -s;
        }
      value +=
          ELIMINATION
          * ((double) mo_n_eliminated (def, st, 1 - player) - (double) mo_n_eliminated (def, st, player));
      value += 0.5 * (mo_controlled (def, st, player) - mo_controlled (def, st, 1 - player));
    }
  if (combat_under_way (st))
    value += (st->active == player ? 1.0 : -1.0) * combat_prospect (def, st);
  value += hand_value (def, st, player, small ? &sm.contact[player] : NULL)
           - hand_value (def, st, 1 - player, small ? &sm.contact[1 - player] : NULL);
  if (st->step > MO_STEP_CHOOSE_HAND)
    {
      int      next = attacks_next (st);
      gboolean may_move[2], moved = next == st->active && st->step == MO_STEP_DECLARE;
      double   best[2];
      guint64  near1[2] = { 0, 0 };

      may_move[next] = !moved;
      may_move[1 - next] = TRUE;
      if (small)
        for (int p = 0; p < 2; p++)
          near1[p] = sm.occupied[p] | sm.influence[p];
      exposures (def, st, may_move, small ? &sm : NULL, near1, best);
      value += (next == player ? 1.0 : -1.0) * (EXPOSURE_NEXT * best[next] - EXPOSURE_LATER * best[1 - next]);
    }
  return tanh (value / 20.0);
}
