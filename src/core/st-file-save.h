/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Replaces the file at path with data, atomically: the bytes go to a temporary
 * file in the target's folder (named ".NAME.sandtable-save-PID-XXXXXX"), which is
 * written in full, flushed to disk (fsync) and closed, each step checked, and
 * only then renamed over the target. On any failure (a full disk, an I/O error, a
 * read-only folder) FALSE is returned with error set, the old file is left
 * byte for byte as it was and the temporary file is removed.
 *
 * The new file keeps the mode of the old one (a new file gets 0666 less the
 * umask); when path is a symbolic link the file it points to is replaced and the
 * link is kept. Temporary files that a killed save left beside the target (their
 * process is gone) are removed by the next save. Every writer of Sandtable (the
 * app's Save, the autosave, `format`, `deck import`, `render -o`, exports) goes
 * through here. */
gboolean st_file_save_atomic (const char *path, const void *data, gsize length, GError **error);

/* The prefix that marks a temporary file of st_file_save_atomic () for the target
 * named basename (for tests that look for litter). */
char *st_file_save_temp_prefix (const char *basename);

G_END_DECLS
