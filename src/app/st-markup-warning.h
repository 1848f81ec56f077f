/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Below a translation's text view: a warning when the translation of context
 * (a rules body, written in the markup) does not keep its source's lists,
 * references, emphasis and strong texts (st_markup_compare ()); hidden when it
 * does, or when context is NULL or not a text in the markup. The label is made
 * the first time, after the view's scrolled window in its box, and named
 * "markup-warning". */
void st_markup_warning_update (GtkTextView *view,
                               const char  *context,
                               const char  *source,
                               const char  *translation);

G_END_DECLS
