/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "core/st-file-save.h"
#include "core/st-history.h"
#include "core/st-scenario.h"

G_BEGIN_DECLS

#define ST_TYPE_DOCUMENT (st_document_get_type ())

G_DECLARE_FINAL_TYPE (StDocument, st_document, ST, DOCUMENT, GObject)

/* The open document of a window, as its pages see it: the scenario's undo
 * history (and so its current version and whether it is modified), the file it
 * was read from or saved to, and the language its texts are shown in. The
 * window owns one and hands it to every page, so that no page reaches up to the
 * window; a page that needs the window to do something (show another part,
 * save) activates one of the window's actions instead.
 *
 * Properties (all notify): "history", "scenario" (the history's current
 * version), "file", "content-language", "modified". */
StDocument *st_document_new (void);

/* The undo history of the open scenario, or NULL when nothing is open. */
StHistory *st_document_get_history (StDocument *self);
/* The history's current version, or NULL. Must not be modified. */
StScenario *st_document_get_scenario (StDocument *self);
/* The file the document was read from or last saved to; NULL: never saved. */
GFile *st_document_get_file (StDocument *self);
/* Opens history as the document's, read from file (NULL: new). */
void st_document_set_history (StDocument *self, GFile *file, StHistory *history);
/* The document was saved as file. */
void st_document_set_file (StDocument *self, GFile *file);
/* The set-up problems of scenario (a version of the document), as
 * st_game_lint_scenario () lists them in the current content language: linted
 * once for each version and language, whoever asks first (the board page's
 * problems, the count of warnings after opening). Owned by the document until
 * the next call for another version or language. */
GPtrArray *st_document_get_lint (StDocument *self, StScenario *scenario);
/* Unsaved changes (FALSE while nothing is open). */
gboolean st_document_get_modified (StDocument *self);

/* The language the scenario's texts are shown in (NULL: the user's locale). */
const char *st_document_get_content_language (StDocument *self);
void        st_document_set_content_language (StDocument *self, const char *lang);

/* Writes the current version to file off the main thread, as GNOME Text
 * Editor saves: the version is an immutable snapshot of the history, so the
 * thread serializes it, reads the text back with the loader and writes it with
 * st_file_save_atomic_full () (flags) while the user goes on working. On
 * success st_document_save_finish () marks that version saved (a later edit
 * stays unsaved) and makes file the document's; on failure the old file is as
 * it was. The application is held until the write is done, so quitting meanwhile
 * does not cut it short. */
void     st_document_save_async (StDocument         *self,
                                 GFile              *file,
                                 StFileSaveFlags     flags,
                                 GCancellable       *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer            user_data);
gboolean st_document_save_finish (StDocument *self, GAsyncResult *result, GError **error);
/* Whether a save is under way. */
gboolean st_document_get_saving (StDocument *self);

/* What the save and export dialogs offer: the document's file name (a slug of
 * its title with the project's extension, "border-clash.sandtable.xml", for an
 * untitled or bundled one; extension replaces the project's extension) and
 * folder (the document's, else Documents). */
char  *st_document_suggest_file_name (StDocument *self, const char *extension);
GFile *st_document_suggest_folder (StDocument *self);
/* Whether file is one of the scenarios that come with Sandtable (under the
 * installed or the source data/scenarios): Save writes those elsewhere. */
gboolean st_document_is_bundled_file (GFile *file);

G_END_DECLS
