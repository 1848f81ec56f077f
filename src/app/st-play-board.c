/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include <glib/gi18n.h>

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

/* Highlights what the user may click: the targets of the unit or card picked,
 * or the places actions go to without a pick; and marks the unit picked. */
void
st_play_board_update_highlights (StPlayPage *self)
{
  StRenderOptions marks;
  StPieceView     view;

  g_array_set_size (self->targets, 0);
  g_array_set_size (self->highlight_cells, 0);
  g_array_set_size (self->costly, 0);
  g_array_set_size (self->costly_cells, 0);
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
      /* Targets that cost the unit are marked apart (crossed, orange). */
      for (guint i = 0; i < self->targets->len; i++)
        {
          int    place = g_array_index (self->targets, int, i);
          StCell cell;

          if (st_play_pick_target_cost (&self->pick, place) == NULL)
            continue;
          g_array_append_val (self->costly, place);
          if (st_game_place_cell (self->game, place, &cell))
            g_array_append_val (self->costly_cells, cell);
        }
    }

  st_render_options_init (&marks);
  if (is_grid (self))
    {
      for (guint i = 0; i < self->targets->len; i++)
        {
          StCell cell;

          if (st_game_place_cell (self->game, g_array_index (self->targets, int, i), &cell))
            g_array_append_val (self->highlight_cells, cell);
        }
      marks.highlight_cells = (const StCell *) self->highlight_cells->data;
      marks.n_highlight_cells = self->highlight_cells->len;
      marks.costly_cells = (const StCell *) self->costly_cells->data;
      marks.n_costly_cells = self->costly_cells->len;
      if (self->selected_place != ST_PLACE_NONE
          && st_game_place_cell (self->game, self->selected_place, &self->selected_cell))
        marks.selected_cell = &self->selected_cell;
    }
  else
    {
      marks.highlight_nodes = (const int *) self->targets->data;
      marks.n_highlight_nodes = self->targets->len;
      marks.costly_nodes = (const int *) self->costly->data;
      marks.n_costly_nodes = self->costly->len;
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

char *
st_play_board_cost_note (StPlayPage *self)
{
  g_autofree char *unit = NULL;
  const char      *cost;

  if (self->costly->len == 0 || self->pick.unit < 0)
    return NULL;
  cost = st_play_pick_target_cost (&self->pick, g_array_index (self->costly, int, 0));
  unit = st_game_unit_label (self->game, st_play_page_state (self), st_play_page_viewer (self),
                             (guint) self->pick.unit, st_play_page_lang (self));
  /* Translators: a unit, then what a crossed target costs it and why
   * ("eliminated: the hex is in an enemy zone of control"). */
  return g_strdup_printf (_ ("Careful: at a crossed place %s is %s"), unit, cost);
}

/* A costly target's tooltip says what it costs and why. */
static gboolean
query_tooltip_cb (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, StPlayPage *self)
{
  double           ox, oy, scale = st_board_view_get_scale (self->view);
  int              place;
  const char      *cost;
  g_autofree char *text = NULL;

  if (keyboard || scale <= 0 || self->game == NULL || self->costly->len == 0)
    return FALSE;
  st_board_view_board_to_widget (self->view, 0, 0, &ox, &oy);
  place = st_play_board_place_at (self, (x - ox) / scale, (y - oy) / scale);
  if (place == ST_PLACE_NONE || (cost = st_play_pick_target_cost (&self->pick, place)) == NULL)
    return FALSE;
  {
    g_autofree char *unit =
        st_game_unit_label (self->game, st_play_page_state (self), st_play_page_viewer (self),
                            (guint) self->pick.unit, st_play_page_lang (self));

    /* Translators: a unit, then what going there costs it and why. */
    text = g_strdup_printf (_ ("%s going here is %s"), unit, cost);
  }
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

void
st_play_board_init (StPlayPage *self)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INT, GDK_ACTION_MOVE);

  self->costly = g_array_new (FALSE, FALSE, sizeof (int));
  self->costly_cells = g_array_new (FALSE, FALSE, sizeof (StCell));
  gtk_widget_set_has_tooltip (GTK_WIDGET (self->view), TRUE);
  g_signal_connect (self->view, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);

  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->view), GTK_EVENT_CONTROLLER (target));
}
