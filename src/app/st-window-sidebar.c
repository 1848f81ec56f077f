/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-window"

#include "config.h"

#include "st-window-private.h"

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
