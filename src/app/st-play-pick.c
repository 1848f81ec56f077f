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

static gboolean
is_card_set (const StPlayPick *pick, guint i)
{
  return (info_at (pick, i)->flags & ST_ACTION_FLAG_CARD_SET) != 0;
}

static gboolean
contains (const GArray *array, int value)
{
  for (guint i = 0; i < array->len; i++)
    if (g_array_index (array, int, i) == value)
      return TRUE;
  return FALSE;
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

  return info->unit < 0 && info->card < 0 && info->to == ST_PLACE_NONE && !is_card_set (pick, i);
}

static void
add_unique (GArray *array, int value)
{
  for (guint i = 0; i < array->len; i++)
    if (g_array_index (array, int, i) == value)
      return;
  g_array_append_val (array, value);
}

static int
unit_place (const StPlayPick *pick, int unit)
{
  StPieceView view;

  st_game_piece_view (pick->game, pick->state, pick->viewer, (guint) unit, &view);
  return view.place;
}

void
st_play_pick_init (StPlayPick *pick)
{
  *pick = (StPlayPick){ 0 };
  st_action_list_init (&pick->legal);
  pick->infos = g_array_new (FALSE, FALSE, sizeof (StActionInfo));
  pick->pending = g_array_new (FALSE, FALSE, sizeof (guint));
  pick->set_cards = g_array_new (FALSE, FALSE, sizeof (int));
  pick->marked = g_array_new (FALSE, FALSE, sizeof (int));
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
  g_clear_pointer (&pick->set_cards, g_array_unref);
  g_clear_pointer (&pick->marked, g_array_unref);
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

      if (is_pass (pick, i) || is_card_set (pick, i))
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
  g_array_set_size (pick->set_cards, 0);
  g_array_set_size (pick->marked, 0);
  pick->card_sets = FALSE;
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
      if (info->flags & ST_ACTION_FLAG_CARD_SET)
        {
          g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (int));

          pick->card_sets = TRUE;
          st_game_action_cards (game, state, pick->legal.actions[i], cards);
          for (guint c = 0; c < cards->len; c++)
            add_unique (pick->set_cards, g_array_index (cards, int, c));
        }
    }
  auto_pick (pick);
}

/* Whether the cards of action i are the marked ones. Copies of a card are
 * alike: marking either is marking the card. */
static gboolean
spends_marked (const StPlayPick *pick, guint i)
{
  g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree gboolean *used = NULL;

  st_game_action_cards (pick->game, pick->state, pick->legal.actions[i], cards);
  if (cards->len != pick->marked->len)
    return FALSE;
  used = g_new0 (gboolean, cards->len);
  for (guint m = 0; m < pick->marked->len; m++)
    {
      const StCard *marked = st_game_card (pick->game, (guint) g_array_index (pick->marked, int, m));
      gboolean      found = FALSE;

      for (guint c = 0; c < cards->len && !found; c++)
        if (!used[c] && st_game_card (pick->game, (guint) g_array_index (cards, int, c)) == marked)
          used[c] = found = TRUE;
      if (!found)
        return FALSE;
    }
  return TRUE;
}

gboolean
st_play_pick_get_pass (const StPlayPick *pick, StAction *action)
{
  if (pick->card_sets)
    {
      for (guint i = 0; i < pick->legal.len; i++)
        if (is_card_set (pick, i) && spends_marked (pick, i))
          {
            *action = pick->legal.actions[i];
            return TRUE;
          }
      return FALSE;
    }
  if (pick->pass < 0)
    return FALSE;
  *action = pick->legal.actions[pick->pass];
  return TRUE;
}

gboolean
st_play_pick_card_marked (const StPlayPick *pick, int card)
{
  return contains (pick->marked, card);
}

void
st_play_pick_targets (const StPlayPick *pick, GArray *places)
{
  gboolean picked = pick->unit >= 0 || pick->card >= 0;

  g_array_set_size (places, 0);
  for (guint i = 0; i < pick->legal.len; i++)
    {
      const StActionInfo *info = info_at (pick, i);

      if (is_pass (pick, i) || is_card_set (pick, i))
        continue;
      /* A card played for a unit without a place goes to the unit. */
      if (info->to == ST_PLACE_NONE && pick->card >= 0 && info->unit >= 0 && matches (pick, i))
        add_unique (places, unit_place (pick, info->unit));
      if (info->to == ST_PLACE_NONE)
        continue;
      if (picked ? matches (pick, i) : (info->unit < 0 && info->card < 0))
        add_unique (places, info->to);
    }
}

const char *
st_play_pick_target_cost (const StPlayPick *pick, int place)
{
  const char *cost = NULL;

  if (pick->unit < 0 && pick->card < 0)
    return NULL;
  for (guint i = 0; i < pick->legal.len; i++)
    {
      const StActionInfo *info = info_at (pick, i);

      if (is_pass (pick, i) || info->to != place || !matches (pick, i))
        continue;
      if (!(info->flags & ST_ACTION_FLAG_COSTS_UNIT))
        return NULL;
      cost = info->cost;
    }
  return cost;
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

      if (is_pass (pick, i) || is_card_set (pick, i))
        continue;
      /* Everything: the ruleset asks to pick one from a list. Otherwise what
       * the picked unit or card does without a place, the bare actions, and
       * what a card does that a click marks for a set instead. */
      if (everything || is_bare (pick, i)
          || ((pick->unit >= 0 || pick->card >= 0) && matches (pick, i) && info->to == ST_PLACE_NONE)
          || (info->card >= 0 && contains (pick->set_cards, info->card)))
        g_array_append_val (indices, i);
    }
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
  if (card >= 0 && contains (pick->set_cards, card))
    return TRUE;
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

  /* The unit there, for the card picked: a card played for a unit without a
   * place (a defence card, a leader defending it, another attack card). */
  if (pick->card >= 0)
    {
      for (guint i = 0; i < pick->legal.len; i++)
        {
          const StActionInfo *info = info_at (pick, i);

          if (info->card == pick->card && info->unit >= 0 && info->to == ST_PLACE_NONE && !is_pass (pick, i)
              && unit_place (pick, info->unit) == place)
            g_array_append_val (hits, i);
        }
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
  g_autoptr (GArray) for_unit = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean needs_target = FALSE;
  int      unit = pick->unit;

  if (!st_play_pick_card_acts (pick, card))
    return ST_PLAY_PICK_NOTHING;
  g_array_set_size (pick->pending, 0);
  if (pick->card_sets && contains (pick->set_cards, card))
    {
      /* Marks the card for the set, or unmarks it. */
      for (guint i = 0; i < pick->marked->len; i++)
        if (g_array_index (pick->marked, int, i) == card)
          {
            g_array_remove_index (pick->marked, i);
            return ST_PLAY_PICK_CHANGED;
          }
      g_array_append_val (pick->marked, card);
      return ST_PLAY_PICK_CHANGED;
    }
  if (pick->card == card)
    {
      /* Clicking the picked card again plays it when it goes nowhere, or only
       * to the unit picked (the only Guerrilla or defence card of a reaction,
       * picked for the player); otherwise it puts the card back. */
      for (guint i = 0; i < pick->legal.len; i++)
        {
          const StActionInfo *info = info_at (pick, i);

          if (info->card != card || is_pass (pick, i))
            continue;
          g_array_append_val (hits, i);
          needs_target |= info->to != ST_PLACE_NONE || info->unit >= 0;
          if (unit >= 0 && info->unit == unit && info->to == ST_PLACE_NONE)
            g_array_append_val (for_unit, i);
        }
      if (!needs_target && hits->len > 0)
        return offer (pick, hits, action);
      if (for_unit->len > 0)
        return offer (pick, for_unit, action);
      pick->card = -1;
      pick->unit = -1;
      return ST_PLAY_PICK_CHANGED;
    }
  pick->card = card;
  pick->unit = -1;
  for (guint i = 0; i < pick->legal.len; i++)
    if (info_at (pick, i)->card == card)
      {
        const StActionInfo *info = info_at (pick, i);

        needs_target |= info->to != ST_PLACE_NONE || info->unit >= 0;
        g_array_append_val (hits, i);
        if (unit >= 0 && info->unit == unit && info->to == ST_PLACE_NONE)
          g_array_append_val (for_unit, i);
      }
  if (!needs_target)
    return offer (pick, hits, action);
  /* The unit picked before the card is its target: a defence card for the
   * defending unit. */
  if (for_unit->len > 0)
    {
      pick->unit = unit;
      return offer (pick, for_unit, action);
    }
  return ST_PLAY_PICK_CHANGED;
}
