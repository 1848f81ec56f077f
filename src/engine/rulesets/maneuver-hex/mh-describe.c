/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mh-private.h"

/* What an action is, for a user interface (its description) and for people (a
 * sentence in the interface language, with the map's labels and the scenario's
 * names in the content language). Maneuver-hex hides nothing, so the viewer
 * changes no sentence. */

static const char *const kind_ids[MH_N_ACTION_KINDS] = {
  [MH_ACTION_END_PHASE] = "end-phase", [MH_ACTION_DONE] = "done",       [MH_ACTION_PLACE] = "place",
  [MH_ACTION_MOVE] = "move",           [MH_ACTION_ATTACK] = "attack",   [MH_ACTION_WITHDRAW] = "withdraw",
  [MH_ACTION_RETREAT] = "retreat",     [MH_ACTION_ADVANCE] = "advance", [MH_ACTION_REPLACE] = "replace",
  [MH_ACTION_RESTORE] = "restore",     [MH_ACTION_REMOVE] = "remove",
};

/* The attackers of an attack action, as units. */
static guint64
attack_units (const MhDef *def, const MhState *st, StAction action)
{
  guint32 slots = mh_action_mask (action);
  guint64 units = 0;

  for (guint i = 0; i < MH_MAX_SIDE_UNITS; i++)
    if (slots & (1u << i))
      units |= MH_BIT (def->side_units[st->active][i]);
  return units;
}

void
mh_describe_action (const StGame *game, const StState *state, StAction action, StActionInfo *info)
{
  const MhDef   *def = MH_DEF (game);
  const MhState *st = MH_CSTATE (state);
  MhActionKind   kind = mh_action_kind (action);
  guint          u = mh_action_unit (action);

  info->kind = kind < MH_N_ACTION_KINDS ? kind_ids[kind] : "action";
  switch (kind)
    {
      case MH_ACTION_END_PHASE:
        info->flags = ST_ACTION_FLAG_PASS;
        break;
      case MH_ACTION_DONE:
        /* Ending a withdrawal fights the combat. */
        info->flags = ST_ACTION_FLAG_PASS | (st->phase == MH_WITHDRAW ? ST_ACTION_FLAG_CHANCE : 0);
        break;
      case MH_ACTION_PLACE:
        info->unit = (int) u;
        info->to = (int) mh_action_cell (action);
        break;
      case MH_ACTION_MOVE:
      case MH_ACTION_WITHDRAW:
      case MH_ACTION_RETREAT:
      case MH_ACTION_ADVANCE:
        info->unit = (int) u;
        info->from = st->cell[u];
        info->to = (int) mh_action_cell (action);
        /* A withdrawal may leave defenders for a combat to follow. */
        if (kind == MH_ACTION_WITHDRAW)
          info->flags = ST_ACTION_FLAG_CHANCE;
        if ((kind == MH_ACTION_WITHDRAW || kind == MH_ACTION_RETREAT)
            && mh_retreat_eliminates (def, st, u, info->to))
          {
            info->flags |= ST_ACTION_FLAG_COSTS_UNIT;
            info->cost = _ ("eliminated: the hex is in an enemy zone of control");
          }
        break;
      case MH_ACTION_ATTACK:
        {
          int hexes[6];

          mh_attack_hexes (def, action, hexes);
          info->unit = (int) __builtin_ctzll (attack_units (def, st, action));
          info->from = (int) mh_action_cell (action);
          info->to = hexes[0];
          info->flags = ST_ACTION_FLAG_CHANCE;
          break;
        }
      case MH_ACTION_REPLACE:
        /* A replacement comes in at the capital (rule [10]). */
        info->unit = (int) u;
        info->to = st->cell[def->capital[def->units[u].player]];
        break;
      case MH_ACTION_RESTORE:
      case MH_ACTION_REMOVE:
        info->unit = (int) u;
        info->from = st->cell[u];
        break;
      case MH_N_ACTION_KINDS:
      default:
        break;
    }
}

const char *
mh_side_name (const StGame *game, int player, const char *lang)
{
  const StSide *side = st_scenario_find_side (game->scenario, game->sides[player]);

  if (side != NULL && side->name != NULL && !st_text_is_empty (side->name))
    return st_text_get (side->name, lang);
  return game->sides[player];
}

/* A unit type's name as it reads inside a phrase: "infantry" for "Infantry",
 * while names in capitals ("HQ") stay as they are. */
static char *
type_name_in_phrase (const StGame *game, guint unit, const char *lang)
{
  const MhDef      *def = MH_DEF (game);
  const StUnitType *type = def->type_index[unit] >= 0
                               ? g_ptr_array_index (game->scenario->unit_types, def->type_index[unit])
                               : NULL;
  const char       *name;
  gunichar          first, second;
  const char       *rest;

  if (type == NULL)
    return g_strdup (game->unit_ids[unit]);
  name = type->name != NULL && !st_text_is_empty (type->name) ? st_text_get (type->name, lang) : type->id;
  first = g_utf8_get_char (name);
  rest = g_utf8_next_char (name);
  second = g_utf8_get_char (rest);
  if (!g_unichar_isupper (first) || g_unichar_isupper (second))
    return g_strdup (name);
  {
    char buf[8];
    int  n = g_unichar_to_utf8 (g_unichar_tolower (first), buf);

    return g_strdup_printf ("%.*s%s", n, buf, rest);
  }
}

static const StUnit *
scenario_unit (const StGame *game, guint unit)
{
  return g_ptr_array_index (game->scenario->units, unit);
}

char *
mh_unit_label (const StGame *game, const StState *state, int viewer, guint unit, const char *lang)
{
  const StUnit    *su = scenario_unit (game, unit);
  g_autofree char *type = NULL;

  if (su->name != NULL && !st_text_is_empty (su->name))
    return g_strdup (st_text_get (su->name, lang));
  type = type_name_in_phrase (game, unit, lang);
  /* Translators: a unit without a name of its own: its side's name, its type's
   * name and its number among its side's units of that type ("Blue infantry 1"). */
  return g_strdup_printf (_ ("%1$s %2$s %3$u"), mh_side_name (game, game->unit_player[unit], lang), type,
                          (guint) MH_DEF (game)->number[unit]);
}

char *
mh_unit_short_label (const StGame *game, guint unit, const char *lang)
{
  const StUnit    *su = scenario_unit (game, unit);
  g_autofree char *type = NULL;

  if (su->name != NULL && !st_text_is_empty (su->name))
    return g_strdup (st_text_get (su->name, lang));
  type = type_name_in_phrase (game, unit, lang);
  /* Translators: a unit named without its side: its type and number ("infantry 1"). */
  return g_strdup_printf (_ ("%1$s %2$u"), type, (guint) MH_DEF (game)->number[unit]);
}

/* "a", "a and b", "a, b and c", as the language joins lists. */
static char *
join_list (GPtrArray *items)
{
  char *text;

  if (items->len == 0)
    return g_strdup ("");
  text = g_strdup (g_ptr_array_index (items, 0));
  for (guint i = 1; i < items->len; i++)
    {
      char *next;

      if (i + 1 == items->len)
        /* Translators: joins the last two items of a list: "infantry 1 and cavalry 2". */
        next = g_strdup_printf (_ ("%1$s and %2$s"), text, (const char *) g_ptr_array_index (items, i));
      else
        /* Translators: joins items of a list but the last: "infantry 1, cavalry 2". */
        next = g_strdup_printf (_ ("%1$s, %2$s"), text, (const char *) g_ptr_array_index (items, i));
      g_free (text);
      text = next;
    }
  return text;
}

/* The attackers, grouped by type: "infantry 1 and 2, artillery 1". */
static char *
attackers_text (const StGame *game, guint64 units, const char *lang)
{
  const MhDef *def = MH_DEF (game);
  g_autoptr (GPtrArray) groups = g_ptr_array_new_with_free_func (g_free);
  guint64 done = 0;
  guint   u, v;

  MH_FOREACH (units, u)
    {
      g_autoptr (GPtrArray) numbers = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *type = NULL, *list = NULL;

      if (done & MH_BIT (u))
        continue;
      if (scenario_unit (game, u)->name != NULL && !st_text_is_empty (scenario_unit (game, u)->name))
        {
          done |= MH_BIT (u);
          g_ptr_array_add (groups, mh_unit_short_label (game, u, lang));
          continue;
        }
      MH_FOREACH (units & ~done, v)
        if (def->type_index[v] == def->type_index[u]
            && (scenario_unit (game, v)->name == NULL || st_text_is_empty (scenario_unit (game, v)->name)))
          {
            done |= MH_BIT (v);
            g_ptr_array_add (numbers, g_strdup_printf ("%u", (guint) def->number[v]));
          }
      type = type_name_in_phrase (game, u, lang);
      list = join_list (numbers);
      /* Translators: a unit type and the numbers of some of its units ("infantry 1 and 2"). */
      g_ptr_array_add (groups, g_strdup_printf (_ ("%1$s %2$s"), type, list));
    }
  return join_list (groups);
}

static char *
hexes_text (const StGame *game, const int *hexes, guint n, const char *lang)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (labels, st_game_place_label (game, hexes[i], lang));
  return join_list (labels);
}

char *
mh_crt_result_label (StCrtResult result)
{
  switch (result)
    {
      case ST_CRT_DE:
        return g_strdup (_ ("defenders eliminated"));
      case ST_CRT_DR:
        return g_strdup (_ ("defenders retreat"));
      case ST_CRT_AR:
        return g_strdup (_ ("attackers retreat"));
      case ST_CRT_AE:
        return g_strdup (_ ("attackers eliminated"));
      case ST_CRT_NE:
      default:
        return g_strdup (_ ("no effect"));
    }
}

/* The combat that after resolved, if it resolved one. */
static const MhCombatRecord *
new_combat (const MhState *st, const MhState *after)
{
  if (after == NULL || !after->last_combat.valid || after->last_combat.serial == st->last_combat.serial)
    return NULL;
  return &after->last_combat;
}

/* What a combat came to: "defenders retreat", or "defenders retreat, no effect
 * in the capital's hex" when rule [11] turned it into no effect. */
static char *
outcome_text (const MhCombatRecord *rec)
{
  g_autofree char *result = mh_crt_result_label (rec->result);

  if (rec->captured)
    /* Translators: a combat result, then what it did to the capital. */
    return g_strdup_printf (_ ("%s, capital captured"), result);
  if (rec->applied != rec->result)
    /* Translators: a combat result that rule [11] turns into no effect. */
    return g_strdup_printf (_ ("%s, no effect in the capital's hex"), result);
  return g_steal_pointer (&result);
}

static char *
attack_sentence (
    const StGame *game, const MhState *st, StAction action, const MhState *after, const char *lang)
{
  const MhDef          *def = MH_DEF (game);
  int                   hexes[6];
  guint                 n = mh_attack_hexes (def, action, hexes);
  g_autofree char      *where = hexes_text (game, hexes, n, lang);
  g_autofree char      *with = attackers_text (game, attack_units (def, st, action), lang);
  const char           *side = mh_side_name (game, st->active, lang);
  const MhCombatRecord *rec = new_combat (st, after);
  g_autofree char      *outcome = NULL;

  if (rec == NULL)
    /* Translators: "Red attacks 0309 with infantry 1 and 2". */
    return g_strdup_printf (_ ("%1$s attacks %2$s with %3$s"), side, where, with);
  outcome = outcome_text (rec);
  /* Translators: "Red attacks 0309 with infantry 1 and 2: 9 against 8, +1, no
   * effect": the attack total, the defence total, their difference, the result. */
  return g_strdup_printf (_ ("%1$s attacks %2$s with %3$s: %4$d against %5$d, %6$+d, %7$s"), side, where,
                          with, rec->attack_strength + rec->attack_die,
                          rec->defense_strength + rec->defense_die, rec->difference, outcome);
}

static char *
done_sentence (const StGame *game, const MhState *st, const MhState *after, const char *lang)
{
  const MhCombatRecord *rec = new_combat (st, after);
  g_autofree char      *outcome = NULL;

  if (st->phase == MH_WITHDRAW)
    {
      const char *defender = mh_side_name (game, 1 - st->active, lang);

      if (rec == NULL)
        return g_strdup_printf (_ ("%s withdraws no more cavalry"), defender);
      outcome = outcome_text (rec);
      /* Translators: the defender's cavalry stays and the combat is fought: the
       * attack total, the defence total, their difference, the result. */
      return g_strdup_printf (_ ("%1$s withdraws no more cavalry; the combat is fought: %2$d against %3$d, "
                                 "%4$+d, %5$s"),
                              defender, rec->attack_strength + rec->attack_die,
                              rec->defense_strength + rec->defense_die, rec->difference, outcome);
    }
  return g_strdup_printf (_ ("%s advances no further"), mh_side_name (game, st->active, lang));
}

char *
mh_action_sentence (const StGame  *game,
                    const StState *state,
                    StAction       action,
                    const StState *after,
                    int            viewer,
                    const char    *lang)
{
  const MhDef     *def = MH_DEF (game);
  const MhState   *st = MH_CSTATE (state);
  MhActionKind     kind = mh_action_kind (action);
  guint            u = mh_action_unit (action);
  g_autofree char *unit = NULL, *from = NULL, *to = NULL;

  if (kind == MH_ACTION_ATTACK)
    return attack_sentence (game, st, action, MH_CSTATE (after), lang);
  if (kind == MH_ACTION_DONE)
    return done_sentence (game, st, MH_CSTATE (after), lang);
  if (kind == MH_ACTION_END_PHASE)
    {
      const char *side = mh_side_name (game, st->active, lang);

      if (st->phase == MH_COMBAT)
        return g_strdup_printf (_ ("%s ends the combat phase"), side);
      return g_strdup_printf (_ ("%s ends the movement phase"), side);
    }
  if (u >= def->n_units)
    return st_game_action_to_text (game, state, action);
  unit = mh_unit_label (game, state, viewer, u, lang);
  from = st_game_place_label (game, st->cell[u], lang);
  to = st_game_place_label (game, (int) mh_action_cell (action), lang);
  switch (kind)
    {
      case MH_ACTION_PLACE:
        return g_strdup_printf (_ ("%1$s is set up in %2$s"), unit, to);
      case MH_ACTION_MOVE:
        return g_strdup_printf (_ ("%1$s moves from %2$s to %3$s"), unit, from, to);
      case MH_ACTION_WITHDRAW:
        return g_strdup_printf (_ ("%1$s withdraws from %2$s to %3$s before the combat"), unit, from, to);
      case MH_ACTION_RETREAT:
        return g_strdup_printf (_ ("%1$s retreats from %2$s to %3$s"), unit, from, to);
      case MH_ACTION_ADVANCE:
        return g_strdup_printf (_ ("%1$s advances from %2$s to %3$s"), unit, from, to);
      case MH_ACTION_REPLACE:
        {
          g_autofree char *capital =
              st_game_place_label (game, st->cell[def->capital[def->units[u].player]], lang);
          return g_strdup_printf (_ ("%1$s returns as a replacement in %2$s"), unit, capital);
        }
      case MH_ACTION_RESTORE:
        return g_strdup_printf (_ ("%1$s in %2$s is restored to full strength"), unit, from);
      case MH_ACTION_REMOVE:
        return g_strdup_printf (_ ("%1$s is removed from %2$s: the hex is over the stacking limit"), unit,
                                from);
      case MH_ACTION_END_PHASE:
      case MH_ACTION_DONE:
      case MH_ACTION_ATTACK:
      case MH_N_ACTION_KINDS:
      default:
        return st_game_action_to_text (game, state, action);
    }
}
