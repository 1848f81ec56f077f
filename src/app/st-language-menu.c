/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "st-language-menu.h"

/* A language menu (the Translations page's "Translate into", the Rules text
 * page's "Language"): its tooltip is taken away while its list is open. */

static void
popup_shown_cb (GtkWidget *popover, GtkWidget *dropdown)
{
  gtk_widget_set_has_tooltip (dropdown, FALSE);
  gtk_widget_trigger_tooltip_query (dropdown);
}

static void
popup_hidden_cb (GtkWidget *popover, GtkWidget *dropdown)
{
  gtk_widget_set_has_tooltip (dropdown, gtk_widget_get_tooltip_text (dropdown) != NULL);
}

void
st_language_menu_init (GtkDropDown *dropdown)
{
  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));

  /* The drop-down's list is a popover of its own, opened under the button,
   * just where the button's tooltip is shown. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (dropdown)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      {
        g_signal_connect_object (child, "show", G_CALLBACK (popup_shown_cb), dropdown, 0);
        g_signal_connect_object (child, "hide", G_CALLBACK (popup_hidden_cb), dropdown, 0);
      }
}
