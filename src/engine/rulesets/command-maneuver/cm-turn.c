/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "cm-private.h"

/* Rule "Movement": a player-turn of at most the scenario's moves, pieces moved one
 * at a time, none twice; a player may pass, and a pass answered by a pass is a
 * draw. The legal actions, in a fixed order: moves by unit, destination and
 * agent; cannon-leader exchanges; replacements; then pass or end the turn. */

void
cm_end_turn (const CmDef *def, CmState *st, gboolean passed)
{
  st->passes = passed ? (guint8) (st->passes + 1) : 0;
  st->moved = 0;
  st->moves = 0;
  memset (st->used, 0, sizeof st->used);
  if (st->passes >= 2)
    {
      st->over = 1;
      st->winner = 2;
      st->end_reason = CM_END_PASSES;
      return;
    }
  st->active ^= 1;
  if (st->active == 0)
    {
      st->turn++;
      if (def->turn_limit > 0 && st->turn > def->turn_limit)
        {
          st->turn = (guint16) def->turn_limit;
          st->over = 1;
          st->winner = 2;
          st->end_reason = CM_END_TURN_LIMIT;
        }
    }
}

void
cm_add_exchanges (const CmDef *def, const CmState *st, StActionList *out)
{
  guint c, l;

  CM_FOREACH (def->side_mask[st->active] & st->on_board & ~st->moved, c)
  {
    if (def->units[c].arm != CM_CANNON)
      continue;
    CM_FOREACH (def->leaders[st->active], l)
    if (cm_can_exchange (def, st, c, l))
      st_action_list_add (out, cm_action (CM_ACT_EXCHANGE, c, st->cell[l], l));
  }
}

void
cm_add_replacements (const CmDef *def, const CmState *st, StActionList *out)
{
  guint  u;
  guint8 bit = (guint8) (1u << st->active);

  CM_FOREACH (st->pending & def->side_mask[st->active], u)
  for (int c = 0; c < def->grid.n_cells; c++)
    if ((def->home[c] & bit) && st->board[c] == CM_NO_UNIT)
      st_action_list_add (out, cm_action (CM_ACT_REPLACE, u, c, CM_NO_UNIT));
}

void
cm_legal_actions (const StGame *game, const StState *state, StActionList *out)
{
  const CmDef   *def = CM_DEF (game);
  const CmState *st = CM_CSTATE (state);
  gint16         dest[CM_MAX_DESTINATIONS];
  guint8         agents[CM_MAX_UNITS + 1];
  guint          u;
  CmView         v;

  if (st->over)
    return;
  cm_view_init (def, st, st->active, &v);
  CM_FOREACH (def->side_mask[st->active] & st->on_board & ~st->moved, u)
  {
    guint n_agents = cm_agents (def, st, u, agents), n = 0;

    if (n_agents == 0)
      continue;
    if (def->fast[u] != CM_FAST_SEARCH)
      {
        CmMask mask = cm_piece_squares (def, &v, u, st->cell[u]);

        for (guint64 low = (guint64) mask; low != 0; low &= low - 1)
          dest[n++] = (gint16) __builtin_ctzll (low);
        for (guint64 high = (guint64) (mask >> 64); high != 0; high &= high - 1)
          dest[n++] = (gint16) (64 + __builtin_ctzll (high));
      }
    else
      n = cm_destinations_search (def, st, u, dest);
    for (guint i = 0; i < n; i++)
      for (guint a = 0; a < n_agents; a++)
        st_action_list_add (out, cm_action (CM_ACT_MOVE, u, dest[i], agents[a]));
  }
  cm_add_exchanges (def, st, out);
  cm_add_replacements (def, st, out);
  st_action_list_add (out, cm_action (CM_ACT_PASS, CM_NO_UNIT, 0, CM_NO_UNIT));
}

void
cm_apply (const StGame *game, StState *state, StAction action, StEventLog *events)
{
  /* events: the engine's event kinds are maneuver-hex's; this ruleset reports
   * through its resolution rows instead. */
  const CmDef *def = CM_DEF (game);
  CmState     *st = CM_STATE (state);
  guint        u = CM_ACTION_UNIT (action), agent = CM_ACTION_AGENT (action);
  int          to = CM_ACTION_PLACE (action), from;
  int          player = st->active;

  st->last_captured = st->last_returned = st->last_promoted = CM_NO_UNIT;
  st->last_killed = 0;
  switch (CM_ACTION_KIND (action))
    {
      case CM_ACT_MOVE:
        {
          guint victim = st->board[to];

          from = st->cell[u];
          if (victim != CM_NO_UNIT)
            cm_capture (def, st, victim);
          cm_lift (def, st, u);
          cm_put (def, st, u, to);
          st->moved |= CM_BIT (u);
          if (agent != CM_NO_UNIT)
            st->used[agent]++;
          if (def->promotion && def->units[u].arm == CM_SKIRMISHER
              && st_square_grid_y (&def->grid, to) == def->far_row[player])
            cm_promote (def, st, u);
          if (victim != CM_NO_UNIT)
            cm_check_victory (def, st, player);
          break;
        }
      case CM_ACT_EXCHANGE:
        from = st->cell[u];
        cm_lift (def, st, u);
        cm_lift (def, st, agent);
        cm_put (def, st, u, to);
        cm_put (def, st, agent, from);
        st->moved |= CM_BIT (u) | CM_BIT (agent);
        st->used[agent]++;
        break;
      case CM_ACT_REPLACE:
        st->pending &= ~CM_BIT (u);
        st->on_board |= CM_BIT (u);
        cm_put (def, st, u, to);
        st->moved |= CM_BIT (u);
        break;
      case CM_ACT_PASS:
      default:
        cm_end_turn (def, st, st->moves == 0);
        return;
    }
  st->moves++;
  if (!st->over && st->moves >= def->moves_per_turn)
    cm_end_turn (def, st, FALSE);
}
