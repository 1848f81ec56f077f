/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Comparing rendered images with reference PNGs in tests/render/ref/. Text is
 * anti-aliased a little differently from one FreeType to another, so a few
 * pixels may differ slightly; anything drawn wrong shows as many pixels that
 * differ a lot. */

typedef struct
{
  guint  differing; /* pixels with a channel off by more than the tolerance */
  int    worst; /* the largest difference of a channel, 0 to 255 */
  double mean; /* mean absolute difference per channel */
} StImageDiff;

/* FALSE when the sizes differ; otherwise fills diff. */
gboolean st_image_diff (cairo_surface_t *actual, cairo_surface_t *expected, int tolerance, StImageDiff *diff);

/* Asserts that actual matches tests/render/ref/NAME.png: at most 0.5% of pixels
 * off by more than 64 and a mean difference under 2. On failure, or when the
 * reference is missing, writes NAME.png and NAME-diff.png next to the test
 * program. With SANDTABLE_UPDATE_REFS=1 in the environment it writes the
 * reference instead (review it before committing). */
void st_assert_image_matches_ref (cairo_surface_t *actual, const char *name);

G_END_DECLS
