/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "core/st-history.h"
#include "core/st-scenario.h"

#include "st-document.h"

G_BEGIN_DECLS

#define ST_TYPE_PAGE (st_page_get_type ())

G_DECLARE_DERIVABLE_TYPE (StPage, st_page, ST, PAGE, AdwBin)

/* The base of the editors of one part of a scenario. A page is rebuilt
 * when its scenario changes, but only once it is mapped: a window holds one page
 * per part and most of them are never looked at. */
struct _StPageClass
{
  AdwBinClass parent_class;

  void (*rebuild) (StPage *self, StScenario *scenario);
};

StScenario *st_page_get_scenario (StPage *self);
void        st_page_set_scenario (StPage *self, StScenario *scenario);
/* The history edits go through; NULL while nothing is open. The window sets
 * the scenario of every page to the history's current version after each
 * change, so a page shows an edit once it is committed. */
StHistory *st_page_get_history (StPage *self);
void       st_page_set_history (StPage *self, StHistory *history);
/* The document the page belongs to (the window's), or NULL for a page on its
 * own (tests): where the page reads the file and content language. */
StDocument *st_page_get_document (StPage *self);
void        st_page_set_document (StPage *self, StDocument *document);
/* The document's file and content language, NULL without a document. */
GFile      *st_page_get_file (StPage *self);
const char *st_page_get_content_language (StPage *self);
/* A copy of the current version to change, or NULL when the page is read-only;
 * commit it as one undoable step named label (see st_history_commit()). */
StScenario *st_page_begin_edit (StPage *self);
gboolean    st_page_commit_edit (StPage *self, StScenario *edited, const char *label, const char *merge_key);
/* The same, the step with its stable id (st_history_commit_step ()): what
 * every edit of the app commits with. */
gboolean st_page_commit_step (
    StPage *self, StScenario *edited, const char *id, const char *label, const char *merge_key);
/* Rebuilds now if the scenario changed since the last build (tests use this to
 * inspect a page that is not shown). */
void st_page_ensure_built (StPage *self);
/* Builds the page again (now if it is shown, else when it is): the window
 * calls it when the content language changes. */
void st_page_invalidate (StPage *self);
/* How many times the page was built (tests: opening a file builds the board
 * page once). */
guint st_page_get_n_builds (StPage *self);

/* Helpers shared by the pages. */
const char *st_page_text (const StText *text, const char *fallback);
GtkWidget  *st_page_new_row (const char *title, const char *subtitle);
GtkWidget  *st_page_new_group (const char *title, const char *description);
GtkWidget  *st_page_new_value_label (const char *text);
/* The first of languages (char* codes) that the user's locale asks for, or
 * NULL. */
const char *st_page_locale_language (GPtrArray *languages);
/* The language names are written in: the window's content language when
 * the scenario has it, else the document language. Pages that edit names
 * pass it to the st_edit_rename_*() functions. */
const char *st_page_edit_language (const StScenario *scenario);
/* "Svenska (sv)", or the code alone for a language the table does not know. */
char *st_page_language_label (const char *code);
/* Gives a drop-down of strings the choices labels (NULL-terminated),
 * changing its GtkStringList in place and only where labels differ: a
 * drop-down whose model is replaced while it reports a pick (a page rebuilt
 * from its notify::selected) notifies a selection already freed. */
void st_page_set_choices (GtkDropDown *dropdown, const char *const *labels);
/* Groups added with st_page_add_group are removed by st_page_clear_groups. */
void st_page_add_group (StPage *self, AdwPreferencesPage *page, GtkWidget *group);
void st_page_clear_groups (StPage *self, AdwPreferencesPage *page);

G_END_DECLS
