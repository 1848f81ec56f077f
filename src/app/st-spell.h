/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Spell checking through Enchant (Debian's enchant-2: Hunspell dictionaries
 * such as hunspell-sv and hunspell-en-us, Voikko for Finnish). No GTK here:
 * st-spell-view.c underlines a text view's misspelt words with it. */

typedef struct _StSpell StSpell;

/* The checker for a language code such as "sv", "fi" or "pt-BR", shared and
 * kept for the life of the program; NULL when no dictionary is installed for
 * it (a quiet fact, not an error). The first lookup of a language asks
 * Enchant; later ones are answered from memory. */
StSpell *st_spell_get (const char *lang);

/* The dictionary's own tag ("sv_SE", "fi"), for the user to see. */
const char *st_spell_get_dictionary (StSpell *self);

/* Whether word (len bytes, -1: up to its NUL) is spelt right. */
gboolean st_spell_check_word (StSpell *self, const char *word, gssize len);

/* The dictionary's suggestions for word, best first (char*; may be empty). */
GPtrArray *st_spell_suggest (StSpell *self, const char *word, gssize len);

/* Takes word as correct for the rest of the session ("Ignore All"). */
void st_spell_ignore (StSpell *self, const char *word, gssize len);

/* The misspelt words of text, as StTextMatch byte ranges (st-text-search.h)
 * in order. Words are runs of letters and marks, with an apostrophe or a
 * hyphen inside; words with digits, words in capitals only (abbreviations
 * such as ZOC) and section references of the rules markup ([[section-id]])
 * are not checked. */
GArray *st_spell_find_misspelt (StSpell *self, const char *text);

/* The word of text around byte offset (a misspelt one or not), as a
 * StTextMatch-like range in *start and *end; FALSE when offset is not in a
 * word. */
gboolean st_spell_word_at (const char *text, gsize offset, gsize *start, gsize *end);

G_END_DECLS
