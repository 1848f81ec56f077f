/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mv-private.h"

/* 6.1 Assault and Ambush, step by step: the declaration (steps 1-2), the
 * defender's Withdraw and cards (steps 3-4), the attacker's cards and the
 * supporting units of 6.5 (step 5), the totals and the outcome table (6-7). */

static void
add (StActionList *out, MvActKind kind, guint card, guint unit, int from, int to, guint extra)
{
  st_action_list_add (out, mv_action (kind, card, unit, from, to, extra));
}

/* The dice a card adds to an attack: a unit card's Attack, a single-unit leader's
 * Combat (9.1, Japanese leaders), an Ambush the scenario's ambush dice. */
static MvDice
attack_dice (const MvDef *def, guint card)
{
  const MvCardDef *cd = &def->cards[card];

  if (cd->type == MV_CARD_AMBUSH)
    return def->ambush_attack;
  if (cd->type == MV_CARD_LEADER)
    return cd->combat;
  return cd->attack;
}

/* Cards that may attack with their unit: unit cards with an Attack value and
 * single-unit leaders, one per distinct face. */
static guint
attack_faces (const MvDef *def, const MvState *st, guint8 *out)
{
  int   p = st->active;
  guint n = 0;

  for (guint i = 0; i < st->n_hand[p]; i++)
    {
      guint            c = st->hand[p][i];
      const MvCardDef *cd = &def->cards[c];

      if (cd->unit != MV_NONE && (cd->type == MV_CARD_UNIT || cd->type == MV_CARD_LEADER)
          && mv_dice_set (attack_dice (def, c)))
        mv_add_face (def, out, &n, c);
    }
  return n;
}

void
mv_declare_actions (const MvDef *def, const MvState *st, StActionList *out)
{
  int    p = st->active;
  guint8 faces[MV_MAX_HAND];
  guint  n = attack_faces (def, st, faces);
  guint  e;

  for (guint i = 0; i < n; i++)
    {
      guint u = def->cards[faces[i]].unit;
      int   from = st->cell[u];

      if (from < 0 || def->units[u].player != p || def->cell[from].no_assault)
        continue;
      for (int d = 0; d < 4; d++)
        {
          int to = def->grid.neighbours[from][d];
          int target = to >= 0 ? mv_unit_at (def, st, to) : -1;

          if (target >= 0 && def->units[target].player != p)
            add (out, MV_ACT_ASSAULT, faces[i], u, from, to, 0);
        }
    }
  n = mv_hand_faces (def, st, p, MV_CARD_AMBUSH, faces);
  for (guint i = 0; i < n; i++)
    MV_FOREACH (def->side_mask[1 - p] & ~st->eliminated, e)
  if (st->cell[e] >= 0)
    add (out, MV_ACT_AMBUSH, faces[i], MV_NONE, -1, st->cell[e], 0);
}

void
mv_declare_apply (const MvDef *def, MvState *st, StAction action)
{
  MvCombat *cb = &st->combat;
  guint     card = MV_CARD (action), u = MV_UNIT (action);

  mv_combat_reset (st);
  cb->kind = (guint8) MV_KIND (action);
  cb->attacker = (guint8) u;
  cb->def_cell = (gint16) MV_TO (action);
  cb->defender = (guint8) mv_unit_at (def, st, cb->def_cell);
  cb->init_card = (guint8) card;
  cb->att_cards[0] = (guint8) card;
  cb->att_card_unit[0] = (guint8) u;
  cb->n_att = 1;
  if (u != MV_NONE)
    {
      cb->carded |= MV_BIT (u);
      if (def->cards[card].nra)
        cb->nra |= MV_BIT (u);
    }
  mv_play_card (def, st, card);
  st->step = MV_STEP_DEFEND;
  st->actor = 1 - st->active;
}

static gboolean
can_retreat (const MvDef *def, const MvState *st, guint u)
{
  gint16 options[4];

  return mv_retreat_options (def, st, u, options) > 0;
}

void
mv_defend_actions (const MvDef *def, const MvState *st, StActionList *out)
{
  const MvCombat *cb = &st->combat;
  int             p = st->actor;
  guint8          faces[MV_MAX_HAND];
  guint           n, d = cb->defender;

  if (cb->n_def == 0 && !cb->withdraw_tried && can_retreat (def, st, d))
    {
      n = mv_hand_faces (def, st, p, MV_CARD_WITHDRAW, faces);
      for (guint i = 0; i < n; i++)
        add (out, MV_ACT_WITHDRAW, faces[i], d, -1, -1, 0);
    }
  n = mv_hand_faces (def, st, p, MV_CARD_UNIT, faces);
  for (guint i = 0; i < n; i++)
    {
      const MvCardDef *cd = &def->cards[faces[i]];

      if (cd->unit != d)
        continue;
      if (cd->withdraw.high > 0 && cb->n_def == 0 && !cb->withdraw_tried && can_retreat (def, st, d))
        add (out, MV_ACT_WITHDRAW_ROLL, faces[i], d, -1, -1, 0);
      if (mv_dice_set (cd->defense))
        add (out, MV_ACT_DEFEND, faces[i], d, -1, -1, 0);
    }
  if (cb->def_leader == MV_NONE)
    {
      n = mv_hand_faces (def, st, p, MV_CARD_LEADER, faces);
      for (guint i = 0; i < n; i++)
        if (mv_dice_set (def->cards[faces[i]].combat)
            && (def->cards[faces[i]].restricted == 0 || (def->cards[faces[i]].restricted & MV_BIT (d))))
          add (out, MV_ACT_DEFEND_LEADER, faces[i], d, -1, -1, 0);
    }
  add (out, MV_ACT_END, MV_NONE, MV_NONE, -1, -1, 0);
}

void
mv_defend_apply (const MvDef *def, MvState *st, StAction action)
{
  MvCombat *cb = &st->combat;
  guint     card = MV_CARD (action);

  switch (MV_KIND (action))
    {
      case MV_ACT_WITHDRAW:
        mv_play_card (def, st, card);
        cb->withdrew = TRUE;
        st->res = (MvResolution){ .kind = MV_ACT_WITHDRAW, .card = (guint8) card, .unit = cb->defender };
        mv_start_retreat (def, st, cb->defender);
        return;
      case MV_ACT_WITHDRAW_ROLL:
        {
          int die = st_rng_roll (&st->header.rng, 1, 6);

          mv_play_card (def, st, card);
          cb->withdraw_tried = TRUE;
          st->res = (MvResolution){
            .kind = MV_ACT_WITHDRAW_ROLL, .card = (guint8) card, .unit = cb->defender, .die = (guint8) die
          };
          if (mv_in_range (def->cards[card].withdraw, die))
            {
              st->res.success = TRUE;
              cb->withdrew = TRUE;
              mv_start_retreat (def, st, cb->defender);
              return;
            }
          /* 8: a failed attempt adds the card's Defence. */
          if (cb->n_def < MV_MAX_PLAYED)
            cb->def_cards[cb->n_def++] = (guint8) card;
        }
        return;
      case MV_ACT_DEFEND:
        mv_play_card (def, st, card);
        if (cb->n_def < MV_MAX_PLAYED)
          cb->def_cards[cb->n_def++] = (guint8) card;
        return;
      case MV_ACT_DEFEND_LEADER:
        mv_play_card (def, st, card);
        cb->def_leader = (guint8) card;
        return;
      default:
        st->step = MV_STEP_ATTACK;
        st->actor = st->active;
        return;
    }
}

static guint32
involved (const MvState *st)
{
  const MvCombat *cb = &st->combat;

  return cb->supporters | (cb->attacker != MV_NONE ? MV_BIT (cb->attacker) : 0);
}

void
mv_attack_actions (const MvDef *def, const MvState *st, StActionList *out)
{
  const MvCombat *cb = &st->combat;
  int             p = st->active;
  guint32         units = involved (st);
  guint8          faces[MV_MAX_HAND];
  guint           n, u;
  gboolean        room = cb->n_att < MV_MAX_PLAYED;

  if (room)
    {
      n = mv_hand_faces (def, st, p, MV_CARD_COMMITTED, faces);
      for (guint i = 0; i < n; i++)
        MV_FOREACH (units & ~cb->committed, u)
      add (out, MV_ACT_COMMITTED, faces[i], u, -1, -1, 0);
      if (!cb->sappers && (st->redoubt & MV_BIT (cb->defender)))
        {
          n = mv_hand_faces (def, st, p, MV_CARD_SAPPERS, faces);
          for (guint i = 0; i < n; i++)
            add (out, MV_ACT_SAPPERS, faces[i], MV_NONE, -1, -1, 0);
        }
      if (cb->kind == MV_ACT_ASSAULT && cb->att_leader == MV_NONE)
        {
          n = mv_hand_faces (def, st, p, MV_CARD_SKIRMISH, faces);
          for (guint i = 0; i < n; i++)
            add (out, MV_ACT_SKIRMISH, faces[i], MV_NONE, -1, -1, 0);
        }
      n = attack_faces (def, st, faces);
      for (guint i = 0; i < n; i++)
        {
          const MvCardDef *cd = &def->cards[faces[i]];

          if (!(units & MV_BIT (cd->unit)))
            continue;
          add (out, MV_ACT_ATTACK_CARD, faces[i], cd->unit, -1, -1, 0);
          if (cd->committed && !(cb->committed & MV_BIT (cd->unit)))
            add (out, MV_ACT_ATTACK_CARD, faces[i], cd->unit, -1, -1, 1);
        }
      if (cb->att_leader == MV_NONE)
        {
          n = mv_hand_faces (def, st, p, MV_CARD_LEADER, faces);
          for (guint i = 0; i < n; i++)
            {
              const MvCardDef *cd = &def->cards[faces[i]];

              if (cd->unit != MV_NONE)
                continue; /* single-unit leaders play as their unit's card */
              if (mv_dice_set (cd->combat) && mv_leader_may_affect (def, st, faces[i], cb->attacker))
                add (out, MV_ACT_LEADER_COMBAT, faces[i], MV_NONE, -1, -1, 0);
              if (cd->command >= 2)
                add (out, MV_ACT_LEADER_COMMAND, faces[i], MV_NONE, -1, -1, 0);
            }
        }
      else if (!cb->maharaja)
        {
          n = mv_hand_faces (def, st, p, MV_CARD_MAHARAJA, faces);
          for (guint i = 0; i < n; i++)
            add (out, MV_ACT_MAHARAJA, faces[i], MV_NONE, -1, -1, 0);
        }
    }
  if (cb->leader_mode
      && (guint) __builtin_popcount (cb->supporters) + 1 < (guint) mv_leader_command (def, st))
    MV_FOREACH (def->side_mask[p] & ~units & ~st->eliminated, u)
    {
      int at = st->cell[u];

      if (at >= 0 && st_square_grid_adjacent (&def->grid, at, cb->def_cell) && !def->cell[at].no_assault
          && mv_leader_may_affect (def, st, cb->att_leader, u))
        add (out, MV_ACT_SUPPORT, MV_NONE, u, at, cb->def_cell, 0);
    }
  add (out, MV_ACT_END, MV_NONE, MV_NONE, -1, -1, 0);
}

void
mv_attack_apply (const MvDef *def, MvState *st, StAction action)
{
  MvCombat *cb = &st->combat;
  guint     card = MV_CARD (action), u = MV_UNIT (action);

  if (MV_KIND (action) != MV_ACT_SUPPORT && MV_KIND (action) != MV_ACT_END)
    mv_play_card (def, st, card);
  switch (MV_KIND (action))
    {
      case MV_ACT_COMMITTED:
        cb->committed |= MV_BIT (u);
        cb->n_committed++;
        cb->att_cards[cb->n_att] = (guint8) card;
        cb->att_card_unit[cb->n_att++] = (guint8) u;
        break;
      case MV_ACT_SAPPERS:
        cb->sappers = TRUE;
        break;
      case MV_ACT_SKIRMISH:
        /* 9.2: the initiating card goes back to the hand, the combat is off. */
        cb->skirmish = TRUE;
        mv_take_from_discard (st, st->active, cb->init_card);
        mv_set_known (st, 1 - st->active, cb->init_card, TRUE);
        st->step = MV_STEP_SKIRMISH;
        break;
      case MV_ACT_ATTACK_CARD:
        /* Reference FAQ: a Guerrilla may negate a unit card played after the
         * one that started the combat. */
        mv_ask_guerrilla (def, st, MV_ACT_ATTACK_CARD, card, u, MV_EXTRA (action) ? 1 : 0);
        break;
      case MV_ACT_LEADER_COMBAT:
      case MV_ACT_LEADER_COMMAND:
        cb->att_leader = (guint8) card;
        cb->leader_mode = MV_KIND (action) == MV_ACT_LEADER_COMMAND;
        break;
      case MV_ACT_MAHARAJA:
        cb->maharaja = TRUE;
        cb->leader_mode = TRUE;
        break;
      case MV_ACT_SUPPORT:
        cb->supporters |= MV_BIT (u);
        break;
      default:
        mv_resolve_assault (def, st);
        break;
    }
}

/* A unit card for an attacking or supporting unit takes effect (after the
 * opponent let it stand); `committed` for a card declared a Committed Attack. */
void
mv_attack_card_effect (const MvDef *def, MvState *st, guint card, guint u, gboolean committed)
{
  MvCombat *cb = &st->combat;

  cb->att_cards[cb->n_att] = (guint8) card;
  cb->att_card_unit[cb->n_att++] = (guint8) u;
  cb->carded |= MV_BIT (u);
  if (def->cards[card].nra)
    cb->nra |= MV_BIT (u);
  if (committed)
    {
      cb->committed |= MV_BIT (u);
      cb->n_committed++;
    }
}

/* The parts of the totals that are not rolled. */
int
mv_attack_total_fixed (const MvDef *def, const MvState *st)
{
  const MvCombat *cb = &st->combat;
  int             total = 0;
  guint           u;

  if (cb->attacker != MV_NONE)
    total += mv_strength (def, st, cb->attacker) + def->cell[st->cell[cb->attacker]].attack;
  MV_FOREACH (cb->supporters, u)
  if (st->cell[u] >= 0)
    total += mv_strength (def, st, u) + (cb->kind == MV_ACT_AMBUSH ? 0 : def->cell[st->cell[u]].attack);
  return total;
}

int
mv_defense_total_fixed (const MvDef *def, const MvState *st)
{
  const MvCombat *cb = &st->combat;
  int             total = mv_strength (def, st, cb->defender) + def->cell[cb->def_cell].defense;

  if ((st->redoubt & MV_BIT (cb->defender)) && !cb->sappers)
    total += 3;
  return total;
}

static MvOutcome
outcome_of (int attack, int defense)
{
  if (attack < defense)
    return MV_OUT_ATTACKER_HIT;
  if (attack == defense)
    return MV_OUT_NO_EFFECT;
  if (defense <= 0 || attack >= 4 * defense)
    return MV_OUT_ELIMINATED;
  if (attack >= 3 * defense)
    return MV_OUT_HIT_AND_RETREAT;
  if (attack >= 2 * defense)
    return MV_OUT_ATTACKER_CHOOSES;
  return MV_OUT_DEFENDER_CHOOSES;
}

void
mv_resolve_assault (const MvDef *def, MvState *st)
{
  MvCombat *cb = &st->combat;
  StRng    *rng = &st->header.rng;
  int       attack_roll = 0, defense_roll = 0, attack, defense;

  for (guint i = 0; i < cb->n_att; i++)
    if (def->cards[cb->att_cards[i]].type != MV_CARD_COMMITTED)
      attack_roll += mv_roll (rng, attack_dice (def, cb->att_cards[i]));
  for (guint i = 0; i < cb->n_committed; i++)
    attack_roll += st_rng_roll (rng, 2, 6);
  if (cb->att_leader != MV_NONE && !cb->leader_mode)
    attack_roll += mv_roll (rng, def->cards[cb->att_leader].combat);
  for (guint i = 0; i < cb->n_def; i++)
    defense_roll += mv_roll (rng, def->cards[cb->def_cards[i]].defense);
  if (cb->def_leader != MV_NONE)
    defense_roll += mv_roll (rng, def->cards[cb->def_leader].combat);
  attack = mv_attack_total_fixed (def, st) + attack_roll;
  defense = mv_defense_total_fixed (def, st) + defense_roll;
  cb->result = (guint8) outcome_of (attack, defense);
  st->res = (MvResolution){ .kind = cb->kind,
                            .outcome = cb->result,
                            .attack_roll = (gint16) attack_roll,
                            .defense_roll = (gint16) defense_roll,
                            .attack_total = (gint16) attack,
                            .defense_total = (gint16) defense,
                            .unit = cb->defender,
                            .card = cb->init_card };
  mv_outcome_apply (def, st, (MvOutcome) cb->result);
}
