/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-translations-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-po.h"
#include "core/st-texts.h"
#include "st-translations-page.h"

/* The translation workspace: the scenario's languages with their coverage,
 * and every text side by side with its translation into the chosen language,
 * filtered and searched, edited in place (each edit undoable, typing merged
 * into one step) and moved through with the keyboard as in Poedit. */

enum
{
  FILTER_ALL,
  FILTER_UNTRANSLATED,
  FILTER_OUTDATED,
  FILTER_UNFINISHED,
};

struct _StTranslationsPage
{
  StPage parent_instance;

  /* template widgets */
  GtkDropDown    *language_dropdown;
  GtkPopover     *add_language_popover;
  GtkSearchEntry *language_search;
  GtkListBox     *language_list;
  GtkWidget      *remove_language_button;
  GtkLabel       *coverage_label;
  GtkWidget      *export_button;
  GtkWidget      *import_button;
  GtkSearchEntry *search_entry;
  GtkDropDown    *filter_dropdown;
  GtkStack       *stack;
  GtkListBox     *text_list;
  GtkLabel       *where_label;
  GtkWidget      *review_button;
  GtkLabel       *source_label;
  GtkTextView    *translation_view;

  GPtrArray            *languages; /* char*: the translation languages, as in the drop-down */
  char                 *lang; /* the language translated into, or NULL */
  char                 *context; /* the text being edited, or NULL */
  GPtrArray            *rows; /* GtkListBoxRow*, unowned, in document order */
  gboolean              updating;
  GtkFileChooserNative *chooser;
};

G_DEFINE_FINAL_TYPE (StTranslationsPage, st_translations_page, ST_TYPE_PAGE)

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
new_text_row (void)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
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
  gtk_widget_set_hexpand (source, TRUE);
  gtk_widget_set_hexpand (translation, TRUE);
  gtk_widget_set_size_request (source, 200, -1);
  gtk_widget_set_size_request (translation, 200, -1);
  gtk_widget_set_valign (status, GTK_ALIGN_START);
  gtk_widget_add_css_class (status, "caption");
  gtk_box_append (GTK_BOX (box), where);
  gtk_box_append (GTK_BOX (box), source);
  gtk_box_append (GTK_BOX (box), translation);
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

static gboolean
filter_row (GtkListBoxRow *row, gpointer user_data)
{
  StTranslationsPage *self = user_data;
  RowData            *data = row_data (row);
  const char         *search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));

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

static void
update_coverage (StTranslationsPage *self, StScenario *scenario)
{
  g_autofree char *text = NULL;
  StTextCoverage   coverage;

  if (scenario == NULL || self->lang == NULL)
    {
      gtk_label_set_text (self->coverage_label, "");
      return;
    }
  st_scenario_text_coverage (scenario, self->lang, &coverage);
  /* Translators: coverage of a language: "48 of 72 texts translated (67 %), 3 outdated". */
  text = g_strdup_printf (
      ngettext ("%u of %u text translated (%u %%), %u outdated",
                "%u of %u texts translated (%u %%), %u outdated", coverage.n_texts),
      coverage.n_translated, coverage.n_texts,
      coverage.n_texts ? (coverage.n_translated * 100 + coverage.n_texts / 2) / coverage.n_texts : 0,
      coverage.n_outdated);
  gtk_label_set_text (self->coverage_label, text);
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

static void
select_context (StTranslationsPage *self, const char *context)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkListBoxRow *row = g_ptr_array_index (self->rows, i);
      if (g_strcmp0 (row_data (row)->context, context) == 0)
        {
          gtk_list_box_select_row (self->text_list, row);
          return;
        }
    }
}

static void
fill_texts (StTranslationsPage *self, StScenario *scenario)
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
          GtkWidget *row = new_text_row ();
          gtk_list_box_append (self->text_list, row);
          g_ptr_array_add (self->rows, row);
        }
    }
  for (guint i = 0; i < items->len; i++)
    fill_row (self, g_ptr_array_index (self->rows, i), g_ptr_array_index (items, i));
  gtk_list_box_invalidate_filter (self->text_list);
  if (context != NULL)
    select_context (self, context);
  self->updating = FALSE;
  if (context == NULL && self->rows->len > 0)
    gtk_list_box_select_row (self->text_list, g_ptr_array_index (self->rows, 0));
  show_editor (self);
}

static void
st_translations_page_rebuild (StPage *page, StScenario *scenario)
{
  StTranslationsPage *self = ST_TRANSLATIONS_PAGE (page);
  g_autoptr (GtkStringList) labels = gtk_string_list_new (NULL);
  g_autoptr (GPtrArray) all = NULL;
  guint position = GTK_INVALID_LIST_POSITION;

  g_ptr_array_set_size (self->languages, 0);
  if (scenario != NULL)
    {
      all = st_scenario_languages (scenario);
      for (guint i = 0; i < all->len; i++)
        {
          const char      *lang = g_ptr_array_index (all, i);
          g_autofree char *name = st_page_language_label (lang);
          g_autofree char *label = NULL;
          StTextCoverage   coverage;

          if (g_str_equal (lang, scenario->lang))
            continue;
          st_scenario_text_coverage (scenario, lang, &coverage);
          /* Translators: a language and how much of the scenario is in it: "Suomi (fi) · 67 %". */
          label = g_strdup_printf (
              _ ("%s · %u %%"), name,
              coverage.n_texts ? (coverage.n_translated * 100 + coverage.n_texts / 2) / coverage.n_texts : 0);
          g_ptr_array_add (self->languages, g_strdup (lang));
          gtk_string_list_append (labels, label);
        }
    }
  /* Keep the language being translated; else the content language when it is
   * a translation; else the first. */
  if (self->lang == NULL
      || !g_ptr_array_find_with_equal_func (self->languages, self->lang, g_str_equal, &position))
    {
      const char *content = st_text_get_content_language ();

      g_clear_pointer (&self->lang, g_free);
      if (content != NULL
          && g_ptr_array_find_with_equal_func (self->languages, content, g_str_equal, &position))
        self->lang = g_strdup (content);
      else if (self->languages->len > 0)
        {
          position = 0;
          self->lang = g_strdup (g_ptr_array_index (self->languages, 0));
        }
    }
  self->updating = TRUE;
  gtk_drop_down_set_model (self->language_dropdown, G_LIST_MODEL (labels));
  if (position != GTK_INVALID_LIST_POSITION)
    gtk_drop_down_set_selected (self->language_dropdown, position);
  self->updating = FALSE;

  gtk_widget_set_sensitive (GTK_WIDGET (self->language_dropdown), self->languages->len > 0);
  gtk_widget_set_sensitive (self->remove_language_button, self->lang != NULL && st_page_get_history (page));
  gtk_widget_set_sensitive (self->export_button, self->lang != NULL);
  gtk_widget_set_sensitive (self->import_button, self->lang != NULL && st_page_get_history (page));
  update_coverage (self, scenario);
  gtk_stack_set_visible_child_name (self->stack, scenario != NULL && self->lang != NULL ? "texts" : "empty");
  if (scenario != NULL && self->lang != NULL)
    fill_texts (self, scenario);
}

static void
language_selected_cb (StTranslationsPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->language_dropdown);

  if (self->updating || selected >= self->languages->len)
    return;
  if (g_strcmp0 (self->lang, g_ptr_array_index (self->languages, selected)) == 0)
    return;
  g_free (self->lang);
  self->lang = g_strdup (g_ptr_array_index (self->languages, selected));
  st_page_invalidate (ST_PAGE (self));
}

static void
filter_changed_cb (StTranslationsPage *self)
{
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
  st_page_commit_edit (ST_PAGE (self), edit, _ ("Translate Text"), merge_key);
}

static void
review_cb (StTranslationsPage *self)
{
  g_autoptr (StScenario) edit = st_page_begin_edit (ST_PAGE (self));

  if (edit != NULL && self->context != NULL && st_edit_review_text (edit, self->context, self->lang, NULL))
    st_page_commit_edit (ST_PAGE (self), edit, _ ("Mark Translation Reviewed"), NULL);
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

      if (!gtk_widget_get_child_visible (GTK_WIDGET (row)) || !filter_row (row, self))
        continue;
      if (unfinished && data->translated && !data->outdated)
        continue;
      gtk_list_box_select_row (self->text_list, row);
      gtk_widget_grab_focus (GTK_WIDGET (self->translation_view));
      return TRUE;
    }
  return FALSE;
}

static gboolean
next_cb (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  return move (ST_TRANSLATIONS_PAGE (widget), 1, FALSE);
}

static gboolean
previous_cb (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  return move (ST_TRANSLATIONS_PAGE (widget), -1, FALSE);
}

static gboolean
next_unfinished_cb (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  return move (ST_TRANSLATIONS_PAGE (widget), 1, TRUE);
}

/* Languages */

static void
fill_language_list (StTranslationsPage *self)
{
  StScenario *scenario = st_page_get_scenario (ST_PAGE (self));
  g_autoptr (GPtrArray) codes = st_page_dup_language_codes ();
  g_autoptr (GPtrArray) present = scenario ? st_scenario_languages (scenario) : NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->language_list))) != NULL)
    gtk_list_box_remove (self->language_list, child);
  for (guint i = 0; i < codes->len; i++)
    {
      const char      *code = g_ptr_array_index (codes, i);
      g_autofree char *name = st_page_language_name (code);
      g_autofree char *label = g_strdup_printf ("%s (%s)", name ? name : code, code);
      GtkWidget       *row;

      if (present != NULL && g_ptr_array_find_with_equal_func (present, code, g_str_equal, NULL))
        continue;
      row = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), gtk_label_new (label));
      gtk_widget_set_halign (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)), GTK_ALIGN_START);
      gtk_widget_set_name (row, code);
      g_object_set_data_full (G_OBJECT (row), "search", g_utf8_casefold (label, -1), g_free);
      gtk_list_box_append (self->language_list, row);
    }
}

static gboolean
filter_language (GtkListBoxRow *row, gpointer user_data)
{
  StTranslationsPage *self = user_data;
  const char         *search = gtk_editable_get_text (GTK_EDITABLE (self->language_search));
  g_autofree char    *folded = NULL;

  if (search == NULL || *search == '\0')
    return TRUE;
  folded = g_utf8_casefold (search, -1);
  return strstr (g_object_get_data (G_OBJECT (row), "search"), folded) != NULL;
}

static void
language_search_cb (StTranslationsPage *self)
{
  gtk_list_box_invalidate_filter (self->language_list);
}

static void
popover_shown_cb (StTranslationsPage *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->language_search), "");
  fill_language_list (self);
}

void
st_translations_page_add_language (StTranslationsPage *self, const char *lang)
{
  g_autoptr (StScenario) edit = st_page_begin_edit (ST_PAGE (self));
  g_autoptr (GError) error = NULL;

  g_return_if_fail (ST_IS_TRANSLATIONS_PAGE (self));

  if (edit == NULL)
    return;
  if (st_edit_add_language (edit, lang, &error))
    st_page_commit_edit (ST_PAGE (self), edit, _ ("Add Language"), NULL);
  else if (error != NULL)
    g_warning ("%s", error->message);
  g_free (self->lang);
  self->lang = g_strdup (lang);
  st_page_invalidate (ST_PAGE (self));
}

static void
language_row_activated_cb (StTranslationsPage *self, GtkListBoxRow *row)
{
  g_autofree char *code = g_strdup (gtk_widget_get_name (GTK_WIDGET (row)));

  gtk_popover_popdown (self->add_language_popover);
  st_translations_page_add_language (self, code);
}

static void
remove_language_cb (StTranslationsPage *self)
{
  g_autoptr (StScenario) edit = st_page_begin_edit (ST_PAGE (self));
  g_autoptr (GError) error = NULL;

  if (edit == NULL || self->lang == NULL)
    return;
  if (st_edit_remove_language (edit, self->lang, &error))
    {
      g_clear_pointer (&self->lang, g_free);
      st_page_commit_edit (ST_PAGE (self), edit, _ ("Remove Language"), NULL);
    }
  else if (error != NULL)
    {
      GtkRoot   *root = gtk_widget_get_root (GTK_WIDGET (self));
      GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                  _ ("The Language Cannot Be Removed"), error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

/* PO files */

static GtkWindow *
parent_window (StTranslationsPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
show_error (StTranslationsPage *self, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent_window (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

gboolean
st_translations_page_export (StTranslationsPage *self, GFile *file, GError **error)
{
  StScenario *scenario = st_page_get_scenario (ST_PAGE (self));
  g_autoptr (GBytes) bytes = NULL;
  gsize         length;
  gconstpointer data;

  g_return_val_if_fail (ST_IS_TRANSLATIONS_PAGE (self), FALSE);

  if (scenario == NULL || (bytes = st_po_export (scenario, self->lang, error)) == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &length);
  return g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, NULL,
                                  NULL, error);
}

gboolean
st_translations_page_import (StTranslationsPage *self, GFile *file, GError **error)
{
  g_autoptr (StScenario) edit = st_page_begin_edit (ST_PAGE (self));
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autofree char *path = g_file_get_path (file);
  guint            n_changed = 0;

  g_return_val_if_fail (ST_IS_TRANSLATIONS_PAGE (self), FALSE);

  if (edit == NULL || path == NULL)
    return FALSE;
  /* The copy is dropped when anything is refused: all or nothing. */
  if (!st_po_import (edit, path, self->lang, diagnostics, &n_changed, error))
    return FALSE;
  if (n_changed > 0)
    st_page_commit_edit (ST_PAGE (self), edit, _ ("Import Translation"), NULL);
  return TRUE;
}

static void
chooser_response_cb (GtkFileChooserNative *chooser, int response, StTranslationsPage *self)
{
  gboolean import = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "import"));
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT
      && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))) != NULL)
    {
      gboolean ok = import ? st_translations_page_import (self, file, &error)
                           : st_translations_page_export (self, file, &error);

      if (!ok && error != NULL)
        show_error (self,
                    import ? _ ("The Translation Was Not Imported") : _ ("The Translation Was Not Exported"),
                    error->message);
    }
  g_clear_object (&self->chooser);
}

static void
run_chooser (StTranslationsPage *self, gboolean import)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  StScenario      *scenario = st_page_get_scenario (ST_PAGE (self));
  g_autofree char *name = NULL;

  if (scenario == NULL || self->lang == NULL)
    return;
  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (
      import ? _ ("Import Translation") : _ ("Export Translation"), parent_window (self),
      import ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE,
      import ? _ ("_Import") : _ ("_Export"), _ ("_Cancel"));
  gtk_file_filter_set_name (filter, _ ("PO files"));
  gtk_file_filter_add_pattern (filter, "*.po");
  gtk_file_filter_add_mime_type (filter, "text/x-gettext-translation");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  if (!import)
    {
      name = g_strdup_printf ("%s.po", self->lang);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_object_set_data (G_OBJECT (self->chooser), "import", GINT_TO_POINTER (import));
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (chooser_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
export_cb (StTranslationsPage *self)
{
  run_chooser (self, FALSE);
}

static void
import_cb (StTranslationsPage *self)
{
  run_chooser (self, TRUE);
}

static void
st_translations_page_dispose (GObject *object)
{
  StTranslationsPage *self = ST_TRANSLATIONS_PAGE (object);

  /* The list selects other rows while its rows are taken apart. */
  if (self->text_list != NULL)
    g_signal_handlers_disconnect_by_data (self->text_list, self);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);

  G_OBJECT_CLASS (st_translations_page_parent_class)->dispose (object);
}

static void
st_translations_page_finalize (GObject *object)
{
  StTranslationsPage *self = ST_TRANSLATIONS_PAGE (object);

  g_clear_pointer (&self->languages, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->lang, g_free);
  g_clear_pointer (&self->context, g_free);

  G_OBJECT_CLASS (st_translations_page_parent_class)->finalize (object);
}

static void
st_translations_page_class_init (StTranslationsPageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  StPageClass    *page_class = ST_PAGE_CLASS (klass);

  object_class->dispose = st_translations_page_dispose;
  object_class->finalize = st_translations_page_finalize;
  page_class->rebuild = st_translations_page_rebuild;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-translations-page.ui");
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, language_dropdown);
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, add_language_popover);
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, language_search);
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, language_list);
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, remove_language_button);
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, coverage_label);
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, export_button);
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, import_button);
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, filter_dropdown);
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, stack);
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, text_list);
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, where_label);
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, review_button);
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, source_label);
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, translation_view);
  gtk_widget_class_bind_template_callback (widget_class, language_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, language_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, language_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, remove_language_cb);
  gtk_widget_class_bind_template_callback (widget_class, export_cb);
  gtk_widget_class_bind_template_callback (widget_class, import_cb);
  gtk_widget_class_bind_template_callback (widget_class, filter_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, text_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, review_cb);

  /* Poedit's keys for the next and previous entry. */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Down, GDK_CONTROL_MASK, next_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Up, GDK_CONTROL_MASK, previous_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Down, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                next_unfinished_cb, NULL);
}

static void
st_translations_page_init (StTranslationsPage *self)
{
  self->languages = g_ptr_array_new_with_free_func (g_free);
  self->rows = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_list_box_set_filter_func (self->text_list, filter_row, self, NULL);
  gtk_list_box_set_filter_func (self->language_list, filter_language, self, NULL);
  g_signal_connect_object (gtk_text_view_get_buffer (self->translation_view), "changed",
                           G_CALLBACK (translation_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->add_language_popover, "show", G_CALLBACK (popover_shown_cb), self,
                           G_CONNECT_SWAPPED);
}

GtkWidget *
st_translations_page_new (void)
{
  return g_object_new (ST_TYPE_TRANSLATIONS_PAGE, NULL);
}

const char *
st_translations_page_get_language (StTranslationsPage *self)
{
  g_return_val_if_fail (ST_IS_TRANSLATIONS_PAGE (self), NULL);

  return self->lang;
}

void
st_translations_page_select_text (StTranslationsPage *self, const char *context)
{
  g_return_if_fail (ST_IS_TRANSLATIONS_PAGE (self));

  st_page_ensure_built (ST_PAGE (self));
  select_context (self, context);
}

GtkTextView *
st_translations_page_get_editor (StTranslationsPage *self)
{
  g_return_val_if_fail (ST_IS_TRANSLATIONS_PAGE (self), NULL);

  return self->translation_view;
}
