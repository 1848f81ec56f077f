/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mv-private.h"

/* Rule 3: shuffled decks (the state's seeded generator), opening hands, and the
 * units the scenario leaves unplaced set up in the two rows nearest the own edge,
 * one a square, the first player first. */

void
mv_setup_deal (const MvDef *def, MvState *st)
{
  for (int p = 0; p < 2; p++)
    {
      st->n_draw[p] = def->deck_size[p];
      memcpy (st->draw[p], def->deck[p], def->deck_size[p]);
      mv_shuffle (&st->header.rng, st->draw[p], st->n_draw[p]);
      mv_draw_to_hand (def, st, p);
    }
}

/* The next unit to set up: the first player's units first, in file order. */
int
mv_setup_next_unit (const MvDef *def, const MvState *st)
{
  for (int p = 0; p < 2; p++)
    for (guint u = 0; u < def->n_units; u++)
      if (def->units[u].player == p && st->cell[u] < 0 && !(st->eliminated & MV_BIT (u)))
        return (int) u;
  return -1;
}

void
mv_setup_actions (const MvDef *def, const MvState *st, StActionList *out)
{
  int u = mv_setup_next_unit (def, st);

  if (u < 0)
    return;
  for (int c = 0; c < def->grid.n_cells; c++)
    if ((def->home_rows[c] & (1u << def->units[u].player)) && mv_passable_empty (def, st, c))
      st_action_list_add (out, mv_action (MV_ACT_PLACE, MV_NONE, (guint) u, -1, c, 0));
}

void
mv_setup_apply (const MvDef *def, MvState *st, StAction action)
{
  int next;

  st->cell[MV_UNIT (action)] = (gint16) MV_TO (action);
  next = mv_setup_next_unit (def, st);
  if (next >= 0)
    {
      st->actor = def->units[next].player;
      return;
    }
  st->step = MV_STEP_DISCARD;
  st->active = st->actor = 0;
}
