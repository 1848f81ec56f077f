/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-scenario.h"

G_BEGIN_DECLS

/* The rules of scenario in lang as one HTML5 page: the title, the contents,
 * each section numbered with its body's markup as HTML; every text escaped. */
char *st_markup_rules_html (const StScenario *scenario, const char *lang);
/* The same as plain text: numbered headings, lists with their markers, table
 * rows between "|". */
char *st_markup_rules_text (const StScenario *scenario, const char *lang);

G_END_DECLS
