/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-markup.h"
#include "st-scenario.h"

G_BEGIN_DECLS

/* The rules sections of a scenario as the markup shows them: numbers generated
 * from their order (1, 2, ...), never typed, in every language. */

/* The number of the section id (its place in scenario->rules, from 1); 0 when
 * there is no such section. */
guint st_markup_section_number (const StScenario *scenario, const char *id);
/* The title of section index in lang (the source when untranslated), without
 * a number typed before it ("[8] Combat" of older files is "Combat"). */
char *st_markup_section_title (const StScenario *scenario, guint index, const char *lang);
/* "8. Combat Results Table": the heading of section index in lang. */
char *st_markup_section_heading (const StScenario *scenario, guint index, const char *lang);
/* What a reference prints in lang: the section's number ("8"), and with a
 * title "8 Combat Results Table"; an unknown id prints as written ("[[id]]"). */
char *st_markup_reference_text (const StScenario *scenario, const StMarkupInline *ref, const char *lang);
/* The body of section index in lang, parsed, its references checked against
 * the scenario's sections. */
StMarkup *st_markup_parse_section (const StScenario *scenario, guint index, const char *lang);
/* The markup problems of every rules text (each language of each body) as
 * lint problems (ST_LINT_RULES_MARKUP), appended to problems. */
void st_markup_lint_scenario (const StScenario *scenario, GPtrArray *problems);

G_END_DECLS
