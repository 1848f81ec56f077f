/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "st-diagnostics.h"
#include "st-scenario.h"

G_BEGIN_DECLS

/* A deck as CSV, one row per card face, for editing in a spreadsheet. The
 * columns are documented in docs/cards.md. */

/* Bounds on what an import reads, so that a hostile file cannot exhaust memory. */
#define ST_DECK_CSV_MAX_SIZE (4 * 1024 * 1024)
#define ST_DECK_CSV_MAX_FIELD (16 * 1024)
#define ST_DECK_CSV_MAX_COLUMNS 128
#define ST_DECK_CSV_MAX_ROWS 10000

/* The CSV text of deck's cards; the same deck always gives the same bytes. */
char *st_deck_csv_export (const StScenario *scenario, const StDeck *deck, gsize *length);
/* Writes the CSV atomically: on any error the previous file is left as it was. */
gboolean
st_deck_csv_export_file (const StScenario *scenario, const StDeck *deck, const char *path, GError **error);

/* Reads cards from CSV text into a new deck with deck's id, side and name; the
 * cards are checked as the loader checks them (see st_deck_check_card ()). A card
 * whose id is in deck and whose values and texts are unchanged keeps their order,
 * so that importing an unchanged export changes nothing. Every problem goes to
 * diagnostics (may be NULL) as FILE:LINE:COL; on any error NULL is returned and
 * error holds the first problem. */
StDeck *st_deck_csv_import (const StScenario *scenario,
                            const StDeck     *deck,
                            const char       *data,
                            gsize             length,
                            const char       *filename,
                            StDiagnostics    *diagnostics,
                            GError          **error);
StDeck *st_deck_csv_import_file (const StScenario *scenario,
                                 const StDeck     *deck,
                                 const char       *path,
                                 StDiagnostics    *diagnostics,
                                 GError          **error);

G_END_DECLS
