/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>

#include "core/st-scenario.h"

G_BEGIN_DECLS

/* Counters on their own, for counter sheets and images: the same pieces the
 * board shows (st-render-piece.c), without drop shadows. */

/* The side of a counter as printed, in millimetres. */
double st_counter_size_mm (const StFamily *family);
/* Whether a family's counters have a reduced side (StPieceInfo.reduced_side);
 * the others print a plain back in the side's colour, which hides the piece. */
gboolean st_counter_has_reduced_side (const StFamily *family);

/* Draws unit's counter centred on cx, cy and size user units across: its full
 * side, or its back (the reduced side, or the plain back). lang picks names;
 * NULL: the user's locale. */
void st_counter_render (cairo_t          *cr,
                        const StScenario *scenario,
                        const StUnit     *unit,
                        gboolean          back,
                        double            cx,
                        double            cy,
                        double            size,
                        const char       *lang);

G_END_DECLS
