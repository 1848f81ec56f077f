/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <string.h>

#include "app-test-util.h"
#include "play-fixture.h"
#include "engine/st-play-session.h"
#include "st-window.h"

/* Play mode says what happened and what to do: every consequence of an action
 * in the log, the end of a game as an event (a banner with the winner, the
 * reason and the turn, a result row, the next steps), why a click did
 * nothing, New Game asking before it throws a game away, Save Play-Test
 * keeping the seats, and a header bar of play controls only. The tests read
 * ids and state, not English. */

static gboolean
game_over (gpointer data)
{
  Fixture *f = data;

  return st_game_is_terminal (play_game (f),
                              st_play_session_get_end_state (st_play_page_get_session (f->play)))
         && !st_play_page_get_ai_busy (f->play);
}

static gboolean
human_turn (gpointer data)
{
  Fixture *f = data;

  return !st_play_page_get_ai_busy (f->play) && st_play_page_get_can_act (f->play);
}

/* The first widget under widget whose action is name. */
static GtkWidget *
find_actionable (GtkWidget *widget, const char *name)
{
  if (GTK_IS_ACTIONABLE (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_actionable (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static const char *
side_name (Fixture *f, int player)
{
  StScenario   *scenario = st_game_scenario (play_game (f));
  const StSide *side = st_scenario_find_side (scenario, st_game_player_side (play_game (f), player));

  return st_text_get (side->name, NULL);
}

/* Two computers play maneuver-basic to its end: every consequence of every
 * action is in its log row, and the end is a banner, a result row and a
 * heading that names no side, with no Pass button left. */
static void
test_consequences_and_end (void)
{
  Fixture          f = { 0 };
  StPlaySession   *session;
  GtkWidget       *banner, *title;
  guint            n, total = 0;
  g_autofree char *result = NULL;

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_GREEDY, ST_SEAT_GREEDY, 3);
  session = st_play_page_get_session (f.play);
  g_assert_true (wait_for (game_over, &f, 240));
  st_test_iterate ();
  n = st_play_session_get_n_actions (session);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GPtrArray) consequences = st_play_session_dup_consequences (session, i, ST_VIEWER_ALL, NULL);
      g_autofree char *row = st_play_page_dup_log_row (f.play, i + 1);

      for (guint c = 0; c < consequences->len; c++)
        {
          const StConsequence *consequence = g_ptr_array_index (consequences, c);

          g_assert_nonnull (strstr (row, consequence->sentence));
          total++;
        }
    }
  /* Units were lost in the game, and the log said so. */
  g_assert_cmpuint (total, >, 0);

  banner = st_test_find_named (GTK_WIDGET (f.play), "game-over-banner");
  title = st_test_find_named (GTK_WIDGET (f.play), "game-over-title");
  g_assert_nonnull (banner);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  /* The result row follows the last action and says what the banner says. */
  result = st_play_page_dup_log_row (f.play, n + 1);
  g_assert_nonnull (result);
  g_assert_true (g_str_has_prefix (result, gtk_label_get_text (GTK_LABEL (title))));
  if (st_game_winner (play_game (&f), play_state (&f)) >= 0)
    g_assert_nonnull (strstr (result, side_name (&f, st_game_winner (play_game (&f), play_state (&f)))));
  /* The heading names no side as if it won, and nothing is left to pass. */
  g_assert_null (strstr (st_play_page_get_status (f.play), side_name (&f, 0)));
  g_assert_null (strstr (st_play_page_get_status (f.play), side_name (&f, 1)));
  g_assert_false (gtk_widget_get_visible (st_play_page_get_pass_button (f.play)));
  st_test_shoot ("play-game-over");

  /* Replay goes to the start, where the banner waits. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.replay", NULL));
  st_test_iterate ();
  g_assert_cmpuint (st_play_session_get_position (session), ==, 0);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.last", NULL));
  st_test_iterate ();
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));

  /* A finished game is left without a question. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.new-game", NULL));
  st_test_iterate ();
  g_assert_null (st_test_find_message_dialog ());
  g_assert_null (st_play_page_get_session (f.play));
  fixture_close (&f);
}

static void
test_new_game_asks (void)
{
  Fixture           f = { 0 };
  AdwMessageDialog *dialog;

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 1);
  play_any (&f);
  play_any (&f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.new-game", NULL));
  st_test_iterate ();
  dialog = st_test_find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_nonnull (st_play_page_get_session (f.play));
  adw_message_dialog_response (dialog, "cancel");
  st_test_iterate ();
  g_assert_nonnull (st_play_page_get_session (f.play));
  g_assert_cmpuint (st_play_session_get_n_actions (st_play_page_get_session (f.play)), ==, 2);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.new-game", NULL));
  st_test_iterate ();
  dialog = st_test_find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "discard");
  st_test_iterate ();
  g_assert_null (st_play_page_get_session (f.play));
  fixture_close (&f);
}

/* A click on an empty place that is no target says why; a useful click
 * clears the note. */
static void
test_why_not (void)
{
  Fixture     f = { 0 };
  StGame     *game;
  int         empty = ST_PLACE_NONE, own = ST_PLACE_NONE, player;
  const char *note;
  g_autoptr (GArray) targets = g_array_new (FALSE, FALSE, sizeof (int));

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 1);
  game = play_game (&f);
  player = st_game_current_player (game, play_state (&f));
  for (int place = 0; place < st_game_n_places (game) && empty == ST_PLACE_NONE; place++)
    {
      guint      n;
      const int *shown = st_play_page_get_targets (f.play, &n);
      gboolean   target = FALSE;

      for (guint i = 0; i < n; i++)
        target |= shown[i] == place;
      if (!target && st_game_unit_at (game, play_state (&f), ST_VIEWER_ALL, place) < 0)
        empty = place;
    }
  for (guint u = 0; u < st_game_n_units (game) && own == ST_PLACE_NONE; u++)
    {
      st_game_unit_targets (game, play_state (&f), u, targets);
      if (st_game_unit_player (game, u) == player && targets->len > 0)
        {
          StPieceView view;

          st_game_piece_view (game, play_state (&f), player, u, &view);
          own = view.place;
        }
    }
  g_assert_cmpint (empty, !=, ST_PLACE_NONE);
  g_assert_cmpint (own, !=, ST_PLACE_NONE);

  g_assert_null (st_play_page_get_pick_note (f.play));
  g_assert_false (st_play_page_press_place (f.play, empty));
  note = st_play_page_get_pick_note (f.play);
  g_assert_nonnull (note);
  /* The reason comes first, then what is asked. */
  g_assert_true (g_str_has_prefix (st_play_page_get_prompt (f.play), note));
  g_assert_true (st_play_page_press_place (f.play, own));
  g_assert_null (st_play_page_get_pick_note (f.play));
  fixture_close (&f);
}

/* The editor's controls in the header bar: Save, Undo, Redo, Play-Test and the
 * sidebar toggle. */
static void
editor_controls (Fixture *f, GtkWidget **controls)
{
  const char *actions[] = { "win.save", "win.undo", "win.redo", "win.play" };
  GtkWidget  *header = st_test_find_type (GTK_WIDGET (f->window), ADW_TYPE_HEADER_BAR);

  g_assert_nonnull (header);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      controls[i] = find_actionable (header, actions[i]);
      g_assert_nonnull (controls[i]);
    }
  controls[4] = st_test_find_type (header, GTK_TYPE_TOGGLE_BUTTON);
  g_assert_nonnull (controls[4]);
}

/* In play mode the header bar holds no editor controls. */
static void
test_header_bar (void)
{
  Fixture    f = { 0 };
  GtkWidget *controls[5];

  fixture_open (&f, "maneuver-basic");
  editor_controls (&f, controls);
  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    g_assert_true (gtk_widget_is_visible (controls[i]));
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 1);
  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    g_assert_false (gtk_widget_is_visible (controls[i]));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.stop-play", NULL));
  st_test_iterate ();
  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    g_assert_true (gtk_widget_is_visible (controls[i]));
  fixture_close (&f);
}

/* The MCTS budget shows only while a seat plays MCTS. */
static void
test_mcts_row (void)
{
  Fixture    f = { 0 };
  GtkWidget *row;

  fixture_open (&f, "maneuver-basic");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.play", NULL));
  st_test_iterate ();
  row = st_test_find_named (GTK_WIDGET (f.play), "mcts-iterations");
  g_assert_nonnull (row);
  st_play_page_set_seat (f.play, 0, ST_SEAT_HUMAN);
  st_play_page_set_seat (f.play, 1, ST_SEAT_GREEDY);
  g_assert_false (gtk_widget_get_visible (row));
  st_play_page_set_seat (f.play, 1, ST_SEAT_MCTS);
  g_assert_true (gtk_widget_get_visible (row));
  st_play_page_set_seat (f.play, 1, ST_SEAT_HUMAN);
  g_assert_false (gtk_widget_get_visible (row));
  fixture_close (&f);
}

/* Save Play-Test stores the seats and the time in the document; Resume says
 * which game it resumes and gives the seats back. */
static void
test_save_keeps_seats (void)
{
  Fixture           f = { 0 };
  const StPlaytest *playtest;
  GtkWidget        *description;

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_GREEDY, 7);
  g_assert_true (wait_for (human_turn, &f, 30));
  play_any (&f);
  g_assert_true (wait_for (human_turn, &f, 30));
  g_assert_true (st_play_page_has_unstored_game (f.play));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.save", NULL));
  st_test_iterate ();
  g_assert_false (st_play_page_has_unstored_game (f.play));
  playtest = st_history_get_scenario (st_window_get_history (f.window))->playtest;
  g_assert_nonnull (playtest);
  g_assert_cmpstr (playtest->seats[0], ==, "human");
  g_assert_cmpstr (playtest->seats[1], ==, "greedy");
  g_assert_nonnull (playtest->saved);
  /* Stored in the document, which is not saved to its file. */
  g_assert_true (st_history_get_modified (st_window_get_history (f.window)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.stop-play", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.play", NULL));
  st_test_iterate ();
  description = st_test_find_named (GTK_WIDGET (f.play), "resume-description");
  g_assert_nonnull (description);
  g_assert_true (gtk_widget_get_visible (description));
  g_assert_cmpuint (strlen (gtk_label_get_text (GTK_LABEL (description))), >, 0);
  st_play_page_set_seat (f.play, 1, ST_SEAT_HUMAN);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.resume", NULL));
  st_test_iterate ();
  g_assert_cmpint (st_play_page_get_seat (f.play, 0), ==, ST_SEAT_HUMAN);
  g_assert_cmpint (st_play_page_get_seat (f.play, 1), ==, ST_SEAT_GREEDY);
  g_assert_cmpuint (st_play_session_get_n_actions (st_play_page_get_session (f.play)), ==,
                    playtest->actions->len);
  fixture_close (&f);
}

static gboolean
human_turn_or_over (gpointer data)
{
  Fixture *f = data;

  return !st_play_page_get_ai_busy (f->play)
         && (st_play_page_get_can_act (f->play) || st_game_is_terminal (play_game (f), play_state (f)));
}

/* Whether the human to act in state could only decline a question out of turn. */
static gboolean
only_declines (StGame *game, const StState *state)
{
  StActionList list;
  StActionInfo info = { 0 };
  int          player = st_game_current_player (game, state);
  int          active = st_game_active_player (game, state);

  if (player < 0 || active < 0 || player == active)
    return FALSE;
  st_action_list_init (&list);
  st_game_legal_actions (game, state, &list);
  if (list.len == 1)
    st_game_describe_action (game, state, list.actions[0], &info);
  st_action_list_free (&list);
  return (info.flags & ST_ACTION_FLAG_PASS) != 0;
}

/* Against the computer, Manoeuvre asks the human about a card (a Guerrilla, a
 * defence) only when he holds a card that can answer it; the questions he can
 * only decline are declined for him, and the log says so. */
static void
test_no_empty_questions (void)
{
  Fixture        f = { 0 };
  StGame        *game;
  StPlaySession *session;
  guint          declined = 0;

  fixture_open (&f, "manoeuvre");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_GREEDY, 4);
  game = play_game (&f);
  session = st_play_page_get_session (f.play);
  for (guint i = 0; i < 400; i++)
    {
      g_assert_true (wait_for (human_turn_or_over, &f, 60));
      if (st_game_is_terminal (game, play_state (&f)))
        break;
      g_assert_false (only_declines (game, play_state (&f)));
      play_any (&f);
    }
  for (guint i = 0; i < st_play_session_get_n_actions (session); i++)
    declined += only_declines (game, st_play_session_get_state_at (session, i))
                && st_game_current_player (game, st_play_session_get_state_at (session, i)) == 0;
  /* Such questions came up, and were answered without asking. */
  g_assert_cmpuint (declined, >, 0);
  /* Undo goes back past them as past the computer's moves, never stopping at one. */
  for (guint i = 0; i < 40 && st_play_session_can_undo (session); i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.undo", NULL));
      g_assert_true (wait_for (human_turn_or_over, &f, 60));
      g_assert_false (only_declines (game, play_state (&f)));
    }
  fixture_close (&f);
}

/* The pass button's label is a function of the position: the same when the
 * position is reached by playing and when it is looked back at. */
static void
test_pass_label_from_state (void)
{
  Fixture        f = { 0 };
  StPlaySession *session;
  StGame        *game;
  StRng          rng;
  StActionList   scratch;
  GtkWidget     *button;
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 5);
  session = st_play_page_get_session (f.play);
  game = play_game (&f);
  button = st_play_page_get_pass_button (f.play);
  st_rng_seed (&rng, 9);
  st_action_list_init (&scratch);
  g_ptr_array_add (labels, g_strdup (gtk_button_get_label (GTK_BUTTON (button))));
  for (guint i = 0; i < 120 && !st_game_is_terminal (game, play_state (&f)); i++)
    {
      g_autofree char *text = st_game_action_to_text (
          game, play_state (&f), st_game_random_action (game, play_state (&f), &rng, &scratch));

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.act", "s", text));
      st_test_iterate ();
      g_ptr_array_add (labels, g_strdup (gtk_button_get_label (GTK_BUTTON (button))));
    }
  st_action_list_free (&scratch);
  /* The page refreshes as the session's position changes ("changed"): the
   * label is read at once, without drawing each position again. */
  for (guint i = 0; i + 1 < labels->len; i++)
    {
      st_play_session_set_position (session, i);
      g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, g_ptr_array_index (labels, i));
    }
  fixture_close (&f);
}

/* A retreat whose target lies in an enemy zone of control: that target is
 * outlined as costing the unit, and the prompt says what it costs. Every
 * combat result is DR, Blue's infantry at 4,4 attacks Red's at 4,5. */
static void
test_costly_target (void)
{
  Fixture     f = { 0 };
  StHistory  *history;
  StScenario *edited;
  StUnit     *unit;
  guint       n_costly, n_targets;
  const int  *costly, *targets;

  fixture_open (&f, "maneuver-basic");
  history = st_window_get_history (f.window);
  edited = st_history_begin (history);
  for (guint i = 0; i < edited->units->len; i++)
    if (!g_str_has_suffix (((StUnit *) g_ptr_array_index (edited->units, i))->id, "capital-1"))
      g_ptr_array_remove_index (edited->units, i--);
  for (guint i = 0; i < edited->crt->len; i++)
    g_array_index (edited->crt, StCrtRow, i).result = ST_CRT_DR;
  unit = st_unit_new ("b1", "infantry", "blue");
  unit->placed = TRUE;
  unit->cell = (StCell){ 4, 4 };
  g_ptr_array_add (edited->units, unit);
  unit = st_unit_new ("r1", "infantry", "red");
  unit->placed = TRUE;
  unit->cell = (StCell){ 4, 5 };
  g_ptr_array_add (edited->units, unit);
  g_assert_true (st_history_commit (history, edited, "a retreat", NULL));
  st_scenario_unref (edited);

  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.act", "s", "end-phase"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.act", "s", "attack 4,5 from b1"));
  st_test_iterate ();
  /* Red's infantry must retreat, and is picked for it. */
  g_assert_cmpint (st_play_page_get_picked_unit (f.play), >=, 0);
  targets = st_play_page_get_targets (f.play, &n_targets);
  costly = st_play_page_get_costly_targets (f.play, &n_costly);
  g_assert_cmpuint (n_costly, >, 0);
  g_assert_cmpuint (n_costly, <, n_targets);
  for (guint i = 0; i < n_costly; i++)
    {
      gboolean among = FALSE;

      for (guint j = 0; j < n_targets; j++)
        among |= targets[j] == costly[i];
      g_assert_true (among);
    }
  st_test_shoot ("play-fatal-retreat");
  fixture_close (&f);
}

int
main (int argc, char **argv)
{
  g_autofree char *state = NULL;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      printf ("1..0 # SKIP no display\n");
      return 0;
    }
  state = g_dir_make_tmp ("sandtable-state-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  /* No OpenGL: Mesa's one-time set-up would show as a leak under ASan. */
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  g_setenv ("LANGUAGE", "C", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/app/play/explains/consequences-and-the-end", test_consequences_and_end);
  g_test_add_func ("/app/play/explains/new-game-asks", test_new_game_asks);
  g_test_add_func ("/app/play/explains/why-a-click-did-nothing", test_why_not);
  g_test_add_func ("/app/play/explains/header-bar-in-play", test_header_bar);
  g_test_add_func ("/app/play/explains/mcts-row", test_mcts_row);
  g_test_add_func ("/app/play/explains/save-keeps-seats", test_save_keeps_seats);
  g_test_add_func ("/app/play/explains/no-empty-questions-against-the-computer", test_no_empty_questions);
  g_test_add_func ("/app/play/explains/pass-label-from-the-position", test_pass_label_from_state);
  g_test_add_func ("/app/play/explains/a-target-that-costs-the-unit", test_costly_target);
  return g_test_run ();
}
