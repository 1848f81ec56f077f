/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include "st-play-page-private.h"

/* The board in play mode: the scenario redrawn with the units where the state
 * has them, the picked unit and where it may go, and what a click does. */

/* The scenario as the state has it: the board view draws scenarios. */
void
st_play_board_update_display (StPlayPage *self)
{
  g_autoptr (StScenario) display = st_scenario_copy (self->scenario);
  guint n = st_game_n_units (self->game);

  for (guint i = 0; i < n; i++)
    {
      StUnit *unit = st_scenario_find_unit (display, st_game_unit_id (self->game, i));
      int     cell = st_game_unit_cell (self->game, st_play_page_state (self), i);

      if (unit == NULL)
        continue;
      unit->placed = cell >= 0;
      if (cell >= 0)
        unit->cell = st_play_page_cell_of (self, cell);
      unit->reduced = st_game_unit_reduced (self->game, st_play_page_state (self), i);
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
  StCell cell = st_play_page_cell_of (self, index);

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
void
st_play_board_update_highlights (StPlayPage *self)
{
  StChoice choice;

  g_array_set_size (self->highlights, 0);
  self->has_selected = FALSE;

  if (st_play_page_human_to_act (self))
    {
      st_game_choice (self->game, st_play_page_state (self), &choice);
      if (self->picked_unit >= 0)
        {
          g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));
          int from = st_game_unit_cell (self->game, st_play_page_state (self), (guint) self->picked_unit);

          st_game_unit_destinations (self->game, st_play_page_state (self), (guint) self->picked_unit, cells);
          for (guint i = 0; i < cells->len; i++)
            add_highlight (self, g_array_index (cells, int, i));
          if (from >= 0)
            {
              self->has_selected = TRUE;
              self->selected = st_play_page_cell_of (self, from);
            }
        }
      else if (choice.kind == ST_CHOICE_ATTACK)
        {
          StActionList list;

          st_action_list_init (&list);
          st_game_legal_actions (self->game, st_play_page_state (self), &list);
          for (guint i = 0; i < list.len; i++)
            if (st_action_kind (list.actions[i]) == ST_ACTION_ATTACK)
              add_highlight (self, (int) st_action_cell (list.actions[i]));
          st_action_list_free (&list);
          if (self->picked_cell >= 0)
            {
              self->has_selected = TRUE;
              self->selected = st_play_page_cell_of (self, self->picked_cell);
            }
        }
    }
  update_marks (self);
}

/* A unit the player to act may pick now. */
void
st_play_board_auto_pick (StPlayPage *self)
{
  StChoice choice;

  if (!st_play_page_human_to_act (self))
    return;
  st_game_choice (self->game, st_play_page_state (self), &choice);
  if (choice.unit >= 0
      && (choice.kind == ST_CHOICE_PLACE || choice.kind == ST_CHOICE_RETREAT
          || choice.kind == ST_CHOICE_WITHDRAW))
    self->picked_unit = choice.unit;
}

/* The units of the player to act in a hex that can go somewhere now. */
static GArray *
movable_units_at (StPlayPage *self, int index)
{
  GArray *units = g_array_new (FALSE, FALSE, sizeof (int));
  int     player = st_game_current_player (self->game, st_play_page_state (self));
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < st_game_n_units (self->game); i++)
    if (st_game_unit_cell (self->game, st_play_page_state (self), i) == index
        && st_game_unit_player (self->game, i) == player)
      {
        g_array_set_size (cells, 0);
        st_game_unit_destinations (self->game, st_play_page_state (self), i, cells);
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
  st_game_legal_actions (self->game, st_play_page_state (self), &list);
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

  if (!st_play_page_human_to_act (self) || (index = st_play_page_index_of (self, cell)) < 0)
    return FALSE;
  st_game_choice (self->game, st_play_page_state (self), &choice);

  if (self->picked_unit >= 0 && find_unit_action (self, index, &action))
    {
      if (st_play_page_human_to_act (self))
        st_play_session_apply (self->session, action);
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
              st_play_page_refresh (self);
              return TRUE;
            }
        }
      self->picked_cell = -1;
      st_play_page_refresh (self);
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
      st_play_page_refresh (self);
      return TRUE;
    }
  return FALSE;
}
