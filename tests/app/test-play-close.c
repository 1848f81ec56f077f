/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "core/st-edit-tables.h"
#include "core/st-history.h"

#include "app-test-util.h"
#include "play-fixture.h"
#include "engine/st-play-session.h"
#include "st-window-private.h"

/* Closing the window while the computer plays (issue 20): the "Save
 * Changes?" prompt stops the computer until it is answered, Cancel lets it
 * go on, and Discard closes the window with nothing used after it was freed
 * (the tests run with G_DEBUG=fatal-criticals). */

static void
modify (Fixture *f)
{
  StHistory *history = st_window_get_history (f->window);
  g_autoptr (StScenario) work = st_history_begin (history);

  g_assert_true (st_edit_set_param (work, "turn-limit", "11", NULL));
  g_assert_true (st_history_commit (history, work, "Change Turn limit", NULL));
}

/* The computer against itself, a move every 100 ms at most. */
static void
enter_ai_play (Fixture *f, StSeat seat)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.play", NULL));
  st_test_iterate ();
  st_play_page_set_seat (f->play, 0, seat);
  st_play_page_set_seat (f->play, 1, seat);
  st_play_page_set_seed (f->play, 7);
  st_play_page_set_ai_delay (f->play, 100);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->play), "play.start", NULL));
  /* Not st_test_iterate (): on a slow machine the next move is always due,
   * and it would play the whole game. The session starts at once. */
  g_assert_nonnull (st_play_page_get_session (f->play));
}

static guint
n_actions (Fixture *f)
{
  return st_play_session_get_n_actions (st_play_page_get_session (f->play));
}

typedef struct
{
  Fixture *f;
  guint    after;
} Wait;

static gboolean
played_after (gpointer data)
{
  Wait *wait = data;

  return n_actions (wait->f) > wait->after;
}

static AdwMessageDialog *
close_dialog (Fixture *f)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_window_get_transient_for (window) == GTK_WINDOW (f->window)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static gboolean
dialog_up (gpointer f)
{
  return close_dialog (f) != NULL;
}

static gboolean
window_gone (gpointer f)
{
  return ((Fixture *) f)->window == NULL;
}

static void
close_during_play (StSeat seat)
{
  Fixture           f = { 0 };
  AdwMessageDialog *dialog;
  guint             before;

  fixture_open (&f, "maneuver-basic");
  modify (&f);
  enter_ai_play (&f, seat);
  g_assert_true (wait_for (played_after, &(Wait){ &f, 0 }, 60));

  /* The prompt is up: the computer waits. */
  gtk_window_close (GTK_WINDOW (f.window));
  g_assert_true (st_test_wait_until (dialog_up, &f, 10));
  dialog = close_dialog (&f);
  before = n_actions (&f);
  /* Ten times the computer's delay: no move comes. */
  st_test_run_for (1000);
  g_assert_cmpuint (n_actions (&f), ==, before);

  /* Cancel: the window stays, the game goes on. */
  adw_message_dialog_response (dialog, "cancel");
  st_test_iterate ();

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f.window)));
  g_assert_true (wait_for (played_after, &(Wait){ &f, before }, 60));

  /* Discard, clicked as the user does: the window goes, with the game,
   * finalized at once as in the app (the test holds no reference to it). */
  gtk_window_close (GTK_WINDOW (f.window));
  g_assert_true (st_test_wait_until (dialog_up, &f, 10));
  dialog = close_dialog (&f);
  g_object_add_weak_pointer (G_OBJECT (f.window), (gpointer *) &f.window);
  g_object_unref (f.window);
  g_signal_emit_by_name (st_test_find_button (GTK_WIDGET (dialog), "_Discard"), "clicked");
  g_assert_true (st_test_wait_until (window_gone, &f, 10));
  g_unlink (f.path);
  g_rmdir (f.dir);
  g_free (f.path);
  g_free (f.dir);
}

static void
test_close_greedy (void)
{
  close_during_play (ST_SEAT_GREEDY);
}

static void
test_close_mcts (void)
{
  close_during_play (ST_SEAT_MCTS);
}

int
main (int argc, char *argv[])
{
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sandtable-test-bus", TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/app/play-close/greedy", test_close_greedy);
  g_test_add_func ("/app/play-close/mcts", test_close_mcts);

  return g_test_run ();
}
