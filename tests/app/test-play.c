/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "core/st-scenario-io.h"
#include "engine/st-playtest-runner.h"

#include "app-test-util.h"
#include "play-fixture.h"
#include "st-balance-page.h"
#include "render/st-board-render.h"
#include "render/st-counter-render.h"

#include "st-play-cover.h"
#include "st-play-hand.h"
#include "st-play-page.h"
#include "st-window.h"

/* Play mode driven in-process by a human at the board: picking, moving, ending
 * phases, combat, undo and replay, the cover screen, shortcuts, saving the
 * play-test through the window's history. The computer's play is in
 * test-play-ai.c, pieces and cards drawn in test-play-pieces.c. */

/* Whether the engine describes actions (not only the defaults). */
static gboolean
engine_describes (StGame *game, const StState *state)
{
  StActionList list;
  gboolean     described = FALSE;

  st_action_list_init (&list);
  st_game_legal_actions (game, state, &list);
  for (guint i = 0; i < list.len && !described; i++)
    {
      StActionInfo info;

      st_game_describe_action (game, state, list.actions[i], &info);
      described = info.unit >= 0 || info.card >= 0 || info.to != ST_PLACE_NONE || info.flags != 0;
    }
  st_action_list_free (&list);
  return described;
}

/* The log row of action i is its sentence for the viewer, with the rows of what
 * it resolved to. */
static void
assert_log_row (Fixture *f, guint i, int viewer)
{
  StPlaySession   *session = st_play_page_get_session (f->play);
  g_autofree char *row = st_play_page_dup_log_row (f->play, i + 1);
  g_autofree char *sentence = st_play_session_dup_sentence (session, i, viewer, NULL);
  g_autoptr (GPtrArray) rows = st_play_session_dup_resolution (session, i, viewer, NULL);
  g_autofree char *prefix = g_strdup_printf ("%u. %s", i + 1, sentence);

  g_assert_nonnull (row);
  g_assert_true (g_str_has_prefix (row, prefix));
  for (guint r = 0; rows != NULL && r < rows->len; r++)
    {
      const StRow *res = g_ptr_array_index (rows, r);

      g_assert_nonnull (strstr (row, res->label));
      g_assert_nonnull (strstr (row, res->value));
    }
}

/* Picking a unit highlights its targets, and clicking one plays the action
 * that goes there; every action can be played through the board, the hand,
 * the list or the pass button; the log says each in a sentence. */
static void
test_hot_seat (void)
{
  Fixture        f = { 0 };
  StPlaySession *session;
  StGame        *game;
  StRng          rng;
  StActionList   scratch;

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 42);
  session = st_play_page_get_session (f.play);
  game = play_game (&f);
  g_assert_cmpuint (st_play_session_get_n_actions (session), ==, 0);
  g_assert_nonnull (strstr (st_play_page_get_status (f.play), "Turn 1"));
  g_assert_cmpstr (st_play_page_get_prompt (f.play), !=, "");

  /* A unit's targets are the places its legal actions go to. */
  {
    StActionList list;
    int          unit = -1;

    st_action_list_init (&list);
    st_game_legal_actions (game, play_state (&f), &list);
    for (guint i = 0; i < list.len && unit < 0; i++)
      {
        StActionInfo info;

        st_game_describe_action (game, play_state (&f), list.actions[i], &info);
        if (info.unit >= 0 && info.to != ST_PLACE_NONE && seen_place (&f, info.unit) != ST_PLACE_NONE)
          unit = info.unit;
      }
    st_action_list_free (&list);
    if (unit >= 0)
      {
        g_autoptr (GArray) want = g_array_new (FALSE, FALSE, sizeof (int));
        guint       n;
        const int  *targets;
        StScenario *shown = st_board_view_get_scenario (st_play_page_get_view (f.play));

        for (int i = 0; i < 16 && st_play_page_get_picked_unit (f.play) != unit; i++)
          g_assert_true (st_play_page_press_place (f.play, seen_place (&f, unit)));
        g_assert_cmpint (st_play_page_get_picked_unit (f.play), ==, unit);
        /* Picking moved nothing: the board keeps its pieces and layout. */
        g_assert_true (st_board_view_get_scenario (st_play_page_get_view (f.play)) == shown);
        st_game_unit_targets (game, play_state (&f), (guint) unit, want);
        targets = st_play_page_get_targets (f.play, &n);
        g_assert_cmpuint (n, ==, want->len);
        for (guint i = 0; i < n; i++)
          {
            gboolean found = FALSE;

            for (guint j = 0; j < want->len; j++)
              found |= g_array_index (want, int, j) == targets[i];
            g_assert_true (found);
          }
      }
    else
      g_test_incomplete ("the engine does not describe its actions' units and places yet");
  }

  /* Random actions, each played as a user would. */
  st_rng_seed (&rng, 5);
  st_action_list_init (&scratch);
  for (guint i = 0; i < 15 && !st_game_is_terminal (game, play_state (&f)); i++)
    play_through_ui (&f, st_game_random_action (game, play_state (&f), &rng, &scratch));
  st_action_list_free (&scratch);
  for (guint i = 0; i < st_play_session_get_n_actions (session); i++)
    assert_log_row (&f, i, st_play_page_viewer (f.play));
  st_test_shoot ("play-hex");

  /* Back through the log: each step is the replayed game, and nothing can be
   * played while looking back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.first", NULL));
  g_assert_cmpuint (st_play_session_get_position (session), ==, 0);
  g_assert_false (action_enabled (GTK_WIDGET (f.play), "play.previous"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.next", NULL));
  g_assert_cmpuint (st_play_session_get_position (session), ==, 1);
  {
    g_autoptr (StState) replayed = replay_texts (&f, 1);
    g_assert_true (st_game_states_equal (game, play_state (&f), replayed));
  }
  g_assert_false (action_enabled (GTK_WIDGET (f.play), "play.pass"));
  g_assert_false (st_play_page_press_place (f.play, 0));

  fixture_close (&f);
}

/* Ctrl+Z takes back one move, Ctrl+Shift+Z plays it again; Undo to Here can
 * be redone move by move; a new move forgets what could be redone. */
static void
test_undo_redo (void)
{
  Fixture  f = { 0 };
  StGame  *game;
  char    *texts[4];
  StState *after[4];

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 7);
  game = play_game (&f);
  g_assert_false (action_enabled (GTK_WIDGET (f.play), "play.undo"));
  g_assert_false (action_enabled (GTK_WIDGET (f.play), "play.redo"));
  for (guint i = 0; i < 4; i++)
    {
      play_any (&f);
      texts[i] = g_strdup (st_play_session_get_action_text (session_of (&f), i));
      after[i] = st_game_clone_state (game, play_state (&f));
    }

  g_assert_true (action_enabled (GTK_WIDGET (f.play), "play.undo"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.undo", NULL));
  g_assert_cmpuint (st_play_session_get_n_actions (session_of (&f)), ==, 3);
  g_assert_true (st_game_states_equal (game, play_state (&f), after[2]));
  g_assert_true (action_enabled (GTK_WIDGET (f.play), "play.redo"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.redo", NULL));
  g_assert_cmpuint (st_play_session_get_n_actions (session_of (&f)), ==, 4);
  g_assert_cmpstr (st_play_session_get_action_text (session_of (&f), 3), ==, texts[3]);
  g_assert_true (st_game_states_equal (game, play_state (&f), after[3]));
  g_assert_false (action_enabled (GTK_WIDGET (f.play), "play.redo"));

  /* Undo to Here after the first move, then redo the three moves. */
  st_play_session_set_position (session_of (&f), 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.undo-to-here", NULL));
  g_assert_cmpuint (st_play_session_get_n_actions (session_of (&f)), ==, 1);
  for (guint i = 1; i < 4; i++)
    {
      g_assert_true (action_enabled (GTK_WIDGET (f.play), "play.redo"));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.redo", NULL));
      g_assert_cmpstr (st_play_session_get_action_text (session_of (&f), i), ==, texts[i]);
      g_assert_true (st_game_states_equal (game, play_state (&f), after[i]));
      assert_log_row (&f, i, st_play_page_viewer (f.play));
    }
  g_assert_false (action_enabled (GTK_WIDGET (f.play), "play.redo"));

  /* Playing something else forgets the moves undone. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.undo", NULL));
  {
    StActionList list;

    st_action_list_init (&list);
    st_game_legal_actions (game, play_state (&f), &list);
    for (guint i = 0; i < list.len; i++)
      {
        g_autofree char *text = st_game_action_to_text (game, play_state (&f), list.actions[i]);

        if (g_strcmp0 (text, texts[2]) != 0)
          {
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.act", "s", text));
            g_assert_false (action_enabled (GTK_WIDGET (f.play), "play.redo"));
            break;
          }
      }
    st_action_list_free (&list);
  }

  for (guint i = 0; i < 4; i++)
    {
      g_free (texts[i]);
      st_state_free (after[i]);
    }
  fixture_close (&f);
}

/* A state where the player to act may not pass, reached by random moves. */
static gboolean
pass_refused (Fixture *f)
{
  StGame      *game = play_game (f);
  StActionList list;
  gboolean     pass = FALSE;
  guint        n;

  st_action_list_init (&list);
  st_game_legal_actions (game, play_state (f), &list);
  for (guint i = 0; i < list.len; i++)
    {
      StActionInfo info;

      st_game_describe_action (game, play_state (f), list.actions[i], &info);
      pass |= (info.flags & ST_ACTION_FLAG_PASS) != 0;
    }
  n = list.len;
  st_action_list_free (&list);
  return n > 0 && !pass;
}

/* The pass button is insensitive when passing is not allowed, and says why
 * in the ruleset's words; when it is allowed it plays the pass. */
static void
test_pass_button (void)
{
  Fixture      f = { 0 };
  GtkWidget   *button;
  StGame      *game;
  StRng        rng;
  StActionList scratch;
  StPrompt     prompt;

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 3);
  game = play_game (&f);
  button = st_play_page_get_pass_button (f.play);
  st_rng_seed (&rng, 2);
  st_action_list_init (&scratch);
  for (guint i = 0; i < 3000 && !pass_refused (&f) && !st_game_is_terminal (game, play_state (&f)); i++)
    {
      g_autofree char *text = st_game_action_to_text (
          game, play_state (&f), st_game_random_action (game, play_state (&f), &rng, &scratch));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.act", "s", text));
    }
  st_action_list_free (&scratch);
  g_assert_true (pass_refused (&f));
  st_test_iterate ();
  g_assert_false (gtk_widget_get_sensitive (button));
  st_game_prompt (game, play_state (&f), NULL, &prompt);
  if (prompt.pass_note != NULL)
    g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, prompt.pass_note);
  else
    {
      g_assert_nonnull (gtk_widget_get_tooltip_text (button));
      g_test_incomplete ("the engine gives no pass note yet");
    }
  st_prompt_clear (&prompt);
  fixture_close (&f);
}

/* Two actions that share a unit and a target are offered as a list of
 * sentences, and picking one plays it. */
static gboolean
shared_pick (Fixture *f, StAction *a, StAction *b)
{
  StGame      *game = play_game (f);
  StActionList list;
  GArray      *infos = g_array_new (FALSE, FALSE, sizeof (StActionInfo));
  gboolean     found = FALSE;

  st_action_list_init (&list);
  st_game_legal_actions (game, play_state (f), &list);
  g_array_set_size (infos, list.len);
  for (guint i = 0; i < list.len; i++)
    st_game_describe_action (game, play_state (f), list.actions[i], &g_array_index (infos, StActionInfo, i));
  for (guint i = 0; i < list.len && !found; i++)
    for (guint j = i + 1; j < list.len && !found; j++)
      {
        StActionInfo *x = &g_array_index (infos, StActionInfo, i);
        StActionInfo *y = &g_array_index (infos, StActionInfo, j);

        if (x->unit >= 0 && x->unit == y->unit && x->card == y->card && x->to != ST_PLACE_NONE
            && x->to == y->to && seen_place (f, x->unit) != ST_PLACE_NONE)
          {
            *a = list.actions[i];
            *b = list.actions[j];
            found = TRUE;
          }
      }
  st_action_list_free (&list);
  g_array_unref (infos);
  return found;
}

static void
test_shared_pick (void)
{
  Fixture      f = { 0 };
  StGame      *game;
  StRng        rng;
  StActionList scratch;
  StAction     a = 0, b = 0;
  StActionInfo info;
  guint        before;
  g_auto (GStrv) choices = NULL;
  g_autofree char *text_a = NULL, *text_b = NULL;

  fixture_open (&f, "maneuver-basic");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 3);
  game = play_game (&f);
  if (!engine_describes (game, play_state (&f)))
    {
      g_test_incomplete ("the engine does not describe its actions yet");
      fixture_close (&f);
      return;
    }
  st_rng_seed (&rng, 11);
  st_action_list_init (&scratch);
  for (guint i = 0; i < 3000 && !shared_pick (&f, &a, &b) && !st_game_is_terminal (game, play_state (&f));
       i++)
    {
      g_autofree char *text = st_game_action_to_text (
          game, play_state (&f), st_game_random_action (game, play_state (&f), &rng, &scratch));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.act", "s", text));
    }
  st_action_list_free (&scratch);
  g_assert_true (shared_pick (&f, &a, &b));
  st_game_describe_action (game, play_state (&f), a, &info);
  text_a = st_game_action_to_text (game, play_state (&f), a);
  text_b = st_game_action_to_text (game, play_state (&f), b);

  for (int i = 0; i < 16 && st_play_page_get_picked_unit (f.play) != info.unit; i++)
    g_assert_true (st_play_page_press_place (f.play, seen_place (&f, info.unit)));
  before = st_play_session_get_n_actions (session_of (&f));
  g_assert_true (st_play_page_press_place (f.play, info.to));
  g_assert_cmpuint (st_play_session_get_n_actions (session_of (&f)), ==, before);
  choices = st_play_page_dup_choices (f.play);
  g_assert_cmpuint (g_strv_length (choices), >=, 2);
  g_assert_true (strv_has (choices, text_a));
  g_assert_true (strv_has (choices, text_b));
  st_test_shoot ("play-shared-pick");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.act", "s", text_b));
  g_assert_cmpstr (st_play_session_get_action_text (session_of (&f), before), ==, text_b);
  fixture_close (&f);
}

/* Hot-seat behind the cover screen: nothing of the game is shown and nothing
 * can be played until the player to act says who they are, and the cover
 * comes back whenever the player to act changes. */
static void
test_cover_screen (void)
{
  Fixture          f = { 0 };
  StGame          *game;
  StPlayCover     *cover;
  GtkStack        *stack;
  int              first;
  g_autofree char *label = NULL;

  fixture_open (&f, "maneuver-basic");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.play", NULL));
  st_play_page_set_cover (f.play, TRUE);
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 4);
  game = play_game (&f);
  cover = ST_PLAY_COVER (st_play_page_get_cover_widget (f.play));
  stack = GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (cover)));
  first = st_game_current_player (game, play_state (&f));

  g_assert_true (st_play_page_get_covered (f.play));
  g_assert_true (gtk_stack_get_visible_child (stack) == GTK_WIDGET (cover));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (st_play_page_get_view (f.play))));
  g_assert_false (st_play_page_get_can_act (f.play));
  g_assert_false (st_play_page_press_place (f.play, 0));
  g_assert_cmpint (st_play_cover_get_player (cover), ==, first);
  label = g_strdup_printf ("I am %s", st_play_page_player_name (f.play, first));
  g_assert_cmpstr (st_play_cover_get_button_label (cover), ==, label);
  st_test_shoot ("play-cover");

  st_play_cover_reveal (cover);
  st_test_iterate ();
  g_assert_false (st_play_page_get_covered (f.play));
  g_assert_true (gtk_stack_get_visible_child (stack) != GTK_WIDGET (cover));
  g_assert_true (st_play_page_get_can_act (f.play));

  /* Play until the other player is to act: the cover is back, for them. */
  for (guint i = 0; i < 200 && st_game_current_player (game, play_state (&f)) == first; i++)
    play_any (&f);
  g_assert_cmpint (st_game_current_player (game, play_state (&f)), ==, 1 - first);
  g_assert_true (st_play_page_get_covered (f.play));
  g_assert_cmpint (st_play_cover_get_player (cover), ==, 1 - first);
  g_assert_false (action_enabled (GTK_WIDGET (f.play), "play.undo"));
  st_play_cover_reveal (cover);
  st_test_iterate ();
  g_assert_false (st_play_page_get_covered (f.play));
  g_assert_cmpint (st_play_page_viewer (f.play), ==, 1 - first);
  fixture_close (&f);
}

/* Plays a few moves of every bundled scenario that has an engine, all through
 * the page as a user would, on hex, square and graph boards alike. */
static void
test_every_family (void)
{
  const char *names[] = { "maneuver-basic", "maneuver-advanced", "command-and-maneuver", "manoeuvre",
                          "manover-finland" };

  for (guint s = 0; s < G_N_ELEMENTS (names); s++)
    {
      Fixture      f = { 0 };
      StGame      *game;
      StRng        rng;
      StActionList scratch;

      fixture_open (&f, names[s]);
      if (!st_game_family_supported (st_window_get_scenario (f.window)->family))
        {
          fixture_close (&f);
          continue;
        }
      enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 8);
      if (st_play_page_get_covered (f.play))
        st_play_cover_reveal (ST_PLAY_COVER (st_play_page_get_cover_widget (f.play)));
      game = play_game (&f);
      st_rng_seed (&rng, 21);
      st_action_list_init (&scratch);
      for (guint i = 0; i < 15 && !st_game_is_terminal (game, play_state (&f)); i++)
        {
          if (st_play_page_get_covered (f.play))
            st_play_cover_reveal (ST_PLAY_COVER (st_play_page_get_cover_widget (f.play)));
          play_through_ui (&f, st_game_random_action (game, play_state (&f), &rng, &scratch));
        }
      st_action_list_free (&scratch);
      {
        g_autofree char *shot = g_strconcat ("play-", names[s], NULL);
        st_test_shoot (shot);
      }
      /* A unit picked shows its targets (once the player to act has taken the
       * screen, in games that hide anything). */
      if (st_play_page_get_covered (f.play))
        st_play_cover_reveal (ST_PLAY_COVER (st_play_page_get_cover_widget (f.play)));
      if (!st_game_is_terminal (game, play_state (&f)))
        {
          StActionList list;
          int          unit = -1;

          st_action_list_init (&list);
          st_game_legal_actions (game, play_state (&f), &list);
          for (guint i = 0; i < list.len && unit < 0; i++)
            {
              StActionInfo info;

              st_game_describe_action (game, play_state (&f), list.actions[i], &info);
              if (info.unit >= 0 && info.card < 0 && info.to != ST_PLACE_NONE
                  && seen_place (&f, info.unit) != ST_PLACE_NONE)
                unit = info.unit;
            }
          st_action_list_free (&list);
          if (unit >= 0)
            {
              g_autofree char *shot = g_strconcat ("play-", names[s], "-picked", NULL);
              guint            n;

              gtk_widget_activate_action (GTK_WIDGET (f.play), "play.unpick", NULL);
              for (int i = 0; i < 16 && st_play_page_get_picked_unit (f.play) != unit; i++)
                g_assert_true (st_play_page_press_place (f.play, seen_place (&f, unit)));
              g_assert_cmpint (st_play_page_get_picked_unit (f.play), ==, unit);
              (void) st_play_page_get_targets (f.play, &n);
              g_assert_cmpuint (n, >, 0);
              st_test_shoot (shot);
            }
        }
      fixture_close (&f);
    }
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
  g_assert_cmpstr (st_history_get_undo_id (history), ==, "playtest.save");
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

/* A family without an engine shows the Play button insensitive, with the
 * engine's reason as its tooltip; a family with one shows it ready. */
static void
test_unsupported_family (void)
{
  const char *names[] = { "manoeuvre", "manover-finland", "command-and-maneuver" };
  gboolean    tested = FALSE;

  for (guint s = 0; s < G_N_ELEMENTS (names); s++)
    {
      Fixture    f = { 0 };
      GtkWidget *button;
      g_autoptr (GError) error = NULL;
      g_autoptr (StGame) game = NULL;

      fixture_open (&f, names[s]);
      game = st_game_new_from_scenario (st_window_get_scenario (f.window), &error);
      if (game != NULL)
        {
          fixture_close (&f);
          continue;
        }
      tested = TRUE;
      g_assert_false (action_enabled (GTK_WIDGET (f.window), "win.play"));
      gtk_widget_activate_action (GTK_WIDGET (f.window), "win.play", NULL);
      g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_template_child (
                           GTK_WIDGET (f.window), ST_TYPE_WINDOW, "main_stack"))),
                       ==, "document");
      button =
          GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f.window), ST_TYPE_WINDOW, "play_button"));
      g_assert_nonnull (button);
      g_assert_true (gtk_widget_get_visible (button));
      g_assert_false (gtk_widget_get_sensitive (button));
      g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, error->message);
      fixture_close (&f);
    }
  if (!tested)
    g_test_skip ("every bundled family has an engine");

  {
    Fixture    f = { 0 };
    GtkWidget *button;

    fixture_open (&f, "maneuver-basic");
    button =
        GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f.window), ST_TYPE_WINDOW, "play_button"));
    g_assert_true (gtk_widget_get_visible (button));
    g_assert_true (gtk_widget_get_sensitive (button));
    fixture_close (&f);
  }
}

/* The accelerators the Shortcuts window lists, as trigger strings. */
static GPtrArray *
overlay_accelerators (void)
{
  g_autoptr (GtkBuilder) builder =
      gtk_builder_new_from_resource ("/io/github/sandtable/Sandtable/ui/help-overlay.ui");
  GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  GPtrArray *accels = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *queue = g_ptr_array_new ();

  g_ptr_array_add (queue, overlay);
  for (guint i = 0; i < queue->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (queue, i);

      if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
        {
          g_autofree char *accel = NULL;
          g_auto (GStrv) parts = NULL;

          g_object_get (widget, "accelerator", &accel, NULL);
          parts = g_strsplit (accel != NULL ? accel : "", " ", -1);
          for (guint p = 0; parts[p] != NULL; p++)
            g_ptr_array_add (accels, g_strdup (parts[p]));
        }
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (queue, child);
    }
  g_ptr_array_unref (queue);
  gtk_window_destroy (GTK_WINDOW (overlay));
  return accels;
}

/* Whether accels holds accel, however its modifiers are ordered. */
static gboolean
listed (GPtrArray *accels, const char *accel)
{
  guint           key, other_key;
  GdkModifierType mods, other_mods;

  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  for (guint i = 0; i < accels->len; i++)
    if (gtk_accelerator_parse (g_ptr_array_index (accels, i), &other_key, &other_mods) && key == other_key
        && mods == other_mods)
      return TRUE;
  return FALSE;
}

/* Undo, redo and pass have shortcuts of their own in play mode, shown in the
 * Shortcuts window, and passing no longer shares Ctrl+E with Export Board. */
static void
test_shortcuts (void)
{
  Fixture     f = { 0 };
  const char *want[][2] = {
    { "<Control>z", "play.undo" },      { "<Shift><Control>z", "play.redo" },
    { "<Control>Return", "play.pass" }, { "<Alt>Left", "play.previous" },
    { "<Alt>Right", "play.next" },
  };
  g_autoptr (GPtrArray) accels = overlay_accelerators ();
  g_autoptr (GHashTable) found = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  fixture_open (&f, "maneuver-basic");
  for (GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (f.play)); controllers != NULL;)
    {
      for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
        {
          g_autoptr (GObject) controller = g_list_model_get_item (controllers, c);

          if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
            continue;
          for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (controller)); i++)
            {
              g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), i);
              GVariant *args = gtk_shortcut_get_arguments (shortcut);

              if (args != NULL && g_variant_is_of_type (args, G_VARIANT_TYPE_STRING))
                g_hash_table_insert (found,
                                     gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut)),
                                     g_variant_dup_string (args, NULL));
            }
        }
      g_object_unref (controllers);
      controllers = NULL;
    }
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_assert_cmpstr (g_hash_table_lookup (found, want[i][0]), ==, want[i][1]);
      g_assert_true (listed (accels, want[i][0]));
    }
  g_assert_null (g_hash_table_lookup (found, "<Control>e"));
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
  g_test_add_func ("/app/play/undo-redo", test_undo_redo);
  g_test_add_func ("/app/play/pass-button", test_pass_button);
  g_test_add_func ("/app/play/shared-pick-offers-a-list", test_shared_pick);
  g_test_add_func ("/app/play/cover-screen", test_cover_screen);
  g_test_add_func ("/app/play/every-family", test_every_family);
  g_test_add_func ("/app/play/shortcuts", test_shortcuts);
  g_test_add_func ("/app/play/save-and-resume", test_save_and_resume);
  g_test_add_func ("/app/play/insensitive-for-family-without-engine", test_unsupported_family);

  return g_test_run ();
}
