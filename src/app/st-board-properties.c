/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-properties"

#include "config.h"

#include <glib/gi18n.h>

#include "core/st-edit.h"
#include "core/st-labels.h"
#include "core/st-lint.h"

#include "st-board-page-private.h"
#include "st-a11y.h"

/* The pane beside the board: the current tool's options, the properties of
 * what is selected (with the edits that apply to it), and the problems. */

static const char *
text_or (const StText *text, const char *fallback)
{
  return st_page_text (text, fallback);
}

static void
replace_group (StBoardPage *self, GtkWidget **slot, GtkWidget *group, int position)
{
  GtkWidget *sibling = NULL;

  if (*slot != NULL)
    gtk_box_remove (self->pane_box, *slot);
  *slot = group;
  if (group == NULL)
    return;
  /* Options first, then the selection, then the problems. */
  if (position > 0 && self->options_group != NULL && self->options_group != group)
    sibling = self->options_group;
  if (position > 1 && self->selection_group != NULL && self->selection_group != group)
    sibling = self->selection_group;
  gtk_box_insert_child_after (self->pane_box, group, sibling);
}

/* A combo row over ids with names; changing it stores the id in *target. */
typedef struct
{
  StBoardPage *page;
  char       **target;
  GPtrArray   *ids;
} Choice;

static void
choice_free (gpointer data)
{
  Choice *choice = data;

  g_ptr_array_unref (choice->ids);
  g_free (choice);
}

static void
choice_changed_cb (AdwComboRow *row, GParamSpec *pspec, Choice *choice)
{
  guint index = adw_combo_row_get_selected (row);

  if (index >= choice->ids->len)
    return;
  g_free (*choice->target);
  *choice->target = g_strdup (g_ptr_array_index (choice->ids, index));
  if (choice->target == &choice->page->unit_side || choice->target == &choice->page->area
      || choice->target == &choice->page->section)
    /* The unit types offered depend on the side; the name row shows the area
     * or section chosen. */
    st_board_properties_rebuild_options (choice->page);
}

static GtkWidget *
choice_row (StBoardPage *self, const char *title, char **target, GPtrArray *ids, GPtrArray *names)
{
  GtkWidget     *row = adw_combo_row_new ();
  GtkStringList *model = gtk_string_list_new (NULL);
  Choice        *choice = g_new0 (Choice, 1);
  guint          selected = 0;

  for (guint i = 0; i < names->len; i++)
    gtk_string_list_append (model, g_ptr_array_index (names, i));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  g_object_unref (model);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);

  choice->page = self;
  choice->target = target;
  choice->ids = g_ptr_array_ref (ids);

  /* Keep the current choice, or take the first. */
  for (guint i = 0; i < ids->len; i++)
    if (g_strcmp0 (*target, g_ptr_array_index (ids, i)) == 0)
      selected = i;
  if (ids->len > 0 && (*target == NULL || g_strcmp0 (*target, g_ptr_array_index (ids, selected)) != 0))
    {
      g_free (*target);
      *target = g_strdup (g_ptr_array_index (ids, selected));
    }
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_signal_connect_data (row, "notify::selected", G_CALLBACK (choice_changed_cb), choice,
                         (GClosureNotify) (void (*) (void)) choice_free, 0);
  return row;
}

static void
toggle_changed_cb (GtkSwitch *button, GParamSpec *pspec, gboolean *target)
{
  *target = gtk_switch_get_active (button);
}

static GtkWidget *
switch_row (const char *title, gboolean *target)
{
  GtkWidget *row = st_page_new_row (title, NULL);
  GtkWidget *button = gtk_switch_new ();

  gtk_switch_set_active (GTK_SWITCH (button), *target);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect (button, "notify::active", G_CALLBACK (toggle_changed_cb), target);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}

static void
brush_changed_cb (GtkToggleButton *button, StBoardPage *self)
{
  if (gtk_toggle_button_get_active (button))
    self->brush = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "radius"));
}

static void
mode_changed_cb (GtkToggleButton *button, StBoardPage *self)
{
  int mode = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "mode"));

  if (!gtk_toggle_button_get_active (button))
    return;
  if (self->tool == ST_TOOL_TERRAIN)
    self->terrain_mode = mode;
  else if (self->tool == ST_TOOL_SECTIONS)
    self->section_mode = mode;
}

/* A row of linked toggle buttons; the active one's data goes to callback. */
static GtkWidget *
segmented_row (StBoardPage       *self,
               const char        *title,
               const char *const *labels,
               guint              n,
               int                active,
               const char        *key,
               GCallback          callback)
{
  GtkWidget *row = st_page_new_row (title, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *first = NULL;

  gtk_widget_add_css_class (box, "linked");
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *button = gtk_toggle_button_new_with_label (labels[i]);

      g_object_set_data (G_OBJECT (button), key, GINT_TO_POINTER (i));
      if (first != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (first));
      else
        first = button;
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), (int) i == active);
      g_signal_connect_object (button, "toggled", callback, self, 0);
      gtk_box_append (GTK_BOX (box), button);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
  return row;
}

static GtkWidget *
terrain_row (StBoardPage *self, StScenario *s)
{
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();
  g_autoptr (GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < s->terrains->len; i++)
    {
      StTerrain *t = g_ptr_array_index (s->terrains, i);

      g_ptr_array_add (ids, t->id);
      g_ptr_array_add (names, (gpointer) text_or (t->name, t->id));
    }
  /* Painting the board's own default terrain is rarely what is wanted first. */
  if (self->terrain == NULL || st_scenario_find_terrain (s, self->terrain) == NULL)
    for (guint i = 0; i < s->terrains->len && self->terrain == NULL; i++)
      if (g_strcmp0 (g_ptr_array_index (ids, i), st_scenario_default_terrain (s)) != 0)
        self->terrain = g_strdup (g_ptr_array_index (ids, i));
  return choice_row (self, _ ("Terrain"), &self->terrain, ids, names);
}

/* Edge types for borders on grid boards; links or lines on maps. */
static GtkWidget *
edge_type_row (StBoardPage *self, StScenario *s, const char *title, gboolean lines)
{
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();
  g_autoptr (GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < s->edge_types->len; i++)
    {
      StEdgeType *t = g_ptr_array_index (s->edge_types, i);
      gboolean    is_line = g_str_has_suffix (t->id, "line");

      if (!st_board_is_grid (s->board) && is_line != lines)
        continue;
      g_ptr_array_add (ids, t->id);
      g_ptr_array_add (names, (gpointer) text_or (t->name, t->id));
    }
  return choice_row (self, title, &self->edge_type, ids, names);
}

static GtkWidget *
area_row (StBoardPage *self, StScenario *s)
{
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();
  g_autoptr (GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < s->areas->len; i++)
    {
      StArea *a = g_ptr_array_index (s->areas, i);

      g_ptr_array_add (ids, a->id);
      g_ptr_array_add (names, (gpointer) text_or (a->name, a->id));
    }
  return choice_row (self, _ ("Area"), &self->area, ids, names);
}

static void
add_area_clicked_cb (GtkButton *button, StBoardPage *self)
{
  g_autoptr (StScenario) work = st_page_begin_edit (ST_PAGE (self));
  g_autofree char *id = NULL;
  StSide          *side;

  if (work == NULL)
    return;
  side = work->sides->len > 0 ? g_ptr_array_index (work->sides, 0) : NULL;
  id = st_edit_add_area (work, st_board_is_grid (work->board) ? ST_AREA_SETUP_ZONE : ST_AREA_MANOEUVRE_AREA,
                         side ? side->id : NULL, _ ("New area"));
  g_free (self->area);
  self->area = g_strdup (id);
  st_page_commit_step (ST_PAGE (self), work, "area.add", _ ("Add Area"), NULL);
}

static void
show_units_page_cb (GtkButton *button, StBoardPage *self)
{
  /* On the Add Unit Type button, not in the first side's name, where typing
   * would rename the side. */
  gtk_widget_activate_action (GTK_WIDGET (self), "win.show-part", "(ss)", "units", "add-unit-type");
}

/* Units are added by type: without types the tool says where to make them. */
static GtkWidget *
no_unit_types_row (StBoardPage *self)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_ ("_Sides and Units"));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _ ("No unit types yet"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _ ("Add the types of units (infantry, cavalry…) on the Sides and Units page, "
                                  "then place them here."));
  gtk_widget_set_name (row, "no-unit-types");
  gtk_widget_set_name (button, "show-units-page");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect_object (button, "clicked", G_CALLBACK (show_units_page_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return row;
}

/* Shows the Terrain page with the focus on the add button named in the
 * button's "focus" (the terrain types' or the edge types'). */
static void
show_terrain_page_cb (GtkButton *button, StBoardPage *self)
{
  const char *focus = g_object_get_data (G_OBJECT (button), "focus");

  gtk_widget_activate_action (GTK_WIDGET (self), "win.show-part", "(ss)", "terrain", focus ? focus : "");
}

/* With one kind of a thing (a new scenario's one terrain or border), the
 * tool says where the others come from, with a button that goes there. */
static GtkWidget *
more_on_terrain_page_row (StBoardPage *self,
                          const char  *name,
                          const char  *title,
                          const char  *subtitle,
                          const char  *button_label,
                          const char  *button_name,
                          const char  *focus)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (button_label);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_name (row, name);
  gtk_widget_set_name (button, button_name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (button), "focus", (gpointer) focus);
  g_signal_connect_object (button, "clicked", G_CALLBACK (show_terrain_page_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return row;
}

static GtkWidget *
more_edge_types_row (StBoardPage *self)
{
  return more_on_terrain_page_row (self, "more-edge-types", _ ("Rivers and other features"),
                                   _ ("Add kinds of feature (a river, a road…) on the Terrain page, under "
                                      "Edges and Lines, then choose them here."),
                                   _ ("_Edges and Lines"), "show-edge-types", "add-edge-type");
}

static GtkWidget *
more_terrain_types_row (StBoardPage *self)
{
  return more_on_terrain_page_row (self, "more-terrain-types", _ ("Woods, hills and other terrain"),
                                   _ ("Add terrain types (woods, hills, a marsh…) on the Terrain page, "
                                      "then paint them here."),
                                   _ ("_Terrain Types"), "show-terrain-types", "add");
}

static GtkWidget *
units_rows (StBoardPage *self, StScenario *s, GtkWidget *group)
{
  g_autoptr (GPtrArray) side_ids = g_ptr_array_new ();
  g_autoptr (GPtrArray) side_names = g_ptr_array_new ();
  g_autoptr (GPtrArray) type_ids = g_ptr_array_new ();
  g_autoptr (GPtrArray) type_names = g_ptr_array_new ();

  for (guint i = 0; i < s->sides->len; i++)
    {
      StSide *side = g_ptr_array_index (s->sides, i);

      g_ptr_array_add (side_ids, side->id);
      g_ptr_array_add (side_names, (gpointer) text_or (side->name, side->id));
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             choice_row (self, _ ("Side"), &self->unit_side, side_ids, side_names));

  if (s->unit_types->len == 0)
    return no_unit_types_row (self);
  for (guint i = 0; i < s->unit_types->len; i++)
    {
      StUnitType *type = g_ptr_array_index (s->unit_types, i);

      if (type->side != NULL && g_strcmp0 (type->side, self->unit_side) != 0)
        continue;
      g_ptr_array_add (type_ids, type->id);
      g_ptr_array_add (type_names, (gpointer) text_or (type->name, type->id));
    }
  return choice_row (self, _ ("New unit"), &self->unit_type, type_ids, type_names);
}

static void
place_reserve_clicked_cb (GtkButton *button, StBoardPage *self)
{
  g_free (self->unit_to_place);
  self->unit_to_place = g_strdup (g_object_get_data (G_OBJECT (button), "unit"));
}

static void
reserve_rows (StBoardPage *self, StScenario *s, GtkWidget *group)
{
  for (guint i = 0; i < s->units->len; i++)
    {
      StUnit          *unit = g_ptr_array_index (s->units, i);
      const StSide    *side = st_scenario_find_side (s, unit->side);
      g_autofree char *label = NULL;
      g_autofree char *title = NULL;
      GtkWidget       *row, *button;

      if (unit->placed)
        continue;
      label = st_unit_label (s, unit);
      title = g_strdup_printf (_ ("%s (reserve)"), label);
      row = st_page_new_row (title, side ? text_or (side->name, side->id) : NULL);
      button = gtk_button_new_with_label (_ ("Place"));
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (button, _ ("Place this unit with the next click on the board"));
      g_object_set_data_full (G_OBJECT (button), "unit", g_strdup (unit->id), g_free);
      g_signal_connect_object (button, "clicked", G_CALLBACK (place_reserve_clicked_cb), self, 0);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
}

static gboolean
countries_edit (StScenario *s, gpointer data)
{
  return st_edit_countries_from_borders (s, data);
}

static void
countries_clicked_cb (GtkButton *button, StBoardPage *self)
{
  if (!st_board_page_edit (self, "countries.redraw", _ ("Redraw Countries"), countries_edit, self->edge_type))
    {
      GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

      if (overlay != NULL)
        adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay),
                                     adw_toast_new (_ ("The countries already follow the borders")));
    }
}

static gboolean
delete_line_edit (StScenario *s, gpointer data)
{
  return st_edit_delete_line (s, GPOINTER_TO_UINT (data));
}

static void
delete_line_clicked_cb (GtkButton *button, StBoardPage *self)
{
  st_board_page_edit (self, "area-line.delete", _ ("Delete Area Line"), delete_line_edit,
                      g_object_get_data (G_OBJECT (button), "index"));
}

static void
line_rows (StBoardPage *self, StScenario *s, GtkWidget *group)
{
  for (guint i = 0; i < s->board->lines->len; i++)
    {
      const StLine     *line = g_ptr_array_index (s->board->lines, i);
      const StEdgeType *type = st_scenario_find_edge_type (s, line->type);
      guint             n_points = line->points->len / 2;
      g_autofree char  *title = g_strdup_printf (_ ("Line %u"), i + 1);
      g_autofree char  *subtitle =
          g_strdup_printf (ngettext ("%s, %u point", "%s, %u points", n_points),
                           type ? text_or (type->name, type->id) : line->type, n_points);
      GtkWidget *row = st_page_new_row (title, subtitle);
      GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");

      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, _ ("Delete Area Line"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _ ("Delete Area Line"), -1);
      g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (i));
      g_signal_connect_object (button, "clicked", G_CALLBACK (delete_line_clicked_cb), self, 0);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
}

static void
finish_line_clicked_cb (GtkButton *button, StBoardPage *self)
{
  st_board_tools_finish_line (self);
}

static GtkWidget *
section_row (StBoardPage *self, StScenario *s)
{
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();
  g_autoptr (GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < s->board->sections->len; i++)
    {
      StSection *section = g_ptr_array_index (s->board->sections, i);

      g_ptr_array_add (ids, section->id);
      g_ptr_array_add (names, (gpointer) text_or (section->name, section->id));
    }
  return choice_row (self, _ ("Map section"), &self->section, ids, names);
}

static void
rotation_changed_cb (GtkToggleButton *button, StBoardPage *self)
{
  if (gtk_toggle_button_get_active (button))
    self->rotation = 90 * GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "rotation"));
}

void
st_board_properties_rebuild_options (StBoardPage *self)
{
  StScenario *s = st_board_page_scenario (self);
  GtkWidget  *group = NULL;
  const char *brushes[] = { "1", "2", "3" };

  if (s != NULL)
    {
      group = st_page_new_group (NULL, NULL);
      switch (self->tool)
        {
          case ST_TOOL_SELECT:
            adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _ ("Select"));
            adw_preferences_group_set_description (
                ADW_PREFERENCES_GROUP (group),
                st_board_is_grid (s->board) ? _ ("Click a cell or town to see and change what is there.")
                                            : _ ("Click a town to see and change what is there."));
            break;

          case ST_TOOL_TERRAIN:
            {
              const char *modes[] = { C_ ("terrain tool", "Paint"), C_ ("terrain tool", "Fill"),
                                      C_ ("terrain tool", "Pick") };

              adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _ ("Terrain"));
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), terrain_row (self, s));
              if (s->terrains->len <= 1)
                adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), more_terrain_types_row (self));
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                         segmented_row (self, _ ("Mode"), modes, 3, self->terrain_mode,
                                                        "mode", G_CALLBACK (mode_changed_cb)));
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                         segmented_row (self, _ ("Brush size"), brushes, 3, self->brush,
                                                        "radius", G_CALLBACK (brush_changed_cb)));
              break;
            }

          case ST_TOOL_EDGES:
            adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _ ("Borders and rivers"));
            adw_preferences_group_set_description (
                ADW_PREFERENCES_GROUP (group),
                _ ("Drag along the sides of cells to draw the feature chosen; the eraser removes it "
                   "and leaves the others."));
            adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                       edge_type_row (self, s, _ ("Feature"), FALSE));
            adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                       switch_row (_ ("Eraser"), &self->erase));
            if (s->edge_types->len <= 1)
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), more_edge_types_row (self));
            for (guint i = 0; i < s->areas->len; i++)
              if (((StArea *) g_ptr_array_index (s->areas, i))->role == ST_AREA_COUNTRY)
                {
                  GtkWidget *countries = gtk_button_new_with_label (_ ("Redraw Countries from Borders"));

                  gtk_widget_set_tooltip_text (
                      countries,
                      _ ("Each country becomes the region enclosed by this feature that holds most of it"));
                  gtk_widget_set_margin_top (countries, 12);
                  g_signal_connect_object (countries, "clicked", G_CALLBACK (countries_clicked_cb), self, 0);
                  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), countries);
                  break;
                }
            break;

          case ST_TOOL_AREAS:
            {
              GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");

              adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _ ("Areas"));
              st_a11y_name_and_tooltip (add, _ ("Add Area"));
              gtk_widget_add_css_class (add, "flat");
              g_signal_connect_object (add, "clicked", G_CALLBACK (add_area_clicked_cb), self, 0);
              adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), add);
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), area_row (self, s));
              if (self->area != NULL && st_scenario_find_area (s, self->area) != NULL)
                adw_preferences_group_add (
                    ADW_PREFERENCES_GROUP (group),
                    st_board_names_area_row (self, s, st_scenario_find_area (s, self->area)));
              if (st_board_is_grid (s->board))
                adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                           segmented_row (self, _ ("Brush size"), brushes, 3, self->brush,
                                                          "radius", G_CALLBACK (brush_changed_cb)));
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                         switch_row (_ ("Eraser"), &self->erase));
              break;
            }

          case ST_TOOL_UNITS:
            adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _ ("Units"));
            adw_preferences_group_set_description (
                ADW_PREFERENCES_GROUP (group),
                _ ("Click an empty place to add a unit; drag a unit to move it."));
            adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), units_rows (self, s, group));
            reserve_rows (self, s, group);
            break;

          case ST_TOOL_SECTIONS:
            {
              const char *modes[] = { C_ ("section tool", "Place"), C_ ("section tool", "Rotate"),
                                      C_ ("section tool", "Paint") };
              const char *rotations[] = { "0°", "90°", "180°", "270°" };

              adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _ ("Map sections"));
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                         segmented_row (self, _ ("Mode"), modes, 3, self->section_mode,
                                                        "mode", G_CALLBACK (mode_changed_cb)));
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), section_row (self, s));
              if (self->section != NULL && st_board_find_section (s->board, self->section) != NULL)
                adw_preferences_group_add (
                    ADW_PREFERENCES_GROUP (group),
                    st_board_names_section_row (self, s, st_board_find_section (s->board, self->section)));
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                         segmented_row (self, _ ("Rotation"), rotations, 4,
                                                        self->rotation / 90, "rotation",
                                                        G_CALLBACK (rotation_changed_cb)));
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), terrain_row (self, s));
              if (s->terrains->len <= 1)
                adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), more_terrain_types_row (self));
              break;
            }

          case ST_TOOL_TOWNS:
            adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _ ("Towns"));
            adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                                   _ ("Click the map to add a town; drag a town to move it. "
                                                      "Select a town to rename or mark it."));
            break;

          case ST_TOOL_LINKS:
            adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _ ("Links"));
            adw_preferences_group_set_description (
                ADW_PREFERENCES_GROUP (group),
                _ ("Drag from one town to another to link them; linking again changes the kind of link."));
            adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                       edge_type_row (self, s, _ ("Kind"), FALSE));
            adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                       switch_row (_ ("Eraser"), &self->erase));
            break;

          case ST_TOOL_LINES:
            {
              GtkWidget *finish = gtk_button_new_with_label (_ ("Finish Line"));

              adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _ ("Area lines"));
              adw_preferences_group_set_description (
                  ADW_PREFERENCES_GROUP (group),
                  _ ("Click the points of the line, then press Enter or Finish Line. Escape cancels."));
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                         edge_type_row (self, s, _ ("Line"), TRUE));
              gtk_widget_set_sensitive (finish, self->line_points != NULL && self->line_points->len >= 4);
              gtk_widget_add_css_class (finish, "suggested-action");
              gtk_widget_set_margin_top (finish, 12);
              g_signal_connect_object (finish, "clicked", G_CALLBACK (finish_line_clicked_cb), self, 0);
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), finish);
              line_rows (self, s, group);
              break;
            }

          case ST_N_TOOLS:
          default:
            break;
        }
      /* With nothing to draw, the pane also holds the tracing image. */
      if (self->tool == ST_TOOL_SELECT)
        {
          GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

          gtk_box_append (GTK_BOX (box), group);
          st_board_backdrop_add_rows (self, s, box);
          group = box;
        }
    }
  replace_group (self, &self->options_group, group, 0);
}
