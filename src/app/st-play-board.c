/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "core/st-edit.h"
#include "render/st-board-render.h"

#include "st-play-page-private.h"

/* The board in play mode: the scenario's board with the pieces where the state
 * has them, as the viewer sees them (piece views, not units), the targets of what is picked, what a
 * click means, and cards of the hand dropped on it. Places are grid cells or
 * graph nodes alike. */

/* Clicks this close to a town, in pixels, hit it. */
#define NODE_HIT_PIXELS 16.0

static gboolean
is_grid (StPlayPage *self)
{
  return st_board_is_grid (self->scenario->board);
}

static gboolean
placements_equal (const GPtrArray *a, const GPtrArray *b)
{
  if (a == NULL || b == NULL || a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const StPlacement *pa = g_ptr_array_index (a, i), *pb = g_ptr_array_index (b, i);

      if (g_strcmp0 (pa->section, pb->section) != 0 || pa->at.x != pb->at.x || pa->at.y != pb->at.y
          || pa->rotation != pb->rotation)
        return FALSE;
    }
  return TRUE;
}

/* The board the view shows: the scenario's, with the map sections the set-up
 * has placed, and no units: the pieces come as the viewer sees them. Copied
 * when a game starts and when the set-up places a section, not on every move. */
static void
update_board (StPlayPage *self)
{
  g_autoptr (GPtrArray) placed = g_ptr_array_new_with_free_func ((GDestroyNotify) st_placement_free);
  g_autoptr (StScenario) board = NULL;

  st_game_board_setup (self->game, st_play_page_state (self), placed);
  if (self->display != NULL && self->display_game == self->game
      && placements_equal (placed, self->display_placements))
    return;
  board = st_scenario_copy (self->scenario);
  g_ptr_array_set_size (board->units, 0);
  for (guint i = 0; i < placed->len; i++)
    {
      const StPlacement *p = g_ptr_array_index (placed, i);

      st_edit_place_section (board, p->section, p->at, p->rotation);
    }
  g_clear_pointer (&self->display_placements, g_ptr_array_unref);
  self->display_placements = g_steal_pointer (&placed);
  g_clear_pointer (&self->display, st_scenario_unref);
  self->display = g_steal_pointer (&board);
  st_board_view_update_scenario (self->view, self->display);

  /* The scenario's unit of each of the game's, for names. */
  g_clear_pointer (&self->display_units, g_ptr_array_unref);
  self->display_units = g_ptr_array_new ();
  for (guint i = 0; i < st_game_n_units (self->game); i++)
    g_ptr_array_add (self->display_units,
                     st_scenario_find_unit (self->scenario, st_game_unit_id (self->game, i)));
}

gboolean
st_play_board_piece (StPlayPage *self, guint unit, StRenderPiece *piece)
{
  const StUnit *source =
      unit < self->display_units->len ? g_ptr_array_index (self->display_units, unit) : NULL;
  int         viewer = st_play_page_viewer (self);
  StPieceView view;

  st_game_piece_view (self->game, st_play_page_state (self), viewer, unit, &view);
  memset (piece, 0, sizeof *piece);
  piece->side = st_game_player_side (self->game, view.player);
  piece->node = -1;
  if (view.place == ST_PLACE_NONE || view.eliminated)
    return FALSE;
  if (is_grid (self))
    {
      if (!st_game_place_cell (self->game, view.place, &piece->cell))
        return FALSE;
    }
  else
    {
      piece->node = view.place;
    }
  piece->hidden = view.hidden;
  if (view.hidden)
    return TRUE;
  /* Only what viewer sees of a piece he knows: its type as the view has it,
   * its own name. */
  piece->id = st_game_unit_id (self->game, unit);
  if (view.type >= 0 && (guint) view.type < self->scenario->unit_types->len)
    piece->type =
        ((const StUnitType *) g_ptr_array_index (self->scenario->unit_types, (guint) view.type))->id;
  piece->name = source != NULL ? source->name : NULL;
  piece->reduced = view.reduced;
  return TRUE;
}

/* What the board shows of the position: the board (update_board ()) and the
 * pieces as the viewer sees them (st_game_piece_view ()); nothing else of the
 * state reaches the view. */
void
st_play_board_update_display (StPlayPage *self)
{
  guint n = st_game_n_units (self->game);
  int   viewer = st_play_page_viewer (self);

  /* A refresh that did not move the position or the eyes (a unit or card
   * picked, a hover) keeps the board and its pieces. */
  if (self->display != NULL && self->display_state != NULL && self->display_viewer == viewer
      && self->display_game == self->game
      && st_game_states_equal (self->game, self->display_state, st_play_page_state (self)))
    return;
  update_board (self);
  if (self->pieces == NULL)
    self->pieces = g_array_new (FALSE, FALSE, sizeof (StRenderPiece));
  g_array_set_size (self->pieces, 0);
  for (guint i = 0; i < n; i++)
    {
      StRenderPiece piece;

      if (st_play_board_piece (self, i, &piece))
        g_array_append_val (self->pieces, piece);
    }
  st_board_view_set_pieces (self->view, (const StRenderPiece *) (gpointer) self->pieces->data,
                            self->pieces->len);
  if (self->display_state != NULL)
    st_state_free (g_steal_pointer (&self->display_state));
  self->display_state = st_game_clone_state (self->game, st_play_page_state (self));
  self->display_viewer = viewer;
  g_clear_pointer (&self->display_game, st_game_unref);
  self->display_game = st_game_ref (self->game);
}

/* The places the action of the log row under the pointer went from and to
 * (row 0 is the start of the game, row k the k-th action), as the viewer may
 * see them. */
static void
mentioned_places (StPlayPage *self)
{
  StActionInfo info;
  int          places[2];

  self->n_mentioned = 0;
  if (self->log_hover < 1 || self->session == NULL
      || (guint) self->log_hover > st_play_session_get_n_actions (self->session))
    return;
  st_game_describe_action (self->game,
                           st_play_session_get_state_at (self->session, (guint) self->log_hover - 1),
                           st_play_session_get_action (self->session, (guint) self->log_hover - 1), &info);
  places[0] = info.from;
  places[1] = info.to;
  for (guint i = 0; i < 2; i++)
    {
      if (places[i] == ST_PLACE_NONE || (i == 1 && places[1] == places[0]))
        continue;
      if (is_grid (self)
          && !st_game_place_cell (self->game, places[i], &self->mentioned_cells[self->n_mentioned]))
        continue;
      self->mentioned[self->n_mentioned++] = places[i];
    }
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
  mentioned_places (self);
  if (is_grid (self))
    {
      marks.mentioned_cells = self->mentioned_cells;
      marks.n_mentioned_cells = self->n_mentioned;
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
      marks.mentioned_nodes = self->mentioned;
      marks.n_mentioned_nodes = self->n_mentioned;
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
st_play_board_set_log_hover (StPlayPage *self, int row)
{
  if (row == self->log_hover)
    return;
  self->log_hover = row;
  if (self->game != NULL && self->session != NULL)
    st_play_board_update_highlights (self);
}

/* Hovering a log row outlines the places its action names. */
static void
log_motion_cb (StPlayPage *self, double x, double y)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_y (self->log_list, (int) y);

  st_play_board_set_log_hover (self, row != NULL ? gtk_list_box_row_get_index (row) : -1);
}

static void
log_leave_cb (StPlayPage *self)
{
  st_play_board_set_log_hover (self, -1);
}

void
st_play_board_init (StPlayPage *self)
{
  GtkDropTarget      *target = gtk_drop_target_new (G_TYPE_INT, GDK_ACTION_MOVE);
  GtkEventController *controller;

  self->log_hover = -1;
  controller = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (log_motion_cb), self);
  g_signal_connect_swapped (controller, "motion", G_CALLBACK (log_motion_cb), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (log_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->log_list), controller);
  self->costly = g_array_new (FALSE, FALSE, sizeof (int));
  self->costly_cells = g_array_new (FALSE, FALSE, sizeof (StCell));
  gtk_widget_set_has_tooltip (GTK_WIDGET (self->view), TRUE);
  g_signal_connect (self->view, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);

  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->view), GTK_EVENT_CONTROLLER (target));
}
