/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Decodes a tracing image that st_backdrop_resolve () found: a PNG or JPEG with
 * gdk-pixbuf, or page (from 1) of a PDF with poppler at ST_BACKDROP_PDF_DPI.
 * pixel_size receives the size of one of the surface's pixels in the image's
 * own pixels (1, or more when a large PDF page was drawn at fewer pixels an
 * inch). Images larger than ST_BACKDROP_MAX_PIXELS on a side are refused. */
cairo_surface_t *st_backdrop_image_load (const char *path, int page, double *pixel_size, GError **error);

G_END_DECLS
