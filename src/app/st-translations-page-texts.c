/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-translations-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-texts.h"
#include "core/st-word-diff.h"
#include "st-tm-pane.h"
#include "st-markup-warning.h"
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
  gboolean needs_work;
} RowData;

/* Whether a row's text is done: translated, current, not marked needs work. */
static gboolean
row_done (const RowData *data)
{
  return data->translated && !data->outdated && !data->needs_work;
}

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
  data->needs_work = translation != NULL && st_text_get_needs_work (text, self->lang);
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
  else if (data->needs_work)
    {
      gtk_label_set_text (GTK_LABEL (status), _ ("Needs Work"));
      gtk_widget_add_css_class (status, "warning");
    }
  else
    gtk_label_set_text (GTK_LABEL (status), "");
}

/* Whether the filter and the search let the row through. */
static gboolean
row_matches (StTranslationsPage *self, GtkListBoxRow *row)
{
  RowData *data = row_data (row);

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
        if (row_done (data))
          return FALSE;
        break;
      default:
        break;
    }
  return st_translations_search_row_matches (self, data->context, data->search);
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

/* Pango markup of a word diff: deletions struck through on red, insertions
 * underlined on green (and said in words to a screen reader). */
static char *
diff_markup (const char *old_source, const char *new_source)
{
  g_autoptr (GPtrArray) chunks = st_word_diff (old_source, new_source);
  GString *markup = g_string_new (NULL);

  for (guint i = 0; i < chunks->len; i++)
    {
      const StDiffChunk *chunk = g_ptr_array_index (chunks, i);
      g_autofree char   *escaped = g_markup_escape_text (chunk->text, -1);

      switch (chunk->op)
        {
          case ST_DIFF_DELETE:
            g_string_append_printf (
                markup, "<span strikethrough=\"true\" background=\"#e01b24\" bgalpha=\"25%%\">%s</span>",
                escaped);
            break;
          case ST_DIFF_INSERT:
            /* A replacement reads as two words, not one run together. */
            if (i > 0 && ((StDiffChunk *) g_ptr_array_index (chunks, i - 1))->op == ST_DIFF_DELETE)
              g_string_append_c (markup, ' ');
            g_string_append_printf (
                markup, "<span underline=\"single\" background=\"#2ec27e\" bgalpha=\"30%%\">%s</span>",
                escaped);
            break;
          default:
            g_string_append (markup, escaped);
            break;
        }
    }
  return g_string_free (markup, FALSE);
}

/* The Needs Work toggle (shown on a translation) and, for an outdated text
 * whose old source is known, what changed in the source. */
static void
show_status (StTranslationsPage *self, const StText *text)
{
  const char *translation = text && self->lang ? st_text_get_exact (text, self->lang) : NULL;
  const char *previous = translation ? st_text_get_previous_source (text, self->lang) : NULL;
  gboolean    was = self->updating;

  gtk_widget_set_visible (self->needs_work_button, translation != NULL);
  self->updating = TRUE;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->needs_work_button),
                                translation != NULL && st_text_get_needs_work (text, self->lang));
  self->updating = was;
  gtk_widget_set_visible (self->diff_box, previous != NULL);
  if (previous != NULL)
    {
      g_autofree char *markup = diff_markup (previous, st_text_get_source (text));
      /* Translators: what a screen reader says of the word diff of a changed source. */
      g_autofree char *said = g_strdup_printf (_ ("The source was: %s"), previous);

      gtk_label_set_markup (self->diff_label, markup);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->diff_label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      said, -1);
    }
  else
    gtk_label_set_text (self->diff_label, "");
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
      show_status (self, NULL);
      st_markup_warning_update (self->translation_view, NULL, NULL, NULL);
      self->updating = TRUE;
      gtk_text_buffer_set_text (buffer, "", -1);
      self->updating = FALSE;
      st_tm_pane_show (ST_TM_PANE (self->tm_pane), NULL, NULL, NULL);
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
  show_status (self, *slot);
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
  st_tm_pane_show (ST_TM_PANE (self->tm_pane), scenario, self->context, self->lang);
  /* The markup a translation of a rules body must keep (st-markup-warning.c). */
  st_markup_warning_update (self->translation_view, self->context, st_text_get_source (*slot), translation);
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

/* The Needs Work toggle and Ctrl+U: one undoable step each way. */
static void
set_needs_work (StTranslationsPage *self, gboolean needs_work)
{
  g_autoptr (StScenario) edit = NULL;

  if (self->context == NULL || self->lang == NULL || (edit = st_page_begin_edit (ST_PAGE (self))) == NULL)
    return;
  if (st_edit_set_needs_work (edit, self->context, self->lang, needs_work, NULL))
    st_page_commit_edit (ST_PAGE (self), edit, needs_work ? _ ("Mark Needs Work") : _ ("Clear Needs Work"),
                         NULL);
}

static void
needs_work_toggled_cb (StTranslationsPage *self)
{
  if (self->updating)
    return;
  set_needs_work (self, gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->needs_work_button)));
}

static void
toggle_needs_work_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StTranslationsPage *self = ST_TRANSLATIONS_PAGE (widget);
  StScenario         *scenario = st_page_get_scenario (ST_PAGE (self));
  StText **slot = scenario && self->context ? st_scenario_find_text (scenario, self->context) : NULL;

  if (slot == NULL || *slot == NULL || st_text_get_exact (*slot, self->lang) == NULL)
    return;
  set_needs_work (self, !st_text_get_needs_work (*slot, self->lang));
}

/* Moves to the next (or previous) listed text; with unfinished, to the next
 * one that is untranslated, outdated or marked needs work. */
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
      if (unfinished && row_done (data))
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
  gtk_widget_class_install_action (widget_class, "translations.toggle-needs-work", NULL,
                                   toggle_needs_work_action);
}

/* The Needs Work toggle beside Mark Reviewed, and the word diff of an
 * outdated text's source under the source, made here rather than in the
 * page's template: they are this file's. */
static void
build_status (StTranslationsPage *self)
{
  GtkWidget *row = gtk_widget_get_parent (self->review_button);
  GtkWidget *source = gtk_widget_get_ancestor (GTK_WIDGET (self->source_label), GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *heading = gtk_label_new (_ ("Changed in the source since it was translated:"));
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *label = gtk_label_new (NULL);

  self->needs_work_button = gtk_toggle_button_new_with_mnemonic (_ ("Needs _Work"));
  gtk_widget_set_name (self->needs_work_button, "needs-work");
  gtk_widget_set_tooltip_text (self->needs_work_button,
                               _ ("Mark the translation as needing more work, or not (Ctrl+U)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->needs_work_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Needs Work"), -1);
  gtk_box_insert_child_after (GTK_BOX (row), self->needs_work_button, self->review_button);
  g_signal_connect_object (self->needs_work_button, "toggled", G_CALLBACK (needs_work_toggled_cb), self,
                           G_CONNECT_SWAPPED);

  self->diff_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_name (self->diff_box, "editor-diff");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "caption");
  gtk_widget_add_css_class (heading, "dim-label");
  self->diff_label = GTK_LABEL (label);
  gtk_label_set_xalign (self->diff_label, 0);
  gtk_label_set_yalign (self->diff_label, 0);
  gtk_label_set_wrap (self->diff_label, TRUE);
  gtk_label_set_wrap_mode (self->diff_label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (self->diff_label, TRUE);
  gtk_label_set_max_width_chars (self->diff_label, 100);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 100);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), label);
  gtk_box_append (GTK_BOX (self->diff_box), heading);
  gtk_box_append (GTK_BOX (self->diff_box), scrolled);
  gtk_widget_set_visible (self->diff_box, FALSE);
  gtk_widget_set_visible (self->needs_work_button, FALSE);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (source)), self->diff_box, source);
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
  /* Ctrl+U: a key no text view uses. */
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_u, GDK_CONTROL_MASK,
                "translations.toggle-needs-work");
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
  build_status (self);
  gtk_list_box_set_filter_func (self->text_list, filter_row, self, NULL);
  self->where_group = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  /* Translation memory and glossary: suggestions under the field, a menu
   * beside Import. */
  self->tm_pane = st_tm_pane_attach (self->translation_view, self->source_label);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (self->import_button)),
                              st_tm_memory_new_menu_button (), self->import_button);
  g_signal_connect_object (gtk_text_view_get_buffer (self->translation_view), "changed",
                           G_CALLBACK (translation_changed_cb), self, G_CONNECT_SWAPPED);
}
