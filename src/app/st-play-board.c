/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include "core/st-edit.h"
#include "render/st-board-render.h"

#include "st-play-page-private.h"

/* The board in play mode: the scenario redrawn with the pieces where the state
 * has them, as the viewer sees them, the targets of what is picked, what a
 * click means, and cards of the hand dropped on it. Places are grid cells or
 * graph nodes alike. */

/* Clicks this close to a town, in pixels, hit it. */
#define NODE_HIT_PIXELS 16.0

static gboolean
is_grid (StPlayPage *self)
{
  return st_board_is_grid (self->scenario->board);
}

static void
set_string (char **field, const char *value)
{
  g_free (*field);
  *field = g_strdup (value);
}

/* The scenario as the viewer sees the state: the board view draws scenarios.
 * A piece whose identity is hidden keeps only its side: render draws it blank. */
void
st_play_board_update_display (StPlayPage *self)
{
  g_autoptr (StScenario) display = st_scenario_copy (self->scenario);
  guint n = st_game_n_units (self->game);
  int   viewer = st_play_page_viewer (self);
  g_autoptr (GPtrArray) placed = g_ptr_array_new_with_free_func ((GDestroyNotify) st_placement_free);

  /* Map sections placed during set-up. */
  st_game_placements (self->game, st_play_page_state (self), placed);
  for (guint i = 0; i < placed->len; i++)
    {
      const StPlacement *p = g_ptr_array_index (placed, i);
      st_edit_place_section (display, p->section, p->at, p->rotation);
    }
  for (guint i = 0; i < n; i++)
    {
      StUnit     *unit = st_scenario_find_unit (display, st_game_unit_id (self->game, i));
      StPieceView view;
      StCell      cell;

      if (unit == NULL)
        continue;
      st_game_piece_view (self->game, st_play_page_state (self), viewer, i, &view);
      unit->placed = view.place != ST_PLACE_NONE && !view.eliminated;
      if (unit->placed && st_game_place_cell (self->game, view.place, &cell))
        unit->cell = cell;
      else if (unit->placed && view.place < (int) self->scenario->board->nodes->len)
        set_string (&unit->node,
                    ((const StNode *) g_ptr_array_index (self->scenario->board->nodes, view.place))->id);
      unit->reduced = view.reduced;
      if (view.hidden)
        {
          set_string (&unit->type, ST_RENDER_HIDDEN_UNIT_TYPE);
          g_clear_pointer (&unit->name, st_text_free);
        }
      else if (view.type >= 0 && (guint) view.type < self->scenario->unit_types->len)
        set_string (
            &unit->type,
            ((const StUnitType *) g_ptr_array_index (self->scenario->unit_types, (guint) view.type))->id);
    }
  g_clear_pointer (&self->display, st_scenario_unref);
  self->display = g_steal_pointer (&display);
  st_board_view_update_scenario (self->view, self->display);
}

/* The targets where the unit picked would be lost for certain (a retreat
 * into an enemy zone of control), read from the consequences of its action
 * played on a copy of the position, and the first such consequence in words.
 * Only where nothing is hidden (the copy would tell what the player cannot
 * know) and for actions whose outcome no dice decide. */
static void
find_costly_targets (StPlayPage *self)
{
  const StState *state = st_play_page_state (self);
  g_autoptr (StState) after = NULL;

  g_array_set_size (self->costly, 0);
  g_clear_pointer (&self->costly_note, g_free);
  if (self->pick.unit < 0 || st_game_has_hidden_information (self->game))
    return;
  after = st_game_clone_state (self->game, state);
  for (guint i = 0; i < self->pick.legal.len; i++)
    {
      const StActionInfo *info = &g_array_index (self->pick.infos, StActionInfo, i);
      gboolean            seen = FALSE;
      g_autoptr (GPtrArray) consequences = NULL;

      for (guint j = 0; j < self->costly->len && !seen; j++)
        seen = g_array_index (self->costly, int, j) == info->to;
      if (info->unit != self->pick.unit || info->to == ST_PLACE_NONE || (info->flags & ST_ACTION_FLAG_CHANCE)
          || seen)
        continue;
      st_game_copy_state (self->game, after, state);
      st_game_apply (self->game, after, self->pick.legal.actions[i], NULL);
      consequences = st_game_consequences (self->game, state, self->pick.legal.actions[i], after,
                                           st_play_page_viewer (self), st_play_page_lang (self));
      for (guint c = 0; c < consequences->len; c++)
        {
          const StConsequence *consequence = g_ptr_array_index (consequences, c);

          if (consequence->unit != self->pick.unit
              || (consequence->kind != ST_CONSEQUENCE_ELIMINATED
                  && consequence->kind != ST_CONSEQUENCE_CAPTURED))
            continue;
          g_array_append_val (self->costly, info->to);
          if (self->costly_note == NULL)
            self->costly_note = g_strdup (consequence->sentence);
          break;
        }
    }
}

/* Highlights what the user may click: the targets of the unit or card picked,
 * or the places actions go to without a pick, those that would cost the unit
 * outlined as problems are; and marks the unit picked. */
void
st_play_board_update_highlights (StPlayPage *self)
{
  StRenderOptions marks;
  StPieceView     view;

  g_array_set_size (self->targets, 0);
  g_array_set_size (self->highlight_cells, 0);
  self->selected_place = ST_PLACE_NONE;

  if (st_play_page_human_to_act (self))
    {
      st_play_pick_targets (&self->pick, self->targets);
      if (self->pick.unit >= 0)
        {
          st_game_piece_view (self->game, st_play_page_state (self), st_play_page_viewer (self),
                              (guint) self->pick.unit, &view);
          self->selected_place = view.place;
        }
    }

  find_costly_targets (self);
  g_array_set_size (self->costly_cells, 0);
  st_render_options_init (&marks);
  if (is_grid (self))
    {
      for (guint i = 0; i < self->targets->len; i++)
        {
          StCell cell;

          if (st_game_place_cell (self->game, g_array_index (self->targets, int, i), &cell))
            g_array_append_val (self->highlight_cells, cell);
        }
      for (guint i = 0; i < self->costly->len; i++)
        {
          StCell cell;

          if (st_game_place_cell (self->game, g_array_index (self->costly, int, i), &cell))
            g_array_append_val (self->costly_cells, cell);
        }
      marks.highlight_cells = (const StCell *) self->highlight_cells->data;
      marks.n_highlight_cells = self->highlight_cells->len;
      marks.problem_cells = (const StCell *) self->costly_cells->data;
      marks.n_problem_cells = self->costly_cells->len;
      if (self->selected_place != ST_PLACE_NONE
          && st_game_place_cell (self->game, self->selected_place, &self->selected_cell))
        marks.selected_cell = &self->selected_cell;
    }
  else
    {
      marks.highlight_nodes = (const int *) self->targets->data;
      marks.n_highlight_nodes = self->targets->len;
      marks.problem_nodes = (const int *) self->costly->data;
      marks.n_problem_nodes = self->costly->len;
      marks.selected_node = self->selected_place;
    }
  st_board_view_set_marks (self->view, &marks);
}

int
st_play_board_place_at (StPlayPage *self, double x, double y)
{
  const StBoardLayout *layout = st_board_view_get_layout (self->view);
  StCell               cell;

  if (layout == NULL || self->game == NULL)
    return ST_PLACE_NONE;
  if (is_grid (self))
    return st_board_layout_hit_cell (layout, x, y, &cell) ? st_game_place_at_cell (self->game, cell.x, cell.y)
                                                          : ST_PLACE_NONE;
  return st_board_layout_hit_node (layout, self->display != NULL ? self->display : self->scenario, x, y,
                                   NODE_HIT_PIXELS / st_board_view_get_scale (self->view));
}

/* A card dragged from the hand and dropped on the board plays as a click on
 * the card and then on the place would. */
static gboolean
drop_cb (GtkDropTarget *target, const GValue *value, double x, double y, StPlayPage *self)
{
  double ox, oy, scale = st_board_view_get_scale (self->view);

  if (!G_VALUE_HOLDS_INT (value) || scale <= 0)
    return FALSE;
  /* Widget to board units: the view only scales and shifts. */
  st_board_view_board_to_widget (self->view, 0, 0, &ox, &oy);
  return st_play_page_drop_card (self, g_value_get_int (value),
                                 st_play_board_place_at (self, (x - ox) / scale, (y - oy) / scale));
}

void
st_play_board_init (StPlayPage *self)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INT, GDK_ACTION_MOVE);

  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->view), GTK_EVENT_CONTROLLER (target));
}
