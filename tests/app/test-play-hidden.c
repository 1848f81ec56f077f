/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "engine/rulesets/manoeuvre/mo-private.h"

#include "app-test-util.h"
#include "play-fixture.h"
#include "st-board-view.h"
#include "st-play-cover.h"

/* Nothing hidden reaches the wrong player (issue 22): Manöver and Manoeuvre,
 * hot-seat and against the computer, and at every step every widget of the play
 * page — labels, tooltips, accessible names and descriptions, action targets,
 * the log — is read for the other side's hidden ids, types and cards, and
 * what the board is handed is checked to be the viewer's piece views only. */

#define STEPS 40

/* What the player at the screen may not read: the ids of the other side's
 * pieces it has not identified, and the name the referee gives them ("Blue
 * Infantry regiment") unless a piece it has identified bears the same name; in
 * Manoeuvre, the ids of the cards in the other side's hand that it has not seen. */
static GPtrArray *
forbidden (StGame *game, const StState *state, int viewer)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);

  for (guint u = 0; u < st_game_n_units (game); u++)
    {
      StPieceView view;

      st_game_piece_view (game, state, viewer, u, &view);
      if (view.player != viewer && !view.hidden)
        g_ptr_array_add (seen, st_game_unit_label (game, state, ST_VIEWER_ALL, u, NULL));
    }
  for (guint u = 0; u < st_game_n_units (game); u++)
    {
      StPieceView view;
      char       *label;

      st_game_piece_view (game, state, viewer, u, &view);
      if (view.player == viewer || !view.hidden)
        continue;
      g_ptr_array_add (out, g_strdup (st_game_unit_id (game, u)));
      label = st_game_unit_label (game, state, ST_VIEWER_ALL, u, NULL);
      if (!g_ptr_array_find_with_equal_func (seen, label, g_str_equal, NULL))
        g_ptr_array_add (out, label);
      else
        g_free (label);
    }
  if (st_game_scenario (game)->family == st_family_lookup ("manoeuvre"))
    {
      const MoState *st = (const MoState *) state;
      int            other = 1 - viewer;

      for (guint i = 0; i < st->n_hand[other]; i++)
        if (!mo_known (st, viewer, st->hand[other][i]))
          g_ptr_array_add (out, g_strdup (st_game_card (game, st->hand[other][i])->id));
    }
  return out;
}

static void
check_text (const char *text, GPtrArray *bad, const char *where)
{
  if (text == NULL)
    return;
  for (guint i = 0; i < bad->len; i++)
    if (strstr (text, g_ptr_array_index (bad, i)) != NULL)
      g_error ("%s shows '%s', hidden from the player at the screen: %s", where,
               (const char *) g_ptr_array_index (bad, i), text);
}

/* The accessible property as the test context reads it: the message of a
 * check against a value it cannot have holds the real one. */
static void
check_accessible (GtkWidget *widget, GtkAccessibleProperty property, GPtrArray *bad)
{
  g_autofree char *message = NULL;

  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), property))
    return;
  message = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, "\x01");
  check_text (message, bad, "an accessible property");
}

/* mapped_only: only what is shown (the game under the cover screen is an
 * unmapped page of a stack, neither drawn nor presented). */
static guint
walk (GtkWidget *widget, GPtrArray *bad, gboolean mapped_only)
{
  guint n = 1;

  if (mapped_only && !gtk_widget_get_mapped (widget))
    return 0;
  if (GTK_IS_LABEL (widget))
    check_text (gtk_label_get_label (GTK_LABEL (widget)), bad, "a label");
  if (GTK_IS_EDITABLE (widget))
    check_text (gtk_editable_get_text (GTK_EDITABLE (widget)), bad, "an entry");
  if (ADW_IS_PREFERENCES_ROW (widget))
    check_text (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), bad, "a row title");
  if (ADW_IS_ACTION_ROW (widget))
    check_text (adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)), bad, "a row subtitle");
  check_text (gtk_widget_get_tooltip_text (widget), bad, "a tooltip");
  check_text (gtk_widget_get_tooltip_markup (widget), bad, "a tooltip");
  if (GTK_IS_ACTIONABLE (widget))
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget));

      if (target != NULL)
        {
          g_autofree char *printed = g_variant_print (target, FALSE);

          check_text (printed, bad, "an action target");
        }
    }
  check_accessible (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, bad);
  check_accessible (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, bad);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += walk (child, bad, mapped_only);
  return n;
}

/* What play mode hands the board: the scenario's board without its units,
 * and pieces that are exactly the viewer's piece views, a hidden one with
 * nothing but its side and place (no id, type or name); no string of a piece
 * names anything hidden from the viewer. */
static void
check_board (Fixture *f, int viewer, GPtrArray *bad)
{
  StBoardView         *view = st_play_page_get_view (f->play);
  StGame              *game = play_game (f);
  const StScenario    *scenario = st_game_scenario (game);
  guint                n = 0, placed = 0, shown = 0, hidden = 0;
  const StRenderPiece *pieces = st_board_view_get_pieces (view, &n);

  g_assert_cmpuint (st_board_view_get_scenario (view)->units->len, ==, 0);
  for (guint u = 0; u < st_game_n_units (game); u++)
    {
      StPieceView piece;

      st_game_piece_view (game, play_state (f), viewer, u, &piece);
      if (piece.place != ST_PLACE_NONE && !piece.eliminated)
        placed++;
    }
  g_assert_cmpuint (n, ==, placed);
  for (guint i = 0; i < n; i++)
    {
      const StRenderPiece *piece = &pieces[i];
      int                  unit = -1;
      StPieceView          truth;

      check_text (piece->id, bad, "a piece on the board");
      if (piece->name != NULL)
        check_text (st_text_get_for_locale (piece->name), bad, "a piece's name on the board");
      if (piece->hidden)
        {
          g_assert_null (piece->id);
          g_assert_null (piece->type);
          g_assert_null (piece->name);
          g_assert_false (piece->reduced);
          hidden++;
          continue;
        }
      shown++;
      g_assert_nonnull (piece->id);
      for (guint u = 0; u < st_game_n_units (game) && unit < 0; u++)
        if (g_strcmp0 (st_game_unit_id (game, u), piece->id) == 0)
          unit = (int) u;
      g_assert_cmpint (unit, >=, 0);
      st_game_piece_view (game, play_state (f), viewer, (guint) unit, &truth);
      g_assert_false (truth.hidden);
      g_assert_cmpstr (
          piece->type, ==,
          ((const StUnitType *) g_ptr_array_index (scenario->unit_types, (guint) truth.type))->id);
    }
  g_assert_cmpuint (shown + hidden, ==, n);
}

/* A challenge of a piece that shares its piece and point with another action,
 * so that pressing them lists the actions (rows that name the challenged piece:
 * the test is there to see that none names it by id); else any challenge; else
 * any action. */
static StAction
challenge_or_random (Fixture *f, StRng *rng, StActionList *scratch)
{
  StActionList legal;
  StAction     action = st_game_random_action (play_game (f), play_state (f), rng, scratch);
  gboolean     listed = FALSE;

  st_action_list_init (&legal);
  st_game_legal_actions (play_game (f), play_state (f), &legal);
  for (guint i = 0; i < legal.len && !listed; i++)
    {
      g_autofree char *text = st_game_action_to_text (play_game (f), play_state (f), legal.actions[i]);
      StActionInfo     a, b;

      if (strstr (text, " strike ") == NULL && strstr (text, " ask ") == NULL)
        continue;
      action = legal.actions[i];
      st_game_describe_action (play_game (f), play_state (f), legal.actions[i], &a);
      for (guint j = 0; j < legal.len && !listed; j++)
        {
          st_game_describe_action (play_game (f), play_state (f), legal.actions[j], &b);
          listed = j != i && a.unit == b.unit && a.to == b.to;
        }
    }
  st_action_list_free (&legal);
  return action;
}

/* On a map of pieces, as a person plays: the piece, then the point it goes to,
 * and the page read after each press (a list of the actions that share the
 * point is shown then). */
static void
press_and_walk (Fixture *f, StAction action, int viewer, guint *walked)
{
  StPlaySession *session = st_play_page_get_session (f->play);
  guint          before = st_play_session_get_n_actions (session);
  StActionInfo   info;
  StPieceView    view;

  if (st_game_scenario (play_game (f))->family != st_family_lookup ("manover"))
    return;
  st_game_describe_action (play_game (f), play_state (f), action, &info);
  if (info.unit < 0)
    return;
  st_game_piece_view (play_game (f), play_state (f), viewer, (guint) info.unit, &view);
  if (view.place == ST_PLACE_NONE)
    return;
  if (st_play_page_get_picked_unit (f->play) != info.unit)
    {
      if (st_play_page_get_picked_unit (f->play) >= 0)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->play), "play.unpick", NULL));
      st_play_page_press_place (f->play, view.place);
      st_test_iterate ();
    }
  if (info.to != ST_PLACE_NONE && st_play_session_get_n_actions (session) == before)
    {
      g_autoptr (GPtrArray) bad = forbidden (play_game (f), play_state (f), viewer);

      *walked += walk (GTK_WIDGET (f->play), bad, FALSE);
      st_play_page_press_place (f->play, info.to);
      st_test_iterate ();
    }
  if (st_play_session_get_n_actions (session) == before)
    {
      g_autoptr (GPtrArray) bad = forbidden (play_game (f), play_state (f), viewer);

      *walked += walk (GTK_WIDGET (f->play), bad, FALSE);
    }
}

static gboolean
human_or_over (gpointer data)
{
  Fixture *f = data;

  return st_game_is_terminal (play_game (f), play_state (f)) || st_play_page_get_covered (f->play)
         || (!st_play_page_get_ai_busy (f->play) && st_play_page_get_can_act (f->play));
}

static void
play_and_walk (const char *scenario, StSeat second)
{
  Fixture f = { 0 };
  StRng   rng;
  guint   walked = 0, steps = 0;

  fixture_open (&f, scenario);
  st_play_page_set_cover (f.play, FALSE);
  enter_play (&f, ST_SEAT_HUMAN, second, 5);
  st_rng_seed (&rng, 5);
  for (; steps < (guint) STEPS && !st_game_is_terminal (play_game (&f), play_state (&f)); steps++)
    {
      StActionList scratch;
      int          viewer;

      g_assert_true (wait_for (human_or_over, &f, 60));
      if (st_game_is_terminal (play_game (&f), play_state (&f)))
        break;
      /* Hot-seat: the cover screen between the players hides everything; the
       * next player lifts it. */
      if (st_play_page_get_covered (f.play))
        {
          g_autoptr (GPtrArray) none = forbidden (play_game (&f), play_state (&f), 0);
          g_autoptr (GPtrArray) other = forbidden (play_game (&f), play_state (&f), 1);

          g_ptr_array_extend_and_steal (none, g_steal_pointer (&other));
          walked += walk (GTK_WIDGET (f.play), none, TRUE);
          st_play_cover_reveal (ST_PLAY_COVER (st_play_page_get_cover_widget (f.play)));
          st_test_iterate ();
          g_assert_true (wait_for (human_or_over, &f, 60));
        }
      viewer = st_play_page_viewer (f.play);
      g_assert_cmpint (viewer, >=, 0);
      {
        g_autoptr (GPtrArray) bad = forbidden (play_game (&f), play_state (&f), viewer);

        walked += walk (GTK_WIDGET (f.play), bad, FALSE);
        check_board (&f, viewer, bad);
      }
      st_action_list_init (&scratch);
      {
        StAction         action = challenge_or_random (&f, &rng, &scratch);
        g_autofree char *text = st_game_action_to_text (play_game (&f), play_state (&f), action);
        guint            before = st_play_session_get_n_actions (st_play_page_get_session (f.play));

        press_and_walk (&f, action, viewer, &walked);
        if (st_play_session_get_n_actions (st_play_page_get_session (f.play)) == before)
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.act", "s", text));
      }
      st_action_list_free (&scratch);
      st_test_iterate ();
    }
  g_assert_cmpuint (steps, >=, 10);
  g_assert_cmpuint (walked, >, steps * 20);
  fixture_close (&f);
}

static void
test_manover_against_ai (void)
{
  play_and_walk ("manover-finland", ST_SEAT_GREEDY);
}

static void
test_manover_hot_seat (void)
{
  play_and_walk ("manover-finland", ST_SEAT_HUMAN);
}

static void
test_manoeuvre_against_ai (void)
{
  play_and_walk ("manoeuvre", ST_SEAT_GREEDY);
}

static void
test_manoeuvre_hot_seat (void)
{
  play_and_walk ("manoeuvre", ST_SEAT_HUMAN);
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
  g_test_add_func ("/play/hidden/manover against the computer: no widget shows a hidden piece",
                   test_manover_against_ai);
  g_test_add_func ("/play/hidden/manover hot-seat: no widget shows the other side's hidden pieces",
                   test_manover_hot_seat);
  g_test_add_func ("/play/hidden/manoeuvre against the computer: no widget shows a hidden card",
                   test_manoeuvre_against_ai);
  g_test_add_func ("/play/hidden/manoeuvre hot-seat: no widget shows the other side's hidden cards",
                   test_manoeuvre_hot_seat);
  return g_test_run ();
}
