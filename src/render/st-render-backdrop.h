/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "core/st-scenario.h"
#include "render/st-board-render.h"

G_BEGIN_DECLS

/* The tracing image (docs/format.md, <backdrop>): decoded here, drawn under
 * the board by st_render_board () when StRenderOptions has one. The editor
 * always shows it; exports only when asked (Export Board's "Include tracing
 * image", sandtable-cli render --backdrop). */

/* Decodes a tracing image that st_backdrop_resolve () found: a PNG or JPEG with
 * gdk-pixbuf, or page (from 1) of a PDF with poppler at ST_BACKDROP_PDF_DPI.
 * pixel_size receives the size of one of the surface's pixels in the image's
 * own pixels (1, or more when a large PDF page was drawn at fewer pixels an
 * inch). Files larger than ST_BACKDROP_MAX_BYTES and images larger than
 * ST_BACKDROP_MAX_PIXELS on a side are refused before their pixels are read. */
cairo_surface_t *st_render_backdrop_load (const char *path, int page, double *pixel_size, GError **error);

/* Finds and decodes the tracing image of scenario, read from scenario_path
 * (the href is relative to it); an error when the scenario has none. */
cairo_surface_t *st_render_backdrop_load_for (const StScenario *scenario,
                                              const char       *scenario_path,
                                              double           *pixel_size,
                                              GError          **error);

/* Puts image (as loaded, with its pixel_size) under the board in options,
 * where backdrop places it and as faded as it says; options does not keep a
 * reference: image must outlive the drawing. */
void st_render_options_set_backdrop (StRenderOptions  *options,
                                     const StBackdrop *backdrop,
                                     cairo_surface_t  *image,
                                     double            pixel_size);

G_END_DECLS
