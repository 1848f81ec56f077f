/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mo-private.h"

/* 6.6 Combat results: hits, retreats (towards the own edge, then a flank, then
 * forward, else eliminated), withdrawal, advance after combat; Skirmish's move;
 * the end of a combat (Committed Attack hits, attrition). */

static guint32
involved (const MoState *st)
{
  const MoCombat *cb = &st->combat;

  return cb->supporters | (cb->attacker != MO_NONE ? MO_BIT (cb->attacker) : 0);
}

static void
defender_hit (const MoDef *def, MoState *st)
{
  if (mo_hit (def, st, st->combat.defender))
    st->combat.eliminated_defender = TRUE;
}

void
mo_outcome_apply (const MoDef *def, MoState *st, MoOutcome outcome)
{
  MoCombat *cb = &st->combat;
  guint     u;

  switch (outcome)
    {
      case MO_OUT_ATTACKER_HIT:
        MO_FOREACH (involved (st), u)
        mo_hit (def, st, u);
        mo_finish_combat (def, st);
        break;
      case MO_OUT_DEFENDER_CHOOSES:
        st->step = MO_STEP_CHOOSE;
        st->actor = def->units[cb->defender].player;
        break;
      case MO_OUT_ATTACKER_CHOOSES:
        st->step = MO_STEP_CHOOSE;
        st->actor = st->active;
        break;
      case MO_OUT_HIT_AND_RETREAT:
        defender_hit (def, st);
        if (cb->eliminated_defender)
          mo_after_defender (def, st);
        else
          mo_start_retreat (def, st, cb->defender);
        break;
      case MO_OUT_ELIMINATED:
        mo_eliminate (def, st, cb->defender);
        cb->eliminated_defender = TRUE;
        mo_after_defender (def, st);
        break;
      case MO_OUT_FIRE_HIT:
        defender_hit (def, st);
        mo_finish_combat (def, st);
        break;
      case MO_OUT_RETREAT:
        mo_start_retreat (def, st, cb->defender);
        break;
      case MO_OUT_NONE:
      case MO_OUT_NO_EFFECT:
      case MO_OUT_FIRE_MISS:
      case MO_OUT_ROCKET_MISS:
      case MO_OUT_ROCKET_HIT:
      case MO_OUT_ROCKET_ELIMINATED:
      default:
        mo_finish_combat (def, st);
        break;
    }
}

void
mo_choose_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  st_action_list_add (out, mo_action (MO_ACT_HIT, MO_NONE, st->combat.defender, -1, -1, 0));
  st_action_list_add (out, mo_action (MO_ACT_RETREAT_CHOICE, MO_NONE, st->combat.defender, -1, -1, 0));
}

/* 6.6: either player may choose a retreat the defender cannot make; it is then
 * eliminated. */
void
mo_choose_apply (const MoDef *def, MoState *st, StAction action)
{
  if (MO_KIND (action) == MO_ACT_HIT)
    {
      defender_hit (def, st);
      if (st->combat.eliminated_defender)
        mo_after_defender (def, st);
      else
        mo_finish_combat (def, st);
      return;
    }
  mo_start_retreat (def, st, st->combat.defender);
}

guint
mo_retreat_options (const MoDef *def, const MoState *st, guint u, gint16 *out)
{
  const StSquareGrid *g = &def->grid;
  int                 home = st->home[def->units[u].player], at = st->cell[u];
  int                 back = g->neighbours[at][home];
  guint               n = 0;

  if (mo_passable_empty (def, st, back))
    {
      out[0] = (gint16) back;
      return 1;
    }
  for (int k = 1; k <= 3; k += 2)
    {
      int flank = g->neighbours[at][(home + k) % 4];

      if (mo_passable_empty (def, st, flank))
        out[n++] = (gint16) flank;
    }
  if (n > 0)
    return n;
  back = g->neighbours[at][(home + 2) % 4];
  if (mo_passable_empty (def, st, back))
    out[n++] = (gint16) back;
  return n;
}

static void
retreat_to (const MoDef *def, MoState *st, guint u, int to)
{
  mo_move_unit (st, u, to);
  st->combat.retreated = TRUE;
  st->combat.retreating = MO_NONE;
  mo_after_defender (def, st);
}

void
mo_start_retreat (const MoDef *def, MoState *st, guint u)
{
  gint16 options[4];
  guint  n = mo_retreat_options (def, st, u, options);

  if (n == 0)
    {
      mo_eliminate (def, st, u);
      st->combat.eliminated_defender = TRUE;
      st->combat.withdrew = FALSE;
      mo_after_defender (def, st);
      return;
    }
  if (n == 1)
    {
      retreat_to (def, st, u, options[0]);
      return;
    }
  st->combat.retreating = (guint8) u;
  st->step = MO_STEP_RETREAT;
  st->actor = def->units[u].player;
}

void
mo_retreat_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  gint16 options[4];
  guint  u = st->combat.retreating;
  guint  n = mo_retreat_options (def, st, u, options);

  for (guint i = 0; i < n; i++)
    st_action_list_add (out, mo_action (MO_ACT_RETREAT, MO_NONE, u, st->cell[u], options[i], 0));
}

void
mo_retreat_apply (const MoDef *def, MoState *st, StAction action)
{
  retreat_to (def, st, MO_UNIT (action), MO_TO (action));
}

/* After the defender's result: an Assault whose defender left its square asks
 * for the advance; everything else ends the combat. */
void
mo_after_defender (const MoDef *def, MoState *st)
{
  const MoCombat *cb = &st->combat;
  guint32         units = involved (st);
  guint           u;
  gboolean        any = FALSE;

  MO_FOREACH (units, u)
  any |= st->cell[u] >= 0;
  if (cb->kind == MO_ACT_ASSAULT && any && mo_unit_at (def, st, cb->def_cell) < 0)
    {
      st->step = MO_STEP_ADVANCE;
      st->actor = st->active;
      return;
    }
  mo_finish_combat (def, st);
}

/* 8, 6.6: the advance may be skipped only when every involved unit played a
 * card marked "Not required to advance". */
gboolean
mo_advance_optional (const MoDef *def, const MoState *st)
{
  guint32 units = involved (st);

  return (st->combat.nra & units) == units;
}

void
mo_advance_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  guint u;

  MO_FOREACH (involved (st), u)
  if (st->cell[u] >= 0)
    st_action_list_add (out, mo_action (MO_ACT_ADVANCE, MO_NONE, u, st->cell[u], st->combat.def_cell, 0));
  if (mo_advance_optional (def, st))
    st_action_list_add (out, mo_action (MO_ACT_END, MO_NONE, MO_NONE, -1, -1, 0));
}

void
mo_advance_apply (const MoDef *def, MoState *st, StAction action)
{
  if (MO_KIND (action) == MO_ACT_ADVANCE)
    {
      guint u = MO_UNIT (action);

      mo_move_unit (st, u, MO_TO (action));
      if (def->units[u].cavalry && (st->combat.retreated || st->combat.withdrew)
          && !st->combat.eliminated_defender)
        mo_pursuit (def, st, u);
    }
  mo_finish_combat (def, st);
}

void
mo_skirmish_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  guint  u = st->combat.attacker;
  gint16 dest[16];
  guint  n = mo_unit_moves (def, st, u, 2, dest);

  for (guint i = 0; i < n; i++)
    st_action_list_add (out, mo_action (MO_ACT_SKIRMISH_MOVE, MO_NONE, u, st->cell[u], dest[i], 0));
  st_action_list_add (out, mo_action (MO_ACT_END, MO_NONE, MO_NONE, -1, -1, 0));
}

/* 9.2 Skirmish: the attacking unit may move up to two squares; the combat is
 * cancelled, so no Committed Attack hit is taken. */
void
mo_skirmish_apply (const MoDef *def, MoState *st, StAction action)
{
  if (MO_KIND (action) == MO_ACT_SKIRMISH_MOVE)
    mo_move_unit (st, MO_UNIT (action), MO_TO (action));
  st->combat.committed = 0;
  mo_finish_combat (def, st);
}

/* The end of a combat: Committed Attack hits after every other loss (8, 9.2),
 * then attrition (2.1), then the Restoration Phase. */
void
mo_finish_combat (const MoDef *def, MoState *st)
{
  MoCombat *cb = &st->combat;
  guint     u;

  MO_FOREACH (cb->committed, u)
  if (st->cell[u] >= 0 && mo_hit (def, st, u))
    cb->committed_lost++;
  cb->committed = 0;
  if (mo_check_attrition (def, st))
    return;
  mo_restoration_begin (def, st);
}
