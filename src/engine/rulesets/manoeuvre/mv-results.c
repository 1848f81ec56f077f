/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mv-private.h"

/* 6.6 Combat results: hits, retreats (towards the own edge, then a flank, then
 * forward, else eliminated), withdrawal, advance after combat; Skirmish's move;
 * the end of a combat (Committed Attack hits, attrition). */

static guint32
involved (const MvState *st)
{
  const MvCombat *cb = &st->combat;

  return cb->supporters | (cb->attacker != MV_NONE ? MV_BIT (cb->attacker) : 0);
}

static void
defender_hit (const MvDef *def, MvState *st)
{
  if (mv_hit (def, st, st->combat.defender))
    st->combat.eliminated_defender = TRUE;
}

void
mv_outcome_apply (const MvDef *def, MvState *st, MvOutcome outcome)
{
  MvCombat *cb = &st->combat;
  guint     u;

  switch (outcome)
    {
      case MV_OUT_ATTACKER_HIT:
        MV_FOREACH (involved (st), u)
        mv_hit (def, st, u);
        mv_finish_combat (def, st);
        break;
      case MV_OUT_DEFENDER_CHOOSES:
        st->step = MV_STEP_CHOOSE;
        st->actor = def->units[cb->defender].player;
        break;
      case MV_OUT_ATTACKER_CHOOSES:
        st->step = MV_STEP_CHOOSE;
        st->actor = st->active;
        break;
      case MV_OUT_HIT_AND_RETREAT:
        defender_hit (def, st);
        if (cb->eliminated_defender)
          mv_after_defender (def, st);
        else
          mv_start_retreat (def, st, cb->defender);
        break;
      case MV_OUT_ELIMINATED:
        mv_eliminate (def, st, cb->defender);
        cb->eliminated_defender = TRUE;
        mv_after_defender (def, st);
        break;
      case MV_OUT_FIRE_HIT:
        defender_hit (def, st);
        mv_finish_combat (def, st);
        break;
      case MV_OUT_RETREAT:
        mv_start_retreat (def, st, cb->defender);
        break;
      case MV_OUT_NONE:
      case MV_OUT_NO_EFFECT:
      default:
        mv_finish_combat (def, st);
        break;
    }
}

void
mv_choose_actions (const MvDef *def, const MvState *st, StActionList *out)
{
  st_action_list_add (out, mv_action (MV_ACT_HIT, MV_NONE, st->combat.defender, -1, -1, 0));
  st_action_list_add (out, mv_action (MV_ACT_RETREAT_CHOICE, MV_NONE, st->combat.defender, -1, -1, 0));
}

/* 6.6: either player may choose a retreat the defender cannot make; it is then
 * eliminated. */
void
mv_choose_apply (const MvDef *def, MvState *st, StAction action)
{
  if (MV_KIND (action) == MV_ACT_HIT)
    {
      defender_hit (def, st);
      if (st->combat.eliminated_defender)
        mv_after_defender (def, st);
      else
        mv_finish_combat (def, st);
      return;
    }
  mv_start_retreat (def, st, st->combat.defender);
}

guint
mv_retreat_options (const MvDef *def, const MvState *st, guint u, gint16 *out)
{
  const StSquareGrid *g = &def->grid;
  int                 home = def->home[def->units[u].player], at = st->cell[u];
  int                 back = g->neighbours[at][home];
  guint               n = 0;

  if (mv_passable_empty (def, st, back))
    {
      out[0] = (gint16) back;
      return 1;
    }
  for (int k = 1; k <= 3; k += 2)
    {
      int flank = g->neighbours[at][(home + k) % 4];

      if (mv_passable_empty (def, st, flank))
        out[n++] = (gint16) flank;
    }
  if (n > 0)
    return n;
  back = g->neighbours[at][(home + 2) % 4];
  if (mv_passable_empty (def, st, back))
    out[n++] = (gint16) back;
  return n;
}

static void
retreat_to (const MvDef *def, MvState *st, guint u, int to)
{
  mv_move_unit (st, u, to);
  st->combat.retreated = TRUE;
  st->combat.retreating = MV_NONE;
  mv_after_defender (def, st);
}

void
mv_start_retreat (const MvDef *def, MvState *st, guint u)
{
  gint16 options[4];
  guint  n = mv_retreat_options (def, st, u, options);

  if (n == 0)
    {
      mv_eliminate (def, st, u);
      st->combat.eliminated_defender = TRUE;
      st->combat.withdrew = FALSE;
      mv_after_defender (def, st);
      return;
    }
  if (n == 1)
    {
      retreat_to (def, st, u, options[0]);
      return;
    }
  st->combat.retreating = (guint8) u;
  st->step = MV_STEP_RETREAT;
  st->actor = def->units[u].player;
}

void
mv_retreat_actions (const MvDef *def, const MvState *st, StActionList *out)
{
  gint16 options[4];
  guint  u = st->combat.retreating;
  guint  n = mv_retreat_options (def, st, u, options);

  for (guint i = 0; i < n; i++)
    st_action_list_add (out, mv_action (MV_ACT_RETREAT, MV_NONE, u, st->cell[u], options[i], 0));
}

void
mv_retreat_apply (const MvDef *def, MvState *st, StAction action)
{
  retreat_to (def, st, MV_UNIT (action), MV_TO (action));
}

/* After the defender's result: an Assault whose defender left its square asks
 * for the advance; everything else ends the combat. */
void
mv_after_defender (const MvDef *def, MvState *st)
{
  const MvCombat *cb = &st->combat;
  guint32         units = involved (st);
  guint           u;
  gboolean        any = FALSE;

  MV_FOREACH (units, u)
  any |= st->cell[u] >= 0;
  if (cb->kind == MV_ACT_ASSAULT && any && mv_unit_at (def, st, cb->def_cell) < 0)
    {
      st->step = MV_STEP_ADVANCE;
      st->actor = st->active;
      return;
    }
  mv_finish_combat (def, st);
}

/* 8, 6.6: the advance may be skipped only when every involved unit played a
 * card marked "Not required to advance". */
gboolean
mv_advance_optional (const MvDef *def, const MvState *st)
{
  guint32 units = involved (st);

  return (st->combat.nra & units) == units;
}

void
mv_advance_actions (const MvDef *def, const MvState *st, StActionList *out)
{
  guint u;

  MV_FOREACH (involved (st), u)
  if (st->cell[u] >= 0)
    st_action_list_add (out, mv_action (MV_ACT_ADVANCE, MV_NONE, u, st->cell[u], st->combat.def_cell, 0));
  if (mv_advance_optional (def, st))
    st_action_list_add (out, mv_action (MV_ACT_END, MV_NONE, MV_NONE, -1, -1, 0));
}

void
mv_advance_apply (const MvDef *def, MvState *st, StAction action)
{
  if (MV_KIND (action) == MV_ACT_ADVANCE)
    {
      guint u = MV_UNIT (action);

      mv_move_unit (st, u, MV_TO (action));
      if (def->units[u].cavalry && (st->combat.retreated || st->combat.withdrew)
          && !st->combat.eliminated_defender)
        mv_pursuit (def, st, u);
    }
  mv_finish_combat (def, st);
}

void
mv_skirmish_actions (const MvDef *def, const MvState *st, StActionList *out)
{
  guint  u = st->combat.attacker;
  gint16 dest[16];
  guint  n = mv_unit_moves (def, st, u, 2, dest);

  for (guint i = 0; i < n; i++)
    st_action_list_add (out, mv_action (MV_ACT_SKIRMISH_MOVE, MV_NONE, u, st->cell[u], dest[i], 0));
  st_action_list_add (out, mv_action (MV_ACT_END, MV_NONE, MV_NONE, -1, -1, 0));
}

/* 9.2 Skirmish: the attacking unit may move up to two squares; the combat is
 * cancelled, so no Committed Attack hit is taken. */
void
mv_skirmish_apply (const MvDef *def, MvState *st, StAction action)
{
  if (MV_KIND (action) == MV_ACT_SKIRMISH_MOVE)
    mv_move_unit (st, MV_UNIT (action), MV_TO (action));
  st->combat.committed = 0;
  mv_finish_combat (def, st);
}

/* The end of a combat: Committed Attack hits after every other loss (8, 9.2),
 * then attrition (2.1), then the Restoration Phase. */
void
mv_finish_combat (const MvDef *def, MvState *st)
{
  MvCombat *cb = &st->combat;
  guint     u;

  MV_FOREACH (cb->committed, u)
  if (st->cell[u] >= 0 && mv_hit (def, st, u))
    cb->committed_lost++;
  cb->committed = 0;
  if (mv_check_attrition (def, st))
    return;
  mv_restoration_begin (def, st);
}
