/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "cm-private.h"

/* Rule "Victory": the game ends when a side's captured leaders leave its leaders
 * on the board with a total command rating (its activation value) below the moves
 * a turn allows. The scenario may add a condition: capturing a number of enemy
 * leaders (parameter victory-leaders). Checked after every capture. */

void
cm_check_victory (const CmDef *def, CmState *st, int captor)
{
  int     enemy = 1 - captor;
  guint64 lost = def->leaders[enemy] & ~(st->on_board | st->pending | st->spare);

  if (st->over)
    return;
  if (cm_activation_value (def, st, enemy) < def->moves_per_turn)
    st->end_reason = CM_END_ACTIVATION;
  else if (def->victory_leaders > 0 && __builtin_popcountll (lost) >= def->victory_leaders)
    st->end_reason = CM_END_LEADERS;
  else
    return;
  st->over = 1;
  st->winner = (guint8) captor;
}
