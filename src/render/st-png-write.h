/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

G_BEGIN_DECLS

/* The zlib level and row filter st_png_encode () writes with. On the 200×200
 * benchmark board (bench-png) level 2 with no filter encodes five times as fast
 * as cairo's writer (libpng's defaults: level 6 and a choice of five filters
 * for every row), into a file a little smaller: a board's large areas of a few
 * colours and its patterns repeat byte for byte, which zlib finds unfiltered,
 * while Sub, Up and Paeth turn them into residues that repeat less and cost
 * more to compute (docs/performance.md). */
#define ST_PNG_LEVEL 2
#define ST_PNG_FILTER ST_PNG_FILTER_NONE
/* st_png_encode () compresses the same unfiltered rows with libdeflate, in one
 * call, at this level: on the same board (bench-png) it is several times as
 * fast as zlib's level 2, into a smaller file. Above ST_PNG_DEFLATE_MAX_PIXELS
 * (where libdeflate's whole-image buffers would take hundreds of megabytes)
 * it writes through libpng with ST_PNG_LEVEL and ST_PNG_FILTER instead. */
#define ST_PNG_DEFLATE_LEVEL 1
#define ST_PNG_DEFLATE_MAX_PIXELS (16 * 1024 * 1024)
#define ST_PNG_IDAT_SIZE ((gsize) 1 << 20)

typedef enum
{
  ST_PNG_FILTER_NONE,
  ST_PNG_FILTER_SUB,
  ST_PNG_FILTER_UP,
  ST_PNG_FILTER_PAETH,
  ST_PNG_FILTER_ALL, /* libpng chooses for each row, as cairo's writer does */
} StPngFilter;

/* Appends the PNG of an image surface of format ARGB32 or RGB24 to bytes: 8-bit
 * RGB when every pixel is opaque, else RGBA with the alpha taken out of the
 * colours (cairo's pixels are premultiplied, a PNG's are not). */
gboolean st_png_encode (cairo_surface_t *surface, GByteArray *bytes, GError **error);

/* The same through libdeflate at a given level (0 to 12), no filter, the
 * whole image in memory at once; G_IO_ERROR_NOT_SUPPORTED in a build without
 * libdeflate (HAVE_LIBDEFLATE). */
gboolean st_png_encode_deflate (cairo_surface_t *surface, int level, GByteArray *bytes, GError **error);

/* The same with a given zlib level (0 to 9) and filter, for benchmarks and
 * tests. */
gboolean st_png_encode_with (
    cairo_surface_t *surface, int level, StPngFilter filter, GByteArray *bytes, GError **error);

G_END_DECLS
