/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include <glib/gi18n.h>

#include "st-page.h"
#include "st-play-page-private.h"

#define MAX_CHOICES 200

G_DEFINE_FINAL_TYPE (StPlayPage, st_play_page, ADW_TYPE_BIN)

const char *
st_play_page_player_name (StPlayPage *self, int player)
{
  const char *id = st_game_player_side (self->game, player);
  StSide     *side = st_scenario_find_side (self->scenario, id);

  return side ? st_page_text (side->name, id) : id;
}

StCell
st_play_page_cell_of (StPlayPage *self, int index)
{
  return st_game_cell_at (self->game, index);
}

int
st_play_page_index_of (StPlayPage *self, StCell cell)
{
  return st_game_cell_index (self->game, cell.x, cell.y);
}

const StState *
st_play_page_state (StPlayPage *self)
{
  return st_play_session_get_state (self->session);
}

/* Whether the user may act: the latest position, a human to move, no AI thinking. */
gboolean
st_play_page_human_to_act (StPlayPage *self)
{
  int player;

  if (self->session == NULL || !st_play_session_at_end (self->session) || self->ai_cancellable != NULL)
    return FALSE;
  player = st_game_current_player (self->game, st_play_page_state (self));
  return player >= 0 && self->seat_kinds[player] == ST_SEAT_HUMAN;
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

  if (st_play_page_human_to_act (self))
    {
      st_game_choice (self->game, st_play_page_state (self), &choice);
      st_action_list_init (&list);
      st_game_legal_actions (self->game, st_play_page_state (self), &list);
      for (guint i = 0; i < list.len && self->choices->len < MAX_CHOICES; i++)
        if (offer_choice (self, &choice, list.actions[i]))
          {
            char      *text = st_game_action_to_text (self->game, st_play_page_state (self), list.actions[i]);
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
  GtkWidget       *row = gtk_list_box_row_new ();
  GtkWidget       *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget       *label = gtk_label_new (title);
  g_autofree char *name = subtitle ? g_strdup_printf ("%s. %s", title, subtitle) : g_strdup (title);

  /* Compact rows: a log runs to hundreds of actions. */
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), label);
  if (subtitle != NULL)
    {
      label = gtk_label_new (subtitle);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return row;
}

/* Brings the row of the position into view once the list has its new size. */
static gboolean
scroll_log_cb (gpointer data)
{
  StPlayPage      *self = data;
  GtkListBoxRow   *row = gtk_list_box_get_selected_row (self->log_list);
  GtkAdjustment   *adj = gtk_scrolled_window_get_vadjustment (self->log_scroller);
  graphene_point_t point;

  self->scroll_source = 0;
  if (row != NULL
      && gtk_widget_compute_point (GTK_WIDGET (row), GTK_WIDGET (self->log_list), &GRAPHENE_POINT_INIT (0, 0),
                                   &point))
    gtk_adjustment_clamp_page (adj, point.y, point.y + gtk_widget_get_height (GTK_WIDGET (row)));
  return G_SOURCE_REMOVE;
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
  if (row != NULL && self->scroll_source == 0)
    self->scroll_source = g_timeout_add (50, scroll_log_cb, self);
}

/* Status line: "Turn 3 · Movement · Blue", the phase in the user's language. */
static const char *
phase_label (StPhase phase)
{
  switch (phase)
    {
      case ST_PHASE_SETUP:
        return C_ ("game phase", "Set-up");
      case ST_PHASE_MOVEMENT:
        return C_ ("game phase", "Movement");
      case ST_PHASE_COMBAT:
        return C_ ("game phase", "Combat");
      case ST_PHASE_OVER:
      default:
        return C_ ("game phase", "Game over");
    }
}

static const char *
end_reason_label (StEndReason reason)
{
  switch (reason)
    {
      case ST_END_CAPITAL_CAPTURED:
        return _ ("capital captured");
      case ST_END_TURN_LIMIT:
        return _ ("turn limit reached");
      case ST_END_NONE:
      default:
        return "—";
    }
}

static char *
describe_prompt (StPlayPage *self, gboolean *thinking)
{
  StChoice    choice;
  int         player = st_game_current_player (self->game, st_play_page_state (self));
  const char *unit;

  *thinking = FALSE;
  if (player < 0)
    {
      int         winner = st_game_winner (self->game, st_play_page_state (self));
      const char *reason = end_reason_label (st_game_end_reason (self->game, st_play_page_state (self)));

      if (winner < 0)
        return g_strdup_printf (_ ("Game over: a draw (%s)"), reason);
      return g_strdup_printf (_ ("Game over: %s wins (%s)"), st_play_page_player_name (self, winner), reason);
    }
  if (!st_play_session_at_end (self->session))
    return g_strdup_printf (_ ("Replaying move %u of %u — Undo to Here plays on from this point"),
                            st_play_session_get_position (self->session),
                            st_play_session_get_n_actions (self->session));
  if (self->seat_kinds[player] != ST_SEAT_HUMAN)
    {
      *thinking = TRUE;
      return g_strdup_printf (_ ("%s (AI) is thinking…"), st_play_page_player_name (self, player));
    }

  st_game_choice (self->game, st_play_page_state (self), &choice);
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
  const char      *phase = phase_label (st_game_phase (self->game, st_play_page_state (self)));
  int              active = st_game_active_player (self->game, st_play_page_state (self));
  int              player = st_game_current_player (self->game, st_play_page_state (self));
  StCombatRecord   record;
  gboolean         thinking;

  /* Translators: turn number, phase and the side whose turn it is. */
  status =
      g_strdup_printf (_ ("Turn %d · %s · %s"), st_game_turn (self->game, st_play_page_state (self)), phase,
                       active >= 0   ? st_play_page_player_name (self, active)
                       : player >= 0 ? st_play_page_player_name (self, player)
                                     : "—");
  gtk_label_set_text (self->status_label, status);
  prompt = describe_prompt (self, &thinking);
  if (player >= 0 && player != active && st_play_session_at_end (self->session))
    {
      g_autofree char *who =
          g_strdup_printf (_ ("%s to act: %s"), st_play_page_player_name (self, player), prompt);
      g_free (prompt);
      prompt = g_steal_pointer (&who);
    }
  gtk_label_set_text (self->prompt_label, prompt);

  if (st_game_last_combat (self->game, st_play_page_state (self), &record) && record.valid)
    {
      g_autofree char *dice = st_play_session_describe_combat (&record);
      StCell           cell = st_play_page_cell_of (self, record.defender_cell);
      g_autofree char *text = g_strdup_printf (_ ("Last combat at %d,%d by %s: %s"), cell.x, cell.y,
                                               st_play_page_player_name (self, record.attacker), dice);
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

  if (st_play_page_human_to_act (self))
    {
      StAction end = st_action_make (ST_ACTION_END_PHASE, ST_ACTION_NO_UNIT, ST_ACTION_NO_CELL, 0);
      can_end = st_game_is_legal (self->game, st_play_page_state (self), end);
    }

  gtk_widget_action_set_enabled (widget, "play.start", self->game != NULL);
  gtk_widget_action_set_enabled (widget, "play.resume",
                                 self->game != NULL && self->scenario->playtest != NULL);
  gtk_widget_action_set_enabled (widget, "play.end-phase", can_end);
  gtk_widget_action_set_enabled (widget, "play.act", st_play_page_human_to_act (self));
  gtk_widget_action_set_enabled (widget, "play.first", playing && position > 0);
  gtk_widget_action_set_enabled (widget, "play.previous", playing && position > 0);
  gtk_widget_action_set_enabled (widget, "play.next", playing && position < n);
  gtk_widget_action_set_enabled (widget, "play.last", playing && position < n);
  gtk_widget_action_set_enabled (widget, "play.undo-to-here", playing && position < n);
  gtk_widget_action_set_enabled (widget, "play.save", playing && self->history != NULL && n > 0);
  gtk_widget_action_set_enabled (widget, "play.new-game", playing);
}

void
st_play_page_refresh (StPlayPage *self)
{
  st_play_board_update_display (self);
  st_play_board_update_highlights (self);
  update_choices (self);
  update_log (self);
  update_labels (self);
  update_actions (self);
  st_play_ai_schedule (self);
}

static void
session_changed_cb (StPlayPage *self)
{
  self->generation++;
  self->picked_unit = -1;
  self->picked_cell = -1;
  /* A move waiting or searched for a position that is gone is dropped. */
  if (!st_play_session_at_end (self->session))
    st_play_ai_cancel (self);
  st_play_board_auto_pick (self);
  st_play_page_refresh (self);
}

static void
start_session (StPlayPage *self, StPlaySession *session)
{
  GtkWidget *child;

  st_play_page_close (self);
  self->seat_kinds[0] = (StSeat) adw_combo_row_get_selected (self->first_row);
  self->seat_kinds[1] = (StSeat) adw_combo_row_get_selected (self->second_row);

  self->seats = st_play_seats_new (self, st_play_session_get_seed (session),
                                   (guint) gtk_spin_button_get_value_as_int (self->iterations_spin));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->log_list))) != NULL)
    gtk_list_box_remove (self->log_list, child);
  self->log_rows = 0;
  self->session = g_object_ref (session);
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_stack_set_visible_child_name (self->stack, "game");
  st_play_board_update_display (self);
  st_board_view_zoom_to_fit (self->view);
  st_play_board_auto_pick (self);
  st_play_page_refresh (self);
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
  if (st_play_page_human_to_act (self))
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
      && st_game_action_from_text (self->game, st_play_page_state (self),
                                   g_variant_get_string (parameter, NULL), &action, NULL))
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
                                                    st_play_page_player_name (self, p));
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

  st_play_ai_cancel (self);
  g_clear_handle_id (&self->scroll_source, g_source_remove);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_pointer (&self->seats, st_play_seats_unref);
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

  return self->ai_source != 0 || self->ai_cancellable != NULL || self->ai_searching;
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
