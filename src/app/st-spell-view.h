/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Spell checking in a text view: misspelt words carry the "misspelt" tag (a
 * wavy error underline), and the view's context menu (right click, Menu,
 * Shift+F10) offers the dictionary's suggestions for the word under the
 * pointer or the cursor, and to ignore it. */

/* Starts checking view's buffer; lang NULL checks nothing. */
void st_spell_view_attach (GtkTextView *view);

/* Checks in lang from now on (NULL: not at all). Returns whether there is a
 * dictionary for lang: without one nothing is underlined. */
gboolean st_spell_view_set_language (GtkTextView *view, const char *lang);

/* Checks the buffer again now (the tests; typing checks by itself). */
void st_spell_view_recheck (GtkTextView *view);

/* The view's suggestions menu for the word at byte offset of the buffer's
 * text, as the context menu shows it: NULL when the word is spelt right. */
GMenuModel *st_spell_view_menu_at (GtkTextView *view, int offset);

G_END_DECLS
