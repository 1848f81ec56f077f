/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-translations-page"

#include "config.h"

#include <glib/gi18n.h>

#include "st-translations-page-private.h"

/* The translation workspace: the scenario's languages with their coverage,
 * and every text side by side with its translation into the chosen language,
 * filtered and searched, edited in place (each edit undoable, typing merged
 * into one step) and moved through with the keyboard as in Poedit. */

G_DEFINE_FINAL_TYPE (StTranslationsPage, st_translations_page, ST_TYPE_PAGE)

static void
st_translations_page_rebuild (StPage *page, StScenario *scenario)
{
  StTranslationsPage *self = ST_TRANSLATIONS_PAGE (page);

  st_translations_page_forget_removal (self, scenario);
  st_translations_page_update_languages (self, scenario);
  gtk_stack_set_visible_child_name (self->stack, scenario != NULL && self->lang != NULL ? "texts" : "empty");
  if (scenario != NULL && self->lang != NULL)
    st_translations_page_fill_texts (self, scenario);
}

static void
st_translations_page_dispose (GObject *object)
{
  StTranslationsPage *self = ST_TRANSLATIONS_PAGE (object);

  /* The list selects other rows while its rows are taken apart. */
  if (self->text_list != NULL)
    g_signal_handlers_disconnect_by_data (self->text_list, self);
  st_translations_page_dispose_po (self);
  if (self->removal_toast != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->removal_toast), (gpointer *) &self->removal_toast);
      self->removal_toast = NULL;
    }

  G_OBJECT_CLASS (st_translations_page_parent_class)->dispose (object);
}

static void
st_translations_page_finalize (GObject *object)
{
  StTranslationsPage *self = ST_TRANSLATIONS_PAGE (object);

  g_clear_pointer (&self->languages, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_object (&self->where_group);
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
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, toasts);
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
  st_translations_page_class_init_langs (widget_class);
  st_translations_page_class_init_texts (widget_class);
  st_translations_page_class_init_po (widget_class);
}

static void
st_translations_page_init (StTranslationsPage *self)
{
  self->languages = g_ptr_array_new_with_free_func (g_free);
  self->rows = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  /* A button with a mnemonic label is also labelled by that label, which
   * screen readers would read after its accessible name ("Export Translation
   * Export…"): the name alone is enough. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (self->export_button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (self->import_button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (self->review_button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);

  st_translations_page_init_langs (self);
  st_translations_page_init_texts (self);
  st_translations_page_init_po (self);
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
  st_translations_page_select_context (self, context);
}

GtkTextView *
st_translations_page_get_editor (StTranslationsPage *self)
{
  g_return_val_if_fail (ST_IS_TRANSLATIONS_PAGE (self), NULL);

  return self->translation_view;
}
