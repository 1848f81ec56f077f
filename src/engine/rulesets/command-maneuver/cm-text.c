/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "cm-private.h"

/* Canonical action texts, for logs and files (st_game_action_from_text () reads
 * them back), and the action descriptions a user interface picks from:
 *   move white-cavalry-1 1,0-1,3 by white-general-1
 *   move white-skirmisher-1 2,0-3,2          (a skirmisher activating itself)
 *   exchange white-cannon-1 3,0-4,0 with white-general-1
 *   replace white-infantry-3 4,1
 *   pass                                     (no move made this turn)
 *   end-turn */

static void
append_cell (GString *out, const StGame *game, int cell)
{
  g_string_append_printf (out, "%d,%d", cell % game->columns, cell / game->columns);
}

char *
cm_action_to_text (const StGame *game, const StState *state, StAction action)
{
  const CmState *st = CM_CSTATE (state);
  guint          u = CM_ACTION_UNIT (action), agent = CM_ACTION_AGENT (action);
  int            to = CM_ACTION_PLACE (action);
  GString       *out = g_string_new (NULL);

  switch (CM_ACTION_KIND (action))
    {
      case CM_ACT_MOVE:
        g_string_append_printf (out, "move %s ", game->unit_ids[u]);
        append_cell (out, game, st->cell[u]);
        g_string_append_c (out, '-');
        append_cell (out, game, to);
        if (agent != CM_NO_UNIT)
          g_string_append_printf (out, " by %s", game->unit_ids[agent]);
        break;
      case CM_ACT_EXCHANGE:
        g_string_append_printf (out, "exchange %s ", game->unit_ids[u]);
        append_cell (out, game, st->cell[u]);
        g_string_append_c (out, '-');
        append_cell (out, game, to);
        g_string_append_printf (out, " with %s", game->unit_ids[agent]);
        break;
      case CM_ACT_REPLACE:
        g_string_append_printf (out, "replace %s ", game->unit_ids[u]);
        append_cell (out, game, to);
        break;
      case CM_ACT_PASS:
      default:
        g_string_append (out, st->moves == 0 ? "pass" : "end-turn");
        break;
    }
  return g_string_free (out, FALSE);
}

void
cm_describe_action (const StGame *game, const StState *state, StAction action, StActionInfo *info)
{
  const CmState *st = CM_CSTATE (state);
  guint          u = CM_ACTION_UNIT (action), agent = CM_ACTION_AGENT (action);
  int            to = CM_ACTION_PLACE (action);

  switch (CM_ACTION_KIND (action))
    {
      case CM_ACT_MOVE:
        info->kind = st->board[to] != CM_NO_UNIT ? "capture" : "move";
        info->unit = (int) u;
        info->from = st->cell[u];
        info->to = to;
        info->agent = agent != CM_NO_UNIT ? (int) agent : -1;
        break;
      case CM_ACT_EXCHANGE:
        info->kind = "exchange";
        info->unit = (int) u;
        info->from = st->cell[u];
        info->to = to;
        info->agent = (int) agent;
        break;
      case CM_ACT_REPLACE:
        info->kind = "replace";
        info->unit = (int) u;
        info->to = to;
        break;
      case CM_ACT_PASS:
      default:
        info->kind = st->moves == 0 ? "pass" : "end-turn";
        info->flags = ST_ACTION_FLAG_PASS;
        break;
    }
}
