/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-translations-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/st-text-search.h"
#include "core/st-texts.h"
#include "st-translations-page-private.h"

/* Find and Replace in the translation workspace (Ctrl+H): the search field's
 * text found with the bar's options (match case, whole words, where: the
 * sources, this language's translations, or every language), the matches
 * highlighted in the list and in the editor, Replace (the text being edited)
 * and Replace All (every text listed by the search), each one undoable step.
 * The matching itself is core's (st-text-search.c). With the bar hidden the
 * search field searches as before: sources, the translation, places and ids,
 * in any case. */

/* This translation first: a translator's Replace All must not change the
 * sources unless asked to. */
enum
{
  SCOPE_TRANSLATION,
  SCOPE_SOURCES_AND_TRANSLATION,
  SCOPE_SOURCES,
  SCOPE_EVERY_LANGUAGE,
};

struct _StTranslationsSearch
{
  GtkWidget      *bar; /* the row of replace controls */
  GtkWidget      *toggle; /* shows the bar */
  GtkEntry       *replace_entry;
  GtkCheckButton *case_check;
  GtkCheckButton *word_check;
  GtkDropDown    *scope_dropdown;
  GtkWidget      *replace_button;
  GtkWidget      *replace_all_button;
  GtkTextTag     *tag; /* matches in the translation field */
  StScenario     *indexed; /* the version texts holds the texts of */
  GHashTable     *texts; /* context id -> StText*, of indexed */
};

static gboolean
st_translations_search_get (StTranslationsPage *self, StTextSearch *search)
{
  StTranslationsSearch *s = self->search;
  const char           *needle = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));

  search->needle = needle;
  search->lang = self->lang;
  search->flags = ST_TEXT_SEARCH_SOURCES | ST_TEXT_SEARCH_TRANSLATIONS;
  if (!gtk_widget_get_visible (s->bar))
    return needle != NULL && *needle != '\0';
  if (gtk_check_button_get_active (s->case_check))
    search->flags |= ST_TEXT_SEARCH_MATCH_CASE;
  if (gtk_check_button_get_active (s->word_check))
    search->flags |= ST_TEXT_SEARCH_WHOLE_WORD;
  switch (gtk_drop_down_get_selected (s->scope_dropdown))
    {
      case SCOPE_SOURCES:
        search->flags &= ~ST_TEXT_SEARCH_TRANSLATIONS;
        break;
      case SCOPE_TRANSLATION:
        search->flags &= ~ST_TEXT_SEARCH_SOURCES;
        break;
      case SCOPE_EVERY_LANGUAGE:
        search->lang = NULL;
        break;
      default:
        break;
    }
  return needle != NULL && *needle != '\0';
}

gboolean
st_translations_search_row_matches (StTranslationsPage *self, const char *context, const char *folded)
{
  StScenario  *scenario = st_page_get_scenario (ST_PAGE (self));
  StTextSearch search;

  if (!st_translations_search_get (self, &search))
    return TRUE;
  if (!gtk_widget_get_visible (self->search->bar))
    {
      /* Sources, the translation, places and ids, in any case. */
      g_autofree char *needle = g_utf8_casefold (search.needle, -1);
      return folded != NULL && strstr (folded, needle) != NULL;
    }
  if (scenario == NULL)
    return FALSE;
  /* Every row asks at every keystroke: the texts by context, once for each
   * version of the scenario (versions are never changed in place). */
  if (scenario != self->search->indexed)
    {
      g_autoptr (GPtrArray) items = st_scenario_list_texts (scenario);

      g_clear_pointer (&self->search->indexed, st_scenario_unref);
      g_hash_table_remove_all (self->search->texts);
      for (guint i = 0; i < items->len; i++)
        {
          const StTextItem *item = g_ptr_array_index (items, i);
          g_hash_table_insert (self->search->texts, g_strdup (item->context), *item->slot);
        }
      self->search->indexed = st_scenario_ref (scenario);
    }
  return st_text_search_matches (g_hash_table_lookup (self->search->texts, context), &search);
}

/* The matches of search in text as a label's attributes (NULL: none). */
static PangoAttrList *
match_attributes (const char *text, const StTextSearch *search)
{
  g_autoptr (GArray) matches = g_array_new (FALSE, FALSE, sizeof (StTextMatch));
  PangoAttrList *attrs;

  if (text == NULL || st_text_search_find (text, search->needle, search->flags, matches) == 0)
    return NULL;
  attrs = pango_attr_list_new ();
  for (guint i = 0; i < matches->len; i++)
    {
      StTextMatch    *match = &g_array_index (matches, StTextMatch, i);
      PangoAttribute *background = pango_attr_background_new (0xf600, 0xd300, 0x2d00);
      PangoAttribute *alpha = pango_attr_background_alpha_new (0x8000);

      background->start_index = alpha->start_index = match->start;
      background->end_index = alpha->end_index = match->end;
      pango_attr_list_insert (attrs, background);
      pango_attr_list_insert (attrs, alpha);
    }
  return attrs;
}

static void
highlight_label (GtkLabel *label, const StTextSearch *search, gboolean searched)
{
  PangoAttrList *attrs = searched ? match_attributes (gtk_label_get_text (label), search) : NULL;

  gtk_label_set_attributes (label, attrs);
  if (attrs != NULL)
    pango_attr_list_unref (attrs);
}

static gboolean
translation_searched (StTranslationsPage *self, const StTextSearch *search)
{
  return (search->flags & ST_TEXT_SEARCH_TRANSLATIONS)
         && (search->lang == NULL || g_strcmp0 (search->lang, self->lang) == 0);
}

/* The matches in the editor: the source above and the translation's field. */
static void
highlight_editor (StTranslationsPage *self)
{
  GtkTextBuffer   *buffer = gtk_text_view_get_buffer (self->translation_view);
  GtkTextIter      start, end;
  StTextSearch     search;
  gboolean         any = st_translations_search_get (self, &search);
  g_autofree char *text = NULL;

  highlight_label (self->source_label, &search, any && (search.flags & ST_TEXT_SEARCH_SOURCES));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_tag (buffer, self->search->tag, &start, &end);
  if (!any || !translation_searched (self, &search))
    return;
  text = gtk_text_buffer_get_text (buffer, &start, &end, TRUE);
  {
    g_autoptr (GArray) matches = g_array_new (FALSE, FALSE, sizeof (StTextMatch));
    st_text_search_find (text, search.needle, search.flags, matches);
    for (guint i = 0; i < matches->len; i++)
      {
        StTextMatch *match = &g_array_index (matches, StTextMatch, i);
        gtk_text_buffer_get_iter_at_offset (buffer, &start,
                                            g_utf8_pointer_to_offset (text, text + match->start));
        gtk_text_buffer_get_iter_at_offset (buffer, &end, g_utf8_pointer_to_offset (text, text + match->end));
        gtk_text_buffer_apply_tag (buffer, self->search->tag, &start, &end);
      }
  }
}

void
st_translations_search_highlight (StTranslationsPage *self)
{
  StTextSearch search;
  gboolean     any = st_translations_search_get (self, &search);
  gboolean     sources = any && (search.flags & ST_TEXT_SEARCH_SOURCES);
  gboolean     translation = any && translation_searched (self, &search);

  for (guint i = 0; i < self->rows->len; i++)
    {
      GObject *row = g_ptr_array_index (self->rows, i);
      highlight_label (g_object_get_data (row, "source"), &search, sources);
      highlight_label (g_object_get_data (row, "translation"), &search, translation);
    }
  highlight_editor (self);
  gtk_widget_set_sensitive (self->search->replace_button, any && self->context != NULL);
  gtk_widget_set_sensitive (self->search->replace_all_button, any);
}

/* The options changed: the list and the highlights follow, as for the
 * search field itself. */
static void
options_changed_cb (StTranslationsPage *self)
{
  g_signal_emit_by_name (self->search_entry, "search-changed");
}

static void
search_changed_cb (StTranslationsPage *self)
{
  st_translations_search_highlight (self);
}

static void
toast (StTranslationsPage *self, guint n)
{
  g_autofree char *title = NULL;

  if (n == 0)
    title = g_strdup (_ ("Nothing to replace"));
  else
    /* Translators: after Replace All. */
    title = g_strdup_printf (ngettext ("%u match replaced", "%u matches replaced", n), n);
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (title));
}

/* Replaces the matches in context (NULL: every text), as one step. */
static guint
replace (StTranslationsPage *self, const char *context, const char *label)
{
  g_autoptr (StScenario) edit = NULL;
  g_autoptr (GError) error = NULL;
  StTextSearch search;
  guint        n;

  if (!st_translations_search_get (self, &search))
    return 0;
  edit = st_page_begin_edit (ST_PAGE (self));
  if (edit == NULL)
    return 0;
  n = st_edit_replace_texts (edit, &search, context,
                             gtk_editable_get_text (GTK_EDITABLE (self->search->replace_entry)), &error);
  if (error != NULL)
    {
      adw_toast_overlay_add_toast (self->toasts, adw_toast_new (error->message));
      return 0;
    }
  if (n > 0)
    st_page_commit_edit (ST_PAGE (self), edit, label, NULL);
  return n;
}

static void
replace_cb (StTranslationsPage *self)
{
  if (self->context == NULL)
    return;
  if (replace (self, self->context, _ ("Replace")) == 0)
    toast (self, 0);
  /* On to the next text the search lists, as Poedit does. */
  gtk_widget_activate_action (GTK_WIDGET (self), "translations.next", NULL);
}

static void
replace_all_cb (StTranslationsPage *self)
{
  toast (self, replace (self, NULL, _ ("Replace All")));
}

void
st_translations_search_show (StTranslationsPage *self, gboolean show)
{
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->search->toggle), show);
}

static void
toggled_cb (StTranslationsPage *self)
{
  gboolean show = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->search->toggle));

  gtk_widget_set_visible (self->search->bar, show);
  if (show)
    gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  options_changed_cb (self);
}

static void
find_replace_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StTranslationsPage *self = ST_TRANSLATIONS_PAGE (widget);

  st_translations_search_show (self, !gtk_widget_get_visible (self->search->bar));
}

static GtkWidget *
new_button (const char *label, const char *tooltip, GCallback callback, StTranslationsPage *self)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_tooltip_text (button, tooltip);
  g_signal_connect_swapped (button, "clicked", callback, self);
  return button;
}

void
st_translations_search_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "translations.find-replace", NULL, find_replace_action);
}

void
st_translations_search_init (StTranslationsPage *self)
{
  StTranslationsSearch *s = g_new0 (StTranslationsSearch, 1);
  GtkWidget            *search_box = gtk_widget_get_parent (GTK_WIDGET (self->search_entry));
  GtkWidget            *label, *row, *options;
  static const char    *scopes[] = {
       N_ ("This translation"),
       N_ ("Sources and this translation"),
       N_ ("Sources"),
       N_ ("Sources and every translation"),
  };
  const char *scope_labels[G_N_ELEMENTS (scopes) + 1] = { NULL };

  self->search = s;
  s->texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  s->toggle = gtk_toggle_button_new ();
  gtk_button_set_icon_name (GTK_BUTTON (s->toggle), "edit-find-replace-symbolic");
  gtk_widget_set_tooltip_text (s->toggle, _ ("Find and Replace (Ctrl+H)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (s->toggle), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Find and Replace"), -1);
  gtk_widget_insert_after (s->toggle, search_box, GTK_WIDGET (self->search_entry));
  g_signal_connect_swapped (s->toggle, "toggled", G_CALLBACK (toggled_cb), self);

  /* Two rows, so that it fits where the page does (its Finnish labels too):
   * what to replace with and the buttons, then the options. */
  s->bar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  options = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_append (GTK_BOX (s->bar), row);
  gtk_box_append (GTK_BOX (s->bar), options);
  gtk_widget_set_name (s->bar, "replace-bar");
  gtk_widget_set_margin_start (s->bar, 12);
  gtk_widget_set_margin_end (s->bar, 12);
  gtk_widget_set_margin_bottom (s->bar, 8);
  gtk_widget_set_visible (s->bar, FALSE);
  label = gtk_label_new_with_mnemonic (_ ("Replace _with"));
  s->replace_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (s->replace_entry), TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (s->replace_entry));
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (s->replace_entry));
  s->case_check = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_ ("Match _case")));
  s->word_check = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_ ("Whole wo_rds")));
  gtk_box_append (GTK_BOX (options), GTK_WIDGET (s->case_check));
  gtk_box_append (GTK_BOX (options), GTK_WIDGET (s->word_check));
  for (guint i = 0; i < G_N_ELEMENTS (scopes); i++)
    scope_labels[i] = _ (scopes[i]);
  s->scope_dropdown = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (scope_labels));
  gtk_widget_set_tooltip_text (GTK_WIDGET (s->scope_dropdown), _ ("Where to find and replace"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (s->scope_dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Where to find and replace"), -1);
  gtk_box_append (GTK_BOX (options), GTK_WIDGET (s->scope_dropdown));
  s->replace_button = new_button (_ ("_Replace"), _ ("Replace in this text and go to the next"),
                                  G_CALLBACK (replace_cb), self);
  s->replace_all_button =
      new_button (_ ("Replace _All"), _ ("Replace in every text found"), G_CALLBACK (replace_all_cb), self);
  /* Names, for the tests to find them by. */
  gtk_widget_set_name (GTK_WIDGET (s->replace_entry), "replace-with");
  gtk_widget_set_name (GTK_WIDGET (s->case_check), "match-case");
  gtk_widget_set_name (GTK_WIDGET (s->word_check), "whole-words");
  gtk_widget_set_name (GTK_WIDGET (s->scope_dropdown), "replace-scope");
  gtk_widget_set_name (s->replace_button, "replace");
  gtk_widget_set_name (s->replace_all_button, "replace-all");
  gtk_box_append (GTK_BOX (row), s->replace_button);
  gtk_box_append (GTK_BOX (row), s->replace_all_button);
  gtk_widget_insert_after (s->bar, gtk_widget_get_parent (search_box), search_box);

  g_signal_connect_swapped (s->case_check, "toggled", G_CALLBACK (options_changed_cb), self);
  g_signal_connect_swapped (s->word_check, "toggled", G_CALLBACK (options_changed_cb), self);
  g_signal_connect_swapped (s->scope_dropdown, "notify::selected", G_CALLBACK (options_changed_cb), self);
  g_signal_connect_swapped (self->search_entry, "search-changed", G_CALLBACK (search_changed_cb), self);
  g_signal_connect_swapped (self->text_list, "row-selected", G_CALLBACK (highlight_editor), self);
  g_signal_connect_swapped (gtk_text_view_get_buffer (self->translation_view), "changed",
                            G_CALLBACK (highlight_editor), self);
  s->tag = gtk_text_buffer_create_tag (gtk_text_view_get_buffer (self->translation_view), "search-match",
                                       "background", "rgba(246,211,45,0.5)", NULL);
  st_translations_search_highlight (self);
}

void
st_translations_search_free (StTranslationsPage *self)
{
  if (self->search == NULL)
    return;
  g_clear_pointer (&self->search->indexed, st_scenario_unref);
  g_clear_pointer (&self->search->texts, g_hash_table_unref);
  g_clear_pointer (&self->search, g_free);
}
