/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "core/st-history.h"

G_BEGIN_DECLS

#define ST_TYPE_AUTOSAVE (st_autosave_get_type ())

G_DECLARE_FINAL_TYPE (StAutosave, st_autosave, ST, AUTOSAVE, GObject)

/* Seconds between autosaves; SANDTABLE_AUTOSAVE_INTERVAL overrides it (tests). */
#define ST_AUTOSAVE_INTERVAL 60

/* Keeps a copy of one window's unsaved work in the user state directory
 * ($XDG_STATE_HOME/sandtable/autosave): every interval while the history has
 * changes that are neither saved nor autosaved yet. The copy is removed when
 * the work is saved or deliberately discarded, so what is left at the next
 * start is the work of a session that crashed. */
StAutosave *st_autosave_new (StHistory *history, GFile *file);
void        st_autosave_set_file (StAutosave *self, GFile *file);
/* The identity of the file (st_file_watch_dup_identity ()) when the work and the
 * file last agreed, kept with the copy so that recovered work is not saved over
 * a file another program changed meanwhile. */
void st_autosave_set_file_identity (StAutosave *self, const char *identity);
/* Writes now if there is anything new; returns FALSE with error on failure. */
gboolean st_autosave_write_now (StAutosave *self, GError **error);
/* The same off the main thread (what the timer does): the snapshot and its
 * description are taken now and written by a worker; a copy written after the
 * work was saved or discarded meanwhile is removed again. FALSE with error when
 * the write cannot begin; a failed write is logged. Does nothing while a write
 * is under way. */
gboolean st_autosave_write_async (StAutosave *self, GError **error);
gboolean st_autosave_get_writing (StAutosave *self);
/* Forgets the copy: the work was saved or thrown away. */
void st_autosave_discard (StAutosave *self);
/* The path of the copy (it may not exist yet). */
const char *st_autosave_get_path (StAutosave *self);

typedef struct
{
  char  *path; /* the autosaved scenario */
  char  *original_uri; /* NULL: the work was never saved */
  char  *original_identity; /* NULL: unknown (an older copy) */
  char  *title;
  gint64 saved_at; /* Unix time */
} StRecovery;

char *st_autosave_dup_dir (void);
/* Copies left behind by earlier sessions. Temporary files of autosaves that were
 * killed in the middle (".UUID.xml.sandtable-save-PID-XXXXXX", up to a
 * scenario's size each) are removed first: those whose process is gone, or that
 * are older than this session. */
GPtrArray *st_autosave_list_recoveries (void);
void       st_recovery_free (StRecovery *recovery);
/* Removes a left-behind copy and its description. */
void st_recovery_delete (const StRecovery *recovery);

G_END_DECLS
