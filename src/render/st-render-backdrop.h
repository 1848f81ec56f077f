/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "core/st-scenario.h"
#include "render/st-board-render.h"

G_BEGIN_DECLS

/* The tracing image (docs/format.md, <backdrop>): decoded here, drawn under
 * the board by st_render_board () when StRenderOptions has one. The editor
 * always shows it; exports only when asked (Export Board's "Include tracing
 * image", sandtable-cli render --backdrop). */

/* Limits on a tracing image besides ST_BACKDROP_MAX_BYTES and
 * ST_BACKDROP_MAX_PIXELS on a side (docs/format.md): pixels in all, which
 * bounds the memory (4 bytes a pixel, about twice that while decoding); the
 * processor time of reading, decoding or drawing it, after which it is given
 * up; and, on a machine too busy to give it that time, the wall time. */
#define ST_BACKDROP_MAX_AREA 40000000
#define ST_BACKDROP_MAX_SECONDS 4
#define ST_BACKDROP_MAX_WALL_SECONDS 20

/* What a file's first bytes say it is. Only PNG, JPEG and PDF are read; the
 * others are named in the error. */
typedef enum
{
  ST_BACKDROP_FORMAT_UNKNOWN,
  ST_BACKDROP_FORMAT_EMPTY,
  ST_BACKDROP_FORMAT_PNG,
  ST_BACKDROP_FORMAT_JPEG,
  ST_BACKDROP_FORMAT_PDF,
  ST_BACKDROP_FORMAT_SVG,
  ST_BACKDROP_FORMAT_GIF,
  ST_BACKDROP_FORMAT_TIFF,
  ST_BACKDROP_FORMAT_XPM,
  ST_BACKDROP_FORMAT_XBM,
  ST_BACKDROP_FORMAT_BMP,
  ST_BACKDROP_FORMAT_ICO,
  ST_BACKDROP_FORMAT_WEBP,
  ST_BACKDROP_FORMAT_PNM,
  ST_BACKDROP_FORMAT_HEIF,
  ST_BACKDROP_FORMAT_JXL,
  ST_BACKDROP_FORMAT_POSTSCRIPT,
  ST_BACKDROP_FORMAT_GZIP,
} StBackdropFormat;

StBackdropFormat st_backdrop_sniff (const guint8 *data, gsize length);
/* “an SVG image”, translated. */
const char *st_backdrop_format_describe (StBackdropFormat format);
/* Whether data is what name (an href) says: a PNG or JPEG, or for a .pdf
 * name a PDF; if not, error says what it is (“x.png” is an SVG image, not
 * PNG or JPEG). */
gboolean st_backdrop_check_format (const guint8 *data, gsize length, const char *name, GError **error);
/* Whether an image of width × height pixels is within the limits. */
gboolean st_backdrop_size_allowed (double width, double height);
/* The calling thread's processor time, in microseconds. */
gint64 st_backdrop_thread_cpu_usec (void);
/* The error of an image given up on: after ST_BACKDROP_MAX_SECONDS of
 * processor time, or ST_BACKDROP_MAX_WALL_SECONDS of wall time. */
void st_backdrop_set_too_slow (GError **error, const char *name, gboolean wall);

/* Decodes the tracing image in bytes, on the calling thread: a PNG or JPEG
 * with gdk-pixbuf, or page (from 1) of a PDF with poppler at
 * ST_BACKDROP_PDF_DPI, as name (its href) says and its first bytes confirm.
 * pixel_size receives the size of one of the surface's pixels in the image's
 * own pixels (1, or more when a large PDF page was drawn at fewer pixels an
 * inch). Stops soon after cancellable is cancelled or after max_cpu_usec of
 * the thread's processor time (0: no limit), except within one drawing
 * operation of poppler. */
cairo_surface_t *st_render_backdrop_decode (GBytes       *bytes,
                                            const char   *name,
                                            int           page,
                                            double       *pixel_size,
                                            GCancellable *cancellable,
                                            gint64        max_cpu_usec,
                                            GError      **error);

/* Reads the tracing image at path (resolved by st_backdrop_resolve (); name
 * is its href, for messages and its kind) and decodes it in a thread of its
 * own. The task returns when the image is decoded, when it fails, when
 * cancellable is cancelled, or when the thread has spent
 * ST_BACKDROP_MAX_SECONDS of processor time or ST_BACKDROP_MAX_WALL_SECONDS
 * have passed (an error, G_IO_ERROR_TIMED_OUT), whichever comes first; a
 * thread still decoding then has its result dropped. The callback runs in the
 * thread-default main context of the caller. */
void             st_render_backdrop_load_async (const char         *path,
                                                const char         *name,
                                                int                 page,
                                                GCancellable       *cancellable,
                                                GAsyncReadyCallback callback,
                                                gpointer            user_data);
cairo_surface_t *st_render_backdrop_load_finish (GAsyncResult *result, double *pixel_size, GError **error);
/* The same, waiting for the result. */
cairo_surface_t *
st_render_backdrop_load (const char *path, const char *name, int page, double *pixel_size, GError **error);
/* How many decoding threads are still running, those given up included. */
guint st_render_backdrop_n_running (void);
/* Blocks until no decoding thread runs (the last one signals its end) or
 * timeout_usec has passed; returns whether none runs. */
gboolean st_render_backdrop_wait_idle (gint64 timeout_usec);

/* Finds and decodes the tracing image of scenario, read from scenario_path
 * (the href is relative to it), waiting for it; an error when the scenario
 * has none. */
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
