/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Tracing images made in memory by the tests (issue 21), plain and hostile,
 * each a few kilobytes at most: never a large checked-in file. */

/* A one-page A4 PDF whose page is content, deflated. */
GBytes *backdrop_sample_pdf (const char *content, gsize length);
/* The same with a page of width_pt × height_pt points. */
GBytes *backdrop_sample_pdf_sized (const char *content, gsize length, guint width_pt, guint height_pt);
/* A page of n_lines separate strokes across it, 30 points wide (2,000,000:
 * 330 KB). */
GBytes *backdrop_sample_pdf_lines (guint n_lines);
/* A PNG whose header says width × height, with the data of one row only. */
GBytes *backdrop_sample_png_header (guint32 width, guint32 height);
/* A real width × height RGB PNG. */
GBytes *backdrop_sample_png (guint32 width, guint32 height);
/* A 2 KB SVG of blur filters, which rsvg takes minutes and gigabytes to draw. */
GBytes *backdrop_sample_svg (void);
/* A 2 × 1 TIFF, a 1 × 1 GIF, a 1 × 1 XPM. */
GBytes *backdrop_sample_tiff (void);
GBytes *backdrop_sample_gif (void);
GBytes *backdrop_sample_xpm (void);

void backdrop_sample_write (const char *path, GBytes *bytes);

G_END_DECLS
