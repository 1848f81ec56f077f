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
 * is used, the fuzzy flag on outdated and needs-work translations, and the
 * previous source ("#| msgid") of an outdated one. Texts written in lang
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

/* What an export writes besides the texts. */
typedef struct
{
  /* The Last-Translator header ("Name <mail>"); NULL or empty: "none". */
  const char *translator;
  /* A POT template for hosted platforms (Weblate, Pootle): every text,
   * msgstr empty, no language (lang is not used). */
  gboolean template;
} StPoExportOptions;

/* With options (NULL: the defaults). The header's PO-Revision-Date is the
 * time of the export, SOURCE_DATE_EPOCH when set; Plural-Forms is the
 * language's (st_po_plural_forms()). Outdated and needs-work translations
 * are fuzzy; an outdated one whose previous source is known has it as
 * "#| msgid". */
GBytes  *st_po_export_with_options (StScenario              *scenario,
                                    const char              *lang,
                                    const StPoExportOptions *options,
                                    GError                 **error);
gboolean st_po_export_file_with_options (StScenario              *scenario,
                                         const char              *lang,
                                         const StPoExportOptions *options,
                                         const char              *path,
                                         GError                 **error);
/* The Plural-Forms header of a language ("pt-BR", "pt_BR" and "pt" are
 * looked up in that order), NULL when it is not in the table. */
const char *st_po_plural_forms (const char *lang);

/* Applies the translations of the PO file at path to scenario (a copy the
 * caller owns), merging a file made from older sources:
 * - an entry made from the current source sets the translation (an empty
 *   msgstr removes it); fuzzy keeps it outdated or marks it needs work, no
 *   flag reviews it and clears needs work;
 * - an entry made from an older source (its msgid, or a fuzzy entry's
 *   "#| msgid") lands outdated, that source kept as its previous source;
 * - an entry for a text the scenario no longer has, and a plural entry
 *   (msgstr[0] is taken), are warnings; obsolete "#~" entries are skipped.
 * lang NULL takes the language from the PO header. A malformed file (bad
 * syntax, a wrong language, a character no text may hold, a charset other
 * than UTF-8) is refused: every problem is added to diagnostics as
 * PATH:LINE:COL, FALSE is returned and the caller must drop the copy, which
 * may be half changed. Warnings go to diagnostics too. n_changed counts the
 * texts that changed. */
gboolean st_po_import (StScenario    *scenario,
                       const char    *path,
                       const char    *lang,
                       StDiagnostics *diagnostics,
                       guint         *n_changed,
                       GError       **error);

G_END_DECLS
