/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "core/st-labels.h"

#include "mh-private.h"

/* What a player is asked (prompts), what a combat resolved to, the standing of
 * the game and the pieces, for the family-neutral interface. */

static gboolean
has_kind (const StGame *game, const StState *state, MhActionKind kind)
{
  StActionList list;
  gboolean     found = FALSE;

  st_action_list_init (&list);
  st_game_legal_actions (game, state, &list);
  for (guint i = 0; i < list.len && !found; i++)
    found = mh_action_kind (list.actions[i]) == kind;
  st_action_list_free (&list);
  return found;
}

void
mh_prompt (const StGame *game, const StState *state, const char *lang, StPrompt *prompt)
{
  const MhDef     *def = MH_DEF (game);
  const MhState   *st = MH_CSTATE (state);
  MhChoice         choice;
  g_autofree char *unit = NULL, *where = NULL;

  mh_choice (game, state, &choice);
  prompt->player = choice.player;
  if (choice.unit >= 0)
    unit = mh_unit_label (game, state, choice.player, (guint) choice.unit, lang);
  if (choice.cell >= 0)
    where = st_game_place_label (game, choice.cell, lang);
  switch (choice.kind)
    {
      case MH_CHOICE_PLACE:
        prompt->kind = ST_PROMPT_PICK_PLACE;
        prompt->text = g_strdup_printf (_ ("Set up %s: pick a hex of your set-up zone"), unit);
        prompt->pass_note = g_strdup (_ ("Every unit must be set up before play begins."));
        break;
      case MH_CHOICE_MOVE:
        prompt->kind = ST_PROMPT_PICK_UNIT;
        if (has_kind (game, state, MH_ACTION_REPLACE) || has_kind (game, state, MH_ACTION_RESTORE))
          prompt->text = g_strdup (
              _ ("Pick a unit to move, take a replacement at your capital, or end the movement phase"));
        else
          prompt->text =
              g_strdup (_ ("Pick a unit to move, then its destination, or end the movement phase"));
        break;
      case MH_CHOICE_ATTACK:
        {
          guint n = st_popcount64 (mh_required_defenders (def, st));

          prompt->kind = ST_PROMPT_PICK_UNIT;
          prompt->text = g_strdup (_ ("Pick a unit to attack with, then the enemy hex to attack"));
          if (n > 0)
            prompt->pass_note = g_strdup_printf (
                g_dngettext (GETTEXT_PACKAGE,
                             "Combat is compulsory: %u enemy unit in the zone of control of your units must "
                             "still be attacked.",
                             "Combat is compulsory: %u enemy units in the zone of control of your units must "
                             "still be attacked.",
                             n),
                n);
          break;
        }
      case MH_CHOICE_WITHDRAW:
        prompt->kind = ST_PROMPT_PICK_UNIT;
        prompt->text = g_strdup_printf (
            _ ("Your cavalry in %s may withdraw one hex before the combat: pick a unit and a hex, or stay"),
            where);
        break;
      case MH_CHOICE_RETREAT:
        prompt->kind = ST_PROMPT_PICK_PLACE;
        prompt->text = g_strdup_printf (_ ("%s must retreat one hex: pick the hex"), unit);
        prompt->pass_note = g_strdup (_ ("A retreat is not optional."));
        break;
      case MH_CHOICE_ADVANCE:
        prompt->kind = ST_PROMPT_PICK_UNIT;
        prompt->text = g_strdup (
            _ ("Units of the attack may advance into the vacated hex: pick a unit and the hex, or stop"));
        break;
      case MH_CHOICE_REMOVE:
        prompt->kind = ST_PROMPT_PICK_UNIT;
        prompt->text = g_strdup (_ ("A hex is over the stacking limit: pick the unit to remove"));
        prompt->pass_note = g_strdup (_ ("Units over the stacking limit must be removed."));
        break;
      case MH_CHOICE_NONE:
      default:
        prompt->kind = ST_PROMPT_NONE;
        break;
    }
  /* The pass button is named after the pass action legal now. */
  if (has_kind (game, state, MH_ACTION_END_PHASE))
    prompt->pass_label = g_strdup (_ ("End Phase"));
  else if (has_kind (game, state, MH_ACTION_DONE))
    prompt->pass_label = g_strdup (_ ("Done"));
}

static void
add_row (GPtrArray *rows, const char *label, char *value)
{
  g_ptr_array_add (rows, st_row_new (label, value));
  g_free (value);
}

/* The CRT row the difference was read from, as the table prints it. */
static char *
table_line (const StGame *game, int difference)
{
  const GArray *crt = game->scenario->crt;

  for (guint i = 0; crt != NULL && i < crt->len; i++)
    {
      const StCrtRow *row = &g_array_index (crt, StCrtRow, i);

      if ((row->has_min && difference < row->min) || (row->has_max && difference > row->max))
        continue;
      return st_crt_row_range_label (row);
    }
  return g_strdup_printf ("%+d", difference);
}

GPtrArray *
mh_resolution (const StGame *game, const StState *state, int viewer, const char *lang)
{
  const MhState        *st = MH_CSTATE (state);
  const MhCombatRecord *rec = &st->last_combat;
  GPtrArray            *rows;

  if (!st->resolved || !rec->valid)
    return NULL;
  rows = g_ptr_array_new_with_free_func ((GDestroyNotify) st_row_free);
  add_row (rows, _ ("Attack strength"), g_strdup_printf ("%d", rec->attack_strength));
  add_row (rows, _ ("Attack die"), g_strdup_printf ("%d", rec->attack_die));
  add_row (rows, _ ("Defence strength"), g_strdup_printf ("%d", rec->defense_strength));
  add_row (rows, _ ("Defence die"), g_strdup_printf ("%d", rec->defense_die));
  add_row (rows, _ ("Difference"),
           /* Translators: attack total minus defence total: "9 − 8 = +1". */
           g_strdup_printf (_ ("%d − %d = %+d"), rec->attack_strength + rec->attack_die,
                            rec->defense_strength + rec->defense_die, rec->difference));
  add_row (rows, _ ("Table line"), table_line (game, rec->difference));
  add_row (rows, _ ("Result"), mh_crt_result_label (rec->result));
  if (rec->applied != rec->result)
    add_row (rows, _ ("Capital rule"),
             g_strdup (_ ("No effect for the capital and the units in its hex (rule [11])")));
  if (rec->captured)
    add_row (rows, _ ("Capital"), g_strdup (_ ("Captured (rule [11])")));
  return rows;
}

GPtrArray *
mh_status (const StGame *game, const StState *state, int viewer, const char *lang)
{
  const MhDef   *def = MH_DEF (game);
  const MhState *st = MH_CSTATE (state);
  GPtrArray     *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) st_row_free);
  MhMaps         maps;

  mh_build_maps (def, st, &maps);
  /* Translators: the turn and the last turn, "3 of 10". */
  add_row (rows, _ ("Turn"), g_strdup_printf (_ ("%d of %d"), st->turn, def->turn_limit));
  for (int p = 0; p < 2; p++)
    {
      const char      *side = mh_side_name (game, p, lang);
      int              n = mh_count_combat_units (def, st, p);
      g_autofree char *label = NULL;
      const char      *held;

      /* Translators: a status row, "Blue units on the map". */
      label = g_strdup_printf (_ ("%s units on the map"), side);
      add_row (rows, label, g_strdup_printf ("%d", n));
      g_free (label);
      /* Translators: a status row, "Blue capital": held, besieged or captured. */
      label = g_strdup_printf (_ ("%s capital"), side);
      if (st->captured & MH_BIT (def->capital[p]))
        held = _ ("captured");
      else if (mh_besieged (def, st, &maps, p))
        held = _ ("besieged");
      else
        held = _ ("held");
      add_row (rows, label, g_strdup (held));
    }
  return rows;
}

void
mh_piece_view (const StGame *game, const StState *state, int viewer, guint unit, StPieceView *view)
{
  const MhDef   *def = MH_DEF (game);
  const MhState *st = MH_CSTATE (state);

  view->player = def->units[unit].player;
  view->place = st->cell[unit];
  view->type = def->type_index[unit];
  view->reduced = (st->reduced & MH_BIT (unit)) != 0;
  view->eliminated = (st->dead & MH_BIT (unit)) != 0;
  view->hidden = FALSE;
  view->captured = (st->captured & MH_BIT (unit)) != 0;
}

/* The figures that decided a finished game (st_game_end_detail ()). */
char *
mh_end_detail (const StGame *game, const StState *state, const char *lang)
{
  const MhDef   *def = MH_DEF (game);
  const MhState *st = MH_CSTATE (state);
  int            w = st->winner, l = 1 - st->winner;

  if (st->phase != MH_OVER || st->winner > 1 || st->end_reason != MH_END_CAPITAL_CAPTURED)
    return NULL;
  /* Translators: the winner, the loser whose capital it holds, then the combat
   * units each has on the map (rule [12] asks for two more). */
  return g_strdup_printf (_ ("%1$s held the capital of %2$s with %3$d combat units on the map against %4$d"),
                          mh_side_name (game, w, lang), mh_side_name (game, l, lang),
                          mh_count_combat_units (def, st, w), mh_count_combat_units (def, st, l));
}
