/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "st-diagnostics.h"
#include "st-scenario.h"

G_BEGIN_DECLS

/* PO files of a scenario's texts, for Poedit, Weblate and translators who
 * never open Sandtable, read and written with libgettextpo. One entry per
 * text (st_scenario_list_texts()): msgctxt its context id, msgid the source,
 * msgstr the translation in lang, an extracted comment saying where the text
 * is used, and the fuzzy flag on outdated translations. Texts written in lang
 * itself (their source is in lang) are not part of the file. */

#define ST_PO_ERROR (st_po_error_quark ())

typedef enum
{
  ST_PO_ERROR_LANGUAGE, /* no language, not a language code, or the document language */
  ST_PO_ERROR_IO,
  ST_PO_ERROR_INVALID, /* the PO file was refused; see the diagnostics */
} StPoError;

GQuark st_po_error_quark (void);

/* The largest PO file read; a scenario's largest text file is as large. */
#define ST_PO_MAX_FILE_SIZE (32 * 1024 * 1024)

/* The PO file of lang, byte-stable for a given scenario (no dates in it).
 * lang must be a language code (st_edit_is_language_code()) other than the
 * document language: else ST_PO_ERROR_LANGUAGE. */
GBytes *st_po_export (StScenario *scenario, const char *lang, GError **error);
/* The same written to path through st_file_save_atomic(): a failed write
 * leaves an existing file byte for byte as it was; a link and the file's mode
 * are kept. */
gboolean st_po_export_file (StScenario *scenario, const char *lang, const char *path, GError **error);

/* Applies the translations of the PO file at path to scenario (a copy the
 * caller owns): a msgstr sets the translation, an empty one removes it, the
 * fuzzy flag keeps or marks it outdated and its absence reviews it. lang NULL
 * takes the language from the PO header. Every problem (bad syntax, a wrong
 * language, an unknown msgctxt, a source that no longer matches, a plural
 * form) is added to diagnostics as PATH:LINE:COL; when there is any, FALSE is
 * returned and the caller must drop the copy, which may be half changed.
 * n_changed counts the texts that changed. */
gboolean st_po_import (StScenario    *scenario,
                       const char    *path,
                       const char    *lang,
                       StDiagnostics *diagnostics,
                       guint         *n_changed,
                       GError       **error);

G_END_DECLS
