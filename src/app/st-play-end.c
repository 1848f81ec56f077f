/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include <glib/gi18n.h>

#include "st-play-page-private.h"

/* The end of a game and leaving one: the banner that says who won, why and
 * on which turn with what to do next (replay, new game, back to the editor),
 * and New Game, which asks before it throws away a game in progress. */

void
st_play_end_update (StPlayPage *self)
{
  const StState *end = self->session != NULL ? st_play_session_get_end_state (self->session) : NULL;
  gboolean       over = end != NULL && st_game_is_terminal (self->game, end);

  /* While the game is looked back at, the prompt says so and the banner waits. */
  if (over && st_play_session_at_end (self->session))
    {
      g_autofree char *title = st_play_log_result_title (self, end);
      g_autofree char *reason = st_play_log_result_reason (self, end);

      gtk_label_set_text (self->end_title, title);
      gtk_label_set_text (self->end_reason, reason);
      gtk_revealer_set_reveal_child (self->end_revealer, TRUE);
    }
  else
    gtk_revealer_set_reveal_child (self->end_revealer, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.replay",
                                 over && st_play_session_get_position (self->session) > 0);
  /* Nothing is left to pass in a finished game. */
  gtk_widget_set_visible (GTK_WIDGET (self->pass_button), !over);
}

gboolean
st_play_end_in_progress (StPlayPage *self)
{
  return self->session != NULL && st_play_session_get_n_actions (self->session) > 0
         && !st_game_is_terminal (self->game, st_play_session_get_end_state (self->session));
}

gboolean
st_play_page_has_unstored_game (StPlayPage *self)
{
  const StPlaytest *stored;

  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), FALSE);

  if (self->session == NULL || st_play_session_get_n_actions (self->session) == 0 || self->history == NULL)
    return FALSE;
  stored = st_history_get_scenario (self->history)->playtest;
  if (stored == NULL || stored->actions->len != st_play_session_get_n_actions (self->session)
      || stored->seed != st_play_session_get_seed (self->session))
    return TRUE;
  for (guint i = 0; i < stored->actions->len; i++)
    if (g_strcmp0 (g_ptr_array_index (stored->actions, i), st_play_session_get_action_text (self->session, i))
        != 0)
      return TRUE;
  return FALSE;
}

static void
replay_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);

  if (self->session != NULL)
    st_play_session_set_position (self->session, 0);
}

static void
new_game_response_cb (AdwMessageDialog *dialog, const char *response, StPlayPage *self)
{
  if (g_strcmp0 (response, "discard") == 0)
    st_play_page_leave_game (self);
}

static void
new_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage       *self = ST_PLAY_PAGE (widget);
  GtkRoot          *root = gtk_widget_get_root (widget);
  const StState    *end;
  guint             n;
  g_autofree char  *body = NULL;
  AdwMessageDialog *dialog;

  if (!st_play_end_in_progress (self))
    {
      st_play_page_leave_game (self);
      return;
    }
  end = st_play_session_get_end_state (self->session);
  n = st_play_session_get_n_actions (self->session);
  /* Translators: the turn of the game in progress and the actions played in it. */
  body =
      g_strdup_printf (ngettext ("The game on turn %d, %u action played, is lost unless you keep it first "
                                 "with Save Play-Test.",
                                 "The game on turn %d, %u actions played, is lost unless you keep it first "
                                 "with Save Play-Test.",
                                 n),
                       st_game_turn (self->game, end), n);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                       _ ("Throw Away This Game?"), body));
  adw_message_dialog_add_responses (dialog, "cancel", _ ("_Keep Playing"), "discard", _ ("_New Game"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (new_game_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
st_play_end_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "play.replay", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "play.new-game", NULL, new_game_action);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, end_revealer);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, end_title);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, end_reason);
}
