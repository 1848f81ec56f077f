/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <math.h>
#include <string.h>

#include "cm-private.h"

/* The heuristic of the greedy and MCTS players: material by piece value, the
 * margin of each side's activation value over the moves a turn needs, and
 * threats: pieces the other side could capture on its next move, leaders whose
 * loss would end the game counting most; and, for the side ahead in material,
 * trades and the approach of its fighting pieces to the enemy leaders whose
 * capture ends the game (issue 23: without them two searches that saw no
 * capture within their horizon played on to the turn limit with a lead they
 * never converted). With a full board the approach rewards only a lead:
 * rewarded without one, a greedy player walked its pieces into a wall in front
 * of the enemy's and both sides passed (95 % of greedy games drawn, instead of
 * 58 %); in the endgame it counts for both sides (approach_weight ()). */

static double
piece_value (const CmDef *def, guint u)
{
  const CmUnitDef *ud = &def->units[u];

  switch ((CmArm) ud->arm)
    {
      case CM_LEADER:
        return 3.0 + ud->rating;
      case CM_CAVALRY:
      case CM_CANNON:
      case CM_SKIRMISHER:
        return 3.0;
      case CM_INFANTRY:
      case CM_N_ARMS:
      default:
        return 1.0;
    }
}

/* The pieces the pieces of strikers could capture if each could move (activation aside). */
static guint64
attacked_by (const CmDef *def, const CmState *st, guint64 strikers)
{
  gint16  dest[CM_MAX_DESTINATIONS];
  guint64 hit = 0;
  CmMask  reach = 0, mask;
  guint   u;

  CM_FOREACH (strikers & st->on_board, u)
  {
    guint n;

    /* On small boards the squares of every striker at once. */
    if (def->masks && cm_destination_mask (def, st, u, &mask))
      {
        reach |= mask;
        continue;
      }
    n = cm_destinations (def, st, u, dest);
    for (guint i = 0; i < n; i++)
      if (st->board[dest[i]] != CM_NO_UNIT)
        hit |= CM_BIT (st->board[dest[i]]);
  }
  reach &= cm_occupied (st, 0) | cm_occupied (st, 1);
  while (reach != 0)
    {
      guint64 low = (guint64) reach;
      int     c = low != 0 ? __builtin_ctzll (low) : 64 + __builtin_ctzll ((guint64) (reach >> 64));

      if (st->board[c] != CM_NO_UNIT)
        hit |= CM_BIT (st->board[c]);
      reach &= reach - 1;
    }
  return hit;
}

/* The leaders of owner whose loss would lose owner the game ("Victory"): its
 * activation value would fall below the moves a turn, or the scenario's number
 * of leaders would be captured. */
static guint64
game_deciding (const CmDef *def, const CmState *st, int owner)
{
  guint64 lost = def->leaders[owner] & ~(st->on_board | st->pending | st->spare);
  int     value = cm_victory_value (def, st, owner);
  guint64 deciding = 0;
  guint   u;

  if (def->victory_leaders > 0 && __builtin_popcountll (lost) + 1 >= def->victory_leaders)
    return def->leaders[owner];
  CM_FOREACH (def->leaders[owner] & st->on_board, u)
  if (value - def->units[u].rating < def->moves_per_turn)
    deciding |= CM_BIT (u);
  return deciding;
}

/* The value of the targets, and in *decisive the part of it that is pieces
 * whose loss loses the game (those in deciding). */
static double
threat_value (const CmDef *def, guint64 targets, guint64 deciding, double *decisive)
{
  double sum = 0.0;
  guint  u;

  *decisive = 0.0;
  CM_FOREACH (targets, u)
  {
    if (deciding & CM_BIT (u))
      *decisive += piece_value (def, u) + 20.0; /* losing it loses the game */
    else
      sum += piece_value (def, u);
  }
  return sum + *decisive;
}

/* The pieces of player that may still move this turn: not moved yet, and a
 * leader in range with activations left to activate them (or their own
 * initiative: self-activating skirmishers), as cm_agents () finds them. */
static guint64
can_strike_now (const CmDef *def, const CmState *st, int player)
{
  guint64 waiting = def->side_mask[player] & st->on_board & ~st->moved, ready = 0;
  guint   l, u;

  if (def->self_activation)
    CM_FOREACH (waiting, u)
  if (def->units[u].arm == CM_SKIRMISHER)
    ready |= CM_BIT (u);
  CM_FOREACH (def->leaders[player] & st->on_board, l)
  {
    const CmUnitDef *ld = &def->units[l];

    if (st->used[l] >= ld->rating)
      continue;
    CM_FOREACH (waiting & ~ready, u)
    if (cm_distance (def, st->cell[l], st->cell[u]) <= ld->range)
      ready |= CM_BIT (u);
  }
  return ready;
}

/* Threats from the side to move's point of view, mover against other. The side
 * to move strikes first, but only with the pieces it may still move this turn:
 * those count at half; what its moved pieces threaten counts at 0.15, since the
 * other side moves before they can strike. The other side's threats count at
 * 0.15 (the mover may still answer them), except a threat to a piece whose loss
 * loses the game: at half, whatever the moves left (the piece may have moved
 * already, and a greedy player looks one move ahead: it walked its only general
 * next to an enemy that took it on the first move of the enemy's turn), unless
 * the mover wins first by taking such a piece now. */
static double
mover_threats (const CmDef *def, const CmState *st, int mover)
{
  int     other = 1 - mover;
  guint64 now = can_strike_now (def, st, mover);
  guint64 hit_now = attacked_by (def, st, now) & def->side_mask[other];
  guint64 hit_later = attacked_by (def, st, def->side_mask[mover] & ~now) & def->side_mask[other] & ~hit_now;
  guint64 other_deciding = game_deciding (def, st, other);
  double  wins_now, decisive, theirs, theirs_decisive, score;

  score = 0.5 * threat_value (def, hit_now, other_deciding, &wins_now)
          + 0.15 * threat_value (def, hit_later, other_deciding, &decisive);
  theirs = threat_value (def, attacked_by (def, st, def->side_mask[other]) & def->side_mask[mover],
                         game_deciding (def, st, mover), &theirs_decisive);
  return score - 0.15 * (theirs - theirs_decisive) - (wins_now > 0.0 ? 0.15 : 0.5) * theirs_decisive;
}

/* The weight of the approach: a piece next to its target scores CM_APPROACH
 * more than one on the far side of the board, in steps of the board's size. */
#define CM_APPROACH 0.8

/* The approach of player's pieces other than leaders to the enemy's
 * game-deciding leaders (all its leaders on the board when none decides the
 * game yet): for each piece, CM_APPROACH less a step for each square (king
 * moves) to the nearest of them. Leaders stay out of it: they must keep their
 * pieces in range and their loss may end the game. */
static double
approach (const CmDef *def, const CmState *st, int player)
{
  guint64 targets = game_deciding (def, st, 1 - player) & st->on_board;
  int     size = MAX (def->grid.columns, def->grid.rows);
  double  step = CM_APPROACH / size, sum = 0.0;
  guint   u, t;

  if (targets == 0)
    targets = def->leaders[1 - player] & st->on_board;
  if (targets == 0)
    return 0.0;
  CM_FOREACH (def->side_mask[player] & ~def->leaders[player] & st->on_board, u)
  {
    int nearest = size;

    CM_FOREACH (targets, t)
    nearest = MIN (nearest, cm_distance (def, st->cell[u], st->cell[t]));
    sum += step * (size - nearest);
  }
  return sum;
}

/* How a material lead converts into a win: the side ahead gains by trading
 * (the lead counts up to CM_TRADE more as the pieces come off the board, of
 * all the pieces of the game), and presses on (its approach counts CM_PRESS
 * times each point of lead, at most CM_PRESS_MAX times). */
#define CM_TRADE 0.5
#define CM_PRESS 0.25
#define CM_PRESS_MAX 3.0

/* The endgame: once CM_THIN_FROM of the game's pieces are off the board, both
 * sides' approach counts, with or without a lead, rising to CM_THIN times when
 * CM_THIN_FULL are gone (issue 23: two searches at 2,000 iterations traded down
 * to a general and a few pieces a side, within a point or two of material,
 * and then kept their pieces at home for the last fifteen game turns; half of
 * their games reached the turn limit). With a full board the approach still
 * rewards only a lead (the wall of the greedy players above). */
#define CM_THIN 1.5
#define CM_THIN_FROM 0.4
#define CM_THIN_FULL 0.7

/* The weight of the approach of a side with the given material lead, when the
 * share gone of the game's pieces is off the board. */
static double
approach_weight (double lead, double gone)
{
  double press = lead > 0.0 ? MIN (CM_PRESS_MAX, CM_PRESS * lead) : 0.0;
  double thin = CLAMP ((gone - CM_THIN_FROM) / (CM_THIN_FULL - CM_THIN_FROM), 0.0, 1.0);

  return press + CM_THIN * thin;
}

double
cm_evaluate (const StGame *game, const StState *state, int player)
{
  const CmDef   *def = CM_DEF (game);
  const CmState *st = CM_CSTATE (state);
  int            enemy = 1 - player;
  guint64        in_play = def->side_mask[0] | def->side_mask[1];
  double         material = 0.0, gone, score, mine, theirs;
  guint          u;

  if (st->over)
    return st->winner == 2 ? 0.0 : st->winner == player ? 1.0 : -1.0;
  CM_FOREACH (st->on_board | st->pending, u)
  {
    double v = piece_value (def, u) * ((st->pending & CM_BIT (u)) ? 0.7 : 1.0);
    material += def->units[u].player == player ? v : -v;
  }
  /* The share of the game's pieces off the board (spare leaders never come). */
  in_play &= ~st->spare;
  gone =
      1.0 - (double) __builtin_popcountll (st->on_board & in_play) / MAX (1, __builtin_popcountll (in_play));
  score = material * (1.0 + CM_TRADE * gone);
  score += 0.5 * (cm_activation_value (def, st, player) - cm_activation_value (def, st, enemy));
  score += (st->active == player ? 1.0 : -1.0) * mover_threats (def, st, st->active);
  mine = approach_weight (material, gone);
  mine = mine > 0.0 ? approach (def, st, player) * mine : 0.0;
  theirs = approach_weight (-material, gone);
  theirs = theirs > 0.0 ? approach (def, st, enemy) * theirs : 0.0;
  return tanh ((score + mine - theirs) / 15.0);
}
