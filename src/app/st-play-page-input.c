/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include "st-play-page-private.h"

/* What the person at the screen presses in play mode (a place, a cell, a card)
 * and what the page answers about the pick in progress: the picked unit and
 * card, the target places, the choices listed, the prompt and the status. */

/* Plays, lists or shows what a pick decided. */
static gboolean
pick_done (StPlayPage *self, StPlayPickResult result, StAction action)
{
  switch (result)
    {
      case ST_PLAY_PICK_APPLY:
        st_play_page_apply (self, action);
        return TRUE;
      case ST_PLAY_PICK_CHANGED:
      case ST_PLAY_PICK_CHOOSE:
        st_play_page_refresh (self);
        return TRUE;
      case ST_PLAY_PICK_NOTHING:
      default:
        return FALSE;
    }
}

gboolean
st_play_page_press_place (StPlayPage *self, int place)
{
  StAction         action = 0;
  StPlayPickResult result;

  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), FALSE);

  if (!st_play_page_human_to_act (self))
    return FALSE;
  result = st_play_pick_place (&self->pick, place, &action);
  return pick_done (self, result, action);
}

gboolean
st_play_page_press_cell (StPlayPage *self, StCell cell)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  return st_play_page_press_place (self, st_game_place_at_cell (self->game, cell.x, cell.y));
}

gboolean
st_play_page_press_card (StPlayPage *self, int card)
{
  StAction         action = 0;
  StPlayPickResult result;

  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), FALSE);

  if (!st_play_page_human_to_act (self))
    return FALSE;
  result = st_play_pick_card (&self->pick, card, &action);
  return pick_done (self, result, action);
}

gboolean
st_play_page_drop_card (StPlayPage *self, int card, int place)
{
  StAction         action = 0;
  StPlayPickResult result;

  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), FALSE);

  /* Dropping marks nothing: a set of cards is marked by clicks. */
  if (!st_play_page_human_to_act (self) || self->pick.card_sets)
    return FALSE;
  if (self->pick.card != card)
    {
      result = st_play_pick_card (&self->pick, card, &action);
      if (result != ST_PLAY_PICK_CHANGED || place == ST_PLACE_NONE)
        return pick_done (self, result, action);
    }
  if (place == ST_PLACE_NONE)
    return FALSE;
  result = st_play_pick_place (&self->pick, place, &action);
  if (result == ST_PLAY_PICK_NOTHING)
    {
      /* Dropped where the card goes nowhere: the card stays picked. */
      st_play_page_refresh (self);
      return FALSE;
    }
  return pick_done (self, result, action);
}

gboolean
st_play_page_get_card_marked (StPlayPage *self, int card)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), FALSE);

  return st_play_pick_card_marked (&self->pick, card);
}

GtkWidget *
st_play_page_get_hand (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  return GTK_WIDGET (self->hand);
}

int
st_play_page_get_picked_unit (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), -1);

  return self->pick.unit;
}

int
st_play_page_get_picked_card (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), -1);

  return self->pick.card;
}

const int *
st_play_page_get_targets (StPlayPage *self, guint *n_places)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  *n_places = self->targets->len;
  return (const int *) self->targets->data;
}

GStrv
st_play_page_dup_choices (StPlayPage *self)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  for (guint i = 0; i < self->choices->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (self->choices, i));
  return g_strv_builder_end (builder);
}

const char *
st_play_page_get_status (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  return gtk_label_get_text (self->status_label);
}

const char *
st_play_page_get_prompt (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  return gtk_label_get_text (self->prompt_label);
}

GtkWidget *
st_play_page_get_pass_button (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  return GTK_WIDGET (self->pass_button);
}
