/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What the export (st-deck-csv-export.c) and the import (st-deck-csv.c) of a
 * deck's CSV share. */

/* The columns every deck's CSV begins with, in order; NULL-terminated. */
extern const char *const st_deck_csv_base_columns[];

/* Whether a spreadsheet would run a cell of value as a formula: it begins with
 * = + - @, a tab or a carriage return (after any apostrophes, so that a value
 * that begins with an apostrophe reads back too). A plain number such as -2 or
 * +1.5 is only a number. The export puts an apostrophe before such a value;
 * the import takes it away. */
gboolean st_deck_csv_needs_guard (const char *value);

G_END_DECLS
