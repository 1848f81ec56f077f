/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The one check of what a scenario may hold, made wherever a text, an id or a
 * value comes in: by the loader, by every import (deck CSV, PO) and by every
 * edit, so that a document in memory can always be saved and loads back equal.
 *
 * A text or a value is UTF-8 of the characters XML 1.0 holds, without the
 * noncharacters: no NUL byte, no control character but tab, line feed and
 * carriage return, and none of U+FDD0 to U+FDEF or U+xFFFE and U+xFFFF. An id
 * is as st_id_is_valid() says. */
typedef enum
{
  ST_CHECK_TEXT,
  ST_CHECK_VALUE,
  ST_CHECK_ID,
} StCheckKind;

/* Whether value (length bytes, or up to its NUL when length is -1) may be held
 * as kind. When not, *offset (may be NULL) is the byte offset in value of the
 * first character that may not be, and error (may be NULL, ST_EDIT_ERROR_INVALID)
 * says in a sentence without a location what that character is. */
gboolean st_value_check (StCheckKind kind, const char *value, gssize length, gsize *offset, GError **error);

/* For the edits: TRUE when value is NULL or a text st_value_check () takes;
 * else FALSE with an ST_EDIT_ERROR_INVALID sentence for the user. */
gboolean st_edit_check_text (const char *value, GError **error);

G_END_DECLS
