/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "cm-private.h"

/* Rules "Capture" and "Casualties and Replacements", the optional leader
 * replacement and skirmisher promotion. Every capture is by replacement: the
 * captured piece goes to the captor's casualty pile for its kind (its arm). When a
 * pile holds the scenario's threshold of one kind, one of them (the first
 * captured, by unit order) becomes a replacement its owner may place on one of its
 * starting squares, and the rest go to the killed pile. */

static guint64
arm_mask (const CmDef *def, int owner, CmArm arm)
{
  guint64 mask = 0;
  guint   u;

  CM_FOREACH (def->side_mask[owner], u)
  if (def->units[u].arm == arm)
    mask |= CM_BIT (u);
  return mask;
}

guint
cm_pile_count (const CmDef *def, const CmState *st, int owner, CmArm arm)
{
  return (guint) __builtin_popcountll (st->casualty & arm_mask (def, owner, arm));
}

/* Optional rule "Leader Replacements": a leader from those not used in the game,
 * with a command rating at least 1 lower than the one lost; failing that, the
 * highest lower one. The captured leader goes straight to the killed pile. */
static void
replace_leader (const CmDef *def, CmState *st, guint victim)
{
  int   owner = def->units[victim].player, best = -1;
  guint l;

  st->killed |= CM_BIT (victim);
  st->last_killed++;
  CM_FOREACH (st->spare & def->leaders[owner], l)
  if (def->units[l].rating < def->units[victim].rating
      && (best < 0 || def->units[l].rating > def->units[best].rating))
    best = (int) l;
  if (best >= 0)
    {
      st->spare &= ~CM_BIT (best);
      st->pending |= CM_BIT (best);
      st->last_returned = (guint8) best;
    }
}

void
cm_capture (const CmDef *def, CmState *st, guint victim)
{
  const CmUnitDef *vd = &def->units[victim];
  guint64          pile;
  int              threshold = def->threshold[vd->arm];

  cm_lift (def, st, victim);
  st->on_board &= ~CM_BIT (victim);
  st->last_captured = (guint8) victim;
  if (vd->arm == CM_LEADER && def->leader_replacement)
    {
      replace_leader (def, st, victim);
      return;
    }
  st->casualty |= CM_BIT (victim);
  pile = st->casualty & arm_mask (def, vd->player, vd->arm);
  if (threshold > 0 && __builtin_popcountll (pile) >= threshold)
    {
      guint first = (guint) __builtin_ctzll (pile);

      st->casualty &= ~pile;
      st->pending |= CM_BIT (first);
      st->killed |= pile & ~CM_BIT (first);
      st->last_returned = (guint8) first;
      st->last_killed = (guint8) (__builtin_popcountll (pile) - 1);
    }
}

/* Optional rule: skirmishers promote. The text gives no details; the reading here
 * (docs/rules/command-and-maneuver.md): a skirmisher that ends its move on the
 * far edge of the board trades places with the best piece of its side waiting in
 * the enemy's casualty piles (cavalry, then cannon, then infantry), which comes
 * back on that square; the skirmisher goes to the pile in its stead. */
void
cm_promote (const CmDef *def, CmState *st, guint u)
{
  static const CmArm order[] = { CM_CAVALRY, CM_CANNON, CM_INFANTRY };
  int                player = def->units[u].player, cell = st->cell[u];

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      guint64 pile = st->casualty & arm_mask (def, player, order[i]);
      guint   back;

      if (pile == 0)
        continue;
      back = (guint) __builtin_ctzll (pile);
      st->casualty = (st->casualty & ~CM_BIT (back)) | CM_BIT (u);
      st->on_board = (st->on_board & ~CM_BIT (u)) | CM_BIT (back);
      cm_lift (def, st, u);
      cm_put (def, st, back, cell);
      st->moved |= CM_BIT (back);
      st->last_promoted = (guint8) back;
      return;
    }
}
