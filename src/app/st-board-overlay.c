/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-page"

#include "config.h"

#include <glib/gi18n.h>

#include "st-board-page-private.h"

/* The board page's rule overlays: what the rules engine makes of the map while
 * the designer edits it (zones of control, supply paths, command ranges, where
 * the selected piece may go). The page reads the document with the engine
 * itself (st_game_new_for_overlays, its initial state and st_game_overlay ()):
 * the app has no rules of its own. The engine reads a document still being
 * drawn leniently (a hex scenario before its capitals has zones of control),
 * and says which overlays it cannot show yet and why. The engine reads the document again after
 * each edit, when an overlay is on; the overlays that concern one unit follow
 * the selection. A menu button in the status bar lists the ruleset's overlays
 * as check buttons; the action board.overlay (an id) toggles one. */

static void
clear_game (StBoardPage *self)
{
  g_clear_pointer (&self->overlay_state, st_state_free);
  g_clear_pointer (&self->overlay_game, st_game_unref);
  g_clear_pointer (&self->overlay_error, g_free);
}

/* Builds the game of the current version of the document, once a version. */
static gboolean
ensure_game (StBoardPage *self)
{
  StScenario *s = st_board_page_scenario (self);
  g_autoptr (GError) error = NULL;

  if (!self->overlay_stale)
    return self->overlay_game != NULL;
  clear_game (self);
  self->overlay_stale = FALSE;
  if (s == NULL)
    return FALSE;
  self->overlay_game = st_game_new_for_overlays (s, &error);
  if (self->overlay_game == NULL)
    {
      self->overlay_error = g_strdup (error->message);
      return FALSE;
    }
  self->overlay_state = st_game_new_initial_state (self->overlay_game, 1);
  return TRUE;
}

/* The place selected on the board, or ST_PLACE_NONE. */
static int
selected_place (StBoardPage *self)
{
  if (self->has_selected_cell)
    return st_game_place_at_cell (self->overlay_game, self->selected_cell.x, self->selected_cell.y);
  if (self->selected_node != NULL)
    return st_game_place_from_id (self->overlay_game, self->selected_node);
  return ST_PLACE_NONE;
}

static const char *
player_color (StBoardPage *self, int player)
{
  const char   *side_id = player >= 0 ? st_game_player_side (self->overlay_game, player) : NULL;
  const StSide *side =
      side_id != NULL ? st_scenario_find_side (st_board_page_scenario (self), side_id) : NULL;

  return side != NULL ? side->color : NULL;
}

static void
update_button (StBoardPage *self)
{
  guint            n = g_hash_table_size (self->overlays_on);
  g_autofree char *label = NULL;

  if (n > 0)
    /* Translators: the overlays button, with how many overlays are on. */
    label = g_strdup_printf (_ ("Rule Overlays (%u)"), n);
  gtk_menu_button_set_label (GTK_MENU_BUTTON (self->overlay_button),
                             label != NULL ? label : _ ("Rule Overlays"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->overlay_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Rule Overlays"), -1);
}

void
st_board_overlay_refresh (StBoardPage *self)
{
  g_autoptr (GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr (GArray) drawn = g_array_new (FALSE, FALSE, sizeof (StRenderOverlay));
  int unit = -1;

  update_button (self);
  if (g_hash_table_size (self->overlays_on) == 0 || !ensure_game (self))
    {
      st_board_view_set_overlays (self->view, NULL, 0);
      st_board_view_clear_zones (self->view);
      return;
    }
  /* The board's description names the zones of control shown. */
  st_board_view_set_game_zones (self->view,
                                g_hash_table_contains (self->overlays_on, "zoc") ? self->overlay_game : NULL,
                                self->overlay_state, ST_VIEWER_ALL);
  unit = st_game_unit_at (self->overlay_game, self->overlay_state, ST_VIEWER_ALL, selected_place (self));
  for (guint i = 0; i < st_game_n_overlays (self->overlay_game); i++)
    {
      GPtrArray *shapes;

      if (!g_hash_table_contains (self->overlays_on, st_game_overlay_id (self->overlay_game, i))
          || st_game_overlay_unavailable (self->overlay_game, i) != NULL)
        continue;
      shapes = st_game_overlay (self->overlay_game, self->overlay_state, ST_VIEWER_ALL, i, unit);
      g_ptr_array_add (all, shapes);
      for (guint k = 0; k < shapes->len; k++)
        {
          const StOverlayShape *shape = g_ptr_array_index (shapes, k);
          StRenderOverlay       overlay = {
                  .kind = shape->kind == ST_OVERLAY_PATH      ? ST_RENDER_OVERLAY_PATH
                          : shape->kind == ST_OVERLAY_WARNING ? ST_RENDER_OVERLAY_WARNING
                                                              : ST_RENDER_OVERLAY_AREA,
                  .color = player_color (self, shape->player),
                  .places = (const int *) (gpointer) shape->places->data,
                  .n_places = shape->places->len,
          };

          g_array_append_val (drawn, overlay);
        }
    }
  st_board_view_set_overlays (self->view, (const StRenderOverlay *) (gpointer) drawn->data, drawn->len);
}

gboolean
st_board_overlay_set (StBoardPage *self, const char *id, gboolean on)
{
  gboolean changed;

  g_return_val_if_fail (id != NULL, FALSE);
  changed =
      on ? g_hash_table_add (self->overlays_on, g_strdup (id)) : g_hash_table_remove (self->overlays_on, id);
  if (changed)
    st_board_overlay_refresh (self);
  return changed;
}

void
st_board_overlay_invalidate (StBoardPage *self)
{
  self->overlay_stale = TRUE;
}

/* The popover */

static void
check_toggled_cb (GtkCheckButton *check, StBoardPage *self)
{
  st_board_overlay_set (self, gtk_widget_get_name (GTK_WIDGET (check)), gtk_check_button_get_active (check));
}

static GtkWidget *
caption (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  return label;
}

static void
rebuild_popover (StBoardPage *self)
{
  GtkWidget *child;
  gboolean   per_unit = FALSE;

  while ((child = gtk_widget_get_first_child (self->overlay_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->overlay_box), child);
  if (!ensure_game (self))
    {
      gtk_box_append (
          GTK_BOX (self->overlay_box),
          caption (self->overlay_error != NULL ? self->overlay_error : _ ("No scenario is open")));
      return;
    }
  for (guint i = 0; i < st_game_n_overlays (self->overlay_game); i++)
    {
      const char *id = st_game_overlay_id (self->overlay_game, i);
      const char *unavailable = st_game_overlay_unavailable (self->overlay_game, i);
      GtkWidget  *check = gtk_check_button_new_with_label (st_game_overlay_label (self->overlay_game, i));

      gtk_widget_set_name (check, id);
      gtk_widget_set_tooltip_text (check, st_game_overlay_description (self->overlay_game, i));
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), g_hash_table_contains (self->overlays_on, id));
      /* An overlay the document cannot show yet stays in the list, off, with
       * what it still needs. */
      gtk_widget_set_sensitive (check, unavailable == NULL);
      g_signal_connect_object (check, "toggled", G_CALLBACK (check_toggled_cb), self, 0);
      gtk_box_append (GTK_BOX (self->overlay_box), check);
      gtk_box_append (
          GTK_BOX (self->overlay_box),
          caption (unavailable != NULL ? unavailable : st_game_overlay_description (self->overlay_game, i)));
      per_unit = per_unit || st_game_overlay_per_unit (self->overlay_game, i);
    }
  if (st_game_n_overlays (self->overlay_game) == 0)
    gtk_box_append (GTK_BOX (self->overlay_box), caption (_ ("This ruleset has no overlays")));
  else if (per_unit)
    gtk_box_append (GTK_BOX (self->overlay_box),
                    caption (_ ("Select a piece on the board (Select tool) to see its own overlays.")));
}

static void
overlay_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StBoardPage *self = ST_BOARD_PAGE (widget);
  const char  *id = g_variant_get_string (parameter, NULL);

  GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (self->overlay_button));

  st_board_overlay_set (self, id, !g_hash_table_contains (self->overlays_on, id));
  if (popover != NULL && gtk_widget_get_visible (GTK_WIDGET (popover)))
    rebuild_popover (self);
}

void
st_board_overlay_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.overlay", "s", overlay_action);
}

void
st_board_overlay_init (StBoardPage *self)
{
  GtkWidget *popover = gtk_popover_new ();

  self->overlays_on = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->overlay_stale = TRUE;
  self->overlay_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_margin_start (self->overlay_box, 6);
  gtk_widget_set_margin_end (self->overlay_box, 6);
  gtk_widget_set_margin_top (self->overlay_box, 6);
  gtk_widget_set_margin_bottom (self->overlay_box, 6);
  gtk_popover_set_child (GTK_POPOVER (popover), self->overlay_box);
  g_signal_connect_object (popover, "show", G_CALLBACK (rebuild_popover), self, G_CONNECT_SWAPPED);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->overlay_button), popover);
  update_button (self);
}

void
st_board_overlay_finalize (StBoardPage *self)
{
  clear_game (self);
  g_clear_pointer (&self->overlays_on, g_hash_table_unref);
}
