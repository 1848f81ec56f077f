/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <math.h>
#include <string.h>

#include "cm-private.h"

/* The heuristic of the greedy and MCTS players: material by piece value, the
 * margin of each side's activation value over the moves a turn needs, and
 * threats: pieces the other side could capture on its next move, leaders whose
 * loss would end the game counting most. */

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

/* The pieces player's pieces could capture if each could move (activation aside). */
static guint64
attacked_by (const CmDef *def, const CmState *st, int player)
{
  gint16  dest[CM_MAX_DESTINATIONS];
  guint64 hit = 0;
  guint   u;

  CM_FOREACH (def->side_mask[player] & st->on_board, u)
  {
    guint n = cm_destinations (def, st, u, dest);

    for (guint i = 0; i < n; i++)
      if (st->board[dest[i]] != CM_NO_UNIT)
        hit |= CM_BIT (st->board[dest[i]]);
  }
  return hit;
}

static double
threat_value (const CmDef *def, const CmState *st, guint64 targets, int owner)
{
  int    value = cm_activation_value (def, st, owner);
  double sum = 0.0;
  guint  u;

  CM_FOREACH (targets, u)
  {
    sum += piece_value (def, u);
    if (def->units[u].arm == CM_LEADER && value - def->units[u].rating < def->moves_per_turn)
      sum += 20.0; /* losing it loses the game */
  }
  return sum;
}

double
cm_evaluate (const StGame *game, const StState *state, int player)
{
  const CmDef   *def = CM_DEF (game);
  const CmState *st = CM_CSTATE (state);
  int            enemy = 1 - player;
  double         score = 0.0;
  guint          u;

  if (st->over)
    return st->winner == 2 ? 0.0 : st->winner == player ? 1.0 : -1.0;
  CM_FOREACH (st->on_board | st->pending, u)
  {
    double v = piece_value (def, u) * ((st->pending & CM_BIT (u)) ? 0.7 : 1.0);
    score += def->units[u].player == player ? v : -v;
  }
  score += 0.5 * (cm_activation_value (def, st, player) - cm_activation_value (def, st, enemy));
  /* The side to move strikes first: its threats are worth more than the other's. */
  {
    double   mine = threat_value (def, st, attacked_by (def, st, player) & def->side_mask[enemy], enemy);
    double   theirs = threat_value (def, st, attacked_by (def, st, enemy) & def->side_mask[player], player);
    gboolean my_move = st->active == player;

    score += (my_move ? 0.5 : 0.15) * mine - (my_move ? 0.15 : 0.5) * theirs;
  }
  return tanh (score / 15.0);
}
