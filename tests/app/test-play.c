/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "core/st-scenario-io.h"
#include "engine/st-playtest-runner.h"

#include "app-test-util.h"
#include "st-balance-page.h"
#include "st-play-page.h"
#include "st-window.h"

/* Play mode and the balance page driven in-process: picking, moving, ending
 * phases, combat, undo and replay, saving the play-test through the window's
 * history, AI players, and balance runs against the playtest runner. */

/* Runs the main loop until done (data) or the deadline; FALSE on timeout. */
static gboolean
wait_for (gboolean (*done) (gpointer), gpointer data, double seconds)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  while (!done (data))
    {
      if (g_get_monotonic_time () > deadline)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return TRUE;
}

/* Whether an action is enabled, as the button bound to it shows. */
static gboolean
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

typedef struct
{
  StWindow   *window;
  StPlayPage *play;
  char       *dir;
  char       *path;
} Fixture;

static void
fixture_open (Fixture *f, const char *name)
{
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *bundled = st_test_source_path ("data/scenarios", file);
  g_autoptr (StScenario) scenario = st_scenario_load_file (bundled, NULL, NULL);
  g_autoptr (GFile) gfile = NULL;

  g_assert_nonnull (scenario);
  f->dir = g_dir_make_tmp ("sandtable-play-XXXXXX", NULL);
  f->path = g_build_filename (f->dir, file, NULL);
  g_assert_true (st_scenario_save_file (scenario, f->path, NULL));

  f->window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1400, 900);
  gtk_window_present (GTK_WINDOW (f->window));
  gfile = g_file_new_for_path (f->path);
  g_assert_true (st_window_load_file (f->window, gfile));
  st_test_iterate ();
  f->play = ST_PLAY_PAGE (st_test_find_type (GTK_WIDGET (f->window), ST_TYPE_PLAY_PAGE));
  g_assert_nonnull (f->play);
}

static void
fixture_close (Fixture *f)
{
  StHistory *history = st_window_get_history (f->window);

  if (history != NULL)
    st_history_mark_saved (history);
  gtk_window_destroy (GTK_WINDOW (f->window));
  st_test_iterate ();
  g_object_unref (f->window);
  g_unlink (f->path);
  g_rmdir (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

static void
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

static const StState *
play_state (Fixture *f)
{
  return st_play_session_get_state (st_play_page_get_session (f->play));
}

static StGame *
play_game (Fixture *f)
{
  return st_play_session_get_game (st_play_page_get_session (f->play));
}

/* The state replayed from the session's seed and its first n action texts. */
static StState *
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
      st_game_apply (game, state, action, NULL);
    }
  return state;
}

/* A unit of the player to act with somewhere to go, and its cell. */
static int
movable_unit (Fixture *f, StCell *cell)
{
  StGame        *game = play_game (f);
  const StState *state = play_state (f);
  int            player = st_game_current_player (game, state);
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < st_game_n_units (game); i++)
    {
      int at = st_game_unit_cell (game, state, i);

      if (at < 0 || st_game_unit_player (game, i) != player)
        continue;
      g_array_set_size (cells, 0);
      st_game_unit_destinations (game, state, i, cells);
      if (cells->len > 0)
        {
          *cell = st_game_cell_at (game, at);
          return (int) i;
        }
    }
  return -1;
}

static void
assert_highlights_are_destinations (Fixture *f, int unit)
{
  StGame       *game = play_game (f);
  guint         n;
  const StCell *marks = st_play_page_get_highlights (f->play, &n);
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));

  st_game_unit_destinations (game, play_state (f), (guint) unit, cells);
  g_assert_cmpuint (n, ==, cells->len);
  for (guint i = 0; i < cells->len; i++)
    {
      StCell   want = st_game_cell_at (game, g_array_index (cells, int, i));
      gboolean found = FALSE;

      for (guint j = 0; j < n; j++)
        found |= marks[j].x == want.x && marks[j].y == want.y;
      g_assert_true (found);
    }
}

/* Plays a legal action through the page: ending the phase when the rules allow. */
static void
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
    if (st_action_kind (list.actions[i]) == ST_ACTION_END_PHASE)
      action = list.actions[i];
  st_action_list_free (&list);
  text = st_game_action_to_text (game, play_state (f), action);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->play), "play.act", "s", text));
}

static void
test_hot_seat (void)
{
  Fixture        f = { 0 };
  StCell         from, to;
  int            unit, picked;
  guint          n;
  StPlaySession *session;
  g_autoptr (StState) after_move = NULL;
  g_autoptr (StState) replayed = NULL;
  StGame *game;
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 42);
  session = st_play_page_get_session (f.play);
  game = play_game (&f);
  g_assert_cmpuint (st_play_session_get_n_actions (session), ==, 0);
  g_assert_nonnull (strstr (st_play_page_get_status (f.play), "Turn 1"));

  /* Picking a unit highlights exactly where the engine lets it go. */
  unit = movable_unit (&f, &from);
  g_assert_cmpint (unit, >=, 0);
  g_assert_true (st_play_page_press_cell (f.play, from));
  picked = st_play_page_get_picked_unit (f.play);
  g_assert_cmpint (picked, >=, 0);
  g_assert_cmpint (st_game_unit_cell (game, play_state (&f), (guint) picked), ==,
                   st_game_cell_index (game, from.x, from.y));
  assert_highlights_are_destinations (&f, picked);

  /* Clicking a highlighted hex moves it there. */
  st_game_unit_destinations (game, play_state (&f), (guint) picked, cells);
  to = st_game_cell_at (game, g_array_index (cells, int, cells->len - 1));
  g_assert_true (st_play_page_press_cell (f.play, to));
  st_test_iterate ();
  g_assert_cmpuint (st_play_session_get_n_actions (session), ==, 1);
  g_assert_true (g_str_has_prefix (st_play_session_get_action_text (session, 0), "move "));
  g_assert_cmpint (st_game_unit_cell (game, play_state (&f), (guint) picked), ==,
                   st_game_cell_index (game, to.x, to.y));
  g_assert_cmpint (st_play_page_get_picked_unit (f.play), ==, -1);
  (void) st_play_page_get_highlights (f.play, &n);
  g_assert_cmpuint (n, ==, 0);
  after_move = st_game_clone_state (game, play_state (&f));

  /* End Phase: the movement phase gives way to combat. */
  g_assert_cmpint (st_game_phase (game, play_state (&f)), ==, ST_PHASE_MOVEMENT);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.end-phase", NULL));
  st_test_iterate ();
  g_assert_cmpuint (st_play_session_get_n_actions (session), ==, 2);
  g_assert_cmpstr (st_play_session_get_action_text (session, 1), ==, "end-phase");
  g_assert_cmpint (st_game_phase (game, play_state (&f)), ==, ST_PHASE_COMBAT);
  g_assert_nonnull (strstr (st_play_page_get_status (f.play), "Combat"));

  /* On, then back through the log: each step is the replayed game. */
  play_any (&f);
  g_assert_cmpuint (st_play_session_get_n_actions (session), ==, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.first", NULL));
  g_assert_cmpuint (st_play_session_get_position (session), ==, 0);
  g_assert_false (action_enabled (GTK_WIDGET (f.play), "play.previous"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.next", NULL));
  g_assert_cmpuint (st_play_session_get_position (session), ==, 1);
  g_assert_true (st_game_states_equal (game, play_state (&f), after_move));
  /* While looking back nothing can be played. */
  g_assert_false (st_play_page_press_cell (f.play, to));
  g_assert_false (action_enabled (GTK_WIDGET (f.play), "play.end-phase"));
  gtk_widget_activate_action (GTK_WIDGET (f.play), "play.end-phase", NULL);
  g_assert_cmpuint (st_play_session_get_n_actions (session), ==, 3);

  /* Undo to here: the later moves are gone and the game is as replayed. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.undo-to-here", NULL));
  st_test_iterate ();
  g_assert_cmpuint (st_play_session_get_n_actions (session), ==, 1);
  g_assert_true (st_play_session_at_end (session));
  replayed = replay_texts (&f, 1);
  g_assert_true (st_game_states_equal (game, play_state (&f), replayed));
  g_assert_true (st_game_states_equal (game, play_state (&f), after_move));
  g_assert_true (action_enabled (GTK_WIDGET (f.play), "play.end-phase"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.end-phase", NULL));
  g_assert_cmpuint (st_play_session_get_n_actions (session), ==, 2);

  fixture_close (&f);
}

static gboolean
has_attack (gpointer data)
{
  Fixture     *f = data;
  StGame      *game = play_game (f);
  StChoice     choice;
  StActionList list;
  gboolean     found = FALSE;

  st_game_choice (game, play_state (f), &choice);
  if (choice.kind != ST_CHOICE_ATTACK)
    return FALSE;
  st_action_list_init (&list);
  st_game_legal_actions (game, play_state (f), &list);
  for (guint i = 0; i < list.len; i++)
    found |= st_action_kind (list.actions[i]) == ST_ACTION_ATTACK;
  st_action_list_free (&list);
  return found;
}

/* Combat by picking a hex and choosing the attack from the list; the dice and
 * the CRT line are shown and logged. Random moves get the armies in contact. */
static void
test_combat (void)
{
  Fixture        f = { 0 };
  StPlaySession *session;
  StGame        *game;
  StRng          rng;
  StActionList   scratch;
  guint          n, before;
  const StCell  *marks;
  const char    *dice;
  g_auto (GStrv) choices = NULL;

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 3);
  session = st_play_page_get_session (f.play);
  game = play_game (&f);
  st_rng_seed (&rng, 11);
  st_action_list_init (&scratch);
  g_assert_cmpstr (st_play_page_get_combat_text (f.play), ==, "No combat yet");
  for (guint i = 0; i < 3000 && !has_attack (&f) && !st_game_is_terminal (game, play_state (&f)); i++)
    {
      StAction         action = st_game_random_action (game, play_state (&f), &rng, &scratch);
      g_autofree char *text = st_game_action_to_text (game, play_state (&f), action);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.act", "s", text));
    }
  st_action_list_free (&scratch);
  g_assert_true (has_attack (&f));

  /* The hexes that can be attacked are highlighted; picking one lists its attacks. */
  marks = st_play_page_get_highlights (f.play, &n);
  g_assert_cmpuint (n, >, 0);
  g_assert_true (st_play_page_press_cell (f.play, marks[0]));
  choices = st_play_page_dup_choices (f.play);
  g_assert_cmpuint (g_strv_length (choices), >, 0);
  for (guint i = 0; choices[i] != NULL; i++)
    g_assert_true (g_str_has_prefix (choices[i], "attack "));

  before = st_play_session_get_n_actions (session);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.act", "s", choices[0]));
  st_test_iterate ();
  g_assert_cmpuint (st_play_session_get_n_actions (session), ==, before + 1);
  g_assert_cmpstr (st_play_session_get_action_text (session, before), ==, choices[0]);

  /* Defending cavalry may first be offered a withdrawal; the dice roll when the
   * combat is resolved, and that action's log entry carries them. */
  for (guint i = 0;
       i < 10
       && st_play_session_get_action_dice (session, st_play_session_get_n_actions (session) - 1) == NULL;
       i++)
    play_any (&f);
  dice = st_play_session_get_action_dice (session, st_play_session_get_n_actions (session) - 1);
  g_assert_nonnull (dice);
  g_assert_true (g_str_has_prefix (dice, "Dice "));
  g_assert_nonnull (strstr (st_play_page_get_combat_text (f.play), dice));

  fixture_close (&f);
}

static void
test_save_and_resume (void)
{
  Fixture        f = { 0 };
  StPlaySession *session;
  StScenario    *saved;
  StHistory     *history;
  guint          steps;

  fixture_open (&f, "maneuver-basic");
  history = st_window_get_history (f.window);
  steps = st_history_get_n_steps (history);
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 1234);
  session = st_play_page_get_session (f.play);
  g_assert_false (action_enabled (GTK_WIDGET (f.play), "play.save"));
  for (int i = 0; i < 3; i++)
    play_any (&f);
  g_assert_cmpuint (st_play_session_get_n_actions (session), ==, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.save", NULL));
  st_test_iterate ();

  /* One undoable edit holding the seed and every action text. */
  g_assert_cmpuint (st_history_get_n_steps (history), ==, steps + 1);
  g_assert_cmpstr (st_history_get_undo_label (history), ==, "Save Play-Test");
  saved = st_history_get_scenario (history);
  g_assert_nonnull (saved->playtest);
  g_assert_cmpuint (saved->playtest->seed, ==, 1234);
  g_assert_cmpuint (saved->playtest->actions->len, ==, st_play_session_get_n_actions (session));
  for (guint i = 0; i < saved->playtest->actions->len; i++)
    g_assert_cmpstr (g_ptr_array_index (saved->playtest->actions, i), ==,
                     st_play_session_get_action_text (session, i));
  /* Still playing: saving does not leave play mode. */
  g_assert_true (action_enabled (GTK_WIDGET (f.window), "win.stop-play"));

  /* Leaving and playing again offers to resume it, at the same position. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.stop-play", NULL));
  g_assert_null (st_play_page_get_session (f.play));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.play", NULL));
  g_assert_true (action_enabled (GTK_WIDGET (f.play), "play.resume"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.resume", NULL));
  session = st_play_page_get_session (f.play);
  g_assert_nonnull (session);
  g_assert_cmpuint (st_play_session_get_seed (session), ==, 1234);
  g_assert_cmpuint (st_play_session_get_n_actions (session), ==, 3);
  {
    g_autoptr (StState) replayed = replay_texts (&f, 3);
    g_assert_true (st_game_states_equal (play_game (&f), play_state (&f), replayed));
  }

  /* The save is an edit like any other: undo takes it back out. */
  g_assert_true (st_history_undo (history));
  g_assert_null (st_history_get_scenario (history)->playtest);

  fixture_close (&f);
}

static gboolean
played_enough (gpointer data)
{
  Fixture       *f = data;
  StPlaySession *session = st_play_page_get_session (f->play);

  return st_play_session_get_n_actions (session) >= 40 || st_game_is_terminal (play_game (f), play_state (f));
}

static void
test_ai_against_ai (void)
{
  Fixture        f = { 0 };
  StPlaySession *session;
  guint          n;

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_RANDOM, ST_SEAT_GREEDY, 5);
  session = st_play_page_get_session (f.play);
  g_assert_true (wait_for (played_enough, &f, 60));
  /* A human cannot act for an AI. */
  g_assert_false (action_enabled (GTK_WIDGET (f.play), "play.end-phase"));

  /* Stepping back pauses the AIs; the game is the replay of its log. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.previous", NULL));
  st_test_iterate ();
  n = st_play_session_get_n_actions (session);
  g_assert_false (st_play_page_get_ai_busy (f.play));
  g_usleep (20000);
  st_test_iterate ();
  g_assert_cmpuint (st_play_session_get_n_actions (session), ==, n);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.last", NULL));
  {
    g_autoptr (StState) replayed = replay_texts (&f, st_play_session_get_n_actions (session));
    g_assert_true (st_game_states_equal (play_game (&f), play_state (&f), replayed));
  }

  fixture_close (&f);
}

static gboolean
human_turn (gpointer data)
{
  Fixture *f = data;

  return st_play_session_get_n_actions (st_play_page_get_session (f->play)) > 0
         && !st_play_page_get_ai_busy (f->play) && action_enabled (GTK_WIDGET (f->play), "play.end-phase");
}

static gboolean
first_ai_move (gpointer data)
{
  Fixture *f = data;

  return st_play_session_get_n_actions (st_play_page_get_session (f->play)) > 0;
}

static gboolean
ai_idle (gpointer data)
{
  Fixture *f = data;

  return !st_play_page_get_ai_busy (f->play);
}

/* MCTS thinks in a thread; the human moves second and gets the turn back. */
static void
test_mcts_opponent (void)
{
  Fixture f = { 0 };

  fixture_open (&f, "maneuver-basic");

  /* Leaving while the AI thinks drops its move, and nothing is left running. */
  enter_play (&f, ST_SEAT_MCTS, ST_SEAT_HUMAN, 9);
  g_assert_true (wait_for (first_ai_move, &f, 120));
  g_assert_true (st_play_page_get_ai_busy (f.play));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.stop-play", NULL));
  g_assert_null (st_play_page_get_session (f.play));
  g_assert_true (wait_for (ai_idle, &f, 120));
  g_assert_null (st_play_page_get_session (f.play));

  enter_play (&f, ST_SEAT_MCTS, ST_SEAT_HUMAN, 9);
  g_assert_true (wait_for (human_turn, &f, 120));
  g_assert_cmpint (st_game_current_player (play_game (&f), play_state (&f)), ==, 1);
  g_assert_cmpint (st_game_turn (play_game (&f), play_state (&f)), ==, 1);
  {
    g_autoptr (StState) replayed =
        replay_texts (&f, st_play_session_get_n_actions (st_play_page_get_session (f.play)));
    g_assert_true (st_game_states_equal (play_game (&f), play_state (&f), replayed));
  }
  fixture_close (&f);
}

static void
test_unsupported_family (void)
{
  static const struct
  {
    const char *name;
    StFamily    family;
  } candidates[] = {
    { "command-and-maneuver", ST_FAMILY_COMMAND_MANEUVER },
    { "manover-finland", ST_FAMILY_MANOVER },
  };
  Fixture     f = { 0 };
  GtkWidget  *button;
  const char *unsupported = NULL;
  g_auto (GStrv) parts = NULL;

  /* A bundled scenario of a family still without a rules engine, if any. */
  for (guint i = 0; i < G_N_ELEMENTS (candidates) && unsupported == NULL; i++)
    if (!st_game_family_supported (candidates[i].family))
      unsupported = candidates[i].name;
  if (unsupported == NULL)
    {
      g_test_skip ("every family has a rules engine");
      return;
    }
  fixture_open (&f, unsupported);
  g_assert_false (action_enabled (GTK_WIDGET (f.window), "win.play"));
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.play", NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (
                       gtk_widget_get_template_child (GTK_WIDGET (f.window), ST_TYPE_WINDOW, "main_stack"))),
                   ==, "document");
  button = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f.window), ST_TYPE_WINDOW, "play_button"));
  g_assert_nonnull (button);
  g_assert_false (gtk_widget_get_visible (button));
  parts = st_window_dup_parts (f.window);
  g_assert_false (g_strv_contains ((const char *const *) parts, "balance"));
  fixture_close (&f);

  fixture_open (&f, "maneuver-basic");
  button = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f.window), ST_TYPE_WINDOW, "play_button"));
  g_assert_true (gtk_widget_get_visible (button));
  g_clear_pointer (&parts, g_strfreev);
  parts = st_window_dup_parts (f.window);
  g_assert_true (g_strv_contains ((const char *const *) parts, "balance"));
  fixture_close (&f);
}

static gboolean
balance_done (gpointer data)
{
  return !st_balance_page_get_running (data);
}

static StBalancePage *
open_balance (Fixture *f)
{
  StBalancePage *page;

  st_window_set_visible_part (f->window, "balance");
  st_test_iterate ();
  page = ST_BALANCE_PAGE (st_test_find_type (GTK_WIDGET (f->window), ST_TYPE_BALANCE_PAGE));
  g_assert_nonnull (page);
  st_page_ensure_built (ST_PAGE (page));
  return page;
}

static void
assert_contains_percent (const char *text, double value)
{
  g_autofree char *want = g_strdup_printf ("%.1f %%", value * 100.0);

  if (strstr (text, want) == NULL)
    g_error ("“%s” does not show %s", text, want);
}

static void
test_balance (void)
{
  Fixture           f = { 0 };
  StBalancePage    *page;
  StPlaytestOptions options;
  g_autoptr (StGame) game = NULL;
  g_autoptr (StPlaytestReport) expected = NULL;
  const StPlaytestReport *shown;
  g_autofree char        *wins = NULL, *length = NULL;

  fixture_open (&f, "maneuver-basic");
  page = open_balance (&f);
  st_playtest_options_init (&options);
  options.games = 50;
  options.jobs = 2;
  options.seed = 77;
  st_player_options_init (&options.players[0], ST_PLAYER_RANDOM);
  st_player_options_init (&options.players[1], ST_PLAYER_RANDOM);
  st_balance_page_set_options (page, &options);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "balance.run", NULL));
  g_assert_true (st_balance_page_get_running (page));
  g_assert_true (wait_for (balance_done, page, 120));

  /* The runner's own figures for the same seed, on one thread. */
  game = st_game_new_from_scenario (st_window_get_scenario (f.window), NULL);
  options.jobs = 1;
  expected = st_playtest_run (game, &options, NULL, NULL, NULL, NULL);
  shown = st_balance_page_get_report (page);
  g_assert_nonnull (shown);
  g_assert_cmpuint (shown->games, ==, 50);
  g_assert_cmpuint (shown->wins[0], ==, expected->wins[0]);
  g_assert_cmpuint (shown->wins[1], ==, expected->wins[1]);
  g_assert_cmpuint (shown->draws, ==, expected->draws);
  g_assert_cmpfloat (shown->mean_turns, ==, expected->mean_turns);
  for (guint t = 0; t <= expected->max_turns; t++)
    g_assert_cmpuint (shown->turn_histogram[t], ==, expected->turn_histogram[t]);

  /* And what the page says is those numbers. */
  assert_contains_percent (st_balance_page_get_figure (page, "win-rate"), expected->first_player_win_rate);
  assert_contains_percent (st_balance_page_get_figure (page, "win-rate"), expected->first_player_win_low);
  assert_contains_percent (st_balance_page_get_figure (page, "win-rate"), expected->first_player_win_high);
  assert_contains_percent (st_balance_page_get_figure (page, "draws"), expected->draw_rate);
  wins = g_strdup_printf ("%u, ", expected->wins[0]);
  g_assert_nonnull (strstr (st_balance_page_get_figure (page, "wins"), wins));
  length = g_strdup_printf ("%.2f turns mean, %.1f median", expected->mean_turns, expected->median_turns);
  g_assert_true (g_str_has_prefix (st_balance_page_get_figure (page, "length"), length));
  {
    g_autofree char *ended =
        g_strdup_printf ("%s %u, %s %u", st_game_end_reason_label (game, 1), expected->end_reasons[1],
                         st_game_end_reason_label (game, 2), expected->end_reasons[2]);
    g_assert_cmpstr (st_balance_page_get_figure (page, "endings"), ==, ended);
  }
  g_assert_cmpstr (st_balance_page_get_figure (page, "state"), ==, "50 games played");

  /* Cancel: a long run stops, and the last results stay. */
  options.games = 1000000;
  options.jobs = 2;
  st_balance_page_set_options (page, &options);
  st_balance_page_run (page);
  g_assert_true (action_enabled (GTK_WIDGET (page), "balance.cancel"));
  g_assert_false (action_enabled (GTK_WIDGET (page), "balance.run"));
  g_usleep (50000);
  st_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "balance.cancel", NULL));
  g_assert_true (wait_for (balance_done, page, 60));
  g_assert_cmpstr (st_balance_page_get_figure (page, "state"), ==, "Cancelled");
  g_assert_true (st_balance_page_get_report (page) == shown);
  g_assert_true (action_enabled (GTK_WIDGET (page), "balance.run"));

  fixture_close (&f);
}

int
main (int argc, char *argv[])
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      printf ("1..0 # SKIP no display\n");
      return 0;
    }

  g_autofree char *state = g_dir_make_tmp ("sandtable-state-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  /* No OpenGL: Mesa's one-time set-up would show as a leak under ASan. */
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  /* The tests compare texts the user sees with English. */
  g_setenv ("LANGUAGE", "C", TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/play/hot-seat", test_hot_seat);
  g_test_add_func ("/app/play/combat", test_combat);
  g_test_add_func ("/app/play/save-and-resume", test_save_and_resume);
  g_test_add_func ("/app/play/ai-against-ai", test_ai_against_ai);
  g_test_add_func ("/app/play/mcts-opponent", test_mcts_opponent);
  g_test_add_func ("/app/play/hidden-for-unsupported-family", test_unsupported_family);
  g_test_add_func ("/app/balance/run-and-cancel", test_balance);

  return g_test_run ();
}
