/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-translations-page.h"

G_BEGIN_DECLS

/* The parts of the translation workspace, one concept a file:
 * st-translations-page.c        the page: template, rebuild, public calls;
 * st-translations-page-langs.c  the languages: drop-down with coverage, add, remove;
 * st-translations-page-texts.c  the side-by-side table of texts and the editor;
 * st-translations-page-po.c     Export Translation and Import Translation. */

enum
{
  FILTER_ALL,
  FILTER_UNTRANSLATED,
  FILTER_OUTDATED,
  FILTER_UNFINISHED,
};

typedef struct _StTranslationsSearch StTranslationsSearch;

struct _StTranslationsPage
{
  StPage parent_instance;

  /* template widgets */
  AdwToastOverlay *toasts;
  GtkDropDown     *language_dropdown;
  GtkPopover      *add_language_popover;
  GtkSearchEntry  *language_search;
  GtkListBox      *language_list;
  GtkWidget       *remove_language_button;
  GtkLabel        *coverage_label;
  GtkWidget       *export_button;
  GtkWidget       *import_button;
  GtkSearchEntry  *search_entry;
  GtkDropDown     *filter_dropdown;
  GtkStack        *stack;
  GtkListBox      *text_list;
  GtkLabel        *where_label;
  GtkWidget       *review_button;
  GtkLabel        *source_label;
  GtkTextView     *translation_view;

  GPtrArray            *languages; /* char*: the translation languages, as in the drop-down */
  char                 *lang; /* the language translated into, or NULL */
  char                 *context; /* the text being edited, or NULL */
  GPtrArray            *rows; /* GtkListBoxRow*, unowned, in document order */
  GtkSizeGroup         *where_group; /* the rows' first column */
  gboolean              updating;
  GtkFileChooserNative *chooser;
  AdwToast             *removal_toast; /* weak: the toast offering a removed language back */
  GtkWidget            *tm_pane; /* StTmPane: memory suggestions and glossary (st-tm-pane.c) */
  StTranslationsSearch *search; /* Find and Replace (st-translations-search.c) */
  GtkLabel             *spell_note; /* says when there is no dictionary for the language */
  /* The editor's status (st-translations-page-texts.c): the Needs Work
   * toggle beside Mark Reviewed, and what changed in an outdated text's
   * source (a word diff) under the source. */
  GtkWidget *needs_work_button;
  GtkWidget *diff_box;
  GtkLabel  *diff_label;
  /* Who translates, for the Last-Translator of exports
   * (st-translations-page-po.c), bound to the "translator" setting. */
  GtkWidget *translator_entry;
};

/* The languages (st-translations-page-langs.c). */
void st_translations_page_update_languages (StTranslationsPage *self, StScenario *scenario);
void st_translations_page_class_init_langs (GtkWidgetClass *widget_class);
void st_translations_page_init_langs (StTranslationsPage *self);
void st_translations_page_forget_removal (StTranslationsPage *self, StScenario *scenario);

/* The texts (st-translations-page-texts.c). */
void st_translations_page_fill_texts (StTranslationsPage *self, StScenario *scenario);
void st_translations_page_select_context (StTranslationsPage *self, const char *context);
void st_translations_page_class_init_texts (GtkWidgetClass *widget_class);
void st_translations_page_init_texts (StTranslationsPage *self);

/* PO files (st-translations-page-po.c). */
void st_translations_page_class_init_po (GtkWidgetClass *widget_class);
void st_translations_page_init_po (StTranslationsPage *self);
void st_translations_page_dispose_po (StTranslationsPage *self);

/* The name Export suggests: SCENARIO-LANG.po, after the scenario's file
 * ("maneuver-basic-sv.po"; "scenario-sv.po" for an untitled one). */
char *st_translations_page_export_name (StTranslationsPage *self);

/* Find and Replace (st-translations-search.c). */
void st_translations_search_class_init (GtkWidgetClass *widget_class);
void st_translations_search_init (StTranslationsPage *self);
void st_translations_search_free (StTranslationsPage *self);
/* Whether the search lets the text at context through; folded is the row's
 * case-folded source, translation, place and id (the search with the bar
 * hidden). */
gboolean
st_translations_search_row_matches (StTranslationsPage *self, const char *context, const char *folded);
/* The matches highlighted in the list and the editor again. */
void st_translations_search_highlight (StTranslationsPage *self);
/* Shows or hides the Find and Replace bar. */
void st_translations_search_show (StTranslationsPage *self, gboolean show);

G_END_DECLS
