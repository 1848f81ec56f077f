/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sets up the locale and the message catalogues of a Sandtable program: the
 * installed ones, or those of the build tree when the program runs from it
 * (`make run`), so that LANGUAGE=sv shows Swedish without installing. */
void st_locale_init (void);
/* Where the catalogues were found. */
const char *st_locale_get_dir (void);

G_END_DECLS
