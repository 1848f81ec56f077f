/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-edit-tables.h"

G_BEGIN_DECLS

/* Helpers the table edits share (st-edit-tables.c, st-edit-edge-types.c). */

gboolean st_edit_check_name (const char *name, GError **error);
gboolean st_edit_check_color (const char *color, GError **error);
void     st_edit_not_found (GError **error, const char *what, const char *id);
/* Sets the name in lang, stripped of surrounding spaces; TRUE when it changed. */
gboolean st_edit_set_name (StText **text, const char *lang, const char *name);
/* Renames *text in lang (NULL: its source language, or fallback_lang for a
 * text with none). In the source language the name cannot be empty. In
 * another language the name is a translation: written as reviewed against
 * the current source, and an empty one removes the translation (the source
 * shows instead). *in_source, if not NULL, tells which it was. TRUE when
 * something changed. */
gboolean st_edit_rename_text (StText    **text,
                              const char *fallback_lang,
                              const char *lang,
                              const char *name,
                              gboolean   *in_source,
                              GError    **error);
gboolean st_edit_set_color (char **field, const char *color, GError **error);
/* A fresh id made from name among the ids of items (structs whose first field
 * is their id). */
char *st_edit_fresh_id (GPtrArray *items, const char *name, const char *fallback);
/* The id an item renamed from old_name to name takes: a fresh one made from
 * the new name when the old id was generated from the old name, else NULL. */
char *st_edit_regenerated_id (
    GPtrArray *items, const char *id, const char *old_name, const char *name, const char *fallback);

G_END_DECLS
