/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-translations-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-locale.h"
#include "core/st-texts.h"
#include "st-spell-view.h"
#include "st-translations-page-private.h"

/* The translation workspace: the scenario's languages with their coverage,
 * and every text side by side with its translation into the chosen language,
 * filtered and searched, edited in place (each edit undoable, typing merged
 * into one step) and moved through with the keyboard as in Poedit. */

G_DEFINE_FINAL_TYPE (StTranslationsPage, st_translations_page, ST_TYPE_PAGE)

/* Spell checking in the translation's language; without a dictionary for it
 * a quiet note says so, and nothing is underlined. */
static void
st_translations_page_update_spelling (StTranslationsPage *self)
{
  gboolean checked = st_spell_view_set_language (self->translation_view, self->lang);

  gtk_widget_set_visible (GTK_WIDGET (self->spell_note), self->lang != NULL && !checked);
  if (self->lang != NULL && !checked)
    {
      g_autofree char *name = st_locale_language_name (self->lang);
      /* Translators: under the translation field; %s is a language name. */
      g_autofree char *note =
          g_strdup_printf (_ ("No spelling dictionary for %s is installed: spelling is not checked"),
                           name ? name : self->lang);
      gtk_label_set_text (self->spell_note, note);
    }
}

static void
st_translations_page_rebuild (StPage *page, StScenario *scenario)
{
  StTranslationsPage *self = ST_TRANSLATIONS_PAGE (page);

  st_translations_page_forget_removal (self, scenario);
  st_translations_page_update_languages (self, scenario);
  gtk_stack_set_visible_child_name (self->stack, scenario != NULL && self->lang != NULL ? "texts" : "empty");
  if (scenario != NULL && self->lang != NULL)
    st_translations_page_fill_texts (self, scenario);
  st_translations_page_update_spelling (self);
  st_translations_search_highlight (self);
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
  st_translations_search_free (self);

  G_OBJECT_CLASS (st_translations_page_parent_class)->finalize (object);
}

/* Copy Source (Ctrl+B, as in Poedit): the translation becomes the source,
 * one undoable step, to be edited from there. */
static void
copy_source_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StTranslationsPage *self = ST_TRANSLATIONS_PAGE (widget);
  StScenario         *scenario = st_page_get_scenario (ST_PAGE (self));
  StText **slot = scenario && self->context ? st_scenario_find_text (scenario, self->context) : NULL;
  g_autoptr (StScenario) edit = NULL;

  if (slot == NULL || *slot == NULL || self->lang == NULL)
    return;
  edit = st_page_begin_edit (ST_PAGE (self));
  if (edit != NULL && st_edit_set_text (edit, self->context, self->lang, st_text_get_source (*slot), NULL))
    st_page_commit_edit (ST_PAGE (self), edit, _ ("Copy Source"), NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->translation_view));
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
  st_translations_search_class_init (widget_class);
  gtk_widget_class_install_action (widget_class, "translations.copy-source", NULL, copy_source_action);
}

/* The translation field is as tall as its text, from four lines to about
 * fifteen, then scrolls. The paned under the list gives the editor its
 * minimum height, not its natural one, so the field's minimum follows the
 * text: the text view's vertical adjustment spans the laid-out text, and
 * changes whenever the text or its wrapping does. */
#define FIELD_MIN_HEIGHT 90
#define FIELD_MAX_HEIGHT 360
#define SOURCE_MAX_HEIGHT 140

static void
field_height_cb (GtkAdjustment *adjustment, GtkScrolledWindow *field)
{
  int height = CLAMP ((int) gtk_adjustment_get_upper (adjustment), FIELD_MIN_HEIGHT, FIELD_MAX_HEIGHT);

  if (height != gtk_scrolled_window_get_min_content_height (field))
    gtk_scrolled_window_set_min_content_height (field, height);
}

/* The source above the field likewise: the paned gives the editor its
 * minimum height, and a scrolled window's minimum is a scrollbar's, so a
 * source of a few lines was cut to one and a half. Its minimum follows the
 * wrapped text up to SOURCE_MAX_HEIGHT, then it scrolls. The adjustment
 * changes while the viewport is being allocated, when a resize asked for
 * would be lost: the new minimum is set from an idle. */
static gboolean
source_height_idle (gpointer data)
{
  GtkScrolledWindow *source = data;
  int                height = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (source), "st-wanted-height"));

  g_object_set_data (G_OBJECT (source), "st-height-idle", NULL);
  if (height != gtk_scrolled_window_get_min_content_height (source))
    gtk_scrolled_window_set_min_content_height (source, height);
  return G_SOURCE_REMOVE;
}

static void
source_height_cb (GtkAdjustment *adjustment, GtkScrolledWindow *source)
{
  int height = MIN ((int) gtk_adjustment_get_upper (adjustment), SOURCE_MAX_HEIGHT);

  g_object_set_data (G_OBJECT (source), "st-wanted-height", GINT_TO_POINTER (height));
  if (height != gtk_scrolled_window_get_min_content_height (source)
      && g_object_get_data (G_OBJECT (source), "st-height-idle") == NULL)
    g_object_set_data (G_OBJECT (source), "st-height-idle",
                       GUINT_TO_POINTER (g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, source_height_idle,
                                                          g_object_ref (source), g_object_unref)));
}

/* The page's own keys, taken before the translation field sees them:
 * Ctrl+B copies the source (a text view would do nothing with it), Ctrl+H
 * opens Find and Replace. */
static void
init_editor (StTranslationsPage *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  GtkWidget          *field = gtk_widget_get_parent (GTK_WIDGET (self->translation_view));
  GtkWidget          *source;

  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (shortcuts),
      gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_b, GDK_CONTROL_MASK),
                        gtk_named_action_new ("translations.copy-source")));
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (shortcuts),
      gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_h, GDK_CONTROL_MASK),
                        gtk_named_action_new ("translations.find-replace")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (field), FIELD_MAX_HEIGHT);
  source = gtk_widget_get_ancestor (GTK_WIDGET (self->source_label), GTK_TYPE_SCROLLED_WINDOW);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (source), SOURCE_MAX_HEIGHT);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (source)), "changed",
                           G_CALLBACK (source_height_cb), source, 0);
  g_signal_connect_object (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->translation_view)),
                           "changed", G_CALLBACK (field_height_cb), field, 0);

  st_spell_view_attach (self->translation_view);
  self->spell_note = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->spell_note, 0);
  gtk_label_set_wrap (self->spell_note, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->spell_note), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->spell_note), "caption");
  gtk_widget_set_visible (GTK_WIDGET (self->spell_note), FALSE);
  gtk_widget_insert_after (GTK_WIDGET (self->spell_note), gtk_widget_get_parent (field), field);
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
  st_translations_search_init (self);
  init_editor (self);
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

char *
st_translations_page_export_name (StTranslationsPage *self)
{
  GFile           *file = st_page_get_file (ST_PAGE (self));
  g_autofree char *base = file != NULL ? g_file_get_basename (file) : NULL;
  char            *dot = base != NULL ? strrchr (base, '.') : NULL;

  if (dot != NULL && dot != base)
    *dot = '\0';
  return g_strdup_printf ("%s-%s.po", base != NULL && *base != '\0' ? base : "scenario", self->lang);
}

GtkTextView *
st_translations_page_get_editor (StTranslationsPage *self)
{
  g_return_val_if_fail (ST_IS_TRANSLATIONS_PAGE (self), NULL);

  return self->translation_view;
}
