/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "st-play-page-private.h"
#include "st-page.h"

/* The Play page's set-up pane: the MCTS budget shown only for an MCTS seat,
 * and the choice between the scenario's set-up and the
 * players' own: a family whose parameters include the boolean "player-setup"
 * can set the scenario's placement aside, and the game then begins with each
 * player placing his pieces as actions. The page keeps both compiled games and
 * plays the one chosen. */

#define PLAYER_SETUP "player-setup"

gboolean
st_play_setup_available (const StScenario *scenario)
{
  const StAttrSpec *spec = scenario != NULL ? st_family_find_param (scenario->family, PLAYER_SETUP) : NULL;

  return spec != NULL && spec->type == ST_VALUE_BOOL;
}

/* A game of the scenario with player-setup set to value. */
static StGame *
game_with_setup (const StScenario *scenario, gboolean value)
{
  g_autoptr (StScenario) copy = st_scenario_copy (scenario);

  for (guint i = 0; i < copy->params->len; i++)
    if (g_str_equal (((StAttr *) g_ptr_array_index (copy->params, i))->name, PLAYER_SETUP))
      g_ptr_array_remove_index (copy->params, i--);
  g_ptr_array_add (copy->params, st_attr_new (PLAYER_SETUP, value ? "true" : "false"));
  return st_game_new_from_scenario (copy, NULL);
}

void
st_play_setup_use (StPlayPage *self, gboolean players)
{
  StGame *other;

  if (players == self->players_set_up || self->scenario == NULL || self->game == NULL
      || (players && !st_play_setup_available (self->scenario)))
    return;
  if (self->other_game == NULL)
    self->other_game = game_with_setup (self->scenario, players);
  if (self->other_game == NULL)
    return;
  other = self->other_game;
  self->other_game = self->game;
  self->game = other;
  self->players_set_up = players;
}

void
st_play_setup_reset (StPlayPage *self)
{
  g_clear_pointer (&self->other_game, st_game_unref);
  self->players_set_up = FALSE;
  if (self->setup_row != NULL)
    {
      gboolean    available = st_play_setup_available (self->scenario) && self->game != NULL;
      const char *param =
          self->scenario != NULL ? st_scenario_get_param (self->scenario, PLAYER_SETUP) : NULL;

      gtk_widget_set_visible (self->setup_row, available);
      gtk_switch_set_active (self->setup_switch, g_strcmp0 (param, "true") == 0);
      self->players_set_up = g_strcmp0 (param, "true") == 0;
    }
}

void
st_play_page_set_player_setup (StPlayPage *self, gboolean players)
{
  g_return_if_fail (ST_IS_PLAY_PAGE (self));

  gtk_switch_set_active (self->setup_switch, players);
}

static void
fix_clicked_cb (GtkButton *button, StPlayPage *self)
{
  /* Back to the editor, on the board page, whose problems pane lists the
   * refusal with a button to where it is changed. */
  gtk_widget_activate_action (GTK_WIDGET (self), "win.stop-play", NULL);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.show-part", "(ss)", "board", "");
}

static void
set_seat_title (StPlayPage *self, int player, const char *title)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (player == 0 ? self->first_row : self->second_row),
                                 title);
}

void
st_play_setup_show_refusal (StPlayPage *self, const GError *error)
{
  if (self->setup_fix_button == NULL)
    {
      GtkWidget *box = gtk_widget_get_parent (GTK_WIDGET (self->setup_error_label));

      self->setup_fix_button = gtk_button_new_with_mnemonic (_ ("_Show the Problem in the Editor"));
      gtk_widget_set_name (self->setup_fix_button, "show-problem");
      gtk_widget_set_halign (self->setup_fix_button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (self->setup_fix_button, "pill");
      g_signal_connect_object (self->setup_fix_button, "clicked", G_CALLBACK (fix_clicked_cb), self, 0);
      gtk_box_insert_child_after (GTK_BOX (box), self->setup_fix_button,
                                  GTK_WIDGET (self->setup_error_label));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->setup_error_label), error != NULL);
  gtk_widget_set_visible (self->setup_fix_button, error != NULL);
  if (error != NULL)
    {
      /* Translators: %s is the rules engine's reason, one sentence without
       * its full stop; then what to do. */
      g_autofree char *text =
          g_strdup_printf (_ ("The game cannot start. %s. The Board page of the editor "
                              "lists this problem, with a button to where it is changed."),
                           error->message);

      gtk_label_set_text (self->setup_error_label, text);
    }

  for (int p = 0; p < 2; p++)
    {
      g_autofree char *title = NULL;

      if (self->game != NULL)
        /* Translators: a side's name and whether it moves first or second. */
        title = g_strdup_printf (p == 0 ? _ ("%s (moves first)") : _ ("%s (moves second)"),
                                 st_play_page_player_name (self, p));
      else if (self->scenario != NULL && (guint) p < self->scenario->sides->len)
        {
          /* The engine has not said who moves first: the sides as the
           * scenario lists them. */
          const StSide *side = g_ptr_array_index (self->scenario->sides, p);

          title = g_strdup (st_page_text (side->name, side->id));
        }
      if (title != NULL)
        set_seat_title (self, p, title);
    }
}

/* The search budget matters only to an MCTS seat. */
static void
seats_changed_cb (StPlayPage *self)
{
  gboolean mcts = adw_combo_row_get_selected (self->first_row) == ST_SEAT_MCTS
                  || adw_combo_row_get_selected (self->second_row) == ST_SEAT_MCTS;

  if (self->iterations_row != NULL)
    gtk_widget_set_visible (self->iterations_row, mcts);
}

void
st_play_setup_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, StPlayPage, iterations_row);
  gtk_widget_class_bind_template_callback (widget_class, seats_changed_cb);
}
