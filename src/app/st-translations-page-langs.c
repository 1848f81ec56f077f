/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-translations-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-history.h"
#include "core/st-locale.h"
#include "core/st-texts.h"
#include "st-translations-page-private.h"
#include "st-language-menu.h"

/* The languages of the workspace: the drop-down of translation languages with
 * their coverage, adding one from the list of language names (in the user's
 * language) and removing one, both undoable. */

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
  text = st_text_coverage_describe (&coverage);
  gtk_label_set_text (self->coverage_label, text);
}

/* The drop-down of the translation languages with their coverage, the
 * language translated into and what can be done with it. */
void
st_translations_page_update_languages (StTranslationsPage *self, StScenario *scenario)
{
  StPage *page = ST_PAGE (self);
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) all = NULL;
  g_autofree StTextCoverage *coverages = NULL;
  guint                      position = GTK_INVALID_LIST_POSITION;

  g_ptr_array_set_size (self->languages, 0);
  if (scenario != NULL)
    {
      all = st_scenario_languages (scenario);
      /* In one pass over the texts: a language at a time is quadratic. */
      coverages = g_new (StTextCoverage, all->len + 1);
      st_scenario_text_coverages (scenario, all, coverages);
      for (guint i = 0; i < all->len; i++)
        {
          const char      *lang = g_ptr_array_index (all, i);
          g_autofree char *name = st_page_language_label (lang);
          StTextCoverage   coverage = coverages[i];

          if (g_str_equal (lang, scenario->lang))
            continue;
          /* Translators: a language and how much of the scenario is in it: "Suomi (fi) · 67 %". */
          g_ptr_array_add (labels, g_strdup_printf (_ ("%s · %u %%"), name,
                                                    coverage.n_texts
                                                        ? (coverage.n_translated * 100 + coverage.n_texts / 2)
                                                              / coverage.n_texts
                                                        : 0));
          g_ptr_array_add (self->languages, g_strdup (lang));
        }
    }
  g_ptr_array_add (labels, NULL);
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
  /* This runs inside the drop-down's own notify::selected when a language is
   * picked from it: its list changes in place, never its model. */
  self->updating = TRUE;
  st_page_set_choices (self->language_dropdown, (const char *const *) labels->pdata);
  if (position != GTK_INVALID_LIST_POSITION)
    gtk_drop_down_set_selected (self->language_dropdown, position);
  self->updating = FALSE;

  gtk_widget_set_sensitive (GTK_WIDGET (self->language_dropdown), self->languages->len > 0);
  gtk_widget_set_sensitive (self->remove_language_button, self->lang != NULL && st_page_get_history (page));
  gtk_widget_set_sensitive (self->export_button, self->lang != NULL);
  gtk_widget_set_sensitive (self->import_button, self->lang != NULL && st_page_get_history (page));
  update_coverage (self, scenario);
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
fill_language_list (StTranslationsPage *self)
{
  StScenario *scenario = st_page_get_scenario (ST_PAGE (self));
  g_autoptr (GPtrArray) codes = st_locale_dup_language_codes ();
  g_autoptr (GPtrArray) present = scenario ? st_scenario_languages (scenario) : NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->language_list))) != NULL)
    gtk_list_box_remove (self->language_list, child);
  for (guint i = 0; i < codes->len; i++)
    {
      const char      *code = g_ptr_array_index (codes, i);
      g_autofree char *name = st_locale_language_name (code);
      g_autofree char *label = g_strdup_printf ("%s (%s)", name ? name : code, code);
      GtkWidget       *row;

      if (present != NULL && g_ptr_array_find_with_equal_func (present, code, g_str_equal, NULL))
        continue;
      row = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), gtk_label_new (label));
      gtk_widget_set_halign (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)), GTK_ALIGN_START);
      gtk_widget_set_name (row, code);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
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
    st_page_commit_step (ST_PAGE (self), edit, "language.add", _ ("Add Language"), NULL);
  else if (error != NULL)
    g_warning ("%s", error->message);
  g_free (self->lang);
  self->lang = g_strdup (lang);
  st_page_invalidate (ST_PAGE (self));
  /* Ready to translate the first text. */
  gtk_widget_grab_focus (GTK_WIDGET (self->translation_view));
}

static void
language_row_activated_cb (StTranslationsPage *self, GtkListBoxRow *row)
{
  g_autofree char *code = g_strdup (gtk_widget_get_name (GTK_WIDGET (row)));

  gtk_popover_popdown (self->add_language_popover);
  st_translations_page_add_language (self, code);
}

/* The toast of a removed language goes as soon as the document is another
 * version (a later edit, or the removal undone otherwise): its Undo would no
 * longer undo the removal. */
void
st_translations_page_forget_removal (StTranslationsPage *self, StScenario *scenario)
{
  if (self->removal_toast != NULL
      && scenario != g_object_get_data (G_OBJECT (self->removal_toast), "removed"))
    adw_toast_dismiss (self->removal_toast);
}

/* Undo on the toast of a removed language undoes the removal, if that is
 * still the last step. */
static void
undo_removal_cb (AdwToast *toast, StTranslationsPage *self)
{
  StHistory *history = st_page_get_history (ST_PAGE (self));

  if (history != NULL && st_history_get_scenario (history) == g_object_get_data (G_OBJECT (toast), "removed"))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.undo", NULL);
}

/* Removing a language takes every translation into it at once: the toast
 * says how many went, and offers them back. */
static void
toast_removal (StTranslationsPage *self, const char *lang, guint n_translations)
{
  g_autofree char *name = st_page_language_label (lang);
  g_autofree char *title = NULL;
  g_autofree char *escaped = NULL;
  StHistory       *history = st_page_get_history (ST_PAGE (self));
  AdwToast        *toast;

  if (n_translations == 0)
    /* Translators: after Remove Language; %s is the language, "Suomi (fi)". */
    title = g_strdup_printf (_ ("%s removed"), name);
  else
    /* Translators: after Remove Language; %s is the language, "Suomi (fi)". */
    title = g_strdup_printf (ngettext ("%s removed with its %u translation",
                                       "%s removed with its %u translations", n_translations),
                             name, n_translations);
  escaped = g_markup_escape_text (title, -1);
  toast = adw_toast_new (escaped);
  adw_toast_set_button_label (toast, _ ("_Undo"));
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_object_set_data_full (G_OBJECT (toast), "removed", st_scenario_ref (st_history_get_scenario (history)),
                          (GDestroyNotify) st_scenario_unref);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (undo_removal_cb), self, 0);
  if (self->removal_toast != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->removal_toast), (gpointer *) &self->removal_toast);
  self->removal_toast = toast;
  g_object_add_weak_pointer (G_OBJECT (toast), (gpointer *) &self->removal_toast);
  adw_toast_overlay_add_toast (self->toasts, toast);
}

static void
remove_language_cb (StTranslationsPage *self)
{
  g_autoptr (StScenario) edit = st_page_begin_edit (ST_PAGE (self));
  g_autoptr (GError) error = NULL;
  g_autofree char *lang = g_strdup (self->lang);
  StTextCoverage   coverage;

  if (edit == NULL || lang == NULL)
    return;
  st_scenario_text_coverage (edit, lang, &coverage);
  if (st_edit_remove_language (edit, lang, &error))
    {
      g_clear_pointer (&self->lang, g_free);
      if (st_page_commit_step (ST_PAGE (self), edit, "language.remove", _ ("Remove Language"), NULL))
        toast_removal (self, lang, coverage.n_translated + coverage.n_outdated + coverage.n_needs_work);
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

/* Enter in the search adds the first language it lists. */
static void
language_search_activate_cb (StTranslationsPage *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->language_list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child) && filter_language (GTK_LIST_BOX_ROW (child), self))
      {
        language_row_activated_cb (self, GTK_LIST_BOX_ROW (child));
        return;
      }
}

void
st_translations_page_class_init_langs (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, language_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, language_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, language_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, remove_language_cb);
}

void
st_translations_page_init_langs (StTranslationsPage *self)
{
  gtk_list_box_set_filter_func (self->language_list, filter_language, self, NULL);
  st_language_menu_init (self->language_dropdown);
  g_signal_connect_object (self->language_search, "activate", G_CALLBACK (language_search_activate_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->add_language_popover, "show", G_CALLBACK (popover_shown_cb), self,
                           G_CONNECT_SWAPPED);
}
