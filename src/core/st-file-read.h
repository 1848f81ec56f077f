/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Reads a file of any kind (a regular file, a device such as /dev/zero, a FIFO,
 * a remote file) through a stream, reading at most limit + 1 bytes: *length >
 * limit then says that the file is too large, and *data holds its first limit + 1
 * bytes, so that the caller can point at where it goes over. *data is always
 * NUL-terminated (one byte past *length). */
gboolean st_file_read_bounded (GFile *file, gsize limit, char **data, gsize *length, GError **error);
gboolean
st_file_read_bounded_path (const char *path, gsize limit, char **data, gsize *length, GError **error);

/* Line and column (in characters, from 1) of a byte offset in text, counting
 * LF, CR LF and lone CR as line ends. Linear in offset. */
void st_text_offset_location (const char *text, gsize length, gsize offset, int *line, int *column);

G_END_DECLS
