/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mo-private.h"

/* 6.1 Assault and Ambush, step by step: the declaration (steps 1-2), the
 * defender's Withdraw and cards (steps 3-4), the attacker's cards and the
 * supporting units of 6.5 (step 5), the totals and the outcome table (6-7). */

static void
add (StActionList *out, MoActKind kind, guint card, guint unit, int from, int to, guint extra)
{
  st_action_list_add (out, mo_action (kind, card, unit, from, to, extra));
}

/* The dice a card adds to an attack: a unit card's Attack, a single-unit leader's
 * Combat (9.1, Japanese leaders), an Ambush the scenario's ambush dice. */
MoDice
mo_attack_dice (const MoDef *def, guint card)
{
  const MoCardDef *cd = &def->cards[card];

  if (cd->type == MO_CARD_AMBUSH)
    return def->ambush_attack;
  if (cd->type == MO_CARD_LEADER)
    return cd->combat;
  return cd->attack;
}

/* Cards that may attack with their unit: unit cards with an Attack value and
 * single-unit leaders, one per distinct face. */
static guint
attack_faces (const MoDef *def, const MoState *st, guint8 *out)
{
  int   p = st->active;
  guint n = 0;

  for (guint i = 0; i < st->n_hand[p]; i++)
    {
      guint            c = st->hand[p][i];
      const MoCardDef *cd = &def->cards[c];

      if (cd->unit != MO_NONE && (cd->type == MO_CARD_UNIT || cd->type == MO_CARD_LEADER)
          && mo_dice_set (mo_attack_dice (def, c)))
        mo_add_face (def, out, &n, c);
    }
  return n;
}

void
mo_declare_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  int        p = st->active;
  guint8     faces[MO_MAX_HAND];
  guint      n = attack_faces (def, st, faces);
  guint      e;
  MoOccupied occ;

  if (n > 0)
    mo_occupied (def, st, &occ);
  for (guint i = 0; i < n; i++)
    {
      guint u = def->cards[faces[i]].unit;
      int   from = st->cell[u];

      if (from < 0 || def->units[u].player != p || mo_terrain (def, st, from)->no_assault)
        continue;
      for (int d = 0; d < 4; d++)
        {
          int to = def->grid.neighbours[from][d];

          if (to >= 0 && mo_occupied_by (&occ, 1 - p, to))
            add (out, MO_ACT_ASSAULT, faces[i], u, from, to, 0);
        }
    }
  n = mo_hand_faces (def, st, p, MO_CARD_AMBUSH, faces);
  for (guint i = 0; i < n; i++)
    MO_FOREACH (def->side_mask[1 - p] & ~st->eliminated, e)
  if (st->cell[e] >= 0)
    add (out, MO_ACT_AMBUSH, faces[i], MO_NONE, -1, st->cell[e], 0);
}

void
mo_declare_apply (const MoDef *def, MoState *st, StAction action)
{
  MoCombat *cb = &st->combat;
  guint     card = MO_CARD (action), u = MO_UNIT (action);

  mo_combat_reset (st);
  cb->kind = (guint8) MO_KIND (action);
  cb->attacker = (guint8) u;
  cb->def_cell = (gint16) MO_TO (action);
  cb->defender = (guint8) mo_unit_at (def, st, cb->def_cell);
  cb->init_card = (guint8) card;
  cb->att_cards[0] = (guint8) card;
  cb->att_card_unit[0] = (guint8) u;
  cb->n_att = 1;
  if (u != MO_NONE)
    {
      cb->carded |= MO_BIT (u);
      if (def->cards[card].nra)
        cb->nra |= MO_BIT (u);
    }
  mo_play_card (def, st, card);
  st->step = MO_STEP_DEFEND;
  st->actor = 1 - st->active;
}

static gboolean
can_retreat (const MoDef *def, const MoState *st, guint u)
{
  gint16 options[4];

  return mo_retreat_options (def, st, u, options) > 0;
}

void
mo_defend_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  const MoCombat *cb = &st->combat;
  int             p = st->actor;
  guint8          faces[MO_MAX_HAND];
  guint           n, d = cb->defender;

  if (cb->n_def == 0 && cb->def_leader == MO_NONE && !cb->def_maharaja && !cb->withdraw_tried
      && can_retreat (def, st, d))
    {
      n = mo_hand_faces (def, st, p, MO_CARD_WITHDRAW, faces);
      for (guint i = 0; i < n; i++)
        add (out, MO_ACT_WITHDRAW, faces[i], d, -1, -1, 0);
    }
  n = mo_hand_faces (def, st, p, MO_CARD_UNIT, faces);
  for (guint i = 0; i < n; i++)
    {
      const MoCardDef *cd = &def->cards[faces[i]];

      if (cd->unit != d)
        continue;
      if (cd->withdraw.high > 0 && cb->n_def == 0 && cb->def_leader == MO_NONE && !cb->def_maharaja
          && !cb->withdraw_tried && can_retreat (def, st, d))
        add (out, MO_ACT_WITHDRAW_ROLL, faces[i], d, -1, -1, 0);
      if (mo_dice_set (cd->defense))
        add (out, MO_ACT_DEFEND, faces[i], d, -1, -1, 0);
    }
  if (cb->def_leader == MO_NONE)
    {
      n = mo_hand_faces (def, st, p, MO_CARD_LEADER, faces);
      for (guint i = 0; i < n; i++)
        if (mo_leader_may_defend (def, st, faces[i]))
          add (out, MO_ACT_DEFEND_LEADER, faces[i], d, -1, -1, 0);
    }
  if (mo_maharaja_useful (def, st, p, TRUE))
    {
      n = mo_hand_faces (def, st, p, MO_CARD_MAHARAJA, faces);
      for (guint i = 0; i < n; i++)
        add (out, MO_ACT_MAHARAJA, faces[i], d, -1, -1, 0);
    }
  add (out, MO_ACT_END, MO_NONE, MO_NONE, -1, -1, 0);
}

void
mo_defend_apply (const MoDef *def, MoState *st, StAction action)
{
  MoCombat *cb = &st->combat;
  guint     card = MO_CARD (action);

  switch (MO_KIND (action))
    {
      case MO_ACT_WITHDRAW:
        mo_play_card (def, st, card);
        cb->withdrew = TRUE;
        st->res = (MoResolution){ .kind = MO_ACT_WITHDRAW, .card = (guint8) card, .unit = cb->defender };
        mo_start_retreat (def, st, cb->defender);
        return;
      case MO_ACT_WITHDRAW_ROLL:
        {
          int die = st_rng_roll (&st->header.rng, 1, 6);

          mo_play_card (def, st, card);
          cb->withdraw_tried = TRUE;
          st->res = (MoResolution){
            .kind = MO_ACT_WITHDRAW_ROLL, .card = (guint8) card, .unit = cb->defender, .die = (guint8) die
          };
          if (mo_in_range (def->cards[card].withdraw, die))
            {
              st->res.success = TRUE;
              cb->withdrew = TRUE;
              mo_start_retreat (def, st, cb->defender);
              return;
            }
          /* 8: a failed attempt adds the card's Defence. */
          if (cb->n_def < MO_MAX_PLAYED)
            cb->def_cards[cb->n_def++] = (guint8) card;
        }
        return;
      case MO_ACT_DEFEND:
        mo_play_card (def, st, card);
        if (cb->n_def < MO_MAX_PLAYED)
          cb->def_cards[cb->n_def++] = (guint8) card;
        return;
      case MO_ACT_DEFEND_LEADER:
        mo_play_card (def, st, card);
        cb->def_leader = (guint8) card;
        return;
      case MO_ACT_MAHARAJA:
        mo_play_card (def, st, card);
        cb->def_maharaja = TRUE;
        return;
      default:
        st->step = MO_STEP_ATTACK;
        st->actor = st->active;
        return;
    }
}

static guint32
involved (const MoState *st)
{
  const MoCombat *cb = &st->combat;

  return cb->supporters | (cb->attacker != MO_NONE ? MO_BIT (cb->attacker) : 0);
}

void
mo_attack_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  const MoCombat *cb = &st->combat;
  int             p = st->active;
  guint32         units = involved (st);
  guint8          faces[MO_MAX_HAND];
  guint           n, u;
  gboolean        room = cb->n_att < MO_MAX_PLAYED;

  if (room)
    {
      n = mo_hand_faces (def, st, p, MO_CARD_COMMITTED, faces);
      for (guint i = 0; i < n; i++)
        MO_FOREACH (units & ~cb->committed, u)
      add (out, MO_ACT_COMMITTED, faces[i], u, -1, -1, 0);
      if (!cb->sappers && (st->redoubt & MO_BIT (cb->defender)))
        {
          n = mo_hand_faces (def, st, p, MO_CARD_SAPPERS, faces);
          for (guint i = 0; i < n; i++)
            add (out, MO_ACT_SAPPERS, faces[i], MO_NONE, -1, -1, 0);
        }
      if (cb->kind == MO_ACT_ASSAULT && cb->att_leader == MO_NONE)
        {
          n = mo_hand_faces (def, st, p, MO_CARD_SKIRMISH, faces);
          for (guint i = 0; i < n; i++)
            add (out, MO_ACT_SKIRMISH, faces[i], MO_NONE, -1, -1, 0);
        }
      n = attack_faces (def, st, faces);
      for (guint i = 0; i < n; i++)
        {
          const MoCardDef *cd = &def->cards[faces[i]];

          if (!(units & MO_BIT (cd->unit)))
            continue;
          add (out, MO_ACT_ATTACK_CARD, faces[i], cd->unit, -1, -1, 0);
          if (cd->committed && !(cb->committed & MO_BIT (cd->unit)))
            add (out, MO_ACT_ATTACK_CARD, faces[i], cd->unit, -1, -1, 1);
        }
      if (cb->att_leader == MO_NONE)
        {
          n = mo_hand_faces (def, st, p, MO_CARD_LEADER, faces);
          for (guint i = 0; i < n; i++)
            {
              const MoCardDef *cd = &def->cards[faces[i]];

              if (cd->unit != MO_NONE)
                continue; /* single-unit leaders play as their unit's card */
              if (mo_dice_set (cd->combat) && mo_leader_may_affect (def, st, faces[i], cb->attacker))
                add (out, MO_ACT_LEADER_COMBAT, faces[i], MO_NONE, -1, -1, 0);
              if (mo_leader_may_command (def, st, faces[i]))
                add (out, MO_ACT_LEADER_COMMAND, faces[i], MO_NONE, -1, -1, 0);
            }
        }
      if (mo_maharaja_useful (def, st, p, FALSE))
        {
          n = mo_hand_faces (def, st, p, MO_CARD_MAHARAJA, faces);
          for (guint i = 0; i < n; i++)
            add (out, MO_ACT_MAHARAJA, faces[i], MO_NONE, -1, -1, 0);
        }
    }
  if (cb->leader_mode
      && (guint) __builtin_popcount (cb->supporters) + 1 < (guint) mo_leader_command (def, st))
    MO_FOREACH (def->side_mask[p] & ~units & ~st->eliminated, u)
    {
      int at = st->cell[u];

      if (at >= 0 && st_square_grid_adjacent (&def->grid, at, cb->def_cell)
          && !mo_terrain (def, st, at)->no_assault && mo_leader_may_affect (def, st, cb->att_leader, u))
        add (out, MO_ACT_SUPPORT, MO_NONE, u, at, cb->def_cell, 0);
    }
  add (out, MO_ACT_END, MO_NONE, MO_NONE, -1, -1, 0);
}

void
mo_attack_apply (const MoDef *def, MoState *st, StAction action)
{
  MoCombat *cb = &st->combat;
  guint     card = MO_CARD (action), u = MO_UNIT (action);

  if (MO_KIND (action) != MO_ACT_SUPPORT && MO_KIND (action) != MO_ACT_END)
    mo_play_card (def, st, card);
  switch (MO_KIND (action))
    {
      case MO_ACT_COMMITTED:
        cb->committed |= MO_BIT (u);
        cb->n_committed++;
        cb->att_cards[cb->n_att] = (guint8) card;
        cb->att_card_unit[cb->n_att++] = (guint8) u;
        break;
      case MO_ACT_SAPPERS:
        cb->sappers = TRUE;
        break;
      case MO_ACT_SKIRMISH:
        /* 9.2: the initiating card goes back to the hand, the combat is off. */
        cb->skirmish = TRUE;
        mo_take_from_discard (st, st->active, cb->init_card);
        mo_set_known (st, 1 - st->active, cb->init_card, TRUE);
        st->step = MO_STEP_SKIRMISH;
        break;
      case MO_ACT_ATTACK_CARD:
        /* Reference FAQ: a Guerrilla may negate a unit card played after the
         * one that started the combat. */
        mo_ask_guerrilla (def, st, MO_ACT_ATTACK_CARD, card, u, MO_EXTRA (action) ? 1 : 0);
        break;
      case MO_ACT_LEADER_COMBAT:
      case MO_ACT_LEADER_COMMAND:
        cb->att_leader = (guint8) card;
        cb->leader_mode = MO_KIND (action) == MO_ACT_LEADER_COMMAND;
        break;
      case MO_ACT_MAHARAJA:
        cb->maharaja = TRUE;
        break;
      case MO_ACT_SUPPORT:
        cb->supporters |= MO_BIT (u);
        break;
      default:
        mo_resolve_assault (def, st);
        break;
    }
}

/* A unit card for an attacking or supporting unit takes effect (after the
 * opponent let it stand); `committed` for a card declared a Committed Attack. */
void
mo_attack_card_effect (const MoDef *def, MoState *st, guint card, guint u, gboolean committed)
{
  MoCombat *cb = &st->combat;

  cb->att_cards[cb->n_att] = (guint8) card;
  cb->att_card_unit[cb->n_att++] = (guint8) u;
  cb->carded |= MO_BIT (u);
  if (def->cards[card].nra)
    cb->nra |= MO_BIT (u);
  if (committed)
    {
      cb->committed |= MO_BIT (u);
      cb->n_committed++;
    }
}

/* The parts of the totals that are not rolled. */
int
mo_attack_total_fixed (const MoDef *def, const MoState *st)
{
  const MoCombat *cb = &st->combat;
  int             total = 0;
  guint           u;

  if (cb->attacker != MO_NONE)
    total += mo_strength (def, st, cb->attacker) + mo_terrain (def, st, st->cell[cb->attacker])->attack;
  MO_FOREACH (cb->supporters, u)
  if (st->cell[u] >= 0)
    total += mo_strength (def, st, u)
             + (cb->kind == MO_ACT_AMBUSH ? 0 : mo_terrain (def, st, st->cell[u])->attack);
  return total;
}

int
mo_defense_total_fixed (const MoDef *def, const MoState *st)
{
  const MoCombat *cb = &st->combat;
  int             total = mo_strength (def, st, cb->defender) + mo_terrain (def, st, cb->def_cell)->defense;

  if ((st->redoubt & MO_BIT (cb->defender)) && !cb->sappers)
    total += 3;
  return total;
}

MoOutcome
mo_assault_outcome (int attack, int defense)
{
  if (attack < defense)
    return MO_OUT_ATTACKER_HIT;
  if (attack == defense)
    return MO_OUT_NO_EFFECT;
  if (defense <= 0 || attack >= 4 * defense)
    return MO_OUT_ELIMINATED;
  if (attack >= 3 * defense)
    return MO_OUT_HIT_AND_RETREAT;
  if (attack >= 2 * defense)
    return MO_OUT_ATTACKER_CHOOSES;
  return MO_OUT_DEFENDER_CHOOSES;
}

void
mo_resolve_assault (const MoDef *def, MoState *st)
{
  MoCombat *cb = &st->combat;
  StRng    *rng = &st->header.rng;
  int       attack_roll = 0, defense_roll = 0, attack, defense;

  for (guint i = 0; i < cb->n_att; i++)
    if (def->cards[cb->att_cards[i]].type != MO_CARD_COMMITTED)
      attack_roll += mo_roll (rng, mo_attack_dice (def, cb->att_cards[i]));
  for (guint i = 0; i < cb->n_committed; i++)
    attack_roll += st_rng_roll (rng, 2, 6);
  if (cb->att_leader != MO_NONE && !cb->leader_mode)
    attack_roll += mo_roll (rng, def->cards[cb->att_leader].combat);
  for (guint i = 0; i < cb->n_def; i++)
    defense_roll += mo_roll (rng, def->cards[cb->def_cards[i]].defense);
  if (cb->def_leader != MO_NONE)
    defense_roll += mo_roll (rng, def->cards[cb->def_leader].combat);
  attack = mo_attack_total_fixed (def, st) + attack_roll;
  defense = mo_defense_total_fixed (def, st) + defense_roll;
  cb->result = (guint8) mo_assault_outcome (attack, defense);
  st->res = (MoResolution){ .kind = cb->kind,
                            .outcome = cb->result,
                            .attack_roll = (gint16) attack_roll,
                            .defense_roll = (gint16) defense_roll,
                            .attack_total = (gint16) attack,
                            .defense_total = (gint16) defense,
                            .unit = cb->defender,
                            .card = cb->init_card };
  mo_outcome_apply (def, st, (MoOutcome) cb->result);
}
