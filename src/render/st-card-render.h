/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>

#include "core/st-scenario.h"
#include "render/st-render-palette.h"

G_BEGIN_DECLS

/* Card faces at poker size, drawn in millimetres onto any cairo_t: the caller
 * scales (by 72 / 25.4 for points, by dpi / 25.4 for pixels). */

#define ST_CARD_WIDTH_MM 63.5
#define ST_CARD_HEIGHT_MM 88.9
/* Nothing but background lies this close to the cut. */
#define ST_CARD_SAFE_MM 3.0

/* Draws card of deck with the top left corner of its trim at 0,0. With bleed > 0
 * the background runs bleed millimetres past the trim on every side and the
 * corners are square, for printing and cutting; with bleed 0 the card has round
 * corners, for the screen. lang picks the texts; NULL: the user's locale. */
void st_card_render (cairo_t          *cr,
                     const StScenario *scenario,
                     const StDeck     *deck,
                     const StCard     *card,
                     const char       *lang,
                     double            bleed);
/* st_card_render () in a palette: the dark and high-contrast ones change the
 * paper, the text and the value rows (st-render-palette.h). */
void st_card_render_styled (cairo_t          *cr,
                            const StScenario *scenario,
                            const StDeck     *deck,
                            const StCard     *card,
                            const char       *lang,
                            double            bleed,
                            StRenderPalette   palette);

/* The card's title as printed: its name, or its unit's name, or its HQ type. */
char *st_card_title (const StScenario *scenario, const StCard *card, const char *lang);

/* Translated name of an HQ card type ("Forced march"); the id when unknown. */
const char *st_card_hq_label (const char *hq);
/* Translated one-paragraph summary of what an HQ card type does. */
const char *st_card_hq_summary (const char *hq);
/* The values a unit or leader card shows, in one line ("Attack 2d8 · Defence
 * 1d8"), labels translated; "" when it has none. */
char *st_card_values_summary (const StCard *card);

G_END_DECLS
