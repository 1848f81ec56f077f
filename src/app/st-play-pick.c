/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include "st-play-pick.h"

static const StActionInfo *
info_at (const StPlayPick *pick, guint i)
{
  return &g_array_index (pick->infos, StActionInfo, i);
}

static gboolean
is_pass (const StPlayPick *pick, guint i)
{
  return (info_at (pick, i)->flags & ST_ACTION_FLAG_PASS) != 0;
}

/* Whether action i agrees with what is picked. */
static gboolean
matches (const StPlayPick *pick, guint i)
{
  const StActionInfo *info = info_at (pick, i);

  return (pick->unit < 0 || info->unit == pick->unit) && (pick->card < 0 || info->card == pick->card);
}

/* Whether action i names nothing a click on the board or a card can give. */
static gboolean
is_bare (const StPlayPick *pick, guint i)
{
  const StActionInfo *info = info_at (pick, i);

  return info->unit < 0 && info->card < 0 && info->to == ST_PLACE_NONE;
}

static void
add_unique (GArray *array, int value)
{
  for (guint i = 0; i < array->len; i++)
    if (g_array_index (array, int, i) == value)
      return;
  g_array_append_val (array, value);
}

void
st_play_pick_init (StPlayPick *pick)
{
  *pick = (StPlayPick){ 0 };
  st_action_list_init (&pick->legal);
  pick->infos = g_array_new (FALSE, FALSE, sizeof (StActionInfo));
  pick->pending = g_array_new (FALSE, FALSE, sizeof (guint));
  pick->unit = -1;
  pick->card = -1;
  pick->pass = -1;
}

void
st_play_pick_clear (StPlayPick *pick)
{
  st_action_list_free (&pick->legal);
  g_clear_pointer (&pick->infos, g_array_unref);
  g_clear_pointer (&pick->pending, g_array_unref);
}

/* Picks the unit or card that every action but passing names, if one does: a
 * retreat, a placement, a reaction with one card. */
static void
auto_pick (StPlayPick *pick)
{
  int      unit = -2, card = -2;
  gboolean any = FALSE;

  for (guint i = 0; i < pick->legal.len; i++)
    {
      const StActionInfo *info = info_at (pick, i);

      if (is_pass (pick, i))
        continue;
      any = TRUE;
      unit = unit == -2 || unit == info->unit ? info->unit : -1;
      card = card == -2 || card == info->card ? info->card : -1;
    }
  if (!any)
    return;
  pick->unit = MAX (unit, -1);
  pick->card = MAX (card, -1);
}

void
st_play_pick_reset (StPlayPick *pick, const StGame *game, const StState *state, int viewer)
{
  pick->game = game;
  pick->state = state;
  pick->viewer = viewer;
  pick->unit = -1;
  pick->card = -1;
  pick->pass = -1;
  st_action_list_clear (&pick->legal);
  g_array_set_size (pick->infos, 0);
  g_array_set_size (pick->pending, 0);
  if (state == NULL || st_game_is_terminal (game, state))
    return;

  st_game_legal_actions (game, state, &pick->legal);
  g_array_set_size (pick->infos, pick->legal.len);
  for (guint i = 0; i < pick->legal.len; i++)
    {
      StActionInfo *info = &g_array_index (pick->infos, StActionInfo, i);

      st_game_describe_action (game, state, pick->legal.actions[i], info);
      if ((info->flags & ST_ACTION_FLAG_PASS) && pick->pass < 0)
        pick->pass = (int) i;
    }
  auto_pick (pick);
}

gboolean
st_play_pick_get_pass (const StPlayPick *pick, StAction *action)
{
  if (pick->pass < 0)
    return FALSE;
  *action = pick->legal.actions[pick->pass];
  return TRUE;
}

void
st_play_pick_targets (const StPlayPick *pick, GArray *places)
{
  gboolean picked = pick->unit >= 0 || pick->card >= 0;

  g_array_set_size (places, 0);
  for (guint i = 0; i < pick->legal.len; i++)
    {
      const StActionInfo *info = info_at (pick, i);

      if (info->to == ST_PLACE_NONE || is_pass (pick, i))
        continue;
      if (picked ? matches (pick, i) : (info->unit < 0 && info->card < 0))
        add_unique (places, info->to);
    }
}

void
st_play_pick_listed (const StPlayPick *pick, gboolean everything, GArray *indices)
{
  g_array_set_size (indices, 0);
  if (pick->pending->len > 0)
    {
      g_array_append_vals (indices, pick->pending->data, pick->pending->len);
      return;
    }
  for (guint i = 0; i < pick->legal.len; i++)
    {
      const StActionInfo *info = info_at (pick, i);

      if (is_pass (pick, i))
        continue;
      /* Everything: the ruleset asks to pick one from a list. Otherwise what
       * the picked unit or card does without a place, and the bare actions. */
      if (everything || is_bare (pick, i)
          || ((pick->unit >= 0 || pick->card >= 0) && matches (pick, i) && info->to == ST_PLACE_NONE))
        g_array_append_val (indices, i);
    }
}

static int
unit_place (const StPlayPick *pick, int unit)
{
  StPieceView view;

  st_game_piece_view (pick->game, pick->state, pick->viewer, (guint) unit, &view);
  return view.place;
}

void
st_play_pick_offboard_units (const StPlayPick *pick, GArray *units)
{
  g_array_set_size (units, 0);
  for (guint i = 0; i < pick->legal.len; i++)
    {
      int unit = info_at (pick, i)->unit;

      if (unit >= 0 && !is_pass (pick, i) && unit_place (pick, unit) == ST_PLACE_NONE)
        add_unique (units, unit);
    }
}

gboolean
st_play_pick_unit_acts (const StPlayPick *pick, int unit)
{
  for (guint i = 0; i < pick->legal.len; i++)
    if (info_at (pick, i)->unit == unit && unit >= 0 && !is_pass (pick, i)
        && (pick->card < 0 || info_at (pick, i)->card == pick->card))
      return TRUE;
  return FALSE;
}

gboolean
st_play_pick_card_acts (const StPlayPick *pick, int card)
{
  for (guint i = 0; i < pick->legal.len; i++)
    if (card >= 0 && info_at (pick, i)->card == card)
      return TRUE;
  return FALSE;
}

/* Plays the one action of indices, or lists them. */
static StPlayPickResult
offer (StPlayPick *pick, GArray *indices, StAction *action)
{
  if (indices->len == 1)
    {
      *action = pick->legal.actions[g_array_index (indices, guint, 0)];
      return ST_PLAY_PICK_APPLY;
    }
  g_array_set_size (pick->pending, 0);
  g_array_append_vals (pick->pending, indices->data, indices->len);
  return ST_PLAY_PICK_CHOOSE;
}

StPlayPickResult
st_play_pick_place (StPlayPick *pick, int place, StAction *action)
{
  g_autoptr (GArray) hits = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) units = g_array_new (FALSE, FALSE, sizeof (int));
  int next = 0;

  if (place == ST_PLACE_NONE || pick->legal.len == 0)
    return ST_PLAY_PICK_NOTHING;
  g_array_set_size (pick->pending, 0);

  /* A target of what is picked. */
  if (pick->unit >= 0 || pick->card >= 0)
    {
      for (guint i = 0; i < pick->legal.len; i++)
        if (matches (pick, i) && info_at (pick, i)->to == place && !is_pass (pick, i))
          g_array_append_val (hits, i);
      if (hits->len > 0)
        return offer (pick, hits, action);
    }

  /* A unit there that can act (with the card picked); clicking a stack again
   * picks its next unit. */
  for (guint i = 0; i < pick->legal.len; i++)
    {
      int unit = info_at (pick, i)->unit;

      if (unit >= 0 && !is_pass (pick, i) && (pick->card < 0 || info_at (pick, i)->card == pick->card)
          && unit_place (pick, unit) == place)
        add_unique (units, unit);
    }
  if (units->len > 0)
    {
      for (guint i = 0; i < units->len; i++)
        if (g_array_index (units, int, i) == pick->unit)
          next = (int) (i + 1) % (int) units->len;
      pick->unit = g_array_index (units, int, (guint) next);
      return ST_PLAY_PICK_CHANGED;
    }

  /* An action that names only the place. */
  for (guint i = 0; i < pick->legal.len; i++)
    {
      const StActionInfo *info = info_at (pick, i);

      if (info->unit < 0 && info->card < 0 && info->to == place && !is_pass (pick, i))
        g_array_append_val (hits, i);
    }
  if (hits->len > 0)
    return offer (pick, hits, action);

  if (pick->unit >= 0)
    {
      pick->unit = -1;
      return ST_PLAY_PICK_CHANGED;
    }
  return ST_PLAY_PICK_NOTHING;
}

StPlayPickResult
st_play_pick_unit (StPlayPick *pick, int unit)
{
  if (!st_play_pick_unit_acts (pick, unit))
    return ST_PLAY_PICK_NOTHING;
  g_array_set_size (pick->pending, 0);
  pick->unit = unit;
  return ST_PLAY_PICK_CHANGED;
}

StPlayPickResult
st_play_pick_card (StPlayPick *pick, int card, StAction *action)
{
  g_autoptr (GArray) hits = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean needs_target = FALSE;

  if (!st_play_pick_card_acts (pick, card))
    return ST_PLAY_PICK_NOTHING;
  g_array_set_size (pick->pending, 0);
  if (pick->card == card)
    {
      /* Clicking the picked card again puts it back. */
      pick->card = -1;
      pick->unit = -1;
      return ST_PLAY_PICK_CHANGED;
    }
  pick->card = card;
  pick->unit = -1;
  for (guint i = 0; i < pick->legal.len; i++)
    if (info_at (pick, i)->card == card)
      {
        needs_target |= info_at (pick, i)->to != ST_PLACE_NONE || info_at (pick, i)->unit >= 0;
        g_array_append_val (hits, i);
      }
  if (!needs_target)
    return offer (pick, hits, action);
  return ST_PLAY_PICK_CHANGED;
}
