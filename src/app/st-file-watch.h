/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define ST_TYPE_FILE_WATCH (st_file_watch_get_type ())

G_DECLARE_FINAL_TYPE (StFileWatch, st_file_watch, ST, FILE_WATCH, GObject)

/* Watches the file a window's document was read from or last written to, so
 * that another program's change is never overwritten unasked. It remembers the
 * file's identity (device, inode, size, modification time to the nanosecond;
 * or that there was no file) when the document and the file last agreed, and
 * says whether the file on disk still has it. A GFileMonitor, and the caller
 * (when the window becomes active, before each save), make it look again;
 * "changed" is emitted once per change of the file on disk, not for the
 * window's own saves (it is told of them with st_file_watch_update ()). */
StFileWatch *st_file_watch_new (GFile *file);
/* The same, with the identity the file had when the document last agreed with
 * it, as st_file_watch_dup_identity () wrote it (an autosave's record): NULL
 * or an unreadable string stand for "unknown", which differs from any file. */
StFileWatch *st_file_watch_new_with_identity (GFile *file, const char *identity);

GFile *st_file_watch_get_file (StFileWatch *self);
/* The remembered identity as a short string ("dev:ino:size:sec.nsec", or "none"
 * when there was no file), for an autosave to keep. */
char *st_file_watch_dup_identity (StFileWatch *self);
/* Whether the file on disk differs from the remembered identity: changed,
 * replaced, removed or created since. Emits "changed" when this is news. */
gboolean st_file_watch_check (StFileWatch *self);
/* Whether the file is gone (after st_file_watch_check () said it changed). */
gboolean st_file_watch_is_deleted (StFileWatch *self);
/* The document and the file agree again (saved, reloaded, or the user chose to
 * keep the document's version): remembers the file's identity now. */
void st_file_watch_update (StFileWatch *self);

G_END_DECLS
