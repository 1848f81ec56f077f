/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include <glib/gi18n.h>

#include "engine/st-player.h"
#include "engine/st-rng.h"

#include "st-page.h"
#include "st-play-page.h"

#define MAX_CHOICES 200

/* The AI players of a game. A move searched in a thread holds a reference, so
 * the players outlive a game that is left while they think. */
typedef struct
{
  StPlayer *players[2]; /* NULL for a human */
} Seats;

struct _StPlayPage
{
  AdwBin parent_instance;

  /* template widgets */
  GtkStack          *stack;
  GtkLabel          *setup_error_label;
  AdwComboRow       *first_row;
  AdwComboRow       *second_row;
  GtkSpinButton     *iterations_spin;
  GtkSpinButton     *seed_spin;
  GtkWidget         *resume_button;
  GtkWidget         *start_button;
  GtkLabel          *status_label;
  GtkLabel          *prompt_label;
  StBoardView       *view;
  GtkLabel          *combat_label;
  GtkWidget         *choices_heading;
  GtkWidget         *choices_scroller;
  GtkListBox        *choices_list;
  GtkListBox        *log_list;
  GtkScrolledWindow *log_scroller;

  /* the document */
  StHistory  *history;
  StScenario *scenario; /* the version being played */
  StGame     *game;

  /* the game */
  StPlaySession *session;
  Seats         *seats;
  StSeat         seat_kinds[2];
  StScenario    *display; /* the scenario with the units where the state has them */
  guint          log_rows; /* action rows in the log list */

  /* picking */
  int        picked_unit;
  int        picked_cell; /* the defending hex picked in combat, -1 if none */
  GArray    *highlights; /* StCell */
  StCell     selected;
  gboolean   has_selected;
  GPtrArray *choices; /* char*, action texts offered */

  /* AI */
  guint         ai_delay;
  guint         ai_source;
  GCancellable *ai_cancellable; /* the search in a thread, if any */
  guint         generation; /* counts changes, so a late AI move is dropped */
};

G_DEFINE_FINAL_TYPE (StPlayPage, st_play_page, ADW_TYPE_BIN)

static void refresh (StPlayPage *self);

static void
seats_free (Seats *seats)
{
  for (int p = 0; p < 2; p++)
    g_clear_pointer (&seats->players[p], st_player_free);
}

static Seats *
seats_ref (Seats *seats)
{
  return g_atomic_rc_box_acquire (seats);
}

static void
seats_unref (Seats *seats)
{
  g_atomic_rc_box_release_full (seats, (GDestroyNotify) seats_free);
}

static const char *
player_name (StPlayPage *self, int player)
{
  const char *id = st_game_player_side (self->game, player);
  StSide     *side = st_scenario_find_side (self->scenario, id);

  return side ? st_page_text (side->name, id) : id;
}

static StCell
cell_of (StPlayPage *self, int index)
{
  return st_game_cell_at (self->game, index);
}

static int
index_of (StPlayPage *self, StCell cell)
{
  return st_game_cell_index (self->game, cell.x, cell.y);
}

static const StState *
state (StPlayPage *self)
{
  return st_play_session_get_state (self->session);
}

/* Whether the user may act: the latest position, a human to move, no AI thinking. */
static gboolean
human_to_act (StPlayPage *self)
{
  int player;

  if (self->session == NULL || !st_play_session_at_end (self->session) || self->ai_cancellable != NULL)
    return FALSE;
  player = st_game_current_player (self->game, state (self));
  return player >= 0 && self->seat_kinds[player] == ST_SEAT_HUMAN;
}

static void
cancel_ai (StPlayPage *self)
{
  g_clear_handle_id (&self->ai_source, g_source_remove);
  if (self->ai_cancellable != NULL)
    {
      g_cancellable_cancel (self->ai_cancellable);
      g_clear_object (&self->ai_cancellable);
    }
}

/* The scenario as the state has it: the board view draws scenarios. */
static void
update_display (StPlayPage *self)
{
  g_autoptr (StScenario) display = st_scenario_copy (self->scenario);
  guint n = st_game_n_units (self->game);

  for (guint i = 0; i < n; i++)
    {
      StUnit *unit = st_scenario_find_unit (display, st_game_unit_id (self->game, i));
      int     cell = st_game_unit_cell (self->game, state (self), i);

      if (unit == NULL)
        continue;
      unit->placed = cell >= 0;
      if (cell >= 0)
        unit->cell = cell_of (self, cell);
      unit->reduced = st_game_unit_reduced (self->game, state (self), i);
    }
  g_clear_pointer (&self->display, st_scenario_unref);
  self->display = g_steal_pointer (&display);
  st_board_view_update_scenario (self->view, self->display);
}

static void
update_marks (StPlayPage *self)
{
  StRenderOptions marks;

  st_render_options_init (&marks);
  marks.highlight_cells = (const StCell *) self->highlights->data;
  marks.n_highlight_cells = self->highlights->len;
  marks.selected_cell = self->has_selected ? &self->selected : NULL;
  st_board_view_set_marks (self->view, &marks);
}

static void
add_highlight (StPlayPage *self, int index)
{
  StCell cell = cell_of (self, index);

  for (guint i = 0; i < self->highlights->len; i++)
    {
      StCell *c = &g_array_index (self->highlights, StCell, i);
      if (c->x == cell.x && c->y == cell.y)
        return;
    }
  g_array_append_val (self->highlights, cell);
}

/* Highlights what the user may click: the picked unit's destinations, or in
 * combat the hexes that may be attacked. */
static void
update_highlights (StPlayPage *self)
{
  StChoice choice;

  g_array_set_size (self->highlights, 0);
  self->has_selected = FALSE;

  if (human_to_act (self))
    {
      st_game_choice (self->game, state (self), &choice);
      if (self->picked_unit >= 0)
        {
          g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));
          int from = st_game_unit_cell (self->game, state (self), (guint) self->picked_unit);

          st_game_unit_destinations (self->game, state (self), (guint) self->picked_unit, cells);
          for (guint i = 0; i < cells->len; i++)
            add_highlight (self, g_array_index (cells, int, i));
          if (from >= 0)
            {
              self->has_selected = TRUE;
              self->selected = cell_of (self, from);
            }
        }
      else if (choice.kind == ST_CHOICE_ATTACK)
        {
          StActionList list;

          st_action_list_init (&list);
          st_game_legal_actions (self->game, state (self), &list);
          for (guint i = 0; i < list.len; i++)
            if (st_action_kind (list.actions[i]) == ST_ACTION_ATTACK)
              add_highlight (self, (int) st_action_cell (list.actions[i]));
          st_action_list_free (&list);
          if (self->picked_cell >= 0)
            {
              self->has_selected = TRUE;
              self->selected = cell_of (self, self->picked_cell);
            }
        }
    }
  update_marks (self);
}

/* Which legal actions go in the list: those the board cannot express by a
 * click, or the attacks on the hex picked. */
static gboolean
offer_choice (StPlayPage *self, const StChoice *choice, StAction action)
{
  StActionKind kind = st_action_kind (action);

  if (kind == ST_ACTION_END_PHASE)
    return FALSE;
  switch (choice->kind)
    {
      case ST_CHOICE_MOVE:
        return kind != ST_ACTION_MOVE;
      case ST_CHOICE_ATTACK:
        return kind != ST_ACTION_ATTACK
               || (self->picked_cell >= 0 && (int) st_action_cell (action) == self->picked_cell);
      case ST_CHOICE_PLACE:
        return FALSE;
      default:
        return TRUE;
    }
}

static void
update_choices (StPlayPage *self)
{
  GtkWidget   *child;
  StChoice     choice;
  StActionList list;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_list))) != NULL)
    gtk_list_box_remove (self->choices_list, child);
  g_ptr_array_set_size (self->choices, 0);

  if (human_to_act (self))
    {
      st_game_choice (self->game, state (self), &choice);
      st_action_list_init (&list);
      st_game_legal_actions (self->game, state (self), &list);
      for (guint i = 0; i < list.len && self->choices->len < MAX_CHOICES; i++)
        if (offer_choice (self, &choice, list.actions[i]))
          {
            char      *text = st_game_action_to_text (self->game, state (self), list.actions[i]);
            GtkWidget *row = adw_action_row_new ();

            adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
            adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
            gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
            gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "play.act");
            gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", text);
            gtk_list_box_append (self->choices_list, row);
            g_ptr_array_add (self->choices, text);
          }
      st_action_list_free (&list);
    }
  gtk_widget_set_visible (self->choices_heading, self->choices->len > 0);
  gtk_widget_set_visible (self->choices_scroller, self->choices->len > 0);
}

static GtkWidget *
new_log_row (const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  return row;
}

/* The log list follows the session's log: rows are added and removed at the end. */
static void
update_log (StPlayPage *self)
{
  guint          n = st_play_session_get_n_actions (self->session);
  GtkListBoxRow *row;

  if (gtk_list_box_get_row_at_index (self->log_list, 0) == NULL)
    gtk_list_box_append (self->log_list, new_log_row (_ ("Start of the game"), NULL));
  while (self->log_rows > n)
    {
      row = gtk_list_box_get_row_at_index (self->log_list, (int) self->log_rows);
      gtk_list_box_remove (self->log_list, GTK_WIDGET (row));
      self->log_rows--;
    }
  while (self->log_rows < n)
    {
      g_autofree char *title = g_strdup_printf (
          "%u. %s", self->log_rows + 1, st_play_session_get_action_text (self->session, self->log_rows));
      gtk_list_box_append (self->log_list, new_log_row (title, st_play_session_get_action_dice (
                                                                   self->session, self->log_rows)));
      self->log_rows++;
    }

  row = gtk_list_box_get_row_at_index (self->log_list, (int) st_play_session_get_position (self->session));
  gtk_list_box_select_row (self->log_list, row);
  if (row != NULL && gtk_widget_get_mapped (GTK_WIDGET (self->log_list)))
    {
      GtkAdjustment   *adj = gtk_scrolled_window_get_vadjustment (self->log_scroller);
      graphene_point_t point;

      if (gtk_widget_compute_point (GTK_WIDGET (row), GTK_WIDGET (self->log_list),
                                    &GRAPHENE_POINT_INIT (0, 0), &point))
        gtk_adjustment_clamp_page (adj, point.y, point.y + gtk_widget_get_height (GTK_WIDGET (row)));
    }
}

static char *
describe_prompt (StPlayPage *self, gboolean *thinking)
{
  StChoice    choice;
  int         player = st_game_current_player (self->game, state (self));
  const char *unit;

  *thinking = FALSE;
  if (player < 0)
    {
      int         winner = st_game_winner (self->game, state (self));
      const char *reason = st_end_reason_to_string (st_game_end_reason (self->game, state (self)));

      if (winner < 0)
        return g_strdup_printf (_ ("Game over: a draw (%s)"), reason);
      return g_strdup_printf (_ ("Game over: %s wins (%s)"), player_name (self, winner), reason);
    }
  if (!st_play_session_at_end (self->session))
    return g_strdup_printf (_ ("Replaying move %u of %u — Undo to Here plays on from this point"),
                            st_play_session_get_position (self->session),
                            st_play_session_get_n_actions (self->session));
  if (self->seat_kinds[player] != ST_SEAT_HUMAN)
    {
      *thinking = TRUE;
      return g_strdup_printf (_ ("%s (AI) is thinking…"), player_name (self, player));
    }

  st_game_choice (self->game, state (self), &choice);
  unit = choice.unit >= 0 ? st_game_unit_id (self->game, (guint) choice.unit) : "";
  switch (choice.kind)
    {
      case ST_CHOICE_PLACE:
        return g_strdup_printf (_ ("Place %s on a highlighted hex"), unit);
      case ST_CHOICE_MOVE:
        return g_strdup (self->picked_unit >= 0 ? _ ("Click a highlighted hex to move there")
                                                : _ ("Pick a unit to move, or end the phase"));
      case ST_CHOICE_ATTACK:
        return g_strdup (self->picked_cell >= 0 ? _ ("Choose the attackers from the list")
                                                : _ ("Pick an enemy hex to attack, or end the phase"));
      case ST_CHOICE_WITHDRAW:
        return g_strdup (_ ("Defending cavalry may withdraw before combat"));
      case ST_CHOICE_RETREAT:
        return g_strdup_printf (_ ("Retreat %s one hex"), unit);
      case ST_CHOICE_ADVANCE:
        return g_strdup (_ ("Attackers may advance into the hex"));
      case ST_CHOICE_REMOVE:
        return g_strdup (_ ("Remove units over the stacking limit"));
      case ST_CHOICE_NONE:
      default:
        return g_strdup ("");
    }
}

static void
update_labels (StPlayPage *self)
{
  g_autofree char *status = NULL;
  g_autofree char *prompt = NULL;
  const char      *phase = st_phase_to_string (st_game_phase (self->game, state (self)));
  int              active = st_game_active_player (self->game, state (self));
  int              player = st_game_current_player (self->game, state (self));
  StCombatRecord   record;
  gboolean         thinking;

  /* Translators: turn number, phase and the side whose turn it is. */
  status = g_strdup_printf (_ ("Turn %d · %s phase · %s"), st_game_turn (self->game, state (self)), phase,
                            active >= 0   ? player_name (self, active)
                            : player >= 0 ? player_name (self, player)
                                          : "—");
  gtk_label_set_text (self->status_label, status);
  prompt = describe_prompt (self, &thinking);
  if (player >= 0 && player != active && st_play_session_at_end (self->session))
    {
      g_autofree char *who = g_strdup_printf (_ ("%s to act: %s"), player_name (self, player), prompt);
      g_free (prompt);
      prompt = g_steal_pointer (&who);
    }
  gtk_label_set_text (self->prompt_label, prompt);

  if (st_game_last_combat (self->game, state (self), &record) && record.valid)
    {
      g_autofree char *dice = st_play_session_describe_combat (&record);
      StCell           cell = cell_of (self, record.defender_cell);
      g_autofree char *text = g_strdup_printf (_ ("Last combat at %d,%d by %s: %s"), cell.x, cell.y,
                                               player_name (self, record.attacker), dice);
      gtk_label_set_text (self->combat_label, text);
    }
  else
    gtk_label_set_text (self->combat_label, _ ("No combat yet"));
}

static void
update_actions (StPlayPage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean   playing = self->session != NULL;
  guint      position = playing ? st_play_session_get_position (self->session) : 0;
  guint      n = playing ? st_play_session_get_n_actions (self->session) : 0;
  gboolean   can_end = FALSE;

  if (human_to_act (self))
    {
      StAction end = st_action_make (ST_ACTION_END_PHASE, ST_ACTION_NO_UNIT, ST_ACTION_NO_CELL, 0);
      can_end = st_game_is_legal (self->game, state (self), end);
    }

  gtk_widget_action_set_enabled (widget, "play.start", self->game != NULL);
  gtk_widget_action_set_enabled (widget, "play.resume",
                                 self->game != NULL && self->scenario->playtest != NULL);
  gtk_widget_action_set_enabled (widget, "play.end-phase", can_end);
  gtk_widget_action_set_enabled (widget, "play.act", human_to_act (self));
  gtk_widget_action_set_enabled (widget, "play.first", playing && position > 0);
  gtk_widget_action_set_enabled (widget, "play.previous", playing && position > 0);
  gtk_widget_action_set_enabled (widget, "play.next", playing && position < n);
  gtk_widget_action_set_enabled (widget, "play.last", playing && position < n);
  gtk_widget_action_set_enabled (widget, "play.undo-to-here", playing && position < n);
  gtk_widget_action_set_enabled (widget, "play.save", playing && self->history != NULL && n > 0);
  gtk_widget_action_set_enabled (widget, "play.new-game", playing);
}

typedef struct
{
  Seats   *seats;
  int      player;
  StState *state;
  StAction action;
} AiMove;

static void
ai_move_free (AiMove *move)
{
  seats_unref (move->seats);
  st_state_free (move->state);
  g_free (move);
}

static void
ai_move_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  StPlayPage *self = ST_PLAY_PAGE (source);
  guint       generation = GPOINTER_TO_UINT (user_data);
  g_autoptr (GError) error = NULL;
  GTask  *task = G_TASK (result);
  AiMove *move = g_task_get_task_data (task);

  if (g_task_propagate_int (task, &error) < 0 || generation != self->generation || self->session == NULL)
    return;
  g_clear_object (&self->ai_cancellable);
  st_play_session_apply (self->session, move->action);
}

static void
ai_move_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  AiMove *move = data;

  move->action = st_player_choose (move->seats->players[move->player], move->state);
  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_int (task, 0);
}

static gboolean
ai_step_cb (gpointer data)
{
  StPlayPage *self = data;
  int         player;

  self->ai_source = 0;
  if (self->session == NULL || !st_play_session_at_end (self->session)
      || (player = st_game_current_player (self->game, state (self))) < 0
      || self->seats->players[player] == NULL)
    return G_SOURCE_REMOVE;

  if (self->seat_kinds[player] == ST_SEAT_MCTS)
    {
      /* A search takes a while: it runs in a thread and the UI stays live. */
      AiMove *move = g_new0 (AiMove, 1);
      g_autoptr (GTask) task = NULL;

      move->seats = seats_ref (self->seats);
      move->player = player;
      move->state = st_game_clone_state (self->game, state (self));
      self->ai_cancellable = g_cancellable_new ();
      task = g_task_new (self, self->ai_cancellable, ai_move_done_cb, GUINT_TO_POINTER (self->generation));
      g_task_set_task_data (task, move, (GDestroyNotify) ai_move_free);
      g_task_run_in_thread (task, ai_move_thread);
      refresh (self);
      return G_SOURCE_REMOVE;
    }

  st_play_session_apply (self->session, st_player_choose (self->seats->players[player], state (self)));
  return G_SOURCE_REMOVE;
}

static void
schedule_ai (StPlayPage *self)
{
  int player;

  if (self->ai_source != 0 || self->ai_cancellable != NULL || self->session == NULL
      || !st_play_session_at_end (self->session))
    return;
  player = st_game_current_player (self->game, state (self));
  if (player < 0 || self->seat_kinds[player] == ST_SEAT_HUMAN)
    return;
  self->ai_source = g_timeout_add (self->ai_delay, ai_step_cb, self);
}

static void
refresh (StPlayPage *self)
{
  update_display (self);
  update_highlights (self);
  update_choices (self);
  update_log (self);
  update_labels (self);
  update_actions (self);
  schedule_ai (self);
}

/* A unit the player to act may pick now. */
static void
auto_pick (StPlayPage *self)
{
  StChoice choice;

  if (!human_to_act (self))
    return;
  st_game_choice (self->game, state (self), &choice);
  if (choice.unit >= 0
      && (choice.kind == ST_CHOICE_PLACE || choice.kind == ST_CHOICE_RETREAT
          || choice.kind == ST_CHOICE_WITHDRAW))
    self->picked_unit = choice.unit;
}

static void
session_changed_cb (StPlayPage *self)
{
  self->generation++;
  self->picked_unit = -1;
  self->picked_cell = -1;
  /* A move waiting or searched for a position that is gone is dropped. */
  if (!st_play_session_at_end (self->session))
    cancel_ai (self);
  auto_pick (self);
  refresh (self);
}

static void
start_session (StPlayPage *self, StPlaySession *session)
{
  StPlayerKind kinds[] = { ST_PLAYER_RANDOM, ST_PLAYER_RANDOM, ST_PLAYER_GREEDY, ST_PLAYER_MCTS };
  StRng        rng;
  GtkWidget   *child;

  st_play_page_close (self);
  self->seat_kinds[0] = (StSeat) adw_combo_row_get_selected (self->first_row);
  self->seat_kinds[1] = (StSeat) adw_combo_row_get_selected (self->second_row);

  /* Each AI draws from its own stream of the seed, as sandtable-cli play does. */
  self->seats = g_atomic_rc_box_new0 (Seats);
  st_rng_seed (&rng, st_play_session_get_seed (session));
  for (int p = 0; p < 2; p++)
    if (self->seat_kinds[p] != ST_SEAT_HUMAN)
      {
        StPlayerOptions options;
        StRng           stream = st_rng_split (&rng, (guint64) p + 1);

        st_player_options_init (&options, kinds[self->seat_kinds[p]]);
        options.iterations = (guint) gtk_spin_button_get_value_as_int (self->iterations_spin);
        self->seats->players[p] = st_player_new (self->game, &options, st_rng_next (&stream));
      }

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->log_list))) != NULL)
    gtk_list_box_remove (self->log_list, child);
  self->log_rows = 0;
  self->session = g_object_ref (session);
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_stack_set_visible_child_name (self->stack, "game");
  update_display (self);
  st_board_view_zoom_to_fit (self->view);
  auto_pick (self);
  refresh (self);
}

static void
start_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);
  g_autoptr (StPlaySession) session = NULL;

  session = st_play_session_new (self->game, (guint64) gtk_spin_button_get_value (self->seed_spin));
  start_session (self, session);
}

static void
resume_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);
  g_autoptr (StPlaySession) session = NULL;
  g_autoptr (GError) error = NULL;

  session = st_play_session_new_from_playtest (self->game, self->scenario->playtest, &error);
  if (session == NULL)
    {
      gtk_label_set_text (self->setup_error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->setup_error_label), TRUE);
      return;
    }
  gtk_spin_button_set_value (self->seed_spin, (double) self->scenario->playtest->seed);
  start_session (self, session);
}

static void
apply_action (StPlayPage *self, StAction action)
{
  if (human_to_act (self))
    st_play_session_apply (self->session, action);
}

static void
end_phase_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  apply_action (ST_PLAY_PAGE (widget),
                st_action_make (ST_ACTION_END_PHASE, ST_ACTION_NO_UNIT, ST_ACTION_NO_CELL, 0));
}

static void
act_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);
  StAction    action;

  if (self->session != NULL
      && st_game_action_from_text (self->game, state (self), g_variant_get_string (parameter, NULL), &action,
                                   NULL))
    apply_action (self, action);
}

static void
step_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);
  guint       position = st_play_session_get_position (self->session);
  guint       n = st_play_session_get_n_actions (self->session);

  if (g_str_equal (action_name, "play.first"))
    position = 0;
  else if (g_str_equal (action_name, "play.previous"))
    position = position > 0 ? position - 1 : 0;
  else if (g_str_equal (action_name, "play.next"))
    position = MIN (position + 1, n);
  else
    position = n;
  st_play_session_set_position (self->session, position);
}

static void
undo_to_here_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);

  st_play_session_truncate (self->session);
}

static void
log_row_activated_cb (StPlayPage *self, GtkListBoxRow *row)
{
  if (self->session == NULL)
    return;
  st_play_session_set_position (self->session, (guint) gtk_list_box_row_get_index (row));
}

static void
save_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);
  g_autoptr (StScenario) edited = st_history_begin (self->history);
  GtkWidget *overlay;
  AdwToast  *toast;

  st_playtest_free (edited->playtest);
  edited->playtest = st_play_session_to_playtest (self->session);
  st_history_commit (self->history, edited, _ ("Save Play-Test"), NULL);

  overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  if (overlay != NULL)
    {
      toast = adw_toast_new (_ ("Play-test saved into the scenario"));
      adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
    }
}

static void
new_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);

  st_play_page_close (self);
  gtk_stack_set_visible_child_name (self->stack, "setup");
  update_actions (self);
}

/* The units of the player to act in a hex that can go somewhere now. */
static GArray *
movable_units_at (StPlayPage *self, int index)
{
  GArray *units = g_array_new (FALSE, FALSE, sizeof (int));
  int     player = st_game_current_player (self->game, state (self));
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < st_game_n_units (self->game); i++)
    if (st_game_unit_cell (self->game, state (self), i) == index
        && st_game_unit_player (self->game, i) == player)
      {
        g_array_set_size (cells, 0);
        st_game_unit_destinations (self->game, state (self), i, cells);
        if (cells->len > 0)
          g_array_append_val (units, i);
      }
  return units;
}

/* The legal action that takes the picked unit to index. */
static gboolean
find_unit_action (StPlayPage *self, int index, StAction *out)
{
  StActionList list;
  gboolean     found = FALSE;

  st_action_list_init (&list);
  st_game_legal_actions (self->game, state (self), &list);
  for (guint i = 0; i < list.len && !found; i++)
    {
      StActionKind kind = st_action_kind (list.actions[i]);

      if ((kind == ST_ACTION_MOVE || kind == ST_ACTION_PLACE || kind == ST_ACTION_RETREAT
           || kind == ST_ACTION_ADVANCE || kind == ST_ACTION_WITHDRAW)
          && (int) st_action_unit (list.actions[i]) == self->picked_unit
          && (int) st_action_cell (list.actions[i]) == index)
        {
          *out = list.actions[i];
          found = TRUE;
        }
    }
  st_action_list_free (&list);
  return found;
}

gboolean
st_play_page_press_cell (StPlayPage *self, StCell cell)
{
  int      index;
  StChoice choice;
  StAction action;

  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), FALSE);

  if (!human_to_act (self) || (index = index_of (self, cell)) < 0)
    return FALSE;
  st_game_choice (self->game, state (self), &choice);

  if (self->picked_unit >= 0 && find_unit_action (self, index, &action))
    {
      apply_action (self, action);
      return TRUE;
    }

  if (choice.kind == ST_CHOICE_ATTACK)
    {
      for (guint i = 0; i < self->highlights->len; i++)
        {
          StCell *c = &g_array_index (self->highlights, StCell, i);
          if (c->x == cell.x && c->y == cell.y)
            {
              self->picked_cell = index;
              refresh (self);
              return TRUE;
            }
        }
      self->picked_cell = -1;
      refresh (self);
      return TRUE;
    }

  if (choice.kind == ST_CHOICE_MOVE || choice.kind == ST_CHOICE_ADVANCE)
    {
      g_autoptr (GArray) units = movable_units_at (self, index);
      int next = -1;

      /* Clicking a stack again picks its next unit. */
      for (guint i = 0; i < units->len; i++)
        if (g_array_index (units, int, i) == self->picked_unit)
          next = (int) i;
      if (units->len > 0)
        self->picked_unit = g_array_index (units, int, (guint) (next + 1) % units->len);
      else
        self->picked_unit = -1;
      refresh (self);
      return TRUE;
    }
  return FALSE;
}

static gboolean
tool_press_cb (StPlayPage *self, double x, double y)
{
  StCell cell;

  if (!st_board_layout_hit_cell (st_board_view_get_layout (self->view), x, y, &cell))
    return FALSE;
  return st_play_page_press_cell (self, cell);
}

static void
st_play_page_dispose (GObject *object)
{
  StPlayPage *self = ST_PLAY_PAGE (object);

  st_play_page_close (self);

  G_OBJECT_CLASS (st_play_page_parent_class)->dispose (object);
}

static void
st_play_page_finalize (GObject *object)
{
  StPlayPage *self = ST_PLAY_PAGE (object);

  g_clear_object (&self->history);
  g_clear_pointer (&self->scenario, st_scenario_unref);
  g_clear_pointer (&self->game, st_game_unref);
  g_clear_pointer (&self->highlights, g_array_unref);
  g_clear_pointer (&self->choices, g_ptr_array_unref);

  G_OBJECT_CLASS (st_play_page_parent_class)->finalize (object);
}

static void
st_play_page_class_init (StPlayPageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = st_play_page_dispose;
  object_class->finalize = st_play_page_finalize;

  gtk_widget_class_install_action (widget_class, "play.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "play.resume", NULL, resume_action);
  gtk_widget_class_install_action (widget_class, "play.end-phase", NULL, end_phase_action);
  gtk_widget_class_install_action (widget_class, "play.act", "s", act_action);
  gtk_widget_class_install_action (widget_class, "play.first", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "play.previous", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "play.next", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "play.last", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "play.undo-to-here", NULL, undo_to_here_action);
  gtk_widget_class_install_action (widget_class, "play.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "play.new-game", NULL, new_game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "play.end-phase", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "play.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "play.next", NULL);

  g_type_ensure (ST_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-play-page.ui");
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, stack);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, setup_error_label);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, first_row);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, second_row);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, iterations_spin);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, seed_spin);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, resume_button);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, start_button);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, view);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, combat_label);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, choices_heading);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, choices_scroller);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, choices_list);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, log_list);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, log_scroller);
  gtk_widget_class_bind_template_callback (widget_class, tool_press_cb);
  gtk_widget_class_bind_template_callback (widget_class, log_row_activated_cb);
}

static void
st_play_page_init (StPlayPage *self)
{
  self->highlights = g_array_new (FALSE, FALSE, sizeof (StCell));
  self->choices = g_ptr_array_new_with_free_func (g_free);
  self->picked_unit = -1;
  self->picked_cell = -1;
  self->ai_delay = 300;

  gtk_widget_init_template (GTK_WIDGET (self));
  update_actions (self);
}

GtkWidget *
st_play_page_new (void)
{
  return g_object_new (ST_TYPE_PLAY_PAGE, NULL);
}

gboolean
st_play_page_open (StPlayPage *self, StHistory *history)
{
  g_autoptr (GError) error = NULL;
  StScenario *scenario;

  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), FALSE);
  g_return_val_if_fail (ST_IS_HISTORY (history), FALSE);

  st_play_page_close (self);
  g_set_object (&self->history, history);
  scenario = st_history_get_scenario (history);
  g_clear_pointer (&self->scenario, st_scenario_unref);
  self->scenario = st_scenario_ref (scenario);
  g_clear_pointer (&self->game, st_game_unref);
  self->game = st_game_new_from_scenario (scenario, &error);

  gtk_widget_set_visible (GTK_WIDGET (self->setup_error_label), self->game == NULL);
  if (self->game == NULL)
    gtk_label_set_text (self->setup_error_label, error->message);
  else
    {
      for (int p = 0; p < 2; p++)
        {
          /* Translators: a side's name and whether it moves first or second. */
          g_autofree char *title = g_strdup_printf (p == 0 ? _ ("%s (moves first)") : _ ("%s (moves second)"),
                                                    player_name (self, p));
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (p == 0 ? self->first_row : self->second_row),
                                         title);
        }
    }
  gtk_widget_set_visible (self->resume_button, self->game != NULL && scenario->playtest != NULL);
  gtk_stack_set_visible_child_name (self->stack, "setup");
  update_actions (self);
  return self->game != NULL;
}

void
st_play_page_close (StPlayPage *self)
{
  g_return_if_fail (ST_IS_PLAY_PAGE (self));

  cancel_ai (self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_pointer (&self->seats, seats_unref);
  g_clear_pointer (&self->display, st_scenario_unref);
  self->picked_unit = -1;
  self->picked_cell = -1;
  self->generation++;
}

void
st_play_page_set_seat (StPlayPage *self, int player, StSeat seat)
{
  g_return_if_fail (ST_IS_PLAY_PAGE (self));
  g_return_if_fail (player == 0 || player == 1);

  adw_combo_row_set_selected (player == 0 ? self->first_row : self->second_row, seat);
}

StSeat
st_play_page_get_seat (StPlayPage *self, int player)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), ST_SEAT_HUMAN);
  g_return_val_if_fail (player == 0 || player == 1, ST_SEAT_HUMAN);

  return (StSeat) adw_combo_row_get_selected (player == 0 ? self->first_row : self->second_row);
}

void
st_play_page_set_seed (StPlayPage *self, guint64 seed)
{
  g_return_if_fail (ST_IS_PLAY_PAGE (self));

  gtk_spin_button_set_value (self->seed_spin, (double) seed);
}

void
st_play_page_set_ai_delay (StPlayPage *self, guint ms)
{
  g_return_if_fail (ST_IS_PLAY_PAGE (self));

  self->ai_delay = ms;
}

gboolean
st_play_page_get_ai_busy (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), FALSE);

  return self->ai_source != 0 || self->ai_cancellable != NULL;
}

StPlaySession *
st_play_page_get_session (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  return self->session;
}

StBoardView *
st_play_page_get_view (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  return self->view;
}

int
st_play_page_get_picked_unit (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), -1);

  return self->picked_unit;
}

const StCell *
st_play_page_get_highlights (StPlayPage *self, guint *n_cells)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  *n_cells = self->highlights->len;
  return (const StCell *) self->highlights->data;
}

GStrv
st_play_page_dup_choices (StPlayPage *self)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  for (guint i = 0; i < self->choices->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (self->choices, i));
  return g_strv_builder_end (builder);
}

const char *
st_play_page_get_status (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  return gtk_label_get_text (self->status_label);
}

const char *
st_play_page_get_combat_text (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  return gtk_label_get_text (self->combat_label);
}
