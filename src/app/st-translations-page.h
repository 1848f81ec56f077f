/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-page.h"

G_BEGIN_DECLS

#define ST_TYPE_TRANSLATIONS_PAGE (st_translations_page_get_type ())

G_DECLARE_FINAL_TYPE (StTranslationsPage, st_translations_page, ST, TRANSLATIONS_PAGE, StPage)

GtkWidget *st_translations_page_new (void);
/* The language being translated into, or NULL when the scenario has none. */
const char *st_translations_page_get_language (StTranslationsPage *self);
/* Declares lang (undoable) and translates into it. */
void st_translations_page_add_language (StTranslationsPage *self, const char *lang);
/* Selects the text with that context id for editing. */
void         st_translations_page_select_text (StTranslationsPage *self, const char *context);
GtkTextView *st_translations_page_get_editor (StTranslationsPage *self);
/* Export Translation / Import Translation to and from a PO file; an import
 * refused in any entry changes nothing. */
gboolean st_translations_page_export (StTranslationsPage *self, GFile *file, GError **error);
gboolean st_translations_page_import (StTranslationsPage *self, GFile *file, GError **error);

G_END_DECLS
