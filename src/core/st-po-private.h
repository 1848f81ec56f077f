/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gettext-po.h>
#include <setjmp.h>

#include "st-diagnostics.h"
#include "st-scenario.h"
#include "st-texts.h"

G_BEGIN_DECLS

/* libgettextpo reports problems through a handler that must not return on a
 * fatal error; the handler jumps back to the caller, which was told by
 * setjmp(). The state is per thread (st-po.c). */
typedef struct
{
  StDiagnostics *diagnostics;
  const char    *path;
  guint          n_errors;
  jmp_buf        fatal;
} StPoReporter;

po_file_t st_po_read_po (const char *path, StPoReporter *state);
void      st_po_write_po (po_file_t file, const char *path, StPoReporter *state);
/* po_file_free() that also frees the msgctxts libgettextpo 0.21 forgets. */
void st_po_free_po (po_file_t file);
/* The texts of a file for lang: those with a source in another language. */
gboolean st_po_is_translatable (const StTextItem *item, const char *lang);
/* The source language of the texts a file for lang holds (NULL: none). */
const char *st_po_source_lang_for (StScenario *scenario, const char *lang);
gboolean    st_po_check_lang (StScenario *scenario, const char *lang, GError **error);

G_END_DECLS
