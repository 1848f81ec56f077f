/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-window"

#include "config.h"

#include <glib/gi18n.h>

#include "engine/st-game.h"

#include "st-part-summary.h"
#include "st-window-private.h"

/* The sidebar: one row per part of the scenario, with a summary under its
 * title. */

static const struct
{
  const char *id;
  const char *title;
  const char *icon_name;
} parts[] = {
  { "board", N_ ("Board"), "view-grid-symbolic" },
  { "terrain", N_ ("Terrain"), "image-x-generic-symbolic" },
  { "units", N_ ("Sides and units"), "system-users-symbolic" },
  { "decks", N_ ("Decks"), "view-paged-symbolic" },
  { "rules", N_ ("Rules text"), "accessories-dictionary-symbolic" },
  { "translations", N_ ("Translations"), "preferences-desktop-locale-symbolic" },
  { "parameters", N_ ("Parameters"), "emblem-system-symbolic" },
  { "balance", N_ ("Balance"), "power-profile-balanced-symbolic" },
};

static gboolean
part_applies (const char *id, StScenario *scenario)
{
  /* Only games with cards have decks. */
  if (g_str_equal (id, "decks"))
    return st_family_has_decks (scenario->family) || scenario->decks->len > 0;
  /* Balance runs need the family's rules engine. */
  if (g_str_equal (id, "balance"))
    return st_game_family_supported (scenario->family);

  return TRUE;
}

static void
clear_sidebar (StWindow *self)
{
  self->filling_sidebar = TRUE;
  for (guint i = 0; i < self->rows->len; i++)
    gtk_list_box_remove (self->sidebar, g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);
  self->filling_sidebar = FALSE;
}

void
st_window_fill_sidebar (StWindow *self)
{
  clear_sidebar (self);

  if (self->scenario == NULL)
    return;

  self->filling_sidebar = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      g_autofree char *subtitle = NULL;
      GtkWidget       *row;

      if (!part_applies (parts[i].id, self->scenario))
        continue;

      subtitle = st_part_summary (parts[i].id, self->scenario);
      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _ (parts[i].title));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_icon_name (ADW_ACTION_ROW (row), parts[i].icon_name);
      /* The row is labelled by its title already: a label property on top would
       * make screen readers say it twice. */
      gtk_widget_set_name (row, parts[i].id);

      gtk_list_box_append (self->sidebar, row);
      g_ptr_array_add (self->rows, row);
    }
  self->filling_sidebar = FALSE;
}

/* After an edit the parts are mostly the same: refresh the counts in place
 * rather than rebuilding the sidebar under the pointer. */
gboolean
st_window_refresh_sidebar (StWindow *self)
{
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (part_applies (parts[i].id, self->scenario))
      {
        GtkWidget *row = n < self->rows->len ? g_ptr_array_index (self->rows, n) : NULL;

        if (row == NULL || !g_str_equal (gtk_widget_get_name (row), parts[i].id))
          return FALSE;
        n++;
      }
  if (n != self->rows->len)
    return FALSE;

  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget       *row = g_ptr_array_index (self->rows, i);
      g_autofree char *subtitle = st_part_summary (gtk_widget_get_name (row), self->scenario);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
    }
  return TRUE;
}

GtkListBoxRow *
st_window_find_part_row (StWindow *self, const char *part)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);

      if (g_strcmp0 (gtk_widget_get_name (row), part) == 0)
        return GTK_LIST_BOX_ROW (row);
    }

  return NULL;
}

GStrv
st_window_dup_parts (StWindow *self)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (ST_IS_WINDOW (self), NULL);

  for (guint i = 0; i < self->rows->len; i++)
    g_strv_builder_add (builder, gtk_widget_get_name (g_ptr_array_index (self->rows, i)));

  return g_strv_builder_end (builder);
}

/* Tab in the sidebar (issue 28). A GtkListBox moves Tab from row to row, and
 * the sidebar, a browse list, opens the page of each row the focus lands on:
 * Tab walked through every page and from the last one into the Balance page,
 * and the page's own controls were reachable only backwards. Here Tab leaves
 * the sidebar for the content of the page it shows, and Shift+Tab for the
 * header bar; the arrows still move between the parts. */

static gboolean
focus_before_sidebar (StWindow *self)
{
  /* The header bar (and the bar about the file, when shown) come before the
   * stack that holds the sidebar. */
  for (GtkWidget *widget = gtk_widget_get_prev_sibling (GTK_WIDGET (self->main_stack)); widget != NULL;
       widget = gtk_widget_get_prev_sibling (widget))
    if (gtk_widget_get_visible (widget) && gtk_widget_child_focus (widget, GTK_DIR_TAB_BACKWARD))
      return TRUE;
  return FALSE;
}

static gboolean
sidebar_key_cb (
    GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, StWindow *self)
{
  GtkWidget *page;

  if (keyval != GDK_KEY_Tab && keyval != GDK_KEY_ISO_Left_Tab && keyval != GDK_KEY_KP_Tab)
    return FALSE;
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK) != 0)
    return focus_before_sidebar (self);
  page = gtk_stack_get_visible_child (self->part_stack);
  /* A page with nothing to focus: Tab goes on as it would. */
  return page != NULL && gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);
}

void
st_window_init_sidebar_keys (StWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  /* In the capture phase: before the row and the list box see the key. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (sidebar_key_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->sidebar), keys);
}
