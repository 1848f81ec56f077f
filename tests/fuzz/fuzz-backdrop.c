/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-board.h"
#include "render/st-render-backdrop.h"
#include "fuzz.h"

/* The tracing image reader on any bytes, as a PNG or JPEG (fuzz.png) and,
 * when its first bytes say PDF, as page 1 of a PDF (fuzz.pdf): it never
 * crashes, refuses with an error naming the file, and what it accepts is
 * within the pixel limits. Each decode has the reader's own limit of
 * processor time, so that a slow input stops as the app would stop it. */
static void
decode (GBytes *bytes, const char *name)
{
  g_autoptr (GError) error = NULL;
  double           pixel_size = 0;
  cairo_surface_t *image = st_render_backdrop_decode (bytes, name, 1, &pixel_size, NULL,
                                                      ST_BACKDROP_MAX_SECONDS * G_USEC_PER_SEC, &error);

  if (image == NULL)
    {
      FUZZ_ASSERT (error != NULL);
      /* A build without the decoders (no poppler or gdk-pixbuf) refuses all. */
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED))
        return;
      if (strstr (error->message, name) == NULL)
        fuzz_fail ("the error does not name the file", error->message);
      return;
    }
  FUZZ_ASSERT (error == NULL);
  FUZZ_ASSERT (cairo_surface_status (image) == CAIRO_STATUS_SUCCESS);
  FUZZ_ASSERT (st_backdrop_size_allowed (cairo_image_surface_get_width (image),
                                         cairo_image_surface_get_height (image)));
  FUZZ_ASSERT (pixel_size >= 1.0);
  cairo_surface_destroy (image);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GBytes) bytes = g_bytes_new (data, size);
  StBackdropFormat format = st_backdrop_sniff (data, size);

  FUZZ_ASSERT (st_backdrop_format_describe (format) != NULL);
  decode (bytes, "fuzz.png");
  if (format == ST_BACKDROP_FORMAT_PDF)
    decode (bytes, "fuzz.pdf");
  return 0;
}
