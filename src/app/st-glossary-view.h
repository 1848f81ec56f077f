/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "core/st-glossary.h"

G_BEGIN_DECLS

/* The glossary in the translation workbench (st-glossary-view.c): the terms
 * of the source with their translations, highlighted in the source label,
 * and a soft warning for a term the translation does not use. */

/* The bundled glossary (data/glossary.tbx beside the bundled scenarios),
 * loaded when first asked for; empty when it is missing. */
StGlossary *st_glossary_view_get_bundled (void);
void        st_glossary_view_clear_bundled (void);

GtkWidget *st_glossary_view_new (void);
/* Shows the terms of source (in source_lang) with their terms in lang, and
 * warns of those the translation does not use; highlights them in
 * source_label when it shows source. NULL source: nothing. */
void st_glossary_view_update (GtkWidget  *view,
                              GtkLabel   *source_label,
                              const char *source,
                              const char *source_lang,
                              const char *translation,
                              const char *lang);
/* How many terms the translation misses (what the warning lists). */
guint st_glossary_view_get_n_missing (GtkWidget *view);

G_END_DECLS
