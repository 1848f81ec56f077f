/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "st-a11y.h"

void
st_a11y_name (GtkWidget *widget, const char *name)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (name != NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  /* The button inside: GtkMenuButton's toggle button, GtkColorButton's button. */
  if (GTK_IS_MENU_BUTTON (widget) || GTK_IS_COLOR_BUTTON (widget))
    for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      if (GTK_IS_BUTTON (child))
        gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
st_a11y_name_and_tooltip (GtkWidget *widget, const char *name)
{
  gtk_widget_set_tooltip_text (widget, name);
  st_a11y_name (widget, name);
}
