/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Makes every GtkLabel's width independent of the height it is asked for:
 * asked for its width at a given height, a label answers its width at any
 * height, as a label that does not wrap always does.
 *
 * Why: GTK 4.8's box layout allocates a horizontal box's children by their
 * width for the box's height (an AdwActionRow's title and subtitle, in its
 * header box), and a wrapped GtkLabel answers that by a binary search over
 * widths, a Pango layout each step, at every new height. libadwaita 1.2
 * wraps every AdwActionRow's title and subtitle and every group's description,
 * so the first layout of the window laid each of them out 40 to 70 times: a
 * quarter of the first frame's instructions on a board with problems (issue
 * 24, docs/performance.md). The box measured its own height from its
 * children's widths at any height (its height for a width), so allocating
 * them by the same widths shows the same rows: only the search goes.
 *
 * Installed once, before the first window is laid out (st_page_class_init
 * calls it, for the app and the in-process tests alike); idempotent. */
void st_width_first_install (void);

G_END_DECLS
