/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "core/st-scenario.h"

G_BEGIN_DECLS

/* Print-and-play sheets: card faces three by three with crop marks and bleed, and
 * counter sheets whose back pages are mirrored for duplex printing. The same
 * pages go to PDF here and to a printer through GtkPrintOperation in the app:
 * ask for the number of pages, then draw page N onto the printer's cairo_t. */

typedef enum
{
  ST_PAPER_A4,
  ST_PAPER_LETTER,
} StPaper;

typedef enum
{
  ST_SHEET_CARDS,
  ST_SHEET_COUNTERS,
} StSheetKind;

#define ST_PRINT_BLEED_MM 3.0
#define ST_PRINT_CARD_COLUMNS 3
#define ST_PRINT_CARD_ROWS 3
/* Default width of a card image: 300 dots per inch. */
#define ST_PRINT_CARD_PNG_WIDTH 750
#define ST_PRINT_MAX_PNG_WIDTH 8000

gboolean st_paper_from_string (const char *str, StPaper *paper);
/* The paper's size in points (1/72 inch), portrait. */
void st_paper_size (StPaper paper, double *width, double *height);

typedef struct _StPrintSheets StPrintSheets;

/* Sheets of every card (each copy) of the deck named deck_id, or of every deck
 * when deck_id is NULL; or of every unit's counter. lang picks the texts; NULL:
 * the user's locale. Returns NULL and sets error when deck_id names no deck. */
StPrintSheets *st_print_sheets_new (const StScenario *scenario,
                                    StSheetKind       kind,
                                    StPaper           paper,
                                    const char       *deck_id,
                                    const char       *lang,
                                    GError          **error);
void           st_print_sheets_free (StPrintSheets *self);

guint st_print_sheets_n_pages (const StPrintSheets *self);
void  st_print_sheets_page_size (const StPrintSheets *self, double *width, double *height);
/* Draws page (from 0) in points with the page's top left corner at 0,0. */
void st_print_sheets_draw_page (const StPrintSheets *self, cairo_t *cr, guint page);

/* Writes every page to a PDF, atomically. */
gboolean st_print_sheets_to_pdf (const StPrintSheets *self, const char *path, GError **error);

/* One PNG per card face (not per copy) width pixels wide: OUT.png becomes
 * OUT-<card id>.png, or OUT-<deck id>-<card id>.png for a card id that an
 * earlier deck already used. Counters: OUT-<unit id>.png and
 * OUT-<unit id>-back.png. The paths written are added to written (may be NULL). */
gboolean st_print_sheets_to_pngs (
    const StPrintSheets *self, const char *path, int width, GPtrArray *written, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StPrintSheets, st_print_sheets_free)

G_END_DECLS
