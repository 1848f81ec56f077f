/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-page.h"

G_BEGIN_DECLS

#define ST_TYPE_RULES_PAGE (st_rules_page_get_type ())

G_DECLARE_FINAL_TYPE (StRulesPage, st_rules_page, ST, RULES_PAGE, StPage)

GtkWidget *st_rules_page_new (void);
/* The language the rules are shown and written in (an xml:lang code), or
 * NULL: in a window, its content language. */
const char *st_rules_page_get_language (StRulesPage *self);
void        st_rules_page_set_language (StRulesPage *self, const char *language);
/* The scenario's languages, the document language first. */
GStrv st_rules_page_dup_languages (StRulesPage *self);
/* The section being edited (its id), or NULL. */
const char *st_rules_page_get_section (StRulesPage *self);
void        st_rules_page_select_section (StRulesPage *self, const char *section);

G_END_DECLS
