/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-translations-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-texts.h"
#include "st-translations-page-private.h"

/* The side-by-side table of every text with its translation into the chosen
 * language, filtered and searched, the editor below it (each edit undoable,
 * typing merged into one step) and Poedit's keys to move through it. */

/* What a row shows, kept on the row for filtering. */
typedef struct
{
  char    *context;
  char    *search; /* lower-case source, translation and where, for the search */
  gboolean translated;
  gboolean outdated;
} RowData;

static void
row_data_free (RowData *data)
{
  g_free (data->context);
  g_free (data->search);
  g_free (data);
}

static RowData *
row_data (GtkListBoxRow *row)
{
  return g_object_get_data (G_OBJECT (row), "row-data");
}

static GtkWidget *
new_cell_label (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (label), 3);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (label), 12);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
new_text_row (StTranslationsPage *self)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *where = new_cell_label ("dim-label");
  GtkWidget *source = new_cell_label (NULL);
  GtkWidget *translation = new_cell_label (NULL);
  GtkWidget *status = gtk_label_new (NULL);

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_size_request (where, 180, -1);
  gtk_label_set_width_chars (GTK_LABEL (where), 22);
  gtk_label_set_max_width_chars (GTK_LABEL (where), 22);
  gtk_widget_add_css_class (where, "caption");
  /* Every row's first column as wide as the widest: a wrapped label is as
   * wide as its text, up to its maximum, and the columns after it would not
   * line up. */
  gtk_size_group_add_widget (self->where_group, where);
  gtk_widget_set_hexpand (source, TRUE);
  gtk_widget_set_hexpand (translation, TRUE);
  gtk_widget_set_size_request (source, 200, -1);
  gtk_widget_set_size_request (translation, 200, -1);
  gtk_widget_set_valign (status, GTK_ALIGN_START);
  /* As wide in every row, so that the columns before it line up. */
  gtk_label_set_width_chars (GTK_LABEL (status), 14);
  gtk_label_set_xalign (GTK_LABEL (status), 1);
  gtk_widget_add_css_class (status, "caption");
  /* The source and the translation share what is left equally, whatever
   * their lengths, so that the columns line up from row to row. */
  gtk_box_set_homogeneous (GTK_BOX (texts), TRUE);
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (texts), source);
  gtk_box_append (GTK_BOX (texts), translation);
  gtk_box_append (GTK_BOX (box), where);
  gtk_box_append (GTK_BOX (box), texts);
  gtk_box_append (GTK_BOX (box), status);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data (G_OBJECT (row), "where", where);
  g_object_set_data (G_OBJECT (row), "source", source);
  g_object_set_data (G_OBJECT (row), "translation", translation);
  g_object_set_data (G_OBJECT (row), "status", status);
  return row;
}

static void
fill_row (StTranslationsPage *self, GtkWidget *row, const StTextItem *item)
{
  const StText    *text = *item->slot;
  const char      *source = st_text_get_source (text);
  const char      *translation = self->lang ? st_text_get_exact (text, self->lang) : NULL;
  g_autofree char *where = st_text_item_describe (item, TRUE);
  g_autofree char *search = NULL;
  RowData         *data = g_new0 (RowData, 1);
  GtkWidget       *status = g_object_get_data (G_OBJECT (row), "status");

  data->context = g_strdup (item->context);
  data->translated = translation != NULL;
  data->outdated = translation != NULL && st_text_is_outdated (text, self->lang);
  search = g_strjoin ("\n", source, translation ? translation : "", where, item->context, NULL);
  data->search = g_utf8_casefold (search, -1);
  g_object_set_data_full (G_OBJECT (row), "row-data", data, (GDestroyNotify) row_data_free);
  gtk_widget_set_name (row, item->context);
  {
    /* What a screen reader says of the row: where the text is used and its
     * source. */
    g_autofree char *label = g_strdup_printf ("%s: %s", where, source);
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  }

  gtk_label_set_text (g_object_get_data (G_OBJECT (row), "where"), where);
  gtk_label_set_text (g_object_get_data (G_OBJECT (row), "source"), source);
  gtk_label_set_text (g_object_get_data (G_OBJECT (row), "translation"), translation ? translation : "");
  gtk_widget_remove_css_class (status, "warning");
  gtk_widget_remove_css_class (status, "error");
  if (!data->translated)
    {
      gtk_label_set_text (GTK_LABEL (status), _ ("Untranslated"));
      gtk_widget_add_css_class (status, "error");
    }
  else if (data->outdated)
    {
      gtk_label_set_text (GTK_LABEL (status), _ ("Outdated"));
      gtk_widget_add_css_class (status, "warning");
    }
  else
    gtk_label_set_text (GTK_LABEL (status), "");
}

/* Whether the filter and the search let the row through. */
static gboolean
row_matches (StTranslationsPage *self, GtkListBoxRow *row)
{
  RowData    *data = row_data (row);
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));

  if (data == NULL)
    return FALSE;
  switch (gtk_drop_down_get_selected (self->filter_dropdown))
    {
      case FILTER_UNTRANSLATED:
        if (data->translated)
          return FALSE;
        break;
      case FILTER_OUTDATED:
        if (!data->outdated)
          return FALSE;
        break;
      case FILTER_UNFINISHED:
        if (data->translated && !data->outdated)
          return FALSE;
        break;
      default:
        break;
    }
  if (search != NULL && *search != '\0')
    {
      g_autofree char *folded = g_utf8_casefold (search, -1);
      if (strstr (data->search, folded) == NULL)
        return FALSE;
    }
  return TRUE;
}

/* The text being edited stays listed while it is written, even once it no
 * longer matches (an untranslated text just translated): it goes when the
 * filter changes or another text is chosen. */
static gboolean
filter_row (GtkListBoxRow *row, gpointer user_data)
{
  StTranslationsPage *self = user_data;
  RowData            *data = row_data (row);

  if (data != NULL && self->context != NULL && g_str_equal (data->context, self->context))
    return TRUE;
  return row_matches (self, row);
}

static void
show_editor (StTranslationsPage *self)
{
  StScenario      *scenario = st_page_get_scenario (ST_PAGE (self));
  StText         **slot = scenario && self->context ? st_scenario_find_text (scenario, self->context) : NULL;
  GtkTextBuffer   *buffer = gtk_text_view_get_buffer (self->translation_view);
  const char      *translation = NULL;
  g_autofree char *current = NULL;
  GtkTextIter      start, end;

  gtk_widget_set_sensitive (GTK_WIDGET (self->translation_view), slot != NULL && *slot != NULL);
  if (slot == NULL || *slot == NULL)
    {
      gtk_label_set_text (self->where_label, "");
      gtk_label_set_text (self->source_label, "");
      gtk_widget_set_visible (self->review_button, FALSE);
      self->updating = TRUE;
      gtk_text_buffer_set_text (buffer, "", -1);
      self->updating = FALSE;
      return;
    }
  {
    g_autoptr (GPtrArray) items = st_scenario_list_texts (scenario);
    for (guint i = 0; i < items->len; i++)
      {
        const StTextItem *item = g_ptr_array_index (items, i);
        if (g_str_equal (item->context, self->context))
          {
            g_autofree char *where = st_text_item_describe (item, TRUE);
            gtk_label_set_text (self->where_label, where);
          }
      }
  }
  gtk_label_set_text (self->source_label, st_text_get_source (*slot));
  translation = st_text_get_exact (*slot, self->lang);
  gtk_widget_set_visible (self->review_button, st_text_is_outdated (*slot, self->lang));
  /* Leave the buffer alone while it holds what is typed: resetting it would
   * move the cursor. */
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  current = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (g_strcmp0 (current, translation ? translation : "") != 0)
    {
      self->updating = TRUE;
      gtk_text_buffer_set_text (buffer, translation ? translation : "", -1);
      self->updating = FALSE;
    }
}

/* Selects row and scrolls the list to show it (selecting alone does not). */
static void
show_row (StTranslationsPage *self, GtkListBoxRow *row)
{
  GtkWidget      *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (self->text_list), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment  *adjustment;
  graphene_rect_t bounds;

  gtk_list_box_select_row (self->text_list, row);
  if (scrolled == NULL
      || !gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (self->text_list), &bounds))
    return;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  gtk_adjustment_clamp_page (adjustment, bounds.origin.y, bounds.origin.y + bounds.size.height);
}

void
st_translations_page_select_context (StTranslationsPage *self, const char *context)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkListBoxRow *row = g_ptr_array_index (self->rows, i);
      if (g_strcmp0 (row_data (row)->context, context) == 0)
        {
          show_row (self, row);
          return;
        }
    }
}

void
st_translations_page_fill_texts (StTranslationsPage *self, StScenario *scenario)
{
  g_autoptr (GPtrArray) items = st_scenario_list_texts (scenario);
  gboolean         same = items->len == self->rows->len;
  g_autofree char *context = g_strdup (self->context);

  for (guint i = 0; same && i < items->len; i++)
    same = g_str_equal (((StTextItem *) g_ptr_array_index (items, i))->context,
                        row_data (g_ptr_array_index (self->rows, i))->context);
  self->updating = TRUE;
  if (!same)
    {
      GtkWidget *child;

      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->text_list))) != NULL)
        gtk_list_box_remove (self->text_list, child);
      g_ptr_array_set_size (self->rows, 0);
      for (guint i = 0; i < items->len; i++)
        {
          GtkWidget *row = new_text_row (self);
          gtk_list_box_append (self->text_list, row);
          g_ptr_array_add (self->rows, row);
        }
    }
  for (guint i = 0; i < items->len; i++)
    fill_row (self, g_ptr_array_index (self->rows, i), g_ptr_array_index (items, i));
  gtk_list_box_invalidate_filter (self->text_list);
  if (context != NULL)
    st_translations_page_select_context (self, context);
  self->updating = FALSE;
  if (context == NULL && self->rows->len > 0)
    gtk_list_box_select_row (self->text_list, g_ptr_array_index (self->rows, 0));
  show_editor (self);
}

/* The editor follows the filter: a text it hides gives way to the first it
 * lists, or to none. */
static void
filter_changed_cb (StTranslationsPage *self)
{
  GtkListBoxRow *current = gtk_list_box_get_selected_row (self->text_list);

  if (current != NULL && !row_matches (self, current))
    {
      GtkListBoxRow *first = NULL;

      for (guint i = 0; first == NULL && i < self->rows->len; i++)
        if (row_matches (self, g_ptr_array_index (self->rows, i)))
          first = g_ptr_array_index (self->rows, i);
      if (first != NULL)
        show_row (self, first);
      else
        gtk_list_box_select_row (self->text_list, NULL);
    }
  gtk_list_box_invalidate_filter (self->text_list);
}

static void
text_selected_cb (StTranslationsPage *self, GtkListBoxRow *row)
{
  /* The list says its rows go when the page is taken apart. */
  if (self->updating || self->review_button == NULL || gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  g_free (self->context);
  self->context = row ? g_strdup (row_data (row)->context) : NULL;
  show_editor (self);
  /* The text left may no longer match the filter. */
  gtk_list_box_invalidate_filter (self->text_list);
}

static void
translation_changed_cb (StTranslationsPage *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->translation_view);
  g_autoptr (StScenario) edit = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *value = NULL;
  g_autofree char *merge_key = NULL;
  GtkTextIter      start, end;

  if (self->updating || self->context == NULL || self->lang == NULL)
    return;
  edit = st_page_begin_edit (ST_PAGE (self));
  if (edit == NULL)
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  value = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (!st_edit_set_text (edit, self->context, self->lang, value, &error))
    {
      if (error != NULL)
        g_warning ("%s", error->message);
      return;
    }
  /* Typing into one text is one step. */
  merge_key = g_strdup_printf ("translate/%s/%s", self->lang, self->context);
  st_page_commit_step (ST_PAGE (self), edit, "text.translate", _ ("Translate Text"), merge_key);
}

static void
review_cb (StTranslationsPage *self)
{
  g_autoptr (StScenario) edit = st_page_begin_edit (ST_PAGE (self));

  if (edit != NULL && self->context != NULL && st_edit_review_text (edit, self->context, self->lang, NULL))
    st_page_commit_step (ST_PAGE (self), edit, "text.mark-reviewed", _ ("Mark Translation Reviewed"), NULL);
}

/* Moves to the next (or previous) listed text; with unfinished, to the next
 * one that is untranslated or outdated. */
static gboolean
move (StTranslationsPage *self, int step, gboolean unfinished)
{
  GtkListBoxRow *current = gtk_list_box_get_selected_row (self->text_list);
  int            index = current ? gtk_list_box_row_get_index (current) : -1;

  for (int i = index + step; i >= 0 && i < (int) self->rows->len; i += step)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->text_list, i);
      RowData       *data = row_data (row);

      if (!gtk_widget_get_child_visible (GTK_WIDGET (row)) || !row_matches (self, row))
        continue;
      if (unfinished && data->translated && !data->outdated)
        continue;
      show_row (self, row);
      gtk_widget_grab_focus (GTK_WIDGET (self->translation_view));
      return TRUE;
    }
  return FALSE;
}

static void
next_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  move (ST_TRANSLATIONS_PAGE (widget), 1, FALSE);
}

static void
previous_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  move (ST_TRANSLATIONS_PAGE (widget), -1, FALSE);
}

static void
next_unfinished_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  move (ST_TRANSLATIONS_PAGE (widget), 1, TRUE);
}

static void
add_shortcut (GtkShortcutController *controller, guint key, GdkModifierType modifiers, const char *action)
{
  gtk_shortcut_controller_add_shortcut (
      controller, gtk_shortcut_new (gtk_keyval_trigger_new (key, modifiers), gtk_named_action_new (action)));
}

void
st_translations_page_class_init_texts (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, filter_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, text_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, review_cb);

  gtk_widget_class_install_action (widget_class, "translations.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "translations.previous", NULL, previous_action);
  gtk_widget_class_install_action (widget_class, "translations.next-unfinished", NULL,
                                   next_unfinished_action);
}

void
st_translations_page_init_texts (StTranslationsPage *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  /* Poedit's keys for the next and previous entry, taken before the editor
   * sees them: a text view moves by paragraphs with Ctrl+Up and Ctrl+Down. */
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_Down, GDK_CONTROL_MASK, "translations.next");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_Up, GDK_CONTROL_MASK, "translations.previous");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_Down, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                "translations.next-unfinished");
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
  gtk_list_box_set_filter_func (self->text_list, filter_row, self, NULL);
  self->where_group = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  g_signal_connect_object (gtk_text_view_get_buffer (self->translation_view), "changed",
                           G_CALLBACK (translation_changed_cb), self, G_CONNECT_SWAPPED);
}
