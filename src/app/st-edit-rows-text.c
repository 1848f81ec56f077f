/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-edit-rows"

#include "config.h"

#include "st-edit-rows.h"

/* Entry rows of names and card texts, shown in the language names are edited
 * in (st_page_edit_language()). */

#define DATA_BASE_TITLE "st-edit-row-base-title"
#define DATA_SOURCE "st-edit-row-source"
#define DATA_LANG "st-edit-row-lang"

static GtkText *
find_text (GtkWidget *widget)
{
  if (GTK_IS_TEXT (widget))
    return GTK_TEXT (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkText *found = find_text (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The source beside a translation: a dim label at the end of the row. */
static GtkWidget *
source_label (GtkWidget *row)
{
  GtkWidget *label = g_object_get_data (G_OBJECT (row), DATA_SOURCE);

  if (label == NULL)
    {
      label = gtk_label_new (NULL);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
      gtk_label_set_single_line_mode (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_set_name (label, "source");
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), label);
      g_object_set_data (G_OBJECT (row), DATA_SOURCE, label);
    }
  return label;
}

void
st_edit_row_set_name (GtkWidget *row, const StScenario *scenario, const StText *text)
{
  const char *lang = st_page_edit_language (scenario);
  const char *source_lang = text != NULL ? st_text_get_source_lang (text) : NULL;
  const char *source = text != NULL ? st_text_get_source (text) : NULL;
  const char *value = text != NULL ? st_text_get_exact (text, lang) : NULL;
  gboolean    translating = source_lang != NULL && g_strcmp0 (lang, source_lang) != 0;
  const char *base = g_object_get_data (G_OBJECT (row), DATA_BASE_TITLE);
  GtkText    *entry = find_text (row);
  GtkWidget  *label;

  g_return_if_fail (ADW_IS_ENTRY_ROW (row));

  if (base == NULL)
    {
      g_object_set_data_full (G_OBJECT (row), DATA_BASE_TITLE,
                              g_strdup (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row))), g_free);
      base = g_object_get_data (G_OBJECT (row), DATA_BASE_TITLE);
    }
  if (translating)
    {
      g_autofree char *language = st_page_language_label (lang);
      g_autofree char *title = g_strdup_printf ("%s · %s", base, language);

      st_edit_row_set_titles (row, title, NULL);
    }
  else
    st_edit_row_set_titles (row, base, NULL);

  /* Text typed in another language must not be written in this one. */
  if (g_strcmp0 (g_object_get_data (G_OBJECT (row), DATA_LANG), lang) != 0)
    {
      g_object_set_data_full (G_OBJECT (row), DATA_LANG, g_strdup (lang), g_free);
      st_edit_row_replace_text (row, value ? value : "");
    }
  else
    st_edit_row_set_text (row, value ? value : "");
  /* Without a translation yet the source shows where it would go. */
  if (entry != NULL)
    gtk_text_set_placeholder_text (entry, translating ? source : NULL);
  label = source_label (row);
  gtk_label_set_text (GTK_LABEL (label), translating && source ? source : "");
  gtk_widget_set_tooltip_text (label, translating ? source : NULL);
  gtk_widget_set_visible (label, translating && source != NULL);
}
