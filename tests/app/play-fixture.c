/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "core/st-scenario-io.h"

#include "app-test-util.h"
#include "play-fixture.h"
#include "window-fixture.h"
#include "st-play-page.h"
#include "engine/st-play-session.h"
#include "st-window.h"

/* Play mode driven in-process, shared by the play tests: a window on a copy of a
 * bundled scenario, the page's session and state, playing actions as a user would,
 * screenshots. */

/* Runs the main loop, blocking, until done (data) or the deadline; FALSE on
 * timeout. The AI's moves and the balance runs end in a task's callback on the
 * main loop, so each test of the condition follows the event that could make it
 * true. */
gboolean
wait_for (gboolean (*done) (gpointer), gpointer data, double seconds)
{
  return st_test_wait_until (done, data, seconds);
}

void
fixture_open (Fixture *f, const char *name)
{
  f->window = st_test_open_copy (name, NULL, &f->dir, &f->path);
  f->play = ST_PLAY_PAGE (st_window_get_page (f->window, ST_TYPE_PLAY_PAGE));
  g_assert_nonnull (f->play);
}

void
fixture_close (Fixture *f)
{
  st_test_close_copy (f->window, f->dir, f->path);
}

void
enter_play (Fixture *f, StSeat first, StSeat second, guint64 seed)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.play", NULL));
  st_test_iterate ();
  st_play_page_set_seat (f->play, 0, first);
  st_play_page_set_seat (f->play, 1, second);
  st_play_page_set_seed (f->play, seed);
  st_play_page_set_ai_delay (f->play, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->play), "play.start", NULL));
  st_test_iterate ();
  g_assert_nonnull (st_play_page_get_session (f->play));
}

const StState *
play_state (Fixture *f)
{
  return st_play_session_get_state (st_play_page_get_session (f->play));
}

StGame *
play_game (Fixture *f)
{
  return st_play_session_get_game (st_play_page_get_session (f->play));
}

gboolean
strv_has (GStrv strv, const char *text)
{
  return strv != NULL && g_strv_contains ((const char *const *) strv, text);
}

/* The place a unit is seen at by the player at the screen. */
int
seen_place (Fixture *f, int unit)
{
  StPieceView view;

  st_game_piece_view (play_game (f), play_state (f), st_game_current_player (play_game (f), play_state (f)),
                      (guint) unit, &view);
  return view.place;
}

/* Plays action as a user would: the card, then the unit (clicking its place
 * until it is the one picked), then the target, then the list when several
 * actions share that target; the pass button; the cards of a set (a discard)
 * marked, then the pass button; or the list for what the board cannot show.
 * Fails unless exactly that action was played. */
void
play_through_ui (Fixture *f, StAction action)
{
  StPlaySession   *session = st_play_page_get_session (f->play);
  StGame          *game = play_game (f);
  guint            before = st_play_session_get_n_actions (session);
  g_autofree char *text = st_game_action_to_text (game, play_state (f), action);
  StActionInfo     info;

  st_game_describe_action (game, play_state (f), action, &info);
  if (info.flags & ST_ACTION_FLAG_CARD_SET)
    {
      g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (int));

      st_game_action_cards (game, play_state (f), action, cards);
      for (guint i = 0; i < cards->len; i++)
        {
          g_assert_true (st_play_page_press_card (f->play, g_array_index (cards, int, i)));
          g_assert_true (st_play_page_get_card_marked (f->play, g_array_index (cards, int, i)));
        }
      g_assert_true (gtk_widget_get_sensitive (st_play_page_get_pass_button (f->play)));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->play), "play.pass", NULL));
    }
  else if (info.flags & ST_ACTION_FLAG_PASS)
    {
      g_assert_true (gtk_widget_get_sensitive (st_play_page_get_pass_button (f->play)));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->play), "play.pass", NULL));
    }
  else
    {
      if (info.card >= 0 && st_play_page_get_picked_card (f->play) != info.card)
        st_play_page_press_card (f->play, info.card);
      if (st_play_session_get_n_actions (session) == before && info.unit >= 0)
        {
          int place = seen_place (f, info.unit);

          /* Escape first: the unit may stand on a target of the unit picked. */
          if (st_play_page_get_picked_unit (f->play) >= 0
              && st_play_page_get_picked_unit (f->play) != info.unit)
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->play), "play.unpick", NULL));

          if (place == ST_PLACE_NONE && st_play_page_get_picked_unit (f->play) != info.unit)
            g_assert_true (
                gtk_widget_activate_action (GTK_WIDGET (f->play), "play.pick-unit", "i", info.unit));
          for (int i = 0; i < 16 && st_play_page_get_picked_unit (f->play) != info.unit; i++)
            g_assert_true (st_play_page_press_place (f->play, place));
          if (st_play_page_get_picked_unit (f->play) != info.unit)
            g_error ("%s: unit %d at %d not picked (%d is)", text, info.unit, place,
                     st_play_page_get_picked_unit (f->play));
        }
      if (st_play_session_get_n_actions (session) == before && info.to != ST_PLACE_NONE)
        {
          guint      n;
          const int *targets = st_play_page_get_targets (f->play, &n);
          gboolean   highlighted = FALSE;

          for (guint i = 0; i < n; i++)
            highlighted |= targets[i] == info.to;
          g_assert_true (highlighted);
          g_assert_true (st_play_page_press_place (f->play, info.to));
        }
      if (st_play_session_get_n_actions (session) == before)
        {
          g_auto (GStrv) choices = st_play_page_dup_choices (f->play);

          /* The list stops at 200 entries: an engine that does not describe
           * its actions offers them all there. */
          if (!strv_has (choices, text) && g_strv_length (choices) < 200)
            g_error ("“%s” is neither played nor listed", text);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->play), "play.act", "s", text));
        }
    }
  st_test_iterate ();
  g_assert_cmpuint (st_play_session_get_n_actions (session), ==, before + 1);
  g_assert_cmpstr (st_play_session_get_action_text (session, before), ==, text);
}

/* Plays a legal action through the page: passing when the rules allow. */
void
play_any (Fixture *f)
{
  StGame          *game = play_game (f);
  StActionList     list;
  StAction         action;
  g_autofree char *text = NULL;

  st_action_list_init (&list);
  st_game_legal_actions (game, play_state (f), &list);
  g_assert_cmpuint (list.len, >, 0);
  action = list.actions[0];
  for (guint i = 0; i < list.len; i++)
    {
      StActionInfo info;

      st_game_describe_action (game, play_state (f), list.actions[i], &info);
      if (info.flags & ST_ACTION_FLAG_PASS)
        action = list.actions[i];
    }
  st_action_list_free (&list);
  text = st_game_action_to_text (game, play_state (f), action);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->play), "play.act", "s", text));
}

/* Whether an action is enabled, as the button bound to it shows. */
gboolean
action_enabled (GtkWidget *root, const char *name)
{
  GtkWidget *button = NULL;
  GPtrArray *queue = g_ptr_array_new ();

  g_ptr_array_add (queue, root);
  for (guint i = 0; i < queue->len && button == NULL; i++)
    {
      GtkWidget *widget = g_ptr_array_index (queue, i);

      if (GTK_IS_BUTTON (widget)
          && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), name) == 0)
        button = widget;
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (queue, child);
    }
  g_ptr_array_unref (queue);
  g_assert_nonnull (button);
  st_test_iterate ();
  return gtk_widget_get_sensitive (button);
}

/* The state replayed from the session's seed and its first n action texts. */
StState *
replay_texts (Fixture *f, guint n)
{
  StPlaySession *session = st_play_page_get_session (f->play);
  StGame        *game = play_game (f);
  StState       *state = st_game_new_initial_state (game, st_play_session_get_seed (session));

  for (guint i = 0; i < n; i++)
    {
      StAction action;

      g_assert_true (st_game_action_from_text (game, state, st_play_session_get_action_text (session, i),
                                               &action, NULL));
      st_game_apply (game, state, action);
    }
  return state;
}

StPlaySession *
session_of (Fixture *f)
{
  return st_play_page_get_session (f->play);
}
