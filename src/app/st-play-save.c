/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include <glib/gi18n.h>

#include "st-play-page-private.h"

/* Save Play-Test and Resume: the game is stored in the document (the seed, the
 * actions, who played each side, the MCTS budget and when), which marks the
 * document modified; the file is written only by Save. Resume says which game
 * it resumes and gives the seats back. */

/* The seats as the file writes them (in the order of StSeat). */
static const char *const seat_ids[] = { "human", "random", "greedy", "mcts" };

static const char *
seat_id (StSeat seat)
{
  return (guint) seat < G_N_ELEMENTS (seat_ids) ? seat_ids[seat] : seat_ids[0];
}

static int
seat_from_id (const char *id)
{
  for (guint i = 0; id != NULL && i < G_N_ELEMENTS (seat_ids); i++)
    if (g_str_equal (id, seat_ids[i]))
      return (int) i;
  return -1;
}

static void
save_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);
  g_autoptr (StScenario) edited = st_history_begin (self->history);
  g_autoptr (GDateTime) now = g_date_time_new_now_utc ();
  GtkWidget *overlay;
  AdwToast  *toast;

  st_playtest_free (edited->playtest);
  edited->playtest = st_play_session_to_playtest (self->session);
  for (int p = 0; p < 2; p++)
    edited->playtest->seats[p] = g_strdup (seat_id (self->seat_kinds[p]));
  if (self->seat_kinds[0] == ST_SEAT_MCTS || self->seat_kinds[1] == ST_SEAT_MCTS)
    edited->playtest->iterations = (guint) gtk_spin_button_get_value_as_int (self->iterations_spin);
  edited->playtest->saved = g_date_time_format (now, "%Y-%m-%dT%H:%M:%SZ");
  st_history_commit_step (self->history, edited, "playtest.save", _ ("Save Play-Test"), NULL);

  /* The game is in the document now, not yet in the file: say so, and offer
   * the Save that writes it. */
  overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  if (overlay != NULL)
    {
      toast = adw_toast_new (_ ("Play-test stored in the scenario, not yet saved to the file"));
      adw_toast_set_button_label (toast, _ ("_Save File"));
      adw_toast_set_action_name (toast, "win.save");
      adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
    }
}

void
st_play_save_restore_seats (StPlayPage *self, const StPlaytest *playtest)
{
  for (int p = 0; p < 2; p++)
    {
      int seat = seat_from_id (playtest->seats[p]);

      if (seat >= 0)
        adw_combo_row_set_selected (p == 0 ? self->first_row : self->second_row, (guint) seat);
    }
  if (playtest->iterations > 0)
    gtk_spin_button_set_value (self->iterations_spin, playtest->iterations);
}

/* "Turn 4, 12 actions, saved on 4 December 2026 at 21:30": which game Resume
 * resumes. NULL when the play-test does not replay. */
char *
st_play_save_describe (StPlayPage *self, const StPlaytest *playtest)
{
  g_autoptr (StPlaySession) session = NULL;
  g_autoptr (GDateTime) saved = NULL;
  g_autofree char *when = NULL;
  const StState   *end;
  guint            n = playtest->actions->len;

  session = st_play_session_new_from_playtest (self->game, playtest, NULL, NULL);
  if (session == NULL)
    return NULL;
  end = st_play_session_get_end_state (session);
  if (playtest->saved != NULL && (saved = g_date_time_new_from_iso8601 (playtest->saved, NULL)) != NULL)
    {
      g_autoptr (GDateTime) local = g_date_time_to_local (saved);

      /* Translators: when a play-test was saved, as in strftime ("4 December 2026, 21:30"). */
      when = g_date_time_format (local, _ ("%-d %B %Y, %H:%M"));
    }
  if (st_game_is_terminal (self->game, end))
    {
      g_autofree char *result = st_play_log_result_title (self, end);

      if (when != NULL)
        /* Translators: the result of a finished saved game, and when it was saved. */
        return g_strdup_printf (_ ("The saved game is over: %1$s. Saved %2$s."), result, when);
      return g_strdup_printf (_ ("The saved game is over: %s."), result);
    }
  if (when != NULL)
    /* Translators: a saved play-test: its turn, the actions played, when it was saved. */
    return g_strdup_printf (ngettext ("The saved game stands at turn %1$d after %2$u action. Saved %3$s.",
                                      "The saved game stands at turn %1$d after %2$u actions. Saved %3$s.",
                                      n),
                            st_game_turn (self->game, end), n, when);
  /* Translators: a saved play-test: its turn and the actions played. */
  return g_strdup_printf (ngettext ("The saved game stands at turn %1$d after %2$u action.",
                                    "The saved game stands at turn %1$d after %2$u actions.", n),
                          st_game_turn (self->game, end), n);
}

/* The Resume button and what it resumes, for the scenario opened. */
void
st_play_save_update_resume (StPlayPage *self)
{
  g_autofree char *text = NULL;

  if (self->game != NULL && self->scenario->playtest != NULL)
    text = st_play_save_describe (self, self->scenario->playtest);
  gtk_widget_set_visible (self->resume_button, self->game != NULL && self->scenario->playtest != NULL);
  gtk_label_set_text (self->resume_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->resume_label), text != NULL);
}

void
st_play_save_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "play.save", NULL, save_action);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, resume_label);
}
