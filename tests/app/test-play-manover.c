/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "core/st-scenario-io.h"
#include "engine/rulesets/manover/mv-private.h"

#include "engine/st-playtest-runner.h"

#include "app-test-util.h"
#include "st-balance-page.h"
#include "st-board-view.h"
#include "st-play-cover.h"
#include "st-play-page.h"
#include "st-window.h"

/* Manöver-spelet in play mode, as a new user plays it: Play, set up the pieces
 * (or take the scenario's set-up), a whole game against the AI through the
 * board, hot-seat behind the cover screen, a challenge with both strengths
 * shown. With SANDTABLE_SCREENSHOTS=dir the screenshots of docs/screenshots
 * are taken. */

typedef struct
{
  StWindow   *window;
  StPlayPage *play;
  char       *dir;
  char       *path;
} Fixture;

static void
fixture_open (Fixture *f)
{
  g_autofree char *bundled = st_test_source_path ("data/scenarios", "manover-finland.xml");
  g_autoptr (StScenario) scenario = st_scenario_load_file (bundled, NULL, NULL);
  g_autoptr (GFile) gfile = NULL;

  g_assert_nonnull (scenario);
  f->dir = g_dir_make_tmp ("sandtable-manover-XXXXXX", NULL);
  f->path = g_build_filename (f->dir, "manover-finland.xml", NULL);
  g_assert_true (st_scenario_save_file (scenario, f->path, NULL));
  f->window = g_object_ref_sink (g_object_new (ST_TYPE_WINDOW, NULL));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1400, 900);
  gtk_window_present (GTK_WINDOW (f->window));
  gfile = g_file_new_for_path (f->path);
  g_assert_true (st_window_load_file (f->window, gfile));
  st_test_iterate ();
  f->play = ST_PLAY_PAGE (st_window_get_page (f->window, ST_TYPE_PLAY_PAGE));
  g_assert_nonnull (f->play);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.play", NULL));
  st_test_iterate ();
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
start (Fixture *f, StSeat first, StSeat second, gboolean setup, gboolean cover, guint64 seed)
{
  st_play_page_set_seat (f->play, 0, first);
  st_play_page_set_seat (f->play, 1, second);
  st_play_page_set_seed (f->play, seed);
  st_play_page_set_ai_delay (f->play, 0);
  st_play_page_set_player_setup (f->play, setup);
  st_play_page_set_cover (f->play, cover);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->play), "play.start", NULL));
  st_test_iterate ();
  g_assert_nonnull (st_play_page_get_session (f->play));
}

static StGame *
game_of (Fixture *f)
{
  return st_play_session_get_game (st_play_page_get_session (f->play));
}

static const StState *
state_of (Fixture *f)
{
  return st_play_session_get_state (st_play_page_get_session (f->play));
}

static const char *
phase_of (Fixture *f)
{
  return st_game_phase_id (game_of (f), st_game_phase (game_of (f), state_of (f)));
}

static gboolean
ai_done (gpointer data)
{
  Fixture *f = data;

  return (!st_play_page_get_ai_busy (f->play) && st_play_page_get_can_act (f->play))
         || st_game_is_terminal (game_of (f), state_of (f)) || st_play_page_get_covered (f->play);
}

/* Runs the main loop until the AI is done or a human is to act. */
static void
wait_ai (Fixture *f)
{
  st_test_wait_until (ai_done, f, 60);
}

/* Plays action as a user does: the piece (the set-up and reserve strip picks
 * itself), then the point; a list when several actions share the point. */
static void
play_through_ui (Fixture *f, StAction action)
{
  StPlaySession   *session = st_play_page_get_session (f->play);
  StGame          *game = game_of (f);
  guint            before = st_play_session_get_n_actions (session);
  g_autofree char *text = st_game_action_to_text (game, state_of (f), action);
  StActionInfo     info;
  StPieceView      view;

  st_game_describe_action (game, state_of (f), action, &info);
  if (info.unit >= 0 && st_play_page_get_picked_unit (f->play) != info.unit)
    {
      st_game_piece_view (game, state_of (f), st_play_page_viewer (f->play), (guint) info.unit, &view);
      if (st_play_page_get_picked_unit (f->play) >= 0)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->play), "play.unpick", NULL));
      if (view.place == ST_PLACE_NONE)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->play), "play.pick-unit", "i", info.unit));
      else
        g_assert_true (st_play_page_press_place (f->play, view.place));
      g_assert_cmpint (st_play_page_get_picked_unit (f->play), ==, info.unit);
    }
  if (info.to != ST_PLACE_NONE)
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

      g_assert_nonnull (choices);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->play), "play.act", "s", text));
    }
  g_assert_cmpuint (st_play_session_get_n_actions (session), ==, before + 1);
  st_test_iterate ();
}

/* A new user: Play, set up blue's pieces on the board, the AI sets up yellow,
 * then a whole game against the AI through the board. */
static void
test_setup_and_game_against_ai (void)
{
  Fixture      f = { 0 };
  StActionList scratch;
  StRng        rng;
  int          end;

  fixture_open (&f);
  start (&f, ST_SEAT_HUMAN, ST_SEAT_GREEDY, TRUE, FALSE, 3);
  g_assert_cmpstr (phase_of (&f), ==, "setup");
  g_assert_nonnull (st_play_page_get_prompt (f.play));
  st_action_list_init (&scratch);
  st_rng_seed (&rng, 3);
  for (int i = 0; i < 17; i++)
    {
      g_assert_cmpstr (phase_of (&f), ==, "setup");
      g_assert_cmpint (st_game_current_player (game_of (&f), state_of (&f)), ==, 0);
      play_through_ui (&f, st_game_random_action (game_of (&f), state_of (&f), &rng, &scratch));
    }
  wait_ai (&f);
  g_assert_cmpstr (phase_of (&f), ==, "move");
  g_assert_cmpint (st_game_current_player (game_of (&f), state_of (&f)), ==, 0);
  for (int i = 0; i < 400 && !st_game_is_terminal (game_of (&f), state_of (&f)); i++)
    {
      play_through_ui (&f, st_game_random_action (game_of (&f), state_of (&f), &rng, &scratch));
      wait_ai (&f);
    }
  g_assert_true (st_game_is_terminal (game_of (&f), state_of (&f)));
  end = (int) st_game_end_reason (game_of (&f), state_of (&f));
  g_assert_true (end == MV_END_HEADQUARTERS || end == MV_END_STRATEGIC_POINTS);
  st_action_list_free (&scratch);
  fixture_close (&f);
}

/* Hot-seat set-up through the page: blue's pieces on points of its area, then
 * yellow's on the strategic points or, from the list, kept in reserve. */
static void
test_hot_seat_setup (void)
{
  Fixture      f = { 0 };
  StActionList scratch;
  StRng        rng;
  int          kept = 0;

  fixture_open (&f);
  start (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, TRUE, FALSE, 4);
  st_action_list_init (&scratch);
  st_rng_seed (&rng, 4);
  for (int i = 0; i < 34; i++)
    {
      StAction     a;
      StActionInfo info;

      g_assert_cmpstr (phase_of (&f), ==, "setup");
      if (i == 20)
        st_test_shoot ("play-manover-setup");
      a = st_game_random_action (game_of (&f), state_of (&f), &rng, &scratch);
      st_game_describe_action (game_of (&f), state_of (&f), a, &info);
      kept += g_strcmp0 (info.kind, "keep") == 0;
      play_through_ui (&f, a);
    }
  g_assert_cmpint (kept, ==, 7);
  g_assert_cmpstr (phase_of (&f), ==, "move");
  g_assert_cmpint (st_game_current_player (game_of (&f), state_of (&f)), ==, 0);
  st_action_list_free (&scratch);
  fixture_close (&f);
}

/* Yellow against the AI from the scenario's set-up: the AI's pieces are blank
 * until a challenge reveals them. */
static void
test_hidden_pieces (void)
{
  Fixture      f = { 0 };
  StActionList list;
  StRng        rng;
  int          blank = 0;

  fixture_open (&f);
  start (&f, ST_SEAT_GREEDY, ST_SEAT_HUMAN, FALSE, FALSE, 5);
  st_action_list_init (&list);
  st_rng_seed (&rng, 5);
  wait_ai (&f);
  for (int i = 0; i < 6 && !st_game_is_terminal (game_of (&f), state_of (&f)); i++)
    {
      StAction     a;
      StActionInfo info;

      g_assert_cmpint (st_game_current_player (game_of (&f), state_of (&f)), ==, 1);
      st_game_legal_actions (game_of (&f), state_of (&f), &list);
      /* Yellow keeps its headquarters garrisoned, so that the screenshot shows
       * a game going on. */
      do
        {
          a = list.actions[st_rng_below (&rng, list.len)];
          st_game_describe_action (game_of (&f), state_of (&f), a, &info);
        }
      while (info.from == mv_def (game_of (&f))->hq[1]);
      play_through_ui (&f, a);
      wait_ai (&f);
    }
  g_assert_cmpint (st_play_page_viewer (f.play), ==, 1);
  for (guint u = 0; u < st_game_n_units (game_of (&f)); u++)
    if (st_game_unit_player (game_of (&f), u) == 0)
      {
        StPieceView view;

        st_game_piece_view (game_of (&f), state_of (&f), 1, u, &view);
        blank += view.place >= 0 && view.hidden && view.type < 0;
      }
  g_assert_cmpint (blank, >, 0);
  g_assert_false (st_game_is_terminal (game_of (&f), state_of (&f)));
  /* The front, near enough to read the pieces. */
  st_board_view_set_zoom (st_play_page_get_view (f.play), 2.0);
  st_test_shoot ("play-manover-hidden");
  st_action_list_free (&list);
  fixture_close (&f);
}

/* Hot-seat: moves until a challenge is possible, then the challenge: both
 * strengths are shown to both players. */
static void
test_challenge (void)
{
  Fixture      f = { 0 };
  StActionList list;
  StRng        rng;
  gboolean     challenged = FALSE;

  fixture_open (&f);
  start (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, FALSE, FALSE, 9);
  st_action_list_init (&list);
  st_rng_seed (&rng, 9);
  for (int i = 0; i < 300 && !challenged && !st_game_is_terminal (game_of (&f), state_of (&f)); i++)
    {
      StAction pick = 0;
      gboolean found = FALSE;

      st_game_legal_actions (game_of (&f), state_of (&f), &list);
      for (guint k = 0; k < list.len && !found; k++)
        {
          StActionInfo info;

          st_game_describe_action (game_of (&f), state_of (&f), list.actions[k], &info);
          if (g_strcmp0 (info.kind, "challenge") == 0)
            {
              pick = list.actions[k];
              found = TRUE;
            }
        }
      if (!found)
        pick = list.actions[st_rng_below (&rng, list.len)];
      play_through_ui (&f, pick);
      challenged = found;
    }
  g_assert_true (challenged);
  /* Both strengths, to both players: "Cavalry brigade (class V)" for the
   * challenger and the same for the challenged piece, in the rows the page
   * shows. */
  for (int viewer = 0; viewer < 2; viewer++)
    {
      g_autoptr (GPtrArray) rows = st_game_resolution (game_of (&f), state_of (&f), viewer, NULL);
      const MvState *s = (const MvState *) state_of (&f);
      guint8         types[2] = { s->last_attacker_type, s->last_defender_type };

      g_assert_nonnull (rows);
      g_assert_cmpuint (rows->len, >=, 2);
      for (int k = 0; k < 2; k++)
        {
          const MvType    *type = &mv_def (game_of (&f))->types[types[k]];
          g_autofree char *name = mv_type_label (game_of (&f), types[k], NULL);
          g_autofree char *expected = g_strdup_printf ("%s (class %s)", name, mv_roman (type->strength));

          g_assert_cmpuint (types[k], !=, MV_UNKNOWN);
          g_assert_cmpstr (((StRow *) g_ptr_array_index (rows, k))->value, ==, expected);
        }
    }
  st_test_shoot ("play-manover-challenge");
  st_action_list_free (&list);
  fixture_close (&f);
}

/* Hot-seat: the cover screen hides the board between the players. */
static void
test_cover (void)
{
  Fixture      f = { 0 };
  StActionList list;

  fixture_open (&f);
  start (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, FALSE, TRUE, 7);
  g_assert_true (st_play_page_get_covered (f.play));
  st_play_cover_reveal (ST_PLAY_COVER (st_play_page_get_cover_widget (f.play)));
  st_test_iterate ();
  st_action_list_init (&list);
  st_game_legal_actions (game_of (&f), state_of (&f), &list);
  play_through_ui (&f, list.actions[0]);
  g_assert_true (st_play_page_get_covered (f.play));
  st_test_shoot ("play-manover-cover");
  st_action_list_free (&list);
  fixture_close (&f);
}

/* A whole hot-seat game behind the cover screen: after every move the board is
 * covered until the next player asks to see it; every move through the board. */
/* The first seed from 1 whose random game, from this position, ends by the
 * rules (a headquarters or the strategic points, not the move limit) within
 * 120 moves: a whole game through the page, but not one of 250 moves, which
 * took a minute and a quarter in the sanitizer build. Found on a copy. */
static guint64
short_game_seed (StGame *game, const StState *state, StActionList *scratch)
{
  g_autoptr (StState) copy = st_game_clone_state (game, state);

  for (guint64 seed = 1; seed < 1000; seed++)
    {
      StRng rng;
      int   moves = 0;

      st_game_copy_state (game, copy, state);
      st_rng_seed (&rng, seed);
      while (!st_game_is_terminal (game, copy) && moves < 120)
        {
          st_game_apply (game, copy, st_game_random_action (game, copy, &rng, scratch));
          moves++;
        }
      if (st_game_is_terminal (game, copy) && st_game_end_reason (game, copy) != MV_END_MOVE_LIMIT)
        return seed;
    }
  g_assert_not_reached ();
}

static void
test_hot_seat_game (void)
{
  Fixture      f = { 0 };
  StActionList scratch;
  StRng        rng;
  int          moves = 0, covers = 0, end;

  fixture_open (&f);
  start (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, FALSE, TRUE, 12);
  /* Manöver has no dice: the Play page does not offer a seed. */
  g_assert_false (gtk_widget_get_visible (
      GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f.play), ST_TYPE_PLAY_PAGE, "dice_group"))));
  st_action_list_init (&scratch);
  st_rng_seed (&rng, short_game_seed (game_of (&f), state_of (&f), &scratch));
  while (!st_game_is_terminal (game_of (&f), state_of (&f)) && moves < 600)
    {
      int player = st_game_current_player (game_of (&f), state_of (&f));

      g_assert_true (st_play_page_get_covered (f.play));
      covers++;
      st_play_cover_reveal (ST_PLAY_COVER (st_play_page_get_cover_widget (f.play)));
      st_test_iterate ();
      g_assert_false (st_play_page_get_covered (f.play));
      /* The board shows the player to move its own pieces, not the other's. */
      g_assert_cmpint (st_play_page_viewer (f.play), ==, player);
      play_through_ui (&f, st_game_random_action (game_of (&f), state_of (&f), &rng, &scratch));
      moves++;
    }
  g_assert_true (st_game_is_terminal (game_of (&f), state_of (&f)));
  g_assert_cmpint (covers, ==, moves);
  end = (int) st_game_end_reason (game_of (&f), state_of (&f));
  g_assert_true (end == MV_END_HEADQUARTERS || end == MV_END_STRATEGIC_POINTS);
  g_test_message ("hot-seat game: %d moves, end reason %d", moves, end);
  st_action_list_free (&scratch);
  fixture_close (&f);
}

static gboolean
balance_done (gpointer data)
{
  return !st_balance_page_get_running (data);
}

/* The Balance page plays the scenario: random games, each ended by a
 * headquarters, the strategic points or the move limit. */
static void
test_balance (void)
{
  Fixture                 f = { 0 };
  StBalancePage          *page;
  StPlaytestOptions       options;
  const StPlaytestReport *report;

  fixture_open (&f);
  st_window_set_visible_part (f.window, "balance");
  st_test_iterate ();
  page = ST_BALANCE_PAGE (st_test_find_type (GTK_WIDGET (f.window), ST_TYPE_BALANCE_PAGE));
  g_assert_nonnull (page);
  st_page_ensure_built (ST_PAGE (page));
  st_playtest_options_init (&options);
  options.games = 40;
  options.jobs = 2;
  options.seed = 5;
  st_player_options_init (&options.players[0], ST_PLAYER_RANDOM);
  st_player_options_init (&options.players[1], ST_PLAYER_RANDOM);
  st_balance_page_set_options (page, &options);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "balance.run", NULL));
  g_assert_true (st_test_wait_until (balance_done, page, 120));
  report = st_balance_page_get_report (page);
  g_assert_nonnull (report);
  g_assert_cmpuint (report->games, ==, 40);
  g_assert_cmpuint (report->wins[0] + report->wins[1] + report->draws, ==, 40);
  g_assert_nonnull (st_balance_page_get_figure (page, "win-rate"));
  fixture_close (&f);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display");
      return 0;
    }
  g_test_add_func ("/app/play/manover/set up, then a whole game against the AI",
                   test_setup_and_game_against_ai);
  g_test_add_func ("/app/play/manover/hot-seat set-up, with pieces kept in reserve", test_hot_seat_setup);
  g_test_add_func ("/app/play/manover/the AI's pieces are blank", test_hidden_pieces);
  g_test_add_func ("/app/play/manover/a challenge shows both strengths", test_challenge);
  g_test_add_func ("/app/play/manover/hot-seat cover screen", test_cover);
  g_test_add_func ("/app/play/manover/a whole hot-seat game behind the cover screen", test_hot_seat_game);
  g_test_add_func ("/app/balance/manover/random games", test_balance);
  return g_test_run ();
}
