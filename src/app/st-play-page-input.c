/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include <glib/gi18n.h>

#include "st-page.h"
#include "st-play-a11y.h"
#include "st-play-page-private.h"

/* What the person at the screen presses in play mode (a place, a cell, a card)
 * and what the page answers about the pick in progress: the picked unit and
 * card, the target places, the choices listed, the prompt and the status. */

/* Why a click on place meant nothing, in words: the piece there cannot act,
 * or the place is no target of what is picked. */
static char *
why_not (StPlayPage *self, int place)
{
  const StState   *state = st_play_page_state (self);
  int              viewer = st_play_page_viewer (self);
  const char      *lang = st_play_page_lang (self);
  int              unit = place != ST_PLACE_NONE ? st_game_unit_at (self->game, state, viewer, place) : -1;
  g_autofree char *where = st_game_place_label (self->game, place, lang);
  g_autofree char *what =
      unit >= 0 ? st_game_unit_label (self->game, state, viewer, (guint) unit, lang) : NULL;
  g_autofree char *picked = NULL;

  if (self->pick.unit >= 0)
    picked = st_game_unit_label (self->game, state, viewer, (guint) self->pick.unit, lang);
  else if (self->pick.card >= 0)
    picked = g_strdup (st_page_text (st_game_card (self->game, (guint) self->pick.card)->name,
                                     st_game_card (self->game, (guint) self->pick.card)->id));
  if (where == NULL)
    return g_strdup (_ ("That is not a place of the board."));
  if (picked != NULL)
    /* Translators: a place clicked that the unit or card picked cannot go to. */
    return g_strdup_printf (_ ("%1$s is not a target of %2$s: click a highlighted place, or press Escape to "
                               "pick again."),
                            where, picked);
  if (unit >= 0 && st_game_unit_player (self->game, (guint) unit) != viewer && viewer != ST_VIEWER_ALL)
    /* Translators: a piece of the other side clicked. */
    return g_strdup_printf (_ ("%1$s in %2$s is not yours: pick one of your own pieces."), what, where);
  if (unit >= 0)
    /* Translators: a piece clicked that no legal action names now. */
    return g_strdup_printf (_ ("%1$s in %2$s has nothing it may do now: pick another piece, or pass."), what,
                            where);
  /* Translators: an empty place clicked while nothing is picked. */
  return g_strdup_printf (_ ("Nothing of yours can act in %s: pick one of your pieces first."), where);
}

/* Plays, lists or shows what a pick decided. */
static gboolean
pick_done (StPlayPage *self, StPlayPickResult result, StAction action)
{
  if (result != ST_PLAY_PICK_NOTHING)
    g_clear_pointer (&self->pick_note, g_free);
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

/* Against the computer, a question out of turn that the human can only
 * decline (a Guerrilla with no Guerrilla card in hand, a defence without
 * defence cards) is declined for him: asking would only make him click. In
 * hot-seat it is still asked, so that the other player cannot tell the hand
 * from the questions. */
gboolean
st_play_page_only_declines (StPlayPage *self, const StState *state, StAction *decline)
{
  int          player = st_game_current_player (self->game, state);
  int          active = st_game_active_player (self->game, state);
  StActionList legal;
  StActionInfo info = { 0 };

  if (player < 0 || active < 0 || player == active || self->seat_kinds[player] != ST_SEAT_HUMAN
      || self->seat_kinds[1 - player] == ST_SEAT_HUMAN)
    return FALSE;
  st_action_list_init (&legal);
  st_game_legal_actions (self->game, state, &legal);
  if (legal.len == 1)
    {
      st_game_describe_action (self->game, state, legal.actions[0], &info);
      if (decline != NULL)
        *decline = legal.actions[0];
    }
  st_action_list_free (&legal);
  return (info.flags & ST_ACTION_FLAG_PASS) != 0;
}

/* Not after an undo, which goes back past such questions (undo_action ()). */
gboolean
st_play_page_forced_reply (StPlayPage *self, StAction *action)
{
  if (!st_play_page_human_to_act (self) || st_play_session_can_redo (self->session))
    return FALSE;
  return st_play_page_only_declines (self, st_play_page_state (self), action);
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
  if (result == ST_PLAY_PICK_NOTHING)
    {
      /* Say why instead of dropping the click without a word. */
      g_free (self->pick_note);
      self->pick_note = why_not (self, place);
      {
        StPrompt prompt;

        st_play_page_prompt (self, &prompt);
        st_play_log_update_labels (self, &prompt);
        st_prompt_clear (&prompt);
      }
      st_play_a11y_update (self);
      return FALSE;
    }
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

StBoardView *
st_play_page_get_view (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  return self->view;
}

const int *
st_play_page_get_costly_targets (StPlayPage *self, guint *n_places)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  *n_places = self->costly->len;
  return (const int *) self->costly->data;
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
st_play_page_get_pick_note (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  return self->pick_note;
}

const char *
st_play_page_get_prompt (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  return gtk_inscription_get_text (self->prompt_label);
}

GtkWidget *
st_play_page_get_pass_button (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  return GTK_WIDGET (self->pass_button);
}
