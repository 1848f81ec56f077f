/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-markup-warning"

#include "config.h"

#include "core/st-markup.h"
#include "st-markup-warning.h"

/* The soft warning of the Translations workbench about markup a translation
 * lost or added (Weblate's checks): the translation is kept as typed. */

static GtkLabel *
warning_label (GtkTextView *view)
{
  GtkLabel  *label = g_object_get_data (G_OBJECT (view), "st-markup-warning");
  GtkWidget *scrolled = gtk_widget_get_parent (GTK_WIDGET (view));
  GtkWidget *box = scrolled != NULL ? gtk_widget_get_parent (scrolled) : NULL;

  if (label != NULL || !GTK_IS_BOX (box))
    return label;
  label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (label), "markup-warning");
  gtk_label_set_xalign (label, 0);
  gtk_label_set_wrap (label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (label), "warning");
  gtk_widget_add_css_class (GTK_WIDGET (label), "caption");
  gtk_widget_set_visible (GTK_WIDGET (label), FALSE);
  gtk_box_insert_child_after (GTK_BOX (box), GTK_WIDGET (label), scrolled);
  g_object_set_data (G_OBJECT (view), "st-markup-warning", label);
  return label;
}

void
st_markup_warning_update (GtkTextView *view, const char *context, const char *source, const char *translation)
{
  g_autofree char *differs = NULL;
  GtkLabel        *label;

  g_return_if_fail (GTK_IS_TEXT_VIEW (view));

  if (st_markup_is_markup_text (context) && source != NULL && translation != NULL && *translation != '\0')
    differs = st_markup_compare (source, translation);
  label = differs != NULL ? warning_label (view) : g_object_get_data (G_OBJECT (view), "st-markup-warning");
  if (label == NULL)
    return;
  gtk_label_set_text (label, differs != NULL ? differs : "");
  gtk_widget_set_visible (GTK_WIDGET (label), differs != NULL);
}
