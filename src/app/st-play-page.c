/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include <glib/gi18n.h>

#include "st-page.h"
#include "st-play-a11y.h"
#include "st-play-page-private.h"

G_DEFINE_FINAL_TYPE (StPlayPage, st_play_page, ADW_TYPE_BIN)

const char *
st_play_page_player_name (StPlayPage *self, int player)
{
  const char *id = st_game_player_side (self->game, player);
  StSide     *side = st_scenario_find_side (self->scenario, id);

  return side ? st_page_text (side->name, id) : id;
}

const char *
st_play_page_lang (StPlayPage *self)
{
  /* The document's content language, as the editor shows the scenario's texts. */
  return self->document != NULL ? st_document_get_content_language (self->document) : NULL;
}

const StState *
st_play_page_state (StPlayPage *self)
{
  return st_play_session_get_state (self->session);
}

static gboolean
is_human (StPlayPage *self, int player)
{
  return player >= 0 && self->seat_kinds[player] == ST_SEAT_HUMAN;
}

/* The player to act at the end of the log: who is at the screen. */
static int
player_at_end (StPlayPage *self)
{
  return st_game_current_player (self->game, st_play_session_get_end_state (self->session));
}

int
st_play_page_viewer (StPlayPage *self)
{
  int player;

  if (self->session == NULL)
    return ST_VIEWER_ALL;
  if (is_human (self, 0) != is_human (self, 1))
    return is_human (self, 0) ? 0 : 1;
  if (!is_human (self, 0))
    return ST_VIEWER_ALL;
  /* Hot-seat: the screen is the player's to act, or the last one's who lifted
   * the cover once the game is over. */
  player = player_at_end (self);
  if (player >= 0)
    return player;
  return self->use_cover && self->revealed >= 0 ? self->revealed : ST_VIEWER_ALL;
}

/* Whether the cover screen stands between the players now. */
static gboolean
covered (StPlayPage *self)
{
  int player;

  if (self->session == NULL || !self->use_cover || !is_human (self, 0) || !is_human (self, 1))
    return FALSE;
  player = player_at_end (self);
  return player >= 0 && player != self->revealed;
}

/* Whether the user may act: the latest position, a human to move, no AI thinking. */
gboolean
st_play_page_human_to_act (StPlayPage *self)
{
  if (self->session == NULL || !st_play_session_at_end (self->session) || self->ai_cancellable != NULL
      || covered (self))
    return FALSE;
  return is_human (self, st_game_current_player (self->game, st_play_page_state (self)));
}

/* What the player to act is asked in the position shown, once a refresh: the
 * prompt text, the pass button's label and note, whether to list choices.
 * Empty (no text, no label) with no game under way. */
void
st_play_page_prompt (StPlayPage *self, StPrompt *prompt)
{
  if (self->session == NULL)
    {
      *prompt = (StPrompt){ ST_PROMPT_NONE, -1, NULL, NULL, NULL };
      return;
    }
  st_game_prompt (self->game, st_play_page_state (self), st_play_page_lang (self), prompt);
}

/* The End / Pass button: the action flagged pass, or insensitive with the
 * ruleset's reason; named by the prompt alone ("Do Not Advance", "End
 * Phase"), so that a position reads the same however it was reached (behind
 * the cover, looking back, after an undo), else Pass. */
static void
update_pass_button (StPlayPage *self, const StPrompt *prompt)
{
  StAction pass;
  gboolean can = st_play_page_human_to_act (self) && st_play_pick_get_pass (&self->pick, &pass);

  if (can)
    {
      g_autofree char *sentence =
          st_game_action_sentence (self->game, st_play_page_state (self), pass, NULL,
                                   st_play_page_viewer (self), st_play_page_lang (self));

      gtk_widget_set_tooltip_text (GTK_WIDGET (self->pass_button), sentence);
    }
  else if (self->session != NULL && st_play_page_human_to_act (self))
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->pass_button), prompt->pass_note != NULL
                                                                     ? prompt->pass_note
                                                                     : _ ("Passing is not allowed now"));
  else
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->pass_button), NULL);
  gtk_button_set_label (self->pass_button, prompt->pass_label != NULL ? prompt->pass_label : _ ("Pass"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.pass", can);
}

static void
update_actions (StPlayPage *self, const StPrompt *prompt)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean   playing = self->session != NULL;
  guint      position = playing ? st_play_session_get_position (self->session) : 0;
  guint      n = playing ? st_play_session_get_n_actions (self->session) : 0;
  gboolean   open = playing && !covered (self);

  gtk_widget_action_set_enabled (widget, "play.start", self->game != NULL);
  gtk_widget_action_set_enabled (widget, "play.resume",
                                 self->game != NULL && self->scenario->playtest != NULL);
  gtk_widget_action_set_enabled (widget, "play.act", st_play_page_human_to_act (self));
  gtk_widget_action_set_enabled (widget, "play.choose", st_play_page_human_to_act (self));
  gtk_widget_action_set_enabled (widget, "play.pick-unit", st_play_page_human_to_act (self));
  gtk_widget_action_set_enabled (widget, "play.unpick", st_play_page_human_to_act (self));
  gtk_widget_action_set_enabled (widget, "play.first", open && position > 0);
  gtk_widget_action_set_enabled (widget, "play.previous", open && position > 0);
  gtk_widget_action_set_enabled (widget, "play.next", open && position < n);
  gtk_widget_action_set_enabled (widget, "play.last", open && position < n);
  gtk_widget_action_set_enabled (widget, "play.undo-to-here", open && position < n);
  gtk_widget_action_set_enabled (widget, "play.undo", open && st_play_session_can_undo (self->session));
  gtk_widget_action_set_enabled (widget, "play.redo", open && st_play_session_can_redo (self->session));
  gtk_widget_action_set_enabled (widget, "play.save", playing && self->history != NULL && n > 0);
  gtk_widget_action_set_enabled (widget, "play.new-game", playing);
  update_pass_button (self, prompt);
  st_play_end_update (self);
}

/* update_actions () outside a refresh. */
static void
update_actions_now (StPlayPage *self)
{
  StPrompt prompt;

  st_play_page_prompt (self, &prompt);
  update_actions (self, &prompt);
  st_prompt_clear (&prompt);
}

/* Shows the cover screen or the game, whichever is due. */
static void
update_cover (StPlayPage *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (self->session == NULL)
    return;
  if (covered (self))
    {
      int player = player_at_end (self);

      st_play_cover_set_player (self->cover, player, st_play_page_player_name (self, player));
      /* No cross-fade: it would show the game to the wrong player for a moment. */
      gtk_stack_set_visible_child_full (self->stack, "cover", GTK_STACK_TRANSITION_TYPE_NONE);
    }
  else if (g_strcmp0 (page, "game") != 0)
    gtk_stack_set_visible_child_full (self->stack, "game", GTK_STACK_TRANSITION_TYPE_NONE);
}

void
st_play_page_refresh (StPlayPage *self)
{
  update_cover (self);
  st_play_board_update_display (self);
  st_play_board_update_highlights (self);
  st_play_cards_update (self);
  StPrompt prompt;

  /* Asked once: the choices, the prompt label and the pass button read it. */
  st_play_page_prompt (self, &prompt);
  st_play_log_update_choices (self, &prompt);
  st_play_log_update (self);
  st_play_log_update_labels (self, &prompt);
  update_actions (self, &prompt);
  st_prompt_clear (&prompt);
  st_play_a11y_update (self);
  st_play_ai_schedule (self);
}

/* Reads the legal actions of the position for picking. */
static void
reset_pick (StPlayPage *self)
{
  g_clear_pointer (&self->pick_note, g_free);
  st_play_pick_reset (&self->pick, self->game,
                      st_play_page_human_to_act (self) ? st_play_page_state (self) : NULL,
                      st_play_page_viewer (self));
}

static void
session_changed_cb (StPlayPage *self)
{
  StAction decline;

  self->generation++;
  /* A move waiting or searched for a position that is gone is dropped. */
  if (!st_play_session_at_end (self->session))
    st_play_ai_cancel (self);
  reset_pick (self);
  if (st_play_page_forced_reply (self, &decline))
    {
      st_play_session_apply (self->session, decline);
      return;
    }
  st_play_page_refresh (self);
}

static void
cover_revealed_cb (StPlayPage *self, int player)
{
  if (self->session == NULL)
    return;
  self->revealed = player;
  reset_pick (self);
  st_play_page_refresh (self);
}

static void
start_session (StPlayPage *self, StPlaySession *session)
{
  st_play_page_close (self);
  self->seat_kinds[0] = (StSeat) adw_combo_row_get_selected (self->first_row);
  self->seat_kinds[1] = (StSeat) adw_combo_row_get_selected (self->second_row);
  self->use_cover = gtk_switch_get_active (self->cover_switch);
  self->revealed = -1;

  self->seats = st_play_seats_new (self, st_play_session_get_seed (session),
                                   (guint) gtk_spin_button_get_value_as_int (self->iterations_spin));

  st_play_log_reset (self);
  self->session = g_object_ref (session);
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_stack_set_visible_child_name (self->stack, "game");
  st_play_board_update_display (self);
  st_board_view_zoom_to_fit (self->view);
  reset_pick (self);
  st_play_page_refresh (self);
}

static void
start_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);
  g_autoptr (StPlaySession) session = NULL;

  st_play_setup_use (self, gtk_switch_get_active (self->setup_switch));
  session = st_play_session_new (self->game, (guint64) gtk_spin_button_get_value (self->seed_spin));
  start_session (self, session);
}

static void
resume_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage      *self = ST_PLAY_PAGE (widget);
  GFile           *file = self->document != NULL ? st_document_get_file (self->document) : NULL;
  g_autofree char *file_name = file != NULL ? g_file_get_basename (file) : NULL;
  g_autoptr (StPlaySession) session = NULL;
  g_autoptr (GError) error = NULL;

  st_play_setup_use (self, FALSE);
  session = st_play_session_new_from_playtest (self->game, self->scenario->playtest, file_name, &error);
  if (session == NULL)
    {
      gtk_label_set_text (self->setup_error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->setup_error_label), TRUE);
      return;
    }
  gtk_spin_button_set_value (self->seed_spin, (double) self->scenario->playtest->seed);
  st_play_save_restore_seats (self, self->scenario->playtest);
  start_session (self, session);
}

void
st_play_page_apply (StPlayPage *self, StAction action)
{
  if (st_play_page_human_to_act (self))
    st_play_session_apply (self->session, action);
}

static void
pass_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);
  StAction    pass;

  if (st_play_page_human_to_act (self) && st_play_pick_get_pass (&self->pick, &pass))
    st_play_page_apply (self, pass);
}

static void
act_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);
  StAction    action;

  if (self->session != NULL
      && st_play_session_parse_action (self->session, g_variant_get_string (parameter, NULL), &action, NULL))
    st_play_page_apply (self, action);
}

/* A row of the choices list: an index into the legal actions of the position
 * shown (self->pick.legal, read again at every refresh). */
static void
choose_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);
  guint       index = g_variant_get_uint32 (parameter);

  if (st_play_page_human_to_act (self) && index < self->pick.legal.len)
    st_play_page_apply (self, self->pick.legal.actions[index]);
}

static void
pick_unit_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);

  if (st_play_page_human_to_act (self)
      && st_play_pick_unit (&self->pick, g_variant_get_int32 (parameter)) != ST_PLAY_PICK_NOTHING)
    st_play_page_refresh (self);
}

/* Escape: forget the unit and card picked (and a list offered for a target),
 * so that a unit standing on a target can be picked. */
static void
unpick_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);

  if (!st_play_page_human_to_act (self))
    return;
  self->pick.unit = -1;
  self->pick.card = -1;
  g_array_set_size (self->pick.pending, 0);
  st_play_page_refresh (self);
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

/* Against an AI, undo takes back the AI's replies too: the game goes back to
 * the last position where a human was to act. */
static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);

  if (self->session == NULL || covered (self) || !st_play_session_undo (self->session))
    return;
  while (!is_human (self, st_game_current_player (self->game, st_play_page_state (self)))
         || st_play_page_only_declines (self, st_play_page_state (self), NULL))
    if (!st_play_session_undo (self->session))
      break;
}

/* Redo plays the undone action again, and the AI's replies that followed it. */
static void
redo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);

  if (self->session == NULL || covered (self) || !st_play_session_redo (self->session))
    return;
  while (st_play_session_can_redo (self->session)
         && (!is_human (self, st_game_current_player (self->game, st_play_page_state (self)))
             || st_play_page_only_declines (self, st_play_page_state (self), NULL)))
    if (!st_play_session_redo (self->session))
      break;
}

static void
log_row_activated_cb (StPlayPage *self, GtkListBoxRow *row)
{
  if (self->session == NULL)
    return;
  st_play_session_set_position (self->session, (guint) gtk_list_box_row_get_index (row));
}

void
st_play_page_leave_game (StPlayPage *self)
{
  st_play_page_close (self);
  gtk_stack_set_visible_child_name (self->stack, "setup");
  update_actions_now (self);
}

static gboolean
tool_press_cb (StPlayPage *self, double x, double y)
{
  int place = st_play_board_place_at (self, x, y);

  if (place == ST_PLACE_NONE)
    return FALSE;
  return st_play_page_press_place (self, place);
}

/* The play shortcuts work wherever the focus is, even on the header bar, but
 * only while a game is shown: elsewhere the keys keep their editor meaning. */
static gboolean
shortcut_cb (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  StPlayPage *self = ST_PLAY_PAGE (widget);
  const char *action = g_variant_get_string (args, NULL);

  if (self->session == NULL || !gtk_widget_get_mapped (widget))
    return FALSE;
  gtk_widget_activate_action (widget, action, NULL);
  return TRUE;
}

static void
add_shortcuts (StPlayPage *self)
{
  static const struct
  {
    const char *trigger;
    const char *action;
  } keys[] = {
    { "<Control>z", "play.undo" },        { "<Control><Shift>z", "play.redo" },
    { "<Control>y", "play.redo" },        { "<Control>Return", "play.pass" },
    { "<Control>KP_Enter", "play.pass" }, { "<Alt>Left", "play.previous" },
    { "<Alt>Right", "play.next" },        { "<Alt>Home", "play.first" },
    { "<Alt>End", "play.last" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  /* Managed by the window, in the capture phase: before the window's own
   * Ctrl+Z (the document's undo) sees the key. */
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (
        GTK_SHORTCUT_CONTROLLER (controller),
        gtk_shortcut_new_with_arguments (gtk_shortcut_trigger_parse_string (keys[i].trigger),
                                         gtk_callback_action_new (shortcut_cb, NULL, NULL), "s",
                                         keys[i].action));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
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
  g_clear_object (&self->document);
  g_clear_pointer (&self->scenario, st_scenario_unref);
  g_clear_pointer (&self->game, st_game_unref);
  g_clear_pointer (&self->other_game, st_game_unref);
  g_clear_pointer (&self->display, st_scenario_unref);
  g_clear_pointer (&self->display_placements, g_ptr_array_unref);
  g_clear_pointer (&self->display_units, g_ptr_array_unref);
  g_clear_pointer (&self->pieces, g_array_unref);
  g_clear_pointer (&self->display_state, st_state_free);
  g_clear_pointer (&self->display_game, st_game_unref);
  g_clear_pointer (&self->targets, g_array_unref);
  g_clear_pointer (&self->highlight_cells, g_array_unref);
  g_clear_pointer (&self->costly, g_array_unref);
  g_clear_pointer (&self->costly_cells, g_array_unref);
  g_clear_pointer (&self->choices, g_ptr_array_unref);
  g_clear_pointer (&self->pick_note, g_free);
  st_play_pick_clear (&self->pick);

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
  gtk_widget_class_install_action (widget_class, "play.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "play.act", "s", act_action);
  gtk_widget_class_install_action (widget_class, "play.choose", "u", choose_action);
  gtk_widget_class_install_action (widget_class, "play.pick-unit", "i", pick_unit_action);
  gtk_widget_class_install_action (widget_class, "play.unpick", NULL, unpick_action);
  gtk_widget_class_install_action (widget_class, "play.first", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "play.previous", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "play.next", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "play.last", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "play.undo-to-here", NULL, undo_to_here_action);
  gtk_widget_class_install_action (widget_class, "play.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "play.redo", NULL, redo_action);

  g_type_ensure (ST_TYPE_BOARD_VIEW);
  g_type_ensure (ST_TYPE_PLAY_COVER);
  g_type_ensure (ST_TYPE_PLAY_HAND);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-play-page.ui");
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, stack);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, setup_error_label);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, first_row);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, second_row);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, iterations_spin);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, seed_spin);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, cover_switch);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, setup_row);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, dice_group);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, setup_switch);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, resume_button);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, start_button);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, pass_button);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, view);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, cards_box);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, opponent_label);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, opponent_hand);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, hand_label);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, hand);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, piles_label);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, resolution_box);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, resolution_title);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, resolution_grid);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, status_heading);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, status_grid);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, choices_heading);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, choices_scroller);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, choices_list);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, log_list);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, log_scroller);
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, cover);
  gtk_widget_class_bind_template_callback (widget_class, tool_press_cb);
  gtk_widget_class_bind_template_callback (widget_class, log_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, cover_revealed_cb);
  st_play_end_class_init (widget_class);
  st_play_setup_class_init (widget_class);
  st_play_save_class_init (widget_class);
}

static void
st_play_page_init (StPlayPage *self)
{
  self->targets = g_array_new (FALSE, FALSE, sizeof (int));
  self->highlight_cells = g_array_new (FALSE, FALSE, sizeof (StCell));
  self->choices = g_ptr_array_new_with_free_func (g_free);
  self->selected_place = ST_PLACE_NONE;
  self->revealed = -1;
  self->log_viewer = ST_VIEWER_ALL;
  self->ai_delay = 300;
  st_play_pick_init (&self->pick);

  gtk_widget_init_template (GTK_WIDGET (self));
  st_play_board_init (self);
  st_play_cards_init (self);
  st_play_a11y_init (self);
  add_shortcuts (self);
  update_actions_now (self);
}

GtkWidget *
st_play_page_new (void)
{
  return g_object_new (ST_TYPE_PLAY_PAGE, NULL);
}

gboolean
st_play_page_open (StPlayPage *self, StDocument *document)
{
  g_autoptr (GError) error = NULL;
  StScenario *scenario;

  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), FALSE);
  g_return_val_if_fail (ST_IS_DOCUMENT (document), FALSE);
  g_return_val_if_fail (st_document_get_history (document) != NULL, FALSE);

  st_play_page_close (self);
  g_set_object (&self->document, document);
  g_set_object (&self->history, st_document_get_history (document));
  scenario = st_document_get_scenario (document);
  g_clear_pointer (&self->scenario, st_scenario_unref);
  self->scenario = st_scenario_ref (scenario);
  g_clear_pointer (&self->game, st_game_unref);
  self->game = st_game_new_from_scenario (scenario, &error);

  st_play_setup_show_refusal (self, error);
  if (self->game != NULL)
    gtk_switch_set_active (self->cover_switch, st_game_has_hidden_information (self->game));
  gtk_widget_set_visible (self->dice_group, self->game == NULL || st_game_has_chance (self->game));
  st_play_setup_reset (self);
  st_play_save_update_resume (self);
  gtk_stack_set_visible_child_name (self->stack, "setup");
  update_actions_now (self);
  return self->game != NULL;
}

gboolean
st_play_page_open_replay (
    StPlayPage *self, StDocument *document, StGame *game, guint64 seed, GPtrArray *actions)
{
  g_autoptr (StPlaySession) session = NULL;
  g_autoptr (GError) error = NULL;
  StPlaytest *playtest;

  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), FALSE);

  if (!st_play_page_open (self, document))
    return FALSE;
  g_clear_pointer (&self->game, st_game_unref);
  self->game = st_game_ref (game);
  playtest = st_playtest_new (seed);
  for (guint i = 0; i < actions->len; i++)
    g_ptr_array_add (playtest->actions, g_strdup (g_ptr_array_index (actions, i)));
  session = st_play_session_new_from_playtest (self->game, playtest, NULL, &error);
  st_playtest_free (playtest);
  if (session == NULL)
    {
      gtk_label_set_text (self->setup_error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->setup_error_label), TRUE);
      return FALSE;
    }
  adw_combo_row_set_selected (self->first_row, ST_SEAT_HUMAN);
  adw_combo_row_set_selected (self->second_row, ST_SEAT_HUMAN);
  gtk_switch_set_active (self->cover_switch, FALSE);
  gtk_spin_button_set_value (self->seed_spin, (double) seed);
  start_session (self, session);
  st_play_session_set_position (self->session, 0);
  return TRUE;
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
  g_clear_pointer (&self->display_placements, g_ptr_array_unref);
  g_clear_pointer (&self->display_units, g_ptr_array_unref);
  g_clear_pointer (&self->display_state, st_state_free);
  g_clear_pointer (&self->display_game, st_game_unref);
  /* The pieces on the board name sides and units of the game and the
   * scenario being let go: the board forgets them first. */
  st_board_view_set_pieces (self->view, NULL, 0);
  if (self->pieces != NULL)
    g_array_set_size (self->pieces, 0);
  st_play_pick_reset (&self->pick, self->game, NULL, ST_VIEWER_ALL);
  self->revealed = -1;
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

void
st_play_page_set_cover (StPlayPage *self, gboolean cover)
{
  g_return_if_fail (ST_IS_PLAY_PAGE (self));

  gtk_switch_set_active (self->cover_switch, cover);
}

gboolean
st_play_page_get_covered (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), FALSE);

  return covered (self);
}

GtkWidget *
st_play_page_get_cover_widget (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  return GTK_WIDGET (self->cover);
}

gboolean
st_play_page_get_can_act (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), FALSE);

  return st_play_page_human_to_act (self);
}

StPlaySession *
st_play_page_get_session (StPlayPage *self)
{
  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  return self->session;
}
