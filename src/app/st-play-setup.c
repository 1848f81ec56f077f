/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "st-play-page-private.h"

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
