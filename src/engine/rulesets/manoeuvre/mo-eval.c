/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <math.h>

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
 * It is called on positions resampled for the player to act (st_game_resample),
 * never on the true hidden cards of his opponent. */

#define ELIMINATION 4.0
#define CARD_OF_A_UNIT 0.15
#define HEADQUARTERS_CARD 0.1

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

/* The attacker's expected gain from the combat under way, from its totals so
 * far: the result the table gives for the mean totals, weighed by how likely
 * the attack is to fall short (a logistic in the margin). */
static double
combat_prospect (const MoDef *def, const MoState *st)
{
  const MoCombat *cb = &st->combat;
  double          attack = mo_attack_total_fixed (def, st), defense = mo_defense_total_fixed (def, st);
  double          loss = 0.0, gain, ratio, p_short;
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
  /* More: the defender's choice at worst (half a hit), up to its elimination. */
  ratio = attack / MAX (defense, 1.0);
  if (ratio >= 4.0)
    gain = mo_strength (def, st, cb->defender) + ELIMINATION;
  else if (ratio >= 2.0)
    gain = hit_cost (def, st, cb->defender);
  else
    gain = 0.5 * hit_cost (def, st, cb->defender);
  p_short = 1.0 / (1.0 + exp ((attack - defense) / 2.0));
  return (1.0 - p_short) * gain - p_short * loss;
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

/* The units of player p that stand beside an enemy unit (orthogonally). */
static guint32
in_contact (const MoDef *def, const MoState *st, int p)
{
  int     columns = def->grid.columns;
  guint32 mask = 0;

  /* On boards of at most 64 squares, one pass: the squares beside any enemy
   * unit as a bit set, then the units of p on them. */
  if (def->neighbour_mask != NULL)
    {
      guint64 beside_enemy = 0;
      guint   e, u;

      MO_FOREACH (def->side_mask[1 - p], e)
      {
        if (st->cell[e] >= 0)
          beside_enemy |= def->neighbour_mask[st->cell[e]];
      }
      MO_FOREACH (def->side_mask[p], u)
      {
        if (st->cell[u] >= 0 && ((beside_enemy >> st->cell[u]) & 1))
          mask |= MO_BIT (u);
      }
      return mask;
    }
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

static double
hand_value (const MoDef *def, const MoState *st, int p)
{
  double   value = 0.0;
  guint32  contact = 0;
  gboolean contact_known = FALSE;

  for (guint i = 0; i < st->n_hand[p]; i++)
    {
      guint            c = st->hand[p][i];
      const MoCardDef *cd = &def->cards[c];

      if (cd->unit == MO_NONE)
        {
          value += HEADQUARTERS_CARD;
          continue;
        }
      if (st->eliminated & MO_BIT (cd->unit))
        continue;
      value += CARD_OF_A_UNIT;
      if (mo_dice_set (mo_attack_dice (def, c)))
        {
          if (!contact_known)
            {
              contact = in_contact (def, st, p);
              contact_known = TRUE;
            }
          if (contact & MO_BIT (cd->unit))
            value += CARD_OF_A_UNIT;
        }
    }
  return value;
}

double
mo_evaluate (const StGame *game, const StState *state, int player)
{
  const MoDef   *def = MO_DEF (game);
  const MoState *st = MO_CSTATE (state);
  double         value = 0.0;

  if (st->step == MO_STEP_OVER)
    return st->winner == player ? 1.0 : st->winner == 1 - player ? -1.0 : 0.0;
  for (guint u = 0; u < def->n_units; u++)
    {
      double s = st->cell[u] >= 0 ? mo_strength (def, st, u) : 0.0;
      value += def->units[u].player == player ? s : -s;
    }
  value += ELIMINATION
           * ((double) mo_n_eliminated (def, st, 1 - player) - (double) mo_n_eliminated (def, st, player));
  value += 0.5 * (mo_controlled (def, st, player) - mo_controlled (def, st, 1 - player));
  if (combat_under_way (st))
    value += (st->active == player ? 1.0 : -1.0) * combat_prospect (def, st);
  value += hand_value (def, st, player) - hand_value (def, st, 1 - player);
  return tanh (value / 20.0);
}
