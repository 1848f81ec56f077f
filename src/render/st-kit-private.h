/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <pango/pangocairo.h>

#include "core/st-markup.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"
#include "render/st-kit.h"

G_BEGIN_DECLS

/* Shared between the files of the kit (st-kit*.c); not public API. All sizes
 * are in points (1/72 inch) on the page. */

#define ST_KIT_PT_PER_MM (72.0 / 25.4)
#define ST_KIT_SERIF "DejaVu Serif, Serif"
#define ST_KIT_SANS "Cantarell, DejaVu Sans, Sans"

/* st-kit-text.c: text set with pango in the kit's language. The context has
 * unhinted metrics and a resolution of 72, so that a layout measured once is
 * the same size on a PDF page and on the preview. */
PangoContext *st_kit_pango_context_new (const char *lang);
/* A layout of text in family at size points, bold or not, wrapped to width
 * (<= 0: one line), its language set so that pango breaks and shapes the
 * words as that language does. */
PangoLayout *st_kit_layout_new (
    PangoContext *context, const char *text, const char *family, double size, gboolean bold, double width);
/* Justified, with soft hyphens inserted into long words so that pango can
 * hyphenate them at the end of a line. */
void st_kit_layout_justify (PangoLayout *layout, const char *text, const char *lang);
/* Copies text with U+00AD (soft hyphen) at the syllable breaks of its long
 * words: before the last of one or two consonants between vowels, keeping
 * three letters either side (the Finnish rule, which suits Swedish and
 * English syllables well enough where no compound joins). */
char *st_kit_hyphenate (const char *text);
/* Sets layout's text to a span of the rules markup (st-markup.h): its text
 * hyphenated, emphasis in italic, strong in bold, references as their
 * section's number in lang; justified or not. */
void   st_kit_layout_set_span (PangoLayout        *layout,
                               const StScenario   *scenario,
                               const StMarkupSpan *span,
                               const char         *lang,
                               gboolean            justify);
double st_kit_layout_height (PangoLayout *layout);
double st_kit_layout_width (PangoLayout *layout);
/* Draws layout with its top left corner at x, y in the current source. */
void st_kit_show (cairo_t *cr, PangoLayout *layout, double x, double y);
/* A one-off text: made, drawn at x, y (xalign 0: left edge at x, 0.5: centred,
 * 1: right edge) and freed; returns its height. */
double st_kit_text (cairo_t      *cr,
                    PangoContext *context,
                    const char   *text,
                    const char   *family,
                    double        size,
                    gboolean      bold,
                    double        x,
                    double        y,
                    double        width,
                    double        xalign);
/* A scenario text in lang (the source when it has no translation); "" for none. */
const char *st_kit_get (const StText *text, const char *lang);
/* Whether text has an entry in lang (its source language, or a translation). */
gboolean st_kit_has_lang (const StText *text, const char *lang);

/* st-kit-booklet.c: the rules booklet, pages of width x height points. */
typedef struct _StKitRules StKitRules;
StKitRules *st_kit_rules_new (const StScenario *scenario, const char *lang, double width, double height);
void        st_kit_rules_free (StKitRules *rules);
guint       st_kit_rules_n_pages (const StKitRules *rules);
/* The booklet page (from 1) a section (from 0) starts on. */
guint st_kit_rules_section_page (const StKitRules *rules, guint section);
void  st_kit_rules_draw_page (const StKitRules *rules, cairo_t *cr, guint page);

/* st-kit-aids.c: the player aids, full pages of width x height points. */
typedef struct _StKitAids StKitAids;
StKitAids *st_kit_aids_new (const StScenario *scenario, const char *lang, double width, double height);
void       st_kit_aids_free (StKitAids *aids);
guint      st_kit_aids_n_pages (const StKitAids *aids);
void       st_kit_aids_draw_page (const StKitAids *aids, cairo_t *cr, guint page);

/* st-kit-map.c: the map at scale_mm, tiled across pages of width x height
 * points; the first page is the assembly diagram. */
typedef struct _StKitMap StKitMap;
StKitMap *
st_kit_map_new (const StScenario *scenario, const char *lang, double scale_mm, double width, double height);
void  st_kit_map_free (StKitMap *map);
guint st_kit_map_n_pages (const StKitMap *map);
/* Every map page is this size: portrait or landscape, whichever needs fewer. */
void st_kit_map_page_size (const StKitMap *map, guint page, double *width, double *height);
void st_kit_map_draw_page (const StKitMap *map, cairo_t *cr, guint page);
/* Board units per millimetre on paper for scale_mm (the map's and the cover's
 * pictures share it). */
double st_kit_map_units_per_mm (const StScenario *scenario, const StBoardLayout *layout, double scale_mm);

/* Draws the running foot of a full page: the kit's title, what the page is and
 * its number in the part. */
void st_kit_page_foot (
    cairo_t *cr, PangoContext *context, const char *left, const char *right, double width, double height);

G_END_DECLS
