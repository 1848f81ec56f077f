/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <string.h>

#include "engine/st-player.h"

#include "app-test-util.h"
#include "play-fixture.h"
#include "st-play-page-private.h"
#include "st-play-cover.h"
#include "st-play-hand.h"
#include "engine/st-play-session.h"

/* Manoeuvre (issue 10) played in the app: hot-seat behind the cover screen, a
 * card played from the hand, a Withdraw and a Guerrilla reaction answered by
 * the reacting player in the other's turn, dice and results in the log, the game
 * to its end by attrition or nightfall with the end reason shown; a whole game
 * against the AI; card plays for a unit by clicks alone; discards marked in the
 * hand; a card dragged onto the board. */

static void
reveal_if_covered (Fixture *f)
{
  if (st_play_page_get_covered (f->play))
    {
      StPlayCover *cover = ST_PLAY_COVER (st_play_page_get_cover_widget (f->play));

      g_assert_cmpint (st_play_cover_get_player (cover), ==,
                       st_game_current_player (play_game (f), play_state (f)));
      st_play_cover_reveal (cover);
      st_test_iterate ();
    }
}

static void
act_text (Fixture *f, StAction action)
{
  g_autofree char *text = st_game_action_to_text (play_game (f), play_state (f), action);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->play), "play.act", "s", text));
}

/* A reaction the player to act (not the active player) may make with a card of
 * hq type: the action, or 0. */
static StAction
reaction (Fixture *f, const char *hq)
{
  StGame      *game = play_game (f);
  StActionList list;
  StAction     found = 0;

  if (st_game_current_player (game, play_state (f)) == st_game_active_player (game, play_state (f)))
    return 0;
  st_action_list_init (&list);
  st_game_legal_actions (game, play_state (f), &list);
  for (guint i = 0; i < list.len && found == 0; i++)
    {
      StActionInfo info;

      st_game_describe_action (game, play_state (f), list.actions[i], &info);
      if (info.card >= 0 && g_strcmp0 (st_game_card (game, (guint) info.card)->hq, hq) == 0)
        found = list.actions[i];
    }
  st_action_list_free (&list);
  return found;
}

/* The page says who won and why. */
static void
assert_ended (Fixture *f)
{
  StGame     *game = play_game (f);
  guint       reason = st_game_end_reason (game, play_state (f));
  const char *id = st_game_end_reason_id (game, reason);

  g_assert_true (st_game_is_terminal (game, play_state (f)));
  g_assert_true (g_str_equal (id, "attrition") || g_str_equal (id, "pyrrhic-victory")
                 || g_str_equal (id, "nightfall") || g_str_has_prefix (id, "tie-break-"));
  g_assert_nonnull (strstr (st_play_page_get_prompt (f->play), st_game_end_reason_label (game, reason)));
}

static void play_by_presses (Fixture *f, StAction action);

/* The docs' screenshots show the window filling the virtual screen. Only for
 * them: every frame of a larger window costs more under the sanitizers, and
 * the checks pass at the window's own size. */
static void
fill_screen (Fixture *f)
{
  if (g_getenv ("SANDTABLE_SCREENSHOTS") == NULL)
    return;
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1600, 1000);
  st_test_iterate ();
}

/* The pass button says what the ruleset calls passing now ("Do Not Advance"). */
static void
assert_pass_label (Fixture *f)
{
  StPrompt   prompt;
  GtkWidget *button = st_play_page_get_pass_button (f->play);

  if (!st_play_page_get_can_act (f->play) || !gtk_widget_get_sensitive (button))
    return;
  st_game_prompt (play_game (f), play_state (f), NULL, &prompt);
  if (prompt.pass_label != NULL)
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, prompt.pass_label);
  st_prompt_clear (&prompt);
}

static void
test_hot_seat (void)
{
  Fixture         f = { 0 };
  StGame         *game;
  StPlayerOptions options;
  g_autoptr (StPlayer) driver = NULL;
  StPlayCover     *cover;
  gboolean         card_played = FALSE, withdrew = FALSE, negated = FALSE;
  g_autofree char *label = NULL;

  fixture_open (&f, "manoeuvre");
  fill_screen (&f);
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 3);
  game = play_game (&f);
  /* Hot-seat starts behind the cover, for Aurelia. */
  cover = ST_PLAY_COVER (st_play_page_get_cover_widget (f.play));
  g_assert_true (st_play_page_get_covered (f.play));
  g_assert_cmpint (st_play_cover_get_player (cover), ==, 0);
  label = g_strdup_printf ("I am %s", st_play_page_player_name (f.play, 0));
  if (g_getenv ("SANDTABLE_TEST_LANGUAGE") == NULL)
    g_assert_cmpstr (st_play_cover_get_button_label (cover), ==, label);
  st_test_shoot ("play-manoeuvre-cover");

  /* Both players' moves chosen by a quick IS-MCTS, played through the page. */
  st_player_options_init (&options, ST_PLAYER_MCTS);
  options.iterations = 150;
  driver = st_player_new (game, &options, 5);
  for (guint i = 0; i < 2000 && !st_game_is_terminal (game, play_state (&f)); i++)
    {
      StAction     action;
      StActionInfo info;
      StAction     react;

      reveal_if_covered (&f);
      assert_pass_label (&f);
      react = !withdrew ? reaction (&f, "withdraw") : 0;
      if (react == 0 && !negated)
        react = reaction (&f, "guerrilla");
      if (react != 0)
        {
          StActionInfo react_info;

          /* The reacting player has the screen in the other's turn, and answers
           * with the card from the hand. */
          g_assert_cmpint (st_play_page_viewer (f.play), ==, st_game_current_player (game, play_state (&f)));
          g_assert_true (st_play_page_get_can_act (f.play));
          st_game_describe_action (game, play_state (&f), react, &react_info);
          if (g_str_equal (st_game_card (game, (guint) react_info.card)->hq, "guerrilla"))
            {
              st_test_shoot ("play-manoeuvre-reaction");
              negated = TRUE;
            }
          else
            withdrew = TRUE;
          /* By clicks alone: the card, then the unit it is for. */
          play_by_presses (&f, react);
          continue;
        }
      action = st_player_choose (driver, play_state (&f));
      st_game_describe_action (game, play_state (&f), action, &info);
      if (!card_played && info.card >= 0 && g_str_equal (info.kind, "play")
          && g_str_equal (st_game_phase_id (game, st_game_phase (game, play_state (&f))), "combat"))
        {
          st_test_shoot ("play-manoeuvre-hand");
          play_through_ui (&f, action);
          card_played = TRUE;
          continue;
        }
      act_text (&f, action);
      /* The page refreshes as an action is played; the frames between the
       * cover screens are drawn until the card play and both reactions have
       * been seen, then the game is played out without waiting for each one
       * (the cover, the pass button and the end are still checked at every
       * state, and each cover screen is drawn). */
      if (!card_played || !withdrew || !negated)
        st_test_iterate ();
    }
  g_assert_true (card_played);
  g_assert_true (withdrew);
  g_assert_true (negated);
  assert_ended (&f);
  /* Dice and results: the log rows of the actions that rolled carry their
   * resolution rows. */
  {
    StPlaySession *session = st_play_page_get_session (f.play);
    guint          rolled = 0;

    for (guint i = 0; i < st_play_session_get_n_actions (session); i++)
      {
        g_autoptr (GPtrArray) rows = st_play_session_dup_resolution (session, i, st_play_page_viewer (f.play),
                                                                     st_play_page_lang (f.play));
        g_autofree char *row = NULL;

        if (rows == NULL || rows->len == 0)
          continue;
        row = st_play_page_dup_log_row (f.play, i + 1);
        for (guint r = 0; r < rows->len; r++)
          {
            const StRow *res = g_ptr_array_index (rows, r);

            g_assert_nonnull (strstr (row, res->label));
            g_assert_nonnull (strstr (row, res->value));
          }
        rolled++;
      }
    g_assert_cmpuint (rolled, >, 0);
  }
  fixture_close (&f);
}

static gboolean
human_turn_or_over (gpointer data)
{
  Fixture *f = data;

  return !st_play_page_get_ai_busy (f->play)
         && (st_game_is_terminal (play_game (f), play_state (f)) || st_play_page_get_can_act (f->play));
}

/* Against the AI: no cover, the screen is always the human's, the AI's hand is
 * never shown, and the game goes to its end. */
static void
test_against_ai (void)
{
  Fixture      f = { 0 };
  StGame      *game;
  StRng        rng;
  StActionList list;
  gboolean     spied = FALSE;
  g_autoptr (GArray) pile = g_array_new (FALSE, FALSE, sizeof (int));

  fixture_open (&f, "manoeuvre");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_GREEDY, 4);
  game = play_game (&f);
  st_rng_seed (&rng, 11);
  st_action_list_init (&list);
  while (TRUE)
    {
      g_assert_true (wait_for (human_turn_or_over, &f, 60));
      g_assert_false (st_play_page_get_covered (f.play));
      g_assert_cmpint (st_play_page_viewer (f.play), ==, 0);
      st_game_pile (game, play_state (&f), st_play_page_viewer (f.play), 1, ST_PILE_HAND, pile);
      /* Unless the human's Spy showed it. */
      for (guint i = 0; i < pile->len && !spied; i++)
        g_assert_cmpint (g_array_index (pile, int, i), ==, -1);
      if (st_game_is_terminal (game, play_state (&f)))
        break;
      {
        StAction     action = st_game_random_action (game, play_state (&f), &rng, &list);
        StActionInfo info;

        st_game_describe_action (game, play_state (&f), action, &info);
        spied |= info.card >= 0 && g_strcmp0 (st_game_card (game, (guint) info.card)->hq, "spy") == 0;
        act_text (&f, action);
      }
    }
  st_action_list_free (&list);
  assert_ended (&f);
  fixture_close (&f);
}

/* A battlefield the scenario leaves open: the first player picks the map
 * sections from the list and the board shows them as placed; the second player
 * picks his edge. */
static void
test_open_battlefield (void)
{
  Fixture     f = { 0 };
  StHistory  *history;
  StScenario *edited;
  StGame     *game;

  fixture_open (&f, "manoeuvre");
  history = st_window_get_history (f.window);
  edited = st_history_begin (history);
  g_ptr_array_set_size (edited->board->placements, 0);
  for (guint u = 0; u < edited->units->len; u++)
    ((StUnit *) g_ptr_array_index (edited->units, u))->placed = FALSE;
  g_assert_true (st_history_commit (history, edited, "open battlefield", NULL));
  st_scenario_unref (edited);
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_HUMAN, 2);
  game = play_game (&f);
  {
    const char *const texts[] = { "section ridge 0,0 270", "section market-town 4,0 0", "section fen 0,4 90",
                                  "section lake-shore 4,4 180", "edge west" };

    for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
      {
        StAction action;

        reveal_if_covered (&f);
        g_assert_true (st_game_action_from_text (game, play_state (&f), texts[i], &action, NULL));
        play_through_ui (&f, action);
        if (i == 2)
          st_test_shoot ("play-manoeuvre-sections");
      }
  }
  reveal_if_covered (&f);
  g_assert_cmpstr (st_game_phase_id (game, st_game_phase (game, play_state (&f))), ==, "setup");
  st_test_shoot ("play-manoeuvre-edge");
  fixture_close (&f);
}

/* The row of the choices list that plays the legal action numbered index, as a
 * person sees it (a row carries the index, not the action's text). */
static GtkWidget *
choice_row (GtkWidget *widget, guint index)
{
  if (ADW_IS_ACTION_ROW (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "play.choose") == 0)
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget));

      if (target != NULL && g_variant_get_uint32 (target) == index)
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *row = choice_row (child, index);

      if (row != NULL)
        return row;
    }
  return NULL;
}

/* Plays action with presses alone, as a person would: the card, then the unit's
 * place or the target place, then the row of the list when several actions
 * share them (an assault or a volley with one card at one target). */
static void
play_by_presses (Fixture *f, StAction action)
{
  StPlaySession   *session = st_play_page_get_session (f->play);
  StGame          *game = play_game (f);
  guint            before = st_play_session_get_n_actions (session);
  g_autofree char *text = st_game_action_to_text (game, play_state (f), action);
  StActionInfo     info;

  st_game_describe_action (game, play_state (f), action, &info);
  g_assert_cmpint (info.card, >=, 0);
  /* A card picked for the player (the only one a reaction can play) plays when
   * clicked again if it goes nowhere. */
  if (st_play_page_get_picked_card (f->play) != info.card || (info.unit < 0 && info.to == ST_PLACE_NONE))
    g_assert_true (st_play_page_press_card (f->play, info.card));
  if (st_play_session_get_n_actions (session) == before)
    {
      int        place = info.to != ST_PLACE_NONE ? info.to : seen_place (f, info.unit);
      guint      n;
      const int *targets = st_play_page_get_targets (f->play, &n);
      gboolean   highlighted = FALSE;

      /* The unit a card is played for is highlighted as its target. */
      for (guint i = 0; i < n; i++)
        highlighted |= targets[i] == place;
      g_assert_true (highlighted);
      g_assert_true (st_play_page_press_place (f->play, place));
    }
  if (st_play_session_get_n_actions (session) == before)
    {
      StActionList legal;
      guint        index = G_MAXUINT;
      GtkWidget   *row;

      st_action_list_init (&legal);
      st_game_legal_actions (game, play_state (f), &legal);
      for (guint i = 0; i < legal.len; i++)
        if (legal.actions[i] == action)
          index = i;
      st_action_list_free (&legal);
      row = choice_row (GTK_WIDGET (f->play), index);
      g_assert_nonnull (row);
      g_assert_true (gtk_widget_get_mapped (row));
      gtk_widget_activate (row);
    }
  st_test_iterate ();
  /* The AI may answer at once: the action is the first after before. */
  if (st_play_session_get_n_actions (session) <= before)
    g_error ("%s was not played by clicking the card and %s", text,
             info.to != ST_PLACE_NONE ? "its target" : "its unit");
  g_assert_cmpstr (st_play_session_get_action_text (session, before), ==, text);
}

/* How many cards of the hand of the player at the screen are unit's. */
static guint
cards_of_unit (Fixture *f, int unit)
{
  g_autoptr (GArray) hand = g_array_new (FALSE, FALSE, sizeof (int));
  const char *id;
  guint       n = 0;

  if (unit < 0)
    return 0;
  id = st_game_unit_id (play_game (f), (guint) unit);
  st_game_pile (play_game (f), play_state (f), 0, 0, ST_PILE_HAND, hand);
  for (guint i = 0; i < hand->len; i++)
    n += g_array_index (hand, int, i) >= 0
         && g_strcmp0 (st_game_card (play_game (f), (guint) g_array_index (hand, int, i))->unit, id) == 0;
  return n;
}

/* The card plays that name a unit and no place. */
static const char *
unit_play_kind (Fixture *f, StAction action)
{
  g_autofree char *text = st_game_action_to_text (play_game (f), play_state (f), action);
  StActionInfo     info;

  st_game_describe_action (play_game (f), play_state (f), action, &info);
  if (info.card < 0 || info.unit < 0 || info.to != ST_PLACE_NONE || !g_str_equal (info.kind, "play"))
    return NULL;
  if (g_str_has_suffix (text, " defend"))
    return "defend";
  if (g_str_has_suffix (text, " leader-combat"))
    return "leader";
  if (g_str_has_suffix (text, " attack"))
    return "attack";
  return NULL;
}

/* The report: a defence card, a defending leader (General Mirande against an
 * ambush) or an extra attack card, clicked and then its unit's square clicked,
 * did nothing. Human (Aurelia) against Greedy: every card play for a unit is
 * made by clicks alone, until a defence card, a defending leader and an extra
 * attack card have each been played so. */
static void
test_card_for_unit_by_clicks (void)
{
  Fixture      f = { 0 };
  StGame      *game;
  StActionList list;
  gboolean     seen_defend = FALSE, seen_attack = FALSE, seen_leader = FALSE;

  fixture_open (&f, "manoeuvre");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_GREEDY, 1);
  game = play_game (&f);

  /* Aurelia plays as the greedy player would, but plays every card for a
   * unit of a kind not seen yet, and assaults when she holds a second card of
   * the assaulting unit; a new game if this one ends first. */
  st_action_list_init (&list);
  for (guint64 seed = 1; seed <= 6 && !(seen_defend && seen_attack && seen_leader); seed++)
    {
      StPlayerOptions options;
      g_autoptr (StPlayer) driver = NULL;

      if (seed > 1)
        {
          fixture_close (&f);
          memset (&f, 0, sizeof f);
          fixture_open (&f, "manoeuvre");
          enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_GREEDY, seed);
          game = play_game (&f);
        }
      st_player_options_init (&options, ST_PLAYER_GREEDY);
      driver = st_player_new (game, &options, seed);
      for (guint i = 0; i < 3000 && !(seen_defend && seen_attack && seen_leader); i++)
        {
          StAction    action = 0;
          const char *kind = NULL;

          g_assert_true (wait_for (human_turn_or_over, &f, 60));
          if (st_game_is_terminal (game, play_state (&f)))
            break;
          st_game_legal_actions (game, play_state (&f), &list);
          for (guint k = 0; k < list.len && action == 0; k++)
            {
              kind = unit_play_kind (&f, list.actions[k]);
              if (kind != NULL
                  && ((g_str_equal (kind, "defend") && !seen_defend)
                      || (g_str_equal (kind, "attack") && !seen_attack)
                      || (g_str_equal (kind, "leader") && !seen_leader)))
                action = list.actions[k];
            }
          if (action != 0)
            {
              play_by_presses (&f, action);
              seen_defend |= g_str_equal (kind, "defend");
              seen_attack |= g_str_equal (kind, "attack");
              seen_leader |= g_str_equal (kind, "leader");
              continue;
            }
          for (guint k = 0; k < list.len && action == 0; k++)
            {
              g_autofree char *text = st_game_action_to_text (game, play_state (&f), list.actions[k]);
              StActionInfo     info;

              st_game_describe_action (game, play_state (&f), list.actions[k], &info);
              if (strstr (text, " assault ") != NULL && cards_of_unit (&f, info.unit) >= 2)
                action = list.actions[k];
            }
          if (action != 0)
            {
              play_by_presses (&f, action);
              continue;
            }
          act_text (&f, st_player_choose (driver, play_state (&f)));
        }
    }
  st_action_list_free (&list);
  g_assert_true (seen_defend);
  g_assert_true (seen_attack);
  g_assert_true (seen_leader);
  fixture_close (&f);
}

/* Discarding: the cards are marked in the hand, the button plays the set. */
static void
test_discard_by_marking (void)
{
  Fixture f = { 0 };
  StGame *game;
  g_autoptr (GArray) hand = g_array_new (FALSE, FALSE, sizeof (int));
  GtkWidget       *button;
  g_autofree char *expected = NULL;
  g_auto (GStrv) choices = NULL;
  int first, second;

  fixture_open (&f, "manoeuvre");
  fill_screen (&f);
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_GREEDY, 2);
  game = play_game (&f);
  g_assert_cmpstr (st_game_phase_id (game, st_game_phase (game, play_state (&f))), ==, "discard");
  st_game_pile (game, play_state (&f), 0, 0, ST_PILE_HAND, hand);
  first = g_array_index (hand, int, 1);
  second = g_array_index (hand, int, 3);
  /* Every card of the hand can be marked; no list of every set of cards. */
  choices = st_play_page_dup_choices (f.play);
  for (guint i = 0; choices[i] != NULL; i++)
    g_assert_false (g_str_has_prefix (choices[i], "discard"));
  button = st_play_page_get_pass_button (f.play);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "Done");
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (button), "discards nothing"));
  g_assert_true (st_play_page_press_card (f.play, first));
  g_assert_true (st_play_page_press_card (f.play, second));
  g_assert_true (st_play_page_press_card (f.play, g_array_index (hand, int, 0)));
  /* A second click unmarks. */
  g_assert_true (st_play_page_press_card (f.play, g_array_index (hand, int, 0)));
  g_assert_true (st_play_page_get_card_marked (f.play, first));
  g_assert_false (st_play_page_get_card_marked (f.play, g_array_index (hand, int, 0)));
  st_test_iterate ();
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (button), "discards"));
  st_test_shoot ("play-manoeuvre-discard");
  expected = g_strdup_printf ("discard %s %s", st_game_card (game, (guint) first)->id,
                              st_game_card (game, (guint) second)->id);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.pass", NULL));
  st_test_iterate ();
  g_assert_cmpstr (st_play_session_get_action_text (st_play_page_get_session (f.play), 0), ==, expected);
  fixture_close (&f);
}

static GtkEventController *
find_controller (GtkWidget *widget, GType type)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return controller;
    }
  return NULL;
}

/* A card dragged from the hand and dropped on its target on the board: the
 * hand's drag source gives the card, the board's drop target plays it. */
static void
test_drag_card (void)
{
  Fixture             f = { 0 };
  StGame             *game;
  StPlayHand         *hand;
  GtkEventController *source, *target;
  StActionList        list;
  StAction            action = 0;
  StActionInfo        info;
  g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GdkContentProvider) content = NULL;
  GValue   value = G_VALUE_INIT;
  double   x = -1, y = -1, bx, by;
  gboolean dropped = FALSE;
  guint    before;
  StCell   cell;
  StRng    rng;

  fixture_open (&f, "manoeuvre");
  enter_play (&f, ST_SEAT_HUMAN, ST_SEAT_GREEDY, 1);
  game = play_game (&f);
  hand = ST_PLAY_HAND (st_play_page_get_hand (f.play));
  source = find_controller (GTK_WIDGET (hand), GTK_TYPE_DRAG_SOURCE);
  target = find_controller (GTK_WIDGET (st_play_page_get_view (f.play)), GTK_TYPE_DROP_TARGET);
  g_assert_nonnull (source);
  g_assert_nonnull (target);
  g_assert_true (g_type_is_a (gtk_drop_target_get_gtypes (GTK_DROP_TARGET (target), NULL)[0], G_TYPE_INT));

  /* Play on until a card goes to a place (an assault, a bombardment...). */
  st_rng_seed (&rng, 4);
  st_action_list_init (&list);
  for (guint i = 0; i < 3000 && action == 0 && !st_game_is_terminal (game, play_state (&f)); i++)
    {
      g_assert_true (wait_for (human_turn_or_over, &f, 60));
      st_game_legal_actions (game, play_state (&f), &list);
      for (guint k = 0; k < list.len && action == 0; k++)
        {
          st_game_describe_action (game, play_state (&f), list.actions[k], &info);
          if (info.card >= 0 && info.to != ST_PLACE_NONE && g_str_equal (info.kind, "play"))
            action = list.actions[k];
        }
      if (action == 0)
        act_text (&f, st_game_random_action (game, play_state (&f), &rng, &list));
    }
  st_action_list_free (&list);
  g_assert_true (action != 0);
  st_game_describe_action (game, play_state (&f), action, &info);
  st_test_iterate ();

  /* The drag starts on the card: its position in the hand. */
  st_game_pile (game, play_state (&f), 0, 0, ST_PILE_HAND, cards);
  for (int px = 0; px < gtk_widget_get_width (GTK_WIDGET (hand)) && x < 0; px++)
    if (st_play_hand_card_at (hand, px, 20) == info.card)
      x = px + 2, y = 20;
  g_assert_cmpfloat (x, >=, 0);
  g_signal_emit_by_name (source, "prepare", x, y, &content);
  g_assert_nonnull (content);
  g_value_init (&value, G_TYPE_INT);
  g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
  g_assert_cmpint (g_value_get_int (&value), ==, info.card);

  /* Dropped on the target square's centre. */
  g_assert_true (st_game_place_cell (game, info.to, &cell));
  st_board_layout_cell_center (st_board_view_get_layout (st_play_page_get_view (f.play)), cell, &bx, &by);
  st_board_view_board_to_widget (st_play_page_get_view (f.play), bx, by, &x, &y);
  before = st_play_session_get_n_actions (st_play_page_get_session (f.play));
  {
    g_autofree char *text = st_game_action_to_text (game, play_state (&f), action);

    g_signal_emit_by_name (target, "drop", &value, x, y, &dropped);
    st_test_iterate ();
    /* One action with that card to that place (a list if several). */
    if (st_play_session_get_n_actions (st_play_page_get_session (f.play)) == before)
      {
        g_auto (GStrv) listed = st_play_page_dup_choices (f.play);
        g_assert_true (strv_has (listed, text));
      }
    else
      {
        StActionInfo played;
        StAction     done;

        g_assert_true (dropped);
        g_assert_true (st_game_action_from_text (
            game, st_play_session_get_state_at (st_play_page_get_session (f.play), before),
            st_play_session_get_action_text (st_play_page_get_session (f.play), before), &done, NULL));
        st_game_describe_action (
            game, st_play_session_get_state_at (st_play_page_get_session (f.play), before), done, &played);
        g_assert_cmpint (played.card, ==, info.card);
        g_assert_cmpint (played.to, ==, info.to);
      }
  }
  g_value_unset (&value);
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
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  /* SANDTABLE_TEST_LANGUAGE=sv for the screenshots of a Swedish interface. */
  g_setenv ("LANGUAGE", g_getenv ("SANDTABLE_TEST_LANGUAGE") ? g_getenv ("SANDTABLE_TEST_LANGUAGE") : "C",
            TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/play/manoeuvre/hot-seat-cards-reactions-end", test_hot_seat);
  g_test_add_func ("/app/play/manoeuvre/against-the-ai", test_against_ai);
  g_test_add_func ("/app/play/manoeuvre/open-battlefield", test_open_battlefield);
  g_test_add_func ("/app/play/manoeuvre/card-for-a-unit-by-clicks", test_card_for_unit_by_clicks);
  g_test_add_func ("/app/play/manoeuvre/discard-by-marking", test_discard_by_marking);
  g_test_add_func ("/app/play/manoeuvre/drag-a-card", test_drag_card);
  return g_test_run ();
}
