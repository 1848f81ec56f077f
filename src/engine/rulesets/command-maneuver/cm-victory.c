/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "cm-private.h"

/* Rule "Victory": the game ends when a side's captured leaders leave its leaders
 * on the board with a total command rating (its activation value) below the moves
 * a turn allows ("reduce that side's total on-board activation value"). The scenario may add a condition:
 * capturing a number of enemy leaders (parameter victory-leaders). Checked after every capture. */

/* What the victory rule compares with the moves a turn: the side's "total
 * on-board activation value"; with the scenario's victory-counts-replacements,
 * leaders due as replacements count too (a reading the text does not make). */
int
cm_victory_value (const CmDef *def, const CmState *st, int player)
{
  int   value = cm_activation_value (def, st, player);
  guint u;

  if (def->victory_counts_replacements)
    CM_FOREACH (st->pending & def->leaders[player], u)
  value += def->units[u].rating;
  return value;
}

void
cm_check_victory (const CmDef *def, CmState *st, int captor)
{
  int     enemy = 1 - captor;
  guint64 lost = def->leaders[enemy] & ~(st->on_board | st->pending | st->spare);

  if (st->over)
    return;
  if (cm_victory_value (def, st, enemy) < def->moves_per_turn)
    st->end_reason = CM_END_ACTIVATION;
  else if (def->victory_leaders > 0 && __builtin_popcountll (lost) >= def->victory_leaders)
    st->end_reason = CM_END_LEADERS;
  else
    return;
  st->over = 1;
  st->winner = (guint8) captor;
}
