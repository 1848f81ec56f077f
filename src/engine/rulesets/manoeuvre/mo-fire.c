/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mo-private.h"

/* 6.2 Volley and Bombardment, 6.3 Rockets, Napoleon's Grand Battery (9.1) and
 * Death With Honour (9.2). */

static void
add_target (gint16 *out, guint8 *dist, guint *n, int cell, int d)
{
  for (guint i = 0; i < *n; i++)
    if (out[i] == cell)
      {
        dist[i] = (guint8) MIN (dist[i], d);
        return;
      }
  out[*n] = (gint16) cell;
  dist[(*n)++] = (guint8) d;
}

/* Paths of orthogonal steps (so a 90-degree turn reaches a diagonal square);
 * every square between the firing unit and its target must be empty and not
 * block fire (Hills, Town, Woods). With empty_too, the empty squares reached
 * are listed as well: where an enemy unit could be hit. */
static void
explore (const MoDef      *def,
         const MoState    *st,
         const MoOccupied *occ,
         int               enemy,
         gboolean          empty_too,
         int               at,
         int               depth,
         int               range,
         gint16           *out,
         guint8           *dist,
         guint            *n)
{
  for (int d = 0; d < 4; d++)
    {
      int next = def->grid.neighbours[at][d];

      if (next < 0)
        continue;
      if (mo_occupied_has (occ, next))
        {
          if (mo_occupied_by (occ, enemy, next))
            add_target (out, dist, n, next, depth + 1);
          continue;
        }
      if (empty_too)
        add_target (out, dist, n, next, depth + 1);
      if (depth + 1 < range && !mo_terrain (def, st, next)->blocks_fire)
        explore (def, st, occ, enemy, empty_too, next, depth + 1, range, out, dist, n);
    }
}

static guint
fire_targets (const MoDef      *def,
              const MoState    *st,
              const MoOccupied *occ,
              guint             u,
              int               range,
              gboolean          rockets,
              gint16           *out)
{
  guint8 dist[64];
  gint16 found[64];
  guint  n = 0, kept = 0;
  int    at = st->cell[u];

  if (at < 0 || range <= 0)
    return 0;
  if (rockets)
    range = mo_terrain (def, st, at)->hill ? 3 : 2;
  explore (def, st, occ, 1 - def->units[u].player, FALSE, at, 0, MIN (range, 6), found, dist, &n);
  for (guint i = 0; i < n; i++)
    if (!rockets || dist[i] <= 2 || !mo_terrain (def, st, found[i])->hill)
      out[kept++] = found[i];
  return kept;
}

/* The enemy squares unit u can fire at; rockets reach 3 squares from a hill to a
 * square that is not a hill, 2 otherwise. */
guint
mo_fire_targets (const MoDef *def, const MoState *st, guint u, int range, gboolean rockets, gint16 *out)
{
  MoOccupied occ;

  mo_occupied (def, st, &occ);
  return fire_targets (def, st, &occ, u, range, rockets, out);
}

/* Every square unit u's fire at range could hit were an enemy unit there: the
 * empty squares and enemy units its paths reach. out holds MO_FIRE_REACH_MAX. */
guint
mo_fire_reach (const MoDef *def, const MoState *st, guint u, int range, gint16 *out)
{
  guint8     dist[MO_FIRE_REACH_MAX];
  guint      n = 0;
  int        at = st->cell[u];
  MoOccupied occ;

  if (at < 0 || range <= 0)
    return 0;
  mo_occupied (def, st, &occ);
  explore (def, st, &occ, 1 - def->units[u].player, TRUE, at, 0, MIN (range, 6), out, dist, &n);
  return n;
}

static void
add_fire (StActionList *out, MoActKind kind, guint card, guint u, int from, const gint16 *targets, guint n)
{
  for (guint i = 0; i < n; i++)
    st_action_list_add (out, mo_action (kind, card, u, from, targets[i], 0));
}

void
mo_fire_declare_actions (const MoDef *def, const MoState *st, StActionList *out)
{
  int        p = st->active;
  guint8     faces[MO_MAX_HAND];
  gint16     targets[64];
  guint      n = mo_hand_faces (def, st, p, MO_CARD_UNIT, faces), u;
  MoOccupied occ;

  mo_occupied (def, st, &occ);

  for (guint i = 0; i < n; i++)
    {
      const MoCardDef *cd = &def->cards[faces[i]];

      u = cd->unit;
      if (u == MO_NONE || st->cell[u] < 0)
        continue;
      if (mo_dice_set (cd->volley))
        add_fire (out, MO_ACT_VOLLEY, faces[i], u, st->cell[u], targets,
                  fire_targets (def, st, &occ, u, 1, FALSE, targets));
      if (mo_dice_set (cd->bombard))
        add_fire (out, MO_ACT_BOMBARD, faces[i], u, st->cell[u], targets,
                  fire_targets (def, st, &occ, u, cd->range, FALSE, targets));
    }
  n = mo_hand_faces (def, st, p, MO_CARD_ROCKETS, faces);
  for (guint i = 0; i < n; i++)
    MO_FOREACH (def->side_mask[p] & ~st->eliminated, u)
  if (st->cell[u] >= 0)
    add_fire (out, MO_ACT_ROCKETS, faces[i], u, st->cell[u], targets,
              fire_targets (def, st, &occ, u, 2, TRUE, targets));
  n = mo_hand_faces (def, st, p, MO_CARD_LEADER, faces);
  for (guint i = 0; i < n; i++)
    if (mo_dice_set (def->cards[faces[i]].grand_battery))
      MO_FOREACH (def->side_mask[p] & ~st->eliminated, u)
  if (st->cell[u] >= 0)
    add_fire (out, MO_ACT_GRAND_BATTERY, faces[i], u, st->cell[u], targets,
              fire_targets (def, st, &occ, u, 2, FALSE, targets));
  n = mo_hand_faces (def, st, p, MO_CARD_DEATH_WITH_HONOUR, faces);
  for (guint i = 0; i < n; i++)
    MO_FOREACH (def->side_mask[p] & ~st->eliminated, u)
  if (st->cell[u] >= 0)
    st_action_list_add (out, mo_action (MO_ACT_DEATH_WITH_HONOUR, faces[i], u, st->cell[u], -1, 0));
}

static MoDice
fire_dice (const MoDef *def, MoActKind kind, guint card)
{
  const MoCardDef *cd = &def->cards[card];

  return kind == MO_ACT_VOLLEY ? cd->volley : kind == MO_ACT_BOMBARD ? cd->bombard : cd->grand_battery;
}

void
mo_fire_apply (const MoDef *def, MoState *st, StAction action)
{
  MoCombat *cb = &st->combat;
  MoActKind kind = MO_KIND (action);
  guint     card = MO_CARD (action), u = MO_UNIT (action);

  mo_play_card (def, st, card);
  mo_combat_reset (st);
  cb->kind = (guint8) kind;
  cb->attacker = (guint8) u;
  cb->init_card = (guint8) card;
  if (kind == MO_ACT_DEATH_WITH_HONOUR)
    {
      int at = st->cell[u];

      /* 9.2: the unit is removed; adjacent enemies are flipped, reduced ones
       * eliminated. */
      mo_eliminate (def, st, u);
      for (int d = 0; d < 4; d++)
        {
          int next = def->grid.neighbours[at][d];
          int e = next >= 0 ? mo_unit_at (def, st, next) : -1;

          if (e >= 0 && def->units[e].player != def->units[u].player)
            mo_hit (def, st, e);
        }
      st->res = (MoResolution){ .kind = (guint8) kind, .unit = (guint8) u, .card = (guint8) card };
      mo_finish_combat (def, st);
      return;
    }
  cb->def_cell = (gint16) MO_TO (action);
  cb->defender = (guint8) mo_unit_at (def, st, cb->def_cell);
  if (kind == MO_ACT_ROCKETS)
    {
      int       die = st_rng_roll (&st->header.rng, 1, 10);
      MoOutcome outcome = die <= 4 ? MO_OUT_ROCKET_MISS : MO_OUT_RETREAT;

      st->res = (MoResolution){
        .kind = (guint8) kind, .die = (guint8) die, .unit = cb->defender, .card = (guint8) card
      };
      if (die >= 9)
        {
          /* 9-10: a loss, then the retreat if the unit is still there. */
          outcome = MO_OUT_ROCKET_HIT;
          if (mo_hit (def, st, cb->defender))
            {
              cb->eliminated_defender = TRUE;
              outcome = MO_OUT_ROCKET_ELIMINATED;
            }
        }
      st->res.outcome = (guint8) outcome;
      if (outcome == MO_OUT_RETREAT || outcome == MO_OUT_ROCKET_HIT)
        mo_start_retreat (def, st, cb->defender);
      else
        mo_finish_combat (def, st);
      return;
    }
  {
    int roll = mo_roll (&st->header.rng, fire_dice (def, kind, card));
    int attack = roll + mo_terrain (def, st, st->cell[u])->attack;
    int defense = mo_defense_total_fixed (def, st);

    st->res = (MoResolution){ .kind = (guint8) kind,
                              .attack_roll = (gint16) roll,
                              .attack_total = (gint16) attack,
                              .defense_total = (gint16) defense,
                              .unit = cb->defender,
                              .card = (guint8) card };
    st->res.outcome = attack > defense ? MO_OUT_FIRE_HIT : MO_OUT_FIRE_MISS;
    mo_outcome_apply (def, st, (MoOutcome) st->res.outcome);
  }
}
