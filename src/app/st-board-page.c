/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-page"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/st-edit.h"
#include "core/st-lint.h"

#include "st-board-page-private.h"

/* The board editor: a tool palette, the canvas with a status line under it,
 * and a pane with the tool's options, what is selected and the set-up
 * problems found while editing. */

G_DEFINE_FINAL_TYPE (StBoardPage, st_board_page, ST_TYPE_PAGE)

static const struct
{
  StTool      tool;
  const char *icon_name;
  const char *name;
  const char *tooltip;
} tools[] = {
  { ST_TOOL_SELECT, "edit-select-symbolic", N_ ("Select"), N_ ("Select and Inspect") },
  { ST_TOOL_TERRAIN, "applications-graphics-symbolic", N_ ("Terrain"), N_ ("Paint Terrain") },
  { ST_TOOL_EDGES, "document-edit-symbolic", N_ ("Borders"), N_ ("Draw Borders and Rivers") },
  { ST_TOOL_AREAS, "emoji-flags-symbolic", N_ ("Areas"), N_ ("Paint Areas") },
  { ST_TOOL_UNITS, "avatar-default-symbolic", N_ ("Units"), N_ ("Place and Move Units") },
  { ST_TOOL_SECTIONS, "view-grid-symbolic", N_ ("Map sections"), N_ ("Place and Rotate Map Sections") },
  { ST_TOOL_TOWNS, "mark-location-symbolic", N_ ("Towns"), N_ ("Add and Move Towns") },
  { ST_TOOL_LINKS, "insert-link-symbolic", N_ ("Links"), N_ ("Link Towns by Rail or Road") },
  { ST_TOOL_LINES, "x-office-drawing-symbolic", N_ ("Area lines"), N_ ("Draw Area Lines") },
};

StScenario *
st_board_page_scenario (StBoardPage *self)
{
  return st_page_get_scenario (ST_PAGE (self));
}

static void
update_status (StBoardPage *self)
{
  const char *text = st_board_view_get_hover_text (self->view);

  if (text != NULL && *text != '\0')
    {
      gtk_label_set_text (self->status_label, text);
      gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "dim-label");
    }
  else
    {
      gtk_label_set_text (self->status_label, _ ("Drag to pan, Ctrl+scroll to zoom"));
      gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "dim-label");
    }
  /* One line, ellipsized when the text is large (issue 28): the whole of it
   * in the tooltip, which GTK also makes the accessible description. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->status_label), gtk_label_get_text (self->status_label));
}

static void
update_zoom (StBoardPage *self)
{
  double           zoom = st_board_view_get_zoom (self->view);
  g_autofree char *label = NULL;

  /* Translators: the board's zoom as a percentage of the fitted size. */
  label = g_strdup_printf (_ ("%d %%"), (int) round (zoom * 100));
  gtk_button_set_label (self->zoom_fit_button, label);
  /* Setting a label renames the button; it is still the button that fits. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->zoom_fit_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Fit Board"), -1);

  gtk_widget_set_sensitive (GTK_WIDGET (self->zoom_out_button), zoom > ST_BOARD_VIEW_MIN_ZOOM);
  gtk_widget_set_sensitive (GTK_WIDGET (self->zoom_in_button), zoom < ST_BOARD_VIEW_MAX_ZOOM);
  gtk_widget_set_sensitive (GTK_WIDGET (self->zoom_fit_button), zoom != 1.0);
}

static void
zoom_out_clicked_cb (StBoardPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self->view), "board.zoom-out", NULL);
}

static void
zoom_in_clicked_cb (StBoardPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self->view), "board.zoom-in", NULL);
}

static void
zoom_fit_clicked_cb (StBoardPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self->view), "board.zoom-fit", NULL);
}

void
st_board_page_update_marks (StBoardPage *self)
{
  StScenario     *s = st_board_page_scenario (self);
  StRenderOptions marks;

  st_render_options_init (&marks);
  g_array_set_size (self->problem_cells, 0);
  g_array_set_size (self->problem_nodes, 0);
  self->selected_node_index = -1;

  if (s != NULL)
    {
      for (guint i = 0; self->problems != NULL && i < self->problems->len; i++)
        {
          const StLintProblem *problem = g_ptr_array_index (self->problems, i);
          int                  index = problem->node ? st_board_node_index (s->board, problem->node) : -1;

          if (problem->has_cell)
            g_array_append_val (self->problem_cells, problem->cell);
          if (index >= 0)
            g_array_append_val (self->problem_nodes, index);
        }
      if (self->selected_node != NULL)
        self->selected_node_index = st_board_node_index (s->board, self->selected_node);
    }

  marks.problem_cells = (StCell *) self->problem_cells->data;
  marks.n_problem_cells = self->problem_cells->len;
  marks.problem_nodes = (int *) self->problem_nodes->data;
  marks.n_problem_nodes = self->problem_nodes->len;
  marks.selected_cell = self->has_selected_cell ? &self->selected_cell : NULL;
  marks.selected_node = self->selected_node_index;
  marks.selected_edge = self->has_selected_edge ? self->selected_edge : NULL;
  if (self->selected_link[0] != NULL && s != NULL)
    {
      const StBoardLayout *layout = st_board_view_get_layout (self->view);
      StNode              *a = st_board_find_node (s->board, self->selected_link[0]);
      StNode              *b = st_board_find_node (s->board, self->selected_link[1]);

      if (a != NULL && b != NULL && layout != NULL)
        {
          st_board_layout_node_position (layout, a, &self->selected_link_points[0],
                                         &self->selected_link_points[1]);
          st_board_layout_node_position (layout, b, &self->selected_link_points[2],
                                         &self->selected_link_points[3]);
          marks.pending_line = self->selected_link_points;
          marks.n_pending_points = 2;
        }
    }
  if (self->line_points != NULL && self->line_points->len >= 4)
    {
      marks.pending_line = (double *) self->line_points->data;
      marks.n_pending_points = self->line_points->len / 2;
    }
  st_board_view_set_marks (self->view, &marks);
  st_board_overlay_refresh (self);
}

static void
clear_other_selection (StBoardPage *self)
{
  self->has_selected_cell = FALSE;
  self->has_selected_edge = FALSE;
  g_clear_pointer (&self->selected_node, g_free);
  g_clear_pointer (&self->rename_node, g_free);
  g_clear_pointer (&self->selected_link[0], g_free);
  g_clear_pointer (&self->selected_link[1], g_free);
}

void
st_board_page_select_cell (StBoardPage *self, StCell cell)
{
  if (self->has_selected_cell && self->selected_cell.x == cell.x && self->selected_cell.y == cell.y)
    return;
  clear_other_selection (self);
  self->has_selected_cell = TRUE;
  self->selected_cell = cell;
  st_board_page_update_marks (self);
  st_board_properties_rebuild_selection (self);
}

void
st_board_page_select_node (StBoardPage *self, const char *node)
{
  if (node != NULL && g_strcmp0 (self->selected_node, node) == 0)
    return;
  {
    g_autofree char *id = g_strdup (node);
    g_autofree char *rename = g_strcmp0 (self->rename_node, node) == 0 ? g_strdup (node) : NULL;

    clear_other_selection (self);
    self->selected_node = g_steal_pointer (&id);
    self->rename_node = g_steal_pointer (&rename);
  }
  st_board_page_update_marks (self);
  st_board_properties_rebuild_selection (self);
}

void
st_board_page_select_edge (StBoardPage *self, StCell a, StCell b)
{
  clear_other_selection (self);
  self->has_selected_edge = TRUE;
  self->selected_edge[0] = a;
  self->selected_edge[1] = b;
  st_board_page_update_marks (self);
  st_board_properties_rebuild_selection (self);
}

void
st_board_page_select_link (StBoardPage *self, const char *a, const char *b)
{
  g_autofree char *first = g_strdup (a);
  g_autofree char *second = g_strdup (b);

  clear_other_selection (self);
  self->selected_link[0] = g_steal_pointer (&first);
  self->selected_link[1] = g_steal_pointer (&second);
  st_board_page_update_marks (self);
  st_board_properties_rebuild_selection (self);
}

void
st_board_page_clear_selection (StBoardPage *self)
{
  if (!self->has_selected_cell && self->selected_node == NULL && !self->has_selected_edge
      && self->selected_link[0] == NULL)
    return;
  clear_other_selection (self);
  st_board_page_update_marks (self);
  st_board_properties_rebuild_selection (self);
}

gboolean
st_board_page_edit (StBoardPage *self, const char *id, const char *label, StBoardEditFunc edit, gpointer data)
{
  g_autoptr (StScenario) work = st_page_begin_edit (ST_PAGE (self));

  if (work == NULL || !edit (work, data))
    return FALSE;
  return st_page_commit_step (ST_PAGE (self), work, id, label, NULL);
}

static gboolean
tool_press_cb (StBoardPage *self, double x, double y)
{
  return st_board_tools_press (self, x, y);
}

static void
tool_motion_cb (StBoardPage *self, double x, double y)
{
  st_board_tools_motion (self, x, y);
}

static void
tool_release_cb (StBoardPage *self, double x, double y)
{
  st_board_tools_release (self, x, y);
}

static void
set_tool (StBoardPage *self, StTool tool)
{
  if (!st_board_tools_applies (self, tool))
    tool = ST_TOOL_SELECT;
  if (self->tool != tool)
    st_board_tools_cancel (self);
  self->tool = tool;
  /* Return finishes an area line; elsewhere it presses on the board cursor. */
  st_board_view_set_return_activates (self->view, tool != ST_TOOL_LINES);
  for (guint i = 0; i < ST_N_TOOLS; i++)
    if (self->tool_buttons[i] != NULL)
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->tool_buttons[i]), i == tool);
  st_board_properties_rebuild_options (self);
}

static void
tool_toggled_cb (GtkToggleButton *button, StBoardPage *self)
{
  if (gtk_toggle_button_get_active (button))
    set_tool (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "tool")));
}

static void
tool_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StBoardPage *self = ST_BOARD_PAGE (widget);
  const char  *name = g_variant_get_string (parameter, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    if (g_strcmp0 (name, tools[i].name) == 0 || g_ascii_strcasecmp (name, gettext (tools[i].name)) == 0)
      set_tool (self, tools[i].tool);
}

static void
cancel_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StBoardPage *self = ST_BOARD_PAGE (widget);

  st_board_tools_cancel (self);
  st_board_page_clear_selection (self);
}

static void
finish_line_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  st_board_tools_finish_line (ST_BOARD_PAGE (widget));
}

static void
build_palette (StBoardPage *self)
{
  GtkWidget *group = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    {
      GtkWidget *button = gtk_toggle_button_new ();

      gtk_button_set_icon_name (GTK_BUTTON (button), tools[i].icon_name);
      gtk_widget_set_tooltip_text (button, _ (tools[i].tooltip));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _ (tools[i].name), -1);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_name (button, tools[i].name);
      g_object_set_data (G_OBJECT (button), "tool", GINT_TO_POINTER (tools[i].tool));
      if (group != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (group));
      else
        group = button;
      g_signal_connect_object (button, "toggled", G_CALLBACK (tool_toggled_cb), self, 0);
      gtk_box_append (self->palette, button);
      self->tool_buttons[tools[i].tool] = button;
    }
}

/* Shortcuts number the tools the board offers, in palette order. */
static void
update_palette (StBoardPage *self)
{
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    {
      GtkWidget       *button = self->tool_buttons[tools[i].tool];
      gboolean         applies = st_board_tools_applies (self, tools[i].tool);
      g_autofree char *tooltip = NULL;

      gtk_widget_set_visible (button, applies);
      if (!applies)
        continue;
      n++;
      /* Translators: a tool's tooltip and its keyboard shortcut. */
      tooltip = g_strdup_printf (_ ("%s (%u)"), _ (tools[i].tooltip), n);
      gtk_widget_set_tooltip_text (button, tooltip);
      g_object_set_data (G_OBJECT (button), "shortcut", GUINT_TO_POINTER (n));
    }
}

static gboolean
key_pressed_cb (StBoardPage *self, guint keyval, guint keycode, GdkModifierType state)
{
  guint digit;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (keyval < GDK_KEY_1 || keyval > GDK_KEY_9)
    return FALSE;
  digit = keyval - GDK_KEY_0;
  for (guint i = 0; i < ST_N_TOOLS; i++)
    if (self->tool_buttons[i] != NULL && gtk_widget_get_visible (self->tool_buttons[i])
        && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (self->tool_buttons[i]), "shortcut")) == digit)
      {
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->tool_buttons[i]), TRUE);
        return TRUE;
      }
  return FALSE;
}

static void
st_board_page_rebuild (StPage *page, StScenario *scenario)
{
  StBoardPage *self = ST_BOARD_PAGE (page);

  /* A stroke in progress belongs to the version it started from. */
  g_clear_pointer (&self->stroke, st_scenario_unref);
  st_board_view_update_scenario (self->view, scenario);
  st_board_overlay_invalidate (self);
  st_board_backdrop_update (self);

  g_clear_pointer (&self->problems, g_ptr_array_unref);
  if (scenario != NULL)
    {
      /* What the engine refuses to play comes first: it stops Play-Test and
       * the overlays, and the same compile says it there. The set-up
       * problems are the document's, linted once for this version. */
      StDocument *document = st_page_get_document (page);
      g_autoptr (GPtrArray) own = document == NULL ? st_game_lint_scenario (scenario) : NULL;
      GPtrArray *lint = document != NULL ? st_document_get_lint (document, scenario) : own;

      self->problems = st_game_check_scenario (scenario);
      for (guint i = 0; i < lint->len; i++)
        g_ptr_array_add (self->problems, st_lint_problem_copy (g_ptr_array_index (lint, i)));
    }

  /* A selection that no longer exists goes. */
  if (scenario == NULL
      || (self->has_selected_cell
          && !st_board_contains (scenario->board, self->selected_cell.x, self->selected_cell.y)))
    self->has_selected_cell = FALSE;
  if (scenario == NULL
      || (self->selected_node != NULL && st_board_find_node (scenario->board, self->selected_node) == NULL))
    g_clear_pointer (&self->selected_node, g_free);

  if (scenario == NULL
      || (self->has_selected_edge
          && st_edit_find_edge (scenario, self->selected_edge[0], self->selected_edge[1], NULL) == NULL))
    self->has_selected_edge = FALSE;
  if (self->selected_link[0] != NULL
      && (scenario == NULL
          || st_edit_find_link (scenario, self->selected_link[0], self->selected_link[1]) == NULL))
    {
      g_clear_pointer (&self->selected_link[0], g_free);
      g_clear_pointer (&self->selected_link[1], g_free);
    }

  update_palette (self);
  if (!st_board_tools_applies (self, self->tool))
    set_tool (self, ST_TOOL_SELECT);
  else
    st_board_properties_rebuild_options (self);
  st_board_properties_rebuild_selection (self);
  st_board_properties_queue_problems (self);
  st_board_page_update_marks (self);
}

static void
st_board_page_dispose (GObject *object)
{
  StBoardPage *self = ST_BOARD_PAGE (object);

  g_clear_pointer (&self->stroke, st_scenario_unref);
  st_board_properties_cancel_problems (self);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  st_board_backdrop_dispose (self);

  G_OBJECT_CLASS (st_board_page_parent_class)->dispose (object);
}

static void
st_board_page_finalize (GObject *object)
{
  StBoardPage *self = ST_BOARD_PAGE (object);

  g_free (self->terrain);
  g_free (self->edge_type);
  g_free (self->area);
  g_free (self->unit_side);
  g_free (self->unit_type);
  g_free (self->unit_to_place);
  g_free (self->section);
  g_free (self->drag_unit);
  g_free (self->drag_node);
  g_free (self->selected_node);
  g_free (self->rename_node);
  g_free (self->backdrop_key);
  g_free (self->backdrop_error);
  g_free (self->stroke_label);
  g_clear_pointer (&self->backdrop_image, cairo_surface_destroy);
  g_free (self->selected_link[0]);
  g_free (self->selected_link[1]);
  g_clear_pointer (&self->line_points, g_array_unref);
  g_array_unref (self->problem_cells);
  g_array_unref (self->problem_nodes);
  st_board_overlay_finalize (self);

  G_OBJECT_CLASS (st_board_page_parent_class)->finalize (object);
}

static void
st_board_page_class_init (StBoardPageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  StPageClass    *page_class = ST_PAGE_CLASS (klass);

  object_class->dispose = st_board_page_dispose;
  object_class->finalize = st_board_page_finalize;
  page_class->rebuild = st_board_page_rebuild;

  g_type_ensure (ST_TYPE_BOARD_VIEW);

  gtk_widget_class_install_action (widget_class, "board.tool", "s", tool_action);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "board.finish-line", NULL, finish_line_action);
  st_board_overlay_class_init (widget_class);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.finish-line", NULL);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-board-page.ui");
  gtk_widget_class_bind_template_child (widget_class, StBoardPage, view);
  gtk_widget_class_bind_template_child (widget_class, StBoardPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, StBoardPage, zoom_out_button);
  gtk_widget_class_bind_template_child (widget_class, StBoardPage, zoom_fit_button);
  gtk_widget_class_bind_template_child (widget_class, StBoardPage, zoom_in_button);
  gtk_widget_class_bind_template_child (widget_class, StBoardPage, palette);
  gtk_widget_class_bind_template_child (widget_class, StBoardPage, pane_box);
  gtk_widget_class_bind_template_child (widget_class, StBoardPage, overlay_button);
  gtk_widget_class_bind_template_callback (widget_class, update_status);
  gtk_widget_class_bind_template_callback (widget_class, update_zoom);
  gtk_widget_class_bind_template_callback (widget_class, zoom_out_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, zoom_in_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, zoom_fit_clicked_cb);
}

static void
st_board_page_init (StBoardPage *self)
{
  GtkEventController *keys;

  self->problem_cells = g_array_new (FALSE, FALSE, sizeof (StCell));
  self->problem_nodes = g_array_new (FALSE, FALSE, sizeof (int));
  self->selected_node_index = -1;
  self->brush = 0;

  gtk_widget_init_template (GTK_WIDGET (self));
  build_palette (self);
  st_board_overlay_init (self);

  g_signal_connect_object (self->view, "tool-press", G_CALLBACK (tool_press_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->view, "tool-motion", G_CALLBACK (tool_motion_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->view, "tool-release", G_CALLBACK (tool_release_cb), self, G_CONNECT_SWAPPED);

  keys = gtk_event_controller_key_new ();
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self->view), keys);

  update_status (self);
  update_zoom (self);
  set_tool (self, ST_TOOL_SELECT);
}

GtkWidget *
st_board_page_new (void)
{
  return g_object_new (ST_TYPE_BOARD_PAGE, NULL);
}

StBoardView *
st_board_page_get_view (StBoardPage *self)
{
  g_return_val_if_fail (ST_IS_BOARD_PAGE (self), NULL);

  return self->view;
}
