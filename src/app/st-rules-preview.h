/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "core/st-scenario.h"

G_BEGIN_DECLS

/* The Rules page's preview of a body (st-rules-preview.c). */

typedef void (*StRulesPreviewGo) (const char *section_id, gpointer data);

/* Makes view a preview: its tags, and a click on a reference calls go with the
 * reference's section id (known or not). */
void st_rules_preview_init (GtkTextView *view, StRulesPreviewGo go, gpointer data);
/* Shows text, the body of section index of scenario in lang, as it prints:
 * the heading with its generated number, then its markup. Empty when index is
 * not a section. */
void st_rules_preview_show (
    GtkTextView *view, const StScenario *scenario, int index, const char *lang, const char *text);

G_END_DECLS
