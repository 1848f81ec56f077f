/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "st-edit-tables.h"
#include "st-scenario.h"

G_BEGIN_DECLS

/* Edits of one deck's cards, for the deck page. As with the other edits a
 * refused edit (ST_EDIT_ERROR) leaves the scenario unchanged. Card values are
 * checked as the loader checks them (st_attr_spec_check ()), so that a value
 * in the wrong notation never reaches the document. */

/* Adds an empty action deck for side, named after it; refused when the family
 * has no decks or the side has one already. Returns the deck's id. */
char *st_edit_add_deck (StScenario *scenario, const char *side, GError **error);

/* Renames the deck in lang (NULL: the name's source language), as the table
 * pages rename terrain and unit types: in the source language the name cannot
 * be empty and only the text changes (the id stays); in another language it
 * is a translation, written as reviewed, and an empty one removes it. */
gboolean st_edit_rename_deck (
    StScenario *scenario, const char *deck, const char *lang, const char *name, GError **error);

/* Adds a card after the card called after (NULL: at the end): a unit card for
 * unit, or an HQ card of type hq. Returns the new card's id. */
char *st_edit_add_card (StScenario *scenario,
                        const char *deck,
                        StCardKind  kind,
                        const char *unit_or_hq,
                        const char *after,
                        GError    **error);
/* Adds a copy of card right after it under a fresh id; returns that id. */
char    *st_edit_duplicate_card (StScenario *scenario, const char *deck, const char *card, GError **error);
gboolean st_edit_delete_card (StScenario *scenario, const char *deck, const char *card, GError **error);
/* Moves card to position index of the deck (counted after taking it out). */
gboolean
st_edit_move_card (StScenario *scenario, const char *deck, const char *card, guint index, GError **error);

/* Changes the card's kind and what it is for. A card that changes kind loses
 * the values the new kind cannot carry. */
gboolean st_edit_set_card_kind (StScenario *scenario,
                                const char *deck,
                                const char *card,
                                StCardKind  kind,
                                const char *unit_or_hq,
                                GError    **error);
gboolean st_edit_set_card_copies (
    StScenario *scenario, const char *deck, const char *card, int copies, GError **error);
/* Sets a value or phrase (see st_card_attrs ()); NULL or "" removes it, and so
 * does "false" for a phrase. */
gboolean st_edit_set_card_value (StScenario *scenario,
                                 const char *deck,
                                 const char *card,
                                 const char *attr,
                                 const char *value,
                                 GError    **error);
/* Sets the card's name or text (field "name" or "text") in lang (NULL: its
 * source language, the document language for a new text). A value in another
 * language than the source is a translation, written as reviewed; an empty
 * value removes that language's translation, or in the source language the
 * text with its translations. */
gboolean st_edit_set_card_text (StScenario *scenario,
                                const char *deck,
                                const char *card,
                                const char *field,
                                const char *lang,
                                const char *value,
                                GError    **error);

/* Checks a value for attr without changing anything. */
gboolean st_edit_check_card_value (const char *attr, const char *value, GError **error);

G_END_DECLS
