/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Why st_file_save_atomic () refused to write, where nothing failed but
 * writing would have been wrong. */
#define ST_FILE_SAVE_ERROR (st_file_save_error_quark ())
typedef enum
{
  /* The file is read-only (its owner, or we, may not write it): replaced only
   * with ST_FILE_SAVE_REPLACE_READ_ONLY. */
  ST_FILE_SAVE_ERROR_READ_ONLY,
  /* A symbolic link, or a file, that another user made in a shared folder (sticky
   * and writable by anyone, like /tmp): see st_file_save_atomic (). */
  ST_FILE_SAVE_ERROR_UNSAFE_LINK,
  ST_FILE_SAVE_ERROR_UNSAFE_FILE,
} StFileSaveError;

GQuark st_file_save_error_quark (void);

typedef enum
{
  ST_FILE_SAVE_DEFAULT = 0,
  /* Replace the file even when it is read-only (`--force`, or the user said so). */
  ST_FILE_SAVE_REPLACE_READ_ONLY = 1 << 0,
} StFileSaveFlags;

/* Replaces the file at path with data, atomically: the bytes go to a temporary
 * file in the target's folder (named ".NAME.sandtable-save-PID-XXXXXX"), which is
 * written in full, flushed to disk (fsync) and closed, each step checked, and
 * only then renamed over the target. On any failure (a full disk, an I/O error, a
 * read-only folder) FALSE is returned with error set, the old file is left
 * byte for byte as it was and the temporary file is removed.
 *
 * The new file keeps the mode, the access control list and the user's extended
 * attributes (user.*) of the old one, and never gets wider permissions (a new
 * file gets 0666 less the umask); when path is a symbolic link the file it points
 * to is replaced and the link is kept. Hard links to the old file keep the old
 * contents: a rename gives the name a new file.
 *
 * It refuses, with a sentence and nothing written:
 * - a read-only file (one we may not write, or, as root, one with no write bit),
 *   unless flags has ST_FILE_SAVE_REPLACE_READ_ONLY;
 * - a symbolic link that the kernel's fs.protected_symlinks would not follow,
 *   whatever the machine's setting: one in a sticky folder writable by anyone
 *   (like /tmp) owned neither by us nor by the folder's owner, since another
 *   user may have planted it to point at one of our files;
 * - likewise a file owned by another user in such a folder (fs.protected_regular).
 *
 * Temporary files that a killed save left beside the target (their process is
 * gone) are removed by the next save. Every writer of Sandtable (the app's Save,
 * the autosave, `format`, `deck import`, `render -o`, exports) goes through here. */
gboolean st_file_save_atomic_full (
    const char *path, const void *data, gsize length, StFileSaveFlags flags, GError **error);
/* The same with the process's default flags (st_file_save_set_default_flags ()). */
gboolean st_file_save_atomic (const char *path, const void *data, gsize length, GError **error);

/* The flags st_file_save_atomic () uses: the command line's `--force` sets
 * ST_FILE_SAVE_REPLACE_READ_ONLY once, before any thread starts. The app never
 * changes them: it asks, then calls st_file_save_atomic_full (). */
void            st_file_save_set_default_flags (StFileSaveFlags flags);
StFileSaveFlags st_file_save_get_default_flags (void);

/* Whether the file at path (following links) exists and is read-only in the
 * sense of st_file_save_atomic (): a save would refuse it without
 * ST_FILE_SAVE_REPLACE_READ_ONLY. */
gboolean st_file_save_is_read_only (const char *path);

/* Removes from dir every temporary file of st_file_save_atomic () that no save
 * in progress can own: its process is gone, or it was last changed before
 * older_than (Unix time; 0: only the first test), so that a process id used
 * again by another program does not keep it. Returns how many were removed. */
guint st_file_save_remove_stale_temps (const char *dir, gint64 older_than);

/* The prefix that marks a temporary file of st_file_save_atomic () for the target
 * named basename (for tests that look for litter). */
char *st_file_save_temp_prefix (const char *basename);

G_END_DECLS
