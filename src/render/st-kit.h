/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "core/st-scenario.h"
#include "render/st-print-sheets.h"

G_BEGIN_DECLS

/* A print-and-play kit: one document of a cover, the rules booklet, the
 * player aids, the map at true scale tiled across pages, the counter sheets
 * and the card sheets, with every scenario text in one language. The same
 * pages go to a PDF (sandtable-cli kit) and to the export dialog's preview:
 * ask for the number of pages, then draw page N onto any cairo_t. */

typedef enum
{
  ST_KIT_BOOKLET_A5, /* half-size pages, two a sheet (A5 on A4, half-letter on letter) */
  ST_KIT_BOOKLET_FULL, /* one page a sheet */
} StKitBooklet;

typedef struct
{
  const char  *lang; /* the kit's language; NULL: the scenario's document language */
  StPaper      paper;
  StKitBooklet booklet;
  /* Grid boards: the distance between the centres of neighbouring hexes or
   * squares, in millimetres; point-and-line maps: the typical distance between
   * neighbouring towns. 0: the size at which the pieces are their counters'
   * size (st_kit_default_scale ()). */
  double   scale_mm;
  gboolean strict_lang; /* refuse when a text has no translation in lang */
} StKitOptions;

typedef struct _StKit StKit;

void     st_kit_options_init (StKitOptions *options);
gboolean st_kit_booklet_from_string (const char *str, StKitBooklet *booklet);
/* The default of StKitOptions.scale_mm for the scenario's board. */
double st_kit_default_scale (const StScenario *scenario);

/* Lays the kit out. Sandtable's own words are translated by gettext in the
 * calling thread's message locale: the caller chooses it (the command line sets
 * LANGUAGE). Fails with a list of the untranslated texts when strict_lang is
 * set and lang lacks some, or when the scale is outside 4 to 200 mm. */
StKit *st_kit_new (const StScenario *scenario, const StKitOptions *options, GError **error);
void   st_kit_free (StKit *self);

guint st_kit_n_pages (const StKit *self);
/* A page's size in points; booklet sheets of A5 pages are landscape. */
void st_kit_page_size (const StKit *self, guint page, double *width, double *height);
/* Draws page (from 0) with its top left corner at 0,0, in points. */
void st_kit_draw_page (const StKit *self, cairo_t *cr, guint page);

/* The descriptions of the texts that have no translation in the kit's
 * language (the kit lists them on its last page), char*. */
const GPtrArray *st_kit_missing_texts (const StKit *self);

/* Where the parts start (page index from 0; G_MAXUINT when the kit has no
 * such part), for tests and the dialog's preview. */
typedef enum
{
  ST_KIT_PART_COVER,
  ST_KIT_PART_BOOKLET,
  ST_KIT_PART_AIDS,
  ST_KIT_PART_MAP,
  ST_KIT_PART_COUNTERS,
  ST_KIT_PART_CARDS,
  ST_KIT_PART_MISSING,
  ST_KIT_N_PARTS
} StKitPart;

guint st_kit_part_first_page (const StKit *self, StKitPart part);
guint st_kit_part_n_pages (const StKit *self, StKitPart part);
/* The scale of the map, as used: millimetres between neighbouring cells or
 * towns. */
double st_kit_scale_mm (const StKit *self);

/* A rules section's heading in the booklet and its contents: "2. Title", or
 * the title alone when the author numbers the sections ("[8] Combat"). */
char *st_kit_section_title (const StScenario *scenario, guint index, const char *lang);

/* Writes every page to a PDF, atomically. */
gboolean st_kit_to_pdf (const StKit *self, const char *path, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StKit, st_kit_free)

G_END_DECLS
