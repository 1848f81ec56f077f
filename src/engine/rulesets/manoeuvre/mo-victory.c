/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mo-private.h"

/* Rule 2: attrition victory (2.1, with the Committed Attack exception), the end
 * of the day (2.3) and nightfall victory with its tie-breaks (2.2). */

static void
game_over (MoState *st, int winner, MoEndReason reason)
{
  st->step = MO_STEP_OVER;
  st->winner = (guint8) winner;
  st->end_reason = (guint8) reason;
}

/* Checked at the end of every combat, the only time units are lost. When both
 * sides reach the count in one battle the active player wins, unless his own
 * count was reached through Committed Attack hits. */
gboolean
mo_check_attrition (const MoDef *def, MoState *st)
{
  int   a = st->active;
  guint killed = mo_n_eliminated (def, st, 1 - a), lost = mo_n_eliminated (def, st, a);
  guint need = (guint) def->attrition;

  if (killed >= need)
    {
      if (lost >= need && st->combat.committed_lost > 0 && lost - st->combat.committed_lost < need)
        game_over (st, 1 - a, MO_END_PYRRHIC);
      else
        game_over (st, a, MO_END_ATTRITION);
      return TRUE;
    }
  if (lost >= need)
    {
      game_over (st, 1 - a, MO_END_ATTRITION);
      return TRUE;
    }
  return FALSE;
}

/* 2.2: the squares of the opponent's half a player occupies, or is next to with
 * no enemy unit on or next to them (Lakes count). */
/* The same on a board of at most 64 squares, with bit sets. */
static int
controlled_small (const MoDef *def, const MoState *st, int player)
{
  guint64 occupied[2] = { 0, 0 }, influence[2] = { 0, 0 }, half, enemy_half;

  for (guint u = 0; u < def->n_units; u++)
    if (st->cell[u] >= 0)
      {
        int p = def->units[u].player;

        occupied[p] |= G_GUINT64_CONSTANT (1) << st->cell[u];
        influence[p] |= def->neighbour_mask[st->cell[u]];
      }
  /* Player 0's half is the one nearer his edge (mo_half ()). */
  half = def->near_half[st->home[0]];
  enemy_half = player == 0 ? ~half : half;
  if (def->grid.n_cells < 64)
    enemy_half &= (G_GUINT64_CONSTANT (1) << def->grid.n_cells) - 1;
  return __builtin_popcountll (
      enemy_half
      & (occupied[player] | (influence[player] & ~influence[1 - player] & ~(occupied[0] | occupied[1]))));
}

int
mo_controlled (const MoDef *def, const MoState *st, int player)
{
  const StSquareGrid *g = &def->grid;
  gint8               owner[ST_SQUARE_GRID_MAX_CELLS];
  int                 count = 0;

  if (def->neighbour_mask != NULL)
    return controlled_small (def, st, player);

  memset (owner, -1, (gsize) g->n_cells);
  for (guint u = 0; u < def->n_units; u++)
    if (st->cell[u] >= 0)
      owner[st->cell[u]] = (gint8) def->units[u].player;
  for (int c = 0; c < g->n_cells; c++)
    {
      gboolean mine = FALSE, theirs = FALSE;

      if (mo_half (def, st, c) == player)
        continue;
      if (owner[c] == player)
        {
          count++;
          continue;
        }
      if (owner[c] >= 0)
        continue;
      for (int d = 0; d < 4; d++)
        {
          int n = g->neighbours[c][d];

          if (n >= 0 && owner[n] >= 0)
            {
              mine |= owner[n] == player;
              theirs |= owner[n] != player;
            }
        }
      count += mine && !theirs;
    }
  return count;
}

void
mo_nightfall (const MoDef *def, MoState *st)
{
  int score[2], killed[2], reduced[2];

  for (int p = 0; p < 2; p++)
    {
      score[p] = mo_controlled (def, st, p);
      killed[p] = (int) mo_n_eliminated (def, st, 1 - p);
      reduced[p] = (int) mo_n_reduced (def, st, p);
    }
  if (score[0] != score[1])
    game_over (st, score[0] > score[1] ? 0 : 1, MO_END_NIGHTFALL);
  else if (killed[0] != killed[1])
    game_over (st, killed[0] > killed[1] ? 0 : 1, MO_END_TIE_ELIMINATED);
  else if (reduced[0] != reduced[1])
    game_over (st, reduced[0] < reduced[1] ? 0 : 1, MO_END_TIE_REDUCED);
  else
    game_over (st, def->rank[0] <= def->rank[1] ? 0 : 1, MO_END_TIE_RANK);
}

/* 2.3: the day ends at the end of the game turn in which both players have drawn
 * the last card of their first deck. */
void
mo_end_player_turn (const MoDef *def, MoState *st)
{
  if (st->active == 1)
    {
      if (st->first_deck_done[0] && st->first_deck_done[1])
        {
          mo_nightfall (def, st);
          return;
        }
      if (st->turn < 255)
        st->turn++;
    }
  st->active = 1 - st->active;
  st->actor = st->active;
  st->step = MO_STEP_DISCARD;
}

/* The figures that decided a finished game (st_game_end_detail ()). */
char *
mo_end_detail (const StGame *game, const StState *state, const char *lang)
{
  const MoDef   *def = MO_DEF (game);
  const MoState *st = MO_CSTATE (state);
  int            w = st->winner, l = 1 - st->winner;
  const char    *names[2];

  if (st->step != MO_STEP_OVER || st->winner > 1)
    return NULL;
  for (int p = 0; p < 2; p++)
    {
      const StSide *side = st_scenario_find_side (game->scenario, game->sides[p]);

      names[p] = side != NULL && side->name != NULL && !st_text_is_empty (side->name)
                     ? st_text_get (side->name, lang)
                     : game->sides[p];
    }
  switch ((MoEndReason) st->end_reason)
    {
      case MO_END_ATTRITION:
      case MO_END_PYRRHIC:
        /* Translators: attrition: the winner and the enemy units it eliminated, the
         * loser and the units it eliminated, and the number that wins. */
        return g_strdup_printf (_ ("%1$s eliminated %2$u enemy units, %3$s %4$u (%5$d win)"), names[w],
                                mo_n_eliminated (def, st, l), names[l], mo_n_eliminated (def, st, w),
                                def->attrition);
      case MO_END_NIGHTFALL:
        /* Translators: nightfall: the winner and the squares of the enemy half it
         * controlled, then the loser and its squares. */
        return g_strdup_printf (_ ("At nightfall %1$s controlled %2$d squares of the enemy half, %3$s %4$d"),
                                names[w], mo_controlled (def, st, w), names[l], mo_controlled (def, st, l));
      case MO_END_TIE_ELIMINATED:
        /* Translators: nightfall with equal control: the squares each controlled, then
         * the winner and the enemy units it eliminated, the loser and its count. */
        return g_strdup_printf (
            _ ("At nightfall both controlled %1$d squares of the enemy half; %2$s eliminated "
               "%3$u enemy units, %4$s %5$u"),
            mo_controlled (def, st, w), names[w], mo_n_eliminated (def, st, l), names[l],
            mo_n_eliminated (def, st, w));
      case MO_END_TIE_REDUCED:
        /* Translators: nightfall with equal control and losses: the winner and its
         * reduced units, the loser and its. */
        return g_strdup_printf (
            _ ("At nightfall control and eliminated units were equal; %1$s had %2$u reduced "
               "units, %3$s %4$u"),
            names[w], mo_n_reduced (def, st, w), names[l], mo_n_reduced (def, st, l));
      case MO_END_TIE_RANK:
      case MO_END_NONE:
      default:
        return NULL;
    }
}
