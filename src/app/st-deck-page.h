/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-card-form.h"
#include "st-card-grid.h"
#include "st-deck-rules.h"
#include "st-page.h"

G_BEGIN_DECLS

#define ST_TYPE_DECK_PAGE (st_deck_page_get_type ())

G_DECLARE_FINAL_TYPE (StDeckPage, st_deck_page, ST, DECK_PAGE, StPage)

typedef enum
{
  ST_DECK_SORT_ORDER, /* as the deck lists them */
  ST_DECK_SORT_TYPE, /* unit cards, then HQ cards by type */
  ST_DECK_SORT_UNIT, /* by unit, as the side lists them */
  ST_DECK_SORT_NAME, /* by title */
} StDeckSort;

GtkWidget *st_deck_page_new (void);

StCardGrid  *st_deck_page_get_grid (StDeckPage *self);
StCardForm  *st_deck_page_get_form (StDeckPage *self);
StDeckRules *st_deck_page_get_rules (StDeckPage *self);

/* The deck shown, one per nation. */
const char *st_deck_page_get_deck (StDeckPage *self);
void        st_deck_page_select_deck (StDeckPage *self, const char *deck);
const char *st_deck_page_get_selected_card (StDeckPage *self);
void        st_deck_page_select_card (StDeckPage *self, const char *card);
/* Which cards the grid shows: "all", "unit", "hq", "hq:TYPE" or "unit:UNIT". */
void st_deck_page_set_filter (StDeckPage *self, const char *filter);
void st_deck_page_set_sort (StDeckPage *self, StDeckSort sort);

/* Each edit is one undoable step; the new card is selected. */
char    *st_deck_page_add_card (StDeckPage *self, StCardKind kind, GError **error);
char    *st_deck_page_duplicate_card (StDeckPage *self, GError **error);
gboolean st_deck_page_delete_card (StDeckPage *self, GError **error);
gboolean st_deck_page_move_card (StDeckPage *self, const char *card, guint index, GError **error);
/* Changes a field of the selected card, as the form does (see StCardForm). */
gboolean st_deck_page_edit_card (StDeckPage *self, const char *field, const char *value, GError **error);

/* The deck as CSV, and back as one undoable step; import errors carry every
 * problem as FILE:LINE:COL. */
gboolean st_deck_page_export_csv (StDeckPage *self, GFile *file, GError **error);
gboolean st_deck_page_import_csv (StDeckPage *self, GFile *file, GError **error);
/* What the last import changed, as its toast says it: "2 cards added, 1 card
 * changed", "no card changed". */
const char *st_deck_page_get_import_changes (StDeckPage *self);
/* The deck's print-and-play sheets: through a printer, or to a PDF. */
GtkPrintOperation *st_deck_page_new_print_operation (StDeckPage *self);
gboolean           st_deck_page_export_pdf (StDeckPage *self, GFile *file, GError **error);

G_END_DECLS
